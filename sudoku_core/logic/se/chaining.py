"""Sudoku Explainer's implication engine: potentials, links, propagation and complexity.

A *potential* is a fact "digit d is (on) or is not (off) in cell c". Here it is an int,
``pot = cell * size + (digit - 1)``, with its on/off state kept apart (two dicts); a fact's
*key*, ``2 * pot + on``, numbers the bits of an ancestor set.

Links (SE's, see ``../shared/notes/se-rating.md``):

* on -> off: the cell's other candidates ("y" links, left out by Nishio), and the same digit in
  the cell's block, row and column, in that order (a cell met twice is taken once);
* off -> on: a cell left with one other candidate ("y"), and a digit left with one other place in
  the block, the row or the column ("x"), in that order.

A *static* propagation reads the links of the unchanged grid. A *dynamic* one removes each "off"
from its working grid when it is processed, so the cells and houses it empties turn into singles
later on; such an "on" has as parents its cause and every earlier "off" of that cell or house (the
*hidden* parents). The "on" facts are never written: an "on" makes its cell's other candidates
"off", and each of those is processed as any other, so the house scans for their digits run (a
hidden single met this way is found; placing the digit and clearing the cell at once would miss
it).

The queue order is SE's: every pending "on" first, then one "off", and again. A fact is kept with
the parents it was first met with. A contradiction is a fact found both on and off; the
propagation stops at the first one.

Complexity: the number of distinct facts among a fact's ancestors, itself included (kept here as a
bitset per fact, the union of its parents' sets plus its own bit, so a count is a ``bit_count``).
A hint's complexity adds the counts of its chains' ends; the length bonus counts the thresholds
that ``complexity - 2`` exceeds (4, 6, 8, 12, 16, 24, ...; see :func:`length_bonus`).
"""

from __future__ import annotations

from collections import deque

from ..grid import CandidateGrid

__all__ = [
    "Tables",
    "tables",
    "propagate",
    "length_bonus",
    "difficulty",
    "anc_candidates",
    "reach_sets",
]


class Tables:
    """The geometry a propagation reads, per grid size: for each cell its block, row and column
    (SE's order) and its peers in that order, each once."""

    __slots__ = ("size", "units", "regions", "peers", "ncells", "where", "house_masks", "peer_mask", "houses")

    def __init__(self, geo):
        self.size = geo.size if hasattr(geo, "size") else len(geo.units[0])
        self.units = geo.units
        self.ncells = len(geo.cell_units)
        regions = []
        peers = []
        for cell, (r, c, b) in enumerate(geo.cell_units):
            regions.append((b, r, c))
            seen = {cell}
            order = []
            for u in (b, r, c):
                for other in geo.units[u]:
                    if other not in seen:
                        seen.add(other)
                        order.append(other)
            peers.append(tuple(order))
        self.regions = tuple(regions)
        self.peers = tuple(peers)
        self.peer_mask = tuple(sum(1 << o for o in ps) for ps in peers)
        # where[cell]: (unit, position of the cell in it) for its block, row, column;
        # house_masks[cell]: the positions an "on" turns off in each (its own left out, and the
        # row's and column's cells of its block, met in the block already)
        where = []
        masks = []
        for cell, (b, r, c) in enumerate(regions):
            w = tuple((u, geo.units[u].index(cell)) for u in (b, r, c))
            where.append(w)
            box = set(geo.units[b])
            m = []
            for k, (u, pos) in enumerate(w):
                mask = 0
                for i, other in enumerate(geo.units[u]):
                    if other != cell and (k == 0 or other not in box):
                        mask |= 1 << i
                m.append(mask)
            masks.append(tuple(m))
        self.where = tuple(where)
        self.house_masks = tuple(masks)
        # houses[cell]: for block, row, column: (first index of the house in places, the cell's
        # position, its house mask, the house's cells), what a propagation reads per fact
        size = self.size
        self.houses = tuple(tuple((u * size, pos, mask, geo.units[u]) for (u, pos), mask in zip(w, m))
                            for w, m in zip(where, masks))

    def places(self, cands):
        """The places of each digit in each house, as position masks: ``[unit * size + di]``."""
        size = self.size
        out = [0] * (len(self.units) * size)
        for u, cells in enumerate(self.units):
            base = u * size
            for i, cell in enumerate(cells):
                m = cands[cell]
                while m:
                    low = m & -m
                    m ^= low
                    out[base + low.bit_length() - 1] |= 1 << i
        return out


_TABLES = {}


def tables(grid: CandidateGrid) -> Tables:
    t = _TABLES.get(grid.size)
    if t is None:
        t = _TABLES[grid.size] = Tables(grid.geo)
    return t


def length_bonus(complexity: int) -> float:
    """SE's length bonus for a chain of this complexity: 0.1 for each threshold (4, 6, 8, 12,
    16, 24, 32, ...: alternately x3/2 and x4/3) that ``complexity - 2`` exceeds. Summed in
    floating point as SE sums it, so that ties and orders come out as SE's."""
    if 0 <= complexity < len(_BONUS):
        return _BONUS[complexity]
    return _length_bonus(complexity)


def _length_bonus(complexity: int) -> float:
    added = 0.0
    ceil = 4
    length = complexity - 2
    odd = False
    while length > ceil:
        added += 0.1
        ceil = ceil * 3 // 2 if not odd else ceil * 4 // 3
        odd = not odd
    return added


#: :func:`length_bonus` of the complexities met most (the searches ask it at every layer).
_BONUS = tuple(_length_bonus(c) for c in range(1024))


def difficulty(base: float, complexity: int) -> float:
    """A chain's value as SE computes it (unrounded): base + length bonus."""
    return base + length_bonus(complexity)


def anc_candidates(anc: int, size: int) -> list:
    """The (cell, digit) candidates named by an ancestor set (on or off), in cell order."""
    out = []
    seen = set()
    while anc:
        low = anc & -anc
        anc ^= low
        pot = (low.bit_length() - 1) >> 1
        if pot not in seen:
            seen.add(pot)
            out.append(divmod(pot, size))
    return sorted((c, d + 1) for c, d in out)


def propagate(t: Tables, cands0, start: int, start_on: bool, dynamic: bool, y: bool = True, places0=None,
              advanced=None):
    """Follow one assumption (``start`` on or off) to its end.

    Returns ``(on, off, absurd)``: ``on`` and ``off`` map each fact met (in the order met) to
    ``(ancestors, parents)`` (``ancestors`` a bitset of keys, ``parents`` a tuple of keys), and
    ``absurd`` is None or ``(on_anc, off_anc, pot, parents)``: the two ends of the first
    contradiction (the fact ``pot`` found on and off), ``parents`` those of the end met last (the
    other one is in ``on`` or ``off``). ``dynamic``: apply each "off" as it is processed (see the
    module docstring); ``y``: use the cell links (False for Nishio: one digit at a time);
    ``places0``: :meth:`Tables.places` of ``cands0`` (computed when not given); ``advanced``
    (dynamic only; SE's producers 18 and up): called when the propagation runs dry, as
    ``advanced(cands0, cands, places0, places)`` with the hypothetical grid, it returns new "off"
    facts ``[(pot, parent pots, extra ancestor bits), ...]`` and the propagation goes on with
    those not met yet (a fact met "on" too is not checked here, as in SE: the contradiction is
    found when the links meet it)."""
    size = t.size
    houses = t.houses
    if places0 is None:
        places0 = t.places(cands0)
    if dynamic:
        cands = list(cands0)
        places = list(places0)
    else:
        cands = cands0
        places = places0
    on = {}
    off = {}
    pend_on = deque()
    pend_off = deque()
    pop_on = pend_on.popleft
    pop_off = pend_off.popleft
    push_on = pend_on.append
    push_off = pend_off.append
    own = 1 << (2 * start + (1 if start_on else 0))
    if start_on:
        on[start] = (own, ())
        push_on(start)
    else:
        off[start] = (own, ())
        push_off(start)
    while True:
        if pend_on:
            p = pop_on()
            pa = on[p][0]
            par = (2 * p + 1,)  # the parents of every fact this one turns off
            cell, di = divmod(p, size)
            if y:
                m = cands[cell] & ~(1 << di)
                base = cell * size
                while m:
                    low = m & -m
                    m ^= low
                    q = base + low.bit_length() - 1
                    if q in on:
                        return on, off, (on[q][0], pa | (1 << (2 * q)), q, par)
                    if q not in off:
                        off[q] = (pa | (1 << (2 * q)), par)
                        push_off(q)
            for ub, _, mask, cells in houses[cell]:
                m = places[ub + di] & mask
                while m:
                    low = m & -m
                    m ^= low
                    q = cells[low.bit_length() - 1] * size + di
                    if q in on:
                        return on, off, (on[q][0], pa | (1 << (2 * q)), q, par)
                    if q not in off:
                        off[q] = (pa | (1 << (2 * q)), par)
                        push_off(q)
            continue
        if pend_off:
            # the singles this "off" leaves (the cell's other candidate, then the digit's other
            # place in block, row, column), each taken up as met: its "on" is checked and kept
            # before the next is looked for (that reads only "off" facts, so the order of the
            # checks and the facts kept are those of a list made first); a dynamic propagation
            # removes the fact from its working grid house by house after reading it
            p = pop_off()
            pa = off[p][0]
            pkey = 2 * p
            cell, di = divmod(p, size)
            if y:
                m = cands[cell]
                if m.bit_count() == 2:
                    other = m & ~(1 << di)
                    q = cell * size + other.bit_length() - 1
                    parents = (pkey,)
                    anc = pa
                    if dynamic:
                        hidden = cands0[cell] & ~m
                        while hidden:
                            low = hidden & -hidden
                            hidden ^= low
                            h = cell * size + low.bit_length() - 1
                            parents += (2 * h,)
                            anc |= off[h][0]
                    if q in off:
                        return on, off, (anc | (1 << (2 * q + 1)), off[q][0], q, parents)
                    if q not in on:
                        on[q] = (anc | (1 << (2 * q + 1)), parents)
                        push_on(q)
                if dynamic:
                    cands[cell] = m & ~(1 << di)
            elif dynamic:
                cands[cell] &= ~(1 << di)
            for ub, pos, _, cells in houses[cell]:
                idx = ub + di
                now = places[idx]
                rest = now & ~(1 << pos)
                if dynamic:
                    places[idx] = rest
                if rest and not rest & (rest - 1):
                    q = cells[rest.bit_length() - 1] * size + di
                    parents = (pkey,)
                    anc = pa
                    if dynamic:
                        gone = places0[idx] & ~now
                        while gone:
                            low = gone & -gone
                            gone ^= low
                            h = cells[low.bit_length() - 1] * size + di
                            parents += (2 * h,)
                            anc |= off[h][0]
                    if q in off:
                        return on, off, (anc | (1 << (2 * q + 1)), off[q][0], q, parents)
                    if q not in on:
                        on[q] = (anc | (1 << (2 * q + 1)), parents)
                        push_on(q)
            continue
        if advanced is not None:
            for q, parents, extra in advanced(cands0, cands, places0, places):
                if q not in off:
                    anc = extra | (1 << (2 * q))
                    for p in parents:
                        anc |= off[p][0]
                    off[q] = (anc, tuple(2 * p for p in parents))
                    push_off(q)
            if pend_off:
                continue
        return on, off, None


def reach_sets(adj, keys):
    """For each fact of ``keys``, the facts its links reach (by one link or more), as bitsets
    (``adj[key]``: the facts ``key`` implies, a bitset over keys): Tarjan's
    strongly connected components over the bitset links, each component's reach gathered from
    the components after it."""
    size = len(adj)
    index = [-1] * size
    low = [0] * size
    onstack = [False] * size
    comp = [-1] * size
    stack = []
    reach_c = []
    counter = 0
    # facts that imply nothing reach nothing: the search walks around them
    sinks = 0
    for k in keys:
        if not adj[k]:
            sinks |= 1 << k
    walk = [a & ~sinks for a in adj] if sinks else adj
    for root in keys:
        if index[root] >= 0 or sinks >> root & 1:
            continue
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        onstack[root] = True
        work = [[root, walk[root]]]
        while work:
            frame = work[-1]
            v, rem = frame
            if rem:
                b = rem & -rem
                frame[1] = rem ^ b
                w = b.bit_length() - 1
                iw = index[w]
                if iw < 0:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    onstack[w] = True
                    work.append([w, walk[w]])
                elif onstack[w] and iw < low[v]:
                    low[v] = iw
                continue
            work.pop()
            lv = low[v]
            if work:
                u = work[-1][0]
                if lv < low[u]:
                    low[u] = lv
            if lv == index[v]:
                cid = len(reach_c)
                members = 0
                succ = 0
                while True:
                    w = stack.pop()
                    onstack[w] = False
                    comp[w] = cid
                    members |= 1 << w
                    succ |= adj[w]
                    if w == v:
                        break
                covered = 0
                rem = succ & ~members & ~sinks
                while rem:
                    b = rem & -rem
                    covered |= reach_c[comp[b.bit_length() - 1]]
                    rem &= ~covered
                    rem &= ~b
                reach_c.append(succ | covered)
    return {k: (reach_c[comp[k]] if comp[k] >= 0 else 0) for k in keys}
