"""Random input never breaks Hexcade: a seeded stream of taps, drags, several fingers at once, keys, wheel turns,
resizes and focus changes, fed to the real App (headless) over every scene, counting every exception.

    python3 tests/fuzz_input.py --seconds 300 --seed 7     as long as wanted; prints a summary, exit 1 on any
    python3 tests/fuzz_input.py --seed 7 --steps 2000      a fixed number of actions (what CI and a repro use)

Each episode opens one scene (the title screen, or an entry with a player count and a layout, sometimes already
paused, on its rules page or at its result screen) at a window size, then plays random actions on it; the actions
themselves navigate further (Esc, the buttons, Play again, Back to menu...). Now and then random legal moves are
played through the scene's `advance_random`, or the game is played to its end, so result screens are fuzzed too.
An exception is recorded with its seed, episode and action number and the run goes on from a fresh title screen.
The same seed and steps give the same run (the script fixes PYTHONHASHSEED), as far as the worker process allows: after each action the autosave is
flushed and a hint asked for is waited for, but a hint is searched for against the clock, and a computer seat's
move arrives on its own time (`--computers` adds episodes with an easy computer seat, kiosk mode and long idle
steps, so the attract mode's demo games and "Still playing?" are fuzzed too).
The script keeps its settings, saves and crash logs in fresh folders of its own (tests/benchmarks/benchenv.py),
removed at the end: the player's are never touched, whatever HEXCADE_CONFIG_DIR and HEXCADE_SAVE_DIR say.
"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import sys
import time
import traceback

# SDL would turn Ctrl+C and SIGTERM into a QUIT event, which the fuzz takes as one more input: keep them.
os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "benchmarks"))

import pygame  # noqa: E402
import pygame_gui  # noqa: E402

import benchenv  # noqa: E402  (tests/benchmarks: fresh folders, and the line printed beside the figures)

SIZES = [(1280, 720), (1920, 1080), (1024, 768), (800, 600), (640, 480), (720, 1280), (1366, 768), (900, 900)]
BIG_SIZES = [(2560, 1440), (3840, 2160)]      # rare: a frame there is slow
KEYS = [pygame.K_ESCAPE, pygame.K_u, pygame.K_h, pygame.K_z, pygame.K_y, pygame.K_F11, pygame.K_1, pygame.K_2,
        pygame.K_3, pygame.K_4, pygame.K_0, pygame.K_a, pygame.K_p, pygame.K_s, pygame.K_w, pygame.K_q,
        pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_UP,
        pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_l, pygame.K_m]
DTS = [0.0, 1 / 60, 1 / 60, 1 / 30, 0.1, 0.5, 2.0]
ACTIONS = {"step": 10, "tap": 14, "finger_tap": 14, "drag": 5, "finger_drag": 6, "fingers": 7, "move_taps": 8,
           "key": 8, "wheel": 2, "resize": 1.5, "window": 2, "advance": 2, "finish": 0.6}
COMPUTER_ACTIONS = {"idle": 0.7}   # long idle steps: the attract mode's demo games and "Still playing?"


class Hang(Exception):
    """An action that ran longer than the watchdog allows (an endless loop is a failure too)."""


def _watchdog(signum, frame):
    raise Hang("this action ran past the watchdog's limit")


class Fuzzer:
    def __init__(self, seed: int, computers: bool = False, actions_per_episode: int = 80, log=print,
                 verbose: bool = False, action_limit: float = 30.0):
        self.seed = seed
        self.rng = random.Random(seed)
        self.computers = computers
        self.per_episode = actions_per_episode
        self.log = log
        self.verbose = verbose      # log every action (to follow a repeat up to its failure)
        self.action_limit = action_limit   # seconds one action may take before it counts as a hang (Unix only)
        self.app = None
        self.failures: list[dict] = []
        self.actions = 0
        self.episodes = 0
        self.scenes_seen: dict[str, int] = {}
        self.fingers_down: set[int] = set()
        self.next_finger = 1
        self.needs_fresh = False     # after an exception the next episode starts in a new App

    # -- the app ---------------------------------------------------------------------------------------------
    def fresh_app(self, size=(1280, 720)):
        from games import GAMES
        from ui.app import App
        if self.app is not None:
            pygame.quit()
        # Kiosk mode only with computers: an idle kiosk falls back to the attract mode, where computers play.
        kiosk = self.computers and self.rng.random() < 0.3
        self.app = App(size=size, seed=self.seed, games=GAMES, kiosk=kiosk)
        return self.app

    def step(self, dt: float = 1 / 60, frames: int = 1) -> None:
        for _ in range(frames):
            if not self.app.running or not self.app.scenes:
                return
            self.app.step(dt)

    def post(self, kind, **attrs) -> None:
        pygame.event.post(pygame.event.Event(kind, **attrs))

    # -- episodes --------------------------------------------------------------------------------------------
    def start_episode(self) -> str:
        """A fresh scene to fuzz: the title screen, or a game entry in some state; returns its description."""
        from games import GAMES
        from ui.screens.menu import MenuScene
        rng = self.rng
        size = rng.choice(SIZES)
        app = self.app
        if app is None or self.needs_fresh or rng.random() < 0.1:
            self.needs_fresh = False
            app = self.fresh_app(size)
        else:
            app.running = True
            if app.fullscreen and not app.kiosk:
                app.toggle_fullscreen()
            app.resize(size)
        self.fingers_down.clear()
        key = rng.choice(list(GAMES))
        if rng.random() < 0.15:
            app.reset_to(MenuScene(selected=key))
            return f"title screen ({key}) at {size[0]}x{size[1]}"
        if rng.random() < 0.06:     # the join screen of a table (its spots and corners are tapped by the taps)
            menu = MenuScene(selected=key)
            app.reset_to(menu)
            menu.current()["table"] = True
            menu.start()
            return f"join screen ({key}) at {size[0]}x{size[1]}"
        spec = GAMES[key]
        players = rng.choice(spec.players)
        table = rng.random() < 0.5
        controllers = None
        if self.computers and rng.random() < 0.3:
            controllers = ["human"] + ["easy"] * (players - 1) if players > 1 else ["easy"]
        app.reset_to(MenuScene(selected=key))
        options = spec.default_options()
        if rng.random() < 0.5:    # the variants too: each option at a random value (a refused mix: the defaults)
            options = {o.key: rng.choice(list(o.choices)) for o in spec.options}
            try:
                spec.new_game(players, 0, options)
            except ValueError:
                options = spec.default_options()
        scene = spec.make_scene(players, rng.randrange(1000), options, table=table, controllers=controllers)
        app.push(scene)
        if controllers:
            scene.turns.think_seconds = 0.2
        where = rng.choice(["game", "game", "game", "moves", "paused", "rules", "result"])
        if where == "moves":
            scene.advance_random(rng.randint(1, 30), rng)
        elif where == "paused":
            scene.pause()
        elif where == "rules":
            scene.show_rules()
        elif where == "result":
            scene.advance_random(100000, rng)
            self.step(0.5, 3)
        layout = "table" if table else "window"
        who = f" seats {','.join(controllers)}" if controllers else ""
        varied = {k: v for k, v in options.items() if spec.default_options().get(k) != v}
        return f"{key} {players}p {layout}{who} {varied or ''} ({where}) at {size[0]}x{size[1]}"

    def settle(self) -> None:
        """What happens off the frame loop happens now, so that a seed repeats: the autosave reaches the disk
        (the title screen's Continue depends on it) and a hint asked for arrives (at most 10 s)."""
        from ui.storage import saves
        saves.WRITER.flush()
        scene = self.board_scene()
        end = time.monotonic() + 10
        while scene is not None and scene.turns.looking_for_hint and time.monotonic() < end and \
                self.app.running and self.app.scenes:
            time.sleep(0.005)
            self.app.step(0.0)

    def board_scene(self):
        from ui.play.boardscene import BoardScene
        for scene in reversed(self.app.scenes):
            if isinstance(scene, BoardScene):
                return scene
        return None

    # -- where to tap ----------------------------------------------------------------------------------------
    def gui_buttons(self) -> list:
        from ui.screens.menu import MenuScene
        top = self.app.scene
        out = []
        for element in self.app.manager.get_sprite_group().sprites():
            if isinstance(element, pygame_gui.elements.UIButton) and element.visible:
                if not self.computers and isinstance(top, MenuScene) and \
                        top.widgets.get(element, (None,))[0] == top.cycle_seat:
                    continue    # a computer seat would bring the worker's own timing into the run
                out.append(element.rect.center)
        return out

    def painted_buttons(self) -> list:
        """The table's corners and the buttons painted in each seat's strip."""
        scene = self.board_scene()
        if scene is None or not scene.table or scene is not self.app.scene:
            return []
        points = [r.center for r in scene.seat_layout.corners.values()]
        for seat, area in scene.seat_layout.seats.items():
            points += [area.to_screen(b.rect.center) for b in scene.chrome.strip(seat)[2]]
        return points

    def move_points(self) -> list:
        """Where a player taps for a random legal move (or [])."""
        scene = self.board_scene()
        if scene is None or scene is not self.app.scene or scene.state.is_over:
            return []
        legal = scene.state.legal_moves()
        if not legal:
            return []
        try:
            return [tuple(map(int, p)) for p in scene.taps_for(self.rng.choice(legal))]
        except Exception:   # a point that exists only later (a Done button): the taps up to it
            return []

    def point(self):
        from ui.screens.menu import MenuScene
        rng = self.rng
        w, h = self.app.size
        choice = rng.random()
        candidates = []
        if choice < 0.35:
            candidates = self.gui_buttons()
        elif choice < 0.5:
            candidates = self.painted_buttons()
        elif choice < 0.7:
            candidates = self.move_points()
        if candidates:
            x, y = rng.choice(candidates)
            return (min(w - 1, max(0, int(x) + rng.randint(-6, 6))), min(h - 1, max(0, int(y) + rng.randint(-6, 6))))
        p = (rng.randrange(w), rng.randrange(h))
        top = self.app.scene
        if not self.computers and isinstance(top, MenuScene) and any(r.collidepoint(p) for r in top.seat_rects):
            return (w // 2, 8)   # (not a seat button, see gui_buttons)
        return p

    # -- actions ---------------------------------------------------------------------------------------------
    def mouse(self, kind, pos, touch=False, button=1):
        if kind == "move":
            self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=touch)
        else:
            self.post(pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP, pos=pos, button=button,
                      touch=touch)

    def finger(self, kind, fid, pos, emulate: bool):
        """A FINGER event, followed (for the finger SDL emulates the mouse from) by its emulated mouse event."""
        w, h = self.app.size
        types = {"down": pygame.FINGERDOWN, "move": pygame.FINGERMOTION, "up": pygame.FINGERUP}
        self.post(types[kind], touch_id=1, finger_id=fid, x=pos[0] / w, y=pos[1] / h, dx=0.0, dy=0.0, pressure=1.0)
        if emulate:
            self.mouse(kind, pos, touch=True)

    def path(self, a, b, n):
        return [(int(a[0] + (b[0] - a[0]) * i / n), int(a[1] + (b[1] - a[1]) * i / n)) for i in range(1, n + 1)]

    def act(self, kind: str) -> str:
        rng, app = self.rng, self.app
        if kind == "step":
            dt = rng.choice(DTS)
            n = rng.randint(1, 4)
            self.step(dt, n)
            return f"step {n}x{dt:.3f}"
        if kind == "tap":
            p = self.point()
            pygame.mouse.set_pos(p)
            self.post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0), touch=False)
            self.mouse("down", p, button=rng.choice([1, 1, 1, 1, 3]))
            self.step()
            self.mouse("up", p)
            self.step(1 / 60, 2)
            return f"tap {p}"
        if kind == "finger_tap":
            p = self.point()
            fid = self.new_finger()
            emulate = not self.fingers_down
            self.finger("down", fid, p, emulate)
            self.step()
            self.finger("up", fid, p, emulate)
            self.step(1 / 60, 2)
            return f"finger {fid} tap {p}"
        if kind in ("drag", "finger_drag"):
            a, b = self.point(), self.point()
            n = rng.randint(1, 8)
            fid = self.new_finger()
            emulate = not self.fingers_down
            if kind == "drag":
                self.mouse("down", a)
            else:
                self.finger("down", fid, a, emulate)
            self.step()
            for p in self.path(a, b, n):
                if kind == "drag":
                    self.mouse("move", p)
                else:
                    self.finger("move", fid, p, emulate)
                self.step(rng.choice(DTS[:4]))
            if kind == "drag":
                self.mouse("up", b)
            else:
                self.finger("up", fid, b, emulate)
            self.step(1 / 60, 2)
            return f"{kind} {a}->{b} in {n}"
        if kind == "fingers":
            return self.fingers()
        if kind == "move_taps":
            points = self.move_points()
            for p in points:
                fid = self.new_finger()
                self.finger("down", fid, p, not self.fingers_down)
                self.step()
                self.finger("up", fid, p, not self.fingers_down)
                self.step(1 / 60, 2)
            return f"move taps {points}"
        if kind == "key":
            k = rng.choice(KEYS)
            mod = rng.choice([0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_CTRL | pygame.KMOD_SHIFT, pygame.KMOD_SHIFT])
            uni = chr(k) if 32 <= k < 127 else ""
            self.post(pygame.KEYDOWN, key=k, mod=mod, unicode=uni, scancode=0)
            self.step()
            self.post(pygame.KEYUP, key=k, mod=mod, unicode=uni, scancode=0)
            self.step()
            return f"key {pygame.key.name(k)} mod {mod}"
        if kind == "wheel":
            p = self.point()
            pygame.mouse.set_pos(p)
            self.post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0), touch=False)
            y = rng.choice([-3, -1, 1, 3])
            self.post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y), touch=False)
            self.step(1 / 60, 2)
            return f"wheel {y} at {p}"
        if kind == "resize":
            size = rng.choice(BIG_SIZES) if rng.random() < 0.08 else rng.choice(SIZES + [
                (rng.randint(400, 2000), rng.randint(300, 1200))])
            self.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
            self.step()
            return f"resize {size}"
        if kind == "window":
            kind = rng.choice([pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWLEAVE,
                               pygame.WINDOWENTER, pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED])
            self.post(kind, window=None)
            self.step(rng.choice(DTS))
            return f"window {pygame.event.event_name(kind)}"
        if kind == "idle":
            n = rng.randint(1, 4)
            self.step(rng.choice([20.0, 45.0, 100.0]), n)
            return f"idle {n} long steps"
        if kind in ("advance", "finish"):
            scene = self.board_scene()
            if scene is None or scene is not app.scene:
                self.step()
                return f"{kind}: no game on top"
            n = rng.randint(1, 25) if kind == "advance" else 100000
            played = scene.advance_random(n, rng)
            self.step(0.5, 2)
            return f"{kind}: {played} random moves"
        raise ValueError(kind)

    def new_finger(self) -> int:
        self.next_finger += 1
        return self.next_finger

    def fingers(self) -> str:
        """Several fingers at once: downs, moves and lifts interleaved, lifted out of order, some never."""
        rng = self.rng
        n = rng.randint(2, 4)
        fids = [self.new_finger() for _ in range(n)]
        pos = {}
        emulated = None if self.fingers_down else fids[0]   # SDL emulates the mouse from the first finger only
        ops = 0
        for _ in range(rng.randint(n, 4 * n)):
            fid = rng.choice(fids)
            if fid not in pos:
                pos[fid] = self.point()
                self.finger("down", fid, pos[fid], fid == emulated)
                self.fingers_down.add(fid)
            elif rng.random() < 0.7:
                p = (pos[fid][0] + rng.randint(-80, 80), pos[fid][1] + rng.randint(-80, 80))
                if rng.random() < 0.9:     # else slid off the window's edge: SDL reports it outside 0..1
                    p = (max(0, min(self.app.size[0] - 1, p[0])), max(0, min(self.app.size[1] - 1, p[1])))
                pos[fid] = p
                self.finger("move", fid, pos[fid], fid == emulated)
            else:
                self.finger("up", fid, pos.pop(fid), fid == emulated)
                self.fingers_down.discard(fid)
            ops += 1
            if rng.random() < 0.5:
                self.step(rng.choice(DTS[:4]))
        for fid in list(pos):
            if rng.random() < 0.8:          # a few stay down for good (a lost FINGERUP)
                self.finger("up", fid, pos.pop(fid), fid == emulated)
                self.fingers_down.discard(fid)
        self.step(1 / 60, 2)
        return f"{n} fingers, {ops} events, {len(pos)} left down"

    # -- the run ---------------------------------------------------------------------------------------------
    def record(self, episode: str, action: str, exc: BaseException) -> None:
        tb = traceback.format_exc()
        where = traceback.extract_tb(exc.__traceback__)[-1]
        self.failures.append({"seed": self.seed, "action": self.actions, "episode": episode, "what": action,
                              "error": f"{type(exc).__name__}: {exc}", "where": f"{where.filename}:{where.lineno}",
                              "traceback": tb})
        self.log(f"EXCEPTION at action {self.actions} (seed {self.seed}) in {episode}, doing {action}:\n{tb}")

    def run(self, steps: int | None = None, seconds: float | None = None) -> list[dict]:
        actions = dict(ACTIONS, **(COMPUTER_ACTIONS if self.computers else {}))
        names, weights = list(actions), list(actions.values())
        end = time.monotonic() + seconds if seconds is not None else None
        watchdog = hasattr(signal, "setitimer") and self.action_limit
        if watchdog:
            previous = signal.signal(signal.SIGALRM, _watchdog)
        try:
            self._run(names, weights, end, steps, watchdog)
        finally:
            if watchdog:
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.signal(signal.SIGALRM, previous)
        return self.failures

    def _run(self, names, weights, end, steps, watchdog) -> None:
        episode = ""
        left = 0
        while (steps is None or self.actions < steps) and (end is None or time.monotonic() < end):
            action = "start episode"
            try:
                if watchdog:
                    signal.setitimer(signal.ITIMER_REAL, self.action_limit)
                if left <= 0 or self.app is None or not self.app.running or not self.app.scenes:
                    episode = self.start_episode()
                    self.episodes += 1
                    left = self.per_episode
                kind = self.rng.choices(names, weights)[0]
                action = kind
                action = self.act(kind)
                self.settle()
                if self.verbose:
                    self.log(f"{self.actions}: {action} [{episode}]")
                top = type(self.app.scene).__name__ if self.app.scene is not None else "none"
                self.scenes_seen[top] = self.scenes_seen.get(top, 0) + 1
            except Exception as exc:   # the point of the run: count it, say how to repeat it, carry on afresh
                if watchdog:
                    signal.setitimer(signal.ITIMER_REAL, 0)
                self.record(episode, action, exc)
                left = 0
                self.needs_fresh = True
            if watchdog:
                signal.setitimer(signal.ITIMER_REAL, 0)
            self.actions += 1
            left -= 1

    def close(self) -> None:
        from ui.storage import saves
        from ui.play.thinker import THINKER
        saves.WRITER.flush()
        THINKER.shutdown()
        pygame.quit()


def summary(fuzzer: Fuzzer, elapsed: float) -> str:
    lines = [f"fuzz seed {fuzzer.seed}: {fuzzer.actions} actions in {fuzzer.episodes} episodes, {elapsed:.1f} s, "
             f"{len(fuzzer.failures)} exception(s)",
             "top scenes after an action: " + ", ".join(f"{k} {v}" for k, v in sorted(fuzzer.scenes_seen.items()))]
    for f in fuzzer.failures:
        lines.append(f"  action {f['action']}: {f['error']} at {f['where']} ({f['episode']}; {f['what']})")
        lines.append(f"    repeat: python3 tests/fuzz_input.py --seed {f['seed']} --steps {f['action'] + 1}")
    return "\n".join(lines)


def own_folders() -> list[str]:
    """Fresh settings, save and log folders for this run, whatever the environment named: random taps switch the
    language, mute, the table layout and kiosk mode (the next plain start would be fullscreen with no way out) and
    leave saves, and none of it may reach the player's own files. A fresh start also makes a seed repeat."""
    return list(benchenv.prepare().values())


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=None, help="run this long (default: 60 s if no --steps)")
    parser.add_argument("--steps", type=int, default=None, help="run this many actions")
    parser.add_argument("--computers", action="store_true", help="also episodes with an easy computer seat")
    parser.add_argument("--per-episode", type=int, default=80, help="actions before a fresh scene")
    parser.add_argument("--verbose", action="store_true", help="print every action")
    parser.add_argument("--action-limit", type=float, default=30.0,
                        help="seconds one action may take before it counts as a hang")
    args = parser.parse_args(argv)
    seconds = args.seconds if args.seconds is not None or args.steps is not None else 60.0
    folders = own_folders()
    print(benchenv.header())
    print("window sizes: each episode one of " + ", ".join(f"{w}x{h}" for w, h in SIZES + BIG_SIZES))
    fuzzer = Fuzzer(args.seed, computers=args.computers, actions_per_episode=args.per_episode,
                    verbose=args.verbose, action_limit=args.action_limit)
    began = time.monotonic()
    try:
        fuzzer.run(steps=args.steps, seconds=seconds)
    except KeyboardInterrupt:
        print("interrupted")
    finally:
        elapsed = time.monotonic() - began
        fuzzer.close()
        for folder in folders:
            shutil.rmtree(folder, ignore_errors=True)
    print(summary(fuzzer, elapsed))
    return 1 if fuzzer.failures else 0


if __name__ == "__main__":
    if "PYTHONHASHSEED" not in os.environ:
        # Sets of strings iterate in a per-process order (an engine's legal moves may come from one): fix it, so
        # that a seed repeats in another process.
        os.environ["PYTHONHASHSEED"] = "0"
        os.execv(sys.executable, [sys.executable] + sys.argv)
    sys.exit(main())
