"""Splitting a stream of text into puzzles, one at a time (for the CLI).

Files hold one puzzle per line, or multi-line grids (Luogu's 9 rows of 9
numbers, pretty-printed grids, a LeetCode board over several lines). The rule,
which needs no look-ahead and so streams in constant memory:

* a line holding a whole puzzle (81, 256 or 625 cells; 16 cells of 1-4) is one;
* a line of 4, 9, 16 or 25 cells starts a grid of that width: following lines
  are added until width x width cells are read (border lines like ``---+---``
  are kept along); any other line is a puzzle on its own (so a mistyped
  one-line puzzle is reported, and does not swallow the lines after it);
* a line starting with ``[`` starts a JSON board, read until its brackets close;
* blank lines end a grid early; lines starting with ``#`` are comments.

Whatever a chunk holds, :func:`sudoku_core.parse` decides whether it is a
puzzle, so a malformed chunk becomes a clear error for that puzzle only.
"""

from __future__ import annotations

import re

from .formats import EMPTY_MARKS

_SEPARATORS = re.compile(r"[\s|+]")
_BORDER = re.compile(r"^[\s\-+=|]*[+=][\s\-+=|]*$")
_NUMBERS = re.compile(r"^\s*\d{1,2}([\s,;]+\d{1,2})+\s*$")
_MAX_GRID_LINES = 60  # 25 rows and their borders, with room to spare
_FOUR_BY_FOUR = set("1234" + EMPTY_MARKS)
_ROW_WIDTHS = (4, 9, 16, 25)


def cells_in_line(line: str) -> int:
    """How many cells a line holds: numbers for Luogu rows, else characters."""
    if _BORDER.match(line):
        return 0
    if _NUMBERS.match(line) and any(len(t) == 2 for t in re.split(r"[\s,;]+", line.strip())):
        return len(re.split(r"[\s,;]+", line.strip()))
    return len(_SEPARATORS.sub("", line))


def _whole_puzzle(line: str, count: int, size: int | None) -> bool:
    if size is not None:
        return count == size * size
    if count in (81, 256, 625):
        return True
    # 16 cells: a whole 4x4 puzzle, or the first row of a 16x16 grid.
    return count == 16 and set(_SEPARATORS.sub("", line)) <= _FOUR_BY_FOUR


def split_puzzles(lines, size: int | None = None):
    """Yield ``(line_number, text)`` for each puzzle in an iterable of lines."""
    chunk, start, width, read, depth = [], 0, 0, 0, 0
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if depth:  # inside a JSON board
            chunk.append(line)
            depth += stripped.count("[") - stripped.count("]")
            if depth <= 0:
                yield start, "".join(chunk)
                chunk, depth = [], 0
            continue
        if not stripped or stripped.startswith("#"):
            if chunk and not stripped:
                yield start, "".join(chunk)
                chunk, read = [], 0
            continue
        if not chunk and stripped.startswith("["):
            depth = stripped.count("[") - stripped.count("]")
            if depth <= 0:
                yield number, line
                depth = 0
            else:
                chunk, start = [line], number
            continue
        count = cells_in_line(stripped)
        if not chunk:
            if count == 0:
                continue  # a border line outside any grid
            if _whole_puzzle(stripped, count, size) or count not in _ROW_WIDTHS:
                # A whole puzzle, or a line no grid row can be (a mistyped one-line
                # puzzle): on its own, so it cannot swallow the lines after it.
                yield number, line
                continue
            chunk, start, width, read = [line], number, count, count
        else:
            chunk.append(line)
            read += count
        if read >= width * width or len(chunk) >= _MAX_GRID_LINES:
            yield start, "".join(chunk)
            chunk, read = [], 0
    if chunk:
        yield start, "".join(chunk)
