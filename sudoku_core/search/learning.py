"""The search that learns from failure: conflict-driven clause learning (CDCL)
on the engine's candidate bitmasks.

Why: depth-first search (:func:`.engine.search_candidates`) thrashes on large
grids. If the puzzle is hopeless because of a knot of cells in one corner and
the search made twenty guesses elsewhere first, it refutes the corner again
under every combination of those twenty guesses. SAT solvers settle such grids
in milliseconds because each contradiction teaches them a *nogood*, a small
set of facts that cannot all hold, which then prunes every other branch where
it would recur. This module does the same with the engine's own rules.

Vocabulary. A *fact* is "digit d is out of cell c" (``OUT``, id ``c*n + d``)
or "cell c is d" (``IN``, id ``N + c*n + d``, ``N = cells * n``). Every fact
the search learns is recorded with its *reason*, the earlier facts that
forced it, and its time on one global clock:

- a guess "c is d": no reason; its other digits leave c because of it;
- a peer losing d: because a cell it sees is d (a house's, or a knight's or
  king's move away on variants: the reason is the same fact);
- a naked single: because every other digit left the cell (``NAKED``);
- a hidden single: because d left the rest of the unit (``-2 - unit``);
- locked candidates: because d left the other part of the box (or line, or
  of whichever house it was confined in, on grids with other houses);
- a learned clause's consequence: because of the clause's other facts.

A contradiction (a cell with nothing left, a digit with no place in a unit)
names the facts that caused it. :meth:`Learner.analyze` walks the reasons back
from there to the *first unique implication point*, the one fact of the latest
guess's level that every path to the contradiction passes through, and learns
the nogood "the UIP and these facts of earlier levels cannot all hold" (each peer's loss named
by the placement behind it, see :meth:`Learner._minimize`). The
search jumps back to the latest level among those facts, where the nogood now
forces the UIP's opposite, and goes on from there: backjumping comes free.

Learned nogoods are checked with two watched facts each (MiniSat's scheme): a
nogood needs attention only when one of its two watched facts becomes true.
Most nogoods never prune again, yet each costs time whenever a watched fact
comes true, so every :data:`FORGET_EVERY` contradictions (a little more rarely
each time) :meth:`Learner.forget` drops the worse half: those spanning most
levels (Glucose's measure of a nogood's use), then the oldest. Nogoods spanning
one or two levels, and those that block solutions already found, are kept.
Measured on the hard forum 16x16 puzzles: about a third less time for as many
contradictions.

Branching: the cell with fewest candidates, and among those the most *active*
one, activity being how often a cell's facts took part in recent conflicts
(VSIDS, per cell). Measured on the large-grid benchmark and kept.
Tried and dropped (see docs/how-the-solver-works.md): restarts (Luby) with phase saving, which
lost on the hard 16x16 forum puzzles, and activity alone (no fewest-candidates
first).

Positions are copied per level like the engine's (undoing is dearer in
Python), so going back to a level is taking its copy.
"""

from __future__ import annotations

from bisect import bisect_right
from heapq import heapify, heappop, heappush
from .propagation import Tables, locked_removals

#: Conflicts between two clean-ups of the learned nogoods (:meth:`Learner.forget`), and the
#: growth of that interval after each one.
FORGET_EVERY, FORGET_GROWTH = 1000, 100

#: Reason of an IN fact found as a naked single: every other digit of its cell is out.
NAKED = -1


class Learner:
    """The facts' reasons and times, the learned nogoods and their watches, and
    cell activity, for one search. ``pos``, ``reason`` and ``watches`` are
    indexed by fact id; an entry is meaningful while its fact is true in the
    current position (a fact is re-recorded whenever it is derived again)."""

    def __init__(self, t: Tables):
        self.t = t
        n = t.size
        self.n = n
        self.N = N = t.ncells * n
        self.pos = [-1] * (2 * N)
        self.reason = [None] * (2 * N)
        self.watches = [None] * (2 * N)
        self.clock = 0
        self.starts = []
        self.cell_of = [f // n for f in range(N)] * 2
        self.bit_of = [1 << (f % n) for f in range(N)] * 2
        self.activity = [0.0] * t.ncells
        self.bump = 1.0
        self.learned = []  # (levels, time learned, clause) of the nogoods that may be forgotten
        self.levels = 0  # how many levels the last analysed nogood spans

    def propagate(self, cands, queue, dirty, pending):
        """The engine's three rules plus the learned nogoods, each new fact
        recorded with its reason; None, or the facts of a contradiction."""
        t = self.t
        n, N = self.n, self.N
        pos, reason, watches = self.pos, self.reason, self.watches
        peers, cell_units, units, unit_counts = t.peers, t.cell_units, t.units, t.unit_counts
        guard, add1, add2, guard_digit = t.guard, t.add1, t.add2, t.guard_digit
        clock = self.clock
        try:
            while True:
                # Rule 1, inlined (it is the hot loop) rather than through eliminate.
                while queue:
                    cell = queue.pop()
                    bit = cands[cell]
                    digit = bit.bit_length() - 1
                    infact = N + cell * n + digit
                    for p in peers[cell]:
                        m = cands[p]
                        if m & bit:
                            m ^= bit
                            k = p * n + digit
                            pos[k] = clock
                            clock += 1
                            reason[k] = infact
                            if watches[k]:
                                pending.append(k)
                            if not m & (m - 1):
                                if not m:
                                    return [p * n + e for e in range(n)]
                                kin = N + p * n + m.bit_length() - 1
                                pos[kin] = clock
                                clock += 1
                                reason[kin] = NAKED
                                if watches[kin]:
                                    pending.append(kin)
                                queue.append(p)
                            cands[p] = m
                            dirty.update(cell_units[p])
                if pending:
                    self.clock = clock
                    conflict = self._clauses(cands, queue, dirty, pending)
                    clock = self.clock
                    if conflict is not None:
                        return conflict
                    if queue:
                        continue
                if dirty:
                    later = set()
                    for u in dirty:
                        counts = unit_counts[u](cands)
                        at_least_one = (counts + add1) & guard
                        if at_least_one != guard:
                            missing = guard ^ at_least_one
                            digit = guard_digit[missing & -missing].bit_length() - 1
                            return [c * n + digit for c in units[u]]
                        exactly_one = at_least_one ^ ((counts + add2) & guard)
                        while exactly_one:
                            low = exactly_one & -exactly_one
                            exactly_one ^= low
                            bit = guard_digit[low]
                            digit = bit.bit_length() - 1
                            for cell in units[u]:
                                if cands[cell] & bit:
                                    break
                            else:
                                return [c * n + digit for c in units[u]]
                            self.clock = clock
                            # its other units lose digits too: checked next round
                            self.assign(cands, cell, bit, -2 - u, queue, later, pending)
                            clock = self.clock
                    dirty = later
                    if queue or pending:
                        continue
                self.clock = clock
                conflict = self._locked(cands, queue, dirty, pending)
                clock = self.clock
                if conflict is not None:
                    return conflict
                if not queue and not dirty and not pending:
                    return None
        finally:
            self.clock = clock

    def record(self, f, why, pending):
        """Fact ``f`` holds now, because of ``why``; queued for the nogoods watching it.
        (Rule 1 in :meth:`propagate` and the loop in :meth:`assign` do the same
        inline: they record most facts, and a call per fact cost a tenth more time.)"""
        self.pos[f] = self.clock
        self.clock += 1
        self.reason[f] = why
        if self.watches[f]:
            pending.append(f)

    def eliminate(self, cands, cell, bit, why, queue, dirty, pending):
        """Remove one digit from a cell for a reason; a conflict's facts or None."""
        n, N = self.n, self.N
        m = cands[cell]
        if not m & bit:
            return None
        m ^= bit
        k = cell * n + bit.bit_length() - 1
        self.record(k, why, pending)
        if not m & (m - 1):
            if not m:
                return [cell * n + e for e in range(n)]
            kin = N + cell * n + m.bit_length() - 1
            self.record(kin, NAKED, pending)
            queue.append(cell)
        cands[cell] = m
        dirty.update(self.t.cell_units[cell])
        return None

    def assign(self, cands, cell, bit, why, queue, dirty, pending):
        """Solve a cell with a digit for a reason (None: a guess)."""
        n, N = self.n, self.N
        kin = N + cell * n + bit.bit_length() - 1
        self.record(kin, why, pending)
        m = cands[cell] ^ bit
        base = cell * n
        while m:
            low = m & -m
            m ^= low
            k = base + low.bit_length() - 1
            # record(k, kin, pending), inlined: a cell's other digits are most facts recorded here
            self.pos[k] = self.clock
            self.clock += 1
            self.reason[k] = kin
            if self.watches[k]:
                pending.append(k)
        cands[cell] = bit
        queue.append(cell)
        dirty.update(self.t.cell_units[cell])

    def _locked(self, cands, queue, dirty, pending):
        """Locked candidates (:func:`.propagation.locked_removals`): a digit leaves
        the targets because it is absent from the other part of the box (or line, or
        other house)."""
        n = self.n
        for remove, targets, absent in locked_removals(cands, self.t):
            while remove:
                bit = remove & -remove
                remove ^= bit
                digit = bit.bit_length() - 1
                why = tuple(c * n + digit for c in absent)
                for p in targets:
                    if cands[p] & bit:
                        conflict = self.eliminate(cands, p, bit, why, queue, dirty, pending)
                        if conflict is not None:
                            return conflict
        return None

    def _clauses(self, cands, queue, dirty, pending):
        """Learned clauses watching the facts that just became true."""
        watches, N, n = self.watches, self.N, self.n
        cell_of, bit_of = self.cell_of, self.bit_of
        while pending:
            f = pending.pop()
            ws = watches[f]
            if not ws:
                continue
            keep = []
            watches[f] = keep
            for i, clause in enumerate(ws):
                if clause[0] == f:
                    clause[0], clause[1] = clause[1], f
                other = clause[0]
                m, b = cands[cell_of[other]], bit_of[other]
                if (not m & b) if other >= N else m == b:  # other is false: satisfied
                    keep.append(clause)
                    continue
                for j in range(2, len(clause)):
                    g = clause[j]
                    mg, bg = cands[cell_of[g]], bit_of[g]
                    if (mg != bg) if g >= N else mg & bg:  # g is not true: watch it
                        clause[1], clause[j] = g, f
                        if watches[g] is None:
                            watches[g] = []
                        watches[g].append(clause)
                        break
                else:
                    keep.append(clause)
                    if (m == b) if other >= N else not m & b:  # all true: a conflict
                        keep.extend(ws[i + 1:])
                        pending.clear()
                        return list(clause)
                    why = tuple(clause[1:])
                    if other < N:  # other = OUT(c, d): must not hold, so c = d
                        self.assign(cands, cell_of[other], b, why, queue, dirty, pending)
                    else:
                        conflict = self.eliminate(cands, cell_of[other], b, why, queue, dirty, pending)
                        if conflict is not None:
                            keep.extend(ws[i + 1:])
                            pending.clear()
                            return conflict
        return None

    # ----- learning ---------------------------------------------------------------
    def antecedents(self, f):
        """The facts that forced fact ``f`` (decoded from its reason)."""
        n, N = self.n, self.N
        r = self.reason[f]
        if type(r) is int:
            if r >= 0:
                return (r,)
            c, d = divmod(f - N, n)
            if r == NAKED:
                return [c * n + e for e in range(n) if e != d]
            u = -2 - r
            return [x * n + d for x in self.t.units[u] if x != c]
        return r

    def analyze(self, conflict):
        """The nogood to learn (its UIP first) and the level to go back to;
        ``(None, 0)`` when the contradiction follows from the givens alone."""
        pos, starts = self.pos, self.starts
        # Normally the conflict involves the latest guess; if a contradiction was
        # noticed late, it belongs to the latest level among its facts.
        current = max(bisect_right(starts, pos[f]) for f in conflict)
        if not current:
            return None, 0  # the contradiction follows from the givens alone
        # Levels by time: a fact recorded before the first guess is given; one
        # recorded after the current level's guess belongs to it (nothing later
        # can be among the causes), anything between to an earlier level.
        first, here = starts[0], starts[current - 1]
        seen = set(conflict)
        heap = []
        learned = []
        for f in seen:
            p = pos[f]
            if p >= here:
                heap.append((-p, f))
            elif p >= first:
                learned.append(f)
        heapify(heap)
        antecedents = self.antecedents
        while True:
            _, f = heappop(heap)
            if not heap:
                uip = f
                break
            for a in antecedents(f):
                if a not in seen:
                    seen.add(a)
                    p = pos[a]
                    if p >= here:
                        heappush(heap, (-p, a))
                    elif p >= first:
                        learned.append(a)
        learned = self._minimize(learned)
        act, bump, cell_of = self.activity, self.bump, self.cell_of
        for f in seen:
            act[cell_of[f]] += bump
        self.bump = bump * 1.05
        if self.bump > 1e100:
            self.activity = [a * 1e-100 for a in act]
            self.bump *= 1e-100
        levels = {bisect_right(starts, pos[f]) for f in learned}
        self.levels = len(levels) + 1
        return [uip] + learned, max(levels, default=0)

    def _minimize(self, learned):
        """Drop a fact of a nogood whose reasons are all in the nogood already
        (or given): the other facts imply it, so it adds nothing. And name a
        peer's loss ("d left c" because a cell c sees, or c itself, is d) by
        that placement instead: the nogood stays sound (the placement implies
        the loss) and gets shorter, as one placement is behind many losses in
        a nogood (60 facts to 25 on average on the very hard 16x16 Sudoku X).
        Each nogood then prunes a little less (8,351 contradictions to 8,353
        there, 5-20% more on most forum 16x16 puzzles) but its watches and
        checks cost much less: about 30% less time there, 15% on the forum
        16x16 puzzles.
        Tried and dropped: following the reasons further back (MiniSat's
        recursive minimization) shortened nogoods by a tenth and cost more
        time than it saved (measured on the hard forum 16x16 puzzles); naming
        a placement only when it stands for two losses or more (shorter by
        less, no faster)."""
        pos, reason, first = self.pos, self.reason, self.starts[0]
        inside = set(learned)
        shorter = {}  # kept in order, once each
        antecedents = self.antecedents
        for f in learned:
            r = reason[f]
            if type(r) is int and r >= 0:
                if r not in inside and pos[r] >= first:
                    shorter[r] = None
            elif r is None or not all(a in inside or pos[a] < first for a in antecedents(f)):
                shorter[f] = None
        return list(shorter)

    def watch(self, clause, forever=False):
        """Start watching a new nogood: its UIP and its latest other fact, the
        two that become undone first when the search goes back."""
        if len(clause) < 2:
            return  # a single fact: its opposite holds at level 0 for good
        if not forever and self.levels > 2:
            self.learned.append((self.levels, self.clock, clause))
        best = max(range(1, len(clause)), key=lambda i: self.pos[clause[i]])
        clause[1], clause[best] = clause[best], clause[1]
        for f in clause[:2]:
            if self.watches[f] is None:
                self.watches[f] = []
            self.watches[f].append(clause)

    def forget(self):
        """Forget the worse half of the nogoods that may be forgotten: those
        spanning most levels (then the oldest). Why: every nogood costs time
        whenever one of its watched facts comes true, and most are never used
        again; those spanning few levels prune most (Glucose's measure)."""
        ranked = sorted(self.learned, key=lambda e: (e[0], -e[1]))
        self.learned = ranked[:len(ranked) // 2]
        gone = {id(e[2]) for e in ranked[len(ranked) // 2:]}
        watches = self.watches
        for f, ws in enumerate(watches):
            if ws:
                watches[f] = [c for c in ws if id(c) not in gone]


def _decide(L: Learner, cands, counts):
    """The guess: a cell with fewest candidates, the most active among them,
    and its lowest digit."""
    fewest = min(k for k in counts if k > 1)
    act = L.activity
    best, cell = -1.0, -1
    for i, k in enumerate(counts):
        if k == fewest and act[i] > best:
            best, cell = act[i], i
    m = cands[cell]
    return cell, m & -m


def search_learning(state, t: Tables, counters: list, every: int = 0):
    """:func:`.engine.search_candidates`'s contract (yields each solution, and
    None every ``every`` guesses) with learning. A node is a guess, a
    backtrack a contradiction. After a solution, the nogood "not all of these
    guesses" sends the search on to the next one, so counting is exact."""
    if state is None:
        counters[0], counters[1] = 0, 0
        return
    L = Learner(t)
    n, N = t.size, L.N
    candidate_counts = t.candidate_counts
    nodes = backtracks = 0
    next_pause = every or -1
    next_forget, forgets = FORGET_EVERY, 0
    stack = [state]  # stack[i]: the propagated position at level i
    guesses = []  # the IN fact guessed at each level 1..
    cands = state
    conflict = None
    blocking = False  # the conflict is a solution found: its nogood is kept for good
    while True:
        if conflict is None:
            cands = stack[-1]
            counts = candidate_counts(cands)
            if counts.count(1) == len(counts):
                counters[0], counters[1] = nodes, backtracks
                yield tuple(map(int.bit_length, cands))
                if not L.starts:
                    return
                conflict = list(guesses)  # block this solution: not all of these guesses
                blocking = True
            else:
                cell, bit = _decide(L, cands, counts)
                L.starts.append(L.clock)
                guesses.append(N + cell * n + bit.bit_length() - 1)
                cands = cands[:]
                nodes += 1
                if nodes == next_pause:
                    next_pause += every
                    counters[0], counters[1] = nodes, backtracks
                    yield None
                queue, dirty, pending = [], set(), []
                L.assign(cands, cell, bit, None, queue, dirty, pending)
                conflict = L.propagate(cands, queue, dirty, pending)
                if conflict is None:
                    stack.append(cands)
                continue
        backtracks += 1
        if not L.starts:
            counters[0], counters[1] = nodes, backtracks
            return
        clause, back = L.analyze(conflict)
        if clause is None:
            counters[0], counters[1] = nodes, backtracks
            return
        if backtracks >= next_forget:
            L.forget()
            forgets += 1
            next_forget += FORGET_EVERY + FORGET_GROWTH * forgets
        del L.starts[back:]
        del guesses[back:]
        del stack[back + 1:]
        cands = stack[back][:]
        L.watch(clause, forever=blocking)
        blocking = False
        uip = clause[0]
        queue, dirty, pending = [], set(), []
        why = tuple(clause[1:])
        if uip < N:  # the UIP is "d left c": so c = d
            c, d = divmod(uip, n)
            L.assign(cands, c, 1 << d, why, queue, dirty, pending)
        else:  # the UIP is "c = d": so d leaves c
            c, d = divmod(uip - N, n)
            conflict = L.eliminate(cands, c, 1 << d, why, queue, dirty, pending)
            if conflict is not None:
                continue
        conflict = L.propagate(cands, queue, dirty, pending)
        if conflict is None:
            stack[back] = cands
