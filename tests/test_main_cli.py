"""main.py's options: bad input gets one line and exit code 2; --screenshot renders a PNG headless."""
import os
import subprocess
import sys

import pygame
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(*args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, env=env,
                          timeout=120)


@pytest.mark.parametrize("args, says", [
    (["--game", "chess"], "invalid choice"),
    (["--players", "3"], "need --game"),
    (["--game", "trickle", "--players", "5"], "not 5"),
    (["--size", "huge"], "WIDTHxHEIGHT"),
    (["--size", "100x100"], "out of range"),
    (["--seed", "x"], "whole number from 0"),
    (["--seed", "-5"], "whole number from 0"),                # a seed the records refuse: its game could not be
    (["--seed", str(2 ** 62)], "whole number from 0"),        # continued or replayed (issue 27)
    (["--game", "trickle", "--option", "chaining=maybe"], "chaining"),
    (["--game", "trickle", "--option", "nonsense=1"], "unknown option"),
    (["--moves", "3"], "--screenshot"),
    (["--bogus"], "unrecognized"),
])
def test_bad_options_get_one_line_and_exit_code_2(args, says):
    result = run(*args)
    assert result.returncode == 2
    lines = [l for l in result.stderr.splitlines() if l.strip()]
    assert len(lines) == 1 and says in lines[0] and "Traceback" not in result.stderr


def test_screenshot_of_a_game_after_random_moves(tmp_path):
    out = tmp_path / "shot.png"
    result = run("--game", "trickle", "--players", "3", "--seed", "4", "--moves", "10", "--size", "1024x640",
                 "--screenshot", str(out))
    assert result.returncode == 0, result.stderr
    img = pygame.image.load(str(out))
    assert img.get_size() == (1024, 640)
    # Not a blank frame: the board and panel paint many distinct colours.
    colours = {tuple(img.get_at((x, y))) for x in range(0, 1024, 16) for y in range(0, 640, 16)}
    assert len(colours) > 20


def test_screenshot_of_the_menu(tmp_path):
    out = tmp_path / "menu.png"
    result = run("--screenshot", str(out))
    assert result.returncode == 0 and out.exists()


def test_the_window_is_called_hexcade_whatever_script_started_it():
    """Issue 30: under X11 pygame named the window's class after the script (`main.py`) when imported, and kiosk
    window rules look for `hexcade`. main() names it before it imports pygame (at once, as here, or later); a class already chosen stays."""
    probe = ("import os, sys\nsys.argv[0] = 'main.py'\nimport main\n"
             "try:\n    main.main(['--game', 'nonesuch'])\nexcept SystemExit:\n    pass\n"
             "import pygame\n"
             "print(os.environ['SDL_VIDEO_X11_WMCLASS'], os.environ['SDL_VIDEO_WAYLAND_WMCLASS'],"
             " os.environ['SDL_APP_ID'])\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_VIDEO_X11", "SDL_VIDEO_WAYLAND", "SDL_APP"))}
    env.update(DISPLAY=":0", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, env=env,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split()[-3:] == ["hexcade", "hexcade", "hexcade"]
    env["SDL_VIDEO_X11_WMCLASS"] = "arcade-cabinet"
    result = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, env=env,
                            timeout=120)
    assert result.stdout.split()[-3:] == ["arcade-cabinet", "hexcade", "hexcade"]
