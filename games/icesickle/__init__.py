"""IceSickle's view: the scene (games.icesickle:IceSickleScene in the registry) and what it draws.

board.py     the static board          pyramids.py  pyramid sprites (SpriteCache)
trays.py     supply tray and capture bins: layout and drawing
tray_places.py  where the trays are in either layout (window: beside the board; table: in the seats' strips)
tray_painter.py  what the trays show now: baked into the window's background, or painted in the strips
flights.py   the engine's events as flights between the trays and the board
hints.py     reaping hints on the board overlays.py  between games of a match, solo result
between_games.py  a match's pause after game 1: its panel, Continue, game 2
solo.py      the solo puzzle's end: its bests, its end screen, Restart puzzle and New puzzle
rules.py     the rules page, built from rules.<language>.html for the game's options
wording.py   what the panel, the refusals and the end screens say
scene.py     IceSickleScene: the table layer's hooks (Picker, strips, after_change), described in one place
"""
from games import lazy_names

# The package's modules, each after those it imports (the warm-up imports them one a piece: ui/kit/warmup.py).
MODULES = ("overlays", "wording", "between_games", "board", "hints", "effects", "flights", "pyramids", "rules",
           "solo", "trays", "tray_places", "tray_painter", "scene")

__getattr__ = lazy_names(__name__, {"IceSickleScene": "scene", "BetweenGamesOverlay": "overlays",
                                    "SoloResultOverlay": "overlays"})
__all__ = ["BetweenGamesOverlay", "IceSickleScene", "SoloResultOverlay"]
