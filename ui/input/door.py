"""The one input door: the only place SDL's mouse and finger events are read.

The App hands every SDL event to `InputDoor.read` once, first of all, and gets a Reading back: the app's own
pointer events (ui/input/pointer.py: one pointer at a time, fingers scaled from SDL's 0..1 to window pixels) and
the few facts the rest of the app asks about that event. Everything else (the attendant of the attract and kiosk
modes, the table chrome's strips and corners, the title cards, the Picker, the rules page's scrolling) consumes
only those; no other module looks at a FINGER* or MOUSE* event type (tests/test_input_door.py checks).
(Tuxemon's `platform/events.py` is the model: "This must be the only function to get events from the pygame
event queue".)

What is read here, and why:
- SDL reports a real touch twice, as FINGER events and as emulated mouse events with `touch == True`; the board
  takes the FINGER events and ignores the emulated ones. pygame-gui keeps getting the raw events (it has no
  finger support), so a finger on one of its buttons presses it through the emulated mouse.
- A press on a pygame-gui button (a finger or the mouse) owns the stream without being heard (`tracker.hold`):
  the button has it, and meanwhile no other finger acts on the board.
- A gesture that already did its job (the touch that ended the demo, a kiosk corner held to the end) is spent:
  `spend()` makes the rest of it, up to the next lift, reach nobody, not even pygame-gui, so it can neither press
  what lies under it on the screen it opened nor tap the board.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui

from ui.input.pointer import MOUSE_ID, PointerEvent, PointerTracker

PRESSES = (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
LIFTS = (pygame.MOUSEBUTTONUP, pygame.FINGERUP)
POINTER_TYPES = frozenset(PRESSES + LIFTS + (pygame.MOUSEMOTION, pygame.FINGERMOTION, pygame.MOUSEWHEEL))
FINGER_TYPES = (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION)
MOUSE_TYPES = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
BUTTON_TYPES = (pygame_gui.elements.UIButton, pygame_gui.elements.UITextBox)   # what takes a press from the board


@dataclass(frozen=True)
class Reading:
    """What one SDL event means to the app."""
    events: tuple[PointerEvent, ...] = ()   # the board's pointer events (one pointer at a time)
    touched: bool = False     # mouse or finger input of any kind: someone is here (idle timers count from it)
    pressed: bool = False     # a press began: any finger or mouse button, whoever owns the stream (someone is
                              # here: it ends the demo and answers "Still playing?")
    spent: bool = False       # the rest of a spent gesture: it goes to nobody


NOTHING = Reading()


def button_under(manager, pos) -> bool:
    """Is a visible pygame-gui button under this point? (A finger on a button must not also tap the board.)"""
    if manager is None:
        return False
    for element in manager.get_sprite_group().sprites():
        if element.visible and element.rect.collidepoint(pos) and isinstance(element, BUTTON_TYPES):
            return True
    return False


class InputDoor:
    """Reads every SDL event once; owns the one-pointer stream (its PointerTracker)."""

    def __init__(self, manager=None):
        self.manager = manager           # pygame-gui's UIManager: whose buttons take a press from the board
        self.tracker = PointerTracker()
        self.spending = False            # the rest of a spent gesture goes nowhere, up to the next lift

    @property
    def press(self):
        """The press that owns the stream now, heard or on a button (ui.input.pointer.Press), or None."""
        return self.tracker.press

    def read(self, event, size: tuple[int, int], now: float | None = None) -> Reading:
        """The one reading of an SDL event: `size` is the window's (fingers come as 0..1), `now` the app time (a
        press held still gives way after a while; None: never)."""
        kind = event.type
        if kind not in POINTER_TYPES:
            return NOTHING
        if self.spending:
            if kind in LIFTS:
                self.spending = False
            return Reading(touched=True, spent=True)
        return Reading(tuple(self.pointer_events(event, size, now)), touched=True, pressed=kind in PRESSES)

    def pointer_events(self, event, size, now) -> list[PointerEvent]:
        kind = event.type
        if kind == pygame.MOUSEWHEEL:
            x, y = pygame.mouse.get_pos()
            return [PointerEvent("wheel", (int(x), int(y)), MOUSE_ID, scroll=int(event.y))]
        if kind in FINGER_TYPES:
            pid, pos = int(event.finger_id), (int(event.x * size[0]), int(event.y * size[1]))
        elif getattr(event, "touch", False):
            return []                    # a touch's emulated mouse: its FINGER events already told us
        elif kind != pygame.MOUSEMOTION and event.button != 1:
            return []                    # the right or middle button, the wheel's clicks: the board has no use
        else:
            pid, pos = MOUSE_ID, (int(event.pos[0]), int(event.pos[1]))
        if kind in PRESSES:
            if button_under(self.manager, pos):
                # the button has it (a finger through SDL's emulated mouse); meanwhile no other finger acts on the
                # board (and the cancel of a still press it took over from)
                return self.tracker.hold(pid, pos, now)
            return self.tracker.down(pid, pos, now)
        if kind in LIFTS:
            return self.tracker.up(pid, pos)
        return self.tracker.move(pid, pos)

    def spend(self) -> None:
        """The gesture that just began did its job: the rest of it, up to the next lift, reaches nobody."""
        self.spending = True
        self.tracker.reset()

    def cancel(self) -> list[PointerEvent]:
        """End the press without a tap or a drop (a scene opens over the board, the window lost focus)."""
        return self.tracker.cancel()

    def forget(self) -> None:
        """A new scene on top: the press (if any) is nobody's now."""
        self.tracker.reset()
