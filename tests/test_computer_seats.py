"""Computer seats and hints through the real App, headless: the worker process thinks, the scene waits for its
answer without blocking, plays it through Match.play, and forgets any answer that is no longer wanted."""
import json
import os
import signal
import time

import pygame
import pytest

import main as hexcade_main
from games import GAMES
from tests.uihelpers import key, make_app, press, run_until, step, touch
from ui.base.lang import t
from ui.storage import prefs, saves
from ui.screens.menu import MenuScene
from ui.kit.overlays import ResultOverlay
from ui.play.thinker import THINKER, Thinker

FAST = 0.01    # seconds a test's computer seat thinks (the levels' own times are for players)


@pytest.fixture
def app():
    a = make_app(size=(960, 600))
    yield a
    pygame.quit()


@pytest.fixture
def own_saves(tmp_path, monkeypatch):
    """A save folder of this test's own (the settings too), and a settings file read afresh."""
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    monkeypatch.setenv("HEXCADE_CONFIG_DIR", str(tmp_path))
    prefs.forget()
    yield tmp_path
    saves.WRITER.flush()
    prefs.forget()


def start(app, key_name, controllers, options=None, seed=3, players=None):
    spec = GAMES[key_name]
    app.push(MenuScene(selected=key_name))
    opts = dict(spec.default_options(), **(options or {}))
    scene = spec.make_scene(players or len(controllers), seed, opts, controllers=controllers, autosave=False)
    app.push(scene)
    scene.turns.think_seconds = FAST
    step(app, 2)
    return scene


def human_moves(scene) -> int:
    """The human plays until the computer seat is to move (Tumbleweed opens with two placements by one
    player); returns how many moves there are then."""
    while not scene.computer_to_move():
        assert scene.play(scene.state.legal_moves()[0])
    scene.animator.finish()
    return len(scene.match.history)




@pytest.mark.parametrize("key_name,options", [("tumbleweed", {"size": 6}), ("icesickle", {"match": True})])
def test_computers_play_a_whole_game_to_the_result_screen(app, key_name, options):
    scene = start(app, key_name, ["easy", "easy"], options)
    run_until(app, lambda: isinstance(app.scene, ResultOverlay), seconds=25)
    assert scene.state.is_over and len(scene.match.history) > 10
    engine = GAMES[key_name].engine_module
    replay = GAMES[key_name].new_game(2, 3, dict(GAMES[key_name].default_options(), **options))
    for played in scene.match.history:     # every move was a legal move of the position it was played in
        replay.play(engine.parse_move(str(played.move)))
    assert replay.is_over


def test_the_computer_waits_its_pause_and_the_board_ignores_taps_meanwhile(app):
    scene = start(app, "tumbleweed", ["human", "easy"], {"size": 6})
    scene.turns.think_pause = 0.6
    n = human_moves(scene)
    step(app, 2)                                   # (1/60 s frames: far less than the pause)
    assert scene.turns.busy and scene.computer_to_move()
    assert not scene.play(scene.state.legal_moves()[0])     # nobody plays for the computer seat
    touch(app, scene.board_rect.center)
    assert "thinking" in scene.message and len(scene.match.history) == n
    time.sleep(0.3)
    step(app, 3)
    assert len(scene.match.history) == n           # answered by now, but 0.6 s have not passed on the clock
    run_until(app, lambda: len(scene.match.history) == n + 1, dt=0.1)
    assert scene.match.history[-1].seat == 1


def test_undo_while_the_computer_thinks_cancels_it(app):
    scene = start(app, "tumbleweed", ["human", "hard"], {"size": 6})
    scene.turns.think_seconds = None                     # a real 3 s think, so that it is cancelled mid-way
    n = human_moves(scene)
    step(app, 2)
    rid = scene.turns.thought.rid
    replaced = THINKER.replaced
    key(app, pygame.K_u)
    assert not scene.turns.busy and THINKER.request(rid) is None
    assert len(scene.match.history) == n - 1 and not scene.computer_to_move()
    assert THINKER.replaced == replaced + 1        # a long think is not waited for: its worker was replaced
    step(app, 10, 0.7)
    assert len(scene.match.history) == n - 1       # no stale answer was ever played


def test_a_killed_worker_is_replaced_and_the_move_still_comes(app):
    scene = start(app, "tumbleweed", ["human", "medium"], {"size": 6})
    scene.turns.think_seconds = 0.5
    n = human_moves(scene)
    step(app, 2)
    assert scene.turns.busy
    THINKER.poll()
    os.kill(THINKER.worker.pid, signal.SIGKILL)
    said = []
    run_until(app, lambda: said.append(scene.message) or len(scene.match.history) == n + 1, dt=0.1)
    assert scene.match.history[-1].seat == 1
    assert THINKER.replaced >= 1 and any("stopped unexpectedly" in m for m in said)   # and the players were told


def test_a_hint_rings_a_legal_move_without_playing_it_and_its_taps_play_it(app):
    scene = start(app, "tumbleweed", ["human", "human"], {"size": 6})
    scene.advance_random(3, __import__("random").Random(2))
    step(app, 2)
    key(app, pygame.K_h)
    run_until(app, lambda: scene.hint.move is not None, dt=1 / 60)
    move = scene.hint.move
    assert move in scene.state.legal_moves() and len(scene.match.history) == 3
    assert [p for _, p in scene.hint.points] == [tuple(round(v) for v in p) for p in scene.taps_for(move)]
    step(app, 5)
    assert len(scene.match.history) == 3           # shown, not played
    for _, point in list(scene.hint.points):
        touch(app, point)
    assert len(scene.match.history) == 4 and scene.match.history[-1].move == move
    assert scene.hint.points == []


def test_help_me_in_tripitz_together_uses_the_same_hint(app):
    scene = start(app, "tripitz-together", ["human", "human"], {"jokers": True})
    press(app, scene.chrome.extra_buttons["Help me"])
    run_until(app, lambda: scene.hint.move is not None, dt=1 / 60)
    assert scene.hint.move in scene.state.legal_moves() and not scene.match.history
    assert scene.hint.points and "Hint" not in scene.chrome.extra_buttons


def test_a_joker_swap_hint_has_two_taps_that_play_it(app):
    from engine import tripitz as T
    scene = start(app, "tripitz", ["human", "human"], {"jokers": True})
    rng = __import__("random").Random(4)
    for _ in range(200):
        swaps = [m for m in scene.state.legal_moves() if isinstance(m, T.JokerSwap)]
        if swaps or scene.state.is_over:
            break
        scene.advance_random(1, rng)
    if not swaps:
        pytest.skip("no joker swap came up in this game")
    step(app, 2)
    scene.computers.show_hint(swaps[0])
    assert len(scene.hint.points) == 2
    before = len(scene.match.history)
    for _, point in list(scene.hint.points):
        touch(app, point)
    assert len(scene.match.history) == before + 1 and scene.match.history[-1].move == swaps[0]


# -- --seats --------------------------------------------------------------------------------------------------------
def resolve(argv):
    parser = hexcade_main.build_parser(list(GAMES))
    return hexcade_main.resolve(parser.parse_args(argv), parser)


def test_seats_on_the_command_line():
    spec, players, _, seats = resolve(["--game", "tumbleweed", "--seats", "human,Hard"])
    assert players == 2 and seats == ["human", "hard"]
    assert resolve(["--game", "trickle", "--seats", "easy,easy,expert"])[1:4:2] == (3, ["easy", "easy", "expert"])


@pytest.mark.parametrize("argv,says", [
    (["--game", "tumbleweed", "--seats", "human,genius"], "'genius' is not a player"),
    (["--game", "tumbleweed", "--seats", "human"], "1 seat but Tumbleweed is for 2"),
    (["--game", "trickle", "--players", "3", "--seats", "human,easy"], "2 seats but this Trickle game has 3"),
    (["--seats", "human,hard"], "need --game"),
])
def test_bad_seats_get_one_clear_line(argv, says, capsys):
    with pytest.raises(SystemExit) as exit_:
        resolve(argv)
    assert exit_.value.code == 2 and says in capsys.readouterr().err


# -- the title screen and the prefs file -----------------------------------------------------------------------------
def seat_buttons(menu):
    return sorted(((arg, b) for b, (fn, arg) in menu.widgets.items() if fn == menu.cycle_seat), key=lambda t: t[0])


def test_menu_seats_cycle_reach_the_scene_and_survive_a_restart(app, own_saves):
    menu = MenuScene(selected="tumbleweed")
    app.push(menu)
    step(app, 2)
    assert menu.controllers() == ["human", "human"]
    words = []
    for _ in range(5):
        press(app, seat_buttons(menu)[1][1])
        words.append(menu.controllers()[1])
    assert words == ["easy", "medium", "hard", "expert", "human"]
    press(app, seat_buttons(menu)[1][1])
    press(app, seat_buttons(menu)[1][1])
    press(app, find_play(app))
    assert [s.controller for s in app.scene.seats] == ["human", "medium"]
    saves.WRITER.flush()
    prefs.forget()                                  # what a restart of the app does
    again = MenuScene(selected="tumbleweed")
    app.reset_to(again)
    step(app, 2)
    assert again.controllers() == ["human", "medium"]
    assert json.load(open(prefs.settings_path()))["seats"]["tumbleweed"][:2] == ["human", "medium"]


def find_play(app):
    from tests.uihelpers import find_button
    return find_button(app, "Play")


def test_a_broken_prefs_file_means_the_defaults(own_saves):
    with open(prefs.settings_path(), "w") as f:
        f.write("{not json")
    assert prefs.seat_choices("trickle") == ["human"] * 6
    prefs.forget()
    with open(prefs.settings_path(), "w") as f:
        json.dump({"seats": {"trickle": ["hard", "nonsense"]}}, f)
    assert prefs.seat_choices("trickle")[:3] == ["hard", "human", "human"]


def test_computer_seats_survive_continue(app, own_saves):
    spec = GAMES["tumbleweed"]
    app.push(MenuScene(selected="tumbleweed"))
    scene = spec.make_scene(2, 5, dict(spec.default_options(), size=6), controllers=["human", "expert"])
    app.push(scene)
    step(app, 2)
    human_moves(scene)
    scene.computers.cancel()
    saves.WRITER.flush()
    menu = MenuScene(selected="tumbleweed")
    app.reset_to(menu)
    step(app, 2)
    menu.continue_saved()
    assert [s.controller for s in app.scene.seats] == ["human", "expert"]
    app.scene.computers.cancel()


def test_shutdown_leaves_no_worker_behind():
    thinker = Thinker()
    thinker.warm()
    pid = thinker.worker.pid
    thinker.shutdown()
    assert thinker.pids() == []
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_cancel_all_drops_every_wanted_answer_and_the_next_request_is_thought_about_at_once():
    from engine import tumbleweed
    thinker = Thinker()
    try:
        data = tumbleweed.new_game(2, seed=1).to_dict()
        stale = [thinker.ask("tumbleweed", data, "expert", 1, 30.0) for _ in range(3)]   # 90 s of thinking
        thinker.cancel_all()
        assert all(thinker.request(rid) is None for rid in stale) and not thinker.waiting
        rid = thinker.ask("tumbleweed", data, "easy", 2)
        end = time.monotonic() + 30
        while not thinker.request(rid).done:      # not behind the 90 s nobody wants
            assert time.monotonic() < end
            thinker.poll()
            time.sleep(0.01)
        assert thinker.request(rid).answer
    finally:
        thinker.shutdown()


def test_at_a_table_only_a_human_seat_has_a_hint_button(app):
    spec = GAMES["icesickle"]
    scene = spec.make_scene(2, 3, spec.default_options(), controllers=["human", "medium"], table=True,
                            autosave=False)
    app.push(scene)
    step(app, 2)
    labels = {seat: [b.key for b in scene.chrome.strip(seat)[2]] for seat in (0, 1)}
    assert "Hint" in labels[0] and "Hint" not in labels[1]


def test_at_a_table_a_computer_seats_strip_button_only_says_it_is_thinking(app):
    """A tap on the strip button of a computer seat that is thinking says so (the table chrome asked the scene
    for a method that had moved to its computer turns, and the app stopped)."""
    spec = GAMES["tripitz"]
    app.push(MenuScene(selected="tripitz"))
    scene = spec.make_scene(2, 3, spec.default_options(), controllers=["easy", "human"], table=True,
                            autosave=False)
    app.push(scene)
    scene.turns.think_seconds = 30.0
    step(app, 3)
    assert scene.computer_to_move() and scene.turns.busy
    label = scene.turn_buttons()[0][0]
    touch(app, scene.button_point(label))
    assert not scene.match.history
    assert scene.message == t("play.computer.wait", name=scene.seat_info(0)[0])
