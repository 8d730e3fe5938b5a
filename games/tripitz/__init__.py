"""Tripitz Domino (and "Tripitz Together"): the scene and its parts, one job per module.

scene      TripitzScene: the shared BoardScene's hooks (Picker answers, buttons, words, drawing glue)
layout     where the rack and bag go in the shared layouts (a window's board area, a table's seat strips)
rack       RackView (a rack's slots, upright, mapped to the screen), its picture, its marks, slot keeping
picking    the Picker's answers from the engine: where a pid may go, why not here
board      the static board, the cavity glows, the bag
panel      what the window's side panel adds: the team score, every rack in miniature
drawing    per-frame pictures over the board: pids, targets, hint arrow, dragged pid; a strip's status line
animation  flights of pids and the decorations of a landing
overlays   the end screens
icons      icons drawn with shapes, and laying them over pygame-gui buttons
pids       the pid sprites (pre-rendered per size)
words      texts, looked up in assets/lang/tripitz.<language>.json: rules pages, praise, reasons, seat names
colours    Tripitz's own colours
"""
from games.tripitz.scene import TripitzScene

__all__ = ["TripitzScene"]
