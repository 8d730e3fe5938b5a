"""Pictures made from the viewer without stopping its frames: the positions are stepped and drawn a piece per
frame (ui/play/pictures.py's stepped scene, within STEP_BUDGET seconds a frame), and the file is encoded and
written by a thread (zlib and Pillow's GIF encoder do their work outside Python's lock), so a 100-move game's
animation never freezes the window. `step()` is called once a frame and returns the sentence to say once done."""
from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pygame

from ui.kit import memory
from ui.play import pictures

STEP_BUDGET = 0.004          # s of stepping positions a frame (drawing one position comes on top, once a frame)


class PictureJob:
    def __init__(self, kind: str, line, at: int, table: bool, size=pictures.SIZE):
        pictures.ready()
        self.kind, self.line, self.table, self.size = kind, line, table, tuple(size)
        self.target = at if kind == "png" else None
        self.positions = pictures.stepped(line, self.size, table)
        self.k = -1
        self.surface = pygame.Surface(self.size)
        self.frames: list = []            # the GIF's frames, scaled: pictures.Packed, being packed by `packer`
        self.packer = ThreadPoolExecutor(1, thread_name_prefix="hexcade-gif") if kind == "gif" else None
        self.thread = None
        self.said: str | None = None
        self.path: str | None = None      # where it is written

    def step(self) -> str | None:
        if self.thread is not None:
            if self.thread.is_alive():
                return None
            memory.trim_soon()     # (Pillow held every frame of a GIF: the heap is handed back half a second on)
            return self.said
        started = time.perf_counter()
        while time.perf_counter() - started < STEP_BUDGET:
            scene = next(self.positions, None)
            if scene is None:
                self.write(None)
                return None
            self.k += 1
            if self.kind == "png" and self.k == self.target:
                self.write(pictures.drawn(scene, self.surface).copy())
                return None
            if self.kind == "gif":
                frame = pictures.scaled(pictures.drawn(scene, self.surface), pictures.GIF_WIDTH)
                self.frames.append(self.packer.submit(pictures.Packed, frame.get_size(),
                                                      pygame.image.tobytes(frame, "RGB")))
                return None              # (one position drawn a frame; compressed by the packer's thread)
        return None

    def write(self, surface) -> None:
        """The file, in a thread: a PNG of `surface`, or the GIF of the frames."""
        if self.kind == "png":
            path = pictures.default_path(self.line, self.target, pictures.PNG)
            work = (lambda p: pictures.write_png(surface, p))
            said = "pictures.saved"
        else:
            path = pictures.default_path(self.line, None, pictures.GIF)
            packing, self.frames = self.frames, []
            self.packer.shutdown(wait=False)

            def work(p):
                frames = [f.result() for f in packing]
                packing.clear()           # (write_gif lets go of each frame once written)
                return pictures.write_gif(frames, p)
            said = "pictures.saved_animation"

        self.path = path

        def run() -> None:
            self.said = pictures.saved(work, path, said)
        self.thread = threading.Thread(target=run, name="hexcade-picture", daemon=True)
        self.thread.start()


def start(kind: str, line, at: int, table: bool = False) -> PictureJob:
    return PictureJob(kind, line, at, table)
