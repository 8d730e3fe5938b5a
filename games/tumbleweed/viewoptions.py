"""Tumbleweed's View options (BGA's player preferences): the display options, their defaults, and what they show
at the game's aid level: whether an option is given, whose influence is tinted, which stacks are marked as
threatened. Scene options, not rules (the scene remembers them for the session; overlays.py toggles them)."""
from __future__ import annotations

from engine import tumbleweed as tw

# The display options (BGA's player preferences), all on by default as on BGA. Scene options, not rules; the
# influence, captures and suicide ones are player-aid helps, meaningful only at the aid levels the engine gives
# them to (tw.AID_HELPS).
# (key, aid levels): each one's name is tumbleweed.view.option.<key> in the language files.
VIEW_OPTIONS = [
    ("confirm", None),
    ("last_move", None),
    ("coords", None),
    # each player's influence on its own, so a player can look at one side's territory (issue 15)
    ("influence_red", tw.AID_HELPS["influence"]),
    ("influence_white", tw.AID_HELPS["influence"]),
    ("captures", tw.AID_HELPS["captures"]),
    ("suicide", tw.AID_HELPS["suicide"]),
    # stacks the other player could capture right now, per colour (not a BGA aid: at every level, off at first)
    ("threats_red", None),
    ("threats_white", None),
]
VIEW_DEFAULTS = {key: not key.startswith("threats_") for key, _ in VIEW_OPTIONS}
# The player-aid help each display option belongs to (tw.AID_HELPS), where it is one.
AID_OF = {"influence_red": "influence", "influence_white": "influence", "captures": "captures",
          "suicide": "suicide"}


def aid_level(state) -> str:
    """The game's player-aid level (an option of the game, Beginner unless chosen)."""
    return state.options.get("aid_level", "beginner")


def allows(state, view: dict, key: str) -> bool:
    """Is this display option on and, for a player-aid help, given at the game's aid level?"""
    if not view.get(key):
        return False
    help_ = AID_OF.get(key, key if key in tw.AID_HELPS else None)
    return help_ is None or tw.aid_gives(aid_level(state), help_)


def tinted(state, view: dict) -> set:
    """Whose influence is tinted: a Beginner aid during the game, one toggle per colour (contested cells need
    both); the territory of both players once the game is over."""
    if state.is_over:
        return {"red", "white", "contested"}
    shown = {c for c in ("red", "white") if allows(state, view, f"influence_{c}")}
    return shown | ({"contested"} if len(shown) == 2 else set())


def threatened(state, view: dict) -> set:
    """The stacks shown as threatened: of each colour whose toggle is on, those the other colour could capture
    now."""
    if state.is_over:
        return set()
    return {cell for colour in ("red", "white") if view.get(f"threats_{colour}")
            for cell in state.capturable_cells(tw.other_colour(colour))}
