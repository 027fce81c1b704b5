"""Arrows: the digits along an arrow's shaft add up to what its bulb holds.

An arrow is a bulb and a shaft. A bulb of one cell is a circle: the shaft adds up to its digit. A
bulb of two or three cells is a pill: its digits read as one number, left to right then top to
bottom (a pill of 1 and 7 reads 17), and the shaft adds up to that number. The shaft's digits may
repeat (an arrow is no house), except where two of its cells share a house; so may the pill's.

The model keeps an arrow as ``(bulb, shaft)``: the bulb's cells in reading order (sorted), the
shaft's from the bulb to the tip. A pill's cells follow one another in reading order, each one step
right, down, or down and right of the one before (as Interactive Sudoku Solver's solver requires
once it has sorted them), so
the order it reads in is the order of its cells. Pills hold decimal digits: a grid above 9 has no
pills (a 16x16 pill of 1 and 12 reads as nothing anyone agrees on).

Everything the solver, the logic and the pencil marks know of an arrow's sum is one equation,
``shaft - bulb = 0``, each bulb cell weighted by its place (:func:`weights`), pruned exactly over
the digits each cell can still take (:func:`prune_weighted`).
"""

from __future__ import annotations

#: The most cells a pill holds (a three-digit number; ISS's limit too).
PILL_MAX = 3


def weights(bulb_cells: int) -> tuple:
    """How much each bulb cell's digit counts in the number the bulb reads: (1,) for a circle,
    (10, 1) for a pill of two, (100, 10, 1) for three."""
    return tuple(10 ** (bulb_cells - 1 - i) for i in range(bulb_cells))


def reads(bulb, size: int) -> bool:
    """Whether a pill's cells (sorted) follow one another in reading order: each one step right,
    down, or down and right of the one before."""
    for a, b in zip(bulb, bulb[1:]):
        (ra, ca), (rb, cb) = divmod(a, size), divmod(b, size)
        if (rb - ra, cb - ca) not in ((0, 1), (1, 0), (1, 1)):
            return False
    return True


def value_range(bulb_cells: int, size: int) -> tuple:
    """The least and most number a bulb of so many cells can read on a grid of ``size``."""
    w = weights(bulb_cells)
    return sum(w), size * sum(w)


def equation(arrow) -> tuple:
    """``(cells, weights)`` of an arrow's sum: the shaft's cells weighing 1, then the bulb's with
    minus its place values, adding up to 0."""
    bulb, shaft = arrow
    return tuple(shaft) + tuple(bulb), (1,) * len(shaft) + tuple(-w for w in weights(len(bulb)))


def prune_weighted(masks, coefficients, total: int = 0):
    """Each cell's digits (bit d-1 for digit d) that some digits of the others complete into
    ``sum(coefficient * digit) == total``, digits free to repeat: a tuple of new masks, None when
    a cell keeps none. Exact, by sets of reachable sums kept as bits of one integer (offset by
    the most the negative terms can take away)."""
    n = len(masks)
    digits = [_digits(m) for m in masks]
    offset = sum(-k * max(ds) for k, ds in zip(coefficients, digits) if k < 0 and ds)
    if any(not ds for ds in digits):
        return None
    target = total + offset
    if target < 0:
        return None
    new = []
    for i in range(n):
        reach = 1 << offset
        for j in range(n):
            if j != i:
                reach = _step(reach, coefficients[j], digits[j])
        k, kept = coefficients[i], 0
        for d in digits[i]:
            need = target - k * d
            if need >= 0 and reach >> need & 1:
                kept |= 1 << (d - 1)
        if not kept:
            return None
        new.append(kept)
    return tuple(new)


def _step(reach: int, k: int, digits) -> int:
    out = 0
    for d in digits:
        shift = k * d
        out |= reach << shift if shift >= 0 else reach >> -shift
    return out


def _digits(mask: int) -> list:
    out, d = [], 1
    while mask:
        if mask & 1:
            out.append(d)
        mask >>= 1
        d += 1
    return out


def bounds(arrow, values, size: int):
    """``(least, most)`` the shaft's filled digits add up to with each empty shaft cell counted as 1
    and as ``size``, and the same for the number the bulb reads (empty bulb cells as 1 and as the
    most digit): what the pencil marks and the conflicts compare, from the filled cells alone."""
    bulb, shaft = arrow
    filled = sum(values[c] for c in shaft if values[c])
    empty = sum(1 for c in shaft if not values[c])
    low_shaft, high_shaft = filled + empty, filled + empty * size
    top = min(size, 9) if len(bulb) > 1 else size
    w = weights(len(bulb))
    low_bulb = sum(k * (values[c] or 1) for k, c in zip(w, bulb))
    high_bulb = sum(k * (values[c] or top) for k, c in zip(w, bulb))
    return (low_shaft, high_shaft), (low_bulb, high_bulb)


def allows(arrow, values, size: int) -> dict:
    """``{empty cell: digits (a bitmask)}`` of an arrow's empty cells: the digits that keep the
    shaft's sum and the bulb's number within reach of each other, by :func:`bounds` (what the
    filled cells rule out directly, as the pencil marks say it)."""
    bulb, shaft = arrow
    (low_s, high_s), (low_b, high_b) = bounds(arrow, values, size)
    top = min(size, 9) if len(bulb) > 1 else size
    out = {}
    for c in shaft:
        if not values[c]:
            out[c] = _between(max(1, low_b - (high_s - size)), min(size, high_b - (low_s - 1)))
    for w, c in zip(weights(len(bulb)), bulb):
        if not values[c]:
            mask = 0
            for d in range(1, top + 1):
                if low_b - w + w * d <= high_s and high_b - w * top + w * d >= low_s:
                    mask |= 1 << (d - 1)
            out[c] = mask
    return out


def _between(low: int, high: int) -> int:
    return sum(1 << (d - 1) for d in range(low, high + 1))


def prune_bounded(masks, coefficients, total: int = 0):
    """:func:`prune_weighted` by bounds: each cell keeps the digits that leave the others' sum
    between their least and most (each other cell at its least and most digit); None when a cell
    keeps none. Looser, and cheap on an arrow of many cells."""
    digits = [_digits(m) for m in masks]
    if any(not ds for ds in digits):
        return None
    lows = [min(k * ds[0], k * ds[-1]) for k, ds in zip(coefficients, digits)]
    highs = [max(k * ds[0], k * ds[-1]) for k, ds in zip(coefficients, digits)]
    low, high = sum(lows), sum(highs)
    new = []
    for k, ds, lo, hi in zip(coefficients, digits, lows, highs):
        kept = 0
        for d in ds:
            if low - lo <= total - k * d <= high - hi:
                kept |= 1 << (d - 1)
        if not kept:
            return None
        new.append(kept)
    return tuple(new)


def start(bulb, first: int, size: int) -> int:
    """The bulb cell a shaft leaves from, towards its ``first`` cell: one side by side with it if
    there is one (a pill over a cell below leaves straight down), else one corner to corner."""
    fr, fc = divmod(first, size)
    near = [(abs(b // size - fr) + abs(b % size - fc), b) for b in bulb
            if abs(b // size - fr) <= 1 and abs(b % size - fc) <= 1]
    return min(near)[1] if near else bulb[0]
