"""The standard shapes of a variant grid, computed once for every format.

Every reader and writer agrees on these, so a puzzle read from one format and
written to another keeps its meaning:

* the default box of a side (f-puzzles and ISS agree, and so does
  :data:`..shapes.DEFAULT_BOX`): the most nearly square ``rows x cols`` with
  ``rows <= cols`` that divides the side, e.g. 2x3 for 6, 2x4 for 8, 3x4 for 12;
  sides with no such split (5, 7, 11, 13) have no boxes;
* both diagonals (``diagonal+`` rises from the bottom left, ``diagonal-`` falls
  from the top left, as f-puzzles names them and ISS's ``Diagonal~1`` / ``~-1``);
* windoku windows: boxes of the grid's box shape, one cell in from the edge and
  one cell apart (four in a 9x9);
* disjoint groups: the cells at the same place in every box.

:func:`order_houses` gives listed sets of cells the name of the standard houses
they are, so ``AllDifferent`` of the diagonal, an f-puzzles extra region over a
windoku window, or our ``house:`` line read to the same model.
"""

from __future__ import annotations

from .. import shapes
from ...errors import SudokuError
from ...shims import lru_cache
from ..model import HOUSE_NAMES

#: The order of extra houses in a model (the model's own order of names), so a puzzle reads to
#: one model whatever the format.
HOUSE_ORDER = HOUSE_NAMES


def default_box_shape(size: int):
    """(rows, cols) of the default box of a ``size`` grid, or None when it has none."""
    return shapes.DEFAULT_BOX.get(size)


@lru_cache(maxsize=None)
def box_ids(size: int, shape: tuple) -> tuple:
    """The box number of every cell (boxes numbered left to right, top to bottom)."""
    ids = [0] * (size * size)
    for number, cells in enumerate(shapes.boxes(size, tuple(shape))):
        for cell in cells:
            ids[cell] = number
    return tuple(ids)


@lru_cache(maxsize=None)
def diagonal(size: int, direction: str) -> tuple:
    """The cells of ``diagonal+`` (``/``) or ``diagonal-`` (``\\``)."""
    return tuple(sorted(shapes.diagonal(size, direction)))


def boxed(kind: str, size: int, shape) -> None:
    """Refuse windoku or disjoint groups on a grid without boxes (their houses are made from the
    boxes: a reader that dropped them would solve another puzzle than the one given)."""
    if not shape:
        what = "Windoku windows are" if kind == "windoku" else "Disjoint groups are"
        raise SudokuError("bad_format", f"{what} built from the boxes, and this {size}x{size} grid has none.",
                          details={"constraint": kind, "size": size, "rule": "boxes_needed"})


@lru_cache(maxsize=None)
def windoku(size: int, shape) -> tuple:
    """The windoku windows of a grid with boxes of ``shape`` (none without boxes), sorted."""
    if not shape:
        return ()
    return tuple(sorted(tuple(sorted(cells)) for cells in shapes.windoku(size, tuple(shape))))


@lru_cache(maxsize=None)
def disjoint(size: int, shape) -> tuple:
    """The disjoint groups: for each place in a box, that place in every box."""
    if not shape:
        return ()
    return tuple(sorted(tuple(sorted(cells)) for cells in shapes.disjoint(size, tuple(shape))))


def order_houses(size: int, shape, houses) -> tuple:
    """``(name, cells)`` pairs, named by what they are, sorted, duplicates dropped.

    A house equal to a diagonal is that diagonal; houses are ``windoku`` or ``disjoint`` when
    every window or group of the grid is among them (a lone jigsaw piece that happens to cover
    a window is just a ``house``); any other is a ``house``."""
    present = {tuple(sorted(cells)) for _, cells in houses}
    named = set()
    families = [(name, set(family)) for name, family in (("windoku", windoku(size, shape)),
                                                         ("disjoint", disjoint(size, shape)))]
    for cells in present:
        name = next((d for d in ("diagonal+", "diagonal-") if cells == diagonal(size, d)), "house")
        for family_name, family in families:
            if name == "house" and cells in family and family <= present:
                name = family_name
        named.add((name, cells))
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
