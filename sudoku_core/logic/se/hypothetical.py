"""The simple producers SE runs on a *hypothetical* grid, inside a dynamic (+) propagation.

When a dynamic propagation of SE's producer 18 and up (:mod:`.nested`) runs dry, the grid it has
made (the real grid with every "off" fact met so far removed) is scanned with four simple
producers, in this order, and the first one that finds anything supplies the new "off" facts the
propagation goes on with: locked candidates (pointing, then claiming), hidden pairs, naked pairs,
X-Wings. Each finds its patterns in SE's scan order (below) and every candidate a pattern removes
becomes an "off" fact; a fact met twice keeps the first pattern's parents.

A new fact's *parents* are the "off" facts the pattern needed, those that the real grid had and
the hypothetical one lacks (so its complexity counts them):

* locked candidates: the base house's places of the digit that are gone, outside the cover;
* hidden pair: the house's other cells' candidates of the two digits (all gone);
* naked pair: the two cells' candidates other than the pair (all gone);
* X-Wing: the two base lines' places of the digit that are gone, outside the cover lines.

A pattern that needed none of them (it was there in the real grid already) adds nothing.

Scan orders (SE 1.2.1's): locked candidates box -> column, box -> row, column -> box,
row -> box, base house then cover house in index order, digits ascending; hidden pairs boxes,
columns, rows (a house with more than four empty cells), digit pairs in colex order ((1, 2),
(1, 3), (2, 3), (1, 4), ...); naked pairs boxes, columns, rows (four empty cells or more),
position pairs in colex order, cells of two candidates or more; X-Wings columns as base lines,
then rows, line pairs in colex order, digits ascending (a digit placed at most ``size - 4``
times). The candidates a pattern removes are taken house by house, cell by cell, digit by
digit (SE's own order there is a hash map's).

SE's code is LGPL and is not copied here; this follows its rules.
"""

from __future__ import annotations

from ..grid import positions_of

__all__ = ["HypotheticalScans"]


def _colex_pairs(n):
    """The pairs ``(i, j)``, ``i < j < n``, in colex order (SE's enumeration)."""
    return tuple((i, j) for j in range(n) for i in range(j))


class _Geometry:
    """Per grid size: the crossing houses in SE's locking order and the house orders."""

    def __init__(self, t):
        n = t.size
        units = t.units
        self.size = n
        rows = list(range(0, n))
        cols = list(range(n, 2 * n))
        boxes = list(range(2 * n, 3 * n))
        self.set_order = tuple(boxes + cols + rows)
        self.fish_passes = ((tuple(cols), tuple(rows)), (tuple(rows), tuple(cols)))
        self.pairs = _colex_pairs(n)
        cells_of = [set(u) for u in units]
        locks = []
        for first, second in ((boxes, cols), (boxes, rows), (cols, boxes), (rows, boxes)):
            for r1 in first:
                for r2 in second:
                    common = cells_of[r1] & cells_of[r2]
                    if not common:
                        continue
                    inside = sum(1 << i for i, c in enumerate(units[r1]) if c in common)
                    r1_out = ((1 << n) - 1) & ~inside
                    r2_out = sum(1 << i for i, c in enumerate(units[r2]) if c not in common)
                    locks.append((r1, r2, inside, r1_out, r2_out))
        self.locks = tuple(locks)


_GEOMETRY = {}


class HypotheticalScans:
    """The four scans for one real grid (its empty cells per house and placed digits are the
    real grid's: SE counts a hypothetical single as an empty cell). Call it with the
    hypothetical grid's candidates and places (:meth:`.chaining.Tables.places` layout) and the
    real grid's: it returns the new "off" facts, ``[(pot, parent pots, 0), ...]`` (``pot = cell *
    size + digit - 1``; the 0: no nested chain), of the first scan that finds any."""

    def __init__(self, grid, t):
        g = _GEOMETRY.get(t.size)
        if g is None:
            g = _GEOMETRY[t.size] = _Geometry(t)
        self.g = g
        self.t = t
        n = t.size
        values = grid.values
        self.empty = [sum(1 for c in u if not values[c]) for u in t.units]
        placed = [0] * n
        for v in values:
            if v:
                placed[v - 1] += 1
        self.placed = placed

    def __call__(self, cands0, cands, places0, places):
        for scan in (self.locking, self.hidden_pairs, self.naked_pairs, self.x_wings):
            found = scan(cands0, cands, places0, places)
            if found:
                return found
        return ()

    def locking(self, cands0, cands, places0, places):
        n = self.g.size
        units = self.t.units
        out = []
        for r1, r2, inside, r1_out, r2_out in self.g.locks:
            base1 = r1 * n
            base2 = r2 * n
            for di in range(n):
                pos = places[base1 + di]
                if not pos & (pos - 1) or pos & ~inside:
                    continue
                removed = places[base2 + di] & r2_out
                if not removed:
                    continue
                gone = places0[base1 + di] & ~pos & r1_out
                if not gone:
                    continue
                cells1 = units[r1]
                parents = tuple(cells1[i] * n + di for i in positions_of(gone))
                cells2 = units[r2]
                for i in positions_of(removed):
                    out.append((cells2[i] * n + di, parents, 0))
        return out

    def hidden_pairs(self, cands0, cands, places0, places):
        n = self.g.size
        units = self.t.units
        empty = self.empty
        out = []
        for r in self.g.set_order:
            if empty[r] <= 4:
                continue
            base = r * n
            cells = units[r]
            for a, b in self.g.pairs:
                pa = places[base + a]
                pb = places[base + b]
                if not pa & (pa - 1) or not pb & (pb - 1):
                    continue
                both = pa | pb
                if both.bit_count() != 2:
                    continue
                keep = (1 << a) | (1 << b)
                removed = []
                for i in positions_of(both):
                    c = cells[i]
                    removed.extend(c * n + d for d in positions_of(cands[c] & ~keep))
                if not removed:
                    continue
                parents = []
                for i in positions_of(((1 << n) - 1) & ~both):
                    c = cells[i]
                    parents.extend(c * n + d for d in positions_of(cands0[c] & keep))
                if not parents:
                    continue
                parents = tuple(parents)
                out.extend((q, parents, 0) for q in removed)
        return out

    def naked_pairs(self, cands0, cands, places0, places):
        n = self.g.size
        units = self.t.units
        empty = self.empty
        out = []
        for r in self.g.set_order:
            if empty[r] < 4:
                continue
            cells = units[r]
            for i, j in self.g.pairs:
                mi = cands[cells[i]]
                mj = cands[cells[j]]
                if not mi & (mi - 1) or not mj & (mj - 1):
                    continue
                both = mi | mj
                if both.bit_count() != 2:
                    continue
                removed = []
                for k, c in enumerate(cells):
                    if k != i and k != j and cands[c] & both:
                        removed.extend(c * n + d for d in positions_of(cands[c] & both))
                if not removed:
                    continue
                parents = tuple(c * n + d for c in (cells[i], cells[j]) for d in positions_of(cands0[c] & ~both))
                if not parents:
                    continue
                out.extend((q, parents, 0) for q in removed)
        return out

    def x_wings(self, cands0, cands, places0, places):
        n = self.g.size
        units = self.t.units
        placed = self.placed
        out = []
        for bases, covers in self.g.fish_passes:
            for i, j in self.g.pairs:
                bi, bj = bases[i], bases[j]
                for di in range(n):
                    if placed[di] + 4 > n:
                        continue
                    pa = places[bi * n + di]
                    pb = places[bj * n + di]
                    if not pa & (pa - 1) or not pb & (pb - 1):
                        continue
                    both = pa | pb
                    if both.bit_count() != 2:
                        continue
                    lines = (1 << i) | (1 << j)
                    removed = []
                    for k in positions_of(both):
                        cover = covers[k]
                        cells = units[cover]
                        removed.extend(cells[x] * n + di for x in positions_of(places[cover * n + di] & ~lines))
                    if not removed:
                        continue
                    parents = []
                    for line in (bi, bj):
                        gone = places0[line * n + di] & ~places[line * n + di] & ~both
                        parents.extend(units[line][x] * n + di for x in positions_of(gone))
                    if not parents:
                        continue
                    parents = tuple(parents)
                    out.extend((q, parents, 0) for q in removed)
        return out
