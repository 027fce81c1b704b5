"""The :class:`Puzzle` value: a grid of digits, 0 meaning empty.

A puzzle remembers the alphabet it was written in (``symbols``), so an answer
can be printed the way the question was asked (hexadoku ``0-F`` stays ``0-F``).
Only the alphabets :func:`~sudoku_core.parse` reads are accepted (see
:data:`ALPHABETS`): whatever a puzzle prints must read back as the same puzzle.

``Puzzle(cells)`` takes any iterable of cell values but reads at most one
value more than the grid holds, so an endless iterator is an error, not a
machine out of memory.
"""

from itertools import islice

from .errors import SudokuError
from .values import a_size, FrozenValue, counted, is_ascii
from .geometry import BOX_SIDE, geometry

LETTERS = "ABCDEFGHIJKLMNOP"

#: The usual alphabet for each size: 1-9, then letters (16x16: 1-9A-G, 25x25: 1-9A-P).
DEFAULT_SYMBOLS = {size: ("123456789" + LETTERS)[:size] for size in BOX_SIDE}

#: Hexadoku's alphabet for 16x16 grids: the digits 0-9 then A-F stand for 1..16.
HEX_SYMBOLS = "0123456789ABCDEF"

#: The alphabets a grid may be written in, by size: the ones ``parse()`` reads
#: back (letters in either case are accepted, and kept upper-case).
ALPHABETS = {size: (symbols, HEX_SYMBOLS) if size == 16 else (symbols,) for size, symbols in DEFAULT_SYMBOLS.items()}


def _alphabet(symbols, size: int) -> str:
    """``symbols`` as one of :data:`ALPHABETS` for ``size`` ('' means the default), or a ``bad_argument``."""
    if not isinstance(symbols, str):
        raise SudokuError("bad_argument", f"symbols must be text, got {type(symbols).__name__}.")
    if not symbols:
        return DEFAULT_SYMBOLS[size]
    if is_ascii(symbols) and symbols.upper() in ALPHABETS[size]:
        return symbols.upper()
    allowed = " or ".join(repr(a) for a in ALPHABETS[size])
    raise SudokuError(
        "bad_argument",
        f"{a_size(size, True)} grid is written with the symbols {allowed}, got {symbols!r:.40}: "
        "other alphabets would not read back.",
        details={"symbols": symbols[:40], "allowed": list(ALPHABETS[size])},
    )


def _read_cells(cells, size: int) -> tuple:
    """The cell values as a tuple, reading an iterable no further than one past the grid."""
    if isinstance(cells, (str, bytes)):
        raise SudokuError("bad_argument", "Puzzle() takes cell values (0 to size); use parse() to read text.")
    if isinstance(cells, (tuple, list)):
        return tuple(cells)
    try:
        iterator = iter(cells)
    except TypeError:
        raise SudokuError("bad_argument", f"Puzzle() takes a sequence of cell values, got {type(cells).__name__}.") from None
    read = tuple(islice(iterator, size * size + 1))
    if len(read) > size * size:
        raise SudokuError(
            "wrong_cell_count",
            f"Found more than {size * size} cells; {a_size(size)} puzzle has {size * size}.",
            details={"found": len(read), "expected": size * size, "more": True},   # (found: as far as it read)
        )
    return read


def _check_size(size) -> None:
    if type(size) is not int:
        raise SudokuError("bad_argument", f"The grid size must be a whole number (4, 9, 16 or 25), got {size!r:.40}.")
    if size not in BOX_SIDE:
        raise SudokuError("bad_size", f"Grid size {size} is not supported; use 4, 9, 16 or 25.")


class Puzzle(FrozenValue):
    """A square Sudoku grid: ``cells`` in row-major order, 0 for empty, 1..size."""

    FIELDS = ("cells", "size", "symbols")

    def __init__(self, cells, size: int = 9, symbols: str = ""):
        _check_size(size)
        cells = _read_cells(cells, size)
        self.freeze(cells=cells, size=size, symbols=_alphabet(symbols, size))
        if len(cells) != self.size * self.size:
            raise SudokuError(
                "wrong_cell_count",
                f"Found {counted(len(cells), 'cell')}; {a_size(self.size)} puzzle has {self.size * self.size}.",
                details={"found": len(cells), "expected": self.size * self.size},
            )
        if set(map(type, cells)) <= {int} and min(cells) >= 0 and max(cells) <= self.size:
            return  # the common case, checked in C
        for index, value in enumerate(cells):
            if type(value) is not int:
                raise SudokuError("bad_argument", f"Cell {index} holds a {type(value).__name__}; cell values are whole numbers "
                                  f"from 0 (empty) to {self.size}.", cells=(index,))
            if not 0 <= value <= self.size:
                row, col = geometry(self.size).row_col(index)
                shown = str(value) if abs(value) < 10 ** 12 else "a huge number"
                raise SudokuError(
                    "unknown_symbol",
                    f"Row {row}, column {col} holds {shown}; expected 0 (empty) to {self.size}.",
                    cells=(index,),
                    details={"char": shown, "row": row, "column": col, "min": 0, "max": self.size},
                )

    @classmethod
    def empty(cls, size: int = 9) -> "Puzzle":
        """An empty grid of the given side."""
        _check_size(size)
        return cls((0,) * (size * size), size)

    @property
    def box(self) -> int:
        """Side of a box: 3 for a 9x9 grid."""
        return BOX_SIDE[self.size]

    @property
    def givens(self) -> int:
        """How many cells are filled."""
        return sum(1 for v in self.cells if v)

    def symbol(self, value: int, empty: str = ".") -> str:
        """The character that stands for a value in this puzzle's alphabet."""
        if type(value) is not int or not 0 <= value <= self.size:
            raise SudokuError("bad_argument", f"A cell value is 0 (empty) to {self.size}, got {value!r:.20}.")
        return self.symbols[value - 1] if value else empty

    def with_cells(self, cells) -> "Puzzle":
        """The same size and alphabet with other cell values (e.g. a solution)."""
        return Puzzle(tuple(cells), self.size, self.symbols)

    def __str__(self) -> str:
        return "".join(self.symbols[v - 1] if v else "." for v in self.cells)
