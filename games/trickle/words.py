"""Trickle's words in the player's language (assets/lang/trickle.<language>.json) for what the engine only says
in English: its rule notes (by their place in engine.trickle.RULE_NOTES), why a bead cannot move or a move is
illegal (by the engine's codes), why the game ended (by its end_reason), and the team names.

Bead and bag sentences have their own keys ("trickle.bead..." / "trickle.bag..."), so no noun is put into a
sentence by code."""
from __future__ import annotations

from engine import trickle
from ui.base.lang import has, t

# The rule notes' keys, in the order of engine.trickle.RULE_NOTES.
NOTE_KEYS = ("first_player", "pass", "jammed", "safeguards", "ties", "four_players", "six_players", "chaining",
             "along_edge", "from_corner", "jump_off")
TEAM_KEYS = ("a", "b")


def noun(state) -> str:
    """The key group of what is moved: 'bag' in Trickle Down, 'bead' in Trickle."""
    return "bag" if state.edition == "down" else "bead"


def notes() -> list[str]:
    """The engine's rule notes in the player's language (an engine note with no key yet stays English)."""
    return [t(f"trickle.notes.{NOTE_KEYS[i]}") if i < len(NOTE_KEYS) else note
            for i, note in enumerate(trickle.RULE_NOTES)]


def notes_html() -> str:
    return "<br>".join(t("trickle.notes.line", note=n) for n in notes())


def team_name(team: int) -> str:
    return t(f"trickle.team.{TEAM_KEYS[team]}")


def immobile(state, cell) -> str | None:
    """Why the bead on `cell` cannot move (engine.TrickleState.why_immobile), or None if it can."""
    code = state.immobile_code(cell)
    return None if code is None else t(f"trickle.{noun(state)}.immobile.{code}")


def illegal(state, move, english: str) -> str:
    """Why `move` is illegal for the player to move (what engine.TrickleState.play raised as `english`)."""
    if state.is_over:
        code = "game_over"
    elif state.chain_bead is not None:
        code = "chain"
    elif isinstance(move, trickle.Stop):
        code = "nothing_to_stop"
    elif isinstance(move, trickle.Move) and isinstance(move.src, tuple) and isinstance(move.dst, tuple):
        code = state.illegal_code(move)
        if code.startswith("immobile."):
            return t(f"trickle.{noun(state)}.immobile.{code[len('immobile.'):]}")
    else:
        return english
    return t(f"trickle.{noun(state)}.illegal.{code}")


def end_words(state) -> str:
    """Why the game ended (engine.TrickleState.end_text), '' while it runs."""
    reason = state.end_reason
    if reason is None:
        return ""
    if reason == "finished" and state.options.get("jump_off_board"):
        reason = "finished_off"
    if reason == "ply_limit":
        return t(f"trickle.{noun(state)}.end.ply_limit", count=state.config.ply_limit)
    return t(f"trickle.{noun(state)}.end.{reason}")


def symbol_name(symbol: str) -> str:
    """A Trickle Down company symbol (triangle, square, circle) named in the player's language."""
    return t(f"trickle.symbol.{symbol}") if has(f"trickle.symbol.{symbol}") else symbol
