"""Our own plain-text form of a variant: easy to type, easy to read.

An example (a 6x6 killer with one diagonal)::

    variant: killer, diagonal+
    name: A small killer
    1.....
    ......
    ..3...
    ......
    ......
    .....6
    cage 7: r1c2 r1c3
    cage: r2c1 r3c1
    even: r6c1
    odd: r5c5
    house: r4c4 r4c5 r5c4
    thermo: r6c2 r5c2 r4c2
    white: r1c4 r1c5
    little-killer 9: r1c2 r2c1
    arrow: r3c3 r3c4 r4c5
    sandwich 5: r2

The rules, line by line (any case; ``#`` starts a comment line; no blank line
inside, since a blank line ends a puzzle in a file of many):

* ``variant: WORDS``, first, comma-separated. These switch rules on:
  ``diagonal`` (both diagonals), ``diagonal+`` (rising, ``/``), ``diagonal-``
  (falling, ``\\``), ``windoku``, ``disjoint``, ``anti-knight``, ``anti-king``,
  ``non-consecutive``, ``no-boxes``, ``strict-kropki`` (every white and black
  dot is given), ``strict-xv`` (every X and V is given). These only describe what
  the lines below say (and may be left out): ``classic``, ``killer``, ``jigsaw``,
  ``extra-house``, ``even-odd``, ``thermo``, ``kropki``, ``xv``, ``little-killer``,
  ``arrow``, ``sandwich``. Any other word is ``unknown_constraint``.
* ``name: TITLE`` (optional).
* ``size: N`` (optional: the first grid row's width says it, or a whole grid on one line) and ``boxes: RxC``
  or ``boxes: none`` (optional: the side's usual boxes, 2x3 for 6, 3x3 for 9...).
* The grid: ``size`` rows, one character per cell (``1``-``9`` then ``A``-``P``;
  ``.``, ``0``, ``-``, ``_`` or ``*`` empty; spaces, ``|`` and ``+`` are ignored,
  border lines of ``-+=|`` skipped) or numbers separated by spaces (``10 . 3``).
  Left out, the grid is empty (then ``size:`` is needed). ``givens:`` (or ``grid:``)
  may stand before them; rows after a complete regions block are the grid's.
* ``regions:`` then ``size`` rows of region ids, one character per cell (any
  characters, one per region), replacing the boxes: a jigsaw.
* A line starting with another word and ``:`` is ``unknown_constraint``, naming the line
  and the words there are.
* ``cage SUM: CELLS`` (``cage: CELLS`` for a cage without a sum),
  ``even: CELLS``, ``odd: CELLS``, ``house: CELLS`` (an extra "all different"
  house), ``thermo: CELLS`` (a thermometer, from its bulb: the digits rise
  along it), ``white: CELLS``, ``black: CELLS``, ``x: CELLS``, ``v: CELLS``
  (dots, the cells in pairs side by side: ``white: r1c1 r1c2 r4c4 r5c4`` is two
  white dots), ``little-killer SUM: CELLS`` (the cells of a whole diagonal,
  which add up to SUM; digits may repeat along it), ``arrow: CELLS`` (its circle,
  then its shaft from the circle to the tip: the shaft adds up to the circle's
  digit), ``pill-arrow N: CELLS`` (a pill of N cells, 2 or 3, reading a number
  left to right then top to bottom, then the shaft, which adds up to it), ``sandwich SUM: r3`` or
  ``sandwich SUM: c3`` (row 3 or column 3, or the cells of a whole row or column: the digits
  between its 1 and its largest digit add up to SUM). Cells are ``r1c1`` (row,
  then column, from 1), separated by spaces or commas.

:func:`write_text` writes this form back (rows without spaces, the usual boxes
left out), so reading what it wrote gives the same model.
"""

from __future__ import annotations

import re

from ...checks import require_text
from ...errors import SudokuError
from ..model import require_variant
from ...formats.puzzle_text import EMPTY_MARKS, grid_symbols, is_dash_line
from ...shims import caseless, full_match
from ...values import a_size, split_runs
from ..shapes import SIZES
from ..validation import check_box_shape
from .assemble import build_variant, check_side
from .cell_names import read_decimal
from ..sandwiches import column, house_of, row
from .houses import boxed, default_box_shape, diagonal, disjoint, split_houses, windoku

WHERE = "variant text"
#: A cell's digit as our text form (and the other grid forms) write it: 1-9, then A-P.
DIGIT_SYMBOLS = "123456789ABCDEFGHIJKLMNOP"
# The patterns read a line's first HEAD characters only: MicroPython's ``re`` recurses once per
# character a repetition takes, and overflows its stack on a line of a few thousand.
_HEADER = re.compile(rf"^\s*{caseless('variant')}\s*:")
_KEY = re.compile(r"^\s*([A-Za-z][A-Za-z+\- ]*?)\s*(-?\d+)?\s*:$")
HEAD = 64
_SWITCHES = {"diagonal", "diagonal+", "diagonal-", "windoku", "disjoint", "anti-knight", "anti-king",
             "non-consecutive", "no-boxes", "strict-kropki", "strict-xv"}
_DESCRIPTIVE = {"classic", "killer", "jigsaw", "extra-house", "even-odd", "thermo", "kropki", "xv", "little-killer",
                "arrow", "sandwich"}
#: The words that start a line, as said when a line starts with another.
_LINE_WORDS = "name:, size:, boxes:, givens: (or grid:), regions:, cage SUM:, cage:, even:, odd:, house:, thermo:, " \
    "white:, black:, x:, v:, little-killer SUM:, arrow:, pill-arrow N: and sandwich SUM:"
#: The dot lines' words (the model's dot kinds).
_DOT_WORDS = ("white", "black", "x", "v")


def _region_ids(row: str) -> str:
    """A ``regions:`` row's ids, a character per cell (spaces and ``|`` between boxes left out)."""
    return re.sub(r"[\s|]", "", row)


def _regions_complete(region_rows: list, size) -> bool:
    """Whether ``region_rows`` already name every cell: ``size`` squared when the size is said,
    else as many rows as the first is wide (or one row naming a whole grid's cells)."""
    cells = [len(_region_ids(row)) for row in region_rows]
    if size is None:
        width = cells[0]
        size = width if width in SIZES else next((s for s in SIZES if s * s == width), None)
    return size is not None and sum(cells) >= size * size


def is_variant_text(text: str) -> bool:
    """Whether ``text``'s first line (after comments) is a ``variant:`` header."""
    for line in text.splitlines():
        if line.strip() and not line.strip().startswith("#"):
            return bool(_HEADER.match(line.strip()[:HEAD]))
    return False


def read_text(text: str, first_line: int = 1):
    """The model of our plain-text form (see the module docstring); ``first_line``: the line of a
    file the text starts on, so the lines its errors name are the file's."""
    require_text(text, "read_text")
    lines = [(n, line.strip()) for n, line in enumerate(text.splitlines(), first_line)
             if line.strip() and not line.strip().startswith("#")]
    if not lines or not _HEADER.match(lines[0][1][:HEAD]):
        raise SudokuError("bad_format", "A variant text starts with a 'variant:' line.",
                          details={"format": WHERE, "rule": "text_header"})
    words = [w.strip().lower() for w in lines[0][1].split(":", 1)[1].split(",") if w.strip()]
    for word in words:
        if word not in _SWITCHES | _DESCRIPTIVE:
            raise SudokuError("unknown_constraint", f"Line {lines[0][0]}: the variant {word[:40]!r} is not known "
                              f"(after 'variant:': {', '.join(sorted(_SWITCHES | _DESCRIPTIVE))}).",
                              details={"constraint": word[:60], "format": WHERE, "line": lines[0][0]})
    size, boxes, name = None, "default", ""
    rows, region_rows, statements, block = [], None, [], "rows"
    for number, line in lines[1:]:
        head, colon, rest = line.partition(":")
        if colon and len(head) >= HEAD:
            raise SudokuError("bad_format", f"Line {number}: {head[:20]!r}... is too long for a word such as "
                              "'cage 15' before ':'.",
                              details={"line": number, "format": WHERE, "rule": "text_long_word", "text": head[:20]})
        key = _KEY.match(head + colon) if colon else None
        if key:
            word, amount, rest = key.group(1).strip().lower(), key.group(2), rest.strip()
            if word == "name":   # (a second, other name was taken over the first unsaid)
                name = _once(name, rest, number, "name", "")
            elif word == "size":
                size = _once(size, _number(rest, number, "size"), number, "size", None)
            elif word == "boxes":
                boxes = _once(boxes, _boxes(rest, number), number, "boxes", "default")
            elif word == "regions":
                if region_rows is not None:
                    raise SudokuError("bad_format", f"Line {number}: a second 'regions:'; a jigsaw has one.",
                                      details={"line": number, "format": WHERE, "rule": "text_second_regions"})
                region_rows, block = [rest] if rest else [], "regions"
                if rest and _regions_complete(region_rows, size):
                    block = "rows"
            elif word in ("givens", "grid"):   # the rows that follow are the grid's (also after regions)
                block = "rows"
                if rest:
                    rows.append((number, rest))
            elif word in ("cage", "even", "odd", "house", "thermo", "little-killer", "arrow", "pill-arrow",
                          "sandwich") + _DOT_WORDS:
                if amount is not None and word not in ("cage", "little-killer", "pill-arrow", "sandwich"):   # (a number said where none is read is not dropped unsaid)
                    raise SudokuError("bad_format", f"Line {number}: '{word}' takes cells only, no number "
                                      f"('{word}: r1c1 r1c2'); only a cage has a sum.",
                                      details={"line": number, "format": WHERE, "rule": "text_no_number", "word": word})
                statements.append((number, word, amount, rest))
            else:
                raise SudokuError("unknown_constraint", f"Line {number}: {word[:40]!r} is not a line of the variant text "
                                  f"(the lines are {_LINE_WORDS}; the grid's rows need no word).",
                                  details={"line": number, "format": WHERE, "constraint": word[:60]})
        elif block == "regions":
            region_rows.append(line)
            if _regions_complete(region_rows, size):
                block = "rows"   # (a one-line grid after the regions is the grid's, not a tenth region row)
        elif colon:   # (no grid row holds a ':': "cage 1.5: r1c1" was "cell 1 of the row is not a digit")
            said = head.strip()
            raise SudokuError("unknown_constraint", f"Line {number}: {said[:40]!r} is not a line of the variant text "
                              f"(the lines are {_LINE_WORDS}, with a whole number as SUM or N; the grid's rows need "
                              "no word).", details={"line": number, "format": WHERE, "constraint": said[:60]})
        elif is_dash_line(line):
            continue
        else:
            rows.append((number, line))
    if size is None:
        size = len(_row_cells(rows[0][1], None, rows[0][0])) if rows else None
        if len(rows) == 1 and any(side * side == size for side in SIZES):
            size = next(side for side in SIZES if side * side == size)   # the whole grid on one line
        if size is None:
            after = (" (the rows after 'regions:' are regions: put 'givens:' before the grid's rows)"
                     if region_rows else "")
            raise SudokuError("bad_format", f"A variant text with no grid needs a 'size:' line{after}.",
                              details={"format": WHERE, "rule": "text_no_size_regions" if after else "text_no_size"})
    check_side(size, WHERE)
    if boxes not in ("default", None):
        check_box_shape(size, boxes)   # (before the windows and groups that follow the boxes)
    # the alphabet of the rows written a character per cell (0-F hexadoku too; numbers apart are numbers)
    symbols = grid_symbols(size, "".join("".join(tokens) for tokens in (_row_tokens(line) for _, line in rows)
                                         if not _numbers_apart(tokens, size)))
    givens = []
    for number, line in rows:
        givens.extend(_row_cells(line, size, number, symbols))
    if not rows:
        givens = [0] * (size * size)
    if len(givens) != size * size:
        raise SudokuError("wrong_cell_count", f"The grid holds {len(givens)} cells; {a_size(size)} grid has "
                          f"{size * size}.", details={"found": len(givens), "expected": size * size})
    regions = None
    if region_rows is not None:
        regions = "".join(_region_ids(row) for row in region_rows)
        if len(regions) != size * size:
            after = " (the grid's rows after the regions need a 'givens:' line before them)" \
                if len(regions) > size * size and not rows else ""
            raise SudokuError("bad_region", f"The regions name {len(regions)} cells; the grid has {size * size}{after}.",
                              details={"found": len(regions), "expected": size * size, "rule": "text_regions_count"})
    if "no-boxes" in words:
        if boxes not in ("default", None):   # (dropped unsaid, the boxes it names were no rule)
            raise SudokuError("bad_format", f"'variant: no-boxes' and 'boxes: {boxes[0]}x{boxes[1]}' say two things: "
                              "keep one.", details={"format": WHERE, "rule": "text_boxes_and_no_boxes",
                                                    "boxes": f"{boxes[0]}x{boxes[1]}"})
        boxes = None
    shape = boxes if boxes not in ("default", None) else default_box_shape(size)
    houses, cages, parity, thermos, dots, killers, arrows, sandwiches = [], [], [], [], [], [], [], []
    for word in words:
        if word == "diagonal":
            houses += [(d, diagonal(size, d)) for d in ("diagonal+", "diagonal-")]
        elif word in ("diagonal+", "diagonal-"):
            houses.append((word, diagonal(size, word)))
        elif word == "windoku":
            boxed(word, size, shape)
            houses += [("windoku", cells) for cells in windoku(size, shape)]
        elif word == "disjoint":
            boxed(word, size, shape)
            houses += [("disjoint", cells) for cells in disjoint(size, shape)]
    for number, word, amount, rest in statements:
        line = full_match(r"[rRcC][0-9]{1,2}", rest) and word == "sandwich"
        if line and not 1 <= int(rest[1:]) <= size:
            raise SudokuError("bad_format", f"Line {number}: {rest!r} is no row or column of the {size}x{size} grid "
                              f"(1 to {size}).", details={"line": number, "format": WHERE, "rule": "text_sandwich_line",
                                                         "text": rest, "size": size})
        cells = (row if rest[0] in "rR" else column)(int(rest[1:]) - 1, size) if line else \
            _statement_cells(rest, size, number)
        if not cells:
            raise SudokuError("bad_format", f"Line {number}: '{word}' needs cells such as r1c1.",
                              details={"line": number, "format": WHERE, "rule": "text_no_cells", "word": word})
        if word in ("cage", "house", "thermo", "little-killer", "arrow", "pill-arrow") and len(set(cells)) != len(cells):   # (an even/odd cell twice is harmless)
            twice = next(c for c in cells if cells.count(c) > 1)
            raise SudokuError("bad_format", f"Line {number}: '{word}' names r{twice // size + 1}c{twice % size + 1} "
                              "twice.", cells=(twice,), details={"line": number, "format": WHERE, "rule": "text_cell_twice",
                                                                 "word": word, "cell": twice, "size": size})
        if word == "cage":
            cages.append((cells, _number(amount, number, "cage_sum", signed=True) if amount is not None else None))
        elif word == "house":
            houses.append(("house", cells))
        elif word == "thermo":
            thermos.append(cells)
        elif word == "little-killer":
            if amount is None:
                raise SudokuError("bad_format", f"Line {number}: a little killer has a sum: 'little-killer 15: r1c2 "
                                  "r2c1'.", details={"line": number, "format": WHERE, "rule": "text_no_sum", "word": word})
            killers.append((_number(amount, number, "little_killer_sum"), cells))
        elif word == "sandwich":
            if amount is None:
                raise SudokuError("bad_format", f"Line {number}: a sandwich has a sum: 'sandwich 15: r3' (row 3) or "
                                  "'sandwich 15: c3' (column 3).",
                                  details={"line": number, "format": WHERE, "rule": "text_no_sum", "word": word})
            sandwiches.append((_number(amount, number, "sandwich_sum"), cells))
        elif word in ("arrow", "pill-arrow"):
            pill = 1 if word == "arrow" else _number(amount, number, "pill_size") if amount is not None else None
            if pill not in ((1,) if word == "arrow" else (2, 3)):
                raise SudokuError("bad_format", f"Line {number}: a pill arrow says its pill's size, 2 or 3, then its "
                                  "cells: 'pill-arrow 2: r1c1 r1c2 r2c3'.",
                                  details={"line": number, "format": WHERE, "rule": "text_pill_size"})
            arrows.append((cells[:pill], cells[pill:]))
        elif word in _DOT_WORDS:
            if len(cells) % 2:
                raise SudokuError("bad_format", f"Line {number}: '{word}' names cells in pairs, a dot between each "
                                  f"two; {len(cells)} is an odd number of cells.",
                                  details={"line": number, "format": WHERE, "rule": "text_odd_pairs", "word": word,
                                           "count": len(cells)})
            dots += [(word, cells[i], cells[i + 1]) for i in range(0, len(cells), 2)]
        else:
            parity += [(cell, word) for cell in cells]
    differ = [w for w in ("anti-knight", "anti-king") if w in words]
    return build_variant(size, givens, boxes=boxes, regions=regions, houses=houses, differ=differ, cages=cages,
                         parity=parity, non_consecutive="non-consecutive" in words, name=name, thermos=thermos,
                         dots=dots, strict=[rule for rule in ("kropki", "xv") if "strict-" + rule in words],
                         little_killers=killers, arrows=arrows, sandwiches=sandwiches)


def _statement_cells(rest: str, size: int, number: int) -> tuple:
    """The cells a statement's line names (``r1c1 r1c2``), each checked against the grid; a name
    that is no cell of it is said with the line (``Line 12: Cell 'r0c1' is not ...``)."""
    try:
        return tuple(read_decimal(name, size) for name in split_runs(rest, ",;") if name)
    except SudokuError as err:
        raise SudokuError(err.code, f"Line {number}: {err.message}", cells=err.cells,
                          details=dict(err.details, line=number, format=WHERE)) from None


#: The numbers a line says, by the name its error gives them (``details["what"]``), as said in English.
NUMBER_WORDS = {"size": "size", "cage_sum": "a cage's sum", "little_killer_sum": "a little killer's sum",
                "sandwich_sum": "a sandwich's sum", "pill_size": "a pill's size", "box_height": "a box's height",
                "box_width": "a box's width"}


def _number(text: str, line: int, what: str, signed: bool = False) -> int:
    """A whole number of at most six digits 0-9 (a size, a box's side, a cage's sum), ``what``
    one of :data:`NUMBER_WORDS`."""
    if not full_match(r"-?[0-9]{1,6}" if signed else r"[0-9]{1,6}", text):
        shown = text[:20] + ("…" if len(text) > 20 else "")
        raise SudokuError("bad_format", f"Line {line}: {NUMBER_WORDS[what]} is a whole number of at most six digits, "
                          f"not {shown!r}.",
                          details={"line": line, "format": WHERE, "rule": "text_number", "what": what, "text": shown})
    return int(text)


def _once(before, value, line: int, word: str, unset):
    """``value``, said on ``line``, unless an earlier line said another one: a grid has one size and
    one shape of box, and taking the later one would read the rows or regions against the wrong one (and
    a puzzle one name: the first was dropped unsaid)."""
    if before != unset and before != value:
        said = lambda v: "none" if v is None else "x".join(map(str, v)) if isinstance(v, tuple) else str(v)[:40]
        raise SudokuError("bad_format", f"Line {line}: a second '{word}:' ({said(value)}, after {said(before)}); "
                          f"a puzzle has one.", details={"line": line, "format": WHERE, "rule": "text_second_value", "word": word,
                                                     "value": said(value), "before": said(before)})
    return value


def _boxes(text: str, line: int):
    if text.lower() == "none":
        return None
    match = full_match(r"(\d+)\s*x\s*(\d+)", text.lower()) if len(text) <= HEAD else None
    if not match:
        raise SudokuError("bad_format", f"Line {line}: boxes are written RxC (rows x columns) or none.",
                          details={"line": line, "format": WHERE, "rule": "text_boxes"})
    return (_number(match.group(1), line, "box_height"), _number(match.group(2), line, "box_width"))


def _row_cells(line: str, size, number: int, symbols: str = DIGIT_SYMBOLS) -> list:
    """One grid row's values (0 empty): numbers apart (a cell each: ``10 11 . 12 ...``), or one
    character per cell (``1234``, ``12|34``: digits run together are cells, never one number),
    each a symbol of ``symbols`` (1-9 then letters, or a hexadoku's 0-F, where ``0`` is a digit)."""
    tokens = _row_tokens(line)
    if _numbers_apart(tokens, size):
        values = [0 if t in EMPTY_MARKS else int(t) for t in tokens]
    else:
        values = []
        for ch in "".join(tokens):
            if ch.upper() in symbols:
                values.append(symbols.index(ch.upper()) + 1)
            elif ch in EMPTY_MARKS:
                values.append(0)
            else:
                values.append(-1)
    limit = size or max(SIZES)
    for column, value in enumerate(values):
        if not 0 <= value <= limit:
            raise SudokuError("unknown_symbol", f"Line {number}: cell {column + 1} of the row is not a digit of "
                              f"the grid.", details={"line": number, "column": column + 1})
    return values


def _row_tokens(line: str) -> list:
    return [t for t in split_runs(line.strip(), "|+") if t]


def _numbers_apart(tokens: list, size) -> bool:
    """A row of numbers written apart (``10 11 . 12``: one of two digits at least), not of
    characters."""
    apart = len(tokens) > 1 and (size is None or len(tokens) == size)
    return apart and any(len(t) > 1 for t in tokens) and \
        all(full_match(r"[0-9]{1,6}", t) or t in EMPTY_MARKS for t in tokens)


def write_text(variant) -> str:
    """The model in our plain-text form."""
    require_variant(variant)
    size = variant.size
    shape = variant.box_shape or default_box_shape(size)
    flags = split_houses(size, shape, variant.extra_houses)
    words = []
    for kind in variant.kinds() or ("classic",):
        if kind == "diagonal":
            both = flags["diagonal+"] and flags["diagonal-"]
            words += ["diagonal"] if both else [d for d in ("diagonal+", "diagonal-") if flags[d]]
        elif kind in ("windoku", "disjoint") and not flags[kind]:
            continue  # some windows or groups only: written as houses below
        else:
            words.append(kind)
    words += ["strict-" + rule for rule in variant.strict]
    lines = [f"variant: {', '.join(words) or 'classic'}"]
    if variant.name:
        lines.append(f"name: {' '.join(variant.name.split())}")
    lines.append(f"size: {size}")
    if variant.box_shape is not None and tuple(variant.box_shape) != default_box_shape(size):
        lines.append(f"boxes: {variant.box_shape[0]}x{variant.box_shape[1]}")
    for r in range(size):
        lines.append("".join(DIGIT_SYMBOLS[v - 1] if v else "." for v in variant.givens[r * size:(r + 1) * size]))
    if variant.regions is not None:
        ids = "0123456789ABCDEFGHIJKLMNOP"
        lines.append("regions:")
        for r in range(size):
            lines.append("".join(ids[x] for x in variant.regions[r * size:(r + 1) * size]))
    names = lambda cells: " ".join(f"r{c // size + 1}c{c % size + 1}" for c in cells)
    for cage in variant.cages:
        total = f" {cage.total}" if cage.total is not None else ""
        lines.append(f"cage{total}: {names(cage.cells)}")
    for kind in ("even", "odd"):
        cells = [cell for cell, k in variant.parity if k == kind]
        if cells:
            lines.append(f"{kind}: {names(cells)}")
    for cells in flags["other"]:
        lines.append(f"house: {names(cells)}")
    for cells in variant.thermos:
        lines.append(f"thermo: {names(cells)}")
    for kind in _DOT_WORDS:
        pairs = [cell for dot_kind, a, b in variant.dots if dot_kind == kind for cell in (a, b)]
        if pairs:
            lines.append(f"{kind}: {names(pairs)}")
    for total, cells in variant.little_killers:
        lines.append(f"little-killer {total}: {names(cells)}")
    for bulb, shaft in variant.arrows:
        lines.append(f"arrow: {names(bulb + shaft)}" if len(bulb) == 1 else f"pill-arrow {len(bulb)}: {names(bulb + shaft)}")
    for total, cells in variant.sandwiches:
        kind, index = house_of(cells, size)
        lines.append(f"sandwich {total}: {kind[0]}{index + 1}")
    return "\n".join(lines) + "\n"
