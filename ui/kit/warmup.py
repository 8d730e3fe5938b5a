"""What the program does while the title screen rests: it gets ready for the first game before anyone asks.

Starting the first game of a run used to cost about 200 ms in one step: Python compiling the game's modules
(where bytecode is not kept, as on machines that set PYTHONDONTWRITEBYTECODE) and the first words in new fonts.
Here that work is cut into small pieces (the sound device, one module, one font; last, gc.freeze of all that
lasts the run), and App.run does one piece each time it would otherwise sleep with nothing to draw: the sound
device at any scene's first rest, the rest only while the title screen is on top. A tap arriving meanwhile waits
for at most one piece (a module: 5-30 ms; a sound device that is not there: 100 ms, once). When every piece is
done the App rests as before.
"""
from __future__ import annotations

import gc
import importlib
from collections import deque

import pygame

from ui.kit import sound, text

# The sizes the games' panels, strips and buttons use most (ui/kit/text.py's cached fonts), bold and regular.
FONT_SIZES = (14, 16, 17, 18, 20, 22, 24, 26, 28, 30, 36)
SAMPLE = "AaBbCcDdEeGgHhIiKkLlMmNnOoPpRrSsTtUuWwYy0123456789:·()!?,.%€ÄäÖöÜüßčšžťďľňáéíóú"


def module_names(games: dict) -> list[str]:
    """The scenes' shared module (ui/play/boardscene.py and what it brings), each entry's engine, then each game's
    package, in pieces of 15-25 ms each (a game package imports all its modules at once through its
    __init__)."""
    names = ["ui.play.boardscene"]
    names += [spec.engine_path for spec in games.values()]
    names += [spec.scene.split(":")[0] for spec in games.values()]
    return list(dict.fromkeys(names))


def freeze_what_lasts(app=None) -> None:
    """The last piece: what is made so far (modules, fonts, engine tables) is nearly all kept for the whole run,
    so the garbage collector is told to leave it be (gc.freeze). A collection then looks only at what games made
    since: the one ui/kit/memory.py runs after a game is left took 11-12 ms of a frame, 1-2 ms after this.
    The title screen's buttons are not among it: frozen, they were never freed once it was left (pygame-gui's
    pictures of them, 12-15 MB), so they are dropped first and made again after (20 ms, once, at rest)."""
    scene = app.scene if app is not None else None
    if scene is not None:
        scene.drop_elements()
    gc.collect()
    gc.freeze()
    if scene is not None:
        scene.rebuild_ui()


class Warmup:
    """The pieces still to do; `step()` does one."""

    def __init__(self, app):
        self.app = app
        self.freeze = lambda: freeze_what_lasts(app)     # (the last piece)
        self.pieces: deque = deque()
        self.pieces.append(sound.start)      # the sound device (100 ms when there is none) and the sounds' thread
        for name in module_names(app.games):
            self.pieces.append(lambda name=name: importlib.import_module(name))
        for size in FONT_SIZES:
            for bold in (True, False):
                self.pieces.append(lambda size=size, bold=bold: text.font(size, bold).render(SAMPLE, True,
                                                                                             (255, 255, 255)))

    @property
    def finished(self) -> bool:
        return not self.pieces

    def step(self) -> bool:
        """Do one piece if the title screen is on top and any are left; False when nothing was done."""
        scene = self.app.scene
        if not self.pieces or scene is None:
            return False
        if not getattr(scene, "is_title_screen", False) and self.pieces[0] is not sound.start:
            return False       # (the sound device is opened at any scene's first rest: --game starts a game)
        piece = self.pieces.popleft()
        if not self.pieces and piece is not self.freeze:
            self.pieces.append(self.freeze)
        try:
            piece()
        except (ImportError, pygame.error):      # a piece that fails is simply done later, when the game needs it
            pass
        return True
