"""The Match: the one path every move takes, what its listeners hear, undo to the last human decision, redo."""
from dataclasses import replace

import pytest

from engine import trickle
from ui.play.match import Match
from ui.base.seats import default_seats


def new_match(players=2, controllers=None):
    seats = default_seats(players)
    if controllers:
        seats = [replace(s, controller=c) for s, c in zip(seats, controllers)]
    m = Match("trickle", trickle.new_game(players=players, seed=4), seats, 4)
    heard = []
    m.subscribe(lambda match, change: heard.append(change))
    return m, heard


def test_play_tells_listeners_the_engine_events_and_records_the_move():
    m, heard = new_match()
    move = m.state.legal_moves()[0]
    events = m.play(move)
    assert events and heard[-1].kind == "move" and heard[-1].move == move and heard[-1].seat == 0
    assert list(heard[-1].events) == events
    assert m.moves == [(0, move)] and m.state.current_player == 1


def test_an_illegal_move_changes_nothing_and_says_why():
    m, heard = new_match()
    before = m.state.to_dict()
    bogus = trickle.Move((0, 0), (5, -5))
    assert m.play(bogus) is None
    assert heard[-1].kind == "illegal" and heard[-1].reason
    assert m.state.to_dict() == before and m.moves == []


def test_undo_and_redo_walk_the_history():
    m, heard = new_match()
    start = m.state.to_dict()
    first = m.state.legal_moves()[0]
    m.play(first)
    after_first = m.state.to_dict()
    m.play(m.state.legal_moves()[0])
    assert m.undo() and m.undo()
    assert m.state.to_dict() == start and not m.can_undo and m.can_redo
    assert heard[-1].kind == "undo"
    assert m.redo() and m.state.to_dict() == after_first
    m.play(m.state.legal_moves()[-1])      # a new move forgets what could be redone
    assert not m.can_redo


def test_undo_goes_back_to_the_last_human_decision():
    m, _ = new_match(controllers=["human", "hard"])
    start = m.state.to_dict()
    m.play(m.state.legal_moves()[0])        # the human
    m.play(m.state.legal_moves()[0])        # the computer's reply
    assert m.undo()                         # takes back both: the human decides again
    assert m.state.to_dict() == start and m.state.current_player == 0
    assert m.redo() and len(m.moves) == 2   # redo brings back the human move and the reply with it


def test_a_match_of_computers_only_has_nothing_to_undo():
    m, _ = new_match(controllers=["easy", "hard"])
    m.play(m.state.legal_moves()[0])
    assert not m.can_undo and not m.undo()


def test_the_history_is_not_changed_by_playing_on_after_undo():
    m, _ = new_match()
    m.play(m.state.legal_moves()[0])
    kept = m.history[0].before.to_dict()
    m.undo()
    m.play(m.state.legal_moves()[3])
    assert m.history[0].before.to_dict() == kept


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_whole_random_game_through_the_match_ends_with_every_move_recorded(players):
    import random
    m, heard = new_match(players)
    rng = random.Random(players)
    while not m.is_over:
        m.play(rng.choice(m.state.legal_moves()))
    assert len(m.moves) == len([c for c in heard if c.kind == "move"])
    assert m.state.outcome() is not None and m.current_seat is None
