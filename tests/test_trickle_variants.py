"""The designer's variants (RULES.md section 1, "Designer's variants"): each one's own rule, and how they combine."""
import json
import random

import pytest

from engine import hexgrid as hg
from engine import trickle as tr
from engine.core import IllegalMove


def position(cells, **kw):
    return tr.from_position({c: 1 for c in cells} if not isinstance(cells, dict) else cells, **kw)


def dsts(state, cell):
    return {m.dst for m in state.moves_from(cell)}


# ---- move from corner ----------------------------------------------------------------------------------

def test_move_from_corner_lets_corner_beads_step_outward_only():
    s = position([(5, -5), (0, 0)], move_from_corner=True)
    assert dsts(s, (5, -5)) == {(4, -5), (5, -4)}           # not (4,-4): that is inward
    assert position([(5, -5), (0, 0)]).moves_from((5, -5)) == []


def test_move_from_corner_jumps_obey_the_no_inward_rule():
    s = position([(5, -5), (4, -5), (4, -4), (0, 0)], move_from_corner=True)
    assert dsts(s, (5, -5)) == {(5, -4), (3, -5)}
    with pytest.raises(IllegalMove, match="toward the centre"):
        s.play(tr.Move((5, -5), (3, -3)))


def test_with_move_from_corner_the_game_goes_on_while_a_corner_bead_can_move():
    assert position([(5, -5), (1, -5)]).is_over
    s = position([(5, -5), (1, -5)], move_from_corner=True)
    assert not s.is_over
    s.play(tr.Move((5, -5), (5, -4)))
    assert s.is_over and s.scores() == [1, 1]


def test_edge_beads_stay_frozen_with_move_from_corner_alone():
    s = position([(2, -5), (0, 0)], move_from_corner=True)
    assert s.moves_from((2, -5)) == []


# ---- move along my edge --------------------------------------------------------------------------------

def test_the_owner_may_step_and_jump_along_their_own_edge():
    s = position([(2, -5), (3, -5), (0, 0)], move_along_my_edge=True)
    assert dsts(s, (2, -5)) == {(1, -5), (4, -5)}
    assert position([(2, -5), (3, -5), (0, 0)]).moves_from((2, -5)) == []


def test_nobody_else_may_move_beads_along_your_edge():
    s = position([(2, -5), (0, 0)], move_along_my_edge=True, current_player=1)
    assert s.moves_from((2, -5)) == []
    assert s.why_immobile((2, -5)) == "This bead is on the edge and is frozen."
    with pytest.raises(IllegalMove, match="frozen"):
        s.play(tr.Move((2, -5), (1, -5)))


def test_moving_along_my_edge_includes_the_adjacent_corners_but_not_other_sides():
    s = position([(4, -5), (0, 0)], move_along_my_edge=True)
    assert dsts(s, (4, -5)) == {(3, -5), (5, -5)}
    s = position([(5, -5), (0, 0)], move_along_my_edge=True, current_player=0)
    assert dsts(s, (5, -5)) == {(4, -5)}                     # along S0 only
    with pytest.raises(IllegalMove, match="own edge"):
        s.play(tr.Move((5, -5), (5, -4)))
    s = position([(5, -5), (0, 0)], move_along_my_edge=True, current_player=1)
    assert dsts(s, (5, -5)) == {(5, -4)}                     # along S1 only


def test_edge_moves_follow_ownership_for_three_and_four_players():
    s = position([(-2, 5), (0, 0)], players=3, move_along_my_edge=True)
    assert dsts(s, (-2, 5)) == {(-3, 5), (-1, 5)}           # seat 0 owns S0 and S3
    s = position([(2, -5), (0, 0)], players=4, move_along_my_edge=True, current_player=2)
    assert dsts(s, (2, -5)) == {(1, -5), (3, -5)}           # team A's second player
    s = position([(2, -5), (0, 0)], players=4, move_along_my_edge=True, current_player=1)
    assert s.moves_from((2, -5)) == []


def test_moves_along_my_edge_never_keep_a_settled_game_going():
    assert position([(2, -5)], move_along_my_edge=True).is_over


def test_move_along_my_edge_and_move_from_corner_combine():
    s = position([(5, -5), (0, 0)], move_along_my_edge=True, move_from_corner=True, current_player=0)
    assert dsts(s, (5, -5)) == {(4, -5), (5, -4)}           # anyone may leave the corner outward


# ---- checkers chaining -----------------------------------------------------------------------------------

def test_a_chain_goes_on_tap_by_tap_and_ends_when_no_jump_is_left():
    s = position([(0, 0), (1, 0), (3, 0), (-3, 0)], chaining=True)
    s.play(tr.Move((0, 0), (2, 0)))
    assert s.current_player == 0 and s.chain_bead == (2, 0)
    assert s.legal_moves() == [tr.Move((2, 0), (4, 0)), tr.STOP]
    assert s.moves_from((2, 0)) == [tr.Move((2, 0), (4, 0))]
    assert s.moves_from((3, 0)) == []
    assert s.why_immobile((3, 0)) == "Jump again with the bead that is jumping, or stop."
    assert s.why_stuck((3, 0)).code == "bead.chain_other" and s.why_stuck((2, 0)) is None
    events = s.play(tr.Move((2, 0), (4, 0)))
    assert [e.kind for e in events] == ["move"] and events[0].path == ((2, 0), (3, 0), (4, 0))
    assert s.current_player == 1 and s.chain is None
    assert (s.last_move.player, s.last_move.src, s.last_move.dst) == (0, (0, 0), (4, 0))
    assert s.last_move.path == ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0))
    assert s.forbidden == ((4, 0), (0, 0))


def test_the_player_may_stop_after_any_jump():
    s = position([(0, 0), (1, 0), (3, 0), (-3, 0)], chaining=True)
    s.play(tr.Move((0, 0), (2, 0)))
    assert s.play(tr.STOP) == []
    assert s.current_player == 1 and set(s.board) == {(1, 0), (2, 0), (3, 0), (-3, 0)}
    assert s.last_move.path == ((0, 0), (1, 0), (2, 0)) and s.forbidden == ((2, 0), (0, 0))


def test_only_the_chaining_bead_may_go_on_and_only_by_jumping():
    s = position([(0, 0), (1, 0), (3, 0), (-3, 0)], chaining=True)
    s.play(tr.Move((0, 0), (2, 0)))
    before = json.dumps(s.to_dict())
    for bad in [tr.Move((2, 0), (2, -1)), tr.Move((-3, 0), (-4, 0)), tr.Move((3, 0), (4, 0))]:
        with pytest.raises(IllegalMove, match="same bead") as refused:
            s.play(bad)
        assert refused.value.code == "bead.chain" and s.why_not(bad).code == "bead.chain"
        assert json.dumps(s.to_dict()) == before


def test_landing_on_the_outer_ring_ends_the_chain():
    # From (1,-5) a jump over (2,-5) would stay on ring 5, but the chain stops on the edge.
    s = position([(1, -3), (1, -4), (2, -5), (0, 0)], chaining=True)
    s.play(tr.Move((1, -3), (1, -5)))
    assert s.current_player == 1 and s.chain is None


def test_chain_jumps_are_never_inward():
    s = position([(2, -2), (3, -2), (3, -1), (0, 0)], chaining=True)
    s.play(tr.Move((2, -2), (4, -2)))            # from (4,-2) over (3,-1) would land on ring 2
    assert s.current_player == 1 and s.chain is None


def test_a_chain_never_revisits_a_hex():
    s = position([(2, 0), (2, -1), (1, -2), (0, 0)], chaining=True)
    s.play(tr.Move((2, 0), (2, -2)))
    assert s.legal_moves() == [tr.Move((2, -2), (0, -2)), tr.STOP]     # not back over (2,-1) to (2,0)


def test_the_move_back_rule_applies_after_a_chain():
    s = position([(2, 0), (2, -1), (1, -2), (-3, 0)], chaining=True)
    s.play(tr.Move((2, 0), (2, -2)))
    s.play(tr.STOP)
    assert tr.Move((2, -2), (2, 0)) not in s.legal_moves()
    with pytest.raises(IllegalMove, match="straight back"):
        s.play(tr.Move((2, -2), (2, 0)))


def test_a_jump_without_chaining_ends_the_turn_even_if_another_jump_exists():
    s = position([(0, 0), (1, 0), (3, 0), (-3, 0)])
    s.play(tr.Move((0, 0), (2, 0)))
    assert s.current_player == 1


def test_a_game_saved_in_the_middle_of_a_chain_resumes_there():
    s = position([(0, 0), (1, 0), (3, 0), (-3, 0)], chaining=True)
    s.play(tr.Move((0, 0), (2, 0)))
    r = tr.from_dict(json.loads(json.dumps(s.to_dict())))
    assert r.chain == ((0, 0), (2, 0)) and r.legal_moves() == s.legal_moves()
    assert str(r.legal_moves()[-1]) == "stop" and tr.parse_move("stop") == tr.STOP


# ---- beads have scores ---------------------------------------------------------------------------------

def _mirror(c):
    """The reflection through the axis of DIRECTIONS[0]: it swaps the two 2-player colourings."""
    return (c[0] + c[1], -c[1])


def test_bead_scores_centre_puts_the_5_in_the_middle_symmetrically():
    s = tr.new_game(2, bead_scores="centre")
    assert s.board == tr.BEAD_SCORE_CENTRE and s.cell_value((0, 0)) == 5
    assert sorted(s.board.values()) == sorted(tr.BEAD_SCORE_VALUES) == [1] * 9 + [2] * 6 + [3] * 3 + [5]
    for c, v in s.board.items():
        assert s.board[hg.rotate60(c, 2)] == v and s.board[_mirror(c)] == v
    for c in tr.EDGE_HEXES:      # the mirror swaps the sides of the two 2-player colourings
        assert tr.side_of(_mirror(c)) % 2 != tr.side_of(c) % 2


def test_bead_scores_random_is_a_seeded_shuffle_of_the_same_values():
    a = tr.new_game(3, seed=1, bead_scores="random")
    assert set(a.board) == set(tr.START_CELLS)
    assert sorted(a.board.values()) == sorted(tr.BEAD_SCORE_VALUES)
    assert tr.new_game(3, seed=1, bead_scores="random").board == a.board
    assert any(tr.new_game(3, seed=k, bead_scores="random").board != a.board for k in range(2, 6))


def test_with_bead_scores_you_score_the_values():
    s = position({(2, -5): 5, (3, -5): 1, (5, -3): 3}, bead_scores="centre")
    assert s.scores() == [6, 3]


# ---- goals have scores ---------------------------------------------------------------------------------

def test_goal_scores_middle_and_ends():
    mid = tr.new_game(2, goal_scores="middle")
    ends = tr.new_game(2, goal_scores="ends")
    plain = tr.new_game(2)
    assert [mid.goal_value(c) for c in [(1, -5), (2, -5), (3, -5), (4, -5)]] == [1, 3, 3, 1]
    assert [ends.goal_value(c) for c in [(1, -5), (2, -5), (3, -5), (4, -5)]] == [3, 1, 1, 3]
    assert [plain.goal_value(c) for c in [(1, -5), (2, -5)]] == [1, 1]
    for s in (mid, ends, plain):
        assert s.goal_value((5, -5)) == 0 and s.goal_value((0, 0)) == 0
    for side in range(6):
        assert sorted(mid.goal_value(c) for c in tr.EDGE_HEXES if tr.side_of(c) == side) == [1, 1, 3, 3]


def test_goal_scores_count_in_the_score():
    cells = [(2, -5), (1, -5), (5, -3)]
    assert position(cells, goal_scores="middle").scores() == [4, 3]
    assert position(cells, goal_scores="ends").scores() == [4, 1]


def test_bead_and_goal_scores_multiply():
    assert position({(2, -5): 5, (1, -5): 2}, bead_scores="centre", goal_scores="middle").scores() == [17, 0]


# ---- options as data and combinations ------------------------------------------------------------------

def test_every_option_is_described_for_the_menu():
    keys = {o.key for o in tr.OPTIONS}
    assert {"edition", "move_from_corner", "move_along_my_edge", "chaining", "jump_off_board", "bead_scores",
            "goal_scores", "layout", "symbols", "ply_limit"} == keys
    for o in tr.OPTIONS:
        assert o.help and "\n" not in o.help
        assert o.default in o.choices and len(o.labels) == len(o.choices)
        assert tr.DEFAULTS[o.key] == o.default


@pytest.mark.parametrize("option", tr.CLASSIC_OPTIONS, ids=lambda o: o.key)
def test_every_classic_choice_starts_a_game(option):
    for choice in option.choices:
        s = tr.new_game(2, seed=0, **{option.key: choice})
        assert len(s.legal_moves()) > 0


def test_all_classic_variants_together_play_a_whole_game():
    rng = random.Random(5)
    s = tr.new_game(4, seed=5, move_from_corner=True, move_along_my_edge=True, chaining=True,
                    bead_scores="random", goal_scores="ends")
    while not s.is_over:
        s.play(rng.choice(s.legal_moves()))
    assert s.outcome().teams == ((0, 2), (1, 3))
    assert sum(s.board.values()) == sum(tr.BEAD_SCORE_VALUES)
