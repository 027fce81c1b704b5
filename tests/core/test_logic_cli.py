"""``rate`` and ``explain`` on the command line: text, JSON, bad input, streaming."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from sudoku_core import cli
from sudoku_core.cli.logic import main as logic_main

ROOT = Path(__file__).resolve().parents[2]
EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
HARD = "..3..1.7.2....38...1.9....332.7.56......2......68.4.127....8.4...24....7.5.3..1.."
#: Sudoku Explainer 1.2.1 rates it 5.7 (BUG; se121_reference.tsv); the teaching profile, which has
#: no BUG type 2-4 but has Skyscraper, needs a Skyscraper (6.6) first.
BUG = "...2..39.8....51..94..3.....2.4.9..7..7...2..4..7.6.8.....1..62..85....1.31..4..."
HOOKED = "rate" in cli.build_parser().format_help()


def main(argv):
    """The CLI entry point: ``python -m sudoku_core`` once the commands are hooked in."""
    return cli.main(argv) if HOOKED else logic_main(argv)


def run(capsys, tmp_path, text, *args):
    source = tmp_path / "in.txt"
    source.write_text(text)
    code = main([args[0], str(source), *args[1:]])
    out = capsys.readouterr()
    return code, out.out.splitlines(), out.err


def test_rate_text_lines(capsys, tmp_path):
    code, lines, _ = run(capsys, tmp_path, EASY + "\n" + HARD + "\n", "rate")
    assert code == 0 and len(lines) == 2
    assert lines[0].split()[0] in ("1.0", "1.2", "1.5", "2.3") and "logic finished" in lines[0]
    assert "nodes" in lines[0] and "hidden_single" in lines[0] and "profile se" in lines[0]
    assert lines[1].startswith(("needs guessing", "5.", "6.", "7.", "8.", "9."))


def test_rate_json_fields(capsys, tmp_path):
    code, lines, _ = run(capsys, tmp_path, EASY + "\n", "rate", "--json")
    (record,) = [json.loads(line) for line in lines]
    assert code == 0 and record["status"] == "rated" and record["index"] == 1 and record["line"] == 1
    for key in ("se", "ep", "ed", "level", "hardest", "steps", "counts", "solved", "reached", "nodes", "guesses",
                "profile", "elapsed_ms", "error", "error_code", "cells"):
        assert key in record
    assert record["profile"] == "se"
    assert record["solved"] is True and sum(record["counts"].values()) == record["steps"]


def test_rate_uses_the_se_profile_unless_asked(capsys, tmp_path):
    code, lines, _ = run(capsys, tmp_path, BUG + "\n", "rate")
    assert code == 0
    assert lines == [lines[0]] and lines[0].startswith("5.7 diabolical (hardest: Bivalue Universal Grave), ")
    assert "profile se;" in lines[0]
    code, lines, _ = run(capsys, tmp_path, BUG + "\n", "rate", "--profile", "teaching")
    assert code == 0 and lines[0].startswith("6.6 extreme (hardest: Skyscraper), ") and "profile teaching;" in lines[0]
    for profile, se, ep, ed, level, hardest in (("se", 5.7, 1.2, 1.2, "diabolical", "bivalue_universal_grave"),
                                                ("teaching", 6.6, 1.2, 1.2, "extreme", "skyscraper")):
        code, lines, _ = run(capsys, tmp_path, BUG + "\n", "rate", "--json", "--profile", profile)
        record = json.loads(lines[0])
        assert code == 0 and record["profile"] == profile
        assert (record["se"], record["ep"], record["ed"], record["level"], record["hardest"]) == (se, ep, ed, level, hardest)


def test_explain_uses_the_teaching_profile_unless_asked(capsys, tmp_path):
    code, lines, _ = run(capsys, tmp_path, BUG + "\n", "explain")
    assert code == 0 and any(line.startswith("Skyscraper: ") for line in lines)
    assert lines[-1].startswith("rating: 6.6 extreme (hardest: Skyscraper, 55 steps, ")
    assert lines[-1].endswith(" nodes, profile teaching)")
    code, lines, _ = run(capsys, tmp_path, BUG + "\n", "explain", "--profile", "se")
    assert code == 0 and not any(line.startswith("Skyscraper: ") for line in lines)
    assert lines[-1].startswith("rating: 5.7 diabolical (hardest: Bivalue Universal Grave, 56 steps, ")
    assert lines[-1].endswith(" nodes, profile se)")
    code, lines, _ = run(capsys, tmp_path, BUG + "\n", "explain", "--json")
    assert json.loads(lines[0])["profile"] == "teaching"


def test_an_unknown_profile_is_a_usage_error(capsys, tmp_path):
    with pytest.raises(SystemExit) as stopped:
        run(capsys, tmp_path, BUG + "\n", "rate", "--profile", "hodoku")
    assert stopped.value.code == 2


@pytest.mark.parametrize("budget", ["-5", "-0.5", "nan", "abc"])
def test_a_budget_that_is_no_time_is_a_usage_error(budget, capsys, tmp_path):
    # (a negative budget stopped a variant's path at once and said "stopped": a typo should be
    # said as one; 0 stays, a path stopped at once, and "inf": no limit)
    for command in ("rate", "explain"):
        with pytest.raises(SystemExit) as stopped:
            run(capsys, tmp_path, BUG + "\n", command, "--budget", budget)
        assert stopped.value.code == 2
        assert "--budget" in capsys.readouterr().err
    code, lines, _ = run(capsys, tmp_path, BUG + "\n", "rate", "--budget", "inf")
    assert code == 0 and lines[-1].startswith("5.7 diabolical")


def test_a_budget_stops_a_classic_path_too_and_says_so(capsys, tmp_path):
    """``--budget`` applied to variant puzzles only: a hard 16x16 ran for many minutes whatever it
    said. A classic path now stops at the budget where it got to, said as stopped (not as a
    verdict), with no limit by default."""
    code, lines, _ = run(capsys, tmp_path, BUG + "\n", "rate", "--budget", "0")
    assert code == 0 and lines[0].startswith("needs guessing (stopped by the budget after 0 steps)"), lines
    code, lines, _ = run(capsys, tmp_path, BUG + "\n", "rate", "--json", "--budget", "0")
    record = json.loads(lines[0])
    assert record["stopped"] is True and record["solved"] is False and record["level"] == "needs guessing"
    code, lines, _ = run(capsys, tmp_path, BUG + "\n", "explain", "--budget", "0")
    assert lines[-1] == "stopped by the budget after 0 steps, here: " + BUG
    code, lines, _ = run(capsys, tmp_path, BUG + "\n", "rate", "--json")      # the default: no limit
    record = json.loads(lines[0])
    assert record["stopped"] is False and record["solved"] is True and record["se"] == 5.7


def test_rate_as_a_library_takes_a_budget():
    from sudoku_core import parse
    from sudoku_core.logic import rate

    stopped = rate(parse(BUG), budget=0)
    assert stopped.path.stopped and not stopped.path.solved and stopped.se is None
    whole = rate(parse(BUG), budget=60)
    assert not whole.path.stopped and whole.path.solved and whole.se == 5.7
    from sudoku_core import SudokuError

    for wrong in ("3", float("nan"), -1, True):     # said, not a TypeError or no limit at all
        with pytest.raises(SudokuError) as raised:
            rate(parse(BUG), budget=wrong)
        assert raised.value.code == "bad_argument" and "budget" in raised.value.message


def test_bad_input_gets_the_same_errors(capsys, tmp_path):
    text = "\n".join(["." * 81, "12345678." + "." * 71 + "9", "55" + "." * 79, "abc"]) + "\n"
    code, lines, _ = run(capsys, tmp_path, text, "rate")
    assert code == 1
    assert lines[0] == "more than one solution" and lines[1] == "no solution"
    assert lines[2].startswith("invalid: 5 appears twice in row 1") and lines[3].startswith("invalid: ")
    code, lines, _ = run(capsys, tmp_path, text, "rate", "--json")
    statuses = [json.loads(line)["status"] for line in lines]
    assert statuses == ["multiple", "no_solution", "invalid", "invalid"]
    code, lines, _ = run(capsys, tmp_path, "55" + "." * 79 + "\n", "explain")
    assert code == 1 and lines[-1].startswith("invalid: 5 appears twice")


def test_explain_prints_the_path_then_the_rating(capsys, tmp_path):
    code, lines, _ = run(capsys, tmp_path, EASY + "\n", "explain")
    assert code == 0
    assert lines[0].startswith("# puzzle 1 (line 1): ")
    assert lines[-1].startswith("rating: ")
    steps = lines[1:-1]
    assert steps and all(":" in s and ("=" in s) for s in steps)
    assert any(s.startswith("Hidden Single: r") for s in steps)


def test_explain_says_needs_guessing_honestly(capsys, tmp_path):
    # the empty-ish position left by stripping a solved grid down: use a puzzle logic cannot finish
    # with the registry, if any; the last line is either the rating or the stall, never both
    code, lines, _ = run(capsys, tmp_path, HARD + "\n", "explain")
    assert code == 0
    assert lines[-1].startswith(("rating: ", "needs guessing from here: "))


def test_explain_json_has_the_path(capsys, tmp_path):
    code, lines, _ = run(capsys, tmp_path, EASY + "\n", "explain", "--json")
    record = json.loads(lines[0])
    assert record["path"] and record["stalled_at"] is None
    assert record["path"][0]["notation"].startswith(("Hidden Single", "Full House", "Naked Single"))
    code, lines, _ = run(capsys, tmp_path, "." * 81 + "\n" + "55" + "." * 79 + "\n", "explain", "--json")
    for line in lines:   # not rated (several solutions, invalid): the same keys, null
        record = json.loads(line)
        assert record["path"] is None and record["stalled_at"] is None


def test_same_output_twice(capsys, tmp_path):
    first = run(capsys, tmp_path, HARD + "\n" + EASY + "\n", "explain")
    assert run(capsys, tmp_path, HARD + "\n" + EASY + "\n", "explain") == first


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in WebAssembly")
def test_streams_one_answer_per_puzzle_before_the_input_ends():
    module = "sudoku_core" if HOOKED else "sudoku_core.cli.logic"
    proc = subprocess.Popen([sys.executable, "-m", module, "rate", "--no-progress"], cwd=ROOT,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        proc.stdin.write(EASY + "\n")
        proc.stdin.flush()
        first = proc.stdout.readline()  # answered while the input is still open
        assert "logic finished" in first
        proc.stdin.write("55" + "." * 79 + "\n")
        proc.stdin.close()
        assert proc.stdout.readline().startswith("invalid: ")
        assert proc.wait(timeout=60) == 1
    finally:
        proc.kill()
