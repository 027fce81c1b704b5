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
    return _sum_support(grid.layout, cells, tuple(grid.cands[c] for c in cells), total)


@lru_cache(maxsize=65536)
def _sum_support(layout, cells: tuple, masks: tuple, total: int):
    peers = layout.peers
    m = len(cells)
    support = [0] * m
    chosen = [0] * m
    found = [False]
    size = layout.size

    def go(i, left):
        if i == m:
            if left == 0:
                found[0] = True
                for j in range(m):
                    support[j] |= bit(chosen[j])
            return
        rest = m - i - 1
        mask = masks[i]
        d = 1
        while mask:
            if mask & 1:
                if rest <= left - d <= rest * size and all(
                        chosen[j] != d or cells[j] not in peers[cells[i]] for j in range(i)):
                    chosen[i] = d
                    go(i + 1, left - d)
            mask >>= 1
            d += 1

    go(0, total)
    return tuple(support) if found[0] else None
