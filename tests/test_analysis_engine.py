"""The analysis engine (engine/ai/analysis.py): the evaluation-to-chance mapping, the marks, mistakes found in
constructed positions, the state left alone, the verdict's data round trip, every entry's chances, hidden
information kept hidden (Tripitz), and the worker's door (analyse_notation). Small boards and short deadlines:
these tests check behaviour, never timing."""
from __future__ import annotations

import json
import random

import pytest

from engine import icesickle as ic
from engine import trickle as T
from engine import tripitz as TP
from engine import tumbleweed as tw
from engine.ai import analyse_notation, choose_move, search
from engine.ai import icesickle as ice_ai
from engine.ai import trickle as trickle_ai
from engine.ai import tumbleweed as tw_ai
from engine.ai.analysis import final_chances as analysis_final
from engine.ai.analysis import THRESHOLDS, Verdict, analyse, chance_of_score, judge, verdict_data, verdict_from_data
from games import GAMES

QUICK = 0.15     # seconds: the safety net cuts the searches short (results need not be deterministic then)
WHOLE = 30.0     # seconds: far beyond the budgets, so the budgets stop the searches (deterministic)


def dump(state) -> str:
    return json.dumps(state.to_dict(), sort_keys=True)


def play_out(state, plies: int, level: str = "medium", seconds: float | None = 0.05):
    for k in range(plies):
        if state.is_over:
            break
        state.play(choose_move(state, level, seed=k, seconds=None if level == "easy" else seconds))
    return state


# ---- the mapping and the marks ------------------------------------------------------------------------------

def test_chance_of_score_is_even_at_zero_monotone_and_bounded():
    assert chance_of_score(0.0, 8.0) == 0.5
    values = [-1e5, -40, -8, -1, -0.1, 0, 0.1, 1, 8, 40, 1e5]
    chances = [chance_of_score(v, 8.0) for v in values]
    assert chances == sorted(chances) and len(set(chances)) == len(chances)
    assert all(0.0 <= c <= 1.0 for c in chances)
    assert chance_of_score(8.0, 8.0) == pytest.approx(1 / (1 + 2.718281828 ** -1), abs=1e-6)
    assert chance_of_score(5.0, 8.0) + chance_of_score(-5.0, 8.0) == pytest.approx(1.0)
    # the scale sets how fast: the same lead on a wider scale is a smaller chance
    assert chance_of_score(5.0, 4.0) > chance_of_score(5.0, 12.0) > 0.5


def test_decided_games_are_certain():
    assert chance_of_score(search.WIN + 3, 8.0) == 1.0
    assert chance_of_score(-search.WIN - 3, 8.0) == 0.0
    assert 0.9 < chance_of_score(30.0, 8.0) < 1.0


def test_judge_follows_the_thresholds():
    (worst, w), (middle, m), (least, low) = THRESHOLDS
    assert (worst, middle, least) == ("blunder", "mistake", "inaccuracy") and w > m > low > 0
    assert judge(0.0) is None and judge(low * 0.9) is None
    assert judge(low) == "inaccuracy" and judge((low + m) / 2) == "inaccuracy"
    assert judge(m) == "mistake" and judge(w) == "blunder" and judge(1.0) == "blunder"


def test_a_verdict_drop_is_never_negative_and_zero_for_the_best_move():
    v = Verdict(mover=0, chances=[0.6, 0.4], best="a", line=["a"], best_value=0.6, played="b", played_value=0.3)
    assert v.drop == pytest.approx(0.3) and v.judgement == "blunder"
    assert Verdict(0, [0.6, 0.4], "a", ["a"], 0.6, "b", 0.7).drop == 0.0
    assert Verdict(0, [0.6, 0.4], "a", ["a"], 0.6, "a", 0.55).drop == 0.0
    assert Verdict(0, [0.6, 0.4], "a", ["a"], 0.6).drop == 0.0 and Verdict(0, [0.6, 0.4], "a").judgement is None


def test_shares_sum_to_one_and_teams_hold_their_team_chance():
    assert sum(search.shares([0.9, 0.2, 0.4])) == pytest.approx(1.0)
    two = search.shares([0.7, 0.4])
    assert sum(two) == pytest.approx(1.0) and two[0] > two[1]
    team = search.shares([0.8, 0.3, 0.8, 0.3], teams=((0, 2), (1, 3)))
    assert team[0] == team[2] and team[1] == team[3] and team[0] + team[1] == pytest.approx(1.0)
    assert search.shares([0.4, 0.4, 0.4], cooperative=True) == pytest.approx([0.4, 0.4, 0.4])


# ---- mistakes in constructed positions ----------------------------------------------------------------------

def tumbleweed_middle_game():
    state = tw.new_game(size=6, seed=2)
    ply = 0
    while state.phase != "play" or ply < 16:
        state.play(choose_move(state, "medium", seed=ply))
        ply += 1
    return state


def test_tumbleweed_marks_the_worst_placement_and_not_the_best():
    state = tumbleweed_middle_game()

    def after(move):
        child = state.clone()
        child.play(move)
        return tw_ai.evaluate(child, state.current_player)

    worst = min((m for m in state.legal_moves() if m is not tw.PASS), key=after)
    verdict = analyse(state, worst, seed=1, seconds=QUICK)
    assert verdict.judgement is not None, (str(worst), verdict.best_value, verdict.played_value)
    best = analyse(state, verdict.best, seed=1, seconds=QUICK)
    assert best.drop == 0.0 and best.judgement is None


def test_icesickle_marks_a_jump_that_gives_the_big_capture_away():
    state = ic.new_game(players=2, seed=0)
    ply = 0
    while state.phase != "reaping":
        state.play(choose_move(state, "easy", seed=ply))
        ply += 1
    jumps = ice_ai.jumps_of(ice_ai.encode(state.board))

    def net(jump):      # its capture minus the best capture it leaves the opponent
        _g, nb, _s, _l = jump
        return jump[0] - max((reply[0] for reply in ice_ai.jumps_of(nb)), default=0)

    assert state.scoring == "high"
    _g, _nb, src, land = min(jumps, key=net)
    worst = ice_ai.jump_move(src, land)
    verdict = analyse(state, worst, seed=1, seconds=QUICK)
    assert verdict.judgement in ("mistake", "blunder"), (verdict.best_value, verdict.played_value)
    assert analyse(state, verdict.best, seed=1, seconds=QUICK).drop == 0.0


def test_trickle_marks_a_move_that_hands_the_opponent_a_bead():
    state = T.new_game(players=2, seed=0)
    for ply in range(60):
        moves = state.legal_moves()
        scored = sorted(zip(trickle_ai.move_scores(state, moves), range(len(moves))))
        if ply > 10 and state.chain is None and scored[0][0] <= -1.5:
            break
        state.play(choose_move(state, "easy", seed=ply))
    worst = moves[scored[0][1]]
    verdict = analyse(state, worst, seed=1)
    assert verdict.judgement is not None, (str(worst), verdict.best_value, verdict.played_value)
    # (forcing a move outside the search's candidates changes its tree: the best is the one found without it)
    best = analyse(state, seed=1).best
    assert analyse(state, best, seed=1).drop == 0.0


def test_a_move_that_ends_the_game_is_valued_by_the_result():
    state = tumbleweed_middle_game()
    state.play(tw.PASS)
    assert state.pass_ends_game()
    verdict = analyse(state, tw.PASS, seed=1, seconds=QUICK)
    after = state.clone()
    after.play(tw.PASS)
    winners = list(after.outcome().winners)
    expected = 1.0 if winners == [state.current_player] else 0.0 if len(winners) == 1 else 0.5
    assert verdict.played_value == expected
    assert analysis_final(after)[state.current_player] == expected and sum(analysis_final(after)) == 1.0
    with pytest.raises(ValueError):
        analysis_final(state)


# ---- the state, the data, the door --------------------------------------------------------------------------

def test_analyse_never_changes_the_state_and_refuses_a_finished_game():
    state = tumbleweed_middle_game()
    before = dump(state)
    analyse(state, state.legal_moves()[0], seed=3, seconds=QUICK)
    assert dump(state) == before
    over = state.clone()
    over.play(tw.PASS)
    over.play(tw.PASS)
    assert over.is_over
    with pytest.raises(ValueError):
        analyse(over)


def test_verdict_data_round_trips_and_stays_small():
    state = tumbleweed_middle_game()
    played = state.legal_moves()[3]
    verdict = analyse(state, played, seed=1, seconds=QUICK)
    data = verdict_data(verdict)
    text = json.dumps(data)
    assert len(text) < 300, text
    back = verdict_from_data(json.loads(text), tw.parse_move)
    assert back.best == verdict.best and back.played == played and back.line == verdict.line
    assert back.mover == verdict.mover and back.chances == pytest.approx(verdict.chances, abs=1e-3)
    assert back.drop == pytest.approx(verdict.drop, abs=2e-3) and back.judgement == judge(back.drop)
    unplayed = verdict_from_data(verdict_data(analyse(state, seed=1, seconds=QUICK)), tw.parse_move)
    assert unplayed.played is None and unplayed.played_value is None and unplayed.drop == 0.0


def test_analyse_notation_works_through_to_dict_and_from_dict():
    state = ic.new_game(players=2, seed=0)
    ply = 0
    while state.phase != "reaping":
        state.play(choose_move(state, "easy", seed=ply))
        ply += 1
    play_out(state, 3, "easy")      # a few jumps in: a quicker search
    played = state.legal_moves()[0]
    data = json.loads(json.dumps(state.to_dict()))
    answer = analyse_notation("icesickle", data, str(played), seed=4, seconds=WHOLE)
    assert json.loads(json.dumps(answer)) == answer
    assert answer == verdict_data(analyse(state, played, seed=4, seconds=WHOLE))
    assert answer["played"] == str(played) and ic.parse_move(answer["best"]) in state.legal_moves()


def test_mcts_report_and_force_leave_the_players_results_alone():
    state = play_out(T.new_game(players=2, seed=0), 8, "easy")
    game = trickle_ai.GAMES["medium"]
    plain = search.mcts(state, game, random.Random(5), search.Deadline(WHOLE), 60)
    report: dict = {}
    reported = search.mcts(state, game, random.Random(5), search.Deadline(WHOLE), 60, report=report)
    assert plain == reported
    assert set(report["means"]) == set(plain[1]) and report["line"][0] == plain[0]
    outside = [m for m in state.legal_moves() if m not in trickle_ai.ranked_moves(state, 10)]
    forced: dict = {}
    search.mcts(state, game, random.Random(5), search.Deadline(WHOLE), 60, force=outside[:1], report=forced)
    assert outside[0] in forced["means"]


# ---- every entry ------------------------------------------------------------------------------------------

ENTRIES = [(key, players) for key, spec in GAMES.items() for players in spec.players]


def entry_position(key: str, players: int, plies: int = 6):
    spec = GAMES[key]
    options = spec.default_options()
    if key == "tumbleweed":
        options["size"] = 6
    state = spec.new_game(players, 1, options)
    rng = random.Random(players)
    for _ in range(plies):
        moves = state.legal_moves()
        after = state.clone()
        after.play(rng.choice(moves))
        if after.is_over:
            break
        state = after
    return state


def check_chances(state, verdict):
    n = len(verdict.chances)
    assert all(0.0 <= c <= 1.0 for c in verdict.chances)
    assert verdict.best in state.legal_moves() and verdict.line[0] == verdict.best
    assert verdict.best_value == pytest.approx(verdict.chances[verdict.mover])
    teams = getattr(state, "teams", ()) or ()
    if getattr(getattr(state, "config", None), "cooperative", False):
        assert len(set(verdict.chances)) == 1
    elif n == 2:
        assert sum(verdict.chances) == pytest.approx(1.0, abs=1e-5)
    elif teams:
        assert sum(verdict.chances[team[0]] for team in teams) == pytest.approx(1.0, abs=1e-5)
    elif n > 2:
        assert sum(verdict.chances) == pytest.approx(1.0, abs=1e-5)


@pytest.mark.parametrize("key,players", ENTRIES)
def test_every_entry_gives_chances_for_a_position_and_its_played_move(key, players):
    state = entry_position(key, players)
    before = dump(state)
    played = random.Random(7).choice(state.legal_moves())
    verdict = analyse(state, played, seed=2, seconds=QUICK)
    assert dump(state) == before
    assert len(verdict.chances) == players and verdict.mover == state.current_player
    assert verdict.played == played and 0.0 <= verdict.played_value <= 1.0
    check_chances(state, verdict)


VARIANTS = [("tumbleweed", 2, {"size": 10}), ("tumbleweed", 2, {"size": 11}), ("tumbleweed", 2, {"size": 6,
            "capture_delay": True}), ("trickle", 2, {"jump_off_board": True}),
            ("trickle", 6, {"jump_off_board": True, "chaining": True}), ("icesickle", 2, {"scoring": "low"}),
            ("icesickle", 2, {"scoring": "last_man", "match": False}), ("icesickle", 2, {"scoring": "remaining"}),
            ("icesickle", 1, {"goal": "most_points"}), ("icesickle", 1, {"goal": "fewest_jumps"}),
            ("tripitz", 3, {"jokers": True, "shortened": True})]


@pytest.mark.parametrize("key,players,options", VARIANTS)
def test_the_variants_are_analysed_too(key, players, options):
    spec = GAMES[key]
    state = spec.new_game(players, 2, {**spec.default_options(), **options})
    rng = random.Random(3)
    for _ in range(12 if key != "icesickle" or players == 1 else 60):     # IceSickle: into the jumping
        after = state.clone()
        after.play(rng.choice(after.legal_moves()))
        if after.is_over:
            break
        state = after
    played = rng.choice(state.legal_moves())
    verdict = analyse(state, played, seed=2, seconds=QUICK)
    assert verdict.played == played and 0.0 <= verdict.played_value <= 1.0
    check_chances(state, verdict)


@pytest.mark.parametrize("options", [{"size": 6}, {"size": 6, "free_setup": True}])
def test_tumbleweed_opening_and_pie_choice_are_analysed(options):
    state = tw.new_game(seed=4, **options)
    seen = set()
    while state.phase != "play":
        seen.add(state.opening_piece or state.phase)
        played = choose_move(state, "easy", seed=1)
        verdict = analyse(state, played, seed=1, seconds=QUICK)
        check_chances(state, verdict)
        assert verdict.played == played and verdict.played_value is not None
        state.play(played)
    assert {"red", "white", "choose"} <= seen
    pie = tw.new_game(seed=4, size=6)
    play_out(pie, 2, "easy")
    assert pie.phase == "choose"
    worse = next(m for m in pie.legal_moves() if m != analyse(pie, seed=1, seconds=QUICK).best)
    assert analyse(pie, worse, seed=1, seconds=QUICK).played_value <= 0.5


def test_icesickle_solo_values_the_goal_for_the_one_seat():
    state = ic.new_game(players=1, seed=3)
    verdict = analyse(state, state.legal_moves()[0], seed=1, seconds=1.0)
    assert len(verdict.chances) == 1 and 0.0 < verdict.chances[0] <= 1.0
    end = state.clone()
    for jump in ice_ai.solve_solo(state):
        end.play(jump)
    assert verdict.best_value == pytest.approx(ice_ai.solo_chance(state, ic.solo_value(end)))
    assert verdict.played_value <= verdict.best_value


# ---- hidden information -----------------------------------------------------------------------------------

def tripitz_hidden_twin(state, seat: int, seed: int):
    """The same game as `seat` sees it, with everything it cannot see dealt otherwise: the other racks, the
    bag's order and the game's own generator."""
    twin = TP.with_hidden_dealt(state, seat, random.Random(seed))
    assert twin.racks[seat] == state.racks[seat] and twin.board == state.board
    assert [len(r) for r in twin.racks] == [len(r) for r in state.racks] and len(twin.bag) == len(state.bag)
    return twin


@pytest.mark.parametrize("key,players", [("tripitz", 3), ("tripitz-together", 2)])
def test_tripitz_analysis_sees_only_what_the_mover_saw(key, players):
    spec = GAMES[key]
    state = spec.new_game(players, 11, spec.default_options())
    play_out(state, 5, "easy")
    seat = state.current_player
    twin = tripitz_hidden_twin(state, seat, 99)
    assert [twin.racks[s] for s in range(players) if s != seat] != [state.racks[s] for s in range(players)
                                                                   if s != seat] or twin.bag != state.bag
    played = state.legal_moves()[-1]
    one = verdict_data(analyse(state, played, seed=8, seconds=WHOLE))
    other = verdict_data(analyse(twin, played, seed=8, seconds=WHOLE))
    assert one == other


@pytest.mark.parametrize("key", ["tripitz", "tripitz-together"])
def test_a_finished_tripitz_game_has_final_chances(key):
    spec = GAMES[key]
    state = play_out(spec.new_game(3, 5, spec.default_options()), 400, "easy")
    assert state.is_over
    chances = analysis_final(state)
    if key == "tripitz-together":
        assert len(set(chances)) == 1 and 0.0 < chances[0] < 1.0
    else:
        assert sum(chances) == pytest.approx(1.0) and max(chances) > 0.3


def test_a_game_without_its_own_analysis_gets_the_generic_one():
    from tests.tinygame import engine as tiny
    state = tiny.new_game(seed=1)
    # X takes two corners, O answers off the line: X to move wins at once by completing the row
    for text in ("0,0", "1,1", "0,2", "2,2"):
        state.play(tiny.parse_move(text))
    winning = tiny.parse_move("0,1")
    verdict = analyse(state, tiny.parse_move("2,0"), seed=1, seconds=WHOLE)
    assert verdict.best == winning and verdict.best_value == 1.0
    assert sum(verdict.chances) == pytest.approx(1.0) and verdict.judgement is not None
    assert analyse_notation("tests.tinygame.engine", state.to_dict(), "0,1", seed=1)["played_value"] == 1.0
