"""Every hint of SE's chaining producers on a hypothetical grid, for the nested levels.

A nested forcing chain (SE's producers 19-22, :mod:`.nested`) runs, inside each of its
propagations, chaining producers of the level below on the hypothetical grid (the real grid less
the "off" facts met so far) and goes on with *every* candidate their hints remove. So, unlike the
producers of the path (which want the cheapest hint only), these give all their hints, cheapest
first (SE sorts by value, then complexity, then kind, stably), each as an :class:`InnerHint`:

* its ``complexity`` (its own nested chains included) and the candidates it removes;
* its *sources*: what the hypothetical grid had to have lost for the hint to exist. A chain's
  "on" fact that follows from a cell left with one candidate names the cell, one that follows
  from a house left with one place for its digit names the house and the digit (and so do a
  cell or region reduction's assumptions). The nesting chain turns them into parents: the
  cell's candidates, or the house's places, that the real grid has and the hypothetical one
  lacks;
* a ``signature``: two hints with the same chains are the same nested chain (counted once).

:func:`static_chain_hints` is producer 13 (forcing chains and cycles, static links), followed
node by node as SE does: a breadth-first search per assumption where each fact keeps the one
parent it was met from, a fact never turned off by a link from its own descendants, cycles back
to the assumption after four links or more. :func:`reduction_hints` is producers 16 and 17 (and
the nested levels' own, for level 5): contradictions, double implications, cell and region
reductions from the propagations of :func:`.chaining.propagate`.

SE's code is LGPL and is not copied here; this follows its rules.
"""

from __future__ import annotations

from ..grid import positions_of
from ..slices import PAUSE, run as drain
from .chaining import difficulty, reach_sets

__all__ = ["InnerHint", "static_chain_hints", "static_reach", "reduction_hints", "reduction_work", "fact_sources", "fact_tag",
           "Counter"]

#: A source's tag: a cell left with one candidate, or a house left with one place for a digit.
CELL_SOURCE, HOUSE_SOURCE = 0, 1


class InnerHint:
    """One hint of an inner producer (see the module docstring). ``order`` sorts the hints as
    SE does."""

    __slots__ = ("order", "complexity", "removed", "placed", "sources", "signature", "kind", "ends")

    def __init__(self, order, complexity, removed, sources, signature, placed=None, kind=0, ends=()):
        self.order = order
        self.complexity = complexity
        self.removed = removed  # the candidates it removes (pots)
        self.placed = placed  # the pot it places (its cell's other candidates are ``removed``)
        self.sources = sources
        self.signature = signature
        self.kind = kind
        self.ends = ends  # its chains' ancestor sets (reductions and contradictions)



class Counter:
    """A hint's complexity from its chains' ancestor sets: the facts of each chain (the bits
    below ``flat_bits``) counted per chain, plus the nested chains counted once over all the
    chains: bit ``flat_bits + i`` stands for nested chain ``i``, whose complexity is
    ``weights[i]``."""

    __slots__ = ("flat_mask", "flat_bits", "weights")

    def __init__(self, flat_bits, weights=()):
        self.flat_bits = flat_bits
        self.flat_mask = (1 << flat_bits) - 1
        self.weights = weights

    def __call__(self, ancs):
        mask = self.flat_mask
        total = 0
        nested = 0
        for a in ancs:
            total += (a & mask).bit_count()
            nested |= a
        nested >>= self.flat_bits
        weights = self.weights
        while nested:
            low = nested & -nested
            nested ^= low
            total += weights[low.bit_length() - 1]
        return total


# ----- producer 13 on a hypothetical grid ---------------------------------------------------------

class _Node:
    """A fact of a static search: ``key`` (``2 * pot + on``), the one parent it was met from,
    and its cause (-1: its cell; else the house whose places made it; None: an assumption)."""

    __slots__ = ("key", "parent", "cause", "chain")

    def __init__(self, key, parent, cause):
        self.key = key
        self.parent = parent
        self.cause = cause
        # the keys of the node and of its parent's chain, as a bitset
        self.chain = (1 << key) | (parent.chain if parent is not None else 0)


class _StaticLinks:
    """The links of one hypothetical grid, SE's order: a cell's other candidates, then the
    digit's other places in its block, row and column (each fact once, the first cause kept).
    Each fact's links are worked out once per grid (``(key, cause)`` lists)."""

    def __init__(self, t, cands, places):
        self.t = t
        self.cands = cands
        self.places = places
        self.n = t.size
        self.offs = ({}, {})  # by y: key -> [(key, cause)]
        self.ons = {(y, x): {} for y in (False, True) for x in (False, True)}  # key -> [(key, cause)]
        self.reaches = {}

    def on_to_off(self, key, y):
        found = self.offs[y].get(key)
        if found is None:
            memo = self.offs[y]
            n = self.n
            cell, di = divmod(key >> 1, n)
            out = {}
            if y:
                for d in positions_of(self.cands[cell] & ~(1 << di)):
                    out[2 * (cell * n + d)] = -1
            cands = self.cands
            units = self.t.units
            for u in self.t.regions[cell]:
                for c in units[u]:
                    if c != cell and cands[c] >> di & 1:
                        k = 2 * (c * n + di)
                        if k not in out:
                            out[k] = u
            found = memo[key] = list(out.items())
        return found

    def off_to_on(self, key, y, x):
        found = self.ons[y, x].get(key)
        if found is None:
            memo = self.ons[y, x]
            n = self.n
            cell, di = divmod(key >> 1, n)
            out = {}
            if y:
                m = self.cands[cell]
                if m.bit_count() == 2:
                    other = (m & ~(1 << di)).bit_length() - 1
                    out[2 * (cell * n + other) + 1] = -1
            if x:
                t = self.t
                for u, pos in t.where[cell]:
                    rest = self.places[u * n + di]
                    if rest.bit_count() == 2:
                        c = t.units[u][(rest & ~(1 << pos)).bit_length() - 1]
                        k = 2 * (c * n + di) + 1
                        if k not in out:
                            out[k] = u
            found = memo[key] = list(out.items())
        return found

    def reach(self, y, x):
        """For the links with these flags, a function ``key -> bitset`` of the facts reachable
        from a fact by one link or more (:func:`.chaining.reach_sets` over the links as bitsets,
        the same links as :meth:`on_to_off` and :meth:`off_to_on`). Only a filter: SE's
        searches meet a subset of these."""
        found = self.reaches.get((y, x))
        if found is not None:
            return found
        keys, parts = self._bit_links()
        on_house, on_cell, off_cell, off_house = parts
        adj = [0] * (2 * len(self.cands) * self.n)
        for k in keys:
            if k & 1:
                adj[k] = on_house[k] | on_cell[k] if y else on_house[k]
            elif y:
                adj[k] = off_cell[k] | off_house[k] if x else off_cell[k]
            elif x:
                adj[k] = off_house[k]
        found = self.reaches[y, x] = reach_sets(adj, keys)
        return found

    def _bit_links(self):
        """The grid's facts (keys) and its links as bitsets over keys, by kind: on -> off in the
        houses, on -> off in the cell ("y"), off -> on in a bivalue cell ("y"), off -> on in a
        house left with two places ("x"); each a ``{key: bitset}``."""
        found = self.reaches.get("links")
        if found is not None:
            return found
        n = self.n
        t = self.t
        cands = self.cands
        places = self.places
        units = t.units
        where = t.where
        peer_mask = t.peer_mask
        digit_cells = [0] * n
        for cell, m in enumerate(cands):
            while m:
                low = m & -m
                m ^= low
                digit_cells[low.bit_length() - 1] |= 1 << cell
        on_house, on_cell, off_cell, off_house = {}, {}, {}, {}
        keys = []
        for cell, m in enumerate(cands):
            bivalue = m.bit_count() == 2
            base = cell * n
            cell_offs = 0
            mm = m
            while mm:
                low = mm & -mm
                mm ^= low
                cell_offs |= 1 << (2 * (base + low.bit_length() - 1))
            mm = m
            while mm:
                low = mm & -mm
                mm ^= low
                di = low.bit_length() - 1
                pot = base + di
                k = 2 * pot
                keys.append(k)
                keys.append(k + 1)
                on_cell[k + 1] = cell_offs & ~(1 << k)
                out = 0
                seen = peer_mask[cell] & digit_cells[di]
                while seen:
                    b = seen & -seen
                    seen ^= b
                    out |= 1 << (2 * ((b.bit_length() - 1) * n + di))
                on_house[k + 1] = out
                off_cell[k] = 1 << (2 * (base + (m ^ low).bit_length() - 1) + 1) if bivalue else 0
                out = 0
                for u, pos in where[cell]:
                    rest = places[u * n + di]
                    if rest.bit_count() == 2:
                        c = units[u][(rest & ~(1 << pos)).bit_length() - 1]
                        out |= 1 << (2 * (c * n + di) + 1)
                off_house[k] = out
        found = self.reaches["links"] = (keys, (on_house, on_cell, off_cell, off_house))
        return found


def _cycles(links, source, y, x):
    """SE's cycle search from an assumption "on": the nodes where it comes back on."""
    to_on = {source.key}
    pend_on = [source]
    pend_off = []
    found = []
    length = 0
    while pend_on or pend_off:
        length += 1
        for p in pend_on:
            for k, cause in links.on_to_off(p.key, y):
                if not p.chain >> k & 1:
                    pend_off.append(_Node(k, p, cause))
        pend_on = []
        length += 1
        for p in pend_off:
            for k, cause in links.off_to_on(p.key, y, x):
                if length >= 4 and k == source.key:
                    found.append(_Node(k, p, cause))
                if k not in to_on:
                    pend_on.append(_Node(k, p, cause))
                    to_on.add(k)
        pend_off = []
    return found


def _chains(links, start, y):
    """SE's forcing chain search from an assumption (on or off): the node where it first meets
    its opposite, or None."""
    opposite = start.key ^ 1
    to_on = set()
    to_off = set()
    pend_on, pend_off = [], []
    if start.key & 1:
        to_on.add(start.key)
        pend_on.append(start)
    else:
        to_off.add(start.key)
        pend_off.append(start)
    # only the assumption's opposite is a target: the first one met is the chain
    while pend_on or pend_off:
        for p in pend_on:
            for k, cause in links.on_to_off(p.key, y):
                if k == opposite:
                    return _Node(k, p, cause)
                if k not in to_off and not p.chain >> k & 1:
                    pend_off.append(_Node(k, p, cause))
                    to_off.add(k)
        pend_on = []
        for p in pend_off:
            for k, cause in links.off_to_on(p.key, y, True):
                if k == opposite:
                    return _Node(k, p, cause)
                if k not in to_on:
                    pend_on.append(_Node(k, p, cause))
                    to_on.add(k)
        pend_off = []
    return None


def _node_sources(node, n, sources, offs):
    """Add the sources of the "on" facts of a node's chain, and of its "off" facts too when
    ``offs`` (a cycle: SE reads it both ways, and the way back turns its "off" facts on); the
    assumption names nothing."""
    p = node
    while p.parent is not None:
        pot = p.key >> 1
        if not (p.key & 1 or offs):
            pass
        elif p.cause == -1:
            sources.add((CELL_SOURCE, pot // n))
        else:
            sources.add((HOUSE_SOURCE, p.cause, pot % n))
        p = p.parent


def _chain_keys(node):
    keys = []
    while node is not None:
        keys.append(node.key)
        node = node.parent
    return keys


#: The links of the last grid :func:`static_chain_hints` ran on (its candidates, its
#: :class:`_StaticLinks`): the nested level 3 runs producer 16 on the same grid next, and
#: :func:`static_reach` reads their closure.
_LAST_LINKS = [None, None]


def static_reach(t, cands, places):
    """What each fact of the grid's static links (cell and house links: those of a static
    :func:`.chaining.propagate`) reaches, as ``key -> bitset`` (:meth:`_StaticLinks.reach`):
    a static propagation from a fact meets only facts among them."""
    if _LAST_LINKS[0] != cands:
        _LAST_LINKS[:] = [list(cands), _StaticLinks(t, cands, places)]
    return _LAST_LINKS[1].reach(True, True)


def static_chain_hints(t, cands, places):
    """Producer 13's hints on a grid (candidates and places), cheapest first: cycles (x, y,
    xy links) and forcing chains (x, xy), as :class:`InnerHint`."""
    n = t.size
    links = _StaticLinks(t, cands, places)
    _LAST_LINKS[:] = [list(cands), links]
    hints = []
    seq = 0
    houses = t.peers
    for y, x, cycle_base, chain_base, sortkey in ((False, True, 6.5, 6.6, 2), (True, False, 6.5, None, 3),
                                                  (True, True, 7.0, 7.0, 4)):
        cycle_reach = links.reach(y, x)
        chain_reach = links.reach(y, True)
        for cell, m in enumerate(cands):
            if m.bit_count() < 2:
                continue
            if m.bit_count() > 2 and not x:
                continue
            for di in positions_of(m):
                pot = cell * n + di
                on_key = 2 * pot + 1
                source = _Node(on_key, None, None)
                for dst in _cycles(links, source, y, x) if cycle_reach[on_key] >> on_key & 1 else ():
                    chain = []
                    p = dst
                    while p.parent is not None:
                        chain.append(p)
                        p = p.parent
                    in_chain = {(q.key >> 1) // n for q in chain}
                    forw, back = {}, {}
                    for p in chain:
                        d = (p.key >> 1) % n
                        side = forw if p.key & 1 else back
                        for c in houses[(p.key >> 1) // n]:
                            if c not in in_chain and cands[c] >> d & 1:
                                side[c * n + d] = True
                    removed = tuple(q for q in forw if q in back)
                    if not removed:
                        continue
                    keys = _chain_keys(dst)
                    complexity = len(set(keys))
                    sources = set()
                    _node_sources(dst, n, sources, True)
                    seq += 1
                    hints.append(InnerHint((difficulty(cycle_base, complexity), complexity, sortkey, seq),
                                           complexity, removed, sources, ("cycle", tuple(keys)), None, 1))
                if not x:
                    continue
                for start in (source, _Node(2 * pot, None, None)):
                    if not chain_reach[start.key] >> (start.key ^ 1) & 1:
                        continue
                    target = _chains(links, start, y)
                    if target is not None:
                        q = target.key >> 1
                        if target.key & 1:
                            removed = tuple(q - q % n + d for d in positions_of(cands[q // n] & ~(1 << q % n)))
                        else:
                            removed = (q,)
                        if not removed:
                            continue
                        keys = _chain_keys(target)
                        complexity = len(set(keys))
                        sources = set()
                        _node_sources(target, n, sources, False)
                        seq += 1
                        hints.append(InnerHint((difficulty(chain_base, complexity), complexity, sortkey, seq),
                                               complexity, removed, sources, ("chain", tuple(keys)),
                                               q if target.key & 1 else None, 2))
    hints.sort(key=lambda h: h.order)
    return hints


# ----- producers 16, 17 (and the nested levels) on a hypothetical grid ----------------------------

def fact_sources(t, places0, run, anc, sources, flat_bits):
    """Add to ``sources`` those of every "on" fact among ``anc`` (an ancestor set of the
    propagation ``run``, :func:`.chaining.propagate`'s result on a grid whose places are
    ``places0``); an assumption names nothing here (a reduction adds its own)."""
    a = anc & ((1 << flat_bits) - 1)
    for key in positions_of(a & _ODD_MASK(flat_bits)):
        tag = fact_tag(t, places0, run, key)
        if tag is not None:
            sources.add(tag)


def fact_tag(t, places0, run, key):
    """The source of the "on" fact ``key`` of ``run`` (see :func:`fact_sources`): its cell
    (``(CELL_SOURCE, cell)``), the house and digit whose last place it is (``(HOUSE_SOURCE,
    house, digit)``), or None (an assumption, or a fact ``run`` does not hold)."""
    n = t.size
    q = key >> 1
    e = run[0].get(q)
    if e is not None:
        parents = e[1]
    else:
        absurd = run[2]
        if absurd is not None and absurd[2] == q:
            parents = absurd[3]
        else:
            return None
    if not parents:
        return None
    p0 = parents[0] >> 1
    cq, d = divmod(q, n)
    cp = p0 // n
    if cp == cq:
        return (CELL_SOURCE, cq)
    hidden = {(h >> 1) // n for h in parents[1:]}
    units = t.units
    for u in t.regions[cp]:
        cells = units[u]
        if cq not in cells:
            continue
        here = {cells[i] for i in positions_of(places0[u * n + d])}
        if here == {cp, cq} | hidden:
            return (HOUSE_SOURCE, u, d)
    return None


_ODD = {}


def _ODD_MASK(bits):
    m = _ODD.get(bits)
    if m is None:
        m = _ODD[bits] = int("10" * (bits // 2), 2) if bits >= 2 else 0
    return m


CONTRADICTION, DOUBLE, CELL, REGION = 3, 4, 5, 6
_SORT_DOUBLE, _SORT_CELL, _SORT_REGION, _SORT_ABSURD = 1, 5, 6, 7


def reduction_hints(t, cands, places, run, base, dynamic, count, reach=None):
    """:func:`reduction_work` run to its end (no pauses)."""
    return drain(reduction_work(t, cands, places, run, base, dynamic, count, reach))


def reduction_work(t, cands, places, run, base, dynamic, count, reach=None, release=None, cheapest=False):
    """Producer 16 (``dynamic`` False) or 17 and the nested levels (True) on a grid: every hint,
    cheapest first, as :class:`InnerHint` (``run(pot, on)`` follows an assumption on this grid,
    ``count`` is the :class:`Counter`). A generator: it pauses after each cell and returns the
    hints. SE's order: cells in reading order, each candidate's contradictions (assumed on, then
    off), double implications and region reductions (the houses whose first place for the digit
    is the cell), then the cell's reduction.

    ``reach`` (static only: :func:`static_reach` of the grid) skips the propagations of a cell
    or a house whose assumptions reach no fact in common: a static propagation meets only facts
    its start reaches, and a reduction is a fact every branch meets, so they have no hint.

    ``release`` (optional) is called with each cell once its propagations will not be asked for
    again: a house's first place (reading order) asks for the others' "on" propagations, so a
    cell's are last needed at the cell itself; a caller that keeps them (a nested level keeps
    hundreds, each with wide ancestor sets) can let them go. ``cheapest``: keep only the cheapest
    hint (a path's step needs no other; a nested level's inner producers need them all)."""
    if reach is not None and not dynamic:
        return (yield from _static_reduction_work(t, cands, run, base, count, reach, places))
    n = t.size
    found = _Found(t, cands, base, places, count.flat_bits, cheapest)
    hints, add, placing, sources = found.hints, found.add, found.placing, found.sources

    for cell, m in enumerate(cands):
        card = m.bit_count()
        if not (card > 2 or (card > 1 and dynamic)):
            continue
        on_runs = []
        for di in positions_of(m):
            pot = cell * n + di
            r_on = run(pot, 1)
            on_runs.append(r_on)
            if dynamic:
                r_off = run(pot, 0)
                if r_on[2] is not None:
                    a_on, a_off, q, _ = r_on[2]
                    add(count((a_on, a_off)), _SORT_ABSURD, (pot,), sources(((r_on, a_on), (r_on, a_off))),
                        ("absurd", 2 * pot + 1, a_on, a_off), None, CONTRADICTION, (a_on, a_off))
                if r_off[2] is not None:
                    a_on, a_off, q, _ = r_off[2]
                    add(count((a_on, a_off)), _SORT_ABSURD, placing(pot), sources(((r_off, a_on), (r_off, a_off))),
                        ("absurd", 2 * pot, a_on, a_off), pot, CONTRADICTION, (a_on, a_off))
                if card >= 3:
                    for facts, state in ((0, 1), (1, 0)):
                        other = r_off[facts]
                        for q, (anc, _) in r_on[facts].items():
                            e = other.get(q)
                            if e is None:
                                continue
                            add(count((anc, e[0])), _SORT_DOUBLE, placing(q) if state else (q,),
                                sources(((r_on, anc), (r_off, e[0]))), ("double", pot, 2 * q + state, anc, e[0]),
                                q if state else None, DOUBLE, (anc, e[0]))
            low = 1 << di
            for u in t.regions[cell]:
                cells = [o for o in t.units[u] if cands[o] & low]
                if cells[0] != cell or len(cells) < 2:
                    continue
                branches = [r_on if o == cell else run(o * n + di, 1) for o in cells]
                _reductions(branches, REGION, (HOUSE_SOURCE, u, di), add, count, sources, placing, ("region", u, di))
        _reductions(on_runs, CELL, (CELL_SOURCE, cell), add, count, sources, placing, ("cell", cell))
        del on_runs
        if release is not None:
            release(cell)
        yield PAUSE
    hints.sort(key=lambda h: h.order)
    return hints


def _static_reduction_work(t, cands, run, base, count, reach, places):
    """:func:`reduction_work` for a static propagation (producer 16: cell and region reductions
    only), the same hints in the same order, with the propagations whose branches reach no
    common fact left out."""
    n = t.size
    found = _Found(t, cands, base, places, count.flat_bits)
    hints, add, placing, sources = found.hints, found.add, found.placing, found.sources

    def met(pot):
        key = 2 * pot + 1
        return reach.get(key, 0) | 1 << key

    for cell, m in enumerate(cands):
        if m.bit_count() <= 2:
            continue
        common = -1
        for di in positions_of(m):
            pot = cell * n + di
            common &= met(pot)
            low = 1 << di
            for u in t.regions[cell]:
                cells = [o for o in t.units[u] if cands[o] & low]
                if cells[0] != cell or len(cells) < 2:
                    continue
                shared = -1
                for o in cells:
                    shared &= met(o * n + di)
                    if not shared:
                        break
                if not shared:
                    continue
                branches = [run(o * n + di, 1) for o in cells]
                _reductions(branches, REGION, (HOUSE_SOURCE, u, di), add, count, sources, placing, ("region", u, di))
        if common:
            on_runs = [run(cell * n + di, 1) for di in positions_of(m)]
            _reductions(on_runs, CELL, (CELL_SOURCE, cell), add, count, sources, placing, ("cell", cell))
        yield PAUSE
    hints.sort(key=lambda h: h.order)
    return hints


class _Found:
    """The hints a reduction search finds, numbered in finding order (the last tie-break), and the
    two things every hint needs: the cells a "true" fact places, and the facts it rests on."""

    def __init__(self, t, cands, base, places, flat_bits, cheapest=False):
        self.t, self.cands, self.base, self.places, self.flat_bits = t, cands, base, places, flat_bits
        self.hints = []
        self.cheapest = cheapest  # keep only the cheapest hint (``hints`` holds at most one)
        self.seq = 0
        self.odd = (1 << flat_bits) - 1 & _ODD_MASK(flat_bits)
        # each run's facts' sources, worked out once per fact (a hint unites its chains'); the
        # run is kept beside them, so that its id stays its own
        self.tags = {}

    def add(self, complexity, sortkey, removed, sources_of, signature, placed=None, kind=0, ends=()):
        """Offer a hint; ``sources_of`` is what :meth:`sources` returned, worked out here only
        for a hint that is kept."""
        if not removed:
            return
        self.seq += 1
        order = (difficulty(self.base, complexity), complexity, sortkey, self.seq)
        hints = self.hints
        if self.cheapest:
            if hints and hints[0].order <= order:
                return
            hints.clear()
        hints.append(InnerHint(order, complexity, removed, self._sources(*sources_of), signature, placed, kind,
                               ends))

    def placing(self, q):
        n = self.t.size
        return tuple(q - q % n + d for d in positions_of(self.cands[q // n] & ~(1 << q % n)))

    def sources(self, pairs, start=None):
        """The sources of the chains ``pairs`` (``(run, ancestors)``; see :func:`fact_sources`)
        and ``start``, to hand to :meth:`add` (which works them out when it keeps the hint)."""
        return pairs, start

    def _sources(self, pairs, start):
        out = set() if start is None else {start}
        odd = self.odd
        tags = self.tags
        t, places = self.t, self.places
        for r, a in pairs:
            kept = tags.get(id(r))
            if kept is None or kept[0] is not r:
                kept = tags[id(r)] = (r, {})
            memo = kept[1]
            a &= odd
            while a:
                low = a & -a
                a ^= low
                key = low.bit_length() - 1
                if key in memo:
                    tag = memo[key]
                else:
                    tag = memo[key] = fact_tag(t, places, r, key)
                if tag is not None:
                    out.add(tag)
        return out


def _reductions(branches, kind, start, add, count, sources, placing, tag):
    sortkey = _SORT_CELL if kind == CELL else _SORT_REGION
    for facts, state in ((0, 1), (1, 0)):
        for q, (anc, _) in branches[0][facts].items():
            ancs = [anc]
            for br in branches[1:]:
                e = br[facts].get(q)
                if e is None:
                    break
                ancs.append(e[0])
            else:
                add(count(ancs), sortkey, placing(q) if state else (q,), sources(list(zip(branches, ancs)), start),
                    tag + (2 * q + state, tuple(ancs)), q if state else None, kind, tuple(ancs))
