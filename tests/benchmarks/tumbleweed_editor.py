"""A benchmark opponent for Tumbleweed (issue 29): the classic alpha-beta player a Tumbleweed editor ships.

It is a yardstick written apart from our own player (engine/ai/tumbleweed.py): nothing of that module's
evaluation or search is imported or copied. It reads the engine's public view only (geometry, owners, heights,
sight, owned_counts, controlled_counts, delayed_cell, pass_ends_game) and plays moves with clone() + play().

    choose(state, depth, rng) -> move       a legal move for the seat to move, in every phase

The search, in the play phase:
  * negamax with alpha-beta to a fixed depth (2, 3 or 4 plies);
  * a 20-move beam: at every node only the 20 best placements by their one-ply gain are searched, plus the pass;
  * the evaluation is the score difference (owned + controlled cells, as the engine counts them) from the view
    of the colour to move; a finished game is worth WIN plus its margin (a loss -WIN plus it, a draw 0);
  * at the horizon, capture quiescence: stand pat on the evaluation, or place on a cell held by the other
    colour (a capture), the QUIESCENCE_BEAM best by gain, until quiet or QUIESCENCE_PLIES captures deep (late
    positions where both sides can capture many stacks hold chains of 6 and more: searched to the end, one such
    position took 9 s at depth 4 and 40 s without the table below, at 4 every move takes well under 1 s);
    a capture is cut when even the opponent standing pat after it could not lift it above alpha (its gain is
    known before it is played; delta pruning, exact), and capture sequences that transpose are looked up in a
    table of the search (position -> value and which bound it is);
  * one ply above the horizon the same bound cuts the rest of the beam (a placement is worth at most the score
    just after it); not in the last turns, where a placement may end the game and be worth a won game;
  * a pass is searched like a move; a pass that would end the game (State.pass_ends_game) is valued exactly;
  * the capture delay option is respected (State.delayed_cell is never a candidate).

The one-ply gain of a placement is found without playing it: only the six lines through its cell change, and
along each only the empty cells up to the first stack change whose sight they count (see `gain`). An empty cell
is worth sgn(own sight - other sight) to the score difference, so the gain is a sum of sign changes.

The opening, as such an editor does it: the neutral stack (free setup) in the centre; the red stone on a cell
drawn from the ring half-way out; the white stone where the pie is the most balanced (red's value after it, the
sum of a 1-ply and a 2-ply search so that the last mover's edge cancels out, is closest to zero); the pie choice
by the same kind of search of the position after it, `depth` plies plus `depth - 1` plies (red moves first: the
guest takes red when that does not favour white).

Deterministic for a given rng: ties between equal gains are broken by a shuffle drawn from it.
"""
from __future__ import annotations

import random

from engine import tumbleweed as tw

RED, WHITE, NEUTRAL, EMPTY = tw.RED, tw.WHITE, tw.NEUTRAL, tw.EMPTY
BEAM = 20                  # placements searched at every node (best one-ply gains first), besides the pass
QUIESCENCE_BEAM = 6        # captures searched at a quiescence node (best gains first)
QUIESCENCE_PLIES = 4       # captures in a row at most, beyond the horizon
WIN = 100_000              # a won game: WIN + margin; lost: -WIN + margin (margin < 0); a draw: 0
INF = 10 * WIN
DEPTHS = (1, 2, 3, 4)
EXACT, LOWER, UPPER = 0, 1, 2     # what a stored value is: the value, at least it, at most it


# ---- the evaluation ------------------------------------------------------------------------------------------

def score_difference(state, col: int) -> int:
    """Colour `col`'s score minus the other colour's: owned + controlled cells, the engine's own counts."""
    own, ctrl = state.owned_counts, state.controlled_counts
    return own[col] + ctrl[col] - own[1 - col] - ctrl[1 - col]


def final_value(margin: int) -> int:
    """A finished game with this score margin, from the view the margin is taken from."""
    return WIN + margin if margin > 0 else -WIN + margin if margin < 0 else 0


def value(state, col: int) -> int:
    """The static value for colour `col`: the score difference, or the finished game's value."""
    d = score_difference(state, col)
    return final_value(d) if state.is_over else d


def _sgn(x: int) -> int:
    return (x > 0) - (x < 0)


def gain(state, col: int, i: int) -> int:
    """How much placing colour `col`'s stack on cell i (legal, height = its sight there) changes the score
    difference (col's score minus the other's), without playing it."""
    owner, rays = state.owners, state.geometry.rays[i]
    mine, theirs = state.sight[col], state.sight[1 - col]
    opp = 1 - col
    o = owner[i]
    if o == col:
        return 0                                    # reinforcing: the same cells, seen by the same colours
    g = 0
    if o == EMPTY:
        a, b = mine[i], theirs[i]
        g = 1 - ((a > b) - (b > a))                # the cell becomes col's stack
        # Along each line the new stack now sees the cells up to the first stack, and hides them from the
        # first stack behind it (on the opposite line), which saw them through this cell.
        behind = [EMPTY] * 6
        for d in range(6):
            for j in rays[d]:
                if owner[j] != EMPTY:
                    behind[d] = owner[j]
                    break
        for d in range(6):
            x = behind[(d + 3) % 6]
            if x == col:
                continue
            lose = 1 if x == opp else 0
            for j in rays[d]:
                if owner[j] != EMPTY:
                    break
                a, b = mine[j], theirs[j]
                g += _sgn(a + 1 - b + lose) - _sgn(a - b)
        return g
    # A capture (the other colour's stack) or the neutral stack: the same cells are seen, now by col.
    lose = 1 if o == opp else 0
    g = 1 + lose
    for ray in rays:
        for j in ray:
            if owner[j] != EMPTY:
                break
            a, b = mine[j], theirs[j]
            g += _sgn(a + 1 - b + lose) - _sgn(a - b)
    return g


def _delayed_index(state) -> int:
    cell = state.delayed_cell()
    return -1 if cell is None else state.geometry.index[cell]


def placements(state, col: int) -> list[int]:
    """The cells colour `col` (to move) may place on now: its sight exceeds the height, not the delayed cell."""
    mine, height = state.sight[col], state.heights
    barred = _delayed_index(state)
    return [i for i in range(len(height)) if mine[i] > height[i] and i != barred]


def captures(state, col: int) -> list[int]:
    """The placements of `col` on a cell held by the other colour."""
    mine, height, owner = state.sight[col], state.heights, state.owners
    opp = 1 - col
    barred = _delayed_index(state)
    return [i for i in range(len(height)) if owner[i] == opp and mine[i] > height[i] and i != barred]


def ordered(state, col: int, cells: list[int], rng: random.Random | None = None,
            beam: int = BEAM) -> list[tuple[int, int]]:
    """(gain, cell) for the best `beam` cells, best first; ties broken by a shuffle from rng (if given)."""
    scored = [(gain(state, col, i), i) for i in cells]
    if rng is not None:
        rng.shuffle(scored)
    scored.sort(key=lambda t: -t[0])
    return scored[:beam]


# ---- the search ----------------------------------------------------------------------------------------------

def _near_the_end(state) -> bool:
    """Could one more placement end the game (the game-end reminder's last stale turn, or nobody left with a
    placement)? Then a move's worth is not bounded by the score after it, and nothing is cut on that bound."""
    if state.options.get("end_reminder") and state.stale_turns + 1 >= tw.REMINDER_AFTER + tw.AUTO_END_AFTER:
        return True
    return sum(state.placement_counts) <= 2 * BEAM


class Search:
    """One move's search; counts the positions it plays (for measuring)."""

    def __init__(self, rng: random.Random | None = None):
        self.rng = rng
        self.nodes = 0
        self.table: dict = {}       # quiescence: position -> (plies searched, value, which bound it is)

    def child(self, state, move):
        c = state.clone()
        c.play(move)
        self.nodes += 1
        return c

    def quiesce(self, state, col: int, alpha: int, beta: int, plies: int) -> int:
        """Stand pat, or capture (best gains first) until quiet. Capture sequences transpose (A then B, B then
        A), so values are kept in a table by position, with the bound they are."""
        if state.is_over:
            return final_value(score_difference(state, col))
        stand = score_difference(state, col)
        if stand >= beta or plies <= 0:
            return stand
        key = (tuple(state.owners), tuple(state.heights), col, _delayed_index(state), state.stale_turns)
        known = self.table.get(key)
        if known is not None:
            k_plies, k_value, k_bound = known
            if k_plies >= plies and (k_bound == EXACT or (k_bound == LOWER and k_value >= beta)
                                     or (k_bound == UPPER and k_value <= alpha)):
                return k_value
        alpha0 = alpha
        if stand > alpha:
            alpha = stand
        best = stand
        places = state.geometry.places
        bounded = not _near_the_end(state)
        for g, i in ordered(state, col, captures(state, col), beam=QUIESCENCE_BEAM):
            if bounded and stand + g <= alpha:
                # The opponent may stand pat after it, so it is worth stand + g at most, and every later capture
                # (smaller gains) too: no better than alpha (delta pruning).
                break
            v = -self.quiesce(self.child(state, places[i]), 1 - col, -beta, -alpha, plies - 1)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        self.table[key] = (plies, best, UPPER if best <= alpha0 else LOWER if best >= beta else EXACT)
        return best

    def negamax(self, state, col: int, depth: int, alpha: int, beta: int, rng=None) -> int:
        """The value for `col` (to move) of `state`, searched `depth` plies, in the window (alpha, beta);
        fail-soft. With rng (the root), ties in the ordering are broken at random."""
        if state.is_over:
            return final_value(score_difference(state, col))
        if depth <= 0:
            return self.quiesce(state, col, alpha, beta, QUIESCENCE_PLIES)
        best, _ = self.best(state, col, depth, alpha, beta, rng)
        return best

    def best(self, state, col: int, depth: int, alpha: int, beta: int, rng=None) -> tuple:
        """(value, move) of the beam search at a node that is not over, depth >= 1."""
        base = score_difference(state, col)
        places = state.geometry.places
        # One ply above the horizon a move is worth at most the score just after it (the opponent may stand pat
        # in the quiescence), and the pass at most the score now: sorted by gain, the rest of the beam can be
        # cut once that bound is no better than alpha.
        bounded = depth == 1 and not _near_the_end(state)
        best, best_move = -INF, None
        pass_ends = state.pass_ends_game()
        if pass_ends:               # valued exactly, and first: a won game ended now is hard to beat
            best, best_move = final_value(base), tw.PASS
            if best > alpha:
                alpha = best
                if alpha >= beta:
                    return best, best_move
        for g, i in ordered(state, col, placements(state, col), rng):
            if bounded and base + g <= alpha:
                if base + g > best:
                    best, best_move = base + g, places[i]     # (fail-soft: an upper bound of what was cut)
                break
            v = -self.negamax(self.child(state, places[i]), 1 - col, depth - 1, -beta, -alpha)
            if v > best or best_move is None:
                best, best_move = v, places[i]
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        return best, best_move
        if not pass_ends:
            if bounded and base <= alpha:
                if base > best:
                    best, best_move = base, tw.PASS
            else:
                v = -self.negamax(self.child(state, tw.PASS), 1 - col, depth - 1, -beta, -alpha)
                if v > best or best_move is None:
                    best, best_move = v, tw.PASS
        return best, best_move

    def root(self, state, depth: int) -> tuple:
        """(best move, its value) for the colour to move, searched `depth` plies (the full window)."""
        v, move = self.best(state, state.turn, depth, -INF, INF, self.rng)
        return move, v


# ---- the opening ---------------------------------------------------------------------------------------------

def _distance(cell) -> int:
    q, r = cell
    return max(abs(q), abs(r), abs(q + r))


def _red_stone(state, rng: random.Random):
    """A cell drawn from the ring half-way between the centre and the edge."""
    geo, owner = state.geometry, state.owners
    ring = max(1, (geo.side - 1) // 2)
    cells = [c for c in geo.cells if _distance(c) == ring and owner[geo.index[c]] == EMPTY]
    if not cells:
        cells = [c for c in geo.cells if owner[geo.index[c]] == EMPTY]
    return tw.Setup("red", rng.choice(cells))


def _red_value(state, depth: int) -> int:
    """Red's value (red to move) by a `depth` and a `depth - 1` ply search, summed: the side that moves last in
    a search is favoured, and the two parities cancel."""
    return sum(Search().negamax(state, RED, d, -INF, INF) for d in (depth, depth - 1))


def _white_stone(state, rng: random.Random):
    """The empty cell after which red's value (_red_value, 2 plies) is closest to zero: the pie is then as fair
    as a shallow look can make it."""
    cells = [m.cell for m in state.legal_moves()]
    rng.shuffle(cells)
    best, best_cell = None, None
    for cell in cells:
        s = state.clone()
        s.play(tw.Setup("white", cell))
        s.play(tw.Choose("red"))
        v = abs(_red_value(s, 2))
        if best is None or v < best:
            best, best_cell = v, cell
    return tw.Setup("white", best_cell)


def _pie(state, depth: int):
    """Take red when the search of the position after the choice (red to move) does not favour white."""
    s = state.clone()
    s.play(tw.Choose("red"))
    return tw.Choose("red" if _red_value(s, max(depth, 2)) >= 0 else "white")


# ---- the entry point -----------------------------------------------------------------------------------------

def choose(state, depth: int = 2, rng: random.Random | None = None):
    """The editor's move for the seat to move, searched `depth` plies (setup phases: see the module's doc)."""
    if depth not in DEPTHS:
        raise ValueError(f"depth must be one of {DEPTHS}, not {depth!r}")
    if rng is None:
        rng = random.Random(0)
    phase = state.phase
    if phase == "setup_neutral":
        return tw.Setup("neutral", state.geometry.cells[state.geometry.centre])
    if phase == "opening":
        return _red_stone(state, rng) if state.opening_piece == "red" else _white_stone(state, rng)
    if phase == "choose":
        return _pie(state, depth)
    if phase != "play":
        raise ValueError("The game is over: there is no move to choose.")
    move, _ = Search(rng).root(state, depth)
    return move


def search_root(state, depth: int, rng: random.Random | None = None) -> tuple:
    """(move, value, nodes) of the play-phase search, for measuring."""
    search = Search(rng or random.Random(0))
    move, v = search.root(state, depth)
    return move, v, search.nodes
