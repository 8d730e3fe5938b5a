"""The rules page's part about options, written from the options' own data (core.Option: label, value labels,
help), so that the title screen and every rules page use one name and one explanation per option."""
from __future__ import annotations

HEADING_COLOUR = "#F2B134"


def options_html(options, chosen: dict, players: int) -> str:
    """Each option offered for this player count: its name, the value chosen for this game, its one line."""
    offered = [o for o in options if o.applies_to(players)]
    if not offered:
        return ""
    lines = [f"• <b>{o.label}</b> (this game: <i>{o.label_of(chosen.get(o.key, o.default))}</i>): {o.help}"
             for o in offered]
    return (f"<br><br><font color='{HEADING_COLOUR}'><b>Options</b></font> (chosen on the title screen)<br>"
            + "<br>".join(lines))
