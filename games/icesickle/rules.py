"""IceSickle's rules page, built from rules.html (read once) for the options of the game being played."""
from __future__ import annotations

import functools

from engine import icesickle as ice
from ui.boardscene import read_rules_sections


@functools.cache
def sections() -> dict[str, str]:
    """rules.html as {section name: text}, read once, when the rules page first opens."""
    return read_rules_sections(__file__)


def rules_html(state: ice.IceSickleState) -> str:
    """The page for this state's options: the solo puzzle (goal, set-up), or the match / scoring chosen."""
    page = sections()
    opts = {o.key: o for o in ice.OPTIONS}
    parts = [page["intro"]]
    if state.solo:
        layout = ("on random squares (the puzzle number picks them)" if state.layout == "random" else
                  f"in a pattern: {opts['layout'].label_of(state.layout).lower()}")
        parts.append(page["solo"].format(layout=layout, goal=opts["goal"].label_of(state.goal).lower()))
    else:
        parts.append(page["two_players"].format(match=opts["match"].label_of(state.match),
                                                scoring=opts["scoring"].label_of(state.scoring)))
    parts.append(page["defaults"].format(notes="<br>".join("• " + note for note in ice.RULE_NOTES)))
    return "".join(parts)
