"""Turned scenes drawn: each in its own upright frame, then turned onto the screen (the decision and the rest of
the mechanism: ui/kit/facing.py and docs/DESIGN.md "Turned scenes"). One per App: the turned scenes' UIManager
and the surfaces they draw into, kept between frames."""
from __future__ import annotations

import pygame

from ui.base import lang
from ui.kit import memory
from ui.kit.facing import Facing, FacingManager, turned_picture
from ui.kit.lazysurface import LAZY_AREA, lazy_surface

TURNED_KEY = (255, 0, 254)   # where a turned overlay drew nothing (its panel's rounded corners): see-through


class TurnedScenes:
    def __init__(self, app):
        self.app = app
        self.made_manager: FacingManager | None = None   # made when first needed (App.turned_manager)
        self.upright_surfaces: dict = {}   # (size, keyed) -> the surface a turned scene draws into

    @property
    def manager(self) -> FacingManager:
        """The UIManager of turned scenes (made when a table game first wants it), sharing the App's theme."""
        if self.made_manager is None:
            self.made_manager = FacingManager(self.app.size, None, starting_language=lang.current(),
                                              translation_directory_paths=[lang.DIRECTORY],
                                              theme=self.app.manager.get_theme())
        return self.made_manager

    def toward_tap(self, scene, events) -> bool:
        """A scene for everyone (an overlay with `turns_to`: a result at a table) turns toward a tap beside it."""
        if not scene.turns_to or len(self.app.scenes) < 2 or scene.content_rect() is None:
            return False
        for event in events:
            if event.kind == "tap" and not Facing(scene.facing, self.app.size).rect_on_screen(
                    scene.content_rect()).collidepoint(event.pos):
                angle = self.app.scenes[-2].facing_toward(event.pos)
                if angle is not None:
                    self.app.turn(scene, angle)
                    return True
        return False

    def prepare(self, scene) -> pygame.Surface:
        """The surface a turned scene draws into, made when it opens or turns (App.follow_top), never in draw."""
        facing = Facing(scene.facing, self.app.size)
        keyed = not scene.opaque
        upright = self.upright_surfaces.get((facing.size, keyed))
        if upright is not None:
            return upright
        # (an overlay's panel is drawn over a colour key, not into a surface with alpha: drawing, turning and
        # blending 1.8 M pixels with alpha cost a turned rules page 12 ms a frame)
        if facing.size[0] * facing.size[1] > LAZY_AREA:
            # (a 3840x2160 one, 33 MB, was 46 ms of a resize's frame made and converted; an overlay draws only its
            # panel into it, and only those pages are ever faulted in)
            upright = lazy_surface(facing.size)
        else:
            with memory.from_heap():
                upright = pygame.Surface(facing.size, 0, self.app.window)
        if keyed:
            upright.set_colorkey(TURNED_KEY)
        # (both of the window's shapes are kept: a result turning from side to side took a new 8 MB surface,
        # faulted in afresh, at every turn)
        shapes = (self.app.size, self.app.size[::-1])
        self.upright_surfaces = {(facing.size, keyed): upright, **{k: v for k, v in self.upright_surfaces.items()
                                                                    if k[0] in shapes}}
        return upright

    def draw(self, surface, scene) -> None:
        """A turned scene drawn upright in its frame, with its buttons (when it is on top), then turned onto the
        screen: only its content (an overlay's panel) when it says where that is. A covered one does not change:
        its turned picture is kept (the pause menu under the rules page is not turned again every frame)."""
        look = self.look(scene)
        key = (scene.facing, self.app.size, scene.covered, look)
        kept = scene.turned_picture
        if (scene.covered or look is not None) and kept is not None and kept[0] == key:
            surface.blit(kept[1], kept[2])       # (nothing in it changed: the turn, a few ms, is not paid again)
            return
        facing = Facing(scene.facing, self.app.size)
        keyed = not scene.opaque
        upright = self.upright_surfaces.get((facing.size, keyed)) or self.prepare(scene)
        content = scene.content_rect()
        if keyed:
            upright.fill(TURNED_KEY, content)
        scene.draw(upright)
        if scene is self.app.scene:
            self.manager.draw_ui(upright)
            scene.draw_over_ui(upright)
        picture, at = turned_picture(upright, facing, content)
        surface.blit(picture, at)
        # (kept as it is: a turn is always a new surface, never the upright one drawn into again)
        scene.turned_picture = (key, picture, at) if scene.covered or look is not None else None

    def look(self, scene):
        """What a turned scene's picture shows, when the scene can say (Scene.picture_key), with its buttons' looks when
        it is on top; None: it may change in any frame."""
        look = scene.picture_key()
        if look is None or scene is not self.app.scene:
            return look
        return look, tuple((id(e), id(e.image), e.visible, e.hovered) for e in
                           self.manager.get_sprite_group().sprites())
