"""The screens a player moves between: the title screen, settings, recent games, the attract mode."""
