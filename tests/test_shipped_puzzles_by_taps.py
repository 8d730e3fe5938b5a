"""The shipped puzzle packs played as a player plays them (issue 25): for every pack, puzzles of each theme are
solved by taps on the real board in both layouts (the answer and its line played, three stars kept), and a wrong
answer is refuted by the game's own puzzle module with a legal reply, the position then put back."""
import json
import os

import pytest

from games import GAMES
from tests.uihelpers import click, make_app, step, touch
from ui.play import puzzledata
from ui.play.puzzlemode import puzzle_scene
from ui.storage import puzzleprogress

PACKS = [key for key, spec in GAMES.items() if os.path.exists(spec.puzzles_path)]


def one_per_theme(entry):
    with open(GAMES[entry].puzzles_path, encoding="utf-8") as f:
        puzzles = json.load(f)["puzzles"]
    seen, out = set(), []
    for index, puzzle in enumerate(puzzles):
        if puzzle["theme"] not in seen:
            seen.add(puzzle["theme"])
            out.append(index)
    return out


@pytest.fixture(autouse=True)
def fresh(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path / "data"))
    puzzledata.forget()
    puzzleprogress.forget()
    yield
    puzzledata.forget()
    puzzleprogress.forget()


def wait_for(app, done, frames: int = 300) -> None:
    for _ in range(frames):
        if done():
            return
        app.step(0.1)
    raise AssertionError("waited in vain")


def tap_move(app, scene, move, table: bool) -> None:
    tap = touch if table else click
    for point in scene.taps_for(move):
        tap(app, point)
        step(app, 1)


@pytest.mark.parametrize("entry", PACKS)
def test_every_theme_of_every_pack_is_solved_by_taps(entry):
    spec = GAMES[entry]
    app = make_app(size=(1280, 720))
    app.home(selected=entry)
    for n, index in enumerate(one_per_theme(entry)):
        table = n % 2 == 1
        puzzle = puzzledata.pack(spec).puzzles[index]
        scene = puzzle_scene(spec, index, table=table)
        app.push(scene)
        step(app, 2)
        mode = scene.mode
        tap_move(app, scene, spec.engine_module.parse_move(puzzle.answers[0]), table)
        assert mode.phase != "ask", f"{puzzle.id}: the answer's taps did not play it ({scene.message!r})"
        wait_for(app, lambda mode=mode: mode.phase == "done")
        assert puzzleprogress.stars(entry, puzzle.id) == 3, puzzle.id
        app.home(selected=entry)


@pytest.mark.parametrize("entry", [e for e in PACKS if GAMES[e].key not in ("tripitz-together",)])
def test_a_wrong_answer_is_refuted_by_a_legal_reply_and_the_position_comes_back(entry):
    spec = GAMES[entry]
    app = make_app(size=(1280, 720))
    app.home(selected=entry)
    pack = puzzledata.pack(spec)
    for index, puzzle in enumerate(pack.puzzles):
        if puzzle.raw["players"] < 2 or puzzle.theme.startswith("solo"):
            continue
        scene = puzzle_scene(spec, index)
        app.push(scene)
        step(app, 2)
        mode = scene.mode
        start = scene.state.to_dict()
        answers = set(puzzle.answers)
        wrong = next((m for m in scene.state.legal_moves() if str(m) not in answers
                      and puzzledata.refutation(spec, scene.state, str(m))), None)
        if wrong is None:
            app.home(selected=entry)
            continue
        reply = puzzledata.refutation(spec, scene.state, str(wrong))
        after = scene.state.clone()
        after.play(wrong)
        assert reply[0] in {str(m) for m in after.legal_moves()}
        tap_move(app, scene, wrong, table=False)
        wait_for(app, lambda: mode.phase == "refuting")
        wait_for(app, lambda: mode.phase == "ask")
        assert scene.state.to_dict() == start
        return
    pytest.fail(f"{entry}: no puzzle with a refutable wrong answer")


def test_a_trickle_refutation_is_the_opponents_answer_not_the_rest_of_the_players_own_turn():
    from engine import puzzles as engine_puzzles
    spec = GAMES["trickle"]
    parse = spec.engine_module.parse_move
    for puzzle in puzzledata.pack(spec).puzzles:
        state = puzzledata.position(spec, puzzle)
        mover = state.current_player
        for wrong in state.legal_moves():
            after = state.clone()
            after.play(wrong)
            if str(wrong) in puzzle.answers or after.is_over or after.current_player != mover:
                continue          # (a wrong move whose turn goes on: a jump that may jump again)
            full = [str(m) for m in engine_puzzles.module_for("trickle").refutation(state.clone(), str(wrong))]
            shown = puzzledata.refutation(spec, state, str(wrong))
            seat, replay = mover, after.clone()
            for text in full:                     # the module's line: the rest of the turn, then the opponent
                if replay.current_player != mover:
                    break
                replay.play(parse(text))
            assert replay.current_player != mover or replay.is_over
            if shown:
                assert shown[0] in {str(m) for m in replay.legal_moves()}, "the reply is the opponent's"
                return
    pytest.fail("no wrong jump that goes on in the shipped Trickle pack: the test has nothing to check")
