"""The settings (issue 13): settings.json in the config folder survives a restart, a damaged one is set aside
with a sentence, the old prefs.json is read once, each entry keeps its own layout, the settings screen is
reachable from the title screen and every row cycles, and the old data folder moves once."""
import json
import os

import pygame
import pytest

from tests.uihelpers import find_button, make_app, press, settle, step
from ui.board import anim
from ui.storage import folders, prefs, saves
from ui.kit import sound
from ui.screens.menu import MenuScene
from ui.screens.settings import SettingsScene


@pytest.fixture
def folders_of_its_own(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("HEXCADE_CONFIG_DIR", str(tmp_path / "config"))
    prefs.forget()
    sound.forget()
    yield tmp_path
    saves.WRITER.flush()
    prefs.forget()
    sound.forget()


@pytest.fixture
def app(folders_of_its_own):
    a = make_app()
    yield a
    pygame.quit()


def restart():
    """What a restart does to the settings: everything on disk, this run's copy dropped."""
    saves.WRITER.flush()
    prefs.forget()
    sound.forget()


def test_settings_survive_a_restart(folders_of_its_own):
    prefs.remember_seats("tumbleweed", ["human", "hard"])
    prefs.remember_table("tripitz", True)
    prefs.remember_event("attract_after", 0)
    prefs.remember_event("kiosk", True)
    prefs.remember_display("animation", "fast")
    prefs.remember_marks(True)
    sound.set_volume(0.4)
    restart()
    assert prefs.seat_choices("tumbleweed")[:2] == ["human", "hard"]
    assert prefs.table_mode("tripitz") and not prefs.table_mode("tripitz-together")
    assert prefs.event_settings()["attract_after"] == 0 and prefs.event_settings()["kiosk"]
    assert prefs.animation_factor() == prefs.ANIMATION_SPEEDS["fast"]
    assert prefs.display_settings()["marks"] and prefs.MARKS["on"]
    assert sound.volume() == pytest.approx(0.4)
    path = folders_of_its_own / "config" / "settings.json"
    assert json.loads(path.read_text())["table"] == {"tripitz": True}
    assert not (folders_of_its_own / "data" / "prefs.json").exists()


def test_a_damaged_settings_file_is_set_aside_and_the_title_screen_says_so(folders_of_its_own):
    config = folders_of_its_own / "config"
    config.mkdir()
    (config / "settings.json").write_text("{not json", encoding="utf-8")
    (config / "settings.broken-1.json").write_text("an older one", encoding="utf-8")
    app = make_app()
    try:
        menu = MenuScene()
        app.push(menu)
        step(app, 2)
        assert "settings.broken-2.json" in menu.notice and "defaults" in menu.notice
        assert (config / "settings.broken-2.json").read_text(encoding="utf-8") == "{not json"
        assert (config / "settings.broken-1.json").read_text(encoding="utf-8") == "an older one"
        assert not (config / "settings.json").exists()
        assert prefs.event_settings() == prefs.EVENT_DEFAULTS and prefs.sound_settings() == prefs.SOUND_DEFAULTS
        assert prefs.take_problem() is None               # said once
        prefs.remember_table("trickle", True)             # the next change writes a good file again
        restart()
        assert prefs.table_mode("trickle") and prefs.take_problem() is None
    finally:
        pygame.quit()


def test_damaged_values_mean_their_defaults_and_the_rest_is_kept(folders_of_its_own):
    config = folders_of_its_own / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({
        "table": {"trickle": "yes", "tumbleweed": True}, "display": {"animation": "warp", "marks": 1},
        "event": {"attract_after": -3, "kiosk": "on", "still_playing_after": 300}, "seats": []}), encoding="utf-8")
    assert not prefs.table_mode("trickle") and prefs.table_mode("tumbleweed")
    assert prefs.display_settings() == prefs.DISPLAY_DEFAULTS
    assert prefs.event_settings() == {**prefs.EVENT_DEFAULTS, "still_playing_after": 300}
    # The file still reads, so it stays in use; but a copy keeps what was in it (the next write leaves the
    # damaged values out), and the player hears it once.
    problem = prefs.take_problem()
    assert problem.key == "records.settings_file.values_kept" and problem.values["file"] == "settings.broken-1.json"
    assert (config / "settings.broken-1.json").read_bytes() == (config / "settings.json").read_bytes()
    assert prefs.take_problem() is None


def test_the_old_prefs_file_is_read_once(folders_of_its_own):
    data = folders_of_its_own / "data"
    data.mkdir()
    (data / "prefs.json").write_text(json.dumps({"seats": {"trickle": ["easy", "human"]},
                                                 "sound": {"volume": 0.2, "muted": True}}), encoding="utf-8")
    assert prefs.seat_choices("trickle")[:2] == ["easy", "human"]
    assert prefs.sound_settings() == {"volume": 0.2, "muted": True}
    prefs.remember_table("icesickle", True)               # from now on settings.json holds everything
    restart()
    (data / "prefs.json").write_text(json.dumps({"seats": {"trickle": ["hard"]}}), encoding="utf-8")
    assert prefs.seat_choices("trickle")[:2] == ["easy", "human"] and prefs.table_mode("icesickle")


def layout_word(app):
    return next(b.text for b in app.manager.get_sprite_group().sprites()
                if getattr(b, "text", None) in ("Window", "Table") and b.visible)


def test_each_entry_keeps_its_own_layout_never_another_ones(app):
    menu = MenuScene(selected="tripitz")
    app.push(menu)
    step(app, 2)
    press(app, find_button(app, "Window"))
    assert menu.current()["table"] and layout_word(app) == "Table"
    menu.select("tripitz-together")             # the children's game is not turned by the last game's table
    step(app, 2)
    assert layout_word(app) == "Window"
    press(app, find_button(app, "Play"))
    assert app.scene.match.entry == "tripitz-together" and not app.scene.table
    app.pop()
    step(app, 2)
    restart()                                  # ... and after a restart Tripitz is still at its table
    again = MenuScene(selected="tripitz")
    app.reset_to(again)
    step(app, 2)
    assert layout_word(app) == "Table"
    again.select("tripitz-together")
    step(app, 2)
    assert layout_word(app) == "Window"


def test_the_pause_menus_layout_switch_is_remembered_for_that_entry_only(app):
    menu = MenuScene(selected="trickle")
    app.push(menu)
    step(app, 2)
    press(app, find_button(app, "Play"))
    scene = app.scene
    scene.toggle_table()
    assert scene.table and prefs.table_mode("trickle") and not prefs.table_mode("trickle-down")
    app.pop()
    step(app, 2)
    assert menu.current()["table"] and layout_word(app) == "Table"


def test_the_settings_screen_is_reached_from_the_title_screen_and_every_row_cycles(app):
    menu = MenuScene()
    app.push(menu)
    step(app, 2)
    prefs.remember_seats("tumbleweed", ["human", "expert"])
    press(app, find_button(app, "Settings"))
    screen = app.scene
    assert isinstance(screen, SettingsScene)
    assert screen.said == "Computer players remembered: Tumbleweed (expert)."
    for b in screen.buttons:
        assert min(b.rect.size) >= 48
    for row in screen.rows:
        if row.key in ("language", "rotate"):
            continue      # they lay the screen out again (tests/test_languages.py, tests/test_rotate.py)
        button = next(b for b, r in screen.buttons.items() if r is row)
        before = button.text
        press(app, button)
        assert button.text != before, f"{row.key} did not change"
    # each change was applied and kept
    assert not sound.is_on() and sound.volume() == pytest.approx(1.0)
    assert prefs.display_settings() == {"animation": "fast", "marks": True, "language": None, "replay_speed": 1.0,
                                        "rotate": 0} \
        and prefs.MARKS["on"]
    assert prefs.computer_seats() == {}
    assert app.attendant.attract_after == 180 == prefs.event_settings()["attract_after"]   # 90 -> 180, live
    assert prefs.event_settings()["kiosk"] and not app.kiosk        # kiosk mode: from the next start
    assert app.attendant.still_playing_after == 300
    restart()
    assert prefs.event_settings()["kiosk"] and prefs.display_settings()["animation"] == "fast"
    assert not sound.is_on() and prefs.computer_seats() == {}
    press(app, find_button(app, "Back"))
    assert app.scene is menu
    step(app, 2)
    menu.select("tumbleweed")
    step(app, 2)
    assert menu.controllers() == ["human", "human"]        # the reset reached the title screen's seats


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1080, 1920), (1920, 1080)])
def test_the_settings_screen_fits(app, size):
    app.window = pygame.display.set_mode(size)
    app.manager.set_window_resolution(size)
    app.push(SettingsScene())
    step(app, 2)
    screen = pygame.Rect((0, 0), size)
    buttons = list(app.scene.buttons) + [app.scene.back]
    for b in buttons:
        assert screen.contains(b.rect) and min(b.rect.size) >= 48, (b.text, b.rect)
    for i, a in enumerate(buttons):
        for b in buttons[i + 1:]:
            assert not a.rect.colliderect(b.rect), (a.text, b.text)


def test_attract_off_never_starts_the_demo(app):
    from ui.screens.attract import showing_demo
    prefs.remember_event("attract_after", 0)
    app.attendant.reload()
    app.push(MenuScene())
    for _ in range(4):
        step(app, 60, dt=1.0)
    assert not showing_demo(app)


def test_the_animation_speed_is_one_factor_for_every_animation(folders_of_its_own):
    def seconds_to_finish():
        animator = anim.Animator()
        animator.add(anim.Effect(1.0, lambda surface, p: None))
        t = 0.0
        while animator.busy:
            animator.update(0.01)
            t += 0.01
        return t
    normal = seconds_to_finish()
    prefs.remember_display("animation", "slow")
    slow = seconds_to_finish()
    prefs.remember_display("animation", "fast")
    fast = seconds_to_finish()
    assert normal == pytest.approx(1.0, abs=0.02)
    assert slow == pytest.approx(1 / prefs.ANIMATION_SPEEDS["slow"], abs=0.02)
    assert fast == pytest.approx(1 / prefs.ANIMATION_SPEEDS["fast"], abs=0.02)


def test_tripitz_letters_are_the_marks_setting(app):
    from games import GAMES
    from games.tripitz.scene import LETTERS
    spec = GAMES["tripitz"]
    scene = spec.make_scene(2, 3, spec.default_options(), autosave=False)
    app.push(scene)
    step(app, 2)
    assert not LETTERS["on"]
    scene.toggle_letters()
    settle(app)
    assert LETTERS["on"] and prefs.display_settings()["marks"]
    restart()
    prefs.load()
    assert LETTERS["on"]                        # the next run starts with the letters on


# -- the data folder's move ------------------------------------------------------------------------------------
def test_the_old_data_folder_moves_once_and_loses_nothing(tmp_path):
    old, new = tmp_path / "old", tmp_path / "new"
    (old / "recent").mkdir(parents=True)
    (old / "recent" / "game.json").write_text("r")
    (old / "autosave-trickle.json").write_text("old trickle")
    (old / "bests.json").write_text("old bests")
    new.mkdir()
    (new / "bests.json").write_text("new bests")            # already there: kept, the old one stays behind
    moved = folders.move_old_data(str(old), str(new))
    assert sorted(moved) == ["autosave-trickle.json", "recent"]
    assert (new / "autosave-trickle.json").read_text() == "old trickle"
    assert (new / "recent" / "game.json").read_text() == "r"
    assert (new / "bests.json").read_text() == "new bests" and (old / "bests.json").read_text() == "old bests"
    assert folders.move_old_data(str(old), str(new)) == []   # once: nothing more to move
    (old / "bests.json").unlink()
    folders.move_old_data(str(old), str(new))
    assert not old.exists()                                    # an emptied old folder is removed


def test_nothing_moves_when_the_folders_are_the_same_or_the_save_folder_is_chosen(tmp_path, monkeypatch):
    same = tmp_path / "same"
    same.mkdir()
    (same / "bests.json").write_text("b")
    assert folders.move_old_data(str(same), str(same)) == [] and (same / "bests.json").exists()
    assert folders.move_old_data(str(tmp_path / "missing"), str(same)) == []
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(same))
    monkeypatch.setattr(folders, "old_data_dir", lambda: str(tmp_path / "never"))
    assert folders.move_old_data() == []


def test_the_folders_are_platformdirs_own_unless_overridden(monkeypatch):
    import platformdirs
    monkeypatch.delenv("HEXCADE_SAVE_DIR")
    monkeypatch.delenv("HEXCADE_CONFIG_DIR")
    assert folders.data_dir() == platformdirs.user_data_dir("hexcade", appauthor=False)
    assert folders.config_dir() == platformdirs.user_config_dir("hexcade", appauthor=False)
    assert saves.save_dir() == folders.data_dir()
    assert os.path.dirname(prefs.settings_path()) == folders.config_dir()


def test_the_table_layout_row_sets_every_game_and_back(app):
    """An organiser's one tap: every entry opens in the table layout (an entry's own Layout choice stays its own
    otherwise, tests above); a second tap puts every entry back in a window."""
    prefs.remember_table("tumbleweed", True)
    screen = SettingsScene()
    app.push(screen)
    step(app, 2)
    assert screen.table_word() == "1 game"
    screen.choose("table")
    assert all(prefs.table_mode(k) for k in app.games) and screen.table_word() == "every game"
    screen.choose("table")
    assert not any(prefs.table_mode(k) for k in app.games) and screen.table_word() == "none"
    assert screen.said == "Every game opens in a window."
