"""The engine speaks in codes, and the set is closed (issue 22; engine/core.py).

For every engine module that declares its CODES (and for the records, engine/record.py):
(a) every code written into its source, passed to IllegalMove, OptionError, RecordError, an Event's `code=` or an
    Outcome's `code=` (an ending its winners do not say), is a key of its CODES (walked in the syntax tree, so a
    code no test reaches is still checked; a code made at run time must be looked up in CODES where it is raised);
(b) every key of CODES has words, `<engine>.codes.<code>` (`records.codes.<code>`), in every language, with the
    placeholders of the English sentence, and nothing else is under `<engine>.codes`;
(c) seeded random games, with every option value, answer every move tried out of turn with a code of CODES (the
    same from why_not as from play, the state untouched), bad options with an OptionError of CODES, damaged
    records with a RecordError of CODES; played to their end, they end either with winners (which say it) or with
    an Outcome code of CODES, whose English is the summary.
The last test names the modules that must declare CODES: all four engines and the records.
"""
from __future__ import annotations

import ast
import importlib
import json
import os
import random
import string

import pytest

from engine import core
from engine import record as rec
from ui.base import lang

ENGINES = ("trickle", "tumbleweed", "icesickle", "tripitz")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CODED = ("IllegalMove", "OptionError", "RecordError")


def module(name: str):
    return importlib.import_module(f"engine.{name}")


SPEAKING = [name for name in ENGINES if hasattr(module(name), "CODES")]     # (all four, once each is converted)
NAMESPACES = [(name, module(name)) for name in SPEAKING] + [("records", rec)]
# the sources whose coded answers use a module's CODES: the records' also from the screens that check records
SOURCES = {name: [module(name).__file__] for name in SPEAKING}
SOURCES["tumbleweed"].append(os.path.join(ROOT, "engine", "tumbleweed_names.py"))   # (Abstract Play's cell names)
SOURCES["records"] = [rec.__file__, os.path.join(ROOT, "ui", "storage", "record.py"), os.path.join(ROOT, "ui", "storage", "saves.py")]
CODES = dict([(name, module(name).CODES) for name in SPEAKING] + [("records", rec.CODES)])


# -- (a) the codes in the source -----------------------------------------------------------------------------------
def called(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def is_table_lookup(node, key) -> bool:
    """`CODES[key]` (or `anything.CODES[key]`), possibly inside a larger expression (CODES[key].format(...))."""
    for inner in ast.walk(node):
        if isinstance(inner, ast.Subscript) and ast.dump(inner.slice) == ast.dump(key):
            table = inner.value
            if (isinstance(table, ast.Name) and table.id == "CODES") or \
                    (isinstance(table, ast.Attribute) and table.attr == "CODES"):
                return True
    return False


def code_argument(node: ast.Call):
    """The expression a coded call gives as its code, and what must look it up in CODES when it is not a
    literal: (code, the English/text expression), or None when the call carries no code."""
    name = called(node)
    if name in CODED:
        english = node.args[1] if len(node.args) > 1 else None
        return (node.args[0] if node.args else None), english
    if name == "Event" or name.endswith("Outcome"):
        keywords = {k.arg: k.value for k in node.keywords}
        if "code" in keywords:
            english = keywords.get("text") if name == "Event" else \
                keywords.get("summary", node.args[3] if len(node.args) > 3 else None)
            return keywords["code"], english
    return None


def coded_sites(tree) -> list:
    """Every coded call: (call, its code expression, its English/text expression, the parameters of the function
    it is in)."""
    found = []

    def visit(node, params):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                visit(child, [a.arg for a in child.args.posonlyargs + child.args.args + child.args.kwonlyargs])
                continue
            if isinstance(child, ast.Call) and (coded := code_argument(child)) is not None:
                found.append((child, *coded, params))
            visit(child, params)
    visit(tree, [])
    return found


def functions(tree) -> dict:
    return {fn.name: fn for fn in ast.walk(tree) if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))}


def position(fn, name: str) -> int:
    """Where parameter `name` of `fn` stands among the arguments its callers give (a method's self not counted)."""
    params = [a.arg for a in fn.args.posonlyargs + fn.args.args]
    return params.index(name) - (1 if params and params[0] in ("self", "cls") else 0)


def helpers(trees) -> dict:
    """Functions that pass one of their parameters on as a code (`def _refused(code, **values)`, or a function
    that passes it on to such a function): name -> (that parameter's position among their callers' arguments,
    whether the code is looked up in CODES on its way, so that one made at run time cannot slip through)."""
    found: dict = {}
    while True:
        before = dict(found)
        for tree in trees:
            for fn in functions(tree).values():
                params = [a.arg for a in fn.args.posonlyargs + fn.args.args]
                passed = [(code, english is not None and is_table_lookup(english, code))
                          for _, code, english, _ in coded_sites(fn)]
                passed += [(node.args[found[called(node)][0]], found[called(node)][1]) for node in ast.walk(fn)
                           if isinstance(node, ast.Call) and called(node) in found
                           and len(node.args) > found[called(node)][0]]
                for code, guarded in passed:
                    if isinstance(code, ast.Name) and code.id in params:
                        found[fn.name] = (position(fn, code.id), guarded)
        if found == before:
            return found


def literal(node) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def enclosing_params(tree) -> dict:
    """id(node) -> the parameters of the function each node is in."""
    out = {}

    def visit(node, params):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                visit(child, [a.arg for a in child.args.posonlyargs + child.args.args + child.args.kwonlyargs])
                continue
            out[id(child)] = params
            visit(child, params)
    visit(tree, [])
    return out


def literals(code) -> list | None:
    """The codes an expression can give when they are all written out (a literal, or `a if ... else b`), else None."""
    if literal(code) is not None:
        return [literal(code)]
    if isinstance(code, ast.IfExp):
        body, orelse = literals(code.body), literals(code.orelse)
        return None if body is None or orelse is None else body + orelse
    return None


@pytest.mark.parametrize("namespace", list(SOURCES))
def test_every_code_in_the_source_is_in_codes(namespace):
    """A code is written out where it is raised or handed to a function that raises it, and is then a key of CODES;
    or it is a parameter (its callers' codes are checked); or, made at run time, it is looked up as CODES[code] on
    its way (a KeyError, never a code without words)."""
    table = CODES[namespace]
    trees = {}
    for path in SOURCES[namespace]:
        with open(path, encoding="utf-8") as f:
            trees[os.path.relpath(path, ROOT)] = ast.parse(f.read(), path)
    known = helpers(trees.values())
    checked = 0
    for where, tree in trees.items():
        sites = [(node, code, english is not None and code is not None and is_table_lookup(english, code))
                 for node, code, english, _ in coded_sites(tree)
                 if not (called(node) == "RecordError" and namespace != "records")    # (engines raise none)
                 and not (called(node).endswith("Outcome") and namespace == "records")]   # (the engine's, as read)
        sites += [(node, node.args[known[called(node)][0]], known[called(node)][1]) for node in ast.walk(tree)
                  if isinstance(node, ast.Call) and called(node) in known and len(node.args) > known[called(node)][0]]
        params = enclosing_params(tree)
        for node, code, looked_up in sites:
            assert code is not None, f"{where}:{node.lineno}: no code"
            written = literals(code)
            if written is not None:
                for text in written:
                    if text or called(node) != "Event":        # (Event's default code "" is no code)
                        assert text in table, f"{where}:{node.lineno}: code {text!r} is not in CODES"
                        checked += 1
            elif not (isinstance(code, ast.Name) and code.id in params.get(id(node), ())):
                assert looked_up, f"{where}:{node.lineno}: a code made at run time must be looked up as CODES[code]"
    assert checked >= 3, f"{namespace}: no codes found in its source"


@pytest.mark.parametrize("namespace", SPEAKING)
def test_every_notice_has_a_code(namespace):
    """A notice is worded by its code: no Event("notice", ...) without one."""
    path = SOURCES[namespace][0]
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and called(node) == "Event":
            kind = literal(node.args[0]) if node.args else literal(
                next((k.value for k in node.keywords if k.arg == "kind"), None))
            if kind == "notice":
                assert any(k.arg == "code" for k in node.keywords), f"{namespace}:{node.lineno}: a notice with no code"


# -- (b) the words of every code ---------------------------------------------------------------------------------
def words_file(namespace: str, language: str) -> dict:
    with open(os.path.join(lang.DIRECTORY, f"{namespace}.{language}.json"), encoding="utf-8") as f:
        return json.load(f)[language]


def leaves(tree: dict, prefix: str = "") -> dict:
    """{"bead": {"empty": "..."}} -> {"bead.empty": "..."}; a plural dict (one/few/many) stays whole."""
    out = {}
    for key, value in tree.items():
        if isinstance(value, dict) and not set(value) <= {"zero", "one", "few", "many", "other"}:
            out.update(leaves(value, f"{prefix}{key}."))
        else:
            out[prefix + key] = value
    return out


def english_placeholders(template: str) -> set:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def json_placeholders(words) -> set:
    import re
    texts = words.values() if isinstance(words, dict) else [words]
    return {name for text in texts for name in re.findall(r"%\{(\w+)\}", text)}


@pytest.mark.parametrize("language", list(lang.LANGUAGES))
@pytest.mark.parametrize("namespace", [n for n, _ in NAMESPACES])
def test_every_code_has_words_in_every_language(namespace, language):
    table = CODES[namespace]
    words = leaves(words_file(namespace, language).get("codes", {}))
    missing = sorted(set(table) - set(words))
    assert not missing, f"{namespace}.{language}: no words for {missing[:8]}"
    stale = sorted(set(words) - set(table))
    assert not stale, f"{namespace}.{language}: words for codes the engine does not have: {stale[:8]}"
    for code, english in table.items():
        said = words[code]
        assert said and (isinstance(said, str) or all(said.values())), f"{namespace}.{language}.codes.{code}"
        assert json_placeholders(said) == english_placeholders(english), \
            f"{namespace}.{language}.codes.{code}: {said!r} vs {english!r}"
        if isinstance(said, dict):
            assert set(lang.PLURAL_FORMS[language]) <= set(said), f"{namespace}.{language}.codes.{code}"


@pytest.mark.parametrize("namespace", SPEAKING)
def test_rule_notes_are_keyed_by_name_and_have_words(namespace):
    """Rule notes (an engine's ...NOTES) are found by name (<engine>.notes.<name>, or <engine>.rules.notes.<name>
    where the rules page's own words keep them), never by their place in a list."""
    engine = module(namespace)
    notes = {name: value for name, value in vars(engine).items() if name.endswith("_NOTES") and name.isupper()}
    for name, table in notes.items():
        assert isinstance(table, dict), f"{namespace}.{name} is a list: its words would be found by position"
        for language in lang.LANGUAGES:
            file = words_file(namespace, language)
            words = set(leaves(file.get("notes", {}))) | set(leaves(file.get("rules", {}).get("notes", {})))
            assert set(table) <= set(words), f"{namespace}.{language}: {sorted(set(table) - set(words))}"


# -- (c) what a game really answers --------------------------------------------------------------------------------
def check_refusal(exc, table) -> None:
    assert isinstance(exc, core.IllegalMove), repr(exc)
    assert exc.code in table, f"{exc.code!r} ({exc}) is not in CODES"
    assert exc.reason == table[exc.code].format(**exc.values) == str(exc)


def check_events(events, table) -> None:
    for event in events:
        if event.kind == "notice" or event.code:
            assert event.code in table, f"the {event.kind} event's code {event.code!r} is not in CODES"


def option_games(engine):
    """(players, options) for the engine's defaults and every value of every option, each at every player count;
    the combinations the engine refuses are refused with a code (checked here)."""
    tried = [(players, {}) for players in engine.PLAYERS]
    for option in engine.OPTIONS:
        for value in option.choices:
            if value != option.default:
                tried += [(players, {option.key: value}) for players in engine.PLAYERS]
    return tried


@pytest.mark.parametrize("namespace", SPEAKING)
def test_a_random_game_answers_in_codes(namespace):
    engine, table = module(namespace), CODES[namespace]
    rng = random.Random(22)
    started = 0
    for players, options in option_games(engine):
        try:
            state = engine.new_game(players, rng.randrange(1000), **options)
        except core.OptionError as exc:
            assert exc.code in table and exc.reason == table[exc.code].format(**exc.values)
            continue
        started += 1
        assert hasattr(state, "why_not"), f"{namespace}: State.why_not is missing"
        seen: list = []
        for ply in range(40 if started > 3 else 200):
            legal = state.legal_moves()
            if not legal:
                break
            for move in rng.sample(seen, min(3, len(seen))):
                if move in legal:
                    assert state.why_not(move) is None
                    continue
                before = state.to_dict() if ply % 5 == 0 else None
                answer = state.why_not(move)
                check_refusal(answer, table)
                with pytest.raises(core.IllegalMove) as raised:
                    state.play(move)
                assert (raised.value.code, raised.value.reason) == (answer.code, answer.reason)
                if before is not None:
                    assert state.to_dict() == before, f"{namespace}: a refused move changed the state"
            seen = (seen + legal[:10] + rng.sample(legal, min(5, len(legal))))[-60:]
            move = legal[rng.randrange(min(len(legal), 6))] if rng.random() < 0.6 else rng.choice(legal)
            check_events(state.play(move), table)
            if state.is_over:
                break
        if state.is_over and seen:
            check_refusal(state.why_not(seen[-1]), table)
    assert started >= 3


def check_ending(outcome, table) -> None:
    """An ending is said by its winners, or (nobody wins) by a code of CODES whose English is its summary; its
    values are plain data a record keeps."""
    assert outcome.code or outcome.winners, f"nobody won and no code says how it ended: {outcome.summary!r}"
    if outcome.code:
        assert outcome.code in table, f"the ending's code {outcome.code!r} is not in CODES"
        assert outcome.summary == table[outcome.code].format(**outcome.values)
        assert all(isinstance(v, (int, float, str)) and not isinstance(v, bool) for v in outcome.values.values())
    else:
        assert outcome.values == {}


@pytest.mark.parametrize("namespace", SPEAKING)
def test_every_ending_is_said_by_its_winners_or_by_a_code(namespace):
    """Seeded random games with every option value, each played to its end: the outcome is a plain win, shared win
    or draw, or carries a code of CODES (Tripitz Together's team score)."""
    engine, table = module(namespace), CODES[namespace]
    rng = random.Random(22)
    ended, codes = 0, set()
    for players, options in option_games(engine):
        try:
            state = engine.new_game(players, rng.randrange(1000), **options)
        except core.OptionError:
            continue
        assert state.outcome() is None
        for _ in range(3000):
            if state.is_over:
                break
            state.play(rng.choice(state.legal_moves()))
        assert state.is_over, f"{namespace} {players} {options}: no end in 3000 moves"
        check_ending(state.outcome(), table)
        ended += 1
        codes.add(state.outcome().code)
    assert ended >= 3
    if namespace == "tripitz":
        assert "together_score" in codes, "no cooperative game was played to its end"


def test_a_coded_ending_is_worded_by_its_code_in_every_language():
    """Tripitz Together's score, on screen, in the language chosen (never the engine's English summary); the record
    file keeps the English."""
    from engine import tripitz
    from ui.base import codewords
    from ui.storage.record import result_words
    state = tripitz.new_game(2, seed=3, cooperative=True)
    rng = random.Random(3)
    while not state.is_over:
        state.play(rng.choice(state.legal_moves()))
    outcome = state.outcome()
    assert outcome.code == "together_score" and outcome.values == {"score": state.team_score}
    try:
        for language in lang.LANGUAGES:
            lang.use(language)
            said = codewords.ending(outcome, "tripitz")
            assert said == lang.t("tripitz.codes.together_score", score=state.team_score)
            assert str(state.team_score) in said and (said != outcome.summary) == (language != "en")
            assert said in result_words(outcome, ["A", "B"], engine="tripitz")
            assert outcome.summary in result_words(outcome, ["A", "B"], language="en")     # (the file's line)
        plain = core.outcome_from_scores([3, 1])                  # a plain win: its winners say it, no code
        unknown = core.Outcome((4,), ((0,),), (), "Four!", code="no_such_ending", values={"score": 4})   # (a file's)
        assert codewords.ending(plain, "tripitz") == codewords.ending(unknown, "tripitz") == ""
    finally:
        lang.use("en")


@pytest.mark.parametrize("namespace", SPEAKING)
def test_bad_options_are_refused_in_codes(namespace):
    engine, table = module(namespace), CODES[namespace]
    for bad in ({"players": 99}, {"no_such_option": 1}):
        with pytest.raises(core.OptionError) as refused:
            engine.new_game(**({"players": engine.PLAYERS[0]} | bad))
        assert refused.value.code in table


@pytest.mark.parametrize("namespace, text, code", [
    ("trickle", "1,2-", "notation"), ("trickle", "0,0 to 1,0", "notation"),
    ("tripitz", "Q red-moon-white", "notation"), ("tripitz", "P purple-moon-white@1,1", "no_such_pid"),
    ("tripitz", "P red-moon-white@a,b", "not_a_cell"),
    ("tumbleweed", "zzz", "notation"), ("tumbleweed", "choose blue", "notation"), ("tumbleweed", "2,", "notation"),
    ("icesickle", "zzz", "notation"), ("icesickle", "Q@c3", "size_letter"), ("icesickle", "M@z9", "square_name"),
    ("icesickle", "c3xe9", "square_name"),
])
def test_a_move_that_cannot_be_read_is_refused_in_codes(namespace, text, code):
    """What a damaged record's replay says about a move it cannot read comes from the engine's codes too."""
    engine = module(namespace)
    with pytest.raises(core.IllegalMove) as refused:
        engine.parse_move(text)
    assert refused.value.code == code
    assert repr(text) in str(refused.value) or code != "notation"      # (the English names what it could not read)
    check_refusal(refused.value, engine.CODES)


GARBAGE = ("", "zzz", "x", "@", "pass pass", "1,2,3", "M@", "@c3", "c3x", "a99", "red z1", "0,0^", "P @", "SIT x",
           "J joker", "x@1", "\u00e9", "choose", "9x9x9", "L@e6")


@pytest.mark.parametrize("namespace", SPEAKING)
def test_parse_move_refuses_anything_it_cannot_read_with_a_code(namespace):
    """parse_move reads a record's moves: whatever it cannot read is an IllegalMove of CODES (never a plain
    ValueError with an English sentence, which would reach the replay viewer's screen)."""
    engine = module(namespace)
    refused = 0
    for text in GARBAGE:
        try:
            engine.parse_move(text)
        except core.IllegalMove as exc:
            check_refusal(exc, engine.CODES)
            refused += 1
    assert refused >= len(GARBAGE) // 2


def test_abstract_play_cell_names_are_refused_with_a_code():
    """Tumbleweed's Abstract Play notation (engine/tumbleweed_names.py) refuses a cell off the board by a code."""
    from engine import tumbleweed, tumbleweed_names
    state = tumbleweed.new_game(2, 1)
    for text in ("z1", "a99", "red z1", "+q0", "zzz"):
        with pytest.raises(core.IllegalMove) as refused:
            tumbleweed_names.read(text, state)
        check_refusal(refused.value, tumbleweed.CODES)


def test_a_move_that_cannot_be_read_is_said_in_the_players_language():
    """The reviewer's case: a Tumbleweed record with the move 'zzz', replayed in German, says why in German; an
    answer without a code is said by the generic words, never by its English."""
    from engine import tumbleweed
    from ui.base import codewords
    replayed = rec.replay(tumbleweed.new_game(2, 1), ["zzz"], tumbleweed.parse_move)
    assert replayed.error is not None and replayed.error.code == "move_refused"
    try:
        lang.use("de")
        said = codewords.say(replayed.error, "tumbleweed")
        assert "zzz" in said and "is not a Tumbleweed move" not in said
        assert said == lang.t("records.codes.move_refused", n=1, move="'zzz'",
                              reason=lang.t("tumbleweed.codes.notation", text="'zzz'"))
        plain = codewords.say(ValueError("an English sentence"), "tumbleweed")
        assert plain == lang.t("records.codes.unreadable") and "English" not in plain
        unknown = codewords.say(core.IllegalMove("no_such_code", "An English sentence."), "tumbleweed")
        assert unknown == plain
    finally:
        lang.use("en")


def test_damaged_records_are_refused_in_codes():
    """Every line of a real record changed at random: loads and rebuild answer with RecordErrors of CODES, and a
    refused move carries the engine's own coded refusal."""
    from games import GAMES
    from ui.play.match import Match
    from ui.storage.record import rebuild, record_of
    from ui.base.seats import default_seats
    rng = random.Random(7)
    for key, players in (("trickle", 2), ("tripitz", 3), ("trickle-down", 3)):
        spec = GAMES[key]
        opts = spec.default_options()
        match = Match(key, spec.new_game(players, 3, opts), default_seats(players), 3, opts)
        for _ in range(12):
            match.play(match.state.legal_moves()[0])
        lines = rec.dumps(record_of(match)).splitlines()
        for attempt in range(60):
            damaged = list(lines)
            i = rng.randrange(len(damaged))
            damaged[i] = rng.choice(["", "#", "Seat: {", f"{i}. 9,9-9,9", "Players: 0", "X: 1", damaged[i][::-1],
                                     damaged[i][:-3], "Outcome: {\"winners\": [7]}", f"{max(1, i - 7)}. J x@1"])
            try:
                rebuilt = rebuild(rec.loads("\n".join(damaged) + "\n"), GAMES)
            except rec.RecordError as exc:
                problem = exc
            else:
                problem = rebuilt.error
                if problem is None:
                    continue
            assert problem.code in rec.CODES and str(problem) == problem.reason
            inner = problem.values.get("reason")
            if isinstance(inner, rec.RecordError):
                assert inner.code in rec.CODES
            elif isinstance(inner, core.Coded) and spec.engine in CODES:
                assert inner.code in CODES[spec.engine], inner


def test_a_refusal_is_worded_by_its_code_in_every_language():
    """What the screen says for a coded answer comes from its key, in the language chosen, with its values."""
    from engine import trickle
    from ui.base import codewords
    state = trickle.new_game(2, seed=1)
    refusal = state.why_not(trickle.Move((0, 0), (-1, 0)))        # a step onto another bead
    assert refusal is not None
    try:
        for language in lang.LANGUAGES:
            lang.use(language)
            assert codewords.say(refusal, "trickle") == lang.t(f"trickle.codes.{refusal.code}")
        lang.use("fi")
        nested = rec.RecordError("move_refused", rec.CODES["move_refused"], n=3, move="'x'", reason=refusal)
        said = codewords.say(nested, "trickle")
        assert lang.t(f"trickle.codes.{refusal.code}") in said and "3" in said and refusal.reason not in said
    finally:
        lang.use("en")


def test_every_engine_and_the_records_declare_their_codes():
    """All four engines and the records speak in codes (the lists above are taken from the modules that do)."""
    assert SPEAKING == list(ENGINES), f"no CODES yet in {sorted(set(ENGINES) - set(SPEAKING))}"
    for table in CODES.values():
        assert table and all(isinstance(k, str) and isinstance(v, str) and v for k, v in table.items())
