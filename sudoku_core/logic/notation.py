"""Standard Sudoku notation for cells, houses and candidates.

``r3c7`` is row 3, column 7; ``r3c78`` cells of row 3 in columns 7 and 8;
``b1`` box 1 (boxes numbered left to right, top to bottom); ``r3c7<>5``
"5 is not in r3c7"; ``r3c7=5`` "r3c7 holds 5". Digits are written in the
puzzle's alphabet (``A``..``G`` on 16x16). On grids wider than 9, row and
column numbers above 9 are written in full (``r12c3``), so a group of several
columns is written with commas there (``r12c3,10``).
"""

from __future__ import annotations

HOUSE_LETTERS = "rcb"


def cell_name(size: int, cell: int) -> str:
    return f"r{cell // size + 1}c{cell % size + 1}"


def house_name(size: int, house: int) -> str:
    kind, index = divmod(house, size)
    return f"{HOUSE_LETTERS[kind]}{index + 1}"


def cells_name(size: int, cells) -> str:
    """A compact name for a set of cells: ``r3c78``, ``r12c4``, or ``r1c1,r5c6``."""
    cells = sorted(set(cells))
    if not cells:
        return ""
    rows = sorted({c // size for c in cells})
    cols = sorted({c % size for c in cells})
    sep = "" if size <= 9 else ","
    if len(rows) == 1:
        return f"r{rows[0] + 1}c" + sep.join(str(c + 1) for c in cols)
    if len(cols) == 1:
        return "r" + sep.join(str(r + 1) for r in rows) + f"c{cols[0] + 1}"
    if len(rows) * len(cols) == len(cells):
        return "r" + sep.join(str(r + 1) for r in rows) + "c" + sep.join(str(c + 1) for c in cols)
    return ",".join(cell_name(size, c) for c in cells)


def candidates_text(size: int, symbols: str, pairs, relation: str) -> str:
    """Eliminations ``r3c7<>5`` or placements ``r3c7=5``, several digits of a
    cell (``r3c7<>15``) and cells sharing a digit (``r3c78<>5``) grouped."""
    by_cell = {}
    for cell, digit in sorted(set(pairs)):
        by_cell.setdefault(cell, []).append(digit)
    by_digits = {}
    for cell, digits in by_cell.items():
        by_digits.setdefault(tuple(digits), []).append(cell)
    parts = []
    for digits, cells in sorted(by_digits.items(), key=lambda item: min(item[1])):
        shown = ("" if size <= 9 else ",").join(symbols[d - 1] for d in digits)
        parts.append(f"{cells_name(size, cells)}{relation}{shown}")
    return ", ".join(parts)
