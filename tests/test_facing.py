"""Every overlay faces the seat that opened it (issue 26): at a 4- and a 6-seat table each seat opens the pause
menu from its own strip, and the menu, the rules, the move list and the restart question stand upright for that
seat and take its taps where it sees them; a result is everyone's and turns to each side; a window turns
nothing."""
from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings, strategies as st

from games import GAMES
from tests.uihelpers import find_button, make_app, on_screen, step, touch
from ui.base.lang import t
from ui.kit import text
from ui.kit.facing import ANGLES, Facing
from ui.kit.overlays import MenuOverlay, RulesOverlay
from ui.play.agreement import AGREE_SECONDS
from ui.play.movelist import MoveListOverlay


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(ANGLES), st.integers(0, 1919), st.integers(0, 1079))
def test_a_point_goes_into_a_frame_and_back_to_where_it_was(angle, x, y):
    facing = Facing(angle, (1920, 1080))
    local = facing.to_local((x, y))
    assert 0 <= local[0] <= facing.size[0] and 0 <= local[1] <= facing.size[1]
    back = facing.rect_on_screen(pygame.Rect(local, (1, 1)))
    assert abs(back.left - x) <= 1 and abs(back.top - y) <= 1


def open_table(players: int, size=(1920, 1080), game="tripitz"):
    from ui.screens.menu import MenuScene
    app = make_app(size)
    app.push(MenuScene(selected=game))
    scene = GAMES[game].make_scene(players, 3, None, table=True)
    app.push(scene)
    step(app, 3)
    return app, scene


def strip_menu(scene, seat):
    area = scene.seat_layout.seats[seat]
    button = next(b for b in scene.chrome.strip(seat)[2] if b.key == "menu")
    return area.to_screen(button.rect.center)


def title_band(app, overlay) -> pygame.Surface:
    """The overlay's title row as its reader sees it: the screen under the panel's top, turned back upright."""
    app.draw(app.window)
    facing = Facing(overlay.facing, app.size)
    band = pygame.Rect(overlay.rect.left + 30, overlay.rect.top + 14, overlay.rect.width - 60, 60)
    seen = app.window.subsurface(facing.rect_on_screen(band)).copy()
    return pygame.transform.rotate(seen, -overlay.facing) if overlay.facing else seen


def upright_title(frame_size, title: str) -> pygame.Surface:
    """The same menu's title row in a window of the reader's frame size, where nothing is turned."""
    app = make_app(frame_size)
    from ui.screens.menu import MenuScene
    app.push(MenuScene(selected="tripitz"))
    menu = MenuOverlay(title, [(t("play.pause.resume"), app.pop)])
    app.push(menu)
    step(app, 2)
    return title_band(app, menu)


@pytest.mark.parametrize("players", [4, 6])
def test_each_seat_opens_the_pause_menu_rules_moves_and_restart_facing_itself(players):
    app, scene = open_table(players)
    scene.play(scene.state.legal_moves()[0])            # (something to restart and a move to list)
    step(app, 30)
    uprights = {}
    for seat in range(players):
        angle = scene.seats[seat].angle
        touch(app, strip_menu(scene, seat))
        menu = app.scene
        assert isinstance(menu, MenuOverlay) and menu.facing == angle
        assert menu.app.size == Facing(angle, app.size).size          # laid out in the seat's own frame
        # its title reads upright for that seat: the same pixels as in an unturned window of that shape
        frame = Facing(angle, app.size).size
        if frame not in uprights:
            uprights[frame] = upright_title(frame, t("play.pause.title"))
        assert title_band(app, menu).get_view("2").raw == uprights[frame].get_view("2").raw
        # a tap where the seat sees Rules opens the rules, facing the same seat; Close (tapped) returns
        touch(app, on_screen(find_button(app, t("play.pause.rules"))).center)
        assert isinstance(app.scene, RulesOverlay) and app.scene.facing == angle
        touch(app, on_screen(app.scene.close).center)
        assert app.scene is menu
        touch(app, on_screen(find_button(app, t("play.pause.moves"))).center)
        moves = app.scene
        assert isinstance(moves, MoveListOverlay) and moves.facing == angle
        # a tap on its move (painted: mapped by the App into its frame) opens the review, one person's, theirs
        entry, row = moves.row_rects()[0]
        touch(app, Facing(angle, app.size).rect_on_screen(row).center)
        viewer = app.scene
        assert viewer is not moves and viewer.facing == angle and not viewer.table
        while app.scene is not menu:
            app.pop()
        step(app, 2)
        # Restart is a shared decision at a table: asked in the other seats' strips (tests/test_shared_decisions.py)
        touch(app, on_screen(find_button(app, t("play.pause.restart"))).center)
        assert app.scene is scene and scene.mode.question.what == "restart"
        step(app, 1, AGREE_SECONDS + 0.1)                 # nobody agrees: it lapses, the game goes on
        assert scene.mode.question is None and len(scene.match.history) == 1


def finish(app, scene):
    """Play the game to its end with legal moves, then let the result come up."""
    import random
    rng = random.Random(3)
    while not scene.state.is_over:
        scene.play(rng.choice(scene.state.legal_moves()))
        scene.animator.finish()
    for _ in range(200):
        step(app, 1, 0.1)
        if app.scene is not scene:
            return app.scene
    raise AssertionError("no result screen")


def test_a_result_at_a_table_faces_each_side_in_turn_and_turns_toward_a_tap_beside_it():
    app, scene = open_table(4, game="icesickle")
    result = finish(app, scene)
    sides = result.turns_to
    assert len(sides) == len({s.angle for s in scene.seats}) and result.facing in sides
    first = result.facing
    step(app, int(result.TURN_SECONDS / 0.25) + 4, 0.25)       # nobody touches: the next side reads it
    assert result.facing == sides[(sides.index(first) + 1) % len(sides)]
    # a tap beside the panel, in front of the seat at the top, turns it to the top at once
    top = next(a for a in scene.seat_layout.seats.values() if a.angle == 180)
    touch(app, (top.rect.left + 40, top.rect.bottom + 30))
    assert result.facing == 180 and app.scene is result
    # and it takes taps there: Replay opens the viewer, one person's, facing the top too
    touch(app, on_screen(result.replay).center)
    assert app.scene is not result and app.scene.facing == 180 and not app.scene.table


def test_in_a_window_nothing_turns():
    from ui.screens.menu import MenuScene
    app = make_app((1280, 720))
    app.push(MenuScene(selected="tripitz"))
    scene = GAMES["tripitz"].make_scene(4, 3, None, table=False)
    app.push(scene)
    step(app, 3)
    scene.pause()
    assert app.scene.facing == 0 and app.scene.app is app
    result = finish(app, scene) if app.pop() else None
    assert result.facing == 0 and result.turns_to == ()


def test_a_restart_asked_from_a_persons_own_menu_is_theirs_and_the_others_are_asked():
    app, scene = open_table(4)
    scene.play(scene.state.legal_moves()[0])
    step(app, 30)
    asker = next(s for s in range(4) if s != scene.state.current_player)
    touch(app, strip_menu(scene, asker))
    touch(app, on_screen(find_button(app, t("play.pause.restart"))).center)
    question = scene.mode.question
    assert question.asker == asker and asker not in question.voters and len(question.voters) == 3


def test_a_result_turned_away_from_the_bottom_leaves_no_upright_buttons_behind():
    """Under a turned scene the upright manager is not updated each frame: its buttons killed when the result
    turned away from the bottom seat were still drawn, upright, over the turned panel and over the Replay viewer
    opened from it."""
    app, scene = open_table(4)
    result = finish(app, scene)
    app.turn(result, 0)
    step(app, 2)
    assert find_button(app, t("play.button.play_again")).ui_manager is app.manager
    app.turn(result, 180)
    step(app, 2)
    app.draw(app.window)
    shown = app.window.copy()
    app.manager.update(0.0)            # (what the upright manager holds now: nothing of the result's)
    app.draw(app.window)
    assert shown.get_view("2").raw == app.window.get_view("2").raw
    touch(app, on_screen(result.replay).center)
    viewer = app.scene
    assert viewer is not result and viewer.facing == 180
    app.draw(app.window)
    shown = app.window.copy()
    app.manager.update(0.0)
    app.draw(app.window)
    assert shown.get_view("2").raw == app.window.get_view("2").raw


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_side_seats_pause_menu_at_a_small_table_keeps_its_words_whole(language):
    """A side seat's frame at a 640x480 table is 480x640: two columns of 170 px cut "Table layout: on" and German's
    "Tischansicht: an"; one column of 40 px targets holds them."""
    from ui.kit.overlays import words_width
    from ui.play.chrome_table import CORNER_ACTIONS
    app, scene = open_table(4, (640, 480))
    app.set_language(language)
    step(app, 2)
    for _ in range(30):          # (laid out again in the language: its board shows after a few frames)
        if not scene.board_late:
            break
        step(app)
    side = next(s for s in range(4) if scene.seats[s].angle in (90, 270))
    strip = scene.seat_layout.seats[side].rect
    corner = min((r for c, r in scene.seat_layout.corners.items() if CORNER_ACTIONS[c] == "menu"),
                 key=lambda r: abs(r.centerx - strip.centerx) + abs(r.centery - strip.centery))
    inner = corner.inflate(-8, -8)      # (the corner's point nearest the seat: there its player presses it)
    touch(app, (min(max(strip.centerx, inner.left), inner.right), min(max(strip.centery, inner.top), inner.bottom)))
    menu = app.scene
    assert isinstance(menu, MenuOverlay) and menu.facing == scene.seats[side].angle
    for button in menu.buttons:
        assert words_width(button.text, 22) + 12 <= button.rect.width, button.text
        assert button.rect.height >= 40 and menu.rect.contains(button.rect)
        assert on_screen(button).collidelist([pygame.Rect((0, 0), app.size)]) == 0


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_result_facing_a_side_seat_at_a_small_table_keeps_its_buttons_words_whole(language):
    """In a side seat's 480x640 frame the three buttons in one row were cut to "Play ag" and "See boar": Play again
    goes across the panel, Menu and See board under it, each whole, inside the panel, and pressed where seen."""
    from ui.kit.overlays import words_width
    app, scene = open_table(4, (640, 480), game="trickle")
    app.set_language(language)
    step(app, 2)
    result = finish(app, scene)
    side = next(a for a in result.turns_to if a in (90, 270))
    app.turn(result, side)
    step(app, 2)
    for button, size in ((result.again, 30), (result.menu, 22), (result.look, 22)):
        assert words_width(button.text, size) + 28 <= button.rect.width, button.text
        assert result.rect.contains(button.rect) and button.rect.height >= 40
    touch(app, on_screen(result.look).center)                 # See board: the result goes, the game shows
    assert app.scene is scene


def test_a_result_at_a_small_table_keeps_every_row_its_name_and_clear_of_the_buttons():
    """IceSickle's four rows, its footer and "5 + 7 + 7 + 12 = 31 pips" scores at a 640x480 table: the buttons
    covered the last row and the footer (the panel is cut to the window's height), and in a side seat's 480 px
    frame the score ran over the mark and left no room for the name."""
    app, scene = open_table(4, (640, 480), game="icesickle")
    result = finish(app, scene)
    for angle in result.turns_to:
        app.turn(result, angle)
        step(app, 2)
        rows_end = result.rect.top + 110 + result.pitch * len(result.rows)
        assert rows_end + 14 + 24 * 2 <= min(b.rect.top for b in (result.again, result.menu, result.look))
        row_width = result.rect.width - 60
        for row in result.rows:
            size = result.score_size(row[3], row_width)
            assert text.font(size, True).size(row[3])[0] <= row_width - 118 - 32 - result.NAME_ROOM
