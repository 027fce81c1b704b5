"""Every rule a variant must keep before it is solved, each broken one explained.

:func:`validate` reads a :class:`~.model.Variant` (by its fields, without importing the model)
and raises :class:`~sudoku_core.SudokuError` with a specific code, the cells concerned and
``details`` a user interface can translate: ``bad_size``, ``wrong_cell_count``, ``bad_cell``,
``bad_region``, ``overlapping_cages``, ``cage_too_large``, ``impossible_cage`` (``min`` and
``max``), ``unknown_constraint``, ``duplicate`` (a digit twice in a house or cage) and
``rule_broken`` (givens against anti-knight, anti-king, even, odd, non-consecutive, a cage's
sum or a thermometer; ``details["rule"]`` names it), ``bad_thermo`` (a thermometer of fewer
than two cells, with a cell twice, longer than the digits can rise, or with two cells one after
the other that do not touch; ``details["reason"]``: short, repeat, long, apart), ``bad_dot`` (a
dot of an unknown kind, between cells that are not side by side, or the same dot twice;
``details["reason"]``: kind, apart, repeat, impossible: dots on one pair no two digits keep, an X
and a V, or an X on a 4x4; a strict rule not known is ``unknown_constraint``),
``bad_little_killer`` (cells that are not a whole diagonal of two cells or more, or a total they
cannot add up to, or a second total on one diagonal; ``details["reason"]``: line, sum, twice),
``bad_arrow`` (an arrow without a bulb or a shaft, a cell twice, a shaft whose cells do not follow
one another from the bulb, a pill that is not two or three cells in reading order or on a grid above
9, or a shaft that can never add up to what its bulb can read; ``details["reason"]``: short,
repeat, apart, pill, sum), ``bad_sandwich`` (cells that are not one whole row or column, a total
no digits between the crusts can make, a second total on one line, or a grid above 16x16;
``details["reason"]``: line, sum, twice, size). ``bad_region``'s ``details["reason"]``: count,
number, size, not_connected, house_size, not_its_cells, box_shape; ``bad_cell`` names the
``shape`` listing the cell. Each of these gives the grid's side (``details["size"]``) and the
numbers its sentence says, so a page says it in any language (``web/sudoku_web/i18n.py``).
"""

from __future__ import annotations

from ..errors import SudokuError
from ..values import a_size, counted, huge, shown
from . import shapes
from .cage_sums import sum_range
from .dots import DOT_KINDS, STRICT_RULES, holds, pair_kinds, possible, touching
from .arrows import PILL_MAX, reads, value_range, bounds as arrow_bounds
from .little_killers import line_of
from .sandwiches import MAX_SIZE as SANDWICH_MAX_SIZE, filled_sum, house_of, line_of as sandwich_line, most, reachable


def where(cell: int, size: int) -> str:
    """'row 2, column 5' (1-based), as messages name a cell."""
    row, col = divmod(cell, size)
    return f"row {row + 1}, column {col + 1}"


#: How many ``with drafts()`` blocks are open (a draft is read while above 0).
_DRAFTS = [0]


class drafts:
    """``with drafts(): ...``: variants made meanwhile are checked as drafts, unfinished work
    that can be drawn but not yet solved: givens may break the rules (a digit twice in a house, a
    cage over its sum...) and regions may have the wrong size or be in pieces; everything a
    drawing needs (the size, cells inside the grid, cages that do not overlap...) is still
    checked. The page opens its own Share links so, as it opens a classic puzzle with a digit
    twice in a row: the conflicts are drawn, nothing shared is lost."""

    def __enter__(self):
        _DRAFTS[0] += 1
        return self

    def __exit__(self, *exc):
        _DRAFTS[0] -= 1
        return False


def validate(variant, check_connected: bool = True) -> None:
    """Raise the first broken rule of ``variant`` (see the module docstring), or return."""
    size = variant.size
    if type(size) is not int or size not in shapes.SIZES:
        raise SudokuError("bad_size", f"A variant grid is 4x4 to 16x16 or 25x25, got size {size!r:.20}.",
                          details={"size": str(size)[:20]})
    _check_givens(variant.givens, size)
    _check_layout(variant, check_connected)
    _check_extra_houses(variant.extra_houses, size, variant.box_shape or shapes.DEFAULT_BOX.get(size))
    if not isinstance(variant.name, str):
        raise SudokuError("bad_argument", f"A variant's name is text, got {type(variant.name).__name__}.",
                          details={"field": "name"})
    unknown = sorted(set(variant.differ) - {"anti-knight", "anti-king"})
    if unknown:
        raise SudokuError("unknown_constraint", f"Unknown rule {unknown[0]!r:.40}; the extra 'must differ' rules "
                          "are anti-knight and anti-king.", details={"constraint": str(unknown[0])[:40]})
    _check_cages(variant.cages, size)
    _check_parity(variant.parity, size)
    if variant.non_consecutive not in (True, False):
        raise SudokuError("bad_argument", "non_consecutive is True or False.")
    _check_thermos(variant.thermos, size)
    _check_dots(variant.dots, variant.strict, size)
    _check_little_killers(variant.little_killers, size)
    _check_arrows(variant.arrows, size)
    _check_sandwiches(variant.sandwiches, size)
    if not _DRAFTS[0]:
        _check_given_rules(variant)


#: What may name a cell, by ``details["shape"]``, as messages say it (``details["what"]``; an extra
#: house's kind: :data:`_EXTRA_HOUSE_NAMES`).
_CELL_OWNERS = {"cage": "A cage", "parity": "An even/odd mark", "thermo": "A thermometer", "dot": "A dot",
                "little_killer": "A little killer", "sandwich": "A sandwich", "arrow": "An arrow"}


def _check_cell(cell, size: int, shape: str) -> None:
    if type(cell) is not int or not 0 <= cell < size * size:
        said = shown(cell)   # (a huge whole number cannot even be written out)
        what = _CELL_OWNERS.get(shape) or _EXTRA_HOUSE_NAMES[shape]
        raise SudokuError("bad_cell", f"{what} names cell {said}, outside the {size}x{size} grid "
                          f"(cells are 0 to {size * size - 1}).",
                          details={"cell": said if huge(cell) else str(cell)[:20], "what": what, "size": size,
                                   "shape": shape})


def _check_givens(givens, size: int) -> None:
    if not isinstance(givens, tuple):
        raise SudokuError("bad_argument", "A variant's givens are a tuple of size*size whole numbers.")
    if len(givens) != size * size:
        raise SudokuError("wrong_cell_count", f"Found {counted(len(givens), 'cell')}; {a_size(size)} puzzle has {size * size}.",
                          details={"found": len(givens), "expected": size * size})
    for cell, value in enumerate(givens):
        if type(value) is not int or not 0 <= value <= size:
            row, col = divmod(cell, size)
            raise SudokuError("unknown_symbol", f"Row {row + 1}, column {col + 1} holds {value!r:.20}; expected 0 "
                              f"(empty) to {size}.", cells=(cell,),
                              details={"char": str(value)[:20], "row": row + 1, "column": col + 1, "min": 0,
                                       "max": size})


def check_box_shape(size: int, box_shape) -> None:
    """Raise ``bad_region`` unless boxes of ``box_shape`` (rows, columns) tile a ``size`` grid,
    two rows and two columns at least (a box one cell high is a row again: say no boxes)."""
    if (not isinstance(box_shape, tuple) or len(box_shape) != 2
            or any(type(x) is not int or not 2 <= x <= size for x in box_shape) or box_shape[0] * box_shape[1] != size):
        said = f"{box_shape[0]}x{box_shape[1]}" if isinstance(box_shape, tuple) and len(box_shape) == 2 and \
            all(type(x) is int and abs(x) < 10 ** 6 for x in box_shape) else f"{box_shape!r:.30}"
        raise SudokuError("bad_region", f"Boxes of {said} do not tile {a_size(size)} grid: their rows "
                          f"times columns must make {size}, with two rows and two columns at least.",
                          details={"box_shape": str(box_shape)[:30], "reason": "box_shape", "size": size})


def _check_layout(variant, check_connected: bool) -> None:
    size, box_shape, regions = variant.size, variant.box_shape, variant.regions
    chosen = (box_shape is not None) + (regions is not None) + bool(variant.no_boxes)
    if chosen != 1:
        raise SudokuError("bad_argument", f"{a_size(size, True)} variant has exactly one of box_shape, regions and "
                          "no_boxes" + (f" (no box shape fits {size}x{size})" if chosen == 0 else "") + ".",
                          details={"size": size})
    if box_shape is not None:
        check_box_shape(size, box_shape)
    if regions is not None:
        _check_regions(regions, size, check_connected)


def _check_regions(regions, size: int, check_connected: bool) -> None:
    if len(regions) != size * size:
        raise SudokuError("bad_region", f"A region layout names {len(regions)} cells; the grid has {size * size}.",
                          details={"found": len(regions), "expected": size * size, "reason": "count", "size": size})
    for cell, rid in enumerate(regions):
        if type(rid) is not int or not 0 <= rid < size:
            raise SudokuError("bad_region", f"Region {rid!r:.20} at {where(cell, size)}: regions are numbered "
                              f"0 to {size - 1}.", cells=(cell,), details={"region": str(rid)[:20], "reason": "number",
                                                                           "size": size})
    if _DRAFTS[0]:
        return
    for rid, cells in enumerate(shapes.region_cells(size, tuple(regions))):
        if len(cells) != size:
            raise SudokuError("bad_region", f"Region {rid + 1} has {len(cells)} cells; each region of {a_size(size)} "
                              f"grid has {size}.", cells=cells, details={"region": rid, "found": len(cells), "expected": size,
                                                                    "reason": "size", "size": size})
        if check_connected and not _connected(cells, size):
            raise SudokuError("bad_region", f"Region {rid + 1} is in pieces: its cells do not touch side by side.",
                              cells=cells, details={"region": rid, "reason": "not_connected", "size": size})


def _connected(cells, size: int) -> bool:
    todo, seen = [cells[0]], {cells[0]}
    inside = set(cells)
    near = shapes.reach(size, shapes.ORTHOGONAL_STEPS)
    while todo:
        for other in near[todo.pop()]:
            if other in inside and other not in seen:
                seen.add(other)
                todo.append(other)
    return len(seen) == len(inside)


#: How an error names an extra house of each kind.
_EXTRA_HOUSE_NAMES = {"diagonal+": "The rising diagonal", "diagonal-": "The falling diagonal",
                      "windoku": "A windoku box", "disjoint": "A disjoint group", "house": "An extra house"}


def _check_extra_houses(houses, size: int, box_shape) -> None:
    """Each extra house's cells in the grid, and a named kind's its own (a diagonal's cells are
    the diagonal; a windoku window's and a disjoint group's, one of the grid's by its boxes):
    ``kinds()`` and the writers go by the names, the solver by the cells."""
    for entry in houses:
        name, cells = entry
        if name not in _EXTRA_HOUSE_NAMES:
            raise SudokuError("unknown_constraint", f"Unknown house {name!r:.40}; extra houses are diagonal+, "
                              "diagonal-, windoku, disjoint or house.", details={"constraint": str(name)[:40]})
        said = _EXTRA_HOUSE_NAMES[name]
        for cell in cells:
            _check_cell(cell, size, name)
        if len(set(cells)) != len(cells) or not cells or len(cells) > size:
            raise SudokuError("bad_region", f"{said} holds {len(cells)} cells ({len(set(cells))} different); "
                              f"a house holds 1 to {size} different cells.", cells=tuple(sorted(set(cells))),
                              details={"house": name, "found": len(cells), "different": len(set(cells)),
                                       "expected": size, "reason": "house_size", "size": size})
        if name != "house" and tuple(sorted(cells)) not in _named_houses(name, size, box_shape):
            shown = ", ".join(f"r{c // size + 1}c{c % size + 1}" for c in sorted(cells)[:4])
            raise SudokuError("bad_region", f"{said} named here ({shown}{'...' if len(cells) > 4 else ''}) is not "
                              f"one of {a_size(size)} grid's; other cells that hold every digit once are a 'house'.",
                              cells=tuple(sorted(cells)), details={"house": name, "reason": "not_its_cells", "size": size})


def _named_houses(name: str, size: int, box_shape) -> tuple:
    """The cells (sorted) a house of kind ``name`` may have on the grid."""
    if name in ("diagonal+", "diagonal-"):
        return (tuple(sorted(shapes.diagonal(size, name))),)
    if box_shape is None:
        return ()
    family = shapes.windoku(size, box_shape) if name == "windoku" else shapes.disjoint(size, box_shape)
    return tuple(tuple(sorted(cells)) for cells in family)


def _check_cages(cages, size: int) -> None:
    owner = {}
    for index, cage in enumerate(cages):
        cells, total = cage.cells, cage.total
        for cell in cells:
            _check_cell(cell, size, "cage")
        if not cells or len(set(cells)) != len(cells):
            raise SudokuError("bad_argument", f"Cage {index + 1} must list one or more different cells.",
                              cells=tuple(cells), details={"cage": index})
        if len(cells) > size:
            raise SudokuError("cage_too_large", f"Cage {index + 1} has {len(cells)} cells, more than the {size} "
                              "digits that may not repeat in it.", cells=cells,
                              details={"cage": index, "found": len(cells), "digits": size, "size": size})
        for cell in cells:
            if cell in owner:
                shared = tuple(c for c in cells if c in cages[owner[cell]].cells)
                raise SudokuError("overlapping_cages", f"Cages {owner[cell] + 1} and {index + 1} share "
                                  f"{where(cell, size)}; killer cages may not overlap.", cells=shared,
                                  details={"cages": [owner[cell], index], "size": size})
            owner[cell] = index
        if total is None:
            continue
        if type(total) is not int:
            raise SudokuError("bad_argument", f"Cage {index + 1}'s sum must be a whole number or None, not "
                              f"{total!r:.20}.", cells=tuple(cells), details={"cage": index})
        low, high = sum_range(len(cells), size)
        if not low <= total <= high:
            raise SudokuError("impossible_cage", f"No {len(cells)} different digits add up to {total!r:.20} "
                              f"(cage {index + 1}): they make {low} to {high}.", cells=cells,
                              details={"cage": index, "total": str(total)[:20], "min": low, "max": high,
                                       "size": size})


def _check_parity(parity, size: int) -> None:
    seen = {}
    for cell, kind in parity:
        _check_cell(cell, size, "parity")
        if kind not in ("even", "odd"):
            raise SudokuError("unknown_constraint", f"Unknown cell mark {kind!r:.40}; cells are marked even or odd.",
                              cells=(cell,), details={"constraint": str(kind)[:40]})
        if seen.get(cell, kind) != kind:
            raise SudokuError("bad_argument", f"{_capital(where(cell, size))} is marked both even and odd.",
                              cells=(cell,), details={"cell": cell})
        seen[cell] = kind


def _check_thermos(thermos, size: int) -> None:
    if not isinstance(thermos, tuple):
        raise SudokuError("bad_argument", "A variant's thermos are a tuple of thermometers, each a tuple of cells.",
                          details={"field": "thermos"})
    for index, cells in enumerate(thermos):
        if not isinstance(cells, tuple):
            raise SudokuError("bad_argument", f"Thermometer {index + 1} must be a tuple of cells, bulb first.",
                              details={"field": "thermos", "thermo": index})
        for cell in cells:
            _check_cell(cell, size, "thermo")
        apart = next((i for i in range(1, len(cells)) if not _touch(cells[i - 1], cells[i], size)), None)
        if len(cells) < 2 or len(set(cells)) != len(cells) or len(cells) > size or apart is not None:
            reason = "short" if len(cells) < 2 else "repeat" if len(set(cells)) != len(cells) else \
                "long" if len(cells) > size else "apart"
            said = {"short": "has fewer than two cells", "repeat": "passes through a cell twice",
                    "long": f"has {len(cells)} cells, but its digits rise one at least per cell, from 1 to {size}",
                    "apart": f"goes from {where(cells[apart - 1], size) if apart else ''} to "
                             f"{where(cells[apart], size) if apart else ''}, cells that do not touch (a "
                             "thermometer's cells follow one another side by side or corner to corner)"}
            shown = (cells[apart - 1], cells[apart]) if reason == "apart" else tuple(sorted(set(cells)))
            raise SudokuError("bad_thermo", f"Thermometer {index + 1} {said[reason]}.", cells=shown,
                              details={"thermo": index, "reason": reason, "found": len(cells), "max": size, "size": size})


#: What each dot kind says, as messages say it.
DOT_WORDS = {"white": "a white dot (consecutive digits)", "black": "a black dot (one digit double the other)",
             "x": "an X (digits adding up to 10)", "v": "a V (digits adding up to 5)",
             "no-kropki": "no kropki dot under the strict kropki rule (digits neither consecutive nor one double "
                          "the other)",
             "no-xv": "no X or V under the strict XV rule (digits adding up to neither 10 nor 5)"}


def _check_dots(dots, strict, size: int) -> None:
    if not isinstance(dots, tuple) or not isinstance(strict, tuple):
        raise SudokuError("bad_argument", "A variant's dots are a tuple of (kind, cell, cell) triples and its "
                          "strict rules a tuple of words.", details={"field": "dots"})
    unknown = [word for word in strict if word not in STRICT_RULES]
    if unknown:
        raise SudokuError("unknown_constraint", f"Unknown strict rule {unknown[0]!r:.40}; the strict rules are "
                          f"{' and '.join(STRICT_RULES)}.", details={"constraint": str(unknown[0])[:40]})
    seen = set()
    for index, dot in enumerate(dots):
        if not isinstance(dot, tuple) or len(dot) != 3:
            raise SudokuError("bad_argument", f"Dot {index + 1} must be a (kind, cell, cell) triple.",
                              details={"field": "dots", "dot": index})
        kind, a, b = dot
        _check_cell(a, size, "dot")
        _check_cell(b, size, "dot")
        if kind not in DOT_KINDS:
            raise SudokuError("bad_dot", f"Dot {index + 1} is of kind {kind!r:.20}; the kinds are "
                              f"{', '.join(DOT_KINDS)}.", cells=(a, b),
                              details={"dot": index, "reason": "kind", "kind": str(kind)[:20], "size": size})
        if not touching(a, b, size):
            raise SudokuError("bad_dot", f"Dot {index + 1} sits between {where(a, size)} and {where(b, size)}, "
                              "cells that are not side by side (a dot sits on the edge two cells share).",
                              cells=(a, b), details={"dot": index, "reason": "apart", "kind": kind, "size": size})
        if (kind, min(a, b), max(a, b)) in seen:
            raise SudokuError("bad_dot", f"The same {kind} dot is given twice between {where(a, size)} and "
                              f"{where(b, size)}.", cells=(a, b), details={"dot": index, "reason": "repeat",
                                                                            "kind": kind, "size": size})
        seen.add((kind, min(a, b), max(a, b)))
    on_pair = {}
    for kind, a, b in seen:
        on_pair.setdefault((a, b), []).append(kind)
    for (a, b), kinds in sorted(on_pair.items()):
        if not possible(size, kinds):
            said = " and ".join(DOT_WORDS[k] for k in sorted(kinds, key=DOT_KINDS.index))
            raise SudokuError("bad_dot", f"Between {where(a, size)} and {where(b, size)} sit {said}: no two digits of "
                              f"{a_size(size)} grid keep {'them all' if len(kinds) > 1 else 'it'}.", cells=(a, b),
                              details={"reason": "impossible", "kinds": sorted(kinds, key=DOT_KINDS.index), "size": size})


def _check_little_killers(little_killers, size: int) -> None:
    if not isinstance(little_killers, tuple):
        raise SudokuError("bad_argument", "A variant's little killers are a tuple of (total, cells) pairs.",
                          details={"field": "little_killers"})
    for index, item in enumerate(little_killers):
        if not isinstance(item, tuple) or len(item) != 2 or not isinstance(item[1], tuple):
            raise SudokuError("bad_argument", f"Little killer {index + 1} must be a (total, cells) pair.",
                              details={"field": "little_killers", "little_killer": index})
        total, cells = item
        for cell in cells:
            _check_cell(cell, size, "little_killer")
        if line_of(cells, size) is None:
            raise SudokuError("bad_little_killer", f"Little killer {index + 1}'s cells are not a whole diagonal of "
                              "the grid (a little killer sums every cell of the diagonal its clue points along, "
                              "from edge to edge, two cells at least).", cells=tuple(sorted(set(cells))),
                              details={"little_killer": index, "reason": "line", "size": size})
        other = next((t for t, c in little_killers[:index] if t != total and sorted(c) == sorted(cells)), None)
        said = shown(total) if type(total) is int else repr(total)[:20]
        if other is not None:
            raise SudokuError("bad_little_killer", f"Little killer {index + 1} gives its diagonal a total of "
                              f"{said}, another one {other}: a "
                              "diagonal adds up to one total.", cells=tuple(sorted(set(cells))),
                              details={"little_killer": index, "reason": "twice", "total": said,
                                       "other": shown(other), "size": size})
        if type(total) is not int or not len(cells) <= total <= len(cells) * size:
            raise SudokuError("bad_little_killer", f"Little killer {index + 1} sums {len(cells)} cells, from "
                              f"{len(cells)} to {len(cells) * size}: its total cannot be {said}.",
                              cells=tuple(cells), details={"little_killer": index, "reason": "sum",
                                                          "min": len(cells), "max": len(cells) * size,
                                                          "total": said, "count": len(cells), "size": size})


def _check_sandwiches(sandwiches, size: int) -> None:
    if not isinstance(sandwiches, tuple):
        raise SudokuError("bad_argument", "A variant's sandwiches are a tuple of (total, cells) pairs.",
                          details={"field": "sandwiches"})
    for index, item in enumerate(sandwiches):
        if not isinstance(item, tuple) or len(item) != 2 or not isinstance(item[1], tuple):
            raise SudokuError("bad_argument", f"Sandwich {index + 1} must be a (total, cells) pair.",
                              details={"field": "sandwiches", "sandwich": index})
        total, cells = item
        for cell in cells:
            _check_cell(cell, size, "sandwich")
        if size > SANDWICH_MAX_SIZE:
            raise SudokuError("bad_sandwich", f"Sandwich {index + 1} is on {a_size(size)} grid: sandwiches are read "
                              f"on grids up to {SANDWICH_MAX_SIZE}x{SANDWICH_MAX_SIZE}.", cells=tuple(sorted(set(cells))),
                              details={"sandwich": index, "reason": "size", "max": SANDWICH_MAX_SIZE, "size": size})
        line = sandwich_line(cells, size)
        if line is None:
            raise SudokuError("bad_sandwich", f"Sandwich {index + 1}'s cells are not one whole row or column (a "
                              "sandwich sums what lies between the crusts of the row or column its clue stands "
                              "beside).", cells=tuple(sorted(set(cells))),
                              details={"sandwich": index, "reason": "line", "size": size})
        other = next((t for t, c in sandwiches[:index] if t != total and sorted(c) == list(line)), None)
        kind, number = house_of(line, size)
        name = f"{kind} {number + 1}"
        said = shown(total) if type(total) is int else repr(total)[:20]
        if other is not None:
            raise SudokuError("bad_sandwich", f"Sandwich {index + 1} gives {name} a total of {said}, another one "
                              f"{other}: a row or column has one sandwich total.", cells=line,
                              details={"sandwich": index, "reason": "twice", "total": said, "other": shown(other),
                                       "house": kind, "index": number, "size": size})
        if not reachable(total, size):
            raise SudokuError("bad_sandwich", f"Sandwich {index + 1} ({name}) sums the different digits between 1 and "
                              f"{size}, 0 to {most(size)} but never 1 or {most(size) - 1} on {a_size(size)} grid: its "
                              f"total cannot be {said}.", cells=line,
                              details={"sandwich": index, "reason": "sum", "min": 0, "max": most(size),
                                       "total": said, "house": kind, "index": number, "size": size})


def _check_arrows(arrows, size: int) -> None:
    if not isinstance(arrows, tuple):
        raise SudokuError("bad_argument", "A variant's arrows are a tuple of (bulb, shaft) pairs.",
                          details={"field": "arrows"})
    for index, item in enumerate(arrows):
        if (not isinstance(item, tuple) or len(item) != 2 or not isinstance(item[0], tuple)
                or not isinstance(item[1], tuple)):
            raise SudokuError("bad_argument", f"Arrow {index + 1} must be a (bulb cells, shaft cells) pair.",
                              details={"field": "arrows", "arrow": index})
        bulb, shaft = item
        for cell in bulb + shaft:
            _check_cell(cell, size, "arrow")
        cells = bulb + shaft
        details = {"arrow": index, "size": size}
        if not bulb or not shaft:
            raise SudokuError("bad_arrow", f"Arrow {index + 1} has no {'bulb' if not bulb else 'shaft'}: an arrow is "
                              "a circle (or a pill) and a line of one cell or more from it.", cells=tuple(sorted(cells)),
                              details=dict(details, reason="short", part="bulb" if not bulb else "shaft"))
        if len(set(cells)) != len(cells):
            raise SudokuError("bad_arrow", f"Arrow {index + 1} passes through a cell twice.", cells=tuple(sorted(cells)),
                              details=dict(details, reason="repeat"))
        if len(bulb) > 1 and (len(bulb) > PILL_MAX or size > 9 or not reads(tuple(sorted(bulb)), size)):
            pill = "long" if len(bulb) > PILL_MAX else "grid" if size > 9 else "order"
            said = {"long": f"a pill of {len(bulb)} cells (a pill reads a number of two or three digits)",
                    "grid": f"a pill on {a_size(size)} grid (a pill reads decimal digits, 1 to 9)",
                    "order": "a pill whose cells do not follow one another in reading order (each one right, below, "
                             "or below and right of the one before)"}[pill]
            raise SudokuError("bad_arrow", f"Arrow {index + 1}'s bulb is {said}.", cells=tuple(sorted(bulb)),
                              details=dict(details, reason="pill", pill=pill, count=len(bulb)))
        apart = None
        if not any(_touch(b, shaft[0], size) for b in bulb):
            apart = (bulb[0], shaft[0])
        else:
            gap = next((i for i in range(1, len(shaft)) if not _touch(shaft[i - 1], shaft[i], size)), None)
            if gap is not None:
                apart = (shaft[gap - 1], shaft[gap])
        if apart is not None:
            raise SudokuError("bad_arrow", f"Arrow {index + 1} goes from {where(apart[0], size)} to "
                              f"{where(apart[1], size)}, cells that do not touch (an arrow leaves its bulb and goes on "
                              "side by side or corner to corner).", cells=apart, details=dict(details, reason="apart"))
        low, high = value_range(len(bulb), size)
        if not (len(shaft) <= high and low <= len(shaft) * size):
            raise SudokuError("bad_arrow", f"Arrow {index + 1}'s {len(shaft)} shaft cell(s) add up to "
                              f"{len(shaft)} to {len(shaft) * size}, and its bulb reads {low} to {high}: they never meet.",
                              cells=tuple(sorted(cells)),
                              details=dict(details, reason="sum", min=len(shaft), max=len(shaft) * size,
                                           low=low, high=high, count=len(shaft)))


def _check_dot_givens(variant, givens: tuple, size: int) -> None:
    """Two givens side by side keep every rule of their pair: its dots, and the strict rules where
    no dot of theirs sits."""
    for (a, b), kinds in pair_kinds(variant).items():
        x, y = givens[a], givens[b]
        if x and y:
            for kind in kinds:
                if not holds(kind, x, y):
                    raise _broken(size, "dot", (a, b), f"{x} at {where(a, size)} and {y} at {where(b, size)} break "
                                  f"{DOT_WORDS[kind]} between them.")


def _touch(a: int, b: int, size: int) -> bool:
    """Whether two cells meet side by side or corner to corner."""
    return a != b and abs(a // size - b // size) <= 1 and abs(a % size - b % size) <= 1


def _check_thermo_givens(cells: tuple, givens: tuple, size: int) -> None:
    """A given on a thermometer leaves room for the cells below and above it (the i-th cell
    from the bulb holds i at least), and two givens rise by one at least per cell between."""
    for i, cell in enumerate(cells):
        value = givens[cell]
        if not value:
            continue
        low, high = i + 1, size - (len(cells) - 1 - i)
        if not low <= value <= high:
            raise _broken(size, "thermo", (cell,), f"{value} at {where(cell, size)} is cell {i + 1} of a thermometer of "
                          f"{len(cells)}: it holds {low} to {high}.")
        for j in range(i + 1, len(cells)):
            later = givens[cells[j]]
            if later and later - value < j - i:
                raise _broken(size, "thermo", (cell, cells[j]), f"{value} at {where(cell, size)} and {later} at "
                              f"{where(cells[j], size)} do not rise along their thermometer ({j - i} cell(s) on, "
                              f"{value + j - i} at least).")


def _capital(words: str) -> str:
    """``words`` with a capital first letter (MicroPython's str has no ``capitalize``: the page's
    main thread reads pasted variants)."""
    return words[:1].upper() + words[1:]


def _broken(size: int, rule: str, cells, message: str):
    """A given against a rule: ``details`` the rule and the grid's side (naming the cells)."""
    return SudokuError("rule_broken", message, cells=tuple(cells), details={"rule": rule, "size": size})


#: How a duplicate's message names a house of each kind, by its index from 0 (``{n}``: from 1).
_HOUSE_SAID = {"row": "row {n}", "column": "column {n}", "box": "box {n}", "region": "region {n}",
               "diagonal+": "the rising diagonal", "diagonal-": "the falling diagonal",
               "windoku": "windoku window {n}", "disjoint": "disjoint group {n}", "house": "extra house {n}",
               "cage": "cage {n}"}


def _check_given_rules(variant) -> None:
    from .conflicts import named_houses

    size, givens = variant.size, variant.givens
    groups = list(named_houses(variant))
    groups += [("cage", index, cage.cells) for index, cage in enumerate(variant.cages)]
    for name, index, group in groups:
        seen = {}
        for cell in group:
            value = givens[cell]
            if value and value in seen:
                kind = "cage" if name == "cage" else "house"
                said = _HOUSE_SAID.get(name, "house {n}").format(n=index + 1)
                raise SudokuError("duplicate", f"{value} is given twice in {said}: at {where(seen[value], size)} "
                                  f"and {where(cell, size)}.", cells=(seen[value], cell),
                                  details={"digit": value, "unit": kind, "house": name, "index": index, "size": size})
            seen[value] = cell
    for rule, steps in (("anti-knight", shapes.KNIGHT_STEPS), ("anti-king", shapes.KING_STEPS)):
        if rule in variant.differ:
            for cell, near in enumerate(shapes.reach(size, steps)):
                for other in near:
                    if givens[cell] and givens[cell] == givens[other]:
                        raise _broken(size, rule, (cell, other), f"{givens[cell]} is given at {where(cell, size)} and at "
                                      f"{where(other, size)}, a {rule[5:]}'s move apart ({rule}).")
    for cell, kind in variant.parity:
        value = givens[cell]
        if value and value % 2 != (kind == "odd"):
            raise _broken(size, kind, (cell,), f"{_capital(where(cell, size))} is marked {kind} but holds {value}.")
    if variant.non_consecutive:
        for cell, near in enumerate(shapes.reach(size, ((0, 1), (1, 0)))):
            for other in near:
                if givens[cell] and givens[other] and abs(givens[cell] - givens[other]) == 1:
                    raise _broken(size, "non-consecutive", (cell, other), f"{givens[cell]} and {givens[other]} are "
                                  f"consecutive side by side at {where(cell, size)} and {where(other, size)}.")
    for cells in variant.thermos:
        _check_thermo_givens(cells, givens, size)
    if variant.dots or variant.strict:
        _check_dot_givens(variant, givens, size)
    for total, cells in variant.little_killers:
        filled = [givens[c] for c in cells if givens[c]]
        empty = len(cells) - len(filled)
        if not sum(filled) + empty <= total <= sum(filled) + empty * size:
            raise _broken(size, "little-killer", tuple(c for c in cells if givens[c]),
                          f"The givens along the little killer of {total} from {where(cells[0], size)} add up to "
                          f"{sum(filled)}" + (f" with {empty} cell(s) still empty, which cannot make {total}."
                                              if empty else f", not {total}."))
    for bulb, shaft in variant.arrows:
        (low, high), (least, most) = arrow_bounds((bulb, shaft), givens, size)
        if high < least or most < low:
            raise _broken(size, "arrow", tuple(c for c in bulb + shaft if givens[c]),
                          f"The givens on the arrow from {where(bulb[0], size)} cannot add up: its shaft makes "
                          f"{low} to {high}, its {'circle' if len(bulb) == 1 else 'pill'} reads {least} to {most}.")
    for total, cells in variant.sandwiches:
        cells = sandwich_line(cells, size) or cells
        filled = filled_sum(givens, cells, size)
        if filled is not None:
            between, empty, used = filled
            free = [d for d in range(2, size) if not used >> (d - 1) & 1]
            low, high = between + sum(free[:empty]), between + (sum(free[len(free) - empty:]) if empty else 0)
            if not low <= total <= high:
                kind, number = house_of(cells, size)
                name = f"{kind} {number + 1}"
                raise _broken(size, "sandwich", tuple(c for c in cells if givens[c]),
                              f"The givens between the 1 and the {size} of {name} add up to {between}" +
                              (f" with {empty} cell(s) still empty, which cannot make its sandwich total {total}."
                               if empty else f", not its sandwich total {total}."))
    for index, cage in enumerate(variant.cages):
        if cage.total is None:
            continue
        values = [givens[c] for c in cage.cells if givens[c]]
        rest = len(cage.cells) - len(values)
        left = cage.total - sum(values)
        free = [d for d in range(1, size + 1) if d not in values]
        low, high = sum(free[:rest]), sum(free[len(free) - rest:]) if rest else 0
        if not low <= left <= high:
            raise _broken(size, "cage-sum", cage.cells, f"The givens of cage {index + 1} ({'+'.join(map(str, values))}) "
                          f"cannot make its sum {cage.total}.")
