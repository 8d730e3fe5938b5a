"""Tumbleweed properties over random legal play (hypothesis picks the options and the random seed)."""
import json
import random

from hypothesis import given, strategies as st

from engine import core, hexgrid
from engine import tumbleweed as tw

options = st.fixed_dictionaries({
    "size": st.sampled_from((6, 6, 8)),
    "free_setup": st.booleans(),
    "end_reminder": st.booleans(),
    "aid_level": st.sampled_from(tw.AID_LEVELS),
})
seeds = st.integers(0, 2**32 - 1)
MAX_PLIES = 5000   # far above any real game on these boards


def recount(s):
    """From scratch, through the public API only: LOS per colour per cell, legal cells, scores by colour."""
    stacks = s.stacks()
    board = set(s.cells)
    los = {"red": {}, "white": {}}
    for c in s.cells:
        seen = {"red": 0, "white": 0, "neutral": 0}
        for d in hexgrid.DIRECTIONS:
            for x in hexgrid.line(c, d, board):
                if x in stacks:
                    seen[stacks[x][0]] += 1
                    break
        los["red"][c], los["white"][c] = seen["red"], seen["white"]
    legal = {col: [c for c in s.cells if los[col][c] > (stacks[c][1] if c in stacks else 0)]
             for col in ("red", "white")}
    score = {}
    for col, other in (("red", "white"), ("white", "red")):
        score[col] = sum(1 for c in s.cells if c in stacks and stacks[c][0] == col) + \
            sum(1 for c in s.cells if c not in stacks and los[col][c] > los[other][c])
    return los, legal, score


def play_random(s, rng, plies):
    for _ in range(plies):
        if s.is_over:
            break
        s.play(rng.choice(s.legal_moves()))


@given(options, seeds)
def test_random_legal_games_end_and_never_raise(opts, seed):
    rng = random.Random(seed)
    s = tw.new_game(seed=seed, **opts)
    plies = 0
    while not s.is_over:
        moves = s.legal_moves()
        assert moves and len(set(moves)) == len(moves)
        assert (s.current_player is not None) and s.phase in tw.PHASES
        s.play(rng.choice(moves))
        plies += 1
        assert plies < MAX_PLIES
    out = s.outcome()
    assert s.current_player is None and s.legal_moves() == []
    assert out.scores == tuple(s.scores()) and sum(s.scores()) <= len(s.cells)
    assert set(out.winners) == {i for i in (0, 1) if s.scores()[i] == max(s.scores())}


@given(options, seeds)
def test_heights_stay_1_to_6_and_never_decrease(opts, seed):
    rng = random.Random(seed)
    s = tw.new_game(seed=seed, **opts)
    before = {}
    while not s.is_over:
        s.play(rng.choice(s.legal_moves()))
        now = s.stacks()
        assert all(1 <= h <= 6 for _, h in now.values())
        assert set(before) <= set(now)                              # stacks are replaced, never removed
        assert all(now[c][1] >= h for c, (_, h) in before.items())  # and only by taller ones
        before = now


@given(options, seeds, st.integers(10, 80))
def test_incremental_counts_equal_a_recount(opts, seed, step):
    rng = random.Random(seed)
    s = tw.new_game(seed=seed, **opts)
    check_against_recount(s)
    while not s.is_over:
        play_random(s, rng, step)
        check_against_recount(s)


def check_against_recount(s):
    los, legal, score = recount(s)
    for col in ("red", "white"):
        assert [s.los(col, c) for c in s.cells] == [los[col][c] for c in s.cells]
    if s.phase == "play":
        mover = s.colour_of(s.current_player)
        assert [m.cell for m in s.legal_moves()[:-1]] == legal[mover]
        assert s.placements_left == {col: len(legal[col]) for col in ("red", "white")}
    if s.colour_of(0) is not None:
        assert s.scores() == [score[s.colour_of(0)], score[s.colour_of(1)]]
        assert [len(s.owned(i)) + len(s.controlled(i)) for i in (0, 1)] == s.scores()


@given(options, seeds, st.integers(0, 300))
def test_save_restore_round_trip_behaves_the_same(opts, seed, plies):
    rng = random.Random(seed)
    s = tw.new_game(seed=seed, **opts)
    play_random(s, rng, plies)
    copy = tw.from_dict(json.loads(json.dumps(s.to_dict())))
    assert behaviour(copy) == behaviour(s)
    # play both to the end with the same choices: same events, same result
    r1, r2 = random.Random(seed + 1), random.Random(seed + 1)
    while not s.is_over:
        m = r1.choice(s.legal_moves())
        assert r2.choice(copy.legal_moves()) == m
        assert copy.play(m) == s.play(m)
    assert copy.is_over and copy.outcome() == s.outcome()


@given(options, seeds, st.integers(0, 300), st.integers(0, 10**6))
def test_illegal_moves_leave_the_state_untouched(opts, seed, plies, pick):
    rng = random.Random(seed)
    s = tw.new_game(seed=seed, **opts)
    play_random(s, rng, plies)
    legal = set(s.legal_moves())
    candidates = [tw.Place(c) for c in s.cells] + [tw.PASS, tw.Choose("red"), tw.Setup("red", s.cells[0])]
    illegal = [m for m in candidates if m not in legal]
    before = json.dumps(s.to_dict(), sort_keys=True)
    m = illegal[pick % len(illegal)]
    try:
        s.play(m)
        raise AssertionError(f"{m} was played though not listed as legal")
    except core.IllegalMove as e:
        assert e.reason
    assert json.dumps(s.to_dict(), sort_keys=True) == before


@given(options, seeds, st.integers(0, 300))
def test_clone_is_independent_and_equal(opts, seed, plies):
    rng = random.Random(seed)
    s = tw.new_game(seed=seed, **opts)
    play_random(s, rng, plies)
    c = s.clone()
    assert c == s and c.legal_moves() == s.legal_moves()
    before = behaviour(s)
    play_random(c, rng, 50)
    assert behaviour(s) == before
    check_against_recount(s)


def behaviour(s):
    """Everything a player or the AI can observe of a state."""
    los = [(s.los(col, c)) for col in ("red", "white") for c in s.cells]
    return (json.dumps(s.to_dict(), sort_keys=True), s.legal_moves(), los, s.scores(), s.placements_left,
            s.stale_turns, s.reminder_active)


@given(options, seeds, st.integers(0, 300))
def test_every_legal_placement_previews_its_height_and_plays_it(opts, seed, plies):
    rng = random.Random(seed)
    s = tw.new_game(seed=seed, **opts)
    play_random(s, rng, plies)
    if s.phase != "play":
        return
    moves = s.legal_moves()
    assert moves[-1] == tw.PASS
    for m in moves[:-1]:
        h, sources = s.preview(m.cell)
        assert h == len(sources) == s.los(s.current_player, m.cell)
    m = rng.choice(moves[:-1] or moves)
    if m != tw.PASS:
        h = s.preview(m.cell)[0]
        events = s.play(m)
        place = [e for e in events if e.kind == "place"]
        assert place[0].value == h and s.stack_at(m.cell)[1] == h
