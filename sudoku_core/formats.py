"""Reading puzzles in every format people paste, and writing them back.

Accepted (``fmt="auto"`` guesses; each can be asked for by name):

* ``line``: one-line strings such as ``4.....8.5.3...``; empty cells are any of
  ``. 0 - _ *``.
* ``grid``: pretty-printed grids; whitespace and the separators ``|`` ``+``
  are ignored, and lines made only of ``-+=|`` (box borders) are skipped.
* ``luogu``: Luogu P1784 style, rows of space-separated numbers, ``0`` empty;
  numbers may have two digits (``16``) for the larger grids.
* ``leetcode``: LeetCode 37's ``board``, a JSON array of arrays of
  one-character strings, ``"."`` empty.

``line``, ``grid`` and one-digit ``luogu`` text all reduce to "the cell
characters in reading order", so they share one reader. The grid size comes
from the number of cells (16, 81, 256 or 625) unless ``size`` is given.
"""

from __future__ import annotations

import json
import re

from .errors import SudokuError
from .geometry import BOX_SIDE, SIZE_BY_CELLS
from .puzzle import DEFAULT_SYMBOLS, HEX_SYMBOLS, Puzzle

FORMATS = ("auto", "line", "grid", "luogu", "leetcode")
OUTPUT_FORMATS = ("line", "grid", "luogu", "leetcode")

#: Characters that stand for an empty cell (``0`` only where it is not a digit).
EMPTY_MARKS = ".0-_*"
_SKIPPED = set(" \t\r\n\f\v|+")
_BORDER_LINE = re.compile(r"^[\s\-+=|]*$")
_TOKEN_SPLIT = re.compile(r"[\s,;]+")
_ALL_SYMBOLS = set(DEFAULT_SYMBOLS[25] + HEX_SYMBOLS + EMPTY_MARKS)


def parse(text: str, fmt: str = "auto", size: int | None = None) -> Puzzle:
    """Read one puzzle from ``text``; raise :class:`SudokuError` saying what is wrong."""
    if not isinstance(text, str):
        raise SudokuError("bad_argument", f"Expected the puzzle as text, got {type(text).__name__}.")
    if fmt not in FORMATS:
        raise SudokuError("bad_argument", f"Unknown format {fmt!r}; use one of {', '.join(FORMATS)}.")
    if size is not None and size not in BOX_SIDE:
        raise SudokuError("bad_size", f"Grid size {size} is not supported; use 4, 9, 16 or 25.")
    stripped = text.strip()
    if not stripped:
        raise SudokuError("empty_input", "No puzzle found: the text is empty.")
    if fmt == "leetcode" or (fmt == "auto" and stripped[0] in "[{"):
        return _parse_board(stripped, size)
    if fmt == "luogu" or (fmt == "auto" and _has_number_tokens(stripped)):
        return _parse_numbers(stripped, size)
    fast = _parse_one_line(stripped, size)
    return fast if fast is not None else _parse_characters(text, size)


#: For the fast path: each symbol of the default alphabets and each empty mark,
#: translated to the character whose code is its value (str.translate runs in C).
_FAST_VALUES = {
    size: str.maketrans({**{m: "\0" for m in EMPTY_MARKS},
                         **{s: chr(i + 1) for i, s in enumerate(symbols)},
                         **{s.lower(): chr(i + 1) for i, s in enumerate(symbols) if s.isalpha()}})
    for size, symbols in DEFAULT_SYMBOLS.items()
}


def _parse_one_line(text: str, size: int | None) -> Puzzle | None:
    """The common case, a one-line string in the default alphabet, read in C.

    Returns None whenever the slow path must decide (other alphabets, stray
    characters, separators), so every error message comes from one place.
    """
    side = SIZE_BY_CELLS.get(len(text))
    if side is None or (size is not None and side != size):
        return None
    if side == 16 and "0" in text and "G" not in text.upper():
        return None  # maybe hexadoku: let the slow path look at the alphabet
    values = text.translate(_FAST_VALUES[side])
    if min(text) < " " or max(values) > chr(side):
        return None  # a character outside the alphabet: the slow path explains it
    return Puzzle(tuple(values.encode("latin-1")), side)


def _has_number_tokens(text: str) -> bool:
    """True for Luogu-style rows that use two-digit numbers (``10`` .. ``25``)."""
    tokens = _TOKEN_SPLIT.split(text)
    return (
        len(tokens) > 1
        and all(t.isdigit() and len(t) <= 2 for t in tokens)
        and any(len(t) == 2 for t in tokens)
    )


def _expected_size(count: int, size: int | None) -> int:
    """The grid side for ``count`` cells, or a ``wrong_cell_count`` error."""
    if size is not None:
        if count != size * size:
            raise SudokuError(
                "wrong_cell_count",
                f"Found {count} cells; a {size}x{size} puzzle has {size * size}.",
                details={"found": count, "expected": size * size},
            )
        return size
    if count in SIZE_BY_CELLS:
        return SIZE_BY_CELLS[count]
    nearest = min(SIZE_BY_CELLS, key=lambda n: (abs(n - count), n != 81))
    side = SIZE_BY_CELLS[nearest]
    raise SudokuError(
        "wrong_cell_count",
        f"Found {count} cells; a {side}x{side} puzzle has {nearest} "
        "(supported: 16, 81, 256 or 625 cells).",
        details={"found": count, "expected": nearest},
    )


def _symbols_for(size: int, chars) -> str:
    """The alphabet of a grid: for 16x16, hexadoku's ``0-F`` when ``0`` is used
    as a digit (the text has ``0`` and another empty mark but no ``G``)."""
    if size == 16:
        upper = {c.upper() for c in chars}
        if "0" in upper and "G" not in upper and upper & set(".-_*"):
            return HEX_SYMBOLS
    return DEFAULT_SYMBOLS[size]


def _value_of(char: str, symbols: str) -> int:
    """0 for an empty mark, 1..size for a symbol, -1 for anything else."""
    index = symbols.find(char.upper())
    if index >= 0:
        return index + 1
    return 0 if char in EMPTY_MARKS else -1


def _unknown(char: str, text: str, position: int, size: int | None, cell: int | None, symbols: str):
    line = text.count("\n", 0, position) + 1
    column = position - (text.rfind("\n", 0, position) + 1) + 1
    where = f"line {line}, column {column} of the text"
    shown = repr(char) if char.isprintable() else f"U+{ord(char):04X}"
    details = {"char": char if char.isprintable() else shown}
    if size is not None and cell is not None:
        where = f"row {cell // size + 1}, column {cell % size + 1} ({where})"
        details.update(row=cell // size + 1, column=cell % size + 1)
    digits = f"{symbols[0]}-{symbols[-1]}"
    empties = " ".join(m for m in EMPTY_MARKS if m not in symbols)
    return SudokuError(
        "unknown_symbol",
        f"Unexpected character {shown} at {where}; use {digits} for digits and {empties} for empty cells.",
        cells=(cell,) if cell is not None and size is not None else (),
        position=position,
        details=details,
    )


def _parse_characters(text: str, size: int | None) -> Puzzle:
    """``line``, ``grid`` and one-digit ``luogu`` text: every kept character is a cell."""
    chars, positions = [], []
    offset = 0
    lines = text.splitlines(keepends=True)
    for line in lines:
        # A border line only exists in a multi-line grid: 81 dashes alone are 81 empty cells.
        is_border = len(lines) > 1 and line.strip() and _BORDER_LINE.match(line) and (
            "+" in line or "=" in line or len(line.strip()) > 25
        )
        if not is_border:
            for i, ch in enumerate(line):
                if ch not in _SKIPPED:
                    chars.append(ch)
                    positions.append(offset + i)
        offset += len(line)
    if not chars:
        raise SudokuError("empty_input", "No puzzle found: the text holds only separators.")
    try:
        side = _expected_size(len(chars), size)
    except SudokuError:
        # A stray character explains a wrong count better than the count does.
        for ch, pos in zip(chars, positions):
            if ch.upper() not in _ALL_SYMBOLS:
                raise _unknown(ch, text, pos, None, None, DEFAULT_SYMBOLS[9]) from None
        raise
    symbols = _symbols_for(side, chars)
    values = []
    for cell, (ch, pos) in enumerate(zip(chars, positions)):
        value = _value_of(ch, symbols)
        if value < 0:
            raise _unknown(ch, text, pos, side, cell, symbols)
        values.append(value)
    return Puzzle(tuple(values), side, symbols)


def _parse_numbers(text: str, size: int | None) -> Puzzle:
    """Luogu style: whitespace- or comma-separated numbers, 0 for empty."""
    tokens = [t for t in _TOKEN_SPLIT.split(text) if t]
    side = _expected_size(len(tokens), size)
    values = []
    for cell, token in enumerate(tokens):
        if not token.isdigit() or int(token) > side:
            row, col = cell // side + 1, cell % side + 1
            raise SudokuError(
                "unknown_symbol",
                f"Row {row}, column {col} holds {token!r}; expected a number from 0 (empty) to {side}.",
                cells=(cell,),
                details={"char": token, "row": row, "column": col},
            )
        values.append(int(token))
    return Puzzle(tuple(values), side)


def _parse_board(text: str, size: int | None) -> Puzzle:
    """LeetCode 37: a JSON array of rows of one-character strings ("." empty)."""
    try:
        board = json.loads(text)
    except ValueError as exc:
        line, col = getattr(exc, "lineno", "?"), getattr(exc, "colno", "?")
        msg = getattr(exc, "msg", str(exc))
        raise SudokuError("bad_format", f"Not a valid JSON board: {msg} at line {line}, column {col}.") from None
    if not isinstance(board, list) or not all(isinstance(row, list) for row in board):
        raise SudokuError("bad_format", "A LeetCode board is a JSON array of rows, each an array of cells.")
    side = len(board)
    if side not in BOX_SIDE or (size is not None and side != size):
        expected = size or 9
        raise SudokuError("wrong_cell_count", f"Found {side} rows; a {expected}x{expected} board has {expected}.")
    flat = []
    for r, row in enumerate(board):
        if len(row) != side:
            raise SudokuError(
                "wrong_cell_count", f"Row {r + 1} has {len(row)} cells; every row of this board needs {side}."
            )
        flat.extend(row)
    symbols = _symbols_for(side, [str(v) for v in flat])
    values = []
    for cell, item in enumerate(flat):
        char = str(item) if isinstance(item, (str, int)) and not isinstance(item, bool) else None
        value = _value_of(char, symbols) if char is not None and len(char) == 1 else -1
        if isinstance(item, int) and not isinstance(item, bool) and 0 <= item <= side:
            value = item  # boards of numbers, as some pages print them
        if value < 0:
            row, col = cell // side + 1, cell % side + 1
            raise SudokuError(
                "unknown_symbol",
                f"Row {row}, column {col} holds {json.dumps(item)}; expected one of "
                f'"{symbols[0]}".."{symbols[-1]}" or "." for empty.',
                cells=(cell,),
                details={"char": item if isinstance(item, str) else json.dumps(item), "row": row, "column": col},
            )
        values.append(value)
    return Puzzle(tuple(values), side, symbols)


def format_puzzle(puzzle: Puzzle, fmt: str = "line", empty: str | None = None) -> str:
    """Write a puzzle (or solution) in one of :data:`OUTPUT_FORMATS`.

    ``empty`` overrides the mark for empty cells (``.`` by default, ``0`` for
    Luogu, which uses numbers).
    """
    if fmt not in OUTPUT_FORMATS:
        raise SudokuError("bad_argument", f"Unknown output format {fmt!r}; use one of {', '.join(OUTPUT_FORMATS)}.")
    size, box, cells = puzzle.size, puzzle.box, puzzle.cells
    rows = [cells[r * size:(r + 1) * size] for r in range(size)]
    if fmt == "line":
        return "".join(puzzle.symbol(v, empty or ".") for v in cells)
    if fmt == "luogu":
        return "\n".join(" ".join(str(v) if v else (empty or "0") for v in row) for row in rows)
    if fmt == "leetcode":
        board = [[puzzle.symbol(v, empty or ".") for v in row] for row in rows]
        return json.dumps(board, separators=(",", ":"))
    # grid: boxes separated by "|" and border lines, as in Norvig's essay.
    lines = []
    for r, row in enumerate(rows):
        if r and r % box == 0:
            lines.append("-+-".join("-" * (2 * box - 1) for _ in range(box)))
        groups = (" ".join(puzzle.symbol(v, empty or ".") for v in row[i:i + box]) for i in range(0, size, box))
        lines.append(" | ".join(groups))
    return "\n".join(lines)
