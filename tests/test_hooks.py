"""The hooks a game gives the shared game screen are written down once (ui/play/hooks.py): the screen keeps no
default of its own, every hook says what it is for, and a game overrides nothing of the screen but hooks and
the scene's life cycle."""
import inspect

from games import GAMES
from ui.play import hooks
from ui.play.boardscene import BoardScene

LIFE_CYCLE = {"__init__", "update", "leave", "put_away", "animating"}     # a game extends these, calling the screen's


def test_the_screen_keeps_no_default_of_its_own():
    assert hooks.hook_names()
    assert not hooks.hook_names() & set(vars(BoardScene)), "a hook's default belongs in ui/play/hooks.py"
    for name in hooks.hook_names():
        assert hasattr(BoardScene, name), name


def test_every_hook_says_what_it_is_for():
    for part in (hooks.BoardView, hooks.Picking, hooks.TurnParts, hooks.Words, hooks.ChromeParts, hooks.Ending):
        for name, member in vars(part).items():
            if inspect.isfunction(member) and not name.startswith("_"):
                assert (member.__doc__ or "").strip(), f"{part.__name__}.{name} has no docstring"


def test_a_game_overrides_only_hooks_and_the_life_cycle():
    allowed = hooks.hook_names() | LIFE_CYCLE
    shared = {name for name in dir(BoardScene) if not name.startswith("_")} | {"__init__"}
    for spec in GAMES.values():
        for cls in spec.scene_class().__mro__:
            if cls is BoardScene:
                break
            overridden = {name for name in vars(cls) if name in shared} - allowed
            assert not overridden, f"{cls.__name__} overrides {sorted(overridden)}: not hooks (ui/play/hooks.py)"
