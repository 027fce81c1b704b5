"""Sudoku Explainer's chaining producers: forcing chains and cycles (13), Nishio (15), multiple
forcing chains (16) and dynamic forcing chains (17), on the engine of :mod:`.chaining`.

SE collects a producer's hints and takes the cheapest, by (value, complexity, kind), then in
the order met (it sorts the list stably). Each finder here yields that one step, SE's: it keeps
only the best hint met so far, and stops a search as soon as nothing it could still find would
beat it. A hint removes one candidate or places one digit (a cycle may remove several). What
each producer looks for:

* **13, forcing chains and cycles** (static: the links of the unchanged grid). Three passes, in
  this order: one digit ("x": house links only, cycles 6.5 and chains 6.6), bivalue cells ("y":
  cycles 6.5, starting from bivalue cells), both ("xy": 7.0). From each candidate on, a
  breadth-first search by layers finds *cycles* (back to the candidate, "on", after four links
  or more; a link never turns off a fact of its own chain): a candidate seeing an "on" and an
  "off" node of the cycle with its digit goes. From the candidate on and from it off, a *forcing
  chain* reaches the opposite fact: the candidate goes, or is placed. Complexity: the nodes of
  the chain (a cycle's start counted once).
* **15, Nishio** (7.5): dynamic, one digit at a time (house links only); a candidate whose "on"
  (or "off") leads to a contradiction is removed (placed).
* **16, multiple forcing chains** (8.0): static. For each cell with three candidates or more:
  every one of its candidates on implies the same fact (*cell reduction*); and for each house
  whose first place for a digit is that cell (any number of places), every place implies the
  same fact (*region reduction*).
* **17, dynamic forcing chains** (8.5): dynamic; every cell with two candidates or more: a
  candidate on, or off, leads to a contradiction; a fact implied by a candidate both on and off
  (cells of three candidates or more: *double implication*); cell and region reductions.

Complexity: a contradiction's or a double implication's two ends count each their ancestors (a
shared trunk twice), a reduction sums its branches. The value is the base plus the length bonus
of :func:`.chaining.length_bonus`.

How it is made fast (the steps are SE's, checked against SE 1.2.1 itself on several hundred
positions): the static links are bitsets, so a transitive closure says which starts can have a
chain or a cycle at all, and a breadth-first search over bitsets gives a chain's complexity (its
distance: SE's search is by layers too); cycles are searched SE's way, cheapest lower bound
first, only while one could still win. A static propagation without contradiction is the same
breadth-first search (producer 16). The dynamic ones (15, 17) are followed fact by fact, as
SE does, each one once per grid (a house's other places are the same assumptions as those
cells' own). Work is paced (:data:`~..slices.PAUSE` after each start cell or search).

SE's code is LGPL and is not copied here; this follows its rules as the notes describe.
"""

from __future__ import annotations

from ..slices import PAUSE, steps_only
from ..step import STRONG, WEAK, Link, Node, Pattern, Step
from .chaining import anc_candidates, difficulty, length_bonus, propagate, reach_sets, tables

#: ``parts["kind"]`` of a chain step (numbers, as every part).
CYCLE, CHAIN, CONTRADICTION, DOUBLE, CELL, REGION = 1, 2, 3, 4, 5, 6

#: SE's tie-breaks between hints of one value and complexity.
_SORT_CYCLE_OR_CHAIN = {"x": 2, "y": 3, "xy": 4}
_SORT_DOUBLE, _SORT_CELL, _SORT_REGION, _SORT_ABSURD = 1, 5, 6, 7


# ----- 13: static forcing chains and cycles ------------------------------------------------------

class _Static:
    """The links of the unchanged grid, per candidate (``pot``)."""

    def __init__(self, grid, t):
        size = t.size
        cands = grid.cands
        n = len(cands)
        self.off_x = {}  # pot -> offs by house links (same digit in block, row, column)
        self.off_y = {}  # pot -> offs by cell and house links
        self.on_y = {}  # pot off -> the cell's other candidate, when the cell is bivalue
        self.on_x = {}  # pot off -> the only other place in block, row, column
        places = t.places(cands)
        units = t.units
        for cell in range(n):
            m = cands[cell]
            if not m:
                continue
            digits = []
            mm = m
            while mm:
                low = mm & -mm
                mm ^= low
                digits.append(low.bit_length() - 1)
            where = t.where[cell]
            masks = t.house_masks[cell]
            for di in digits:
                pot = cell * size + di
                house = []
                conj = []
                for (u, pos), mask in zip(where, masks):
                    idx = u * size + di
                    cells = units[u]
                    mm = places[idx] & mask
                    while mm:
                        low = mm & -mm
                        mm ^= low
                        house.append(cells[low.bit_length() - 1] * size + di)
                    rest = places[idx] & ~(1 << pos)
                    if rest and not rest & (rest - 1):
                        conj.append(cells[rest.bit_length() - 1] * size + di)
                self.off_x[pot] = house
                self.off_y[pot] = [cell * size + e for e in digits if e != di] + house
                if len(digits) == 2:
                    e = digits[0] if digits[1] == di else digits[1]
                    self.on_y[pot] = cell * size + e
                self.on_x[pot] = conj


#: (grid size, candidates, links, their adjacency by pass) of the last grid seen: producers 13 and
#: 16 read the same links when they run on one grid (13 found nothing), and need them whole.
_LAST_LINKS = [None, None, None, None]


def _links(grid, t):
    """:class:`_Static` of the grid, built once per grid content (see :data:`_LAST_LINKS`)."""
    cands = tuple(grid.cands)
    if _LAST_LINKS[0] != grid.size or _LAST_LINKS[1] != cands:
        _LAST_LINKS[:] = [grid.size, cands, _Static(grid, t), {}]
    return _LAST_LINKS[2]


def _links_adjacency(links, t, y, x):
    """:func:`_adjacency`, kept with the links when they are the last grid's."""
    if links is not _LAST_LINKS[2]:
        return _adjacency(links, t, y, x)
    adj = _LAST_LINKS[3].get((y, x))
    if adj is None:
        adj = _LAST_LINKS[3][(y, x)] = _adjacency(links, t, y, x)
    return adj


def _path(node):
    """A static chain's nodes from its start to ``node``."""
    out = []
    while node is not None:
        out.append(node)
        node = node[2]
    out.reverse()
    return out


def _cycle_removals(t, digit_cells, dst):
    """SE's cycle eliminations: candidates outside the cycle's cells that see an "on" node and
    an "off" node of the cycle with their digit (``digit_cells[di]``: the cells holding digit
    ``di``, as a cell bitset)."""
    size = t.size
    peer_mask = t.peer_mask
    forward = {}
    back = {}
    cells = 0
    node = dst
    while node[2] is not None:
        cell, di = divmod(node[0], size)
        cells |= 1 << cell
        seen = peer_mask[cell] & digit_cells[di]
        side = forward if node[1] else back
        side[di] = side.get(di, 0) | seen
        node = node[2]
    out = []
    for di, m in forward.items():
        m &= back.get(di, 0) & ~cells
        while m:
            low = m & -m
            m ^= low
            out.append((low.bit_length() - 1) * size + di)
    return out


def _static_pattern(t, node):
    size = t.size
    path = _path(node)
    cands = tuple(sorted({(n[0] // size, n[0] % size + 1) for n in path}))
    links = []
    for a, b in zip(path, path[1:]):
        na = Node((a[0] // size,), a[0] % size + 1)
        nb = Node((b[0] // size,), b[0] % size + 1)
        links.append(Link(na, nb, WEAK if a[1] else STRONG))
    return Pattern(cells=tuple(sorted({c for c, _ in cands})), candidates=cands, links=tuple(links))


def _adjacency(links, t, y, x):
    """One pass's links as bitsets over keys (``2 * pot + on``): ``adj[key]`` is the facts that
    ``key`` implies."""
    adj = [0] * (2 * t.ncells * t.size)
    offs = links.off_y if y else links.off_x
    for p, qs in offs.items():
        m = 0
        for q in qs:
            m |= 1 << (2 * q)
        adj[2 * p + 1] = m
        m = 0
        if y and p in links.on_y:
            m |= 1 << (2 * links.on_y[p] + 1)
        if x:
            for q in links.on_x[p]:
                m |= 1 << (2 * q + 1)
        adj[2 * p] = m
    return adj


def _probe(adj, busy, s, start_on, preds, limit):
    """A breadth-first search by layers over bitsets from ``s`` (on or off): the complexity of
    the forcing chain to the opposite fact (its distance + 1; SE's search is by layers too, so
    its first chain is a shortest one), and a lower bound on the length of a cycle back to ``s``
    on (``preds``: the "off" facts that turn ``s`` on; None: no cycles), or None for each.
    It stops at depth ``limit``, where nothing longer can beat the best hint so far; ``busy``:
    the facts that imply something (the others are met, never followed)."""
    start = 2 * s + start_on
    target = 2 * s + (not start_on)
    visited = frontier = 1 << start
    depth = 0
    chain = cycle = None
    while frontier:
        if depth >= limit:
            break
        nxt = 0
        f = frontier
        while f:
            low = f & -f
            f ^= low
            nxt |= adj[low.bit_length() - 1]
        if chain is None and nxt >> target & 1:
            chain = depth + 2
        if preds and cycle is None and depth >= 2 and not depth & 1 and nxt & preds:
            cycle = depth + 2
        if chain is not None and (cycle is not None or not preds):
            break
        depth += 1
        frontier = nxt & ~visited & busy
        visited |= nxt
    return chain, cycle


def _chain_node(links, s, start_on, y):
    """SE's forcing chain from ``s`` (on or off) to the opposite fact, as a node path (the first
    one its search by layers meets)."""
    offs = links.off_y if y else links.off_x
    seen = ({s}, set()) if start_on else (set(), {s})  # (on, off)
    layer = [(s, start_on, None, 0)]
    layer_on = start_on
    while layer:
        nxt = []
        for p in layer:
            if layer_on:
                made = offs[p[0]]
            else:
                made = links.on_x[p[0]]
                if y and p[0] in links.on_y:
                    made = [links.on_y[p[0]]] + made
            for q in made:
                node = (q, not layer_on, p, p[3] + 1)
                if q == s and start_on == layer_on:
                    return node
                known = seen[1] if layer_on else seen[0]
                if q not in known:
                    known.add(q)
                    nxt.append(node)
        layer = nxt
        layer_on = not layer_on
    return None


def _cycles(t, digit_cells, links, s, y, x, beaten, busy, memo):
    """SE's search for cycles through ``s`` on: by layers, a link never turns off a fact of its
    own chain, "off" facts met again are followed again (the "on" ones are not); a cycle closes
    on ``s`` after four links or more. Yields ``(length, node, removals)`` for each cycle that
    removes something, as met; ``beaten(length)`` stops the search. A node is ``(pot, on,
    parent, depth, the "off" facts of its chain as a bitset)``; ``busy``: the facts (keys) that
    imply something (an "off" fact that turns nothing on is not kept); ``memo``: the pass's links
    so far, as lists (kept between the searches of one pass)."""
    offs = links.off_y if y else links.off_x
    on_y = links.on_y
    on_x = links.on_x
    root = (s, True, None, 0, 0)
    to_on = {s}
    pend_on = [root]
    length = 0
    while pend_on:
        if beaten(max(4, length + 2)):
            return
        length += 1
        pend_off = []
        for p in pend_on:
            mask = p[4]
            depth = p[3] + 1
            made = memo.get(2 * p[0] + 1)
            if made is None:
                made = memo[2 * p[0] + 1] = [q for q in offs[p[0]] if busy >> (2 * q) & 1]
            for q in made:
                if not mask >> q & 1:
                    pend_off.append((q, False, p, depth, mask | 1 << q))
        length += 1
        pend_on = []
        closing = length >= 4
        for p in pend_off:
            pot = p[0]
            made = memo.get(2 * pot)
            if made is None:
                made = on_x[pot] if x else ()
                if y and pot in on_y:
                    made = [on_y[pot], *made]
                memo[2 * pot] = made
            for q in made:
                if q in to_on:
                    if closing and q == s and not beaten(length):
                        n = (q, True, p, p[3] + 1, p[4])
                        removals = _cycle_removals(t, digit_cells, n)
                        if removals:
                            yield length, n, removals
                    continue
                to_on.add(q)
                pend_on.append((q, True, p, p[3] + 1, p[4]))


_PASSES = (("x", False, True), ("y", True, False), ("xy", True, True))

#: A depth no search reaches (the facts of a 16x16 grid are fewer).
_NO_LIMIT = 1 << 14


def _forcing_chains_cycles(grid):
    t = tables(grid)
    size = t.size
    cands = grid.cands
    links = _links(grid, t)
    best = None  # ((value, complexity, sortkey), order, kind, node or (s, start_on, y), removals)
    starts = [cell for cell, m in enumerate(cands) if m and m.bit_count() > 1]
    digit_cells = [0] * size
    for cell, m in enumerate(cands):
        while m:
            low = m & -m
            m ^= low
            digit_cells[low.bit_length() - 1] |= 1 << cell
    cycle_starts = []  # (lower bound key, order, pass, s)

    def beaten(base, complexity, sortkey, order):
        return best is not None and ((base + length_bonus(complexity), complexity, sortkey), order) >= best[:2]

    limits = {}

    def limit(base, sortkey, order, cycle):
        """The first depth of a search from a start (``order``) at which :func:`beaten` holds
        for its chains (complexity ``depth + 2``) or its cycles (at least 4): ``beaten`` grows
        with the complexity, and with the best hint it only depends on whether ``order`` comes
        after the best's, so the depth is kept per best hint."""
        if best is None:
            return _NO_LIMIT
        after = order >= best[1]
        key = (base, sortkey, after, cycle, best[0])
        found = limits.get(key)
        if found is None:
            found = 0
            while found < _NO_LIMIT:
                c = found + 2
                if cycle and c < 4:
                    c = 4
                if ((base + length_bonus(c), c, sortkey), after) >= (best[0], True):
                    break
                found += 1
            limits[key] = found
        return found

    closures = {}

    def closure(npass):
        """A pass's links (and their reverse) as bitsets, the transitive closure of the "xy"
        links (every pass's bound), whether any forcing chain exists with those, and the facts
        that imply something with the pass's links (``busy``)."""
        c = closures.get(npass)
        if c is None:
            _, y, x = _PASSES[npass]
            adj = _links_adjacency(links, t, y, x)
            keys = [k for p in links.off_x for k in (2 * p + 1, 2 * p)]
            # the "on" facts that turn an "off" one off: the links on -> off are symmetric (p on
            # turns q off when q on turns p off), so they are q's own, one place up
            radj = [0] * len(adj)
            for k in keys:
                if not k & 1:
                    radj[k] = adj[k + 1] << 1
            if npass != 2:
                # the "x" and the "y" links are some of the "xy" ones: what they reach, the "xy"
                # links reach too, so the "xy" closure is a bound for theirs (it only says which
                # searches may find something; each search follows the pass's own links)
                big = closure(2)
                busy = 0
                for k in keys:
                    if adj[k]:
                        busy |= 1 << k
                c = closures[npass] = (adj, radj, big[2], big[3], busy)
                return c
            # the closure over the "on" facts (on -> off -> on), the "off" facts that imply
            # nothing left out: far fewer nodes and links
            live = 0
            for k in keys:
                if not k & 1 and adj[k]:
                    live |= 1 << k
            succ = [0] * len(adj)
            on_keys = []
            for k in keys:
                if k & 1:
                    on_keys.append(k)
                    m = adj[k] & live
                    o = 0
                    while m:
                        b = m & -m
                        m ^= b
                        o |= adj[b.bit_length() - 1]
                    succ[k] = o
            reach_on = reach_sets(succ, on_keys)
            reach = {}
            exist = False
            for k in on_keys:
                off = k - 1
                # from k on: the "on" facts it reaches, and its own "off" when one of them sees it
                r = reach_on[k]
                if r & radj[off]:
                    r |= 1 << off
                reach[k] = r
                # from k off: the "on" facts it turns on and theirs
                m = adj[off]
                o = m
                while m:
                    b = m & -m
                    m ^= b
                    o |= reach_on[b.bit_length() - 1]
                reach[off] = o
                if x and (r >> off & 1 or o >> k & 1):
                    exist = True
            busy = 0
            for k in keys:
                if adj[k]:
                    busy |= 1 << k
            c = closures[npass] = (adj, radj, reach, exist, busy)
        return c

    # the "x" and "y" links are some of the "xy" ones: no forcing chain with all of them, no
    # hint at all
    if not closure(2)[3]:
        return
    yield PAUSE

    # chains first (their complexity is their distance), with lower bounds for the cycles; the
    # cycles' own searches then run cheapest bound first, while they can still win (SE's order,
    # ``order``, breaks ties)
    for npass, (config, y, x) in enumerate(_PASSES):
        sortkey = _SORT_CYCLE_OR_CHAIN[config]
        cycle_base = 7.0 if config == "xy" else 6.5
        chain_base = 7.0 if config == "xy" else 6.6
        if beaten(min(cycle_base, chain_base), 4, sortkey, (npass,)):
            break
        # a cycle that removes z gives a forcing chain from z (z on turns off a node of the
        # cycle; the cycle, walked the other way, turns on another one z sees), with the same
        # links: no chain of the pass (of the "xy" pass, for the "y" cycles), nothing to find
        if not closure(npass if x else 2)[3]:
            continue
        adj, radj, reach, _, busy = closure(npass)
        cycles_possible = True
        for cell in starts:
            m = cands[cell]
            if not x and m.bit_count() > 2:
                continue
            mm = m
            while mm:
                low = mm & -mm
                mm ^= low
                s = cell * size + low.bit_length() - 1
                order = (npass, s)
                preds = 0
                if y and s in links.on_y:
                    preds |= 1 << (2 * links.on_y[s])
                if x:
                    for q in links.on_x[s]:
                        preds |= 1 << (2 * q)

                # what the closure allows: a chain from s on (to s off), a cycle (an "on" other
                # than s, reached from s, turning off a fact that turns s on), a chain from s off
                r_on = reach[2 * s + 1]
                can_chain = x and r_on >> (2 * s) & 1
                can_cycle = False
                q = preds if cycles_possible else 0
                while q and not can_cycle:
                    b = q & -q
                    q ^= b
                    if r_on & radj[b.bit_length() - 1] & ~(1 << (2 * s + 1)):
                        can_cycle = True
                if not can_cycle:
                    preds = 0

                chain_on = cycle = None
                if can_chain or can_cycle:
                    # the search stops when neither a chain nor a cycle could still win
                    stop = 0
                    if can_chain:
                        stop = limit(chain_base, sortkey, order + (1,), False)
                    if can_cycle:
                        stop = max(stop, limit(cycle_base, sortkey, order + (0,), True))
                    chain_on, cycle = _probe(adj, busy, s, True, preds, stop)
                if cycle is not None and not beaten(cycle_base, cycle, sortkey, order + (0,)):
                    cycle_starts.append(((cycle_base + length_bonus(cycle), cycle, sortkey), order + (0,), npass, s))
                if not x:
                    continue
                if chain_on is not None and not beaten(chain_base, chain_on, sortkey, order + (1,)):
                    best = ((chain_base + length_bonus(chain_on), chain_on, sortkey), order + (1,), CHAIN,
                            (s, True, y), None)
                if not reach[2 * s] >> (2 * s + 1) & 1:
                    continue
                chain_off, _ = _probe(adj, busy, s, False, 0, limit(chain_base, sortkey, order + (2,), False))
                if chain_off is not None and not beaten(chain_base, chain_off, sortkey, order + (2,)):
                    best = ((chain_base + length_bonus(chain_off), chain_off, sortkey), order + (2,), CHAIN,
                            (s, False, y), None)
            yield PAUSE
    cycle_starts.sort()
    cycle_links = {}
    for bound, order, npass, s in cycle_starts:
        if best is not None and (bound, order) >= best[:2]:
            break
        config, y, x = _PASSES[npass]
        sortkey = _SORT_CYCLE_OR_CHAIN[config]
        cycle_base = 7.0 if config == "xy" else 6.5
        for n, (length, node, removals) in enumerate(
                _cycles(t, digit_cells, links, s, y, x, lambda c: beaten(cycle_base, c, sortkey, order + (0,)), closure(npass)[4],
                         cycle_links.setdefault(npass, {}))):
            best = ((cycle_base + length_bonus(length), length, sortkey), order + (0, n), CYCLE, node, removals)
            break  # the first cycle met beats the later ones of its start (same or longer length)
        yield PAUSE
    if best is None:
        return
    key, _, kind, node, removals = best
    if kind == CHAIN:
        node = _chain_node(links, *node)
    value = round(key[0], 1)
    pattern = _static_pattern(t, node)
    pot = node[0]
    cell, digit = pot // size, pot % size + 1
    parts = {"kind": kind, "complexity": key[1], "digit": digit, "cell": cell,
             "length": len(pattern.links)}
    if kind == CYCLE:
        elims = tuple(sorted((k // size, k % size + 1) for k in removals))
        yield Step("se_forcing_chains_cycles", value, (), elims, pattern, parts)
    elif node[1]:
        yield Step("se_forcing_chains_cycles", value, ((cell, digit),), (), pattern, parts)
    else:
        yield Step("se_forcing_chains_cycles", value, (), ((cell, digit),), pattern, parts)


forcing_chains_cycles = steps_only(_forcing_chains_cycles)


# ----- 15, 16, 17: Nishio, multiple and dynamic forcing chains -------------------------------------

def _dynamic_links(size, _unused, ends):
    """The links of the chains ending at ``ends`` (``(run, key)`` pairs), parents to child."""
    links = []
    seen = set()
    for run, key in ends:
        on, off = run[0], run[1]
        todo = [key]
        while todo:
            k = todo.pop()
            if (id(run), k) in seen:
                continue
            seen.add((id(run), k))
            facts = on if k & 1 else off
            entry = facts.get(k >> 1)
            if entry is None:
                continue
            for parent in entry[1]:
                a = Node(((parent >> 1) // size,), (parent >> 1) % size + 1)
                b = Node(((k >> 1) // size,), (k >> 1) % size + 1)
                links.append(Link(a, b, WEAK if parent & 1 else STRONG))
                todo.append(parent)
    return tuple(links)


def _multiple(grid, technique, base, nishio, dynamic, multiple, advanced=None):
    t = tables(grid)
    size = t.size
    cands = grid.cands
    y = not nishio
    memo = {}
    places0 = t.places(cands)

    def run(pot, state):
        key = 2 * pot + state
        r = memo.get(key)
        if r is None:
            r = memo[key] = propagate(t, cands, pot, bool(state), dynamic, y, places0, advanced)
        return r

    best = None  # (key, order, builder)
    order = 0

    def offer(complexity, sortkey, build):
        nonlocal best, order
        order += 1
        key = (complexity, sortkey)
        if best is None or key < best[0]:
            best = (key, order, build)

    def worth_place(pot):
        cell, di = divmod(pot, size)
        return bool(cands[cell] & ~(1 << di))

    def cheapest_common(dicts, place, sortkey):
        """``(total, q)``: of the facts every one of ``dicts`` holds (``place``: "on" facts, kept
        when they would place a digit in a cell with another candidate), the first in the order
        of ``dicts[0]`` with the least sum of ancestor counts; None when there is none or it
        would not beat the best hint. Offering it alone is offering them all in that order: the
        best changes only for a smaller key."""
        common = dicts[0].keys() & dicts[1].keys()
        for d in dicts[2:]:
            if not common:
                return None
            common &= d.keys()
        low = None
        totals = {}
        for q in common:
            if place and not worth_place(q):
                continue
            total = 0
            for d in dicts:
                total += d[q][0].bit_count()
            totals[q] = total
            if low is None or total < low:
                low = total
        if low is None or (best is not None and (low, sortkey) >= best[0]):
            return None
        for q in dicts[0]:
            if totals.get(q) == low:
                return low, q
        return None

    def reductions(branches, sortkey, kind, source):
        """Offer the cheapest fact (on, then off) that all the branches reach (a cell's digits,
        or a house's places for one digit, each assumed on): one of them is true, so the fact
        is; its complexity is the sum of the branches' ancestors."""
        for facts, state in ((0, 1), (1, 0)):
            found = cheapest_common([br[facts] for br in branches], state, sortkey)
            if found is not None:
                total, q = found
                target = ((q // size, q % size + 1),)
                offer(total, sortkey, (kind, target if state else (), () if state else target,
                                       None, source, tuple(branches), 2 * q + state))

    for cell in range(len(cands)):
        m = cands[cell]
        if not m:
            continue
        card = m.bit_count()
        if not (card > 2 or (card > 1 and dynamic)):
            continue
        digits = []
        mm = m
        while mm:
            low = mm & -mm
            mm ^= low
            di = low.bit_length() - 1
            pot = cell * size + di
            r_on = run(pot, 1)
            if dynamic:  # (SE follows the "off" too in the static producer, and ignores it)
                r_off = run(pot, 0)
            if dynamic:
                if r_on[2] is not None:
                    a_on, a_off, q, _ = r_on[2]
                    offer(a_on.bit_count() + a_off.bit_count(), _SORT_ABSURD,
                          (CONTRADICTION, (), ((cell, di + 1),), pot, 1, r_on, q))
                if r_off[2] is not None and worth_place(pot):
                    a_on, a_off, q, _ = r_off[2]
                    offer(a_on.bit_count() + a_off.bit_count(), _SORT_ABSURD,
                          (CONTRADICTION, ((cell, di + 1),), (), pot, 0, r_off, q))
            if card >= 3 and dynamic and not nishio:
                found = cheapest_common((r_on[0], r_off[0]), True, _SORT_DOUBLE)
                if found is not None:
                    total, q = found
                    offer(total, _SORT_DOUBLE,
                          (DOUBLE, ((q // size, q % size + 1),), (), pot, None, (r_on, r_off), 2 * q + 1))
                found = cheapest_common((r_on[1], r_off[1]), False, _SORT_DOUBLE)
                if found is not None:
                    total, q = found
                    offer(total, _SORT_DOUBLE,
                          (DOUBLE, (), ((q // size, q % size + 1),), pot, None, (r_on, r_off), 2 * q))
            if not nishio:
                # region reductions from the houses whose first place for the digit is this cell
                for u in t.regions[cell]:
                    places = [o for o in t.units[u] if cands[o] & low]
                    if places[0] != cell or not (len(places) == 2 or (multiple and len(places) > 2)):
                        continue
                    branches = [r_on if o == cell else run(o * size + di, 1) for o in places]
                    reductions(branches, _SORT_REGION, REGION, (u, di + 1))
            digits.append(di)
        if not nishio and (card == 2 or (multiple and card > 2)):
            branches = [run(cell * size + di, 1) for di in digits]
            reductions(branches, _SORT_CELL, CELL, cell)
        yield PAUSE
    if best is None:
        return
    (complexity, _), _, build = best
    yield _chain_step(technique, base, size, complexity, build)


def _chain_step(technique, base, size, complexity, build):
    """The step of a Nishio, multiple or dynamic chain hint. Its parts: ``kind``,
    ``complexity``; for a contradiction the assumption (``cell``, ``digit``, ``on``: 1 assumed
    true, 0 false) and ``target``, the (cell, digit) found both on and off; for a double
    implication the candidate assumed both ways and the implied fact (``target``, ``on``); for
    a reduction the ``cell`` whose every candidate, or the ``house`` whose every place for
    ``digit``, implies it."""
    kind, placements, eliminations, pot, state, runs, q = build
    value = round(difficulty(base, complexity), 1)
    parts = {"kind": kind, "complexity": complexity}
    if kind == CONTRADICTION:
        on_anc, off_anc, _, last = runs[2]
        anc = on_anc | off_anc
        # the end met last is not among the run's facts: its own links, then the chains above
        stored = 2 * q + 1 if q in runs[0] else 2 * q
        ends = [(runs, stored)] + [(runs, p) for p in last]
        extra = tuple(Link(Node(((p >> 1) // size,), (p >> 1) % size + 1), Node((q // size,), q % size + 1),
                           WEAK if p & 1 else STRONG) for p in last)
        parts.update(cell=pot // size, digit=pot % size + 1, on=state, target=(q // size, q % size + 1))
        links = _dynamic_links(size, None, ends) + extra
    elif kind == DOUBLE:
        anc = runs[0][0 if q & 1 else 1][q >> 1][0] | runs[1][0 if q & 1 else 1][q >> 1][0]
        parts.update(cell=pot // size, digit=pot % size + 1, target=((q >> 1) // size, (q >> 1) % size + 1), on=q & 1)
        links = _dynamic_links(size, runs, [(runs[0], q), (runs[1], q)])
    else:
        anc = 0
        for br in runs:
            anc |= br[0 if q & 1 else 1][q >> 1][0]
        source = {"cell": state} if kind == CELL else {"house": state[0], "digit": state[1]}
        parts.update(source, target=((q >> 1) // size, (q >> 1) % size + 1), on=q & 1)
        links = _dynamic_links(size, runs, [(br, q) for br in runs])
    candidates = tuple(anc_candidates(anc, size))
    pattern = Pattern(cells=tuple(sorted({c for c, _ in candidates})), candidates=candidates, links=links)
    return Step(technique, value, placements, eliminations, pattern, parts)


def _layers(result):
    """A faithful propagation's facts as a bitset of keys and its layers (facts by depth: in a
    static propagation a fact's ancestors are its chain, depth + 1 of them)."""
    on, off, _ = result
    layers = []
    seen = 0
    for facts, state in ((on, 1), (off, 0)):
        for pot, (anc, _) in facts.items():
            d = anc.bit_count() - 1
            while len(layers) <= d:
                layers.append(0)
            bit = 1 << (2 * pot + state)
            layers[d] |= bit
            seen |= bit
    return seen, layers


def _bfs_layers(adj, pot):
    """The facts a candidate "on" implies by the static links, as a bitset of keys, and by
    depth; None when it meets a contradiction (a fact both on and off)."""
    visited = frontier = 1 << (2 * pot + 1)
    layers = [frontier]
    while frontier:
        nxt = 0
        f = frontier
        while f:
            low = f & -f
            f ^= low
            nxt |= adj[low.bit_length() - 1]
        frontier = nxt & ~visited
        if not frontier:
            break
        visited |= frontier
        layers.append(frontier)
    if (visited >> 1) & visited & _EVEN[0]:
        return None
    return visited, layers


_EVEN = [0]


def _multiple_static(grid):
    """Producer 16 (see the module docstring). A static propagation without contradiction meets
    every fact its links reach, each at its distance (SE's queue is by layers for the "off"
    facts, and runs the "on" ones at once), so its facts and complexities are a breadth-first
    search's over bitsets; a start that meets a contradiction stops where SE's does, so it is
    followed fact by fact. Ties inside one reduction go to the fact SE meets first."""
    t = tables(grid)
    size = t.size
    cands = grid.cands
    nkeys = 2 * t.ncells * size
    if _EVEN[0].bit_length() < nkeys:
        _EVEN[0] = int("01" * (nkeys // 2), 2)
    links = _links(grid, t)
    adj = _links_adjacency(links, t, True, True)
    places0 = t.places(cands)
    memo = {}
    faithful = {}

    def exact(pot):
        r = faithful.get(pot)
        if r is None:
            r = faithful[pot] = propagate(t, cands, pot, True, False, True, places0)
        return r

    def branch(pot):
        r = memo.get(pot)
        if r is None:
            r = _bfs_layers(adj, pot)
            if r is None:
                r = _layers(exact(pot))
            memo[pot] = r
        return r

    best = None  # ((complexity, sortkey, group order), kind, pots, house or cell, state, facts)

    def group(pots, kind, sortkey, order, where):
        nonlocal best
        results = [branch(p) for p in pots]
        inter = results[0][0]
        for r in results[1:]:
            inter &= r[0]
        if not inter:
            return
        for state in (1, 0):
            common = inter & (_EVEN[0] << state)
            if not common:
                continue
            totals = {}
            for seen, layers in results:
                rem = common
                for d, layer in enumerate(layers):
                    hit = layer & rem
                    if hit:
                        rem ^= hit
                        while hit:
                            low = hit & -hit
                            hit ^= low
                            k = low.bit_length() - 1
                            totals[k] = totals.get(k, 0) + d + 1
                        if not rem:
                            break
            low_total = None
            for k, total in totals.items():
                if state and not cands[(k >> 1) // size] & ~(1 << ((k >> 1) % size)):
                    continue
                if low_total is None or total < low_total:
                    low_total = total
            if low_total is None:
                continue
            key = (low_total, sortkey, order + (1 - state,))
            if best is None or key < best[0]:
                tied = [k for k, total in totals.items() if total == low_total
                        and (not state or cands[(k >> 1) // size] & ~(1 << ((k >> 1) % size)))]
                best = (key, kind, pots, where, state, tied)

    for cell in range(len(cands)):
        m = cands[cell]
        if not m or m.bit_count() < 3:
            continue
        digits = []
        mm = m
        while mm:
            low = mm & -mm
            mm ^= low
            di = low.bit_length() - 1
            digits.append(di)
            for ri, u in enumerate(t.regions[cell]):
                places = [o for o in t.units[u] if cands[o] & low]
                if places[0] != cell or len(places) < 2:
                    continue
                group([o * size + di for o in places], REGION, _SORT_REGION, (cell, 0, di, ri), (u, di + 1))
        group([cell * size + di for di in digits], CELL, _SORT_CELL, (cell, 1), cell)
        yield PAUSE
    if best is None:
        return
    (complexity, _, _), kind, pots, where, state, tied = best
    runs = tuple(exact(p) for p in pots)
    facts = runs[0][0 if state else 1]
    tied = set(tied)
    q = next(2 * f + state for f in facts if 2 * f + state in tied)
    target = ((q >> 1) // size, (q >> 1) % size + 1)
    build = (kind, (target,) if state else (), () if state else (target,), None, where, runs, q)
    yield _chain_step("se_multiple_forcing_chains", 8.0, size, complexity, build)


#: Nishio's best hint per digit, by the digit's places: its propagations follow one digit (house
#: links only, and only that digit's candidates turn off), so they depend on that digit's
#: candidates alone, and consecutive steps of a path change one or two digits. Bounded.
_NISHIO_CACHE = {}
_NISHIO_CACHE_SIZE = 2048


def _nishio_digit(t, cands, places0, di):
    """The cheapest Nishio hint of digit ``di``: ``((complexity, order), build)`` or None; SE's
    order is by cell, then digit, then the "on" assumption before the "off" one."""
    size = t.size
    b = 1 << di
    best = None
    for cell, m in enumerate(cands):
        if not m & b or m.bit_count() < 2:
            continue
        pot = cell * size + di
        for state in (1, 0):
            run = propagate(t, cands, pot, bool(state), True, False, places0)
            if run[2] is None:
                continue
            a_on, a_off, q, _ = run[2]
            key = (a_on.bit_count() + a_off.bit_count(), (cell, di, 1 - state))
            if best is None or key < best[0]:
                target = ((cell, di + 1),)
                best = (key, (CONTRADICTION, target if not state else (), target if state else (),
                              pot, state, run, q))
    return best


def _nishio(grid):
    t = tables(grid)
    size = t.size
    cands = grid.cands
    places0 = None
    best = None
    for di in range(size):
        b = 1 << di
        mask = 0
        lone = 0
        for cell, m in enumerate(cands):
            if m & b:
                mask |= 1 << cell
                if m == b:
                    lone |= 1 << cell
        if not mask:
            continue
        key = (size, di, mask, lone)
        found = _NISHIO_CACHE.get(key, False)
        if found is False:
            if places0 is None:
                places0 = t.places(cands)
            found = _nishio_digit(t, cands, places0, di)
            if len(_NISHIO_CACHE) >= _NISHIO_CACHE_SIZE:
                _NISHIO_CACHE.clear()
            _NISHIO_CACHE[key] = found
            yield PAUSE
        if found is not None and (best is None or found[0] < best[0]):
            best = found
    if best is None:
        return
    (complexity, _), build = best
    yield _chain_step("se_nishio", 7.5, size, complexity, build)


def _nishio_by_cells(grid):
    return _multiple(grid, "se_nishio", 7.5, nishio=True, dynamic=True, multiple=False)


def _multiple_by_facts(grid):
    return _multiple(grid, "se_multiple_forcing_chains", 8.0, nishio=False, dynamic=False, multiple=True)


def _dynamic_forcing(grid):
    return _multiple(grid, "se_dynamic_forcing_chains", 8.5, nishio=False, dynamic=True, multiple=True)


def dynamic_chains_with(grid, technique, base, advanced):
    """Producer 17's search (paced) with an ``advanced`` step for its propagations (see
    :func:`.chaining.propagate`): SE's producers 18 and up (:mod:`.nested`) are this with their
    own base value and hypothetical-grid producers."""
    return _multiple(grid, technique, base, nishio=False, dynamic=True, multiple=True, advanced=advanced)


nishio = steps_only(_nishio)
#: Nishio cell by cell, with every digit (the reference the per-digit form is checked against).
nishio_by_cells = steps_only(_nishio_by_cells)
multiple_forcing_chains = steps_only(_multiple_static)
#: Producer 16 followed fact by fact, as SE does (slower): the reference the bitset form is
#: checked against.
multiple_forcing_chains_by_facts = steps_only(_multiple_by_facts)
dynamic_forcing_chains = steps_only(_dynamic_forcing)
