"""Tripitz Domino (and "Tripitz Together"): the scene and its parts, one job per module.

scene      TripitzScene: the shared BoardScene's hooks, each handing its job to the modules below
turn       TurnChoices: the position's legal moves (asked once), the turn's buttons, the exchange's choice of pids
rackpaint  RackPainter: the racks and the bag on screen (the window's baked into the background, the strips'),
           and what is drawn over them each frame
layout     where the rack and bag go in the shared layouts (a window's board area, a table's seat strips)
band       a compact table (640x480): the mover's rack along its whole end, its buttons in the board's corner
rack       RackView (a rack's slots, upright, mapped to the screen), its picture, its marks, slot keeping
picking    the Picker's answers from the engine: where a pid may go, why not here, a placement's points
board      the static board, the cavity glows, the bag
panel      what the window's side panel adds: the team score, every rack in miniature
drawing    per-frame pictures over the board: pids, targets, hint arrow, dragged pid; a strip's status line
animation  flights of pids and the decorations of a landing
overlays   the end screens, and which one a game ends on
icons      icons drawn with shapes, and laying them over pygame-gui buttons
pids       the pid sprites (pre-rendered per size)
words      texts, looked up in assets/lang/tripitz.<language>.json: rules pages, praise, reasons, hints, seat names
colours    Tripitz's own colours
"""
from games import lazy_names

# The package's modules, each after those it imports (the warm-up imports them one a piece: ui/kit/warmup.py).
MODULES = ("colours", "words", "pids", "animation", "rack", "layout", "band", "board", "drawing", "overlays",
           "panel", "picking", "rackpaint", "teamscore", "turn", "scene")

__getattr__ = lazy_names(__name__, {"TripitzScene": "scene"})
__all__ = ["TripitzScene"]
