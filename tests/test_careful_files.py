"""No file can stop Hexcade (issue 27): every fault a tester found with damaged files, one test each. The one
careful reader (ui/storage/files.py) refuses what is not a regular file, too large or nested too deep and cleans
every text; the stores set a damaged file aside with a sentence; text is fitted in logarithmic steps; a finished
game stays in its save until its record is written; every save asked for is written."""
import errno
import json
import os
import random
import shutil
import threading

import pygame
import pytest

import main
from engine import record as rec
from engine.record import MAX_MOVE_CHARS, MAX_SEED, RecordError
from games import GAMES
from tests.uihelpers import make_app, press, step
from ui.base.seats import default_seats
from ui.kit import notices, text
from ui.play.match import Match
from ui.screens.menu import MenuScene
from ui.storage import bests, files, prefs, recent, saves
from ui.storage.record import read_file, read_record, record_of

DEEP = "[" * 100000 + "]" * 100000


@pytest.fixture
def folders(tmp_path, monkeypatch):
    """A data folder and a config folder of this test's own (settings and best results read afresh)."""
    data, config = tmp_path / "data", tmp_path / "config"
    data.mkdir()
    config.mkdir()
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(data))
    monkeypatch.setenv("HEXCADE_CONFIG_DIR", str(config))
    prefs.forget()
    bests.forget()
    yield data, config
    saves.WRITER.flush()
    prefs.forget()
    bests.forget()


@pytest.fixture
def app(folders):
    a = make_app(size=(1024, 640))
    yield a
    saves.WRITER.flush()
    pygame.quit()


def a_match(key="trickle", moves=6, seed=3, over=False) -> Match:
    spec = GAMES[key]
    players = spec.default_players
    match = Match(key, spec.new_game(players, seed, spec.default_options()), default_seats(players), seed,
                  spec.default_options())
    rng = random.Random(seed)
    while not match.is_over and (over or len(match.history) < moves):
        match.play(rng.choice(match.state.legal_moves()))
    return match


def write_save(key: str, record: dict) -> None:
    with open(saves.save_path(key), "w", encoding="utf-8") as f:
        json.dump({"version": saves.VERSION, "record": record}, f)


def continue_game(app, key="trickle") -> MenuScene:
    menu = MenuScene(selected=key)
    app.reset_to(menu)
    step(app, 2)
    press(app, menu.continue_button)
    step(app, 3)
    return menu


# -- deep nesting, wrong shapes: the app starts whatever the settings and best results hold ----------------------
def test_deeply_nested_settings_are_set_aside_and_the_app_starts(folders):
    data, config = folders
    (config / "settings.json").write_text('{"seats": ' + DEEP + "}")
    app = make_app()
    try:
        app.home()
        step(app, 2)
        assert "damaged" in app.scene.notice and (config / "settings.broken-1.json").exists()
    finally:
        pygame.quit()


def test_deeply_nested_best_results_are_set_aside_with_a_sentence(folders):
    data, _ = folders
    (data / "bests.json").write_text(DEEP)
    assert bests.best("icesickle", "x") is None
    said = notices.words(bests.take_problem())
    assert "nested too deeply" in said and (data / "bests.broken-1.json").read_text() == DEEP


def test_deeply_nested_old_files_to_migrate_are_left_untouched(folders):
    data, config = folders
    (data / "prefs.json").write_text(DEEP)
    (data / "autosave.json").write_text('{"game": ' + DEEP + "}")
    assert prefs.load()["seats"] == {} and prefs.take_problem() is None
    assert saves.saved_entries(GAMES) == []
    assert (data / "prefs.json").read_text() == DEEP and (data / "autosave.json").exists()


def test_a_value_of_the_wrong_shape_in_a_nested_setting_means_its_default(folders):
    _, config = folders
    (config / "settings.json").write_text(json.dumps({
        "display": {"language": ["en"], "animation": {"fast": 1}, "marks": True},
        "seats": {"trickle": [["easy"]], "tumbleweed": "hard"}, "sound": [], "table": {"tripitz": {}}}))
    assert prefs.display_settings() == {**prefs.DISPLAY_DEFAULTS, "marks": True}
    assert prefs.seat_choices("trickle") == ["human"] * 6 and prefs.animation_factor() == 1.0
    assert prefs.language() is None and not prefs.table_mode("tripitz")
    assert prefs.take_problem().key == "records.settings_file.values_kept"


# -- text a font cannot take ------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["Or\x00ange", "Or\ud800ange", "\u202e", "\x1b[31mRed"])
def test_a_seat_name_a_font_cannot_take_is_cleaned_and_the_game_continues(app, name):
    record = record_of(a_match()).to_dict()
    record["seats"][0]["name"] = name
    write_save("trickle", record)
    menu = continue_game(app)
    assert app.scene is not menu and app.scene.spec.key == "trickle"
    shown = app.scene.match.seats[0].name
    assert "\x00" not in shown and "\ud800" not in shown and "\x1b" not in shown
    step(app, 3)


def test_a_record_file_with_escaped_control_characters_reads_clean(tmp_path):
    record = record_of(a_match())
    text_ = rec.dumps(record).replace('"name": "Orange"', '"name": "Or\\u0000an\\ud800ge"')
    path = tmp_path / "x.hexrec"
    path.write_text(text_, encoding="utf-8")
    assert read_record(str(path)).seats[0]["name"] == "Or an\ufffdge"


@pytest.mark.parametrize("shown", ["a\x00b", "a\ud800b", "\u202e", "\ufeff", "x" * 100000])
def test_any_text_renders(shown):
    pygame.font.init()
    text.reset()         # (fonts of an App an earlier test quit)
    assert text.render(shown, 18).get_height() > 0
    assert text.font(18).size(text.ellipsize(shown, 18, 200))[0] <= 200


def test_a_save_that_fails_when_shown_is_set_aside_not_met_again(app, monkeypatch):
    write_save("trickle", record_of(a_match()).to_dict())
    scene_class = GAMES["trickle"].scene_class()

    def broken(self, surface):
        raise ValueError("a position this drawing cannot take")
    monkeypatch.setattr(scene_class, "draw_pieces", broken)
    menu = continue_game(app)
    assert app.scene is menu and "could not be shown" in menu.notice
    assert not os.path.exists(saves.save_path("trickle"))
    assert os.path.exists(os.path.join(saves.save_dir(), "autosave-trickle.broken-1.json"))
    assert "trickle" not in menu.saved      # no Continue that fails again


# -- text that cannot freeze a frame -----------------------------------------------------------------------------
class CountingFont:
    """A font that counts how often text is measured (and how many characters in all)."""

    def __init__(self, real):
        self.real, self.calls, self.chars = real, 0, 0

    def size(self, shown):
        self.calls += 1
        self.chars += len(shown)
        return self.real.size(shown)


def test_text_is_fitted_in_logarithmic_steps(monkeypatch):
    pygame.font.init()
    text.reset()
    counting = CountingFont(text.font(18))
    monkeypatch.setattr(text, "font", lambda *a, **k: counting)
    cut = text.ellipsize("a result line " * 2000, 18, 300)
    assert cut.endswith("…") and counting.real.size(cut)[0] <= 300
    assert counting.calls <= 20           # one character at a time took ~28000 measures of ~28000 characters


def test_a_message_and_a_refusal_line_are_cut_to_a_sane_length(app, tmp_path):
    spec = GAMES["trickle"]
    scene = spec.make_scene(3, 1, spec.default_options())
    app.push(scene)
    scene.say("x" * 10 ** 6)
    assert len(scene.message) <= 300
    record = record_of(a_match())
    record.moves[1] = "y" * 10 ** 6
    path = tmp_path / "long.hexrec"
    path.write_text(rec.dumps(record), encoding="utf-8")
    with pytest.raises(RecordError) as refused:
        read_file(str(path), GAMES)
    assert len(str(refused.value)) < 100 and str(MAX_MOVE_CHARS) in str(refused.value)


def test_replay_of_a_record_with_an_over_long_move_is_one_short_line(tmp_path, capsys):
    record = record_of(a_match())
    record.moves[2] = "x" * 10 ** 6
    path = tmp_path / "long.hexrec"
    path.write_text(rec.dumps(record), encoding="utf-8")
    assert main.main(["--replay", str(path)]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and len(lines[0]) < 300 and "move 3" in lines[0]


def test_a_language_file_with_a_huge_word_falls_back_to_english(tmp_path):
    """A million-character word in a language file went into a pygame-gui button and ran SDL out of memory (found
    by tests/fuzz_files.py): the careful loader takes no word longer than any real one."""
    import i18n
    from ui.base import lang
    from ui.storage import wordfiles
    copy = tmp_path / "lang"
    shutil.copytree(lang.DIRECTORY, copy)
    words = json.loads((copy / "settings.fi.json").read_text(encoding="utf-8"))
    words["fi"]["language"]["name"] = "W" * 10 ** 6
    (copy / "settings.fi.json").write_text(json.dumps(words), encoding="utf-8")
    wordfiles.use()
    real = list(i18n.load_path)
    i18n.load_path[:] = [str(copy)]         # (python-i18n's own list: read from the damaged copy only)
    i18n.translations.container.clear()
    lang.add_words(str(tmp_path))           # (forgets the words kept)
    try:
        lang.use("fi")
        assert lang.t("settings.language.name") == "Language"
        assert lang.t("settings.sound.name") == "Äänet"      # (the rest of the file is read)
    finally:
        i18n.load_path[:] = real
        i18n.translations.container.clear()
        lang.add_words(str(copy))
        i18n.load_path[:] = real
        lang.use("en")


# -- bounded reads: only regular files, never more than a bound --------------------------------------------------
def in_time(do, seconds=10.0):
    """do() on a thread: (whether it is still waiting after `seconds`, what it gave)."""
    answer = {}
    thread = threading.Thread(target=lambda: answer.update(value=do()), daemon=True)
    thread.start()
    thread.join(seconds)
    return thread.is_alive(), answer.get("value")


def test_a_save_that_is_a_named_pipe_is_set_aside_without_waiting(folders):
    data, _ = folders
    path = saves.save_path("trickle")
    os.mkfifo(path)
    try:
        waiting, answer = in_time(lambda: saves.load_saved("trickle", GAMES))
    finally:
        if os.path.exists(path):        # (a read still waiting for a writer: let it go)
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
    assert not waiting
    loaded, notice = answer
    assert loaded is None and "not a file" in notices.words(notice)
    assert (data / "autosave-trickle.broken-1.json").is_fifo()


@pytest.mark.parametrize("kind", ["settings", "bests", "recent", "save"])
def test_a_link_to_an_endless_device_or_a_folder_is_refused_unread(folders, kind):
    data, config = folders
    (data / "recent").mkdir()
    path = {"settings": config / "settings.json", "bests": data / "bests.json",
            "recent": data / "recent" / "2026-trickle.hexrec", "save": data / "autosave-trickle.json"}[kind]
    for target in ("/dev/zero", "folder"):
        if target == "folder":
            path.mkdir()
        else:
            path.symlink_to(target)
        prefs.forget()
        bests.forget()
        assert prefs.load()["seats"] == {} and bests.best("icesickle", "x") is None
        assert recent.listing() == []
        loaded, notice = saves.load_saved("trickle", GAMES)
        assert loaded is None and (notice is None) == (kind != "save")
        for kept in [path] + list(path.parent.glob("*.broken-*")):
            if kept.is_symlink():
                kept.unlink()
            elif kept.is_dir():
                kept.rmdir()


def test_a_file_larger_than_its_kind_is_never_read(folders):
    data, config = folders
    (config / "settings.json").write_bytes(b'{"x": "' + b"y" * (2 << 20) + b'"}')   # (settings: a few kB)
    assert prefs.load()["table"] == {} and prefs.take_problem().key == "records.settings_file.damaged_kept"


# -- nothing finished is ever lost ------------------------------------------------------------------------------
def test_a_full_disk_at_the_end_keeps_the_finished_game_in_its_save_and_says_so(app, monkeypatch):
    real = files.write_atomically

    def full_for_records(path, data):
        if path.endswith(recent.SUFFIX):
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, data)
    monkeypatch.setattr(files, "write_atomically", full_for_records)
    match = a_match(over=True)
    saves.autosave(match)
    saves.WRITER.flush()
    with open(saves.save_path("trickle"), encoding="utf-8") as f:
        kept = json.load(f)["record"]
    assert kept["moves"] == [str(p.move) for p in match.history] and kept["outcome"]
    app.home()        # (from the end screen: the title screen says it)
    step(app, 2)
    assert "stays in its save" in app.scene.notice and "OSError" in app.scene.notice
    # the disk has room again: the next Continue keeps it with the recent games, and only then removes the save
    monkeypatch.setattr(files, "write_atomically", real)
    assert saves.load_saved("trickle", GAMES) == (None, None)
    saves.WRITER.flush()
    assert not os.path.exists(saves.save_path("trickle")) and len(recent.listing()) == 1


def test_every_move_asked_for_is_written_none_batched(folders, monkeypatch):
    written = []
    monkeypatch.setattr(files, "write_atomically", lambda path, data: written.append(data["moves"]))
    hold = threading.Event()
    saves.WRITER.submit("first", lambda: hold.wait(5) and {"moves": 0})    # (the writer busy with an earlier one)
    for n in (1, 2, 3):            # three quick moves meanwhile
        saves.WRITER.submit("save", lambda n=n: {"moves": n})
    hold.set()
    saves.WRITER.flush()
    assert written == [0, 1, 2, 3]    # a kill loses at most the one being written, never the two before it


# -- settings that stay small -------------------------------------------------------------------------------------
def test_unknown_settings_keys_are_dropped_on_the_next_write(folders):
    _, config = folders
    path = config / "settings.json"
    path.write_text(json.dumps({"table": {f"k{i}": True for i in range(1000)} | {"tripitz": True},
                                "seats": {"old-game": ["easy"]}, "display": {"future": 1}, "extra": [1]}))
    prefs.use_entries(GAMES)
    prefs.remember_table("trickle", True)
    saves.WRITER.flush()
    data = json.loads(path.read_text())
    assert data["table"] == {"tripitz": True, "trickle": True} and data["seats"] == {} and "extra" not in data
    assert "future" not in data.get("display", {}) and prefs.take_problem() is None   # (nothing damaged)


def test_a_nul_in_a_settings_key_does_not_stop_the_settings_screen(app):
    prefs.forget()
    with open(prefs.settings_path(), "w", encoding="utf-8") as f:
        json.dump({"seats": {"tr\u0000ickle": ["easy"] * 6, "\ud800": ["hard"]}}, f)
    app.open("settings")
    step(app, 3)
    assert type(app.scene).__name__ == "SettingsScene"


# -- seeds in range ------------------------------------------------------------------------------------------------
def test_the_largest_seed_plays_exports_and_replays_and_its_next_game_too(tmp_path):
    out = tmp_path / "last.hexrec"
    try:
        assert main.main(["--game", "trickle", "--seed", str(MAX_SEED - 1), "--moves", "4", "--export",
                          str(out)]) == 0
        assert read_file(str(out), GAMES).record.seed == MAX_SEED - 1
        spec = GAMES["trickle"]
        assert spec.make_scene(3, MAX_SEED - 1, spec.default_options()).next_game_seed() == 0
    finally:
        pygame.quit()
