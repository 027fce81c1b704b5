"""Which digits each cell of a group can take when the group's cells add up to a known sum.

Two questions every killer technique asks, answered exactly (never a guess about matching):

* :func:`cage_support`: a cage's empty cells take different digits that, with the digits already
  in the cage, make its sum. Which digit sets still fit (a set fits when its digits can be given
  to the cells one each, every cell from its own candidates), and which digits each cell takes in
  some such filling?
* :func:`sum_support`: cells that need not differ (innies or outies of several houses: only cells
  that see each other must differ) add up to a sum: which digits does each cell take in some
  filling? :func:`signed_support` answers it, and the same for innies less outies (a known
  difference).
"""

from __future__ import annotations

from functools import lru_cache

from ..cage_sums import combos
from ..propagation import prune_reachable, reachable_sums
from .board import digits_of


def _matching_support(masks, digits: int) -> list:
    """For cells with candidate ``masks`` that must take the digits of ``digits`` one each (as
    many digits as cells): the digits each cell takes in some such assignment (all 0: none).

    Two passes over digit sets (at most 20 sets a layer for 6 cells): backwards, the sets the
    cells after each cell can take one each; forwards, the sets the cells up to each cell can
    take that leave the rest such a set. A cell takes a digit when some set of the forward layer
    before it lacks the digit and leaves the rest to the cells after it."""
    m = len(masks)
    if not m:
        return []
    union = 0
    for mask in masks:
        if not mask & digits:
            return [0] * m
        union |= mask
    if digits & ~union:
        return [0] * m
    later = [None] * m   # later[i]: the digit sets the cells after cell i can take one each
    fill = {0}
    for i in range(m - 1, 0, -1):
        later[i] = fill
        mine = masks[i] & digits
        grown = set()
        for taken in fill:
            free = mine & ~taken
            while free:
                low = free & -free
                free ^= low
                grown.add(taken | low)
        fill = grown
    later[0] = fill
    support = [0] * m
    used = {0}
    for i in range(m):
        mine = masks[i] & digits
        rest = later[i]
        grown = set()
        for taken in used:
            free = mine & ~taken
            while free:
                low = free & -free
                free ^= low
                now = taken | low
                if digits ^ now in rest:
                    support[i] |= low
                    grown.add(now)
        if not grown:
            return [0] * m
        used = grown
    return support


def placed_in(grid, cells) -> tuple:
    """(the digits already placed among ``cells``, as a mask; their sum)."""
    mask = total = 0
    for c in cells:
        v = grid.values[c]
        if v:
            mask |= 1 << (v - 1)
            total += v
    return mask, total


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


def signed_support(layout, cells: tuple, signs: tuple, masks: tuple, total: int):
    """Per cell of ``cells``, the digits it takes in some filling where the cells' digits, each
    times its sign (+1 or -1), add up to ``total`` and cells that see each other differ; None when
    no filling exists. (A sum of innies is all +1; innies less outies, +1 and -1.)

    The answer depends on which of the cells see each other, not on where they are
    (:func:`_seeing`), so it is kept by that (:func:`_signed_support`): a killer's generator
    rates one layout after another, cut or merged a little, and their paths meet the same groups
    again and again."""
    return _signed_support(layout.size, _seeing(layout, cells), signs, masks, total)


@lru_cache(maxsize=65536)
def _seeing(layout, cells: tuple) -> int:
    """Which pairs of ``cells`` see each other, as bits: bit ``i * (i - 1) // 2 + j`` for cells
    ``j < i``."""
    peer_masks = layout.peer_masks
    sees = 0
    for i in range(1, len(cells)):
        near = peer_masks[cells[i]]
        for j in range(i):
            if near >> cells[j] & 1:
                sees |= 1 << (i * (i - 1) // 2 + j)
    return sees


@lru_cache(maxsize=65536)
def _signed_support(size: int, sees: int, signs: tuple, masks: tuple, total: int):
    """:func:`signed_support` for cells of which the pairs ``sees`` (:func:`_seeing`) must differ.

    First without the rule that cells differ, by the sums the other cells can make (the variant
    solver's :func:`~..propagation.prune_reachable`; a cell with sign -1 counts ``size + 1 - d``
    and raises the total by ``size + 1``, so every term is a positive digit). That is exact when
    no two of the cells see each other; otherwise (most groups of innies share a row, column or
    box) a depth-first search over what is left settles it (:func:`_differing_support`). The
    rating of a killer asks this at every step."""
    if not masks:
        return () if total == 0 else None
    flip = size + 1
    terms = tuple(mask if sign > 0 else _reversed(mask, flip) for mask, sign in zip(masks, signs))
    target = total + flip * signs.count(-1)
    found = prune_reachable(terms, target)
    if found is None:
        return None
    kept = found[0]
    support = tuple(k if sign > 0 else _reversed(k, flip) for k, sign in zip(kept, signs))
    if sees:
        return _differing_support(sees, signs, kept, target, flip, support)
    return support


def _reversed(mask: int, flip: int) -> int:
    """The digits ``flip - d`` for the digits ``d`` of ``mask``."""
    out, d = 0, 1
    while mask:
        if mask & 1:
            out |= 1 << (flip - d - 1)
        mask >>= 1
        d += 1
    return out


def _differing_support(sees: int, signs: tuple, terms: tuple, target: int, flip: int, relaxed: tuple):
    """:func:`signed_support` where some of the cells see each other: depth first over the
    cells' terms (``terms``: masks of positive digits, as there, adding up to ``target``), each
    tried only when the cells after it can still make up the rest, the last cell's term read
    off; stopped once every digit of ``relaxed`` (what the sums alone allow) is known to fit.
    Four cells, the most the rule of 45 and the differences sum, go to :func:`_four_differing`."""
    m = len(terms)
    options = [[(v, v if sign > 0 else flip - v) for v in digits_of(t)] for t, sign in zip(terms, signs)]
    if m == 4:
        return _four_differing(sees, signs, terms, target, flip, relaxed, options)
    reach = [reachable_sums(terms[i:]) for i in range(m)] + [1]   # reach[i]: the sums cells i.. make
    earlier = [[j for j in range(i) if sees >> (i * (i - 1) // 2 + j) & 1] for i in range(m)]
    support = [0] * m
    chosen = [0] * m
    want = list(relaxed)
    last = m - 1
    last_flip = 0 if signs[last] > 0 else flip   # the last cell's digit from its term
    last_seen = earlier[last]

    def go(i, left):
        """True once every digit of ``relaxed`` is known to fit (nothing more to learn)."""
        seen = earlier[i]
        after = reach[i + 1]
        final = i + 1 == last
        for v, d in options[i]:
            rest = left - v
            if rest < 0 or not after >> rest & 1:
                continue
            if seen and any(chosen[j] == d for j in seen):
                continue
            chosen[i] = d
            if final:   # the last cell's term is what is left (its terms make ``after``)
                d_last = abs(last_flip - rest)
                if any(chosen[j] == d_last for j in last_seen):
                    continue
                chosen[last] = d_last
                for j in range(m):
                    support[j] |= 1 << (chosen[j] - 1)
                if support == want:
                    return True
            elif go(i + 1, rest):
                return True
        return False

    go(0, target)
    return tuple(support) if support[0] else None


def _four_differing(sees: int, signs: tuple, terms: tuple, target: int, flip: int, relaxed: tuple,
                    options: list):
    """:func:`_differing_support` for four cells (the most the rule of 45 and the innie-outie
    differences sum, and the dearest case: half of a killer generator's calls), written out as
    three loops with each cell's digits as bits: the same answer, without the recursion and the
    per-digit scans of the earlier cells it sees."""
    o0, o1, o2, _ = options
    # which earlier cells each cell sees (bit i*(i-1)//2 + j of ``sees`` for cells j < i)
    s10 = sees & 1
    s20, s21 = sees >> 1 & 1, sees >> 2 & 1
    s30, s31, s32 = sees >> 3 & 1, sees >> 4 & 1, sees >> 5 & 1
    t3 = terms[3]
    reach1 = reachable_sums(terms[1:])
    reach2 = reachable_sums(terms[2:])
    last_flip = 0 if signs[3] > 0 else flip
    w0, w1, w2, w3 = relaxed
    u0 = u1 = u2 = u3 = 0
    for v0, d0 in o0:
        r0 = target - v0
        if r0 < 0 or not reach1 >> r0 & 1:
            continue
        b0 = 1 << (d0 - 1)
        for v1, d1 in o1:
            r1 = r0 - v1
            if r1 < 0 or not reach2 >> r1 & 1:
                continue
            b1 = 1 << (d1 - 1)
            if s10 and b1 == b0:
                continue
            no2 = (b0 if s20 else 0) | (b1 if s21 else 0)
            no3 = (b0 if s30 else 0) | (b1 if s31 else 0)
            for v2, d2 in o2:
                v3 = r1 - v2
                if v3 < 1 or not t3 >> (v3 - 1) & 1:
                    continue
                b2 = 1 << (d2 - 1)
                if b2 & no2:
                    continue
                b3 = 1 << (abs(last_flip - v3) - 1)
                if b3 & no3 or s32 and b3 == b2:
                    continue
                u0 |= b0
                u1 |= b1
                u2 |= b2
                u3 |= b3
                if u0 == w0 and u1 == w1 and u2 == w2 and u3 == w3:
                    return relaxed
    return (u0, u1, u2, u3) if u0 else None
