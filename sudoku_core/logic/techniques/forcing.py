"""Forcing chains: follow an assumption through its consequences.

The last logical resort, when no pattern is left. Assume a candidate true
(or false) and follow what must follow, as a person does with a pencil:
a true candidate removes its peers' copies of the digit and its cell's other
digits; a cell (or a house) left with one place for a digit forces it.

* **Contradiction** (Nishio-like): assuming the candidate true ends in an
  empty cell or a digit with no place in a house, so it is false.
* **Cell forcing chains**: each candidate of one cell, assumed true, leads
  to the same conclusion, so the conclusion holds (the cell must take one).
* **Unit forcing chains**: each place of a digit in a house, assumed true,
  leads to the same conclusion.
* **Digit forcing chains**: a candidate assumed true, and assumed false,
  leads to the same conclusion both ways.

Two strengths. *Static* chains use only the links of the grid as it stands
(a cell or a house with exactly two candidates before anything is assumed):
each is a bundle of plain chains a person can check link by link. *Dynamic*
chains use every single that appears along the way, so a link may depend on
several earlier ones; they are harder (Sudoku Explainer's 8.5 and up).

Difficulty: the base value plus the chain-length bonus of
:func:`.chains.length_bonus`, counted over every step of every branch.
"""

from __future__ import annotations

from ..notation import cell_name, house_name
from ..slices import PAUSE, steps_only, without_pauses
from ..step import STRONG, WEAK, Link, Node, Pattern, Step
from .chains import length_bonus

ON, OFF = True, False
MAX_BRANCHES = 4  # cells / house places with more options are not used as forcing sources


class Propagation:
    """What follows from some assumptions: ``events`` maps ``(cell, digit,
    on)`` to the tuple of events it follows from (empty for an assumption);
    ``contradiction`` is None or ``(kind, where, digit, causes)``: kind
    ``"clash"`` (cell ``where`` would hold ``digit`` and not hold it, or two
    digits), ``"twice"`` (``digit`` twice in house ``where``),
    ``"empty_cell"`` (cell ``where`` has no candidate left) or
    ``"no_place"`` (``digit`` has no place left in house ``where``)."""

    __slots__ = ("events", "contradiction", "order")

    def __init__(self):
        self.events = {}
        self.order = []
        self.contradiction = None

    def depth(self, key) -> int:
        """How many events (the assumption included) lead to ``key``."""
        seen, todo = set(), [key]
        while todo:
            k = todo.pop()
            if k in seen:
                continue
            seen.add(k)
            todo.extend(self.events.get(k, ()))
        return len(seen)

    def chain(self, key) -> list:
        """The events leading to ``key``, in the order they were found."""
        seen, todo = set(), [key]
        while todo:
            k = todo.pop()
            if k in seen:
                continue
            seen.add(k)
            todo.extend(self.events.get(k, ()))
        return [k for k in self.order if k in seen]


def propagate(grid, cell, digit, on, dynamic, plus=False) -> Propagation:
    """Follow ``(cell, digit)`` assumed true (``on``) or false. ``dynamic``:
    every single counts; ``plus``: when singles run out, locked candidates
    (a digit's places in a house all inside one intersection) count too."""
    size, geo = grid.size, grid.geo
    units, cell_units, peers = geo.units, geo.cell_units, geo.peers
    cands = list(grid.cands)
    orig = grid.cands
    values = list(grid.values)
    placed = [0] * len(units)
    for c, v in enumerate(values):
        if v:
            for h in cell_units[c]:
                placed[h] |= 1 << (v - 1)
    prop = Propagation()
    events, order = prop.events, prop.order
    queue = [(cell, digit, on)]
    events[(cell, digit, on)] = ()
    order.append((cell, digit, on))

    def add(key, causes):
        if key not in events:
            events[key] = causes
            order.append(key)
            queue.append(key)

    dirty = set()  # (house, digit) pairs changed since the last look for locked candidates
    head = 0
    while True:
        if head == len(queue):
            if not plus or not _locked(units, cell_units, cands, placed, events, add, size, dirty):
                break
        c, d, is_on = queue[head]
        head += 1
        b = 1 << (d - 1)
        key = (c, d, is_on)
        if is_on:
            if values[c]:
                if values[c] != d:
                    other = (c, values[c], ON)
                    prop.contradiction = ("clash", c, d, (key, other) if other in events else (key,))
                    return prop
                continue
            if not cands[c] & b:
                prop.contradiction = ("clash", c, d, (key, (c, d, OFF)) if (c, d, OFF) in events else (key,))
                return prop
            for h in cell_units[c]:
                if placed[h] & b:
                    prop.contradiction = ("twice", h, d, (key,))
                    return prop
                placed[h] |= b
            values[c] = d
            # The cell's other candidates stay until their own "off" events are processed: each
            # then clears its bit and scans the cell's houses for that digit (a hidden single
            # there follows from this placement). Clearing them here would skip those scans.
            rest = cands[c] & ~b
            while rest:
                low = rest & -rest
                rest ^= low
                add((c, low.bit_length(), OFF), (key,))
                if plus:
                    for h in cell_units[c]:
                        dirty.add((h, low.bit_length()))
            for p in peers[c]:
                if cands[p] & b:
                    add((p, d, OFF), (key,))
        else:
            if not cands[c] & b:
                continue
            cands[c] &= ~b
            left = cands[c]
            if plus:
                for h in cell_units[c]:
                    dirty.add((h, d))
            if not values[c]:
                if not left:
                    prop.contradiction = ("empty_cell", c, 0, tuple(
                        (c, x, OFF) for x in range(1, size + 1) if (c, x, OFF) in events))
                    return prop
                if left & (left - 1) == 0:
                    if dynamic:
                        causes = tuple((c, x, OFF) for x in range(1, size + 1) if (c, x, OFF) in events)
                        add((c, left.bit_length(), ON), causes)
                    elif orig[c].bit_count() == 2:
                        add((c, left.bit_length(), ON), (key,))
            for h in cell_units[c]:
                if placed[h] & b:
                    continue
                spots = [x for x in units[h] if cands[x] & b]
                if not spots:
                    prop.contradiction = ("no_place", h, d, tuple(
                        (x, d, OFF) for x in units[h] if (x, d, OFF) in events))
                    return prop
                if len(spots) == 1:
                    if dynamic:
                        causes = tuple((x, d, OFF) for x in units[h] if (x, d, OFF) in events)
                        add((spots[0], d, ON), causes)
                    elif sum(1 for x in units[h] if orig[x] & b) == 2:
                        add((spots[0], d, ON), (key,))
    return prop


def _locked(units, cell_units, cands, placed, events, add, size, dirty) -> bool:
    """Locked candidates on the propagation's own grid: in a house, a digit's
    places all lie in one other house; the digit leaves the rest of that one.
    The causes are the removals that confined it. Only the (house, digit)
    pairs changed since the last look are checked (the grid itself has no
    locked candidates left when forcing chains are needed). True if
    anything was added."""
    before = len(events)
    pairs = sorted(dirty)
    dirty.clear()
    for house, d in pairs:
        b = 1 << (d - 1)
        if placed[house] & b:
            continue
        cells = units[house]
        spots = [x for x in cells if cands[x] & b]
        if len(spots) < 2:
            continue
        kind = house // size
        for key in ((0, 1) if kind == 2 else (2,)):
            other = cell_units[spots[0]][key]
            if all(cell_units[x][key] == other for x in spots[1:]):
                causes = tuple((x, d, OFF) for x in cells if (x, d, OFF) in events)
                if causes:
                    for x in units[other]:
                        if cands[x] & b and cell_units[x][kind] != house:
                            add((x, d, OFF), causes)
                break
    return len(events) > before


class _Cache:
    """Propagations of every candidate assumed true, computed once per call. ``fresh`` counts the
    propagations computed (not reused): a paced finder pauses after each (see :mod:`..slices`)."""

    def __init__(self, grid, dynamic, plus=False):
        self.grid, self.dynamic, self.plus, self.done = grid, dynamic, plus, {}
        self.fresh = 0

    def on(self, cell, digit):
        key = (cell, digit)
        if key not in self.done:
            self.fresh += 1
            self.done[key] = propagate(self.grid, cell, digit, ON, self.dynamic, self.plus)
        return self.done[key]

    def off(self, cell, digit):
        key = (cell, digit, OFF)
        if key not in self.done:
            self.fresh += 1
            self.done[key] = propagate(self.grid, cell, digit, OFF, self.dynamic, self.plus)
        return self.done[key]


def _links(prop, key):
    """The chain's links for drawing: each cause -> effect, weak when the
    effect is a removal, strong when it is a placement."""
    out = []
    for k in prop.chain(key):
        for cause in prop.events.get(k, ()):
            out.append(Link(Node((cause[0],), cause[1]), Node((k[0],), k[1]), WEAK if not k[2] else STRONG))
    return tuple(out)


def _candidates(events) -> tuple:
    """The (cell, digit) of each event, each once in the order first met: a candidate that several
    branches reach, or that a chain meets on and off, was listed once per event (``(46, 6)`` three
    times in a hint's pattern)."""
    return tuple(dict.fromkeys((k[0], k[1]) for k in events))


def _contradictions(grid, cache, technique, base):
    """Candidates whose truth leads to a contradiction: shortest first (paced: a pause after each
    premise followed, and after each source's branches are compared)."""
    found = []
    for cell, mask in enumerate(grid.cands):
        for d in grid.digits(cell):
            fresh = cache.fresh
            prop = cache.on(cell, d)
            if cache.fresh != fresh:
                yield PAUSE
            if prop.contradiction:
                kind, where, digit, causes = prop.contradiction
                length = len({k for c in causes for k in prop.chain(c)}) + 1
                found.append((length, cell, d, prop))
    found.sort(key=lambda f: f[:3])
    for length, cell, d, prop in found[:1]:
        kind, where, digit, causes = prop.contradiction
        events = [k for c in causes for k in prop.chain(c)]
        yield Step(technique, round(base + length_bonus(length), 1), eliminations=((cell, d),),
                   pattern=Pattern(cells=tuple(sorted({k[0] for k in events})),
                                   candidates=_candidates(events),
                                   links=tuple(l for c in causes for l in _links(prop, c))),
                   parts={"sentence": "contradiction", "cell": cell, "digit": d, "length": length,
                          "contradiction": kind, ("where_house" if kind in ("twice", "no_place") else "where_cell"): where,
                          "missing": digit,
                          "notation": f"{cell_name(grid.size, cell)}={grid.symbols[d - 1]}"})


def _sources(grid):
    """Forcing sources: cells with 2..MAX_BRANCHES candidates, and houses
    where a digit has 2..MAX_BRANCHES places; as ("cell", cell, branches) or
    ("unit", house, branches) with branches (cell, digit) pairs, fewest
    branches first."""
    out = []
    for cell, mask in enumerate(grid.cands):
        n = mask.bit_count()
        if 2 <= n <= MAX_BRANCHES:
            out.append((n, 0, cell, tuple((cell, d) for d in grid.digits(cell))))
    for house in range(len(grid.units)):
        for d in range(1, grid.size + 1):
            places = grid.places(house, d)
            if 2 <= len(places) <= MAX_BRANCHES:
                out.append((len(places), 1, house, tuple((c, d) for c in places)))
    out.sort(key=lambda s: (s[0], s[1], s[2]))
    return out


def forcing_steps(grid, dynamic=True, kinds=("cell", "unit", "digit")):
    """The shortest forcing chain of the given source kinds, as a list of at
    most one step (for tests and tools that want one kind alone)."""
    return list(without_pauses(_forcing(grid, _Cache(grid, dynamic),
                                        "dynamic_forcing_chain" if dynamic else "forcing_chain",
                                        8.5 if dynamic else 8.2, kinds)))


def _forcing(grid, cache, technique, base, kinds=("cell", "unit", "digit")):
    """Cell, unit and digit forcing chains: the common conclusion of every
    branch of one source; shortest (fewest events in total) first (paced: a pause after each
    premise followed, and after each source's branches are compared)."""
    best = None
    sources = [(kind, where, branches) for _, kind, where, branches in _sources(grid)
               if ("cell", "unit")[kind] in kinds]
    if "digit" in kinds:
        sources += [(2, cell, ((cell, d),)) for cell in range(len(grid.cands)) for d in grid.digits(cell)]
    for kind, where, branches in sources:
        if kind == 2:  # a digit: the candidate true, and the candidate false
            premises = ((cache.on, branches[0]), (cache.off, branches[0]))
        else:
            premises = [(cache.on, branch) for branch in branches]
        props = []
        for follow, (c, d) in premises:
            fresh = cache.fresh
            props.append(follow(c, d))
            if cache.fresh != fresh:
                yield PAUSE
        if not any(p.contradiction for p in props):  # else a contradiction chain handles it
            best = _shortest(grid, kind, where, branches, props, best)
        yield PAUSE  # one source's branches compared
    if best is None:
        return
    length, kind, where, branches, key, props = best
    c, d, is_on = key
    size = grid.size
    events = [k for p in props for k in p.chain(key)]
    yield Step(technique, round(base + length_bonus(length), 1),
               placements=((c, d),) if is_on else (), eliminations=() if is_on else ((c, d),),
               pattern=Pattern(cells=tuple(sorted({k[0] for k in events})),
                               candidates=_candidates(events),
                               houses=(where,) if kind == 1 else (),
                               links=tuple(l for p in props for l in _links(p, key))),
               parts={"sentence": ("forcing_cell", "forcing_unit", "forcing_digit")[kind],
                      ("source_house" if kind == 1 else "source_cell"): where, "branches": branches,
                      "cell": c, "digit": d, "on": is_on, "length": length,
                      "notation": _source_text(grid, kind, where, branches)})


def _shortest(grid, kind, where, branches, props, best):
    """``best`` or, when shorter, the shortest conclusion common to the branches ``props`` of one
    source, as ``(length, kind, where, branches, key, props)``."""
    common = set(props[0].events)
    for p in props[1:]:
        common &= p.events.keys()
    for key in common:
        c, d, is_on = key
        if (c, d) in branches and (not is_on or kind == 2):
            continue
        if is_on and grid.values[c]:
            continue
        if not is_on and not grid.cands[c] >> (d - 1) & 1:
            continue
        if is_on and len(branches) == 1:
            continue
        length = sum(p.depth(key) for p in props)
        if best is None or length < best[0]:
            best = (length, kind, where, branches, key, props)
    return best


def _source_text(grid, kind, where, branches):
    """``r2c1 (1237)`` for a cell, ``2 b1 (r1c2,r3c1)`` for a unit,
    ``r2c1=5|r2c1<>5`` for a digit."""
    size, symbols = grid.size, grid.symbols
    sep = "" if size <= 9 else ","
    if kind == 2:
        name, digit = cell_name(size, where), symbols[branches[0][1] - 1]
        return f"{name}={digit}|{name}<>{digit}"
    if not kind:
        return f"{cell_name(size, where)} ({sep.join(symbols[d - 1] for _, d in branches)})"
    cells = ",".join(cell_name(size, c) for c, _ in branches)
    return f"{symbols[branches[0][1] - 1]} {house_name(size, where)} ({cells})"


_LAST = {}


def _cache(grid, dynamic, plus=False):
    """The propagations for this grid (kept for the next finder on the same
    grid: the contradiction and the forcing finders share them)."""
    key = (dynamic, plus, grid.size, tuple(grid.values), tuple(grid.cands))
    cache = _LAST.get((dynamic, plus))
    if cache is None or cache[0] != key:
        cache = _LAST[(dynamic, plus)] = (key, _Cache(grid, dynamic, plus))
    return cache[1]


@steps_only
def contradiction_chain(grid):
    """Contradiction chain (SE 7.5 plus the length bonus): a candidate assumed
    true leads, through the grid's own strong links only (two candidates in
    a cell, two places in a house), to a cell with no candidate or a digit
    with no place in a house; so it is false."""
    yield from _contradictions(grid, _cache(grid, False), "contradiction_chain", 7.5)


@steps_only
def forcing_chain(grid):
    """Cell, unit or digit forcing chain (SE 8.2 plus the length bonus):
    every candidate of one cell (or every place of a digit in one house, or
    one candidate both true and false), assumed in turn, leads through the
    grid's own strong links to the same placement or removal; so it holds."""
    yield from _forcing(grid, _cache(grid, False), "forcing_chain", 8.2)


@steps_only
def dynamic_contradiction_chain(grid):
    """Dynamic contradiction chain (SE 8.5 plus the length bonus): as the
    contradiction chain, but every single that appears along the way counts,
    so one link may rest on several earlier ones."""
    yield from _contradictions(grid, _cache(grid, True), "dynamic_contradiction_chain", 8.5)


@steps_only
def dynamic_forcing_chain(grid):
    """Dynamic cell or unit forcing chain (SE 8.5 plus the length bonus): as
    the forcing chain, with every single along the way counting."""
    yield from _forcing(grid, _cache(grid, True), "dynamic_forcing_chain", 8.5)


@steps_only
def dynamic_forcing_chain_plus(grid):
    """Dynamic forcing chain with locked candidates (SE 9.0 plus the length
    bonus): a contradiction, cell or unit forcing chain whose consequences
    also use locked candidates (pointing and claiming) met along the way."""
    cache = _cache(grid, True, True)
    steps = []
    for work in (_contradictions(grid, cache, "dynamic_forcing_chain_plus", 9.0),
                 _forcing(grid, cache, "dynamic_forcing_chain_plus", 9.0)):
        for item in work:
            if item is PAUSE:
                yield PAUSE
            else:
                steps.append(item)
    steps.sort(key=lambda s: s.difficulty)
    yield from steps[:1]
