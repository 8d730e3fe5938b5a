"""Colours shared by every scene. Seat colours follow the Okabe-Ito colour-blind-safe palette, and every seat
also has a mark (shape) so no information rests on colour alone."""

BACKGROUND = (23, 18, 38)
PANEL = (36, 28, 58)
PANEL_EDGE = (107, 90, 145)
TEXT = (244, 240, 255)
MUTED = (190, 180, 220)
ACCENT = (242, 177, 52)
HIGHLIGHT = (255, 230, 120)
DANGER = (255, 140, 120)
GOOD = (130, 230, 160)

# Okabe-Ito: orange, sky blue, bluish green, vermillion, reddish purple, yellow (then blue).
SEAT_COLOURS = [(230, 159, 0), (86, 180, 233), (0, 158, 115), (213, 94, 0), (204, 121, 167), (240, 228, 66)]
SEAT_NAMES = ["Orange", "Blue", "Green", "Red", "Pink", "Yellow"]
SEAT_MARKS = ["circle", "triangle", "square", "diamond", "star", "hexagon"]


def lighten(colour, amount: float = 0.35):
    return tuple(int(c + (255 - c) * amount) for c in colour[:3])


def darken(colour, amount: float = 0.35):
    return tuple(int(c * (1 - amount)) for c in colour[:3])
