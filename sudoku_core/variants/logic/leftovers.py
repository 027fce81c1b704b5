"""The law of leftovers, for jigsaws: rows beside each other and as many regions hold the same digits.

Take k rows (or columns) side by side and the k regions that overlap them most. Each holds every
digit k times, and what they share cancels out: the cells of the rows outside those regions hold
exactly the digits of the cells of the regions outside the rows. So a leftover cell keeps only
digits the other side can hold (3.2).
"""

from __future__ import annotations

from ...logic.step import Pattern, Step
from .board import bit, digits_of

MAX_LEFT = 4


def _regions(lay):
    """The houses that tile the grid other than rows and columns: the regions of a jigsaw (or
    the extra houses of ``size`` cells a jigsaw kept its boxes beside)."""
    regions = [h for h in lay.full_houses if lay.houses[h][0] == "region"]
    if not regions:
        regions = [h for h in lay.full_houses if lay.houses[h][0] == "house"]
    cells = [c for h in regions for c in lay.houses[h][2]]
    return regions if len(cells) == len(set(cells)) == lay.size * lay.size else []


def law_of_leftovers(grid):
    lay = grid.layout
    regions = _regions(lay)
    if not regions:
        return
    n = lay.size
    values, cands = grid.values, grid.cands

    def holds(cells):
        mask = 0
        for c in cells:
            mask |= bit(values[c]) if values[c] else cands[c]
        return mask

    seen = set()
    for first in (0, n):
        for width in range(1, n):
            for start in range(0, n - width + 1):
                lines = tuple(range(first + start, first + start + width))
                band = {c for h in lines for c in lay.houses[h][2]}
                overlap = sorted(regions, key=lambda r: (-len(band.intersection(lay.houses[r][2])), r))[:width]
                covered = {c for r in overlap for c in lay.houses[r][2]}
                left, out = sorted(band - covered), sorted(covered - band)
                if not 1 <= len(left) <= MAX_LEFT or (tuple(left), tuple(out)) in seen:
                    continue
                seen.add((tuple(left), tuple(out)))
                gone = []
                for mine, other in ((left, out), (out, left)):
                    allowed = holds(other)
                    gone += [(c, d) for c in mine if not values[c] for d in digits_of(cands[c] & ~allowed)]
                if gone:
                    yield Step("law_of_leftovers", 3.2, eliminations=tuple(sorted(gone)),
                               pattern=Pattern(cells=tuple(left + out), houses=lines + tuple(overlap)),
                               parts={"houses": lines, "regions": tuple(overlap), "cells": tuple(left),
                                      "others": tuple(out)})
