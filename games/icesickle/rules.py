"""IceSickle's rules page, built from rules.<language>.html (read once per language) for the options of the game
being played."""
from __future__ import annotations

import functools

from engine import icesickle as ice
from ui.base import lang
from ui.play import optionwords
from ui.play.rulesfiles import read_rules_sections
from ui.base.lang import t

from .wording import goal_phrase, layout_phrase, option


@functools.cache
def sections(language: str) -> dict[str, str]:
    """The page in that language as {section name: text}, read when the rules page first opens in it."""
    return read_rules_sections(__file__)


def rules_html(state: ice.IceSickleState) -> str:
    """The page for this state's options: the solo puzzle (goal, set-up), or the match / scoring chosen."""
    page = sections(lang.current())
    parts = [page["intro"]]
    if state.solo:
        layout = (t("icesickle.rules.random_layout") if state.layout == "random" else
                  t("icesickle.rules.pattern_layout", layout=layout_phrase(state.layout)))
        parts.append(page["solo"].format(layout=layout, goal=goal_phrase(state.goal)))
    else:
        parts.append(page["two_players"].format(match=optionwords.choice(option("match"), state.match),
                                                scoring=optionwords.choice(option("scoring"), state.scoring)))
    notes = "<br>".join(t("icesickle.rules.note", note=t(f"icesickle.rules.notes.{name}"))
                        for name in ice.RULE_NOTES)
    parts.append(page["defaults"].format(notes=notes))
    return "".join(parts)
