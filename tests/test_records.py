"""Game records: the text format, rebuilding a game from its seed and moves (every entry, chance included), and
--export / --replay on the command line (identical round trips; a bad record is one line and exit code 2)."""
import os
import random
import subprocess
import sys

import pygame
import pytest

from engine import record as rec
from games import GAMES
from tests.entries import entries
from ui.match import Match
from ui.record import record_of, rebuild, read_file
from ui.seats import default_seats

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


@pytest.mark.parametrize("change, says", [
    (lambda t: t.replace("Hexcade record 1", "Hexcade record 7"), "line 1"),
    (lambda t: t.replace('Players: 3', 'Players: 9'), "not for 9 players"),
    (lambda t: t.replace('Players: 3', 'Players: "3"'), "players is not a int"),
    (lambda t: t.replace('Seed: 5', 'Seed: -1'), "out of range"),
    (lambda t: t.replace('"chaining": false', '"chaining": 1'), "chaining cannot be 1"),
    (lambda t: t.replace('"trickle"', '"chess"'), "no game called 'chess'"),
    (lambda t: t.replace("\n3. ", "\n4. "), "move 3 should read"),
    (lambda t: t.replace("\n5. ", "\n5. 9,9-9,8  ; x\n#", 1), "move 5"),
])
def test_a_damaged_record_says_what_and_where(change, says):
    text = change(rec.dumps(record_of(played("trickle", 3, moves=12))))
    with pytest.raises(rec.RecordError) as info:
        rebuilt = rebuild(rec.loads(text), GAMES)
        if rebuilt.bad_move:
            raise rec.RecordError(rebuilt.reason)
    assert says in str(info.value) and "\n" not in str(info.value)


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
