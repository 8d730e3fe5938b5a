"""A scene's side of the worker process: which request it waits for, and whether its answer still holds.

BoardScene owns one ComputerTurns. It asks for a computer seat's move or for a hint, and once a frame collects:
an answer arrives only when it is done, still wanted (no undo, move or leaving since it was asked: `changed()`
counts those) and, for a computer's move, when `think_pause` seconds have passed since the request, so that people
can follow even an instant answer. The thinking itself happens in ui/play/thinker.py's worker process.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from ui.play.thinker import THINKER

THINK_PAUSE = 0.6     # seconds from a computer seat's request to its move, however fast the answer


@dataclass
class Thought:
    """A request to the worker the scene is waiting for."""
    rid: int
    kind: str             # "move" (a computer seat's) or "hint"
    version: int          # the count of match changes when it was asked: an answer for another position is stale
    asked: float          # the scene's clock when it was asked
    restarts: int = 0     # worker restarts already told to the players


@dataclass
class Answer:
    """What came back: the move's notation (None if the player failed, with the reason in error)."""
    kind: str
    notation: str | None
    error: str | None


class ComputerTurns:
    def __init__(self):
        self.clock = 0.0                 # the scene's own time (the sum of its frames' dt)
        self.think_pause = THINK_PAUSE   # tests shorten it, and step with a large dt
        self.think_seconds = None        # None: each level's own thinking time (tests shorten it)
        self.thought: Thought | None = None
        self.version = 0

    @property
    def busy(self) -> bool:
        return self.thought is not None

    @property
    def looking_for_hint(self) -> bool:
        return self.thought is not None and self.thought.kind == "hint"

    def tick(self, dt: float) -> None:
        self.clock += dt

    def ask(self, kind: str, engine: str, data: dict, level: str, seed: int) -> None:
        rid = THINKER.ask(engine, data, level, seed, self.think_seconds)
        self.thought = Thought(rid, kind, self.version, self.clock)

    def changed(self) -> None:
        """The match changed (a move, undo, redo, a new game): whatever was asked no longer holds."""
        self.version += 1
        self.cancel()

    def cancel(self) -> bool:
        """Stop waiting (True if there was something to stop)."""
        if self.thought is None:
            return False
        THINKER.cancel(self.thought.rid)
        self.thought = None
        return True

    def wait_for_answer(self, timeout: float = 120.0) -> None:
        """Block until the worker has answered (headless fixed steps, where app time is not real time)."""
        if self.thought is None:
            return
        until = time.monotonic() + timeout
        while time.monotonic() < until:
            THINKER.poll()
            req = THINKER.request(self.thought.rid)
            if req is None or req.done:
                return
            time.sleep(0.005)

    def collect(self) -> tuple[Answer | None, bool]:
        """(the answer if it is time to act on it, whether the worker had to be restarted since last asked)."""
        t = self.thought
        if t is None:
            return None, False
        THINKER.poll()
        req = THINKER.request(t.rid)
        if req is None or t.version != self.version:
            self.thought = None      # cancelled, or asked about another position
            return None, False
        restarted = req.restarts > t.restarts
        t.restarts = req.restarts
        if not req.done or (t.kind == "move" and self.clock - t.asked < self.think_pause):
            return None, restarted
        THINKER.forget(t.rid)
        self.thought = None
        return Answer(t.kind, req.answer, req.error), restarted
