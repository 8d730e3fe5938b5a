"""Tripitz Domino: property tests over random games (hypothesis, profile in conftest.py)."""
import json
import random
from collections import Counter

from hypothesis import given, strategies as st

from engine import core, hexgrid
from engine import tripitz as tz

games = st.fixed_dictionaries({
    "players": st.sampled_from(tz.PLAYERS),
    "seed": st.integers(0, 10 ** 6),
    "row_model": st.sampled_from(tz.ROW_MODELS),
    "jokers": st.booleans(),
    "shortened": st.booleans(),
    "cooperative": st.booleans(),
})


def start(g):
    return tz.new_game(g["players"], seed=g["seed"], row_model=g["row_model"], jokers=g["jokers"],
                       shortened=g["shortened"], cooperative=g["cooperative"])


def choose(state, rng):
    """A random player that mostly places (pure random choice would mostly exchange), and swaps jokers."""
    moves = state.legal_moves()
    swaps = [m for m in moves if isinstance(m, tz.JokerSwap)]
    places = [m for m in moves if isinstance(m, tz.Place)]
    if swaps and rng.random() < 0.5:
        return rng.choice(swaps)
    if places and rng.random() < 0.85:
        return rng.choice(places)
    return rng.choice(moves)


def snapshot(state):
    return json.dumps(state.to_dict(), sort_keys=True)


def all_pids(state):
    return Counter(list(state.board.values()) + [p for r in state.racks for p in r] + state.bag)


MAX_TURNS = 64 * (2 * 6 + 2)   # every placement uses a pid; the safeguard bounds the turns between them


@given(games, st.integers(0, 10 ** 6))
def test_random_games_end_and_keep_the_invariants(g, policy):
    state, rng = start(g), random.Random(policy)
    expected = Counter(tz.PIDS + (tz.JOKERS if g["jokers"] else ()))
    turns = 0
    while not state.is_over:
        assert turns < MAX_TURNS
        seat = state.current_player
        move = choose(state, rng)
        before = list(state.totals)
        if isinstance(move, tz.Place):
            predicted = state.score_placement(move.pid, move.cell).total
            assert state.legal_cells(move.pid)[move.cell] == predicted
        events = state.play(move)
        turns += 1
        # pids are conserved: board + racks + bag = 64 (+4 jokers)
        assert all_pids(state) == expected
        assert all(len(r) <= 7 for r in state.racks)
        if isinstance(move, tz.Place):
            place = events[0]
            assert (place.kind, place.cell, place.piece, place.player) == ("place", move.cell, move.pid, seat)
            # the reported score is the score the engine adds
            assert place.value == predicted == state.totals[seat] - before[seat] > 0
            assert [e.value for e in events if e.kind == "score"] == [predicted]
        else:
            assert state.totals == before
        assert (state.current_player is None) == state.is_over
    outcome = state.outcome()
    assert outcome is not None and events[-1].kind == "game_over"
    assert state.end_reason in ("used_up", "blocked", "safeguard", "shortened")
    if g["cooperative"]:
        assert outcome.winners == () and state.scores() == [sum(state.totals)] * g["players"]
    else:
        assert max(state.scores()) == outcome.scores[outcome.winners[0]]
        assert state.rank_markers()[outcome.winners[0]] == "red"
    if state.end_reason == "used_up":
        assert not state.bag and not any(state.racks)


def play_some(state, rng, n):
    for _ in range(n):
        if state.is_over:
            break
        state.play(choose(state, rng))


@given(games, st.integers(0, 10 ** 6), st.integers(0, 60))
def test_legal_cells_agree_with_play(g, policy, n):
    state, rng = start(g), random.Random(policy)
    play_some(state, rng, n)
    if state.is_over:
        return
    seat = state.current_player
    empty = [c for c in tz.BOARD if c not in state.board]
    for pid in set(state.rack(seat)):
        cells = state.legal_cells(pid)
        for cell in empty:
            trial = state.clone()
            try:
                value = trial.play(tz.Place(pid, cell))[0].value
            except core.IllegalMove:
                assert cell not in cells
            else:
                assert cells[cell] == value


def reference_score(board, pid, cell, model):
    """RULES.md "Scoring a placement at cell X", written out plainly, to check the engine's cached scoring."""
    filled = {**board, cell: pid}
    base = 0
    for axis in ((1, 0), (0, 1), (1, -1)):
        def at(k):
            return hexgrid.add(cell, hexgrid.scale(axis, k))
        if model == "strict":
            lo = hi = 0
            while at(lo - 1) in filled:
                lo -= 1
            while at(hi + 1) in filled:
                hi += 1
            run = [filled[at(k)] for k in range(lo, hi + 1)]
            base += (len(run) == 3 and tz.is_triple(*run)) + 3 * (len(run) == 4 and tz.is_quadruple(*run))
            continue
        quads = []
        for first in range(-3, 1):
            window = [at(first + i) for i in range(4)]
            if all(c in filled for c in window) and tz.is_quadruple(*(filled[c] for c in window)):
                base += 3
                quads.append(set(window))
        for first in range(-2, 1):
            window = [at(first + i) for i in range(3)]
            if all(c in filled for c in window) and tz.is_triple(*(filled[c] for c in window)) \
                    and not any(set(window) <= q for q in quads):
                base += 1
    touched = sum(n in board for n in hexgrid.neighbours(cell))
    return base * touched * (2 if cell in hexgrid.tripitz_border() else 1)


@given(games, st.integers(0, 10 ** 6), st.integers(0, 60), st.randoms(use_true_random=False))
def test_scores_match_a_plain_reading_of_the_rules(g, policy, n, pick):
    state, rng = start(g), random.Random(policy)
    play_some(state, rng, n)
    pids = [p for p in tz.PIDS if p not in state.board]
    for cell in tz.BOARD:
        if cell not in state.board:
            for pid in pick.sample(pids, min(4, len(pids))):
                assert state.score_placement(pid, cell).total == reference_score(state.board, pid, cell, g["row_model"])


@given(games, st.integers(0, 10 ** 6), st.integers(0, 60), st.randoms(use_true_random=False))
def test_illegal_moves_leave_the_state_untouched(g, policy, n, pick):
    state, rng = start(g), random.Random(policy)
    play_some(state, rng, n)
    if state.is_over:
        return
    legal = set(state.legal_moves())
    before = snapshot(state)
    pool = tz.PIDS + tz.JOKERS
    tries = [tz.SitOut()]
    for _ in range(20):
        tries.append(tz.Place(pick.choice(pool), pick.choice(tz.BOARD + ((9, 9),))))
        tries.append(tz.Exchange(tuple(pick.sample(pool, pick.randint(1, 8)))))
        tries.append(tz.JokerSwap(pick.choice(pool), pick.choice(tz.BOARD)))
    for move in tries:
        if move in legal:
            continue
        try:
            state.play(move)
        except core.IllegalMove as e:
            assert e.reason
        else:
            raise AssertionError(f"{move} was played although it is not among the legal moves")
        assert snapshot(state) == before


@given(games, st.integers(0, 10 ** 6), st.integers(0, 60))
def test_every_listed_move_can_be_played(g, policy, n):
    state, rng = start(g), random.Random(policy)
    play_some(state, rng, n)
    moves = state.legal_moves()
    assert len(set(moves)) == len(moves) and (moves or state.is_over)
    for move in rng.sample(moves, min(len(moves), 25)):
        assert tz.parse_move(str(move)) == move
        state.clone().play(move)


@given(games, st.integers(0, 10 ** 6), st.integers(0, 60))
def test_save_and_restore_anywhere_gives_the_same_game(g, policy, n):
    state, rng = start(g), random.Random(policy)
    play_some(state, rng, n)
    restored = tz.from_dict(json.loads(json.dumps(state.to_dict())))
    assert snapshot(restored) == snapshot(state)
    copy = state.clone()
    rng_a, rng_b, rng_c = (random.Random(policy + 1) for _ in range(3))
    while not state.is_over:
        move = choose(state, rng_a)
        assert choose(restored, rng_b) == move == choose(copy, rng_c)
        assert restored.play(move) == state.play(move) == copy.play(move)
    assert snapshot(restored) == snapshot(state) == snapshot(copy)
    assert restored.outcome() == state.outcome()


@given(st.integers(0, 10 ** 6), st.sampled_from(tz.PLAYERS))
def test_seeded_setup_is_reproducible(seed, players):
    a, b = tz.new_game(players, seed=seed), tz.new_game(players, seed=seed)
    assert snapshot(a) == snapshot(b)
    assert tz.is_quadruple(*a.start_pids)
