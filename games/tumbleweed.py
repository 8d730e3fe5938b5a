"""Tumbleweed on screen: a hexhex board of side 6, 8, 10 or 11, red / white / neutral stacks drawn as stacks of
discs with their height on the top disc, the pie opening, and the Board Game Arena player aids.

Every rule comes from engine/tumbleweed.py: what a placement would be (State.preview: height and the stacks
that see the cell), why a tap is refused (the engine's IllegalMove reason), suicidal placements, non-suicidal
captures, who controls which empty cell, the running and final scores and the game-end reminder. The scene
turns taps into Setup / Choose / Place / Pass moves and animates the events the engine returns.

Playing:  hover (mouse) or hold a finger on a cell: the stack you would place appears there, with lines from
          the stacks that see it. With "Confirm each move" on (the default, as on BGA), a tap shows that
          stack and a second tap on the same cell places it; off, one tap places. Pass is in the panel.
Opening:  player 1 taps a cell for the red stone, then one for the white stone; player 2 taps the stone it
          wants to play (or presses Play Red / Play White). Red moves first.
View:     the View button opens the display options (BGA's player preferences); they apply at once and are
          remembered for the rest of the session.
"""
from __future__ import annotations

import math

import pygame
import pygame_gui

from engine import tumbleweed as tw
from engine.tumbleweed import PASS, Choose, Place, Setup
from ui import palette, text
from ui.anim import Effect, ease_out_back, ease_out_cubic, scaled
from ui.boardscene import BoardScene
from ui.hexview import HexLayout, draw_hex
from ui.overlays import dim, draw_panel, panel_rect
from ui.pointer import MOUSE_ID
from ui.scene import Scene


def blend(a, b, t: float):
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


# ---- colours ---------------------------------------------------------------------------------------------
CELL = (50, 56, 78)
CELL_EDGE = (82, 90, 118)
PLATE = (33, 29, 50)
PLATE_EDGE = (86, 76, 118)
COORD = (170, 162, 200)

# Red, white and neutral stacks; 'grey' is a suicidal preview. Red and white differ in lightness as much as in
# hue, neutral stacks carry a ring on their top, and every stack shows its height: colour is never the only cue.
STACK = {
    "red": dict(top=(210, 56, 50), side=(150, 32, 30), rim=(78, 12, 14), text=(255, 255, 255)),
    "white": dict(top=(242, 238, 226), side=(184, 176, 160), rim=(96, 90, 82), text=(44, 32, 38)),
    "neutral": dict(top=(126, 130, 146), side=(86, 90, 104), rim=(38, 40, 50), text=(255, 255, 255)),
    "grey": dict(top=(158, 158, 158), side=(112, 112, 112), rim=(60, 60, 60), text=(255, 255, 255)),
}
SEAT_COLOUR = {"red": (222, 72, 64), "white": (236, 232, 222)}
UNCHOSEN = (150, 140, 190)              # a seat's colour before the guest has chosen
LINE = {"red": (255, 128, 112), "white": (255, 255, 255)}
TINT = {"red": blend(CELL, (214, 62, 56), 0.45), "white": blend(CELL, (242, 238, 226), 0.34),
        "contested": blend(CELL, (255, 150, 150), 0.38)}
STRIPE = blend(TINT["contested"], (255, 255, 255), 0.45)
LAST_FILL = blend(CELL, palette.HIGHLIGHT, 0.62)
SAFE_CAPTURE = (120, 240, 150)

SUPERSAMPLE = 3
POP_SECONDS = 0.34
VANISH_SECONDS = 0.28
LINES_SECONDS = 0.6

# The display options (BGA's player preferences), all on by default as on BGA. Scene options, not rules.
VIEW_OPTIONS = [
    ("confirm", "Confirm each move", None),
    ("last_move", "Highlight last move", None),
    ("coords", "Coordinates", None),
    ("influence", "Show influence", ("beginner",)),
    ("captures", "Outline safe captures", ("beginner",)),
    ("suicide", "Grey out risky stacks", ("beginner", "intermediate")),
]
VIEW_DEFAULTS = {key: True for key, _, _ in VIEW_OPTIONS}
AID_NAMES = {"beginner": "Beginner", "intermediate": "Intermediate", "expert": "Expert"}


# ---- stack sprites -----------------------------------------------------------------------------------------

def render_stack(colour: str, height: int, size: float, label: str | None = None) -> pygame.Surface:
    """A stack of `height` discs seen slightly from the front, centred in a square sprite of about 1.9 cell
    sizes; the height (or `label`) is printed on the top disc. Drawn 3x larger and smoothscaled once."""
    st = STACK[colour]
    ss = SUPERSAMPLE
    S = max(6.0, size) * ss
    side_px = int(S * 1.9) // ss * ss
    big = pygame.Surface((side_px, side_px), pygame.SRCALPHA)
    cx = side_px / 2
    rx = 0.64 * S
    ry = rx * 0.72
    t = max(1.7 * ss, 0.12 * S)               # thickness of one disc
    h = max(1, int(height))
    # The stack is centred on the cell: top face h-1 layers above the base.
    base_y = side_px / 2 + (h - 1) * t / 2 - t / 2
    shadow = pygame.Rect(0, 0, int(2 * rx * 1.06), int(2 * ry * 1.06))
    shadow.center = (int(cx + 0.05 * S), int(base_y + t + 0.06 * S))
    pygame.draw.ellipse(big, (0, 0, 0, 80), shadow)
    line_w = max(1, int(0.9 * ss))
    for k in range(h):
        y = base_y - k * t                     # centre of this disc's top face
        bottom = pygame.Rect(int(cx - rx), int(y + t - ry), int(2 * rx), int(2 * ry))
        pygame.draw.ellipse(big, st["side"], bottom)
        pygame.draw.rect(big, st["side"], (int(cx - rx), int(y), int(2 * rx), int(t) + 1))
        pygame.draw.ellipse(big, st["rim"], bottom, line_w)
        # A lighter left flank, so each layer reads as a rounded edge.
        pygame.draw.line(big, blend(st["side"], (255, 255, 255), 0.25), (int(cx - rx + line_w), int(y)),
                         (int(cx - rx + line_w), int(y + t)), line_w)
    top_y = base_y - (h - 1) * t
    face = pygame.Rect(int(cx - rx), int(top_y - ry), int(2 * rx), int(2 * ry))
    pygame.draw.ellipse(big, st["top"], face)
    inner = face.inflate(-int(rx * 0.28), -int(ry * 0.28))
    pygame.draw.ellipse(big, blend(st["top"], (255, 255, 255), 0.16), inner, max(1, ss))
    if colour == "neutral":                    # neutral stacks: a second, dark ring (a shape cue, not a colour)
        ring = face.inflate(-int(rx * 0.6), -int(ry * 0.6))
        pygame.draw.ellipse(big, st["rim"], ring, max(2, int(1.2 * ss)))
    pygame.draw.ellipse(big, st["rim"], face, line_w + 1)
    out = side_px // ss
    sprite = pygame.transform.smoothscale(big, (out, out))
    # The height on the top disc, rendered at the final size so it stays crisp.
    fsize = max(10, int(ry / ss * 1.45))
    img = text.render(label if label is not None else str(height), fsize, st["text"], True)
    sprite.blit(img, img.get_rect(center=(int(out / 2), int(top_y / ss + 1))))
    return sprite


class StackSprites:
    """Every (colour, height, cell size, alpha) stack is rendered once; animations scale cached sprites."""

    def __init__(self):
        self._cache: dict = {}

    def get(self, colour: str, height: int, size: float, alpha: int = 255, label: str | None = None
            ) -> pygame.Surface:
        key = (colour, height, int(size), alpha, label)
        s = self._cache.get(key)
        if s is None:
            if alpha == 255:
                s = render_stack(colour, height, int(size), label)
            else:
                s = self.get(colour, height, size, 255, label).copy()
                s.set_alpha(alpha)
            self._cache[key] = s
        return s

    def clear(self) -> None:
        self._cache.clear()


# ---- the View overlay (display options) --------------------------------------------------------------------

class ViewOverlay(Scene):
    """BGA's player preferences as big toggles; each tap applies at once."""
    opaque = False

    def __init__(self, scene: "TumbleweedScene"):
        super().__init__()
        self.scene = scene
        self.toggles: dict = {}

    def layout(self, size):
        n = len(VIEW_OPTIONS) + 1
        self.rect = panel_rect(size, 620, 150 + 74 * n)
        self.pitch = max(52, min(74, (self.rect.height - 150) // n))

    def label(self, key: str, title: str, levels) -> str:
        on = self.scene.view[key]
        text_ = f"{title}: {'On' if on else 'Off'}"
        if levels and self.scene.aid_level not in levels:
            text_ += f"  ({' / '.join(AID_NAMES[l] for l in levels)} aid only)"
        return text_

    def build_ui(self):
        self.toggles = {}
        y = self.rect.top + 96
        for key, title, levels in VIEW_OPTIONS:
            b = self.button((self.rect.left + 30, y, self.rect.width - 60, self.pitch - 10),
                            self.label(key, title, levels), "#small_button")
            self.toggles[b] = (key, title, levels)
            y += self.pitch
        self.done = self.button((self.rect.centerx - 110, y + 6, 220, max(48, self.pitch - 6)), "Done")

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.toggles:
            key, title, levels = self.toggles[event.ui_element]
            self.scene.set_view(key, not self.scene.view[key])
            event.ui_element.set_text(self.label(key, title, levels))
            return True
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.done) or \
                (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_v)):
            self.app.pop()
            return True
        return False

    def draw(self, surface):
        dim(surface, 150)
        draw_panel(surface, self.rect, "View")


# ---- the scene ---------------------------------------------------------------------------------------------

class TumbleweedScene(BoardScene):
    # Display options last for the session (like BGA's preferences): a new game starts from the last ones.
    remembered_view = dict(VIEW_DEFAULTS)

    def __init__(self, spec, players: int, seed=None, options=None, state=None):
        self.view = dict(type(self).remembered_view)
        self.sprites = StackSprites()
        self.hover = None            # cell under the mouse, or under a finger that is down
        self.pending = None          # with confirmation on: the cell (or stone) tapped once, waiting for a 2nd tap
        self.version = 0             # bumped whenever self.state changes (keys the cached layers)
        self.time = 0.0
        self._layer = None
        self._layer_key = None
        self.layer_builds = 0
        self._marks = (None, set())
        self._tiles: dict = {}
        self._preview_cache = (None, None)
        self._banner = (None, None)
        self._built_keys = None
        self._buttons_top = 0
        self.hexes = None
        super().__init__(spec, players, seed, options, state)

    # ---- small queries ---------------------------------------------------------------------------------
    @property
    def aid_level(self) -> str:
        return self.state.options.get("aid_level", "beginner")

    def aid_allows(self, key: str) -> bool:
        """Is this display option on and meaningful at the game's aid level?"""
        if not self.view.get(key):
            return False
        for k, _, levels in VIEW_OPTIONS:
            if k == key and levels:
                return self.aid_level in levels
        return True

    def show_tint(self) -> bool:
        """Influence tint: a Beginner aid during the game; the territory of both players once it is over."""
        return self.state.is_over or self.aid_allows("influence")

    def mover_colour(self) -> str | None:
        st = self.state
        if st.phase == "play" and st.current_player is not None:
            return st.colour_of(st.current_player)
        return None

    def cell_name(self, cell) -> str:
        """Board coordinates as shown around the board: a letter per row (top = a), a number per
        down-right line (left = 1)."""
        R = self.state.size - 1
        return f"{'abcdefghijklmnopqrstuvwxyz'[cell[1] + R]}{cell[0] + R + 1}"

    def set_view(self, key: str, value: bool) -> None:
        self.view[key] = value
        type(self).remembered_view[key] = value
        if key == "coords" and self.app is not None:
            self.layout_all()
        if key == "confirm":
            self.pending = None
        self.panel_cache.invalidate()

    def layout_all(self) -> None:
        """Lay the board out again in the same window (the coordinates' margin changed)."""
        self.layout_board(self.board_rect)
        self.board_cache.invalidate()

    # ---- seats, scores, status -------------------------------------------------------------------------
    def seat_info(self, seat: int):
        colour = self.state.colour_of(seat)
        mark = palette.SEAT_MARKS[seat]
        if colour is None:
            return (f"Player {seat + 1}", UNCHOSEN, mark)
        return (f"Player {seat + 1} · {colour.capitalize()}", SEAT_COLOUR[colour], mark)

    def score_text(self, seat: int) -> str:
        st = self.state
        if st.colour_of(seat) is None:
            return "–"
        return str(st.running_scores(self.aid_level)[seat])

    def breakdown(self, seat: int) -> tuple[int, int]:
        """(stacks, controlled empty cells) of a seat."""
        return len(self.state.owned(seat)), len(self.state.controlled(seat))

    def status_text(self) -> str:
        st = self.state
        if st.is_over:
            return f"Game over. {st.outcome().summary}"
        seat = st.current_player
        name = self.seat_info(seat)[0]
        if st.phase in ("setup_neutral", "opening"):
            piece = st.opening_piece
            what = "the neutral stack" if piece == "neutral" else f"the {piece} stone"
            if self.pending is not None:
                return f"{name}: tap again to put {what} here"
            then = " (then the white one)" if piece == "red" else ""
            return f"{name}: tap a cell for {what}{then}"
        if st.phase == "choose":
            if self.pending is not None:
                stack = st.stack_at(self.pending)
                return f"{name}: tap the {stack[0]} stone again to play {stack[0]}"
            return f"{name}: tap the stone you want to play (red moves first)"
        if self.pending is not None:
            pv = self.preview_at(self.pending)
            if pv:
                what = f"a {pv[0]}-stack" if self.reveals_height() else "a stack"
                return f"{name}: tap again to place {what} at {self.cell_name(self.pending)}"
        return f"{name}: place a stack or pass"

    def result_rows(self, outcome) -> list:
        rows = []
        for place, group in enumerate(outcome.ranking):
            for seat in group:
                name, colour, mark = self.seat_info(seat)
                own, ctrl = self.breakdown(seat)
                label = "=" if len(outcome.ranking) == 1 else ("1st", "2nd")[place]
                rows.append((label, name, colour, f"{own} + {ctrl} = {own + ctrl}", mark))
        return rows

    def result_footer(self, outcome) -> str:
        return f"{self.state.end_reason} Score = stacks + controlled empty cells."

    # ---- the rules page --------------------------------------------------------------------------------
    @property
    def RULES_HTML(self) -> str:   # noqa: N802 (BoardScene reads this name)
        house = "".join(f"&#8226; {line}<br>" for line in tw.HOUSE_RULES)
        return (
            "<b>Goal.</b> Own or control more of the board than your opponent.<br><br>"
            "<b>Seeing.</b> A stack <i>sees</i> a cell when both are on one straight line of cells with "
            "nothing in between. Any stack blocks the view: yours, your opponent's and the grey neutral one."
            "<br><br>"
            "<b>Your turn.</b> Place a stack of your colour on a cell that at least one of your stacks sees. "
            "Its height is the number of your stacks that see that cell (1 to 6). You may place on an empty "
            "cell, or on a stack lower than the new one: an opponent's (a capture), your own (to reinforce) "
            "or the neutral one. The old stack goes away. Instead of placing you may pass.<br><br>"
            "<b>The start.</b> A neutral stack of 2 stands in the centre (or, with the Free option, wherever "
            "player 1 puts it). Player 1 places one red and one white stone; player 2 then chooses which colour "
            "to play, so player 1 should make both stones equally good. Red moves first.<br><br>"
            "<b>The end.</b> The game ends when both players pass one after the other, or when nobody can "
            "place. Your score is your stacks plus the empty cells that more of your stacks see than your "
            "opponent's (controlled cells). Cells both see equally count for nobody. The higher score wins.<br>"
            "<br>"
            "<b>Game-end reminder.</b> If for 3 turns in a row nobody gains ground, a reminder tells you to "
            "consider passing; 2 more such turns end the game.<br><br>"
            "<b>Player aid</b> (chosen on the title screen). Beginner: the running score counts controlled "
            "cells, controlled cells are tinted (striped cells are contested), safe captures are outlined in "
            "green and risky stacks preview grey. Intermediate: the score counts controlled cells, risky stacks "
            "preview grey. Expert: the score counts stacks only, controlled cells are counted at the end, and "
            "the preview shows only your colour, not the height: count for yourself.<br><br>"
            "<b>House rules.</b><br>" + house + "<br>"
            "<b>How to play here.</b> Point at a cell (or hold a finger on it): the stack you would place "
            "appears with lines from the stacks that see it (Expert: just your colour). A grey preview is "
            "risky: your opponent could take it straight back. With <i>Confirm each move</i> on, tap a cell to see the stack and tap it again "
            "to place it; tap elsewhere to change your mind. <b>View</b> switches the display options. "
            "Undo takes a move back."
        )

    # ---- panel buttons ---------------------------------------------------------------------------------
    def _button_keys(self) -> tuple:
        if self.state.phase == "choose":
            return ("red", "white", "view")
        return ("pass", "view")

    def _button_label(self, key: str, short: bool = False) -> str:
        if key == "pass":
            if not short and self._pass_ends_game():
                return "Pass (ends the game)"
            return "Pass"
        return {"red": "Play Red", "white": "Play White", "view": "View"}[key]

    def _pass_ends_game(self) -> bool:
        st = self.state
        if st.phase != "play":
            return False
        trial = st.clone()
        trial.play(PASS)
        return trial.is_over

    def _button_action(self, key: str):
        return {"pass": self.pass_turn, "view": self.open_view,
                "red": lambda: self.choose("red"), "white": lambda: self.choose("white")}[key]

    def build_ui(self) -> None:
        p = self.panel_rect
        self.frame_buttons = {}
        self.extra_buttons = {}
        keys = self._button_keys()
        self._built_keys = keys
        actions = [("Undo", self.undo), ("Rules", self.show_rules), ("Menu", self.pause)]
        portrait = p.width > p.height
        if portrait:
            # One row along the bottom of the short panel: the game's buttons, then Undo / Rules / Menu.
            items = [(k, self._button_label(k, True), self._button_action(k)) for k in keys] + \
                    [(None, label, fn) for label, fn in actions]
            gap = 8
            bw = (p.width - 20 - gap * (len(items) - 1)) // len(items)
            for i, (k, label, fn) in enumerate(items):
                b = self.button((p.left + 10 + i * (bw + gap), p.bottom - 66, bw, 56), label, "#small_button")
                b._tw_style = "#small_button"
                self.frame_buttons[b] = fn
                if k:
                    self.extra_buttons[k] = b
            self._buttons_top = p.bottom - 66
        else:
            bw = (p.width - 40) // 3
            for i, (label, fn) in enumerate(actions):
                b = self.button((p.left + 10 + i * (bw + 10), p.bottom - 70, bw, 58), label, "#small_button")
                self.frame_buttons[b] = fn
            y = p.bottom - 70 - 72 * len(keys)
            self._buttons_top = y
            for k in keys:
                b = self.button((p.left + 14, y, p.width - 28, 62), self._button_label(k))
                self.extra_buttons[k] = b
                self.frame_buttons[b] = self._button_action(k)
                y += 72
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        if self.container is None or self._built_keys is None:
            return
        if self._button_keys() != self._built_keys:
            # The choose phase has its own buttons: rebuild the panel's buttons (rare, cheap).
            self._rebuild_ui()
            if self.app is not None and self.app.scene is not self:
                self.cover()
            return
        b = self.extra_buttons.get("pass")
        if b is not None:
            portrait = self.panel_rect.width > self.panel_rect.height
            label = self._button_label("pass", portrait)
            if b.text != label:
                b.set_text(label)
            (b.enable() if PASS in self._legal_now() else b.disable())
            # While the game-end reminder is on, Pass is the suggested move: it turns yellow.
            wanted = "#choice_on" if self.reminder_text() else ("#small_button" if portrait else None)
            if getattr(b, "_tw_style", None) != wanted:
                b.change_object_id(wanted)
                b._tw_style = wanted

    def _legal_now(self) -> list:
        return self.state.legal_moves() if self.state.phase == "play" else []

    # ---- actions ---------------------------------------------------------------------------------------
    def pass_turn(self) -> None:
        if self.state.phase != "play":
            return
        self.animator.finish()
        self.play(PASS)

    def choose(self, colour: str) -> None:
        if self.state.phase != "choose":
            return
        self.animator.finish()
        self.play(Choose(colour))

    def open_view(self) -> None:
        self.app.push(ViewOverlay(self))

    def play(self, move) -> bool:
        ok = super().play(move)
        if ok:
            self.version += 1
        return ok

    def undo(self) -> None:
        super().undo()
        self.version += 1
        self.refresh_buttons()

    def advance_random(self, moves, rng) -> int:
        n = super().advance_random(moves, rng)
        self.version += 1
        self.refresh_buttons()
        return n

    def clear_selection(self) -> None:
        self.pending = None

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and self.app is not None and self.app.scene is self:
            if event.key == pygame.K_p:
                self.pass_turn()
                return True
            if event.key == pygame.K_v:
                self.open_view()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.pending is not None:
                self.tap_cell(self.pending)
                return True
        return super().handle(event)

    # ---- input -----------------------------------------------------------------------------------------
    def on_pointer(self, ev) -> None:
        if self.hexes is None:
            return
        if ev.kind == "move":
            if ev.pointer == MOUSE_ID or ev.pressed:
                self.hover = self.hexes.cell_at(ev.pos)
            return
        if ev.kind == "down":
            self.hover = self.hexes.cell_at(ev.pos)
            return
        if ev.kind == "up":
            if ev.pointer != MOUSE_ID:
                self.hover = None      # a finger that lifts no longer points anywhere
            return
        if ev.kind in ("tap", "drop"):
            self.tap_cell(self.hexes.cell_at(ev.pos))

    def tap_cell(self, cell) -> None:
        st = self.state
        if cell is None:
            self.pending = None
            return
        if st.phase in ("setup_neutral", "opening"):
            move = Setup(st.opening_piece, cell)
            if st.stack_at(cell) is not None:
                self.pending = None
                self.play(move)           # refused: the engine says why
                return
            self._confirm_or_play(cell, move)
        elif st.phase == "choose":
            stack = st.stack_at(cell)
            if stack is not None and stack[0] in ("red", "white"):
                self._confirm_or_play(cell, Choose(stack[0]))
            else:
                self.pending = None
                self.say("Tap the red or the white stone: that is the colour you will play. Red moves first.")
        elif st.phase == "play":
            if self.preview_at(cell) is None:
                self.pending = None
                self.play(Place(cell))    # refused: the engine says why
                return
            self._confirm_or_play(cell, Place(cell))

    def _confirm_or_play(self, cell, move) -> None:
        if not self.view["confirm"] or self.pending == cell:
            self.play(move)
        else:
            self.pending = cell

    # ---- layout and the static board -------------------------------------------------------------------
    def layout_board(self, rect: pygame.Rect) -> None:
        padding = 1.05 if self.view["coords"] else 0.3
        self.hexes = HexLayout(self.state.cells, rect, padding=padding)
        self.cells_in_draw_order = sorted(self.hexes.cells, key=lambda c: (c[1], c[0]))
        self.cell_px = self.hexes.size
        self.sprites.clear()
        self._tiles = {}
        self._layer_key = None
        self._banner = (None, None)
        ox, oy = rect.topleft
        self._local_hex = {c: [(x - ox, y - oy) for x, y in self.hexes.corners(c, 0.95)] for c in self.hexes.cells}

    def paint_board(self, surface: pygame.Surface) -> None:
        lay = self.hexes
        R = self.state.size - 1
        corners = [(R, -R), (R, 0), (0, R), (-R, R), (-R, 0), (0, -R)]
        cx, cy = lay.centre((0, 0))
        grow = (R + 0.95) / R
        plate = [(cx + (x - cx) * grow, cy + (y - cy) * grow) for x, y in (lay.centre(c) for c in corners)]
        pygame.draw.polygon(surface, (16, 12, 26), [(x + 4, y + 6) for x, y in plate])
        pygame.draw.polygon(surface, PLATE, plate)
        pygame.draw.aalines(surface, PLATE_EDGE, True, plate)
        for cell in lay.cells:
            draw_hex(surface, lay, cell, CELL, CELL_EDGE, scale=0.95, width=1)
        # The centre cell: a faint ring (where the neutral stack starts).
        pygame.draw.circle(surface, CELL_EDGE, (int(cx), int(cy)), int(lay.size * 0.3), 1)
        if self.view["coords"]:
            self._paint_coordinates(surface)

    def _paint_coordinates(self, surface) -> None:
        """Letters at the left end of every row, numbers at the lower end of every down-right line."""
        lay = self.hexes
        R = self.state.size - 1
        size = max(11, min(22, int(lay.size * 0.5)))
        for r in range(-R, R + 1):
            q = max(-R, -R - r)                       # the row's left end
            x, y = lay.centre((q, r))
            text.blit_centred(surface, "abcdefghijklmnopqrstuvwxyz"[r + R], size,
                              (x - lay.cell_width * 0.86, y), COORD, bold=True)
        for q in range(-R, R + 1):
            r = min(R, R - q)                         # the line's lower end
            x, y = lay.centre((q, r))
            dx, dy = lay.cell_width / 2, lay.size * 1.5
            text.blit_centred(surface, str(q + R + 1), size, (x + dx * 0.8, y + dy * 0.8), COORD, bold=True)

    # ---- the state layer: tint, last move, outlines and stacks (cached until something changes) --------
    def _contested_tile(self) -> tuple[pygame.Surface, tuple]:
        """A striped hex (contested cell), built once per cell size; returns (tile, offset of its centre)."""
        tile = self._tiles.get("contested")
        if tile is None:
            s = self.hexes.size
            w, h = int(s * 2) + 4, int(s * 2) + 4
            c = (w / 2, h / 2)
            pts = [(c[0] + s * 0.95 * math.cos(math.radians(60 * i - 30)),
                    c[1] + s * 0.95 * math.sin(math.radians(60 * i - 30))) for i in range(6)]
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            surf.fill((*TINT["contested"], 255))
            gap = max(5, int(s * 0.34))
            stripe_w = max(2, int(s * 0.1))
            for k in range(-h, w + h, gap):
                pygame.draw.line(surf, STRIPE, (k, h), (k + h, 0), stripe_w)
            mask = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
            surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            tile = self._tiles["contested"] = (surf, (w // 2, h // 2))
        return tile

    def _tint_colour_of(self, who):
        """control_map values are seats (or colour names before the choice) or 'contested'."""
        if who == "contested":
            return "contested"
        if isinstance(who, int):
            return self.state.colour_of(who)
        return who

    def _layer_surface(self) -> pygame.Surface:
        """Everything that changes only with the state or the View options, painted once per change."""
        key = (self.version, tuple(sorted(self.view.items())), self.board_rect.size, self.hexes.size,
               self.state.is_over)
        if self._layer is None or self._layer_key != key:
            if self._layer is None or self._layer.get_size() != self.board_rect.size:
                self._layer = pygame.Surface(self.board_rect.size, pygame.SRCALPHA)
            self._layer.fill((0, 0, 0, 0))
            self._paint_layer(self._layer)
            self._layer_key = key
            self.layer_builds += 1
        return self._layer

    def _cell_marks(self, surf, cell, ox: float, oy: float) -> None:
        """What lies under a stack: the last-move highlight and the safe-capture outline (if any)."""
        lay = self.hexes
        if cell == self._marks[0]:
            pts = [(x - ox, y - oy) for x, y in lay.corners(cell, 0.95)]
            pygame.draw.polygon(surf, LAST_FILL, pts)
            pts = [(x - ox, y - oy) for x, y in lay.corners(cell, 0.98)]
            pygame.draw.polygon(surf, (40, 30, 0), pts, max(3, int(lay.size * 0.14)) + 2)
            pygame.draw.polygon(surf, palette.HIGHLIGHT, pts, max(3, int(lay.size * 0.14)))
        if cell in self._marks[1]:
            w = max(3, int(lay.size * 0.13))
            pts = [(x - ox, y - oy) for x, y in lay.corners(cell, 0.86)]
            pygame.draw.polygon(surf, (10, 40, 20), pts, w + 2)
            pygame.draw.polygon(surf, SAFE_CAPTURE, pts, w)

    def _paint_layer(self, surf: pygame.Surface) -> None:
        st = self.state
        lay = self.hexes
        ox, oy = self.board_rect.topleft
        if self.show_tint():
            hexes = self._local_hex
            tile, (tx, ty) = self._contested_tile()
            for cell, who in st.control_map().items():
                kind = self._tint_colour_of(who)
                if kind == "contested":
                    x, y = lay.centre(cell)
                    surf.blit(tile, (int(x - ox - tx), int(y - oy - ty)))
                elif kind in TINT:
                    pygame.draw.polygon(surf, TINT[kind], hexes[cell])
        last_cell = getattr(st.last_move, "cell", None) if self.view["last_move"] else None
        mover = self.mover_colour()
        safe = set(st.non_suicidal_captures(mover, include_neutral=True)) \
            if mover and self.aid_allows("captures") else set()
        self._marks = (last_cell, safe)
        for cell in ([last_cell] if last_cell is not None else []) + list(safe):
            self._cell_marks(surf, cell, ox, oy)
        stacks = st.stacks()
        size = lay.size
        for cell in self.cells_in_draw_order:
            stack = stacks.get(cell)
            if stack is None:
                continue
            img = self.sprites.get(stack[0], stack[1], size)
            x, y = lay.centre(cell)
            surf.blit(img, img.get_rect(center=(int(x - ox), int(y - oy))))

    def _patch_hidden(self, surface, hidden) -> None:
        """While a stack is animated, its cell on the cached layer is covered with what lies beneath it (a
        stack always fits inside its hex), so the layer is not repainted when an animation starts or ends."""
        for cell in hidden:
            draw_hex(surface, self.hexes, cell, CELL, CELL_EDGE, scale=0.95, width=1)
            self._cell_marks(surface, cell, 0, 0)

    # ---- previews --------------------------------------------------------------------------------------
    def preview_at(self, cell):
        """The engine's preview for the player to move: (height, source cells) or None (cached per state)."""
        key = (self.version, cell)
        if self._preview_cache[0] == key:
            return self._preview_cache[1]
        value = self.state.preview(cell) if cell is not None and self.state.phase == "play" else None
        self._preview_cache = (key, value)
        return value

    def reveals_height(self) -> bool:
        """Expert aid previews only the colour of the stack to be placed (BGA; RULES.md): no height, no lines."""
        return self.aid_level != "expert"

    def focus_cell(self):
        """The cell whose preview is drawn: the one waiting for confirmation, else the one pointed at."""
        return self.pending if self.pending is not None else self.hover

    def current_preview(self):
        """What the board previews now: dict(cell, colour, height, sources, risky, confirm) or None."""
        st = self.state
        cell = self.focus_cell()
        if cell is None or st.is_over:
            return None
        if st.phase in ("setup_neutral", "opening"):
            if st.stack_at(cell) is not None:
                return None
            piece = st.opening_piece
            return dict(cell=cell, colour=piece, height=tw.NEUTRAL_HEIGHT if piece == "neutral" else 1,
                        sources=[], risky=False, confirm=cell == self.pending)
        if st.phase == "choose":
            stack = st.stack_at(cell)
            if stack is None or stack[0] not in ("red", "white"):
                return None
            return dict(cell=cell, colour=stack[0], height=stack[1], sources=[], risky=False,
                        confirm=cell == self.pending, choose=True)
        pv = self.preview_at(cell)
        if pv is None:
            return None
        height, sources = pv
        risky = self.aid_allows("suicide") and st.is_suicidal(cell)
        return dict(cell=cell, colour=self.mover_colour(), height=height, sources=sources, risky=risky,
                    confirm=cell == self.pending, reveal=self.reveals_height())

    def _draw_preview(self, surface, pv) -> None:
        lay = self.hexes
        size = lay.size
        cell = pv["cell"]
        cx, cy = lay.centre(cell)
        if pv.get("choose"):
            # Choosing a colour: a bright ring around the stone and what tapping it does.
            r = int(size * (0.95 + 0.06 * math.sin(self.time * 6)))
            pygame.draw.circle(surface, (0, 0, 0), (int(cx), int(cy)), r + 2, max(3, int(size * 0.12)) + 2)
            pygame.draw.circle(surface, palette.HIGHLIGHT, (int(cx), int(cy)), r, max(3, int(size * 0.12)))
            label = f"Play {pv['colour']}" + (": tap again" if pv["confirm"] else "")
            self._caption(surface, label, (cx, cy - size * 1.35))
            return
        colour = pv["colour"]
        # Lines of sight: from each stack that sees the cell, stopping at the stacks' rims.
        line_colour = LINE.get(colour, (255, 255, 255))
        w = max(3, int(size * 0.14))
        reveal = pv.get("reveal", True)
        for src in pv["sources"] if reveal else ():
            sx, sy = lay.centre(src)
            d = math.hypot(cx - sx, cy - sy) or 1.0
            ux, uy = (cx - sx) / d, (cy - sy) / d
            a = (sx + ux * size * 0.62, sy + uy * size * 0.62)
            b = (cx - ux * size * 0.62, cy - uy * size * 0.62)
            pygame.draw.line(surface, (10, 8, 18), a, b, w + 4)
            pygame.draw.line(surface, line_colour, a, b, w)
            pygame.draw.circle(surface, line_colour, (int(sx), int(sy)), int(size * 0.72), max(2, w // 2))
        # The stack that would stand there, over whatever stands there now.
        pts = lay.corners(cell, 0.95)
        pygame.draw.polygon(surface, blend(CELL, palette.HIGHLIGHT, 0.25 if pv["confirm"] else 0.12), pts)
        sprite_colour = "grey" if pv["risky"] else colour
        alpha = 255 if pv["confirm"] else 200
        if reveal:
            img = self.sprites.get(sprite_colour, pv["height"], size, alpha)
        else:
            img = self.sprites.get(sprite_colour, 1, size, alpha, "?")
        surface.blit(img, img.get_rect(center=(int(cx), int(cy))))
        if pv["confirm"]:
            pulse = 0.5 + 0.5 * math.sin(self.time * 6)
            ring = lay.corners(cell, 1.0 + 0.08 * pulse)
            pygame.draw.polygon(surface, (0, 0, 0), ring, max(3, int(size * 0.12)) + 2)
            pygame.draw.polygon(surface, palette.HIGHLIGHT, ring, max(3, int(size * 0.12)))
        else:
            pygame.draw.polygon(surface, palette.HIGHLIGHT, pts, 2)
        if pv["risky"]:
            label = "risky: tap again" if pv["confirm"] else "risky"
            self._caption(surface, label, (cx, cy - size * 1.35), palette.DANGER)
        elif pv["confirm"]:
            self._caption(surface, "tap again", (cx, cy - size * 1.35))

    def _caption(self, surface, label: str, pos, colour=palette.HIGHLIGHT) -> None:
        """A small label with a dark backing (text from ui.text's cache; the backing is a rect)."""
        size = max(14, min(22, int(self.hexes.size * 0.62)))
        img = text.render(label, size, colour, True)
        rect = img.get_rect(center=(int(pos[0]), int(pos[1])))
        rect.clamp_ip(self.board_rect)
        pygame.draw.rect(surface, (16, 12, 28), rect.inflate(12, 4), border_radius=8)
        surface.blit(img, rect)

    def _choose_hints(self, surface) -> None:
        """During the choice: both stones pulse gently, so the guest sees what to tap."""
        lay = self.hexes
        pulse = 0.5 + 0.5 * math.sin(self.time * 3.5)
        for cell, (colour, _) in self.state.stacks().items():
            if colour in ("red", "white") and cell != self.focus_cell():
                cx, cy = lay.centre(cell)
                r = int(lay.size * (0.85 + 0.12 * pulse))
                pygame.draw.circle(surface, palette.ACCENT, (int(cx), int(cy)), r, max(2, int(lay.size * 0.08)))

    def reminder_text(self) -> str:
        """The game-end reminder while it is active (engine: reminder_active, stale_turns), else ''."""
        st = self.state
        if not st.reminder_active or st.is_over:
            return ""
        left = tw.REMINDER_AFTER + tw.AUTO_END_AFTER - st.stale_turns
        return (f"Nobody has gained ground for {st.stale_turns} turns. Consider passing: "
                f"{left} more such turn{'s' if left != 1 else ''} end{'s' if left == 1 else ''} the game.")

    @staticmethod
    def _notice_box(msg: str, width: int, size: int) -> pygame.Surface:
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

    def _reminder_banner(self) -> pygame.Surface | None:
        """Portrait only: the reminder over the top of the board (in landscape it sits in the panel)."""
        msg = self.reminder_text()
        if not msg or self.panel_rect.width <= self.panel_rect.height:
            return None
        key = (msg, self.board_rect.width)
        if self._banner[0] != key:
            self._banner = (key, self._notice_box(msg, min(self.board_rect.width - 20, 760), 20))
        return self._banner[1]

    # ---- per-frame drawing -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        super().update(dt)

    def draw_pieces(self, surface: pygame.Surface) -> None:
        surface.blit(self._layer_surface(), self.board_rect.topleft)
        hidden = self.animator.hidden_cells()
        if hidden:
            self._patch_hidden(surface, hidden)
        st = self.state
        if st.is_over:
            return
        if st.phase == "choose":
            self._choose_hints(surface)
        pv = self.current_preview() if not self.animator.busy else None
        if pv is not None:
            self._draw_preview(surface, pv)
        banner = self._reminder_banner()
        if banner is not None:
            surface.blit(banner, banner.get_rect(midtop=(self.board_rect.centerx, self.board_rect.top)))

    # ---- the panel: scores as BoardScene draws them, then this game's details --------------------------
    def _paint_panel(self, surface) -> None:
        super()._paint_panel(surface)
        p = pygame.Rect((0, 0), self.panel_rect.size)      # the panel is painted into its own surface
        if p.width > p.height:
            return                     # portrait: the short panel keeps to the scores and the status
        n_status = len(text.wrap(self.status_text(), 24, p.width - 28, True)[:3])
        y = p.top + 64 + 54 * self.players + 22 + 30 * n_status
        bottom = self._buttons_top - self.panel_rect.top - 10
        x = p.left + 18
        width = p.width - 36
        st = self.state

        def line(words, size=18, colour=palette.MUTED, bold=False):
            nonlocal y
            for part in text.wrap(words, size, width, bold):
                img = text.render(part, size, colour, bold)
                if y + img.get_height() > bottom:
                    return False
                surface.blit(img, (x, y))
                y += img.get_height()
            return True

        reminder = self.reminder_text()
        if reminder:
            box = self._notice_box(reminder, width + 12, 18)
            surface.blit(box, (x - 6, y - 4))
            y += box.get_height() + 6
        line(f"Player aid: {AID_NAMES[self.aid_level]}")
        if st.colour_of(0) is not None:
            for seat in range(2):
                own, ctrl = self.breakdown(seat)
                colour = st.colour_of(seat).capitalize()
                stacks = f"{own} stack{'s' if own != 1 else ''}"
                if self.aid_level == "expert" and not st.is_over:
                    words = f"{colour}: {stacks}"
                else:
                    words = f"{colour}: {stacks} + {ctrl} cell{'s' if ctrl != 1 else ''}"
                line(words, 18, palette.TEXT)
        last = st.last_move
        if last is not None and st.phase in ("play", "over"):
            if isinstance(last, Place):
                stack = st.stack_at(last.cell)
                words = f"Last move: {stack[0]} {stack[1]}-stack at {self.cell_name(last.cell)}" if stack else ""
            elif last == PASS:
                words = "Last move: a pass"
            else:
                words = ""
            if words:
                y += 6
                line(words)
        if self.show_tint() and y + 80 < bottom:
            y += 10
            self._paint_legend(surface, x, y, bottom)

    def _paint_legend(self, surface, x, y, bottom) -> None:
        names = {c: c.capitalize() for c in ("red", "white")}
        items = [("red", f"{names['red']} controls"), ("white", f"{names['white']} controls"),
                 ("contested", "Contested (equal)")]
        r = 11
        for kind, words in items:
            if y + 26 > bottom:
                return
            c = (x + r + 2, y + r + 2)
            pts = [(c[0] + r * math.cos(math.radians(60 * i - 30)), c[1] + r * math.sin(math.radians(60 * i - 30)))
                   for i in range(6)]
            pygame.draw.polygon(surface, TINT[kind], pts)
            if kind == "contested":
                pygame.draw.line(surface, STRIPE, (c[0] - r * 0.6, c[1] + r * 0.6), (c[0] + r * 0.6, c[1] - r * 0.6), 3)
            pygame.draw.polygon(surface, CELL_EDGE, pts, 1)
            img = text.render(words, 18, palette.MUTED)
            surface.blit(img, img.get_rect(midleft=(x + 2 * r + 12, c[1])))
            y += 28

    # ---- animation -------------------------------------------------------------------------------------
    def animate(self, events: list) -> None:
        delay = self.animator.end_time
        for ev in events:
            if ev.kind == "capture":
                self.animator.add(Effect(VANISH_SECONDS, self._vanish(ev.cell, ev.piece, ev.value), delay=delay,
                                         hide=(ev.cell,)))
                delay += VANISH_SECONDS * 0.6
            elif ev.kind == "place":
                if ev.path:
                    self.animator.add(Effect(LINES_SECONDS, self._sight_flash(ev.cell, ev.path, ev.piece),
                                             delay=delay))
                self.animator.add(Effect(POP_SECONDS, self._pop(ev.cell, ev.piece, ev.value), delay=delay,
                                         hide=(ev.cell,)))
            elif ev.kind == "choose":
                for cell, (colour, _) in self.state.stacks().items():
                    if colour == ev.piece:
                        self.animator.add(Effect(0.6, self._ripple(cell), delay=delay))
                self.say(f"Player 2 plays {ev.piece}, Player 1 plays "
                         f"{'white' if ev.piece == 'red' else 'red'}. Red moves first.")
            elif ev.kind == "pass":
                name = self.seat_info(ev.player)[0]
                st = self.state
                if st.is_over:
                    self.say(f"{name} passes.")
                else:
                    other = self.seat_info(st.current_player)[0]
                    if self._pass_ends_game():
                        self.say(f"{name} passes. If {other} passes too, the game ends.")
                    else:
                        self.say(f"{name} passes.")

    def _pop(self, cell, colour, height):
        def draw(surface, t):
            size = self.hexes.size
            sprite = self.sprites.get(colour, height, size)
            k = 0.35 + 0.65 * ease_out_back(t)
            img = scaled(sprite, max(0.05, k))
            x, y = self.hexes.centre(cell)
            surface.blit(img, img.get_rect(center=(int(x), int(y - (1 - t) * size * 0.4))))
        return draw

    def _vanish(self, cell, colour, height):
        def draw(surface, t):
            size = self.hexes.size
            sprite = self.sprites.get(colour, height, size)
            e = ease_out_cubic(t)
            img = scaled(sprite, 1 + 0.3 * e, alpha=int(255 * (1 - e)))
            x, y = self.hexes.centre(cell)
            surface.blit(img, img.get_rect(center=(int(x), int(y - e * size * 0.5))))
        return draw

    def _sight_flash(self, cell, sources, colour):
        def draw(surface, t):
            lay = self.hexes
            cx, cy = lay.centre(cell)
            fade = 1 - ease_out_cubic(t)
            col = blend(CELL, LINE.get(colour, (255, 255, 255)), fade)
            w = max(1, int(max(3, lay.size * 0.14) * (0.4 + 0.6 * fade)))
            for src in sources:
                sx, sy = lay.centre(src)
                d = math.hypot(cx - sx, cy - sy) or 1.0
                ux, uy = (cx - sx) / d, (cy - sy) / d
                a = (sx + ux * lay.size * 0.62, sy + uy * lay.size * 0.62)
                b = (cx - ux * lay.size * 0.62, cy - uy * lay.size * 0.62)
                pygame.draw.line(surface, col, a, b, w)
        return draw

    def _ripple(self, cell):
        def draw(surface, t):
            x, y = self.hexes.centre(cell)
            r = int(self.hexes.size * (0.8 + 0.9 * ease_out_cubic(t)))
            col = blend(CELL, palette.HIGHLIGHT, 1 - t)
            pygame.draw.circle(surface, col, (int(x), int(y)), r, max(2, int(4 * (1 - t)) + 1))
        return draw
