"""Explore: the viewer's line of play as a tree (engine/gametree.py), so any other move can be played from any
position, making a branch, and the viewer can step into and out of branches.

The viewer always shows one *variation*: the path from the start to the node shown, then on along each node's
first child. Stepping back out of a branch onto the main line shows the main line again (its first child is the
game's move); playing the branch's first move again (or choosing it from the branches named at that position)
steps back in. Positions are replayed from the moves (never stored), once per node, and kept while the viewer is
open. Pure bookkeeping: the viewer (ui/play/replay.py) moves the board.
"""
from __future__ import annotations

from dataclasses import replace

from engine.gametree import Tree


class Explorer:
    def __init__(self, line):
        self.main = line
        self.tree = getattr(line, "tree", None) or Tree.of_moves([str(m) for m in line.moves])
        self.states = {}           # id(node) -> the position after it
        self.moves = {}            # id(node) -> its engine move
        main_nodes = [self.tree.root] + self.tree.main_line()
        for node, state in zip(main_nodes, line.positions):
            self.states[id(node)] = state
        for node, move in zip(main_nodes[1:], line.moves):
            self.moves[id(node)] = move
        self.nodes = main_nodes[:len(line.positions)]      # the variation shown
        self.parse = line.spec.engine_module.parse_move

    # -- positions -------------------------------------------------------------------------------------------
    def state_of(self, node):
        """The position after `node` (replayed from its parent's once)."""
        known = self.states.get(id(node))
        if known is not None:
            return known
        before = self.state_of(node.parent)
        move = self.parse(node.notation)
        after = before.clone()
        after.play(move)
        self.moves[id(node)] = move
        self.states[id(node)] = after
        return after

    def move_of(self, node):
        if id(node) not in self.moves:
            self.state_of(node)
        return self.moves[id(node)]

    # -- variations ------------------------------------------------------------------------------------------
    def variation_of(self, node) -> list:
        return self.tree.path(node) + node.line()[1:]

    def line_of(self, nodes):
        """The viewer's Line for a variation: the main line's own when it is the main line."""
        if all(n.on_main_line for n in nodes) and len(nodes) == len(self.main.positions):
            return self.main
        positions, moves, movers = [self.state_of(nodes[0])], [], []
        for node in nodes[1:]:
            try:
                state = self.state_of(node)
            except Exception:           # (a branch the engine no longer takes: shown up to there)
                break
            movers.append(positions[-1].current_player)
            moves.append(self.move_of(node))
            positions.append(state)
        over = bool(getattr(positions[-1], "is_over", False))
        return replace(self.main, positions=positions, moves=moves, movers=movers,
                       result=self.main.result if over and nodes[-1].on_main_line else "",
                       outcome=self.main.outcome if over and nodes[-1].on_main_line else {},
                       note="", stopped_at=0, error=None)

    def show(self, node):
        """Show the variation through `node`: (its Line, the index of node in it)."""
        self.nodes = self.variation_of(node)
        return self.line_of(self.nodes), node.ply

    def at(self, k: int):
        """The node shown at index k of the variation."""
        return self.nodes[k]

    def play(self, k: int, move):
        """A move played from index k: its node (found or new) and the variation through it."""
        return self.tree.add(self.nodes[k], str(move))

    def branch_point(self, k: int) -> int | None:
        """Where the branch shown at index k leaves the main line (None: it is the main line)."""
        for i, node in enumerate(self.nodes[:k + 1]):
            if not node.on_main_line:
                return i - 1
        return None

    def others_at(self, k: int) -> list:
        """The other moves explored from index k (their nodes), besides the one the variation follows."""
        node = self.nodes[k]
        following = self.nodes[k + 1] if k + 1 < len(self.nodes) else None
        return [c for c in node.children if c is not following]
