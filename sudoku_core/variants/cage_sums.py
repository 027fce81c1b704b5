"""Which sets of different digits make a cage's sum, as bitmasks (bit d-1 for digit d).

Tables are built once per (side, cells, total) and cached: the solver prunes a cage's candidates
to the union of the digit sets that still fit, and places a digit every fitting set needs when
one cell of the cage can take it.
"""

from __future__ import annotations

from ..shims import combinations, lru_cache


def sum_range(count: int, size: int) -> tuple:
    """The smallest and largest sums of ``count`` different digits 1..size."""
    return count * (count + 1) // 2, count * (2 * size - count + 1) // 2


@lru_cache(maxsize=None)
def combos(size: int, count: int, total: int) -> tuple:
    """Every set of ``count`` different digits 1..size adding up to ``total``, as bitmasks."""
    low, high = sum_range(count, size)
    if not low <= total <= high:
        return ()
    return tuple(
        sum(1 << (d - 1) for d in digits)
        for digits in combinations(range(1, size + 1), count)
        if sum(digits) == total
    )
