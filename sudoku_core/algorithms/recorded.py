"""A learner's own solver, replayed: its recorded board writes as a traced search.

The practice room runs a learner's code elsewhere (a Web Worker) and records every write to the
board as ``(cell, digit, line)``: the cell (0-based), the digit written (0: the cell was emptied)
and the line of the learner's code that wrote it. :class:`RecordedSearch` turns that record into
the same :class:`~.events.Event` steps the tutorial algorithms yield, so the tutor's
:class:`~.player.Player` steps, plays, seeks and counts it like any of them:

* a digit written into a cell is a ``place`` (a node); a digit written over another one is first a
  ``backtrack`` of the old digit, then a ``place`` of the new one (two steps: the counters then mean
  what they mean for the tutorial algorithms);
* emptying a cell that held a digit is a ``backtrack``; emptying an empty cell changes nothing and is
  no step;
* the grid full and breaking no rule is ``solved``; the end of the record is ``done``.

``line`` is the line the current step came from, as :attr:`Player.line` reads it.
"""

from __future__ import annotations

from ..geometry import geometry
from .events import BACKTRACK, DONE, PLACE, SOLVED, Datum, Event

#: The file name the learner's code is shown under (the tutor's code panel; tracebacks).
FILENAME = "solution.py"


def _full_and_valid(board, size: int) -> bool:
    if 0 in board:
        return False
    return all(len({board[i] for i in unit}) == size for unit in geometry(size).units)


class RecordedSearch:
    """The steps of a recorded run (see the module docstring); ``writes`` is a sequence of
    ``(cell, digit, line)`` triples, ``source`` the learner's code."""

    filename = FILENAME

    def __init__(self, cells, size: int, writes, source: str = ""):
        self.size = size
        self.source = source
        self.board = list(cells)
        self.writes = writes
        self.line = None
        self._givens = sum(1 for v in cells if v)

    def _depth(self) -> int:
        return sum(1 for v in self.board if v) - self._givens

    def steps(self):
        board = self.board
        size = self.size
        for cell, digit, line in self.writes:
            if not 0 <= cell < len(board) or not 0 <= digit <= size:
                continue  # never recorded so; a record from elsewhere may hold anything
            self.line = line or None
            old = board[cell]
            if old == digit:
                continue
            if old:
                board[cell] = 0
                yield Event(BACKTRACK, cell, old, self._depth())
            if digit:
                board[cell] = digit
                yield Event(PLACE, cell, digit, self._depth())
                if _full_and_valid(board, size):
                    yield Event(SOLVED, depth=self._depth())
        self.line = None
        yield Event(DONE)

    def data(self, event) -> list:
        rows = [Datum("cell", "cell", event.cell)]
        if event.digit:
            rows.append(Datum("digit", "digit", event.digit))
        if self.line:
            rows.append(Datum("line", "number", self.line))
        return rows


def unpack_writes(data: bytes) -> list:
    """The page's compact form of a record (4 bytes a write: cell, digit, line low, line high) as
    ``(cell, digit, line)`` triples."""
    return list(PackedWrites(data))


class PackedWrites:
    """The same triples read from the compact form as they are iterated (each iteration from the
    start: a replay from step 0 iterates again). The page's tutor replays up to 2,000,000 writes;
    unpacking them all into tuples first took one long task of the page's thread and their
    memory."""

    def __init__(self, data: bytes):
        self.data = bytes(data)

    def __len__(self) -> int:
        return len(self.data) // 4

    def __iter__(self):
        data = self.data
        for i in range(0, len(data) - 3, 4):
            yield data[i], data[i + 1], data[i + 2] | data[i + 3] << 8
