"""Property tests: random legal games of Trickle and Trickle Down (hypothesis picks the setup and the seeds)."""
import json
import random

from hypothesis import given
from hypothesis import strategies as st

from engine import hexgrid as hg
from engine import trickle as tr
from engine.core import IllegalMove

CONFIGS = [
    dict(players=2), dict(players=3), dict(players=4), dict(players=6),
    dict(players=3, edition="down"),
    dict(players=3, edition="down", layout="mixed", chaining=True, symbols=("square", "circle", "triangle")),
    dict(players=2, chaining=True),
    dict(players=3, move_from_corner=True),
    dict(players=2, move_along_my_edge=True, move_from_corner=True),
    dict(players=4, bead_scores="random", goal_scores="middle", chaining=True),
    dict(players=6, bead_scores="centre", goal_scores="ends", move_along_my_edge=True),
]

configs = st.sampled_from(CONFIGS)
seeds = st.integers(0, 2 ** 32 - 1)
MAX_PLAYS = 20000      # far above any game: <= 20 stretches of <= 150 quiet turns, chains included


# ---- an independent reading of the scoring rules, straight from RULES.md ------------------------------------

def side_by_coordinates(c):
    q, r = c
    s = -q - r
    if max(abs(q), abs(r), abs(s)) != 5 or sorted(map(abs, (q, r, s))).count(5) == 2:
        return None                                   # inside, or a corner
    for i, hit in enumerate((r == -5, q == 5, s == -5, r == 5, q == -5, s == 5)):
        if hit:
            return i


def owned_sides(cfg, seat):
    n = cfg["players"]
    if cfg.get("edition") == "down":
        symbol = cfg.get("symbols", ("triangle", "square", "circle"))[seat]
        return {"triangle": {0, 3}, "square": {1, 4}, "circle": {2, 5}}[symbol]
    if n in (2, 4):
        return {i for i in range(6) if i % 2 == seat % 2}
    if n == 3:
        return {seat, seat + 3}
    return {seat}


def goal(cfg, c):
    near_corner = min(hg.distance(c, k) for k in tr.CORNERS) == 1
    mode = cfg.get("goal_scores", "off")
    if mode == "middle":
        return 1 if near_corner else 3
    if mode == "ends":
        return 3 if near_corner else 1
    return 1


def expected_scores(cfg, board):
    return [sum(v * goal(cfg, c) for c, v in board.items() if side_by_coordinates(c) in owned_sides(cfg, seat))
            for seat in range(cfg["players"])]


def advance(state, rng, plies):
    for _ in range(plies):
        if state.is_over:
            break
        state.play(rng.choice(state.legal_moves()))


# ---- properties ------------------------------------------------------------------------------------------

@given(cfg=configs, seed=seeds, play_seed=seeds)
def test_random_games_end_and_keep_every_invariant(cfg, seed, play_seed):
    s = tr.new_game(seed=seed, **cfg)
    rng = random.Random(play_seed)
    values = sorted(s.board.values())
    shadow = dict(s.board)                  # the board rebuilt from the events alone, as a scene would
    piles = {k: [] for k in tr.CORNERS}
    events = []
    for _ in range(MAX_PLAYS):
        if s.is_over:
            break
        moves = s.legal_moves()
        assert moves and s.current_player is not None      # the scene is never stuck
        move = rng.choice(moves)
        if isinstance(move, tr.Move):
            assert move.dst not in s.board                   # never two beads in a cell
            assert hg.ring_of(move.dst) >= hg.ring_of(move.src)
        events = s.play(move)
        for e in events:
            if e.kind == "move":
                assert e.dst not in shadow and e.path[0] == e.src and e.path[-1] == e.dst
                shadow[e.dst] = shadow.pop(e.src)
            elif e.kind == "remove":
                piles[e.cell].append(shadow.pop(e.cell))
        assert shadow == s.board and piles == s.corner_piles
        on_board_and_piles = list(s.board.values()) + [v for p in s.corner_piles.values() for v in p]
        assert len(on_board_and_piles) == 19 and sorted(on_board_and_piles) == values
        assert not any(c in tr.CORNER_SET for c in s.board) or cfg.get("edition") != "down"
        assert s.scores() == expected_scores(cfg, s.board)
    assert s.is_over and s.current_player is None and s.legal_moves() == []
    assert events[-1].kind == "game_over"
    if s.end_reason == "finished":
        assert all(hg.ring_of(c) == 5 for c in s.board)
    o = s.outcome()
    assert list(o.scores) == s.scores()
    assert all(o.scores[w] == max(o.scores) for w in o.winners)


@given(cfg=configs, seed=seeds, play_seed=seeds, plies=st.integers(0, 160))
def test_every_legal_move_plays_without_error_and_round_trips_its_notation(cfg, seed, play_seed, plies):
    s = tr.new_game(seed=seed, **cfg)
    advance(s, random.Random(play_seed), plies)
    before = json.dumps(s.to_dict())
    for m in s.legal_moves():
        assert tr.parse_move(str(m)) == m
        c = s.clone()
        c.play(m)
    assert json.dumps(s.to_dict()) == before


@given(cfg=configs, seed=seeds, play_seed=seeds, plies=st.integers(0, 160),
       src=st.sampled_from(tr.BOARD), dst=st.sampled_from(tr.BOARD))
def test_illegal_moves_raise_and_leave_the_state_untouched(cfg, seed, play_seed, plies, src, dst):
    s = tr.new_game(seed=seed, **cfg)
    advance(s, random.Random(play_seed), plies)
    move = tr.Move(src, dst)
    if move in s.legal_moves():
        return
    before = json.dumps(s.to_dict())
    try:
        s.play(move)
    except IllegalMove as e:
        assert e.reason
    else:
        raise AssertionError(f"{move} was played although it is not legal")
    assert json.dumps(s.to_dict()) == before


@given(cfg=configs, seed=seeds, play_seed=seeds, plies=st.integers(0, 160))
def test_save_restore_and_clone_give_equal_behaving_independent_states(cfg, seed, play_seed, plies):
    rng = random.Random(play_seed)
    s = tr.new_game(seed=seed, **cfg)
    advance(s, rng, plies)
    saved = s.to_dict()
    r = tr.from_dict(json.loads(json.dumps(saved)))
    c = s.clone()
    assert r.to_dict() == saved and r.legal_moves() == s.legal_moves()
    while not s.is_over:
        m = rng.choice(s.legal_moves())
        e = s.play(m)
        assert r.play(m) == e
    assert r.to_dict() == s.to_dict() and r.outcome() == s.outcome()
    assert c.to_dict() == saved            # the clone did not move with the original
