"""Move lists players can read (issue 30): Trickle and Trickle Down listed raw axial pairs ('-3,4--2,4') while
the board showed no coordinates; they now write cells by the names standing round the board (a pause-menu switch
shows or hides them), as Tumbleweed's list now does too (it used Abstract Play's names, which its board's
coordinates do not show); Tripitz's entries were cut before the place, and now every entry fits its row whole.
A record keeps each engine's own notation."""
import random
import re

import pygame
import pytest

from engine import hexgrid, trickle
from games import GAMES
from tests.uihelpers import make_app, step
from ui.base import lang
from ui.board import hexcoords
from ui.play.movelist import MoveListOverlay
from ui.screens.menu import MenuScene

AXIAL = re.compile(r"-?\d+,-?\d+")


def open_game(app, key, players, seed=3, **options):
    spec = GAMES[key]
    app.push(MenuScene(selected=key))
    scene = spec.make_scene(players, seed, dict(spec.default_options(), **options), autosave=False)
    app.push(scene)
    step(app, 2)
    return scene


def played_moves(scene, count, seed=2):
    scene.advance_random(count, random.Random(seed))
    scene.animator.finish()
    return [(h.before, h.move) for h in scene.match.history]


def test_the_board_coordinates_name_every_cell_once_and_read_back():
    for radius in (5, 7, 10):
        cells = list(hexgrid.hexhex(radius))
        names = {hexcoords.cell_name(c, radius): c for c in cells}
        assert len(names) == len(cells)
        for name, (q, r) in names.items():      # the row's letter from the top, the down-right line's number
            assert name[0] == hexcoords.LETTERS[r + radius] and int(name[1:]) == q + radius + 1
    assert hexcoords.cell_name((0, -5), 5) == "a6" and hexcoords.cell_name((-5, 5), 5) == "k1"


@pytest.mark.parametrize("key,players,options,locale", [
    ("trickle", 2, {}, "en"), ("trickle", 3, {"jump_off_board": True}, "de"),
    ("trickle", 2, {"chaining": True}, "fi"), ("trickle-down", 3, {}, "sk")])
def test_trickles_move_list_names_cells_as_the_board_does(key, players, options, locale):
    app = make_app((1280, 720))
    try:
        lang.use(locale)
        scene = open_game(app, key, players, **options)
        moves = played_moves(scene, 60)
        for before, move in moves:
            written = scene.move_text(before, move)
            assert not AXIAL.search(written), written
            if not getattr(move, "is_stop", False):
                assert written.startswith(hexcoords.cell_name(move.src, trickle.RADIUS))
                if hexcoords.is_named(move.dst, trickle.RADIUS):
                    assert hexcoords.cell_name(move.dst, trickle.RADIUS) in written
        from ui.storage.record import record_of
        assert record_of(scene.match).moves == [str(move) for _, move in moves]     # files keep the engine's own
    finally:
        lang.use("en")
        pygame.quit()


def test_trickles_coordinates_are_switched_in_the_pause_menu():
    """On at first; the pause menu's switch hides them (and says which way it is now); a Trickle Down board
    makes room for them beside its corner piles."""
    from games.trickle.scene import TrickleScene
    app = make_app((1280, 720))
    try:
        scene = open_game(app, "trickle", 2)
        assert TrickleScene.coords["on"]
        lay = scene.view
        x, y = lay.centre((0, -5))       # row a's left end: its letter stands left of it
        spot = pygame.Rect(0, 0, 24, 24)
        spot.center = (int(x - lay.cell_width * 0.86), int(y))
        shown = pygame.image.tobytes(app.window.subsurface(spot), "RGB")
        scene.pause()
        step(app, 2)
        labels = [label for label, _ in scene.pause_actions()]
        assert "Coordinates: on" in labels
        dict(scene.pause_actions())["Coordinates: on"]()
        step(app, 2)
        assert not TrickleScene.coords["on"] and "Coordinates: off" in [lb for lb, _ in scene.pause_actions()]
        scene.resume()
        step(app, 2)
        assert pygame.image.tobytes(app.window.subsurface(spot), "RGB") != shown
    finally:
        TrickleScene.coords["on"] = True
        pygame.quit()


def test_tumbleweeds_move_list_names_cells_as_its_board_does():
    from engine import tumbleweed as tw
    from games.tumbleweed import board
    app = make_app((1280, 720))
    try:
        lang.use("de")
        scene = open_game(app, "tumbleweed", 2, size=6)
        for before, move in played_moves(scene, 30):
            written = scene.move_text(before, move)
            if isinstance(move, tw.Place):
                assert written.lstrip("x+") == board.cell_name(move.cell, before.size)
            elif isinstance(move, (tw.Setup, tw.Choose)):
                assert not re.search(r"\b(red|white|choose)\b", written), written     # in the player's words
    finally:
        lang.use("en")
        pygame.quit()


@pytest.mark.parametrize("size", [(640, 480), (1280, 720)])
@pytest.mark.parametrize("locale", ["en", "fi", "sk", "ms", "de"])
def test_every_move_list_entry_fits_its_row_whole(size, locale):
    """Tripitz's entries ('red/star/white at 3,-2') were cut before the place: the columns widen for the longest
    entry and its type shrinks before anything is cut."""
    app = make_app(size)
    try:
        lang.use(locale)
        for key, players in (("tripitz", 2), ("trickle", 2), ("tumbleweed", 2), ("icesickle", 2)):
            scene = open_game(app, key, players)
            played_moves(scene, 24)
            scene.show_moves()
            step(app, 2)
            overlay = app.scene
            assert isinstance(overlay, MoveListOverlay)
            for page in range(overlay.pages):
                overlay.page = page
                for entry, rect in overlay.row_rects():
                    label, type_size = overlay.label_fit(entry, rect, entry.number == overlay.marked)
                    assert label == entry.move and type_size >= 14, (key, entry.move, rect)
            while app.scene is not None and not isinstance(app.scene, MenuScene):
                app.pop()
            app.pop()
    finally:
        lang.use("en")
        pygame.quit()
