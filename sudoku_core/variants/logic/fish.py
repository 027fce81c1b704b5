"""X-Wing and Swordfish on rows and columns, which every variant has.

In k rows a digit fits only in k columns (or the other way round), so it leaves the rest of those
columns (3.2 for two lines, 3.8 for three). Extra peers do not change the pattern: only rows and
columns are read.
"""

from __future__ import annotations

from itertools import combinations

from ...logic.step import Pattern, Step
from .board import bit

FISH = {2: ("x_wing", 3.2), 3: ("swordfish", 3.8)}


def fish(k: int):
    technique, value = FISH[k]

    def find(grid):
        n = grid.size
        cands = grid.cands
        for digit in range(1, n + 1):
            b = bit(digit)
            for base_first, cover_first in ((0, n), (n, 0)):
                lines = {}
                for i in range(n):
                    cells = grid.layout.houses[base_first + i][2]
                    where = [j for j, c in enumerate(cells) if cands[c] & b]
                    if 2 <= len(where) <= k:
                        lines[i] = where
                for chosen in combinations(sorted(lines), k):
                    cover = sorted({j for i in chosen for j in lines[i]})
                    if len(cover) != k:
                        continue
                    gone = []
                    for j in cover:
                        for c in grid.layout.houses[cover_first + j][2]:
                            line = c // n if base_first == 0 else c % n
                            if line not in chosen and cands[c] & b:
                                gone.append((c, digit))
                    if gone:
                        base_ids = tuple(base_first + i for i in chosen)
                        cover_ids = tuple(cover_first + j for j in cover)
                        yield Step(technique, value, eliminations=tuple(sorted(gone)),
                                   pattern=Pattern(candidates=tuple(
                                       (c, digit) for i in base_ids for c in grid.layout.houses[i][2] if cands[c] & b),
                                       houses=base_ids + cover_ids),
                                   parts={"digit": digit, "base": base_ids, "cover": cover_ids})
    find.__name__ = technique
    return find
