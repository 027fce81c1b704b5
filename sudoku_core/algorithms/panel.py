"""The data panel's rows (:class:`~.events.Datum`) in English words.

The page says the same rows in its own language from the parts; this is the
English form that :meth:`Player.data` returns (and tests and tools read), and
:func:`rows_text` says them with another language's :class:`Words`.
"""

from __future__ import annotations

from ..geometry import geometry
from ..values import FrozenValue
from .events import Datum

LABELS = {
    "cell": "Cell",
    "digit": "Digit",
    "scans": "Scans",
    "free": "free (digits left to try)",
    "branching_on": "Branching on",
    "candidates": "Its candidates",
    "current_at": "Current step at",
    "line": "Line of the code",
}


def bits(mask: int, size: int) -> str:
    """A bitmask in binary, digit ``size`` on the left."""
    return f"{mask:0{size}b}"


class Words(FrozenValue):
    """How to say the parts of a row: its label (by message id), a cell, a unit (by index), an
    empty list, the join of a list of units, and a digit. :data:`ENGLISH` is the core's; the page
    passes its own language's, and its grid's symbols as ``digit`` (a 16x16 grid shows 10 as "A"
    or as "9", and the panel says it as the grid does)."""

    FIELDS = ("label", "cell", "house", "none", "join", "digit")

    label: object
    cell: object    # (cell, size)
    house: object   # (unit index, size)
    none: str
    join: str
    digit: object = None   # (digit) -> its symbol; None: the number


ENGLISH = Words(
    label=LABELS.__getitem__,
    cell=lambda cell, size: "row {}, column {}".format(*geometry(size).row_col(cell)),
    house=lambda house, size: geometry(size).unit_name(house),
    none="none",
    join=", ",
)


def value_text(datum: Datum, size: int, words: Words = ENGLISH) -> str:
    """The value of a row in words; code-like values (bits, digits) read the same everywhere."""
    kind, value = datum.kind, datum.value
    digit = words.digit or str
    if kind == "cell":
        return words.cell(value, size)
    if kind == "digit":
        return digit(value)
    if kind == "number":
        return str(value)
    if kind == "digits":
        return " ".join(map(digit, value)) or words.none
    if kind == "bits":
        return bits(value, size)
    if kind == "mask":
        digits = " ".join(digit(d) for d in range(1, size + 1) if value >> (d - 1) & 1)
        return f"{bits(value, size)}  = {digits or words.none}"
    if kind == "houses":
        return words.join.join(words.house(h, size) for h in value)
    raise ValueError(f"unknown datum kind {kind!r}")


def rows_text(rows, size: int, words: Words = ENGLISH) -> list:
    """``[(label, value)]`` in words for a list of :class:`Datum` (a variable keeps its spelling)."""
    return [(datum.name if datum.label == "variable" else words.label(datum.label), value_text(datum, size, words))
            for datum in rows]
