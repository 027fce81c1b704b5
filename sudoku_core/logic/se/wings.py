"""Sudoku Explainer's XY-Wing (4.2) and XYZ-Wing (4.4) (producer 8: two producers, XY first).

* XY-Wing: a pivot {x, y} sees two pincers {x, z} and {y, z}; whichever digit the pivot takes,
  one pincer is z, so z leaves every cell that sees both pincers.
* XYZ-Wing: the pivot is {x, y, z}, the pincers {x, z} and {y, z}: z leaves every cell that
  sees all three.

SE's scan: pivots in reading order; for each, the first pincer and then the second among the
pivot's peers in SE's order (the cells of its box, then of its row, then of its column, each in
reading order, without repeats), so the first wing found is the one with the earliest first
pincer in that order.
"""

from __future__ import annotations

from ..grid import digits_of
from ..notation import cell_name
from ..step import Pattern, Step


def _house_cells(grid, cell):
    """The peers of a cell in SE's order: its box, its row, its column."""
    units, (row, column, box) = grid.units, grid.geo.cell_units[cell]
    out, seen = [], {cell}
    for house in (box, row, column):
        for c in units[house]:
            if c not in seen:
                seen.add(c)
                out.append(c)
    return out


def _wing(grid, xyz):
    technique, value = ("xyz_wing", 4.4) if xyz else ("xy_wing", 4.2)
    cands, peers = grid.cands, grid.geo.peers
    for pivot, pm in enumerate(cands):
        if pm.bit_count() != (3 if xyz else 2):
            continue
        around = [c for c in _house_cells(grid, pivot) if cands[c].bit_count() == 2]
        for a in around:
            if (pm & ~cands[a]).bit_count() != 1:
                continue
            for b in around:
                ma, mb = cands[a], cands[b]
                union, common = pm | ma | mb, pm & ma & mb
                if union.bit_count() != 3 or common.bit_count() != (1 if xyz else 0):
                    continue
                z = ma & mb
                victims = set(peers[a]) & set(peers[b])
                if xyz:
                    victims &= set(peers[pivot])
                victims -= {pivot, a, b}
                elim = tuple(sorted((c, z.bit_length()) for c in victims if cands[c] & z))
                if not elim:
                    continue
                cells = (pivot, a, b)
                digits = tuple(digits_of(union))
                yield Step(technique, value, eliminations=elim,
                           pattern=Pattern(cells=cells, candidates=tuple((c, d) for c in cells for d in digits_of(cands[c]))),
                           parts={"pivot_cell": pivot, "cells": (a, b), "digit": z.bit_length(), "digits": digits,
                                  "notation": f"{','.join(cell_name(grid.size, c) for c in cells)} "
                                              f"({''.join(grid.symbols[d - 1] for d in digits)})"})


def xy_wing(grid):
    """XY-Wing (SE 4.2): pivot {x, y}, pincers {x, z} and {y, z}."""
    return _wing(grid, False)


def xyz_wing(grid):
    """XYZ-Wing (SE 4.4): pivot {x, y, z}, pincers {x, z} and {y, z}."""
    return _wing(grid, True)
