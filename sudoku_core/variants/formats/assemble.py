"""From what a reader found to one :class:`~sudoku_core.variants.model.Variant`.

Every reader hands its findings to :func:`build_variant`, which puts them in one
canonical order (cages by their cells, even/odd marks by cell, extra houses named
and ordered by :mod:`.houses`) before :func:`~sudoku_core.variants.model.make_variant`
validates them. So the same puzzle read from f-puzzles, ISS or our text is the
same model, and round trips compare models with ``==``.
"""

from __future__ import annotations

from ...errors import SudokuError
from ...formats.plain_text import plain_text
from ..model import Cage, make_variant
from ..shapes import SIZES
from .houses import box_ids, default_box_shape, order_houses
from ...values import a_size



def check_side(size, where: str) -> int:
    """``size`` as a supported side, or ``bad_size`` naming where it came from."""
    if type(size) is not int or size not in SIZES:
        raise SudokuError(
            "bad_size",
            f"{where}: a variant grid is 4x4 to 16x16 or 25x25, not {str(size)[:20]}.",
            details={"size": str(size)[:20], "rule": "variant_side", "format": where},
        )
    return size


def unknown(constraint: str, where: str, cells=()) -> SudokuError:
    """The error for a constraint this solver does not know (yet), naming it."""
    return SudokuError(
        "unknown_constraint",
        f"{where}: the constraint {constraint!r:.60} is not supported (supported: givens, killer cages, "
        "jigsaw regions, diagonals, windoku, disjoint groups, extra houses, anti-knight, anti-king, "
        "even/odd cells, non-consecutive, thermometers, kropki dots, XV, little killers, arrows and "
        "sandwiches).",
        cells=cells,
        details={"constraint": str(constraint)[:60], "format": where},
    )


def build_variant(size: int, givens, *, boxes="default", regions=None, houses=(), differ=(),
                  cages=(), parity=(), non_consecutive=False, name="", thermos=(), dots=(), strict=(),
                  little_killers=(), arrows=(), sandwiches=()):
    """The validated model. ``boxes``: ``"default"`` (the side's default box, none for
    5, 7, 11, 13), a (rows, cols) shape, or None (explicitly no boxes); ``regions``
    (a region id per cell, any hashable ids, renumbered in the order of the ids: a drawing
    shared with its region numbers opens with them) replaces
    boxes; ``houses``: (name, cells) pairs (names are recomputed); ``cages``: (cells,
    total or None) pairs; ``parity``: (cell, "even" | "odd") pairs; ``thermos``: cells from
    the bulb; ``dots``: (kind, cell, cell) triples; ``strict``: strict rule words;
    ``little_killers``: (total, cells) pairs; ``arrows``: (bulb cells, shaft cells) pairs;
    ``sandwiches``: (total, a row's or column's cells) pairs."""
    shape = default_box_shape(size) if boxes == "default" else boxes
    region_ids = None
    if regions is not None:
        regions = tuple(regions)
        if len(set(regions)) > size:   # (before renumbering: the error names the id as written)
            seen = {}
            for cell, rid in enumerate(regions):
                seen.setdefault(rid, cell)
            cell = sorted(seen.values())[size]
            raise SudokuError("bad_region", f"The layout has {len(seen)} regions; {a_size(size)} grid has {size} "
                              f"(the {size + 1}th, {str(regions[cell])[:20]!r}, starts at row {cell // size + 1}, "
                              f"column {cell % size + 1}).", cells=(cell,),
                              details={"found": len(seen), "expected": size, "region": str(regions[cell])[:20]})
        numbering = {r: i for i, r in enumerate(sorted(set(regions)))}
        region_ids = tuple(numbering[r] for r in regions)
        shape = _boxes_of(size, region_ids)
        if shape:
            region_ids = None  # regions that are just boxes: a grid with boxes
    no_boxes = shape is None and region_ids is None  # also said of sides without boxes (7x7), as the model asks
    house_shape = shape or default_box_shape(size)  # windoku and disjoint groups follow the side's boxes
    return make_variant(
        size=size,
        givens=tuple(givens),
        box_shape=shape if region_ids is None else None,
        regions=region_ids,
        no_boxes=no_boxes,
        extra_houses=order_houses(size, house_shape, houses),
        differ=frozenset(differ),
        cages=tuple(Cage(tuple(cells), total) for cells, total in cages),  # (put in order by the model)
        parity=_parity(parity, size),
        non_consecutive=bool(non_consecutive),
        name=title(name),
        thermos=tuple(tuple(cells) for cells in thermos),   # (put in order by the model)
        dots=tuple(dots),
        strict=tuple(strict),
        little_killers=tuple((total, tuple(cells)) for total, cells in little_killers),
        arrows=tuple((tuple(bulb), tuple(shaft)) for bulb, shaft in arrows),
        sandwiches=tuple((total, tuple(cells)) for total, cells in sandwiches),
    )


def title(name) -> str:
    """A puzzle's title as every format can carry it: one line, its spaces single, look-alike and
    invisible characters read as plain text (as the readers read the text around it). An f-puzzles
    title "A  B" or "A\\nB" read back from our text form as "A B", one with a zero-width space or an
    ideographic space came back from f-puzzles JSON without it: not the model written."""
    return " ".join(plain_text(name).split()) if name else ""


def _parity(marks, size: int) -> tuple:
    """(cell, kind) pairs sorted by cell; a cell marked both even and odd is an error."""
    found = {}
    for cell, kind in marks:
        if found.setdefault(cell, kind) != kind:
            raise SudokuError("bad_format", f"Cell r{cell // size + 1}c{cell % size + 1} is marked both even and odd.",
                              cells=(cell,), details={"rule": "parity", "cell": cell, "size": size})
    return tuple(sorted(found.items()))


def _boxes_of(size: int, region_ids: tuple):
    """The box shape whose boxes the regions are (whatever their numbering), or None."""
    for rows in range(1, size + 1):
        if size % rows == 0 and 1 < rows < size:
            shape = (rows, size // rows)
            if _same_partition(box_ids(size, shape), region_ids):
                return shape
    return None


def _same_partition(a: tuple, b: tuple) -> bool:
    """Whether two id-per-cell layouts cut the grid into the same pieces, whatever the ids."""
    pairs = set(zip(a, b))
    return len(pairs) == len(set(a)) == len(set(b))
