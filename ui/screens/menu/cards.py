"""The title screen's games list: where the cards and the set-up go in the window, and each entry's card."""
from __future__ import annotations

import math

import pygame

from ui.base import palette
from ui.base.lang import t
from ui.kit import text


def areas(size, keys: list) -> tuple:
    """(title_h, cards_rect, setup_rect, card_rects): the title row's height, the games list, the chosen game's
    set-up, and each entry's card (key -> Rect). Side by side, or upright the cards on top of the set-up."""
    w, h = size
    title_h = max(90, min(130, h // 6)) if h >= 560 else 72   # a short window keeps its height for the set-up
    n = max(1, len(keys))
    gap = 12
    if w < h:
        # Portrait (a tablet held upright): two columns of cards on top, the set-up below at full width.
        rows = (n + 1) // 2
        ch = min(110, max(70, (h - title_h) // 3 // rows))
        cw = (w - 48 - gap) // 2
        cards_rect = pygame.Rect(24, title_h, w - 48, rows * (ch + gap) - gap)
        setup_rect = pygame.Rect(24, cards_rect.bottom + 16, w - 48, h - cards_rect.bottom - 36)
        card_rects = {key: pygame.Rect(24 + (i % 2) * (cw + gap), title_h + (i // 2) * (ch + gap), cw, ch)
                      for i, key in enumerate(keys)}
        return title_h, cards_rect, setup_rect, card_rects
    split = int(w * (0.5 if h >= 560 else 0.36))   # a short window gives the set-up more of its width
    cards_rect = pygame.Rect(24, title_h, split - 36, h - title_h - 20)
    setup_rect = pygame.Rect(split, title_h, w - split - 24, h - title_h - 20)
    ch = min(120, (cards_rect.height - gap * (n - 1)) // n)
    card_rects = {key: pygame.Rect(cards_rect.left, cards_rect.top + i * (ch + gap), cards_rect.width, ch)
                  for i, key in enumerate(keys)}
    return title_h, cards_rect, setup_rect, card_rects


def players_words(players, compact: bool = False) -> str:
    """An entry's player counts on its card: 'Solo or 2-4 players', '2, 3, 4, 6 players'; compact (a narrow
    card), every count in a list: '1, 2, 3, 4 players'."""
    if compact:
        return t("menu.card.list", list=", ".join(map(str, players)), count=max(players))
    counts = [p for p in players if p != 1]
    solo = "solo_" if 1 in players else ""
    if counts == list(range(counts[0], counts[-1] + 1)) and len(counts) > 2:
        return t(f"menu.card.{solo}range", low=counts[0], high=counts[-1], count=counts[-1])
    return t(f"menu.card.{solo}list", list=", ".join(map(str, counts)), count=counts[-1])


def card_words(spec, rect) -> list:
    """Where a card's words go: [(words, size, bold, colour, topleft)], its name first, then the player counts and
    as much of its line as fits (whole, or ending in '…'), all inside the card and clear of its icon."""
    # The words start right of the icon; a short card (a small window) keeps only a little air between them.
    tx = rect.left + rect.height + 18 if rect.height >= 90 else rect.left + int(rect.height * 0.905) + 16
    width = rect.right - tx - 10
    title_size = max(20, min(30, rect.height // 4))
    while title_size > 13 and text.font(title_size, True).size(spec.title)[0] > width:
        title_size -= 1       # a narrow card (a small window) takes a smaller name rather than cutting it
    name = text.ellipsize(spec.title, title_size, width, True)
    name_h = text.font(title_size, True).get_height()
    # The player counts whole, in smaller type if need be, else in their compact form ('1, 2, 3, 4 players').
    for detail in (players_words(spec.players), players_words(spec.players, compact=True)):
        size = 16
        while size > 13 and text.font(size).size(detail)[0] > width:
            size -= 1
        if text.font(size).size(detail)[0] <= width:
            break
    line_h = text.font(size).get_linesize()
    while title_size > 13 and name_h + 2 + line_h > rect.height - 8:     # a short card: the name smaller still
        title_size -= 1
        name_h = text.font(title_size, True).get_height()
    name = text.ellipsize(spec.title, title_size, width, True)
    room = max(1, (rect.height - name_h - 10) // line_h)    # lines that fit under the name
    lines = [text.ellipsize(detail, size, width)] + text.wrap_at_most(spec.tagline, size, width - 4, room - 1)
    top = rect.centery - (name_h + 2 + line_h * len(lines)) // 2
    return [(name, title_size, True, palette.TEXT, (tx, top))] + \
        [(line, size, False, palette.MUTED, (tx, top + name_h + 2 + line_h * i)) for i, line in enumerate(lines)]


def paint_card(surface, spec, rect, selected: bool, saved: bool = False) -> None:
    """An entry's card: its icon, name, player counts and line; a green word or dot when a game of it is saved."""
    pygame.draw.rect(surface, palette.darken(spec.accent, 0.55 if selected else 0.78), rect, border_radius=20)
    pygame.draw.rect(surface, spec.accent if selected else palette.darken(spec.accent, 0.3), rect,
                     5 if selected else 2, border_radius=20)
    # The icon: a small cluster of hexes in the game's colour.
    cx, cy, r = rect.left + rect.height // 2 + 6, rect.centery, rect.height * 0.16
    for dq, dr in ((0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)):
        x = cx + r * math.sqrt(3) * (dq + dr / 2)
        y = cy + r * 1.5 * dr
        pts = [(x + r * 0.92 * math.cos(math.radians(60 * i - 30)), y + r * 0.92 * math.sin(math.radians(60 * i - 30)))
               for i in range(6)]
        pygame.draw.polygon(surface, spec.accent if (dq, dr) == (0, 0) else palette.lighten(spec.accent, 0.1)
                            if (dq + dr) % 2 else palette.darken(spec.accent, 0.2), pts)
    words = card_words(spec, rect)
    for line, size, bold, colour, at in words:
        surface.blit(text.render(line, size, colour, bold), at)
    if saved:   # a game of this entry is waiting to be continued: said where it leaves the name readable
        name, size, _, _, at = words[0]
        title_rect = pygame.Rect(at, text.font(size, True).size(name))
        for word in (t("menu.card.in_progress"), t("menu.card.saved")):
            label = text.render(word, 14, palette.GOOD, True)
            where = label.get_rect(topright=(rect.right - 14, rect.top + 8))
            if not where.colliderect(title_rect):
                surface.blit(label, where)
                break
        else:   # a narrow card: a green dot in its corner (Continue names the game in words)
            pygame.draw.circle(surface, palette.GOOD, (rect.right - 14, rect.bottom - 14), 6)
