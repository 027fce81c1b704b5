"""Texts that sudoku_core writes in English, rebuilt in the page's language (pure, no DOM).

The core explains conflicts, hints and bad input in English sentences but also gives their parts
(``Conflict.digit/house/cells``, ``Hint.kind/cell/digit/house``, ``SudokuError.code/cells/details``,
``Event.reason`` codes; the data panel's ``Datum`` rows are ``tutor_view.data_rows``'s); these functions build the sentence from
those parts with the templates of ``strings.py`` and never read the English text.  Under
English the result equals the core's own message (tests/web_unit/test_strings.py checks it).  A core
error whose code has no template, or whose details cannot be read, is shown in the ``err_other``
frame with the core's English message.
"""

from __future__ import annotations

from . import strings
from .strings import t

UNIT_KEYS = ("unit_row", "unit_column", "unit_box")  # by unit kind, as in sudoku_core.geometry


def sentences(parts) -> str:
    """Sentences one after another: a space between them in English, none in Chinese (a sentence
    ends with "。", which holds its own space)."""
    return ("" if strings.LANG.startswith("zh") else " ").join(p for p in parts if p)


def fmt_int(n) -> str:
    """Grouped digits (1,234,567): the usual form in English and in Chinese."""
    return f"{int(n):,}"


def fmt_seconds(seconds: float) -> str:
    return f"{seconds:.3f}" if seconds < 10 else f"{seconds:.1f}"


def fmt_time(seconds: float) -> str:
    """A duration with its unit (the race table): milliseconds below a second."""
    if seconds < 1:
        return t("ms", ms=f"{seconds * 1000:.1f}")
    return t("seconds", s=f"{seconds:.2f}")


def where(cell: int, size: int) -> str:
    row, col = divmod(cell, size)
    return t("where", row=row + 1, col=col + 1)


def where_first(cell: int, size: int) -> str:
    """:func:`where` at the start of a sentence ("Row 1, column 4 holds a digit ...")."""
    row, col = divmod(cell, size)
    return t("where_first", row=row + 1, col=col + 1)


def unit_name(house: int, size: int) -> str:
    """A unit, by its index in the core's geometry (rows, then columns, then boxes), in words."""
    kind, index = divmod(int(house), size)
    return t(UNIT_KEYS[kind], n=index + 1)


def places(cells, size: int) -> str:
    return t("dup_join").join(where(c, size) for c in cells)


def conflict_message(conflict, size: int, symbols: str) -> str:
    """A sudoku_core Conflict as a sentence ("5 appears twice in row 1: ...")."""
    n = len(conflict.cells)
    times = t("dup_twice") if n == 2 else t("dup_times", n=n)
    return t("dup_message", digit=symbols[conflict.digit - 1], times=times,
             unit=unit_name(conflict.house, size), places=places(conflict.cells, size))


def hint_message(result, size: int, symbols: str, conflicts=()) -> str:
    """A sudoku_core Hint in words; ``conflicts`` (find_conflicts of the board) for kind "conflict"."""
    kind = result.kind
    digit = symbols[result.digit - 1] if result.digit else ""
    at = where(result.cell, size) if result.cell >= 0 else ""
    if kind == "conflict" and conflicts:
        return t("hint_conflict", message=conflict_message(conflicts[0], size, symbols))
    if kind == "full":
        return t("hint_full")
    if kind == "dead_cell":
        return t("hint_dead_cell", where=at)
    if kind == "naked_single":
        return t("hint_naked_single", digit=digit, where=at)
    if kind == "hidden_single":
        return t("hint_hidden_single", digit=digit, where=at, unit=unit_name(result.house, size))
    if kind == "stuck":
        return t("hint_stuck")
    return result.message


def error_message(err, size: int = 9) -> str:
    """A SudokuError in the current language: by ``code`` for the common ones, else in a frame."""
    code, message = err.code, err.message
    details = getattr(err, "details", {})  # the message's parts (see sudoku_core.errors)
    fields = None
    rule = details.get("rule")
    ruled = type(rule) is str and rule in FORMAT_PARTS   # (a reader's own sentence, said by its rule below)
    shaped = said_safely(shape_error, err, details) if code in SHAPE_ERRORS and not ruled else None
    formatted = said_safely(format_error, err, details) if code in FORMAT_CODES else None
    if code == "empty_input":
        fields = {}
    elif code == "wrong_cell_count" and "found" in details:
        code, fields = said_safely(cell_count_fields, err, details) or (code, {"count": fmt_int(details["found"])})
    elif code == "unknown_symbol" and "char" in details:
        code, fields = said_safely(unknown_symbol_fields, err, details) or (code, None)
    elif code == "duplicate" and err.cells and details.get("house") in HOUSE_WORDS and "digit" in details \
            and type(details.get("index")) is int:   # the house named, as the English (a classic grid's: its first clash)
        key, n = HOUSE_WORDS[details["house"]], details["index"] + 1
        first, times, more = details.get("where", err.cells), details.get("times", 2), details.get("clashes", 1) - 1
        code, fields = "duplicate_in", {"digit": str(details.get("symbol", details["digit"])), "house": t(key, n=n),
                                        "places": places(first, details.get("size", size))}
        if times != 2 or more:   # (3 times; more clashes after it, as the English's "(1 more clash)")
            code = "duplicate_in_more" if more else "duplicate_in_times"
            fields.update(times=str(times), more=str(more))
    elif code == "duplicate" and err.cells:   # (a variant's gives its side; a classic grid's is the caller's)
        fields = {"places": places(err.cells, details.get("size", size))}
    elif code in ("no_solution", "multiple_solutions"):   # (Hint, Explain and the rating on such a puzzle)
        fields = {}
    elif code in VARIANT_ERRORS and all(k in details for k in VARIANT_ERRORS[code]) and \
            (err.cells or code in NO_CELLS) and (code != "rule_broken" or details["rule"] in RULE_KINDS):
        fields = variant_error_fields(err, details, details.get("size", size))
    elif shaped is not None:
        code, fields = shaped
    elif code == "bad_format" and details.get("rule") == "marks_no_candidate":   # a pencil-mark grid's
        code, fields = "marks_no_candidate", {"where": where(details["cell"], details["size"])}
    elif code == "bad_format" and details.get("rule") == "marks_position":   # one where a puzzle is read
        code, fields = "marks_position", {}
    elif code == "bad_format" and details.get("rule") == "marks_shape" and "rows" in details:
        code, fields = "marks_rows", {"size": str(details["size"]), "rows": str(details["rows"])}
    elif code == "bad_format" and details.get("rule") == "marks_shape":
        code, fields = "marks_row_width", {"size": str(details["size"]), "row": str(details["row"]),
                                           "cells": str(details["cells"])}
    elif formatted is not None:   # a format reader's, by its rule (FORMAT_PARTS)
        code, fields = formatted
    if fields is None:
        return t("err_other", message=message)
    return t("err_" + code, message=message, **fields)


def cell_count_fields(err, details: dict):
    """A ``wrong_cell_count`` said with the parts its details give, as the English says them: a
    board's row of the wrong length (``row``, ``holds``, ``width``), the cells found against a
    grid's (``expected``) with the line that is off (``line``, ``holds``, ``width``), the rows read
    (``rows``, ``width``) or the counts taken (``supported``); more cells than a grid holds
    (``more``). Only the found count (a board of the wrong height: ``board_rows``) keeps the
    general sentence, ``err_wrong_cell_count``."""
    found, expected = details["found"], details.get("expected")
    if "board_rows" in details or type(expected) is not int:
        return "wrong_cell_count", {"count": fmt_int(found)}
    if "row" in details:
        return "cells_board_row", {"row": str(details["row"]), "holds": str(details["holds"]),
                                   "width": str(details["width"])}
    side = int(expected ** 0.5 + 0.5)
    if side * side != expected:
        return "wrong_cell_count", {"count": fmt_int(found)}
    fields = {"count": fmt_int(found), "side": str(side), "expected": fmt_int(expected)}
    if details.get("more") is True:
        return "cells_more", fields
    if "line" in details:
        fields.update(line=str(details["line"]), holds=str(details["holds"]), width=str(details["width"]))
        return "cells_line", fields
    if "rows" in details:
        fields.update(rows=str(details["rows"]), width=str(details["width"]))
        return "cells_rows", fields
    if "supported" in details:
        counts = [fmt_int(n) for n in details["supported"]]
        fields["supported"] = t("list_or", first=t("list_sep").join(counts[:-1]), last=counts[-1])
        return "cells_supported", fields
    return "cells_side", fields


def unknown_symbol_fields(err, details: dict):
    """An ``unknown_symbol`` said with every part its details give, as the English says them: the
    cell (``row``, ``column``), the place in the text (``line``, ``text_column``) and the grid's own
    digits and empty marks (``symbols``, ``empty_marks``), or the numbers a cell takes (``min``,
    ``max``: 0 for empty, or 1, to the side). A sentence never names a digit rule the error did not
    give (a 4x4 grid's digits are 1-4, not 9x9's): ``err_unknown_symbol`` names the cell alone.
    None (the frame) for a character with neither a cell nor its place and digits."""
    fields = {"char": str(details["char"])}
    cell = "row" in details
    if cell:
        fields.update(row=str(details["row"]), col=str(details["column"]))
    low, high = details.get("min"), details.get("max")
    if cell and low in (0, 1) and type(low) is int and type(high) is int:
        fields.update(max=str(high))
        return ("unknown_symbol_numbers" if low == 0 else "unknown_symbol_values"), fields
    symbols, marks = details.get("symbols"), details.get("empty_marks")
    if not (type(symbols) is str and symbols and type(marks) is str):
        return ("unknown_symbol", fields) if cell else None
    fields.update(digits=f"{symbols[0]}–{symbols[-1]}", empties=" ".join(marks))
    if "line" not in details or "text_column" not in details:
        return ("unknown_symbol_digits", fields) if cell else None
    fields.update(line=str(details["line"]), column=str(details["text_column"]))
    return ("unknown_symbol_at" if cell else "unknown_symbol_char"), fields


#: A variant's repeated given names its house (``details.house``, ``details.index`` from 0): by
#: these words, each with the house's number ``n``.
HOUSE_WORDS = {"row": "unit_row", "column": "unit_column", "box": "unit_box", "region": "house_region",
               "diagonal+": "shape_diagonal_up", "diagonal-": "shape_diagonal_down", "windoku": "house_windoku",
               "disjoint": "house_disjoint", "house": "house_extra", "cage": "house_cage"}

#: The variant errors said from their parts (issue 32), with the parts each needs.
VARIANT_ERRORS = {"rule_broken": ("rule", "size"), "impossible_cage": ("total", "min", "max", "size"),
                  "overlapping_cages": ("size",), "cage_too_large": ("found", "digits"),
                  "unknown_constraint": ("constraint",)}
NO_CELLS = ("cage_too_large", "unknown_constraint")   # (said without naming cells)
#: A broken rule's ``details.rule`` (``sudoku_core.variants.validation``) as the kind whose name
#: says it (``vk_*``); dots, white or black, X or V, by a word of their own (None).
RULE_KINDS = {"cage-sum": "killer", "even": "even_odd", "odd": "even_odd", "dot": None, "anti-knight": "anti_knight",
              "anti-king": "anti_king", "non-consecutive": "non_consecutive", "thermo": "thermo",
              "little-killer": "little_killer", "arrow": "arrow", "sandwich": "sandwich"}


def variant_error_fields(err, details: dict, size: int) -> dict:
    """The parts of one of :data:`VARIANT_ERRORS` its sentence names, cells on a grid of ``size``."""
    cells = places(err.cells, size) if err.cells else ""
    if err.code == "rule_broken":
        kind = RULE_KINDS[details["rule"]]
        return {"rule": t("err_rule_dots") if kind is None else t("vk_" + kind), "places": cells}
    if err.code == "impossible_cage":
        return {"places": cells, "total": str(details["total"]), "count": str(len(err.cells)),
                "min": str(details["min"]), "max": str(details["max"])}
    if err.code == "cage_too_large":
        return {"found": str(details["found"]), "digits": str(details["digits"])}
    if err.code == "unknown_constraint":
        return {"constraint": str(details["constraint"])}
    return {"places": cells}


#: The shape errors (issue 32): a cell outside the grid, or a region, thermometer, dot, little
#: killer, arrow or sandwich that cannot be, said by ``details["reason"]`` (``err_<code>_<reason>``)
#: with the shape numbered as it was listed, by the ``details`` key given here.
SHAPE_ERRORS = {"bad_cell": None, "bad_region": "region", "bad_thermo": "thermo", "bad_dot": "dot",
                "bad_little_killer": "little_killer", "bad_arrow": "arrow", "bad_sandwich": "sandwich"}
#: Per reason, the ``details`` said as they are (besides the shape's number ``n``, the grid's
#: ``size`` and its cells: ``places``, or ``a`` and ``b`` for two).
SHAPE_PARTS = {"bad_region_count": ("found", "expected"), "bad_region_number": ("region",),
               "bad_region_size": ("found",), "bad_region_not_connected": (),
               "bad_region_house_size": ("found", "different"), "bad_region_not_its_cells": (),
               "bad_region_box_shape": ("box_shape",),
               "bad_thermo_short": (), "bad_thermo_repeat": (), "bad_thermo_long": ("found",),
               "bad_thermo_apart": (), "bad_dot_kind": ("kind",), "bad_dot_apart": (), "bad_dot_repeat": (),
               "bad_dot_impossible": (), "bad_little_killer_line": (), "bad_little_killer_twice": ("total", "other"),
               "bad_little_killer_sum": ("total", "count", "min", "max"), "bad_sandwich_size": ("max",),
               "bad_sandwich_line": (), "bad_sandwich_twice": ("total", "other"),
               "bad_sandwich_sum": ("total", "max"), "bad_arrow_short": ("part",), "bad_arrow_repeat": (),
               "bad_arrow_pill": ("pill", "count"), "bad_arrow_apart": (),
               "bad_arrow_sum": ("count", "min", "max", "low", "high")}
#: The reasons that name a shape by its number.
_NUMBERED = ("thermo", "dot", "little_killer", "arrow", "sandwich")


def _shape_word(kind) -> str:
    """A shape or extra house by the word the page uses for it (``shape_*``)."""
    return t("shape_" + str(kind).replace("+", "_up").replace("-", "_down"))


def said_safely(build, err, details: dict):
    """``build(err, details)`` (:func:`shape_error` or :func:`format_error`: a template's code and
    fields) with every field built and the template looked up once: None, never an exception, for
    parts it cannot read (another producer's details: said in the frame, with the core's
    English), so the error reporter itself cannot fail."""
    try:
        found = build(err, details)
        if found is not None:
            t("err_" + found[0], message="", **found[1])
        return found
    except (KeyError, ValueError, IndexError, TypeError, AttributeError):
        return None


def shape_error(err, details: dict):
    """(template code, fields) for one of :data:`SHAPE_ERRORS` as ``validation`` raises it, or None
    when its parts are not all there (a format reader's error of the same code: said in the frame)."""
    code, size = err.code, details.get("size")
    if type(size) is not int:
        return None
    if code == "bad_cell":   # named by the shape that lists it (validation) or by its name (a reader)
        fields = {"cell": str(details.get("cell", "")), "size": str(size), "last": str(size * size - 1)}
        if "shape" not in details:
            return "bad_cell_name", fields
        fields["shape"] = _shape_word(details["shape"])
        return "bad_cell", fields
    key = code + "_" + str(details.get("reason"))
    number = details.get(SHAPE_ERRORS[code])
    if key not in SHAPE_PARTS or not all(k in details for k in SHAPE_PARTS[key]) or \
            (SHAPE_ERRORS[code] in _NUMBERED and key != "bad_dot_impossible" and type(number) is not int):
        return None
    cells = tuple(err.cells)
    if key.endswith("_apart") and len(cells) < 2:
        return None   # (the two cells that do not touch are its sentence)
    fields = {k: str(details[k]) for k in SHAPE_PARTS[key]}
    fields["n"] = str(number + 1) if type(number) is int else ""
    fields["size"] = str(size)
    fields["places"] = places(cells[:4], size) + ("…" if len(cells) > 4 else "")   # (as the English, four at most)
    fields["a"] = where(cells[0], size) if cells else ""
    fields["b"] = where(cells[1], size) if len(cells) > 1 else ""
    if "house" in details and code == "bad_region":
        fields["house"] = _shape_word(details["house"])
    if code == "bad_dot" and key != "bad_dot_kind":
        fields["kinds"] = t("dup_join").join(t("dot_" + str(k)) for k in details.get("kinds") or [details.get("kind")])
    if code == "bad_sandwich" and "house" in details:
        fields["line"] = t("unit_" + str(details["house"]), n=int(details["index"]) + 1)
    if key == "bad_sandwich_sum":
        fields["max1"] = str(int(details["max"]) - 1)
    if key == "bad_region_number":
        fields["top"] = str(size - 1)
    if key == "bad_region_box_shape":   # "(3, 2)" in the details, as the English says it: 3×2
        parts = fields["box_shape"].strip("()").split(",")
        if len(parts) == 2 and all(p.strip().isdigit() for p in parts):
            fields["box_shape"] = parts[0].strip() + "×" + parts[1].strip()
    if key == "bad_arrow_short":
        fields["part"] = t("arrow_" + fields["part"])
    if key == "bad_arrow_pill":
        key += "_" + fields["pill"]
    return key, fields


def reason(code: str) -> str:
    """The rule of a propagation event, by its code (``sudoku_core.algorithms.REASONS``)."""
    return t("reason_" + code)


#: ``bad_format``'s sentences (a format reader's, issue 32), by ``details["rule"]``: said with
#: ``err_fmt_<rule>`` from the parts named here.  Each part is said as it is (a number, a word or
#: a fragment of the input, which the core already cut short), but for ``cell`` (a place, on a
#: grid of ``size``), ``cells`` (the error's cells, as places), ``kinds`` (the variant kinds'
#: names), ``sides`` (ISS's ``Shape`` items), ``what`` and ``kind`` (words: ``fmt_what_*``,
#: ``fmt_json_*``), and the counts of :data:`_LARGE` (grouped digits).
FORMAT_PARTS = {
    # our plain-text form (sudoku_core.variants.formats.variant_text; the reader's line cap)
    "text_header": (), "text_long_word": ("line", "text"), "text_second_regions": ("line",),
    "text_second_value": ("line", "word", "value", "before"), "text_no_number": ("line", "word"),
    "text_no_size": (), "text_no_size_regions": (), "text_boxes_and_no_boxes": ("boxes",),
    "text_sandwich_line": ("line", "text", "size"), "text_no_cells": ("line", "word"),
    "text_cell_twice": ("line", "word", "cell"), "text_no_sum": ("line", "word"), "text_pill_size": ("line",),
    "text_odd_pairs": ("line", "word", "count"), "text_number": ("line", "what", "text"), "text_boxes": ("line",),
    "text_too_long": ("line", "limit"), "iss_too_long": ("line", "limit"),
    # ISS constraint strings
    "iss_start": (), "iss_two_shapes": ("sides",), "iss_cage_empty": (), "iss_cage_sum": ("text",),
    "iss_diagonal": (), "iss_pill_arrow": (), "iss_no_values": ("constraint", "text"), "iss_sandwich": (),
    "iss_sandwich_outside": ("text", "size"), "iss_little_killer": (), "iss_no_cells": ("constraint",),
    "iss_given_twice": ("text", "digit"), "iss_two_givens": ("cell", "first", "second"),
    # f-puzzles JSON and links
    "fpuzzles_link": (), "fpuzzles_link_broken": ("length",), "fpuzzles_no_load": (), "fpuzzles_load_empty": (), "fpuzzles_too_long": ("limit",),
    "fpuzzles_undecodable": (), "fpuzzles_not_object": (), "fpuzzles_no_size": (), "fpuzzles_record": ("field",),
    "fpuzzles_clue_value": ("field", "text"), "fpuzzles_sandwich_cell": ("text",), "fpuzzles_little_killer_clue": (),
    "fpuzzles_little_killer_off": ("text", "direction", "size"),
    "fpuzzles_negative": (), "fpuzzles_lines": ("field",), "fpuzzles_flag": ("field", "text"),
    "fpuzzles_json": (), "fpuzzles_deep": ("depth", "limit"), "fpuzzles_json_at": ("line", "column"), "fpuzzles_not_list": ("field",),
    "fpuzzles_no_cells": ("field",), "fpuzzles_cage_sum": ("text",), "fpuzzles_cage_sum_large": (), "fpuzzles_grid": ("size",),
    "fpuzzles_cell_object": ("cell", "text"), "fpuzzles_given": ("cell", "text"), "fpuzzles_kropki_nonconsecutive": (),
    # killer strings, jigsaw layouts, the other sides' grids, the houses built from boxes, parity
    "sudocue_form": (), "sudocue_two_sums": ("cage", "first", "second", "cells"), "short_killer_loop": ("cell",),
    "layout_no_regions": (), "layout_more_rules": ("kinds",), "other_side_grid": (),
    "boxes_needed": ("constraint", "size"), "parity": ("cell",),
    # classic readers: a LeetCode JSON board, a file's lines, a pencil-mark grid
    "json_board_too_long": ("length",), "json_board_deep": ("depth",), "json_board_nested": (),
    "json_board_at": ("line", "column"), "json_board_malformed": (), "json_board_rows": (),
    # a reader's errors of other codes, said by their rule when their own templates cannot
    "variant_side": ("format", "size"), "text_regions_count": ("found", "expected"),
    "fpuzzles_region": ("cell", "text"), "fpuzzles_region_range": ("cell", "region", "last"),
    "iss_little_killer_start": ("text",), "short_killer_out": ("cells", "char"),
    "json_unclosed": ("line", "kind", "lines", "chars"), "json_unclosed_before": ("line", "kind", "next"),
    "line_too_long": ("line", "length", "limit"), "marks_none": (),
}
#: The codes whose errors a format reader gives a ``details["rule"]`` of :data:`FORMAT_PARTS`
#: (the others, e.g. ``bad_region`` with a ``reason``, are said by their own templates first).
FORMAT_CODES = ("bad_format", "bad_size", "bad_region", "bad_cell", "bad_little_killer")
#: Counts said with grouped digits (1,048,576).
_LARGE = ("limit", "length", "lines", "chars")
#: Parts said by a word of the page's, the key's start here and the part's value its end.
_WORD_PARTS = {"what": "fmt_what_", "kind": "fmt_json_"}


def format_error(err, details: dict):
    """(template code, fields) of a format reader's error whose ``details["rule"]`` is one of
    :data:`FORMAT_PARTS` (see :func:`said_safely`), or None when a part is missing."""
    rule = details.get("rule")
    if type(rule) is not str or rule not in FORMAT_PARTS:
        return None
    parts = FORMAT_PARTS[rule]
    if not all(k in details for k in parts if k != "cells"):
        return None
    fields = {}
    for part in parts:
        value = details.get(part)
        if part in ("cell", "cells"):
            size = details["size"]
            if type(size) is not int or (part == "cell" and type(value) is not int) or (part == "cells" and not err.cells):
                return None
            value = where(value, size) if part == "cell" else places(err.cells, size)
        elif part == "kinds":
            value = t("dup_join").join(t("vk_" + str(k).replace("-", "_")) for k in value)
        elif part == "sides":
            value = (" " + t("dup_join").strip() + " ").join("Shape~" + str(int(n)) + "x" + str(int(n)) for n in value)
        elif part in _LARGE:
            value = fmt_int(value)
        elif part == "format":   # (a format's name: "variant text" said in the page's words)
            value = t("fmt_name_" + str(value).replace(" ", "_").replace("-", "_").lower())
        elif part in _WORD_PARTS:
            value = t(_WORD_PARTS[part] + str(value))
        elif rule == "boxes_needed" and part == "constraint":
            value = _shape_word(value)
        fields[part] = str(value)
    return "fmt_" + rule, fields
