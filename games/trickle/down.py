"""The Trickle Down screen: Trickle's board and rules with money bags, companies and public services.

The engine is Trickle's (edition='down'); this scene only changes the look: purple company hexes carrying their
owner's symbol (triangle, square, circle), grey-green "public service" corners with a small building, money
bags instead of glass beads (orange EUR 1M, blue EUR 2M, gold EUR 3M, each with its value printed), and a pile
beside each corner for the bags that left the board there. The panel counts money in millions and the end
screen shows each player's companies (symbol and sides) with their total.
"""
from __future__ import annotations

import math

import pygame

from engine import hexgrid
from ui.base import palette
from ui.kit import text
from ui.board.blitlist import BlitList
from ui.board.anim import Effect, ease_in_out_cubic, lerp, lerp_point, scaled
from ui.board.hexview import SQRT3, draw_hex
from ui.base import lang
from ui.base.lang import t
from ui.base.marks import draw_mark
from ui.base.seats import Seat

from games.trickle.bags import (BOARD_HALF_H, BOARD_HALF_W, COMPANY_EDGE, COMPANY_FILL, HEAP_SLOTS, MINI, PAD,
                                PILE_GAP, CORNER_HALF_W, POP_SECONDS, SERVICE_EDGE, SERVICE_FILL, SERVICE_ICON,
                                SLIDE_OFF_PAUSE, SLIDE_OFF_SECONDS, STACK_SLOTS, bag_sprite, draw_building, millions,
                                slots_half_width)
from games.trickle.board import BOARD_RADIUS, CELL_EDGE, paint_plate, inner_fill
from games.trickle import words
from games.trickle.down_result import DownResultOverlay
from games.trickle.scene import TrickleScene


class TrickleDownScene(TrickleScene):
    NOUN = "bag"
    RULES_NAME = "rules_down"      # (its choices are written out in the page: no {notes})

    def __init__(self, spec, players, seed=None, options=None, state=None, **how):
        self.bag_sprites: dict = {}
        self.badges: dict = {}
        self.pile_anchor: dict = {}
        self.pile_slots: dict = {}
        self.company_masks: dict = {}
        self.mini_radius = 6
        self.piles = BlitList(self.record_piles)     # the corner piles' bags and labels, once per position
        super().__init__(spec, players, seed, options, state, **how)

    # -- seats, money and the end screen ------------------------------------------------------------------------
    def make_seats(self, players, state):
        """Each tycoon's mark is the symbol on their companies."""
        return [Seat(s.name, s.colour, state.symbol_of(i) or "circle")
                for i, s in enumerate(super().make_seats(players, state))]

    def score_text(self, seat: int) -> str:
        return millions(self.state.scores()[seat])

    def public_money(self) -> tuple[int, int]:
        """(bags, millions) taken by the public services so far."""
        piles = self.state.corner_piles.values()
        return sum(len(p) for p in piles), sum(sum(p) for p in piles)

    def result_footer(self, outcome) -> str:
        """Why the game ended, then what the public services took (two sentences, each whole)."""
        bags, money = self.public_money()
        public = (t("trickle.result.public_money", count=bags, money=millions(money)) if bags
                  else t("trickle.result.no_public_money"))
        return " ".join(part for part in (words.end_words(self.state), public) if part)

    def result_overlay(self, outcome):
        seats = [s for group in outcome.ranking for s in group]
        sides = [self.state.sides_of_seat(s) for s in seats]
        return DownResultOverlay(self.result_headline(outcome), self.result_rows(outcome), self.restart,
                                 self.back_to_menu, self.result_footer(outcome), sides)

    # -- layout, sprites and the static board ----------------------------------------------------------------------
    def layout_board(self, rect):
        """Trickle's board, narrowed so that the corner piles fit beside the left and right corners."""
        stack_reach = (SQRT3 * BOARD_RADIUS + CORNER_HALF_W + self.pile_gap() + 2 * slots_half_width(STACK_SLOTS)
                       + 0.1)
        need_w = 2 * max(BOARD_HALF_W + PAD, stack_reach)
        size = min(rect.width / need_w, rect.height / (2 * (BOARD_HALF_H + PAD)))
        inner = pygame.Rect(0, 0, min(rect.width, int(2 * (BOARD_HALF_W + PAD) * size) + 2), rect.height)
        inner.center = rect.center
        super().layout_board(inner)
        lay = self.view
        self.bag_sprites = {}
        self.badges = {}
        self.mini_radius = max(6, int(lay.size * MINI))
        self.company_masks = {c: lay.corners(c, 0.8) for c in lay.cells if self.state.seats_owning(c)}
        self.pile_anchor = {}
        self.pile_slots = {}
        cx, cy = lay.centre((0, 0))
        for corner in hexgrid.ring(BOARD_RADIUS):
            if not self.state.is_corner(corner):
                continue
            x, y = lay.centre(corner)
            slots = STACK_SLOTS if abs(y - cy) < 1 else HEAP_SLOTS
            away = self.pile_gap() + CORNER_HALF_W + slots_half_width(slots)
            self.pile_anchor[corner] = (x + (1 if x > cx else -1) * away * lay.size, y)
            self.pile_slots[corner] = slots

    def pile_gap(self) -> float:
        """Between a corner hex and its pile, in hex sizes: wider when the coordinates stand beside the corners."""
        return PILE_GAP + (1.5 if self.coords["on"] else 0.0)

    def sprite_for(self, value):
        key = ("bag", value)
        if key not in self.bag_sprites:
            self.bag_sprites[key] = bag_sprite(self.bead_radius, value)
        return self.bag_sprites[key]

    def mini_sprite(self, value):
        key = ("mini", value)
        if key not in self.bag_sprites:
            self.bag_sprites[key] = bag_sprite(self.mini_radius, value)
        return self.bag_sprites[key]

    def bead_value_at(self, cell):
        return self.state.cell_value(cell)

    def badge(self, seat):
        """The owner's symbol, small, drawn over a bag resting on a company so ownership stays visible."""
        if seat not in self.badges:
            r = max(5, int(self.view.size * 0.25))
            surf = pygame.Surface((r * 3, r * 3), pygame.SRCALPHA)
            _, colour, mark = self.seat_info(seat)
            draw_mark(surf, mark, (r * 1.5, r * 1.5), r, colour, (255, 255, 255))
            self.badges[seat] = surf
        return self.badges[seat]

    def paint_board(self, surface):
        lay = self.view
        paint_plate(surface, lay)
        for cell in lay.cells:
            if self.state.is_corner(cell):
                draw_hex(surface, lay, cell, SERVICE_FILL, SERVICE_EDGE, scale=0.95)
                draw_building(surface, lay.centre(cell), lay.size * 0.62, SERVICE_ICON)
                continue
            seats = self.state.seats_owning(cell)
            if seats:
                draw_hex(surface, lay, cell, COMPANY_FILL, COMPANY_EDGE, scale=0.95)
                _, colour, mark = self.seat_info(seats[0])
                draw_mark(surface, mark, lay.centre(cell), lay.size * 0.36, colour, (255, 255, 255))
            else:
                draw_hex(surface, lay, cell, inner_fill(cell), CELL_EDGE, scale=0.95)
        # Where each public service keeps its bags: a low grey-green plinth beside the corner.
        for corner, (px, py) in self.pile_anchor.items():
            w, h = slots_half_width(self.pile_slots[corner]) * 2.3 * lay.size, 0.34 * lay.size
            base = pygame.Rect(0, 0, int(w), max(4, int(h)))
            base.center = (int(px), int(py + 0.45 * lay.size))
            pygame.draw.ellipse(surface, palette.darken(SERVICE_FILL, 0.35), base)
            pygame.draw.ellipse(surface, palette.darken(SERVICE_EDGE, 0.2), base, 2)
        self.paint_coordinates(surface)

    # -- the corner piles --------------------------------------------------------------------------------------
    def pile_slot(self, corner, index):
        """Screen position of the index-th bag of a corner's pile (bags past the sixth share the last place)."""
        px, py = self.pile_anchor[corner]
        slots = self.pile_slots[corner]
        dx, dy = slots[min(index, len(slots) - 1)]
        return (px + dx * self.mini_radius, py + dy * self.mini_radius)

    def label_pos(self, corner, count):
        """The pile's total sits on the side away from the board: above a top corner's heap, else under it."""
        px, py = self.pile_anchor[corner]
        slots = self.pile_slots[corner]
        if py < self.view.centre((0, 0))[1] - 1:
            top = min(dy for _, dy in slots[:max(1, min(count, len(slots)))])
            return (px, py + (top - 1.35) * self.mini_radius)
        return (px, py + 0.95 * self.view.size)

    def label_inside(self, pos, label: str, size: int) -> tuple:
        """A pile's label moved sideways as far as it takes to stay whole inside the board's area (a small
        window puts the side corners' piles at the window's edge)."""
        half = text.font(size, True).size(label)[0] / 2 + 4
        b = self.board_rect
        return (min(max(pos[0], b.left + half), b.right - half), pos[1])

    def piles_key(self) -> tuple:
        """What the corner piles show: their bags (those not flying), where they stand, in which language."""
        hidden = self.animator.hidden_cells()
        flying = tuple(sorted(h for h in hidden if h and h[0] == "pile"))
        lay = self.view
        return (tuple((corner, tuple(pile)) for corner, pile in self.state.corner_piles.items()), flying,
                lay.size, lay.ox, lay.oy, tuple(self.board_rect), tuple(self.pile_anchor.items()), self.mini_radius,
                id(self.bag_sprites), lang.current())

    def draw_piles(self, surface):
        self.piles.draw(surface, self.piles_key())

    def record_piles(self, surface):
        """The piles as drawn (into a BlitRecorder: kept and drawn again in one call until piles_key changes)."""
        hidden = self.animator.hidden_cells()
        fsize = max(12, int(self.view.size * 0.46))
        for corner, pile in self.state.corner_piles.items():
            if corner not in self.pile_anchor:
                continue
            shown = [v for i, v in enumerate(pile) if ("pile", corner, i) not in hidden]
            if not shown:   # an empty pile is labelled too: money that lands here counts for nobody
                label, size = t("trickle.pile.empty", money=millions(0)), int(fsize * 0.8)
                pos = self.label_pos(corner, 0)
                if (text.font(size, True).size(label)[0] > self.view.size * 4
                        or self.label_inside(pos, label, size) != pos):
                    # a long one would cover its corner in a small board, or, pushed aside to stay in the board's
                    # area, the corner's coordinate: the money and whose it is on two lines
                    lines = [millions(0), t("trickle.pile.nobody")]
                    pos = (pos[0], pos[1] - size * 0.6)
                else:
                    lines = [label]
                for i, line in enumerate(lines):
                    at = self.label_inside((pos[0], pos[1] + i * size * 1.2), line, size)
                    text.blit_centred(surface, line, size, at, palette.lighten(SERVICE_EDGE, 0.3), bold=True,
                                      shadow=True)
                continue
            slots = self.pile_slots[corner]
            places = min(len(shown), len(slots))
            for i in sorted(range(places), key=lambda i: slots[i][1]):     # back (higher) bags first
                value = shown[i] if i < places - 1 else shown[-1]
                sprite = self.mini_sprite(value)
                x, y = self.pile_slot(corner, i)
                surface.blit(sprite, sprite.get_rect(center=(int(x), int(y))))
            label = millions(sum(shown))
            lx, ly = self.label_inside(self.label_pos(corner, len(shown)), label, fsize)
            text.blit_centred(surface, label, fsize, (lx, ly), palette.lighten(SERVICE_EDGE, 0.6), bold=True,
                              shadow=True)
            if len(shown) > len(slots):     # more bags than places: say how many
                below = 1 if ly > self.pile_anchor[corner][1] else -1
                count = t("trickle.pile.bags", count=len(shown))
                size = int(fsize * 0.75)
                text.blit_centred(surface, count, size,
                                  (self.label_inside((lx, ly), count, size)[0], ly + below * fsize * 0.95),
                                  palette.lighten(SERVICE_EDGE, 0.4), bold=True)

    def pile_at(self, pos):
        """The corner whose pile is under a pixel, or None."""
        for corner, (px, py) in self.pile_anchor.items():
            if abs(pos[0] - px) <= 1.3 * self.view.size and abs(pos[1] - py) <= 1.3 * self.view.size:
                return corner
        return None

    # -- per-frame drawing -----------------------------------------------------------------------------------------
    def draw_pieces(self, surface):
        self.draw_piles(surface)
        super().draw_pieces(surface)

    def pieces_area(self):
        """The board and the corner piles with their labels (they may stand at the window's edge, beyond it)."""
        area = super().pieces_area()
        self.piles.update(self.piles_key())
        return area if self.piles.bounds is None else area.union(self.piles.bounds)

    def draw_bead(self, surface, cell, centre) -> None:
        sprite = self.sprite_for(self.state.cell_value(cell))
        x, y = int(centre[0]), int(centre[1])
        if cell in self.company_masks:      # a bag on a company hides the big symbol; its badge shows the owner instead
            pygame.draw.polygon(surface, COMPANY_FILL, self.company_masks[cell])
        surface.blit(sprite, sprite.get_rect(center=(x, y)))
        seats = self.state.seats_owning(cell)
        if seats:
            badge = self.badge(seats[0])
            s = self.view.size
            surface.blit(badge, badge.get_rect(center=(int(x + 0.48 * s), int(y + 0.4 * s))))

    # -- taps that explain the board ---------------------------------------------------------------------------
    def place_info(self, cell, pos) -> str | None:
        """What a tap on an empty company, a corner or a pile says (never a move)."""
        corner = cell if cell is not None and self.state.is_corner(cell) else (None if cell else self.pile_at(pos))
        if corner is not None:
            pile = self.state.corner_piles.get(corner, [])
            if not pile:
                return t("trickle.place.service_empty")
            return t("trickle.place.service", count=len(pile), money=millions(sum(pile)))
        seats = self.state.seats_owning(cell) if cell is not None else ()
        if seats:
            name, _, mark = self.seat_info(seats[0])
            return t("trickle.place.company", name=name, symbol=words.symbol_name(mark))
        return None

    def on_pointer(self, event) -> bool:
        """A tap on a company, a corner or a pile (not a move) says whose it is."""
        if event.kind == "tap" and self.state.chain_bead is None:
            cell = self.view.cell_at(event.pos)
            if not (self.picker.picked is not None and cell in self.picker.targets) and cell not in self.state.beads:
                info = self.place_info(cell, event.pos)
                if info:
                    self.picker.clear()
                    self.say(info)
                    return True
        return super().on_pointer(event)

    # -- animation -------------------------------------------------------------------------------------------------
    def moving_sprite(self, ev):
        return self.sprite_for(ev.piece)  # the bag's value travels with the event

    def animate_event(self, ev, delay: float) -> float:
        if ev.kind == "remove":
            index = len(self.state.corner_piles[ev.cell]) - 1
            self.animator.add(Effect(SLIDE_OFF_PAUSE + SLIDE_OFF_SECONDS,
                                     self._slide_off(ev.cell, index, ev.value), delay=delay,
                                     hide=(("pile", ev.cell, index),)))
            self.say(t("trickle.place.bag_to_service", money=millions(ev.value)))
            return delay + SLIDE_OFF_PAUSE + SLIDE_OFF_SECONDS
        if ev.kind == "score":
            self.animator.add(Effect(POP_SECONDS, self._money_pop(ev.cell, ev.player, ev.value), delay=delay - 0.05))
            return delay
        return super().animate_event(ev, delay)

    def _slide_off(self, corner, index, value):
        """The bag that landed on a corner slides off the board onto its pile, shrinking to pile size."""
        big = self.sprite_for(value)
        small = self.mini_sprite(value)
        start = self.view.centre(corner)
        end = self.pile_slot(corner, index)
        hold = SLIDE_OFF_PAUSE / (SLIDE_OFF_PAUSE + SLIDE_OFF_SECONDS)

        def draw(surface, t):
            u = 0.0 if t <= hold else ease_in_out_cubic((t - hold) / (1 - hold))
            x, y = lerp_point(start, end, u)
            y -= math.sin(math.pi * u) * self.view.size * 0.5
            scale = lerp(1.0, small.get_width() / big.get_width(), u)
            img = scaled(big, scale)
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
        return draw

    def _money_pop(self, cell, seat, value):
        """'+EUR 2M' rises from a company in its owner's colour as the bag lands (rendered once, faded here)."""
        _, colour, _ = self.seat_info(seat)
        words_shown = t("trickle.money_gain", money=millions(value))
        img = text.render(words_shown, max(12, int(self.view.size * 0.55)), palette.lighten(colour, 0.3), True).copy()
        shadow = text.render(words_shown, max(12, int(self.view.size * 0.55)), (0, 0, 0), True).copy()
        x0, y0 = self.view.centre(cell)

        def draw(surface, t):
            alpha = int(255 * min(1.0, 3 * (1 - t)))
            img.set_alpha(alpha)
            shadow.set_alpha(alpha // 2)
            y = y0 - self.view.size * (0.6 + 0.9 * t)
            r = img.get_rect(center=(int(x0), int(y)))
            surface.blit(shadow, r.move(2, 2))
            surface.blit(img, r)
        return draw
