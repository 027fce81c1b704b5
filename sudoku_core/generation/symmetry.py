"""Where clues may stand: the symmetries a generated puzzle can keep.

A symmetry groups the cells into *orbits* (a cell and its images); a
symmetric puzzle has every orbit either full or empty, so the generator adds
and removes clues an orbit at a time. The names are part of the CLI and the
page: ``none``, ``rot180`` (the newspaper standard), ``rot90``, ``mirror``
(left-right) and ``diagonal`` (the main diagonal).
"""

from __future__ import annotations

from functools import lru_cache

from ..errors import SudokuError


def _images(name: str, n: int, r: int, c: int):
    last = n - 1
    if name == "none":
        return [(r, c)]
    if name == "rot180":
        return [(r, c), (last - r, last - c)]
    if name == "rot90":
        return [(r, c), (c, last - r), (last - r, last - c), (last - c, r)]
    if name == "mirror":
        return [(r, c), (r, last - c)]
    return [(r, c), (c, r)]  # diagonal


#: The symmetry names, in the order a menu lists them.
SYMMETRIES = ("none", "rot180", "rot90", "mirror", "diagonal")


def check_symmetry(name) -> str:
    if name not in SYMMETRIES:
        raise SudokuError("bad_argument", f"Unknown symmetry {name!r:.40}; use one of: {', '.join(SYMMETRIES)}.")
    return name


@lru_cache(maxsize=None)
def orbits(size: int, name: str) -> tuple:
    """The cells grouped into orbits (each a sorted tuple), in cell order."""
    check_symmetry(name)
    seen, result = set(), []
    for cell in range(size * size):
        if cell in seen:
            continue
        orbit = tuple(sorted({r * size + c for r, c in _images(name, size, *divmod(cell, size))}))
        seen.update(orbit)
        result.append(orbit)
    return tuple(result)


def is_symmetric(cells, size: int, name: str) -> bool:
    """True when every orbit of the symmetry is all clues or all empty."""
    return all(len({bool(cells[c]) for c in orbit}) == 1 for orbit in orbits(size, name))
