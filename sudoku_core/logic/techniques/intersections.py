"""Locked candidates: where a box meets a row or a column.

A box and a line (row or column) share a few cells, the *intersection*. If a
digit's places in one of the two houses all lie in the intersection, the
digit must be there, so it cannot be anywhere else in the other house.

* Pointing (from the box to the line): the digit's places in a box all lie in
  one row (or column): it leaves the rest of that row (column).
* Claiming (from the line to the box): the digit's places in a row (or
  column) all lie in one box: it leaves the rest of that box.

Works on every size (the intersection is ``box`` cells wide).
"""

from __future__ import annotations

from ..notation import house_name
from ..step import Pattern, Step


def _digits_present(grid, cells) -> int:
    mask = 0
    cands = grid.cands
    for c in cells:
        mask |= cands[c]
    return mask


def _locked(grid, technique, value, house, line_houses):
    """Steps for a digit locked in ``house`` (its places all in one of
    ``line_houses`` intersections): the digit leaves the other house."""
    size, cands, units, cell_units = grid.size, grid.cands, grid.units, grid.geo.cell_units
    cells = units[house]
    missing = _digits_present(grid, cells)
    while missing:
        low = missing & -missing
        missing ^= low
        digit = low.bit_length()
        places = [c for c in cells if cands[c] & low]
        if len(places) < 2:
            continue  # a hidden single, not a locked candidate
        for kind in line_houses:
            target = cell_units[places[0]][kind]
            if all(cell_units[p][kind] == target for p in places[1:]):
                elim = tuple((c, digit) for c in units[target] if cands[c] & low and c not in places)
                if elim:
                    yield Step(technique, value, eliminations=elim,
                               pattern=Pattern(cells=tuple(places), candidates=tuple((p, digit) for p in places),
                                               houses=(house, target)),
                               parts={"digit": digit, "house": house, "cover_house": target, "cells": tuple(places),
                                      "notation": f"{grid.symbols[digit - 1]} in {house_name(size, house)}"})
                break  # the places lie in one line of one kind at most once


def pointing(grid):
    """Locked Candidates, pointing (SE 2.6): in a box, a digit's places all
    lie in one row or one column; the digit is removed from the rest of that
    row or column."""
    size = grid.size
    for house in range(2 * size, 3 * size):
        yield from _locked(grid, "locked_pointing", 2.6, house, (0, 1))


def claiming(grid):
    """Locked Candidates, claiming (SE 2.8): in a row or a column, a digit's
    places all lie in one box; the digit is removed from the rest of that
    box."""
    size = grid.size
    for house in range(2 * size):
        yield from _locked(grid, "locked_claiming", 2.8, house, (2,))

