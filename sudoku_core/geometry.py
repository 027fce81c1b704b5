"""The shape of a Sudoku grid: cells, units (rows, columns, boxes) and peers.

Everything here depends only on the box side ``b`` (2 for 4x4, 3 for 9x9, 4 for
16x16, 5 for 25x25), so each geometry is built once and cached.  Cells are
numbered 0..size*size-1 in row-major order; units are numbered rows first,
then columns, then boxes, which is the order the error messages use.
"""

try:
    from operator import itemgetter
except ImportError:  # MicroPython (the page's main thread) has no itemgetter; the search never runs there
    def itemgetter(*indexes):
        return lambda values: tuple(values[i] for i in indexes)

#: Supported grid sides, keyed by side, valued by box side.
BOX_SIDE = {4: 2, 9: 3, 16: 4, 25: 5}

#: Number of cells of each supported size, used to guess the size of pasted text.
SIZE_BY_CELLS = {side * side: side for side in BOX_SIDE}

UNIT_KINDS = ("row", "column", "box")


class Geometry:
    """Precomputed tables for one grid size (see module docstring)."""

    def __init__(self, size: int):
        box = BOX_SIDE[size]
        self.size = size
        self.box = box
        self.ncells = size * size
        #: All digits possible, as a bitmask: bit d-1 stands for digit d.
        self.full = (1 << size) - 1
        rows = [tuple(r * size + c for c in range(size)) for r in range(size)]
        cols = [tuple(r * size + c for r in range(size)) for c in range(size)]
        boxes = [
            tuple(
                (br * box + r) * size + bc * box + c
                for r in range(box)
                for c in range(box)
            )
            for br in range(box)
            for bc in range(box)
        ]
        #: Every unit as a tuple of cells: rows, then columns, then boxes.
        self.units = tuple(rows + cols + boxes)
        #: For each unit, a C-level getter returning its cells' values at once.
        self.unit_getters = tuple(itemgetter(*u) for u in self.units)
        #: For each cell, the indexes of its row, column and box units.
        self.cell_units = tuple(
            (c // size, size + c % size, 2 * size + (c // size // box) * box + (c % size) // box)
            for c in range(self.ncells)
        )
        #: For each cell, the other cells that share a unit with it.
        self.peers = tuple(
            tuple(sorted({p for u in self.cell_units[c] for p in self.units[u]} - {c}))
            for c in range(self.ncells)
        )

    def row_col(self, cell: int) -> tuple[int, int]:
        """1-based (row, column) of a cell, as people count them."""
        return cell // self.size + 1, cell % self.size + 1

    def unit_name(self, unit: int) -> str:
        """'row 3', 'column 5' or 'box 4' (1-based, boxes left to right, top to bottom)."""
        kind, index = divmod(unit, self.size)
        return f"{UNIT_KINDS[kind]} {index + 1}"


_BUILT = {}


def geometry(size: int) -> Geometry:
    """The cached :class:`Geometry` for a grid side (4, 9, 16 or 25)."""
    built = _BUILT.get(size)
    if built is None:
        built = _BUILT[size] = Geometry(size)
    return built
