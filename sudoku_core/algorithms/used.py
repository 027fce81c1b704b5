"""(b) The same search with "used" arrays for rows, columns and boxes.

Instead of scanning 27 cells to check a digit, keep three tables of booleans:
``row_used[r][d]`` is True when digit d is already in row r (likewise for
columns and boxes). Checking a digit becomes three look-ups; placing or
removing it updates the three tables.
"""

from __future__ import annotations

from .events import BACKTRACK, DEAD_END, DONE, PLACE, SOLVED, TRY, Datum, Event


class UsedArraysSearch:
    """Backtracking with one boolean table per kind of unit."""

    name = "used"

    def __init__(self, cells, size=9):
        n = self.size = size
        self.box = int(size ** 0.5)
        self.board = list(cells)
        self.empty = [i for i, v in enumerate(cells) if v == 0]
        self.row_used = [[False] * (n + 1) for _ in range(n)]
        self.col_used = [[False] * (n + 1) for _ in range(n)]
        self.box_used = [[False] * (n + 1) for _ in range(n)]
        for cell, digit in enumerate(cells):
            if digit:
                self.mark(cell, digit, True)

    def units_of(self, cell):
        row, col = divmod(cell, self.size)
        return row, col, (row // self.box) * self.box + col // self.box

    def mark(self, cell, digit, used):
        row, col, box = self.units_of(cell)
        self.row_used[row][digit] = used
        self.col_used[col][digit] = used
        self.box_used[box][digit] = used

    def steps(self):
        yield from self.fill(0)
        yield Event(DONE)

    def fill(self, k):
        if k == len(self.empty):
            yield Event(SOLVED, depth=k)
            return
        cell = self.empty[k]
        row, col, box = self.units_of(cell)
        for digit in range(1, self.size + 1):
            yield Event(TRY, cell, digit, k)
            if not (self.row_used[row][digit] or self.col_used[col][digit] or self.box_used[box][digit]):
                self.board[cell] = digit
                self.mark(cell, digit, True)
                yield Event(PLACE, cell, digit, k)
                yield from self.fill(k + 1)
                self.mark(cell, digit, False)
                self.board[cell] = 0
                yield Event(BACKTRACK, cell, digit, k)
        yield Event(DEAD_END, cell, 0, k)

    def data(self, event):
        """What the data panel shows: the three tables' entries for the current cell."""
        row, col, box = self.units_of(event.cell)

        def used(table):
            return tuple(d for d in range(1, self.size + 1) if table[d])

        return [Datum("cell", "cell", event.cell),
                Datum("variable", "digits", used(self.row_used[row]), f"row_used[{row}]"),
                Datum("variable", "digits", used(self.col_used[col]), f"col_used[{col}]"),
                Datum("variable", "digits", used(self.box_used[box]), f"box_used[{box}]")]
