"""Variants whose rules the classic engine can search: houses, "must differ" peers, digit domains.

Why: the classic engine (:mod:`sudoku_core.search`) is the fast one, and it learns from its
failures on large grids (:mod:`sudoku_core.search.learning`). Every variant without sums or
neighbour rules (diagonals, windoku, disjoint groups, listed houses, jigsaw regions, rectangular
or no boxes, anti-knight, anti-king, even and odd cells) says only "these cells hold every digit",
"these cells differ" and "this cell holds one of these digits", which is what its tables hold once
built by :meth:`~sudoku_core.search.propagation.Tables.from_rules`. Killer cages and the
non-consecutive rule stay with the variant engine (:mod:`.engine`), which knows sums.
"""

from __future__ import annotations

from functools import lru_cache

from ..search.propagation import Tables


def houses_only(variant) -> bool:
    """True when the classic engine can search the variant: no cages, no non-consecutive rule,
    no thermometers, no dots or strict rules, no little killers, no arrows, no sandwiches."""
    return not variant.cages and not variant.non_consecutive and not variant.thermos and not variant.dots \
        and not variant.strict and not variant.little_killers and not variant.arrows and not variant.sandwiches


def house_tables(variant) -> Tables:
    """The classic engine's tables for a variant's rules (its givens are not part of them), kept
    for the last few sets of rules."""
    return _house_tables(variant.with_givens(()))


def forget_house_tables() -> None:
    """Drop the kept tables (a benchmark times each puzzle from scratch)."""
    _house_tables.cache_clear()


@lru_cache(maxsize=8)
def _house_tables(variant) -> Tables:
    n = variant.size
    full = (1 << n) - 1
    odd = sum(1 << (d - 1) for d in range(1, n + 1, 2))
    start = [full] * (n * n)
    for cell, kind in variant.parity:
        start[cell] &= odd if kind == "odd" else full & ~odd
    peers = [variant.peers(cell) for cell in range(n * n)]
    return Tables.from_rules(n, variant.houses(), peers, start)
