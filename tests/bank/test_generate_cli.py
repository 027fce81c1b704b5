"""``python -m sudoku_core generate``: each line a unique puzzle and its rating; seeds reproduce."""

import json

from sudoku_core import count_solutions, parse
from sudoku_core.logic import rate
from sudoku_core.generation.bank import puzzle_seed
from sudoku_core.generation.generator import LEVEL_NAMES
from sudoku_core.generation.randomness import nth_seed, seed_at
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
        assert rating.profile == "se" and rest.startswith(f"{rating.se:.1f} hard (hardest: ") and rest.endswith(f"clues, seed {nth_seed(1, j)}")
    # a line's seed makes that puzzle again
    again = cli("generate", "--level", "hard", "--symmetry", "rot180", "--seed", str(nth_seed(1, 1)))
    assert again.stdout.splitlines() == lines[1:2]


def test_another_seed_gives_other_puzzles_and_the_same_seed_the_same():
    """Issue 27 item 4: puzzle j was made with seed S + j, so --seed 4242 and --seed 4243 shared
    all but one puzzle. Each puzzle's seed is now derived from (S, j) (the first is S itself)."""
    def puzzles(seed, count):
        done = cli("generate", "--size", "4", "--count", str(count), "--seed", str(seed), "--json")
        assert done.returncode == 0, done.stderr
        return [json.loads(line) for line in done.stdout.splitlines()]

    first, second = puzzles(4242, 6), puzzles(4243, 6)
    assert not {r["seed"] for r in first} & {r["seed"] for r in second}
    assert not {r["puzzle"] for r in first} & {r["puzzle"] for r in second}
    assert len({r["puzzle"] for r in first}) == 6
    drop = ("elapsed_ms",)
    same = [{k: v for k, v in r.items() if k not in drop} for r in puzzles(4242, 6)]
    assert same == [{k: v for k, v in r.items() if k not in drop} for r in first]
    # prefix-stable: --count 3 is the first three of --count 6; a record's seed makes it alone
    assert [r["puzzle"] for r in puzzles(4242, 3)] == [r["puzzle"] for r in first[:3]]
    assert puzzles(first[4]["seed"], 1)[0]["puzzle"] == first[4]["puzzle"]


def test_the_bank_and_generate_derive_seeds_the_same_way():
    assert [nth_seed(7, j) for j in range(3)] == [7, seed_at(7, 1), seed_at(7, 2)]
    assert puzzle_seed(7, LEVEL_NAMES[2], 5) == seed_at(7, 2, 5) < 2 ** 63


def test_json_technique_and_size():
    done = cli("generate", "--technique", "x-wing", "--seed", "1", "--json")
    record = json.loads(done.stdout)
    # the technique is the teaching profile's (needs); the rating is the SE profile's, rate's
    assert "x_wing" in record["needs"] and record["seed"] == 1 and record["clues"] == parse(
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
    assert gave_up.returncode == 1 and "No jellyfish puzzle found in 1 try" in gave_up.stderr
