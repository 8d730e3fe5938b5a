"""Trickle's "Jump off the board" variant (issue 15), from RULES.md section 1, Designer's variants:

    "Jump off the board: beads are not stored on the outer row. They move off the board across an edge, and
    the owner of that edge scores. From a corner hex either adjacent edge can be chosen. This variant is
    underspecified."

The open points are decided in the engine's RULE_NOTES (and the rules page): a bead on the outer ring is not
frozen (it moves along the ring, never inward) and may step off across its edge; only a step leaves the board;
a bead that left never comes back; beads left on the board score nothing."""
import json
import random

import pytest

from engine import ai
from engine import trickle as tr
from engine.core import IllegalMove


def position(cells, **kw):
    return tr.from_position({c: 1 for c in cells}, jump_off_board=True, **kw)


def exits(state, cell):
    return {m.dst: tr.exit_side(m.dst) for m in state.moves_from(cell) if m.dst not in tr.BOARD_SET}


def test_the_option_is_data_and_is_off_by_default():
    opt = next(o for o in tr.CLASSIC_OPTIONS if o.key == "jump_off_board")
    assert opt.default is False and "edge" in opt.help
    assert tr.new_game().options["jump_off_board"] is False
    assert any("Jump off the board" in note for note in tr.RULE_NOTES.values())


def test_beads_are_not_stored_on_the_outer_row_they_step_off_across_its_edge():
    """'beads are not stored on the outer row. They move off the board across an edge'"""
    s = position([(2, -5), (0, 0)])                     # (2,-5) is on side S0 (r = -5), not a corner
    assert set(exits(s, (2, -5)).values()) == {0}       # both hexes beyond it lie across S0
    assert {m.dst for m in s.moves_from((2, -5)) if m.dst in tr.BOARD_SET} == {(1, -5), (3, -5)}  # along, not in
    assert tr.from_position({(2, -5): 1, (0, 0): 1}).moves_from((2, -5)) == []     # the standard rule: frozen


def test_the_owner_of_that_edge_scores():
    """'and the owner of that edge scores' (2 players: P1 owns S0, S2, S4; P2 owns S1, S3, S5)"""
    s = position([(2, -5), (5, -2), (0, 0)])
    out = next(m for m in s.moves_from((2, -5)) if m.dst not in tr.BOARD_SET)
    events = s.play(out)
    assert (2, -5) not in s.beads and s.scores() == [1, 0]
    assert [e.kind for e in events][:3] == ["move", "remove", "score"]
    out = next(m for m in s.moves_from((5, -2)) if m.dst not in tr.BOARD_SET)   # S1: Player 2's edge
    s.play(out)
    assert s.scores() == [1, 1]


def test_from_a_corner_either_adjacent_edge_can_be_chosen():
    """'From a corner hex either adjacent edge can be chosen.'"""
    s = position([(5, -5), (0, 0)])          # the corner between S0 (r = -5) and S1 (q = 5)
    assert sorted(exits(s, (5, -5)).values()) == [0, 1]
    s3 = position([(5, -5), (0, 0)], players=3)
    for dst, side in exits(s3, (5, -5)).items():
        after = s3.clone()
        after.play(tr.Move((5, -5), dst))
        assert after.scores()[side % 3] == 1 and sum(after.scores()) == 1


def test_only_an_outer_bead_steps_off_and_a_jump_never_leaves_the_board():
    s = position([(4, -4), (5, -5), (0, 0)])
    assert all(m.dst in tr.BOARD_SET for m in s.moves_from((4, -4)))    # no jump over the corner off the board
    with pytest.raises(IllegalMove):
        s.play(tr.Move((4, -4), (6, -6)))
    with pytest.raises(IllegalMove):
        s.play(tr.Move((4, -4), (5, -6)))


def test_a_bead_that_left_never_comes_back_and_the_game_ends_when_all_have_left():
    s = position([(2, -5)])
    out = next(m for m in s.moves_from((2, -5)) if m.dst not in tr.BOARD_SET)
    s.play(out)
    assert s.is_over and s.end_reason == "finished" and "left the board" in s.end_text
    assert s.forbidden is None and s.scores() == [1, 0]


def test_beads_left_on_the_board_score_nothing():
    s = position([(2, -5), (3, -5)])        # both on P1's edge, neither has left
    assert s.scores() == [0, 0]


@pytest.mark.parametrize("bad", [dict(goal_scores="middle"), dict(move_from_corner=True),
                                 dict(move_along_my_edge=True), dict(edition="down", players=3)])
def test_combinations_that_make_no_sense_are_refused_with_a_reason(bad):
    with pytest.raises(ValueError, match="Jump off the board"):
        tr.new_game(seed=1, jump_off_board=True, **bad)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_random_games_end_with_every_bead_scored_and_survive_saving(players):
    rng = random.Random(players)
    s = tr.new_game(players, seed=players, jump_off_board=True, bead_scores="random")
    total = sum(s.beads.values())
    while not s.is_over:
        s.play(rng.choice(s.legal_moves()))
        again = tr.from_dict(json.loads(json.dumps(s.to_dict())))
        assert again.to_dict() == s.to_dict()
    if s.end_reason == "finished":
        banked = sum(sum(p) for p in s.off_piles)
        assert banked == total and not s.beads
        assert sum(s.scores()) == banked * (2 if players == 4 else 1)   # both team-mates carry the team score


def test_the_computer_player_steps_a_bead_off_across_its_own_edge():
    """Player 1 (S0) to move, the last bead on S0: stepping it off wins at once; every level sees it (moving it
    along the ring instead would let Player 2 carry it to the corner and off across S1)."""
    for level in ai.LEVELS:
        s = position([(4, -5)])
        move = ai.choose_move(s, level, seed=3, seconds=None if level == "easy" else 0.3)
        assert move in s.legal_moves()
        s.play(move)
        assert s.is_over and s.scores() == [1, 0], level
