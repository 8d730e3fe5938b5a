"""Tumbleweed scene, driven headless through the real App: the opening (both stones, the colour choice) by
taps, placements with and without confirmation, hover and finger previews, Pass, Undo, the View options,
the reminder, resizing, and whole games played by taps to the result screen."""
from __future__ import annotations

import random

import pygame
import pygame_gui
import pytest

from engine.tumbleweed import PASS, Place
from games import GAMES
from games.tumbleweed import TumbleweedScene
from games.tumbleweed import viewoptions
from games.tumbleweed.overlays import ViewOverlay
from games.tumbleweed.viewoptions import VIEW_DEFAULTS
from tests.uihelpers import click, find_button, make_app, press, settle, step, touch
from ui.storage import saves
from ui.kit.overlays import ResultOverlay

SPEC = GAMES["tumbleweed"]
RED_AT, WHITE_AT = (2, -1), (-2, 1)


def find_button_starting(app, prefix: str):
    for element in app.manager.get_sprite_group().sprites():
        if isinstance(element, pygame_gui.elements.UIButton) and element.visible and element.text.startswith(prefix):
            return element
    raise AssertionError(f"no visible button starting {prefix!r}")


@pytest.fixture(autouse=True)
def _fresh_view_options(monkeypatch):
    """Display options are a session preference: every test starts from the defaults."""
    monkeypatch.setattr(TumbleweedScene, "remembered_view", dict(VIEW_DEFAULTS))
    yield
    pygame.quit()


def open_game(window=(1280, 720), seed=3, **options):
    from ui.screens.menu import MenuScene
    app = make_app(window)
    app.push(MenuScene(selected="tumbleweed"))
    scene = SPEC.make_scene(2, seed, {**SPEC.default_options(), **options})
    app.push(scene)
    step(app, 2)
    return app, scene


def at(scene, cell):
    return scene.hexes.centre(cell)


def hover(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    step(app)


def finger(app, kind, pos, fid=3) -> None:
    w, h = app.size
    ev = {"down": pygame.FINGERDOWN, "move": pygame.FINGERMOTION, "up": pygame.FINGERUP}[kind]
    pygame.event.post(pygame.event.Event(ev, touch_id=1, finger_id=fid, x=pos[0] / w, y=pos[1] / h,
                                         dx=0.0, dy=0.0, pressure=1.0))
    step(app)


def open_by_taps(app, scene, guest="white", tap=touch, confirm=True):
    """Red stone, white stone, the guest's colour: all by taps on the board."""
    taps = 2 if confirm else 1
    for piece, cell in (("red", RED_AT), ("white", WHITE_AT)):
        assert scene.state.opening_piece == piece
        for i in range(taps):
            tap(app, at(scene, cell))
            if i < taps - 1:
                assert scene.state.stack_at(cell) is None and scene.pending == cell
                assert "tap again" in scene.status_text().lower()   # (a table's status starts with it)
        assert scene.state.stack_at(cell) == (piece, 1)
    assert scene.state.phase == "choose" and scene.state.current_player == 1
    stone = RED_AT if guest == "red" else WHITE_AT
    for _ in range(taps):
        tap(app, at(scene, stone))
    assert scene.state.phase == "play"
    assert scene.state.colour_of(1) == guest
    settle(app)


def tinted(scene) -> set:
    """Whose influence the scene's View options tint now."""
    return viewoptions.tinted(scene.state, scene.view)


def threatened(scene) -> set:
    """The stacks the scene's View options mark as threatened now."""
    return viewoptions.threatened(scene.state, scene.view)


def placements(state):
    return [m for m in state.legal_moves() if isinstance(m, Place)]


# ---- the opening and the first moves ------------------------------------------------------------------------

def test_opening_placements_with_confirmation_then_two_passes_end_the_game():
    from ui.screens.menu import MenuScene
    app = make_app()
    app.push(MenuScene(selected="tumbleweed"))
    step(app, 2)
    press(app, find_button(app, "Play"))
    scene = app.scene
    assert isinstance(scene, TumbleweedScene) and scene.view["confirm"]
    assert scene.seat_info(0)[0] == "Player 1" and scene.score_text(0) == "–"
    open_by_taps(app, scene, guest="white")
    # Seats are not colours: the guest (seat 1) plays white, so seat 0 is red and moves first.
    assert scene.state.colour_of(0) == "red" and scene.state.current_player == 0
    assert "Red" in scene.seat_info(0)[0] and "White" in scene.seat_info(1)[0]
    for _ in range(4):
        st = scene.state
        move = placements(st)[0]
        height = st.preview(move.cell)[0]
        colour = st.colour_of(st.current_player)
        before = len(scene.match.history)
        touch(app, at(scene, move.cell))
        assert len(scene.match.history) == before and scene.pending == move.cell
        pv = scene.current_preview()
        assert pv["cell"] == move.cell and pv["height"] == height and pv["confirm"]
        touch(app, at(scene, move.cell))
        assert len(scene.match.history) == before + 1 and scene.pending is None
        assert scene.state.stack_at(move.cell) == (colour, height)
        settle(app)
    press(app, find_button(app, "Pass"))
    assert scene.state.last_move == PASS and not scene.state.is_over
    press(app, find_button_starting(app, "Pass"))
    settle(app)
    assert scene.state.is_over
    assert isinstance(app.scene, ResultOverlay)
    rows = app.scene.rows
    assert len(rows) == 2
    for seat in (0, 1):
        own, ctrl = len(scene.state.owned(seat)), len(scene.state.controlled(seat))
        assert any(r[3] == f"{own} + {ctrl} = {own + ctrl}" for r in rows)
    # See board: the territory is tinted on the board.
    press(app, find_button(app, "See board"))
    assert app.scene is scene and tinted(scene)


def test_without_confirmation_one_tap_places_and_the_colour_buttons_choose():
    app, scene = open_game()
    press(app, find_button(app, "View"))
    assert isinstance(app.scene, ViewOverlay)
    press(app, find_button(app, "Confirm each move: On"))
    assert scene.view["confirm"] is False
    press(app, find_button(app, "Done"))
    assert app.scene is scene
    click(app, at(scene, RED_AT))
    assert scene.state.stack_at(RED_AT) == ("red", 1)
    click(app, at(scene, WHITE_AT))
    assert scene.state.phase == "choose"
    press(app, find_button(app, "Play Red"))
    assert scene.state.phase == "play" and scene.state.colour_of(1) == "red"
    assert scene.state.current_player == 1
    settle(app)
    move = placements(scene.state)[0]
    h = scene.state.preview(move.cell)[0]
    click(app, at(scene, move.cell))
    assert scene.state.stack_at(move.cell) == ("red", h)
    assert scene.state.current_player == 0
    # The choice of display options outlives the game (a session preference).
    assert TumbleweedScene.remembered_view["confirm"] is False


def test_free_setup_places_the_neutral_stack_first():
    app, scene = open_game(free_setup=True)
    scene.set_view("confirm", False)
    assert scene.state.phase == "setup_neutral" and "neutral" in scene.status_text()
    touch(app, at(scene, (1, 1)))
    assert scene.state.stack_at((1, 1)) == ("neutral", 2)
    assert scene.state.opening_piece == "red"
    touch(app, at(scene, (1, 1)))        # taken: the engine says why, nothing changes
    assert scene.state.opening_piece == "red" and "taken" in scene.message


# ---- previews --------------------------------------------------------------------------------------------

def test_hover_and_held_finger_preview_the_engines_stack():
    app, scene = open_game()
    open_by_taps(app, scene)
    st = scene.state
    moves = placements(st)
    a, b = moves[0].cell, moves[-1].cell
    hover(app, at(scene, a))
    pv = scene.current_preview()
    height, sources = st.preview(a)
    assert pv["cell"] == a and pv["height"] == height and sorted(pv["sources"]) == sorted(sources)
    assert not pv["confirm"] and len(scene.match.history) == 3
    # A finger held down on another cell previews there; lifting it off the board forgets it.
    finger(app, "down", at(scene, b))
    assert scene.current_preview()["cell"] == b
    assert scene.current_preview()["height"] == st.preview(b)[0]
    finger(app, "move", (5, 5))
    assert scene.current_preview() is None
    finger(app, "up", (5, 5))
    assert scene.hover is None and len(scene.match.history) == 3
    # A cell nobody of the mover's sees has no preview; tapping it says the engine's reason.
    unseen = next(c for c in st.cells if st.stack_at(c) is None and st.preview(c) is None)
    hover(app, at(scene, unseen))
    assert scene.current_preview() is None
    touch(app, at(scene, unseen))
    assert scene.message == "None of your stacks sees that cell." and len(scene.match.history) == 3


def test_suicidal_preview_is_grey_in_beginner_and_not_in_expert():
    for aid, expect in (("beginner", True), ("expert", False)):
        app, scene = open_game(seed=1, aid_level=aid)
        # A position where the mover has a suicidal placement: build it through the engine, then show it.
        import random
        rng = random.Random(4)
        st = scene.state
        while True:
            st.play(rng.choice(st.legal_moves()) if st.phase != "play" else rng.choice(placements(st)))
            if st.phase == "play" and any(st.is_suicidal(m.cell) for m in placements(st)):
                break
        scene.version += 1
        cell = next(m.cell for m in placements(st) if st.is_suicidal(m.cell))
        hover(app, at(scene, cell))
        pv = scene.current_preview()
        assert pv["risky"] is expect
        # Expert previews only the colour (no height, no lines), as on BGA; the others show both.
        assert pv["reveal"] is (aid != "expert")
        touch(app, at(scene, cell))
        assert scene.pending == cell
        assert ("-stack" in scene.status_text()) is (aid != "expert")


# ---- undo, reminder, resize ---------------------------------------------------------------------------

def test_undo_takes_a_placement_back():
    app, scene = open_game()
    open_by_taps(app, scene)
    move = placements(scene.state)[0]
    touch(app, at(scene, move.cell))
    touch(app, at(scene, move.cell))
    assert scene.state.stack_at(move.cell) is not None
    settle(app)
    press(app, find_button(app, "Undo"))
    assert scene.state.stack_at(move.cell) is None and scene.state.phase == "play"
    assert len(scene.match.history) == 3
    # Undo back into the choice brings the colour buttons back.
    press(app, find_button(app, "Undo"))
    assert scene.state.phase == "choose"
    assert find_button(app, "Play Red") and find_button(app, "Play White")


def test_reminder_is_shown_prominently():
    import random
    app, scene = open_game(seed=1)
    st = scene.state
    rng = random.Random(2)
    for _ in range(2000):
        if st.reminder_active or st.is_over:
            break
        moves = st.legal_moves()
        if st.phase == "play":
            # Reinforcing or passing changes nothing: the reminder comes quickly.
            ok = [m for m in placements(st) if st.stack_at(m.cell) and st.stack_at(m.cell)[0] == st.colour_of(
                st.current_player)]
            st.play(ok[0] if ok else (PASS if st._passes == 0 else rng.choice(moves)))
        else:
            st.play(rng.choice(moves))
    assert st.reminder_active and not st.is_over
    scene.version += 1
    scene.chrome.repaint()
    scene.refresh_buttons()
    step(app, 2)
    # Landscape: a yellow notice in the panel and Pass marked as the suggested move (a label, so that it reads
    # the same in a window and at a table); portrait: a banner over the board.
    assert "Consider passing" in scene.reminder_text()
    assert find_button(app, "Pass (suggested)").is_enabled
    assert scene.reminder_banner() is None
    app.resize((800, 1000))
    step(app, 20)      # (a resize's board and buttons come over a few frames: tests/test_resize_spread.py)
    assert scene.reminder_banner() is not None
    assert find_button(app, "Pass (suggested)").is_enabled
    # Playing on past the reminder: passing twice ends the game.
    press(app, find_button_starting(app, "Pass"))
    press(app, find_button_starting(app, "Pass"))
    settle(app)
    assert scene.state.is_over and isinstance(app.scene, ResultOverlay)


@pytest.mark.parametrize("size", [(800, 1000), (1920, 1080)])
def test_resize_then_taps_still_hit(size):
    app, scene = open_game()
    scene.set_view("confirm", False)
    touch(app, at(scene, RED_AT))
    app.resize(size)
    step(app, 20)  # (the board and buttons come a few frames after a resize: test_resize_spread.py)
    assert scene.board_rect.right <= size[0] and scene.board_rect.bottom <= size[1]
    assert scene.hexes.cell_at(at(scene, WHITE_AT)) == WHITE_AT
    touch(app, at(scene, WHITE_AT))
    assert scene.state.stack_at(WHITE_AT) == ("white", 1)
    press(app, find_button(app, "Play White"))
    settle(app)
    move = placements(scene.state)[-1]
    touch(app, at(scene, move.cell))
    assert scene.state.stack_at(move.cell) is not None
    # Panel buttons stay finger-sized.
    for label in ("Pass", "View", "Undo", "Rules", "Menu"):
        b = find_button_starting(app, label)
        assert b.rect.height >= 48 and b.rect.width >= 48


def test_static_board_and_state_layer_are_not_rebuilt_every_frame():
    app, scene = open_game()
    open_by_taps(app, scene)
    settle(app)
    builds, layers = scene.board_cache.builds, scene.layer.builds
    for cell in [m.cell for m in placements(scene.state)][:20]:
        hover(app, at(scene, cell))
    step(app, 10)
    assert scene.board_cache.builds == builds
    assert scene.layer.builds == layers


def test_a_move_repaints_only_its_cells_yet_the_backdrop_equals_a_whole_repaint():
    """Issue 16: after a move the state layer and backdrop are repainted only where a cell's tint, marks or
    stack changed; the picture must be exactly what painting everything again gives, through a whole game with
    undo and the end (where every cell's territory is tinted)."""
    app, scene = open_game(size=6)
    rng = random.Random(5)
    size = app.size

    def whole():
        scene.layer.base = None
        scene.layer.backdrop.invalidate()
        return pygame.image.tobytes(scene.background(size), "RGB")

    scene.background(size)
    for n in range(200):
        if scene.state.is_over:
            break
        scene.advance_random(1, rng)
        if n % 9 == 8:
            scene.undo()
        patched = pygame.image.tobytes(scene.background(size), "RGB")
        assert patched == whole(), f"after move {n}"
    assert scene.state.is_over


@pytest.mark.parametrize("window", [(1280, 720), (720, 1280)])
def test_a_new_set_of_turn_buttons_leaves_the_board_as_it_is(window):
    """Issue 16: when a move changes which buttons the mover has (the colour choice's Red / White, then Pass),
    only those buttons are made again: the board is not laid out and repainted in that frame, and the frame is
    the same as after laying everything out again."""
    app, scene = open_game(window=window)
    rng = random.Random(1)
    scene.advance_random(2, rng)               # both stones set out: Player 2 chooses
    step(app, 3)
    assert scene.state.phase == "choose"
    for _ in range(2):
        builds = scene.board_cache.builds
        labels = [label for label, _ in scene.turn_buttons()]
        assert sorted(b.text for b in scene.chrome.extra_buttons.values()) == sorted(labels)
        scene.advance_random(1, rng)            # the choice, then a first stack
        settle(app)
        assert scene.board_cache.builds == builds
        assert sorted(b.text for b in scene.chrome.extra_buttons.values()) == sorted(lb for lb, _ in scene.turn_buttons())
        assert len(scene.chrome.frame_buttons) == len(scene.chrome.extra_buttons) + 3
        app.invalidate()
        step(app)
        patched = pygame.image.tobytes(pygame.display.get_surface(), "RGB")
        scene.rebuild_ui()
        app.invalidate()
        step(app)
        assert pygame.image.tobytes(pygame.display.get_surface(), "RGB") == patched


def test_after_a_resize_the_backdrop_is_made_in_bands_before_the_board_shows_and_looks_as_drawn_apart():
    """Issue 28: after a resize the layer and the backdrop are made a piece a frame before the board shows (a
    3840x2160 backdrop at once was a 38 ms frame, and drawing the board and the layer apart 12-20 ms a frame): the
    scene keeps asking for frames until then (the resting App would otherwise never make them), the first frame
    that shows the board blits the backdrop made, and it looks as the board and the layer drawn apart."""
    app, scene = open_game()
    scene.advance_random(6, random.Random(3))
    settle(app)
    app.resize((1600, 900))
    scene.message = ""
    step(app)
    frames = 0
    while scene.board_late:
        assert scene.animating()
        step(app)
        frames += 1
    assert frames >= 3 and not scene.layer.late
    frame = pygame.Surface(app.size, 0, pygame.display.get_surface())
    builds = scene.layer.backdrop.builds
    scene.draw(frame)
    assert scene.layer.backdrop.builds == builds           # made already, between frames
    baked = pygame.image.tobytes(frame, "RGB")
    scene.layer.late = True                                # (drawn as the board and the layer apart)
    scene.draw(frame)
    scene.layer.late = False
    assert pygame.image.tobytes(frame, "RGB") == baked


# ---- whole games ---------------------------------------------------------------------------------------

def greedy(state):
    """The placement that most improves the mover's lead, or Pass when none does."""
    me = state.current_player
    best, best_gain = PASS, 0
    base = state.scores()
    base_lead = base[me] - base[1 - me]
    for m in placements(state):
        trial = state.clone()
        trial.play(m)
        sc = trial.scores()
        gain = sc[me] - sc[1 - me] - base_lead
        if gain > best_gain:
            best, best_gain = m, gain
    return best


def test_whole_game_by_taps_on_the_small_board():
    app, scene = open_game(seed=11, size=6)
    scene.set_view("confirm", False)
    open_by_taps(app, scene, guest="red", confirm=False)
    played = 0
    while not scene.state.is_over and played < 400:
        move = greedy(scene.state)
        before = len(scene.match.history)
        if move == PASS:
            press(app, find_button_starting(app, "Pass"))
        else:
            touch(app, at(scene, move.cell))
        assert len(scene.match.history) == before + 1
        played += 1
    settle(app)
    assert scene.state.is_over
    assert isinstance(app.scene, ResultOverlay)
    outcome = scene.state.outcome()
    assert app.scene.headline == scene.result_headline(outcome)


def test_a_saved_game_resumes_at_the_colour_choice():
    app, scene = open_game()
    scene.set_view("confirm", False)
    touch(app, at(scene, RED_AT))
    touch(app, at(scene, WHITE_AT))
    assert scene.state.phase == "choose"
    saves.WRITER.flush()       # the autosave is written off the frame loop
    pygame.quit()
    from ui.screens.menu import MenuScene
    app = make_app()
    app.push(MenuScene(selected="tumbleweed"))   # each entry has its own save and its own Continue
    step(app, 2)
    press(app, find_button(app, "Continue Tumbleweed"))
    resumed = app.scene
    assert isinstance(resumed, TumbleweedScene) and resumed.state.phase == "choose"
    assert resumed.state.stack_at(RED_AT) == ("red", 1) and resumed.state.stack_at(WHITE_AT) == ("white", 1)
    press(app, find_button(app, "Play White"))
    assert resumed.state.colour_of(1) == "white" and resumed.state.phase == "play"


# ---- table layout ------------------------------------------------------------------------------------------

def strip_point(scene, seat, label):
    """The screen point of a button in a seat's table strip (any seat's, not only the mover's)."""
    area = scene.seat_layout.seats[seat]
    button = next(b for b in scene.chrome.strip(seat)[2] if b.key == label)
    return area.to_screen(button.rect.center)


def reach_reminder(scene, rng_seed=2):
    """Play (through the Match) reinforcements and passes until the game-end reminder is on."""
    import random
    rng = random.Random(rng_seed)
    st = scene.state
    for _ in range(2000):
        st = scene.state
        if st.reminder_active or st.is_over:
            break
        own = [m for m in placements(st) if st.stack_at(m.cell) and st.stack_at(m.cell)[0] == st.colour_of(
            st.current_player)]
        # Reinforcing or passing changes nothing (the reminder comes quickly); never two passes in a row.
        if st.phase != "play" or (not own and st.last_move == PASS):
            move = rng.choice(placements(st) or st.legal_moves())
        else:
            move = own[0] if own else PASS
        assert scene.play(move)
    assert scene.state.reminder_active and not scene.state.is_over


def test_table_players_face_each_other_and_only_the_mover_presses_pass():
    app, scene = open_game(window=(1920, 1080))
    scene.table = True
    app.resize((1920, 1080))
    step(app, 20)  # (the board and buttons come a few frames after a resize: test_resize_spread.py)
    assert [s.facing for s in scene.seats] == ["bottom", "top"]
    assert scene.seat_layout.kind == "table" and scene.panel_rect.width == 0
    open_by_taps(app, scene, guest="red")
    # The guest chose red: seat 1 (at the top) moves first, and its strip says what to do, facing it.
    mover = scene.state.current_player
    assert mover == 1 and scene.message_angle() == 180
    assert scene.seat_info(1)[0].startswith("Red") and scene.status_text() == "Place a stack or pass"
    before = len(scene.match.history)
    touch(app, strip_point(scene, 0, "Pass"))            # the other seat's Pass: refused, with a reason
    assert len(scene.match.history) == before and "turn" in scene.message
    touch(app, strip_point(scene, 1, "Pass"))
    assert len(scene.match.history) == before + 1 and scene.state.last_move == PASS
    assert scene.state.current_player == 0 and scene.message_angle() == 0
    # Cells are finger-sized at 1920x1080 (a hex's inner circle is at least 48 px across).
    assert scene.hexes.size * 3 ** 0.5 >= 48


def test_table_confirmation_view_and_reminder():
    app, scene = open_game(window=(1280, 720))
    scene.table = True
    app.resize((1280, 720))
    step(app, 20)  # (the board and buttons come a few frames after a resize: test_resize_spread.py)
    open_by_taps(app, scene, guest="white")
    # Confirmation at a table: the first tap previews (the status line says so), the second places.
    move = placements(scene.state)[0]
    assert scene.taps_for(move) == [at(scene, move.cell)] * 2
    touch(app, at(scene, move.cell))
    assert scene.pending == move.cell and scene.status_text().startswith("Tap again")
    touch(app, at(scene, move.cell))
    assert scene.state.stack_at(move.cell) is not None and scene.pending is None
    settle(app)
    # View from the mover's strip opens the display options; turning Confirm off makes one tap enough.
    touch(app, scene.button_point("View"))
    assert isinstance(app.scene, ViewOverlay)
    press(app, find_button(app, "Confirm each move: On"))
    press(app, find_button(app, "Done"))
    move = placements(scene.state)[0]
    assert scene.taps_for(move) == [at(scene, move.cell)]
    touch(app, at(scene, move.cell))
    assert scene.state.stack_at(move.cell) is not None
    settle(app)
    # The reminder: no banner over a shared board; the mover's status line and Pass say it.
    reach_reminder(scene)
    step(app, 2)
    assert scene.reminder_banner() is None
    assert scene.status_text().startswith("Consider passing")
    label = scene.pass_label()
    assert label in ("Pass (suggested)", "Pass (ends the game)")
    assert any(b.key == label and b.enabled for b in scene.chrome.strip(scene.state.current_player)[2])
    while not scene.state.is_over:
        touch(app, scene.button_point(scene.pass_label()))
    settle(app)
    assert isinstance(app.scene, ResultOverlay)


def test_each_players_influence_and_threatened_stacks_are_separate_view_toggles():
    """Issue 15: Red's and White's influence each have a toggle, and so have the stacks of each colour that the
    other could capture now; pressing one in View changes only that."""
    app, scene = open_game(size=6)
    scene.advance_random(16, random.Random(2))
    step(app, 2)
    st = scene.state
    control = st.control_colours()
    assert {"red", "white"} <= set(control.values())
    assert tinted(scene) == {"red", "white", "contested"} and threatened(scene) == set()
    builds = scene.layer.builds
    press(app, find_button(app, "View"))
    press(app, find_button_starting(app, "White's influence"))
    assert scene.view["influence_white"] is False and scene.view["influence_red"] is True
    assert tinted(scene) == {"red"}            # contested cells need both colours shown
    press(app, find_button_starting(app, "Threats to red"))
    assert threatened(scene) == set(st.capturable_cells("white"))
    press(app, find_button_starting(app, "Threats to white"))
    assert threatened(scene) == set(st.capturable_cells("white")) | set(st.capturable_cells("red"))
    press(app, find_button(app, "Done"))
    step(app, 2)
    assert scene.layer.builds > builds       # the board's layer was painted again with the new marks


# ---- hints in the opening and on Pass (issue 30) ----------------------------------------------------------------

@pytest.mark.parametrize("confirm", [True, False])
def test_the_openings_hint_rings_play_each_hinted_move_once(monkeypatch, confirm):
    """In the opening the rings of a hint (both on one cell when each move is confirmed) once played at the first
    tap and refused the second, or started the guest's colour choice with it: now, for the red stone, the white
    stone and the choice alike, tapping the rings in order plays the hinted move once and nothing is refused."""
    from engine.tumbleweed import Choose, Setup
    TumbleweedScene.remembered_view["confirm"] = confirm
    app = make_app((1280, 720))
    try:
        spec = GAMES["tumbleweed"]
        scene = spec.make_scene(2, 3, spec.default_options(), autosave=False)
        app.push(scene)
        step(app, 2)
        said = []
        monkeypatch.setattr(scene, "refuse", lambda pick, target: said.append(target) or "refused")
        for kind, pick in ((Setup, 7), (Setup, -1), (Choose, 0)):
            moves = [m for m in scene.state.legal_moves() if isinstance(m, kind)]
            move = moves[pick]
            before = len(scene.match.history)
            scene.before_hint()
            scene.computers.show_hint(move)
            points = [p for _, p in scene.hint.points]
            assert len(points) == (2 if confirm else 1) and len(set(points)) == 1
            for point in points:
                touch(app, point)
            settle(app)
            assert len(scene.match.history) == before + 1 and scene.match.history[-1].move == move
            assert not said and not scene.hint.points
        assert scene.state.phase == "play"
    finally:
        TumbleweedScene.remembered_view["confirm"] = True
        pygame.quit()


def test_a_pass_hints_ring_is_drawn_over_the_pass_button():
    """The ring of a hint to pass lay behind the window's Pass button (a pygame-gui button is drawn over the
    scene): the ring's yellow now shows on the button itself."""
    from ui.board.hintrings import RING
    app = make_app((1280, 720))
    try:
        spec = GAMES["tumbleweed"]
        scene = spec.make_scene(2, 3, spec.default_options(), autosave=False)
        app.push(scene)
        step(app, 2)
        scene.advance_random(6, random.Random(1))
        settle(app)
        step(app, 3)
        assert scene.state.may_pass()
        scene.computers.show_hint(PASS)
        step(app, 1)
        button = next(b for label, b in scene.chrome.extra_buttons.items() if label == scene.pass_label())
        (x, y), r = scene.hint.points[0][1], scene.ring_radius()
        assert button.rect.collidepoint(x + r, y) and button.rect.collidepoint(x - r, y)
        app.draw(app.window)

        def yellow_near(px, py) -> bool:
            return any(max(abs(a - b) for a, b in zip(app.window.get_at((px + dx, py))[:3], RING)) < 40
                       for dx in range(-6, 7))
        assert yellow_near(x + r, y) and yellow_near(x - r, y)
        scene.hint.clear()
        app.draw(app.window)
        assert not yellow_near(x + r, y)
    finally:
        pygame.quit()


# ---- sizes at a table (issue 30) --------------------------------------------------------------------------------

def tallest_glyph(surface, colour) -> int:
    """The height of the tallest piece of text in exactly `colour` (a letter's core pixels) on `surface`."""
    mask = pygame.mask.from_threshold(surface, colour, (2, 2, 2, 255))
    return max((r.height for r in mask.get_bounding_rects() if r.width < 60), default=0)


@pytest.mark.parametrize("side,locale,ends", [(11, "en", True), (11, "de", True), (10, "fi", True),
                                               (8, "en", False)])
def test_a_big_board_at_a_table_has_finger_sized_cells_and_large_words(side, locale, ends):
    """Side 11 at a 1920x1080 table had 42 px cells between the strips and ~15 px words in them: the two players
    now sit at the short ends when the board would be too small between the long sides (its whole height is the
    board's), and the strips say what to do in larger type."""
    import math
    from ui.base import lang, palette
    app = make_app((1920, 1080))
    try:
        lang.use(locale)
        spec = GAMES["tumbleweed"]
        scene = spec.make_scene(2, 3, dict(spec.default_options(), size=side), table=True, autosave=False)
        app.push(scene)
        step(app, 3)
        assert scene.hexes.size * math.sqrt(3) >= 48
        facing = [s.facing for s in scene.seats]
        assert facing == (["left", "right"] if ends else ["bottom", "top"])
        mover = scene.state.current_player
        upright = pygame.transform.rotate(scene.chrome.strip(mover)[1], -scene.seats[mover].angle)
        assert tallest_glyph(upright, palette.HIGHLIGHT) >= 17, scene.status_text()
    finally:
        lang.use("en")
        pygame.quit()
