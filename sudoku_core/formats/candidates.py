"""Pencil-mark grids: a position written as every cell's candidates.

This is how Sudoku Explainer, HoDoKu and the forums pass a position on, and what
``python -m sudoku_core hint`` reads besides plain puzzles. Two forms, 4x4 or 9x9:

* one line of ``size ** 3`` characters (the "sukaku" line): each cell's ``size`` characters
  hold its candidates, each digit in its place, and ``.`` or ``0`` where a digit is ruled out
  (``1..4...89`` is a cell with 1, 4, 8 and 9 left);
* ``size`` rows of ``size`` cells, a cell being the run of its candidates (``1679``), cells
  apart by spaces or ``|``; border lines (``.---+---.``, ``:---``, ``'---'``, ``-+-``) are
  skipped.

In both forms at least one cell must hold two candidates or more (else the text is a plain
puzzle, for the classic parser: ``.`` times 64 is an empty 8x8 grid, not a 4x4 line whose cells
have no candidate). Rows of candidate runs whose count or widths are off by a row or a cell
(a row lost in copying) are still taken for a pencil-mark grid, so that the error says so rather
than counting their digits as a plain puzzle's cells.

A cell with one candidate is taken as filled with it; the others keep what they list, and
the digits they lack are the candidates crossed out. :func:`read_candidates` returns the
filled cells as a :class:`~sudoku_core.puzzle.Puzzle` and the ``(cell, digit)`` pairs
crossed out, which is what :func:`sudoku_core.logic.hint_at` takes.
"""

# (no ``from __future__``: parse imports this module, and the page's MicroPython has no such module)
from ..errors import SudokuError
from ..puzzle import Puzzle
from ..values import split_runs
from .borders import is_dash_line

_SIDES = (4, 9)
_EMPTY = ".0"
#: More than any pencil-mark grid (a 9x9 one printed with wide borders is about 2,000 characters).
MAX_CHARS = 20_000


def _cell_name(size: int, cell: int) -> str:
    return f"r{cell // size + 1}c{cell % size + 1}"


def _line_cells(text: str):
    """The cells of a one-line grid (``size ** 3`` characters, each digit in its place), or None."""
    squeezed = "".join(text.split())
    for size in _SIDES:
        if len(squeezed) == size ** 3:
            if all(ch in _EMPTY or ch == str(i % size + 1) for i, ch in enumerate(squeezed)):
                cells = [squeezed[i:i + size] for i in range(0, len(squeezed), size)]
                if any(sum(ch not in _EMPTY for ch in cell) > 1 for cell in cells):
                    return size, cells
    return None


def _rows(text: str) -> list:
    """The text's rows as lists of tokens (blank, comment and border lines skipped)."""
    rows = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#") or is_dash_line(stripped):
            continue
        rows.append([t for t in split_runs(stripped, "|") if t])
    return rows


def _runs_of(rows: list, size: int) -> bool:
    """Every token a run of the digits 1..size, and at least one of two or more (no plain puzzle)."""
    digits = "123456789"[:size]
    cells = [t for r in rows for t in r]
    return any(len(t) > 1 for t in cells) and all(all(ch in digits for ch in t) for t in cells)


def _row_cells(text: str):
    """The cells of a grid written as rows of candidate runs, or None."""
    rows = _rows(text)
    size = len(rows)
    if size not in _SIDES or any(len(r) != size for r in rows) or not _runs_of(rows, size):
        return None
    return size, [t for r in rows for t in r]


def _near_rows(text: str):
    """The error for rows of candidate runs that are a row or a cell off a pencil-mark grid (most
    rows 4 or 9 cells wide, one row too many or too few, or a row of another width), or None."""
    rows = _rows(text)
    if len(rows) < 3:
        return None
    widths = [len(r) for r in rows]
    size = max(_SIDES, key=widths.count)
    if widths.count(size) < len(rows) - 1 or abs(len(rows) - size) > 1 or not _runs_of(rows, size):
        return None
    odd = next((n for n, w in enumerate(widths, 1) if w != size), None)
    if odd is not None:
        found = {"row": odd, "cells": widths[odd - 1], "rule": "marks_shape", "size": size}
        why = f"row {odd} has {widths[odd - 1]} cells"
    elif len(rows) != size:
        found = {"rows": len(rows), "rule": "marks_shape", "size": size}
        why = f"found {len(rows)} rows"
    else:
        return None
    return SudokuError("bad_format", f"A {size}x{size} pencil-mark grid has {size} rows of {size} cells; {why}.",
                       details=found)


def is_marks_row(line: str) -> bool:
    """A line that can be a row of a pencil-mark grid: 4 or 9 runs of digits (apart by spaces or
    ``|``), one at least of two digits (a plain puzzle's row has one character per cell)."""
    tokens = [t for t in split_runs(line.strip(), "|") if t]
    return len(tokens) in _SIDES and _runs_of([tokens], len(tokens))


def not_a_puzzle(size: int = 9) -> SudokuError:
    """The error for a pencil-mark grid where a puzzle is expected (``solve``, ``parse``): said
    as one, rather than its digits counted as a puzzle's cells ("Found 191 cells")."""
    if size in _SIDES:
        where = "the hint command reads it (python3 -m sudoku_core hint FILE), and the page loads it when pasted"
    else:
        where = f"only 4x4 and 9x9 ones are read (by the hint command), not {size}x{size}"
    return SudokuError("bad_format", f"This is a pencil-mark grid (every cell's candidates), a position rather than a "
                       f"puzzle: {where}.", details={"rule": "marks_position", "size": size})


def is_candidates(text: str) -> bool:
    """Whether ``text`` is a pencil-mark grid of one of the two forms."""
    return isinstance(text, str) and len(text) <= MAX_CHARS and (
        _line_cells(text) is not None or _row_cells(text) is not None or _near_rows(text) is not None)


def read_candidates(text: str):
    """``(filled, crossed_out)`` of a pencil-mark grid (see the module docstring):
    ``filled`` the cells with one candidate, as a Puzzle; ``crossed_out`` the ``(cell, digit)``
    pairs the other cells lack. ``bad_format`` when the text is no such grid, or naming a cell
    that has no candidate left."""
    if not isinstance(text, str):
        raise SudokuError("bad_argument", f"read_candidates takes text, not {type(text).__name__}.")
    found = _line_cells(text) if len(text) <= MAX_CHARS else None
    if found is None and len(text) <= MAX_CHARS:
        found = _row_cells(text)
    if found is None and len(text) <= MAX_CHARS and _near_rows(text) is not None:
        raise _near_rows(text)
    if found is None:
        raise SudokuError("bad_format", "The text is not a pencil-mark grid (81 cells' candidates: one line of 729 "
                          "characters, or 9 rows of 9 candidate runs such as 1679).")
    size, cells = found
    values, crossed = [], []
    for cell, token in enumerate(cells):
        digits = sorted({int(ch) for ch in token if ch not in _EMPTY})
        if not digits:
            raise SudokuError("bad_format", f"{_cell_name(size, cell)} has no candidate left.", cells=(cell,),
                              details={"cell": cell, "rule": "marks_no_candidate", "size": size})
        if len(digits) == 1:
            values.append(digits[0])
            continue
        values.append(0)
        crossed.extend((cell, d) for d in range(1, size + 1) if d not in digits)
    return Puzzle(tuple(values), size), tuple(crossed)
