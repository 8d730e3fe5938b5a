"""Tripitz's own colours: the wooden board and racks, and the glows laid over them."""

PLATE = (92, 64, 44)             # the wooden board
CELL = (122, 88, 60)
CELL_EDGE = (78, 54, 36)
BORDER_CELL = (168, 120, 56)     # the outer row: double score
BORDER_EDGE = (226, 182, 92)
START_CELL = (150, 118, 86)
HOLE = (52, 34, 24)
RACK_WOOD = (84, 58, 40)
GLOW = (120, 240, 150)           # a cavity where the held pid fits
HINT = (255, 226, 90)            # the "Help me" placement, and a button that calls for a tap
MARKED = (255, 140, 120)         # pids chosen for an exchange
