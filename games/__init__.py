"""The registry of games: what the menu offers and how to start each one.

Each entry is plain data: names, player counts, options (the
engine's own core.Option list, so defaults and help live with the rules), the engine module and the scene.
An entry's title and line are shown in the player's language (hexcade.games.<key> in assets/lang); the English
title here is what English-only texts (a record's errors in the terminal) name it by.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from ui.base.lang import t


@dataclass(frozen=True)
class GameSpec:
    key: str                      # --game NAME
    english_title: str
    engine: str                   # module in engine/
    scene: str                    # "module:Class" in games/
    players: tuple                # allowed player counts
    default_players: int
    accent: tuple = (242, 177, 52)
    fixed_options: dict = field(default_factory=dict)   # options this entry always passes (Trickle Down)
    hidden_options: tuple = ()    # engine options the menu does not offer for this entry
    options_attr: str = "OPTIONS"  # which list of the engine's options this entry offers
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
    def engine_module(self):
        return importlib.import_module(f"engine.{self.engine}")

    @property
    def options(self) -> list:
        return [o for o in getattr(self.engine_module, self.options_attr, [])
                if o.key not in self.fixed_options and o.key not in self.hidden_options]

    def default_options(self) -> dict:
        return {o.key: o.default for o in self.options}

    def new_game(self, players: int, seed, options: dict):
        """Start the engine; a bad combination raises ValueError with a reason the menu shows."""
        return self.engine_module.new_game(players=players, seed=seed, **self.fixed_options, **options)

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
    key="trickle", english_title="Trickle",
    engine="trickle", scene="games.trickle:TrickleScene", players=(2, 3, 4, 6), default_players=2,
    accent=(86, 180, 233), fixed_options={"edition": "classic"}, options_attr="CLASSIC_OPTIONS"))

register(GameSpec(
    key="trickle-down", english_title="Trickle Down",
    engine="trickle", scene="games.trickle:TrickleDownScene", players=(3,), default_players=3,
    accent=(204, 121, 167), fixed_options={"edition": "down"}, options_attr="DOWN_OPTIONS"))

register(GameSpec(
    key="tumbleweed", english_title="Tumbleweed",
    engine="tumbleweed", scene="games.tumbleweed:TumbleweedScene", players=(2,), default_players=2,
    accent=(213, 94, 0)))

register(GameSpec(
    key="icesickle", english_title="IceSickle",
    engine="icesickle", scene="games.icesickle:IceSickleScene", players=(1, 2, 3, 4), default_players=2,
    accent=(0, 158, 115), player_labels={1: "solo"}))

register(GameSpec(
    key="tripitz", english_title="Tripitz Domino",
    engine="tripitz", scene="games.tripitz:TripitzScene", players=(2, 3, 4, 5, 6), default_players=2,
    accent=(240, 228, 66), hidden_options=("cooperative",)))

register(GameSpec(
    key="tripitz-together", english_title="Tripitz Together",
    engine="tripitz", scene="games.tripitz:TripitzScene", players=(2, 3, 4, 5, 6), default_players=2,
    accent=(130, 230, 160), fixed_options={"cooperative": True}))
