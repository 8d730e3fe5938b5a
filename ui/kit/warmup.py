"""What the program does while the title screen rests: it gets ready for the first game before anyone asks.

Starting the first game of a run used to cost about 200 ms in one step: Python compiling the game's modules
(where bytecode is not kept, as on machines that set PYTHONDONTWRITEBYTECODE) and the first words in new fonts.
Here that work is cut into small pieces (the sound device, one module, one font; last, gc.freeze of all that
lasts the run), and App.run does one piece each time it would otherwise sleep with nothing to draw: the sound
device at any scene's first rest, the rest only while the title screen is on top. A tap arriving meanwhile waits
for at most one piece (a module: 5-30 ms; a sound device that is not there: 100 ms, once). When every piece is
done the App rests as before.

Then the buttons of the screens a person opens from the title screen (Settings, the chosen entry's lessons and
puzzles, the pause menu, the result screen): pygame-gui draws a button's rounded shape four times larger and
scales it down, 2-5 ms a state, and keeps the shapes under 40000 px^2 for any later button of the same size and
colours. Opening Settings the first time cost 55 ms, the lessons 78 ms, the puzzles 97 ms; with their shapes made
here, one button a piece, 17, 16 and 46 ms (issue 28). A screen's buttons are found by laying it out with a
`button` that only notes each one's size and look (`button_looks`); nothing is shown.
"""
from __future__ import annotations

import gc
import importlib
from collections import deque
from types import SimpleNamespace

import pygame
import pygame_gui

from ui.kit import sound, text

# The sizes the games' panels, strips and buttons use most (ui/kit/text.py's cached fonts), bold and regular.
FONT_SIZES = (14, 16, 17, 18, 20, 22, 24, 26, 28, 30, 36)
SAMPLE = "AaBbCcDdEeGgHhIiKkLlMmNnOoPpRrSsTtUuWwYy0123456789:·()!?,.%€ÄäÖöÜüßčšžťďľňáéíóú"


def module_names(games: dict) -> list[str]:
    """The scenes' shared module (ui/play/boardscene.py and what it brings), each entry's engine, then each game's
    package, in pieces of 5-15 ms each (a game's package imports none of its modules: `package_pieces` imports
    them one a piece)."""
    # (the scenes' module brings 40 ms of imports: the largest of them first, each a piece of its own)
    names = ["ui.board.anim", "ui.play.movelist", "ui.play.replay", "ui.play.review", "ui.play.chrome",
             "multiprocessing", "ui.play.thinker", "ui.play.computer", "ui.play.hooks", "ui.play.match",
             "ui.play.boardscene"]
    names += [spec.engine_path for spec in games.values()]
    names += [spec.scene.split(":")[0] for spec in games.values()]
    return list(dict.fromkeys(names))


def package_modules(name: str) -> list[str]:
    """The modules of a package that lists them (a game's MODULES: each after those it imports), to import one a
    piece; [] for one that does not (it was imported whole)."""
    return [f"{name}.{module}" for module in getattr(importlib.import_module(name), "MODULES", ())]


def make_tables(engine_path: str) -> None:
    """An engine that makes its lookup tables on first use rather than at import (engine/tripitz.py: the title
    screen imports every engine) says so with a `tables()`; made here, the first game does not wait for them."""
    make = getattr(importlib.import_module(engine_path), "tables", None)
    if make is not None:
        make()


def freeze_what_lasts(app=None) -> None:
    """The last pieces: what is made so far (modules, fonts, engine tables) is nearly all kept for the whole run,
    so the garbage collector is told to leave it be (gc.freeze). A collection then looks only at what games made
    since: the one ui/kit/memory.py runs after a game is left took 11-12 ms of a frame, 1-2 ms after this.
    The title screen's buttons are not among it: frozen, they were never freed once it was left (pygame-gui's
    pictures of them, 12-15 MB), so they are dropped first and made again after (rebuild_after_freeze: a piece of
    its own, the next rest; both in one piece were 19-22 ms)."""
    scene = app.scene if app is not None else None
    if scene is not None:
        scene.drop_elements()
    gc.collect()
    gc.freeze()


def rebuild_after_freeze(app=None) -> None:
    """The title screen's buttons, dropped for the freeze, made anew."""
    scene = app.scene if app is not None else None
    if scene is not None and scene.container is None:
        scene.rebuild_ui()


class NotedButton:
    """What a noted button answers while a screen is laid out offstage (button_looks): its rect; anything else is
    a no-op."""

    def __init__(self, rect):
        self.rect = self.relative_rect = pygame.Rect(rect)
        self.text = ""

    def __getattr__(self, name):
        return lambda *args, **kwargs: None


def button_looks(scene, app) -> list:
    """(size, object_id) of every button `scene` builds at the App's size, found without building any: its
    layout and build_ui run with a `button` that notes them. A screen whose build_ui makes anything else (or
    fails offstage) gives the buttons noted up to there."""
    noted: list = []

    def note(rect, words, object_id=None, tool_tip=None):
        noted.append((pygame.Rect(rect).size, object_id))
        return NotedButton(rect)

    scene.app = app
    scene.button = note                  # (this scene only: it is never shown)
    try:
        scene.layout(app.size)
        scene.build_ui()
        scene.build_now()          # (the buttons it would build over the next frames)
    except Exception:      # noqa: BLE001 -- getting ready must never break the title screen: less is made ready
        pass
    return list(dict.fromkeys(noted))


CACHED_AREA = 40000    # px^2: pygame-gui keeps the shapes of smaller buttons by itself
CACHED_SIDE = 1024     # and none wider or taller than its cache's pages


def button_look_steps(manager, size, object_id):
    """One button of this size and look made, each of its states drawn, and dropped: its shapes stay in
    pygame-gui's cache (a large one's too: keep_large_shapes). A generator: each step is one state (a large
    button's five states took 45 ms at once)."""
    button = pygame_gui.elements.UIButton(relative_rect=pygame.Rect((-size[0] - 10, -size[1] - 10), size),
                                          text="", manager=manager, object_id=object_id)
    shape = getattr(button, "drawable_shape", None)
    while shape is not None and shape.states_to_redraw_queue:
        yield
        shape.update(0.0)
    yield
    button.disable()          # (its disabled look is drawn when it is disabled, not ahead like the others)
    if shape is not None:
        keep_large_shapes(shape)
    button.kill()


def make_button_look(manager, size, object_id) -> None:
    """button_look_steps all at once."""
    for _ in button_look_steps(manager, size, object_id):
        pass


def stepwise(steps, pieces) -> callable:
    """A piece that does the next step of `steps` (a generator) and puts itself first in `pieces` (a deque or a
    list) again while any step is left."""
    def piece() -> None:
        try:
            next(steps)
        except StopIteration:
            return
        if isinstance(pieces, deque):
            pieces.appendleft(piece)
        else:
            pieces.insert(0, piece)
    return piece


def keep_large_shapes(shape) -> None:
    """pygame-gui looks every button's shape up in its cache but adds only those under CACHED_AREA: a large
    button (Play on the title screen, a result screen's Play again) was drawn anew each time, 5-15 ms. A large
    shape drawn here (a button without words, so its state pictures are the bare shapes) is added under the key
    pygame-gui looks it up by."""
    rect = shape.containing_rect
    theming = shape.theming
    if (type(shape).__name__ != "RoundedRectangleShape" or rect.width * rect.height < CACHED_AREA
            or rect.width > CACHED_SIDE or rect.height > CACHED_SIDE or "filled_bar" in theming
            or "filled_bar_width_percentage" in theming):
        return
    cache = shape.shape_cache
    for name, state in shape.states.items():
        if state.surface is None or f"{name}_bg" not in theming or f"{name}_border" not in theming:
            continue
        key = cache.build_cache_id("rounded_rectangle", rect.size, shape.shadow_width, shape.border_widths,
                                   theming[f"{name}_border"], theming[f"{name}_bg"], shape.shape_corner_radius)
        if key not in cache.cache_short_term_lookup and key not in cache.cache_long_term_lookup:
            cache.add_surface_to_cache(state.surface, key)


PAUSE_ROWS = 8      # a game's pause menu, as a rule (its own changes and Moves: BoardScene.pause)


def overlays_to_ready(pause_rows: int = PAUSE_ROWS) -> list:
    """The pause menu (`pause_rows` rows) and the result screen, laid out offstage."""
    from ui.kit.overlays import MenuOverlay, ResultOverlay
    result = ResultOverlay("", [], None, None)
    result.add_button_icons = lambda: None        # (its pictures are elements of their own: not noted)
    return [MenuOverlay("", [(str(i), None) for i in range(pause_rows)]), result]


def turned_pieces(app, pause_rows=lambda: PAUSE_ROWS) -> list:
    """At a table, while a game rests: the turned scenes' UIManager (made when first needed, on the App's theme),
    then the shapes of the pause menu and the result screen in it, turned to a long side and to a short one
    (opening the pause menu from a seat first took 28 ms). `pause_rows`: how many rows the game's pause menu has,
    asked when the plan is made (its buttons' height follows). The list fills itself as its pieces are done."""
    pieces: list = []

    def plan() -> None:
        w, h = app.size
        manager = app.turned_manager
        looks: set = set()
        for size in ((w, h), (h, w)):
            frame = SimpleNamespace(size=size, manager=manager)
            for scene in overlays_to_ready(pause_rows()):
                looks.update(button_looks(scene, frame))
        pieces.extend(stepwise(button_look_steps(manager, *look), pieces) for look in sorted(looks, key=str))

    pieces.extend([lambda: app.turned_manager, plan])
    return pieces


# While the title screen's pieces are done, the collector's full passes wait for the freeze piece (which collects
# once, then freezes): a full pass over all that start-up and the pieces made was 10 ms, landing in whichever piece
# crossed the collector's threshold (pieces of 18-20 ms). The young generations are collected as ever, and on any
# other screen the usual thresholds hold (a game left is collected whole anyway: ui/kit/memory.py).
FULL_PASSES_WAIT = 1_000_000      # the collector's third threshold meanwhile: young passes before a full one
_usual_thresholds: tuple | None = None     # the collector's own, while its full passes wait (one for every App)


def full_passes_wait() -> None:
    global _usual_thresholds
    if _usual_thresholds is None:
        _usual_thresholds = gc.get_threshold()
        gc.set_threshold(_usual_thresholds[0], _usual_thresholds[1], FULL_PASSES_WAIT)


def collect_as_usual() -> None:
    """The collector's own thresholds again (the pieces are done, or another screen is on top: App.follow_top)."""
    global _usual_thresholds
    if _usual_thresholds is not None:
        gc.set_threshold(*_usual_thresholds)
        _usual_thresholds = None


class Warmup:
    """The pieces still to do; `step()` does one."""

    def __init__(self, app):
        self.app = app
        self.freeze = lambda: freeze_what_lasts(app)     # (the last pieces: this, then the buttons made anew)
        self.rebuild = lambda: rebuild_after_freeze(app)
        self.pieces: deque = deque()
        self.for_any_scene = {self.start_sound}     # pieces done whatever screen rests (the sound's)
        self.pieces.append(self.start_sound)     # the sound device (100 ms when there is none), then its sounds
        for name in module_names(app.games):
            self.pieces.append(lambda name=name: self.import_module(name))
        for name in dict.fromkeys(spec.engine_path for spec in app.games.values()):
            self.pieces.append(lambda name=name: make_tables(name))
        for size in FONT_SIZES:
            for bold in (True, False):
                self.pieces.append(lambda size=size, bold=bold: text.font(size, bold).render(SAMPLE, True,
                                                                                             (255, 255, 255)))
        self.pieces.append(self.plan_button_looks)

    def import_module(self, name: str) -> None:
        """A piece: a module imported; a package that lists its modules has them imported next, one a piece."""
        self.pieces.extendleft(reversed([lambda name=module: importlib.import_module(name)
                                         for module in package_modules(name)]))

    def screens_to_ready(self) -> list:
        """How to make each screen (not shown) whose buttons are made ready: the title screen as it is for each
        entry (choosing one rebuilds it), those opened from it for the entry it shows, and the pause menu and
        result screen of a game."""
        app = self.app
        spec = getattr(app.scene, "spec", None)

        def title(key, continued):
            scene = app.screens["home"](app, selected=key)
            if hasattr(scene, "prepare"):      # (what it shows, without taking the notices the title screen shows)
                scene.prepare(app, continued)
            return scene

        # (with and without Continue: the title screen a game is left for has it)
        makers = [lambda key=key, c=c: title(key, c) for c in (False, True) for key in app.games]
        makers += [lambda name=name, how=how: app.screens[name](app, **how)
                   for name, how in (("settings", {}), ("lessons", {"spec": spec}), ("puzzles", {"spec": spec}))
                   if name in app.screens and (spec is not None or not how)]
        makers += [lambda i=i: overlays_to_ready()[i] for i in range(len(overlays_to_ready()))]
        # each entry's first lesson and first puzzle (their bands' buttons)
        makers += [lambda name=name, how=how, entry=entry: getattr(app.screens[name](app, spec=entry), how)(0)
                   for entry in app.games.values() for name, how in (("lessons", "lesson"), ("puzzles", "puzzle"))
                   if name in app.screens]
        # each entry's game in a window (its panel's buttons; laying it out reads its words' file too)
        makers += [lambda spec=spec: spec.make_scene(spec.default_players, 1, spec.default_options(), autosave=False)
                   for spec in app.games.values()]
        return makers

    def plan_button_looks(self) -> None:
        """A piece for each of screens_to_ready, done next: it notes the screen's buttons and adds a piece for
        each look not made yet (a screen's making and noting is 2-10 ms; all at once took 57 ms)."""
        noted: set = set()
        manager = self.app.manager

        def plan(make) -> None:
            try:
                scene = make()
            except Exception:     # noqa: BLE001 -- (an entry without lessons or puzzles: nothing to ready)
                return
            looks = [look for look in button_looks(scene, self.app) if look not in noted]
            noted.update(looks)
            self.pieces.extendleft(reversed([stepwise(button_look_steps(manager, *look), self.pieces)
                                             for look in looks]))

        # (first what screens read when they open, a piece each: a screen's maker may say, `ready`)
        ready = [piece for make in self.app.screens.values() for piece in getattr(make, "ready", lambda _: [])(self.app)]
        self.pieces.extendleft(reversed(ready + [lambda make=make: plan(make) for make in self.screens_to_ready()]))

    @property
    def finished(self) -> bool:
        return not self.pieces

    def step(self) -> bool:
        """Do one piece if the title screen is on top and any are left, else one of the top scene's own
        (`rest_pieces`: a result screen gets its game's analysis ready); False when nothing was done."""
        scene = self.app.scene
        if scene is None:
            return False
        title = getattr(scene, "is_title_screen", False)
        if not self.pieces or (not title and self.pieces[0] not in self.for_any_scene):
            collect_as_usual()
            return self.scene_piece(scene)   # (the sound device and sounds are made at any scene's rests: --game)
        if title:
            full_passes_wait()
        piece = self.pieces.popleft()
        if not self.pieces and piece is not self.freeze and piece is not self.rebuild:
            self.pieces.append(self.freeze)
        if piece is self.freeze:
            self.pieces.append(self.rebuild)
        try:
            piece()
        except (ImportError, pygame.error):      # a piece that fails is simply done later, when the game needs it
            pass
        finally:
            if not self.pieces or piece is self.freeze:
                collect_as_usual()
        return True

    def start_sound(self) -> None:
        """The sound device opened, and its sounds made next, one a piece (1-7 ms each)."""
        board = sound.start(None)
        self.for_any_scene.add(board.make_next)
        self.pieces.extendleft([board.make_next] * len(board.todo))

    @staticmethod
    def scene_piece(scene) -> bool:
        """One of the pieces the scene on top leaves for its rest (a list it empties as they are done)."""
        pieces = getattr(scene, "rest_pieces", None)
        if not pieces:
            return False
        piece = pieces.pop(0)
        try:
            piece()
        except (ImportError, pygame.error, ValueError):      # (done later, when it is needed)
            pass
        return True
