"""(a) Plain depth-first search, as the first tutorials teach it.

Fill the empty cells in reading order. For each one, try the digits 1..n;
a digit may go in the cell if a scan of its row, its column and its box does
not find it already there. When no digit fits, go back to the previous cell
and try its next digit.
"""

from __future__ import annotations

from .events import BACKTRACK, DEAD_END, DONE, PLACE, SOLVED, TRY, Datum, Event


class ScanSearch:
    """Backtracking that checks each digit by scanning row, column and box."""

    name = "scan"

    def __init__(self, cells, size=9):
        self.size = size
        self.box = int(size ** 0.5)
        self.board = list(cells)
        self.empty = [i for i, v in enumerate(cells) if v == 0]

    def fits(self, cell, digit):
        n, b, board = self.size, self.box, self.board
        row, col = divmod(cell, n)
        for k in range(n):
            if board[row * n + k] == digit or board[k * n + col] == digit:
                return False
        top, left = row - row % b, col - col % b
        for r in range(top, top + b):
            for c in range(left, left + b):
                if board[r * n + c] == digit:
                    return False
        return True

    def steps(self):
        yield from self.fill(0)
        yield Event(DONE)

    def fill(self, k):
        if k == len(self.empty):
            yield Event(SOLVED, depth=k)
            return
        cell = self.empty[k]
        for digit in range(1, self.size + 1):
            yield Event(TRY, cell, digit, k)
            if self.fits(cell, digit):
                self.board[cell] = digit
                yield Event(PLACE, cell, digit, k)
                yield from self.fill(k + 1)
                self.board[cell] = 0
                yield Event(BACKTRACK, cell, digit, k)
        yield Event(DEAD_END, cell, 0, k)

    def data(self, event):
        """What the data panel shows: the digit being checked and the units scanned."""
        rows = [Datum("cell", "cell", event.cell)]
        if event.digit:
            rows.append(Datum("digit", "digit", event.digit))
        row, col = divmod(event.cell, self.size)
        box = (row // self.box) * self.box + col // self.box
        rows.append(Datum("scans", "houses", (row, self.size + col, 2 * self.size + box)))
        return rows
