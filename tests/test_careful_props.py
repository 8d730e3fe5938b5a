"""Property tests of the careful reader and what stands on it (issue 27): whatever bytes a file holds, reading it
answers a value with only showable text or one refusal, never another exception; the settings read from any JSON
are valid settings; any damage to a save or a record is refused or resumed, the original kept; any text renders,
and fitting it to a width takes logarithmic steps."""
import json
import random
import tempfile
from pathlib import Path

import pygame
from hypothesis import HealthCheck, given, settings, strategies as st

from engine import record as rec
from engine.record import RecordError
from games import GAMES
from tests.damage import BYTE_DAMAGE, damage_bytes
from ui.base.seats import default_seats
from ui.kit import text
from ui.play.match import Match
from ui.storage import files, prefs, saves
from ui.storage.record import read_record, rebuild, record_of

FIXTURES = [HealthCheck.function_scoped_fixture]
# Any character, lone surrogates and controls included (hypothesis leaves surrogates out unless asked).
ANY_TEXT = st.text(st.characters(min_codepoint=0, max_codepoint=0x10FFFF, blacklist_categories=()), max_size=60)
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | ANY_TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(ANY_TEXT, inner, max_size=4), max_leaves=20)


def showable(value) -> bool:
    """No text anywhere in a JSON value (keys too) that a font cannot take."""
    if isinstance(value, str):
        return not files.UNSHOWABLE.search(value)
    if isinstance(value, dict):
        return all(showable(k) and showable(v) for k, v in value.items())
    if isinstance(value, list):
        return all(showable(v) for v in value)
    return True


def a_game(key: str, seed: int) -> Match:
    spec = GAMES[key]
    match = Match(key, spec.new_game(spec.default_players, seed, spec.default_options()),
                  default_seats(spec.default_players), seed, spec.default_options())
    rng = random.Random(seed)
    while not match.is_over and len(match.history) < 12:
        match.play(rng.choice(match.state.legal_moves()))
    return match


GOOD = {key: record_of(a_game(key, 4)) for key in ("trickle", "tumbleweed", "icesickle", "tripitz")}


@settings(max_examples=60, deadline=None, suppress_health_check=FIXTURES)
@given(data=st.binary(max_size=300) | JSON_VALUES.map(lambda v: json.dumps(v).encode("utf-8", "surrogatepass")))
def test_reading_any_bytes_gives_showable_json_or_one_refusal(tmp_path, data):
    path = tmp_path / "any.json"
    path.write_bytes(data)
    try:
        value = files.read_json(str(path), most=200)
    except files.Unreadable as refused:
        assert refused.code in rec.CODES and "\n" not in str(refused)
        return
    assert len(data) <= 200 and showable(value)


@settings(max_examples=60, deadline=None)
@given(value=JSON_VALUES)
def test_any_json_read_as_settings_gives_valid_settings(value):
    checked, damaged = prefs.checked(value if isinstance(value, dict) else {"display": value})
    assert set(checked) <= {"version", "seats", "table", "event", "sound", "display"}
    for entry, seats in checked["seats"].items():
        assert prefs.ENTRY.fullmatch(entry) and len(seats) == prefs.MAX_SEATS
    assert all(isinstance(on, bool) for on in checked["table"].values())
    for name, valid in (("event", prefs.valid_event_setting), ("sound", prefs.valid_sound_setting),
                        ("display", prefs.valid_display_setting)):
        assert all(valid(k, v) for k, v in checked.get(name, {}).items())


@settings(max_examples=40, deadline=None, suppress_health_check=FIXTURES)
@given(key=st.sampled_from(sorted(GOOD)), how=st.sampled_from(BYTE_DAMAGE), seed=st.integers(0, 10 ** 6))
def test_a_record_damaged_in_any_way_is_read_clean_or_refused_in_a_line(tmp_path, key, how, seed):
    damaged = damage_bytes(rec.dumps(GOOD[key]).encode(), how, random.Random(seed))
    path = tmp_path / "x.hexrec"
    path.write_bytes(damaged)
    try:
        record = read_record(str(path))
        rebuilt = rebuild(record, GAMES)
    except RecordError as refused:
        assert "\n" not in str(refused) and len(str(refused)) < 1000
        return
    assert showable(record.to_dict()) and rebuilt.spec.key == record.game


@settings(max_examples=40, deadline=None, suppress_health_check=FIXTURES)
@given(key=st.sampled_from(sorted(GOOD)), how=st.sampled_from(BYTE_DAMAGE), seed=st.integers(0, 10 ** 6))
def test_a_save_damaged_in_any_way_is_refused_or_resumed_and_its_bytes_kept(tmp_path, monkeypatch, key, how,
                                                                              seed):
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(folder))
    good = json.dumps({"version": saves.VERSION, "record": GOOD[key].to_dict()}).encode()
    damaged = damage_bytes(good, how, random.Random(seed))
    (folder / f"autosave-{key}.json").write_bytes(damaged)
    loaded, notice = saves.load_saved(key, GAMES)
    saves.WRITER.flush()        # (a finished game goes to the recent games)
    if loaded is not None:      # resumed: whole, or up to a damaged move said in the notice
        assert bool(loaded["bad_move"]) == (notice is not None) and not loaded["state"].is_over
    if notice is not None:      # refused (set aside) or damaged at a move (copied aside): the bytes are kept
        kept = [p.read_bytes() for p in folder.iterdir() if ".broken-" in p.name]
        assert damaged in kept


def test_any_text_renders_and_fits_its_width_in_few_measures():
    pygame.font.init()
    text.reset()         # (fonts of an App an earlier test quit)
    renders_and_fits()


@settings(max_examples=40, deadline=None)
@given(shown=ANY_TEXT | st.text(max_size=2000), width=st.integers(1, 900))
def renders_and_fits(shown, width):
    measures = []
    real = text.font(16)

    class Counting:
        def size(self, part):
            measures.append(part)
            return real.size(part)
    text.render(shown, 16)
    original, text.font = text.font, lambda *a, **k: Counting()
    try:
        cut = text.ellipsize(shown, 16, width)
    finally:
        text.font = original
    assert len(measures) <= 2 * max(1, len(shown)).bit_length() + 3
    assert cut == text.showable(shown) or (cut.endswith("…") and real.size(cut)[0] <= max(width, real.size("…")[0]))
