"""Sudoku Explainer's dynamic (+) and nested forcing chains: producers 18 to 22.

Producer 18, *dynamic forcing chains (+)* (level 1, 9.0 + length), is producer 17 (see
:mod:`.forcing`) whose propagations, each time they run dry, scan their hypothetical grid with
four simple producers (:class:`.hypothetical.HypotheticalScans`: locked candidates, hidden and
naked pairs, X-Wings) and go on with what they remove; such a fact's parents are the "off" facts
the pattern needed, so the chain's complexity counts them.

The *nested* levels 2 to 5 (producers 19-22: 9.5, 10.0, 10.5, 11.0 + length) are the same search
whose dry propagations, when the four scans find nothing, also run chaining producers of the
level below on the hypothetical grid, all their hints (:mod:`.inner`), and go on with every
candidate those remove (the first producer, in this order, that gives any):

* level 2: forcing chains and cycles (producer 13);
* level 3: 13, then multiple forcing chains (16);
* level 4: dynamic forcing chains (17), which cover 13 and 16;
* level 5: 17, then level 2's own chains.

A fact found by a hint keeps that hint's *sources* as parents (:mod:`.inner`: the candidates the
hypothetical grid lost that the hint needed; a hint that needed none adds nothing), and the
hint's own complexity counts once in every chain that uses any of its facts: each nested chain
is one ancestor bit above the facts' own, weighted by its complexity, so a union of ancestor
sets counts it once (:class:`.inner.Counter`). The value is the level's base plus the
length bonus of the whole complexity.

Cost: a level-2 or deeper propagation may run a whole chaining producer at each point where it
runs dry. What makes it affordable: the inner producers' hints are kept per hypothetical grid and
shared by every level and step (:func:`_shared_hints`); an inner propagation is taken from an
earlier grid that agrees with this one on everything it reads (:class:`RunReuse`); a hint's
sources are worked out only for the hints kept, and only the first hint that removes a candidate
is read. The outer search pauses after each cell; one propagation (with the inner producers it
runs) is one unit of work.

SE's code is LGPL and is not copied here; this follows its rules.
"""

from __future__ import annotations

from ..grid import positions_of
from ..slices import steps_only
from ..step import Pattern, Step
from .chaining import anc_candidates, propagate, tables
from .forcing import dynamic_chains_with
from .hypothetical import HypotheticalScans
from .inner import CELL_SOURCE, Counter, reduction_hints, reduction_work, static_chain_hints, static_reach

#: Technique ids: producer 18 (level 1), then the nested levels 2-5 (producers 19-22).
PLUS = "se_dynamic_forcing_chains_plus"
NESTED = {2: "se_nested_forcing_chains", 3: "se_nested_multiple_forcing_chains",
          4: "se_nested_dynamic_forcing_chains", 5: "se_nested_dynamic_plus_forcing_chains"}
#: Each level's base value (SE: 8.5 + 0.5 * level up to 1, then 9.5 + 0.5 * (level - 2)).
BASE = {1: 9.0, 2: 9.5, 3: 10.0, 4: 10.5, 5: 11.0}

_CACHE_SIZE = 256

#: The inner producers' hints by (producer, hypothetical grid), shared by every level and every
#: step (see :func:`_shared_hints`), least recently used first; bounded by the hints it holds.
_SHARED = {}
_SHARED_HINTS = [0]
_SHARED_LIMIT = 300_000


def _shared_hints(name, state, rule, cands, places):
    """``rule``'s hints on the hypothetical grid ``state`` (its candidates), computed once.

    Producers 13, 16 and 17 on a hypothetical grid depend on that grid alone (their complexities
    count facts only: their propagations run no nested chains), so levels 2 and 3, which run
    producer 13 on the same grids, share them, and so do consecutive steps of a path: a step
    removes a candidate or two, and a propagation that turned it off reaches the same
    hypothetical grid again. Kept least recently used first, up to :data:`_SHARED_LIMIT`
    hints."""
    key = (name, state)
    hints = _SHARED.pop(key, None)
    if hints is None:
        hints = rule(list(cands), list(places))
        _SHARED_HINTS[0] += len(hints) + 1
        while _SHARED_HINTS[0] > _SHARED_LIMIT and _SHARED:
            old = _SHARED.pop(next(iter(_SHARED)))
            _SHARED_HINTS[0] -= len(old) + 1
    _SHARED[key] = hints
    return hints


_KEEP = 4


class RunReuse:
    """The inner propagations (no nested chains of their own) of one real grid's hypothetical
    grids, kept so that a later hypothetical grid takes those that come out the same on it.

    A propagation reads, for each fact it meets, only that fact's cell (its candidates) and the
    places of the fact's digit in the cell's three houses (and the same on the grid it started
    from, for the hidden parents); it reads nothing else. So a propagation made on grid A is the
    one grid B would make (the same facts in the same order, the same parents and ancestors)
    when A and B agree there: no candidate in which they differ is in one of those cells, or has
    the digit of one of those facts in a house of its cell. Each propagation is kept with the
    candidates (``pot`` bitset) of its facts; a grid's differences from another give the
    candidates whose facts would read them (:meth:`impact`), and a kept propagation serves when
    the two do not meet. The grids tried: the real grid (every hypothetical grid is it less
    some candidates), then the last :data:`_KEEP` hypothetical grids."""

    def __init__(self, t, real, dynamic):
        self.t = t
        self.dynamic = dynamic
        self.real = tuple(real)
        self.real_places = t.places(self.real)
        self.real_runs = {}
        self.recent = []  # [(grid, {key: (run, pots)})], oldest first
        n = t.size
        ncells = t.ncells
        self.pot_bit = [1 << p for p in range(ncells * n)]
        self.cell_pots = [((1 << n) - 1) << (c * n) for c in range(ncells)]
        # the candidates of digit d in a cell's houses (the cell included), by cell * n + d
        self.house_pots = [sum(1 << (o * n + d) for o in (c,) + t.peers[c]) for c in range(ncells)
                           for d in range(n)]

    def impact(self, a, b):
        """The candidates whose facts read something grids ``a`` and ``b`` differ in."""
        n = self.t.size
        cell_pots, house_pots = self.cell_pots, self.house_pots
        out = 0
        for c, m in enumerate(a):
            x = m ^ b[c]
            if not x:
                continue
            out |= cell_pots[c]
            base = c * n
            while x:
                low = x & -x
                x ^= low
                out |= house_pots[base + low.bit_length() - 1]
        return out

    def start(self, cands, places):
        """Begin a hypothetical grid: returns its ``run(pot, on)`` (each propagation once)."""
        state = tuple(cands)
        self.state = state
        self.checks = [(self.real_runs, self.impact(self.real, state))]
        for grid, runs in reversed(self.recent):
            self.checks.append((runs, self.impact(grid, state)))
        current = self.current = {}
        t, dynamic, real_runs = self.t, self.dynamic, self.real_runs
        checks = self.checks
        pots_of = self._pots

        def run(pot, state):
            key = 2 * pot + state
            e = current.get(key)
            if e is not None:
                return e[0]
            if key not in real_runs and self.real[pot // t.size] >> (pot % t.size) & 1:
                r = propagate(t, self.real, pot, bool(state), dynamic, True, self.real_places)
                real_runs[key] = (r, pots_of(r))
            for runs, impact in checks:
                e = runs.get(key)
                if e is not None and not e[1] & impact:
                    current[key] = e
                    return e[0]
            r = propagate(t, cands, pot, bool(state), dynamic, True, places)
            current[key] = (r, pots_of(r))
            return r

        return run

    def _pots(self, r):
        bit = self.pot_bit
        out = 0
        for p in r[0]:
            out |= bit[p]
        for p in r[1]:
            out |= bit[p]
        return out

    def finish(self):
        """End the hypothetical grid begun last: keep its propagations for the next ones."""
        self.recent.append((self.state, self.current))
        if len(self.recent) > _KEEP:
            del self.recent[0]
        self.checks = self.current = None


class NestedAdvanced:
    """The ``advanced`` step (see :func:`.chaining.propagate`) of a level-``level`` propagation
    on ``grid``: the four scans, then the inner chaining producers (see the module docstring)."""

    def __init__(self, grid, t, level):
        self.t = t
        self.n = t.size
        self.scans = HypotheticalScans(grid, t)
        self.flat_bits = 2 * len(grid.cands) * t.size
        self.weights = []  # the complexity of each nested chain met, by its bit (above the facts')
        self.count = Counter(self.flat_bits, self.weights)
        self.blocks = {}
        self.cache = {}
        self.real = grid.cands
        self.reuse = {}  # by ``dynamic``: the inner propagations kept (:class:`RunReuse`)
        rules = []
        if level in (2, 3):
            rules.append(self.static_chains)
            if level == 3:
                rules.append(self.multiple_chains)
        else:
            rules.append(self.dynamic_chains)
            if level >= 5:
                self.deeper_level = level - 3
                self.deeper = NestedAdvanced(grid, t, self.deeper_level)
                rules.append(self.nested_chains)
        self.rules = tuple(rules)

    def static_chains(self, cands, places):
        return static_chain_hints(self.t, cands, places)

    def _reductions(self, cands, places, base, dynamic, advanced):
        t = self.t
        memo = {}
        if advanced is None:
            reuse = self.reuse.get(dynamic)
            if reuse is None:
                reuse = self.reuse[dynamic] = RunReuse(t, self.real, dynamic)
            run = reuse.start(cands, places)
        else:
            def run(pot, state):
                key = 2 * pot + state
                r = memo.get(key)
                if r is None:
                    r = memo[key] = propagate(t, cands, pot, bool(state), dynamic, True, places, advanced)
                return r

        # the chains' own nested chains are the deeper level's (level 5), else there are none
        reach = None if dynamic else static_reach(t, cands, places)
        hints = reduction_hints(t, cands, places, run, base, dynamic, advanced.count if advanced else self.count,
                                reach)
        if advanced is None:
            reuse.finish()
        return hints

    def multiple_chains(self, cands, places):
        return self._reductions(cands, places, 8.0, False, None)

    def dynamic_chains(self, cands, places):
        return self._reductions(cands, places, 8.5, True, None)

    def nested_chains(self, cands, places):
        return self._reductions(cands, places, BASE[self.deeper_level], True, self.deeper)

    def block(self, signature, complexity):
        """The ancestor bit that stands for a nested chain (one per distinct chain)."""
        b = self.blocks.get(signature)
        if b is None:
            b = self.blocks[signature] = 1 << (self.flat_bits + len(self.weights))
            self.weights.append(complexity)
        return b

    def __call__(self, cands0, cands, places0, places):
        found = self.scans(cands0, cands, places0, places)
        if found:
            return found
        n = self.n
        units = self.t.units
        state = tuple(cands)
        for i, rule in enumerate(self.rules):
            if rule == self.nested_chains:
                # its hints count the deeper level's own nested chains: kept by this level only
                key = (i, state)
                hints = self.cache.get(key)
                if hints is None:
                    hints = rule(list(cands), list(places))
                    if len(self.cache) >= _CACHE_SIZE:
                        self.cache.clear()
                    self.cache[key] = hints
            else:
                hints = _shared_hints(rule.__name__, state, rule, cands, places)
            out = []
            # a candidate already removed by an earlier hint keeps that hint's parents (the
            # propagation takes the first), so a hint whose candidates are all taken adds nothing
            taken = set()
            for h in hints:
                removed = h.removed
                for q in removed:
                    if q not in taken:
                        break
                else:
                    continue
                parents = []
                for src in h.sources:
                    if src[0] == CELL_SOURCE:
                        c = src[1]
                        gone = cands0[c] & ~cands[c]
                        while gone:
                            low = gone & -gone
                            gone ^= low
                            parents.append(c * n + low.bit_length() - 1)
                    else:
                        _, u, d = src
                        gone = places0[u * n + d] & ~places[u * n + d]
                        while gone:
                            low = gone & -gone
                            gone ^= low
                            parents.append(units[u][low.bit_length() - 1] * n + d)
                if not parents:
                    continue
                parents = tuple(sorted(set(parents)))
                b = self.block(h.signature, h.complexity)
                for q in removed:
                    if q not in taken:
                        taken.add(q)
                        out.append((q, parents, b))
            if out:
                return out
        return ()


def _dynamic_plus(grid):
    yield from dynamic_chains_with(grid, PLUS, BASE[1], HypotheticalScans(grid, tables(grid)))


def nested_work(grid, level):
    """Level ``level`` (2-5) on ``grid``: paced; yields its cheapest step, if any."""
    t = tables(grid)
    cands = grid.cands
    places = t.places(cands)
    advanced = NestedAdvanced(grid, t, level)
    memo = {}

    def run(pot, state):
        key = 2 * pot + state
        r = memo.get(key)
        if r is None:
            r = memo[key] = propagate(t, cands, pot, bool(state), True, True, places, advanced)
        return r

    def release(cell):
        # a finished cell's propagations are not asked for again (see reduction_work): dropping
        # them bounds what the search keeps to the cells still ahead of it
        for di in positions_of(cands[cell]):
            key = 2 * (cell * t.size + di)
            memo.pop(key, None)
            memo.pop(key + 1, None)

    hints = yield from reduction_work(t, cands, places, run, BASE[level], True, advanced.count,
                                      release=release, cheapest=True)
    if not hints:
        return
    yield _step(NESTED[level], hints[0], t.size, advanced.flat_bits)


def _step(technique, hint, size, flat_bits):
    """The step of a nested hint: it places ``hint.placed`` or removes ``hint.removed``; its
    parts: ``kind`` (as :mod:`.forcing`'s), ``complexity``; its pattern: the candidates of its
    chains."""
    value = hint.order[0]
    anc = 0
    for a in hint.ends:
        anc |= a
    anc &= (1 << flat_bits) - 1
    candidates = tuple(anc_candidates(anc, size))
    if hint.placed is not None:
        placements = ((hint.placed // size, hint.placed % size + 1),)
        eliminations = ()
    else:
        placements = ()
        eliminations = tuple(sorted((q // size, q % size + 1) for q in hint.removed))
    pattern = Pattern(cells=tuple(sorted({c for c, _ in candidates})), candidates=candidates)
    return Step(technique, round(value, 1), placements, eliminations, pattern,
                {"kind": hint.kind, "complexity": hint.complexity})


def _level(level):
    def work(grid):
        return nested_work(grid, level)

    work.__name__ = f"nested_level_{level}"
    work.__doc__ = f"SE's nested forcing chains, level {level} ({BASE[level]} + length)."
    return steps_only(work)


dynamic_forcing_chains_plus = steps_only(_dynamic_plus)
#: The nested levels' finders, by level (2-5).
NESTED_FINDERS = {level: _level(level) for level in (2, 3, 4, 5)}
