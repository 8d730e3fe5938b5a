"""The file work every store shares (ui/storage/files.py) and the words of what a store tells the player
(ui/kit/notices.py): a damaged file set aside under the first free broken name, a bounded read, a notice worded
with its parts."""
import os

import pytest

from engine.record import CODES, RecordError
from ui.base.lang import t
from ui.kit.notices import REASON_CHARS, words
from ui.storage import files
from ui.storage.notice import Notice


def test_a_damaged_file_goes_to_the_first_free_broken_name_beside_it(tmp_path):
    path = tmp_path / "autosave-trickle.json"
    (tmp_path / "autosave-trickle.broken-1.json").write_text("an older one")
    path.write_text("{not json")
    assert files.set_aside(str(path)) == "autosave-trickle.broken-2.json"
    assert not path.exists() and (tmp_path / "autosave-trickle.broken-2.json").read_text() == "{not json"
    assert (tmp_path / "autosave-trickle.broken-1.json").read_text() == "an older one"
    assert files.set_aside(str(path)) is None            # nothing there to move: said, never raised


def test_a_copy_aside_leaves_the_file_in_use(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("half good")
    assert files.copy_aside(str(path)) == "settings.broken-1.json"
    assert path.read_text() == (tmp_path / "settings.broken-1.json").read_text() == "half good"
    assert files.copy_aside(str(tmp_path / "missing.json")) == ""


def test_a_read_is_bounded(tmp_path):
    path = tmp_path / "x.hexrec"
    path.write_text("x" * 100, encoding="utf-8")
    assert files.read_text(str(path), 100) == "x" * 100
    with pytest.raises(files.Unreadable, match="too large"):
        files.read_text(str(path), 99)
    path.write_bytes(b"\xff\xfe not text")
    with pytest.raises(files.Unreadable) as refused:
        files.read_text(str(path), 100)
    assert refused.value.code == "file_not_text"
    with pytest.raises(FileNotFoundError):
        files.read_text(str(tmp_path / "missing"), 100)


def test_a_write_is_whole_or_not_at_all(tmp_path):
    path = str(tmp_path / "deeper" / "bests.json")
    files.write_atomically(path, {"a": 1})
    with pytest.raises(TypeError):
        files.write_atomically(path, {"a": object()})      # cannot be written: the old file stays, no temporary
    assert open(path).read() == '{"a": 1}' and os.listdir(tmp_path / "deeper") == ["bests.json"]


def test_a_notice_is_worded_with_its_parts_and_a_long_reason_is_cut():
    assert words(None) is None
    kept = Notice("records.save.unreadable_kept", {"reason": Notice("records.save.file_damaged"), "file": "a.json"})
    said = words(kept)
    assert "could not be read" in said and "the file is damaged" in said and "a.json" in said
    # a refusal is said by its words, cut for two lines (its code must have words: one without is said by the
    # generic records.codes.unreadable, never by its English)
    refused = RecordError("cannot_open", CODES["cannot_open"], reason="x" * 300)
    reason = t("records.codes.cannot_open", reason="x" * 300)
    said = words(Notice("records.save.unreadable_stuck", {"reason": refused}))
    assert reason[:REASON_CHARS] in said and reason[:REASON_CHARS + 1] not in said
    unknown = words(Notice("records.save.unreadable_stuck", {"reason": RecordError("x" * 300)}))
    assert t("records.codes.unreadable") in unknown and "x" * 10 not in unknown
    then = Notice("records.save.damaged_then", {"damaged": Notice("records.save.damaged_after", {"n": 2}),
                                                 "then": Notice("records.save.play_on")})
    assert "damaged after move 2" in words(then)
