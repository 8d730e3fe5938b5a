"""Random input never breaks Hexcade: a short, fixed-seed run of tests/fuzz_input.py (taps, drags, several
fingers at once, keys, wheel, resizes, focus changes over every scene, both layouts). Run the script itself for
longer: `python3 tests/fuzz_input.py --seconds 300 --seed 7`."""
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
