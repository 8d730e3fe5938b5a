"""Find words a player sees that do not come from the language files (issue 13).

Usage: python3 tests/find_untranslated.py [--quick]
It makes a pseudo language in a temporary folder, every English value wrapped in ‹ ›, switches to it, and drives
the real App headless through every screen: the title screen and its pages, settings, every entry played to its
end by taps in window and table layout (pause menu, move list, result screen, replay), with text rendering
watched. Any drawn text with a word of 3+ letters outside ‹ › came from the code, not the files: it is printed
with the scene that drew it. Rules pages are left out (whole pages are translated as files; test_languages.py).
"""
from __future__ import annotations

import glob
import json
import os
import random
import re
import sys
import tempfile
from collections import defaultdict

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("HEXCADE_SAVE_DIR", tempfile.mkdtemp(prefix="hexcade-untranslated-"))
os.environ.setdefault("HEXCADE_CONFIG_DIR", tempfile.mkdtemp(prefix="hexcade-untranslated-"))
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import i18n  # noqa: E402
import pygame  # noqa: E402

from ui.base import lang
from ui.kit import text  # noqa: E402

PSEUDO = "qps"
FOUND: dict = defaultdict(set)
WHERE = ["?"]
WORD = re.compile(r"[A-Za-zÀ-ž]{3,}")
MARKED = re.compile(r"‹[^‹›]*›")


def make_pseudo() -> None:
    folder = tempfile.mkdtemp(prefix="hexcade-pseudo-")

    def wrap(value):
        return {k: wrap(v) for k, v in value.items()} if isinstance(value, dict) else f"‹{value}›"

    for path in glob.glob(os.path.join(lang.DIRECTORY, "*.en.json")):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)["en"]
        name = os.path.basename(path).replace(".en.json", f".{PSEUDO}.json")
        with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
            json.dump({PSEUDO: wrap(data)}, f, ensure_ascii=False)
    i18n.load_path.insert(0, folder)


def use_pseudo() -> None:
    i18n.set("locale", PSEUDO)
    lang._answers.clear()


def unmarked(s: str) -> str | None:
    rest = s
    while True:
        stripped = MARKED.sub(" ", rest)
        if stripped == rest:
            break
        rest = stripped
    return s if WORD.search(rest) else None


PIECES: set = set()      # lines cut from a text already checked whole (wrapped, shortened with …)


def note(s) -> None:
    if isinstance(s, bytes):
        s = s.decode("utf-8", "replace")
    if not isinstance(s, str) or s in PIECES:
        return
    if s.count("‹") != s.count("›") or "…" in s:
        return           # a piece of a wrapped or shortened text: the whole was checked when it was cut
    if unmarked(s):
        FOUND[s.strip()].add(WHERE[0])


def watch_cutting() -> None:
    """text.wrap and text.ellipsize check the whole text and let its pieces pass."""
    wrap, ellipsize = text.wrap, text.ellipsize

    def watched_wrap(s, *args, **kwargs):
        note(s)
        lines = wrap(s, *args, **kwargs)
        PIECES.update(lines)
        return lines

    def watched_ellipsize(s, *args, **kwargs):
        note(s)
        out = ellipsize(s, *args, **kwargs)
        PIECES.add(out)
        return out

    text.wrap, text.ellipsize = watched_wrap, watched_ellipsize


class WatchedFont(pygame.font.Font):
    def render(self, s, *args, **kwargs):
        note(s)
        return super().render(s, *args, **kwargs)


def watch_fonts() -> None:
    from functools import lru_cache

    @lru_cache(maxsize=None)
    def font(size: int, bold: bool = False, italic: bool = False):
        return WatchedFont(os.path.join(text._FONT_DIR, text.FACES[bool(bold), bool(italic)]), max(6, int(size)))

    text.font = font
    text.render.cache_clear()


def scan_gui(app) -> None:
    from ui.kit.overlays import RulesOverlay
    scene = app.scene
    WHERE[0] = type(scene).__name__
    if isinstance(scene, RulesOverlay):
        return
    for element in app.manager.get_sprite_group().sprites():
        if getattr(element, "visible", True):
            for attr in ("text", "html_text"):
                value = getattr(element, attr, None)
                if isinstance(value, str):
                    note(value)


def steps(app, n: int = 1) -> None:
    from ui.kit.overlays import RulesOverlay
    for _ in range(n):
        WHERE[0] = type(app.scene).__name__
        if isinstance(app.scene, RulesOverlay):
            WHERE[0] = "(rules)"
            app.step(1 / 60)
            FOUND.pop("(rules)", None)
            continue
        app.step(1 / 60)
        scan_gui(app)


def drive(quick: bool) -> None:
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    from games import GAMES
    from tests.uihelpers import touch
    from ui.app import App
    from ui.screens.menu import MenuScene
    from ui.kit.overlays import ResultOverlay
    from ui.screens.settings import SettingsScene

    app = App(size=(1280, 720), seed=1, games=GAMES)
    use_pseudo()
    app.manager.set_locale(PSEUDO)
    for key in GAMES:
        app.reset_to(MenuScene(selected=key))
        steps(app, 3)
        menu = app.scene
        for page in range(3):
            if hasattr(menu, "next_page"):
                menu.next_page()
            steps(app, 2)
    app.push(SettingsScene())
    steps(app, 2)
    for row in list(app.scene.rows):
        if row.key != "language":
            app.scene.choose(row.key)
            steps(app, 1)
    app.pop()
    sizes = [(1280, 720)] if quick else [(1280, 720), (1080, 1920)]
    for size in sizes:
        app.resize(size)
        for key, spec in GAMES.items():
            for table in (False, True):
                for players in sorted({spec.default_players, max(spec.players)}):
                    app.reset_to(MenuScene(selected=key))
                    # (saved like a player's game, so the Recent list below has records to show and replay)
                    scene = spec.make_scene(players, 7, spec.default_options(), table=table)
                    app.push(scene)
                    steps(app, 3)
                    scene.pause()
                    steps(app, 2)
                    app.pop()
                    steps(app, 1)
                    rng = random.Random(3)
                    taps = 0
                    while not scene.state.is_over and taps < (30 if quick else 200):
                        move = scene.random_move(scene.state.legal_moves(), rng)
                        for point in scene.taps_for(move):
                            touch(app, point)
                            scan_gui(app)
                        taps += 1
                        if taps % 7 == 0:
                            scene.computers.ask_hint() if hasattr(scene, "computers") else None
                            steps(app, 3)
                    while not scene.state.is_over:
                        scene.play(scene.random_move(scene.state.legal_moves(), rng))
                    for _ in range(600):
                        steps(app, 1)
                        if isinstance(app.scene, ResultOverlay) or app.scene is not scene:
                            break
                    steps(app, 30)
                    if not table and players == spec.default_players:
                        from ui.play import review
                        review.open_moves(scene)          # the move list, then a position reviewed from it
                        steps(app, 3)
                        app.pop()
                        review.open_replay(scene)         # the replay of the finished game
                        steps(app, 90)
                        app.pop()
                        steps(app, 2)
    # the recent games and a replay
    app.reset_to(MenuScene())
    steps(app, 2)
    from ui.screens.recentlist import RecentScene
    app.push(RecentScene(GAMES))
    steps(app, 3)
    recent_list = app.scene
    if recent_list.items:
        recent_list.open(recent_list.items[0][1])
        steps(app, 60)
        app.pop()
    # the attract mode, "Still playing?", the quit question, the kiosk corner
    from ui.screens.attract import StillPlaying, confirm_quit, end_attract, start_attract
    app.reset_to(MenuScene())
    start_attract(app)
    steps(app, 400)
    end_attract(app)
    steps(app, 2)
    app.push(StillPlaying(20, lambda: None))
    steps(app, 3)
    app.pop()
    confirm_quit(app)
    steps(app, 3)
    app.pop()
    steps(app, 2)


def main() -> None:
    quick = "--quick" in sys.argv
    make_pseudo()
    watch_fonts()
    watch_cutting()
    drive(quick)
    if not FOUND:
        print("every drawn word came from the language files")
        return
    print(f"{len(FOUND)} texts drawn that are not (wholly) from the language files:")
    for s, where in sorted(FOUND.items(), key=lambda kv: sorted(kv[1])):
        print(f"  [{', '.join(sorted(where))}] {s!r}")


if __name__ == "__main__":
    main()
