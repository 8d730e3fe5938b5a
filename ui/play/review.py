"""A running game's record on screen: its move list, a review of an earlier position, the replay of a finished
game. BoardScene calls these with one line each (the pause menu's Moves, `L`, the result screen's Replay), so
everything about records stays out of the scene every game shares.

While the list or a review covers the game, the game scene is covered like under the pause menu: a computer
seat's thinking is cancelled (its answer, if one still comes, is dropped) and asked again when the game is back
on top. Nothing here plays a move in the game itself.
"""
from __future__ import annotations

import importlib

from ui.base import codewords
from ui.base.lang import t
from ui.kit import warmup
from ui.storage import record, saves
from ui.storage.record import RecordError
from ui.play.movelist import MoveListOverlay, entries_of
from ui.play.replay import Line, replay_scene


def line_of(scene) -> Line:
    line = Line.of_match(scene.spec, scene.match, scene.players)
    line.keep = match_keeper(scene.match)
    return line


def match_keeper(match):
    """Notes made in a viewer of this game stay with its Match: its save, and once it is over its recent record
    (saves.autosave: the same game kept again replaces its earlier entry)."""
    def keep(tree) -> str | None:
        match.tree = tree
        saves.autosave(match)
        return None
    return keep


def file_keeper(path: str, rebuilt):
    """Notes made in a viewer of a record file are written back into it, only if the file is still as it was read
    (record.write_back); else the file is left alone and why is said."""
    try:
        was = [record.file_text(path)]
    except RecordError:
        return None

    def keep(tree) -> str | None:
        try:
            was[0] = record.write_back(path, record.record_with_tree(rebuilt, tree), was[0])
        except RecordError as exc:
            return t("records.viewer.not_kept", reason=codewords.say(exc, rebuilt.spec.words))
        return None
    return keep


def back_to(scene):
    """Close everything over the game scene (the list, the pause menu, the viewer)."""
    def go() -> None:
        app = scene.app
        while app.scene is not scene and len(app.scenes) > 1:
            app.pop()
    return go


def open_moves(scene) -> None:
    """The move list of the game in progress; tapping a move reviews that position."""
    line = line_of(scene)
    scene.app.push(MoveListOverlay(entries_of(line, scene.seat_info, scene.move_text), len(line.moves),
                                   lambda k: open_review(scene, k, line)))


# A viewer opened from a game is laid out as in a window even at a table: it is one person's, and faces the seat
# that opened it (App.push: ui/kit/facing.py), its controls upright for them.
def open_review(scene, k: int, line: Line | None = None) -> None:
    """The position after move k, read-only; "Back to the game" returns to the game as it was."""
    line = line or line_of(scene)
    scene.app.push(replay_scene(line, k, table=False, back_label=lambda: t("records.viewer.back_to_game"),
                                on_back=back_to(scene), title=lambda: t("records.viewer.review"),
                                move_text=scene.move_text, analyse=analyse_viewer))


def open_replay(scene) -> None:
    """A finished game from its first move, playing itself (Pause stops it); Back returns to the result."""
    scene.app.push(replay_scene(line_of(scene), 0, table=False, back_label=None, title=None,
                                autoplay=True, move_text=scene.move_text, analyse=analyse_viewer))


def open_analysis(scene) -> None:
    """A finished game's analysis (ui/play/analysismode.py), from its first move; Back returns to the result."""
    from ui.play.analysismode import analysis_scene          # (its modules load when first asked for)
    scene.app.push(analysis_scene(line_of(scene), 0, table=False, move_text=scene.move_text))


def analysis_pieces(scene) -> list:
    """What opening a finished game's analysis needs the first time, done while its result screen rests: the
    analysis' modules, and the computer player's module the analysis values the end with (the worker process
    plays; this one had never loaded it: Tumbleweed's took 31 ms of the analysis' first frame, issue 28), a piece
    of its own now that it builds its tables at its first search, not as it loads (2-13 ms). (On a thread, it
    took the interpreter's lock from the frames: a 10 ms piece took 17 ms of wall time.)"""
    from engine.ai import player_for
    state = scene.state
    pieces = [lambda: importlib.import_module("ui.play.analysismode"), lambda: player_for(state)]

    def viewers_buttons() -> None:
        """The replay's and the analysis' buttons, laid out offstage, their looks made one state a piece next
        (12 buttons' shapes took 20-25 ms of the analysis' first frame)."""
        from ui.play.analysismode import analysis_scene
        app, line = scene.app, line_of(scene)
        try:
            viewers = [replay_scene(line, 0, table=False, autoplay=True, move_text=scene.move_text,
                                    analyse=analyse_viewer),
                       analysis_scene(line, 0, table=False, move_text=scene.move_text)]
        except Exception:     # noqa: BLE001 -- getting ready must never break the result screen: less is ready
            return
        looks = sorted({look for viewer in viewers for look in warmup.button_looks(viewer, app)}, key=str)
        pieces.extend(warmup.stepwise(warmup.button_look_steps(app.manager, *look), pieces) for look in looks)

    pieces.append(viewers_buttons)
    return pieces


def analyse_viewer(mode) -> None:
    """A viewer's Analyse button: the same viewer, at the same move, analysed (its way back kept)."""
    from ui.play.analysismode import analysis_scene          # (its modules load when first asked for)
    mode.scene.app.replace(analysis_scene(mode.line, mode.at, table=mode.scene.table, back_label=mode.back_label,
                                          on_back=mode.on_back, move_text=mode.move_text, explorer=mode.explorer))


def show_result(scene, overlay) -> None:
    """The game's result screen over it: every game's offers the replay, and its analysis where the game has a
    computer player (made ready while the result is read). At a table the result is everyone's: it faces each
    side where people sit in turn, the one whose press ended the game first, and turns at once toward a tap
    beside it."""
    overlay.on_replay = lambda: open_replay(scene)
    if scene.spec.engine_module.INFO.ai:
        overlay.on_analyse, overlay.rest_pieces = lambda: open_analysis(scene), analysis_pieces(scene)
    overlay.turns_to = scene.sides_of_people()
    first = scene.facing_for_next()
    scene.app.push(overlay, first if first in overlay.turns_to or not overlay.turns_to else overlay.turns_to[0])
