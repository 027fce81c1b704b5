"""Other 9x9 solvers, wrapped behind one small interface for the benchmark.

Every peer is a :class:`Peer` with two adapters, both taking a one-line
puzzle (81 characters, ``.`` for empty):

* ``solve_first(line) -> (solution, nodes)``: the first solution the peer
  finds as an 81-digit string (None if it finds none), and the search nodes
  it needed (None when the peer cannot tell);
* ``count_upto2(line) -> (count, nodes)``: 0, 1 or 2 (meaning "2 or more"),
  so "unique" can be proven; ``count_upto2`` is None when the peer cannot
  tell one solution from several (the benchmark then prints "n/a").

A node is one digit placed in a cell by the search (as in sudoku_core).

Peers:

* ``classic``: the plain cell-order bitmask DFS of the classic tutorials,
  written here. It shows what the textbook approach costs.
* ``dlxsudoku`` (PyPI): naked/hidden singles, then Knuth's Algorithm X
  (Ali Assaf's dict-of-sets version) for the rest.
* ``py-sudoku`` (PyPI, module ``sudoku``): backtracking over the blank cells,
  fewest candidates first, no propagation.

The PyPI peers are imported only if installed (``pip install dlxsudoku py-sudoku``).
"""

from __future__ import annotations

from collections import namedtuple

Peer = namedtuple("Peer", "name solve_first count_upto2 about")

INSTALL_HINT = "pip install dlxsudoku py-sudoku"


# --------------------------------------------------------------------------
# classic: cell-order bitmask DFS, as in the classic tutorials

#: row, column and box of each of the 81 cells, computed once
_ROW = [i // 9 for i in range(81)]
_COL = [i % 9 for i in range(81)]
_BOX = [i // 27 * 3 + i % 9 // 3 for i in range(81)]


def classic_search(line: str, limit: int):
    """Fill the empty cells in reading order, trying digits low to high.

    Each row, column and box keeps a bitmask of the digits it already holds,
    so a cell's candidates are ``~(row | col | box)``; ``free & -free`` picks
    the lowest one. No propagation and no cell ordering: that is the point of
    this baseline. Returns (solutions found, up to ``limit``; nodes).
    """
    rows, cols, boxes = [0] * 9, [0] * 9, [0] * 9
    grid = [0] * 81
    empties = []
    for i, ch in enumerate(line):
        if ch == ".":
            empties.append(i)
            continue
        digit = int(ch)
        bit = 1 << (digit - 1)
        r, c, b = _ROW[i], _COL[i], _BOX[i]
        if (rows[r] | cols[c] | boxes[b]) & bit:
            return [], 0  # a repeated given: no solution
        rows[r] |= bit
        cols[c] |= bit
        boxes[b] |= bit
        grid[i] = digit
    solutions = []
    nodes = 0

    def place(k):
        """Fill empties[k:]; True once ``limit`` solutions are found (stop)."""
        nonlocal nodes
        if k == len(empties):
            solutions.append("".join(map(str, grid)))
            return len(solutions) >= limit
        i = empties[k]
        r, c, b = _ROW[i], _COL[i], _BOX[i]
        free = ~(rows[r] | cols[c] | boxes[b]) & 0x1FF
        while free:
            bit = free & -free
            free ^= bit
            nodes += 1
            rows[r] |= bit
            cols[c] |= bit
            boxes[b] |= bit
            grid[i] = bit.bit_length()
            if place(k + 1):
                return True
            rows[r] ^= bit
            cols[c] ^= bit
            boxes[b] ^= bit
        grid[i] = 0
        return False

    place(0)
    return solutions, nodes


def _classic_first(line):
    solutions, nodes = classic_search(line, 1)
    return (solutions[0] if solutions else None), nodes


def _classic_count(line):
    solutions, nodes = classic_search(line, 2)
    return len(solutions), nodes


CLASSIC = Peer("classic", _classic_first, _classic_count, "cell-order bitmask DFS (written here)")


# --------------------------------------------------------------------------
# dlxsudoku


def _load_dlxsudoku():
    """The dlxsudoku peer, or None if the package is not installed.

    "prove" is the package's own ``Sudoku(line).solve()``: singles, then
    Algorithm X asked for a second solution (it raises on 0 or 2+). "solve"
    takes the first solution of its ``DancingLinksSolver`` (the search the
    package exposes; no singles pass, no second solution).

    Nodes: the solver class is replaced, inside the package, by a subclass
    that counts rows chosen by the search (one row = one digit in one cell).
    The ``_select`` calls that only enter the givens are not counted. The
    count costs one integer addition per select, which does far more work.
    """
    try:
        import dlxsudoku.sudoku as dlx_module
        from dlxsudoku.dancing_links import DancingLinksSolver
        from dlxsudoku.exceptions import SudokuHasMultipleSolutionsError, SudokuHasNoSolutionError
    except ImportError:
        return None
    counter = [0]

    class CountingSolver(DancingLinksSolver):
        def __init__(self, sudoku):
            super().__init__(sudoku)
            counter[0] -= sum(1 for row in sudoku for v in row if v)  # givens are selected too

        def _select(self, X, Y, r):
            counter[0] += 1
            return DancingLinksSolver._select(X, Y, r)

    dlx_module.DancingLinksSolver = CountingSolver

    def solve_first(line):
        counter[0] = 0
        try:
            grid = next(CountingSolver(dlx_module.Sudoku(line)._matrix).solve())
        except (StopIteration, SudokuHasNoSolutionError):
            return None, counter[0]
        return "".join(str(v) for row in grid for v in row), counter[0]

    def count_upto2(line):
        counter[0] = 0
        try:
            dlx_module.Sudoku(line).solve()
        except SudokuHasMultipleSolutionsError:
            return 2, counter[0]
        except SudokuHasNoSolutionError:
            return 0, counter[0]
        return 1, counter[0]

    return Peer("dlxsudoku", solve_first, count_upto2,
                "PyPI; solve: its DancingLinksSolver, first solution; prove: Sudoku.solve(), singles + Algorithm X")


# --------------------------------------------------------------------------
# py-sudoku


def _load_py_sudoku():
    """The py-sudoku peer, or None if the package is not installed.

    "solve" is the package's ``Sudoku(3, 3, board).solve()``. For "prove" the
    package offers ``has_multiple_solutions()``, which searches twice, digits
    ascending then descending, and compares: the search tree is the same both
    times, so the two first leaves differ exactly when there are 2+ solutions.
    It answers False for 0 solutions, though, so telling 0 from 1 would cost a
    third search through the public API. The adapter instead runs the same two
    searches itself (the public ``solve()``, then the package's own search with
    ``reverse=True``), so "prove" costs what ``has_multiple_solutions`` costs.
    It cannot report nodes.
    """
    try:
        from sudoku.sudoku import Sudoku, _SudokuSolver
    except ImportError:
        return None

    def board_of(line):
        return [[int(ch) if ch != "." else 0 for ch in line[r * 9:r * 9 + 9]] for r in range(9)]

    def first_solution(puzzle):
        board = puzzle.solve().board  # an empty board when there is no solution
        if any(v is None for row in board for v in row):
            return None
        return board

    def solve_first(line):
        board = first_solution(Sudoku(3, 3, board=board_of(line)))
        return ("".join(str(v) for row in board for v in row) if board else None), None

    def count_upto2(line):
        puzzle = Sudoku(3, 3, board=board_of(line))
        first = first_solution(puzzle)
        if first is None:
            return 0, None
        solver = _SudokuSolver(puzzle)
        blanks = solver._SudokuSolver__get_blanks()
        fillers = solver._SudokuSolver__calculate_blank_cell_fillers(blanks)
        last = solver._SudokuSolver__get_solution(
            Sudoku._copy_board(puzzle.board), blanks, fillers, [False] * len(blanks), reverse=True)
        return (2 if last != first else 1), None

    return Peer("py-sudoku", solve_first, count_upto2, "PyPI; backtracking, fewest candidates first, no propagation; prove: 2nd search, digits descending")


PEER_NAMES = ("classic", "dlxsudoku", "py-sudoku")
_LOADERS = {"classic": lambda: CLASSIC, "dlxsudoku": _load_dlxsudoku, "py-sudoku": _load_py_sudoku}


def load_peers(names):
    """The requested peers that are available, and a note for each one skipped."""
    peers, skipped = [], []
    for name in names:
        peer = _LOADERS[name]()
        if peer is None:
            skipped.append(f"{name}: not installed, skipped (install with: {INSTALL_HINT})")
        else:
            peers.append(peer)
    return peers, skipped
