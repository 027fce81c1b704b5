"""(c) The same search with bitmasks and lowest-set-bit iteration.

Each row, column and box keeps one integer whose bit ``d-1`` is set when
digit d is used there. The digits still possible in a cell are then one
expression, ``free = ~(rows[r] | cols[c] | boxes[b]) & FULL``, and the loop
visits only those: ``bit = free & -free`` isolates the lowest set bit (two's
complement), ``free ^= bit`` removes it, and ``bit.bit_length()`` is the digit.
"""

from __future__ import annotations

from .events import BACKTRACK, DEAD_END, DONE, PLACE, SOLVED, Datum, Event


class BitmaskSearch:
    """Backtracking over candidate bitmasks, lowest digit first."""

    name = "bitmask"

    def __init__(self, cells, size=9):
        n = self.size = size
        self.box = int(size ** 0.5)
        self.full = (1 << n) - 1
        self.board = list(cells)
        self.empty = [i for i, v in enumerate(cells) if v == 0]
        self.rows, self.cols, self.boxes = [0] * n, [0] * n, [0] * n
        for cell, digit in enumerate(cells):
            if digit:
                self.toggle(cell, 1 << (digit - 1))

    def units_of(self, cell):
        row, col = divmod(cell, self.size)
        return row, col, (row // self.box) * self.box + col // self.box

    def toggle(self, cell, bit):
        row, col, box = self.units_of(cell)
        self.rows[row] ^= bit
        self.cols[col] ^= bit
        self.boxes[box] ^= bit

    def candidates(self, cell):
        row, col, box = self.units_of(cell)
        return ~(self.rows[row] | self.cols[col] | self.boxes[box]) & self.full

    def steps(self):
        yield from self.fill(0)
        yield Event(DONE)

    def fill(self, k):
        if k == len(self.empty):
            yield Event(SOLVED, depth=k)
            return
        cell = self.empty[k]
        free = self.candidates(cell)
        while free:
            bit = free & -free
            free ^= bit
            digit = bit.bit_length()
            self.board[cell] = digit
            self.toggle(cell, bit)
            yield Event(PLACE, cell, digit, k)
            yield from self.fill(k + 1)
            self.toggle(cell, bit)
            self.board[cell] = 0
            yield Event(BACKTRACK, cell, digit, k)
        yield Event(DEAD_END, cell, 0, k)

    def data(self, event):
        """What the data panel shows: the three masks of the current cell, their union, and
        ``free``, the digits ``fill`` has left to try there (those above the current one)."""
        row, col, box = self.units_of(event.cell)
        r, c, b = self.rows[row], self.cols[col], self.boxes[box]
        free = self.candidates(event.cell) & ~((1 << event.digit) - 1) if event.digit else 0
        return [Datum("cell", "cell", event.cell),
                Datum("variable", "bits", r, f"rows[{row}]"),
                Datum("variable", "bits", c, f"cols[{col}]"),
                Datum("variable", "bits", b, f"boxes[{box}]"),
                Datum("variable", "bits", r | c | b, "rows | cols | boxes"),
                Datum("free", "mask", free)]
