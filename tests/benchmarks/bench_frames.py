"""Prints frame times of the real App for every entry, in window and table layout, at 1920x1080 (not a test:
it asserts nothing). Goals (issue 16): median frame <= 2 ms, p99 <= 8 ms, counting the frames in which a move
is played, the frames while a computer seat thinks and the frames of the attract mode.

    python tests/benchmarks/bench_frames.py [frames-per-run] [think-seconds]

Headless (SDL dummy drivers). A frame is one whole `App.step(dt)`: events, update, draw, flip.
  * people: every seat human, a random legal move played every MOVE_EVERY frames (as a tap would play it, so
    the move frame pays for engine play, autosave, panel repaint and animation set-up), dt = 1/60; frames are
    ones where something happens (animations, messages, moves), so the figures stay meaningful once the App
    skips redrawing an unchanged screen (issue 12). A finished game is replaced by a new one between frames
    (starting and ending a game are single steps: bench_stalls.py).
  * computers: every seat a computer at `medium`, the app stepping at 60 Hz on the wall clock while the
    worker process thinks (it shares the machine's cores), moves played as they come.
  * attract: the attract / demo mode (issue 12): every entry's demo in turn, at 60 Hz on the wall clock.
The title screen's warm-up (ui/kit/warmup.py) is done first, as in the program, whose title screen rests before
anyone can start a game. A step in which the App rests (draws nothing, issue 12) is no frame and is not counted; a patched frame (only
a computer's thinking light repainted) is.
Each line: median, p99, worst, how many frames over 8 ms; then the frames in which a move was played. The
machine is shared (four engineers, two cores): with a load average above 2 a frame often waits for a core, so
a second line per run gives the same figures in the main thread's own CPU time (time.thread_time), what the
frame costs when it has a core.
"""
import os
import random
import statistics
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("HEXCADE_SAVE_DIR", tempfile.mkdtemp(prefix="hexcade-bench-"))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

from games import GAMES  # noqa: E402
from ui.storage import saves  # noqa: E402
from ui.app import App  # noqa: E402
from ui.screens.menu import MenuScene  # noqa: E402

SIZE = (1920, 1080)
DT = 1 / 60
MOVE_EVERY = 40
MEDIAN_GOAL, P99_GOAL, SLOW = 2.0, 8.0, 8.0
ENTRIES = [(key, spec.default_players) for key, spec in GAMES.items()] + [("trickle", 6), ("tripitz", 6)]


def p99(times: list) -> float:
    s = sorted(times)
    return s[min(len(s) - 1, int(len(s) * 0.99))]


def line(label: str, times: list, moves: list, cpu: list | None = None) -> str:
    if not times:
        return f"  {label:34} no frames"
    if cpu:
        return line(label, times, moves) + "\n" + line("  (CPU time)", cpu, [])
    med, top = statistics.median(times), p99(times)
    ok = "ok" if med <= MEDIAN_GOAL and top <= P99_GOAL else "OVER"
    out = (f"  {label:34} median {med:5.2f}  p99 {top:5.2f}  worst {max(times):6.2f}  over {SLOW:.0f} ms: "
           f"{sum(t > SLOW for t in times):3}/{len(times)}  {ok}")
    if moves:
        out += f"\n  {'':34} move frames: {len(moves)}, median {statistics.median(moves):5.2f}  worst {max(moves):6.2f}"
    return out


def new_game(app, key: str, players: int, table: bool, seed: int, controllers=None):
    spec = GAMES[key]
    app.reset_to(MenuScene(selected=key))
    scene = spec.make_scene(players, seed, spec.default_options(), table=table, controllers=controllers)
    app.push(scene)
    for _ in range(40):     # the first frames paint the caches once, as any game start does, and the game left
        app.step(DT)        # before is collected (one frame, half a second later): both in bench_stalls.py
    return scene


def play_one(scene, rng) -> None:
    scene.moving_for_computer = True      # (plays for whichever seat is to move, as a tap of that seat would)
    try:
        scene.play(scene.random_move(scene.state.legal_moves(), rng))
    finally:
        scene.moving_for_computer = False


def people(app, key: str, players: int, table: bool, frames: int):
    rng = random.Random(7)
    seed = 1
    scene = new_game(app, key, players, table, seed)
    times, moves, cpu = [], [], []
    for i in range(frames):
        if scene.state.is_over or app.scene is not scene:
            seed += 1
            scene = new_game(app, key, players, table, seed)
        move_now = i % MOVE_EVERY == MOVE_EVERY - 1
        t, c = time.perf_counter(), time.thread_time()
        if move_now:
            play_one(scene, rng)          # inside the timed frame: a tap's move is played while handling events
        before = shown(app)
        app.step(DT)
        ms = (time.perf_counter() - t) * 1000
        if shown(app) == before and not move_now:
            continue                      # the App rested: nothing was drawn, so it was no frame (issue 12)
        cpu.append((time.thread_time() - c) * 1000)
        times.append(ms)
        if move_now:
            moves.append(ms)
    return times, moves, cpu


def shown(app) -> tuple:
    """How many frames the App has drawn whole or patched (a step that draws nothing is not a frame)."""
    return (app.frames_drawn, app.frames_patched)


def wall_clock_frames(app, scene, seconds: float, out) -> None:
    """Step the App at 60 Hz on the wall clock (as App.run's clock.tick) while `scene` is on top and its game runs,
    for `seconds`; the frames drawn (and those in which a move was played) go into out = (times, moves, cpu)."""
    times, moves, cpu = out
    end = last = time.perf_counter()
    end += seconds
    while time.perf_counter() < end and app.scene is scene and not scene.state.is_over:
        now = time.perf_counter()
        dt, last = now - last, now
        played = len(scene.match.history)
        t, c = time.perf_counter(), time.thread_time()
        before = shown(app)
        app.step(min(dt, 0.1))
        ms = (time.perf_counter() - t) * 1000
        moved = app.scene is scene and len(scene.match.history) != played
        if shown(app) != before or moved:
            cpu.append((time.thread_time() - c) * 1000)
            times.append(ms)
            if moved:
                moves.append(ms)
        time.sleep(max(0.0, DT - (time.perf_counter() - t)))


def computers(app, key: str, players: int, table: bool, seconds: float):
    scene = new_game(app, key, players, table, 3, controllers=["medium"] * players)
    out = ([], [], [])
    wall_clock_frames(app, scene, seconds, out)
    return out


def attract(app, seconds: float):
    """The attract mode (issue 12): computers play each entry in turn under its banner, each shown `seconds` at
    60 Hz on the wall clock, moves as they come."""
    from ui.screens.attract import start_attract
    app.reset_to(MenuScene())
    start_attract(app)
    out = ([], [], [])
    for _ in range(len(GAMES)):
        scene = app.scene
        wall_clock_frames(app, scene, seconds, out)
        if app.scene is scene:
            scene.mode.next(app)          # on to the next entry's demo (its first frames are a game start)
            for _ in range(3):
                app.step(DT)
    return out


def main() -> None:
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    think = float(sys.argv[2]) if len(sys.argv) > 2 else 6.0
    app = App(size=SIZE, seed=1, games=GAMES)
    app.push(MenuScene())
    app.step(DT)
    while app.warmup.step():     # as the program does while its title screen rests (ui/kit/warmup.py)
        pass
    print(f"Frames at {SIZE[0]}x{SIZE[1]} (ms; goals: median <= {MEDIAN_GOAL:g}, p99 <= {P99_GOAL:g}); "
          f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    everything, all_moves, all_cpu = [], [], []

    def report(label: str, result) -> None:
        times, moves, cpu = result
        everything.extend(times)
        all_moves.extend(moves)
        all_cpu.extend(cpu)
        print(line(label, times, moves, cpu))

    print(f"people: {frames} frames per run, a move every {MOVE_EVERY} frames")
    for key, players in ENTRIES:
        for table in (False, True):
            report(f"{key} {players}p {'table' if table else 'window'}", people(app, key, players, table, frames))
    print(f"computers: every seat 'medium', {think:g} s of 60 Hz frames per run while the worker thinks "
          f"(load average {os.getloadavg()[0]:.2f})")
    for key, players in ENTRIES[:len(GAMES)]:
        for table in (False, True):
            report(f"{key} {players}p {'table' if table else 'window'}", computers(app, key, players, table, think))
    print(f"attract: each entry's demo for {think:g} s at 60 Hz (load average {os.getloadavg()[0]:.2f})")
    report("attract", attract(app, think))
    print(line("ALL FRAMES", everything, all_moves, all_cpu))
    print(f"load average at the end {os.getloadavg()[0]:.2f}")
    from ui.play.thinker import THINKER
    THINKER.shutdown()
    saves.WRITER.flush()


if __name__ == "__main__":
    main()
