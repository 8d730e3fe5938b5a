from engine import hexgrid as hg
from engine import squaregrid as sg


def test_hexhex_counts_match_rules():
    assert len(hg.hexhex(5)) == 91
    assert [len(hg.ring(k)) for k in range(6)] == [1, 6, 12, 18, 24, 30]
    assert len(hg.hexhex(7)) == 169   # side 8
    assert len(hg.hexhex(9)) == 271   # side 10
    assert len(hg.hexhex(10)) == 331  # side 11


def test_ring_cells_are_at_that_ring_and_distinct():
    for k in range(1, 8):
        cells = hg.ring(k)
        assert len(set(cells)) == 6 * k
        assert all(hg.ring_of(c) == k for c in cells)


def test_distance_and_neighbours():
    assert hg.distance((0, 0), (2, -1)) == 2
    assert hg.distance((3, -5), (-2, 1)) == 6
    for n in hg.neighbours((2, -1)):
        assert hg.distance(n, (2, -1)) == 1


def test_line_stops_at_the_edge():
    board = set(hg.hexhex(5))
    assert list(hg.line((0, 0), (1, 0), board)) == [(1, 0), (2, 0), (3, 0), (4, 0), (5, 0)]
    assert list(hg.line((5, 0), (1, 0), board)) == []


def test_rotate60_maps_each_direction_to_the_next():
    for i, d in enumerate(hg.DIRECTIONS):
        assert hg.rotate60(d) == hg.DIRECTIONS[(i + 1) % 6]
    assert hg.rotate60((3, -1), 6) == (3, -1)
    board = set(hg.hexhex(5))
    assert {hg.rotate60(c) for c in board} == board


def test_tripitz_board_shape():
    board = hg.tripitz_board()
    assert len(board) == 102
    assert len(hg.tripitz_border()) == 32
    rows = {}
    for q, r in board:
        rows[r] = rows.get(r, 0) + 1
    assert [rows[r] for r in sorted(rows)] == [7, 8, 9, 10, 11, 12, 11, 10, 9, 8, 7]
    assert all(c in board for c in hg.TRIPITZ_START_CELLS)
    # The board is point-symmetric about the midpoint of (0,0) and (-1,0): (q,r) -> (-1-q, -r).
    assert {(-1 - q, -r) for q, r in board} == set(board)


def test_square_grid():
    assert len(sg.CELLS) == 25 and len(sg.DIRECTIONS) == 8
    assert sg.parse(sg.name((1, 4))) == (1, 4)
    assert sg.name((0, 4)) == "a1"
