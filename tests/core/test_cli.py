"""The command line: output lines, JSON fields, exit codes, multi-line input."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from sudoku_core import EXAMPLES, format_puzzle, parse
from sudoku_core.cli import main
from sudoku_core.reader import split_puzzles

ROOT = Path(__file__).resolve().parents[2]
INKALA = EXAMPLES["inkala"]
SOLVED_INKALA = "812753649943682175675491283154237896369845721287169534521974368438526917796318452"


def run(capsys, tmp_path, text, *flags):
    source = tmp_path / "in.txt"
    source.write_text(text)
    code = main(["solve", str(source), *flags])
    out = capsys.readouterr()
    return code, out.out.splitlines(), out.err


def test_one_line_per_puzzle_and_exit_zero_when_all_unique(capsys, tmp_path):
    code, lines, _ = run(capsys, tmp_path, INKALA + "\n\n" + EXAMPLES["easy"] + "\n")
    assert code == 0 and lines[0] == SOLVED_INKALA and len(lines) == 2


def test_verdicts_in_text_and_exit_one(capsys, tmp_path):
    text = "\n".join(["." * 81, "12345678." + "." * 71 + "9", "55" + "." * 79, "abc"])
    code, lines, _ = run(capsys, tmp_path, text)
    assert code == 1
    assert lines[0] == "more than one solution"
    assert lines[1] == "no solution"
    assert lines[2].startswith("invalid: 5 appears twice in row 1")
    assert lines[3].startswith("invalid: ")


def test_json_records_have_the_documented_fields(capsys, tmp_path):
    code, lines, _ = run(capsys, tmp_path, INKALA + "\n" + "." * 81 + "\n" + "1" * 80 + "\n", "--json")
    records = [json.loads(line) for line in lines]
    for record in records:
        assert {"status", "solution", "error", "nodes", "backtracks", "elapsed_ms"} <= set(record)
    solved, multiple, invalid = records
    assert solved["status"] == "solved" and solved["solution"] == SOLVED_INKALA and solved["error"] is None
    assert multiple["status"] == "multiple" and multiple["witness"] != multiple["solution"]
    assert invalid["status"] == "invalid" and invalid["solution"] is None
    assert invalid["error_code"] == "wrong_cell_count" and "80 cells" in invalid["error"]
    assert code == 1


def test_count_reports_how_many(capsys, tmp_path):
    code, lines, _ = run(capsys, tmp_path, INKALA + "\n" + "." * 81 + "\n", "--count", "--cap", "7")
    assert lines == ["1 solution", "at least 7 solutions"] and code == 1
    code, lines, _ = run(capsys, tmp_path, "." * 81 + "\n", "--count", "--cap", "3", "--json")
    record = json.loads(lines[0])
    assert record["count"] == 3 and record["capped"] is True


def test_multi_line_grids_in_every_format(capsys, tmp_path):
    puzzle = parse(INKALA)
    text = "\n\n".join(format_puzzle(puzzle, fmt) for fmt in ("luogu", "grid", "leetcode", "line"))
    code, lines, _ = run(capsys, tmp_path, text)
    assert code == 0 and lines == [SOLVED_INKALA] * 4


def test_output_formats(capsys, tmp_path):
    _, lines, _ = run(capsys, tmp_path, INKALA, "--output", "luogu")
    assert lines[0] == "8 1 2 7 5 3 6 4 9" and len(lines) == 9


def test_usage_errors_exit_two(tmp_path):
    with pytest.raises(SystemExit) as caught:
        main(["solve", "--format", "xml"])
    assert caught.value.code == 2
    assert main(["solve", str(tmp_path / "missing.txt")]) == 2


def test_empty_input_is_not_success(capsys, tmp_path):
    code, lines, err = run(capsys, tmp_path, "\n\n")
    assert code == 1 and lines == [] and "no puzzle" in err


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in WebAssembly")
def test_reads_standard_input_as_a_module():
    done = subprocess.run(
        [sys.executable, "-m", "sudoku_core", "solve"], input=INKALA + "\n", capture_output=True, text=True,
        cwd=ROOT, timeout=60,
    )
    assert done.returncode == 0 and done.stdout.strip() == SOLVED_INKALA


def test_reader_streams_lazily():
    def endless():
        while True:
            yield INKALA + "\n"

    chunks = split_puzzles(endless())
    assert [next(chunks)[1].strip() for _ in range(3)] == [INKALA] * 3


def test_reader_tells_4x4_lines_from_16x16_rows():
    four = "1...4..3..1.3..2\n"
    sixteen = "".join(EXAMPLES["easy16"][r * 16:(r + 1) * 16] + "\n" for r in range(16))
    chunks = list(split_puzzles([four, four, "\n", *sixteen.splitlines(keepends=True)]))
    assert [len(parse(text).cells) for _, text in chunks] == [16, 16, 256]
    assert [line for line, _ in chunks] == [1, 2, 4]


def test_overlong_lines_are_cut_not_read_whole(capsys, tmp_path):
    from sudoku_core.cli import MAX_LINE

    code, lines, _ = run(capsys, tmp_path, "." * (3 * MAX_LINE + 5) + "\n" + INKALA + "\n")
    assert lines[0] == f"invalid: Line 1 is longer than {MAX_LINE:,} characters ({3 * MAX_LINE + 5:,}); no puzzle is that long."
    assert lines[1] == SOLVED_INKALA
    assert code == 1


def test_a_mistyped_line_does_not_swallow_the_next_puzzles(capsys, tmp_path):
    code, lines, _ = run(capsys, tmp_path, INKALA[:-1] + "\n" + INKALA + "\n" + INKALA + "\n")
    assert lines == ["invalid: Found 80 cells; a 9x9 puzzle has 81 (supported: 16, 81, 256 or 625 cells).",
                     SOLVED_INKALA, SOLVED_INKALA]
    assert code == 1
