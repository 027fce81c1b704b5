"""Killer techniques: what a cage's sum, and the sum of every house, say about the cells.

* cage combinations: a cage's cells keep only the digits of the sets that still make its sum and
  can be given to its cells one each (1.7 when one set is left, else 2.0);
* cage locked digit: a digit every fitting set of a cage needs, whose places in the cage all see a
  cell outside it, leaves that cell (2.8);
* house digit in a cage: in a house a digit fits only in cells of one cage, so the cage holds it:
  its sets without it go, and its other cells lose it (2.8);
* rule of 45 (innies and outies): the cells of a house, or of several rows or columns side by
  side, add up to 45 each (``size(size+1)/2``); take away the cages wholly inside and the cells
  left inside (innies) add up to what is left; the cells that cages crossing the edge have outside
  (outies) add up to what those cages bring beyond it. One such cell is placed (2.5 for one house,
  2.8 for several); two to four of them keep only the digits of fillings that make their sum
  (3.2, 3.6, 4.2), cells that see each other differing;
* innie-outie difference: cages that cover an area but for a few cells inside (innies), and
  reach out of it by a few cells (outies), hold the area's sum less the innies plus the outies;
  so the innies add up to a known difference from the outies. Two to four such cells in all keep
  the digits of fillings with that difference (3.4, 3.8, 4.4); one alone is placed (2.8).
"""

from __future__ import annotations

from functools import lru_cache

from ...logic.step import Pattern, Step
from ..propagation import cells_of
from .board import bit, digits_of
from .cage_math import cage_needs, cage_support, placed_in, signed_support, sum_support

MAX_SUMMED = 4
SUM_VALUES = {1: 2.5, 2: 3.2, 3: 3.6, 4: 4.2}


def whole_sets(grid, cells, fitting) -> tuple:
    """The digit sets that make a cage's sum, as a person reads them: each set its empty cells can
    take (``fitting``, as masks) with the digits already placed in the cage, so every set adds up
    to the cage's sum ({1, 5} for the empty cells of a cage of 12 with a 6 placed is {1, 5, 6})."""
    placed = placed_in(grid, cells)[0]
    return tuple(tuple(digits_of(s | placed)) for s in fitting)


def cage_combinations(grid):
    found = []
    for k, (cells, total) in enumerate(grid.layout.cages):
        answer = cage_support(grid, k)
        if answer is None:
            continue
        fitting, support = answer
        empty = [c for c in cells if not grid.values[c]]
        gone = tuple((c, d) for c, s in zip(empty, support) for d in digits_of(grid.cands[c] & ~s))
        if gone and fitting:
            found.append(Step("cage_combinations", 1.7 if len(fitting) == 1 else 2.0, eliminations=gone,
                              pattern=Pattern(cells=cells),
                              parts={"cage": k, "total": total, "cells": cells,
                                     "combinations": whole_sets(grid, cells, fitting)}))
    found.sort(key=lambda s: s.difficulty)
    yield from found


def cage_locked_digit(grid):
    lay = grid.layout
    cands = grid.cands
    for k, (cells, total) in enumerate(lay.cages):
        for digit, places in cage_needs(grid, k).items():
            if not places:
                continue
            gone = tuple((c, digit) for c in lay.common_peers(places) if cands[c] & bit(digit))
            if gone:
                yield Step("cage_locked_digit", 2.8, eliminations=gone,
                           pattern=Pattern(cells=cells, candidates=tuple((c, digit) for c in places)),
                           parts={"cage": k, "total": total, "cells": tuple(places), "digit": digit})


def house_digit_in_cage(grid):
    lay = grid.layout
    cands = grid.cands
    for h in lay.full_houses:
        hcells = lay.houses[h][2]
        for digit, places in sorted(grid.places_by_digit(h).items()):
            if not places:
                continue
            k = lay.cell_cage[places[0]]
            if k < 0 or any(lay.cell_cage[c] != k for c in places) or lay.cages[k][1] is None:
                continue
            cells = lay.cages[k][0]
            if set(cells) <= set(hcells):
                continue  # the cage lies inside the house: nothing new
            only = {c: ~bit(digit) for c in cells if c not in places}
            answer = cage_support(grid, k, must=bit(digit), only=only)
            if answer is None:
                continue
            empty = [c for c in cells if not grid.values[c]]
            gone = tuple((c, d) for c, s in zip(empty, answer[1]) for d in digits_of(cands[c] & ~s))
            if gone and answer[0]:
                yield Step("house_digit_in_cage", 2.8, eliminations=gone,
                           pattern=Pattern(cells=cells, candidates=tuple((c, digit) for c in places), houses=(h,)),
                           parts={"cage": k, "total": lay.cages[k][1], "house": h, "digit": digit,
                                  "cells": tuple(places),
                                  "combinations": whole_sets(grid, cells, answer[0])})


def areas(lay):
    """(house ids, cells) of every area the rule of 45 sums: each house of ``size`` cells, then
    two or more rows, or columns, side by side (never the whole grid)."""
    n = lay.size
    for h in lay.full_houses:
        yield (h,), frozenset(lay.houses[h][2])
    for first in (0, n):  # rows are houses 0..n-1, columns n..2n-1
        for width in range(2, n):
            for start in range(0, n - width + 1):
                ids = tuple(range(first + start, first + start + width))
                cells = frozenset(c for h in ids for c in lay.houses[h][2])
                yield ids, cells


def _area_masks(lay) -> tuple:
    """:func:`areas` with each area's cells as one integer (bit ``c`` for cell ``c``), kept per
    set of houses (every 9x9 killer has the same)."""
    return _area_masks_of(lay.houses, lay.full_houses, lay.size)


@lru_cache(maxsize=8)
def _area_masks_of(houses: tuple, full_houses: tuple, size: int) -> tuple:
    shape = _Houses(size, houses, full_houses)
    return tuple((ids, sum(1 << c for c in cells)) for ids, cells in areas(shape))


class _Houses:
    """What :func:`areas` reads of a layout."""

    def __init__(self, size, houses, full_houses):
        self.size, self.houses, self.full_houses = size, houses, full_houses


def _cage_masks(lay) -> tuple:
    """(per cage: its cells as one integer and its total; every caged cell as one integer)."""
    cages = tuple((sum(1 << c for c in cells), total) for cells, total in lay.cages)
    caged = 0
    for mask, _ in cages:
        caged |= mask
    return cages, caged


@lru_cache(maxsize=8)
def summed_groups(lay) -> tuple:
    """What the rule of 45 reads of each area, worked out once per layout (cages do not move):
    ``(houses, side, cells, total, inside cages)`` for the innies of every area and, when every
    innie lies in a cage with a sum, its outies; ``total`` before the placed digits are taken off.
    (Over cells as integers: a killer's generator rates a new layout every few steps.)"""
    n = lay.size
    cages, caged = _cage_masks(lay)
    found = []
    for ids, area in _area_masks(lay):
        whole = len(ids) * n * (n + 1) // 2
        inside, crossing = [], []
        for k, (mask, total) in enumerate(cages):
            if mask & area:
                (inside if total is not None and not mask & ~area else crossing).append(k)
        covered = 0
        for k in inside:
            covered |= cages[k][0]
        rest = whole - sum(cages[k][1] for k in inside)
        innies = area & ~covered
        found.append((ids, "innies", cells_of(innies), rest, tuple(inside)))
        if all(cages[k][1] is not None for k in crossing) and not innies & ~caged:
            spill = 0
            for k in crossing:
                spill |= cages[k][0]
            found.append((ids, "outies", cells_of(spill & ~area), sum(cages[k][1] for k in crossing) - rest,
                          tuple(inside)))
    return tuple(found)


@lru_cache(maxsize=8)
def _group_masks(lay) -> tuple:
    """The cells of each of :func:`summed_groups` as one integer (bit ``c`` for cell ``c``)."""
    return tuple(sum(1 << c for c in group[2]) for group in summed_groups(lay))


def rule_of_45(grid):
    lay = grid.layout
    if not any(total is not None for _, total in lay.cages):
        return
    values = grid.values
    n = lay.size
    seen = set()
    found = []
    open_cells = 0   # the empty cells as one integer: a group's empty cells are counted at once
    for c, v in enumerate(values):
        if not v:
            open_cells |= 1 << c
    for (ids, side, cells, total, inside), mask in zip(summed_groups(lay), _group_masks(lay)):
        if not 1 <= (mask & open_cells).bit_count() <= MAX_SUMMED:
            continue
        empty = tuple(c for c in cells if not values[c])
        total -= sum(values[c] for c in cells if values[c])
        if (empty, total) in seen:
            continue
        seen.add((empty, total))
        value = SUM_VALUES[len(empty)] + (0.3 if len(empty) == 1 and len(ids) > 1 else 0.0)
        parts = {"side": side, "houses": ids, "cells": empty, "total": total, "cages": inside}
        pattern = Pattern(cells=empty, houses=ids)
        if len(empty) == 1:
            cell = empty[0]
            if 1 <= total <= n and grid.cands[cell] & bit(total):
                found.append(Step("rule_of_45", value, placements=((cell, total),), pattern=pattern,
                                  parts=dict(parts, cell=cell, digit=total)))
            continue
        support = sum_support(grid, empty, total)
        if support is None:
            continue
        gone = tuple((c, d) for c, s in zip(empty, support) for d in digits_of(grid.cands[c] & ~s))
        if gone:
            found.append(Step("rule_of_45", value, eliminations=gone, pattern=pattern, parts=parts))
    found.sort(key=lambda s: (s.difficulty, len(s.parts["houses"])))
    yield from found


MAX_DIFFERENCE = 4
DIFFERENCE_VALUES = {1: 2.8, 2: 3.4, 3: 3.8, 4: 4.4}


@lru_cache(maxsize=8)
def difference_groups(lay) -> tuple:
    """``(houses, innies, outies, difference, cages)`` for areas that a choice of cages with sums
    covers but for at most :data:`MAX_DIFFERENCE` innies and outies together, some of each:
    the cages wholly inside, and crossing cages with more cells inside than outside (and that
    choice with one crossing cage flipped). ``difference`` is the innies' sum less the outies'."""
    n = lay.size
    cages, _ = _cage_masks(lay)
    found, seen = [], set()
    for ids, area in _area_masks(lay):
        whole = len(ids) * n * (n + 1) // 2
        summed = [k for k, (mask, total) in enumerate(cages) if mask & area and total is not None]
        inside = [k for k in summed if not cages[k][0] & ~area]
        crossing = [k for k in summed if k not in inside]
        greedy = [k for k in crossing if 2 * (cages[k][0] & area).bit_count() > cages[k][0].bit_count()]
        for flip in [None] + crossing:
            chosen = inside + [k for k in crossing if (k in greedy) != (k == flip)]
            covered = 0
            for k in chosen:
                covered |= cages[k][0]
            innies, outies = area & ~covered, covered & ~area
            if not innies or not outies or innies.bit_count() + outies.bit_count() > MAX_DIFFERENCE:
                continue
            key = (innies, outies)
            if key in seen:
                continue
            seen.add(key)
            found.append((ids, cells_of(innies), cells_of(outies), whole - sum(cages[k][1] for k in chosen),
                          tuple(chosen)))
    return tuple(found)


def innie_outie_difference(grid):
    lay = grid.layout
    if not any(total is not None for _, total in lay.cages):
        return
    values, cands = grid.values, grid.cands
    found, seen = [], set()
    for ids, innies, outies, whole_difference, chosen in difference_groups(lay):
        difference = whole_difference - sum(values[c] for c in innies if values[c]) \
            + sum(values[c] for c in outies if values[c])
        plus = tuple(c for c in innies if not values[c])
        minus = tuple(c for c in outies if not values[c])
        if not plus and not minus or (plus, minus, difference) in seen:
            continue
        seen.add((plus, minus, difference))
        empty = plus + minus
        support = signed_support(lay, empty, (1,) * len(plus) + (-1,) * len(minus),
                                 tuple(cands[c] for c in empty), difference)
        if support is None:
            continue   # no filling: a wrong entry somewhere; a step proves nothing here
        # the parts say the whole rule (every innie and outie, placed or not); the step acts on the empty ones
        parts = {"houses": ids, "innies": innies, "outies": outies, "total": abs(whole_difference),
                 "bigger": "innies" if whole_difference >= 0 else "outies", "cages": chosen}
        pattern = Pattern(cells=empty, houses=ids)
        value = DIFFERENCE_VALUES[len(empty)]
        if len(empty) == 1:
            cell = empty[0]
            digit = support[0].bit_length() if support[0] and not support[0] & (support[0] - 1) else 0
            if digit:
                found.append(Step("innie_outie_difference", value, placements=((cell, digit),), pattern=pattern,
                                  parts=parts))
            continue
        gone = tuple((c, d) for c, s in zip(empty, support) for d in digits_of(cands[c] & ~s))
        if gone:
            found.append(Step("innie_outie_difference", value, eliminations=gone, pattern=pattern, parts=parts))
    found.sort(key=lambda s: (s.difficulty, len(s.parts["houses"])))
    yield from found
