"""Pictures at a new window size (Tripitz pids, IceSickle pyramids) are scaled from a size already drawn, then
drawn exactly a few a frame: after the refining, every picture is exactly what its render function draws, and
meanwhile every picture is there at the right size."""
import pygame
import pytest

from engine import tripitz as T
from games.icesickle import pyramids
from games.tripitz.pids import PidSprites, render_pid
from tests.uihelpers import make_app


@pytest.fixture
def app():
    a = make_app(size=(640, 480))
    yield a
    pygame.quit()


def test_a_new_size_is_scaled_first_then_refined_to_the_exact_picture(app):
    sprites = PidSprites()
    sprites.warm(40)                                      # nothing drawn yet: exact when first asked for
    assert pygame.image.tobytes(sprites.get(5, 40), "RGBA") == pygame.image.tobytes(render_pid(5, 40), "RGBA")
    sprites.warm(60)                                      # scaled from 40: the right size, every pid there
    for pid in T.PIDS + T.JOKERS:
        assert sprites.get(pid, 60).get_size() == render_pid(pid, 60).get_size()
    frames = 0
    while not sprites.refine(0.0):                        # at least one a call, whatever the budget
        frames += 1
    assert frames == 2 * len(T.PIDS + T.JOKERS) - 1       # one a call: both sizes were made only when asked for
    for pid in (0, 17, 63, T.JOKERS[0]):
        assert pygame.image.tobytes(sprites.get(pid, 60), "RGBA") == pygame.image.tobytes(render_pid(pid, 60), "RGBA")
    assert not sprites.refine(0.01)                       # nothing left to do


def test_pictures_never_asked_for_are_drawn_exactly_by_the_refining(app):
    """Issue 16, third round: a new size scales a pid only when it is first shown (the rest are not scaled at
    layout); the refining draws all of them exactly, and a size still scaled is never scaled from."""
    sprites = PidSprites()
    sprites.warm(40)
    sprites.warm(60)
    shown = sprites.get(3, 60)                            # scaled from 40
    sprites.warm(50)                                      # from 40 again, not from the rough 60
    assert sprites.get(3, 50).get_size() == render_pid(3, 50).get_size()
    while not sprites.refine(0.0):
        pass
    for pid in (3, 17, T.JOKERS[1]):
        for d in (50, 60):
            assert pygame.image.tobytes(sprites.get(pid, d), "RGBA") == \
                pygame.image.tobytes(render_pid(pid, d), "RGBA")
    assert shown.get_size() == sprites.get(3, 60).get_size()


def test_the_first_size_is_drawn_exactly_when_shown_and_the_rest_by_the_refining(app):
    """Issue 16, third round: the first game's start draws only the pids it shows exactly (not all 68)."""
    sprites = PidSprites()
    sprites.warm(40)
    shown = sprites.get(12, 40)
    assert pygame.image.tobytes(shown, "RGBA") == pygame.image.tobytes(render_pid(12, 40), "RGBA")
    assert sprites.rough
    while not sprites.refine(0.0):
        pass
    assert sprites.get(12, 40) is shown                   # drawn exactly once, not again by the refining
    for pid in (0, 33, T.JOKERS[3]):
        assert pygame.image.tobytes(sprites.get(pid, 40), "RGBA") == pygame.image.tobytes(render_pid(pid, 40), "RGBA")


def test_letters_are_their_own_pictures(app):
    sprites = PidSprites()
    sprites.warm(40)
    sprites.set_letters(True)
    sprites.warm(40)
    assert pygame.image.tobytes(sprites.get(9, 40), "RGBA") == \
        pygame.image.tobytes(render_pid(9, 40, letters=True), "RGBA")


def test_pyramids_of_a_new_size_are_scaled_then_rendered_exactly(app):
    old = pyramids.SpriteCache()
    for size in (1, 2, 3):
        old.get((size, 4), 40)
    new = pyramids.SpriteCache(old)
    for size in (1, 2, 3):
        assert new.get((size, 4), 70).get_size() == pyramids.render_pyramid(size, 4, 70).get_size()
    assert new.get((2, 0), 70).get_size() == pyramids.render_pyramid(2, 0, 70).get_size()   # none older: rendered
    while not new.refine(0.0):
        pass
    for size in (1, 2, 3):
        assert pygame.image.tobytes(new.get((size, 4), 70), "RGBA") == \
            pygame.image.tobytes(pyramids.render_pyramid(size, 4, 70), "RGBA")


def test_after_many_sizes_the_old_ones_are_forgotten_but_one_is_kept_to_scale_from(app):
    sprites = PidSprites()
    for d in range(20, 36):                      # 16 sizes x 68 pictures: past the cache's bound
        sprites.warm(d)
    sprites.warm(50)                              # still scaled from a kept size, not all drawn at once
    calls = 0
    while not sprites.refine(0.0) and calls < 1000:
        calls += 1
    assert 0 < calls < 1000
    assert sprites.get(7, 50).get_size() == render_pid(7, 50).get_size()


def test_a_pid_its_sizes_source_lacks_is_scaled_from_another_size_of_it_not_drawn_in_the_frame(app, monkeypatch):
    """A table game's racks at a new size, where only the board's pids were drawn at its source size: each pid is
    scaled from the nearest size of it that was drawn (46 drawn exactly in one frame were 21 ms at 3840x2160), and
    the refining draws it exactly later."""
    from games.tripitz import pids
    sprites = PidSprites()
    sprites.warm(50)                  # the board's size
    sprites.warm(30)                  # a rack's
    rack_pid = 7
    sprites.get(rack_pid, 30)         # shown in a rack only (drawn exactly: its source has nothing yet)
    sprites.warm(100)                 # the window made larger: the board's new size, then the rack's
    sprites.warm(60)
    drawn = []
    monkeypatch.setattr(pids, "render_pid", lambda *a: drawn.append(a) or render_pid(*a))
    picture = sprites.get(rack_pid, 60)
    assert drawn == [] and picture.get_size() == render_pid(rack_pid, 60).get_size()
    while not sprites.refine(0.05):
        pass
    assert pygame.image.tobytes(sprites.get(rack_pid, 60), "RGBA") == \
        pygame.image.tobytes(render_pid(rack_pid, 60), "RGBA")
