"""The title screen's Puzzles button, beside Learn (ui/screens/menu/learn.py): the chosen game's puzzles
(ui/screens/puzzles.py), for a game that ships a pack only.

Where Learn stands decides where Puzzles goes: in a wide set-up's header, at its top left (Learn is at its top
right, the game's name centred between them); beside Play, to Learn's left; at the bottom of a compact set-up, to
Play's right where there is room (Play stays where every entry has it), else to Learn's right (Continue or Play
giving up the width); across the bottom under the rows, sharing Learn's row.
"""
from __future__ import annotations

from ui.base.lang import t
from ui.kit import text
from ui.screens.menu import learn, resume
from ui.screens.menu.fit import button_width, fitted
from ui.screens.menu.learn import has_lessons

LEAST_PLAY = 120      # Play's narrowest at the bottom of a compact set-up


def has_puzzles(spec) -> bool:
    """Whether the entry ships a pack (a file test; the packs' module is imported with the set-up's buttons,
    after the program's first frame, as learn.py's lessons are)."""
    from ui.play import puzzledata
    return puzzledata.has_puzzles(spec)


def bottom_crowded(menu) -> bool:
    """A compact set-up whose bottom row would have to hold Learn, Puzzles, Continue and Play: at 640x480 that is
    about 500 px of buttons in 350 (Continue got 5 px and pygame-gui could not draw it). Continue and Play then
    go up into the header, as where the rows page, and Learn and Puzzles share the bottom row."""
    spec = menu.spec
    if menu.selected not in menu.saved or not has_lessons(spec) or not has_puzzles(spec):
        return False
    needs = (button_width(learn.label(menu), 20, 96, 150) + button_width(t("puzzles.button"), 20, 96, 150)
             + text.font(22, True).size(spec.title)[0] + 24 + LEAST_PLAY + 30)   # (Continue says the title at least)
    return needs > menu.setup_rect.width - 32


def build_puzzles_button(menu) -> None:
    menu.puzzles_button = None
    spec, s = menu.spec, menu.setup_rect
    if not has_puzzles(spec) or menu.learn_button is None:
        return
    words = t("puzzles.button")
    at = menu.learn_button.relative_rect.copy()      # (a copy: moving Learn moves its own rect)
    if learn.bottom_room(menu):          # Learn's row across the set-up: half of it
        half = (at.width - 10) // 2
        menu.learn_button.set_relative_position((at.left + half + 10, at.top))
        menu.learn_button.set_dimensions((at.width - half - 10, at.height))
        words_there = menu.learn_button.text      # ("New? Learn Trickle" cut short: "Learn", still lit)
        if fitted(words_there, 20, at.width - half - 10) != words_there:
            menu.learn_button.set_text(fitted(learn.label(menu), 20, at.width - half - 10))
        x, y, w, h = at.left, at.top, half, at.height
    elif menu.play_on_top:               # [the name] [Puzzles] [Learn] [Play]
        w = button_width(words, 20, 96, 150)
        x, y, h = at.left - 10 - w, at.top, at.height
    elif menu.compact and menu.continue_button is None and \
            s.right - 16 - (menu.play_button.relative_rect.right + 10) >= button_width(words, 20, 96, 150):
        # [Learn] [Play] [Puzzles] at the bottom: Play keeps the place it has for every entry (issue 30)
        w = button_width(words, 20, 96, 150)
        play = menu.play_button.relative_rect
        x, y, h = play.right + 10, play.top, play.height
    elif menu.compact:                   # [Learn] [Puzzles] [Continue] [Play], at the bottom
        w = button_width(words, 20, 96, 150)
        x, y, h = at.right + 10, at.top, at.height
        play = menu.play_button.relative_rect.copy()
        if menu.continue_button is not None:       # Continue and Play share what is left, Play the smaller part
            room = play.right - (x + w + 10)
            pw = min(play.width, max(120, room * 2 // 5))
            cw = room - pw - 10
            resume.place_play(menu, (play.right - pw, play.top, pw, play.height))
            menu.continue_button.set_relative_position((x + w + 10, play.top))
            menu.continue_button.set_dimensions((cw, play.height))
            menu.continue_button.set_text(resume.continue_label(menu, cw))
        elif play.left < x + w + 10:               # Play moves over, to the set-up's edge if need be
            right = max(play.right, s.right - 16)
            resume.place_play(menu, (x + w + 10, play.top, right - (x + w + 10), play.height))
    else:                                # the header's top left, as Learn is at its top right
        w = button_width(words, 20, 130, 220)
        x, y, h = s.left + 14, s.top + 12, 54
    menu.puzzles_button = menu.button((x, y, w, h), fitted(words, 20, w), "#small_button")


def open_puzzles(menu) -> None:
    menu.app.open("puzzles", spec=menu.spec)
