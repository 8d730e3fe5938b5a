"""One pointer at a time: presses, moves and lifts become down, move, up, tap, drag_start, drag, drop, cancel.

The tracker knows no SDL: the input door (ui/input/door.py) reads the mouse and the fingers and calls `down`,
`move`, `up` and `hold` with a pointer id and a position in window pixels, so the board behaves the same under
a mouse on a laptop and under fingers on a touch table.

One pointer at a time: at a table people reach in from every side, and we cannot tell whose finger is whose.
The first pointer pressed owns the stream until it lifts; every other finger (or the mouse) pressed meanwhile is
ignored for its whole press, even after the owner lifts, so it can neither play, nor press a painted button,
nor break the owner's drag. A press on a pygame-gui button owns the stream without being heard (`hold`). A
pointer that only hovers (the mouse) is heard while nothing is pressed.
A press that has stayed still (never a drag) for STILL_SECONDS gives way to the next press: a hand resting on
the table, or a finger whose lift SDL lost, must not lock the board; it gets a 'cancel' first.
`cancel()` ends the press without a tap or a drop (the window lost focus, a scene opened over the board): the
scene gets a 'cancel' event so a half-done drag is put back, never played.
`press` shows the owner's press to whoever watches the stream (the kiosk's corner hold), heard or not.
Lanes: a press the input door puts in a lane (a seat's strip at a table: `lane` is its seat) is that lane's own
and never touches the one stream, so two people can press their own strip buttons at once while a third drags on
the board. Each lane has one press at a time (a second finger in the same lane is ignored for its whole press, a
still one gives way as above); a lane's press says only 'down' and, if it did not wander, 'tap' (with `lane`).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

DRAG_THRESHOLD = 12  # px a pointer may wander and still count as a tap (fingers wobble)
MOUSE_ID = -1        # pointer id of the mouse; fingers use their SDL finger id
STILL_SECONDS = 2.0  # a press held still this long (app time) no longer keeps other fingers off the board


@dataclass(frozen=True)
class PointerEvent:
    kind: str                 # 'down', 'move' (hover or held), 'up', 'tap', 'drag_start', 'drag', 'drop', 'cancel',
                              # 'wheel' (the mouse wheel: `scroll` steps, never a press)
    pos: tuple[int, int]
    pointer: int = MOUSE_ID
    start: tuple[int, int] = (0, 0)   # where the press began (for drags and drops)
    pressed: bool = False              # for 'move': is the pointer held down?
    scroll: int = 0                    # for 'wheel': steps away from the player (SDL's y)
    lane: object = None                # the lane of a lane's press (a seat's strip), None: the one stream
    held: float = 0.0                  # for 'tap': seconds from the press to the lift (0 when no time was given)


@dataclass(frozen=True)
class Press:
    """The press that owns the stream, as a watcher sees it (a copy: watching never changes it)."""
    pointer: int
    start: tuple[int, int]
    since: float | None       # app time it went down (None: the caller gave no time)
    wandered: float           # the furthest it has been from its start, px
    silent: bool              # on a pygame-gui button: the board hears none of it


@dataclass
class _Press:
    pointer: int
    start: tuple[int, int]
    pos: tuple[int, int]
    dragging: bool = False
    since: float | None = None    # app time it went down (None: the caller gives no time, it never gives way)
    silent: bool = False      # a press on a pygame-gui button: it owns the stream but the board hears none of it
    wandered: float = 0.0


class PointerTracker:
    """Told every press, move and lift (by the input door); returns the pointer events they mean."""

    def __init__(self):
        self._press: _Press | None = None   # the one pointer that owns the stream while it is pressed
        self._lanes: dict = {}              # lane -> its one press (a seat's strip at a table)

    @property
    def pressed(self) -> int | None:
        """The id of the pointer that owns the stream now (None: nothing is pressed)."""
        return self._press.pointer if self._press is not None else None

    @property
    def press(self) -> Press | None:
        """The owner's press now, heard or silent (None: nothing is pressed)."""
        p = self._press
        return None if p is None else Press(p.pointer, p.start, p.since, p.wandered, p.silent)

    def reset(self):
        self._press = None
        self._lanes = {}

    def hold(self, pid: int, pos: tuple[int, int], now: float | None = None) -> list[PointerEvent]:
        """A press the board must not hear (a finger on a pygame-gui button, which gets SDL's emulated mouse):
        it still owns the stream until it lifts, so no other finger acts on the board meanwhile. Returns the
        cancel of a still press it took over from."""
        out = self._give_way(pid, now)
        if self._press is None:
            self._press = _Press(pid, pos, pos, since=now, silent=True)
        return out

    def _give_way(self, pid, now) -> list[PointerEvent]:
        """Before a new press: the owner's cancel if it has been still for STILL_SECONDS, else nothing."""
        if not _gives_way(self._press, pid, now):
            return []
        return self.cancel()

    def cancel(self) -> list[PointerEvent]:
        """Forget the press without a tap or a drop; a 'cancel' event for the scene if there was one. (The lanes'
        presses are forgotten too: they never dragged anything.)"""
        press, self._press = self._press, None
        self._lanes = {}
        if press is None or press.silent:
            return []
        return [PointerEvent("cancel", press.pos, press.pointer, press.start)]

    def down(self, pid: int, pos: tuple[int, int], now: float | None = None, lane=None) -> list[PointerEvent]:
        """A press. `now`: app time in seconds, so that a press held still can give way (None: it never does).
        `lane`: the press is that lane's own (None: the one stream)."""
        if lane is not None:
            return self._lane_down(lane, pid, pos, now)
        out = self._give_way(pid, now)
        if self._press is not None and self._press.pointer != pid:
            return []  # another pointer owns the stream: this press is ignored until it lifts
        self._press = _Press(pid, pos, pos, since=now)
        return out + [PointerEvent("down", pos, pid, pos, True)]

    def _lane_down(self, lane, pid, pos, now) -> list[PointerEvent]:
        if self._lane_of(pid) is not None or self.pressed == pid:
            return []  # (a press SDL reports twice)
        if not _gives_way(self._lanes.get(lane), pid, now) and lane in self._lanes:
            return []  # the lane is another finger's: this press is ignored until it lifts
        self._lanes[lane] = _Press(pid, pos, pos, since=now)
        return [PointerEvent("down", pos, pid, pos, True, lane=lane)]

    def _lane_of(self, pid):
        return next((lane for lane, press in self._lanes.items() if press.pointer == pid), None)

    def move(self, pid: int, pos: tuple[int, int]) -> list[PointerEvent]:
        lane = self._lane_of(pid)
        if lane is not None:
            press = self._lanes[lane]
            press.pos = pos
            press.wandered = max(press.wandered, math.dist(pos, press.start))
            return []  # (a lane's press only taps: nothing in a strip is dragged in a lane)
        press = self._press
        if press is None:
            return [PointerEvent("move", pos, pid, pos, False)]
        if press.pointer != pid:
            return []  # not the owner: not even a hover, which would move the owner's dragged piece
        press.pos = pos
        press.wandered = max(press.wandered, math.dist(pos, press.start))
        if press.silent:
            return []
        out = [PointerEvent("move", pos, pid, press.start, True)]
        if not press.dragging:
            dx, dy = pos[0] - press.start[0], pos[1] - press.start[1]
            if dx * dx + dy * dy > DRAG_THRESHOLD * DRAG_THRESHOLD:
                press.dragging = True
                out.append(PointerEvent("drag_start", press.start, pid, press.start, True))
        if press.dragging:
            out.append(PointerEvent("drag", pos, pid, press.start, True))
        return out

    def up(self, pid: int, pos: tuple[int, int], now: float | None = None) -> list[PointerEvent]:
        """A lift. `now`: app time, so that a tap says how long it was held."""
        lane = self._lane_of(pid)
        if lane is not None:
            press = self._lanes.pop(lane)
            wandered = max(press.wandered, math.dist(pos, press.start))
            if wandered > DRAG_THRESHOLD:
                return []  # it slid away: no tap
            return [PointerEvent("tap", press.start, pid, press.start, lane=lane, held=_held(press, now))]
        press = self._press
        if press is None or press.pointer != pid:
            return []
        self._press = None
        if press.silent:
            return []
        ending = "drop" if press.dragging else "tap"
        # A tap is reported where the press began: a finger that wobbles still hits the cell it touched.
        where = pos if press.dragging else press.start
        return [PointerEvent("up", pos, pid, press.start, False),
                PointerEvent(ending, where, pid, press.start, held=_held(press, now))]


def _gives_way(press: _Press | None, pid: int, now: float | None) -> bool:
    """Does this press give way to a new press of `pid`? (Still, never dragged, for STILL_SECONDS.)"""
    return not (press is None or press.pointer == pid or press.dragging or press.since is None or now is None or
                now - press.since < STILL_SECONDS)


def _held(press: _Press, now: float | None) -> float:
    return 0.0 if now is None or press.since is None else max(0.0, now - press.since)
