"""IceSickle's rules page, built from rules.html (read once) for the options of the game being played."""
from __future__ import annotations

import functools
from pathlib import Path

from engine import icesickle as ice

PAGE = Path(__file__).with_name("rules.html")
SECTION = "<!-- section: "


@functools.cache
def sections() -> dict[str, str]:
    """rules.html as {section name: text}: lines joined with a space, but directly where a <br> meets."""
    out: dict[str, list[str]] = {}
    current = None
    for line in PAGE.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line.startswith(SECTION):
            current = line[len(SECTION):].removesuffix("-->").strip()
            out[current] = []
        elif current is not None and line:
            out[current].append(line)
    joined = {}
    for name, lines in out.items():
        text = lines[0] if lines else ""
        for line in lines[1:]:
            text += ("" if text.endswith("<br>") or line.startswith("<br>") else " ") + line
        joined[name] = text
    return joined


def rules_html(state: ice.IceSickleState) -> str:
    """The page for this state's options: the solo puzzle, or the two-player match / scoring chosen."""
    page = sections()
    opts = {o.key: o for o in ice.OPTIONS}
    parts = [page["intro"]]
    if state.solo:
        parts.append(page["solo"])
    else:
        parts.append(page["two_players"].format(match=opts["match"].label_of(state.match),
                                                scoring=opts["scoring"].label_of(state.scoring)))
    parts.append(page["defaults"].format(notes="<br>".join("• " + note for note in ice.RULE_NOTES)))
    return "".join(parts)
