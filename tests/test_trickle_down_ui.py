"""Headless UI tests of the Trickle Down screen: the real App, driven by taps from the menu to the result screen."""
import random

import pygame
import pytest

from engine import trickle as tr
from games import GAMES
from games.trickle import TrickleDownScene
from games.trickle.down_result import DownResultOverlay
from tests.uihelpers import click, find_button, make_app, press, settle, step, touch
from ui.screens.menu import MenuScene


@pytest.fixture
def app():
    a = make_app()
    yield a
    pygame.quit()


def open_down(app, seed=5, state=None, **options):
    spec = GAMES["trickle-down"]
    opts = spec.default_options()
    opts.update(options)
    app.push(MenuScene(selected="trickle-down"))
    scene = spec.scene_class()(spec, 3, seed, opts, state=state)
    app.push(scene)
    step(app, 2)
    return scene


def cell_pos(scene, cell):
    x, y = scene.view.centre(cell)
    return (int(x), int(y))


def tap_move(app, scene, move):
    click(app, cell_pos(scene, move.src))
    click(app, cell_pos(scene, move.dst))


def play_until(scene, want, seed=3, limit=300):
    """Random legal moves (no animation) until `want(scene)` holds."""
    rng = random.Random(seed)
    for _ in range(limit):
        if want(scene):
            return
        assert not scene.state.is_over
        scene.advance_random(1, rng)
    raise AssertionError("never reached the wanted position")


def corner_moves(scene):
    return [m for m in scene.state.legal_moves() if tr.is_corner(m.dst)]


def test_menu_card_then_play_opens_trickle_down(app):
    menu = MenuScene(selected="trickle")
    app.push(menu)
    step(app, 2)
    click(app, menu.card_rects["trickle-down"].center)
    assert menu.selected == "trickle-down"
    press(app, find_button(app, "Play"))
    step(app, 2)
    scene = app.scene
    assert isinstance(scene, TrickleDownScene) and scene.state.edition == "down"
    assert sum(scene.state.beads.values()) == 27                         # the concentric layout
    assert [scene.score_text(s) for s in range(3)] == ["€0M"] * 3
    assert [scene.seat_info(s)[2] for s in range(3)] == ["triangle", "square", "circle"]


def test_tap_a_bag_then_a_destination_moves_it(app):
    scene = open_down(app)
    mover = scene.state.current_player
    move = scene.state.legal_moves()[0]
    value = scene.state.cell_value(move.src)
    click(app, cell_pos(scene, move.src))
    assert scene.picker.picked == move.src and move.dst in scene.picker.targets
    click(app, cell_pos(scene, move.dst))
    assert scene.state.cell_value(move.dst) == value and move.src not in scene.state.beads
    assert scene.state.current_player == (mover + 1) % 3
    assert scene.animator.busy
    settle(app)
    nxt = scene.state.legal_moves()[-1]     # fingers work too
    touch(app, cell_pos(scene, nxt.src))
    assert scene.picker.picked == nxt.src
    touch(app, cell_pos(scene, nxt.dst))
    assert scene.state.last_move.dst == nxt.dst


def test_a_bag_sent_to_a_corner_leaves_the_board_and_joins_its_pile(app):
    scene = open_down(app)
    play_until(scene, lambda s: corner_moves(s))
    settle(app)
    move = corner_moves(scene)[0]
    corner = move.dst
    value = scene.state.cell_value(move.src)
    before = list(scene.state.corner_piles[corner])
    bags = len(scene.state.beads)
    tap_move(app, scene, move)
    assert scene.state.corner_piles[corner] == before + [value]
    assert len(scene.state.beads) == bags - 1 and corner not in scene.state.beads
    assert "public service" in scene.message
    # The bag is still on its way: the new place in the pile stays empty until it lands there.
    assert ("pile", corner, len(before)) in scene.animator.hidden_cells()
    settle(app)
    assert not scene.animator.hidden_cells()
    click(app, scene.pile_anchor[corner])   # tapping the pile says what is there
    assert f"€{sum(before) + value}M" in scene.message


def test_taps_on_companies_and_corners_explain_them(app):
    scene = open_down(app)
    company = next(c for c in tr.EDGE_HEXES if tr.side_of(c) in scene.state.sides_of_seat(1))
    click(app, cell_pos(scene, company))
    assert "Blue's company (square)" in scene.message
    click(app, cell_pos(scene, tr.CORNERS[0]))
    assert "public service" in scene.message and scene.picker.picked is None


def test_a_whole_game_by_taps_reaches_the_result_screen_with_money(app):
    scene = open_down(app, seed=7)
    rng = random.Random(7)
    turns = 0
    while not scene.state.is_over:
        move = rng.choice(scene.state.legal_moves())
        tap_move(app, scene, move)
        assert scene.state.last_move.src == move.src and scene.state.last_move.dst == move.dst
        turns += 1
        assert turns < 400
    settle(app)
    step(app, 2)
    result = app.scene
    assert isinstance(result, DownResultOverlay)
    scores = scene.state.scores()
    assert sorted(row[3] for row in result.rows) == sorted(f"€{v}M" for v in scores)
    assert {row[4] for row in result.rows} == {"triangle", "square", "circle"}
    assert sorted(map(sorted, result.sides)) == [[0, 3], [1, 4], [2, 5]]
    bags, money = scene.public_money()
    assert sum(scores) + money == 27 and (str(money) in result.footer or scene.state.end_reason != "finished")
    press(app, find_button(app, "Play again"))
    step(app, 2)
    assert isinstance(app.scene, TrickleDownScene) and app.scene is not scene


def test_equal_money_shares_the_win(app):
    # Every bag on a company: Orange (triangle, top) and Blue (square, upper right) have 3 each, Green 1.
    board = {(1, -5): 3, (5, -3): 2, (5, -2): 1, (3, 2): 1}
    state = tr.from_position(board, players=3, edition="down")
    assert state.is_over
    scene = open_down(app, state=state)
    step(app, 2)
    result = app.scene
    assert isinstance(result, DownResultOverlay)
    assert result.headline == "Shared win: Orange & Blue"
    assert [r[0] for r in result.rows] == ["1st", "1st", "3rd"]     # competition ranking (issue 30)
    assert [r[3] for r in result.rows] == ["€3M", "€3M", "€1M"]
    assert scene.state.outcome().winners == (0, 1)


def test_taps_still_hit_after_a_resize(app):
    scene = open_down(app)
    play_until(scene, lambda s: len(s.state.corner_piles[tr.CORNERS[0]]) or s.state.plies > 30)
    for size in ((1920, 1080), (800, 1000), (1024, 640)):
        app.resize(size)
        step(app, 2)
        assert app.size == size
        for cell in scene.view.cells:
            assert scene.view.cell_at(cell_pos(scene, cell)) == cell
        for corner, (x, y) in scene.pile_anchor.items():    # piles stay in the window, off the board
            assert 0 <= x < size[0] and 0 <= y < size[1]
            assert scene.view.cell_at((x, y)) is None
        move = scene.state.legal_moves()[-1]
        tap_move(app, scene, move)
        settle(app)
        assert scene.state.last_move.dst == move.dst


def test_the_static_board_is_painted_once_and_the_rules_say_the_defaults(app):
    scene = open_down(app)
    builds = scene.board_cache.builds
    move = scene.state.legal_moves()[0]
    tap_move(app, scene, move)
    settle(app)
    assert scene.board_cache.builds == builds
    press(app, find_button(app, "Rules"))
    html = app.scene.html
    for words in ("public service", "€3 million", "triangle top and bottom", "share the win", "no bag on the board "
                  "can move", "Mixed rings"):
        assert words in html
