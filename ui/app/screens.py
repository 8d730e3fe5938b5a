"""The screens by name: what App.open("settings") and App.home() make. A screen is imported when first opened, as it
was before the screens were named (the title screen's start-up imports none of the others). App(screens=...)
adds or replaces."""
from __future__ import annotations


# name -> how to make it: (app, **how) -> a Scene.
def title_screen(app, selected: str | None = None, seed: int | None = None, at_start: bool = False):
    from ui.screens.menu import MenuScene
    return MenuScene(selected=selected, seed=seed, at_start=at_start)


def settings_screen(app):
    from ui.screens.settings import SettingsScene
    return SettingsScene()


def recent_screen(app):
    from ui.screens.recentlist import RecentScene
    return RecentScene(app.games)


def attract_screen(app, index: int = 0, **tuning):
    from ui.screens.attract import demo_scene
    return demo_scene(app, index, **tuning)


def quit_screen(app, title: str | None = None, line: str | None = None):
    from ui.screens.attract import quit_question
    return quit_question(app, title, line)


def lessons_screen(app, spec=None, entry: str | None = None):
    from ui.screens.lessons import lessons_screen as make
    return make(app, spec, entry)


def puzzles_screen(app, spec=None, entry: str | None = None):
    from ui.screens.puzzles import puzzles_screen as make
    return make(app, spec, entry)


def read_puzzle_packs(app) -> list:
    """What the puzzles screen reads when it opens, as pieces of getting ready (ui/kit/warmup.py): every entry's
    pack, one a piece (its daily puzzle reads all six: 17 ms in one)."""
    from ui.play.puzzledata import has_puzzles, pack

    def read(spec) -> None:
        try:
            pack(spec)
        except (OSError, ValueError):     # (a damaged pack is said where it is opened)
            pass
    return [lambda spec=spec: read(spec) for spec in app.games.values() if has_puzzles(spec)]


# A screen's maker may say what it reads when it opens, as pieces done while the title screen rests (`ready`)
puzzles_screen.ready = read_puzzle_packs


SCREENS = {"home": title_screen, "settings": settings_screen, "recent": recent_screen, "attract": attract_screen,
           "quit": quit_screen, "lessons": lessons_screen, "puzzles": puzzles_screen}
