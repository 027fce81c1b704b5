"""Simple Colouring: the conjugate pairs of one digit, in two colours.

Where a digit has exactly two places in a house, one of them holds it (a
*conjugate pair*). Joined pair to pair, these form a *cluster*; colour its
cells alternately: either every cell of one colour holds the digit, or
every cell of the other does.

* **Colour trap**: a cell outside the cluster that sees a cell of each
  colour loses the digit (one of the two holds it).
* **Colour wrap**: two cells of the same colour see each other; that colour
  cannot be the true one, so the digit leaves every cell of it.

Rated like the X-Chain it stands for: 6.6 plus the length bonus over the
cluster's cells. Clusters of fewer than four cells are left to simpler
techniques. Works on every size.
"""

from __future__ import annotations

from ..notation import cells_name
from ..step import STRONG, Link, Node, Pattern, Step
from .chains import length_bonus


def _clusters(grid, digit):
    """Clusters of conjugate pairs: lists of (cell, colour 0/1) plus links."""
    size = grid.size
    adj = {}
    for house in range(3 * size):
        places = grid.places(house, digit)
        if len(places) == 2:
            a, b = places
            adj.setdefault(a, set()).add(b)
            adj.setdefault(b, set()).add(a)
    seen = {}
    for start in sorted(adj):
        if start in seen:
            continue
        seen[start] = 0
        order, links, todo = [start], [], [start]
        while todo:
            cell = todo.pop()
            for other in sorted(adj[cell]):
                if other not in seen:
                    seen[other] = 1 - seen[cell]
                    order.append(other)
                    links.append((cell, other))
                    todo.append(other)
        yield [(c, seen[c]) for c in order], links


def simple_colouring(grid):
    """Simple Colouring: colour a digit's conjugate pairs in two colours;
    a cell seeing both colours loses the digit (trap), and if two cells of
    one colour see each other, that colour is false (wrap)."""
    size, cands = grid.size, grid.cands
    found = []
    for digit in range(1, size + 1):
        b = 1 << (digit - 1)
        for cluster, links in _clusters(grid, digit):
            if len(cluster) < 4:
                continue
            colours = ([c for c, k in cluster if k == 0], [c for c, k in cluster if k == 1])
            members = {c for c, _ in cluster}
            elim, kind = [], None
            for k in (0, 1):
                group = colours[k]
                if any(grid.sees(a, z) for i, a in enumerate(group) for z in group[i + 1:]):
                    elim, kind = [(c, digit) for c in group], "wrap"
                    break
            if not elim:
                for cell in range(size * size):
                    if cell in members or not cands[cell] & b:
                        continue
                    if any(grid.sees(cell, a) for a in colours[0]) and any(grid.sees(cell, z) for z in colours[1]):
                        elim.append((cell, digit))
                kind = "trap"
            if elim:
                found.append((len(cluster), digit, kind, colours, links, elim))
    found.sort(key=lambda f: f[:2])
    for n, digit, kind, colours, links, elim in found:
        yield Step("simple_colouring", round(6.6 + length_bonus(n), 1), eliminations=tuple(sorted(elim)),
                   pattern=Pattern(cells=tuple(sorted(colours[0] + colours[1])),
                                   candidates=tuple((c, digit) for c in sorted(colours[0] + colours[1])),
                                   links=tuple(Link(Node((a,), digit), Node((z,), digit), STRONG) for a, z in links)),
                   parts={"digit": digit, "sentence": f"colouring_{kind}", "colour_a": tuple(sorted(colours[0])),
                          "colour_b": tuple(sorted(colours[1])), "length": n,
                          "notation": f"{grid.symbols[digit - 1]} {cells_name(size, colours[0])} / "
                                      f"{cells_name(size, colours[1])}"})
