"""What IceSickle's panel and end screens say, worded from the engine's answers. `names` is the seats' names
in seat order; nothing here draws."""
from __future__ import annotations

from engine import icesickle as ice
from ui import bests, palette

from .trays import SIZE_TITLES

RULE_IN_A_LINE = {"high": "most pips wins", "low": "fewest pips wins",
                  "last_man": "each game goes to the last jumper",
                  "remaining": "the last jumper also takes the pips left"}


def scoring_label(state: ice.IceSickleState) -> str:
    opt = next(o for o in ice.OPTIONS if o.key == "scoring")
    return opt.label_of(state.scoring).lower()


def unit(state: ice.IceSickleState) -> str:
    return "won" if state.counts_games_won else "pips"


def status_text(state, names, selected_size, selected_cell, interlude: ice.FinishedGame | None) -> str:
    """The big line under the scores: whose turn it is and what to tap."""
    if interlude:
        return f"Game {interlude.number} is over"
    if state.is_over:
        return "Game over"
    if state.solo:
        if selected_cell is not None:
            return "Tap a ring to jump there"
        return f"{state.pyramids_left()} pyramids on the board: tap one to jump"
    name = names[state.current_player]
    if state.phase == "sowing":
        if selected_size:
            return f"{name}: tap a square for a {SIZE_TITLES[selected_size].lower()} pyramid"
        return f"{name} places: pick a size, then a square"
    if selected_cell is not None:
        return f"{name}: tap a ring to jump there"
    return f"{name} jumps: tap a pyramid"


def panel_notes(state, names, seed, interlude: ice.FinishedGame | None) -> list:
    """Match progress (which game of the match, game 1's score) or the solo puzzle's record, and a tip."""
    lines = []
    if state.solo:
        opts = {o.key: o for o in ice.OPTIONS}
        where = f"Puzzle #{seed}" if state.layout == "random" else opts["layout"].label_of(state.layout)
        lines.append((f"{where}: {opts['goal'].label_of(state.goal).lower()}", palette.MUTED))
        best = bests.best("icesickle", ice.solo_record_key(state))
        if best is not None:
            lines.append((f"Best so far: {solo_value_text(state.goal, best)}", palette.ACCENT))
        lines.append((SOLO_TIPS[ice.GOAL_MEASURE[state.goal]], palette.MUTED))
        return lines
    if state.match:
        number = interlude.number if interlude else state.game_number
        lines.append((f"Game {number} of {state.games_in_match} ({scoring_label(state)})", palette.MUTED))
        if not interlude:   # the games already played, one line each
            for n, g in enumerate(state.game_scores[:-1], 1):
                each = ", ".join(f"{names[s]} {g[s]}" for s in range(state.players))
                lines.append((f"Game {n}: {each} {unit(state)}", palette.MUTED))
    else:
        lines.append((f"Single game ({scoring_label(state)})", palette.MUTED))
    phase = "reaping" if interlude else state.phase
    if phase == "sowing":
        lines.append(("Tip: drag a pyramid from the tray onto a square.", palette.MUTED))
    else:
        lines.append(("Outlined pyramids can jump. Red marks show what a jump takes.", palette.MUTED))
    return lines


def game_over_line(names, finished: ice.FinishedGame) -> str:
    """The message when game 1 of a match ends."""
    stuck, n = finished.stuck, finished.number
    return f"{names[stuck]} cannot capture: game {n} is over." if stuck is not None else f"Game {n} is over."


def interlude_texts(state, names, finished: ice.FinishedGame) -> tuple[str, str, list[str], str]:
    """(title, why it ended, each seat's score in that game, who places and jumps first next)."""
    if state.counts_games_won:
        scores = [f"{n} game{'s' if n != 1 else ''} won" for n in finished.scores]
    else:
        scores = [f"{n} pips" for n in finished.scores]
    stuck = finished.stuck
    reason = f"{names[stuck]} had no capturing jump." if stuck is not None else "No jump was left."
    first = finished.next_first_placer
    jumper = (first + 1) % len(names)       # the seat after the first placer jumps first
    next_line = f"Game {finished.number + 1}: {names[first]} places first, {names[jumper]} jumps first."
    return f"Game {finished.number} is over", reason, scores, next_line


def match_score(state, seat: int) -> str:
    """A seat's line on the result screen: '5 + 7 = 12 pips' over a match, '12 pips' for a single game."""
    games = [g[seat] for g in state.game_scores]
    total = sum(games)
    u = unit(state)
    return f"{' + '.join(map(str, games))} = {total} {u}" if len(games) > 1 else f"{total} {u}"


def result_footer(state) -> str:
    rule = RULE_IN_A_LINE[state.scoring]
    if state.match:
        games = " + ".join(f"game {n}" for n in range(1, state.games_in_match + 1))
        return f"{games[0].upper()}{games[1:]} = total; {rule}."
    return f"Single game; {rule}."


SOLO_TIPS = {"pyramids": "Jump until no jump is left; the goal says what counts.",
             "points": "Points left: small 1, medium 2, large 3.",
             "jumps": "Every jump counts, until no jump is left."}


def solo_value_text(goal: str, value) -> str:
    """A solo result in the goal's words: '3 left', '7 points left', '9 jumps', '2 (1 is perfect)'."""
    if goal in ("single_centre", "single_corner"):
        return f"{value} (1 is perfect)"
    measure = ice.GOAL_MEASURE[goal]
    if measure == "pyramids":
        return f"{value} left"
    if measure == "points":
        return f"{value} point{'s' if value != 1 else ''} left"
    return f"{value} jump{'s' if value != 1 else ''}"


PERFECT_HEADLINES = {"fewest_pyramids": "Perfect: one pyramid left!",
                     "single_centre": "Perfect: one pyramid left, on the centre!",
                     "single_corner": "Perfect: one pyramid left, in a corner!"}


def solo_result(state, result: bests.Try, colour, mark) -> tuple[str, list]:
    """The solo end screen's headline and rows (this try, the best kept for this goal and set-up)."""
    goal = state.goal
    if ice.solo_is_perfect(state):
        headline = PERFECT_HEADLINES[goal]
    else:
        headline = f"{solo_value_text(goal, result.value).capitalize()}"
    rows = [("", "This try", colour, solo_value_text(goal, result.value), mark)]
    if result.new_best:
        rows.append(("", "New best!", palette.GOOD, solo_value_text(goal, result.best), "star"))
    else:
        rows.append(("", "Best so far", palette.ACCENT, solo_value_text(goal, result.best), "star"))
    return headline, rows
