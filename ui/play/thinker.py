"""The computer players think in a worker process, never on the frame.

A thread would not do: a search is pure Python and would hold the GIL for seconds, stalling every frame. So one
worker process (multiprocessing's "spawn" context: safe after SDL has started, unlike a fork) is started once,
off the frame, and reused for every request of the run. `THINKER` is that one worker's keeper:

    rid = THINKER.ask(engine, state.to_dict(), level, seed, seconds)   level: a computer level, or "hint"
    rid = THINKER.ask(engine, data, "analyse", seed, seconds, played=notation)   the analysis of one position
                                (engine.ai.analyse_notation: its answer is verdict data, a dict, not notation)
    THINKER.poll()              once a frame, never blocks: answers, a dead worker (replaced, the request retried)
    THINKER.request(rid)        the Request: done, answer (move notation) or error, restarts (how often retried)
    THINKER.cancel(rid)         the answer is no longer wanted (undo, leaving the game)
    THINKER.shutdown()          the app is closing: no worker outlives it

The worker runs engine.ai.choose_notation: the state goes over as its to_dict() and its engine module name, the
answer comes back as move notation (the scene parses it with its engine's parse_move). A cancelled request whose
think is long (hard, expert) kills its worker and starts a new one, so the next request never waits ten seconds
for an answer nobody wants; a short one (easy, medium, a hint) is left to finish and its answer dropped.
"""
from __future__ import annotations

import atexit
import itertools
import multiprocessing
import os
import signal
import time
from dataclasses import dataclass

CONTEXT = "spawn"
LONG_THINK = 1.5        # seconds: a cancelled request that may think longer than this gets its worker replaced
RETRIES = 2             # a request whose worker died is sent again this many times, then it fails
WORKER_NICE = 10        # the worker's lower scheduling priority (Unix)
# the error of a request whose worker died every time (BoardScene words it in the player's language)
GAVE_UP = "the computer player stopped every time it tried"
ANALYSE = "analyse"     # the level of a request for the analysis of one position
EXPECTED = {"easy": 0.3, "medium": 1.0, "hard": 3.0, "expert": 10.0, "hint": 1.0, ANALYSE: 0.6}


def worker_main(conn) -> None:
    """The worker process: import the players once, then answer requests until told to stop or orphaned."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)     # Ctrl+C is for the app, which then shuts us down
    # Daemonic to the app (it ends with it), but not to itself: the expert's search may start helper processes
    # of its own on a machine with cores to spare (engine/ai/helpers.py), which a daemonic process may not.
    multiprocessing.current_process().daemon = False
    try:
        os.nice(WORKER_NICE)    # on a busy machine the frames come first: a think may take a little longer
    except (AttributeError, OSError):
        pass
    from engine.ai import analyse_notation, choose_notation
    conn.send(("ready", None, None))
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return                                   # the app has gone: never linger as an orphan
        if message is None:
            return
        rid, engine, data, level, seed, seconds, played = message
        try:
            if level == ANALYSE:
                answer = ("ok", rid, analyse_notation(engine, data, played, seed, seconds))
            else:
                answer = ("ok", rid, choose_notation(engine, data, level, seed, seconds))
        except Exception as exc:  # a player's bug must not kill the worker: the scene gets the reason
            answer = ("error", rid, f"{exc.__class__.__name__}: {exc}")
        try:
            conn.send(answer)
        except (BrokenPipeError, OSError):
            return


@dataclass(eq=False)
class Request:
    rid: int
    engine: str
    data: dict
    level: str
    seed: int | None = None
    seconds: float | None = None
    played: str | None = None      # an analysis: the move played from the position (notation), valued too
    done: bool = False
    answer: str | dict | None = None   # move notation (an analysis: its verdict data)
    error: str | None = None       # why there is no answer
    restarts: int = 0              # how often its worker died and it was sent again

    @property
    def expected(self) -> float:
        return self.seconds if self.seconds is not None else EXPECTED.get(self.level, 1.0)


class Worker:
    """One worker process and our end of its pipe; `job` is the request it is thinking about."""

    def __init__(self, ctx):
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=worker_main, args=(child,), name="hexcade-thinker", daemon=True)
        t0 = time.perf_counter()
        self.proc.start()
        self.start_cost = time.perf_counter() - t0    # what starting it cost the frame that asked
        child.close()
        self.ready = False
        self.job: Request | None = None

    @property
    def pid(self) -> int | None:
        return self.proc.pid

    def send(self, req: Request) -> None:
        self.job = req
        self.conn.send((req.rid, req.engine, req.data, req.level, req.seed, req.seconds, req.played))

    def kill(self) -> None:
        """Stop at once, without waiting (the Thinker reaps it later)."""
        try:
            self.proc.terminate()
        except (OSError, ValueError):
            pass
        try:
            self.conn.close()
        except OSError:
            pass


class Thinker:
    def __init__(self, context: str = CONTEXT):
        self.context = context
        self.ctx = None
        self.worker: Worker | None = None
        self.waiting: list[Request] = []          # asked, not yet sent (the worker is busy or starting)
        self.requests: dict[int, Request] = {}    # every request still wanted, by id
        self.ids = itertools.count(1)
        self.dying: list = []                     # killed processes not yet reaped
        self.start_costs: list[float] = []        # seconds each start took on the frame (the benchmark prints it)
        self.replaced = 0                         # workers that died or were killed and replaced

    # -- asking ----------------------------------------------------------------------------------------------------
    def warm(self) -> None:
        """Start the worker now, ahead of the first request (a scene with a computer seat calls it on entry)."""
        if self.worker is None:
            self.start()

    def start(self) -> None:
        if self.ctx is None:
            self.ctx = multiprocessing.get_context(self.context)
        self.worker = Worker(self.ctx)
        self.start_costs.append(self.worker.start_cost)

    def ask(self, engine: str, data: dict, level: str, seed=None, seconds: float | None = None,
            played: str | None = None) -> int:
        req = Request(next(self.ids), engine, data, level, seed, seconds, played)
        self.requests[req.rid] = req
        self.waiting.append(req)
        self.warm()
        self.pump()
        return req.rid

    def request(self, rid: int) -> Request | None:
        """The request with this id, while it is wanted (None once cancelled or forgotten)."""
        return self.requests.get(rid)

    def forget(self, rid: int) -> None:
        """The answer has been used."""
        self.requests.pop(rid, None)

    def cancel(self, rid: int) -> None:
        """Nobody wants this answer any more. A long think in progress kills its worker (a new one starts)."""
        req = self.requests.pop(rid, None)
        if req is None:
            return
        if req in self.waiting:
            self.waiting.remove(req)
        w = self.worker
        if w is not None and w.job is req and not req.done and req.expected > LONG_THINK:
            self.replace()

    def cancel_all(self) -> None:
        """Nobody wants any answer any more (every scene that asked is gone)."""
        for rid in list(self.requests):
            self.cancel(rid)

    # -- the frame's part ------------------------------------------------------------------------------------------
    def poll(self) -> None:
        """Collect answers; replace a dead worker and send its request again. Never blocks."""
        w = self.worker
        if w is not None:
            dead = False
            try:
                while w.conn.poll(0):
                    kind, rid, value = w.conn.recv()
                    if kind == "ready":
                        w.ready = True
                        continue
                    w.job = None
                    req = self.requests.get(rid)
                    if req is not None:
                        req.done = True
                        if kind == "ok":
                            req.answer = value
                        else:
                            req.error = value
            except (EOFError, OSError):
                dead = True
            if dead or not w.proc.is_alive():
                self.worker_died()
        self.pump()
        self.reap()

    def worker_died(self) -> None:
        job = self.worker.job if self.worker is not None else None
        self.replace()
        if job is None or self.requests.get(job.rid) is not job:
            return
        job.restarts += 1
        if job.restarts > RETRIES:
            job.done, job.error = True, GAVE_UP
        else:
            self.waiting.insert(0, job)

    def replace(self) -> None:
        """Kill the worker (it is dead, or busy with an unwanted long think) and start a fresh one."""
        if self.worker is not None:
            self.worker.kill()
            self.dying.append(self.worker.proc)
            self.replaced += 1
        self.worker = None
        self.start()

    def pump(self) -> None:
        w = self.worker
        if not self.waiting or w is None or w.job is not None:
            return
        req = self.waiting.pop(0)
        try:
            w.send(req)
        except (BrokenPipeError, OSError):
            self.waiting.insert(0, req)
            w.job = None      # the next poll sees the dead worker and replaces it

    def reap(self) -> None:
        for proc in list(self.dying):
            if proc.exitcode is not None or not proc.is_alive():
                proc.join(0)
                self.dying.remove(proc)

    # -- the end -------------------------------------------------------------------------------------------------
    def shutdown(self, wait: float = 1.0) -> None:
        """Stop the worker (asked politely, then killed) and forget every request."""
        self.waiting.clear()
        self.requests.clear()
        w, self.worker = self.worker, None
        procs = list(self.dying)
        if w is not None:
            try:
                if w.job is None:
                    w.conn.send(None)
                    w.proc.join(wait)
            except (BrokenPipeError, OSError):
                pass
            w.kill()
            procs.append(w.proc)
        for proc in procs:
            proc.join(wait)
            if proc.is_alive():
                proc.kill()
                proc.join(wait)
        self.dying.clear()

    def pids(self) -> list[int]:
        """Process ids of the workers alive now (tests check that none is left behind)."""
        procs = ([self.worker.proc] if self.worker is not None else []) + self.dying
        return [p.pid for p in procs if p.pid is not None and p.is_alive()]


THINKER = Thinker()
atexit.register(THINKER.shutdown)
