"""The variant search: depth-first over candidate bitmasks, branching where choice is smallest.

The same plan as the classic engine (:mod:`sudoku_core.search.engine`), over any houses and
rules: an explicit stack (no recursion, for WebAssembly), a copy of the candidate list at each
branch point, :func:`.propagation.propagate` after every choice, and the cell with the fewest
candidates to branch on (ties: the one in the most constraining sum, then the most open peers).
"""

from __future__ import annotations

from operator import itemgetter

from .propagation import Tables, propagate


def start_state(givens, t: Tables):
    """The propagated candidates and placed bits of the givens, or None on a contradiction."""
    cand = t.start[:]
    for cell, value in enumerate(givens):
        if value:
            cand[cell] &= 1 << (value - 1)
            if not cand[cell]:
                return None
    todo = [c for c, m in enumerate(cand) if m and not m & (m - 1)]
    if 0 in cand:
        return None
    placed = propagate(cand, 0, todo, t)
    return None if placed < 0 else (cand, placed)


def search(givens, t: Tables, counters: list, every: int = 0):
    """Every solution of ``givens`` under the rules ``t``, once each, as tuples of digits.

    A generator; yields None every ``every`` nodes (0: never) so a caller can pause or cancel.
    ``counters`` is [nodes, backtracks], up to date at every yield: a node is one digit tried in
    one cell, a backtrack a tried digit that led to a contradiction.
    """
    state = start_state(givens, t)
    if state is None:
        return
    everything = (1 << len(givens)) - 1
    conflicts = [1] * len(givens)
    links_first = t.links_first   # (see choices)
    crusts = tuple(cells for cells, _, _, _ in t.sandwiches)
    largest = 1 << (t.size - 1)   # (the crust other than 1)
    peer_getters = [itemgetter(*p) if len(p) > 1 else (lambda c, p=p[0]: (c[p],)) for p in t.peers]
    nodes = backtracks = 0
    next_pause = every or -1
    stack = []  # [candidates, placed, [(cell, bit), ...] still to try] per branch point
    cand, placed = state
    while True:
        if cand is not None:
            if placed == everything:
                counters[0], counters[1] = nodes, backtracks
                yield tuple(map(int.bit_length, cand))
            else:
                stack.append([cand, placed, crusts and crust_places(cand, crusts, largest)
                              or choices(cand, placed, peer_getters, conflicts, t.houses, links_first)])
        cand = None
        while stack:
            top = stack[-1]
            parent, parent_placed, todo = top
            cell, bit = todo.pop()
            if todo:
                child = parent[:]
            else:
                stack.pop()
                child = parent
            child[cell] = bit
            nodes += 1
            if nodes == next_pause:
                next_pause += every
                counters[0], counters[1] = nodes, backtracks
                yield None
            done = propagate(child, parent_placed, [cell], t, 1 << cell)   # (the parent was settled)
            if done >= 0:
                cand, placed = child, done
                break
            backtracks += 1
            conflicts[cell] += 1
        if cand is None:
            counters[0], counters[1] = nodes, backtracks
            return


def crust_places(cand, lines, top: int):
    """[(place, digit bit), ...] for the crust (1, or ``top``: the largest digit's bit) with the fewest
    open places, two at least, in one of the sandwich ``lines``; None when every crust is placed.
    A sandwich says little until its crusts are placed, and then a great deal: branching on where
    they go first took "Sandwich snipe 18" (13 totals, no givens) from 143,373 nodes to 3,866."""
    best = None
    for cells in lines:
        for bit in (1, top):
            places = [c for c in cells if cand[c] & bit]
            if len(places) > 1 and (best is None or len(places) < len(best[1])):
                best = (bit, places)
                if len(places) == 2:
                    break
    if best is None:
        return None
    bit, places = best
    return [(c, bit) for c in reversed(places)]


def choices(cand, placed, peer_getters, conflicts, houses=(), links_first=False):
    """The branches to try in turn (popped from the end, so the first listed last), each a
    (cell, digit bit) to place: the digits of the open cell with the fewest candidates for its
    past conflicts (each failed try in a cell makes it likelier to be chosen early, where its
    failures cut more of the search), ties to the one with the most open peers; or, when that
    cell has more than two candidates, the two places of a digit in one of ``houses`` if their
    past conflicts weigh as much per branch (:func:`two_places`).

    ``links_first`` (puzzles with thermometers): when no open cell has two candidates, the two
    places of a digit in a house (:func:`strong_link`) are tried whatever their past conflicts.
    Thermometer puzzles with no givens have few cells of two candidates and many digits of two
    places; measured on the shared ones (session 43): "A kind of magic" 2,663,292 nodes to
    166,703, "Bicycle race" 97,824 to 10,443, "I want to break free" 436,229 to 532,286. Other
    rules keep the choice above, which their figures were measured with."""
    counts = list(map(int.bit_count, cand))
    if links_first and 2 not in counts:
        pair = strong_link(cand, counts, conflicts, houses)
        if pair is not None:
            return pair
    is_open = list(map((1).__lt__, counts))
    best, cell = None, 0
    for i, k in enumerate(counts):
        if k > 1:
            key = (k / conflicts[i], -sum(peer_getters[i](is_open)))
            if best is None or key < best:
                best, cell = key, i
    if counts[cell] > 2 and conflicts[cell] > 1:
        pair = two_places(cand, counts, conflicts, houses, conflicts[cell] / counts[cell])
        if pair is not None:
            return pair
    mask = cand[cell]
    found = []
    while mask:
        low = mask & -mask
        mask ^= low
        found.append((cell, low))
    found.reverse()
    return found


def two_places(cand, counts, conflicts, houses, score):
    """[(place, digit bit), (place, digit bit)] for the digit with exactly two open places in
    a house whose places' larger past conflicts, halved (two branches), is at least ``score``
    (the best cell's conflicts per candidate) and largest; None when there is none. Both
    branches together cover every solution (the digit is in one of its places), and a cell
    with many candidates but a conflict-prone digit of few places branches less this way.
    Only houses holding a cell with twice that score are read, as Interactive Sudoku Solver's
    candidate finders do (:func:`sudoku_core.search.engine.two_places` is the same rule over
    the classic engine's counters)."""
    hot = 2 * score
    found = None
    for house in houses:
        for c in house:
            if conflicts[c] >= hot and counts[c] > 1:
                break
        else:
            continue
        for bit, places in pairs_in(cand, counts, house):
            weight = max(conflicts[places[0]], conflicts[places[1]]) / 2
            if weight >= score:
                score, found = weight, [(places[1], bit), (places[0], bit)]
    return found


def pairs_in(cand, counts, house) -> list:
    """(digit bit, [place, place]) for each digit with exactly two open places in ``house``."""
    once = twice = more = 0
    for c in house:
        if counts[c] > 1:
            m = cand[c]
            more |= twice & m
            twice |= once & m
            once |= m
    found = []
    pairs = twice & ~more
    while pairs:
        bit = pairs & -pairs
        pairs ^= bit
        found.append((bit, [c for c in house if counts[c] > 1 and cand[c] & bit]))
    return found


def strong_link(cand, counts, conflicts, houses):
    """[(place, digit bit), (place, digit bit)] for the digit with exactly two open places in one
    of ``houses`` whose places' past conflicts add up to the most (the first such on ties); None
    when no digit has two places anywhere. Both branches together cover every solution."""
    found, best = None, 0
    for house in houses:
        for bit, places in pairs_in(cand, counts, house):
            weight = conflicts[places[0]] + conflicts[places[1]]
            if weight > best:
                best, found = weight, [(places[1], bit), (places[0], bit)]
    return found
