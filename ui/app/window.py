"""The window: its size when none is asked for, and the plain surface SDL gives it."""
from __future__ import annotations

import os
import sys

import pygame

THEME_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "assets",
                          "theme.json")
DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (640, 480)
SCREEN_MARGIN = (40, 100)   # what a window leaves of the screen for its frame, title bar and a task bar


def software_window_surface() -> None:
    """Hexcade draws every pixel itself, into the window's surface: let SDL give it a plain one. By default SDL
    on X11 backs the window with an OpenGL texture, which on machines without a GPU driver means Mesa's software
    GL: 110 MB more resident (236 instead of 130 MB after every entry once) and 60 ms of start-up."""
    if sys.platform.startswith("linux") and os.environ.get("SDL_VIDEODRIVER", "") != "wayland":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def open_window(size, flags):
    """The window; should SDL refuse a plain surface here, with its own default."""
    try:
        return pygame.display.set_mode(size, flags)
    except pygame.error:
        if os.environ.get("SDL_FRAMEBUFFER_ACCELERATION") != "0":
            raise
        del os.environ["SDL_FRAMEBUFFER_ACCELERATION"]
        pygame.display.quit()
        pygame.display.init()
        return pygame.display.set_mode(size, flags)


def window_size_for(desktops) -> tuple[int, int]:
    """The window's size when none was asked for: DEFAULT_SIZE, made narrower or lower where the first screen
    (less its frame and a task bar) is smaller, so that no part of it (Play, Settings, Quit) hangs off a small
    screen; never under MIN_SIZE nor over the screen itself (every layout takes any shape)."""
    if not desktops:
        return DEFAULT_SIZE
    return tuple(min(max(least, min(wanted, screen - margin)), max(least, screen))
                 for wanted, screen, margin, least in zip(DEFAULT_SIZE, desktops[0], SCREEN_MARGIN, MIN_SIZE))
