"""What every game engine shares: the State contract, events, outcomes, illegal moves.

Every module in engine/ (trickle, tumbleweed, icesickle, tripitz) follows the same shape so that the menu,
undo, saving, the computer players and the tests treat all games alike:

    new_game(players=2, seed=None, **options) -> State      # bad option: ValueError with a readable reason
    parse_move(text) -> Move                                 # inverse of str(move)
    from_dict(data) -> State                                 # inverse of State.to_dict()

    State.current_player      seat index (0-based), None when the game is over
    State.legal_moves()       every legal move, stable order; moves are hashable, str() is their notation
    State.play(move)          apply in place, return list[Event]; IllegalMove (state untouched) otherwise
    State.clone()             cheap independent copy
    State.is_over             bool
    State.scores()            list of numbers, one per seat
    State.outcome()           Outcome, or None while the game runs
    State.to_dict()           JSON-ready, including the random generator's position
    State.why_not(move)       the IllegalMove that play(move) would raise, or None; plays nothing

The engine speaks in codes. Every refusal, notice, option/set-up error and every ending that winners and ranking do
not say (Outcome.code) carries a `code` (a name, never a sentence) and `values`; each engine module declares every
code it can answer in one table, `CODES: dict[str, str]`, code -> its English sentence with `{name}` placeholders
(what logs, records and the terminal read). The UI words a code only by its key, `<engine>.codes.<code>` in
assets/lang (records: `records.codes.<code>`), with the same values; no screen reads the English back.
tests/test_codes.py proves the set is closed: every code an engine raises is in its table, and every entry of the
table has a key in every language.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Protocol, Sequence


class Coded:
    """A code with its values, and its English sentence from the engine's CODES table (for logs and files)."""

    def __init__(self, code: str, english: str = "", **values):
        self.code = code
        self.values = values
        self.reason = english.format(**values) if english else code


class IllegalMove(Coded, ValueError):
    """A move the rules forbid: `code` names the rule broken, `values` say where and what; `reason` is the
    English sentence (logs, records). Raise it as `IllegalMove(code, CODES[code], **values)`."""

    def __init__(self, code: str, english: str = "", **values):
        Coded.__init__(self, code, english, **values)
        ValueError.__init__(self, self.reason)


class OptionError(Coded, ValueError):
    """new_game refused its options or set-up (a bad value, a combination the rules forbid): coded likewise."""

    def __init__(self, code: str, english: str = "", **values):
        Coded.__init__(self, code, english, **values)
        ValueError.__init__(self, self.reason)


@dataclass(frozen=True)
class Event:
    """Something that happened during State.play, in order; the scenes animate from these.

    kind is one of (engines may add their own):
      'move'     a piece went from src to dst along path (path includes src and dst; a jump passes over cells)
      'place'    a piece was put on cell
      'capture'  the piece on cell was taken by player
      'remove'   a piece left the board from cell (Trickle Down corners)
      'score'    player's score changed by value
      'pass'     player passed
      'phase'    the game entered phase `text`
      'notice'   a message for the players: `code` names it (a key of the engine's CODES), `text` is its
                 English sentence, `value` what it is about
      'game_over'
    `code` is also set wherever an event needs more than its kind to be worded.
    """
    kind: str
    player: int | None = None
    src: Any = None
    dst: Any = None
    path: tuple = ()
    cell: Any = None
    piece: Any = None
    value: Any = None
    text: str = ""
    code: str = ""


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    ranking: groups of seats, best first; seats in one group are tied.
    winners: the seats that share the win (more than one = a shared win / draw); empty in cooperative play.
    summary: the ending in one English sentence ("Blue wins 12 to 7", "A draw!"), for logs and record files; no
             screen shows it.
    teams:   the seats of each team, when seats play in teams.
    code, values: an ending that winners and ranking do not say (nobody wins: Tripitz Together's team score) is
             coded like a refusal: `code` a key of the engine's CODES, `values` what fills it, and `summary` then
             CODES[code].format(**values). The UI words it by `<engine>.codes.<code>`. A plain win, shared win or
             draw has no code ("" and {}): its winners and ranking say it, in any language.
    """
    scores: tuple
    ranking: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...]
    summary: str = ""
    teams: tuple[tuple[int, ...], ...] = ()
    code: str = ""
    values: dict = field(default_factory=dict, hash=False)

    @property
    def is_draw(self) -> bool:
        return len(self.winners) > 1


def rank_by_scores(scores: Sequence[float], higher_is_better: bool = True) -> tuple[tuple[int, ...], ...]:
    """Group seats by score, best first; equal scores share a group (ties are shared, RULES.md)."""
    values = sorted(set(scores), reverse=higher_is_better)
    return tuple(tuple(i for i, s in enumerate(scores) if s == v) for v in values)


def outcome_from_scores(scores: Sequence[float], names: Sequence[str] | None = None,
                        higher_is_better: bool = True) -> Outcome:
    ranking = rank_by_scores(scores, higher_is_better)
    winners = ranking[0] if ranking else ()
    names = list(names) if names else [f"Player {i + 1}" for i in range(len(scores))]
    if len(winners) == len(scores) and len(scores) > 1:
        summary = "A draw!"
    elif len(winners) > 1:
        summary = "Shared win: " + " and ".join(names[i] for i in winners)
    else:
        summary = f"{names[winners[0]]} wins!"
    return Outcome(tuple(scores), ranking, tuple(winners), summary)


class State(Protocol):
    current_player: int | None

    @property
    def is_over(self) -> bool: ...
    def legal_moves(self) -> list: ...
    def play(self, move) -> list[Event]: ...
    def clone(self) -> "State": ...
    def scores(self) -> list: ...
    def outcome(self) -> Outcome | None: ...
    def to_dict(self) -> dict: ...


def rng_to_json(rng: random.Random) -> list:
    """The generator's exact position as JSON-ready lists (so a saved game resumes exactly)."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: list) -> random.Random:
    rng = random.Random()
    version, internal, gauss = data
    rng.setstate((version, tuple(internal), gauss))
    return rng


@dataclass(frozen=True)
class Option:
    """One game option as data, so the menu can offer it and the rules page can explain it.

    key: the keyword argument of new_game; choices: the allowed values; labels: how the menu shows them;
    help: one line a player can read; players: the player counts it belongs to (empty: every count), so the
    menu offers it only there (IceSickle's solo goal, its two-or-more-player scoring).
    """
    key: str
    label: str
    choices: tuple
    default: Any
    help: str = ""
    labels: tuple = ()
    players: tuple = ()

    def applies_to(self, players: int) -> bool:
        return not self.players or players in self.players

    def label_of(self, value) -> str:
        if self.labels and value in self.choices:
            return str(self.labels[self.choices.index(value)])
        return str(value)


# ---- a game declares itself ------------------------------------------------------------------------------------

# The computer levels every player module in engine/ai knows, weakest first. An engine names the ones its seats
# may be given (GameInfo.levels); the words of each are play.level.<level> in assets/lang.
LEVELS = ("easy", "medium", "hard", "expert")


@dataclass(frozen=True)
class Edition:
    """One set of rules of an engine that an entry of the menu plays (Trickle and Trickle Down are two editions
    of one engine): its English name, the player counts it is for, the count it starts with, and the options
    (core.Option) a player may choose in it."""
    name: str
    players: tuple[int, ...]
    default_players: int
    options: tuple[Option, ...] = ()


@dataclass(frozen=True)
class GameInfo:
    """What a game engine says about itself, declared once as `INFO` beside its rules (engine/<game>.py), so that
    the registry (games/__init__.py), the option words, the menu's seats, the Hint button, the computer players'
    dispatch and the tests' lists of entries are derived from it rather than copied.

    name:            the game's English name
    players:         every player count new_game accepts
    default_players: the count new_game starts with when none is given
    options:         every core.Option new_game accepts (the menu offers an edition's own list)
    editions:        edition key -> Edition, when the engine plays more than one set of rules; empty when the
                     engine is one game (its one edition is then made of the fields above, see `edition`)
    ai:              the module of its computer player (engine/ai/<game>.py, `choose(state, level, rng,
                     deadline)`), "" when it has none
    levels:          the computer levels its seats may be given (a subset of LEVELS, weakest first)
    hints:           whether a player may ask for a hint (the computer player's hint, or its medium choice)
    notations:       other ways of writing its moves in a game record: notation name -> module with
                     write(before, move) and read(text, state) (Tumbleweed: Abstract Play's cell names)
    words:           the namespace of its words in assets/lang, where its codes are worded
    hidden:          a seat holds pieces the others may not see (Tripitz's racks): while a game runs, its analysis
                     names no better move (they would show what a seat held)
                     (`<words>.codes.<code>`); "" means its engine module's own name ("tumbleweed")
    """
    name: str
    players: tuple[int, ...]
    default_players: int
    options: tuple[Option, ...] = ()
    editions: dict = field(default_factory=dict)
    ai: str = ""
    levels: tuple[str, ...] = ()
    hints: bool = False
    notations: dict = field(default_factory=dict)
    words: str = ""
    hidden: bool = False

    def edition(self, key: str = "") -> Edition:
        """The edition named `key`; "" names the engine's one edition (or, with several, every option it takes)."""
        if key:
            return self.editions[key]
        return Edition(self.name, self.players, self.default_players, self.options)

    def every_option(self) -> list[Option]:
        """Every option of the engine, each once (an option may stand in several editions' lists)."""
        seen, out = set(), []
        for option in [*self.options, *(o for e in self.editions.values() for o in e.options)]:
            if id(option) not in seen:
                seen.add(id(option))
                out.append(option)
        return out
