"""ALS-XZ: two almost locked sets joined by a restricted common digit.

An *almost locked set* (ALS) is N cells of one house holding N+1 digits
between them: remove any one digit and the rest are locked (a naked set).
Take two ALSs A and B that share no cell, and two digits both hold:

* x, *restricted common*: every x of A sees every x of B, so x is in at
  most one of them; that one loses x and becomes locked;
* z, another common digit: at most one of A, B holds x, so the other one
  is locked on its remaining digits and holds each of them, z among them.
  So z is in A or in B.

Every cell (outside A and B) that sees all the z-cells of A and of B loses
z. Rated 7.0 (as Sudoku Explainer rates the equivalent chain) plus the
length bonus over the cells of both sets. Sets are up to four cells on 9x9
grids (three on larger ones), bivalue cells included.
"""

from __future__ import annotations

from ..grid import digits_of
from ..notation import cells_name
from ..step import WEAK, Link, Node, Pattern, Step
from .chains import length_bonus, peer_masks


def _sets(grid, max_cells):
    """Every ALS as (cells, digit mask), each cell set once."""
    cands, units = grid.cands, grid.units
    seen, out = set(), []
    for cells in units:
        empty = [c for c in cells if cands[c]]
        n = len(empty)

        def grow(start, chosen, mask):
            if chosen and mask.bit_count() == len(chosen) + 1:
                key = tuple(chosen)
                if key not in seen:
                    seen.add(key)
                    out.append((key, mask))
            if len(chosen) == max_cells:
                return
            for i in range(start, n):
                m = mask | cands[empty[i]]
                if m.bit_count() <= max_cells + 1:
                    chosen.append(empty[i])
                    grow(i + 1, chosen, m)
                    chosen.pop()

        grow(0, [], 0)
    return out


def als_xz(grid):
    """ALS-XZ: two cell-disjoint almost locked sets with a restricted common
    digit x (every x of one sees every x of the other) and another common
    digit z; z leaves every other cell that sees all z-cells of both."""
    size, cands = grid.size, grid.cands
    peers = peer_masks(size)
    sets = _sets(grid, 4 if size <= 9 else 3)
    if len(sets) > 3000:
        sets = [s for s in sets if len(s[0]) <= 2]
    info = []
    for cells, mask in sets:
        cellmask = 0
        for c in cells:
            cellmask |= 1 << c
        per_digit = {}
        for d in digits_of(mask):
            b = 1 << (d - 1)
            where, seen = 0, -1
            for c in cells:
                if cands[c] & b:
                    where |= 1 << c
                    seen &= peers[c]
            per_digit[d] = (where, seen)
        info.append((cells, mask, cellmask, per_digit))
    holders = {}
    for d in range(1, size + 1):
        b = 1 << (d - 1)
        m = 0
        for c, mk in enumerate(cands):
            if mk & b:
                m |= 1 << c
        holders[d] = m
    best = None
    for i, (ca, ma, cma, pa) in enumerate(info):
        for cb, mb, cmb, pb in info[i + 1:]:
            common = ma & mb
            if common.bit_count() < 2 or cma & cmb:
                continue
            if best is not None and len(ca) + len(cb) >= best[0]:
                continue
            for x in digits_of(common):
                wa, sa = pa[x]
                wb, sb = pb[x]
                if wb & ~sa or wa & ~sb:
                    continue  # x is not restricted: some x of one set does not see some x of the other
                elim = []
                for z in digits_of(common & ~(1 << (x - 1))):
                    za, sza = pa[z]
                    zb, szb = pb[z]
                    targets = sza & szb & holders[z] & ~cma & ~cmb
                    while targets:
                        low = targets & -targets
                        targets ^= low
                        elim.append((low.bit_length() - 1, z))
                if elim:
                    best = (len(ca) + len(cb), ca, cb, x, sorted(elim))
                    break
    if best is None:
        return
    n, ca, cb, x, elim = best
    zs = tuple(sorted({d for _, d in elim}))
    links = (Link(Node(tuple(c for c in ca if cands[c] >> (x - 1) & 1), x),
                  Node(tuple(c for c in cb if cands[c] >> (x - 1) & 1), x), WEAK),)
    yield Step("als_xz", round(7.0 + length_bonus(n + 2), 1), eliminations=tuple(elim),
               pattern=Pattern(cells=tuple(sorted(ca + cb)),
                               candidates=tuple((c, d) for c in ca + cb for d in grid.digits(c)), links=links),
               parts={"als_a": ca, "als_b": cb, "x_digit": x, "digits": zs,
                      "notation": f"A={cells_name(size, ca)}, B={cells_name(size, cb)}, "
                                  f"x={grid.symbols[x - 1]}, z={','.join(grid.symbols[z - 1] for z in zs)}"})
