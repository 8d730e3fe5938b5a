"""Where Tumbleweed's two players sit at a table: along the long sides, as everywhere else, unless the board would
then be too small for fingers (a cell under 48 px across at 1920x1080: the sides 10 and 11 between the strips of a
landscape table), then at the short ends, where the board has the table's whole height (issue 30). The strips are
deeper than other games' (14 % of the short side), so that what to do is said in larger words."""
from __future__ import annotations

import math

from ui.base.seats import table_places
from ui.board.hexview import HexLayout
from ui.kit.layouts import board_first_depth, table_layout

FINGER = 48 / 1080                        # a cell's width across its flats, per px of the screen's short side
ENDS = [("left", 0, 1), ("right", 0, 1)]  # face to face across the board's width


def strip_depth(size) -> int:
    """Room for two lines of large words under the name (14 % of the short side; other games' strips are 11 %),
    and one line of them even in a small window (76 px); at a compact table (640x480) what the board leaves."""
    return board_first_depth(size, max(int(min(size) * 0.14), 76))


def cell_width(cells, size, places, depth: int, padding: float) -> float:
    """How wide (across its flats) a cell of the board is between the strips of these places."""
    return HexLayout(cells, table_layout(size, places, depth).board, padding).size * math.sqrt(3)


def at_the_ends(cells, players: int, size, padding: float) -> bool:
    """Do the two players sit at the short ends of this landscape table (the board too small between the long
    sides)?"""
    if players != 2 or size[0] <= size[1]:
        return False
    along = table_places(players, True)
    return cell_width(cells, size, along, strip_depth(size), padding) < FINGER * min(size)


def places(cells, players: int, size, padding: float):
    """The table places for ChromeParts.table_places: the ends, or None (the shared places)."""
    return ENDS if at_the_ends(cells, players, size, padding) else None
