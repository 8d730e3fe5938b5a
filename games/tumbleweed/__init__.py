"""Tumbleweed on screen (the rules are engine/tumbleweed.py's):

    scene.py       TumbleweedScene: the shared table layer's hooks (Picker targets, buttons, previews, panel
                   extras, table strips, animations of the engine's events), answered with the modules below
    picking.py     what taps and pointers mean on the board: the Picker's targets, the cell a move is tapped on,
                   the cell pointed at
    viewoptions.py the View options (BGA's player preferences), their defaults and what they show at the aid level
    layer.py       StateLayer: the cached state layer (tint, marks, stacks) and the backdrop with it on the board,
                   repainted only where a move changed a cell
    words.py       the status line (window and table), the game-end reminder, the panel's lines, what is said of a
                   choice or a pass; what the engine answers (house rules; refusals, notices, end reasons by their
                   codes) in the player's language
    board.py       the static board, coordinates, the state layer's painting (influence tint, marks, stacks),
                   sight lines
    stacks.py      stack sprites (render_stack, StackSprites)
    previews.py    what is drawn over the board each frame: the move preview, the choice hints, notices
    panel.py       the game's part of the side panel: reminder notice, breakdown lines, the tint's legend
    effects.py     the animations (pop, vanish, lines of sight, ripple) and the events they are made for
    overlays.py    ViewOverlay: the View options as toggles
    rules.en.html  the rules page (rules.<language>.html; words.py puts the house rules in)
"""
from games import lazy_names

# The package's modules, each after those it imports (the warm-up imports them one a piece: ui/kit/warmup.py).
MODULES = ("stacks", "board", "effects", "viewoptions", "layer", "overlays", "previews", "panel", "picking",
           "seating", "setup", "words", "scene")

__getattr__ = lazy_names(__name__, {"TumbleweedScene": "scene"})
__all__ = ["TumbleweedScene"]
