"""IceSickle, "the Martian Peg Game" (Dan Isaac, 2003): RULES.md section 4, seed 003.

Fifteen shared pyramids (5 small of 1 pip, 5 medium of 2, 5 large of 3) on the 5x5 Volcano board.

* Sowing: the players take turns placing one pyramid of the size they choose from the common supply on any
  empty square, until all 15 are placed (the first placer places 8, the other 7).
* Reaping: the player who placed second jumps first. A jump takes ANY pyramid (nobody owns a colour) in a
  straight line, orthogonal or diagonal, over 1 up to its pip count of squares, at least one of them
  occupied, onto the next square, which must be on the board and empty. Every pyramid passed over is
  captured by the mover. A player who cannot capture ends the game.
* Score: the pips captured. A match is two games with the roles swapped; the higher total wins.

The state also models the whole match (phase, game_number, first_placer, game_scores), the designer's
scoring variants and the solo puzzle (players=1). Pieces keep an identity (size, colour 0..4) only so the
board can be drawn as a rainbow set; colour never matters to the rules.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from . import core
from . import squaregrid as sg
from .core import Event, IllegalMove, Option, OptionError, Outcome

Cell = sg.Cell
Piece = tuple[int, int]          # (size in pips 1..3, colour index 0..4)

NAME = "IceSickle"
PLAYERS = (1, 2, 3, 4)

SIZES = (1, 2, 3)
COLOURS = 5                      # one small, one medium and one large of each of five colours
SIZE_LETTERS = {1: "S", 2: "M", 3: "L"}
SIZE_NAMES = {1: "small", 2: "medium", 3: "large"}
ALL_PIECES: tuple[Piece, ...] = tuple((s, c) for s in SIZES for c in range(COLOURS))
SCORINGS = ("high", "low", "last_man", "remaining")

# The solo goals (RULES.md 4, designer's solo variant: "fewest or most pieces or points left, fewest or most
# moves, or a single piece of a given size left on the centre (or a corner)"): what is measured at the end, and
# which way is better. The 'single' goals measure the pyramids left, plus one unless one of them (of the goal's
# size, where it names one) stands on the target square, so exactly 1 is the perfect result. The player chooses
# the size as part of the goal; any size is the easiest (issue 30).
CENTRE = (2, 2)
CORNER_SQUARES = ((0, 0), (4, 0), (0, 4), (4, 4))
# goal -> (target squares, the size the last pyramid must have, None for any)
SINGLE_GOALS: dict[str, tuple[tuple[Cell, ...], int | None]] = {
    f"single_{place}{'' if size is None else '_' + SIZE_NAMES[size]}": (targets, size)
    for place, targets in (("centre", (CENTRE,)), ("corner", CORNER_SQUARES)) for size in (None, 1, 2, 3)}
GOALS = ("fewest_pyramids", "most_pyramids", "fewest_points", "most_points", "fewest_jumps", "most_jumps",
         *SINGLE_GOALS)
GOAL_LABELS = ("Fewest pyramids left", "Most pyramids left", "Fewest points left", "Most points left",
               "Fewest jumps", "Most jumps",
               "One left, on the centre", "One small, on the centre", "One medium, on the centre",
               "One large, on the centre",
               "One left, in a corner", "One small, in a corner", "One medium, in a corner",
               "One large, in a corner")
GOAL_MEASURE = {"fewest_pyramids": "pyramids", "most_pyramids": "pyramids", "fewest_points": "points",
                "most_points": "points", "fewest_jumps": "jumps", "most_jumps": "jumps",
                **{goal: "pyramids" for goal in SINGLE_GOALS}}


def _layout(rows: dict[int, tuple[int, ...]]) -> dict[Cell, int]:
    """A pattern as data: {y: sizes of the squares x = 0, 1, ... of that row (0: left empty)}."""
    return {(x, y): size for y, sizes in rows.items() for x, size in enumerate(sizes) if size}


# The solo set-ups: random squares, or a pattern (square -> size), five of each size.
SOLO_LAYOUTS: dict[str, dict[Cell, int] | None] = {
    "random": None,
    # ranks 5, 3 and 1 full: the smalls on top, the mediums in the middle, the larges at the bottom
    "rows": _layout({0: (1,) * 5, 2: (2,) * 5, 4: (3,) * 5}),
    # a staircase from a5 down to a1-e1: larges along rank 1, mediums above them, smalls at the top
    "triangle": _layout({0: (1,), 1: (1, 1), 2: (2, 1, 1), 3: (2, 2, 2, 2), 4: (3, 3, 3, 3, 3)}),
}


# --- Options, [DEFAULT]s and the decisions RULES.md leaves open: all in one place --------------------------

OPTIONS = [
    Option("match", "Match", (True, False), True,
           "A game per player, each placing first once in seat order, totals added; or a single game.",
           ("Full match", "Single game"), players=(2, 3, 4)),
    Option("scoring", "Scoring", SCORINGS, "high",
           "Who wins: most pips captured, fewest pips, the last to jump, or the last to jump also takes "
           "the pips left on the board.",
           ("Highest pips", "Lowest pips", "Last man standing", "Remaining points"), players=(2, 3, 4)),
    Option("goal", "Solo goal", GOALS, "fewest_pyramids",
           "What the solo puzzle asks of you when no jump is left; your best result is kept for each goal.",
           GOAL_LABELS, players=(1,)),
    Option("layout", "Solo set-up", tuple(SOLO_LAYOUTS), "random",
           "The pyramids start on random squares (a new puzzle each time), or in a fixed pattern.",
           ("Random", "Three rows", "Triangle"), players=(1,)),
]
DEFAULTS = {o.key: o.default for o in OPTIONS}

# What the registry, the menu and the computer players read about this engine (core.GameInfo). One player is
# the solo puzzle: its options are the ones whose Option.players is (1,).
INFO = core.GameInfo(
    name=NAME, players=PLAYERS, default_players=2, options=tuple(OPTIONS),
    ai="engine.ai.icesickle", levels=core.LEVELS, hints=True)


@dataclass(frozen=True)
class HouseRules:
    """Points no source settles: RULES.md's [DEFAULT]s and this engine's own decisions, in one place.

    [DEFAULT] the placer chooses the size from what is left in the common supply (Place carries a size).
    [DEFAULT] equal match totals are a draw: no tiebreak is published (outcome() shares the win).
    Decision, low: captures stay compulsory; match totals are added and the lower total wins.
    Decision, remaining: the last player to jump adds the pips left on the board to that game's captures;
        the two games are added up like the standard scoring.
    Decision, last_man: each game won is worth last_man_point; over a match 1-1 is a draw.
    Decision, both: if nobody jumped at all, nobody is 'last' and nobody gets the extra. An exhaustive
        search of all 15-pyramid sowings found none without a jump, so this only guards the rule.
    """
    # [DEFAULT] passed-over squares may be empty, provided at least one holds a pyramid.
    empty_passed_squares_allowed: bool = True
    # Decision: seat 0 places first in game 1, seat 1 in game 2, and so on (the menu decides who sits where).
    first_placer_game_1: int = 0
    # Decision, 3-4 players: turns go round in seat order; the seat after the first placer ("the player who
    #     placed second") makes the first jump; the game ends when the player to move cannot capture.
    last_man_point: int = 1


HOUSE_RULES = HouseRules()

# The engine's choices where the rules are silent, by name (the rules page words them by icesickle.rules.notes.<name>).
RULE_NOTES = {
    "choose_size": "You choose the size of each pyramid you place from what is left in the supply.",
    "empty_squares": "A jump may pass over empty squares as long as it passes over at least one pyramid.",
    "draw": "Equal match totals are a draw.",
    "roles": "Game 1: Player 1 places first and Player 2 jumps first; game 2 swaps the roles.",
    "more_players": "3 or 4 players: a full match is as many games as players; in each game the next player in seat order "
    "places first and the one after them jumps first; turns always go round in seat order; totals are added.",
    "last_man": "Last man standing: each game won is worth 1 point; if nobody can jump at all, nobody wins that game.",
    "remaining_points": "Remaining points: the last player to jump also scores the pips left on the board.",
    "solo": "Solo: the pyramids start at random or in a pattern; jump until no jump is left; the goal you chose says what "
    "counts. 'One left, on the centre' (or in a corner) counts the pyramids left, plus one if none stands there: "
    "1 is perfect. Your best result is kept for each goal and set-up (a random set-up by its puzzle number).",
}


# --- What the engine can say, as codes (engine/core.py): code -> its English sentence -------------------------
# The UI words a code by the key icesickle.codes.<code> with the same values; the English is for logs, records and
# the terminal. A sentence that differs by a pyramid's size has a code per size (the languages inflect the word).
CODES: dict[str, str] = {
    # refusals (IllegalMove; State.why_not, size_problem, placement_problem, jump_problem)
    "game_over": "The game is over.",
    "all_placed": "All pyramids are placed: now each turn is a capturing jump.",
    "not_yet": "Jumping starts once all 15 pyramids are placed.",
    "not_a_move": "That is not an IceSickle move.",
    "not_a_size": "A pyramid is small (S), medium (M) or large (L).",
    "none_left_small": "No small pyramids are left to place.",
    "none_left_medium": "No medium pyramids are left to place.",
    "none_left_large": "No large pyramids are left to place.",
    "off_board": "That square is not on the board.",
    "taken": "{cell} is already taken; place on an empty square.",
    "no_pyramid": "There is no pyramid on {cell} to jump with.",
    "land_off_board": "A jump must land on the board.",
    "not_straight": "A jump goes in a straight line: along a row, a column or a diagonal.",
    "too_short": "A jump must pass over at least one square; it cannot just step to the next one.",
    "too_far_small": "A small pyramid jumps over at most 1 square.",
    "too_far_medium": "A medium pyramid jumps over at most 2 squares.",
    "too_far_large": "A large pyramid jumps over at most 3 squares.",
    "land_taken": "A jump must land on an empty square.",
    "no_capture": "A jump must pass over at least one pyramid, which it captures.",
    "empty_passed": "A jump may not pass over an empty square.",
    # a move that cannot be read (parse_move; a record's move): what was written, quoted
    "notation": "not an IceSickle move: {text} (try 'M@c3' or 'c3xe5')",
    "size_letter": "not a pyramid size (S, M or L): {letter}",
    "square_name": "not a square of the 5x5 board: {square}",
    # the 'notice' event that ends a game of a match (player: the stuck seat, value: the game's number)
    "cannot_capture": "{name} cannot capture: game {number} is over.",
    # new_game's refusals of its options (core.OptionError)
    "players": "IceSickle is played by 2, 3 or 4 players, or by 1 as a solo puzzle.",
    "unknown_option": "IceSickle has no option called '{name}'.",
    "match": "The match option is either a two-game match or a single game.",
    "scoring": "Scoring must be high, low, last man standing or remaining points.",
    "scoring_players": "The scoring variants need two players; the solo puzzle has its own goals.",
    "goal": "The solo goal must be one of: {goals}.",
    "layout": "The solo set-up must be one of: {layouts}.",
    "solo_only": "Solo goals and set-ups are for the solo puzzle (1 player).",
}


def refusal(code: str, **values) -> IllegalMove:
    """The refusal `code` (a key of CODES) with its values: what play() raises and the *_problem rules answer."""
    return IllegalMove(code, CODES[code], **values)


def _option_error(code: str, **values) -> OptionError:
    return OptionError(code, CODES[code], **values)


def check_options(players: int, options: dict) -> dict:
    """The options with defaults filled in; an OptionError (a ValueError with a code) for anything wrong."""
    if players not in PLAYERS:
        raise _option_error("players", players=players)
    unknown = sorted(set(options) - set(DEFAULTS))
    if unknown:
        raise _option_error("unknown_option", name=unknown[0])
    chosen = {**DEFAULTS, **options}
    if not isinstance(chosen["match"], bool):
        raise _option_error("match", value=chosen["match"])
    if chosen["scoring"] not in SCORINGS:
        raise _option_error("scoring", value=chosen["scoring"])
    if players == 1 and chosen["scoring"] != "high":
        raise _option_error("scoring_players", value=chosen["scoring"])
    if chosen["goal"] not in GOALS:
        raise _option_error("goal", goals=", ".join(GOALS), value=chosen["goal"])
    if chosen["layout"] not in SOLO_LAYOUTS:
        raise _option_error("layout", layouts=", ".join(SOLO_LAYOUTS), value=chosen["layout"])
    if players != 1 and (chosen["goal"] != DEFAULTS["goal"] or chosen["layout"] != DEFAULTS["layout"]):
        raise _option_error("solo_only")
    return chosen


# --- Moves ----------------------------------------------------------------------------------------------

@dataclass(frozen=True, order=True)
class Place:
    """Sowing: put a pyramid of `size` pips from the supply on `cell`."""
    cell: Cell
    size: int

    def __str__(self) -> str:
        return f"{SIZE_LETTERS.get(self.size, '?')}@{sg.name(self.cell)}"


@dataclass(frozen=True, order=True)
class Jump:
    """Reaping: the pyramid on `src` jumps to `dst`; the direction and the distance follow from the two."""
    src: Cell
    dst: Cell

    def __str__(self) -> str:
        return f"{sg.name(self.src)}x{sg.name(self.dst)}"


def parse_move(text: str):
    """'M@c3' -> Place((2, 2), 2); 'c3xe5' -> Jump((2, 2), (4, 0)). Inverse of str(move). What cannot be read is
    refused with a code (notation, size_letter, square_name), as a record's move that the screen words."""
    t = text.strip()
    if "@" in t:
        letter, _, square = t.partition("@")
        sizes = {v: k for k, v in SIZE_LETTERS.items()}
        if letter.strip().upper() not in sizes:
            raise refusal("size_letter", letter=repr(letter))
        return Place(_square(square), sizes[letter.strip().upper()])
    parts = t.lower().split("x")
    if len(parts) == 2:
        return Jump(_square(parts[0]), _square(parts[1]))
    raise refusal("notation", text=repr(text))


def _square(text: str):
    """A square's name read (squaregrid.parse), refused with a code when it names no square of the board."""
    try:
        return sg.parse(text)
    except ValueError:
        raise refusal("square_name", square=repr(text.strip().lower())) from None


# --- Small rule functions ---------------------------------------------------------------------------------

def pips(pieces) -> int:
    """A pyramid is worth its pip count: small 1, medium 2, large 3."""
    return sum(size for size, _colour in pieces)


def jump_line(src: Cell, dst: Cell) -> tuple[Cell, int] | None:
    """The direction d and the number k of passed squares when dst = src + (k+1)d, else None."""
    dx, dy = dst[0] - src[0], dst[1] - src[1]
    steps = max(abs(dx), abs(dy))
    if steps == 0 or (dx and dy and abs(dx) != abs(dy)):
        return None          # not along a row, a column or a diagonal
    d = (dx // steps if dx else 0, dy // steps if dy else 0)
    return d, steps - 1


def passed_squares(src: Cell, d: Cell, k: int) -> tuple[Cell, ...]:
    """The k squares a jump passes over: p+d ... p+k*d."""
    return tuple(sg.add(src, d, i) for i in range(1, k + 1))


def full_supply() -> list[Piece]:
    return sorted(ALL_PIECES)


# --- The solo puzzle's goals ----------------------------------------------------------------------------

def solo_value(state: "IceSickleState") -> int:
    """The solo result in the unit of the state's goal (see GOALS): pyramids, pips or jumps."""
    goal = state.goal
    left = len(state.board)
    if goal in ("fewest_pyramids", "most_pyramids"):
        return left
    if goal in ("fewest_points", "most_points"):
        return pips(state.board.values())
    if goal in ("fewest_jumps", "most_jumps"):
        return state.jumps
    targets, size = SINGLE_GOALS[goal]
    return left + (0 if any(on_target(state.board.get(c), size) for c in targets) else 1)


def on_target(piece, size: int | None) -> bool:
    """Does this piece (or None) meet a single goal's target: any pyramid, or one of the goal's size?"""
    return piece is not None and (size is None or piece[0] == size)


def solo_lower_is_better(goal: str) -> bool:
    return not goal.startswith("most_")


def solo_is_perfect(state: "IceSickleState") -> bool:
    """A result nothing can beat: one pyramid left (fewest pyramids), on the centre or in a corner (the single
    goals). The other goals have no perfect result, only a best."""
    if state.goal == "fewest_pyramids" or state.goal in SINGLE_GOALS:
        return solo_value(state) == 1
    return False


def solo_record_key(state: "IceSickleState") -> str:
    """Best results are kept per goal and set-up; a random set-up is a puzzle of its own, named by its seed."""
    layout = f"random #{state.seed}" if state.layout == "random" else state.layout
    return f"{state.goal} / {layout}"


# --- The end of a game inside a match ---------------------------------------------------------------------

def stuck_player(events) -> int | None:
    """The seat whose turn came with no capturing jump in these events, which ended a game; else None."""
    return next((e.player for e in events if e.code == "cannot_capture"), None)


@dataclass(frozen=True)
class FinishedGame:
    """A game of a match as it ended, before the board was cleared for the next one."""
    number: int                          # which game of the match ended
    board: dict                          # the pyramids left on the board: cell -> piece
    captured: tuple                      # per seat, the pyramids captured in that game, in the order taken
    scores: tuple                        # per seat, that game's score (pips, or games won in last_man)
    stuck: int | None                    # the seat that had no capturing jump (None: no jump was left at all)
    next_first_placer: int               # who places first in the next game (the other one jumps first)


def finished_game(before: "IceSickleState", events) -> FinishedGame | None:
    """If the move played from `before` ended a game of a match that goes on, that game as it ended (the state
    itself has already set up the next game); else None."""
    start = next((e for e in events if e.kind == "phase" and e.text == f"game {e.value}"), None)
    if start is None:
        return None
    number = start.value - 1
    captured = [before.captured_by(s) for s in range(before.players)]
    for ev in events:
        if ev.kind == "capture":
            captured[ev.player].append(ev.piece)
    board = {ev.cell: ev.piece for ev in events if ev.kind == "remove"}
    scores = list(before.game_scores[number - 1])
    for ev in events:
        if ev.kind == "score":
            scores[ev.player] += ev.value
    return FinishedGame(number, board, tuple(tuple(c) for c in captured), tuple(scores), stuck_player(events),
                        start.player)


# --- The state --------------------------------------------------------------------------------------------

class IceSickleState:
    """A whole IceSickle match (or single game, or solo puzzle)."""

    def __init__(self, players: int, match: bool, scoring: str, seed, rng: random.Random,
                 goal: str = "fewest_pyramids", layout: str = "random"):
        self.players = players
        self.goal = goal              # the solo goal and set-up (solo only)
        self.layout = layout
        self.match = match if players >= 2 else False
        self.scoring = scoring
        self.seed = seed
        self.rng = rng
        self.board: dict[Cell, Piece] = {}
        self._supply: list[Piece] = full_supply()
        self.captured: list[list[Piece]] = [[] for _ in range(players)]
        self.game_scores: list[list[int]] = [[0] * players]
        self.game_number = 1
        self.first_placer = HOUSE_RULES.first_placer_game_1
        self.phase = "sowing"
        self.current_player: int | None = self.first_placer
        self.last_jumper: int | None = None   # in the current game
        self.jumps = 0                        # jumps made in the current game
        self._over = False

    # ---- reading the position ----

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def games_in_match(self) -> int:
        return self.players if self.match else 1

    def piece_at(self, cell: Cell) -> Piece | None:
        return self.board.get(cell)

    def supply(self) -> dict[int, int]:
        """How many pyramids of each size (1, 2, 3 pips) are still to be placed."""
        return {s: sum(1 for size, _ in self._supply if size == s) for s in SIZES}

    def supply_pieces(self) -> list[Piece]:
        return list(self._supply)

    def captured_by(self, seat: int) -> list[Piece]:
        """The pyramids this seat has captured in the current game, in the order taken."""
        return list(self.captured[seat])

    def captured_pips(self, seat: int) -> int:
        return pips(self.captured[seat])

    def pyramids_left(self) -> int:
        return len(self.board)

    def second_placer(self) -> int:
        """The seat after the first placer: it makes the first jump (solo: the one player)."""
        return self.next_seat(self.first_placer)

    def next_seat(self, seat: int) -> int:
        """Turns go round in seat order."""
        return (seat + 1) % self.players

    @property
    def counts_games_won(self) -> bool:
        """Last man standing scores games won; every other scoring counts pips (solo: pyramids left)."""
        return self.scoring == "last_man"

    def score_change_of_capture(self, piece: Piece) -> int:
        """How one captured pyramid changes its capturer's score right away: its pips, except in last man
        standing (scored at the end of a game) and solo (the score is the pyramids left: one fewer)."""
        if self.solo:
            return -1
        if self.counts_games_won:
            return 0
        return piece[0]

    # ---- rules: sowing ----

    def sizes_left(self) -> list[int]:
        """The sizes the supply still has, smallest first."""
        supply = self.supply()
        return [s for s in SIZES if supply[s]]

    # The *_problem rules answer a refusal (an IllegalMove, not raised: its code and values, its English reason)
    # or None when the move is allowed; play() raises what they answer.

    def size_problem(self, size: int) -> IllegalMove | None:
        """Why a pyramid of this size cannot be placed now (none left, or not a size), or None."""
        if size not in SIZES:
            return refusal("not_a_size", size=size)
        if self.supply()[size] == 0:
            return refusal(f"none_left_{SIZE_NAMES[size]}", size=size)
        return None

    def placement_problem(self, move: Place) -> IllegalMove | None:
        """Why this placement is not allowed, or None. Any empty square, any size left in the supply."""
        if move.size not in SIZES:
            return self.size_problem(move.size)
        if not sg.on_board(move.cell):
            return refusal("off_board")
        if move.cell in self.board:
            return refusal("taken", cell=sg.name(move.cell))
        return self.size_problem(move.size)

    def next_piece(self, size: int) -> Piece | None:
        """The pyramid a placement of this size takes: the lowest colour left of it (None if none is left)."""
        left = [p for p in self._supply if p[0] == size]
        return min(left) if left else None

    def take_from_supply(self, size: int) -> Piece:
        """The lowest colour left of that size, so a placement is just 'size S at cell'."""
        piece = self.next_piece(size)
        self._supply.remove(piece)
        return piece

    # ---- rules: reaping ----

    def jump_problem(self, move: Jump) -> IllegalMove | None:
        """Why this jump is not allowed, or None (RULES.md 4, jump definition steps 1-4)."""
        if not sg.on_board(move.src) or move.src not in self.board:
            return refusal("no_pyramid", cell=self._name(move.src))
        if not sg.on_board(move.dst):
            return refusal("land_off_board")
        line = jump_line(move.src, move.dst)
        if line is None:
            return refusal("not_straight")
        d, k = line
        size = self.board[move.src][0]
        if k < 1:
            return refusal("too_short")
        if k > size:
            return refusal(f"too_far_{SIZE_NAMES[size]}", size=size, squares=k)
        if move.dst in self.board:
            return refusal("land_taken")
        passed = passed_squares(move.src, d, k)
        if not any(c in self.board for c in passed):
            return refusal("no_capture")
        if not HOUSE_RULES.empty_passed_squares_allowed and not all(c in self.board for c in passed):
            return refusal("empty_passed")
        return None

    def jumps_from(self, cell: Cell) -> list[tuple[Jump, tuple[Cell, ...]]]:
        """Every legal jump of the pyramid on `cell`, with the squares it would capture from."""
        piece = self.board.get(cell)
        if piece is None or self.phase != "reaping" or self._over:
            return []
        out = []
        for d in sg.DIRECTIONS:
            for k in range(1, piece[0] + 1):
                land = sg.add(cell, d, k + 1)
                if not sg.on_board(land):
                    break            # farther landings are off the board too
                if land in self.board:
                    continue         # a longer jump may still land beyond
                passed = passed_squares(cell, d, k)
                taken = tuple(c for c in passed if c in self.board)
                if taken and (HOUSE_RULES.empty_passed_squares_allowed or len(taken) == k):
                    out.append((Jump(cell, land), taken))
        return out

    def jumps_by_pyramid(self) -> dict[Cell, list[tuple[Jump, tuple[Cell, ...]]]]:
        """Every pyramid that has a capturing jump, in board order, with its jumps_from."""
        out = {}
        for cell in sg.CELLS:
            if cell in self.board:
                found = self.jumps_from(cell)
                if found:
                    out[cell] = found
        return out

    def pips_captured_by(self, jump: Jump) -> int:
        """The pips of the pyramids this jump would capture: every pyramid on a passed square."""
        line = jump_line(jump.src, jump.dst)
        if line is None:
            return 0
        return pips(self.board[c] for c in passed_squares(jump.src, *line) if c in self.board)

    def all_jumps(self) -> list[Jump]:
        return [j for cell in sg.CELLS if cell in self.board for j, _ in self.jumps_from(cell)]

    def can_capture(self) -> bool:
        return bool(self.all_jumps())

    # ---- the contract ----

    def legal_moves(self) -> list:
        if self._over:
            return []
        if self.phase == "sowing":
            left = self.supply()
            return [Place(cell, s) for cell in sg.CELLS if cell not in self.board for s in SIZES if left[s]]
        return self.all_jumps()

    def why_not(self, move) -> IllegalMove | None:
        """The refusal play(move) would raise (its code names the rule broken), or None when the move is legal.
        Plays nothing; play() asks it first, so the rules of refusal live here and in the *_problem rules."""
        if self._over:
            return refusal("game_over")
        if isinstance(move, Place):
            if self.phase != "sowing":
                return refusal("all_placed")
            return self.placement_problem(move)
        if isinstance(move, Jump):
            if self.phase != "reaping":
                return refusal("not_yet")
            return self.jump_problem(move)
        return refusal("not_a_move")

    def play(self, move) -> list[Event]:
        refused = self.why_not(move)
        if refused is not None:
            raise refused
        return self._sow(move) if isinstance(move, Place) else self._reap(move)

    def _sow(self, move: Place) -> list[Event]:
        player = self.current_player
        piece = self.take_from_supply(move.size)
        self.board[move.cell] = piece
        events = [Event("place", player=player, cell=move.cell, piece=piece)]
        if self._supply:
            self.current_player = self.next_seat(player)   # players take turns in seat order
        else:
            events += self._start_reaping()
        return events

    def _start_reaping(self) -> list[Event]:
        """All 15 placed: the player who placed second makes the first jump."""
        self.phase = "reaping"
        self.current_player = self.second_placer()
        events = [Event("phase", text="reaping", value=self.game_number, player=self.current_player)]
        if not self.can_capture():
            events += self._end_game()
        return events

    def _reap(self, move: Jump) -> list[Event]:
        player = self.current_player
        d, k = jump_line(move.src, move.dst)
        path = (move.src,) + passed_squares(move.src, d, k) + (move.dst,)
        piece = self.board.pop(move.src)
        self.board[move.dst] = piece
        events = [Event("move", player=player, src=move.src, dst=move.dst, path=path, piece=piece)]
        gained = 0
        for cell in path[1:-1]:
            taken = self.board.pop(cell, None)
            if taken is not None:                     # every pyramid passed over goes to the mover
                self.captured[player].append(taken)
                gained += taken[0]
                events.append(Event("capture", player=player, cell=cell, piece=taken))
        self.last_jumper = player
        self.jumps += 1
        if self.scoring != "last_man" and not self.solo:
            events += self._add_score(player, gained, "captured")
        elif self.solo:
            self.game_scores[-1][0] += gained         # solo: pips kept for show; the goal is pyramids left
        if not self.solo:
            self.current_player = self.next_seat(player)   # players take turns in seat order
        if not self.can_capture():                    # the player to move cannot capture: the game ends
            events += self._end_game()
        return events

    def _add_score(self, player: int, value: int, why: str) -> list[Event]:
        if value == 0:
            return []
        self.game_scores[-1][player] += value
        return [Event("score", player=player, value=value, text=why)]

    def _end_game(self) -> list[Event]:
        """The player to move has no capturing jump: this game is over; score it and go on or finish."""
        stuck = self.current_player
        events: list[Event] = []
        if self.solo:
            self._over = True
            self.current_player = None
            left = self.pyramids_left()
            return [Event("game_over", value=left, text=self.outcome().summary)]
        events.append(Event("notice", player=stuck, value=self.game_number, code="cannot_capture",
                            text=CODES["cannot_capture"].format(name=f"Player {stuck + 1}", number=self.game_number)))
        events += self._end_of_game_scoring()
        if self.game_number < self.games_in_match:
            events += self._start_next_game()
        else:
            self._over = True
            self.current_player = None
            events.append(Event("game_over", text=self.outcome().summary, value=self.scores()))
        return events

    def _end_of_game_scoring(self) -> list[Event]:
        """The variants that score at the end of a game; nothing to add for high and low."""
        if self.last_jumper is None:
            return []                                  # nobody jumped: nobody is 'last' (HouseRules)
        if self.scoring == "last_man":
            return self._add_score(self.last_jumper, HOUSE_RULES.last_man_point, "last jump")
        if self.scoring == "remaining":
            return self._add_score(self.last_jumper, pips(self.board.values()), "remaining")
        return []

    def _start_next_game(self) -> list[Event]:
        """Clear the board, give every pyramid back; the next seat places first (two players: roles swap)."""
        events = [Event("remove", cell=c, piece=self.board[c]) for c in sg.CELLS if c in self.board]
        self.board.clear()
        self._supply = full_supply()
        self.captured = [[] for _ in range(self.players)]
        self.game_scores.append([0] * self.players)
        self.game_number += 1
        self.first_placer = self.next_seat(self.first_placer)
        self.phase = "sowing"
        self.current_player = self.first_placer
        self.last_jumper = None
        self.jumps = 0
        events.append(Event("phase", text=f"game {self.game_number}", value=self.game_number,
                            player=self.first_placer))
        return events

    # ---- scores and outcome ----

    def scores(self) -> list:
        """Match totals per seat (pips, or games won in last_man). Solo: [pyramids left]."""
        if self.solo:
            return [self.pyramids_left()]
        return [sum(g[seat] for g in self.game_scores) for seat in range(self.players)]

    def higher_is_better(self) -> bool:
        return self.scoring != "low"

    def outcome(self) -> Outcome | None:
        if not self._over:
            return None
        if self.solo:
            left = self.pyramids_left()
            word = "pyramid" if left == 1 else "pyramids"
            jumps = f"{self.jumps} jump" + ("" if self.jumps == 1 else "s")
            return Outcome((left,), ((0,),), (0,),
                           f"Solo puzzle finished with {left} {word} left ({pips(self.board.values())} points) "
                           f"after {jumps}.")
        totals = self.scores()
        ranking = core.rank_by_scores(totals, self.higher_is_better())
        winners = ranking[0]
        unit = "games" if self.scoring == "last_man" else "pips"
        if len(winners) == self.players:
            summary = f"A draw: {totals[0]} {unit} each."
        elif len(winners) > 1:
            summary = ("Shared win: " + " and ".join(f"Player {w + 1}" for w in winners)
                       + f" with {totals[winners[0]]} {unit} each.")
        else:
            w = winners[0]
            others = ", ".join(str(totals[s]) for group in ranking[1:] for s in group)
            summary = f"Player {w + 1} wins, {totals[w]} {unit} to {others}."
        return Outcome(tuple(totals), ranking, winners, summary)

    # ---- copies and saving ----

    def clone(self) -> "IceSickleState":
        c = IceSickleState.__new__(IceSickleState)
        c.__dict__.update(self.__dict__)
        c.board = dict(self.board)
        c._supply = list(self._supply)
        c.captured = [list(x) for x in self.captured]
        c.game_scores = [list(g) for g in self.game_scores]
        c.rng = random.Random()
        c.rng.setstate(self.rng.getstate())
        return c

    def to_dict(self) -> dict:
        return {
            "game": "icesickle",
            "version": 1,
            "players": self.players,
            "match": self.match,
            "scoring": self.scoring,
            "goal": self.goal,
            "layout": self.layout,
            "seed": self.seed,
            "board": [[x, y, s, c] for (x, y), (s, c) in sorted(self.board.items(), key=lambda kv: kv[0][::-1])],
            "supply": [list(p) for p in self._supply],
            "captured": [[list(p) for p in seat] for seat in self.captured],
            "game_scores": [list(g) for g in self.game_scores],
            "game_number": self.game_number,
            "first_placer": self.first_placer,
            "phase": self.phase,
            "current_player": self.current_player,
            "last_jumper": self.last_jumper,
            "jumps": self.jumps,
            "over": self._over,
            "rng": core.rng_to_json(self.rng),
        }

    def __repr__(self) -> str:
        return f"<IceSickle game {self.game_number} {self.phase} to move: {self.current_player}>"

    @staticmethod
    def _name(cell) -> str:
        return sg.name(cell) if sg.on_board(cell) else str(cell)


State = IceSickleState


def new_game(players: int = 2, seed=None, **options) -> IceSickleState:
    """A new match (or single game); players=1 is the solo puzzle with a random seeded sowing."""
    chosen = check_options(players, options)
    if players == 1 and seed is None:
        seed = random.SystemRandom().randrange(1, 10**9)   # solo records need a seed to file under
    state = IceSickleState(players, chosen["match"], chosen["scoring"], seed, random.Random(seed),
                           chosen["goal"], chosen["layout"])
    if players == 1:
        solo_sowing(state)
    return state


def solo_sowing(state: IceSickleState) -> None:
    """Solo setup: all 15 pyramids on random squares (the state's own generator) or in the chosen pattern, then
    the jumping starts."""
    pattern = SOLO_LAYOUTS[state.layout]
    if pattern is None:
        cells = state.rng.sample(sg.CELLS, len(ALL_PIECES))
        placed = zip(cells, full_supply())
    else:
        supply = full_supply()
        placed = []
        for cell in sg.CELLS:
            if cell in pattern:
                piece = next(p for p in supply if p[0] == pattern[cell])
                supply.remove(piece)
                placed.append((cell, piece))
    for cell, piece in placed:
        state.board[cell] = piece
    state._supply = []
    state.first_placer = 0
    state.phase = "reaping"
    state.current_player = 0
    if not state.can_capture():
        state._end_game()


def from_dict(data: dict) -> IceSickleState:
    if data.get("game") != "icesickle":
        raise ValueError("This save is not an IceSickle game.")
    s = IceSickleState.__new__(IceSickleState)
    s.players = data["players"]
    s.match = data["match"]
    s.scoring = data["scoring"]
    s.goal = data.get("goal", DEFAULTS["goal"])
    s.layout = data.get("layout", DEFAULTS["layout"])
    s.seed = data["seed"]
    s.rng = core.rng_from_json(data["rng"])
    s.board = {(x, y): (size, colour) for x, y, size, colour in data["board"]}
    s._supply = [tuple(p) for p in data["supply"]]
    s.captured = [[tuple(p) for p in seat] for seat in data["captured"]]
    s.game_scores = [list(g) for g in data["game_scores"]]
    s.game_number = data["game_number"]
    s.first_placer = data["first_placer"]
    s.phase = data["phase"]
    s.current_player = data["current_player"]
    s.last_jumper = data["last_jumper"]
    s.jumps = data["jumps"]
    s._over = data["over"]
    return s
