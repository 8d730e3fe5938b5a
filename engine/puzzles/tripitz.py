"""Tripitz puzzles: positions from seeded computer games, every rack open (engine/puzzles).

Tripitz hides the other racks and the bag; a puzzle does not: it says "every rack open", and its position is
a seeded game replayed (new_game + moves), so every rack is known and the values below use them all.

Tripitz Domino (two players, jokers in play): a move's value is the points it scores now minus the
opponent's best reply (the opponent's best placement, or joker swap and placement, on the board the move
leaves, from the opponent's real rack): 2 plies. A joker swap is valued with the placement that follows it in
the same turn (the best one); an exchange scores 0 and is valued 0 minus the opponent's best reply. Deeper
plies go on the same way (a ply is a turn: the score of the mover's best turn minus the next one), with the
draws the seeded game makes; the generator confirms every kept puzzle at 3 plies (exchanges kept at their 2-ply
value: their draws change only the exchanging rack), for the 8 best moves at 2 plies. Puzzles are kept only
where the opponent holds no joker and the mover has at most 6 joker swaps (so proving one takes about 0.2 s).
Themes: 'best_placement' (the answer places a pid), 'joker_swap' (the answer swaps a joker). Difficulty: by the
placements and swaps to choose from (1: up to 12, 2: up to 24, 3: more); 3 whenever the answer is not the
highest-scoring move now (only the look at the reply finds it).

Tripitz Together (the children's set, cooperative, no jokers): a move's value is the points it scores now (1
ply: any legal placement makes at least one triple or quadruple; an exchange scores 0), early in the game (a
small board), and the answer leads every other move by a generous margin. Theme 'make_triple'. Difficulty:
1 when the answer scores at least twice the next best move and 3 points more, 2 when it leads by 3 points,
3 when by 2.
"""
from __future__ import annotations

from engine import tripitz as T
from engine.ai import choose_move

THEMES = ("best_placement", "joker_swap", "make_triple")

DEPTH = 2                  # Tripitz Domino: the move and the opponent's best reply
MARGIN = 3                 # points the answer leads every other move by, at DEPTH
CONFIRM_DEPTH = 3          # the generator's deeper look
CONFIRM_MARGIN = 1         # the answer still leads by this much there
CONFIRM_WIDTH = 8          # among the best moves at 2 plies
MAX_SWAPS = 6              # joker swaps the mover may choose from (each is tried with every placement after it)
TOGETHER_DEPTH = 1
TOGETHER_MARGIN = 2
TOGETHER_MAX_PLACED = 10   # Together puzzles come from the first placements: a small board for small players
MIN_PLACEMENTS = 3         # a Tripitz Domino puzzle offers at least this many placements
GAP = 4                    # plies between two puzzles of one game

CRITERIA = {
    "tripitz": (f"Every rack open: each move is valued as the points it scores now minus the opponent's best "
                f"reply ({DEPTH} plies, every placement and joker swap tried; an exchange scores 0), and the "
                f"answer leads every other move by at least {MARGIN} points (a {CONFIRM_DEPTH}-ply search of the "
                f"{CONFIRM_WIDTH} best moves agrees, by at least {CONFIRM_MARGIN})."),
    "tripitz-together": (f"Each move is valued by the points it scores now ({TOGETHER_DEPTH} ply, every placement "
                         f"tried; an exchange scores 0), and the answer leads every other move by at least "
                         f"{TOGETHER_MARGIN} points."),
}

DOMINO_OPTIONS = {"row_model": "windows", "shortened": False, "jokers": True, "cooperative": False}
TOGETHER_OPTIONS = {"row_model": "windows", "shortened": False, "jokers": False, "cooperative": True}


# ---- the criterion ---------------------------------------------------------------------------------------

def played(state, move):
    after = state.clone()
    after.play(move)
    return after


def swaps_of(state) -> list:
    """The joker swaps open to the seat to move (none without a joker on its rack)."""
    seat = state.current_player
    if not state.config.jokers or state.swapped or not any(T.is_joker(p) for p in state.rack(seat)):
        return []
    return [m for m in state.legal_moves() if isinstance(m, T.JokerSwap)]


def placements_of(state) -> list:
    seat = state.current_player
    return [T.Place(pid, cell) for pid in sorted(set(state.rack(seat))) if not T.is_joker(pid)
            for cell in state.legal_cells(pid)]


def turn_value(state, depth: int) -> float:
    """The best turn of the seat to move, `depth` plies deep: a placement's points then (the next seat's best
    turn, subtracted, or added in cooperative play); a joker swap is the turn's first half (the placement after
    it is the same ply). Exchanges and sitting out count 0. Depth 0, or a game over: 0."""
    if depth <= 0 or state.is_over:
        return 0.0
    best = 0.0
    if depth == 1:              # the fast path: the best immediate score, without playing anything
        found = state.best_placement(state.current_player)
        best = max(best, found[2] if found else 0)
    else:
        for move in placements_of(state):
            best = max(best, _place_value(state, move, depth))
    for swap in swaps_of(state):
        best = max(best, turn_value(played(state, swap), depth))
    return best


def _place_value(state, move, depth: int) -> float:
    score = state.score_placement(move.pid, move.cell).total
    if depth <= 1:
        return float(score)
    after = played(state, move)
    reply = turn_value(after, depth - 1)
    return score + reply if state.config.cooperative else score - reply


def move_values(state, depth: int) -> dict[str, float]:
    """Every legal move's value for the seat to move, `depth` plies deep, keyed by notation (every rack open)."""
    if state.is_over:
        return {}
    values: dict[str, float] = {}
    exchange_value = None
    for move in state.legal_moves():
        if isinstance(move, T.Place):
            values[str(move)] = _place_value(state, move, depth)
        elif isinstance(move, T.JokerSwap):
            values[str(move)] = turn_value(played(state, move), depth)
        else:                       # an exchange or sitting out scores 0; the next seat's rack is the same for
            if exchange_value is None:        # every exchange, so one reply value serves them all (2 plies at
                after = played(state, move)   # most: deeper, the draws would make each exchange its own)
                reply = turn_value(after, min(depth, DEPTH) - 1)
                exchange_value = reply if state.config.cooperative else -reply
            values[str(move)] = exchange_value
    return values


# ---- the line and the refutation -------------------------------------------------------------------------

def best_turn(state, depth: int) -> list:
    """The best turn of the seat to move as moves: a placement, or a joker swap and the placement after it;
    [] when it has neither (an exchange or sitting out is not shown)."""
    options = [(_place_value(state, m, depth), 0, [m]) for m in placements_of(state)]
    for swap in swaps_of(state):
        after = played(state, swap)
        follow = max(placements_of(after), key=lambda m: _place_value(after, m, depth), default=None)
        if follow is not None:
            options.append((turn_value(after, depth), 1, [swap, follow]))
    if not options:
        return []
    best = max(value for value, _kind, _moves in options)
    return next(moves for value, _kind, moves in options if value == best)   # first of equals: placements first


def refutation(state, move: str) -> list[str]:
    """After a wrong move: the opponent's best turn (a joker swap first finishes the mover's turn with its best
    placement). Together has no opponent to answer: []."""
    if state.config.cooperative:
        return []
    after = played(state, T.parse_move(move))
    shown: list[str] = []
    if after.swapped:               # the turn continues after a swap: its best placement first
        follow = max(placements_of(after), key=lambda m: _place_value(after, m, DEPTH))
        shown.append(str(follow))
        after.play(follow)
    if not after.is_over:
        shown += [str(m) for m in best_turn(after, DEPTH - 1)]
    return shown


def _line(state, answer: str, depth: int) -> list[str]:
    """The answer, the placement that finishes its turn (after a joker swap), then the best replies."""
    line = [answer]
    after = played(state, T.parse_move(answer))
    if after.swapped:
        follow = max(placements_of(after), key=lambda m: _place_value(after, m, depth))
        line.append(str(follow))
        after.play(follow)
    while len(line) < 3 and not after.is_over:
        turn = best_turn(after, 1)
        if not turn:
            break
        for m in turn:
            line.append(str(m))
            after.play(m)
    return line


# ---- judging a position ----------------------------------------------------------------------------------

def _leader(values: dict) -> tuple[str, float, float] | None:
    if len(values) < 2:
        return None
    ranked = sorted(values.items(), key=lambda kv: -kv[1])
    return ranked[0][0], ranked[0][1], ranked[1][1]


def confirm_values(state, values: dict, depth: int) -> dict[str, float]:
    """The generator's deeper look at the CONFIRM_WIDTH best moves by `values` (the others keep theirs: a move
    this far behind at 2 plies would need the mover's next turn alone to catch up)."""
    top = sorted(values, key=lambda m: -values[m])[:CONFIRM_WIDTH]
    deep = dict(values)
    for text in top:
        move = T.parse_move(text)
        if isinstance(move, T.Place):
            deep[text] = _place_value(state, move, depth)
        elif isinstance(move, T.JokerSwap):
            deep[text] = turn_value(played(state, move), depth)
    return deep


def judge_domino(state) -> dict | None:
    placed = placements_of(state)
    if len(placed) < MIN_PLACEMENTS:
        return None
    opponent = (state.current_player + 1) % state.players
    if any(T.is_joker(p) for p in state.rack(opponent)) or len(swaps_of(state)) > MAX_SWAPS:
        return None          # kept quick to prove (about 0.2 s in the test): no joker swaps among the replies
    values = move_values(state, DEPTH)
    lead = _leader(values)
    if lead is None or lead[1] - lead[2] < MARGIN:
        return None
    answer = lead[0]
    deep = confirm_values(state, values, CONFIRM_DEPTH)
    if deep[answer] - max(v for m, v in deep.items() if m != answer) < CONFIRM_MARGIN:
        return None
    theme = "joker_swap" if answer.startswith("J ") else "best_placement"
    now = move_values(state, 1)
    greedy = all(now[answer] > v for m, v in now.items() if m != answer)
    choices = len(placed) + len(swaps_of(state))
    difficulty = 3 if not greedy else 1 if choices <= 12 else 2 if choices <= 24 else 3
    return {"theme": theme, "goal": theme, "answer": [answer], "depth": DEPTH, "margin": MARGIN,
            "difficulty": difficulty, "line": _line(state, answer, DEPTH)}


def judge_together(state) -> dict | None:
    if state.pids_placed > TOGETHER_MAX_PLACED:
        return None
    placed = placements_of(state)
    if not placed:
        return None
    lead = _leader(move_values(state, TOGETHER_DEPTH))
    if lead is None or lead[1] - lead[2] < TOGETHER_MARGIN:
        return None
    answer, best, second = lead
    difficulty = 1 if best >= 2 * second and best - second >= 3 else 2 if best - second >= 3 else 3
    return {"theme": "make_triple", "goal": "make_triple", "answer": [answer], "depth": TOGETHER_DEPTH,
            "margin": TOGETHER_MARGIN, "difficulty": difficulty, "line": _line(state, answer, TOGETHER_DEPTH)}


def position_key(state) -> tuple:
    """Near-duplicates: the same board with the same rack to move (another game reaching it, or a seat that
    exchanged and is back with the same choice)."""
    return tuple(sorted(state.board.items())), tuple(sorted(state.rack(state.current_player)))


# ---- the generator ---------------------------------------------------------------------------------------

def computer_game(seed: int, options: dict, stop_after_placed: int | None = None):
    """(state before each move, the moves to it) of a seeded game between two easy computer players."""
    state = T.new_game(2, seed=seed, **options)
    moves: list[str] = []
    ply = 0
    while not state.is_over:
        if stop_after_placed is not None and state.pids_placed > stop_after_placed:
            return
        yield state, list(moves)
        move = choose_move(state, "easy", seed=seed * 1000 + ply)
        state.play(move)
        moves.append(str(move))
        ply += 1


def _collect(entry: str, seed: int, quota: dict, options: dict, judge, report, stop=None, per_game=3,
             slot=lambda puzzle: puzzle["theme"]) -> list:
    """Puzzles from games seeded seed, seed+1, ... until every quota (by theme, or by what `slot` says) is met."""
    found: list[dict] = []
    seen: set = set()
    examined = 0
    game_seed = seed
    while any(quota.values()) and game_seed < seed + 5000:
        last_kept, kept_here = -GAP, 0
        for state, moves in computer_game(game_seed, options, stop):
            if kept_here >= per_game:
                break
            if len(moves) - last_kept < GAP or state.swapped:
                continue
            examined += 1
            key = position_key(state)
            if key in seen:
                continue
            puzzle = judge(state)
            if puzzle is None or not quota.get(slot(puzzle)):
                continue
            seen.add(key)
            quota[slot(puzzle)] -= 1
            last_kept, kept_here = len(moves), kept_here + 1
            found.append({"players": 2, "options": dict(options), "seed": game_seed, "moves": moves, **puzzle})
            report(examined=examined, kept=len(found))
            if not any(quota.values()):
                break
        report(examined=examined, kept=len(found))
        game_seed += 1
    found.sort(key=lambda p: (p["difficulty"], THEMES.index(p["theme"])))
    return [{"id": f"{entry}-{n:03d}", **p} for n, p in enumerate(found, 1)]


def generate(seed: int, want: int, report) -> list[dict]:
    """Tripitz Domino: `want` puzzles, a third of them joker swaps (they are rarer), the rest placements."""
    jokers = max(1, want // 3) if want > 1 else 0
    return _collect("tripitz", seed, {"best_placement": want - jokers, "joker_swap": jokers}, DOMINO_OPTIONS,
                    judge_domino, report)


def generate_together(seed: int, want: int, report) -> list[dict]:
    """Tripitz Together: `want` 'make a triple' puzzles from the first placements of cooperative games, mostly
    easy ones: 60% of difficulty 1, 25% of 2, the rest 3."""
    easy, middle = -(-want * 3 // 5), -(-want // 4)
    quota = {1: easy, 2: min(middle, want - easy), 3: max(0, want - easy - middle)}
    return _collect("tripitz-together", seed, quota, TOGETHER_OPTIONS, judge_together, report,
                    stop=TOGETHER_MAX_PLACED, per_game=2, slot=lambda puzzle: puzzle["difficulty"])
