"""Intersections over any houses: a digit's places in a house all see a cell, so the cell loses it.

Classic locked candidates are the case of a box and a line (pointing 2.6, claiming 2.8). A variant
has more: a diagonal crossing a box, a windoku box across two rows, a knight's move that sees
every place left. SukakuExplainer calls the general rule a generalized intersection and values it
2.9; a step is named for the classic case when its places and eliminations lie in one box and one
line, else generalized.
"""

from __future__ import annotations

from ...logic.step import Pattern, Step
from .board import BOX_KINDS, LINE_KINDS, bit


def _common_house(lay, cells, kinds):
    """A house of one of ``kinds`` holding every cell, or -1."""
    common = set(lay.cell_houses[cells[0]])
    for c in cells[1:]:
        common &= set(lay.cell_houses[c])
    for h in sorted(common):
        if lay.houses[h][0] in kinds:
            return h
    return -1


def locked_candidates(grid):
    lay = grid.layout
    cands = grid.cands
    seeing_all = lay.seeing_all
    where = grid.where()
    found = []
    for h in lay.full_houses:
        kind, _, cells = lay.houses[h]
        inside = lay.house_masks[h]
        for digit in range(1, lay.size + 1):
            spots = where[digit] & inside
            if not spots & (spots - 1):
                continue   # fewer than two places
            seen = where[digit] & seeing_all[spots]   # the cells that see every place and still have the digit
            if not seen:
                continue
            b = bit(digit)
            places = [c for c in cells if cands[c] & b]
            gone = []
            while seen:
                low = seen & -seen
                seen ^= low
                gone.append(low.bit_length() - 1)
            technique, value, cover = "generalized_intersection", 2.9, -1
            if kind in BOX_KINDS:
                cover = _common_house(lay, places + gone, LINE_KINDS)
                if cover >= 0:
                    technique, value = "locked_pointing", 2.6
            elif kind in LINE_KINDS:
                cover = _common_house(lay, places + gone, BOX_KINDS)
                if cover >= 0:
                    technique, value = "locked_claiming", 2.8
            found.append(Step(technique, value, eliminations=tuple((c, digit) for c in gone),
                              pattern=Pattern(cells=tuple(places), candidates=tuple((c, digit) for c in places),
                                              houses=(h,) if cover < 0 else (h, cover)),
                              parts={"house": h, "digit": digit, "cells": tuple(places), "cover_house": cover}))
    found.sort(key=lambda s: s.difficulty)
    yield from found
