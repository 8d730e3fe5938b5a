"""Learn from your mistakes (issue 24): each of your significant mistakes in an analysed game, in turn, as a
position and "find a better move", on the find-the-move mode the puzzles use (ui/play/findmove.py).

Yours: the moves of the game's human seats (all seats when nobody was a computer: a game over the board). A
mistake is significant when the analysis marked it a mistake or a blunder (docs/AI.md, "Analysis"). A move is
judged by the same evaluation as the game was: the computer's best is right at once, the move played in the game
is wrong at once (its refutation is the game's own next best move), any other move is analysed in the worker
process (the frame never waits: the mode asks again each frame) and is right when it gives away less than a
mistake's drop; a wrong one's refutation is the opponent's reply, asked of the worker too. The answer is shown on
request (Show me) or after two tries, as in a puzzle.
"""
from __future__ import annotations

from dataclasses import replace

from engine.ai import analysis, engine_name
from ui.base.lang import t
from ui.base.seats import HUMAN
from ui.play.findmove import PENDING, FindMoveMode, Task, Verdict
from ui.play.thinker import ANALYSE, THINKER

SIGNIFICANT = ("mistake", "blunder")
MISTAKE_DROP = dict((name, drop) for name, drop in analysis.THRESHOLDS)["mistake"]
REPLY_LEVEL = "medium"       # who refutes a wrong try: the hint's strength, an answer within a second


def yours(line) -> set:
    """The seats whose mistakes are practised: the people's (every seat when no seat was a computer)."""
    seats = line.seats or []
    people = {i for i, s in enumerate(seats) if s.controller == HUMAN}
    return people if people else set(range(line.players))


def significant(mode) -> list[int]:
    """The plies (positions before the move) of your significant mistakes, in the game's order."""
    mine = yours(mode.line)
    out = []
    for ply in range(mode.total):
        verdict = mode.run.verdict(ply)
        if verdict is not None and verdict.judgement in SIGNIFICANT and mode.line.movers[ply] in mine:
            out.append(ply)
    return out


class QuizJudge:
    """judge(move) for one mistake: right, wrong, or PENDING while the worker looks (asked again each frame)."""

    def __init__(self, mode, ply: int):
        self.line = mode.line
        self.ply = ply
        self.verdict = mode.run.verdict(ply)
        self.after = mode.run.verdict(ply + 1) if ply + 1 < mode.total else None
        self.asked: dict[str, tuple] = {}       # a try's notation -> ("analyse", rid) / ("reply", rid) / Verdict

    def __call__(self, move):
        key = str(move)
        if key == str(self.verdict.best):
            return Verdict(True, tuple(str(m) for m in self.verdict.line[1:]))
        if key == str(self.line.moves[self.ply]):
            reply = self.after.best if self.after is not None else None
            return Verdict(False, (str(reply),) if reply is not None else (), t("analysis.quiz_same"))
        state = self.line.positions[self.ply]
        known = self.asked.get(key)
        if isinstance(known, Verdict):
            return known
        if known is None:
            rid = THINKER.ask(engine_name(state), state.to_dict(), ANALYSE, self.ply, None, played=key)
            self.asked[key] = ("analyse", rid)
            return PENDING
        THINKER.poll()
        kind, rid = known
        req = THINKER.request(rid)
        if req is None or not req.done:
            if req is None:                  # (dropped: ask again)
                del self.asked[key]
            return PENDING
        THINKER.forget(rid)
        if req.error is not None:
            verdict = Verdict(False, (), t("analysis.quiz_unjudged"))
        elif kind == "analyse":
            judged = analysis.verdict_from_data(req.answer, self.parse)
            if judged.drop < MISTAKE_DROP:
                verdict = Verdict(True, (), t("analysis.quiz_also_good"))
            else:
                after = state.clone()
                after.play(move)
                if after.is_over or after.current_player is None:
                    verdict = Verdict(False, ())
                else:
                    reply = THINKER.ask(engine_name(after), after.to_dict(), REPLY_LEVEL, self.ply)
                    self.asked[key] = ("reply", reply)
                    return PENDING
        else:
            verdict = Verdict(False, (req.answer,) if req.answer else ())
        self.asked[key] = verdict
        return verdict

    def parse(self, text: str):
        return self.line.spec.engine_module.parse_move(text)

    def cancel(self) -> None:
        for known in self.asked.values():
            if isinstance(known, tuple):
                THINKER.cancel(known[1])


def open_mistakes(mode) -> None:
    """From the analysis viewer: the first of your significant mistakes, or why there are none."""
    plies = significant(mode)
    if not plies:
        mode.scene.say(t("analysis.quiz_none", percent=round(100 * MISTAKE_DROP)), 5.0)
        return
    mode.run.cancel()
    mode.scene.app.push(quiz_scene(mode, plies, 0))


def quiz_scene(mode, plies: list[int], index: int):
    line = mode.line
    ply = plies[index]
    judge = QuizJudge(mode, ply)
    seat = line.movers[ply]
    state = line.positions[ply].clone()
    played = mode.written(ply, line.moves[ply])
    task = Task(state=state, goal=t("analysis.quiz_goal", n=ply + 1, move=played), judge=judge,
                answer=lambda: str(judge.verdict.best), seat=seat,
                title=t("analysis.quiz_title", n=index + 1, total=len(plies)),
                labels={"next": t("analysis.quiz_next"), "all": t("analysis.quiz_back")})
    quiz = FindMoveMode(line.spec, task)

    def swap(make) -> None:
        judge.cancel()
        scene = quiz.scene
        scene.resume()
        scene.app.replace(make())

    def back() -> None:
        judge.cancel()
        app = quiz.scene.app
        while app.scene is not mode.scene and len(app.scenes) > 1:     # (the quiz, and a menu over it)
            app.pop()
        mode.run.resume()

    if index + 1 < len(plies):
        task.next_task = lambda: swap(lambda: quiz_scene(mode, plies, index + 1))
    task.again_task = lambda: swap(lambda: quiz_scene(mode, plies, index))
    task.all_tasks = back
    seats = [replace(s, controller=HUMAN) for s in line.seats] if line.seats else None   # (nobody's computer)
    scene = line.spec.make_scene(line.players, line.seed, line.options, state=state, seats=seats,
                                 table=mode.scene.table, mode=quiz, autosave=False)
    return scene
