"""Game records: the text format, rebuilding a game from its seed and moves (every entry, chance included), and
--export / --replay on the command line (identical round trips; a bad record is one line and exit code 2)."""
import json
import os
import random
import subprocess
import sys

import pygame
import pytest

from engine import record as rec
from games import GAMES
from tests.entries import entries
from ui.play.match import Match
from ui.storage.record import record_of, rebuild, read_file
from ui.base.seats import default_seats

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Every entry at its default count; and Trickle's teams of four, IceSickle's solo puzzle, Tripitz with three.
ENTRIES = entries({"trickle": (2, 4), "icesickle": (1, 2), "tripitz": (3,)})


def played(key, players, seed=5, moves=10_000, options=None):
    spec = GAMES[key]
    opts = dict(spec.default_options(), **(options or {}))
    match = Match(key, spec.new_game(players, seed, opts), default_seats(players), seed, opts)
    rng = random.Random(seed)
    while not match.is_over and len(match.history) < moves:
        legal = match.state.legal_moves()
        # Tripitz: prefer placing, or the game ends at once with everyone exchanging
        places = [m for m in legal if not str(m).startswith(("X", "S"))]
        match.play(rng.choice(places or legal))
    return match


@pytest.mark.parametrize("key,players", ENTRIES)
def test_a_whole_game_written_read_and_replayed_is_the_same_game(key, players):
    match = played(key, players)
    assert match.is_over
    text = rec.dumps(record_of(match))
    record = rec.loads(text)
    assert record.result and record.moves == [str(p.move) for p in match.history]
    rebuilt = rebuild(record, GAMES)
    assert rebuilt.bad_move == 0
    assert rebuilt.state.to_dict() == match.state.to_dict()         # chance (bags, sowing) replays exactly
    assert [h[2] for h in rebuilt.history] == [p.seat for p in match.history]
    again = record_of(Match(key, rebuilt.state, rebuilt.seats, record.seed, rebuilt.record.options,
                            history=[], started=record.started))
    again.moves, again.movers = record.moves, [match.seats[h[2]].name for h in rebuilt.history]
    assert rec.dumps(again) == text


def test_trickle_down_options_with_tuples_survive_json():
    options = {"symbols": ("circle", "square", "triangle"), "layout": "mixed"}
    match = played("trickle-down", 3, moves=20, options=options)
    rebuilt = rebuild(rec.loads(rec.dumps(record_of(match))), GAMES)
    assert rebuilt.record.options["symbols"] == ("circle", "square", "triangle")
    assert rebuilt.state.to_dict() == match.state.to_dict()


@pytest.mark.parametrize("change, says, code", [
    (lambda t: t.replace("Hexcade record 1", "Hexcade record 7"), "line 1", "not_a_record"),
    (lambda t: t.replace('Players: 3', 'Players: 9'), "not for 9 players", "players"),
    (lambda t: t.replace('Players: 3', 'Players: "3"'), "players is not a int", "header"),
    (lambda t: t.replace('Seed: 5', 'Seed: -1'), "out of range", "seed"),
    (lambda t: t.replace('"chaining": false', '"chaining": 1'), "chaining cannot be 1", "bad_option"),
    (lambda t: t.replace('"trickle"', '"chess"'), "no game called 'chess'", "no_game"),
    (lambda t: t.replace("\n3. ", "\n4. "), "move 3 should read", "move_should_read"),
    (lambda t: t.replace("\n5. ", "\n5. 9,9-9,8  ; x\n#", 1), "move 5", "move_refused"),
])
def test_a_damaged_record_says_what_and_where(change, says, code):
    text = change(rec.dumps(record_of(played("trickle", 3, moves=12))))
    with pytest.raises(rec.RecordError) as info:
        rebuilt = rebuild(rec.loads(text), GAMES)
        if rebuilt.bad_move:
            raise rec.RecordError(rebuilt.reason)
    assert says in str(info.value) and "\n" not in str(info.value)
    assert (rebuilt_error(text) or info.value).code == code


def rebuilt_error(text):
    """The error a record's replay stopped with (None if it did not stop, or never got that far)."""
    try:
        return rebuild(rec.loads(text), GAMES).error
    except rec.RecordError:
        return None


def test_a_refused_move_in_a_record_carries_the_engines_own_refusal():
    text = rec.dumps(record_of(played("trickle", 3, moves=12))).replace("\n5. ", "\n5. 9,9-9,8  ; x\n#", 1)
    rebuilt = rebuild(rec.loads(text), GAMES)
    assert rebuilt.bad_move == 5 and rebuilt.error.code == "move_refused"
    assert rebuilt.error.values["n"] == 5 and rebuilt.error.values["move"] == "'9,9-9,8'"
    refusal = rebuilt.error.values["reason"]
    assert refusal.code == "bead.off_board" and str(refusal) in rebuilt.reason
    unreadable = rec.loads(text.replace("9,9-9,8", "nonsense"))
    assert rebuild(unreadable, GAMES).error.values["reason"].code == "notation"
    with pytest.raises(rec.RecordError) as info:
        rec.loads(text.replace("Players: 3", "Players: true"))
    assert info.value.code == "header" and info.value.values["reason"].code == "wrong_type"
    assert info.value.values["reason"].values == {"field": "players", "kind": "int"}


@pytest.mark.parametrize("key,players", [("trickle", 4), ("trickle-down", 3), ("tripitz", 3),
                                         ("tripitz-together", 2)])
def test_the_result_is_kept_as_data_beside_the_sentence(key, players):
    match = played(key, players)
    outcome = match.state.outcome()
    record = record_of(match)
    assert record.outcome == rec.outcome_data(outcome)
    assert record.outcome["winners"] == list(outcome.winners) and record.outcome["scores"] == list(outcome.scores)
    assert record.outcome["ranking"] == [list(g) for g in outcome.ranking]
    assert ("summary" in record.outcome) == (not outcome.winners)       # (Tripitz Together: nobody wins)
    text = rec.dumps(record)
    assert "\nOutcome: {" in text
    assert rec.loads(text).outcome == record.outcome
    assert rec.Record.from_dict(json.loads(json.dumps(record.to_dict()))).outcome == record.outcome
    from ui.storage.record import recorded_result_words, result_text
    assert recorded_result_words(rec.loads(text)) == result_text(match) == record.result


def test_an_ending_nobody_won_keeps_its_code_and_values_beside_its_english():
    """Tripitz Together: the file's Result line and summary stay the engine's English, and the Outcome data also
    holds the ending's code and values (which the screen words it by); data that does not fit is refused."""
    from ui.storage.record import outcome_of
    match = played("tripitz-together", 2)
    outcome = match.state.outcome()
    text = rec.dumps(record_of(match))
    record = rec.loads(text)
    assert record.outcome["code"] == "together_score" == outcome.code
    assert record.outcome["values"] == {"score": match.state.team_score} == outcome.values
    assert record.outcome["summary"] == outcome.summary == f"Together you scored {match.state.team_score} points!"
    assert f'Result: "{outcome.summary} (' in text
    # a record kept before the data had the code: replaying it finds it
    older = {k: v for k, v in record.outcome.items() if k not in ("code", "values")}
    header = "Outcome: " + json.dumps(record.outcome)
    assert header in text
    old = rec.loads(text.replace(header, "Outcome: " + json.dumps(older)))
    assert old.outcome == older and outcome_of(old, GAMES) == record.outcome
    for bad in ({"code": 3}, {"values": [1]}, {"values": {"score": [1]}}, {"values": {"score": True}}):
        with pytest.raises(rec.RecordError) as refused:
            rec.loads(text.replace(header, "Outcome: " + json.dumps({**record.outcome, **bad})))
        assert refused.value.values["reason"].code == "bad_outcome"


def test_a_record_written_before_outcomes_gets_its_outcome_by_replaying():
    from ui.storage.record import outcome_of, recorded_result_words
    match = played("trickle", 3)
    text = rec.dumps(record_of(match))
    old = "\n".join(line for line in text.splitlines() if not line.startswith("Outcome:")) + "\n"
    record = rec.loads(old)
    assert record.outcome == {} and record.result
    assert recorded_result_words(record) == record.result            # (nothing to go on but its own line)
    derived = outcome_of(record, GAMES)
    assert derived == rec.outcome_data(match.state.outcome()) and record.outcome == {}   # the record is kept as read
    assert recorded_result_words(record, derived) == record.result
    rebuilt = rebuild(record, GAMES)
    assert rebuilt.record.outcome == derived and rec.dumps(rebuilt.record) == text
    unfinished = rec.loads(rec.dumps(record_of(played("trickle", 3, moves=6))))
    assert outcome_of(unfinished, GAMES) == {} and rebuild(unfinished, GAMES).record.outcome == {}


def test_an_outcome_is_checked_and_the_replay_has_the_last_word():
    text = rec.dumps(record_of(played("trickle", 2)))
    line = next(line for line in text.splitlines() if line.startswith("Outcome:"))
    for bad in ('{"winners": [5], "scores": [1, 2]}', '{"winners": [0], "scores": [1]}', '[0, 1]',
                '{"winners": [0], "scores": [1, 2], "ranking": [[0]], "extra": 1}', '{"winners": [true], "scores": [1, 2]}'):
        with pytest.raises(rec.RecordError) as info:
            rec.loads(text.replace(line, "Outcome: " + bad))
        assert info.value.code == "header" and info.value.values["reason"].code == "bad_outcome"
    forged = rec.loads(text.replace(line, 'Outcome: {"winners": [], "scores": [99, 99]}'))
    assert rebuild(forged, GAMES).record.outcome == json.loads(line.partition(": ")[2])


def test_a_record_can_be_rebuilt_twice():
    """Recent games rebuild the same record on every tap: Trickle Down's symbols (a tuple) must still pass."""
    record = rec.loads(rec.dumps(record_of(played("trickle-down", 3, moves=8))))
    first = rebuild(record, GAMES)
    again = rebuild(record, GAMES)
    assert again.state.to_dict() == first.state.to_dict() and again.record.options["symbols"] == ("triangle",
                                                                                                   "square", "circle")


def test_replay_stops_at_the_first_bad_move_and_keeps_the_good_ones():
    match = played("tumbleweed", 2, moves=12)
    record = record_of(match)
    record.moves[7] = "white 99,0"
    rebuilt = rebuild(record, GAMES)
    assert rebuilt.bad_move == 8 and rebuilt.good_moves == 7 and "move 8" in rebuilt.reason
    assert rebuilt.state.to_dict() == match.history[7].before.to_dict()


def run(*args):
    """main.py as a separate program (what a player runs: exit code, stderr, no traceback)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, env=env,
                          timeout=120)


def main_here(*args):
    """main.main in this process (quicker than a new Python per call): its exit code."""
    import main
    try:
        return main.main(list(args))
    finally:
        pygame.quit()


@pytest.mark.parametrize("key", list(GAMES))
def test_export_then_replay_and_export_again_is_identical(key, tmp_path):
    first, second = tmp_path / "a.hexrec", tmp_path / "b.hexrec"
    assert main_here("--game", key, "--moves", "25", "--seed", "3", "--export", str(first)) == 0
    assert main_here("--replay", str(first), "--export", str(second)) == 0
    assert first.read_text() == second.read_text()
    rebuilt = read_file(str(first), GAMES)
    assert rebuilt.record.game == key and rebuilt.good_moves == len(rebuilt.record.moves) > 0


def test_replay_screenshot_renders_the_final_position(tmp_path):
    game, shot = tmp_path / "g.hexrec", tmp_path / "end.png"
    assert main_here("--game", "icesickle", "--moves", "12", "--seed", "2", "--export", str(game)) == 0
    result = run("--replay", str(game), "--table", "--screenshot", str(shot), "--size", "800x600")
    assert result.returncode == 0, result.stderr
    assert shot.stat().st_size > 10_000


@pytest.mark.parametrize("damage, says", [
    (lambda lines: lines[:3], "header: the record has no options"),
    (lambda lines: lines[:-1] + ["14. nonsense"], "move 14"),
    (lambda lines: ["garbage"] + lines[1:], "line 1"),
    (lambda lines: lines[:5] + ["Seat: {broken"] + lines[5:], "line 6"),
])
def test_a_record_that_cannot_be_read_is_one_line_and_exit_code_2(tmp_path, damage, says, capsys):
    good = tmp_path / "good.hexrec"
    assert main_here("--game", "trickle", "--moves", "14", "--seed", "8", "--export", str(good)) == 0
    bad = tmp_path / "bad.hexrec"
    bad.write_text("\n".join(damage(good.read_text().splitlines())) + "\n")
    capsys.readouterr()
    assert main_here("--replay", str(bad)) == 2
    lines = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert len(lines) == 1 and says in lines[0]


def test_the_program_itself_says_one_line_for_a_missing_record(tmp_path):
    missing = run("--replay", str(tmp_path / "none.hexrec"))
    lines = [line for line in missing.stderr.splitlines() if line.strip()]
    assert missing.returncode == 2 and len(lines) == 1 and "cannot be opened" in lines[0]
    assert "Traceback" not in missing.stderr


def test_tumbleweed_in_abstract_play_cell_names_round_trips_and_marks_captures(tmp_path):
    from engine import tumbleweed as tw
    from engine import tumbleweed_names as names
    for side in tw.SIZES:
        cells = tw.new_game(2, 1, size=side).cells
        assert sorted(names.cell_of(names.cell_name(c, side), side) for c in cells) == sorted(cells)
    assert names.cell_name((-7, 7), 8) == "a1" and names.cell_name((0, 0), 8) == "h8"   # a1: bottom left
    with pytest.raises(ValueError):
        names.cell_of("a9", 8)
    out = tmp_path / "ap.hexrec"
    assert main_here("--game", "tumbleweed", "--moves", "60", "--seed", "3", "--export", str(out),
                     "--notation", "abstractplay") == 0
    text = out.read_text()
    assert 'Notation: "abstractplay"' in text and "\n1. red " in text
    marked = [line.split()[1] for line in text.splitlines() if line[:1].isdigit() and line.split()[1][0] in "x+"]
    assert marked                                     # captures and reinforcements are marked
    rebuilt = read_file(str(out), GAMES)
    for (before, move, _), written in zip(rebuilt.history, rebuilt.record.moves):
        if written[0] in "x+":
            stack = before.stack_at(move.cell)
            assert stack is not None and (stack[0] == before.colour_to_move) == (written[0] == "+")
    again = tmp_path / "again.hexrec"
    assert main_here("--replay", str(out), "--export", str(again)) == 0
    assert again.read_text() == text
