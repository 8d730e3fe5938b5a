"""Start-up does only what the title screen's first frame needs (issue 28: `python3 main.py` to its first title
frame within 1.5 times a bare pygame-ce + pygame-gui process; tests/benchmarks/bench_startup.py measures it, these
check the work it no longer does)."""
import os
import subprocess
import sys

import i18n
import pygame

from tests.uihelpers import make_app, step
from ui.screens.menu import MenuScene

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_each_language_folder_is_read_once_however_many_managers():
    """Every UIManager put its translation folders on python-i18n's path again, and each namespace file was read
    once per entry: twice for the first frame, three times after a turned scene's manager was made."""
    app = make_app(size=(1280, 720))
    try:
        app.push(MenuScene())
        step(app, 1)
        _ = app.turned_manager
        assert len(i18n.load_path) == len(set(i18n.load_path))
        assert sum(os.path.samefile(p, os.path.join(ROOT, "assets", "lang")) for p in i18n.load_path) == 1
    finally:
        pygame.quit()


FIRST_FRAME = r"""
import sys
sys.path.insert(0, ROOT)
import main
import ui.app
frames = []
ui.app.App.run = lambda self: frames.append(self.step(1 / 60))
main.main(["--size", "1280x720"])
from engine import tripitz
import gc
print("frames", len(frames), "tripitz tables", len(tripitz.WINDOWS))
print("collecting", gc.isenabled(), "frozen", gc.get_freeze_count())
"""


def test_the_first_title_frame_builds_no_game_tables(tmp_path):
    """The title screen imports every engine (for what each declares); Tripitz's lookup tables are made later,
    by the warm-up, not in the first frame. (A process of its own: main() without --screenshot, as a player
    starts it.)"""
    env = dict(os.environ, HEXCADE_CONFIG_DIR=str(tmp_path / "config"), HEXCADE_SAVE_DIR=str(tmp_path / "data"),
               HEXCADE_LOG_DIR=str(tmp_path / "log"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run([sys.executable, "-c", FIRST_FRAME.replace("ROOT", repr(ROOT))], env=env, cwd=ROOT,
                         capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    assert "frames 1 tripitz tables 0" in run.stdout, run.stdout + run.stderr
    # (and what start-up made is left out of the garbage collector's passes, which run again: main.py)
    frozen = int(run.stdout.split("frozen")[1].split()[0])
    assert "collecting True" in run.stdout and frozen > 10000, run.stdout


def test_the_collector_rests_while_the_title_screen_is_made_and_runs_after(monkeypatch, tmp_path):
    """Start-up's objects last the run: the garbage collector's passes over them (about 12 ms) are left out until
    the title screen is built; it is on for the frames, and main() leaves it as it found it."""
    import gc

    import main
    from ui.app import App
    seen = {}
    real_init, real_step = App.__init__, App.step

    def init(self, *args, **kwargs):
        seen["App()"] = gc.isenabled()
        real_init(self, *args, **kwargs)

    def step(self, dt):
        seen.setdefault("first frame", gc.isenabled())
        real_step(self, dt)

    monkeypatch.setattr(App, "__init__", init)
    monkeypatch.setattr(App, "step", step)
    shot = str(tmp_path / "title.png")
    assert gc.isenabled()
    try:
        assert main.main(["--screenshot", shot, "--size", "800x600"]) == 0
        assert seen == {"App()": False, "first frame": True} and gc.isenabled()
        gc.disable()
        seen.clear()
        assert main.main(["--screenshot", shot, "--size", "800x600"]) == 0
        assert seen == {"App()": False, "first frame": False} and not gc.isenabled()    # (as it found it)
    finally:
        gc.enable()
        pygame.quit()


def test_the_engines_tables_are_made_while_the_title_rests():
    """engine/tripitz.py makes its lookup tables on first use, not at import (the title screen imports every
    engine); the warm-up makes them, so the first Tripitz game does not wait for them."""
    import gc
    from engine import tripitz
    tripitz.WINDOWS.clear()
    tripitz.RESCORED.clear()
    app = make_app(size=(1280, 720))
    try:
        app.push(MenuScene())
        step(app, 1)
        while app.warmup.step():
            pass
        assert tripitz.WINDOWS and set(tripitz.RESCORED) == {"windows", "strict"}
    finally:
        gc.unfreeze()
        pygame.quit()


BEFORE_FIRST_FRAME = r"""
import sys
sys.path.insert(0, ROOT)
import main
import ui.app
seen = {}
def run(self):
    self.step(1 / 60)
    seen["modules"] = sorted(m for m in sys.modules if m.startswith(("ui.", "engine.", "games.")))
    import pygame_gui
    seen["buttons"] = sum(isinstance(e, pygame_gui.elements.UIButton) for e in self.manager.get_sprite_group().sprites())
    seen["frames"] = self.frames_drawn
ui.app.App.run = run
main.main(["--size", "1280x720"])
print("frames", seen["frames"], "buttons", seen["buttons"])
print("modules", " ".join(seen["modules"]))
"""


def test_the_first_title_frame_is_drawn_before_the_set_up_is_built(tmp_path):
    """The program's first frame shows the title screen's background (tests/test_title_frames.py): the set-up's
    buttons, the engines the cards ask for their player counts, the lessons' and puzzles' modules and the table's
    are not made or imported before it."""
    env = dict(os.environ, HEXCADE_CONFIG_DIR=str(tmp_path / "config"), HEXCADE_SAVE_DIR=str(tmp_path / "data"),
               HEXCADE_LOG_DIR=str(tmp_path / "log"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run([sys.executable, "-c", BEFORE_FIRST_FRAME.replace("ROOT", repr(ROOT))], env=env,
                         cwd=ROOT, capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    assert "frames 1 buttons 0" in run.stdout, run.stdout + run.stderr
    modules = run.stdout.split("modules")[1].split()
    for late in ("ui.play.lessondata", "ui.play.puzzledata", "ui.screens.menu.join", "engine.tumbleweed",
                 "engine.tripitz"):
        assert late not in modules, late
