"""Candidate bitmasks and propagation, shared by both searches (:mod:`.engine`, :mod:`.learning`).

State is one list ``cands`` with a bitmask per cell: bit ``d-1`` set means
digit ``d`` is still possible there; a cell with one bit left is solved.
:class:`Tables` holds what a grid side needs precomputed (units, peers, the
box-line segments), made once per side by :func:`tables`; or, for a variant whose
rules are only houses, "must differ" peers and digit domains (diagonals, windoku,
jigsaw regions, anti-knight, even/odd...), once per set of rules by
:meth:`Tables.from_rules`, and then searched by the same engine.

Propagation applies three rules until none changes anything:

1. naked single: a solved cell removes its digit from its peers;
2. hidden single: a digit with one possible cell left in a unit goes there
   (only units where something changed are re-checked);
3. locked candidates: a digit confined to one box-line intersection in the
   line (or box) is removed from the rest of the box (or line); with other
   houses, a digit of house A confined to where A crosses house B leaves the
   rest of B (any two houses sharing two cells or more).

The hot per-cell work is written out: small functions generated once per grid side (a unit's
count, every box-line intersection at once, a cell's candidate counts, a cell's open peers)
that are plain byte-code, subscripts and arithmetic, with no loop and no C function called per
cell. A byte-code loop over 9 cells costs more than the arithmetic it does, and in Pyodide every
call of a C function from Python (``map(or_, ...)``, ``itemgetter``, ``int.bit_count``) goes
through a slow trampoline; each such trick is commented where it is made.
"""

from __future__ import annotations

from functools import lru_cache

from ..geometry import BOX_SIDE, geometry


class _Cached(dict):
    """A function's values read as ``table[key]`` like the 9x9 and 16x16 lookup lists: computed
    on first use, all forgotten at once past ``limit`` entries (so memory stays bounded)."""

    def __init__(self, function, limit: int):
        super().__init__()
        self.function, self.limit = function, limit

    def __missing__(self, key):
        if len(self) >= self.limit:
            self.clear()
        value = self[key] = self.function(key)
        return value


def _unit_sums(units, table) -> tuple:
    """One function per unit, ``lambda c: table[c[i]] + table[c[j]] + ...`` written out over its
    cells: counting a unit is then plain byte-code (subscripts and additions) with no C function
    called. That matters in Pyodide, where each call of a C function from Python (as
    ``sum(map(table.__getitem__, cells))`` makes one per cell) goes through a slow trampoline;
    the written-out sum measured 3x faster than that in Pyodide and in CPython alike."""
    return tuple(eval("lambda c, S=S: " + " + ".join(f"S[c[{i}]]" for i in unit), {"S": table})
                 for unit in units)


@lru_cache(maxsize=None)
def _spread_tables(n: int) -> tuple:
    """The spread masks of :class:`Tables` for a side (all masks, open candidates only) and
    the open-candidates mask function, made once per side: classic and rule-built tables of
    one side share them (65536 entries for 16x16 take a few tens of milliseconds)."""
    w = (2 * n).bit_length()
    field = w + 1

    def spread(mask):
        bits = [d for d in range(n) if mask >> d & 1]
        weight = 2 if len(bits) == 1 else 1
        return sum(weight << (d * field) for d in bits)

    if n <= 16:  # tables of 2**n entries: 512 for 9x9, 65536 for 16x16
        # spread(m) = spread(m without its lowest bit) + that bit's field,
        # then the single-bit masks (solved cells) count 2.
        table = [0] * (1 << n)
        for m in range(1, 1 << n):
            low = m & -m
            table[m] = table[m ^ low] + (1 << (field * (low.bit_length() - 1)))
        # The same count of open candidates only (solved cells count 0),
        # to find digits with exactly two places left in a unit.
        open_table = [0 if not m & (m - 1) else v for m, v in enumerate(table)]
        for d in range(n):
            table[1 << d] *= 2
        return table, open_table, [m if m & (m - 1) else 0 for m in range(1 << n)].__getitem__
    # 25x25: 2**25 entries would be too many; compute and cache
    return (_Cached(spread, 1 << 16), _Cached(lambda m: spread(m) if m & (m - 1) else 0, 1 << 16),
            lambda m: m if m & (m - 1) else 0)


@lru_cache(maxsize=4096)
def _unit_sum(unit: tuple, n: int, which: int):
    """One function of :func:`_unit_sums`, over the side's spread masks (``which`` 0) or its
    open ones (1), kept: compiling one costs about 50 microseconds, and tables built from
    rules would otherwise compile every row and column again for each puzzle."""
    return _unit_sums((unit,), _spread_tables(n)[which])[0]


class Tables:
    """Lookup tables the hot loops read: per size for classic grids (built once per size), or
    per set of rules for grids whose rules are only houses, "must differ" peers and digit
    domains (:meth:`from_rules`: diagonals, windoku, jigsaw regions, anti-knight, even/odd...).

    ``units`` are the houses that hold every digit (hidden singles are counted in them);
    ``peers`` every cell a cell must differ from; ``start`` the digits each cell may hold
    before the givens (None for classic grids: every digit). Locked candidates use the
    box-line ``lines`` on classic grids and the general ``crossings`` otherwise."""

    start = None
    crossings = None
    #: Branch by past failures (:func:`.engine.weighted_choices`): rule-built tables below 16x16.
    weighted = False

    def __init__(self, size: int, rules=None):
        if rules is None:
            geo = geometry(size)
            self.box, self.ncells, self.full = geo.box, geo.ncells, geo.full
            self.peers, self.units, self.cell_units = geo.peers, geo.units, geo.cell_units
        else:
            self._take_rules(size, *rules)
        n, b = size, self.box
        self.size = n

        # Hidden singles by counting. Each cell mask is "spread" into one
        # counter field per digit, and a whole unit is counted with one sum
        # of its cells' spread masks (see _unit_sums). A solved cell counts 2 for its digit,
        # so a digit already placed never looks like a hidden single. A field
        # is wide enough for 2*n plus a guard bit: adding (2**w - 1) to every
        # field sets the guard of the fields >= 1, adding (2**w - 2) those >= 2.
        w = (2 * n).bit_length()
        field = w + 1
        self.guard = sum(1 << (d * field + w) for d in range(n))
        self.add1 = sum(((1 << w) - 1) << (d * field) for d in range(n))
        self.add2 = sum(((1 << w) - 2) << (d * field) for d in range(n))
        self.add3 = sum(((1 << w) - 3) << (d * field) for d in range(n))
        #: guard bit of digit d's field -> the digit's candidate bit
        self.guard_digit = {1 << (d * field + w): 1 << d for d in range(n)}
        #: For choosing where to branch: per cell, how many of its peers are open,
        #: ``open_peers[c](is_open)`` over a list of 0/1 per cell (one written-out sum each).
        self.open_peers = _PeerSums(self.peers)
        #: Each cell's units as one integer (bit u for unit u): what changes mark in propagation.
        self.unit_bits = tuple(sum(1 << u for u in us) for us in self.cell_units)
        self.unit_of_bit = {1 << u: u for u in range(len(self.units))}

        table, open_table, self.open_mask = _spread_tables(n)
        #: Every cell's number of candidates, as a list: ``candidate_counts(cands)``.
        self.candidate_counts = _candidate_counts(self.ncells, n)
        if rules is None:
            #: Per unit, the sum of its cells' spread masks: ``unit_counts[u](cands)``.
            self.unit_counts = _unit_sums(self.units, table)
            #: The same, open candidates only (solved cells count 0).
            self.unit_open_counts = _unit_sums(self.units, open_table)
        else:  # rows and columns recur in every set of rules of a side: compiled once
            self.unit_counts = tuple(_unit_sum(unit, n, 0) for unit in self.units)
            self.unit_open_counts = tuple(_unit_sum(unit, n, 1) for unit in self.units)

        if not b:
            return  # no square boxes: the crossings do all the locked candidates
        # Locked candidates. A "segment" is the b cells where a row (or column)
        # crosses a box. For segment S, let R be the other segments of its line
        # and X the other segments of its box (open candidates only). A digit
        # in S & R but not in X is confined to S within the box (pointing), so
        # it leaves the rest of the line; a digit in S & X but not in R is
        # confined to S within the line (claiming), so it leaves the rest of
        # the box. Both at once: S & (R ^ X) is nonzero exactly when there is
        # something to remove. Row segments are numbered r*b + j (j = box
        # column), column segments c*b + i (i = box row); all of them are
        # computed by one written-out function (_box_line_function).
        #: Per segment (rows' then columns'), the cells of the rest of its line and of its box.
        self.rests = _rests(n, b)
        #: Every box-line intersection's findings at once (:func:`_box_line_function`), read
        #: off a settled grid (every solved cell's digit gone from its peers: see
        #: :func:`_locked_candidates`); :func:`locked_removals` reads any grid.
        self.box_line = _box_line(n, b, True)

    @classmethod
    def from_rules(cls, size: int, houses, peers, start) -> "Tables":
        """Tables for any grid whose rules are houses (tuples of cells: those of ``size`` cells
        hold every digit, smaller ones only differ), ``peers`` (per cell, every cell it must
        differ from, houses included) and ``start`` (per cell, the digits it may hold)."""
        return cls(size, (houses, peers, start))

    def _take_rules(self, n, houses, peers, start):
        self.weighted = n < 16
        self.ncells, self.full = n * n, (1 << n) - 1
        units = []
        for house in houses:
            house = tuple(sorted(house))
            if len(house) == n and house not in units:
                units.append(house)
        # With the classic rows, columns and square boxes among the houses, their locked
        # candidates are found the classic way (box-line segments, a few C-level passes over
        # the grid), and only crossings with another house are checked one by one.
        classic = set(geometry(n).units) if n in BOX_SIDE else ()
        self.box = BOX_SIDE[n] if classic and classic <= set(units) else 0
        if not self.box:
            classic = ()
        self.units = tuple(units)
        self.peers = tuple(tuple(sorted(p)) for p in peers)
        self.start = list(start)
        cell_units = [[] for _ in range(self.ncells)]
        for u, house in enumerate(units):
            for cell in house:
                cell_units[cell].append(u)
        self.cell_units = tuple(map(tuple, cell_units))

        # Locked candidates between any two houses sharing two cells or more: a digit of house
        # A whose places all lie in A & B leaves B - A (for a row and a box: pointing or
        # claiming). Per pair: the shared cells, A - B and B - A.
        crossings = []
        for i, a in enumerate(units):
            sa = set(a)
            for b in units[i + 1:]:
                if a in classic and b in classic:
                    continue
                shared = tuple(c for c in b if c in sa)
                if len(shared) >= 2:
                    only_a = tuple(c for c in a if c not in shared)
                    only_b = tuple(c for c in b if c not in sa)
                    crossings.append((shared, only_a, only_b))
        #: Per crossing, its two rests (A - B, B - A), as cells.
        self.crossings = tuple((only_a, only_b) for _, only_a, only_b in crossings)
        #: Every crossing's findings at once: ``crossing_locks(cands)``
        #: (:class:`_CrossingLocks`).
        self.crossing_locks = _CrossingLocks(n, tuple(crossings)) if crossings else None


class _PeerSums(dict):
    """:attr:`Tables.open_peers`: per cell, ``lambda o: o[p] + o[q] + ...`` over its peers,
    compiled when a cell is first asked for (the branching asks for few) and kept by its peers
    (:func:`_peer_sum`): a diagonal's or an anti-knight's cells have the same peers in every
    puzzle, and compiling one costs about 50 microseconds."""

    def __init__(self, peers):
        super().__init__()
        self.peers = peers

    def __missing__(self, cell):
        value = self[cell] = _peer_sum(self.peers[cell])
        return value


@lru_cache(maxsize=8192)
def _peer_sum(peers: tuple):
    return eval("lambda o: " + (" + ".join(f"o[{p}]" for p in peers) or "0"))


@lru_cache(maxsize=None)
def _candidate_counts(ncells: int, n: int):
    """``f(cands)``: the list of every cell's number of candidates, written out over a table of
    bit counts up to 16x16 (one list display of subscripts: no C function called per cell, see
    :func:`_unit_sums`); ``int.bit_count`` through ``map`` past that."""
    if n > 16:
        return lambda cands, count=int.bit_count: list(map(count, cands))
    counts = [m.bit_count() for m in range(1 << n)]
    return eval("lambda c, C=C: [" + ", ".join(f"C[c[{i}]]" for i in range(ncells)) + "]", {"C": counts})


@lru_cache(maxsize=None)
def _rests(n: int, b: int) -> tuple:
    """:attr:`Tables.rests` of a side, made once: tables built from rules with square boxes (a
    diagonal's, a windoku's) share them, where each built them again (0.2 ms of a 20 ms solve)."""
    rest_line, rest_box = [], []
    for by_row in (True, False):
        def cell(line, pos):
            return line * n + pos if by_row else pos * n + line

        for line in range(n):
            for j in range(b):
                band = line // b * b
                rest_line.append(tuple(cell(line, p) for p in range(n) if p // b != j))
                rest_box.append(tuple(
                    cell(other, p)
                    for other in range(band, band + b) if other != line
                    for p in range(j * b, j * b + b)
                ))
    return tuple(rest_line), tuple(rest_box)


@lru_cache(maxsize=None)
def _box_line(n: int, b: int, settled: bool = False):
    """:func:`_box_line_function` over the side's open candidates (a list up to 16x16, computed
    and cached past that, as :func:`_spread_tables`), made once per side; ``settled``: over
    the candidates as they are, for grids where no solved cell's digit is left in a peer."""
    if settled:
        return _box_line_function(n, b, None, _rests(n, b))
    if n <= 16:
        return _box_line_function(n, b, _spread_tables(n)[2].__self__, _rests(n, b))
    return _box_line_function(n, b, _Cached(lambda m: m if m & (m - 1) else 0, 1 << 16), _rests(n, b))


@lru_cache(maxsize=None)
def tables(size: int) -> Tables:
    """The cached :class:`Tables` for a grid side."""
    return Tables(size)


def propagate(cands: list, queue: list, t: Tables, dirty: int = 0) -> bool:
    """Apply the three rules until nothing changes; False on a contradiction.

    ``queue`` holds the cells just solved whose digit must leave their peers: every solved cell
    whose digit is still in a peer must be in it (the locked candidates read the grid as settled
    once the queue is empty: :func:`_locked_candidates`); ``dirty`` the units to check for hidden singles even if nothing changes
    there, as one integer (bit ``u`` for unit ``u``: a few integer operations per
    change where a set of units cost a method call). ``cands`` is changed in place.
    """
    peers, unit_bits, unit_of_bit, units, unit_counts = t.peers, t.unit_bits, t.unit_of_bit, t.units, t.unit_counts
    guard, add1, add2, guard_digit = t.guard, t.add1, t.add2, t.guard_digit
    while True:
        # Rule 1, naked singles.
        while queue:
            cell = queue.pop()
            bit = cands[cell]
            for p in peers[cell]:
                if cands[p] & bit:  # (read twice on a hit: most peers miss, and storing costs them)
                    m = cands[p] ^ bit
                    if not m:
                        return False
                    cands[p] = m
                    if not m & (m - 1):
                        queue.append(p)
                    dirty |= unit_bits[p]
        # Rule 2, hidden singles, in the units that changed since last time (lowest first).
        while dirty:
            low = dirty & -dirty
            dirty ^= low
            u = unit_of_bit[low]   # (a lookup, not a method call: calls of C functions are dear in Pyodide)
            counts = unit_counts[u](cands)
            at_least_two = (counts + add2) & guard
            if at_least_two == guard:
                continue  # every digit placed or with two places or more: the common case, one test
            at_least_one = (counts + add1) & guard
            if at_least_one != guard:
                return False  # some digit has no place left in this unit
            exactly_one = at_least_one ^ at_least_two
            while exactly_one:
                low = exactly_one & -exactly_one
                exactly_one ^= low
                bit = guard_digit[low]
                for cell in units[u]:
                    if cands[cell] & bit:
                        break
                else:
                    return False  # an earlier hidden single of this unit took its cell
                cands[cell] = bit
                queue.append(cell)
        if queue:
            continue
        # Rule 3, locked candidates, once the singles are exhausted.
        dirty = _locked_candidates(cands, queue, t)
        if dirty < 0:
            return False
        if not queue and not dirty:
            return True


def locked_removals(cands: list, t: Tables) -> list:
    """Rule 3's findings over every box-line intersection and every other crossing of two
    houses (see :class:`Tables`), the crossings first.

    A list of ``(digits, targets, absent)``: the digits confined to a segment
    leave the ``targets`` cells, because they are ``absent`` from the other
    part of the box (pointing) or of the line (claiming). Computed from the
    candidates as they are when it is called, which stays sound while a caller
    removes digits in between (candidates only shrink). Shared by the plain
    propagation and the learning one, which records ``absent`` as the reason.
    """
    found = _box_line(t.size, t.box)(cands) if t.box else []
    if t.crossings:
        locks = t.crossing_locks(cands)
        if locks:
            return locks + found if found else locks
    return found


def _box_line_function(n: int, b: int, open_table, rests):
    """Every box-line intersection's findings as one written-out function of the candidates
    (plain byte-code, no C function called per cell or segment: see :func:`_unit_sums`):
    ``f(cands)`` is the list of :func:`locked_removals`' ``(digits, targets, absent)`` over
    the segments in order (rows' segments ``r*b + j``, then columns' ``n*b + c*b + i``): the
    digits of a segment (open candidates only) in the rest of its line but absent from the rest
    of its box leave the rest of the line (pointing), then the other way round (claiming). Each
    segment is one written-out test (its digits against the rest of its line
    ``^`` the rest of its box, nothing stored); the few that find something are read again
    in their branch, and the caller loops over the findings alone (54 segments on 9x9, a few
    found at a time).

    With no ``open_table``, the masks are read as they are, solved cells too (one unpacking of
    the list instead of a lookup per cell): the same findings on a settled grid, where a solved
    cell's digit is in no other cell of its houses. A segment holding the cell then has the
    digit in neither rest, and a segment whose rest holds the cell shares a house with it, so
    has not the digit itself: the digit is found nowhere, as when the cell is left out. On a
    grid that is not settled, a solved cell's digit still in its house would be read as a
    place, and could be taken from the solved cell itself."""
    if open_table is None:
        lines = ["def box_line(c, L=L, B=B, F=F):", _unpacking(n)]
    else:
        lines = ["def box_line(c, O=O, L=L, B=B, F=F):"]
        lines += [f" o{i} = O[c[{i}]]" for i in range(n * n)]
    lines += [" r = []"] + _box_line_lines(n, b) + [" return r"]
    scope = {"O": open_table, "L": rests[0], "B": rests[1], "F": _found}
    exec("\n".join(lines), scope)
    return scope["box_line"]


def _unpacking(n: int) -> str:
    """The line that reads every mask of the list ``c`` into ``o0``, ``o1``, ... as they are."""
    return " " + ", ".join(f"o{i}" for i in range(n * n)) + ", = c"


def _box_line_lines(n: int, b: int) -> list:
    """The body of :func:`_box_line_function` (the masks read as ``o0``, ``o1``, ..., the
    findings appended to ``r``, the rests of the segments' lines in ``L``, of their boxes in
    ``B``)."""
    segs = []
    for by_row in (True, False):
        for line in range(n):
            for j in range(b):
                cells = [line * n + j * b + k if by_row else (j * b + k) * n + line for k in range(b)]
                segs.append("|".join(f"o{i}" for i in cells))
    lines = [f" s{k} = {expr}" for k, expr in enumerate(segs)]
    for o in (0, n * b):
        for line in range(n):
            band = line // b * b
            for j in range(b):
                k = o + line * b + j
                rest_line = "|".join(f"s{o + line * b + x}" for x in range(b) if x != j)
                rest_box = "|".join(f"s{o + other * b + j}" for other in range(band, band + b) if other != line)
                lines.append(f" if s{k} & (({rest_line}) ^ ({rest_box})): F(r, s{k}, {rest_line}, {rest_box}, L[{k}], B[{k}])")
    return lines


def _found(r: list, digits: int, in_a: int, in_b: int, rest_a: tuple, rest_b: tuple) -> None:
    """Append to ``r`` what the written-out locked candidates found where ``digits`` (a segment's
    or a crossing's shared cells') meet the rests of two houses whose digits are ``in_a`` and
    ``in_b``: those also in A's rest but absent from B's leave A's rest (``rest_a``), then the
    other way round. Called from the written-out functions' rare branches (a call in each
    branch compiles faster than the same lines written out at every segment)."""
    due = digits & (in_a ^ in_b)
    if due & in_a:
        r.append((due & in_a, rest_a, rest_b))
    if due & in_b:
        r.append((due & in_b, rest_b, rest_a))


class _CrossingLocks:
    """:func:`_crossings_function`'s findings, read cell by cell for the first
    :data:`COMPILE_AFTER` calls and through the written-out function after that: compiling
    it costs a few milliseconds for a jigsaw's many crossings, more than an easy puzzle's
    whole search, and repays them on a hard one. :meth:`settled` is the propagation's reading."""

    def __init__(self, n: int, crossings: tuple):
        self.n, self.crossings, self.calls, self.compiled = n, crossings, 0, None
        self.settled_calls, self.settled_compiled = 0, None
        self.open_mask = _spread_tables(n)[2]

    def __call__(self, cands):
        if self.compiled is not None:
            return self.compiled(cands)
        self.calls += 1
        if self.calls > COMPILE_AFTER:
            self.compiled = _crossings(self.n, self.crossings)
            return self.compiled(cands)
        return self._read(cands)

    def settled(self, cands):
        """The findings of :meth:`__call__` on a settled grid (every solved cell's digit gone
        from its peers, as :func:`_locked_candidates` meets it): after :data:`COMPILE_AFTER`
        calls, through the written-out function that reads the masks as they are (one
        unpacking of the list, no open-candidates lookup per cell: see :func:`_box_line_function`)."""
        if self.settled_compiled is not None:
            return self.settled_compiled(cands)
        self.settled_calls += 1
        if self.settled_calls > COMPILE_AFTER:
            self.settled_compiled = _crossings(self.n, self.crossings, True)
            return self.settled_compiled(cands)
        return self._read(cands)

    def _read(self, cands):
        o = list(map(self.open_mask, cands))
        found = []
        for shared, only_a, only_b in self.crossings:
            seg = in_a = in_b = 0
            for c in shared:
                seg |= o[c]
            for c in only_a:
                in_a |= o[c]
            for c in only_b:
                in_b |= o[c]
            due = seg & (in_a ^ in_b)
            if due:
                if due & in_b:  # confined to the shared cells in A: leaves the rest of B
                    found.append((due & in_b, only_b, only_a))
                if due & in_a:  # confined to the shared cells in B: leaves the rest of A
                    found.append((due & in_a, only_a, only_b))
        return found


#: Calls of :class:`_CrossingLocks` before its written-out function is compiled.
COMPILE_AFTER = 64


@lru_cache(maxsize=64)   # (each set of crossings twice: read off any grid, and off a settled one)
def _crossings(n: int, crossings: tuple, settled: bool = False):
    """:func:`_crossings_function` over the side's open candidates, kept per set of crossings
    (the rules of one puzzle are met again and again: its checks, hints and ratings);
    ``settled``: over the masks as they are (:meth:`_CrossingLocks.settled`)."""
    if settled:
        return _crossings_function(crossings, None, n)
    if n <= 16:
        return _crossings_function(crossings, _spread_tables(n)[2].__self__)
    return _crossings_function(crossings, _Cached(lambda m: m if m & (m - 1) else 0, 1 << 16))


def _crossings_function(crossings: tuple, open_table, n: int = 0):
    """The locked candidates between any two houses sharing two cells or more (grids built by
    :meth:`Tables.from_rules`; ``crossings``: (shared cells, A - B, B - A) each), as one
    written-out function like :func:`_box_line_function`: ``f(cands)`` is the list of
    :func:`locked_removals`' ``(digits, targets, absent)`` over the crossings in order: the
    shared cells' open digits absent from the rest of A but not from the rest of B leave the
    rest of B (before those absent from B's rest but not A's, which leave A's rest). With no
    ``open_table``, the ``n`` x ``n`` masks are read as they are (sound on settled grids only:
    a rest holding a solved cell shares a house with the shared cells, and the shared cells
    holding it have its digit in neither rest)."""
    if open_table is None:  # a settled grid's masks as they are (see _box_line_function)
        lines = ["def crossing_locks(c, R=R, F=F):", _unpacking(n)]
    else:
        used = sorted({c for part in crossings for cells in part for c in cells})
        lines = ["def crossing_locks(c, O=O, R=R, F=F):"]
        lines += [f" o{i} = O[c[{i}]]" for i in used]
    lines += [" r = []"] + _crossing_lines(crossings) + [" return r"]
    scope = {"O": open_table, "R": tuple((only_a, only_b) for _, only_a, only_b in crossings), "F": _found}
    exec("\n".join(lines), scope)
    return scope["crossing_locks"]


def _crossing_lines(crossings: tuple) -> list:
    """The body of :func:`_crossings_function` (the masks read as ``o0``, ``o1``, ..., the
    findings appended to ``r``, each crossing's two rests in ``R``)."""
    lines = []
    for k, (shared, only_a, only_b) in enumerate(crossings):
        s, a, b = ("|".join(f"o{i}" for i in cells) or "0" for cells in (shared, only_a, only_b))
        lines += [f" s = {s}",  # (B's rest first: the digits confined to the shared cells in A leave it)
                  f" if s & (({a}) ^ ({b})): F(r, s, {b}, {a}, R[{k}][1], R[{k}][0])"]
    return lines


def _locked_candidates(cands: list, queue: list, t: Tables) -> int:
    """Rule 3: remove what :func:`locked_removals` finds; the units where something changed
    (as :func:`propagate`'s ``dirty``), -1 on a contradiction. Called on a settled grid (the
    singles' queue empty: every solved cell's digit has left its peers), so the box-line
    segments are read from the masks as they are (:attr:`Tables.box_line`)."""
    unit_bits = t.unit_bits
    dirty = 0
    found = t.box_line(cands) if t.box else ()
    if t.crossings:  # (as locked_removals, the crossings first)
        locks = t.crossing_locks.settled(cands)
        if locks:
            found = locks + found if found else locks
    for remove, targets, _ in found:
        for p in targets:
            if cands[p] & remove:
                m = cands[p] & ~remove
                if not m:
                    return -1
                cands[p] = m
                if not m & (m - 1):
                    queue.append(p)
                dirty |= unit_bits[p]
    return dirty


def initial_candidates(cells, t: Tables):
    """Candidates after placing the givens and propagating, or None if stuck.

    Each empty cell starts with the digits not used in its row, column and
    box (one pass over the grid with a used-digits mask per unit, the classic
    tutorial idea), so the givens need no peer-by-peer elimination; then every
    unit is checked for hidden singles.
    """
    if t.start is not None:
        return _initial_from_rules(cells, t)
    used = [0] * (3 * t.size)
    cell_units = t.cell_units
    for cell, value in enumerate(cells):
        if value:
            bit = 1 << (value - 1)
            row, col, box = cell_units[cell]
            if (used[row] | used[col] | used[box]) & bit:
                return None  # a repeated given
            used[row] |= bit
            used[col] |= bit
            used[box] |= bit
    full = t.full
    cands = [
        1 << (value - 1) if value else full & ~(used[u[0]] | used[u[1]] | used[u[2]])
        for value, u in zip(cells, cell_units)
    ]
    if not all(cands):
        return None  # an empty cell with no digit left
    queue = [cell for cell, (value, m) in enumerate(zip(cells, cands)) if not value and not m & (m - 1)]
    return cands if propagate(cands, queue, t, (1 << len(t.units)) - 1) else None


def _initial_from_rules(cells, t: Tables):
    """:func:`initial_candidates` for tables built from rules: each cell starts with its
    domain (or its given), and the givens leave their peers by propagation (a repeated given
    empties a cell there)."""
    cands = [m & (1 << (value - 1)) if value else m for value, m in zip(cells, t.start)]
    if not all(cands):
        return None  # a given outside its cell's digits, or a cell with no digit at all
    queue = [cell for cell, m in enumerate(cands) if not m & (m - 1)]
    return cands if propagate(cands, queue, t, (1 << len(t.units)) - 1) else None
