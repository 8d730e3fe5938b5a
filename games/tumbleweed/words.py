"""What Tumbleweed says in words, as plain functions of the engine's state: the status line (long in a window,
short for a table strip), the game-end reminder and the panel's lines. The scene passes in what is its own: the
cell waiting for its confirming tap, the engine's preview of it, whether heights are revealed, the aid level.

Every word comes from assets/lang/tumbleweed.<language>.json. The engine keeps its English for logs; what it says
that a player reads is put into the player's language here by a stable key: a house rule's place in
tw.HOUSE_RULES, and everything else the engine answers (a refused move, the reminder's notice, the guest's choice,
why the game ended) by its code, the key tumbleweed.codes.<code> with the engine's values; the result's summary
from the state's own outcome and scores."""
from __future__ import annotations

from engine import tumbleweed as tw
from engine.tumbleweed import PASS, Place
from ui.play import optionwords
from ui.base import codewords, palette
from ui.base.lang import t

from .board import cell_name

def side(colour: str) -> str:
    """A colour as the name of a side: 'Red', 'White'."""
    return t(f"tumbleweed.side.{colour}")


def aid_name(level: str) -> str:
    """The aid level's name, as the title screen's option shows it."""
    option = next(o for o in tw.OPTIONS if o.key == "aid_level")
    return optionwords.choice(option, level)


def house_rules() -> list:
    """The engine's house rules in the player's language, by their names in tw.HOUSE_RULES."""
    return [t(f"tumbleweed.house_rules.{name}") for name in tw.HOUSE_RULES]


def deed(st, pending, pv, reveal: bool) -> str:
    """What the mover does now, for the window's status line (after the mover's name)."""
    if st.phase in ("setup_neutral", "opening"):
        piece = st.opening_piece
        if pending is not None:
            return t(f"tumbleweed.deed.setup_again.{piece}")
        return t(f"tumbleweed.deed.setup.{piece}")
    if st.phase == "choose":
        if pending is not None:
            return t(f"tumbleweed.deed.choose_again.{st.stack_at(pending)[0]}")
        return t("tumbleweed.deed.choose")
    if pv:
        cell = cell_name(pending, st.size)
        if reveal:
            return t("tumbleweed.deed.place_again", height=pv.height, cell=cell)
        return t("tumbleweed.deed.place_again_hidden", cell=cell)
    return t("tumbleweed.deed.place_or_pass")


def short_deed(st, pending, pv, reveal: bool) -> str:
    """The same for a table strip, whose name is beside it: its first line says the most (a shallow strip
    shows only one), and the reminder's countdown goes here."""
    if st.phase in ("setup_neutral", "opening"):
        piece = st.opening_piece
        if pending is not None:
            return t(f"tumbleweed.short.setup_again.{piece}")
        return t(f"tumbleweed.short.setup.{piece}")
    if st.phase == "choose":
        if pending is not None:
            return t(f"tumbleweed.short.choose_again.{st.stack_at(pending)[0]}")
        return t("tumbleweed.short.choose")
    if pv:
        cell = cell_name(pending, st.size)
        if reveal:
            return t("tumbleweed.short.place_again", height=pv.height, cell=cell)
        return t("tumbleweed.short.place_again_hidden", cell=cell)
    left = st.stale_turns_left()
    if left is not None:
        return t("tumbleweed.short.consider_passing", count=left)
    return t("tumbleweed.short.place_or_pass")


def reminder(st) -> str:
    """The game-end reminder while it is active (engine: stale_turns_left, stale_turns), else ''."""
    left = st.stale_turns_left()
    if left is None:
        return ""
    return t("tumbleweed.reminder", turns=st.stale_turns, count=left)


def summary(st) -> str:
    """The result in one sentence (the engine's outcome().summary in the player's language): 'Red wins 40 to
    30.' Who won is the engine's outcome, never worked out here."""
    outcome, sc = st.outcome(), st.scores()
    if outcome.is_draw:
        return t("tumbleweed.summary.draw", score=sc[0])
    w = outcome.winners[0]
    return t("tumbleweed.summary.win", side=side(st.colour_of(w)), score=sc[w], other=sc[1 - w])


def event_words(event) -> str:
    """What an engine event with a code says (the guest's choice, the game-end reminder), in the player's
    language; the reminder's value is the stale turns so far, and tw.AUTO_END_AFTER more end the game."""
    if event.code == "reminder":
        return codewords.say(event, "tumbleweed", turns=event.value, count=tw.AUTO_END_AFTER)
    return codewords.say(event, "tumbleweed")       # ("" without a code: an event's text is the engine's English)


def said_after(event, st, name_of) -> str:
    """What is said as a move's event is animated: the guest's choice, or who passed (and, when a pass by the
    other would end the game, that it would); `name_of(seat)` is a seat's name, `st` the state after the move."""
    if event.kind == "choose":
        return event_words(event)
    name = name_of(event.player)
    if not st.is_over and st.pass_ends_game():
        return t("tumbleweed.said.passes_may_end", name=name, other=name_of(st.current_player))
    return t("tumbleweed.said.passes", name=name)


def end_reason(st) -> str:
    """Why the game ended (State.ending), in the player's language; '' while it runs."""
    return codewords.say(st.ending, "tumbleweed")


def panel_lines(st, aid_level: str) -> list:
    """The panel's lines under the status, [(words, colour, gap above)]: the player aid, each colour's score
    breakdown (Expert: stacks only until the end), the last move."""
    lines = [(t("tumbleweed.panel.aid", level=aid_name(aid_level)), palette.MUTED, 0)]
    if st.colour_of(0) is not None:
        for seat in range(2):
            own, ctrl = st.score_breakdown(seat)
            name = side(st.colour_of(seat))
            stacks = t("tumbleweed.panel.stacks", count=own)
            if not st.counts_controlled(aid_level):
                words = t("tumbleweed.panel.stacks_only", side=name, stacks=stacks)
            else:
                words = t("tumbleweed.panel.stacks_and_cells", side=name, stacks=stacks,
                          cells=t("tumbleweed.panel.cells", count=ctrl))
            lines.append((words, palette.TEXT, 0))
    last = st.last_move
    if last is not None and st.phase in ("play", "over"):
        words = ""
        if isinstance(last, Place):
            stack = st.stack_at(last.cell)
            if stack:
                words = t(f"tumbleweed.panel.last_place.{stack[0]}", height=stack[1],
                          cell=cell_name(last.cell, st.size))
        elif last == PASS:
            words = t("tumbleweed.panel.last_pass")
        if words:
            lines.append((words, palette.MUTED, 6))
    return lines
