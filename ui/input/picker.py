"""One way to make a move in every game: pick something, see where it may go, tap or drag it there.

A game supplies only what the engine answers (the PickSource hooks below): what may be picked under the
pointer now, the targets of a pick (target -> move), which target is under the pointer, and, where the game has
one, the pick that cannot be put down (Trickle's chaining bead, Tumbleweed's one stone). The Picker keeps the
pick, the lit targets, the drag and the confirmation tap, and hands back the move to play.

    PickSource:
        pick_at(pos) -> pick | None             something pickable now (a bead's cell, ("tray", 2), ("rack", seat, i))
        targets_of(pick) -> {target: move}      its legal targets, from the engine (empty: it cannot move)
        target_at(pos) -> target | None         the target key under the pointer (usually the cell)
        forced_pick() -> pick | None            a pick that stays picked (None: the player chooses)
        refuse(pick, target) -> None            optional: say why this tap did nothing (pick may be None)
        picked(pick) -> None                    optional: the player has picked something that can move
"""
from __future__ import annotations

from ui.kit import sound


class Picker:
    def __init__(self, source, confirm: bool = False):
        self.source = source
        self.confirm = confirm          # a tap on a target first previews it; a second tap plays
        self.picked = None
        self.targets: dict = {}
        self.pending = None             # the target awaiting its confirming tap
        self.dragging = False
        self.drag_pos = None
        self.hover = None               # the target under the pointer, for glows and previews

    # -- state -------------------------------------------------------------------------------------------------
    def clear(self) -> None:
        self.picked, self.targets, self.pending = None, {}, None
        self.dragging, self.drag_pos = False, None

    def refresh(self) -> None:
        """After every change of the game: forget the pick, or take up the pick the game forces."""
        self.clear()
        forced = self.source.forced_pick()
        if forced is not None:
            self.pick(forced, quiet=True)

    def pick(self, pick, quiet: bool = False) -> bool:
        targets = self.source.targets_of(pick)
        if not targets:
            if not quiet:
                self.say_refusal(pick, None)
            if self.source.forced_pick() is None:
                self.clear()
            return False
        self.picked, self.targets, self.pending = pick, dict(targets), None
        if not quiet:
            sound.play("pickup")
            picked = getattr(self.source, "picked", None)
            if picked is not None:
                picked(pick)
        return True

    def say_refusal(self, pick, target) -> None:
        refuse = getattr(self.source, "refuse", None)
        if refuse is not None:
            said = getattr(self.source, "said", 0)
            refuse(pick, target)
            if getattr(self.source, "said", 0) != said:   # the game said why: a refused tap (a cancel is silent)
                sound.play("illegal")

    # -- pointer -----------------------------------------------------------------------------------------------
    def handle(self, event):
        """Feed one pointer event (ui.input.pointer); returns the move to play, or None."""
        if event.kind == "move":
            self.hover = self.source.target_at(event.pos)
            if self.dragging:
                self.drag_pos = event.pos
            return None
        if event.kind == "tap":
            return self.tap(event.pos)
        if event.kind == "cancel":
            # The press ended without a drop (focus lost, a scene opened): the piece goes back, still picked.
            self.dragging, self.drag_pos = False, None
            return None
        if event.kind == "drag_start":
            pick = self.source.pick_at(event.start)
            forced = self.source.forced_pick()
            if pick is not None and (forced is None or pick == forced) and self.pick(pick):
                self.dragging, self.drag_pos = True, event.pos
            return None
        if event.kind == "drop" and self.dragging:
            self.dragging, self.drag_pos = False, None
            target = self.source.target_at(event.pos)
            if target in self.targets:
                return self.targets[target]   # letting go over a target is decision enough: no confirmation
            if self.source.pick_at(event.pos) != self.picked:
                self.say_refusal(self.picked, target)
        return None

    def tap(self, pos):
        target = self.source.target_at(pos)
        if self.picked is not None and target in self.targets:
            if self.confirm and self.pending != target:
                self.pending = target
                return None
            return self.targets[target]
        pick = self.source.pick_at(pos)
        forced = self.source.forced_pick()
        if pick is not None and pick != self.picked and (forced is None or pick == forced):
            self.pick(pick)
            return None
        self.say_refusal(self.picked, target)
        if forced is None or self.picked != forced:
            self.clear()
        else:
            self.pending = None
        return None
