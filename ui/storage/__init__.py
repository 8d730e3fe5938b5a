"""Files: where they live, saves, recent games, records, settings, best results."""
