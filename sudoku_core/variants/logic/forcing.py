"""Forcing by contradiction, when no pattern is left: assume a digit, follow the rules, and see
the grid break.

Three levels, one finder each, all following an assumption with the variant solver's own
propagation (:func:`~sudoku_core.variants.propagation.propagate`, about ten times faster than
walking the same rules as steps):

* ``variant_forcing``: the rules a person follows without thinking
  (:func:`~sudoku_core.variants.propagation.cage_tables`): naked and hidden singles, the
  non-consecutive rule, a cage's cells kept to the digits of the sets that make its sum;
* ``variant_forcing_plus``: every rule the solver searches with
  (:func:`~sudoku_core.variants.propagation.search_tables`): besides those, box/line and
  house/house crossings, a house's digit claimed by a cage, a cage's needed digit pointing out
  of it, a cage kept to the digit sets holding what the rest of its house cannot take, the rule
  of 45 (innies and outies of every house, band and two boxes side by side) as exact sums or
  bounds, the innie-outie differences of the same areas, and under the non-consecutive rule what
  a cell's two or three close candidates all rule out beside it (session 47): the patterns a
  solver keeps in mind while following an assumption (each killer one a pattern step of its own);
* ``variant_forcing_nested`` (:func:`nested_forcing`): every rule, and inside the assumption
  every candidate whose own assumption breaks crossed out, until nothing changes.

If the propagation ends in a contradiction (a cell with no candidate, a digit with no place in a
house, a cage, an innie/outie sum or an innie-outie difference no digits can make), the digit is
not in the cell. Otherwise what every value of a cell, or every place of a digit in a house,
leads to holds. The step says
which assumption, how many deductions it took and where it broke; its value is the dynamic
contradiction chain's, 8.5 (9.0 with every rule; :data:`NESTED` nested), plus Sudoku Explainer's
length bonus on the number of deductions (the assumption counts as one). The shortest step is
taken; with every rule, the scan stops at the first contradiction of at most :data:`EARLY`
deductions, or after the next :data:`FURTHER` assumptions.
"""

from __future__ import annotations

import sys
from array import array
from functools import lru_cache

from ...logic.slices import PAUSE, steps_only
from ...logic.step import Pattern, Step
from ..propagation import cage_tables, propagate, search_tables
from .board import bit, digits_of

BASE = 8.5
BIG_ENDIAN = sys.byteorder == "big"
#: With every rule the scan stops at the first contradiction this short (two-candidate cells
#: are tried first), rather than trying every candidate for a shorter one ...
EARLY = 24
#: ... and after a longer one, it tries at most this many more assumptions for a shorter one.
FURTHER = 30
#: Sudoku Explainer's length bonus: +0.1 for each threshold the length passes.
THRESHOLDS = (4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024)


def length_bonus(length: int) -> float:
    return sum(0.1 for t in THRESHOLDS if length > t)


class Broken:
    """Where a propagation broke: ``kind`` (``cell``, ``house``, ``cage``, ``sum``,
    ``difference``, ``arrow``) and ``where`` (a cell, house or cage index; for ``sum``, the innies or outies
    and their total as ``(cells, total)``; for ``difference``, ``(cells, others, total)``: the
    sum of ``cells`` less the sum of ``others`` would have to be ``total``, at least 0; for ``arrow``,
    ``(shaft, bulb)``) and for
    ``house`` the ``digit`` with no place."""

    def __init__(self, kind, where, digit=0):
        self.kind, self.where, self.digit = kind, where, digit


class Outcome:
    """Where one assumption led: ``made`` (placements and eliminations beyond the grid it started
    from, the assumption's own placement counted), ``broken`` (a :class:`Broken`, or None) and
    ``kept``, every cell's digits still possible (its value or its candidates) packed in one
    integer, a field a cell (:meth:`Trials.pack`), to compare outcomes at once."""

    __slots__ = ("made", "broken", "kept")


class Trials:
    """Assumptions from one grid's position under one set of rules (the solver's
    :class:`~sudoku_core.variants.propagation.Tables`): the grid as the solver's candidate masks
    once, then one assumption at a time on a copy."""

    def __init__(self, grid, rules):
        self.grid = grid
        self.rules = rules
        values = grid.values
        self.cand = [bit(v) if v else m & s for v, m, s in zip(values, grid.cands, rules.start)]
        self.placed = sum(1 << c for c, v in enumerate(values) if v)
        self.todo = [c for c, m in enumerate(self.cand) if not values[c] and m and not m & (m - 1)]
        self.code = "H" if grid.size <= 16 else next(c for c in "IL" if array(c).itemsize >= 4)
        self.field = 8 * array(self.code).itemsize
        self.open = [(c, m) for c, (v, m) in enumerate(zip(values, self.cand)) if not v]  # (for ``made``)
        self.kept = self.pack(self.cand)
        # When the rules alone change nothing here (the grid is settled under them), an
        # assumption is propagated from the settled masks with only its cell marked changed:
        # the same deductions in the same order, without re-reading every house and sum.
        self.known = _known(rules, self.kept, self.placed)
        if "settled" not in self.known:
            settled = self.cand[:]
            placed = propagate(settled, self.placed, self.todo[:], rules)
            self.known["settled"] = placed if placed >= 0 and settled == self.cand else -1
        self.settled = self.known["settled"]

    def propagated(self, cand, cell) -> int:
        """:func:`propagate` of ``cand``, this grid's masks with ``cell`` set to the assumed digit
        (``rules.broken`` set as it leaves it). Each assumption is followed once per grid and
        rules: the levels with every rule try the same ones on the same grid (the nested level
        starts where the level below found nothing), and so does a hint asked again."""
        key = (cell, cand[cell])
        known = self.known.get(key)
        if known is None:
            if self.settled >= 0 and cand[cell] & self.cand[cell]:   # (a digit the rules' start allows there)
                placed = propagate(cand, self.settled, [cell], self.rules, 1 << cell)
            else:
                placed = propagate(cand, self.placed, self.todo + [cell], self.rules)
            self.known[key] = (placed, self.pack(cand), self.rules.broken if placed < 0 else None)
            return placed
        placed, packed, broken = known
        cand[:] = self.unpack(packed)
        if placed < 0:
            self.rules.broken = broken
        return placed

    def pack(self, masks) -> int:
        """The masks as one integer, cell ``c``'s in bits ``c*field`` and up (one C call)."""
        packed = array(self.code, masks)
        if BIG_ENDIAN:
            packed.byteswap()
        return int.from_bytes(packed.tobytes(), "little")

    def unpack(self, packed: int) -> list:
        """The masks :meth:`pack` made ``packed`` of (kept packed: a 16x16 grid's in 512 bytes)."""
        masks = array(self.code)
        masks.frombytes(packed.to_bytes(len(self.cand) * self.field // 8, "little"))
        if BIG_ENDIAN:
            masks.byteswap()
        return list(masks)

    def __call__(self, cell, digit) -> Outcome:
        cand = self.cand[:]
        cand[cell] = bit(digit)
        broken = self.propagated(cand, cell) < 0
        return self.outcome(cand, self.rules if broken else None)

    def outcome(self, cand, broken_by=None) -> Outcome:
        """The :class:`Outcome` of masks ``cand`` grown from this grid (``broken_by``: the rules
        whose propagation broke there)."""
        out = Outcome()
        out.broken = None if broken_by is None else _located(broken_by.broken, self.grid.layout)
        out.kept = self.pack(cand)
        made = (self.kept & ~out.kept).bit_count()
        for c, g in self.open:
            m = cand[c]
            if m != g and not m & (m - 1):  # a placement is one deduction, however many candidates it took
                made -= (g & ~m).bit_count() - 1
        out.made = made
        return out


#: What :class:`Trials` learnt of the last grids (each assumption's end, and whether the grid is
#: settled), per set of rules: ``[(rules, packed masks, placed bits, {...}), ...]``, newest last.
_KNOWN = []
#: Grids remembered: the forcing level's and the one with every rule, on one grid at a time.
KNOWN_GRIDS = 2


def _known(rules, kept: int, placed: int) -> dict:
    """What is known of this grid (its masks packed, its placed cells) under ``rules``: an
    empty dict for a grid not met among the last :data:`KNOWN_GRIDS`. A propagation depends
    only on the masks it starts from and the rules, so its end is the same every time."""
    for entry in _KNOWN:
        if entry[0] is rules and entry[1] == kept and entry[2] == placed:
            return entry[3]
    if len(_KNOWN) >= KNOWN_GRIDS:
        del _KNOWN[0]
    known = {}
    _KNOWN.append((rules, kept, placed, known))
    return known


def _located(broken, lay) -> Broken:
    """The solver's ``Tables.broken`` in the layout's terms."""
    kind = broken[0]
    if kind == "cell":
        return Broken("cell", broken[1])
    if kind == "house":
        return Broken("house", _house_ids(lay)[frozenset(broken[1])], broken[2].bit_length())
    if kind == "sandwich":
        return Broken("sandwich", (tuple(broken[1]), broken[2]))
    s = broken[1]
    cells = set(s.cells)
    for bulb, shaft in lay.arrows if s.sets is None else ():   # (a circle's sum is a difference, a pill's
        if cells == set(bulb + shaft):                          # weighted; a cage on the same cells is exact)
            return Broken("arrow", (tuple(shaft), tuple(bulb)))
    if s.negative:   # an innie-outie difference (the levels with every rule)
        split = len(s.cells) - s.negative
        plus, minus, total = s.cells[:split], s.cells[split:], s.total
        if total < 0:
            plus, minus, total = minus, plus, -total
        return Broken("difference", (tuple(sorted(plus)), tuple(sorted(minus)), total))
    for k, (cage, total) in enumerate(lay.cages):
        if total is not None and set(cage) == cells:
            return Broken("cage", k)
    return Broken("sum", (tuple(sorted(cells)), s.total))


@lru_cache(maxsize=8)
def _house_ids(lay) -> dict:
    """A layout's full houses by their cells (the solver names a house by its cells)."""
    return {frozenset(lay.houses[h][2]): h for h in lay.full_houses}


def forcing(plus: bool):
    """The finder of one level (see the module docstring): contradictions over every candidate,
    and what every value of a cell, or every place of a digit in a house, leads to; the shortest
    first."""
    technique = "variant_forcing_plus" if plus else "variant_forcing"
    base = BASE + (0.5 if plus else 0.0)

    def paced(grid):
        found = []
        outcomes = {}
        trial = Trials(grid, search_tables(grid.variant) if plus else cage_tables(grid.variant))
        order = sorted((bin(m).count("1"), c) for c, m in enumerate(grid.cands) if m)
        shortest = 10_000
        trials = [(cell, digit) for _, cell in order for digit in digits_of(grid.cands[cell])]
        left = len(trials)
        for cell, digit in trials:
            if left <= 0:
                break
            left -= 1
            yield PAUSE
            out = trial(cell, digit)
            if out.broken is not None:
                found.append((out.made, ("contradiction", cell, digit, out.broken), ((), ((cell, digit),))))
                shortest = min(shortest, out.made)
                if plus:
                    left = 0 if shortest <= EARLY else min(left, FURTHER)
            else:
                outcomes[(cell, digit)] = out
        sources = [("cell", cell, (), [(cell, d) for d in digits_of(grid.cands[cell])])
                   for _, cell in order if grid.cands[cell] & (grid.cands[cell] - 1)]
        lay = grid.layout
        for h in lay.full_houses:
            for digit, where in sorted(grid.places_by_digit(h).items()):
                if len(where) >= 2:
                    sources.append(("house", h, digit, [(c, digit) for c in where]))
        for kind, where, digit, branches in sources:
            if any(b not in outcomes for b in branches):
                continue  # a branch breaks (a contradiction, found above), or was not tried
            ends = [outcomes[b] for b in branches]
            kept = 0
            for end in ends:
                kept |= end.kept
            gone = trial.kept & ~kept
            if gone:
                found.append((max(end.made for end in ends), ("forcing", kind, where, digit, branches),
                              _proved(gone, kept, trial.field)))
        if not found:
            return
        found.sort(key=lambda item: item[0])
        yield _step(technique, base, found[0])

    paced.__name__ = technique
    find = steps_only(paced)
    find.__name__ = technique
    return find


def _step(technique, base, best) -> Step:
    made, why, (placements, eliminations) = best
    value = round(base + length_bonus(made), 1)
    if why[0] in ("contradiction", "nested"):
        form, cell, digit, broken = why
        return Step(technique, value, eliminations=eliminations,
                    pattern=Pattern(cells=(cell,), candidates=((cell, digit),)),
                    parts={"form": form, "cell": cell, "digit": digit, "length": made,
                           "broken": broken.kind, "where": broken.where, "missing": broken.digit})
    _, kind, where, digit, branches = why
    return Step(technique, value, placements=placements, eliminations=eliminations,
                pattern=Pattern(cells=tuple(c for c, _ in branches), candidates=tuple(branches)),
                parts={"form": kind, "cell": where if kind == "cell" else -1,
                       "house": where if kind == "house" else -1, "digit": digit,
                       "branches": tuple(branches), "length": made})


#: The nested level's value: Sudoku Explainer's for dynamic forcing chains with dynamic forcing
#: chains inside them.
NESTED = 10.5


def _probed(cand: list, placed: int, rules):
    """Failed-literal probing, as a generator (it yields :data:`PAUSE` now and then): every
    candidate whose assumption breaks under ``rules`` is crossed out, and the grid propagated,
    again until none breaks. Returns ``placed``, -1 when the grid itself broke (``rules.broken``
    says where)."""
    changed = True
    while changed:
        changed = False
        for c in range(len(cand)):
            m = cand[c]
            if not m & (m - 1):
                continue
            yield PAUSE
            while m:
                b = m & -m
                m ^= b
                if not cand[c] & b:
                    continue
                trial = cand[:]
                trial[c] = b
                if propagate(trial, placed, [c], rules, 1 << c) >= 0:   # (``cand`` is settled: only c changed)
                    continue
                left = cand[c] = cand[c] & ~b
                changed = True
                if not left:
                    rules.broken = ("cell", c)
                    return -1
                placed = propagate(cand, placed, [] if left & (left - 1) else [c], rules, 1 << c)
                if placed < 0:
                    return -1
    return placed


def nested_forcing(grid):
    """The nested level: assume a digit, propagate every rule, then cross out inside that
    assumption every candidate whose own assumption breaks (a forcing chain within the forcing
    chain), again until nothing changes; an assumption that ends broken is false. The first such
    contradiction is taken (each costs thousands of propagations), the assumptions that reach
    furthest on their own first: they break soonest."""
    rules = search_tables(grid.variant)
    trial = Trials(grid, rules)
    reach = []
    for cell, mask in enumerate(grid.cands):
        for digit in digits_of(mask):
            yield PAUSE
            cand = trial.cand[:]
            cand[cell] = bit(digit)
            placed = trial.propagated(cand, cell)
            if placed < 0:   # no need to nest (the level below finds these first on a path)
                out = trial.outcome(cand, rules)
                yield _step("variant_forcing_nested", NESTED,
                            (out.made, ("contradiction", cell, digit, out.broken), ((), ((cell, digit),))))
                return
            reach.append((-trial.outcome(cand).made, cell, digit, cand, placed))
    reach.sort(key=lambda item: item[:3])
    for _, cell, digit, cand, placed in reach:
        yield PAUSE
        placed = yield from _probed(cand, placed, rules)
        if placed < 0:
            out = trial.outcome(cand, rules)
            yield _step("variant_forcing_nested", NESTED,
                        (out.made, ("nested", cell, digit, out.broken), ((), ((cell, digit),))))
            return


nested_forcing.__name__ = "variant_forcing_nested"
nested = steps_only(nested_forcing)
nested.__name__ = "variant_forcing_nested"


def _proved(gone: int, kept: int, field: int):
    """(placements, eliminations) from the packed digits no branch keeps (``gone``) and the
    packed digits some branch keeps (``kept``): a cell whose kept digits are one is placed."""
    placements, eliminations = [], []
    mask = (1 << field) - 1
    while gone:
        low = gone & -gone
        c = (low.bit_length() - 1) // field
        left = kept >> (c * field) & mask
        cell_gone = gone >> (c * field) & mask
        gone &= ~(mask << (c * field))
        if left and not left & (left - 1):
            placements.append((c, left.bit_length()))
        else:
            eliminations.extend((c, d) for d in digits_of(cell_gone))
    return tuple(placements), tuple(eliminations)
