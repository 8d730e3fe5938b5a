"""A game declares itself beside its engine (engine.core.GameInfo, each engine module's INFO): the registry, the
option words, the computer players' dispatch, the levels a seat may be given, the Hint button and the record
notations are read from it, so a new engine is described once; and the computer players read a state only
through its engine's public view, never a private name."""
import ast
import dataclasses
import importlib
import pathlib
import random
import sys
import types

import pygame
import pytest

from engine import ai, core, record
from engine import tumbleweed as tw
from games import GAMES, GameSpec
from tests.uihelpers import make_app, step
from ui.play import optionwords
from ui.base.lang import t
from ui.screens.menu import MenuScene

ROOT = pathlib.Path(__file__).resolve().parent.parent
PLAYERS_DIR = ROOT / "engine" / "ai"


# ---- the computer players read public names only ---------------------------------------------------------------

def private_reads(source: str) -> list[str]:
    """Where `source` reads an underscored attribute of anything but self or cls, or imports an underscored
    name from another module (dunders such as __getitem__ are Python's protocol, not private)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute):
            name = node.attr
            dunder = name.startswith("__") and name.endswith("__")
            own = isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")
            if name.startswith("_") and not dunder and not own:
                found.append(f"line {node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.ImportFrom):
            found += [f"line {node.lineno}: from {node.module} import {a.name}"
                      for a in node.names if a.name.startswith("_")]
    return found


def test_the_private_name_check_finds_what_it_looks_for():
    source = ("v = state._owner[i]\nw = self._x + cls._y\nz = ev.V.__getitem__\nfrom engine.x import _y\n"
              "n = child.owners[i]\nm = s.geometry.rays[0]._private\n")
    assert sorted(private_reads(source)) == ["line 1: state._owner", "line 4: from engine.x import _y",
                                             "line 6: s.geometry.rays[0]._private"]


@pytest.mark.parametrize("path", sorted(PLAYERS_DIR.glob("*.py")), ids=lambda p: p.name)
def test_no_computer_player_reads_a_private_name_of_another_modules_objects(path):
    assert private_reads(path.read_text(encoding="utf-8")) == []


def test_the_public_view_of_a_tumbleweed_state_is_the_engines_own_counts():
    """The view the Tumbleweed player reads: live (a move shows at once), no copies, and agreeing with the
    engine's documented answers (stacks, line of sight, scores)."""
    rng = random.Random(4)
    s = tw.new_game(size=6, seed=4)
    while s.phase != "play":
        s.play(rng.choice(s.legal_moves()))
    for _ in range(12):
        s.play(rng.choice(s.legal_moves()[:-1]))
    geo = s.geometry
    assert s.owners is s.owners and s.sight[tw.RED] is s.sight[tw.RED]          # no copies
    for i, cell in enumerate(geo.cells):
        assert geo.index[cell] == i and geo.places[i] == tw.Place(cell)
        stack = s.stack_at(cell)
        assert (None if s.owners[i] == tw.EMPTY else (tw.COLOURS[s.owners[i]], s.heights[i])) == stack
        assert s.sight[tw.RED][i] == s.los("red", cell) and s.sight[tw.WHITE][i] == s.los("white", cell)
    assert geo.cells[geo.centre] == (0, 0) and len(geo.rays) == len(geo.cells)
    for seat in (0, 1):
        col = s.colour_index(seat)
        assert (s.owned_counts[col], s.controlled_counts[col]) == s.score_breakdown(seat)
    assert s.colour_to_move == tw.COLOURS[s.turn]
    assert [s.placement_counts[tw.RED], s.placement_counts[tw.WHITE]] == list(s.placements_left.values())
    before = s.owners
    move = s.legal_moves()[0]
    s.play(move)
    assert s.owners is before and s.owners[geo.index[move.cell]] != tw.EMPTY      # the same list, moved on
    assert s.passes_in_a_row == 0 and any(s.placed)


# ---- every entry reads its engine's declaration ----------------------------------------------------------------

@pytest.mark.parametrize("key", list(GAMES))
def test_every_entrys_facts_come_from_its_engines_declaration(key):
    spec = GAMES[key]
    info = spec.engine_module.INFO
    assert isinstance(info, core.GameInfo)
    edition = info.edition(spec.edition)
    assert spec.players == edition.players and set(spec.players) <= set(info.players)
    assert spec.default_players in spec.players
    declared = {id(o) for o in info.every_option()}
    assert all(id(o) in declared for o in spec.options)
    engine_keys = {o.key for o in info.every_option()}
    assert set(spec.fixed_options) <= engine_keys and set(spec.hidden_options) <= engine_keys
    # the entry starts with what it declares, and its computer player and levels are there
    state = spec.new_game(spec.default_players, 1, spec.default_options())
    assert ai.info_of(state) is info and spec.levels == info.levels and spec.hints == info.hints
    assert set(info.levels) <= set(core.LEVELS)
    assert callable(importlib.import_module(info.ai).choose)
    for name, module in info.notations.items():
        notation = record.notation(spec.engine, name)
        assert notation is importlib.import_module(module) and callable(notation.write) and callable(notation.read)


def test_the_records_list_of_notations_is_the_engines_declarations():
    declared = {(spec.engine, name): module for spec in GAMES.values()
                for name, module in spec.engine_module.INFO.notations.items()}
    assert record.NOTATIONS == declared


# ---- a new engine: declared once, everything else follows ------------------------------------------------------

FAKE_ENGINE = '''
from engine import core

SPEED = core.Option("speed", "Speed", (1, 2), 1, "How fast.", ("Slow", "Fast"))
INFO = core.GameInfo(name="Fake", players=(2, 3), default_players=3, options=(SPEED,),
                     ai="hexcade_fake.fakeplayer", levels=("easy",), hints=False)


class State:
    def __init__(self, players):
        self.players, self.current_player, self.is_over = players, 0, False

    def clone(self):
        return State(self.players)

    def legal_moves(self):
        return ["a", "b"]


def new_game(players=3, seed=None, **options):
    return State(players)
'''

FAKE_PLAYER = '''
def choose(state, level, rng, deadline):
    return "b"
'''


@pytest.fixture
def fake_engine(monkeypatch):
    """An engine that exists nowhere but in this test, with its computer player."""
    modules = {}
    for name, source in (("hexcade_fake.fakegame", FAKE_ENGINE), ("hexcade_fake.fakeplayer", FAKE_PLAYER)):
        module = types.ModuleType(name)
        monkeypatch.setitem(sys.modules, name, module)
        exec(compile(source, name, "exec"), module.__dict__)
        modules[name] = module
    return modules["hexcade_fake.fakegame"]


def test_a_new_engines_entry_needs_only_its_own_facts(fake_engine):
    spec = GameSpec(key="fake", english_title="Fake", engine="hexcade_fake.fakegame", scene="games.fake:FakeScene")
    assert spec.players == (2, 3) and spec.default_players == 3 and spec.default_options() == {"speed": 1}
    assert spec.levels == ("easy",) and spec.hints is False
    state = spec.new_game(3, 0, {"speed": 2})
    # its options are worded under its own name (once a KeyError: the engines were a list in ui/play/optionwords.py)
    assert optionwords.key_of(fake_engine.SPEED) == "options.fakegame.speed"
    # its computer player is the one it names, at the levels it offers; it offers no hints
    assert ai.choose_move(state, "easy", seed=1) == "b"
    with pytest.raises(ValueError):
        ai.choose_move(state, "hard", seed=1)
    with pytest.raises(ValueError):
        ai.hint(state, seed=1)


# ---- the menu's seats and the Hint button follow the declaration ----------------------------------------------

@pytest.fixture
def app():
    a = make_app()
    yield a
    pygame.quit()


def test_a_seat_cycles_through_the_levels_the_game_offers(app, monkeypatch):
    menu = MenuScene(selected="tumbleweed")
    app.push(menu)
    step(app, 2)
    seen = []
    for _ in range(len(core.LEVELS) + 1):
        menu.cycle_seat(1)
        seen.append(menu.current()["seats"][1])
    assert seen == [*core.LEVELS, "human"]
    monkeypatch.setattr(tw, "INFO", dataclasses.replace(tw.INFO, levels=("easy", "hard")))
    seen = []
    for _ in range(3):
        menu.cycle_seat(1)
        seen.append(menu.current()["seats"][1])
    assert seen == ["easy", "hard", "human"]


def test_the_hint_button_is_there_only_when_the_game_offers_hints(app, monkeypatch):
    spec = GAMES["tumbleweed"]
    hint = t("play.button.hint")
    scene = spec.make_scene(2, 1, spec.default_options(), autosave=False)
    app.push(scene)
    step(app, 2)
    assert hint in [label for label, _ in scene.turn_buttons()]
    monkeypatch.setattr(tw, "INFO", dataclasses.replace(tw.INFO, hints=False))
    assert hint not in [label for label, _ in scene.turn_buttons()]
    scene.computers.ask_hint()                         # the H key asks nothing either
    assert not scene.turns.busy


def test_the_command_line_gives_seats_only_the_levels_the_game_offers(monkeypatch, capsys):
    import main
    parser = main.build_parser(list(GAMES))
    args = parser.parse_args(["--game", "tumbleweed", "--seats", "human,hard"])
    assert main.resolve(args, parser)[3] == ["human", "hard"]
    monkeypatch.setattr(tw, "INFO", dataclasses.replace(tw.INFO, levels=("easy",)))
    with pytest.raises(SystemExit):
        main.resolve(args, parser)
    assert "no computer player at 'hard'" in capsys.readouterr().err
