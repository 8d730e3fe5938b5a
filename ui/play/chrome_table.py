"""The table's chrome: the game played round a touch table, each seat's strip (name, score, status, its buttons
and the game's rack or tray) along its own edge and turned to face it, and the four corners (Undo, Menu) that
every side reaches. Nothing here is pygame-gui: everything is painted, turned toward its player, and a tap is
matched against the painted buttons (press). Only the seat to move presses its own buttons; a shared decision
(ui/play/agreement.py) puts an Agree button in the other seats' strips.

Its twin for a window is ui/play/chrome_window.py; both answer the same questions (ui/play/chrome.py).
"""
from __future__ import annotations

import functools

import pygame

from ui.base import palette
from ui.base.lang import t
from ui.base.seats import ENDS_EDGES, seated_for, table_places
from ui.kit import repaints
from ui.kit.layouts import compact, table_layout
from ui.play.messages import Spot, edge_spot
from ui.play.seatpanel import (AGREE, TouchButton, agree_button, paint_button, paint_strip, strip_badge_need,
                               strip_buttons, strip_light, strip_name_row)

CORNER_ACTIONS = {"tl": "menu", "tr": "undo", "bl": "undo", "br": "menu"}   # every side reaches both
STRIP_MENU = "menu"     # every person's strip ends in its own Menu button: the pause menu, turned to face them
TAP_SECONDS = 1.5    # a press on a strip lifted sooner is a tap (whose turn is it? Agree); longer: an arm resting


def seat_places(scene, size) -> list:
    """Where a scene's seats sit at a table of this size: where its players chose (seats claimed by touch) while
    those still suit it, else where the game seats them, else round the table (at a compact one, its short ends)."""
    chosen = scene.seat_places if scene.seat_places and chosen_places_fit(scene, size) else None
    return chosen or scene.table_places(size) or \
        table_places(scene.players, size[0] >= size[1], [scene.seat_direction(i) for i in range(scene.players)],
                     ends=scene.COMPACT_ENDS and compact(size))


def chosen_places_fit(scene, size) -> bool:
    """Do the places players chose (perhaps at another window size) suit a table of this size? A small table
    seats everyone at its short ends, for the board's room (a window made 640x480 after joining at 1920x1080)."""
    if not (scene.COMPACT_ENDS and compact(size)):
        return True
    ends = set(ENDS_EDGES[size[0] >= size[1]])
    return all(edge in ends for edge, _, _ in scene.seat_places)


class TableChrome:
    table = True

    def __init__(self, scene):
        self.scene = scene
        self.strip_cache: dict = {}       # seat -> (key, turned surface, buttons in upright coordinates)
        self.strip_free: dict = {}        # seat -> its strip's free middle (upright)

    # -- layout and buttons ------------------------------------------------------------------------------------
    def layout(self, size):
        """Each seat at its place round the table, facing its own edge (in front of its part of the board)."""
        scene = self.scene
        places = seat_places(scene, size)
        scene.match.seats[:] = seated_for(scene.seats, places)
        self.strip_cache = {}
        return table_layout(size, places, scene.strip_depth(size))

    def build_ui(self) -> None:
        """No pygame-gui buttons at a table: everything is painted, turned toward its player."""

    def refresh_buttons(self) -> None:
        """The strips' buttons follow the state by themselves (the strips are keyed by their labels)."""

    def update(self) -> None:
        """Nothing is made a piece a frame here."""

    building = False

    # -- input ---------------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        """No pygame-gui buttons to press."""
        return False

    def lane(self, pos):
        """The seat whose strip a press at `pos` belongs to alone (ui/input/pointer.py: its own press, beside the
        board's one pointer), or None: a press on a strip's button, or anywhere in the strip of a seat that may not
        act now (a hand resting there takes nothing from anyone); the rack or tray of the seat to move belongs to
        the board's pointer (its pieces are dragged onto the board)."""
        scene = self.scene
        if not scene.mode.chrome_buttons:
            return None          # (a demo, a viewer, the set-up board: their taps are the mode's own)
        for seat, area in scene.seat_layout.seats.items():
            if area.rect.collidepoint(pos):
                if scene.mode.live and scene.mode.may_act(seat) in ("their_turn", "computer"):
                    return seat
                return seat if self.button_at(seat, area.to_local(pos)) is not None else None
        return None

    def button_at(self, seat: int, local) -> TouchButton | None:
        return next((b for b in self.strip(seat)[2] if b.rect.collidepoint(local)), None)

    def press(self, pos, lane=None, held: float = 0.0) -> bool:
        """Corners (Undo, Menu) and the buttons in each seat's strip; only the seat to move presses its own. A
        tap in a lane (a strip's own press) is always taken here; one on the strip of a seat that may not act says
        why (whose turn it is) only when it was short (under TAP_SECONDS: a deliberate tap, not a resting arm)."""
        scene = self.scene
        for corner, rect in scene.seat_layout.corners.items():
            if rect.collidepoint(pos):
                (scene.undo if CORNER_ACTIONS[corner] == "undo" else scene.pause)()
                return True
        actions = dict(scene.turn_buttons())
        for seat, area in scene.seat_layout.seats.items():
            if not area.rect.collidepoint(pos):
                continue
            button = self.button_at(seat, area.to_local(pos))
            if button is not None and button.key == STRIP_MENU:
                if held < TAP_SECONDS:
                    scene.pause()            # (anyone's, any time: it faces them, ui/kit/facing.py)
                return True
            if button is not None and button.key == AGREE:
                if held < TAP_SECONDS:       # (an arm come to rest on it agrees to nothing)
                    scene.mode.agree(seat)
                return True
            if button is None and lane is None:
                return False     # (the rack or tray of the seat to move: the board's)
            why = scene.mode.may_act(seat)     # the mode decides who may act (only the seat to move)
            if why is not None:
                if held < TAP_SECONDS:
                    scene.mode.say_why_not(why)
            elif button is not None and button.enabled and button.key in actions:
                actions[button.key]()
            return True
        return lane is not None

    def button_point(self, label: str):
        """The screen point of a game button in the strip of the seat to move."""
        area = self.scene.seat_layout.seats[self.scene.state.current_player]
        button = next(b for b in self.strip(area.seat)[2] if b.key == label)
        return area.to_screen(button.rect.center)

    def button_outline(self, label: str) -> list:
        """The screen corners of a little more than a game button of the seat to move ([] if it is not shown)."""
        area = self.scene.seat_layout.seats[self.scene.state.current_player]
        button = next((b for b in self.strip(area.seat)[2] if b.key == label), None)
        if button is None:
            return []
        r = button.rect.inflate(8, 8)
        return [area.to_screen(p) for p in (r.topleft, r.topright, r.bottomright, r.bottomleft)]

    # -- painting ------------------------------------------------------------------------------------------------
    def strip(self, seat: int):
        """(key, turned surface, buttons in upright coordinates) of a seat's table strip, repainted on change."""
        scene = self.scene
        area = scene.seat_layout.seats[seat]
        current = seat == scene.state.current_player
        # a computer seat's strip has no Hint: its room goes to the game's own buttons and its tray or rack
        hint = scene.hint_label()
        labels = [label for label, _ in scene.turn_buttons() if label != hint or scene.seats[seat].is_human]
        asked = self.asked(seat)        # a shared decision waiting for this seat: its Agree instead of them
        if asked:
            labels = []
        short = compact(scene.seat_layout.size)
        if short and (not current or not scene.COMPACT_STRIP_BUTTONS):
            labels = []     # a small table: only the seat to move shows its buttons (the others' cannot act)
        row = strip_name_row(area.local_size[1]) if scene.STRIP_RACK_ROW else None
        keep = 0 if short else strip_badge_need(scene.seat_info(seat)[0], scene.score_text(seat), area.local_size[1])
        if scene.seats[seat].is_human and not short and self.fits(area, labels + [STRIP_MENU], row, keep):
            labels = labels + [STRIP_MENU]    # (else the corners' Menu serves, turned to the nearest seat)
        elif not short and not current and not self.fits(area, labels, row, keep):
            labels = []     # a strip too short for its name beside its buttons: only the seat to move shows them
        enabled = tuple(lb == STRIP_MENU or current and scene.turn_button_enabled(lb) for lb in labels)
        key = (scene.score_text(seat), current, scene.shown_status() if current and not scene.STRIP_RACK_ROW else "",
               tuple(labels), enabled, scene.seat_info(seat), scene.strip_key(seat), asked)
        cached = self.strip_cache.get(seat)
        if cached is None or cached[0] != key:
            length, depth = area.local_size
            upright = pygame.Surface((length, depth))
            buttons, _ = strip_buttons(length, depth, labels, dict(zip(labels, enabled)).get, row, short, keep)
            if asked:
                buttons = [agree_button(length, depth, *asked, row)]
            free = paint_strip(upright, scene.seat_info(seat), scene.score_text(seat), key[2], current, buttons,
                               short)
            self.strip_free[seat] = free
            scene.paint_seat_strip(seat, upright, free)
            if asked:      # over everything in the strip, and bright: it calls for a tap
                paint_button(upright, buttons[0], palette.HIGHLIGHT)
            cached = (key, area.turn(upright), buttons)
            self.strip_cache[seat] = cached
            repaints.painted()
        return cached

    @staticmethod
    def fits(area, labels: list, row, keep: int) -> bool:
        """Do these buttons, as wide as their words, leave a strip's name badge (`keep` px from its left) free?"""
        return buttons_leave(*area.local_size, tuple(labels), row, keep)

    def asked(self, seat: int) -> tuple[str, str] | None:
        """(what is asked, "Agree (7)") while a shared decision waits for this seat's Agree (ui/play/agreement.py),
        else None."""
        question = self.scene.mode.question
        if question is None or not question.waits_for(seat):
            return None
        return question.words(), t("play.agree.button", seconds=question.seconds(self.scene.app.time))

    def paint_static(self, surface) -> None:
        """Into the cached background, with the board: the four corners' buttons."""
        for corner, rect in self.scene.seat_layout.corners.items():
            button = TouchButton(CORNER_ACTIONS[corner], CORNER_ACTIONS[corner], rect.inflate(-14, -14))
            paint_button(surface, button, palette.PANEL_EDGE)

    def prepare_move(self) -> None:
        """In the frame that played a move: the strips repainted (drawn in the next frame)."""
        for seat in self.scene.seat_layout.seats:
            self.strip(seat)

    def draw_background(self, surface, background: pygame.Surface) -> None:
        surface.blit(background, (0, 0))

    def draw(self, surface) -> None:
        memo = repaints.shared()      # (a patched frame's passes: each strip's key worked out once)
        for seat, area in self.scene.seat_layout.seats.items():
            if memo is None:
                strip = self.strip(seat)
            else:
                strip = memo.get(("strip", id(self), seat)) or memo.setdefault(("strip", id(self), seat),
                                                                              self.strip(seat))
            surface.blit(strip[1], area.rect.topleft)

    def repaint(self) -> None:
        """The strips are painted again at their next draw (something in them changed that their keys do not show)."""
        self.strip_cache = {}

    def release(self) -> None:
        self.strip_cache = {}

    # -- the thinking light and messages -------------------------------------------------------------------------
    def light(self, seat: int):
        """((x, y), radius) on the screen of a seat's turn light in its strip, or None."""
        area = self.scene.seat_layout.seats.get(seat)
        if area is None:
            return None
        moved = self.scene.turn_light(seat)       # (painted over by the game: Tripitz's band at a compact table)
        if moved is not None:
            return moved
        centre, r = strip_light(area.local_size)
        return area.to_screen(centre), r

    def message_angle(self) -> int:
        """A message faces the player it is for: the seat to move."""
        current = self.scene.state.current_player
        return 0 if current is None else self.scene.seats[current].angle

    def message_spot(self) -> Spot:
        """The free middle of the mover's strip, where a message hides nothing, when the game keeps nothing there
        (Tripitz's racks and IceSickle's trays do) and it is big enough; else the board's edge facing that seat."""
        scene = self.scene
        angle = self.message_angle()
        edge = edge_spot(scene.board_rect, angle)
        current = scene.state.current_player
        if scene.STRIP_HAS_GAME_PARTS or current is None or current not in scene.seat_layout.seats:
            return edge
        room = self.strip_free.get(current)
        if room is None or room.width < 260 or room.height < 44:
            return edge
        area = scene.seat_layout.seats[current]
        return Spot(angle, room.width - 24, 20, "center", area.to_screen(room.center), room.height, edge)


@functools.lru_cache(maxsize=256)
def buttons_leave(length: int, depth: int, labels: tuple, row, keep: int) -> bool:
    """Whether a strip's buttons as wide as their words leave `keep` px from its left free: measured once (every
    strip asks it in every drawn frame, patched ones too, for each of a table's seats)."""
    buttons, _ = strip_buttons(length, depth, list(labels), lambda _: True, row)
    return not buttons or buttons[0].rect.left >= keep
