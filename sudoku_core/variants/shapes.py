"""Where the houses and the chess-move neighbours of a variant grid lie.

Pure geometry, shared by the model (``Variant.houses()``, ``Variant.peers()``), its validation
and the solver: rows and columns of any side, boxes of any rectangle that tiles the grid, the
extra houses people play (both diagonals, windoku, disjoint groups) and the cells a chess knight
or king reaches. Cells are 0-based, row-major, as everywhere in the core.
"""

from __future__ import annotations

from ..shims import lru_cache


#: The sides a variant grid may have: 4 to 16, and 25.
SIZES = tuple(range(4, 17)) + (25,)

#: The usual box of each side that has one, (rows, columns): wider than tall, as f-puzzles draws them.
DEFAULT_BOX = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3), 10: (2, 5), 12: (3, 4), 14: (2, 7),
               15: (3, 5), 16: (4, 4), 25: (5, 5)}

KNIGHT_STEPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
KING_STEPS = ((1, 1), (1, -1), (-1, 1), (-1, -1), (0, 1), (1, 0), (0, -1), (-1, 0))
ORTHOGONAL_STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))


@lru_cache(maxsize=None)
def rows(size: int) -> tuple:
    return tuple(tuple(r * size + c for c in range(size)) for r in range(size))


@lru_cache(maxsize=None)
def columns(size: int) -> tuple:
    return tuple(tuple(r * size + c for r in range(size)) for c in range(size))


@lru_cache(maxsize=None)
def boxes(size: int, box_shape: tuple) -> tuple:
    """The boxes of ``box_shape`` (rows, columns), left to right, then top to bottom."""
    height, width = box_shape
    return tuple(
        tuple((top + r) * size + left + c for r in range(height) for c in range(width))
        for top in range(0, size, height)
        for left in range(0, size, width)
    )


@lru_cache(maxsize=None)
def regions_houses(size: int, regions: tuple) -> tuple:
    """The cells of each region of a jigsaw layout (a region id 0..size-1 per cell), the regions in
    the order of their first cells (reading order), whatever their ids: the logic takes the first
    of equally easy steps, so a jigsaw's path would otherwise depend on how its regions were
    labelled (f-puzzles and ISS files of the same puzzle label them differently)."""
    return tuple(sorted(region_cells(size, regions), key=_first_cell))


def region_cells(size: int, regions: tuple) -> tuple:
    """The cells of region 0, 1, ... size-1 of a jigsaw layout, by id (a region may be empty)."""
    return tuple(tuple(i for i, r in enumerate(regions) if r == rid) for rid in range(size))


def _first_cell(cells: tuple) -> int:
    return cells[0] if cells else -1


def diagonal(size: int, name: str) -> tuple:
    """``diagonal-`` runs from the top left to the bottom right, ``diagonal+`` from the bottom
    left to the top right (the sign is the slope, as f-puzzles names them)."""
    if name == "diagonal-":
        return tuple(i * size + i for i in range(size))
    return tuple(sorted((size - 1 - i) * size + i for i in range(size)))


def windoku(size: int, box_shape: tuple) -> tuple:
    """The windoku (hyper) houses: boxes of ``box_shape`` set one cell in from the grid's edge
    and one cell apart, never touching the edge, as ISS places them (four on a 9x9 grid, nine on a
    16x16, one on a 6x6 with 2x3 boxes, four on a 12x12 with 3x4)."""
    height, width = box_shape
    tops = range(1, size - height, height + 1)
    lefts = range(1, size - width, width + 1)
    return tuple(
        tuple((top + r) * size + left + c for r in range(height) for c in range(width))
        for top in tops
        for left in lefts
    )


def disjoint(size: int, box_shape: tuple) -> tuple:
    """Disjoint groups: the cells in the same place of every box, one house per place."""
    box_list = boxes(size, box_shape)
    return tuple(tuple(sorted(box[k] for box in box_list)) for k in range(size))


@lru_cache(maxsize=None)
def reach(size: int, steps: tuple) -> tuple:
    """For each cell, the cells one of ``steps`` (row, column) away, in the grid."""
    found = []
    for cell in range(size * size):
        r, c = divmod(cell, size)
        found.append(tuple(sorted((r + dr) * size + c + dc for dr, dc in steps
                                  if 0 <= r + dr < size and 0 <= c + dc < size)))
    return tuple(found)
