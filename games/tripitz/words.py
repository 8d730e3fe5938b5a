"""What Tripitz says: the rules page (rules.html, read once when this module is imported), seat names, why the
game ended, the praise for a placement, a pid in words, and the end screen's word for the team."""
from __future__ import annotations

from engine import tripitz as T
from ui.boardscene import read_rules_sections

SEAT_NAMES = [f"Player {i + 1}" for i in range(6)]
END_REASONS = {
    "used_up": "All the pids were used up.",
    "blocked": "The last pids fit nowhere, so the game ended.",
    "safeguard": "Two rounds went by without a placement, so the game ended.",
    "shortened": "Short game: a pid reached the outer row.",
}
NUMBER_WORDS = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six"}


RULES = read_rules_sections(__file__)   # read once, at import


def rules_html(coop: bool) -> str:
    """The rules page; "Tripitz Together" (coop) starts with how playing together works. {defaults} in the
    file takes the engine's notes on where the rulebook is silent."""
    defaults = "".join(f"&#8226; {note}<br>" for note in T.DEFAULT_NOTES)
    return (RULES["together"] if coop else "") + RULES["rules"].replace("{defaults}", defaults)


def pid_words(pid) -> str:
    colour, symbol, sym_colour = T.pid_description(pid)
    if symbol is None:
        return f"the {colour} joker"
    return f"the {colour} pid with a {sym_colour.replace('lightblue', 'light blue')} {symbol}"


def praise(name: str, b, coop: bool) -> str:
    """The message after a placement by `name` scoring the Breakdown `b`: cheers together, the sum otherwise."""
    if coop:
        if b.quadruples and b.triples:
            words = "Wow, a quadruple and a triple!"
        elif b.quadruples:
            words = "Wow, a quadruple!" if b.quadruples == 1 else f"Wow, {b.quadruples} quadruples!"
        elif b.triples > 1:
            words = f"{NUMBER_WORDS.get(b.triples, b.triples)} triples, super!"
        else:
            words = "Great triple!"
        if b.border:
            words += " Double on the edge!"
        return f"{words} +{b.total}"
    parts = []
    if b.triples:
        parts.append(f"{b.triples} triple{'s' if b.triples > 1 else ''}")
    if b.quadruples:
        parts.append(f"{b.quadruples} quadruple{'s' if b.quadruples > 1 else ''}")
    calc = f"{b.base} x {b.touches} touch{'es' if b.touches != 1 else ''}"
    if b.border:
        calc += " x 2 (outer row)"
    return f"{name} +{b.total}: {' + '.join(parts)} = {calc}"


def team_cheer(score: int) -> str:
    """The big word on the cooperative end screen."""
    return "Amazing teamwork!" if score >= 150 else "Great teamwork!" if score >= 60 else "Well done, everyone!"


def panel_notes(coop: bool) -> list:
    if coop:
        return ["Pick up a pid: the holes where it fits glow.", "Stuck? Tap Help me!"]
    return ["Triple 1 point, quadruple 3.", "Times the pids it touches; x2 on the golden outer row."]


def turn_status(name: str, coop: bool, exchange_mode: bool, swapped: bool, holding: bool, can_place: bool,
                can_sit_out: bool) -> str:
    """The side panel's big line for the player to move: what to do now."""
    if exchange_mode:
        return f"{name}: tap pids to swap, then tap Done" if coop else f"{name}: tap pids to exchange, then tap Done"
    if swapped:
        return f"{name}: now place a pid"
    if holding:
        return f"{name}: put it on a glowing cavity"
    if not can_place:
        if can_sit_out:
            return f"{name}: nothing fits, sit out"
        return f"{name}: nothing fits, swap pids" if coop else f"{name}: nothing fits, exchange pids"
    return f"{name}, your turn: place a pid!" if coop else f"{name}, place a pid"


def rack_doing(coop: bool, exchange_mode: bool, swapped: bool, can_place: bool, can_sit_out: bool) -> str:
    """The short word on the current rack's name row."""
    if exchange_mode:
        return "tap pids to swap"
    if swapped:
        return "now place a pid"
    if not can_place:
        return "nothing fits: sit out" if can_sit_out else "nothing fits: swap" if coop else "nothing fits: exchange"
    return "your turn!" if coop else "your turn"


def after_move(name: str, move, breakdown, coop: bool) -> str | None:
    """The message once a move is made: praise for a placement, a word on an exchange or a sit-out."""
    if isinstance(move, T.Place) and breakdown is not None:
        return praise(name, breakdown, coop)
    if isinstance(move, T.Exchange):
        n = len(move.pids)
        return f"{name} swapped {n} pid{'s' if n != 1 else ''}."
    if isinstance(move, T.SitOut):
        return f"{name} sits out."
    return None


def together_detail(placed: int, end_reason: str | None) -> str:
    """The cooperative end screen's small print: how many pids the team placed, and why the game ended."""
    return f"You placed {placed} pid{'s' if placed != 1 else ''} together. " + END_REASONS.get(end_reason, "")
