"""A game being played or looked at: the Match, its seats' computer turns, the game screen, replay and review."""
