"""Explore (ui/play/explore.py, issue 24): in the replay viewer any other move may be played from any position,
by taps; it makes a branch of the line's tree that the viewer follows; stepping back out of it shows the game
again, and playing the branch's move again steps back in (no second branch). The analysis follows the
variation shown."""
import random

import pytest

from games import GAMES
from tests.uihelpers import click, step
from ui.base.lang import t
from ui.play.analysismode import analysis_scene
from ui.play.analysisrun import AnalysisRun
from ui.play.replay import Line, replay_scene


def line_of(app, key_name, moves=10, options=None, players=2):
    spec = GAMES[key_name]
    scene = spec.make_scene(players, 5, dict(spec.default_options(), **(options or {})), autosave=False)
    app.push(scene)
    step(app, 2)
    scene.advance_random(moves, random.Random(3))
    step(app, 3, 0.5)
    line = Line.of_match(spec, scene.match, players)
    app.home()       # (the game scene goes: a viewer of its line is what is tested)
    return line


def another_move(line, k):
    played = str(line.moves[k])
    return next(m for m in line.positions[k].legal_moves() if str(m) != played)


def play_by_taps(app, viewer, move):
    for point in viewer.taps_for(move):
        click(app, point)
    step(app, 3, 0.3)


@pytest.mark.parametrize("key_name,options", [("tumbleweed", {"size": 6}), ("trickle", {}), ("icesickle", {})])
def test_another_move_makes_a_branch_the_viewer_follows_and_leaves(app, key_name, options):
    line = line_of(app, key_name, options=options)
    viewer = replay_scene(line, 4)
    app.push(viewer)
    step(app, 3)
    mode = viewer.mode
    move = another_move(line, 4)
    play_by_taps(app, viewer, move)
    assert mode.at == 5 and mode.line is not line
    assert str(mode.line.moves[4]) == str(move) and len(mode.explorer.tree.branches()) == 1
    assert str(viewer.state.to_dict()) == str(mode.line.positions[5].to_dict())
    assert t("records.viewer.in_branch", n=4) in mode.caption_lines()
    # stepping back out of the branch shows the game again, and names the branch there
    mode.back()
    assert mode.at == 4 and mode.line is line
    also = t("records.viewer.branches_here", moves="").split(":")[0]
    assert any(words.startswith(also) for words in mode.caption_lines()[1:])
    mode.forward()
    assert str(viewer.state.to_dict()) == str(line.positions[5].to_dict())     # the game's own move
    # playing the branch's move again steps back into the same branch
    mode.back()
    play_by_taps(app, viewer, move)
    assert mode.line is not line and len(mode.explorer.tree.branches()) == 1


def test_the_games_own_next_move_just_steps_forward(app):
    line = line_of(app, "tumbleweed", options={"size": 6})
    viewer = replay_scene(line, 4)
    app.push(viewer)
    step(app, 3)
    play_by_taps(app, viewer, line.moves[4])
    assert viewer.mode.at == 5 and viewer.mode.line is line
    assert not viewer.mode.explorer.tree.branches()


def test_the_analysis_follows_the_variation_and_keeps_verdicts_on_its_nodes(app):
    line = line_of(app, "tumbleweed", moves=8, options={"size": 6})
    viewer = analysis_scene(line, 3, run=AnalysisRun(line.positions, line.moves,
                                                      line.spec.engine_module.parse_move, seconds=0.05))
    app.push(viewer)
    step(app, 3)
    mode = viewer.mode
    move = another_move(line, 3)
    viewer.play(move)
    step(app, 3, 0.3)
    assert mode.run.positions is mode.line.positions and mode.line is not line
    while mode.run.busy:
        step(app, 1, 0.05)
    branch_nodes = mode.explorer.nodes[1:]
    assert all(node.evaluation for node in branch_nodes)
    assert set(mode.points()) >= set(range(len(mode.line.moves)))
