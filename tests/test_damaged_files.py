"""Damaged saves and records are refused with a reason or resumed from their last good move, never a crash:
property tests on the loaders, and a fuzz run that drives the real App headless through Continue (twice for a
damaged save), playing on, the Recent games list and the replay viewer."""
import json
import os
import random

import pygame
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from engine import record as rec
from engine.record import RecordError
from games import GAMES
from tests.damage import damage_save_text, damage_text
from tests.entries import entries
from tests.uihelpers import click, find_button, make_app, press, step, worded
from ui.storage import recent, saves
from ui.play.match import Match
from ui.screens.menu import MenuScene
from ui.storage.record import read_file, record_of
from ui.screens.recentlist import RecentScene
from ui.play.replay import ReplayMode
from ui.base.seats import default_seats

# Every entry at its default count, Trickle and Tripitz with three seats.
ENTRY_PLAYERS = dict(entries({"trickle": (3,), "tripitz": (3,)}))


def a_game(key, moves=14, seed=6):
    spec = GAMES[key]
    players = ENTRY_PLAYERS[key]
    match = Match(key, spec.new_game(players, seed, spec.default_options()), default_seats(players), seed,
                  spec.default_options())
    rng = random.Random(seed)
    while not match.is_over and len(match.history) < moves:
        legal = match.state.legal_moves()
        places = [m for m in legal if not str(m).startswith(("X", "S"))]
        match.play(rng.choice(places or legal))
    return match


GOOD = {key: a_game(key) for key in ENTRY_PLAYERS}


def save_text(key) -> str:
    return json.dumps({"version": saves.VERSION, "record": record_of(GOOD[key]).to_dict()})


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    return tmp_path


def check_loaded(data, message, key):
    """What load_saved may answer for a damaged file, and that a loaded game plays on."""
    if data is None:
        assert message is None or "could not be read" in message
        return
    assert (data["bad_move"] > 0) == (message is not None)
    if message:
        assert "damaged" in message
    state = data["state"]
    for _ in range(4):         # the rebuilt position is one the engine made: it plays on
        if state.is_over:
            break
        state.play(random.Random(1).choice(state.legal_moves()))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(key=st.sampled_from(sorted(ENTRY_PLAYERS)), seed=st.integers(0, 10 ** 6))
def test_a_damaged_save_is_refused_or_resumed_never_a_crash(folder, key, seed):
    text, how = damage_save_text(save_text(key), random.Random(seed))
    os.makedirs(saves.save_dir(), exist_ok=True)
    with open(saves.save_path(key), "w", encoding="utf-8") as f:
        f.write(text)
    data, message = worded(saves.load_saved(key, GAMES))
    check_loaded(data, message, key)
    if data is None and message:        # set aside, never deleted
        assert not os.path.exists(saves.save_path(key))
        assert any(n.startswith(f"autosave-{key}.broken-") for n in os.listdir(saves.save_dir()))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(key=st.sampled_from(sorted(ENTRY_PLAYERS)), seed=st.integers(0, 10 ** 6))
def test_a_damaged_record_is_refused_with_a_line_or_replays_never_a_crash(tmp_path, key, seed):
    text, how = damage_text(rec.dumps(record_of(GOOD[key])), random.Random(seed))
    path = tmp_path / "x.hexrec"
    path.write_text(text, encoding="utf-8")
    try:
        rebuilt = read_file(str(path), GAMES)
    except RecordError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    assert rebuilt.bad_move == 0 and rebuilt.record.game in GAMES


def test_a_valid_save_loads_exactly(folder):
    for key in ENTRY_PLAYERS:
        os.makedirs(saves.save_dir(), exist_ok=True)
        with open(saves.save_path(key), "w") as f:
            f.write(save_text(key))
        data, message = worded(saves.load_saved(key, GAMES))
        assert message is None and data["state"].to_dict() == GOOD[key].state.to_dict()


FUZZ_FILES = 60


def test_fuzz_the_app_through_damaged_saves_and_records(folder):
    """Damaged saves: Continue (again when it says damaged), play on, back to the menu. Damaged recent records:
    the list opens, every row is tapped, the viewer steps to the end. Zero exceptions, every file kept."""
    app = make_app(size=(800, 600))
    rng = random.Random(2024)
    outcomes = {"refused": 0, "resumed": 0, "clean": 0}
    try:
        for i in range(FUZZ_FILES):
            key = sorted(ENTRY_PLAYERS)[i % len(ENTRY_PLAYERS)]
            text, how = damage_save_text(save_text(key), rng)
            os.makedirs(saves.save_dir(), exist_ok=True)
            with open(saves.save_path(key), "w", encoding="utf-8") as f:
                f.write(text)
            menu = MenuScene(selected=key)
            app.reset_to(menu)
            step(app, 2)
            button = next((b for b in [menu.continue_button] if b is not None), None)
            assert button is not None, how
            press(app, button)
            if app.scene is menu and menu.damaged is not None:
                assert "damaged" in menu.notice, how
                press(app, menu.continue_button)
                outcomes["resumed"] += 1
            if app.scene is menu:
                assert "could not be read" in menu.notice, how
                outcomes["refused"] += 1
                continue
            outcomes["clean"] += app.scene is not menu and "damaged" not in menu.notice
            scene = app.scene
            scene.advance_random(5, random.Random(i))
            step(app, 3, 0.2)
        # damaged records among the recent games
        os.makedirs(recent.recent_dir(), exist_ok=True)
        for i in range(12):
            key = sorted(ENTRY_PLAYERS)[i % len(ENTRY_PLAYERS)]
            text, _ = damage_text(rec.dumps(record_of(GOOD[key])), rng)
            with open(os.path.join(recent.recent_dir(), f"2026{i:02d}-{key}{recent.SUFFIX}"), "w",
                      encoding="utf-8") as f:
                f.write(text)
        menu = MenuScene()
        app.reset_to(menu)
        step(app, 2)
        press(app, menu.recent_button)
        listing = app.scene
        assert isinstance(listing, RecentScene)
        for n in range(len(listing.items)):
            listing.page = n // listing.per_page
            listing.rebuild_ui()
            step(app)
            rect = listing.rows()[n % listing.per_page][1]
            click(app, rect.center)
            if isinstance(getattr(app.scene, "mode", None), ReplayMode):
                viewer = app.scene.mode
                press(app, find_button(app, ">|")) if viewer.at < viewer.total else None
                step(app, 3, 0.3)
                press(app, find_button(app, "Back"))
            assert app.scene is listing
    finally:
        saves.WRITER.flush()
        pygame.quit()
    assert outcomes["refused"] and outcomes["resumed"], outcomes
