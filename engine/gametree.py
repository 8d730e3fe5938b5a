"""A game's moves as a tree: the line played and every other line a player explored from it, with their notes.

Plain data, no positions: a Node holds the move leading to it in the engine's notation (as a record writes it),
and whoever needs a position replays the moves from the root through the engine (engine/record.py checks a
record's branches that way; the screens do the same). `children[0]` continues a node's line: the root's
children[0] chain is the main line (the game as played), any other child starts a branch, and a branch's own
children[0] chain continues it.

Notes of a move (all optional): a `mark` as players write it ("!!", "!", "!?", "?!", "?", "??"), a `comment`,
a `leaf` ("won" / "lost": a player's verdict on where a line ends, for the seat that made this move) and an
`evaluation` (the analysis of the position the move was played FROM: JSON data from the computer's analysis,
kept as it is, bounded). The record file's form of all this is engine/record.py's (docs/RECORDS.md).
Pure Python: nothing above engine/.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, field

MARKS = ("!!", "!", "!?", "?!", "?", "??")     # brilliant, good, interesting, dubious (inaccuracy), mistake, blunder
LEAVES = ("won", "lost")
MAX_COMMENT_CHARS = 400
MAX_EVALUATION_CHARS = 2000     # analysis data is a few hundred characters; more is not ours
MAX_EVALUATION_DEPTH = 4        # a table of numbers, texts and short lists (a line of moves, chances per seat)
NOTE_KEYS = ("mark", "comment", "leaf", "evaluation")


@dataclass(eq=False)
class Node:
    notation: str = ""                       # the move leading here ("" at the root)
    parent: Node | None = field(default=None, repr=False)
    children: list = field(default_factory=list, repr=False)    # children[0] continues this node's line
    comment: str = ""
    mark: str = ""                           # one of MARKS, or ""
    leaf: str = ""                           # one of LEAVES, or ""
    evaluation: dict | None = None           # the analysis of the position this move was played from (a value:
                                             # replaced, never changed in place; copies share it)

    @property
    def is_root(self) -> bool:
        return self.parent is None

    @property
    def ply(self) -> int:
        """How many moves lead here from the start (0 at the root)."""
        n, node = 0, self
        while node.parent is not None:
            n, node = n + 1, node.parent
        return n

    @property
    def on_main_line(self) -> bool:
        """Whether this node is the root or on the main line (every step from the root a children[0])."""
        node = self
        while node.parent is not None:
            if node.parent.children[0] is not node:
                return False
            node = node.parent
        return True

    @property
    def line_start(self) -> Node:
        """The first move of the line this node is on (of the main line: its first move): its parent is where
        the line leaves, so stepping out of a branch goes there. The root is its own."""
        node = self
        while node.parent is not None and node.parent.parent is not None and node.parent.children[0] is node:
            node = node.parent
        return node

    def child(self, notation: str) -> Node | None:
        return next((c for c in self.children if c.notation == notation), None)

    def line(self) -> list:
        """This node's line onwards: the node and its children[0] chain."""
        nodes, node = [self], self
        while node.children:
            node = node.children[0]
            nodes.append(node)
        return nodes

    def notes(self) -> dict:
        """The notes that are set, as plain data (a key of NOTE_KEYS each)."""
        data = {"mark": self.mark, "comment": self.comment, "leaf": self.leaf, "evaluation": self.evaluation}
        return {k: v for k, v in data.items() if v}

    def set_notes(self, notes: dict) -> None:
        """Set the notes given (keys of NOTE_KEYS; others are left as they are). ValueError for a value that is not
        one of a note's (check_note)."""
        for key, value in notes.items():
            problem = check_note(key, value)
            if problem:
                raise ValueError(f"{key}: {problem}")
        for key, value in notes.items():
            setattr(self, key, value if key == "evaluation" else value or "")


def check_note(key: str, value) -> str:
    """'' when `value` is one a note `key` may hold (empty clears it), else what is wrong (English, for logs)."""
    if key not in NOTE_KEYS:
        return "not a note"
    if key == "evaluation":
        return "" if value is None else check_evaluation(value)
    if not isinstance(value, str):
        return "not text"
    if key == "mark" and value and value not in MARKS:
        return "not a mark"
    if key == "leaf" and value and value not in LEAVES:
        return "not won or lost"
    if key == "comment" and len(value) > MAX_COMMENT_CHARS:
        return f"longer than {MAX_COMMENT_CHARS} characters"
    return ""


def check_evaluation(value) -> str:
    """'' when `value` is evaluation data a record keeps: a table with text keys of JSON values (numbers finite)
    nested at most MAX_EVALUATION_DEPTH deep, at most MAX_EVALUATION_CHARS as JSON. Looked at without recursion."""
    if not isinstance(value, dict):
        return "not a table"
    todo = [(value, 1)]
    while todo:
        item, level = todo.pop()
        if isinstance(item, dict):
            if level > MAX_EVALUATION_DEPTH or not all(isinstance(k, str) for k in item):
                return "not analysis data"
            todo.extend((v, level + 1) for v in item.values())
        elif isinstance(item, list):
            if level > MAX_EVALUATION_DEPTH:
                return "not analysis data"
            todo.extend((v, level + 1) for v in item)
        elif (isinstance(item, float) and not math.isfinite(item)) or \
                (item is not None and not isinstance(item, (str, int, float, bool))):
            return "not analysis data"
    if len(json.dumps(value, ensure_ascii=False)) > MAX_EVALUATION_CHARS:
        return f"longer than {MAX_EVALUATION_CHARS} characters"
    return ""


@dataclass(frozen=True)
class Branch:
    """A line that leaves another one: numbered from 1 in the order branches() gives; it leaves from the node at
    `ply` moves along line `line` (0 the main line, with 0 the root; k the k-th branch, 1 its first move), and
    `nodes` are its moves, its first one a child of that node other than children[0]."""
    number: int
    line: int
    ply: int
    nodes: tuple


class Tree:
    """The moves of a game as a tree (module docstring)."""

    def __init__(self):
        self.root = Node()

    @classmethod
    def of_moves(cls, moves) -> Tree:
        """A tree whose main line is `moves` (notation strings), without branches or notes."""
        tree = cls()
        node = tree.root
        for notation in moves:
            node = tree.add(node, notation)
        return tree

    # -- lines ---------------------------------------------------------------------------------------------------
    def main_line(self) -> list:
        """The main line's nodes, first move first (the root not included)."""
        return self.root.line()[1:]

    def main_moves(self) -> list:
        return [node.notation for node in self.main_line()]

    def path(self, node: Node) -> list:
        """The nodes from the root to `node`, both included."""
        nodes = [node]
        while nodes[-1].parent is not None:
            nodes.append(nodes[-1].parent)
        nodes.reverse()
        return nodes

    def moves_to(self, node: Node) -> list:
        """The moves to play from the start to reach `node` (notation strings)."""
        return [n.notation for n in self.path(node)[1:]]

    def nodes(self):
        """Every node but the root, parents before children (without recursion: a line may be thousands long)."""
        todo = list(reversed(self.root.children))
        while todo:
            node = todo.pop()
            yield node
            todo.extend(reversed(node.children))

    def size(self) -> int:
        return sum(1 for _ in self.nodes())

    def branches(self) -> list:
        """Every branch, numbered in a fixed order: along each line in order, the branches leaving a node in the
        order of its children, each one followed at once by the branches leaving it. A branch's `line` is always
        an earlier branch (or the main line), so the order can be written and read back."""
        found: list = []
        main = [self.root] + self.main_line()
        todo = [(0, iter([(ply, c) for ply, node in enumerate(main) for c in node.children[1:]]))]
        while todo:
            line, leaving = todo[-1]
            step = next(leaving, None)
            if step is None:
                todo.pop()
                continue
            ply, first = step
            nodes = tuple(first.line())
            found.append(Branch(len(found) + 1, line, ply, nodes))
            todo.append((len(found), iter([(j, c) for j, node in enumerate(nodes, start=1)
                                           for c in node.children[1:]])))
        return found

    # -- changing ------------------------------------------------------------------------------------------------
    def add(self, parent: Node, notation: str) -> Node:
        """The child of `parent` reached by `notation`: the one there is, else a new one (a new branch when
        parent already has a child; else the continuation of its line)."""
        found = parent.child(notation)
        if found is not None:
            return found
        node = Node(notation, parent)
        parent.children.append(node)
        return node

    def remove(self, node: Node, main_line: bool = False) -> None:
        """Take `node` and everything after it out of the tree. A node on the main line only with
        main_line=True (the game as played is not lost by a slip); ValueError otherwise, or for the root."""
        if node.parent is None:
            raise ValueError("the start cannot be removed")
        if node.on_main_line and not main_line:
            raise ValueError("this move is on the main line")
        node.parent.children.remove(node)
        node.parent = None

    def promote(self, node: Node) -> None:
        """Make `node` the continuation of its parent's line (children[0]); the line it replaces becomes a
        branch there."""
        if node.parent is not None:
            siblings = node.parent.children
            siblings.remove(node)
            siblings.insert(0, node)

    def follow(self, moves) -> None:
        """Make the main line exactly `moves`: each move's node is found (or added) and promoted, so a line it
        displaces stays as a branch; what the main line held past the last move is dropped (a record's line of
        play ends there: after Undo the moves taken back are not kept)."""
        node = self.root
        for notation in moves:
            child = self.add(node, notation)
            self.promote(child)
            node = child
        for child in node.children:
            child.parent = None
        node.children = []

    def copy(self) -> Tree:
        """A copy of every node and its notes. An evaluation table is shared, not copied: it is a value (the
        analysis sets a new one, never changes one in place), and a match's record copies its tree at every move."""
        tree = Tree()
        todo = [(self.root, tree.root)]
        while todo:
            source, target = todo.pop()
            target.comment, target.mark, target.leaf, target.evaluation = \
                source.comment, source.mark, source.leaf, source.evaluation
            for child in source.children:
                copy = Node(child.notation, target)
                target.children.append(copy)
                todo.append((child, copy))
        return tree

    @property
    def has_extras(self) -> bool:
        """Whether the tree holds more than a list of moves: a branch or a note."""
        return any(node.children[1:] or node.notes() for node in [self.root, *self.nodes()])

    # -- as plain data -------------------------------------------------------------------------------------------
    def to_data(self) -> dict:
        """The notes and branches as plain data (what a save keeps beside the moves; a record file writes the same
        in its own lines): "notes", one table per main-line move (trailing empty ones left out), and "branches",
        in branches() order, each {"from": [line, ply], "moves": [...]}, a move its notation or, with notes,
        {"move": notation, <note>: value...}. Empty parts are left out."""
        notes = [node.notes() for node in self.main_line()]
        while notes and not notes[-1]:
            notes.pop()
        branches = [{"from": [b.line, b.ply],
                     "moves": [{"move": n.notation, **n.notes()} if n.notes() else n.notation for n in b.nodes]}
                    for b in self.branches()]
        data: dict = {}
        if notes:
            data["notes"] = notes
        if branches:
            data["branches"] = branches
        return data

    def __eq__(self, other) -> bool:
        return isinstance(other, Tree) and self.main_moves() == other.main_moves() and \
            self.to_data() == other.to_data()

    __hash__ = None
