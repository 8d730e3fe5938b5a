"""Tripitz Domino: every rule of RULES.md section 5 and the rulebook (seed 004) as a unit test."""
import itertools
import json

import pytest

from engine import core, hexgrid
from engine import tripitz as tz

N = tz.pid_from_name

# The start pids of every arranged test: an all-different quadruple on the 4 centre cells.
START = {(0, 0): N("red-triangle-white"), (-1, 0): N("yellow-circle-black"),
         (0, -1): N("blue-moon-grey"), (-1, 1): N("green-star-lightblue")}
# red + circle: red like (0,0), circle like (-1,0), so they complete none of the 5 start pairs in line.
STUCK = [N("red-circle-white"), N("red-circle-black"), N("red-circle-grey"), N("red-circle-lightblue")]


def names(*ns):
    return [N(n) for n in ns]


def snapshot(state):
    return json.dumps(state.to_dict(), sort_keys=True)


def pids_everywhere(state):
    return sorted(list(state.board.values()) + [p for r in state.racks for p in r] + state.bag)


# ---- pids and the algebra of triples and quadruples ------------------------------------------------------

def test_there_are_64_unique_pids_and_4_distinct_jokers():
    assert len({tz.properties(p) for p in tz.PIDS}) == 64
    assert len({tz.pid_name(p) for p in tz.PIDS + tz.JOKERS}) == 68
    assert all(tz.is_joker(j) and j not in tz.PIDS for j in tz.JOKERS)
    assert tz.pid_name(tz.make_pid(0, 2, 0)) == "red-moon-white"
    assert tz.pid_description(N("green-star-lightblue")) == ("green", "star", "lightblue")
    assert tz.pid_description(N("joker-blue")) == ("blue", None, None)
    with pytest.raises(ValueError):
        N("purple-moon-white")


def test_triple_needs_each_property_all_equal_or_all_different():
    assert tz.is_triple(*names("red-moon-white", "red-star-white", "red-circle-white"))
    assert tz.is_triple(*names("red-moon-white", "blue-star-black", "green-circle-grey"))
    # two red and one blue: the token colour is neither all equal nor all different
    assert not tz.is_triple(*names("red-moon-white", "red-star-black", "blue-circle-grey"))
    # order does not matter
    for perm in itertools.permutations(names("red-moon-white", "blue-star-black", "green-circle-grey")):
        assert tz.is_triple(*perm)


def test_quadruple_needs_each_property_all_equal_or_all_four_different():
    # rulebook quadruple example 1: all red, four symbols, four symbol colours
    assert tz.is_quadruple(*names("red-triangle-white", "red-circle-black", "red-moon-grey", "red-star-lightblue"))
    # example 3: all moon, all white, four token colours
    assert tz.is_quadruple(*names("red-moon-white", "yellow-moon-white", "blue-moon-white", "green-moon-white"))
    # three different symbol colours and one repeated: not a quadruple
    assert not tz.is_quadruple(*names("red-moon-white", "yellow-moon-white", "blue-moon-grey", "green-moon-grey"))


def test_jokers_never_make_a_set():
    a, b = names("red-moon-white", "red-star-white")
    for j in tz.JOKERS:
        assert not tz.is_triple(a, b, j)
        assert tz.completing_pids([a, j]) == []


def test_every_triple_has_exactly_one_completing_pid():
    seen = 0
    for a, b, c in itertools.combinations(tz.PIDS, 3):
        if not tz.is_triple(a, b, c):
            continue
        seen += 1
        fourth = tz.completing_pids([a, b, c])
        assert len(fourth) == 1 and fourth[0] not in (a, b, c)
        assert tz.is_quadruple(a, b, c, fourth[0])
        if seen % 97 == 0:   # brute force on a spread sample: no other pid makes a quadruple
            assert [d for d in tz.PIDS if tz.is_quadruple(a, b, c, d)] == fourth
    assert seen > 0
    assert tz.completing_pids(names("red-moon-white", "red-moon-black", "blue-star-grey")) == []


def test_two_pids_have_1_to_8_completing_pids():
    counts = set()
    for a, b in itertools.combinations(tz.PIDS, 2):
        thirds = tz.completing_pids([a, b])
        assert thirds == [c for c in tz.PIDS if tz.is_triple(a, b, c)]
        shared = sum(x == y for x, y in zip(tz.properties(a), tz.properties(b)))
        assert len(thirds) == 2 ** (3 - shared)     # 1 option per shared property, 2 otherwise
        counts.add(len(thirds))
    # Two different pids share at most 2 properties, so "1-8" is in fact 2, 4 or 8.
    assert counts == {2, 4, 8}


def test_rulebook_which_pid_is_missing():
    # "Token colour equal, therefore green; symbol colour grey; symbol unequal, therefore moon or star"
    assert tz.completing_pids(names("green-triangle-grey", "green-circle-grey")) == \
        sorted(names("green-moon-grey", "green-star-grey"))
    # "Token colour equal, therefore red; symbol colour unequal (grey or light blue); symbol unequal
    #  (triangle or star)": four solutions
    assert sorted(tz.completing_pids(names("red-circle-white", "red-moon-black"))) == sorted(names(
        "red-triangle-grey", "red-triangle-lightblue", "red-star-grey", "red-star-lightblue"))
    # all three properties differ: "a total of 8 solutions"
    assert len(tz.completing_pids(names("blue-triangle-black", "yellow-circle-lightblue"))) == 8
    # quadruple example 1: 3x red, different symbols and symbol colours -> the 4th is red, the rest missing
    assert tz.completing_pids(names("red-triangle-white", "red-circle-black", "red-moon-grey")) == \
        names("red-star-lightblue")


# ---- scoring: the six worked examples of the rulebook ----------------------------------------------------

EXAMPLE_GAME = [  # (pid, cell, triples, quadruples, touches, score): "Example of a game progress"
    ("blue-circle-black", (1, -1), 1, 0, 2, 2),
    ("blue-triangle-white", (-1, -1), 2, 0, 2, 4),
    ("yellow-moon-grey", (2, -2), 0, 1, 1, 3),
    ("green-triangle-lightblue", (1, -2), 1, 0, 3, 3),
    ("yellow-star-black", (0, -2), 1, 0, 3, 3),
    ("red-moon-grey", (-1, -2), 1, 1, 2, 8),
]


def test_example_1_geometry_matches_rules_md():
    # Extending the line (-1,1) -> (0,0) by one step NE gives (1,-1): it touches (0,0) and (0,-1) only
    # and completes the diagonal row of three.
    cell = hexgrid.add((0, 0), (1, -1))
    assert cell == (1, -1)
    assert [n for n in hexgrid.neighbours(cell) if n in START] == [(0, -1), (0, 0)]
    assert tz.touches(START, cell) == 2
    b = tz.score_on(START, N("blue-circle-black"), cell)
    assert b.sets == (((-1, 1), (0, 0), (1, -1)),)


def test_the_six_worked_examples_score_2_4_3_3_3_8_in_one_game():
    pids = [N(p) for p, *_ in EXAMPLE_GAME]
    state = tz.from_position(START, [pids[0::2], pids[1::2]], seed=1)
    for seat_turn, (pid, cell, triples, quads, touched, score) in enumerate(EXAMPLE_GAME):
        b = state.score_placement(N(pid), cell)
        assert (b.triples, b.quadruples, b.touches, b.border, b.total) == (triples, quads, touched, False, score)
        assert state.current_player == seat_turn % 2
        events = state.play(tz.Place(N(pid), cell))
        assert events[0].kind == "place" and events[0].value == score
    assert state.scores() == [2 + 3 + 3, 4 + 3 + 8]


def test_example_3_a_quadruple_absorbs_its_own_triples():
    board = dict(START)
    for pid, cell, *_ in EXAMPLE_GAME[:2]:
        board[cell] = N(pid)
    b = tz.score_on(board, N("yellow-moon-grey"), (2, -2))
    assert (b.triples, b.quadruples, b.total) == (0, 1, 3)      # one quadruple, one touch = 3, not 4


def test_quadruple_through_the_middle_absorbs_both_inner_triples():
    a, c, d = names("red-triangle-white", "red-moon-grey", "red-star-lightblue")
    board = {(-1, 0): a, (1, 0): c, (2, 0): d}
    b = tz.score_on(board, N("red-circle-black"), (0, 0))
    assert (b.triples, b.quadruples, b.touches, b.total) == (0, 1, 2, 6)


def test_example_6_also_fits_the_strict_model_on_its_own():
    # A quadruple at the end of a row of three plus a triple on another axis, two touches: (1+3) x 2.
    board = {(1, 0): N("blue-triangle-white"), (2, 0): N("yellow-circle-black"), (3, 0): N("green-star-lightblue"),
             (0, 1): N("yellow-star-black"), (0, 2): N("green-triangle-lightblue")}
    for model in tz.ROW_MODELS:
        b = tz.score_on(board, N("red-moon-grey"), (0, 0), model)
        assert (b.triples, b.quadruples, b.touches, b.total) == (1, 1, 2, 8)


def test_first_five_examples_score_the_same_in_the_strict_model():
    board = dict(START)
    for pid, cell, *_, score in EXAMPLE_GAME[:5]:
        assert tz.score_on(board, N(pid), cell, "strict").total == score
        board[cell] = N(pid)


def test_border_placement_scores_double():
    board = {(3, -3): N("red-moon-white"), (4, -3): N("red-star-white")}
    assert (5, -3) in tz.BORDER and (2, -3) not in tz.BORDER
    outer = tz.score_on(board, N("red-circle-white"), (5, -3))
    inner = tz.score_on(board, N("red-circle-white"), (2, -3))
    assert (outer.triples, outer.touches, outer.border, outer.total) == (1, 1, True, 2)
    assert (inner.triples, inner.touches, inner.border, inner.total) == (1, 1, False, 1)


def test_rows_longer_than_four_score_by_their_windows_but_not_in_the_strict_model():
    board = {(-2, 0): N("blue-triangle-black"), (-1, 0): N("red-triangle-white"),
             (1, 0): N("red-circle-white"), (2, 0): N("blue-star-black")}
    x = N("red-moon-white")
    windows = tz.score_on(board, x, (0, 0), "windows")
    assert (windows.triples, windows.quadruples, windows.touches, windows.total) == (1, 0, 2, 2)
    assert windows.sets == (((-1, 0), (0, 0), (1, 0)),)
    assert not tz.score_on(board, x, (0, 0), "strict").is_legal     # a run of 5 never scores


def test_invalid_extra_rows_are_ignored():
    board = {(1, 0): N("red-moon-white"), (2, 0): N("red-star-white"),           # valid with red-circle-white
             (0, 1): N("blue-moon-white"), (0, 2): N("red-moon-black")}           # invalid with it
    b = tz.score_on(board, N("red-circle-white"), (0, 0))
    assert (b.triples, b.quadruples, b.touches, b.total) == (1, 0, 2, 2)


def test_touches_count_every_occupied_neighbour_up_to_six():
    ring = {c: p for c, p in zip(hexgrid.neighbours((0, 0)), tz.PIDS)}
    assert tz.touches(ring, (0, 0)) == 6
    assert tz.touches(ring, (3, 0)) == 0


# ---- legality of placements -------------------------------------------------------------------------------

def test_stuck_pids_have_no_place_at_the_start():
    state = tz.from_position(START, [STUCK, STUCK[:1]], bag=[N("green-moon-white")])
    assert all(state.legal_cells(p) == {} for p in STUCK)
    assert not state.can_place(0)
    assert not any(isinstance(m, tz.Place) for m in state.legal_moves())


def test_placement_must_form_a_valid_new_set():
    state = tz.from_position(START, [[STUCK[0], N("blue-circle-black")], [N("green-moon-white")]],
                             bag=[N("green-moon-black")])
    before = snapshot(state)
    with pytest.raises(core.IllegalMove, match="forms no triple") as refused:
        state.play(tz.Place(STUCK[0], (1, -1)))
    assert refused.value.code == "no_set"
    assert refused.value.values == {"pid": tz.pid_name(STUCK[0]), "cell": "1,-1"}
    assert state.why_not(tz.Place(STUCK[0], (1, -1))).code == "no_set"
    assert snapshot(state) == before
    assert state.legal_cells(N("blue-circle-black"))[(1, -1)] == 2
    state.play(tz.Place(N("blue-circle-black"), (1, -1)))
    assert state.board[(1, -1)] == N("blue-circle-black")


@pytest.mark.parametrize("move, reason, code", [
    (tz.Place(N("blue-circle-black"), (0, 0)), "already taken", "taken"),
    (tz.Place(N("blue-circle-black"), (9, 9)), "not a cavity", "off_board"),
    (tz.Place(N("green-moon-white"), (1, -1)), "not on your rack", "not_on_rack"),
    (tz.Place(N("joker-red"), (1, -1)), "joker", "joker_alone"),
])
def test_illegal_placements_leave_the_state_untouched(move, reason, code):
    state = tz.from_position(START, [[N("blue-circle-black"), N("joker-red")], [N("green-moon-white")]],
                             bag=[N("green-moon-black")], jokers=True)
    before = snapshot(state)
    with pytest.raises(core.IllegalMove, match=reason) as refused:
        state.play(move)
    assert refused.value.code == code and state.why_not(move).code == code
    assert snapshot(state) == before


def test_placement_events_then_one_draw_and_the_turn_passes_clockwise():
    state = tz.from_position(START, [[N("blue-circle-black")], [STUCK[0]], [STUCK[1]]],
                             bag=[N("green-moon-black")])
    events = state.play(tz.Place(N("blue-circle-black"), (1, -1)))
    assert [e.kind for e in events] == ["place", "score", "draw"]
    place, score, draw = events
    assert (place.cell, place.piece, place.player, place.value) == ((1, -1), N("blue-circle-black"), 0, 2)
    assert (score.player, score.value) == (0, 2)
    assert (draw.player, draw.piece, draw.value) == (0, (N("green-moon-black"),), 1)
    assert state.rack(0) == (N("green-moon-black"),) and state.bag_size == 0
    assert state.current_player == 1 and state.scores() == [2, 0, 0]


def test_quadruple_and_border_placements_announce_themselves():
    board = dict(START)
    for pid, cell, *_ in EXAMPLE_GAME[:2]:
        board[cell] = N(pid)
    state = tz.from_position(board, [[N("yellow-moon-grey")], [STUCK[0]]])
    events = state.play(tz.Place(N("yellow-moon-grey"), (2, -2)))
    assert any(e.kind == "notice" and e.text == "Quadruple!" for e in events)
    assert any(e.kind == "notice" and e.code == "quadruple" for e in events)
    state = tz.from_position({(3, -3): N("red-moon-white"), (4, -3): N("red-star-white")},
                             [[N("red-circle-white")], [STUCK[0]]])
    events = state.play(tz.Place(N("red-circle-white"), (5, -3)))
    assert any(e.kind == "notice" and "double" in e.text for e in events)
    assert any(e.kind == "notice" and e.code == "border" for e in events)


def test_helpers_legal_cells_and_best_placement():
    state = tz.from_position(START, [[N("blue-circle-black"), STUCK[0]], [STUCK[1]]], bag=[STUCK[2]])
    cells = state.legal_cells(N("blue-circle-black"))
    assert cells and all(state.score_placement(N("blue-circle-black"), c).total == s for c, s in cells.items())
    pid, cell, score = state.best_placement(0)
    assert pid == N("blue-circle-black") and score == max(cells.values())
    assert state.best_placement(1) is None
    assert state.legal_cells(N("joker-red")) == {}


# ---- exchange -------------------------------------------------------------------------------------------

def test_exchange_draws_first_then_returns_the_pids():
    bag = names("green-moon-white", "green-moon-black")
    state = tz.from_position(START, [[N("blue-circle-black"), STUCK[0], STUCK[1]], [STUCK[2]]], bag=bag, seed=3)
    events = state.play(tz.Exchange((STUCK[0], STUCK[1])))
    assert sorted(state.rack(0)) == sorted([N("blue-circle-black")] + bag)   # never your own pids back
    assert sorted(state.bag) == sorted(STUCK[:2])
    assert [e.kind for e in events] == ["draw", "exchange"]
    assert sorted(events[0].piece) == sorted(bag) and events[0].value == 2
    assert events[1].piece == tuple(sorted(STUCK[:2])) and events[1].value == 2
    assert state.current_player == 1                    # allowed although a placement was possible


def test_exchange_at_most_the_bag_size_and_only_own_pids():
    state = tz.from_position(START, [[N("blue-circle-black"), STUCK[0], STUCK[1]], [STUCK[2]]],
                             bag=[N("green-moon-white")])
    before = snapshot(state)
    with pytest.raises(core.IllegalMove, match="bag holds only 1") as refused:
        state.play(tz.Exchange((STUCK[0], STUCK[1])))
    assert (refused.value.code, refused.value.values) == ("exchange_too_many", {"count": 1})
    with pytest.raises(core.IllegalMove, match="own rack") as refused:
        state.play(tz.Exchange((STUCK[2],)))
    assert refused.value.code == "exchange_not_own"
    with pytest.raises(core.IllegalMove, match="at least one") as refused:
        state.play(tz.Exchange(()))
    assert refused.value.code == "exchange_nothing"
    assert snapshot(state) == before
    exchanges = [m for m in state.legal_moves() if isinstance(m, tz.Exchange)]
    assert sorted(len(m.pids) for m in exchanges) == [1, 1, 1]


def test_all_exchanges_are_offered_up_to_the_bag_size():
    state = tz.new_game(2, seed=5)
    exchanges = [m for m in state.legal_moves() if isinstance(m, tz.Exchange)]
    assert len(exchanges) == 2 ** 7 - 1 and len(set(exchanges)) == len(exchanges)
    state.bag = state.bag[:2]
    exchanges = [m for m in state.legal_moves() if isinstance(m, tz.Exchange)]
    assert len(exchanges) == 7 + 21


# ---- sitting out and the end ---------------------------------------------------------------------------

def test_sit_out_only_with_nothing_to_place_and_an_empty_bag():
    with_bag = tz.from_position(START, [[STUCK[0]], [STUCK[1]]], bag=[STUCK[2]])
    with pytest.raises(core.IllegalMove, match="bag is empty") as refused:
        with_bag.play(tz.SitOut())
    assert refused.value.code == "sit_out_bag"
    assert tz.SitOut() not in with_bag.legal_moves()
    can_place = tz.from_position(START, [[N("blue-circle-black")], [STUCK[1]]])
    with pytest.raises(core.IllegalMove, match="still place") as refused:
        can_place.play(tz.SitOut())
    assert refused.value.code == "sit_out_can_place"
    stuck = tz.from_position(START, [[STUCK[0]], [N("blue-circle-black")]])
    assert stuck.legal_moves() == [tz.SitOut()]
    events = stuck.play(tz.SitOut())
    assert [e.kind for e in events] == ["pass"] and stuck.current_player == 1 and not stuck.is_over


def test_game_ends_when_every_remaining_player_had_to_sit_out():
    state = tz.from_position(START, [[STUCK[0]], [STUCK[1], STUCK[2]], [STUCK[3]]])
    state.play(tz.SitOut())
    state.play(tz.SitOut())
    assert not state.is_over
    events = state.play(tz.SitOut())
    assert state.is_over and state.end_reason == "blocked" and state.current_player is None
    assert events[-1].kind == "game_over"
    assert state.rack(1) == (STUCK[1], STUCK[2])       # the pids stay unused
    assert state.legal_moves() == []


def test_a_placement_breaks_the_run_of_sit_outs():
    state = tz.from_position(START, [[STUCK[0]], [N("blue-circle-black"), STUCK[1]]])
    state.play(tz.SitOut())
    state.play(tz.Place(N("blue-circle-black"), (1, -1)))
    state.play(tz.SitOut())
    assert not state.is_over and state.current_player == 1


def test_empty_racks_are_skipped_once_the_bag_is_empty():
    state = tz.from_position(START, [[N("blue-circle-black"), STUCK[0]], [], [STUCK[1]]])
    state.play(tz.Place(N("blue-circle-black"), (1, -1)))
    assert state.current_player == 2
    state.play(tz.SitOut())
    assert state.current_player == 0


def test_game_ends_when_the_pids_are_used_up():
    state = tz.from_position(START, [[N("blue-circle-black")], []])
    events = state.play(tz.Place(N("blue-circle-black"), (1, -1)))
    assert state.is_over and state.end_reason == "used_up"
    assert [e.kind for e in events] == ["place", "score", "game_over"]
    outcome = state.outcome()
    assert outcome.winners == (0,) and outcome.scores == (2, 0)


def test_safeguard_two_full_rounds_without_placement_end_the_game():
    bag = names("green-moon-white", "green-moon-black", "green-moon-grey")
    state = tz.from_position(START, [[STUCK[0]], [STUCK[1]], [STUCK[2]]], bag=bag, seed=2)
    for _ in range(5):
        seat = state.current_player
        state.play(tz.Exchange((state.rack(seat)[0],)))
    assert not state.is_over
    events = state.play(tz.Exchange((state.rack(state.current_player)[0],)))
    assert state.is_over and state.end_reason == "safeguard" and events[-1].kind == "game_over"


def test_highest_total_wins_and_ties_share():
    state = tz.from_position(START, [[STUCK[0]], [STUCK[1]]])
    state.totals = [7, 7]
    assert state.outcome() is None and state.rank_markers() == {}
    state.play(tz.SitOut())
    state.play(tz.SitOut())
    outcome = state.outcome()
    assert outcome.winners == (0, 1) and outcome.is_draw
    assert state.rank_markers() == {0: "red", 1: "red"}


def test_rank_markers_red_yellow_blue_green():
    racks = [[p] for p in STUCK] + [[STUCK[0]], [STUCK[1]]]
    state = tz.from_position(START, racks)
    state.totals = [9, 3, 9, 1, 0, 2]
    for _ in range(6):
        state.play(tz.SitOut())
    assert state.outcome().winners == (0, 2)
    assert state.rank_markers() == {0: "red", 2: "red", 1: "yellow", 5: "blue", 3: "green"}


def test_each_rank_marker_is_the_spare_pid_of_its_colour():
    assert [tz.rank_marker_pid(c) for c in tz.MARKERS] == list(tz.JOKERS)
    assert [tz.token_colour(tz.rank_marker_pid(c)) for c in tz.MARKERS] == [0, 1, 2, 3]


def test_token_colour_of_printed_pids_and_jokers():
    assert tz.token_colour(tz.make_pid(2, 3, 1)) == 2
    assert [tz.token_colour(j) for j in tz.JOKERS] == [0, 1, 2, 3]
    assert all(tz.token_colour(p) == tz.properties(p)[0] for p in tz.PIDS)


def test_move_for_a_joker_is_a_swap_and_for_a_pid_a_placement():
    assert tz.move_for(tz.JOKERS[2], (0, 1)) == tz.JokerSwap(tz.JOKERS[2], (0, 1))
    assert tz.move_for(5, (0, 1)) == tz.Place(5, (0, 1))


def test_pids_placed_leaves_out_the_starting_quadruple():
    state = tz.new_game(2, seed=4)
    assert len(state.board) == 4 and state.pids_placed == 0
    state.play(next(m for m in state.legal_moves() if isinstance(m, tz.Place)))
    assert state.pids_placed == 1


# ---- setup, first player, options --------------------------------------------------------------------------

def test_new_game_setup():
    for players in tz.PLAYERS:
        state = tz.new_game(players, seed=players)
        assert [state.board[c] for c in tz.START_CELLS] == list(state.start_pids)
        assert tz.is_quadruple(*state.start_pids)
        for i in range(3):   # "as different as possible": every property differs
            assert len({tz.properties(p)[i] for p in state.start_pids}) == 4
        assert all(len(state.rack(s)) == 7 for s in range(players))
        assert state.bag_size == 60 - 7 * players
        assert pids_everywhere(state) == list(tz.PIDS)
    with_jokers = tz.new_game(6, seed=1, jokers=True)
    assert pids_everywhere(with_jokers) == list(tz.PIDS + tz.JOKERS)


def test_same_seed_same_game_and_different_seeds_differ():
    a, b, c = tz.new_game(3, seed=11), tz.new_game(3, seed=11), tz.new_game(3, seed=12)
    assert snapshot(a) == snapshot(b) != snapshot(c)
    for _ in range(12):
        move = a.legal_moves()[0]
        assert a.play(move) == b.play(move)
    assert snapshot(a) == snapshot(b)


class _StartAt:
    """A stand-in generator whose random seat is fixed."""

    def __init__(self, seat):
        self.seat = seat

    def randrange(self, n):
        return self.seat


def test_first_player_is_the_first_clockwise_from_a_random_seat_who_can_place():
    state = tz.from_position(START, [[N("blue-circle-black")], [STUCK[0]], [STUCK[1]], [N("blue-circle-black")]])
    state.rng = _StartAt(1)
    assert tz.first_player_seat(state) == 3          # seats 1 and 2 cannot place
    state.rng = _StartAt(0)
    assert tz.first_player_seat(state) == 0
    nobody = tz.from_position(START, [[STUCK[0]], [STUCK[1]], [STUCK[2]]], bag=[STUCK[3]])
    nobody.rng = _StartAt(2)
    assert tz.first_player_seat(nobody) == 2         # nobody can place: the random seat starts (and exchanges)


def test_new_game_first_player_can_place_when_anyone_can():
    for seed in range(20):
        state = tz.new_game(4, seed=seed)
        if any(state.can_place(s) for s in range(4)):
            assert state.can_place(state.current_player)
        assert state.first_player == state.current_player


@pytest.mark.parametrize("players, options, message", [
    (1, {}, "2 to 6"),
    (7, {}, "2 to 6"),
    (2, {"row_model": "diagonal"}, "Rows"),
    (2, {"jokers": "yes"}, "Jokers"),
    (2, {"colour": "red"}, "no option"),
])
def test_bad_options_are_refused_with_a_readable_reason(players, options, message):
    with pytest.raises(ValueError, match=message) as refused:
        tz.new_game(players, seed=1, **options)
    assert isinstance(refused.value, core.OptionError) and refused.value.code in ("players", "bad_choice", "no_option")


def test_options_are_described_for_the_menu():
    assert [o.key for o in tz.OPTIONS] == ["row_model", "shortened", "jokers", "cooperative"]
    for o in tz.OPTIONS:
        assert o.default in o.choices and len(o.labels) == len(o.choices) and o.help
    assert tz.PLAYERS == (2, 3, 4, 5, 6)
    assert tz.Config() == tz.Config(**{o.key: o.default for o in tz.OPTIONS})


# ---- move notation ---------------------------------------------------------------------------------------

def test_move_notation_round_trips():
    moves = [tz.Place(N("red-moon-white"), (3, -2)), tz.Exchange((N("green-star-lightblue"), N("red-moon-white"))),
             tz.SitOut(), tz.JokerSwap(N("joker-green"), (0, 1))]
    assert [str(m) for m in moves] == ["P red-moon-white@3,-2", "X red-moon-white green-star-lightblue",
                                       "SIT", "J joker-green@0,1"]
    for m in moves:
        assert tz.parse_move(str(m)) == m
    assert tz.Exchange((3, 1)) == tz.Exchange((1, 3))
    for bad in ["", "P red-moon-white", "P red-moon-white@x,1", "Q x", "X"]:
        with pytest.raises(ValueError):
            tz.parse_move(bad)


# ---- variants ---------------------------------------------------------------------------------------------

def test_shortened_game_ends_with_the_first_border_placement_scored_double():
    board = {(3, -3): N("red-moon-white"), (4, -3): N("red-star-white"), **START}
    racks = [[N("red-circle-white"), N("blue-circle-black")], [STUCK[0]]]
    inner = tz.from_position(board, racks, bag=[STUCK[1]], shortened=True)
    inner.play(tz.Place(N("blue-circle-black"), (1, -1)))
    assert not inner.is_over
    outer = tz.from_position(board, racks, bag=[STUCK[1]], shortened=True)
    events = outer.play(tz.Place(N("red-circle-white"), (5, -3)))
    assert outer.is_over and outer.end_reason == "shortened" and outer.scores() == [2, 0]
    assert "draw" not in [e.kind for e in events] and events[-1].kind == "game_over"
    normal = tz.from_position(board, racks, bag=[STUCK[1]])
    normal.play(tz.Place(N("red-circle-white"), (5, -3)))
    assert not normal.is_over


def test_cooperative_play_has_one_team_score_and_no_winner():
    pids = [N(p) for p, *_ in EXAMPLE_GAME[:3]]
    state = tz.from_position(START, [[pids[0], pids[2]], [pids[1]]], cooperative=True)
    for pid, cell, *_ in EXAMPLE_GAME[:3]:
        state.play(tz.Place(N(pid), cell))
    assert state.is_over and state.end_reason == "used_up"
    assert state.scores() == [9, 9] and state.team_score == 9
    outcome = state.outcome()
    assert outcome.winners == () and not outcome.is_draw
    assert outcome.summary == "Together you scored 9 points!"
    assert state.rank_markers() == {}


# A region around (0,0) filled to distance 2: only (0,0) is 3 cavities from every empty one. After a joker
# takes (0,0), the pid it frees has no place anywhere (arrangement found by a seeded search).
REGION = [c for c in hexgrid.tripitz_board() if hexgrid.distance(c, (0, 0)) <= 2]
REGION_PIDS = names(
    "green-circle-grey", "red-triangle-grey", "yellow-triangle-lightblue", "yellow-circle-black",
    "blue-star-lightblue", "blue-moon-lightblue", "green-moon-black", "red-moon-black", "red-moon-grey",
    "blue-moon-white", "blue-circle-white", "yellow-moon-white", "green-triangle-lightblue",
    "green-star-lightblue", "red-circle-black", "red-circle-white", "green-triangle-black", "red-star-white",
    "red-star-grey")
DEEP = dict(zip(REGION, REGION_PIDS))
PLACEABLE_AFTER_SWAP = N("red-triangle-white")
RED = N("joker-red")


def test_joker_eligibility_is_distance_3_from_every_empty_cavity():
    state = tz.from_position(DEEP, [[RED], [STUCK[0]]], jokers=True)
    assert [c for c in tz.BOARD if state.eligible_for_joker(c)] == [(0, 0)]
    assert not state.eligible_for_joker((1, 0)) and not state.eligible_for_joker((5, 5))


def test_joker_swap_then_the_same_player_must_place():
    state = tz.from_position(DEEP, [[RED, PLACEABLE_AFTER_SWAP], [STUCK[0]]], bag=[STUCK[1]], jokers=True)
    swap = tz.JokerSwap(RED, (0, 0))
    assert swap in state.legal_moves()
    events = state.play(swap)
    assert events[0].kind == "joker_swap"
    assert (events[0].cell, events[0].piece, events[0].value, events[0].player) == ((0, 0), RED, DEEP[(0, 0)], 0)
    assert state.board[(0, 0)] == RED and sorted(state.rack(0)) == sorted([PLACEABLE_AFTER_SWAP, DEEP[(0, 0)]])
    assert state.current_player == 0
    moves = state.legal_moves()
    assert moves and all(isinstance(m, tz.Place) for m in moves)
    for forbidden, reason in [(tz.Exchange((PLACEABLE_AFTER_SWAP,)), "must place"), (tz.SitOut(), "must place")]:
        with pytest.raises(core.IllegalMove, match=reason):
            state.play(forbidden)
    restored = tz.from_dict(json.loads(json.dumps(state.to_dict())))
    assert restored.legal_moves() == moves
    state.play(moves[0])
    assert state.current_player == 1


def test_joker_swap_needs_a_placement_to_follow():
    state = tz.from_position(DEEP, [[RED], [STUCK[0]]], jokers=True)
    assert not state.can_place(0)
    with pytest.raises(core.IllegalMove, match="could not place"):
        state.play(tz.JokerSwap(RED, (0, 0)))
    assert state.legal_moves() == [tz.SitOut()]
    # with the centre pid one that fits elsewhere once the joker is in, the swap is the way to go on
    board = {**DEEP, (0, 0): PLACEABLE_AFTER_SWAP}
    state = tz.from_position(board, [[RED], [STUCK[0]]], jokers=True)
    assert state.can_place(0) and state.legal_moves() == [tz.JokerSwap(RED, (0, 0))]
    with pytest.raises(core.IllegalMove, match="still place"):
        state.play(tz.SitOut())


def test_joker_swap_is_refused_when_not_allowed():
    state = tz.from_position(DEEP, [[RED, PLACEABLE_AFTER_SWAP], [STUCK[0]]], jokers=True)
    before = snapshot(state)
    with pytest.raises(core.IllegalMove, match="3 cavities") as refused:
        state.play(tz.JokerSwap(RED, (1, 0)))
    assert refused.value.code == "joker_too_close"
    with pytest.raises(core.IllegalMove, match="need a joker") as refused:
        state.play(tz.JokerSwap(N("joker-blue"), (0, 0)))
    assert refused.value.code == "no_joker"
    assert snapshot(state) == before
    no_jokers = tz.from_position(DEEP, [[RED, PLACEABLE_AFTER_SWAP], [STUCK[0]]])
    with pytest.raises(core.IllegalMove, match="without jokers"):
        no_jokers.play(tz.JokerSwap(RED, (0, 0)))
    events = state.play(tz.JokerSwap(RED, (0, 0)))
    assert events[-1].kind == "notice" and events[-1].code == "joker_swapped"
    with pytest.raises(core.IllegalMove, match="One joker swap") as refused:
        state.play(tz.JokerSwap(RED, (0, 0)))
    assert refused.value.code == "one_swap"


def test_a_joker_on_the_board_is_touched_but_never_part_of_a_set():
    a, b = names("red-moon-white", "red-star-white")
    board = {(1, 0): a, (2, 0): b, (0, 1): RED}
    assert tz.score_on(board, N("red-circle-white"), (0, 0)).touches == 2
    assert tz.score_on(board, N("red-circle-white"), (0, 0)).total == 2
    board = {(1, 0): a, (2, 0): RED}
    assert not tz.score_on(board, N("red-circle-white"), (0, 0)).is_legal


# ---- saving -----------------------------------------------------------------------------------------------

def _some_move(state, i):
    """A deterministic spread of moves that mostly places (exchanges alone would end the game early)."""
    moves = state.legal_moves()
    places = [m for m in moves if isinstance(m, tz.Place)]
    pool = places if places and i % 4 else moves
    return pool[(i * 7) % len(pool)]


def test_save_and_restore_mid_game_resumes_exactly():
    state = tz.new_game(3, seed=21, jokers=True)
    for i in range(15):
        state.play(_some_move(state, i))
    assert not state.is_over
    data = json.loads(json.dumps(state.to_dict()))
    restored = tz.from_dict(data)
    assert snapshot(restored) == snapshot(state)
    for i in range(25):   # the bag's random state came along: the same draws follow
        if state.is_over:
            break
        assert restored.legal_moves() == state.legal_moves()
        move = _some_move(state, i)
        assert restored.play(move) == state.play(move)
    assert snapshot(restored) == snapshot(state)
    with pytest.raises(ValueError):
        tz.from_dict({"game": "tumbleweed"})


def test_clone_is_independent():
    state = tz.new_game(2, seed=4)
    copy = state.clone()
    state.play(state.legal_moves()[0])
    assert snapshot(copy) != snapshot(state)
    assert snapshot(copy) == snapshot(tz.new_game(2, seed=4))
