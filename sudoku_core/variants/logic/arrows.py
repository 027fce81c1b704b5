"""Arrows: the digits along an arrow's shaft add up to the digit in its circle, or to the number
its pill reads, and may repeat, so each empty cell keeps only the digits some digits of the others
complete (:func:`..arrows.prune_weighted`, over the pencil marks; on a long arrow, within the
others' least and most).

One step per arrow that loses something (2.0, as a little killer: a sum read off the pencil marks,
with repeats to allow for), its sentence saying whether the bulb is a circle or a pill. What the
cells' houses add (two cells of one box along the shaft differ) is left to the other techniques
and the forcing chains.
"""

from __future__ import annotations

from ...logic.step import Pattern, Step
from ..arrows import equation, prune_bounded, prune_weighted
from .board import bit, digits_of

#: The rating value of an arrow step.
VALUE = 2.0
#: Arrows of up to this many cells are read exactly (above: by bounds, which a person can follow).
EXACT_CELLS = 10


def arrow(grid):
    values, cands = grid.values, grid.cands
    for bulb, shaft in grid.layout.arrows:
        cells, coefficients = equation((bulb, shaft))
        masks = tuple(bit(values[c]) if values[c] else cands[c] for c in cells)
        prune = prune_weighted if len(cells) <= EXACT_CELLS else prune_bounded
        kept = prune(masks, coefficients, 0)
        if kept is None:
            continue   # a broken grid: the techniques that name what broke say it
        gone = tuple((c, d) for c, m in zip(cells, kept) if not values[c] for d in digits_of(cands[c] & ~m))
        if gone:
            yield Step("arrow", VALUE, eliminations=gone, pattern=Pattern(cells=tuple(bulb + shaft)),
                       parts={"rule": "circle" if len(bulb) == 1 else "pill", "line": tuple(shaft),
                              "cells": tuple(bulb), "cell": bulb[0]})
