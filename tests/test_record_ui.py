"""The record on screen, through the real App headless: the move list, a read-only review of an earlier
position (also while a computer seat thinks), the replay of a finished game and the Recent games list."""
import random
import time

import pygame
import pytest

from games import GAMES
from tests.uihelpers import click, find_button, key, make_app, press, settle, step
from ui.storage import recent, saves
from ui.screens.menu import MenuScene
from ui.play.movelist import MoveListOverlay
from ui.kit.overlays import ResultOverlay
from ui.screens.recentlist import RecentScene
from ui.play.replay import ReplayMode, replay_scene


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    a = make_app(size=(1024, 640))
    yield a
    saves.WRITER.flush()
    pygame.quit()


def start(app, key_name="trickle", players=3, seed=4, table=False, **how):
    spec = GAMES[key_name]
    app.push(MenuScene(selected=key_name))
    scene = spec.make_scene(players, seed, spec.default_options(), table=table, **how)
    app.push(scene)
    step(app, 2)
    return scene


def tap_move(app, number):
    overlay = app.scene
    assert isinstance(overlay, MoveListOverlay)
    rect = next(r for e, r in overlay.row_rects() if e.number == number)
    click(app, rect.center)


@pytest.mark.parametrize("table", [False, True])
def test_the_move_list_numbers_the_moves_and_a_tap_reviews_a_position_read_only(app, table):
    scene = start(app, table=table)
    scene.advance_random(6, random.Random(1))
    settle(app)
    now = scene.state.to_dict()
    key(app, pygame.K_l)
    overlay = app.scene
    assert isinstance(overlay, MoveListOverlay)
    assert [e.number for e in overlay.entries] == [1, 2, 3, 4, 5, 6] and overlay.marked == 6
    assert [e.name for e in overlay.entries[:3]] == [scene.seat_info(s)[0] for s in (0, 1, 2)]
    assert overlay.entries[1].colour == tuple(scene.seat_info(1)[1])
    tap_move(app, 2)
    review = getattr(app.scene, "mode", None)      # the viewer: the game's scene in a ReplayMode
    assert isinstance(review, ReplayMode) and review.at == 2
    assert review.scene.state.to_dict() == scene.match.history[2].before.to_dict()
    click(app, review.scene.board_rect.center)        # taps on the reviewed board play nothing
    press(app, find_button(app, "<"))
    assert review.scene.state.to_dict() == scene.match.history[1].before.to_dict()
    assert review.back_button.text in ("Back to the game", "Back")     # (the short word on a narrow bar)
    press(app, review.back_button)
    assert app.scene is scene and scene.state.to_dict() == now and len(scene.match.history) == 6


def test_moves_is_in_the_pause_menu(app):
    scene = start(app, "tumbleweed", 2)
    scene.advance_random(3, random.Random(2))
    key(app, pygame.K_ESCAPE)
    press(app, find_button(app, "Moves"))
    assert isinstance(app.scene, MoveListOverlay) and len(app.scene.entries) == 3
    press(app, find_button(app, "Close"))
    assert app.scene is not scene     # back on the pause menu
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene


def test_a_review_while_the_computer_thinks_cancels_it_and_the_game_goes_on_after(app):
    scene = start(app, "tumbleweed", 2, controllers=["human", "easy"])
    scene.turns.think_seconds = 0.01
    while not scene.computer_to_move():
        assert scene.play(scene.state.legal_moves()[0])
    scene.animator.finish()
    step(app, 2)
    assert scene.turns.busy
    n = len(scene.match.history)
    key(app, pygame.K_l)
    assert not scene.turns.busy                 # covered: the request is cancelled
    tap_move(app, 1)
    step(app, 30, 0.7)                           # a review lasts; nothing moves in the game meanwhile
    assert len(scene.match.history) == n and isinstance(getattr(app.scene, "mode", None), ReplayMode)
    press(app, app.scene.mode.back_button)
    end = time.monotonic() + 20
    while len(scene.match.history) == n:        # back on top: the computer is asked again and moves
        assert time.monotonic() < end, "the computer never moved after the review"
        step(app, 1, 0.7)
        time.sleep(0.002)
    assert scene.match.history[n].seat == 1


def test_a_finished_game_replays_itself_from_the_result_screen_and_goes_to_recent_games(app):
    scene = start(app, "icesickle", 1, seed=11)
    scene.advance_random(500, random.Random(3))
    settle(app)
    step(app, 5)
    assert scene.state.is_over and isinstance(app.scene, ResultOverlay)
    final = scene.state.to_dict()
    press(app, find_button(app, "Replay"))
    viewer = getattr(app.scene, "mode", None)
    assert isinstance(viewer, ReplayMode) and viewer.at == 0 and viewer.playing
    for _ in range(400):
        if viewer.at == viewer.total:
            break
        step(app, 1, 0.25)
    assert viewer.at == viewer.total and not viewer.playing
    assert viewer.scene.state.to_dict() == final
    press(app, find_button(app, "Back"))
    assert isinstance(app.scene, ResultOverlay)
    saves.WRITER.flush()
    kept = recent.listing()
    assert len(kept) == 1 and kept[0][1].game == "icesickle" and len(kept[0][1].moves) == viewer.total
    # ...and on the title screen
    menu = MenuScene(selected="icesickle")
    app.reset_to(menu)
    step(app, 2)
    press(app, menu.recent_button)
    listing = app.scene
    assert isinstance(listing, RecentScene) and len(listing.items) == 1
    click(app, listing.rows()[0][1].center)
    viewer = getattr(app.scene, "mode", None)
    assert isinstance(viewer, ReplayMode) and viewer.total == len(kept[0][1].moves)
    press(app, find_button(app, ">|"))
    assert viewer.scene.state.to_dict() == final
    press(app, find_button(app, "Back"))
    press(app, find_button(app, "Back to menu"))
    assert app.scene is menu


def test_recent_games_is_hidden_when_there_are_none_and_keeps_the_last_twenty(app):
    menu = MenuScene()
    app.push(menu)
    step(app, 2)
    assert menu.recent_button is None
    for label in ("Recent games", "Recent"):
        with pytest.raises(AssertionError):
            find_button(app, label)
    match = None
    for seed in range(23):
        scene = start(app, "icesickle", 1, seed=seed)
        scene.advance_random(500, random.Random(seed))
        saves.WRITER.flush()
        match = scene.match
    assert len(recent.files()) == recent.KEEP
    assert recent.listing()[0][1].seed == match.seed      # newest first


def test_moves_is_in_every_pause_menu_without_pushing_out_a_games_own_entries(app):
    scene = start(app, "icesickle", 1)
    key(app, pygame.K_ESCAPE)
    labels = [label for label, _ in app.scene.actions]
    assert labels[:4] == ["Resume", "Moves", "Restart this puzzle", "New puzzle"]   # IceSickle solo's own


def test_a_long_pause_menu_on_a_small_window_keeps_every_button_on_its_panel(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    small = make_app(size=(640, 480))
    try:
        scene = start(small, "tripitz", 2)
        key(small, pygame.K_ESCAPE)
        overlay = small.scene
        assert len(overlay.actions) >= 7 and overlay.actions[1][0] == "Moves"
        for button in overlay.buttons:
            assert overlay.rect.contains(button.rect) and button.rect.height >= 44
    finally:
        pygame.quit()


def test_a_replay_of_computer_seats_never_asks_a_computer_to_move(app):
    from engine import record as rec
    from ui.storage.record import rebuild, record_of
    from ui.play.replay import Line
    scene = start(app, "tumbleweed", 2, controllers=["hard", "expert"], autosave=False)
    scene.turns.cancel()
    scene.moving_for_computer = True
    for _ in range(6):
        scene.play(scene.state.legal_moves()[0])
    scene.moving_for_computer = False
    record = rec.loads(rec.dumps(record_of(scene.match)))
    assert [s["controller"] for s in record.seats] == ["hard", "expert"]
    viewer = replay_scene(Line.of_rebuilt(rebuild(record, GAMES)), 0, autoplay=True).mode
    app.push(viewer.scene)
    for _ in range(600):
        step(app, 1, 0.1)
        assert not viewer.scene.turns.busy and not viewer.scene.computer_to_move()
        if viewer.at == viewer.total:
            break
    assert viewer.at == viewer.total == 6 and len(viewer.scene.match.history) == 6


def test_a_game_finished_again_after_undo_is_one_recent_game_not_two(app):
    scene = start(app, "icesickle", 1, seed=3)
    scene.advance_random(500, random.Random(3))
    saves.WRITER.flush()
    assert scene.state.is_over and len(recent.files()) == 1
    scene.undo()
    scene.animator.finish()
    scene.redo()                       # the same ending again
    saves.WRITER.flush()
    assert len(recent.files()) == 1, "finishing the same game again replaces its entry"
    other = start(app, "icesickle", 1, seed=4)
    other.advance_random(500, random.Random(4))
    saves.WRITER.flush()
    assert len(recent.files()) == 2, "another game is another entry"


def test_recent_games_say_the_result_from_the_records_data_in_the_players_language(app):
    """A record keeps how the game ended as data; the list words it in the player's language (an older record,
    written without that data, by replaying it), and the same game opens on every tap."""
    from engine import record as rec
    from ui.base import lang
    from ui.base.lang import t
    from ui.storage.record import record_of
    scene = start(app, "trickle-down", 3, seed=6)
    scene.advance_random(1000, random.Random(6))
    settle(app)
    assert scene.state.is_over
    record = record_of(scene.match)
    old = rec.loads("\n".join(line for line in rec.dumps(record).splitlines()
                              if not line.startswith("Outcome:")) + "\n")
    lang.use("fi")
    try:
        listing = RecentScene(GAMES)
        app.push(listing)
        step(app, 2)
        winners = record.outcome["winners"]
        names = [t(f"play.seat.{scene.match.seats[i].name.lower()}") for i in winners]
        for path, kept in (("new", record), ("old", old)):
            said = listing.describe(path, kept)[0]
            assert all(name in said for name in names) and "wins" not in said, said
            assert t("records.result.scores_joiner").join(str(v) for v in record.outcome["scores"]) in said
        assert old.outcome == {}                     # (worked out for the list, the record itself is as read)
        for _ in range(2):                           # (Trickle Down's record opened a second time was refused)
            listing.open(old)
            assert isinstance(getattr(app.scene, "mode", None), ReplayMode) and not listing.problem
            app.pop()
    finally:
        lang.use("en")


def test_tripitz_together_ends_in_the_players_language_in_the_replay_and_recent_games(app):
    """Nobody wins Tripitz Together: the replay viewer's caption and the Recent list say its team score by the
    ending's code in the player's language (German here), never the engine's English summary that the record file
    keeps (an older record, kept before its data had the code, too); so does the result headline."""
    import json

    from engine import record as rec
    from ui.base import lang
    from ui.base.lang import t
    from ui.play.replay import Line
    from ui.storage.record import rebuild, record_of
    scene = start(app, "tripitz-together", 2, seed=5)
    scene.advance_random(2000, random.Random(5))
    settle(app)
    assert scene.state.is_over
    outcome = scene.state.outcome()
    english = outcome.summary
    record = record_of(scene.match)
    assert english in record.result and record.outcome["code"] == "together_score"
    text = rec.dumps(record)
    older = {k: v for k, v in record.outcome.items() if k not in ("code", "values")}
    old = rec.loads(text.replace("Outcome: " + json.dumps(record.outcome), "Outcome: " + json.dumps(older)))
    assert "code" not in old.outcome and old.outcome["summary"] == english
    lang.use("de")
    try:
        german = t("tripitz.codes.together_score", score=scene.state.team_score)
        assert german.startswith("Zusammen") and str(scene.state.team_score) in german
        assert scene.result_headline(outcome) == german
        listing = RecentScene(GAMES)
        app.push(listing)
        step(app, 2)
        for path, kept in (("new", record), ("old", old)):
            said = listing.describe(path, kept)[0]
            assert german in said and english not in said and "Together you" not in said, said
        app.pop()
        for kept in (record, old):
            viewer = replay_scene(Line.of_rebuilt(rebuild(rec.loads(rec.dumps(kept)), GAMES)))
            app.push(viewer)
            step(app, 2)
            assert viewer.mode.at == viewer.mode.total
            caption = viewer.mode.caption_lines()
            assert any(german in line for line in caption), caption
            assert not any(english in line or "Together you" in line for line in caption), caption
            app.pop()
    finally:
        lang.use("en")
