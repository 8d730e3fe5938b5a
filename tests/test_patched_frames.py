"""A patched frame (only what changed drawn: ui/app/renderer.py) shows exactly what a whole frame shows, through
whole games played by mouse in both layouts (issue 28), and it is cheaper because it draws less.

Each game is played to its end as a person plays it: the mouse glides to each point of the move (hovering over
the board and the buttons on its way), clicks, glides on; the computer's hint is asked now and then (its rings
pulse). After every frame the App patched, the screen is compared with the same frame drawn whole. (Every third
move is made by mouse; the others are played at once, with a frame each, so a game takes a few seconds.)"""
import random

import pygame
import pytest

from tests.uihelpers import make_app, step
from ui.app.renderer import merged

SIZE = (800, 520)
GLIDE = 3            # frames of mouse movement between two taps
BY_MOUSE = 3         # every third move is made by mouse, the others are played as a tap would (a frame each)
ENTRIES = ["trickle", "trickle-down", "tumbleweed", "icesickle", "tripitz", "tripitz-together"]


def whole_frame(app) -> pygame.Surface:
    surface = pygame.Surface(app.size)
    app.draw(surface)
    return surface


def differing(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect | None:
    """The bounding box of the pixels where two pictures differ (None: identical)."""
    if pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"):
        return None
    mask = pygame.mask.from_threshold(a.convert(), (0, 0, 0), (1, 1, 1, 255), b.convert(), 1)
    mask.invert()
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


class Checked:
    """Steps the App and compares every patched frame with a whole one."""

    def __init__(self, app):
        self.app = app
        self.patched = 0
        self.pos = (SIZE[0] // 2, SIZE[1] // 2)

    def step(self, events=()) -> None:
        """One frame; unless it was drawn whole or held (a move's or an opening's frame, drawn in the next one: the
        App then wants the next frame drawn), the screen must be what a whole frame shows (a frame that drew
        nothing, or rested, too: that is where an undeclared change would hide)."""
        for event in events:
            pygame.event.post(event)
        before, whole = self.app.frames_patched, self.app.frames_drawn
        step(self.app)
        self.patched += self.app.frames_patched != before
        if self.app.frames_drawn == whole and not self.app.needs_draw:
            whole = whole_frame(self.app)
            where = differing(self.app.window, whole)
            if where is not None:
                pygame.image.save(self.app.window, "/tmp/patched.png")
                pygame.image.save(whole, "/tmp/whole.png")
            assert where is None, f"a frame after {self.patched} patched ones differs from a whole one at {where}"

    def glide(self, to, frames: int = GLIDE) -> None:
        x0, y0 = self.pos
        for i in range(1, frames + 1):
            p = (int(x0 + (to[0] - x0) * i / frames), int(y0 + (to[1] - y0) * i / frames))
            pygame.mouse.set_pos(p)
            self.step([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(0, 0, 0), touch=False)])
        self.pos = (int(to[0]), int(to[1]))

    def click(self) -> None:
        self.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=self.pos, button=1, touch=False)])
        self.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=self.pos, button=1, touch=False)])
        self.step()


def play_through(key: str, table: bool) -> Checked:
    app = make_app(size=SIZE)
    from ui.screens.menu import MenuScene
    app.push(MenuScene(selected=key))
    spec = app.games[key]
    scene = spec.make_scene(spec.default_players, 4, None, autosave=False, table=table)
    app.push(scene)
    checked = Checked(app)
    rng = random.Random(key)
    for _ in range(12):
        checked.step()
    moves = 0
    while not scene.state.is_over and app.scene is scene and moves < 300:
        legal = scene.state.legal_moves()
        move = scene.random_move(legal, rng)
        played = len(scene.match.history)
        moves += 1
        if moves % BY_MOUSE:
            scene.moving_for_computer = True
            try:
                scene.play(move)
            finally:
                scene.moving_for_computer = False
            checked.step()
            checked.step()
            continue
        if moves % (4 * BY_MOUSE) == 0 and scene.offers_hint():
            scene.ask_hint()
            for _ in range(40):              # (the worker answers; the rings pulse: patched frames)
                checked.step()
                if scene.hint.points:
                    break
            checked.glide((rng.randrange(SIZE[0]), rng.randrange(SIZE[1])), 8)
        for point in scene.taps_for(move) or []:
            if point is None:
                break
            checked.glide(point)
            checked.click()
        if len(scene.match.history) == played and not scene.state.is_over:
            scene.moving_for_computer = True     # (a move its taps could not make here: played as a tap would)
            try:
                scene.play(move)
            finally:
                scene.moving_for_computer = False
        checked.glide((rng.randrange(SIZE[0]), rng.randrange(SIZE[1])))
    assert scene.state.is_over, "the game was played to its end"
    for _ in range(30):
        checked.glide((rng.randrange(SIZE[0]), rng.randrange(SIZE[1])))     # over the result screen
    return checked


@pytest.mark.parametrize("table", [False, True], ids=["window", "table"])
@pytest.mark.parametrize("key", ENTRIES)
def test_every_patched_frame_of_a_game_played_by_mouse_is_the_whole_frame(key, table):
    checked = play_through(key, table)
    assert checked.patched > 20, f"only {checked.patched} frames were patched: the mouse moved in every one"
    pygame.quit()


def trickle_game():
    """A Trickle game between two people, its first frames drawn."""
    app = make_app(size=SIZE)
    from ui.screens.menu import MenuScene
    app.push(MenuScene(selected="trickle"))
    spec = app.games["trickle"]
    app.push(spec.make_scene(2, 4, None, autosave=False))
    step(app, 30)
    return app


def test_a_patched_frame_draws_far_less_than_the_window():
    """A hover over a button of the window's panel repaints about the button, not the window."""
    app = trickle_game()
    drawn = []
    real = app.present
    app.present = lambda rects=None: (drawn.append(rects), real(rects))
    buttons = [e for e in app.manager.get_sprite_group().sprites() if hasattr(e, "check_pressed") and e.visible]
    target = buttons[-1].rect
    for x in range(target.left - 40, target.centerx, 8):
        pygame.mouse.set_pos((x, target.centery))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, target.centery), rel=(8, 0),
                                             buttons=(0, 0, 0), touch=False))
        step(app)
    patches = [rects for rects in drawn if rects]
    assert patches, "hovering a button patched no frame"
    assert all(rects is not None for rects in drawn), "a moving mouse drew a whole frame"
    area = max(sum(r.width * r.height for r in rects) for rects in patches)
    assert area < SIZE[0] * SIZE[1] / 10
    assert any(r.colliderect(target) for rects in patches for r in rects)
    pygame.quit()


def test_rectangles_close_together_are_drawn_as_one_and_far_ones_apart():
    near = merged([pygame.Rect(0, 0, 10, 10), pygame.Rect(8, 0, 10, 10)])
    assert near == [pygame.Rect(0, 0, 18, 10)]
    far = merged([pygame.Rect(0, 0, 10, 10), pygame.Rect(900, 900, 10, 10)])
    assert sorted(map(tuple, far)) == [(0, 0, 10, 10), (900, 900, 10, 10)]


def test_a_press_draws_the_next_frame_whole():
    app = trickle_game()
    drawn = app.frames_drawn
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1, touch=False))
    step(app)
    assert app.frames_drawn == drawn + 1
    pygame.quit()


def test_the_attract_modes_patched_frames_are_whole_frames_too():
    """The demo's ghost finger and the computers' moves under the banner, patched."""
    import time
    from ui.screens.attract import start_attract
    from ui.screens.menu import MenuScene
    app = make_app(size=SIZE)
    app.push(MenuScene())
    step(app)
    start_attract(app, 0, level="easy", think_pause=0.05, think_seconds=0.01, game_seconds=1000.0)
    checked = Checked(app)
    scene = app.scene
    for _ in range(400):
        checked.step()
        if len(scene.match.history) >= 6 or app.scene is not scene:
            break
        time.sleep(0.002)         # (the worker thinks on the wall clock)
    assert len(scene.match.history) >= 2 and checked.patched > 20
    pygame.quit()


def test_the_title_screen_under_a_moving_mouse_is_patched_and_still_the_whole_picture():
    from ui.screens.menu import MenuScene
    app = make_app(size=SIZE)
    app.push(MenuScene(selected="tumbleweed"))
    checked = Checked(app)
    for _ in range(20):
        checked.step()
    buttons = [e for e in app.manager.get_sprite_group().sprites() if hasattr(e, "check_pressed") and e.visible]
    for button in buttons[::3]:
        checked.glide(button.rect.center, 4)
    assert checked.patched > 5
    pygame.quit()


@pytest.mark.parametrize("key", ["trickle", "tripitz", "icesickle"])
def test_a_resize_while_a_piece_flies_leaves_no_piece_behind_or_missing(key):
    """The animations running when the board is laid out again end (their places were the old layout's): the
    frames after the resize's are what a whole frame shows (a piece flew on at its old place, undeclared)."""
    app = make_app(size=SIZE)
    from ui.screens.menu import MenuScene
    app.push(MenuScene(selected=key))
    spec = app.games[key]
    scene = spec.make_scene(spec.default_players, 4, None, autosave=False)
    app.push(scene)
    checked = Checked(app)
    for _ in range(12):
        checked.step()
    rng = random.Random(key)
    scene.advance_random(2, rng)
    for _ in range(20):
        checked.step()
    scene.moving_for_computer = True
    scene.play(scene.random_move(scene.state.legal_moves(), rng))
    scene.moving_for_computer = False
    for _ in range(4):
        checked.step()
    assert scene.animator.busy, "a piece is flying"
    app.resize((SIZE[0] + 160, SIZE[1] + 80))
    for _ in range(90):
        checked.step()
    pygame.quit()


@pytest.mark.parametrize("table", [False, True], ids=["window", "table"])
@pytest.mark.parametrize("key", ENTRIES)
def test_the_frames_while_computers_think_and_play_are_whole_frames_too(key, table):
    """Every seat a computer: the thinking light patched in the panel or a strip (a pass that misses the board
    skips the game's pieces: pieces_area), its moves flying, the mouse gliding over the board and the buttons."""
    import time
    app = make_app(size=SIZE)
    from ui.screens.menu import MenuScene
    app.push(MenuScene(selected=key))
    spec = app.games[key]
    scene = spec.make_scene(spec.default_players, 4, None, autosave=False, table=table,
                            controllers=["easy"] * spec.default_players)
    scene.turns.think_seconds = 0.05
    app.push(scene)
    checked = Checked(app)
    rng = random.Random(key)
    for _ in range(300):
        checked.glide((rng.randrange(SIZE[0]), rng.randrange(SIZE[1])), 2)
        if len(scene.match.history) >= 4 or scene.state.is_over or app.scene is not scene:
            break
        time.sleep(0.002)         # (the worker thinks on the wall clock)
    assert len(scene.match.history) >= 2 and checked.patched > 20
    scene.turns.cancel()          # (the shared worker owes this game nothing: the next test's computer waits for it)
    pygame.quit()
