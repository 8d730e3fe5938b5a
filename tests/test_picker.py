"""The one Picker: pick, see targets, tap or drag to one, tap elsewhere to cancel, confirm, forced picks."""
from ui.input import picker as picking
from ui.input.picker import Picker
from ui.input.pointer import PointerEvent


class Board:
    """Pieces at x = 0..2 on row 0 may move to the same x on row 1 (moves are (x, 'up'))."""

    def __init__(self):
        self.forced = None
        self.refused = []

    def pick_at(self, pos):
        return pos[0] if pos[1] == 0 and 0 <= pos[0] <= 3 else None

    def targets_of(self, pick):
        return {} if pick == 3 else {(pick, 1): (pick, "up")}

    def target_at(self, pos):
        return pos

    def forced_pick(self):
        return self.forced

    def refuse(self, pick, target):
        self.refused.append((pick, target))


def to_play(outcome):
    """The move an outcome asks to play, else None."""
    return outcome.move if outcome.kind == picking.PLAY else None


def tap(picker, pos):
    return to_play(picker.handle(PointerEvent("tap", pos)))


def test_tap_pick_then_target_plays_and_elsewhere_cancels():
    picker = Picker(Board())
    assert tap(picker, (1, 0)) is None and picker.picked == 1 and (1, 1) in picker.targets
    assert tap(picker, (1, 1)) == (1, "up")
    tap(picker, (2, 0))
    assert tap(picker, (5, 5)) is None and picker.picked is None


def test_a_piece_that_cannot_move_is_refused_and_not_picked():
    board = Board()
    picker = Picker(board)
    tap(picker, (3, 0))
    assert picker.picked is None and board.refused == [(3, None)]


def test_drag_and_drop_plays_without_confirmation():
    picker = Picker(Board(), confirm=True)
    picker.handle(PointerEvent("drag_start", (0, 1), start=(0, 0)))
    assert picker.dragging and picker.picked == 0
    assert to_play(picker.handle(PointerEvent("drop", (0, 1), start=(0, 0)))) == (0, "up")


def test_confirmation_wants_a_second_tap_on_the_same_target():
    picker = Picker(Board(), confirm=True)
    tap(picker, (2, 0))
    assert tap(picker, (2, 1)) is None and picker.pending == (2, 1)
    assert tap(picker, (2, 1)) == (2, "up")


def test_a_forced_pick_stays_picked():
    board = Board()
    board.forced = 1
    picker = Picker(board)
    picker.refresh()
    assert picker.picked == 1
    tap(picker, (2, 0))                  # another piece may not be taken up
    assert picker.picked == 1
    tap(picker, (7, 7))                  # nor is the forced pick put down
    assert picker.picked == 1 and board.refused


class Explaining(Board):
    """A game that says why a piece cannot move, and nothing about a tap elsewhere."""

    def refuse(self, pick, target):
        super().refuse(pick, target)
        return "stuck" if pick == 3 and target is None else None


def test_each_tap_says_what_it_did_as_plain_data():
    board = Explaining()
    picker = Picker(board, confirm=True)
    pick = picker.handle(PointerEvent("tap", (1, 0)))
    assert pick == picking.Outcome(picking.PICK, pick=1)
    assert picker.handle(PointerEvent("tap", (1, 1))) == picking.Outcome(picking.PREVIEW, target=(1, 1))
    assert picker.handle(PointerEvent("tap", (1, 1))) == picking.Outcome(picking.PLAY, move=(1, "up"))
    refused = picker.handle(PointerEvent("tap", (3, 0)))
    assert refused == picking.Outcome(picking.REFUSED, pick=3, code=picking.STUCK, reason="stuck")
    assert picker.picked is None                            # (a piece that cannot move is not picked)
    picker.handle(PointerEvent("tap", (2, 0)))
    cancel = picker.handle(PointerEvent("tap", (5, 5)))      # a tap on nothing: nothing to explain
    assert cancel.kind == picking.CANCEL and cancel.pick == 2 and cancel.target == (5, 5) and picker.picked is None
    assert picker.handle(PointerEvent("move", (0, 1))) == picking.QUIET
    assert board.refused == [(3, None), (2, (5, 5))]


def test_a_forced_pick_refuses_another_piece_by_code():
    board = Board()
    board.forced = 1
    picker = Picker(board)
    picker.refresh()
    outcome = picker.handle(PointerEvent("tap", (2, 0)))
    assert outcome.kind == picking.CANCEL and outcome.code == picking.FORCED and picker.picked == 1


def test_the_picker_neither_sounds_nor_reads_messages():
    import ast
    import inspect
    tree = ast.parse(inspect.getsource(picking))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))
                for alias in node.names} | {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not any("sound" in (name or "") or "pygame" in (name or "") for name in imported)
    names = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    assert not names & {"said", "say", "message", "play"}


def test_a_game_s_refuse_hook_answers_words_and_the_scene_says_them_in_one_place():
    """The hook returns its words (it says nothing itself); the Picker carries them in its REFUSED outcome with its
    own code, and follow_picker says them."""
    import pygame
    from games import GAMES
    from tests.uihelpers import make_app, step
    app = make_app()
    try:
        spec = GAMES["trickle"]
        scene = spec.make_scene(2, 3, spec.default_options(), autosave=False)
        app.push(scene)
        step(app, 2)
        stuck = next(cell for cell in scene.state.board if not scene.targets_of(cell))   # a bead hemmed in
        scene.message = ""
        outcome = scene.picker.pick(stuck)
        assert outcome.kind == picking.REFUSED and outcome.code == picking.STUCK and outcome.reason
        assert scene.message == ""                   # not said yet: the hook only answered
        scene.follow_picker(outcome)
        assert scene.message == outcome.reason
    finally:
        pygame.quit()
