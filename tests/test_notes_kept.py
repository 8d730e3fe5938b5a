"""Notes and branches made in a viewer are kept where the line came from (issue 24): a record file is written back
(only if it is still as it was read), a game's own Match keeps them for its save; a move's notes are set by taps."""
import random


from games import GAMES
from tests.uihelpers import find_button, press, step
from ui.base.lang import t
from ui.play import review
from ui.play.analysismode import analysis_scene
from ui.play.analysisrun import AnalysisRun
from ui.play.notes import NotesOverlay
from ui.play.replay import Line, replay_scene
from ui.storage import record


def played_game(app, moves=8):
    spec = GAMES["trickle"]
    scene = spec.make_scene(2, 5, spec.default_options(), autosave=False)
    app.push(scene)
    step(app, 2)
    scene.advance_random(moves, random.Random(3))
    step(app, 2, 0.5)
    return scene


def other_move(line, k):
    return next(m for m in line.positions[k].legal_moves() if str(m) != str(line.moves[k]))


def record_file(app, tmp_path):
    scene = played_game(app)
    path = str(tmp_path / "game.hexrec")
    record.write_file(path, record.record_of(scene.match))
    app.home()       # (the game scene goes: a viewer of its line is what is tested)
    rebuilt = record.read_file(path, GAMES)
    line = Line.of_rebuilt(rebuilt)
    line.keep = review.file_keeper(path, rebuilt)
    return path, line


def test_a_branch_and_a_mark_set_by_taps_are_written_back_into_the_record_file(app, tmp_path):
    path, line = record_file(app, tmp_path)
    viewer = analysis_scene(line, 3, run=AnalysisRun(line.positions, line.moves, line.spec.engine_module.parse_move,
                                                      seconds=0.05))
    app.push(viewer)
    step(app, 2)
    mode = viewer.mode
    mode.go_to(2)
    press(app, find_button(app, t("analysis.notes.button")))
    step(app, 2)
    assert isinstance(app.scene, NotesOverlay)
    press(app, find_button(app, "?!"))
    press(app, find_button(app, t("analysis.notes.save")))
    step(app, 2)
    assert mode.explorer.tree.main_line()[1].mark == "?!"
    move = other_move(line, 4)
    mode.go_to(4)
    viewer.play(move)
    step(app, 3, 0.3)
    mode.leave_viewer()
    step(app, 2)
    text = open(path, encoding="utf-8").read()
    assert text.startswith("Hexcade record 2") and "Branch:" in text and " ?!  ;" in text
    again = record.read_file(path, GAMES)
    assert again.tree.main_line()[1].mark == "?!" and len(again.tree.branches()) == 1


def test_a_file_changed_meanwhile_is_left_alone_and_the_player_told(app, tmp_path):
    path, line = record_file(app, tmp_path)
    viewer = replay_scene(line, 4)
    app.push(viewer)
    step(app, 2)
    viewer.play(other_move(line, 4))
    step(app, 3, 0.3)
    with open(path, "a", encoding="utf-8") as f:
        f.write("# someone else's line\n")
    before = open(path, encoding="utf-8").read()
    viewer.mode.leave_viewer()
    step(app, 1)
    assert open(path, encoding="utf-8").read() == before
    assert app.scene is viewer                  # said where the player is
    assert viewer.message.startswith(t("records.viewer.not_kept", reason="").split(":")[0])
    viewer.mode.leave_viewer()                  # Back again leaves, the file still as someone else left it
    assert app.scene is not viewer and open(path, encoding="utf-8").read() == before


def test_a_branch_made_in_a_review_of_the_game_stays_with_its_match(app):
    scene = played_game(app)
    review.open_review(scene, 4)
    step(app, 2)
    viewer = app.scene
    line = viewer.mode.line
    viewer.play(other_move(line, 4))
    step(app, 3, 0.3)
    viewer.mode.leave_viewer()
    step(app, 2)
    assert app.scene is scene
    assert scene.match.tree is not None and len(scene.match.tree.branches()) == 1
    assert len(scene.match.history) == 8          # the game itself is as it was
