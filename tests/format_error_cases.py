"""Real malformed inputs, one per ``bad_format`` rule of the format readers (``details["rule"]``):
shared by tests/core/test_format_error_rules.py (the core gives each rule and its parts) and
tests/web_unit/test_format_errors_said.py (the page says each from its parts, in every language)."""

from __future__ import annotations

import io
import json

import pytest

from sudoku_core import SudokuError, parse
from sudoku_core.formats import puzzle_text, reader
from sudoku_core.formats.candidates import read_candidates
from sudoku_core.variants.formats import read_fpuzzles, read_fpuzzles_link, read_iss, read_text, read_variant, \
    write_fpuzzles, write_layout
from sudoku_core.variants.formats import fpuzzles
from sudoku_core.variants.formats.other_sides import read_other_side_grid

_GRID = [[{} for _ in range(9)] for _ in range(9)]


def fpuzzles_text(**fields) -> str:
    """An f-puzzles document of an empty 9x9 grid with ``fields``."""
    return json.dumps(dict({"size": 9, "grid": _GRID}, **fields))


def _chunk_error(text: str, monkeypatch=None, **caps) -> SudokuError:
    for name, value in caps.items():
        monkeypatch.setattr(reader, name, value)
    for _, chunk in reader.split_puzzles(reader.bounded_lines(io.StringIO(text), reader.MAX_LINE)):
        if isinstance(chunk, reader.BadChunk):
            raise chunk.error
    raise AssertionError("no bad chunk")


def _json_fails(error):
    def loads(text):
        raise error
    return loads


_CELL_OBJECT = [[{} for _ in range(9)] for _ in range(9)]
_CELL_OBJECT[1][2] = 5
_GIVEN_STRING = [[{} for _ in range(9)] for _ in range(9)]
_GIVEN_STRING[1][2] = {"value": 5, "given": "false"}
_SUDOCUE = "3x3::k:" + ":".join(str(n) for n in [5 * 256 + 1, 6 * 256 + 1] + [0] * 79)

#: (rule, how to meet it, the parts it gives: each detail's value).
CASES = [
    # our plain-text form
    ("text_header", lambda: read_text("size: 9\n"), {}),
    ("text_long_word", lambda: read_variant("variant: killer\n" + "a" * 70 + ": r1c1\n"),
     {"line": 2, "text": "a" * 20}),
    ("text_second_regions", lambda: read_variant("variant: jigsaw\nsize: 4\nregions:\naabb\naabb\nccdd\nccdd\n"
                                                 "regions:\naabb\naabb\nccdd\nccdd\n"), {"line": 8}),
    ("text_second_value", lambda: read_variant("variant: classic\nsize: 9\nsize: 6\n"),
     {"line": 3, "word": "size", "value": "6", "before": "9"}),
    ("text_no_number", lambda: read_variant("variant: thermo\nsize: 4\nthermo 5: r1c1 r1c2\n"),
     {"line": 3, "word": "thermo"}),
    ("text_no_size", lambda: read_variant("variant: killer\ncage 5: r1c1 r1c2\n"), {}),
    ("text_no_size_regions", lambda: read_variant("variant: jigsaw\nregions:\naabb\naabb\nccdd\nccdd\n"), {}),
    ("text_boxes_and_no_boxes", lambda: read_variant("variant: no-boxes\nsize: 6\nboxes: 2x3\n"), {"boxes": "2x3"}),
    ("text_sandwich_line", lambda: read_variant("variant: sandwich\nsize: 9\nsandwich 10: r10\n"),
     {"line": 3, "text": "r10", "size": 9}),
    ("text_no_cells", lambda: read_variant("variant: thermo\nsize: 4\nthermo: \n"), {"line": 3, "word": "thermo"}),
    ("text_cell_twice", lambda: read_variant("variant: thermo\nsize: 4\nthermo: r1c1 r1c2 r1c1\n"),
     {"line": 3, "word": "thermo", "cell": 0, "size": 4}),
    ("text_no_sum", lambda: read_variant("variant: sandwich\nsize: 9\nsandwich: r3\n"), {"line": 3, "word": "sandwich"}),
    ("text_pill_size", lambda: read_variant("variant: arrow\nsize: 9\npill-arrow 4: r1c1 r1c2 r1c3 r1c4 r2c5\n"),
     {"line": 3}),
    ("text_odd_pairs", lambda: read_variant("variant: kropki\nsize: 4\nwhite: r1c1 r1c2 r1c3\n"),
     {"line": 3, "word": "white", "count": 3}),
    ("text_number", lambda: read_variant("variant: killer\nsize: 9\ncage 1234567: r1c1 r1c2\n"),
     {"line": 3, "what": "cage_sum", "text": "1234567"}),
    ("text_boxes", lambda: read_variant("variant: classic\nsize: 6\nboxes: big\n"), {"line": 3}),
    # ISS constraint strings
    ("iss_start", lambda: read_iss("Cage~5~R1C1"), {}),
    ("iss_two_shapes", lambda: read_variant(".Shape~6x6.Shape~9x9"), {"sides": [6, 9]}),
    ("iss_cage_empty", lambda: read_variant(".Cage"), {}),
    ("iss_cage_sum", lambda: read_variant(".Cage~" + "x" * 30 + "~R1C1"), {"text": "x" * 20 + "…"}),
    ("iss_diagonal", lambda: read_variant(".Diagonal~2"), {}),
    ("iss_pill_arrow", lambda: read_variant(".PillArrow~4~R1C1~R1C2"), {}),
    ("iss_no_values", lambda: read_variant(".Windoku~1"), {"constraint": "Windoku", "text": "Windoku~1"}),
    ("iss_sandwich", lambda: read_variant(".Sandwich~x~R1"), {}),
    ("iss_sandwich_outside", lambda: read_variant(".Sandwich~5~R10"), {"text": "R10", "size": 9}),
    ("iss_little_killer", lambda: read_variant(".LittleKiller~5"), {}),
    ("iss_no_cells", lambda: read_variant(".Thermo"), {"constraint": "Thermo"}),
    ("iss_given_twice", lambda: read_variant(".~R1C1_2_2"), {"text": "R1C1_2_2", "digit": 2}),
    ("iss_two_givens", lambda: read_variant(".~R1C2_5~R1C2_6"), {"cell": 1, "size": 9, "first": 5, "second": 6}),
    # f-puzzles JSON and links
    ("fpuzzles_link", lambda: read_fpuzzles_link("https://example.com/?load=x"), {}),
    ("fpuzzles_no_load", lambda: read_variant("https://f-puzzles.com/?id=3"), {}),
    ("fpuzzles_load_empty", lambda: read_variant("https://f-puzzles.com/?load="), {}),
    ("fpuzzles_too_long", lambda: read_variant("{" + " " * (1 << 20) + "}"), {"limit": 1 << 20}),
    ("fpuzzles_undecodable", lambda: read_variant("https://f-puzzles.com/?load=!!!!"), {}),
    ("fpuzzles_not_object", lambda: read_fpuzzles("[1, 2]"), {}),
    ("fpuzzles_no_size", lambda: read_variant('{"grid": []}'), {}),
    ("fpuzzles_record", lambda: read_variant('{"puzzle": "' + "." * 81 + '", "size": 9, "seed": 1}'), {"field": "puzzle"}),
    ("fpuzzles_clue_value", lambda: read_variant(fpuzzles_text(sandwichsum=[{"cell": "R0C1", "value": "ten"}])),
     {"field": "sandwichsum", "text": "ten"}),
    ("fpuzzles_sandwich_cell", lambda: read_variant(fpuzzles_text(sandwichsum=[{"cell": "R5C5", "value": "5"}])),
     {"text": "R5C5"}),
    ("fpuzzles_little_killer_clue", lambda: read_variant(fpuzzles_text(littlekillersum=[{"value": "5"}])), {}),
    ("fpuzzles_link_broken", lambda: read_variant("https://f-puzzles.com/?load=N4Ig\nzglgXgpiBcBOANCA"), {"length": 32}),
    ("fpuzzles_little_killer_off", lambda: read_variant(fpuzzles_text(littlekillersum=[
        {"cell": "R0C9", "direction": "DR", "value": "5"}])), {"text": "R0C9", "direction": "DR", "size": 9}),
    ("fpuzzles_negative", lambda: read_variant(fpuzzles_text(negative="ratio")), {}),
    ("fpuzzles_lines", lambda: read_variant(fpuzzles_text(thermometer=[{"lines": "R1C1"}])), {"field": "thermometer"}),
    ("fpuzzles_flag", lambda: read_variant(fpuzzles_text(antiknight="yes")), {"field": "antiknight", "text": "yes"}),
    ("variant_side", lambda: read_variant("variant: classic\nsize: 99\n"), {"size": "99", "format": "variant text"}),
    ("text_regions_count", lambda: read_variant("variant: jigsaw\nsize: 4\nregions:\n11\n22\n"),
     {"found": 4, "expected": 16}),
    ("fpuzzles_region", lambda: read_variant(fpuzzles_text(size=4, grid=[[{"region": "x"}, {}, {}, {}]] + [[{}] * 4] * 3)),
     {"cell": 0, "size": 4, "text": "x"}),
    ("fpuzzles_region_range", lambda: read_variant(fpuzzles_text(size=4, grid=[[{"region": 99}, {}, {}, {}]] + [[{}] * 4] * 3)),
     {"cell": 0, "size": 4, "region": "99", "last": 3}),
    ("iss_little_killer_start", lambda: read_variant(".LittleKiller~22~R5C5"), {"text": "R5C5"}),
    ("short_killer_out", lambda: read_variant(">" * 81), {"size": 9, "char": ">"}),
    ("fpuzzles_deep", lambda: read_variant('{"a": "]]", "b": ' + "[" * 100_000 + "]" * 100_000 + "}"),
     {"depth": 100_001, "limit": 20}),
    ("fpuzzles_json_at", lambda: read_variant('\n{"size": 9,,}'), {"line": 2, "column": 12}),
    ("fpuzzles_not_list", lambda: read_variant(fpuzzles_text(killercage=5)), {"field": "killercage"}),
    ("fpuzzles_no_cells", lambda: read_variant(fpuzzles_text(killercage=[{"value": "5"}])), {"field": "killercage"}),
    ("fpuzzles_cage_sum", lambda: read_variant(fpuzzles_text(killercage=[{"cells": ["R1C1"], "value": "abc"}])),
     {"text": "abc"}),
    ("fpuzzles_cage_sum_large", lambda: read_fpuzzles(
        {"size": 9, "grid": _GRID, "killercage": [{"cells": ["R1C1"], "value": 10 ** 5000}]}), {}),
    ("fpuzzles_grid", lambda: read_variant('{"size": 9, "grid": []}'), {"size": 9}),
    ("fpuzzles_cell_object", lambda: read_variant(json.dumps({"size": 9, "grid": _CELL_OBJECT})),
     {"cell": 11, "size": 9, "text": "5", "row": 2, "column": 3}),
    ("fpuzzles_given", lambda: read_variant(json.dumps({"size": 9, "grid": _GIVEN_STRING})),
     {"cell": 11, "size": 9, "text": '"false"', "row": 2, "column": 3}),
    ("fpuzzles_kropki_nonconsecutive", lambda: write_fpuzzles(read_iss(".AntiConsecutive.WhiteDot~R1C1~R1C2")), {}),
    # killer strings, layouts, the other sides' grids, houses built from boxes, parity
    ("sudocue_form", lambda: read_variant("3x3::k:1:2"), {}),
    ("sudocue_two_sums", lambda: read_variant(_SUDOCUE), {"cage": 1, "first": 5, "second": 6, "size": 9}),
    ("short_killer_loop", lambda: read_variant("><" + "0" * 79), {"cell": 0, "size": 9}),
    ("layout_no_regions", lambda: write_layout(read_variant("variant: no-boxes\nsize: 9\n")), {}),
    ("layout_more_rules", lambda: write_layout(read_variant(".Diagonal~1")), {"kinds": ["diagonal"]}),
    ("other_side_grid", lambda: read_other_side_grid("not a grid"), {}),
    ("boxes_needed", lambda: read_variant(".Shape~5x5.Windoku"), {"constraint": "windoku", "size": 5}),
    ("parity", lambda: read_variant("variant: even-odd\nsize: 4\neven: r1c2\nodd: r1c2\n"), {"cell": 1, "size": 4}),
    # classic readers
    ("json_board_too_long", lambda: parse("[" + " " * (puzzle_text.MAX_JSON_CHARS + 1) + "]"),
     {"length": puzzle_text.MAX_JSON_CHARS + 3}),
    ("json_board_deep", lambda: parse("[" * 30 + "1" + "]" * 30), {"depth": 30}),
    ("json_board_at", lambda: parse("[[1,2]"), {"line": 1, "column": 7}),
    ("json_board_rows", lambda: parse("[1, 2, 3]"), {}),
    ("marks_none", lambda: read_candidates("not a grid"), {}),
]


def _meets(monkeypatch, rule):
    """The rules only MicroPython meets (its json's errors name no place; a nesting it cannot
    follow is a RuntimeError): CPython's json made to fail as it does there."""
    if rule == "fpuzzles_json":
        monkeypatch.setattr(fpuzzles.json, "loads", _json_fails(ValueError("syntax error in JSON")))
        return read_variant(fpuzzles_text())
    if rule == "json_board_nested":
        monkeypatch.setattr(puzzle_text.json, "loads", _json_fails(RecursionError()))
    else:
        monkeypatch.setattr(puzzle_text.json, "loads", _json_fails(ValueError("syntax error in JSON")))
    return parse("[[1, 2], [3, 4]]")


CASES += [
    ("fpuzzles_json", "micropython", {}),
    ("json_board_nested", "micropython", {}),
    ("json_board_malformed", "micropython", {}),
    ("json_unclosed", "reader", {"line": 1, "kind": "board", "lines": 50, "chars": reader.MAX_JSON_CHARS}),
    ("json_unclosed_before", "reader", {"line": 1, "kind": "document", "next": 3}),
    ("line_too_long", "reader", {"line": 2, "length": 2_000, "limit": 1_000}),
    ("text_too_long", "reader", {"line": 1, "limit": 30}),
    ("iss_too_long", "reader", {"line": 1, "limit": 30}),
]
_READER = {
    "json_unclosed": ("[[\n" + "\n".join(["1,2,3"] * 200) + "\n", {"MAX_JSON_LINES": 50}),
    "json_unclosed_before": ('{"size": 9,\n"grid": [\n' + "4" * 81 + "\n", {}),
    "line_too_long": ("4" * 81 + "\n" + "1" * 2_000 + "\n", {"MAX_LINE": 1_000}),
    "text_too_long": ("variant: killer\n" + "cage 5: r1c1 r1c2\n" * 40, {"MAX_VARIANT_LINES": 30}),
    "iss_too_long": (".Shape~4x4\n" + ".AntiKing\n" * 40, {"MAX_VARIANT_LINES": 30}),
}


#: The rules of errors with another code than ``bad_format`` (said by their rule when the code's
#: own templates cannot: i18n.FORMAT_CODES).
CODES = {"variant_side": "bad_size", "text_regions_count": "bad_region", "fpuzzles_region": "bad_region",
         "fpuzzles_region_range": "bad_region", "iss_little_killer_start": "bad_little_killer",
         "fpuzzles_little_killer_off": "bad_little_killer",
         "short_killer_out": "bad_cell"}


def met(rule, how, monkeypatch) -> SudokuError:
    """The error a case's input meets (``how``: a callable, or one of the two ways above)."""
    with pytest.raises(SudokuError) as info:
        if how == "micropython":
            _meets(monkeypatch, rule)
        elif how == "reader":
            text, caps = _READER[rule]
            _chunk_error(text, monkeypatch, **caps)
        else:
            how()
    return info.value
