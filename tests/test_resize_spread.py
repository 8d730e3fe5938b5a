"""A game's resize spread over frames (issue 28: no frame over 16.7 ms): the resize's frame shows the background
alone, the static board is painted in bands in the frames after it, then shown, then the buttons are built. The
screen ends up as a resize done at once, presses during the spread are played once the board shows (never lost,
never on a board nobody sees), and frames keep coming until it is done."""
import pygame

from tests.uihelpers import click, make_app, settle, step
from ui.base import palette


def open_game(key="trickle", size=(1280, 720), **how):
    from games import GAMES
    from ui.screens.menu import MenuScene
    app = make_app(size)
    app.push(MenuScene(selected=key))
    spec = GAMES[key]
    scene = spec.make_scene(spec.default_players, 5, spec.default_options(), **how)
    app.push(scene)
    step(app, 30)
    return app, scene


def spreading(scene) -> bool:
    return scene.board_late or bool(scene.elements_due)


def test_the_resize_frame_shows_the_background_alone_and_frames_come_until_the_board_and_buttons_are_made():
    app, scene = open_game()
    app.resize((2600, 1500))
    step(app, 2)            # (SDL's new window, then the first frame drawn in it)
    shown = pygame.display.get_surface()
    assert pygame.transform.average_color(shown)[:3] == palette.BACKGROUND[:3]
    assert not any(e.visible for e in scene.container.elements), "no button of the old size shows"
    frames = 0
    while spreading(scene):
        assert not app.resting, "a resting App would never finish the board"
        step(app)
        frames += 1
        assert frames < 40
    assert frames >= 3
    labels = {e.text for e in scene.container.elements if e.visible and hasattr(e, "text")}
    assert labels, "the buttons are built at the new size"
    assert all(e.rect.right <= 2600 and e.rect.bottom <= 1500 for e in scene.container.elements)


def test_a_game_resized_in_steps_looks_like_one_resized_at_once():
    """After the spread the game's whole-window picture is the one painted whole (anti-aliased edges cut by a band
    may differ by a few levels of 255), and its buttons are those a layout at once builds."""
    for key in ("trickle-down", "tumbleweed", "tripitz", "icesickle"):
        app, scene = open_game(key)
        app.resize((1600, 900))
        while spreading(scene) or scene.pictures_rough():
            step(app)
        spread = pygame.image.tobytes(scene.background(app.size), "RGB")
        buttons = sorted((e.text, tuple(e.rect)) for e in scene.container.elements if e.visible)
        scene.board_cache.invalidate()          # painted whole, as a resize at once did
        scene.board_cache.get(app.size)
        scene.finish_pictures()                 # (and the backdrops made from it again)
        whole = pygame.image.tobytes(scene.background(app.size), "RGB")
        differ = [abs(a - b) for a, b in zip(spread, whole) if a != b]
        assert max(differ, default=0) <= 4 and len(differ) < len(whole) // 1000, key
        scene.rebuild_ui()
        assert sorted((e.text, tuple(e.rect)) for e in scene.container.elements if e.visible) == buttons, key
        pygame.quit()


def test_a_move_tapped_during_the_spread_is_played_once_the_board_shows():
    app, scene = open_game()
    app.resize((1920, 1080))
    step(app)
    assert scene.board_late
    move = scene.state.legal_moves()[0]
    before = len(scene.match.history)
    for cell in (move.src, move.dst):      # (both taps in the frame after the resize's: the board not shown yet)
        pos = tuple(int(v) for v in scene.view.centre(cell))
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, touch=False))
    step(app)
    assert len(scene.match.history) == before and scene.held_pointer, "not played on a board nobody sees"
    while spreading(scene):
        step(app)
    settle(app)
    assert len(scene.match.history) == before + 1, "played exactly once"
    assert scene.state.last_move.dst == move.dst
    x, y = scene.view.centre(scene.state.legal_moves()[0].src)
    click(app, (int(x), int(y)))      # (and the board answers taps as before)
    assert scene.picker.picked is not None


def test_a_drag_lifted_during_the_spread_is_not_lost():
    app, scene = open_game()
    move = scene.state.legal_moves()[0]
    start = tuple(int(v) for v in scene.view.centre(move.src))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False))
    step(app)
    app.resize((1280, 721))         # (a window nudged while a piece is held)
    step(app)
    end = tuple(int(v) for v in scene.view.centre(move.dst))
    for p in (start, end):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0), touch=False))
        step(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))
    step(app)
    while spreading(scene):
        step(app)
    settle(app)
    assert scene.state.last_move is not None and scene.state.last_move.dst == move.dst
    assert scene.held_pointer == []


def test_resized_again_during_the_spread_it_ends_at_the_last_size():
    app, scene = open_game("tripitz", table=True)
    for size in ((3000, 1700), (1000, 1400), (1600, 900)):
        app.resize(size)
        step(app, 2)
    while spreading(scene):
        step(app)
    assert scene.board_cache.get(app.size).get_size() == (1600, 900)
    assert not scene.board_cache.painting


def test_a_game_beneath_an_overlay_paints_its_board_in_the_overlays_frames():
    from ui.kit.overlays import MenuOverlay
    app, scene = open_game("tripitz", table=True)
    app.push(MenuOverlay("Paused", scene.pause_actions()), 90)
    step(app, 5)
    app.resize((2600, 1500))
    for _ in range(40):
        step(app)
        if not scene.board_late:
            break
    assert not scene.board_late, "the covered board is made while the overlay shows"
    app.pop()
    step(app, 3)
    assert any(e.visible for e in scene.container.elements) or scene.table   # (a table's strips are painted)
    assert not spreading(scene)


def test_the_frame_in_which_the_board_shows_is_drawn_whole():
    """The App patches a screen it thinks still (only a thinking light changes): the spread's changes ask for
    whole frames, so the board shows in the frame that makes it shown, and the buttons in the frame after theirs."""
    for key in ("icesickle", "trickle"):
        app, scene = open_game(key)
        step(app, 90)                       # (long after the last input: the App would patch)
        app.resize((1600, 1000))
        step(app)
        while scene.board_late:
            step(app)
        shown = pygame.display.get_surface()
        assert pygame.transform.average_color(shown)[:3] != palette.BACKGROUND[:3], key
        while spreading(scene):
            step(app)
        step(app)
        button = next(e for e in scene.container.elements if e.visible)
        assert shown.get_at(button.rect.center)[:3] != palette.BACKGROUND[:3], key
        pygame.quit()


def test_a_puzzles_band_builds_its_buttons_one_a_frame_after_a_resize_and_they_work():
    """A lesson or puzzle band's buttons (Show me, the lessons) are a step each (Mode.build_steps): at 3840x2160
    both in one frame were 25 ms. No frame builds two; once built they answer."""
    from games import GAMES
    from ui.play.puzzlemode import puzzle_scene
    app = make_app((1280, 720))
    app.push(puzzle_scene(GAMES["trickle"], 0))
    step(app, 30)
    scene = app.scene
    band = scene.mode.band
    app.resize((2200, 1400))
    counts = []
    for _ in range(60):
        step(app)
        counts.append(sum(1 for b in band.buttons if b.alive()))
        if not spreading(scene) and counts[-1] == 2:
            break
    assert counts[-1] == 2
    assert all(later - earlier <= 1 for earlier, later in zip(counts, counts[1:])), counts
    assert all(b.rect.right <= 2200 for b in band.buttons)
    shown = next(b for b, fn in band.buttons.items() if fn == scene.mode.all_tasks)
    from tests.uihelpers import press
    press(app, shown)
    step(app, 3)
    assert app.scene is not scene       # (the puzzles' list opened over it)


def test_a_resizes_own_frame_asks_pygame_gui_for_nothing():
    """The resize's frame is SDL's new window, the one after it the background: pygame-gui's update there drew the
    looks the old buttons still waited for (7 ms at 3840x2160). The frames after them update as ever."""
    app, scene = open_game("tumbleweed")
    updates = []
    real = app.manager.update
    app.manager.update = lambda dt: (updates.append(app.frames_drawn), real(dt))
    app.resize((1600, 900))
    drawn = app.frames_drawn
    step(app)
    assert app.frames_drawn == drawn and updates == []          # SDL's new window: nothing else in its frame
    step(app)
    assert app.frames_drawn == drawn + 1 and updates == []      # drawn, without an update
    while spreading(scene):
        step(app)
    step(app, 3)
    assert updates


def test_icesickles_pyramids_for_a_new_size_are_made_after_the_resizes_frame_and_before_the_board_shows():
    """The resize's own frame holds SDL's new window (12 ms at 3840x2160): the 15 pyramids scaled to the new
    size (3 ms there) are made in the frames that prepare the board, all of them before it shows."""
    from engine import icesickle as ice
    app, scene = open_game("icesickle")
    app.resize((2600, 1500))
    assert len(scene.sprites) == 0 and len(scene.sprites_due) == len(ice.ALL_PIECES)
    while scene.board_late:
        step(app)
    assert not scene.sprites_due and len(scene.sprites) >= len(ice.ALL_PIECES)    # (and the trays' sizes)


def test_tripitzs_rack_slots_for_a_new_size_are_made_once_per_size_before_the_board_shows():
    app, scene = open_game("tripitz")
    app.resize((2600, 1500))
    assert scene.slots_due                  # not in the resize's own frame (SDL's set_mode is)
    while scene.board_late:
        step(app)
    assert not scene.slots_due
    assert set(scene.slot_imgs) == {rv.s for rv in scene.racks.values()}


def test_an_overlay_builds_its_buttons_in_the_step_after_sdls_new_window_then_draws():
    """SDL's new window is its step's work; an overlay (a pause menu) builds its buttons in the next step and is
    drawn in the one after, at the new size, its buttons working."""
    app, scene = open_game("trickle")
    scene.pause()
    step(app, 5)
    menu = app.scene
    drawn = app.frames_drawn
    app.resize((2600, 1500))
    step(app)
    assert app.frames_drawn == drawn and not any(b.alive() for b in menu.buttons)   # SDL's new window alone
    step(app)
    assert app.frames_drawn == drawn and all(b.alive() for b in menu.buttons)   # built, not drawn yet
    step(app)
    assert app.frames_drawn == drawn + 1
    assert all(b.rect.right <= 2600 and b.rect.bottom <= 1500 for b in menu.buttons)
    click(app, next(iter(menu.buttons)).rect.center)                 # Resume
    step(app, 2)
    assert app.scene is scene
