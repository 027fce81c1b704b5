"""Sudoku Explainer's naked and hidden sets (producers 3, 5, 7 and 10).

* Naked set of degree d (pair 3.0, triple 3.6, quad 5.0): d cells of a house, each with two to d
  candidates, d digits in all; those digits leave the other cells *of that house* (SE does not
  clear a second house the cells share: the next scan finds it there).
* Hidden set of degree d (pair 3.4, triple 4.0, quad 5.4): d digits of a house, each with two to
  d places, d places in all; the other candidates leave those cells.
* Direct hidden pair (2.0) / triple (2.5): a hidden set whose eliminations leave another digit
  one place in the same house; the step places that digit (the smallest such digit) and, as in
  SE, removes nothing else.

SE's limits, which decide which set is found first: a naked set of degree d is looked for only
in houses with at least 2d empty cells, a hidden one only in houses with more than 2d (a direct
one: more than d). Houses are scanned boxes, then columns, then rows; in a house the sets of
cells (naked) or digits (hidden) are tried in colexicographic order (:func:`.scan.colex`).
"""

from __future__ import annotations

from ..grid import bit, digits_of
from ..notation import cells_name
from ..step import Pattern, Step
from .scan import box_column_row, colex, house_places

NAKED = {2: ("naked_pair", 3.0), 3: ("naked_triple", 3.6), 4: ("naked_quad", 5.0)}
HIDDEN = {2: ("hidden_pair", 3.4), 3: ("hidden_triple", 4.0), 4: ("hidden_quad", 5.4)}
DIRECT = {2: ("direct_hidden_pair", 2.0), 3: ("direct_hidden_triple", 2.5)}


def _digits_text(grid, digits) -> str:
    return ("," if grid.size > 9 else "").join(grid.symbols[d - 1] for d in digits)


def _naked(grid, k):
    technique, value = NAKED[k]
    values, cands, units = grid.values, grid.cands, grid.units
    for house in box_column_row(grid.size):
        cells = units[house]
        if sum(1 for c in cells if not values[c]) < 2 * k:
            continue
        members = [c for c in cells if 2 <= cands[c].bit_count() <= k]
        if len(members) < k:
            continue
        for chosen, union in colex([cands[c] for c in members], k, k):
            if union.bit_count() != k:
                continue
            subset = tuple(members[i] for i in chosen)
            elim = tuple((c, d) for c in cells if c not in subset for d in digits_of(cands[c] & union))
            if elim:
                digits = tuple(digits_of(union))
                yield Step(technique, value, eliminations=elim,
                           pattern=Pattern(cells=subset, candidates=tuple((c, d) for c in subset for d in digits_of(cands[c])),
                                           houses=(house,)),
                           parts={"digits": digits, "cells": subset, "house": house, "houses": (house,), "size": k,
                                  "notation": f"{_digits_text(grid, digits)} in {cells_name(grid.size, subset)}"})


def _hidden(grid, k, direct):
    size, values, cands, units = grid.size, grid.values, grid.cands, grid.units
    technique, value = (DIRECT if direct else HIDDEN)[k]
    where_all = house_places(grid)
    for house in box_column_row(size):
        cells = units[house]
        if sum(1 for c in cells if not values[c]) <= (k if direct else 2 * k):
            continue
        where = where_all[house]  # digit -> mask of its places (bit i = cells[i])
        members = [d for d in range(1, size + 1) if 2 <= where[d].bit_count() <= k]
        if len(members) < k:
            continue
        for chosen, union in colex([where[d] for d in members], k, k):
            if union.bit_count() != k:
                continue
            digits = tuple(members[i] for i in chosen)
            keep = 0
            for d in digits:
                keep |= bit(d)
            subset = tuple(cells[i] for i in range(size) if union >> i & 1)
            pattern = Pattern(cells=subset, candidates=tuple((c, d) for c in subset for d in digits if cands[c] & bit(d)),
                              houses=(house,))
            notation = f"{_digits_text(grid, digits)} in {cells_name(size, subset)}"
            if not direct:
                elim = tuple((c, d) for c in subset for d in digits_of(cands[c] & ~keep))
                if elim:
                    yield Step(technique, value, eliminations=elim, pattern=pattern,
                               parts={"digits": digits, "cells": subset, "house": house, "size": k,
                                      "notation": notation})
                continue
            for digit in range(1, size + 1):
                spots = where[digit]
                if keep & bit(digit) or spots.bit_count() < 2:
                    continue
                rest = spots & ~union
                if rest.bit_count() == 1:
                    cell = cells[rest.bit_length() - 1]
                    yield Step(technique, value, placements=((cell, digit),), pattern=pattern,
                               parts={"digits": digits, "cells": subset, "house": house, "size": k,
                                      "cell": cell, "digit": digit, "notation": notation})
                    break  # SE gives one single per set: the smallest digit's


def naked_pair(grid):
    """Naked pair (SE 3.0), in houses with four or more empty cells."""
    return _naked(grid, 2)


def naked_triple(grid):
    """Naked triple (SE 3.6), in houses with six or more empty cells."""
    return _naked(grid, 3)


def naked_quad(grid):
    """Naked quad (SE 5.0), in houses with eight or more empty cells."""
    return _naked(grid, 4)


def hidden_pair(grid):
    """Hidden pair (SE 3.4), in houses with five or more empty cells."""
    return _hidden(grid, 2, False)


def hidden_triple(grid):
    """Hidden triple (SE 4.0), in houses with seven or more empty cells."""
    return _hidden(grid, 3, False)


def hidden_quad(grid):
    """Hidden quad (SE 5.4), in houses with nine empty cells."""
    return _hidden(grid, 4, False)


def direct_hidden_pair(grid):
    """Direct hidden pair (SE 2.0): a hidden pair (in a house with three or more empty cells)
    whose eliminations leave another digit one place in the house; that place takes it."""
    return _hidden(grid, 2, True)


def direct_hidden_triple(grid):
    """Direct hidden triple (SE 2.5): the same with a hidden triple (four or more empty cells)."""
    return _hidden(grid, 3, True)
