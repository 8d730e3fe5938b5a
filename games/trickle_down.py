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
from ui import palette, text
from ui.anim import Effect, ease_in_out_cubic, lerp, lerp_point, scaled
from ui.hexview import SQRT3, draw_hex
from ui.marks import draw_mark
from ui.overlays import ResultOverlay, dim, draw_panel

from games.trickle import BOARD_RADIUS, CELL_EDGE, CELL_FILL, TrickleScene

COMPANY_FILL = (118, 62, 160)          # the seed's purple company hexes
COMPANY_EDGE = (176, 126, 216)
SERVICE_FILL = (92, 118, 100)          # neutral grey-green public services
SERVICE_EDGE = (150, 176, 154)
SERVICE_ICON = (226, 234, 218)
BAG_COLOURS = {1: (222, 124, 36), 2: (66, 128, 214), 3: (238, 192, 44)}   # pennies, silver, gold
BAG_INK = {1: (58, 26, 4), 2: (255, 255, 255), 3: (70, 44, 0)}
BAG_SCALE = {1: 1.04, 2: 1.1, 3: 1.18}  # the more money, the fatter the bag
TIE_COLOUR = (92, 58, 30)
SLIDE_OFF_SECONDS = 0.5
SLIDE_OFF_PAUSE = 0.08                 # the bag touches the corner before it slides away
POP_SECONDS = 0.9

# Board geometry in hex sizes (pointy-top, axial): the outer ring's extent from the centre, plus room for piles.
BOARD_HALF_W = SQRT3 * BOARD_RADIUS + SQRT3 / 2
BOARD_HALF_H = 1.5 * BOARD_RADIUS + 1
PAD = 0.9                              # TrickleScene's HexLayout padding
MINI = 0.42                            # a piled bag's radius, in hex sizes
# Where the bags of a pile sit, in piled-bag radii from the pile's anchor, in the order they arrive (a bag past
# the sixth takes the last place). Each bag rests between two below it and never hides their numbers. The four
# diagonal corners get a low heap (3-2-1); the left and right corners, where a portrait window has no room to
# spare, a narrow stack (2-1-2-1).
HEAP_SLOTS = ((0.0, 0.5), (-1.6, 0.5), (1.6, 0.5), (-0.8, -0.95), (0.8, -0.95), (0.0, -2.4))
STACK_SLOTS = ((-0.8, 0.5), (0.8, 0.5), (0.0, -0.95), (-0.8, -2.4), (0.8, -2.4), (0.0, -3.85))
BAG_HALF_W = 0.85                      # half a piled bag's width, in its radii
CORNER_HALF_W = SQRT3 / 2              # half a hex's width
PILE_GAP = 0.22                        # between a corner hex and its pile, in hex sizes


def slots_half_width(slots) -> float:
    """Half the width of a pile laid out on these slots, in hex sizes."""
    return (max(abs(x) for x, _ in slots) + BAG_HALF_W) * MINI


SIDE_WORDS = ("top", "upper right", "lower right", "bottom", "lower left", "upper left")   # S0..S5 on screen


def millions(value) -> str:
    return f"€{value}M"


def sides_text(sides) -> str:
    return " & ".join(SIDE_WORDS[s] for s in sides)


def bag_sprite(radius: int, value: int, label: bool = True) -> pygame.Surface:
    """A money bag seen from the front: a round sack, a tied neck with a knot and a frilled top, coloured by its
    value (orange 1, blue 2, gold 3) and with the value printed on it. Drawn at 2x, smoothed down once."""
    radius = max(4, int(radius * BAG_SCALE.get(value, 1.0)))
    colour = BAG_COLOURS.get(value, (200, 200, 200))
    k = 2
    R = radius * k
    size = radius * 2 + 10
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    cx, cy = size * k / 2, size * k / 2 + 0.08 * R

    def p(x, y):
        return (cx + x * R, cy + y * R)

    dark = palette.darken(colour, 0.45)
    light = palette.lighten(colour, 0.45)
    # Shadow on the ground.
    pygame.draw.ellipse(big, (0, 0, 0, 80), pygame.Rect(p(-0.78, 0.72), (1.62 * R, 0.36 * R)))
    # The frilled top above the tie, then the neck, then the round body over them.
    frill = [p(-0.22, -0.6), p(-0.46, -0.9), p(-0.2, -0.8), p(0.0, -0.98), p(0.2, -0.8), p(0.46, -0.9),
             p(0.22, -0.6)]
    pygame.draw.polygon(big, dark, frill)
    inner = [(cx + (x - cx) * 0.8, cy - 0.74 * R + (y - cy + 0.74 * R) * 0.8) for x, y in frill]
    pygame.draw.polygon(big, colour, inner)
    neck = [p(-0.2, -0.64), p(0.2, -0.64), p(0.46, -0.3), p(-0.46, -0.3)]
    pygame.draw.polygon(big, dark, neck)
    pygame.draw.polygon(big, colour, [p(-0.14, -0.6), p(0.14, -0.6), p(0.38, -0.3), p(-0.38, -0.3)])
    body = pygame.Rect(p(-0.84, -0.42), (1.68 * R, 1.3 * R))
    pygame.draw.ellipse(big, dark, body)
    pygame.draw.ellipse(big, colour, body.inflate(-0.1 * R, -0.1 * R))
    # A soft shine on the upper left and a darker belly on the lower right give it volume.
    belly = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(belly, (*dark, 90), pygame.Rect(p(-0.3, 0.1), (1.05 * R, 0.72 * R)))
    big.blit(belly, (0, 0))
    pygame.draw.ellipse(big, (*light, 255), pygame.Rect(p(-0.62, -0.3), (0.42 * R, 0.26 * R)))
    # The tie round the neck and its knot.
    tie = pygame.Rect(p(-0.3, -0.7), (0.6 * R, 0.14 * R))
    pygame.draw.rect(big, TIE_COLOUR, tie, border_radius=int(0.07 * R))
    pygame.draw.circle(big, palette.darken(TIE_COLOUR, 0.3), p(0.16, -0.63), 0.1 * R)
    pygame.draw.line(big, TIE_COLOUR, p(0.2, -0.58), p(0.3, -0.4), max(2, int(0.07 * R)))
    surf = pygame.transform.smoothscale(big, (size, size))
    if label:
        c = (size / 2, size / 2 + 0.08 * radius + 0.25 * radius)
        ink = BAG_INK.get(value, (0, 0, 0))
        halo = palette.lighten(colour, 0.55) if sum(ink) < 300 else palette.darken(colour, 0.55)
        fsize = max(8, int(radius * 0.95))
        s = str(value)
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            text.blit_centred(surf, s, fsize, (c[0] + dx, c[1] + dy), halo, bold=True)
        text.blit_centred(surf, s, fsize, c, ink, bold=True)
    return surf


def draw_building(surface, centre, size, colour) -> None:
    """A small public building from shapes: a pediment, three pillars and a step."""
    cx, cy = centre

    def r(x, y, w, h):
        return pygame.Rect(int(cx + x * size), int(cy + y * size), max(1, int(w * size)), max(1, int(h * size)))

    roof = [(cx - 0.55 * size, cy - 0.22 * size), (cx, cy - 0.55 * size), (cx + 0.55 * size, cy - 0.22 * size)]
    pygame.draw.polygon(surface, colour, roof)
    pygame.draw.aalines(surface, colour, True, roof)
    pygame.draw.rect(surface, colour, r(-0.52, -0.22, 1.04, 0.1))
    for x in (-0.4, -0.07, 0.26):
        pygame.draw.rect(surface, colour, r(x, -0.08, 0.14, 0.42))
    pygame.draw.rect(surface, colour, r(-0.56, 0.36, 1.12, 0.1))
    pygame.draw.rect(surface, colour, r(-0.64, 0.48, 1.28, 0.09))


def sides_icon(surface, centre, radius, sides, colour) -> None:
    """A tiny board outline with the given sides drawn thick: which edges a player's companies are on."""
    cx, cy = centre
    pts = [(cx + radius * math.cos(math.radians(60 * i)), cy + radius * math.sin(math.radians(60 * i)))
           for i in range(6)]
    # The board's outline has its corner hexes at 0, 60, ... degrees (screen angles, y down): side S0 (top)
    # joins the corners at -120 and -60 degrees, S1 those at -60 and 0, and so on round.
    corner_of = [(-120, -60), (-60, 0), (0, 60), (60, 120), (120, 180), (180, 240)]
    pygame.draw.polygon(surface, palette.darken(COMPANY_FILL, 0.45), pts)
    pygame.draw.aalines(surface, palette.darken(palette.MUTED, 0.3), True, pts)
    for s in sides:
        a, b = corner_of[s]
        pa = (cx + radius * math.cos(math.radians(a)), cy + radius * math.sin(math.radians(a)))
        pb = (cx + radius * math.cos(math.radians(b)), cy + radius * math.sin(math.radians(b)))
        pygame.draw.line(surface, colour, pa, pb, max(3, int(radius * 0.28)))
        for p in (pa, pb):
            pygame.draw.circle(surface, colour, p, max(1, int(radius * 0.13)))


class DownResultOverlay(ResultOverlay):
    """The result screen with each row's companies: the player's symbol, a little board with their two sides
    drawn thick, and the sides in words under the name."""

    def __init__(self, headline, rows, on_again, on_menu, footer="", sides=()):
        super().__init__(headline, rows, on_again, on_menu, footer)
        self.sides = list(sides)

    def draw(self, surface):
        dim(surface)
        draw_panel(surface, self.rect, self.headline)
        y = self.rect.top + 110
        for i, (place, name, colour, score, mark) in enumerate(self.rows):
            row = pygame.Rect(self.rect.left + 30, y, self.rect.width - 60, 54)
            pygame.draw.rect(surface, palette.darken(colour, 0.55), row, border_radius=14)
            pygame.draw.rect(surface, colour, row, 3, border_radius=14)
            text.blit_centred(surface, place, 26, (row.left + 40, row.centery), palette.TEXT, bold=True)
            draw_mark(surface, mark, (row.left + 92, row.centery), 13, colour, (255, 255, 255))
            img = text.render(name, 22, palette.TEXT, True)
            surface.blit(img, img.get_rect(bottomleft=(row.left + 118, row.centery + 4)))
            if i < len(self.sides):
                sides = self.sides[i]
                img = text.render(f"Companies: {sides_text(sides)}", 15, palette.lighten(colour, 0.6))
                surface.blit(img, img.get_rect(topleft=(row.left + 118, row.centery)))
                sides_icon(surface, (row.right - 118, row.centery), 19, sides, palette.lighten(colour, 0.35))
            img = text.render(score, 26, palette.TEXT, True)
            surface.blit(img, img.get_rect(midright=(row.right - 20, row.centery)))
            y += 64
        if self.footer:
            text.blit_centred(surface, self.footer, 20, (self.rect.centerx, y + 14), palette.MUTED)


class TrickleDownScene(TrickleScene):
    NOUN = "bag"
    RULES_HTML = (
        "<b>Goal.</b> Three tycoons share 19 money bags. Steer them onto your own companies: whoever has the most "
        "money on their companies at the end wins.<br><br>"
        "<b>The board.</b> The 24 purple hexes round the edge are <b>companies</b>. Each player owns the "
        "companies marked with their symbol, on two opposite sides of the board: triangle top and bottom, square "
        "upper right and lower left, circle lower right and upper left. Who takes which symbol can be changed on "
        "the title screen; every pair of sides is as good as the others. The six grey-green corners are "
        "<b>public services</b> and belong to nobody.<br><br>"
        "<b>The bags.</b> Orange bags hold wooden pennies (€1 million), blue bags silver (€2 million) and gold "
        "bags gold (€3 million); each bag shows its value. They start in the middle of the board. "
        "<i>Gold centre</i> (the usual start): a gold bag in the centre, six blue bags round it and twelve orange "
        "bags round those, €27 million in all. <i>Mixed rings</i>: a gold bag in the centre, blue and orange "
        "bags taking turns round it, and three gold bags among the orange ones further out, €30 million in all. "
        "Both starts look the same from every player's side.<br><br>"
        "<b>Your turn.</b> A random player starts, then play goes round in seat order. Move exactly one bag. "
        "The bags belong to everyone, so you may move any of them. A bag <b>steps</b> to a free neighbouring hex, "
        "or <b>jumps</b> over one neighbouring bag to the free hex straight behind it (nothing is captured).<br><br>"
        "<b>Never inward.</b> A bag may move around its ring or outward, never toward the centre.<br><br>"
        "<b>Companies keep their bags.</b> A bag that reaches a company hex stays there to the end of the game "
        "and counts for the company's owner.<br><br>"
        "<b>Public services take theirs.</b> A bag that lands on a corner is taken off the board at once and put "
        "beside that corner. It counts for nobody, and the corner is free again for the next bag.<br><br>"
        "<b>No straight back.</b> You may not move the bag the last player moved straight back to where it came "
        "from. Once another move has been made, it may go back.<br><br>"
        "<b>Stuck?</b> If your only move would be that forbidden move back, you pass.<br><br>"
        "<b>The end.</b> The game ends when no bag on the board can move any more (usually when every bag left is "
        "on a company). Each player adds up the money on their own companies. The most money wins; equal amounts "
        "share the win. So that no game can go round in circles forever, it also ends when the same position "
        "comes up a third time, or after 150 turns in a row in which no bag reaches the edge.<br><br>"
        "<b>Our choices.</b> The printed rules show the starting layout only in a picture and leave a few things "
        "open, so this game decides: the layouts above; the symbol sides above; a random first player; ties are "
        "shared wins; the end is tested without the no-straight-back rule; the stalling limit of 150 turns (300 "
        "or off on the title screen).<br><br>"
        "<b>Variant.</b> <i>Jump chains</i>: after a jump the same bag may jump again, as in checkers (tap Stop "
        "jumping to end your turn). A bag that reaches the edge stops.<br><br>"
        "<b>How to play here.</b> Tap a bag: where it may go lights up. Tap a lit hex to move there, or drag the "
        "bag. Tap a company, a corner or a pile to see whose it is."
    )

    def __init__(self, spec, players, seed=None, options=None, state=None):
        self.bag_sprites: dict = {}
        self.badges: dict = {}
        self.pile_anchor: dict = {}
        self.pile_slots: dict = {}
        self.company_masks: dict = {}
        self.mini_radius = 6
        super().__init__(spec, players, seed, options, state)

    # -- seats, money and the end screen ------------------------------------------------------------------------
    def seat_info(self, seat):
        return (palette.SEAT_NAMES[seat], palette.SEAT_COLOURS[seat], self.state.symbol_of(seat) or "circle")

    def score_text(self, seat: int) -> str:
        return millions(self.state.scores()[seat])

    def public_money(self) -> tuple[int, int]:
        """(bags, millions) taken by the public services so far."""
        piles = self.state.corner_piles.values()
        return sum(len(p) for p in piles), sum(sum(p) for p in piles)

    def result_footer(self, outcome) -> str:
        if self.state.end_reason not in (None, "finished", "jammed"):
            return self.state.end_text
        bags, money = self.public_money()
        if not bags:
            return "No bag went to the public services."
        return f"The public services took {millions(money)} ({bags} bag{'s' if bags != 1 else ''})."

    def show_result(self) -> None:
        outcome = self.state.outcome()
        self.result_shown = True
        rows = self.result_rows(outcome)
        seats = [s for group in outcome.ranking for s in group]
        sides = [self.state.sides_of_seat(s) for s in seats]
        self.app.push(DownResultOverlay(self.result_headline(outcome), rows, self.restart, self.back_to_menu,
                                        self.result_footer(outcome), sides))

    # -- layout, sprites and the static board ----------------------------------------------------------------------
    def layout_board(self, rect):
        """Trickle's board, narrowed so that the corner piles fit beside the left and right corners."""
        stack_reach = SQRT3 * BOARD_RADIUS + CORNER_HALF_W + PILE_GAP + 2 * slots_half_width(STACK_SLOTS) + 0.1
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
            if not self.is_corner(corner):
                continue
            x, y = lay.centre(corner)
            slots = STACK_SLOTS if abs(y - cy) < 1 else HEAP_SLOTS
            away = PILE_GAP + CORNER_HALF_W + slots_half_width(slots)
            self.pile_anchor[corner] = (x + (1 if x > cx else -1) * away * lay.size, y)
            self.pile_slots[corner] = slots

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
        self.paint_plate(surface)
        for cell in lay.cells:
            if self.is_corner(cell):
                draw_hex(surface, lay, cell, SERVICE_FILL, SERVICE_EDGE, scale=0.95)
                draw_building(surface, lay.centre(cell), lay.size * 0.62, SERVICE_ICON)
                continue
            seats = self.state.seats_owning(cell)
            if seats:
                draw_hex(surface, lay, cell, COMPANY_FILL, COMPANY_EDGE, scale=0.95)
                _, colour, mark = self.seat_info(seats[0])
                draw_mark(surface, mark, lay.centre(cell), lay.size * 0.36, colour, (255, 255, 255))
            else:
                ring = hexgrid.ring_of(cell)
                fill = tuple(v + 4 * (BOARD_RADIUS - ring) for v in CELL_FILL)
                draw_hex(surface, lay, cell, fill, CELL_EDGE, scale=0.95)
        # Where each public service keeps its bags: a low grey-green plinth beside the corner.
        for corner, (px, py) in self.pile_anchor.items():
            w, h = slots_half_width(self.pile_slots[corner]) * 2.3 * lay.size, 0.34 * lay.size
            base = pygame.Rect(0, 0, int(w), max(4, int(h)))
            base.center = (int(px), int(py + 0.45 * lay.size))
            pygame.draw.ellipse(surface, palette.darken(SERVICE_FILL, 0.35), base)
            pygame.draw.ellipse(surface, palette.darken(SERVICE_EDGE, 0.2), base, 2)

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

    def draw_piles(self, surface):
        hidden = self.animator.hidden_cells()
        fsize = max(12, int(self.view.size * 0.46))
        for corner, pile in self.state.corner_piles.items():
            if not pile or corner not in self.pile_anchor:
                continue
            shown = [v for i, v in enumerate(pile) if ("pile", corner, i) not in hidden]
            if not shown:
                continue
            slots = self.pile_slots[corner]
            places = min(len(shown), len(slots))
            for i in sorted(range(places), key=lambda i: slots[i][1]):     # back (higher) bags first
                value = shown[i] if i < places - 1 else shown[-1]
                sprite = self.mini_sprite(value)
                x, y = self.pile_slot(corner, i)
                surface.blit(sprite, sprite.get_rect(center=(int(x), int(y))))
            lx, ly = self.label_pos(corner, len(shown))
            text.blit_centred(surface, millions(sum(shown)), fsize, (lx, ly), palette.lighten(SERVICE_EDGE, 0.6),
                              bold=True, shadow=True)
            if len(shown) > len(slots):     # more bags than places: say how many
                below = 1 if ly > self.pile_anchor[corner][1] else -1
                text.blit_centred(surface, f"{len(shown)} bags", int(fsize * 0.75),
                                  (lx, ly + below * fsize * 0.95), palette.lighten(SERVICE_EDGE, 0.4), bold=True)

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
        corner = cell if cell is not None and self.is_corner(cell) else (None if cell else self.pile_at(pos))
        if corner is not None:
            pile = self.state.corner_piles.get(corner, [])
            if not pile:
                return "A public service: a bag that lands here leaves the board and counts for nobody."
            n = len(pile)
            return (f"A public service: {n} bag{'s' if n != 1 else ''} ({millions(sum(pile))}) went here "
                    "and count for nobody.")
        seats = self.state.seats_owning(cell) if cell is not None else ()
        if seats:
            name, _, mark = self.seat_info(seats[0])
            return f"{name}'s company ({mark}): a bag that stops here stays and counts for {name}."
        return None

    def on_pointer(self, event):
        if event.kind == "tap" and self.chain_bead() is None:
            cell = self.view.cell_at(event.pos)
            if cell not in self.targets and cell not in self.state_beads():
                info = self.place_info(cell, event.pos)
                if info:
                    self.clear_selection()
                    self.say(info)
                    return
        super().on_pointer(event)

    # -- animation -------------------------------------------------------------------------------------------------
    def moving_sprite(self, ev):
        return self.sprite_for(ev.piece)  # the bag's value travels with the event

    def animate_event(self, ev, delay: float) -> float:
        if ev.kind == "remove":
            index = len(self.state.corner_piles[ev.cell]) - 1
            self.animator.add(Effect(SLIDE_OFF_PAUSE + SLIDE_OFF_SECONDS,
                                     self._slide_off(ev.cell, index, ev.value), delay=delay,
                                     hide=(("pile", ev.cell, index),)))
            self.say(f"A {millions(ev.value)} bag reached a public service and leaves the board.")
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
        img = text.render(f"+{millions(value)}", max(12, int(self.view.size * 0.55)), palette.lighten(colour, 0.3),
                          True).copy()
        shadow = text.render(f"+{millions(value)}", max(12, int(self.view.size * 0.55)), (0, 0, 0), True).copy()
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
