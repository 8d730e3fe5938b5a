"""IceSickle's flights: the engine's events become pyramids moving between the trays and the board.

A placed pyramid hops out of the placer's supply (or settles from where a hand let it go); a jumper hops along
its line and each pyramid it captures leaves the board as the jumper passes over it and flies to the capturing
seat's bin, where its pips are counted up (scene.shown). Between the games of a match everything flies back
into the supply. Tray positions come from the scene's TrayPlaces, so the same code serves both layouts.
"""
from __future__ import annotations

from engine import icesickle as ice
from ui.base import palette
from ui.board.anim import PieceFlight, ease_in_out_cubic, ease_out_cubic

from . import effects


class FlightMaker:
    def __init__(self, scene):
        self.scene = scene

    def drawer(self, piece, px_from, px_to=None, flight_ref=None):
        """A flight's draw_piece, drawn from whatever sprite cache the scene has at that frame."""
        return effects.pyramid_drawer(lambda: self.scene.sprites, piece, px_from, px_to, flight_ref)

    def resizing_flight(self, points, duration, piece, px_from, px_to, **kw) -> PieceFlight:
        """A flight whose pyramid grows or shrinks on the way (it needs its own progress to know how much)."""
        ref = []
        flight = PieceFlight(points, duration, None, **kw)
        ref.append(flight)
        flight.draw_piece = self.drawer(piece, px_from, px_to, ref)
        return flight

    def fly_back(self, pick, start) -> None:
        """A pyramid let go where it could not go slides back where it came from."""
        sc = self.scene
        if isinstance(pick, tuple) and pick[:1] == ("size",):
            seat = sc.state.current_player
            piece = sc.state.next_piece(pick[1])
            end, px, hide = sc.places.slot_centre(pick[1], seat), sc.places.slot_px(pick[1], seat), ()
        else:
            piece = sc.state.board[pick]
            end, px, hide = sc.grid.centre(pick), sc.board_px(piece[0]), (pick,)
        sc.animator.add(PieceFlight([start, end], 0.18, self.drawer(piece, px), arc=0, hide=hide,
                                    ease=ease_out_cubic))

    def animate(self, events: list, played, drop_point) -> None:
        """`played`: the match's record of this move (state before, move, seat); `drop_point`: where a hand let
        the pyramid go, or None for a tap."""
        sc = self.scene
        before, mover = played.before, played.seat
        sc.shown = list(before.scores())
        g, places = sc.grid, sc.places
        jumper = jump_path = None
        captures = []
        for ev in events:
            if ev.kind == "place":
                size = ev.piece[0]
                end = g.centre(ev.cell)
                if drop_point is not None:     # dropped by hand: settle into the square
                    flight = PieceFlight([drop_point, end], 0.12, self.drawer(ev.piece, sc.board_px(size)),
                                         hide=(ev.cell,), ease=ease_out_cubic, reach=sc.board_px(size))
                else:                          # tapped: it hops out of the tray
                    flight = self.resizing_flight([places.slot_centre(size, mover), end], 0.3, ev.piece,
                                                  places.slot_px(size, mover), sc.board_px(size),
                                                  arc=sc.cell * 0.6, hide=(ev.cell,),
                                                  reach=max(places.slot_px(size, mover), sc.board_px(size)))
                sc.animator.add(flight)
                sc.animator.add(effects.ripple(sc.cell, end, delay=flight.duration))
            elif ev.kind == "move":
                path = [g.centre(c) for c in ev.path]
                start = drop_point if drop_point is not None else path[0]
                k = len(ev.path) - 2
                carried = drop_point is not None    # dropped by hand: it glides, no hop
                jumper = PieceFlight([start, path[-1]], (0.26 + 0.07 * k) * (0.6 if carried else 1.0),
                                     self.drawer(ev.piece, sc.board_px(ev.piece[0])),
                                     arc=0 if carried else sc.cell * (0.45 + 0.2 * k), hide=(ev.dst,),
                                     reach=sc.board_px(ev.piece[0]))
                jump_path = (start, path[-1], jumper.duration)
            elif ev.kind == "capture":
                captures.append(ev)
        if captures:
            self.captures_fly(captures, before, jump_path)
        if jumper is not None:
            sc.animator.add(jumper)    # last, so the jumper is drawn over what it takes
            sc.animator.add(effects.ripple(sc.cell, jump_path[1], delay=jumper.duration))

    def captures_fly(self, captures, before, jump_path) -> None:
        """Captured pyramids leave the board when the jumper passes over them and fly to the capturer's bin."""
        sc = self.scene
        start, end, duration = jump_path
        base = len(before.captured_by(captures[0].player))
        count = base + len(captures)
        for j, ev in enumerate(captures):
            c = sc.grid.centre(ev.cell)
            seat, index = ev.player, base + j
            target = sc.places.bin_spot(seat, index, count)
            sc.animator.add(self.resizing_flight(
                [c, target], 0.42, ev.piece, sc.board_px(ev.piece[0]), sc.places.bin_piece_px(seat, ev.piece[0], count),
                arc=sc.cell * 0.5, delay=duration * effects.passing_moment(start, end, c),
                hide=(("bin", seat, index),), ease=ease_in_out_cubic,
                on_done=self.landed_in_bin(seat, ev.piece, target)))

    def landed_in_bin(self, seat, piece, where):
        def done():
            sc = self.scene
            change = sc.state.score_change_of_capture(piece)
            if sc.state.solo:
                sc.shown[0] += change
            elif change and seat < len(sc.shown):
                sc.shown[seat] += change
                sc.animator.add(effects.float_text(f"+{change}", where, palette.GOOD))
            sc.chrome.repaint()
        return done

    def clear_board(self, info: ice.FinishedGame) -> None:
        """Game 2 begins: the end of game 1 (board and bins) flies back into the supply of its first placer."""
        sc = self.scene
        places, seat = sc.places, sc.state.current_player
        pieces = [(sc.grid.centre(c), p, sc.board_px(p[0])) for c, p in info.board.items()]
        for s in range(sc.players):
            n = len(info.captured[s])
            for i, p in enumerate(info.captured[s]):
                pieces.append((places.bin_spot(s, i, n), p, places.bin_piece_px(s, p[0], n)))
        for i, (start, piece, px) in enumerate(pieces):
            sc.animator.add(self.resizing_flight([start, places.slot_centre(piece[0], seat)], 0.4, piece, px,
                                                 places.slot_px(piece[0], seat), arc=sc.cell * 0.4, delay=0.025 * i))
