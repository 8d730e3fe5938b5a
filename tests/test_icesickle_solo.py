"""IceSickle solo (issue 15), from RULES.md section 4, Designer's variants:

    "Solo: Place the pieces randomly or in a pattern, then jump until no jump is possible. Goals: fewest or
    most pieces or points left, fewest or most moves, or a single piece of a given size left on the centre
    (or a corner)."

and the best results per goal and set-up, kept on disk (ui/storage/bests.py) so that they survive a restart."""
import json
import os
import random

import pytest

from engine import icesickle as ic
from engine.ai import icesickle as ice_ai
from ui.kit.notices import words
from ui.storage import bests, saves


def finished(goal="fewest_pyramids", layout="random", seed=4, pick=0):
    s = ic.new_game(1, seed=seed, goal=goal, layout=layout)
    while not s.is_over:
        moves = s.legal_moves()
        s.play(moves[pick % len(moves)])
    return s


def test_goals_and_set_ups_are_solo_options_as_data():
    opts = {o.key: o for o in ic.OPTIONS}
    assert opts["goal"].players == (1,) and opts["layout"].players == (1,)
    assert opts["scoring"].applies_to(3) and not opts["scoring"].applies_to(1)
    assert len(ic.GOALS) == 14 and set(opts["layout"].choices) == {"random", "rows", "triangle"}
    with pytest.raises(ValueError, match="solo"):
        ic.new_game(2, goal="most_jumps")
    with pytest.raises(ValueError, match="goal"):
        ic.new_game(1, goal="tidiest")


@pytest.mark.parametrize("layout", ["rows", "triangle"])
def test_place_the_pieces_in_a_pattern(layout):
    """'Place the pieces randomly or in a pattern': a pattern is the same board every time, 5 of each size."""
    a, b = ic.new_game(1, seed=1, layout=layout), ic.new_game(1, seed=99, layout=layout)
    assert a.board == b.board and len(a.board) == 15
    assert {size: sum(1 for p in a.board.values() if p[0] == size) for size in (1, 2, 3)} == {1: 5, 2: 5, 3: 5}
    assert {c: p[0] for c, p in a.board.items()} == ic.SOLO_LAYOUTS[layout]
    assert a.phase == "reaping" and a.can_capture()


def test_place_the_pieces_randomly_a_seed_is_a_puzzle():
    assert ic.new_game(1, seed=5).board == ic.new_game(1, seed=5).board
    assert ic.new_game(1, seed=5).board != ic.new_game(1, seed=6).board


@pytest.mark.parametrize("goal,measure", [("fewest_pyramids", "pyramids"), ("most_pyramids", "pyramids"),
                                          ("fewest_points", "points"), ("most_points", "points"),
                                          ("fewest_jumps", "jumps"), ("most_jumps", "jumps")])
def test_each_goal_measures_pieces_points_or_moves(goal, measure):
    """'fewest or most pieces or points left, fewest or most moves'"""
    s = finished(goal)
    expected = {"pyramids": len(s.board), "points": ic.pips(s.board.values()), "jumps": s.jumps}[measure]
    assert ic.solo_value(s) == expected
    assert ic.solo_lower_is_better(goal) is goal.startswith("fewest")


def test_a_single_piece_left_on_the_centre_or_in_a_corner():
    """'a single piece ... left on the centre (or a corner)': one pyramid on the target is 1 (perfect); off it,
    or with more left, the result is worse."""
    s = ic.new_game(1, seed=2, goal="single_centre")
    s.board = {ic.CENTRE: (3, 0)}
    assert ic.solo_value(s) == 1 and ic.solo_is_perfect(s)
    s.board = {(0, 0): (3, 0)}
    assert ic.solo_value(s) == 2 and not ic.solo_is_perfect(s)
    s.goal = "single_corner"
    assert ic.solo_value(s) == 1 and ic.solo_is_perfect(s)
    s.board[(1, 2)] = (1, 1)
    assert ic.solo_value(s) == 2 and not ic.solo_is_perfect(s)


def test_the_player_chooses_the_size_of_the_last_pyramid_as_part_of_the_goal():
    """'a single piece of a given size': each single goal comes in any size (the easiest), small, medium and
    large (issue 30); only a pyramid of the goal's size on the target square is perfect."""
    for place in ("centre", "corner"):
        assert [g for g in ic.GOALS if g.startswith(f"single_{place}")] == [
            f"single_{place}", f"single_{place}_small", f"single_{place}_medium", f"single_{place}_large"]
    s = ic.new_game(1, seed=2, goal="single_centre_large")
    s.board = {ic.CENTRE: (3, 0)}
    assert ic.solo_value(s) == 1 and ic.solo_is_perfect(s)
    s.board = {ic.CENTRE: (1, 0)}
    assert ic.solo_value(s) == 2 and not ic.solo_is_perfect(s)
    s.goal = "single_centre"                      # any size: the same board is perfect
    assert ic.solo_is_perfect(s)
    s.goal = "single_corner_small"
    s.board = {(4, 4): (1, 2)}
    assert ic.solo_is_perfect(s)
    s.board = {(4, 4): (2, 2), (1, 1): (1, 0)}      # a small, but not in a corner; a medium in the corner
    assert ic.solo_value(s) == 3
    keys = {ic.solo_record_key(ic.new_game(1, seed=8, goal=g, layout="rows")) for g in ic.GOALS}
    assert len(keys) == len(ic.GOALS)             # a best result kept per choice


def best_by_trying_everything(state) -> int:
    """The best solo value reachable from a (small) position, by playing every jump sequence."""
    if state.is_over:
        return ic.solo_value(state)
    results = []
    for move in state.legal_moves():
        after = state.clone()
        after.play(move)
        results.append(best_by_trying_everything(after))
    return min(results) if ic.solo_lower_is_better(state.goal) else max(results)


@pytest.mark.parametrize("seed", range(6))
def test_the_solver_finds_the_best_for_each_size(seed):
    """The computer's solver (the hint) measures the sized goals as the engine does: on small random boards it
    reaches the best there is, and any size is never harder than a given one."""
    rng = random.Random(seed)
    while True:       # six pyramids at random, until one of them can jump
        cells = rng.sample(ic.sg.CELLS, 6)
        board = {c: (rng.choice((1, 2, 3)), i % 5) for i, c in enumerate(cells)}
        probe = ic.new_game(1, seed=seed)
        probe.board = dict(board)
        if probe.can_capture():
            break
    for place in ("centre", "corner"):
        best = {}
        for goal in [g for g in ic.GOALS if g.startswith(f"single_{place}")]:
            s = ic.new_game(1, seed=seed, goal=goal)
            s.board = dict(board)
            s._over = False
            assert s.can_capture()
            best[goal] = best_by_trying_everything(s.clone())
            for move in ice_ai.solve_solo(s):
                s.play(move)
            assert s.is_over and ic.solo_value(s) == best[goal], (goal, board)
        assert all(best[f"single_{place}"] <= value for value in best.values())


@pytest.mark.parametrize("goal", ["fewest_pyramids", "single_centre", "single_corner", "fewest_points"])
def test_the_solver_follows_the_goal(goal):
    s = ic.new_game(1, seed=5, goal=goal, layout="rows")
    for move in ice_ai.solve_solo(s):
        s.play(move)
    assert s.is_over
    if goal == "fewest_points":
        assert ic.solo_value(s) == 1
    else:
        assert ic.solo_is_perfect(s)


def test_the_goal_and_set_up_survive_saving():
    s = ic.new_game(1, seed=8, goal="most_points", layout="triangle")
    again = ic.from_dict(json.loads(json.dumps(s.to_dict())))
    assert (again.goal, again.layout) == ("most_points", "triangle") and again.board == s.board
    assert ic.solo_record_key(again) == "most_points / triangle"
    assert ic.solo_record_key(ic.new_game(1, seed=8)) == "fewest_pyramids / random #8"


# ---- best results on disk (ui/storage/bests.py) ------------------------------------------------------------------------

@pytest.fixture
def fresh_bests(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    bests.forget()
    yield tmp_path
    saves.WRITER.flush()
    bests.forget()


def test_best_results_are_kept_per_goal_and_layout_and_survive_a_restart(fresh_bests):
    first = bests.record("icesickle", "fewest_pyramids / rows", 4)
    assert first == bests.Try(4, 4, False)                       # a first try is the best, not a new best
    assert bests.record("icesickle", "fewest_pyramids / rows", 6) == bests.Try(6, 4, False)
    assert bests.record("icesickle", "fewest_pyramids / rows", 2) == bests.Try(2, 2, True)
    assert bests.record("icesickle", "most_jumps / rows", 9, lower_is_better=False).best == 9
    assert bests.record("icesickle", "most_jumps / rows", 7, lower_is_better=False).best == 9
    saves.WRITER.flush()
    bests.forget()                                              # what a restart does
    assert bests.best("icesickle", "fewest_pyramids / rows") == 2
    assert bests.best("icesickle", "most_jumps / rows") == 9
    assert bests.best("icesickle", "most_jumps / triangle") is None


def test_a_damaged_file_is_set_aside_and_the_game_goes_on(fresh_bests):
    path = os.path.join(fresh_bests, "bests.json")
    with open(path, "w", encoding="utf-8") as f:
        f.write("{not json")
    assert bests.best("icesickle", "fewest_pyramids / rows") is None
    problem = words(bests.take_problem())
    assert problem and "bests.broken-1.json" in problem
    assert os.path.exists(os.path.join(fresh_bests, "bests.broken-1.json")) and not os.path.exists(path)
    assert bests.record("icesickle", "fewest_pyramids / rows", 3).best == 3
    saves.WRITER.flush()
    with open(path, encoding="utf-8") as f:
        assert json.load(f)["bests"]["icesickle"] == {"fewest_pyramids / rows": 3}


def test_a_file_of_the_wrong_shape_is_set_aside_too(fresh_bests):
    with open(os.path.join(fresh_bests, "bests.json"), "w", encoding="utf-8") as f:
        json.dump({"bests": ["not", "a", "table"]}, f)
    assert bests.best("icesickle", "x") is None and "could not be read" in words(bests.take_problem())


def test_the_solo_end_screen_keeps_the_best_for_the_goal_and_a_new_puzzle_keeps_the_goal(fresh_bests):
    from games import GAMES
    from games.icesickle import IceSickleScene, SoloResultOverlay
    from tests.uihelpers import find_button, make_app, press, settle, step
    app = make_app()
    spec = GAMES["icesickle"]
    scene = spec.make_scene(1, 3, {"goal": "most_jumps", "layout": "triangle"})
    app.push(scene)
    step(app, 2)
    scene.advance_random(20, random.Random(1))
    settle(app)
    assert isinstance(app.scene, SoloResultOverlay)
    jumps = scene.state.jumps
    assert bests.best("icesickle", "most_jumps / triangle") == jumps
    assert any(row[3] == f"{jumps} jump{'s' if jumps != 1 else ''}" for row in app.scene.rows)
    press(app, find_button(app, "New puzzle"))
    fresh = app.scene
    assert isinstance(fresh, IceSickleScene) and fresh.state.goal == "most_jumps" and fresh.state.layout == "random"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_goal_is_named_whole_on_the_title_screen_in_every_language(size):
    """The single goals, with their sizes, are chosen on the title screen's goal button, which names each one
    whole (a 640x480 window's narrower button cuts the longer ones with '…', as it did the any-size ones)."""
    import pygame
    from tests.uihelpers import make_app, step
    from ui.base import lang
    from ui.play import optionwords
    from ui.screens.menu import MenuScene
    app = make_app(size)
    try:
        menu = MenuScene(selected="icesickle")
        app.push(menu)
        step(app, 2)
        menu.set_players(1)
        goal = next(o for o in menu.offered() if o.key == "goal")
        for locale in lang.LANGUAGES:
            lang.use(locale)
            for value in ic.SINGLE_GOALS:
                while menu.current()["goal"] != value:
                    menu.cycle(goal)
                while "goal" not in menu.row_kinds:      # (a compact window shows its rows a page at a time)
                    menu.page += 1
                    menu.rebuild_ui()
                step(app)
                button = next(b for b, (fn, arg) in menu.widgets.items() if arg is goal)
                assert button.text == optionwords.choice(goal, value), (locale, value, button.text)
    finally:
        lang.use("en")
        pygame.quit()
