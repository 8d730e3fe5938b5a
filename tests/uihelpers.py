"""Drive the real App headless: post pointer events, step frames with a fixed dt."""
from __future__ import annotations

import pygame
import pygame_gui

DT = 1 / 60


def make_app(size=(1280, 720), seed=1):
    from games import GAMES
    from ui.app import App
    return App(size=size, seed=seed, games=GAMES)


def step(app, frames: int = 1, dt: float = DT) -> None:
    for _ in range(frames):
        app.step(dt)


def run_until(app, done, seconds: float = 20.0, dt: float = 0.7) -> None:
    """Step with a large dt (a computer's 0.6 s pause and the animations pass in a frame) until done() or time
    is up; the worker process thinks meanwhile on the wall clock."""
    import time
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "timed out"
        step(app, 1, dt)
        time.sleep(0.002)


def settle(app, max_frames: int = 600) -> None:
    """Step until the top scene has no animation running (Tripitz's decorations of a placement, its `fx`, too)."""
    for _ in range(max_frames):
        app.step(DT)
        running = [getattr(app.scene, name, None) for name in ("animator", "fx")]
        if not any(anim is not None and anim.busy for anim in running):
            app.step(DT)
            return
    raise AssertionError("animations never finished")


def click(app, pos) -> None:
    """A mouse click (what pygame-gui buttons and the board both understand)."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    step(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
    step(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))
    step(app, 2)  # pygame-gui posts its button events while handling the release: one more frame delivers them


def touch(app, pos, finger: int = 1) -> None:
    """A finger tap, as SDL reports it: FINGER events in 0..1 window coordinates, each followed by the mouse event
    SDL emulates from it (touch=True): nobody hears those (the input door makes pygame-gui its mouse events from the
    fingers)."""
    w, h = app.size
    x, y = pos[0] / w, pos[1] / h
    at = (int(pos[0]), int(pos[1]))
    common = dict(touch_id=1, finger_id=finger, x=x, y=y, dx=0.0, dy=0.0, pressure=1.0)
    pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, **common))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1, touch=True))
    step(app)
    pygame.event.post(pygame.event.Event(pygame.FINGERUP, **common))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1, touch=True))
    step(app)
    if pygame.event.peek(pygame_gui.UI_BUTTON_PRESSED):
        step(app)   # a pressed button's event, posted while handling the release, arrives one frame later


def drag(app, start, end, steps: int = 6) -> None:
    """A mouse drag from start to end (press, move in steps, release)."""
    start = (int(start[0]), int(start[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    step(app)
    for i in range(1, steps + 1):
        p = (int(start[0] + (end[0] - start[0]) * i / steps), int(start[1] + (end[1] - start[1]) * i / steps))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0), touch=False))
        step(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(end[0]), int(end[1])), button=1, touch=False))
    step(app)


def press(app, button) -> None:
    """Click a pygame-gui button in its middle, as a player would."""
    assert button.visible, f"button {button.text!r} is hidden"
    assert button.is_enabled, f"button {button.text!r} is disabled"
    click(app, on_screen(button).center)


def on_screen(element) -> pygame.Rect:
    """Where a pygame-gui element is seen on the screen: its rect, or, in a turned scene's manager (ui/kit/facing.py),
    its rect turned with the scene."""
    facing = getattr(element.ui_manager, "facing", None)
    return element.rect if facing is None else facing.rect_on_screen(element.rect)


def managers(app) -> list:
    """The App's UIManagers: the upright one and, once made, the turned scenes' one."""
    return [app.manager] + ([app.turned_manager] if app.scene is not None and app.scene.facing else [])


def find_button(app, label: str):
    for manager in managers(app):
        for element in manager.get_sprite_group().sprites():
            if isinstance(element, pygame_gui.elements.UIButton) and element.text == label and element.visible:
                return element
    raise AssertionError(f"no visible button {label!r}")


def key(app, k, mod=0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    step(app)


def finger(app, kind: str, pos, finger: int = 1, frames: int = 1) -> None:
    """One FINGERDOWN / FINGERMOTION / FINGERUP ('down', 'move', 'up') at a screen point, then a frame (no emulated
    mouse event: SDL emulates the mouse for the first finger only, and the board never listens to it)."""
    w, h = app.size
    kinds = {"down": pygame.FINGERDOWN, "move": pygame.FINGERMOTION, "up": pygame.FINGERUP}
    pygame.event.post(pygame.event.Event(kinds[kind], touch_id=1, finger_id=finger, x=pos[0] / w, y=pos[1] / h,
                                         dx=0.0, dy=0.0, pressure=1.0))
    step(app, frames)


def worded(answer):
    """saves.load_saved's (data, notice) with the notice in words, as the title screen shows it."""
    from ui.kit.notices import words
    data, notice = answer
    return data, words(notice)
