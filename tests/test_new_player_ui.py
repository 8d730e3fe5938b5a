"""What a first-time player tripped over (issue 15, items 1-12), one test per item where one can fail, and the new
options kept in the save."""
import random

import pygame
import pytest

from games import GAMES
from tests.entries import one_per_engine
from tests.uihelpers import find_button, make_app, press, settle, step
from ui.storage import saves
from ui.screens.menu import MenuScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    a = make_app()
    yield a
    pygame.quit()


def start(app, key, players, seed=9, **options):
    spec = GAMES[key]
    app.push(MenuScene(selected=key))
    scene = spec.make_scene(players, seed, {**spec.default_options(), **options})
    app.push(scene)
    step(app, 2)
    return scene


# ---- item 5: Continue names the game it continues ----------------------------------------------------------------

@pytest.mark.parametrize("key", ["tripitz-together", "tripitz", "trickle-down"])
def test_continue_names_the_game_it_continues(app, key):
    scene = start(app, key, GAMES[key].default_players)
    scene.advance_random(1, random.Random(1))
    saves.WRITER.flush()
    menu = MenuScene(selected=key)
    app.reset_to(menu)
    step(app, 2)
    label = menu.continue_button.text
    assert GAMES[key].title in label
    press(app, menu.continue_button)
    assert app.scene.spec.key == key


# ---- the new options go into the save and come back ---------------------------------------------------------------

@pytest.mark.parametrize("key,players,options", [("trickle", 2, {"jump_off_board": True}),
                                                 ("tumbleweed", 2, {"capture_delay": True}),
                                                 ("icesickle", 1, {"goal": "most_jumps", "layout": "rows"}),
                                                 ("icesickle", 3, {})])
def test_new_options_are_kept_in_the_save(app, key, players, options):
    scene = start(app, key, players, **options)
    scene.advance_random(3, random.Random(2))
    expected = scene.state.to_dict()
    saves.WRITER.flush()
    menu = MenuScene(selected=key)
    app.reset_to(menu)
    step(app, 2)
    press(app, menu.continue_button)
    resumed = app.scene
    assert resumed.players == players and resumed.state.to_dict() == expected
    for k, v in options.items():
        assert resumed.options[k] == v


# ---- item 4: every option's whole explanation can be read without changing it -----------------------------------

@pytest.mark.parametrize("key", ["trickle", "tumbleweed"])
def test_tapping_an_options_name_shows_its_whole_help_and_changes_nothing(app, key):
    from tests.uihelpers import touch
    from ui.kit.overlays import NoteOverlay
    menu = MenuScene(selected=key)
    app.push(menu)
    step(app, 2)
    before = dict(menu.current())
    for opt in GAMES[key].options:
        label, help_text, y = next(r for r in menu.row_tops if r[0] == opt.label)
        touch(app, (menu.setup_rect.left + 30, y + 8))
        assert isinstance(app.scene, NoteOverlay) and app.scene.body == opt.help
        assert " ".join(app.scene.lines) == opt.help          # every word, nothing cut
        touch(app, (5, 5))                                      # a tap anywhere closes it
        assert app.scene is menu
    assert menu.current() == before


# ---- item 2: messages hide nothing of the board -----------------------------------------------------------------

@pytest.mark.parametrize("key,players", one_per_engine())
def test_in_a_window_messages_sit_in_the_panel_not_over_the_board(app, key, players):
    scene = start(app, key, players)
    settle(app)
    scene.message = ""
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    board_before = pygame.image.tobytes(surface.subsurface(scene.board_rect), "RGB")
    panel_before = pygame.image.tobytes(surface.subsurface(scene.panel_rect), "RGB")
    # (a message with no room left in the panel, under what it shows, goes to the board's edge: issue 30,
    # tests/test_message_places.py)
    scene.say("Player 2 plays white; red moves first.")
    scene.draw(surface)
    assert pygame.image.tobytes(surface.subsurface(scene.board_rect), "RGB") == board_before
    assert pygame.image.tobytes(surface.subsurface(scene.panel_rect), "RGB") != panel_before


# ---- item 3: a message that no longer holds goes ----------------------------------------------------------------

def test_tripitz_fits_nowhere_goes_when_a_pid_that_fits_is_picked(app):
    from tests.uihelpers import touch
    for seed in range(40):
        scene = start(app, "tripitz", 2, seed=seed)
        cur = scene.state.current_player
        slots = [i for i, pid in enumerate(scene.slots[cur]) if pid is not None]
        stuck = [i for i in slots if not scene.targets_of((cur, i))]
        fits = [i for i in slots if scene.targets_of((cur, i))]
        if stuck and fits:
            break
    else:
        pytest.fail("no rack with a pid that fits and one that does not in 40 seeds")
    touch(app, scene.slot_pos(scene.slots[cur][stuck[0]], cur))
    assert "fits nowhere" in scene.message
    touch(app, scene.slot_pos(scene.slots[cur][fits[0]], cur))
    assert scene.picker.picked == (cur, fits[0]) and scene.picker.targets
    assert "fits nowhere" not in scene.message


# ---- item 6: the start says who starts -----------------------------------------------------------------------------

@pytest.mark.parametrize("key,players", [("trickle-down", 3), ("tripitz", 3), ("trickle", 2), ("icesickle", 3),
                                         ("tumbleweed", 2)])
def test_a_new_game_says_who_starts(app, key, players):
    scene = start(app, key, players, seed=4)
    first = scene.seat_info(scene.state.current_player)[0]
    if key == "tumbleweed":
        assert "Player 1 places" in scene.message and "Player 2 chooses" in scene.message
    else:
        assert scene.message.startswith(first) and ("starts" in scene.message or "first" in scene.message)
    # a continued game does not say it again
    again = GAMES[key].make_scene(players, 4, scene.options, state=scene.state.clone(), autosave=False)
    assert again.message == ""


# ---- item 1: the last move is marked in the mover's colour ----------------------------------------------------------

@pytest.mark.parametrize("key,players", [("trickle", 2), ("trickle-down", 3), ("trickle", 6)])
def test_the_last_move_is_marked_in_the_colour_of_the_seat_that_made_it(app, key, players):
    scene = start(app, key, players, seed=5)
    rng = random.Random(3)
    for _ in range(players + 1):
        mover = scene.state.current_player
        scene.play(rng.choice(scene.state.legal_moves()))
        settle(app)
        surface = pygame.Surface(app.size)
        scene.draw(surface)
        last = scene.state.last_move
        x, y = scene.view.corners(last.dst, 0.9)[0]
        seen = surface.get_at((int(round(x)), int(round(y))))[:3]
        assert seen == scene.seat_info(mover)[1], (mover, seen)


# ---- item 11: six-player Trickle's edges differ in shape, Trickle Down's piles are labelled ----------------------

def test_six_player_edges_carry_their_owners_mark_and_empty_piles_a_label(app, monkeypatch):
    from games.trickle import board as trickle_board
    from games.trickle import down as trickle_down
    marks = []
    scene = start(app, "trickle", 6)
    monkeypatch.setattr(trickle_board, "draw_mark", lambda surface, mark, centre, *a, **k: marks.append(mark))
    trickle_board.paint_board(pygame.Surface(app.size), scene.view, scene.state, scene.seat_info)
    assert marks.count("circle") == 5 and marks.count("diamond") == 5      # Orange's and Red's: 4 hexes + 1 outside
    down = start(app, "trickle-down", 3)
    said = []
    monkeypatch.setattr(trickle_down.text, "blit_centred", lambda surface, words, *a, **k: said.append(words))
    down.draw_piles(pygame.Surface(app.size))
    assert sum("nobody" in w for w in said) == 6


# ---- item 8: before the colour choice each Tumbleweed seat says what it decides, then its colour -----------------

def test_tumbleweed_seats_say_what_is_decided_then_which_colour_they_hold(app):
    from engine import tumbleweed as tw
    scene = start(app, "tumbleweed", 2, size=6)
    assert "both stones" in scene.seat_note(0) and "red or white" in scene.seat_note(1)
    scene.play(tw.Setup("red", (2, -1)))
    scene.play(tw.Setup("white", (-2, 1)))
    assert "red or white" in scene.seat_note(1)
    scene.play(tw.Choose("white"))
    assert scene.seat_note(0) == scene.seat_note(1) == ""
    assert scene.seat_info(0)[0].endswith("Red") and scene.seat_info(1)[0].endswith("White")


# ---- item 9: IceSickle's first-time trip-ups ----------------------------------------------------------------------

def test_icesickle_outlines_stay_during_a_jump_and_the_jump_is_marked_in_the_movers_colour(app, monkeypatch):
    from games.icesickle import scene as ice_scene
    scene = start(app, "icesickle", 2, match=False)
    rng = random.Random(4)
    while scene.state.phase == "sowing":
        scene.play(rng.choice(scene.state.legal_moves()))
    settle(app)
    def leaves_jumps(j):
        after = scene.state.clone()
        after.play(j)
        return after.can_capture()
    jump = next(j for j in scene.state.legal_moves() if leaves_jumps(j))   # (this sowing has one)
    mover = scene.state.current_player
    assert scene.play(jump)
    assert scene.animator.busy
    calls = []
    monkeypatch.setattr(ice_scene, "draw_jump_hints", lambda surface, g, jumpers, *a: calls.append(dict(jumpers)))
    scene.draw(pygame.Surface(app.size))
    assert calls and calls[-1] and set(calls[-1]) <= set(scene.state.jumps_by_pyramid())
    settle(app)
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    r = scene.grid.cell_rect(jump.dst).inflate(-3, -3)
    assert surface.get_at((r.centerx, r.top + 1))[:3] == scene.seat_info(mover)[1]


# ---- item 10: Tripitz's Letters switch keeps the pause menu open ------------------------------------------------

def test_tripitz_letters_in_the_pause_menu_keeps_the_menu_and_no_tap_reaches_the_board(app):
    from games.tripitz.scene import LETTERS
    from tests.uihelpers import touch
    from ui.kit.overlays import MenuOverlay
    was = LETTERS["on"]
    try:
        scene = start(app, "tripitz", 2)
        press(app, find_button(app, "Menu"))
        assert isinstance(app.scene, MenuOverlay)
        word = "on" if was else "off"
        touch(app, find_button(app, f"Letters: {word}").rect.center)
        assert LETTERS["on"] is not was
        assert isinstance(app.scene, MenuOverlay)                      # still open, now saying the new state
        assert find_button(app, f"Letters: {'off' if was else 'on'}")
        before = len(scene.match.history), scene.picker.picked
        touch(app, (scene.board_rect.left + 30, scene.board_rect.centery))   # a tap beside the menu
        assert (len(scene.match.history), scene.picker.picked) == before
        press(app, find_button(app, "Resume"))
        assert app.scene is scene
    finally:
        LETTERS["on"] = was


# ---- item 12: the README's commands ----------------------------------------------------------------------------

def test_the_readme_plays_in_a_venv_without_test_tools_and_ci_runs_its_test_command():
    import os
    import re
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    read = lambda name: open(os.path.join(root, name), encoding="utf-8").read()   # noqa: E731
    readme, ci = read("README.md"), read(".ci/run")
    runtime = [l for l in read("requirements.txt").splitlines() if l and not l.startswith("#")]
    assert not any(re.match(r"(pytest|hypothesis)\b", l) for l in runtime)
    test_reqs = read("requirements-test.txt").splitlines()
    assert "-r requirements.txt" in test_reqs and any(l.startswith("pytest") for l in test_reqs)
    play = readme.split("## Play", 1)[1].split("## Test", 1)[0]
    assert "venv" in play and "requirements-test" not in play and "pytest" not in play
    test_command = re.search(r"## Test.*?```sh\n(.*?)\n```", readme, re.S).group(1).strip()
    assert test_command in ci and "requirements-test.txt" in test_command
    assert "docs/DESIGN.md" in readme and os.path.exists(os.path.join(root, "docs", "DESIGN.md"))
