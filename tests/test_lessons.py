"""Lessons: every lesson of every entry checked against the engine and its words, completed by taps alone in both
layouts (earning its stars), and the lesson mode's own rules (a wrong move refused and not played, the answer after
two misses, stars, the progress file, the Learn button, --learn)."""
from __future__ import annotations

import json
import os

import pytest

from games import GAMES
from tests.uihelpers import click, find_button, make_app, press, step, touch
from ui.base import codewords
from ui.play import lessondata
from ui.play.lessondata import answer, course, judged
from ui.play.lessonmode import LessonMode, lesson_scene, stars_for
from ui.storage import progress, saves

WITH_LESSONS = [key for key, spec in GAMES.items() if lessondata.has_lessons(spec)]


@pytest.fixture(autouse=True)
def fresh_progress(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path / "data"))
    progress.forget()
    yield
    progress.forget()


def test_every_entry_teaches_itself():
    assert WITH_LESSONS == list(GAMES)


# -- the content ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("entry", WITH_LESSONS)
def test_every_lesson_checks_against_the_engine_and_its_words(entry):
    spec = GAMES[entry]
    lessons = course(spec)
    assert lessondata.check(spec, lessons) == []
    assert 4 <= len(lessons.lessons) <= 8, "4-8 micro-lessons per entry (issue 23)"
    assert all(len(lesson.steps) <= 4 for lesson in lessons.lessons), "each under a minute: at most four steps"
    keys = [lesson.key for lesson in lessons.lessons]
    assert len(keys) == len(set(keys)), "lesson keys are unique (stars are kept by key)"


def wait_for_step(app, mode, index: int, frames: int = 300) -> None:
    """Step the app (0.1 s frames) until the lesson asks its step `index` or has finished."""
    for _ in range(frames):
        if mode.phase == "finished" or (mode.phase == "ask" and mode.step_index == index):
            return
        app.step(0.1)
    raise AssertionError(f"lesson stuck in {mode.phase} at step {mode.step_index}")


def complete_by_taps(app, spec, index: int, table: bool) -> LessonMode:
    """Play lesson `index` by tapping each step's answer where a player would (the game's taps_for)."""
    scene = lesson_scene(spec, index, table=table)
    app.push(scene)
    step(app, 2)
    mode = scene.mode
    tap = touch if table else click
    while mode.phase != "finished":
        at = mode.step_index
        move = answer(spec, mode.step, scene.state)
        for point in scene.taps_for(move):      # (one at a time: a later point may appear only after a tap)
            tap(app, point)
            step(app, 1)
        assert mode.phase != "ask" or mode.step_index != at, \
            f"{spec.key} {mode.lesson.key} step {at + 1}: the answer's taps did not play it ({scene.message!r})"
        wait_for_step(app, mode, at + 1)
    return mode


@pytest.mark.parametrize("table", [False, True], ids=["window", "table"])
@pytest.mark.parametrize("entry", WITH_LESSONS)
def test_every_lesson_is_completed_by_taps_with_three_stars(entry, table):
    spec = GAMES[entry]
    app = make_app(size=(1024, 768))
    app.home(selected=entry)
    for index, lesson in enumerate(course(spec).lessons):
        mode = complete_by_taps(app, spec, index, table)
        assert mode.stars == 3, f"{lesson.key}: {mode.tries} tries for par {lesson.par}"
        assert progress.stars(entry, lesson.key) == 3
        assert app.scene.__class__.__name__ == "MenuOverlay"      # Lesson done: next, again, all lessons
        app.home(selected=entry)


# -- the mode's rules -------------------------------------------------------------------------------------------------
def trickle_lesson(app):
    spec = GAMES["trickle"]
    scene = lesson_scene(spec, 0)
    app.push(scene)
    step(app, 2)
    return spec, scene, scene.mode


def a_wrong_legal_move(spec, mode, state):
    return next(m for m in state.legal_moves() if not lessondata.passes(mode.step, state, m))


def test_a_move_the_step_does_not_ask_for_is_refused_said_and_not_played():
    app = make_app()
    spec, scene, mode = trickle_lesson(app)
    before = scene.state.to_dict()
    wrong = a_wrong_legal_move(spec, mode, scene.state)
    assert scene.play(wrong) is False
    assert scene.state.to_dict() == before
    assert scene.message and mode.misses == 1 and mode.phase == "ask"
    assert not scene.hint.points
    scene.play(wrong)
    assert mode.misses == 2 and scene.hint.points, "after two misses the answer is ringed"
    assert scene.hint.move == answer(spec, mode.step, scene.state)


def test_a_tap_off_the_lit_places_does_nothing_but_say_so():
    app = make_app()
    spec, scene, mode = trickle_lesson(app)
    assert mode.band.points, "the first Trickle lesson lights the bead to move"
    far = (scene.board_rect.left + 5, scene.board_rect.top + 5)
    before = scene.state.to_dict()
    click(app, far)
    step(app, 1)
    assert scene.state.to_dict() == before and scene.picker.picked is None
    assert scene.message


def test_show_me_rings_the_answer_and_costs_stars():
    app = make_app()
    spec, scene, mode = trickle_lesson(app)
    press(app, find_button(app, "Show me"))
    step(app, 1)
    assert scene.hint.points and mode.shown == 1
    assert stars_for(tries=1, par=1, shown=1) == 2
    assert stars_for(tries=1, par=1, shown=0) == 3
    assert stars_for(tries=6, par=2, shown=0) == 1


def test_undo_in_a_lesson_starts_the_step_again():
    app = make_app()
    spec, scene, mode = trickle_lesson(app)
    start = scene.state.to_dict()
    first_tap = scene.taps_for(answer(spec, mode.step, scene.state))[0]
    click(app, first_tap)           # a bead taken up, and the answer ringed
    step(app, 1)
    assert scene.picker.picked is not None
    mode.show_answer()
    scene.undo()
    assert scene.state.to_dict() == start and mode.phase == "ask"
    assert scene.picker.picked is None and not scene.hint.points
    assert scene.message != "Nothing to undo."       # (not the game's own Undo)


def test_the_answer_is_charged_once_a_step_however_often_it_is_shown():
    app = make_app()
    spec, scene, mode = trickle_lesson(app)
    wrong = a_wrong_legal_move(spec, mode, scene.state)
    for _ in range(4):      # misses (the answer comes at the second), Show me, a stray tap clearing the rings
        scene.play(wrong)
        mode.show_answer()
        scene.hint.clear()
    assert mode.shown == 1


def test_a_drag_let_go_off_the_lit_places_puts_its_piece_back():
    from ui.input.pointer import PointerEvent
    app = make_app()
    spec, scene, mode = trickle_lesson(app)
    bead = scene.taps_for(answer(spec, mode.step, scene.state))[0]
    far = (scene.board_rect.left + 4, scene.board_rect.bottom - 4)
    mode.pointer(PointerEvent("drag_start", bead, start=bead))
    assert scene.picker.dragging
    mode.pointer(PointerEvent("drop", far, start=bead))
    assert not scene.picker.dragging        # (back in its place, still picked, as a cancelled drag in a game)
    mode.pointer(PointerEvent("move", far, pressed=False))
    assert scene.picker.drag_pos is None


def test_the_answers_rings_follow_the_board_when_the_window_changes_size():
    app = make_app()
    spec, scene, mode = trickle_lesson(app)
    mode.show_answer()
    app.resize((1600, 900))
    step(app, 3)
    move = answer(spec, mode.step, scene.state)
    assert [p for _, p in scene.hint.points] == [(round(x), round(y)) for x, y in scene.taps_for(move)]


def test_a_lesson_file_with_a_value_of_the_wrong_kind_is_refused_not_a_crash(tmp_path):
    from types import SimpleNamespace
    path = tmp_path / "lessons.json"
    fake = SimpleNamespace(key="broken-shapes", lessons_path=str(path), default_players=2,
                           default_options=lambda: {}, engine_module=None)
    for data in ({"lessons": [{"key": "a", "players": None, "steps": [{"goal": "g", "expect": ["x"]}]}]},
                 {"lessons": [{"key": "a", "options": [], "steps": [{"goal": "g", "expect": ["x"]}]}]},
                 {"lessons": [{"key": "a", "steps": [{"goal": "g", "expect": ["x"], "state": []}]}]},
                 {"lessons": [{"key": "a", "steps": [{"goal": "g", "expect": ["x"], "marks": [{"ring": 5}]}]}]}):
        path.write_text(json.dumps(data))
        lessondata._courses.pop(fake.key, None)
        with pytest.raises(lessondata.LessonError):
            course(fake)


def test_the_title_screen_says_when_the_lesson_stars_were_set_aside():
    path = progress.progress_path()
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write("not json")
    app = make_app()
    app.home(selected="trickle")
    step(app, 2)
    assert "lesson stars" in app.scene.notice


def test_judged_goals_read_the_engines_events_and_scores():
    from engine.core import Event

    class Board:
        def __init__(self, scores, over=False):
            self._scores, self.is_over = scores, over

        def scores(self):
            return self._scores

    jump = Event("move", player=0, value="jump")
    assert judged({"event": "move:jump"}, Board([0, 0]), [jump], Board([0, 0]), 0)
    assert not judged({"event": "move:step"}, Board([0, 0]), [jump], Board([0, 0]), 0)
    assert not judged({"event": "capture"}, Board([0, 0]), [jump], Board([0, 0]), 0)
    assert judged({"score": 2}, Board([1, 0]), [], Board([3, 0]), 0)
    assert not judged({"score": 2}, Board([1, 0]), [], Board([2, 5]), 0)
    assert not judged({"over": True}, Board([0, 0]), [], Board([0, 0]), 0)


def test_a_reply_must_follow_every_move_that_passes_not_only_the_answer():
    spec = GAMES["icesickle"]
    lessons = lessondata.parse(spec, {"lessons": [{"key": "a", "steps": [
        {"goal": "g", "expect": ["L@c3", "L@b4"], "reply": ["S@b4"]}]}]})
    problems = [p for p in lessondata.check(spec, lessons) if "reply" in p]
    assert problems == ["icesickle a step 1: after L@b4: reply S@b4 is not legal"]


def test_a_draw_is_not_the_win_a_lesson_asks_for():
    from engine import trickle
    # The last bead beside a corner, Orange's edge and Blue's; one bead on each player's edge already.
    before = trickle.from_position([(2, -5), (-2, -3), (0, -4)], players=2)
    for move, wins in (("0,-4-0,-5", False), ("0,-4-1,-5", True)):      # the corner: 1 to 1; Orange's edge
        after = before.clone()
        events = after.play(trickle.parse_move(move))
        assert after.is_over
        assert judged({"wins": True}, before, events, after, 0) is wins


def test_a_set_up_names_only_what_differs_from_the_lessons_start():
    spec = GAMES["trickle"]
    lessons = lessondata.parse(spec, {"lessons": [{"key": "a", "steps": [
        {"goal": "g", "state": {"board": [[0, -3, 1], [0, -4, 1]], "current_player": 1}, "expect": ["0,-4-0,-5"]}]}]})
    lesson = lessons.lessons[0]
    state = lessondata.step_position(spec, lesson, 0)
    assert state.beads == {(0, -3): 1, (0, -4): 1} and state.current_player == 1
    assert state.to_dict()["rng"] == lessondata.start_state(spec, lesson).to_dict()["rng"]


def test_a_labels_place_is_checked_and_drawn_on_its_hex(monkeypatch):
    spec = GAMES["trickle"]

    def with_label(place):
        return lessondata.parse(spec, {"lessons": [{"key": "move", "steps": [
            {"goal": "move.goal", "expect": ["1,-2-2,-3"],
             "marks": [{"label": "move.goal", "at": "0,-3-0,-3", "place": place}]}]}]})
    assert any("place" in p for p in lessondata.check(spec, with_label("inside")))
    assert not any("place" in p for p in lessondata.check(spec, with_label("on")))
    import ui.play.lessonmode as lessonmode
    monkeypatch.setattr(lessonmode, "course", lambda _spec: with_label("on"))
    app = make_app()
    scene = lesson_scene(spec, 0)
    app.push(scene)
    step(app, 2)
    label = next(m for m in scene.mode.band.marks if m[0] == "label")
    x, y = scene.view.centre((0, -3))
    assert label[1] == (round(x), round(y)) and label[3] == "on"


def test_every_move_that_passes_a_step_must_keep_its_reply_and_the_next_step_legal():
    spec = GAMES["trickle"]
    lessons = lessondata.parse(spec, {"lessons": [
        {"key": "a", "steps": [{"goal": "g", "judge": {"event": "move:step"}, "reply": ["2,-1-3,-2"]}]},
        {"key": "b", "steps": [{"goal": "g", "judge": {"event": "move:step"}},
                               {"goal": "g", "expect": ["2,-1-3,-1"], "reply": ["0,2-0,3"]}]}]})
    problems = lessondata.check(spec, lessons)
    assert any(p.startswith("trickle a step 1: after 2,-1-") and "reply 2,-1-3,-2" in p for p in problems)
    assert any(p.startswith("trickle b step 1: after 2,-1-") and "next step" in p for p in problems)
    assert not any("after 0,-2-" in p for p in problems)      # a move far from the bead breaks nothing


def lesson_at(app, entry: str, key: str):
    """Open the entry's lesson `key` on the app; (spec, scene, mode)."""
    spec = GAMES[entry]
    index = next(i for i, lesson in enumerate(course(spec).lessons) if lesson.key == key)
    scene = lesson_scene(spec, index)
    app.push(scene)
    step(app, 2)
    return spec, scene, scene.mode


def test_a_move_the_rules_refuse_is_answered_by_the_engines_reason_not_judged():
    """A button can ask for a move the rules refuse (Tripitz's Done with more pids than the bag holds): judging it
    played it on a copy and raised; now the engine's own reason is said, nothing is played and it counts as a miss."""
    from engine import tripitz
    app = make_app()
    spec, scene, mode = lesson_at(app, "tripitz", "exchange")
    state = scene.state
    seat = state.current_player
    assert mode.step.judge and len(state.bag) < len(state.racks[seat])
    before = state.to_dict()
    everything = tripitz.Exchange(tuple(state.racks[seat]))
    assert scene.play(everything) is False
    assert scene.state.to_dict() == before and mode.phase == "ask" and mode.misses == 1
    assert scene.message == codewords.say(state.why_not(everything), spec.words)


def test_a_move_of_several_taps_lights_the_ones_that_can_be_placed_before_its_button_appears():
    """Tripitz Together's swap: Swap, then the piece are lit (Done appears only after Swap), and the band's ring
    marks them; before, the whole move's places were lost to the missing Done button and nothing was lit."""
    app = make_app()
    spec, scene, mode = lesson_at(app, "tripitz-together", "swap")
    move = answer(spec, mode.step, scene.state)
    swap_button, piece = scene.button_point(scene.choices.exchange_word), scene.slot_pos(move.pids[0])
    assert mode.band.points == [swap_button, piece]
    assert ("ring", [swap_button, piece]) in mode.band.marks


def test_a_childrens_goal_is_wrapped_as_it_is_drawn_bold_so_it_stays_clear_of_the_buttons():
    """The children's track draws its goal bold; wrapped as plain text, its lines ran under Show me at 640x480."""
    from ui.base.lang import use
    from ui.kit import text
    app = make_app(size=(640, 480))
    spec = GAMES["tripitz-together"]
    try:
        for code in ("en", "fi", "de"):
            use(code)
            for index, lesson in enumerate(course(spec).lessons):
                for at in range(len(lesson.steps)):
                    scene = lesson_scene(spec, index, step=at)
                    app.push(scene)
                    step(app, 1)
                    band = scene.mode.band
                    size = band.goal_size()
                    for line in band.goal_lines()[1]:      # (the title's lines, the goal's)
                        assert text.render(line, size, bold=True).get_width() <= band.goal_rect.width, (code, line)
                    app.pop()
    finally:
        use("en")


def test_a_damaged_lesson_file_is_refused_with_where():
    spec = GAMES["trickle"]
    with pytest.raises(lessondata.LessonError, match="lesson 1 step 1"):
        lessondata.parse(spec, {"lessons": [{"key": "a", "steps": [{"goal": "x"}]}]})
    with pytest.raises(lessondata.LessonError):
        lessondata.parse(spec, {"lessons": []})


# -- set-ups, arrows from another move, lit buttons (general; Tumbleweed's lessons use all three) ------------------------
def test_a_tumbleweed_set_up_names_only_its_stacks_and_phase():
    spec = GAMES["tumbleweed"]
    lesson = lessondata.parse(spec, {"lessons": [{"key": "a", "options": {"size": 6}, "steps": [
        {"goal": "g", "expect": ["0,1"], "state": {"phase": "play", "seat_colours": ["red", "white"],
                                                  "stacks": [[-3, 1, "red", 1]]}}]}]}).lessons[0]
    state = lessondata.step_position(spec, lesson, 0)
    assert state.size == 6 and state.stacks() == {(-3, 1): ("red", 1)} and state.colour_to_move == "red"
    assert state.los("red", (0, 1)) == 1


def steps_of(spec):
    for index, lesson in enumerate(course(spec).lessons):
        for at, lesson_step in enumerate(lesson.steps):
            yield index, at, lesson_step


def test_an_arrow_from_another_move_runs_from_that_moves_tap_to_its_own():
    spec = GAMES["tumbleweed"]
    index, at, lesson_step = next((i, s, st) for i, s, st in steps_of(spec)
                                  if any("from" in m for m in st.marks))
    app = make_app(size=(1024, 768))
    scene = lesson_scene(spec, index, step=at)
    app.push(scene)
    step(app, 2)
    module = spec.engine_module
    arrows = [m[1] for m in scene.mode.band.marks if m[0] == "arrow"]
    wanted = [[scene.taps_for(module.parse_move(m["from"]))[0], scene.taps_for(module.parse_move(m["arrow"]))[-1]]
              for m in lesson_step.marks if "from" in m]
    assert arrows == [[(round(x), round(y)) for x, y in ends] for ends in wanted]
    assert all(a[0] != a[1] for a in arrows)


@pytest.mark.parametrize("table", [False, True], ids=["window", "table"])
def test_every_step_opened_by_itself_lights_its_expected_taps_even_a_button(table):
    spec = GAMES["tumbleweed"]       # (its last lesson ends on Pass: a button, built after the board is laid out)
    app = make_app(size=(1024, 768))
    app.home(selected=spec.key)
    for index, at, lesson_step in steps_of(spec):
        if not lesson_step.expect or lesson_step.tappable != "expect":
            continue
        scene = lesson_scene(spec, index, step=at, table=table)
        app.push(scene)
        step(app, 2)
        module = spec.engine_module
        wanted = [(round(x), round(y)) for text_ in lesson_step.expect
                  for x, y in scene.taps_for(module.parse_move(text_))]
        assert wanted and scene.mode.band.points == wanted, f"lesson {index + 1} step {at + 1}"
        app.home(selected=spec.key)


def test_a_message_too_tall_for_the_panels_room_goes_to_the_boards_edge():
    """At 640x480 a lesson's band leaves little room above Tumbleweed's Pass, View and Hint: a long message said
    there was covered by them and cut off at the window's top; it goes to the board's edge. (Where a message
    stays in the panel: tests/test_message_places.py.)"""
    app = make_app(size=(640, 400))      # (a 640x480 window less a lesson's band)
    scene = GAMES["tumbleweed"].make_scene(2, 1, None, autosave=False)
    app.push(scene)
    step(app, 4)
    scene.say("Only a taller stack can replace that stack (2 high); 2 of your stacks see it, so yours would be 2.")
    step(app, 1)
    assert scene.board_rect.collidepoint(scene.message_view.spot.point)


def test_tumbleweeds_lesson_words_say_what_their_positions_hold():
    """The words name numbers (3 white stacks see it, 9 points, 53 to 38): the positions must hold them."""
    from engine import tumbleweed as tw
    spec = GAMES["tumbleweed"]
    lessons = {lesson.key: lesson for lesson in course(spec).lessons}

    def at(key, index):
        return lessondata.played_through(spec, lessons[key], index)

    for index in (1, 2):      # a safe place or capture (2 white see it), and the one white takes back (3 see it)
        state, step_ = at("safe", index), lessons["safe"].steps[index]
        (wrong,), (right,) = step_.wrong, step_.expect
        cell = tw.parse_move(wrong).cell
        assert state.los("red", cell) == 2 and state.los("white", cell) == 3 and state.is_suicidal(cell)
        assert state.los("white", tw.parse_move(right).cell) == 2 and not state.is_suicidal(tw.parse_move(right).cell)
    state = at("territory", 0)
    before = state.scores()[0]
    state.play(tw.parse_move(lessons["territory"].steps[0].expect[0]))
    assert state.scores()[0] - before == 9
    end = at("pass", 1)
    end.play(tw.PASS)
    assert end.is_over and end.scores() == [53, 38]
    choose = at("opening", 2)
    assert choose.stack_at((5, -5)) == ("red", 1), "the red stone in a corner (its wrong words say so)"


# -- progress ----------------------------------------------------------------------------------------------------------
def test_stars_are_kept_as_the_best_of_every_try_across_runs():
    assert progress.record("trickle", "move", 2) == 2
    assert progress.record("trickle", "move", 1) == 2
    saves.WRITER.flush()          # (the stores share one writer thread)
    progress.forget()
    assert progress.stars("trickle", "move") == 2 and progress.stars("trickle", "jump") == 0


def test_a_damaged_progress_file_is_set_aside_and_said():
    path = progress.progress_path()
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write("{\"stars\": [1, 2")
    assert progress.stars("trickle", "move") == 0
    notice = progress.take_problem()
    assert notice is not None and notice.key.startswith("learn.progress.unreadable")
    assert not os.path.exists(path) and any(n.startswith("lessons.broken") for n in os.listdir(os.path.dirname(path)))


# -- in the app ---------------------------------------------------------------------------------------------------------
def test_the_learn_button_is_lit_until_offered_and_opens_the_lessons():
    app = make_app()
    app.home(selected="trickle")
    step(app, 2)
    menu = app.scene
    assert menu.learn_button is not None and "#choice_on" in menu.learn_button.get_object_ids()
    press(app, menu.learn_button)
    step(app, 2)
    assert type(app.scene).__name__ == "LessonsScene" and progress.offered("trickle")
    app.pop()
    step(app, 2)
    assert "#choice_on" not in app.scene.learn_button.get_object_ids()


def test_a_lesson_opens_from_the_lessons_screen_and_the_first_game_has_an_easy_computer():
    app = make_app()
    app.home(selected="trickle")
    app.open("lessons", spec=GAMES["trickle"])
    step(app, 2)
    first_row = next(b for b in app.scene.actions if b.text.startswith("1."))
    press(app, first_row)
    step(app, 2)
    assert isinstance(app.scene.mode, LessonMode)
    app.pop()
    step(app, 2)
    press(app, find_button(app, "Play your first game"))
    step(app, 2)
    seats = app.scene.seats
    assert seats[0].is_human and seats[1].controller == GAMES["trickle"].levels[0]
    assert app.scene.offers_hint()


def test_learn_on_the_command_line(tmp_path, capsys):
    import main
    out = tmp_path / "l.png"
    assert main.main(["--learn", "trickle:1.2", "--screenshot", str(out), "--size", "800x600"]) == 0
    assert out.exists()
    for bad in ("nogame", "trickle:99", "trickle:1.99", "trickle:x"):
        with pytest.raises(SystemExit):
            main.main(["--learn", bad, "--screenshot", str(out)])
    assert "--learn" in capsys.readouterr().err


def test_the_lesson_file_format_is_plain_json():
    for key in WITH_LESSONS:
        with open(lessondata.lessons_path(GAMES[key]), encoding="utf-8") as f:
            assert isinstance(json.load(f)["lessons"], list)
