"""Helper processes for a search that splits its work over the machine's cores (issue 29: expert on an event PC
with 4-16 cores). Pure Python, no pygame.

    helpers.workers()                    the team size to use: use_workers(n)'s, else the cores to spare
    team = helpers.team(n)               n - 1 helper processes (started once, kept for the run) and the caller
    team.send(k, module, function, *args)    helper k (1..n-1) runs module.function(memo, *args)
    team.receive(k, timeout)             ... and its answer (an exception in the helper is raised here)
    helpers.discard(team)                a team whose exchange went wrong is stopped; the next is new
    helpers.cores_to_spare()             how many processes a parallel search may use on this machine
    helpers.use_workers(n)               fix the team size (benchmarks and tests measure 1, 2 and 4)

A helper keeps a `memo` dict from one call to the next, so a search can keep its transposition table between
the depths of one move. Helpers are forked where the system can (a search never runs in the process that drew
the window: the app's thinker is a process of its own) and spawned elsewhere; they are daemonic: they end with the process that made them. A helper
whose maker was killed (the app's thinker is killed when a long think is no longer wanted) notices it within a
few hundred placements (`orphaned()`, which a helper's Deadline checks) and stops, and one waiting for work
within a second.
"""
from __future__ import annotations

import importlib
import multiprocessing
import os
import sys
import threading
import time

from engine.ai.search import Deadline

MAX_WORKERS = 8          # more processes than this add little to a root split and cost memory (about 30 MB each)
_PARENT: int | None = None   # in a helper: the process id of its maker
_TEAMS: dict[int, "Team"] = {}
_CHOSEN: int | None = None     # use_workers(n): a fixed team size (benchmarks, tests); None: the machine's


def cores_to_spare() -> int:
    """Processes a parallel search may use: the cores this process may run on, less one for the frame loop (the
    app draws while the computer thinks), at least 1 and at most MAX_WORKERS."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, min(MAX_WORKERS, cores - 1))


def use_workers(n: int | None) -> None:
    """Fix the team size of every parallel search in this process (None: as the machine allows)."""
    global _CHOSEN
    _CHOSEN = None if n is None else max(1, int(n))


def workers() -> int:
    """The team size a parallel search uses now: use_workers()'s, else the environment's HEXCADE_AI_WORKERS (an
    organiser's choice, and how tests reach the app's thinker), else the cores to spare. A daemonic process
    may not start processes of its own (multiprocessing forbids it), so it searches alone."""
    if multiprocessing.current_process().daemon:
        return 1
    if _CHOSEN is not None:
        return _CHOSEN
    chosen = os.environ.get("HEXCADE_AI_WORKERS", "")
    if chosen.isdigit() and int(chosen) >= 1:
        return min(MAX_WORKERS, int(chosen))
    return cores_to_spare()


def orphaned() -> bool:
    """True in a helper whose maker has gone (it was killed): its work is no longer wanted. On Windows a process
    keeps its parent's id after the parent ends, so the parent's handle is asked there."""
    if _PARENT is None:
        return False
    if os.name == "nt":
        parent = multiprocessing.parent_process()
        return parent is not None and not parent.is_alive()
    return os.getppid() != _PARENT


class HelperDeadline(Deadline):
    """A deadline that also expires when the helper's maker has gone."""

    def expired(self) -> bool:
        return orphaned() or super().expired()


def helper_main(conn, parent: int) -> None:
    """A helper process: run each call it is sent, answer ("ok", value) or ("error", text), until the pipe
    closes or its maker has gone."""
    global _PARENT
    _PARENT = parent
    memo: dict = {}
    while True:
        try:
            # Waiting is checked every second: a forked sibling may hold our maker's end of the pipe open, so
            # the pipe alone may never close when the maker is killed.
            if not conn.poll(1.0):
                if orphaned():
                    return
                continue
            message = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if message is None or orphaned():
            return
        module, function, args = message
        try:
            answer = ("ok", getattr(importlib.import_module(module), function)(memo, *args))
        except Exception as exc:   # the caller raises it: a helper must not die of one bad call
            answer = ("error", f"{exc.__class__.__name__}: {exc}")
        try:
            conn.send(answer)
        except (BrokenPipeError, OSError):
            return


def _start_method() -> str:
    """"fork" where the system has it and this process runs one thread (the app's thinker does): a helper is
    ready at once and shares the imported players; else "spawn", which imports them anew (and the main module,
    which must keep its work under `if __name__ == "__main__"`)."""
    if "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1 \
            and sys.platform != "darwin":      # (macOS's system libraries are not safe to fork: Python spawns there)
        return "fork"
    return "spawn"


class HelperFailed(RuntimeError):
    pass


class Team:
    """n - 1 helper processes; the caller is the n-th member (it works on its own share meanwhile)."""

    def __init__(self, n: int):
        self.size = n
        ctx = multiprocessing.get_context(_start_method())
        self.conns, self.procs = [None], [None]
        for _ in range(n - 1):
            mine, theirs = ctx.Pipe()
            proc = ctx.Process(target=helper_main, args=(theirs, os.getpid()), name="hexcade-helper", daemon=True)
            proc.start()
            theirs.close()
            self.conns.append(mine)
            self.procs.append(proc)

    def alive(self) -> bool:
        return all(p.is_alive() for p in self.procs[1:])

    def send(self, k: int, module: str, function: str, *args) -> None:
        self.conns[k].send((module, function, args))

    def receive(self, k: int, timeout: float | None = None):
        """Helper k's answer to its last call; HelperFailed if it raised, died, or gave none within `timeout`."""
        try:
            if timeout is not None and not self.conns[k].poll(timeout):
                raise HelperFailed(f"helper {k} gave no answer in {timeout:.1f} s")
            kind, value = self.conns[k].recv()
        except (EOFError, OSError) as exc:
            raise HelperFailed(f"helper {k} stopped") from exc
        if kind != "ok":
            raise HelperFailed(value)
        return value

    def close(self) -> None:
        for conn, proc in zip(self.conns[1:], self.procs[1:]):
            try:
                conn.send(None)
                conn.close()
            except (BrokenPipeError, OSError):
                pass
            proc.join(1.0)
            if proc.is_alive():
                proc.kill()
                proc.join(1.0)


def team(n: int) -> Team:
    """The run's team of n (helpers started on first use and kept; a team with a dead helper is started anew)."""
    t = _TEAMS.get(n)
    if t is None or not t.alive():
        if t is not None:
            t.close()
        t = _TEAMS[n] = Team(n)
    return t


def discard(t: Team) -> None:
    """Stop a team whose exchange went wrong (an answer may still wait in a pipe, out of step with the next
    call): the next `team()` starts a new one."""
    for n, kept in list(_TEAMS.items()):
        if kept is t:
            del _TEAMS[n]
    t.close()


def deadline_at(end: float) -> HelperDeadline:
    """A helper's deadline from its maker's, as a time on the wall clock (a spawned helper starts late: the
    maker's remaining seconds would end later for it)."""
    return HelperDeadline(max(0.0, end - time.time()))


def close_all() -> None:
    for t in _TEAMS.values():
        t.close()
    _TEAMS.clear()
