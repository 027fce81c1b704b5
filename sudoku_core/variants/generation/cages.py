"""A killer's cages over a full grid: grown at random, split until the solution is unique, then
merged toward a harder puzzle.

1. **Grow**: cells in random order; each cell no cage holds starts one, which takes random
   neighbours (side by side, no cage yet, a digit the cage lacks) up to a random size of 2 to
   :data:`MAX_START`. A cell left alone joins a neighbouring cage that lacks its digit, when one
   does.
2. **Split until unique**: while the variant solver finds two solutions, a cell where they differ
   is taken and its cage split in two connected parts (a cage of one cell is a given: it cannot
   differ), so each split removes that pair of solutions.
3. **Absorb single cells**: a cage of one cell is a given in all but name, so each joins a
   neighbouring cage that lacks its digit while the solution stays unique (most do).
4. **Merge**: for a harder puzzle, two cages side by side whose digits do not repeat (and that
   make at most :data:`MAX_CAGE` cells) become one while the solution stays unique.

Every cage keeps its sum; the puzzle has no givens.
"""

from __future__ import annotations

from ..model import Cage, make_variant
from ..solver import count_variant
from .regions import connected, flood, neighbours

MAX_START = 4   # the largest cage grown at first
MAX_CAGE = 6    # the largest cage a merge makes


def grow(solution: list, size: int, rng) -> list:
    """Cages (lists of cells) tiling the grid (see the module docstring, 1)."""
    owner = [-1] * (size * size)
    cages = []
    order = list(range(size * size))
    rng.shuffle(order)
    for start in order:
        if owner[start] >= 0:
            continue
        cage, digits = [start], {solution[start]}
        owner[start] = len(cages)
        want = 2 + rng.below(MAX_START - 1)
        while len(cage) < want:
            free = sorted({x for c in cage for x in neighbours(size, c) if owner[x] < 0 and solution[x] not in digits})
            if not free:
                break
            pick = rng.choice(free)
            cage.append(pick)
            digits.add(solution[pick])
            owner[pick] = len(cages)
        cages.append(cage)
    for k, cage in enumerate(cages):   # a lone cell joins a neighbouring cage that lacks its digit
        if len(cage) != 1:
            continue
        cell = cage[0]
        near = sorted({owner[x] for x in neighbours(size, cell) if owner[x] != k and len(cages[owner[x]]) < MAX_CAGE
                       and solution[cell] not in {solution[c] for c in cages[owner[x]]}})
        if near:
            target = rng.choice(near)
            cages[target].append(cell)
            owner[cell] = target
            cage.clear()
    return [sorted(c) for c in cages if c]


def killer_of(cages, solution: list, size: int):
    """The killer variant with these cages (each with its sum), no givens."""
    return make_variant(size=size, cages=[Cage(tuple(c), sum(solution[x] for x in c)) for c in cages])


def split(cage: list, cell: int, size: int) -> tuple:
    """Two connected parts of ``cage``, ``cell`` in the first (about half the cage)."""
    part, todo = {cell}, [cell]
    members = set(cage)
    while todo and len(part) < len(cage) // 2:
        for x in neighbours(size, todo.pop(0)):
            if x in members and x not in part and len(part) < len(cage) // 2:
                part.add(x)
                todo.append(x)
    rest = members - part
    if not connected(size, rest):
        part, rest = {cell}, members - {cell}
        if not connected(size, rest):   # the cell holds the cage together: its neighbours' pieces apart
            return [cell], sorted(rest)
    return sorted(part), sorted(rest)


def cut(cage: list, cell: int, size: int) -> list:
    """:func:`split`, every part connected (a part in pieces becomes its pieces)."""
    first, second = split(cage, cell, size)
    return [first] + _pieces(size, set(second))


def split_until_unique(cages: list, solution: list, size: int, rng, others: list | None = None) -> list:
    """Cages whose killer has exactly one solution (see the module docstring, 2); each second
    solution met joins ``others`` (see :func:`unique`)."""
    cages = [list(c) for c in cages]
    while True:
        counted = count_variant(killer_of(cages, solution, size), cap=2)
        if counted.count == 1:
            return cages
        other = next(s.givens for s in counted.solutions if list(s.givens) != solution)
        if others is not None:
            others.append(tuple(other))
        differ = [c for c in range(size * size) if other[c] != solution[c]]
        cell = rng.choice(differ)
        k = next(i for i, c in enumerate(cages) if cell in c)
        cages[k:k + 1] = cut(cages[k], cell, size)


def _pieces(size: int, cells: set) -> list:
    """``cells`` as their connected pieces."""
    out = []
    cells = set(cells)
    while cells:
        piece = flood(size, cells, min(cells))
        out.append(sorted(piece))
        cells -= piece
    return out


def absorb_singles(cages: list, solution: list, size: int, rng, others: list | None = None) -> list:
    """Each one-cell cage joined to a neighbouring cage that lacks its digit (at most
    :data:`MAX_CAGE` cells), the first whose killer keeps one solution (see the module docstring, 3;
    ``others``: see :func:`unique`)."""
    cages = [list(c) for c in cages]
    singles = [c[0] for c in cages if len(c) == 1]
    rng.shuffle(singles)
    for cell in singles:
        owner = {c: k for k, cage in enumerate(cages) for c in cage}
        k = owner[cell]
        if len(cages[k]) != 1:
            continue
        near = sorted({owner[x] for x in neighbours(size, cell) if owner[x] != k and len(cages[owner[x]]) < MAX_CAGE
                       and solution[cell] not in {solution[c] for c in cages[owner[x]]}})
        rng.shuffle(near)
        for j in near:
            merged = [c for i, c in enumerate(cages) if i not in (j, k)] + [sorted(cages[j] + [cell])]
            if unique(merged, solution, size, others):
                cages = merged
                break
    return cages


def merge(cages: list, solution: list, size: int, rng, merges: int, others: list | None = None) -> list:
    """Up to ``merges`` merges of two cages side by side that keep the solution unique (see the
    module docstring, 4; ``others``: see :func:`unique`)."""
    cages = [list(c) for c in cages]
    tried = set()
    done = 0
    while done < merges:
        owner = {c: k for k, cage in enumerate(cages) for c in cage}
        pairs = sorted({(min(owner[a], owner[b]), max(owner[a], owner[b])) for a in owner for b in neighbours(size, a)
                        if owner[a] != owner[b]})
        pairs = [(i, j) for i, j in pairs if len(cages[i]) + len(cages[j]) <= MAX_CAGE
                 and not {solution[c] for c in cages[i]} & {solution[c] for c in cages[j]}
                 and (tuple(cages[i]), tuple(cages[j])) not in tried]
        if not pairs:
            return cages
        i, j = rng.choice(pairs)
        tried.add((tuple(cages[i]), tuple(cages[j])))
        merged = [c for k, c in enumerate(cages) if k not in (i, j)] + [sorted(cages[i] + cages[j])]
        if unique(merged, solution, size, others):
            cages = merged
            done += 1
    return cages


def unique(cages: list, solution: list, size: int, others: list | None = None) -> bool:
    """Whether the killer of ``cages`` has no solution but ``solution``. ``others``: grids known to
    keep every rule but the cages (second solutions of earlier layouts of the same full grid,
    gathered as they are met): one whose digits make every cage's sum with no digit twice is a
    second solution, found without a search. A generator's merges and absorptions fail most
    often to such a grid (about half of them); the answer is the search's either way."""
    if others:
        totals = [sum(solution[c] for c in cage) for cage in cages]
        for other in others:
            if all(len({other[c] for c in cage}) == len(cage) and sum(other[c] for c in cage) == total
                   for cage, total in zip(cages, totals)):
                return False
    counted = count_variant(killer_of(cages, solution, size), cap=2)
    if counted.count == 1:
        return True
    if others is not None:
        others.append(next(tuple(s.givens) for s in counted.solutions if list(s.givens) != list(solution)))
    return False
