"""The command line: output lines, JSON fields, exit codes, multi-line input."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sudoku_core import EXAMPLES, SudokuError, format_puzzle, parse, solve
from sudoku_core.cli import main
from sudoku_core.formats.reader import split_puzzles

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


def test_a_cap_of_one_still_tells_a_unique_puzzle_from_several(capsys, tmp_path):
    """One solution found cannot say "unique": --cap 1 used to call the empty grid solved (exit 0)."""
    code, lines, _ = run(capsys, tmp_path, "." * 81 + "\n", "--count", "--cap", "1", "--json")
    record = json.loads(lines[0])
    assert record["status"] == "multiple" and record["capped"] is True and record["witness"] and code == 1
    code, lines, _ = run(capsys, tmp_path, INKALA + "\n", "--count", "--cap", "1")
    assert lines == ["1 solution"] and code == 0
    code, lines, _ = run(capsys, tmp_path, "variant: killer\nsize: 6\ncage 7: r1c2 r1c3\n", "--count", "--cap", "1",
                         "--json")
    assert json.loads(lines[0])["status"] == "multiple" and code == 1


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
    from sudoku_core.formats.reader import MAX_LINE

    code, lines, _ = run(capsys, tmp_path, "." * (3 * MAX_LINE + 5) + "\n" + INKALA + "\n")
    assert lines[0] == f"invalid: Line 1 is longer than {MAX_LINE:,} characters ({3 * MAX_LINE + 5:,}); no puzzle is that long."
    assert lines[1] == SOLVED_INKALA
    assert code == 1


def test_a_mistyped_line_does_not_swallow_the_next_puzzles(capsys, tmp_path):
    code, lines, _ = run(capsys, tmp_path, INKALA[:-1] + "\n" + INKALA + "\n" + INKALA + "\n")
    assert lines == ["invalid: Found 80 cells; a 9x9 puzzle has 81 (supported: 16, 36, 64, 81, 100, 144, 196, 225, 256 "
                     "or 625 cells).",
                     SOLVED_INKALA, SOLVED_INKALA]
    assert code == 1


def test_a_cell_count_that_fits_no_grid_is_said_against_every_side_the_commands_read(capsys, tmp_path):
    """37 cells were said to be "a 4x4 puzzle has 16 (supported: 16, 81, 256 or 625 cells)",
    though the commands read 6x6 to 15x15 too: the nearest is 6x6, and every side is listed. A
    format asked for (``--format line``) reads the classic sides only, and says so."""
    code, lines, _ = run(capsys, tmp_path, "." * 37 + "\n" + "." * 200 + "\n")
    assert lines == ["invalid: Found 37 cells; a 6x6 puzzle has 36 (supported: 16, 36, 64, 81, 100, 144, 196, 225, "
                     "256 or 625 cells).",
                     "invalid: Found 200 cells; a 14x14 puzzle has 196 (supported: 16, 36, 64, 81, 100, 144, 196, "
                     "225, 256 or 625 cells)."]
    code, lines, _ = run(capsys, tmp_path, "." * 37 + "\n", "--json")
    record = json.loads(lines[0])
    assert (record["error_code"], record["status"]) == ("wrong_cell_count", "invalid")
    code, lines, _ = run(capsys, tmp_path, "." * 37 + "\n", "--format", "line")
    assert lines == ["invalid: Found 37 cells; a 4x4 puzzle has 16 (supported: 16, 81, 256 or 625 cells)."]
    # a message that names the rows stays as it is (it was rewritten into "a 8x8 puzzle has 64")
    code, lines, _ = run(capsys, tmp_path, "." * 9 + "\n" + ("." * 9 + "\n") * 7)
    assert lines == ["invalid: Found 72 cells; a 9x9 puzzle has 81 (8 rows of 9)."]
    code, lines, _ = run(capsys, tmp_path, "5\n")   # one cell: "Found 1 cells" before
    assert lines == ["invalid: Found 1 cell; a 4x4 puzzle has 16 (supported: 16, 36, 64, 81, 100, 144, 196, 225, "
                     "256 or 625 cells)."]
    with pytest.raises(SudokuError, match=r"^Found 1 cell; a 4x4 puzzle has 16 "):
        parse("7")


def test_a_grid_cut_short_does_not_swallow_the_one_line_puzzle_after_it(capsys, tmp_path):
    """Two rows of a Luogu grid, then a one-line puzzle: the puzzle used to join the grid (99 cells,
    one "invalid" for both); so did a grid with a short row. Each is answered now."""
    luogu = [" ".join("0" if ch == "." else ch for ch in INKALA[r * 9:r * 9 + 9]) for r in range(9)]
    short = luogu[:4] + [luogu[4][:-2]] + luogu[5:]
    for rows in (luogu[:2], short, luogu[:8]):
        code, lines, _ = run(capsys, tmp_path, "\n".join(rows + [INKALA, INKALA]) + "\n")
        assert lines[0].startswith("invalid: Found ") and lines[1:] == [SOLVED_INKALA] * 2 and code == 1
    code, lines, _ = run(capsys, tmp_path, "\n".join(luogu + [INKALA]) + "\n")   # a whole grid: as before
    assert lines == [SOLVED_INKALA] * 2 and code == 0


# ----- issue 29 item 6: the streams (CR line ends, an answer per puzzle as it goes, a closed pipe) ----
subprocesses = pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in WebAssembly")
#: Every command, with arguments that make more output than one line (bank: two levels, two lines and more).
COMMANDS = {
    "solve": ["solve"],
    "rate": ["rate"],
    "explain": ["explain"],
    "generate": ["generate", "--size", "4", "--count", "400", "--seed", "1"],
    "bank": ["bank", "--count", "1", "--levels", "easy,medium", "--jobs", "1", "--seed", "1"],
}


def _module(*args, **kwargs):
    return subprocess.Popen([sys.executable, "-m", "sudoku_core", *args], cwd=ROOT, **kwargs)


@subprocesses
@pytest.mark.parametrize("ending", ["\r", "\r\n", "\n"])
def test_standard_input_line_ends_are_all_line_breaks(ending):
    easy = EXAMPLES["easy"]
    text = ending.join([easy] * 1000) + ending
    done = subprocess.run([sys.executable, "-m", "sudoku_core", "solve"], input=text.encode(),
                          capture_output=True, cwd=ROOT, timeout=600)
    assert done.stdout.decode().splitlines() == [str(solve(parse(easy)).solution)] * 1000
    assert done.returncode == 0 and done.stderr == b""


@subprocesses
def test_mixed_line_ends_and_multi_line_grids_on_standard_input():
    easy = EXAMPLES["easy"]
    grid = format_puzzle(parse(easy), "grid").replace("\n", "\r")
    luogu = format_puzzle(parse(easy), "luogu").replace("\n", "\r\n")
    text = f"{easy}\r{grid}\r\r{luogu}\r\n\r\n{easy}\n{easy}"
    done = subprocess.run([sys.executable, "-m", "sudoku_core", "rate", "--json"], input=text.encode(),
                          capture_output=True, cwd=ROOT, timeout=600)
    records = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert [r["line"] for r in records] == [1, 2, 14, 24, 25]
    assert {r["status"] for r in records} == {"rated"}


def test_standard_input_is_read_as_it_goes_with_any_line_end(monkeypatch):
    import io

    from sudoku_core.cli.streams import open_input
    from sudoku_core.formats.reader import bounded_lines

    class Endless(io.RawIOBase):
        """Standard input that never ends: CR-separated puzzles, counting the bytes taken."""
        taken = 0

        def readable(self):
            return True

        def readinto(self, buffer):
            data = ((INKALA + "\r") * 100).encode()[:len(buffer)]
            buffer[:len(data)] = data
            self.taken += len(data)
            return len(data)

    raw = Endless()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BufferedReader(raw), encoding="utf-8"))
    chunks = split_puzzles(bounded_lines(open_input("-")))
    assert [next(chunks)[1].strip() for _ in range(3)] == [INKALA] * 3
    assert raw.taken < 1 << 20  # a few buffers, not the whole (endless) input


@subprocesses
def test_solve_answers_each_puzzle_before_the_next_arrives():
    # A coprocess: one puzzle in, its answer out, while standard input stays open.
    import selectors

    proc = _module("solve", stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        with selectors.DefaultSelector() as waiting:
            waiting.register(proc.stdout, selectors.EVENT_READ)
            for puzzle, answer in ((INKALA, SOLVED_INKALA), ("." * 81, "more than one solution")):
                proc.stdin.write((puzzle + "\n").encode())
                proc.stdin.flush()
                assert waiting.select(timeout=300), "no answer while the input stays open"
                assert proc.stdout.readline().decode().strip() == answer
        proc.stdin.close()
        assert proc.wait(timeout=300) == 1  # one puzzle was not unique
    finally:
        proc.kill()
        proc.wait()


@subprocesses
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_exits_as_documented_when_its_output_closes_after_one_line(command, tmp_path):
    args = COMMANDS[command] + (["--out", str(tmp_path / "bank")] if command == "bank" else [])
    text = (EXAMPLES["easy"] + "\n") * 3000 if command in ("solve", "rate", "explain") else ""
    with open(tmp_path / "in.txt", "w") as source:
        source.write(text)
    with open(tmp_path / "in.txt") as source:
        proc = _module(*args, stdin=source, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        first = proc.stdout.readline()  # like `| head -1`: one line, then the pipe closes
        proc.stdout.close()
        err = proc.stderr.read().decode()
        code = proc.wait(timeout=600)
    assert first.strip()
    # 1: not every answer was delivered (bank: its lines are written once all is made, so
    # the rest may still fit in the pipe: 0 is right then); never 120 nor a traceback.
    assert code in ((0, 1) if command == "bank" else (1,)), err
    assert "Traceback" not in err and "Exception ignored" not in err and "BrokenPipe" not in err, err


@subprocesses
@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full (a device every write to fails)")
@pytest.mark.parametrize("command", ["solve", "rate", "explain", "generate"])
def test_a_full_disk_is_said_in_one_line_not_a_traceback(command, tmp_path):
    (tmp_path / "in.txt").write_text(EXAMPLES["easy"] + "\n")
    args = COMMANDS[command] if command == "generate" else [command, str(tmp_path / "in.txt")]
    with open("/dev/full", "w") as full:
        proc = _module(*args, stdin=subprocess.DEVNULL, stdout=full, stderr=subprocess.PIPE)
        err = proc.stderr.read().decode()
        code = proc.wait(timeout=300)
    assert code == 1 and "Traceback" not in err, err
    assert "cannot write the output: No space left on device" in err


@subprocesses
@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full (a device every write to fails)")
@pytest.mark.parametrize("args", [["--help"], ["solve", "--help"], ["hint", "-h"]])
def test_help_to_a_full_disk_is_said_not_status_0(args):
    """``--help > /dev/full`` ended with status 0 and nothing written, nothing said."""
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "sudoku_core", *args], stdout=full, stderr=subprocess.PIPE,
                              cwd=ROOT, timeout=120, text=True)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert "cannot write the output: No space left on device" in done.stderr
    shown = subprocess.run([sys.executable, "-m", "sudoku_core", *args], capture_output=True, cwd=ROOT, timeout=120,
                           text=True)
    assert shown.returncode == 0 and shown.stdout.startswith("usage:")
    closed = subprocess.run([sys.executable, "-m", "sudoku_core", *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            cwd=ROOT, timeout=120, text=True, preexec_fn=lambda: os.close(1))   # (``>&-``)
    assert closed.returncode == 0 and "Traceback" not in closed.stderr and closed.stderr.startswith("usage:"), closed.stderr


@subprocesses
@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full (a device every write to fails)")
@pytest.mark.parametrize("command", ["solve", "count", "rate", "explain"])
def test_a_full_or_closed_standard_error_costs_no_answer_and_no_exit_status(command, tmp_path):
    """Progress is decoration: a standard error that refuses it (``2>/dev/full``, ``2>&-``) used to
    stop the run after the first answer, with status 1; a usage error's status stays 2."""
    (tmp_path / "in.txt").write_text((EXAMPLES["easy"] + "\n") * 3)
    args = ["solve", "--count"] if command == "count" else [command]
    for closed, progress in ((False, ["--progress"]), (True, ["--progress"]), (True, [])):
        with open("/dev/full", "w") as full:
            done = subprocess.run([sys.executable, "-m", "sudoku_core", *args, *progress, str(tmp_path / "in.txt")],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL if closed else full, cwd=ROOT,
                                  timeout=600, **({"preexec_fn": lambda: os.close(2)} if closed else {}))
        assert done.returncode == 0 and len(done.stdout.decode().splitlines()) >= 3, done
        with open("/dev/full", "w") as full:
            bad = subprocess.run([sys.executable, "-m", "sudoku_core", *args, str(tmp_path / "none.txt")],
                                 stdout=subprocess.PIPE, stderr=full, cwd=ROOT, timeout=600)
        assert bad.returncode == 2 and bad.stdout == b""
    if command == "solve":       # generate's refusals too
        for refused in (["--hardest"], ["--size", "16", "--level", "hard"]):
            with open("/dev/full", "w") as full:
                bad = subprocess.run([sys.executable, "-m", "sudoku_core", "generate", *refused],
                                     stdout=subprocess.PIPE, stderr=full, cwd=ROOT, timeout=600)
            assert bad.returncode == 2, refused


@subprocesses
@pytest.mark.parametrize("command", ["solve", "rate", "explain"])
def test_an_output_closed_before_the_first_answer_is_exit_one_without_a_traceback(command, tmp_path):
    read, write = __import__("os").pipe()
    __import__("os").close(read)  # nobody will ever read: the first write (or the exit flush) fails
    try:
        done = subprocess.run([sys.executable, "-m", "sudoku_core", command], input=(EXAMPLES["easy"] + "\n").encode(),
                              stdout=write, stderr=subprocess.PIPE, cwd=ROOT, timeout=600)
    finally:
        __import__("os").close(write)
    assert done.returncode == 1
    assert done.stderr.decode() == ""


def test_count_keeps_two_solutions_whatever_the_cap(capsys, tmp_path):
    code, lines, _ = run(capsys, tmp_path, "." * 81 + "\n", "--count", "--cap", "300", "--json")
    record = json.loads(lines[0])
    assert record["count"] == 300 and record["capped"] is True
    assert record["solution"] and record["witness"] and record["solution"] != record["witness"]


def test_seeds_past_two_to_the_64_are_usage_errors(capsys):
    for command in (["generate"], ["bank", "--count", "1", "--out", "unused"]):
        with pytest.raises(SystemExit) as caught:
            main([*command, "--seed", str(2 ** 64)])
        assert caught.value.code == 2 and "must be at most 18,446,744,073,709,551,615" in capsys.readouterr().err
    # The largest seed is a seed like any other: the puzzles after the first derive their seeds
    # from it (issue 27 item 4), so a count never runs past it.
    assert main(["generate", "--size", "4", "--seed", str(2 ** 64 - 1), "--count", "2"]) == 0
    first, second = capsys.readouterr().out.splitlines()
    assert first.endswith(f"seed {2 ** 64 - 1}") and int(second.rsplit(" ", 1)[1]) < 2 ** 63
    assert main(["generate", "--size", "4", "--seed", str(2 ** 64 - 1)]) == 0
    assert capsys.readouterr().out.rstrip() == first


@subprocesses
@pytest.mark.parametrize("delay", [0.0005, 0.002])
def test_ctrl_c_pressed_twice_stops_solve_with_status_130_and_no_traceback(tmp_path, delay):
    """A second Ctrl+C a moment after the first used to land while the command was exiting (an
    import, or handlers reset): a traceback, and death by the signal instead of status 130."""
    import os
    import signal
    import time

    path = tmp_path / "many.txt"
    path.write_text((EXAMPLES["inkala"] + "\n") * 50_000)  # about a minute of solving
    # Ctrl+C as in a terminal: a test run started in the background (``cmd &`` without job
    # control) hands its children SIGINT ignored, and Python then installs no handler for it.
    process = subprocess.Popen([sys.executable, "-m", "sudoku_core", "solve", str(path)], cwd=ROOT,
                               start_new_session=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 60
    while not process.stdout.readline():  # answering: the command is under way
        assert time.monotonic() < deadline and process.poll() is None
    os.killpg(process.pid, signal.SIGINT)
    time.sleep(delay)
    try:
        os.killpg(process.pid, signal.SIGINT)
    except ProcessLookupError:
        pass  # it had already exited
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 130, stderr
    assert "Traceback" not in stderr, stderr


@subprocesses
def test_ctrl_c_while_the_commands_are_imported_ends_with_status_130_and_no_traceback():
    """The commands' imports and the reading of the arguments take the first 0.2-0.4 s: a Ctrl+C
    there was a traceback and death by the signal. Here the signal arrives while the parser is
    built (where those imports are), in a process run as ``python -m sudoku_core`` is."""
    import signal

    code = ("import os, signal, sys, time\n"
            "import sudoku_core.cli.commands as commands\n"
            "def interrupted():\n"
            "    os.kill(os.getpid(), signal.SIGINT)\n"
            "    time.sleep(5)\n"
            "commands.build_parser = interrupted\n"
            "sys.exit(commands.script())\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert done.returncode == 130, done.stderr
    assert "Traceback" not in done.stderr and not done.stdout, done.stderr


def test_ctrl_c_while_the_arguments_are_read_returns_130_in_process(monkeypatch, capsys):
    import sudoku_core.cli.commands as commands

    def interrupted():
        raise KeyboardInterrupt
    monkeypatch.setattr(commands, "build_parser", interrupted)
    assert main(["solve"]) == 130
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("as_json", [True, False])
def test_a_bug_met_while_writing_one_explanation_is_said_for_it_and_the_next_are_written(as_json, capsys,
                                                                                     tmp_path, monkeypatch):
    # explain writes each step in notation after the rating: a bug there (here on the first
    # puzzle's steps) is that puzzle's internal_error, and the next puzzle is still explained
    import sudoku_core.cli.logic as logic_cli

    real, calls = logic_cli._step_text, []

    def broken_on_the_first_puzzle(step, record):
        calls.append(record["_puzzle"])
        if record["_puzzle"] == calls[0]:
            raise KeyError("notation")
        return real(step, record)

    monkeypatch.setattr(logic_cli, "_step_text", broken_on_the_first_puzzle)
    source = tmp_path / "in.txt"
    source.write_text(EXAMPLES["easy"] + "\n" + EXAMPLES["easy4"] + "\n")
    code = main(["explain", str(source)] + (["--json"] if as_json else []))
    out = capsys.readouterr()
    assert code == 1 and "Traceback" not in out.err
    if as_json:
        records = [json.loads(line) for line in out.out.splitlines()]
        assert [r["status"] for r in records] == ["invalid", "rated"]
        assert records[0]["error_code"] == "internal_error" and records[1]["path"]
        assert records[0]["se"] is None and records[0]["solved"] is False and records[0]["steps"] == 0  # not half rated
    else:
        assert "invalid: Internal error (KeyError" in out.out and out.out.rstrip().splitlines()[-1].startswith("rating: ")
        assert out.out.count("# puzzle 1 ") == 1   # what it wrote before the bug is not left half written


@pytest.mark.parametrize("command", ["solve", "rate"])
def test_a_bug_met_on_one_puzzle_is_said_for_it_and_the_next_puzzles_are_answered(command, capsys, tmp_path,
                                                                                 monkeypatch):
    # Whatever goes wrong inside (here the classic reader breaks on one puzzle, as a bug would),
    # the puzzle gets an "invalid" record with code internal_error, never a traceback, and the
    # puzzles after it still get their answers.
    import sudoku_core.cli.solve as solve_cli   # (rate reads classic text through solve's classic_of_text)

    real = solve_cli.parse_chunk

    def broken_on_the_empty_grid(text, *args):
        if text.strip() == "." * 81:
            raise IndexError("tuple index out of range")
        return real(text, *args)

    monkeypatch.setattr(solve_cli, "parse_chunk", broken_on_the_empty_grid)
    source = tmp_path / "in.txt"
    source.write_text("." * 81 + "\n" + EXAMPLES["easy"] + "\n")
    code = main([command, str(source), "--json"])
    out = capsys.readouterr()
    records = [json.loads(line) for line in out.out.splitlines()]
    assert len(records) == 2 and code == 1 and "Traceback" not in out.err
    assert records[0]["status"] == "invalid" and records[0]["error_code"] == "internal_error"
    assert "IndexError" in records[0]["error"] and "report" in records[0]["error"]
    assert records[1]["status"] in ("solved", "rated") and records[1]["error"] is None


# ----- session 36: what a reader met in other people's files ---------------------------------
PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def answers(capsys, tmp_path, text, *flags):
    code, lines, err = run(capsys, tmp_path, text, *flags)
    return code, lines


def test_an_unclosed_json_board_or_document_ends_where_another_puzzle_starts(capsys, tmp_path):
    """A board or f-puzzles document that never closes is said as such, and every puzzle after it
    is still answered (it used to swallow them all, up to 700 lines or 1 MB)."""
    board = '[["5","3",".",".","7",".",".",".","."],["6",".",".","1","9","5",".",".","."]'
    luogu = "\n".join(" ".join("0" if c == "." else c for c in PUZZLE[r * 9:r * 9 + 9]) for r in range(9))
    text = "\n".join([board, PUZZLE, board, luogu, board, "." + "~R1C1_4", "{not json", PUZZLE,
                      '{"size": 9, "grid": [', '{"size": 9, "grid": [' + ",".join(['[' + ",".join(["{}"] * 9) + ']'] * 9) + "]}",
                      board, board]) + "\n"
    code, lines = answers(capsys, tmp_path, text)
    assert code == 1
    assert lines[0] == "invalid: The JSON board starting on line 1 is not closed before line 2, where another puzzle starts."
    assert len(lines[1]) == 81 and lines[1].isdigit()            # the puzzle after it
    assert lines[2].startswith("invalid: The JSON board starting on line 3 is not closed before line 4")
    assert len(lines[3]) == 81 and lines[3].isdigit()            # the Luogu rows after it
    assert lines[4].startswith("invalid: The JSON board starting on line 13 is not closed before line 14")
    assert lines[5] == "more than one solution"                  # the ISS string: one given
    assert lines[6].startswith("invalid: The JSON document starting on line 15 is not closed before line 16")
    assert len(lines[7]) == 81 and lines[7].isdigit()
    assert lines[8].startswith("invalid: The JSON document starting on line 17 is not closed before line 18")
    assert lines[9] == "more than one solution"                  # the one-line document: an empty grid
    assert lines[10].startswith("invalid: The JSON board starting on line 19 is not closed before line 20")
    assert lines[11].startswith("invalid: ") and len(lines) == 12   # the last one, at the end of the input


def test_a_multi_line_board_still_reads_across_its_lines(capsys, tmp_path):
    rows = [PUZZLE[r * 9:r * 9 + 9] for r in range(9)]
    pretty = "[\n" + ",\n".join("  [" + ", ".join(f'"{c}"' for c in row) + "]" for row in rows) + "\n]"
    numbers = "[\n" + ",\n".join("  [" + ",".join("0" if c == "." else c for c in row) + "]" for row in rows) + "\n]"
    code, lines = answers(capsys, tmp_path, pretty + "\n" + numbers + "\n")
    assert code == 0 and len(lines) == 2 and lines[0] == lines[1] and len(lines[0]) == 81


SE_GRID = """*-----------*
|4..|...|8.5|
|.3.|...|...|
|...|7..|...|
|---+---+---|
|.2.|...|.6.|
|...|.8.|4..|
|...|.1.|...|
|---+---+---|
|...|6.3|.7.|
|5..|2..|...|
|1.4|...|...|
*-----------*
"""
HODOKU_GRID = """.-------.-------.-------.
| 4 . . | . . . | 8 . 5 |
| . 3 . | . . . | . . . |
| . . . | 7 . . | . . . |
:-------+-------+-------:
| . 2 . | . . . | . 6 . |
| . . . | . 8 . | 4 . . |
| . . . | . 1 . | . . . |
:-------+-------+-------:
| . . . | 6 . 3 | . 7 . |
| 5 . . | 2 . . | . . . |
| 1 . 4 | . . . | . . . |
'-------'-------'-------'
"""


@pytest.mark.parametrize("grid", [SE_GRID, HODOKU_GRID], ids=["sudoku-explainer", "hodoku"])
def test_grids_drawn_by_sudoku_explainer_and_hodoku_are_read(capsys, tmp_path, grid):
    assert parse(grid).cells == parse(PUZZLE).cells
    code, lines = answers(capsys, tmp_path, grid + grid + PUZZLE + "\n")
    assert code == 0 and len(lines) == 3 and lines[0] == lines[1] == lines[2]


def test_a_row_of_dots_and_dashes_is_still_cells_not_a_border():
    assert parse("- . -|- . -|- . -\n" * 9).cells == (0,) * 81
    assert parse("-" * 81).cells == (0,) * 81


def test_81_dashes_on_a_line_are_an_empty_puzzle(capsys, tmp_path):
    code, lines = answers(capsys, tmp_path, "-" * 81 + "\n" + PUZZLE + "\n")
    assert lines[0] == "more than one solution" and len(lines) == 2


def test_a_grid_cut_short_does_not_take_in_the_puzzle_after_it(capsys, tmp_path):
    luogu8 = "\n".join(" ".join("0" if c == "." else c for c in PUZZLE[r * 9:r * 9 + 9]) for r in range(8))
    board = "[" + ",".join("[" + ",".join(f'"{c}"' for c in PUZZLE[r * 9:r * 9 + 9]) + "]" for r in range(9)) + "]"
    variant = "variant: classic\n" + "\n".join(PUZZLE[r * 9:r * 9 + 9] for r in range(9)) + "\n"
    text = "\n".join([luogu8, board, luogu8, variant, luogu8, ".~R1C1_4.Diagonal~1"]) + "\n"
    code, lines = answers(capsys, tmp_path, text)
    assert [line.startswith("invalid: Found 72 cells") for line in lines] == [True, False] * 3
    assert len(lines[1]) == len(lines[3]) == 81 and lines[5] == "more than one solution"


@subprocesses
@pytest.mark.parametrize("command", ["solve", "count", "rate"])
def test_a_closed_standard_input_or_output_is_said_in_one_line(command):
    closed_in = subprocess.run([sys.executable, "-m", "sudoku_core", command], stdin=subprocess.DEVNULL,
                               capture_output=True, cwd=ROOT, timeout=120,
                               preexec_fn=lambda: os.close(0))
    assert closed_in.returncode == 2
    assert closed_in.stderr.decode().strip() == f"python -m sudoku_core: error: cannot read -: standard input is closed"
    closed_out = subprocess.run([sys.executable, "-m", "sudoku_core", command], input=PUZZLE.encode(),
                                stderr=subprocess.PIPE, cwd=ROOT, timeout=120, preexec_fn=lambda: os.close(1))
    assert closed_out.returncode == 1
    assert closed_out.stderr.decode().strip() == "python -m sudoku_core: error: standard output is closed"


def test_cells_parted_by_commas_or_semicolons_read_with_one_digit_numbers_too(capsys, tmp_path):
    """A spreadsheet's rows (``5,3,0,0,7,...``) read as Luogu rows do, not only when some number has
    two digits (a 9x9 was refused: "Unexpected character ','")."""
    rows = [",".join("0" if c == "." else c for c in PUZZLE[r * 9:r * 9 + 9]) for r in range(9)]
    one_line = ";".join("0" if c == "." else c for c in PUZZLE)
    assert parse("\n".join(rows)).cells == parse(one_line).cells == parse(PUZZLE).cells
    code, lines = answers(capsys, tmp_path, "\n".join(rows) + "\n" + one_line + "\n")
    assert code == 0 and len(lines) == 2 and lines[0] == lines[1]


def test_errors_in_a_puzzle_past_the_first_line_name_the_files_lines(capsys, tmp_path):
    """A multi-line grid's error named its lines from the grid's own first line ("line 9" of a grid
    starting on line 3 of the file is line 11): they are the file's lines now, as ``line`` in the
    JSON is, for a stray character, a row too long and a broken JSON board alike."""
    rows = [" ".join(INKALA[r * 9:r * 9 + 9]) for r in range(9)]
    stray = rows[:8] + [rows[8][:-1] + "x"]
    long_row = rows[:4] + [rows[4] + " 1"] + rows[5:]
    board = ['[["8",".",".",".",".",".",".",".","."],', '[".",".","3","6",".",".",".",".","."] x']
    text = "\n".join([INKALA, ""] + stray + ["", "# a comment", ""] + long_row + [""] + board) + "\n"
    code, lines, _ = run(capsys, tmp_path, text, "--json")
    records = [json.loads(line) for line in lines]
    assert [r["line"] for r in records] == [1, 3, 15, 25] and code == 1
    assert "(line 11, column 17 of the text)" in records[1]["error"], records[1]["error"]
    assert "(line 19 holds 10, the others 9)" in records[2]["error"], records[2]["error"]
    assert records[3]["error"].endswith("at line 26, column 39."), records[3]["error"]
    assert records[2]["error_code"] == "wrong_cell_count"
    # a comment inside a grid keeps the numbering; a variant text's and an f-puzzles document's too
    commented = rows[:4] + ["# the middle rows"] + rows[4:8] + [rows[8][:-1] + "x"]
    variant = ["variant: classic", "# a comment", "size: 4", "whisper: r1c1 r1c2"]
    document = ['{"size": 4,', ' "grid": [[{},{},{},{}],', ' [{},{} {},{}]]}']
    text = "\n".join([INKALA, ""] + commented + [""] + variant + [""] + document) + "\n"
    code, lines, _ = run(capsys, tmp_path, text, "--json")
    records = [json.loads(line) for line in lines]
    assert [r["line"] for r in records] == [1, 3, 14, 19]
    assert "(line 12, column 17 of the text)" in records[1]["error"], records[1]["error"]
    assert records[2]["error"].startswith("Line 17: 'whisper' is not a line"), records[2]["error"]
    assert records[3]["error"].endswith("at line 21, column 9."), records[3]["error"]
    code, lines, _ = run(capsys, tmp_path, "\n".join(stray) + "\n")      # from line 1: as before
    assert "(line 9, column 17 of the text)" in lines[0]
    assert "line 9, column 17 of the text" in str(parse_error("\n".join(stray)))


def parse_error(text):
    with pytest.raises(Exception) as raised:
        parse(text)
    return raised.value


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-8-sig"])
def test_a_utf16_file_is_read_as_what_it_is(encoding, capsys, tmp_path):
    """A file saved as "Unicode" (UTF-16, with or without its byte-order mark) gave an error per
    line (its NUL bytes read as cells): it is read as UTF-16, and UTF-8 as before."""
    source = tmp_path / "in.txt"
    source.write_bytes((INKALA + "\r\n\r\n" + EXAMPLES["easy"][:2] + "３" + EXAMPLES["easy"][3:] + "\r\n").encode(encoding))
    code = main(["solve", str(source)])
    lines = capsys.readouterr().out.splitlines()
    assert code == 0 and lines[0] == SOLVED_INKALA and len(lines) == 2


@subprocesses
@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
def test_standard_input_is_read_as_a_file_is_whatever_the_locale(encoding):
    """Standard input took the locale's encoding (a full-width digit piped under a Latin-1 locale
    was three wrong characters; UTF-16 an error per line): it is read as files are."""
    text = EXAMPLES["easy"][:2] + "３" + EXAMPLES["easy"][3:] + "\n"
    env = dict(os.environ, LC_ALL="C", LANG="C", PYTHONIOENCODING="latin-1", PYTHONUTF8="0")
    done = subprocess.run([sys.executable, "-m", "sudoku_core", "solve"], input=text.encode(encoding),
                          capture_output=True, cwd=ROOT, timeout=60, env=env)
    assert done.returncode == 0 and done.stdout.decode().strip() == str(solve(parse(EXAMPLES["easy"])).solution)


@subprocesses
def test_a_byte_order_mark_split_across_writes_and_utf32_are_read():
    """The encoding was told from the bytes the pipe held at start: a writer whose first write
    was one byte of UTF-16's mark got UTF-8 and an error per line. UTF-32's mark is read too."""
    import time

    easy = EXAMPLES["easy"]
    answer = str(solve(parse(easy)).solution)
    for encoding, split in (("utf-16", 1), ("utf-16", 3), ("utf-8", 1), ("utf-32", 2)):
        data = (easy + "\n").encode(encoding)
        child = subprocess.Popen([sys.executable, "-m", "sudoku_core", "solve"], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
        child.stdin.write(data[:split])
        child.stdin.flush()
        time.sleep(0.3)
        out, err = child.communicate(data[split:], timeout=60)
        assert child.returncode == 0 and out.decode().split() == [answer], (encoding, split, out, err)


def test_the_progress_line_says_one_puzzle_and_the_time_each_takes_when_slow(tmp_path, capsys, monkeypatch):
    # Before: '1 puzzles, 0/s' (and '7 puzzles, 0/s' all along a rate or explain of hard puzzles).
    import types

    from sudoku_core.cli import main, streams

    clock = iter(range(0, 10_000, 5))   # each look at the clock: five seconds later
    monkeypatch.setattr(streams, "time", types.SimpleNamespace(monotonic=lambda: float(next(clock))))
    (tmp_path / "in.txt").write_text(("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n") * 2)
    assert main(["rate", str(tmp_path / "in.txt"), "--progress"]) == 0
    err = capsys.readouterr().err
    assert "\r1 puzzle, 5.0 s each " in err and "\r2 puzzles, 5.0 s each " in err
    assert "puzzles, 0/s" not in err and "1 puzzles" not in err


@pytest.mark.parametrize("command", ["solve", "rate", "hint"])
def test_a_puzzle_given_as_the_file_name_says_how_to_give_it_and_an_empty_name_is_named(capsys, tmp_path, monkeypatch, command):
    """``solve 53..7....`` (a puzzle where FILE goes, as other solvers take one) said only "cannot read
    53..7....: No such file or directory"; it now says FILE names a file and a puzzle written out
    comes on standard input. ``solve ""`` said "cannot read :"."""
    monkeypatch.chdir(tmp_path)
    assert main([command, INKALA]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"python -m sudoku_core: error: cannot read {INKALA}: ") and "standard input" in err
    assert main([command, "no-such-file.txt"]) == 2
    assert "standard input" not in capsys.readouterr().err   # a file's name that is no puzzle: the error alone
    assert main([command, ""]) == 2
    assert "cannot read '' (an empty file name): " in capsys.readouterr().err


def test_sdk_files_are_read_from_their_puzzle_section(capsys, tmp_path):
    """A SadMan Sudoku ``.sdk`` file: ``#`` lines (author, description), a ``[Puzzle]`` header, then
    the grid. The header was read as a JSON board ("invalid: Not a valid JSON board") and `parse`
    refused the whole file; now the grid is the puzzle, and errors keep the file's line numbers."""
    rows = "\n".join(INKALA[r * 9:r * 9 + 9] for r in range(9))
    sdk = f"#A Arto Inkala\n#D The hardest\n[Puzzle]\n{rows}\n"
    code, lines, _ = run(capsys, tmp_path, sdk + "\n" + sdk)
    assert (code, lines) == (0, [SOLVED_INKALA] * 2)
    assert parse(sdk).cells == parse(INKALA).cells
    with pytest.raises(SudokuError) as caught:
        parse(sdk.replace(rows[:9], "x" + rows[1:9]))
    assert caught.value.details["line"] == 4 and caught.value.details["char"] == "x"
