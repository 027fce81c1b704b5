"""The variant solver's state and the rules it applies until nothing changes.

The state is one candidate bitmask per cell (bit d-1 for digit d), as in the classic engine, plus
an integer whose bit c says cell c's digit has been taken out of its peers. :func:`tables` turns a
variant's rules into flat lists once per set of rules: each cell's peers (houses, cages,
anti-knight, anti-king), its side-by-side neighbours under the non-consecutive rule, the houses
that hold every digit (for hidden singles) and the sums: killer cages, and the "innies" each cage
layout implies (a house holds 1+2+...+size, so its cells outside the cages it holds add up to what
is left). :func:`propagate` applies naked singles, non-consecutive neighbours, hidden singles and
sum pruning to a fixed point.

A sum over cells that all see each other keeps the digit sets that make it
(:mod:`.cage_sums`) and can still fit; a sum over cells that may repeat a digit keeps each cell
within the bounds the others leave. Both results are cached by the cells' masks, as a search meets
the same few patterns again and again.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter

from . import shapes
from .cage_sums import combos

#: Cached pruning results kept per sum before the cache is emptied (memory stays bounded).
CACHE_LIMIT = 20000

_MISSING = object()


@dataclass
class Sum:
    """Cells adding up to ``total``; ``sets``: the digit sets that make it when the cells all
    differ, else None (then only bounds prune)."""

    cells: tuple
    total: int
    sets: tuple | None

    def __post_init__(self):
        self.get = itemgetter(*self.cells)
        self.cache = {}


@dataclass
class Tables:
    """A variant's rules as flat lists for :func:`propagate` (see the module docstring)."""

    size: int
    full: int
    start: list
    peers: tuple
    neighbours: tuple | None
    houses: tuple
    sums: list


def tables(variant) -> Tables:
    """The :class:`Tables` of a variant (its givens are not part of them)."""
    n = variant.size
    ncells = n * n
    full = (1 << n) - 1
    start = [full] * ncells
    odd = sum(1 << (d - 1) for d in range(1, n + 1, 2))
    for cell, kind in variant.parity:
        start[cell] &= odd if kind == "odd" else full & ~odd
    peers = tuple(tuple(sorted(variant.peers(c))) for c in range(ncells))
    neighbours = shapes.reach(n, shapes.ORTHOGONAL_STEPS) if variant.non_consecutive else None
    houses = tuple(h for h in variant.houses() if len(h) == n)
    sums = []
    seen = set()
    for cage in variant.cages:
        if cage.total is None:
            continue
        if len(cage.cells) == 1:
            start[cage.cells[0]] &= 1 << (cage.total - 1)
            continue
        seen.add(cage.cells)
        sums.append(Sum(cage.cells, cage.total, combos(n, len(cage.cells), cage.total)))
    for cells, total in innies(variant, houses):
        if len(cells) == 1:
            start[cells[0]] &= (1 << (total - 1)) if 1 <= total <= n else 0
        elif cells not in seen:
            seen.add(cells)
            all_see = all(b in peers[a] for a in cells for b in cells if a < b)
            sums.append(Sum(cells, total, combos(n, len(cells), total) if all_see else None))
    return Tables(n, full, start, peers, neighbours, houses, sums)


def innies(variant, houses) -> list:
    """(cells, total) for each house's cells outside the summed cages it wholly holds (innies),
    and for the cells outside a house of the cages that overlap it (outies)."""
    n = variant.size
    house_total = n * (n + 1) // 2
    owner = {}
    for cage in variant.cages:
        for cell in cage.cells:
            owner[cell] = cage
    found = []
    for house in houses:
        inside = set(house)
        cages = {owner[c] for c in house if c in owner}
        if any(cage.total is None for cage in cages):
            continue
        held = [cage for cage in cages if inside.issuperset(cage.cells)]
        rest = tuple(sorted(inside.difference(*(cage.cells for cage in held))))
        if 0 < len(rest) < n and len(held) > 0:
            found.append((rest, house_total - sum(cage.total for cage in held)))
        if len(cages) > len(held) and not any(c not in owner for c in house):
            spill = set().union(*(cage.cells for cage in cages)) - inside
            if 0 < len(spill) <= n:
                found.append((tuple(sorted(spill)), sum(cage.total for cage in cages) - house_total))
    return found


def prune_sets(masks: tuple, sets: tuple):
    """New masks for cells that all differ and add up to one of ``sets`` (None: impossible)."""
    union = 0
    for m in masks:
        union |= m
    fits = 0
    needed = -1
    for digits in sets:
        if digits & union != digits:
            continue
        for m in masks:
            if not m & digits:
                break
        else:
            fits |= digits
            needed &= digits
    if not fits:
        return None
    new = [m & fits for m in masks]
    while needed:
        bit = needed & -needed
        needed ^= bit
        holders = [i for i, m in enumerate(new) if m & bit]
        if not holders:
            return None  # two needed digits left for one cell
        if len(holders) == 1:
            new[holders[0]] = bit
    return tuple(new)


def prune_bounds(masks: tuple, total: int):
    """New masks for cells (repeats allowed) adding up to ``total``: each within the room the
    others' smallest and largest digits leave (None: impossible)."""
    lows = [(m & -m).bit_length() for m in masks]
    highs = [m.bit_length() for m in masks]
    low, high = sum(lows), sum(highs)
    if not low <= total <= high:
        return None
    new = []
    for m, a, b in zip(masks, lows, highs):
        least, most = total - (high - b), total - (low - a)
        if least > 1:
            m &= ~((1 << (least - 1)) - 1)
        if most < b:
            m &= (1 << max(most, 0)) - 1
        if not m:
            return None
        new.append(m)
    return tuple(new)


def propagate(cand: list, placed: int, todo: list, t: Tables) -> int:
    """Apply the rules to ``cand`` in place until nothing changes; ``todo``: cells with one
    candidate not yet taken out of their peers. Returns the new ``placed`` bits, or -1 when a
    cell or a house is left without a digit (a contradiction)."""
    peers, neighbours, houses, sums, full = t.peers, t.neighbours, t.houses, t.sums, t.full
    while True:
        while todo:
            c = todo.pop()
            bit = 1 << c
            if placed & bit:
                continue
            placed |= bit
            m = cand[c]
            for p in peers[c]:
                pm = cand[p]
                if pm & m:
                    pm ^= m
                    if not pm:
                        return -1
                    cand[p] = pm
                    if not pm & (pm - 1):
                        todo.append(p)
            if neighbours is not None:
                near = (m << 1 | m >> 1) & full
                for p in neighbours[c]:
                    pm = cand[p]
                    if pm & near:
                        pm &= ~near
                        if not pm:
                            return -1
                        cand[p] = pm
                        if not pm & (pm - 1):
                            todo.append(p)
        for house in houses:
            once = twice = 0
            for c in house:
                m = cand[c]
                twice |= once & m
                once |= m
            if once != full:
                return -1
            only = once & ~twice
            if only:
                for c in house:
                    x = cand[c] & only
                    if x:
                        if x & (x - 1):
                            return -1
                        if cand[c] != x:
                            cand[c] = x
                            todo.append(c)
        if todo:
            continue
        changed = False
        for s in sums:
            key = s.get(cand)
            new = s.cache.get(key, _MISSING)
            if new is _MISSING:
                if len(s.cache) > CACHE_LIMIT:
                    s.cache.clear()
                new = s.cache[key] = prune_sets(key, s.sets) if s.sets is not None else prune_bounds(key, s.total)
            if new is None:
                return -1
            if new != key:
                changed = True
                for c, old, m in zip(s.cells, key, new):
                    if old != m:
                        cand[c] = m
                        if not m & (m - 1):
                            todo.append(c)
        if not changed:
            return placed
