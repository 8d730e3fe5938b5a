"""The ladder (issue 25): measured strengths read and worded, rungs unlocked by beating the level below, the climb
kept in the data folder, and the title screen's Ladder row whose Climb starts a game against the right level."""
import json
import os
import random

import pygame
import pytest

from engine import icesickle
from engine.ai import strength
from engine.core import LEVELS
from tests.uihelpers import make_app, press, step
from ui.base.lang import t, use
from ui.base.seats import Seat
from ui.play.boardscene import BoardScene
from ui.play.match import Match
from ui.screens.menu import MenuScene
from ui.screens.menu import ladder as ladder_row
from ui.storage import ladder, saves
from ui.storage.files import WRITER


@pytest.fixture(autouse=True)
def fresh_climb():
    ladder.forget()
    yield
    WRITER.flush()
    ladder.forget()


# -- the Wilson interval -----------------------------------------------------------------------------------------

def test_wilson_interval_matches_the_textbook_figures():
    low, high = strength.wilson(8, 10)      # 80% of 10: the standard worked example gives 0.490-0.943
    assert round(low, 3) == 0.490 and round(high, 3) == 0.943
    assert strength.wilson(0, 0) == (0.0, 1.0)
    low, high = strength.wilson(20, 20)
    assert high == 1.0 and 0.83 < low < 0.84
    low, high = strength.wilson(0, 20)
    assert low == 0.0 and 0.16 < high < 0.17
    for wins in range(0, 41, 5):              # the interval holds the rate and narrows with more games
        low, high = strength.wilson(wins, 40)
        assert low <= wins / 40 <= high
        assert high - low < strength.wilson(wins / 4, 10)[1] - strength.wilson(wins / 4, 10)[0] + 1e-9


# -- the strength data and its words ----------------------------------------------------------------------------

def test_simple_fractions_are_the_simplest_close_one():
    assert strength.simple_fraction(15, 20) == (3, 4)
    assert strength.simple_fraction(10, 20) == (1, 2)
    assert strength.simple_fraction(13, 20) == (2, 3)
    assert strength.simple_fraction(18, 20) == (9, 10)
    assert strength.simple_fraction(19, 20) == (19, 20)       # nearly every game is not "every game"
    assert strength.simple_fraction(1, 20) == (1, 20)
    assert strength.simple_fraction(12, 12) == (12, 12)       # every game, and none, said as such
    assert strength.simple_fraction(0, 12) == (0, 12)
    with pytest.raises(ValueError):
        strength.simple_fraction(0, 0)


DATA = {"format": 1, "ladders": {
    "trickle": {"medium": {"below": "easy", "wins": 15, "games": 20, "opponents": 1, "date": "2026-11-26",
                           "load": 2.5},
                "hard": {"below": "medium", "wins": 8, "games": 8}},
    "trickle-down": {"medium": {"below": "easy", "wins": 6, "games": 12, "opponents": 2}},
    "tumbleweed-6": {"medium": {"below": "easy", "wins": 3.5, "games": 4},
                     "hard": {"below": "medium", "wins": 9, "games": 4},        # more wins than games: damage
                     "expert": {"below": "hard", "wins": 2, "games": True}},     # not a count
    "icesickle": "nonsense"}}


def test_the_reader_keeps_sound_rungs_and_leaves_out_the_rest(tmp_path):
    path = tmp_path / "strength.json"
    path.write_text(json.dumps(DATA))
    table = strength.load(str(path))
    assert set(table) == {"trickle", "trickle-down", "tumbleweed-6"}
    rung = strength.rung("trickle", "medium", table)
    assert (rung.below, rung.wins, rung.games, rung.rate, rung.load) == ("easy", 15.0, 20, 0.75, 2.5)
    assert rung.interval == strength.wilson(15, 20)
    assert set(table["tumbleweed-6"]) == {"medium"}
    assert strength.rung("trickle", "expert", table) is None
    path.write_text("{ not json")
    assert strength.load(str(path)) == {}
    assert strength.load(str(tmp_path / "missing.json")) == {}


def test_strength_in_words_from_the_rates_and_not_measured_when_absent(tmp_path):
    table = strength.parse(DATA)
    assert ladder_row.strength_words("medium", strength.rung("trickle", "medium", table)) == \
        "Medium beats Easy in about 3 of 4 games (20 games measured)"
    assert ladder_row.strength_words("hard", strength.rung("trickle", "hard", table)) == \
        "Hard beat Medium in all 8 games measured"
    assert ladder_row.strength_words("medium", strength.rung("trickle-down", "medium", table)) == \
        "Medium beats 2 players at Easy in about 1 of 2 games (12 games measured)"
    assert ladder_row.strength_words("expert", strength.rung("trickle", "expert", table)) == \
        "Expert: not measured yet"
    assert ladder_row.strength_words("easy", None) == "Easy is the first rung, always open"
    use("fi")
    assert ladder_row.strength_words("medium", strength.rung("trickle", "medium", table)) == \
        "Keskitaso voittaa tason Helppo noin 3 pelissä 4:stä (mitattu 20 peliä)"
    use("en")


def test_the_shipped_figures_are_sound_and_name_every_ladder_they_hold():
    with open(strength.PATH, encoding="utf-8") as f:
        raw = json.load(f)
    table = strength.load()
    assert set(table) == set(raw["ladders"]) and table      # nothing in the shipped file is left out as damage
    for key, rungs in raw["ladders"].items():
        assert key.split("+")[0].split("-")[0] in ("trickle", "tumbleweed", "icesickle", "tripitz")
        for level, r in rungs.items():
            assert LEVELS.index(r["below"]) == LEVELS.index(level) - 1
            assert (round(r["low"], 3), round(r["high"], 3)) == tuple(round(x, 3) for x in
                                                                     strength.wilson(r["wins"], r["games"]))


def test_ladder_keys_split_tumbleweed_by_size_only():
    assert strength.ladder_key("tumbleweed", {"size": 6, "capture_delay": True}) == "tumbleweed-6"
    assert strength.ladder_key("trickle", {"chaining": True}) == "trickle"


# -- unlocking and the store ------------------------------------------------------------------------------------

def test_beating_easy_unlocks_medium_and_only_a_lone_human_win_counts():
    assert ladder.unlocked("trickle", "easy") and not ladder.unlocked("trickle", "medium")
    assert ladder.next_rung("trickle") == "easy"
    assert ladder.record_game("trickle", {}, ["human", "easy"], [1]) is None          # a loss
    assert ladder.record_game("trickle", {}, ["human", "human"], [0]) is None         # a second human
    assert ladder.record_game("trickle", {}, ["easy", "human"], [0, 1]) is None       # a shared win
    assert ladder.record_game("trickle", {}, ["human", "easy", "medium"], [0]) is None   # mixed levels
    assert ladder.record_game("icesickle", {}, ["human"], [0]) is None               # solo
    assert ladder.beaten("trickle") == set() and not ladder.unlocked("trickle", "medium")
    assert ladder.record_game("trickle", {}, ["easy", "human"], [1]) == "easy"         # either seat
    assert ladder.unlocked("trickle", "medium") and not ladder.unlocked("trickle", "hard")
    assert ladder.next_rung("trickle") == "medium"
    assert ladder.record_game("tumbleweed", {"size": 6}, ["human", "easy"], [0]) == "easy"
    assert ladder.beaten("tumbleweed-6") == {"easy"} and ladder.beaten("tumbleweed-8") == set()


def test_the_climb_round_trips_through_its_file():
    ladder.record_game("trickle", {}, ["human", "easy"], [0])
    ladder.record_game("trickle", {}, ["human", "medium"], [0])
    ladder.record_game("tumbleweed", {"size": 11}, ["human", "expert"], [0])
    WRITER.flush()
    with open(ladder.ladder_path(), encoding="utf-8") as f:
        assert json.load(f) == {"version": 1, "beaten": {"trickle": ["easy", "medium"], "tumbleweed-11": ["expert"]}}
    ladder.forget()
    assert ladder.beaten("trickle") == {"easy", "medium"} and ladder.next_rung("trickle") == "hard"
    assert ladder.take_problem() is None


@pytest.mark.parametrize("damage", [b"{ not json", b'{"version": 1, "beaten": ["easy"]}', b"\xff\xfe"])
def test_a_damaged_file_is_set_aside_with_one_sentence(damage):
    os.makedirs(os.path.dirname(ladder.ladder_path()), exist_ok=True)
    with open(ladder.ladder_path(), "wb") as f:
        f.write(damage)
    assert ladder.beaten("trickle") == set()
    problem = ladder.take_problem()
    assert problem is not None and problem.key.startswith("ladder.store.unreadable")
    from ui.kit import notices
    said = notices.words(problem)
    assert said.startswith("Your ladder could not be read") and "ladder.broken-1.json" in said
    assert os.path.exists(os.path.join(os.path.dirname(ladder.ladder_path()), "ladder.broken-1.json"))
    assert ladder.take_problem() is None
    ladder.record_game("trickle", {}, ["human", "easy"], [0])       # and the climb goes on
    assert ladder.beaten("trickle") == {"easy"}


def finished_icesickle(seed: int):
    """An IceSickle game played to its end by random moves."""
    state = icesickle.new_game(players=2, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.play(rng.choice(state.legal_moves()))
    return state


def test_a_finished_game_keeps_the_level_it_beat_through_the_autosave():
    for seed in range(40):
        state = finished_icesickle(seed)
        winners = list(state.outcome().winners)
        if len(winners) == 1:
            break
    seats = [Seat("A", (255, 0, 0), "a"), Seat("B", (0, 0, 255), "b")]
    seats[1 - winners[0]] = Seat("C", (0, 0, 255), "c", controller="hard")
    saves.autosave(Match(entry="icesickle", state=state, seats=seats))
    assert ladder.beaten("icesickle") == {"hard"}
    seats[winners[0]] = Seat("D", (0, 255, 0), "d", controller="hard")       # the computer won: nothing more
    seats[1 - winners[0]] = Seat("E", (0, 0, 0), "e")
    saves.autosave(Match(entry="icesickle", state=state, seats=seats))
    assert ladder.beaten("icesickle") == {"hard"}


# -- the title screen -------------------------------------------------------------------------------------------

@pytest.fixture
def app():
    a = make_app(size=(1920, 1080))
    yield a
    pygame.quit()


def climb_button(menu):
    return next(b for b, (fn, arg) in menu.widgets.items() if fn is ladder_row.climb)


def test_the_title_screen_shows_the_ladder_and_climb_plays_the_next_rung(app):
    menu = MenuScene(selected="trickle")
    app.push(menu)
    step(app, 2)
    assert "ladder" in menu.row_kinds
    assert climb_button(menu).text == "Climb: Easy"
    press(app, climb_button(menu))
    scene = app.scene
    assert isinstance(scene, BoardScene)
    assert [s.controller for s in scene.match.seats] == ["human", "easy"]
    assert scene.state.options["chaining"] is False        # the game's default options


def test_climb_after_beating_easy_plays_medium_and_tumbleweed_climbs_per_size(app):
    ladder.record_game("trickle", {}, ["human", "easy"], [0])
    ladder.record_game("tumbleweed", {"size": 6}, ["human", "easy"], [0])
    ladder.record_game("tumbleweed", {"size": 6}, ["human", "medium"], [0])
    menu = MenuScene(selected="trickle")
    app.push(menu)
    step(app, 2)
    assert climb_button(menu).text == "Climb: Medium"
    assert "Beaten: Easy." in menu.row_tops[menu.row_kinds.index("ladder")][1]
    menu.select("tumbleweed")
    step(app, 1)
    assert climb_button(menu).text == "Climb: Easy"           # side 8, the default: nothing beaten there
    size = next(b for b, (fn, arg) in menu.widgets.items() if getattr(arg, "key", None) == "size")
    while menu.current()["size"] != 6:
        press(app, size)
    assert climb_button(menu).text == "Climb: Hard"
    assert menu.row_tops[menu.row_kinds.index("ladder")][0] == "Ladder, size 6"
    press(app, climb_button(menu))
    assert app.scene.state.options["size"] == 6
    assert [s.controller for s in app.scene.match.seats] == ["human", "hard"]


def test_a_cooperative_or_solo_only_entry_has_no_ladder(app):
    menu = MenuScene(selected="tripitz-together")
    app.push(menu)
    step(app, 2)
    assert "ladder" not in menu.row_kinds
    menu.select("trickle-down")
    step(app, 1)
    assert "ladder" in menu.row_kinds
    press(app, climb_button(menu))
    assert [s.controller for s in app.scene.match.seats] == ["human", "easy", "easy"]


@pytest.mark.parametrize("size", [(1920, 1080), (1080, 1920), (640, 480)])
@pytest.mark.parametrize("locale", ["en", "de", "fi"])
def test_the_ladder_row_fits_every_window(size, locale):
    a = make_app(size=size)
    use(locale)
    try:
        menu = MenuScene(selected="tumbleweed")
        a.push(menu)
        step(a, 2)
        assert "ladder" in menu.row_kinds[:4]          # on the first page of a compact window
        button = climb_button(menu)
        assert button.visible and menu.setup_rect.contains(button.relative_rect)
        assert button.text == t("ladder.climb", level=t("ladder.level.easy")) or button.text.endswith("…")
    finally:
        use("en")
        pygame.quit()
