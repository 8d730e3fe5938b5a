"""The end of IceSickle's solo puzzle: the result is kept as a best per goal and board (ui/storage/bests.py) and
shown on the puzzle's own end screen; Restart replays the same puzzle and New puzzle deals the next one."""
from __future__ import annotations

from functools import partial

from engine import icesickle as ice
from ui.base.lang import t
from ui.kit import notices
from ui.storage import bests

from .overlays import SoloResultOverlay
from . import wording


def result_overlay(scene) -> SoloResultOverlay:
    """Record this try among the bests and show it beside the best so far."""
    st = scene.state
    result = bests.record("icesickle", ice.solo_record_key(st), ice.solo_value(st),
                          ice.solo_lower_is_better(st.goal))
    kept_problem = bests.take_problem()     # (asked once: it is forgotten when taken)

    def words():    # (asked again at each layout: the language may change while it is shown)
        headline, rows = wording.solo_result(st, result, *scene.seat_info(0)[1:])
        return headline, rows, notices.words(kept_problem) or wording.solo_footer(st, scene.seed)

    scene.chrome.repaint()
    return SoloResultOverlay(words, scene.restart, partial(new_puzzle, scene), scene.back_to_menu)


def pause_actions(scene, actions: list) -> list:
    """The pause menu's Restart becomes "Restart puzzle" and "New puzzle"."""
    actions[1:2] = [(t("icesickle.solo.restart_puzzle"), scene.restart),
                    (t("icesickle.solo.new_puzzle"), partial(new_puzzle, scene))]
    return actions


def new_puzzle(scene) -> None:
    """The next random set-up, with the same goal (a pattern is always the same board, so a new puzzle after
    a pattern is a random one)."""
    options = dict(scene.options, layout="random")
    scene.app.reset_to(type(scene)(scene.spec, scene.players, scene.seed + 1, options, seats=scene.seats,
                                   table=scene.table))
