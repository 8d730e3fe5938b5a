"""The Tripitz Domino screen: a 102-cavity board, a rack of 7 pids per player and a bag.

Pick a pid up from your rack (tap it, or drag it): every cavity where it makes a triple or a quadruple glows
with the points it would score. Drop it there (or tap the cavity). A drop anywhere else sends it back to the
rack with the reason. The rack also holds the turn's buttons, each a picture with a word: Exchange (tap pids,
then confirm: they fly into the bag and new ones fly out), Sit out (only when the engine allows it) and, in the
cooperative "Tripitz Together", a big Help me that lights up a good placement.

Two layouts, chosen with the Table toggle and remembered for the session:
* normal: the board, the current player's rack along the bottom (every rack also small in the side panel);
* table: the board in the middle and every rack at its owner's edge, turned to face them (a touch table with
  people all around it); taps on a turned rack are mapped back into its own coordinates.

The scene decides no rule: legal cavities and their scores (legal_cells), the reason a drop fails
(score_placement / IllegalMove), the best placement (best_placement), what may be exchanged or sat out
(legal_moves) all come from engine/tripitz.py.
"""
from __future__ import annotations

import array
import math
import random

import pygame
import pygame_gui

from engine import tripitz as T
from engine.core import IllegalMove
from games.tripitz_pids import PidSprites, TOKEN_RGB, render_pid, render_slot
from ui import palette, text
from ui.anim import Animator, Effect, PieceFlight, ease_out_cubic, scaled
from ui.boardscene import BoardScene
from ui.hexview import HexLayout, draw_hex
from ui.marks import draw_mark
from ui.overlays import ResultOverlay

# Scene options remembered for the session (a new game, Play again and Restart keep them).
SESSION = {"letters": False, "table": False}

PLATE = (92, 64, 44)             # the wooden board
CELL = (122, 88, 60)
CELL_EDGE = (78, 54, 36)
BORDER_CELL = (168, 120, 56)     # the outer row: double score
BORDER_EDGE = (226, 182, 92)
START_CELL = (150, 118, 86)
HOLE = (52, 34, 24)
RACK_WOOD = (84, 58, 40)
RACK_EDGE = (60, 40, 28)
GLOW = (120, 240, 150)
HINT = (255, 226, 90)
MARKED = (255, 140, 120)

PLACE_SECONDS = 0.38
DRAW_SECONDS = 0.45
BACK_SECONDS = 0.3
CELEBRATE_SECONDS = 1.6
SEAT_NAMES = [f"Player {i + 1}" for i in range(6)]
END_REASONS = {
    "used_up": "All the pids were used up.",
    "blocked": "The last pids fit nowhere, so the game ended.",
    "safeguard": "Two rounds went by without a placement, so the game ended.",
    "shortened": "Short game: a pid reached the outer row.",
}
NUMBER_WORDS = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six"}

# Where the racks sit in table mode, clockwise from the bottom: (edge, index on that edge, racks on that edge).
TABLE_SEATS_LANDSCAPE = {
    2: [("B", 0, 1), ("T", 0, 1)],
    3: [("B", 0, 1), ("T", 0, 2), ("T", 1, 2)],
    4: [("B", 0, 1), ("L", 0, 1), ("T", 0, 1), ("R", 0, 1)],
    5: [("B", 0, 1), ("L", 0, 1), ("T", 0, 2), ("T", 1, 2), ("R", 0, 1)],
    6: [("B", 1, 2), ("B", 0, 2), ("L", 0, 1), ("T", 0, 2), ("T", 1, 2), ("R", 0, 1)],
}
TABLE_SEATS_PORTRAIT = {
    2: [("B", 0, 1), ("T", 0, 1)],
    3: [("B", 0, 1), ("L", 0, 1), ("R", 0, 1)],
    4: [("B", 0, 1), ("L", 0, 1), ("T", 0, 1), ("R", 0, 1)],
    5: [("B", 0, 1), ("L", 1, 2), ("L", 0, 2), ("R", 0, 2), ("R", 1, 2)],
    6: [("B", 0, 1), ("L", 1, 2), ("L", 0, 2), ("T", 0, 1), ("R", 0, 2), ("R", 1, 2)],
}
EDGE_ANGLE = {"B": 0, "R": 90, "T": 180, "L": 270}   # pygame.transform.rotate angle: the rack faces its owner

_SPRITES = PidSprites()           # shared by every Tripitz scene: a restart never renders pids again


# ---- sound ------------------------------------------------------------------------------------------------

_CHIME = {"tried": False, "sound": None}


def chime():
    """A short bright chime for a quadruple, generated once; None when there is no audio (never an error)."""
    if _CHIME["tried"]:
        return _CHIME["sound"]
    _CHIME["tried"] = True
    try:
        init = pygame.mixer.get_init()
        if not init:
            return None
        freq, size, channels = init
        if size not in (-16, 32):
            return None
        n = int(freq * 0.7)
        samples = array.array("h" if size == -16 else "f")
        notes = (1046.5, 1318.5, 1568.0)       # C6, E6, G6 rung one after another
        for i in range(n):
            t = i / freq
            v = 0.0
            for k, f in enumerate(notes):
                start = 0.09 * k
                if t >= start:
                    v += math.sin(2 * math.pi * f * (t - start)) * math.exp(-5.5 * (t - start))
            v *= 0.22
            sample = int(v * 32767) if size == -16 else v
            for _ in range(channels):
                samples.append(sample)
        _CHIME["sound"] = pygame.mixer.Sound(buffer=samples.tobytes())
    except Exception:   # no mixer, odd format, no device: play silently
        _CHIME["sound"] = None
    return _CHIME["sound"]


# ---- icons drawn with shapes (buttons carry a picture beside the word) -----------------------------------------

def draw_icon(surface, name: str, rect, colour=(255, 255, 255)) -> None:
    r = pygame.Rect(rect)
    cx, cy, u = r.centerx, r.centery, min(r.width, r.height) / 2
    w = max(2, int(u * 0.22))
    dark = (30, 22, 40)
    if name == "exchange":     # two arrows, one each way
        for dy, sign in ((-0.35, 1), (0.35, -1)):
            y = cy + dy * u
            a, b = (cx - 0.75 * u * sign, y), (cx + 0.55 * u * sign, y)
            pygame.draw.line(surface, colour, a, b, w)
            tip = (cx + 0.85 * u * sign, y)
            pygame.draw.polygon(surface, colour, [tip, (b[0], y - 0.3 * u), (b[0], y + 0.3 * u)])
    elif name == "sitout":     # a pause sign
        for dx in (-0.32, 0.32):
            pygame.draw.rect(surface, colour, (cx + dx * u - 0.14 * u, cy - 0.62 * u, 0.28 * u, 1.24 * u),
                             border_radius=max(1, int(u * 0.06)))
    elif name == "help":       # a light bulb with rays
        bulb = (255, 224, 80)
        pygame.draw.circle(surface, bulb, (cx, cy - 0.18 * u), 0.5 * u)
        pygame.draw.circle(surface, dark, (cx, cy - 0.18 * u), 0.5 * u, max(1, w // 2))
        pygame.draw.rect(surface, (200, 200, 210), (cx - 0.24 * u, cy + 0.3 * u, 0.48 * u, 0.42 * u),
                         border_radius=max(1, int(u * 0.08)))
        pygame.draw.line(surface, dark, (cx - 0.22 * u, cy + 0.48 * u), (cx + 0.22 * u, cy + 0.48 * u), max(1, w // 2))
        for a in (-150, -115, -90, -65, -30):
            rad = math.radians(a)
            p1 = (cx + math.cos(rad) * 0.68 * u, cy - 0.18 * u + math.sin(rad) * 0.68 * u)
            p2 = (cx + math.cos(rad) * 0.92 * u, cy - 0.18 * u + math.sin(rad) * 0.92 * u)
            pygame.draw.line(surface, bulb, p1, p2, max(2, w // 2))
    elif name == "ok":         # a tick
        pts = [(cx - 0.6 * u, cy), (cx - 0.15 * u, cy + 0.45 * u), (cx + 0.65 * u, cy - 0.5 * u)]
        pygame.draw.lines(surface, colour, False, pts, w + 2)
    elif name == "cancel":     # a cross
        for a, b in (((-0.5, -0.5), (0.5, 0.5)), ((-0.5, 0.5), (0.5, -0.5))):
            pygame.draw.line(surface, colour, (cx + a[0] * u, cy + a[1] * u), (cx + b[0] * u, cy + b[1] * u), w + 1)
    elif name == "letters":    # a pid with its letter badge
        pygame.draw.circle(surface, TOKEN_RGB[0], (cx - 0.15 * u, cy), 0.62 * u)
        pygame.draw.circle(surface, (250, 250, 250), (cx + 0.38 * u, cy + 0.35 * u), 0.4 * u)
        img = text.render("R", max(8, int(u * 0.6)), dark, True)
        surface.blit(img, img.get_rect(center=(cx + 0.38 * u, cy + 0.36 * u)))
    elif name == "table":      # a table with people all around it
        pygame.draw.rect(surface, (196, 150, 100), (cx - 0.5 * u, cy - 0.36 * u, u, 0.72 * u),
                         border_radius=max(1, int(u * 0.12)))
        for px, py in ((0, -0.72), (0, 0.72), (-0.82, 0), (0.82, 0)):
            pygame.draw.circle(surface, colour, (cx + px * u, cy + py * u), 0.18 * u)
    elif name in ("undo", "again"):   # a round arrow
        rr = pygame.Rect(0, 0, 1.3 * u, 1.3 * u)
        rr.center = (cx, cy)
        start, stop = (math.radians(40), math.radians(320)) if name == "again" else (math.radians(0), math.radians(200))
        pygame.draw.arc(surface, colour, rr, start, stop, w)
        a = stop if name == "again" else start
        tip = (cx + math.cos(a) * 0.65 * u, cy - math.sin(a) * 0.65 * u)
        pygame.draw.polygon(surface, colour, [(tip[0] - 0.3 * u, tip[1] - 0.05 * u), (tip[0] + 0.3 * u, tip[1] - 0.05 * u),
                                              (tip[0], tip[1] + 0.3 * u)] if name == "undo" else
                            [(tip[0] - 0.05 * u, tip[1] - 0.3 * u), (tip[0] - 0.05 * u, tip[1] + 0.3 * u),
                             (tip[0] + 0.3 * u, tip[1])])
    elif name in ("menu", "home"):    # a house
        pygame.draw.polygon(surface, colour, [(cx - 0.7 * u, cy - 0.05 * u), (cx, cy - 0.7 * u), (cx + 0.7 * u, cy - 0.05 * u)])
        pygame.draw.rect(surface, colour, (cx - 0.48 * u, cy - 0.08 * u, 0.96 * u, 0.72 * u))
        pygame.draw.rect(surface, dark, (cx - 0.14 * u, cy + 0.22 * u, 0.28 * u, 0.42 * u))
    elif name == "rules":      # a book
        pygame.draw.rect(surface, colour, (cx - 0.7 * u, cy - 0.5 * u, 1.4 * u, u), border_radius=max(1, int(u * 0.1)))
        pygame.draw.line(surface, dark, (cx, cy - 0.5 * u), (cx, cy + 0.5 * u), max(1, w // 2))
        for k in (-0.2, 0.05, 0.3):
            pygame.draw.line(surface, dark, (cx - 0.55 * u, cy + k * u), (cx - 0.15 * u, cy + k * u), 1)
            pygame.draw.line(surface, dark, (cx + 0.15 * u, cy + k * u), (cx + 0.55 * u, cy + k * u), 1)
    elif name == "eye":
        pygame.draw.ellipse(surface, colour, (cx - 0.8 * u, cy - 0.45 * u, 1.6 * u, 0.9 * u))
        pygame.draw.circle(surface, dark, (cx, cy), 0.3 * u)


def icon_surface(name: str, size: int, colour=(255, 255, 255)) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_icon(surf, name, surf.get_rect().inflate(-4, -4), colour)
    return surf


class IconImage(pygame_gui.elements.UIImage):
    """A picture laid over a pygame-gui button: it never takes the hover or the click from the button."""

    def hover_point(self, hover_x, hover_y) -> bool:
        return False


# ---- a rack on screen --------------------------------------------------------------------------------------------

class RackView:
    """One seat's rack: slots and buttons in the rack's own coordinates, turned by `angle` to face its owner.

    Local coordinates: the owner looks at the rack from below; the name row is on top (toward the board),
    the 7 slots below it, then two button spots at the right end. pygame.transform.rotate turns the surface
    counter-clockwise by `angle`; to_screen / to_local map points both ways, so hit tests work at any angle.
    """
    SPOTS = 2

    def __init__(self, seat: int, slots: int, s: int, centre, angle: int):
        self.seat, self.n, self.s, self.angle = seat, slots, int(s), angle % 360
        self.pad = max(4, int(s * 0.12))
        self.name_h = max(20, int(s * 0.42))
        self.bw = int(s * 1.3)
        pad, n = self.pad, slots
        self.w = pad + n * self.s + pad + self.SPOTS * (self.bw + pad)
        self.h = pad + self.name_h + self.s + pad
        self.centre = (float(centre[0]), float(centre[1]))
        top = pad + self.name_h
        self.slot_rects = [pygame.Rect(pad + i * self.s, top, self.s, self.s) for i in range(n)]
        x0 = pad + n * self.s + pad
        self.spot_rects = [pygame.Rect(x0 + k * (self.bw + pad), top, self.bw, self.s) for k in range(self.SPOTS)]
        self.name_rect = pygame.Rect(pad, pad // 2, self.w - 2 * pad, self.name_h)
        rw, rh = (self.h, self.w) if self.angle in (90, 270) else (self.w, self.h)
        self.rect = pygame.Rect(0, 0, rw, rh)
        self.rect.center = (round(self.centre[0]), round(self.centre[1]))
        a = math.radians(self.angle)
        self._cos, self._sin = round(math.cos(a)), round(math.sin(a))

    @staticmethod
    def size_for(s: int, slots: int = 7) -> tuple[int, int]:
        pad, name_h, bw = max(4, int(s * 0.12)), max(20, int(s * 0.42)), int(s * 1.3)
        return (pad + slots * s + pad + RackView.SPOTS * (bw + pad), pad + name_h + s + pad)

    def to_screen(self, p) -> tuple[float, float]:
        vx, vy = p[0] - self.w / 2, p[1] - self.h / 2
        c, s = self._cos, self._sin
        return (self.centre[0] + vx * c + vy * s, self.centre[1] - vx * s + vy * c)

    def to_local(self, pos) -> tuple[float, float]:
        vx, vy = pos[0] - self.centre[0], pos[1] - self.centre[1]
        c, s = self._cos, self._sin
        return (vx * c - vy * s + self.w / 2, vx * s + vy * c + self.h / 2)

    def contains(self, pos) -> bool:
        x, y = self.to_local(pos)
        return 0 <= x < self.w and 0 <= y < self.h

    def slot_at(self, pos):
        p = self.to_local(pos)
        for i, r in enumerate(self.slot_rects):
            if r.collidepoint(p):
                return i
        return None

    def spot_at(self, pos):
        p = self.to_local(pos)
        for k, r in enumerate(self.spot_rects):
            if r.collidepoint(p):
                return k
        return None

    def slot_centre(self, i) -> tuple[float, float]:
        return self.to_screen(self.slot_rects[i].center)

    def spot_centre(self, k) -> tuple[float, float]:
        return self.to_screen(self.spot_rects[k].center)

    def local_point(self, fx: float, fy: float) -> tuple[float, float]:
        """A point given as fractions of the rack (0..1 across, 0..1 down) on screen."""
        return self.to_screen((fx * self.w, fy * self.h))


# ---- end screens -------------------------------------------------------------------------------------------------

class TripitzResultOverlay(ResultOverlay):
    """The ranking: place, seat, score and the rank marker (the red, yellow, blue or green spare pid)."""

    def build_ui(self):
        super().build_ui()
        _add_icons(self, [(self.again, "again")], 30, dark=True)
        _add_icons(self, [(self.menu, "home"), (self.look, "eye")])


class TogetherResultOverlay(ResultOverlay):
    """The cooperative end: the team score, a friendly word, twinkling stars, and big picture buttons."""

    def __init__(self, score: int, message: str, detail: str, on_again, on_menu):
        super().__init__("Well played, team!", [], on_again, on_menu, detail)
        self.score, self.message = score, message
        self.time = 0.0
        self.stars = []

    def layout(self, size):
        from ui.overlays import panel_rect
        self.rect = panel_rect(size, 640, 520)
        # Stars twinkle all around the panel (never hidden under it).
        rng = random.Random(self.score)
        keep_out = self.rect.inflate(30, 30)
        self.stars = []
        while len(self.stars) < 22:
            x, y = rng.uniform(20, size[0] - 20), rng.uniform(20, size[1] - 20)
            if not keep_out.collidepoint(x, y):
                self.stars.append((x, y, rng.uniform(0, 6.28), rng.choice(list(TOKEN_RGB.values()))))

    def build_ui(self):
        r = self.rect
        self.again = self.button((r.centerx - 170, r.bottom - 176, 340, 76), "Play again", "#big_button")
        bw = 200
        self.menu = self.button((r.centerx - bw - 10, r.bottom - 88, bw, 64), "Menu")
        self.look = self.button((r.centerx + 10, r.bottom - 88, bw, 64), "See board")
        _add_icons(self, [(self.again, "again")], 30, dark=True)
        _add_icons(self, [(self.menu, "home"), (self.look, "eye")])

    def update(self, dt):
        self.time += dt

    def draw(self, surface):
        from ui.overlays import dim, draw_panel
        dim(surface)
        r = self.rect
        for x, y, phase, colour in self.stars:
            size = 9 + 8 * (0.5 + 0.5 * math.sin(self.time * 3 + phase))
            draw_mark(surface, "star", (x, y), size, colour, (255, 255, 255))
        draw_panel(surface, r, self.headline)
        text.blit_centred(surface, "Team score", 26, (r.centerx, r.top + 108), palette.MUTED, bold=True)
        draw_mark(surface, "star", (r.centerx - 110, r.top + 178), 26, palette.HIGHLIGHT, (255, 255, 255))
        draw_mark(surface, "star", (r.centerx + 110, r.top + 178), 26, palette.HIGHLIGHT, (255, 255, 255))
        text.blit_centred(surface, str(self.score), 72, (r.centerx, r.top + 176), palette.HIGHLIGHT, bold=True)
        for i, line in enumerate(text.wrap(self.message, 26, r.width - 60, True)[:2]):
            text.blit_centred(surface, line, 26, (r.centerx, r.top + 250 + 32 * i), palette.TEXT, bold=True)
        if self.footer:
            text.blit_centred(surface, self.footer, 20, (r.centerx, r.top + 316), palette.MUTED)


def _add_icons(scene, pairs, font_size: int = 22, dark: bool = False) -> None:
    """Pictures on the left of pygame-gui buttons, where the centred word leaves room for them."""
    for button, icon in pairs:
        word = text.font(font_size, True).size(button.text)[0]
        room = (button.rect.width - word) // 2 - 10
        size = min(44, button.rect.height - 16, room)
        if size < 20:
            continue
        IconImage(pygame.Rect(button.relative_rect.left + 8 + (room - size) // 2,
                              button.relative_rect.centery - size // 2, size, size),
                  icon_surface(icon, size, (30, 22, 40) if dark else (255, 255, 255)),
                  manager=scene.app.manager, container=scene.container)


# ---- the scene -----------------------------------------------------------------------------------------------------

class TripitzScene(BoardScene):

    def __init__(self, spec, players, seed=None, options=None, state=None):
        self.view = None
        self.racks: dict = {}          # seat -> RackView
        self.slots: dict = {}          # seat -> [pid or None] * 7: where each pid sits on its rack
        self.display_seat = 0          # whose rack the normal layout shows (follows the turn after animations)
        self.held = None               # slot index of the pid picked up on the current rack
        self.targets: dict = {}        # cell -> score (placement) or None (joker swap) for the held pid
        self.drag_pointer = None
        self.drag_pos = None
        self.hover_cell = None
        self.hover_spot = None
        self.exchange_mode = False
        self.marked: set = set()       # slot indices chosen for the exchange
        self.hint = None               # (pid, cell, score) from the engine's best_placement
        self.pulse = None              # a button name to pulse ("exchange", "sitout")
        self.time = 0.0
        self.last_cells: list = []     # the cell of each placement so far (undo pops), to mark the last one
        self._fly_from = None
        self._pending = None
        self._legal_key = None
        self._legal: list = []
        self._rack_cache: dict = {}
        self.fx = Animator()           # decorations (ripples, row flashes, confetti): they never hold up a turn
        super().__init__(spec, players, seed, options, state)
        self.coop = bool(self.state.config.cooperative)
        for seat in range(self.players):
            self._sync_slots(seat)
        self.display_seat = self.state.current_player if self.state.current_player is not None else 0
        chime()                        # made once, now, so a quadruple never waits for it

    # -- engine questions (cached per position) ---------------------------------------------------------------------
    def _key(self):
        s = self.state
        return (id(s), len(self.history), len(s.board), s.bag_size, s.current_player, s.swapped, s.is_over,
                tuple(len(r) for r in s.racks))

    def legal(self) -> list:
        key = self._key()
        if key != self._legal_key:
            self._legal_key = key
            self._legal = self.state.legal_moves()
            self._can_place = self.state.current_player is not None and \
                any(isinstance(m, (T.Place, T.JokerSwap)) for m in self._legal)
        return self._legal

    def can_exchange(self) -> bool:
        return any(isinstance(m, T.Exchange) for m in self.legal())

    def can_sit_out(self) -> bool:
        return T.SitOut() in self.legal()

    def can_place_now(self) -> bool:
        self.legal()
        return self._can_place

    # -- seats, panel, texts ---------------------------------------------------------------------------------------
    def seat_info(self, seat):
        return (SEAT_NAMES[seat], palette.SEAT_COLOURS[seat], palette.SEAT_MARKS[seat])

    def score_text(self, seat) -> str:
        if self.state.config.cooperative:
            return str(self.state.team_score)
        return str(self.state.totals[seat])

    def status_text(self) -> str:
        s = self.state
        if s.is_over:
            return "Game over"
        name = self.seat_info(s.current_player)[0]
        if self.exchange_mode:
            return f"{name}: tap pids to swap, then tap the tick" if self.coop else \
                f"{name}: tap pids to exchange, then confirm"
        if s.swapped:
            return f"{name}: now place a pid"
        if self.held is not None:
            return f"{name}: put it on a glowing cavity"
        if not self.can_place_now():
            if self.can_sit_out():
                return f"{name}: nothing fits, sit out"
            return f"{name}: nothing fits, swap pids" if self.coop else f"{name}: nothing fits, exchange pids"
        return f"{name}, your turn: place a pid!" if self.coop else f"{name}, place a pid"

    @property
    def RULES_HTML(self) -> str:   # noqa: N802 (BoardScene reads this name)
        defaults = "".join(f"&#8226; {note}<br>" for note in T.DEFAULT_NOTES)
        together = (
            "<b>Playing together.</b> Everyone plays for one team score (all the points of every move added "
            "up): there is no winner, and everybody may help. The big <b>Help me</b> button (the light bulb) "
            "lights up a good pid and the hole for it. Any pid you pick up shows where it fits and what it "
            "scores.<br><br>") if self.coop else ""
        return together + (
            "<b>Goal.</b> Place pids so that they make <b>triples</b> and <b>quadruples</b> in a row, and score "
            "the most points.<br><br>"
            "<b>The pids.</b> Each of the 64 pids has a token colour (red, yellow, blue, green), a symbol "
            "(triangle, circle, moon, star) and a symbol colour (white, black, grey, light blue).<br><br>"
            "<b>Triple.</b> Three pids in a row where, for each of the three properties, the pids are all the "
            "same or all different. <b>Quadruple:</b> the same with four pids in a row.<br><br>"
            "<b>Your turn.</b> Put one pid from your rack into an empty cavity so that it completes at least one "
            "new triple or quadruple with pids already on the board (other rows it touches do not matter). Then "
            "draw a new pid from the bag. Instead of placing you may <b>exchange</b> any number of your pids for "
            "new ones from the bag. Only when nothing fits and the bag is empty do you <b>sit out</b>.<br><br>"
            "<b>Scoring.</b> A triple is 1 point, a quadruple 3. Add them up and multiply by the number of pids "
            "the new pid touches (1 to 6). On the outer row (the golden cavities marked x2) it counts double."
            "<br><br>"
            "<b>The end.</b> When all pids are used up, or when nobody can place their last pids. The highest "
            "score wins; equal scores share. The rank markers go red, yellow, blue, green from first place down."
            "<br><br>"
            "<b>Variants</b> (on the title screen): <i>Short game</i>: the first pid on the outer row ends the "
            "game. <i>Jokers</i>: the 4 spare pids join the bag; tap a joker on your rack, then a pid deep inside "
            "the board to swap them, then place as usual. <i>Rows</i>: how rows longer than 3 score.<br><br>"
            "<b>Our choices where the rulebook is silent:</b><br>" + defaults + "<br>"
            "<b>How to play here.</b> Tap a pid on your rack (or drag it): every cavity where it fits glows with "
            "its points. Tap or drop it there. <b>Exchange</b>: tap the button with the arrows, tap the pids to "
            "swap, then the tick. <b>Letters</b> adds a letter for the token colour (R, Y, B, G); grey symbols "
            "are striped and light blue ones dotted. <b>Table</b> spreads the racks around the board, each "
            "facing its player, for a table with people all around it."
        )

    # -- layout ------------------------------------------------------------------------------------------------------
    @property
    def table(self) -> bool:
        return SESSION["table"]

    def layout(self, size) -> None:
        self.animator.finish()
        self.fx.running = []
        w, h = size
        if self.table:
            self._layout_table(w, h)
        else:
            self._layout_normal(w, h)
        self._rack_cache = {}
        self.board_cache.invalidate()
        self.panel_cache.invalidate()
        _SPRITES.set_letters(SESSION["letters"])
        for d in (self.board_d, self.rack_d, self.mini_d):
            _SPRITES.warm(d)
        self.slot_img = render_slot(self.rack_d, (40, 26, 18))
        self.bag_img = self._render_bag(self.bag_size_px)

    def _preferred_slot(self, w, h) -> int:
        s = min(w, h) / 720 * 62
        return int(s * (1.2 if self.kids else 1.0))   # bigger pieces and targets for children

    def _layout_normal(self, w, h) -> None:
        if w >= h:
            pw = max(250, min(340, int(w * 0.24)))
            self.panel_rect = pygame.Rect(w - pw, 0, pw, h)
            area = pygame.Rect(0, 0, w - pw, h)
        else:
            ph = max(230, min(300, int(h * 0.25)))
            self.panel_rect = pygame.Rect(0, 0, w, ph)
            area = pygame.Rect(0, ph, w, h - ph)
        # The rack along the bottom with the bag beside it; in a narrow window the bag moves to the board's
        # empty top-left corner (the hexagon leaves the corners free) before the slots go below 48 px.
        s = self._preferred_slot(w, h)
        bag_beside = True
        while s > 32:
            rw, rh = RackView.size_for(s)
            need = rw + (int(s * 1.4) + 12 if bag_beside else 0) + 24
            if need <= area.width and rh * 4 <= area.height:
                break
            if bag_beside and s <= 48:
                bag_beside = False
                continue
            s -= 1
        rw, rh = RackView.size_for(s)
        cy = area.bottom - 8 - rh / 2
        if bag_beside:
            bag_w = int(s * 1.4)
            x0 = area.centerx - (rw + bag_w + 12) // 2
            centre = (x0 + bag_w + 12 + rw / 2, cy)
            self.bag_centre = (x0 + bag_w / 2, cy)
            self.bag_size_px = int(min(bag_w, rh) * 0.95)
        else:
            centre = (area.centerx, cy)
            self.bag_size_px = int(min(80, rh))
            self.bag_centre = (area.left + 8 + self.bag_size_px / 2, area.top + 8 + self.bag_size_px / 2)
        self.racks = {seat: RackView(seat, 7, s, centre, 0) for seat in range(self.players)}
        self.board_rect = pygame.Rect(area.left + 12, area.top + 12, area.width - 24, area.height - rh - 36)
        self.corner_rects = {}
        self.layout_board(self.board_rect)
        self.rack_d = int(s * 0.84)
        self.mini_d = 18 if self.players > 4 or h < 600 else 20
        if w < h:
            self.mini_d = max(12, min(18, (self.panel_rect.width - 20) // self.players // 8))

    def _layout_table(self, w, h) -> None:
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        seats = (TABLE_SEATS_LANDSCAPE if w >= h else TABLE_SEATS_PORTRAIT)[self.players]
        edges = {e for e, _, _ in seats}
        counts = {e: k for e, _, k in seats}
        s = self._preferred_slot(w, h)

        def insets(s):
            rw, rh = RackView.size_for(s)
            ix = rh if edges & {"L", "R"} else 12
            iy = rh if edges & {"T", "B"} else 12
            corner = max(rh, 72)          # the corners keep the Menu, Rules and Undo buttons and the bag
            return rw, rh, ix, iy, corner

        while s > 20:      # the biggest slots that fit, leaving cavities of 48 px if the window allows
            rw, rh, ix, iy, corner = insets(s)
            ok = all(k * rw + (k + 1) * 8 <= ((w if e in "TB" else h) - 2 * corner) for e, k in counts.items())
            board = min((w - 2 * ix) / 22.6, (h - 2 * iy) / 17.6)
            if ok and (board >= 27 or s <= 32):
                break
            s -= 1
        rw, rh, ix, iy, corner = insets(s)
        self.racks = {}
        for seat, (edge, i, k) in enumerate(seats):
            if edge in "TB":
                span = w - 2 * corner
                x = corner + span * (i + 0.5) / k
                y = h - rh / 2 - 2 if edge == "B" else rh / 2 + 2
            else:
                span = h - 2 * corner
                y = corner + span * (i + 0.5) / k
                x = rh / 2 + 2 if edge == "L" else w - rh / 2 - 2
            self.racks[seat] = RackView(seat, 7, s, (x, y), EDGE_ANGLE[edge])
        self.board_rect = pygame.Rect(ix + 4, iy + 4, w - 2 * ix - 8, h - 2 * iy - 8)
        self.corner_rects = {
            "tl": pygame.Rect(0, 0, corner, corner), "tr": pygame.Rect(w - corner, 0, corner, corner),
            "bl": pygame.Rect(0, h - corner, corner, corner), "br": pygame.Rect(w - corner, h - corner, corner, corner),
        }
        self.bag_centre = self.corner_rects["bl"].center
        self.bag_size_px = int(corner * 0.8)
        self.layout_board(self.board_rect)
        self.rack_d = int(s * 0.84)
        self.mini_d = 18

    def layout_board(self, rect) -> None:
        self.view = HexLayout(T.BOARD, rect, padding=0.15)
        self.board_d = int(self.view.size * 1.5)

    def build_ui(self) -> None:
        self.frame_buttons = {}
        self.extra_buttons = {}
        letters_id = "#choice_on" if SESSION["letters"] else None
        table_id = "#choice_on" if SESSION["table"] else None
        if self.table:
            c = self.corner_rects
            entries = [("tl", "Menu", self.pause, "menu"), ("tr", "Rules", self.show_rules, "rules"),
                       ("br", "Undo", self.undo, "undo")]
            for corner, label, fn, icon in entries:
                r = c[corner].inflate(-10, -10)
                r.height = max(52, min(r.height, 64))
                r.centery = c[corner].centery
                b = self.button(r, label, "#small_button")
                self.frame_buttons[b] = fn
                self.extra_buttons[label] = b
            self.refresh_buttons()
            return
        p = self.panel_rect
        portrait = p.width > p.height
        if portrait:
            entries = [("Undo", self.undo, None), ("Rules", self.show_rules, None), ("Menu", self.pause, None),
                       ("Letters", self.toggle_letters, letters_id), ("Table", self.toggle_table, table_id)]
            bw = (p.width - 20 - 8 * (len(entries) - 1)) // len(entries)
            for i, (label, fn, oid) in enumerate(entries):
                b = self.button((p.left + 10 + i * (bw + 8), p.bottom - 68, bw, 58), label, oid or "#small_button")
                self.frame_buttons[b] = fn
                self.extra_buttons[label] = b
        else:
            bw = (p.width - 40) // 3
            for i, (label, fn) in enumerate([("Undo", self.undo), ("Rules", self.show_rules), ("Menu", self.pause)]):
                b = self.button((p.left + 10 + i * (bw + 10), p.bottom - 70, bw, 58), label, "#small_button")
                self.frame_buttons[b] = fn
                self.extra_buttons[label] = b
            hw = (p.width - 30) // 2
            for i, (label, fn, oid) in enumerate([("Letters", self.toggle_letters, letters_id),
                                                  ("Table", self.toggle_table, table_id)]):
                b = self.button((p.left + 10 + i * (hw + 10), p.bottom - 138, hw, 58), label, oid or "#small_button")
                self.frame_buttons[b] = fn
                self.extra_buttons[label] = b
        icons = {"Letters": "letters", "Table": "table"}
        if not portrait or p.width >= 700:
            icons.update({"Undo": "undo", "Rules": "rules", "Menu": "menu"})
        for label, icon in icons.items():
            b = self.extra_buttons[label]
            on = (label == "Letters" and SESSION["letters"]) or (label == "Table" and SESSION["table"])
            _add_icons(self, [(b, icon)], 22 if on else 18, dark=on)
        self.refresh_buttons()

    def toggle_letters(self) -> None:
        SESSION["letters"] = not SESSION["letters"]
        self._rebuild_ui()
        self.say("Letters on: R Y B G for the token colour; grey is striped, light blue dotted."
                 if SESSION["letters"] else "Letters off.")

    def toggle_table(self) -> None:
        SESSION["table"] = not SESSION["table"]
        self.clear_selection()
        self._rebuild_ui()
        self.say("Table mode: each rack faces its player." if SESSION["table"] else "Normal layout.")

    def pause(self) -> None:
        """Around a table there is no side panel: the pause menu then holds the Letters and layout toggles."""
        if not self.table:
            super().pause()
            return
        from ui.overlays import MenuOverlay

        def then(fn):
            def run():
                self.app.pop()
                fn()
            return run
        actions = [("Resume", self.app.pop),
                   ("Letters: " + ("on" if SESSION["letters"] else "off"), then(self.toggle_letters)),
                   ("Table mode: on", then(self.toggle_table)),
                   ("Restart", self.restart),
                   ("Back to menu", self.back_to_menu)]
        if self.app.size[1] < 640:
            del actions[3]      # keep the column of big buttons on a small screen
        self.app.push(MenuOverlay("Paused", actions))

    # -- the static board ------------------------------------------------------------------------------------------------
    def paint_board(self, surface) -> None:
        lay = self.view
        ring = T.BORDER
        # A wooden plate under the board, a little larger than its outer cavities.
        outer = [c for c in T.BOARD if c in ring]
        cx = sum(lay.centre(c)[0] for c in T.BOARD) / len(T.BOARD)
        cy = sum(lay.centre(c)[1] for c in T.BOARD) / len(T.BOARD)
        hull = sorted(outer, key=lambda c: math.atan2(lay.centre(c)[1] - cy, lay.centre(c)[0] - cx))
        pts = []
        for c in hull:
            x, y = lay.centre(c)
            d = math.hypot(x - cx, y - cy) or 1
            grow = lay.size * 1.05
            pts.append((x + (x - cx) / d * grow, y + (y - cy) / d * grow))
        pygame.draw.polygon(surface, PLATE, pts)
        pygame.draw.aalines(surface, palette.darken(PLATE, 0.3), True, pts)
        hole_r = self.board_d * 0.5
        hole = render_slot(self.board_d, HOLE)
        x2 = text.render("x2", max(10, int(lay.size * 0.5)), BORDER_EDGE, True)
        for cell in T.BOARD:
            if cell in ring:
                fill, edge = BORDER_CELL, BORDER_EDGE
            elif cell in T.START_CELLS:
                fill, edge = START_CELL, palette.lighten(START_CELL, 0.4)
            else:
                fill, edge = CELL, CELL_EDGE
            draw_hex(surface, lay, cell, fill, edge, scale=0.97, width=2 if cell not in ring else 3)
            c = lay.centre(cell)
            surface.blit(hole, hole.get_rect(center=(round(c[0]), round(c[1]))))
            if cell in ring:
                surface.blit(x2, x2.get_rect(center=(round(c[0]), round(c[1]))))
            elif cell in T.START_CELLS:   # "the middle places are marked by a small hole"
                pygame.draw.circle(surface, palette.lighten(START_CELL, 0.5), c, max(3, hole_r * 0.22))
                pygame.draw.circle(surface, HOLE, c, max(2, hole_r * 0.12))
        # Pre-rendered overlays for each frame: the glow of a legal cavity and the hint's glow.
        self.glow_img = self._hex_overlay(GLOW, 90)
        self.hint_img = self._hex_overlay(HINT, 130)

    def _hex_overlay(self, colour, alpha) -> pygame.Surface:
        lay = self.view
        size = int(lay.size * 2.2)
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size / 2
        pts = [(c + lay.size * 0.97 * math.cos(math.radians(60 * i - 30)),
                c + lay.size * 0.97 * math.sin(math.radians(60 * i - 30))) for i in range(6)]
        pygame.draw.polygon(surf, (*colour, alpha), pts)
        pygame.draw.polygon(surf, (*palette.lighten(colour, 0.5), 255), pts, max(2, int(lay.size * 0.1)))
        return surf

    def _render_bag(self, size) -> pygame.Surface:
        """The cloth bag the pids come from (its count is drawn on it each frame from the cached text)."""
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        u = size / 2
        cloth, dark = (186, 150, 104), (116, 86, 56)
        body = pygame.Rect(0, 0, size * 0.86, size * 0.66)
        body.midbottom = (u, size - 2)
        pygame.draw.ellipse(surf, cloth, body)
        pygame.draw.polygon(surf, cloth, [(u - size * 0.2, size * 0.36), (u + size * 0.2, size * 0.36),
                                          (u + size * 0.12, size * 0.16), (u - size * 0.12, size * 0.16)])
        pygame.draw.ellipse(surf, dark, body, max(1, size // 30))
        pygame.draw.line(surf, dark, (u - size * 0.16, size * 0.3), (u + size * 0.16, size * 0.3), max(2, size // 16))
        pygame.draw.ellipse(surf, cloth, (u - size * 0.18, size * 0.04, size * 0.36, size * 0.16))
        pygame.draw.ellipse(surf, dark, (u - size * 0.18, size * 0.04, size * 0.36, size * 0.16), max(1, size // 40))
        return surf

    # -- the racks' pictures -----------------------------------------------------------------------------------------
    def _sync_slots(self, seat) -> None:
        """Keep every pid in the slot it had; vacated slots take the newly drawn pids (in draw order)."""
        rack = list(self.state.rack(seat))
        old = self.slots.get(seat) or [None] * max(7, len(rack))
        size = max(7, len(rack))
        new = [None] * size
        left = list(rack)
        for i, p in enumerate(old[:size]):
            if p is not None and p in left:
                new[i] = p
                left.remove(p)
        for p in left:
            i = new.index(None)
            new[i] = p
        self.slots[seat] = new

    def rack_label(self, seat) -> str:
        """The rack's name row: the owner, and on the current rack a short word on what to do now."""
        name = self.seat_info(seat)[0]
        s = self.state
        if s.is_over or seat != s.current_player:
            return name
        if self.exchange_mode:
            doing = "tap pids to swap"
        elif s.swapped:
            doing = "now place a pid"
        elif not self.can_place_now():
            doing = "nothing fits: sit out" if self.can_sit_out() else \
                "nothing fits: swap" if self.coop else "nothing fits: exchange"
        else:
            doing = "your turn!" if self.coop else "your turn"
        return f"{name}  \u2022  {doing}"

    def rack_buttons(self, seat) -> list:
        """The buttons on a rack: [(name, label, icon, enabled)] for its two spots (None = empty spot)."""
        s = self.state
        if s.is_over or seat != s.current_player:
            return [None, None]
        if self.exchange_mode:
            n = len(self.marked)
            word = "Swap" if self.coop else "Exchange"
            return [("confirm", f"{word} {n}" if n else word, "ok", n > 0), ("cancel", "Cancel", "cancel", True)]
        first = ("sitout", "Sit out", "sitout", True) if self.can_sit_out() else \
            ("exchange", "Swap" if self.coop else "Exchange", "exchange", self.can_exchange())
        second = ("help", "Help me", "help", self.can_place_now()) if self.coop else None
        return [first, second]

    def _rack_surface(self, seat) -> pygame.Surface:
        rv = self.racks[seat]
        hidden = self.animator.hidden_cells()
        hide = tuple(i for i in range(rv.n) if ("slot", seat, i) in hidden or
                     (self.drag_pointer is not None and seat == self.state.current_player and i == self.held))
        buttons = self.rack_buttons(seat)
        current = seat == self.state.current_player and not self.state.is_over
        hover = self.hover_spot[1] if self.hover_spot and self.hover_spot[0] == seat else None
        label = self.rack_label(seat)
        key = (tuple(self.slots[seat]), hide, tuple(buttons), label, self.score_text(seat), hover,
               SESSION["letters"], rv.angle, rv.s)
        cached = self._rack_cache.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1]
        surf = pygame.Surface((rv.w, rv.h), pygame.SRCALPHA)
        name, colour, mark = self.seat_info(seat)
        box = surf.get_rect()
        pygame.draw.rect(surf, RACK_WOOD if current else palette.darken(RACK_WOOD, 0.25), box, border_radius=14)
        pygame.draw.rect(surf, colour if current else palette.darken(colour, 0.35), box, 5 if current else 2,
                         border_radius=14)
        nr = rv.name_rect
        fs = max(15, int(rv.name_h * 0.62))
        draw_mark(surf, mark, (nr.left + fs * 0.6, nr.centery), fs * 0.4, colour, (255, 255, 255))
        img = text.render(label, fs, palette.TEXT if current else palette.MUTED, current)
        surf.blit(img, img.get_rect(midleft=(nr.left + fs * 1.3, nr.centery)))
        score = f"Team {self.score_text(seat)}" if self.coop else f"{self.score_text(seat)} pts"
        img = text.render(score, fs, palette.TEXT, True)
        surf.blit(img, img.get_rect(midright=(nr.right - 4, nr.centery)))
        for i, r in enumerate(rv.slot_rects):
            surf.blit(self.slot_img, self.slot_img.get_rect(center=r.center))
            pid = self.slots[seat][i] if i < len(self.slots[seat]) else None
            if pid is not None and i not in hide:
                img = _SPRITES.get(pid, self.rack_d)
                surf.blit(img, img.get_rect(center=r.center))
        for k, b in enumerate(buttons):
            if b is None:
                continue
            self._paint_rack_button(surf, rv.spot_rects[k], b, hover == k)
        rotated = pygame.transform.rotate(surf, rv.angle) if rv.angle else surf
        self._rack_cache[seat] = (key, rotated)
        return rotated

    def _paint_rack_button(self, surf, r, button, hovered) -> None:
        name, label, icon, enabled = button
        bg = {"help": (70, 60, 20), "confirm": (28, 80, 48), "cancel": (86, 36, 36)}.get(name, (48, 38, 74))
        if hovered and enabled:
            bg = palette.lighten(bg, 0.15)
        if not enabled:
            bg = palette.darken(bg, 0.4)
        edge = palette.HIGHLIGHT if name == "help" and enabled else palette.PANEL_EDGE
        pygame.draw.rect(surf, bg, r, border_radius=12)
        pygame.draw.rect(surf, edge if enabled else palette.darken(edge, 0.5), r, 3, border_radius=12)
        icon_box = pygame.Rect(0, 0, int(r.height * 0.56), int(r.height * 0.56))
        icon_box.center = (r.centerx, r.top + r.height * 0.36)
        colour = (255, 255, 255) if enabled else (120, 110, 130)
        if name == "confirm":
            colour = (140, 255, 160) if enabled else colour
        elif name == "cancel":
            colour = (255, 150, 140)
        draw_icon(surf, icon, icon_box, colour)
        fs = max(13, int(r.height * 0.24))
        img = text.render(label, fs, palette.TEXT if enabled else (130, 120, 145), True)
        if img.get_width() > r.width - 6:
            img = text.render(label, max(11, int(fs * (r.width - 6) / img.get_width())), palette.TEXT if enabled
                              else (130, 120, 145), True)
        surf.blit(img, img.get_rect(center=(r.centerx, r.bottom - r.height * 0.2)))

    # -- the side panel (normal layout) ------------------------------------------------------------------------------
    def _panel_key(self):
        return (tuple(self.score_text(i) for i in range(self.players)), self.status_text(),
                tuple(tuple(self.slots[i]) for i in range(self.players)), self.state.current_player,
                SESSION["letters"], self.state.bag_size, self.panel_rect.size)

    def _paint_panel(self, surface) -> None:
        p = pygame.Rect((0, 0), self.panel_rect.size)
        pygame.draw.rect(surface, palette.PANEL, p)
        portrait = p.width > p.height
        pygame.draw.line(surface, palette.PANEL_EDGE, p.topleft, p.topright if portrait else p.bottomleft, 3)
        current = self.state.current_player
        title = self.spec.title
        if portrait:
            head = f"{title}  \u2022  Team {self.state.team_score}" if self.coop else title
            text.blit_centred(surface, head, 28, (p.centerx, 26), palette.ACCENT, bold=True)
            cw = (p.width - 20) // self.players
            for seat in range(self.players):
                row = pygame.Rect(10 + seat * cw, 50, cw - 8, 72)
                self._paint_seat_row(surface, row, seat, seat == current, compact=True)
            text.blit_centred(surface, self.status_text(), 22, (p.centerx, 142), palette.TEXT, bold=True)
            return
        text.blit_centred(surface, title, 28, (p.centerx, 28), palette.ACCENT, bold=True)
        y = 58
        if self.coop:
            box = pygame.Rect(12, y, p.width - 24, 50)
            pygame.draw.rect(surface, palette.darken(palette.HIGHLIGHT, 0.7), box, border_radius=12)
            pygame.draw.rect(surface, palette.HIGHLIGHT, box, 2, border_radius=12)
            draw_mark(surface, "star", (box.left + 24, box.centery), 12, palette.HIGHLIGHT, (255, 255, 255))
            img = text.render("Team score", 22, palette.TEXT, True)
            surface.blit(img, img.get_rect(midleft=(box.left + 44, box.centery)))
            img = text.render(str(self.state.team_score), 30, palette.HIGHLIGHT, True)
            surface.blit(img, img.get_rect(midright=(box.right - 14, box.centery)))
            y += 60
        bottom = self.lowest_free_panel_y()          # above the Letters / Table buttons
        row_h = max(34, min(64 if self.players <= 4 else 54, (bottom - y - 64) // self.players))
        for seat in range(self.players):
            row = pygame.Rect(12, y, p.width - 24, row_h - 6)
            self._paint_seat_row(surface, row, seat, seat == current, mini=row_h >= 48)
            y += row_h
        status = text.wrap(self.status_text(), 22, p.width - 28, True)[:3]
        for i, line in enumerate(status):
            if y + 18 + 27 * i + 12 > bottom:
                break
            text.blit_centred(surface, line, 22, (p.centerx, y + 18 + 27 * i), palette.TEXT, bold=True)
        y += 18 + 27 * len(status) + 14
        for note in self.panel_notes_text():
            lines = text.wrap(note, 17, p.width - 32)
            if y + 22 * len(lines) > bottom:
                break
            for line in lines:
                text.blit_centred(surface, line, 17, (p.centerx, y), palette.MUTED)
                y += 22
            y += 6

    def panel_notes_text(self) -> list:
        if self.coop:
            return ["Pick up a pid: the holes where it fits glow.", "Stuck? Tap the light bulb: Help me!"]
        return ["Triple 1 point, quadruple 3.", "Times the pids it touches; x2 on the golden outer row."]

    def _paint_seat_row(self, surface, row, seat, is_current, compact=False, mini=True) -> None:
        name, colour, mark = self.seat_info(seat)
        pygame.draw.rect(surface, palette.darken(colour, 0.45 if is_current else 0.8), row, border_radius=12)
        pygame.draw.rect(surface, colour if is_current else palette.darken(colour, 0.4), row,
                         4 if is_current else 2, border_radius=12)
        d = self.mini_d
        fs = 18 if compact or row.height < 56 else 20
        top = row.top + 4 + fs * 0.7 if mini else row.centery
        draw_mark(surface, mark, (row.left + 16, top), 8, colour, (255, 255, 255))
        img = text.render(name, fs, palette.TEXT, is_current)
        surface.blit(img, img.get_rect(midleft=(row.left + 30, top)))
        if not self.coop:
            img = text.render(self.score_text(seat), fs + 4, palette.TEXT, True)
            surface.blit(img, img.get_rect(midright=(row.right - 10, top)))
        if not mini:
            return
        step = d + 2
        x = row.left + 10 + d / 2 if not compact else row.centerx - step * 3
        cy = row.bottom - 4 - d / 2 - 2
        for pid in self.slots[seat]:
            if pid is not None:
                img = _SPRITES.get(pid, d)
                surface.blit(img, img.get_rect(center=(round(x), round(cy))))
            else:
                pygame.draw.circle(surface, palette.darken(colour, 0.85), (round(x), round(cy)), d // 2 - 1)
            x += step

    # -- input ----------------------------------------------------------------------------------------------------------
    def clear_selection(self) -> None:
        self.held = None
        self.targets = {}
        self.drag_pointer = None
        self.drag_pos = None
        self.exchange_mode = False
        self.marked = set()
        self.hint = None
        self.pulse = None

    def _sync_display(self) -> None:
        cur = self.state.current_player
        if cur is not None and cur != self.display_seat and not self.animator.busy:
            self.display_seat = cur

    def visible_racks(self) -> list:
        """Seats whose rack is on screen: all of them around a table, the current one in the normal layout."""
        return list(range(self.players)) if self.table else [self.display_seat]

    def rack_at(self, pos):
        for seat in self.visible_racks():
            if self.racks[seat].contains(pos):
                return seat
        return None

    def held_pid(self):
        if self.held is None or self.state.current_player is None:
            return None
        return self.slots[self.state.current_player][self.held]

    def pick(self, slot) -> bool:
        """Pick up the pid in this slot of the current rack; its legal cavities light up (ask the engine)."""
        seat = self.state.current_player
        pid = self.slots[seat][slot]
        if pid is None:
            return False
        self.held = slot
        self.hint = self.hint if self.hint and self.hint[0] == pid else None
        if T.is_joker(pid):
            self.targets = {m.cell: None for m in self.legal() if isinstance(m, T.JokerSwap) and m.joker == pid}
            if not self.targets:
                self.say("Now place a pid: one joker swap per turn." if self.state.swapped else
                         "This joker cannot take a pid yet: it needs a pid deep inside the board.")
            else:
                self.say("Tap a glowing pid on the board to swap it for your joker.")
        else:
            self.targets = self.state.legal_cells(pid)
            if not self.targets:
                self.say("This pid fits nowhere yet. Try another one" +
                         (", or swap pids." if self.coop else ", or exchange pids."))
        return True

    def on_pointer(self, ev) -> None:
        self._sync_display()
        if ev.kind == "move":
            if self.drag_pointer is not None and ev.pointer == self.drag_pointer:
                self.drag_pos = ev.pos
                self.hover_cell = self.view.cell_at(ev.pos)
            elif not ev.pressed:
                self.hover_cell = self.view.cell_at(ev.pos) if self.held is not None else None
                seat = self.rack_at(ev.pos)
                spot = self.racks[seat].spot_at(ev.pos) if seat is not None else None
                self.hover_spot = (seat, spot) if spot is not None else None
            return
        if ev.kind == "tap":
            if self.drag_pointer is None:
                self.tap(ev.pos)
        elif ev.kind == "drag_start":
            self.start_drag(ev)
        elif ev.kind == "drag" and ev.pointer == self.drag_pointer:
            self.drag_pos = ev.pos
            self.hover_cell = self.view.cell_at(ev.pos)
        elif ev.kind == "drop" and ev.pointer == self.drag_pointer:
            self.drop(ev.pos)

    def tap(self, pos) -> None:
        seat = self.rack_at(pos)
        cur = self.state.current_player
        if seat is not None:
            rv = self.racks[seat]
            if seat != cur:
                self.say(f"It is {self.seat_info(cur)[0]}'s turn.")
                return
            spot = rv.spot_at(pos)
            if spot is not None:
                b = self.rack_buttons(seat)[spot]
                if b is not None:
                    self.press_rack_button(b[0])
                return
            slot = rv.slot_at(pos)
            if slot is None or self.slots[seat][slot] is None:
                return
            if self.exchange_mode:
                self.marked ^= {slot}
                return
            if self.held == slot:
                self.held, self.targets = None, {}
                return
            self.pick(slot)
            return
        if self._bag_hit(pos):
            n = self.state.bag_size
            self.say(f"{n} pid{'s' if n != 1 else ''} left in the bag.")
            return
        cell = self.view.cell_at(pos)
        if cell is None:
            if not self.exchange_mode:
                self.held, self.targets = None, {}
            return
        if self.exchange_mode:
            self.say("Tap pids on your rack to choose them, then confirm (or Cancel).")
            return
        pid = self.held_pid()
        if pid is None:
            if self.hint and cell == self.hint[1] and self.hint[0] in self.slots[cur]:
                self.play(T.Place(self.hint[0], cell))
            elif cell not in self.state.board:
                self.say("First pick a pid on your rack, then tap a glowing cavity.")
            return
        if cell in self.targets:
            self._fly_from = None
            self.play(self._move_for(pid, cell))
        else:
            self.explain(pid, cell)

    def _move_for(self, pid, cell):
        return T.JokerSwap(pid, cell) if T.is_joker(pid) else T.Place(pid, cell)

    def explain(self, pid, cell) -> None:
        """Why the held pid may not go there: the engine's own answer, in friendly words."""
        if T.is_joker(pid):
            self.say("A joker can only take one of the glowing pids." if self.targets else
                     "This joker has nothing to take now.")
            return
        try:
            b = self.state.score_placement(pid, cell)
        except IllegalMove as exc:
            self.say("That cavity is already taken." if cell in self.state.board else exc.reason)
            return
        if not b.is_legal:
            if b.touches == 0:
                self.say("A pid must go next to the pids on the board.")
            elif self.coop:
                self.say("It makes no triple there. Try a glowing cavity!")
            else:
                self.say(f"No triple or quadruple there: {_pid_words(pid)} does not complete a row of 3 or 4.")

    def _bag_hit(self, pos) -> bool:
        return math.dist(pos, self.bag_centre) <= self.bag_size_px / 2

    def press_rack_button(self, name) -> None:
        seat = self.state.current_player
        b = next((x for x in self.rack_buttons(seat) if x and x[0] == name), None)
        if b is None:
            return
        if not b[3]:
            if name == "exchange":
                self.say("You cannot exchange now" + (": place the pid you took." if self.state.swapped else
                                                        ": the bag is empty."))
            elif name == "confirm":
                self.say("First tap the pids you want to swap.")
            elif name == "help":
                self.press_help()
            return
        if name == "exchange":
            self.held, self.targets, self.hint = None, {}, None
            self.exchange_mode, self.marked = True, set()
            self.say("Tap the pids to swap, then tap the tick." if self.coop else
                     "Tap the pids to exchange, then confirm.")
        elif name == "cancel":
            self.exchange_mode, self.marked = False, set()
        elif name == "confirm":
            pids = tuple(self.slots[seat][i] for i in sorted(self.marked))
            self.play(T.Exchange(pids))
        elif name == "sitout":
            self.play(T.SitOut())
        elif name == "help":
            self.press_help()

    def press_help(self) -> None:
        seat = self.state.current_player
        best = self.state.best_placement(seat)
        self.held, self.targets = None, {}
        if best is None:
            self.hint = None
            if self.can_sit_out():
                self.pulse = "sitout"
                self.say("Nothing fits now. Tap Sit out.")
            else:
                self.pulse = "exchange"
                self.say("Nothing fits now. Let's swap some pids!")
            return
        self.hint = best
        self.say(f"Try this one! It scores {best[2]}.")

    def start_drag(self, ev) -> None:
        if self.animator.busy:
            self.animator.finish()
            self._sync_display()
        cur = self.state.current_player
        if self.exchange_mode or cur is None:
            return
        seat = self.rack_at(ev.start)
        if seat != cur:
            return
        slot = self.racks[seat].slot_at(ev.start)
        if slot is None or self.slots[seat][slot] is None:
            return
        if self.held != slot:
            self.pick(slot)
        self.drag_pointer = ev.pointer
        self.drag_pos = ev.pos

    def drop(self, pos) -> None:
        self.drag_pointer = None
        self.drag_pos = None
        self.hover_cell = None
        pid = self.held_pid()
        if pid is None:
            return
        cell = self.view.cell_at(pos)
        if cell is not None and cell in self.targets:
            self._fly_from = pos
            if self.play(self._move_for(pid, cell)):
                return
        seat = self.state.current_player
        slot = self.held
        if cell is not None:
            self.explain(pid, cell)
        # Back to its slot, animated; it stays picked up so its cavities keep glowing.
        self.animator.add(self._flight(pid, pos, self.racks[seat].slot_centre(slot), self.rack_d, self.rack_d,
                                       BACK_SECONDS, 0.0, (("slot", seat, slot),)))

    # -- moves and animation ---------------------------------------------------------------------------------------------
    def play(self, move) -> bool:
        seat = self.state.current_player
        pre = {"seat": seat, "slots": list(self.slots.get(seat, [])), "move": move, "from": self._fly_from}
        if isinstance(move, T.Place):
            try:
                pre["breakdown"] = self.state.score_placement(move.pid, move.cell)
            except IllegalMove:
                pass
        self._pending = pre
        try:
            ok = super().play(move)
        finally:
            self._pending = None
            self._fly_from = None
        if ok:
            b = pre.get("breakdown")
            if isinstance(move, T.Place) and b is not None:
                self.last_cells.append(move.cell)
                self.say(self._praise(seat, b))
            elif isinstance(move, T.Exchange):
                n = len(move.pids)
                self.say(f"{self.seat_info(seat)[0]} swapped {n} pid{'s' if n != 1 else ''}.")
            elif isinstance(move, T.SitOut):
                self.say(f"{self.seat_info(seat)[0]} sits out.")
        return ok

    def _praise(self, seat, b) -> str:
        if self.coop:
            if b.quadruples and b.triples:
                words = "Wow, a quadruple and a triple!"
            elif b.quadruples:
                words = "Wow, a quadruple!" if b.quadruples == 1 else f"Wow, {b.quadruples} quadruples!"
            elif b.triples > 1:
                words = f"{NUMBER_WORDS.get(b.triples, b.triples)} triples, super!"
            else:
                words = "Great triple!"
            if b.border:
                words += " Double on the edge!"
            return f"{words} +{b.total}"
        parts = []
        if b.triples:
            parts.append(f"{b.triples} triple{'s' if b.triples > 1 else ''}")
        if b.quadruples:
            parts.append(f"{b.quadruples} quadruple{'s' if b.quadruples > 1 else ''}")
        calc = f"{b.base} x {b.touches} touch{'es' if b.touches != 1 else ''}"
        if b.border:
            calc += " x 2 (outer row)"
        return f"{self.seat_info(seat)[0]} +{b.total}: {' + '.join(parts)} = {calc}"

    def undo(self) -> None:
        self.fx.running = []
        had = bool(self.history)
        super().undo()
        while had and self.last_cells and self.last_cells[-1] not in self.state.board:
            self.last_cells.pop()
        self.display_seat = self.state.current_player if self.state.current_player is not None else self.display_seat

    def advance_random(self, moves, rng) -> int:
        """Random legal moves for screenshots and tests, a placement whenever there is one: with up to 127
        exchanges on offer, uniformly random moves would mostly exchange and end the game by the safeguard."""
        n = 0
        while n < moves and not self.state.is_over:
            legal = self.state.legal_moves()
            if not legal:
                break
            places = [m for m in legal if isinstance(m, T.Place)]
            self.history.append(self.state.clone())
            self.state.play(rng.choice(places or legal))
            n += 1
        self.clear_selection()
        self.panel_cache.invalidate()
        self.refresh_buttons()
        self.display_seat = self.state.current_player if self.state.current_player is not None else self.display_seat
        self.last_cells = []
        return n

    def refresh_buttons(self) -> None:
        """After every change: every rack's slots follow the engine's racks."""
        if not hasattr(self, "slots") or self.state is None:
            return
        for seat in range(self.players):
            self._sync_slots(seat)
        self.panel_cache.invalidate()

    def animate(self, events) -> None:
        pre = self._pending or {}
        seat = pre.get("seat")
        old_slots = pre.get("slots", [])
        delay = self.animator.end_time
        for seat_ in range(self.players):
            self._sync_slots(seat_)
        for ev in events:
            if ev.kind == "place":
                pid, cell = ev.piece, ev.cell
                start = pre.get("from")
                if start is None:
                    i = old_slots.index(pid) if pid in old_slots else 0
                    start = self.racks[seat].slot_centre(i)
                end = self.view.centre(cell)
                flight = self._flight(pid, start, end, self.rack_d, self.board_d, PLACE_SECONDS, delay, (cell,),
                                      arc=self.view.size * 0.8)
                self.animator.add(flight)
                delay += PLACE_SECONDS
                self._landing(cell, ev.value, pre.get("breakdown"), delay)
            elif ev.kind == "joker_swap":
                cell, joker, taken = ev.cell, ev.piece, ev.value
                i = old_slots.index(joker) if joker in old_slots else 0
                start = pre.get("from") or self.racks[seat].slot_centre(i)
                self.animator.add(self._flight(joker, start, self.view.centre(cell), self.rack_d, self.board_d,
                                               PLACE_SECONDS, delay, (cell,), arc=self.view.size * 0.6))
                j = self.slots[seat].index(taken) if taken in self.slots[seat] else i
                self.animator.add(self._flight(taken, self.view.centre(cell), self.racks[seat].slot_centre(j),
                                               self.board_d, self.rack_d, PLACE_SECONDS, delay,
                                               (("slot", seat, j),), arc=self.view.size * 0.6))
                delay += PLACE_SECONDS
            elif ev.kind == "exchange":
                # The returned pids fly into the bag first ...
                for k, pid in enumerate(ev.piece):
                    i = old_slots.index(pid) if pid in old_slots else 0
                    self.animator.add(self._flight(pid, self.racks[seat].slot_centre(i), self.bag_centre,
                                                   self.rack_d, int(self.rack_d * 0.6), DRAW_SECONDS,
                                                   delay + 0.07 * k, (), arc=self.view.size))
                delay += DRAW_SECONDS + 0.07 * len(ev.piece)
            elif ev.kind == "pass":
                pass
        # ... then the drawn ones fly out of the bag to their slots.
        for ev in events:
            if ev.kind == "draw":
                for k, pid in enumerate(ev.piece):
                    j = self.slots[ev.player].index(pid) if pid in self.slots[ev.player] else 0
                    self.animator.add(self._flight(pid, self.bag_centre, self.racks[ev.player].slot_centre(j),
                                                   int(self.rack_d * 0.6), self.rack_d, DRAW_SECONDS,
                                                   delay + 0.08 * k, (("slot", ev.player, j),),
                                                   arc=self.view.size))
        self._rack_cache = {}

    def _flight(self, pid, a, b, d0, d1, seconds, delay, hide, arc=0.0):
        base = _SPRITES.get(pid, max(d0, d1))
        holder = {}

        def draw(surface, pos, lift):
            t = holder["f"].progress
            d = d0 + (d1 - d0) * t
            scale = d / max(d0, d1) * (1 + lift / (self.view.size * 8))
            img = scaled(base, scale)
            surface.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))

        flight = PieceFlight(points=[a, b], duration=seconds, draw_piece=draw, arc=arc, delay=delay, hide=hide)
        holder["f"] = flight
        return flight

    def _landing(self, cell, value, breakdown, delay) -> None:
        c = self.view.centre(cell)
        size = self.view.size
        self.fx.add(Effect(0.45, self._ripple(c), delay=delay))
        if breakdown is not None and breakdown.sets:
            self.fx.add(Effect(1.3, self._rows_flash(breakdown.sets), delay=delay))
        if value:
            label = text.render(f"+{value}", int(size * (1.2 if self.kids else 0.95)), palette.HIGHLIGHT, True).copy()
            shadow = text.render(f"+{value}", int(size * (1.2 if self.kids else 0.95)), (0, 0, 0), True).copy()
            self.fx.add(Effect(1.1, self._float_text(label, shadow, c), delay=delay))
        if breakdown is not None and breakdown.quadruples:
            # A quadruple is celebrated: confetti of stars for a moment, and a chime if there is sound.
            self.fx.add(Effect(CELEBRATE_SECONDS, self._confetti(c), delay=delay))
            self.fx.add(Effect(0.0, lambda surface, t: None, delay=delay, on_done=self._ring_chime))

    def _ring_chime(self) -> None:
        sound = chime()
        if sound is not None:
            try:
                sound.play()
            except Exception:
                pass

    def _ripple(self, c):
        def draw(surface, t):
            r = int(self.board_d * 0.5 * (1 + 0.7 * ease_out_cubic(t)))
            pygame.draw.circle(surface, palette.lighten(palette.HIGHLIGHT, 0.3), (round(c[0]), round(c[1])), r,
                               max(1, int(4 * (1 - t)) + 1))
        return draw

    def _rows_flash(self, sets):
        lines = [(self.view.centre(w[0]), self.view.centre(w[-1]), len(w)) for w in sets]

        def draw(surface, t):
            if t > 0.85:
                return
            width = max(3, int(self.view.size * 0.22 * (1 - t * 0.6)))
            for a, b, n in lines:
                colour = palette.HIGHLIGHT if n == 4 else GLOW
                pygame.draw.line(surface, colour, a, b, width)
                pygame.draw.circle(surface, colour, (round(a[0]), round(a[1])), width)
                pygame.draw.circle(surface, colour, (round(b[0]), round(b[1])), width)
        return draw

    def _float_text(self, label, shadow, c):
        def draw(surface, t):
            y = c[1] - self.view.size * (0.6 + 1.2 * ease_out_cubic(t))
            alpha = int(255 * min(1.0, (1 - t) * 3))
            label.set_alpha(alpha)
            shadow.set_alpha(alpha)
            r = label.get_rect(center=(round(c[0]), round(y)))
            surface.blit(shadow, r.move(2, 2))
            surface.blit(label, r)
        return draw

    def _confetti(self, c):
        rng = random.Random(int(c[0] * 31 + c[1]))
        colours = list(TOKEN_RGB.values()) + [palette.HIGHLIGHT, (255, 255, 255)]
        bits = [(rng.uniform(0, 2 * math.pi), rng.uniform(0.5, 1.0), rng.choice(colours), rng.choice((0, 1)),
                 rng.uniform(0, 6.28)) for _ in range(36)]
        reach = self.view.size * 5

        def draw(surface, t):
            e = ease_out_cubic(t)
            for ang, speed, colour, kind, spin in bits:
                d = reach * speed * e
                x = c[0] + math.cos(ang) * d
                y = c[1] + math.sin(ang) * d + self.view.size * 3 * t * t
                size = self.view.size * 0.28 * (1 - t * 0.7)
                if kind:
                    draw_mark(surface, "star", (x, y), size, colour, None, spin + t * 6)
                else:
                    pygame.draw.circle(surface, colour, (round(x), round(y)), max(2, int(size * 0.7)))
        return draw

    # -- per-frame drawing ------------------------------------------------------------------------------------------------
    def update(self, dt) -> None:
        self.time += dt
        self.fx.update(dt)
        super().update(dt)
        if not self.animator.busy:
            before = self.display_seat
            self._sync_display()
            if before != self.display_seat:
                self._rack_cache = {}

    def draw(self, surface) -> None:
        surface.blit(self.board_cache.get(surface.get_size()), (0, 0))
        self.draw_pieces(surface)
        self.animator.draw(surface)
        self.fx.draw(surface)
        self.draw_held(surface)
        if self.panel_rect.width and self.panel_rect.height:
            surface.blit(self.panel_cache.get(self.panel_rect.size, self._panel_key()), self.panel_rect.topleft)
        self.draw_message(surface)

    def draw_pieces(self, surface) -> None:
        lay = self.view
        hidden = self.animator.hidden_cells()
        if self.last_cells and self.last_cells[-1] in self.state.board and self.last_cells[-1] not in hidden:
            c = lay.centre(self.last_cells[-1])
            pygame.draw.circle(surface, palette.ACCENT, (round(c[0]), round(c[1])), int(self.board_d * 0.56), 3)
        for cell, pid in self.state.board.items():
            if cell in hidden:
                continue
            img = _SPRITES.get(pid, self.board_d)
            c = lay.centre(cell)
            surface.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))
        busy = self.animator.busy
        pulse = 0.5 + 0.5 * math.sin(self.time * 5)
        if self.held is not None and not busy:
            pid = self.held_pid()
            joker = pid is not None and T.is_joker(pid)
            for cell, score in self.targets.items():
                c = lay.centre(cell)
                if joker:
                    pygame.draw.circle(surface, GLOW, (round(c[0]), round(c[1])), int(self.board_d * 0.58),
                                       3 + int(2 * pulse))
                    continue
                surface.blit(self.glow_img, self.glow_img.get_rect(center=(round(c[0]), round(c[1]))))
                big = cell == self.hover_cell or (self.hint and cell == self.hint[1])
                size = int(lay.size * (0.95 if big else 0.72) * (1.15 if self.kids else 1))
                label = f"+{score}"
                r = text.render(label, size, (0, 0, 0), True).get_rect(center=(round(c[0]), round(c[1])))
                surface.blit(text.render(label, size, (0, 0, 0), True), r.move(1, 2))
                surface.blit(text.render(label, size, (255, 255, 255), True), r)
            if self.hover_cell in self.targets:
                c = lay.centre(self.hover_cell)
                pygame.draw.circle(surface, palette.HIGHLIGHT, (round(c[0]), round(c[1])), int(self.board_d * 0.6), 4)
        self.draw_hint(surface, pulse, busy)
        for seat in self.visible_racks():
            rv = self.racks[seat]
            img = self._rack_surface(seat)
            surface.blit(img, img.get_rect(center=(round(rv.centre[0]), round(rv.centre[1]))))
        self.draw_rack_marks(surface, pulse, busy)
        self.draw_bag(surface)

    def draw_hint(self, surface, pulse, busy) -> None:
        if not self.hint or busy or self.state.current_player is None:
            return
        pid, cell, _ = self.hint
        seat = self.state.current_player
        if pid not in self.slots[seat] or cell in self.state.board:
            return
        c = self.view.centre(cell)
        surface.blit(self.hint_img, self.hint_img.get_rect(center=(round(c[0]), round(c[1]))))
        pygame.draw.circle(surface, HINT, (round(c[0]), round(c[1])), int(self.board_d * (0.6 + 0.12 * pulse)), 4)
        s = self.racks[seat].slot_centre(self.slots[seat].index(pid))
        # An arrow from the pid to its cavity, its head at the cavity's rim.
        dx, dy = c[0] - s[0], c[1] - s[1]
        dist = math.hypot(dx, dy) or 1
        ux, uy = dx / dist, dy / dist
        a = (s[0] + ux * self.rack_d * 0.7, s[1] + uy * self.rack_d * 0.7)
        b = (c[0] - ux * self.board_d * 0.75, c[1] - uy * self.board_d * 0.75)
        if math.dist(a, b) > 20:
            pygame.draw.line(surface, (40, 30, 10), a, b, 9)
            pygame.draw.line(surface, HINT, a, b, 5)
            head = self.view.size * 0.55
            left = (b[0] - ux * head - uy * head * 0.6, b[1] - uy * head + ux * head * 0.6)
            right = (b[0] - ux * head + uy * head * 0.6, b[1] - uy * head - ux * head * 0.6)
            pygame.draw.polygon(surface, HINT, [b, left, right])

    def draw_rack_marks(self, surface, pulse, busy) -> None:
        seat = self.state.current_player
        if seat is None or seat not in self.visible_racks():
            return
        rv = self.racks[seat]
        r = int(self.rack_d * 0.56)
        if self.held is not None and self.drag_pointer is None:
            c = rv.slot_centre(self.held)
            pygame.draw.circle(surface, palette.HIGHLIGHT, (round(c[0]), round(c[1])), r + 2, 4)
        if self.hint and not busy and self.hint[0] in self.slots[seat]:
            c = rv.slot_centre(self.slots[seat].index(self.hint[0]))
            pygame.draw.circle(surface, HINT, (round(c[0]), round(c[1])), r + 2 + int(4 * pulse), 5)
        for i in self.marked:
            c = rv.slot_centre(i)
            pygame.draw.circle(surface, MARKED, (round(c[0]), round(c[1])), r + 2, 5)
            # A small "into the bag" badge: a down arrow in a red disc, on the rim toward the board.
            bx, by = rv.to_screen((rv.slot_rects[i].centerx + rv.s * 0.3, rv.slot_rects[i].top + rv.s * 0.18))
            pygame.draw.circle(surface, MARKED, (round(bx), round(by)), max(8, rv.s // 7))
            draw_icon(surface, "cancel", pygame.Rect(bx - rv.s // 10, by - rv.s // 10, rv.s // 5, rv.s // 5),
                      (40, 10, 10))
        buttons = self.rack_buttons(seat)
        pulsing = self.pulse
        if pulsing is None and not self.exchange_mode and not self.can_place_now() and buttons[0] and buttons[0][3]:
            pulsing = buttons[0][0]          # nothing fits: the way on (exchange or sit out) calls for a tap
        if pulsing and not busy:
            for k, b in enumerate(buttons):
                if b and b[0] == pulsing:
                    rect = rv.spot_rects[k]
                    corners = [rv.to_screen(p) for p in (rect.topleft, rect.topright, rect.bottomright, rect.bottomleft)]
                    pygame.draw.lines(surface, HINT, True, corners, 3 + int(3 * pulse))

    def draw_bag(self, surface) -> None:
        img = self.bag_img
        surface.blit(img, img.get_rect(center=(round(self.bag_centre[0]), round(self.bag_centre[1]))))
        n = str(self.state.bag_size)
        size = max(14, int(self.bag_size_px * 0.3))
        pos = (round(self.bag_centre[0]), round(self.bag_centre[1] + self.bag_size_px * 0.16))
        text.blit_centred(surface, n, size, pos, (40, 26, 14), bold=True)

    def draw_held(self, surface) -> None:
        if self.drag_pointer is None or self.drag_pos is None:
            return
        pid = self.held_pid()
        if pid is None:
            return
        d = self.board_d if self.view.cell_at(self.drag_pos) is not None else self.rack_d
        img = _SPRITES.get(pid, d)
        surface.blit(img, img.get_rect(center=self.drag_pos))

    def draw_message(self, surface) -> None:
        """The toast; around a table it turns to face the player whose turn it is."""
        if not self.message:
            return
        seat = self.state.current_player if self.state.current_player is not None else 0
        angle = self.racks[seat].angle if self.table and seat in self.racks else 0
        key = (self.message, self.board_rect.size, angle)
        if self._message_key != key:
            self._message_key = key
            across = self.board_rect.height if angle in (90, 270) else self.board_rect.width
            img = self._render_message(self.message, max(200, min(across - 80, 760)))
            self._message_img = pygame.transform.rotate(img, angle) if angle else img
        img = self._message_img
        img.set_alpha(int(255 * min(1.0, self.message_left / 0.4)))
        br = self.board_rect
        if angle == 0:
            rect = img.get_rect(midbottom=(br.centerx, br.bottom - 8))
        elif angle == 180:
            rect = img.get_rect(midtop=(br.centerx, br.top + 8))
        elif angle == 90:
            rect = img.get_rect(midright=(br.right - 8, br.centery))
        else:
            rect = img.get_rect(midleft=(br.left + 8, br.centery))
        if self.table:
            rv = self.racks[seat]
            if angle in (0, 180):
                rect.centerx = max(br.left + rect.width // 2, min(br.right - rect.width // 2, round(rv.centre[0])))
            else:
                rect.centery = max(br.top + rect.height // 2, min(br.bottom - rect.height // 2, round(rv.centre[1])))
        surface.blit(img, rect)

    # -- the end ------------------------------------------------------------------------------------------------------------
    def show_result(self) -> None:
        outcome = self.state.outcome()
        self.result_shown = True
        reason = END_REASONS.get(self.state.end_reason, "")
        if self.coop:
            score = self.state.team_score
            placed = len(self.state.board) - 4
            message = ("Amazing teamwork!" if score >= 150 else "Great teamwork!" if score >= 60 else
                       "Well done, everyone!")
            detail = f"You placed {placed} pid{'s' if placed != 1 else ''} together. " + reason
            self.app.push(TogetherResultOverlay(score, message, detail, self.restart, self.back_to_menu))
            return
        # Each ranked row carries its rank marker: the red, yellow, blue or green spare pid.
        markers_by_seat = self.state.rank_markers()
        markers = []
        for place, group in enumerate(outcome.ranking):
            for seat in group:
                colour = markers_by_seat.get(seat)
                markers.append(render_pid(64 + T.COLOURS.index(colour), 40, SESSION["letters"], label=False)
                               if colour else None)
        rows = [row + (marker,) for row, marker in zip(self.result_rows(outcome), markers)]
        self.app.push(TripitzResultOverlay(self.result_headline(outcome), rows, self.restart, self.back_to_menu,
                                           reason))

    @property
    def kids(self) -> bool:
        return bool(self.state.config.cooperative)

    # -- helpers for tests and tools ----------------------------------------------------------------------------------------
    def cell_pos(self, cell) -> tuple[int, int]:
        x, y = self.view.centre(cell)
        return (round(x), round(y))

    def slot_pos(self, pid, seat=None) -> tuple[int, int]:
        seat = self.state.current_player if seat is None else seat
        x, y = self.racks[seat].slot_centre(self.slots[seat].index(pid))
        return (round(x), round(y))

    def button_pos(self, name, seat=None) -> tuple[int, int]:
        seat = self.state.current_player if seat is None else seat
        for k, b in enumerate(self.rack_buttons(seat)):
            if b and b[0] == name:
                x, y = self.racks[seat].spot_centre(k)
                return (round(x), round(y))
        raise LookupError(f"no rack button {name!r} now")


def _pid_words(pid) -> str:
    colour, symbol, sym_colour = T.pid_description(pid)
    if symbol is None:
        return f"the {colour} joker"
    return f"the {colour} pid with a {sym_colour.replace('lightblue', 'light blue')} {symbol}"
