"""The Trickle screen: a radius-5 hex board whose edges belong to the players, and 19 shared glass beads.

Tap a bead and its legal destinations light up; tap one and the bead slides (or arcs over the bead it jumps).
A bead that cannot move says why. The side panel shows whose turn it is and the live scores; the last move is
marked on the board. Trickle Down (games/trickle_down.py) reuses this screen with its own look.
"""
from __future__ import annotations


import pygame

from engine import hexgrid
from ui import palette, text
from ui.anim import Effect, PieceFlight, scaled
from ui.boardscene import BoardScene
from ui.hexview import HexLayout, draw_hex
from ui.marks import draw_mark

BOARD_RADIUS = 5
CELL_FILL = (58, 50, 86)
CELL_EDGE = (88, 78, 122)
CORNER_FILL = (139, 78, 52)        # the prototype's reddish-brown neutral corners
STEP_SECONDS = 0.28
JUMP_SECONDS = 0.42

TEAM_NAMES = ("Team A", "Team B")


def bead_sprite(radius: int, tint=(222, 226, 238), value: int | None = None) -> pygame.Surface:
    """A glass bead seen from above: a tinted disc with a soft shadow, a darker rim and a bright highlight."""
    size = radius * 2 + 8
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surf, (0, 0, 0, 70), (c + 2, c + 3), radius)
    for i in range(radius, 0, -1):
        t = i / radius
        col = tuple(int(v * (0.55 + 0.45 * (1 - t)) + 40 * (1 - t)) for v in tint)
        col = tuple(min(255, x) for x in col)
        pygame.draw.circle(surf, (*col, 255), (c - int((1 - t) * radius * 0.25), c - int((1 - t) * radius * 0.25)), i)
    pygame.draw.circle(surf, (*palette.darken(tint, 0.5), 255), (c, c), radius, max(1, radius // 10))
    hl = max(2, radius // 3)
    pygame.draw.ellipse(surf, (255, 255, 255, 200), (c - radius * 0.55, c - radius * 0.62, hl * 1.6, hl))
    if value is not None:
        img = text.render(str(value), int(radius * 1.05), (20, 20, 40), True)
        surf.blit(img, img.get_rect(center=(c, c + 1)))
    return surf


class TrickleScene(BoardScene):
    NOUN = "bead"    # what the player moves, in messages (Trickle Down: "bag")
    RULES_HTML = (
        "<b>Goal.</b> Get more beads onto the edges you own than anyone else.<br><br>"
        "<b>The board.</b> Each player owns some of the six edges (two players: every other edge; three: two "
        "opposite edges each; six: one edge each; four: two teams of two on the two-player colouring). "
        "The six reddish-brown corners belong to nobody.<br><br>"
        "<b>Your turn.</b> Move exactly one bead. Beads belong to everyone, so you may move any of them. "
        "A bead <b>steps</b> to a free neighbouring space, or <b>jumps</b> over one neighbouring bead to the free "
        "space straight behind it (nothing is captured).<br><br>"
        "<b>Never inward.</b> A bead may move around its ring or outward, never toward the centre. "
        "A bead that reaches the outer ring stays there for good.<br><br>"
        "<b>No straight back.</b> You may not move the bead the last player moved straight back to where it came "
        "from. One turn later it is allowed again.<br><br>"
        "<b>Stuck?</b> If you cannot move at all you pass. If no bead on the board can move, the game ends.<br><br>"
        "<b>The end.</b> When every bead is on the outer ring the game ends: each player scores the beads on their "
        "own edges (corners count for nobody). Equal scores share the win. To keep games from going round in "
        "circles forever, a game also ends after the same position comes back three times, or after 150 moves in a "
        "row in which no bead reaches the edge.<br><br>"
        "<b>Variants</b> (choose them on the title screen): <i>Move from corner</i>: corner beads may still move. "
        "<i>Move along my edge</i>: beads on your own edges may move along them. <i>Checkers chaining</i>: after a "
        "jump the same bead may jump again (tap Stop to end your turn). <i>Beads have scores</i>: nine 1s, six 2s, "
        "three 3s and one 5. <i>Goals have scores</i>: the middle or the end spaces of each edge count 3, the "
        "others 1.<br><br>"
        "<b>How to play here.</b> Tap a bead: where it may go lights up. Tap a lit space to move there, or drag the "
        "bead. Tap anywhere else to choose again."
    )

    def __init__(self, spec, players, seed=None, options=None, state=None):
        self.selected = None
        self.targets: dict = {}      # destination cell -> move, for the selected bead
        self.dragging = False
        self.drag_pos = None
        self.hover = None
        self.bead_sprites: dict = {}
        super().__init__(spec, players, seed, options, state)

    # -- seats and scores --------------------------------------------------------------------------------------
    def seat_info(self, seat):
        name, colour, mark = super().seat_info(seat)
        if self.players == 4:
            return (f"{name} ({TEAM_NAMES[seat % 2][-1]})", colour, mark)
        return name, colour, mark

    def side_colour(self, side: int):
        """Colour of an edge: its owner's colour (team colours are the team's first seat)."""
        seat = self.side_owner(side)
        return palette.SEAT_COLOURS[seat] if seat is not None else CORNER_FILL

    def side_owner(self, side: int):
        for seat in range(min(self.players, 2) if self.players == 4 else self.players):
            if side in self.state.sides_of_seat(seat):
                return seat
        return None

    def status_text(self) -> str:
        if self.state.is_over:
            return "Game over"
        name = self.seat_info(self.state.current_player)[0]
        if self.chain_bead() is not None:
            return f"{name}: jump again or Stop"
        return f"{name}, move a {self.NOUN}"

    def next_game_options(self) -> dict:
        """'Just one more round': the start player moves on one seat each game (RULES.md §1 setup)."""
        if self.state.edition == "down":
            return self.options  # Trickle Down draws its first player at random
        return dict(self.options, first_player=(self.state.first_player + 1) % self.players)

    def result_headline(self, outcome) -> str:
        if outcome.teams and len(outcome.winners) < self.players:
            team = outcome.winners[0] % 2
            return f"{TEAM_NAMES[team]} wins!"
        return super().result_headline(outcome)

    # -- chaining variant ---------------------------------------------------------------------------------------
    def chain_bead(self):
        """The bead that must keep jumping (or stop) in the chaining variant, else None."""
        return self.state.chain_bead

    def game_buttons(self):
        if self.state.options.get("chaining"):
            return [("Stop jumping", self.stop_chain)]
        return []

    def refresh_buttons(self):
        b = getattr(self, "extra_buttons", {}).get("Stop jumping")
        if b is not None:
            (b.enable() if self.chain_bead() is not None else b.disable())
        if self.chain_bead() is not None and not self.state.is_over:
            self.select(self.chain_bead())

    def stop_chain(self):
        for move in self.state.legal_moves():
            if getattr(move, "is_stop", False):
                self.play(move)
                return

    # -- layout and the static board ------------------------------------------------------------------------------
    def layout_board(self, rect):
        self.view = HexLayout(hexgrid.hexhex(BOARD_RADIUS), rect, padding=0.9)
        r = max(6, int(self.view.size * 0.62))
        self.bead_radius = r
        self.bead_sprites = {}

    def sprite_for(self, value):
        key = value
        if key not in self.bead_sprites:
            self.bead_sprites[key] = bead_sprite(self.bead_radius, value=value)
        return self.bead_sprites[key]

    def paint_plate(self, surface):
        """A soft plate under the board, a little larger than the outer ring."""
        lay = self.view
        plate = [lay.centre(c) for c in hexgrid.ring(BOARD_RADIUS)]
        cx, cy = lay.centre((0, 0))
        grown = [(cx + (x - cx) * 1.12, cy + (y - cy) * 1.12) for x, y in plate]
        pygame.draw.polygon(surface, (34, 27, 52), grown)
        pygame.draw.aalines(surface, (70, 60, 100), True, grown)

    def paint_board(self, surface):
        lay = self.view
        self.paint_plate(surface)
        cx, cy = lay.centre((0, 0))
        for cell in lay.cells:
            side = self.state.side_of(cell)
            if self.is_corner(cell):
                fill, edge = CORNER_FILL, palette.darken(CORNER_FILL, 0.3)
            elif side is not None:
                colour = self.side_colour(side)
                fill, edge = palette.darken(colour, 0.25), palette.lighten(colour, 0.3)
            else:
                ring = hexgrid.ring_of(cell)
                fill = tuple(v + 4 * (BOARD_RADIUS - ring) for v in CELL_FILL)
                edge = CELL_EDGE
            draw_hex(surface, lay, cell, fill, edge, scale=0.95)
            goal = self.state.goal_value(cell)
            if side is not None and goal and self.state.options.get("goal_scores", "off") != "off":
                text.blit_centred(surface, str(goal), int(lay.size * 0.55), lay.centre(cell),
                                  palette.lighten(self.side_colour(side), 0.6), bold=True)
        # Each side's mark and owner name just outside the board, so ownership never rests on colour alone.
        for side in range(6):
            cells = [c for c in hexgrid.ring(BOARD_RADIUS) if self.state.side_of(c) == side]
            mx = sum(lay.centre(c)[0] for c in cells) / len(cells)
            my = sum(lay.centre(c)[1] for c in cells) / len(cells)
            ox, oy = mx + (mx - cx) * 0.16, my + (my - cy) * 0.16
            owner = self.side_owner(side)
            if owner is None:
                continue
            name, colour, mark = self.seat_info(owner)
            draw_mark(surface, palette.SEAT_MARKS[owner], (ox, oy), lay.size * 0.32, colour, (255, 255, 255))

    def is_corner(self, cell) -> bool:
        return hexgrid.ring_of(cell) == BOARD_RADIUS and self.state.side_of(cell) is None

    # -- input ----------------------------------------------------------------------------------------------------
    def clear_selection(self):
        self.selected = None
        self.targets = {}
        self.dragging = False
        self.drag_pos = None

    def select(self, cell) -> bool:
        moves = self.state.moves_from(cell)
        if not moves:
            self.clear_selection()
            reason = self.state.why_immobile(cell)
            if reason:
                self.say(reason)
            return False
        self.selected = cell
        self.targets = {m.dst: m for m in moves}
        return True

    def on_pointer(self, event):
        if event.kind == "move":
            self.hover = self.view.cell_at(event.pos)
            if self.dragging:
                self.drag_pos = event.pos
            return
        cell = self.view.cell_at(event.pos)
        chain = self.chain_bead()
        if event.kind == "tap":
            if cell in self.targets:
                self.play(self.targets[cell])
            elif chain is not None:
                self.select(chain)
                if cell != chain:
                    self.say(f"Jump again with this {self.NOUN}, or tap Stop jumping.")
            elif cell is not None and cell != self.selected and cell in self.state_beads():
                self.select(cell)
            else:
                self.explain_forbidden(cell)
                self.clear_selection()
        elif event.kind == "drag_start":
            start = self.view.cell_at(event.start)
            if start in self.state_beads() and (chain is None or start == chain) and self.select(start):
                self.dragging = True
                self.drag_pos = event.pos
        elif event.kind == "drop" and self.dragging:
            self.dragging = False
            self.drag_pos = None
            if cell in self.targets:
                self.play(self.targets[cell])
            elif cell != self.selected:
                self.say(f"A {self.NOUN} can only go to a lit space.")

    def explain_forbidden(self, cell) -> None:
        """A tap on the space the selected bead just came from: say why it may not go straight back."""
        banned = self.state.forbidden_move
        if banned is not None and self.selected == banned.src and cell == banned.dst:
            self.say(f"No straight back: the last move brought this {self.NOUN} here. Next turn it may go back.")

    def state_beads(self) -> dict:
        return self.state.beads

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
            flight = PieceFlight(points=[path[0], path[-1]], duration=JUMP_SECONDS if jump else STEP_SECONDS,
                                 draw_piece=self._flying_bead(self.moving_sprite(ev)),
                                 arc=self.view.size * 1.3 if jump else 0, delay=delay, hide=(ev.dst,))
            self.animator.add(flight)
            delay += flight.duration
            if ev.dst in self.state_beads():  # (a Trickle Down bag on a corner leaves instead)
                self.animator.add(Effect(0.35, self._landing_ring(ev.dst), delay=delay))
        elif ev.kind == "pass" and ev.player is not None:
            self.say(f"{self.seat_info(ev.player)[0]} cannot move and passes.")
        return delay

    def moving_sprite(self, ev):
        return self.sprite_for(self.bead_value_at(ev.dst))

    def _flying_bead(self, sprite):
        def draw(surface, pos, lift):
            img = scaled(sprite, 1 + lift / (self.view.size * 6))  # a jumping bead rises toward the viewer
            surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))
        return draw

    def _landing_ring(self, cell):
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
        if last is not None:
            src, dst = last.src, last.dst
            s = lay.centre(src)
            pygame.draw.circle(surface, palette.ACCENT, (int(s[0]), int(s[1])), int(self.bead_radius * 0.45), 2)
            pygame.draw.polygon(surface, palette.ACCENT, lay.corners(dst, 0.9), 3)
        hidden = self.animator.hidden_cells()
        for cell in self.state_beads():
            if cell in hidden or (self.dragging and cell == self.selected):
                continue
            self.draw_bead(surface, cell, lay.centre(cell))
        if self.selected is not None and not self.animator.busy:
            c = lay.centre(self.selected)
            pygame.draw.circle(surface, palette.HIGHLIGHT, (int(c[0]), int(c[1])), self.bead_radius + 4, 4)
            for dst in self.targets:
                d = lay.centre(dst)
                glow = palette.HIGHLIGHT if dst == self.hover else palette.GOOD
                pygame.draw.circle(surface, glow, (int(d[0]), int(d[1])), int(self.bead_radius * 0.5))
                pygame.draw.circle(surface, (255, 255, 255), (int(d[0]), int(d[1])), int(self.bead_radius * 0.5), 2)
            if self.dragging and self.drag_pos:
                sprite = self.sprite_for(self.bead_value_at(self.selected))
                surface.blit(sprite, sprite.get_rect(center=self.drag_pos))

    def draw_bead(self, surface, cell, centre) -> None:
        """One bead at rest on the board (Trickle Down draws a money bag and its company's badge)."""
        sprite = self.sprite_for(self.bead_value_at(cell))
        surface.blit(sprite, sprite.get_rect(center=(int(centre[0]), int(centre[1]))))
