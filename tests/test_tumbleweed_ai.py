"""The Tumbleweed computer player (engine/ai/tumbleweed.py): legal and sensible choices in every phase, on the
smallest and the largest board; passing exactly when it should; never a pointless placement while a useful
one exists; the incremental evaluation agreeing with a full recount."""
import random

import pytest

from engine import ai, hexgrid
from engine import tumbleweed as tw
from engine.ai import search
from engine.ai import tumbleweed as twai
from engine.tumbleweed import PASS, Choose, Place, Setup

from test_tumbleweed_rules import neutral_fill, position

LEVELS = ai.LEVELS
FAST = 0.4          # seconds of thought per move in these tests (the searches stop at the deadline)


def played_to(size, plies, seed, **options):
    """A position `plies` random useful moves past a random opening (random games wander, useful ones don't)."""
    rng = random.Random(seed)
    s = tw.new_game(size=size, seed=seed, **options)
    while s.phase != "play":
        s.play(rng.choice(s.legal_moves()))
    for _ in range(plies):
        if s.is_over:
            break
        moves = twai.useful_moves(s)
        s.play(rng.choice(moves[:-1] or moves))
    return s


# ---- setup and the pie choice -----------------------------------------------------------------------------

@pytest.mark.parametrize("size", [6, 11])
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("free_setup", [False, True])
def test_setup_and_choice_are_legal_at_every_level(size, level, free_setup):
    s = tw.new_game(size=size, seed=3, free_setup=free_setup)
    while s.phase != "play":
        move = ai.choose_move(s, level, seed=5, seconds=FAST)
        assert move in s.legal_moves()
        s.play(move)
    assert s.colour_of(1) in ("red", "white")
    stones = {colour: cell for cell, (colour, _) in s.stacks().items()}
    assert stones.get("neutral") == (0, 0)          # free setup too: the neutral stack goes in the centre


def turned(table) -> set:
    """Every orientation of a table's (red, white) pairs."""
    return {(r, w) for red, white in table for r, w in zip(twai.symmetries(red), twai.symmetries(white))}


@pytest.mark.parametrize("size", tw.SIZES)
def test_the_host_plays_an_opening_from_the_table(size):
    """The two stones are a pair of the opening table, turned by one symmetry of the board (a red stone of the
    shallow table, answered by hard from its deeper table where that has the same red stone)."""
    pairs = turned(twai.OPENINGS[size]) | turned(twai.DEEP_OPENINGS.get(size, ()))
    board = set(tw.new_game(size=size).cells)
    assert all(r in board and w in board and r != w and (0, 0) not in (r, w) for r, w in pairs)
    for seed in range(4):
        s = tw.new_game(size=size)
        red = ai.choose_move(s, "easy", seed=seed)
        s.play(red)
        white = ai.choose_move(s, "hard", seed=seed, seconds=FAST)
        assert (red.cell, white.cell) in pairs


@pytest.mark.parametrize("size", sorted(twai.DEEP_OPENINGS))
def test_hard_as_the_host_plays_an_opening_evened_deeper(size):
    """Hard and expert place both stones from DEEP_OPENINGS, easy and medium from OPENINGS."""
    for level, table in (("hard", twai.DEEP_OPENINGS), ("expert", twai.DEEP_OPENINGS), ("medium", twai.OPENINGS),
                         ("easy", twai.OPENINGS)):
        for seed in range(3):
            s = tw.new_game(size=size)
            red = ai.choose_move(s, level, seed=seed, seconds=FAST)
            s.play(red)
            white = ai.choose_move(s, level, seed=seed, seconds=FAST)
            assert (red.cell, white.cell) in turned(table[size])


def test_the_symmetries_of_a_cell():
    assert len(set(twai.symmetries((3, -1)))) == 12 and (3, -1) in twai.symmetries((3, -1))
    assert set(twai.symmetries((1, 0))) == set(hexgrid.neighbours((0, 0)))
    assert {hexgrid.ring_of(c) for c in twai.symmetries((4, -2))} == {4}


def test_the_host_gives_the_guest_a_close_choice():
    """The white stone makes the position more even than most other places would (the guest takes the
    better side, so the host wants no better side)."""
    s = tw.new_game(size=6)
    s.play(Setup("red", (2, -1)))
    move = ai.choose_move(s, "medium", seed=2, seconds=5)
    def imbalance(cell):
        t = s.clone()
        t.play(Setup("white", cell))
        t.play(Choose("red"))
        return abs(twai.horizon_value(t))
    others = sorted(imbalance(c) for c in twai._empty_cells(s))
    assert imbalance(move.cell) <= others[len(others) // 4]


@pytest.mark.parametrize("size", [6, 8, 11])
def test_the_guest_takes_red_when_red_has_the_central_stone(size):
    """Red moves first; with the stone near the centre against a corner stone, red is the plain choice."""
    s = tw.new_game(size=size)
    s.play(Setup("red", (0, 2)))
    s.play(Setup("white", (size - 1, 1 - size)))
    for level in LEVELS[:3]:    # (expert decides the same way with a larger budget: 10 s a board is for the benchmark)
        assert ai.choose_move(s, level, seed=1, seconds=30) == Choose("red"), level


@pytest.mark.parametrize("size", [8, 11])
def test_the_guest_takes_white_when_red_is_boxed_into_a_corner(size):
    """Red's corner stone sees two rims only: the white stone next to it on the diagonal blocks the third line
    and sees the whole board; moving first does not make up for that (the searching levels)."""
    corner = (size - 1, 1 - size)
    s = tw.new_game(size=size)
    s.play(Setup("red", corner))
    s.play(Setup("white", (size - 2, 2 - size)))
    for level in ("medium", "hard"):
        assert ai.choose_move(s, level, seed=1, seconds=30) == Choose("white"), level


# ---- passing ----------------------------------------------------------------------------------------------

ROW = [(q, 0) for q in range(-5, 6)]


def race(red_ahead, passes=1, stale=0, **options):
    """A side-6 board of neutral stacks with three open places: row 0 (red 1-stack at its west end, white at its
    east end: every cell between contested), red's pocket (0,-3) and, when red is behind, white's pocket of two
    cells (-2,3), (-3,3). Red to move after `passes` passes and `stale` stale turns."""
    stacks = neutral_fill(6, empty=ROW + [(0, -3)] + ([] if red_ahead else [(-2, 3), (-3, 3)]))
    stacks[(-5, 0)], stacks[(5, 0)] = ("red", 1), ("white", 1)
    stacks[(1, -3)] = ("red", 1)
    stacks[(-1, 3)] = ("white", 1)
    data = position(stacks, **options).to_dict()
    data.update(passes=passes, stale=stale)
    return tw.from_dict(data)


@pytest.mark.parametrize("level", LEVELS)
def test_pass_when_the_opponent_has_passed_and_the_pass_wins(level):
    s = race(red_ahead=True, end_reminder=False)
    assert s.scores() == [3, 2] and s.pass_ends_game()
    assert any(isinstance(m, Place) for m in twai.useful_moves(s))   # it could play on, and gain
    assert ai.choose_move(s, level, seed=1, seconds=FAST) == PASS


@pytest.mark.parametrize("level", LEVELS)
def test_play_on_when_the_pass_would_lose(level):
    s = race(red_ahead=False, end_reminder=False)
    assert s.scores() == [3, 4] and s.pass_ends_game()
    move = ai.choose_move(s, level, seed=1, seconds=FAST)
    assert isinstance(move, Place)
    s.play(move)
    assert not s.is_over and s.scores()[0] > s.scores()[1]


@pytest.mark.parametrize("level", LEVELS)
def test_no_stale_turn_when_the_fifth_would_end_a_lost_game(level):
    """With the game-end reminder at its last turn, a pass or a placement in red's own pocket (a stale turn)
    would end the game 3-4; only a placement on the row goes on."""
    s = race(red_ahead=False, passes=0, stale=4, end_reminder=True)
    assert s.pass_ends_game()
    move = ai.choose_move(s, level, seed=1, seconds=FAST)
    s.play(move)
    assert not s.is_over


@pytest.mark.parametrize("level", LEVELS)
def test_the_fifth_stale_turn_is_taken_when_it_wins(level):
    s = race(red_ahead=True, passes=0, stale=4, end_reminder=True)
    s.play(ai.choose_move(s, level, seed=1, seconds=FAST))
    assert s.is_over and tuple(s.outcome().winners) == (0,)


# ---- pointless placements ---------------------------------------------------------------------------------

def test_pointless_names_each_kind():
    st = neutral_fill(6, empty=[(0, -3), (2, -3)])
    st[(0, 0)] = ("white", 1)                                    # red sees it 2, white 3: suicidal capture
    st[(1, 0)], st[(-1, 0)] = ("red", 1), ("red", 1)
    st[(0, -1)], st[(-1, 1)], st[(0, 1)] = ("white", 1), ("white", 1), ("white", 1)
    st[(1, -3)] = ("red", 1)                                     # red sees (0,-3); nobody threatens (1,-3)
    st[(3, -3)], st[(1, -2)] = ("red", 1), ("red", 1)            # red sees (1,-3) twice: it could reinforce
    s = position(st)
    assert s.los("red", (1, -3)) == 2 and s.los("white", (1, -3)) == 0
    assert twai.pointless(s, Place((0, 0))) == "suicidal"
    assert twai.pointless(s, Place((1, -3))) == "unthreatened"
    assert twai.pointless(s, Place((0, -3))) is None
    # An empty cell whose every line ends at one of red's stacks: red's stack there could never be beaten,
    # and it would change no line of sight.
    st = neutral_fill(6, empty=[(0, -3)])
    for cell in ((1, -3), (-1, -3), (0, -2), (0, -4), (1, -4), (-1, -2)):
        st[cell] = ("red", 1)
    s = position(st)
    assert s.los("red", (0, -3)) == 6
    assert twai.pointless(s, Place((0, -3))) == "unbeatable"
    # A threatened stack may be reinforced, if the new height holds.
    st = neutral_fill(6, empty=[])
    st[(0, 0)] = ("red", 1)
    st[(1, 0)], st[(-1, 0)] = ("red", 1), ("red", 1)
    st[(0, -1)], st[(0, 1)] = ("white", 1), ("white", 1)
    s = position(st)
    assert s.los("white", (0, 0)) == 2 and s.los("red", (0, 0)) == 2
    assert twai.pointless(s, Place((0, 0))) is None


def suicide_bait(with_useful):
    """Red's capture at the centre wins two points at once and is taken straight back; with `with_useful` red
    can also take the contested cell (3,-3) for one point."""
    st = neutral_fill(6, empty=[(3, -3)] if with_useful else [])
    st[(0, 0)] = ("white", 1)
    st[(1, 0)], st[(-1, 0)] = ("red", 1), ("red", 1)
    st[(0, -1)], st[(-1, 1)], st[(0, 1)] = ("white", 1), ("white", 1), ("white", 1)
    if with_useful:
        st[(4, -3)], st[(2, -3)] = ("red", 1), ("white", 1)
    return position(st)


@pytest.mark.parametrize("level", LEVELS)
def test_a_pointless_capture_is_not_played_even_when_it_scores_most(level):
    for with_useful in (False, True):
        s = suicide_bait(with_useful)
        assert ai.greedy_move(s, seed=1) == Place((0, 0))            # the score-greedy yardstick falls for it
        move = ai.choose_move(s, level, seed=1, seconds=FAST)
        assert move == (Place((3, -3)) if with_useful else PASS)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("size", [6, 11])
def test_no_level_plays_a_pointless_placement_while_a_useful_one_exists(level, size):
    checked = 0
    for seed in range(4 if size == 6 else 2):
        for plies in (2, 25, 60):
            s = played_to(size, plies, seed)
            if s.is_over:
                continue
            useful = [m for m in twai.useful_moves(s) if isinstance(m, Place)]
            pointless = [m for m in s.legal_moves() if twai.pointless(s, m)]
            move = ai.choose_move(s, level, seed=seed, seconds=FAST / 2)
            assert move in s.legal_moves()
            if useful:
                assert twai.pointless(s, move) is None, (str(move), twai.pointless(s, move))
            checked += bool(useful and pointless)
    assert checked >= 2           # the positions did offer pointless placements to fall for


# ---- the machinery ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", [6, 8, 11])
def test_the_gain_of_every_placement_matches_a_full_recount(size):
    rng = random.Random(size)
    for plies in (0, 20, 50, 90):
        s = played_to(size, plies, size)
        if s.is_over:
            continue
        total = twai._total(s)
        for move in s.legal_moves()[:-1]:
            after = s.clone()
            after.play(move)
            gain = twai._gain(s, s.geometry.index[move.cell], s.turn, twai.DEFAULT)
            assert abs(total + gain - twai._total(after)) < 1e-9


@pytest.mark.parametrize("size, plies", [(6, 10), (8, 30), (8, 70)])
def test_the_transposition_table_changes_no_value(size, plies):
    s = played_to(size, plies, size + plies)
    for depth in (3, 4):
        plain = twai._Search(search.Deadline(60), beam=8, use_table=False).root(s, depth)
        table = twai._Search(search.Deadline(60), beam=8).root(s, depth)
        assert plain[2] == table[2] == depth
        assert table[1] == pytest.approx(plain[1]) and table[0] == plain[0]


def test_useful_moves_are_legal_and_pass_is_always_among_them():
    for size in (6, 11):
        for plies in (0, 30):
            s = played_to(size, plies, 7)
            legal = set(s.legal_moves())
            moves = twai.useful_moves(s)
            assert moves[-1] == PASS and set(moves) <= legal
            assert {m for m in legal if not twai.pointless(s, m)} == set(moves)


def test_evaluate_is_zero_sum_and_exact_at_the_end():
    s = played_to(6, 30, 4)
    assert twai.evaluate(s, 0) == pytest.approx(-twai.evaluate(s, 1))
    while not s.is_over:
        s.play(PASS)
    sc = s.scores()
    assert twai.evaluate(s, 0) == pytest.approx(sc[0] - sc[1] + (twai.WIN if sc[0] > sc[1] else
                                                                 -twai.WIN if sc[0] < sc[1] else 0))


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_seed_gives_the_same_move(level):
    s = played_to(8, 30, 9)
    first = ai.choose_move(s, level, seed=4, seconds=30)
    assert ai.choose_move(s, level, seed=4, seconds=30) == first


def test_choose_move_does_not_change_the_state():
    s = played_to(8, 20, 5)
    before = s.to_dict()
    ai.choose_move(s, "hard", seed=1, seconds=FAST)
    assert s.to_dict() == before


def test_a_search_stops_at_its_budgets_units_and_an_emptier_board_or_an_exact_end_costs_more_a_placement():
    """The budget counts units that follow the CPU time (engine/ai/tumbleweed.py, node_cost): a placement on open
    lines costs more than one where the lines soon end at a stack, one played out exactly near the end more still,
    and a node its own work besides; a search stops within one node of its budget."""
    opening, crowded = played_to(8, 4, 3), played_to(8, 80, 3)
    assert twai.node_cost(opening, 50, False) > twai.node_cost(crowded, 50, False) > twai.node_cost(crowded, 0, False) > 0
    assert twai.node_cost(crowded, 50, True) > 3 * twai.node_cost(crowded, 50, False)
    level = twai.Level(budget=30_000, beam=8)
    move, value, depth, ranked, work = twai.solo_search(crowded, level, search.Deadline(60))
    assert level.budget < work <= level.budget + twai.node_cost(crowded, len(crowded.owners), True)
    assert twai.search_move(crowded, level, search.Deadline(60)) == (move, value, depth, ranked)


def test_a_budget_shrinks_on_bigger_boards_and_never_grows_on_smaller_ones():
    """A placement costs about as much on side 6 as on side 8, so side 6 gets side 8's budget (more would only
    run into the deadline and cost the seed its move); the wider boards get less."""
    scales = {size: twai.budget_scale(tw.new_game(size=size)) for size in tw.SIZES}
    assert scales[6] == scales[8] == 1.0
    assert scales[10] == pytest.approx((169 / 271) ** 0.5) and scales[11] < scales[10]


def test_each_level_searches_more_than_the_one_below():
    budgets = [twai.LEVELS[level].budget for level in ("medium", "hard", "expert")]
    assert budgets == sorted(set(budgets))
