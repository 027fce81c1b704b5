"""Cell names in the variant formats, both ways, with errors that name the cell.

* f-puzzles and our text: ``R1C1`` .. ``R16C16`` (decimal, any case);
* ISS: one character per coordinate, ``R1C1`` .. ``RgCg`` (1-9 then a-g for 10-16, as
  ISS writes them); 17-25 continue with h-p, our extension for 25x25 grids.
"""

from __future__ import annotations

import re

from ...errors import SudokuError
from ...shims import portable
from ...values import a_size, shown

_DECIMAL = re.compile(portable(r"^[Rr](\d{1,3})[Cc](\d{1,3})$"))
_ISS_DIGITS = "123456789abcdefghijklmnop"


def bad_cell(name: str, size: int, why: str = "") -> SudokuError:
    """The error for a cell name that is malformed or outside a ``size`` x ``size`` grid."""
    return SudokuError(
        "bad_cell",
        f"Cell {name!r:.40} is not a cell of {a_size(size)} grid{why}.",
        details={"cell": str(name)[:40], "size": size},
    )


def cell_index(row: int, col: int, size: int, name: str) -> int:
    """The 0-based row-major index of (row, col), both 1-based; ``bad_cell`` outside the grid."""
    if not (1 <= row <= size and 1 <= col <= size):
        raise bad_cell(name, size)
    return (row - 1) * size + col - 1


def read_decimal(name, size: int) -> int:
    """``R3C12`` (decimal, any case) as a cell index."""
    match = _DECIMAL.match(name.strip()) if isinstance(name, str) else None
    if not match:
        raise bad_cell(name if isinstance(name, str) else shown(name, 40), size, " (cells are written R1C1)")
    return cell_index(int(match.group(1)), int(match.group(2)), size, name)


def write_decimal(cell: int, size: int) -> str:
    """A cell index as ``R3C12``."""
    return f"R{cell // size + 1}C{cell % size + 1}"


def read_iss(name: str, size: int) -> int:
    """An ISS cell id (``R1C1``, ``RaCg``) as a cell index."""
    if len(name) == 4 and name[0] in "Rr" and name[2] in "Cc":
        row = _ISS_DIGITS.find(name[1].lower()) + 1
        col = _ISS_DIGITS.find(name[3].lower()) + 1
        if 1 <= row <= size and 1 <= col <= size:
            return cell_index(row, col, size, name)
    last = _ISS_DIGITS[size - 1] if 1 <= size <= len(_ISS_DIGITS) else "?"
    letters = "" if size < 10 else ", with a for 10" if size == 10 else f", with a-{last} for 10-{size}"
    raise bad_cell(name, size, f" (ISS cells are written R1C1 .. R{last}C{last}{letters})")


def write_iss(cell: int, size: int) -> str:
    """A cell index as an ISS cell id."""
    return f"R{_ISS_DIGITS[cell // size]}C{_ISS_DIGITS[cell % size]}"
