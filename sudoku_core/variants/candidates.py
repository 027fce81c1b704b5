"""The candidates of each empty cell under every rule of a variant (pencil marks and Fill).

A classic grid's candidates are the digits its row, column and box do not hold. A variant's also
leave out a digit its extra houses, cage, knight's or king's moves already hold, the wrong parity,
a digit next to an orthogonal neighbour's, a digit its cage's sum cannot take with the cage's
other digits (distinct, as a cage's are), and on a thermometer a digit not above every filled
cell below it (by one at least per cell between) or not under every filled cell above it, or
out of reach of its place (the third cell from the bulb holds 3 at least), beside a dot or under
a strict rule a digit its filled partner forbids, beside a dot a digit no candidate of its partner
goes with (a V leaves 1-4; a black dot takes 5, 7 and 9), and on a little killer's diagonal a digit the
filled cells' sum leaves no room for (each other empty cell holding 1 to the side), and on an
arrow a digit that puts its shaft's sum out of reach of what its bulb can read (each empty cell
from 1 to the side: :func:`.arrows.allows`), and between a sandwich's placed crusts a digit
the total cannot take with the other digits between (different digits from 2 to the side less
one). Only what the filled cells rule out directly: no
deduction, so a mark the person sees missing always has a reason they can point at.
"""

from __future__ import annotations

from .arrows import allows
from .conflicts import KING, KNIGHT, ORTHOGONAL, moves, named_houses
from .dots import pair_rules, support
from .sandwiches import filled_sum


def neighbours(variant) -> list:
    """For each cell, the cells that must hold another digit: its houses, its cage, its
    thermometers, and its knight's or king's moves when the variant says so."""
    n2 = variant.size * variant.size
    near = [set() for _ in range(n2)]
    groups = [cells for _, _, cells in named_houses(variant)] + [tuple(cage.cells) for cage in variant.cages] \
        + list(variant.thermos)
    for cells in groups:
        for cell in cells:
            near[cell].update(cells)
    for rule, steps in (("anti-knight", KNIGHT), ("anti-king", KING)):
        if rule in variant.differ:
            for a, b in moves(variant, steps):
                near[a].add(b)
                near[b].add(a)
    for cell in range(n2):
        near[cell].discard(cell)
    return near


def sums_of(digits, count: int) -> set:
    """Every sum of ``count`` different digits of ``digits``."""
    reach = [{0}] + [set() for _ in range(count)]
    for d in digits:
        for j in range(count - 1, -1, -1):
            reach[j + 1] |= {s + d for s in reach[j]}
    return reach[count]


def cage_allows(total: int, count: int, used: int, size: int) -> int:
    """The digits one more cell of a cage may take (a bitmask, bit d-1 for d): the cage still needs
    ``total`` from ``count`` empty cells (this one included), with digits distinct and not in
    ``used`` (a bitmask of the digits already in it)."""
    allowed = 0
    free = [d for d in range(1, size + 1) if not used >> (d - 1) & 1]
    for d in free:
        if total - d in sums_of([x for x in free if x != d], count - 1):
            allowed |= 1 << (d - 1)
    return allowed


def variant_candidates(variant, values) -> tuple:
    """A bitmask per cell (bit d-1 for digit d): for an empty cell the digits every rule allows
    given ``values`` (size*size ints, 0 = empty); 0 for a filled cell."""
    n = variant.size
    full = (1 << n) - 1
    near = neighbours(variant)
    masks = []
    for cell, v in enumerate(values):
        if v:
            masks.append(0)
            continue
        mask = full
        for other in near[cell]:
            if values[other]:
                mask &= ~(1 << (values[other] - 1))
        masks.append(mask)
    odd = sum(1 << (d - 1) for d in range(1, n + 1, 2))
    for cell, parity in variant.parity:
        masks[cell] &= (full & ~odd) if parity == "even" else odd
    if variant.non_consecutive:
        for a, b in moves(variant, ORTHOGONAL):
            for x, y in ((a, b), (b, a)):
                d = values[y]
                if d and not values[x]:
                    masks[x] &= ~((1 << d) | (1 << (d - 2) if d > 1 else 0))
    for cage in variant.cages:
        if cage.total is None:
            continue
        empty = [c for c in cage.cells if not values[c]]
        used = 0
        for c in cage.cells:
            if values[c]:
                used |= 1 << (values[c] - 1)
        left = cage.total - sum(values[c] for c in cage.cells)
        allowed = cage_allows(left, len(empty), used, n) if empty else 0
        for c in empty:
            masks[c] &= allowed
    for cells in variant.thermos:
        for i, cell in enumerate(cells):
            if not values[cell]:
                masks[cell] &= thermo_allows(cells, i, values, n)
    for total, cells in variant.little_killers:   # what the filled cells leave, each empty cell 1 to n
        filled = sum(values[c] for c in cells if values[c])
        empty = [c for c in cells if not values[c]]
        if empty:
            low, high = total - filled - (len(empty) - 1) * n, total - filled - (len(empty) - 1)
            allowed = sum(1 << (d - 1) for d in range(max(low, 1), min(high, n) + 1))
            for c in empty:
                masks[c] &= allowed
    for arrow in variant.arrows:   # the shaft's sum and the bulb's number kept within reach of each other
        for c, allowed in allows(arrow, values, n).items():
            masks[c] &= allowed
    for total, cells in variant.sandwiches:   # once both crusts are placed: the cells between them
        filled = filled_sum(values, cells, n)
        if filled is not None:
            between, empty, used = filled
            line = [values[c] for c in cells]
            a, b = line.index(1), line.index(n)
            allowed = cage_allows(total - between, empty, used | 1 | 1 << (n - 1), n) if empty else 0
            for c in cells[min(a, b) + 1:max(a, b)]:
                if not values[c]:
                    masks[c] &= allowed
    if variant.dots or variant.strict:
        dotted = {(min(a, b), max(a, b)) for _, a, b in variant.dots}
        direct = list(masks)   # a dot alone reads its partner's marks as the other rules left them: one
        for (a, b), table in pair_rules(variant).items():   # step, whatever order the dots come in
            for x, y in ((a, b), (b, a)):
                if values[y] and not values[x]:
                    masks[x] &= table[values[y]]
                elif not values[x] and (a, b) in dotted:   # a dot alone: what no partner digit allows
                    masks[x] &= support(table, direct[y] & full)
    return tuple(m & full for m in masks)


def thermo_allows(cells: tuple, i: int, values, size: int) -> int:
    """The digits the ``i``-th cell of a thermometer (0 the bulb) may take given the filled
    cells of it (a bitmask): above each filled cell below it by the cells between, under each
    filled cell above it likewise, and within what its place leaves."""
    low, high = i + 1, size - (len(cells) - 1 - i)
    for j, other in enumerate(cells):
        v = values[other]
        if v and j < i:
            low = max(low, v + i - j)
        elif v and j > i:
            high = min(high, v - (j - i))
    return sum(1 << (d - 1) for d in range(low, high + 1))
