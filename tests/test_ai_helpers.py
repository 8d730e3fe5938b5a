"""The expert's root split over helper processes (engine/ai/helpers.py, issue 29): the same answers as one
process would give where they must agree, the same move for the same team size, legal moves through the app's
thinker, and no helper left behind when its maker is killed."""
from __future__ import annotations

import os
import time

import pytest

from engine import ai
from engine import tumbleweed as tw
from engine.ai import helpers, search
from engine.ai import tumbleweed as player

SMALL = player.Level(budget=40_000, beam=8, parallel=True)


def midgame(size: int = 6, plies: int = 16) -> tw.State:
    s = tw.new_game(size=size)
    for n in range(plies):
        s.play(ai.choose_move(s, "easy", seed=n))
    return s


@pytest.fixture
def team_of_two():
    helpers.use_workers(2)
    yield
    helpers.use_workers(None)
    helpers.close_all()


def test_split_search_is_legal_and_repeats_for_a_team_size(team_of_two):
    s = midgame()
    first = player.search_move(s, SMALL, search.Deadline(60))
    again = player.search_move(s, SMALL, search.Deadline(60))
    assert first[0] == again[0] and first[1] == again[1] and first[2] == again[2]
    assert first[0] in s.legal_moves()
    assert first[2] >= 2                                    # it searched below the root


def test_split_search_at_a_fixed_depth_finds_the_one_process_value(team_of_two):
    # With budgets too large to stop either, both searches are exact at the same depth: the same best value.
    s = midgame(plies=20)
    deep = player.Level(budget=10_000_000, beam=6, max_depth=3, parallel=True)
    alone = player.Level(budget=10_000_000, beam=6, max_depth=3)
    split = player.search_move(s, deep, search.Deadline(60))
    single = player.search_move(s, alone, search.Deadline(60))
    assert split[2] == single[2] == 3
    assert split[1] == pytest.approx(single[1])


def test_a_helper_error_is_raised_in_the_caller(team_of_two):
    t = helpers.team(2)
    t.send(1, "engine.ai.tumbleweed", "share_depth", 3)     # no share begun: the memo is empty
    with pytest.raises(helpers.HelperFailed, match="KeyError"):
        t.receive(1)
    assert t.alive()                                      # the helper survives a bad call


def test_an_exchange_gone_wrong_falls_back_alone_and_the_next_search_has_a_new_team(team_of_two):
    s = midgame()
    t = helpers.team(2)
    t.send(1, "engine.ai.tumbleweed", "share_depth", 3)     # an answer left in the pipe, out of step
    fallback = player.search_move(s, SMALL, search.Deadline(60))
    alone = player.search_move(s, player.Level(budget=SMALL.budget, beam=SMALL.beam), search.Deadline(60))
    assert fallback[:3] == alone[:3]                      # this move was searched by one process
    assert helpers.team(2) is not t and not t.alive()     # the team was stopped, the next one is new
    again = player.search_move(s, SMALL, search.Deadline(60))
    assert again[0] in s.legal_moves() and again[2] >= 2


def test_a_helper_that_never_answers_is_given_up(team_of_two):
    t = helpers.team(2)
    with pytest.raises(helpers.HelperFailed, match="no answer"):
        t.receive(1, timeout=0.2)                          # nothing was asked: nothing comes


def test_a_dead_helper_is_replaced(team_of_two):
    t = helpers.team(2)
    t.procs[1].kill()
    t.procs[1].join(2)
    assert helpers.team(2) is not t and helpers.team(2).alive()


def _report_workers(queue) -> None:
    helpers.use_workers(4)
    queue.put(helpers.workers())


def test_a_daemonic_process_searches_alone():
    import multiprocessing
    ctx = multiprocessing.get_context("spawn")
    queue = ctx.Queue()
    proc = ctx.Process(target=_report_workers, args=(queue,), daemon=True)
    proc.start()
    assert queue.get(timeout=30) == 1      # multiprocessing forbids a daemonic process children of its own
    proc.join(5)


def test_the_environment_sets_the_team_size(monkeypatch):
    monkeypatch.setenv("HEXCADE_AI_WORKERS", "3")
    assert helpers.workers() == 3
    monkeypatch.setenv("HEXCADE_AI_WORKERS", "nonsense")
    assert helpers.workers() == helpers.cores_to_spare() >= 1


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads /proc to see the processes")
def test_the_thinker_uses_helpers_and_none_outlives_a_killed_think(monkeypatch):
    from ui.play.thinker import Thinker
    monkeypatch.setenv("HEXCADE_AI_WORKERS", "2")
    s = midgame()
    th = Thinker()
    try:
        rid = th.ask("tumbleweed", s.to_dict(), "expert", 1, 0.5)
        end = time.time() + 30
        while not th.request(rid).done and time.time() < end:
            th.poll()
            time.sleep(0.02)
        req = th.request(rid)
        assert req.done and req.error is None
        assert tw.parse_move(req.answer) in s.legal_moves()
        worker = th.worker.pid
        kids = [int(p) for p in os.listdir("/proc") if p.isdigit() and _parent(int(p)) == worker]
        assert len(kids) == 1                           # the one helper of a team of two
        # A long think nobody wants any more kills the worker: its helper stops by itself.
        rid = th.ask("tumbleweed", s.to_dict(), "expert", 2, 8.0)
        time.sleep(1.0)
        th.poll()
        th.cancel(rid)
        end = time.time() + 5
        while _alive(kids[0]) and time.time() < end:
            time.sleep(0.05)
        assert not _alive(kids[0])
    finally:
        th.shutdown()


def _parent(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return int(f.read().rsplit(")", 1)[1].split()[1])
    except (FileNotFoundError, ValueError, IndexError):
        return None
