"""The Tumbleweed and Trickle puzzle modules (engine/puzzles): their exact values on constructed positions, the
fast paths agreeing with the engine, refutations that are legal, and a tiny generation that is reproducible and
proven by the packs' own check."""
import random

from engine import puzzles
from engine import trickle as tr
from engine import tumbleweed as tw
from engine.puzzles import trickle as tr_puzzles
from engine.puzzles import tumbleweed as tw_puzzles


def tumbleweed_position(stacks, turn="red"):
    """A side-6 position in the play phase with these stacks (q, r, colour, height) and `turn` to move."""
    state = tw.new_game(2, 0, **tw_puzzles.OPTIONS)
    for text in ("red 3,-3", "white -3,3", "choose red"):
        state.play(tw.parse_move(text))
    data = state.to_dict()
    data["stacks"] = [list(s) for s in stacks]
    data["turn"] = turn
    data["current_player"] = state.seat_of(turn)
    return tw.from_dict(data)


# Red sees the white 1-stack on 2,0 twice (from 2,-3 down its column and from 4,-2 along its diagonal).
CAPTURE = [(0, 0, "neutral", 2), (2, -3, "red", 1), (4, -2, "red", 1), (2, 0, "white", 1), (-2, 2, "white", 2)]


def test_a_known_capture_is_the_best_tumbleweed_move():
    state = tumbleweed_position(CAPTURE)
    values = tw_puzzles.move_values(state, 2)
    best = max(values, key=values.get)
    assert best == "2,0"
    assert all(values[best] - v >= tw_puzzles.MARGIN for m, v in values.items() if m != best)
    assert set(values) == {str(m) for m in state.legal_moves()}
    assert tw_puzzles.theme_of(state, best) == "capture"
    assert tw_puzzles.confirmed(state, best)


def test_tumbleweed_values_are_the_score_after_the_move_and_the_best_reply():
    state = tumbleweed_position(CAPTURE)
    red, white = state.colour_index("red"), state.colour_index("white")
    for text in ("2,0", "pass", "-2,1"):
        after = state.clone()
        after.play(tw.parse_move(text))
        worst = None
        for reply in after.legal_moves():
            end = after.clone()
            end.play(reply)
            own, ctrl = end.owned_counts, end.controlled_counts
            lead = own[red] + ctrl[red] - own[white] - ctrl[white]
            worst = lead if worst is None else min(worst, lead)
        assert tw_puzzles.move_values(state, 2)[text] == worst


def test_tumbleweed_counted_placements_match_the_engine():
    for seed in range(6):
        state = tw_puzzles.random_position(seed, 6 + 6 * seed)
        if state.is_over:
            continue
        for move in state.legal_moves():
            after = state.clone()
            after.play(move)
            own, ctrl = after.owned_counts, after.controlled_counts
            lead = own[tw.RED] + ctrl[tw.RED] - own[tw.WHITE] - ctrl[tw.WHITE]
            assert tw_puzzles.move_values(state, 1)[str(move)] == (1 if state.turn == tw.RED else -1) * lead


def test_tumbleweed_refutation_is_a_legal_reply():
    state = tumbleweed_position(CAPTURE)
    reply = tw_puzzles.refutation(state, "-2,1")
    after = state.clone()
    after.play(tw.parse_move("-2,1"))
    assert len(reply) == 1 and after.why_not(tw.parse_move(reply[0])) is None
    # white's best answer by the exact score: what makes -2,1 worse at depth 2
    values = tw_puzzles.move_values(after, 1)
    assert values[reply[0]] == max(values.values())


# Seat 0 (sides 0, 2, 4) to move. 1,-1 can jump over 1,-2 to 1,-3 and on over 1,-4 to 1,-5, on its side 0;
# -1,2 can only make a single jump (over -1,3 to -1,4), which the opponent answers by jumping to -1,5 (side 3).
CHAIN = [(1, -1), (1, -2), (1, -4), (2, -5), (-1, 2), (-1, 3)]


def test_a_chain_beats_a_single_jump():
    chained = tr.from_position(CHAIN, players=2, current_player=0, chaining=True)
    single = tr.from_position(CHAIN, players=2, current_player=0, chaining=False)
    for depth in (1, 2):
        values = tr_puzzles.move_values(chained, depth)
        assert values["1,-1^1,-3"] > values["-1,2^-1,4"]
        # without chains the same jump stops on 1,-3 and wins nothing
        assert values["1,-1^1,-3"] == tr_puzzles.move_values(single, depth)["1,-1^1,-3"] + 1
    assert tr_puzzles.line(chained, "1,-1^1,-3")[:2] == ["1,-1^1,-3", "1,-3^1,-5"]
    assert tr_puzzles.theme_of(chained, "1,-1^1,-3") == "chain"


def test_trickle_refutation_is_the_opponents_legal_best_turn():
    state = tr.from_position(CHAIN, players=2, current_player=0, chaining=True)
    reply = tr_puzzles.refutation(state, "-1,2^-1,4")
    assert reply == ["-1,3^-1,5"]
    after = state.clone()
    for text in ["-1,2^-1,4"] + reply:
        assert after.why_not(tr.parse_move(text)) is None
        after.play(tr.parse_move(text))
    # a wrong first jump that may go on: its own turn is finished first, then the reply follows, all legal
    after = state.clone()
    after.play(tr.parse_move("1,-1^1,-3"))
    assert after.chain is not None
    for text in tr_puzzles.refutation(state, "1,-1^1,-3"):
        assert after.why_not(tr.parse_move(text)) is None
        after.play(tr.parse_move(text))


def test_trickle_counted_last_turn_matches_the_engine():
    rng = random.Random(3)
    for seed in range(40):
        state = tr_puzzles.random_position(seed, rng.randrange(0, 40))
        if not state.is_over:
            assert tr_puzzles.best_landing(state) == tr_puzzles.best_landing_played(state)


def _tiny(module, engine):
    counts = {}
    first = module.generate(7, 1, lambda **kw: counts.update(kw))
    again = module.generate(7, 1, lambda **kw: None)
    assert first == again and len(first) == 1
    assert counts["kept"] == 1 and counts["examined"] >= 1
    puzzle = first[0]
    assert puzzle["theme"] in module.THEMES and puzzle["difficulty"] in (1, 2, 3)
    assert puzzles.check(puzzle, engine).proven
    state = puzzles.position(puzzle, engine)
    mod = puzzles.engine_of(engine)
    for text in puzzle["line"]:
        state.play(mod.parse_move(text))


def test_tumbleweed_generation_is_reproducible_and_proven():
    _tiny(tw_puzzles, "tumbleweed")


def test_trickle_generation_is_reproducible_and_proven():
    _tiny(tr_puzzles, "trickle")


def test_a_possible_chain_is_seen():
    assert tr_puzzles.chain_possible(tr.from_position(CHAIN, players=2, current_player=0, chaining=True))
    # without the bead on 1,-4 the jump to 1,-3 cannot go on, and nothing else can jump twice
    board = [c for c in CHAIN if c != (1, -4)]
    assert not tr_puzzles.chain_possible(tr.from_position(board, players=2, current_player=0, chaining=True))
