"""Trickle (Jaakko Kemppainen, 2013) and Trickle Down: RULES.md sections 1 and 2, seeds 000 and 001.

One rule engine, two editions. Trickle Down is a setup (19 money bags worth 1/2/3 million, 3 players with
symbols) and a scoring (money on your companies, corner bags leave the board), not a second copy of the rules.

The rules, as the engine applies them:

* The board is a hexhex of radius 5 (91 hexes). 19 shared beads start on the centre and rings 1-2.
* On your turn you must move one bead, any bead: a STEP to an empty neighbour, or a JUMP over one neighbouring
  bead to the empty hex straight behind it. Never inward: ring(destination) >= ring(origin), jumps too.
* A bead on the outer ring (ring 5) is frozen for good. Beads never leave the board (except Trickle Down:
  a bag landing on a corner hex leaves at once and joins that corner's pile).
* No move back: the next player may not move the bead just moved straight back where it came from. The
  restriction binds that one player only (after any other move, or a pass, moving it back is fine again).
* The 24 non-corner outer hexes are split into sides S0..S5; each player (or team) owns some sides. The six
  corners are neutral.
* The game ends when no bead can move (ignoring the move-back rule): in classic Trickle that is normally when
  all 19 beads are on the outer ring. Score = beads (or bead values, or money) on the hexes of your own sides.

Public API for the scene (see also the State docstring):

    new_game(players=None, seed=None, **options) -> TrickleState   edition='classic' (default) or 'down'
    new_trickle_down(players=3, seed=None, **options)               same as new_game(3, seed, edition='down')
    from_position(board, players=2, current_player=0, ...)          a custom position (tests, tutorials)
    parse_move(text) -> Move | Stop;  from_dict(data) -> TrickleState
    PLAYERS, DOWN_PLAYERS, OPTIONS, CLASSIC_OPTIONS, DOWN_OPTIONS, DEFAULTS, RULE_NOTES (name -> note)
    CODES: every refusal, option and set-up error by code (core.py); TrickleState.why_not(move) and
    why_stuck(cell) answer one without playing anything

Turn model: a blocked player passes automatically inside play() of the previous move (a 'pass' event);
legal_moves() is never empty while the game runs. (The pass and the 'jammed' end are safety nets: from the
19-bead start no legal game reaches them. After a sideways move on ring k < 5 that ring has a gap and a bead,
so at least two bead-next-to-gap pairs exist and the move-back rule forbids only one; a jam needs rings 4
and 5 full, 54 beads. Custom positions from from_position can reach both.) With the chaining variant a jump that can go on leaves the
same player on move with legal_moves() = the further jumps of that bead + STOP; see TrickleState.chain.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass
from itertools import permutations
from typing import Any, ClassVar, Iterable

from . import core
from . import hexgrid as hg
from .core import Event, IllegalMove, Option, Outcome

Cell = hg.Cell

NAME = "Trickle"
DOWN_NAME = "Trickle Down"
PLAYERS = (2, 3, 4, 6)
DOWN_PLAYERS = (3,)

# ---- Geometry of the radius-5 board (RULES.md section 1, "Board geometry") -------------------------------

RADIUS = 5
BOARD: tuple[Cell, ...] = tuple(hg.hexhex(RADIUS))
BOARD_SET = frozenset(BOARD)
RING: dict[Cell, int] = {c: hg.ring_of(c) for c in BOARD}
START_CELLS: tuple[Cell, ...] = tuple(c for c in BOARD if RING[c] <= 2)      # centre + rings 1 and 2
INNER_CELLS: tuple[Cell, ...] = tuple(c for c in BOARD if RING[c] < RADIUS)
# Corners are the ring-5 hexes where two of |q|, |r|, |s| equal 5: (5,0) (5,-5) (0,-5) (-5,0) (-5,5) (0,5).
CORNERS: tuple[Cell, ...] = tuple(hg.scale(d, RADIUS) for d in hg.DIRECTIONS)
CORNER_SET = frozenset(CORNERS)
SIDES = range(6)


def _on_side_line(c: Cell, side: int) -> bool:
    """S0: r=-5 (top), S1: q=+5, S2: s=-5, S3: r=+5 (bottom), S4: q=-5, S5: s=+5; corners lie on two lines."""
    q, r = c
    s = -q - r
    return (r == -RADIUS, q == RADIUS, s == -RADIUS, r == RADIUS, q == -RADIUS, s == RADIUS)[side]


# The full line of each side, corners included (6 hexes), and the side of each non-corner outer hex.
SIDE_LINES: tuple[tuple[Cell, ...], ...] = tuple(tuple(c for c in BOARD if _on_side_line(c, i)) for i in SIDES)
SIDE: dict[Cell, int] = {c: i for i in SIDES for c in SIDE_LINES[i] if c not in CORNER_SET}
EDGE_HEXES: tuple[Cell, ...] = tuple(c for c in BOARD if c in SIDE)           # the 24 scoring hexes


def side_of(cell: Cell) -> int | None:
    """The side (0..5) of a non-corner outer hex; None for corners, inner hexes and cells off the board."""
    return SIDE.get(tuple(cell)) if cell is not None else None


def is_corner(cell: Cell) -> bool:
    return tuple(cell) in CORNER_SET


def _corner_distance(c: Cell) -> int:
    return min(hg.distance(c, k) for k in CORNERS)


# "Goals have scores": the 2 middle hexes of a side are 2 hexes from both corners, the other 2 are next to one.
MIDDLE_EDGE_HEXES = frozenset(c for c in EDGE_HEXES if _corner_distance(c) == 2)
GOAL_TABLES: dict[str, dict[Cell, int]] = {
    "off": {c: 1 for c in EDGE_HEXES},
    "middle": {c: 3 if c in MIDDLE_EDGE_HEXES else 1 for c in EDGE_HEXES},
    "ends": {c: 1 if c in MIDDLE_EDGE_HEXES else 3 for c in EDGE_HEXES},
}

# "Jump off the board": a bead on the outer ring may step off it, across an edge, onto one of the hexes just
# outside (ring 6). Each such hex lies beyond exactly one side, except the six ring-6 corners, which are not
# used (RULES.md: "from a corner hex either adjacent edge can be chosen": a corner bead has one exit per edge).
def _side_beyond(c: Cell) -> int | None:
    q, r = c
    s = -q - r
    lines = [i for i, hit in enumerate((r == -RADIUS - 1, q == RADIUS + 1, s == -RADIUS - 1, r == RADIUS + 1,
                                        q == -RADIUS - 1, s == RADIUS + 1)) if hit]
    return lines[0] if len(lines) == 1 else None


EXITS: dict[Cell, tuple[Cell, ...]] = {
    c: tuple(a for a in hg.neighbours(c) if a not in BOARD_SET and _side_beyond(a) is not None)
    for c in BOARD if RING[c] == RADIUS}
EXIT_SIDE: dict[Cell, int] = {a: _side_beyond(a) for exits in EXITS.values() for a in exits}


def exit_side(cell: Cell) -> int | None:
    """The side (0..5) a bead crosses when it steps off the board onto this hex outside it; None otherwise."""
    return EXIT_SIDE.get(tuple(cell)) if cell is not None else None


# Where a bead on each cell may go, never inward (ring(dst) >= ring(src)); computed once for speed.
STEPS: dict[Cell, tuple[Cell, ...]] = {
    c: tuple(a for a in hg.neighbours(c) if a in BOARD_SET and RING[a] >= RING[c]) for c in BOARD}
JUMPS: dict[Cell, tuple[tuple[Cell, Cell], ...]] = {
    c: tuple((hg.add(c, d), hg.add(c, hg.scale(d, 2))) for d in hg.DIRECTIONS
             if hg.add(c, hg.scale(d, 2)) in BOARD_SET and RING[hg.add(c, hg.scale(d, 2))] >= RING[c])
    for c in BOARD}


# ---- Moves ------------------------------------------------------------------------------------------------

def _cell_text(c: Cell) -> str:
    return f"{c[0]},{c[1]}"


@dataclass(frozen=True)
class Move:
    """A bead goes from src to dst: a step (neighbour) or a jump (straight over the cell `over`).

    Notation: "0,0-1,-1" for a step, "0,0^2,-2" for a jump (the ^ hops over 1,-1).
    """
    src: Cell
    dst: Cell
    is_stop: ClassVar[bool] = False     # lets a scene tell STOP from a bead move

    @property
    def kind(self) -> str | None:
        """'step', 'jump', or None when the two cells are neither neighbours nor a straight jump apart."""
        dq, dr = self.dst[0] - self.src[0], self.dst[1] - self.src[1]
        if (dq, dr) in hg.DIRECTIONS:
            return "step"
        if dq % 2 == 0 and dr % 2 == 0 and (dq // 2, dr // 2) in hg.DIRECTIONS:
            return "jump"
        return None

    @property
    def over(self) -> Cell | None:
        """The jumped cell of a jump, None for a step."""
        if self.kind != "jump":
            return None
        return ((self.src[0] + self.dst[0]) // 2, (self.src[1] + self.dst[1]) // 2)

    @property
    def path(self) -> tuple[Cell, ...]:
        return (self.src, self.over, self.dst) if self.kind == "jump" else (self.src, self.dst)

    def __str__(self) -> str:
        return _cell_text(self.src) + ("^" if self.kind == "jump" else "-") + _cell_text(self.dst)


@dataclass(frozen=True)
class Stop:
    """Chaining variant only: end the turn after one or more jumps instead of jumping again."""
    is_stop: ClassVar[bool] = True

    def __str__(self) -> str:
        return "stop"


STOP = Stop()


@dataclass(frozen=True)
class LastMove:
    """The last turn that moved a bead: who, from where, to where, along which cells (a whole jump chain)."""
    player: int
    src: Cell
    dst: Cell
    path: tuple[Cell, ...]


_MOVE_RE = re.compile(r"^\s*\(?\s*(-?\d+)\s*,\s*(-?\d+)\s*\)?\s*([-^])\s*\(?\s*(-?\d+)\s*,\s*(-?\d+)\s*\)?\s*$")


def parse_move(text: str) -> Move | Stop:
    """Inverse of str(move): "q,r-q,r" (step), "q,r^q,r" (jump) or "stop"."""
    t = text.strip().lower()
    if t == "stop":
        return STOP
    m = _MOVE_RE.match(t)
    if not m:
        raise IllegalMove("notation", CODES["notation"], text=repr(text))
    q1, r1, _sep, q2, r2 = m.groups()
    return Move((int(q1), int(r1)), (int(q2), int(r2)))


# Every step and jump of the board, made once: legal move generation only looks them up.
_MOVES: dict[tuple[Cell, Cell], Move] = {}
for _c in BOARD:
    for _t in STEPS[_c] + EXITS.get(_c, ()):
        _MOVES[_c, _t] = Move(_c, _t)
    for _o, _t in JUMPS[_c]:
        _MOVES[_c, _t] = Move(_c, _t)


# ---- Options, [DEFAULT]s and the decisions RULES.md leaves open: all in one place --------------------------

SYMBOLS = ("triangle", "square", "circle")
# RULES.md section 2: each symbol is on two opposite sides.
SYMBOL_SIDES: dict[str, tuple[int, int]] = {"triangle": (0, 3), "square": (1, 4), "circle": (2, 5)}
SYMBOL_CHOICES = tuple(permutations(SYMBOLS))

# Trickle Down starting layouts, as data: cell -> value in millions. Each must look the same after a
# 120-degree turn (which maps triangle -> square -> circle sides), so no seat gets a better start.
_RING2_EVEN_CORNERS = frozenset(hg.scale(hg.DIRECTIONS[i], 2) for i in (0, 2, 4))
DOWN_LAYOUTS: dict[str, dict[Cell, int]] = {
    # [DEFAULT] gold (3) in the centre, silver (2) on ring 1, orange (1) on ring 2: 27 million.
    "concentric": {(0, 0): 3, **{c: 2 for c in hg.ring(1)}, **{c: 1 for c in hg.ring(2)}},
    # Centre gold; ring 1 alternating silver/orange; ring 2 gold on 3 alternate ring-2 corners, orange
    # elsewhere: 30 million.
    "mixed": {(0, 0): 3,
              **{hg.DIRECTIONS[i]: (2 if i % 2 == 0 else 1) for i in range(6)},
              **{c: (3 if c in _RING2_EVEN_CORNERS else 1) for c in hg.ring(2)}},
}
BAG_NAMES = {1: "orange (wooden pennies)", 2: "silver", 3: "gold"}

# "Beads have scores": 9 x 1, 6 x 2, 3 x 3 and 1 x 5.
BEAD_SCORE_VALUES: tuple[int, ...] = (1,) * 9 + (2,) * 6 + (3,) * 3 + (5,)
BEAD_SCORE_CENTRE: dict[Cell, int] = {
    # The 5 in the centre, 2s on ring 1, 3s on alternate ring-2 corners, 1s elsewhere: the same after a
    # 120-degree turn and after a mirror through those corners, so fair for 2, 3, 4 and 6 players.
    (0, 0): 5, **{c: 2 for c in hg.ring(1)}, **{c: (3 if c in _RING2_EVEN_CORNERS else 1) for c in hg.ring(2)}}

ON_OFF = (False, True)
ON_OFF_LABELS = ("Off", "On")
_EDITION = Option("edition", "Edition", ("classic", "down"), "classic",
                  "Classic Trickle with glass beads, or Trickle Down with money bags (exactly 3 players).",
                  ("Trickle", "Trickle Down"))
_MOVE_FROM_CORNER = Option("move_from_corner", "Move from corner", ON_OFF, False,
                           "Beads on corner hexes stay movable: they may step or jump onto an edge hex.",
                           ON_OFF_LABELS)
_MOVE_ALONG_MY_EDGE = Option("move_along_my_edge", "Move along my edge", ON_OFF, False,
                             "You may step or jump beads along your own edges and their corners "
                             "(they stay on the edge).", ON_OFF_LABELS)
_CHAINING = Option("chaining", "Jump chains", ON_OFF, False,
                   "After a jump the same bead may keep jumping, as in checkers; stop whenever you like.",
                   ON_OFF_LABELS)
_JUMP_OFF_BOARD = Option("jump_off_board", "Jump off the board", ON_OFF, False,
                         "Beads are not kept on the outer ring: they step off across an edge and score for that "
                         "edge's owner.", ON_OFF_LABELS)
_BEAD_SCORES = Option("bead_scores", "Bead scores", ("off", "centre", "random"), "off",
                      "Beads are worth 1, 2, 3 or 5 (nine, six, three and one of them); you score their values.",
                      ("Off", "5 in the centre", "Random"))
_GOAL_SCORES = Option("goal_scores", "Goal scores", ("off", "middle", "ends"), "off",
                      "Edge hexes score 3 or 1: the two middle hexes of each side, or the two by the corners, "
                      "are worth 3.", ("Off", "Middle hexes 3", "End hexes 3"))
_LAYOUT = Option("layout", "Bag layout", tuple(DOWN_LAYOUTS), "concentric",
                 "How the 19 money bags start; both layouts are fair to all three players.",
                 ("Gold in the middle", "Mixed rings"))
_SYMBOLS = Option("symbols", "Symbols", SYMBOL_CHOICES, SYMBOLS,
                  "Which company symbol players 1, 2 and 3 take.",
                  tuple(", ".join(s.capitalize() for s in p) for p in SYMBOL_CHOICES))
_PLY_LIMIT = Option("ply_limit", "Stalling limit", (150, 300, 0), 150,
                    "End the game when this many turns pass without a bead reaching the edge "
                    "(the same position three times always ends it).", ("150 turns", "300 turns", "Off"))

CLASSIC_OPTIONS = [_MOVE_FROM_CORNER, _MOVE_ALONG_MY_EDGE, _CHAINING, _JUMP_OFF_BOARD, _BEAD_SCORES, _GOAL_SCORES, _PLY_LIMIT]
DOWN_OPTIONS = [_LAYOUT, _SYMBOLS, _CHAINING, _PLY_LIMIT]
OPTIONS = [_EDITION, *CLASSIC_OPTIONS, _LAYOUT, _SYMBOLS]
DEFAULTS: dict[str, Any] = {o.key: o.default for o in OPTIONS}

# What the registry, the menu and the computer players read about this engine (core.GameInfo): two editions,
# each an entry of the menu with its own player counts and options.
INFO = core.GameInfo(
    name=NAME, players=PLAYERS, default_players=2, options=tuple(OPTIONS),
    editions={"classic": core.Edition(NAME, PLAYERS, 2, tuple(CLASSIC_OPTIONS)),
              "down": core.Edition(DOWN_NAME, DOWN_PLAYERS, 3, tuple(DOWN_OPTIONS))},
    ai="engine.ai.trickle", levels=core.LEVELS, hints=True)


@dataclass(frozen=True)
class HouseRules:
    """Points no source settles: RULES.md [DEFAULT]s and this engine's own decisions."""
    # [DEFAULT] classic Trickle: Player 1 (seat 0) starts (the app may pass first_player to alternate).
    classic_first_player: int = 0
    # [DEFAULT] Trickle Down: a seeded random seat starts; play goes clockwise (seat order).
    down_first_player_random: bool = True
    # [DEFAULT] safeguards: same position (layout, player to move, move-back restriction) 3 times, or
    # ply_limit turns (passes count) in a row in which no bead reaches the outer ring.
    repetition_limit: int = 3
    # [DEFAULT] a player with no legal move passes; the move-back restriction lapses with that pass.
    # [DEFAULT] 'nothing can move' is tested ignoring the move-back rule; then the game ends as it stands.
    # [DEFAULT] ties are shared wins. 4 players: teams A (seats 0, 2) and B (seats 1, 3) on the 2-player
    # colouring; 6 players: seat i owns side Si.


HOUSE_RULES = HouseRules()

# The rule notes (where the rules leave a point open, the engine's choice), by name: the rules page words each
# by the key trickle.notes.<name>.
RULE_NOTES: dict[str, str] = {
    "first_player": "Player 1 starts Trickle; in Trickle Down a random player starts, then play goes round in seat "
                    "order.",
    "pass": "If you cannot move (only moving a bead straight back is left), you pass.",
    "jammed": "If no bead can move at all, the game ends and is scored as it stands.",
    "safeguards": "A game also ends if the same position comes up three times, or after the stalling limit of turns "
                  "in which no bead reaches the edge.",
    "ties": "Equal scores share the win.",
    "four_players": "4 players: two teams, Players 1 and 3 against Players 2 and 4, on the 2-player edge colours.",
    "six_players": "6 players: each player owns one side.",
    "chaining": "Jump chains: a bead that lands on the outer ring stops; a chain may not revisit a hex.",
    "along_edge": "Move along my edge: these moves never keep a game going once every other bead is settled.",
    "from_corner": "Move from corner: the game goes on while a corner bead can still move.",
    "jump_off": "Jump off the board: a bead on the outer ring is not frozen; it may move along the ring (never "
                "inward) or step off the board across its edge, and scores for that edge's owner (from a corner, "
                "choose either edge). Only a step leaves the board, never a jump. A bead that has left never comes "
                "back. Beads still on the board at the end score nothing. Goal scores, Move from corner and Move "
                "along my edge do not combine with it (no bead rests on an edge hex).",
}


# Every refusal, option and set-up error the engine can answer, by code (core.py: the UI words a code by the key
# trickle.codes.<code>). A refusal about the pieces has one code per noun, "bead.<name>" for Trickle and
# "bag.<name>" for Trickle Down: the noun changes the whole sentence in some languages, not just one word.
_PIECE_REFUSALS = {
    "empty": "No {noun} here.",
    "over": "The game is over.",
    "chain": "Jump again with the same {noun}, or stop.",
    "chain_other": "Jump again with the {noun} that is jumping, or stop.",
    "nothing_to_stop": "There is no jump to stop: move a {noun}.",
    "straight_back": "You can't move this {noun} straight back where it came from this turn.",
    "no_space": "No free space to step or jump to outward.",
    "step_off_from_ring": "Only a {noun} on the outer ring may step off the board, to a space just beside it.",
    "leave_by_step": "A {noun} leaves the board by stepping off the outer ring across an edge.",
    "off_board": "That is off the board: {noun}s never leave the board.",
    "step_or_jump": "A {noun} steps to a neighbouring hex or jumps over one {noun} to the hex straight behind it.",
    "taken": "That hex is taken.",
    "jump_over": "A jump must go over a {noun}.",
    "inward": "A {noun} may not move toward the centre.",
    "own_edge_only": "Along the edge you may only move {noun}s on your own edge lines, and stay on them.",
    "not_allowed": "That move is not allowed.",
}
NOUNS = ("bead", "bag")
CODES: dict[str, str] = {f"{noun}.{name}": english.format(noun=noun)
                         for noun in NOUNS for name, english in _PIECE_REFUSALS.items()}
CODES.update({
    "bead.frozen": "This bead is on the edge and is frozen.",       # the outer ring (classic Trickle)
    "bag.frozen": "This bag is on a company and is frozen.",        # a company hex (Trickle Down)
    "not_a_move": "Not a Trickle move: {move}.",
    "notation": "Not a Trickle move: {text} (write it like 0,0-1,-1 or 0,0^2,-2).",
    # new_game's options and set-up (core.OptionError)
    "no_option": "Trickle has no option called {option}.",
    "bad_choice": "{label} must be one of: {choices} (got {value}).",
    "down_players": "Trickle Down is played by exactly 3 players.",
    "players": "Trickle is played by 2, 3, 4 or 6 players.",
    "symbols": "Each of the 3 players needs a different symbol: triangle, square and circle.",
    "ply_limit": "The stalling limit must be a whole number of turns (0 switches it off).",
    "jump_off_down": "Jump off the board is a variant of classic Trickle; Trickle Down's bags stay on their "
                     "companies.",
    "jump_off_goals": "Goal scores value the edge hexes, but with Jump off the board no bead stays on them: choose "
                      "one or the other.",
    "jump_off_edges": "With Jump off the board every bead on the outer ring moves anyway: Move from corner and Move "
                      "along my edge have nothing to add.",
    "down_bead_scores": "Trickle Down's money bags already have values: bead scores are for classic Trickle.",
    "down_goal_scores": "Trickle Down scores the money on your companies: goal scores are for classic Trickle.",
    "down_from_corner": "In Trickle Down a bag that reaches a corner leaves the board at once, so no bag is ever "
                        "left on a corner to move.",
    "down_along_edge": "In Trickle Down a bag on a company hex stays there until the end of the game (rule 5), so "
                       "it cannot move along your edge.",
    "classic_layout": "Bag layouts belong to Trickle Down; in Trickle use bead scores for valued beads.",
    "classic_symbols": "Company symbols belong to Trickle Down; in Trickle the edges go by seat.",
    "first_player": "The first player must be a seat from 1 to {players}.",
    "cell_off_board": "{cell} is not on the board.",
    "bag_on_corner": "In Trickle Down no bag stays on a corner.",
})


def _option_error(code: str, **values) -> core.OptionError:
    return core.OptionError(code, CODES[code], **values)


@dataclass(frozen=True)
class Config:
    players: int
    edition: str
    move_from_corner: bool
    move_along_my_edge: bool
    chaining: bool
    jump_off_board: bool
    bead_scores: str
    goal_scores: str
    layout: str
    symbols: tuple[str, str, str]
    ply_limit: int

    @property
    def down(self) -> bool:
        return self.edition == "down"

    def options(self) -> dict:
        """The keyword options that rebuild this config (JSON-ready)."""
        return {"edition": self.edition, "move_from_corner": self.move_from_corner,
                "move_along_my_edge": self.move_along_my_edge, "chaining": self.chaining,
                "jump_off_board": self.jump_off_board,
                "bead_scores": self.bead_scores, "goal_scores": self.goal_scores, "layout": self.layout,
                "symbols": list(self.symbols), "ply_limit": self.ply_limit}


def _normalise_symbols(value) -> tuple[str, str, str]:
    if isinstance(value, dict):
        try:
            value = [value[k] for k in sorted(value, key=int)]
        except (TypeError, ValueError):
            value = None
    try:
        syms = tuple(str(v).lower() for v in value)
    except TypeError:
        syms = ()
    if sorted(syms) != sorted(SYMBOLS):
        raise _option_error("symbols")
    return syms  # type: ignore[return-value]


def _choice(options: dict, opt: Option):
    value = options.get(opt.key, opt.default)
    if value not in opt.choices:
        shown = ", ".join(str(c) for c in opt.choices)
        raise _option_error("bad_choice", label=opt.label, choices=shown, value=repr(value))
    return value


def make_config(players: int | None = None, **options) -> Config:
    """Check the options and their combination; core.OptionError (a ValueError) with the code of what is wrong."""
    unknown = sorted(set(options) - set(DEFAULTS))
    if unknown:
        raise _option_error("no_option", option=repr(unknown[0]))
    edition = _choice(options, _EDITION)
    down = edition == "down"
    if players is None:
        players = 3 if down else 2
    if down and players != 3:
        raise _option_error("down_players")
    if isinstance(players, bool) or players not in PLAYERS:
        raise _option_error("players")
    flags = {o.key: bool(_choice(options, o)) for o in (_MOVE_FROM_CORNER, _MOVE_ALONG_MY_EDGE, _CHAINING,
                                                        _JUMP_OFF_BOARD)}
    bead_scores = _choice(options, _BEAD_SCORES)
    goal_scores = _choice(options, _GOAL_SCORES)
    layout = _choice(options, _LAYOUT)
    symbols = _normalise_symbols(options.get("symbols", SYMBOLS))
    ply_limit = options.get("ply_limit", _PLY_LIMIT.default)
    if isinstance(ply_limit, bool) or not isinstance(ply_limit, int) or ply_limit < 0:
        raise _option_error("ply_limit")
    if flags["jump_off_board"]:
        if down:
            raise _option_error("jump_off_down")
        if goal_scores != "off":
            raise _option_error("jump_off_goals")
        if flags["move_from_corner"] or flags["move_along_my_edge"]:
            raise _option_error("jump_off_edges")
    if down:
        if bead_scores != "off":
            raise _option_error("down_bead_scores")
        if goal_scores != "off":
            raise _option_error("down_goal_scores")
        if flags["move_from_corner"]:
            raise _option_error("down_from_corner")
        if flags["move_along_my_edge"]:
            raise _option_error("down_along_edge")
    else:
        if layout != _LAYOUT.default:
            raise _option_error("classic_layout")
        if symbols != SYMBOLS:
            raise _option_error("classic_symbols")
    return Config(players, edition, flags["move_from_corner"], flags["move_along_my_edge"], flags["chaining"],
                  flags["jump_off_board"], bead_scores, goal_scores, layout, symbols, ply_limit)


# ---- Who owns what ----------------------------------------------------------------------------------------

TEAM_NAMES = ("Team A", "Team B")


def sides_of_each_seat(config: Config) -> tuple[tuple[int, ...], ...]:
    """The sides each seat scores on (RULES.md: edge ownership; Trickle Down: company symbols)."""
    n = config.players
    if config.down:
        return tuple(SYMBOL_SIDES[config.symbols[seat]] for seat in range(3))
    if n in (2, 4):   # every other side; with 4 players seats 0 and 2 (team A), 1 and 3 (team B) share them
        return tuple((seat % 2, seat % 2 + 2, seat % 2 + 4) for seat in range(n))
    if n == 3:        # opposite pairs
        return tuple((seat, seat + 3) for seat in range(3))
    return tuple((seat,) for seat in range(6))


class _Tables:
    """Per-config lookups shared by every state of one game (immutable)."""

    def __init__(self, config: Config):
        self.config = config
        self.sides_of_seat = sides_of_each_seat(config)
        self.seats_of_side = tuple(tuple(s for s in range(config.players) if i in self.sides_of_seat[s])
                                   for i in SIDES)
        self.teams: tuple[tuple[int, ...], ...] = ((0, 2), (1, 3)) if config.players == 4 else ()
        self.goal = GOAL_TABLES[config.goal_scores]
        # Cells where an ordinary move may start: inside the outer ring, plus corners with "move from corner".
        # With "jump off the board" the outer ring is not final: every bead moves.
        self.movable = (BOARD_SET if config.jump_off_board else
                        frozenset(INNER_CELLS) | (CORNER_SET if config.move_from_corner else frozenset()))
        self.exits = EXITS if config.jump_off_board else {}
        # "Move along my edge": the full lines (corners included) of the sides a seat owns.
        self.own_edge = tuple(frozenset(c for i in self.sides_of_seat[s] for c in SIDE_LINES[i])
                              if config.move_along_my_edge else frozenset()
                              for s in range(config.players))


_TABLES: dict[Config, _Tables] = {}


def _tables(config: Config) -> _Tables:
    t = _TABLES.get(config)
    if t is None:
        t = _TABLES[config] = _Tables(config)
    return t


class TeamOutcome(Outcome):
    """An Outcome of the 4-player team game: a team's two seats winning together is a win, not a draw."""

    @property
    def is_draw(self) -> bool:
        return len(self.winners) == len(self.scores)


# ---- The state ---------------------------------------------------------------------------------------------

class TrickleState:
    """A game of Trickle or Trickle Down, following engine/core.py.

    board: cell -> bead value (1 for plain beads; money for Trickle Down; 1/2/3/5 with bead scores).
    corner_piles: corner -> values of the bags that left the board there (Trickle Down; empty otherwise).
    chain: None, or the cells the jumping bead has visited this turn (origin first) while its player may
        jump again or STOP (chaining variant). forbidden: (from, to) the move the player to move may not make
        (the previous turn reversed), or None. last_move: LastMove (player, src, dst, path) of the last turn
        that moved a bead, or None.
    """

    def __init__(self, config: Config, board: dict[Cell, int], current_player: int, rng: random.Random,
                 first_player: int = 0):
        self.config = config
        self.rules = _tables(config)
        self.board: dict[Cell, int] = dict(board)
        self.corner_piles: dict[Cell, list[int]] = {k: [] for k in CORNERS}
        self.off_piles: list[list[int]] = [[] for _ in SIDES]   # jump off the board: beads that left, per side
        self.current_player: int | None = current_player
        self.first_player = first_player
        self.rng = rng
        self.chain: tuple[Cell, ...] | None = None
        self.forbidden: tuple[Cell, Cell] | None = None
        self.last_move: LastMove | None = None
        self.plies = 0
        self.quiet_plies = 0            # turns in a row in which no bead reached the outer ring
        self.seen: dict[tuple, int] = {}  # position -> times seen since the last bead reached the outer ring
        self.end_reason: str | None = None
        self._progress = False

    # -- contract ------------------------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.config.players

    @property
    def is_over(self) -> bool:
        return self.end_reason is not None

    def clone(self) -> "TrickleState":
        new = object.__new__(TrickleState)
        new.__dict__.update(self.__dict__)
        new.board = dict(self.board)
        new.corner_piles = {k: list(v) for k, v in self.corner_piles.items()}
        new.off_piles = [list(p) for p in self.off_piles]
        new.seen = dict(self.seen)
        # Random.__new__ skips seeding from the OS (setstate overwrites it anyway): a clone is 4x cheaper,
        # which the computer players' searches feel (they clone once per playout).
        new.rng = random.Random.__new__(random.Random)
        new.rng.setstate(self.rng.getstate())
        return new

    def legal_moves(self) -> list:
        """Every legal move of the player to move, in board order (row by row), steps before jumps."""
        if self.is_over:
            return []
        if self.chain is not None:
            return self._chain_jumps() + [STOP]
        out: list = []
        board = self.board
        for c in BOARD:
            if c in board:
                out.extend(self._moves_of_bead(c, self.current_player, self.forbidden))
        return out

    def moves_from(self, cell: Cell) -> list:
        """The legal moves of the bead on `cell` (for the player to move); [] if it cannot move."""
        cell = tuple(cell)
        if self.is_over or cell not in self.board:
            return []
        if self.chain is not None:
            return self._chain_jumps() if cell == self.chain[-1] else []
        return self._moves_of_bead(cell, self.current_player, self.forbidden)

    def why_not(self, move) -> IllegalMove | None:
        """The IllegalMove play(move) would raise (its code names the rule, see CODES), or None if the move is
        legal. Changes nothing: a screen asks it to say why a tap is refused without playing it."""
        if self.is_over:
            return self._refusal("over")
        if self.chain is not None:
            if isinstance(move, Stop) or (isinstance(move, Move) and move in self._chain_jumps()):
                return None
            return self._refusal("chain")
        if isinstance(move, Stop):
            return self._refusal("nothing_to_stop")
        if not (isinstance(move, Move) and isinstance(move.src, tuple) and isinstance(move.dst, tuple)):
            return IllegalMove("not_a_move", CODES["not_a_move"], move=repr(move))
        if move in self.moves_from(move.src):
            return None
        return self._refusal(self._rule_broken(move))

    def play(self, move) -> list[Event]:
        """Apply a legal move; return the events in order. IllegalMove (state untouched) otherwise."""
        refusal = self.why_not(move)
        if refusal is not None:
            raise refusal
        if self.chain is not None:
            return self._play_in_chain(move)
        player = self.current_player
        self._progress = False
        events = self._carry(move, player)
        if self._chain_goes_on(move):
            self.chain = (move.src, move.dst)
            if self._chain_jumps():
                return events           # same player: jump again or STOP
            self.chain = None
        return self._end_turn(move.src, move.dst, move.path, events)

    def scores(self) -> list[int]:
        """Per seat: the value (bead value x goal value; money in Trickle Down) on the hexes of its sides.
        With 4 players both seats of a team carry the team's score."""
        totals = [0] * self.players
        goal = self.rules.goal
        seats_of_side = self.rules.seats_of_side
        if self.config.jump_off_board:     # only beads that left the board score, for the edge they crossed
            for side, pile in enumerate(self.off_piles):
                for seat in seats_of_side[side]:
                    totals[seat] += sum(pile)
            return totals
        for c, v in self.board.items():
            side = SIDE.get(c)
            if side is not None:
                for seat in seats_of_side[side]:
                    totals[seat] += v * goal[c]
        return totals

    def outcome(self) -> Outcome | None:
        if not self.is_over:
            return None
        scores = self.scores()
        if self.rules.teams:
            return self._team_outcome(scores)
        ranking = core.rank_by_scores(scores)
        winners = ranking[0]
        names = [self.seat_name(s) for s in range(self.players)]
        fmt = self._fmt
        if len(winners) == self.players:
            summary = f"A draw: everyone has {fmt(scores[0])}."
        elif len(winners) > 1:
            summary = ("Shared win: " + " and ".join(names[s] for s in winners)
                       + f" with {fmt(scores[winners[0]])} each.")
        else:
            others = ", ".join(f"{names[s]} {fmt(scores[s])}" for g in ranking[1:] for s in g)
            summary = f"{names[winners[0]]} wins with {fmt(scores[winners[0]])} ({others})."
        return Outcome(tuple(scores), ranking, tuple(winners), summary)

    def to_dict(self) -> dict:
        return {
            "game": "trickle",
            "players": self.players,
            "options": self.config.options(),
            "board": [[c[0], c[1], v] for c, v in sorted(self.board.items())],
            "corner_piles": [[k[0], k[1], list(v)] for k, v in self.corner_piles.items()],
            "off_piles": [list(p) for p in self.off_piles],
            "current_player": self.current_player,
            "first_player": self.first_player,
            "chain": None if self.chain is None else [list(c) for c in self.chain],
            "forbidden": None if self.forbidden is None else [list(c) for c in self.forbidden],
            "last_move": None if self.last_move is None else {
                "player": self.last_move.player, "src": list(self.last_move.src),
                "dst": list(self.last_move.dst), "path": [list(c) for c in self.last_move.path]},
            "plies": self.plies,
            "quiet_plies": self.quiet_plies,
            "seen": [[[[c[0], c[1], v] for c, v in layout], player,
                      None if forb is None else [list(c) for c in forb], n]
                     for (layout, player, forb), n in self.seen.items()],
            "end_reason": self.end_reason,
            "rng": core.rng_to_json(self.rng),
        }

    # -- helpers for the scene -----------------------------------------------------------------------------

    @property
    def edition(self) -> str:
        return self.config.edition

    @property
    def options(self) -> dict:
        """The options this game was started with (keyword arguments of new_game, edition included)."""
        return self.config.options()

    @property
    def beads(self) -> dict[Cell, int]:
        """The beads (bags) on the board: cell -> value. Read-only for the scene."""
        return self.board

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """((0, 2), (1, 3)) in the 4-player game, () otherwise."""
        return self.rules.teams

    @property
    def chain_bead(self) -> Cell | None:
        """The bead that must jump again or stop (chaining variant), else None."""
        return None if self.chain is None else self.chain[-1]

    @property
    def forbidden_move(self) -> Move | None:
        """The move-back the player to move may not make, or None."""
        return None if self.forbidden is None else Move(*self.forbidden)

    def team_of(self, seat: int) -> int | None:
        for i, team in enumerate(self.rules.teams):
            if seat in team:
                return i
        return None

    def sides_of_seat(self, seat: int) -> tuple[int, ...]:
        """The sides (0..5) whose edge hexes score for this seat (with 4 players: its team's sides)."""
        return self.rules.sides_of_seat[seat]

    def side_of(self, cell: Cell) -> int | None:
        return side_of(cell)

    def seats_owning(self, cell: Cell) -> tuple[int, ...]:
        """Every seat a bead on this cell scores for: one seat, a team's two seats, or () (corner, inside)."""
        side = side_of(cell)
        return () if side is None else self.rules.seats_of_side[side]

    def owner_of_cell(self, cell: Cell) -> int | None:
        """The seat owning this outer hex; with 4 players the TEAM index (0 = A, 1 = B); None if nobody's."""
        seats = self.seats_owning(cell)
        if not seats:
            return None
        return self.team_of(seats[0]) if self.rules.teams else seats[0]

    def colour_seat_of_cell(self, cell: Cell) -> int | None:
        """The seat whose colour an outer hex wears: the seat it scores for (with teams, the team's first seat);
        None for corners and inner hexes, which score for nobody."""
        seats = self.seats_owning(cell)
        return seats[0] if seats else None

    def is_corner(self, cell: Cell) -> bool:
        """The six corner hexes belong to nobody (Trickle Down: the public services)."""
        return is_corner(cell)

    def cell_value(self, cell: Cell) -> int | None:
        """The value of the bead on the cell (1 for plain beads, money in millions in Trickle Down)."""
        return self.board.get(tuple(cell))

    def goal_value(self, cell: Cell) -> int:
        """What a bead on this hex is multiplied by for its owner: 1 or 3 on edge hexes, 0 elsewhere."""
        return self.rules.goal.get(tuple(cell), 0)

    def symbol_of(self, seat: int) -> str | None:
        return self.config.symbols[seat] if self.config.down else None

    def seat_name(self, seat: int) -> str:
        name = f"Player {seat + 1}"
        return f"{name} ({self.config.symbols[seat]})" if self.config.down else name

    def team_scores(self) -> list[int]:
        s = self.scores()
        return [s[team[0]] for team in self.rules.teams]

    def why_immobile(self, cell: Cell) -> str | None:
        """Why the bead on `cell` cannot move for the player to move (English), or None if it can."""
        refusal = self.why_stuck(cell)
        return None if refusal is None else refusal.reason

    def why_stuck(self, cell: Cell) -> IllegalMove | None:
        """Why the bead on `cell` cannot move for the player to move, as the refusal any move of it gets (a code
        of CODES and its English), or None if it can move."""
        reason = self._stuck_reason(tuple(cell))
        return None if reason is None else self._refusal(reason)

    def _stuck_reason(self, cell: Cell) -> str | None:
        if cell not in self.board:
            return "empty"
        if self.is_over:
            return "over"
        if self.chain is not None:
            if cell == self.chain[-1]:
                return None
            return "chain_other"
        if self._moves_of_bead(cell, self.current_player, self.forbidden):
            return None
        if cell not in self.rules.movable and cell not in self.rules.own_edge[self.current_player]:
            return "frozen"
        if self._moves_of_bead(cell, self.current_player, None):
            return "straight_back"
        return "no_space"

    def _refusal(self, name: str) -> IllegalMove:
        """The refusal `name` (a key of _PIECE_REFUSALS, or "frozen") said about this edition's pieces."""
        code = f"{'bag' if self.config.down else 'bead'}.{name}"
        return IllegalMove(code, CODES[code])

    @property
    def end_text(self) -> str:
        """Why the game ended, for the end screen ('' while it runs)."""
        noun = "bag" if self.config.down else "bead"
        return {
            None: "",
            "finished": (f"Every {noun} has left the board." if self.config.jump_off_board
                         else f"Every {noun} has reached the outer ring."),
            "jammed": f"No {noun} can move any more.",
            "repetition": "The same position came up three times.",
            "ply_limit": f"{self.config.ply_limit} turns passed without a {noun} reaching the outer ring.",
        }[self.end_reason]

    # -- the rules, one small function each -----------------------------------------------------------------

    def _moves_of_bead(self, c: Cell, player: int, forbidden: tuple[Cell, Cell] | None) -> list[Move]:
        """Steps and single jumps of one bead: ordinary moves (never inward, outer ring frozen) plus, with
        'move along my edge', the player's moves along their own edge lines; minus the forbidden move back."""
        board = self.board
        out: list[Move] = []
        if c in self.rules.movable:
            for t in STEPS[c]:
                if t not in board:
                    out.append(_MOVES[c, t])
            for over, t in JUMPS[c]:
                if over in board and t not in board:
                    out.append(_MOVES[c, t])
            for t in self.rules.exits.get(c, ()):      # jump off the board: step off across an edge
                out.append(_MOVES[c, t])
        own = self.rules.own_edge[player] if player is not None else ()
        if c in own:
            for t in STEPS[c]:
                if t in own and t not in board and _MOVES[c, t] not in out:
                    out.append(_MOVES[c, t])
            for over, t in JUMPS[c]:
                if t in own and over in board and t not in board and _MOVES[c, t] not in out:
                    out.append(_MOVES[c, t])
        if forbidden is not None and c == forbidden[0]:
            out = [m for m in out if m.dst != forbidden[1]]
        return out

    def _has_legal_move(self) -> bool:
        """Can the player to move move anything (move-back rule included)?"""
        if self.chain is not None:
            return True
        return any(self._moves_of_bead(c, self.current_player, self.forbidden) for c in self.board)

    def _any_bead_can_move(self) -> bool:
        """The end test: can any bead make an ordinary move, ignoring the move-back rule? Moves along an
        owner's edge do not count (they could shuffle for ever once everything else is settled)."""
        board = self.board
        movable = self.rules.movable
        exits = self.rules.exits
        for c in board:
            if c in exits:
                return True                 # jump off the board: an outer bead can always step off
            if c in movable:
                for t in STEPS[c]:
                    if t not in board:
                        return True
                for over, t in JUMPS[c]:
                    if over in board and t not in board:
                        return True
        return False

    def _carry(self, move: Move, player: int) -> list[Event]:
        """Move the bead; in Trickle Down a bag landing on a corner leaves the board for that corner's pile."""
        value = self.board.pop(move.src)
        events = [Event("move", player=player, src=move.src, dst=move.dst, path=move.path, piece=value,
                        value=move.kind)]
        if RING[move.src] < RADIUS and RING.get(move.dst) == RADIUS:
            self._progress = True
        if self.config.down and move.dst in CORNER_SET:
            self.corner_piles[move.dst].append(value)
            events.append(Event("remove", player=player, cell=move.dst, piece=value, value=value))
            return events
        side = EXIT_SIDE.get(move.dst)
        if side is not None:                # jump off the board: it scores for the edge it crossed
            self._progress = True
            self.off_piles[side].append(value)
            events.append(Event("remove", player=player, cell=move.dst, piece=value, value=side))
            for seat in self.rules.seats_of_side[side]:
                events.append(Event("score", player=seat, cell=move.dst, piece=value, value=value))
            return events
        self.board[move.dst] = value
        side = SIDE.get(move.dst)
        if side is not None:
            for seat in self.rules.seats_of_side[side]:
                events.append(Event("score", player=seat, cell=move.dst, piece=value,
                                    value=value * self.rules.goal[move.dst]))
        return events

    def _chain_goes_on(self, move: Move) -> bool:
        """Chaining: only a jump can chain, and landing on the outer ring (or off the board) ends it."""
        return (self.config.chaining and move.kind == "jump" and move.dst in self.board
                and RING[move.dst] < RADIUS)

    def _chain_jumps(self) -> list[Move]:
        """Further jumps of the chaining bead: never inward, never back to a hex it visited this turn, and
        never ending a bead's move back where the previous player took it from (the move-back rule)."""
        c = self.chain[-1]
        board = self.board
        out = []
        for over, t in JUMPS[c]:
            if over in board and t not in board and t not in self.chain:
                if self.forbidden is not None and self.chain[0] == self.forbidden[0] and t == self.forbidden[1]:
                    continue
                out.append(_MOVES[c, t])
        return out

    def _play_in_chain(self, move) -> list[Event]:
        """A further jump of the chaining bead, or STOP (why_not has checked it is one of them)."""
        origin = self.chain[0]
        if isinstance(move, Stop):
            visited = self.chain
            self.chain = None
            return self._end_turn(origin, visited[-1], self._full_path(visited), [])
        events = self._carry(move, self.current_player)
        self.chain = self.chain + (move.dst,)
        if self._chain_goes_on(move) and self._chain_jumps():
            return events
        path = self.chain
        self.chain = None
        return self._end_turn(origin, move.dst, self._full_path(path), events)

    @staticmethod
    def _full_path(visited: tuple[Cell, ...]) -> tuple[Cell, ...]:
        out = [visited[0]]
        for a, b in zip(visited, visited[1:]):
            out += [((a[0] + b[0]) // 2, (a[1] + b[1]) // 2), b]
        return tuple(out)

    def _end_turn(self, origin: Cell, final: Cell, path: tuple, events: list[Event]) -> list[Event]:
        """The move-back rule binds the next player only; a removed bag cannot come back at all."""
        self.last_move = LastMove(self.current_player, origin, final, tuple(path))
        self.forbidden = (final, origin) if final in self.board else None
        self._count_ply()
        self.current_player = (self.current_player + 1) % self.players
        self._resolve(events)
        return events

    def _count_ply(self) -> None:
        self.plies += 1
        if self._progress:          # a bead reached the outer ring: no earlier position can come back
            self.quiet_plies = 0
            self.seen.clear()
        else:
            self.quiet_plies += 1
        self._progress = False

    def _position_key(self) -> tuple:
        return (tuple(sorted(self.board.items())), self.current_player, self.forbidden)

    def _resolve(self, events: list[Event]) -> None:
        """After a turn: the end of the game, the safeguards, or a pass of a blocked player."""
        while True:
            if not self._any_bead_can_move():
                all_out = all(RING[c] == RADIUS for c in self.board)   # (jump off the board: all gone)
                return self._game_over(events, "finished" if all_out else "jammed")
            key = self._position_key()
            self.seen[key] = self.seen.get(key, 0) + 1
            if self.seen[key] >= HOUSE_RULES.repetition_limit:
                return self._game_over(events, "repetition")
            if self.config.ply_limit and self.quiet_plies >= self.config.ply_limit:
                return self._game_over(events, "ply_limit")
            if self._has_legal_move():
                return None
            # Blocked (only the forbidden move back is left): pass; the restriction lapses.
            events.append(Event("pass", player=self.current_player,
                                text=f"{self.seat_name(self.current_player)} cannot move and passes."))
            self.forbidden = None
            self._count_ply()
            self.current_player = (self.current_player + 1) % self.players

    def _game_over(self, events: list[Event], reason: str) -> None:
        self.end_reason = reason
        self.current_player = None
        self.chain = None
        self.forbidden = None
        events.append(Event("game_over", text=self.outcome().summary, value=reason))

    def _rule_broken(self, move: Move) -> str:
        """Which rule a Move the player to move may not make breaks: a name for _refusal."""
        if self.config.jump_off_board and move.dst in EXIT_SIDE:
            if move.src not in self.board:
                return "empty"
            return "step_off_from_ring"
        if move.src not in BOARD_SET or move.dst not in BOARD_SET:
            if self.config.jump_off_board:
                return "leave_by_step"
            return "off_board"
        if move.src not in self.board:
            return "empty"
        if move.kind is None:
            return "step_or_jump"
        if move.dst in self.board:
            return "taken"
        if move.kind == "jump" and move.over not in self.board:
            return "jump_over"
        if RING[move.dst] < RING[move.src]:
            return "inward"
        if self.forbidden is not None and (move.src, move.dst) == self.forbidden:
            return "straight_back"
        if move.src not in self.rules.movable and move.src not in self.rules.own_edge[self.current_player]:
            return self._stuck_reason(move.src) or "not_allowed"
        if RING[move.src] == RADIUS:
            return "own_edge_only"
        return "not_allowed"

    def _fmt(self, v: int) -> str:
        return f"€{v}M" if self.config.down else str(v)

    def _team_outcome(self, scores: list[int]) -> Outcome:
        teams = self.rules.teams
        team_scores = [scores[t[0]] for t in teams]
        ranking = core.rank_by_scores(scores)
        if team_scores[0] == team_scores[1]:
            summary = f"Team A and Team B tie {team_scores[0]} to {team_scores[1]}: a draw."
            winners = tuple(range(self.players))
        else:
            w = 0 if team_scores[0] > team_scores[1] else 1
            a, b = teams[w]
            summary = (f"{TEAM_NAMES[w]} (Players {a + 1} and {b + 1}) wins "
                       f"{team_scores[w]} to {team_scores[1 - w]}.")
            winners = teams[w]
        return TeamOutcome(tuple(scores), ranking, tuple(winners), summary, teams)


# ---- Factories and saving ----------------------------------------------------------------------------------

def _starting_board(config: Config, rng: random.Random) -> dict[Cell, int]:
    if config.down:
        return dict(DOWN_LAYOUTS[config.layout])
    if config.bead_scores == "centre":
        return dict(BEAD_SCORE_CENTRE)
    if config.bead_scores == "random":
        values = list(BEAD_SCORE_VALUES)
        rng.shuffle(values)
        return dict(zip(START_CELLS, values))
    return {c: 1 for c in START_CELLS}


def new_game(players: int | None = None, seed=None, first_player: int | None = None,
             **options) -> TrickleState:
    """A new game. players: 2, 3, 4 or 6 (default 2; Trickle Down: exactly 3, the default there).

    first_player: None for the edition's rule (Trickle: seat 0; Trickle Down: a seeded random seat), or a
    seat (the app may use it to alternate starts between games). Options: see OPTIONS.
    """
    config = make_config(players, **options)
    rng = random.Random(seed)
    board = _starting_board(config, rng)
    if first_player is None:
        if config.down and HOUSE_RULES.down_first_player_random:
            first_player = rng.randrange(config.players)
        else:
            first_player = HOUSE_RULES.classic_first_player
    elif isinstance(first_player, bool) or first_player not in range(config.players):
        raise _option_error("first_player", players=config.players)
    state = TrickleState(config, board, first_player, rng, first_player)
    state._resolve([])
    return state


def new_trickle_down(players: int = 3, seed=None, **options) -> TrickleState:
    """Trickle Down (exactly 3 players), with new_game's signature: new_game(3, seed, edition='down', ...)."""
    return new_game(players, seed, edition="down", **options)


def from_position(board: dict[Cell, int] | Iterable[Cell], players: int | None = None,
                  current_player: int = 0, last_move: tuple[Cell, Cell] | None = None, seed=None,
                  corner_piles: dict[Cell, list[int]] | None = None, **options) -> TrickleState:
    """A game from a custom position (tests, tutorials, puzzles): board maps cell -> value (or is a list of
    cells of plain beads). last_move (from, to) sets the move-back restriction on the player to move."""
    config = make_config(players, **options)
    cells = ({tuple(c): v for c, v in board.items()} if isinstance(board, dict)
             else {tuple(c): 1 for c in board})
    for c in cells:
        if c not in BOARD_SET:
            raise _option_error("cell_off_board", cell=str(c))
        if config.down and c in CORNER_SET:
            raise _option_error("bag_on_corner")
    state = TrickleState(config, cells, current_player, random.Random(seed), current_player)
    if corner_piles:
        for k, v in corner_piles.items():
            state.corner_piles[tuple(k)] = list(v)
    if last_move is not None:
        src, dst = tuple(last_move[0]), tuple(last_move[1])
        state.last_move = LastMove((current_player - 1) % config.players, src, dst, Move(src, dst).path)
        state.forbidden = (dst, src) if dst in cells else None
    state._resolve([])
    return state


def _cells(data) -> tuple[Cell, ...]:
    return tuple(tuple(c) for c in data)


def from_dict(data: dict) -> TrickleState:
    """Inverse of TrickleState.to_dict()."""
    config = make_config(data["players"], **{k: (tuple(v) if k == "symbols" else v)
                                             for k, v in data["options"].items()})
    board = {(q, r): v for q, r, v in data["board"]}
    state = TrickleState(config, board, data["current_player"], core.rng_from_json(data["rng"]),
                         data["first_player"])
    for q, r, values in data["corner_piles"]:
        state.corner_piles[(q, r)] = list(values)
    state.off_piles = [list(p) for p in data.get("off_piles", [[] for _ in SIDES])]
    state.chain = None if data["chain"] is None else _cells(data["chain"])
    state.forbidden = None if data["forbidden"] is None else _cells(data["forbidden"])
    lm = data["last_move"]
    state.last_move = None if lm is None else LastMove(lm["player"], tuple(lm["src"]), tuple(lm["dst"]),
                                                       _cells(lm["path"]))
    state.plies = data["plies"]
    state.quiet_plies = data["quiet_plies"]
    state.seen = {(tuple(((q, r), v) for q, r, v in layout), player,
                   None if forb is None else _cells(forb)): n
                  for layout, player, forb, n in data["seen"]}
    state.end_reason = data["end_reason"]
    return state
