"""The tripitz computer player (to be tuned for the game: see engine/ai/basic.py)."""
from engine.ai.basic import choose  # noqa: F401
