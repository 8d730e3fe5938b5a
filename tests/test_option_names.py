"""Issue 15, item 7: the title screen and the rules pages use one name and one explanation per option, both
taken from the options' data (core.Option), and no rules page still uses an old name for an option."""
import pytest

from games import GAMES
from tests.entries import entries
from tests.uihelpers import find_button, make_app, press, step
from ui.kit.overlays import RulesOverlay

# Names the pages used before the options named themselves (issue 15, item 7).
OLD_NAMES = ("Checkers chaining", "Gold centre", "Beads have scores", "Goals have scores", "Free option")
# Every entry at its default count; IceSickle also solo (its own options) and with three.
CASES = entries({"icesickle": (1, 3)})


@pytest.mark.parametrize("key,players", CASES)
def test_the_rules_page_names_and_explains_every_option_as_the_menu_does(key, players):
    app = make_app()
    spec = GAMES[key]
    scene = spec.make_scene(players, 3, spec.default_options(), autosave=False)
    app.push(scene)
    step(app, 2)
    press(app, find_button(app, "Rules"))
    assert isinstance(app.scene, RulesOverlay)
    page = app.scene.html
    offered = [o for o in spec.options if o.applies_to(players)]
    for opt in offered:
        # (Tripitz Together words each option's line for children: scene.option_help)
        assert f"<b>{opt.label}</b>" in page and scene.option_help(opt) in page, opt.key
        if key != "tripitz-together":
            assert scene.option_help(opt) == opt.help
        assert opt.label_of(opt.default) in page
    for other in (o for o in spec.options if not o.applies_to(players)):
        assert f"<b>{other.label}</b> (this game" not in page
    for old in OLD_NAMES:
        assert old not in page, old


def test_an_options_words_are_in_its_engines_words_namespace(monkeypatch):
    """An option is worded under its engine's INFO.words, the namespace GameSpec.words gives the same engine (a
    module whose last name is not its words': tests/tinygame/engine.py is "tinygame", not "engine")."""
    import sys
    import types
    from engine import core
    from games import GameSpec
    from ui.play import optionwords
    module = types.ModuleType("tests.elsewhere.engine")
    exec("def new_game(players=2, seed=None, **options):\n    return None", module.__dict__)
    size = core.Option("size", "Board size", (3, 4), 3, help="How wide the board is.")
    module.INFO = core.GameInfo(name="Wide", players=(2,), default_players=2, options=(size,), words="wide")
    monkeypatch.setitem(sys.modules, module.__name__, module)
    spec = GameSpec("wide", "Wide", module.__name__, "tests.tinygame.scene:TinyScene")
    assert spec.words == "wide"
    assert optionwords.key_of(size) == f"options.{spec.words}.size"
    assert ("wide", size) in list(optionwords.every_option([module]))
