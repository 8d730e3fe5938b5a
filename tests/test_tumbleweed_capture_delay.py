"""Tumbleweed's capture delay (issue 15), written from RULES.md section 3: "[Abstract Play] also offers a
*capture delay* variant: a player may not place on the cell of the opponent's last placement."

Decision (engine HOUSE_RULES): "the opponent's last placement" is the placement of the turn just before yours;
after a pass nothing is out of bounds, and the opening stones are not placements."""
import pytest

from engine import ai, core
from engine import tumbleweed as tw
from engine.ai import tumbleweed as tw_ai
from engine.tumbleweed import PASS, Place

from tests.test_tumbleweed_rules import position, snapshot


def just_placed(delay: bool, last=Place((0, 0))):
    """White has just put a 1-stack on (0,0); two red stacks see it, so red could capture it at once."""
    s = position({(-2, 0): ("red", 1), (2, 0): ("red", 1), (0, 0): ("white", 1), (0, 3): ("white", 1)},
                 turn="red", capture_delay=delay)
    s.last_move = last
    return s


def test_the_option_is_data_off_by_default_and_checked():
    opt = next(o for o in tw.OPTIONS if o.key == "capture_delay")
    assert opt.default is False and opt.choices == (False, True) and "opponent" in opt.help
    assert tw.new_game().options["capture_delay"] is False
    with pytest.raises(ValueError):
        tw.new_game(capture_delay="yes")


def test_without_the_option_the_last_placement_can_be_captured_at_once():
    s = just_placed(False)
    assert s.delayed_cell() is None
    assert Place((0, 0)) in s.legal_moves()
    s.play(Place((0, 0)))
    assert s.stack_at((0, 0)) == ("red", 2)


def test_a_player_may_not_place_on_the_cell_of_the_opponents_last_placement():
    """'a player may not place on the cell of the opponent's last placement'"""
    s = just_placed(True)
    assert s.delayed_cell() == (0, 0)
    assert Place((0, 0)) not in s.legal_moves()
    assert s.preview((0, 0)) is None
    before = snapshot(s)
    with pytest.raises(core.IllegalMove, match="Capture delay"):
        s.play(Place((0, 0)))
    assert snapshot(s) == before
    # every other placement red could make is still there
    assert Place((1, 0)) in s.legal_moves() and PASS in s.legal_moves()


def test_the_delay_lasts_one_turn_and_a_pass_sets_none():
    s = just_placed(True)
    s.play(Place((-1, 0)))        # red places elsewhere
    assert s.delayed_cell() == (-1, 0)   # now white may not place on red's new stack
    s.play(PASS)                   # white passes
    assert s.delayed_cell() is None
    assert Place((0, 0)) in s.legal_moves()   # the delay is over: red may capture now


def test_the_delay_survives_saving():
    s = just_placed(True)
    again = tw.from_dict(s.to_dict())
    assert again.delayed_cell() == (0, 0) and Place((0, 0)) not in again.legal_moves()


def test_the_computer_players_respect_the_delay():
    """The capture at (0,0) is the obvious best move; with the delay no level may play it."""
    free = just_placed(False)
    assert "0,0" in [str(m) for m in tw_ai.useful_moves(free)]
    s = just_placed(True)
    assert Place((0, 0)) not in tw_ai.useful_moves(s)
    assert tw_ai.pointless(s, Place((0, 0))) is None
    for level in ai.LEVELS:
        move = ai.choose_move(s, level, seed=1, seconds=None if level == "easy" else 0.2)
        assert move in s.legal_moves() and move != Place((0, 0)), level
    assert ai.hint(s, seed=1, seconds=0.2) != Place((0, 0))
