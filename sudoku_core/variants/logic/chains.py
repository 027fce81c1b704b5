"""Alternating inference chains over a variant's links: what wings, X- and XY-chains are made of.

A candidate is a node ``(cell, digit)``. A *strong* link says "if one is false the other is true":
the two candidates of a two-candidate cell, the two places of a digit in a house of ``size`` cells,
or in a cage whose every fitting set needs the digit. A *weak* link says "if one is true the other
is false": two candidates of one cell, one digit in two cells that must differ (a house, a cage, a
knight's or king's move), digits next to each other in cells side by side under the
non-consecutive rule, and two digits in two cells of a cage that no way of filling the cage with
its candidates allows together (in a 2-cell cage of 10, 3 in one cell rules out all but 7 in the
other: the sum is a weak link, as solvers of killers read it). A chain starts at ``A`` assumed false and alternates strong and weak links
until a candidate ``B`` is true: then ``A`` or ``B`` holds, and every candidate weakly linked to
both is false. A chain that comes back to ``A`` true proves ``A``.

Searched breadth first from each start, so the shortest chains come first; only candidates with a
strong link can carry a chain on, which keeps the search small. Valued as the teaching profile
values X- and XY-chains (6.6), plus Sudoku Explainer's length bonus on the links.
"""

from __future__ import annotations

from functools import lru_cache

from ...logic.slices import PAUSE, steps_only
from ...logic.step import STRONG, WEAK, Link, Node, Pattern, Step
from .board import digits_of
from .cage_math import cage_needs, placed_in
from .forcing import length_bonus

BASE = 6.6
MAX_NODES = 16


def strong_links(grid) -> dict:
    """node -> set of nodes strongly linked to it."""
    lay = grid.layout
    cands = grid.cands
    strong = {}

    def add(a, b):
        strong.setdefault(a, set()).add(b)
        strong.setdefault(b, set()).add(a)

    for cell, mask in enumerate(cands):
        if mask and bin(mask).count("1") == 2:
            a, b = digits_of(mask)
            add((cell, a), (cell, b))
    for h in lay.full_houses:
        free = lay.full & ~grid.placed(h)
        for digit in digits_of(free):
            where = grid.places(h, digit)
            if len(where) == 2:
                add((where[0], digit), (where[1], digit))
    for k in range(len(lay.cages)):
        for digit, where in cage_needs(grid, k).items():
            if len(where) == 2:
                add((where[0], digit), (where[1], digit))
    return strong


class _Weak(dict):
    """``weak[node]``: every candidate of the grid weakly linked to ``node`` (the cell's other
    candidates, its digit in the cells it must differ from, the digits next to it in its
    non-consecutive neighbours, and the digits its cage's sum rules out in the cage's other
    cells), as one integer, bit ``cell * size + digit - 1`` for
    ``(cell, digit)``; worked out on first use. Those bits in ascending order are the candidates
    in ``(cell, digit)`` order, so the search reads them in the order it would by testing every
    candidate in turn, at a few operations a node instead of a call per candidate."""

    def __init__(self, grid):
        super().__init__()
        self.size = n = grid.size
        self.cands = grid.cands
        self.everything = sum(m << (c * n) for c, m in enumerate(grid.cands))
        self.reach = _reach(grid.layout)
        self.grid = grid
        self.cell_cage = grid.layout.cell_cage
        #: per cage, what its sum rules out (:func:`_cage_exclusions`), worked out when first met
        self.caged = {}

    def __missing__(self, node):
        cell, digit = node
        n = self.size
        own = self.cands[cell] & ~(1 << (digit - 1))
        found = own << (cell * n) | self.reach[cell * n + digit - 1] & self.everything
        k = self.cell_cage[cell]
        if k >= 0:
            caged = self.caged.get(k)
            if caged is None:
                caged = self.caged[k] = _cage_exclusions(self.grid, k)
            found |= caged.get(cell * n + digit - 1, 0)
        self[node] = found
        return found


@lru_cache(maxsize=8)
def _reach(layout) -> "_Reach":
    """The :class:`_Reach` of a layout, kept for the last few."""
    return _Reach(layout)


class _Reach(dict):
    """``reach[cell * size + digit - 1]``: the candidates of other cells that candidate excludes
    under the rules alone (its digit in its peers, the digits next to it in its non-consecutive
    neighbours, the digits a dot or strict rule forbids beside it), as one integer of such bits; worked out on first use (a 25x25 layout has 15,625
    candidates, and a search asks for few)."""

    def __init__(self, layout):
        super().__init__()
        self.layout = layout

    def __missing__(self, index):
        lay = self.layout
        n = lay.size
        cell, d = divmod(index, n)
        bits = 0
        for p in lay.peers[cell]:
            bits |= 1 << (p * n + d)
        for p in lay.neighbours[cell]:
            for e in (d - 1, d + 1):
                if 0 <= e < n:
                    bits |= 1 << (p * n + e)
        for p, table in lay.partners[cell]:   # dots and strict rules: the partner's digits d forbids
            allowed = table[d + 1]
            for e in range(n):
                if not allowed >> e & 1:
                    bits |= 1 << (p * n + e)
        self[index] = bits
        return bits


def _cage_exclusions(grid, cage: int) -> dict:
    """Candidate index (``cell * size + digit - 1``) -> the candidates of the cage's other empty
    cells that no filling of the cage (different digits from the cells' candidates, adding up to
    what its empty cells still need) lets stand with it, as bits; only candidates that rule out
    something are listed ({} for a cage without a sum)."""
    cells, total = grid.layout.cages[cage]
    values, cands = grid.values, grid.cands
    empty = [c for c in cells if not values[c]]
    if total is None or len(empty) < 2:
        return {}
    used, placed = placed_in(grid, cells)
    masks = tuple(cands[c] for c in empty)
    product = 1
    for mask in masks:
        product *= mask.bit_count()
    if product > MAX_PRODUCT:
        return {}
    together = _together(masks, total - placed, used, grid.size)
    if together is None:
        return {}
    n = grid.size
    out = {}
    for i, a in enumerate(empty):
        for d, row in together[i].items():
            bits = 0
            for j, b in enumerate(empty):
                if j != i:
                    bits |= (masks[j] & ~row[j]) << (b * n)
            if bits:
                out[a * n + d] = bits
    return out


#: Fillings of a cage listed before its pairs are given up (no cage link then: sound, only weaker).
#: A 9x9 killer's cages of up to five cells with middling sums stay under it.
MAX_FILLINGS = 2000
#: A cage whose cells' candidate counts multiply to more than this is not listed at all (no cage
#: link): listing it could take a tenth of a second before :data:`MAX_FILLINGS` stops it (a
#: 16x16 cage of 12 open cells), and a 9x9 cage of up to five open cells stays under it.
MAX_PRODUCT = 65536


#: Cage states whose :func:`_together` is kept: each takes a few kilobytes (a walk toward an
#: extreme killer meets about 60 new ones; 2,048 stay under 10 MB in a browser tab).
TOGETHER_KEPT = 1 << 11


@lru_cache(maxsize=TOGETHER_KEPT)
def _together(masks: tuple, left: int, used: int, size: int):
    """For cells with candidate ``masks`` that must take different digits of 1..``size``, none of ``used``,
    adding up to ``left``: ``together[i][d][j]``, the digits cell ``j`` takes in some filling where
    cell ``i`` takes digit ``d + 1`` (a key for each of cell i's candidates); None past
    :data:`MAX_FILLINGS` fillings."""
    m = len(masks)
    together = [{d: [0] * m for d in range(mask.bit_length()) if mask >> d & 1} for mask in masks]
    chosen = [0] * m
    count = 0

    def fill(i, left, used):
        nonlocal count
        if i == m:
            if left:
                return True
            count += 1
            for x in range(m):
                row = together[x][chosen[x]]
                for y in range(m):
                    row[y] |= 1 << chosen[y]
            return count <= MAX_FILLINGS
        mask = masks[i] & ~used
        after = m - i - 1
        while mask:
            low = mask & -mask
            mask ^= low
            d = low.bit_length() - 1
            if d + 1 > left:
                break
            lo, hi = _reach_of(used | low, after, size)
            if lo <= left - d - 1 <= hi:
                chosen[i] = d
                if not fill(i + 1, left - d - 1, used | low):
                    return False
        return True

    return together if fill(0, left, used) else None


@lru_cache(maxsize=1 << 14)
def _reach_of(used: int, count: int, size: int) -> tuple:
    """The smallest and largest sums of ``count`` different digits of 1..``size`` none of ``used``,
    so a filling that cannot reach its sum stops early."""
    free = [d + 1 for d in range(size) if not used >> d & 1]
    return sum(free[:count]), sum(free[len(free) - count:]) if count else 0


def _nodes_of(bits: int, n: int) -> list:
    """The candidates of a bit set (see :class:`_Weak`), in ``(cell, digit)`` order."""
    out = []
    while bits:
        low = bits & -bits
        bits ^= low
        cell, d = divmod(low.bit_length() - 1, n)
        out.append((cell, d + 1))
    return out


def variant_chain_paced(grid):
    strong = strong_links(grid)
    if not strong:
        return
    nodes = sorted(strong)
    n = grid.size
    weak = _Weak(grid)
    node_bits = sum(1 << (c * n + d - 1) for c, d in nodes)
    best = None
    for start in nodes:
        yield PAUSE
        parent = {(start, False): None}
        frontier = [(start, False)]
        depth = 0
        while frontier and depth < MAX_NODES:
            depth += 1
            nxt = []
            for node, on in frontier:
                if not on:
                    targets = [(m, True) for m in strong.get(node, ())]
                else:
                    targets = [(m, False) for m in _nodes_of(weak[node] & node_bits, n)]
                for state in targets:
                    if state in parent:
                        continue
                    parent[state] = (node, on)
                    nxt.append(state)
            found = _result(start, nxt, parent, weak, n)
            if found is not None:
                if best is None or found[0] < best[0]:
                    best = found
                break
            if best is not None and depth >= best[0]:
                break
            frontier = nxt
    if best is not None:
        length, chain, placements, eliminations = best
        links = tuple(Link(Node((a[0],), a[1]), Node((b[0],), b[1]), kind)
                      for a, b, kind in zip(chain, chain[1:], _kinds(len(chain))))
        yield Step("variant_chain", round(BASE + length_bonus(len(chain) - 2), 1), placements=placements,
                   eliminations=eliminations,
                   pattern=Pattern(cells=tuple(sorted({c for c, _ in chain})), candidates=tuple(chain), links=links),
                   parts={"chain": tuple(chain), "start": chain[0], "end": chain[-1], "length": len(chain)})


def _kinds(count):
    return [STRONG if i % 2 == 0 else WEAK for i in range(count - 1)]


def _result(start, reached, parent, weak, n):
    """(length, chain, placements, eliminations) for the best end among ``reached``, or None;
    ``weak``: the grid's :class:`_Weak`."""
    found = None
    for node, on in reached:
        if not on:
            continue
        chain = _walk(parent, (node, on))
        if node == start:
            result = (len(chain), chain, ((start[0], start[1]),), ())
        else:
            ends = 1 << (start[0] * n + start[1] - 1) | 1 << (node[0] * n + node[1] - 1)
            both = weak[start] & weak[node] & ~ends
            if not both:
                continue
            result = (len(chain), chain, (), tuple(_nodes_of(both, n)))
        if found is None or result[0] < found[0]:
            found = result
    return found


def _walk(parent, state):
    chain = []
    while state is not None:
        chain.append(state[0])
        state = parent[state]
    return chain[::-1]


variant_chain = steps_only(variant_chain_paced)
