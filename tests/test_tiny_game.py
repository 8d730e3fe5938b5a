"""The tiny test game (tests/tinygame: three in a row) goes through the real registry and every shared part of
the game screen, as docs/DESIGN.md's recipe for a sixth game promises: played to its end by taps in both layouts
against a computer seat, a hint rung and tapped, a refusal worded by its code, a record written and rebuilt, and
its rules page. If a sixth game needed anything more than the recipe names, this test would need it too."""
import json

import pygame
import pytest

import games
from engine.record import dumps, loads
from tests.tinygame import engine as tiny
from tests.uihelpers import key, make_app, run_until, step, touch
from ui.base.lang import t
from ui.kit.overlays import ResultOverlay, RulesOverlay
from ui.storage.record import rebuild, record_of

KEY = "tinygame"


@pytest.fixture
def spec():
    """Registered the way every game is (games.register); taken out again so the product never lists it."""
    entry = games.register(games.GameSpec(key=KEY, english_title="Three in a row", engine="tests.tinygame.engine",
                                          scene="tests.tinygame.scene:TinyScene", accent=(120, 200, 255)))
    yield entry
    games.GAMES.pop(KEY, None)


@pytest.fixture
def app():
    a = make_app(size=(1280, 720))
    yield a
    pygame.quit()




def start(app, spec, controllers, table=False):
    scene = spec.make_scene(2, 7, spec.default_options(), controllers=controllers, table=table, autosave=False)
    app.push(scene)
    scene.turns.think_seconds = 0.01
    step(app, 2)
    return scene


def test_the_registry_reads_the_game_from_its_declaration(spec):
    assert games.GAMES[KEY] is spec
    assert spec.players == (2,) and spec.default_players == 2 and spec.options == []
    assert spec.hints and "easy" in spec.levels
    assert spec.title == "Three in a row"            # its words come from its own folder (lang.add_words)


@pytest.mark.parametrize("table", [False, True], ids=["window", "table"])
def test_a_whole_game_by_taps_against_a_computer_seat_with_a_hint(app, spec, table):
    scene = start(app, spec, ["human", "easy"], table)
    assert scene.table is table
    hinted = False
    while not scene.state.is_over:
        if scene.computer_to_move():
            moves = len(scene.match.history)
            run_until(app, lambda: len(scene.match.history) > moves or scene.state.is_over)
            continue
        scene.animator.finish()
        before = len(scene.match.history)
        if not hinted:                               # the first move: ask for a hint and tap its ring
            key(app, pygame.K_h)
            run_until(app, lambda: scene.hint.move is not None, dt=1 / 60)
            assert scene.hint.move in scene.state.legal_moves() and len(scene.match.history) == before
            points = [point for _, point in scene.hint.points]
            hinted = True
        else:
            points = scene.taps_for(scene.state.legal_moves()[0])
        for point in points:
            touch(app, point)
        assert len(scene.match.history) == before + 1 and scene.match.history[-1].seat == 0
    run_until(app, lambda: isinstance(app.scene, ResultOverlay), dt=1 / 10)
    assert scene.state.outcome() is not None and any(p.seat == 1 for p in scene.match.history)


def test_a_tap_on_a_taken_square_is_refused_in_the_engines_words(app, spec):
    scene = start(app, spec, ["human", "human"])
    touch(app, scene.taps_for(tiny.Move((1, 1)))[0])
    scene.animator.finish()
    touch(app, scene.taps_for(tiny.Move((1, 1)))[0])
    assert len(scene.match.history) == 1
    assert scene.message == t("tinygame.codes.taken", cell="1,1") == "Square 1,1 is taken already."
    assert not scene.play(tiny.Move((1, 1)))         # Match.play refuses it too, with the code
    assert scene.message == "Square 1,1 is taken already."


def test_its_record_round_trips(app, spec):
    scene = start(app, spec, ["human", "human"])
    for cell in ((0, 0), (1, 0), (1, 1), (2, 0), (2, 2)):
        assert scene.play(tiny.Move(cell))
    assert scene.state.is_over and scene.state.outcome().winners == (0,)
    text = dumps(record_of(scene.match))
    rebuilt = rebuild(loads(text), games.GAMES)
    assert not rebuilt.bad_move and [str(move) for _, move, _ in rebuilt.history] == ["0,0", "1,0", "1,1", "2,0", "2,2"]
    assert rebuilt.state.outcome().winners == (0,) and rebuilt.state.line == ((0, 0), (1, 1), (2, 2))


def test_its_rules_page_opens(app, spec):
    scene = start(app, spec, ["human", "human"])
    scene.show_rules()
    step(app, 2)
    assert isinstance(app.scene, RulesOverlay)
    assert "three of their marks in a row" in scene.rules_html()


def test_its_codes_are_a_closed_set():
    """Every code its engine can answer has its words, with the same placeholders (as tests/test_codes.py for the
    real engines)."""
    import re
    with open(tiny.__file__.replace("engine.py", "lang/tinygame.en.json"), encoding="utf-8") as f:
        words = json.load(f)["en"]["codes"]
    assert set(words) == set(tiny.CODES)
    for code, english in tiny.CODES.items():
        assert set(re.findall(r"%\{(\w+)\}", words[code])) <= set(re.findall(r"\{(\w+)\}", english))
