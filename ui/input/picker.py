"""One way to make a move in every game: pick something, see where it may go, tap or drag it there.

A game supplies only what the engine answers (the PickSource hooks below): what may be picked under the
pointer now, the targets of a pick (target -> move), which target is under the pointer, and, where the game has
one, the pick that cannot be put down (Trickle's chaining bead, Tumbleweed's one stone). The Picker keeps the
pick, the lit targets, the drag and the confirmation tap, and says what each pointer event did as an Outcome:
plain data, no sound, no message. Whoever feeds it acts on the outcome (the game screen plays the move, and
hands the outcome to ui/kit/sound.py, the one place sound listens).

    PickSource:
        pick_at(pos) -> pick | None             something pickable now (a bead's cell, ("tray", 2), ("rack", seat, i))
        targets_of(pick) -> {target: move}      its legal targets, from the engine (empty: it cannot move)
        target_at(pos) -> target | None         the target key under the pointer (usually the cell)
        forced_pick() -> pick | None            a pick that stays picked (None: the player chooses)
        refuse(pick, target) -> words | None    optional: why this tap did nothing (pick may be None), in the
                                                player's language, returned, not said; None: nothing to
                                                explain, the tap only cancels
"""
from __future__ import annotations

from dataclasses import dataclass

# What a pointer event did (Outcome.kind).
PLAY = "play"          # a move to play (Outcome.move)
PICK = "pick"          # something that can move was taken up (Outcome.pick), its targets lit
PREVIEW = "preview"    # a target awaits its confirming tap (Outcome.target)
REFUSED = "refused"    # the tap did nothing, and the game says why (Outcome.code, .reason)
CANCEL = "cancel"      # the tap did nothing the game explains: at most a pick was put down
NOTHING = "nothing"    # a hover, a press, a drag under way

# Why the Picker turned a tap down (Outcome.code of REFUSED and CANCEL).
STUCK = "stuck"                # the piece tapped has no target: it cannot move now
NOT_A_TARGET = "not_a_target"  # nothing pickable here, and not a target of the pick (if any)
FORCED = "forced"              # another piece while the forced pick must move


@dataclass(frozen=True)
class Outcome:
    kind: str = NOTHING
    move: object = None       # PLAY: the move
    pick: object = None       # PICK: what was taken up; REFUSED, CANCEL: what was picked when the tap came
    target: object = None     # the target under the pointer (PREVIEW, REFUSED, CANCEL)
    code: str = ""            # REFUSED, CANCEL: why the Picker turned it down (STUCK, NOT_A_TARGET, FORCED)
    reason: str | None = None  # REFUSED: the game's words, as its refuse hook returned them (the scene says them)


QUIET = Outcome()


class Picker:
    def __init__(self, source, confirm: bool = False, refuse=None):
        """`refuse(pick, target) -> words | None`: asked when a tap does nothing (by default the source's refuse
        hook, if it has one)."""
        self.source = source
        self.confirm = confirm          # a tap on a target first previews it; a second tap plays
        self.explain = refuse           # None: the source's refuse hook, looked up at each refusal
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
        """After every change of the game: forget the pick, or take up the pick the game forces (quietly)."""
        self.clear()
        forced = self.source.forced_pick()
        if forced is not None:
            targets = self.source.targets_of(forced)
            if targets:
                self.picked, self.targets = forced, dict(targets)

    def pick(self, pick) -> Outcome:
        """Take `pick` up (a tap, a drag, a key): PICK, or the refusal of a piece that cannot move."""
        targets = self.source.targets_of(pick)
        if not targets:
            outcome = self.turn_down(pick, None, STUCK)
            if self.source.forced_pick() is None:
                self.clear()
            return outcome
        self.picked, self.targets, self.pending = pick, dict(targets), None
        return Outcome(PICK, pick=pick)

    def turn_down(self, pick, target, code: str = NOT_A_TARGET) -> Outcome:
        """A tap that did nothing: REFUSED if the game says why, else CANCEL."""
        explain = self.explain if self.explain is not None else getattr(self.source, "refuse", None)
        reason = explain(pick, target) if explain is not None else None
        return Outcome(REFUSED if reason else CANCEL, pick=pick, target=target, code=code, reason=reason or None)

    # -- pointer -----------------------------------------------------------------------------------------------
    def handle(self, event) -> Outcome:
        """Feed one pointer event (ui.input.pointer); returns what it did."""
        if event.kind == "move":
            self.hover = self.source.target_at(event.pos)
            if self.dragging:
                self.drag_pos = event.pos
            return QUIET
        if event.kind == "tap":
            return self.tap(event.pos)
        if event.kind == "cancel":
            # The press ended without a drop (focus lost, a scene opened): the piece goes back, still picked.
            self.dragging, self.drag_pos = False, None
            return QUIET
        if event.kind == "drag_start":
            pick = self.source.pick_at(event.start)
            forced = self.source.forced_pick()
            if pick is None or (forced is not None and pick != forced):
                return QUIET
            outcome = self.pick(pick)
            if outcome.kind == PICK:
                self.dragging, self.drag_pos = True, event.pos
            return outcome
        if event.kind == "drop" and self.dragging:
            self.dragging, self.drag_pos = False, None
            target = self.source.target_at(event.pos)
            if target in self.targets:
                return Outcome(PLAY, move=self.targets[target])   # letting go over a target: no confirmation
            if self.source.pick_at(event.pos) != self.picked:
                return self.turn_down(self.picked, target)
        return QUIET

    def tap(self, pos) -> Outcome:
        target = self.source.target_at(pos)
        if self.picked is not None and target in self.targets:
            if self.confirm and self.pending != target:
                self.pending = target
                return Outcome(PREVIEW, target=target)
            return Outcome(PLAY, move=self.targets[target])
        pick = self.source.pick_at(pos)
        forced = self.source.forced_pick()
        if pick is not None and pick != self.picked and (forced is None or pick == forced):
            return self.pick(pick)
        outcome = self.turn_down(self.picked, target,
                                 FORCED if pick is not None and pick != self.picked else NOT_A_TARGET)
        if forced is None or self.picked != forced:
            self.clear()
        else:
            self.pending = None
        return outcome
