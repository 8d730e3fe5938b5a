"""The registry's entries as tests' parameters, derived from games.GAMES (and so from each engine's INFO): a new
entry is tested as soon as it is registered, with no list here or in a test to extend."""
from __future__ import annotations

from games import GAMES


def entries(counts: dict | None = None) -> list[tuple[str, int]]:
    """(entry key, player count) for every entry, in the registry's order: at its default count, or at the counts
    a test names for it in `counts` (its own picks: six seats, the solo puzzle, a third player), which the entry
    must offer. A key no entry has is an error, so a renamed entry cannot quietly drop a test's pick."""
    counts = counts or {}
    unknown = sorted(set(counts) - set(GAMES))
    assert not unknown, f"no entries {unknown} in the registry"
    out = []
    for key, spec in GAMES.items():
        for players in counts.get(key, (spec.default_players,)):
            assert players in spec.players, f"{key} is not for {players} players"
            out.append((key, players))
    return out


def one_per_engine() -> list[tuple[str, int]]:
    """Each engine once: its first entry in the registry, at that entry's default count."""
    first = {}
    for key, spec in GAMES.items():
        first.setdefault(spec.engine, (key, spec.default_players))
    return list(first.values())
