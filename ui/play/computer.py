"""Computer seats and hints, written once for every game.

When the seat to move has a computer controller and no animation runs, the scene asks the worker process
(ui/play/thinker.py, through ui/play/computerturns.py) for a move, pulses that seat's turn light, and plays the
answer through Match.play like a tap would (so it animates and is highlighted the same way), never sooner than
THINK_PAUSE after asking. Any change of the match, leaving or covering the scene cancels the request. The Hint
button (and H) asks the same worker for "hint" and marks `taps_for(move)` with numbered rings
(ui/board/hintrings.py) until the next tap, move or undo.

Which seats a computer plays is the seats' own business (their controllers): a replay's seats are all people,
so nothing is ever asked there.
"""
from __future__ import annotations

import random

from engine.ai import engine_name
from ui.base.lang import t
from ui.play.thinker import GAVE_UP, THINKER


class Computers:
    """The computer's side of one game scene: its seats' moves and the hints it gives."""

    def __init__(self, scene):
        self.scene = scene

    def say_turn(self) -> None:
        """A person tapped while a computer seat is to move."""
        scene = self.scene
        name = scene.seat_info(scene.state.current_player)[0]
        scene.say(t("play.computer.wait", name=name), 2.0)

    def move_seed(self) -> int:
        """The worker's seed for this position: from the match seed and the move number, so a replay is the same."""
        match = self.scene.match
        return (match.seed * 1000003 + len(match.history)) % (1 << 62)

    def ask(self, kind: str, level: str) -> None:
        state = self.scene.state
        self.scene.turns.ask(kind, engine_name(state), state.to_dict(), level, self.move_seed())

    def cancel(self) -> None:
        """Stop waiting for the worker (the scene is covered or left; asked again when it is back on top)."""
        if self.scene.turns.cancel() and self.scene.app is not None:
            self.scene.refresh_buttons()

    def think(self) -> None:
        """Once a frame: act on an answer, or ask for a computer seat's move when it is its turn."""
        scene = self.scene
        turns = scene.turns
        if turns.busy:
            if scene.app.lockstep:
                turns.wait_for_answer()    # headless fixed steps: the same moves however fast the machine
            answer, restarted = turns.collect()
            if restarted:
                scene.say(t("play.computer.restarted"))
            if answer is not None:
                self.act_on(answer)
        elif scene.computer_to_move() and not scene.animator.busy and not scene.waiting_for_people() \
                and not scene.mode.computers_wait():
            self.ask("move", scene.match.current_seat.controller)

    def act_on(self, answer) -> None:
        """A hint is shown; a computer seat's move is played (a random legal one, said so, if its player failed)."""
        scene = self.scene
        move = None
        if answer.notation is not None:
            try:
                move = scene.spec.engine_module.parse_move(answer.notation)
            except Exception:   # a bad answer must not stop the game: it is reported and replaced below
                move = None
        if answer.kind == "hint":
            scene.refresh_buttons()
            if move is None:
                scene.say(t("play.hint.none", reason=error_words(answer.error) or t("play.hint.no_answer")))
            else:
                self.show_hint(move)
            return
        scene.moving_for_computer = True
        try:
            if move is None or not scene.play(move):
                scene.say(t("play.computer.undecided", reason=error_words(answer.error) or answer.notation))
                legal = scene.state.legal_moves()
                if legal:
                    scene.play(random.Random(self.move_seed()).choice(legal))
        finally:
            scene.moving_for_computer = False

    def ask_hint(self) -> None:
        """The Hint button and H: ask the worker for a good move for the (human) seat to move."""
        scene = self.scene
        if scene.state.is_over or not scene.spec.hints:
            return
        if scene.computer_to_move():
            self.say_turn()
            return
        if scene.turns.busy:
            return   # already looking
        scene.hint.clear()
        scene.before_hint()
        THINKER.warm()
        self.ask("hint", "hint")
        scene.say(t("play.hint.looking"), 1.5)
        scene.refresh_buttons()

    def show_hint(self, move) -> None:
        scene = self.scene
        scene.hint.show(move, self.hint_taps(move))
        scene.say(scene.hint_words(move))

    def replace_hint(self) -> None:
        """The hint's rings at its move's taps again, where they are now (a band laid out anew moved the board)."""
        hint = self.scene.hint
        if hint.move is not None and hint.points:
            hint.show(hint.move, self.hint_taps(hint.move))

    def hint_taps(self, move) -> list:
        """The screen points of the move's taps; a point that only appears later (a Done button) ends the list."""
        points = []
        try:
            for p in self.scene.taps_for(move):
                points.append(p)
        except Exception:   # a tap that cannot be placed yet ends the rings there; the words still name the move
            pass
        return points


def error_words(error: str | None) -> str | None:
    """Why the worker gave no move, for a message: its own giving up in the player's language; an exception's
    text (a program error, for a bug report) as it is."""
    return t("play.computer.gave_up") if error == GAVE_UP else error
