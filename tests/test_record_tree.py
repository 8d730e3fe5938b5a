"""Records that hold more than the moves (issue 24, Explore): the game tree (engine/gametree.py) with branches,
marks, comments, leaf verdicts and evaluations; a set-up start position; both written as a version 2 record that
round-trips for every entry, while version 1 records load exactly as before; damaged parts refused in codes; a
record written back into its own file only when the file is as it was read."""
import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import record as rec
from engine.gametree import MARKS, MAX_COMMENT_CHARS, Node, Tree, check_evaluation
from games import GAMES
from ui.base.seats import default_seats
from ui.play.match import Match
from ui.play.replay import Line
from ui.storage import record as stored
from ui.storage.record import read_file, rebuild, record_of

# Every entry (Trickle Down, Tripitz Together and IceSickle's solo game too).
ENTRIES = [("trickle", 2), ("trickle", 4), ("trickle-down", 3), ("tumbleweed", 2), ("icesickle", 1),
           ("icesickle", 2), ("tripitz", 2), ("tripitz", 3), ("tripitz-together", 2)]
# What the analysis writes for a position, as engine/ai/analysis.py's verdict_data might (opaque to records).
VERDICT = {"chances": [0.62, 0.38], "best": "2,1", "line": ["2,1", "3,-1"], "depth": 3, "exact": False}


def played(key, players, plies=8, seed=5, start=None):
    """A match of `plies` random legal moves (Tripitz placing where it can, so the game goes on)."""
    spec = GAMES[key]
    options = spec.default_options()
    state = spec.new_game(players, seed, options) if start is None else start
    match = Match(key, state, default_seats(players), seed, options)
    rng = random.Random(seed)
    while not match.is_over and len(match.history) < plies:
        legal = match.state.legal_moves()
        places = [m for m in legal if not str(m).startswith(("X", "S"))]
        match.play(rng.choice(places or legal))
    return match


def other_move(state, besides, rng):
    """A legal move in `state` other than `besides` (a notation), or None."""
    legal = [m for m in state.legal_moves() if str(m) != besides]
    return rng.choice(legal) if legal else None


def explored(match, rng, branches=3) -> Tree:
    """The match's moves as a tree with notes on its moves and branches (one with a branch of its own) made of
    real legal moves, in the engine's notation."""
    tree = Tree.of_moves([str(p.move) for p in match.history])
    main = tree.main_line()
    main[0].mark, main[0].comment = "!?", "A quiet start; 2,1 was the book move."
    main[-1].evaluation = dict(VERDICT)
    for k in rng.sample(range(len(match.history)), min(branches, len(match.history))):
        before = match.history[k].before
        move = other_move(before, str(match.history[k].move), rng)
        if move is None:
            continue
        node = tree.add(main[k - 1] if k else tree.root, str(move))
        node.mark, node.leaf = rng.choice(MARKS), rng.choice(("won", "lost"))
        state = before.clone()
        state.play(move)
        if not state.is_over:
            reply = rng.choice(state.legal_moves())
            node = tree.add(node, str(reply))
            node.comment, node.evaluation = "Then this.", {"chances": [0.5, 0.5]}
            aside = other_move(state, str(reply), rng)       # a branch of the branch
            if aside is not None:
                tree.add(node.parent, str(aside)).leaf = "lost"
    return tree


# -- the tree ---------------------------------------------------------------------------------------------------
def test_a_tree_adds_branches_finds_paths_and_keeps_its_main_line():
    tree = Tree.of_moves(["a", "b", "c"])
    a, b, c = tree.main_line()
    assert tree.main_moves() == ["a", "b", "c"] and tree.add(a, "b") is b       # an existing move is found
    x = tree.add(a, "x")
    y = tree.add(x, "y")
    assert a.children == [b, x] and tree.main_moves() == ["a", "b", "c"]
    assert tree.path(y) == [tree.root, a, x, y] and tree.moves_to(y) == ["a", "x", "y"]
    assert y.ply == 3 and not y.on_main_line and c.on_main_line and tree.root.is_root
    assert y.line_start is x and c.line_start is a and x.line_start is x and tree.root.line_start is tree.root
    tree.add(tree.root, "z")
    w = tree.add(x, "w")
    assert [(b.number, b.line, b.ply, [n.notation for n in b.nodes]) for b in tree.branches()] == [
        (1, 0, 0, ["z"]), (2, 0, 1, ["x", "y"]), (3, 2, 1, ["w"])]
    assert tree.size() == 7 and [n.notation for n in tree.nodes()] == ["a", "b", "c", "x", "y", "w", "z"]
    with pytest.raises(ValueError):
        tree.remove(b)                                 # the game as played is not lost by a slip
    with pytest.raises(ValueError):
        tree.remove(tree.root)
    tree.remove(w)
    assert x.children == [y] and w.parent is None
    tree.promote(x)
    assert tree.main_moves() == ["a", "x", "y"] and [n.notation for n in tree.branches()[1].nodes] == ["b", "c"]
    tree.remove(x, main_line=True)
    assert tree.main_moves() == ["a", "b", "c"]


def test_follow_makes_the_main_line_the_moves_keeping_what_it_displaces_as_a_branch():
    tree = Tree.of_moves(["a", "b", "c", "d"])
    tree.main_line()[1].comment = "kept"
    tree.follow(["a", "b", "e"])
    assert tree.main_moves() == ["a", "b", "e"] and tree.main_line()[1].comment == "kept"
    assert [[n.notation for n in b.nodes] for b in tree.branches()] == [["c", "d"]]
    tree.follow(["a"])                                # what went on past the last move is dropped (Undo)
    assert tree.main_moves() == ["a"] and tree.branches() == []


def test_notes_are_checked_and_a_copy_is_equal_but_separate():
    node = Node("a")
    node.set_notes({"mark": "?!", "comment": "hm", "leaf": "won", "evaluation": VERDICT})
    assert node.notes() == {"mark": "?!", "comment": "hm", "leaf": "won", "evaluation": VERDICT}
    for bad in ({"mark": "?!?"}, {"leaf": "draw"}, {"comment": "x" * (MAX_COMMENT_CHARS + 1)}, {"comment": 3},
                {"evaluation": [1]}, {"colour": "red"}):
        with pytest.raises(ValueError):
            node.set_notes(bad)
    assert node.mark == "?!"                          # a refused note changes nothing
    tree = Tree.of_moves(["a", "b"])
    tree.main_line()[1].evaluation = {"chances": [0.1, 0.9]}
    tree.add(tree.main_line()[0], "c").mark = "!!"
    copy = tree.copy()
    assert copy == tree and copy.has_extras and not Tree.of_moves(["a"]).has_extras
    copy.main_line()[1].evaluation = {"chances": [0.5, 0.5]}
    copy.add(copy.main_line()[1], "d")
    assert copy != tree and tree.main_line()[1].evaluation == {"chances": [0.1, 0.9]} and tree.size() == 3


@pytest.mark.parametrize("value, ok", [
    (VERDICT, True), ({}, True), ({"a": {"b": {"c": [1]}}}, True), ({"a": {"b": {"c": [[1]]}}}, False),
    ({"x": "y" * 3000}, False), ({"x": float("nan")}, False), ({1: 2}, False), ([], False), ("chances", False),
    ({"x": object()}, False)])
def test_an_evaluation_is_a_bounded_table_of_json_values(value, ok):
    assert (check_evaluation(value) == "") is ok


# -- every entry: written, read, replayed ---------------------------------------------------------------------------
@pytest.mark.parametrize("key,players", ENTRIES)
def test_branches_and_notes_round_trip_and_replay_for_every_entry(key, players):
    match = played(key, players)
    match.tree = explored(match, random.Random(players))
    record = record_of(match)
    text = rec.dumps(record)
    assert text.startswith("Hexcade record 2\n") and "Branch: " in text and "  Comment: " in text
    read = rec.loads(text)
    assert rec.dumps(read) == text and read.tree == match.tree and read.moves == record.moves
    rebuilt = rebuild(read, GAMES)
    assert rebuilt.bad_move == 0 and rebuilt.branch_error is None
    assert rebuilt.tree == match.tree                  # every branch replayed, every note kept
    assert rebuilt.state.to_dict() == match.state.to_dict()
    # and as a save keeps it (plain data)
    saved = rec.Record.from_dict(json.loads(json.dumps(record.to_dict())))
    saved.movers = record.movers                       # (a save does not keep them: the seats say who moved)
    assert saved.tree == match.tree and rec.dumps(saved) == rec.dumps(record)


def test_a_mark_stands_after_the_move_on_its_line_even_after_a_move_with_spaces():
    match = played("tripitz", 2, plies=3, seed=2)
    match.play(next(m for m in match.state.legal_moves() if str(m).startswith("X ") and str(m).count(" ") > 1))
    exchanges = [i for i, p in enumerate(match.history) if str(p.move).startswith("X ")]
    assert exchanges, "the game should hold an exchange (a move written with spaces)"
    match.tree = Tree.of_moves([str(p.move) for p in match.history])
    for i in exchanges + [0]:
        match.tree.main_line()[i].mark = "??"
    text = rec.dumps(record_of(match))
    i = exchanges[0]
    assert f"\n{i + 1}. {match.history[i].move} ??  ; " in text
    rebuilt = rebuild(rec.loads(text), GAMES)
    assert rebuilt.tree.main_line()[i].mark == "??" and rebuilt.tree.main_moves()[i] == str(match.history[i].move)


def test_tumbleweed_branches_are_written_in_abstract_play_names_and_read_back():
    match = played("tumbleweed", 2, plies=12, seed=3)
    match.tree = explored(match, random.Random(7))
    record = record_of(match, notation="abstractplay", engine="tumbleweed")
    branch_moves = [m if isinstance(m, str) else m["move"] for b in record.tree.to_data()["branches"]
                    for m in b["moves"]]
    assert not any("," in m for m in branch_moves + record.moves)    # cell names, never q,r
    rebuilt = rebuild(rec.loads(rec.dumps(record)), GAMES)
    assert rebuilt.branch_error is None and rebuilt.tree == match.tree     # back in the engine's own notation
    again = stored.record_with_tree(rebuilt, rebuilt.tree)
    assert rec.dumps(again) == rec.dumps(record)


comment_texts = st.text(st.characters(blacklist_categories=("Cs",)), max_size=60)
notes = st.fixed_dictionaries({}, optional={"mark": st.sampled_from(MARKS), "comment": comment_texts,
                                            "leaf": st.sampled_from(("won", "lost")),
                                            "evaluation": st.fixed_dictionaries({"chances": st.lists(
                                                st.floats(0, 1), min_size=2, max_size=2)})})


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(notes, min_size=6, max_size=6), st.lists(st.tuples(st.integers(0, 5), notes), max_size=4),
       st.integers(0, 3))
def test_any_notes_and_branches_round_trip_through_the_text(main_notes, branch_notes, seed):
    moves = [f"{i},{-i}" for i in range(6)]     # (the text does not replay: any notation will do)
    tree = Tree.of_moves(moves)
    for node, n in zip(tree.main_line(), main_notes):
        node.set_notes(n)
    for k, n in branch_notes:
        node = tree.add(([tree.root] + tree.main_line())[k], f"b{k} {seed}")
        node.set_notes(n)
        tree.add(node, "pass").set_notes(n)
    record = rec.Record("tumbleweed", 2, {"size": 6}, seed, seats=[{"name": "A\u2028B"}], moves=moves,
                        movers=["A\u2028B"] * 6, tree=tree)
    text = rec.dumps(record)
    read = rec.loads(text)
    assert read.game_tree() == tree and rec.dumps(read) == text and read.seats == record.seats


# -- older records --------------------------------------------------------------------------------------------------
OLD = """Hexcade record 1
Game: "tumbleweed"
Players: 2
Options: {"size": 6}
Seed: 3
Seat: {"name": "Orange", "colour": [230, 159, 0], "mark": "circle", "controller": "human"}
Seat: {"name": "Blue", "colour": [86, 180, 233], "mark": "triangle", "controller": "hard"}
Started: "2026-11-24T14:42:04Z"

1. red 5,0  ; Orange
2. white 2,-3  ; Orange
3. choose red  ; Blue
"""


@pytest.mark.parametrize("key,players", [("trickle", 2), ("tripitz", 3), ("icesickle", 1)])
def test_records_as_they_were_written_load_unchanged_with_empty_notes(key, players):
    for text in (OLD, rec.dumps(record_of(played(key, players)))):
        assert text.startswith("Hexcade record 1\n")     # a record without notes is still version 1
        record = rec.loads(text)
        assert record.tree is None and record.position is None and rec.dumps(record) == text
        rebuilt = rebuild(record, GAMES)
        assert rebuilt.bad_move == 0 and rebuilt.tree.main_moves() == record.moves
        assert rebuilt.tree.branches() == [] and not rebuilt.tree.has_extras
        assert not [n.notes() for n in rebuilt.tree.main_line() if n.notes()]


@pytest.mark.parametrize("change, code", [
    (lambda t: t.replace("3. choose red", "3. choose red ?"), "move_refused"),   # no marks in version 1
    (lambda t: t + "  Comment: \"x\"\n", "move_should_read"),
    (lambda t: t + "Branch: {\"from\": [0, 1], \"moves\": [\"pass\"]}\n", "move_should_read"),
    (lambda t: t.replace("Seed: 3\n", "Seed: 3\nPosition: {}\n"), "not_a_field"),
])
def test_a_version_1_record_reads_none_of_version_2(change, code):
    text = change(OLD)
    try:
        error = rebuild(rec.loads(text), GAMES).error
    except rec.RecordError as exc:
        error = exc
    assert error.code == code


# -- damage --------------------------------------------------------------------------------------------------------
def explored_text(seed=4) -> str:
    match = played("tumbleweed", 2, plies=10, seed=seed)
    match.tree = explored(match, random.Random(seed))
    return rec.dumps(record_of(match))


def on_line(text: str, start: str, change) -> str:
    """The text with the value of the first line that starts with `start` changed."""
    lines = text.split("\n")
    i = next(i for i, line in enumerate(lines) if line.startswith(start))
    lines[i] = start + change(lines[i][len(start):])
    return "\n".join(lines)


@pytest.mark.parametrize("change, code", [
    (lambda t: t.replace('"from": [0, ', '"from": [9, ', 1), "branch_from"),
    (lambda t: t.replace('"from": [0, ', '"from": [0, 99', 1), "branch_from"),
    (lambda t: t.replace('"from": [0, ', '"from": [0, "x", ', 1), "branch_from"),
    (lambda t: t.replace('"moves": [', '"moves": 3, "x": [', 1), "bad_branch"),
    (lambda t: on_line(t, "Branch: ", lambda v: f"[{v}]"), "bad_branch"),
    (lambda t: on_line(t, "Branch: ", lambda v: v.replace('"leaf": "', '"leaf": "draw', 1)), "bad_branch_note"),
    (lambda t: on_line(t, "Branch: ", lambda v: v.replace('"mark": "', '"mark": "?!?', 1)), "bad_branch_note"),
    (lambda t: on_line(t, "  Evaluation: ", lambda v: f"[{v}]"), "bad_note"),
    (lambda t: t.replace('Evaluation: {', 'Evaluation: {"x": "' + "y" * 3000 + '", ', 1), "bad_note"),
    (lambda t: t.replace('Comment: "', 'Comment: "' + "z" * 500, 1), "bad_note"),
    (lambda t: t.replace("\n1. ", "\nComment: \"early\"\n1. ", 1), "note_misplaced"),
    (lambda t: t + 'Comment: "late"\n', "note_misplaced"),
    (lambda t: t.replace("Branch: {", "Branch: {{", 1), "value_unreadable"),
    (lambda t: t + 'Branch: {"from": [0, 0], "moves": ["pass"]}\n' * 1001, "too_many_branches"),
    (lambda t: t + ('Branch: {"from": [0, 0], "moves": [' + ", ".join(['"pass"'] * 2600) + ']}\n') * 2,
     "too_many_branch_moves"),
])
def test_a_damaged_note_or_branch_is_a_coded_refusal(change, code):
    text = change(explored_text())
    with pytest.raises(rec.RecordError) as info:
        rec.loads(text)
    error = info.value.values.get("reason", info.value) if info.value.code == "header" else info.value
    assert error.code == code, str(info.value)


def test_a_branch_that_cannot_be_played_is_named_and_cut_there(tmp_path):
    text = explored_text()
    start = text.index('Branch: {"from": [0, ')
    first = json.loads(text[start + len("Branch: "):text.index("\n", start)])
    number = text[:start].count("Branch: ") + 1
    damaged = first["moves"][0] if isinstance(first["moves"][0], str) else first["moves"][0]["move"]
    text = text.replace(f'"{damaged}"', '"99,99"', 1)
    rebuilt = rebuild(rec.loads(text), GAMES)
    assert rebuilt.bad_move == 0 and rebuilt.branch_error.code == "branch_refused"
    assert rebuilt.branch_error.values["branch"] == number and rebuilt.branch_error.values["n"] == 1
    assert "99,99" not in rebuilt.tree.to_data().__repr__()
    path = tmp_path / "g.hexrec"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(rec.RecordError) as info:       # (--replay says it, in one line)
        read_file(str(path), GAMES)
    assert info.value.code == "branch_refused" and "\n" not in str(info.value)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_line_of_a_version_2_record_damaged_is_a_coded_refusal_never_a_crash(data):
    lines = explored_text(seed=data.draw(st.integers(0, 2))).splitlines()
    i = data.draw(st.integers(1, len(lines) - 1))
    j = data.draw(st.integers(0, max(0, len(lines[i]) - 1)))
    junk = data.draw(st.sampled_from(["", "?", " ??", "{", "]", "0", "-1", '"', "null", "[]", ", 1", "\\u0000",
                                      "Branch: ", "Comment: ", "x" * 500]))
    lines[i] = lines[i][:j] + junk + lines[i][j + data.draw(st.integers(0, 3)):]
    text = "\n".join(lines) + "\n"
    try:
        rebuilt = rebuild(stored.cleaned(rec.loads(text)), GAMES)
    except rec.RecordError as exc:
        assert exc.code in rec.CODES
        return
    for error in (rebuilt.error, rebuilt.branch_error):
        assert error is None or error.code in rec.CODES


# -- a set-up start ------------------------------------------------------------------------------------------------
def set_up_position(key="tumbleweed", players=2, plies=6, seed=8) -> dict:
    """A position that is not any seed's start (a game some moves in), as the set-up board would give it."""
    return json.loads(json.dumps(played(key, players, plies=plies, seed=seed).state.to_dict()))


@pytest.mark.parametrize("key,players", [("tumbleweed", 2), ("trickle", 2), ("tripitz", 2), ("icesickle", 2)])
def test_a_position_header_round_trips_and_the_game_replays_from_it(key, players):
    position = set_up_position(key, players)
    start = GAMES[key].engine_module.from_dict(json.loads(json.dumps(position)))
    match = played(key, players, plies=5, seed=1, start=start.clone())
    match.start_position = position
    text = rec.dumps(record_of(match))
    assert text.startswith("Hexcade record 2\n") and "\nPosition: {" in text
    assert "Branch: " not in text and "Comment: " not in text
    record = rec.loads(text)
    assert record.position == position and rec.dumps(record) == text and record.tree is None
    rebuilt = rebuild(record, GAMES)
    assert rebuilt.bad_move == 0 and rebuilt.start.to_dict() == start.to_dict() != \
        GAMES[key].new_game(players, record.seed, record.options).to_dict()
    assert rebuilt.state.to_dict() == match.state.to_dict()
    line = Line.of_rebuilt(rebuilt)
    assert line.start_position == position and line.positions[0].to_dict() == start.to_dict()
    saved = rec.Record.from_dict(json.loads(json.dumps(record_of(match).to_dict())))   # the autosave's form
    assert rebuild(saved, GAMES).state.to_dict() == match.state.to_dict()


@pytest.mark.parametrize("change, code", [
    (lambda p: [p], "wrong_type"),
    (lambda p: {**p, "stacks": "nonsense"}, "bad_position"),
    (lambda p: {k: v for k, v in p.items() if k != "phase"}, "bad_position"),
    (lambda p: {**p, "extra": 1}, "position_not_for"),                         # not what the engine writes
    (lambda p: {**p, "options": {**p["options"], "size": 8}}, "position_not_for"),   # not the record's rules
    (lambda p: set_up_position("trickle", 2), "bad_position"),         # another game's (from_dict says so)
    (lambda p: {**p, "padding": ["x" * 300] * 300}, "position_too_large"),
    (lambda p: {**p, "deep": [[[[[[[[[1]]]]]]]]]}, "value_unreadable"),
])
def test_a_position_that_cannot_be_used_is_a_coded_refusal(change, code):
    position = set_up_position()
    record = rec.Record("tumbleweed", 2, {"size": 6}, 3, position=position)
    text = rec.dumps(record).replace(json.dumps(position), json.dumps(change(position)))
    with pytest.raises(rec.RecordError) as info:
        rebuild(rec.loads(text), GAMES)
    error = info.value.values.get("reason", info.value) if info.value.code == "header" else info.value
    assert error.code == code, str(info.value)


# -- writing a record back into its file -----------------------------------------------------------------------------
def test_a_record_is_written_back_into_its_file_only_as_it_was_read(tmp_path, monkeypatch):
    path = tmp_path / "recent.hexrec"
    match = played("tumbleweed", 2, plies=10, seed=6)
    stored.write_file(str(path), record_of(match))
    was = stored.file_text(str(path))
    rebuilt = rebuild(stored.read_record(str(path)), GAMES)
    tree = rebuilt.tree
    tree.main_line()[3].set_notes({"mark": "?", "comment": "Too slow.", "evaluation": VERDICT})
    tree.add(tree.main_line()[2], str(other_move(rebuilt.history[3][0], tree.main_moves()[3], random.Random(1))))
    now = stored.write_back(str(path), stored.record_with_tree(rebuilt, tree), was)
    assert path.read_text(encoding="utf-8") == now and now.startswith("Hexcade record 2\n")
    again = rebuild(stored.read_record(str(path)), GAMES)
    assert again.tree == tree and again.record.movers == rebuilt.record.movers
    # someone else wrote the file meanwhile: nothing is written over it
    path.write_text(now + "# changed\n", encoding="utf-8")
    with pytest.raises(rec.RecordError) as info:
        stored.write_back(str(path), stored.record_with_tree(rebuilt, tree), now)
    assert info.value.code == "file_changed" and path.read_text(encoding="utf-8") == now + "# changed\n"
    # a full disk: the file stays as it was, and says why
    def full(*_):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(stored, "write_atomically", full)
    with pytest.raises(rec.RecordError) as info:
        stored.write_back(str(path), rebuilt.record, now + "# changed\n")
    assert info.value.code == "cannot_write" and "No space left" in str(info.value)
    assert path.read_text(encoding="utf-8") == now + "# changed\n"
    os.remove(path)
    with pytest.raises(rec.RecordError) as info:       # gone meanwhile: not written again behind the player's back
        stored.write_back(str(path), rebuilt.record, now)
    assert info.value.code == "file_changed"


def test_a_promoted_branch_becomes_the_games_line_when_written_back():
    match = played("tumbleweed", 2, plies=8, seed=9)
    rebuilt = rebuild(rec.loads(rec.dumps(record_of(match))), GAMES)
    tree = rebuilt.tree
    before = rebuilt.history[5][0]
    branch = tree.add(tree.main_line()[4], str(other_move(before, tree.main_moves()[5], random.Random(2))))
    tree.promote(branch)
    record = stored.record_with_tree(rebuilt, tree)
    assert record.moves == tree.main_moves() and len(record.moves) == 6 and len(record.movers) == 6
    assert [n.notation for n in record.tree.branches()[0].nodes] == [str(p.move) for p in match.history[5:]]
    assert rebuild(rec.loads(rec.dumps(record)), GAMES).tree == tree


def test_a_set_up_game_with_notes_is_saved_and_continued_from_its_position(tmp_path, monkeypatch):
    from ui.storage import saves
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    position = set_up_position()
    match = played("tumbleweed", 2, plies=4, seed=1,
                   start=GAMES["tumbleweed"].engine_module.from_dict(json.loads(json.dumps(position))))
    match.start_position = position
    match.tree = explored(match, random.Random(3), branches=2)
    saves.autosave(match)
    saves.WRITER.flush()
    data, problem = saves.load_saved("tumbleweed", GAMES)
    assert problem is None and data["start_position"] == position and data["tree"] == match.tree
    assert data["state"].to_dict() == match.state.to_dict() and data["history"][0][0].to_dict() == position


def test_the_example_in_the_records_document_reads_and_replays():
    with open(os.path.join(os.path.dirname(os.path.dirname(__file__)), "docs", "RECORDS.md"), encoding="utf-8") as f:
        doc = f.read()
    text = doc[doc.index("```\nHexcade record 2\n") + 4:]
    text = text[:text.index("```")]
    record = rec.loads(text)
    assert rec.dumps(record) == text
    rebuilt = rebuild(record, GAMES)
    assert rebuilt.bad_move == 0 and rebuilt.branch_error is None and len(rebuilt.tree.branches()) == 2
    assert rebuilt.tree.main_line()[3].mark == "?" and rebuilt.tree.branches()[1].nodes[-1].comment
