"""ui/kit/warmup.py: while the title screen rests, the program gets the games ready in small pieces (their modules
imported, the common fonts rendered once), and never while a game is on top."""
import sys

import pygame
import pytest

from tests.uihelpers import make_app, step
from ui.screens.menu import MenuScene
from ui.kit.warmup import module_names


@pytest.fixture
def app():
    a = make_app(size=(1280, 720))
    yield a
    pygame.quit()


def test_every_entry_is_made_ready(app):
    names = module_names(app.games)
    # the scenes' module (after the largest of what it imports, each a piece), before every entry's engine
    assert names.index("ui.play.boardscene") < min(names.index(spec.engine_path) for spec in app.games.values())
    for spec in app.games.values():
        assert f"engine.{spec.engine}" in names and spec.scene.split(":")[0] in names


def test_pieces_run_one_at_a_time_on_the_title_screen_only(app):
    menu = MenuScene()
    app.push(menu)
    step(app, 1)
    assert app.warmup.step()          # the first piece, the sound device, is for any scene: done here
    spec = app.games["tumbleweed"]
    game = spec.make_scene(2, 1, spec.default_options(), autosave=False)
    app.push(game)                    # its sounds, one a piece, are for any scene too (a game started at once)
    while app.warmup.pieces[0] in app.warmup.for_any_scene:
        assert app.warmup.step()
    from ui.kit import sound
    assert sound.start().ready.is_set()
    app.pop()
    left = len(app.warmup.pieces)
    assert left > 10
    app.push(spec.make_scene(2, 1, spec.default_options(), autosave=False))
    assert not app.warmup.step() and len(app.warmup.pieces) == left      # a game is on top: nothing
    app.pop()
    assert app.warmup.step() and len(app.warmup.pieces) == left - 1
    import gc
    try:
        while app.warmup.step():
            pass
        assert app.warmup.finished
        assert gc.get_freeze_count() > 0         # the last piece: what lasts the run is left out of collections
    finally:
        gc.unfreeze()
    for name in module_names(app.games):
        assert name in sys.modules
        for module in getattr(sys.modules[name], "MODULES", ()):     # (a game's modules: each a piece)
            assert f"{name}.{module}" in sys.modules


def sprites(app) -> list:
    return list(app.manager.get_sprite_group().sprites())


def test_the_buttons_of_screens_opened_from_the_title_screen_are_made_ready_offstage(app):
    """The last pieces make the shapes of the buttons of Settings, the entry's lessons and puzzles, the pause menu
    and the result screen (one button a piece), leaving no element behind and marking nothing (the Learn button
    still offers the lessons)."""
    from ui.kit import warmup
    from ui.storage import progress
    menu = MenuScene(selected="trickle")
    app.push(menu)
    step(app, 2)
    before = sprites(app)
    looks = []
    for make in app.warmup.screens_to_ready():
        try:
            scene = make()
        except FileNotFoundError:       # (an entry without a puzzle pack: the warm-up skips it too)
            continue
        looks += warmup.button_looks(scene, app)
    assert len(set(looks)) >= 10 and all(w > 0 and h > 0 for (w, h), _ in looks)
    cache = app.manager.get_theme().shape_cache
    import gc
    try:
        while app.warmup.step():
            pass
    finally:
        gc.unfreeze()
    # every button made was dropped (the title screen's own are made anew by the last piece: frozen, they were
    # never freed once it was left, ui/kit/warmup.freeze_what_lasts)
    assert [(type(s), tuple(s.rect)) for s in sprites(app)] == [(type(s), tuple(s.rect)) for s in before]
    assert "trickle" not in progress.load()["offered"]
    # a Settings screen opened now draws no shape anew: each is found made
    cached = set(cache.cache_short_term_lookup) | set(cache.cache_long_term_lookup)
    assert cached
    app.open("settings")
    step(app, 3)          # (and the states pygame-gui draws in the frames after: hovered, pressed)
    new = (set(cache.cache_short_term_lookup) | set(cache.cache_long_term_lookup)) - cached
    sizes = {f"rounded_rectangle_{b.rect.width}_{b.rect.height}_" for b in app.scene.buttons}
    assert sizes and not [key for key in new if any(key.startswith(size) for size in sizes)]


def test_a_screen_noted_offstage_notes_what_building_it_makes(app):
    """button_looks sees the same buttons (size and look) as building the screen does."""
    from ui.kit import warmup
    app.push(MenuScene(selected="trickle"))
    step(app, 2)
    for name, how in (("settings", {}), ("puzzles", {"spec": app.games["trickle"]}),
                      ("lessons", {"spec": app.games["trickle"]})):
        noted = warmup.button_looks(app.screens[name](app, **how), app)
        app.open(name, **how)
        scene = app.scene
        queue = getattr(scene, "later", None)
        if queue is not None:
            queue.finish()
        built = {(b.rect.size, b.object_ids[-1]) for b in sprites(app)
                 if type(b).__name__ in ("UIButton", "Button") and b.ui_container is scene.container}
        assert built == set(noted), name
        app.pop()


def title_picture(ready: bool) -> bytes:
    """The title screen (tumbleweed chosen, its large Play button) drawn by a new App, with or without its
    warm-up done first."""
    import gc
    app = make_app(size=(1280, 720))
    try:
        app.push(MenuScene(selected="trickle"))
        step(app, 3)
        if ready:
            try:
                while app.warmup.step():
                    pass
            finally:
                gc.unfreeze()
        app.scene.select("tumbleweed")
        step(app, 5)
        return pygame.image.tobytes(app.window, "RGB")
    finally:
        pygame.quit()


def test_buttons_made_from_the_shapes_made_ready_look_as_buttons_drawn_afresh():
    """The large shapes the warm-up adds to pygame-gui's cache itself (keep_large_shapes) are the shapes pygame-gui
    draws: the title screen looks the same either way."""
    assert title_picture(False) == title_picture(True)


def test_a_large_button_shape_is_kept_and_found(app):
    from ui.kit import warmup
    cache = app.manager.get_theme().shape_cache
    before = set(cache.cache_short_term_lookup)
    warmup.make_button_look(app.manager, (420, 110), "#big_button")      # 46200 px^2: pygame-gui keeps none
    kept = set(cache.cache_short_term_lookup) - before
    assert kept and all(key.startswith("rounded_rectangle_420_110_") for key in kept)
    warmup.make_button_look(app.manager, (420, 110), "#big_button")
    assert set(cache.cache_short_term_lookup) - before == kept            # found, not made again


def test_a_scene_on_top_gets_its_own_pieces_done_while_it_rests(app):
    """A result screen leaves its game's analysis to get ready while it is read: the warm-up does its pieces, one
    a rest, whatever scene is on top."""
    from ui.kit.overlays import ResultOverlay
    spec = app.games["tumbleweed"]
    game = spec.make_scene(2, 3, spec.default_options(), autosave=False)
    app.push(game)
    step(app, 5)
    assert app.warmup.step()          # (the sound device: at any scene's first rest)
    done = []
    result = ResultOverlay("", [], None, None)
    result.rest_pieces = [lambda: done.append(1), lambda: done.append(2)]
    app.push(result)
    assert app.warmup.step() and done == [1]
    assert app.warmup.step() and done == [1, 2]
    assert not result.rest_pieces
    app.pop()
    while not game.state.is_over:
        game.play(game.state.legal_moves()[0])
    game.show_result()
    result = app.scene
    assert len(result.rest_pieces) == 3    # the analysis' modules, the computer player's, the viewers' buttons
    while result.rest_pieces:
        assert app.warmup.step()
    assert "ui.play.analysismode" in sys.modules
    # the analysis opened now draws none of its buttons' shapes anew
    cache = app.manager.get_theme().shape_cache
    cached = set(cache.cache_short_term_lookup) | set(cache.cache_long_term_lookup)
    result.on_analyse()
    step(app, 3)
    new = (set(cache.cache_short_term_lookup) | set(cache.cache_long_term_lookup)) - cached
    sizes = {f"rounded_rectangle_{b.rect.width}_{b.rect.height}_" for b in app.scene.container.elements
             if type(b).__name__ in ("UIButton", "Button")}
    assert sizes and not [key for key in new if any(key.startswith(size) for size in sizes)]


def test_a_table_game_gets_the_pause_menu_of_a_side_ready_while_it_rests(app):
    app.push(MenuScene(selected="trickle"))
    step(app, 2)
    spec = app.games["trickle"]
    game = spec.make_scene(2, 3, spec.default_options(), table=True, autosave=False)
    app.push(game)
    step(app, 6)
    assert app.turned.made_manager is None and game.rest_pieces
    while game.rest_pieces:
        assert app.warmup.step()
    manager = app.turned.made_manager
    assert manager is not None
    cache = manager.get_theme().shape_cache
    cached = set(cache.cache_short_term_lookup) | set(cache.cache_long_term_lookup)
    game.pause()
    step(app, 3)
    new = (set(cache.cache_short_term_lookup) | set(cache.cache_long_term_lookup)) - cached
    sizes = {f"rounded_rectangle_{b.rect.width}_{b.rect.height}_" for b in app.scene.buttons}
    assert sizes and not [key for key in new if any(key.startswith(size) for size in sizes)]


GAME_MODULE_ORDER = r"""
import importlib, os, sys
sys.path.insert(0, ROOT)
package = importlib.import_module(PACKAGE)
print("on import", sorted(m for m in sys.modules if m.startswith(PACKAGE + ".")))
for module in package.MODULES:
    before = set(sys.modules)
    importlib.import_module(f"{PACKAGE}.{module}")
    brought = sorted(m for m in set(sys.modules) - before if m.startswith(PACKAGE + "."))
    print(module, "brought", brought)
files = sorted(f[:-3] for f in os.listdir(os.path.dirname(package.__file__)) if f.endswith(".py") and f != "__init__.py")
print("files", files)
print("scene", getattr(package, package.__all__[0]).__name__)
"""


@pytest.mark.parametrize("package", ["games.trickle", "games.tumbleweed", "games.icesickle", "games.tripitz"])
def test_a_games_modules_are_imported_one_a_piece(package):
    """A game's package imports none of its modules (its names come when asked: games.lazy_names), and its
    MODULES lists every module after those it imports, so each warm-up piece compiles one module (a package
    imported whole was one piece of 20 ms where no bytecode is kept). A process of its own: a fresh import."""
    import os
    import subprocess
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    code = GAME_MODULE_ORDER.replace("ROOT", repr(root)).replace("PACKAGE", repr(package))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    run = subprocess.run([sys.executable, "-c", code], env=env, cwd=root, capture_output=True, text=True,
                         timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0] == "on import []"
    listed = []
    for line in lines[1:-2]:
        module, brought = line.split(" brought ")
        assert brought == repr([f"{package}.{module}"]), line     # itself alone: what it imports came before
        listed.append(module)
    assert lines[-2] == f"files {sorted(listed)!r}"                 # every module of the package, once
    assert lines[-1].startswith("scene ")


def test_the_turned_scenes_manager_goes_with_the_last_table_game_and_comes_back_with_the_next(app):
    """Its fonts, theme and shape atlas (6-9 MB) are not kept on the title screen or in a game at a window."""
    app.push(MenuScene(selected="trickle"))
    step(app, 2)
    spec = app.games["trickle"]
    for round_ in range(2):
        game = spec.make_scene(2, 3, spec.default_options(), table=True, autosave=False)
        app.push(game)
        step(app, 6)
        while game.rest_pieces:
            assert app.warmup.step()
        assert app.turned.made_manager is not None, round_
        game.pause()
        step(app, 3)
        assert app.scene.buttons
        app.pop()
        step(app, 2)
        assert app.turned.made_manager is not None     # (the table game is still there)
        app.pop()
        step(app, 2)
        assert app.turned.made_manager is None
    window_game = spec.make_scene(2, 3, spec.default_options(), table=False, autosave=False)
    app.push(window_game)
    step(app, 6)
    assert app.turned.made_manager is None


def test_every_puzzle_pack_is_read_in_a_piece_of_its_own_before_the_puzzles_screen_is_made_ready(app, monkeypatch):
    """The puzzles screen's daily puzzle reads every entry's pack: all six in the piece that made the screen ready
    were 17-20 ms. The screen's maker says what it reads (`ready`), and each pack is a piece."""
    import os
    from ui.play import puzzledata
    puzzledata.forget()
    read: list = []
    real = puzzledata.read_json
    monkeypatch.setattr(puzzledata, "read_json",          # (a pack that is not there is not read: not counted)
                        lambda path, *a: (os.path.isfile(path) and read.append(path)) or real(path, *a))
    app.push(MenuScene())
    step(app, 2)
    per_piece = []
    while not app.warmup.finished:
        before = len(read)
        app.warmup.step()
        per_piece.append(len(read) - before)
    packs = [spec for spec in app.games.values() if puzzledata.has_puzzles(spec)]
    assert len(packs) > 1 and sorted(read) == sorted(puzzledata.pack_path(spec) for spec in packs)   # each once
    assert max(per_piece) == 1                                   # never two in one piece
    puzzledata.forget()


def test_full_collections_wait_for_the_freeze_while_the_title_screen_gets_ready_and_only_then(app):
    """A full pass of the collector (10 ms) landed in whichever piece crossed its threshold; while the title
    screen's pieces are done it waits for the freeze piece, which collects once. Elsewhere the usual thresholds."""
    import gc
    from ui.kit import warmup
    usual = gc.get_threshold()
    full = []
    note = lambda phase, info: phase == "stop" and info["generation"] == 2 and full.append(pieces_left())  # noqa
    pieces_left = lambda: len(app.warmup.pieces)       # noqa: E731
    menu = MenuScene()
    app.push(menu)
    step(app, 2)
    gc.callbacks.append(note)
    try:
        for _ in range(5):
            app.warmup.step()
        assert gc.get_threshold() == (usual[0], usual[1], warmup.FULL_PASSES_WAIT)
        spec = app.games["trickle"]
        game = spec.make_scene(2, 3, spec.default_options(), autosave=False)
        app.push(game)                         # a game on top: the usual thresholds at once (App.follow_top)
        assert gc.get_threshold() == usual
        step(app, 2)
        app.warmup.step()                      # (its own pieces, or the sounds: still the usual thresholds)
        assert gc.get_threshold() == usual
        app.pop()
        step(app, 2)
        while not app.warmup.finished:
            app.warmup.step()
        assert gc.get_threshold() == usual
        assert full and all(left <= 1 for left in full)     # a full pass only in the freeze (and the rebuild after)
    finally:
        gc.callbacks.remove(note)
        gc.set_threshold(*usual)
