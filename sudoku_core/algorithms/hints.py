"""Hints and pencil marks: the next logical step, explained in words.

Candidates here are the plain ones (digits not yet in the cell's row, column
or box), so every hint can be checked by eye: a naked single is a cell with
one candidate, a hidden single a digit with one possible cell in a unit.
"""

from __future__ import annotations

from ..checks import require_puzzle
from ..conflicts import find_conflicts
from ..geometry import geometry
from ..puzzle import Puzzle
from ..values import FrozenValue


class Hint(FrozenValue):
    """``kind``: ``naked_single``, ``hidden_single``, ``conflict``, ``stuck``,
    ``dead_cell`` or ``full``; ``cell`` and ``digit`` say what to write (or -1, 0);
    ``cells`` are the cells to highlight; ``message`` explains why, in English;
    ``unit`` names the unit of a hidden single ("row 3") and ``house`` is its
    index (as in :mod:`sudoku_core.geometry`), for saying it in another language."""

    FIELDS = ("kind", "message", "cell", "digit", "unit", "cells", "house")

    kind: str
    message: str
    cell: int = -1
    digit: int = 0
    unit: str = ""
    cells: tuple = ()
    house: int = -1


def pencil_marks(puzzle: Puzzle) -> list:
    """For each cell, the tuple of digits not yet in its row, column or box
    (empty for filled cells)."""
    require_puzzle(puzzle)
    geo = geometry(puzzle.size)
    used = [0] * len(geo.units)
    for cell, value in enumerate(puzzle.cells):
        if value:
            for u in geo.cell_units[cell]:
                used[u] |= 1 << value
    marks = []
    for cell, value in enumerate(puzzle.cells):
        if value:
            marks.append(())
            continue
        taken = used[geo.cell_units[cell][0]] | used[geo.cell_units[cell][1]] | used[geo.cell_units[cell][2]]
        marks.append(tuple(d for d in range(1, puzzle.size + 1) if not taken >> d & 1))
    return marks


def _where(geo, cell):
    return "row {}, column {}".format(*geo.row_col(cell))


def hint(puzzle: Puzzle) -> Hint:
    """The next deduction a person can make, or why there is none."""
    require_puzzle(puzzle)
    geo = geometry(puzzle.size)
    conflicts = find_conflicts(puzzle)
    if conflicts:
        return Hint("conflict", f"First fix the clash: {conflicts[0].message}", cells=conflicts[0].cells)
    if all(puzzle.cells):
        return Hint("full", "The grid is full: there is nothing left to deduce.")
    marks = pencil_marks(puzzle)
    for cell, digits in enumerate(marks):
        if not puzzle.cells[cell] and not digits:
            row, col, box = (geo.unit_name(u) for u in geo.cell_units[cell])
            return Hint("dead_cell", f"No digit fits {_where(geo, cell)}: every digit is already in its {row.split()[0]}, "
                        f"column or box, so an earlier entry must be wrong.", cell, cells=(cell,))
    for cell, digits in enumerate(marks):
        if len(digits) == 1:
            digit = digits[0]
            symbol = puzzle.symbol(digit)
            peers = tuple(p for p in geo.peers[cell] if puzzle.cells[p])
            return Hint("naked_single",
                        f"Naked single: only {symbol} fits {_where(geo, cell)}; every other digit is already in "
                        f"its row, column or box.", cell, digit, cells=(cell,) + peers)
    for index, unit in enumerate(geo.units):
        for digit in range(1, puzzle.size + 1):
            if digit in (puzzle.cells[c] for c in unit):
                continue
            places = [c for c in unit if digit in marks[c]]
            if len(places) == 1:
                cell = places[0]
                name = geo.unit_name(index)
                return Hint("hidden_single",
                            f"Hidden single: in {name} only {_where(geo, cell)} can hold {puzzle.symbol(digit)}.",
                            cell, digit, name, cells=tuple(unit), house=index)
    return Hint("stuck", "No single is left: the next step needs a subtler rule (such as locked candidates) "
                         "or a guess, which is where the search algorithms come in.")
