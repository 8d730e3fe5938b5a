"""The Trickle screen: a radius-5 hex board whose edges belong to the players, and 19 shared glass beads.

Tap a bead and its legal destinations light up; tap one and the bead slides (or arcs over the bead it jumps).
A bead that cannot move says why. Trickle Down (down.py) reuses this screen with its own look.
"""
from __future__ import annotations

import pygame

from engine import hexgrid
from ui.base import palette
from ui.board import hexcoords
from ui.board.anim import Effect, PieceFlight, around, scaled
from ui.play.boardscene import BoardScene
from ui.play.rulesfiles import read_rules
from ui.board.hexview import SQRT3, HexLayout
from ui.base.lang import t
from ui.base.seats import Seat, team_name

from games.trickle import board, setup
from games.trickle import words
from games.trickle.beads import bead_sprite

STEP_SECONDS = 0.28
JUMP_SECONDS = 0.42


class TrickleScene(BoardScene):
    NOUN = "bead"    # what the player moves: its messages are the keys trickle.bead.* (Trickle Down: trickle.bag.*)
    RULES_FILE = __file__
    RULES_NAME = "rules"
    # Coordinates round the board, the names the move list writes moves in (issue 30): on unless turned off in
    # the pause menu, for the rest of the session (like Tumbleweed's View options).
    coords = {"on": True}
    SETUP_BOARD = setup      # its part of the set-up board (setup.py), both editions'

    def __init__(self, spec, players, seed=None, options=None, state=None, **how):
        self.hover = None
        self.bead_sprites: dict = {}
        super().__init__(spec, players, seed, options, state, **how)

    def rules_html(self) -> str:
        """The rules page, with the engine's own choices where the rules are silent, in the player's language."""
        return read_rules(self.RULES_FILE, self.RULES_NAME).replace("{notes}", words.notes_html())

    def word(self, name: str, **values) -> str:
        """A sentence about what the player moves (a bead here, a bag in Trickle Down)."""
        return t(f"trickle.{self.NOUN}.{name}", **values)

    # -- seats and scores --------------------------------------------------------------------------------------
    def make_seats(self, players, state):
        seats = super().make_seats(players, state)
        if state.teams:   # four players: the team letter goes with the name (kept in English, as every seat's
            # name is: seats.seat_name says "Orange (A)" in the player's language)
            return [Seat(team_name(s.name, state.team_of(i)), s.colour, s.mark) for i, s in enumerate(seats)]
        return seats

    def seat_direction(self, seat):
        """With one edge each (six players) everyone sits in front of their own edge. Sides 0-5 run clockwise
        from the top edge."""
        sides = self.state.sides_of_seat(seat)
        return -90 + 60 * sides[0] if len(sides) == 1 else None

    def status_text(self) -> str:
        if self.state.is_over:
            return t("play.status.game_over")
        name = self.seat_info(self.state.current_player)[0]
        if self.state.chain_bead is not None:
            return t("trickle.status.chain", name=name)
        return t(f"trickle.status.move_{self.NOUN}", name=name)

    def event_words(self, event) -> str:
        """A seat that cannot move passes, in the player's language: the engine's only event said in words
        (it has no notices; their English text is never shown)."""
        if event.kind == "pass" and event.player is not None:
            return t("trickle.passes", name=self.seat_info(event.player)[0])
        return ""

    def move_text(self, before, move) -> str:
        """The move list and the replay write moves in the board's cell names (words.py)."""
        return words.move_words(move)

    def pause_actions(self) -> list:
        """The pause menu switches the coordinates round the board."""
        actions = super().pause_actions()
        at = next((i for i, (_, action) in enumerate(actions) if action == self.back_to_menu), len(actions))
        label = t("trickle.coords.on_button" if self.coords["on"] else "trickle.coords.off_button")
        actions.insert(at, (label, self.toggle_coords))
        return actions

    def toggle_coords(self) -> None:
        self.coords["on"] = not self.coords["on"]
        in_menu = self.app.scene is not self
        if in_menu:
            self.app.pop()      # the pause menu, opened again with the new label: it stays until Resume
        self.resize(self.app.size)      # (Trickle Down's piles make room for them)
        if in_menu:
            self.pause()

    def next_game_options(self) -> dict:
        """'Just one more round': the start player moves on one seat each game (RULES.md §1 setup)."""
        if self.state.edition == "down":
            return self.options  # Trickle Down draws its first player at random
        return dict(self.options, first_player=(self.state.first_player + 1) % self.players)

    def result_footer(self, outcome) -> str:
        """Why the game ended (every bead on the outer ring, a repetition, the stalling limit...), as Tumbleweed's
        and Tripitz's result screens say (issue 30)."""
        return words.end_words(self.state)

    def result_headline(self, outcome) -> str:
        if outcome.teams and len(outcome.winners) < self.players:
            return t("trickle.team.wins", team=words.team_name(self.state.team_of(outcome.winners[0])))
        return super().result_headline(outcome)

    # -- chaining variant: a Stop button while a bead may jump again ---------------------------------------------
    def game_buttons(self):
        if self.state.options.get("chaining"):
            return [(t("trickle.stop_jumping"), self.stop_chain)]
        return []

    def button_enabled(self, label) -> bool:
        return self.state.chain_bead is not None

    def stop_chain(self):
        stop = next((m for m in self.state.legal_moves() if getattr(m, "is_stop", False)), None)
        if stop is not None:
            self.play(stop)

    # -- what the Picker asks: beads are picked, free spaces are targets ------------------------------------------
    def pick_at(self, pos):
        cell = self.view.cell_at(pos)
        return cell if cell in self.state.beads else None

    def targets_of(self, cell) -> dict:
        return {m.dst: m for m in self.state.moves_from(cell)}

    def target_at(self, pos):
        cell = self.view.cell_at(pos)
        if cell is None and self.state.options.get("jump_off_board"):
            cell = self.view.cell_near(pos)     # a space just outside the board: stepping off across an edge
        return cell

    def forced_pick(self):
        return self.state.chain_bead     # in a jump chain the bead stays picked up

    def refuse(self, pick, target) -> str | None:
        chain = self.state.chain_bead
        if chain is not None and target != chain:
            return self.word("jump_again")
        if pick is not None and target is None:
            return words.immobile(self.state, pick) or None     # a tapped bead that cannot move says why
        if pick is not None:
            banned = self.state.forbidden_move      # the space the picked bead may not go straight back to
            if banned is not None and pick == banned.src and target == banned.dst:
                return self.word("no_straight_back")
            return words.refused_move(self.state, pick, target)   # e.g. toward the centre: the engine's reason
        return None

    def taps_for(self, move) -> list:
        if getattr(move, "is_stop", False):
            return [self.button_point(t("trickle.stop_jumping"))]
        return [self.view.centre(move.src), self.view.centre(move.dst)]

    def pieces_area(self):
        """The beads, their marks and targets lie on the cells, a space beyond the edge (jump off the board) one
        cell further (the board's own rectangle reaches the panel's turn lights: a patch of a light drew every
        bead)."""
        lay = self.view
        beyond = SQRT3 * lay.size if self.state.options.get("jump_off_board") else 0.0
        return lay.reach_of_cells(beyond + max(lay.size, self.bead_radius * 1.3) + 8)

    def hover_look(self):
        """The target glowing brighter under the pointer while a bead is picked up."""
        picker = self.picker
        return self.hover if picker.picked is not None and self.hover in picker.targets else None

    def hover_rects(self, look) -> list:
        return [] if look is None else [around(self.view.centre(look), self.view.size + 4)]

    def on_pointer(self, event) -> bool:
        if event.kind == "move":
            self.hover = self.view.cell_at(event.pos)
        return False

    # -- layout and the static board ------------------------------------------------------------------------------
    def layout_board(self, rect):
        # With "jump off the board" a margin of one hex keeps room for the spaces a bead steps off onto.
        padding = 0.9 + (1.8 if self.state.options.get("jump_off_board") else 0)
        self.view = HexLayout(hexgrid.hexhex(board.BOARD_RADIUS), rect, padding=padding)
        self.bead_radius = max(6, int(self.view.size * 0.62))
        self.bead_sprites = {}

    def sprite_for(self, value):
        if value not in self.bead_sprites:
            self.bead_sprites[value] = bead_sprite(self.bead_radius, value=value)
        return self.bead_sprites[value]

    def paint_board(self, surface):
        board.paint_board(surface, self.view, self.state, self.seat_info, not self.coords["on"])
        self.paint_coordinates(surface)

    def paint_coordinates(self, surface) -> None:
        """The cells' names round the board, when shown (beyond the spaces a bead steps off onto, in that
        variant)."""
        if self.coords["on"]:
            out = 1.6 if self.state.options.get("jump_off_board") else 0.86
            hexcoords.paint_coordinates(surface, self.view, board.BOARD_RADIUS, palette.MUTED, out)

    # -- animation -------------------------------------------------------------------------------------------------
    def animate(self, events):
        delay = self.animator.end_time
        for ev in events:
            delay = self.animate_event(ev, delay)

    def animate_event(self, ev, delay: float) -> float:
        """Animate one engine event starting after `delay`; returns when the next may start."""
        if ev.kind == "move":
            path = [self.view.centre(c) for c in (ev.path or (ev.src, ev.dst))]
            jump = ev.value == "jump"
            sprite = self.moving_sprite(ev)
            flight = PieceFlight(points=[path[0], path[-1]], duration=JUMP_SECONDS if jump else STEP_SECONDS,
                                 draw_piece=self.flying_bead(sprite),
                                 arc=self.view.size * 1.3 if jump else 0, delay=delay, hide=(ev.dst,),
                                 reach=max(sprite.get_size()) * 0.62)   # (a jumping bead grows a fifth)
            self.animator.add(flight)
            delay += flight.duration
            if ev.dst in self.state.beads:  # (a Trickle Down bag on a corner leaves instead)
                self.animator.add(Effect(0.35, self.landing_ring(ev.dst), delay=delay,
                                         bounds=around(self.view.centre(ev.dst), self.bead_radius * 1.6 + 4)))
        return delay

    def moving_sprite(self, ev):
        return self.sprite_for(self.bead_value_at(ev.dst))

    def flying_bead(self, sprite):
        def draw(surface, pos, lift):
            img = scaled(sprite, 1 + lift / (self.view.size * 6))  # a jumping bead rises toward the viewer
            surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))
        return draw

    def landing_ring(self, cell):
        def draw(surface, t):
            c = self.view.centre(cell)
            r = int(self.bead_radius * (1 + 0.6 * t))
            pygame.draw.circle(surface, palette.lighten(palette.HIGHLIGHT, 0.3), (int(c[0]), int(c[1])), r,
                               max(1, int(3 * (1 - t)) + 1))
        return draw

    def bead_value_at(self, cell):
        """The number printed on a bead (bead-scores variant), or None."""
        if self.state.options.get("bead_scores", "off") == "off":
            return None
        return self.state.cell_value(cell)

    # -- per-frame drawing -----------------------------------------------------------------------------------------
    def draw_pieces(self, surface):
        lay = self.view
        last = self.state.last_move
        if last is not None:   # the last move, marked in the colour of the seat that made it
            mover = self.match.history[-1].seat if self.match.history else None
            colour = self.seat_info(mover)[1] if mover is not None else palette.TEXT
            s = lay.centre(last.src)
            pygame.draw.circle(surface, colour, (int(s[0]), int(s[1])), int(self.bead_radius * 0.45), 2)
            pygame.draw.polygon(surface, colour, lay.corners(last.dst, 0.9), 3)
        picker = self.picker
        hidden = self.animator.hidden_cells()
        for cell in self.state.beads:
            if cell in hidden or (picker.dragging and cell == picker.picked):
                continue
            self.draw_bead(surface, cell, lay.centre(cell))
        if picker.picked is not None and not self.animator.busy:
            c = lay.centre(picker.picked)
            pygame.draw.circle(surface, palette.HIGHLIGHT, (int(c[0]), int(c[1])), self.bead_radius + 4, 4)
            for dst in picker.targets:
                d = lay.centre(dst)
                glow = palette.HIGHLIGHT if dst == self.hover else palette.GOOD
                if dst not in lay.cell_set:     # a space beyond the edge (jump off the board): drawn as a hex
                    pygame.draw.polygon(surface, glow, lay.corners(dst, 0.85), 3)
                pygame.draw.circle(surface, glow, (int(d[0]), int(d[1])), int(self.bead_radius * 0.5))
                pygame.draw.circle(surface, (255, 255, 255), (int(d[0]), int(d[1])), int(self.bead_radius * 0.5), 2)
            if picker.dragging and picker.drag_pos:
                sprite = self.sprite_for(self.bead_value_at(picker.picked))
                surface.blit(sprite, sprite.get_rect(center=picker.drag_pos))

    def draw_bead(self, surface, cell, centre) -> None:
        """One bead at rest on the board (Trickle Down draws a money bag and its company's badge)."""
        sprite = self.sprite_for(self.bead_value_at(cell))
        surface.blit(sprite, sprite.get_rect(center=(int(centre[0]), int(centre[1]))))
