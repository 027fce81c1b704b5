"""The data panel's rows (:class:`~.events.Datum`) in English words.

The page says the same rows in its own language from the parts; this is the
English form that :meth:`Player.data` returns (and tests and tools read).
"""

from __future__ import annotations

from ..geometry import geometry
from .events import Datum

LABELS = {
    "cell": "Cell",
    "digit": "Digit",
    "scans": "Scans",
    "free": "free (digits left to try)",
    "branching_on": "Branching on",
    "candidates": "Its candidates",
    "current_at": "Current step at",
}


def bits(mask: int, size: int) -> str:
    """A bitmask in binary, digit ``size`` on the left."""
    return format(mask, f"0{size}b")


def mask_digits(mask: int, size: int) -> tuple:
    return tuple(d for d in range(1, size + 1) if mask >> (d - 1) & 1)


def value_text(datum: Datum, size: int) -> str:
    kind, value = datum.kind, datum.value
    geo = geometry(size)
    if kind == "cell":
        return "row {}, column {}".format(*geo.row_col(value))
    if kind == "digit":
        return str(value)
    if kind == "digits":
        return " ".join(map(str, value)) or "none"
    if kind == "bits":
        return bits(value, size)
    if kind == "mask":
        return f"{bits(value, size)}  = {' '.join(map(str, mask_digits(value, size))) or 'none'}"
    if kind == "houses":
        return ", ".join(geo.unit_name(h) for h in value)
    raise ValueError(f"unknown datum kind {kind!r}")


def english(rows, size: int) -> list:
    """``[(label, value)]`` in English for a list of :class:`Datum`."""
    return [(datum.name if datum.label == "variable" else LABELS[datum.label], value_text(datum, size))
            for datum in rows]
