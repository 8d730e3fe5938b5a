"""Damaged files never stop Hexcade: a short, fixed-seed run of tests/fuzz_files.py (every kind of file the app
reads, damaged, through the real App: Continue, Recent games, Settings, --replay, an end screen's best results, a
language file). Run the script itself for longer: `python3 tests/fuzz_files.py --seconds 300 --seed 7`."""
from tests.fuzz_files import FileFuzzer, summary
from ui.storage import bests, prefs
from ui.kit import sound

FILES = 20      # by count, not wall time, so a slow machine tries the same files (about 5 s here)


def test_a_short_damaged_files_run_crashes_hangs_and_loses_nothing(tmp_path, monkeypatch):
    # Its own folders (each file's try sets them), put back afterwards; timing is the script's business, not CI's.
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    monkeypatch.setenv("HEXCADE_CONFIG_DIR", str(tmp_path))
    fuzzer = FileFuzzer(seed=5, log=lambda *_: None, step_limit=None)
    try:
        faults = fuzzer.run(files=FILES)
    finally:
        fuzzer.close()
        prefs.forget()
        bests.forget()
        sound.forget()
    assert len(fuzzer.tried) >= FILES * 3 // 4 and len({kind for kind, _ in fuzzer.tried}) >= 6
    assert not faults, summary(fuzzer, 0.0) + "\n\n" + faults[0]["traceback"]
