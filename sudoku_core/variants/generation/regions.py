"""Random jigsaw regions: ``size`` connected regions of ``size`` cells each.

They start as the boxes and are shuffled by swaps: two cells side by side in different regions
trade regions when both regions stay connected (sizes never change). A few hundred swaps leave
no trace of the boxes. Whether the regions admit a solution is the solver's question, asked by
the caller (most do).
"""

from __future__ import annotations

from ..shapes import DEFAULT_BOX

#: Successful swaps per layout.
SWAPS = 300


def box_regions(size: int) -> list:
    height, width = DEFAULT_BOX[size]
    per_row = size // width
    return [(r // height) * per_row + c // width for r in range(size) for c in range(size)]


def neighbours(size: int, cell: int) -> list:
    r, c = divmod(cell, size)
    return [(r + dr) * size + c + dc for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
            if 0 <= r + dr < size and 0 <= c + dc < size]


def flood(size: int, cells: set, start: int) -> set:
    """The cells of ``cells`` reached from ``start`` through neighbours in ``cells``."""
    seen, todo = {start}, [start]
    while todo:
        for other in neighbours(size, todo.pop()):
            if other in cells and other not in seen:
                seen.add(other)
                todo.append(other)
    return seen


def connected(size: int, cells: set) -> bool:
    return not cells or len(flood(size, cells, next(iter(cells)))) == len(cells)


def random_regions(size: int, rng, swaps: int = SWAPS) -> tuple:
    """A region id (0..size-1) per cell (see the module docstring)."""
    ids = box_regions(size)
    members = [set() for _ in range(size)]
    for cell, region in enumerate(ids):
        members[region].add(cell)
    done = tries = 0
    while done < swaps and tries < swaps * 50:
        tries += 1
        a = rng.below(size * size)
        b = rng.choice(neighbours(size, a))
        ra, rb = ids[a], ids[b]
        if ra == rb:
            continue
        # a goes to rb; some cell c of rb beside ra's rest goes to ra (so the sizes stay)
        choices = [c for c in members[rb] if c != b and any(ids[x] == ra and x != a for x in neighbours(size, c))]
        if not choices:
            continue
        c = rng.choice(choices)
        new_a, new_b = (members[ra] - {a}) | {c}, (members[rb] - {c}) | {a}
        if not (connected(size, new_a) and connected(size, new_b)):
            continue
        members[ra], members[rb] = new_a, new_b
        ids[a], ids[c] = rb, ra
        done += 1
    return tuple(ids)
