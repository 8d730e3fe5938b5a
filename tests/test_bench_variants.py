"""The variant ladders of tests/benchmarks/bench_ai.py (issue 29, "every ladder measured"): its list covers every
player count and every non-default option value the menu's entries offer and the engines declare, but for what
the script says it leaves out (LEFT_OUT_PLAYERS, LEFT_OUT_OPTIONS, and the options offered only at a left-out
count), so that an option added to an engine shows up here as unmeasured if the list misses it; each set-up
starts a game and seats a pair as the issue asks; the rungs are kept and shown beside the entries'. The script is
read with a stand-in for benchenv (whose prepare() would move this process's settings folders); no game is
played to its end."""
import importlib

import pytest

import games
from engine.ai import strength
from tests import benchscripts



@pytest.fixture(scope="module")
def bench():
    return benchscripts.load("bench_ai")


def every_option(engine: str) -> list:
    return importlib.import_module(f"engine.{engine}").INFO.every_option()


def whole(engine: str, options: dict) -> tuple:
    """A set-up's options with every option the engine declares filled in with its default, comparable."""
    return tuple(sorted({**{o.key: o.default for o in every_option(engine)}, **options}.items()))


def measured(bench) -> set:
    """(engine, players, every option's value) of every ladder the script measures, the entries' and the variants'."""
    return {(engine, players, whole(engine, options)) for engine, players, options in bench.EVERY_LADDER.values()}


ENTRIES = [key for key, spec in games.GAMES.items() if spec.levels]


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_count_and_option_value_the_entry_offers_is_a_ladder(bench, entry):
    spec = games.GAMES[entry]
    have = measured(bench)
    defaults = {**spec.default_options(), **spec.fixed_options}
    counts = [n for n in spec.players if n not in bench.LEFT_OUT_PLAYERS]
    assert counts, f"{entry}: every player count it offers is left out"
    missing = []
    for players in counts:
        if (spec.engine, players, whole(spec.engine, defaults)) not in have:
            missing.append(f"{players} players")
    for option in spec.options:
        if option.key in bench.LEFT_OUT_OPTIONS:
            continue
        where = [n for n in counts if option.applies_to(n)]
        if not where:           # offered only at a left-out count (IceSickle's solo goal): left out with it
            assert all(n in bench.LEFT_OUT_PLAYERS for n in spec.players if option.applies_to(n))
            continue
        for value in option.choices:
            if value == option.default:
                continue
            setup = whole(spec.engine, {**defaults, option.key: value})
            if not any((spec.engine, n, setup) in have for n in where):
                missing.append(f"{option.key}={value!r}")
    assert not missing, f"{entry}: not measured by bench_ai.py's ladders: {', '.join(missing)}"


def test_every_count_and_option_the_engines_declare_is_offered_by_an_entry_or_left_out(bench):
    """An engine's option no entry offers (hidden) must be one an entry fixes (Trickle's edition, Tripitz's
    Together), else it would never be measured; the same for a player count."""
    engines = {games.GAMES[e].engine for e in ENTRIES}
    for engine in engines:
        info = importlib.import_module(f"engine.{engine}").INFO
        specs = [games.GAMES[e] for e in ENTRIES if games.GAMES[e].engine == engine]
        offered = {n for s in specs for n in s.players}
        assert set(info.players) <= offered | set(bench.LEFT_OUT_PLAYERS), engine
        for option in info.every_option():
            if option.key in bench.LEFT_OUT_OPTIONS or any(option.key in [o.key for o in s.options] for s in specs):
                continue
            fixed = {s.fixed_options.get(option.key) for s in specs if option.key in s.fixed_options}
            unmeasured = [v for v in option.choices if v != option.default and v not in fixed]
            assert not unmeasured, f"{engine}: {option.key} = {unmeasured} is neither offered, fixed nor left out"
    declared = {o.key for e in engines for o in every_option(e)}
    assert set(bench.LEFT_OUT_OPTIONS) <= declared, "a left-out option no engine declares any more"
    assert all(reason for reason in [*bench.LEFT_OUT_OPTIONS.values(), *bench.LEFT_OUT_PLAYERS.values()])


def test_the_variant_keys_are_readable_and_apart_from_the_entries(bench):
    variants = bench.VARIANTS
    assert not set(variants) & set(bench.LADDERS)
    for key in ("trickle-3", "trickle-4", "trickle-6", "trickle+jump_off_board", "trickle-down+chaining",
                "icesickle-3", "icesickle+scoring=low", "icesickle+match=off", "tumbleweed-8+capture_delay",
                "tripitz-5", "tripitz+jokers", "tripitz-together", "tripitz-together-6"):
        assert key in variants, key
    assert variants["trickle+jump_off_board"] == ("trickle", 2, {"edition": "classic", "jump_off_board": True})
    assert variants["tumbleweed-8+capture_delay"] == ("tumbleweed", 2, {"size": 8, "capture_delay": True})
    assert not any(k.startswith("icesickle-1") or "aid_level" in k or "symbols" in k or "ply_limit" in k
                   for k in variants)
    assert len({(e, p, tuple(sorted(o.items()))) for e, p, o in bench.EVERY_LADDER.values()}) == len(bench.EVERY_LADDER)
    for key in bench.EVERY_LADDER:      # (the shipped file's test: a ladder's key names its game first)
        assert key.split("+")[0].split("-")[0] in ("trickle", "tumbleweed", "icesickle", "tripitz")


def test_every_variant_starts_and_seats_the_pair_as_the_issue_asks(bench):
    for key, setup in bench.VARIANTS.items():
        engine, players, options = setup
        bench.teams_of(setup)          # (starts the game: a combination the engine refuses raises here)
        seatings = bench.seatings(setup, "hard", "medium")
        if options.get("cooperative"):          # Together: a team of each level on every seat
            assert seatings == [("hard",) * players, ("medium",) * players], key
        elif key == "trickle-4":                # teams: the higher level's team against the lower's, both ways
            assert sorted(seatings) == sorted([("hard", "medium", "hard", "medium"),
                                               ("medium", "hard", "medium", "hard")])
        else:                                   # one seat of the higher level, every seat in turn
            assert len(seatings) == players, key
            assert [s.index("hard") for s in seatings] == list(range(players)), key
            assert all(s.count("hard") == 1 and len(s) == players for s in seatings), key


def fake_play(winner_of):
    def play_one(setup, seats, seed, time_scale):
        winners, scores = winner_of(seats, seed)
        rest = tuple(s for s in range(len(seats)) if s not in winners)
        ranking = tuple(group for group in (tuple(winners), rest) if group)     # the winners, then the others tied
        return winners, scores, {"hard": [0.5], "medium": [0.1]}, 10, ranking
    return play_one


def test_a_rung_counts_teams_seats_and_team_scores(bench, monkeypatch):
    # teams: the team holding the higher level always wins -> every game is A's
    monkeypatch.setattr(bench, "play_one", fake_play(lambda seats, seed: (
        tuple(s for s, who in enumerate(seats) if who == "hard"), [0] * 4)))
    rung = bench.run_rung(bench.VARIANTS["trickle-4"], "hard", "medium", 4, 3.0, 1)
    assert (rung["points"], rung["games"], rung["opponents"], rung["extra"]) == (4.0, 4, 2, {"teams": True})
    # one seat against five: seat 0 always wins -> A wins only the seeds it sits there
    monkeypatch.setattr(bench, "play_one", fake_play(lambda seats, seed: ((0,), [0] * 6)))
    rung = bench.run_rung(bench.VARIANTS["tripitz-6"], "hard", "medium", 12, 3.0, 1)
    assert (rung["points"], rung["games"], rung["opponents"]) == (2.0, 12, 5)
    # one against one: ahead of all five on seat 0 (2 games), level with the four others elsewhere (10 games)
    assert rung["extra"] == {"pairwise": round(2 * 1.0 + 10 * (4 * 0.5 + 0.0) / 5, 3)}
    # Together: the hard team scores 100 on odd seeds, the same 80 as the medium team on even ones
    monkeypatch.setattr(bench, "play_one", fake_play(lambda seats, seed: (
        (), [100 if seats[0] == "hard" and seed % 2 else 80] * len(seats))))
    rung = bench.run_rung(bench.VARIANTS["tripitz-together-3"], "hard", "medium", 4, 3.0, 1)
    assert (rung["points"], rung["games"], rung["opponents"]) == (1.5, 2, 0)
    assert rung["extra"] == {"cooperative": True, "played": 4, "score": 90, "below_score": 80}


def test_variant_rungs_are_kept_beside_the_entries_and_shown_after_them(bench, tmp_path, capsys):
    path = str(tmp_path / "strength.json")
    record = {"below": "medium", "games": 4, "opponents": 1, "rate": 0.75, "low": 0.3, "high": 0.95,
              "date": "2026-12-07", "load": 1.0, "think": {"hard": 0.5}, "seconds": 9}
    bench.write_rung(path, "tripitz+jokers", {"level": "hard", "wins": 3, **record})
    bench.write_rung(path, "tripitz-together", {"level": "hard", "wins": 1.5, **record, "games": 2, "opponents": 0,
                                                "cooperative": True, "played": 4, "score": 90, "below_score": 80})
    bench.write_rung(path, "trickle", {"level": "hard", "wins": 3, **record})
    table = strength.load(path)
    assert set(table) == {"trickle", "tripitz+jokers", "tripitz-together"}     # every rung sound for the reader
    assert strength.rung("trickle", "hard", table).wins == 3
    bench.show_ladder(path)
    rows = [line.split("|")[1].strip() for line in capsys.readouterr().out.splitlines()[2:]]
    assert rows == ["trickle", "tripitz+jokers", "tripitz-together"]
    bench.main(["--list"])
    listed = capsys.readouterr().out
    assert all(key in listed for key in bench.EVERY_LADDER)


def test_a_game_of_many_seats_counts_one_against_one(bench):
    # seat 1 first alone, seats 0 and 2 level behind it, seat 3 last
    ranking = ((1,), (0, 2), (3,))
    assert bench.ahead_of_each(1, ranking) == 1.0
    assert bench.ahead_of_each(0, ranking) == (0.0 + 0.5 + 1.0) / 3
    assert bench.ahead_of_each(3, ranking) == 0.0
    assert bench.ahead_of_each(0, ((0, 1, 2),)) == 0.5                 # everyone level: even


def test_every_step_has_its_goal_and_a_verdict_from_the_whole_interval(bench):
    assert bench.goal_of(bench.LADDERS["trickle"]) == 0.70
    assert bench.goal_of(bench.LADDERS["tripitz"]) == 0.60             # the draw decides much: 60% in duplicate
    assert bench.goal_of(bench.VARIANTS["tripitz-together"]) == 0.60
    low, high = strength.wilson(32, 40)                                 # 80%, interval 65%-90%
    assert bench.verdict(low, 0.8, 0.70) == "met by the rate"
    assert bench.verdict(*strength.wilson(39, 40)[:1], 39 / 40, 0.70) == "met"
    assert bench.verdict(low, 0.8, 0.85) == "not met"


def test_the_table_holds_a_many_seat_step_to_one_against_one(bench, tmp_path, capsys):
    path = str(tmp_path / "strength.json")
    record = {"below": "medium", "games": 42, "opponents": 2, "rate": 0.4, "low": 0.3, "high": 0.5,
              "date": "2026-12-07", "load": 1.0, "think": {"hard": 0.5}, "seconds": 9}
    bench.write_rung(path, "trickle-down", {"level": "hard", "wins": 17, "pairwise": 33.0, **record})
    bench.show_ladder(path)
    row = capsys.readouterr().out.splitlines()[-1].split("|")
    assert row[3].strip() == "33 / 42" and row[4].strip() == "79%"      # the goal's figure: ahead of 79% of them
    assert "won 17 / 42 games, fair share 33%" in row[2]
    assert row[6].strip() == "70%: met by the rate"


def test_more_games_are_added_to_a_rung_on_the_seeds_after_its_own(bench, tmp_path, monkeypatch):
    # hard wins every game on an odd seed, loses on an even one; 2 seeds from both seats, then 2 seeds more
    path = str(tmp_path / "strength.json")
    played = []

    def play(setup, seats, seed, time_scale):
        played.append(seed)
        hard = seats.index("hard")
        return (hard,) if seed % 2 else (1 - hard,)
    monkeypatch.setattr(bench, "play_one", fake_play(lambda seats, seed: (play(None, seats, seed, 1), [0, 0])))
    bench.run_ladder(["trickle"], "hard:medium:4", 4, 3.0, 1, path)
    assert sorted(played) == [1, 1, 2, 2]
    first = bench.read_rung(path, "trickle", "hard")
    assert (first["wins"], first["games"], first["seeds"]) == (2, 4, [1, 2])
    played.clear()
    bench.run_ladder(["trickle"], "hard:medium:6", 6, 3.0, 1, path, more=True)
    assert sorted(played) == [3, 3, 4, 4, 5, 5]                          # the seeds after the rung's own
    both = bench.read_rung(path, "trickle", "hard")
    assert (both["wins"], both["games"], both["seeds"]) == (6, 10, [1, 5])
    assert (both["low"], both["high"]) == tuple(round(x, 3) for x in strength.wilson(6, 10))
    played.clear()
    bench.run_ladder(["trickle"], "hard:medium:2", 2, 3.0, 1, path)       # without --more: measured anew
    assert sorted(played) == [1, 1]
    assert bench.read_rung(path, "trickle", "hard")["games"] == 2


def test_a_rung_written_before_seeds_were_kept_was_played_from_seed_1(bench):
    before = {"below": "medium", "wins": 3, "games": 4, "opponents": 1, "load": 1.0, "think": {"hard": 1.0},
              "seconds": 10, "rate": 0.75, "low": 0.3, "high": 0.95, "date": "2026-11-26"}
    assert bench.seeds_of(before, 2) == [1, 2]
    after = {**before, "level": "hard", "wins": 1, "games": 4, "load": 3.0, "think": {"hard": 2.0},
             "seeds": [3, 4], "date": "2026-12-07"}
    r = bench.merged(before, after)
    assert (r["wins"], r["games"], r["seeds"], r["load"], r["think"], r["date"]) == \
        (4, 8, [1, 4], 2.0, {"hard": 1.5}, "2026-12-07")
