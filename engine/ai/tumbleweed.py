"""The Tumbleweed computer player: pruned placements, a safety-weighted territory count, and iterative-deepening
alpha-beta under the level's deadline (RULES.md section 3). Levels: easy chooses softly among the one-ply best
placements; medium, hard and expert deepen as far as their budgets go, each using most of its time (issue 29:
about 0.25, 1.9 and 6.5 s of CPU a move; 3-6 plies on the side-8 board); expert splits its root over the cores the
machine has to spare (`split_search`, engine/ai/helpers.py).

What a position is worth
    The score is owned cells + controlled empty cells. The evaluation counts the same cells, weighted by how
    safe they are: an empty cell by the margin of line of sight that holds it; a stack by whether the opponent
    sees it with more than its height (it hangs: whoever moves next decides its fate), with exactly its height
    (one more line takes it) or less. Every term depends on one cell only, so the value is a sum over cells of
    a table entry (owner, red LOS, white LOS, height, cap), where cap is how many lines reach the cell at all (a
    stack that tall can never be taken). The table holds two values per entry, red to move and white to move,
    packed in a complex number. A placement changes only the cells on the six lines through it, up to the
    first stack on each, so its effect on the value is found by walking those lines (`_gain`) without playing
    it: that is the move ordering, and at the horizon the leaf values. At the horizon the mover is credited
    with only a share of its best placement's gain (nobody answers it there): crediting all of it made every
    odd depth look a whole free move better than the even ones.

Pointless placements (never considered while a useful one exists; `pointless(state, move)` says why)
    * suicidal: the opponent sees the cell with more than the new stack's height and can take it at once;
    * reinforcing an unthreatened stack: the opponent sees it with less than its height (it is not even one
      line from danger), or it is already as tall as the number of lines that reach its cell;
    * a stack that can't be beaten anyway and changes nothing: an empty cell every line of which ends at one
      of the mover's own stacks (the new stack would be as tall as the lines that reach it and would take no
      line of sight from anyone).
    With no useful placement left the player passes.

Search
    Negamax alpha-beta, deepened one ply at a time while the budget and the deadline last; the previous depth's
    order at the root, killer moves and the one-ply gain below it; below the root only the `beam` best
    placements by gain (and the pass) are searched. Game ends are exact: a pass that ends the game, and a stale
    turn that ends it through the game-end reminder, are scored as final (a win is worth WIN + margin), so the
    player passes to end a won game and plays on rather than end a lost one. Budgets count units of work that
    follow the CPU time (`node_cost`), so a seed gives the same move and a level takes about as long on every
    position; the deadline is the safety net.

Setup and the pie rule
    The neutral stack (free setup) goes in the centre. The host plays an opening from OPENINGS, turned by a
    random symmetry of the board: a red stone near the rim and the white stone that makes the position most
    nearly even for red, who moves first, since the guest will take the better side (for a red stone not in
    the table, e.g. after a human host, it screens every white stone). The guest searches the position with red
    to move and takes red when it is worth at least as much as white.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from itertools import compress
from operator import gt

from engine import hexgrid
from engine import tumbleweed as tw
from engine.ai import helpers, search

RED, WHITE, NEUTRAL, EMPTY = tw.RED, tw.WHITE, tw.NEUTRAL, tw.EMPTY
WIN = search.WIN
STALE_END = tw.REMINDER_AFTER + tw.AUTO_END_AFTER

# ---- the evaluation table -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Weights:
    """The evaluation's weights, in cells (one point of score). Set by judgement and checked only coarsely in
    self-play (20-game matches between variants could not tell small changes apart); the two structural
    choices, reply_share over a constant tempo and pruning over weighting, were what mattered."""
    control: tuple = (0.0, 0.75, 0.95, 1.0)   # an empty cell held by a LOS margin of 1, 2, 3+
    stack_edge: float = 0.9                    # own stack the opponent sees with exactly its height
    hang_rescue: float = 0.45                  # own hanging stack, owner to move and able to reinforce it
    hang_lost: float = -0.4                    # own hanging stack, owner to move but unable to save it
    hang_taken: float = -0.6                   # own hanging stack, opponent to move (its capture would hold)
    hang_recapture: float = 0.5                # own hanging stack, opponent to move, capture would be retaken
    tempo: float = 0.0                         # the side to move
    reply_share: float = 0.5                   # at the horizon, the share of the mover's best gain credited

    def stack(self, mine: int, theirs: int, h: int, cap: int, owner_moves: bool) -> float:
        """A stack's worth to its owner: 1 when safe, less as the opponent's line of sight on it grows."""
        if theirs <= h:
            if theirs == h and h < cap:
                return self.stack_edge
            return 1.0
        if owner_moves:
            return self.hang_rescue if mine >= theirs else self.hang_lost
        return self.hang_recapture if mine > theirs else self.hang_taken

    def cell(self, o: int, r: int, w: int, h: int, cap: int, mover: int) -> float:
        """One cell's value for red (white's is the negative) with `mover` to move."""
        if o == EMPTY:
            if r > w:
                return self.control[min(r - w, 3)]
            if w > r:
                return -self.control[min(w - r, 3)]
            return 0.0
        if o == NEUTRAL:
            return 0.0
        if o == RED:
            return self.stack(r, w, h, cap, mover == RED)
        return -self.stack(w, r, h, cap, mover == WHITE)

    def table(self) -> dict:
        """(owner, red LOS, white LOS, height, cap) -> value for red with red to move + 1j * with white to move."""
        t = {}
        for o in (EMPTY, RED, WHITE, NEUTRAL):
            for r in range(7):
                for w in range(7):
                    for h in range(7):
                        for cap in range(7):
                            t[(o, r, w, h, cap)] = complex(self.cell(o, r, w, h, cap, RED),
                                                           self.cell(o, r, w, h, cap, WHITE))
        return t


class Eval:
    """A compiled evaluation: the value table, its per-line changes (for `_gain`), the tempo and the share."""

    def __init__(self, weights: Weights = Weights()):
        self.weights = weights
        self.tempo = weights.tempo
        self.share = weights.reply_share

    def __getattr__(self, name: str):
        """The tables are compiled when a search first reads them, not when the module is imported: they are
        5 MB of Python objects, and the app's own process imports this module (a finished game's chances in the
        analysis viewer) without ever searching (issue 28's memory)."""
        if name in ("V", "empty_delta", "stack_delta"):
            self._compile()
            return self.__dict__[name]
        raise AttributeError(name)

    def _compile(self) -> None:
        self.V = self.weights.table()
        # What one more line of sight for one colour (and, behind a new stack, one fewer for the other) does to
        # a cell's value, for (gaining colour, losing colour or None): EMPTY[a][b] for an empty cell seen a
        # times by red and b by white, STACK[(owner, a, b, height, cap)] for a stack.
        self.empty_delta, self.stack_delta = {}, {}
        for gained in (RED, WHITE):
            for lost in (None, 1 - gained):
                dr = (gained == RED) - (lost == RED)
                dw = (gained == WHITE) - (lost == WHITE)
                ok = range(7)
                self.empty_delta[gained, lost] = [
                    [self.V[(EMPTY, a + dr, b + dw, 0, 6)] - self.V[(EMPTY, a, b, 0, 6)]
                     if a + dr in ok and b + dw in ok else 0j for b in range(7)] for a in range(7)]
                self.stack_delta[gained, lost] = {
                    (o, a, b, h, cap): self.V[(o, a + dr, b + dw, h, cap)] - self.V[(o, a, b, h, cap)]
                    for o in (RED, WHITE, NEUTRAL) for a in range(7) for b in range(7) for h in range(7)
                    for cap in range(7) if a + dr in ok and b + dw in ok}


DEFAULT = Eval()

_CAPS: dict[int, list[int]] = {}


def _caps(state) -> list[int]:
    """Per cell: how many of the six lines from it hold any cell (the most stacks that can ever see it)."""
    side = state.size
    caps = _CAPS.get(side)
    if caps is None:
        caps = _CAPS[side] = [sum(1 for ray in rays if ray) for rays in state.geometry.rays]
    return caps


_ZOBRIST: dict[int, tuple] = {}
_EXACT, _LOWER, _UPPER = 0, 1, 2


def _zobrist(state) -> tuple:
    """Random keys per board side: (per cell, per (owner, height)), turn, passes, stale turns, placed flags."""
    side = state.size
    z = _ZOBRIST.get(side)
    if z is None:
        rng = random.Random(side)
        bits = lambda: rng.getrandbits(64)   # noqa: E731
        cells = [{(o, h): bits() for o in (EMPTY, RED, WHITE, NEUTRAL) for h in range(7)}
                 for _ in state.geometry.cells]
        z = _ZOBRIST[side] = (cells, bits(), [bits() for _ in range(3)], [bits() for _ in range(STALE_END + 1)],
                              [[bits(), bits()], [bits(), bits()]])
    return z


def _key(state) -> int:
    """The position's key for the transposition table (stacks, turn and the counters that can end the game)."""
    cells, turn, passes, stale, placed = _zobrist(state)
    k = 0
    for table, o, h in zip(cells, state.owners, state.heights):
        k ^= table[(o, h)]
    k ^= turn if state.turn == WHITE else 0
    k ^= passes[min(state.passes_in_a_row, 2)] ^ stale[min(state.stale_turns, STALE_END)]
    return k ^ placed[RED][state.placed[RED]] ^ placed[WHITE][state.placed[WHITE]]


def _child_key(key: int, state, child, i: int | None) -> int:
    """The key of `child`, which is `state` after one move (a placement on cell i, or a pass when i is None)."""
    cells, turn, passes, stale, placed = _zobrist(state)
    k = key ^ turn
    if i is not None:
        k ^= cells[i][(state.owners[i], state.heights[i])] ^ cells[i][(child.owners[i], child.heights[i])]
    k ^= passes[min(state.passes_in_a_row, 2)] ^ passes[min(child.passes_in_a_row, 2)]
    k ^= stale[min(state.stale_turns, STALE_END)] ^ stale[min(child.stale_turns, STALE_END)]
    for c in (RED, WHITE):
        k ^= placed[c][state.placed[c]] ^ placed[c][child.placed[c]]
    return k


def _total(state, ev: Eval = DEFAULT) -> complex:
    """The whole board's value for red: real part with red to move, imaginary with white to move."""
    s0, s1 = state.sight
    return sum(map(ev.V.__getitem__, zip(state.owners, s0, s1, state.heights, _caps(state))), 0j)


def _static(total: complex, mover: int, tempo: float) -> float:
    """The value for `mover` of a position worth `total` (for red) with `mover` to move."""
    return total.real + tempo if mover == RED else tempo - total.imag


def _final(state) -> float:
    """An ended game's value for red: the win (or loss) first, then the margin."""
    own, ctrl = state.owned_counts, state.controlled_counts
    diff = own[RED] + ctrl[RED] - own[WHITE] - ctrl[WHITE]
    return diff + (WIN if diff > 0 else -WIN if diff < 0 else 0.0)


def _gain(state, i: int, col: int, ev: Eval) -> complex:
    """What placing `col`'s stack on cell i adds to the board's value (both packed values), without playing it.

    The stack's height is col's LOS at i; who sees i does not change. An empty cell: along each line, the
    cells up to the first stack gain col's sight and lose that of the first stack behind i on the opposite
    line (if it is the other player's; behind one of col's own the line changes nothing). A replaced stack
    of another colour: the same cells gain col's sight and lose its owner's. A reinforcement changes the
    cell's height only. (The hot loop of the search: kept plain on purpose.)"""
    return _gain_in(_lines(state), i, col, ev)


def _lines(state) -> tuple:
    """What `_gain_in` reads, fetched from the state's public view once per position rather than once per
    placement: (owners, heights, red sight, white sight, caps, rays), the engine's own lists (no copies)."""
    s0, s1 = state.sight
    return state.owners, state.heights, s0, s1, _caps(state), state.geometry.rays


def _gain_in(lines: tuple, i: int, col: int, ev: Eval) -> complex:
    """`_gain` over the lists of `_lines(state)`: the search's hot loop calls this once per placement."""
    owner, height, s0, s1, caps, all_rays = lines
    o = owner[i]
    r, w, c = s0[i], s1[i], caps[i]
    V = ev.V
    g = V[(col, r, w, r if col == RED else w, c)] - V[(o, r, w, height[i], c)]
    if o == col:
        return g
    rays = all_rays[i]
    opp = 1 - col
    if o != EMPTY:
        lost = opp if o == opp else None
        E, S = ev.empty_delta[col, lost], ev.stack_delta[col, lost]
        for ray in rays:
            for j in ray:
                if owner[j] != EMPTY:
                    g += S[(owner[j], s0[j], s1[j], height[j], caps[j])]
                    break
                g += E[s0[j]][s1[j]]
        return g
    # An empty cell: first where each line's first stack is, then each line changes as the opposite one says.
    ends, firsts = [], []
    for ray in rays:
        k, f = 0, EMPTY
        for j in ray:
            if owner[j] != EMPTY:
                f = owner[j]
                break
            k += 1
        ends.append(k)
        firsts.append(f)
    for d in range(6):
        behind = firsts[d - 3]
        if behind == col:
            continue
        lost = opp if behind == opp else None
        E = ev.empty_delta[col, lost]
        ray, k = rays[d], ends[d]
        for j in ray[:k]:
            g += E[s0[j]][s1[j]]
        if firsts[d] != EMPTY:
            j = ray[k]
            g += ev.stack_delta[col, lost][(owner[j], s0[j], s1[j], height[j], caps[j])]
    return g


# ---- which placements are worth considering -----------------------------------------------------------------

def _useful_cells(state, col: int) -> list[int]:
    """Cells where `col` may place and the placement is not pointless (see the module docstring)."""
    me, op = state.sight[col], state.sight[1 - col]
    owner, height, caps = state.owners, state.heights, _caps(state)
    # Capture delay (option): the opponent's last placement is not the mover's to place on this turn.
    delayed = state.delayed_cell() if col == state.turn else None
    skip = -1 if delayed is None else state.geometry.index[delayed]
    out = []
    for i in compress(range(len(owner)), map(gt, me, height)):
        if i == skip:
            continue
        m, b = me[i], op[i]
        if b > m:
            continue                                  # suicidal: taken straight back
        o = owner[i]
        if o == col:
            h = height[i]
            if b < h or h >= caps[i]:
                continue                              # reinforcing a stack nobody threatens
        elif o == EMPTY and m == caps[i]:
            continue                                  # unbeatable anyway, and it changes no line of sight
        out.append(i)
    return out


def pointless(state, move) -> str | None:
    """Why a legal placement is pointless for the player to move ('suicidal', 'unthreatened', 'unbeatable'),
    or None when it is worth considering (and for anything that is not a placement in the 'play' phase)."""
    if state.phase != "play" or not isinstance(move, tw.Place):
        return None
    col = state.turn
    i = state.geometry.index[move.cell]
    me, op = state.sight[col][i], state.sight[1 - col][i]
    h, o, cap = state.heights[i], state.owners[i], _caps(state)[i]
    if me <= h or move.cell == state.delayed_cell():
        return None                                   # not legal at all
    if op > me:
        return "suicidal"
    if o == col and (op < h or h >= cap):
        return "unthreatened"
    if o == EMPTY and me == cap:
        return "unbeatable"
    return None


def useful_moves(state) -> list:
    """The placements the player to move would consider, and the pass."""
    cells = state.geometry.cells
    return [tw.Place(cells[i]) for i in _useful_cells(state, state.turn)] + [tw.PASS]


def evaluate(state, seat: int, ev: Eval = DEFAULT) -> float:
    """The position's value for `seat` in cells (an ended game: beyond +-WIN)."""
    if state.is_over:
        v = _final(state)
        return v if state.colour_of(seat) == "red" else -v
    col = state.colour_index(seat)
    v = _static(_total(state, ev), state.turn, ev.tempo)
    return v if col == state.turn else -v


# ---- the search -------------------------------------------------------------------------------------------

class _OutOfTime(Exception):
    pass


# What a search costs, in units of one placement valued on an empty board (`node_cost`). Measured on the side-8
# board over the positions of seeded games (2026-12-07, CPU time of hard's searches, least squares): a placement
# costs 0.94 + 3.96 x (the board's empty share) microseconds, since its lines run on until the first stack; a
# node's own work (the clone and play that reach it, finding its useful cells) 25 microseconds; a placement
# played out exactly near the end (a clone, a play and a whole-board value) 21 more. Counting placements alone,
# one budget took 3.5 to 6.2 microseconds a unit, 1.8 to 3.5 s for hard: the open boards of the opening and
# the exact ends ran past the deadline, which then cut the search, and the move depended on the machine.
PLACEMENT_FULL, PLACEMENT_EMPTY = 0.19, 0.81     # a placement's units: on a full board, and more per empty share
NODE_UNITS = 5
EXACT_UNITS = 4


def node_cost(state, placements: int, exact: bool) -> int:
    """The units a node of the search costs: its own work and its placements' (see above)."""
    owners = state.owners
    each = PLACEMENT_FULL + PLACEMENT_EMPTY * owners.count(EMPTY) / len(owners) + (EXACT_UNITS if exact else 0)
    return NODE_UNITS + int(placements * each + 0.5)


class _Search:
    """Iterative-deepening negamax over (state, packed value) with alpha-beta."""

    def __init__(self, deadline: search.Deadline, budget: int = 1 << 60, beam: int = 0, ev: Eval = DEFAULT,
                 use_table: bool = True):
        self.deadline = deadline
        self.budget = budget
        self.beam = beam
        self.ev = ev
        self.work = 0
        self.killers: dict[int, list] = {}
        self.table: dict[int, tuple] = {}      # key -> (depth, value, bound, best move)
        self.use_table = use_table
        self.member_work: list[int] = []      # after root(): units of work of each member of its team

    def _tick(self, n: int) -> None:
        self.work += n
        if self.work > self.budget or ((self.work & 255) < n and self.deadline.expired()):
            raise _OutOfTime

    def children(self, state, total: complex, tick: bool = True):
        """[(value for the mover after the move, move, packed value after it or None if the game ends)], the
        pass included, best first. `tick` counts the work (and may stop the search); the root's list is always
        made whole."""
        col = state.turn
        opp = 1 - col
        places = state.geometry.places
        tempo = self.ev.tempo
        sign = 1.0 if col == RED else -1.0
        cand = _useful_cells(state, col)
        # Near an automatic end (the reminder's last stale turn, or almost nothing left to place) play the moves
        # out on the engine so that the end is scored exactly.
        exact = (state.options["end_reminder"] and state.stale_turns + 1 >= STALE_END) or \
            state.placement_counts[0] + state.placement_counts[1] <= 4
        if tick:
            self._tick(node_cost(state, len(cand), exact))
        # The pass comes first so that it wins ties: a placement worth no more than passing is not played.
        if state.pass_ends_game():
            out = [(sign * _final(state), tw.PASS, None)]
        else:
            out = [(-_static(total, opp, tempo), tw.PASS, total)]
        lines = _lines(state)
        for i in cand:
            if exact:
                child = state.clone()
                child.play(places[i])
                if child.is_over:
                    out.append((sign * _final(child), places[i], None))
                    continue
                t = _total(child, self.ev)
            else:
                t = total + _gain_in(lines, i, col, self.ev)
            out.append((-_static(t, opp, tempo), places[i], t))
        out.sort(key=lambda x: -x[0])
        return out

    def _value(self, state, key, move, v0, t, depth, alpha, beta) -> float:
        """The mover's value of one child searched to `depth` more plies."""
        if t is None:
            return v0
        child = state.clone()
        child.play(move)
        if child.is_over:
            return _final(child) if state.turn == RED else -_final(child)
        i = None if move is tw.PASS else state.geometry.index[move.cell]
        return -self.negamax(child, _child_key(key, state, child, i), t, depth, -beta, -alpha)

    def open_value(self, state, key, move, v0, t, depth) -> float:
        """One child's value searched with an open window (the analysis values the played move so)."""
        return self._value(state, key, move, v0, t, depth, -math.inf, math.inf)

    def negamax(self, state, key: int, total: complex, depth: int, alpha: float, beta: float) -> float:
        hit = self.table.get(key) if self.use_table else None
        if hit is not None and hit[0] >= depth:
            _, v, bound, _ = hit
            if bound == _EXACT or (bound == _LOWER and v >= beta) or (bound == _UPPER and v <= alpha):
                return v
        kids = self.children(state, total)
        if depth <= 1:
            # The horizon: the mover's best placement is not answered any more, so only a share of its gain
            # is credited (all of it would make every odd depth look one free move better than the even).
            best = kids[0][0]
            if abs(best) < WIN / 2:
                here = _static(total, state.turn, self.ev.tempo)
                best = here + self.ev.share * (best - here)
            self.table[key] = (1, best, _EXACT, kids[0][1])
            return best
        ordered = kids[:self.beam]
        if all(k[1] is not tw.PASS for k in ordered):
            ordered += [k for k in kids[self.beam:] if k[1] is tw.PASS]
        # The best move found here before (an earlier depth), then the killers, then the beam by gain.
        first = dict.fromkeys(([hit[3]] if hit is not None else []) + self.killers.get(depth, []))
        if first:
            front = [k for m in first for k in kids if k[1] == m]
            ordered = front + [k for k in ordered if k[1] not in first]
        alpha0, best, best_move = alpha, -math.inf, None
        for v0, move, t in ordered:
            v = self._value(state, key, move, v0, t, depth - 1, alpha, beta)
            if v > best:
                best, best_move = v, move
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        ks = self.killers.setdefault(depth, [])
                        if move not in ks:
                            ks.insert(0, move)
                            del ks[2:]
                        break
        bound = _LOWER if best >= beta else _UPPER if best <= alpha0 else _EXACT
        self.table[key] = (depth, best, bound, best_move)
        return best

    def searched(self, state, key: int, kids: list, depth: int) -> tuple[dict, bool]:
        """{move: value for the mover} of root moves `kids` searched to `depth`, in their order, each against the
        best found before it (the first with an open window), and whether every one was searched before the
        budget or the deadline ran out."""
        values = {}
        alpha = -math.inf
        try:
            for v0, move, t in kids:
                v = self._value(state, key, move, v0, t, depth - 1, alpha, math.inf)
                values[move] = v
                if v > alpha:
                    alpha = v
        except _OutOfTime:
            return values, False
        return values, True

    def root(self, state, max_depth: int = 64, root_width: int | None = None, team: helpers.Team | None = None):
        """(best move, value for the mover, completed depth, [(value, move)] best first). With a team of more
        than one (`split_search`), the root's moves are dealt round it and the others' values merged after every
        depth; `member_work` then holds each member's units of work."""
        total = _total(state, self.ev)
        key = _key(state)
        kids = self.children(state, total, tick=False)
        if root_width is not None and len(kids) > root_width:
            kids = kids[:root_width] + [k for k in kids[root_width:] if k[1] is tw.PASS]
        ranked = [(v, m) for v, m, _ in kids]
        best_move, best_value, done = kids[0][1], kids[0][0], 1
        self.member_work = [self.work]
        if len(kids) == 1:
            return best_move, best_value, done, ranked
        n = 1 if team is None else min(team.size, len(kids))
        others = _Others(team, n, state, kids, self) if n > 1 else None
        mine = kids if others is None else kids[0::n]
        for depth in range(2, max_depth + 1):
            if others is not None:
                others.ask(depth)
            values, whole = self.searched(state, key, mine, depth)
            if others is not None:
                whole = others.gather(values) and whole
            if not whole:
                # A depth cut short still counts once its first move (the previous best) is searched: a move
                # found better than that was searched with an open window.
                if best_move in values:
                    move = max(values, key=values.get)
                    best_move, best_value = move, values[move]
                break
            if mine is not kids:
                mine.sort(key=lambda k: -values[k[1]])
            kids.sort(key=lambda k: -values[k[1]])
            best_move, best_value, done = kids[0][1], values[kids[0][1]], depth
            ranked = [(values[m], m) for _, m, _ in kids]
            if abs(best_value) >= WIN / 2:
                break
        self.member_work = [self.work] + (others.work if others is not None else [])
        return best_move, best_value, done, ranked


# ---- levels -----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Level:
    budget: int              # units of work a move (`node_cost`; side 8, scaled by the board's cell count)
    beam: int                # placements searched below the root, best first by their one-ply gain
    max_depth: int = 64
    root_width: int | None = None   # most placements searched at the root (None: every useful one)
    setup_refine: int = 0    # white-stone candidates the host searches more deeply
    parallel: bool = False   # split the root over the cores to spare (engine/ai/helpers.py), each with the budget


# Budgets, in units of work (`node_cost`; issue 29). On an unloaded core of this 2-core machine a unit costs about
# 4.6 to 5.3 microseconds at every stage of a game (tests/benchmarks/bench_tumbleweed_time.py; the same searches
# repeated differ by up to a tenth here, and a few positions cost up to 7), so medium stops at about 0.25 s of CPU,
# hard at about 1.9 s and expert at about 6.5 s, a fifth inside their deadlines (85% of 1, 3 and 10 s: 0.85, 2.55
# and 8.5 s), which are the safety net for a slower or loaded machine. (Hard's 500k and expert's 1.8M
# placements, counted before the units, took 2.3-2.9 s and 8-10 s in the opening: the app's deadline cut them.)
# Every board side costs about as much per unit; the budgets of sides 10 and 11 are scaled down by the square root
# of the cell count, since their positions are wider (`budget_scale`).
# Medium is kept two plies below hard (side 8: 3-4 plies against 5; side 6: 4 against 6) because with one ply
# between them (medium at 150k) hard beat it in only 11 of 20 games at side 6: the ladder's step (docs/AI.md)
# matters more than medium using all of its second. Expert splits its root over the cores to spare, each process
# with the whole budget (engine/ai/helpers.py).
LEVELS = {
    "medium": Level(budget=50_000, beam=8),
    "hard": Level(budget=400_000, beam=10, setup_refine=6),
    "expert": Level(budget=1_400_000, beam=14, setup_refine=10, parallel=True),
}
EASY_TEMPERATURE = 0.8
SETUP_SCREEN = {"easy": 24, "medium": 60, "hard": 400, "expert": 400}   # white-stone cells screened


def budget_scale(state) -> float:
    """What a level's side-8 budget is multiplied by on this board: the square root of 169 over the cells on a
    bigger board (its positions are wider), never more than 1 on a smaller one. A placement costs about the same
    on side 6 as on side 8 (about 200 000 units a second either way), and the beam keeps every ply below the root as
    narrow, so a bigger budget there only bought time: hard's 680k at side 6 took about 2 s of CPU a move, its
    worst 3.3 s, past its 2.55 s deadline, which then cut it and the move stopped being repeatable by seed."""
    return min(1.0, (169 / len(state.owners)) ** 0.5)


def search_move(state, level: Level, deadline: search.Deadline, ev: Eval = DEFAULT):
    """(best move, its value for the mover, completed depth, ranked) of a search with the level's settings; a
    parallel level on a machine with cores to spare splits its root moves over that many processes."""
    budget = int(level.budget * budget_scale(state))
    workers = helpers.workers() if level.parallel else 1
    if workers > 1:
        return split_search(state, level, budget, deadline, ev, helpers.team(workers))[:4]
    return solo_search(state, level, deadline, ev)[:4]


def solo_search(state, level: Level, deadline: search.Deadline, ev: Eval = DEFAULT):
    """(best move, its value for the mover, completed depth, ranked, units of work spent): one process's search
    with the level's budget, whatever the level says about helpers (tests/benchmarks/bench_tumbleweed_time.py
    times it against the units)."""
    s = _Search(deadline, int(level.budget * budget_scale(state)), level.beam, ev)
    return (*s.root(state, level.max_depth, level.root_width), s.work)


# ---- the root split over several processes (expert on a machine with cores to spare) -------------------------

def split_search(state, level: Level, budget: int, deadline: search.Deadline, ev: Eval, team: helpers.Team):
    """(best move, value, completed depth, ranked, [units of work of each member]): `_Search.root` with
    the root's moves dealt round the team, best first by the one-ply value (so each share holds good moves), each
    share searched by its own process with its own transposition table and the whole budget, one depth at a
    time: after every depth the values are merged and the best is the best of the shares' bests (the other
    values are bounds below their share's best, as in the one-process search). Every member stops at its own
    budget, so the same seed gives the same move for a given team size."""
    s = _Search(deadline, budget, level.beam, ev)
    try:
        return (*s.root(state, level.max_depth, level.root_width, team), s.member_work)
    except (helpers.HelperFailed, OSError):
        # A helper died, raised or hung: the team is stopped (its pipes may hold answers out of step) and this
        # move is searched alone with the time left; the next move starts a new team.
        helpers.discard(team)
        alone = _Search(deadline, budget, level.beam, ev)
        return (*alone.root(state, level.max_depth, level.root_width), alone.member_work)
    except BaseException:
        helpers.discard(team)
        raise


class _Others:
    """The other members of a split root: member k of n takes the root moves k, k + n, ... (`share_begin`), and
    searches them one depth at a time (`share_depth`) while the caller searches the first share."""

    def __init__(self, team: helpers.Team, n: int, state, kids: list, caller: _Search):
        self.team, self.n, self.deadline = team, n, caller.deadline
        self.work = [0] * (n - 1)
        data, end = state.to_dict(), time.time() + caller.deadline.left()
        for k in range(1, n):
            team.send(k, __name__, "share_begin", data, [str(m) for _, m, _ in kids[k::n]], caller.budget,
                      caller.beam, caller.ev.weights, end)
        for k in range(1, n):
            team.receive(k, self.wait())

    def wait(self) -> float:
        return self.deadline.left() + 5.0      # a helper answers within its deadline, or has failed

    def ask(self, depth: int) -> None:
        for k in range(1, self.n):
            self.team.send(k, __name__, "share_depth", depth)

    def gather(self, values: dict) -> bool:
        """Merge the others' values into `values`; whether every share was searched whole."""
        whole = True
        for k in range(1, self.n):
            share_values, share_whole, self.work[k - 1] = self.team.receive(k, self.wait())
            values.update((tw.parse_move(m), v) for m, v in share_values)
            whole = whole and share_whole
        return whole


_EVALS: dict = {}


def share_begin(memo: dict, data: dict, moves: list[str], budget: int, beam: int, weights: Weights,
                end: float) -> int:
    """In a helper: take one share of a split root (its moves as notation) and keep its search in `memo`; `end`
    is the maker's deadline on the wall clock."""
    ev = DEFAULT if weights == DEFAULT.weights else _EVALS.setdefault(weights, Eval(weights))
    state = tw.from_dict(data)
    s = _Search(helpers.deadline_at(end), budget, beam, ev)
    mine = {tw.parse_move(m) for m in moves}
    kids = [k for k in s.children(state, _total(state, ev), tick=False) if k[1] in mine]
    memo["share"] = (s, state, _key(state), kids)
    return len(kids)


def share_depth(memo: dict, depth: int) -> tuple[list, bool, int]:
    """In a helper: search its share one depth deeper; ([(move notation, value)], every move searched, the
    placements it has evaluated for this move so far)."""
    s, state, key, kids = memo["share"]
    values, whole = s.searched(state, key, kids, depth)
    if whole:
        kids.sort(key=lambda k: -values[k[1]])
    return [(str(m), v) for m, v in values.items()], whole, s.work


def one_ply(state, ev: Eval = DEFAULT):
    """[(value for the mover, move)] of every useful placement and the pass, best first."""
    kids = _Search(search.Deadline(60), ev=ev).children(state, _total(state, ev), tick=False)
    return [(v, m) for v, m, _ in kids]


def horizon_value(state, ev: Eval = DEFAULT) -> float:
    """The quickest estimate of the position for the player to move: the static value plus a share of its best
    placement's gain (what the search uses at its horizon; the plain one-ply value overrates having the move)."""
    return _Search(search.Deadline(60), ev=ev).negamax(state, 0, _total(state, ev), 1, -math.inf, math.inf)


def play_move(state, level: str, rng: random.Random, deadline: search.Deadline, ev: Eval = DEFAULT):
    if level == "easy":
        ranked = one_ply(state, ev)
        if ranked[0][1] is tw.PASS:
            return tw.PASS
        # Among the placements worth more than passing (a pass only when it is the best move).
        pass_value = next(v for v, m in ranked if m is tw.PASS)
        return search.pick_softly([(v, m) for v, m in ranked if v > pass_value], rng, EASY_TEMPERATURE)
    return search_move(state, LEVELS[level], deadline, ev)[0]


# ---- setup and the pie choice -------------------------------------------------------------------------------

def _empty_cells(state) -> list:
    return [c for c, o in zip(state.geometry.cells, state.owners) if o == EMPTY]


# The host's opening: (red stone, white stone) pairs, up to the board's symmetry, with the neutral stack in the
# centre, after which the position is even to within one cell for the player who moves first. Made by
# screen_openings(size) (every red stone, every white reply at the horizon, the three most even searched 3 plies
# deep): only red stones near the rim can be evened out, a central red stone with the first move is too strong.
OPENINGS = {
    6: (((0, -5), (1, -3)), ((2, -5), (2, -1)), ((0, -4), (1, -4)), ((1, -4), (1, -3)), ((0, -3), (2, -1)),),
    8: (((3, -7), (3, -4)), ((1, -7), (1, 1)), ((0, -6), (-1, -2)), ((1, -5), (1, -4)), ((2, -6), (2, -4)),
         ((2, -7), (2, -1)), ((0, -7), (1, -4)), ((0, -4), (1, 1)), ((0, -5), (-1, -1)),),
    10: (((0, -7), (1, -3)), ((3, -8), (3, -5)), ((1, -7), (1, -2)), ((4, -9), (4, -5)), ((1, -9), (1, 1)),
         ((2, -9), (2, -1)), ((0, -9), (1, -5)), ((1, -6), (1, -3)), ((0, -8), (1, -4)), ((0, -5), (-1, 2)),
         ((0, -6), (-2, 1)), ((2, -7), (2, -3)),),
    11: (((0, -9), (2, -4)), ((2, -10), (2, -1)), ((2, -7), (2, -3)), ((3, -9), (3, -5)), ((1, -10), (1, 1)),
         ((0, -8), (3, 1)), ((0, -6), (2, -1)), ((0, -7), (1, 2)), ((5, -10), (5, -6)), ((1, -8), (1, -2)),
         ((4, -9), (4, -6)), ((2, -8), (2, -5)), ((4, -10), (4, -7)), ((3, -10), (3, -1)), ((1, -7), (1, -3)),
         ((0, -10), (5, -1)), ((3, -8), (3, -2)), ((1, -6), (1, -3)),),
}


# The openings of the levels that search their setup (hard, expert), evened by deeper searches: OPENINGS was
# evened 3 plies deep, and 6 plies deep most of its positions are 1 to 4 cells better for red at side 6, so a
# guest who searches that deep takes red and the host starts behind (hard as the host lost half its games to
# medium so). Made by screen_openings(6, refine=12, depth=6, budget=818_000) and screen_openings(8, refine=10,
# depth=5, budget=600_000) (docs/AI.md): the most even pairs (side 6: +0.03, -0.37 and -0.68 cells for red, the
# next +0.82; side 8: -0.07 to +0.20, the next -1.00). A few pairs, each in 12 orientations, for variety.
DEEP_OPENINGS = {
    6: (((0, -5), (1, -5)), ((0, -4), (1, 1)), ((1, -5), (1, -4)),),
    8: (((3, -7), (3, -1)), ((0, -7), (-4, 2)), ((0, -6), (3, -1)), ((0, -5), (2, -1)), ((2, -7), (2, -1)),),
}


def _opening_pairs(state, level: str | None = None):
    """The (red, white) pairs in every orientation of the level's opening table (DEEP_OPENINGS for a level that
    searches its setup, where the size has one; else OPENINGS), if it applies (neutral stack in the centre)."""
    geo = state.geometry
    deep = level in LEVELS and LEVELS[level].setup_refine and state.size in DEEP_OPENINGS
    table = DEEP_OPENINGS if deep else OPENINGS
    if state.size not in table or state.owners[geo.centre] != NEUTRAL:
        return []
    pairs = []
    for red, white in table[state.size]:
        pairs += zip(symmetries(red), symmetries(white))
    return pairs


def red_stone(state, rng: random.Random, level: str | None = None):
    """The red stone of an opening from the level's table, turned at random (any cell away from the centre if
    none)."""
    pairs = [(r, w) for r, w in _opening_pairs(state, level)
             if state.owners[state.geometry.index[r]] == EMPTY and state.owners[state.geometry.index[w]] == EMPTY]
    if pairs:
        return tw.Setup("red", rng.choice(pairs)[0])
    empty = _empty_cells(state)
    return tw.Setup("red", rng.choice([c for c in empty if hexgrid.ring_of(c) >= state.size // 2] or empty))


symmetries = hexgrid.symmetries      # (the opening table's pairs are made by it; tests read it here)


def screen_openings(size: int, refine: int = 3, depth: int = 3, budget: int = 40_000, ev: Eval = DEFAULT):
    """For every red stone up to symmetry (neutral stack in the centre): the white stone that makes the
    position most even, and the value for red then ([(|value|, value, red cell, white cell)], most even first).
    Every white stone is screened at the horizon; the `refine` most even are searched to `depth`. Slow (it
    is how OPENINGS was made)."""
    base = tw.new_game(size=size)
    seen, rows = set(), []
    for red in _empty_cells(base):
        if red in seen:
            continue
        seen.update(symmetries(red))
        s = base.clone()
        s.play(tw.Setup("red", red))
        screened = []
        for white in _empty_cells(s):
            t = s.clone()
            t.play(tw.Setup("white", white))
            p = _red_to_move(t)
            screened.append((abs(horizon_value(p, ev)), white, p))
        screened.sort(key=lambda x: x[0])
        best = None
        for _, white, p in screened[:refine]:
            v = search_move(p, Level(budget=budget, beam=10, max_depth=depth), search.Deadline(600), ev)[1]
            if best is None or abs(v) < best[0]:
                best = (abs(v), v, red, white)
        rows.append(best)
    rows.sort()
    return rows


def _red_to_move(state):
    """The 'play' position that follows the pie choice (the same whichever colour the guest takes)."""
    s = state.clone()
    s.play(tw.Choose("red"))
    return s


def white_stone(state, level: str, rng: random.Random, deadline: search.Deadline, ev: Eval = DEFAULT):
    """The white stone where the first player's advantage is smallest (the guest takes the better side): the
    level's opening table's answer to the red stone (or OPENINGS' if only it has one), else a screen of candidate
    cells at the horizon, the most even of them searched deeper at the higher levels."""
    red = next(c for c, o in zip(state.geometry.cells, state.owners) if o == RED)
    answers = []
    for pairs in (_opening_pairs(state, level), _opening_pairs(state)):     # the level's table first
        answers = answers or sorted(w for r, w in pairs
                                    if r == red and state.owners[state.geometry.index[w]] == EMPTY)
    if answers:
        return tw.Setup("white", rng.choice(answers))
    cells = _empty_cells(state)
    rng.shuffle(cells)
    screened = []
    for c in cells[:SETUP_SCREEN[level]]:
        s = state.clone()
        s.play(tw.Setup("white", c))
        p = _red_to_move(s)
        screened.append((abs(horizon_value(p, ev)), c, p))
    screened.sort(key=lambda x: x[0])
    refine = LEVELS[level].setup_refine if level in LEVELS else 0
    if refine:
        top = screened[:refine]
        lv = LEVELS[level]
        refined = []
        for k, (_, c, p) in enumerate(top):
            share = search.Deadline(deadline.left() / (len(top) - k))
            sub = Level(budget=lv.budget // (2 * len(top)), beam=lv.beam, max_depth=4)
            refined.append((abs(search_move(p, sub, share, ev)[1]), c))
        return tw.Setup("white", min(refined)[1])
    return tw.Setup("white", screened[0][1])


def choose_colour(state, level: str, rng: random.Random, deadline: search.Deadline, ev: Eval = DEFAULT):
    """The pie choice: red (who moves first) when the position is worth at least as much to red."""
    p = _red_to_move(state)
    v = horizon_value(p, ev) if level == "easy" else search_move(p, LEVELS[level], deadline, ev)[1]
    return tw.Choose("red" if v >= 0 else "white")


def choose(state, level: str, rng: random.Random, deadline: search.Deadline, ev: Eval = DEFAULT):
    phase = state.phase
    if phase == "setup_neutral":
        return tw.Setup("neutral", state.geometry.cells[state.geometry.centre])
    if phase == "opening":
        if state.opening_piece == "red":
            return red_stone(state, rng, level)
        return white_stone(state, level, rng, deadline, ev)
    if phase == "choose":
        return choose_colour(state, level, rng, deadline, ev)
    return play_move(state, level, rng, deadline, ev)


# ---- analysis (engine/ai/analysis.py) -----------------------------------------------------------------------

# The analysis's search: 100k units (about 0.5 s on an idle core at 5 microseconds a unit; deeper than medium,
# shallower than hard), the played move then searched to the same depth with an open window. CHANCE_SCALE: the
# lead in cells that makes a 73% chance for the side to move, per board side, fitted on computer games
# (tests/benchmarks/fit_analysis_scale.py, docs/AI.md); other sides scale with the square root of the cell count.
ANALYSIS = Level(budget=100_000, beam=8)
CHANCE_SCALE = {6: 6.0, 8: 8.0}
OPENING_REFINE = 4       # white stones (screened at the horizon) searched for the opening's analysis


def chance_scale(state) -> float:
    if state.size in CHANCE_SCALE:
        return CHANCE_SCALE[state.size]
    return CHANCE_SCALE[8] * (len(state.owners) / 169) ** 0.5


def _chances(state, seat: int, value: float) -> list[float]:
    """[seat 0's, seat 1's] chance when `seat` is worth `value` cells."""
    from engine.ai.analysis import chance_of_score
    c = chance_of_score(value, chance_scale(state))
    return [c, 1.0 - c] if seat == 0 else [1.0 - c, c]


def analysis_search(state, deadline: search.Deadline, ev: Eval = DEFAULT):
    """(the search, best move, its value for the mover in cells, completed depth) with the analysis's budget."""
    scale = (169 / len(state.owners)) ** 0.5
    s = _Search(deadline, int(ANALYSIS.budget * scale), ANALYSIS.beam, ev)
    best_move, best_value, done, _ranked = s.root(state, ANALYSIS.max_depth)
    return s, best_move, best_value, done


def _move_value(s: _Search, state, move, done: int) -> float:
    """The mover's value of `move` searched as deep as the root's completed depth with an open window (a
    shallower depth if the budget runs out again; at least the one-ply value), pointless or not."""
    child = state.clone()
    child.play(move)
    if child.is_over:
        return _final(child) if state.turn == RED else -_final(child)
    t = _total(child, s.ev)
    v = -_static(t, 1 - state.turn, s.ev.tempo)
    key = _key(state)
    s.budget = s.work + max(2_000, s.budget // 3)
    for depth in range(done, 1, -1):
        try:
            return s.open_value(state, key, move, v, t, depth - 1)
        except _OutOfTime:
            s.budget = s.work + 2_000
    return v


def _table_line(s: _Search, state, first, length: int = 6) -> list:
    """The best line: `first`, then each position's best move as the transposition table remembers it."""
    line, cur = [first], state.clone()
    cur.play(first)
    while len(line) < length and not cur.is_over and cur.phase == "play":
        hit = s.table.get(_key(cur))
        if hit is None or hit[3] is None or hit[3] not in cur.legal_moves():
            break
        line.append(hit[3])
        cur.play(hit[3])
    return line


def _red_chance(p, deadline, ev: Eval, deep: bool) -> tuple[float, list]:
    """Red's chance in the position after the pie choice (red to move), and red's best line there."""
    if not deep:
        return _chances(p, p.current_player, horizon_value(p, ev))[p.current_player], []
    s, best, value, _done = analysis_search(p, deadline, ev)
    return _chances(p, p.current_player, value)[p.current_player], _table_line(s, p, best, 4)


def analyse(state, rng: random.Random, deadline: search.Deadline, played=None, ev: Eval = DEFAULT):
    """search.Appraisal of the position (engine/ai/analysis.py). In play: the best move and the played one,
    both searched to the same depth. The pie choice: red's chance after it, so taking the better colour is the
    best move. The opening stones: the guest will take the better side, so the host's chance after a white
    stone is the smaller of red's and white's; after a red stone, that of the best white stone screened at the
    horizon. The free setup's neutral stack is worth nothing either way (the pie rule evens what follows)."""
    seat, phase = state.current_player, state.phase
    if phase == "play":
        s, best, value, done = analysis_search(state, deadline, ev)
        values = {best: _chances(state, seat, value)}
        if played is not None and played != best:
            values[played] = _chances(state, seat, _move_value(s, state, played, done))
        return search.Appraisal(values, _table_line(s, state, best))
    if phase == "choose":
        red, line = _red_chance(_red_to_move(state), deadline, ev, deep=True)
        host = 1 - seat
        values = {}
        for colour, mine in (("red", red), ("white", 1.0 - red)):
            v = [0.0, 0.0]
            v[seat], v[host] = mine, 1.0 - mine
            values[tw.Choose(colour)] = v
        best = tw.Choose("red" if red >= 0.5 else "white")
        return search.Appraisal(values, [best] + line)
    if phase == "setup_neutral":
        centre = tw.Setup("neutral", state.geometry.cells[state.geometry.centre])
        return search.Appraisal({m: [0.5, 0.5] for m in (centre, played) if m is not None}, [centre])
    if state.opening_piece == "white":
        return _analyse_white_stone(state, deadline, played, ev)
    return _analyse_red_stone(state, rng, deadline, played, ev)


def _host_value(chance_red: float, host: int) -> list[float]:
    mine = min(chance_red, 1.0 - chance_red)
    v = [0.0, 0.0]
    v[host], v[1 - host] = mine, 1.0 - mine
    return v


def _white_screen(state, ev: Eval) -> list[tuple[float, object]]:
    """(|red's horizon value|, white stone) for every empty cell, most even first."""
    out = []
    for c in _empty_cells(state):
        s = state.clone()
        s.play(tw.Setup("white", c))
        out.append((abs(horizon_value(_red_to_move(s), ev)), tw.Setup("white", c)))
    out.sort(key=lambda x: x[0])
    return out


def _analyse_white_stone(state, deadline, played, ev: Eval):
    host = state.current_player
    moves = [m for _, m in _white_screen(state, ev)[:OPENING_REFINE]]
    if played is not None and played not in moves:
        moves.append(played)
    values = {}
    sub = search.Deadline(deadline.left() / (len(moves) + 1))
    for m in moves:
        s = state.clone()
        s.play(m)
        red, _ = _red_chance(_red_to_move(s), sub, ev, deep=False)
        values[m] = _host_value(red, host)
    best = max(values, key=lambda m: values[m][host])
    return search.Appraisal(values, [best])


def _analyse_red_stone(state, rng, deadline, played, ev: Eval):
    """Red stones from the opening table (a few) and the played one, each valued by its best white answer."""
    host = state.current_player
    reds = sorted({r for r, _ in _opening_pairs(state)})
    moves = [tw.Setup("red", r) for r in reds[:3]] or [red_stone(state, rng)]
    if played is not None and played not in moves:
        moves.append(played)
    values = {}
    for m in moves:
        s = state.clone()
        s.play(m)
        _, white = _white_screen(s, ev)[0]
        s.play(white)
        red, _ = _red_chance(_red_to_move(s), deadline, ev, deep=False)
        values[m] = _host_value(red, host)
    best = max(values, key=lambda m: values[m][host])
    return search.Appraisal(values, [best])
