"""The chrome: everything of a game screen around the board, one kind per layout behind one interface.

A window (ui/play/chrome_window.py) has a side panel (along the top in portrait) and pygame-gui buttons; a table
(ui/play/chrome_table.py) has a strip along each seat's edge and four corners, painted and turned toward each
player. The scene picks one when it lays itself out (`chrome_for`) and asks it the questions below, never which
layout it is in; a game reads `scene.table` only where its own pieces go (a rack in a strip or beside the board).
"""
from __future__ import annotations

from typing import Protocol

import pygame

from ui.play.chrome_table import TableChrome
from ui.play.chrome_window import WindowChrome
from ui.play.messages import Spot


class Chrome(Protocol):
    table: bool                      # which layout (the pause menu's "Table" switch says it)
    building: bool                   # buttons are still being made, one a frame (frames are needed)

    def layout(self, size):
        """Seat the players for this layout and return where everything goes (ui/kit/layouts.py)."""

    def build_ui(self) -> None:
        """Make the layout's pygame-gui buttons (a window's), in the scene's container."""

    def refresh_buttons(self) -> None:
        """After every change: the game's buttons follow the state."""

    def update(self) -> None:
        """Once a frame (the next of a set of buttons made a piece a frame)."""

    def handle(self, event) -> bool:
        """A pygame-gui button of the chrome pressed; True = done."""

    def lane(self, pos):
        """The lane a press at `pos` is its own in (a table: the seat whose strip it is; ui/input/pointer.py), or
        None: the board's one pointer."""

    def press(self, pos, lane=None, held: float = 0.0) -> bool:
        """A tap on a painted button (a table's corners and strips), `lane` and `held` as the tap's; True = done."""

    def button_point(self, label: str):
        """The screen point of the game's button `label` for the seat to move."""

    def button_outline(self, label: str) -> list:
        """The screen corners of a little more than that button ([] if it is not shown)."""

    def paint_static(self, surface: pygame.Surface) -> None:
        """Paint into the cached background, after the board (a table's corners)."""

    def prepare_move(self) -> None:
        """In the frame that played a move: repaint the pictures it changed (drawn in the next frame)."""

    def draw_background(self, surface: pygame.Surface, background: pygame.Surface) -> None:
        """Lay the opaque background where the chrome's own pictures will not cover it."""

    def draw(self, surface: pygame.Surface) -> None:
        """The panel or the strips, over the pieces."""

    def repaint(self) -> None:
        """Paint the panel or strips again at their next draw (a change their keys do not show)."""

    def release(self) -> None:
        """Drop the cached pictures (the scene is left)."""

    def light(self, seat: int):
        """((x, y), radius) on the screen of the seat's turn light, or None."""

    def message_angle(self) -> int:
        """How far a message (or a hint's numbers) is turned, to face the player it is for."""

    def message_spot(self) -> Spot:
        """Where a message goes now (ui/play/messages.py)."""


def chrome_for(scene) -> Chrome:
    """The chrome of the scene's layout: the one it has, or a new one when the layout changed (the pause menu's
    Table switch)."""
    chrome = scene.chrome
    if chrome is None or chrome.table != scene.table:
        chrome = TableChrome(scene) if scene.table else WindowChrome(scene)
    return chrome
