"""Jigsaw layouts: one region id per cell, optionally after the givens.

* 81 characters (or 16, 36, ... ``size*size`` for other sides): a region id
  per cell in reading order, any characters (``000111222...``, ``AAABBB...``),
  each used ``size`` times; the regions replace the boxes;
* ``2*size*size`` characters: the givens (as a classic one-line puzzle: digits,
  ``.`` or ``0`` empty) and then the layout, as jigsaw collections list them. On
  grids wider than 9, givens written with letters only are ISS's: ``A`` is 1; on 16x16,
  givens with ``0`` and another empty mark are a hexadoku's ``0-F``, as for classic puzzles.

:func:`is_layout` says whether a text has a layout's shape (``size`` ids each
used ``size`` times); a filled classic grid has that shape too, so callers try
the classic reading first (see :mod:`.detect`).
"""

from __future__ import annotations

from ...checks import require_text
from ...errors import SudokuError
from ..model import require_variant
from ...shims import isqrt
from .assemble import build_variant
from .houses import box_ids
from ...formats.puzzle_text import grid_symbols
from .variant_text import DIGIT_SYMBOLS, EMPTY_MARKS

_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXY"


def layout_size(text: str):
    """The side of a layout (``size*size`` characters, ``size`` ids used ``size`` times each), or None."""
    size = isqrt(len(text))
    if size < 4 or size * size != len(text):
        return None
    if len(set(text)) != size:  # the quick test first: most texts are no layout
        return None
    if any(text.count(ch) != size for ch in set(text)):
        return None
    return size


def is_layout(text: str) -> bool:
    return layout_size(text) is not None


def letters_layout(text: str):
    """The side of ``text`` when it is ``size*size`` letters on a grid of at most 9x9, where no
    classic puzzle has a letter, that reads as a layout gone wrong: about ``size`` ids (two more or
    fewer), none used more than twice ``size`` times. Its wrong regions are then said as such by
    :func:`read_layout` (they were said to be a bad digit); a line of words (a title) or of one
    letter for every empty cell (``xxx...``) is no layout, and keeps the classic reader's word."""
    size = isqrt(len(text))
    if not (4 <= size <= 9 and size * size == len(text)) or not all(ch in _LETTERS or ch in _LETTERS.lower() for ch in text):
        return None
    ids = set(text)
    return size if abs(len(ids) - size) <= 2 and max(text.count(ch) for ch in ids) <= 2 * size else None


def connected_layout(text: str) -> bool:
    """Whether ``text`` is a layout whose every region is one orthogonally connected piece."""
    size = layout_size(text)
    if size is None:
        return False
    seen, walked = set(), set()
    for start in range(len(text)):
        if start in seen:
            continue
        if text[start] in walked:
            return False  # a second piece of a region already walked
        walked.add(text[start])
        stack = [start]
        seen.add(start)
        while stack:
            cell = stack.pop()
            r, c = divmod(cell, size)
            for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                near = nr * size + nc
                if 0 <= nr < size and 0 <= nc < size and near not in seen and text[near] == text[start]:
                    seen.add(near)
                    stack.append(near)
    return True


def is_givens_and_layout(text: str) -> bool:
    """Whether ``text`` is ``size*size`` givens followed by a ``size*size`` layout."""
    half = len(text) // 2
    size = layout_size(text[half:]) if len(text) % 2 == 0 else None
    return size is not None and _givens(text[:half], size, False) is not None


def read_layout(text: str):
    """The model of a bare layout or of givens followed by a layout (no spaces inside)."""
    require_text(text, "read_layout")
    size = layout_size(text) or letters_layout(text)   # (letters with regions of the wrong sizes: said which)
    if size:
        return build_variant(size, (0,) * (size * size), regions=text)
    half = len(text) // 2
    size = layout_size(text[half:]) if len(text) % 2 == 0 else None
    if size is None:
        raise SudokuError("bad_region", "A jigsaw layout has one region id per cell, each id used as many times "
                          "as the grid is wide.", details={"length": len(text)})
    return build_variant(size, _givens(text[:half], size, True), regions=text[half:])


def _givens(text: str, size: int, strict: bool):
    symbols = grid_symbols(size, text)   # 1-9 then letters, or a hexadoku's 0-F ("0" a digit)
    if size > 9 and not any(ch in "123456789" for ch in text):
        symbols = _LETTERS[:size]  # ISS writes the digits of large grids as letters, A for 1
    givens = []
    for index, ch in enumerate(text):
        if ch.upper() in symbols:
            givens.append(symbols.index(ch.upper()) + 1)
        elif ch in EMPTY_MARKS:
            givens.append(0)
        elif strict:
            raise SudokuError("unknown_symbol", f"Row {index // size + 1}, column {index % size + 1} holds {ch!r}.",
                              cells=(index,),
                              details={"char": ch, "row": index // size + 1, "column": index % size + 1})
        else:
            return None
    return givens


def write_layout(variant) -> str:
    """The givens and the layout (``2*size*size`` characters) of a jigsaw model; givens of
    grids wider than 9 are written with letters (``A`` for 1), as ISS writes them.

    A model with boxes is written with its boxes as the layout; extra rules
    (cages, diagonals...) have no place in this format and raise ``bad_format``."""
    require_variant(variant)
    size = variant.size
    if variant.regions is not None:
        regions = variant.regions
    elif variant.box_shape is not None:
        regions = box_ids(size, tuple(variant.box_shape))
    else:
        raise SudokuError("bad_format", "A jigsaw layout needs regions or boxes.", details={"rule": "layout_no_regions"})
    if set(variant.kinds()) - {"jigsaw", "no-boxes"}:   # (every other kind is a rule the layout cannot hold)
        raise SudokuError("bad_format", "A jigsaw layout holds the givens and the regions only; this puzzle has "
                          f"more rules ({', '.join(variant.kinds())}).", details={"kinds": list(variant.kinds()), "rule": "layout_more_rules"})
    symbols = _LETTERS if size > 9 else DIGIT_SYMBOLS  # as ISS writes large grids, so the reading is not in doubt
    givens = "".join(symbols[v - 1] if v else "." for v in variant.givens)
    return givens + "".join(DIGIT_SYMBOLS[r] for r in regions)
