"""The grid as a person works on it: the puzzle, their entries, their pencil marks, and history.

Pure Python (no DOM), so CPython tests drive it. A :class:`Position` is one state of the work:

* ``givens``: the puzzle, a line of symbols ("." for empty);
* ``entries``: the person's own digits (never givens), a line of the same length;
* ``marks``: their pencil marks, one bitmask per cell (bit ``d-1`` for digit ``d``; 0 = none);
* ``started``: whether the givens are settled as the puzzle. Until then, typing enters givens
  (the person is copying a puzzle); once a puzzle is loaded, or a solving aid is used on the
  typed one, typing enters entries.

:class:`History` keeps every position (undo, redo) and turns into JSON for the browser's storage
and back; a stored history that cannot be read is refused as a whole (``None``), never half-used.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from sudoku_core.geometry import geometry

from .markup import SIZES, alphabet

HISTORY_LIMIT = 400          # positions kept; the oldest are dropped first
STORAGE_VERSION = 1


@dataclass(frozen=True)
class Position:
    size: int
    givens: str
    entries: str
    marks: tuple
    started: bool = False

    @classmethod
    def empty(cls, size: int) -> "Position":
        n2 = size * size
        return cls(size, "." * n2, "." * n2, (0,) * n2, False)

    # ----- reading --------------------------------------------------------------------------
    def value(self, cell: int) -> str:
        """The symbol in a cell (given or entry), or "."."""
        g = self.givens[cell]
        return g if g != "." else self.entries[cell]

    def digits(self, line: str) -> tuple:
        symbols = alphabet(self.size)
        return tuple(symbols.index(ch) + 1 if ch != "." else 0 for ch in line)

    def board(self) -> str:
        """Givens and entries together, as a line."""
        return "".join(self.value(c) for c in range(len(self.givens)))

    def crossed_out(self) -> tuple:
        """The candidates the person crossed out: in each empty cell with marks, every digit that
        is not marked (a cell without marks crosses nothing out)."""
        full = (1 << self.size) - 1
        out = []
        for cell, mask in enumerate(self.marks):
            if mask and self.value(cell) == ".":
                out.extend((cell, d) for d in range(1, self.size + 1) if (full & ~mask) >> (d - 1) & 1)
        return tuple(out)

    def shown_marks(self) -> dict:
        """cell -> digits marked, for the empty cells with marks."""
        return {c: tuple(d for d in range(1, self.size + 1) if m >> (d - 1) & 1)
                for c, m in enumerate(self.marks) if m and self.value(c) == "."}

    # ----- changing (each returns a new Position) ----------------------------------------
    def with_entry(self, cell: int, symbol: str) -> "Position":
        """An entry typed (or removed with "."): the digit also leaves the cell's peers' marks."""
        entries = self.entries[:cell] + symbol + self.entries[cell + 1:]
        marks = list(self.marks)
        if symbol != ".":
            bit = 1 << alphabet(self.size).index(symbol)
            marks[cell] = 0
            for p in geometry(self.size).peers[cell]:
                marks[p] &= ~bit
        return replace(self, entries=entries, marks=tuple(marks))

    def toggling_mark(self, cell: int, digit: int) -> "Position":
        marks = list(self.marks)
        marks[cell] ^= 1 << (digit - 1)
        return replace(self, marks=tuple(marks))

    def with_candidates(self) -> "Position":
        """Every empty cell marked with every digit its row, column and box allow (Fill candidates)."""
        geo = geometry(self.size)
        values = self.digits(self.board())
        marks = []
        for cell, v in enumerate(values):
            if v:
                marks.append(0)
                continue
            used = 0
            for p in geo.peers[cell]:
                if values[p]:
                    used |= 1 << (values[p] - 1)
            marks.append(geo.full & ~used)
        return replace(self, marks=tuple(marks))

    def with_step(self, placements, eliminations, candidates) -> "Position":
        """A logical step applied: placements become entries (leaving their peers' marks),
        eliminations leave the marks; a cell without marks is first marked with ``candidates``
        (cell -> mask, the engine's candidates there), so the elimination shows."""
        pos = self
        marks = list(pos.marks)
        for cell, digit in eliminations:
            if not marks[cell]:
                marks[cell] = candidates.get(cell, 0)
            marks[cell] &= ~(1 << (digit - 1))
        pos = replace(pos, marks=tuple(marks))
        symbols = alphabet(self.size)
        for cell, digit in placements:
            pos = pos.with_entry(cell, symbols[digit - 1])
        return pos

    def without_entries(self, cells) -> "Position":
        entries = list(self.entries)
        for c in cells:
            entries[c] = "."
        return replace(self, entries="".join(entries))

    # ----- storage --------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {"size": self.size, "givens": self.givens, "entries": self.entries,
                "marks": list(self.marks), "started": self.started}

    @classmethod
    def from_json(cls, data) -> "Position":
        """A stored position, checked field by field (raises ValueError when anything is off)."""
        if not isinstance(data, dict):
            raise ValueError("position")
        size = data.get("size")
        if size not in SIZES:
            raise ValueError("size")
        n2, symbols = size * size, alphabet(size) + "."
        givens, entries, marks = data.get("givens"), data.get("entries"), data.get("marks")
        for line in (givens, entries):
            if not isinstance(line, str) or len(line) != n2 or any(ch not in symbols for ch in line):
                raise ValueError("line")
        if any(g != "." and e != "." for g, e in zip(givens, entries)):
            raise ValueError("entry over a given")
        full = (1 << size) - 1
        if (not isinstance(marks, list) or len(marks) != n2
                or any(type(m) is not int or not 0 <= m <= full for m in marks)):
            raise ValueError("marks")
        return cls(size, givens, entries, tuple(marks), data.get("started") is True)


class History:
    """Every position the work went through, and where we are in it (undo and redo)."""

    def __init__(self, first: Position, limit: int = HISTORY_LIMIT):
        self.positions = [first]
        self.at = 0
        self.limit = limit

    @property
    def current(self) -> Position:
        return self.positions[self.at]

    def push(self, position: Position) -> bool:
        """Record a change (the redo branch is dropped); an unchanged position is not recorded."""
        if position == self.current:
            return False
        del self.positions[self.at + 1:]
        self.positions.append(position)
        if len(self.positions) > self.limit:
            del self.positions[: len(self.positions) - self.limit]
        self.at = len(self.positions) - 1
        return True

    @property
    def can_undo(self) -> bool:
        return self.at > 0

    @property
    def can_redo(self) -> bool:
        return self.at < len(self.positions) - 1

    def undo(self):
        if not self.can_undo:
            return None
        self.at -= 1
        return self.current

    def redo(self):
        if not self.can_redo:
            return None
        self.at += 1
        return self.current

    def to_json(self, tab: str = "solver") -> dict:
        return {"v": STORAGE_VERSION, "tab": tab, "at": self.at,
                "positions": [p.to_json() for p in self.positions]}

    @classmethod
    def from_json(cls, data):
        """(history, tab) from stored JSON, or None when it cannot be read."""
        try:
            if not isinstance(data, dict) or data.get("v") != STORAGE_VERSION:
                return None
            positions = [Position.from_json(p) for p in data.get("positions") or ()]
            at = data.get("at")
            if not positions or type(at) is not int or not 0 <= at < len(positions):
                return None
        except (ValueError, TypeError, AttributeError):
            return None
        history = cls(positions[0])
        history.positions, history.at = positions, at
        tab = data.get("tab") if data.get("tab") in ("solver", "tutor", "practice") else "solver"
        return history, tab
