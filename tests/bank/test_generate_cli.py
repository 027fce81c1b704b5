"""``python -m sudoku_core generate``: each line a unique puzzle and its rating; seeds reproduce."""

import json

from sudoku_core import count_solutions, parse
from sudoku_core.logic import rate
from sudoku_core.generation.symmetry import is_symmetric

from test_bank import cli


def test_lines_hold_the_puzzle_and_its_honest_rating():
    done = cli("generate", "--level", "hard", "--symmetry", "rot180", "--count", "3", "--seed", "1")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 3
    for j, line in enumerate(lines):
        text, rest = line.split("  ", 1)
        puzzle = parse(text)
        rating = rate(puzzle)
        assert count_solutions(puzzle, 2).count == 1 and is_symmetric(puzzle.cells, 9, "rot180")
        assert rest.startswith(f"{rating.se:.1f} hard (hardest: ") and rest.endswith(f"clues, seed {1 + j}")
    # a line's seed makes that puzzle again
    again = cli("generate", "--level", "hard", "--symmetry", "rot180", "--seed", "2")
    assert again.stdout.splitlines() == lines[1:2]


def test_json_technique_and_size():
    done = cli("generate", "--technique", "x-wing", "--seed", "1", "--json")
    record = json.loads(done.stdout)
    assert "x_wing" in record["rating"]["counts"] and record["seed"] == 1 and record["clues"] == parse(
        record["puzzle"]).givens
    assert parse(record["solution"]) == count_solutions(parse(record["puzzle"]), 2).solutions[0]
    big = cli("generate", "--size", "16", "--level", "easy", "--seed", "4", "--json")
    assert json.loads(big.stdout)["size"] == 16 and json.loads(big.stdout)["level"] == "easy"


def test_usage_errors_are_explained():
    for args, words in ((["--level", "hard", "--technique", "x-wing"], "not allowed with"),
                        (["--technique", "telepathy"], "Unknown technique"),
                        (["--hardest"], "--hardest goes with --technique"),
                        (["--size", "16", "--level", "hard"], "easy and medium only"),
                        (["--seed", "-3"], "at least 0")):
        done = cli("generate", *args)
        assert done.returncode == 2 and words in done.stderr and "Traceback" not in done.stderr, (args, done.stderr)
    gave_up = cli("generate", "--technique", "jellyfish", "--hardest", "--max-tries", "1", "--seed", "1")
    assert gave_up.returncode == 1 and "No jellyfish puzzle found in 1 tries" in gave_up.stderr
