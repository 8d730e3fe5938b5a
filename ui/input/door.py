"""The one input door: the only place SDL's mouse and finger events are read.

The App hands every SDL event to `InputDoor.read` once, first of all, and gets a Reading back: the app's own
pointer events (ui/input/pointer.py: one pointer at a time, fingers scaled from SDL's 0..1 to window pixels) and
the few facts the rest of the app asks about that event. Everything else (the attendant of the attract and kiosk
modes, the table chrome's strips and corners, the title cards, the Picker, the rules page's scrolling) consumes
only those; no other module looks at a FINGER* or MOUSE* event type (tests/test_input_door.py checks).
(Tuxemon's `platform/events.py` is the model: "This must be the only function to get events from the pygame
event queue".)

What is read here, and why:
- Fingers only at a touch table. SDL reports a real touch twice, as FINGER events and as emulated mouse events
  with `touch == True`; on some platforms (Windows 7 in pygame issue 2992) the duplicate even comes unflagged. From
  the first FINGER event on, the app is driven by fingers alone: the emulated mouse events, and unflagged mouse
  events within ECHO_SECONDS after a finger event and ECHO_PX of where it was, reach nobody (not the board, not
  pygame-gui). pygame-gui has no finger support, so the door makes it the mouse events it needs from the finger
  that owns the stream (`Reading.gui`: down, motion, up at the finger's window pixels, button 1); the App hands
  pygame-gui those instead of the raw event. A real mouse still works (in a window with no touch, and at a table
  away from the fingers' echoes).
- A press on a pygame-gui button (a finger or the mouse) owns the stream without being heard (`tracker.hold`):
  the button has it, and meanwhile no other finger acts on the board.
- Lanes: the App hands `read` the top scene's `pointer_lane(pos)` (a board at a table: the seat whose strip a
  press lands on, when it is that strip's own; ui/play/chrome_table.py). Such a press is its lane's alone
  (ui/input/pointer.py): it neither takes the stream from the board nor waits for it.
- A gesture that already did its job (the touch that ended the demo, a kiosk corner held to the end) is spent:
  `spend()` makes the rest of it, up to the next lift, reach nobody, not even pygame-gui, so it can neither press
  what lies under it on the screen it opened nor tap the board.
"""
from __future__ import annotations

from dataclasses import dataclass

import math

import pygame
import pygame_gui

from ui.input.pointer import MOUSE_ID, PointerEvent, PointerTracker

PRESSES = (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
LIFTS = (pygame.MOUSEBUTTONUP, pygame.FINGERUP)
POINTER_TYPES = frozenset(PRESSES + LIFTS + (pygame.MOUSEMOTION, pygame.FINGERMOTION, pygame.MOUSEWHEEL))
FINGER_TYPES = (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION)
MOUSE_TYPES = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
BUTTON_TYPES = (pygame_gui.elements.UIButton, pygame_gui.elements.UITextBox)   # what takes a press from the board
ECHO_SECONDS = 0.5   # an unflagged mouse event this soon after a finger event, near it, is that finger's echo
ECHO_PX = 16         # (how near: SDL rounds the same touch to pixels its own way)


@dataclass(frozen=True)
class Reading:
    """What one SDL event means to the app."""
    events: tuple[PointerEvent, ...] = ()   # the board's pointer events (one pointer at a time)
    touched: bool = False     # mouse or finger input of any kind: someone is here (idle timers count from it)
    pressed: bool = False     # a press began: any finger or mouse button, whoever owns the stream (someone is
                              # here: it ends the demo and answers "Still playing?")
    spent: bool = False       # the rest of a spent gesture: it goes to nobody
    gui: tuple = ()           # what pygame-gui gets for this event: the event itself, or the mouse events made
                              # from a finger, or nothing (an emulated mouse, a finger it does not hear)
    hovering: bool = False    # the mouse moved with no button held: only hovers change (ui/app/renderer.py)


NOTHING = Reading()


def button_under(manager, pos) -> bool:
    """Is a visible pygame-gui button under this point? (A finger on a button must not also tap the board.)"""
    if manager is None:
        return False
    pos = manager.calculate_scaled_mouse_position(pos)     # (a turned scene's manager: into its frame)
    for element in manager.get_sprite_group().sprites():
        if element.visible and element.rect.collidepoint(pos) and isinstance(element, BUTTON_TYPES):
            return True
    return False


def latest_hovers(events: list) -> list:
    """The frame's events with each run of mouse moves that hover (no button held, not a touch's own mouse) cut to
    its last: only where the pointer is now shows (a hover, pygame-gui's too, is the pointer's place in the frame),
    and a mouse polled at 500-1000 Hz sends 8-16 of them a frame, each read by the door, pygame-gui and the
    scene (0.03-0.07 ms each). A press, a drag or a lift keeps every move around it."""
    kept = []
    for event in events:
        if kept and hovers(event) and hovers(kept[-1]):
            kept[-1] = event
        else:
            kept.append(event)
    return kept


def hovers(event) -> bool:
    return (event.type == pygame.MOUSEMOTION and not getattr(event, "touch", False)
            and not any(getattr(event, "buttons", (0,))))


class InputDoor:
    """Reads every SDL event once; owns the one-pointer stream (its PointerTracker)."""

    def __init__(self, manager=None):
        self.manager = manager           # pygame-gui's UIManager: whose buttons take a press from the board
        self.tracker = PointerTracker()
        self.spending = False            # the rest of a spent gesture goes nowhere, up to the next lift
        self.fingers_seen = False        # a FINGER event came: the mouse's are a touch's echoes, near the fingers
        self.recent_fingers: dict = {}   # finger id -> (window pixels, app time) of its last event
        self.gui_finger: int | None = None   # the finger pygame-gui hears as its mouse (the stream's owner)

    @property
    def press(self):
        """The press that owns the stream now, heard or on a button (ui.input.pointer.Press), or None."""
        return self.tracker.press

    def read(self, event, size: tuple[int, int], now: float | None = None, lanes=None) -> Reading:
        """The one reading of an SDL event: `size` is the window's (fingers come as 0..1), `now` the app time (a
        press held still gives way after a while; None: never), `lanes` the top scene's pointer_lane (None: one
        stream for all)."""
        kind = event.type
        if kind not in POINTER_TYPES:
            return Reading(gui=(event,))
        if self.spending:
            if kind in LIFTS:
                self.spending = False
            return Reading(touched=True, spent=True)
        if kind in FINGER_TYPES:
            return self.read_finger(event, size, now, lanes)
        if self.is_echo(event, now):
            return Reading(touched=True)     # the touch's own mouse: its FINGER events already told everyone
        return Reading(tuple(self.pointer_events(event, now, lanes)), touched=True, pressed=kind in PRESSES,
                       gui=(event,), hovering=kind == pygame.MOUSEMOTION and not any(event.buttons))

    def read_finger(self, event, size, now, lanes) -> Reading:
        kind, pid = event.type, int(event.finger_id)
        pos = (int(event.x * size[0]), int(event.y * size[1]))
        self.fingers_seen = True
        self.remember_finger(pid, pos, now)
        owner = self.tracker.pressed
        events = self.track(kind, pid, pos, now, lanes)
        return Reading(tuple(events), touched=True, pressed=kind in PRESSES, gui=self.gui_events(kind, pid, pos, owner))

    def gui_events(self, kind, pid, pos, owner_before) -> tuple:
        """The mouse events pygame-gui gets for a finger: those of the finger that owns the stream (as SDL's
        emulated mouse follows one finger), pressed, moved and lifted."""
        if kind == pygame.FINGERDOWN:
            if self.tracker.pressed != pid or owner_before == pid:
                return ()        # a finger the stream ignores, or one in a strip's lane: not pygame-gui's
            self.gui_finger = pid
            return (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),)
        if pid != self.gui_finger:
            return ()
        if kind == pygame.FINGERUP:
            self.gui_finger = None
            return (pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False),)
        return (pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=False),)

    def remember_finger(self, pid, pos, now) -> None:
        self.recent_fingers[pid] = (pos, now)
        if len(self.recent_fingers) > 10:     # (finger ids only grow: keep the latest few)
            latest = sorted(self.recent_fingers.items(), key=lambda item: item[1][1] or 0.0)[-10:]
            self.recent_fingers = dict(latest)

    def is_echo(self, event, now) -> bool:
        """A mouse event a touch made: flagged by SDL, or (once fingers came) unflagged but right after a finger
        event at the same spot. (`now` None: only the spot is compared.)"""
        if getattr(event, "touch", False):
            return True
        if not self.fingers_seen or event.type == pygame.MOUSEWHEEL:
            return False
        for pos, when in self.recent_fingers.values():
            soon = now is None or when is None or 0.0 <= now - when <= ECHO_SECONDS
            if soon and math.dist(pos, event.pos) <= ECHO_PX:
                return True
        return False

    def pointer_events(self, event, now, lanes) -> list[PointerEvent]:
        """The mouse's (a touch's echoes are gone by now)."""
        kind = event.type
        if kind == pygame.MOUSEWHEEL:
            x, y = pygame.mouse.get_pos()
            return [PointerEvent("wheel", (int(x), int(y)), MOUSE_ID, scroll=int(event.y))]
        if kind != pygame.MOUSEMOTION and event.button != 1:
            return []                    # the right or middle button, the wheel's clicks: the board has no use
        return self.track(kind, MOUSE_ID, (int(event.pos[0]), int(event.pos[1])), now, lanes)

    def track(self, kind, pid, pos, now, lanes) -> list[PointerEvent]:
        """A press, move or lift of one pointer, told to the tracker."""
        if kind in PRESSES:
            lane = lanes(pos) if lanes is not None else None
            if lane is not None:
                return self.tracker.down(pid, pos, now, lane=lane)    # a strip's own press (ui/input/pointer.py)
            if button_under(self.manager, pos):
                # the button has it (pygame-gui hears this press); meanwhile no other finger acts on the board
                # (and the cancel of a still press it took over from)
                return self.tracker.hold(pid, pos, now)
            return self.tracker.down(pid, pos, now)
        if kind in LIFTS:
            return self.tracker.up(pid, pos, now)
        return self.tracker.move(pid, pos)

    def spend(self) -> None:
        """The gesture that just began did its job: the rest of it, up to the next lift, reaches nobody."""
        self.spending = True
        self.gui_finger = None
        self.tracker.reset()

    def cancel(self) -> list[PointerEvent]:
        """End the press without a tap or a drop (a scene opens over the board, the window lost focus)."""
        return self.tracker.cancel()

    def forget(self) -> None:
        """A new scene on top: the press (if any) is nobody's now."""
        self.tracker.reset()
