"""Sound (ui/kit/sound.py): one table maps every engine's events to sounds, special moments get the fanfare, every
sound is made in the mixer's format, volume and mute persist in settings.json, and no mixer means silence."""
import json
import random

import pygame
import pytest

import engine.tripitz as T
from engine.core import Event
from games import GAMES
from tests.uihelpers import make_app, step
from ui.storage import prefs, saves
from ui.input.picker import PICK, Outcome
from ui.kit import sound
from ui.screens.attract import DemoMode
from ui.play.match import Change, Match
from ui.base.seats import default_seats

GAMES_PER_ENTRY = 3


def random_changes(spec, players, seed):
    """A random game of an entry played through a Match: every change with the sounds it makes."""
    rng = random.Random(seed)
    state = spec.new_game(players, seed, spec.default_options())
    match = Match(spec.key, state, default_seats(players), seed)
    heard = []
    match.subscribe(lambda m, change: heard.append((change, sound.sounds_for(change, m))))
    for _ in range(3000):
        if match.is_over:
            break
        match.play(rng.choice(match.state.legal_moves()))
    return match, heard


@pytest.fixture(scope="module")
def played():
    """Random games of every entry at its smallest and largest player count: (entry, change, sounds)."""
    out = []
    for spec in GAMES.values():
        for players in sorted({min(spec.players), max(spec.players)}):
            for seed in range(GAMES_PER_ENTRY):
                match, heard = random_changes(spec, players, seed)
                out += [(spec.key, change, names) for change, names in heard]
    return out


def test_the_table_covers_every_event_kind_the_engines_emit(played):
    kinds = {ev.kind for _, change, _ in played for ev in change.events}
    assert {"move", "place", "capture", "score", "pass", "game_over"} <= kinds    # the games were really played
    missing = kinds - set(sound.EVENT_SOUNDS)
    assert not missing, f"event kinds without an entry in ui.kit.sound.EVENT_SOUNDS: {missing}"
    assert set(n for n in sound.EVENT_SOUNDS.values() if n) <= set(sound.RECIPES)
    assert set(n for n in sound.CHANGE_SOUNDS.values() if n) <= set(sound.RECIPES)


def test_every_move_sounds_and_every_ending_has_its_cadence(played):
    for entry, change, names in played:
        assert set(names) <= set(sound.RECIPES)
        assert 1 <= len(names) <= 3, (entry, change.events, names)
        if any(ev.kind == "game_over" for ev in change.events):
            assert "game_over" in names or "fanfare" in names
    heard = {n for _, _, names in played for n in names}
    assert {"move", "jump", "place", "capture", "score", "pass", "turn", "game_over"} <= heard


def test_the_match_change_kinds_sound():
    assert sound.sounds_for(Change("illegal", reason="no")) == ["illegal"]
    assert sound.sounds_for(Change("undo")) == ["undo"]
    assert sound.sounds_for(Change("reset")) == []


def test_a_tripitz_quadruple_gets_the_fanfare():
    start = T.start_quadruple(random.Random(3))
    a, b, c, d = start
    board = dict(zip([(-1, 0), (0, 0), (1, 0)], (a, b, c)))
    other = [p for p in T.PIDS if p not in start][:1]
    state = T.from_position(board, [[d], other], bag=[], current_player=0)
    match = Match("tripitz", state, default_seats(2))
    heard = []
    match.subscribe(lambda m, change: heard.append(sound.sounds_for(change, m)))
    move = next(m for m in state.legal_moves() if getattr(m, "cell", None) == (2, 0))
    assert match.play(move) is not None
    assert "fanfare" in heard[-1] and "place" in heard[-1]


def test_a_big_tumbleweed_capture_gets_the_fanfare_and_a_reinforcement_is_a_placement():
    def change(height, text):
        return Change("move", seat=0, events=(Event("capture", player=0, cell=(0, 0), piece="red", value=height,
                                                    text=text),
                                              Event("place", player=0, cell=(0, 0), piece="white", value=height + 1)))
    assert sound.sounds_for(change(sound.BIG_STACK, "capture"))[:2] == ["capture", "fanfare"]
    assert "fanfare" not in sound.sounds_for(change(sound.BIG_STACK - 1, "capture"))
    assert sound.sounds_for(change(5, "reinforce"))[0] == "place"


def test_every_sound_is_made_in_the_mixers_format():
    pygame.init()
    try:
        sound.forget()
        board = sound.start(background=False)
        init = pygame.mixer.get_init()
        if not init:
            assert not board.available          # no mixer: silence
            return
        freq, size, channels = init
        frame = abs(size) // 8 * channels
        assert set(board.buffers) == set(sound.RECIPES)
        for name, data in board.buffers.items():
            assert len(data) > 0 and len(data) % frame == 0, name
            made = board.sound(name)
            longest = max(p[1] + p[2] for p in sound.RECIPES[name])
            assert made.get_length() == pytest.approx(longest, abs=0.01)
            assert made.get_raw() == data
        assert board.synth_seconds < 5     # (tests/benchmarks/bench_sound.py prints the real figure)
    finally:
        sound.forget()
        pygame.quit()


def test_sounds_made_one_a_piece_are_the_sounds_made_at_once_and_silent_until_made():
    """The warm-up makes the sounds one a piece on the main thread (a thread making them held the interpreter's
    lock from the frames); each is the same bytes as made at once, and one not made yet plays nothing."""
    pygame.init()
    try:
        sound.forget()
        whole = dict(sound.start(background=False).buffers)
        sound.forget()
        board = sound.start(None)
        if not pygame.mixer.get_init():
            assert not board.todo and board.ready.is_set()
            return
        assert set(board.todo) == set(sound.RECIPES) and not board.buffers and not board.ready.is_set()
        assert board.sound(board.todo[-1]) is None          # not made yet: silence, never an error
        while board.todo:
            board.make_next()
            assert board.ready.is_set() == (not board.todo)
        assert board.buffers == whole
    finally:
        sound.forget()
        pygame.quit()


def test_the_volume_changes_after_the_mixer_closed(tmp_path, monkeypatch):
    """Found by tests/fuzz_input.py (seed 7): sounds made under a mixer that pygame.quit() closed raised 'mixer not
    initialized' when the settings screen changed the volume."""
    monkeypatch.setenv("HEXCADE_CONFIG_DIR", str(tmp_path))
    prefs.forget()
    pygame.init()
    try:
        sound.forget()
        board = sound.start(background=False)
        assert pygame.mixer.get_init() and board.sound("place") is not None    # (the dummy driver has a mixer)
        pygame.mixer.quit()
        sound.set_volume(0.5)
        assert sound.volume() == pytest.approx(0.5) and board.sounds == {}
    finally:
        sound.forget()
        prefs.forget()
        pygame.quit()


def test_the_sounds_of_a_closed_mixer_go_with_it_and_the_next_mixer_makes_its_own(tmp_path, monkeypatch):
    """The cause of the 'mixer not initialized' above: Sounds outliving the mixer pygame.quit() closes (one App
    after another, as the random-input script does). They go when pygame quits; the next App's mixer plays."""
    monkeypatch.setenv("HEXCADE_CONFIG_DIR", str(tmp_path))
    prefs.forget()
    pygame.init()
    try:
        sound.forget()
        board = sound.start(background=False)
        first = board.sound("place")
        assert first is not None
        pygame.quit()
        assert board.sounds == {}                      # gone with their mixer, before anything touches them
        pygame.init()
        assert sound.start() is board                  # the same format: the bytes are kept
        sound.set_volume(0.3)
        again = board.sound("place")
        assert again is not None and again is not first and again.get_volume() == pytest.approx(0.3, abs=0.01)
        board.play("place")
    finally:
        sound.forget()
        prefs.forget()
        pygame.quit()


def test_no_mixer_means_silence(monkeypatch):
    def fail(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    sound.forget()
    try:
        board = sound.start()
        assert board.ready.is_set() and not board.available
        sound.hear(Outcome(PICK, pick=1))                      # (a pick's tick, by the one path sound listens on)
        sound.hear(Change("illegal", reason="no"))
        assert sound.start() is board                          # the mixer is tried once
    finally:
        sound.forget()


def test_volume_and_mute_persist_in_the_settings(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_CONFIG_DIR", str(tmp_path))
    prefs.forget()
    sound.forget()
    try:
        assert sound.is_on() and sound.start().volume == prefs.SOUND_DEFAULTS["volume"]
        sound.set_volume(0.3)
        assert sound.toggle_mute() is False
        saves.WRITER.flush()
        prefs.forget()                                  # what a restart does
        sound.forget()
        assert not sound.is_on() and sound.volume() == pytest.approx(0.3)
        with open(tmp_path / "settings.json", encoding="utf-8") as f:
            assert json.load(f)["sound"] == {"volume": 0.3, "muted": True}
        for damaged in ({"volume": "loud", "muted": 1}, {"volume": 7, "muted": None}, [], "x"):
            with open(tmp_path / "settings.json", "w", encoding="utf-8") as f:
                json.dump({"sound": damaged}, f)
            prefs.forget()
            assert prefs.sound_settings() == prefs.SOUND_DEFAULTS
    finally:
        prefs.forget()
        sound.forget()


@pytest.mark.parametrize("key,players", [("tumbleweed", 2), ("tripitz", 2), ("trickle-down", 3)])
def test_a_game_played_to_its_end_with_sound_on(key, players, monkeypatch):
    app = make_app()
    try:
        board = sound.start().wait()
        assert not board.muted
        played = []
        real_play = board.play
        monkeypatch.setattr(board, "play", lambda name: (played.append(name), real_play(name)))
        spec = GAMES[key]
        scene = spec.make_scene(players, 3, spec.default_options(), autosave=False)
        app.push(scene)
        step(app, 2)
        rng = random.Random(1)
        while not scene.state.is_over:
            assert scene.play(scene.random_move(scene.state.legal_moves(), rng))
            step(app)
        step(app, 30)
        assert "game_over" in played or "fanfare" in played
        assert set(played) <= set(sound.RECIPES)
    finally:
        pygame.quit()


def test_m_and_the_pause_menu_switch_sound(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_CONFIG_DIR", str(tmp_path))
    prefs.forget()
    sound.forget()
    app = make_app()
    try:
        spec = GAMES["trickle"]
        scene = spec.make_scene(2, 3, spec.default_options(), autosave=False)
        app.push(scene)
        step(app, 2)
        assert ("Sound: on" in [label for label, _ in scene.pause_actions()])
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0))
        step(app, 2)
        assert not sound.is_on() and scene.message == "Sound off."
        assert ("Sound: off" in [label for label, _ in scene.pause_actions()])
        dict(scene.pause_actions())["Sound: off"]()
        assert sound.is_on()
    finally:
        saves.WRITER.flush()
        prefs.forget()
        sound.forget()
        pygame.quit()


def test_a_pick_ticks_and_an_explained_refusal_buzzes(monkeypatch):
    app = make_app()
    try:
        board = sound.start().wait()
        played = []
        monkeypatch.setattr(board, "play", played.append)
        spec = GAMES["trickle"]
        scene = spec.make_scene(2, 3, spec.default_options(), autosave=False)
        app.push(scene)
        step(app, 2)
        move = scene.state.legal_moves()[0]
        outcome = scene.picker.pick(move.src)
        scene.follow_picker(outcome)                    # (where the scene gets every outcome of the Picker)
        assert outcome.kind == "pick" and played == ["pickup"]
        scene.picker.clear()
        scene.follow_picker(scene.picker.turn_down(None, None))     # a tap on nothing: a cancel, silent
        assert played == ["pickup"]
        monkeypatch.setattr(scene, "refuse", lambda pick, target: "Not there.")     # (the hook returns its words)
        scene.follow_picker(scene.picker.turn_down(move.src, None))
        assert played == ["pickup", "illegal"] and scene.message == "Not there."
    finally:
        pygame.quit()


def test_undo_has_its_own_sound_not_the_pick_up_tick(monkeypatch):
    """Undo used to play the pick-up tick (issue 30): a player could not hear a move being taken back."""
    assert sound.RECIPES["undo"] != sound.RECIPES["pickup"]
    assert sound.synthesise(sound.RECIPES["undo"], 8000) != sound.synthesise(sound.RECIPES["pickup"], 8000)
    app = make_app()
    try:
        board = sound.start().wait()
        played = []
        monkeypatch.setattr(board, "play", played.append)
        spec = GAMES["trickle"]
        scene = spec.make_scene(2, 3, spec.default_options(), autosave=False)
        app.push(scene)
        step(app, 2)
        assert scene.play(scene.state.legal_moves()[0])
        played.clear()
        scene.undo()
        assert played == ["undo"] and not scene.match.history
    finally:
        pygame.quit()


def test_a_demo_is_quiet(monkeypatch):
    app = make_app()
    try:
        board = sound.start().wait()
        played = []
        monkeypatch.setattr(board, "play", played.append)
        spec = GAMES["tumbleweed"]
        scene = spec.make_scene(2, 3, spec.default_options(), autosave=False)
        app.push(scene)
        step(app, 2)
        assert scene.play(scene.state.legal_moves()[0]) and played
        played.clear()
        scene.use_mode(DemoMode(0, spec))             # what the attract mode gives a demo game
        assert scene.play(scene.state.legal_moves()[0]) and not played
    finally:
        pygame.quit()
