"""Trickle and Trickle Down: one engine (engine/trickle.py), one board, two looks."""
from games import lazy_names

# The package's modules, each after those it imports (the warm-up imports them one a piece: ui/kit/warmup.py).
MODULES = ("board", "bags", "beads", "down_result", "setup", "words", "scene", "down")

__getattr__ = lazy_names(__name__, {"TrickleScene": "scene", "TrickleDownScene": "down"})
__all__ = ["TrickleDownScene", "TrickleScene"]
