"""The set-up board (ui/play/setupmode.py): taps and holds cycle what stands on a cell, whose turn it is, Clear and
Start position, Play and Explore from here, positions the engine cannot play, and its ways in (the lessons screen,
--setup, open_setup from a position)."""
from __future__ import annotations

import pygame
import pytest

from engine import trickle as tr
from games import GAMES
from tests.uihelpers import click, find_button, make_app, press, step
from ui.base import lang
from ui.base.lang import t
from ui.play.modes import PlayMode
from ui.play.replay import ReplayMode
from ui.play.setupmode import SetupMode, has_setup, open_setup, setup_scene


def open_board(entry: str, state=None, *, table: bool = False, size=(1280, 720), controllers=None):
    app = make_app(size)
    open_setup(app, GAMES[entry], state, table=table, controllers=controllers)
    step(app, 3)
    assert isinstance(app.scene.mode, SetupMode)
    return app, app.scene, app.scene.mode


def centre(scene, cell):
    view = scene.hexes if hasattr(scene, "hexes") else scene.view
    return view.centre(cell)


def hold(app, pos, seconds: float = 0.7) -> None:
    """A press held still on `pos`, then lifted."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
    step(app, round(seconds * 60))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))
    step(app, 2)


def label(key: str) -> str:
    return t(f"setup.{key}")


def test_the_games_with_a_set_up_board():
    assert {key for key, spec in GAMES.items() if has_setup(spec)} >= {"tumbleweed", "trickle", "trickle-down"}


# -- Tumbleweed ----------------------------------------------------------------------------------------------------
def test_tumbleweed_taps_cycle_red_then_white_stacks_then_the_neutral_then_nothing():
    app, scene, mode = open_board("tumbleweed")
    cell = (2, -1)
    seen = []
    for _ in range(14):
        click(app, centre(scene, cell))
        seen.append(scene.state.stack_at(cell))
    assert seen == [("red", h) for h in range(1, 7)] + [("white", h) for h in range(1, 7)] + [("neutral", 2), None]


def test_a_hold_goes_one_back_and_its_lift_is_no_tap():
    app, scene, mode = open_board("tumbleweed")
    cell = (-3, 2)
    hold(app, centre(scene, cell))
    assert scene.state.stack_at(cell) == ("neutral", 2), "from nothing one back is the last piece"
    hold(app, centre(scene, cell))
    assert scene.state.stack_at(cell) == ("white", 6)
    click(app, centre(scene, cell))
    assert scene.state.stack_at(cell) == ("neutral", 2)


def test_the_tumbleweed_set_up_is_a_position_the_engine_plays_with_its_lines_of_sight():
    app, scene, mode = open_board("tumbleweed")
    for cell, taps in (((0, -3), 2), ((0, 3), 7)):      # a red 2-stack above the neutral, a white 1-stack below
        for _ in range(taps):
            click(app, centre(scene, cell))
    state = scene.state
    assert state.stacks() == {(0, 0): ("neutral", 2), (0, -3): ("red", 2), (0, 3): ("white", 1)}
    assert state.phase == "play" and state.current_player == 0 and state.colour_to_move == "red"
    assert state.los("red", (0, -1)) == 1 and state.los("white", (0, -1)) == 0   # (the neutral blocks white)
    assert find_button(app, label("play")).is_enabled
    press(app, find_button(app, label("next_to_move")))
    assert scene.state.current_player == 1 and scene.state.colour_to_move == "white"
    assert mode.status_words() == t("setup.status", name=scene.seat_info(1)[0])


def test_a_player_without_a_stack_cannot_play_and_the_board_says_why():
    app, scene, mode = open_board("tumbleweed")
    click(app, centre(scene, (0, -3)))     # red only
    play = find_button(app, label("play"))
    assert not play.is_enabled
    why = t("setup.problem.no_stack", name=scene.seat_info(1)[0])
    assert mode.caption_line()[0] == why
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    step(app, 2)
    assert app.scene is scene and scene.message == why     # (Enter does not play it either: it says why)


def test_play_from_here_starts_a_game_at_the_position_whose_match_keeps_it():
    app, scene, mode = open_board("tumbleweed", controllers=["human", "human"])
    for cell, taps in (((0, -3), 1), ((0, 3), 7)):
        for _ in range(taps):
            click(app, centre(scene, cell))
    press(app, find_button(app, label("next_to_move")))
    position = scene.state.to_dict()
    press(app, find_button(app, label("play")))
    game = app.scene
    assert game is not scene and isinstance(game.mode, PlayMode)
    assert game.state.to_dict() == position and game.state.colour_to_move == "white"
    assert game.match.start_position == position and not game.match.history
    move = game.state.legal_moves()[0]
    assert game.play(move) and game.match.history[0].before.to_dict() == position


def test_explore_from_here_opens_the_viewer_on_the_position_and_back_returns():
    app, scene, mode = open_board("tumbleweed")
    click(app, centre(scene, (1, 1)))
    position = scene.state.to_dict()
    press(app, find_button(app, label("explore")))
    viewer = app.scene
    assert isinstance(viewer.mode, ReplayMode) and viewer.state.to_dict() == position
    assert viewer.mode.back_words() == label("back_to_setup")
    press(app, viewer.mode.buttons["leave"])
    assert app.scene is scene


def test_a_set_up_from_a_game_in_progress_keeps_its_stacks_and_colours():
    state = GAMES["tumbleweed"].new_game(2, 5, {"size": 6})
    for text in ("red 1,1", "white -1,2", "choose red"):
        state.play(tr_parse("tumbleweed", text))
    app, scene, mode = open_board("tumbleweed", state)
    assert scene.state.size == 6
    assert scene.state.stacks() == state.stacks()
    assert [scene.state.colour_of(s) for s in (0, 1)] == [state.colour_of(0), state.colour_of(1)]
    assert scene.state.colour_to_move == "red" and scene.state.current_player == state.seat_of("red")


def tr_parse(entry, text):
    return GAMES[entry].engine_module.parse_move(text)


# -- Trickle -------------------------------------------------------------------------------------------------------
def test_trickle_taps_cycle_the_bead_values_its_rules_allow():
    spec = GAMES["trickle"]
    app, scene, mode = open_board("trickle", spec.new_game(2, 1, {**spec.default_options(), "bead_scores": "centre"}))
    cell = (3, -3)
    seen = []
    for _ in range(5):
        click(app, centre(scene, cell))
        seen.append(scene.state.beads.get(cell))
    assert seen == [1, 2, 3, 5, None]
    app2, scene2, _ = open_board("trickle")
    click(app2, centre(scene2, cell))
    click(app2, centre(scene2, cell))
    assert scene2.state.beads.get(cell) is None, "plain Trickle has plain beads only: one tap on, one off"


def test_clear_and_start_position_and_a_board_where_nothing_can_move():
    app, scene, mode = open_board("trickle")
    start = dict(scene.state.beads)
    press(app, find_button(app, label("clear")))
    assert scene.state.beads == {}
    assert not find_button(app, label("play")).is_enabled
    assert mode.caption_line()[0] == t("setup.problem.no_bead")
    for cell in ((0, -5), (1, -5)):          # beads on the outer ring never move again
        click(app, centre(scene, cell))
    assert scene.state.beads == {(0, -5): 1, (1, -5): 1} and not scene.state.legal_moves()
    assert mode.caption_line()[0] == t("setup.problem.stuck_bead")
    assert not find_button(app, label("play")).is_enabled
    press(app, find_button(app, label("start")))
    assert scene.state.beads == start and find_button(app, label("play")).is_enabled
    assert mode.caption_line()[0] == t("setup.hint")


def test_trickle_whose_turn_cycles_every_seat_and_the_game_starts_with_it():
    spec = GAMES["trickle"]
    app, scene, mode = open_board("trickle", spec.new_game(3, 1, spec.default_options()),
                                  controllers=["human"] * 3)
    seen = []
    for _ in range(3):
        press(app, find_button(app, label("next_to_move")))
        seen.append(scene.state.current_player)
    assert seen == [1, 2, 0]
    press(app, find_button(app, label("next_to_move")))
    press(app, find_button(app, label("play")))
    game = app.scene
    assert game.players == 3 and game.state.current_player == 1
    assert game.match.start_position == game.state.to_dict()


def test_a_bag_on_a_corner_is_answered_with_the_engines_reason_not_placed():
    app, scene, mode = open_board("trickle-down")
    corner = tr.CORNERS[0]
    click(app, centre(scene, corner))
    assert corner not in scene.state.beads
    assert scene.message == t("trickle.codes.bag_on_corner")
    edge = (1, -5)
    seen = []
    for _ in range(4):
        click(app, centre(scene, edge))
        seen.append(scene.state.beads.get(edge))
    assert seen == [1, 2, 3, None]


# -- layouts, languages and the ways in ------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1920, 1080), (1080, 1920), (640, 480)])
@pytest.mark.parametrize("table", [False, True])
def test_every_control_is_on_screen_and_tap_sized_apart_from_the_board(size, table):
    app, scene, mode = open_board("tumbleweed", table=table, size=size)
    window = pygame.Rect((0, 0), size)
    rects = [b.rect for b in mode.buttons.values()]
    assert len(rects) == 6
    finger = 48 if min(size) >= 1080 else 36       # (a fingertip at 1920x1080, as every control; a small screen less)
    for r in rects:
        assert window.contains(r) and min(r.size) >= finger
        assert not r.colliderect(scene.board_rect)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_at_a_table_a_tap_on_a_seats_strip_gives_it_the_move():
    app, scene, mode = open_board("trickle", table=True)
    top = next(a for a in scene.seat_layout.seats.values() if a.edge == "top")
    click(app, top.rect.center)
    assert scene.state.current_player == top.seat == 1


def test_the_words_are_the_players_language():
    app = make_app()
    lang.use("fi")
    try:
        open_setup(app, GAMES["trickle"])
        step(app, 3)
        mode = app.scene.mode
        assert find_button(app, "Pelaa tästä") is mode.buttons["play"]
        press(app, find_button(app, "Tyhjennä"))
        assert mode.caption_line()[0] == "Laita laudalle ainakin yksi nappula."
    finally:
        lang.use("en")


def test_the_lessons_screen_offers_the_set_up_board():
    app = make_app()
    app.open("lessons", spec=GAMES["tumbleweed"])
    step(app, 2)
    press(app, find_button(app, label("button")))
    assert isinstance(app.scene.mode, SetupMode) and app.scene.spec.key == "tumbleweed"
    press(app, find_button(app, label("back")))
    assert app.scene.__class__.__name__ == "LessonsScene"


def test_a_set_up_scene_is_built_without_an_app():
    scene = setup_scene(GAMES["trickle"])
    assert isinstance(scene.mode, SetupMode) and scene.state.beads == GAMES["trickle"].new_game(2, 0, {}).beads


def test_setup_on_the_command_line(tmp_path, capsys):
    import main
    out = tmp_path / "s.png"
    assert main.main(["--setup", "tumbleweed", "--option", "size=6", "--table", "--screenshot", str(out),
                      "--size", "800x600"]) == 0
    assert out.exists()
    with pytest.raises(SystemExit):
        main.main(["--setup", "trickle", "--game", "trickle", "--screenshot", str(out)])
    with pytest.raises(SystemExit):
        main.main(["--setup", "icesickle", "--screenshot", str(out)])
    assert "--setup" in capsys.readouterr().err


def test_a_set_up_the_engine_cannot_read_is_said_and_the_board_keeps_the_last_good_position(monkeypatch):
    from games.tumbleweed import setup as tumbleweed_setup
    app, scene, mode = open_board("tumbleweed")
    click(app, centre(scene, (1, -2)))
    before = scene.state.to_dict()
    good = tumbleweed_setup.changes
    monkeypatch.setattr(tumbleweed_setup, "changes", lambda *a: {**good(*a), "phase": "nonsense"})
    click(app, centre(scene, (2, -2)))
    assert scene.state.to_dict() == before and mode.pieces == {(0, 0): ("neutral", 2), (1, -2): ("red", 1)}
    assert scene.message == t("setup.problem.unreadable")
