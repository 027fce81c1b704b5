"""Aligned pair and triple exclusion, as Sudoku Explainer 1.2.1 finds them.

Take two (or three) *base* cells and the cells that see all of them (the *excluders*) holding two
candidates (for a triple, two or three). Try every way of giving the base cells one candidate
each: a way is impossible when two base cells that share a house get the same digit, or when it
would take every candidate of an excluder (the excluder would be left empty). A candidate of a
base cell that appears in no possible way is false.

SE's base cells are any empty cells with an excluder among the cells they see (they need not
share a house: "aligned" is only the name), and it looks only at sets with at least two common
excluders. It walks the pairs of base cells in the order of their bitmasks over the list of base
cells in row order (``{0, 1}``, ``{0, 2}``, ``{1, 2}``, ``{0, 3}``, ...); for a triple, the third
cell comes from the base cells seen by an excluder of the first or the second. The first set with
a removal is the step: aligned pair exclusion is 6.2, aligned triple exclusion 7.5.

The triple search is the costly one (tens of thousands of sets): a set is skipped at once
unless it has two common excluders (masks of cells), a set met before in another order is not
tried again (its outcome is the same), and the ways are tried only until every candidate has
one; the search pauses between first cells (:mod:`..slices`).
"""

from __future__ import annotations

from ..grid import digits_of
from ..slices import PAUSE, steps_only
from ..step import Pattern, Step
from .scan import house_cells

PAIR, TRIPLE = "aligned_pair_exclusion", "aligned_triple_exclusion"


def _bases(grid, degree):
    """SE's base cells in row order, each with the mask of its excluders (cells it sees holding
    2 to ``degree`` candidates) and their list; nothing when a cell it sees is a naked single."""
    cands, geo = grid.cands, grid.geo
    singles = fit = 0
    for cell, mask in enumerate(cands):
        n = mask.bit_count()
        if n == 1:
            singles |= 1 << cell
        elif 2 <= n <= degree:
            fit |= 1 << cell
    seen_by = _seen_by(geo)
    bases, masks, lists = [], {}, {}
    for cell, mask in enumerate(cands):
        if mask.bit_count() < 2:
            continue
        around = seen_by[cell]
        m = around & fit
        if not m or around & singles:
            continue
        bases.append(cell)
        lists[cell] = [other for other in house_cells(geo, cell) if m >> other & 1]
        masks[cell] = m
    return bases, masks, lists


_SEEN_BY = {}


def _seen_by(geo) -> tuple:
    """For each cell, the cells it sees as a bitset (per grid size)."""
    found = _SEEN_BY.get(geo.size)
    if found is None:
        found = _SEEN_BY[geo.size] = tuple(sum(1 << o for o in house_cells(geo, cell))
                                           for cell in range(geo.size * geo.size))
    return found


_BITS = {}


def _bits(mask: int) -> tuple:
    """The one-digit masks of a candidate mask, smallest digit first (kept once computed)."""
    found = _BITS.get(mask)
    if found is None:
        found = _BITS[mask] = tuple(1 << (d - 1) for d in digits_of(mask))
    return found


def _blocked(excluders_masks, full: int) -> set:
    """Every mask of at most three digits that holds all the candidates of some excluder: the
    digits a way may not use together."""
    out = set()
    for e in excluders_masks:
        out.add(e)
        if e.bit_count() == 2:
            rest = full & ~e
            while rest:
                low = rest & -rest
                out.add(e | low)
                rest ^= low
    return out


#: :func:`_exclusions`' answers by what they depend on (the grid's size, the base cells, their
#: candidates and their excluders'): a producer walks the same sets at every step of a path, and a
#: step changes few of them. Bounded (cleared when full).
_MEMO = {}
_MEMO_SIZE = 1 << 14


def _exclusions(grid, cells, excluders):
    """The candidates of ``cells`` that appear in no possible way (see the module docstring):
    ``(cell, digit)`` pairs, in the cells' order."""
    cands = grid.cands
    key = (grid.size, cells, tuple(cands[c] for c in cells), tuple(cands[e] for e in excluders))
    found = _MEMO.get(key)
    if found is None:
        if len(_MEMO) >= _MEMO_SIZE:
            _MEMO.clear()
        found = _MEMO[key] = tuple(_exclusions_of(grid, cells, excluders))
    return list(found)


def _exclusions_of(grid, cells, excluders):
    # a way is blocked when its digits hold every candidate of an excluder (``e & ~way`` empty)
    cands = grid.cands
    n = len(cells)
    full = [cands[c] for c in cells]
    options = [_bits(m) for m in full]
    blockers = tuple({cands[e] for e in excluders})
    if n == 2:
        seen = [0, 0]
        clash = grid.sees(cells[0], cells[1])
        for ba in options[0]:
            for bb in options[1]:
                if ba == bb and clash:
                    continue
                way = ba | bb
                for e in blockers:
                    if not e & ~way:
                        break
                else:
                    seen[0] |= ba
                    seen[1] |= bb
    else:
        # for each way of the first two cells, the third cell's digits that complete it: not one
        # that a cell it sees took, nor the one an excluder still misses
        same01 = grid.sees(cells[0], cells[1])
        same02 = grid.sees(cells[0], cells[2])
        same12 = grid.sees(cells[1], cells[2])
        full0, full1, full2 = full
        seen0 = seen1 = seen2 = 0
        for ba in options[0]:
            for bb in options[1]:
                if same01 and ba == bb:
                    continue
                ab = ba | bb
                allowed = full2
                if same02:
                    allowed &= ~ba
                if same12:
                    allowed &= ~bb
                for e in blockers:
                    rest = e & ~ab
                    if not rest & (rest - 1):  # none or one missing
                        allowed &= ~rest if rest else 0
                if not allowed:
                    continue
                seen0 |= ba
                seen1 |= bb
                seen2 |= allowed
                if seen0 == full0 and seen1 == full1 and seen2 == full2:
                    return []
        seen = [seen0, seen1, seen2]
    return [(cells[i], d) for i in range(n) for d in digits_of(full[i] & ~seen[i])]


def _step(grid, technique, value, cells, excluders, removable):
    return Step(technique, value, eliminations=tuple(sorted(removable)),
                pattern=Pattern(cells=tuple(cells) + tuple(excluders),
                                candidates=tuple((c, d) for c in cells for d in digits_of(grid.cands[c]))),
                parts={"cells": tuple(cells), "excluders": tuple(excluders)})


def _seers(bases, lists) -> dict:
    """For each excluder, the base cells that have it among theirs (a cell bitset)."""
    seers = {}
    for cell in bases:
        for e in lists[cell]:
            seers[e] = seers.get(e, 0) | 1 << cell
    return seers


def _two_of(mask: int, seers: dict) -> int:
    """The base cells that are seers of two excluders of ``mask`` or more."""
    one = two = 0
    while mask:
        low = mask & -mask
        mask ^= low
        s = seers[low.bit_length() - 1]
        two |= one & s
        one |= s
    return two


def _pairs(bases, masks, seers):
    """For each base cell b in order, the base cells a before it (in order) with two common
    excluders or more: SE's order of pairs (by the later cell, then the earlier one), with only
    the pairs that it would not skip."""
    for b in bases:
        below = _two_of(masks[b], seers) & ((1 << b) - 1)
        firsts = []
        while below:
            low = below & -below
            below ^= low
            firsts.append(low.bit_length() - 1)
        yield b, firsts


def aligned_pair_exclusion(grid):
    """Aligned pair exclusion (6.2): two base cells, two common excluders (cells holding two
    candidates) or more; see the module docstring."""
    bases, masks, lists = _bases(grid, 2)
    known, now, changed = _since_last(_LAST_PAIRS, grid)
    for b, firsts in _pairs(bases, masks, _seers(bases, lists)):
        for a in firsts:
            common = masks[a] & masks[b]
            cells = (a, b)
            seen = known.get(cells)
            if seen is not None and seen[0] == common and not changed & (common | 1 << a | 1 << b):
                removable = seen[1]
            else:
                removable = _exclusions(grid, cells, [c for c in lists[a] if common >> c & 1])
            now[cells] = (common, removable)
            if removable:
                excluders = [c for c in lists[a] if common >> c & 1]
                yield _step(grid, PAIR, 6.2, cells, excluders, removable)


def _since_last(last, grid):
    """``(known, now, changed)`` for a search that keeps its sets' answers between grids:
    ``known`` the answers recorded on the last grid ``last`` holds, ``changed`` the cells whose
    candidates differ since (a bitset); ``last`` then holds this grid and ``now``, the dict the
    search fills as it goes (so a search stopped early leaves a valid record). A set's answer
    is kept when its cells and common excluders are unchanged (their candidates are all it
    reads)."""
    cands = grid.cands
    size, before, known = last
    changed = 0
    if size == grid.size and len(before) == len(cands):
        for cell, m in enumerate(cands):
            if m != before[cell]:
                changed |= 1 << cell
    else:
        known = {}
    now = {}
    last[:] = [grid.size, list(cands), now]
    return known, now, changed


#: (grid size, candidates, {(a, b): (common excluders, answer)}) of the last pair search.
_LAST_PAIRS = [None, (), {}]


#: (grid size, candidates, {(a, b, c): (common excluders, answer)}) of the last triple search.
_LAST_TRIPLES = [None, (), {}]


def _aligned_triple_paced(grid):
    bases, masks, lists = _bases(grid, 3)
    if len(bases) < 3:
        return
    # a third cell can leave two common excluders only when it is a seer of two of the pair's
    seers = _seers(bases, lists)
    tried = set()
    # the sets tried on the last grid seen, with their answers (a path's steps change few cells)
    known, now, changed = _since_last(_LAST_TRIPLES, grid)
    for b, firsts in _pairs(bases, masks, seers):
        for a in firsts:
            mask_ab = masks[a] & masks[b]
            mask_a = masks[a]
            fit = _two_of(mask_ab, seers) & (mask_a | masks[b]) & ~(1 << a | 1 << b)
            if not fit:
                continue
            # the third cells in SE's order: a's excluders, then b's (each once), that fit
            twin = [c for c in lists[a] if fit >> c & 1] + [c for c in lists[b] if fit >> c & 1 and not mask_a >> c & 1]
            for c in twin:
                common = mask_ab & masks[c]
                key = 1 << a | 1 << b | 1 << c
                if key in tried:
                    continue
                tried.add(key)
                cells = (a, b, c)
                seen = known.get(cells)
                if seen is not None and seen[0] == common and not changed & (common | key):
                    removable = seen[1]
                else:
                    excluders = [e for e in lists[a] if common >> e & 1]
                    removable = _exclusions(grid, cells, excluders)
                now[cells] = (common, removable)
                if removable:
                    excluders = [e for e in lists[a] if common >> e & 1]
                    yield _step(grid, TRIPLE, 7.5, (a, b, c), excluders, removable)
        yield PAUSE


#: Aligned triple exclusion (7.5): three base cells, two common excluders (cells holding two or
#: three candidates) or more; paced (see the module docstring).
aligned_triple_exclusion = steps_only(_aligned_triple_paced)
