"""Prints what a turned overlay costs a frame (not a test: it asserts nothing).

    python tests/benchmarks/bench_facing.py [--frames 240] [--size 1920x1080]

A 6-seat Tripitz table in its own fresh settings and data folders; the pause menu and the rules page opened from
the bottom seat (upright) and from a side seat (turned), the rules page drawn and turned anew every frame (its
worst case: a turned overlay whose picture did not change is not turned again), and the replay viewer a side
seat opens (a whole window-layout scene, turned), still and stepping; every frame is drawn whole (App.step with the pointer moving, as after an
event), CPU and wall time per frame (median, p99, max). Also the cost of turning the result screen to the next
side (App.turn: its buttons made again). Prints the window size, the driver, the load average and the date.
Goal (issue 26 and the bar): no frame over 8 ms.
"""
import argparse
import statistics
import time

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

import pygame  # noqa: E402

from games import GAMES  # noqa: E402
from ui.app import App  # noqa: E402
from ui.play import review  # noqa: E402


def frames(app, n: int, each=None) -> tuple[list, list]:
    """n whole frames, the pointer moving over the window (a hover each frame); `each(i)` before every frame."""
    cpu, wall = [], []
    w, h = app.size
    for i in range(n):
        if each is not None:
            each(i)
        pos = (w // 4 + (i * 7) % (w // 2), h // 4 + (i * 5) % (h // 2))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False))
        c, t = time.process_time(), time.perf_counter()
        app.step(1 / 60)
        cpu.append((time.process_time() - c) * 1000)
        wall.append((time.perf_counter() - t) * 1000)
    return cpu, wall


def line(name: str, cpu: list, wall: list) -> str:
    def p99(v):
        return sorted(v)[min(len(v) - 1, int(len(v) * 0.99))]
    return (f"{name:<44} CPU median {statistics.median(cpu):5.2f} p99 {p99(cpu):5.2f} max {max(cpu):5.2f} ms "
            f"(goal <= 8) | wall median {statistics.median(wall):5.2f} p99 {p99(wall):5.2f} max {max(wall):5.2f} ms "
            f"(goal <= 8)")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--frames", type=int, default=240)
    p.add_argument("--size", default="1920x1080")
    args = p.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    app = App(size=size, seed=1, games=GAMES)
    from ui.screens.menu import MenuScene
    app.push(MenuScene(selected="tripitz"))
    scene = GAMES["tripitz"].make_scene(6, 3, None, table=True)
    app.push(scene)
    frames(app, 30)                 # (its pictures made: what a first frame costs is issue 28's)
    _ = app.turned_manager          # (made by the warmup while the title screen rests)
    side = next(a.angle for a in scene.seat_layout.seats.values() if a.angle in (90, 270))
    print(benchenv.header(app.display.get_size()))
    print(f"{args.frames} frames each; goal: no frame over 8 ms")
    print(line("the table, nothing over it", *frames(app, args.frames)))
    for angle, who in ((0, "bottom seat"), (side, f"side seat ({side})")):
        app.push(_pause_menu(scene), angle)
        frames(app, 10)
        print(line(f"pause menu, {who}", *frames(app, args.frames)))
        scene.show_rules()
        frames(app, 10)
        print(line(f"rules page, {who}", *frames(app, args.frames)))
        rules = app.scene      # the worst case: its picture drawn and turned anew every frame (as when scrolled)
        print(line(f"rules page drawn anew each frame, {who}",
                   *frames(app, args.frames, lambda i: setattr(rules, "turned_picture", None))))
        app.pop()
        app.pop()
    scene.pressed_at = next(a.rect.center for a in scene.seat_layout.seats.values() if a.angle == side)
    review.open_review(scene, 0)
    frames(app, 30)
    print(line(f"replay viewer, side seat ({side})", *frames(app, args.frames)))
    viewer = app.scene
    print(line(f"replay viewer stepping, side seat ({side})",
               *frames(app, args.frames, lambda i: viewer.mode.go_to(i % 2) if i % 20 == 0 else None)))
    app.pop()
    from ui.kit.overlays import ResultOverlay
    result = ResultOverlay("Result", [], lambda: None, lambda: None)
    result.turns_to = (0, 90, 180, 270)
    app.push(result, 0)
    app.step(1 / 60)
    turns, after = [], []
    for angle in (90, 180, 270, 0) * 5:
        c = time.process_time()
        app.turn(result, angle)        # (as its own update does, every TURN_SECONDS): its buttons made anew
        app.step(1 / 60)               # this step keeps the screen (App.turned_in_step) ...
        turns.append((time.process_time() - c) * 1000)
        c = time.process_time()
        app.step(1 / 60)               # ... and the next draws it
        after.append((time.process_time() - c) * 1000)
    print(f"{'result turned to the next side':<44} CPU median {statistics.median(turns):5.2f} "
          f"max {max(turns):5.2f} ms (goal <= 8); its first frame median {statistics.median(after):5.2f} "
          f"max {max(after):5.2f} ms (goal <= 8)")


def _pause_menu(scene):
    from ui.kit.overlays import MenuOverlay
    return MenuOverlay("Paused", scene.pause_actions())


if __name__ == "__main__":
    main()
