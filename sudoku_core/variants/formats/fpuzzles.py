"""f-puzzles JSON and ``https://f-puzzles.com/?load=`` links, both ways.

The fields read (f-puzzles has no published specification; these are the
fields its exports carry and other tools read):

* ``size``; ``grid``: ``size`` rows of ``size`` cell objects, ``value`` (a
  given when ``given`` is true or absent; a digit a solver typed, with
  ``given: false``, is not a given) and ``region`` (the cell's 0-based region:
  cells without one keep their default box; ``null`` on every cell means no
  boxes);
* ``title``; ``diagonal+`` (rising ``/``), ``diagonal-`` (falling ``\\``),
  ``antiknight``, ``antiking``, ``nonconsecutive``, ``disjointgroups``
  (booleans);
* ``killercage`` and ``cage``: ``[{"cells": ["R1C1", ...], "value": "15"}]``
  (no ``value``: a cage without a sum); ``extraregion``: ``[{"cells": [...]}]``;
  ``odd`` / ``even``: ``[{"cell": "R1C1"}]``; ``thermometer``:
  ``[{"lines": [["R1C1", "R1C2", ...], ...]}]`` (each line from the bulb; the
  lines of one entry share it, a forked thermometer); ``arrow``:
  ``[{"cells": ["R1C1"], "lines": [["R1C1", "R1C2", ...], ...]}]`` (``cells``:
  the bulb, one cell a circle, two or three a pill; each line leaves the bulb
  and is an arrow of its own adding up to it); ``sandwichsum``: ``[{"cell": "R0C3",
  "value": "17"}]`` (the clue just outside the grid: ``R0Cc`` above column c,
  ``RrC0`` left of row r; below or right of the grid is read too).

Fields that only draw or annotate (``author``, ``ruleset``, ``solution``,
pencil marks, colours, ``text``, ``line``, ``rectangle``, ``circle``) are
ignored. Any other non-empty field is a constraint this solver does not know
(``xsum``, ``betweenline`` ...): ``unknown_constraint`` names
it. A link is the lz-string Base64 form of the JSON (:mod:`.lzstring`).
"""

from __future__ import annotations

import json
import re

from ...checks import require_text
from ...errors import SudokuError
from ...formats.puzzle_text import MAX_JSON_DEPTH, json_error_words, json_nesting
from ..model import require_variant
from ...shims import caseless, full_match, portable
from ...values import is_ascii
from .assemble import build_variant, check_side, unknown
from .cell_names import read_decimal, write_decimal
from .houses import box_ids, boxed, default_box_shape, diagonal, disjoint, split_houses, windoku
from .lzstring import TooLong, compress_to_base64, decompress_from_base64
from ..arrows import start
from ..little_killers import line_of, ray
from ..sandwiches import column, house_of, row

LINK_PREFIX = "https://f-puzzles.com/?load="
#: A link's start, up to its address's query: what follows is sliced off, not matched (MicroPython's
#: ``re`` recurses once per character a repetition takes, and overflows its stack on a long link).
_LINK_HEAD = re.compile(rf"(?:{caseless('http')}[sS]?://)?(?:{caseless('www.')})?{caseless('f-puzzles.com')}/?")
#: Fields read here, and fields that draw, annotate or describe without constraining the digits.
_KNOWN = {
    "size", "grid", "title", "author", "ruleset", "solution", "text", "line", "rectangle", "circle",
    "cage", "killercage", "extraregion", "odd", "even", "diagonal+", "diagonal-", "antiknight",
    "antiking", "nonconsecutive", "disjointgroups", "thermometer", "difference", "ratio", "xv", "negative",
    "littlekillersum", "arrow", "sandwichsum",
    "highlightConflicts", "truecandidatesoptions",
    "disabledlogic", "version", "previewSettings",
}
_FLAGS = {"antiknight": "anti-knight", "antiking": "anti-king"}
#: An f-puzzles JSON document is at most this long (a 16x16 with every field is ~100 KB).
MAX_JSON_CHARS = 1 << 20
WHERE = "f-puzzles"


def is_link(text: str) -> bool:
    """Whether ``text`` is one f-puzzles ``?load=`` link (or one broken by spaces or line breaks:
    :func:`read_fpuzzles_link` says so)."""
    return _link_data(text) is not None or _broken_link(text)


def _broken_link(text: str) -> bool:
    """Whether ``text`` is an f-puzzles link with ``load=`` and data, then more after a space or a line
    break (a link wrapped by a mail or a chat): it was read by the classic parser, "Unexpected
    character 't' at line 1, column 2"."""
    words = text.split()
    return len(words) > 1 and bool(_link_data(words[0]))


def _link_data(text: str):
    """The ``load=`` parameter's value in a text that is one f-puzzles address (spaces around it
    allowed, none inside; other parameters and a ``#`` part beside it are passed over), "" for a
    link cut after ``load=``, False for an address with no ``load=``; None for any other text."""
    stripped = text.strip()
    head = _LINK_HEAD.match(stripped)
    if head is None or len(stripped.split()) != 1:
        return None
    rest = stripped[len(head.group(0)):]
    if rest and rest[0] not in "?#":
        return None   # (f-puzzles.com.example.org, f-puzzles.com/other/page...)
    query = rest[1:].split("#", 1)[0] if rest[:1] == "?" else ""
    for part in query.split("&"):   # (Base64 and %-escapes hold no & or #)
        if part[:5].lower() == "load=":
            return part[5:]
    return False


def _percent_decoded(text: str) -> str:
    """``%2B`` read as ``+`` and so on: a link's Base64 payload is ASCII, so this is all of
    URL-decoding it needs (and keeps ``urllib`` and its imports out of the page's stdlib)."""
    parts = text.split("%")
    out = [parts[0]]
    for part in parts[1:]:
        code = part[:2]
        if len(code) == 2 and all(ch in "0123456789abcdefABCDEF" for ch in code):
            out.append(chr(int(code, 16)) + part[2:])
        else:
            out.append("%" + part)
    return "".join(out)


def read_fpuzzles_link(text: str):
    """The model of an f-puzzles link."""
    data = _link_data(require_text(text, "read_fpuzzles_link"))
    if data is None and _broken_link(text):
        first = text.split()[0]
        raise SudokuError("bad_format", f"The f-puzzles link is broken by a space or a line break after its first "
                          f"{len(first):,} characters; a link is one piece (join its parts).",
                          details={"format": WHERE, "rule": "fpuzzles_link_broken", "length": len(first)})
    if data is None:
        raise SudokuError("bad_format", "An f-puzzles link starts https://f-puzzles.com/?load=.",
                          details={"rule": "fpuzzles_link"})
    if data is False:
        raise SudokuError("bad_format", "This f-puzzles address carries no puzzle: a shared puzzle's link has "
                          "load= and the puzzle's data after it.", details={"format": WHERE, "rule": "fpuzzles_no_load"})
    if not data:
        raise SudokuError("bad_format", "The f-puzzles link has nothing after load= (was it cut short?).",
                          details={"format": WHERE, "rule": "fpuzzles_load_empty"})
    payload = _percent_decoded(data).replace(" ", "+")
    try:
        decoded = decompress_from_base64(payload, MAX_JSON_CHARS)
    except TooLong:
        raise SudokuError("bad_format", f"The f-puzzles link's data makes a document longer than "
                          f"{MAX_JSON_CHARS:,} characters.",
                          details={"format": WHERE, "rule": "fpuzzles_too_long", "limit": MAX_JSON_CHARS}) from None
    if not decoded:
        raise SudokuError("bad_format", "The f-puzzles link's data cannot be decoded (is the link cut short?).",
                          details={"format": WHERE, "rule": "fpuzzles_undecodable"})
    return read_fpuzzles(decoded)


def read_fpuzzles(text, first_line: int = 1):
    """The model of an f-puzzles JSON document (text, or the decoded dict); ``first_line``: the
    line of a file the text starts on, for the line a JSON error names."""
    data = _load(text, first_line) if isinstance(text, str) else text
    if not isinstance(data, dict):
        raise SudokuError("bad_format", "An f-puzzles puzzle is a JSON object with size and grid.",
                          details={"format": WHERE, "rule": "fpuzzles_not_object"})
    held = next((key for key in ("fpuzzles", "puzzle") if key in data), None)
    if held:   # a generate --json record or a bank's line: the puzzle is one of its fields
        raise SudokuError("bad_format", f"{WHERE}: this JSON object holds a puzzle in its \"{held}\" field (a "
                          "generate --json record or a bank's line), not the puzzle itself: give that field alone "
                          f"(jq -r .{held}).", details={"format": WHERE, "rule": "fpuzzles_record", "field": held})
    if "size" not in data:   # (a JSON object of another kind)
        raise SudokuError("bad_format", f"{WHERE}: the document has no \"size\"; an f-puzzles document gives "
                          "its grid's size and its \"grid\".", details={"format": WHERE, "rule": "fpuzzles_no_size"})
    size = check_side(_whole(data.get("size")), WHERE)
    for key, value in data.items():
        if key not in _KNOWN and value not in (None, False, [], {}, ""):
            raise unknown(key, WHERE)
    givens, regions = _grid(data.get("grid"), size)
    cages = _cages(data.get("killercage"), size) + _cages(data.get("cage"), size)
    houses = [("house", _cells(entry, size, "extraregion"))
              for entry in _entries(data.get("extraregion"), "extraregion")]
    shape = default_box_shape(size)
    for name in ("diagonal+", "diagonal-"):
        if _flag(data, name):
            houses.append((name, diagonal(size, name)))
    if _flag(data, "disjointgroups"):
        boxed("disjoint", size, shape)
        houses.extend(("disjoint", cells) for cells in disjoint(size, shape))
    parity = [(_one_cell(entry, size), kind) for kind in ("even", "odd") for entry in _entries(data.get(kind), kind)]
    dots, strict, non_consecutive = _dots(data, size)
    return build_variant(
        size, givens,
        boxes=None if regions == "none" else "default",
        regions=None if regions in (None, "none") else regions,
        houses=houses,
        differ=[word for key, word in _FLAGS.items() if _flag(data, key)],
        cages=cages,
        parity=parity,
        non_consecutive=non_consecutive,
        name=data.get("title") if isinstance(data.get("title"), str) else "",
        thermos=_thermos(data.get("thermometer"), size),
        dots=dots,
        strict=strict,
        little_killers=_little_killers(data.get("littlekillersum"), size),
        arrows=_arrows(data.get("arrow"), size),
        sandwiches=_sandwiches(data.get("sandwichsum"), size),
    )


def _sandwiches(value, size: int) -> list:
    """(total, cells) of each ``sandwichsum`` entry with a value: the row or column its clue
    ``cell`` stands beside, just outside the grid (row 0 or ``size`` + 1: a column's; column 0 or
    ``size`` + 1: a row's). An entry without a value is a clue not written yet: nothing to keep."""
    found = []
    for entry in _entries(value, "sandwichsum"):
        said = entry.get("value")
        if said in (None, ""):
            continue
        total = _whole(said)
        if type(total) is not int or not 0 <= total < 10 ** 4:
            raise SudokuError("bad_format", f"An f-puzzles sandwich's value is a whole number, not "
                              f"{str(said)[:20]!r}.", details={"field": "sandwichsum", "format": WHERE,
                                                              "rule": "fpuzzles_clue_value", "text": str(said)[:20]})
        clue = _OUTSIDE.match(str(entry.get("cell", ""))[:12])
        r, c = (int(clue.group(1)), int(clue.group(2))) if clue else (-1, -1)
        edge = (0, size + 1)
        if r in edge and 1 <= c <= size:
            cells = column(c - 1, size)
        elif c in edge and 1 <= r <= size:
            cells = row(r - 1, size)
        else:
            raise SudokuError("bad_format", f"An f-puzzles sandwich's clue \"cell\" stands just outside the grid "
                              f"beside a row or column (R0C3 above column 3, R3C0 left of row 3), not "
                              f"{str(entry.get('cell'))[:12]!r}.",
                              details={"field": "sandwichsum", "format": WHERE, "rule": "fpuzzles_sandwich_cell",
                                       "text": str(entry.get("cell"))[:12]})
        found.append((total, cells))
    return found


_DIRECTIONS = {"DR": (1, 1), "DL": (1, -1), "UR": (-1, 1), "UL": (-1, -1)}
_OUTSIDE = re.compile(portable(r"^[Rr](\d{1,3})[Cc](\d{1,3})$"))   # (MicroPython reads {m,n} literally)


def _little_killers(value, size: int) -> list:
    """(total, cells) of each ``littlekillersum`` entry with a value: its ``cells``, or the
    diagonal from its clue ``cell`` (just outside the grid) in its ``direction`` (DR, DL, UR, UL).
    An entry without a value is an arrow drawn with no clue yet: nothing to keep."""
    found = []
    for entry in _entries(value, "littlekillersum"):
        said = entry.get("value")
        if said in (None, ""):
            continue
        total = _whole(said)
        if type(total) is not int or not 0 <= total < 10 ** 4:
            raise SudokuError("bad_format", f"An f-puzzles little killer's value is a whole number, not "
                              f"{str(said)[:20]!r}.", details={"field": "littlekillersum", "format": WHERE,
                                                              "rule": "fpuzzles_clue_value", "text": str(said)[:20]})
        if entry.get("cells"):
            cells = _cells(entry, size, "littlekillersum")
        else:
            clue = _OUTSIDE.match(str(entry.get("cell", ""))[:12])
            step = _DIRECTIONS.get(str(entry.get("direction", "")).upper())
            if not clue or not step:
                raise SudokuError("bad_format", "An f-puzzles little killer needs its cells, or its clue's \"cell\" "
                                  "(such as R0C1) and a \"direction\" (DR, DL, UR or UL).",
                                  details={"field": "littlekillersum", "format": WHERE,
                                           "rule": "fpuzzles_little_killer_clue"})
            cells = ray(int(clue.group(1)) - 1, int(clue.group(2)) - 1, step[0], step[1], size)
            if not cells:   # (said as a "one-cell little killer" that was "not supported")
                cell, direction = clue.group(0), str(entry.get("direction")).upper()
                raise SudokuError("bad_little_killer", f"An f-puzzles little killer's clue {cell} points {direction}, "
                                  f"along no cell of the {size}x{size} grid (its clue stands just outside the grid and "
                                  "points along a diagonal into it).",
                                  details={"reason": "line", "field": "littlekillersum", "format": WHERE, "size": size,
                                           "rule": "fpuzzles_little_killer_off", "text": cell, "direction": direction})
        if len(cells) < 2:
            raise unknown("one-cell little killer", WHERE, cells)
        found.append((total, cells))
    return found


#: f-puzzles' dot fields: (the kind of a dot without a value, the values read, each as its kind).
_DOT_FIELDS = {"difference": ("white", {"1": "white"}), "ratio": ("black", {"2": "black"}),
               "xv": (None, {"X": "x", "V": "v", "x": "x", "v": "v"})}


def _dots(data: dict, size: int) -> tuple:
    """The dots (``difference``: white, ``ratio``: black, ``xv``: X and V), the strict rules
    (``negative``: ``difference`` with ``ratio``, and ``xv``) and the non-consecutive rule of a
    document. f-puzzles' ``nonconsecutive`` spares every pair with a kropki dot, so beside kropki
    dots it is the strict rule's "not consecutive" half (with a negative ``ratio``, the strict
    kropki rule); without dots it is the non-consecutive rule. A white dot of another difference,
    a black dot of another ratio, or half of the strict kropki rule beside dots has no model here:
    ``unknown_constraint`` names it rather than reading another puzzle."""
    dots = []
    for field, (plain, kinds) in _DOT_FIELDS.items():
        for entry in _entries(data.get(field), field):
            cells = _cells(entry, size, field)
            value = entry.get("value")
            said = str(value).strip() if value not in (None, "") else None
            kind = plain if said is None else kinds.get(said)
            if kind is None:
                raise unknown(f"{field} {str(value)[:10]}" if said is not None else f"{field} without a value",
                              WHERE, cells)
            if len(cells) != 2:
                raise SudokuError("bad_dot", f"An f-puzzles {field} entry sits between two cells, not {len(cells)}.",
                                  cells=cells, details={"reason": "apart", "kind": kind, "format": WHERE})
            dots.append((kind, cells[0], cells[1]))
    negative = data.get("negative")
    if negative in (None, False, []):
        negative = []
    if not isinstance(negative, list) or not all(isinstance(word, str) for word in negative):
        raise SudokuError("bad_format", "The f-puzzles field 'negative' lists constraint names.",
                          details={"field": "negative", "format": WHERE, "rule": "fpuzzles_negative"})
    strict = []
    words = set(negative)
    others = sorted(words - {"difference", "ratio", "xv"})
    if others:
        raise unknown("negative " + others[0], WHERE)
    dotted = any(kind in ("white", "black") for kind, _, _ in dots)
    consecutive = _flag(data, "nonconsecutive")
    not_next, not_double = "difference" in words or consecutive, "ratio" in words
    if not_next and not_double:
        strict.append("kropki")
        consecutive = False   # (without dots, the strict rule holds the non-consecutive one)
    elif not_double or (not_next and dotted):
        said = "negative ratio alone" if not_double else \
            "nonconsecutive with kropki dots" if consecutive else "negative difference alone"
        raise unknown(said, WHERE)
    elif not_next:
        consecutive = True    # no dot to spare: every pair, as the non-consecutive rule says
    if "xv" in words:
        strict.append("xv")
    return dots, strict, consecutive


def _thermos(value, size: int) -> list:
    found = []
    for entry in _entries(value, "thermometer"):
        lines = entry.get("lines")
        if not isinstance(lines, list) or not lines or not all(isinstance(line, list) and line for line in lines):
            raise SudokuError("bad_format", "An f-puzzles thermometer entry needs \"lines\": lists of cells, "
                              "each from the bulb.", details={"field": "thermometer", "format": WHERE,
                                                              "rule": "fpuzzles_lines"})
        found += [tuple(read_decimal(name, size) for name in line) for line in lines]
    return found


def _arrows(value, size: int) -> list:
    """(bulb, shaft) of each line of each ``arrow`` entry: the shaft is the line's cells after those
    in the bulb. A bulb with no line beyond it is a circle drawn with no arrow yet: nothing to keep."""
    found = []
    for entry in _entries(value, "arrow"):
        bulb = _cells(entry, size, "arrow")
        lines = entry.get("lines", [])
        if not isinstance(lines, list) or not all(isinstance(line, list) for line in lines):
            raise SudokuError("bad_format", "An f-puzzles arrow entry's \"lines\" are lists of cells, each from "
                              "its bulb.", details={"field": "arrow", "format": WHERE, "rule": "fpuzzles_lines"})
        for line in lines:
            cells = [read_decimal(name, size) for name in line]
            while cells and cells[0] in bulb:
                cells.pop(0)
            if cells:
                found.append((bulb, tuple(cells)))
    return found


def _arrow_entries(arrows, size: int) -> list:
    """The ``arrow`` entries of a variant's arrows: one per bulb, a line per arrow from it, each
    line starting at the bulb cell its shaft leaves from."""
    names = lambda cells: [write_decimal(cell, size) for cell in cells]
    by_bulb = {}
    for bulb, shaft in arrows:
        by_bulb.setdefault(bulb, []).append(names((start(bulb, shaft[0], size),) + shaft))
    return [{"cells": names(bulb), "lines": by_bulb[bulb]} for bulb in sorted(by_bulb)]   # (one order everywhere)


def _sandwich_clue(house: tuple) -> str:
    """Where f-puzzles writes a sandwich's clue: left of its row (``R3C0``) or above its column (``R0C3``)."""
    kind, index = house
    return f"R{index + 1}C0" if kind == "row" else f"R0C{index + 1}"


def _little_killer_entry(total: int, cells: tuple, size: int) -> dict:
    """A little killer as f-puzzles writes it: its clue just outside the grid before its first
    cell, the direction it points, its cells and its value."""
    (r, c), (r2, c2) = divmod(cells[0], size), divmod(cells[1], size)
    dr, dc = r2 - r, c2 - c
    direction = ("D" if dr > 0 else "U") + ("R" if dc > 0 else "L")
    return {"cell": f"R{r - dr + 1}C{c - dc + 1}", "cells": [write_decimal(x, size) for x in cells],
            "direction": direction, "value": str(total)}


def _flag(data: dict, name: str) -> bool:
    """A rule switched on or off (JSON true or false, or absent); anything else is refused
    rather than read as off, which would drop the rule unsaid."""
    value = data.get(name)
    if value is None or value is False or value is True:
        return value is True
    raise SudokuError("bad_format", f"The f-puzzles field {name!r} is true or false, not {str(value)[:20]!r}.",
                      details={"field": name, "format": WHERE, "rule": "fpuzzles_flag", "text": str(value)[:20]})


def _load(text: str, first_line: int = 1):
    if len(text) > MAX_JSON_CHARS:
        raise SudokuError("bad_format", f"The f-puzzles document is longer than {MAX_JSON_CHARS:,} characters.",
                          details={"rule": "fpuzzles_too_long", "limit": MAX_JSON_CHARS})
    deepest = json_nesting(text)
    if deepest > MAX_JSON_DEPTH:   # (a document nests 5 deep: a list of objects holding lists of cells)
        raise SudokuError("bad_format", f"The f-puzzles JSON nests its brackets {deepest} deep; a document "
                          f"nests them {MAX_JSON_DEPTH} deep at most.",
                          details={"format": WHERE, "rule": "fpuzzles_deep", "depth": deepest, "limit": MAX_JSON_DEPTH})
    try:
        return json.loads(text)
    except (ValueError, RuntimeError) as error:  # RuntimeError: RecursionError (MicroPython has only the former)
        said = json_error_words(error)[:120]
        line, column = getattr(error, "lineno", None), getattr(error, "colno", None)
        details = {"format": WHERE, "rule": "fpuzzles_json"}
        if line is not None and column is not None:   # (CPython's JSONDecodeError: the file's line)
            said = f"{getattr(error, 'msg', said)[:80]} at line {line + first_line - 1}, column {column}"
            details.update(rule="fpuzzles_json_at", line=line + first_line - 1, column=column)
        raise SudokuError("bad_format", f"The f-puzzles JSON is malformed: {said}.", details=details) from None


def _entries(value, field: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(e, dict) for e in value):
        raise SudokuError("bad_format", f"f-puzzles field {field!r} must be a list of objects.",
                          details={"field": field, "format": WHERE, "rule": "fpuzzles_not_list"})
    return value


def _cells(entry: dict, size: int, field: str) -> tuple:
    cells = entry.get("cells")
    if not isinstance(cells, list) or not cells:
        raise SudokuError("bad_format", f"An f-puzzles {field} entry needs a list of cells.",
                          details={"field": field, "format": WHERE, "rule": "fpuzzles_no_cells"})
    return tuple(read_decimal(name, size) for name in cells)


def _one_cell(entry: dict, size: int) -> int:
    return read_decimal(entry.get("cell"), size)


def _cages(value, size: int) -> list:
    found = []
    for entry in _entries(value, "killercage"):
        cells = _cells(entry, size, "killercage")
        total = entry.get("value")
        if total is None or total == "":
            found.append((cells, None))
            continue
        text = total.strip() if isinstance(total, str) else ""
        if type(total) is int and abs(total) < 10 ** 6:
            number = total
        elif full_match(r"[-+]?[0-9]{1,6}", text):
            number = int(text)
        else:
            shown = repr(text[:20]) if isinstance(total, str) else ("one that large" if type(total) is int
                                                                    else type(total).__name__)
            large = type(total) is int   # (said without its digits: str() of 10**5000 fails)
            said = {"rule": "fpuzzles_cage_sum_large"} if large else \
                {"rule": "fpuzzles_cage_sum", "text": text[:20] if isinstance(total, str) else type(total).__name__}
            raise SudokuError("bad_format", f"A cage's sum must be a whole number, not {shown}.",
                              cells=cells, details=dict(said, field="killercage", format=WHERE))
        found.append((cells, number))
    return found


def _whole(value):
    """A whole number written as text (``"9"``, as f-puzzles writes a cage's sum) as that number;
    anything else as it is (to be checked where it is read)."""
    if isinstance(value, str) and 0 < len(value.strip()) <= 3 and value.strip().isdigit() and is_ascii(value):
        return int(value)
    return value


def _grid(grid, size: int):
    """The givens and the regions: a region id per cell, None (default boxes) or "none"."""
    if not isinstance(grid, list) or len(grid) != size or not all(isinstance(r, list) and len(r) == size for r in grid):
        raise SudokuError("bad_format", f"The f-puzzles grid must be {size} rows of {size} cells.",
                          details={"format": WHERE, "size": size, "rule": "fpuzzles_grid"})
    shape = default_box_shape(size)
    default = box_ids(size, shape) if shape else (None,) * (size * size)
    givens, regions = [], []
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            index = r * size + c
            if cell is None:
                cell = {}
            if not isinstance(cell, dict):
                shown = json.dumps(cell)[:20]   # (one f-string: MicroPython formats joined literals as one)
                raise SudokuError("bad_format", f"Row {r + 1}, column {c + 1} holds {shown}; an f-puzzles cell is an "
                                  f"object such as {{\"value\": 5}} (or {{}} when empty).",
                                  cells=(index,), details={"format": WHERE, "row": r + 1, "column": c + 1,
                                                           "rule": "fpuzzles_cell_object", "cell": index, "size": size,
                                                           "text": shown})
            value = _whole(cell.get("value"))
            given = cell.get("given", True)
            if type(given) is not bool:   # ("false" as a string was read as a given, against what it says)
                shown = json.dumps(given)[:20]
                raise SudokuError("bad_format", f"Row {r + 1}, column {c + 1}: \"given\" is {shown}; it is true or "
                                  "false (or left out).", cells=(index,),
                                  details={"format": WHERE, "row": r + 1, "column": c + 1, "rule": "fpuzzles_given",
                                           "cell": index, "size": size, "text": shown})
            if value in (None, "", 0) or given is False:
                givens.append(0)  # empty, or a digit the solver typed
            elif type(value) is int and 1 <= value <= size:
                givens.append(value)
            else:
                raise SudokuError("unknown_symbol", f"Row {r + 1}, column {c + 1} holds {str(value)[:20]!r}; "
                                  f"expected 1 to {size}.", cells=(index,),
                                  details={"char": str(value)[:20], "row": r + 1, "column": c + 1, "min": 1,
                                           "max": size})
            region = cell.get("region", default[index])
            if region is not None and type(region) is not int:
                raise SudokuError("bad_region", f"Row {r + 1}, column {c + 1}: region {str(region)[:20]!r} "
                                  "is not a region number.", cells=(index,),
                                  details={"format": WHERE, "rule": "fpuzzles_region", "cell": index, "size": size,
                                           "text": str(region)[:20]})
            if region is not None and not 0 <= region < size:   # (named as written, before any renumbering)
                raise SudokuError("bad_region", f"Row {r + 1}, column {c + 1}: region {region} is not one of 0 to "
                                  f"{size - 1}.", cells=(index,),
                                  details={"format": WHERE, "region": str(region)[:20], "rule": "fpuzzles_region_range",
                                           "cell": index, "size": size, "last": size - 1})
            regions.append(region)
    if all(region is None for region in regions):
        return givens, "none"
    if None in regions:
        cells = tuple(i for i, region in enumerate(regions) if region is None)
        raise SudokuError("bad_region", f"{len(cells)} cells are in no region while the others are.",
                          cells=cells, details={"format": WHERE})
    return givens, (None if tuple(regions) == default else regions)


def write_fpuzzles(variant) -> str:
    """The model as f-puzzles JSON (compact, one line)."""
    require_variant(variant)
    return json.dumps(fpuzzles_data(variant), separators=(",", ":"), ensure_ascii=False)


def write_fpuzzles_link(variant) -> str:
    """The model as an ``https://f-puzzles.com/?load=`` link."""
    return LINK_PREFIX + compress_to_base64(write_fpuzzles(variant))


def fpuzzles_data(variant) -> dict:
    """The f-puzzles document of a model, as a dict."""
    size = variant.size
    data = {"size": size}
    if variant.name:
        data["title"] = variant.name
    rows = []
    for r in range(size):
        row = []
        for c in range(size):
            index = r * size + c
            cell = {}
            value = variant.givens[index]
            if value:
                cell.update(value=value, given=True)
            if variant.regions is not None:
                cell["region"] = variant.regions[index]
            elif variant.box_shape is None or variant.box_shape != default_box_shape(size):
                if variant.box_shape is None:
                    cell["region"] = None
                else:
                    cell["region"] = box_ids(size, tuple(variant.box_shape))[index]
            row.append(cell)
        rows.append(row)
    data["grid"] = rows
    # "disjointgroups" means the groups of the side's usual boxes (as the reader reads it),
    # whatever the regions: those of other boxes go as extra regions, as windoku windows do
    shape = default_box_shape(size)
    flags = split_houses(size, shape, variant.extra_houses)
    for name in ("diagonal+", "diagonal-"):
        if flags[name]:
            data[name] = True
    if "anti-knight" in variant.differ:
        data["antiknight"] = True
    if "anti-king" in variant.differ:
        data["antiking"] = True
    if flags["disjoint"]:
        data["disjointgroups"] = True
    if variant.non_consecutive:
        data["nonconsecutive"] = True
    names = lambda cells: [write_decimal(cell, size) for cell in cells]
    if variant.cages:
        data["killercage"] = [
            {"cells": names(cage.cells), "value": str(cage.total)} if cage.total is not None else
            {"cells": names(cage.cells)}
            for cage in variant.cages
        ]
    extra = list(flags["other"])
    if flags["windoku"]:
        extra = list(windoku(size, shape)) + extra
    if extra:
        data["extraregion"] = [{"cells": names(cells)} for cells in extra]
    for kind in ("odd", "even"):
        marked = [{"cell": write_decimal(cell, size)} for cell, k in variant.parity if k == kind]
        if marked:
            data[kind] = marked
    if variant.thermos:
        data["thermometer"] = [{"lines": [names(cells)]} for cells in variant.thermos]
    if variant.arrows:
        data["arrow"] = _arrow_entries(variant.arrows, size)
    if variant.sandwiches:
        data["sandwichsum"] = [{"cell": _sandwich_clue(house_of(cells, size)), "value": str(total)}
                               for total, cells in variant.sandwiches]
    if variant.little_killers:
        data["littlekillersum"] = [_little_killer_entry(total, line_of(cells, size), size)
                                   for total, cells in variant.little_killers]
    if variant.non_consecutive and ("kropki" in variant.strict or
                                    any(kind in ("white", "black") for kind, _, _ in variant.dots)):
        raise SudokuError("bad_format", "f-puzzles spares a pair with a kropki dot its non-consecutive rule, which "
                          "this puzzle's does not: it has no f-puzzles form (its ISS string says it).",
                          details={"format": WHERE, "kinds": list(variant.kinds()), "rule": "fpuzzles_kropki_nonconsecutive"})
    for field, kinds in (("difference", ("white",)), ("ratio", ("black",)), ("xv", ("x", "v"))):
        entries = [{"cells": names((a, b))} if field != "xv" else {"cells": names((a, b)), "value": kind.upper()}
                   for kind, a, b in variant.dots if kind in kinds]
        if entries:
            data[field] = entries
    negative = (["difference", "ratio"] if "kropki" in variant.strict else []) + \
        (["xv"] if "xv" in variant.strict else [])
    if negative:
        data["negative"] = negative
    return data
