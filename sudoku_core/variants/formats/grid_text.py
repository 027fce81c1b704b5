"""A variant's digits in the classic output forms (``solve --output``), for every side.

Classic sides (4, 9, 16, 25) are written by :func:`sudoku_core.format_puzzle`; the others (6x6 in
2x3 boxes, 8x8, 12x12, no boxes, jigsaws) had only the one-line form, whatever ``--output`` asked.
Here the same four forms, by the variant's own box shape: ``line``; ``grid`` (boxes parted by
``|`` and ``-+-`` lines, as for classic grids; rows only for a jigsaw or a grid without boxes);
``luogu`` (rows of numbers, 0 for empty); ``leetcode`` (a JSON array of rows of one-character
strings). The variant's rules (cages, regions, ...) are not written: this is its digits, for
reading or for another program (the classic reader takes 4x4 to 25x25 squares only).
"""

from __future__ import annotations

import json

from ...puzzle import DEFAULT_SYMBOLS

SYMBOLS = DEFAULT_SYMBOLS[25]   # 1-9 then A-P, as every side below 25 takes its first ones


def symbol(value: int) -> str:
    return SYMBOLS[value - 1] if value else "."


def format_variant_grid(variant, fmt: str = "line") -> str:
    """The variant's digits (its givens; a solution's every cell) written as ``fmt`` says."""
    n = variant.size
    values = list(variant.givens)
    rows = [values[r * n:(r + 1) * n] for r in range(n)]
    if fmt == "luogu":
        return "\n".join(" ".join(str(v) for v in row) for row in rows)
    if fmt == "leetcode":
        return json.dumps([[symbol(v) for v in row] for row in rows], separators=(",", ":"))
    if fmt != "grid":
        return str(variant)   # (the one-line form, as the model writes itself)
    shape = None if variant.regions is not None or variant.no_boxes else variant.box_shape
    if not shape:
        return "\n".join(" ".join(symbol(v) for v in row) for row in rows)
    high, wide = shape
    lines = []
    for r, row in enumerate(rows):
        if r and r % high == 0:
            lines.append("-+-".join("-" * (2 * wide - 1) for _ in range(n // wide)))
        lines.append(" | ".join(" ".join(symbol(v) for v in row[c:c + wide]) for c in range(0, n, wide)))
    return "\n".join(lines)
