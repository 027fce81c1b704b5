"""Sudoku Explainer's locked candidates: the direct ones (producer 2) and the plain ones (6).

A digit's places in one house (the *base*) all lie where it crosses a second house (the
*cover*): the digit is locked there and leaves the rest of the cover. From a box into a row or a
column it is *pointing* (2.6), from a row or a column into a box *claiming* (2.8).

SE scans the pairs of crossing houses in four passes: box -> column, box -> row (pointing), then
column -> box, row -> box (claiming); in each pass every base house in index order, every cover
house it crosses in index order, then the digits smallest first. One step per (base, cover,
digit) with all its eliminations.

*Direct* pointing (1.7) and claiming (1.9) are the same scan used only to place a digit: the
locking is kept when its eliminations leave a digit with one place in another house of the
base's kind that crosses the cover (another box of the same band or stack for pointing, another
row or column through the box for claiming); the step places that digit. SE applies only the
placement, not the locking's eliminations (the step carries them in ``parts["cleared"]``, cells
that would lose the digit in that house, for the explanation), so the grid after it is SE's.
"""

from __future__ import annotations

from ..grid import bit
from ..notation import house_name
from ..step import Pattern, Step
from .scan import house_places


def _passes(pointing):
    """(base kind, cover kind) in SE's order: ROW 0, COLUMN 1, BOX 2."""
    return ((2, 1), (2, 0)) if pointing else ((1, 2), (0, 2))


def _crossings(grid, base, cover_kind):
    """The houses of ``cover_kind`` that ``base`` crosses, in index order, each with the mask of
    the base's positions inside it (geometry only: cached per grid size)."""
    key = (grid.size, base, cover_kind)
    found = _CROSSINGS.get(key)
    if found is None:
        crossing = {}
        for i, c in enumerate(grid.units[base]):
            cover = grid.geo.cell_units[c][cover_kind]
            crossing[cover] = crossing.get(cover, 0) | 1 << i
        found = _CROSSINGS[key] = tuple(sorted(crossing.items()))
    return found


_CROSSINGS = {}


def _lockings(grid, pointing):
    """(base, cover, digit, places) for every locking, in SE's scan order."""
    size, units = grid.size, grid.units
    where_all = house_places(grid)
    for base_kind, cover_kind in _passes(pointing):
        for base in range(base_kind * size, (base_kind + 1) * size):
            where = where_all[base]
            spread = [d for d in range(1, size + 1) if where[d] & (where[d] - 1)]  # two places or more
            if not spread:
                continue
            for cover, inside in _crossings(grid, base, cover_kind):
                for digit in spread:
                    mask = where[digit]
                    if not mask & ~inside:
                        cells = units[base]
                        yield base, cover, digit, [cells[i] for i in range(len(cells)) if mask >> i & 1]


def _notation(grid, digit, base):
    return f"{grid.symbols[digit - 1]} in {house_name(grid.size, base)}"


def _locked(grid, pointing, technique, value):
    cands, units = grid.cands, grid.units
    for base, cover, digit, places in _lockings(grid, pointing):
        b = bit(digit)
        elim = tuple((c, digit) for c in units[cover] if cands[c] & b and c not in places)
        if elim:
            yield Step(technique, value, eliminations=elim,
                       pattern=Pattern(cells=tuple(places), candidates=tuple((p, digit) for p in places),
                                       houses=(base, cover)),
                       parts={"digit": digit, "house": base, "cover_house": cover, "cells": tuple(places),
                              "notation": _notation(grid, digit, base)})


def _direct(grid, pointing, technique, value):
    size, cands, units, cell_units = grid.size, grid.cands, grid.units, grid.geo.cell_units
    where_all = house_places(grid)
    for base, cover, digit, places in _lockings(grid, pointing):
        if where_all[cover][digit].bit_count() == len(places):
            continue  # the locking removes nothing: no house is left with one place
        b = bit(digit)
        base_kind = base // size
        in_cover = set(units[cover])
        # the other houses of the base's kind that cross the cover, in index order
        others = sorted({cell_units[c][base_kind] for c in units[cover]} - {base})
        for other in others:
            spots = [c for c in units[other] if cands[c] & b]
            if len(spots) < 2:
                continue
            left = [c for c in spots if c not in in_cover]
            if len(left) != 1:
                continue
            cell = left[0]
            cleared = tuple(c for c in spots if c in in_cover)
            yield Step(technique, value, placements=((cell, digit),),
                       pattern=Pattern(cells=tuple(places) + (cell,),
                                       candidates=tuple((p, digit) for p in places) + ((cell, digit),),
                                       houses=(base, cover, other)),
                       parts={"digit": digit, "house": base, "cover_house": cover, "single_house": other,
                              "cell": cell, "cells": tuple(places), "cleared": cleared,
                              "notation": _notation(grid, digit, base)})


def direct_pointing(grid):
    """Direct pointing (SE 1.7): a box's places for a digit lie in one row or column, and
    removing the digit from the rest of that line leaves it one place in another box; that
    place takes the digit."""
    return _direct(grid, True, "direct_pointing", 1.7)


def direct_claiming(grid):
    """Direct claiming (SE 1.9): a row's or column's places for a digit lie in one box, and
    removing the digit from the rest of the box leaves it one place in another row (column)
    through the box; that place takes the digit.

    On a 9x9 grid SE's path never takes one: where a row r claims digit v for box B and leaves
    it one place X (in box B2) in row r' of the band, the band's third box B3 holds v only in the
    third row r'' (row r has it only in B, row r' only in B and X). If B3 has one place, or B2
    only X, that is a hidden single; otherwise B3 points along r'' and leaves B2 only X, a
    direct pointing, which SE scans first. The producer is kept so that SE's list stays whole."""
    return _direct(grid, False, "direct_claiming", 1.9)


def pointing(grid):
    """Pointing (SE 2.6): a box's places for a digit lie in one column (first pass) or one row
    (second pass); the digit leaves the rest of that line."""
    return _locked(grid, True, "locked_pointing", 2.6)


def claiming(grid):
    """Claiming (SE 2.8): a column's (first pass) or a row's (second pass) places for a digit
    lie in one box; the digit leaves the rest of the box."""
    return _locked(grid, False, "locked_claiming", 2.8)
