"""Damaged files never stop Hexcade: a seeded run that damages every kind of file the app reads in every way a
tester found, and drives the real App (headless) through it, counting what crashed, hung, froze or was lost.

    python3 tests/fuzz_files.py --seconds 1200 --seed 7     as long as wanted; prints a summary, exit 1 on any fault
    python3 tests/fuzz_files.py --seed 7 --files 40         a fixed number of files (what CI and a repro use)
    python3 tests/fuzz_files.py --seed 7 --only 12          the one file a summary named (with --verbose)

File kinds: a save (Continue, twice when it is damaged at a move, then play on), the old single-slot save (moved
to its entry at start, then Continue), a recent game (Recent games: every row tapped, the viewer to the end and its
move list), a record given to `--replay` (main.main with --screenshot), the settings (the title screen, then every
row of Settings tapped), the old prefs.json read when there is no settings file, the best results (an IceSickle
solo game played to its end screen), the puzzles' stars (the puzzles screen, a puzzle solved) and a language file
(a copy of assets/lang with one file damaged: the title screen, Settings in every language, a game). Ways: the bytes cut, bits flipped, empty, not UTF-8, huge and
non-finite numbers, nesting up to 100000 deep, strings up to a million characters, control characters and unpaired
surrogates (raw and escaped), a value of the wrong type or shape, an illegal or over-long move, thousands of unknown
keys, and instead of a file a link to /dev/zero, a dangling link, a named pipe or a folder.

Each file is tried in folders of its own. A fault is: an exception (crashed), a file that took the watchdog's
limit (hung), a step of the app over 1 s (slow: its CPU time is shown beside, a busy machine stretches wall time),
a save set aside because it could not be shown (contained: a drawing bug a file reached), or the original bytes
(or the link, pipe, folder) gone from disk while the app did not take the file as it was (lost).
"""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import shutil
import signal
import stat
import sys
import tempfile
import time
import traceback

os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "benchmarks"))

import pygame  # noqa: E402

import benchenv  # noqa: E402  (tests/benchmarks: fresh folders, and the line printed beside the figures)

from tests.damage import BYTE_DAMAGE, damage_bytes, damage_data, damage_text  # noqa: E402

KINDS = ("save", "old_slot", "recent", "replay", "settings", "old_prefs", "bests", "lang", "stars", "puzzle_stars",
         "ladder")
RECORDS = {"save", "old_slot", "recent", "replay"}         # kinds that hold a game's record
JSON_KINDS = {"save", "old_slot", "settings", "old_prefs", "bests", "lang", "stars", "puzzle_stars", "ladder"}
SPECIAL = ("link_dev_zero", "link_dangling", "fifo", "directory")
CLASSES = {**{how: set(KINDS) for how in BYTE_DAMAGE}, "wrong_value": set(KINDS),
           "illegal_move": RECORDS, "long_move": RECORDS, "unknown_keys": JSON_KINDS - {"lang"},
           **{how: set(KINDS) for how in SPECIAL}}
STEP_LIMIT = 1.0          # seconds: a step of the app longer than this is a freeze
TRY_LIMIT = 30.0          # seconds: one file's whole try longer than this is a hang
SIZE = (1024, 640)


class Hang(Exception):
    """A try that ran past the watchdog's limit."""


def _watchdog(signum, frame):
    raise Hang("this file's try ran past the watchdog's limit")


class Try:
    """One damaged file: its kind, how it was damaged, where it is and what the app made of it."""

    def __init__(self, number: int, kind: str, how: str, seed: int):
        self.number, self.kind, self.how, self.seed = number, kind, how, seed
        self.rng = random.Random(seed)
        self.path = ""            # the damaged file
        self.original = None      # ("bytes", data) | ("link", target) | ("fifo",) | ("directory",)
        self.took = False         # the app took the file as it was (it may then rewrite it)
        self.outcome = ""         # what the player saw: refused, resumed, accepted, listed, replayed...
        self.detail = ""


def explored(match, rng):
    """The match with what a version 2 record holds (engine/gametree.py): a mark, a comment and an evaluation on
    its moves, a branch of legal moves from a position in the middle, and the start written as a set-up position."""
    from engine.gametree import Tree
    tree = Tree.of_moves([str(p.move) for p in match.history])
    main = tree.main_line()
    if main:
        main[0].set_notes({"mark": "?!", "comment": "A comment.", "evaluation": {"chances": [0.4, 0.6]}})
        k = rng.randrange(len(main))
        before = match.history[k].before
        others = [m for m in before.legal_moves() if str(m) != str(match.history[k].move)]
        if others:
            tree.add(main[k - 1] if k else tree.root, str(rng.choice(others))).leaf = "won"
    match.tree = tree
    match.start_position = (match.history[0].before if match.history else match.state).to_dict()
    return match


class FileFuzzer:
    def __init__(self, seed: int, log=print, verbose: bool = False, try_limit: float = TRY_LIMIT,
                 step_limit: float | None = STEP_LIMIT):
        self.seed = seed
        self.log = log
        self.verbose = verbose
        self.try_limit = try_limit
        self.step_limit = step_limit
        self.app = None
        self.root = tempfile.mkdtemp(prefix="hexcade-fuzz-files-")
        self.tried: dict = {}       # (kind, how) -> count
        self.outcomes: dict = {}    # outcome -> count
        self.faults: list[dict] = []
        self.steps = 0
        self.longest = (0.0, 0.0)   # the longest step: (wall, cpu) seconds
        self.current: Try | None = None
        self.order = [(k, h) for h, kinds in sorted(CLASSES.items()) for k in KINDS if k in kinds]
        random.Random(seed).shuffle(self.order)
        self.good = self.good_games()
        self.timed()

    # -- what a good file holds -----------------------------------------------------------------------------------
    def good_games(self) -> list:
        """Records of real games (some finished), to damage: every entry, several lengths."""
        from games import GAMES
        from ui.base.seats import default_seats
        from ui.play.match import Match
        from ui.storage.record import record_of
        rng = random.Random(self.seed)
        out = []
        for key, spec in GAMES.items():
            for moves in (0, 5, 30, 10 ** 4):
                players = rng.choice(spec.players)
                seed = rng.randrange(1000)
                match = Match(key, spec.new_game(players, seed, spec.default_options()), default_seats(players),
                              seed, spec.default_options())
                match.started = "2026-05-01T10:00:00Z"
                while not match.is_over and len(match.history) < moves:
                    match.play(rng.choice(match.state.legal_moves()))
                out.append(record_of(match))
                if moves == 30:        # and as a version 2 record: notes, a branch, a set-up start
                    out.append(record_of(explored(match, rng)))
        return out

    def good_bytes(self, t: Try) -> bytes:
        from engine import record as records
        from ui.storage import saves
        rng = t.rng
        record = rng.choice(self.good)
        t.entry = record.game
        if t.kind == "save":
            return json.dumps({"version": saves.VERSION, "record": record.to_dict()}).encode()
        if t.kind == "old_slot":
            return json.dumps({"game": record.game, "version": saves.VERSION, "record": record.to_dict()}).encode()
        if t.kind in ("recent", "replay"):
            return records.dumps(record).encode()
        if t.kind in ("settings", "old_prefs"):
            return json.dumps({"version": 2, "seats": {"trickle": ["human", "easy"], "tripitz": ["human"] * 6},
                               "table": {"tumbleweed": True, "icesickle": False},
                               "event": {"attract_after": 90, "kiosk": False, "still_playing_after": 120},
                               "sound": {"volume": 0.4, "muted": True},
                               "display": {"animation": "fast", "marks": True, "language": "fi"}}).encode()
        if t.kind == "bests":
            return json.dumps({"version": 1, "bests": {"icesickle": {"all-ice:pattern-1": 14, "x": 3.5}}}).encode()
        if t.kind == "stars":         # the lessons' stars (ui/storage/progress.py)
            return json.dumps({"version": 1, "stars": {"trickle": {"move": 3, "jump": 2}, "tumbleweed": {"sight": 1}},
                               "offered": ["trickle"]}).encode()
        if t.kind == "puzzle_stars":  # the puzzles' stars and dailies solved (ui/storage/puzzleprogress.py)
            return json.dumps({"version": 1, "stars": {"trickle": {"trickle-001": 3}, "tumbleweed": {"t-2": 1}},
                               "daily": ["2026-11-26"]}).encode()
        if t.kind == "ladder":        # the levels beaten (ui/storage/ladder.py)
            return json.dumps({"version": 1,
                               "beaten": {"trickle": ["easy", "medium"], "tumbleweed-8": ["easy"]}}).encode()
        path = os.path.join(lang_directory(), t.lang_file)
        with open(path, "rb") as f:
            return f.read()

    def damaged(self, t: Try, good: bytes) -> bytes:
        rng = t.rng
        if t.how in BYTE_DAMAGE:
            return damage_bytes(good, t.how, rng)
        text = good.decode("utf-8")
        if t.how == "wrong_value":
            if t.kind in ("recent", "replay"):
                return damage_text(text, rng)[0].encode()
            return json.dumps(damage_data(json.loads(text), rng)[0]).encode()
        if t.how in ("illegal_move", "long_move"):
            bad = (rng.choice(["99,99", "pass pass", "x", "0,0^0,0", "P red@9,9", ""]) if t.how == "illegal_move"
                   else rng.choice(["9" * n for n in (401, 5000, 10 ** 6)] + ["é" * 10 ** 5]))
            if t.kind in ("recent", "replay"):
                lines = text.splitlines()
                moves = [i for i, line in enumerate(lines) if line[:1].isdigit()]
                if not moves:
                    return (text + f"1. {bad}\n").encode()
                i = rng.choice(moves)
                lines[i] = lines[i].split(". ", 1)[0] + ". " + bad
                return ("\n".join(lines) + "\n").encode()
            data = json.loads(text)
            moves = data["record"]["moves"]
            moves.insert(rng.randrange(len(moves) + 1), bad)
            return json.dumps(data).encode()
        if t.how == "unknown_keys":
            data = json.loads(text)
            n = rng.choice([10, 1000, 100000])
            extra = {f"{rng.choice(['k', 'trickle-', 'zz'])}{i}": rng.choice([True, ["easy"], {"a": 1}, 5])
                     for i in range(n)}
            inner = {"puzzle_stars": "stars", "ladder": "beaten", "bests": "bests", "stars": "stars"}
            target = data[inner[t.kind]] if t.kind in inner else data.get("record", data)
            for name in rng.sample(["table", "seats", "display", "future", "sound"], 2):
                section = target.setdefault(name, {}) if t.kind in ("settings", "old_prefs") else target
                if isinstance(section, dict):
                    section.update(extra)
            return json.dumps(data).encode()
        raise ValueError(t.how)

    # -- a try ------------------------------------------------------------------------------------------------------
    def folders(self, t: Try) -> tuple[str, str]:
        from ui.storage import bests, ladder, prefs, progress, puzzleprogress
        base = os.path.join(self.root, f"try-{t.number}")
        data, config = os.path.join(base, "data"), os.path.join(base, "config")
        os.makedirs(os.path.join(data, "recent"))
        os.makedirs(config)
        os.environ["HEXCADE_SAVE_DIR"], os.environ["HEXCADE_CONFIG_DIR"] = data, config
        prefs.forget()
        bests.forget()
        progress.forget()
        puzzleprogress.forget()
        ladder.forget()
        return data, config

    def place(self, t: Try, data: str, config: str) -> None:
        """Put the damaged file (or the link, pipe, folder in its place) where the app looks for it."""
        from games import GAMES
        t.entry = t.rng.choice(list(GAMES))
        if t.kind == "lang":
            t.lang_dir = os.path.join(os.path.dirname(data), "lang")
            shutil.copytree(lang_directory(), t.lang_dir)
            names = sorted(n for n in os.listdir(t.lang_dir) if n.endswith(".json"))
            t.lang_file = t.rng.choice([n for n in names if n.endswith((".en.json", ".fi.json"))] + names)
        good = self.good_bytes(t) if t.how not in SPECIAL else b""
        t.path = {"save": os.path.join(data, f"autosave-{t.entry}.json"),
                  "old_slot": os.path.join(data, "autosave.json"),
                  "recent": os.path.join(data, "recent", f"20260501-100000.000000-{t.entry}.hexrec"),
                  "replay": os.path.join(os.path.dirname(data), "game.hexrec"),
                  "settings": os.path.join(config, "settings.json"),
                  "old_prefs": os.path.join(data, "prefs.json"),
                  "bests": os.path.join(data, "bests.json"),
                  "stars": os.path.join(data, "lessons.json"),
                  "puzzle_stars": os.path.join(data, "puzzles.json"),
                  "ladder": os.path.join(data, "ladder.json"),
                  "lang": os.path.join(getattr(t, "lang_dir", ""), getattr(t, "lang_file", ""))}[t.kind]
        if t.how in SPECIAL and os.path.lexists(t.path):
            os.remove(t.path)        # (a language file of the copy: replaced by the link, pipe or folder)
        if t.how == "link_dev_zero":
            target = t.rng.choice(["/dev/zero", "/dev/urandom"])
            os.symlink(target, t.path)
            t.original = ("link", target)
        elif t.how == "link_dangling":
            os.symlink("/nonexistent/hexcade", t.path)
            t.original = ("link", "/nonexistent/hexcade")
        elif t.how == "fifo":
            os.mkfifo(t.path)
            t.original = ("fifo",)
        elif t.how == "directory":
            os.mkdir(t.path)
            t.original = ("directory",)
        else:
            data_bytes = self.damaged(t, good)
            with open(t.path, "wb") as f:
                f.write(data_bytes)
            t.original = ("bytes", data_bytes)

    def run_one(self, number: int) -> Try:
        kind, how = self.order[number % len(self.order)]
        t = Try(number, kind, how, self.seed * 1000003 + number)
        self.current = t
        self.tried[(kind, how)] = self.tried.get((kind, how), 0) + 1
        data, config = self.folders(t)
        watchdog = hasattr(signal, "setitimer") and self.try_limit
        try:
            if watchdog:
                signal.setitimer(signal.ITIMER_REAL, self.try_limit)
            self.place(t, data, config)
            getattr(self, f"drive_{kind}")(t)
            self.settle()
            if watchdog:
                signal.setitimer(signal.ITIMER_REAL, 0)
            self.check_kept(t, data, config)
        except Hang as exc:
            self.fault(t, "hung", exc)
            self.app = None       # (whatever it was doing is abandoned: a fresh App next)
        except Exception as exc:  # the point of the run: count it, say how to repeat it, carry on afresh
            if watchdog:
                signal.setitimer(signal.ITIMER_REAL, 0)
            self.fault(t, "crashed", exc)
            self.app = None
        finally:
            if watchdog:
                signal.setitimer(signal.ITIMER_REAL, 0)
            if kind == "lang":
                use_language_folder(None)
        self.outcomes[t.outcome or "?"] = self.outcomes.get(t.outcome or "?", 0) + 1
        if self.verbose:
            self.log(f"{number}: {kind} {how}: {t.outcome} {t.detail}")
        shutil.rmtree(os.path.dirname(data), ignore_errors=True)
        return t

    def fault(self, t: Try, what: str, exc: BaseException | None = None, detail: str = "") -> None:
        tb = traceback.format_exc() if exc is not None else ""
        where = ""
        if exc is not None and exc.__traceback__ is not None:
            last = traceback.extract_tb(exc.__traceback__)[-1]
            where = f"{last.filename}:{last.lineno}"
        error = f"{type(exc).__name__}: {str(exc)[:200]}" if exc is not None else detail
        self.faults.append({"what": what, "number": t.number, "kind": t.kind, "how": t.how, "error": error,
                            "where": where, "traceback": tb})
        self.log(f"{what.upper()} file {t.number} ({t.kind}, {t.how}): {error} {where}\n{tb}".rstrip())

    def settle(self) -> None:
        from ui.storage import saves
        saves.WRITER.flush()

    # -- the app, timed ---------------------------------------------------------------------------------------------
    def timed(self) -> None:
        """Every App.step (and a record read for --replay) is timed: one over step_limit is a freeze. (Put back
        by close().)"""
        from ui import app as app_module
        from ui.storage import record as record_module
        fuzzer = self
        self.untimed = [(app_module.App, "step", app_module.App.step),
                        (record_module, "read_file", record_module.read_file)]

        def timing(real):
            def wrapper(*args, **kwargs):
                wall, cpu = time.perf_counter(), time.process_time()
                try:
                    return real(*args, **kwargs)
                finally:
                    fuzzer.took(time.perf_counter() - wall, time.process_time() - cpu, real.__name__)
            return wrapper
        for holder, name, real in self.untimed:
            setattr(holder, name, timing(real))

    def took(self, wall: float, cpu: float, what: str) -> None:
        self.steps += 1
        self.longest = max(self.longest, (wall, cpu))
        if self.step_limit is not None and wall > self.step_limit and self.current is not None:
            self.fault(self.current, "slow", detail=f"{what} took {wall:.2f} s ({cpu:.2f} s of CPU)")

    def fresh_app(self):
        from games import GAMES
        from ui.app import App
        if self.app is not None:
            pygame.quit()
        self.app = App(size=SIZE, seed=1, games=GAMES)
        return self.app

    def step(self, frames: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(frames):
            if self.app.running and self.app.scenes:
                self.app.step(dt)

    def click(self, pos) -> None:
        pos = (int(pos[0]), int(pos[1]))
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, touch=False))
            self.step()
        self.step(2)

    def press(self, button) -> bool:
        if button is None or not button.visible or not button.is_enabled:
            return False
        pygame.mouse.set_pos(button.rect.center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0),
                                             buttons=(0, 0, 0), touch=False))
        self.step()
        self.click(button.rect.center)
        return True

    def play_on(self, t: Try) -> None:
        """In a game: a few random moves, its move list, back to the title screen."""
        from ui.play.boardscene import BoardScene
        scene = self.app.scene
        if not isinstance(scene, BoardScene):
            return
        scene.advance_random(t.rng.randint(0, 5), t.rng)
        self.step(3, 0.3)
        if self.app.scene is scene and not scene.state.is_over:
            scene.show_moves()
            self.step(2)
        self.app.home()
        self.step(2)

    # -- driving each kind through the app --------------------------------------------------------------------------
    def home(self, t: Try):
        from ui.screens.menu import MenuScene
        app = self.fresh_app()
        app.home(selected=getattr(t, "entry", None))
        self.step(2)
        assert isinstance(app.scene, MenuScene)
        return app.scene

    def drive_save(self, t: Try) -> None:
        menu = self.home(t)
        if not self.press(menu.continue_button):
            t.outcome = "no continue"
            return
        if self.app.scene is menu and menu.damaged is not None:
            t.outcome = "resumed"
            self.press(menu.continue_button)
        elif self.app.scene is menu:
            t.outcome = "refused" if menu.notice else "finished"
            t.took = not menu.notice
            if "could not be shown" in menu.notice:
                self.fault(t, "contained", detail=menu.notice)
        else:
            t.outcome, t.took = "accepted", True
        self.play_on(t)

    def drive_old_slot(self, t: Try) -> None:
        self.drive_save(t)

    def drive_recent(self, t: Try) -> None:
        from ui.play.replay import ReplayMode
        menu = self.home(t)
        if not self.press(menu.recent_button):
            t.outcome = "not listed"
            return
        listing = self.app.scene
        t.outcome = f"listed {len(listing.items)}"
        for (path, record), rect in listing.rows():
            self.click(rect.center)
            mode = getattr(self.app.scene, "mode", None)
            if isinstance(mode, ReplayMode):
                t.outcome = "replayed"
                mode.go_to(mode.total)
                self.step(3, 0.3)
                mode.show_moves()
                self.step(2)
                while self.app.scene is not listing and len(self.app.scenes) > 1:
                    self.app.pop()
                    self.step()
            elif listing.problem:
                t.outcome = "cannot replay"
                if "could not be shown" in listing.problem:
                    self.fault(t, "contained", detail=listing.problem)
        self.app.pop()
        self.step(2)

    def drive_replay(self, t: Try) -> None:
        import main
        if self.app is not None:
            pygame.quit()
            self.app = None
        out = os.path.join(os.path.dirname(t.path), "shot.png")
        said = io.StringIO()
        with contextlib.redirect_stderr(said), contextlib.redirect_stdout(io.StringIO()):
            code = main.main(["--replay", t.path, "--screenshot", out, "--after", "0.5", "--size", "800x600"])
        lines = [line for line in said.getvalue().splitlines() if line.strip()]
        t.outcome = {0: "replayed", 2: "refused"}.get(code, f"exit {code}")
        if code == 2 and (len(lines) != 1 or len(lines[0]) > 400):
            self.fault(t, "crashed", detail=f"a refusal of {len(lines)} line(s), {len(said.getvalue())} characters: "
                                            f"{said.getvalue()[:200]!r}")
        if "could not be shown" in said.getvalue():
            self.fault(t, "contained", detail=said.getvalue()[:300])
        pygame.quit()

    def drive_settings(self, t: Try) -> None:
        menu = self.home(t)
        t.outcome = "refused" if menu.notice else "accepted"
        t.took = not menu.notice
        self.app.open("settings")
        self.step(2)
        settings = self.app.scene
        for row in list(settings.rows):
            settings.choose(row.key)
            self.step(2)
        self.app.pop()
        self.step(2)

    def drive_old_prefs(self, t: Try) -> None:
        self.drive_settings(t)
        t.outcome, t.took = ("refused" if t.outcome == "refused" else "ignored"), False   # (never ours to write)

    def drive_bests(self, t: Try) -> None:
        from games import GAMES
        self.home(t)
        spec = GAMES["icesickle"]
        scene = spec.make_scene(1, t.rng.randrange(1000), spec.default_options())
        self.app.push(scene)
        scene.advance_random(10 ** 5, t.rng)
        self.step(8, 0.5)
        t.outcome = "end screen" if self.app.scene is not scene else "no end"
        # a file set aside is in its broken copy; one taken as it was may be rewritten with a new best
        t.took = not any(".broken-" in name for name in os.listdir(os.path.dirname(t.path)))

    def drive_stars(self, t: Try) -> None:
        """The title screen (Learn's label, its notice), the lessons screen, a lesson finished: its stars kept."""
        from games import GAMES
        self.home(t)
        spec = GAMES[t.entry]
        self.app.open("lessons", spec=spec)
        self.step(2)
        from ui.play.lessonmode import lesson_scene
        scene = lesson_scene(spec, 0)
        self.app.push(scene)
        self.step(2)
        scene.mode.finish()
        self.step(2)
        t.outcome = "lesson finished"
        t.took = not any(".broken-" in name for name in os.listdir(os.path.dirname(t.path)))

    def drive_puzzle_stars(self, t: Try) -> None:
        """The title screen (its notice), the puzzles screen (stars and the daily read), a puzzle solved: kept."""
        from games import GAMES
        from ui.storage import puzzleprogress
        self.home(t)
        self.app.open("puzzles", spec=GAMES[t.entry])
        self.step(2)
        puzzleprogress.record(t.entry, "fuzz-1", 2)
        puzzleprogress.record_daily("2026-11-27")
        self.step(2)
        t.outcome = "puzzle solved"
        t.took = not any(".broken-" in name for name in os.listdir(os.path.dirname(t.path)))

    def drive_ladder(self, t: Try) -> None:
        """The title screen (the Ladder row, its notice), Climb, and a game won against its level: kept."""
        from ui.screens.menu import ladder as ladder_row
        from ui.storage import ladder
        menu = self.home(t)
        climb = next((b for b, (fn, _) in menu.widgets.items() if fn is ladder_row.climb), None)
        if climb is not None and self.press(climb):
            self.step(2)
        ladder.record_game(t.entry, {"size": 8}, ["human", "easy"], [0])
        self.step(2)
        t.outcome = "climbed" if climb is not None else "no ladder"
        t.took = not any(".broken-" in name for name in os.listdir(os.path.dirname(t.path)))

    def drive_lang(self, t: Try) -> None:
        from games import GAMES
        self.home(t)
        use_language_folder(t.lang_dir)
        self.app.home()
        self.step(2)
        self.app.open("settings")
        self.step(2)
        for _ in range(5):
            self.app.scene.choose("language")
            self.step(2)
        self.app.home()
        spec = GAMES[t.entry]
        self.app.push(spec.make_scene(spec.default_players, 1, spec.default_options()))
        self.step(3)
        self.app.scene.show_rules()
        self.step(2)
        t.outcome = "shown"

    # -- nothing lost -----------------------------------------------------------------------------------------------
    def check_kept(self, t: Try, data: str, config: str) -> None:
        """The original is still on disk (where it was, or set aside beside it), unless the app took it as it
        was; a save taken keeps every move it had."""
        folder = os.path.dirname(t.path)
        if found(folder, t.original):
            return
        if t.took and t.kind in ("save", "old_slot", "settings", "old_prefs", "bests", "stars", "puzzle_stars",
                                 "ladder"):
            return
        self.fault(t, "lost", detail=f"{t.original[0]} {os.path.basename(t.path)} is gone ({t.outcome})")

    # -- the run ----------------------------------------------------------------------------------------------------
    def run(self, files: int | None = None, seconds: float | None = None, only: int | None = None) -> list[dict]:
        previous = signal.signal(signal.SIGALRM, _watchdog) if hasattr(signal, "SIGALRM") else None
        try:
            if only is not None:
                self.run_one(only)
                self.tries = 1
                return self.faults
            end = time.monotonic() + seconds if seconds is not None else None
            number = 0
            while (files is None or number < files) and (end is None or time.monotonic() < end):
                self.run_one(number)
                number += 1
            self.tries = number
        finally:
            if previous is not None:
                signal.signal(signal.SIGALRM, previous)
        return self.faults

    def close(self) -> None:
        from ui.play.thinker import THINKER
        from ui.storage import saves
        saves.WRITER.flush()
        THINKER.shutdown()
        pygame.quit()
        for holder, name, real in self.untimed:
            setattr(holder, name, real)
        shutil.rmtree(self.root, ignore_errors=True)


def found(folder: str, original) -> bool:
    """Whether the original (bytes, a link, a pipe, a folder) is in `folder`, under any name."""
    try:
        names = os.listdir(folder)
    except OSError:
        return False
    for name in names:
        path = os.path.join(folder, name)
        if original[0] == "link":
            if os.path.islink(path) and os.readlink(path) == original[1]:
                return True
        elif original[0] == "fifo":
            if not os.path.islink(path) and os.path.exists(path) and stat.S_ISFIFO(os.stat(path).st_mode):
                return True
        elif original[0] == "directory":
            if os.path.isdir(path) and not os.path.islink(path) and name not in ("recent", "lang"):
                return True
        elif os.path.isfile(path) and not os.path.islink(path) and os.path.getsize(path) == len(original[1]):
            with open(path, "rb") as f:
                if f.read() == original[1]:
                    return True
    return False


def lang_directory() -> str:
    from ui.base import lang
    return lang.DIRECTORY


def use_language_folder(folder: str | None) -> None:
    """Read the words from `folder` (a damaged copy) instead of assets/lang, or, with None, from assets/lang again.
    python-i18n keeps what it read: forgotten either way."""
    import i18n
    from ui.base import lang
    real = lang.DIRECTORY
    for path in list(i18n.load_path):
        if path == real or "hexcade-fuzz-files-" in path:
            i18n.load_path.remove(path)
    i18n.translations.container.clear()
    lang.add_words(folder or real)       # (forgets the words kept)


def summary(fuzzer: FileFuzzer, elapsed: float) -> str:
    counts = {what: sum(1 for f in fuzzer.faults if f["what"] == what)
              for what in ("crashed", "hung", "slow", "contained", "lost")}
    tries = getattr(fuzzer, "tries", sum(fuzzer.tried.values()))
    lines = [f"fuzz_files seed {fuzzer.seed}: {tries} files in {elapsed:.0f} s, {fuzzer.steps} timed steps "
             f"(longest {fuzzer.longest[0]:.2f} s, {fuzzer.longest[1]:.2f} s of CPU)",
             "  " + ", ".join(f"{n} {what}" for what, n in counts.items()),
             "  what the player saw: " + ", ".join(f"{k} {v}" for k, v in sorted(fuzzer.outcomes.items())),
             "  files tried per kind (columns) and way of damage (rows):"]
    kinds = [k for k in KINDS]
    lines.append("    " + " " * 15 + "".join(f"{k:>10}" for k in kinds))
    for how in sorted(CLASSES):
        lines.append(f"    {how:<15}" + "".join(f"{fuzzer.tried.get((k, how), '-' if k not in CLASSES[how] else 0):>10}"
                                            for k in kinds))
    lines.append("    " + f"{'all':<15}" + "".join(f"{sum(v for (k2, _), v in fuzzer.tried.items() if k2 == k):>10}"
                                                  for k in kinds))
    for f in fuzzer.faults:
        lines.append(f"  {f['what']}: file {f['number']} ({f['kind']}, {f['how']}): {f['error']} {f['where']}")
        lines.append(f"    repeat: python3 tests/fuzz_files.py --seed {fuzzer.seed} --only {f['number']} --verbose")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=None, help="run this long (default: 60 s if no --files)")
    parser.add_argument("--files", type=int, default=None, help="try this many damaged files")
    parser.add_argument("--only", type=int, default=None, help="try only the file of this number (a repeat)")
    parser.add_argument("--verbose", action="store_true", help="print every file's outcome")
    args = parser.parse_args(argv)
    seconds = args.seconds if args.seconds is not None or args.files is not None else 60.0
    try:
        import resource      # a read that is not bounded fails here rather than taking the machine's memory
        resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))
    except (ImportError, ValueError, OSError):
        pass
    # Every try gets folders of its own (FileFuzzer.folders); these hold what comes before the first and the
    # crash logs, so that nothing reaches the player's folders, whatever the environment named.
    own = benchenv.prepare()
    print(benchenv.header())
    fuzzer = FileFuzzer(args.seed, verbose=args.verbose)
    began = time.monotonic()
    try:
        fuzzer.run(files=args.files, seconds=seconds, only=args.only)
    except KeyboardInterrupt:
        print("interrupted")
    finally:
        elapsed = time.monotonic() - began
        fuzzer.close()
        for folder in own.values():
            shutil.rmtree(folder, ignore_errors=True)
    print(summary(fuzzer, elapsed))
    return 1 if fuzzer.faults else 0


if __name__ == "__main__":
    if "PYTHONHASHSEED" not in os.environ:
        os.environ["PYTHONHASHSEED"] = "0"      # (a seed repeats in another process: see tests/fuzz_input.py)
        os.execv(sys.executable, [sys.executable] + sys.argv)
    sys.exit(main())
