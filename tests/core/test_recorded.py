"""A learner's recorded board writes replayed as a traced search (sudoku_core.algorithms.recorded)."""

from __future__ import annotations

from sudoku_core import parse, solve
from sudoku_core.algorithms import BACKTRACK, DONE, PLACE, SOLVED, Player, RecordedSearch, unpack_writes

EXAMPLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def cell_order_writes(puzzle):
    """The writes of a plain cell-order search (the shape of a learner's solution), with made-up
    line numbers: 10 for a placement, 12 for taking it back."""
    board = list(puzzle.cells)
    writes = []

    def ok(i, d):
        r, c = divmod(i, 9)
        return all(board[r * 9 + k] != d and board[k * 9 + c] != d for k in range(9)) and all(
            board[(r // 3 * 3 + a) * 9 + c // 3 * 3 + b] != d for a in range(3) for b in range(3))

    def dfs(i):
        while i < 81 and board[i]:
            i += 1
        if i == 81:
            return True
        for d in range(1, 10):
            if ok(i, d):
                board[i] = d
                writes.append((i, d, 10))
                if dfs(i + 1):
                    return True
                board[i] = 0
                writes.append((i, 0, 12))
        return False

    dfs(0)
    return writes, board


def test_replay_ends_on_the_board_the_code_produced_and_counts_like_the_tutor():
    puzzle = parse(EXAMPLE)
    writes, final = cell_order_writes(puzzle)
    player = Player.recorded(puzzle, writes, "source\n" * 12)
    kinds = []
    while not player.over:
        event = player.step()
        kinds.append(event.kind)
        if event.kind in (PLACE, BACKTRACK):
            assert player.line == (10 if event.kind == PLACE else 12)
    assert kinds[-2:] == [SOLVED, DONE]
    assert player.board == final == list(solve(puzzle).solution.cells)
    assert player.tally.nodes == sum(1 for _, d, _ in writes if d)
    assert player.tally.backtracks == sum(1 for _, d, _ in writes if not d)
    assert player.tally.solutions == 1
    # going back replays the record: the board at a position is always the same
    fresh = Player.recorded(puzzle, writes, "")
    fresh.advance(5)
    player.seek(5)
    assert player.position == 5 and player.board == fresh.board and player.line == fresh.line

def test_overwrites_and_noops_and_junk():
    puzzle = parse(EXAMPLE)
    search = RecordedSearch(puzzle.cells, 9, [(2, 4, 3), (2, 4, 3), (2, 9, 4), (2, 0, 5), (2, 0, 6),
                                               (200, 1, 7), (3, 99, 8)])
    events = list(search.steps())
    assert [(e.kind, e.cell, e.digit) for e in events] == [
        (PLACE, 2, 4), (BACKTRACK, 2, 4), (PLACE, 2, 9), (BACKTRACK, 2, 9), (DONE, -1, 0)]
    assert search.board == list(puzzle.cells)


def test_unpack_writes():
    data = bytes([5, 3, 0x2C, 0x01, 80, 0, 7, 0])
    assert unpack_writes(data) == [(5, 3, 300), (80, 0, 7)]


def packed(writes):
    return b"".join(bytes([c, d, line & 255, line >> 8]) for c, d, line in writes)


def test_packed_writes_read_as_the_triples_each_time_they_are_iterated():
    from sudoku_core.algorithms import PackedWrites

    writes, _ = cell_order_writes(parse(EXAMPLE))
    lazy = PackedWrites(packed(writes))
    assert len(lazy) == len(writes) and list(lazy) == writes and list(lazy) == writes
    assert list(PackedWrites(packed(writes) + b"\x01\x02")) == writes    # a torn last record: none


def test_a_player_over_packed_writes_replays_and_seeks_back_as_over_triples():
    from sudoku_core.algorithms import PackedWrites

    puzzle = parse(EXAMPLE)
    writes, final = cell_order_writes(puzzle)
    lazy = Player.recorded(puzzle, PackedWrites(packed(writes)), "")
    plain = Player.recorded(puzzle, writes, "")
    lazy.advance(10 ** 6)
    plain.advance(10 ** 6)
    assert lazy.board == plain.board == final and lazy.tally == plain.tally
    lazy.seek(7)          # backward: the search starts again and iterates the writes again
    plain.seek(7)
    assert lazy.position == 7 and lazy.board == plain.board and lazy.line == plain.line
