"""One input door (issue 22): SDL's mouse and finger events are read in ui/input/door.py and nowhere else; the
App reads each event there once, and every scene, the attendant and the Picker get only the app's own pointer
events."""
import ast
import os

import pygame
import pytest

from games import GAMES
from tests.uihelpers import finger, make_app, step, touch
from ui.input.door import InputDoor
from ui.input.pointer import PointerEvent
from ui.screens.menu import MenuScene

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOOR = os.path.join("ui", "input", "door.py")
SDL_POINTER_PREFIXES = ("FINGER", "MOUSE")


def modules():
    for package in ("ui", "games"):
        for folder, _, files in os.walk(os.path.join(ROOT, package)):
            for name in files:
                if name.endswith(".py"):
                    path = os.path.join(folder, name)
                    yield os.path.relpath(path, ROOT), path


def pointer_reads(source: str) -> list[str]:
    """pygame's mouse and finger event types (pygame.MOUSEWHEEL, pygame.locals.FINGERDOWN, an imported name) and
    SDL's finger fields, wherever a module names them."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute):
            root = node
            while isinstance(root, ast.Attribute):
                root = root.value
            if isinstance(root, ast.Name) and root.id in ("pygame", "pg") and node.attr.startswith(SDL_POINTER_PREFIXES):
                found.append(node.attr)
            if node.attr in ("finger_id", "touch_id"):
                found.append(node.attr)
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("pygame"):
            found += [a.name for a in node.names if a.name.startswith(SDL_POINTER_PREFIXES) or a.name == "*"]
    return found


def test_the_sample_reads_are_found():
    """(The search below finds what it looks for.)"""
    assert pointer_reads("import pygame\nif e.type == pygame.FINGERDOWN: x = e.finger_id") == ["FINGERDOWN",
                                                                                                "finger_id"]
    assert pointer_reads("from pygame.locals import MOUSEWHEEL") == ["MOUSEWHEEL"]
    assert pointer_reads("from pygame.locals import *") == ["*"]
    assert pointer_reads("from ui.input.pointer import MOUSE_ID\nx = pygame.KEYDOWN") == []


def test_no_module_but_the_door_reads_mouse_or_finger_events():
    readers = {}
    for rel, path in modules():
        with open(path, encoding="utf-8") as f:
            found = pointer_reads(f.read())
        if found:
            readers[rel] = sorted(set(found))
    assert DOOR in readers, "the door itself reads them (else the search is broken)"
    del readers[DOOR]
    assert readers == {}, f"mouse or finger events read outside {DOOR}: {readers}"


# -- through the real App ----------------------------------------------------------------------------------------
@pytest.fixture
def app():
    a = make_app()
    yield a
    pygame.quit()


def open_game(app, key="trickle", table=False):
    spec = GAMES[key]
    app.push(MenuScene(selected=key))
    scene = spec.make_scene(2, 5, spec.default_options(), table=table)
    app.push(scene)
    step(app, 2)
    return scene


def test_the_app_reads_every_event_once_at_the_door(app, monkeypatch):
    scene = open_game(app)
    reads = []
    real = app.door.read
    monkeypatch.setattr(app.door, "read", lambda event, *a, **k: reads.append(event.type) or real(event, *a, **k))
    heard = []
    monkeypatch.setattr(scene, "pointer", heard.append)
    move = scene.state.legal_moves()[0]
    touch(app, scene.view.centre(move.src))         # FINGERDOWN, its emulated mouse, FINGERUP, its emulated mouse
    assert reads.count(pygame.FINGERDOWN) == 1 and reads.count(pygame.MOUSEBUTTONDOWN) == 1
    assert reads.count(pygame.FINGERUP) == 1 and reads.count(pygame.MOUSEBUTTONUP) == 1
    assert all(isinstance(e, PointerEvent) for e in heard)
    assert [e.kind for e in heard] == ["down", "up", "tap"]     # the emulated mouse adds nothing


def test_a_tap_through_the_app_reaches_the_picker_as_a_pick_and_a_move(app, monkeypatch):
    scene = open_game(app, table=True)
    outcomes = []
    real = scene.follow_picker
    monkeypatch.setattr(scene, "follow_picker", lambda o: outcomes.append(o) or real(o))
    move = scene.state.legal_moves()[0]
    touch(app, scene.view.centre(move.src))
    touch(app, scene.view.centre(move.dst))
    said = [o for o in outcomes if o.kind != "nothing"]        # (a press and a lift do nothing by themselves)
    assert [o.kind for o in said] == ["pick", "play"] and said[1].move == move
    assert len(scene.match.history) == 1


def test_a_finger_on_a_pygame_gui_button_owns_the_stream_unheard(app, monkeypatch):
    from tests.uihelpers import find_button
    open_game(app)
    button = find_button(app, "Rules")
    finger(app, "down", button.rect.center, finger=1)
    press = app.door.press
    assert press is not None and press.pointer == 1 and press.silent
    heard = []
    monkeypatch.setattr(app.scene, "pointer", heard.append)
    finger(app, "down", (200, 300), finger=2)       # meanwhile another finger is not heard
    finger(app, "up", (200, 300), finger=2)
    finger(app, "up", button.rect.center, finger=1)
    assert heard == [] and app.door.press is None


def test_the_wheel_is_a_pointer_event_that_scrolls_the_rules(app):
    scene = open_game(app)
    scene.show_rules()
    step(app, 2)
    rules = app.scene
    assert rules.max_scroll > 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0,
                                         precise_y=-2.0, touch=False))
    step(app)
    assert rules.scroll == 2 * rules.WHEEL_STEP


def test_a_spent_gesture_reaches_nobody_up_to_its_lift():
    door = InputDoor()
    size = (1000, 800)
    down = pygame.event.Event(pygame.FINGERDOWN, touch_id=1, finger_id=3, x=0.5, y=0.5, dx=0, dy=0, pressure=1)
    reading = door.read(down, size, 0.0)
    assert reading.pressed and [e.kind for e in reading.events] == ["down"]
    door.spend()
    emulated = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(500, 400), button=1, touch=True)
    assert door.read(emulated, size, 0.1).spent
    up = pygame.event.Event(pygame.FINGERUP, touch_id=1, finger_id=3, x=0.5, y=0.5, dx=0, dy=0, pressure=1)
    assert door.read(up, size, 0.2).spent and door.press is None
    again = door.read(down, size, 0.3)                # the next gesture is heard again
    assert not again.spent and [e.kind for e in again.events] == ["down"]
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    assert not door.read(key, size).touched


# -- fingers only (issue 26): pygame-gui hears the fingers, never the mouse SDL makes from them ----------------------
def gui_presses(app, scene, monkeypatch) -> list:
    """The pygame-gui button presses the scene hears (each one a UI_BUTTON_PRESSED)."""
    import pygame_gui
    pressed = []
    real = scene.handle
    monkeypatch.setattr(scene, "handle", lambda e: (e.type == pygame_gui.UI_BUTTON_PRESSED and
                                                    pressed.append(e.ui_element.text)) or real(e))
    return pressed


def tap_with_echo(app, pos, duplicated: bool, finger_id: int = 1) -> None:
    """A finger tap and the mouse SDL makes from it (touch=True); `duplicated`: then, as pygame-ce reports on
    some touch screens (pygame issue 2992), the same click once more, unflagged."""
    touch(app, pos, finger_id)
    if duplicated:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))
    step(app, 3)


@pytest.mark.parametrize("duplicated", [False, True], ids=["flagged", "duplicated"])
def test_a_touch_presses_a_pygame_gui_button_once_and_its_mouse_echo_does_nothing(app, monkeypatch, duplicated):
    from tests.uihelpers import find_button
    scene = open_game(app)
    pressed = gui_presses(app, scene, monkeypatch)
    heard = []
    monkeypatch.setattr(scene, "pointer", heard.append)
    undo = find_button(app, "Undo")
    tap_with_echo(app, undo.rect.center, duplicated)
    assert pressed == ["Undo"]                      # one press, from the finger, not a second from its echo
    assert heard == []                              # (the board heard nothing: the button had the press)


@pytest.mark.parametrize("duplicated", [False, True], ids=["flagged", "duplicated"])
def test_a_touch_on_the_board_is_one_tap_whatever_its_echo(app, monkeypatch, duplicated):
    scene = open_game(app, table=True)
    heard = []
    monkeypatch.setattr(scene, "pointer", heard.append)
    move = scene.state.legal_moves()[0]
    x, y = scene.view.centre(move.src)
    tap_with_echo(app, (int(x), int(y)), duplicated)
    assert [e.kind for e in heard] == ["down", "up", "tap"]


def test_a_finger_alone_presses_a_pygame_gui_button(app, monkeypatch):
    """Without SDL's emulated mouse (SDL_TOUCH_MOUSE_EVENTS=0, or a second finger), pygame-gui still hears the
    finger that owns the stream; a finger pressed meanwhile presses nothing."""
    from tests.uihelpers import find_button
    scene = open_game(app)
    pressed = gui_presses(app, scene, monkeypatch)
    undo, rules = find_button(app, "Undo"), find_button(app, "Rules")
    finger(app, "down", undo.rect.center, finger=4)
    finger(app, "down", rules.rect.center, finger=5)     # a second finger, meanwhile: not pygame-gui's
    finger(app, "up", rules.rect.center, finger=5)
    finger(app, "up", undo.rect.center, finger=4, frames=3)
    assert pressed == ["Undo"]


def test_a_real_mouse_still_works_in_a_window_and_away_from_the_fingers(app, monkeypatch):
    from tests.uihelpers import click, find_button
    scene = open_game(app)
    pressed = gui_presses(app, scene, monkeypatch)
    click(app, find_button(app, "Undo").rect.center)     # no touch ever: the mouse presses it
    assert pressed == ["Undo"]
    rules = find_button(app, "Rules")
    finger(app, "down", (300, 300), finger=1)
    finger(app, "up", (300, 300), finger=1)
    click(app, rules.rect.center)                          # elsewhere, just after a touch: a mouse's own click
    assert pressed == ["Undo", "Rules"]


def test_an_unflagged_mouse_event_is_an_echo_only_soon_after_a_finger_and_near_it():
    door = InputDoor()
    size = (1000, 800)
    mouse = lambda pos: pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)
    assert door.read(mouse((500, 400)), size, 0.0).events       # no touch yet: a mouse
    door.read(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(500, 400), button=1, touch=False), size, 0.0)
    down = pygame.event.Event(pygame.FINGERDOWN, touch_id=1, finger_id=3, x=0.5, y=0.5, dx=0, dy=0, pressure=1)
    reading = door.read(down, size, 1.0)
    assert [e.type for e in reading.gui] == [pygame.MOUSEBUTTONDOWN] and reading.gui[0].pos == (500, 400)
    echo = door.read(mouse((502, 401)), size, 1.05)
    assert echo.events == () and echo.gui == ()                  # its echo reaches nobody
    assert door.read(mouse((800, 100)), size, 1.05).gui          # far from it: a mouse
    assert door.read(mouse((500, 400)), size, 2.0).gui           # long after: a mouse
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    assert door.read(key, size).gui == (key,)                    # everything else: pygame-gui's as it came


def test_a_lanes_press_is_its_own_beside_the_one_stream():
    """ui/input/pointer.py: a press in a lane (a seat's strip) neither takes the stream nor waits for it; one
    press per lane; a still one gives way; its tap says how long it was held."""
    from ui.input.pointer import STILL_SECONDS, PointerTracker
    tracker = PointerTracker()
    assert [e.kind for e in tracker.down(1, (10, 10), 0.0)] == ["down"]           # the board's owner
    assert [(e.kind, e.lane) for e in tracker.down(2, (500, 5), 0.0, lane=3)] == [("down", 3)]
    assert tracker.down(3, (505, 5), 0.1, lane=3) == []                           # lane 3 is finger 2's
    assert [e.lane for e in tracker.down(4, (900, 5), 0.1, lane=1)] == [1]        # another strip's own
    assert tracker.pressed == 1 and tracker.move(2, (506, 6)) == []
    tap = tracker.up(2, (506, 6), 0.5)
    assert [(e.kind, e.lane, e.pos, e.held) for e in tap] == [("tap", 3, (500, 5), 0.5)]
    assert tracker.up(3, (505, 5), 0.6) == []                                     # ignored for its whole press
    assert [e.lane for e in tracker.down(5, (905, 5), STILL_SECONDS + 0.2, lane=1)] == [1]   # 4 gave way
    assert tracker.up(4, (900, 5), 3.0) == []
    tracker.move(5, (960, 5))
    assert tracker.up(5, (960, 5), 3.0) == []                                     # it slid away: no tap
    assert [e.kind for e in tracker.up(1, (10, 10), 3.0)] == ["up", "tap"]        # the board's press went on


def test_a_frames_run_of_hovering_mouse_moves_is_read_as_its_last_and_a_press_keeps_every_move():
    from ui.input.door import latest_hovers

    def move(pos, buttons=(0, 0, 0), touch=False):
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=buttons, touch=touch)
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, 3), button=1, touch=False)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0)
    events = [move((1, 1)), move((2, 2)), move((3, 3)), down, move((4, 4), (1, 0, 0)), move((5, 5), (1, 0, 0)),
              key, move((6, 6)), move((7, 7), touch=True), move((8, 8)), move((9, 9))]
    kept = latest_hovers(events)
    assert [e.pos if e.type == pygame.MOUSEMOTION else e.type for e in kept] == [
        (3, 3), pygame.MOUSEBUTTONDOWN, (4, 4), (5, 5), pygame.KEYDOWN, (6, 6), (7, 7), (9, 9)]
