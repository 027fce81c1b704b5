"""The standard shapes of a variant grid, computed once for every format.

Every reader and writer agrees on these, so a puzzle read from one format and
written to another keeps its meaning:

* the default box of a side (f-puzzles and ISS agree): the most nearly square
  ``rows x cols`` with ``rows <= cols`` that divides the side, e.g. 2x3 for 6,
  2x4 for 8, 3x4 for 12; sides with no such split (5, 7, 11, 13) have no boxes;
* both diagonals (``diagonal+`` rises from the bottom left, ``diagonal-`` falls
  from the top left, as f-puzzles names them and ISS's ``Diagonal~1`` / ``~-1``);
* windoku windows: boxes of the grid's box shape, one cell in from the edge and
  one cell apart (four in a 9x9);
* disjoint groups: the cells at the same place in every box.

:func:`name_house` gives a listed set of cells the name of the standard house
it equals, so ``AllDifferent`` of the diagonal, an f-puzzles extra region over a
windoku window, or our ``house:`` line read to the same model.
"""

from __future__ import annotations

from functools import lru_cache
from math import isqrt

#: The order of extra houses in a model, so a puzzle reads to one model whatever the format.
HOUSE_ORDER = ("diagonal+", "diagonal-", "windoku", "disjoint", "house")


def default_box_shape(size: int):
    """(rows, cols) of the default box of a ``size`` grid, or None when it has none."""
    for rows in range(isqrt(size), 1, -1):
        if size % rows == 0:
            return (rows, size // rows)
    return None


@lru_cache(maxsize=None)
def box_ids(size: int, shape: tuple) -> tuple:
    """The box number of every cell (boxes numbered left to right, top to bottom)."""
    rows, cols = shape
    across = size // cols
    return tuple((cell // size // rows) * across + (cell % size) // cols for cell in range(size * size))


@lru_cache(maxsize=None)
def diagonal(size: int, direction: str) -> tuple:
    """The cells of ``diagonal+`` (``/``) or ``diagonal-`` (``\\``)."""
    if direction == "diagonal-":
        return tuple(r * size + r for r in range(size))
    return tuple(sorted(r * size + size - 1 - r for r in range(size)))


@lru_cache(maxsize=None)
def windoku(size: int, shape) -> tuple:
    """The windoku windows of a grid with boxes of ``shape`` (none without boxes)."""
    if not shape:
        return ()
    rows, cols = shape
    found = []
    for top in range(1, size - rows, rows + 1):
        for left in range(1, size - cols, cols + 1):
            found.append(tuple(sorted((top + r) * size + left + c for r in range(rows) for c in range(cols))))
    return tuple(sorted(found))


@lru_cache(maxsize=None)
def disjoint(size: int, shape) -> tuple:
    """The disjoint groups: for each place in a box, that place in every box."""
    if not shape:
        return ()
    rows, cols = shape
    groups = {}
    for cell in range(size * size):
        place = (cell // size % rows, cell % size % cols)
        groups.setdefault(place, []).append(cell)
    return tuple(sorted(tuple(g) for g in groups.values()))


def name_house(size: int, shape, cells: tuple) -> str:
    """The name of the standard house ``cells`` (sorted) equals, else ``house``."""
    for direction in ("diagonal+", "diagonal-"):
        if cells == diagonal(size, direction):
            return direction
    if cells in windoku(size, shape):
        return "windoku"
    if cells in disjoint(size, shape):
        return "disjoint"
    return "house"


def order_houses(size: int, shape, houses) -> tuple:
    """``(name, cells)`` pairs named by :func:`name_house`, sorted, duplicates dropped."""
    named = {(name_house(size, shape, tuple(sorted(cells))), tuple(sorted(cells))) for _, cells in houses}
    return tuple(sorted(named, key=lambda h: (HOUSE_ORDER.index(h[0]), h[1])))


def split_houses(size: int, shape, houses) -> dict:
    """What a writer says about a model's extra houses: ``diagonal+``, ``diagonal-``,
    ``windoku`` and ``disjoint`` (True when every house of that family is there) and
    ``other`` (every house not said by those flags, e.g. a lone windoku window)."""
    present = {cells for _, cells in houses}
    said = {}
    flags = {}
    for name in ("diagonal+", "diagonal-"):
        flags[name] = diagonal(size, name) in present
        if flags[name]:
            said[diagonal(size, name)] = name
    for name, family in (("windoku", windoku(size, shape)), ("disjoint", disjoint(size, shape))):
        flags[name] = bool(family) and all(cells in present for cells in family)
        if flags[name]:
            said.update((cells, name) for cells in family)
    flags["other"] = tuple(cells for _, cells in houses if cells not in said)
    return flags
