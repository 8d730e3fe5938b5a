"""Random input never breaks Hexcade: a short, fixed-seed run of tests/fuzz_input.py (taps, drags, several
fingers at once, keys, wheel, resizes, focus changes over every scene, both layouts). Run the script itself for
longer: `python3 tests/fuzz_input.py --seconds 300 --seed 7`."""
import os
import subprocess
import sys

from tests.fuzz_input import Fuzzer, summary
from ui.storage import prefs
from ui.kit import sound

ACTIONS = 420      # by count, not wall time, so a slow machine runs the same inputs (about 10 s here)


def test_a_short_random_input_run_raises_nothing(tmp_path, monkeypatch):
    # Its own save folder, prefs and sound settings: random keys mute the sound and random games leave saves,
    # which must not reach the tests after it.
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    prefs.forget()
    sound.forget()
    fuzzer = Fuzzer(seed=12, actions_per_episode=60, log=lambda *_: None)
    try:
        failures = fuzzer.run(steps=ACTIONS)
    finally:
        fuzzer.close()
        prefs.forget()
        sound.forget()
    assert fuzzer.episodes >= 5
    assert not failures, summary(fuzzer, 0.0) + "\n\n" + failures[0]["traceback"]


def test_the_script_leaves_a_fresh_home_and_the_players_folders_untouched(tmp_path):
    """Issue 30: a run of the README's command muted the sound, switched the language, the table layout and kiosk
    mode in the player's own settings.json. Seed 7's first 60 actions mute the sound and play moves (an autosave)."""
    home, config, saves = tmp_path / "home", tmp_path / "config", tmp_path / "saves"
    for folder in (home, config, saves):
        folder.mkdir()
    settings = config / "settings.json"
    settings.write_text('{"version": 2, "display": {"language": "de"}}')
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "HEXCADE_"))}
    env.update(HOME=str(home), HEXCADE_CONFIG_DIR=str(config), HEXCADE_SAVE_DIR=str(saves),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fuzz_input.py")
    run = subprocess.run([sys.executable, script, "--seed", "7", "--steps", "60"], env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "60 actions" in run.stdout
    assert list(home.iterdir()) == [] and list(saves.iterdir()) == []
    assert list(config.iterdir()) == [settings]
    assert settings.read_text() == '{"version": 2, "display": {"language": "de"}}'
