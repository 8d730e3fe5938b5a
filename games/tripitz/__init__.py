"""Tripitz Domino (and "Tripitz Together"): the scene and its parts, one job per module.

scene      TripitzScene: state, input (pick, drag, tap, rack buttons), moves, per-frame drawing glue
layout     where things go: the normal layout and the table layout (racks at every edge, turned)
rack       RackView (a rack's geometry at any angle), its picture, its marks, its buttons, slot keeping
board      the static board, the cavity glows, the bag
panel      the side panel of the normal layout
drawing    per-frame pictures over the board: pids, targets, hint arrow, dragged pid, the toast's place
animation  flights of pids and the decorations of a landing
overlays   the end screens
icons      icons drawn with shapes, and laying them over pygame-gui buttons
pids       the pid sprites (pre-rendered per size)
sound      the quadruple chime
words      texts: rules page (rules.html), praise, reasons, seat names
colours    Tripitz's own colours
"""
from games.tripitz.scene import TripitzScene

__all__ = ["TripitzScene"]
