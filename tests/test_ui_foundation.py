"""The shared pygame layer: pointer stream, tweens, hex layout hit testing, the cached board, the scene stack."""
import math

import pygame
import pytest
from hypothesis import given, strategies as st

from engine import hexgrid
from ui.board.anim import Animator, PieceFlight
from ui.board.hexview import CachedSurface, HexLayout
from ui.input.door import InputDoor

SIZE = (1000, 800)


def mouse(kind, pos, button=1, touch=False):
    types = {"down": pygame.MOUSEBUTTONDOWN, "up": pygame.MOUSEBUTTONUP, "move": pygame.MOUSEMOTION}
    if kind == "move":
        return pygame.event.Event(types[kind], pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=touch)
    return pygame.event.Event(types[kind], pos=pos, button=button, touch=touch)


def finger(kind, x, y, fid=7):
    types = {"down": pygame.FINGERDOWN, "up": pygame.FINGERUP, "move": pygame.FINGERMOTION}
    return pygame.event.Event(types[kind], touch_id=1, finger_id=fid, x=x, y=y, dx=0, dy=0, pressure=1)


def feed(door, event, size, now=None):
    """One SDL event through the input door: the pointer events it means."""
    return list(door.read(event, size, now).events)


def kinds(events):
    return [e.kind for e in events]


def test_a_click_is_a_tap_where_it_began():
    t = InputDoor()
    assert kinds(feed(t, mouse("down", (100, 100)), SIZE)) == ["down"]
    out = feed(t, mouse("up", (104, 103)), SIZE)
    assert kinds(out) == ["up", "tap"] and out[-1].pos == (100, 100)


def test_moving_past_the_threshold_becomes_a_drag_and_a_drop():
    t = InputDoor()
    feed(t, mouse("down", (100, 100)), SIZE)
    out = feed(t, mouse("move", (140, 100)), SIZE)
    assert kinds(out) == ["move", "drag_start", "drag"]
    out = feed(t, mouse("up", (150, 100)), SIZE)
    assert kinds(out) == ["up", "drop"] and out[-1].pos == (150, 100) and out[-1].start == (100, 100)


def test_fingers_are_scaled_to_the_window_and_emulated_mouse_events_ignored():
    t = InputDoor()
    out = feed(t, finger("down", 0.5, 0.25), SIZE)
    assert out[0].pos == (500, 200) and out[0].pointer == 7
    assert feed(t, mouse("down", (500, 200), touch=True), SIZE) == []
    assert feed(t, mouse("up", (500, 200), touch=True), SIZE) == []
    out = feed(t, finger("up", 0.5, 0.25), SIZE)
    assert kinds(out) == ["up", "tap"] and out[-1].pos == (500, 200)


def test_one_pointer_at_a_time_owns_the_stream():
    t = InputDoor()
    feed(t, finger("down", 0.1, 0.1, fid=1), SIZE)
    assert feed(t, finger("down", 0.9, 0.9, fid=2), SIZE) == []       # a second finger is not heard...
    assert feed(t, mouse("down", (10, 10)), SIZE) == []               # ...nor the mouse
    assert feed(t, mouse("move", (30, 30)), SIZE) == []
    out = feed(t, finger("move", 0.5, 0.1, fid=1), SIZE)
    assert "drag_start" in kinds(out)
    assert feed(t, finger("move", 0.5, 0.5, fid=2), SIZE) == []
    assert feed(t, finger("up", 0.9, 0.9, fid=2), SIZE) == []
    out = feed(t, finger("up", 0.5, 0.1, fid=1), SIZE)
    assert kinds(out) == ["up", "drop"] and out[-1].pointer == 1
    out = feed(t, finger("down", 0.9, 0.9, fid=2), SIZE)              # once it lifted, the next press acts
    assert kinds(out) == ["down"] and t.tracker.pressed == 2


def test_cancel_ends_a_press_without_a_tap_or_a_drop():
    t = InputDoor()
    assert t.cancel() == []
    feed(t, finger("down", 0.1, 0.1, fid=1), SIZE)
    feed(t, finger("move", 0.5, 0.1, fid=1), SIZE)
    out = t.cancel()
    assert kinds(out) == ["cancel"] and out[0].pos == (500, 80) and t.tracker.pressed is None
    assert feed(t, finger("up", 0.5, 0.1, fid=1), SIZE) == []


def test_right_click_and_hover_do_not_tap():
    t = InputDoor()
    assert feed(t, mouse("down", (10, 10), button=3), SIZE) == []
    out = feed(t, mouse("move", (20, 20)), SIZE)
    assert kinds(out) == ["move"] and not out[0].pressed


def test_a_jump_arcs_highest_in_the_middle_and_lands_exactly():
    drawn = []
    f = PieceFlight(points=[(0, 0), (100, 0)], duration=1.0, draw_piece=lambda s, p, l: drawn.append(p), arc=40,
                    hide=((2, 0),))
    anim = Animator()
    anim.add(f)
    assert anim.hidden_cells() == {(2, 0)}
    f.update(0.5)
    (x, y), lift = f.position
    assert lift == pytest.approx(40) and y == pytest.approx(-40) and x == pytest.approx(50)
    anim.update(0.6)
    assert not anim.busy and anim.hidden_cells() == set()
    assert f.position[0] == (100, 0)


@given(st.integers(min_value=4, max_value=10), st.integers(300, 1900), st.integers(300, 1200),
       st.floats(0, 0.82), st.floats(0, 2 * math.pi), st.data())
def test_hit_testing_is_exact_for_any_board_and_window(radius, w, h, frac, angle, data):
    cells = hexgrid.hexhex(radius)
    lay = HexLayout(cells, pygame.Rect(10, 20, w, h))
    cell = data.draw(st.sampled_from(cells))
    cx, cy = lay.centre(cell)
    # Any point inside the hex's inscribed circle belongs to that hex.
    r = frac * lay.size * math.sqrt(3) / 2
    assert lay.cell_at((cx + r * math.cos(angle), cy + r * math.sin(angle))) == cell


def test_points_off_the_board_hit_nothing_and_tripitz_fits():
    lay = HexLayout(hexgrid.tripitz_board(), pygame.Rect(0, 0, 800, 600))
    assert lay.cell_at((1, 1)) is None
    for c in hexgrid.tripitz_board():
        x, y = lay.centre(c)
        assert 0 <= x <= 800 and 0 <= y <= 600 and lay.cell_at((x, y)) == c


def test_the_cached_board_is_painted_once_per_size():
    pygame.display.init()
    pygame.display.set_mode((200, 200))
    calls = []
    cache = CachedSurface(lambda s: calls.append(s.get_size()), alpha=False)
    for _ in range(5):
        cache.get((200, 200))
    cache.get((300, 200))
    cache.get((300, 200))
    assert calls == [(200, 200), (300, 200)] and cache.builds == 2


def test_a_pause_menu_with_many_entries_fits_a_short_window():
    from tests.uihelpers import make_app, step
    from ui.kit.overlays import MenuOverlay
    app = make_app(size=(800, 480))
    overlay = MenuOverlay("Paused", [(f"Entry {i}", lambda: None) for i in range(6)])
    app.push(overlay)
    step(app)
    for button in overlay.buttons:
        assert button.rect.bottom <= app.size[1] and button.rect.height >= 44
    pygame.quit()


def test_scaled_sprites_are_built_once_per_step_and_never_mutate_the_original():
    from ui.board import anim
    sprite = pygame.Surface((40, 40), pygame.SRCALPHA)
    assert anim.scaled(sprite, 1.0) is sprite
    a = anim.scaled(sprite, 1.25)
    assert a.get_size() == (50, 50)
    assert anim.scaled(sprite, 1.2501) is a             # the same step: the cached image, not a new one
    faded = anim.scaled(sprite, 1.25, alpha=100)
    assert faded is not a and faded.get_alpha() == 96 and a.get_alpha() in (None, 255)
    assert sprite.get_size() == (40, 40) and sprite.get_alpha() in (None, 255)


def test_a_held_press_owns_the_stream_without_being_heard():
    t = InputDoor()
    t.tracker.hold(1, (10, 10))                     # a finger on a pygame-gui button
    assert feed(t, finger("down", 0.5, 0.5, fid=2), SIZE) == []
    assert feed(t, finger("move", 0.1, 0.1, fid=1), SIZE) == [] and t.cancel() == []
    t.tracker.hold(1, (10, 10))
    assert feed(t, finger("up", 0.1, 0.1, fid=1), SIZE) == [] and t.tracker.pressed is None
    assert kinds(feed(t, finger("down", 0.5, 0.5, fid=2), SIZE)) == ["down"]


def test_a_press_held_still_gives_way_to_the_next_but_a_drag_never_does():
    t = InputDoor()
    feed(t, finger("down", 0.1, 0.1, fid=1), SIZE, now=0.0)      # a hand resting on the table
    assert feed(t, finger("down", 0.5, 0.5, fid=2), SIZE, now=1.0) == []
    out = feed(t, finger("down", 0.5, 0.5, fid=3), SIZE, now=2.5)
    assert kinds(out) == ["cancel", "down"] and out[0].pointer == 1 and t.tracker.pressed == 3
    assert feed(t, finger("up", 0.1, 0.1, fid=1), SIZE, now=3.0) == []
    feed(t, finger("move", 0.9, 0.5, fid=3), SIZE, now=3.0)      # finger 3 drags
    assert feed(t, finger("down", 0.2, 0.2, fid=4), SIZE, now=60.0) == [] and t.tracker.pressed == 3
    assert feed(t, finger("down", 0.2, 0.2, fid=4), SIZE) == []   # and without a time nothing ever gives way


def test_text_drawn_after_pygame_quit_and_init_uses_fresh_fonts():
    """A font kept from before pygame.quit() raised "font module quit since font created" in whichever test drew
    text next without making an App (the order of the files decided which one failed)."""
    import pygame
    from ui.kit import text
    pygame.init()
    text.render("before", 18)
    for _ in range(2):        # (pygame-ce tells a stale font by the font module's quit count: twice)
        pygame.quit()
        pygame.init()
    assert text.render("after", 18, (1, 2, 3)).get_width() > 0      # (a font made before the quits)


def test_an_effect_with_a_look_is_repainted_only_when_its_look_changes_and_once_it_has_ended():
    from ui.board.anim import Animator, Effect
    place = pygame.Rect(10, 10, 30, 30)
    animator = Animator()
    animator.add(Effect(1.0, lambda surface, t: None, delay=0.125, bounds=place, look=lambda t: int(t * 2)))
    seen = []
    for _ in range(11):
        seen.append(animator.areas())
        animator.update(0.125)
    # waiting (declared once), then looks 0 (0.125-0.5 s) and 1 (0.625-1.0 s): each declared when it first shows
    assert [bool(areas) for areas in seen[:9]] == [True, True, False, False, False, True, False, False, False]
    assert seen[9] == [place], "the frame after it ended wipes its last picture"
    assert seen[10] == []
