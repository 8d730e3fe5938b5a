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

from ui.kit import repaints

WHOLE_SHARE = 0.35     # changed rectangles covering more of the window than this: a whole frame
MERGE_SLACK = 1.5      # two rectangles are drawn as one when their union is at most this much larger


class Renderer:
    def __init__(self, app):
        self.app = app
        self.whole_due = True           # the next drawn frame is whole (a press, a key, a push, a resize...)
        self.shown_sprites: list = []   # the last frame's pygame-gui draw list: (picture, rect) pairs
        self.unsure = True              # a scene could not say what changed in the last drawn frame

    def whole_next(self) -> None:
        self.whole_due = True

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
        repaints.SHARED[0] = {}      # (what the passes of one frame share: nothing changes between them)
        try:
            for rect in rects:
                surface.set_clip(rect)
                self.app.draw(surface)
        finally:
            surface.set_clip(None)
            repaints.SHARED[0] = None
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
        now = [(data[0], tuple(data[1])) for data in group.visible]
        before, self.shown_sprites = self.shown_sprites, now
        if now == before:
            return []
        kept = {(id(picture), rect) for picture, rect in now} & {(id(picture), rect) for picture, rect in before}
        return [pygame.Rect(rect) for picture, rect in before + now if (id(picture), rect) not in kept]


def merged(rects: list) -> list:
    """Fewer rectangles, each drawn in one clipped pass: two are joined when their union is at most MERGE_SLACK
    times their areas together (a hovered cell and the button beside it; a ring and its number)."""
    rects = [pygame.Rect(r) for r in rects]
    joined = True
    while joined and len(rects) > 1:
        joined = False
        for i in range(len(rects)):
            for j in range(i + 1, len(rects)):
                a, b = rects[i], rects[j]
                union = a.union(b)
                if union.width * union.height <= MERGE_SLACK * (a.width * a.height + b.width * b.height):
                    rects[i] = union
                    del rects[j]
                    joined = True
                    break
            if joined:
                break
    return rects
