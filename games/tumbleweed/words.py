"""What Tumbleweed says in words, as plain functions of the engine's state: the status line (long in a window,
short for a table strip), the game-end reminder and the panel's lines. The scene passes in what is its own: the
cell waiting for its confirming tap, the engine's preview of it, whether heights are revealed, the aid level.

Every word comes from assets/lang/tumbleweed.<language>.json. The engine speaks English only; what it says that a
player reads (house rules, refusals, the reminder's notice, end reasons, the result's summary) is put into the
player's language here, by a stable key: a house rule's place in tw.HOUSE_RULES, an engine sentence's pattern,
the state's own scores."""
from __future__ import annotations

import re

from engine import tumbleweed as tw
from engine.tumbleweed import PASS, Place
from ui.play import optionwords
from ui.base import palette
from ui.base.lang import t

from .board import cell_name

# The keys of the engine's house rules (tw.HOUSE_RULES), in the engine's order.
HOUSE_RULE_KEYS = ("passing", "neutral", "draw", "reminder", "opening", "capture_delay")


def side(colour: str) -> str:
    """A colour as the name of a side: 'Red', 'White'."""
    return t(f"tumbleweed.side.{colour}")


def aid_name(level: str) -> str:
    """The aid level's name, as the title screen's option shows it."""
    option = next(o for o in tw.OPTIONS if o.key == "aid_level")
    return optionwords.choice(option, level)


def house_rules() -> list:
    """The engine's house rules in the player's language (a rule without words yet: the engine's English)."""
    return [t(f"tumbleweed.house_rules.{HOUSE_RULE_KEYS[i]}") if i < len(HOUSE_RULE_KEYS) else line
            for i, line in enumerate(tw.HOUSE_RULES)]


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


# The engine's end reasons (State.end_reason, kept in saved games) and the sentences it refuses moves and gives
# notice with, each as a pattern: its key and the names of the numbers or cells in it.
END_REASONS = [
    (re.compile(r"Neither player can place a stack\.$"), "end.no_place", ()),
    (re.compile(r"Both players passed\.$"), "end.passed", ()),
    (re.compile(r"(\d+) turns in a row changed nothing\.$"), "end.stale", ("count",)),
]
ENGINE_SENTENCES = [
    (re.compile(r"None of your stacks sees that cell\.$"), "refused.unseen", ()),
    (re.compile(r"Capture delay: you may not place where your opponent has just placed\.$"),
     "refused.capture_delay", ()),
    (re.compile(r"The neutral stack is (\d+) high; your stack there would be only (\d+)\. "
                r"It takes (\d+) of your stacks seeing it to capture it\.$"),
     "refused.neutral_too_high", ("old", "height", "need")),
    (re.compile(r"Only a taller stack can replace your own stack \((\d+) high\); (\d+) of your stacks see it, "
                r"so yours would be \d+\.$"), "refused.own_too_high", ("old", "height")),
    (re.compile(r"Only a taller stack can replace that stack \((\d+) high\); (\d+) of your stacks see it, "
                r"so yours would be \d+\.$"), "refused.other_too_high", ("old", "height")),
    (re.compile(r"The game is over\.$"), "refused.game_over", ()),
    (re.compile(r"(\S+) is not on the board\.$"), "refused.off_board", ("cell",)),
    (re.compile(r"Place a stack or pass\.$"), "refused.place_or_pass", ()),
    (re.compile(r"Tap the stone of the colour you want to play\.$"), "refused.choose", ()),
    (re.compile(r"Place the (neutral) stack first\.$|Place the (red|white) stone first\.$"),
     "refused.setup_first.", ("piece",)),
    (re.compile(r"That cell is taken; setup stacks go on empty cells\.$"), "refused.taken", ()),
    (re.compile(r"Nobody has gained ground for (\d+) turns: consider passing\. (\d+) more such turns? end"),
     "said.reminder", ("turns", "count")),
]


def _match(patterns, english: str) -> str | None:
    for pattern, key, names in patterns:
        found = pattern.match(english)
        if found:
            parts = [g for g in found.groups() if g is not None]
            if key.endswith("."):                 # the one value picks the key (a piece's own sentence)
                return t(f"tumbleweed.{key}{parts[0]}")
            values = {name: int(v) if v.isdigit() else v for name, v in zip(names, parts)}
            return t(f"tumbleweed.{key}", **values)
    return None


def end_reason(st) -> str:
    """Why the game ended, in the player's language (an unknown reason: the engine's words)."""
    return _match(END_REASONS, st.end_reason) or st.end_reason


def engine_sentence(english: str) -> str:
    """An engine sentence a player is told (a refused move's reason, the reminder's notice) in the player's
    language; anything else as it is."""
    return _match(ENGINE_SENTENCES, english) or english


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
