"""What Tumbleweed draws over the board each frame, as plain functions: the preview of the move under the
pointer (the engine's Preview, turned into a dict by drawn_preview), the pulsing stones of the pie choice, small
captions, and the yellow notice box of the game-end reminder."""
from __future__ import annotations

import math

import pygame

from engine.tumbleweed import Choose, Setup
from ui.base import palette
from ui.kit import text
from ui.base.lang import t

from .board import CELL, LINE, sight_segment
from .stacks import blend


def caption(surface, label: str, cell_centre, cell_size: float, bounds: pygame.Rect, colour=palette.HIGHLIGHT,
            facing: int = 0) -> None:
    """A small label with a dark backing just 'above' a cell as seen by the player it is for, turned to face them
    (`facing`: the pygame rotation of their seat, 0 = the bottom edge), kept inside `bounds`."""
    size = max(14, min(22, int(cell_size * 0.62)))
    img = text.render(label, size, colour, True)
    if facing:
        img = pygame.transform.rotate(img, facing)
    a = math.radians(facing)
    up = (-math.sin(a), -math.cos(a))     # the player's 'up' on the screen
    pos = (cell_centre[0] + up[0] * cell_size * 1.35, cell_centre[1] + up[1] * cell_size * 1.35)
    rect = img.get_rect(center=(int(pos[0]), int(pos[1])))
    rect.clamp_ip(bounds)
    pad = (12, 4) if facing in (0, 180) else (4, 12)
    pygame.draw.rect(surface, (16, 12, 28), rect.inflate(*pad), border_radius=8)
    surface.blit(img, rect)


def drawn_preview(pv, cell, confirm: bool, risky: bool, reveal: bool) -> dict:
    """The engine's Preview `pv` of the move at `cell` as draw_preview takes it: the stone a choice would play,
    or the stack a set-up or placement would put there (a placement's lines of sight, whether it is shown as
    suicidal, whether its height and lines are revealed); `confirm`: the cell waits for its second tap."""
    if isinstance(pv.move, Setup):
        return dict(cell=cell, colour=pv.colour, height=pv.height, sources=[], risky=False, confirm=confirm)
    if isinstance(pv.move, Choose):
        return dict(cell=cell, colour=pv.colour, height=pv.height, sources=[], risky=False, confirm=confirm,
                    choose=True)
    return dict(cell=cell, colour=pv.colour, height=pv.height, sources=list(pv.sources), risky=risky,
                confirm=confirm, reveal=reveal)


def draw_preview(surface, lay, pv: dict, time: float, sprites, bounds: pygame.Rect, facing: int = 0) -> None:
    """pv = dict(cell, colour, height, sources, risky, confirm[, choose][, reveal]) (drawn_preview): the stone to
    choose, or the stack that would stand on the cell with its lines of sight. Its words face the mover (`facing`,
    see caption)."""
    size = lay.size
    cell = pv["cell"]
    cx, cy = lay.centre(cell)
    if pv.get("choose"):
        # Choosing a colour: a bright ring around the stone and what tapping it does.
        r = int(size * (0.95 + 0.06 * math.sin(time * 6)))
        pygame.draw.circle(surface, (0, 0, 0), (int(cx), int(cy)), r + 2, max(3, int(size * 0.12)) + 2)
        pygame.draw.circle(surface, palette.HIGHLIGHT, (int(cx), int(cy)), r, max(3, int(size * 0.12)))
        label = t(f"tumbleweed.caption.{'play_again' if pv['confirm'] else 'play'}.{pv['colour']}")
        caption(surface, label, (cx, cy), size, bounds, facing=facing)
        return
    colour = pv["colour"]
    # Lines of sight: from each stack that sees the cell, stopping at the stacks' rims.
    line_colour = LINE.get(colour, (255, 255, 255))
    w = max(3, int(size * 0.14))
    reveal = pv.get("reveal", True)
    for src in pv["sources"] if reveal else ():
        sx, sy = lay.centre(src)
        a, b = sight_segment(lay, src, cell)
        pygame.draw.line(surface, (10, 8, 18), a, b, w + 4)
        pygame.draw.line(surface, line_colour, a, b, w)
        pygame.draw.circle(surface, line_colour, (int(sx), int(sy)), int(size * 0.72), max(2, w // 2))
    # The stack that would stand there, over whatever stands there now.
    pts = lay.corners(cell, 0.95)
    pygame.draw.polygon(surface, blend(CELL, palette.HIGHLIGHT, 0.25 if pv["confirm"] else 0.12), pts)
    sprite_colour = "grey" if pv["risky"] else colour
    alpha = 255 if pv["confirm"] else 200
    if reveal:
        img = sprites.get(sprite_colour, pv["height"], size, alpha)
    else:
        img = sprites.get(sprite_colour, 1, size, alpha, "?")
    surface.blit(img, img.get_rect(center=(int(cx), int(cy))))
    if pv["confirm"]:
        pulse = 0.5 + 0.5 * math.sin(time * 6)
        ring = lay.corners(cell, 1.0 + 0.08 * pulse)
        pygame.draw.polygon(surface, (0, 0, 0), ring, max(3, int(size * 0.12)) + 2)
        pygame.draw.polygon(surface, palette.HIGHLIGHT, ring, max(3, int(size * 0.12)))
    else:
        pygame.draw.polygon(surface, palette.HIGHLIGHT, pts, 2)
    if pv["risky"]:
        label = t("tumbleweed.caption.risky_again" if pv["confirm"] else "tumbleweed.caption.risky")
        caption(surface, label, (cx, cy), size, bounds, palette.DANGER, facing)
    elif pv["confirm"]:
        caption(surface, t("tumbleweed.caption.again"), (cx, cy), size, bounds, facing=facing)


def draw_choose_hints(surface, lay, stones, time: float, skip=None) -> None:
    """During the choice: the stones the guest may pick pulse gently (except `skip`, which is previewed)."""
    pulse = 0.5 + 0.5 * math.sin(time * 3.5)
    for cell in stones:
        if cell != skip:
            cx, cy = lay.centre(cell)
            r = int(lay.size * (0.85 + 0.12 * pulse))
            pygame.draw.circle(surface, palette.ACCENT, (int(cx), int(cy)), r, max(2, int(lay.size * 0.08)))


def notice_box(msg: str, width: int, size: int) -> pygame.Surface:
    """A yellow notice box with dark text, wrapped to `width` (rendered once, then cached by callers)."""
    lines = text.wrap(msg, size, width - 28, True)
    imgs = [text.render(line, size, (30, 20, 10), True) for line in lines]
    w = min(width, max(i.get_width() for i in imgs) + 28)
    h = sum(i.get_height() for i in imgs) + 14
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(box, (*palette.ACCENT, 250), box.get_rect(), border_radius=14)
    pygame.draw.rect(box, (255, 242, 201), box.get_rect(), 3, border_radius=14)
    y = 7
    for i in imgs:
        box.blit(i, i.get_rect(midtop=(w // 2, y)))
        y += i.get_height()
    return box
