"""The analysis of a line of play, position by position, in the worker process (ui/play/thinker.py).

Every position before a move is sent as its own request ("analyse", with the move played from it), in the order
of the game, at most IN_FLIGHT at a time so that a request of another kind (a quiz's judgement) never waits
behind the whole game; the answers arrive one by one and the graph fills in as they do. Nothing here waits:
`step()` is called once a frame, polls, and asks for the next positions. `cancel()` drops every request (the
viewer is left, or the line changes), and a run can be resumed from what it already has.

Given the tree's nodes of the line's moves, a verdict is kept on its move's node (Node.evaluation), where a
record saves it, and the nodes' verdicts already there are not asked again.

verdicts[k] is the analysis of the position after k moves (before move k+1), as engine/ai/analysis.py's
verdict data (a dict: what the worker sends, what a record keeps); `verdict(k)` gives the Verdict.
"""
from __future__ import annotations

from engine.ai import analysis, engine_name
from ui.play.thinker import ANALYSE, THINKER

IN_FLIGHT = 2           # requests sent ahead: the worker never idles between two positions, nothing else waits long


class AnalysisRun:
    def __init__(self, positions: list, moves: list, parse_move, seed: int = 0, seconds: float | None = None,
                 known: dict | None = None, nodes: list | None = None):
        self.positions = positions          # positions[k]: the state after k moves
        self.moves = moves                  # moves[k]: the move played from positions[k]
        self.parse_move = parse_move
        self.seed = seed
        self.seconds = seconds
        self.nodes = nodes                  # nodes[k]: the tree's node of moves[k] (engine/gametree.py), or None
        self.verdicts: dict[int, dict] = dict(known or {})
        if nodes:
            self.verdicts.update({k: n.evaluation for k, n in enumerate(nodes) if n.evaluation})
        self.asked: dict[int, int] = {}     # request id -> ply
        self.failed: dict[int, str] = {}    # ply -> why the worker gave no verdict
        self.cancelled = False
        self.changed = True                 # a verdict arrived since the owner last looked (its graph is redrawn)
        self._parsed: dict[int, object] = {}

    @property
    def total(self) -> int:
        return len(self.moves)

    @property
    def done(self) -> bool:
        return all(k in self.verdicts or k in self.failed for k in range(self.total))

    @property
    def busy(self) -> bool:
        return not self.cancelled and not self.done

    def count(self) -> int:
        return len(self.verdicts)

    def next_plies(self) -> list[int]:
        waiting = set(self.asked.values())
        return [k for k in range(self.total) if k not in self.verdicts and k not in self.failed and k not in waiting]

    def step(self) -> None:
        """Once a frame: collect answers, send the next positions. Never blocks."""
        if self.cancelled:
            return
        if self.asked:
            THINKER.poll()
        for rid, ply in list(self.asked.items()):
            req = THINKER.request(rid)
            if req is None:                  # (forgotten elsewhere: ask again)
                del self.asked[rid]
                continue
            if not req.done:
                continue
            del self.asked[rid]
            THINKER.forget(rid)
            if req.error is None and isinstance(req.answer, dict):
                self.verdicts[ply] = req.answer
                self._parsed.pop(ply, None)
                if self.nodes and ply < len(self.nodes):
                    self.nodes[ply].evaluation = req.answer     # (kept in the tree: a record saves it)
            else:
                self.failed[ply] = req.error or "no answer"
            self.changed = True
        for ply in self.next_plies()[:max(0, IN_FLIGHT - len(self.asked))]:
            state = self.positions[ply]
            rid = THINKER.ask(engine_name(state), state.to_dict(), ANALYSE, self.seed + ply, self.seconds,
                              played=str(self.moves[ply]))
            self.asked[rid] = ply

    def cancel(self) -> None:
        for rid in self.asked:
            THINKER.cancel(rid)
        self.asked.clear()
        self.cancelled = True

    def resume(self) -> None:
        self.cancelled = False

    def forget_parsed(self) -> None:
        """The verdicts' data changed (a test, a record read again): parse them anew."""
        self._parsed.clear()

    def verdict(self, ply: int):
        """The Verdict of the position after `ply` moves, or None while it is not in."""
        if ply not in self.verdicts:
            return None
        if ply not in self._parsed:
            self._parsed[ply] = analysis.verdict_from_data(self.verdicts[ply], self.parse_move)
        return self._parsed[ply]


def analyse_now(positions: list, moves: list, seed: int = 0, report=None) -> dict[int, dict]:
    """The whole line analysed here and now (the command line's --analyse --export: no window to keep drawing),
    with the same seeds as the viewer's run, so a file and the screen say the same. report(done, total) after each
    position."""
    from engine.ai import analyse_notation
    out = {}
    for ply, move in enumerate(moves):
        state = positions[ply]
        out[ply] = analyse_notation(engine_name(state), state.to_dict(), str(move), seed + ply)
        if report is not None:
            report(ply + 1, len(moves))
    return out


def annotate(tree, verdicts: dict[int, dict]) -> dict[str, int]:
    """Each main-line move's evaluation kept on its node, and a move the analysis marks signed the way players
    write it (?! ? ??) unless a player has marked it already. Answers how many of each mark."""
    counts = {name: 0 for name, _ in analysis.THRESHOLDS}
    for ply, node in enumerate(tree.main_line()):
        data = verdicts.get(ply)
        if data is None:
            continue
        node.evaluation = data
        judgement = analysis.judge(analysis.verdict_from_data(data, lambda text: text).drop)
        if judgement:
            counts[judgement] += 1
            if not node.mark:
                node.mark = GLYPHS[judgement]
    return counts


GLYPHS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
