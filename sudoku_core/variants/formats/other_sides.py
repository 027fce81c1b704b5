"""Plain grids of the sides the classic parser does not take: 6x6, 8x8, 10x10, 12x12, 14x14, 15x15.

Mini Sudoku (6x6 in boxes of 2x3) and its 8x8 and 12x12 cousins are passed around as the classic
ones are: a line of 36 characters, or 6 rows of 6, with dots, zeros or dashes for the empty cells
and borders drawn in ``-``, ``+`` and ``|``. The classic parser reads the classic sides only (4, 9,
16, 25), so these were refused as "Found 36 cells; a 4x4 puzzle has 16". They are read here as a
variant with the side's usual boxes and no other rule (what ``variant: classic`` with the same rows
gives): the solver, the logic and the page take them from there.

A grid is one line of ``side * side`` cells, or ``side`` rows of ``side`` cells (border lines
skipped, a row of empty cells written ``- - - - - -`` kept), or a LeetCode board (a JSON array of
``side`` rows, as ``solve --output leetcode`` writes them), where ``side`` is one of
:data:`OTHER_SIDES`. A cell is one character (``1``-``9`` then ``A``-``P``, case-insensitive;
``.``, ``0``, ``-``, ``_`` or ``*`` empty) or, when the cells are written apart and one of them
has two digits, a number (``10 . 3 12 ...``), as in our variant text form. Anything else (a
count that is no such square, rows of unequal widths) is not such a grid, and is left to the
classic parser's error.
"""

from __future__ import annotations

import json

from ...errors import SudokuError
from ...formats.puzzle_text import MAX_JSON_DEPTH, VARIANT_SIDES, is_dash_line, is_hard_border, json_nesting
from ...shims import full_match
from ...values import a_size, split_runs
from .assemble import build_variant
from .variant_text import EMPTY_MARKS, DIGIT_SYMBOLS   # the same cells as our text form's rows

#: The sides with usual boxes (``shapes.DEFAULT_BOX``) that the classic parser does not read.
OTHER_SIDES = VARIANT_SIDES
_BY_CELLS = {side * side: side for side in OTHER_SIDES}
#: Longer than any grid read here (15x15 written with numbers and borders is about 1,500).
_MAX_CHARS = 20_000


def _cells(line: str) -> list:
    """A row's cells as tokens: numbers apart (``10 11 . 12``) or one character each."""
    tokens = [t for t in split_runs(line.strip(), "|+,;") if t]
    if len(tokens) > 1 and any(len(t) > 1 for t in tokens) and \
            all(full_match(r"[0-9]{1,2}", t) or t in EMPTY_MARKS for t in tokens):
        return tokens
    return list("".join(tokens))


def _rows(text: str):
    """``(side, [(line number, cells), ...])`` when ``text`` is such a grid, else None."""
    if len(text) > _MAX_CHARS:
        return None
    if text.lstrip().startswith("["):
        return _board_rows(text)
    lines = [(n, line) for n, line in enumerate(text.splitlines(), 1)
             if line.strip() and not line.strip().startswith("#")]
    if len(lines) == 1:
        cells = _cells(lines[0][1])
        side = _BY_CELLS.get(len(cells))
        if side is None:
            return None
        return side, [(lines[0][0], cells[r * side:(r + 1) * side]) for r in range(side)]
    rows = []
    for number, line in lines:
        if is_dash_line(line):
            stripped = line.strip()
            if is_hard_border(stripped) or "--" in stripped:
                continue   # a border
            rows.append((number, ["-"] * stripped.count("-")))   # a row of empty cells: ``- - - - - -``
            continue
        rows.append((number, _cells(line)))
    side = len(rows)
    if side not in OTHER_SIDES or any(len(cells) != side for _, cells in rows):
        return None
    return side, rows


def _board_rows(text: str):
    """:func:`_rows` of a LeetCode board (a JSON array of rows of one-cell strings or numbers,
    ``"."`` empty), as ``solve --output leetcode`` writes these sides; None for anything else
    (brackets nested deeper than a board's too, before ``json.loads`` recurses into them: Pyodide's
    stack ran out, a fatal error)."""
    if json_nesting(text) > MAX_JSON_DEPTH:
        return None
    try:
        board = json.loads(text)
    except (ValueError, RuntimeError):   # (RuntimeError: nested too deep, in MicroPython)
        return None
    side = len(board) if isinstance(board, list) else 0
    if side not in OTHER_SIDES or not all(isinstance(row, list) and len(row) == side for row in board):
        return None
    # (a cell of another kind, null or 1.5, is kept as written: the reading names it)
    return side, [(1, [x if isinstance(x, str) else json.dumps(x) for x in row]) for row in board]


def other_side_grid(text: str) -> bool:
    """Whether ``text`` is a plain grid of one of :data:`OTHER_SIDES` (see the module docstring)."""
    return _rows(text) is not None


def read_other_side_grid(text: str, first_line: int = 1):
    """The variant (the side's usual boxes, no other rule) of a plain grid of one of
    :data:`OTHER_SIDES`; ``unknown_symbol`` naming the row and column of a character that is not
    a digit of the grid, or the model's error for givens that break the rules."""
    found = _rows(text)
    if found is None:
        raise SudokuError("bad_format", "The text is not a 6x6, 8x8, 10x10, 12x12, 14x14 or 15x15 grid.",
                          details={"rule": "other_side_grid"})
    side, rows = found
    givens = []
    one_line = len({number for number, _ in rows}) == 1
    for r, (number, cells) in enumerate(rows):
        for c, token in enumerate(cells):
            if len(token) == 1 and token in EMPTY_MARKS:
                value = 0
            elif full_match(r"[0-9]{1,2}", token):   # (ASCII only: "²" is a digit to isdigit, not to int)
                value = int(token)
            elif len(token) == 1 and token.upper() in DIGIT_SYMBOLS:
                value = DIGIT_SYMBOLS.index(token.upper()) + 1
            else:
                value = -1
            if not 0 <= value <= side:
                where = "" if one_line else f"Line {number + first_line - 1}: "
                raise SudokuError(
                    "unknown_symbol",
                    f"{where}{token[:4]!r} in row {r + 1}, column {c + 1} is not a digit of {a_size(side)} grid "
                    f"(1-{DIGIT_SYMBOLS[side - 1]}, or . for an empty cell).",
                    cells=(r * side + c,), details={"row": r + 1, "column": c + 1, "symbol": token[:4], "size": side,
                             "char": token[:4], "symbols": DIGIT_SYMBOLS[:side], "empty_marks": "."})
            givens.append(value)
    return build_variant(side, givens)
