"""Prints frame times of the real App for every entry, in window and table layout, at 1920x1080, with the mouse
moving in every frame (not a test: it asserts nothing). Goals (issue 28): median frame <= 0.7 ms CPU for people
and while a computer thinks, every entry and layout; no frame over 16.7 ms anywhere.

    python tests/benchmarks/bench_frames.py [frames-per-run] [think-seconds]

Headless (SDL dummy drivers), in fresh settings and data folders (benchenv). A frame is one whole `App.step(dt)`
while the App is awake: events, update, the renderer's choice (ui/app/renderer.py: whole, patched or nothing
changed), drawing and showing. The mouse glides over the window in every frame (a MOUSEMOTION event each frame,
as SDL sends them), so pygame-gui's hovers and the board's hover change as a player's would.
  * people: every seat human, a random legal move played every MOVE_EVERY frames (as a tap would play it, so
    the move frame pays for engine play, autosave, panel repaint and animation set-up), dt = 1/60. A finished
    game is replaced by a new one between frames (starting and ending a game: bench_stalls.py).
  * computers: every seat a computer at `medium`, the App stepping at 60 Hz on the wall clock while the worker
    process thinks (it shares the machine's cores), moves played as they come; "thinking" counts the frames in
    which a computer is to move and nothing is flying (what the issue measures), "all" every frame.
  * attract: the attract mode: every entry's demo in turn, at 60 Hz on the wall clock (nobody at the mouse).
The title screen's warm-up (ui/kit/warmup.py) is done first, as in the program. Each line: median, p99 and worst
in the main thread's CPU time (time.thread_time) and in wall time, and how many frames were whole / patched /
unchanged. The window size, driver, load average and date are printed first.
"""
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchenv  # noqa: E402

benchenv.prepare()

import pygame  # noqa: E402

from games import GAMES  # noqa: E402
from ui.storage import saves  # noqa: E402
from ui.app import App  # noqa: E402
from ui.screens.menu import MenuScene  # noqa: E402

SIZE = (1920, 1080)
DT = 1 / 60
MOVE_EVERY = 40
MEDIAN_GOAL, WORST_GOAL = 0.7, 16.7
ENTRIES = [(key, spec.default_players) for key, spec in GAMES.items()] + [("trickle", 6), ("tripitz", 6)]


class Frames:
    """Frame times (CPU and wall, ms) and how each frame was drawn."""

    def __init__(self):
        self.cpu, self.wall, self.moves, self.thinking = [], [], [], []
        self.kinds = {"whole": 0, "patched": 0, "unchanged": 0}

    def add(self, other) -> None:
        self.cpu += other.cpu
        self.wall += other.wall
        self.moves += other.moves
        self.thinking += other.thinking
        for k in self.kinds:
            self.kinds[k] += other.kinds[k]


def p99(times: list) -> float:
    s = sorted(times)
    return s[min(len(s) - 1, int(len(s) * 0.99))]


def figures(times: list) -> str:
    return f"median {statistics.median(times):5.2f}  p99 {p99(times):5.2f}  worst {max(times):6.2f}"


def line(label: str, f: Frames, thinking: bool = False) -> str:
    if not f.cpu:
        return f"  {label:30} no frames"
    ok = "ok" if statistics.median(f.cpu) <= MEDIAN_GOAL and max(f.cpu) <= WORST_GOAL else "OVER"
    out = (f"  {label:30} CPU {figures(f.cpu)} | wall {figures(f.wall)} | "
           f"{f.kinds['whole']}/{f.kinds['patched']}/{f.kinds['unchanged']} of {len(f.cpu)}  {ok}")
    if f.moves:
        out += f"\n  {'':30} move frames: {len(f.moves)}, CPU median {statistics.median(f.moves):5.2f} worst {max(f.moves):6.2f}"
    if thinking and f.thinking:
        ok = "ok" if statistics.median(f.thinking) <= MEDIAN_GOAL else "OVER"
        out += (f"\n  {'':30} while a computer thinks: {len(f.thinking)} frames, CPU {figures(f.thinking)}  {ok}")
    return out


def new_game(app, key: str, players: int, table: bool, seed: int, controllers=None):
    spec = GAMES[key]
    app.reset_to(MenuScene(selected=key))
    scene = spec.make_scene(players, seed, spec.default_options(), table=table, controllers=controllers)
    app.push(scene)
    for i in range(600):    # the first frames paint the caches once, as any game start does, the game left before
        app.step(DT)        # is collected (half a second later) and pictures first scaled from another size are
        if i >= 40 and not scene.pictures_rough():      # drawn exactly (Tripitz's pids: a second or two): all
            break                                       # part of starting a game (bench_stalls.py)
    return scene


def play_one(scene, rng) -> None:
    scene.moving_for_computer = True      # (plays for whichever seat is to move, as a tap of that seat would)
    try:
        scene.play(scene.random_move(scene.state.legal_moves(), rng))
    finally:
        scene.moving_for_computer = False


def glide(app, i: int) -> None:
    """The mouse a little further along its way round the window (a hover each frame)."""
    w, h = app.size
    pos = (w // 8 + (i * 7) % (w * 3 // 4), h // 8 + (i * 5) % (h * 3 // 4))
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(7, 5), buttons=(0, 0, 0), touch=False))


def timed_step(app, dt: float, out: Frames, i: int, before_step=None, mouse: bool = True) -> float:
    """One frame with the mouse moving (unless not `mouse`); its CPU time, and the frame recorded."""
    if mouse:
        glide(app, i)
    shown = (app.frames_drawn, app.frames_patched)
    t, c = time.perf_counter(), time.thread_time()
    if before_step is not None:
        before_step()
    app.step(dt)
    cpu, wall = (time.thread_time() - c) * 1000, (time.perf_counter() - t) * 1000
    out.cpu.append(cpu)
    out.wall.append(wall)
    whole, patched = app.frames_drawn - shown[0], app.frames_patched - shown[1]
    out.kinds["whole" if whole else "patched" if patched else "unchanged"] += 1
    return cpu


def people(app, key: str, players: int, table: bool, frames: int) -> Frames:
    rng = random.Random(7)
    seed = 1
    scene = new_game(app, key, players, table, seed)
    out = Frames()
    for i in range(frames):
        if scene.state.is_over or app.scene is not scene:
            seed += 1
            scene = new_game(app, key, players, table, seed)
        move_now = i % MOVE_EVERY == MOVE_EVERY - 1
        cpu = timed_step(app, DT, out, i, (lambda: play_one(scene, rng)) if move_now else None)
        if move_now:
            out.moves.append(cpu)
    return out


def wall_clock_frames(app, scene, seconds: float, out: Frames, mouse: bool = True) -> None:
    """Step the App at 60 Hz on the wall clock (as App.run's clock.tick) while `scene` is on top and its game runs,
    for `seconds`, the mouse moving (unless not `mouse`)."""
    end = last = time.perf_counter()
    end += seconds
    i = 0
    while time.perf_counter() < end and app.scene is scene and not scene.state.is_over:
        now = time.perf_counter()
        dt, last = now - last, now
        played = len(scene.match.history)
        thinking = scene.computer_to_move() and not scene.animator.busy
        t = time.perf_counter()
        cpu = timed_step(app, min(dt, 0.1), out, i, mouse=mouse)
        i += 1
        if app.scene is scene and len(scene.match.history) != played:
            out.moves.append(cpu)
        elif thinking:
            out.thinking.append(cpu)
        time.sleep(max(0.0, DT - (time.perf_counter() - t)))


def computers(app, key: str, players: int, table: bool, seconds: float) -> Frames:
    scene = new_game(app, key, players, table, 3, controllers=["medium"] * players)
    out = Frames()
    wall_clock_frames(app, scene, seconds, out)
    return out


def attract(app, seconds: float) -> Frames:
    """The attract mode: computers play each entry in turn under its banner, each shown `seconds` at 60 Hz on the
    wall clock, moves as they come."""
    from ui.screens.attract import start_attract
    app.reset_to(MenuScene())
    start_attract(app)
    out = Frames()
    for _ in range(len(GAMES)):
        scene = app.scene
        wall_clock_frames(app, scene, seconds, out, mouse=False)     # (a moving mouse would end the demo)
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
    print(benchenv.header(app.display.get_size()))
    print(f"Frames, ms (goals: median <= {MEDIAN_GOAL:g} CPU, no frame over {WORST_GOAL:g}); the mouse moves in every "
          f"frame; whole/patched/unchanged counts")
    everything, thinking = Frames(), []
    print(f"people: {frames} frames per run, a move every {MOVE_EVERY} frames")
    for key, players in ENTRIES:
        for table in (False, True):
            f = people(app, key, players, table, frames)
            everything.add(f)
            print(line(f"{key} {players}p {'table' if table else 'window'}", f))
    print(f"computers: every seat 'medium', {think:g} s of 60 Hz frames per run while the worker thinks "
          f"({benchenv.load()})")
    for key, players in ENTRIES[:len(GAMES)]:
        for table in (False, True):
            f = computers(app, key, players, table, think)
            everything.add(f)
            thinking += f.thinking
            print(line(f"{key} {players}p {'table' if table else 'window'}", f, thinking=True))
    print(f"attract: each entry's demo for {think:g} s at 60 Hz ({benchenv.load()})")
    f = attract(app, think)
    everything.add(f)
    print(line("attract", f))
    print(line("ALL FRAMES", everything))
    if thinking:
        print(f"  {'all frames while computers think':30} CPU {figures(thinking)}")
    print(f"at the end: {benchenv.load()}")
    from ui.play.thinker import THINKER
    THINKER.shutdown()
    saves.WRITER.flush()


if __name__ == "__main__":
    main()
