"""The one sound of Tripitz: a short bright chime when a quadruple is made, synthesised once (no sound files)."""
from __future__ import annotations

import array
import math

import pygame

_CHIME = {"tried": False, "sound": None}


def chime():
    """A short bright chime for a quadruple, generated once; None when there is no audio (never an error)."""
    if _CHIME["tried"]:
        return _CHIME["sound"]
    _CHIME["tried"] = True
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
        for i in range(n):
            t = i / freq
            v = 0.0
            for k, f in enumerate(notes):
                start = 0.09 * k
                if t >= start:
                    v += math.sin(2 * math.pi * f * (t - start)) * math.exp(-5.5 * (t - start))
            v *= 0.22
            sample = int(v * 32767) if size == -16 else v
            for _ in range(channels):
                samples.append(sample)
        _CHIME["sound"] = pygame.mixer.Sound(buffer=samples.tobytes())
    except Exception:   # no mixer, odd format, no device: play silently
        _CHIME["sound"] = None
    return _CHIME["sound"]


def ring_chime() -> None:
    """Play the chime if there is sound; silence otherwise (never an error)."""
    sound = chime()
    if sound is not None:
        try:
            sound.play()
        except Exception:
            pass
