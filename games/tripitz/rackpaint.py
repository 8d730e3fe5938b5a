"""The racks and the bag where they lie on screen, and what is drawn over them each frame.

In a window the rack of the shown seat lies along the bottom of the board area and the bag beside the board; once
every pid picture is exact (scene.baked()) both are part of the scene's background picture, painted again only
when what they show changes (drawing them every frame was 0.3-0.5 ms of each frame); otherwise they are drawn each
frame. At a table each rack lies in its owner's strip, under the name row, with what to do now beside the name.
Over everything (draw_above): the marks on the current rack, the hint's arrow, a button calling for a tap and the
dragged pid. The pictures are rack.py's, drawing.py's and board.py's; this module says which, where and when.
"""
from __future__ import annotations

import pygame

from games.tripitz import board, drawing, rack, words
from games.tripitz.colours import HINT
from ui.play.backdrop import WindowBackdrop
from ui.kit import repaints
from ui.storage import prefs


def rack_score(scene, seat) -> str:
    """The score on a window rack's name row: the seat's own, or in Tripitz Together the team's."""
    return str(scene.state.team_score) if scene.coop else scene.score_text(seat)


class RackPainter:
    """One scene's racks and bag on screen: the window's baked backdrop, the strips' racks, the marks over them."""

    def __init__(self, scene):
        self.scene = scene
        # the window's board with its rack and bag on it (background()), and what they showed when painted
        self.backdrop = WindowBackdrop(scene)
        self.baked_key = None

    def hidden_slots(self, seat) -> tuple:
        """Slots of a rack drawn empty: a pid flying to it, or dragged out of it."""
        scene = self.scene
        hidden = scene.animator.hidden_cells()
        dragged = scene.picker.picked if scene.picker.dragging else None
        return tuple(i for i in range(rack.RACK_SLOTS) if ("slot", seat, i) in hidden or dragged == (seat, i))

    def rack_label(self, seat) -> str:
        """The window rack's name row: the owner, and on the current rack a short word on what to do now."""
        scene = self.scene
        name, s, turn = scene.seat_info(seat)[0], scene.state, scene.choices
        if s.is_over or seat != s.current_player:
            return name
        doing = words.rack_doing(scene.coop, turn.exchanging, s.swapped, turn.can_place_now(), turn.can_sit_out())
        return words.say(scene.coop, "rack_label", name=name, doing=doing)

    def rack_key(self, seat) -> tuple:
        """Everything paint_rack shows of a seat's rack."""
        scene = self.scene
        rv = scene.racks[seat]
        score = words.say(scene.coop, "rack_score", score=rack_score(scene, seat))
        return (id(rv), tuple(scene.slots[seat]), self.hidden_slots(seat), scene.seat_info(seat),
                seat == scene.state.current_player, id(scene.slot_img(rv.s)), self.rack_label(seat), score)

    def paint_rack(self, surface, seat) -> None:
        scene = self.scene
        rv = scene.racks[seat]
        current = seat == scene.state.current_player
        score = words.say(scene.coop, "rack_score", score=rack_score(scene, seat))
        rack.paint_rack(surface, rv, scene.slots[seat], self.hidden_slots(seat), scene.seat_info(seat), current,
                        scene.slot_img(rv.s), self.rack_label(seat), score)

    # -- a rack in a seat's table strip ----------------------------------------------------------------------------
    def strip_key(self, seat) -> tuple:
        scene = self.scene
        status = scene.shown_status() if seat == scene.state.current_player else ""
        return (tuple(scene.slots[seat]), self.hidden_slots(seat), prefs.MARKS["on"], status,
                tuple(label for label, _ in scene.turn_buttons()))

    def paint_seat_strip(self, seat, surface, rect) -> None:
        """The rack under the name row and, for the seat to move, what to do now in the free room beside the name."""
        scene = self.scene
        self.paint_rack(surface, seat)
        if seat == scene.state.current_player:
            room = pygame.Rect(rect.left + 8, 6, rect.width - 16, scene.racks[seat].frame.top - 8)
            drawing.paint_status(surface, scene.shown_status(), room)

    # -- the window's rack and bag ---------------------------------------------------------------------------------
    def background(self, size) -> pygame.Surface:
        """The static board with the window's rack and the bag on it; their parts are painted again only when
        one of them changes (drawing them every frame was 0.3-0.5 ms of each frame). Nothing else is drawn where
        they lie, so this is the same picture as drawing them over the pids."""
        scene = self.scene
        board_picture = scene.board_cache.get(size)
        if not scene.baked():
            return board_picture
        builds = self.backdrop.builds
        backdrop = self.backdrop.get(size)
        seat = scene.shown_seat
        rack_area = scene.racks[seat].frame.inflate(8, 8)
        bag_area = scene.bag_img.get_rect(center=(round(scene.bag_centre[0]), round(scene.bag_centre[1]))).inflate(
            scene.bag_size_px, scene.bag_size_px)
        key = (rack_area, self.rack_key(seat), bag_area, id(scene.bag_img), scene.bag_size_px, scene.state.bag_size,
               self.backdrop.builds)      # (a backdrop made anew, here or over frames by backdrop.prepare)
        if key != self.baked_key or self.backdrop.builds != builds:
            for area in (rack_area, bag_area):
                backdrop.blit(board_picture, area, area)
            backdrop.set_clip(rack_area)
            self.paint_rack(backdrop, seat)
            backdrop.set_clip(bag_area)
            board.draw_bag(backdrop, scene.bag_img, scene.bag_centre, scene.bag_size_px, scene.state.bag_size)
            backdrop.set_clip(None)
            self.baked_key = key
            repaints.painted()
        return backdrop

    def draw_unbaked(self, surface) -> None:
        """The window's rack and the bag, each frame, while they are not part of the background."""
        scene = self.scene
        if not scene.baked():
            if not scene.table:
                self.paint_rack(surface, scene.shown_seat)
            board.draw_bag(surface, scene.bag_img, scene.bag_centre, scene.bag_size_px, scene.state.bag_size)

    def release(self) -> None:
        self.backdrop.release()       # a whole-window picture, like the board's (BoardScene.leave)

    # -- over the strips -------------------------------------------------------------------------------------------
    def draw_above(self, surface) -> None:
        """Over the strips: the marks on the current rack, the hint and its arrow, a button calling for a tap and
        the dragged pid."""
        scene = self.scene
        seat = scene.state.current_player
        if seat is None or scene.animator.busy or seat not in scene.visible_racks():
            return
        rv, slots, pulse = scene.racks[seat], scene.slots[seat], scene.pulse_phase()
        hint_slot, hinted = None, scene.hint_placement() if scene.hint.points else None
        if hinted and hinted[0] in slots:
            hint_slot = slots.index(hinted[0])
            drawing.draw_hint(surface, scene.view, hinted[1], rv.slot_centre(hint_slot), scene.hint_img,
                              scene.board_d, rv.d, pulse)
        picker = scene.picker
        picked = picker.picked
        held = picked[1] if picked is not None and picked[0] == seat and not picker.dragging else None
        rack.draw_rack_marks(surface, rv, held, hint_slot, scene.choices.marked, pulse)
        calling = scene.choices.calling()
        if calling is not None:
            outline = scene.button_outline(calling)
            if outline:
                pygame.draw.lines(surface, HINT, True, outline, 3 + int(3 * pulse))
        if picker.dragging and picker.drag_pos is not None and picked is not None:
            d = scene.board_d if scene.view.cell_at(picker.drag_pos) is not None else rv.d
            drawing.draw_dragged(surface, scene.picked_pid(picked), picker.drag_pos, d)
