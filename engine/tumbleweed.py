"""Tumbleweed (Mike Zapawa, 2020): RULES.md section 3, seed 002 (the Board Game Arena page).

Two players grow stacks on a hexhex board. A stack "sees" a cell along the three axes up to the first stack
in the way (any stack blocks, neutral and own included). On your turn you place a stack whose height is the
number of your stacks that see the cell, on an empty cell or on a lower stack (capture, reinforce, or the
neutral stack once you reach 3), or you pass. Score = your stacks + the empty cells you see more than the
opponent does.

Phases, in order (``State.phase``):

    'setup_neutral'  only with the free_setup option: seat 0 (the host) places the neutral 2-stack
    'opening'        the host places the red 1-stack, then the white 1-stack (two moves, one tap each)
    'choose'         seat 1 (the guest) taps the stone it wants to play: Choose('red') or Choose('white')
    'play'           red moves first; Place(cell) or Pass()
    'over'

Seats are not colours: ``colour_of(seat)`` / ``seat_of(colour)`` hold the mapping the guest chose.

Speed: the computer players call this engine a great many times, so every count the rules need is kept up
to date incrementally. ``_sees[colour][i]`` is how many stacks of that colour see cell i; a placement only
changes the cells on the six rays through its cell, up to the first stack on each. From those counts come
the number of legal placements per colour (to end the game when nobody can place), the owned and
controlled counts (the score) and whether a turn was "stale" (the game-end reminder).
"""
from __future__ import annotations

import random
import re
from itertools import compress
from operator import gt
from dataclasses import dataclass, replace
from typing import Any

from . import core
from . import hexgrid

# ---- [DEFAULT]s and fixed numbers of RULES.md section 3, in one place ---------------------------------------

SIZES = (6, 8, 10, 11)          # board side lengths offered (BGA); hexhex(side - 1)
DEFAULT_SIZE = 8                # the standard board
NEUTRAL_HEIGHT = 2              # the neutral stack: capturable by a stack of 3 or more
STONE_HEIGHT = 1                # the two opening stones
REMINDER_AFTER = 3              # stale turns in a row before the reminder to pass (BGA)
AUTO_END_AFTER = 2              # further stale turns after the reminder that end the game (BGA)
AID_LEVELS = ("beginner", "intermediate", "expert")

PLAYERS = (2,)

OPTIONS = [
    core.Option("size", "Board size", SIZES, DEFAULT_SIZE,
                "Cells along each side of the hexagon; 8 is the standard board, 6 a quick one.",
                ("6 (91 cells)", "8 (169 cells)", "10 (271 cells)", "11 (331 cells)")),
    core.Option("free_setup", "Neutral stack", (False, True), False,
                "Centre: the neutral stack starts in the middle. Free: the first player places it anywhere.",
                ("Centre", "Free")),
    core.Option("end_reminder", "Game-end reminder", (True, False), True,
                "After 3 turns in which nobody gains ground you are reminded to pass; 2 more end the game.",
                ("On", "Off")),
    core.Option("aid_level", "Player aid", AID_LEVELS, "beginner",
                "Beginner and Intermediate count controlled empty cells in the running score; Expert shows "
                "only stacks until the end.",
                ("Beginner", "Intermediate", "Expert")),
    core.Option("capture_delay", "Capture delay", (False, True), False,
                "You may not place on the cell where your opponent placed on the turn just before yours.",
                ("Off", "On")),
]
DEFAULTS = {o.key: o.default for o in OPTIONS}

# What the registry, the menu, the computer players and the records read about this engine (core.GameInfo).
# A record may also write its moves with Abstract Play's cell names (engine/tumbleweed_names.py).
INFO = core.GameInfo(
    name="Tumbleweed", players=PLAYERS, default_players=2, options=tuple(OPTIONS),
    ai="engine.ai.tumbleweed", levels=core.LEVELS, hints=True,
    notations={"abstractplay": "engine.tumbleweed_names"})

# The product decisions ([DEFAULT]s) by name, in English; the rules page words them by tumbleweed.house_rules.<name>.
HOUSE_RULES = {
    "passing": "Passing is always allowed, but passes cannot end the game until each player has placed a stack after "
    "the opening (a player who cannot place at all does not hold the end up).",
    "neutral": "The neutral stack can be captured by a stack of 3 or more.",
    "draw": "Equal final scores are a draw.",
    "reminder": "Game-end reminder (option): a turn is stale when it captures nothing and turns no empty, contested or "
    "opponent's cell into the mover's; passes are stale too. After 3 stale turns in a row you are reminded "
    "to pass, and 2 more end the game.",
    "opening": "The host places the red stone first, then the white one; the guest then taps the colour it will play.",
    "capture_delay": "Capture delay (option, as on Abstract Play): only the opponent's placement on the turn just before yours "
    "is out of bounds; after a pass nothing is, and the opening stones never are.",
}

# The player aids (RULES.md section 3, "Player aids"): which aid levels each board help belongs to.
#   'influence' tinting controlled empty cells, 'captures' outlining non-suicidal captures: Beginner only;
#   'suicide' greying a suicidal preview: Beginner and Intermediate; 'height' showing the previewed stack's
#   height and lines of sight: every level but Expert ("the preview shows colour only").
AID_HELPS = {
    "influence": ("beginner",),
    "captures": ("beginner",),
    "suicide": ("beginner", "intermediate"),
    "height": ("beginner", "intermediate"),
}


def aid_gives(aid_level: str, help_: str) -> bool:
    """Does the player aid `aid_level` give the board help `help_` (a key of AID_HELPS)?"""
    if aid_level not in AID_LEVELS:
        raise ValueError(f"Unknown player aid level {aid_level!r}.")
    return aid_level in AID_HELPS[help_]


def preview_shows_height(aid_level: str) -> bool:
    """The move preview shows the stack's height and the stacks that see the cell, except in Expert (colour
    only)."""
    return aid_gives(aid_level, "height")


def setup_height(piece: str) -> int:
    """The height of a setup stack: the neutral stack is a 2-stack, each opening stone a 1-stack."""
    if piece not in COLOURS:
        raise ValueError(f"'{piece}' is not a setup piece (red, white or neutral).")
    return NEUTRAL_HEIGHT if piece == "neutral" else STONE_HEIGHT


def other_colour(colour: str) -> str:
    """The opponent's colour: red <-> white."""
    if colour not in ("red", "white"):
        raise ValueError(f"'{colour}' is not a player colour (red or white).")
    return "white" if colour == "red" else "red"


# Colours are small ints inside the engine (list indices); names at the edges.
RED, WHITE, NEUTRAL, EMPTY = 0, 1, 2, -1
COLOURS = ("red", "white", "neutral")
_COLOUR_INDEX = {"red": RED, "white": WHITE, "neutral": NEUTRAL}
# Status of a cell for the score and the reminder: owned/controlled by red or white, contested, or nobody's.
_CONTESTED, _NOBODY = 2, 3

PHASES = ("setup_neutral", "opening", "choose", "play", "over")

# ---- What the engine can say, as codes (engine/core.py): code -> its English sentence ---------------------------
# The UI words a code by the key tumbleweed.codes.<code> with the same values; the English is for logs, records
# and the terminal. A sentence that differs by a colour has a code per colour (the languages inflect the word).
CODES: dict[str, str] = {
    # refusals (IllegalMove, State.why_not)
    "game_over": "The game is over.",
    "off_board": "{cell} is not on the board.",
    "unseen": "None of your stacks sees that cell.",
    "capture_delay": "Capture delay: you may not place where your opponent has just placed.",
    "neutral_too_high": "The neutral stack is {old} high; your stack there would be only {height}. "
                        "It takes {need} of your stacks seeing it to capture it.",
    "own_too_high": "Only a taller stack can replace your own stack ({old} high); {height} of your stacks see it, "
                    "so yours would be {height}.",
    "other_too_high": "Only a taller stack can replace that stack ({old} high); {height} of your stacks see it, "
                      "so yours would be {height}.",
    "place_or_pass": "Place a stack or pass.",
    "choose": "Tap the stone of the colour you want to play.",
    "setup_first_neutral": "Place the neutral stack first.",
    "setup_first_red": "Place the red stone first.",
    "setup_first_white": "Place the white stone first.",
    "taken": "That cell is taken; setup stacks go on empty cells.",
    # a move that cannot be read (parse_move; a record's move): `text` is what was written, quoted
    "notation": "{text} is not a Tumbleweed move (try '2,-1', 'pass' or 'choose red').",
    "cell_name": "{name} is not a cell of a side-{side} board (rows a.., numbered from the left).",
    # events: the guest's choice ('choose'), the game-end reminder ('notice'; value: the stale turns so far)
    "chosen_red": "Player 2 plays red; red moves first.",
    "chosen_white": "Player 2 plays white; red moves first.",
    "reminder": "Nobody has gained ground for {turns} turns: consider passing. {count} more such turns end the game.",
    # why the game ended (State.ending, the 'game_over' event's code)
    "no_place": "Neither player can place a stack.",
    "passed": "Both players passed.",
    "stale": "{count} turns in a row changed nothing.",
    # new_game's refusals of its options (core.OptionError)
    "players": "Tumbleweed is a game for exactly 2 players.",
    "unknown_option": "Tumbleweed has no option '{name}'.",
    "bad_size": "The board side must be one of {sizes}, not {value!r}.",
    "not_on_off": "The option '{name}' is on or off (True or False), not {value!r}.",
    "bad_aid": "The player aid must be beginner, intermediate or expert, not {value!r}.",
}


def _refusal(code: str, **values) -> core.IllegalMove:
    """The refusal `code` (a key of CODES) with its values, ready to raise or to answer."""
    return core.IllegalMove(code, CODES[code], **values)


def _option_error(code: str, **values) -> core.OptionError:
    return core.OptionError(code, CODES[code], **values)


# ---- Moves --------------------------------------------------------------------------------------------------

def _cell_str(c) -> str:
    return f"{c[0]},{c[1]}"


@dataclass(frozen=True)
class Place:
    """Place a stack on `cell` (its height is your line of sight there)."""
    cell: tuple

    def __str__(self) -> str:
        return _cell_str(self.cell)


@dataclass(frozen=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Setup:
    """Put a setup stack: the neutral 2-stack (free setup) or one of the host's two opening stones."""
    piece: str   # 'neutral', 'red' or 'white'
    cell: tuple

    def __str__(self) -> str:
        return f"{self.piece} {_cell_str(self.cell)}"


@dataclass(frozen=True)
class Choose:
    """The guest's pie choice: the colour it will play (red moves first)."""
    colour: str

    def __str__(self) -> str:
        return f"choose {self.colour}"


PASS = Pass()
Move = Place | Pass | Setup | Choose


@dataclass(frozen=True)
class Preview:
    """What a move at a cell would put (or pick) there: the move, the colour and height of the stack, the
    cells of the mover's stacks that see the cell (placements only) and whether the placement is suicidal."""
    move: Move
    colour: str
    height: int
    sources: tuple = ()
    suicidal: bool = False

_CELL_RE = r"\(?\s*(-?\d+)\s*,\s*(-?\d+)\s*\)?"


def parse_move(text: str) -> Move:
    """The inverse of str(move): '2,-1', 'pass', 'choose white', 'red 0,3', 'neutral 1,1'."""
    t = text.strip().lower()
    if t == "pass":
        return PASS
    m = re.fullmatch(r"choose\s+(red|white)", t)
    if m:
        return Choose(m.group(1))
    m = re.fullmatch(r"(red|white|neutral)\s+" + _CELL_RE, t)
    if m:
        return Setup(m.group(1), (int(m.group(2)), int(m.group(3))))
    m = re.fullmatch(_CELL_RE, t)
    if m:
        return Place((int(m.group(1)), int(m.group(2))))
    raise _refusal("notation", text=repr(text))


# ---- Board tables, computed once per size -------------------------------------------------------------------

class Geometry:
    """A board size's fixed tables, made once and shared by every state of that size (State.geometry): `side`,
    `cells` (row by row; a cell's place in this list is its index), `index` (cell -> index), `rays` (per cell
    index, the six lines outward in hexgrid.DIRECTIONS order, each a tuple of cell indices), `places` (per cell
    index, the Place move there) and `centre` (the centre's index). Read them; never change them."""

    def __init__(self, side: int):
        self.side = side
        self.cells: list[tuple] = hexgrid.hexhex(side - 1)
        self.index = {c: i for i, c in enumerate(self.cells)}
        board = frozenset(self.cells)
        self.rays = [tuple(tuple(self.index[x] for x in hexgrid.line(c, d, board)) for d in hexgrid.DIRECTIONS)
                     for c in self.cells]
        self.places = [Place(c) for c in self.cells]
        self.centre = self.index[(0, 0)]


_BOARDS: dict[int, Geometry] = {}


def _board(side: int) -> Geometry:
    b = _BOARDS.get(side)
    if b is None:
        b = _BOARDS[side] = Geometry(side)
    return b


def _status(a: int, b: int) -> int:
    """Who an empty cell counts for: red sees it more, white more, both equally (contested) or nobody."""
    return RED if a > b else WHITE if b > a else (_CONTESTED if a else _NOBODY)


# ---- Options ------------------------------------------------------------------------------------------------

def _check_options(players, options: dict) -> dict:
    if players != 2:
        raise _option_error("players", players=players)
    unknown = set(options) - set(DEFAULTS)
    if unknown:
        raise _option_error("unknown_option", name=sorted(unknown)[0])
    opts = {**DEFAULTS, **options}
    if opts["size"] not in SIZES:
        raise _option_error("bad_size", sizes=", ".join(map(str, SIZES)), value=opts["size"])
    for key in ("free_setup", "end_reminder", "capture_delay"):
        if not isinstance(opts[key], bool):
            raise _option_error("not_on_off", name=key, value=opts[key])
    if opts["aid_level"] not in AID_LEVELS:
        raise _option_error("bad_aid", value=opts["aid_level"])
    return opts


def new_game(players: int = 2, seed=None, **options) -> "State":
    opts = _check_options(players, options)
    s = State(opts, random.Random(seed))
    if opts["free_setup"]:
        s.phase = "setup_neutral"
    else:
        # Original setup: the neutral stack of two tokens in the centre hex.
        s._put(s._geo.centre, NEUTRAL, NEUTRAL_HEIGHT)
        s.phase = "opening"
    s.current_player = 0   # the host sets the board up
    return s


# ---- The state ----------------------------------------------------------------------------------------------

class State:
    __slots__ = ("options", "_geo", "_rng", "_rng_shared", "_owner", "_height", "_sees", "_legal", "_own", "_ctrl",
                 "phase", "current_player", "_seat_colour", "_turn", "_passes", "_placed", "_stale",
                 "reminder_active", "last_move", "end_code")

    def __init__(self, options: dict, rng: random.Random):
        self.options = dict(options)
        g = self._geo = _board(options["size"])
        n = len(g.cells)
        self._rng = rng
        self._rng_shared = False           # clones share the generator until one of them needs it
        self._owner = [EMPTY] * n          # colour on each cell, EMPTY if none
        self._height = [0] * n             # stack height, 0 if empty
        self._sees = [[0] * n, [0] * n]    # per colour: how many of its stacks see each cell
        self._legal = [0, 0]               # per colour: cells it could place on now
        self._own = [0, 0]                 # per colour: cells with its stacks
        self._ctrl = [0, 0]                # per colour: empty cells it controls
        self.phase = "opening"
        self.current_player: int | None = 0
        self._seat_colour: list[int] | None = None   # seat -> colour, once the guest has chosen
        self._turn = RED                   # colour to move in the 'play' phase
        self._passes = 0                   # passes in a row
        self._placed = [False, False]      # per colour: has placed a stack since the opening
        self._stale = 0                    # stale turns in a row (game-end reminder)
        self.reminder_active = False
        self.last_move: Move | None = None
        self.end_code = ""                 # why the game ended, a key of CODES ('' while it runs)

    # ---- contract basics ----

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def size(self) -> int:
        return self._geo.side

    @property
    def cells(self) -> list[tuple]:
        """Every cell of the board, in the stable row-by-row order."""
        return list(self._geo.cells)

    def clone(self) -> "State":
        c = State.__new__(State)
        c.options = dict(self.options)
        c._geo = self._geo
        # Tumbleweed's rules draw no random numbers, so a clone shares the generator and copies it only when
        # one side actually asks for it (see `rng`): copying it every time would dominate clone()'s cost.
        c._rng = self._rng
        c._rng_shared = self._rng_shared = True
        c._owner = self._owner[:]
        c._height = self._height[:]
        c._sees = [self._sees[0][:], self._sees[1][:]]
        c._legal = self._legal[:]
        c._own = self._own[:]
        c._ctrl = self._ctrl[:]
        c.phase = self.phase
        c.current_player = self.current_player
        c._seat_colour = self._seat_colour[:] if self._seat_colour else None
        c._turn = self._turn
        c._passes = self._passes
        c._placed = self._placed[:]
        c._stale = self._stale
        c.reminder_active = self.reminder_active
        c.last_move = self.last_move
        c.end_code = self.end_code
        return c

    @property
    def rng(self) -> random.Random:
        """The state's own random generator (copied first if a clone still shares it)."""
        if self._rng_shared:
            own = random.Random()
            own.setstate(self._rng.getstate())
            self._rng, self._rng_shared = own, False
        return self._rng

    # ---- seats and colours ----

    def colour_of(self, seat: int) -> str | None:
        """The colour a seat plays, or None before the guest has chosen."""
        return None if self._seat_colour is None else COLOURS[self._seat_colour[seat]]

    def seat_of(self, colour: str) -> int | None:
        if self._seat_colour is None:
            return None
        return self._seat_colour.index(_COLOUR_INDEX[colour])

    def _colour(self, who) -> int:
        """A colour index from 'red'/'white' or from a seat (once colours are chosen)."""
        if isinstance(who, str):
            if who not in ("red", "white"):
                raise ValueError(f"'{who}' is not a player colour (red or white).")
            return _COLOUR_INDEX[who]
        if self._seat_colour is None:
            raise ValueError("Seats have no colours until the guest has chosen one.")
        return self._seat_colour[who]

    @property
    def opening_piece(self) -> str | None:
        """What the host's next tap puts on the board during setup ('neutral', 'red', 'white'), else None."""
        if self.phase == "setup_neutral":
            return "neutral"
        if self.phase == "opening":
            return "red" if RED not in self._owner else "white"
        return None

    # ---- the board, for the scene ----

    def _idx(self, cell) -> int:
        i = self._geo.index.get(tuple(cell)) if cell is not None else None
        if i is None:
            raise ValueError(f"{cell} is not a cell of this board.")
        return i

    def stack_at(self, cell) -> tuple[str, int] | None:
        """(colour, height) of the stack on cell, or None when it is empty."""
        i = self._idx(cell)
        o = self._owner[i]
        return None if o == EMPTY else (COLOURS[o], self._height[i])

    def stacks(self) -> dict[tuple, tuple[str, int]]:
        """Every stack on the board: cell -> (colour, height)."""
        cells, owner, height = self._geo.cells, self._owner, self._height
        return {cells[i]: (COLOURS[o], height[i]) for i, o in enumerate(owner) if o != EMPTY}

    def los(self, who, cell) -> int:
        """How many of `who`'s stacks (a colour or a seat) see cell: the height a placement there would get."""
        return self._sees[self._colour(who)][self._idx(cell)]

    def sources(self, who, cell) -> list[tuple]:
        """The cells of `who`'s stacks that see cell (the first stack along each of the six lines)."""
        col = self._colour(who)
        return [self._geo.cells[j] for j in self._first_stacks(self._idx(cell)) if self._owner[j] == col]

    def _first_stacks(self, i: int) -> list[int]:
        """Line of sight: the first stack along each of the six lines from cell i (any stack blocks)."""
        owner = self._owner
        found = []
        for ray in self._geo.rays[i]:
            for j in ray:
                if owner[j] != EMPTY:
                    found.append(j)
                    break
        return found

    # ---- the placement rule ----

    def _mover(self) -> int | None:
        return self._turn if self.phase == "play" else None

    def _placement_refusal(self, colour: int, i: int) -> core.IllegalMove | None:
        """Why `colour` may not place on cell i now (the refusal, not raised), or None when it may.

        The new stack is as tall as the number of the mover's stacks that see the cell. It needs at least
        one, and it may only replace a stack (capture, reinforce, neutral) that is lower than itself.
        """
        h = self._sees[colour][i]
        if h == 0:
            return _refusal("unseen")
        if colour == self._mover() and self._geo.cells[i] == self.delayed_cell():
            return _refusal("capture_delay")
        o, old = self._owner[i], self._height[i]
        if o == EMPTY or old < h:
            return None
        if o == NEUTRAL:
            return _refusal("neutral_too_high", old=old, height=h, need=old + 1)
        return _refusal("own_too_high" if o == colour else "other_too_high", old=old, height=h)

    def delayed_cell(self) -> tuple | None:
        """Capture delay (option): the cell the player to move may not place on, the opponent's placement of
        the turn just before; None without the option, after a pass, and outside the 'play' phase."""
        if self.options.get("capture_delay") and self.phase == "play" and isinstance(self.last_move, Place):
            return self.last_move.cell
        return None

    def preview(self, cell) -> tuple[int, list[tuple]] | None:
        """For the player to move: (height, cells of the stacks that see it) if they may place there, else None."""
        col = self._mover()
        i = self._geo.index.get(tuple(cell))
        if col is None or i is None or self._placement_refusal(col, i) is not None:
            return None
        return self._sees[col][i], self.sources(COLOURS[col], cell)

    def is_suicidal(self, cell, seat: int | None = None) -> bool:
        """Would placing on cell now let the opponent take the new stack straight back?

        Placing on c does not change who sees c, so the stack of height h is at once capturable exactly when
        the opponent already sees c with more than h stacks. False for a placement that is not legal.
        """
        col = self._mover() if seat is None else self._colour(seat)
        if col is None:
            return False
        i = self._idx(cell)
        if self._placement_refusal(col, i) is not None:
            return False
        return self._sees[1 - col][i] > self._sees[col][i]

    def capturable_cells(self, seat, include_neutral: bool = False) -> list[tuple]:
        """The opponent stacks `seat` (a seat or colour) could capture now: its LOS there exceeds the height."""
        col = self._colour(seat)
        targets = (1 - col, NEUTRAL) if include_neutral else (1 - col,)
        me, owner, height, cells = self._sees[col], self._owner, self._height, self._geo.cells
        return [cells[i] for i in range(len(cells)) if owner[i] in targets and me[i] > height[i]]

    def non_suicidal_captures(self, seat, include_neutral: bool = False) -> list[tuple]:
        """Capturable stacks whose capture cannot be taken straight back (opponent's LOS <= the new height)."""
        col = self._colour(seat)
        me, opp = self._sees[col], self._sees[1 - col]
        return [c for c in self.capturable_cells(seat, include_neutral)
                if opp[self._geo.index[c]] <= me[self._geo.index[c]]]

    def safe_captures(self) -> list[tuple]:
        """The Beginner aid's outlined stacks: the mover's non-suicidal captures of opponent and neutral stacks
        (never its own stacks, which it could only reinforce). Empty outside the 'play' phase."""
        col = self._mover()
        return [] if col is None else self.non_suicidal_captures(COLOURS[col], include_neutral=True)

    # ---- what a move at a cell means (the scene's taps and previews) ----

    @property
    def colour_to_move(self) -> str | None:
        """The colour whose turn it is in the 'play' phase, else None (setup, the choice, game over)."""
        col = self._mover()
        return None if col is None else COLOURS[col]

    def choosable_stones(self) -> dict[tuple, str]:
        """During the pie choice: the two stones the guest may pick, cell -> colour (empty in other phases)."""
        if self.phase != "choose":
            return {}
        return {c: colour for c, (colour, _) in self.stacks().items() if colour in ("red", "white")}

    def move_at(self, cell) -> Move | None:
        """The move a cell stands for in this phase: the next setup stack put there, the choice of the stone
        on it, or a placement there. None off the board, in the choice on a cell without a stone, and once the
        game is over. The move may still be illegal (play() says why)."""
        if cell is None or tuple(cell) not in self._geo.index:
            return None
        cell = tuple(cell)
        if self.phase in ("setup_neutral", "opening"):
            return Setup(self.opening_piece, cell)
        if self.phase == "choose":
            colour = self.choosable_stones().get(cell)
            return None if colour is None else Choose(colour)
        if self.phase == "play":
            return Place(cell)
        return None

    def preview_move(self, cell) -> Preview | None:
        """What the move at cell would do, if it is legal: the setup stack, the chosen stone, or the stack the
        mover would place (its height is the mover's line of sight; with the stacks that see the cell and
        whether it is suicidal). None when the cell stands for no legal move."""
        move = self.move_at(cell)
        if move is None:
            return None
        if isinstance(move, Setup):
            if self._owner[self._geo.index[move.cell]] != EMPTY:
                return None
            return Preview(move, move.piece, setup_height(move.piece))
        if isinstance(move, Choose):
            colour, height = self.stack_at(cell)
            return Preview(move, colour, height)
        pv = self.preview(move.cell)
        if pv is None:
            return None
        height, sources = pv
        return Preview(move, COLOURS[self._turn], height, tuple(sources), self.is_suicidal(move.cell))

    # ---- territory and score ----

    def owned(self, seat) -> list[tuple]:
        """Cells with `seat`'s (a seat or colour) stacks."""
        col = self._colour(seat)
        return [c for c, o in zip(self._geo.cells, self._owner) if o == col]

    def controlled(self, seat) -> list[tuple]:
        """Empty cells that more of `seat`'s stacks see than the opponent's."""
        col = self._colour(seat)
        s0, s1 = self._sees
        return [c for i, c in enumerate(self._geo.cells)
                if self._owner[i] == EMPTY and _status(s0[i], s1[i]) == col]

    def control_map(self) -> dict[tuple, Any]:
        """Empty cells someone sees: cell -> controlling seat, or 'contested' on equal LOS.

        Cells nobody sees are left out. Before the guest has chosen, colours stand in for seats.
        """
        if self._seat_colour is None:
            return self.control_colours()
        colours = [COLOURS[i] for i in self._seat_colour]
        return {c: (who if who == "contested" else colours.index(who)) for c, who in self.control_colours().items()}

    def control_colours(self) -> dict[tuple, str]:
        """Empty cells someone sees: cell -> the colour that controls it ('red' / 'white'), or 'contested' on
        equal LOS. Cells nobody sees are left out. Like control_map, but by colour at every phase."""
        s0, s1 = self._sees
        out = {}
        for i, c in enumerate(self._geo.cells):
            if self._owner[i] == EMPTY:
                st = _status(s0[i], s1[i])
                if st == _CONTESTED:
                    out[c] = "contested"
                elif st != _NOBODY:
                    out[c] = COLOURS[st]
        return out

    def score_breakdown(self, seat) -> tuple[int, int]:
        """The two parts of `seat`'s (a seat or colour) score: (stacks it owns, empty cells it controls)."""
        col = self._colour(seat)
        return self._own[col], self._ctrl[col]

    def counts_controlled(self, aid_level: str | None = None) -> bool:
        """Does the running score count controlled cells? Not in Expert until the game is over (BGA: "the
        number of controlled hexes is revealed at the end of the game")."""
        level = aid_level or self.options["aid_level"]
        if level not in AID_LEVELS:
            raise ValueError(f"Unknown player aid level {level!r}.")
        return level != "expert" or self.is_over

    def scores(self) -> list[int]:
        """Per seat: owned cells + controlled empty cells (the final score at any moment)."""
        if self._seat_colour is None:
            return [0, 0]
        return [self._own[c] + self._ctrl[c] for c in self._seat_colour]

    def running_scores(self, aid_level: str | None = None) -> list[int]:
        """The score the scene shows during play: Expert counts stacks only, the others add controlled cells."""
        counts_controlled = self.counts_controlled(aid_level)
        if self._seat_colour is None:
            return [0, 0]
        if not counts_controlled:
            return [self._own[c] for c in self._seat_colour]
        return self.scores()

    def outcome(self) -> core.Outcome | None:
        if not self.is_over:
            return None
        sc = self.scores()
        names = [self.colour_of(s).capitalize() for s in (0, 1)]
        out = core.outcome_from_scores(sc, names)
        if out.is_draw:
            summary = f"A draw, {sc[0]} all."
        else:
            w = out.winners[0]
            summary = f"{names[w]} wins {sc[w]} to {sc[1 - w]}."
        return replace(out, summary=summary)

    # ---- moves ----

    def legal_moves(self) -> list[Move]:
        phase = self.phase
        if phase == "play":
            # A placement is legal where the mover's LOS exceeds the height there (0 on an empty cell).
            moves = list(compress(self._geo.places, map(gt, self._sees[self._turn], self._height)))
            delayed = self.delayed_cell()
            if delayed is not None:
                moves = [m for m in moves if m.cell != delayed]
            moves.append(PASS)   # passing is always allowed
            return moves
        if phase in ("setup_neutral", "opening"):
            piece = self.opening_piece
            return [Setup(piece, c) for c, o in zip(self._geo.cells, self._owner) if o == EMPTY]
        if phase == "choose":
            return [Choose("red"), Choose("white")]
        return []

    @property
    def stale_turns(self) -> int:
        """Stale turns in a row so far (the game-end reminder counts these; 0 when the option is off)."""
        return self._stale

    @property
    def placements_left(self) -> dict[str, int]:
        """How many cells each colour could place on right now."""
        return {"red": self._legal[RED], "white": self._legal[WHITE]}

    def may_pass(self) -> bool:
        """A pass is always allowed in the 'play' phase (and only there)."""
        return self.phase == "play"

    def pass_ends_game(self) -> bool:
        """Would a pass now end the game? Yes when it is the second pass in a row and passes may end the game
        (each player has placed since the opening, or cannot place), or when it is the stale turn that ends
        the game through the game-end reminder (a pass is a stale turn)."""
        if not self.may_pass():
            return False
        if self._passes + 1 >= 2 and self._passes_may_end():
            return True
        return bool(self.options["end_reminder"]) and self._stale + 1 >= REMINDER_AFTER + AUTO_END_AFTER

    def stale_turns_left(self) -> int | None:
        """While the game-end reminder is shown: how many more stale turns end the game (2 right after the
        reminder, then 1). None when the reminder is not active."""
        if not self.reminder_active or self.is_over:
            return None
        return REMINDER_AFTER + AUTO_END_AFTER - self._stale

    def why_not(self, move) -> core.IllegalMove | None:
        """The refusal play(move) would raise (its code names the rule broken, its values say where), or None
        when the move is legal. Plays nothing: the scene asks it why a tapped cell has no move, and play()
        asks it first, so the rules of refusal live here only."""
        phase = self.phase
        if phase == "play":
            if isinstance(move, Place):
                i = self._geo.index.get(move.cell)
                if i is None:
                    return _refusal("off_board", cell=_cell_str(move.cell))
                return self._placement_refusal(self._turn, i)
            return None if isinstance(move, Pass) else _refusal("place_or_pass")
        if phase == "over":
            return _refusal("game_over")
        if phase == "choose":
            if not isinstance(move, Choose) or move.colour not in ("red", "white"):
                return _refusal("choose")
            return None
        # setup_neutral / opening
        piece = self.opening_piece
        if not isinstance(move, Setup) or move.piece != piece:
            return _refusal(f"setup_first_{piece}")
        i = self._geo.index.get(move.cell)
        if i is None:
            return _refusal("off_board", cell=_cell_str(move.cell))
        if self._owner[i] != EMPTY:
            return _refusal("taken")
        return None

    def play(self, move) -> list[core.Event]:
        refusal = self.why_not(move)
        if refusal is not None:
            raise refusal
        phase = self.phase
        if phase == "play":
            if isinstance(move, Place):
                return self._play_place(move, self._geo.index[move.cell])
            return self._play_pass(move)
        if phase == "choose":
            return self._play_choose(move)
        return self._play_setup(move, self._geo.index[move.cell])

    # ---- setup and opening ----

    def _play_setup(self, move: Setup, i: int) -> list[core.Event]:
        col = _COLOUR_INDEX[move.piece]
        h = setup_height(move.piece)
        self._put(i, col, h)
        self.last_move = move
        events = [core.Event("place", player=self.current_player, cell=move.cell, piece=move.piece, value=h)]
        if col == NEUTRAL:
            self.phase = "opening"
        elif col == WHITE:
            # The host has placed both stones: the guest now picks a side (the pie rule).
            self.phase = "choose"
            self.current_player = 1
        else:
            return events
        events.append(core.Event("phase", text=self.phase))
        return events

    def _play_choose(self, move: Choose) -> list[core.Event]:
        guest = _COLOUR_INDEX[move.colour]
        self._seat_colour = [1 - guest, guest]
        self.last_move = move
        self.phase = "play"
        self._turn = RED          # red is the first player
        self.current_player = self._seat_colour.index(RED)
        chosen = f"chosen_{move.colour}"
        events = [core.Event("choose", player=1, piece=move.colour, text=CODES[chosen], code=chosen),
                  core.Event("phase", text="play")]
        if self._legal[RED] == 0 and self._legal[WHITE] == 0:   # cannot happen on a real board; be safe
            events += self._end("no_place")
        return events

    # ---- play ----

    def _play_place(self, move: Place, i: int) -> list[core.Event]:
        col = self._turn
        seat = self.current_player
        old_o, old_h = self._owner[i], self._height[i]
        h = self._sees[col][i]
        srcs = tuple(self._geo.cells[j] for j in self._first_stacks(i) if self._owner[j] == col)
        events = []
        if old_o != EMPTY:
            kind = "reinforce" if old_o == col else "capture"
            events.append(core.Event("capture", player=seat, cell=move.cell, piece=COLOURS[old_o],
                                     value=old_h, text=kind))
        lively = self._put(i, col, h)
        # A turn is stale when it neither takes a stack (opponent or neutral) nor wins over any cell that was
        # not already the mover's.
        stale = not (lively or old_o not in (EMPTY, col))
        events.append(core.Event("place", player=seat, cell=move.cell, piece=COLOURS[col], value=h, path=srcs))
        self._placed[col] = True
        self._passes = 0
        self.last_move = move
        if self._legal[RED] == 0 and self._legal[WHITE] == 0:
            return events + self._end("no_place")
        return events + self._after_turn(stale)

    def _play_pass(self, move: Pass) -> list[core.Event]:
        events = [core.Event("pass", player=self.current_player)]
        self._passes += 1
        self.last_move = move
        if self._passes >= 2 and self._passes_may_end():
            return events + self._end("passed")
        return events + self._after_turn(True)   # a pass gains nothing: it is a stale turn

    def _passes_may_end(self) -> bool:
        """Passes end the game only once each player has placed a stack after the opening [DEFAULT, Abstract
        Play]; a player who has not but cannot place at all does not hold the end up."""
        return all(self._placed[c] or self._legal[c] == 0 for c in (RED, WHITE))

    def _after_turn(self, stale: bool) -> list[core.Event]:
        """The BGA game-end reminder, then hand the turn over."""
        events = []
        if self.options["end_reminder"]:
            if not stale:
                self._stale = 0
                self.reminder_active = False
            else:
                self._stale += 1
                if self._stale >= REMINDER_AFTER + AUTO_END_AFTER:
                    return events + self._end("stale")
                if self._stale == REMINDER_AFTER:
                    self.reminder_active = True
                    events.append(core.Event(
                        "notice", value=self._stale, code="reminder",
                        text=CODES["reminder"].format(turns=self._stale, count=AUTO_END_AFTER)))
        self._turn = 1 - self._turn
        self.current_player = self._seat_colour.index(self._turn)
        return events

    def _end(self, code: str) -> list[core.Event]:
        """The game is over; `code` (a key of CODES) says why."""
        self.phase = "over"
        self.current_player = None
        self.end_code = code
        self.reminder_active = False
        out = self.outcome()
        return [core.Event("phase", text="over"),
                core.Event("game_over", value=tuple(self.scores()), text=f"{self.end_reason} {out.summary}",
                           code=code)]

    @property
    def ending(self) -> core.Coded | None:
        """Why the game ended, as its code and values (the stale turns that ended it), or None while it runs."""
        if not self.end_code:
            return None
        values = {"count": self._stale} if self.end_code == "stale" else {}
        return core.Coded(self.end_code, CODES[self.end_code], **values)

    @property
    def end_reason(self) -> str:
        """Why the game ended, in English (logs, records); '' while it runs."""
        ending = self.ending
        return ending.reason if ending else ""

    # ---- keeping the counts: the heart of the engine's speed ----

    def _put(self, i: int, col: int, h: int) -> bool:
        """Put a stack of colour `col` and height h on cell i, replacing whatever was there.

        Updates line-of-sight counts, legal-placement counts and owned/controlled counts along the six lines
        through i. Returns True when some cell that was not `col`'s changed status (the reminder's test).
        """
        owner, height, sees, legal = self._owner, self._height, self._sees, self._legal
        old_o, old_h = owner[i], height[i]
        # The cell itself: its status goes from whatever it was to the new owner's.
        if old_o == EMPTY:
            before = _status(sees[0][i], sees[1][i])
            if before < 2:
                self._ctrl[before] -= 1
        else:
            before = old_o if old_o != NEUTRAL else _NOBODY
            if old_o != NEUTRAL:
                self._own[old_o] -= 1
        if col != NEUTRAL:
            self._own[col] += 1
        lively = before != col
        # Who sees the cell does not change (a stack on the cell is not counted), only its height does.
        for p in (RED, WHITE):
            sp = sees[p][i]
            legal[p] += (sp > h) - (sp > old_h)
        owner[i], height[i] = col, h
        gained = col if col != NEUTRAL else EMPTY
        rays = self._geo.rays[i]
        if old_o == EMPTY:
            # A new stack on an empty cell: along each line it blocks the view of the first stack behind it
            # and sees for itself, up to and including the first stack ahead.
            behind = [EMPTY] * 6
            for d in range(6):
                for j in rays[d]:
                    if owner[j] != EMPTY:
                        behind[(d + 3) % 6] = owner[j] if owner[j] != NEUTRAL else EMPTY
                        break
            for d in range(6):
                if behind[d] != gained:
                    lively |= self._shift_view(rays[d], behind[d], gained)
        else:
            lost = old_o if old_o != NEUTRAL else EMPTY
            if lost != gained:
                # A replaced stack: the same cells are seen, by another colour.
                for ray in rays:
                    lively |= self._shift_view(ray, lost, gained)
        return lively

    def _shift_view(self, ray, lost: int, gained: int) -> bool:
        """Along one ray up to its first stack: one fewer `lost` stack and one more `gained` stack see
        each cell. Keeps legal and controlled counts in step; True if an empty cell changed status."""
        s0, s1 = self._sees
        owner, height, legal, ctrl = self._owner, self._height, self._legal, self._ctrl
        da = (gained == RED) - (lost == RED)
        db = (gained == WHITE) - (lost == WHITE)
        lively = False
        for j in ray:
            a, b = s0[j], s1[j]
            na, nb = a + da, b + db
            s0[j], s1[j] = na, nb
            hj = height[j]
            if da:
                legal[0] += (na > hj) - (a > hj)
            if db:
                legal[1] += (nb > hj) - (b > hj)
            if owner[j] != EMPTY:
                break   # the first stack: it is seen too, but its status is its owner's
            before = RED if a > b else WHITE if b > a else (_CONTESTED if a else _NOBODY)
            after = RED if na > nb else WHITE if nb > na else (_CONTESTED if na else _NOBODY)
            if before != after:
                if before < 2:
                    ctrl[before] -= 1
                if after < 2:
                    ctrl[after] += 1
                # A placement only ever adds the mover's sight and removes someone else's, so a cell whose
                # status changes was not the mover's before: the turn is not stale.
                lively = True
        return lively

    # ---- the public view for computer players ----
    #
    # What a search needs to read fast, without copies: these are the engine's own lists, kept in step with the
    # board by every play(), so they are valid until the state changes and must never be changed by the reader
    # (clone() first to try a move). Lists by cell index follow `geometry.cells`; colours are the ints RED, WHITE,
    # NEUTRAL and EMPTY (no stack). engine/ai/tumbleweed.py reads the state through these and the methods above,
    # never a private name (tests/test_game_info.py checks).

    @property
    def geometry(self) -> Geometry:
        """The board's fixed tables (cells, index, rays, places, centre), shared by every state of this size."""
        return self._geo

    @property
    def owners(self) -> list[int]:
        """Per cell index: the colour of the stack on it (RED, WHITE, NEUTRAL), or EMPTY."""
        return self._owner

    @property
    def heights(self) -> list[int]:
        """Per cell index: the height of the stack on it, 0 when it is empty."""
        return self._height

    @property
    def sight(self) -> list[list[int]]:
        """Per colour (sight[RED], sight[WHITE]), per cell index: how many of that colour's stacks see the cell,
        which is the height a placement of that colour there would get."""
        return self._sees

    @property
    def turn(self) -> int:
        """The colour (RED or WHITE) whose turn it is in the 'play' phase; RED before it (red moves first)."""
        return self._turn

    @property
    def passes_in_a_row(self) -> int:
        """Passes in a row just before this turn (two, once both colours have placed, end the game)."""
        return self._passes

    @property
    def placed(self) -> list[bool]:
        """Per colour: whether it has placed a stack since the opening (passes cannot end the game before)."""
        return self._placed

    @property
    def placement_counts(self) -> list[int]:
        """Per colour: on how many cells it could place now (its sight exceeds the height there; the capture
        delay is not counted)."""
        return self._legal

    @property
    def owned_counts(self) -> list[int]:
        """Per colour (RED, WHITE): how many cells hold its stacks (the first part of its score)."""
        return self._own

    @property
    def controlled_counts(self) -> list[int]:
        """Per colour (RED, WHITE): how many empty cells it sees more than the other (the second part)."""
        return self._ctrl

    def colour_index(self, who) -> int:
        """RED or WHITE, from a colour name ('red', 'white') or a seat (once the guest has chosen)."""
        return self._colour(who)

    # ---- saving ----

    def to_dict(self) -> dict:
        cells = self._geo.cells
        return {
            "game": "tumbleweed",
            "version": 1,
            "options": dict(self.options),
            "phase": self.phase,
            "stacks": [[cells[i][0], cells[i][1], COLOURS[o], self._height[i]]
                       for i, o in enumerate(self._owner) if o != EMPTY],
            "seat_colours": None if self._seat_colour is None else [COLOURS[c] for c in self._seat_colour],
            "turn": COLOURS[self._turn],
            "current_player": self.current_player,
            "passes": self._passes,
            "placed": list(self._placed),
            "stale": self._stale,
            "reminder_active": self.reminder_active,
            "last_move": None if self.last_move is None else str(self.last_move),
            "end_code": self.end_code,
            "rng": core.rng_to_json(self._rng),
        }

    def __eq__(self, other) -> bool:
        return isinstance(other, State) and self.to_dict() == other.to_dict()

    __hash__ = None


def from_dict(data: dict) -> State:
    if data.get("game") != "tumbleweed":
        raise ValueError("This saved game is not a Tumbleweed game.")
    opts = _check_options(2, data["options"])
    s = State(opts, core.rng_from_json(data["rng"]))
    for q, r, colour, h in data["stacks"]:
        # Line of sight depends only on where the stacks stand, so putting them back in any order rebuilds
        # every count.
        s._put(s._idx((q, r)), _COLOUR_INDEX[colour], h)
    s.phase = data["phase"]
    if s.phase not in PHASES:
        raise ValueError(f"Unknown phase {s.phase!r} in saved game.")
    s._seat_colour = None if data["seat_colours"] is None else [_COLOUR_INDEX[c] for c in data["seat_colours"]]
    s._turn = _COLOUR_INDEX[data["turn"]]
    s.current_player = data["current_player"]
    s._passes = data["passes"]
    s._placed = list(data["placed"])
    s._stale = data["stale"]
    s.reminder_active = data["reminder_active"]
    s.last_move = None if data["last_move"] is None else parse_move(data["last_move"])
    s.end_code = data.get("end_code", "")
    return s
