"""What IceSickle's panel and end screens say, worded from the engine's answers in the player's language
(assets/lang/icesickle.en.json). `names` is the seats' names in seat order; nothing here draws."""
from __future__ import annotations

from engine import icesickle as ice
from ui.storage import bests
from ui.play import optionwords
from ui.base import palette
from ui.base.lang import t



def size_name(size: int) -> str:
    """The engine's stable word for a size ('small'), used as part of a key."""
    return ice.SIZE_NAMES[size]


def option(key: str):
    return next(o for o in ice.OPTIONS if o.key == key)


def scoring_phrase(state: ice.IceSickleState) -> str:
    """The scoring's name inside a sentence ('highest pips')."""
    return t(f"icesickle.scoring_phrase.{state.scoring}")


def goal_phrase(goal: str) -> str:
    """The solo goal's name inside a sentence ('fewest pyramids left')."""
    return t(f"icesickle.goal_phrase.{goal}")


def layout_phrase(layout: str) -> str:
    """A solo pattern's name inside a sentence ('three rows')."""
    return t(f"icesickle.rules.layout_phrase.{layout}")


def status_text(state, names, selected_size, selected_cell, interlude: ice.FinishedGame | None) -> str:
    """The big line under the scores: whose turn it is and what to tap."""
    if interlude:
        return t("icesickle.status.interlude", number=interlude.number)
    if state.is_over:
        return t("play.status.game_over")
    if state.solo:
        if selected_cell is not None:
            return t("icesickle.status.solo_ring")
        return t("icesickle.status.solo_pick", count=state.pyramids_left())
    name = names[state.current_player]
    if state.phase == "sowing":
        if selected_size:
            return t(f"icesickle.status.place_size.{size_name(selected_size)}", name=name)
        return t("icesickle.status.place", name=name)
    if selected_cell is not None:
        return t("icesickle.status.ring", name=name)
    return t("icesickle.status.jump", name=name)


def panel_notes(state, names, seed, interlude: ice.FinishedGame | None) -> list:
    """Match progress (which game of the match, game 1's score) or the solo puzzle's record, and a tip."""
    lines = []
    if state.solo:
        goal = goal_phrase(state.goal)
        if state.layout == "random":
            where = t("icesickle.notes.puzzle", seed=seed, goal=goal)
        else:
            where = t("icesickle.notes.pattern", layout=optionwords.choice(option("layout"), state.layout), goal=goal)
        lines.append((where, palette.MUTED))
        best = bests.best("icesickle", ice.solo_record_key(state))
        if best is not None:
            lines.append((t("icesickle.notes.best", value=solo_value_text(state.goal, best)), palette.ACCENT))
        lines.append((t(f"icesickle.notes.solo_tip.{ice.GOAL_MEASURE[state.goal]}"), palette.MUTED))
        return lines
    if state.match:
        number = interlude.number if interlude else state.game_number
        lines.append((t("icesickle.notes.game_of", number=number, games=state.games_in_match,
                        scoring=scoring_phrase(state)), palette.MUTED))
        if not interlude:   # the games already played, one line each
            played = "icesickle.notes.played_won" if state.counts_games_won else "icesickle.notes.played_pips"
            for n, g in enumerate(state.game_scores[:-1], 1):
                each = t("icesickle.notes.separator").join(t("icesickle.notes.seat_score", name=names[s], score=g[s])
                                                           for s in range(state.players))
                lines.append((t(played, number=n, scores=each), palette.MUTED))
    else:
        lines.append((t("icesickle.notes.single", scoring=scoring_phrase(state)), palette.MUTED))
    phase = "reaping" if interlude else state.phase
    if phase == "sowing":
        lines.append((t("icesickle.notes.tip_sowing"), palette.MUTED))
    else:
        lines.append((t("icesickle.notes.tip_reaping"), palette.MUTED))
    return lines


def game_over_line(names, finished: ice.FinishedGame) -> str:
    """The message when a game of a match ends."""
    stuck, n = finished.stuck, finished.number
    if stuck is not None:                   # the engine's 'notice' that ended the game, its seat by name
        return t("icesickle.codes.cannot_capture", name=names[stuck], number=n)
    return t("icesickle.over.plain", number=n)


def interlude_texts(state, names, finished: ice.FinishedGame) -> tuple[str, str, list[str], str]:
    """(title, why it ended, each seat's score in that game, who places and jumps first next)."""
    if state.counts_games_won:
        scores = [t("icesickle.interlude.games_won", count=n) for n in finished.scores]
    else:
        scores = [t("icesickle.interlude.pips", count=n) for n in finished.scores]
    stuck = finished.stuck
    reason = (t("icesickle.interlude.stuck", name=names[stuck]) if stuck is not None
              else t("icesickle.interlude.no_jump"))
    first = finished.next_first_placer
    jumper = (first + 1) % len(names)       # the seat after the first placer jumps first
    next_line = t("icesickle.interlude.next", number=finished.number + 1, placer=names[first], jumper=names[jumper])
    return t("icesickle.interlude.title", number=finished.number), reason, scores, next_line


def match_score(state, seat: int) -> str:
    """A seat's line on the result screen: '5 + 7 = 12 pips' over a match, '12 pips' for a single game."""
    games = [g[seat] for g in state.game_scores]
    total = sum(games)
    won = state.counts_games_won
    if len(games) > 1:
        added = " + ".join(map(str, games))
        return t("icesickle.score.sum_won" if won else "icesickle.score.sum_pips", sum=added, count=total)
    return t("icesickle.score.won" if won else "icesickle.score.pips", count=total)


def result_footer(state) -> str:
    if state.match:
        games = t("icesickle.footer.plus").join(
            t("icesickle.footer.first_game" if n == 1 else "icesickle.footer.next_game", number=n)
            for n in range(1, state.games_in_match + 1))
        return t(f"icesickle.footer.match.{state.scoring}", games=games)
    return t(f"icesickle.footer.single.{state.scoring}")


def solo_value_text(goal: str, value) -> str:
    """A solo result in the goal's words: '3 left', '7 points left', '9 jumps', '2 (1 is perfect)'."""
    if goal in ice.SINGLE_GOALS:
        return t("icesickle.solo.perfect_value", value=value)
    measure = ice.GOAL_MEASURE[goal]
    if measure == "pyramids":
        return t("icesickle.solo.pyramids_left", count=value)
    if measure == "points":
        return t("icesickle.solo.points_left", count=value)
    return t("icesickle.solo.jumps", count=value)


def solo_result(state, result: bests.Try, colour, mark) -> tuple[str, list]:
    """The solo end screen's headline and rows (this try, the best kept for this goal and set-up)."""
    goal = state.goal
    if ice.solo_is_perfect(state):
        headline = t(f"icesickle.solo.perfect.{goal}")
    else:
        headline = solo_value_text(goal, result.value)
    rows = [("", t("icesickle.solo.this_try"), colour, solo_value_text(goal, result.value), mark)]
    if result.new_best:
        rows.append(("", t("icesickle.solo.new_best"), palette.GOOD, solo_value_text(goal, result.best), "star"))
    else:
        rows.append(("", t("icesickle.solo.best_so_far"), palette.ACCENT, solo_value_text(goal, result.best), "star"))
    return headline, rows


def solo_footer(state, seed) -> str:
    if state.layout == "random":
        return t("icesickle.footer.puzzle", seed=seed)
    return t("icesickle.footer.pattern")
