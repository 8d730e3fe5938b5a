"""Several fingers at a touch table: one pointer owns the board at a time (ui/input/pointer.py), so a second finger
neither plays nor breaks the first one's drag; a finger that loses its lift cannot lock the board."""
import pygame
import pytest

from games import GAMES
from tests.uihelpers import finger, make_app, settle, step
from ui.screens.menu import MenuScene


@pytest.fixture
def app():
    a = make_app()
    yield a
    pygame.quit()


def open_game(app, key="trickle", players=2, table=False):
    spec = GAMES[key]
    app.push(MenuScene(selected=key))
    scene = spec.make_scene(players, 5, spec.default_options(), table=table)
    app.push(scene)
    step(app, 2)
    return scene


def centre(scene, cell):
    x, y = scene.view.centre(cell)
    return (int(x), int(y))


def a_move_with_two_targets(scene):
    moves = scene.state.legal_moves()
    for m in moves:
        others = [o for o in moves if o.src == m.src and o.dst != m.dst]
        if others:
            return m, others[0]
    raise AssertionError("no bead with two destinations")


@pytest.mark.parametrize("table", [False, True], ids=["window", "table"])
def test_a_second_finger_neither_plays_nor_breaks_a_drag(app, table):
    scene = open_game(app, table=table)
    move, other = a_move_with_two_targets(scene)
    src, dst, elsewhere = centre(scene, move.src), centre(scene, move.dst), centre(scene, other.dst)
    finger(app, "down", src, finger=1)
    finger(app, "move", ((src[0] + dst[0]) // 2, (src[1] + dst[1]) // 2), finger=1)
    assert scene.picker.dragging and scene.picker.picked == move.src
    # Someone else taps another lit target, then drags across the board, while the first finger still holds.
    finger(app, "down", elsewhere, finger=2)
    finger(app, "up", elsewhere, finger=2)
    finger(app, "down", dst, finger=3)
    finger(app, "move", elsewhere, finger=3)
    finger(app, "up", elsewhere, finger=3)
    assert scene.match.history == [] and scene.picker.dragging and scene.picker.picked == move.src
    finger(app, "move", dst, finger=1)
    assert scene.picker.drag_pos == dst        # the second finger did not move the dragged bead
    finger(app, "up", dst, finger=1)
    assert len(scene.match.history) == 1 and scene.state.last_move.dst == move.dst


def test_a_finger_pressed_during_another_is_ignored_until_it_lifts(app):
    scene = open_game(app)
    move = scene.state.legal_moves()[0]
    finger(app, "down", (5, 5), finger=1)          # a finger resting on the edge of the table
    finger(app, "down", centre(scene, move.src), finger=2)
    finger(app, "up", (5, 5), finger=1)
    finger(app, "up", centre(scene, move.src), finger=2)   # it began while finger 1 owned the board
    assert scene.picker.picked is None
    finger(app, "down", centre(scene, move.src), finger=2)  # pressed anew, it acts
    finger(app, "up", centre(scene, move.src), finger=2)
    assert scene.picker.picked == move.src


def test_a_table_corner_cannot_be_pressed_by_a_second_finger_mid_drag(app):
    scene = open_game(app, table=True)
    move = scene.state.legal_moves()[0]
    scene.play(move)
    settle(app)
    move = scene.state.legal_moves()[0]
    src, dst = centre(scene, move.src), centre(scene, move.dst)
    finger(app, "down", src, finger=1)
    finger(app, "move", (src[0] + 40, src[1]), finger=1)
    undo_corner = next(r for c, r in scene.seat_layout.corners.items() if c == "tr")
    finger(app, "down", undo_corner.center, finger=2)
    finger(app, "up", undo_corner.center, finger=2)
    assert len(scene.match.history) == 1 and scene.picker.dragging
    finger(app, "move", dst, finger=1)
    finger(app, "up", dst, finger=1)
    assert len(scene.match.history) == 2


def test_losing_focus_mid_drag_puts_the_piece_back_and_frees_the_board(app):
    scene = open_game(app)
    move = scene.state.legal_moves()[0]
    src, dst = centre(scene, move.src), centre(scene, move.dst)
    finger(app, "down", src, finger=1)
    finger(app, "move", dst, finger=1)
    assert scene.picker.dragging
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST, window=None))
    step(app)
    assert not scene.picker.dragging and scene.match.history == []
    finger(app, "up", dst, finger=1)          # its lift, if it comes at all, does nothing
    assert scene.match.history == []
    finger(app, "down", dst, finger=2)        # and another finger may act at once
    finger(app, "up", dst, finger=2)
    assert len(scene.match.history) == 1 and scene.state.last_move.dst == move.dst


def test_escape_mid_drag_does_not_leave_the_piece_hanging(app):
    scene = open_game(app)
    move = scene.state.legal_moves()[0]
    src, dst = centre(scene, move.src), centre(scene, move.dst)
    finger(app, "down", src, finger=1)
    finger(app, "move", dst, finger=1)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    step(app)
    assert app.scene is not scene and not scene.picker.dragging
    finger(app, "up", dst, finger=1)
    assert scene.match.history == []


def test_a_finger_on_a_panel_button_keeps_other_fingers_off_the_board(app):
    """The first finger is on Undo (pygame-gui gets SDL's emulated mouse from it): a second finger tapping a bead
    and its target meanwhile does nothing; the Undo happens when the first lifts."""
    from tests.uihelpers import find_button
    scene = open_game(app)
    scene.play(scene.state.legal_moves()[0])
    settle(app)
    undo = find_button(app, "Undo").rect.center
    move = scene.state.legal_moves()[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=undo, button=1, touch=True))
    finger(app, "down", undo, finger=1)
    for point in (centre(scene, move.src), centre(scene, move.dst)):
        finger(app, "down", point, finger=2)
        finger(app, "up", point, finger=2)
    assert len(scene.match.history) == 1 and scene.picker.picked is None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=undo, button=1, touch=True))
    finger(app, "up", undo, finger=1, frames=3)
    assert scene.match.history == []


def test_two_fingers_on_two_table_buttons_press_only_the_first(app):
    scene = open_game(app, table=True)
    scene.play(scene.state.legal_moves()[0])
    settle(app)
    menu, undo = scene.seat_layout.corners["br"].center, scene.seat_layout.corners["tr"].center
    finger(app, "down", menu, finger=1)
    finger(app, "down", undo, finger=2)
    finger(app, "up", undo, finger=2)
    assert len(scene.match.history) == 1        # the second finger's Undo was not pressed
    finger(app, "up", menu, finger=1)
    assert app.scene is not scene               # the first finger's Menu was


def test_a_hand_resting_on_the_table_gives_way_after_a_while(app):
    scene = open_game(app, table=True)
    move = scene.state.legal_moves()[0]
    src, dst = centre(scene, move.src), centre(scene, move.dst)
    finger(app, "down", (scene.board_rect.left + 5, scene.board_rect.centery), finger=1)   # a palm, never lifted
    finger(app, "down", src, finger=2)
    finger(app, "up", src, finger=2)
    assert scene.picker.picked is None                  # at first it keeps the board
    step(app, 1, 2.5)
    for point in (src, dst):
        finger(app, "down", point, finger=3)
        finger(app, "up", point, finger=3)
    assert len(scene.match.history) == 1 and scene.state.last_move.dst == move.dst


def test_strip_buttons_after_the_end_do_nothing_and_do_not_crash(app):
    """Found by tests/fuzz_input.py: at a table, once the result was put away (See board), a tap on a strip's
    button asked whose turn it was, and nobody's was (TypeError)."""
    import random
    from tests.uihelpers import touch
    from ui.kit.overlays import ResultOverlay
    scene = open_game(app, key="tumbleweed", table=True)
    scene.advance_random(100000, random.Random(2))
    for _ in range(100):
        step(app, 1, 0.2)
        if isinstance(app.scene, ResultOverlay):
            break
    app.pop()                                  # See board
    step(app)
    pressed = 0
    for seat, area in scene.seat_layout.seats.items():
        for b in scene.chrome.strip(seat)[2]:
            if b.key == "menu":
                continue                       # (each person's Menu opens the pause menu at any time)
            touch(app, area.to_screen(b.rect.center))
            pressed += 1
    assert pressed and app.scene is scene


def test_a_strip_button_of_a_computer_to_move_says_to_wait(app):
    """At a table, a tap on the strip button of the computer seat to move says it is thinking (it called a method
    that had been renamed: AttributeError)."""
    from tests.uihelpers import touch
    from ui.base.lang import t
    spec = GAMES["tripitz"]                         # (its strips have a button for a computer seat: Exchange)
    app.push(MenuScene(selected="tripitz"))
    scene = spec.make_scene(2, 5, spec.default_options(), table=True, controllers=["human", "easy"], autosave=False)
    app.push(scene)
    step(app, 2)
    scene.play(scene.state.legal_moves()[0])       # now the computer's turn; no frame, so it has not moved yet
    assert scene.computer_to_move() and scene.message != t("play.computer.wait", name=scene.seat_info(1)[0])
    seat = scene.state.current_player
    area = scene.seat_layout.seats[seat]
    button = scene.chrome.strip(seat)[2][0]
    touch(app, area.to_screen(button.rect.center))
    assert scene.message == t("play.computer.wait", name=scene.seat_info(seat)[0])


# -- two people at once (issue 26): a press in a seat's strip is that strip's own ------------------------------------
def strip_point(scene, seat, key=None):
    """The screen point of a strip's button (`key`), or of the middle of its strip away from the buttons."""
    area = scene.seat_layout.seats[seat]
    buttons = scene.chrome.strip(seat)[2]
    if key is not None:
        local = next(b for b in buttons if b.key == key).rect.center
    else:
        local = (min(b.rect.left for b in buttons) // 2, area.local_size[1] // 2)
    x, y = area.to_screen(local)
    return (int(x), int(y))


def hints_asked(scene, monkeypatch) -> list:
    asked = []
    monkeypatch.setattr(scene, "ask_hint", lambda: asked.append(scene.state.current_player))
    return asked


def test_the_seat_to_move_presses_its_strip_button_while_another_hand_drags_on_the_board(app, monkeypatch):
    scene = open_game(app, players=4, table=True)
    asked = hints_asked(scene, monkeypatch)
    move = scene.state.legal_moves()[0]
    src, dst = centre(scene, move.src), centre(scene, move.dst)
    finger(app, "down", src, finger=1)
    finger(app, "move", ((src[0] + dst[0]) // 2, (src[1] + dst[1]) // 2), finger=1)
    hint = strip_point(scene, scene.state.current_player, "Hint")
    finger(app, "down", hint, finger=2)             # a second person, meanwhile, on the mover's own strip
    finger(app, "up", hint, finger=2)
    assert asked == [0]
    finger(app, "move", dst, finger=1)
    finger(app, "up", dst, finger=1)                 # and the drag was not broken
    settle(app)
    assert scene.match.moves == [(0, move)]


def test_an_arm_resting_on_another_seats_strip_presses_nothing_and_blocks_nobody(app, monkeypatch):
    from ui.base.lang import t
    scene = open_game(app, players=4, table=True)
    asked = hints_asked(scene, monkeypatch)
    resting = strip_point(scene, 2, "Hint")          # seat 2's Hint, not its turn: an arm lies on it
    finger(app, "down", resting, finger=1)
    finger(app, "down", strip_point(scene, 3), finger=2)    # and another part of the arm on seat 3's strip
    move = scene.state.legal_moves()[0]
    for point in (centre(scene, move.src), centre(scene, move.dst)):
        finger(app, "down", point, finger=3)          # the board answers at once (no wait for the arm)
        finger(app, "up", point, finger=3)
    settle(app)
    assert len(scene.match.history) == 1
    hint = strip_point(scene, scene.state.current_player, "Hint")
    finger(app, "down", hint, finger=4)
    finger(app, "up", hint, finger=4)
    assert asked == [1]                               # the seat to move now pressed its own button
    step(app, 1, 3.0)
    scene.message = ""
    finger(app, "up", strip_point(scene, 3), finger=2)
    finger(app, "up", resting, finger=1)              # the arm lifts, seconds later: nothing, not even a word
    assert asked == [1] and scene.message == ""
    finger(app, "down", resting, finger=5)            # a short tap on it says whose turn it is
    finger(app, "up", resting, finger=5)
    assert asked == [1] and scene.message == t("play.said.their_turn", name=scene.seat_info(1)[0])


def test_a_second_finger_on_the_same_strip_is_ignored_while_the_first_holds_it(app, monkeypatch):
    scene = open_game(app, players=4, table=True)
    asked = hints_asked(scene, monkeypatch)
    hint, middle = strip_point(scene, 0, "Hint"), strip_point(scene, 0)
    finger(app, "down", middle, finger=1)             # (the mover's strip, off its buttons: the board's pointer)
    finger(app, "down", hint, finger=2)               # its own button: the strip's own press
    finger(app, "down", hint, finger=3)               # a third finger on the same strip's button: ignored
    finger(app, "up", hint, finger=3)
    assert asked == []
    finger(app, "up", hint, finger=2)
    assert asked == [0]
    finger(app, "up", middle, finger=1)
