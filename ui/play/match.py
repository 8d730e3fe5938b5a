"""The Match: one game being played, without any drawing.

It owns the engine state, the seats, the undo/redo history and the list of moves played. `Match.play(move)` is
the only way a move happens, whoever makes it (a tap, a drag, a computer seat, an accepted hint, a replayed
record); afterwards it tells its listeners what happened (the engine's events), and they do the rest: the board
animates, the panel refreshes, the autosave writes.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from engine.core import IllegalMove
from engine.gametree import Tree


@dataclass(frozen=True)
class Change:
    """What a listener hears after every change of the match.

    kind: 'move' (events says what happened), 'undo', 'redo' (events of the replayed move), 'illegal' (error is
    the engine's IllegalMove, a code and values to word; reason its English; nothing changed) or 'reset' (a whole
    new state, e.g. a loaded save).
    """
    kind: str
    move: object = None
    seat: int | None = None
    events: tuple = ()
    before: object = None       # the state before the move ('move', 'redo') or before the undo
    reason: str = ""
    error: object = None        # 'illegal': the engine's IllegalMove (code, values)


@dataclass
class Played:
    before: object              # engine state before the move
    move: object
    seat: int


@dataclass
class Match:
    entry: str                  # the registry key of the game entry ("trickle", "tripitz-together", ...)
    state: object               # the engine State (engine/core.py contract)
    seats: list                 # ui.base.seats.Seat, one per player, in turn order
    seed: int = 0
    options: dict = field(default_factory=dict)
    history: list = field(default_factory=list)     # Played, oldest first
    undone: list = field(default_factory=list)      # Played, most recently undone last (for redo)
    listeners: list = field(default_factory=list)
    # when the game began, UTC (the record's header; a continued game keeps its own from its save)
    started: str = field(default_factory=lambda: time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()))
    # a set-up start (the engine's to_dict() of the first position) when the game did not start from its seed: the
    # record replays from it (the set-up board sets it; a continued game gets it back from its save)
    start_position: dict | None = None
    # the moves' notes and branches (engine/gametree.py, in the engine's notation) the player or the analysis gave
    # this game; None when there are none. Its main line follows `history` when the record is written.
    tree: Tree | None = None

    # -- listening -----------------------------------------------------------------------------------------------
    def subscribe(self, listener) -> None:
        """`listener(match, change)` is called after every change, in the order of subscription."""
        self.listeners.append(listener)

    def tell(self, change: Change) -> None:
        for listener in list(self.listeners):
            listener(self, change)

    # -- playing ---------------------------------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def current_seat(self):
        p = self.state.current_player
        return None if p is None else self.seats[p]

    @property
    def moves(self) -> list:
        """The moves played so far: (seat index, move), oldest first."""
        return [(p.seat, p.move) for p in self.history]

    def play(self, move):
        """Play a move through the engine. Returns its events, or None (listeners hear why) if it is illegal."""
        seat = self.state.current_player
        before = self.state.clone()
        try:
            events = self.state.play(move)
        except IllegalMove as exc:
            self.tell(Change("illegal", move, seat, reason=exc.reason, error=exc))
            return None
        self.history.append(Played(before, move, seat))
        self.undone.clear()
        self.tell(Change("move", move, seat, tuple(events), before))
        return events

    # -- undo and redo -----------------------------------------------------------------------------------------
    def undo_point(self) -> int | None:
        """Where Undo goes back to: before the last move a human seat made (computer replies go with it)."""
        for i in range(len(self.history) - 1, -1, -1):
            if self.seats[self.history[i].seat].is_human:
                return i
        return None

    @property
    def can_undo(self) -> bool:
        return self.undo_point() is not None

    @property
    def can_redo(self) -> bool:
        return bool(self.undone)

    def undo(self) -> bool:
        i = self.undo_point()
        if i is None:
            return False
        before = self.state
        taken = self.history[i:]
        del self.history[i:]
        self.undone.extend(reversed(taken))
        self.state = taken[0].before.clone()   # history stays untouched by later play
        self.tell(Change("undo", taken[-1].move, taken[0].seat, before=before))
        return True

    def redo(self) -> bool:
        """Play again the moves Undo took back, up to and including the next human decision."""
        if not self.undone:
            return False
        first = True
        while self.undone and (first or not self.seats[self.undone[-1].seat].is_human):
            first = False
            played = self.undone.pop()
            before = self.state.clone()
            events = self.state.play(played.move)   # it was legal from this very position before
            self.history.append(Played(before, played.move, played.seat))
            self.tell(Change("redo", played.move, played.seat, tuple(events), before))
        return True

    def reset(self, state) -> None:
        """A whole new position (a loaded game); the history starts afresh."""
        self.state = state
        self.history.clear()
        self.undone.clear()
        self.tell(Change("reset", seat=state.current_player))
