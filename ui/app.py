"""The window, the main loop and the scene stack.

One App owns the display surface, the pygame-gui UIManager (themed by assets/theme.json), the registry of
games (handed in by main.py) and a stack of scenes:
push opens a scene over the current one (pause, rules, results), pop returns, replace swaps the top one.
`step(dt)` runs exactly one frame, so the headless tests drive the real App frame by frame.
"""
from __future__ import annotations

import os

import pygame
import pygame_gui

from ui import saves, text
from ui.pointer import PointerTracker

THEME_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "assets", "theme.json")
DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (640, 480)


class App:
    def __init__(self, size=DEFAULT_SIZE, fullscreen: bool = False, seed: int | None = None, games=None):
        pygame.init()
        self.games = dict(games or {})   # key -> spec, given by main.py: ui never imports games/
        text.reset()
        pygame.display.set_caption("Hexcade")
        self.seed = seed
        self.fullscreen = False
        self._windowed_size = tuple(size)
        self.window = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
        self.manager = pygame_gui.UIManager(self.window.get_size(), THEME_PATH)
        # The rules pages use bold and italic: load them now rather than mid-game.
        self.manager.preload_fonts([{"name": "noto_sans", "point_size": 20, "style": style, "antialiased": "1"}
                                    for style in ("bold", "italic")])
        self.scenes: list = []
        self.pointer_tracker = PointerTracker()
        self.clock = pygame.time.Clock()
        self.running = True
        if fullscreen:
            self.toggle_fullscreen()

    @property
    def size(self) -> tuple[int, int]:
        return self.window.get_size()

    @property
    def scene(self):
        return self.scenes[-1] if self.scenes else None

    # -- scene stack -------------------------------------------------------------------------------------------
    def push(self, scene) -> None:
        if self.scenes:
            self.cancel_pointer()
            self.scenes[-1].cover()
        self.scenes.append(scene)
        self.pointer_tracker.reset()
        scene.enter(self)

    def pop(self):
        scene = self.scenes.pop()
        scene.leave()
        self.pointer_tracker.reset()
        if self.scenes:
            self.scenes[-1].uncover()
        else:
            self.running = False
        return scene

    def replace(self, scene) -> None:
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        self.pointer_tracker.reset()
        scene.enter(self)

    def reset_to(self, scene) -> None:
        """Close every scene and start afresh with `scene` (Back to menu)."""
        while self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    # -- window ------------------------------------------------------------------------------------------------
    def resize(self, size) -> None:
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        if size != self.size:
            flags = pygame.FULLSCREEN if self.fullscreen else pygame.RESIZABLE
            self.window = pygame.display.set_mode(size, flags)
        self._relayout()

    def _relayout(self) -> None:
        self.manager.set_window_resolution(self.size)
        for scene in self.scenes:
            scene.resize(self.size)
        for scene in self.scenes[:-1]:
            scene.cover()

    def toggle_fullscreen(self) -> None:
        if self.fullscreen:
            self.fullscreen = False
            self.window = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
        else:
            self._windowed_size = self.size
            self.fullscreen = True
            desktop = pygame.display.get_desktop_sizes()[0] if pygame.display.get_desktop_sizes() else self.size
            self.window = pygame.display.set_mode(desktop, pygame.FULLSCREEN)
        self._relayout()

    def ui_hit(self, pos) -> bool:
        """Is a visible pygame-gui element under this point? (A finger on a button must not also tap the board.)"""
        for element in self.manager.get_sprite_group().sprites():
            if element.visible and element.rect.collidepoint(pos) and \
                    isinstance(element, (pygame_gui.elements.UIButton, pygame_gui.elements.UITextBox)):
                return True
        return False

    def cancel_pointer(self) -> None:
        """End a press without a tap or drop: the top scene puts back what was being dragged."""
        scene = self.scene
        for pointer_event in self.pointer_tracker.cancel():
            if scene is not None:
                scene.pointer(pointer_event)

    # -- the loop ----------------------------------------------------------------------------------------------
    def handle_event(self, event) -> None:
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
        consumed_by_gui = self.manager.process_events(event)
        scene = self.scene
        if scene is None:
            return
        if scene.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and consumed_by_gui:
            return
        if event.type == pygame.FINGERDOWN:
            w, h = self.size
            if self.ui_hit((event.x * w, event.y * h)):
                # the button has it (through SDL's emulated mouse); meanwhile no other finger acts on the board
                self.pointer_tracker.hold(int(event.finger_id), (int(event.x * w), int(event.y * h)))
                return
        for pointer_event in self.pointer_tracker.feed(event, self.size):
            if self.scene is scene:
                scene.pointer(pointer_event)

    def step(self, dt: float) -> None:
        for event in pygame.event.get():
            self.handle_event(event)
            if not self.running:
                return
        if self.scene is not None:
            self.scene.update(dt)
        self.manager.update(dt)
        self.draw(self.window)
        pygame.display.flip()

    def draw(self, surface) -> None:
        # Draw from the topmost opaque scene upwards, so overlays show the game beneath them.
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        for scene in self.scenes[start:]:
            scene.draw(surface)
        self.manager.draw_ui(surface)

    def run(self) -> None:
        while self.running and self.scenes:
            dt = self.clock.tick(60) / 1000.0
            self.step(min(dt, 0.1))  # a stalled frame must not teleport animations
        saves.WRITER.flush()          # the last move's save reaches the disk before the program ends

    def screenshot(self, path: str) -> None:
        self.manager.update(0.0)
        self.draw(self.window)
        pygame.image.save(self.window, path)
