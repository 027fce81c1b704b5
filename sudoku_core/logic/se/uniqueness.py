"""Unique rectangles and unique loops, as Sudoku Explainer 1.2.1 finds and values them.

The puzzle has one solution, so it cannot end in a *deadly pattern*: a closed loop of empty
cells, each sharing a house with the next, where every house the loop passes through holds
exactly two of its cells, and every cell could only be x or y. Such a loop could take x, y, x,
y, ... or y, x, y, x, ... round it: two solutions. A rectangle (4 cells, 2 rows, 2 columns, 2
boxes) is the shortest loop; loops of 6, 8, ... cells work the same way. So when every cell of
such a loop holds x and y, the cells with more candidates (the *extra* cells) must not all lose
them:

* type 1: one extra cell: it is neither x nor y;
* type 2: the extra cells have one extra digit z between them: one of them is z, so z leaves
  every cell that sees all of them;
* type 3 (two extra cells sharing a house): their extra digits act as one cell holding one of
  them. With other cells of the house they form a naked set, whose digits leave the rest of the
  house; or x and y with other digits form a hidden set in the house (one extra cell counted),
  and the other digits of its other cells go;
* type 4 (two extra cells sharing a house where x has no other place): one of them is x, so
  neither can be y.

Value: 4.5, plus 0.1 for a loop of 6 cells, 0.2 for 8, 0.5 for 10 or more; type 3 adds 0.1 per
digit of the naked set beyond one (a pair 0.1, a triple 0.2), or 0.1 per cell of the hidden set
beyond the extra cell and one more. As in SE, a naked set of n digits is looked for only in a
house with at least 2n empty cells, a hidden one with more than 2n, and an extra digit held by
one extra cell only must also be in the naked set's other cells.

SE searches the loops from each two-candidate cell (in row order) through cells holding both
digits, with at most two extra cells unless the extra digits are one and the same; it gathers
every hint, drops repeats (same type and cells), and sorts them by value, then type, keeping
the order found among equals: the first one is the step. SE's search has one quirk kept here:
the extra digits it tracks while extending a loop include those of the cells it tried before at
the same point, so a few loops with three or more extra cells are not followed.

The values are computed as SE computes them (sums of decimals), so the sort matches SE's to the
last bit; the step's value is rounded to one decimal.
"""

from __future__ import annotations

from ..grid import digits_of
from ..slices import PAUSE, steps_only
from ..step import Pattern, Step
from .scan import KINDS, house_cells, subsets

TECHNIQUE = "unique_loop"


def _loop_value(size: int) -> float:
    value = 4.5
    if size >= 10:
        value += 0.3
    if size >= 8:
        value += 0.2
    elif size >= 6:
        value += 0.1
    return value


#: :func:`_find_loops`' answers by what they depend on: the grid's size, the start, the pair and
#: the cells holding both digits with their candidates (a path's steps leave most of them as they
#: were). Bounded (cleared when full).
_LOOPS = {}
_LOOPS_SIZE = 4096


def _loops_from(grid, start: int, pair: int, holders: tuple) -> list:
    """:func:`_find_loops`, kept by ``holders`` (the (cell, candidates) of every cell holding both
    digits of ``pair``)."""
    key = (grid.size, start, pair, holders)
    found = _LOOPS.get(key)
    if found is None:
        if len(_LOOPS) >= _LOOPS_SIZE:
            _LOOPS.clear()
        found = _LOOPS[key] = tuple(_find_loops(grid, start, pair))
    return found


def _find_loops(grid, start: int, pair: int) -> list:
    """Every closed walk from ``start`` through cells holding both digits of ``pair``, each
    step within a house of another kind than the step before, in SE's order (repeats and
    invalid loops included: :func:`_valid` sorts them out)."""
    cands, units, cell_units = grid.cands, grid.units, grid.geo.cell_units
    found, loop, inside = [], [start], {start}

    def walk(cell, allowed, extra, last_kind):
        for kind in KINDS:
            if kind == last_kind:
                continue
            for nxt in units[cell_units[cell][kind]]:
                if nxt == start and len(loop) >= 4:
                    found.append(tuple(loop))
                elif nxt not in inside:
                    mask = cands[nxt]
                    if mask & pair == pair:
                        extra |= mask & ~pair  # SE keeps the extras of the cells tried before too
                        count = mask.bit_count()
                        if count == 2 or extra.bit_count() == 1 or allowed > 0:
                            loop.append(nxt)
                            inside.add(nxt)
                            walk(nxt, allowed - 1 if count > 2 else allowed, extra, kind)
                            loop.pop()
                            inside.discard(nxt)

    walk(start, 2, 0, None)
    return found


def _valid(grid, loop) -> bool:
    """Whether every house the loop visits is visited exactly twice, once by a cell at an even
    place and once by a cell at an odd place of the loop."""
    cell_units = grid.geo.cell_units
    seen = (set(), set())
    for i, cell in enumerate(loop):
        side = seen[i & 1]
        for house in cell_units[cell]:
            if house in side:
                return False
            side.add(house)
    return seen[0] == seen[1]


class _Hint:
    """A hint found: what SE compares (type, cells, type 3's set) and what the step needs."""

    __slots__ = ("kind", "loop", "digits", "value", "removable", "key", "parts", "houses")

    def __init__(self, kind, loop, digits, value, removable, key=(), parts=None, houses=()):
        self.kind, self.loop, self.digits, self.value = kind, loop, digits, value
        self.removable, self.parts, self.houses = removable, parts or {}, houses
        self.key = (kind, len(loop), frozenset(loop)) + tuple(key)

    def step(self, grid) -> Step:
        """The step; a type 3's set (its naked cells with all their candidates, or its hidden
        cells with the set's digits) is drawn with the loop, as the sentence names it."""
        x, y = self.digits
        loop = self.loop
        parts = {"type": self.kind, "cells": loop, "digits": (x, y), "size": len(loop)}
        parts.update(self.parts)
        more = [(c, d) for c in self.parts.get("naked_cells", ()) for d in grid.digits(c)]
        more += [(c, d) for c in self.parts.get("hidden_cells", ()) for d in self.parts["hidden_digits"]
                 if grid.has(c, d)]
        return Step(TECHNIQUE, round(self.value, 1), eliminations=tuple(sorted(self.removable)),
                    pattern=Pattern(cells=loop + tuple(c for c in dict.fromkeys(c for c, _ in more) if c not in loop),
                                    candidates=tuple((c, d) for c in loop for d in (x, y)) + tuple(more),
                                    houses=self.houses),
                    parts=parts)


def _type2(grid, loop, x, y, extra_cells, value):
    z = digits_of(grid.cands[extra_cells[0]] & ~(1 << (x - 1) | 1 << (y - 1)))[0]
    common = None
    for cell in extra_cells:
        around = house_cells(grid.geo, cell)
        common = list(around) if common is None else [c for c in common if c in set(around)]
    b = 1 << (z - 1)
    removable = [(c, z) for c in common if c not in extra_cells and grid.cands[c] & b]
    return _Hint(2, loop, (x, y), value, removable,
                 parts={"extra_cells": tuple(extra_cells), "digit": z})


_TYPE3 = {}


def _type3(grid, loop, x, y, c1, c2, value):
    """:func:`_type3_of`, kept by what it reads (the houses the two extra cells share: their
    cells' candidates and values); bounded."""
    units, cell_units = grid.units, grid.geo.cell_units
    cands, values = grid.cands, grid.values
    seen = []
    for kind in KINDS:
        house = cell_units[c1][kind]
        if house == cell_units[c2][kind]:
            seen.append(house)
            seen.extend(cands[c] for c in units[house])
            seen.extend(values[c] for c in units[house])
    key = (grid.size, loop, x, y, c1, c2, value, tuple(seen))
    found = _TYPE3.get(key)
    if found is None:
        if len(_TYPE3) >= _LOOPS_SIZE:
            _TYPE3.clear()
        found = _TYPE3[key] = tuple(_type3_of(grid, loop, x, y, c1, c2, value))
    return found


def _type3_of(grid, loop, x, y, c1, c2, value):
    """Type 3 hints of a loop whose two extra cells ``c1``, ``c2`` (in loop order) hold two or
    more extra digits: naked sets, then hidden sets, house by house, degree by degree."""
    cands, values, units, cell_units = grid.cands, grid.values, grid.units, grid.geo.cell_units
    pair = 1 << (x - 1) | 1 << (y - 1)
    extra = (cands[c1] | cands[c2]) & ~pair
    out = []
    size = grid.size
    for degree in range(extra.bit_count(), size - 1):  # up to 7 on a 9x9 grid, as SE
        for kind in KINDS:
            house = cell_units[c1][kind]
            if house != cell_units[c2][kind]:
                continue
            cells = units[house]
            empty = sum(1 for c in cells if not values[c])
            i1, i2 = cells.index(c1), cells.index(c2)
            if degree * 2 <= empty:  # naked sets: c1 (for both, with the extra digits) and others
                for idx in subsets(size, degree):
                    if i1 not in idx or i2 in idx:
                        continue
                    union = extra & cands[c1] & cands[c2]
                    tuple_ok, common = True, extra
                    others = []
                    for i in idx:
                        if i == i1:
                            continue
                        mask = cands[cells[i]]
                        union |= mask
                        others.append(cells[i])
                        if mask.bit_count() <= 1:
                            tuple_ok = False
                        common |= mask
                    if union.bit_count() != degree or not tuple_ok or common.bit_count() != degree:
                        continue
                    removable = [(c, d) for c in cells if c not in others and c != c1 and c != c2
                                 for d in digits_of(cands[c] & common)]
                    if removable:
                        naked = digits_of(common)
                        out.append(_Hint(3, loop, (x, y), value + (len(naked) - 1) * 0.1, removable,
                                         key=("naked", house, tuple(naked), tuple(others)),
                                         parts={"extra_cells": (c1, c2), "house": house,
                                                "naked_cells": tuple(others), "naked_digits": tuple(naked)},
                                         houses=(house,)))
            if degree * 2 < empty:  # hidden sets: x, y and degree - 2 digits that no extra cell holds
                rest = [d for d in range(1, size + 1) if d != x and d != y and not extra >> (d - 1) & 1]
                if degree - 2 > len(rest):
                    continue
                for pick in subsets(len(rest), degree - 2):
                    digits = [rest[i] for i in pick] + [x, y]
                    union, ok = 0, True
                    for d in digits:
                        b = 1 << (d - 1)
                        where = 0
                        for i, c in enumerate(cells):
                            if cands[c] & b and i != i2:
                                where |= 1 << i
                        if not where:
                            ok = False
                        union |= where
                    if not ok or union.bit_count() != degree:
                        continue
                    hidden = 0
                    for d in digits:
                        hidden |= 1 << (d - 1)
                    places = [i for i in range(size) if union >> i & 1 and i != i1 and i != i2]
                    removable = [(cells[i], d) for i in places for d in digits_of(cands[cells[i]] & ~hidden)]
                    if removable:
                        out.append(_Hint(3, loop, (x, y), value + (len(places) - 1) * 0.1, removable,
                                         key=("hidden", house, hidden, tuple(places)),
                                         parts={"extra_cells": (c1, c2), "house": house,
                                                "hidden_cells": tuple(cells[i] for i in places),
                                                "hidden_digits": tuple(digits_of(hidden))},
                                         houses=(house,)))
    return out


def _type4(grid, loop, x, y, c1, c2, value):
    cands, units, cell_units = grid.cands, grid.units, grid.geo.cell_units
    locked_x = locked_y = None
    for kind in KINDS:
        house = cell_units[c1][kind]
        if house != cell_units[c2][kind]:
            continue
        others = [cands[c] for c in units[house] if c != c1 and c != c2]
        if not any(m >> (x - 1) & 1 for m in others):
            locked_x = house
        if not any(m >> (y - 1) & 1 for m in others):
            locked_y = house
    if locked_x is not None:
        house, lock, gone = locked_x, x, y
    elif locked_y is not None:
        house, lock, gone = locked_y, y, x
    else:
        return None
    return _Hint(4, loop, (x, y), value, [(c1, gone), (c2, gone)],
                 parts={"extra_cells": (c1, c2), "house": house, "digit": lock, "other_digit": gone},
                 houses=(house,))


def _hints_paced(grid):
    """Every hint, sorted as SE sorts them (the generator's value), pausing after the loops of
    each starting cell."""
    cands = grid.cands
    found, keys = [], set()

    def add(hint):
        if hint is not None and hint.removable and hint.key not in keys:
            keys.add(hint.key)
            found.append(hint)

    holders = {}
    for start, mask in enumerate(cands):
        if mask.bit_count() != 2:
            continue
        x, y = digits_of(mask)
        held = holders.get(mask)
        if held is None:
            held = holders[mask] = tuple((c, m) for c, m in enumerate(cands) if m & mask == mask)
        for loop in _loops_from(grid, start, mask, held):
            if not _valid(grid, loop):
                continue
            value = _loop_value(len(loop))
            extra_cells = [c for c in loop if cands[c].bit_count() > 2]
            if len(extra_cells) == 1:
                cell = extra_cells[0]
                add(_Hint(1, loop, (x, y), value, [(cell, x), (cell, y)], parts={"cell": cell}))
            elif len(extra_cells) > 2:
                add(_type2(grid, loop, x, y, extra_cells, value))
            elif len(extra_cells) == 2:
                c1, c2 = extra_cells
                extra = (cands[c1] | cands[c2]) & ~mask
                if extra.bit_count() == 1:
                    add(_type2(grid, loop, x, y, extra_cells, value))
                elif extra.bit_count() >= 2:
                    for hint in _type3(grid, loop, x, y, c1, c2, value):
                        add(hint)
                add(_type4(grid, loop, x, y, c1, c2, value))
        yield PAUSE
    found.sort(key=lambda h: (h.value, h.kind))
    return found


def _unique_loops_paced(grid):
    hints = yield from _hints_paced(grid)
    for hint in hints:
        yield hint.step(grid)


#: Unique rectangles and loops, types 1 to 4, cheapest first (see the module docstring); paced:
#: the search pauses after the loops from each two-candidate cell.
unique_loops = steps_only(_unique_loops_paced)
