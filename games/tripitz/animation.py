"""Tripitz's animations: what the engine's events look like (pids flying from a rack to the board, into and out
of the bag) and the decorations of a landing (ripple, flashing rows, floating points, a quadruple's confetti; its
fanfare is ui/kit/sound.py's). Flights go to the scene's Animator (they hold up the turn), decorations to its `fx`
Animator (never).

`geo` is anything with the scene's geometry: view (HexLayout), racks (seat -> RackView, each knowing its pid
diameter d and where its slots are on the screen), bag_centre and board_d (the pid diameter on the board).
"""
from __future__ import annotations

import math
import random

import pygame

from games.tripitz.colours import GLOW
from games.tripitz.pids import SPRITES, TOKEN_RGB
from ui.base import palette
from ui.kit import text
from ui.board.anim import Effect, PieceFlight, around, around_all, ease_out_cubic, scaled
from ui.base.marks import draw_mark

PLACE_SECONDS = 0.38
DRAW_SECONDS = 0.45
BACK_SECONDS = 0.3
CELEBRATE_SECONDS = 1.6


def back_to_rack(pid, pos, rv, seat: int, slot: int, lift_unit) -> PieceFlight:
    """A pid dropped where it may not go flies back from `pos` to its slot (drawn empty until it lands)."""
    return pid_flight(pid, pos, rv.slot_centre(slot), rv.d, rv.d, BACK_SECONDS, 0.0, (("slot", seat, slot),),
                      lift_unit)


def pid_flight(pid, a, b, d0, d1, seconds, delay, hide, lift_unit, arc=0.0) -> PieceFlight:
    """A pid flying from a to b, growing from diameter d0 to d1 and a little bigger while lifted (`lift_unit`:
    the lift that adds an eighth to its size); `hide` names the places it leaves empty until it lands."""
    base = SPRITES.get(pid, max(d0, d1))
    holder = {}

    def draw(surface, pos, lift):
        t = holder["f"].progress
        d = d0 + (d1 - d0) * t
        scale = d / max(d0, d1) * (1 + lift / lift_unit)
        img = scaled(base, scale)
        surface.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))

    flight = PieceFlight(points=[a, b], duration=seconds, draw_piece=draw, arc=arc, delay=delay, hide=hide,
                         reach=max(d0, d1) * (1 + abs(arc) / lift_unit) * 0.6)
    holder["f"] = flight
    return flight


def animate_events(events, pre: dict, slots: dict, geo, animator, fx, kids: bool) -> None:
    """Flights for a move's events. `pre`: what the scene knew before the move (seat, its old slots, the
    pointer position the pid was dropped from, the placement's Breakdown); `slots`: every rack's slots after it."""
    seat = pre.get("seat")
    old_slots = pre.get("slots", [])
    view, racks, unit = geo.view, geo.racks, geo.view.size * 8
    delay = animator.end_time
    for ev in events:
        if ev.kind == "place":
            pid, cell = ev.piece, ev.cell
            start = pre.get("from")
            if start is None:
                i = old_slots.index(pid) if pid in old_slots else 0
                start = racks[seat].slot_centre(i)
            end = view.centre(cell)
            animator.add(pid_flight(pid, start, end, racks[seat].d, geo.board_d, PLACE_SECONDS, delay, (cell,), unit,
                                    arc=view.size * 0.8))
            delay += PLACE_SECONDS
            add_landing(fx, view, geo.board_d, cell, ev.value, pre.get("breakdown"), delay, kids)
        elif ev.kind == "joker_swap":
            cell, joker, taken = ev.cell, ev.piece, ev.value
            i = old_slots.index(joker) if joker in old_slots else 0
            start = pre.get("from") or racks[seat].slot_centre(i)
            animator.add(pid_flight(joker, start, view.centre(cell), racks[seat].d, geo.board_d, PLACE_SECONDS, delay,
                                    (cell,), unit, arc=view.size * 0.6))
            j = slots[seat].index(taken) if taken in slots[seat] else i
            animator.add(pid_flight(taken, view.centre(cell), racks[seat].slot_centre(j), geo.board_d, racks[seat].d,
                                    PLACE_SECONDS, delay, (("slot", seat, j),), unit, arc=view.size * 0.6))
            delay += PLACE_SECONDS
        elif ev.kind == "exchange":
            # The returned pids fly into the bag first ...
            for k, pid in enumerate(ev.piece):
                i = old_slots.index(pid) if pid in old_slots else 0
                animator.add(pid_flight(pid, racks[seat].slot_centre(i), geo.bag_centre, racks[seat].d,
                                        int(racks[seat].d * 0.6), DRAW_SECONDS, delay + 0.07 * k, (), unit,
                                        arc=view.size))
            delay += DRAW_SECONDS + 0.07 * len(ev.piece)
    # ... then the drawn ones fly out of the bag to their slots.
    for ev in events:
        if ev.kind == "draw":
            for k, pid in enumerate(ev.piece):
                j = slots[ev.player].index(pid) if pid in slots[ev.player] else 0
                d = racks[ev.player].d
                animator.add(pid_flight(pid, geo.bag_centre, racks[ev.player].slot_centre(j), int(d * 0.6), d, DRAW_SECONDS, delay + 0.08 * k, (("slot", ev.player, j),), unit,
                                        arc=view.size))


def add_landing(fx, view, board_d: int, cell, value, breakdown, delay, kids: bool) -> None:
    """A pid lands: a ripple, its rows flash, its points float up; a quadruple gets confetti (its fanfare is
    ui/kit/sound.py's, like every game's sounds)."""
    c = view.centre(cell)
    size = view.size
    fx.add(Effect(0.45, ripple(c, board_d), delay=delay, bounds=around(c, board_d * 0.85 + 6),
                  look=lambda t: ripple_look(board_d, t)))
    if breakdown is not None and breakdown.sets:
        ends = [view.centre(w[i]) for w in breakdown.sets for i in (0, -1)]
        fx.add(Effect(1.3, rows_flash(view, breakdown.sets), delay=delay, bounds=around_all(ends, size * 0.22 + 6),
                      look=lambda t: rows_look(view, t)))
    if value:
        label = text.render(f"+{value}", int(size * (1.2 if kids else 0.95)), palette.HIGHLIGHT, True).copy()
        shadow = text.render(f"+{value}", int(size * (1.2 if kids else 0.95)), (0, 0, 0), True).copy()
        w, h = label.get_size()
        rises = pygame.Rect(0, 0, w + 8, int(size * 1.2) + h + 8)
        rises.midbottom = (round(c[0]), round(c[1] - size * 0.6 + h / 2) + 6)
        fx.add(Effect(1.1, float_text(label, shadow, c, size), delay=delay, bounds=rises,
                      look=lambda t: float_look(c, size, t)))
    if breakdown is not None and breakdown.quadruples:
        # A quadruple is celebrated: confetti of stars for a moment.
        spread = around(c, size * 5.4 + 4)
        spread.height += int(size * 3)        # (they fall as they fly)
        fx.add(Effect(CELEBRATE_SECONDS, confetti(c, size), delay=delay, bounds=spread))



# Each decoration's look (Effect.look): what its drawing at progress t depends on, so that a frame showing what
# the last one showed repaints nothing (the rows stay one width for a third of a second, the points rise slower
# and slower).
def ripple_look(board_d, t) -> tuple:
    return int(board_d * 0.5 * (1 + 0.7 * ease_out_cubic(t))), max(1, int(4 * (1 - t)) + 1)


def rows_look(view, t):
    return None if t > 0.85 else max(3, int(view.size * 0.22 * (1 - t * 0.6)))


def float_look(c, cell_size, t) -> tuple:
    return round(c[1] - cell_size * (0.6 + 1.2 * ease_out_cubic(t))), int(255 * min(1.0, (1 - t) * 3))


def ripple(c, board_d):
    def draw(surface, t):
        r, width = ripple_look(board_d, t)
        pygame.draw.circle(surface, palette.lighten(palette.HIGHLIGHT, 0.3), (round(c[0]), round(c[1])), r, width)
    return draw


def rows_flash(view, sets):
    lines = [(view.centre(w[0]), view.centre(w[-1]), len(w)) for w in sets]

    def draw(surface, t):
        width = rows_look(view, t)
        if width is None:
            return
        for a, b, n in lines:
            colour = palette.HIGHLIGHT if n == 4 else GLOW
            pygame.draw.line(surface, colour, a, b, width)
            pygame.draw.circle(surface, colour, (round(a[0]), round(a[1])), width)
            pygame.draw.circle(surface, colour, (round(b[0]), round(b[1])), width)
    return draw


def float_text(label, shadow, c, cell_size):
    def draw(surface, t):
        y, alpha = float_look(c, cell_size, t)
        label.set_alpha(alpha)
        shadow.set_alpha(alpha)
        r = label.get_rect(center=(round(c[0]), y))
        surface.blit(shadow, r.move(2, 2))
        surface.blit(label, r)
    return draw


def confetti(c, cell_size):
    rng = random.Random(int(c[0] * 31 + c[1]))
    colours = list(TOKEN_RGB.values()) + [palette.HIGHLIGHT, (255, 255, 255)]
    bits = [(rng.uniform(0, 2 * math.pi), rng.uniform(0.5, 1.0), rng.choice(colours), rng.choice((0, 1)),
             rng.uniform(0, 6.28)) for _ in range(36)]
    reach = cell_size * 5

    def draw(surface, t):
        e = ease_out_cubic(t)
        for ang, speed, colour, kind, spin in bits:
            d = reach * speed * e
            x = c[0] + math.cos(ang) * d
            y = c[1] + math.sin(ang) * d + cell_size * 3 * t * t
            size = cell_size * 0.28 * (1 - t * 0.7)
            if kind:
                draw_mark(surface, "star", (x, y), size, colour, None, spin + t * 6)
            else:
                pygame.draw.circle(surface, colour, (round(x), round(y)), max(2, int(size * 0.7)))
    return draw
