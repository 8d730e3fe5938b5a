"""Three in a row on a 3x3 grid: the tiny test game that proves the recipe for a sixth game (docs/DESIGN.md).

It follows the engine contract of engine/core.py exactly as a real game must: new_game, parse_move, from_dict,
a State answering legal_moves/play/why_not/clone/is_over/scores/outcome/to_dict, its codes in CODES and its
facts in INFO. Cells are (x, y), 0..2; a move is written "x,y".
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from engine import core

SIZE = 3
LINES = ([[(x, y) for x in range(SIZE)] for y in range(SIZE)] + [[(x, y) for y in range(SIZE)] for x in range(SIZE)]
         + [[(i, i) for i in range(SIZE)], [(i, SIZE - 1 - i) for i in range(SIZE)]])

CODES = {
    "game_over": "The game is over.",
    "off_board": "{cell} is not on the board.",
    "taken": "{cell} is taken already.",
    "bad_option": "Three in a row has no option {key}.",
}

OPTIONS: list = []

# What the registry, the menu and the computer players read about it (engine/core.py).
INFO = core.GameInfo(name="Three in a row", players=(2,), default_players=2, ai="tests.tinygame.ai",
                     levels=core.LEVELS, hints=True, words="tinygame")


@dataclass(frozen=True)
class Move:
    cell: tuple

    def __str__(self) -> str:
        return f"{self.cell[0]},{self.cell[1]}"


def parse_move(text: str) -> Move:
    x, y = (int(part) for part in text.split(","))
    return Move((x, y))


def cell_text(cell) -> str:
    return f"{cell[0]},{cell[1]}"


class State:
    def __init__(self, first_player: int = 0, rng: random.Random | None = None):
        self.cells: dict = {}
        self.current_player: int | None = first_player
        self.first_player = first_player
        self.rng = rng or random.Random()
        self.line: tuple = ()

    # -- the rules ---------------------------------------------------------------------------------------------
    def why_not(self, move) -> core.IllegalMove | None:
        """Why `move` may not be played now, or None: the one place that knows the refusals."""
        if self.current_player is None:
            return core.IllegalMove("game_over", CODES["game_over"])
        if not isinstance(move, Move) or not all(0 <= v < SIZE for v in move.cell):
            cell = getattr(move, "cell", move)
            return core.IllegalMove("off_board", CODES["off_board"], cell=str(cell))
        if move.cell in self.cells:
            return core.IllegalMove("taken", CODES["taken"], cell=cell_text(move.cell))
        return None

    def legal_moves(self) -> list:
        if self.current_player is None:
            return []
        return [Move((x, y)) for y in range(SIZE) for x in range(SIZE) if (x, y) not in self.cells]

    def play(self, move) -> list:
        problem = self.why_not(move)
        if problem:
            raise problem
        player = self.current_player
        self.cells[move.cell] = player
        events = [core.Event("place", player=player, cell=move.cell, piece=player)]
        self.line = three_in_a_row(self.cells, player)
        if self.line or len(self.cells) == SIZE * SIZE:
            self.current_player = None
            events.append(core.Event("game_over"))
        else:
            self.current_player = 1 - player
        return events

    @property
    def is_over(self) -> bool:
        return self.current_player is None

    def scores(self) -> list:
        if self.line:
            winner = self.cells[self.line[0]]
            return [1 if seat == winner else 0 for seat in range(2)]
        return [0, 0]

    def outcome(self) -> core.Outcome | None:
        return core.outcome_from_scores(self.scores()) if self.is_over else None

    def clone(self) -> "State":
        other = State(self.first_player)
        other.cells = dict(self.cells)
        other.current_player, other.line = self.current_player, self.line
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other

    def to_dict(self) -> dict:
        return {"cells": [[x, y, p] for (x, y), p in sorted(self.cells.items())],
                "current_player": self.current_player, "first_player": self.first_player,
                "rng": core.rng_to_json(self.rng)}


def three_in_a_row(cells: dict, player: int) -> tuple:
    """The line `player` completed, or ()."""
    for line in LINES:
        if all(cells.get(cell) == player for cell in line):
            return tuple(line)
    return ()


def new_game(players: int = 2, seed=None, **options) -> State:
    for key in options:
        raise core.OptionError("bad_option", CODES["bad_option"], key=key)
    if players != 2:
        raise core.OptionError("bad_option", CODES["bad_option"], key="players")
    rng = random.Random(seed)
    return State(0, rng)


def from_dict(data: dict) -> State:
    state = State(data["first_player"], core.rng_from_json(data["rng"]))
    state.cells = {(x, y): p for x, y, p in data["cells"]}
    state.current_player = data["current_player"]
    if state.current_player is None:
        state.line = next((three_in_a_row(state.cells, p) for p in (0, 1) if three_in_a_row(state.cells, p)), ())
    return state
