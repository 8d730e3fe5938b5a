"""Tumbleweed rules, one test per rule of RULES.md section 3 (and the BGA page, seed 002)."""
import json

import pytest

from engine import core, hexgrid
from engine import tumbleweed as tw
from engine.tumbleweed import PASS, Choose, Place, Setup


# ---- helpers -----------------------------------------------------------------------------------------------

def position(stacks, turn="red", size=6, placed=(True, True), seat_colours=("red", "white"), **options):
    """A 'play' position built through the saved-game format: stacks = {cell: (colour, height)}."""
    data = tw.new_game(size=size, **options).to_dict()
    data.update(phase="play", stacks=[[q, r, c, h] for (q, r), (c, h) in stacks.items()],
                seat_colours=list(seat_colours), turn=turn,
                current_player=list(seat_colours).index(turn), placed=list(placed))
    return tw.from_dict(data)


def neutral_fill(size, empty=(), **stacks):
    """Every cell a neutral 2-stack, except the `empty` cells."""
    return {c: ("neutral", 2) for c in hexgrid.hexhex(size - 1) if c not in empty}


def opened(guest_colour="white", red=(2, -1), white=(-2, 1), **options):
    s = tw.new_game(**options)
    if s.phase == "setup_neutral":
        s.play(Setup("neutral", (0, 0)))
    s.play(Setup("red", red))
    s.play(Setup("white", white))
    s.play(Choose(guest_colour))
    return s


def snapshot(s):
    return json.dumps(s.to_dict(), sort_keys=True)


# A row position on the side-6 board: everything neutral except row r = 0, red at its west end, white at its
# east end; the cell (0,-3) is empty but walled in by neutral stacks, so nobody sees it.
ROW = [(q, 0) for q in range(-5, 6)]
UNSEEN = (0, -3)


def row_position(neutral_at=None, **kw):
    stacks = neutral_fill(6, empty=ROW + [UNSEEN])
    stacks[(-5, 0)] = ("red", 1)
    stacks[(5, 0)] = ("white", 1)
    if neutral_at is not None:
        stacks[neutral_at] = ("neutral", 2)
    return position(stacks, **kw)


# ---- board and options -------------------------------------------------------------------------------------

@pytest.mark.parametrize("size,count", [(6, 91), (8, 169), (10, 271), (11, 331)])
def test_board_sizes_and_the_neutral_stack_in_the_centre(size, count):
    s = tw.new_game(size=size)
    assert len(s.cells) == count
    assert s.stacks() == {(0, 0): ("neutral", 2)}
    assert s.phase == "opening" and s.current_player == 0


def test_default_board_is_side_8_with_the_reminder_on():
    s = tw.new_game()
    assert s.size == 8 and len(s.cells) == 169
    assert s.options == {"size": 8, "free_setup": False, "end_reminder": True, "aid_level": "beginner",
                         "capture_delay": False}
    assert {o.key for o in tw.OPTIONS} == {"size", "free_setup", "end_reminder", "aid_level", "capture_delay"}
    assert tw.PLAYERS == (2,)


@pytest.mark.parametrize("kwargs", [dict(size=7), dict(size="8"), dict(aid_level="guru"), dict(free_setup="yes"),
                                    dict(end_reminder=1), dict(colour="red"), dict(players=3)])
def test_bad_options_raise_a_readable_value_error(kwargs):
    with pytest.raises(ValueError) as e:
        tw.new_game(**kwargs)
    assert len(str(e.value)) > 10


# ---- setup and opening -------------------------------------------------------------------------------------

def test_host_places_red_then_white_on_distinct_empty_cells():
    s = tw.new_game(size=6)
    assert s.opening_piece == "red"
    moves = s.legal_moves()
    assert len(moves) == 90 and all(isinstance(m, Setup) and m.piece == "red" for m in moves)
    assert Setup("red", (0, 0)) not in moves                      # the neutral stack's cell is taken
    ev = s.play(Setup("red", (1, 0)))
    assert [(e.kind, e.cell, e.piece, e.value, e.player) for e in ev] == [("place", (1, 0), "red", 1, 0)]
    assert s.current_player == 0 and s.opening_piece == "white"
    with pytest.raises(core.IllegalMove):
        s.play(Setup("white", (1, 0)))                             # distinct cells
    with pytest.raises(core.IllegalMove):
        s.play(Setup("red", (2, 0)))                               # red is already placed
    with pytest.raises(core.IllegalMove):
        s.play(Place((2, 0)))                                      # no play before the pie choice
    ev = s.play(Setup("white", (2, 0)))                            # in red's line of sight: allowed
    assert [e.kind for e in ev] == ["place", "phase"] and ev[1].text == "choose"
    assert s.phase == "choose" and s.current_player == 1
    assert s.legal_moves() == [Choose("red"), Choose("white")]


def test_guest_choosing_white_lets_the_host_move_first_as_red():
    s = tw.new_game(size=6)
    s.play(Setup("red", (1, 0)))
    s.play(Setup("white", (-1, 0)))
    ev = s.play(Choose("white"))
    assert [e.kind for e in ev] == ["choose", "phase"] and ev[0].piece == "white" and ev[0].player == 1
    assert s.colour_of(0) == "red" and s.colour_of(1) == "white"
    assert s.phase == "play" and s.current_player == 0


def test_guest_choosing_red_takes_the_red_stone_and_moves_first():
    s = tw.new_game(size=6)
    s.play(Setup("red", (1, 0)))
    s.play(Setup("white", (-1, 0)))
    s.play(Choose("red"))
    assert s.colour_of(1) == "red" and s.seat_of("red") == 1 and s.seat_of("white") == 0
    assert s.current_player == 1
    assert s.owned(1) == [(1, 0)] and s.owned(0) == [(-1, 0)]
    # the seat that plays red sees from the red stone
    assert s.los(1, (3, 0)) == 1 and s.los("red", (3, 0)) == 1


def test_choose_only_accepts_a_colour():
    s = tw.new_game(size=6)
    s.play(Setup("red", (1, 0)))
    s.play(Setup("white", (-1, 0)))
    before = snapshot(s)
    for bad in (PASS, Place((3, 0)), Choose("neutral")):
        with pytest.raises(core.IllegalMove):
            s.play(bad)
    assert snapshot(s) == before


def test_free_setup_lets_the_host_place_the_neutral_stack_first():
    s = tw.new_game(size=6, free_setup=True)
    assert s.phase == "setup_neutral" and s.stacks() == {} and s.opening_piece == "neutral"
    assert len(s.legal_moves()) == 91
    with pytest.raises(core.IllegalMove):
        s.play(Setup("red", (0, 0)))
    ev = s.play(Setup("neutral", (3, -1)))
    assert [(e.kind, e.value, e.piece) for e in ev[:1]] == [("place", 2, "neutral")]
    assert ev[1].kind == "phase" and ev[1].text == "opening"
    assert s.stack_at((3, -1)) == ("neutral", 2) and s.stack_at((0, 0)) is None
    with pytest.raises(core.IllegalMove):
        s.play(Setup("red", (3, -1)))
    s.play(Setup("red", (0, 0)))
    assert s.stack_at((0, 0)) == ("red", 1)


# ---- line of sight -----------------------------------------------------------------------------------------

def test_los_counts_the_first_stack_on_each_line():
    s = position({(-3, 0): ("red", 1), (3, -3): ("red", 1), (1, 1): ("red", 1), (0, 4): ("white", 2)})
    assert s.los("red", (0, 0)) == 2          # west along the row and north-east diagonal; (1,1) is off-axis
    assert s.los("white", (0, 0)) == 1        # straight south
    assert sorted(s.sources("red", (0, 0))) == [(-3, 0), (3, -3)]
    assert s.los(0, (0, 0)) == 2 and s.los(1, (0, 0)) == 1   # seats work as well as colours


@pytest.mark.parametrize("blocker", ["neutral", "red", "white"])
def test_any_stack_blocks_line_of_sight(blocker):
    s = position({(-3, 0): ("red", 1), (-1, 0): (blocker, 1), (0, 3): ("white", 1)})
    assert s.los("red", (0, 0)) == (1 if blocker == "red" else 0)   # an own blocker sees it instead
    assert s.los("white", (0, 0)) == (2 if blocker == "white" else 1)
    assert s.los("red", (-2, 0)) == 1 + (blocker == "red")


def test_a_stack_on_the_cell_itself_does_not_count():
    s = position({(0, 0): ("red", 1), (-2, 0): ("red", 1)})
    assert s.los("red", (0, 0)) == 1


def test_six_lines_give_at_most_six():
    s = position({tuple(2 * x for x in d): ("red", 1) for d in hexgrid.DIRECTIONS})
    assert s.los("red", (0, 0)) == 6
    assert s.preview((0, 0))[0] == 6


# ---- placements --------------------------------------------------------------------------------------------

def test_new_stack_height_is_the_number_of_own_stacks_that_see_it():
    s = position({(2, 0): ("red", 1), (0, 2): ("red", 1), (-2, 2): ("red", 1), (0, -2): ("white", 1)})
    height, sources = s.preview((0, 0))
    assert height == 3 and sorted(sources) == [(-2, 2), (0, 2), (2, 0)]
    ev = s.play(Place((0, 0)))
    assert [(e.kind, e.cell, e.piece, e.value, e.player) for e in ev] == [("place", (0, 0), "red", 3, 0)]
    assert sorted(ev[0].path) == sorted(sources)
    assert s.stack_at((0, 0)) == ("red", 3)
    assert s.current_player == 1 and s.last_move == Place((0, 0))


def test_placing_where_no_own_stack_sees_is_illegal():
    s = position({(3, 0): ("red", 1), (0, -3): ("white", 1)})
    assert Place((0, 1)) not in s.legal_moves()
    before = snapshot(s)
    with pytest.raises(core.IllegalMove) as e:
        s.play(Place((0, 1)))
    assert "sees" in e.value.reason
    assert s.preview((0, 1)) is None
    with pytest.raises(core.IllegalMove):
        s.play(Place((0, -2)))                    # seen only by white
    with pytest.raises(core.IllegalMove):
        s.play(Place((9, 9)))                     # off the board
    assert snapshot(s) == before


def test_capture_replaces_a_lower_opponent_stack():
    s = position({(0, 0): ("white", 1), (-2, 0): ("red", 1), (2, -2): ("red", 1)})
    assert Place((0, 0)) in s.legal_moves()
    assert s.capturable_cells("red") == [(0, 0)]
    ev = s.play(Place((0, 0)))
    assert [(e.kind, e.cell, e.piece, e.value, e.text) for e in ev] == [
        ("capture", (0, 0), "white", 1, "capture"), ("place", (0, 0), "red", 2, "")]
    assert s.stack_at((0, 0)) == ("red", 2)
    assert s.owned("white") == []


def test_capture_needs_a_taller_stack():
    s = position({(0, 0): ("white", 2), (-2, 0): ("red", 1), (2, -2): ("red", 1)})
    assert Place((0, 0)) not in s.legal_moves() and s.capturable_cells(0) == []
    with pytest.raises(core.IllegalMove) as e:
        s.play(Place((0, 0)))
    assert "taller" in e.value.reason


def test_reinforce_replaces_a_lower_own_stack():
    s = position({(0, 0): ("red", 1), (-2, 0): ("red", 1), (2, -2): ("red", 1)})
    assert Place((0, 0)) in s.legal_moves()
    assert s.capturable_cells("red") == []        # own stacks are never "capturable"
    ev = s.play(Place((0, 0)))
    assert [(e.kind, e.piece, e.value, e.text) for e in ev] == [
        ("capture", "red", 1, "reinforce"), ("place", "red", 2, "")]


def test_reinforce_needs_a_taller_stack():
    s = position({(0, 0): ("red", 2), (-2, 0): ("red", 1), (2, -2): ("red", 1)})
    assert Place((0, 0)) not in s.legal_moves()
    with pytest.raises(core.IllegalMove):
        s.play(Place((0, 0)))


def test_neutral_stack_falls_to_three_but_not_to_two():
    two = position({(0, 0): ("neutral", 2), (-2, 0): ("red", 1), (2, -2): ("red", 1)})
    assert Place((0, 0)) not in two.legal_moves()
    with pytest.raises(core.IllegalMove) as e:
        two.play(Place((0, 0)))
    assert "neutral" in e.value.reason
    three = position({(0, 0): ("neutral", 2), (-2, 0): ("red", 1), (2, -2): ("red", 1), (0, 3): ("red", 1)})
    assert three.capturable_cells("red") == [] and three.capturable_cells("red", include_neutral=True) == [(0, 0)]
    ev = three.play(Place((0, 0)))
    assert [(e.kind, e.piece, e.value) for e in ev] == [("capture", "neutral", 2), ("place", "red", 3)]


def test_pass_is_always_legal_and_the_only_move_without_placements():
    s = position({(0, 0): ("red", 1), (3, -3): ("white", 1)})
    assert s.legal_moves()[-1] == PASS and len(s.legal_moves()) > 1
    # a corner pocket: white's lone stone is walled in by neutral 2-stacks it cannot take
    stacks = neutral_fill(6, empty=[(5, -5)])
    stacks[(4, -4)] = ("red", 1)
    stacks[(-5, 5)] = ("white", 1)
    walled = position(stacks, turn="white")
    assert walled.legal_moves() == [PASS]
    assert walled.placements_left == {"red": 1, "white": 0}


# ---- suicide and capture aids ------------------------------------------------------------------------------

def test_suicidal_placement_and_non_suicidal_captures():
    # red could take (0,0) with a 2-stack, but white sees (0,0) from three sides and would take it back
    s = position({(0, 0): ("white", 1), (-2, 0): ("red", 1), (2, -2): ("red", 1),
                  (0, 2): ("white", 1), (0, -3): ("white", 1), (2, 0): ("white", 1)})
    assert s.los("white", (0, 0)) == 3 and s.los("red", (0, 0)) == 2
    assert s.is_suicidal((0, 0))
    assert s.capturable_cells("red") == [(0, 0)] and s.non_suicidal_captures("red") == []
    # a red 1-stack on (1,-1) would be seen by one white stack only: safe
    assert s.los("red", (1, -1)) == s.los("white", (1, -1)) == 1 and not s.is_suicidal((1, -1))
    safe = position({(0, 0): ("white", 1), (-2, 0): ("red", 1), (2, -2): ("red", 1), (0, 2): ("white", 1)})
    assert not safe.is_suicidal((0, 0))
    assert safe.non_suicidal_captures(0) == [(0, 0)]
    assert not safe.is_suicidal((5, -5))             # not a legal placement at all
    # equal sight is not enough for the opponent to take it back
    even = position({(0, 0): ("white", 1), (-2, 0): ("red", 1), (2, -2): ("red", 1),
                     (0, 2): ("white", 1), (0, -3): ("white", 1)})
    assert even.los("white", (0, 0)) == 2 and not even.is_suicidal((0, 0))
    assert even.non_suicidal_captures("red") == [(0, 0)]


# ---- scoring -----------------------------------------------------------------------------------------------

def test_score_is_owned_plus_controlled_and_neutral_or_unseen_cells_count_for_nobody():
    s = row_position(neutral_at=(2, 0))
    # red sees (-4..1, 0) up to the neutral stack; white sees (3,0) and (4,0); (0,-3) is seen by nobody
    assert sorted(s.controlled("red")) == [(q, 0) for q in range(-4, 2)]
    assert sorted(s.controlled("white")) == [(3, 0), (4, 0)]
    assert s.owned("red") == [(-5, 0)] and s.owned("white") == [(5, 0)]
    assert s.scores() == [7, 3]
    cm = s.control_map()
    assert UNSEEN not in cm and cm[(0, 0)] == 0 and cm[(4, 0)] == 1 and (2, 0) not in cm


def test_contested_cells_count_for_nobody_and_equal_scores_draw():
    s = row_position()
    assert s.controlled("red") == [] and s.controlled("white") == []
    assert all(s.control_map()[(q, 0)] == "contested" for q in range(-4, 5))
    assert s.scores() == [1, 1]
    s.play(PASS)
    s.play(PASS)
    out = s.outcome()
    assert s.is_over and out.is_draw and out.winners == (0, 1) and "draw" in out.summary.lower()


def test_more_lines_of_sight_control_an_empty_cell():
    stacks = neutral_fill(6, empty=[(0, 0)])
    stacks.update({(1, 0): ("red", 1), (-1, 0): ("red", 1), (0, -1): ("white", 1)})
    s = position(stacks)
    assert s.los("red", (0, 0)) == 2 and s.los("white", (0, 0)) == 1
    assert s.control_map() == {(0, 0): 0}
    assert s.scores() == [3, 1]


def test_scores_follow_seats_not_colours():
    s = row_position(neutral_at=(2, 0), seat_colours=("white", "red"))
    assert s.scores() == [3, 7]
    s.play(PASS)
    s.play(PASS)
    out = s.outcome()
    assert out.winners == (1,) and out.summary == "Red wins 7 to 3."


def test_running_score_by_aid_level():
    s = row_position(neutral_at=(2, 0), aid_level="expert")
    assert s.running_scores() == [1, 1]                      # expert: stacks only
    assert s.running_scores("beginner") == s.running_scores("intermediate") == [7, 3]
    s.play(PASS)
    s.play(PASS)
    assert s.running_scores() == [7, 3]                      # revealed at the end
    assert s.scores() == [7, 3]


# ---- the end -----------------------------------------------------------------------------------------------

def test_two_successive_passes_end_the_game():
    s = row_position(neutral_at=(2, 0))
    ev = s.play(PASS)
    assert [e.kind for e in ev] == ["pass"] and not s.is_over and s.current_player == 1
    ev = s.play(PASS)
    assert [e.kind for e in ev] == ["pass", "phase", "game_over"]
    assert s.is_over and s.current_player is None and s.phase == "over"
    assert ev[-1].value == (7, 3) and "passed" in s.end_reason
    assert s.legal_moves() == []
    with pytest.raises(core.IllegalMove):
        s.play(PASS)


def test_passes_that_are_not_successive_do_not_end_the_game():
    s = row_position(neutral_at=(2, 0))
    s.play(PASS)
    s.play(Place((4, 0)))
    s.play(PASS)
    assert not s.is_over


def test_passes_cannot_end_the_game_before_both_players_have_placed():
    s = row_position(neutral_at=(2, 0), placed=(True, False), end_reminder=False)
    for _ in range(3):
        s.play(PASS)               # red, white, red
    assert not s.is_over and s.current_player == 1
    s.play(Place((4, 0)))          # white's first placement
    s.play(PASS)
    s.play(PASS)
    assert s.is_over


def test_after_the_opening_nobody_has_placed_so_two_passes_go_on():
    s = opened(size=6, end_reminder=False)
    s.play(PASS)
    s.play(PASS)
    assert not s.is_over and s.current_player == 0


def test_a_player_who_cannot_place_does_not_hold_up_the_passing_end():
    stacks = neutral_fill(6, empty=[(5, -5)])
    stacks[(4, -4)] = ("red", 1)
    stacks[(-5, 5)] = ("white", 1)
    s = position(stacks, placed=(True, False))
    s.play(PASS)
    s.play(PASS)
    assert s.is_over


def test_game_ends_when_neither_player_can_place():
    stacks = neutral_fill(6, empty=[(5, -5)])
    stacks[(4, -4)] = ("red", 1)
    stacks[(-5, 5)] = ("white", 1)
    s = position(stacks, placed=(False, False))
    assert s.legal_moves() == [Place((5, -5)), PASS]
    ev = s.play(Place((5, -5)))
    assert [e.kind for e in ev] == ["place", "phase", "game_over"]
    assert s.is_over and "Neither" in s.end_reason
    assert s.scores() == [2, 1] and s.outcome().winners == (0,)


# ---- the game-end reminder ---------------------------------------------------------------------------------

def test_filling_own_territory_and_reinforcing_are_stale_turns():
    s = row_position(neutral_at=(2, 0))
    s.play(Place((-4, 0)))                  # red fills a cell it already controlled
    assert s.stale_turns == 1
    s.play(Place((4, 0)))                   # white likewise
    assert s.stale_turns == 2
    s2 = position({(0, 0): ("red", 1), (-2, 0): ("red", 1), (2, -2): ("red", 1), (4, -4): ("white", 1)})
    s2.play(Place((0, 0)))                  # reinforcing changes nobody's cells
    assert s2.stale_turns == 1


def test_reminder_after_three_stale_turns_and_auto_end_after_two_more():
    s = row_position(neutral_at=(2, 0))
    s.play(Place((-4, 0)))
    s.play(Place((4, 0)))
    assert not s.reminder_active
    ev = s.play(Place((-3, 0)))
    notices = [e for e in ev if e.kind == "notice"]
    assert len(notices) == 1 and "pass" in notices[0].text.lower()
    assert s.reminder_active and s.stale_turns == 3
    s.play(Place((3, 0)))
    assert not s.is_over and s.reminder_active
    ev = s.play(Place((-2, 0)))
    assert s.is_over and ev[-1].kind == "game_over"
    assert s.scores() == [7, 3]


def test_a_lively_turn_clears_the_reminder():
    s = row_position(placed=(False, False))
    s.play(PASS)
    s.play(PASS)
    ev = s.play(PASS)                       # passes gain nothing: stale
    assert [e.kind for e in ev] == ["pass", "notice"] and s.reminder_active
    s.play(Place((4, 0)))                   # a contested cell becomes white's
    assert s.stale_turns == 0 and not s.reminder_active


def test_capture_resets_the_stale_count():
    s = position({(0, 0): ("white", 1), (-2, 0): ("red", 1), (2, -2): ("red", 1), (-5, 5): ("white", 1)},
                 placed=(False, False))
    s.play(PASS)
    s.play(PASS)
    assert s.stale_turns == 2
    s.play(Place((0, 0)))
    assert s.stale_turns == 0


def test_without_the_reminder_stale_turns_never_end_the_game():
    s = row_position(placed=(False, False), end_reminder=False)
    for _ in range(8):
        ev = s.play(PASS)
        assert all(e.kind == "pass" for e in ev)
    assert not s.is_over and not s.reminder_active


# ---- notation, saving, copies ------------------------------------------------------------------------------

def test_notation_round_trips():
    s = tw.new_game(size=6, free_setup=True)
    seen = []
    for _ in range(3):
        seen += s.legal_moves()[:5]
        s.play(s.legal_moves()[0])
    seen += s.legal_moves()
    s.play(Choose("white"))
    seen += s.legal_moves()
    for m in seen:
        assert tw.parse_move(str(m)) == m
    assert str(Place((2, -1))) == "2,-1" and str(PASS) == "pass" and str(Choose("red")) == "choose red"
    assert tw.parse_move(" (3, -4) ") == Place((3, -4))
    with pytest.raises(ValueError):
        tw.parse_move("castle kingside")


def test_save_and_restore_in_every_phase():
    s = tw.new_game(size=6, free_setup=True, seed=5)
    moves = [Setup("neutral", (1, 1)), Setup("red", (2, -1)), Setup("white", (-2, 1)), Choose("red"),
             Place((3, -1)), Place((-3, 1)), PASS, Place((-2, 0))]
    for m in moves:
        copy = tw.from_dict(json.loads(json.dumps(s.to_dict())))
        assert copy == s and copy.legal_moves() == s.legal_moves() and copy.phase == s.phase
        assert copy.current_player == s.current_player and copy.scores() == s.scores()
        assert copy.play(m) == s.play(m)
        assert copy == s


def test_a_restored_pass_still_counts_towards_two_passes():
    s = row_position(neutral_at=(2, 0))
    s.play(PASS)
    copy = tw.from_dict(json.loads(json.dumps(s.to_dict())))
    copy.play(PASS)
    assert copy.is_over


def test_restored_reminder_keeps_counting():
    s = row_position(neutral_at=(2, 0))
    for cell in ((-4, 0), (4, 0), (-3, 0)):
        s.play(Place(cell))
    copy = tw.from_dict(json.loads(json.dumps(s.to_dict())))
    assert copy.reminder_active and copy.stale_turns == 3
    copy.play(Place((3, 0)))
    copy.play(Place((-2, 0)))
    assert copy.is_over


def test_restored_game_over_state_stays_over():
    s = row_position(neutral_at=(2, 0))
    s.play(PASS)
    s.play(PASS)
    copy = tw.from_dict(json.loads(json.dumps(s.to_dict())))
    assert copy.is_over and copy.outcome() == s.outcome() and copy.current_player is None


def test_clone_is_independent():
    s = opened(size=6)
    legal, los = s.legal_moves(), s.los("red", (3, -1))
    c = s.clone()
    c.play(Place((3, -1)))
    assert c != s and s.last_move == Choose("white")
    assert s.legal_moves() == legal and s.los("red", (3, -1)) == los and s.stack_at((3, -1)) is None
    assert c.rng is not s.rng and c.rng.getstate() == s.rng.getstate()


def test_illegal_moves_leave_the_state_untouched():
    s = opened(size=6)
    before = snapshot(s)
    for bad in (Place((5, -5)), Setup("red", (0, 1)), Choose("red"), Place((0, 0)), "2,-1"):
        with pytest.raises(core.IllegalMove):
            s.play(bad)
        assert snapshot(s) == before


# ---- one function per rule: what the scene shows and asks ---------------------------------------------------

def test_setup_heights_neutral_two_stones_one():
    # RULES.md: "A neutral stack of height 2 ... one Red 1-stack and one White 1-stack".
    assert tw.setup_height("neutral") == 2
    assert tw.setup_height("red") == tw.setup_height("white") == 1
    with pytest.raises(ValueError):
        tw.setup_height("blue")
    s = tw.new_game(size=6, free_setup=True)
    for piece, cell in (("neutral", (1, 1)), ("red", (2, -1)), ("white", (-2, 1))):
        pv = s.preview_move(cell)
        assert pv.move == Setup(piece, cell) and (pv.colour, pv.height) == (piece, tw.setup_height(piece))
        s.play(pv.move)
        assert s.stack_at(cell) == (piece, tw.setup_height(piece))
    assert tw.other_colour("red") == "white" and tw.other_colour("white") == "red"


def test_setup_previews_only_empty_cells():
    # "places one Red 1-stack and one White 1-stack on any two distinct empty cells"
    s = tw.new_game(size=6)
    assert s.preview_move((0, 0)) is None                  # the neutral stack stands there
    assert s.move_at((0, 0)) == Setup("red", (0, 0))       # the move it stands for, refused by play()
    with pytest.raises(core.IllegalMove):
        s.play(s.move_at((0, 0)))
    assert s.move_at((9, 9)) is None and s.preview_move(None) is None


def test_the_guest_chooses_by_picking_a_stone():
    # Pie rule: "The guest chooses which colour to play (Ludii: 'click on a stone')".
    s = tw.new_game(size=6)
    s.play(Setup("red", (2, -1)))
    assert s.choosable_stones() == {}
    s.play(Setup("white", (-2, 1)))
    assert s.choosable_stones() == {(2, -1): "red", (-2, 1): "white"}
    assert s.move_at((2, -1)) == Choose("red") and s.move_at((-2, 1)) == Choose("white")
    assert s.move_at((0, 0)) is None and s.move_at((1, 1)) is None      # neutral stack, empty cell
    pv = s.preview_move((-2, 1))
    assert (pv.move, pv.colour, pv.height, pv.sources) == (Choose("white"), "white", 1, ())
    assert s.colour_to_move is None
    s.play(pv.move)
    assert s.choosable_stones() == {} and s.colour_to_move == "red"    # red moves first


def test_a_placement_preview_is_the_engines_height_sources_and_suicide():
    s = position({(0, 0): ("white", 1), (-2, 0): ("red", 1), (2, -2): ("red", 1),
                  (0, 2): ("white", 1), (0, -3): ("white", 1), (2, 0): ("white", 1)})
    pv = s.preview_move((0, 0))
    assert pv.move == Place((0, 0)) and pv.colour == "red" and pv.height == 2
    assert sorted(pv.sources) == sorted(s.sources("red", (0, 0))) and pv.suicidal
    assert s.los("red", (4, -1)) == 0 and s.preview_move((4, -1)) is None   # nobody of red's sees it
    assert s.move_at((4, -1)) == Place((4, -1))
    s.play(PASS)
    pv = s.preview_move((0, -1))
    assert pv.colour == "white" and pv.height == s.los("white", (0, -1))


def test_expert_preview_shows_colour_only_and_aids_by_level():
    # Player aids: influence and capture outlines Beginner only, suicide grey Beginner + Intermediate,
    # Expert's preview shows the colour only.
    assert tw.preview_shows_height("beginner") and tw.preview_shows_height("intermediate")
    assert not tw.preview_shows_height("expert")
    assert [lvl for lvl in tw.AID_LEVELS if tw.aid_gives(lvl, "influence")] == ["beginner"]
    assert [lvl for lvl in tw.AID_LEVELS if tw.aid_gives(lvl, "captures")] == ["beginner"]
    assert [lvl for lvl in tw.AID_LEVELS if tw.aid_gives(lvl, "suicide")] == ["beginner", "intermediate"]
    with pytest.raises(ValueError):
        tw.aid_gives("guru", "influence")


def test_safe_captures_outline_opponent_and_neutral_stacks_not_own():
    # "Highlights apply to capturable stacks only, not to reinforceable own stacks."
    s = position({(0, 0): ("white", 1), (-2, 0): ("red", 1), (2, -2): ("red", 1), (0, 2): ("white", 1),
                  (-2, 2): ("red", 1), (-3, 0): ("red", 1)})
    assert s.preview_move((-2, 0)) is not None             # red could reinforce (-2,0)...
    assert (-2, 0) not in s.safe_captures()                 # ...but own stacks are never outlined
    assert s.safe_captures() == s.non_suicidal_captures("red", include_neutral=True)
    assert (0, 0) in s.safe_captures()
    n = position({(0, 0): ("neutral", 2), (3, 0): ("red", 1), (-3, 0): ("red", 1), (0, 3): ("red", 1)})
    assert n.safe_captures() == [(0, 0)]                     # the neutral stack falls to a 3-stack
    assert tw.new_game(size=6).safe_captures() == []


def test_who_controls_a_cell_by_colour():
    s = row_position(neutral_at=(2, 0), seat_colours=("white", "red"))
    cc = s.control_colours()
    assert cc[(0, 0)] == "red" and cc[(4, 0)] == "white" and UNSEEN not in cc and (2, 0) not in cc
    assert s.control_map()[(0, 0)] == 1                      # control_map speaks in seats
    assert all(row_position().control_colours()[(q, 0)] == "contested" for q in range(-4, 5))
    # before the choice, colours already control cells
    s = tw.new_game(size=6)
    s.play(Setup("red", (2, -1)))
    assert s.control_colours()[(3, -1)] == "red"


def test_score_breakdown_is_stacks_plus_controlled_cells():
    s = row_position(neutral_at=(2, 0))
    assert s.score_breakdown(0) == (1, 6) and s.score_breakdown("white") == (1, 2)
    assert [sum(s.score_breakdown(seat)) for seat in (0, 1)] == s.scores()


def test_expert_counts_controlled_cells_only_at_the_end():
    s = row_position(neutral_at=(2, 0), aid_level="expert")
    assert not s.counts_controlled() and s.counts_controlled("beginner") and s.counts_controlled("intermediate")
    s.play(PASS)
    s.play(PASS)
    assert s.counts_controlled()


def test_pass_ends_the_game_on_the_second_pass_once_both_have_placed():
    s = row_position(neutral_at=(2, 0), end_reminder=False)
    assert s.may_pass() and not s.pass_ends_game()
    s.play(PASS)
    assert s.pass_ends_game()
    early = row_position(neutral_at=(2, 0), placed=(True, False), end_reminder=False)
    early.play(PASS)
    assert not early.pass_ends_game()                       # white has not placed yet
    assert not tw.new_game(size=6).may_pass() and not tw.new_game(size=6).pass_ends_game()


def test_a_pass_ends_the_game_as_the_fifth_stale_turn():
    s = row_position(neutral_at=(2, 0))
    for cell in ((-4, 0), (4, 0), (-3, 0), (3, 0)):
        assert not s.pass_ends_game()
        s.play(Place(cell))
    assert s.stale_turns == 4 and s.pass_ends_game()        # the fifth stale turn ends it
    s.play(PASS)
    assert s.is_over


def test_reminder_countdown_two_then_one_stale_turn_left():
    s = row_position(neutral_at=(2, 0))
    s.play(Place((-4, 0)))
    s.play(Place((4, 0)))
    assert s.stale_turns_left() is None
    s.play(Place((-3, 0)))
    assert s.reminder_active and s.stale_turns_left() == tw.AUTO_END_AFTER == 2
    s.play(Place((3, 0)))
    assert s.stale_turns_left() == 1
    s.play(Place((-2, 0)))
    assert s.is_over and s.stale_turns_left() is None


def test_pass_ends_game_agrees_with_playing_the_pass():
    import random
    for seed in range(6):
        rng = random.Random(seed)
        s = tw.new_game(size=6, end_reminder=bool(seed % 2))
        while not s.is_over:
            if s.may_pass():
                trial = s.clone()
                trial.play(PASS)
                assert s.pass_ends_game() == trial.is_over
            moves = s.legal_moves()
            s.play(PASS if rng.random() < 0.3 and PASS in moves else rng.choice(moves))
