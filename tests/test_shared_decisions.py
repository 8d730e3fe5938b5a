"""Shared decisions at a table (issue 26): Restart, leaving a game and taking back another seat's move are asked
of the other human seats, whose strips show an Agree button for AGREE_SECONDS; in a window nothing changes."""
import pygame
import pytest

from games import GAMES
from tests.uihelpers import find_button, make_app, on_screen, settle, step, touch
from ui.base.lang import t
from ui.base.seats import Seat
from ui.play.agreement import AGREE_SECONDS, voters_for
from ui.play.seatpanel import AGREE
from ui.screens.menu import MenuScene


@pytest.fixture
def app():
    a = make_app()
    yield a
    pygame.quit()


def open_game(app, players=4, table=True, controllers=None, key="trickle"):
    spec = GAMES[key]
    app.push(MenuScene(selected=key))
    scene = spec.make_scene(players, 5, spec.default_options(), table=table, controllers=controllers,
                            autosave=False)
    app.push(scene)
    step(app, 2)
    return scene


def play_one(scene, app):
    scene.play(scene.state.legal_moves()[0])
    settle(app)


def strip_point(scene, seat, key=None):
    """A strip's button `key` on the screen, or (None) the middle of its strip left of its buttons."""
    area = scene.seat_layout.seats[seat]
    buttons = scene.chrome.strip(seat)[2]
    if key is None:
        local = (min(b.rect.left for b in buttons) // 2, area.local_size[1] // 2)
    else:
        local = next(b for b in buttons if b.key == key).rect.center
    x, y = area.to_screen(local)
    return int(x), int(y)


def has_agree(scene, seat) -> bool:
    return any(b.key == AGREE for b in scene.chrome.strip(seat)[2])


def restart_from_the_pause_menu(app, scene, seat=None):
    """Restart from the pause menu opened from `seat`'s own strip Menu, or (None) from a shared corner."""
    touch(app, scene.seat_layout.corners["br"].center if seat is None else strip_point(scene, seat, "menu"))
    touch(app, on_screen(find_button(app, t("play.pause.restart"))).center)
    step(app)


def test_a_restart_at_a_four_seat_table_waits_for_another_seats_agree(app):
    scene = open_game(app)
    play_one(scene, app)                                   # seat 1 to move: it asks, from its own strip
    restart_from_the_pause_menu(app, scene, 1)
    assert app.scene is scene and len(scene.match.history) == 1      # the pause menu closed, nothing restarted
    assert scene.mode.question.what == "restart" and scene.mode.question.asker == 1
    assert [s for s in range(4) if has_agree(scene, s)] == [0, 2, 3]  # every other seat is asked
    assert t("play.agree.restart") in scene.shown_status()            # and the asker sees it waits
    touch(app, strip_point(scene, 1))                      # the asker's own strip confirms nothing
    assert app.scene is scene and scene.mode.question is not None
    touch(app, strip_point(scene, 2, AGREE))               # a second seat agrees
    step(app)
    assert app.scene is not scene and app.scene.match.history == [] and app.scene.players == 4


def test_a_restart_asked_from_a_shared_corner_needs_two_other_seats(app):
    """Nothing tells whose hand pressed a corner: seat 3 could press it and agree to its own question. So two
    seats must agree (the reviewer's repro: seat 3 restarted a four-person game alone)."""
    scene = open_game(app)
    play_one(scene, app)
    restart_from_the_pause_menu(app, scene)                # the corner's Menu
    question = scene.mode.question
    assert question.asker is None and question.voters == (0, 1, 2, 3) and question.needed == 2
    touch(app, strip_point(scene, 3, AGREE))               # one seat (maybe the one who pressed) is not enough
    step(app)
    assert app.scene is scene and len(scene.match.history) == 1 and not has_agree(scene, 3)
    assert has_agree(scene, 0) and has_agree(scene, 1) and has_agree(scene, 2)
    touch(app, strip_point(scene, 0, AGREE))               # a second seat: done
    step(app)
    assert app.scene is not scene and app.scene.match.history == []


def test_a_question_nobody_answers_lapses_and_nothing_happens(app):
    scene = open_game(app)
    play_one(scene, app)
    scene.back_to_menu()
    assert app.scene is scene and scene.mode.question.what == "leave"
    agree = strip_point(scene, 3, AGREE)
    step(app, 1, AGREE_SECONDS / 2)
    assert scene.chrome.asked(3) == (t("play.agree.leave"), t("play.agree.button", seconds=4))   # the countdown
    step(app, 1, AGREE_SECONDS / 2 + 0.1)
    assert scene.mode.question is None and not has_agree(scene, 3)
    assert scene.message == t("play.agree.lapsed", what=t("play.agree.leave"))
    touch(app, agree)                  # too late: it does nothing (there now: the seat's own Menu, at most)
    step(app)
    assert scene in app.scenes and scene.mode.question is None and len(scene.match.history) == 1


def test_an_arm_resting_on_agree_agrees_to_nothing(app):
    from tests.uihelpers import finger
    scene = open_game(app)
    play_one(scene, app)
    scene.quit_app()
    agree = strip_point(scene, 0, AGREE)
    finger(app, "down", agree, finger=7)
    step(app, 1, 2.0)
    finger(app, "up", agree, finger=7)
    assert app.running and scene.mode.question is not None
    touch(app, agree)
    touch(app, strip_point(scene, 2, AGREE))               # (asked by nobody known: two seats' taps)
    assert not app.running                                 # taps do


def test_in_a_window_nothing_is_asked(app):
    scene = open_game(app, table=False)
    play_one(scene, app)
    scene.undo()
    assert scene.match.history == [] and scene.mode.question is None
    play_one(scene, app)
    scene.back_to_menu()
    step(app)
    assert isinstance(app.scene, MenuScene)


def test_taking_back_another_seats_move_is_asked_and_that_seat_may_agree(app):
    scene = open_game(app)
    play_one(scene, app)
    touch(app, scene.seat_layout.corners["tr"].center)     # Undo, pressed while seat 1 is to move
    assert len(scene.match.history) == 1
    assert scene.mode.question.words() == t("play.agree.undo", name=scene.seat_info(0)[0])
    touch(app, strip_point(scene, 0, AGREE))               # seat 0, whose move it was, agrees
    assert len(scene.match.history) == 1                   # (a corner is anyone's: a second seat must too)
    touch(app, strip_point(scene, 2, AGREE))
    assert scene.match.history == [] and scene.state.current_player == 0


def test_a_move_played_meanwhile_ends_a_question_about_undoing(app):
    scene = open_game(app)
    play_one(scene, app)
    scene.undo()
    assert scene.mode.question is not None
    play_one(scene, app)
    assert scene.mode.question is None and not has_agree(scene, 0)


def test_a_corner_undo_while_a_computer_thinks_is_asked_too(app):
    """While a computer seat thinks, the corner's Undo was taken as the last person's own take-back, asking
    nobody: any other seat could take it back alone (the reviewer's repro). Now two seats must agree."""
    scene = open_game(app, controllers=["human", "human", "easy", "easy"])
    scene.play(scene.state.legal_moves()[0])
    scene.play(scene.state.legal_moves()[0])               # seat 1's; now a computer's turn, not yet moved
    assert scene.computer_to_move()
    touch(app, scene.seat_layout.corners["tr"].center)     # Undo
    assert len(scene.match.history) == 2 and scene.mode.question.needed == 2


def test_computers_do_not_vote_and_one_person_is_never_asked():
    human, computer = Seat("A", (0, 0, 0), "dot"), Seat("B", (0, 0, 0), "dot", controller="easy")
    assert voters_for([human, computer, computer, computer], 0) == ()
    assert voters_for([human, computer, human, computer], 0) == (2,)
    assert voters_for([human, human, human], None) == (0, 1, 2)


def test_with_one_person_and_computers_a_restart_asks_as_in_a_window(app):
    scene = open_game(app, controllers=["human", "easy", "easy", "easy"])
    scene.play(scene.state.legal_moves()[0])
    scene.ask_restart()
    assert scene.mode.question is None and app.scene is not scene     # the usual confirmation
    assert app.scene.title == t("play.restart.title")


def test_the_seat_to_move_asked_by_another_seat_is_not_told_it_is_asking(app):
    """The status line is the seat to move's strip: when another seat asks, that strip shows Agree with the
    question, and its status line said "Asking the others" beside it as if it had asked."""
    scene = open_game(app)
    play_one(scene, app)                                   # seat 1 to move
    touch(app, strip_point(scene, 3, "menu"))              # seat 3 asks from its own strip's Menu (facing it)
    touch(app, on_screen(find_button(app, t("play.pause.restart"))).center)
    step(app)
    question = scene.mode.question
    assert question.asker == 3 and 1 in question.voters and has_agree(scene, 1)
    assert t("play.agree.restart") not in scene.shown_status()
    assert scene.shown_status() == scene.status_text()
