"""The variant solver's state and the rules it applies until nothing changes.

The state is one candidate bitmask per cell (bit d-1 for digit d), as in the classic engine, plus
an integer whose bit c says cell c's digit has been taken out of its peers. :func:`tables` turns a
variant's rules into flat lists once per set of rules: each cell's peers (houses, cages,
anti-knight, anti-king), its side-by-side neighbours under the non-consecutive rule, the houses
that hold every digit (for hidden singles) and the sums: killer cages, and the "innies" each cage
layout implies (a house holds 1+2+...+size, so its cells outside the cages it holds add up to what
is left). :func:`propagate` applies naked singles, non-consecutive neighbours, hidden singles,
thermometers (each cell's digits above the least its cell below may hold and under the most
its cell above may hold), dots (:mod:`.dots`: a placed digit leaves its partner only the digits
its pair's rules allow, and each cell of a dot keeps only digits some candidate of its partner
allows), sum pruning (cages, little killers, innies), box/line crossings and house/cage claims (a house's digit
whose places all lie in a cage leaves the cage's other cells) to a fixed point.

A sum over cells that all see each other keeps the digit sets that make it
(:mod:`.cage_sums`) and can still fit; a sum over cells that may repeat a digit keeps each cell
within the bounds the others leave, its cells of one house counted as distinct digits (an
innie or outie set of a band of rows is mostly a few such groups, and their smallest distinct
digits bound it far tighter than each cell's own). Both results are cached by the cells' masks, as a search meets
the same few patterns again and again.

The search adds three rules (:func:`search_tables`, which the logic's forcing levels with every
rule use too since session 30): under the non-consecutive rule, what a cell's two or three close
candidates all rule out beside it (:func:`consecutive_losses`, session 47); the innie-outie differences (:func:`differences`: an area's
innies add up to its outies plus a constant, a sum whose outies count with a minus sign, pruned
with their digits reflected), and a cage's house complement (a digit with no place in the rest
of a house holding the cage must be in the cage, so only the digit sets holding it stay).
Measured on the hardest shared killers (``bench/bench_variants.py``): "Killing with flowers"
11,685 nodes to 720, Wecoc #2 26,686 to 11,465.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from operator import itemgetter

from . import shapes
from .arrows import equation, prune_weighted
from .cage_sums import combos
from .dots import pair_rules, partners
from .sandwiches import kept as sandwich_kept

#: Cached pruning results kept per sum before the cache is emptied (memory stays bounded).
CACHE_LIMIT = 20000
#: Sums kept to be shared by the sets of rules that have them (:func:`kept_sum`), least
#: recently used forgotten first: about five killer layouts' worth (each sum's cache holds up
#: to :data:`CACHE_LIMIT` results, so this bounds the memory they keep).
SUMS_KEPT = 1024

_MISSING = object()


@dataclass
class Sum:
    """Cells adding up to ``total``; ``sets``: the digit sets that make it when the cells all
    differ, else None (then only bounds prune). With ``negative`` > 0 the last ``negative``
    cells count with a minus sign (an innie-outie difference over a grid of side ``size``):
    their masks are pruned reflected (digit d read as size+1-d), which turns the difference
    into an ordinary sum of total + (size+1) * negative. With ``weights`` (a pill arrow: its
    shaft's cells weighing 1, its pill's minus their place values) the cells' digits times their
    weights add up to ``total``, pruned exactly with repeats allowed (:func:`.arrows.prune_weighted`)."""

    cells: tuple
    total: int
    sets: tuple | None
    negative: int = 0
    size: int = 0
    weights: tuple | None = None

    def __post_init__(self):
        self.get = itemgetter(*self.cells)
        self.cache = {}
        #: (which of the sum's cells lie in a house it touches, as bits; the house's other
        #: cells), for pointing
        self.houses = ()
        #: the rests of :attr:`houses` holding every place of a needed digit, by those places
        #: (bit i: cell i), worked out when first met
        self.pointing = {}
        #: the cells (as indices) split into groups that all see each other, for bounds
        self.groups = tuple((i,) for i in range(len(self.cells)))
        #: for cells lying in a house: ``lambda c:`` the digits of the house's other cells,
        #: a digit missing there having to be in the sum (None: not used)
        self.outside = None
        #: every cell whose candidates the pruning reads (bit c for cell c): its own, and the
        #: rest of the houses :attr:`outside` reads
        self.reads = _union(1 << c for c in self.cells)

    def group_by(self, houses: tuple) -> None:
        """Split the cells into groups lying in one house each (largest first): a group's
        digits differ, so its sum is at least that of its smallest distinct digits, a far
        tighter bound than each cell's own smallest digit (innies and outies over bands).
        Cells of opposite signs never share a group (a reflected digit may equal a plain one)."""
        split = len(self.cells) - self.negative
        self.groups = _groups(self.cells[:split], houses)
        if self.negative:
            self.groups += tuple(tuple(i + split for i in g) for g in _groups(self.cells[split:], houses))

    def complement_in(self, houses: tuple) -> None:
        """For cells lying in one house or more: read the digits the houses' other cells can
        take, so a digit with no place there (it must be in these cells) keeps only the sets
        holding it. Written out as the AND of each house's OR."""
        self.outside, rest = _outside(self.cells, houses)
        self.reads |= rest

    def point_into(self, houses: tuple) -> None:
        """Keep the houses these cells meet: a digit the sum needs whose places all lie in one
        of them leaves the house's other cells (the cage/house overlap people use)."""
        self.houses = _pointing(self.cells, houses)


# The parts of a sum's rules that depend only on its cells and the grid's houses are kept: a
# killer's generator builds the tables of one layout after another, each a cut or a merge away
# from the last, and most of their cages and innies recur.

@lru_cache(maxsize=1 << 14)
def _groups(cells: tuple, houses: tuple) -> tuple:
    """:meth:`Sum.group_by`'s groups (tuples of indices into ``cells``)."""
    touching = [h for h in _house_sets(houses) if not h.isdisjoint(cells)]
    left = list(range(len(cells)))
    groups = []
    while left:
        best = max((tuple(i for i in left if cells[i] in h) for h in touching), key=len, default=())
        if len(best) < 2:
            break
        groups.append(best)
        left = [i for i in left if i not in best]
    return tuple(groups) + tuple((i,) for i in left)


@lru_cache(maxsize=1 << 12)
def _outside(cells: tuple, houses: tuple):
    """:meth:`Sum.complement_in`'s reader (None when no house holds every cell) and the cells it
    reads, as bits."""
    inside = set(cells)
    rests = [tuple(c for c in h if c not in inside) for h in _house_sets(houses) if inside < h]
    if not rests:
        return None, 0
    source = " & ".join("(" + " | ".join(f"c[{c}]" for c in rest) + ")" for rest in rests)
    return eval("lambda c: " + source), _union(1 << c for rest in rests for c in rest)


@lru_cache(maxsize=1 << 14)
def _pointing(cells: tuple, houses: tuple) -> tuple:
    """:meth:`Sum.point_into`'s houses: (which of ``cells`` lie in the house, as bits; the
    house's other cells) for each house they meet without filling it."""
    inside = set(cells)
    return tuple((sum(1 << i for i, c in enumerate(cells) if c in h), tuple(c for c in h if c not in inside))
                 for h in _house_sets(houses) if inside & h and not inside >= h)


@lru_cache(maxsize=8)
def _house_sets(houses: tuple) -> tuple:
    return tuple(frozenset(h) for h in houses)


class _Spread(dict):
    """``spread[mask]`` for grids too large for a list of 2**size entries: computed on first
    use, all forgotten at once past a limit (memory stays bounded)."""

    def __init__(self, function):
        super().__init__()
        self.function = function

    def __missing__(self, key):
        if len(self) > 1 << 16:
            self.clear()
        value = self[key] = self.function(key)
        return value


def _written_out(groups, template: str, join: str, names: dict) -> tuple:
    """For each group of cells, ``lambda c: <template of cell 1> <join> <template of cell 2> ...``:
    a house read as plain byte-code, with no C function called per cell (as the classic engine
    counts its units). All are compiled in one ``eval``, which costs far less than one each."""
    head = "lambda c, " + ", ".join(f"{k}={k}" for k in names) + ": " if names else "lambda c: "
    source = ",\n".join(head + join.join(template.format(i) for i in cells) for cells in groups)
    return eval("(" + source + ",)", dict(names)) if groups else ()


@lru_cache(maxsize=None)
def spread_table(size: int):
    """``table[mask]``: the mask spread into one counter field per digit (see :class:`Counting`),
    a single digit counting 2; a list for sides up to 16, computed on demand above."""
    width = (2 * size).bit_length()
    field = width + 1
    if size > 16:
        def spread(mask):
            bits = [d for d in range(size) if mask >> d & 1]
            return sum((2 if len(bits) == 1 else 1) << (d * field) for d in bits)
        return _Spread(spread)
    table = [0] * (1 << size)
    for m in range(1, 1 << size):
        low = m & -m
        table[m] = table[m ^ low] + (1 << (field * (low.bit_length() - 1)))
    for d in range(size):
        table[1 << d] *= 2
    return table


class Counting:
    """Hidden singles by counting: each cell's mask is spread into one counter field per digit
    (a placed cell counts 2), a house's fields are added in one written-out sum, and guard bits
    tell which digits have no place (a contradiction) or exactly one (a hidden single)."""

    def __init__(self, size: int, houses):
        width = (2 * size).bit_length()
        field = width + 1
        self.guard = sum(1 << (d * field + width) for d in range(size))
        self.add1 = sum(((1 << width) - 1) << (d * field) for d in range(size))
        self.add2 = sum(((1 << width) - 2) << (d * field) for d in range(size))
        self.digit = {1 << (d * field + width): 1 << d for d in range(size)}

        table = spread_table(size)
        self.counts = _written_out(houses, "S[c[{}]]", " + ", {"S": table})
        #: Each house's cells as one integer (bit c for cell c), and each cell's bit: what
        #: :func:`propagate` tests to count only the houses where something changed.
        self.masks = tuple(sum(1 << c for c in house) for house in houses)
        self.cell_bits = tuple(1 << c for c in range(size * size))


@dataclass
class Tables:
    """A variant's rules as flat lists for :func:`propagate` (see the module docstring)."""

    size: int
    full: int
    start: list
    peers: tuple
    neighbours: tuple | None
    houses: tuple
    sums: list
    crossings: tuple
    counting: Counting
    claims: tuple = ()
    #: Where the last contradiction :func:`propagate` met lies (what a forcing step says broke):
    #: ``("cell", cell)`` left without a candidate, ``("house", cells, digit bit)`` without a
    #: place for a digit, or ``("sum", Sum)`` that no digits can make.
    broken: tuple = ()
    #: ``f(cand)``: nonzero when some crossing has a digit to remove (:func:`crossing_check`),
    #: so the common case, none, costs one call; None: read every crossing
    crossing_check: object = None
    #: The thermometers as (cells from the bulb, the cells' bits as one integer).
    thermos: tuple = ()
    #: Per cell, (partner, {digit bit: the partner's allowed digits}) for each pair a dot or a
    #: strict rule relates (:mod:`.dots`), applied when the cell is placed; None without any.
    pairs: tuple | None = None
    #: The dotted pairs as (a, b, {digit bit: allowed}, the two cells' bits), each cell kept to
    #: what its partner's candidates allow (the strict rules' pairs wait for a placed digit).
    dots: tuple = ()
    #: Whether the search branches on a digit's two places in a house before a cell's two
    #: candidates run out (``engine.choices``): thermometers and little killers, whose puzzles
    #: often have no givens and few cells of two candidates.
    links_first: bool = False
    #: The sandwiches as (line cells, total, the cells' bits as one integer, {masks: kept}), each
    #: line kept to what some placing of its crusts and filling allows (:func:`.sandwiches.kept`).
    sandwiches: tuple = ()
    #: Under the non-consecutive rule, for the search (:func:`search_tables`): per mask of two digits
    #: or more, the digits that leave a cell's side-by-side neighbours whatever digit of the mask the
    #: cell takes (a cell of 4 or 6 makes its neighbours lose 5: :func:`consecutive_losses`); None
    #: without the rule (a placed cell's neighbours lose its next digits through ``neighbours``).
    consecutive: list | None = None


def tables(variant) -> Tables:
    """The :class:`Tables` of a variant's rules (its givens are not part of them), kept for the
    last few sets of rules: a page solving, checking and hinting one puzzle builds them once."""
    return _tables(variant.with_givens(()))


def forget_tables() -> None:
    """Drop the kept tables (a benchmark times each puzzle from scratch)."""
    _tables.cache_clear()
    _search_tables.cache_clear()
    _cage_tables.cache_clear()
    kept_sum.cache_clear()


def _start(variant) -> list:
    """Each cell's digits before any given: what its parity, a one-cell cage and its place on a
    thermometer leave (the i-th cell from the bulb of a thermometer of k holds i to n-k+i)."""
    n = variant.size
    full = (1 << n) - 1
    start = [full] * (n * n)
    for cells in variant.thermos:
        k = len(cells)
        for i, cell in enumerate(cells):
            start[cell] &= full & ~((1 << i) - 1) & ((1 << (n - k + 1 + i)) - 1)
    odd = sum(1 << (d - 1) for d in range(1, n + 1, 2))
    for cell, kind in variant.parity:
        start[cell] &= odd if kind == "odd" else full & ~odd
    for cage in variant.cages:
        if cage.total is not None and len(cage.cells) == 1:
            start[cage.cells[0]] &= 1 << (cage.total - 1)
    return start


@lru_cache(maxsize=8)
def _tables(variant) -> Tables:
    n = variant.size
    ncells = n * n
    full = (1 << n) - 1
    start = _start(variant)
    peers = tuple(tuple(sorted(variant.peers(c))) for c in range(ncells))
    neighbours = shapes.reach(n, shapes.ORTHOGONAL_STEPS) if variant.non_consecutive else None
    houses = tuple(h for h in variant.houses() if len(h) == n)
    sums = []
    seen = set()
    for cage in variant.cages:
        if cage.total is None:
            continue
        if len(cage.cells) == 1:
            continue   # (in ``start``)
        seen.add(cage.cells)
        sums.append(kept_sum(cage.cells, cage.total, n, houses, True))
    for total, cells in variant.little_killers:   # a diagonal's digits may repeat, but where they see each other
        all_see = all(b in peers[a] for a in cells for b in cells if a < b)
        sums.append(kept_sum(tuple(sorted(cells)), total, n, houses, all_see))
    for arrow in variant.arrows:   # shaft - bulb = 0: a circle's as a difference, a pill's weighted
        cells, weights = equation(arrow)
        if len(arrow[0]) == 1:
            sums.append(kept_sum(cells, 0, n, houses, False, 1))
        else:
            sums.append(pill_sum(cells, weights, houses))
    for cells, total in innies(variant, houses):
        if len(cells) == 1:
            start[cells[0]] &= (1 << (total - 1)) if 1 <= total <= n else 0
        elif cells not in seen:
            seen.add(cells)
            all_see = all(b in peers[a] for a in cells for b in cells if a < b)
            sums.append(kept_sum(cells, total, n, houses, all_see))
    sums.sort(key=lambda s: s.sets is None)
    cages = [cage.cells for cage in variant.cages if len(cage.cells) > 1]
    thermos = tuple((cells, sum(1 << c for c in cells)) for cells in variant.thermos)
    pairs = dots = None
    if variant.dots or variant.strict:
        pairs = tuple(tuple((p, _by_bit(table)) for p, table in near) for near in partners(variant))
        dotted = {(min(a, b), max(a, b)) for _, a, b in variant.dots}
        dots = tuple((a, b, _by_bit(table), 1 << a | 1 << b) for (a, b), table in pair_rules(variant).items()
                     if (a, b) in dotted)
    sandwiches = tuple((cells, total, sum(1 << c for c in cells), {}) for total, cells in variant.sandwiches)
    return Tables(n, full, start, peers, neighbours, houses, sums, crossings(houses), counting(n, houses),
                  claims(houses, cages), crossing_check=crossing_check(houses), thermos=thermos, pairs=pairs,
                  dots=dots or (), links_first=bool(variant.thermos or variant.little_killers),
                  sandwiches=sandwiches)


def _by_bit(table: tuple) -> dict:
    """A pair's table (:func:`.dots.pair_rules`) keyed by a digit's bit."""
    return {1 << (d - 1): allowed for d, allowed in enumerate(table) if d}


def search_tables(variant) -> Tables:
    """The :class:`Tables` the solver searches with: :func:`tables` and, as sums with signs,
    the innie-outie :func:`differences`, each cage kept to the sets holding what the rest
    of its house cannot take, and under the non-consecutive rule what a cell's candidates all
    rule out from its neighbours (:attr:`Tables.consecutive`). The logic's forcing levels with every rule use them too (since
    session 30; a step names a broken difference by its two sides and total)."""
    return _search_tables(variant.with_givens(()))


@lru_cache(maxsize=8)
def _search_tables(variant) -> Tables:
    whole = _tables(variant)
    seen = {s.cells for s in whole.sums}
    sums = []
    for s in whole.sums:
        if s.sets is not None:   # a sum of its own (the logic's keeps its rules)
            s = kept_sum(s.cells, s.total, whole.size, whole.houses, True, complement=True)
        sums.append(s)
    signed = []
    for ins, outs, total in differences(variant, whole.houses):
        if ins + outs in seen:
            continue
        seen.add(ins + outs)
        if len(outs) > len(ins):   # the smaller side is reflected
            ins, outs, total = outs, ins, -total
        signed.append(kept_sum(ins + outs, total, whole.size, whole.houses, False, len(outs)))
    consecutive = consecutive_losses(whole.size) if variant.non_consecutive and whole.size <= 16 else None
    return replace(whole, sums=sums + signed, broken=(), consecutive=consecutive)


@lru_cache(maxsize=4)
def consecutive_losses(size: int) -> list:
    """:attr:`Tables.consecutive` for a side up to 16: per mask, the digits its cell's neighbours
    lose under the non-consecutive rule whatever digit of the mask the cell takes. A neighbour
    shares a row or column, so beside a digit d it holds neither d-1, d nor d+1; what every digit
    of the mask rules out goes: two or three close together, the digits between and beside them
    ({4, 5}: 4 and 5; {4, 6}: 5); from four digits up, none. A mask of one digit gets 0 here: a
    placed cell's rule is :func:`propagate`'s own. Grids past 16x16 keep that rule only (the list
    would be 2**25 long)."""
    full = (1 << size) - 1
    found = [0] * (1 << size)
    for mask in range(1, 1 << size):
        out, rest = full, mask
        while rest and out:
            low = rest & -rest
            rest ^= low
            out &= low | low << 1 | low >> 1
        found[mask] = out & full if mask & (mask - 1) else 0
    return found


@lru_cache(maxsize=SUMS_KEPT)
def kept_sum(cells: tuple, total: int, size: int, houses: tuple, exact: bool, negative: int = 0,
             complement: bool = False) -> Sum:
    """The :class:`Sum` of ``cells`` adding up to ``total`` (the last ``negative`` counting with a
    minus sign) over a grid's full ``houses``, built once and shared by every set of rules that
    has it, its cache of pruned masks with it. ``exact``: the cells all differ, so the digit
    sets that make the total prune it (pointing into the houses it meets too), else bounds over
    the groups of cells lying in one house; ``complement``: an exact sum also keeps only the sets
    holding what the rest of a house it lies in cannot take (the search's rules).

    Why shared: a killer's generator checks and rates layout after layout, each a cut or a
    merge away from the last, and most of their cages, innies and differences recur; a sum
    depends only on these arguments, so the masks one layout pruned are known to the next."""
    if not exact:
        s = Sum(cells, total, None, negative, size if negative else 0)
        s.group_by(houses)
        return s
    s = Sum(cells, total, combos(size, len(cells), total))
    s.point_into(houses)
    if complement:
        s.complement_in(houses)
    return s


def pill_sum(cells: tuple, weights: tuple, houses: tuple) -> Sum:
    """The :class:`Sum` of a pill arrow (:func:`.arrows.equation`'s cells and weights): its shaft's
    cells grouped by the houses they share, for bounds when it is long (:func:`prune_pill`)."""
    s = Sum(cells, 0, None, weights=weights)
    s.groups = _groups(cells[:len(cells) - sum(1 for w in weights if w < 0)], houses)
    return s


def cage_tables(variant) -> Tables:
    """The :class:`Tables` of a variant's rules with only the sums of its cages: no innies or
    outies (not even a single innie's digit), no crossings, no claims, no digit pointing out of a
    sum. What is left (singles, the non-consecutive rule, each cage kept to the digit sets that
    make its sum) are the rules a person follows without thinking: the first level of the
    logic's forcing steps."""
    return _cage_tables(variant.with_givens(()))


@lru_cache(maxsize=8)
def _cage_tables(variant) -> Tables:
    whole = _tables(variant)
    cages = {tuple(cage.cells) for cage in variant.cages if cage.total is not None}
    sums = [Sum(s.cells, s.total, s.sets) for s in whole.sums   # (a cage's own sum: an arrow or a little
            if s.cells in cages and s.sets is not None and not s.negative and s.weights is None]   # killer on its cells is not)
    return replace(whole, start=_start(variant), sums=sums, crossings=(), claims=(), broken=(), crossing_check=None)


def claims(houses, cages) -> tuple:
    """Per cage sharing two cells or more with a house, ``(check, parts)``: ``parts`` holds
    (shared cells, rest of the house, rest of the cage) for each such house: a digit whose
    places in the house all lie in the cage's part of it goes there, so it leaves the cage's
    other cells (its digits all differ). Read as ORs of masks; ``check(cand)`` is nonzero when
    one of the cage's parts has such a digit (one call for the cage's parts, mostly none)."""
    return tuple(group for group in (_cage_claims(tuple(cage), houses) for cage in cages) if group[1])


@lru_cache(maxsize=1 << 12)
def _cage_claims(cage: tuple, houses: tuple) -> tuple:
    """:func:`claims` of one cage (kept: the same cages recur from one layout to the next)."""
    parts = []
    for house in houses:
        shared = set(cage) & set(house)
        if 2 <= len(shared) < len(cage):
            parts.append((sorted(shared), tuple(c for c in house if c not in shared),
                          tuple(c for c in cage if c not in shared)))
    if not parts:
        return None, ()
    ors = _written_out([cells for part in parts for cells in part[:2]], "c[{}]", " | ", {})
    check = eval("lambda c: " + " | ".join("(" + "|".join(f"c[{i}]" for i in shared) + ") & ~("
                                          + "|".join(f"c[{i}]" for i in rest) + ")" for shared, rest, _ in parts))
    return check, tuple((ors[2 * k], ors[2 * k + 1], rest) for k, (_, _, rest) in enumerate(parts))


@lru_cache(maxsize=8)
def counting(size: int, houses: tuple) -> Counting:
    """The :class:`Counting` of a set of houses, kept for the last few: it depends on the
    grid's shape alone, which most puzzles share (every 9x9 killer has the same houses)."""
    return Counting(size, houses)


@lru_cache(maxsize=8)
def crossings(houses: tuple) -> tuple:
    """(shared cells, rest of A, rest of B) for each two houses sharing two cells or more: a
    digit confined to the shared cells in one house leaves the rest of the other (box/line
    intersections, and the same between diagonals, windoku and regions). The three are read
    as ORs of the cells' masks, with the two rests' cells kept for the removals. Kept for the
    last few sets of houses (they depend on the grid's shape alone)."""
    parts = _crossing_parts(houses)
    ors = _written_out([cells for part in parts for cells in part], "c[{}]", " | ", {})
    return tuple((ors[3 * k], ors[3 * k + 1], ors[3 * k + 2], rest_a, rest_b)
                 for k, (_, rest_a, rest_b) in enumerate(parts))


@lru_cache(maxsize=8)
def _crossing_parts(houses: tuple) -> tuple:
    """(shared cells, rest of A, rest of B) for each two houses sharing two cells or more."""
    parts = []
    for i, a in enumerate(houses):
        for b in houses[i + 1:]:
            shared = set(a) & set(b)
            if 2 <= len(shared) < min(len(a), len(b)):  # (the same house twice teaches nothing)
                parts.append((sorted(shared), tuple(c for c in a if c not in shared),
                              tuple(c for c in b if c not in shared)))
    return tuple(parts)


@lru_cache(maxsize=8)
def crossing_check(houses: tuple):
    """``f(cand)``: nonzero when some crossing of :func:`crossings` has a digit confined to its
    shared cells in one house and not the other, the union of those digits: one written-out
    function (each cell read once, plain byte-code), as the classic engine reads its crossings
    (:func:`sudoku_core.search.propagation._crossings_function`); None without crossings."""
    parts = _crossing_parts(houses)
    if not parts:
        return None
    used = sorted({c for part in parts for cells in part for c in cells})
    lines = ["def crossing_check(c):"] + [f" o{i} = c[{i}]" for i in used] + [" r = 0"]
    for shared, only_a, only_b in parts:
        s, a, b = ("|".join(f"o{i}" for i in cells) for cells in (shared, only_a, only_b))
        lines.append(f" r |= ({s}) & (({a}) ^ ({b}))")
    lines.append(" return r")
    scope = {}
    exec("\n".join(lines), scope)
    return scope["crossing_check"]


def areas(variant, houses) -> list:
    """Sets of cells whose digits add up to a known total: each house holding every digit,
    each band of 2 to size-1 side-by-side rows or columns (k rows hold k times 1+...+size),
    and each two boxes side by side or one above the other (which a cage crossing from one to
    the other often leaves with a single innie or outie where neither box alone does)."""
    n = variant.size
    found = [set(h) for h in houses]
    for lines in (shapes.rows(n), shapes.columns(n)):
        for start in range(n):
            band = set(lines[start])
            for end in range(start + 2, min(n, start + n - 1) + 1):
                band = band.union(lines[end - 1])
                found.append(band)
    if variant.box_shape is not None and not variant.no_boxes and variant.regions is None:
        across = n // variant.box_shape[1]
        boxes = [set(b) for b in shapes.boxes(n, tuple(variant.box_shape))]
        for k, box in enumerate(boxes):
            if (k + 1) % across:
                found.append(box | boxes[k + 1])  # side by side
            if k + across < len(boxes):
                found.append(box | boxes[k + across])  # one above the other
    return found


def innies(variant, houses) -> list:
    """(cells, total) for each area's cells outside the summed cages it wholly holds (innies),
    and for the cells outside an area of the cages that overlap it (outies), when they are
    fewer than ``size``: the rule of 45 and its extensions, as killer solvers use it. Worked out
    over cells as integers (bit c for cell c)."""
    n = variant.size
    cages = [(sum(1 << c for c in cage.cells), cage.total) for cage in variant.cages]
    caged = _union(mask for mask, _ in cages)
    found = []
    for inside, area_total in _area_masks(n, _square_boxes(variant), houses):
        touched = [(mask, total) for mask, total in cages if mask & inside]
        if any(total is None for _, total in touched):
            continue
        held = [(mask, total) for mask, total in touched if not mask & ~inside]
        rest = inside
        for mask, _ in held:
            rest &= ~mask
        if held and 0 < rest.bit_count() <= n:
            found.append((cells_of(rest), area_total - sum(total for _, total in held)))
        if len(touched) > len(held) and not inside & ~caged:
            spill = 0
            for mask, _ in touched:
                spill |= mask
            spill &= ~inside
            if 0 < spill.bit_count() <= n:
                found.append((cells_of(spill), sum(total for _, total in touched) - area_total))
    return found


#: A difference over more cells than this is left out when all of them lie in cages (their
#: sums bound them already); one over uncaged cells is kept up to ``size`` cells.
DIFFERENCE_CELLS = 6


def differences(variant, houses) -> list:
    """(innies, outies, total) for each area that the summed cages lying mostly inside it
    (more than half their cells) cover but for a few innies, and reach out of by a few
    outies: the innies add up to the outies plus ``total`` (the area's sum less the cages').
    Kept when one side has at most two cells and both together at most ``size``
    (:data:`DIFFERENCE_CELLS` when every one of them is caged): a wider difference bounds
    little. The innie-outie rule as killer solvers use it in their search."""
    n = variant.size
    cages = [(sum(1 << c for c in cage.cells), cage.total) for cage in variant.cages
             if cage.total is not None and len(cage.cells) > 1]
    caged = _union(mask for mask, _ in cages)
    found = []
    for inside, area_total in _area_masks(n, _square_boxes(variant), houses):
        covered, total = 0, area_total
        for mask, cage_total in cages:
            if 2 * (mask & inside).bit_count() > mask.bit_count():
                covered |= mask
                total -= cage_total
        ins, outs = inside & ~covered, covered & ~inside
        a, b = ins.bit_count(), outs.bit_count()
        if not a or not b or a + b > n or (a > 2 and b > 2):
            continue
        if not (ins | outs) & ~caged and a + b > DIFFERENCE_CELLS:
            continue
        found.append((cells_of(ins), cells_of(outs), total))
    for house in houses:   # one cage at a time sticking out of a house by one cell
        inside = sum(1 << c for c in house)
        held = [(mask, t) for mask, t in cages if not mask & ~inside]
        rest, total = inside, n * (n + 1) // 2
        for mask, t in held:
            rest &= ~mask
            total -= t
        for mask, t in cages:
            out = mask & ~inside
            if mask & inside and out and not out & (out - 1):
                ins = rest & ~mask
                if 0 < ins.bit_count() < DIFFERENCE_CELLS:
                    found.append((cells_of(ins), cells_of(out), total - t))
    return found


def _union(masks) -> int:
    found = 0
    for mask in masks:
        found |= mask
    return found


def _square_boxes(variant):
    """The variant's box shape when its boxes are houses (not regions, not switched off)."""
    if variant.box_shape is not None and not variant.no_boxes and variant.regions is None:
        return variant.box_shape
    return None


@lru_cache(maxsize=8)
def _area_masks(n: int, boxes, houses: tuple) -> tuple:
    """(cells as an integer, the digits' total there) for each of :func:`areas` (which depend
    on the grid's shape alone: every 9x9 killer shares them)."""
    shape = _Shape(n, boxes or None, boxes is None, None)
    return tuple((sum(1 << c for c in area), n * (n + 1) // 2 * len(area) // n) for area in areas(shape, houses))


@dataclass(frozen=True)
class _Shape:
    """What :func:`areas` reads of a variant."""

    size: int
    box_shape: tuple | None
    no_boxes: bool
    regions: tuple | None


def cells_of(mask: int) -> tuple:
    """The cells of an integer's bits, in order (also the killer logic's)."""
    cells = []
    while mask:
        low = mask & -mask
        mask ^= low
        cells.append(low.bit_length() - 1)
    return tuple(cells)


class _Lazy(dict):
    """``table[key]`` computed by ``function`` on first use and kept, all forgotten at once
    past :data:`LAZY_LIMIT` entries (a 9x9 cage meets a few hundred masks; a 16x16 one with
    thousands of digit sets could meet far more, and memory stays bounded)."""

    def __init__(self, function):
        super().__init__()
        self.function = function

    def __missing__(self, key):
        if len(self) > LAZY_LIMIT:
            self.clear()
        value = self[key] = self.function(key)
        return value


LAZY_LIMIT = 1 << 14


class SetIndex:
    """A list of digit sets read as one integer of bits, bit i for ``sets[i]``, so which sets
    still fit a cage is a few ANDs of looked-up integers, not a loop over the sets and cells:
    ``hits[mask]`` the sets sharing a digit with a cell's mask, ``within[mask]`` those inside
    the mask, ``holding[mask]`` those holding all of it, ``summary[bits]`` the union and the
    intersection of those sets."""

    def __init__(self, sets: tuple):
        self.every = (1 << len(sets)) - 1
        self.hits = _Lazy(lambda m: sum(1 << i for i, d in enumerate(sets) if d & m))
        self.within = _Lazy(lambda m: sum(1 << i for i, d in enumerate(sets) if not d & ~m))
        self.holding = _Lazy(lambda m: sum(1 << i for i, d in enumerate(sets) if not m & ~d))
        self.summary = _Lazy(lambda bits: _union_and_common([d for i, d in enumerate(sets) if bits >> i & 1]))


def _union_and_common(sets) -> tuple:
    union, common = 0, -1
    for d in sets:
        union |= d
        common &= d
    return union, common


@lru_cache(maxsize=1 << 12)
def set_index(sets: tuple) -> SetIndex:
    """The :class:`SetIndex` of a list of digit sets, shared by every cage with that list."""
    return SetIndex(sets)


def prune_sets(masks: tuple, sets: tuple, must: int = 0):
    """(New masks, digits every fitting set holds) for cells that all differ and add up to one
    of ``sets`` holding every digit of ``must``; None when none fits. A set fits when every
    cell can take one of its digits and every digit has a cell that can take it (read through
    the sets' :class:`SetIndex`)."""
    index = set_index(sets)
    hits = index.hits
    union = 0
    fit = index.every
    for m in masks:
        union |= m
        fit &= hits[m]
    fit &= index.within[union]
    if must:
        fit &= index.holding[must]
    if not fit:
        return None
    fits, needed = index.summary[fit]
    new = [m & fits for m in masks]
    placed = once = twice = 0
    for m in new:
        twice |= once & m
        once |= m
        if not m & (m - 1):
            placed |= m
    todo = needed & ~placed
    if not todo & ~twice:
        return tuple(new), needed   # every needed digit placed or with two places: no single
    while todo:
        bit = todo & -todo
        todo ^= bit
        holder = -1
        for i, m in enumerate(new):
            if m & bit:
                if holder >= 0:
                    break   # two places or more
                holder = i
        else:
            if holder < 0:
                return None  # two needed digits left for one cell
            new[holder] = bit
    return tuple(new), needed


def prune_bounds(masks: tuple, total: int, groups: tuple = ()):
    """(New masks, 0) for cells that may repeat a digit and add up to ``total``: each keeps
    the digits that leave the others a reachable rest (exactly, by sets of reachable sums, for
    up to :data:`EXACT_CELLS` cells; else within the others' smallest and largest sums, cells
    of one of ``groups`` (tuples of indices of cells that all differ) counted as distinct
    digits); None when impossible."""
    if len(masks) <= EXACT_CELLS:
        return prune_reachable(masks, total)
    if not groups:
        groups = tuple((i,) for i in range(len(masks)))
    bounded = group_bounds(masks, groups)
    if bounded is None:
        return None
    new = narrowed(masks, groups, bounded, total, total)
    if new is None:
        return None
    return (masks if new == masks else new), 0


def group_bounds(masks: tuple, groups: tuple):
    """(least, most, per group (its least, its most, per cell the least and most of the group's
    other cells)) the cells' digits can add up to, the cells of one of ``groups`` counted as
    distinct digits; None when a group cannot be filled."""
    # per group: its bounds, and for each of its cells the bounds of the group's other cells
    found = []
    low = high = 0
    for g in groups:
        if len(g) == 1:
            m = masks[g[0]]
            a, b = (m & -m).bit_length(), m.bit_length()
            found.append((a, b, ((0, 0),)))
            low += a
            high += b
            continue
        if len(g) == 2:   # (the general case below, written out: each cell's rest is the other)
            ma, mb = masks[g[0]], masks[g[1]]
            if not ma or not mb:
                return None
            la, lb, ha, hb = (ma & -ma).bit_length(), (mb & -mb).bit_length(), ma.bit_length(), mb.bit_length()
            smallest, largest = _extremes(ma | mb)
            if len(smallest) <= 2:
                return None   # one digit for two cells that must differ
            g_low, g_high = max(la + lb, smallest[2]), min(ha + hb, largest[2])
            if g_low > g_high:
                return None
            found.append((g_low, g_high, ((lb, hb), (la, ha))))
            low += g_low
            high += g_high
            continue
        if len(g) == 3 and masks[g[0]] and masks[g[1]] and masks[g[2]]:   # (the same, written out)
            m0, m1, m2 = masks[g[0]], masks[g[1]], masks[g[2]]
            l0, l1, l2 = (m0 & -m0).bit_length(), (m1 & -m1).bit_length(), (m2 & -m2).bit_length()
            h0, h1, h2 = m0.bit_length(), m1.bit_length(), m2.bit_length()
            smallest, largest = _extremes(m0 | m1 | m2)
            if len(smallest) <= 3:
                return None
            g_low, g_high = max(l0 + l1 + l2, smallest[3]), min(h0 + h1 + h2, largest[3])
            if g_low > g_high:
                return None
            rests = []
            for union, lows_sum, highs_sum in ((m1 | m2, l1 + l2, h1 + h2), (m0 | m2, l0 + l2, h0 + h2),
                                               (m0 | m1, l0 + l1, h0 + h1)):
                smallest, largest = _extremes(union)
                if len(smallest) < 3:
                    return None
                rests.append((max(lows_sum, smallest[2]), min(highs_sum, largest[2])))
            found.append((g_low, g_high, rests))
            low += g_low
            high += g_high
            continue
        ms = [masks[i] for i in g]
        k = len(ms)
        # the union of the cells before each one, and of those after it
        before = [0] * (k + 1)
        after = [0] * (k + 1)
        for j in range(k):
            before[j + 1] = before[j] | ms[j]
            after[k - 1 - j] = after[k - j] | ms[k - 1 - j]
        lows = [(m & -m).bit_length() for m in ms]
        highs = [m.bit_length() for m in ms]
        own_low, own_high = sum(lows), sum(highs)
        smallest, largest = _extremes(before[k])
        if len(smallest) <= k:
            return None  # fewer digits than cells that must differ
        g_low, g_high = max(own_low, smallest[k]), min(own_high, largest[k])
        if g_low > g_high:
            return None
        rests = []
        for j in range(k):
            smallest, largest = _extremes(before[j] | after[j + 1])
            if len(smallest) < k:
                return None
            rests.append((max(own_low - lows[j], smallest[k - 1]), min(own_high - highs[j], largest[k - 1])))
        found.append((g_low, g_high, rests))
        low += g_low
        high += g_high
    return low, high, found


def narrowed(masks: tuple, groups: tuple, bounded: tuple, least_total: int, most_total: int):
    """The masks of cells whose sum lies from ``least_total`` to ``most_total``, each kept within
    what the others' bounds (``bounded``, :func:`group_bounds`) leave it; None when one keeps none."""
    low, high, found = bounded
    if least_total > high or most_total < low:
        return None
    new = list(masks)
    for g, (g_low, g_high, rests) in zip(groups, found):
        for i, (r_low, r_high) in zip(g, rests):
            m = masks[i]
            least, most = least_total - (high - g_high + r_high), most_total - (low - g_low + r_low)
            if least > 1:
                m &= ~((1 << (least - 1)) - 1)
            if most < m.bit_length():
                m &= (1 << max(most, 0)) - 1
            if not m:
                return None
            new[i] = m
    return tuple(new)


@lru_cache(maxsize=1 << 16)
def _extremes(union: int) -> tuple:
    """(Sums of the j smallest digits of a mask for j = 0, 1, ...; the same of its largest)."""
    digits = [d for d in range(1, union.bit_length() + 1) if union >> (d - 1) & 1]
    smallest, largest = [0], [0]
    for d, e in zip(digits, reversed(digits)):
        smallest.append(smallest[-1] + d)
        largest.append(largest[-1] + e)
    return tuple(smallest), tuple(largest)


#: Sums over up to this many cells that may repeat digits are pruned exactly (above: by bounds).
EXACT_CELLS = 4


def reachable_sums(masks) -> int:
    """The sums cells with candidate ``masks`` can make, digits repeating or not, as a bit set
    (bit s: sum s)."""
    reach = 1
    for m in masks:
        step = 0
        while m:
            low = m & -m
            m ^= low
            step |= reach << low.bit_length()
        reach = step
    return reach


def prune_reachable(masks: tuple, total: int):
    """(New masks, 0) for cells that may repeat a digit and add up to ``total``: each keeps the
    digits that leave the others a sum they can make (exact); None when a cell keeps none. Also
    the first pass of the killer techniques' sums (:func:`.logic.cage_math.signed_support`)."""
    new = []
    for i, m in enumerate(masks):
        others = reachable_sums(masks[:i] + masks[i + 1:])
        kept = 0
        while m:
            low = m & -m
            m ^= low
            if total >= low.bit_length() and others >> (total - low.bit_length()) & 1:
                kept |= low
        if not kept:
            return None
        new.append(kept)
    return tuple(new), 0


def reflect(mask: int, size: int) -> int:
    """The mask with digit d read as size+1-d (bit d-1 moved to bit size-d)."""
    if size <= 16:
        return _reflections(size)[mask]
    return int(f"{mask:0{size}b}"[::-1], 2)


@lru_cache(maxsize=None)
def _reflections(size: int) -> list:
    """:func:`reflect` of every mask of a side up to 16, as a list."""
    return [int(f"{mask:0{size}b}"[::-1], 2) for mask in range(1 << size)]


def prune_signed(masks: tuple, s: Sum):
    """(New masks, 0) for a difference: its negative cells' masks reflected, pruned as a sum
    that may repeat digits (:func:`prune_bounds`), and reflected back; None when impossible."""
    n, split = s.size, len(masks) - s.negative
    flipped = masks[:split] + tuple(reflect(m, n) for m in masks[split:])
    found = prune_bounds(flipped, s.total + (n + 1) * s.negative, s.groups)
    if found is None:
        return None
    new = found[0]
    return new[:split] + tuple(reflect(m, n) for m in new[split:]), 0


#: Pill arrows of up to this many cells are pruned exactly (above: the shaft by bounds).
PILL_EXACT_CELLS = 8


def prune_pill(masks: tuple, s: Sum):
    """The new masks of a pill arrow's cells (shaft, then pill), None when impossible: exactly
    (:func:`.arrows.prune_weighted`) over a few cells; over more, the pill keeps the numbers within
    the shaft's bounds (its cells of one house counted as distinct digits, :func:`group_bounds`)
    and the shaft is kept within the numbers the pill can still read."""
    if len(masks) <= PILL_EXACT_CELLS:
        return prune_weighted(masks, s.weights, s.total)
    split = sum(1 for w in s.weights if w > 0)
    shaft = masks[:split]
    bounded = group_bounds(shaft, s.groups)
    if bounded is None:
        return None
    low, high = bounded[0], bounded[1]
    places = [-w for w in s.weights[split:]]
    options = [(0, ())]
    for w, m in zip(places, masks[split:]):
        digits = [d for d in range(1, m.bit_length() + 1) if m >> (d - 1) & 1]
        options = [(v + w * d, ds + (d,)) for v, ds in options for d in digits]
    kept = [0] * len(places)
    least, most = None, None
    for v, ds in options:
        if low <= v <= high:
            for j, d in enumerate(ds):
                kept[j] |= 1 << (d - 1)
            least = v if least is None or v < least else least
            most = v if most is None or v > most else most
    if least is None:
        return None
    new = narrowed(shaft, s.groups, bounded, least, most)
    return None if new is None else new + tuple(kept)


def prune(s, key, must: int = 0):
    """What a sum does to its cells' masks ``key``: (new masks, removals), removals being
    (digit bit, cells) for each digit the sum needs whose places all lie in one house it
    meets; None when the sum cannot be made. ``must``: digits the sum must hold."""
    if s.weights is not None:
        found = prune_pill(key, s)
        return None if found is None else (found, ())
    if s.negative:
        found = prune_signed(key, s)
        return None if found is None else (found[0], ())
    found = prune_sets(key, s.sets, must) if s.sets is not None else prune_bounds(key, s.total, s.groups)
    if found is None:
        return None
    new, needed = found
    removals = []
    if not s.houses:
        return new, removals
    once = twice = 0
    for m in new:
        twice |= once & m
        once |= m
    needed &= twice   # a digit with one place is placed already: its peers lose it as a single
    while needed:
        bit = needed & -needed
        needed ^= bit
        places = 0
        for i, m in enumerate(new):
            if m & bit:
                places |= 1 << i
        rests = s.pointing.get(places)
        if rests is None:
            rests = s.pointing[places] = tuple(rest for inside, rest in s.houses if not places & ~inside)
        for rest in rests:
            removals.append((bit, rest))
    return new, removals


def _remove(cand: list, digits: int, cells, t: Tables, todo: list) -> int:
    """``digits`` out of ``cells`` (a crossing's, a claim's or a non-consecutive cell's
    neighbours: rarer than a peer's loss, which :func:`propagate` writes out): the bits of the
    cells changed, -1 when one is left empty (``t.broken`` says which); new singles join
    ``todo``."""
    changed = 0
    cell_bits = t.counting.cell_bits
    for p in cells:
        pm = cand[p]
        if pm & digits:
            pm &= ~digits
            if not pm:
                t.broken = ("cell", p)
                return -1
            cand[p] = pm
            changed |= cell_bits[p]
            if not pm & (pm - 1):
                todo.append(p)
    return changed


def rising(masks: list) -> list:
    """What each cell of a thermometer keeps (``masks`` from the bulb): the digits above the least
    its cell below may hold, then under the most its cell above may hold, both ways along the
    whole thermometer, so every bound it implies (an empty mask empties the cells after it).
    The solver's rule and the logic's Thermometer step (``logic.thermos``)."""
    kept = list(masks)
    for i in range(1, len(kept)):
        below = kept[i - 1]
        kept[i] &= ~(((below & -below) << 1) - 1)
    for i in range(len(kept) - 2, -1, -1):
        kept[i] &= (1 << max(kept[i + 1].bit_length() - 1, 0)) - 1
    return kept


def rise(cand: list, cells: tuple, t: Tables, todo: list) -> int:
    """A thermometer's rule (:func:`rising`) on ``cand``: the bits of the cells changed, -1 when
    one is left empty (``t.broken`` says which); new singles join ``todo``."""
    masks = [cand[c] for c in cells]
    return _narrow(cand, cells, masks, rising(masks), t, todo)


def _narrow(cand: list, cells: tuple, old_masks, new_masks, t: Tables, todo: list) -> int:
    """``cells`` narrowed from ``old_masks`` to ``new_masks`` (a line's rule applied): the bits of
    the cells changed, -1 when one is left empty (``t.broken`` says which); new singles join
    ``todo``."""
    changed = 0
    cell_bits = t.counting.cell_bits
    for c, old, new in zip(cells, old_masks, new_masks):
        if new != old:
            if not new:
                t.broken = ("cell", c)
                return -1
            cand[c] = new
            changed |= cell_bits[c]
            if not new & (new - 1):
                todo.append(c)
    return changed


def _sandwich(cand: list, cells: tuple, total: int, cache: dict, t: Tables, todo: list) -> int:
    """A sandwich's rule (:func:`.sandwiches.kept`, cached by the line's masks) on ``cand``: the bits
    of the cells changed, -1 when no placing of its crusts fits (``t.broken`` is then
    ``("sandwich", cells, total)``); new singles join ``todo``."""
    masks = tuple(cand[c] for c in cells)
    found = cache.get(masks, _MISSING)
    if found is _MISSING:
        if len(cache) > CACHE_LIMIT:
            cache.clear()
        found = cache[masks] = sandwich_kept(masks, total, t.size)
    if found is None:
        t.broken = ("sandwich", cells, total)
        return -1
    return _narrow(cand, cells, masks, found, t, todo)


def _dot(cand: list, a: int, b: int, allowed: dict, t: Tables, todo: list) -> int:
    """A dot's two cells each kept to the digits some candidate of the other allows: the bits of
    the cells changed, -1 when one is left empty (``t.broken`` says which)."""
    changed = 0
    cell_bits = t.counting.cell_bits
    for this, other in ((a, b), (b, a), (a, b)):
        mask, near = cand[this], cand[other]
        keep = 0
        while mask:
            low = mask & -mask
            mask ^= low
            keep |= allowed[low]
        kept = near & keep
        if kept != near:
            if not kept:
                t.broken = ("cell", other)
                return -1
            cand[other] = kept
            changed |= cell_bits[other]
            if not kept & (kept - 1):
                todo.append(other)
    return changed


def propagate(cand: list, placed: int, todo: list, t: Tables, dirty: int = -1) -> int:
    """Apply the rules to ``cand`` in place until nothing changes; ``todo``: cells with one
    candidate not yet taken out of their peers. Returns the new ``placed`` bits, or -1 when a
    cell or a house is left without a digit or a sum cannot be made (a contradiction, which
    ``t.broken`` then locates).

    Only what can have changed is looked at again: a house is counted when one of its cells
    changed since its last count (``dirty``, bit c for cell c: the cells changed since ``cand``
    was last propagated; -1, every cell, when the caller does not know), a sum is pruned only
    once a cell it reads changed in this call, and again only when its cells' masks differ from
    those it was last pruned with in this call (the caller's masks being settled but for the
    ``dirty`` cells). What is skipped would find nothing new, so the rules act exactly as if
    everything were re-read."""
    peers, neighbours, houses, sums, full, crossings = t.peers, t.neighbours, t.houses, t.sums, t.full, t.crossings
    counts, guard, add1, add2, digit = t.counting.counts, t.counting.guard, t.counting.add1, t.counting.add2, t.counting.digit
    house_masks, cell_bits = t.counting.masks, t.counting.cell_bits
    pairs = t.pairs
    pruned = [None] * len(sums)   # per sum, the masks it was last pruned with
    touched = dirty               # the cells changed since the call began (as counted so far)
    fresh = dirty                 # the cells changed since the sandwiches were last read
    near = dirty                  # the cells changed since their neighbours were last pruned
    consecutive = t.consecutive
    while True:
        while todo:
            c = todo.pop()
            bit = cell_bits[c]
            if placed & bit:
                continue
            placed |= bit
            m = cand[c]
            for p in peers[c]:
                pm = cand[p]
                if pm & m:
                    pm ^= m
                    if not pm:
                        t.broken = ("cell", p)
                        return -1
                    cand[p] = pm
                    dirty |= cell_bits[p]
                    if not pm & (pm - 1):
                        todo.append(p)
            if neighbours is not None:   # non-consecutive: the digits next to m leave the neighbours
                gone = _remove(cand, (m << 1 | m >> 1) & full, neighbours[c], t, todo)
                if gone < 0:
                    return -1
                dirty |= gone
            if pairs is not None:        # dots and strict rules: the partner keeps what m allows
                for p, allowed in pairs[c]:
                    pm = cand[p]
                    kept = pm & allowed[m]
                    if kept != pm:
                        if not kept:
                            t.broken = ("cell", p)
                            return -1
                        cand[p] = kept
                        dirty |= cell_bits[p]
                        if not kept & (kept - 1):
                            todo.append(p)
        if dirty:
            changes, dirty = dirty, 0
            touched |= changes
            fresh |= changes
            near |= changes
            for house, count, mask in zip(houses, counts, house_masks):
                if not (changes | dirty) & mask:
                    continue   # no cell of it changed since it was last counted
                total = count(cand)
                at_least_one = (total + add1) & guard
                if at_least_one != guard:
                    t.broken = ("house", house, digit[(guard ^ at_least_one) & -(guard ^ at_least_one)])
                    return -1  # a digit with no place left in this house
                exactly_one = at_least_one ^ ((total + add2) & guard)
                while exactly_one:
                    low = exactly_one & -exactly_one
                    exactly_one ^= low
                    bit = digit[low]
                    for c in house:
                        if cand[c] & bit:
                            break
                    else:
                        t.broken = ("house", house, bit)
                        return -1  # an earlier hidden single took its cell
                    cand[c] = bit
                    dirty |= cell_bits[c]
                    todo.append(c)
            if todo:
                continue
        if consecutive is not None and (near | dirty):   # non-consecutive: what a cell's digits all rule out
            ready, near = (near | dirty) & ((1 << len(cand)) - 1), 0
            while ready:
                low = ready & -ready
                ready ^= low
                c = low.bit_length() - 1
                lost = consecutive[cand[c]]
                if lost:
                    gone = _remove(cand, lost, neighbours[c], t, todo)
                    if gone < 0:
                        return -1
                    dirty |= gone
            if dirty:
                continue
        if t.thermos:
            for cells, reads in t.thermos:
                if (touched | dirty) & reads:
                    gone = rise(cand, cells, t, todo)
                    if gone < 0:
                        return -1
                    dirty |= gone
            if dirty:
                continue
        if t.sandwiches and (fresh | dirty):   # (a line's rule, once applied, holds until its cells change)
            ready, fresh = fresh | dirty, 0
            for cells, total, reads, cache in t.sandwiches:
                if ready & reads:
                    gone = _sandwich(cand, cells, total, cache, t, todo)
                    if gone < 0:
                        return -1
                    dirty |= gone
            if dirty:
                continue
        if t.dots:
            for a, b, allowed, reads in t.dots:
                if (touched | dirty) & reads:
                    gone = _dot(cand, a, b, allowed, t, todo)
                    if gone < 0:
                        return -1
                    dirty |= gone
            if dirty:
                continue
        changed = False
        for i, s in enumerate(sums):
            if todo or (changed and s.sets is None):
                break  # back to the cheap rules first; bounds sums wait for the exact ones to settle
            if pruned[i] is None and not (touched | dirty) & s.reads:
                continue   # none of the cells it reads changed since the settled masks the call began from
            key = s.get(cand)
            seen = key
            if s.outside is not None:
                must = full & ~s.outside(cand)
                if must:
                    seen = (key, must)
            if seen == pruned[i]:
                continue   # pruned with these very masks already: nothing new
            pruned[i] = seen
            found = s.cache.get(seen, _MISSING)
            if found is _MISSING:
                if len(s.cache) > CACHE_LIMIT:
                    s.cache.clear()
                found = s.cache[seen] = prune(s, key, must if seen is not key else 0)
            if found is None:
                t.broken = ("sum", s)
                return -1
            new, removals = found
            if new != key:
                changed = True
                for c, old, m in zip(s.cells, key, new):
                    if old != m:
                        cand[c] = m
                        dirty |= cell_bits[c]
                        if not m & (m - 1):
                            todo.append(c)
            for bit, rest in removals:
                for p in rest:
                    pm = cand[p]
                    if pm & bit:
                        pm ^= bit
                        if not pm:
                            t.broken = ("cell", p)
                            return -1
                        cand[p] = pm
                        dirty |= cell_bits[p]
                        changed = True
                        if not pm & (pm - 1):
                            todo.append(p)
        if todo or changed:
            continue
        check = t.crossing_check
        for shared, or_a, or_b, rest_a, rest_b in crossings if check is None or check(cand) else ():
            inside, in_a, in_b = shared(cand), or_a(cand), or_b(cand)
            if not inside & (in_a ^ in_b):
                continue
            for only, rest in ((inside & ~in_a & in_b, rest_b), (inside & ~in_b & in_a, rest_a)):
                if only:
                    gone = _remove(cand, only, rest, t, todo)
                    if gone < 0:
                        return -1
                    dirty |= gone
        for claimed, parts in t.claims:
            if not claimed(cand):
                continue
            for shared, or_rest, rest in parts:
                only = shared(cand) & ~or_rest(cand)
                if only:
                    gone = _remove(cand, only, rest, t, todo)
                    if gone < 0:
                        return -1
                    dirty |= gone
        changed = changed or dirty != 0
        if not changed:
            return placed
