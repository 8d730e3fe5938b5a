"""Which frames are drawn whole and which only where something changed (issue 28).

A whole frame at 1920x1080 blits the window's every pixel (1.4-2.7 ms); most frames change a few buttons' or
cells' worth. So a frame is patched when the App can say what changed since the last one:

- pygame-gui's buttons: its sprite group's draw list (each element's picture and rectangle) is compared with the
  last frame's; a button hovered, pressed, re-worded, shown, hidden or moved changes it, and its old and new
  rectangles are repainted.
- Each drawn scene says what changed on it by itself or under a pointer that only moves
  (`Scene.changes()`: a thinking light, hint rings, a hovered cell); `None` when it cannot say.

Anything else is drawn whole: a press, a key, a push or pop, a resize, a turned scene, an animation that does not
declare its rectangles, the attract mode's and kiosk's own drawing, or changes covering more than WHOLE_SHARE of
the window (then one whole blit is cheaper than several clipped passes).

A patched frame draws the very same drawing code as a whole one, clipped to the changed rectangles (pygame-ce's
LayeredDirty works this way): every pixel inside them is what a whole frame shows, and everything outside is
unchanged. A cached picture painted anew during the clipped draw (a panel whose words changed) may have changed
outside them too; the frame is then drawn whole at once (ui/kit/repaints.py counts those paints).
"""
from __future__ import annotations

import pygame
import pygame_gui

from ui.input.door import button_under
from ui.kit import repaints

WHOLE_SHARE = 0.35     # changed rectangles covering more of the window than this: a whole frame
# pygame-gui's word that a button is hovered: its new look is in its draw list, which the renderer compares anyway
HOVER_EVENTS = {pygame_gui.UI_BUTTON_ON_HOVERED, pygame_gui.UI_BUTTON_ON_UNHOVERED}
UNSEEN_EVENTS = {pygame.AUDIODEVICEADDED, pygame.AUDIODEVICEREMOVED}   # (the sound device opening: nothing to draw)
MERGE_PIXELS = 60_000   # two rectangles are drawn as one pass when their union adds at most this many pixels: a
                       # pass costs 0.05-0.3 ms whatever its size, about what drawing this many more pixels through
                       # the frame's layers (background, pieces, panel, buttons) does


class Renderer:
    def __init__(self, app):
        self.app = app
        self.whole_due = True           # the next drawn frame is whole (a press, a key, a push, a resize...)
        self.shown_sprites: list = []   # the last frame's pygame-gui draw list: (picture, rect) pairs
        self.unsure = True              # a scene could not say what changed in the last drawn frame
        self.gui_due = True             # pygame-gui is updated after a press or a key (gui_wanted)
        self.on_gui = False             # the pointer was over one of its buttons in the last frame

    def whole_next(self) -> None:
        self.whole_due = True

    def pressed(self) -> None:
        """A press, a lift, a drag or a key: the next frame is whole, and pygame-gui hears it."""
        self.whole_due = self.gui_due = True

    def gui_wanted(self, lately_touched: bool) -> bool:
        """Does pygame-gui need its update this frame? After a press or a key; while (LINGER after an input) the
        pointer is over one of its buttons or has just left one (a hover begins or ends, a tool tip waits); and
        whenever a button changed by code waits for its update to show its new look (disabled, re-worded). A mouse
        moving over the board alone changes nothing of pygame-gui's: 0.1-0.15 ms an update saved. (Each update also
        draws a look pygame-gui left for later of every new button at once: App.finish_button_looks makes them
        while resting.)"""
        manager = self.app.top_manager()
        was, self.on_gui = self.on_gui, lately_touched and button_under(manager, pygame.mouse.get_pos())
        due, self.gui_due = self.gui_due, False
        return due or was or self.on_gui or fresh_looks(manager)

    def frame(self, surface) -> list | None:
        """Draw the frame into `surface`: the rectangles drawn (the App updates only those), [] when nothing changed,
        None when it was drawn whole."""
        rects = self.changes(surface.get_rect())
        if rects is None:
            self.app.draw(surface)
            return None
        if not rects:
            return []
        paints = repaints.count()
        with repaints.sharing():      # (what the passes of one frame share: nothing changes between them)
            try:
                for rect in rects:
                    surface.set_clip(rect)
                    self.app.draw(surface)
            finally:
                surface.set_clip(None)
        if repaints.count() != paints:
            self.app.draw(surface)     # a picture was painted anew: it may differ outside the rectangles too
            return None
        return rects

    def changes(self, window: pygame.Rect) -> list | None:
        """What changed since the last frame, as rectangles to draw; None: the whole frame."""
        app = self.app
        sprites = self.sprite_changes()
        scenes = app.drawn_scenes()
        declared = [scene.changes() for scene in scenes]     # (every scene asked: each remembers what it showed)
        whole, self.whole_due = self.whole_due, False
        # (a frame after one a scene could not describe is whole too: what moved then, a piece landing or a
        # message fading out, is not where anything moves now)
        unsure, self.unsure = self.unsure, any(d is None for d in declared)
        if whole or unsure or self.unsure or any(scene.facing for scene in scenes) or app.attendant.animating():
            return None
        rects = [window.clip(r) for r in sprites + [r for d in declared for r in d]]
        rects = merged([r for r in rects if r.width > 0 and r.height > 0])
        if sum(r.width * r.height for r in rects) > WHOLE_SHARE * window.width * window.height:
            return None
        return rects

    def sprite_changes(self) -> list:
        """The rectangles of pygame-gui's draw list that differ from the last frame's (old and new places)."""
        group = self.app.manager.get_sprite_group()
        if group.should_update_visibility:
            group.update_visibility()
        # (blit_data lists are changed in place by pygame-gui: copied; the pictures are kept, so an id is never
        # that of a freed picture's successor)
        # (as sets: elements that overlap and swap their order would go unseen; no screen of Hexcade has any)
        now = [(data[0], tuple(data[1])) for data in group.visible]
        before, self.shown_sprites = self.shown_sprites, now
        if now == before:
            return []
        kept = {(id(picture), rect) for picture, rect in now} & {(id(picture), rect) for picture, rect in before}
        return [pygame.Rect(rect) for picture, rect in before + now if (id(picture), rect) not in kept]


def merged(rects: list) -> list:
    """Fewer rectangles, each drawn in one clipped pass: two are joined when their union adds at most MERGE_PIXELS
    to their areas together (a hovered cell and the button beside it; a flight and the ring where it lands)."""
    rects = [pygame.Rect(r) for r in rects]
    joined = True
    while joined and len(rects) > 1:
        joined = False
        for i in range(len(rects)):
            for j in range(i + 1, len(rects)):
                a, b = rects[i], rects[j]
                union = a.union(b)
                if union.width * union.height <= a.width * a.height + b.width * b.height + MERGE_PIXELS:
                    rects[i] = union
                    del rects[j]
                    joined = True
                    break
            if joined:
                break
    return rects


def fresh_looks(manager) -> bool:
    """Has a pygame-gui element a new look waiting for its update (a button disabled or re-worded by code)?"""
    return any(shape is not None and shape.has_fresh_surface()
               for shape in (getattr(e, "drawable_shape", None) for e in manager.get_sprite_group().sprites()))


def shows_nothing(event) -> bool:
    """An event that changes nothing on screen by itself: pygame-gui's word that a button was hovered or left (in
    its new event and its old USEREVENT, compared as an int: pygame-gui's OldType warns), a sound device added."""
    return event.type in HOVER_EVENTS | UNSEEN_EVENTS or (
        event.type == pygame.USEREVENT and int(getattr(event, "user_type", 0)) in HOVER_EVENTS)
