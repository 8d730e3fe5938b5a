"""The replay viewer: a game's line of play shown position by position, read-only.

One viewer for three uses: Review (the move list of a running game: "Back to the game" returns to it), Replay
(a finished game, from its result screen) and the Recent games of the title screen (and `--replay FILE`).

The viewer is the game's own scene (the same board, pieces, panel or table strips) in a ReplayMode: the mode
lays its controls over the bottom of the panel (or of the table's bottom strip) with a caption above them, takes
every key and tap itself, and moves the board only by `Match.play` (a step forward, animated like a real move) or
`Match.reset` (a jump). Its seats are all people (so no computer is ever asked to move) and the mode never saves,
so nothing a viewer does can change a game in progress or a file.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import pygame
import pygame_gui

from ui.base import codewords, lang, palette
from ui.kit import text
from ui.base.lang import t
from ui.play.explore import Explorer
from ui.play.movelist import MoveListOverlay, entries_of, written as write_move
from ui.play.seatpanel import side_panel_rows
from ui.storage import prefs
from ui.storage.record import outcome_from_data, result_words
from ui.base.seats import HUMAN
from ui.kit import sound
from ui.play.modes import Mode, pointer_taken
from ui.play import viewerbar

AUTOPLAY_SECONDS = 0.9       # between moves when the replay plays itself at 1x (its animations' own time besides)
TABLE_CAPTION = 66           # px taken from the board's height at a table for the caption
PORTRAIT_CAPTION = 64        # px for the caption's two lines between a portrait window's top panel and the bar
SMALL_BELOW = 600            # a window (or a turned frame) whose short side is under this is small: 40 px
SMALL_ROW_H = 42             # controls there (ReplayMode.target), rows this deep in a landscape panel


@dataclass
class Line:
    """A line of play to show: positions[k] is the state after k moves (positions[0] the start)."""
    spec: object
    players: int
    seed: int
    options: dict
    seats: list | None            # Seat per player, or None for the game's own
    positions: list
    moves: list                   # engine moves, len(positions) - 1
    movers: list                  # the seat index of each move's mover
    result: str = ""              # the record's own result line (English, as the file has it)
    outcome: dict = field(default_factory=dict)   # and the same as data (engine/record.py's outcome_data)
    note: str = ""                # e.g. where a damaged record stopped (words of the caller's; see stopped_at)
    stopped_at: int = 0           # a damaged record: the first move that could not be played (1-based)
    error: Exception | None = None   # and why (engine/record.py's RecordError: worded by its code)
    tree: object = None           # the moves with notes and branches (engine/gametree.py's Tree, the engine's
                                  # notation); a record's always has one, a match's only once notes were given
    start_position: dict | None = None   # a set-up start (positions[0] is it), None when the game began from its seed
    keep: object = None           # keep(tree) -> None, or why the notes could not be kept (words): where the
                                  # viewer's branches, notes and evaluations go when it is left (ui/play/review.py)

    def note_words(self) -> str:
        """The note in the player's language (looked up when drawn: the language can change meanwhile)."""
        if self.stopped_at:
            return t("records.viewer.stops_at", n=self.stopped_at - 1, reason=codewords.say(self.error, self.spec.words))
        return self.note

    @classmethod
    def of_match(cls, spec, match, players: int) -> "Line":
        positions = [p.before for p in match.history] + [match.state.clone()]
        tree = None
        if match.tree is not None:        # (the notes kept while the game went on: on the line as it is now)
            tree = match.tree.copy()
            tree.follow([str(p.move) for p in match.history])
        return cls(spec, players, match.seed, dict(match.options), list(match.seats), positions,
                   [p.move for p in match.history], [p.seat for p in match.history], tree=tree,
                   start_position=match.start_position)

    @classmethod
    def of_rebuilt(cls, rebuilt) -> "Line":
        positions = [h[0] for h in rebuilt.history] + [rebuilt.state]
        return cls(rebuilt.spec, rebuilt.record.players, rebuilt.record.seed, rebuilt.record.options, rebuilt.seats,
                   positions, [h[1] for h in rebuilt.history], [h[2] for h in rebuilt.history],
                   rebuilt.record.result, rebuilt.record.outcome, stopped_at=rebuilt.bad_move, error=rebuilt.error,
                   tree=rebuilt.tree, start_position=rebuilt.record.position)


def speed_words(speed: float) -> str:
    """The speed button's words: ½×, 1×, 2×, 4× (symbols, the same in every language, as the arrows are)."""
    return "½×" if speed == 0.5 else f"{speed:g}×"


def fit(label: str, width: int) -> str:
    """A button's words cut with '…' where a longer language's word would run past its edges."""
    return text.ellipsize(label, 18, width - 16, True)


def replay_scene(line: Line, at: int | None = None, *, table: bool = False, back_label=None, on_back=None,
                 title=None, autoplay: bool = False, move_text=None, analyse=None):
    """The viewer: the game's scene showing the position after `at` moves of `line` (its end if None), in a
    ReplayMode (see there for the rest)."""
    mode = ReplayMode(line, at, back_label=back_label, on_back=on_back, title=title, autoplay=autoplay,
                      move_text=move_text, analyse=analyse)
    seats = [replace(s, controller=HUMAN) for s in line.seats] if line.seats else None
    return line.spec.make_scene(line.players, line.seed, line.options, state=line.positions[mode.at].clone(),
                                seats=seats, table=table, mode=mode)


class ReplayMode(Mode):
    """Step back and forward, play and pause, jump to any move from the move list, then go back.

    title and back_label: words, or a function giving them (looked up on use, so a language switch shows at
    once); None: "Replay" and "Back" in the player's language. on_back: None pops the viewer."""

    def __init__(self, line: Line, at: int | None = None, *, back_label=None, on_back=None, title=None,
                 autoplay: bool = False, move_text=None, analyse=None, explorer=None):
        super().__init__()
        self.analyse = analyse           # analyse(mode): the Analyse button's action (None: no button)
        self.line = line
        self.at = len(line.moves) if at is None else max(0, min(at, len(line.moves)))
        self.caption_key, self.caption = None, []    # (move shown, language) -> the caption's lines
        self.back_label = back_label
        self.on_back = on_back           # None: pop this viewer
        self.title = title
        self.playing = autoplay
        self.speed = prefs.replay_speed()    # the pace it plays itself at: moves and their animations (remembered)
        self.wait = self.pause_between()
        self.move_text = move_text       # (state before, move) -> how the move is written (the game's own notation)
        self.controls: dict = {}
        self.buttons: dict = {}
        # the line as a tree: a move played on the board makes a branch (a viewer turned into another, e.g. the
        # analysis, goes on with the same tree and the variation shown)
        self.explorer = explorer if explorer is not None else Explorer(line)
        self.stepping = False            # the viewer itself is moving the board (not a person's move)

    def attach(self, scene) -> None:
        super().attach(scene)
        scene.animator.pace = self.speed
        if self.move_text is None:      # the game's own way of writing moves for people, if it has one
            self.move_text = scene.move_text

    def listen(self, match, change) -> None:
        """Each step is heard as the move was (nothing is saved). A person's move played on the board is a step
        into the tree: along the line shown when it is the next move there, else into a branch (made once)."""
        sound.hear(change, match)
        if change.kind == "move" and not self.stepping:
            node = self.explorer.play(self.at, change.move)
            self.show_variation(node)

    def show_variation(self, node) -> None:
        """The variation through `node`, the board already at its position."""
        line, at = self.explorer.show(node)
        if line is not self.line:
            self.line = line
        self.at = at
        self.caption_key = None
        self.variation_changed()
        self.refresh_controls()

    def variation_changed(self) -> None:
        """The line shown is another variation (an analysis follows it)."""

    # -- exploring: a person may play any move on the board -----------------------------------------------------
    def may_act(self, seat: int | None = None) -> str | None:
        state = self.scene.state
        if state.is_over or state.current_player is None:
            return "over"
        if seat is not None and seat != state.current_player:
            return "their_turn"
        return None

    def lets_play(self, move) -> bool:
        self.playing = False        # (a move played stops a replay playing itself)
        return True

    def pointer(self, event) -> None:
        scene = self.scene
        if pointer_taken(scene, event):
            return
        if self.may_act() is not None or not scene.board_rect.collidepoint(getattr(event, "start", None) or event.pos):
            return
        if scene.on_pointer(event):
            return
        scene.follow_picker(scene.picker.handle(event))

    def title_words(self) -> str:
        title = self.title() if callable(self.title) else self.title
        return t("records.viewer.replay") if title is None else title

    def back_words(self) -> str:
        label = self.back_label() if callable(self.back_label) else self.back_label
        return t("records.viewer.back") if label is None else label

    # -- where we are ------------------------------------------------------------------------------------------
    @property
    def total(self) -> int:
        return len(self.line.moves)

    def go_to(self, k: int) -> None:
        """Show the position after k moves: the next move is played (and animated), anything else jumps."""
        k = max(0, min(k, self.total))
        variation = self.explorer.variation_of(self.explorer.at(k))
        if [id(n) for n in variation] != [id(n) for n in self.explorer.nodes]:
            self.line, _ = self.explorer.show(self.explorer.at(k))     # out of a branch: its main line again
            self.caption_key = None
            self.variation_changed()
        self.stepping = True
        try:
            if k == self.at + 1:
                self.scene.animator.finish()
                self.scene.match.play(self.line.moves[self.at])
            elif k != self.at:
                self.scene.match.reset(self.line.positions[k].clone())
                self.scene.animator.finish()
        finally:
            self.stepping = False
        self.at = k
        if self.at >= self.total:
            self.playing = False
        self.refresh_controls()

    def forward(self) -> None:
        self.go_to(self.at + 1)

    def back(self) -> None:
        self.go_to(self.at - 1)

    def toggle_play(self) -> None:
        if self.at >= self.total:
            self.go_to(0)    # a finished replay plays again from the start
        self.playing = not self.playing
        self.wait = self.pause_between() if self.playing else self.wait
        self.refresh_controls()

    def pause_between(self) -> float:
        return AUTOPLAY_SECONDS / self.speed

    def cycle_speed(self, step: int = 1) -> None:
        """The next speed (½× 1× 2× 4×, round again; `step` -1: the one before), kept for the next replay."""
        speeds = prefs.REPLAY_SPEEDS
        at = speeds.index(self.speed) if self.speed in speeds else speeds.index(1.0)
        self.speed = speeds[(at + step) % len(speeds)]
        self.scene.animator.pace = self.speed
        self.wait = min(self.wait, self.pause_between())
        prefs.remember_display("replay_speed", self.speed)
        self.refresh_controls()

    def keep_notes(self) -> str | None:
        """The branches, notes and evaluations made here go where the line came from (its record file, or the game's
        Match and so its save and recent record); answers why they could not, in words, else None."""
        keep = self.explorer.main.keep
        tree = self.explorer.tree
        if keep is None or not tree.has_extras or tree == getattr(self, "kept_tree", None):
            return None
        self.kept_tree = tree.copy()        # (tried once: a second Back leaves whatever the answer)
        kept = tree.copy()
        kept.follow([str(m) for m in self.explorer.main.moves])   # (moves explored past the line's end are no
        return keep(kept)                                            # move of the game: they are not kept)

    def leave_viewer(self) -> None:
        problem = self.keep_notes()
        if problem:                          # said here, where the player is: Back again leaves
            self.scene.say(problem, 8.0)
            return
        if self.on_back is not None:
            self.on_back()
        else:
            self.scene.app.pop()

    def offers_analysis(self) -> bool:
        """The Analyse button: when the viewer was given a way to open the analysis, for a line with moves of a
        game with a computer player."""
        return self.analyse is not None and self.total > 0 and bool(self.line.spec.engine_module.INFO.ai)

    def open_analysis(self) -> None:
        """The same viewer, at the same move, with the computer's analysis (ui/play/review.py analyse_viewer)."""
        self.playing = False
        self.analyse(self)

    def status_words(self) -> str:
        """Where the viewer is ("Review: move 60 of 85"), in place of whose turn it is: nobody moves here."""
        return self.caption_lines()[0]

    def describe(self, k: int) -> str:
        """'12. Orange: 5,2' for the k-th move (1-based)."""
        seat = self.line.movers[k - 1]
        name = self.scene.seat_info(seat)[0] if seat is not None and seat < self.line.players else "?"
        move = self.line.moves[k - 1]
        written = write_move(self.move_text, self.line.positions[k - 1], move)
        return t("records.viewer.describe", n=k, name=name, move=written)

    def caption_lines(self) -> list[str]:
        """The caption: where the replay is, the move shown, how the game ended, the record's note. Worked out
        once per move shown and language, not in every frame (a finished game's result scores its whole board)."""
        key = (self.at, lang.current())
        if key != self.caption_key:
            title = self.title_words()
            lines = [t("records.viewer.at_move", title=title, n=self.at, total=self.total) if self.at else
                     t("records.viewer.at_start", title=title, count=self.total)]
            if self.at:
                lines.append(self.describe(self.at))
            branch = self.explorer.branch_point(self.at)
            if branch is not None:
                lines.append(t("records.viewer.in_branch", n=branch))
            others = self.explorer.others_at(self.at)
            if others:
                state = self.line.positions[self.at]
                names = [write_move(self.move_text, state, self.explorer.move_of(n)) for n in others[:4]]
                lines.append(t("records.viewer.branches_here", moves=", ".join(names)))
            result = self.result_words() if self.at == self.total else ""
            note = self.line.note_words()
            self.caption_key, self.caption = key, lines + [words for words in (result, note) if words]
        return self.caption

    def result_words(self) -> str:
        """How the game ended, in the player's language: worked out from the last position, which the engine
        made (a coded ending, Tripitz Together's score, by its code), else from the record's outcome data (a
        damaged record stops before its end); the record's own line only when it keeps no data."""
        if not self.line.result:
            return ""
        last = self.line.positions[-1]
        outcome = None
        if getattr(last, "is_over", False):
            try:
                outcome = last.outcome()
            except Exception:        # (a record from outside: its data may still say)
                outcome = None
        if outcome is None and self.line.outcome:
            outcome = outcome_from_data(self.line.outcome)
        if outcome is None:
            return self.line.result
        names = [self.scene.seat_info(i)[0] for i in range(self.line.players)]
        return result_words(outcome, names, engine=self.line.spec.words)

    def show_moves(self) -> None:
        self.playing = False
        self.scene.app.push(MoveListOverlay(entries_of(self.line, self.scene.seat_info, self.move_text), self.at,
                                            self.pick_from_list))

    def pick_from_list(self, k: int) -> None:
        self.scene.app.pop()
        self.go_to(k)

    # -- layout ------------------------------------------------------------------------------------------------
    def layout(self) -> None:
        """The controls' bar and the caption's room, over the chrome the board scene has just laid out. The bar
        holds as many rows of controls as their words and a finger need (target()), each ROW_H deep."""
        board, panel = self.scene.board_rect, self.scene.panel_rect
        self.strip_under_controls = None
        small = min(self.scene.app.size) < SMALL_BELOW
        if panel.width and panel.height > panel.width:      # a window, landscape: the bottom of the side panel
            self.bar = pygame.Rect(panel.left + 10, 0, panel.width - 20, 0)
            self.rows = self.arrange(2)
            row_h = SMALL_ROW_H if small else 62
            height = len(self.rows) * (row_h + 8) - 8
            self.bar = pygame.Rect(panel.left + 10, panel.bottom - 10 - height, panel.width - 20, height)
        elif panel.width:
            # A window, portrait: under the top panel (whose status line says where the viewer is), the caption's
            # two lines then the bar, the board laid out below them (a portrait window has height to spare).
            self.bar = pygame.Rect(panel.left + 10, 0, panel.width - 20, 0)
            self.rows = self.arrange(1)
            row_h = 48 if small else 56
            height = len(self.rows) * (row_h + 8) - 8
            self.bar = pygame.Rect(panel.left + 10, panel.bottom + 6 + PORTRAIT_CAPTION, panel.width - 20, height)
            shift = self.bar.bottom + 8 - board.top
            if shift > 0:
                self.scene.board_rect = pygame.Rect(board.left, board.top + shift, board.width, board.height - shift)
        else:
            # A table: over the bottom edge's strip(s) (nothing in them can be pressed in a viewer anyway), so
            # the board stays in full view; the caption sits just above, on the board's edge.
            bottom = [a.rect for a in self.scene.seat_layout.seats.values() if a.edge == "bottom"]
            self.strip_under_controls = bottom[0].unionall(bottom[1:]) if bottom else None
            if bottom:
                strip = self.strip_under_controls
                height = min(58, strip.height - 8)
                self.bar = pygame.Rect(strip.left + 8, strip.centery - height // 2, strip.width - 16, height)
            else:
                width = min(board.width - 20, 760)
                self.bar = pygame.Rect(board.centerx - width // 2, board.bottom - 66, width, 58)
            self.rows = [self.controls_words()]
            # The caption (two lines) gets its own room under the board: the board is laid out a little smaller.
            self.scene.board_rect = pygame.Rect(board.left, board.top, board.width, board.height - TABLE_CAPTION)

    def controls_words(self) -> list:
        """Every control of the viewer: (id, words, what it does), the steps first (arrows are symbols)."""
        steps = [("first", "|<", lambda: self.go_to(0)), ("back", "<", self.back),
                 ("play", t("records.viewer.play"), self.toggle_play), ("forward", ">", self.forward),
                 ("last", ">|", lambda: self.go_to(self.total))]
        others = [("speed", speed_words(self.speed), self.cycle_speed), ("moves", t("records.viewer.moves"),
                                                                             self.show_moves),
                  ("leave", self.back_words(), self.leave_viewer)]
        if self.offers_analysis():
            others.insert(2, ("analyse", t("analysis.analyse"), self.open_analysis))
        return steps + others

    def arrange(self, fewest: int) -> list:
        """The controls in rows for the bar's width, at least `fewest` (ui/play/viewerbar.py)."""
        return viewerbar.arrange(self.controls_words(), self.bar.width, self.target(), fewest)

    def target(self) -> int:
        """The narrowest a control gets: a fingertip, a little less on a small screen (or a side seat's frame at a
        640x480 table)."""
        return 40 if min(self.scene.app.size) < SMALL_BELOW else 48

    def build_ui(self) -> None:
        # (id, words, what it does), in the rows layout() made room for (words looked up again: the language
        # may have changed since)
        controls = {key: (key, label, fn) for key, label, fn in self.controls_words()}
        rows = [[controls[key] for key, _, _ in row if key in controls] for row in self.rows]
        self.controls = {}
        self.buttons: dict = {}
        for (key, label, fn), rect in viewerbar.place(rows, self.bar, self.target()):
            if key == "leave" and text.font(18, True).size(label)[0] > rect.width - 20:
                label = t("records.viewer.back")   # a narrow bar: the short word rather than a cut-off one
            words = label if len(label) <= 2 else fit(label, rect.width)    # (a symbol is never cut)
            b = self.scene.button(rect, words, "#small_button")
            self.controls[b] = fn
            self.buttons[key] = b
            if key == "leave":
                self.back_button = b
        self.refresh_controls()

    def refresh_controls(self) -> None:
        if not self.buttons:
            return
        play = self.buttons.get("play")
        if play is not None:
            play.set_text(fit(t("records.viewer.pause") if self.playing else t("records.viewer.play"),
                              play.relative_rect.width))
        speed = self.buttons.get("speed")
        if speed is not None and speed.text != speed_words(self.speed):
            speed.set_text(speed_words(self.speed))
        for key, enabled in (("first", self.at > 0), ("back", self.at > 0), ("forward", self.at < self.total),
                             ("last", self.at < self.total), ("moves", self.total > 0)):
            b = self.buttons.get(key)
            if b is not None:
                b.enable() if enabled else b.disable()

    # -- input and frames --------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.controls:
            self.controls[event.ui_element]()
            return True
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: self.back, pygame.K_RIGHT: self.forward, pygame.K_SPACE: self.toggle_play,
                    pygame.K_HOME: lambda: self.go_to(0), pygame.K_END: lambda: self.go_to(self.total),
                    pygame.K_l: self.show_moves, pygame.K_ESCAPE: self.leave_viewer,
                    pygame.K_PLUS: self.cycle_speed, pygame.K_EQUALS: self.cycle_speed,
                    pygame.K_KP_PLUS: self.cycle_speed, pygame.K_MINUS: lambda: self.cycle_speed(-1),
                    pygame.K_KP_MINUS: lambda: self.cycle_speed(-1)}
            if event.key in keys:
                keys[event.key]()
                return True
        return False

    def animating(self) -> bool:
        """Frames are needed while the replay plays itself (the board asks for its own)."""
        return self.playing

    def update(self, dt: float) -> None:
        """The next move, when the replay plays itself (a game's result screen never opens over a viewer)."""
        if self.playing and not self.scene.animator.busy:
            self.wait -= dt
            if self.wait <= 0:
                self.wait = self.pause_between()
                self.forward()

    def caption_pictures(self) -> list:
        """The caption's lines as pictures: in a window without the first (the panel's status line says where
        the viewer is), at a table its first and last lines (its room under the board holds two)."""
        lines = self.caption_lines()
        if self.strip_under_controls is not None:
            lines = lines[:1] + lines[-1:] if len(lines) > 1 else lines
        else:
            lines = lines[1:]
        panel = self.scene.panel_rect
        beside = panel.width and panel.height > panel.width       # a landscape window's side panel: 3 lines each
        portrait = panel.width and not beside
        imgs = []
        for i, line in enumerate(lines):
            for part in text.wrap(line, 20, self.bar.width - 20)[:3 if beside else 2]:
                imgs.append(text.render(part, 20, palette.ACCENT if i == 0 else palette.TEXT, i == 0))
        if self.strip_under_controls is not None or portrait:
            return imgs[:2]
        return imgs[:self.caption_room()]

    def caption_room(self) -> int:
        """A landscape window's caption: the lines that fit between the panel's status line (under the seats' rows,
        one line at least) and the controls, so a short panel (640x480, an analysis band under it) never hides the
        status under the caption."""
        panel = self.scene.panel_rect
        rows = side_panel_rows(panel.size, self.line.players)
        status_bottom = panel.top + (rows[-1].bottom if rows else 64) + 6 + 22 + 16
        return max(0, (self.bar.top - 6 - 12 - status_bottom) // 22)

    def caption_box(self, imgs) -> pygame.Rect | None:
        if not imgs:
            return None
        height = sum(img.get_height() + 2 for img in imgs) + 12
        box = pygame.Rect(self.bar.left, self.bar.top - height - 6, self.bar.width, height)
        if self.strip_under_controls is not None:
            box.bottom = self.strip_under_controls.top - 2
        return box

    def panel_floor(self) -> int | None:
        """In a window, the side panel's status and notes stay above the caption and the controls."""
        if self.strip_under_controls is not None or not self.scene.panel_rect.width:
            return None
        box = self.caption_box(self.caption_pictures())
        return (box.top if box else self.bar.top) - 6

    def draw(self, surface) -> None:
        """Over the board: the caption (and at a table a cover over the bottom strip, under the controls)."""
        if self.strip_under_controls is not None:
            pygame.draw.rect(surface, palette.PANEL, self.strip_under_controls, border_radius=12)
        imgs = self.caption_pictures()
        box = self.caption_box(imgs)
        if box is None:
            return
        pygame.draw.rect(surface, palette.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, palette.ACCENT, box, 2, border_radius=12)
        y = box.top + 6
        for img in imgs:
            surface.blit(img, (box.left + 10, y))
            y += img.get_height() + 2
