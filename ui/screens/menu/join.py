"""Seats claimed by touch (issue 26): at a table, Play opens the empty table with a glowing spot at every place a
player may sit (the places the game uses for its largest player count, ui/play/chrome_table.seat_places), each
saying "Tap to join" toward its edge. A tap claims a place (it shows the seat's colour and name, facing it) and a
second tap leaves it. Once enough have joined, a Start button stands in every joined place: any of them starts the
game with that many players sitting where they joined, in the table's clockwise turn order.

Computer seats: the title screen's computer seats play too, on the first free places (clockwise), while places
are free; a person may take a computer's place, and the computer moves on. The corners: Back (to the title screen)
and Start as chosen (the title screen's own seats and places, as Play started before). Everything is painted and
turned to face its edge (SeatArea.turn / to_local, as the game's strips), since pygame-gui cannot turn.
The painting is in joinpaint.py.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui.base.seats import HUMAN, clockwise, default_seats, seat_name
from ui.board.hexview import CachedSurface
from ui.kit.layouts import strip_depth, table_layout
from ui.kit.scene import Scene
from ui.kit.spread import DrawnNextFrame
from ui.play.chrome_table import seat_places
from ui.screens.menu import joinpaint

CORNERS = {"tl": "back", "br": "back", "tr": "as_chosen", "bl": "as_chosen"}   # every side reaches both


@dataclass(frozen=True)
class Seating:
    """Who sits where if the game started now: spot indices in turn order, and who plays each (human or a level)."""
    spots: tuple
    controllers: tuple

    @property
    def players(self) -> int:
        return len(self.spots)


def seating(order, joined, computers, counts) -> Seating:
    """The game these claims start, its turns clockwise (`order`: every spot, clockwise round the table): the joined
    spots are people; the title screen's computer levels take the first free spots while there are some (fewer,
    when the game does not take that many players: `counts`)."""
    joined = [i for i in order if i in joined]
    free = [i for i in order if i not in joined]
    levels = list(computers)[:len(free)]
    taken = dict.fromkeys(joined, HUMAN)
    taken.update(zip(free, levels))
    while taken and len(taken) not in counts and levels:   # too many with the computers: fewer computers
        levels.pop()
        taken = dict.fromkeys(joined, HUMAN)
        taken.update(zip(free, levels))
    seats = [i for i in order if i in taken]
    return Seating(tuple(seats), tuple(taken[i] for i in seats))


class JoinScene(DrawnNextFrame, Scene):     # (laid out in the tap's frame, painted in the next: issue 28)
    """The empty table waiting for its players, with the title screen's choices: every option value, who plays each
    seat (`controllers`: its computer seats join) and the seed; `as_chosen` starts the game as the title screen
    would without this screen."""
    is_title_screen = True    # left alone, it shows the attract mode as the title screen does (a touch: back here)

    def __init__(self, spec, options: dict, controllers: list, seed, as_chosen):
        super().__init__()
        self.spec, self.options, self.seed, self.as_chosen = spec, dict(options), seed, as_chosen
        self.computers = [c for c in controllers if c != HUMAN]     # the title screen's computer seats, in order
        self.joined: set[int] = set()
        self.time = 0.0
        self.most = max(spec.players)
        self.sample = {}      # player count -> a scene of that many (its seats' names and colours), made when asked
        self.starts = {}      # player count -> does the game start with it (the engine asked once)
        self.still = CachedSurface(lambda surface: joinpaint.paint_still(self, surface), alpha=False)

    # -- geometry ----------------------------------------------------------------------------------------------
    def layout(self, size) -> None:
        """The spots: where the game seats its largest count (that starts with the options chosen) at a table of
        this size, as its strips would lie."""
        self.most = next((n for n in sorted(self.spec.players, reverse=True) if self.playable(n)), self.most)
        options = self.options_for(self.most) if self.playable(self.most) else self.spec.default_options()
        biggest = self.spec.make_scene(self.most, 0, options, table=True)
        self.places = seat_places(biggest, size)
        self.order = clockwise(self.places, size[0] >= size[1])
        self.joined = {i for i in self.joined if i < len(self.places)}
        self.lay = table_layout(size, self.places, strip_depth(size, max(90, int(min(size) * 0.14))))

    @property
    def spots(self) -> dict:
        """spot index -> SeatArea (rect on screen, turned toward its edge)."""
        return self.lay.seats

    def options_for(self, players: int) -> dict:
        """The title screen's option values that apply to this many players (the others' defaults)."""
        return {o.key: self.options.get(o.key, o.default) for o in self.spec.options if o.applies_to(players)}

    def playable(self, players: int) -> bool:
        """Does the game start with this many players and the options chosen?"""
        if players not in self.spec.players:
            return False
        if players not in self.starts:
            try:
                self.spec.new_game(players, 0, self.options_for(players))
                self.starts[players] = True
            except ValueError:      # (an OptionError too: a combination the engine refuses for this count)
                self.starts[players] = False
        return self.starts[players]

    def now(self) -> Seating:
        return seating(self.order, self.joined, self.computers, self.spec.players)

    def can_start(self) -> bool:
        return bool(self.joined) and self.playable(self.now().players)

    def seat_look(self, spot: int):
        """(name, colour, mark, controller) of the seat at this spot in the game these claims start, or None."""
        now = self.now()
        if spot not in now.spots:
            return None
        seat = now.spots.index(spot)
        controller = now.controllers[seat]
        if self.playable(now.players):
            if now.players not in self.sample:
                self.sample[now.players] = self.spec.make_scene(now.players, 0, self.options_for(now.players),
                                                                table=True)
            name, colour, mark = self.sample[now.players].seat_info(seat)
        else:
            s = default_seats(now.players)[seat]
            name, colour, mark = seat_name(s.name), s.colour, s.mark
        return name, colour, mark, controller

    def start_button(self, spot: int):
        """The Start button's rect in a joined spot's upright coordinates, or None."""
        if spot not in self.joined or not self.can_start():
            return None
        return joinpaint.start_rect(self.spots[spot].local_size)

    # -- input -------------------------------------------------------------------------------------------------
    def pointer(self, event) -> None:
        if event.kind != "tap":
            return
        for corner, rect in self.lay.corners.items():
            if rect.collidepoint(event.pos):
                (self.back if CORNERS[corner] == "back" else self.start_as_chosen)()
                return
        for spot, area in self.spots.items():
            if area.rect.collidepoint(event.pos):
                self.tap_spot(spot, area.to_local(event.pos))
                return

    def tap_spot(self, spot: int, local=None) -> None:
        """A tap on a spot: Start (where it shows), else join or leave."""
        button = self.start_button(spot)
        if button is not None and local is not None and button.collidepoint(local):
            self.start()
            return
        self.joined ^= {spot}
        self.app.invalidate()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.start() if self.can_start() else self.start_as_chosen()
                return True
        return False

    def back(self) -> None:
        self.app.pop()

    def start_as_chosen(self) -> None:
        self.app.pop()
        self.as_chosen()

    def start(self) -> None:
        """The game with the joined players where they sit (and the computers on the free places)."""
        if not self.can_start():
            return
        now = self.now()
        game = self.spec.make_scene(now.players, self.seed, self.options_for(now.players), table=True,
                                    controllers=list(now.controllers), places=[self.places[i] for i in now.spots])
        self.app.pop()
        self.app.push(game)

    # -- drawing -----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt

    def pulsing(self) -> bool:
        return True       # the free spots glow, calling for a tap

    def hold_frame(self) -> bool:
        """Laid out in one frame, its still part painted in the next (when someone joins too), drawn in the one
        after: all in one frame took 19-24 ms."""
        if super().hold_frame():
            return True
        key = joinpaint.still_key(self)
        if self.app is not None and not self.still.has(self.app.size, key):
            self.still.get(self.app.size, key)
            return True
        return False

    def draw(self, surface) -> None:
        joinpaint.paint(self, surface)
