"""Every control is at least 48 px (a fingertip) in its smaller dimension at 1920x1080, in every scene: the title
screen for each entry and player count, each game in the window and the table layout with every player count,
its pause menu, rules page, move list, replay viewer and result screen. pygame-gui buttons (a scroll bar's slider too) are measured on the
screen; the buttons we paint (table corners, each seat strip's own buttons) in their upright strip."""
import random

import pygame
import pygame_gui
import pytest

from games import GAMES
from tests.uihelpers import make_app, step
from ui.play.boardscene import BoardScene
from ui.screens.menu import MenuScene

MIN = 48
SIZE = (1920, 1080)


@pytest.fixture(scope="module")
def app():
    a = make_app(size=SIZE)
    yield a
    pygame.quit()


def small_controls(app, where: str) -> list[str]:
    """Every visible control under 48 px on the screen now, described."""
    bad = []
    for element in app.manager.get_sprite_group().sprites():
        if isinstance(element, pygame_gui.elements.UIButton) and element.visible and \
                min(element.rect.size) < MIN:
            bad.append(f"{where}: button {element.text!r} {element.rect.size}")
    scene = app.scene
    if isinstance(scene, BoardScene) and scene.table:
        for corner, rect in scene.seat_layout.corners.items():
            painted = rect.inflate(-14, -14)      # (as BoardScene.paint_static paints it)
            if min(painted.size) < MIN:
                bad.append(f"{where}: corner {corner} {painted.size}")
        for seat in scene.seat_layout.seats:
            for b in scene.chrome.strip(seat)[2]:
                if min(b.rect.size) < MIN:
                    bad.append(f"{where}: seat {seat} strip button {b.label!r} {b.rect.size}")
    return bad


def test_the_title_screen_for_every_entry_and_player_count(app):
    bad = []
    for key, spec in GAMES.items():
        menu = MenuScene(selected=key)
        app.reset_to(menu)
        for n in spec.players:
            menu.set_players(n)
            step(app)
            bad += small_controls(app, f"title {key} {n}p")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("key", list(GAMES))
def test_every_game_scene_and_its_overlays(app, key):
    spec = GAMES[key]
    bad = []
    for table in (False, True):
        for n in spec.players:
            scene = spec.make_scene(n, 3, spec.default_options(), table=table)
            app.reset_to(scene)
            step(app)
            where = f"{key} {n}p {'table' if table else 'window'}"
            bad += small_controls(app, where)
            scene.advance_random(7, random.Random(n))     # a few moves in: buttons that come with play
            step(app)
            bad += small_controls(app, where + " after moves")
    scene.pause()
    step(app, 2)
    bad += small_controls(app, f"{key} pause menu")
    app.pop()
    scene.show_rules()
    step(app, 2)
    bad += small_controls(app, f"{key} rules")
    app.pop()
    scene.show_moves()
    step(app)
    moves = app.scene
    bad += small_controls(app, f"{key} move list")
    bad += [f"{key} move list: row {e.number} {r.size}" for e, r in moves.row_rects() if min(r.size) < MIN]
    moves.on_pick(1)                        # a tap on a move: the replay viewer
    step(app)
    bad += small_controls(app, f"{key} {type(app.scene).__name__}")
    while app.scene is not scene:
        app.pop()
    scene.advance_random(100000, random.Random(1))
    for _ in range(200):
        step(app, 1, 0.2)
        if app.scene is not scene and not isinstance(app.scene, BoardScene) and scene.state.is_over and \
                scene.result_shown:
            break
    bad += small_controls(app, f"{key} {type(app.scene).__name__}")
    assert not bad, "\n".join(bad)


# The viewer's controls (review, replay, analysis: ui/play/replay.py) at the sizes a table shows them: a window of
# either orientation, and a small screen or a side seat's turned frame at a 640x480 table (40 px there). Their words
# stay whole in English and German: a row that cannot hold them goes into two or three rows.
VIEWER_SIZES = [((1920, 1080), False, 48), ((1080, 1920), False, 48), ((640, 480), False, 40),
                ((480, 640), False, 40), ((640, 480), True, 40)]


def viewer_faults(mode, least: int, where: str, band_words: bool) -> list[str]:
    from tests.uihelpers import on_screen
    bad = []
    buttons = list(mode.buttons.items()) + [(k, b) for k, (b, _) in getattr(mode, "band_buttons", {}).items()]
    for key, b in buttons:
        seen = on_screen(b)
        if min(seen.size) < least:
            bad.append(f"{where}: {key} {b.text!r} {seen.size}")
        if "…" in b.text and (key in mode.buttons or band_words):
            bad.append(f"{where}: {key} cut to {b.text!r}")
    return bad


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size,table,least", VIEWER_SIZES)
def test_every_viewer_control_takes_a_finger_with_its_words_whole(size, table, least, language):
    from tests.uihelpers import make_app as app_of
    from ui.base import lang
    from ui.play.analysismode import AnalysisMode
    app = app_of(size)
    lang.use(language)
    bad = []
    for key in ("trickle", "tripitz"):
        spec = GAMES[key]
        scene = spec.make_scene(4 if table else 2, 3, spec.default_options(), table=table)
        app.reset_to(scene)
        step(app)
        scene.advance_random(6, random.Random(1))
        step(app)
        scene.show_moves()
        step(app)
        app.scene.on_pick(1)              # the review of move 1
        step(app, 2)
        where = f"{key} {size} {'table' if table else 'window'} {language}"
        mode = app.scene.mode
        if table:
            assert app.scene.facing in (90, 270), where      # (a small table's seats sit at its ends)
        bad += viewer_faults(mode, least, where + " review", True)
        mode.open_analysis()
        step(app, 2)
        assert isinstance(app.scene.mode, AnalysisMode), where
        # (the analysis band's words are cut in a 640 px frame: four buttons beside the graph)
        bad += viewer_faults(app.scene.mode, least, where + " analysis", least >= 48)
    assert not bad, "\n".join(bad)
