"""IceSickle with 3 or 4 players (issue 15), from RULES.md section 4, Designer's variants:

    "Multi-player (<= 4 recommended): play as many games as there are players, each player placing first once,
    with the seating order fixed."

and from the two-player rules it generalises: "Players alternate" (here: take turns in seat order), "The player
who placed second (B) makes the first jump", "Sum both games; the highest total wins"."""
import json
import random

import pytest

from engine import ai
from engine import icesickle as ic

from tests.test_icesickle_rules import sow_all


def play_out(state, rng):
    while not state.is_over:
        state.play(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("players", [3, 4])
def test_as_many_games_as_players_each_placing_first_once_in_seat_order(players):
    """'play as many games as there are players, each player placing first once, with the seating order fixed'"""
    s = ic.new_game(players, seed=players)
    assert s.games_in_match == players
    rng = random.Random(players)
    first_placers, first_jumpers = [], []
    game = 0
    while not s.is_over:
        if s.game_number != game:
            game = s.game_number
            first_placers.append(s.current_player)
            assert s.phase == "sowing"
        before_phase = s.phase
        s.play(rng.choice(s.legal_moves()))
        if before_phase == "sowing" and s.phase == "reaping" and s.game_number == game:
            first_jumpers.append(s.current_player)
    assert first_placers == list(range(players))
    # 'the player who placed second makes the first jump': the seat after the first placer
    assert first_jumpers == [(f + 1) % players for f in first_placers[:len(first_jumpers)]]
    assert len(s.game_scores) == players


@pytest.mark.parametrize("players", [3, 4])
def test_turns_go_round_in_seat_order_while_sowing_and_jumping(players):
    s = ic.new_game(players, seed=1)
    seen = []
    for _ in range(2 * players):
        seen.append(s.current_player)
        s.play(s.legal_moves()[0])
    assert seen == [i % players for i in range(2 * players)]
    sow_all(s)
    assert s.phase == "reaping" and s.current_player == 1
    movers = []
    while s.phase == "reaping" and s.game_number == 1 and len(movers) < 3:
        movers.append(s.current_player)
        s.play(s.legal_moves()[0])
    assert movers == [(1 + i) % players for i in range(len(movers))]


def test_totals_are_added_over_the_games_and_the_highest_wins():
    """'Sum both games; the highest total wins' (here: all of them)."""
    s = play_out(ic.new_game(3, seed=7), random.Random(7))
    totals = [sum(g[seat] for g in s.game_scores) for seat in range(3)]
    assert s.scores() == totals
    out = s.outcome()
    assert set(out.winners) == {i for i, t in enumerate(totals) if t == max(totals)}


def test_low_scoring_with_four_players_the_lowest_total_wins():
    s = play_out(ic.new_game(4, seed=3, scoring="low"), random.Random(3))
    totals = s.scores()
    assert set(s.outcome().winners) == {i for i, t in enumerate(totals) if t == min(totals)}


def test_single_game_option_plays_one_game_with_four_players():
    s = play_out(ic.new_game(4, seed=2, match=False), random.Random(2))
    assert len(s.game_scores) == 1


def test_a_bad_player_count_is_refused():
    with pytest.raises(ValueError, match="2, 3 or 4"):
        ic.new_game(5)


def test_each_games_result_is_kept_for_the_end_screen():
    """The end screen shows every game's score per seat ('5 + 7 + 3 = 15 pips')."""
    from games.icesickle import wording
    s = play_out(ic.new_game(3, seed=11), random.Random(11))
    line = wording.match_score(s, 0)
    assert line.count("+") == 2 and line.endswith(f"= {s.scores()[0]} pips")
    assert wording.result_footer(s).startswith("Game 1 + game 2 + game 3 = total")


@pytest.mark.parametrize("players", [3, 4])
def test_a_saved_multiplayer_match_comes_back_the_same(players):
    s = ic.new_game(players, seed=5)
    rng = random.Random(5)
    for _ in range(40):
        s.play(rng.choice(s.legal_moves()))
    again = ic.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again.to_dict() == s.to_dict() and again.legal_moves() == s.legal_moves()


def test_the_computer_jumpers_take_the_bigger_capture():
    """Three players, reaping: a5xc5 takes the large pyramid, a5xa3 only a small one; both end the game."""
    s = ic.new_game(3, seed=1, match=False)
    data = s.to_dict()
    data.update(board=[[0, 0, 1, 0], [1, 0, 3, 0], [0, 1, 1, 1]], supply=[], phase="reaping", current_player=2)
    s = ic.from_dict(data)
    assert sorted(str(m) for m in s.legal_moves()) == ["a5xa3", "a5xc5"]
    for level in ai.LEVELS:
        move = ai.choose_move(s, level, seed=1, seconds=0.3)
        assert move in s.legal_moves()
        if level != "easy":   # (easy chooses softly, sometimes the smaller capture)
            assert str(move) == "a5xc5", level
