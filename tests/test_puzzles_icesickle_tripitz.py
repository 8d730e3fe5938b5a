"""The IceSickle and Tripitz puzzle modules (engine/puzzles/icesickle.py, tripitz.py): their move values against
the engines' own rules worked out the long way, their generators reproducible, their refutations legal."""
import itertools
import json
import os

import pytest

from engine import icesickle as ic
from engine import puzzles
from engine import tripitz as T
from engine.ai import icesickle as ice_ai
from engine.puzzles import icesickle as ice_puzzles
from engine.puzzles import tripitz as trip_puzzles
from games import GAMES

LANG = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "assets", "lang")


def reaping_position(board: dict, solo: bool = False, goal: str = "fewest_pyramids") -> ic.IceSickleState:
    """An IceSickle jumping position with these pyramids (square name -> size), built through from_dict."""
    state = ic.new_game(1 if solo else 2, seed=5, match=False, **({"goal": goal} if solo else {}))
    data = state.to_dict()
    data.update(board=[[*ic.parse_move(f"S@{sq}").cell, size, n % 5] for n, (sq, size) in enumerate(board.items())],
                supply=[], phase="reaping", current_player=0 if solo else 1, over=False)
    return ic.from_dict(data)


def brute_margin(state: ic.IceSickleState, depth: int) -> float:
    """The mover's best pip margin over `depth` jumps, by playing every jump on engine states."""
    if depth == 0 or state.is_over:
        return 0
    best = None
    for move in state.legal_moves():
        gained = state.pips_captured_by(move)
        after = state.clone()
        after.play(move)
        value = gained - brute_margin(after, depth - 1)
        best = value if best is None else max(best, value)
    return best


def test_icesickle_values_of_a_hand_made_position():
    # b1 (small) can jump over c1 (medium) to d1; nothing else can jump; after it, a1 and d1 stand apart
    state = reaping_position({"a1": 1, "b1": 1, "c1": 2})
    assert ice_puzzles.move_values(state, 1) == {"b1xd1": 2}
    assert ice_puzzles.move_values(state, 2) == {"b1xd1": 2}


@pytest.mark.parametrize("seed", [3, 8])
def test_icesickle_values_match_the_engine_played_out(seed):
    positions = [s.clone() for s, _ in ice_puzzles.two_player_game(seed)]
    state = positions[len(positions) // 2]
    for depth in (1, 2, 3):
        values = ice_puzzles.move_values(state, depth)
        assert set(values) == {str(m) for m in state.legal_moves()}
        for text, value in values.items():
            after = state.clone()
            after.play(ic.parse_move(text))
            assert value == state.pips_captured_by(ic.parse_move(text)) - brute_margin(after, depth - 1)


def test_icesickle_exact_test_agrees_with_the_solved_values():
    state = [s.clone() for s, _ in ice_puzzles.two_player_game(4)][3]
    exact = ice_puzzles.exact_values(state)
    best = max(exact, key=exact.get)
    lead = exact[best] - max(v for m, v in exact.items() if m != best)
    assert ice_puzzles.exactly_best(state, best, lead)
    assert not ice_puzzles.exactly_best(state, best, lead + 1)


def test_icesickle_solo_values_agree_with_the_solo_solver():
    state = next(s.clone() for s, _ in ice_puzzles.solo_game(11, "fewest_pyramids") if len(s.board) <= 8)
    values = ice_puzzles.move_values(state, len(state.board))
    path = ice_ai.solve_solo(state)
    after = state.clone()
    for move in path:
        after.play(move)
    assert max(values.values()) == -len(after.board)     # both searches reach the same best result
    assert values[str(path[0])] == max(values.values())


def test_icesickle_solo_hand_made_keeps_one_reachable():
    # the only jump is a1 over b1 to c1; then c1 and d1 stand side by side, and either takes the other: one left
    state = reaping_position({"a1": 1, "b1": 1, "d1": 1}, solo=True)
    assert ice_puzzles.move_values(state, 3) == {"a1xc1": -1.0}      # then c1xe1 over d1: one left


def test_tripitz_values_are_score_now_minus_the_best_reply():
    state = T.new_game(2, seed=9)
    for _ in range(6):
        state.play(max(trip_puzzles.placements_of(state), key=lambda m: state.score_placement(m.pid, m.cell).total))
    values = trip_puzzles.move_values(state, 2)
    now = trip_puzzles.move_values(state, 1)
    assert set(values) == {str(m) for m in state.legal_moves()}
    for move in trip_puzzles.placements_of(state):
        after = state.clone()
        after.play(move)
        best_reply = after.best_placement(after.current_player)
        score = state.score_placement(move.pid, move.cell).total
        assert now[str(move)] == score
        assert values[str(move)] == score - (best_reply[2] if best_reply else 0)
    exchanges = [v for m, v in values.items() if m.startswith("X ")]
    best_now = state.best_placement(state.current_player ^ 1)
    assert exchanges and set(exchanges) == {-best_now[2]}      # the opponent's rack and the board are unchanged


def test_tripitz_together_values_add_the_partner():
    state = T.new_game(2, seed=9, cooperative=True)
    values = trip_puzzles.move_values(state, 2)
    for move in trip_puzzles.placements_of(state):
        after = state.clone()
        after.play(move)
        best = after.best_placement(after.current_player)
        assert values[str(move)] == state.score_placement(move.pid, move.cell).total + (best[2] if best else 0)


def test_tripitz_joker_swap_is_valued_with_the_placement_after_it():
    found = None
    for seed in itertools.count(1):
        for state, _moves in trip_puzzles.computer_game(seed, trip_puzzles.DOMINO_OPTIONS):
            swaps = trip_puzzles.swaps_of(state)
            if swaps and not any(T.is_joker(p) for p in state.rack(state.current_player ^ 1)):
                found = state.clone(), swaps[0]
                break
        if found:
            break
    state, swap = found
    after = state.clone()
    after.play(swap)

    def best_reply(position):
        found = position.best_placement(position.current_player)
        return found[2] if found else 0

    expected = max(after.score_placement(m.pid, m.cell).total - best_reply(trip_puzzles.played(after, m))
                   for m in trip_puzzles.placements_of(after))
    assert trip_puzzles.move_values(state, 2)[str(swap)] == expected


def test_generators_are_reproducible_and_replay():
    for module, maker, engine in ((ice_puzzles, "generate", "icesickle"), (trip_puzzles, "generate", "tripitz"),
                                  (trip_puzzles, "generate_together", "tripitz")):
        first = getattr(module, maker)(1, 1, lambda **_: None)
        again = getattr(module, maker)(1, 1, lambda **_: None)
        assert first == again and len(first) == 1
        puzzle = first[0]
        assert puzzle["theme"] in module.THEMES and 1 <= puzzle["difficulty"] <= 3
        assert puzzles.check(puzzle, engine).proven
        parse = ic.parse_move if engine == "icesickle" else T.parse_move
        state = puzzles.position(puzzle, engine)
        assert puzzle["line"][0] == puzzle["answer"][0]
        for text in puzzle["line"]:          # the line replays, each move written as the engine writes it
            assert str(parse(text)) == text
            state.play(parse(text))
        assert json.loads(json.dumps(puzzle)) == puzzle


def test_tripitz_position_reproduces_the_generated_racks():
    puzzle = trip_puzzles.generate(3, 1, lambda **_: None)[0]
    live = next(s for s, moves in trip_puzzles.computer_game(puzzle["seed"], puzzle["options"])
                if moves == puzzle["moves"])
    assert puzzles.position(puzzle, "tripitz").to_dict() == live.to_dict()
    for text in puzzle["line"]:
        assert str(T.parse_move(text)) == text


def shipped(entry):
    with open(GAMES[entry].puzzles_path, encoding="utf-8") as f:
        return json.load(f)["puzzles"]


@pytest.mark.parametrize("entry, engine, module", [("icesickle", "icesickle", ice_puzzles),
                                                   ("tripitz", "tripitz", trip_puzzles)])
def test_refutations_are_legal_replies(entry, engine, module):
    parse = ic.parse_move if engine == "icesickle" else T.parse_move
    for puzzle in shipped(entry)[::6]:
        state = puzzles.position(puzzle, engine)
        wrong = next(m for m in module.move_values(state, 1) if m not in puzzle["answer"])
        reply = module.refutation(state, wrong)
        state.play(parse(wrong))
        if puzzle["players"] == 1:
            assert reply == []
            continue
        for text in reply:
            state.play(parse(text))         # raises if illegal


def test_shipped_packs_cover_every_theme_with_forty_puzzles():
    ice = shipped("icesickle")
    trip = shipped("tripitz")
    together = shipped("tripitz-together")
    assert len(ice) >= 40 and len(trip) >= 40 and len(together) >= 40
    assert {p["theme"] for p in ice} == set(ice_puzzles.THEMES)
    assert {p["theme"] for p in trip} == {"best_placement", "joker_swap"}
    assert {p["theme"] for p in together} == {"make_triple"}
    assert sum(p["difficulty"] == 1 for p in together) > len(together) / 2
    for pack in (ice, trip, together):
        assert len({p["id"] for p in pack}) == len(pack)


def test_every_goal_and_theme_has_words_in_every_language():
    for locale in ("en", "fi", "sk", "ms", "de"):
        with open(os.path.join(LANG, f"puzzles_packs2.{locale}.json"), encoding="utf-8") as f:
            words = json.load(f)[locale]
        for entry in ("icesickle", "tripitz", "tripitz-together"):
            for puzzle in shipped(entry):
                assert words["goal"][puzzle["goal"]].strip() and words["theme"][puzzle["theme"]].strip()
