"""The title screen's Learn button: the chosen game's lessons (ui/screens/lessons.py).

It sits at the top right of the set-up (in a compact window, beside Play and Continue). Until a game's lessons have been
offered (opened once, or the game played once) the button is lit: that is the offer to a newcomer, and it never
stands in the way of Play. It says how many lessons are done once some are ("Learn 2/6").
"""
from __future__ import annotations

from ui.base.lang import t
from ui.screens.menu import resume
from ui.screens.menu.fit import button_width, fitted
from ui.storage import progress


# The lessons' module (and the engine's record replay it brings) is imported with the set-up's buttons, which the
# program's first title screen builds after its first frame, not before it (issue 28: start-up).
def has_lessons(spec) -> bool:
    """Whether the entry ships lessons (a file test)."""
    from ui.play import lessondata
    return lessondata.has_lessons(spec)


def course(spec):
    """The entry's lessons (ui/play/lessondata.py: read once per run)."""
    from ui.play import lessondata
    return lessondata.course(spec)


def label(menu) -> str:
    """"Learn", or "Learn 2/6" once some of the entry's lessons (as they are now) have stars."""
    if not progress.load()["stars"].get(menu.selected):
        return t("learn.button")        # (no stars yet: the course is not read, the title screen starts as fast)
    try:
        lessons = course(menu.spec).lessons
    except (OSError, ValueError):
        return t("learn.button")
    done = sum(1 for lesson in lessons if progress.stars(menu.selected, lesson.key))
    return f"{t('learn.button')} {done}/{len(lessons)}" if done else t("learn.button")


BOTTOM_ROW = 58      # (a 48 px button and its margins)


def bottom_room(menu) -> int:
    """The height a compact window's set-up keeps under its rows for Learn: when Continue shares the header with
    Play, there is no room for it there."""
    return BOTTOM_ROW if menu.play_on_top and menu.selected in menu.saved and has_lessons(menu.spec) else 0


def build_learn_button(menu) -> None:
    menu.learn_button = None
    spec = menu.spec
    if not has_lessons(spec):
        return
    s = menu.setup_rect
    words = label(menu)
    lit = not progress.offered(spec.key)
    if bottom_room(menu):         # Play and Continue share the header: under the rows, across the set-up
        w, h = s.width - 24, BOTTOM_ROW - 10
        x, y = s.left + 12, s.bottom - 6 - h
        words = t("learn.button_new", game=spec.title) if lit else words
    elif menu.play_on_top:        # beside Play, where the game's name would be
        w = button_width(words, 20, 96, 150)
        play = menu.play_button.relative_rect
        y, h = play.top, play.height
        x = play.left - 10 - w
    elif menu.compact:            # the header holds only the name: at the bottom, left of Play (and Continue)
        w = button_width(words, 20, 96, 150)
        play = menu.play_button.relative_rect.copy()     # (copies: moving a button moves its own rect)
        y, h, x = play.top, play.height, s.left + 16
        if menu.continue_button is not None:      # (Continue gives up the room)
            cont = menu.continue_button.relative_rect.copy()
            menu.continue_button.set_relative_position((x + w + 10, cont.top))
            menu.continue_button.set_dimensions((cont.right - (x + w + 10), cont.height))
        elif play.left - 10 - x < w:             # (a narrow set-up: Play moves over and gives up some width)
            resume.place_play(menu, (x + w + 10, play.top, s.right - 16 - (x + w + 10), play.height))
    else:                         # the set-up's header: its top right
        w = button_width(words, 20, 130, 220)
        x, y, h = s.right - 14 - w, s.top + 12, 54
    menu.learn_button = menu.button((x, y, w, h), fitted(words, 20, w), "#choice_on" if lit else "#small_button",
                                    tool_tip=t("learn.button_new", game=spec.title) if lit else None)


def open_lessons(menu) -> None:
    menu.app.open("lessons", spec=menu.spec)


def offer_words(menu):
    """The sentence that offers a newcomer the chosen game's lessons (until they were offered), or None."""
    spec = menu.spec
    if not has_lessons(spec) or progress.offered(spec.key):
        return None
    return lambda: t("learn.offer", game=spec.title)
