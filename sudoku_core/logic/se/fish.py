"""Sudoku Explainer's basic fish (producers 7 and 10): X-Wing 3.2, Swordfish 3.8, Jellyfish 5.2.

A digit's places in n *base* lines (columns, or rows) lie, each line holding two to n of them,
in n *cover* lines of the other kind: the digit leaves the rest of the cover lines.

SE's scan: columns as base lines first (rows as covers), then rows; the sets of n base lines in
colexicographic order (:func:`.scan.colex`), and for each set the digits smallest first. A digit
is tried only while it is missing from at least 2n cells of the grid (placed at most 9 - 2n
times on a 9x9 grid).
"""

from __future__ import annotations

from ..grid import bit
from ..notation import house_name
from ..step import Pattern, Step
from .scan import colex

FISH = {2: ("x_wing", 3.2), 3: ("swordfish", 3.8), 4: ("jellyfish", 5.2)}


def _fish(grid, n):
    technique, value = FISH[n]
    size, values, cands, units = grid.size, grid.values, grid.cands, grid.units
    placed = [0] * (size + 1)
    for v in values:
        placed[v] += 1
    digits = [d for d in range(1, size + 1) if placed[d] + 2 * n <= size]
    for kind in (1, 0):  # base lines: columns, then rows
        found = []
        for digit in digits:
            b = bit(digit)
            # the places of the digit in each base line, as a mask of cover-line indexes
            masks = []
            for line in range(size):
                mask = 0
                for j, c in enumerate(units[kind * size + line]):
                    if cands[c] & b:
                        mask |= 1 << j
                masks.append(mask)
            lines = [i for i in range(size) if 2 <= masks[i].bit_count() <= n]
            for chosen, union in colex([masks[i] for i in lines], n, n):
                if union.bit_count() == n:
                    base = tuple(lines[i] for i in chosen)
                    found.append((tuple(reversed(base)), digit, base, union))
        # SE's order: the base sets in colexicographic order, then the digit
        found.sort()
        for _, digit, base, union in found:
            b = bit(digit)
            other = 1 - kind
            covers = [j for j in range(size) if union >> j & 1]
            elim = tuple((c, digit) for j in covers for i, c in enumerate(units[other * size + j])
                         if cands[c] & b and i not in base)
            if not elim:
                continue
            base_houses = tuple(kind * size + i for i in base)
            cover_houses = tuple(other * size + j for j in covers)
            cells = tuple(sorted(c for i in base for c in units[kind * size + i] if cands[c] & b))
            yield Step(technique, value, eliminations=elim,
                       pattern=Pattern(cells=cells, candidates=tuple((c, digit) for c in cells),
                                       houses=base_houses + cover_houses),
                       parts={"digit": digit, "base": base_houses, "cover": cover_houses, "size": n, "cells": cells,
                              "notation": f"{grid.symbols[digit - 1]} {','.join(house_name(size, h) for h in base_houses)} "
                                          f"{','.join(house_name(size, h) for h in cover_houses)}"})


def x_wing(grid):
    """X-Wing (SE 3.2): two base lines, two cover lines."""
    return _fish(grid, 2)


def swordfish(grid):
    """Swordfish (SE 3.8): three base lines, three cover lines."""
    return _fish(grid, 3)


def jellyfish(grid):
    """Jellyfish (SE 5.2): four base lines, four cover lines."""
    return _fish(grid, 4)
