"""The joker swaps legal_moves offers are exactly those after which a placement exists: worked out here the slow
way, by building the position after each possible swap from its saved form and asking it for placements."""
import random

import pytest

from engine import tripitz as T


def swaps_the_slow_way(state) -> set:
    seat = state.current_player
    data = state.to_dict()
    found = set()
    for joker in sorted({p for p in state.racks[seat] if T.is_joker(p)}):
        for cell in T.BOARD:
            if not state.eligible_for_joker(cell):
                continue
            trial = dict(data, board=[[q, r, joker if (q, r) == cell else pid] for q, r, pid in data["board"]],
                         racks=[list(rack) for rack in data["racks"]])
            trial["racks"][seat].remove(joker)
            trial["racks"][seat].append(state.board[cell])
            after = T.from_dict(trial)
            if any(isinstance(m, T.Place) and m.pid in after.racks[seat] for m in after.legal_moves()):
                found.add((joker, cell))
    return found


@pytest.mark.parametrize("row_model", ["windows", "strict"])
def test_offered_swaps_are_exactly_those_a_placement_can_follow(row_model):
    rng = random.Random(11)
    checked = 0
    for _ in range(6):
        state = T.new_game(rng.choice([2, 4]), rng.randrange(1 << 30), jokers=True, row_model=row_model)
        while not state.is_over:
            legal = state.legal_moves()
            seat = state.current_player
            if not state.swapped and any(T.is_joker(p) for p in state.racks[seat]):
                offered = {(m.joker, m.cell) for m in legal if isinstance(m, T.JokerSwap)}
                assert offered == swaps_the_slow_way(state)
                checked += 1
            placing = [m for m in legal if isinstance(m, (T.Place, T.JokerSwap))]
            state.play(rng.choice(placing or legal))
    assert checked > 20
