"""Headless UI tests that drive the real App: menu -> Trickle -> taps -> engine changes, undo, resize, whole game."""
import random

import pygame
import pygame_gui
import pytest

from games import GAMES
from tests.uihelpers import click, drag, find_button, key, make_app, press, settle, step, touch
from ui.play.boardscene import BoardScene
from ui.screens.menu import MenuScene
from ui.kit.overlays import ResultOverlay


@pytest.fixture
def app():
    a = make_app()
    yield a
    pygame.quit()


def open_trickle(app, players=2, **options):
    spec = GAMES["trickle"]
    opts = spec.default_options()
    opts.update(options)
    app.push(MenuScene(selected="trickle"))
    scene = spec.make_scene(players, 5, opts)
    app.push(scene)
    step(app, 2)
    return scene


def cell_pos(scene, cell):
    x, y = scene.view.centre(cell)
    return (int(x), int(y))


def test_menu_play_button_opens_trickle(app):
    app.push(MenuScene(selected="trickle"))
    step(app, 2)
    press(app, find_button(app, "Play"))
    step(app, 2)
    assert isinstance(app.scene, BoardScene) and app.scene.spec.key == "trickle"
    assert app.scene.state.current_player == 0


def test_tap_bead_then_destination_moves_it_with_animation(app):
    scene = open_trickle(app)
    move = scene.state.legal_moves()[0]
    click(app, cell_pos(scene, move.src))
    assert scene.picker.picked == move.src
    assert move.dst in scene.picker.targets
    click(app, cell_pos(scene, move.dst))
    assert move.dst in scene.state.beads and move.src not in scene.state.beads
    assert scene.state.current_player == 1
    assert scene.animator.busy           # the bead is still travelling
    settle(app)
    assert not scene.animator.busy


def test_touch_taps_work_like_clicks(app):
    scene = open_trickle(app)
    move = scene.state.legal_moves()[-1]
    touch(app, cell_pos(scene, move.src))
    touch(app, cell_pos(scene, move.dst))
    assert move.dst in scene.state.beads
    assert scene.state.last_move.dst == move.dst


def test_drag_a_bead_to_a_destination(app):
    scene = open_trickle(app)
    move = scene.state.legal_moves()[3]
    drag(app, cell_pos(scene, move.src), cell_pos(scene, move.dst))
    assert scene.state.last_move.dst == move.dst


def test_tap_elsewhere_cancels_and_frozen_bead_explains(app):
    scene = open_trickle(app)
    src = scene.state.legal_moves()[0].src
    click(app, cell_pos(scene, src))
    assert scene.picker.picked == src
    click(app, (5, 5))  # off the board
    assert scene.picker.picked is None
    # Push a bead to the edge, then tap it: it says it is frozen.
    rng = random.Random(2)
    while not any(c for c in scene.state.beads if max(abs(c[0]), abs(c[1]), abs(c[0] + c[1])) == 5):
        scene.advance_random(1, rng)
    settle(app)
    edge = next(c for c in scene.state.beads if max(abs(c[0]), abs(c[1]), abs(c[0] + c[1])) == 5)
    click(app, cell_pos(scene, edge))
    assert scene.picker.picked is None
    assert "frozen" in scene.message


def test_move_back_is_refused_with_a_reason(app):
    scene = open_trickle(app)
    ring = lambda c: max(abs(c[0]), abs(c[1]), abs(c[0] + c[1]))  # noqa: E731
    sideways = lambda: [m for m in scene.state.legal_moves()  # noqa: E731
                        if m.kind == "step" and ring(m.src) == ring(m.dst)]  # reversible steps
    rng = random.Random(3)
    while not sideways():
        scene.advance_random(1, rng)
    settle(app)
    move = sideways()[0]
    click(app, cell_pos(scene, move.src))
    click(app, cell_pos(scene, move.dst))
    settle(app)
    click(app, cell_pos(scene, move.dst))       # the next player picks the same bead up...
    assert scene.picker.picked == move.dst
    assert move.src not in scene.picker.targets         # ...its old space is not offered
    click(app, cell_pos(scene, move.src))
    assert "straight back" in scene.message
    assert scene.state.beads.get(move.src) is None
    # One move later the way back is open again.
    other = next(m for m in scene.state.legal_moves() if m.src != move.dst and m.dst != move.src)
    click(app, cell_pos(scene, other.src))
    click(app, cell_pos(scene, other.dst))
    settle(app)
    click(app, cell_pos(scene, move.dst))
    assert move.src in scene.picker.targets


def test_undo_restores_the_previous_position(app):
    scene = open_trickle(app)
    before = dict(scene.state.beads)
    move = scene.state.legal_moves()[0]
    click(app, cell_pos(scene, move.src))
    click(app, cell_pos(scene, move.dst))
    settle(app)
    assert scene.state.beads != before
    press(app, find_button(app, "Undo"))
    assert scene.state.beads == before and scene.state.current_player == 0
    key(app, pygame.K_u)  # nothing left to undo: a friendly message, no crash
    assert "Nothing to undo" in scene.message


def test_taps_still_hit_the_right_cells_after_a_resize(app):
    scene = open_trickle(app)
    for size in ((1920, 1080), (800, 1000), (1024, 640)):
        app.resize(size)
        step(app, 2)
        assert app.size == size
        move = scene.state.legal_moves()[0]
        pos = cell_pos(scene, move.src)
        assert scene.view.cell_at(pos) == move.src
        click(app, pos)
        click(app, cell_pos(scene, move.dst))
        settle(app)
        assert scene.state.last_move.dst == move.dst


def test_escape_opens_the_pause_menu_and_resume_returns(app):
    scene = open_trickle(app)
    key(app, pygame.K_ESCAPE)
    assert app.scene is not scene
    press(app, find_button(app, "Resume"))
    assert app.scene is scene
    press(app, find_button(app, "Rules"))
    assert "Never inward" in app.scene.html
    press(app, find_button(app, "Close"))
    assert app.scene is scene


def test_a_whole_game_played_by_taps_reaches_the_result_screen(app):
    scene = open_trickle(app, players=3)
    rng = random.Random(11)
    taps = 0
    while not scene.state.is_over:
        move = rng.choice(scene.state.legal_moves())
        click(app, cell_pos(scene, move.src))
        click(app, cell_pos(scene, move.dst))
        assert scene.state.last_move.dst == move.dst and scene.state.last_move.src == move.src
        taps += 1
        assert taps < 400
    settle(app)
    step(app, 2)
    assert isinstance(app.scene, ResultOverlay)
    outcome = scene.state.outcome()
    assert app.scene.headline == scene.result_headline(outcome)
    assert len(app.scene.rows) == 3
    press(app, find_button(app, "Play again"))
    step(app, 2)
    fresh = app.scene
    assert isinstance(fresh, BoardScene) and fresh is not scene and not fresh.state.is_over
    # "Just one more round": the next game starts with the next seat.
    assert scene.state.first_player == 0 and fresh.state.first_player == 1 == fresh.state.current_player


def test_chaining_lets_a_bead_jump_again_then_stop(app):
    scene = open_trickle(app, chaining=True)
    rng = random.Random(4)
    # Play until the player to move has a jump that can continue, then make it by taps.
    for _ in range(300):
        jumps = [m for m in scene.state.legal_moves() if not m.is_stop and m.kind == "jump"]
        chained = None
        for j in jumps:
            probe = scene.state.clone()
            probe.play(j)
            if probe.chain_bead is not None:
                chained = j
                break
        if chained:
            break
        scene.advance_random(1, rng)
    assert chained is not None
    mover = scene.state.current_player
    click(app, cell_pos(scene, chained.src))
    click(app, cell_pos(scene, chained.dst))
    settle(app)
    assert scene.state.chain_bead == chained.dst and scene.state.current_player == mover
    assert scene.picker.picked == chained.dst  # the bead stays picked up
    press(app, find_button(app, "Stop jumping"))
    assert scene.state.chain_bead is None and scene.state.current_player != mover


@pytest.mark.parametrize("players", [4, 6])
def test_four_and_six_player_games_end_with_the_right_result(app, players):
    scene = open_trickle(app, players=players)
    rng = random.Random(players)
    while not scene.state.is_over:
        scene.play(rng.choice(scene.state.legal_moves()))
    settle(app)
    step(app, 2)
    assert isinstance(app.scene, ResultOverlay)
    outcome = scene.state.outcome()
    headline = app.scene.headline
    if players == 4:
        team_scores = scene.state.team_scores()
        if team_scores[0] != team_scores[1]:
            winner = "Team A" if team_scores[0] > team_scores[1] else "Team B"
            assert headline == f"{winner} wins!"
            assert set(outcome.winners) == set(outcome.teams[0 if winner == "Team A" else 1])
    else:
        assert len(app.scene.rows) == 6
        best = max(scene.state.scores())
        assert all(scene.state.scores()[s] == best for s in outcome.winners)


def test_f11_toggles_fullscreen_and_the_board_follows_the_window(app):
    scene = open_trickle(app)
    key(app, pygame.K_F11)
    assert app.fullscreen
    step(app, 2)
    w, h = app.size
    assert scene.board_rect.right <= w and scene.panel_rect.right == w
    move = scene.state.legal_moves()[0]
    click(app, cell_pos(scene, move.src))
    assert scene.picker.picked == move.src
    key(app, pygame.K_F11)
    assert not app.fullscreen and app.size == (1280, 720)


def test_a_mid_game_message_does_not_linger_over_the_result(app):
    scene = open_trickle(app)
    rng = random.Random(5)
    while not scene.state.is_over:
        scene.play(rng.choice(scene.state.legal_moves()))
    scene.say("A hint from the last turns")
    settle(app)
    step(app, 2)
    assert isinstance(app.scene, ResultOverlay) and scene.message == ""


def test_a_picked_bead_tapped_toward_the_centre_says_the_engines_reason(app):
    from engine import trickle as tr
    from ui.base import lang
    scene = open_trickle(app)
    scene.play(tr.parse_move("0,-2-0,-3"))
    scene.play(tr.parse_move("2,-2-3,-3"))
    settle(app)
    click(app, cell_pos(scene, (0, -3)))
    assert scene.picker.picked == (0, -3)
    click(app, cell_pos(scene, (0, -2)))                   # the hex it came from, one ring further in
    assert scene.message == lang.t("trickle.codes.bead.inward")
    assert (0, -3) in scene.state.beads and (0, -2) not in scene.state.beads
    scene.say("")
    click(app, cell_pos(scene, (0, -3)))
    click(app, cell_pos(scene, (4, 0)))                    # a hex no single move reaches: the bead is put down
    assert scene.picker.picked is None and scene.message == ""


def test_a_refused_move_and_a_stuck_bead_are_said_by_their_codes_in_the_players_language(app):
    from engine import trickle as tr
    from ui.base import lang
    scene = open_trickle(app)
    lang.use("de")
    try:
        before = scene.state.to_dict()
        assert not scene.play(tr.Move((0, 0), (1, 0)))             # onto another bead
        assert scene.message == lang.t("trickle.codes.bead.taken") == "Das Feld ist besetzt."
        assert not scene.play(tr.STOP)                             # no jump to stop
        assert scene.message == lang.t("trickle.codes.bead.nothing_to_stop")
        assert scene.state.to_dict() == before
        click(app, cell_pos(scene, (0, 0)))                         # the centre bead is boxed in by its ring
        assert scene.picker.picked is None and scene.message == lang.t("trickle.codes.bead.no_space")
    finally:
        lang.use("en")


# ---- the end of a game (issue 30) -------------------------------------------------------------------------------

def play_to_the_result(app, scene, seed=1):
    rng = random.Random(seed)
    while not scene.state.is_over:
        assert scene.play(rng.choice(scene.state.legal_moves()))
        scene.animator.finish()
        step(app)
    for _ in range(40):
        if isinstance(app.scene, ResultOverlay):
            break
        step(app, 1, 0.1)
    assert isinstance(app.scene, ResultOverlay)
    return app.scene


@pytest.mark.parametrize("key", ["trickle", "trickle-down"])
def test_the_result_says_why_the_game_ended_and_hint_is_gone_after_it(app, key):
    """Trickle's result gave no reason the game ended (Tumbleweed's and Tripitz's do), and after it, back on the
    board, Hint stood there looking pressable and did nothing: pygame-gui showed the button the scene had put away
    again when the result screen was closed."""
    from games.trickle import words
    spec = GAMES[key]
    app.push(MenuScene(selected=key))
    scene = spec.make_scene(spec.players[0], 3, spec.default_options(), autosave=False)
    app.push(scene)
    step(app, 2)
    hint = scene.chrome.extra_buttons[scene.hint_label()]
    assert hint.visible
    result = play_to_the_result(app, scene)
    why = words.end_words(scene.state)
    assert why and result.footer.startswith(why)
    result.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=result.look))   # See the board
    step(app, 2)
    assert app.scene is scene
    shown = [b for b in scene.container.elements if b.visible and getattr(b, "text", None) == scene.hint_label()]
    assert not shown and not hint.visible


def test_every_result_screen_shows_the_same_pictures_on_its_buttons(app):
    """Tripitz's result buttons had pictures, the others' none (issue 30): every game's result screen now has the
    same pictures beside Play again, Menu and See the board."""
    from ui.kit.icons import IconImage
    seen = {}
    for key in ("trickle", "tumbleweed", "tripitz"):
        spec = GAMES[key]
        app.push(MenuScene(selected=key))
        scene = spec.make_scene(2, 3, spec.default_options(), autosave=False)
        app.push(scene)
        step(app, 2)
        result = play_to_the_result(app, scene)
        seen[key] = sum(isinstance(e, IconImage) and e.visible for e in result.container.elements)
        app.pop()
        app.pop()
        app.pop()
    assert seen == {"trickle": 3, "tumbleweed": 3, "tripitz": 3}
