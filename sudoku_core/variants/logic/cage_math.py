"""Which digits each cell of a group can take when the group's cells add up to a known sum.

Two questions every killer technique asks, answered exactly (never a guess about matching):

* :func:`cage_support`: a cage's empty cells take different digits that, with the digits already
  in the cage, make its sum. Which digit sets still fit (a set fits when its digits can be given
  to the cells one each, every cell from its own candidates), and which digits each cell takes in
  some such filling?
* :func:`sum_support`: cells that need not differ (innies or outies of several houses: only cells
  that see each other must differ) add up to a sum: which digits does each cell take in some
  filling?
"""

from __future__ import annotations

from functools import lru_cache

from ..cage_sums import combos
from .board import bit


def _matching_support(masks, digits: int) -> list:
    """For cells with candidate ``masks`` that must take the digits of ``digits`` one each (as
    many digits as cells): the digits each cell takes in some such assignment (all 0: none)."""
    m = len(masks)
    memo = {}

    def feasible(i, used):
        if i == m:
            return True
        key = (i, used)
        if key in memo:
            return memo[key]
        free = masks[i] & digits & ~used
        ok = False
        while free:
            low = free & -free
            if feasible(i + 1, used | low):
                ok = True
                break
            free ^= low
        memo[key] = ok
        return ok

    support = [0] * m
    reach = {0}
    for i in range(m):
        nxt = set()
        for used in reach:
            free = masks[i] & digits & ~used
            while free:
                low = free & -free
                if feasible(i + 1, used | low):
                    support[i] |= low
                    nxt.add(used | low)
                free ^= low
        reach = nxt
    return support


def cage_support(grid, cage: int, must: int = 0, only: dict | None = None):
    """``(sets, support)`` for a cage with a sum: the digit sets (masks) of its empty cells that
    still fit, and per empty cell (in the cage's order) the digits it can take; ``must``: digits
    the sets must hold; ``only``: cell -> mask further limiting a cell. ``None`` for a cage
    without a sum or with no empty cell."""
    cells, total = grid.layout.cages[cage]
    if total is None:
        return None
    values = grid.values
    used, left, masks = 0, total, []
    for c in cells:
        v = values[c]
        if v:
            used |= 1 << (v - 1)
            left -= v
        else:
            masks.append(grid.cands[c] & (only.get(c, -1) if only else -1))
    if not masks:
        return None
    return _support(grid.size, tuple(masks), left, used, must)


@lru_cache(maxsize=65536)
def _support(size: int, masks: tuple, left: int, used: int, must: int):
    """:func:`cage_support` for one cage's state (kept: the same states come back again and
    again along a path, and in every hint from positions of one puzzle)."""
    fitting, support = [], [0] * len(masks)
    for digits in combos(size, len(masks), left):
        if digits & used or digits & must != must:
            continue
        each = _matching_support(masks, digits)
        if all(each):
            fitting.append(digits)
            for i, s in enumerate(each):
                support[i] |= s
    return tuple(fitting), tuple(support)


def cage_needs(grid, cage: int) -> dict:
    """digit -> the cage's empty cells where it can go, for every digit each set that still makes
    the cage's sum holds ({} for a cage without a sum, full, or with no fitting set)."""
    answer = cage_support(grid, cage)
    if not answer or not answer[0]:
        return {}
    needed = -1
    for digits in answer[0]:
        needed &= digits
    cands = grid.cands
    found = {}
    digit = 1
    while needed > 0:
        if needed & 1:
            found[digit] = [c for c in grid.layout.cages[cage][0] if cands[c] >> (digit - 1) & 1]
        needed >>= 1
        digit += 1
    return found


def sum_support(grid, cells, total: int):
    """Per cell of ``cells`` (empty ones), the digits it takes in some filling adding up to
    ``total`` where cells that see each other differ; None when no filling exists."""
    cells = tuple(cells)
    return signed_support(grid.layout, cells, (1,) * len(cells), tuple(grid.cands[c] for c in cells), total)


@lru_cache(maxsize=65536)
def signed_support(layout, cells: tuple, signs: tuple, masks: tuple, total: int):
    """Per cell of ``cells``, the digits it takes in some filling where the cells' digits, each
    times its sign (+1 or -1), add up to ``total`` and cells that see each other differ; None when
    no filling exists. (A sum of innies is all +1; innies less outies, +1 and -1.)

    First without the rule that cells differ, over sums as bit sets: which sums the cells before
    and after each cell reach, so a digit stays when some sum before and some sum after complete it
    (a cell with sign -1 counts ``size + 1 - d`` and raises the total by ``size + 1``: every term
    positive). That is exact when no two of the cells see each other, the usual case for innies
    and outies of several houses; otherwise a depth-first search over what is left settles it
    (:func:`_differing_support`). The rating of a killer asks this at every step."""
    m = len(cells)
    if not m:
        return () if total == 0 else None
    flip = layout.size + 1
    terms = []   # per cell, its possible terms as a bit set (bit v: the term v)
    target = total
    for mask, sign in zip(masks, signs):
        if not mask:
            return None
        if sign < 0:
            target += flip
            mask = _reversed(mask, flip)
        terms.append(mask << 1)
    if target < 0:
        return None
    before = [1]   # before[i]: the sums cells 0..i-1 reach
    for t in terms:
        before.append(_add(before[-1], t))
    if not before[m] >> target & 1:
        return None
    after = 1   # the sums of the cells after cell i
    support = [0] * m
    for i in range(m - 1, -1, -1):
        both = _add(before[i], after)
        t = terms[i]
        kept = 0
        while t:
            low = t & -t
            t ^= low
            v = low.bit_length() - 1
            if v <= target and both >> (target - v) & 1:
                kept |= low
        kept >>= 1
        support[i] = _reversed(kept, flip) if signs[i] < 0 else kept
        after = _add(after, terms[i])
    peers = layout.peers
    if any(cells[j] in peers[cells[i]] for i in range(m) for j in range(i)):
        return _differing_support(peers, cells, signs, tuple(support), total)
    return tuple(support)


def _reversed(mask: int, flip: int) -> int:
    """The digits ``flip - d`` for the digits ``d`` of ``mask``."""
    out, d = 0, 1
    while mask:
        if mask & 1:
            out |= 1 << (flip - d - 1)
        mask >>= 1
        d += 1
    return out


def _add(sums: int, terms: int) -> int:
    """The sums of one of ``sums`` and one of ``terms`` (bit sets of numbers)."""
    out = 0
    while terms:
        low = terms & -terms
        terms ^= low
        out |= sums << (low.bit_length() - 1)
    return out


def _differing_support(peers, cells: tuple, signs: tuple, masks: tuple, total: int):
    """:func:`signed_support` where some of the cells see each other: depth first over the
    cells, cut where what the cells left can still add (their smallest and largest candidates)
    cannot reach the total, stopped once every candidate of every cell is known to fit."""
    m = len(cells)
    options = []
    for mask, sign in zip(masks, signs):
        digits = []
        d = 1
        while mask:
            if mask & 1:
                digits.append(d)
            mask >>= 1
            d += 1
        if not digits:
            return None
        options.append([(d, sign * d) for d in digits])
    low, high = [0] * (m + 1), [0] * (m + 1)  # what cells i.. can add, at least and at most
    for i in range(m - 1, -1, -1):
        low[i] = low[i + 1] + min(o[1] for o in options[i])
        high[i] = high[i + 1] + max(o[1] for o in options[i])
    earlier = [[j for j in range(i) if cells[j] in peers[cells[i]]] for i in range(m)]
    support = [0] * m
    chosen = [0] * m
    masks = list(masks)
    last = m - 1
    last_sign, last_mask, last_seen = signs[last], masks[last], earlier[last]

    def go(i, left):
        """True once every candidate of every cell is known to fit (nothing more to learn)."""
        if i == last:   # its digit is what is left: no choice to try
            d = left * last_sign
            if d < 1 or not last_mask >> (d - 1) & 1 or any(chosen[j] == d for j in last_seen):
                return False
            chosen[i] = d
            for j in range(m):
                support[j] |= 1 << (chosen[j] - 1)
            return support == masks
        lo, hi = low[i + 1], high[i + 1]
        seen = earlier[i]
        for d, signed in options[i]:
            rest = left - signed
            if rest < lo or rest > hi:
                continue
            if seen and any(chosen[j] == d for j in seen):
                continue
            chosen[i] = d
            if go(i + 1, rest):
                return True
        return False

    if not low[0] <= total <= high[0]:
        return None
    go(0, total)
    return tuple(support) if support[0] else None
