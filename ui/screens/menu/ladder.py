"""The title screen's ladder: the computer levels of the chosen game as rungs to climb (docs/DESIGN.md, The ladder).

One row of the set-up, under the game's options: its name ("Ladder", Tumbleweed's with the board size chosen, each
size its own ladder), the rungs Easy, Medium, Hard, Expert with a tick on those beaten and a ring round the next
one, the next rung's measured strength in words (engine/ai/strength.json, written by the benchmark: "beats Easy in
about 3 of 4 games (16 measured)", or "not measured yet", never a guess), and Climb at the right: a game, the
human on the first seat against the next rung's level on every other seat, with the game's default options and
the layout chosen. A compact window shows the name and Climb; a tap on the name reads the whole ladder (as on
every row). What was beaten is kept by ui/storage/ladder.py; free play is not restricted by it.
"""
from __future__ import annotations

import pygame

from engine.ai import strength
from engine.core import LEVELS
from ui.base import palette
from ui.base.lang import t
from ui.base.seats import HUMAN
from ui.kit import notices, text
from ui.screens.menu.fit import fitted as fit_words
from ui.storage import ladder as climbed
from ui.storage import progress

KIND = "ladder"
TICK = (120, 210, 120)


def has_ladder(spec) -> bool:
    """A game against the computer with a winner: not a cooperative or solo-only entry, nor one without levels."""
    cooperative = spec.fixed_options.get("cooperative") or spec.default_options().get("cooperative")
    return bool(spec.levels) and not cooperative and spec.default_players >= 2


def key_of(menu) -> str:
    """The chosen game's ladder: the entry, Tumbleweed's with the board size chosen in the set-up."""
    return strength.ladder_key(menu.spec.key, menu.current())


def level_name(level: str) -> str:
    return t(f"ladder.level.{level}")


def strength_words(level: str, rung) -> str:
    """A level's measured step over the level below, in words built from the figures (rung: strength.Rung)."""
    if LEVELS.index(level) == 0:
        return t("ladder.strength.first", level=level_name(level))
    if rung is None:
        return t("ladder.strength.not_measured", level=level_name(level))
    n, d = strength.simple_fraction(rung.wins, rung.games)
    values = {"level": level_name(level), "below": level_name(rung.below), "n": n, "d": d, "games": rung.games,
              "count": rung.opponents}
    if n == d:
        return t("ladder.strength.all", **values)
    if n == 0:
        return t("ladder.strength.none", **values)
    return t("ladder.strength.about_many" if rung.opponents > 1 else "ladder.strength.about", **values)


def climb_level(key: str, levels=LEVELS) -> str:
    """What Climb plays: the next rung, or the top one again once every rung is beaten (always an open rung)."""
    return climbed.next_rung(key, levels) or levels[-1]


def name(menu) -> str:
    size = menu.current().get(strength.SPLIT_BY.get(menu.spec.key, ""), None)
    return t("ladder.name_sized", size=size) if size is not None else t("ladder.name")


def summary(menu) -> str:
    """The whole ladder in sentences: what is beaten, the next rung, every level's strength, how to climb."""
    key, levels = key_of(menu), menu.spec.levels
    done = [level_name(lv) for lv in levels if lv in climbed.beaten(key)]
    upcoming = climbed.next_rung(key, levels)
    parts = [t("ladder.beaten", levels=", ".join(done)) if done else t("ladder.none_beaten"),
             t("ladder.next", level=level_name(upcoming)) if upcoming else t("ladder.all_beaten")]
    parts += [strength_words(lv, strength.rung(key, lv)) + "." for lv in levels]
    parts.append(t("ladder.how"))
    return " ".join(parts)


def rows(menu) -> list:
    """The set-up's ladder row, as rows.build takes its rows: [] for an entry without a ladder."""
    if not has_ladder(menu.spec):
        return []
    problem = climbed.take_problem()          # a damaged ladder file, set aside: said where notices are
    if problem is not None:
        menu.notice = notices.words(problem)
    return [(KIND, name(menu), summary(menu), lambda y, h: build_row(menu, y, h))]


def compact(height: int, rows: int, min_row: int) -> bool:
    """Whether a set-up of this height drops its name and help lines and puts Learn beside Play (rows.build's
    rule)."""
    return (height - 96 - 100) // max(1, rows) < min_row


def hint_lines(height: int, rows: int, min_row: int) -> int:
    """The lines a roomy set-up keeps under its rows for the last choice's explanation (rows.build and paint's
    rule: rows of at most 74 px, Play 76 px at the bottom)."""
    row_h = max(min_row, min(74, (height - 96 - 100) // max(1, rows)))
    return (height - 92 - 96 - rows * row_h) // 19


def pages(height: int, rows: int, min_row: int) -> bool:
    """Whether a set-up of this height pages its rows and puts Play on top (rows.build's rule)."""
    return compact(height, rows, min_row) and (height - 40 - 48 - 10) // max(1, rows) < min_row


def fitted(menu, rows: list, min_row: int) -> list:
    """The set-up's rows with the ladder's: where its own row would turn a set-up that fits into pages (Trickle's
    ten rows at 1280x720: Play would leave its place), a roomy one compact (Tumbleweed's nine at 1280x720: its
    name, help lines and Learn's place would go) or leave no line for a choice's explanation (IceSickle at
    1280x720), it goes without and Climb stands beside Layout's button."""
    menu.ladder_beside_layout = False
    if not any(kind == KIND for kind, *_ in rows):
        return rows
    height = menu.setup_rect.height
    n = len(rows)
    if (pages(height, n, min_row) and not pages(height, n - 1, min_row)) or \
            (compact(height, n, min_row) and not compact(height, n - 1, min_row)) or \
            (hint_lines(height, n, min_row) < 1 <= hint_lines(height, n - 1, min_row)):
        menu.ladder_beside_layout = True
        return [row for row in rows if row[0] != KIND]
    return rows


def build_beside_layout(menu, y: int, row_h: int) -> int:
    """Climb left of Layout's button, when the ladder has no row of its own; the width it takes (0: none)."""
    if not getattr(menu, "ladder_beside_layout", False):
        return 0
    s = menu.setup_rect
    width = min(menu.option_width, (s.width - 32 - menu.option_width) // 2)
    build_button(menu, (s.right - 16 - menu.option_width - 8 - width, y, width, row_h - 8))
    return width + 8


def build_row(menu, y: int, row_h: int) -> None:
    s, width = menu.setup_rect, menu.option_width
    build_button(menu, (s.right - 16 - width, y, width, row_h - 8))


def build_button(menu, rect) -> None:
    """Climb: its tip says the whole ladder where the row's words are not shown."""
    level = climb_level(key_of(menu), menu.spec.levels)
    words = fit_words(t("ladder.climb", level=level_name(level)), 22, rect[2])
    b = menu.button(rect, words, None, tool_tip=summary(menu))
    menu.widgets[b] = (climb, menu)


def climb(menu) -> None:
    """Start the next rung's game: the human first, the rung's level on every other seat, the default options
    (Tumbleweed at the board size chosen), the layout chosen. An ordinary game: its end is kept as any other's."""
    spec, cur = menu.spec, menu.current()
    players = spec.default_players
    options = {o.key: o.default for o in spec.options if o.applies_to(players)}
    split = strength.SPLIT_BY.get(spec.key)
    if split in options and split in cur:
        options[split] = cur[split]
    level = climb_level(key_of(menu), spec.levels)
    progress.mark_offered(spec.key)          # (played without them, as Play does: Learn stops offering itself)
    menu.app.push(spec.make_scene(players, menu.seed, options, table=cur["table"],
                                  controllers=[HUMAN] + [level] * (players - 1)))


def paint_help(menu, surface, y: int, width: int) -> None:
    """In place of the row's help line: the rungs (a tick on those beaten, a ring round the next, the locked ones
    dim), and under them the next rung's strength in words."""
    s, key, levels = menu.setup_rect, key_of(menu), menu.spec.levels
    done, upcoming = climbed.beaten(key), climbed.next_rung(key, levels)
    x, top, size = s.left + 18, y + 25, 15
    for level in levels:
        word = level_name(level)
        w = text.font(size, True).size(word)[0] + 30
        if x + w > s.left + 18 + width:
            break
        chip = pygame.Rect(x, top, w, 19)
        beaten, is_next = level in done, level == upcoming
        colour = TICK if beaten else palette.ACCENT if is_next else palette.MUTED
        pygame.draw.rect(surface, colour, chip, 2 if is_next else 1, border_radius=10)
        if beaten:        # a tick, drawn (the font has no glyph for one)
            pygame.draw.lines(surface, TICK, False, [(x + 7, top + 10), (x + 11, top + 14), (x + 18, top + 5)], 3)
        elif not climbed.unlocked(key, level):      # a locked rung: a small padlock
            pygame.draw.rect(surface, palette.MUTED, (x + 8, top + 9, 10, 7), border_radius=1)
            pygame.draw.arc(surface, palette.MUTED, (x + 9, top + 3, 8, 10), 0, 3.1416, 2)
        img = text.render(word, size, colour if beaten or is_next else palette.MUTED, True)
        surface.blit(img, img.get_rect(midleft=(x + 23, chip.centery - 1)))
        x += w + 6
    if menu.row_h >= 66:        # room for a line under the rungs: the next rung's strength (or all beaten)
        line = strength_words(upcoming, strength.rung(key, upcoming)) if upcoming else t("ladder.all_beaten")
        surface.blit(text.render(text.ellipsize(line, 15, width), 15, palette.MUTED), (s.left + 18, top + 20))
