"""The registry of games: what the menu offers and how to start each one.

An entry holds only what is its own: its key, English title, scene, accent, and the options it fixes or hides.
Everything the engine knows about itself (player counts, options with their defaults and help, the computer
player and its levels, hints) is read from the engine's declaration, `INFO` (engine.core.GameInfo), so a new engine
is described once, beside its rules. An entry's title and line are shown in the player's language
(hexcade.games.<key> in assets/lang); the English title here is what English-only texts (a record's errors in the
terminal) name it by.
"""
from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from dataclasses import dataclass, field

from ui.base import codewords
from ui.base.lang import t


def lazy_names(package: str, names: dict):
    """A game package's module `__getattr__` (PEP 562): each name it offers (its scene, and what tests and other
    modules take from it) imported from its module when first asked. Its __init__ imports none of its modules, so
    that the warm-up can import them one a piece, in the order its MODULES lists them, each after those it
    imports (ui/kit/warmup.py: a package imported whole was one piece of 20 ms where no bytecode is kept)."""
    def __getattr__(name: str):
        if name in names:
            return getattr(importlib.import_module(f"{package}.{names[name]}"), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")
    return __getattr__


@dataclass(frozen=True)
class GameSpec:
    key: str                      # --game NAME
    english_title: str
    engine: str                   # module in engine/ ("trickle"), or the whole dotted path of one elsewhere
    scene: str                    # "module:Class" in games/
    edition: str = ""             # which of the engine's editions (INFO.editions) it plays; "" its only one
    accent: tuple = (242, 177, 52)
    fixed_options: dict = field(default_factory=dict)   # options this entry always passes (Trickle Down)
    hidden_options: tuple = ()    # engine options the menu does not offer for this entry
    player_labels: dict = field(default_factory=dict)  # e.g. {1: "solo"}: a word of hexcade.players

    @property
    def title(self) -> str:
        return t(f"hexcade.games.{self.key}.title")

    @property
    def tagline(self) -> str:
        return t(f"hexcade.games.{self.key}.tagline")

    def player_label(self, count: int) -> str:
        """The player-count button's word: a number, or e.g. "Solo" (hexcade.players.<word>)."""
        word = self.player_labels.get(count)
        return t(f"hexcade.players.{word}") if word else str(count)

    @property
    def engine_path(self) -> str:
        """The engine module's whole dotted name: engine/<engine>.py, or the dotted path given."""
        return self.engine if "." in self.engine else f"engine.{self.engine}"

    @property
    def engine_module(self):
        # (asked several times in each drawn frame, through info: the imported module without import_module's steps)
        return sys.modules.get(self.engine_path) or importlib.import_module(self.engine_path)

    @property
    def info(self):
        """The engine's declaration of itself (engine.core.GameInfo)."""
        return self.engine_module.INFO

    @property
    def players(self) -> tuple:
        """The player counts this entry offers: its edition's."""
        return self.info.edition(self.edition).players

    @property
    def default_players(self) -> int:
        return self.info.edition(self.edition).default_players

    @property
    def options(self) -> list:
        """The options a player may choose here: the edition's, less the ones this entry fixes or hides."""
        return [o for o in self.info.edition(self.edition).options
                if o.key not in self.fixed_options and o.key not in self.hidden_options]

    @property
    def words(self) -> str:
        """The namespace of the engine's words (its codes are `<words>.codes.<code>`): INFO.words, else the
        engine module's own name (ui.base.codewords.namespace, which the option words ask too)."""
        return codewords.namespace(self.engine_module)

    @property
    def levels(self) -> tuple:
        """The computer levels a seat may be given (none: every seat is a person)."""
        return self.info.levels

    @property
    def hints(self) -> bool:
        """Whether the Hint button is offered."""
        return self.info.hints

    def default_options(self) -> dict:
        return {o.key: o.default for o in self.options}

    def new_game(self, players: int, seed, options: dict):
        """Start the engine; a bad combination raises ValueError with a reason the menu shows."""
        return self.engine_module.new_game(players=players, seed=seed, **self.fixed_options, **options)

    @property
    def lessons_path(self) -> str:
        """Its lessons (docs/LESSONS.md): `lessons.<key>.json` in the folder of its scene's package."""
        found = importlib.util.find_spec(self.scene.split(":")[0])    # (found, not imported: the title screen asks)
        return os.path.join(os.path.dirname(found.origin), f"lessons.{self.key}.json")

    @property
    def puzzles_path(self) -> str:
        """Its puzzle pack (engine/puzzles/__init__.py): `puzzles.<key>.json` beside its lessons."""
        return os.path.join(os.path.dirname(self.lessons_path), f"puzzles.{self.key}.json")

    def scene_class(self):
        module, cls = self.scene.split(":")
        return getattr(importlib.import_module(module), cls)

    def make_scene(self, players: int, seed=None, options: dict | None = None, **how):
        """The game's scene; `how` passes on state, seats, history (a continued game) and table (the layout)."""
        return self.scene_class()(self, players, seed, options or self.default_options(), **how)


GAMES: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    GAMES[spec.key] = spec
    return spec


register(GameSpec(
    key="trickle", english_title="Trickle", engine="trickle", scene="games.trickle:TrickleScene", edition="classic",
    accent=(86, 180, 233), fixed_options={"edition": "classic"}))

register(GameSpec(
    key="trickle-down", english_title="Trickle Down", engine="trickle", scene="games.trickle:TrickleDownScene",
    edition="down", accent=(204, 121, 167), fixed_options={"edition": "down"}))

register(GameSpec(
    key="tumbleweed", english_title="Tumbleweed", engine="tumbleweed", scene="games.tumbleweed:TumbleweedScene",
    accent=(213, 94, 0)))

register(GameSpec(
    key="icesickle", english_title="IceSickle", engine="icesickle", scene="games.icesickle:IceSickleScene",
    accent=(0, 158, 115), player_labels={1: "solo"}))

register(GameSpec(
    key="tripitz", english_title="Tripitz Domino", engine="tripitz", scene="games.tripitz:TripitzScene",
    accent=(240, 228, 66), hidden_options=("cooperative",)))

register(GameSpec(
    key="tripitz-together", english_title="Tripitz Together", engine="tripitz", scene="games.tripitz:TripitzScene",
    accent=(130, 230, 160), fixed_options={"cooperative": True}))
