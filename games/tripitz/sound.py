"""The one sound of Tripitz: a short bright chime when a quadruple is made, synthesised once (no sound files)."""
from __future__ import annotations

import array
import cmath
import math
import threading

import pygame

_CHIME = {"tried": False, "sound": None}


def chime():
    """A short bright chime for a quadruple, generated once; None when there is no audio (never an error)."""
    if _CHIME["tried"]:
        return _CHIME["sound"]
    _CHIME["tried"] = True
    _make_chime()
    return _CHIME["sound"]


def _make_chime() -> None:
    try:
        init = pygame.mixer.get_init()
        if not init:
            return None
        freq, size, channels = init
        if size not in (-16, 32):
            return None
        n = int(freq * 0.7)
        samples = array.array("h" if size == -16 else "f")
        notes = (1046.5, 1318.5, 1568.0)       # C6, E6, G6 rung one after another
        # Each note is sin(2 pi f t) exp(-5.5 t) from its start: the imaginary part of a phasor turned and
        # shrunk by one complex multiplication a sample (the same samples as calling sin and exp for each, five
        # times faster).
        wave = [0.0] * n
        for k, f in enumerate(notes):
            start = 0.09 * k
            first = math.ceil(start * freq - 1e-9)
            lag = first / freq - start
            z = cmath.exp(complex(-5.5 * lag, 2 * math.pi * f * lag))
            turn = cmath.exp(complex(-5.5 / freq, 2 * math.pi * f / freq))
            for i in range(first, n):
                wave[i] += z.imag
                z *= turn
        mono = [int(v * 0.22 * 32767) for v in wave] if size == -16 else [v * 0.22 for v in wave]
        samples.extend(mono if channels == 1 else [x for x in mono for _ in range(channels)])
        _CHIME["sound"] = pygame.mixer.Sound(buffer=samples.tobytes())
    except Exception:   # no mixer, odd format, no device: play silently
        _CHIME["sound"] = None


def prepare_chime() -> None:
    """Make the chime on a thread (it takes 40-70 ms of Python, which the frame that starts a game should not
    pay); until it is ready a quadruple rings nothing. chime() is idempotent: a second caller gets the same."""
    if not _CHIME["tried"]:
        _CHIME["tried"] = True
        threading.Thread(target=_make_chime, name="tripitz-chime", daemon=True).start()


def ring_chime() -> None:
    """Play the chime if there is sound; silence otherwise (never an error)."""
    sound = chime()
    if sound is not None:
        try:
            sound.play()
        except Exception:
            pass
