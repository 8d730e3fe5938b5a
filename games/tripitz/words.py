"""What Tripitz says, in the player's language (assets/lang/tripitz.<language>.json, looked up when said, never at
import): the rules pages (rules.<language>.html for Tripitz Domino, rules_together.<language>.html for the
children's "Tripitz Together"), seat names, why the game ended, the praise for a placement, a pid in words, and
the end screen's word for the team.

Every sentence has two wordings: "domino" (the competitive game's) and "together" (the children's: short words,
pieces and holes, no winner). `say(coop, key)` picks the one for the game being played."""
from __future__ import annotations

from engine import tripitz as T
from ui.play.rulesfiles import read_rules
from ui.base.lang import t
from ui.base.seats import numbered_name

END_REASONS = ("used_up", "blocked", "safeguard", "shortened")     # the engine's end_reason codes


def say(coop: bool, key: str, **values) -> str:
    """The words of `key` in the wording of this game: the children's in Tripitz Together."""
    return t(f"tripitz.{'together' if coop else 'domino'}.{key}", **values)


def english_seat_name(seat: int) -> str:
    """The name a seat is saved under (records stay English): "Player 1"."""
    return numbered_name(seat)


def note(name: str) -> str:
    """The engine's DEFAULT_NOTES entry `name` in words (tripitz.notes.<name>)."""
    return t(f"tripitz.notes.{name}")


def rules_html(coop: bool) -> str:
    """The rules page: the children's own page in Tripitz Together (no winner); else the competitive one, whose
    {defaults} takes the engine's notes on where the rulebook is silent."""
    if coop:
        return read_rules(__file__, "rules_together").replace("{letters}", letters_explained())
    defaults = "".join(t("tripitz.note_line", note=note(name)) for name in T.DEFAULT_NOTES)
    return read_rules(__file__).replace("{defaults}", defaults).replace("{letters}", letters_explained())


def token_letters() -> tuple:
    """The token colours' letters in the player's language (red, yellow, blue, green: "R Y B G" in English,
    "P K S V" in Finnish, "R Ge B Gr" in German, where gelb and grün share their first letter)."""
    return tuple(t("tripitz.token_letters").split())


def letters_explained() -> str:
    """The colour-blind letters with the colour each stands for: "R red, Y yellow, B blue, G green"."""
    return ", ".join(f"{letter} {t(f'tripitz.colour.{colour}')}" for letter, colour in zip(token_letters(), T.COLOURS))


def letters_switched(coop: bool, on: bool) -> str:
    """What is said when the pause menu switches the letters on the pids on or off."""
    return say(coop, "letters.on", letters=letters_explained()) if on else say(coop, "letters.off")


def move_words(move, coop: bool) -> str:
    """A move as the move list and the replay write it, in the player's language (the record keeps the engine's
    notation, e.g. "P green-star-white@-2,4")."""
    if isinstance(move, T.Place):
        colour, symbol, sym_colour = T.pid_description(move.pid)
        cell = f"{move.cell[0]},{move.cell[1]}"
        if symbol is None:
            return t("tripitz.move.joker", colour=t(f"tripitz.colour.{colour}"), cell=cell)
        return t("tripitz.move.place", colour=t(f"tripitz.colour.{colour}"), symbol=t(f"tripitz.symbol.{symbol}"),
                 symbol_colour=t(f"tripitz.symbol_colour.{sym_colour}"), cell=cell)
    if isinstance(move, T.Exchange):
        return say(coop, "move.exchange", count=len(move.pids))
    if isinstance(move, T.JokerSwap):
        return say(coop, "move.joker_swap", cell=f"{move.cell[0]},{move.cell[1]}")
    if isinstance(move, T.SitOut):
        return say(coop, "move.sit_out")
    return str(move)


def end_reason(reason: str | None, coop: bool) -> str:
    return say(coop, f"end.{reason}") if reason in END_REASONS else ""


def pid_words(pid) -> str:
    colour, symbol, sym_colour = T.pid_description(pid)
    if symbol is None:
        return t("tripitz.domino.pid.joker", colour=t(f"tripitz.colour.{colour}"))
    return t("tripitz.domino.pid.printed", colour=t(f"tripitz.colour.{colour}"),
             symbol=t(f"tripitz.symbol.{symbol}"), symbol_colour=t(f"tripitz.symbol_colour.{sym_colour}"))


def praise(name: str, b, coop: bool) -> str:
    """The message after a placement by `name` scoring the Breakdown `b`: cheers together, the sum otherwise."""
    if coop:
        if b.quadruples and b.triples:
            cheer = t("tripitz.together.praise.quadruple_and_triple")
        elif b.quadruples:
            cheer = t("tripitz.together.praise.quadruples", count=b.quadruples)
        elif b.triples > 1:
            number = str(b.triples) if 2 <= b.triples <= 6 else "more"
            cheer = t(f"tripitz.together.praise.triples.{number}", count=b.triples)
        else:
            cheer = t("tripitz.together.praise.triple")
        return t("tripitz.together.praise.points_edge" if b.border else "tripitz.together.praise.points",
                 cheer=cheer, total=b.total)
    triples = t("tripitz.domino.score.triples", count=b.triples) if b.triples else ""
    quadruples = t("tripitz.domino.score.quadruples", count=b.quadruples) if b.quadruples else ""
    sets = (t("tripitz.domino.score.both", triples=triples, quadruples=quadruples) if triples and quadruples
            else triples or quadruples)
    calc = t("tripitz.domino.score.calc_border" if b.border else "tripitz.domino.score.calc", base=b.base,
             count=b.touches)
    return t("tripitz.domino.score.line", name=name, total=b.total, sets=sets, calc=calc)


def team_cheer(score: int) -> str:
    """The big word on the cooperative end screen."""
    cheer = "amazing" if score >= 150 else "great" if score >= 60 else "well_done"
    return t(f"tripitz.together.cheer.{cheer}")


def panel_notes(coop: bool, help_label: str = "") -> list:
    if coop:
        return [t("tripitz.together.notes.pick"), t("tripitz.together.notes.stuck", help=help_label)]
    return [t("tripitz.domino.notes.scoring"), t("tripitz.domino.notes.multiply")]


def turn_status(name: str, coop: bool, exchange_mode: bool, swapped: bool, holding: bool, can_place: bool,
                can_sit_out: bool) -> str:
    """The side panel's big line for the player to move: what to do now."""
    if exchange_mode:
        return say(coop, "status.exchange", name=name, done=say(coop, "button.done"))
    if swapped:
        return say(coop, "status.swapped", name=name)
    if holding:
        return say(coop, "status.holding", name=name)
    if not can_place:
        return say(coop, "status.sit_out" if can_sit_out else "status.nothing_fits", name=name)
    return say(coop, "status.place", name=name)


def rack_doing(coop: bool, exchange_mode: bool, swapped: bool, can_place: bool, can_sit_out: bool) -> str:
    """The short word on the current rack's name row."""
    if exchange_mode:
        return say(coop, "doing.exchange")
    if swapped:
        return say(coop, "doing.swapped")
    if not can_place:
        return say(coop, "doing.sit_out" if can_sit_out else "doing.nothing_fits")
    return say(coop, "doing.place")


def after_move(name: str, move, breakdown, coop: bool) -> str | None:
    """The message once a move is made: praise for a placement, a word on an exchange or a sit-out."""
    if isinstance(move, T.Place) and breakdown is not None:
        return praise(name, breakdown, coop)
    if isinstance(move, T.Exchange):
        return say(coop, "swapped", name=name, count=len(move.pids))
    if isinstance(move, T.SitOut):
        return say(coop, "sat_out", name=name)
    if isinstance(move, T.JokerSwap):
        return say(coop, "joker_swapped", name=name)
    return None


def hint_words(move, breakdown, coop: bool, sit_out_label: str) -> str | None:
    """What the hint says of its move (`breakdown`: a placement's points); None: not a move of Tripitz's own."""
    if isinstance(move, T.Place):
        if breakdown is not None and breakdown.total:
            return say(coop, "hint.place_scores", points=breakdown.total)
        return say(coop, "hint.place")
    if isinstance(move, T.JokerSwap):
        return say(coop, "hint.joker")
    if isinstance(move, T.SitOut):
        return say(coop, "hint.sit_out", button=sit_out_label)
    if isinstance(move, T.Exchange):
        return say(coop, "hint.exchange")
    return None


def together_detail(placed: int, reason: str | None) -> str:
    """The cooperative end screen's small print: how many pieces the team placed, and why the game ended."""
    return t("tripitz.together.result.detail", placed=t("tripitz.together.result.placed", count=placed),
             why=end_reason(reason, True)).strip()
