"""The title screen's set-up rows: how many play, who plays each seat, the layout, and the chosen game's options,
each a name with its help on the left and its buttons on the right; in a short window the rows come in pages.
Why a set-up cannot start is said here too, from the engine's refusal."""
from __future__ import annotations


import pygame

from ui.base import palette
from ui.base.lang import t
from ui.base.seats import CONTROLLERS
from ui.kit import text
from ui.play import optionwords
from ui.screens.menu import ladder, learn, puzzlebutton
from ui.screens.menu.fit import fitted

SEAT_SIZES = ("full", "short", "tiny")   # a seat button's word, shorter as buttons narrow (menu.seat.words.*)
MIN_ROW = 48        # the shortest row of the set-up (a compact window); at 1920x1080 rows are 74 px


def seat_word(who: str, size: str = "full") -> str:
    """A seat's controller as its button says it: 'Human', 'Hum.', 'Hu' (one we have no words for: its name)."""
    return t(f"menu.seat.words.{who}.{size}") if who in CONTROLLERS else who


def build(menu) -> None:
    """The rows of the chosen game's set-up, for the page shown (a compact window pages them), with their buttons
    (menu.widgets: button -> (what it does, its argument)), and where each row is (menu.row_tops, row_kinds)."""
    s = menu.setup_rect
    spec = menu.spec
    menu.widgets = {}
    # Every row of the set-up: (what it is, name, one-line help, how to build its buttons at height y).
    rows = [(kind, t(f"menu.rows.{kind}.name"), t(f"menu.rows.{kind}.help"), make) for kind, make in
            (("players", lambda y, h: build_players_row(menu, y, h)),
             ("seats", lambda y, h: build_seat_row(menu, y, h)),
             ("layout", lambda y, h: build_layout_row(menu, y, h)))]
    rows += ladder.rows(menu)      # the computer levels to climb (ladder.py): beside who plays, on a first page
    rows += [(opt.key, optionwords.label(opt), optionwords.help_line(opt, spec.key),
              lambda y, h, opt=opt: build_option_row(menu, opt, y, h)) for opt in menu.offered()]
    rows = ladder.fitted(menu, rows, MIN_ROW)    # (where its row would page the set-up, Climb joins Layout's)
    # A short window (640x480) is compact: no tagline, no help lines (a tap on a row's name still explains
    # it), Play and Continue at the top of the set-up, and the rows in pages when even then they do not fit.
    menu.compact = (s.height - 96 - 100) // max(1, len(rows)) < MIN_ROW
    # Play stays at the bottom, where every entry has it, while the rows fit above it under a header that holds
    # only the name (Trickle's ten rows at 1280x720 put it at the top right: issue 30); in a shorter window it
    # goes in the header beside the name and the rows come in pages.
    menu.play_on_top = menu.compact and ((s.height - 40 - 48 - 10) // max(1, len(rows)) < MIN_ROW
                                         or puzzlebutton.bottom_crowded(menu))
    menu.header = 62 if menu.play_on_top else 40 if menu.compact else 96
    menu.play_h = 52 if menu.play_on_top else 48 if menu.compact else 76
    room = s.height - menu.header - (8 if menu.play_on_top else menu.play_h + (10 if menu.compact else 24)) \
        - learn.bottom_room(menu)
    per_page = max(2, room // MIN_ROW) if menu.play_on_top else len(rows)
    if len(rows) > per_page:
        per_page -= 1                      # the last row of each page turns the page
        pages = [rows[i:i + per_page] for i in range(0, len(rows), per_page)]
    else:
        pages = [rows]
    menu.page = min(menu.page, len(pages) - 1)
    shown = pages[menu.page]
    slots = len(shown) + (1 if len(pages) > 1 else 0)
    row_h = max(MIN_ROW, min(74, room // max(1, slots)))
    menu.row_h = row_h
    menu.row_tops = []
    menu.seat_rects = []
    menu.seats_full_row = False
    menu.players_width = menu.seats_width = 0
    menu.layout_width = 0                  # (build_layout_row sets it: its button, and Climb's beside it)
    values = [optionwords.choice(o, v) for o in menu.offered() for v in o.choices]
    values += [t("menu.rows.layout.table"), t("menu.rows.layout.window")]
    widest = max((text.font(22, True).size(v)[0] for v in values),
                 default=150)
    # Option buttons are as wide as their longest value needs (within half the panel), so nothing is cut.
    menu.option_width = int(min(s.width * 0.55, max(200, widest + 44)) if not menu.compact else
                            min(s.width - 130, max(130, widest + 30)))   # names give way: a tap shows them
    y = s.top + menu.header
    menu.row_kinds = []                     # what each of row_tops is: 'players', 'seats', 'layout', option key
    for kind, label, help_text, make in shown:
        menu.row_tops.append((label, help_text, y))
        menu.row_kinds.append(kind)
        make(y, row_h)
        y += row_h
    menu.page_button = None
    menu.more_pages = False
    if len(pages) > 1:
        menu.more_pages = more = menu.page + 1 < len(pages)
        label = t("menu.pages.more" if more else "menu.pages.back", page=menu.page + 1, pages=len(pages))
        menu.page_button = menu.button((s.left + 16, y, s.width - 32, row_h - 8), label, "#small_button")


def build_players_row(menu, y: int, row_h: int) -> None:
    s, cur, counts = menu.setup_rect, menu.current(), menu.spec.players
    gap = 6 if menu.compact else 8
    bw = max(48, min(48 if menu.compact else 80, int(s.width * 0.6) // len(counts) - 8))  # never below 48 px
    widths = [max(bw, text.font(20, True).size(menu.spec.player_label(n))[0] + 24) for n in counts]
    menu.players_width = sum(widths) + gap * len(counts)
    x = s.right - 16 - menu.players_width
    for n, bw in zip(counts, widths):
        label = menu.spec.player_label(n)
        r = (x + gap, y, bw, row_h - 8)
        x += bw + gap
        b = menu.button(r, label, "#choice_on" if n == cur["players"] else None)
        menu.widgets[b] = (menu.set_players, n)


def build_seat_row(menu, y: int, row_h: int) -> None:
    """One button per seat, in the seat's order; narrow buttons say the short word. When even those would
    not fit beside the row's name (six seats in a small window) the buttons take the whole row."""
    s, cur = menu.setup_rect, menu.current()
    n = cur["players"]
    room = s.width - 32 - 100
    bw = min(110, room // n - 6)
    menu.seats_full_row = bw < 48
    if menu.seats_full_row:
        bw = max(40, (s.width - 32) // n - 6)
    menu.seats_width = n * (bw + 6)
    font = text.font(18, True)
    menu.seat_rects = []
    for i, who in enumerate(menu.controllers()):
        words = [seat_word(who, size) for size in SEAT_SIZES]
        full = words[0]
        label = next((w for w in words if font.size(w)[0] + 22 <= bw), words[-1])
        r = pygame.Rect(s.right - 16 - (n - i) * (bw + 6) + 6, y, bw, row_h - 8)
        b = menu.button(r, label, "#small_button", tool_tip=t("menu.seat.tip", seat=i + 1, who=full))
        menu.widgets[b] = (menu.cycle_seat, i)
        menu.seat_rects.append(r)


def build_layout_row(menu, y: int, row_h: int) -> None:
    s, cur = menu.setup_rect, menu.current()
    r = (s.right - 16 - menu.option_width, y, menu.option_width, row_h - 8)
    menu.layout_width = menu.option_width + ladder.build_beside_layout(menu, y, row_h)
    word = t("menu.rows.layout.table") if cur["table"] else t("menu.rows.layout.window")
    b = menu.button(r, fitted(word, 22, menu.option_width), "#choice_on" if cur["table"] else None)
    menu.widgets[b] = (menu.toggle_table, None)


def build_option_row(menu, opt, y: int, row_h: int) -> None:
    s, cur = menu.setup_rect, menu.current()
    r = (s.right - 16 - menu.option_width, y, menu.option_width, row_h - 8)
    b = menu.button(r, fitted(optionwords.choice(opt, cur[opt.key]), 22, menu.option_width))
    menu.widgets[b] = (menu.cycle, opt)


def label_room(menu, kind: str) -> int:
    """How wide a row's name may be: up to its buttons ('players', 'seats', 'layout' or an option's key)."""
    used = {"players": menu.players_width, "seats": menu.seats_width, "layout": menu.layout_width}.get(
        kind, menu.option_width)
    return menu.setup_rect.width - used - (34 if menu.compact else 44)


def paint(menu, surface) -> None:
    """The set-up panel: the game's name (or, compact, why Play waits), its line, each row's name with a "?" and
    its help, the seats' colours, and under the rows why Play waits or the explanation of the last choice."""
    s = menu.setup_rect
    pygame.draw.rect(surface, (*palette.PANEL, 235), s, border_radius=22)
    pygame.draw.rect(surface, menu.spec.accent, s, 3, border_radius=22)
    # Words only where the band being painted shows them (a band is the clip: CachedSurface.paint_parts)
    band = surface.get_clip()
    head_shown = band.colliderect((s.left, s.top, s.width, menu.header if menu.compact else 100))
    if head_shown and menu.compact:
        # A short header: the game's name, or why Play waits, or the last choice explained; beside Play (and
        # Continue) where they stand in it.
        right = menu.play_button.relative_rect.left - 8 if menu.play_on_top else s.right - 16
        if menu.play_on_top and menu.puzzles_button is not None:     # (Puzzles and Learn beside Play: the name
            right = menu.puzzles_button.relative_rect.left - 8       # ends before them)
        room = pygame.Rect(s.left + 16, s.top + 6, right - s.left - 16, menu.header - 12)
        most = max(1, min(3, (room.height + 4) // 16))      # lines of 14 px type the header holds
        if menu.continue_button is not None and menu.play_on_top:
            pass          # the Continue button names the game
        elif menu.error:
            for i, line in enumerate(text.wrap_at_most(menu.error, 14, room.width, most, True)):
                surface.blit(text.render(line, 14, palette.DANGER, True), (room.left, room.top + 16 * i))
        elif menu.header_hint():    # the last choice explained, a few seconds (a tap on a row's name: all of it)
            lines = text.wrap(menu.header_hint(), 14, room.width, True)
            if len(lines) > most:
                lines = lines[:most - 1] + [text.ellipsize(lines[most - 1].rstrip(" .,;") + "…", 14, room.width,
                                                           True)]
            top = room.centery - 8 * len(lines)
            for i, line in enumerate(lines):
                surface.blit(text.render(line, 14, palette.ACCENT, True), (room.left, top + 16 * i))
        elif room.width >= 60:      # (Puzzles and Learn may leave no room for it: the chosen card names it)
            size = 28 if menu.play_on_top else 26
            img = text.render(text.ellipsize(menu.spec.title, size, room.width, True), size, menu.spec.accent, True)
            surface.blit(img, img.get_rect(**{"midleft" if menu.play_on_top else "center":
                                              (room.left, room.centery) if menu.play_on_top else room.center}))
    elif head_shown:
        text.blit_centred(surface, menu.spec.title, 36, (s.centerx, s.top + 34), menu.spec.accent, bold=True)
    if head_shown and not menu.compact:    # one line above the rows: in smaller type where it is long, else ending in '…'
        size = 18
        while size > 15 and text.font(size).size(menu.spec.tagline)[0] > s.width - 40:
            size -= 1
        line = text.ellipsize(menu.spec.tagline, size, s.width - 40)
        text.blit_centred(surface, line, size, (s.centerx, s.top + 66), palette.MUTED)
    for (label, help_text, y), kind in zip(menu.row_tops, menu.row_kinds):
        if kind == "seats" and menu.seats_full_row:
            continue     # the seat buttons take the whole row
        if not band.colliderect((s.left, y - 4, s.width, menu.row_h + 8)):
            continue
        shown = text.ellipsize(label, 21, label_room(menu, kind), True)   # a tap on it shows it all
        img = text.render(shown, 21, palette.TEXT, True)
        top = y + (menu.row_h - 8 - img.get_height()) // 2 if menu.compact else y
        surface.blit(img, (s.left + 18, top))
        # a small "?" says the name can be tapped for the whole explanation
        q = (s.left + 18 + img.get_width() + 14, top + img.get_height() // 2)
        if q[0] + 10 < s.left + 18 + label_room(menu, kind):
            pygame.draw.circle(surface, palette.MUTED, q, 9, 2)
            text.blit_centred(surface, "?", 14, q, palette.MUTED, bold=True)
        if menu.compact:
            continue
        width = label_room(menu, kind) - 6
        if kind == ladder.KIND:         # its rungs and the next one's strength, in place of a help line
            ladder.paint_help(menu, surface, y, width)
            continue
        help_lines = text.wrap(help_text, 15, width)
        fits = max(1, (menu.row_h - 30) // 17)
        if len(help_lines) > fits:
            tap = t("menu.tap_for_more")
            help_lines = text.wrap(help_text, 15, width - text.font(15).size(" " + tap)[0])[:fits]
            help_lines[-1] = text.ellipsize(help_lines[-1].rstrip(" .,;") + "…", 15,
                                            width - text.font(15).size(" " + tap)[0]) + " " + tap
        for j, line in enumerate(help_lines):
            surface.blit(text.render(line, 15, palette.MUTED), (s.left + 18, y + 26 + 17 * j))
    # Each seat button stands on a bar of its seat's colour, so a seat reads the same here as on the board.
    for i, r in enumerate(menu.seat_rects):
        pygame.draw.rect(surface, palette.SEAT_COLOURS[i % len(palette.SEAT_COLOURS)],
                         (r.left + 6, r.bottom + 2, r.width - 12, 4), border_radius=2)
    if menu.error and not menu.compact:
        for i, line in enumerate(text.wrap_at_most(menu.error, 18, s.width - 40, 2, True)):
            text.blit_centred(surface, line, 18, (s.centerx, s.bottom - 128 + 22 * i), palette.DANGER, bold=True)
    elif menu.hint and not menu.compact:
        top = menu.row_tops[-1][2] + menu.row_h if menu.row_tops else s.top + 100
        fits = max(0, (s.bottom - 92 - top) // 19)
        for i, line in enumerate(text.wrap_at_most(menu.hint, 16, s.width - 40, fits)):   # whole, or ending in '…'
            text.blit_centred(surface, line, 16, (s.centerx, top + 10 + 19 * i), palette.ACCENT)
