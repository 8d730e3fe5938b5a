"""The set-up board: place and remove pieces on the game's real board, choose who moves, then play or explore.

A tap on a cell puts there the next of what may stand on it (nothing first, then the game's pieces in order; its
last wraps round to nothing); a tap held still (HOLD_SECONDS) or the mouse wheel toward you goes one back. Who
moves cycles the seats (at a table a tap on a seat's strip chooses it too); Clear empties the board; Start
position puts back the game's own start. Play from here starts a normal game from the position against the seats
chosen in the game's menu (its Match keeps the position: `start_position`, written into its record); Explore
from here opens the review viewer on it.

What may stand on a cell and how a set-up becomes a position are the game's own, its scene's SETUP_BOARD (a module
beside the scene, e.g. games/tumbleweed/setup.py), which answers:

    read(state)                  cell -> piece of a position (what the set-up starts from)
    choices(base, cell)          (the pieces taps cycle through on the cell, None first; the engine's coded reason
                                 when nothing may stand there, else None)
    changes(base, pieces, seat)  the engine's to_dict keys of the set-up (ui/play/setups.py builds the state, the
                                 same way a lesson's set-up is built)
    problem(state)               (a key of setup.problem, the seat it is about) when the position cannot be
                                 played, else None
    seat_of_to_move(state)       the seat that moves in a position
    cell_at(scene, pos)          the board's cell under a point, or None

Every position shown is the engine's (built by from_dict and asked for its legal moves); one it cannot read is
never shown: the board keeps the last good one and the set-up says why. Nothing here is saved.
"""
from __future__ import annotations

import pygame
import pygame_gui

from ui.base import codewords, palette
from ui.base.lang import t
from ui.base.seats import HUMAN
from ui.kit import text
from ui.play.modes import Mode
from ui.play.replay import TABLE_CAPTION, Line, fit, replay_scene
from ui.play.setups import set_up
from ui.storage import prefs

HOLD_SECONDS = 0.5            # a press held still this long on a cell goes one back instead of forward
ROW_H = 50                    # a row of buttons in a window (a table's one row is as deep as its strip allows)
SHORT_ROW_H = 38              # in a short side panel (640x480), which also leaves out the hint: only a problem
SHORT_PANEL = 600
CAPTION_LINE = 24             # a table's caption has a third line (whose turn, then two of the hint or problem)
KEYS = ("to_move", "clear", "start", "play", "explore", "leave")
PANEL_ORDER = ("play", "explore", "start", "to_move", "clear", "leave")    # (the short words last, to share a row)


def pack(keys, labels: dict, most: int, width: int) -> list[tuple]:
    """The buttons in rows of at most `most`, in order, a row sharing its width only while every word still fits
    (a longer language's take more rows rather than being cut)."""
    font = text.font(18, True)
    rows: list[list] = []
    for key in keys:
        row = rows[-1] if rows else None
        if row is not None and len(row) < most:
            each = (width - 6 * len(row)) / (len(row) + 1) - 18
            if all(font.size(labels[k])[0] <= each for k in row + [key]):
                row.append(key)
                continue
        rows.append([key])
    return [tuple(row) for row in rows]


def has_setup(spec) -> bool:
    """The entry's scene has a set-up board."""
    return getattr(spec.scene_class(), "SETUP_BOARD", None) is not None


def options_of(spec, state) -> dict:
    """A position's options as the entry's scene takes them (without what the entry fixes itself)."""
    return {k: v for k, v in dict(state.options).items() if k not in spec.fixed_options}


def players_of(spec, state) -> int:
    return getattr(state, "players", spec.default_players)


def setup_scene(spec, state=None, *, table: bool = False, controllers=None):
    """The entry's board in a SetupMode, starting from `state` (an engine state; None: the game's start).
    controllers: who plays each seat of a game started from here (None: as last chosen in the game's menu)."""
    if state is None:
        state = spec.new_game(spec.default_players, None, spec.default_options())
    mode = SetupMode(spec, state, spec.scene_class().SETUP_BOARD, controllers)
    shown = mode.position if mode.position is not None else state
    return spec.make_scene(players_of(spec, state), None, options_of(spec, state), state=shown.clone(),
                           table=table, autosave=False, mode=mode)


def open_setup(app, spec, state=None, table: bool = False, controllers=None) -> bool:
    """Open the set-up board over what is shown (the review viewer's "Set up from this position", the lessons
    screen, --setup); False (nothing opened) for an entry without one."""
    if not has_setup(spec):
        return False
    app.push(setup_scene(spec, state, table=table, controllers=controllers))
    return True


def menu_seats(spec, players: int) -> list[str]:
    """Who plays each seat, as last chosen in the game's menu (a level the entry does not offer: a person)."""
    return [c if c == HUMAN or c in spec.levels else HUMAN for c in prefs.seat_choices(spec.key)[:players]]


def fits_one_row(labels: dict, width: int) -> bool:
    font = text.font(18, True)
    return sum(font.size(labels[key])[0] + 20 for key in KEYS) + 6 * (len(KEYS) - 1) <= width


def widths(row, labels: dict, width: int) -> list[int]:
    """Each button's width in a row: what its words need and an equal share of the rest (too little room: shares
    in proportion to the words, which are then cut with '…')."""
    font = text.font(18, True)
    room = width - 6 * (len(row) - 1)
    need = [font.size(labels[key])[0] + 20 for key in row]
    if sum(need) > room:
        return [int(room * n / sum(need)) for n in need]
    spare = (room - sum(need)) / len(row)
    return [int(n + spare) for n in need]


class SetupMode(Mode):
    """Tap to place, hold to go back; who moves, Clear, Start position, Play or Explore from here, Back."""

    def __init__(self, spec, base, kit, controllers=None):
        super().__init__()
        self.spec = spec
        self.module = spec.engine_module
        self.base = base.clone()              # its options, players and random numbers go into every set-up
        self.kit = kit                        # the game's part (its scene's SETUP_BOARD)
        self.controllers = controllers
        self.pieces: dict = kit.read(base)
        self.to_move = kit.seat_of_to_move(base) % self.players
        self.position = None                  # the engine's position of the set-up (the last it could read)
        self.problem_of = None                # why it cannot be played: (a key of setup.problem, its seat)
        self.said = ""                        # what the last tap was answered with (a cell nothing may stand on)
        self.press = None                     # [cell, seconds held, went back already] of a press on the board
        self.buttons: dict = {}
        self.controls: dict = {}
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.rows: list = [KEYS]
        self.row_h = ROW_H
        self.strip_under_controls = None
        self.build()

    # -- the position ------------------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return players_of(self.spec, self.base)

    def build(self) -> bool:
        """Build the set-up's position through the engine; False (the last good position stays, `said` says why)
        when the engine cannot read it."""
        try:
            state = set_up(self.module, self.base, self.kit.changes(self.base, self.pieces, self.to_move))
            state.legal_moves()        # the engine must be able to go on from it
        except Exception as exc:       # (any error of the engine's reading: said, never a crash)
            self.said = codewords.say(exc, self.spec.words) if hasattr(exc, "code") else t("setup.problem.unreadable")
            return False
        self.position = state
        self.problem_of = self.kit.problem(state)
        return True

    def rebuild(self) -> bool:
        """Build the position and show it on the board (see build)."""
        if not self.build():
            return False
        self.scene.match.reset(self.position.clone())
        self.scene.animator.finish()
        self.refresh_controls()
        return True

    def problem_words(self) -> str:
        """Why the position cannot be played, in the player's language ("": it can)."""
        if self.problem_of is None:
            return ""
        key, seat = self.problem_of
        name = self.scene.seat_info(seat)[0] if seat is not None else ""
        return t(f"setup.problem.{key}", name=name)

    @property
    def playable(self) -> bool:
        return self.position is not None and self.problem_of is None

    def cycle(self, cell, step: int = 1) -> None:
        """The next (step 1) or the previous (-1) of what may stand on `cell`."""
        choices, why = self.kit.choices(self.base, cell)
        if why is not None:
            self.said = codewords.say(why, self.spec.words)
            self.scene.say(self.said, 3.0)
            return
        now = self.pieces.get(cell)
        at = choices.index(now) if now in choices else 0
        was = dict(self.pieces)
        piece = choices[(at + step) % len(choices)]
        if piece is None:
            self.pieces.pop(cell, None)
        else:
            self.pieces[cell] = piece
        self.said = ""
        if not self.rebuild():
            self.pieces = was
            self.scene.say(self.said, 3.0)

    def choose_to_move(self, seat: int | None = None) -> None:
        """The seat that moves first from here: `seat`, or the next one round."""
        self.to_move = (self.to_move + 1) % self.players if seat is None else seat
        self.rebuild()

    def clear(self) -> None:
        self.pieces = {}
        self.rebuild()

    def start_position(self) -> None:
        """The game's own start, with the same options (and the same seat to move)."""
        start = self.spec.new_game(self.players, None, options_of(self.spec, self.base))
        self.pieces = self.kit.read(start)
        self.rebuild()

    # -- leaving ---------------------------------------------------------------------------------------------
    def play_from_here(self) -> None:
        """A normal game from the position, against the seats chosen; its Match keeps where it started."""
        if not self.playable:
            self.scene.say(self.problem_words(), 3.0)
            return
        scene = self.scene
        controllers = self.controllers or menu_seats(self.spec, self.players)
        game = self.spec.make_scene(self.players, None, options_of(self.spec, self.position),
                                    state=self.position.clone(), controllers=controllers, table=scene.table)
        game.match.start_position = self.position.to_dict()
        scene.app.push(game)

    def explore_from_here(self) -> None:
        """The review viewer on the position (its Back returns here)."""
        scene = self.scene
        if self.position is None:
            return
        line = Line(self.spec, self.players, scene.seed, options_of(self.spec, self.position), None,
                    positions=[self.position.clone()], moves=[], movers=[])
        scene.app.push(replay_scene(line, 0, table=scene.table, title=lambda: t("setup.explore_title"),
                                    back_label=lambda: t("setup.back_to_setup")))

    def leave_setup(self) -> None:
        self.scene.app.pop()

    # -- what the board and its seats say --------------------------------------------------------------------
    def status_words(self) -> str:
        return t("setup.status", name=self.scene.seat_info(self.to_move)[0])

    def caption_line(self) -> tuple[str, tuple]:
        """The line above the controls: why the position cannot be played (in red), else how to set it up."""
        if self.problem_of is not None:
            return self.problem_words(), palette.DANGER
        return t("setup.hint"), palette.TEXT

    # -- layout ------------------------------------------------------------------------------------------------
    def layout(self) -> None:
        """Where the controls go: the bottom of a window's side panel, under a portrait window's board, or over a
        table's bottom strip(s) (as the replay viewer's), with the caption's room above them."""
        scene = self.scene
        board, panel = scene.board_rect, scene.panel_rect
        self.strip_under_controls = None
        if panel.width and panel.height > panel.width:      # a window, landscape: the bottom of the side panel
            width = panel.width - 20
            self.rows = pack(PANEL_ORDER, self.labels(), 2, width)
            self.row_h, gap = (SHORT_ROW_H, 4) if self.short else (ROW_H, 6)
            height = len(self.rows) * (self.row_h + gap) - gap
            self.bar = pygame.Rect(panel.left + 10, panel.bottom - 10 - height, width, height)
        else:
            bottom = [a.rect for a in scene.seat_layout.seats.values() if a.edge == "bottom"] if not panel.width \
                else []
            strip = bottom[0].unionall(bottom[1:]) if bottom else None
            if strip is not None and fits_one_row(self.labels(), strip.width - 16):
                # a table: over the bottom strip(s), one row (as the replay viewer's controls), the caption above
                self.rows, self.strip_under_controls = [KEYS], strip
                height = min(58, strip.height - 8)
                self.bar = pygame.Rect(strip.left + 8, strip.centery - height // 2, strip.width - 16, height)
                scene.board_rect = pygame.Rect(board.left, board.top, board.width,
                                               board.height - TABLE_CAPTION - CAPTION_LINE)
                return
            # a portrait window, or a table whose seats sit at its sides: under the board, which gives up the room
            width = min(board.width - 20, 900)
            self.rows = pack(KEYS, self.labels(), 3, width)
            self.row_h = ROW_H
            height = len(self.rows) * (ROW_H + 8) - 8
            caption = TABLE_CAPTION + 8
            scene.board_rect = pygame.Rect(board.left, board.top, board.width, board.height - height - 16 - caption)
            self.bar = pygame.Rect(board.centerx - width // 2, board.bottom - height - 8, width, height)

    def labels(self) -> dict:
        return {"to_move": t("setup.next_to_move"), "clear": t("setup.clear"), "start": t("setup.start"),
                "play": t("setup.play"), "explore": t("setup.explore"), "leave": t("setup.back")}

    def build_ui(self) -> None:
        actions = {"to_move": self.choose_to_move, "clear": self.clear, "start": self.start_position,
                   "play": self.play_from_here, "explore": self.explore_from_here, "leave": self.leave_setup}
        labels = self.labels()
        self.buttons, self.controls = {}, {}
        gap = 6 if len(self.rows) == 1 else (self.bar.height - len(self.rows) * self.row_h) // (len(self.rows) - 1)
        h = self.row_h if len(self.rows) > 1 else self.bar.height
        for r, row in enumerate(self.rows):
            x = self.bar.left
            for key, w in zip(row, widths(row, labels, self.bar.width)):
                b = self.scene.button((x, self.bar.top + r * (h + gap), w, h), fit(labels[key], w), "#small_button")
                self.buttons[key], self.controls[b] = b, actions[key]
                x += w + 6
        self.refresh_controls()

    def refresh_controls(self) -> None:
        if not self.buttons:
            return
        play = self.buttons["play"]
        play.enable() if self.playable else play.disable()
        explore = self.buttons["explore"]
        explore.enable() if self.position is not None else explore.disable()
        if self.scene.app is not None:
            self.scene.chrome.repaint()
            self.scene.app.invalidate()

    # -- input -------------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.controls:
            self.controls[event.ui_element]()
            return True
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_ESCAPE: self.leave_setup, pygame.K_TAB: self.choose_to_move,
                    pygame.K_RETURN: self.play_from_here, pygame.K_KP_ENTER: self.play_from_here}
            if event.key in keys:
                keys[event.key]()
                return True
        return False

    def pointer(self, event) -> None:
        """Taps and holds on the board's cells; at a table, a tap on a seat's strip gives that seat the move."""
        kind = event.kind
        if kind == "down":
            cell = self.kit.cell_at(self.scene, event.pos)
            self.press = [cell, 0.0, False] if cell is not None else None
        elif kind in ("drag_start", "cancel"):
            self.press = None
        elif kind == "tap":
            press, self.press = self.press, None
            if press is not None and press[2]:
                return           # (a hold went back already: its lift is not a tap forward too)
            cell = self.kit.cell_at(self.scene, event.pos)
            if cell is not None:
                self.cycle(cell)
            else:
                self.tap_strip(event.pos)
        elif kind == "wheel" and event.scroll:
            cell = self.kit.cell_at(self.scene, event.pos)
            if cell is not None:
                self.cycle(cell, 1 if event.scroll > 0 else -1)

    def tap_strip(self, pos) -> None:
        if self.scene.panel_rect.width:
            return
        for seat, area in self.scene.seat_layout.seats.items():
            covered = self.strip_under_controls is not None and self.strip_under_controls.collidepoint(pos)
            if area.rect.collidepoint(pos) and not covered and seat < self.players:
                self.choose_to_move(seat)
                return

    def may_act(self, seat: int | None = None) -> str | None:
        return "watched"       # (no move is played here: the board is set, not played on)

    def lets_play(self, move) -> bool:
        return False

    def update(self, dt: float) -> None:
        """A press held still on a cell goes one back, once."""
        press = self.press
        if press is None or press[2]:
            return
        press[1] += dt
        if press[1] >= HOLD_SECONDS:
            press[2] = True
            self.cycle(press[0], -1)

    def animating(self) -> bool:
        return self.press is not None and not self.press[2]     # (frames keep coming while a hold is timed)

    # -- drawing -------------------------------------------------------------------------------------------------
    def caption_pictures(self) -> list:
        """Why the position cannot be played (in red), else how to set it up; at a table whose turn it is first
        (the strips that would say it lie under the controls)."""
        words, colour = self.caption_line()
        if self.short and self.problem_of is None:
            words = ""              # (a short panel keeps its room for the seats and the status)
        imgs = []
        if self.strip_under_controls is not None:
            imgs.append(text.render(text.ellipsize(self.status_words(), 18, self.bar.width - 20, True), 18,
                                    palette.ACCENT, True))
        most = 3 - len(imgs)
        for line in (text.wrap(words, 18, self.bar.width - 20)[:most] if words else []):
            imgs.append(text.render(line, 18, colour))
        return imgs

    def caption_box(self, imgs) -> pygame.Rect | None:
        if not imgs:
            return None
        height = sum(img.get_height() + 2 for img in imgs) + 12
        box = pygame.Rect(self.bar.left, self.bar.top - height - 6, self.bar.width, height)
        if self.strip_under_controls is not None:
            box.bottom = self.strip_under_controls.top - 2
        return box

    def panel_floor(self) -> int | None:
        panel = self.scene.panel_rect
        if self.strip_under_controls is not None or not panel.width or panel.height <= panel.width:
            return None
        box = self.caption_box(self.caption_pictures())
        return (box.top if box else self.bar.top) - 6

    @property
    def short(self) -> bool:
        """A window's side panel too short for the hint as well as the seats, the status and the controls."""
        panel = self.scene.panel_rect
        return bool(panel.width) and panel.height > panel.width and panel.height < SHORT_PANEL

    def draw(self, surface) -> None:
        if self.strip_under_controls is not None:
            pygame.draw.rect(surface, palette.PANEL, self.strip_under_controls, border_radius=12)
        imgs = self.caption_pictures()
        box = self.caption_box(imgs)
        if box is None:
            return
        pygame.draw.rect(surface, palette.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, palette.DANGER if self.problem_of else palette.ACCENT, box, 2, border_radius=12)
        y = box.top + 6
        for img in imgs:
            surface.blit(img, (box.left + 10, y))
            y += img.get_height() + 2
