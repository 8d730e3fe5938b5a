"""Who sits where: a Seat is a player's name, colour, mark, controller and the screen edge they face.

Seats are not colours (a Tumbleweed swap or a Trickle team changes who owns what, not who sits where) and not
screen positions: the layout reads `facing` to put a seat's name, score, controls and rack along its edge,
turned toward that player.
"""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, replace

from engine.core import LEVELS
from ui.base import palette
from ui.base.lang import t

HUMAN = "human"
CONTROLLERS = (HUMAN,) + tuple(LEVELS)    # who may play a seat: a person, or the computer at a level

# pygame.transform.rotate angle (counter-clockwise degrees) that turns upright text to face a player at this edge.
EDGE_ANGLES = {"bottom": 0, "right": 90, "top": 180, "left": 270}

# Where 2-6 players sit around a table: (edge, place along that edge, seats on that edge), in turn order going
# clockwise from the bottom, so the next player is always the neighbour on the left.
TABLE_PLACES_LANDSCAPE = {
    1: [("bottom", 0, 1)],
    2: [("bottom", 0, 1), ("top", 0, 1)],
    3: [("bottom", 0, 1), ("top", 0, 2), ("top", 1, 2)],
    4: [("bottom", 0, 1), ("left", 0, 1), ("top", 0, 1), ("right", 0, 1)],
    5: [("bottom", 0, 1), ("left", 0, 1), ("top", 0, 2), ("top", 1, 2), ("right", 0, 1)],
    6: [("bottom", 1, 2), ("bottom", 0, 2), ("left", 0, 1), ("top", 0, 2), ("top", 1, 2), ("right", 0, 1)],
}
TABLE_PLACES_PORTRAIT = {
    1: [("bottom", 0, 1)],
    2: [("bottom", 0, 1), ("top", 0, 1)],
    3: [("bottom", 0, 1), ("left", 0, 1), ("right", 0, 1)],
    4: [("bottom", 0, 1), ("left", 0, 1), ("top", 0, 1), ("right", 0, 1)],
    5: [("bottom", 0, 1), ("left", 1, 2), ("left", 0, 2), ("right", 0, 2), ("right", 1, 2)],
    6: [("bottom", 0, 1), ("left", 1, 2), ("left", 0, 2), ("top", 0, 1), ("right", 0, 2), ("right", 1, 2)],
}

# A small table (ui.kit.layouts.compact: a short side under 600 px) seats everyone at its two short ends, so the
# board keeps the whole short side (its cells 40 px or more at 640x480): landscape, up the left edge then down the
# right (clockwise, as above); a portrait table turns the same places to its bottom and top edges.
ENDS_EDGES = {True: ("left", "right"), False: ("bottom", "top")}


def ends_places(players: int, landscape: bool) -> list[tuple[str, int, int]]:
    """Where 1-6 players sit at a small table's two short ends, clockwise: half (rounded down) on the first end,
    going toward the second, the rest on it."""
    first, second = ENDS_EDGES[landscape]
    k1 = players // 2
    k2 = players - k1
    return [(first, i, k1) for i in reversed(range(k1))] + [(second, i, k2) for i in range(k2)]


@dataclass(frozen=True)
class Seat:
    name: str
    colour: tuple
    mark: str
    controller: str = HUMAN     # "human", or the computer level that plays this seat (engine.ai.LEVELS)
    facing: str = "bottom"      # the screen edge its player sits at

    @property
    def is_human(self) -> bool:
        return self.controller == HUMAN

    @property
    def angle(self) -> int:
        return EDGE_ANGLES[self.facing]

    def to_dict(self) -> dict:
        return {"name": self.name, "colour": list(self.colour), "mark": self.mark,
                "controller": self.controller, "facing": self.facing}

    @classmethod
    def from_dict(cls, data: dict) -> "Seat":
        facing = data.get("facing", "bottom")
        if facing not in EDGE_ANGLES:
            raise ValueError(f"a seat faces an unknown edge {facing!r}")
        return cls(str(data["name"]), tuple(int(v) for v in data["colour"][:3]), str(data["mark"]),
                   str(data.get("controller", HUMAN)), facing)


def default_seats(players: int, controllers=None) -> list[Seat]:
    """Seat i gets the i-th colour, mark and name of the palette, facing the bottom edge; everyone human unless
    `controllers` says who plays each seat."""
    controllers = list(controllers or [])
    controllers += [HUMAN] * (players - len(controllers))
    return [Seat(palette.SEAT_NAMES[i], palette.SEAT_COLOURS[i], palette.SEAT_MARKS[i], controllers[i])
            for i in range(players)]


def numbered_name(seat: int) -> str:
    """The name of a seat called by its number (Tripitz's seats), in English as saves and records keep it."""
    return f"Player {seat + 1}"


def team_name(name: str, team: int) -> str:
    """A seat's name with its team's letter (Trickle's four players: "Orange (A)"), in English."""
    return f"{name} ({'AB'[team]})"


def _given_names() -> dict:
    """Every name Hexcade gives a seat, as saves and records keep it -> the key (play.seat.*) and values of its
    words: the palette's colours, each with a team letter, "Player 1" to "Player 9" and "You" (a solo game)."""
    given = {"You": ("play.seat.you", {})}
    for seat in range(9):
        given[numbered_name(seat)] = ("play.seat.player", {"n": str(seat + 1)})
    for colour in palette.SEAT_NAMES:
        given[colour] = (f"play.seat.{colour.lower()}", {})
        for team in (0, 1):
            given[team_name(colour, team)] = ("play.seat.in_team", {"name": colour, "team": "AB"[team]})
    return given


GIVEN_NAMES = _given_names()


def seat_name(name: str) -> str:
    """A seat's name as shown, in the player's language. A Seat keeps its English name (saves and game records are
    not translated): a name Hexcade gives seats (GIVEN_NAMES) is said by its key; a name of any other kind is
    shown as it is."""
    given = GIVEN_NAMES.get(name)
    if given is None:
        return name
    key, values = given
    if "name" in values:     # a colour with a team letter: the colour in words too
        values = dict(values, name=seat_name(values["name"]))
    return t(key, **values)


def level_name(controller: str) -> str:
    """Who plays a seat, in the player's language: "person", or the computer's level ("easy" ... "expert")."""
    return t(f"play.level.{controller}") if controller in CONTROLLERS else controller


def table_places(players: int, landscape: bool, directions=None, ends: bool = False) -> list[tuple[str, int, int]]:
    """Where each seat sits round the table (`ends`: a small table's two short ends). `directions` (screen degrees,
    0 = right, 90 = down), one per seat, says where a seat's own part of the board lies (Trickle's six edges):
    then each player sits in front of their own part. Otherwise (None anywhere) turns go clockwise round the
    table."""
    if ends and players > 1:
        places = ends_places(players, landscape)
    else:
        places = (TABLE_PLACES_LANDSCAPE if landscape else TABLE_PLACES_PORTRAIT)[players]
    if directions is None or any(d is None for d in directions):
        return places
    w, h = (16, 9) if landscape else (9, 16)

    def angle(place):
        edge, i, k = place
        f = (i + 0.5) / k
        x, y = {"bottom": (f * w, h), "top": (f * w, 0), "left": (0, f * h), "right": (w, f * h)}[edge]
        return math.degrees(math.atan2(y - h / 2, x - w / 2))

    def gap(a, b):
        return abs((a - b + 180) % 360 - 180)

    angles = [angle(p) for p in places]
    best = min(itertools.permutations(range(players)),
               key=lambda order: sum(gap(angles[order[s]], directions[s]) for s in range(players)))
    return [places[best[s]] for s in range(players)]


def clockwise(places, landscape: bool) -> list[int]:
    """The indices of `places` in turn order: clockwise round the table (seen from above), from the bottom edge's
    right end on (as the place tables go: bottom, left, top, right)."""
    w, h = (16, 9) if landscape else (9, 16)

    def turn(i):
        edge, j, k = places[i]
        f = (j + 0.5) / k
        x, y = {"bottom": (f * w, h), "top": (f * w, 0), "left": (0, f * h), "right": (w, f * h)}[edge]
        return (math.degrees(math.atan2(y - h / 2, x - w / 2)) - start) % 360   # (screen y down: clockwise grows)
    start = math.degrees(math.atan2(h / 2, w / 2))     # the bottom right corner
    return sorted(range(len(places)), key=turn)


def seated_for(seats: list[Seat], places=None) -> list[Seat]:
    """The same seats facing where they sit: round the table at `places`, or all at the bottom (a window)."""
    if places is None:
        return [replace(s, facing="bottom") for s in seats]
    return [replace(s, facing=edge) for s, (edge, _, _) in zip(seats, places)]
