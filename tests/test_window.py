"""The window (ui/app/window.py): SDL is asked for a plain window surface on Linux (no GL context: 110 MB and 60 ms
less under X), and a machine where SDL refuses that still gets a window, with SDL's own default."""
import sys

import pygame
import pytest

from ui.app import window as app_module


def test_a_plain_window_surface_is_asked_for_on_linux(monkeypatch):
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "1")      # (so that monkeypatch puts it back as it was)
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION")
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.setattr(sys, "platform", "linux")
    app_module.software_window_surface()
    assert app_module.os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "0"


def test_not_under_wayland_nor_elsewhere(monkeypatch):
    for platform, driver in (("linux", "wayland"), ("win32", "windows"), ("darwin", "cocoa")):
        monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION", raising=False)
        monkeypatch.setenv("SDL_VIDEODRIVER", driver)
        monkeypatch.setattr(sys, "platform", platform)
        app_module.software_window_surface()
        assert "SDL_FRAMEBUFFER_ACCELERATION" not in app_module.os.environ


def test_a_refused_plain_surface_falls_back_to_sdls_default(monkeypatch):
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "0")
    real = pygame.display.set_mode
    calls = []

    def set_mode(size, flags=0):
        calls.append(app_module.os.environ.get("SDL_FRAMEBUFFER_ACCELERATION"))
        if len(calls) == 1:
            raise pygame.error("no software framebuffer here")
        return real(size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    pygame.display.init()
    try:
        window = app_module.open_window((320, 240), 0)
        assert window.get_size() == (320, 240)
        assert calls == ["0", None]
    finally:
        pygame.display.quit()


def test_without_the_hint_a_refusal_is_not_hidden(monkeypatch):
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION", raising=False)

    def set_mode(size, flags=0):
        raise pygame.error("no video")

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    with pytest.raises(pygame.error):
        app_module.open_window((320, 240), 0)


@pytest.mark.parametrize("screen, fits", [((1920, 1080), (1280, 720)), ((1366, 768), (1280, 668)),
                                          ((1024, 768), (984, 668)), ((800, 600), (760, 500)),
                                          ((640, 480), (640, 480)), ((2560, 1440), (1280, 720))])
def test_with_no_size_asked_the_window_fits_the_screen(screen, fits):
    """Issue 30: on a 640x480 screen a 1280x720 window hung off it, Play, Settings and Quit out of reach."""
    got = app_module.window_size_for([screen])
    assert got == fits
    assert got[0] <= max(screen[0], 640) and got[1] <= max(screen[1], 480)
    assert got[0] >= app_module.MIN_SIZE[0] and got[1] >= app_module.MIN_SIZE[1]


def test_the_app_asks_the_screen_only_when_no_size_was_given(monkeypatch):
    from tests.uihelpers import make_app
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(800, 600)])
    for size, expected in ((None, (760, 500)), ((1280, 720), (1280, 720))):
        app = make_app(size)
        try:
            assert app.size == expected
        finally:
            pygame.quit()
