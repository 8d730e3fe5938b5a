"""A scene turned to face one side of a touch table: the pause menu, the rules, a move list or a replay opened by
the player at the left edge stands upright for that player, not for the bottom edge.

The decision (docs/DESIGN.md "Turned scenes"): pygame-gui's widgets cannot turn, so a turned scene is laid out,
drawn and pressed in its own upright frame, the size of the window as its player sees it (a left or right seat's
frame is the window turned on its side), and the App turns the picture onto the screen. Its pygame-gui buttons
live in a second UIManager (`FacingManager`) whose mouse positions are mapped into that frame, so a button is
hovered and pressed where the player sees it; the board's pointer events are mapped the same way. Every overlay
is written once, upright, and faces any side without knowing it.

- `Facing`: the frame's geometry (which way it is turned, the window's size): points and rects between the
  screen and the frame.
- `FacingApp`: what a turned scene sees as its `app`: the App itself, but for the size of its frame and the
  manager of turned scenes; a scene it opens faces the same way.
- `FacingManager`: a UIManager that reads mouse positions in a frame.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import i18n
import pygame
import pygame_gui

from ui.kit import memory

ANGLES = (0, 90, 180, 270)


def to_frame(angle: int, rect: pygame.Rect, pos) -> tuple[float, float]:
    """A screen point -> the upright coordinates of `rect` turned by `angle` (pygame.transform.rotate's angle
    that turns upright content toward its reader: 90 faces the right edge, 180 the top, 270 the left)."""
    px, py = pos
    if angle == 0:
        return px - rect.left, py - rect.top
    if angle == 180:
        return rect.right - px, rect.bottom - py
    if angle == 90:
        return rect.bottom - py, px - rect.left
    return py - rect.top, rect.right - px


def from_frame(angle: int, rect: pygame.Rect, p) -> tuple[float, float]:
    """An upright point of `rect` turned by `angle` -> the screen (the inverse of to_frame)."""
    x, y = p
    if angle == 0:
        return rect.left + x, rect.top + y
    if angle == 180:
        return rect.right - x, rect.bottom - y
    if angle == 90:      # the reader sits at the right edge: their 'right' is the screen's top
        return rect.left + y, rect.bottom - x
    return rect.right - y, rect.top + x   # 270: the left edge


def upright_size(angle: int, size) -> tuple[int, int]:
    """A screen area's size as its reader sees it."""
    return (size[1], size[0]) if angle in (90, 270) else (size[0], size[1])


@dataclass(frozen=True)
class Facing:
    """The whole window turned by `angle` for one reader."""
    angle: int
    screen: tuple[int, int]

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.screen)

    @property
    def size(self) -> tuple[int, int]:
        return upright_size(self.angle, self.screen)

    def to_local(self, pos) -> tuple[int, int]:
        x, y = to_frame(self.angle, self.rect, pos)
        return int(x), int(y)

    def pointer_event(self, event):
        """A pointer event of the screen in the frame's coordinates."""
        return replace(event, pos=self.to_local(event.pos), start=self.to_local(event.start))

    def rect_on_screen(self, upright: pygame.Rect) -> pygame.Rect:
        """Where an upright rect of the frame lies on the screen."""
        corners = [from_frame(self.angle, self.rect, p) for p in (upright.topleft, upright.bottomright)]
        (x0, y0), (x1, y1) = corners
        return pygame.Rect(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))


class FacingManager(pygame_gui.UIManager):
    """A UIManager that reads the mouse in a turned frame: pygame-gui asks `calculate_scaled_mouse_position` for
    every mouse position it uses (a button's press and release, hover), so mapping it here puts the mouse in the
    frame. `turns`: the screen's own turn (--rotate) and then the scene's (a turned overlay), each a Facing."""
    turns: tuple = ()

    def __init__(self, *args, theme=None, **kwargs):
        # `theme`: another manager's theme, shared (the turned scenes' manager shares the App's: its own was 9 ms
        # of parsing and a second set of fonts and shape atlases, 6-9 MB; the theme file is the same)
        self.shared_theme = theme
        super().__init__(*args, **kwargs)
        # Every UIManager puts its translation folders (pygame-gui's own and ours) on python-i18n's path once
        # more, and python-i18n reads a namespace's file once per entry there: each file was read twice for the
        # title screen's first frame, three times once a turned scene had been opened (issue 28's start-up).
        i18n.load_path[:] = list(dict.fromkeys(i18n.load_path))

    def create_new_theme(self, theme_path=None):
        if self.shared_theme is not None:
            return self.shared_theme
        return super().create_new_theme(theme_path)

    @property
    def facing(self) -> Facing | None:
        """The last turn: the frame this manager's buttons are laid out in (None: the screen's)."""
        return self.turns[-1] if self.turns else None

    def calculate_scaled_mouse_position(self, position):
        x, y = super().calculate_scaled_mouse_position(position)
        for facing in self.turns:
            x, y = facing.to_local((x, y))
        return x, y


class FacingApp:
    """The App as a turned scene sees it: the size of its frame, the manager of turned scenes, and a scene it
    opens (push, open, replace) faces the same way. Everything else is the App's own."""
    __slots__ = ("app", "angle")

    def __init__(self, app, angle: int):
        object.__setattr__(self, "app", app)
        object.__setattr__(self, "angle", angle)

    @property
    def facing(self) -> Facing:
        return Facing(self.angle, self.app.size)

    @property
    def size(self) -> tuple[int, int]:
        return upright_size(self.angle, self.app.size)

    @property
    def manager(self):
        return self.app.turned_manager

    def push(self, scene, facing: int | None = None) -> None:
        self.app.push(scene, self.angle if facing is None else facing)

    def replace(self, scene, facing: int | None = None) -> None:
        self.app.replace(scene, self.angle if facing is None else facing)

    def open(self, name: str, **how) -> None:
        how.setdefault("facing", self.angle)
        self.app.open(name, **how)

    def __getattr__(self, name):
        return getattr(self.app, name)

    def __setattr__(self, name, value):
        setattr(self.app, name, value)


def turned_picture(surface: pygame.Surface, facing: Facing, content: pygame.Rect | None):
    """(picture, screen position) of a turned scene's upright drawing: only its content turned (a menu's panel,
    not the whole window, when it says where it draws)."""
    area = surface.get_rect() if content is None else content.clip(surface.get_rect())
    picture = surface.subsurface(area) if area != surface.get_rect() else surface
    if facing.angle:
        with memory.from_heap():
            picture = pygame.transform.rotate(picture, facing.angle)
    return picture, facing.rect_on_screen(area).topleft
