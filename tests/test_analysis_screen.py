"""The analysis screen (ui/play/analysismode.py, issue 24): the replay viewer's Analyse button opens the same
viewer analysed by the worker process a position at a time; the graph fills in, moves are marked by the drop in
their mover's chance, the better move is ringed on the board, a tap on the graph goes to its move, and leaving
cancels what is still asked."""
import random
import time

import pytest

from games import GAMES
from tests.uihelpers import click, find_button, press, step
from ui.base.lang import t
from ui.play.analysismode import AnalysisMode, analysis_scene
from ui.play.analysisrun import AnalysisRun
from ui.play import review
from ui.play.replay import Line, replay_scene
from ui.play.thinker import THINKER


def short_line(app, key_name="tumbleweed", moves=8, options=None):
    spec = GAMES[key_name]
    scene = spec.make_scene(2, 5, dict(spec.default_options(), **(options or {})), autosave=False)
    app.push(scene)
    step(app, 2)
    scene.advance_random(moves, random.Random(3))
    step(app, 3, 0.5)
    return Line.of_match(spec, scene.match, 2)


def wait_for(app, mode, seconds=60.0):
    end = time.monotonic() + seconds
    while mode.run.busy and time.monotonic() < end:
        step(app, 1, 0.05)
        time.sleep(0.01)
    assert not mode.run.busy, "the analysis did not finish"


def quick(line):
    """The viewer's analysis with a tiny safety net: every position answered fast (strength is a benchmark's)."""
    return AnalysisRun(line.positions, line.moves, line.spec.engine_module.parse_move, seed=1, seconds=0.05)


def test_the_analyse_button_opens_the_same_viewer_analysed(app):
    line = short_line(app, options={"size": 6})
    app.push(replay_scene(line, 3, analyse=review.analyse_viewer))
    step(app, 3)
    press(app, find_button(app, t("analysis.analyse")))
    step(app, 2)
    assert isinstance(app.scene.mode, AnalysisMode)
    assert app.scene.mode.at == 3 and app.scene.mode.line is line
    app.scene.mode.leave_viewer()


def test_the_graph_fills_in_and_every_position_gets_its_chances(app):
    line = short_line(app, options={"size": 6})
    viewer = analysis_scene(line, 0, run=quick(line))
    app.push(viewer)
    step(app, 2)
    mode = viewer.mode
    assert mode.run.busy and len(mode.points()) < len(line.positions)
    wait_for(app, mode)
    points = mode.points()
    assert set(points) >= set(range(len(line.moves)))
    for chances in points.values():
        assert len(chances) == 2 and abs(sum(chances) - 1) < 1e-6
    step(app, 2)
    assert mode.graph.picture is not None
    # a tap on the graph goes to the position under it
    target = 5
    x = round(mode.graph.x_of(target))
    click(app, (x, mode.graph.rect.centery))
    assert mode.at == target
    assert mode.band_lines()


def test_a_marked_move_says_its_drop_and_the_better_move_is_ringed(app):
    line = short_line(app, options={"size": 6})
    viewer = analysis_scene(line, 0, run=quick(line))
    app.push(viewer)
    mode = viewer.mode
    wait_for(app, mode)
    marked = mode.marks()
    k = min(marked) if marked else 1
    mode.go_to(k)
    step(app, 2)
    words = " ".join(w for w, _ in mode.band_lines())
    verdict = mode.run.verdict(k - 1)
    if marked:
        assert verdict.judgement and ("?" in words)
    mode.show_best()
    step(app, 2)
    shown = mode.run.verdict(mode.at)
    assert viewer.hint.move == shown.best and viewer.hint.points
    mode.show_best()               # again: the rings go
    assert not viewer.hint.points


def test_leaving_cancels_every_request(app):
    line = short_line(app, options={"size": 6})
    viewer = analysis_scene(line, 0, run=quick(line))
    app.push(viewer)
    step(app, 2)
    asked = list(viewer.mode.run.asked)
    assert asked
    viewer.mode.leave_viewer()
    assert all(THINKER.request(rid) is None for rid in asked)
    assert not viewer.mode.run.busy


@pytest.mark.parametrize("kind", ["png", "gif"])
def test_pictures_from_the_viewer_are_made_in_a_process_of_their_own_while_the_frames_go_on(app, kind):
    from PIL import Image
    from ui.play import picturejobs
    line = short_line(app, options={"size": 6}, moves=6)
    viewer = analysis_scene(line, 3, run=quick(line))
    app.push(viewer)
    step(app, 2)
    job = picturejobs.start(kind, line, 3)
    said, frames = None, 0
    while said is None and frames < 2000:
        said = job.step()
        frames += 1
        time.sleep(0.001)
    assert said == t("pictures.saved" if kind == "png" else "pictures.saved_animation",
                     path=job.path), said
    import glob
    import os
    found = glob.glob(os.path.join(os.environ["HEXCADE_SAVE_DIR"], "**", f"*.{kind}"), recursive=True)
    assert found
    with Image.open(found[0]) as img:
        if kind == "gif":
            assert img.n_frames == len(line.positions)
        else:
            assert img.size == (1280, 720)
    assert frames > 1                   # (answered in a later frame: starting it never waited for the picture)
    viewer.mode.leave_viewer()
