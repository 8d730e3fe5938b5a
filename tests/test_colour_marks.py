"""The colour-blind marks (Settings -> Colour-blind marks) reach Tumbleweed, whose red and white differ by colour:
red stones carry studs and red ground carries dots, and neither is drawn with the marks off. (Tripitz's letters:
tests/test_tripitz_ui.py; Trickle's edges and IceSickle's trays carry their seats' shapes always.)"""
import pygame

from games.tumbleweed import board
from games.tumbleweed.stacks import StackSprites, render_stack
from ui.storage import prefs


def differing_pixels(a: pygame.Surface, b: pygame.Surface) -> int:
    return sum(a.get_at((x, y)) != b.get_at((x, y)) for x in range(a.get_width()) for y in range(a.get_height()))


def test_red_stones_are_studded_only_with_the_marks_on():
    pygame.init()
    prefs.remember_marks(False)
    plain_red, plain_white = render_stack("red", 2, 40), render_stack("white", 2, 40)
    prefs.remember_marks(True)
    assert differing_pixels(plain_red, render_stack("red", 2, 40)) > 20
    assert differing_pixels(plain_white, render_stack("white", 2, 40)) == 0


def test_the_sprite_cache_follows_the_setting():
    pygame.init()
    sprites = StackSprites()
    prefs.remember_marks(False)
    off = sprites.get("red", 1, 40)
    prefs.remember_marks(True)
    assert sprites.get("red", 1, 40) is not off


def test_red_ground_is_dotted_only_with_the_marks_on():
    pygame.init()

    class Lay:
        size = 30

        @staticmethod
        def centre(cell):
            return (40, 40)

    hexes = {(0, 0): [(40 + 28 * dx, 40 + 28 * dy) for dx, dy in ((1, 0), (0.5, 0.87), (-0.5, 0.87), (-1, 0),
                                                                     (-0.5, -0.87), (0.5, -0.87))]}
    tile = board.contested_tile(30)

    def painted(kind: str, marks: bool) -> pygame.Surface:
        prefs.remember_marks(marks)
        surf = pygame.Surface((80, 80))
        board.paint_tint(surf, Lay, {(0, 0): kind}, (0, 0), hexes, tile)
        return surf

    assert differing_pixels(painted("red", False), painted("red", True)) > 10
    assert differing_pixels(painted("white", False), painted("white", True)) == 0
