"""Pictures made from the viewer in a process of their own: the app's frames and its memory carry none of it.

A GIF of a long game held every frame while Pillow wrote it (a 236-move game: about 100 MB on top of the app's,
issue 28), and drawing the positions in the app's frames kept a whole game scene of the picture's size (four
pictures of 3.7 MB) beside the viewer's. So the job sends the line (its positions, moves, seats; not its notes'
keeper, a function of the running app) to a new process of multiprocessing's "spawn" context (as the computer
players': safe after SDL has started, and what Windows and macOS do anyway), which lays the game's scene out at
the picture's size on SDL's dummy driver (no window), steps and draws it as the viewer shows it (pictures.py),
writes the file and answers. A thread of the job starts that process and waits for its answer, so no frame waits
for either; `step()` is called once a frame and returns the sentence to say once done.

What goes wrong is said, never raised: a file that cannot be written is the PictureError the maker answers (its
code worded here, in the player's language), a maker that stopped without answering (killed, out of memory, a
bug) is "pictures.codes.maker_stopped".
"""
from __future__ import annotations

import dataclasses
import multiprocessing
import multiprocessing.connection
import os
import threading

from ui.base import lang
from ui.base.lang import t
from ui.play import pictures

CONTEXT = "spawn"
SAID = {"png": "pictures.saved", "gif": "pictures.saved_animation"}


class PictureJob:
    def __init__(self, kind: str, line, at: int, table: bool, size=pictures.SIZE, context: str = CONTEXT,
                 maker=None):
        """`maker`: the function the process runs (`make`; a test gives one that fails)."""
        self.kind, self.table, self.size = kind, table, tuple(size)
        self.target = at if kind == "png" else None
        self.path: str = pictures.default_path(line, self.target, pictures.PNG if kind == "png" else pictures.GIF)
        self.said: str | None = None
        self.peak_mb: float | None = None      # the maker process's own peak resident size (the benchmark's)
        # (the notes' keeper is the app's; nothing of the notes is drawn)
        work = (kind, dataclasses.replace(line, keep=None), self.target, table, self.size, lang.current(),
                self.path)
        self.thread = threading.Thread(target=self.run, args=(work, context, maker or make),
                                       name="hexcade-picture", daemon=True)
        self.thread.start()

    def step(self) -> str | None:
        """Once a frame: the sentence to say once the picture is written (or why not), else None."""
        return None if self.thread.is_alive() else self.said

    def run(self, work, context: str, maker) -> None:
        try:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
        except OSError as exc:
            self.said = t("pictures.not_saved", reason=pictures.reason_words(pictures.coded(exc, self.path)))
            return
        answer = made_apart(work, context, maker)
        if answer[0] == "ok":
            self.peak_mb = answer[2]
            self.said = t(SAID[self.kind], path=answer[1])
        elif answer[0] == "error":
            self.peak_mb = answer[3]
            error = pictures.PictureError(answer[1], **answer[2])
            self.said = t("pictures.not_saved", reason=pictures.reason_words(error))
        else:
            self.said = t("pictures.not_saved", reason=pictures.reason_words(pictures.PictureError("maker_stopped")))


def made_apart(work, context: str, maker) -> tuple:
    """Run `maker(conn, work)` in a new process and wait for its answer: ("ok", path, peak MB), ("error", code,
    values, peak MB), or ("stopped", why) when it ended without one (or could not be started)."""
    try:
        ctx = multiprocessing.get_context(context)
        ours, theirs = ctx.Pipe(duplex=False)
        process = ctx.Process(target=maker, args=(theirs, work), name="hexcade-pictures", daemon=True)
        process.start()
    except Exception as exc:      # noqa: BLE001 -- no process to be had (a frozen build, no resources): said
        return ("stopped", f"{exc.__class__.__name__}: {exc}")
    theirs.close()
    try:
        multiprocessing.connection.wait([ours, process.sentinel])
        answer = ours.recv() if ours.poll() else ("stopped", f"exit code {process.exitcode}")
    except (EOFError, OSError) as exc:      # (it died while answering)
        answer = ("stopped", f"{exc.__class__.__name__}: {exc}")
    finally:
        ours.close()
        process.join(5)
    return answer


def make(conn, work) -> None:
    """The maker process: the picture drawn and written, and the answer sent (see made_apart)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"      # (drawn offscreen: no window, no icon in a dock)
    kind, line, at, table, size, language, path = work
    try:
        with pictures.speaking(language):
            if kind == "png":
                pictures.write_png(pictures.position_surface(line, at, size, table), path)
            else:
                pictures.write_gif(packed_frames(line, size, table), path)
        conn.send(("ok", path, own_peak_mb()))
    except pictures.PictureError as exc:
        conn.send(("error", exc.code, dict(exc.values), own_peak_mb()))
    finally:
        conn.close()


def packed_frames(line, size, table: bool) -> list:
    """Every position drawn, scaled to the GIF's width and kept packed (pictures.Packed: 100-150 KB each, where
    its Surface is 1.4 MB) until the file is written."""
    import pygame
    return [pictures.Packed(frame.get_size(), pygame.image.tobytes(frame, "RGB"))
            for frame in (pictures.scaled(surface, pictures.GIF_WIDTH)
                          for surface in pictures.game_surfaces(line, size, table))]


def own_peak_mb() -> float | None:
    """This process's peak resident size (Linux; None elsewhere)."""
    try:
        with open("/proc/self/status") as f:
            for row in f:
                if row.startswith("VmHWM:"):
                    return int(row.split()[1]) / 1024
    except OSError:
        pass
    return None


def start(kind: str, line, at: int, table: bool = False) -> PictureJob:
    return PictureJob(kind, line, at, table)
