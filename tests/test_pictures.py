"""Pictures of a game (issue 24, ui/play/pictures.py): a position as a PNG, a whole game as an animated GIF, from
the command line and for the replay viewer; drawn as the viewer shows the game, written atomically, a failure one
coded reason in the player's language."""
import errno
import os
import random

import pygame
import pytest
from PIL import Image, ImageChops, ImageStat

from games import GAMES
from ui.base import lang
from ui.play import pictures
from ui.play.modes import Mode
from ui.play.replay import Line, replay_scene
from ui.play.seatpanel import side_panel_rows
from tests.uihelpers import make_app, settle

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TINY = (320, 240)


def random_line(key: str, moves: int, seed: int = 2) -> Line:
    """A short game of random legal moves, as the viewer gets it."""
    pictures.ready()
    spec = GAMES[key]
    scene = spec.make_scene(spec.default_players, seed, spec.default_options(), mode=Mode())
    scene.layout((640, 480))
    scene.advance_random(moves, random.Random(seed))
    assert len(scene.match.history) == moves
    return Line.of_match(spec, scene.match, scene.players)


def rgb(surface: pygame.Surface) -> Image.Image:
    return pictures.rgb_image(surface).copy()


def difference(a: Image.Image, b: Image.Image) -> float:
    """The mean difference per channel, 0 to 255."""
    return sum(ImageStat.Stat(ImageChops.difference(a.convert("RGB"), b.convert("RGB"))).mean) / 3


def test_a_position_is_a_png_of_the_size_asked_that_changes_with_the_position(tmp_path):
    line = random_line("tumbleweed", 6)
    start, end = tmp_path / "start.png", tmp_path / "end.png"
    assert pictures.position_png(line, 0, str(start), TINY) == str(start)
    pictures.position_png(line, None, str(end), TINY)          # None: the last position
    first, last = pygame.image.load(str(start)), pygame.image.load(str(end))
    assert first.get_size() == last.get_size() == TINY
    assert difference(rgb(first), rgb(last)) > 0.5
    assert sorted(os.listdir(tmp_path)) == ["end.png", "start.png"]       # (no temporary file left)


def test_a_game_is_a_looping_gif_with_a_frame_per_position_starting_with_the_start(tmp_path):
    line = random_line("trickle", 5)
    out, start = tmp_path / "game.gif", tmp_path / "start.png"
    pictures.game_gif(line, str(out), TINY, width=200)
    pictures.position_png(line, 0, str(start), TINY)
    with Image.open(out) as gif:
        assert gif.n_frames == len(line.moves) + 1 and gif.info["loop"] == 0
        assert gif.size == (200, 150)                               # scaled down, its shape kept
        held = []
        for k in range(gif.n_frames):
            gif.seek(k)
            held.append(gif.info["duration"])
            if k == 0:
                first = gif.convert("RGB")
        last = gif.convert("RGB")
    assert held == [pictures.HOLD_MS] * len(line.moves) + [pictures.LAST_HOLD_MS]
    shown = rgb(pictures.scaled(pygame.image.load(str(start)), 200))
    # the first frame is the start's PNG scaled the same (a GIF has 256 colours: nearly equal), not the end
    assert difference(first, shown) < 1 < difference(last, shown)


def test_a_game_without_moves_is_one_frame_held_long(tmp_path):
    line = random_line("tumbleweed", 0)
    pictures.game_gif(line, str(tmp_path / "none.gif"), TINY)
    with Image.open(tmp_path / "none.gif") as gif:
        assert gif.n_frames == 1 and gif.info["duration"] == pictures.LAST_HOLD_MS


def test_a_picture_speaks_the_language_asked_then_the_one_spoken_before(tmp_path):
    line = random_line("trickle", 2)
    pictures.position_png(line, None, str(tmp_path / "en.png"), (640, 480))
    pictures.position_png(line, None, str(tmp_path / "de.png"), (640, 480), language="de")
    assert lang.current() == "en"
    english, german = (rgb(pygame.image.load(str(tmp_path / name))) for name in ("en.png", "de.png"))
    assert ImageChops.difference(english, german).getbbox() is not None      # (its status line: "Zug 2 von 2")


@pytest.mark.parametrize("key", ["tripitz", "icesickle", "tumbleweed"])
@pytest.mark.parametrize("table", [False, True])
def test_every_frame_is_the_position_drawn_alone(key, table):
    """A GIF frame and the PNG of the same position are the same picture (Tripitz's window rack had stayed with
    the last mover in the frames)."""
    line = random_line(key, 4)
    for k, surface in enumerate(pictures.game_surfaces(line, TINY, table)):
        alone = pictures.position_surface(line, k, TINY, table)
        assert ImageChops.difference(rgb(surface), rgb(alone)).getbbox() is None, f"position {k}"


@pytest.mark.parametrize("key", ["tripitz", "trickle", "icesickle", "tumbleweed"])
def test_a_picture_shows_what_the_replay_viewer_shows(key):
    """The board (Tripitz's rack of the seat to move under it) and the panel's seats and scores are pixel for pixel
    what the viewer shows after stepping to that position, but for a move's passing message: a picture reveals
    nothing the viewer hides, and shows the scores as they are then. (Below them the viewer's caption and controls
    take the room where a picture shows the panel's notes.)"""
    line = random_line(key, 3 if key != "tumbleweed" else 6)
    app = make_app((640, 480))
    try:
        viewer = replay_scene(line, 0, title=line.spec.title)
        app.push(viewer)
        settle(app)
        for k in range(1, len(line.moves) + 1):
            viewer.mode.go_to(k)
            settle(app)
            viewer.message = ""          # (a move's words for a moment: a picture leaves them out)
            if k < 4 and key == "tumbleweed":
                continue                 # (its set-up's choice of colour pulses in time with the clock)
            app.draw(app.window)
            picture = pictures.position_surface(line, k, (640, 480))
            panel = viewer.panel_rect
            rows = side_panel_rows(panel.size, line.players)
            seats = pygame.Rect(panel.left, 0, panel.width, panel.top + rows[-1].bottom)
            board = pygame.Rect(0, 0, panel.left, 480)     # (and what lies beside it: Tripitz's rack and bag)
            for part in (board, seats):
                assert ImageChops.difference(rgb(app.window.subsurface(part)),
                                             rgb(picture.subsurface(part))).getbbox() is None, f"position {k}"
    finally:
        pygame.quit()


def test_every_entry_draws_in_both_layouts(tmp_path):
    for key in GAMES:
        line = random_line(key, 3)
        for table in (False, True):
            out = tmp_path / f"{key}-{table}.png"
            pictures.position_png(line, None, str(out), TINY, table)
            assert pygame.image.load(str(out)).get_size() == TINY


# -- failures: a coded reason, no partial file -----------------------------------------------------------------------
def test_a_folder_that_does_not_exist_is_a_coded_reason_and_no_file(tmp_path):
    line = random_line("tumbleweed", 2)
    missing = tmp_path / "nowhere" / "x.png"
    with pytest.raises(pictures.PictureError) as caught:
        pictures.position_png(line, None, str(missing), TINY)
    assert caught.value.code == "no_folder"
    assert "does not exist" in pictures.reason_words(caught.value)
    lang.use("fi")
    assert "ei ole" in pictures.reason_words(caught.value)
    assert not (tmp_path / "nowhere").exists()


def test_a_full_disk_leaves_the_old_picture_and_no_temporary_file(tmp_path, monkeypatch):
    line = random_line("tumbleweed", 2)
    out = tmp_path / "game.gif"
    out.write_bytes(b"an older picture")

    def full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(pictures.os, "replace", full)
    with pytest.raises(pictures.PictureError) as caught:
        pictures.game_gif(line, str(out), TINY)
    assert caught.value.code == "no_room" and pictures.reason_words(caught.value) == "the disk is full"
    assert out.read_bytes() == b"an older picture" and os.listdir(tmp_path) == ["game.gif"]


def test_a_name_of_another_kind_is_refused_before_anything_is_drawn(tmp_path):
    line = random_line("trickle", 1)
    for write, name, wanted in ((lambda path: pictures.position_png(line, None, path), "x.jpg", ".png"),
                                (lambda path: pictures.game_gif(line, path), "x.png", ".gif")):
        with pytest.raises(pictures.PictureError) as caught:
            write(str(tmp_path / name))
        assert caught.value.code == "extension" and wanted in pictures.reason_words(caught.value)
    assert os.listdir(tmp_path) == []


def test_a_folder_of_that_name_is_said(tmp_path):
    (tmp_path / "taken.png").mkdir()
    with pytest.raises(pictures.PictureError) as caught:
        pictures.position_png(random_line("trickle", 1), None, str(tmp_path / "taken.png"), TINY)
    assert caught.value.code == "is_folder"


def test_every_code_has_words_in_every_language():
    for code in lang.LANGUAGES:
        lang.use(code)
        for reason in pictures.CODES:
            words = pictures.reason_words(pictures.PictureError(reason, wanted=".png", folder="f", path="p"))
            assert words and "%{" not in words and words != lang.t("records.codes.unreadable")


# -- the replay viewer's buttons -------------------------------------------------------------------------------------
def test_the_viewer_saves_into_the_pictures_folder_and_says_where(tmp_path):
    line = random_line("tripitz", 2)
    said = pictures.save_position(line, 1, TINY)
    folder = os.path.join(os.environ["HEXCADE_SAVE_DIR"], "pictures")
    (png,) = os.listdir(folder)
    assert png.startswith("tripitz-") and png.endswith("-move-1.png")
    assert said == f"Picture saved to {os.path.join(folder, png)}"
    said = pictures.save_game(line, TINY)
    (gif,) = [name for name in os.listdir(folder) if name.endswith(".gif")]
    assert said.startswith("Animation saved to ") and said.endswith(gif)
    again = pictures.save_position(line, 1, TINY)       # the same second: a new name, the first kept
    assert again != said and len(os.listdir(folder)) == 3


def test_the_viewer_says_why_a_picture_could_not_be_saved(monkeypatch, tmp_path):
    blocked = tmp_path / "data"
    blocked.write_text("a file where the data folder should be")
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(blocked))
    said = pictures.save_position(random_line("trickle", 1), 1, TINY)
    assert said.startswith("Could not save the picture: ") and "Traceback" not in said


# -- the command line ------------------------------------------------------------------------------------------------
def main_here(*args):
    import main
    try:
        return main.main(list(args))
    finally:
        pygame.quit()


def test_the_command_line_writes_a_position_and_the_whole_game(tmp_path, capsys):
    record, png, gif = tmp_path / "g.hexrec", tmp_path / "at2.png", tmp_path / "all.gif"
    assert main_here("--game", "tumbleweed", "--moves", "5", "--seed", "4", "--export", str(record)) == 0
    assert main_here("--replay", str(record), "--export", str(png), "--at", "2", "--size", "640x480", "--table",
                     "--lang", "de") == 0
    assert main_here("--replay", str(record), "--export", str(gif), "--size", "640x480") == 0
    assert f"saved {png}" in capsys.readouterr().out
    with Image.open(png) as picture:
        assert picture.size == (640, 480)
    with Image.open(gif) as animation:
        assert animation.n_frames == 6 and animation.size == (640, 480)
    # and the position of a game started here, without a record
    here = tmp_path / "here.png"
    assert main_here("--game", "trickle", "--moves", "3", "--export", str(here), "--size", "640x480") == 0
    with Image.open(here) as picture:
        assert picture.size == (640, 480)


def test_the_command_line_says_one_line_for_a_bad_path_and_writes_nothing(tmp_path, capsys):
    record = tmp_path / "g.hexrec"
    assert main_here("--game", "trickle", "--moves", "2", "--export", str(record)) == 0
    capsys.readouterr()
    assert main_here("--replay", str(record), "--export", str(tmp_path / "none" / "x.png")) == 1
    lines = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert len(lines) == 1 and "could not write" in lines[0] and "does not exist" in lines[0]
    assert os.listdir(tmp_path) == ["g.hexrec"]
    assert main_here("--replay", str(record), "--export", str(tmp_path / "x.png"), "--at", "9") == 2
    lines = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert len(lines) == 1 and "--at 9" in lines[0]


@pytest.mark.parametrize("args, says", [
    (["--export", "x.txt"], "a .png picture or a .gif animation"),
    (["--export", "x.gif", "--at", "2"], "--at is for --export FILE.png"),
    (["--export", "x.hexrec", "--at", "2"], "--at is for --export FILE.png"),
])
def test_bad_export_options_are_one_line(tmp_path, capsys, args, says):
    with pytest.raises(SystemExit) as ended:
        main_here("--game", "trickle", *args)
    assert ended.value.code == 2
    lines = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert len(lines) == 1 and says in lines[0]


def test_the_readme_tells_of_the_pictures():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    export = next(line for line in readme.splitlines() if line.startswith("| `--export FILE`"))
    assert ".png" in export and ".gif" in export and "--at" in readme
    controls = readme.split("## Controls")[1].split("## Command-line options")[0]
    assert any(line.startswith("| pictures") and "OUT.gif" in line for line in controls.splitlines())
