"""Every hook a game's scene may give the shared game screen, written down once, each with its default.

A game's scene (games/<game>/scene.py) subclasses BoardScene (ui/play/boardscene.py), which inherits these
protocols, and overrides only what is its own: how its board looks and moves, what its taps pick, its words,
what it puts in the panel and the table strips, and how a game ends. The shared screen calls nothing else of a
game. Explicitly inheriting a typing.Protocol gives its default bodies (PEP 544), so the list and the defaults
are one text; tests/test_hooks.py checks that a game overrides nothing of the screen but these (and the scene
life cycle: __init__, update, leave, animating).

Every decision about legality and score is the engine's; every move goes through Match.play.
"""
from __future__ import annotations

import random
from typing import Protocol

import pygame

from engine.record import MAX_SEED
from ui.base import codewords
from ui.base.lang import t
from ui.base.seats import default_seats, level_name, seat_name
from ui.kit import sound
from ui.kit.overlays import ResultOverlay
from ui.kit.scene import Scene
from ui.play import optionwords

# the result screen's places: keys of play.result.place (the words are looked up when shown, in the language then)
PLACES = ("first", "second", "third", "fourth", "fifth", "sixth")


def competition_places(ranking) -> list[int]:
    """Each group's place (0: first), as in a competition: tied seats share a place and the places they took are
    skipped, so three seats tied behind the winner are all 2nd and the next is 5th (1, 2, 2, 2, 5, 6)."""
    places, before = [], 0
    for group in ranking:
        places.append(before)
        before += len(group)
    return places


class BoardView(Protocol):
    """How the game's board and pieces look and move (it never decides a rule)."""

    def layout_board(self, rect: pygame.Rect) -> None:
        """Where the board (and, in a window, the game's trays) go inside `rect`."""

    def paint_board(self, surface: pygame.Surface) -> None:
        """Paint the static board (cached per window size in the scene's background picture)."""

    def draw_pieces(self, surface: pygame.Surface) -> None:
        """Each frame: the pieces, highlights, the pick and its targets."""

    def animate(self, events: list) -> None:
        """The engine's events of a move (or redo) become animations on the scene's Animator."""

    def background(self, size) -> pygame.Surface:
        """The opaque whole-window picture drawn first each frame; a game may bake into it what changes only with
        a move (one opaque blit a frame is cheaper than a layer over it)."""
        return self.board_cache.get(size)

    def draw_above(self, surface: pygame.Surface) -> None:
        """Drawn each frame over the strips and the panel (a piece dragged out of a strip's rack)."""

    def prepare_move_pictures(self) -> None:
        """Repaint, in the frame that played a move, a picture the move changed that the next frame's draw would
        otherwise repaint (its work is then split over the two frames)."""

    def prepare_resized(self, seconds: float) -> bool:
        """After a resize, once the board's picture is painted and before the board shows: make, for up to
        `seconds` a frame, what the first frame at the new size would otherwise make at once (Tumbleweed's layer
        surface); True once done."""
        return True

    def refine_pictures(self, seconds: float) -> bool:
        """Draw exactly, for up to `seconds`, pictures a resize first showed scaled; True when the last one was
        drawn (the panel and strips that show them are then repainted)."""
        return False

    def pictures_rough(self) -> bool:
        """True while pictures a resize first showed scaled are being drawn exactly (refine_pictures)."""
        return False

    def game_pulsing(self) -> bool:
        """True while the game draws something that pulses to call for a tap."""
        return False

    def animation_areas(self) -> list | None:
        """Where the running animations draw now (Animator.areas); None if one does not say."""
        return self.animator.areas()

    def pieces_area(self) -> pygame.Rect | None:
        """Where draw_pieces draws, at most (a patched frame whose rectangles miss it skips it); None: anywhere."""
        return None

    def hover_look(self):
        """What the pointer's hover shows on the board now (a glowing target, a preview), as a value that equals
        the last one when the picture is the same; None: nothing. By default the Picker's target under the
        pointer while a piece is picked up."""
        return self.picker.hover if self.picker.picked is not None else None

    def hover_rects(self, look) -> list | None:
        """The screen rectangles the hover `look` draws in (the renderer repaints those of the old and the new
        one); None: it cannot say, the frame is drawn whole."""
        return [] if look is None else None

    def pulse_rects(self) -> list | None:
        """While game_pulsing: the screen rectangles of what pulses (the renderer repaints just those); None: it
        cannot say, frames are drawn whole."""
        return None

    def taps_for(self, move) -> list:
        """Where a player taps, in order, to make this move (tests, hints and demos show it)."""
        return []

    def seat_direction(self, seat: int) -> float | None:
        """Where on the board a seat's own part lies (screen degrees from the centre, 0 = right, 90 = down), so
        that at a table each player sits in front of it; None: the seat has no one direction."""
        return None


class Picking(Protocol):
    """The Picker's questions (ui/input/picker.py) and the input a game takes before it."""
    CONFIRM_TAPS = False      # a game may ask for a second tap to confirm (Tumbleweed's option)

    def pick_at(self, pos):
        """What can be picked up under `pos` (a piece, a rack slot), or None."""
        return None

    def targets_of(self, pick) -> dict:
        """{target: move} for a pick: where it may go and the move that makes."""
        return {}

    def target_at(self, pos):
        """The target under `pos`, or None."""
        return None

    def forced_pick(self):
        """A pick that is always in hand (Tumbleweed's stone), or None."""
        return None

    def refuse(self, pick, target) -> str | None:
        """Why a tap did nothing (a bead that cannot move, a space that is not lit), in the player's language: the
        Picker puts these words in its REFUSED outcome and the scene says them (follow_picker). None: nothing to
        explain, the tap is a silent cancel. (Only answers: it says nothing itself.)"""
        return None

    def picked(self, pick) -> None:
        """The player picked something that can move: a message about an earlier pick ("this pid fits nowhere")
        no longer holds, so it goes (issue 15)."""
        self.message, self.message_left = "", 0.0

    def on_pointer(self, event) -> bool:
        """Pointer events a game handles before the Picker (hover previews, a bag); True = consumed."""
        return False

    def on_key(self, event) -> bool:
        """A key the game handles before the shared ones (Undo, Hint, ...); True = consumed."""
        return False


class TurnParts(Protocol):
    """The game's part in the turns: its seats, its buttons, when a computer waits, what a hint puts away."""
    SETUP_BOARD = None        # the game's part of the set-up board (a module; ui/play/setupmode.py says what it
                              # answers); None: the game has no set-up board

    def make_seats(self, players: int, state) -> list:
        """The seats of a new game (a game may rename them from its state, e.g. Trickle's teams)."""
        return default_seats(players)

    def random_move(self, legal: list, rng: random.Random):
        """The move advance_random plays (Tripitz prefers placements)."""
        return rng.choice(legal)

    def waiting_for_people(self) -> bool:
        """True while the screen waits for a person (a computer seat then waits too)."""
        return False

    def after_change(self, change) -> None:
        """The game's own words or effects after a move, undo or redo."""

    def game_buttons(self) -> list:
        """The game's own buttons now: [(label, callback)]. In a window they sit in the panel; at a table each
        seat's strip has them, and only the seat to move can press them."""
        return []

    def button_enabled(self, label: str) -> bool:
        """Whether the game's button `label` can be pressed now."""
        return True

    def offers_hint(self) -> bool:
        """Whether the Hint button is there now: when the game offers hints (its engine's INFO.hints), until it is
        over (Tripitz also hides it while pids are chosen for an exchange)."""
        return self.spec.hints and not self.state.is_over

    def hint_label(self) -> str:
        """The hint button's words: "Hint" in the player's language, unless the game says otherwise (Tripitz
        Together's "Help me")."""
        return t("play.button.hint")

    def before_hint(self) -> None:
        """Put away what a hint's taps would trip over (a pick in hand, Tripitz's exchange); a pick the game forces
        (a stone always in hand, a chaining bead) stays taken up, so the ringed taps play the move."""
        self.picker.refresh()

    def hint_words(self, move) -> str:
        """What a hint says."""
        if len(self.hint.points) > 1:
            return t("play.hint.rings")
        return t("play.hint.ring") if self.hint.points else t("play.hint.move", move=str(move))


class Words(Protocol):
    """What the screen says for the game, in the player's language."""
    move_text = None          # or (state before, move) -> the move written for people (Tumbleweed's cell names)

    def start_words(self) -> str:
        """The words that open a new game, saying who starts."""
        return t("play.said.starts", name=self.seat_info(self.state.current_player)[0])

    def illegal_words(self, change) -> str:
        """What is said when the engine refuses a move: its code in the game's words (`<words>.codes.<code>`)."""
        return codewords.say(change.error, self.spec.words)

    def event_words(self, event) -> str:
        """What is said for an engine's "notice" or "pass" event: its code in the game's words, with its value
        (an event without a code is left unsaid: the engine's English never reaches the screen)."""
        return codewords.say(event, self.spec.words)

    def seat_info(self, seat: int):
        """(name, colour, mark) of a seat."""
        s = self.seats[seat]
        return (seat_name(s.name), s.colour, s.mark)

    def score_text(self, seat: int) -> str:
        """A seat's score as shown in the panel, the strips and the result."""
        return str(self.state.scores()[seat])

    def status_text(self) -> str:
        """The big line under the scores: whose turn it is and what to do."""
        if self.state.is_over:
            return t("play.status.game_over")
        return t("play.status.to_move", name=self.seat_info(self.state.current_player)[0])

    def seat_note(self, seat: int) -> str:
        """Under a seat's name in the side panel: who plays it, when a computer does."""
        controller = self.seats[seat].controller
        return "" if controller == "human" else t("play.computer.seat_note", level=level_name(controller))

    def panel_notes(self) -> list:
        """Extra lines under the status in the side panel: [(text, colour)] (match progress, tips...)."""
        return []

    def rules_html(self) -> str:
        """The game's own rules page in the player's language, built when asked (ui/play/rulesfiles.py)."""
        return ""

    def option_help(self, option) -> str:
        """An option's one line on the rules page, as the title screen says it for this entry."""
        return optionwords.help_line(option, self.spec.key)


class ChromeParts(Protocol):
    """What the game puts into the chrome: the window's side panel and the table's seat strips."""
    STRIP_HAS_GAME_PARTS = False  # True: the game paints its rack or tray in a strip's free middle (no messages there)
    STRIP_RACK_ROW = False        # True: a rack row under a strip's name row (the status left out, buttons up)
    COMPACT_ENDS = True           # a compact table (640x480) seats everyone at its short ends: the board needs the room
    COMPACT_STRIP_BUTTONS = True  # False: a compact table's mover has its buttons elsewhere (Tripitz: by its rack band)

    def paint_panel_extras(self, surface: pygame.Surface, free: pygame.Rect) -> int | None:
        """Paint into the side panel's free space under the notes (a legend, a reminder); return the y (panel
        coordinates) down to which what it painted must stay in sight (a message sits below it, or off the
        panel), None if a message may cover all of it."""

    def strip_depth(self, size) -> int | None:
        """How deep a seat's table strip should be (None: room for a name and buttons)."""
        return None

    def table_places(self, size) -> list | None:
        """Where the seats sit round a table of this size: (edge, place along it, seats on that edge) per seat, or
        None for the shared order (ui/base/seats.table_places: clockwise, or by seat_direction)."""
        return None

    def paint_seat_strip(self, seat: int, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Paint the seat's rack or tray into `rect` of its upright strip (table layout)."""

    def strip_key(self, seat: int) -> tuple:
        """What the game paints in a strip depends on (the strip is repainted when it changes)."""
        return ()

    def game_button_point(self, label: str):
        """The screen point of a game button of the seat to move where the game shows it itself (Tripitz's rack
        band at a compact table), or None: in the chrome."""
        return None

    def board_owns(self, pos) -> bool:
        """Is a press here the board's though it lies over a seat's strip (Tripitz's rack band and buttons at a
        compact table)? Otherwise a strip takes its own presses (BoardScene.pointer_lane)."""
        return False

    def turn_light(self, seat: int):
        """((x, y), radius) on the screen of a seat's turn light where the game painted over its strip (Tripitz's
        rack band at a compact table), or None: the strip's own."""
        return None


class Ending(Protocol):
    """The result screen, the pause menu, and what Restart / Play again start."""

    def result_rows(self, outcome) -> list:
        """The result screen's rows: (place, name, colour, score, mark)."""
        rows = []
        for place, group in zip(competition_places(outcome.ranking), outcome.ranking):
            for seat in group:
                name, colour, mark = self.seat_info(seat)
                rows.append((t(f"play.result.place.{PLACES[place]}") if len(outcome.ranking) > 1 else "=", name,
                             colour, self.score_text(seat), mark))
        return rows

    def result_headline(self, outcome) -> str:
        """The result screen's headline: who won (the demo's banner says it too)."""
        if len(outcome.winners) == 1:
            return t("play.result.wins", name=self.seat_info(outcome.winners[0])[0])
        if len(outcome.winners) == self.players:
            return t("play.result.draw")
        if outcome.winners:
            names = [self.seat_info(s)[0] for s in outcome.winners]
            joined = names[0]
            for name in names[1:]:
                joined = t("play.result.names_joined", names=joined, name=name)
            return t("play.result.shared_win", names=joined)
        # nobody won (Tripitz Together): the ending by its code, never the engine's English summary
        return codewords.ending(outcome, self.spec.words) or t("play.status.game_over")

    def result_footer(self, outcome) -> str:
        """A line under the result's rows (a match's progress, a record)."""
        return ""

    def result_overlay(self, outcome) -> Scene:
        """The end screen (a game may give its own, e.g. a solo puzzle's best result)."""
        return ResultOverlay(self.result_headline(outcome), self.result_rows(outcome), self.restart,
                             self.back_to_menu, self.result_footer(outcome))

    def forget_when_left(self) -> tuple:
        """What the game keeps for all its scenes (pictures made once for every game of it) that may go when no game
        is left on screen: callables, called when the left game's memory is handed back (ui/kit/memory.py)."""
        return ()

    def pause_actions(self) -> list:
        """The pause menu's [(label, callback)] (the screen adds Moves after the first)."""
        actions = [(t("play.pause.resume"), self.app.pop), (t("play.pause.restart"), self.ask_restart),
                   (t("play.pause.rules"), self.show_rules),
                   (t("play.pause.table_on" if self.table else "play.pause.table_off"), self.toggle_table),
                   (t("play.pause.sound_on" if sound.is_on() else "play.pause.sound_off"), self.toggle_sound),
                   (t("play.pause.back_to_menu"), self.back_to_menu)]
        if not self.app.kiosk:     # at an event only staff quit (ui/screens/attract.py)
            actions.append((t("play.pause.quit"), self.quit_app))   # the game is saved: at a table, others agree
        return actions

    def next_game_options(self) -> dict:
        """Options for Play again / Restart (Trickle passes the first move on here)."""
        return self.options

    def next_game_seed(self) -> int:
        """The seed of Play again / Restart: a new one (a solo puzzle replays its own; records are per seed), in
        the records' range (the largest seed's next is 0)."""
        return (self.seed + 1) % MAX_SEED


class GameHooks(BoardView, Picking, TurnParts, Words, ChromeParts, Ending, Protocol):
    """All of them: what BoardScene inherits, and what a game's scene may override."""


def hook_names() -> set[str]:
    """The name of every hook (methods and the class-level switches)."""
    names = set()
    for part in (BoardView, Picking, TurnParts, Words, ChromeParts, Ending):
        names |= {name for name in vars(part) if not name.startswith("_")}
    return names
