"""The window, the main loop and the scene stack.

One App owns the display surface, the pygame-gui UIManager (themed by assets/theme.json), the registry of
games (handed in by main.py) and a stack of scenes:
push opens a scene over the current one (pause, rules, results), pop returns, replace swaps the top one.
Screens are reached by name (SCREENS): `home()` goes back to the title screen, `open("settings")` opens one over
the current scene, so a screen never imports where it goes or goes back to.
`step(dt)` runs exactly one frame, so the headless tests drive the real App frame by frame.

Rest when idle: a frame is drawn only when something may have changed on screen: an event arrived (and for
LINGER seconds after, so pygame-gui's hover and press effects finish), a scene was pushed, popped or resized,
or the top scene says it is animating (pieces moving, a message showing, a computer thinking) or pulsing (a
glow calling for a tap: pulses stop PULSE_SECONDS after the last input and hold still). Otherwise `run` waits
for the next event (up to REST_POLL seconds, so idle timers such as the attract mode still fire), and the
program costs next to nothing while nobody plays.
"""
from __future__ import annotations

import time

import pygame

from ui.storage import folders, prefs, saves, wordfiles
from ui.base import lang
from ui.kit import memory, text
from ui.kit.buttonlooks import make_waiting_looks
from ui.app.renderer import Renderer, shows_nothing
from ui.app.screens import SCREENS
from ui.app.turned import TurnedScenes
from ui.app.window import DEFAULT_SIZE, MIN_SIZE, THEME_PATH, open_window, software_window_surface, window_size_for
from ui.kit.facing import Facing, FacingApp, FacingManager, turned_picture
from ui.kit.overlays import dim
from ui.screens.attract import Attendant
from ui.input.door import InputDoor, latest_hovers
from ui.kit.warmup import Warmup, collect_as_usual

LINGER = 1.5          # seconds of frames after an event (pygame-gui hover fades, tool tips)
PULSE_SECONDS = 10.0  # a pulse calling for a tap stops this long after the last input
REST_POLL = 0.25      # the longest wait for events while resting (app timers are checked this often)
REST_TICK = 1 / 60    # while resting, the queue is looked at this often (pygame's own event.wait polls every 1 ms,
                      # which alone costs 3% of a core)
MAX_FRAME_DT = 0.1    # a stalled frame must not teleport animations
LOOKS_AFTER = 0.5     # seconds without input before the button looks pygame-gui left for later are made
KEY_EVENTS = {pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT}   # input besides the pointer's (ui/input/door.py)


class App:
    def __init__(self, size=DEFAULT_SIZE, fullscreen: bool = False, seed: int | None = None, games=None,
                 kiosk: bool = False, language: str | None = None, screens: dict | None = None,
                 rotate: int | None = None):
        memory.setup()
        folders.move_old_data()          # once: files of an earlier version into this system's data folder
        wordfiles.use()                  # the language files are read carefully too (ui/storage/files.py)
        if games:
            prefs.use_entries(games)     # (a setting kept for an entry that is not one is dropped)
        prefs.load()                     # the settings (a damaged file is set aside; the title screen says so)
        # Only what the first frame needs: the sound device is opened by the title screen's first rest
        # (ui/kit/warmup.py), or by the first sound. pygame.init() also opened it, and without a sound device each
        # try costs 100 ms (ALSA); with SDL drawing into a plain window surface (no GL context, see
        # software_window_surface) start-up under X took 0.50 s, see docs/PERFORMANCE.md.
        software_window_surface()
        pygame.display.init()
        pygame.font.init()
        self.games = dict(games or {})   # key -> spec, given by main.py: ui never imports games/
        self.screens = {**SCREENS, **(screens or {})}   # name -> (app, **how) -> Scene: see home() and open()
        text.reset()
        pygame.display.set_caption("Hexcade")
        self.seed = seed
        self.fullscreen = False
        self._windowed_size = tuple(size) if size else window_size_for(pygame.display.get_desktop_sizes())
        # The picture is turned clockwise by `rotation` for a screen mounted on its side or upside down: scenes
        # draw into `window` (upright), the App turns it onto `display`, and maps the pointer back.
        self.rotation = rotate if rotate is not None else prefs.display_settings()["rotate"]
        self.display = open_window(self._windowed_size, pygame.RESIZABLE)
        self.window = self.display
        self.follow_display()
        # The language: --lang for this run, else the one chosen in the settings, else the system's, else English.
        lang.use(language or prefs.language() or lang.system_language() or lang.FALLBACK)
        self.manager = FacingManager(self.window.get_size(), THEME_PATH, starting_language=lang.current(),
                                     translation_directory_paths=[lang.DIRECTORY])
        self.manager.turns = self.screen_turns()
        self.scenes: list = []
        self.turned = TurnedScenes(self)   # turned scenes' manager and drawing (ui/app/turned.py)
        self.turned_in_step = False        # App.turn made a scene's buttons anew in this step: draw in the next
        self.resized_in_step = False       # the window's size changed in this step (no pygame-gui update in it)
        self.new_window_in_step = False    # SDL made a new window in this step: nothing else is drawn in it
        self.door = InputDoor(self.manager)   # the one place mouse and fingers are read (ui/input/door.py)
        self.clock = pygame.time.Clock()
        self.running = True
        self.time = 0.0            # app time: the sum of the steps' dt (real time in run(), fixed in tests)
        self.last_input = 0.0      # app time of the last touch, click or key (idle timers count from it)
        self.awake_until = 0.0     # draw every frame until this app time
        self.needs_draw = True     # something changed outside the frame (a scene pushed, a resize)
        self.frames_drawn = 0      # (benchmarks and tests count them)
        self.frames_patched = 0    # frames in which only what changed was drawn (ui/app/renderer.py)
        self.renderer = Renderer(self)   # whole frames or patches of what changed
        self.event_until = 0.0     # pygame-gui may want updates (hovers, tool tips) until LINGER after an input
        self.lockstep = False      # headless fixed steps (--after): wait for a computer's answer instead of time
        self.attendant = Attendant(self, kiosk)   # the attract mode, kiosk mode and "Still playing?"
        self.warmup = Warmup(self)       # the first game made ready while the title screen rests (ui/kit/warmup.py)
        if fullscreen or self.kiosk:
            self.toggle_fullscreen()

    @property
    def size(self) -> tuple[int, int]:
        return self.window.get_size()

    @property
    def kiosk(self) -> bool:
        return self.attendant.kiosk

    def quit(self) -> None:
        self.running = False

    @property
    def idle_seconds(self) -> float:
        """How long nobody has touched, clicked or typed."""
        return self.time - self.last_input

    def invalidate(self) -> None:
        """Draw the next frame: something changed that no event or animation announces."""
        self.needs_draw = True

    @property
    def scene(self):
        return self.scenes[-1] if self.scenes else None

    # -- scene stack -------------------------------------------------------------------------------------------
    # A scene faces the side of the table whose player opened it (`facing`, a pygame.transform.rotate angle; 0 is
    # the bottom edge, a window's only side). Unless told, it faces where the scene under it says its next scene
    # should (Scene.facing_for_next: a table game, the seat nearest the last press; a turned scene, its own side).
    def push(self, scene, facing: int | None = None) -> None:
        angle = facing if facing is not None else (self.scene.facing_for_next() if self.scenes else 0)
        if self.scenes:
            self.cancel_pointer()
            self.scenes[-1].cover()
        self.scenes.append(scene)
        self.door.forget()
        self.needs_draw = True
        self.enter(scene, angle)

    def pop(self):
        scene = self.scenes.pop()
        scene.leave()
        self.door.forget()
        self.needs_draw = True
        if self.scenes:
            self.follow_top()
            self.scenes[-1].uncover()
        else:
            self.running = False
        return scene

    def replace(self, scene, facing: int | None = None) -> None:
        """The top scene swapped for `scene`, facing the same way unless told."""
        angle = facing if facing is not None else (self.scene.facing if self.scenes else 0)
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        self.door.forget()
        self.needs_draw = True
        self.enter(scene, angle)

    def reset_to(self, scene) -> None:
        """Close every scene and start afresh with `scene` (Back to menu), upright."""
        while self.scenes:
            self.scenes.pop().leave()
        self.push(scene, 0)

    def enter(self, scene, angle: int) -> None:
        """A scene starts, upright or turned (it then sees the App through a FacingApp: its frame's size and the
        turned scenes' manager)."""
        scene.facing = angle if scene.faces_one_side() else 0
        self.follow_top()
        scene.enter(FacingApp(self, scene.facing) if scene.facing else self)

    def turn(self, scene, angle: int) -> None:
        """Turn a scene on the stack to face another side (a result screen shown to each side in turn)."""
        if scene.facing == angle:
            return
        scene.drop_elements()
        scene.facing = angle
        scene.app = FacingApp(self, angle) if angle else self
        self.follow_top()
        scene.resize(scene.app.size)
        if scene is not self.scene:
            scene.cover()
        self.door.forget()
        self.needs_draw = True
        self.turned_in_step = not self.lockstep

    @property
    def turned_manager(self) -> FacingManager:
        """The UIManager of turned scenes (ui/app/turned.py)."""
        return self.turned.manager

    def top_manager(self):
        """The UIManager whose buttons the top scene has."""
        top = self.scene
        return self.turned_manager if top is not None and top.facing else self.manager

    def follow_top(self) -> None:
        """The turned scenes' manager takes the frame of the top scene (if turned); the door asks the top
        scene's manager whether a press lands on a button."""
        top = self.scene
        if top is not None and top.facing:
            manager = self.turned_manager
            manager.turns = self.screen_turns() + (Facing(top.facing, self.size),)
            if manager.window_resolution != manager.facing.size:
                manager.set_window_resolution(manager.facing.size)
            self.door.manager = manager
            self.turned.prepare(top)
        else:
            self.door.manager = self.manager
        if top is None or not top.is_title_screen:
            collect_as_usual()                # (the title screen's warm-up held the collector's full passes back)
        if not any(scene.facing for scene in self.scenes):
            self.turned.upright_surfaces = {}     # (8 MB each: kept only while a turned scene is open)
            if not any(scene.table for scene in self.scenes):
                # No table game either: its UIManager goes too (made again, in under a millisecond on the App's
                # theme, when a table game first wants it)
                self.turned.made_manager = None

    # -- navigation: where a screen asks to go ------------------------------------------------------------------
    def home(self, **how) -> None:
        """Close every scene and show the title screen (`selected`: the entry it shows chosen; `seed`)."""
        self.reset_to(self.screens["home"](self, **how))

    def open(self, name: str, facing: int | None = None, **how) -> None:
        """Open the screen called `name` (SCREENS: settings, recent, attract, quit, lessons) over the current one."""
        self.push(self.screens[name](self, **how), facing)

    # -- window ------------------------------------------------------------------------------------------------
    def resize(self, size) -> None:
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        if size != self.display.get_size():
            self.display = self.set_mode(size, pygame.FULLSCREEN if self.fullscreen else pygame.RESIZABLE)
        self._relayout()

    def set_mode(self, size, flags) -> pygame.Surface:
        """SDL's window at a new size. Its picture (33 MB at 3840x2160) comes from the heap, where the old one's
        freed memory is taken again: in a mapping of its own every page is faulted in afresh, 6 ms going back to
        1920x1080 and 18 ms to 3840x2160 each time (the first time to a larger size it still is: SDL clears it)."""
        self.new_window_in_step = not self.lockstep      # (nothing else is drawn in its step: App.step)
        with memory.from_heap(size[0] * size[1] * 4):
            return pygame.display.set_mode(size, flags)

    def _relayout(self) -> None:
        self.needs_draw = True
        self.resized_in_step = True
        self.follow_display()
        self.manager.turns = self.screen_turns()
        self.manager.set_window_resolution(self.size)
        self.follow_top()
        for scene in self.scenes:
            scene.resize(scene.app.size if scene.app is not None else self.size)
        for scene in self.scenes[:-1]:
            scene.cover()

    def toggle_fullscreen(self) -> None:
        if self.fullscreen:
            self.fullscreen = False
            self.display = self.set_mode(self._windowed_size, pygame.RESIZABLE)
        else:
            self._windowed_size = self.display.get_size()
            self.fullscreen = True
            desktop = (pygame.display.get_desktop_sizes()[0] if pygame.display.get_desktop_sizes()
                       else self.display.get_size())
            self.display = self.set_mode(desktop, pygame.FULLSCREEN)
        self._relayout()

    # -- a screen mounted turned ---------------------------------------------------------------------------------
    def screen_turns(self) -> tuple:
        """(the screen's turn,) as a Facing from the display into the upright picture, or () when not turned."""
        if not self.rotation:
            return ()
        return (Facing((360 - self.rotation) % 360, self.display.get_size()),)

    def follow_display(self) -> None:
        """The upright picture the scenes draw into: the display itself, or, on a turned screen, a surface of the
        display's size as the players see it (kept while the size stays)."""
        if not self.rotation:
            self.window = self.display
            return
        size = self.screen_turns()[0].size
        if self.window is self.display or self.window.get_size() != size:
            self.window = pygame.Surface(size).convert(self.display)

    def set_rotation(self, degrees: int) -> None:
        """Turn the picture (and the pointer with it) `degrees` clockwise, at once (Settings)."""
        self.rotation = degrees
        self.cancel_pointer()
        self.door.forget()
        self._relayout()

    def to_upright(self, pos) -> tuple[int, int]:
        """A display point (a finger, the mouse) in the upright picture."""
        for turn in self.screen_turns():
            pos = turn.to_local(pos)
        return pos

    def present(self, rects=None) -> None:
        """Show the frame: the upright picture turned onto a turned screen, then the display updated (`rects`:
        only those parts, in the picture's coordinates)."""
        turns = self.screen_turns()
        if not turns:
            if rects is None:
                pygame.display.flip()
            else:
                pygame.display.update(rects)
            return
        turn = turns[0]
        if rects is None:
            self.display.blit(turned_picture(self.window, turn, None)[0], (0, 0))
            pygame.display.flip()
            return
        shown = []
        for rect in rects:
            picture, at = turned_picture(self.window, turn, pygame.Rect(rect))
            self.display.blit(picture, at)
            shown.append(pygame.Rect(at, picture.get_size()))
        pygame.display.update(shown)

    def set_language(self, code: str) -> None:
        """Speak `code` at once: pygame-gui's elements re-word themselves, and every scene is laid out again
        (its buttons made anew with the new words; longer words may need other sizes)."""
        lang.use(code)
        # Every scene makes its buttons anew in the new words: dropped first, or set_locale re-words and redraws
        # each of them just before (160 ms for nothing).
        for scene in self.scenes:
            scene.drop_elements()
        self.manager.set_locale(lang.current())
        if self.turned.made_manager is not None:
            self.turned.made_manager.set_locale(lang.current())
        text.forget_renders()
        for scene in self.scenes:
            scene.turned_picture = None
        self._relayout()

    def cancel_pointer(self) -> None:
        """End a press without a tap or drop: the top scene puts back what was being dragged."""
        scene = self.scene
        for pointer_event in self.door.cancel():
            if scene is not None:
                scene.pointer(pointer_event)

    # -- the loop ----------------------------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        """One SDL event: read once by the input door, seen first by the attendant, then pygame-gui (what the door
        gives it: at a touch table mouse events made from fingers, never SDL's emulated ones), the top scene's
        handle, and the top scene's pointer with the door's pointer events."""
        lanes = getattr(self.scene, "pointer_lane", None)
        if lanes is not None and self.rotation:
            lanes = (lambda pos, lanes=lanes: lanes(self.to_upright(pos)))
        reading = self.door.read(event, self.display.get_size(), self.time, lanes)
        if reading.touched or event.type in KEY_EVENTS:
            self.last_input = self.time
            self.awake_until = max(self.awake_until, self.time + LINGER)
            self.event_until = self.time + LINGER
            if not reading.hovering:
                self.renderer.pressed()       # a press, a lift, a drag or a key may change anything
        elif not shows_nothing(event):
            self.needs_draw = True      # a window or pygame-gui event (a button disabled): one whole frame
        if reading.spent or self.attendant.intercept(event, reading):
            return
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize(event.size)
            return
        if event.type == pygame.WINDOWFOCUSLOST:
            self.cancel_pointer()   # its lift may never reach us: a press held forever would lock the board
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        for gui_event in reading.gui:      # (the event itself; from a finger, the mouse events the door made)
            self.top_manager().process_events(gui_event)
        scene = self.scene
        if scene is None:
            return
        if scene.handle(event):
            return
        events = reading.events
        for turn in self.screen_turns():            # (the door reads the display; the scenes see the picture)
            events = [turn.pointer_event(e) for e in events]
        if self.turned.toward_tap(scene, events):
            return
        facing = Facing(scene.facing, self.size) if scene.facing else None
        for pointer_event in events:
            if self.scene is scene:
                scene.pointer(pointer_event if facing is None else facing.pointer_event(pointer_event))

    def step(self, dt: float) -> None:
        """One frame, `dt` seconds after the last (the whole idle wait when resting: app timers count it)."""
        self.time += dt
        frame_dt = min(dt, MAX_FRAME_DT)
        events = latest_hovers(pygame.event.get())
        for event in events:
            self.handle_event(event)
            if not self.running:
                return
        scene = self.scene
        if scene is not None:
            scene.update(frame_dt)
        self.attendant.tick()
        if self.attendant.animating():
            self.awake_until = max(self.awake_until, self.time + 2 * MAX_FRAME_DT)
        if self.scene is not None and (self.scene.animating() or (self.scene.pulsing() and
                                                                  self.idle_seconds < PULSE_SECONDS)):
            self.awake_until = max(self.awake_until, self.time + 2 * MAX_FRAME_DT)   # and the frame after it ends
        if self.new_window_in_step:
            # SDL's new window is this frame's work (set_mode: 12-13 ms to 3840x2160); its first picture, the
            # scenes laid out in it, is drawn in the next step (with it, this frame was 17 ms)
            # (resized_in_step stays: the step that draws it asks pygame-gui for nothing either)
            self.new_window_in_step = False
            self.needs_draw = True
            return
        if self.needs_draw or self.time <= self.awake_until:
            if self.turned_in_step or (self.scene is not None and not self.lockstep and self.scene.hold_frame()):
                # (a scene turned in this step made its buttons anew: it is drawn in the next one, so that no frame
                # pays for both)
                self.turned_in_step = False
                # a move played in this frame (a tap, a computer's answer) is drawn in the next one: engine play
                # and drawing in one frame made it 10-12 ms (a frame later is 17 ms, not seen)
                self.needs_draw = True
                self.resized_in_step = False
                return
            if self.needs_draw:
                self.renderer.whole_next()    # (a scene pushed or popped, a resize, a message said)
            # pygame-gui only after input (hovers, tool tips) or for a whole frame: each update also draws a look
            # it left for later of every new button at once (App.finish_button_looks makes them while resting)
            # (not in a resize's frame, which SDL's new window mostly fills: the buttons shown are made anew at the
            # new size, and an update would draw the looks the old ones still waited for, 7 ms at 3840x2160)
            if (self.needs_draw or self.renderer.gui_wanted(self.time <= self.event_until)) and \
                    not self.resized_in_step:
                self.top_manager().update(frame_dt)
            self.needs_draw = False
            drawn = self.renderer.frame(self.window)
            if drawn is None:
                self.present()
                self.frames_drawn += 1
            else:                # only what changed (a hover, a thinking light, hint rings): just that
                if drawn:
                    self.present(drawn)
                    self.frames_patched += 1
                self.finish_button_looks(0.0015)
        else:
            self.finish_button_looks()
        self.resized_in_step = False

    def finish_button_looks(self, budget: float = 0.003) -> bool:
        """While nothing is drawn, or only a light is patched: make the looks pygame-gui leaves for later. A new
        button draws its pressed look ('active') only in a later frame's update, one per button per frame: the 22
        buttons of a game start and the title screen under it then cost one frame of the first move 12 ms. Done
        here once nobody has touched anything for LOOKS_AFTER, a few ms per resting or patched step, until none is
        left (nothing at all once they are made). True if any was made."""
        if self.idle_seconds < LOOKS_AFTER:
            return False               # (someone is busy here: their frames come first)
        managers = [self.manager] + ([self.turned.made_manager] if self.turned.made_manager is not None else [])
        return make_waiting_looks([e for m in managers for e in m.get_sprite_group().sprites()], budget) > 0

    @property
    def resting(self) -> bool:
        """Nothing to draw until an event arrives or a timer fires."""
        return not self.needs_draw and self.time > self.awake_until

    def drawn_scenes(self) -> list:
        """The scenes a frame draws: from the topmost opaque one upwards, so overlays show the game beneath them."""
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        return self.scenes[max(start, 0):]

    def draw(self, surface) -> None:
        for scene in self.drawn_scenes():
            if scene.shade:
                dim(surface, scene.shade)        # (what lies beneath is darkened the same way, turned or not)
            if scene.facing:
                self.turned.draw(surface, scene)
            else:
                scene.draw(surface)
        # (only the top scene's manager is updated each frame; under a turned scene the upright one kept drawing
        # the buttons it had since killed or hidden: a result turned from the bottom seat, with Replay over it)
        upright = self.manager.get_sprite_group()
        if upright.should_update_visibility:
            upright.update_visibility()
        self.manager.draw_ui(surface)
        if self.scenes and not self.scenes[-1].facing:
            self.scenes[-1].draw_over_ui(surface)
        self.attendant.draw(surface)

    def run(self) -> None:
        while self.running and self.scenes:
            if self.resting:
                if not self.warmup.step():      # (a piece of getting ready instead of sleeping, while any are left)
                    self.rest()
                dt = self.clock.tick() / 1000.0      # real time, so idle timers count the wait
            else:
                # (60 Hz from the first frame drawn on: the clock counts from App(), and the first tick waited out
                # the rest of that 16.7 ms, 13 ms of the program's start-up)
                dt = self.clock.tick(60 if self.frames_drawn else 0) / 1000.0
            self.step(dt)
        saves.WRITER.flush()          # the last move's save reaches the disk before the program ends

    @staticmethod
    def rest() -> None:
        """Sleep until an event is queued (looked at every REST_TICK), at most REST_POLL seconds."""
        until = time.monotonic() + REST_POLL
        while time.monotonic() < until and not pygame.event.peek():
            time.sleep(REST_TICK)

    def screenshot(self, path: str) -> None:
        """The frame as the screen shows it (turned, on a turned screen)."""
        self.top_manager().update(0.0)
        self.draw(self.window)
        if self.rotation:
            self.display.blit(turned_picture(self.window, self.screen_turns()[0], None)[0], (0, 0))
        pygame.image.save(self.display, path)
