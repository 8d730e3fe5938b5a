"""IceSickle's view: the scene (games.icesickle:IceSickleScene in the registry) and what it draws.

board.py     the static board          pyramids.py  pyramid sprites (SpriteCache)
trays.py     supply tray and capture bins: layout and drawing
tray_places.py  where the trays are in either layout (window: beside the board; table: in the seats' strips)
flights.py   the engine's events as flights between the trays and the board
hints.py     reaping hints on the board overlays.py  between games of a match, solo result
rules.py     the rules page, built from rules.<language>.html for the game's options
scene.py     IceSickleScene: the table layer's hooks (Picker, strips, after_change), the match interlude, the end screens
"""
from .overlays import BetweenGamesOverlay, SoloResultOverlay
from .scene import IceSickleScene

__all__ = ["IceSickleScene", "BetweenGamesOverlay", "SoloResultOverlay"]
