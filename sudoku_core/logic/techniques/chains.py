"""Chains: X-Chain, XY-Chain and alternating inference chains (AIC).

A *node* is a statement "digit d is in one of these cells": one cell, or a
*group* of cells of one box that also share a row or a column. Two kinds of
link join nodes:

* a **strong** link: the two nodes cannot both be false. Either the digit
  has exactly two places (or two groups of places) in a house, or a cell
  has exactly two candidates;
* a **weak** link: the two nodes cannot both be true. Same digit in cells
  that see each other, or two digits of one cell.

An alternating chain starts and ends with a strong link: if its first node
is false, the second is true, the third false, ... and its last node is
true. So *the first or the last node is true*, and any candidate weakly
linked to both ends is false. When the chain comes back to its own first
node as true, that node is simply true (a placement).

* X-Chain (SE 6.6): one digit, strong links from houses only.
* XY-Chain (SE 6.6): strong links inside bivalue cells only, weak links on
  one digit between them.
* AIC (SE 7.0): every kind of link between single candidates.
* Grouped AIC (7.3): the same with grouped nodes.

Longer chains are harder: Sudoku Explainer adds 0.1 each time the chain's
node count passes 4, 6, 8, 12, 16, 24, 32, 48 ... (:func:`length_bonus`).
The search is breadth first, so the shortest chains come first.
"""

from __future__ import annotations

from functools import lru_cache

from ..notation import cell_name, cells_name
from ..slices import PAUSE, steps_only
from ..step import STRONG, WEAK, Link, Node, Pattern, Step

#: Chains longer than this (in nodes) are not searched.
MAX_NODES = 24


def length_bonus(nodes: int) -> float:
    """Sudoku Explainer's extra difficulty for a chain of ``nodes`` nodes:
    0.1 each time the count passes 4, 6, 8, 12, 16, 24, 32, 48, ..."""
    added, ceiling, odd = 0.0, 4, False
    while nodes > ceiling:
        added += 0.1
        ceiling = ceiling * 3 // 2 if not odd else ceiling * 4 // 3
        odd = not odd
    return round(added, 1)


@lru_cache(maxsize=None)
def peer_masks(size: int):
    """For each cell, the bitmask (over cells) of its peers."""
    from ...geometry import geometry

    geo = geometry(size)
    out = []
    for cell in range(size * size):
        m = 0
        for p in geo.peers[cell]:
            m |= 1 << p
        out.append(m)
    return tuple(out)


class Graph:
    """The nodes and links of one grid, for one kind of chain.

    ``nodes[i]`` is ``(cells, digit)``; ``strong[i]`` and ``weak[i]`` list
    the nodes linked to ``i``; ``seen[i]`` is the mask of cells that see
    every cell of node ``i``; ``cellmask[i]`` the mask of its own cells.
    """

    def __init__(self, grid, houses=True, cells=True, groups=True, digits=None):
        self.grid = grid
        size, cands, units = grid.size, grid.cands, grid.units
        peers = peer_masks(size)
        self.nodes, self.index = [], {}
        self.strong = []
        pairs = []
        digit_range = digits or range(1, size + 1)
        if houses:
            for digit in digit_range:
                b = 1 << (digit - 1)
                for house, hcells in enumerate(units):
                    places = [c for c in hcells if cands[c] & b]
                    if len(places) < 2:
                        continue
                    if len(places) == 2:
                        pairs.append(((places[0],), (places[1],), digit))
                    if groups:
                        for parts in self._two_parts(grid, house, places):
                            pairs.append((parts[0], parts[1], digit))
        if cells:
            for cell, mask in enumerate(cands):
                if mask.bit_count() == 2:
                    low = mask & -mask
                    d1, d2 = low.bit_length(), (mask ^ low).bit_length()
                    pairs.append(((cell,), (cell,), (d1, d2)))
        for a, b_, digit in pairs:
            if isinstance(digit, tuple):
                i, j = self._node(a, digit[0], peers), self._node(b_, digit[1], peers)
            else:
                i, j = self._node(a, digit, peers), self._node(b_, digit, peers)
            if j not in self.strong[i]:
                self.strong[i].append(j)
                self.strong[j].append(i)
        self._weak_links(cells or not houses)

    @staticmethod
    def _two_parts(grid, house, places):
        """Ways to split a digit's places in a house into exactly two parts,
        each one cell or a group (cells of one box and one line), with at
        least one group (two single cells are the plain strong link)."""
        geo, size = grid.geo, grid.size
        kind = house // size
        found = []
        keys = (2,) if kind < 2 else (0, 1)  # a line splits by box; a box by row or column
        for key in keys:
            parts = {}
            for c in places:
                parts.setdefault(geo.cell_units[c][key], []).append(c)
            if len(parts) == 2:
                a, b = (tuple(v) for v in parts.values())
                if len(a) > 1 or len(b) > 1:
                    found.append((a, b))
        return found

    def _node(self, cells, digit, peers):
        key = (cells, digit)
        i = self.index.get(key)
        if i is None:
            i = self.index[key] = len(self.nodes)
            self.nodes.append(key)
            self.strong.append([])
        return i

    def _weak_links(self, cross_digit):
        """Weak links between the graph's nodes: same digit, and every cell of
        one sees every cell of the other; or two digits of one cell."""
        peers = peer_masks(self.grid.size)
        self.seen, self.cellmask = [], []
        for cells, _ in self.nodes:
            seen, own = -1, 0
            for c in cells:
                seen &= peers[c]
                own |= 1 << c
            self.seen.append(seen)
            self.cellmask.append(own)
        by_digit = {}
        for i, (_, d) in enumerate(self.nodes):
            by_digit.setdefault(d, []).append(i)
        self.weak = [[] for _ in self.nodes]
        for ids in by_digit.values():
            for k, i in enumerate(ids):
                for j in ids[k + 1:]:
                    if self.cellmask[j] & ~self.seen[i] == 0:
                        self.weak[i].append(j)
                        self.weak[j].append(i)
        if cross_digit:
            by_cell = {}
            for i, (cells, _) in enumerate(self.nodes):
                if len(cells) == 1:
                    by_cell.setdefault(cells[0], []).append(i)
            for ids in by_cell.values():
                for k, i in enumerate(ids):
                    for j in ids[k + 1:]:
                        self.weak[i].append(j)
                        self.weak[j].append(i)

    def targets(self, s, e):
        """Candidates weakly linked to both node ``s`` and node ``e`` (so false
        when one of them is true), as sorted (cell, digit) pairs."""
        grid = self.grid
        cands = grid.cands
        (scells, sd), (ecells, ed) = self.nodes[s], self.nodes[e]
        out = []
        if sd == ed:
            both = self.seen[s] & self.seen[e]
            b = 1 << (sd - 1)
            while both:
                low = both & -both
                both ^= low
                c = low.bit_length() - 1
                if cands[c] & b:
                    out.append((c, sd))
        elif len(scells) == 1 and len(ecells) == 1:
            a, z = scells[0], ecells[0]
            if a == z:
                out.extend((a, d) for d in grid.digits(a) if d not in (sd, ed))
            elif self.seen[s] >> z & 1:
                if cands[a] >> (ed - 1) & 1:
                    out.append((a, ed))
                if cands[z] >> (sd - 1) & 1:
                    out.append((z, sd))
        return sorted(out)


def _search(graph, max_nodes=MAX_NODES):
    """The shortest alternating chain with a conclusion: ``(nodes, result)``
    where ``nodes`` lists node ids (strong link first) and ``result`` is
    ``("eliminate", pairs)`` or ``("place", (cell, digit))``; or None. Paced
    (see :mod:`..slices`): a generator that yields PAUSE after each start
    node's search and returns that answer."""
    best = None
    strong = graph.strong
    for s in range(len(graph.nodes)):
        if not strong[s]:
            continue
        found = _from(graph, s, best[0] if best else max_nodes + 1)
        if found is not None:
            best = found
        yield PAUSE
    return None if best is None else (best[1], best[2])


def _from(graph, s, limit):
    """The shortest chain from node ``s`` (assumed false) with a conclusion and
    fewer than ``limit`` nodes, as ``(length, nodes, result)``; or None."""
    best = None
    strong, weak = graph.strong, graph.weak
    # states: node*2 + truth; root: s false
    parent = {s * 2: None}
    frontier = [s * 2]
    depth = 1
    while frontier and depth < limit:
        nxt = []
        for state in frontier:
            node, truth = divmod(state, 2)
            links = strong[node] if truth == 0 else weak[node]
            for j in links:
                st = j * 2 + (1 - truth)
                if st in parent:
                    continue
                parent[st] = state
                nxt.append(st)
                if truth == 0:  # j is now true: a chain from s (false) to j (true)
                    nodes_len = depth + 1
                    if nodes_len >= limit:
                        continue
                    if j == s:
                        cells, d = graph.nodes[s]
                        if len(cells) == 1:
                            best = (nodes_len, _trace(parent, st), ("place", (cells[0], d)))
                            limit = nodes_len
                        continue
                    elim = graph.targets(s, j)
                    if elim:
                        best = (nodes_len, _trace(parent, st), ("eliminate", elim))
                        limit = nodes_len
        frontier = nxt
        depth += 1
    return best


def _trace(parent, state):
    out = []
    while state is not None:
        out.append(state // 2)
        state = parent[state]
    out.reverse()
    return out


def _step(graph, technique, base, chain, result):
    grid = graph.grid
    size, symbols = grid.size, grid.symbols
    nodes = [graph.nodes[i] for i in chain]
    links = []
    for k in range(len(nodes) - 1):
        kind = STRONG if k % 2 == 0 else WEAK
        links.append(Link(Node(*nodes[k]), Node(*nodes[k + 1]), kind))
    value = round(base + length_bonus(len(nodes)), 1)
    cells = tuple(sorted({c for cs, _ in nodes for c in cs}))
    kind, what = result
    placements = (what,) if kind == "place" else ()
    eliminations = tuple(what) if kind == "eliminate" else ()
    text = _chain_text(nodes, size, symbols)
    return Step(technique, value, placements=placements, eliminations=eliminations,
                pattern=Pattern(cells=cells, candidates=tuple((c, d) for cs, d in nodes for c in cs), links=tuple(links)),
                parts={"sentence": "chain_loop" if kind == "place" else "chain",
                       "chain": tuple((tuple(cs), d) for cs, d in nodes), "length": len(nodes),
                       "start": (tuple(nodes[0][0]), nodes[0][1]), "end": (tuple(nodes[-1][0]), nodes[-1][1]),
                       "notation": text})


def _chain_text(nodes, size, symbols):
    """Eureka-style notation: ``(5)r1c2=(5)r1c7-(5)r4c7=(5)r4c3``: ``=`` a
    strong link, ``-`` a weak one; a grouped node names its cells."""
    out = []
    for k, (cs, d) in enumerate(nodes):
        name = cells_name(size, cs) if len(cs) > 1 else cell_name(size, cs[0])
        if k:
            out.append("=" if k % 2 == 1 else "-")
        out.append(f"({symbols[d - 1]}){name}")
    return "".join(out)


@steps_only
def x_chain(grid):
    """X-Chain: one digit; strong links are houses where the digit has two
    places, weak links cells of the digit that see each other. The chain's
    two ends cannot both be false, so the digit leaves every cell that sees
    both ends."""
    best = None
    for digit in range(1, grid.size + 1):
        graph = Graph(grid, houses=True, cells=False, groups=False, digits=(digit,))
        yield PAUSE
        found = yield from _search(graph, best[0] - 1 if best else MAX_NODES)
        if found and (best is None or len(found[0]) < best[0]):
            best = (len(found[0]), graph, found)
    if best:
        _, graph, (chain, result) = best
        yield _step(graph, "x_chain", 6.6, chain, result)


@steps_only
def xy_chain(grid):
    """XY-Chain: a path of bivalue cells, each strong inside (one of its two
    digits is true) and weakly joined to the next by a shared digit. If the
    first cell is not x, the last cell is x: x leaves cells seeing both ends."""
    graph = Graph(grid, houses=False, cells=True, groups=False)
    yield PAUSE
    found = yield from _search(graph)
    if found:
        yield _step(graph, "xy_chain", 6.6, *found)


@steps_only
def aic(grid):
    """Alternating Inference Chain: strong and weak links of every kind
    (houses with two places, bivalue cells, two digits of one cell)
    alternate, starting and ending with a strong link; anything weakly
    linked to both ends is false, and a chain from a candidate back to
    itself proves it true."""
    graph = Graph(grid, houses=True, cells=True, groups=False)
    yield PAUSE
    found = yield from _search(graph)
    if found:
        yield _step(graph, "aic", 7.0, *found)


@steps_only
def grouped_aic(grid):
    """Grouped AIC: an alternating inference chain whose nodes may also be
    groups, a digit's places in one box that share a row or a column ("the
    digit is in one of these cells"). Harder to see than single cells, so
    rated above the plain AIC (base 7.3; Sudoku Explainer has no grouped
    nodes and falls back to forcing chains there)."""
    graph = Graph(grid, houses=True, cells=True, groups=True)
    yield PAUSE
    found = yield from _search(graph)
    if found:
        yield _step(graph, "grouped_aic", 7.3, *found)
