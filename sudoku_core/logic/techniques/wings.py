"""Wings: a few bivalue cells that pinch a digit.

* **XY-Wing** (SE 4.2): a *pivot* with candidates {x, y} sees two *pincers*,
  {x, z} and {y, z}. Whichever the pivot takes, one pincer is z: so z leaves
  every cell that sees both pincers.
* **XYZ-Wing** (SE 4.4): the pivot holds {x, y, z}, the pincers {x, z} and
  {y, z}. The pivot or a pincer is z: z leaves every cell seeing all three.
* **W-Wing** (7.0, the value Sudoku Explainer gives the same six-link
  chain): two cells {x, y} that do not see each other, and a house where x
  has exactly two places, one seeing each cell. If neither cell were y,
  both would be x and x would have no place in that house: so one of them is
  y, and y leaves every cell that sees both.

All three work on every size.
"""

from __future__ import annotations

from ..grid import digits_of
from ..notation import cell_name
from ..step import STRONG, WEAK, Link, Node, Pattern, Step


def _name(grid, cells):
    return ",".join(cell_name(grid.size, c) for c in cells)


def _digits(grid, digits):
    return ("" if grid.size <= 9 else ",").join(grid.symbols[d - 1] for d in digits)


def xy_wing(grid):
    """XY-Wing: pivot {x, y}, pincers {x, z} and {y, z} that see the pivot;
    z leaves every cell seeing both pincers."""
    cands, peers = grid.cands, grid.geo.peers
    for pivot, pm in enumerate(cands):
        if pm.bit_count() != 2:
            continue
        wings = [p for p in peers[pivot] if cands[p].bit_count() == 2 and (cands[p] & pm).bit_count() == 1]
        for i, a in enumerate(wings):
            for b in wings[i + 1:]:
                za, zb = cands[a] & ~pm, cands[b] & ~pm
                if za != zb or cands[a] == cands[b]:
                    continue
                z = za.bit_length()
                elim = tuple((c, z) for c in grid.common_peers((a, b)) if c != pivot and cands[c] & za)
                if elim:
                    cells = (pivot, a, b)
                    yield Step("xy_wing", 4.2, eliminations=elim,
                               pattern=Pattern(cells=cells, candidates=tuple((c, d) for c in cells for d in grid.digits(c))),
                               parts={"pivot_cell": pivot, "cells": (a, b), "digit": z, "digits": tuple(digits_of(pm | za)),
                                      "notation": f"{_name(grid, cells)} ({_digits(grid, digits_of(pm | za))})"})


def xyz_wing(grid):
    """XYZ-Wing: pivot {x, y, z}, pincers {x, z} and {y, z} that see the
    pivot; z leaves every cell seeing all three."""
    cands, peers = grid.cands, grid.geo.peers
    for pivot, pm in enumerate(cands):
        if pm.bit_count() != 3:
            continue
        wings = [p for p in peers[pivot] if cands[p].bit_count() == 2 and cands[p] & pm == cands[p]]
        for i, a in enumerate(wings):
            for b in wings[i + 1:]:
                common = cands[a] & cands[b]
                if cands[a] == cands[b] or common.bit_count() != 1:
                    continue
                z = common.bit_length()
                elim = tuple((c, z) for c in grid.common_peers((pivot, a, b)) if cands[c] & common)
                if elim:
                    cells = (pivot, a, b)
                    yield Step("xyz_wing", 4.4, eliminations=elim,
                               pattern=Pattern(cells=cells, candidates=tuple((c, d) for c in cells for d in grid.digits(c))),
                               parts={"pivot_cell": pivot, "cells": (a, b), "digit": z, "digits": tuple(digits_of(pm)),
                                      "notation": f"{_name(grid, cells)} ({_digits(grid, digits_of(pm))})"})


def w_wing(grid):
    """W-Wing: two cells {x, y} that do not see each other, joined by a house
    where x has exactly two places, one seeing each; y leaves every cell
    seeing both cells."""
    cands, units, size = grid.cands, grid.units, grid.size
    by_pair = {}
    for cell, mask in enumerate(cands):
        if mask.bit_count() == 2:
            by_pair.setdefault(mask, []).append(cell)
    for mask, cells in by_pair.items():
        for i, a in enumerate(cells):
            for b in cells[i + 1:]:
                if grid.sees(a, b):
                    continue
                for x in digits_of(mask):
                    y = digits_of(mask & ~(1 << (x - 1)))[0]
                    elim = tuple((c, y) for c in grid.common_peers((a, b)) if cands[c] >> (y - 1) & 1)
                    if not elim:
                        continue
                    for house in range(3 * size):
                        places = grid.places(house, x)
                        if len(places) != 2 or a in places or b in places:
                            continue
                        p, q = places
                        if not (grid.sees(p, a) and grid.sees(q, b)):
                            p, q = q, p
                        if grid.sees(p, a) and grid.sees(q, b):
                            nodes = [Node((a,), y), Node((a,), x), Node((p,), x), Node((q,), x), Node((b,), x),
                                     Node((b,), y)]
                            kinds = (STRONG, WEAK, STRONG, WEAK, STRONG)
                            links = tuple(Link(nodes[k], nodes[k + 1], kinds[k]) for k in range(5))
                            yield Step("w_wing", 7.0, eliminations=elim,
                                       pattern=Pattern(cells=(a, b, p, q),
                                                       candidates=((a, x), (a, y), (b, x), (b, y), (p, x), (q, x)),
                                                       houses=(house,), links=links),
                                       parts={"cells": (a, b), "digit": y, "link_digit": x, "house": house,
                                              "link_cells": (p, q),
                                              "notation": f"{_digits(grid, (x, y))} {_name(grid, (a, b))} "
                                                          f"({grid.symbols[x - 1]}){cell_name(size, p)}="
                                                          f"{cell_name(size, q)}"})
                            break
