"""IceSickle property tests: random legal play keeps the 15 pyramids, always ends, never raises."""
import json
from collections import Counter

from hypothesis import given, settings, strategies as st

from engine import core
from engine import icesickle as ic
from engine import squaregrid as sg

options = st.fixed_dictionaries({
    "match": st.booleans(),
    "scoring": st.sampled_from(ic.SCORINGS),
})
# A full match is at most 2 x (15 placements + 14 jumps) moves; a solo puzzle at most 14 jumps.
MAX_MOVES = 2 * (15 + 14)


def pyramids_accounted(state):
    """Every pyramid is on the board, in someone's captures or in the supply, exactly once."""
    everywhere = list(state.board.values()) + state.supply_pieces()
    for seat in range(state.players):
        everywhere += state.captured_by(seat)
    return Counter(everywhere) == Counter(ic.ALL_PIECES)


def play_randomly(state, data, check=lambda s, m, ev, game: None):
    """Random legal moves to the end; check(state, move, events, game number the move was made in)."""
    n = 0
    while not state.is_over:
        moves = state.legal_moves()
        assert moves, "a running game always offers a move"
        move = data.draw(st.sampled_from(moves))
        game = state.game_number
        events = state.play(move)
        check(state, move, events, game)
        n += 1
        assert n <= MAX_MOVES
    return n


@given(options, st.data())
def test_pyramids_are_conserved_and_random_matches_end(opts, data):
    s = ic.new_game(**opts)
    assert pyramids_accounted(s)

    def check(state, move, events, game):
        assert pyramids_accounted(state)
        assert len(state.board) + sum(len(state.captured_by(p)) for p in (0, 1)) \
            + sum(state.supply().values()) == 15

    play_randomly(s, data, check)
    assert s.current_player is None and s.legal_moves() == []
    assert s.game_number == (2 if opts["match"] else 1) and len(s.game_scores) == s.game_number
    out = s.outcome()
    assert out is not None and out.scores == tuple(s.scores())
    assert set(out.winners) <= {0, 1} and out.winners


@settings(max_examples=15)   # each example tries every legal move of a whole match (up to four games since
@given(options, st.data())   # IceSickle for 3-4 players): fewer examples keep the suite under three minutes
def test_every_legal_move_plays_without_raising(opts, data):
    s = ic.new_game(**opts)
    while not s.is_over:
        moves = s.legal_moves()
        assert len(set(moves)) == len(moves)
        for m in moves:
            assert ic.parse_move(str(m)) == m
            s.clone().play(m)
        s.play(data.draw(st.sampled_from(moves)))


@given(options, st.data())
def test_each_jump_captures_what_it_passes_and_scores_its_pips(opts, data):
    s = ic.new_game(**opts)

    def check(state, move, events, game):
        if not isinstance(move, ic.Jump):
            return
        move_event = events[0]
        assert move_event.kind == "move" and move_event.src == move.src and move_event.dst == move.dst
        captures = [e for e in events if e.kind == "capture"]
        assert captures, "a jump always captures"
        assert {e.cell for e in captures} <= set(move_event.path[1:-1])
        if opts["scoring"] in ("high", "low", "remaining"):
            gained = [e for e in events if e.kind == "score" and e.text == "captured"]
            assert [e.value for e in gained] == [ic.pips(e.piece for e in captures)]

    play_randomly(s, data, check)


@given(options, st.data())
def test_jump_order_follows_the_sowing_roles(opts, data):
    """In each game the player who placed second makes the first jump; game 2 swaps who places first."""
    s = ic.new_game(**opts)
    first_jumpers, placed = [], Counter()

    def check(state, move, events, game):
        if isinstance(move, ic.Place):
            placed[(game, events[0].player)] += 1
        for e in events:
            if e.kind == "phase" and e.text == "reaping":
                first_jumpers.append(e.player)

    assert s.current_player == 0 and s.first_placer == 0
    play_randomly(s, data, check)
    games = 2 if opts["match"] else 1
    assert first_jumpers == [1, 0][:games]
    assert placed[(1, 0)] == 8 and placed[(1, 1)] == 7
    if games == 2:
        assert placed[(2, 1)] == 8 and placed[(2, 0)] == 7


@given(options, st.data())
def test_illegal_moves_leave_the_state_untouched(opts, data):
    s = ic.new_game(**opts)
    steps = data.draw(st.integers(0, 40))
    for _ in range(steps):
        if s.is_over:
            break
        s.play(data.draw(st.sampled_from(s.legal_moves())))
    legal = set(s.legal_moves())
    cells = st.tuples(st.integers(-1, 5), st.integers(-1, 5))
    bad = data.draw(st.one_of(
        st.builds(ic.Place, cells, st.integers(0, 4)),
        st.builds(ic.Jump, cells, cells),
    ).filter(lambda m: m not in legal))
    before = json.dumps(s.to_dict())
    try:
        s.play(bad)
    except core.IllegalMove as err:
        assert err.reason
    else:
        raise AssertionError(f"{bad} was played though it is not a legal move")
    assert json.dumps(s.to_dict()) == before


@given(options, st.data())
def test_save_restore_round_trip_behaves_the_same(opts, data):
    s = ic.new_game(**opts)
    steps = data.draw(st.integers(0, MAX_MOVES))
    for _ in range(steps):
        if s.is_over:
            break
        s.play(data.draw(st.sampled_from(s.legal_moves())))
    restored = ic.from_dict(json.loads(json.dumps(s.to_dict())))
    assert restored.to_dict() == s.to_dict()
    while not s.is_over:
        moves = s.legal_moves()
        assert restored.legal_moves() == moves
        move = data.draw(st.sampled_from(moves))
        assert restored.play(move) == s.play(move)
    assert restored.is_over and restored.outcome() == s.outcome()


@given(st.integers(0, 10**6), st.data())
def test_solo_puzzles_end_and_count_what_is_left(seed, data):
    s = ic.new_game(players=1, seed=seed)
    assert sorted(s.board.values()) == sorted(ic.ALL_PIECES)
    left = [s.pyramids_left()]
    while not s.is_over:
        assert s.current_player == 0
        s.play(data.draw(st.sampled_from(s.legal_moves())))
        assert pyramids_accounted(s)
        left.append(s.pyramids_left())
    assert all(a > b for a, b in zip(left, left[1:]))
    assert 1 <= left[-1] <= 14
    assert s.all_jumps() == [] and s.outcome().scores == (left[-1],)
    assert all(sg.on_board(c) for c in s.board)
