"""Naked and hidden sets over a variant's groups.

A naked set: k cells of one group (a house, or a cage: its digits differ too) hold only k digits
between them, so those digits leave every cell that sees all k (3.0 / 3.6 / 5.0 for 2 / 3 / 4).
A hidden set: in a house of ``size`` cells, k digits fit only in k cells, so those cells lose
their other digits (3.4 / 4.0 / 5.4).
"""

from __future__ import annotations

from itertools import combinations

from ...logic.step import Pattern, Step
from .board import bit, count, digits_of

NAKED = {2: ("naked_pair", 3.0), 3: ("naked_triple", 3.6), 4: ("naked_quad", 5.0)}
HIDDEN = {2: ("hidden_pair", 3.4), 3: ("hidden_triple", 4.0), 4: ("hidden_quad", 5.4)}


def _groups(lay):
    """(house id or -1, cage id or -1, cells) of every all-different group."""
    for h, (_, _, cells) in enumerate(lay.houses):
        yield h, -1, cells
    for k, (cells, _) in enumerate(lay.cages):
        yield -1, k, cells


def naked_set(k: int):
    technique, value = NAKED[k]

    def find(grid):
        lay = grid.layout
        cands = grid.cands
        seen = set()
        for h, cage, cells in _groups(lay):
            empty = [c for c in cells if cands[c] and count(cands[c]) <= k]
            for chosen in combinations(empty, k):
                union = 0
                for c in chosen:
                    union |= cands[c]
                if count(union) != k or chosen in seen:
                    continue
                gone = tuple((c, d) for c in lay.common_peers(chosen) for d in digits_of(cands[c] & union))
                if gone:
                    seen.add(chosen)
                    yield Step(technique, value, eliminations=gone,
                               pattern=Pattern(cells=chosen, candidates=tuple((c, d) for c in chosen
                                                                              for d in digits_of(cands[c])),
                                               houses=(h,) if h >= 0 else ()),
                               parts={"house": h, "cage": cage, "cells": chosen, "digits": tuple(digits_of(union))})
    find.__name__ = technique
    return find


def hidden_set(k: int):
    technique, value = HIDDEN[k]

    def find(grid):
        lay = grid.layout
        cands = grid.cands
        for h in lay.full_houses:
            places = grid.places_by_digit(h)
            if len(places) <= k:
                continue
            usable = sorted(d for d in places if 2 <= len(places[d]) <= k)
            for chosen in combinations(usable, k):
                where = set()
                for d in chosen:
                    where.update(places[d])
                if len(where) != k:
                    continue
                keep = sum(bit(d) for d in chosen)
                gone = tuple((c, d) for c in sorted(where) for d in digits_of(cands[c] & ~keep))
                if gone:
                    yield Step(technique, value, eliminations=gone,
                               pattern=Pattern(cells=tuple(sorted(where)),
                                               candidates=tuple((c, d) for c in sorted(where) for d in chosen
                                                                if cands[c] & bit(d)), houses=(h,)),
                               parts={"house": h, "cells": tuple(sorted(where)), "digits": chosen})
    find.__name__ = technique
    return find
