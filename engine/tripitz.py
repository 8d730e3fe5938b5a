"""Tripitz Domino (Günther Bronner): place pids so that they form triples and quadruples in line.

The rules are RULES.md section 5 and the rulebook in seeds/004. In short:

* 64 unique pids, each with a token colour, a symbol and a symbol colour (4 values each).
* A *triple* is 3 pids whose every property is all equal or all different; a *quadruple* is the same for 4.
* A turn is a placement (it must form at least one new triple or quadruple in line with pids on the board),
  an exchange of rack pids for blind draws, or, only when nothing can be placed and the bag is empty,
  sitting out.
* A placement scores (triples x 1 + quadruples x 3) x touched neighbours, doubled on the border.

A pid is a small int: ``16 * token colour + 4 * symbol + symbol colour`` (0..63); the four jokers (the
unprinted spare pids, red/yellow/blue/green) are 64..67. ``pid_name`` gives "red-moon-white" and "joker-red".

Every [DEFAULT] of RULES.md lives in ``Config`` (the menu options) and ``HouseRules`` (the fixed choices).
"""
from __future__ import annotations

import functools
import itertools
import random
from dataclasses import dataclass
from typing import Iterable, Sequence

from . import core, hexgrid

Cell = tuple[int, int]

# ---- The pids -------------------------------------------------------------------------------------------

COLOURS = ("red", "yellow", "blue", "green")                  # token colour
SYMBOLS = ("triangle", "circle", "moon", "star")
SYMBOL_COLOURS = ("white", "black", "grey", "lightblue")

PIDS: tuple[int, ...] = tuple(range(64))
JOKERS: tuple[int, ...] = (64, 65, 66, 67)                    # the spare pids: red, yellow, blue, green
MARKERS = COLOURS                                             # rank markers, best first (rulebook)


def make_pid(colour: int, symbol: int, symbol_colour: int) -> int:
    return colour * 16 + symbol * 4 + symbol_colour


def properties(pid: int) -> tuple[int, int, int]:
    """(token colour, symbol, symbol colour) as indices 0..3."""
    return pid >> 4, (pid >> 2) & 3, pid & 3


def is_joker(pid: int) -> bool:
    return pid in JOKERS


def pid_name(pid: int) -> str:
    if is_joker(pid):
        return "joker-" + COLOURS[pid - 64]
    c, s, k = properties(pid)
    return f"{COLOURS[c]}-{SYMBOLS[s]}-{SYMBOL_COLOURS[k]}"


def token_colour(pid: int) -> int:
    """The token colour of any pid, jokers included, as an index into COLOURS."""
    return COLOURS.index(pid_description(pid)[0])


def rank_marker_pid(colour: str) -> int:
    """The spare pid that serves as the rank marker of this colour at the end (red, yellow, blue, green)."""
    return JOKERS[COLOURS.index(colour)]


def pid_description(pid: int) -> tuple[str, str | None, str | None]:
    """Display names: (token colour, symbol, symbol colour); a joker has no symbol."""
    if is_joker(pid):
        return COLOURS[pid - 64], None, None
    c, s, k = properties(pid)
    return COLOURS[c], SYMBOLS[s], SYMBOL_COLOURS[k]


_PID_BY_NAME = {pid_name(p): p for p in PIDS + JOKERS}


def pid_from_name(name: str) -> int:
    try:
        return _PID_BY_NAME[name.strip().lower()]
    except KeyError:
        raise _refused("no_such_pid", name=repr(name)) from None


# ---- Triples and quadruples: "all equal or all different", property by property ------------------------

def _all_equal_or_all_different(values: Sequence[int]) -> bool:
    distinct = len(set(values))
    return distinct == 1 or distinct == len(values)


def _is_set(pids: Sequence[int]) -> bool:
    # Jokers are unprinted: a window containing one is never a valid set (RULES.md [DEFAULT]).
    if any(p not in range(64) for p in pids) or len(set(pids)) != len(pids):
        return False
    return all(_all_equal_or_all_different([properties(p)[i] for p in pids]) for i in range(3))


def is_triple(a: int, b: int, c: int) -> bool:
    """Three pids whose every property is all equal or all different (the order does not matter)."""
    return _is_set((a, b, c))


def is_quadruple(a: int, b: int, c: int, d: int) -> bool:
    """Four pids whose every property is all equal or all different."""
    return _is_set((a, b, c, d))


def completing_pids(pids: Iterable[int]) -> list[int]:
    """The pids that complete a set: the 1..8 thirds of a pair, or the single fourth of a triple.

    Per property: if the given pids share the value, the missing one shares it too; otherwise it takes a
    value none of them has ("Which pid is missing for a triple?" in the rulebook). Three pids that are not
    a triple, or any joker, have no completion ([]).
    """
    pids = list(pids)
    if len(pids) not in (2, 3):
        raise ValueError("Give two pids (for a triple) or three (for a quadruple).")
    if any(is_joker(p) for p in pids) or len(set(pids)) != len(pids):
        return []
    if len(pids) == 3 and not is_triple(*pids):
        return []
    options = []
    for i in range(3):
        values = {properties(p)[i] for p in pids}
        options.append(sorted(values) if len(values) == 1 else sorted(set(range(4)) - values))
    return sorted(make_pid(c, s, k) for c, s, k in itertools.product(*options))


@functools.lru_cache(maxsize=None)
def _completers(others: tuple[int, ...]) -> frozenset[int]:
    """completing_pids of the pids already in a window (sorted), remembered: boards repeat them a lot."""
    return frozenset(completing_pids(others))


# ---- Options and the [DEFAULT]s of RULES.md, in one place ------------------------------------------------

ROW_MODELS = ("windows", "strict")


@dataclass(frozen=True)
class Config:
    """The menu options of one game."""
    row_model: str = "windows"      # [DEFAULT] 3/4-windows through the cell; 'strict' = maximal runs only
    shortened: bool = False         # [SRC variant] the first placement on the border ends the game
    jokers: bool = False            # [SRC variant] the 4 spare pids go into the bag as jokers
    cooperative: bool = False       # [SRC variant] one team score, no winner


@dataclass(frozen=True)
class HouseRules:
    """[DEFAULT]s of RULES.md that are not options; shown on the rules page (see DEFAULT_NOTES)."""
    rack_size: int = 7
    start_pids: str = "random all-different quadruple"
    first_player: str = "random seat, then clockwise: the first seat with a legal placement starts"
    exchange_limit: str = "bag size"         # at most as many pids as the bag holds
    exchange_draws_first: bool = True        # draw the replacements, then return the pids
    joker_min_distance: int = 3              # from an eligible board pid to every empty cavity
    jokers_touchable: bool = True            # a joker on the board counts as a touched neighbour
    safeguard_rounds: int = 2                # rounds without any placement that end the game
    ties: str = "shared"


HOUSE = HouseRules()

# The rule notes (RULES.md [DEFAULT]s a player should know), by name: the rules page words each by the key
# tripitz.notes.<name>.
DEFAULT_NOTES: dict[str, str] = {
    "start_pids": "The 4 start pids are a random quadruple whose pids differ in every property.",
    "first_player": "A random seat is picked; going clockwise, the first player who can place starts.",
    "exchange": "An exchange may return at most as many pids as the bag holds; you draw first, then return them.",
    "windows": "A row is scored by its windows of 3 and 4 through the new pid; a quadruple includes its own "
               "triples.",
    "joker_touched": "A joker on the board is touched like a pid but never makes a triple or quadruple.",
    "joker_distance": "A joker may be swapped for a board pid at least 3 cells from every empty cavity.",
    "safeguard": "If two full rounds pass without a placement, the game ends.",
    "ties": "Equal top scores share the win.",
}

# Everything the engine answers in words, by code (core.py: the UI words a code by the key tripitz.codes.<code>):
# refusals (IllegalMove, also for a move that cannot be read), the notices after a move (an Event's `value` fills
# its {count}), and new_game's option errors (core.OptionError). Pids are named as the notation writes them
# ("red-moon-white"), cells as "q,r".
CODES: dict[str, str] = {
    "over": "The game is over.",
    "not_a_move": "{move} is not a Tripitz move.",
    "not_on_rack": "{pid} is not on your rack.",
    "joker_alone": "A joker is not placed on its own: swap it for a pid on the board.",
    "no_set": "{pid} forms no triple or quadruple at {cell}.",
    "off_board": "{cell} is not a cavity of the board.",
    "taken": "The cavity {cell} is already taken.",
    "place_after_swap": "After a joker swap you must place a pid.",
    "exchange_nothing": "Choose at least one pid to exchange.",
    "exchange_not_own": "You can only exchange pids from your own rack.",
    "exchange_too_many": "The bag holds only {count} pids: exchange at most that many.",
    "sit_out_bag": "You may only sit out when the bag is empty; exchange pids instead.",
    "sit_out_can_place": "You can still place a pid, so you may not sit out.",
    "no_jokers": "This game is played without jokers.",
    "one_swap": "One joker swap per turn: now place a pid.",
    "no_joker": "You need a joker on your rack to swap.",
    "joker_too_close": "A joker can only take a pid at least 3 cavities away from every empty one.",
    "swap_dead_end": "After that swap you could not place anything.",
    "notation": "{text} is not a Tripitz move (P pid@q,r, X pids, J joker@q,r or SIT).",
    "no_such_pid": "There is no pid called {name}.",
    "not_a_cell": "{text} is not a cell like 3,-2.",
    # notices
    "quadruple": "Quadruple!",
    "quadruples": "{count} quadruples!",
    "triples": "{count} triples!",
    "border": "Outer row: double score!",
    "joker_swapped": "Joker swapped: now place a pid.",
    # new_game's options (core.OptionError)
    "no_option": "Tripitz has no option called {option}.",
    "players": "Tripitz Domino is for 2 to 6 players.",
    "bad_choice": "The option '{label}' must be one of: {choices}.",
    # how a game ended, when its winners do not say it (core.Outcome.code): Tripitz Together has none
    "together_score": "Together you scored {score} points!",
}


def _refused(code: str, **values) -> core.IllegalMove:
    return core.IllegalMove(code, CODES[code], **values)


def _notice(code: str, count: int | None = None) -> core.Event:
    return core.Event("notice", code=code, value=count, text=CODES[code].format(count=count))


OPTIONS = [
    core.Option("row_model", "Rows", ROW_MODELS, "windows",
                "How rows longer than 3 score: every 3/4-window through the pid, or only whole rows of 3 or 4.",
                ("3- and 4-windows", "Whole rows only")),
    core.Option("shortened", "Short game", (False, True), False,
                "The game ends with the first placement on the outer row (it is scored, doubled).",
                ("Off", "On")),
    core.Option("jokers", "Jokers", (False, True), False,
                "The 4 spare pids are jokers: swap one for a pid deep inside the board, then place.",
                ("Off", "On")),
    core.Option("cooperative", "Together", (False, True), False,
                "Cooperative play for children and beginners: one team score, no winner.",
                ("Off", "On")),
]

PLAYERS = (2, 3, 4, 5, 6)

# What the registry, the menu and the computer players read about this engine (core.GameInfo).
INFO = core.GameInfo(
    name="Tripitz Domino", players=PLAYERS, default_players=2, options=tuple(OPTIONS),
    ai="engine.ai.tripitz", levels=core.LEVELS, hints=True, hidden=True)


# ---- Board geometry (from engine/hexgrid) -----------------------------------------------------------------

BOARD: tuple[Cell, ...] = tuple(hexgrid.tripitz_board())
BOARD_SET = frozenset(BOARD)
BORDER = frozenset(hexgrid.tripitz_border())
START_CELLS: tuple[Cell, ...] = hexgrid.TRIPITZ_START_CELLS
AXES: tuple[Cell, ...] = ((1, 0), (0, 1), (1, -1))    # the 3 hex axes; a row runs along one of them
NEIGHBOURS = {c: tuple(n for n in hexgrid.neighbours(c) if n in BOARD_SET) for c in BOARD}


def _windows_through(cell: Cell, axis: Cell, size: int) -> list[tuple[Cell, ...]]:
    """Every run of `size` consecutive board cells along `axis` that contains `cell`."""
    found = []
    for start in range(-(size - 1), 1):
        w = tuple(hexgrid.add(cell, hexgrid.scale(axis, start + i)) for i in range(size))
        if all(c in BOARD_SET for c in w):
            found.append(w)
    return found


# WINDOWS[cell][axis index] = (the 4-windows, the 3-windows) through that cell. This table, RESCORED and the joker's
# near cells are made on first use (`tables()`), not at import: the title screen imports every engine for what it
# declares (INFO) and building them took 15-25 ms of every start-up (issue 28). The app's warm-up calls `tables()`
# while the title screen rests, so a game never waits for them.
WINDOWS: dict = {}


def _line_cells(cell: Cell, reach: int | None) -> frozenset[Cell]:
    """The cells on the 3 axis lines through `cell` (not itself), at most `reach` steps away (None: any)."""
    found = set()
    for axis in AXES:
        for direction in (axis, hexgrid.scale(axis, -1)):
            for steps, c in enumerate(hexgrid.line(cell, direction, BOARD_SET), 1):
                if reach is not None and steps > reach:
                    break
                found.add(c)
    return frozenset(found)


# RESCORED[row model][cell]: the empty cells whose windows or touches a pid put at `cell` can change: on its
# axis lines within 3 steps ('windows': a 4-window spans 3 steps), anywhere on them ('strict': a whole run).
RESCORED: dict = {}
_NEAR: dict = {}


def tables() -> dict:
    """Makes the board's lookup tables (WINDOWS, RESCORED, the house rule's near cells) if not yet made; returns
    WINDOWS."""
    if not WINDOWS:
        RESCORED.update({"windows": {c: _line_cells(c, 3) for c in BOARD},
                         "strict": {c: _line_cells(c, None) for c in BOARD}})
        _near_cells(HOUSE.joker_min_distance)
        WINDOWS.update({c: tuple((_windows_through(c, a, 4), _windows_through(c, a, 3)) for a in AXES)
                        for c in BOARD})     # (last: a WINDOWS that is not empty says every table is made)
    return WINDOWS


def _rescored(row_model: str) -> dict:
    """RESCORED[row_model], made first if need be."""
    if not WINDOWS:
        tables()
    return RESCORED[row_model]


def _near_cells(reach: int) -> dict:
    """cell -> the board cells closer to it than `reach` (computed once per reach: the house rule's by tables())."""
    if reach not in _NEAR:
        _NEAR[reach] = {c: frozenset(o for o in BOARD if hexgrid.distance(c, o) < reach) for c in BOARD}
    return _NEAR[reach]


# ---- Moves ---------------------------------------------------------------------------------------------------

def _cell_str(c: Cell) -> str:
    return f"{c[0]},{c[1]}"


def _parse_cell(text: str) -> Cell:
    try:
        q, r = (int(x) for x in text.split(","))
    except ValueError:
        raise _refused("not_a_cell", text=repr(text)) from None
    return (q, r)


@dataclass(frozen=True)
class Place:
    """Put `pid` from the rack into the empty cavity `cell`."""
    pid: int
    cell: Cell

    def __str__(self) -> str:
        return f"P {pid_name(self.pid)}@{_cell_str(self.cell)}"


@dataclass(frozen=True)
class Exchange:
    """Return these rack pids to the bag for as many blind draws (kept sorted, so equal sets are equal)."""
    pids: tuple[int, ...]

    def __post_init__(self):
        object.__setattr__(self, "pids", tuple(sorted(self.pids)))

    def __str__(self) -> str:
        return "X " + " ".join(pid_name(p) for p in self.pids)


@dataclass(frozen=True)
class SitOut:
    """Nothing can be placed and the bag is empty: the turn passes."""

    def __str__(self) -> str:
        return "SIT"


@dataclass(frozen=True)
class JokerSwap:
    """Jokers variant: put `joker` into `cell` and take the pid there onto the rack; the SAME player then
    still has to place (the turn continues, only Place moves are legal until the placement)."""
    joker: int
    cell: Cell

    def __str__(self) -> str:
        return f"J {pid_name(self.joker)}@{_cell_str(self.cell)}"


Move = Place | Exchange | SitOut | JokerSwap


def move_for(pid: int, cell: Cell) -> Place | JokerSwap:
    """A pid from the rack put on a cell: a joker swaps with the pid there, any other pid is placed."""
    return JokerSwap(pid, cell) if is_joker(pid) else Place(pid, cell)


def parse_move(text: str) -> Move:
    """Inverse of str(move): "P red-moon-white@3,-2", "X red-moon-white blue-star-grey", "SIT", "J joker-red@0,1"."""
    text = text.strip()
    if text.upper() == "SIT":
        return SitOut()
    kind, _, rest = text.partition(" ")
    kind = kind.upper()
    if kind in ("P", "J") and "@" in rest:
        name, _, cell = rest.partition("@")
        pid, c = pid_from_name(name), _parse_cell(cell)
        return Place(pid, c) if kind == "P" else JokerSwap(pid, c)
    if kind == "X" and rest.strip():
        return Exchange(tuple(pid_from_name(n) for n in rest.split()))
    raise _refused("notation", text=repr(text))


# ---- Scoring a placement ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Breakdown:
    """What a placement of a pid at a cell scores, and why.

    sets: the cells of every valid triple/quadruple it forms (the scene can flash them).
    """
    triples: int
    quadruples: int
    touches: int
    border: bool
    total: int
    sets: tuple[tuple[Cell, ...], ...] = ()

    @property
    def base(self) -> int:
        return self.triples + 3 * self.quadruples

    @property
    def is_legal(self) -> bool:
        """A placement must form at least one valid new triple or quadruple."""
        return self.base > 0


def _occupied_others(board: dict, window: tuple[Cell, ...], cell: Cell) -> tuple[int, ...] | None:
    """The pids of the window's other cells, or None if one of them is empty (a window must be full)."""
    others = []
    for c in window:
        if c != cell:
            p = board.get(c)
            if p is None:
                return None
            others.append(p)
    return tuple(others)


def _candidate_windows(board: dict, cell: Cell, row_model: str) -> tuple:
    """Per axis: (full 4-windows, full 3-windows) through `cell`, each as (cells, the pids completing it).

    A window is full when all its cells but `cell` hold pids; the pids that would complete those to a
    quadruple (4-window) or triple (3-window) are the ones that score there.

    'windows' model: every 3- and 4-window through the cell (rows longer than 4 score by their windows).
    'strict' model: only the maximal run through the cell, if it is exactly 3 (triple) or 4 (quadruple) long.
    """
    per_axis = []
    for i, axis in enumerate(AXES):
        if row_model == "strict":
            run = _run_through(board, cell, axis)
            if len(run) not in (3, 4):
                per_axis.append(([], []))
                continue
            entry = (run, _completers(tuple(sorted(board[c] for c in run if c != cell))))
            per_axis.append(([entry], []) if len(run) == 4 else ([], [entry]))
            continue
        fours, threes = (WINDOWS or tables())[cell][i]
        per_axis.append(tuple([(w, _completers(tuple(sorted(o)))) for w in ws
                               if (o := _occupied_others(board, w, cell)) is not None]
                              for ws in (fours, threes)))
    return tuple(per_axis)


def _any_completer(candidates: tuple) -> frozenset[int]:
    """Every pid that scores at least one window of these candidates (a quick test before _evaluate)."""
    return frozenset().union(*(completers for axis in candidates for ws in axis for _, completers in ws))


def _run_through(board: dict, cell: Cell, axis: Cell) -> tuple[Cell, ...]:
    """The maximal line of occupied cells along `axis` through `cell` (which counts as occupied)."""
    back = []
    for c in hexgrid.line(cell, hexgrid.scale(axis, -1), BOARD_SET):
        if c not in board:
            break
        back.append(c)
    ahead = []
    for c in hexgrid.line(cell, axis, BOARD_SET):
        if c not in board:
            break
        ahead.append(c)
    return tuple(reversed(back)) + (cell,) + tuple(ahead)


def touches(board: dict, cell: Cell) -> int:
    """Occupied neighbour cavities of `cell` (jokers count: they are pids on the board)."""
    return sum(1 for n in NEIGHBOURS[cell] if n in board)


def _evaluate(candidates: tuple, pid: int, touched: int, border: bool) -> Breakdown:
    """Score `pid` against the candidate windows of one cell.

    A quadruple scores 3 and absorbs its own sub-triples: a 3-window inside a counted 4-window of the
    same axis is not counted again (rulebook example 3: one quadruple, one touch = 3 points, not 4).
    """
    triples = quadruples = 0
    sets = []
    for fours, threes in candidates:
        counted = []
        for window, completers in fours:
            if pid in completers:
                quadruples += 1
                counted.append(set(window))
                sets.append(window)
        for window, completers in threes:
            if any(set(window) <= q for q in counted):
                continue
            if pid in completers:
                triples += 1
                sets.append(window)
    base = triples + 3 * quadruples
    total = base * touched * (2 if border else 1)
    return Breakdown(triples, quadruples, touched, border, total, tuple(sets))


def score_on(board: dict, pid: int, cell: Cell, row_model: str = "windows") -> Breakdown:
    """Score a placement of `pid` at the empty `cell` of `board` (a dict cell -> pid)."""
    if cell not in BOARD_SET:
        raise _refused("off_board", cell=_cell_str(cell))
    if cell in board:
        raise _refused("taken", cell=_cell_str(cell))
    return _evaluate(_candidate_windows(board, cell, row_model), pid, touches(board, cell), cell in BORDER)


# ---- The game state -------------------------------------------------------------------------------------------

class TripitzState:
    """One game of Tripitz Domino. Build it with new_game() or from_dict()."""

    def __init__(self, players: int, config: Config, rng: random.Random):
        self.players = players
        self.config = config
        self.rng = rng
        self.board: dict[Cell, int] = {}
        self.racks: list[list[int]] = [[] for _ in range(players)]
        self.bag: list[int] = []
        self.totals: list[int] = [0] * players     # each seat's move scores (the team's share in cooperative)
        self.current_player: int | None = None
        self.first_player: int = 0
        self.start_pids: tuple[int, ...] = ()
        self.swapped: bool = False                 # a joker swap happened this turn: a placement must follow
        self.sitouts_in_row = 0                    # consecutive sit-outs (the "everyone had to sit out" end)
        self.turns_without_placement = 0           # exchanges and sit-outs since the last placement
        self.end_reason: str | None = None         # 'used_up', 'blocked', 'safeguard' or 'shortened'
        self._frontier_cache: list | None = None

    # -- reading the state --

    @property
    def is_over(self) -> bool:
        return self.end_reason is not None

    @property
    def bag_size(self) -> int:
        return len(self.bag)

    @property
    def team_score(self) -> int:
        """Cooperative play: the sum of all move scores."""
        return sum(self.totals)

    @property
    def pids_placed(self) -> int:
        """How many pids the players have placed: everything on the board but the starting quadruple."""
        return len(self.board) - len(START_CELLS)

    def rack(self, seat: int) -> tuple[int, ...]:
        return tuple(self.racks[seat])

    def scores(self) -> list[int]:
        """One number per seat; in cooperative play every seat shows the team score."""
        if self.config.cooperative:
            return [self.team_score] * self.players
        return list(self.totals)

    def outcome(self, names: Sequence[str] | None = None) -> core.Outcome | None:
        if not self.is_over:
            return None
        if self.config.cooperative:
            everyone = tuple(range(self.players))
            return core.Outcome(tuple(self.scores()), (everyone,), (),
                                CODES["together_score"].format(score=self.team_score), (everyone,),
                                code="together_score", values={"score": self.team_score})
        return core.outcome_from_scores(self.totals, names)

    def rank_markers(self) -> dict[int, str]:
        """At the end: seat -> rank marker colour (red for the highest score, then yellow, blue, green).

        Tied seats share a marker; seats ranked below the fourth distinct score get none. Empty while the
        game runs and in cooperative play (nobody is ranked).
        """
        if not self.is_over or self.config.cooperative:
            return {}
        markers = {}
        for rank, group in enumerate(core.rank_by_scores(self.totals)):
            if rank < len(MARKERS):
                for seat in group:
                    markers[seat] = MARKERS[rank]
        return markers

    # -- placement helpers (the scene, the hints and the computer players use these) --

    def score_placement(self, pid: int, cell: Cell) -> Breakdown:
        """What placing `pid` at the empty `cell` would score on the current board (total 0: not legal)."""
        return score_on(self.board, pid, cell, self.config.row_model)

    def _frontier(self) -> list:
        """The empty cells next to a pid: (cell, candidate windows, pids that can score there, touches, border).

        Only these can take a legal placement: a full window through a cell includes a neighbour of it.
        Cached until the board changes.
        """
        if self._frontier_cache is None:
            board = self.board
            self._frontier_cache = [self._frontier_entry(c) for c in BOARD
                                    if c not in board and any(n in board for n in NEIGHBOURS[c])]
        return self._frontier_cache

    def _frontier_entry(self, c: Cell) -> tuple:
        candidates = _candidate_windows(self.board, c, self.config.row_model)
        return (c, candidates, _any_completer(candidates), touches(self.board, c), c in BORDER)

    def _frontier_after_placing(self, before: list | None, cell: Cell) -> list | None:
        """The frontier once a pid is at `cell`, from the one before it (None: not known): only the cells
        the placement can rescore are worked out again (the same list _frontier would build, faster)."""
        if before is None:
            return None
        board, rescored = self.board, _rescored(self.config.row_model)[cell]
        kept = {entry[0]: entry for entry in before}
        frontier = []
        for c in BOARD:
            if c in rescored:
                if c not in board and any(n in board for n in NEIGHBOURS[c]):
                    frontier.append(self._frontier_entry(c))
            elif c in kept and c != cell:
                frontier.append(kept[c])
        return frontier

    def legal_cells(self, pid: int) -> dict[Cell, int]:
        """Every cell where `pid` may be placed now, with the score it would make (board order)."""
        if is_joker(pid):
            return {}
        found = {}
        for cell, candidates, scorers, touched, border in self._frontier():
            if pid in scorers:
                found[cell] = _evaluate(candidates, pid, touched, border).total
        return found

    def _placements(self, seat: int) -> list[Place]:
        return [Place(pid, cell) for pid in sorted(set(self.racks[seat])) for cell in self.legal_cells(pid)]

    def best_placement(self, seat: int) -> tuple[int, Cell, int] | None:
        """The "Help me" hint: the highest-scoring placement of that seat's rack (first in stable order)."""
        best = None
        for pid in sorted(set(self.racks[seat])):
            for cell, score in self.legal_cells(pid).items():
                if best is None or score > best[2]:
                    best = (pid, cell, score)
        return best

    def can_place(self, seat: int) -> bool:
        """Whether the seat has any placement now, directly or after a joker swap."""
        return bool(self._placements(seat)) or bool(self._joker_swaps(seat))

    # -- jokers --

    def eligible_for_joker(self, cell: Cell) -> bool:
        """A board pid a joker may replace: "at least two rows away from the edge of the area covered with
        pids", i.e. hex distance >= 3 from every empty cavity ([DEFAULT]); never another joker."""
        pid = self.board.get(cell)
        if pid is None or is_joker(pid):
            return False
        return all(hexgrid.distance(cell, e) >= HOUSE.joker_min_distance
                   for e in BOARD if e not in self.board)

    def _joker_cells(self) -> set:
        """Every cell eligible_for_joker says yes to, found from the empty cavities outwards (asking each cell
        against every empty cavity took milliseconds on a crowded board)."""
        near = _near_cells(HOUSE.joker_min_distance)
        close = set()
        for e in BOARD:
            if e not in self.board:
                close |= near[e]
        return {c for c, pid in self.board.items() if c not in close and not is_joker(pid)}

    def _joker_swaps(self, seat: int, placements: list | None = None) -> list[JokerSwap]:
        """Swaps the seat may make now: one per turn, and only if a placement can follow it. `placements`: the
        seat's placements now, when the caller has them."""
        if not self.config.jokers or self.swapped:
            return []
        jokers = sorted({p for p in self.racks[seat] if is_joker(p)})
        if not jokers:
            return []
        before = self._placements(seat) if placements is None else placements
        cells = self._joker_cells()
        return [JokerSwap(joker, cell) for cell in BOARD if cell in cells
                for joker in jokers if self._placement_follows_swap(seat, joker, cell, before)]

    def _placement_follows_swap(self, seat: int, joker: int, cell: Cell, before: list | None = None) -> bool:
        """Whether the seat could place something after swapping `joker` for the pid at `cell`; `before`: the
        seat's placements now, if the caller has them.

        Worked out without a trial board (a clone and a full search per swap made legal_moves take up to 90 ms):
        the swap changes only the cells whose windows pass through `cell` (RESCORED) and puts the taken pid on
        the rack. So a placement now on any other cell stays legal; otherwise a placement after the swap is the
        taken pid on an unchanged frontier cell, or a rack pid on a rescored one, worked out with the joker put
        in for that moment."""
        if before is None:
            before = self._placements(seat)
        rescored = _rescored(self.config.row_model)[cell]
        if any(p.cell not in rescored for p in before):
            return True
        taken = self.board[cell]
        for c, _, scorers, _, _ in self._frontier():
            if c not in rescored and taken in scorers:
                return True
        rack_after = {p for p in self.racks[seat] if not is_joker(p)} | {taken}
        board = self.board
        board[cell] = joker
        try:
            for c in rescored:
                if c not in board and any(n in board for n in NEIGHBOURS[c]):
                    scorers = self._frontier_entry(c)[2]
                    if any(p in scorers for p in rack_after):
                        return True
        finally:
            board[cell] = taken
        return False

    # -- the moves --

    def legal_moves(self) -> list[Move]:
        """Placements (pid order, then board order), joker swaps, exchanges (by size), or SIT alone."""
        if self.is_over:
            return []
        seat = self.current_player
        moves: list[Move] = list(self._placements(seat))
        if self.swapped:
            return moves          # the turn continues after a joker swap: the placement is due
        moves += self._joker_swaps(seat, moves)
        rack = sorted(self.racks[seat])
        for k in range(1, min(len(rack), len(self.bag)) + 1):
            moves += [Exchange(combo) for combo in itertools.combinations(rack, k)]
        if not moves:
            moves.append(SitOut())
        return moves

    def why_not(self, move) -> core.IllegalMove | None:
        """The IllegalMove play(move) would raise (its code says which rule, see CODES), or None if the move is
        legal. Changes nothing."""
        try:
            self._check(move)
        except core.IllegalMove as refusal:
            return refusal
        return None

    def play(self, move: Move) -> list[core.Event]:
        breakdown = self._check(move)        # IllegalMove, the state untouched
        if isinstance(move, Place):
            return self._play_place(move, breakdown)
        if isinstance(move, Exchange):
            return self._play_exchange(move)
        if isinstance(move, SitOut):
            return self._play_sit_out()
        return self._play_joker_swap(move)

    def _check(self, move) -> Breakdown | None:
        """Raise the IllegalMove for a move the rules forbid now; a legal placement's Breakdown (None otherwise)."""
        if self.is_over:
            raise _refused("over")
        if isinstance(move, Place):
            return self._check_place(move)
        if isinstance(move, Exchange):
            return self._check_exchange(move)
        if isinstance(move, SitOut):
            return self._check_sit_out()
        if isinstance(move, JokerSwap):
            return self._check_joker_swap(move)
        raise _refused("not_a_move", move=repr(move))

    def _check_place(self, move: Place) -> Breakdown:
        seat, pid, cell = self.current_player, move.pid, move.cell
        if pid not in self.racks[seat]:
            raise _refused("not_on_rack", pid=pid_name(pid))
        if is_joker(pid):
            raise _refused("joker_alone")
        b = self.score_placement(pid, cell)     # raises for a cell off the board or taken
        if not b.is_legal:
            raise _refused("no_set", pid=pid_name(pid), cell=_cell_str(cell))
        return b

    def _check_exchange(self, move: Exchange) -> None:
        seat, pids = self.current_player, move.pids
        if self.swapped:
            raise _refused("place_after_swap")
        if not pids:
            raise _refused("exchange_nothing")
        if len(set(pids)) != len(pids) or any(pids.count(p) > self.racks[seat].count(p) for p in pids):
            raise _refused("exchange_not_own")
        if len(pids) > len(self.bag):
            raise _refused("exchange_too_many", count=len(self.bag))

    def _check_sit_out(self) -> None:
        seat = self.current_player
        if self.swapped:
            raise _refused("place_after_swap")
        if self.bag and self.racks[seat]:
            raise _refused("sit_out_bag")
        if self.can_place(seat):
            raise _refused("sit_out_can_place")

    def _check_joker_swap(self, move: JokerSwap) -> None:
        seat, joker, cell = self.current_player, move.joker, move.cell
        if not self.config.jokers:
            raise _refused("no_jokers")
        if self.swapped:
            raise _refused("one_swap")
        if not is_joker(joker) or joker not in self.racks[seat]:
            raise _refused("no_joker")
        if not self.eligible_for_joker(cell):
            raise _refused("joker_too_close")
        if not self._placement_follows_swap(seat, joker, cell):     # the one swap, not all of them
            raise _refused("swap_dead_end")

    def _play_place(self, move: Place, b: Breakdown) -> list[core.Event]:
        seat, pid, cell = self.current_player, move.pid, move.cell
        self.racks[seat].remove(pid)
        self.board[cell] = pid
        self._frontier_cache = self._frontier_after_placing(self._frontier_cache, cell)
        self.totals[seat] += b.total
        self.swapped = False
        self.sitouts_in_row = 0
        self.turns_without_placement = 0
        events = [core.Event("place", player=seat, cell=cell, piece=pid, value=b.total),
                  core.Event("score", player=seat, value=b.total)]
        events += self._notices(b)
        if self.config.shortened and b.border:
            # Shortened game: the first placement on the outer row ends it (scored and doubled above).
            return events + self._end("shortened")
        events += self._draw(seat, 1)
        if not self.bag and not any(self.racks):
            return events + self._end("used_up")
        self._advance()
        return events

    @staticmethod
    def _notices(b: Breakdown) -> list[core.Event]:
        notices = []
        if b.quadruples:
            notices.append(_notice("quadruple") if b.quadruples == 1 else _notice("quadruples", b.quadruples))
        if b.triples > 1:
            notices.append(_notice("triples", b.triples))
        if b.border:
            notices.append(_notice("border"))
        return notices

    def _play_exchange(self, move: Exchange) -> list[core.Event]:
        seat, pids = self.current_player, move.pids
        # Draw the replacements first, then return the pids ([DEFAULT]): you never draw your own back.
        events = self._draw(seat, len(pids))
        for p in pids:
            self.racks[seat].remove(p)
            self.bag.append(p)
        events.append(core.Event("exchange", player=seat, piece=pids, value=len(pids)))
        return events + self._turn_without_placement()

    def _play_sit_out(self) -> list[core.Event]:
        seat = self.current_player
        self.sitouts_in_row += 1
        events = [core.Event("pass", player=seat)]
        # Everyone still holding pids had to sit out in a row: their pids stay unused.
        if self.sitouts_in_row >= sum(1 for r in self.racks if r):
            return events + self._end("blocked")
        return events + self._turn_without_placement()

    def _play_joker_swap(self, move: JokerSwap) -> list[core.Event]:
        seat, joker, cell = self.current_player, move.joker, move.cell
        taken = self._swap(seat, joker, cell)
        self.swapped = True
        return [core.Event("joker_swap", player=seat, cell=cell, piece=joker, value=taken),
                _notice("joker_swapped")]

    # -- the mechanics behind the moves --

    def _swap(self, seat: int, joker: int, cell: Cell) -> int:
        taken = self.board[cell]
        self.racks[seat].remove(joker)
        self.racks[seat].append(taken)
        self.board[cell] = joker
        # only the cells whose windows pass through `cell` are rescored, as after a placement there
        self._frontier_cache = self._frontier_after_placing(self._frontier_cache, cell)
        return taken

    def _draw(self, seat: int, k: int) -> list[core.Event]:
        """Blind draws from the bag (as many as it holds, up to k). Racks are open, so the event shows them."""
        drawn = []
        for _ in range(min(k, len(self.bag))):
            drawn.append(self.bag.pop(self.rng.randrange(len(self.bag))))
        self.racks[seat].extend(drawn)
        if not drawn:
            return []
        return [core.Event("draw", player=seat, piece=tuple(drawn), value=len(drawn))]

    def _turn_without_placement(self) -> list[core.Event]:
        """End an exchange or sit-out turn; the safeguard ends a game that no longer moves."""
        self.turns_without_placement += 1
        if self.turns_without_placement >= HOUSE.safeguard_rounds * self.players:
            return self._end("safeguard")
        self._advance()
        return []

    def _advance(self) -> None:
        """Clockwise to the next seat; once the bag is empty, seats with an empty rack are out."""
        seat = self.current_player
        for _ in range(self.players):
            seat = (seat + 1) % self.players
            if self.racks[seat] or self.bag:
                break
        self.current_player = seat
        self.swapped = False

    def _end(self, reason: str) -> list[core.Event]:
        self.end_reason = reason
        self.current_player = None
        self.swapped = False
        return [core.Event("game_over", value=reason, text=self.outcome().summary)]

    # -- copying and saving --

    def clone(self) -> "TripitzState":
        other = TripitzState.__new__(TripitzState)
        other.__dict__.update(self.__dict__)
        other.board = dict(self.board)
        other.racks = [list(r) for r in self.racks]
        other.bag = list(self.bag)
        other.totals = list(self.totals)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other

    def to_dict(self) -> dict:
        return {
            "game": "tripitz",
            "version": 1,
            "players": self.players,
            "options": {"row_model": self.config.row_model, "shortened": self.config.shortened,
                        "jokers": self.config.jokers, "cooperative": self.config.cooperative},
            "board": [[c[0], c[1], self.board[c]] for c in BOARD if c in self.board],
            "racks": [list(r) for r in self.racks],
            "bag": list(self.bag),
            "rng": core.rng_to_json(self.rng),
            "totals": list(self.totals),
            "current_player": self.current_player,
            "first_player": self.first_player,
            "start_pids": list(self.start_pids),
            "swapped": self.swapped,
            "sitouts_in_row": self.sitouts_in_row,
            "turns_without_placement": self.turns_without_placement,
            "end_reason": self.end_reason,
        }

    def __repr__(self) -> str:
        return (f"TripitzState(players={self.players}, turn={self.current_player}, pids on board="
                f"{len(self.board)}, bag={len(self.bag)}, scores={self.scores()})")


# ---- Setting up a game ---------------------------------------------------------------------------------------

def _check_options(players, options: dict) -> Config:
    unknown = set(options) - {o.key for o in OPTIONS}
    if unknown:
        raise core.OptionError("no_option", CODES["no_option"], option=repr(sorted(unknown)[0]))
    if players not in PLAYERS or isinstance(players, bool):
        raise core.OptionError("players", CODES["players"])
    for opt in OPTIONS:
        value = options.get(opt.key, opt.default)
        if value not in opt.choices or (isinstance(opt.default, bool) and not isinstance(value, bool)):
            allowed = ", ".join(str(c) for c in opt.choices)
            raise core.OptionError("bad_choice", CODES["bad_choice"], label=opt.label, choices=allowed)
    return Config(**{o.key: options.get(o.key, o.default) for o in OPTIONS})


def start_quadruple(rng: random.Random) -> tuple[int, ...]:
    """[DEFAULT] 4 pids differing in every property: a quadruple "as different as possible"."""
    colours, symbols, symbol_colours = (rng.sample(range(4), 4) for _ in range(3))
    return tuple(make_pid(c, s, k) for c, s, k in zip(colours, symbols, symbol_colours))


def first_player_seat(state: TripitzState) -> int:
    """[DEFAULT] A random seat, then clockwise: the first with a legal placement starts; else the random
    seat starts (and can only exchange)."""
    start = state.rng.randrange(state.players)
    for i in range(state.players):
        seat = (start + i) % state.players
        if state.can_place(seat):
            return seat
    return start


def new_game(players: int = 2, seed: int | None = None, **options) -> TripitzState:
    config = _check_options(players, options)
    state = TripitzState(players, config, random.Random(seed))
    state.start_pids = start_quadruple(state.rng)
    for cell, pid in zip(START_CELLS, state.start_pids):
        state.board[cell] = pid
    state.bag = [p for p in PIDS if p not in state.start_pids] + (list(JOKERS) if config.jokers else [])
    for seat in range(players):
        state._draw(seat, HOUSE.rack_size)
    state.first_player = state.current_player = first_player_seat(state)
    return state


def from_position(board: dict, racks: Sequence[Sequence[int]], bag: Sequence[int] = (), current_player: int = 0,
                  seed: int | None = None, **options) -> TripitzState:
    """A game set up at a given position (lessons, puzzles, tests): board cell -> pid, one rack per seat."""
    config = _check_options(len(racks), options)
    state = TripitzState(len(racks), config, random.Random(seed))
    state.board = dict(board)
    state.racks = [list(r) for r in racks]
    state.bag = list(bag)
    state.start_pids = tuple(board[c] for c in START_CELLS if c in board)
    state.first_player = state.current_player = current_player
    return state


def unseen_pids(state: TripitzState, seat: int) -> list[int]:
    """The pids `seat` cannot see, sorted: every pid of this game (jokers too, if they are in play) that is
    neither on the board nor on its own rack, i.e. the other racks and the bag together."""
    seen = set(state.board.values()) | set(state.racks[seat])
    return [p for p in PIDS + (JOKERS if state.config.jokers else ()) if p not in seen]


def with_hidden_dealt(state: TripitzState, seat: int, rng: random.Random) -> TripitzState:
    """A copy of the game as `seat` may imagine it (a determinisation for the computer players): the pids it
    cannot see are shuffled with `rng` and dealt into the other racks and the bag, each keeping its size, and
    the copy draws with a fresh generator from `rng`. Everything `seat` can see is kept; the result depends
    only on that and on `rng`, never on the real hidden racks, the bag's order or the game's own generator."""
    sample = state.clone()
    pool = unseen_pids(state, seat)
    rng.shuffle(pool)
    at = 0
    for other in range(state.players):
        if other != seat:
            size = len(state.racks[other])
            sample.racks[other] = pool[at:at + size]
            at += size
    sample.bag = pool[at:at + len(state.bag)]
    sample.rng = random.Random(rng.getrandbits(64))
    return sample


def from_dict(data: dict) -> TripitzState:
    if data.get("game") != "tripitz":
        raise ValueError("This is not a saved Tripitz game.")
    config = _check_options(data["players"], data["options"])
    state = TripitzState(data["players"], config, core.rng_from_json(data["rng"]))
    state.board = {(q, r): pid for q, r, pid in data["board"]}
    state.racks = [list(r) for r in data["racks"]]
    state.bag = list(data["bag"])
    state.totals = list(data["totals"])
    state.current_player = data["current_player"]
    state.first_player = data["first_player"]
    state.start_pids = tuple(data["start_pids"])
    state.swapped = data["swapped"]
    state.sitouts_in_row = data["sitouts_in_row"]
    state.turns_without_placement = data["turns_without_placement"]
    state.end_reason = data["end_reason"]
    return state
