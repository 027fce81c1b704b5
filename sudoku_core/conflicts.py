"""Digits repeated in a row, column or box: found, located and explained.

The page calls :func:`find_conflicts` on every keystroke to highlight clashes
as they are typed; the solver calls :func:`check_givens` first, so a puzzle
with a repeated given is reported as bad input, not as "no solution".
"""

from .checks import require_puzzle
from .errors import SudokuError
from .geometry import geometry
from .puzzle import Puzzle
from .values import FrozenValue


class Conflict(FrozenValue):
    """One digit repeated in one unit: ``unit`` reads like "row 3" or "box 4";
    ``house`` is that unit's index (rows, then columns, then boxes, as in
    :mod:`sudoku_core.geometry`), for saying it in another language.
    ``cells`` are 0-based cell indexes, in reading order."""

    FIELDS = ("digit", "unit", "cells", "message", "house")

    def __init__(self, digit: int, unit: str, cells: tuple, message: str, house: int = -1):
        self.freeze(digit=digit, unit=unit, cells=cells, message=message, house=house)


def find_conflicts(puzzle: Puzzle) -> list:
    """Every (digit, unit) pair where the digit appears more than once."""
    require_puzzle(puzzle)
    geo = geometry(puzzle.size)
    cells = puzzle.cells
    found = []
    for index, unit in enumerate(geo.units):
        seen = {}
        for cell in unit:
            if cells[cell]:
                seen.setdefault(cells[cell], []).append(cell)
        for digit, where in seen.items():
            if len(where) > 1:
                name = geo.unit_name(index)
                places = " and ".join("row {}, column {}".format(*geo.row_col(c)) for c in where)
                times = "twice" if len(where) == 2 else f"{len(where)} times"
                message = f"{puzzle.symbol(digit)} appears {times} in {name}: {places}."
                found.append(Conflict(digit, name, tuple(sorted(where)), message, index))
    return found


def has_repeats(puzzle: Puzzle) -> bool:
    """Whether any digit repeats in a unit: one bitmask pass, no explanations."""
    require_puzzle(puzzle)
    cell_units = geometry(puzzle.size).cell_units
    seen = [0] * (3 * puzzle.size)
    for cell, value in enumerate(puzzle.cells):
        if value:
            bit = 1 << value
            row, col, box = cell_units[cell]
            if (seen[row] | seen[col] | seen[box]) & bit:
                return True
            seen[row] |= bit
            seen[col] |= bit
            seen[box] |= bit
    return False


def check_givens(puzzle: Puzzle) -> None:
    """Raise a ``duplicate`` :class:`SudokuError` naming the first clash, if any."""
    require_puzzle(puzzle)
    if not has_repeats(puzzle):
        return
    conflicts = find_conflicts(puzzle)
    if conflicts:
        first = conflicts[0]
        # Two cells in one row and one box are one clash, not two.
        clashes = len({conflict.cells for conflict in conflicts})
        more = f" ({clashes - 1} more clash{'es' if clashes > 2 else ''})" if clashes > 1 else ""
        cells = sorted({c for conflict in conflicts for c in conflict.cells})
        # The message's parts, so it can be said in another language with its digit and unit (as a
        # variant's duplicate is): before, only the cells were there ("已知数重复：..." named neither).
        size = puzzle.size
        details = {"digit": first.digit, "symbol": puzzle.symbol(first.digit), "unit": "house",
                   "house": ("row", "column", "box")[first.house // size], "index": first.house % size,
                   "size": size, "times": len(first.cells), "where": list(first.cells), "clashes": clashes}
        raise SudokuError("duplicate", first.message + more, cells=cells, details=details)
