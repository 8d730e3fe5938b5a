"""Analysis: the replay viewer with the computer's judgement of every move (issue 24).

The viewer's controls, caption and board are ReplayMode's; this mode adds a band under the board with the graph
of each seat's chance (ui/play/analysisgraph.py), the move shown in words (its mark: ?! inaccuracy, ? mistake,
?? blunder, by the drop in the mover's chance; docs/AI.md), the computer's line, and its buttons: the best move
ringed on the board, the quiz of the player's own mistakes, and the move's own mark. The analysis itself runs in
the worker process, a position at a time (ui/play/analysisrun.py): the graph fills in while the viewer is used,
and leaving cancels it.

Moves may be played on the board from any position: they make a branch (explore), followed by the viewer like the
main line; "Main line" goes back to where the branch left it.
"""
from __future__ import annotations

import time

import pygame
import pygame_gui

from engine.ai import analysis
from ui.base import lang, palette
from ui.base.lang import t
from ui.kit import text
from ui.play.analysisgraph import Graph
from ui.play.analysisrun import AnalysisRun
from ui.play.movelist import written as write_move
from ui.play.replay import ReplayMode

GLYPHS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}


def final_chances(state):
    """Each seat's value of a finished game: its win, share or the team's result (the graph's last point), as the
    analysis values it."""
    return analysis.final_chances(state)


class AnalysisMode(ReplayMode):
    def __init__(self, line, at=None, *, run: AnalysisRun | None = None, **how):
        super().__init__(line, at, **how)
        self.run = run
        self.graph = Graph()
        self.band = pygame.Rect(0, 0, 0, 0)
        self.graph_key = None
        self.words_key, self.words = None, []
        self.band_buttons: dict = {}
        self.showing_best = False
        self.notes_changed = False       # a note was set here (the record is saved on leaving)
        self.picture_job = None          # a picture being made in a process of its own (ui/play/picturejobs.py)

    # -- the run ---------------------------------------------------------------------------------------------------
    def attach(self, scene) -> None:
        super().attach(scene)
        if self.run is None:
            self.run = self.make_run()
        elif self.run.nodes is None:
            self.run.nodes = self.explorer.nodes[1:]
        self.run.resume()

    def make_run(self, seconds: float | None = None) -> AnalysisRun:
        """The analysis of the variation shown (what its nodes already hold is not asked again)."""
        return AnalysisRun(self.line.positions, self.line.moves, self.line.spec.engine_module.parse_move,
                           seed=self.line.seed % (1 << 30), seconds=seconds, nodes=self.explorer.nodes[1:])

    def variation_changed(self) -> None:
        """Another variation is shown (a branch, or back to the game): its own analysis, the graph redrawn."""
        seconds = self.run.seconds if self.run is not None else None
        if self.run is not None:
            self.run.cancel()
        self.run = self.make_run(seconds)
        self.graph_key = self.words_key = None
        if self.scene is not None and self.scene.app is not None:
            self.refresh_band()

    def offers_analysis(self) -> bool:
        return False            # (this is the analysis)

    def title_words(self) -> str:
        return t("analysis.title")

    def leave_viewer(self) -> None:
        app = self.scene.app
        super().leave_viewer()
        if self.scene not in app.scenes:      # (left: a file that could not be kept keeps the player here)
            self.run.cancel()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.picture_job is not None:
            said = self.picture_job.step()
            if said is not None:
                self.picture_job = None
                self.scene.say(said, 6.0)
        self.run.step()
        if self.scene.app is not None and self.scene.app.lockstep:
            while self.run.busy:         # headless fixed steps (a screenshot): the whole analysis, every time
                time.sleep(0.01)
                self.run.step()
        if self.run.changed:
            self.run.changed = False
            self.graph_key = None
            self.words_key = None
            self.refresh_band()              # (a mark may have come for the move shown; the quiz once all is in)
            if self.scene.app is not None:
                self.scene.app.invalidate()

    def animating(self) -> bool:
        return super().animating() or self.run.busy or self.picture_job is not None

    def go_to(self, k: int) -> None:
        if self.showing_best:
            self.scene.hint.clear()
            self.showing_best = False
        super().go_to(k)
        self.words_key = None
        self.refresh_band()

    # -- what the analysis says ----------------------------------------------------------------------------------
    def chances_at(self, ply: int):
        verdict = self.run.verdict(ply)
        if verdict is not None:
            return verdict.chances
        if ply == self.total and getattr(self.line.positions[ply], "is_over", False):
            return final_chances(self.line.positions[ply])
        return None

    def judgement_of(self, move: int):
        """The mark of move `move` (1-based): its verdict is the position's before it."""
        verdict = self.run.verdict(move - 1)
        return verdict.judgement if verdict is not None else None

    def points(self) -> dict:
        out = {}
        for ply in range(self.total + 1):
            chances = self.chances_at(ply)
            if chances is not None:
                out[ply] = chances
        return out

    def marks(self) -> dict:
        return {k: j for k in range(1, self.total + 1) if (j := self.judgement_of(k))}

    def cooperative(self) -> bool:
        return bool(getattr(self.line.positions[0], "cooperative", False))

    def percent(self, value: float) -> str:
        return f"{round(100 * value)}%"

    def chance_words(self, seat: int, before: float, after: float | None = None) -> str:
        name = self.scene.seat_info(seat)[0]
        key = "analysis.team_chance" if self.cooperative() else \
            "analysis.win_chance" if self.line.players == 2 else "analysis.share"
        value = self.percent(before) if after is None else \
            t("analysis.from_to", before=self.percent(before), after=self.percent(after))
        return t(key, name=name, value=value)

    def written(self, ply: int, move) -> str:
        return write_move(self.move_text, self.line.positions[ply], move)

    def line_words(self, ply: int, moves) -> str:
        """A line of moves from the position after `ply` moves, written the game's way."""
        state = self.line.positions[ply].clone()
        out = []
        for move in moves:
            try:
                out.append(write_move(self.move_text, state, move))
                state.play(move)
            except Exception:        # (a line the position no longer allows: shown up to there)
                break
        return ", ".join(out)

    def band_lines(self) -> list[tuple[str, tuple]]:
        """The band's words for the move shown: (words, colour) lines."""
        key = (self.at, lang.current(), self.run.count(), self.showing_best, id(self.run), self.notes_seen())
        if key == self.words_key:
            return self.words
        lines = []
        k = self.at
        here = self.run.verdict(k) if k < self.total else None
        if self.showing_best and here is not None:
            # the better move ringed on the board: what it is, and what was played here instead
            lines.append((t("analysis.best_here", line=self.line_words(k, here.line) or "-"), palette.ACCENT))
            if here.judgement:
                lines.append((t("analysis.instead", move=self.written(k, self.line.moves[k]),
                                glyph=GLYPHS[here.judgement],
                                chance=self.chance_words(here.mover, here.best_value, here.played_value)),
                              palette.MUTED))
            self.words_key, self.words = key, lines
            return lines
        if k:
            verdict = self.run.verdict(k - 1)
            seat = self.line.movers[k - 1]
            move_words = t("records.viewer.describe", n=k, name=self.scene.seat_info(seat)[0],
                           move=self.written(k - 1, self.line.moves[k - 1]))
            if verdict is None:
                lines.append((t("analysis.move_pending", move=move_words), palette.MUTED))
            elif verdict.judgement:
                lines.append((t(f"analysis.judged.{verdict.judgement}", move=move_words,
                                glyph=GLYPHS[verdict.judgement],
                                chance=self.chance_words(verdict.mover, verdict.best_value, verdict.played_value)),
                              palette.DANGER if verdict.judgement != "inaccuracy" else palette.HIGHLIGHT))
                if not self.secret:
                    lines.append((t("analysis.better", move=self.line_words(k - 1, verdict.line[:1]),
                                    line=self.line_words(k - 1, verdict.line) or "-"), palette.TEXT))
            else:
                good = verdict.played is not None and str(verdict.played) == str(verdict.best)
                lines.append((t("analysis.judged.best" if good else "analysis.judged.fine", move=move_words,
                                chance=self.chance_words(verdict.mover, verdict.played_value
                                                         if verdict.played_value is not None
                                                         else verdict.best_value)), palette.GOOD))
        node = self.explorer.at(k) if k else None
        if node is not None and (node.mark or node.comment or node.leaf):
            parts = [node.mark, t(f"analysis.notes.{node.leaf}") if node.leaf else "", node.comment]
            lines.append((t("analysis.notes.said", notes=" ".join(p for p in parts if p)), palette.HIGHLIGHT))
        if self.secret:
            lines.append((t("analysis.secret"), palette.MUTED))
        elif here is not None and (not lines or len(lines) < 2):
            lines.append((t("analysis.here", line=self.line_words(k, here.line) or "-"), palette.TEXT))
        if self.run.busy:
            lines.append((t("analysis.progress", done=self.run.count(), total=self.total), palette.MUTED))
        elif self.run.failed:
            lines.append((t("analysis.some_failed", n=len(self.run.failed)), palette.MUTED))
        self.words_key, self.words = key, lines
        return lines

    def notes_seen(self) -> tuple:
        node = self.explorer.at(self.at) if self.at else None
        return (node.mark, node.leaf, node.comment) if node is not None else ()

    # -- the better move on the board ----------------------------------------------------------------------------
    @property
    def secret(self) -> bool:
        """A game still running whose seats hold hidden pieces (Tripitz): no seat's better move is named, since it
        would show what that seat held (the marks and the graph stay)."""
        return bool(self.line.spec.engine_module.INFO.hidden) and \
            not getattr(self.explorer.main.positions[-1], "is_over", False)

    def marked_here(self) -> bool:
        return bool(self.at and self.judgement_of(self.at))

    def show_best(self) -> None:
        """At a marked move: back to the position it was played from, its better move ringed; elsewhere the
        computer's move from the position shown. Again: the rings go."""
        scene = self.scene
        if self.showing_best:
            scene.hint.clear()
            self.showing_best = False
            self.refresh_band()
            return
        if self.secret:
            scene.say(t("analysis.secret"), 4.0)
            return
        if self.marked_here():
            self.go_to(self.at - 1)
        verdict = self.run.verdict(self.at) if self.at < self.total else None
        if verdict is None:
            scene.say(t("analysis.not_yet"), 2.0)
            return
        scene.hint.show(verdict.best, scene.computers.hint_taps(verdict.best))
        scene.say(t("analysis.best_here", line=self.line_words(self.at, verdict.line) or "-"), 4.0)
        self.showing_best = True
        self.refresh_band()

    # -- layout --------------------------------------------------------------------------------------------------
    def board_area(self, size) -> tuple[int, int]:
        w, h = size
        # (a narrow window keeps its buttons two by two beside the graph and the words: a taller band)
        depth = max(136 if w < 900 else 104, min(240, round(h * 0.19)))
        self.band = pygame.Rect(0, h - depth, w, depth)
        return w, h - depth

    def layout(self) -> None:
        super().layout()
        r = self.band
        keys = [f"analysis.{k}" for k in ("best", "better_button", "quiz", "notes.button", "picture")]
        need = max(text.font(18, True).size(t(k))[0] for k in keys) + 28
        rows = 2 if r.height >= 2 * 44 + 24 else 1
        columns = 2 if rows == 2 else 4
        # (two columns may each take a fifth of the band: 'Your mistakes' whole in a 1080 px portrait window)
        bw = max(96, min(230, need, r.width // (5 if columns == 2 else 8)))
        bh = (r.height - 16 - 8 * (rows - 1)) // rows
        left = r.right - 10 - columns * bw - (columns - 1) * 8
        self.band_button_rects = [pygame.Rect(left + c * (bw + 8), r.top + 8 + row * (bh + 8), bw, bh)
                                  for row in range(rows) for c in range(columns)]
        right = left - 10
        graph_w = min(round(r.width * 0.4), 640) if r.width >= 700 else round(r.width * 0.3)
        self.graph_rect = pygame.Rect(r.left + 10, r.top + 8, graph_w, r.height - 16)
        self.words_rect = pygame.Rect(self.graph_rect.right + 14, r.top + 8, right - self.graph_rect.right - 14,
                                      r.height - 16)
        self.graph_key = None

    def build_ui(self) -> None:
        super().build_ui()
        self.band_buttons = {}
        actions = [("best", self.show_best), ("quiz", self.open_quiz), ("notes", self.open_notes),
                   ("picture", self.open_pictures)]
        for rect, (key, fn) in zip(self.band_button_rects, actions):
            b = self.scene.button(rect, t("analysis.best"), "#small_button")
            self.band_buttons[key] = (b, fn)
        self.refresh_band()

    def refresh_band(self) -> None:
        key = (self.at, self.showing_best, self.marked_here(), self.run.busy, self.secret, lang.current(),
               tuple(id(b) for b, _ in self.band_buttons.values()))
        if not self.band_buttons or key == getattr(self, "band_key", None):
            return                           # (a button's words made again cost a millisecond or two)
        self.band_key = key
        best = self.band_buttons.get("best")
        if best is not None:
            words = t("analysis.hide_best") if self.showing_best else \
                t("analysis.better_button") if self.marked_here() else t("analysis.best")
            best[0].set_text(text.ellipsize(words, 18, best[0].relative_rect.width - 16, True))
            # (nothing to show at a line's end but its marked last move; nothing while a hidden game runs)
            open_ = not self.secret and (self.at < self.total or self.marked_here() or self.showing_best)
            best[0].enable() if open_ else best[0].disable()
        quiz = self.band_buttons.get("quiz")
        if quiz is not None:
            quiz[0].set_text(text.ellipsize(t("analysis.quiz"), 18, quiz[0].relative_rect.width - 16, True))
            quiz[0].enable() if not self.run.busy and not self.secret else quiz[0].disable()
        for key, words, enabled in (("notes", t("analysis.notes.button"), self.at > 0),
                                    ("picture", t("analysis.picture"), True)):
            b = self.band_buttons.get(key)
            if b is not None:
                b[0].set_text(text.ellipsize(words, 18, b[0].relative_rect.width - 16, True))
                b[0].enable() if enabled else b[0].disable()

    def open_notes(self) -> None:
        """The move shown's mark, leaf and comment (ui/play/notes.py)."""
        from ui.play.notes import NotesOverlay
        if not self.at:
            return
        node = self.explorer.at(self.at)
        title = self.describe(self.at)

        def saved() -> None:
            self.notes_changed = True
            self.caption_key = self.words_key = None
            self.refresh_band()
        self.scene.app.push(NotesOverlay(title, node, saved))

    def open_pictures(self) -> None:
        """A picture of the position shown, or the whole line as an animation (ui/play/pictures.py)."""
        from ui.kit.overlays import MenuOverlay
        from ui.play import picturejobs
        app = self.scene.app

        def start(kind: str):
            def go() -> None:
                app.pop()
                self.picture_job = picturejobs.start(kind, self.line, self.at, table=self.scene.table)
                self.scene.say(t("analysis.picture_making"), 30.0)
            return go
        app.push(MenuOverlay(t("analysis.picture"), [(t("analysis.picture_position"), start("png")),
                                                     (t("analysis.picture_game"), start("gif")),
                                                     (t("records.viewer.back"), app.pop)]))

    def open_quiz(self) -> None:
        from ui.play.mistakes import open_mistakes      # (the quiz's screen is only built when asked for)
        open_mistakes(self)

    # -- input ---------------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for b, fn in self.band_buttons.values():
                if event.ui_element is b:
                    fn()
                    return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_b:
            self.show_best()
            return True
        return super().handle(event)

    def pointer(self, event) -> None:
        if event.kind == "tap":
            ply = self.graph.ply_at(event.pos)
            if ply is not None:
                self.playing = False
                self.go_to(ply)
                return
        super().pointer(event)

    # -- drawing -------------------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        super().draw(surface)
        pygame.draw.rect(surface, palette.PANEL, self.band)
        pygame.draw.line(surface, palette.PANEL_EDGE, self.band.topleft, self.band.topright, 2)
        key = (tuple(self.graph_rect), self.run.count(), self.total, id(self.run))
        if key != self.graph_key:
            colours = [self.scene.seat_info(i)[1] for i in range(self.line.players)]
            marks = {k: (j, self.line.movers[k - 1]) for k, j in self.marks().items()}
            self.graph.refresh(self.graph_rect, self.total, self.points(), marks, colours, self.cooperative())
            self.graph_key = key
        self.graph.draw(surface, self.at)
        y = self.words_rect.top
        for img in self.word_pictures():
            if y + img.get_height() > self.words_rect.bottom:
                break
            surface.blit(img, (self.words_rect.left, y))
            y += img.get_height() + 2

    def word_pictures(self) -> list:
        """The band's words as pictures, wrapped once per change (not in every frame), in the largest size (20 px
        down to 15) at which every line fits the band whole."""
        lines = self.band_lines()
        key = (self.words_key, tuple(self.words_rect))
        if key != getattr(self, "pictures_key", None):
            for size in (20, 18, 17, 16, 15):
                parts = [(part, colour) for words, colour in lines
                         for part in text.wrap(words, size, self.words_rect.width)]
                if len(parts) * (text.font(size).get_height() + 2) <= self.words_rect.height:
                    break
            self.pictures = [text.render(part, size, colour, False) for part, colour in parts]
            self.pictures_key = key
        return self.pictures


def analysis_scene(line, at=None, *, table: bool = False, **how):
    """The line's viewer with the analysis (see replay_scene for `how`)."""
    from dataclasses import replace
    from ui.base.seats import HUMAN
    mode = AnalysisMode(line, at, **how)
    seats = [replace(s, controller=HUMAN) for s in line.seats] if line.seats else None
    return line.spec.make_scene(line.players, line.seed, line.options, state=line.positions[mode.at].clone(),
                                seats=seats, table=table, mode=mode)
