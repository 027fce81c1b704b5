"""Dots between cells side by side (kropki and XV, :mod:`sudoku_core.variants.dots`): each cell
of a related pair keeps only the digits some candidate of its partner allows.

One step per rule and direction that removes something (1.7, as reading a cage's combinations
or a thermometer: the rule itself, read off the pencil marks): a white dot beside a cell of 5
leaves 4 and 6; a black dot beside {3, 4} leaves 2, 6 and 8; an X beside {1, 2} leaves 8 and 9.
The strict rules count too, mostly once a digit is placed (no dot beside a 4 under the strict
kropki rule takes 2, 3, 5 and 8). A pair under two rules (a white dot and the strict XV rule)
gives a step for each, so every sentence names the one rule it used.
"""

from __future__ import annotations

from ...logic.step import Pattern, Step
from ..dots import kind_table, pair_kinds, support
from .board import bit, digits_of

#: The rating value of a dot step.
VALUE = 1.7


def dot(grid):
    values, cands, n = grid.values, grid.cands, grid.size
    for (a, b), kinds in grid.layout.dot_pairs:
        for kind in kinds:
            table = kind_table(n, kind)
            for source, target in ((a, b), (b, a)):
                if values[target]:
                    continue
                mask = bit(values[source]) if values[source] else cands[source]
                gone = tuple((target, d) for d in digits_of(cands[target] & ~support(table, mask)))
                if gone:
                    yield Step("dot", VALUE, eliminations=gone,
                               pattern=Pattern(cells=(a, b), candidates=tuple((source, d) for d in digits_of(mask))),
                               parts={"rule": kind, "cell": source, "digits": tuple(digits_of(mask)),
                                      "cells": (target,), "placed": bool(values[source])})
