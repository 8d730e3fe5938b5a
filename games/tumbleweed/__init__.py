"""Tumbleweed on screen (the rules are engine/tumbleweed.py's):

    scene.py     TumbleweedScene: the shared table layer's hooks (Picker targets, buttons, previews, panel
                 extras, table strips, animations of the engine's events)
    words.py     the status line (window and table), the game-end reminder, the panel's lines; what the engine
                 answers (house rules; refusals, notices, end reasons by their codes) in the player's language
    board.py     the static board, coordinates, the state layer (influence tint, marks, stacks), sight lines
    stacks.py    stack sprites (render_stack, StackSprites)
    previews.py  what is drawn over the board each frame: the move preview, the choice hints, notices
    panel.py     the game's part of the side panel: reminder notice, breakdown lines, the tint's legend
    effects.py   the animations (pop, vanish, lines of sight, ripple)
    overlays.py  ViewOverlay: the display options (BGA's player preferences)
    rules.en.html  the rules page (rules.<language>.html; words.py puts the house rules in)
"""
from .scene import TumbleweedScene

__all__ = ["TumbleweedScene"]
