"""Shared decisions at a table: what one seat asks the others, waiting for an Agree from another seat's strip.

At a touch table nothing tells whose hand a finger is, and one tap must not end everyone's game: Restart, leaving
a game in progress (Back to menu, Quit) and taking back another seat's move are asked of the other human seats.
The question shows in each of their strips as an Agree button with what is asked and the seconds left, turned to
face that seat (ui/play/chrome_table.py); a tap on it from any of those strips does it (ui/play/modes.py,
PlayMode.agree), or from two of them when the question came from a shared corner (who pressed it is not known,
and may be one of those asked); after AGREE_SECONDS of app time without one, nothing happens and the seat to move is told.
Computer seats do not vote; with one human seat, or in a window, nothing is asked. This module only holds the
question; PlayMode asks, times and answers it.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable

from ui.base.lang import t

AGREE_SECONDS = 8.0     # app time a question waits for an Agree from another seat


@dataclass
class Question:
    what: str                       # "restart", "leave", "quit", "undo": its words are play.agree.<what>
    asker: int | None               # the seat that asked (None: nobody knows: any human seat may agree)
    voters: tuple[int, ...]         # the seats whose strips show Agree: every other human seat
    since: float                    # app time it was asked
    action: Callable[[], None]      # what happens once another seat agrees
    values: dict = field(default_factory=dict)     # for its words (undo: whose move, "name")
    ends_on_change: bool = False    # a move played (or taken back) meanwhile makes it another question (undo)
    agreed: set = field(default_factory=set)        # the seats that agreed so far

    @property
    def needed(self) -> int:
        """How many seats must agree: one other seat; two when nobody knows who asked (a shared corner was
        pressed), since the one who pressed may be among those asked and must not decide alone."""
        return 1 if self.asker is not None else min(2, len(self.voters))

    def waits_for(self, seat: int) -> bool:
        """Does `seat`'s strip show Agree (asked, and not yet agreed)?"""
        return seat in self.voters and seat not in self.agreed

    def agree(self, seat: int) -> bool:
        """`seat` agrees; True once enough seats have."""
        if self.waits_for(seat):
            self.agreed.add(seat)
        return len(self.agreed) >= self.needed

    def left(self, now: float) -> float:
        return max(0.0, AGREE_SECONDS - (now - self.since))

    def lapsed(self, now: float) -> bool:
        return now - self.since >= AGREE_SECONDS

    def seconds(self, now: float) -> int:
        """The countdown shown: whole seconds left, never 0 while it waits."""
        return max(1, math.ceil(self.left(now)))

    def words(self) -> str:
        """What is asked, as a question ("Start again?")."""
        return t(f"play.agree.{self.what}", **self.values)


def voters_for(seats, asker: int | None) -> tuple[int, ...]:
    """The seats asked: every human seat but the asker's, if at least two people play (else none: nothing is
    asked)."""
    humans = [i for i, seat in enumerate(seats) if seat.is_human]
    if len(humans) < 2:
        return ()
    return tuple(i for i in humans if i != asker)
