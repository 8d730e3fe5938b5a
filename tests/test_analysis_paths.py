"""Paths through the viewer, the analysis and the quiz that a cold review found broken (issue 24): notes kept
while a game goes on, Analyse pressed inside a branch, a move explored past the end of an unfinished record, the
quiz's menu's way back, a refused keep, and a running Tripitz game's hidden racks."""
import random
import time


from games import GAMES
from tests.uihelpers import step
from ui.base.lang import t
from ui.play import mistakes, review
from ui.play.analysismode import AnalysisMode, analysis_scene
from ui.play.analysisrun import AnalysisRun
from ui.play.replay import Line, replay_scene
from ui.storage import record


def game(app, key="trickle", moves=8, players=2):
    spec = GAMES[key]
    scene = spec.make_scene(players, 5, spec.default_options(), autosave=False)
    app.push(scene)
    step(app, 2)
    scene.advance_random(moves, random.Random(3))
    step(app, 2, 0.5)
    return scene


def other_move(line, k):
    return next(m for m in line.positions[k].legal_moves() if str(m) != str(line.moves[k]))


def wait(app, mode):
    end = time.monotonic() + 60
    while mode.run.busy and time.monotonic() < end:
        step(app, 1, 0.05)
        time.sleep(0.005)


def test_notes_kept_from_a_review_follow_the_game_as_it_goes_on(app):
    scene = game(app)
    review.open_review(scene, 3)
    step(app, 2)
    viewer = app.scene
    viewer.play(other_move(viewer.mode.line, 3))
    step(app, 3, 0.3)
    viewer.mode.leave_viewer()
    scene.advance_random(4, random.Random(9))          # the game goes on
    step(app, 3, 0.5)
    review.open_review(scene, len(scene.match.history) - 1)
    step(app, 3)                                        # (its first frames: the caption reads the tree)
    mode = app.scene.mode
    assert mode.explorer.tree.main_moves() == [str(p.move) for p in scene.match.history]
    assert len(mode.explorer.tree.branches()) == 1


def test_analyse_pressed_inside_a_branch_analyses_that_branch_with_the_same_tree(app):
    scene = game(app)
    line = Line.of_match(scene.spec, scene.match, 2)
    viewer = replay_scene(line, 3, analyse=review.analyse_viewer)
    app.push(viewer)
    step(app, 2)
    viewer.play(other_move(line, 3))
    step(app, 3, 0.3)
    tree = viewer.mode.explorer.tree
    viewer.mode.open_analysis()
    step(app, 3)
    mode = app.scene.mode
    assert isinstance(mode, AnalysisMode) and mode.explorer.tree is tree
    assert mode.at == 4 and mode.line.moves[3] != line.moves[3]
    assert tree.main_moves() == [str(m) for m in line.moves]        # the game's line is still the main line
    mode.leave_viewer()


def test_a_move_explored_past_the_end_of_an_unfinished_record_is_not_written_as_played(app, tmp_path):
    scene = game(app, moves=6)
    path = str(tmp_path / "game.hexrec")
    record.write_file(path, record.record_of(scene.match))
    app.home()
    rebuilt = record.read_file(path, GAMES)
    line = Line.of_rebuilt(rebuilt)
    line.keep = review.file_keeper(path, rebuilt)
    viewer = replay_scene(line, len(line.moves))
    app.push(viewer)
    step(app, 2)
    viewer.play(line.positions[-1].legal_moves()[0])           # past the end
    step(app, 3, 0.3)
    viewer.mode.go_to(2)
    viewer.play(other_move(line, 2))                           # and a branch, so there is something to keep
    step(app, 3, 0.3)
    viewer.mode.leave_viewer()
    again = record.read_file(path, GAMES)
    assert again.record.moves == [str(m) for m in line.moves]
    assert len(again.tree.branches()) == 1


def test_the_quiz_menus_way_back_returns_to_the_analysis(app):
    scene = game(app, "tumbleweed", moves=10)
    line = Line.of_match(scene.spec, scene.match, 2)
    viewer = analysis_scene(line, 0, run=AnalysisRun(line.positions, line.moves, scene.spec.engine_module.parse_move,
                                                      seconds=0.05))
    app.push(viewer)
    wait(app, viewer.mode)
    plies = mistakes.significant(viewer.mode)
    assert plies
    mistakes.open_mistakes(viewer.mode)
    step(app, 3)
    quiz = app.scene
    quiz.mode.open_menu()
    step(app, 2)
    assert app.scene is not quiz                                # the quiz's menu is over it
    quiz.mode.all_tasks()
    step(app, 2)
    assert app.scene is viewer


def test_a_keep_refused_leaves_the_analysis_running(app, tmp_path):
    scene = game(app, "tumbleweed", moves=8)
    path = str(tmp_path / "game.hexrec")
    record.write_file(path, record.record_of(scene.match))
    app.home()
    rebuilt = record.read_file(path, GAMES)
    line = Line.of_rebuilt(rebuilt)
    line.keep = review.file_keeper(path, rebuilt)
    viewer = analysis_scene(line, 4, run=AnalysisRun(line.positions, line.moves, rebuilt.spec.engine_module.parse_move,
                                                      seconds=0.05))
    app.push(viewer)
    step(app, 2)
    viewer.play(other_move(line, 4))
    step(app, 3, 0.3)
    with open(path, "a", encoding="utf-8") as f:
        f.write("# changed meanwhile\n")
    viewer.mode.leave_viewer()
    assert app.scene is viewer and not viewer.mode.run.cancelled


def test_a_running_tripitz_games_analysis_names_no_better_move(app):
    scene = game(app, "tripitz", moves=6)
    line = Line.of_match(scene.spec, scene.match, 2)
    viewer = analysis_scene(line, 2, run=AnalysisRun(line.positions, line.moves, scene.spec.engine_module.parse_move,
                                                      seconds=0.05))
    app.push(viewer)
    wait(app, viewer.mode)
    mode = viewer.mode
    assert mode.secret
    for k in range(1, len(line.moves) + 1):
        mode.go_to(k)
        words = " ".join(w for w, _ in mode.band_lines())
        assert t("analysis.better", move="", line="").split(".")[0] not in words     # ("Better was ...")
        assert t("analysis.secret") in words
    assert not mode.band_buttons["best"][0].is_enabled and not mode.band_buttons["quiz"][0].is_enabled
