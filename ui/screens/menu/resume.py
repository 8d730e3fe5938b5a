"""Play and Continue on the title screen: the big buttons that start the chosen game or carry on with its saved
one, and Continue itself (a damaged save says where it stops first; a second tap plays on from there)."""
from __future__ import annotations

import traceback

import pygame

from ui.base.lang import t
from ui.kit import notices, text
from ui.screens.menu.fit import button_width, fitted
from ui.storage import saves


def continue_saved(menu) -> None:
    """Continue the saved game (replayed from its record); a damaged one first says where, and a second tap
    carries on from the last good move."""
    confirmed, menu.damaged = menu.damaged, None
    saved, problem = (confirmed, None) if confirmed and confirmed["spec"].key == menu.selected else \
        saves.load_saved(menu.selected, menu.games)
    if saved is None or problem:
        menu.notice = notices.words(problem) or ""
        menu.damaged = saved
        menu.saved = saves.saved_entries(menu.games)
        menu.rebuild_ui()
        return
    menu.notice = ""
    try:
        scene = saved["spec"].make_scene(saved["players"], saved["seed"], saved["options"], state=saved["state"],
                                         seats=saved["seats"], history=saved["history"],
                                         table=menu.current()["table"])
        scene.match.started = saved["started"] or scene.match.started
        scene.match.start_position, scene.match.tree = saved.get("start_position"), saved.get("tree")
        menu.app.push(scene)
        scene.update(0.0)      # its first frame, tried here: a save that loads but cannot be shown is set aside
        scene.draw(pygame.Surface(menu.app.size))   # now, not met again at every start
    except Exception:
        traceback.print_exc()    # (for whoever runs it from a terminal: the player reads the sentence)
        back_to(menu)
        menu.notice = notices.words(saves.cannot_show(menu.selected, menu.games)) or ""
        menu.saved = saves.saved_entries(menu.games)
        menu.rebuild_ui()


def back_to(menu) -> None:
    """Close whatever a failed Continue opened over the title screen."""
    app = menu.app
    while app.scenes and app.scene is not menu:
        scene = app.scenes.pop()
        try:
            scene.leave()
        except Exception:
            pass
    if app.scene is menu:
        menu.uncover()


def build_start_buttons(menu) -> None:
    """Play (and Continue, when this entry has a saved game): big at the bottom, or in a compact window
    at the top of the set-up, beside the game's name."""
    s, spec = menu.setup_rect, menu.spec
    menu.continue_button = None
    saved = menu.selected in menu.saved
    if menu.play_on_top:
        y, h = s.top + 8, menu.header - 14
        pw = button_width(t("menu.play"), 30, 120, s.width * 2 // 5)
        menu.play_button = menu.button((s.right - 12 - pw, y, pw, h), fitted(t("menu.play"), 30, pw),
                                       "#big_button")
        if saved:   # it takes the place of the game's name, and says it
            cw = s.width - pw - 40
            label = continue_label(menu, cw)
            menu.continue_button = menu.button((s.left + 16, y, cw, h), label, "#choice_on",
                                               tool_tip=t("menu.continue.tip_compact", game=spec.title))
        return
    if saved:
        # Two big buttons side by side: carry on with the saved game, or play the one chosen here. Continue
        # names the game it continues (issue 15), so it gets the wider part.
        cont_w = (s.width - 48) * 3 // 5
        play_w = s.width - 48 - cont_w
        menu.play_button = menu.button((s.right - 16 - play_w, s.bottom - menu.play_h - 8, play_w, menu.play_h),
                                       fitted(t("menu.play"), 30, play_w), "#big_button")
        label = continue_label(menu, cont_w)
        menu.continue_button = menu.button((s.left + 16, s.bottom - menu.play_h - 8, cont_w, menu.play_h), label,
                                           "#choice_on", tool_tip=t("menu.continue.tip", game=spec.title))
    else:
        menu.play_button = menu.button((s.centerx - 150, s.bottom - menu.play_h - 8, 300, menu.play_h),
                                       fitted(t("menu.play"), 30, 300), "#big_button")


def place_play(menu, rect) -> None:
    """Play moved to `rect` (Learn and Puzzles beside it): made again, as a big button narrowed in place keeps the
    picture of its old size."""
    menu.play_button.kill()
    menu.play_button = menu.button(rect, fitted(t("menu.play"), 30, rect[2]), "#big_button")


def continue_label(menu, width: int) -> str:
    """'Continue Trickle', or after a damaged save was found, where the second tap continues from."""
    damaged = menu.damaged is not None and menu.damaged["spec"].key == menu.selected
    good = menu.damaged["bad_move"] - 1 if damaged else 0
    words = ([t("menu.continue.from_move", move=good), t("menu.continue.from_move_short", move=good)] if good
             else [t("menu.continue.from_start")]) if damaged else [t("menu.continue.game", game=menu.spec.title)]
    # Never a bare "Continue": it must say which game it continues (issue 15); the title alone if need be.
    return next((w for w in words if text.font(22, True).size(w)[0] <= width - 24), menu.spec.title)
