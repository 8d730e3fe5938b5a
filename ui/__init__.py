"""The shared pygame layer: window, scenes, pointer input, board geometry, animation. Nothing game-specific."""
