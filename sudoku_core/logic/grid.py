"""The candidate grid: what a person pencils in, as bitmasks.

A :class:`CandidateGrid` holds, for each cell, its value (0 when empty) and
the bitmask of digits still possible there (bit ``d-1`` stands for digit
``d``; a solved cell has no candidates). This is the vocabulary every
technique speaks: *houses* (rows, columns, boxes, numbered as in
:mod:`sudoku_core.geometry`: rows first, then columns, then boxes), the
*places* of a digit in a house, the *candidates* of a cell.

Placing a digit removes it from the cell's peers at once, as people do (and
as Sudoku Explainer does): so a naked single is simply a cell left with one
candidate.
"""

from __future__ import annotations

from ..errors import SudokuError
from ..geometry import geometry
from ..puzzle import Puzzle
from ..shims import bit_length

ROW, COLUMN, BOX = 0, 1, 2


def bit(digit: int) -> int:
    """The mask of one digit."""
    return 1 << (digit - 1)


def digits_of(mask: int) -> list:
    """The digits of a mask, smallest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(bit_length(low))
        mask ^= low
    return out


def positions_of(mask: int) -> list:
    """The indexes of a mask's set bits, smallest first (cells of a cell mask, positions in a
    house): :func:`digits_of` minus one."""
    out = []
    while mask:
        low = mask & -mask
        out.append(bit_length(low) - 1)
        mask ^= low
    return out


class CandidateGrid:
    """Values and candidate masks of every cell, with the grid's geometry.

    ``values[c]`` is 0 or the digit in cell ``c``; ``cands[c]`` the mask of
    its candidates (0 for a filled cell). Techniques read the grid and return
    steps; only :meth:`apply` (and :meth:`place` / :meth:`eliminate`)
    changes it.
    """

    __slots__ = ("size", "box", "geo", "values", "cands", "symbols")

    def __init__(self, size: int, values, cands, symbols: str):
        self.size = size
        self.geo = geometry(size)
        self.box = self.geo.box
        self.values = list(values)
        self.cands = list(cands)
        self.symbols = symbols

    # ----- building -------------------------------------------------------------------------
    @classmethod
    def from_puzzle(cls, puzzle: Puzzle, eliminated=()) -> "CandidateGrid":
        """The grid of a puzzle: every digit not yet in a cell's row, column or
        box is a candidate, less the ``(cell, digit)`` pairs in ``eliminated``
        (candidates a person has already crossed out)."""
        if not isinstance(puzzle, Puzzle):
            raise SudokuError("bad_argument", f"Expected a Puzzle, got {type(puzzle).__name__}; use parse() first.")
        geo = geometry(puzzle.size)
        used = [0] * len(geo.units)
        for cell, value in enumerate(puzzle.cells):
            if value:
                for u in geo.cell_units[cell]:
                    used[u] |= bit(value)
        cands = []
        for cell, value in enumerate(puzzle.cells):
            if value:
                cands.append(0)
            else:
                r, c, b = geo.cell_units[cell]
                cands.append(geo.full & ~(used[r] | used[c] | used[b]))
        grid = cls(puzzle.size, puzzle.cells, cands, puzzle.symbols)
        for pair in eliminated:
            try:
                cell, digit = pair
                if type(cell) is not int or type(digit) is not int or not 0 <= cell < len(cands) \
                        or not 1 <= digit <= puzzle.size:
                    raise IndexError   # (-1 crossed a digit out of the last cell; digit 99 was ignored)
                grid.eliminate(cell, digit)
            except (TypeError, ValueError, IndexError):
                raise SudokuError("bad_argument", f"An eliminated candidate is a (cell, digit) pair; got {pair!r}.") from None
        return grid

    def copy(self) -> "CandidateGrid":
        return CandidateGrid(self.size, self.values, self.cands, self.symbols)

    def to_puzzle(self) -> Puzzle:
        return Puzzle(tuple(self.values), self.size, self.symbols)

    # ----- reading --------------------------------------------------------------------------
    @property
    def units(self):
        """Every house as a tuple of cells: rows, then columns, then boxes."""
        return self.geo.units

    def house_kind(self, house: int) -> int:
        """ROW, COLUMN or BOX."""
        return house // self.size

    def has(self, cell: int, digit: int) -> bool:
        return bool(self.cands[cell] >> (digit - 1) & 1)

    def digits(self, cell: int) -> list:
        """The candidates of a cell, smallest first."""
        return digits_of(self.cands[cell])

    def places(self, house: int, digit: int) -> list:
        """The cells of a house where ``digit`` is still a candidate."""
        b = bit(digit)
        cands = self.cands
        return [c for c in self.geo.units[house] if cands[c] & b]

    def empty_cells(self) -> list:
        return [c for c, v in enumerate(self.values) if not v]

    def solved(self) -> bool:
        return all(self.values)

    def broken(self) -> bool:
        """True when an empty cell has no candidate left (some entry is wrong)."""
        return any(not v and not m for v, m in zip(self.values, self.cands))

    def sees(self, a: int, b: int) -> bool:
        """Whether two different cells share a house."""
        ua, ub = self.geo.cell_units[a], self.geo.cell_units[b]
        return a != b and (ua[0] == ub[0] or ua[1] == ub[1] or ua[2] == ub[2])

    def common_peers(self, cells) -> list:
        """The cells (outside ``cells``) that see every cell of ``cells``."""
        cells = list(cells)
        common = set(self.geo.peers[cells[0]])
        for c in cells[1:]:
            common &= set(self.geo.peers[c])
        return sorted(common.difference(cells))

    # ----- changing -------------------------------------------------------------------------
    def place(self, cell: int, digit: int):
        """Write ``digit`` in ``cell`` and remove it from the cell's peers."""
        self.values[cell] = digit
        self.cands[cell] = 0
        clear = ~bit(digit)
        cands = self.cands
        for p in self.geo.peers[cell]:
            cands[p] &= clear

    def eliminate(self, cell: int, digit: int) -> bool:
        """Cross a candidate out; True if it was there."""
        b = bit(digit)
        if self.cands[cell] & b:
            self.cands[cell] ^= b
            return True
        return False

    def apply(self, step) -> None:
        """Carry out a step: its placements, then its eliminations."""
        for cell, digit in step.placements:
            if not self.values[cell]:
                self.place(cell, digit)
        for cell, digit in step.eliminations:
            self.eliminate(cell, digit)
