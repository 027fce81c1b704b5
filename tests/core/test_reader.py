"""The CLI's stream reader: every puzzle written by format_puzzle comes back, odd input stays contained."""

import io
import json
import random
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sudoku_core import EXAMPLES, Puzzle, SudokuError, format_puzzle, parse
from sudoku_core.formats import reader
from sudoku_core.cli import main
from sudoku_core.formats.reader import BadChunk, bounded_lines, parse_chunk, split_puzzles
from sudoku_core.formats.plain_text import plain_text
from sudoku_core.variants.formats import read_variant

ROOT = Path(__file__).resolve().parents[2]
IN_BROWSER = sys.platform == "emscripten"
INKALA = EXAMPLES["inkala"]
SOLVED_INKALA = "812753649943682175675491283154237896369845721287169534521974368438526917796318452"


def chunks(text, size=None):
    """The chunks the CLI reads from ``text`` (its lines made plain and bounded, as the CLI does)."""
    return list(split_puzzles(bounded_lines(io.StringIO(text)), size))


def read_all(text, size=None):
    return [parse_chunk(t, "auto", size) for _, t in chunks(text, size)]


def random_puzzle(rnd, size, empty_rows=(), low_first_row=False):
    cells = []
    for r in range(size):
        for _ in range(size):
            if r in empty_rows:
                cells.append(0)
            elif r == 0 and low_first_row:
                cells.append(rnd.choice([0, 0, 1, 2, 3, 4]))
            else:
                cells.append(rnd.choice([0, 0, rnd.randint(1, size)]))
    return Puzzle(tuple(cells), size)


def run(capsys, tmp_path, text, *flags, data=None):
    source = tmp_path / "in.txt"
    if data is not None:
        source.write_bytes(data)
    else:
        source.write_text(text)
    code = main(["solve", str(source), *flags])
    out = capsys.readouterr()
    return code, out.out.splitlines(), out.err


# ----- 16x16 grids are not 4x4 puzzles ---------------------------------------------------------

@pytest.mark.parametrize("fmt", ["luogu", "grid"])
@pytest.mark.parametrize("first", ["empty", "low"])
def test_a_sixteen_grid_with_an_empty_or_low_first_row_is_one_puzzle(fmt, first):
    rnd = random.Random(7)
    p = random_puzzle(rnd, 16, empty_rows=(0,) if first == "empty" else (), low_first_row=first == "low")
    text = format_puzzle(p, fmt) + "\n" + INKALA + "\n"
    found = read_all(text)
    assert [q.cells for q in found] == [p.cells, parse(INKALA).cells]


def test_one_line_four_by_four_puzzles_stay_whole():
    lines = ["1.3..4..........", "4.....4....3.2..", "2..1............"]
    assert [t.strip() for _, t in chunks("\n".join(lines) + "\n")] == lines


def test_a_line_of_exactly_the_cap_is_read_and_one_more_character_is_overlong():
    """Lines are read "up to 65,536 characters": one of exactly that many was said to be longer
    than 65,536 characters (65,536)."""
    for extra, kinds in ((0, ["str", "str"]), (1, ["OverlongLine", "str"])):
        text = "1" * (reader.MAX_LINE + extra) + "\n" + INKALA + "\n"
        lines = list(bounded_lines(io.StringIO(text)))
        assert [type(line).__name__ for line in lines] == kinds
        assert lines[-1].strip() == INKALA
    assert len(list(bounded_lines(io.StringIO("1" * reader.MAX_LINE)))[0]) == reader.MAX_LINE   # at the end


def test_a_one_line_four_by_four_is_answered_before_the_next_line_arrives():
    """A coprocess sends one 4x4 puzzle per line and waits for each answer: the reader must not
    wait for the next line to decide that 16 cells of 1-4 without separators are a 4x4 puzzle (a
    16x16 grid of such rows whose first row holds only 1-4 needs ``--size 16``)."""
    def lines():
        yield "1.3..4..........\n"
        raise AssertionError("the next line was asked for before the first puzzle was given")

    first = next(split_puzzles(lines()))
    assert first == (1, "1.3..4..........\n")


def test_a_sixteen_cell_row_with_separators_and_nothing_after_is_a_four_by_four():
    assert [q.size for q in read_all("1 . 3 . . 4 . . . . . . . . . .\n")] == [4]


# ----- dash lines: rows of empty cells or borders ----------------------------------------------

@pytest.mark.parametrize("size", [4, 9, 16, 25])
def test_grids_written_with_dashes_and_an_empty_row_read_back(size):
    rnd = random.Random(size)
    p = random_puzzle(rnd, size, empty_rows=(0, size // 2))
    text = format_puzzle(p, "grid", empty="-")
    assert [t.strip() for _, t in chunks(text + "\n\n" + INKALA)] == [text, INKALA]


@pytest.mark.parametrize("border", ["---------------------", "- - - - - - - - - - -", "- - - -", "=========", "------+------+------"])
def test_plain_dash_borders_inside_and_outside_a_grid_are_skipped(border):
    rows = [INKALA[i:i + 9] for i in range(0, 81, 9)]
    top = [] if border == "- - - -" else [border]  # four spaced dashes alone would start a 4x4 grid
    text = "\n".join(top + rows[:3] + [border] + rows[3:6] + [border] + rows[6:] + [border, INKALA])
    found = chunks(text)
    assert len(found) == 2
    assert [parse(t).cells for _, t in found] == [parse(INKALA).cells] * 2


# ----- JSON boards ----------------------------------------------------------------------------

def test_brackets_inside_json_strings_do_not_swallow_the_file(capsys, tmp_path):
    board = json.loads(format_puzzle(parse(INKALA), "leetcode"))
    board[0][1] = "["  # a bad cell that is a bracket
    text = json.dumps(board) + "\n" + INKALA + "\n" + json.dumps(board).replace('"["', '"]"') + "\n" + INKALA + "\n"
    code, lines, _ = run(capsys, tmp_path, text)
    assert code == 1 and len(lines) == 4
    assert lines[0].startswith("invalid: Row 1, column 2") and lines[2].startswith("invalid: Row 1, column 2")
    assert lines[1] == lines[3] == SOLVED_INKALA


def test_a_pretty_json_board_over_several_lines_is_one_puzzle():
    board = json.loads(format_puzzle(parse(INKALA), "leetcode"))
    text = "[\n" + ",\n".join("  " + json.dumps(row) for row in board) + "\n]\n" + INKALA + "\n"
    assert [q.cells for q in read_all(text)] == [parse(INKALA).cells] * 2


def test_an_unclosed_bracket_is_cut_off_and_the_next_puzzles_answered(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(reader, "MAX_JSON_LINES", 50)
    text = "[[\n" + "\n".join(["1,2,3"] * 200) + "\n" + "\n" + INKALA + "\n"
    found = chunks(text)
    assert isinstance(found[0][1], BadChunk) and len(found[0][1]) <= 200
    code, lines, _ = run(capsys, tmp_path, text)
    assert lines[0].startswith("invalid: The JSON board starting on line 1 is not closed")
    assert lines[-1] == SOLVED_INKALA


def test_a_board_past_the_caps_is_one_error_and_its_rest_is_passed_over(capsys, tmp_path):
    """Past 700 lines, the rest of the board came out as eleven more "puzzles", each an error,
    and every later puzzle's index moved."""
    board = json.loads(format_puzzle(parse(INKALA), "leetcode"))
    rows = ",\n".join("  " + json.dumps(row) for row in board)
    for padding in ("\n" * reader.MAX_JSON_LINES, (" " * 300 + "\n") * 250):   # the line cap; the character cap
        text = "[" + padding + rows + "\n]\n" + INKALA + "\n"
        code, lines, _ = run(capsys, tmp_path, text, "--json")
        records = [json.loads(line) for line in lines]
        assert [r["status"] for r in records] == ["invalid", "solved"], records
        assert "not closed within 700 lines or 65,536 characters" in records[0]["error"]
        assert records[1]["index"] == 2 and records[1]["line"] == text.count("\n")
    # a board past the caps followed by a pretty-printed board (its bracket alone on a line), with
    # or without a blank line between: the next board is read (it was passed over with the rest)
    pretty = "[\n" + rows + "\n]\n"
    for between in ("", "\n"):
        text = "[\n" + '["1"],\n' * 800 + between + pretty + INKALA + "\n"
        code, lines, _ = run(capsys, tmp_path, text, "--json")
        records = [json.loads(line) for line in lines]
        assert [r["status"] for r in records] == ["invalid", "solved", "solved"], records
        assert records[1]["line"] == 802 + len(between)


def test_a_pretty_document_past_the_caps_is_one_error_whatever_its_objects(capsys, tmp_path, monkeypatch):
    """Past its caps, a pretty-printed f-puzzles document's pass-over stopped at every object of its
    lists (``{`` alone on a line, indented, as ``json.dumps(indent=1)`` writes them), each taken for
    the next document: one document of 300,000 odd cells gave 293,000 errors. An indented bracket
    is inside the document; the next document's, flush left, still opens it."""
    from sudoku_core.variants.formats import write_fpuzzles

    monkeypatch.setattr(reader, "MAX_OBJECT_LINES", 400)
    big = json.loads(write_fpuzzles(read_variant(INKALA)))
    big["odd"] = [{"cell": f"R{r}C{c}"} for r in range(1, 10) for c in range(1, 10) if (r, c) != (1, 1)] * 3
    nxt = json.dumps(json.loads(write_fpuzzles(read_variant(INKALA))), indent=2)
    for indent in (1, "\t"):
        text = json.dumps(big, indent=indent) + "\n" + nxt + "\n" + INKALA + "\n"
        code, lines, err = run(capsys, tmp_path, text, "--json")
        records = [json.loads(line) for line in lines]
        assert [r["status"] for r in records] == ["invalid", "solved", "solved"], [r["error"] for r in records][:3]
        assert "not closed within 400 lines" in records[0]["error"]
        assert records[1]["line"] == json.dumps(big, indent=indent).count("\n") + 2 and "Traceback" not in err


@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\u0085"])
def test_a_line_separator_ends_a_line_as_in_pasted_text(capsys, tmp_path, separator):
    """Two puzzles joined by U+2028 were one line of 162 cells; a grid's rows joined so, with a
    bad cell in its fifth row, was said at "line 6" of a record on line 2."""
    code, lines, _ = run(capsys, tmp_path, INKALA + separator + INKALA + "\n")
    assert code == 0 and lines == [SOLVED_INKALA, SOLVED_INKALA]
    rows = [INKALA[r * 9:r * 9 + 9] for r in range(9)]
    rows[4] = "x" + rows[4][1:]
    code, lines, _ = run(capsys, tmp_path, INKALA + "\n" + separator.join(rows) + "\n" + INKALA + "\n", "--json")
    records = [json.loads(line) for line in lines]
    assert [r["status"] for r in records] == ["solved", "invalid", "solved"]
    assert records[1]["line"] == 2 and "(line 6, column 1 of the text)" in records[1]["error"], records[1]
    assert records[2]["line"] == 11   # (the lines the separators end count, as in the error above)
    # inside a JSON string (JSON.stringify leaves them raw in an f-puzzles title) they are the
    # string's: the document is one puzzle (it was cut in two, two errors)
    grid = [[{"value": 1}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]]
    document = json.dumps({"size": 4, "title": "Line" + separator + "two", "grid": grid}, ensure_ascii=False)
    code, lines, _ = run(capsys, tmp_path, document + "\n" + INKALA + "\n", "--json")
    records = [json.loads(line) for line in lines]
    assert [r["status"] for r in records] == ["multiple", "solved"], records
    assert read_variant(document).size == 4


def test_an_unclosed_bracket_at_the_end_is_reported():
    found = chunks("[[1,2]\n")
    with pytest.raises(SudokuError) as error:
        parse_chunk(found[0][1])
    assert error.value.code == "bad_format"


# ----- long lines, byte-order marks -----------------------------------------------------------

def test_an_overlong_line_is_reported_with_its_real_length_and_the_next_puzzle_answered(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(reader, "MAX_LINE", 1000)
    text = INKALA + "\n" + "1" * 250_000 + "\n" + INKALA + "\n"
    code, lines, _ = run(capsys, tmp_path, text, "--json")
    records = [json.loads(line) for line in lines]
    assert [r["status"] for r in records] == ["solved", "invalid", "solved"]
    assert records[1]["error_code"] == "bad_format" and records[1]["line"] == 2
    assert records[1]["error"] == "Line 2 is longer than 1,000 characters (250,000); no puzzle is that long."


def test_bounded_lines_holds_at_most_the_limit():
    stream = io.StringIO("x" * 10_000 + "\nabc\n")
    lines = list(bounded_lines(stream, 100))
    assert len(lines[0]) == 100 and lines[0].length == 10_000 and lines[1] == "abc\n"


def test_a_byte_order_mark_at_the_start_of_a_file_is_skipped(capsys, tmp_path):
    code, lines, _ = run(capsys, tmp_path, None, data=b"\xef\xbb\xbf" + INKALA.encode() + b"\n")
    assert (code, lines) == (0, [SOLVED_INKALA])


# ----- property: whatever format_puzzle writes, the reader gives back ---------------------------

MARKS = [None, ".", "-", "_", "*", "0"]


def written(puzzle, fmt, mark):
    if mark == "0" and (fmt == "luogu" or (puzzle.size == 16 and False)):
        mark = None
    if fmt == "leetcode_pretty":
        board = json.loads(format_puzzle(puzzle, "leetcode", empty=mark))
        return "[\n" + ",\n".join(json.dumps(row) for row in board) + "\n]"
    return format_puzzle(puzzle, fmt, empty=mark)


@st.composite
def streams(draw):
    rnd = random.Random(draw(st.integers(0, 2 ** 32)))
    items = []
    for _ in range(draw(st.integers(1, 4))):
        size = draw(st.sampled_from([4, 9, 9, 16, 25]))
        empty_rows = tuple(r for r in range(size) if rnd.random() < 0.2)
        puzzle = random_puzzle(rnd, size, empty_rows, low_first_row=rnd.random() < 0.5)
        fmt = draw(st.sampled_from(["line", "grid", "luogu", "leetcode", "leetcode_pretty"]))
        mark = draw(st.sampled_from(MARKS))
        if mark == "0" and fmt != "luogu":
            mark = "."  # "0" is a digit of hexadoku and a number in Luogu rows: written as "." here
        items.append((puzzle, written(puzzle, fmt, mark), fmt))
    return items


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(streams())
def test_every_written_puzzle_comes_back_in_order(items):
    parts = []
    for puzzle, text, fmt in items:
        parts.append(text)
        parts.append("\n\n" if "\n" in text or fmt == "line" else "\n")
    stream = "".join(parts)
    found = [t for _, t in chunks(stream)]
    assert [t.strip() for t in found] == [text.strip() for _, text, _ in items]
    assert [parse(t).cells for t in found] == [p.cells for p, _, _ in items]


# ----- issue 29 item 7: the CLI reads pastes as parse() does ------------------------------------
def test_grid_rows_with_invisible_marks_and_full_width_digits_stay_one_grid():
    # Each row has a zero-width or bidi mark: counted as cells, a row would be 10 wide and the
    # grid would fall apart into nine bad one-line puzzles.
    rows = format_puzzle(parse(INKALA), "luogu").splitlines()
    marks = ["\u200b", "\u200e", "\u202e", "\u2066", "\ufeff", "\u2060", "\u200d", "\u200c", "\u200f"]
    wide = "".join(chr(ord(ch) + 0xFEE0) if ch.isdigit() else "\u3000" for ch in rows[4])
    text = "\n".join(mark + (wide if i == 4 else row.replace(" ", "\u00a0")) for i, (mark, row) in enumerate(zip(marks, rows)))
    found = chunks(text + "\n" + "\u200b" + INKALA + "\n")
    assert [line for line, _ in found] == [1, 10]
    assert [parse_chunk(t) for _, t in found] == [parse(INKALA)] * 2


# ----- a grid with a row too short or too long is one puzzle, as parse() reads it -------------

def _grid_rows(fmt, size=9):
    puzzle = parse(INKALA) if size == 9 else parse(EXAMPLES["easy16"])
    return format_puzzle(puzzle, fmt).splitlines()


@pytest.mark.parametrize("fmt", ["luogu", "grid"])
@pytest.mark.parametrize("row", [0, 4])
@pytest.mark.parametrize("change", ["drop", "add"])
def test_a_grid_with_a_bad_row_is_one_error_and_the_grids_after_it_are_answered(capsys, tmp_path, fmt, row, change):
    # Before: a first row of 8 (or 10) cells was a puzzle of its own ("Found 8 cells; a 4x4
    # puzzle has 16") and the 8 rows below it another ("Found 72 cells ... (8 rows of 9)"); a
    # short row further down made the grid take the next grid's first row, and every grid
    # after it was read a row off (a duplicate that is in none of them, "8 rows of 9").
    rows = _grid_rows(fmt)
    cells = [i for i, line in enumerate(rows) if not reader.is_dash_line(line.strip())]
    target = cells[row]
    cut = rows[target].rsplit(" ", 1)[0] if change == "drop" else rows[target] + " 0"
    bad = rows[:target] + [cut] + rows[target + 1:]
    text = "\n".join(bad + rows + rows) + "\n"
    with pytest.raises(SudokuError) as alone:
        parse("\n".join(bad))
    code, out, err = run(capsys, tmp_path, text, "--json")
    records = [json.loads(line) for line in out]
    assert [r["line"] for r in records] == [1, len(rows) + 1, 2 * len(rows) + 1]
    assert records[0]["status"] == "invalid" and records[0]["error"] == alone.value.message
    assert f"line {target + 1} holds {8 if change == 'drop' else 10}, the others 9" in records[0]["error"]
    assert [r["solution"] for r in records[1:]] == [SOLVED_INKALA] * 2
    assert code == 1 and err == ""


def test_a_mistyped_line_in_a_file_of_4x4_puzzles_takes_none_of_the_puzzles_after_it():
    # (15 cells above a 16-cell line: not the first row of a 16x16 grid, when that line can be a 4x4 puzzle)
    four = EXAMPLES["easy4"]
    lines = [four[:-1], four, four, four]
    found = read_all_or_errors("\n".join(lines) + "\n")
    assert [kind for kind, _ in found] == ["wrong_cell_count", "puzzle", "puzzle", "puzzle"]


def read_all_or_errors(text):
    out = []
    for _, chunk in chunks(text):
        try:
            out.append(("puzzle", parse_chunk(chunk)))
        except SudokuError as error:
            out.append((error.code, None))
    return out


def test_a_title_or_a_number_above_a_grid_stays_a_line_of_its_own():
    rows = _grid_rows("luogu")
    for title in ("Level: easy", "2024 01 05", "12"):
        found = chunks(title + "\n" + "\n".join(rows) + "\n")
        assert [line for line, _ in found] == [1, 2]
        assert parse_chunk(found[1][1]) == parse(INKALA)


# ----- fuzz: any lines end in puzzles or errors ------------------------------------------------

LINE_PARTS = st.text(alphabet=st.sampled_from(list("0123456789.-_*|+=[]{}\",;: \tabcG²٣３\ufeff"
                                                   "\u00a0\u3000\u200b\u200e\u202e\u2066\u2028\uff0e\uff11\uff5c")),
                     max_size=90)


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.lists(st.one_of(LINE_PARTS, st.text(max_size=40), st.sampled_from([INKALA, "[", "]", "---", "- - - | - - -"])),
                max_size=40))
def test_any_lines_end_in_puzzles_or_errors(lines):
    text = "\n".join(lines) + "\n"
    total = 0
    for _, chunk in chunks(text):
        assert chunk.count("\n") <= max(reader.MAX_GRID_LINES, reader.MAX_JSON_LINES)
        total += 1
        try:
            puzzle = parse_chunk(chunk)
        except SudokuError:
            continue
        assert len(puzzle.cells) == puzzle.size * puzzle.size
    pieces = [piece for line in lines for piece in plain_text(line).split("\n")]   # (U+2028... end lines too)
    kept = [line for line in pieces if line.strip() and not line.strip().startswith("#")]
    assert total <= len(kept)


@settings(max_examples=25, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.lists(st.one_of(LINE_PARTS, st.sampled_from([INKALA, "[", "]"])), min_size=1, max_size=15))
def test_the_cli_prints_one_line_per_chunk_and_never_a_traceback(lines):
    text = "\n".join(lines) + "\n"
    expected = len(chunks(text))
    out = io.StringIO()
    saved = sys.stdout
    sys.stdin, old_stdin = io.StringIO(text), sys.stdin
    sys.stdout = out
    try:
        code = main(["solve", "-", "--no-progress"])
    finally:
        sys.stdout, sys.stdin = saved, old_stdin
    assert code in (0, 1)
    assert len(out.getvalue().splitlines()) == expected


# ----- build.py serve -------------------------------------------------------------------------

@pytest.mark.skipif(IN_BROWSER, reason="no subprocesses in WebAssembly")
def test_serve_on_a_busy_port_says_so_in_one_line():
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        done = subprocess.run([sys.executable, str(ROOT / "build.py"), "serve", "--no-build", "--port", str(port)],
                              capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [f"build.py: cannot serve on 127.0.0.1:{port}: Address already in use"]


@pytest.mark.skipif(IN_BROWSER, reason="no subprocesses in WebAssembly")
@pytest.mark.parametrize("port", ["99999", "abc", "-1"])
def test_serve_on_an_invalid_port_says_so_without_a_traceback(port):
    done = subprocess.run([sys.executable, str(ROOT / "build.py"), "serve", "--no-build", "--port", port],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and "is not a port number" in done.stderr


def test_a_grid_of_numbers_with_box_separators_is_one_puzzle_on_the_command_line(capsys, tmp_path):
    puzzle = parse(EXAMPLES["easy16"])
    rows = [" | ".join(" ".join(r.split()[i:i + 4]) for i in range(0, 16, 4))
            for r in format_puzzle(puzzle, "luogu").splitlines()]
    text = "\n".join(rows[:8] + ["-" * 40] + rows[8:]) + "\n" + INKALA + "\n"
    code, out, err = run(capsys, tmp_path, text, "--json")
    records = [json.loads(line) for line in out]
    assert [(r["line"], r["status"]) for r in records] == [(1, "solved"), (18, "solved")]
    assert records[0]["solution"] == str(solve_of(puzzle))
    assert code == 0 and err == ""


def solve_of(puzzle):
    from sudoku_core import solve

    return solve(puzzle).solution


@pytest.mark.parametrize("size", [4, 9, 16])
def test_a_stray_mark_in_a_border_line_is_one_error_and_the_grid_after_it_is_answered(capsys, tmp_path, size):
    # Before: the border's dashes were counted as cells, the grid ended rows early and its last rows
    # were a puzzle of their own ("Found 18 cells; a 9x9 puzzle has 81 (2 rows of 9)").
    puzzle = parse({4: EXAMPLES["easy4"], 9: INKALA, 16: EXAMPLES["easy16"]}[size])
    rows = format_puzzle(puzzle, "grid").splitlines()
    border = next(i for i, row in enumerate(rows) if reader.is_dash_line(row))
    bad = rows[:border] + [rows[border][:-1] + "x"] + rows[border + 1:]
    with pytest.raises(SudokuError) as alone:
        parse("\n".join(bad))
    code, out, err = run(capsys, tmp_path, "\n".join(bad + [INKALA]) + "\n", "--json")
    records = [json.loads(line) for line in out]
    assert [(r["line"], r["status"]) for r in records] == [(1, "invalid"), (len(rows) + 1, "solved")]
    assert records[0]["error"] == alone.value.message and "'x'" in alone.value.message
    assert code == 1 and err == ""


@pytest.mark.parametrize("row", [0, 5])
def test_a_stray_word_in_a_row_of_numbers_is_one_error_and_the_grid_after_it_is_answered(capsys, tmp_path, row):
    # Before: a first row '12 0 8 9 ... 13 x' of a 16x16 grid of numbers was read a character a cell,
    # a puzzle of its own, and the 15 rows below another ("Found 240 cells ... (15 rows of 16)").
    rows = format_puzzle(parse(EXAMPLES["easy16"]), "luogu").splitlines()
    rows[row] = rows[row].rsplit(" ", 1)[0] + " x"
    with pytest.raises(SudokuError) as alone:
        parse("\n".join(rows))
    code, out, err = run(capsys, tmp_path, "\n".join(rows + [INKALA]) + "\n", "--json")
    records = [json.loads(line) for line in out]
    assert [(r["line"], r["status"]) for r in records] == [(1, "invalid"), (17, "solved")]
    assert records[0]["error"] == alone.value.message and "'x'" in alone.value.message
    assert code == 1 and err == ""


@pytest.mark.parametrize("size,fmt", [(9, "grid"), (9, "luogu"), (16, "luogu"), (4, "grid")])
def test_blank_lines_between_bands_keep_a_grid_whole_and_the_next_one_is_read_as_written(capsys, tmp_path, size, fmt):
    """Many sites print a grid with a blank line between its bands: each band was a puzzle of its
    own ("Found 27 cells"). The grid goes on after a whole band; a grid after it, or a grid cut
    short in its middle band, is read as written."""
    puzzle = parse({4: "1.3...4..2...1.4", 9: INKALA, 16: EXAMPLES["easy16"]}[size])
    band = int(size ** 0.5)
    rows = [line for line in format_puzzle(puzzle, fmt).splitlines() if line.strip("-+= ")]
    gapped = "\n\n".join("\n".join(rows[i:i + band]) for i in range(0, size, band))
    cut = "\n".join(rows[:band + 1])   # a band and one row: ends at the blank line, as before
    text = f"{gapped}\n\n\n{cut}\n\n{gapped}\n"
    code, out, err = run(capsys, tmp_path, text, "--json")
    records = [json.loads(line) for line in out]
    gap_lines = size + size // band - 1
    assert [(r["line"], r["status"]) for r in records] == [
        (1, "solved"), (gap_lines + 3, "invalid"), (gap_lines + band + 5, "solved")]
    assert records[0]["solution"] == records[2]["solution"] == str(solve_of(puzzle))
    assert code == 1


def test_a_blank_line_after_a_whole_band_ends_the_grid_when_no_row_follows(capsys, tmp_path):
    """A grid cut short after a whole band stays one error; the one-line puzzle after it is answered."""
    rows = format_puzzle(parse(INKALA), "grid").splitlines()
    text = "\n".join(rows[:3]) + "\n\n" + INKALA + "\n"
    code, out, err = run(capsys, tmp_path, text, "--json")
    assert [(json.loads(line)["line"], json.loads(line)["status"]) for line in out] == [(1, "invalid"), (5, "solved")]


def test_a_grid_drawn_with_borders_a_row_short_ends_at_its_last_band():
    """Back-to-back pretty grids, the first a row short: it ends when its last band is whole (or
    at its bottom border), so it is said as it is and the next grid is solved. Before, it took the
    next grid's first row as its ninth ("more than one solution", or a digit twice), and the next
    grid, a row short, was "Found 72 cells"."""
    whole = format_puzzle(parse(INKALA), "grid")
    lines = whole.split("\n")
    top, bottom = ".-------.-------.-------.", "'-------'-------'-------'"
    cases = ["\n".join(lines[:5] + lines[6:]) + "\n" + whole,   # a row missing in the middle band
             "\n".join([top] + lines[:9] + lines[10:] + [bottom, top] + lines + [bottom])]   # in the last band
    for text in cases:
        found = chunks(text + "\n")
        assert len(found) == 2
        with pytest.raises(SudokuError) as caught:
            parse_chunk(found[0][1])
        assert caught.value.code == "wrong_cell_count" and caught.value.details["found"] == 72
        assert parse_chunk(found[1][1]).cells == parse(INKALA).cells
