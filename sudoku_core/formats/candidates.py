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
from ..values import a_size, split_runs
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
    """The text's rows as lists of tokens (blank, comment and border lines skipped); [] for one
    line (no grid of rows)."""
    if "\n" not in text.strip():
        return []
    rows = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#") or is_dash_line(stripped):
            continue
        rows.append(_tokens(stripped))
    return rows


def _tokens(line: str) -> list:
    return [t for t in split_runs(line, "|") if t]


def _is_run(token: str, digits: str) -> bool:
    """A cell's candidates: digits of the side, each once, in increasing order, as Sudoku Explainer
    and HoDoKu write them (``534678912`` is a row of a filled grid, not a cell)."""
    return all(ch in digits for ch in token) and all(a < b for a, b in zip(token, token[1:]))


def _runs_of(rows: list, size: int, rows_with_two: int = 1) -> bool:
    """Every token a run of the digits 1..size, and ``rows_with_two`` rows at least holding one of
    two digits or more (no plain puzzle)."""
    digits = "123456789"[:size]
    if not all(_is_run(t, digits) for r in rows for t in r):
        return False
    return sum(1 for r in rows if any(len(t) > 1 for t in r)) >= rows_with_two


def _row_shape(rows: list):
    """``(size, cells)`` of rows of candidate runs, or the error of rows a row or a cell off
    such a grid (most rows 4 or 9 cells wide, one row too many or too few, or one row of another
    width; two rows at least with two candidates somewhere), or None."""
    size = len(rows)
    if size in _SIDES and all(len(r) == size for r in rows) and _runs_of(rows, size):
        return size, [t for r in rows for t in r]
    if len(rows) < 3:
        return None
    widths = [len(r) for r in rows]
    size = max(_SIDES, key=widths.count)
    if widths.count(size) < len(rows) - 1 or abs(len(rows) - size) > 1 or not _runs_of(rows, size, 2):
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
    return SudokuError("bad_format", f"{a_size(size, True)} pencil-mark grid has {size} rows of {size} cells; {why}.",
                       details=found)


def _found(text: str):
    """What ``text`` is: ``(size, cells)`` of either form, a shape error, or None."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        return None
    return _line_cells(text) or _row_shape(_rows(text))


def marks_row(line: str):
    """The cells of a line that can be a row of a pencil-mark grid (4 or 9 runs of digits apart by
    spaces or ``|``; a row of solved cells has no run of two), or None."""
    tokens = _tokens(line.strip())
    return tokens if len(tokens) in _SIDES and _runs_of([tokens], len(tokens), 0) else None


def has_two(cells) -> bool:
    """A row of :func:`marks_row` with a cell of two candidates or more (a plain puzzle's row has
    one character per cell)."""
    return any(len(t) > 1 for t in cells)


def marks_side(text: str) -> int:
    """The side of a pencil-mark grid (see :func:`_found`; 9 when it cannot be told): ISS's lines
    of 6x6 and 8x8 ones too (216 and 512 digits and dots)."""
    squeezed = "".join(text.split())
    for side in (4, 6, 8, 9):
        if len(squeezed) == side ** 3 and all(ch in "0123456789." for ch in squeezed):
            return side
    found = _found(text)
    return found[0] if isinstance(found, tuple) else found.details["size"] if found is not None else 9


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
    """Whether ``text`` is a pencil-mark grid of one of the two forms (or rows a row or a cell off
    one, whose reading says so)."""
    return _found(text) is not None


def read_candidates(text: str):
    """``(filled, crossed_out)`` of a pencil-mark grid (see the module docstring):
    ``filled`` the cells with one candidate, as a Puzzle; ``crossed_out`` the ``(cell, digit)``
    pairs the other cells lack. ``bad_format`` when the text is no such grid, or naming a cell
    that has no candidate left."""
    if not isinstance(text, str):
        raise SudokuError("bad_argument", f"read_candidates takes text, not {type(text).__name__}.")
    found = _found(text)
    if isinstance(found, SudokuError):
        raise found
    if found is None:
        raise SudokuError("bad_format", "The text is not a pencil-mark grid (81 cells' candidates: one line of 729 "
                          "characters, or 9 rows of 9 candidate runs such as 1679).",
                          details={"rule": "marks_none"})
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
