"""A match's pause between its two games: the end of game 1 stays on the board (the engine's FinishedGame) until
Continue on the between-games panel, which at a table faces the seat that places first in game 2; Continue
clears the board (the pyramids fly back into the supply). Computers alone wait for nobody: game 2 starts at once.
"""
from __future__ import annotations

from engine import icesickle as ice
from ui.base.lang import t

from .overlays import BetweenGamesOverlay
from . import wording


class BetweenGames:
    def __init__(self, scene):
        self.scene = scene
        self.finished: ice.FinishedGame | None = None   # the end of game 1, shown until Continue
        self.shown = False                               # its panel has been pushed
        self.panel: BetweenGamesOverlay | None = None

    def begin(self, finished: ice.FinishedGame) -> None:
        self.finished, self.shown, self.panel = finished, False, None

    def drop(self) -> None:
        """The board is live again (undo, a loaded game, moves played past the end of game 1)."""
        self.finished, self.shown, self.panel = None, False, None

    def current_panel(self, layout: bool = False) -> BetweenGamesOverlay:
        """The panel after game 1 (made once per interlude), facing the seat that places first in game 2."""
        sc = self.scene
        if self.panel is None:
            finished = self.finished

            def words():    # (asked again at each layout: the language may change while it is shown)
                title, reason, scores, next_line = wording.interlude_texts(sc.state, sc.seat_names(), finished)
                return title, reason, [(*sc.seat_info(s), scores[s]) for s in range(sc.players)], next_line

            current = sc.state.current_player
            angle = sc.seats[current].angle if sc.table and current is not None else 0
            self.panel = BetweenGamesOverlay(words, self.continue_match, angle)
        if layout:
            self.panel.layout(sc.app.size)
        return self.panel

    def show(self) -> None:
        self.scene.animator.finish()
        self.shown = True
        self.scene.app.push(self.current_panel(), 0)   # (upright: the panel turns itself to the next mover)

    def when_settled(self) -> None:
        """Once the end of game 1 has played out where moves are played (a replay never opens it): the panel for
        people; computers only: nobody to tap Continue, game 2 starts at once."""
        sc = self.scene
        if self.finished and not self.shown and sc.app.scene is sc and sc.mode.live:
            if any(seat.is_human for seat in sc.seats):
                self.show()
            else:
                self.continue_match()

    def taps(self) -> list:
        """Where a player taps to go on to game 2: a tap that brings the panel (if not up yet), then Continue."""
        taps = []
        if self.finished:
            if not self.shown:
                taps.append(self.scene.grid.rect.center)
            taps.append(self.current_panel(layout=True).continue_point())
        return taps

    def continue_match(self) -> None:
        """Clear the board for game 2: the pyramids fly back into the supply."""
        info, self.finished, self.panel = self.finished, None, None
        self.shown = False
        if info is None:
            return
        sc = self.scene
        sc.flights.clear_board(info)
        sc.picker.refresh()
        sc.chrome.repaint()
        sc.say(t("icesickle.say.next_game", number=sc.state.game_number,
                 name=sc.seat_info(sc.state.current_player)[0]))
