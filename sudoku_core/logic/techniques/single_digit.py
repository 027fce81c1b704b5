"""One digit, two strong links: Skyscraper, 2-String Kite, Empty Rectangle.

Each is the shortest X-Chain with a name of its own: two *strong links*
(places of the digit that cannot both be empty: a house where it has
exactly two places, or, for the Empty Rectangle, a box whose places lie in
one row and one column), joined by a *weak link* (two of its cells that see
each other). One of the two free ends holds the digit, so every cell that
sees both ends loses it. Rated 6.6, as Sudoku Explainer rates that chain.

* **Skyscraper**: two parallel lines each with two places; one end of each
  lies on a common cross line (the base), the other ends (the tops) do not.
* **2-String Kite**: a row and a column each with two places; one end of
  each lies in the same box (the knot); the other ends are the free ends.
* **Empty Rectangle**: in a box, the digit's places all lie in one row R
  and one column C of the box (not all in one of them). A line with two
  places, one of them in R (or C) outside the box: if that end is not the
  digit, the other end is; if it is, R's cells of the box are empty of it,
  so the box's digit is in C. Either way the cell where C meets the other
  end's line loses it.

All work on every size.
"""

from __future__ import annotations

from ..notation import cell_name, house_name
from ..step import STRONG, WEAK, Link, Node, Pattern, Step


def _pairs(grid, digit, houses):
    """The houses (of the given indexes) where ``digit`` has exactly two places."""
    out = []
    for h in houses:
        places = grid.places(h, digit)
        if len(places) == 2:
            out.append((h, places))
    return out


def _elim(grid, digit, ends, skip=()):
    b = 1 << (digit - 1)
    return tuple((c, digit) for c in grid.common_peers(ends) if grid.cands[c] & b and c not in skip)


def _step(grid, technique, digit, links, houses, elim, extra):
    """links: four cells a=b-c=d (a strong, a weak, a strong link)."""
    a, b, c, d = links
    nodes = [Node((x,), digit) for x in links]
    kinds = (STRONG, WEAK, STRONG)
    parts = {"digit": digit, "cells": tuple(links), "houses": tuple(houses),
             "notation": f"{grid.symbols[digit - 1]} in " + ",".join(house_name(grid.size, h) for h in houses)
                         + f" ({cell_name(grid.size, a)}={cell_name(grid.size, b)}-{cell_name(grid.size, c)}="
                           f"{cell_name(grid.size, d)})"}
    parts.update(extra)
    return Step(technique, 6.6, eliminations=elim,
                pattern=Pattern(cells=tuple(links), candidates=tuple((x, digit) for x in links), houses=tuple(houses),
                                links=tuple(Link(nodes[k], nodes[k + 1], kinds[k]) for k in range(3))),
                parts=parts)


def skyscraper(grid):
    """Skyscraper: two parallel lines with two places each, one end of each
    on a common cross line; cells seeing both other ends lose the digit."""
    size, cell_units = grid.size, grid.geo.cell_units
    for digit in range(1, size + 1):
        for kind in (0, 1):
            cross = 1 - kind
            lines = _pairs(grid, digit, range(kind * size, kind * size + size))
            for i, (h1, p1) in enumerate(lines):
                for h2, p2 in lines[i + 1:]:
                    for base1 in p1:
                        for base2 in p2:
                            if cell_units[base1][cross] != cell_units[base2][cross]:
                                continue
                            top1 = p1[1] if base1 == p1[0] else p1[0]
                            top2 = p2[1] if base2 == p2[0] else p2[0]
                            if cell_units[top1][cross] == cell_units[top2][cross]:
                                continue  # an X-Wing
                            elim = _elim(grid, digit, (top1, top2))
                            if elim:
                                yield _step(grid, "skyscraper", digit, (top1, base1, base2, top2), (h1, h2), elim, {})


def two_string_kite(grid):
    """2-String Kite: a row and a column with two places each, one end of
    each in the same box (different cells); cells seeing both other ends
    lose the digit."""
    size, cell_units = grid.size, grid.geo.cell_units
    for digit in range(1, size + 1):
        rows = _pairs(grid, digit, range(size))
        cols = _pairs(grid, digit, range(size, 2 * size))
        for hr, pr in rows:
            for hc, pc in cols:
                if set(pr) & set(pc):
                    continue
                for knot_r in pr:
                    for knot_c in pc:
                        if cell_units[knot_r][2] != cell_units[knot_c][2]:
                            continue
                        end_r = pr[1] if knot_r == pr[0] else pr[0]
                        end_c = pc[1] if knot_c == pc[0] else pc[0]
                        elim = _elim(grid, digit, (end_r, end_c))
                        if elim:
                            yield _step(grid, "two_string_kite", digit, (end_r, knot_r, knot_c, end_c), (hr, hc), elim,
                                        {"box_house": cell_units[knot_r][2]})


def empty_rectangle(grid):
    """Empty Rectangle: a box whose places for the digit all lie in one of
    its rows R and one of its columns C (not all in one), and a line with
    two places, one in R (or C) outside the box; the cell where C (or R)
    meets the line of the other place loses the digit."""
    size, units, cell_units, cands = grid.size, grid.units, grid.geo.cell_units, grid.cands
    for digit in range(1, size + 1):
        b = 1 << (digit - 1)
        for box in range(2 * size, 3 * size):
            places = grid.places(box, digit)
            if len(places) < 2:
                continue
            rows = {cell_units[c][0] for c in places}
            cols = {cell_units[c][1] for c in places}
            if len(rows) == 1 or len(cols) == 1:
                continue  # all in one line: locked candidates, not an ER
            box_rows = {cell_units[c][0] for c in units[box]}
            box_cols = {cell_units[c][1] for c in units[box]}
            for r in box_rows:
                for c in box_cols:
                    if not all(cell_units[p][0] == r or cell_units[p][1] == c for p in places):
                        continue
                    # the strong link: a column (outside the box's stack) with two places, one in row r
                    for line_kind, er_line, other_line in ((1, r, c), (0, c, r)):
                        yield from _er_links(grid, digit, box, places, line_kind, er_line, other_line)


def _er_links(grid, digit, box, places, line_kind, er_line, other_line):
    """line_kind 1: strong links in columns, one end in ER row ``er_line``;
    0: in rows, one end in ER column ``er_line``. ``other_line`` is the ER's
    other line (a column index house for kind 1, a row house for kind 0)."""
    size, cell_units, cands = grid.size, grid.geo.cell_units, grid.cands
    b = 1 << (digit - 1)
    er_kind = 1 - line_kind  # the kind of er_line (row 0 / column 1)
    for line in range(line_kind * size, line_kind * size + size):
        ends = grid.places(line, digit)
        if len(ends) != 2:
            continue
        for near, far in (ends, ends[::-1]):
            if cell_units[near][er_kind] != er_line or cell_units[near][2] == box or cell_units[far][2] == box:
                continue
            # the target: where the ER's other line meets the far end's line of kind er_kind
            far_line = cell_units[far][er_kind]
            target = [t for t in grid.units[other_line] if cell_units[t][er_kind] == far_line]
            if not target:
                continue
            t = target[0]
            if cell_units[t][2] == box or not cands[t] & b or t in (near, far):
                continue
            yield Step("empty_rectangle", 6.6, eliminations=((t, digit),),
                       pattern=Pattern(cells=tuple(places) + (near, far),
                                       candidates=tuple((c, digit) for c in tuple(places) + (near, far)),
                                       houses=(box, line, er_line, other_line),
                                       links=(Link(Node(tuple(places), digit), Node((near,), digit), WEAK),
                                              Link(Node((near,), digit), Node((far,), digit), STRONG))),
                       parts={"digit": digit, "box_house": box, "line_house": line, "cells": (near, far),
                              "houses": (er_line, other_line),
                              "notation": f"{grid.symbols[digit - 1]} in {house_name(size, box)} "
                                          f"({cell_name(size, near)}={cell_name(size, far)})"})
