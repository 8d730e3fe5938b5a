"""Tripitz's frame buttons (Undo, Rules, Menu and the Letters / Table toggles) and its pause menu around a
table: where they go and what they show, as data; the scene makes the pygame-gui buttons and wires them."""
from __future__ import annotations

ON = "#choice_on"                 # the theme's look of a toggle that is on


def frame_buttons(panel_rect, corner_rects: dict, table: bool, letters_on: bool, table_on: bool):
    """([(label, rect, object_id)], [(label, icon, font_size, dark)]): the buttons in creation order, then the
    icons to lay over them (in that order). Around a table Menu, Rules and Undo sit in three corners, without
    icons; otherwise in the panel, Letters and Table beside them (lit when on)."""
    if table:
        buttons = []
        for corner, label in (("tl", "Menu"), ("tr", "Rules"), ("br", "Undo")):
            r = corner_rects[corner].inflate(-10, -10)
            r.height = max(52, min(r.height, 64))
            r.centery = corner_rects[corner].centery
            buttons.append((label, r, "#small_button"))
        return buttons, []
    p = panel_rect
    letters_id, table_id = (ON if letters_on else None), (ON if table_on else None)
    portrait = p.width > p.height
    if portrait:
        entries = [("Undo", None), ("Rules", None), ("Menu", None), ("Letters", letters_id), ("Table", table_id)]
        bw = (p.width - 20 - 8 * (len(entries) - 1)) // len(entries)
        buttons = [(label, (p.left + 10 + i * (bw + 8), p.bottom - 68, bw, 58), oid or "#small_button")
                   for i, (label, oid) in enumerate(entries)]
    else:
        bw = (p.width - 40) // 3
        buttons = [(label, (p.left + 10 + i * (bw + 10), p.bottom - 70, bw, 58), "#small_button")
                   for i, label in enumerate(("Undo", "Rules", "Menu"))]
        hw = (p.width - 30) // 2
        buttons += [(label, (p.left + 10 + i * (hw + 10), p.bottom - 138, hw, 58), oid or "#small_button")
                    for i, (label, oid) in enumerate((("Letters", letters_id), ("Table", table_id)))]
    icons = {"Letters": "letters", "Table": "table"}
    if not portrait or p.width >= 700:
        icons.update({"Undo": "undo", "Rules": "rules", "Menu": "menu"})
    pictures = []
    for label, icon in icons.items():
        on = (label == "Letters" and letters_on) or (label == "Table" and table_on)
        pictures.append((label, icon, 22 if on else 18, on))
    return buttons, pictures


def table_pause_entries(letters_on: bool, small_screen: bool) -> list:
    """The pause menu around a table (no side panel there): [(label, action)] with actions "resume",
    "letters", "table", "restart", "menu"; Restart is left out on a small screen to keep the buttons big."""
    entries = [("Resume", "resume"), ("Letters: " + ("on" if letters_on else "off"), "letters"),
               ("Table mode: on", "table"), ("Restart", "restart"), ("Back to menu", "menu")]
    if small_screen:
        del entries[3]
    return entries
