"""Trickle's words in the player's language (assets/lang/trickle.<language>.json) for what the engine says in
codes: its rule notes (trickle.notes.<name>, by their names in engine.trickle.RULE_NOTES), why a bead cannot move
(trickle.codes.<code>, by the engine's codes; a refused move is worded by the screen's default illegal_words, from
the refusal play raised), why the game ended (by its end_reason), and the team names.

Bead and bag sentences have their own keys ("trickle.bead..." / "trickle.bag...", and the engine's codes "bead.*" /
"bag.*"), so no noun is put into a sentence by code."""
from __future__ import annotations

from engine import trickle
from ui.base import codewords
from ui.base.lang import has, t
from ui.board import hexcoords

TEAM_KEYS = ("a", "b")


def noun(state) -> str:
    """The key group of what is moved: 'bag' in Trickle Down, 'bead' in Trickle."""
    return "bag" if state.edition == "down" else "bead"


def notes() -> list[str]:
    """The engine's rule notes in the player's language."""
    return [t(f"trickle.notes.{name}") for name in trickle.RULE_NOTES]


def notes_html() -> str:
    return "<br>".join(t("trickle.notes.line", note=n) for n in notes())


def team_name(team: int) -> str:
    return t(f"trickle.team.{TEAM_KEYS[team]}")


def immobile(state, cell) -> str | None:
    """Why the bead on `cell` cannot move (engine.TrickleState.why_stuck), or None if it can."""
    refusal = state.why_stuck(cell)
    return None if refusal is None else codewords.say(refusal, "trickle")


def refused_move(state, src, dst) -> str | None:
    """Why the bead on `src` may not go to the empty hex `dst` a step or a jump away (inward, a jump over nothing),
    in the player's language; None for a hex no single move could reach (a tap there only puts the bead down)."""
    if dst is None or dst in state.beads or trickle.Move(tuple(src), tuple(dst)).kind is None:
        return None
    refusal = state.why_not(trickle.Move(tuple(src), tuple(dst)))
    return None if refusal is None else codewords.say(refusal, "trickle")


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


def cell_name(cell) -> str:
    """A cell as the coordinates round the board name it ('a1'...)."""
    return hexcoords.cell_name(cell, trickle.RADIUS)


def move_words(move) -> str:
    """A move as the move list and the replay write it, in the board's cell names: 'c3–d4', 'c3–e5 (jump)',
    'a3 off the board' (a bead stepping off, in that variant), or the end of a jump chain. (A record keeps the
    engine's own notation.)"""
    if getattr(move, "is_stop", False):
        return t("trickle.move.stop")
    src = cell_name(move.src)
    if not hexcoords.is_named(move.dst, trickle.RADIUS):
        return t("trickle.move.off", src=src)
    return t(f"trickle.move.{'jump' if move.kind == 'jump' else 'step'}", src=src, dst=cell_name(move.dst))


def symbol_name(symbol: str) -> str:
    """A Trickle Down company symbol (triangle, square, circle) named in the player's language."""
    return t(f"trickle.symbol.{symbol}") if has(f"trickle.symbol.{symbol}") else symbol
