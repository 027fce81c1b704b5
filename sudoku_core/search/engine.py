"""The fast search: depth-first, with careful branching.

The state is the candidate bitmasks of :mod:`.propagation`, which also
propagates after every choice. The search is depth-first with an explicit
stack (no recursion: deep recursion is fragile in WebAssembly) and copies the
81-int list at each branch, which is cheaper in Python than undoing changes.

When logic is stuck, the search branches on the smallest choice it can find
(a cell with two candidates, or a digit with two places left in a unit),
preferring the one whose cells have the most open peers (see
:func:`branch_choices`). A search that has not finished after
:data:`LEARN_AFTER` nodes hands over to the one that learns (:mod:`.learning`).
"""

from __future__ import annotations

from .propagation import Tables, initial_candidates, propagate, tables


#: Nodes the depth-first search takes before the learning search takes over.
#: Below it (every 9x9 of top95, easy and random large grids) nothing is paid
#: for learning; past it the puzzle is one where plain search tends to thrash.
LEARN_AFTER = 1000


def search(cells, size: int, counters: list, every: int = 0, t: Tables | None = None):
    """Search over the puzzle ``cells`` (0 = empty): every solution, once.

    A generator: yields each solution as a tuple of values, and ``None`` every
    ``every`` nodes (0: never) so a caller can pause, report or cancel between
    chunks. ``counters`` is ``[nodes, backtracks]``, kept up to date at every
    yield. A node is one digit tried in one cell; a backtrack is a tried digit
    that led to a contradiction.

    Depth-first search (:func:`search_candidates`) runs first, for up to
    :data:`LEARN_AFTER` nodes; if it has not finished by then, the search that
    learns from its failures (:mod:`.learning`) starts again from the givens
    and settles the puzzle, skipping the solutions already given. The learning
    search pauses every ``every // 4`` guesses, as each costs several nodes.
    ``t``: the rules' tables when they are not the classic ones of ``size``
    (:meth:`.propagation.Tables.from_rules`: variants made of houses, peers and domains).
    """
    from .learning import search_learning  # on first need: the page's start-up does without it

    if t is None:
        t = tables(size)
    state = initial_candidates(cells, t)
    plain, learned = [0, 0], [0, 0]
    seen = set()
    depth_first = search_candidates(state and state[:], t, plain, every, LEARN_AFTER)
    while True:
        try:
            found = next(depth_first)
        except StopIteration as stop:
            counters[0], counters[1] = plain
            if not stop.value:
                return  # finished: every solution given
            break
        counters[0], counters[1] = plain
        if found is not None:
            seen.add(found)
        yield found
    for found in search_learning(state, t, learned, max(1, every // 4) if every else 0):
        counters[0], counters[1] = plain[0] + learned[0], plain[1] + learned[1]
        if found not in seen:
            yield found
    counters[0], counters[1] = plain[0] + learned[0], plain[1] + learned[1]


def search_candidates(state, t: Tables, counters: list, every: int = 0, limit: int = 0):
    """Depth-first search from candidates already propagated (``None``: a
    contradiction, nothing to find); the contract of :func:`search`. The
    generator uses it to search with one digit taken out of a cell, which no
    list of givens can say. With a ``limit`` of nodes it stops there and
    returns True (a generator's return value); otherwise it returns False."""
    candidate_counts = t.candidate_counts
    nodes = backtracks = 0
    next_pause = every or -1
    stack = []  # [candidates, [(cell, digit bit), ...] still to try] per branch point
    failures = [1] * t.ncells if t.weighted else None
    while True:
        if state is not None:
            counts = candidate_counts(state)
            if counts.count(1) < len(counts):
                stack.append([state, branch_choices(state, counts, t) if failures is None
                              else weighted_choices(state, counts, t, failures)])
            else:
                counters[0], counters[1] = nodes, backtracks
                yield tuple(map(int.bit_length, state))
        state = None
        while stack:
            top = stack[-1]
            parent, choices = top
            cell, bit = choices.pop()
            if choices:
                child = parent[:]
            else:  # last choice of this branch point: reuse the parent's list
                stack.pop()
                child = parent
            child[cell] = bit
            nodes += 1
            if nodes == limit:
                counters[0], counters[1] = nodes, backtracks
                return True
            if nodes == next_pause:
                next_pause += every
                counters[0], counters[1] = nodes, backtracks
                yield None
            if propagate(child, [cell], t):
                state = child
                break
            backtracks += 1
            if failures is not None:
                failures[cell] += 1
        if state is None:
            counters[0], counters[1] = nodes, backtracks
            return False


def _cell_choices(cell, mask):
    """Each candidate digit of one cell, lowest digit tried first."""
    choices = []
    while mask:
        bit = mask & -mask
        mask ^= bit
        choices.append((cell, bit))
    choices.reverse()  # popped from the end
    return choices


def weighted_choices(state, counts, t, failures):
    """Where to branch on small grids with other rules than the classic ones (tables with
    ``weighted`` set): the open cell with the fewest candidates for its past failures (each
    failed try in a cell makes it likelier to be chosen early, where its failures cut more of
    the search), ties to the one with the most open peers; or, when that cell has more than
    two candidates, a digit's two places in a unit whose past failures weigh as much
    (:func:`two_places`). The variant engine's choice (:mod:`sudoku_core.variants.engine`);
    measured on a hard 9x9 Sudoku X: 396 nodes (693 by the cell alone, and 1172 with
    :func:`branch_choices`; X-Windoku 160, 182 and 358), while on 16x16 variants it takes
    several times more nodes (those stay with :func:`branch_choices` and learning).
    The open peers are counted only for the cells tied on the first key (the same choice as
    ranking every open cell by both keys, for a third of the cost)."""
    ratios = [k / f if k > 1 else _NEVER for k, f in zip(counts, failures)]
    low = min(ratios)
    tied = ratios.count(low)
    cell = ratios.index(low)
    if tied > 1:
        is_open = [(k > 1) + 0 for k in counts]  # ints: sums of bools are not specialised
        open_peers = t.open_peers
        best, i = -1, -1
        for _ in range(tied):
            i = ratios.index(low, i + 1)
            score = open_peers[i](is_open)
            if score > best:
                best, cell = score, i
    if counts[cell] > 2 and failures[cell] > 1:
        pair = two_places(state, counts, t, failures, failures[cell] / counts[cell])
        if pair is not None:
            return pair
    return _cell_choices(cell, state[cell])


def two_places(state, counts, t, failures, score):
    """[(place, digit bit), (place, digit bit)] for the digit with exactly two places in a
    unit whose places' larger past failures, halved (two branches), is at least ``score`` (the
    chosen cell's failures per candidate) and the largest; None when there is none. The two
    branches cover every solution (the digit is in one of its places): a conflict-prone digit
    of two places beats a cell of three or more candidates, as in Interactive Sudoku Solver's
    candidate finders. Only units holding an open cell with twice that score are read. The
    variant engine's :func:`sudoku_core.variants.engine.two_places` is the same rule over its
    own state."""
    hot = 2 * score
    found = None
    guard, add2, add3, guard_digit = t.guard, t.add2, t.add3, t.guard_digit
    # per unit holding an open cell that failed that often, that cell's digits: a digit of
    # two places that can weigh enough has one there
    near_by_unit = {}
    cell_units = t.cell_units
    for c in [c for c, f in enumerate(failures) if f >= hot]:
        if counts[c] > 1:
            for u in cell_units[c]:
                near_by_unit[u] = near_by_unit.get(u, 0) | state[c]
    units, open_counts = t.units, t.unit_open_counts
    for u in sorted(near_by_unit):
        near = near_by_unit[u]
        unit = units[u]
        places = open_counts[u](state)
        two = (places + add2) & guard & ~((places + add3) & guard)
        while two:
            low = two & -two
            two ^= low
            bit = guard_digit[low]
            if not bit & near:
                continue
            cells = [c for c in unit if state[c] & bit]
            weight = max(failures[cells[0]], failures[cells[1]]) / 2
            if weight >= score:
                score, found = weight, [(cells[1], bit), (cells[0], bit)]
    return found


#: Above any cell's ratio in :func:`weighted_choices`: a solved cell is never chosen.
_NEVER = float("inf")


def branch_choices(state, counts, t):
    """Where to branch: the smallest choice whose consequences spread furthest.

    Preferred, a cell with two candidates; failing that, a digit with two
    places left in a unit (as exact-cover solvers choose); failing that, the
    cell with the fewest candidates. Ties go to the choice whose cells have
    the most open peers: on hard puzzles this halves the nodes, and it refutes
    Norvig's "impossible" puzzle in 2 nodes instead of thousands.
    """
    is_open = [(k > 1) + 0 for k in counts]  # ints: sums of bools are not specialised
    open_peers = t.open_peers
    if 2 in counts:
        best, cell, i = -1, 0, -1
        for _ in range(counts.count(2)):
            i = counts.index(2, i + 1)
            score = open_peers[i](is_open)
            if score > best:
                best, cell = score, i
        return _cell_choices(cell, state[cell])
    best, choices = -1, None
    guard, add2, add3 = t.guard, t.add2, t.add3
    for unit, open_count in zip(t.units, t.unit_open_counts):
        places = open_count(state)
        two = (places + add2) & guard & ~((places + add3) & guard)  # fields equal to 2
        while two:
            low = two & -two
            two ^= low
            bit = t.guard_digit[low]
            cells = [c for c in unit if state[c] & bit]
            score = open_peers[cells[0]](is_open) + open_peers[cells[1]](is_open)
            if score > best:
                best, choices = score, [(cells[1], bit), (cells[0], bit)]
    if choices:
        return choices
    fewest = min(k for k in counts if k > 1)
    cell = counts.index(fewest)
    return _cell_choices(cell, state[cell])
