"""Interactive Sudoku Solver (ISS) constraint strings, both ways.

A string is a run of ``.Type~arg~arg`` items (whitespace anywhere is ignored,
as ISS ignores it). Read here:

* ``.~R1C1_5~R2C3_7`` (or ``.Given~R1C1_5``): givens; a cell with the
  candidates ``_2_4_6_8`` (every even digit of the grid) or every odd digit is
  an even or odd cell; other candidate lists are ``unknown_constraint``;
* ``.Shape~6x6`` (square grids 4x4 to 16x16, digits from 1: ``6x6~6`` and
  ``6x6~1-6`` say the same; ISS's default is 9x9;
  ``25x25`` is read and written too, with cell ids continuing ``h`` .. ``p``);
* ``.Cage~15~R1C1~R1C2`` (a sum of 0 or none: a cage without a sum);
* ``.Jigsaw~<a region id per cell>`` with ``.NoBoxes`` (or on a side without
  boxes, such as 5x5): irregular regions; a ``Jigsaw`` without ``NoBoxes``
  keeps the boxes and adds its pieces as extra houses, as ISS does;
* ``.NoBoxes``, ``.Diagonal~1`` (rising ``/``), ``.Diagonal~-1`` (falling
  ``\\``), ``.Windoku``, ``.DisjointSets``, ``.AntiKnight``, ``.AntiKing``,
  ``.AntiConsecutive``, ``.AllDifferent~cells`` (an extra house),
  ``.Thermo~R1C1~R1C2~...`` (a thermometer from its bulb), ``.RegionSize``
  equal to the side, and dots: ``.WhiteDot~R1C1~R1C2``, ``.BlackDot``, ``.X``,
  ``.V`` (a dot on every pair of the listed cells side by side, as ISS reads
  a list of more than two; each listed cell touches another) with
  ``.StrictKropki`` and ``.StrictXV`` (every dot of its kind given), and
  ``.LittleKiller~SUM~R1C1`` (the sum of a diagonal, named by the cell ISS
  starts it from: :func:`..little_killers.lines`), ``.Arrow~R1C1~R1C2~...``
  (the circle, then the shaft from it) and ``.PillArrow~2~R1C1~R1C2~R2C3...``
  (a pill of 2 or 3 cells, then the shaft), ``.Sandwich~SUM~R1`` or ``~C1`` (the
  sum between the crusts of row 1 or column 1).

Every other type (``DoubleArrow``, ``XSum`` ...) is
``unknown_constraint`` naming it. Cell ids: :mod:`.cell_names`. The written
form lists the shape, the layout, the global rules, cages, extra houses, then
the givens; a title is not kept (ISS strings have none).
"""

from __future__ import annotations

import re

from ...checks import require_text
from ...errors import SudokuError
from ..model import require_variant
from ...shims import full_match, portable
from ...values import without_spaces
from .assemble import build_variant, check_side, unknown
from ..dots import touching
from ..little_killers import line_of, lines
from ..sandwiches import column, house_of, row
from .cell_names import read_iss, write_iss
from .houses import box_ids, boxed, default_box_shape, diagonal, disjoint, split_houses, windoku

WHERE = "ISS"
_SHAPE = re.compile(portable(r"^(\d{1,2})x(\d{1,2})$"))
_LAYOUT_IDS = "0123456789abcdefghijklmnopqrstuvwxyz"
_GLOBAL = {"AntiKnight": "anti-knight", "AntiKing": "anti-king"}
#: The rules this reader takes without values (``.Windoku~1`` is a mistake in them, not an unknown rule).
_BARE = frozenset(("Windoku", "DisjointSets", "AntiConsecutive", "StrictKropki", "StrictXV") + tuple(_GLOBAL))
#: ISS's dot types and the model's dot kinds.
_DOTS = {"WhiteDot": "white", "BlackDot": "black", "X": "x", "V": "v"}
_STRICT = {"StrictKropki": "kropki", "StrictXV": "xv"}
#: The item types ISS knows, so an item without arguments (``.Windoku``, ``.AntiKnight``) is
#: recognised, and ``.Arrow`` is "not supported" rather than "malformed".
ISS_TYPES = frozenset("""
    Container Or And Replicate End Jigsaw Thermo Whisper Renban Modular Entropic RegionSumLine Between
    Lockout Palindrome Zipper SumLine Regex NFA NoBoxes ChaosConstruction ChaosArrow ChaosCount RegionSize
    RegionSameValues StrictKropki StrictXV Shape Windoku DisjointSets AntiKnight Doppelganger AntiKing
    AntiTaxicab AntiConsecutive GlobalEntropy GlobalMod FullRankTies DutchFlatmates Diagonal WhiteDot
    BlackDot GreaterThan X ValueIndexing V Arrow DoubleArrow PillArrow Cage RellikCage EqualityCage Sum
    LittleKiller XSum Sandwich Lunchbox Skyscraper HiddenSkyscraper NumberedRoom FullRank AllDifferent
    ContainAtLeast ContainExact LookAndSay ConnectedValues SameValues EqualSum Quad Binary BinaryX Pair
    PairX Indexing CountingCircles CountDistinct Given SearchPriority Var
""".split())
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
#: Each type by its lower-case spelling: ``.cage~15~r1c1`` written by hand is read as ``.Cage`` (it
#: was "the constraint 'cage' is not supported", or the classic reader's "unexpected '~'").
_BY_LOWER = {name.lower(): name for name in ISS_TYPES}


def is_iss(text: str) -> bool:
    """Whether ``text`` looks like an ISS constraint string (``.~R1C1_5``, ``.Cage~...``,
    ``.Windoku``...), as opposed to a classic one-line puzzle that starts with ``.``: a ``.``,
    more dots and spaces, then ``~`` or a capitalised word ending at ``~``, ``.`` or the end.
    Read by hand, not by a pattern: MicroPython's ``re`` recurses once per character a
    repetition takes, and a classic puzzle's run of dots is long."""
    rest = text.lstrip()
    if not rest.startswith("."):
        return False
    i = 1
    while i < len(rest) and (rest[i] == "." or rest[i].isspace()):
        i += 1
    if rest[i:i + 1] == "~":
        return True
    if not ("A" <= rest[i:i + 1] <= "Z" or "a" <= rest[i:i + 1] <= "z"):
        return False
    end = i + 1
    while end < len(rest) and rest[end] in _LETTERS:
        end += 1
    after = rest[end:].lstrip()
    if not (after == "" or after[0] in "~."):
        return False
    word = rest[i:end]
    if not "A" <= word[0] <= "Z":   # written in lower case: a known type's name (alone, a long one only)
        return word.lower() in _BY_LOWER and ("~" in text or len(word) > 5)
    return "~" in text or word in ISS_TYPES


def read_iss_string(text: str):
    """The model of an ISS constraint string."""
    squeezed = without_spaces(require_text(text, "read_iss"))
    if not squeezed.startswith("."):
        raise SudokuError("bad_format", "An ISS constraint string starts with '.'.",
                          details={"format": WHERE, "rule": "iss_start"})
    items = [item.split("~") for item in squeezed[1:].split(".")]
    items = [[_BY_LOWER.get(item[0].lower(), item[0])] + item[1:] for item in items]
    shapes = {_shape(args) for kind, *args in items if kind == "Shape"}
    if len(shapes) > 1:
        raise SudokuError("bad_format", "An ISS string gives its grid's shape once, not "
                          + " and ".join(f"Shape~{n}x{n}" for n in sorted(shapes)) + ".",
                          details={"format": WHERE, "rule": "iss_two_shapes", "sides": sorted(shapes)})
    size = shapes.pop() if shapes else 9
    givens = [0] * (size * size)
    parity, cages, houses, differ, thermos, dots, strict, killers, arrows = [], [], [], set(), [], [], set(), [], []
    sandwiches = []
    no_boxes, non_consecutive, layout = False, False, None
    shape = default_box_shape(size)
    for kind, *args in items:
        if kind in ("", "Given"):
            for value_id in filter(None, args):
                _given(value_id, size, givens, parity)
        elif kind == "Shape":
            continue
        elif kind == "Cage":
            if not args:
                raise SudokuError("bad_format", "An ISS Cage needs a sum and cells.",
                                  details={"format": WHERE, "rule": "iss_cage_empty"})
            total = args[0].strip()
            if not full_match(r"-?\d{1,4}|", total):
                shown = total[:20] + ("…" if len(total) > 20 else "")
                raise SudokuError("bad_format", f"An ISS Cage's sum must be a whole number of at most four digits, not "
                                  f"{shown!r}.", details={"format": WHERE, "rule": "iss_cage_sum", "text": shown})
            cells = _cells(args[1:], size, "Cage")
            cages.append((cells, int(total) if total and int(total) != 0 else None))
        elif kind == "Jigsaw":
            if not 1 <= len(args) <= 2 or len(args[-1]) != size * size:
                raise SudokuError("bad_region", f"An ISS Jigsaw layout has one region id per cell ({size * size}).",
                                  details={"format": WHERE, "expected": size * size,
                                           "found": len(args[-1]) if args else 0})
            layout = args[-1]
        elif kind == "NoBoxes":
            no_boxes = True
        elif kind == "Diagonal":
            if args not in (["1"], ["-1"]):
                raise SudokuError("bad_format", "An ISS Diagonal is Diagonal~1 (rising) or Diagonal~-1 (falling).",
                                  details={"format": WHERE, "rule": "iss_diagonal"})
            name = "diagonal+" if args == ["1"] else "diagonal-"
            houses.append((name, diagonal(size, name)))
        elif kind == "Windoku" and not args:
            boxed("windoku", size, shape)
            houses.extend(("windoku", cells) for cells in windoku(size, shape))
        elif kind == "DisjointSets" and not args:
            boxed("disjoint", size, shape)
            houses.extend(("disjoint", cells) for cells in disjoint(size, shape))
        elif kind in _GLOBAL and not args:
            differ.add(_GLOBAL[kind])
        elif kind == "AntiConsecutive" and not args:
            non_consecutive = True
        elif kind == "AllDifferent":
            houses.append(("house", _cells(args, size, "AllDifferent")))
        elif kind == "Thermo":
            thermos.append(_cells(args, size, "Thermo"))
        elif kind in _DOTS:   # (a dot said twice is one dot, as ISS reads it)
            dots += [dot for dot in _dot_pairs(_DOTS[kind], _cells(args, size, kind), size) if dot not in dots]
        elif kind in _STRICT and not args:
            strict.add(_STRICT[kind])
        elif kind == "LittleKiller":
            killers.append(_little_killer(args, size))
        elif kind == "Arrow":
            cells = _cells(args, size, "Arrow")
            arrows.append((cells[:1], cells[1:]))
        elif kind == "PillArrow":
            if args and full_match(r"[Rr].*", args[0].strip()):
                args = ["2"] + args   # (ISS's older form, without the size: a pill of two)
            if not args or args[0].strip() not in ("2", "3"):
                raise SudokuError("bad_format", "An ISS PillArrow is PillArrow~2~cells or PillArrow~3~cells (the "
                                  "pill's size, its cells, then the shaft's).",
                                  details={"format": WHERE, "constraint": "PillArrow", "rule": "iss_pill_arrow"})
            cells = _cells(args[1:], size, "PillArrow")
            pill = int(args[0])
            arrows.append((cells[:pill], cells[pill:]))
        elif kind == "Sandwich":
            sandwiches.append(_sandwich(args, size))
        elif kind == "RegionSize" and args == [str(size)]:
            continue
        elif kind in _BARE and args:   # a rule read here, written with values it never takes
            got = f"{kind}~{'~'.join(args)[:40]}"
            raise SudokuError("bad_format", f"ISS {kind} takes no values; got {got}.",
                              details={"format": WHERE, "constraint": kind, "rule": "iss_no_values", "text": got})
        else:
            raise unknown(f"RegionSize~{args[0]}" if kind == "RegionSize" and args else kind, WHERE)
    regions = None
    if layout is not None:
        pieces = {}
        for index, region in enumerate(layout):
            pieces.setdefault(region, []).append(index)
        # (a layout of one id, a region of every cell, is refused as such below: it was passed over,
        # and with .NoBoxes the puzzle solved as a Latin square)
        if no_boxes or shape is None:  # no boxes to keep (a 5x5 or 7x7 has none): a jigsaw
            regions = layout
        else:
            own = {tuple(p) for p in pieces.values()}
            boxes = {}
            for index, box in enumerate(box_ids(size, shape) if shape else ()):
                boxes.setdefault(box, []).append(index)
            if own != {tuple(b) for b in boxes.values()}:
                houses.extend(("house", tuple(cells)) for cells in pieces.values())
    return build_variant(
        size, givens, boxes=None if no_boxes else "default", regions=regions, houses=houses,
        differ=differ, cages=cages, parity=parity, non_consecutive=non_consecutive, thermos=thermos,
        dots=dots, strict=strict, little_killers=killers, arrows=arrows, sandwiches=sandwiches,
    )


def _sandwich(args, size: int) -> tuple:
    """(total, cells) of ``Sandwich~SUM~R3`` (row 3) or ``Sandwich~SUM~C3`` (column 3)."""
    said = args[1].strip() if len(args) == 2 else ""
    if len(args) != 2 or not full_match(r"-?\d{1,4}", args[0].strip()) or not full_match(r"[RrCc]\d{1,2}", said):
        raise SudokuError("bad_format", "An ISS Sandwich is Sandwich~SUM~R1 or Sandwich~SUM~C1 (a whole-number sum of at most four digits, "
                          "then the row or column it stands beside).",
                          details={"format": WHERE, "constraint": "Sandwich", "rule": "iss_sandwich"})
    index = int(said[1:])
    if not 1 <= index <= size:
        raise SudokuError("bad_format", f"An ISS sandwich names {said[:4]}, outside the {size}x{size} grid (rows and "
                          f"columns 1 to {size}).", details={"format": WHERE, "constraint": "Sandwich",
                                                      "rule": "iss_sandwich_outside", "text": said[:4], "size": size})
    return int(args[0]), (row if said[0] in "Rr" else column)(index - 1, size)


def _little_killer(args, size: int) -> tuple:
    """(total, cells) of ``LittleKiller~SUM~ID``: the line ISS starts from the cell ID."""
    if len(args) != 2 or not full_match(r"-?\d{1,4}", args[0].strip()):
        raise SudokuError("bad_format", "An ISS LittleKiller is LittleKiller~SUM~R1C1 (a whole-number sum of at most four digits, then "
                          "the cell its diagonal starts from).",
                          details={"format": WHERE, "constraint": "LittleKiller", "rule": "iss_little_killer"})
    cell = read_iss(args[1], size)
    cells = lines(size).get(cell)
    if cells is None:
        raise SudokuError("bad_little_killer", f"An ISS little killer starts its diagonal at {args[1][:8]}, a cell "
                          "no diagonal starts from in ISS's reading (the left side going down, the right side up, "
                          "the top going left, the bottom going right).", cells=(cell,),
                          details={"reason": "line", "format": WHERE, "rule": "iss_little_killer_start",
                                   "text": args[1][:8]})
    return int(args[0]), cells


def _dot_pairs(kind: str, cells: tuple, size: int) -> list:
    """The dots a list of cells says: two cells, one dot between them; more, a dot on every pair
    of them side by side, each cell touching another (ISS's reading of a longer list)."""
    listed = set(cells)
    if len(listed) == 2:
        a, b = sorted(listed)
        return [(kind, a, b)]   # (cells apart: the model says so, naming them)
    if len(listed) < 2:
        raise SudokuError("bad_dot", f"An ISS dot sits between two cells; this one names {len(listed)}.",
                          cells=tuple(listed), details={"reason": "apart", "kind": kind, "format": WHERE})
    found = []
    for cell in sorted(listed):
        near = sorted(other for other in listed if other != cell and touching(cell, other, size))
        if not near:
            raise SudokuError("bad_dot", f"An ISS dot list holds {write_iss(cell, size)}, which no other cell of "
                              "the list is beside (a dot sits between two cells side by side).", cells=(cell,),
                              details={"reason": "apart", "kind": kind, "format": WHERE})
        found += [(kind, cell, other) for other in near if other > cell]
    return found


def _shape(args) -> int:
    """The side of a square ``Shape``; its digit range may be said only as the usual one
    (``9x9~9`` or ``9x9~1-9``), since the model's digits run from 1."""
    spec = "~".join(args)
    match = _SHAPE.match(args[0]) if args else None
    if not match or match.group(1) != match.group(2) or len(args) > 2:
        raise unknown(f"Shape~{spec}", WHERE)
    side = match.group(1)
    if len(args) == 2 and args[1] not in (side, f"1-{side}"):
        raise unknown(f"Shape~{spec}", WHERE)
    return check_side(int(side), WHERE)


def _cells(names, size: int, kind: str) -> tuple:
    if not names:
        raise SudokuError("bad_format", f"An ISS {kind} needs cells.",
                          details={"format": WHERE, "rule": "iss_no_cells", "constraint": kind})
    return tuple(read_iss(name, size) for name in names)


def _given(value_id: str, size: int, givens: list, parity: list) -> None:
    name, *values = value_id.split("_")
    cell = read_iss(name, size)
    try:
        digits = sorted({int(v) for v in values})
    except ValueError:
        digits = []
    if digits and all(1 <= d <= size for d in digits) and len(digits) != len(values):   # (said "values are 1 to 9")
        twice = next(d for d in digits if sum(int(v) == d for v in values) > 1)
        raise SudokuError("bad_format", f"ISS given {value_id[:30]!r} names {twice} twice.", cells=(cell,),
                          details={"format": WHERE, "rule": "iss_given_twice", "text": value_id[:30], "digit": twice})
    if not digits or any(not 1 <= d <= size for d in digits) or len(digits) != len(values):
        raise SudokuError("unknown_symbol", f"ISS given {value_id[:30]!r}: values are 1 to {size}.", cells=(cell,),
                          details={"char": value_id[:30], "row": cell // size + 1, "column": cell % size + 1,
                                   "min": 1, "max": size})
    if len(digits) == 1:
        if givens[cell] not in (0, digits[0]):
            raise SudokuError("bad_format", f"ISS gives {name} twice, as {givens[cell]} and {digits[0]}.",
                              cells=(cell,), details={"format": WHERE, "rule": "iss_two_givens", "cell": cell,
                                                      "size": size, "first": givens[cell], "second": digits[0]})
        givens[cell] = digits[0]
    elif digits == list(range(2, size + 1, 2)):
        parity.append((cell, "even"))
    elif digits == list(range(1, size + 1, 2)):
        parity.append((cell, "odd"))
    else:
        raise unknown(f"candidates {value_id[:30]}", WHERE, cells=(cell,))


def write_iss_string(variant) -> str:
    """The model as an ISS constraint string (one line)."""
    require_variant(variant)
    size = variant.size
    parts = []
    if size != 9:
        parts.append(f".Shape~{size}x{size}")
    default = default_box_shape(size)
    layout = variant.regions
    if layout is None and variant.box_shape is not None and tuple(variant.box_shape) != default:
        layout = box_ids(size, tuple(variant.box_shape))
    if variant.box_shape is None or layout is not None:
        if default:
            parts.append(".NoBoxes")
    if layout is not None:
        parts.append(".Jigsaw~" + "".join(_LAYOUT_IDS[r] for r in layout))
    # .Windoku and .DisjointSets mean the windows and groups of the side's usual boxes (as this
    # reader and ISS read them), whatever the layout: those of other boxes go as AllDifferent
    flags = split_houses(size, default, variant.extra_houses)
    if flags["diagonal+"]:
        parts.append(".Diagonal~1")
    if flags["diagonal-"]:
        parts.append(".Diagonal~-1")
    if flags["windoku"]:
        parts.append(".Windoku")
    if flags["disjoint"]:
        parts.append(".DisjointSets")
    if "anti-knight" in variant.differ:
        parts.append(".AntiKnight")
    if "anti-king" in variant.differ:
        parts.append(".AntiKing")
    if variant.non_consecutive:
        parts.append(".AntiConsecutive")
    names = lambda cells: "~".join(write_iss(cell, size) for cell in cells)
    for cage in variant.cages:
        parts.append(f".Cage~{cage.total if cage.total is not None else 0}~{names(cage.cells)}")
    for cells in flags["other"]:
        parts.append(f".AllDifferent~{names(cells)}")
    for cells in variant.thermos:
        parts.append(f".Thermo~{names(cells)}")
    iss_dot = {kind: name for name, kind in _DOTS.items()}
    for kind, a, b in variant.dots:
        parts.append(f".{iss_dot[kind]}~{names((a, b))}")
    for name, rule in _STRICT.items():
        if rule in variant.strict:
            parts.append("." + name)
    for total, cells in variant.little_killers:   # (named by the cell ISS starts the line from)
        parts.append(f".LittleKiller~{total}~{write_iss(line_of(cells, size)[0], size)}")
    for bulb, shaft in variant.arrows:
        head = ".Arrow" if len(bulb) == 1 else f".PillArrow~{len(bulb)}"
        parts.append(f"{head}~{names(bulb + shaft)}")
    for total, cells in variant.sandwiches:
        kind, index = house_of(cells, size)
        parts.append(f".Sandwich~{total}~{kind[0].upper()}{index + 1}")
    values = [f"{write_iss(cell, size)}_{value}" for cell, value in enumerate(variant.givens) if value]
    for cell, kind in variant.parity:
        digits = range(2 if kind == "even" else 1, size + 1, 2)
        values.append(f"{write_iss(cell, size)}_" + "_".join(map(str, digits)))
    if values:
        parts.append(".~" + "~".join(values))
    return "".join(parts) or ".~"
