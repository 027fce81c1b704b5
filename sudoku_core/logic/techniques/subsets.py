"""Naked and hidden subsets: pairs, triples and quads in one house.

* Naked subset: k cells of a house whose candidates, together, are only k
  digits. Those k digits must fill those k cells, so they leave every other
  cell of the house (of every house the k cells share).
* Hidden subset: k digits whose places in a house, together, are only k
  cells. Those k cells must hold those k digits, so every other candidate
  leaves those cells.

The search only looks at cells with 2..k candidates (naked) or digits with
2..k places (hidden) and grows a set one member at a time while the union
stays within k, so it stays cheap on 16x16 and 25x25 grids.
"""

from __future__ import annotations

from ..grid import digits_of
from ..notation import cells_name
from ..step import Pattern, Step


def _combos(items, masks, k):
    """Every k-subset of ``items`` (indexes into ``masks``) whose masks' union
    has exactly k bits, in lexicographic order."""
    n = len(items)
    chosen = []

    def grow(start, union):
        if len(chosen) == k:
            if union.bit_count() == k:
                yield tuple(chosen), union
            return
        for i in range(start, n - (k - len(chosen)) + 1):
            u = union | masks[i]
            if u.bit_count() <= k:
                chosen.append(items[i])
                yield from grow(i + 1, u)
                chosen.pop()

    yield from grow(0, 0)


def _digits_text(grid, digits) -> str:
    return ",".join(grid.symbols[d - 1] for d in digits)


def _naked(grid, k, technique, value):
    size, cands, units, cell_units = grid.size, grid.cands, grid.units, grid.geo.cell_units
    for house in range(3 * size):
        cells = [c for c in units[house] if cands[c] and cands[c].bit_count() <= k]
        if len(cells) < k:
            continue
        masks = [cands[c] for c in cells]
        for subset, union in _combos(cells, masks, k):
            shared = [h for h in range(3) if all(cell_units[c][h] == cell_units[subset[0]][h] for c in subset)]
            houses = tuple(cell_units[subset[0]][h] for h in shared)
            if min(houses) < house:
                continue  # already reported from the first house the cells share
            elim = []
            for h in houses:
                for c in units[h]:
                    if c not in subset and cands[c] & union:
                        elim.extend((c, d) for d in digits_of(cands[c] & union))
            if elim:
                digits = tuple(digits_of(union))
                yield Step(technique, value, eliminations=tuple(sorted(set(elim))),
                           pattern=Pattern(cells=subset, candidates=tuple((c, d) for c in subset for d in digits_of(cands[c])),
                                           houses=houses),
                           parts={"digits": digits, "cells": subset, "house": house, "houses": houses, "size": k,
                                  "notation": f"{_digits_text(grid, digits)} in {cells_name(size, subset)}"})


def _hidden(grid, k, technique, value):
    size, cands, units = grid.size, grid.cands, grid.units
    for house in range(3 * size):
        cells = units[house]
        digits, masks = [], []
        present = 0
        for c in cells:
            present |= cands[c]
        for d in digits_of(present):
            b = 1 << (d - 1)
            places = 0
            for i, c in enumerate(cells):
                if cands[c] & b:
                    places |= 1 << i
            if 2 <= places.bit_count() <= k:
                digits.append(d)
                masks.append(places)
        if len(digits) < k:
            continue
        for subset, union in _combos(digits, masks, k):
            keep = 0
            for d in subset:
                keep |= 1 << (d - 1)
            where = tuple(cells[i] for i in range(size) if union >> i & 1)
            elim = tuple((c, d) for c in where for d in digits_of(cands[c] & ~keep))
            if elim:
                yield Step(technique, value, eliminations=elim,
                           pattern=Pattern(cells=where, candidates=tuple((c, d) for c in where for d in subset if cands[c] >> (d - 1) & 1),
                                           houses=(house,)),
                           parts={"digits": subset, "cells": where, "house": house, "size": k,
                                  "notation": f"{_digits_text(grid, subset)} in {cells_name(size, where)}"})


def naked_pair(grid):
    """Naked Pair (SE 3.0): two cells of a house with the same two
    candidates; those digits leave the other cells of the house."""
    return _naked(grid, 2, "naked_pair", 3.0)


def naked_triple(grid):
    """Naked Triple (SE 3.6): three cells of a house with only three digits
    among them; those digits leave the other cells of the house."""
    return _naked(grid, 3, "naked_triple", 3.6)


def naked_quad(grid):
    """Naked Quad (SE 5.0): four cells of a house with only four digits among
    them; those digits leave the other cells of the house."""
    return _naked(grid, 4, "naked_quad", 5.0)


def hidden_pair(grid):
    """Hidden Pair (SE 3.4): two digits that, in a house, fit only in the same
    two cells; every other candidate leaves those cells."""
    return _hidden(grid, 2, "hidden_pair", 3.4)


def hidden_triple(grid):
    """Hidden Triple (SE 4.0): three digits that, in a house, fit only in
    three cells; every other candidate leaves those cells."""
    return _hidden(grid, 3, "hidden_triple", 4.0)


def hidden_quad(grid):
    """Hidden Quad (SE 5.4): four digits that, in a house, fit only in four
    cells; every other candidate leaves those cells."""
    return _hidden(grid, 4, "hidden_quad", 5.4)
