"""Three in a row: the tiny test game that proves docs/DESIGN.md's recipe for a sixth game is complete.

It is a game like the five real ones, registered through the real registry (games.register) by the test that plays
it (tests/test_tiny_game.py), so nothing in the product lists it: engine.py (the rules, its CODES and INFO), ai.py
(its computer player), scene.py (its board view: look, taps, words), rules.en.html (its rules page) and lang/ (its
words: a game may carry its words beside it, lang.add_words).
"""
import os

from ui.base import lang

lang.add_words(os.path.join(os.path.dirname(os.path.abspath(__file__)), "lang"))
