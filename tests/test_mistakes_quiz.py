"""Learn from your mistakes (ui/play/mistakes.py, issue 24): an analysed game's significant mistakes of its
people, each as "find a better move", judged by the same analysis; nothing significant is said with why."""
import random
import time


from engine.ai import analysis
from games import GAMES
from tests.uihelpers import step
from ui.base.lang import t
from ui.play import mistakes
from ui.play.analysismode import analysis_scene
from ui.play.analysisrun import AnalysisRun
from ui.play.findmove import PENDING, FindMoveMode
from ui.play.replay import Line


def analysed(app, moves=10):
    spec = GAMES["tumbleweed"]
    scene = spec.make_scene(2, 5, dict(spec.default_options(), size=6), autosave=False)
    app.push(scene)
    step(app, 2)
    scene.advance_random(moves, random.Random(3))
    step(app, 2, 0.5)
    line = Line.of_match(spec, scene.match, 2)
    app.home()       # (the game scene goes: a viewer of its line is what is tested)
    viewer = analysis_scene(line, 0, run=AnalysisRun(line.positions, line.moves, spec.engine_module.parse_move,
                                                     seconds=0.05))
    app.push(viewer)
    while viewer.mode.run.busy:
        step(app, 1, 0.05)
        time.sleep(0.005)
    return viewer


def judged(judge, move, seconds=30.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        answer = judge(move)
        if answer != PENDING:
            return answer
        time.sleep(0.02)
    raise AssertionError("the judge never answered")


def test_random_play_has_significant_mistakes_and_the_quiz_opens_on_the_first(app):
    viewer = analysed(app)
    mode = viewer.mode
    plies = mistakes.significant(mode)
    assert plies, "random moves on a small board give away something"
    for ply in plies:
        assert mode.run.verdict(ply).judgement in ("mistake", "blunder")
    mistakes.open_mistakes(mode)
    step(app, 3)
    quiz = app.scene
    assert isinstance(quiz.mode, FindMoveMode)
    assert str(quiz.state.to_dict()) == str(mode.line.positions[plies[0]].to_dict())
    assert quiz.mode.task.seat == mode.line.movers[plies[0]]
    assert quiz.mode.task.label("all") == t("analysis.quiz_back")   # its band's and menu's way back...
    quiz.mode.all_tasks()
    assert app.scene is viewer                                       # ...is to the analysis


def test_the_quiz_judges_the_best_the_games_own_and_other_moves(app):
    viewer = analysed(app)
    mode = viewer.mode
    ply = mistakes.significant(mode)[0]
    judge = mistakes.QuizJudge(mode, ply)
    verdict = mode.run.verdict(ply)
    assert judge(verdict.best).right                        # the computer's move: at once
    own = judge(mode.line.moves[ply])
    assert own != PENDING and not own.right                 # the game's own mistake: at once
    others = [m for m in mode.line.positions[ply].legal_moves()
              if str(m) not in (str(verdict.best), str(mode.line.moves[ply]))][:2]
    for move in others:
        answer = judged(judge, move)
        assert isinstance(answer.right, bool)
        if not answer.right:                                # a wrong try is refuted by a legal reply
            after = mode.line.positions[ply].clone()
            after.play(move)
            if not after.is_over and answer.line:
                legal = {str(m) for m in after.legal_moves()}
                assert answer.line[0] in legal


def test_only_the_peoples_mistakes_and_none_is_said_with_why(app):
    viewer = analysed(app)
    mode = viewer.mode
    from dataclasses import replace
    mode.line.seats = [s if i == 0 else replace(s, controller="hard") for i, s in enumerate(viewer.seats)]
    assert mistakes.yours(mode.line) == {0}
    assert all(mode.line.movers[p] == 0 for p in mistakes.significant(mode))
    # a game with no significant mistake: said, with the threshold
    for ply in range(mode.total):
        data = dict(mode.run.verdicts[ply])
        data["played_value"] = data["best_value"]
        mode.run.verdicts[ply] = data
        mode.run.forget_parsed()
    assert not mistakes.significant(mode)
    scenes = len(app.scenes)
    mistakes.open_mistakes(mode)
    assert len(app.scenes) == scenes
    drop = dict(analysis.THRESHOLDS)["mistake"]
    assert viewer.message == t("analysis.quiz_none", percent=round(100 * drop))
