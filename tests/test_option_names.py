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
