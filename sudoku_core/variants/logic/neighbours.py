"""The non-consecutive rule beyond a placed digit: orthogonal neighbours differ by more than one.

A placed digit already takes its two neighbours out of the cells beside it (the grid does that).
Before a cell is placed: if every candidate of a cell is next to ``d`` or is ``d`` itself (two
cells side by side share a row or column), the cell beside it cannot hold ``d`` (2.5; a cell of 4
or 5 takes 4 and 5 from its neighbours).
"""

from __future__ import annotations

from ...logic.step import Pattern, Step
from .board import bit, digits_of


def non_consecutive(grid):
    lay = grid.layout
    cands = grid.cands
    full = lay.full
    for cell, near in enumerate(lay.neighbours):
        mask = cands[cell]
        if not near or not mask:
            continue
        # the digits every candidate of ``cell`` rules out beside it: itself and its two neighbours
        ruled = full
        for d in digits_of(mask):
            ruled &= (bit(d) | bit(d) << 1 | bit(d) >> 1) & full
        if not ruled:
            continue
        gone = tuple((c, d) for c in near for d in digits_of(cands[c] & ruled))
        if gone:
            yield Step("non_consecutive", 2.5, eliminations=gone,
                       pattern=Pattern(cells=(cell,), candidates=tuple((cell, d) for d in digits_of(mask))),
                       parts={"cell": cell, "digits": tuple(digits_of(mask)), "cells": tuple(near)})
