"""Tripitz at a compact table (640x480): the rack of the seat to move along its whole end, and its buttons in the
board area's corner (where they lie: layout.band_racks and layout.corner_block).

Every seat sits at one of the table's two short ends there, two or three to an end, in strips 70 px deep: a rack in
one strip had 13 px slots. Now the shown seat's rack (the seat to move, once the last move's pids have landed: the
scene's shown_seat) lies along its whole end, over its neighbours' strips there, with 40 px slots; that end's seats
shrink to a column of badges at the band's start (mark, lit for the seat to move, and score). The other end's strips
stay as they are. The mover's buttons (Exchange or Sit out, Hint; Done and Cancel) stand in the board area's empty
corner at its right hand, turned to face it, and a tap there presses them (the strips have none then:
COMPACT_STRIP_BUTTONS). Each strip at the band's end paints its own part of the band, so that pids flying into
the rack are drawn over it as over any strip; the whole band is drawn under the strips too, for the gaps between
them.
"""
from __future__ import annotations

import pygame

from games.tripitz import layout, rack
from ui.base import palette
from ui.base.marks import draw_mark
from ui.kit import text
from ui.kit.layouts import compact
from ui.play.seatpanel import TouchButton, fit_name, paint_button
from ui.storage import prefs


class Band:
    """One scene's band and corner buttons; empty (`on` False) anywhere but a compact table."""

    def __init__(self, scene):
        self.scene = scene
        self.bands: dict = {}          # seat -> SeatArea of the whole end it sits at
        self.blocks: dict = {}         # a seat's angle -> (SeatArea of its corner buttons' block, their lengths)
        self.picture = (None, None, None)      # (key, upright band, turned band)
        self.block_picture = (None, None, [])  # (key, turned block, its buttons upright)

    @property
    def on(self) -> bool:
        return bool(self.bands)

    def layout(self, size, table: bool, seat_layout):
        """The racks for a compact table (seat -> RackView), or None elsewhere (the strips' or the window's)."""
        self.bands, self.blocks = {}, {}
        self.picture, self.block_picture = (None, None, None), (None, None, [])
        if not table or not compact(size):
            return None
        self.bands, racks = layout.band_racks(seat_layout)
        return racks

    def place_buttons(self, view, board: pygame.Rect) -> None:
        """Once the board is laid out: each end's corner block, clear of its cavities."""
        for band in self.bands.values():
            if band.angle not in self.blocks:
                self.blocks[band.angle] = layout.corner_block(view, board, band.angle)

    def bag_place(self, view, board: pygame.Rect, bag: tuple) -> tuple:
        """(centre, size) of the bag: where the table puts it (the board area's top-left corner), unless a corner
        block stands there (a portrait table's top end), then in the middle above the hexagon."""
        centre, size = bag
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(centre[0]), round(centre[1]))
        if not any(rect.colliderect(area.rect) for area, _ in self.blocks.values()):
            return bag
        top = min(view.centre(cell)[1] for cell in view.cells) - view.size      # the hexagon's top edge
        size = max(32, min(size, int(top - board.top) - 4))
        return (board.centerx, board.top + 2 + size / 2), size

    def light(self, seat):
        """((x, y), radius) on the screen of a seat's mark in the band's badges, where its turn light is while the
        band covers its strip; None where the strip shows it."""
        if not self.covers(seat):
            return None
        ends = self.end_seats(self.scene.shown_seat)
        band = self.bands[self.scene.shown_seat]
        centre, r = badge_mark(badge_rect(band, ends.index(seat), len(ends)))
        return band.to_screen(centre), r

    def message_room(self, board: pygame.Rect) -> pygame.Rect:
        """The part of the board area whose edges hold messages (BoardScene's board_rect): clear of the corner
        buttons, as long at both ends so that a message stays centred on its edge."""
        room = pygame.Rect(board)
        for area, _ in self.blocks.values():
            # (a message leaves 40 px of its edge free at each end: ui/play/messages.edge_spot)
            cut = min(area.local_size[0] - 30, board.height // 4 if area.angle in (90, 270) else board.width // 4)
            along = (0, -2 * cut) if area.angle in (90, 270) else (-2 * cut, 0)
            room = room.clip(pygame.Rect(board).inflate(*along))
        return room

    # -- what shows -------------------------------------------------------------------------------------------------
    def end_seats(self, seat) -> list:
        """The seats at `seat`'s end, in the order its players read them (left to right)."""
        band = self.bands[seat]
        at_end = [s for s, b in self.bands.items() if b.edge == band.edge]
        return sorted(at_end, key=lambda s: band.to_local(self.scene.seat_layout.seats[s].rect.center)[0])

    def key(self) -> tuple:
        scene = self.scene
        seat = scene.shown_seat
        ends = self.end_seats(seat)
        return (seat, scene.state.current_player, tuple(scene.slots[seat]), scene.painter.hidden_slots(seat),
                prefs.MARKS["on"], tuple((scene.seat_info(s), scene.score_text(s)) for s in ends),
                id(scene.slot_imgs.get(scene.racks[seat].s)))

    def covers(self, seat) -> bool:
        """Does the band lie over this seat's strip now?"""
        return self.on and self.bands[seat].edge == self.bands[self.scene.shown_seat].edge

    def strip_key(self, seat) -> tuple:
        return self.key() if self.covers(seat) else ()

    def band_picture(self):
        """(upright, turned) picture of the shown seat's band, painted again when what it shows changes."""
        key = self.key()
        if self.picture[0] != key:
            upright = self.paint(key[0])
            self.picture = (key, upright, self.bands[key[0]].turn(upright))
        return self.picture[1], self.picture[2]

    def paint(self, seat) -> pygame.Surface:
        scene = self.scene
        band = self.bands[seat]
        length, depth = band.local_size
        surface = pygame.Surface((length, depth))
        surface.fill(palette.BACKGROUND)
        current = seat == scene.state.current_player
        _, colour, _ = scene.seat_info(seat)
        box = pygame.Rect(3, 3, length - 6, depth - 6)
        pygame.draw.rect(surface, palette.darken(colour, 0.5 if current else 0.82), box, border_radius=16)
        pygame.draw.rect(surface, colour if current else palette.darken(colour, 0.45), box, 3, border_radius=16)
        ends = self.end_seats(seat)
        for i, other in enumerate(ends):
            paint_badge(surface, badge_rect(band, i, len(ends)), scene.seat_info(other), scene.score_text(other),
                        other == scene.state.current_player)
        rv = scene.racks[seat]
        rack.paint_rack(surface, rv, scene.slots[seat], scene.painter.hidden_slots(seat), scene.seat_info(seat),
                        current, scene.slot_img(rv.s))
        return surface

    def paint_strip(self, seat, surface) -> None:
        """A strip at the band's end: its own part of the band."""
        if not self.covers(seat):
            return
        upright, _ = self.band_picture()
        band, area = self.bands[self.scene.shown_seat], self.scene.seat_layout.seats[seat]
        ox, oy = band.to_local(area.to_screen((0, 0)))
        surface.blit(upright, (-round(ox), -round(oy)))

    def draw_under(self, surface) -> None:
        """The whole band, under the strips (it shows in the gaps between them)."""
        if self.on:
            _, turned = self.band_picture()
            surface.blit(turned, self.bands[self.scene.shown_seat].rect.topleft)

    # -- the corner buttons ------------------------------------------------------------------------------------------
    def labels(self) -> list:
        """The mover's buttons, as its strip would show them (a computer seat has no Hint), while its rack shows."""
        scene = self.scene
        seat = scene.state.current_player
        if not self.on or seat is None or seat != scene.shown_seat or not scene.mode.chrome_buttons:
            return []
        hint = scene.hint_label()
        return [label for label, _ in scene.turn_buttons() if label != hint or scene.seats[seat].is_human]

    def block(self):
        """(block SeatArea, [TouchButton upright in it]) of the mover's corner buttons, or (None, [])."""
        labels = self.labels()
        if not labels:
            return None, []
        area, lengths = self.blocks[self.bands[self.scene.shown_seat].angle]
        length, depth = area.local_size
        buttons = []
        for i, label in enumerate(labels[:2]):        # (the first nearest its player, at the block's right end)
            top = depth - (i + 1) * layout.BUTTON_H - i * 6
            buttons.append(TouchButton(label, label, pygame.Rect(length - lengths[i], top, lengths[i],
                                                                 layout.BUTTON_H),
                                       self.scene.turn_button_enabled(label)))
        return area, buttons

    def draw_buttons(self, surface) -> None:
        area, buttons = self.block()
        if area is None:
            return
        colour = self.scene.seat_info(self.scene.shown_seat)[1]
        key = (area.rect, area.angle, tuple(buttons), colour)
        if self.block_picture[0] != key:
            upright = pygame.Surface(area.local_size, pygame.SRCALPHA)
            for b in buttons:
                paint_button(upright, b, colour)
            self.block_picture = (key, area.turn(upright), buttons)
        surface.blit(self.block_picture[1], area.rect.topleft)

    def button_at(self, pos):
        """The corner button under a screen point, or None."""
        area, buttons = self.block()
        if area is None or not area.rect.collidepoint(pos):
            return None
        local = area.to_local(pos)
        return next((b for b in buttons if b.rect.collidepoint(local)), None)

    def press(self, pos) -> bool:
        """A tap on a corner button: its action when it is enabled. True: the tap was on one."""
        button = self.button_at(pos)
        if button is None:
            return False
        if button.enabled:
            dict(self.scene.turn_buttons())[button.key]()
        return True

    def button_point(self, label: str):
        area, buttons = self.block()
        button = next(b for b in buttons if b.key == label)
        return area.to_screen(button.rect.center)

    def button_outline(self, label: str) -> list:
        area, buttons = self.block()
        button = next((b for b in buttons if b.key == label), None)
        if button is None:
            return []
        r = button.rect.inflate(8, 8)
        return [area.to_screen(p) for p in (r.topleft, r.topright, r.bottomright, r.bottomleft)]

    def takes(self, pos) -> bool:
        """Is a press here the board's (the band's rack, a corner button), not a covered strip's own?"""
        if not self.on:
            return False
        return self.scene.racks[self.scene.shown_seat].contains(pos) or self.button_at(pos) is not None


def badge_rect(band, i: int, count: int) -> pygame.Rect:
    """The i-th of `count` badges in the band's column (upright), one under another."""
    row_h = (band.local_size[1] - 10) // count
    return pygame.Rect(6, 5 + row_h * i, layout.BADGES_W - 4, row_h)


def badge_mark(rect: pygame.Rect) -> tuple[tuple[int, int], int]:
    """(centre, radius) of a badge's mark: over its score where the row is deep enough, else beside it."""
    tall = rect.height >= 44
    r = max(5, min(10, (rect.height // 2 - 6) if tall else (rect.height // 2 - 3)))
    return ((rect.centerx, rect.top + r + 5) if tall else (rect.left + r + 3, rect.centery)), r


def paint_badge(surface, rect: pygame.Rect, info, score: str, lit: bool) -> None:
    """A seat shrunk to a badge in the band's column: its mark (a light round it when it is to move) and score."""
    _, colour, mark = info
    tall = rect.height >= 44
    centre, r = badge_mark(rect)
    if lit:
        pygame.draw.circle(surface, palette.lighten(colour, 0.5), centre, r + 4)
    draw_mark(surface, mark, centre, r, colour, (255, 255, 255))
    if not score:
        return
    room = rect.width - 2 if tall else rect.right - (centre[0] + r + 4)
    shown, size = fit_name(score, 18 if tall else 15, True, room)
    img = text.render(shown, size, palette.TEXT, True)
    if tall:
        surface.blit(img, img.get_rect(midbottom=(rect.centerx, rect.bottom - 1)))
    else:
        surface.blit(img, img.get_rect(midright=(rect.right, rect.centery)))
