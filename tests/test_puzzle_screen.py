"""Puzzles on the real board: solved by taps in both layouts (earning and keeping stars), a wrong answer refuted and
taken back, the answer ringed after two misses, the daily puzzle, the progress file, the puzzles screen and
--puzzle. The packs are tests/puzzlepack.py's tiny hand-checked ones, written to a temporary folder."""
from __future__ import annotations

import datetime
import json
import os

import pygame
import pytest

from games import GAMES
from tests.puzzlepack import PACKS, write_packs
from tests.uihelpers import click, find_button, key, make_app, press, step, touch
from ui.play import findmove, puzzledata
from ui.play.findmove import PENDING, FindMoveMode, Task, Verdict, stars_for
from ui.play.puzzlemode import puzzle_scene
from ui.storage import puzzleprogress, saves

ENTRIES = ("tumbleweed", "trickle")


@pytest.fixture(autouse=True)
def packs(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(puzzledata, "PACK_DIR", write_packs(str(tmp_path / "packs")))
    # (the games' puzzle modules come from the pack generators; here a refutation is the reply the engine lists first)
    monkeypatch.setattr(puzzledata, "refutation", lambda spec, state, move: first_reply(spec, state, move))
    puzzledata.forget()
    puzzleprogress.forget()
    yield
    puzzledata.forget()
    puzzleprogress.forget()


def first_reply(spec, state, move: str) -> list:
    after = state.clone()
    after.play(spec.engine_module.parse_move(move))
    return [str(after.legal_moves()[0])] if not after.is_over else []


def gain(state, move) -> int:
    me = state.current_player
    after = state.clone()
    after.play(move)
    return after.scores()[me] - state.scores()[me]


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_hand_made_packs_answers_are_the_one_best_move(entry):
    """The hand check, kept: each answer gains strictly more at once than any other legal move."""
    spec = GAMES[entry]
    for puzzle in puzzledata.pack(spec).puzzles:
        state = puzzledata.position(spec, puzzle)
        best = spec.engine_module.parse_move(puzzle.answers[0])
        assert state.why_not(best) is None
        assert all(gain(state, m) < gain(state, best) for m in state.legal_moves() if m != best), puzzle.id


def open_puzzle(app, entry: str, index: int = 0, table: bool = False):
    scene = puzzle_scene(GAMES[entry], index, table=table)
    app.push(scene)
    step(app, 2)
    return scene, scene.mode


def tap_move(app, scene, move, table: bool) -> None:
    tap = touch if table else click
    for point in scene.taps_for(move):        # (one at a time: a later point may appear only after a tap)
        tap(app, point)
        step(app, 1)


def wait_for(app, done, frames: int = 200) -> None:
    for _ in range(frames):
        if done():
            return
        app.step(0.1)
    raise AssertionError("waited in vain")


def a_wrong_move(spec, mode, state):
    answers = set(mode_answers(spec, mode))
    return next(m for m in state.legal_moves() if m not in answers and first_reply(spec, state, str(m)))


def mode_answers(spec, mode):
    return [spec.engine_module.parse_move(mode.task.answer())]


# -- solved by taps -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("table", [False, True], ids=["window", "table"])
@pytest.mark.parametrize("entry", ENTRIES)
def test_puzzles_are_solved_by_taps_with_three_stars_kept(entry, table):
    spec = GAMES[entry]
    app = make_app(size=(1024, 768))
    app.home(selected=entry)
    for index, puzzle in enumerate(puzzledata.pack(spec).puzzles):
        scene, mode = open_puzzle(app, entry, index, table)
        start = scene.state.to_dict()
        tap_move(app, scene, spec.engine_module.parse_move(puzzle.answers[0]), table)
        assert mode.phase != "ask", f"{puzzle.id}: the answer's taps did not play it ({scene.message!r})"
        wait_for(app, lambda mode=mode: mode.phase == "done")
        assert mode.stars == 3 and puzzleprogress.stars(entry, puzzle.id) == 3
        assert scene.state.to_dict() != start and len(scene.match.history) == len(puzzle.line), \
            "the answer and its line were played"
        assert type(app.scene).__name__ == "MenuOverlay"      # Solved: next, again, all puzzles
        app.home(selected=entry)


def test_a_wrong_answer_shows_its_refutation_then_the_position_comes_back():
    spec = GAMES["trickle"]
    app = make_app()
    scene, mode = open_puzzle(app, "trickle")
    start = scene.state.to_dict()
    wrong = a_wrong_move(spec, mode, scene.state)
    tap_move(app, scene, wrong, table=False)
    wait_for(app, lambda: mode.phase == "refuting")
    assert mode.refutation and mode.band.marks, "the opponent's reply is ringed on the board"
    assert "then" in scene.message.lower() and mode.misses == 1
    assert mode.band.goal_lines()[1][0].startswith("Not this one"), "worded in the band too (it faces the player)"
    assert puzzleprogress.stars("trickle", "trickle-t1") == 0 and mode.phase == "refuting"
    wait_for(app, lambda: mode.phase == "ask")
    assert scene.state.to_dict() == start, "the wrong move is not kept"
    assert not scene.hint.points, "one miss does not give the answer away"


def test_two_misses_ring_the_answer_and_cost_stars():
    spec = GAMES["tumbleweed"]
    app = make_app()
    scene, mode = open_puzzle(app, "tumbleweed")
    answer = spec.engine_module.parse_move(mode.task.answer())
    for _ in range(2):
        wrong = a_wrong_move(spec, mode, scene.state)
        assert scene.play(wrong)
        wait_for(app, lambda: mode.phase == "refuting")
        click(app, (scene.board_rect.left + 3, scene.board_rect.top + 3))     # a tap puts the position back
        wait_for(app, lambda: mode.phase == "ask")
    step(app, 2)
    assert scene.hint.move == answer and scene.hint.points
    assert scene.play(answer)
    wait_for(app, lambda: mode.phase == "done")
    assert mode.stars == 1 == stars_for(tries=3, hints=0)


def test_show_me_rings_the_answer_and_undo_puts_the_position_back():
    app = make_app(size=(1280, 900))        # (a band deep enough for both its buttons)
    scene, mode = open_puzzle(app, "trickle")
    press(app, find_button(app, "Show me"))
    step(app, 2)
    assert scene.hint.points and mode.hints == 1
    mode.show_answer()
    assert mode.hints == 1, "charged once"
    start = scene.state.to_dict()
    scene.undo()
    assert scene.state.to_dict() == start and mode.phase == "ask"
    assert stars_for(1, 0) == 3 and stars_for(2, 0) == 2 and stars_for(1, 1) == 2 and stars_for(2, 1) == 1


def test_a_judge_that_answers_later_is_asked_each_frame_without_blocking():
    """The lead's mistakes quiz: judge(move) says PENDING until its worker answers."""
    spec = GAMES["trickle"]
    app = make_app()
    app.home(selected="trickle")
    state = puzzledata.position(spec, puzzledata.pack(spec).puzzles[0])
    asked = []

    def judge(move):
        asked.append(str(move))
        return PENDING if len(asked) < 4 else Verdict(True, ())
    task = Task(state=state, goal="Find it.", judge=judge, answer=lambda: None, title="Quiz")
    scene = spec.make_scene(2, 1, None, state=state.clone(), mode=FindMoveMode(spec, task), autosave=False)
    app.push(scene)
    step(app, 2)
    move = scene.state.legal_moves()[0]
    assert scene.play(move) and scene.mode.phase == "judging"
    step(app, 1)
    assert scene.mode.phase == "judging" and asked == [str(move)]
    wait_for(app, lambda: scene.mode.phase == "done")
    assert asked == [str(move)] * 4 and scene.mode.stars == 3


# -- the daily puzzle ------------------------------------------------------------------------------------------------
def test_the_daily_puzzle_is_the_same_for_a_date_and_varies_across_dates():
    day = datetime.date(2026, 11, 26)
    first = puzzledata.daily(day, GAMES)
    assert first is not None and first == puzzledata.daily(day, GAMES)
    puzzledata.forget()
    again = puzzledata.daily(day, GAMES)
    assert (again[0], again[1].id) == (first[0], first[1].id), "read afresh, still the same"
    month = {(e, p.id) for e, p in (puzzledata.daily(day + datetime.timedelta(days=i), GAMES) for i in range(30))}
    assert len(month) >= 4, "six puzzles: a month of days meets most of them"
    assert {e for e, _ in month} == set(ENTRIES)


def test_no_pack_no_daily(tmp_path, monkeypatch):
    monkeypatch.setattr(puzzledata, "PACK_DIR", str(tmp_path / "empty"))
    puzzledata.forget()
    assert puzzledata.daily(datetime.date(2026, 1, 1), GAMES) is None


# -- progress --------------------------------------------------------------------------------------------------------
def test_stars_are_the_best_of_every_try_and_read_back():
    assert puzzleprogress.record("trickle", "trickle-t1", 2) == 2
    assert puzzleprogress.record("trickle", "trickle-t1", 1) == 2
    puzzleprogress.record_daily("2026-11-26")
    saves.WRITER.flush()          # (the stores share one writer thread)
    puzzleprogress.forget()
    assert puzzleprogress.stars("trickle", "trickle-t1") == 2 and puzzleprogress.stars("trickle", "x") == 0
    assert puzzleprogress.solved_daily("2026-11-26") and not puzzleprogress.solved_daily("2026-11-27")


def test_a_damaged_progress_file_is_set_aside_and_said():
    path = puzzleprogress.progress_path()
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write("{\"stars\": [1, 2")
    assert puzzleprogress.stars("trickle", "trickle-t1") == 0
    notice = puzzleprogress.take_problem()
    assert notice is not None and notice.key.startswith("puzzles.progress.unreadable")
    assert not os.path.exists(path) and any(n.startswith("puzzles.broken") for n in os.listdir(os.path.dirname(path)))


# -- the screen ------------------------------------------------------------------------------------------------------
def built(app, frames: int = 120) -> None:
    """Step until the puzzles screen has built its page's buttons (a few each frame: ui/kit/spread.py)."""
    step(app, 2)
    for _ in range(frames):
        if not getattr(app.scene, "building", False):
            return
        step(app)
    raise AssertionError("the page was never built")


def test_the_puzzles_screen_lists_the_pack_and_next_puzzle_opens_the_first_unsolved():
    app = make_app()
    app.home(selected="trickle")
    puzzleprogress.record("trickle", "trickle-t1", 3)
    app.open("puzzles", spec=GAMES["trickle"])
    built(app)
    screen = app.scene
    labels = sorted(b.text for b in screen.actions)
    assert [lbl for lbl in labels if lbl[0].isdigit()] == ["1. most beads", "2. most beads", "3. most beads"]
    assert [stars for _, stars in screen.cells] == [3, 0, 0]
    assert any(lbl.startswith("Today's puzzle") for lbl in labels)
    press(app, find_button(app, "Next puzzle"))
    step(app, 2)
    assert isinstance(app.scene.mode, FindMoveMode) and app.scene.mode.task.title.startswith("Puzzle 2 of 3")


def test_a_damaged_pack_is_one_sentence_on_the_screen(tmp_path, monkeypatch):
    folder = tmp_path / "bad"
    folder.mkdir()
    (folder / "puzzles.trickle.json").write_text(json.dumps({"puzzles": [{"id": 5}]}))
    monkeypatch.setattr(puzzledata, "PACK_DIR", str(folder))
    puzzledata.forget()
    app = make_app()
    app.home(selected="trickle")
    app.open("puzzles", spec=GAMES["trickle"])
    step(app, 2)
    assert app.scene.problem and not app.scene.cells


def test_the_puzzles_screen_pages_a_long_pack(tmp_path, monkeypatch):
    pack = json.loads(json.dumps(PACKS["trickle"]))
    pack["puzzles"] = [dict(pack["puzzles"][i % 3], id=f"p{i}") for i in range(45)]
    (tmp_path / "long").mkdir()
    (tmp_path / "long" / "puzzles.trickle.json").write_text(json.dumps(pack))
    monkeypatch.setattr(puzzledata, "PACK_DIR", str(tmp_path / "long"))
    puzzledata.forget()
    app = make_app(size=(640, 480))
    app.home(selected="trickle")
    app.open("puzzles", spec=GAMES["trickle"])
    built(app)
    screen = app.scene
    assert screen.pages > 1 and len(screen.cells) == screen.per_page
    press(app, find_button(app, ">"))
    built(app)
    assert screen.page == 1 and len(screen.cells) == screen.per_page


# -- the command line ------------------------------------------------------------------------------------------------
def test_puzzle_on_the_command_line(tmp_path, capsys):
    import main
    out = tmp_path / "p.png"
    assert main.main(["--puzzle", "trickle:2", "--screenshot", str(out), "--size", "800x600"]) == 0
    assert out.exists()
    assert main.main(["--puzzle", "daily", "--table", "--screenshot", str(out), "--lang", "fi"]) == 0
    for bad in ("nogame", "trickle:99", "trickle:x", "icesickle"):
        with pytest.raises(SystemExit):
            main.main(["--puzzle", bad, "--screenshot", str(out)])
    err = capsys.readouterr().err
    assert "--puzzle" in err and "Traceback" not in err


def test_findmove_says_its_stars_rule():
    assert "3 for the right move at the first try" in findmove.__doc__


# -- the title screen's Puzzles button ----------------------------------------------------------------------------------
def save_a_game(entry: str) -> None:
    import random

    from ui.storage import saves
    app = make_app()
    scene = GAMES[entry].make_scene(2, 1, None)
    app.push(scene)
    step(app, 2)
    scene.advance_random(4, random.Random(1))
    saves.WRITER.flush()


def header_buttons(menu) -> list:
    return [b for b in (menu.puzzles_button, menu.learn_button, menu.play_button, menu.continue_button) if b]


@pytest.mark.parametrize("saved", [False, True], ids=["new", "saved"])
@pytest.mark.parametrize("size", [(1920, 1080), (1080, 1920), (640, 480), (1280, 720), (1000, 760)])
def test_the_puzzles_button_sits_beside_learn_without_covering_anything(size, saved):
    if saved:
        save_a_game("trickle")
    app = make_app(size=size)
    app.home(selected="trickle")
    step(app, 2)
    menu = app.scene
    buttons = header_buttons(menu)
    assert menu.puzzles_button is not None and len(buttons) == 3 + saved
    rects = [b.rect for b in buttons]
    for i, r in enumerate(rects):
        assert menu.setup_rect.contains(r), (size, r)
        assert r.width >= 90
        assert all(not r.colliderect(o) for o in rects[i + 1:]), (size, rects)
    press(app, menu.puzzles_button)
    step(app, 2)
    assert type(app.scene).__name__ == "PuzzlesScene" and app.scene.spec.key == "trickle"


def test_only_a_game_with_a_pack_shows_puzzles():
    app = make_app()
    app.home(selected="icesickle")
    step(app, 2)
    assert app.scene.puzzles_button is None and app.scene.learn_button is not None


def test_continue_and_play_do_not_overlap_beside_learn(tmp_path, monkeypatch):
    """(A bug: Learn moved Continue by its own rect, then sized it from the moved rect: it ran over Play.)"""
    monkeypatch.setattr(puzzledata, "PACK_DIR", str(tmp_path / "none"))
    save_a_game("trickle")
    app = make_app(size=(1280, 720))
    app.home(selected="trickle")
    step(app, 2)
    menu = app.scene
    assert menu.compact and not menu.play_on_top and menu.puzzles_button is None
    assert menu.continue_button.rect.right <= menu.play_button.rect.left
    assert menu.setup_rect.contains(menu.play_button.rect)


def test_the_daily_puzzle_opens_from_the_screen_and_is_kept_solved(monkeypatch):
    from ui.screens import puzzles
    day = datetime.date(2026, 11, 26)
    monkeypatch.setattr(puzzles, "today", lambda: day)
    entry, puzzle = puzzledata.daily(day, GAMES)
    app = make_app()
    app.home(selected="trickle")
    app.open("puzzles", spec=GAMES["trickle"])
    step(app, 2)
    press(app, find_button(app, "Today's puzzle: " + GAMES[entry].title))
    step(app, 2)
    scene, mode = app.scene, app.scene.mode
    assert scene.spec.key == entry and mode.task.title == f"Daily puzzle: {GAMES[entry].title}"
    assert scene.play(GAMES[entry].engine_module.parse_move(puzzle.answers[0]))
    wait_for(app, lambda: mode.phase == "done")
    assert puzzleprogress.solved_daily("2026-11-26") and puzzleprogress.stars(entry, puzzle.id) == 3
    press(app, find_button(app, "All puzzles"))
    built(app)
    assert type(app.scene).__name__ == "PuzzlesScene"
    assert f"Today's puzzle ({GAMES[entry].title}): solved" in [b.text for b in app.scene.actions]


def test_next_puzzle_and_the_menu_of_a_solved_puzzle():
    spec = GAMES["tumbleweed"]
    app = make_app()
    app.home(selected="tumbleweed")
    scene, mode = open_puzzle(app, "tumbleweed", 0)
    scene.play(spec.engine_module.parse_move(mode.task.answer()))
    wait_for(app, lambda: mode.phase == "done")
    press(app, find_button(app, "Next puzzle"))
    step(app, 2)
    assert app.scene.mode.task.title.startswith("Puzzle 2 of 3")
    key(app, pygame.K_ESCAPE)
    step(app, 2)
    assert type(app.scene).__name__ == "MenuOverlay"
    press(app, find_button(app, "Back to the puzzle"))
    step(app, 2)
    assert isinstance(app.scene.mode, FindMoveMode)
