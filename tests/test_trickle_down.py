"""Trickle Down, RULES.md section 2 and seed 001: the same rules with money bags, symbols and corner piles."""
import json
import random

import pytest

from engine import hexgrid as hg
from engine import trickle as tr
from engine.core import IllegalMove


def down(board, **kw):
    return tr.from_position(board, edition="down", **kw)


# ---- setup ---------------------------------------------------------------------------------------------

def test_trickle_down_is_for_exactly_three_players():
    s = tr.new_trickle_down(seed=1)
    assert s.players == 3 and s.edition == "down"
    assert tr.new_game(edition="down", seed=1).players == 3
    assert tr.new_trickle_down(3, 1).to_dict() == s.to_dict()      # same signature as new_game
    with pytest.raises(ValueError, match="exactly 3 players"):
        tr.new_trickle_down(2)
    for n in (2, 4, 6):
        with pytest.raises(ValueError, match="exactly 3 players"):
            tr.new_game(n, edition="down")


def test_default_layout_is_gold_centre_silver_ring_1_orange_ring_2():
    s = tr.new_trickle_down(seed=1)
    assert s.board == tr.DOWN_LAYOUTS["concentric"]
    assert s.cell_value((0, 0)) == 3
    assert all(s.cell_value(c) == 2 for c in hg.ring(1))
    assert all(s.cell_value(c) == 1 for c in hg.ring(2))
    assert sum(s.board.values()) == 27


def test_mixed_layout_alternates_ring_1_and_puts_gold_on_alternate_ring_2_corners():
    layout = tr.DOWN_LAYOUTS["mixed"]
    assert layout[(0, 0)] == 3
    ring1 = hg.ring(1)
    assert sorted(layout[c] for c in ring1) == [1, 1, 1, 2, 2, 2]
    for a, b in zip(ring1, ring1[1:] + ring1[:1]):
        assert layout[a] != layout[b]                       # neighbours on ring 1 alternate
    golds = [c for c in hg.ring(2) if layout[c] == 3]
    assert len(golds) == 3
    assert all(c in {hg.scale(d, 2) for d in hg.DIRECTIONS} for c in golds)     # ring-2 corner hexes
    assert all(hg.distance(a, b) == 4 for a in golds for b in golds if a != b)   # alternate ones
    assert sorted(layout[c] for c in hg.ring(2)) == [1] * 9 + [3] * 3
    assert tr.new_trickle_down(layout="mixed").board == layout


@pytest.mark.parametrize("name", sorted(tr.DOWN_LAYOUTS))
def test_every_layout_is_19_bags_and_the_same_after_a_120_degree_turn(name):
    layout = tr.DOWN_LAYOUTS[name]
    assert set(layout) == set(tr.START_CELLS) and len(layout) == 19
    assert set(layout.values()) <= {1, 2, 3}
    for c, v in layout.items():
        assert layout[hg.rotate60(c, 2)] == v


def test_a_120_degree_turn_maps_each_symbols_companies_onto_another_symbols():
    # This is why a 120-degree-symmetric layout is fair to all three players.
    images = set()
    for sym, sides in tr.SYMBOL_SIDES.items():
        cells = [c for c in tr.EDGE_HEXES if tr.side_of(c) in sides]
        turned = {tr.side_of(hg.rotate60(c, 2)) for c in cells}
        assert turned in [set(v) for v in tr.SYMBOL_SIDES.values()] and turned != set(sides)
        images.add(frozenset(turned))
    assert len(images) == 3


def test_symbols_and_their_sides():
    assert tr.SYMBOL_SIDES == {"triangle": (0, 3), "square": (1, 4), "circle": (2, 5)}
    s = tr.new_trickle_down()
    assert [s.symbol_of(i) for i in range(3)] == ["triangle", "square", "circle"]
    assert [s.sides_of_seat(i) for i in range(3)] == [(0, 3), (1, 4), (2, 5)]
    s = tr.new_trickle_down(symbols=("circle", "triangle", "square"))
    assert [s.sides_of_seat(i) for i in range(3)] == [(2, 5), (0, 3), (1, 4)]
    assert s.owner_of_cell((2, -5)) == 1 and s.seat_name(1) == "Player 2 (triangle)"
    s = tr.new_trickle_down(symbols={0: "square", 1: "circle", 2: "triangle"})
    assert s.symbol_of(0) == "square"
    with pytest.raises(ValueError, match="different symbol"):
        tr.new_trickle_down(symbols=("circle", "circle", "square"))


def test_first_player_is_random_but_seeded():
    firsts = [tr.new_trickle_down(seed=k).current_player for k in range(30)]
    assert set(firsts) == {0, 1, 2}
    assert firsts == [tr.new_trickle_down(seed=k).current_player for k in range(30)]
    s = tr.new_trickle_down(seed=4)
    assert s.first_player == s.current_player
    assert tr.new_trickle_down(seed=4, first_player=1).current_player == 1


# ---- moving bags ---------------------------------------------------------------------------------------

def test_bags_move_like_beads_never_inward():
    s = tr.new_trickle_down(seed=2)
    assert all(hg.ring_of(m.dst) >= hg.ring_of(m.src) for m in s.legal_moves())
    s = down({(3, 0): 1, (2, 0): 2})
    with pytest.raises(IllegalMove, match="toward the centre") as refused:
        s.play(tr.Move((3, 0), (1, 0)))
    assert refused.value.code == "bag.inward"          # a bag's own sentence, not a bead's


def test_a_bag_on_a_company_hex_is_frozen():
    s = down({(4, -4): 2, (0, 0): 3})
    events = s.play(tr.Move((4, -4), (4, -5)))
    assert [e.kind for e in events] == ["move", "score"]
    assert events[1].player == 0 and events[1].value == 2           # triangle owns S0
    assert s.moves_from((4, -5)) == []
    assert s.why_immobile((4, -5)) == "This bag is on a company and is frozen."
    assert s.why_immobile((1, 1)) == "No bag here."
    assert (s.why_stuck((4, -5)).code, s.why_stuck((1, 1)).code) == ("bag.frozen", "bag.empty")


def test_a_bag_landing_on_a_corner_leaves_the_board_for_that_corners_pile():
    s = down({(4, -4): 2, (3, -3): 1, (0, 0): 3})
    events = s.play(tr.Move((4, -4), (5, -5)))
    assert [e.kind for e in events] == ["move", "remove"]
    assert events[0].dst == (5, -5)
    assert events[1].cell == (5, -5) and events[1].piece == 2 and events[1].player == 0
    assert (5, -5) not in s.board and s.corner_piles[(5, -5)] == [2]
    # The corner stays empty and takes the next bag too.
    s.play(tr.Move((3, -3), (4, -4)))
    s.play(tr.Move((0, 0), (1, 0)))
    s.play(tr.Move((4, -4), (5, -5)))
    assert s.corner_piles[(5, -5)] == [2, 1]
    assert sum(len(p) for p in s.corner_piles.values()) + len(s.board) == 3


def test_a_jump_into_a_corner_also_removes_the_bag():
    s = down({(3, -3): 1, (4, -4): 2, (0, 0): 3})
    events = s.play(tr.Move((3, -3), (5, -5)))
    assert events[0].path == ((3, -3), (4, -4), (5, -5))
    assert events[1].kind == "remove" and s.corner_piles[(5, -5)] == [1]


def test_the_move_back_rule_cannot_apply_to_a_removed_bag():
    s = down({(4, -4): 2, (0, 0): 3})
    s.play(tr.Move((4, -4), (5, -5)))
    assert s.forbidden is None and s.last_move == tr.LastMove(0, (4, -4), (5, -5), ((4, -4), (5, -5)))


def test_the_move_back_rule_applies_to_bags():
    s = down({(1, 0): 2, (-3, 0): 1})
    s.play(tr.Move((1, 0), (1, -1)))
    with pytest.raises(IllegalMove, match="straight back"):
        s.play(tr.Move((1, -1), (1, 0)))


def test_no_bag_may_sit_on_a_corner_in_a_custom_position():
    with pytest.raises(ValueError) as refused:
        down({(5, -5): 1})
    assert refused.value.code == "bag_on_corner"


# ---- end and money -------------------------------------------------------------------------------------

COMPANIES = {(2, -5): 3, (-2, 5): 1,      # triangle: S0, S3
             (5, -3): 2,                  # square: S1
             (3, 2): 1, (-2, -3): 2}      # circle: S2, S5


def test_game_ends_when_no_bag_on_the_board_can_move():
    s = down({**COMPANIES, (4, -4): 1})
    assert not s.is_over
    events = s.play(tr.Move((4, -4), (5, -5)))          # the last movable bag leaves at a corner
    assert [e.kind for e in events] == ["move", "remove", "game_over"]
    assert s.is_over and s.end_reason == "finished"
    assert s.end_text == "Every bag has reached the outer ring."


def test_score_is_the_money_on_your_own_companies():
    s = down(dict(COMPANIES))
    assert s.is_over
    assert s.scores() == [4, 2, 3]
    o = s.outcome()
    assert o.winners == (0,)
    assert o.summary == "Player 1 (triangle) wins with €4M (Player 3 (circle) €3M, Player 2 (square) €2M)."


def test_corner_piles_score_for_nobody():
    s = down(dict(COMPANIES), corner_piles={(5, -5): [3, 3]})
    assert s.scores() == [4, 2, 3]


def test_chosen_symbols_decide_whose_money_it_is():
    s = down(dict(COMPANIES), symbols=("circle", "triangle", "square"))
    assert s.scores() == [3, 4, 2]
    assert s.outcome().winners == (1,)


def test_equal_money_is_a_shared_win():
    s = down({(2, -5): 2, (5, -3): 2, (3, 2): 1, (-2, -3): 1})
    assert s.scores() == [2, 2, 2]
    assert s.outcome().is_draw and s.outcome().winners == (0, 1, 2)
    s = down({(2, -5): 2, (5, -3): 2, (3, 2): 1})
    o = s.outcome()
    assert o.winners == (0, 1) and o.summary.startswith("Shared win") and "€2M each" in o.summary


# ---- options -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("option, value, reason", [
    ("bead_scores", "centre", "already have values"),
    ("goal_scores", "middle", "money on your companies"),
    ("move_from_corner", True, "leaves the board"),
    ("move_along_my_edge", True, "stays there"),
])
def test_variants_that_make_no_sense_for_trickle_down_are_refused(option, value, reason):
    with pytest.raises(ValueError, match=reason):
        tr.new_trickle_down(**{option: value})


def test_a_jump_chain_into_a_corner_removes_the_bag_and_ends_the_turn():
    s = down({(1, -3): 1, (2, -3): 2, (4, -4): 3, (0, 0): 1}, chaining=True)
    s.play(tr.Move((1, -3), (3, -3)))
    assert s.current_player == 0 and s.legal_moves() == [tr.Move((3, -3), (5, -5)), tr.STOP]
    events = s.play(tr.Move((3, -3), (5, -5)))
    assert [e.kind for e in events] == ["move", "remove"]
    assert s.current_player == 1 and s.chain is None and s.forbidden is None
    assert s.corner_piles[(5, -5)] == [1]
    assert s.last_move.path == ((1, -3), (2, -3), (3, -3), (4, -4), (5, -5))


def test_down_options_are_offered_to_the_menu():
    keys = [o.key for o in tr.DOWN_OPTIONS]
    assert keys == ["layout", "symbols", "chaining", "ply_limit"]
    for o in tr.DOWN_OPTIONS:
        for choice in o.choices:
            tr.new_trickle_down(**{o.key: choice})


def test_a_whole_game_conserves_the_money_and_saves_and_restores():
    rng = random.Random(11)
    s = tr.new_trickle_down(seed=11, layout="mixed")
    for _ in range(60):
        s.play(rng.choice(s.legal_moves()))
    total = sum(s.board.values()) + sum(sum(p) for p in s.corner_piles.values())
    assert total == 30
    r = tr.from_dict(json.loads(json.dumps(s.to_dict())))
    assert r.to_dict() == s.to_dict() and r.corner_piles == s.corner_piles
    while not s.is_over:
        m = rng.choice(s.legal_moves())
        assert r.play(m) == s.play(m)
    assert r.outcome() == s.outcome()
    assert "€" in s.outcome().summary
