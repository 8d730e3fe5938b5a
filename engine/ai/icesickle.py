"""The IceSickle computer player: exact-as-time-allows alpha-beta for the jumping, MCTS for the sowing.

Reaping (the jumping phase) is a small two-player game: at most 14 jumps, a few dozen choices each, and the
value of what is left depends only on the board and who moves (captures are simply added up). So it is
searched on a compact board: one integer with 2 bits per square (the pyramid's pips, 0 = empty), which is also
the transposition table key. The search is iterative-deepening negamax with alpha-beta and a transposition
table of bounds; once the depth reaches the number of pyramids left minus one it is exact (every jump
captures at least one pyramid). Values are the mover's future margin in the goal's unit:
    high       pips I capture from here on minus the opponent's
    low        the opponent's pips minus mine (captures stay compulsory)
    remaining  as high, and the last jumper also takes the pips left on the board
    last_man   +1 if I make the last jump, -1 if the opponent does
Pips already captured and the other game of a match add a constant to both sides, so the best future margin
is also the best guaranteed match result (game 2 included): maximising the margin is playing for the total.
This is its own small search rather than search.alphabeta because that one clones engine states (about 100
times slower than an integer board) and has no transposition table, which is what makes exact solving
possible here.

Sowing is searched with search.mcts over the placements; a playout finishes the sowing at random and plays
the jumping out on the compact board with a mostly greedy jumper, and the reward is the match as the playout
leaves it: in game 1 of a match the margin (squashed), in the last game the result with the total
(win/draw/loss) plus a little margin. Near the end of the sowing (few pyramids left to place) the tree
reaches the jumping phase itself, whose positions the playouts then judge.

Solo (players=1): solve_solo() finds the jumps that do best at the chosen goal (fewest pyramids left by default,
one is perfect; most points left, fewest jumps, one left on the centre...) by a depth-first search with a table
of exact results per board; hint() follows it.
"""
from __future__ import annotations

import math
import random

from engine import icesickle as ic
from engine import squaregrid as sg
from engine.ai import search

# ---- the compact board --------------------------------------------------------------------------------------

CELLS = sg.CELLS
INDEX = {c: i for i, c in enumerate(CELLS)}
LOW_BITS = int("01" * 25, 2)


def _rays():
    """RAYS[i][s]: for a pyramid of s pips on square i, every jump shape as (passed mask, landing shift,
    landing mask, landing index); masks cover the 2-bit fields of the squares."""
    rays = []
    for i, c in enumerate(CELLS):
        per_size = [[] for _ in range(4)]
        for d in sg.DIRECTIONS:
            for k in range(1, 4):
                land = sg.add(c, d, k + 1)
                if not sg.on_board(land):
                    break
                passed = 0
                for j in range(1, k + 1):
                    passed |= 3 << (2 * INDEX[sg.add(c, d, j)])
                li = INDEX[land]
                for s in range(k, 4):
                    per_size[s].append((passed, 2 * li, 3 << (2 * li), li))
        rays.append(tuple(tuple(x) for x in per_size))
    return tuple(rays)


RAYS = _rays()


def encode(board) -> int:
    """An engine board (cell -> (size, colour)) as one integer, 2 bits of pips per square."""
    b = 0
    for cell, (size, _colour) in board.items():
        b |= size << (2 * INDEX[cell])
    return b


def pips_on(b: int) -> int:
    """The pips of the pyramids on a compact board (or on part of one)."""
    return (b & LOW_BITS).bit_count() + 2 * ((b >> 1) & LOW_BITS).bit_count()


def pyramids_on(b: int) -> int:
    return ((b | (b >> 1)) & LOW_BITS).bit_count()


def jumps_of(b: int) -> list[tuple[int, int, int, int]]:
    """Every capturing jump on a compact board as (pips captured, board after, source index, landing index),
    in the engine's order (squares in board order, directions clockwise, short jumps first)."""
    out = []
    append = out.append
    for i in range(25):
        s = (b >> (2 * i)) & 3
        if s:
            keep = ~(3 << (2 * i))
            for passed, shift, land_mask, li in RAYS[i][s]:
                if not b & land_mask:
                    taken = b & passed
                    if taken:
                        append(((taken & LOW_BITS).bit_count() + 2 * ((taken >> 1) & LOW_BITS).bit_count(),
                                (b & ~passed & keep) | (s << shift), i, li))
    return out


def jump_move(src: int, land: int) -> ic.Jump:
    return ic.Jump(CELLS[src], CELLS[land])


# ---- goals --------------------------------------------------------------------------------------------------

def gain_sign(scoring: str) -> int:
    """How a captured pip counts for the capturer's future margin."""
    return {"high": 1, "remaining": 1, "low": -1}.get(scoring, 0)


def terminal_value(scoring: str, b: int) -> int:
    """The mover is stuck (after at least one jump): the opponent jumped last."""
    if scoring == "remaining":
        return -pips_on(b)
    if scoring == "last_man":
        return -1
    return 0


# ---- the reaping search -------------------------------------------------------------------------------------

class _OutOfBudget(Exception):
    pass


EXACT = 99    # a depth no jumping phase reaches (at most 14 jumps): the search is exact
DEPTHS = (1, 2, 3, 4, 6, EXACT)   # iterative deepening jumps to the exact search once it is cheap to try
TAIL_DEPTHS = (0,) + DEPTHS       # the sowing's tail starts with the static guess at the end of the sowing


class Reaper:
    """Iterative-deepening negamax with alpha-beta and a transposition table on compact boards."""

    def __init__(self, scoring: str, node_budget: int, deadline: search.Deadline):
        self.scoring = scoring
        self.sign = gain_sign(scoring)
        self.budget = node_budget
        self.deadline = deadline
        self.nodes = 0
        self.table: dict[int, tuple] = {}    # board -> (depth, lower, upper, best board after)

    def children(self, b: int) -> list[tuple[int, int]]:
        """Jumps as (gain oriented to the goal, board after), best-looking first. The search's inner loop:
        jumps_of inlined, and only what the search needs."""
        out = []
        append = out.append
        rays = RAYS
        low = LOW_BITS
        for i in range(25):
            s = (b >> (2 * i)) & 3
            if s:
                keep = b & ~(3 << (2 * i))
                for passed, shift, land_mask, _li in rays[i][s]:
                    if not b & land_mask:
                        taken = b & passed
                        if taken:
                            append(((taken & low).bit_count() + 2 * ((taken >> 1) & low).bit_count(),
                                    (keep & ~passed) | (s << shift)))
        sign = self.sign
        if sign > 0:
            out.sort(reverse=True)
        elif sign < 0:
            out = [(-g, nb) for g, nb in out]
            out.sort(reverse=True)
        else:
            out = [(0, nb) for _g, nb in out]
        return out

    def negamax(self, b: int, depth: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        if self.nodes & 1023 == 0 and (self.nodes > self.budget or self.deadline.expired()):
            raise _OutOfBudget
        entry = self.table.get(b)
        best_after = None
        if entry is not None:
            d, lo, hi, best_after = entry
            if d >= depth:
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
        kids = self.children(b)
        if not kids:
            value = terminal_value(self.scoring, b)
            self.table[b] = (EXACT, value, value, None)
            return value
        if depth <= 0:      # the horizon's guess: half the best immediate gain (the opponent answers next)
            return 0.5 * kids[0][0] if self.sign else 0.0
        if best_after is not None:
            for n, kid in enumerate(kids):
                if kid[1] == best_after:
                    if n:
                        kids.insert(0, kids.pop(n))
                    break
        alpha0 = alpha
        best, best_nb = -math.inf, None
        for g, nb in kids:
            v = g - self.negamax(nb, depth - 1, g - beta, g - alpha)
            if v > best:
                best, best_nb = v, nb
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        stored = EXACT if depth >= EXACT else depth
        if best <= alpha0:
            self.table[b] = (stored, -math.inf, best, best_nb)
        elif best >= beta:
            self.table[b] = (stored, best, math.inf, best_nb)
        else:
            self.table[b] = (stored, best, best, best_nb)
        return best

    def best_jump(self, b: int, depths=DEPTHS):
        """(source index, landing index, value, depth completed) of the best jump found: a few shallow depths
        (cheap, and they order the moves), then the exact solution if the budget allows it."""
        kids = [(g * self.sign, nb, s, l) for g, nb, s, l in jumps_of(b)]
        if not kids:
            return None
        kids.sort(key=lambda k: -k[0])
        best, value, done = kids[0], 0.0, 0
        if len(kids) == 1:
            return best[2], best[3], value, 0
        for depth in depths:
            try:
                alpha, values = -math.inf, {}
                for kid in kids:
                    g, nb = kid[0], kid[1]
                    v = g - self.negamax(nb, depth - 1, -math.inf, g - alpha)
                    values[nb] = v
                    if v > alpha:
                        alpha = v
            except _OutOfBudget:
                break
            kids.sort(key=lambda k: -values[k[1]])      # stable: ties keep the better-looking order
            best, value, done = kids[0], values[kids[0][1]], depth
            if self.nodes > self.budget or self.deadline.expired():
                break
        return best[2], best[3], value, done


    def sowing_value(self, b: int, sizes: tuple, depth: int, alpha: float, beta: float) -> float:
        """The mover's value when the pyramids `sizes` are still to be placed (alternately, the mover first)
        and then the jumping starts with the player who did not place last: each placement is a ply of the
        same negamax. Sowing nodes stay out of the table (a board of the sowing is not a jumping position)."""
        self.nodes += 1
        best = -math.inf
        for nb, rest, _i, _s in self.placements(b, sizes):
            if rest:
                v = -self.sowing_value(nb, rest, depth, -beta, -alpha)
            else:
                v = -self.negamax(nb, depth, -beta, -alpha)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        return best

    @staticmethod
    def placements(b: int, sizes: tuple):
        """(board after, sizes still to place) for every placement: each empty square, each size left."""
        out = []
        for size in sorted(set(sizes), reverse=True):
            rest = list(sizes)
            rest.remove(size)
            rest = tuple(rest)
            for i in range(25):
                if not (b >> (2 * i)) & 3:
                    out.append((b | (size << (2 * i)), rest, i, size))
        return out

    def best_placement(self, b: int, sizes: tuple, depths=TAIL_DEPTHS):
        """(square index, size) of the best placement near the end of the sowing, searched like the jumping."""
        kids = self.placements(b, sizes)
        best = kids[0]
        for depth in depths:
            try:
                alpha, values = -math.inf, {}
                for kid in kids:
                    nb, rest = kid[0], kid[1]
                    if rest:
                        v = -self.sowing_value(nb, rest, depth, -math.inf, -alpha)
                    else:
                        v = -self.negamax(nb, depth, -math.inf, -alpha)
                    values[kid] = v
                    if v > alpha:
                        alpha = v
            except _OutOfBudget:
                break
            kids.sort(key=lambda k: -values[k])
            best = kids[0]
            if self.nodes > self.budget or self.deadline.expired():
                break
        return best[2], best[3]


# ---- playouts for the sowing --------------------------------------------------------------------------------

def _playout_jumps(b: int, mover: int, scoring: str, rng: random.Random, greed: float):
    """Play the jumping out on a compact board: (pips gained per seat, last jumper, board at the end)."""
    sign = gain_sign(scoring)
    gained = [0, 0]
    last = None
    while True:
        kids = jumps_of(b)
        if not kids:
            return gained, last, b
        if sign and rng.random() < greed:
            best = max(k[0] * sign for k in kids)
            kids = [k for k in kids if k[0] * sign == best]
        g, b, _s, _l = kids[rng.randrange(len(kids))] if len(kids) > 1 else kids[0]
        gained[mover] += g
        last = mover
        mover ^= 1


def _squash(margin: float, scale: float) -> float:
    return 0.5 + 0.5 * math.tanh(margin / scale)


class SowingJudge:
    """Rewards per seat for MCTS positions, in the terms of the match as the root sees it.

    A sowing position is finished with random placements; the jumping that follows is valued by a shallow
    search (`depth` plies of the Reaper and half the best gain after that), which predicts the exact value
    of a sown board far better than a played-out jumping does (correlation about 0.8 against 0.6 for the
    mean of 40 greedy playouts, on random boards). Last man standing has no gains to guess from, so there the
    jumping is played out at random."""

    def __init__(self, root: ic.IceSickleState, greed: float, depth: int = 1):
        self.game_number = root.game_number
        self.last_game = root.game_number >= root.games_in_match
        self.scoring = root.scoring
        self.better = 1 if root.higher_is_better() else -1
        self.scale = 0.6 if root.scoring == "last_man" else 5.0
        self.greed = greed
        self.depth = depth
        self.reaper = Reaper(root.scoring, 1 << 60, search.Deadline(1e9))

    def rewards_from_totals(self, totals, extra0: float = 0.0) -> list[float]:
        """Rewards from the match totals, plus `extra0`: seat 0's expected further margin (goal-oriented)."""
        margin0 = (totals[0] - totals[1]) * self.better + extra0
        if self.last_game:
            win = 1.0 if margin0 > 0.25 else 0.0 if margin0 < -0.25 else 0.5
            r0 = 0.85 * win + 0.15 * _squash(margin0, self.scale * 2)
        else:
            r0 = _squash(margin0, self.scale)
        return [r0, 1.0 - r0]

    def evaluate(self, state: ic.IceSickleState, rng: random.Random) -> list[float]:
        totals = state.scores()
        if state.game_number != self.game_number:        # the tree reached the next game: game 1 is settled
            return self.rewards_from_totals(totals)
        b = encode(state.board)
        if state.phase == "sowing":
            empty = [i for i in range(25) if not (b >> (2 * i)) & 3]
            sizes = [size for size, _c in state.supply_pieces()]
            rng.shuffle(empty)
            for i, s in zip(empty, sizes):
                b |= s << (2 * i)
            mover = state.second_placer()
        else:
            mover = state.current_player
        if self.scoring != "last_man":
            value = self.reaper.negamax(b, self.depth, -math.inf, math.inf)
            return self.rewards_from_totals(totals, value if mover == 0 else -value)
        gained, last, end = _playout_jumps(b, mover, self.scoring, rng, self.greed)
        totals = list(totals)
        last = last if last is not None else state.last_jumper
        if last is not None:
            totals[last] += 1
        return self.rewards_from_totals(totals)


def sowing_game(root: ic.IceSickleState, greed: float, rng: random.Random) -> search.MctsGame:
    judge = SowingJudge(root, greed)
    playout_rng = random.Random(rng.getrandbits(64))     # evaluate() gets no generator: one tied to the seed

    def evaluate(state):
        return judge.evaluate(state, playout_rng)

    return search.MctsGame(moves=lambda s: s.legal_moves(), rollout=lambda s, r: r.choice(s.legal_moves()),
                           evaluate=evaluate, rollout_depth=0, exploration=0.7)


# ---- the levels ---------------------------------------------------------------------------------------------

# Sowing: MCTS iterations. Reaping: alpha-beta nodes. Both stop well before the level's deadline on this
# machine (about 1000 playouts and 120k nodes a second when it is not shared).
# The levels are spaced on purpose (issue 11: each beats the one below in >= 70% of games). With medium at
# 250 playouts, a one-placement tail and 20k nodes, hard won only 55% of its games against it: the jumping
# is solved exactly by both after a few jumps, so the sowing decides. Medium now sows with few playouts and
# no tail search (it still beats easy and greedy in every benchmark game); hard and expert keep their search.
SOW_ITERATIONS = {"easy": 0, "medium": 80, "hard": 900, "expert": 3000}
REAP_NODES = {"easy": 0, "medium": 6_000, "hard": 100_000, "expert": 450_000}
# The last placements (this many pyramids left to place) are searched together with the jumping they lead to.
SOW_TAIL = {"easy": 0, "medium": 0, "hard": 2, "expert": 3}
# Alpha-beta nodes for that tail search: its sowing plies cost about twice a jumping node (about 60k nodes a
# second), so it gets less than the jumping to stay well inside the deadline on a loaded machine.
TAIL_NODES = {"easy": 0, "medium": 0, "hard": 50_000, "expert": 250_000}
GREED = 0.8   # the playout jumper takes the best immediate capture this often, else any jump


def oriented_gain(state: ic.IceSickleState, jump: ic.Jump) -> int:
    return state.pips_captured_by(jump) * gain_sign(state.scoring)


def choose(state: ic.IceSickleState, level: str, rng: random.Random, deadline: search.Deadline):
    if state.solo:
        return _solo_move(state, level, rng, deadline)
    if state.players > 2:
        return multi(state, level, rng, deadline)
    if level == "easy":
        return easy(state, rng, deadline)
    if state.phase == "reaping":
        return reap(state, REAP_NODES[level], deadline)
    left = tuple(size for size, _c in state.supply_pieces())
    if len(left) <= SOW_TAIL[level]:
        reaper = Reaper(state.scoring, TAIL_NODES[level], deadline)
        cell, size = reaper.best_placement(encode(state.board), left)
        return ic.Place(CELLS[cell], size)
    game = sowing_game(state, GREED, rng)
    move, _ = search.mcts(state, game, rng, deadline, SOW_ITERATIONS[level])
    return move


def reap(state: ic.IceSickleState, nodes: int, deadline: search.Deadline):
    found = Reaper(state.scoring, nodes, deadline).best_jump(encode(state.board))
    if found is None:                      # cannot happen while the game runs; stay legal regardless
        return state.legal_moves()[0]
    return jump_move(found[0], found[1])


def easy(state: ic.IceSickleState, rng: random.Random, deadline: search.Deadline):
    """A beginner: in the jumping, the immediate gain minus half the opponent's best answer, chosen softly;
    in the sowing, one quick playout per placement, chosen softly among the best few."""
    if state.phase == "reaping":
        b = encode(state.board)
        sign = gain_sign(state.scoring)
        scored = []
        for g, nb, s, l in jumps_of(b):
            replies = jumps_of(nb)
            if not replies:
                answer = terminal_value(state.scoring, nb)
                value = g * sign - answer if state.scoring != "last_man" else 1
            else:
                value = g * sign - 0.5 * max(r[0] * sign for r in replies)
            scored.append((value, jump_move(s, l)))
        return search.pick_softly(scored, rng, temperature=1.0, top=4)
    judge = SowingJudge(state, GREED, depth=0)      # the static guess: cheap enough for 75 placements
    seat = state.current_player
    scored = []
    for move in state.legal_moves():
        if scored and deadline.expired():
            break
        after = state.clone()
        after.play(move)
        scored.append((judge.evaluate(after, rng)[seat], move))
    return search.pick_softly(scored, rng, temperature=0.1, top=6)


def greedy(state: ic.IceSickleState, rng: random.Random):
    """The one-ply yardstick, facing the variant's goal (in low scoring the fewer pips the better)."""
    better = 1 if state.higher_is_better() else -1
    return search.greedy_move(state, rng, value=lambda after, seat: better * search.score_difference(after, seat))


# ---- 3 or 4 players ----------------------------------------------------------------------------------------
# The two-player search above values a margin between two seats; with more players there is no single
# opponent. So: the jumping looks one reply ahead (the next seat's best answer, weighed by the level), and the
# sowing runs MCTS (a reward per seat) whose playouts finish the sowing at random and play the jumping out
# greedily for every seat. Its strength is not measured yet (docs/AI.md).

MULTI_REPLY_WEIGHT = {"easy": 0.0, "medium": 0.5, "hard": 0.8, "expert": 0.9}
MULTI_SOW_ITERATIONS = {"easy": 0, "medium": 60, "hard": 250, "expert": 600}


def _multi_jump_value(scoring: str, g: int, nb: int, weight: float) -> float:
    """A jump's value for the mover: its gain in the goal's unit minus a share of the next seat's best reply."""
    replies = jumps_of(nb)
    if scoring == "last_man":
        return 1.0 if not replies else 0.0
    sign = gain_sign(scoring)
    value = g * sign
    if not replies:
        return value + (pips_on(nb) if scoring == "remaining" else 0)
    return value - weight * max(r[0] * sign for r in replies)


def multi_rewards(state: ic.IceSickleState, totals) -> list[float]:
    """0..1 per seat from its total against the best other seat, in the goal's direction."""
    better = 1 if state.higher_is_better() else -1
    scale = 0.6 if state.scoring == "last_man" else 5.0
    out = []
    for seat, mine in enumerate(totals):
        best_other = max(t for i, t in enumerate(totals) if i != seat)
        out.append(_squash((mine - best_other) * better, scale))
    return out


def multi_playout(state: ic.IceSickleState, rng: random.Random) -> list[float]:
    """Finish the sowing at random and the jumping greedily, for every seat: the rewards of the totals."""
    totals = list(state.scores())
    if state.phase == "sowing":
        b = encode(state.board)
        empty = [i for i in range(25) if not (b >> (2 * i)) & 3]
        rng.shuffle(empty)
        for i, (size, _c) in zip(empty, state.supply_pieces()):
            b |= size << (2 * i)
        mover = state.second_placer()
    else:
        b = encode(state.board)
        mover = state.current_player
    sign = gain_sign(state.scoring)
    last = None
    while True:
        kids = jumps_of(b)
        if not kids:
            break
        if sign and rng.random() < GREED:
            best = max(k[0] * sign for k in kids)
            kids = [k for k in kids if k[0] * sign == best]
        g, b, _s, _l = kids[rng.randrange(len(kids))]
        if state.scoring != "last_man":
            totals[mover] += g
        last = mover
        mover = state.next_seat(mover)
    if last is not None and state.scoring == "last_man":
        totals[last] += 1
    elif last is not None and state.scoring == "remaining":
        totals[last] += pips_on(b)
    return multi_rewards(state, totals)


def multi(state: ic.IceSickleState, level: str, rng: random.Random, deadline: search.Deadline):
    if state.phase == "reaping":
        weight = MULTI_REPLY_WEIGHT[level]
        scored = [(_multi_jump_value(state.scoring, g, nb, weight), jump_move(s, l)) for g, nb, s, l in
                  jumps_of(encode(state.board))]
        return search.pick_softly(scored, rng, temperature=1.0 if level == "easy" else 0.0, top=4)
    if level == "easy":
        return rng.choice(state.legal_moves())
    playout_rng = random.Random(rng.getrandbits(64))
    game = search.MctsGame(moves=lambda st: st.legal_moves(), rollout=lambda st, r: r.choice(st.legal_moves()),
                           evaluate=lambda st: multi_playout(st, playout_rng), rollout_depth=0, exploration=0.7)
    move, _ = search.mcts(state, game, rng, deadline, MULTI_SOW_ITERATIONS[level])
    return move


# ---- solo ---------------------------------------------------------------------------------------------------

CENTRE_MASK = 3 << (2 * INDEX[ic.CENTRE])
CORNERS_MASK = sum(3 << (2 * INDEX[c]) for c in ic.CORNER_SQUARES)


def solo_goal(goal: str):
    """(terminal key of a board, cost of one jump, perfect key or None) for a solo goal, as numbers to
    MINIMISE (a 'most' goal is negated): the solo search below works in these keys."""
    sign = 1 if ic.solo_lower_is_better(goal) else -1
    measure = ic.GOAL_MEASURE[goal]
    if goal in ic.SINGLE_GOALS:
        targets, size = ic.SINGLE_GOALS[goal]
        if size is None:     # any pyramid on a target square: one mask test
            mask = CENTRE_MASK if targets == (ic.CENTRE,) else CORNERS_MASK
            return (lambda b: pyramids_on(b) + (0 if b & mask else 1)), 0, 1
        shifts = [2 * INDEX[c] for c in targets]     # a square's 2 bits hold the size of its pyramid (0: empty)
        return (lambda b: pyramids_on(b) + (0 if any((b >> s) & 3 == size for s in shifts) else 1)), 0, 1
    if measure == "pyramids":
        return (lambda b: sign * pyramids_on(b)), 0, (1 if sign == 1 else None)
    if measure == "points":   # (fewest: a single small pyramid, 1 point, cannot be beaten)
        return (lambda b: sign * pips_on(b)), 0, (1 if sign == 1 else None)
    return (lambda b: 0), sign, None


def solve_solo(state: ic.IceSickleState, deadline: search.Deadline | None = None) -> list | None:
    """The jumps that do best at the solo goal (fewest pyramids left by default: one is perfect), as engine moves
    from `state`; None when the game is over or no jump is left. If the deadline comes first, the best sequence
    found so far. Deterministic: the same position always gives the same sequence, and the sequence from the
    position after its first jump is the rest of it (so hints follow one solution)."""
    if state.is_over or state.phase != "reaping":
        return None
    deadline = deadline or search.Deadline(30.0)
    terminal, step, perfect = solo_goal(state.goal)
    best: dict[int, int] = {}          # board -> the best key reachable from it (exact)
    nodes = [0]

    def solve(b: int) -> int:
        known = best.get(b)
        if known is not None:
            return known
        nodes[0] += 1
        if nodes[0] & 511 == 0 and deadline.expired():
            raise _OutOfBudget
        kids = jumps_of(b)
        if not kids:
            value = terminal(b)
        else:
            value = None
            kids.sort(key=lambda k: -k[0])
            for _g, nb, _s, _l in kids:
                v = step + solve(nb)
                if value is None or v < value:
                    value = v
                    if value == perfect:
                        break
        best[b] = value
        return value

    b = encode(state.board)
    if not jumps_of(b):
        return None
    try:
        solve(b)
    except _OutOfBudget:
        return _greedy_solo_path(b, best, terminal, step)
    path = []
    while True:
        kids = sorted(jumps_of(b), key=lambda k: -k[0])
        if not kids:
            return path
        target = best[b]
        for _g, nb, s, l in kids:
            if nb in best and step + best[nb] == target:
                path.append(jump_move(s, l))
                b = nb
                break
        else:           # cannot happen: an exact value is reached through one of the jumps
            return path


def _greedy_solo_path(b: int, known: dict, terminal, step: int) -> list:
    """Out of time: follow the best known results, else the jump whose board would be best if it were the end."""
    path = []
    while True:
        kids = jumps_of(b)
        if not kids:
            return path
        kids.sort(key=lambda k: (known.get(k[1], 1 << 20), step + terminal(k[1])))
        _g, b, s, l = kids[0]
        path.append(jump_move(s, l))


def _solo_move(state, level, rng, deadline):
    if level == "easy":
        b = encode(state.board)
        scored = [(len(jumps_of(nb)) + (pyramids_on(b) - pyramids_on(nb)), jump_move(s, l))
                  for _g, nb, s, l in jumps_of(b)]
        return search.pick_softly(scored, rng, temperature=1.0, top=4)
    path = solve_solo(state, deadline)
    return path[0] if path else state.legal_moves()[0]


def hint(state: ic.IceSickleState, rng: random.Random, deadline: search.Deadline):
    """The Hint button: in solo the first jump of solve_solo's solution, else the medium player's move."""
    if state.solo:
        path = solve_solo(state, deadline)
        return path[0] if path else state.legal_moves()[0]
    return choose(state, "medium", rng, deadline)


# ---- analysis (engine/ai/analysis.py) -----------------------------------------------------------------------
# Two players: the jumping by the Reaper (every jump to the depth the budget allows, exact near the end; the
# played jump then searched with an open window), the sowing by search.mcts with SowingJudge's rewards. Both
# express the match as SowingJudge.rewards_from_totals does (game 1: the margin squashed; the last game: the
# result, plus a little margin), so the graph does not jump between the phases; an exact search of the last
# game's jumping gives 1, 0 or 0.5. Three or four players: search.mcts with multi_playout in both phases. Solo:
# the exact solver's best result for the goal, as a chance (solo_chance).

ANALYSIS_REAP_NODES = 40_000
ANALYSIS_SOW_ITERATIONS = 250
ANALYSIS_MULTI_ITERATIONS = 300
ANALYSIS_PAIRED = 32      # paired playouts that compare the best and the played placement (search.paired_values)


def analyse(state, rng: random.Random, deadline: search.Deadline, played=None):
    if state.solo:
        return _analyse_solo(state, deadline, played)
    if state.players > 2:
        return _analyse_mcts(state, rng, deadline, played, _multi_game(rng), ANALYSIS_MULTI_ITERATIONS,
                             multi_playout)
    if state.phase == "reaping":
        return _analyse_reaping(state, deadline, played)
    judge = SowingJudge(state, GREED)
    return _analyse_mcts(state, rng, deadline, played, sowing_game(state, GREED, rng), ANALYSIS_SOW_ITERATIONS,
                         judge.evaluate)


def _multi_game(rng: random.Random) -> search.MctsGame:
    playout_rng = random.Random(rng.getrandbits(64))
    return search.MctsGame(moves=lambda st: st.legal_moves(), rollout=lambda st, r: r.choice(st.legal_moves()),
                           evaluate=lambda st: multi_playout(st, playout_rng), rollout_depth=0, exploration=0.7)


def _analyse_mcts(state, rng, deadline, played, game: search.MctsGame, iterations: int, judge):
    """MCTS for the chances and the best line; the best and the played move (75 placements share the
    iterations, so a few visits each) then compared on the same ANALYSIS_PAIRED futures."""
    report: dict = {}
    search.mcts(state, game, rng, deadline, iterations, force=() if played is None else (played,), report=report)
    values = {m: search.shares(r) for m, r in report["means"].items()}
    line = report["line"] or [max(values, key=lambda m: values[m][state.current_player])]
    if played is not None and played != line[0]:
        def value(after, r):
            return search.outcome_rewards(after) if after.is_over else judge(after, r)
        paired = search.paired_values(state, [line[0], played], ANALYSIS_PAIRED, rng, value)
        values.update({m: search.shares(r) for m, r in paired.items()})
    return search.Appraisal(values, line)


def _reaping_chances(state, judge: SowingJudge, value: float, exact: bool) -> list[float]:
    """Both seats' chances when the mover's future margin (goal-oriented) from here is `value`."""
    extra0 = value if state.current_player == 0 else -value
    if exact and judge.last_game:
        margin0 = (state.scores()[0] - state.scores()[1]) * judge.better + extra0
        r0 = 1.0 if margin0 > 0.25 else 0.0 if margin0 < -0.25 else 0.5
        return [r0, 1.0 - r0]
    return search.shares(judge.rewards_from_totals(state.scores(), extra0))


def _analyse_reaping(state, deadline, played):
    judge = SowingJudge(state, GREED)
    reaper = Reaper(state.scoring, ANALYSIS_REAP_NODES, deadline)
    b = encode(state.board)
    kids = [(g * reaper.sign, nb, jump_move(s, l)) for g, nb, s, l in jumps_of(b)]
    kids.sort(key=lambda k: -k[0])
    values_at, done = {kid[2]: float(kid[0]) for kid in kids}, 0
    best = kids[0][2]
    for depth in DEPTHS:
        try:
            alpha, values = -math.inf, {}
            for g, nb, move in kids:
                v = g - reaper.negamax(nb, depth - 1, -math.inf, g - alpha)
                values[move] = v
                alpha = max(alpha, v)
        except _OutOfBudget:
            break
        kids.sort(key=lambda k: -values[k[2]])
        best, done, values_at = kids[0][2], depth, values
        if reaper.nodes > reaper.budget or deadline.expired():
            break
    exact = done == EXACT
    out = {best: _reaping_chances(state, judge, values_at[best], exact)}
    if played is not None and played != best:
        g, nb, _ = next(k for k in kids if k[2] == played)
        reaper.budget = reaper.nodes + ANALYSIS_REAP_NODES // 2
        value, played_exact = values_at.get(played, float(g)), False
        for depth in [d for d in DEPTHS if d <= done][::-1]:
            try:
                value, played_exact = g - reaper.negamax(nb, depth - 1, -math.inf, math.inf), depth == EXACT
                break
            except _OutOfBudget:
                reaper.budget = reaper.nodes + 2_000
        out[played] = _reaping_chances(state, judge, value, played_exact)
    return search.Appraisal(out, _reaper_line(reaper, b, best))


def _reaper_line(reaper: Reaper, b: int, first, length: int = 6) -> list:
    """`first`, then the jumps the Reaper's table remembers as best."""
    line = [first]
    b = next(nb for _g, nb, s, l in jumps_of(b) if jump_move(s, l) == first)
    while len(line) < length:
        entry = reaper.table.get(b)
        if entry is None or entry[3] is None:
            break
        step = next(((nb, jump_move(s, l)) for _g, nb, s, l in jumps_of(b) if nb == entry[3]), None)
        if step is None:
            break
        b = step[0]
        line.append(step[1])
    return line


def solo_chance(state, result: int) -> float:
    """A solo result (solo_value's unit, the goal's) as 0..1: a 'fewest' goal 2 / (1 + result) (1 for a perfect
    single pyramid or point, 2/3 for two); a 'most' goal the share of what the board holds now that is kept."""
    if ic.solo_lower_is_better(state.goal):
        return min(1.0, 2.0 / (1.0 + max(0, result)))
    measure = ic.GOAL_MEASURE[state.goal]
    now = len(state.board) if measure == "pyramids" else pips_on(encode(state.board)) if measure == "points" \
        else state.jumps + max(0, len(state.board) - 1)
    return min(1.0, result / now) if now > 0 else 1.0


def _analyse_solo(state, deadline, played):
    """Each jump's best final result for the goal, by an exact search with one shared table (a jump whose
    search runs out of time is judged as if the game ended after it)."""
    terminal, step, perfect = solo_goal(state.goal)
    known: dict[int, int] = {}
    nodes = [0]

    def solve(b: int) -> int:
        if b in known:
            return known[b]
        nodes[0] += 1
        if nodes[0] & 511 == 0 and deadline.expired():
            raise _OutOfBudget
        kids = sorted(jumps_of(b), key=lambda k: -k[0])
        value = terminal(b) if not kids else None
        for _g, nb, _s, _l in kids:
            v = step + solve(nb)
            if value is None or v < value:
                value = v
                if value == perfect:
                    break
        known[b] = value
        return value

    keys = {}
    for _g, nb, s, l in jumps_of(encode(state.board)):
        try:
            keys[jump_move(s, l)] = step + solve(nb)
        except _OutOfBudget:
            keys[jump_move(s, l)] = step + terminal(nb)
    best = min(keys, key=keys.get)

    def result(key: int) -> int:
        if ic.GOAL_MEASURE[state.goal] == "jumps":
            return state.jumps + key * step
        return abs(key)

    values = {m: [solo_chance(state, result(k))] for m, k in keys.items()}
    line = solve_solo(state, search.Deadline(max(0.05, deadline.left())))
    return search.Appraisal(values, line if line and line[0] == best else [best])
