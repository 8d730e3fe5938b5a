"""The rules page's part about options, written from the options' own data (core.Option: label, value labels,
help, in the player's language by ui/play/optionwords.py), so that the title screen and every rules page use one name
and one explanation per option."""
from __future__ import annotations

from ui.play import optionwords
from ui.base.lang import t

HEADING_COLOUR = "#F2B134"


def options_html(options, chosen: dict, players: int, help_line=optionwords.help_line) -> str:
    """Each option offered for this player count: its name, the value chosen for this game, its one line
    (`help_line(option)`: a game may word it for its players, as Tripitz Together does for children)."""
    offered = [o for o in options if o.applies_to(players)]
    if not offered:
        return ""
    lines = [t("hexcade.options_line", name=optionwords.label(o),
               value=optionwords.choice(o, chosen.get(o.key, o.default)), help=help_line(o))
             for o in offered]
    return (f"<br><br><font color='{HEADING_COLOUR}'><b>{t('hexcade.options_heading')}</b></font> "
            f"{t('hexcade.options_where')}<br>" + "<br>".join(lines))
