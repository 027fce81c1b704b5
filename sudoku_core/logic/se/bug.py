"""Bivalue Universal Grave (BUG), types 1 to 4, as Sudoku Explainer 1.2.1 finds and values them.

A grid whose every empty cell has two candidates and whose every digit has two places (or none)
in every house is a *BUG*: a deadly pattern, for its candidates could be taken in two ways. The
puzzle has one solution, so when the grid would be a BUG but for a few *BUG digits* in a few
*BUG cells* (cells with three or more candidates: in some house a digit has one, three or more
places, and one of them is the only cell there with more than two candidates), at least one BUG
cell holds its BUG digit:

* type 1 (5.6): one BUG cell: it holds a BUG digit, so its other candidates go (with three
  candidates, that leaves the BUG digit);
* type 2 (5.7): one BUG digit for every BUG cell: it leaves every cell that sees them all;
* type 3 (5.7 + 0.1 per digit of the set beyond one): the BUG cells share a house, where their
  BUG digits, as one cell, form a naked set with other cells; the set's digits leave the rest of
  the house (a pair 5.8, a triple 5.9, ...);
* type 4 (5.7): two BUG cells sharing a house and one more digit: one of them holds its BUG
  digit, so neither can hold its last, non-shared candidate.

SE reads the houses block, row, column, digit by digit, and stops at the first house where a
digit's extra places lie in no cell, or in two or more BUG cells with BUG digits already of
different kinds and no cell seeing them all. The order of its checks (type 1; else type 2 then
type 4; else type 4 then type 3) and its first hint are kept.
"""

from __future__ import annotations

from ..grid import digits_of
from ..step import Pattern, Step
from .scan import KINDS, house_cells, subsets

TECHNIQUE = "bivalue_universal_grave"
VALUES = {1: 5.6, 2: 5.7, 4: 5.7}


def _step(grid, kind, value, removable, bug_cells, bug_digits, parts, houses=()):
    pattern_cells = tuple(c for c, m in enumerate(grid.cands) if m)
    parts = {"type": kind, "cells": tuple(bug_cells),
             "bug_digits": tuple((c, tuple(digits_of(bug_digits[c]))) for c in bug_cells), **parts}
    return Step(TECHNIQUE, round(value, 1), eliminations=tuple(sorted(removable)),
                pattern=Pattern(cells=pattern_cells,
                                candidates=tuple((c, d) for c in bug_cells for d in digits_of(bug_digits[c])),
                                houses=tuple(houses)),
                parts=parts)


def _pattern(grid):
    """``(bug_cells, bug_digits, all_digits, common)`` when the grid is a BUG but for its BUG
    candidates (``common``: the cells, outside the BUG cells, that see them all, in SE's order),
    else None."""
    cands, units, geo = grid.cands, grid.units, grid.geo
    size = grid.size
    temp = list(cands)
    bug_cells, bug_digits, all_digits, common = [], {}, 0, None
    for kind in KINDS:
        for house in range(kind * size, kind * size + size):
            cells = units[house]
            for digit in range(1, size + 1):
                b = 1 << (digit - 1)
                places = [c for c in cells if cands[c] & b]
                if len(places) in (0, 2):
                    continue
                wide = [c for c in places if cands[c].bit_count() >= 3]
                if not wide:
                    return None  # a digit with one or three places and no cell to blame: no BUG
                if len(wide) > 1:
                    continue  # undecided here: another house tells
                cell = wide[0]
                if cell not in bug_cells:
                    bug_cells.append(cell)
                bug_digits[cell] = bug_digits.get(cell, 0) | b
                all_digits |= b
                temp[cell] &= ~b
                around = house_cells(geo, cell)
                if common is None:
                    common = list(around)
                else:
                    keep = set(around)
                    common = [c for c in common if c in keep]
                common = [c for c in common if c not in bug_cells]
                if len(bug_cells) > 1 and all_digits.bit_count() > 1 and not common:
                    return None
    if any(not v and m.bit_count() != 2 for v, m in zip(grid.values, temp)):
        return None
    for cells in units:
        for digit in range(1, size + 1):
            b = 1 << (digit - 1)
            if sum(1 for c in cells if temp[c] & b) not in (0, 2):
                return None
    if not bug_cells:
        return None
    return bug_cells, bug_digits, all_digits, common


def _type2(grid, bug_cells, bug_digits, all_digits, common):
    if not common:
        return
    digit = digits_of(all_digits)[0]
    b = 1 << (digit - 1)
    removable = [(c, digit) for c in common if grid.cands[c] & b]
    if removable:
        yield _step(grid, 2, VALUES[2], removable, bug_cells, bug_digits, {"digit": digit})


def _shared_house(grid, cells, kind):
    houses = {grid.geo.cell_units[c][kind] for c in cells}
    return houses.pop() if len(houses) == 1 else None


def _type4(grid, bug_cells, bug_digits, all_digits):
    cands = grid.cands
    c1, c2 = bug_cells
    shared = cands[c1] & cands[c2] & ~all_digits
    if shared.bit_count() != 1:
        return
    digit = shared.bit_length()
    for kind in KINDS:
        house = _shared_house(grid, bug_cells, kind)
        if house is None:
            continue
        removable = [(c, d) for c in (c1, c2) for d in digits_of(cands[c] & ~bug_digits[c] & ~shared)]
        yield _step(grid, 4, VALUES[4], removable, bug_cells, bug_digits, {"digit": digit, "house": house},
                    houses=(house,))


def _type3(grid, bug_cells, bug_digits, all_digits, common):
    cands, cell_units = grid.cands, grid.geo.cell_units
    for kind in KINDS:
        house = _shared_house(grid, bug_cells, kind)
        if house is None:
            continue
        region = [c for c in common if cell_units[c][kind] == house]
        for degree in range(2, 7):
            if len(region) < degree:
                continue
            for pick in subsets(len(region), degree - 1):
                naked = [region[i] for i in pick]
                union = 0
                for c in naked:
                    union |= cands[c]
                if union.bit_count() != degree:
                    continue
                if any(cands[c].bit_count() <= 1 for c in naked) or (union | all_digits).bit_count() != degree:
                    continue
                rest = [c for c in region if c not in naked and c not in bug_cells]
                removable = [(c, d) for c in rest for d in digits_of(cands[c] & union)]
                if removable:
                    yield _step(grid, 3, 5.7 + (union.bit_count() - 1) * 0.1, removable, bug_cells, bug_digits,
                                {"house": house, "naked_cells": tuple(naked), "naked_digits": tuple(digits_of(union))},
                                houses=(house,))


def bivalue_universal_grave(grid):
    """BUG types 1 to 4 in SE's order (see the module docstring)."""
    found = _pattern(grid)
    if found is None:
        return
    bug_cells, bug_digits, all_digits, common = found
    if len(bug_cells) == 1:
        cell = bug_cells[0]
        removable = [(cell, d) for d in digits_of(grid.cands[cell] & ~all_digits)]
        yield _step(grid, 1, VALUES[1], removable, bug_cells, bug_digits, {"cell": cell})
    elif all_digits.bit_count() == 1:
        yield from _type2(grid, bug_cells, bug_digits, all_digits, common)
        if len(bug_cells) == 2:
            yield from _type4(grid, bug_cells, bug_digits, all_digits)
    elif common:
        if len(bug_cells) == 2:
            yield from _type4(grid, bug_cells, bug_digits, all_digits)
        yield from _type3(grid, bug_cells, bug_digits, all_digits, common)
