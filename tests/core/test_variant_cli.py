"""The command line on variant puzzles (issue 32): ``solve`` and ``count`` recognise them in files
and on standard input, one per line or as multi-line documents, and ``--json`` says the variant
with the same ``status`` / ``solution`` / ``witness`` fields as for classic puzzles."""

import json
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest

from sudoku_core import EXAMPLES
from sudoku_core.cli import main
from sudoku_core.formats.reader import split_puzzles
from sudoku_core.variants.formats import read_variant, write_fpuzzles, write_fpuzzles_link, write_text

ROOT = Path(__file__).resolve().parents[2]
#: ISS's example puzzles (sigh/Interactive-Sudoku-Solver, MIT) and their published solutions.
JIGSAW = (".NoBoxes.Jigsaw~000000021453303021453333221453322221455566121445666111445566667488887777888887777"
          ".~R1C1_3~R1C9_7~R2C1_1~R2C9_5~R3C5_6~R3C6_8~R4C3_5~R4C5_1~R4C6_9~R5C4_9~R6C9_2~R7C1_8~R7C6_3"
          "~R8C4_2~R8C5_3~R8C6_5~R8C9_1~R9C8_9")
JIGSAW_SOLVED = "364891527189374265542168739625719843213987456937456182876523914498235671751642398"
SIX = ".~R1C5_4~R2C2_1~R2C4_3~R2C6_5~R3C4_2~R4C3_3~R5C1_6~R5C3_2~R5C5_5~R6C2_5.Shape~6x6"
SIX_SOLVED = "325146416325541263263514632451154632"
#: A 4x4 killer with two cages: more than one solution.
LOOSE_KILLER = "variant: killer\nsize: 4\ncage 3: r1c1 r1c2\ncage 7: r1c3 r1c4\n"
INKALA_SOLVED = "812753649943682175675491283154237896369845721287169534521974368438526917796318452"


def run(capsys, tmp_path, text, *flags, command="solve"):
    source = tmp_path / "in.txt"
    source.write_text(text)
    code = main([command, str(source), *flags])
    out = capsys.readouterr()
    return code, out.out.splitlines(), out.err


def test_every_variant_format_in_one_file_solved_in_order(capsys, tmp_path):
    jigsaw = read_variant(JIGSAW)
    pretty = json.dumps(json.loads(write_fpuzzles(jigsaw)), indent=2)  # a multi-line document
    text = "\n".join([
        JIGSAW,
        SIX,
        write_fpuzzles(jigsaw),
        pretty,
        write_fpuzzles_link(jigsaw),
        "# a comment, then our own text form, ended by a blank line",
        write_text(jigsaw),
        str(jigsaw) + "".join(str(r) for r in jigsaw.regions),  # 81 givens then the layout
        EXAMPLES["inkala"],  # a classic puzzle among them, as before
    ]) + "\n"
    code, lines, err = run(capsys, tmp_path, text)
    assert lines == [JIGSAW_SOLVED, SIX_SOLVED] + [JIGSAW_SOLVED] * 5 + [INKALA_SOLVED]
    assert code == 0 and err == ""


def test_json_says_the_variant_and_keeps_the_classic_fields(capsys, tmp_path):
    text = "\n".join([JIGSAW, LOOSE_KILLER, EXAMPLES["inkala"]])
    code, lines, _ = run(capsys, tmp_path, text, "--json")
    jigsaw, loose, classic = [json.loads(line) for line in lines]
    assert jigsaw["variant"] == ["jigsaw"] and jigsaw["status"] == "solved"
    assert jigsaw["solution"] == JIGSAW_SOLVED and jigsaw["witness"] is None and jigsaw["error"] is None
    assert loose["variant"] == ["killer"] and loose["status"] == "multiple"
    assert loose["witness"] and loose["witness"] != loose["solution"]
    for record in (jigsaw, loose):
        assert {"status", "solution", "witness", "error", "error_code", "cells", "nodes", "elapsed_ms"} <= set(record)
    assert "variant" not in classic and classic["solution"] == INKALA_SOLVED
    assert code == 1  # one puzzle had more than one solution


def test_count_command_and_count_flag_count_variant_solutions(capsys, tmp_path):
    code, lines, _ = run(capsys, tmp_path, LOOSE_KILLER + "\n" + JIGSAW + "\n", "--cap", "3", command="count")
    assert lines == ["at least 3 solutions", "1 solution"] and code == 1
    code, lines, _ = run(capsys, tmp_path, JIGSAW + "\n", "--count", "--json")
    record = json.loads(lines[0])
    assert (record["count"], record["capped"], record["variant"], record["solution"]) == (1, False, ["jigsaw"],
                                                                                        JIGSAW_SOLVED)
    assert code == 0


def test_bad_variant_input_is_reported_per_puzzle_with_its_code(capsys, tmp_path):
    text = "\n".join([
        ".DoubleArrow~R1C1~R1C2~R1C3",
        ".Cage~50~R1C1~R1C2",
        ".Cage~5~R1C1~R1C2.Cage~7~R1C2~R1C3",
        '{"size": 9, "grid": [], "palindrome": [{"lines": [["R1C1", "R1C2"]]}]}',
        "https://f-puzzles.com/?load=broken",
        "variant: killer\nsize: 9\ncage 5: r1c1 r10c1",
        "",
        SIX,
    ]) + "\n"
    code, lines, err = run(capsys, tmp_path, text, "--json")
    records = [json.loads(line) for line in lines]
    assert [r["error_code"] for r in records] == [
        "unknown_constraint", "impossible_cage", "overlapping_cages", "unknown_constraint", "bad_format", "bad_cell",
        None]
    assert "DoubleArrow" in records[0]["error"] and "palindrome" in records[3]["error"]
    assert records[2]["cells"] == [1]
    assert records[-1]["solution"] == SIX_SOLVED
    # a variant's text that cannot be read says "variant": null (the field was missing), a
    # solved one its kinds ([] for classic rules on a side only the variant readers read)
    assert [r["variant"] for r in records] == [None] * 6 + [[]]
    assert code == 1 and "Traceback" not in err
    for classic in ("11" + "." * 79, "123456789" * 81):   # a classic puzzle's, a pencil-mark grid's: no such field
        _, lines, _ = run(capsys, tmp_path, classic + "\n", "--json")
        assert "variant" not in json.loads(lines[0]), classic[:20]
    code, lines, _ = run(capsys, tmp_path, ".Lunchbox~10~R1C1~R1C2~R1C3\n")
    assert lines[0].startswith("invalid: ISS: the constraint 'Lunchbox' is not supported")


def test_a_variant_text_past_the_line_cap_is_one_error_not_a_cut_puzzle(capsys, tmp_path):
    """A variant text of more than MAX_VARIANT_LINES lines was read up to the cap and answered
    (its cage past the cap dropped: 288 solutions for a 48-solution killer), then every line after
    it was a puzzle of its own; it is one error now, and the puzzle after its blank line is read."""
    from sudoku_core.formats.reader import MAX_VARIANT_LINES

    head = "variant: killer\nsize: 4\n"
    cage = "cage 3: r1c1 r1c2\n"
    short = head + "# a comment\n" * 10 + cage
    code, lines, _ = run(capsys, tmp_path, short + "\n", command="count")
    assert lines == ["48 solutions"]
    long = head + "# a comment\n" * MAX_VARIANT_LINES + cage + cage
    said = f"invalid: The variant text starting on line 1 runs over {MAX_VARIANT_LINES:,} lines without a blank line; " \
           "no puzzle's text is that long."
    code, lines, err = run(capsys, tmp_path, long + "\n" + short + "\n", command="count")
    assert lines == [said, "48 solutions"]
    _, lines, _ = run(capsys, tmp_path, long + short + "\n", command="count")    # the next puzzle with no blank line
    assert lines == [said, "48 solutions"]
    assert code == 1 and "Traceback" not in err


def test_an_iss_string_past_the_line_cap_is_one_error_not_cut_into_puzzles(capsys, tmp_path):
    """An ISS string over more lines than MAX_VARIANT_LINES (a shape line and the lines that go on
    with it, or indented lines) was cut there unsaid: its first lines answered as one puzzle without
    the rules past the cap, and every line after them as a 9x9 puzzle of its own (a 4x4 with 2,001
    lines gave two answers, the second a 9x9's). It is one error now, and the puzzle after it is read."""
    from sudoku_core.formats.reader import MAX_VARIANT_LINES

    rule = ".AntiKing\n"   # (said again and again: the same puzzle, whatever the count of lines)
    said = f"invalid: The ISS string starting on line 1 runs over {MAX_VARIANT_LINES:,} lines; " \
           "no puzzle's string is that long."
    for head, more in ((".Shape~4x4\n", rule), ("  .Shape~4x4.Cage~3~R1C1~R1C2\n", "  .Cage~7~R4C3~R4C4\n")):
        short = head + (more if head.startswith(".") else "") * 10
        code, lines, _ = run(capsys, tmp_path, short + "\n" + LOOSE_KILLER, command="count")
        assert len(lines) == 2 and lines[1] == "48 solutions" and code == 1, lines
        long = head + more * MAX_VARIANT_LINES
        code, lines, err = run(capsys, tmp_path, long + "\n" + LOOSE_KILLER, "--json", command="count")
        records = [json.loads(line) for line in lines]
        assert [(r["line"], r["error_code"]) for r in records] == [(1, "bad_format"), (MAX_VARIANT_LINES + 3, None)]
        assert records[1]["count"] == 48 and "Traceback" not in err
        _, lines, _ = run(capsys, tmp_path, long + "\n" + LOOSE_KILLER, command="count")
        assert lines == [said, "48 solutions"]


def test_a_variant_text_ends_where_another_puzzle_opens(capsys, tmp_path):
    """A variant text not ended by a blank line took the next puzzle's lines as its own ("Line 4:
    cell 1 of the row is not a digit of the grid"): a variant: line, a JSON document, an ISS string
    or a link opens another puzzle, as after a classic grid."""
    text = "variant: killer\nsize: 4\ncage 3: r1c1 r1c2\n"
    document = write_fpuzzles(read_variant(JIGSAW))
    link = write_fpuzzles_link(read_variant(JIGSAW))
    for after in ("variant: diagonal\nsize: 4\n", document + "\n", ".Cage~3~R1C1~R1C2.Shape~4x4\n", link + "\n",
                  link.replace("https://", "HTTPS://www.") + "\n", '[[".",".",".","."],[".",".",".","."],'
                  '[".",".",".","."],[".",".",".","."]]\n'):
        code, lines, err = run(capsys, tmp_path, text + after, "--json", command="count")
        records = [json.loads(line) for line in lines]
        assert [r["line"] for r in records] == [1, 4] and records[0]["count"] == 48, after[:30]
        assert all(r["error"] is None for r in records), records
    # ... while a region row may be any characters, brackets included
    brackets = "variant: jigsaw\nsize: 4\nregions:\n[[((\n[[((\n{{))\n{{))\n"
    _, lines, _ = run(capsys, tmp_path, brackets, command="count")
    assert lines == ["288 solutions"]


def test_a_variant_text_ends_at_a_whole_one_line_puzzle_after_its_grid(capsys, tmp_path):
    """A variant text not ended by a blank line took the next classic puzzle on one line as more of
    its grid ("The grid holds 97 cells; a 4x4 grid has 16"), and that puzzle went unanswered. After
    the text's grid rows, a line of a whole puzzle (81, 256 or 625 cells) is the next puzzle; before
    them it may be the text's own grid on one line, and region rows may be anything."""
    killer = "variant: killer\n1...\n....\n....\n...2\ncage 7: r1c3 r1c4\n"
    for grid in ("1...\n....\n....\n...2\n", "givens: 1..............2\n", "1..............2\n"):
        text = killer.replace("1...\n....\n....\n...2\n", grid) + EXAMPLES["inkala"] + "\n" + EXAMPLES["inkala"] + "\n"
        code, lines, err = run(capsys, tmp_path, text, "--json", command="count")
        records = [json.loads(line) for line in lines]
        assert [(r["line"], r["status"]) for r in records] == [(1, "multiple"), (7 - 3 * (grid.count("\n") == 1), "solved"),
                                                             (8 - 3 * (grid.count("\n") == 1), "solved")], records
        assert records[1]["solution"] == INKALA_SOLVED and "Traceback" not in err
    # the text's grid on one line is its own, as before
    code, lines, _ = run(capsys, tmp_path, "variant: killer\nsize: 9\ncage 3: r1c1 r1c2\n" + "." * 81 + "\n")
    assert lines == ["more than one solution"]


def test_the_reader_splits_documents_and_variant_texts():
    jigsaw = read_variant(JIGSAW)
    pretty = json.dumps(json.loads(write_fpuzzles(jigsaw)), indent=1)
    text = pretty + "\n" + write_text(jigsaw) + "\n" + EXAMPLES["inkala"] + "\n"
    chunks = list(split_puzzles(StringIO(text)))
    assert len(chunks) == 3
    assert chunks[0] == (1, pretty + "\n")
    assert chunks[1][1].startswith("variant:") and read_variant(chunks[1][1]) == jigsaw
    assert chunks[2][1].strip() == EXAMPLES["inkala"]


def test_an_iss_string_over_several_lines_is_one_puzzle(capsys, tmp_path):
    """ISS's collections write a 16x16 puzzle over lines (its shape, its rules, its givens): each
    line was read as a puzzle of its own (an empty 16x16 with "more than one solution", the givens
    as a 9x9 with a digit too big). A line that declares a shape and nothing to solve goes on with
    the ISS lines after it; a blank line, a line that is not ISS or another shape ends it."""
    from sudoku_core.variants import count_variant

    x16 = read_variant(".Shape~16x16.Diagonal~1.Diagonal~-1")
    values = count_variant(x16, cap=1).solutions[0].givens
    solution = "".join("123456789ABCDEFG"[v - 1] for v in values)
    name = "123456789abcdefg"   # ISS names rows and columns 10-16 a-g
    # the solution's cells but every seventh: still unique, as the solver says below
    givens = "".join(f"~R{name[r]}C{name[c]}_{values[r * 16 + c]}"
                     for r in range(16) for c in range(16) if (r * 16 + c) % 7)
    lines = ["    .Shape~16x16", "    .Diagonal~1", ".Diagonal~-1", "    ." + givens]
    text = "\n".join(lines + [".Shape~16x16", "", ".Diagonal~1", EXAMPLES["inkala"]]) + "\n"
    chunks = list(split_puzzles(StringIO(text)))
    assert [number for number, _ in chunks] == [1, 5, 7, 8]
    puzzle = read_variant(chunks[0][1])
    assert puzzle.size == 16 and puzzle.kinds() == ("diagonal",)
    code, out, err = run(capsys, tmp_path, text, "--json")
    records = [json.loads(line) for line in out]
    assert records[0]["status"] == "solved" and records[0]["solution"] == solution
    assert records[1]["line"] == 5 and records[1]["status"] == "multiple"    # the shape alone: an empty 16x16
    # a rule without arguments on a line of its own goes on too (``.Windoku``, ``.AntiKnight``)
    windoku = list(split_puzzles(StringIO(".Shape~16x16\n.Windoku\n.AntiKnight\n.~R1C1_5~R2C2_6\n")))
    assert len(windoku) == 1 and read_variant(windoku[0][1]).kinds() == ("windoku", "anti-knight")
    assert records[3]["solution"] == INKALA_SOLVED
    # a shape with a rule that needs cells and has none is its own (broken) line: the puzzles after
    # it were joined to it, and went unanswered
    text = ".Shape~4x4.Thermo\n.Thermo~R1C1~R1C2~R1C3\n.Shape~4x4.Thermo~\n.~R1C1_5.Thermo~R9C9~R8C8\n"
    code, out, err = run(capsys, tmp_path, text, "--json")
    records = [json.loads(line) for line in out]
    assert [r["line"] for r in records] == [1, 2, 3, 4] and records[0]["error_code"] == "bad_format"
    assert records[1]["status"] == "multiple" and records[3]["status"] == "multiple"


def test_a_short_iss_line_is_a_puzzle_of_its_own():
    """A short ISS string (``.~R1C1_9``) was taken for a grid's first row, and the line after it
    joined it: ``.~R1C1_10`` then ``12x`` read as one ISS given "R1C1_1012x"."""
    for first in (".~R1C1_9", ".~R1C1_10"):
        for second in ("12x", EXAMPLES["inkala"]):
            chunks = list(split_puzzles(StringIO(f"{first}\n{second}\n")))
            assert [(n, text.strip()) for n, text in chunks] == [(1, first), (2, second)]


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in WebAssembly")
def test_standard_input_of_a_one_line_document_in_a_subprocess():
    jigsaw = read_variant(JIGSAW)
    stdin = write_fpuzzles(jigsaw) + "\n" + write_fpuzzles_link(jigsaw) + "\n"
    done = subprocess.run([sys.executable, "-m", "sudoku_core", "solve", "--json"], input=stdin, text=True,
                          capture_output=True, cwd=ROOT, timeout=120)
    records = [json.loads(line) for line in done.stdout.splitlines()]
    assert [(r["status"], r["solution"], r["variant"]) for r in records] == [("solved", JIGSAW_SOLVED, ["jigsaw"])] * 2
    assert done.returncode == 0 and done.stderr == ""


def test_standard_input_read_by_main(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", StringIO(LOOSE_KILLER + "\n" + SIX + "\n"))
    code = main(["solve", "-", "--json"])
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["status"], r["variant"]) for r in records] == [("multiple", ["killer"]), ("solved", [])]
    assert records[1]["solution"] == SIX_SOLVED and code == 1


def test_output_writes_a_6x6_solution_in_its_own_boxes_and_every_form():
    """``--output grid|luogu|leetcode`` was ignored for sides other than 4, 9, 16 and 25 (the
    solution came as one line whatever was asked)."""
    import io
    from contextlib import redirect_stdout

    def solved(*flags):
        out = io.StringIO()
        with redirect_stdout(out):
            code = main(["solve", "-", *flags])
        return code, out.getvalue().splitlines()

    rows = [SIX_SOLVED[r * 6:r * 6 + 6] for r in range(6)]
    for flags, expected in (
        ((), [SIX_SOLVED]),
        (("--output", "grid"), [" | ".join((" ".join(row[:3]), " ".join(row[3:]))) for row in rows[:2]] + ["------+------"]
         + [" | ".join((" ".join(row[:3]), " ".join(row[3:]))) for row in rows[2:4]] + ["------+------"]
         + [" | ".join((" ".join(row[:3]), " ".join(row[3:]))) for row in rows[4:]]),
        (("--output", "luogu"), [" ".join(row) for row in rows]),
        (("--output", "leetcode"), [json.dumps([list(row) for row in rows], separators=(",", ":"))]),
    ):
        sys.stdin = StringIO(SIX + "\n")
        try:
            code, lines = solved(*flags)
        finally:
            sys.stdin = sys.__stdin__
        assert code == 0 and lines == expected, (flags, lines)


def test_a_jigsaw_grid_output_has_rows_only_and_a_12x12_its_3x4_boxes():
    import io
    from contextlib import redirect_stdout

    from sudoku_core.variants import make_variant
    from sudoku_core.variants.formats.grid_text import format_variant_grid

    jigsaw = read_variant(JIGSAW).with_givens(tuple(int(ch) for ch in JIGSAW_SOLVED))
    lines = format_variant_grid(jigsaw, "grid").splitlines()
    assert lines == [" ".join(JIGSAW_SOLVED[r * 9:r * 9 + 9]) for r in range(9)]
    sys.stdin = StringIO(JIGSAW + "\n")       # solve --output grid on a 9x9 jigsaw: its rows, no 3x3 boxes
    try:
        out = io.StringIO()
        with redirect_stdout(out):
            assert main(["solve", "-", "--output", "grid"]) == 0
    finally:
        sys.stdin = sys.__stdin__
    assert out.getvalue().splitlines() == lines
    full = tuple((4 * (r % 3) + r // 3 + c) % 12 + 1 for r in range(12) for c in range(12))
    twelve = make_variant(size=12, givens=full)
    lines = format_variant_grid(twelve, "grid").splitlines()
    assert len(lines) == 12 + 3 and lines[3] == "-+-".join(["-------"] * 3) and lines[0].count("|") == 2
    assert lines[0] == "1 2 3 4 | 5 6 7 8 | 9 A B C"


def test_a_one_line_fpuzzles_document_may_be_as_long_as_a_multi_line_one(capsys, tmp_path):
    """A one-line document was cut at 65,536 characters ("no puzzle is that long") while the same
    document over several lines was read up to 1 MB: one line is read up to 1 MB too, and the
    line after it is the next puzzle either way."""
    inkala = EXAMPLES["inkala"]
    grid = [[{"value": int(inkala[r * 9 + c])} if inkala[r * 9 + c] != "." else {} for c in range(9)]
            for r in range(9)]
    notes = [{"cells": ["R1C1"], "value": "a note"}]
    for copies, first in ((20_000, INKALA_SOLVED), (200_000, "invalid: Line 1 is longer than 1,048,576 characters")):
        line = json.dumps({"size": 9, "grid": grid, "text": notes * copies})
        code, lines, _ = run(capsys, tmp_path, line + "\n" + inkala + "\n")
        assert len(lines) == 2 and lines[0].startswith(first) and lines[1] == INKALA_SOLVED, (len(line), lines[0][:80])
    line = json.dumps({"size": 9, "grid": grid, "text": notes * 20_000})
    source = tmp_path / "bom.txt"                  # saved with a byte-order mark (Notepad's UTF-8)
    source.write_bytes(("\ufeff" + line + "\n" + inkala + "\n").encode("utf-8"))
    assert main(["solve", str(source)]) == 0
    assert capsys.readouterr().out.splitlines() == [INKALA_SOLVED, INKALA_SOLVED]
    long_row = "1" * 70_000     # any other long line keeps the line cap
    code, lines, _ = run(capsys, tmp_path, long_row + "\n" + inkala + "\n")
    assert lines[0].startswith("invalid: Line 1 is longer than 65,536 characters (70,000)") and lines[1] == INKALA_SOLVED


def test_an_iss_string_copied_over_indented_lines_is_one_puzzle(capsys, tmp_path):
    """ISS writes its examples over several indented lines (a blank line, then
    ``    .Thermo~...`` lines): each line was read as a puzzle of its own, some of the rules each,
    and said "more than one solution" line after line. Indented lines that go on with ISS
    constraints are one puzzle now; flush-left lines stay one puzzle each, as a file of one ISS
    string per line has them."""
    rules, givens = JIGSAW.split(".~", 1)
    indented = "\n    " + rules + "\n    .~" + givens + "\n"
    code, lines, _ = run(capsys, tmp_path, indented + "\n" + SIX + "\n" + SIX + "\n")
    assert code == 0 and lines == [JIGSAW_SOLVED, SIX_SOLVED, SIX_SOLVED]
    code, lines, _ = run(capsys, tmp_path, indented, "--json")
    record = json.loads(lines[0])
    assert (record["line"], record["status"], record["variant"]) == (2, "solved", ["jigsaw"])
    flush = rules + "\n.~" + givens + "\n"                      # flush left: two puzzles, as before
    code, lines, _ = run(capsys, tmp_path, flush)
    assert len(lines) == 2
    # whole ISS strings indented as a block (a code block copied): each one a puzzle still, as a
    # line that repeats the givens or a rule of the whole grid begins another
    block = "".join(f"    {text}\n" for text in (JIGSAW, JIGSAW, SIX)) + "".join(f"\t{SIX}\n" for _ in range(2))
    code, lines, _ = run(capsys, tmp_path, block)
    assert code == 0 and lines == [JIGSAW_SOLVED, JIGSAW_SOLVED, SIX_SOLVED, SIX_SOLVED, SIX_SOLVED]
