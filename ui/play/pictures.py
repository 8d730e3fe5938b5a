"""Pictures of a game (issue 24): one position as a PNG, a whole game as an animated GIF.

Drawn by the game's own scene, exactly as the replay viewer shows it (the same board, pieces, panel or table
strips, the last move marked; Tripitz's racks as a spectator of the replay sees them), laid out at the size asked
for on a Surface of its own, without the viewer's controls, messages, hover or hint rings. Its status line says
where in the game the picture is ("Tumbleweed: move 12 of 40").

Every file is written atomically (a temporary name in the same folder, then os.replace): a failed write leaves no
part of a picture behind and an older picture of that name whole. What goes wrong is a PictureError, a code the
caller words (`reason_words`, the `pictures` namespace of assets/lang), never a traceback. The GIF is written by
Pillow (pygame cannot write GIFs), each frame scaled down to GIF_WIDTH so that the file stays small.

The replay viewer's two buttons call `save_position(line, at, size, table)` and `save_game(line, size, table)`:
they write into the data folder's `pictures/` subfolder (`default_path`) and answer the sentence to say.
"""
from __future__ import annotations

import errno
import itertools
import os
import time
import zlib
from collections import deque
from dataclasses import replace

import pygame

from engine.core import Coded
from ui.base import codewords, lang
from ui.base.lang import t
from ui.base.seats import HUMAN
from ui.kit import text
from ui.play.modes import Mode
from ui.storage import folders

PNG, GIF = ".png", ".gif"
SIZE = (1280, 720)       # the window's default size: a picture is laid out as a screenshot of it would be
GIF_WIDTH = 800          # px: a GIF's frames are scaled down to this width at most (a 100-move game stays small)
HOLD_MS = 800            # each position of a GIF is shown this long...
LAST_HOLD_MS = 3000      # ...and the last one longer, before it loops
FOLDER = "pictures"      # in the data folder: where the viewer's pictures go

# What can go wrong, as codes (worded by pictures.codes.<code> in assets/lang; the English is for logs).
CODES = {
    "extension": "the file name should end in {wanted}",
    "no_folder": "the folder {folder} does not exist",
    "is_folder": "{path} is a folder",
    "not_allowed": "there is no permission to write in {folder}",
    "no_room": "the disk is full",
    "cannot_write": "the file could not be written",
    "maker_stopped": "the program that makes pictures stopped before it was done",
}
WORDS = "pictures"


class PictureError(Coded, Exception):
    """A picture that could not be written: `code` (CODES) and its values."""

    def __init__(self, code: str, **values):
        Coded.__init__(self, code, CODES[code], **values)
        Exception.__init__(self, self.reason)


def reason_words(error: PictureError) -> str:
    """Why, in the player's language."""
    return codewords.say(error, WORDS)


class PictureMode(Mode):
    """A board only looked at, as a spectator sees it: no buttons, no sound, nothing moves by itself; the status
    line says which position of the game this is."""

    def __init__(self, line, at: int):
        super().__init__()
        self.line, self.at = line, at

    def status_words(self) -> str:
        title, total = self.line.spec.title, len(self.line.moves)
        return t("records.viewer.at_move", title=title, n=self.at, total=total) if self.at else \
            t("records.viewer.at_start", title=title, count=total)


# -- drawing --------------------------------------------------------------------------------------------------------
def ready() -> None:
    """pygame's display and fonts, which the scenes' pictures need (the App has them; a script may not)."""
    if not pygame.display.get_init():
        pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1), pygame.HIDDEN)
    if not pygame.font.get_init():
        pygame.font.init()
        text.reset()        # (fonts kept from before a pygame.quit() are dead)


def scene_at(line, table: bool):
    """The game's scene at the start of `line`; every seat a person's, so no computer is ever asked to move."""
    seats = [replace(s, controller=HUMAN) for s in line.seats] if line.seats else None
    return line.spec.make_scene(line.players, line.seed, line.options, state=line.positions[0].clone(),
                                seats=seats, table=table, mode=PictureMode(line, 0))


class Offscreen:
    """What a scene asks of the App while it is drawn for a picture, answered without one: its size, that it is not
    the scene on screen (so nothing opens over it), and that nothing needs to be drawn for it."""
    scene = None
    scenes: tuple = ()
    lockstep = True
    kiosk = False

    def __init__(self, size):
        self.size = tuple(size)

    def invalidate(self) -> None:
        pass


def stepped(line, size, table: bool):
    """The scene laid out at `size`, at the start of the game, then after each move in turn: each move played
    through its Match as the viewer's step forward plays it, and settled as a frame of the viewer settles it
    (animation finished; the frame's update: Tripitz's window rack turns to the seat to move). A position is
    always reached this way, never by a jump: its last move is marked and a Tripitz rack keeps the order its
    owner's pids had, as a spectator stepping through the game sees them."""
    scene = scene_at(line, table)
    scene.app = Offscreen(size)
    scene.layout(tuple(size))
    yield scene
    for k, move in enumerate(line.moves, 1):
        scene.mode.at = k
        scene.animator.finish()
        if scene.match.play(move) is None:        # (never for a line the engine made: a jump then)
            scene.match.reset(line.positions[k].clone())
        scene.animator.finish()
        scene.update(0.0)
        yield scene


def drawn(scene, surface: pygame.Surface) -> pygame.Surface:
    """The scene as it stands, drawn whole: every picture exact, no message (a move's words are said for a moment,
    not part of the position)."""
    scene.finish_pictures()
    scene.message = ""
    scene.draw(surface)
    return surface


def position_surface(line, at: int | None = None, size=SIZE, table: bool = False) -> pygame.Surface:
    """The position after `at` moves (None: the last), as a Surface of `size`."""
    ready()
    at = len(line.moves) if at is None else max(0, min(at, len(line.moves)))
    scene = next(itertools.islice(stepped(line, size, table), at, None))
    return drawn(scene, pygame.Surface(tuple(size)))


def game_surfaces(line, size=SIZE, table: bool = False):
    """Every position of the game in turn (the start, then after each move), each drawn on the same Surface."""
    ready()
    surface = pygame.Surface(tuple(size))
    for scene in stepped(line, size, table):
        yield drawn(scene, surface)


def scaled(surface: pygame.Surface, width: int) -> pygame.Surface:
    """The picture at most `width` px wide (never enlarged), its shape kept."""
    w, h = surface.get_size()
    if w <= width:
        return surface
    return pygame.transform.smoothscale(surface, (width, max(1, round(h * width / w))))


def rgb_image(frame):
    """A Surface, or a frame packed while the others are drawn (`packed`), as a PIL RGB image."""
    from PIL import Image
    if isinstance(frame, Packed):
        return Image.frombytes("RGB", frame.size, zlib.decompress(frame.data))
    return Image.frombytes("RGB", frame.get_size(), pygame.image.tobytes(frame, "RGB"))


class Packed:
    """A GIF frame kept until the file is written: its RGB bytes compressed (100-150 KB at GIF_WIDTH, where its
    Surface is 1.4 MB: a 100-move game's frames held 140 MB, and the GIF was written with all of them at once)."""

    def __init__(self, size, rgb: bytes):
        self.size = tuple(size)
        self.data = zlib.compress(rgb, 1)       # (zlib lets go of Python's lock: a thread can do this)


def shared_palette(line, size, table: bool, width: int):
    """One palette of 256 colours for every frame of a GIF, from the start, the middle and the end of the game
    stacked: where two positions look the same their pixels are the same, so each frame keeps only what changed
    (a frame with its own palette made a 100-move game 7 MB, and choosing it was 90 ms a frame)."""
    from PIL import Image
    shots = [rgb_image(scaled(position_surface(line, k, size, table), width))
             for k in sorted({0, len(line.moves) // 2, len(line.moves)})]
    w, h = shots[0].size
    stacked = Image.new("RGB", (w, h * len(shots)))
    for i, shot in enumerate(shots):
        stacked.paste(shot, (0, i * h))
    return stacked.quantize(256, method=Image.Quantize.MEDIANCUT)


def as_frame(frame, palette):
    """A Surface (or Packed frame) as a GIF frame in the shared palette (256 colours: kept small while the others
    are drawn)."""
    from PIL import Image
    return rgb_image(frame).quantize(palette=palette, dither=Image.Dither.NONE)


# -- files --------------------------------------------------------------------------------------------------------
def position_png(line, at: int | None, path: str, size=SIZE, table: bool = False, language: str | None = None) -> str:
    """Write the position after `at` moves of `line` (None: the last) as a PNG; returns the path written."""
    check_name(path, PNG)
    with speaking(language):
        surface = position_surface(line, at, size, table)
    write_atomically(path, lambda f: pygame.image.save(surface, f, "png"))
    return path


def write_png(surface: pygame.Surface, path: str) -> str:
    """Write a drawn position as a PNG (atomically); returns the path. Safe in a thread (the viewer's jobs)."""
    check_name(path, PNG)
    write_atomically(path, lambda f: pygame.image.save(surface, f, "png"))
    return path


def write_gif(frames: list, path: str) -> str:
    """Write drawn positions (Surfaces of one size, already scaled, or Packed frames) as a looping GIF in one
    palette made from the first, middle and last of them; returns the path. `frames` is emptied: each is let go of
    once written. Safe in a thread (the viewer's jobs)."""
    from PIL import Image
    check_name(path, GIF)
    shots = [rgb_image(frames[k]) for k in sorted({0, len(frames) // 2, len(frames) - 1})]
    w, h = shots[0].size
    stacked = Image.new("RGB", (w, h * len(shots)))
    for i, shot in enumerate(shots):
        stacked.paste(shot, (0, i * h))
    palette = stacked.quantize(256, method=Image.Quantize.MEDIANCUT)
    durations = [HOLD_MS] * (len(frames) - 1) + [LAST_HOLD_MS]
    # Each frame is converted as Pillow takes it (it keeps its own copy of each) and let go of then.
    waiting = deque(frames)
    frames.clear()
    del shots, stacked

    def converted():
        while waiting:
            yield as_frame(waiting.popleft(), palette)

    write_atomically(path, lambda f: next(converted()).save(f, format="GIF", save_all=True,
                                                             append_images=converted(), duration=durations,
                                                             loop=0, optimize=True))
    return path


def game_gif(line, path: str, size=SIZE, table: bool = False, language: str | None = None,
             width: int = GIF_WIDTH) -> str:
    """Write the whole game as an animated GIF that loops: one frame per position, each held HOLD_MS and the last
    LAST_HOLD_MS, laid out at `size` and scaled down to `width` px at most; returns the path written."""
    check_name(path, GIF)
    with speaking(language):
        palette = shared_palette(line, size, table, width)
        frames = [as_frame(scaled(surface, width), palette) for surface in game_surfaces(line, size, table)]
    durations = [HOLD_MS] * (len(frames) - 1) + [LAST_HOLD_MS]
    write_atomically(path, lambda f: frames[0].save(f, format="GIF", save_all=True, append_images=frames[1:],
                                                    duration=durations, loop=0, optimize=True))
    return path


class speaking:
    """Words in `language` while drawing (None: the language spoken now), the one spoken before afterwards."""

    def __init__(self, language: str | None):
        self.language, self.before = language, None

    def __enter__(self):
        if self.language:
            self.before = lang.current()
            lang.use(self.language)

    def __exit__(self, *exc):
        if self.before:
            lang.use(self.before)


def check_name(path: str, wanted: str) -> None:
    if not str(path).lower().endswith(wanted):
        raise PictureError("extension", wanted=wanted)


TEMPORARY = itertools.count()


def write_atomically(path: str, write) -> None:
    """`write(file)` into a temporary file beside `path`, then put it in its place in one step; on any failure the
    temporary file is removed and a PictureError says why."""
    path = os.path.abspath(path)
    folder = os.path.dirname(path)
    if os.path.isdir(path):
        raise PictureError("is_folder", path=path)
    if not os.path.isdir(folder):
        raise PictureError("no_folder", folder=folder)
    tmp = os.path.join(folder, f".{os.path.basename(path)}.{os.getpid()}.{next(TEMPORARY)}.part")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    except OSError as exc:
        raise coded(exc, path) from None
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
        os.replace(tmp, path)
    except (OSError, pygame.error, ValueError) as exc:     # (Pillow and pygame say a failed write their own ways)
        remove(tmp)
        raise coded(exc, path) from None
    except BaseException:
        remove(tmp)
        raise


def coded(exc: BaseException, path: str) -> PictureError:
    """An operating system's (or a library's) failure as one of our codes."""
    number = getattr(exc, "errno", None)
    folder = os.path.dirname(path)
    if number in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return PictureError("no_room")
    if number in (errno.EACCES, errno.EPERM, errno.EROFS):
        return PictureError("not_allowed", folder=folder)
    if number == errno.ENOENT and not os.path.isdir(folder):
        return PictureError("no_folder", folder=folder)
    if number == errno.EISDIR:
        return PictureError("is_folder", path=path)
    return PictureError("cannot_write")


def remove(path: str) -> None:
    try:
        os.remove(path)
    except OSError:
        pass


# -- the replay viewer's buttons ------------------------------------------------------------------------------------
def default_path(line, at: int | None, suffix: str, now: float | None = None) -> str:
    """Where the viewer saves: the data folder's pictures/, named after the game, the date and time, and for a
    position its move ("tumbleweed-2026-11-26-163412-move-12.png"); never over a picture already there."""
    stamp = time.strftime("%Y-%m-%d-%H%M%S", time.localtime(now))
    name = f"{line.spec.key}-{stamp}" + (f"-move-{at}" if at is not None else "")
    folder = os.path.join(folders.data_dir(), FOLDER)
    path = os.path.join(folder, name + suffix)
    for n in itertools.count(2):
        if not os.path.exists(path):
            return path
        path = os.path.join(folder, f"{name}-{n}{suffix}")


def save_position(line, at: int, size=SIZE, table: bool = False) -> str:
    """The viewer's Picture button: the position shown, as the window shows it, into the pictures folder; the
    sentence to say ("Picture saved to ..." or why not)."""
    return saved(lambda path: position_png(line, at, path, size, table), default_path(line, at, PNG),
                 "pictures.saved")


def save_game(line, size=SIZE, table: bool = False) -> str:
    """The viewer's Animation button: the whole game as a GIF into the pictures folder; the sentence to say."""
    return saved(lambda path: game_gif(line, path, size, table), default_path(line, None, GIF),
                 "pictures.saved_animation")


def saved(write, path: str, said: str) -> str:
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
    except OSError as exc:
        return t("pictures.not_saved", reason=reason_words(coded(exc, path)))
    try:
        return t(said, path=write(path))
    except PictureError as exc:
        return t("pictures.not_saved", reason=reason_words(exc))
