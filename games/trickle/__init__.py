"""Trickle and Trickle Down: one engine (engine/trickle.py), one board, two looks."""
from games.trickle.down import TrickleDownScene
from games.trickle.scene import TrickleScene

__all__ = ["TrickleScene", "TrickleDownScene"]
