"""The generator: unique puzzles, symmetric, minimal, at the asked level or technique, reproducible.

These run in CPython and inside Pyodide (tests/pyodide), so the golden puzzles below also check
that a seed gives the same puzzle in the browser's Python as on the command line.
"""

import pytest

from sudoku_core import Puzzle, SudokuError, count_solutions
from sudoku_core.generation.generator import (
    LEVEL_NAMES, forced, full_grid, generate, generate_work, needed, technique_id,
)
from sudoku_core.geometry import geometry
from sudoku_core.logic import PROFILES, rate
from sudoku_core.logic.techniques import BY_ID
from sudoku_core.generation.randomness import Rng, derive
from sudoku_core.generation.symmetry import SYMMETRIES, is_symmetric, orbits

from conftest import assert_valid_solution

#: What these seeds give, on every machine (a change to the generator changes them on purpose).
GOLDEN = {
    (9, None, "none", 1): ".5...791..7..5...62.6...3..........7..836.....9...1.6.......534...1.4..9....8....",
    (9, "hard", "rot180", 7): "1...5...9.....1.7....9.6..528.1.3.5..6..7..1..1.6.5.389..3.2....2.4.....7...8...6",
    (4, None, "none", 3): "3.2.....4.3.2...",
}


def check_unique(generated):
    puzzle, solution = generated.puzzle, generated.solution
    counted = count_solutions(puzzle, 2)
    assert counted.count == 1 and not counted.capped
    assert counted.solutions[0] == solution
    assert_valid_solution(puzzle, solution)


def test_splitmix_reference_values():
    # The published SplitMix64 sequence for seed 1234567.
    rng = Rng(1234567)
    assert [rng.next64() for _ in range(3)] == [6457827717110365317, 3203168211198807973, 9817491932198370423]
    assert derive(1, 2, 3) == derive(1, 2, 3) != derive(1, 2, 4)
    rng = Rng(5)
    drawn = [rng.below(6) for _ in range(600)]
    assert set(drawn) == set(range(6)) and all(60 < drawn.count(k) < 140 for k in range(6))
    items = list(range(20))
    Rng(9).shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))


@pytest.mark.parametrize("key", list(GOLDEN))
def test_seed_gives_the_same_puzzle_everywhere(key):
    size, level, symmetry, seed = key
    generated = generate(size, level=level, symmetry=symmetry, seed=seed)
    assert str(generated.puzzle) == GOLDEN[key]
    assert is_symmetric(generated.puzzle.cells, size, symmetry)
    assert generate(size, level=level, symmetry=symmetry, seed=seed).puzzle == generated.puzzle
    check_unique(generated)


def test_different_seeds_give_different_puzzles():
    puzzles = {generate(9, seed=seed).puzzle for seed in range(5)}
    assert len(puzzles) == 5


@pytest.mark.parametrize("symmetry", SYMMETRIES)
def test_symmetry_is_kept(symmetry):
    for seed in range(2):
        generated = generate(9, symmetry=symmetry, seed=seed)
        check_unique(generated)
        assert generated.symmetry == symmetry
        assert is_symmetric(generated.puzzle.cells, 9, symmetry)
        if symmetry != "none":  # a symmetry worth the name is rarely kept by chance
            assert not is_symmetric(generate(9, seed=seed).puzzle.cells, 9, symmetry)


def test_orbits_partition_the_grid():
    for size in (4, 9, 16):
        for symmetry in SYMMETRIES:
            cells = [c for orbit in orbits(size, symmetry) for c in orbit]
            assert sorted(cells) == list(range(size * size))
    assert (0, 80) in orbits(9, "rot180") and (0, 8, 72, 80) in orbits(9, "rot90")
    assert (0, 8) in orbits(9, "mirror") and (1, 9) in orbits(9, "diagonal") and (40,) in orbits(9, "rot90")


def removable(puzzle, orbit):
    cells = list(puzzle.cells)
    for cell in orbit:
        cells[cell] = 0
    return count_solutions(Puzzle(tuple(cells), puzzle.size), 2).count == 1


@pytest.mark.parametrize("symmetry", ["none", "rot180"])
def test_minimal_means_no_clue_can_go(symmetry):
    generated = generate(9, level="easy", symmetry=symmetry, minimal=True, seed=11, max_tries=5000)
    puzzle = generated.puzzle
    check_unique(generated)
    groups = [o for o in orbits(9, symmetry) if puzzle.cells[o[0]]]
    assert groups and not any(removable(puzzle, orbit) for orbit in groups)


def test_easy_levels_are_guided_not_minimal():
    # Guided carving stops where the next removal would make the puzzle harder than asked.
    puzzle = generate(9, level="easy", seed=2).puzzle
    assert any(removable(puzzle, (cell,)) for cell in range(81) if puzzle.cells[cell])


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "extreme"])
def test_level_is_the_asked_one_and_the_rating_is_the_full_one(level):
    for seed in range(2):
        generated = generate(9, level=level, seed=seed)
        check_unique(generated)
        full = rate(generated.puzzle)  # the SE profile, rate's default
        assert generated.rating.level == full.level == level and full.profile == "se"
        assert generated.rating.to_dict() == full.to_dict()
        assert [s.technique for s in generated.rating.path.steps] == [s.technique for s in full.path.steps]
        # what it needs is named in teaching techniques (the page's bank matches those)
        assert list(generated.needs) == needed(rate(generated.puzzle, profile="teaching").path.steps)


def test_a_restricted_se_path_is_the_full_one():
    # Levels are judged on the SE profile's first-producer path, restricted to the producers below
    # the level's bound: that is exact only while those are a prefix of SE's order.
    bases = [t.difficulty for t in PROFILES["se"].techniques]
    assert bases == sorted(bases)


def test_diabolical():
    generated = generate(9, level="diabolical", seed=4)
    check_unique(generated)
    assert rate(generated.puzzle).level == "diabolical" and 5.0 <= generated.rating.se < 6.5


@pytest.mark.parametrize("technique", ["x-wing", "xy_wing", "Skyscraper", "naked_pair", "x-chain", "xy-chain"])
def test_technique_is_needed(technique):
    generated = generate(9, technique=technique, seed=1)
    check_unique(generated)
    tid = technique_id(technique)
    full = rate(generated.puzzle, profile="teaching")  # a technique is the teaching profile's
    assert tid in full.counts and tid in generated.needs
    # needed: used before any step of a harder technique (chains rate above their base)
    steps = full.path.steps
    first = next(i for i, s in enumerate(steps) if s.technique == tid)
    base = BY_ID[tid].difficulty
    assert all(BY_ID[s.technique].difficulty <= base for s in steps[:first])
    # the rating it reports is the SE profile's, as rate's
    assert generated.rating.to_dict() == rate(generated.puzzle).to_dict()
    assert generated.rating.profile == "se"


def test_technique_as_hardest_step():
    generated = generate(9, technique="xy-wing", hardest=True, seed=3)
    assert rate(generated.puzzle, profile="teaching").hardest == "xy_wing"
    assert generated.rating.hardest == rate(generated.puzzle).hardest


def test_sizes_4_and_16():
    small = generate(4, seed=8)
    check_unique(small)
    assert small.rating.solved
    big = generate(16, level="easy", seed=1)
    check_unique(big)
    assert big.puzzle.size == 16 and big.rating.level == "easy"


def test_easing_keeps_the_symmetry_and_the_level():
    # hard targets give clues back to puzzles that stall; the orbit goes back whole
    for seed in range(3):
        generated = generate(9, level="diabolical", symmetry="rot90", seed=seed, max_tries=400)
        assert is_symmetric(generated.puzzle.cells, 9, "rot90")
        assert rate(generated.puzzle).level == "diabolical"
        check_unique(generated)


def test_every_4x4_seed_makes_a_grid():
    # two random diagonal boxes of a 4x4 do not always complete; the generator
    # must still give a full valid grid for every seed
    for seed in range(60):
        grid = full_grid(4, Rng(seed))
        assert sorted(grid) == sorted(list(range(1, 5)) * 4)
        assert count_solutions(Puzzle(tuple(grid), 4), 2).count == 1


def test_forced_cells_need_no_search():
    solution = generate(9, seed=1).solution.cells
    cells = list(solution)
    cells[0] = 0
    assert forced(cells, (0,), geometry(9))
    empty = [0] * 81
    assert not forced(empty, (0,), geometry(9))


def test_work_yields_progress_and_can_stop():
    work = generate_work(9, level="hard", seed=5)
    seen = [next(work) for _ in range(3)]
    assert all(isinstance(p, dict) and p["tries"] >= 1 for p in seen)
    work.close()  # cancelling is just not asking again


@pytest.mark.parametrize("kwargs, words", [
    ({"level": "impossible"}, "Unknown level"),
    ({"technique": "telepathy"}, "Unknown technique"),
    ({"level": "hard", "technique": "x-wing"}, "not both"),
    ({"symmetry": "spiral"}, "Unknown symmetry"),
    ({"size": 25}, "sizes 4, 9, 16"),
    ({"size": 16, "level": "hard"}, "easy and medium only"),
    ({"size": 4, "level": "medium"}, "easy only"),  # singles solve every 4x4 puzzle
    ({"size": 4, "technique": "x-wing"}, "techniques are for 9x9"),
    ({"seed": -1}, "seed"),
    ({"seed": "1"}, "seed"),
    ({"size": 16, "minimal": True}, "minimal puzzles are for 4x4 and 9x9"),   # none is easy or medium
])
def test_bad_requests_are_explained(kwargs, words):
    with pytest.raises(SudokuError) as caught:
        generate(**kwargs)
    assert caught.value.code in ("bad_argument", "bad_size") and words in caught.value.message


@pytest.mark.parametrize("plan, words", [
    ({"levels": ("easy",), "count": 2, "size": 6}, "side 4, 9, 16, not 6"),
    ({"levels": ("easy",), "count": 2, "size": "9"}, "not '9'"),
    ({"levels": (["easy"],), "count": 2}, "Each level is a name"),
    ({"levels": ("easy",), "count": 2, "symmetry": "x"}, "Unknown symmetry"),
    ({"levels": ("easy",), "count": 2, "max_tries": 0}, "max_tries"),
])
def test_a_bank_plan_names_what_is_wrong_before_anything_is_written(plan, words, tmp_path):
    from sudoku_core.generation.bank import Plan, build_bank

    with pytest.raises(SudokuError, match=words):
        build_bank(Plan(**plan), str(tmp_path / "bank"))
    assert not (tmp_path / "bank").exists()
    build_bank(Plan(("easy",), 1, size=4), str(tmp_path / "bank"))   # the folder is still free for a good one


def test_not_found_is_an_error_not_a_hang():
    with pytest.raises(SudokuError) as caught:
        generate(9, technique="jellyfish", hardest=True, seed=1, max_tries=2)
    assert caught.value.code == "not_found" and "2 tries" in caught.value.message
    with pytest.raises(SudokuError, match=r"found in 1 try; "):   # (it said "in 1 tries")
        generate(9, technique="jellyfish", hardest=True, seed=1, max_tries=1)


def test_levels_listed():
    assert LEVEL_NAMES[:4] == ("easy", "medium", "hard", "diabolical")
    assert isinstance(generate(9, level="medium", seed=1).puzzle, Puzzle)


@pytest.mark.parametrize("size, levels", [(4, ["easy"]), (16, ["easy", "medium"])])
def test_a_bank_of_another_size_without_levels_takes_that_sizes_levels(size, levels, tmp_path, capsys):
    from sudoku_core.cli import main

    assert main(["bank", "--size", str(size), "--count", "1", "--out", str(tmp_path), "--jobs", "1"]) == 0
    made = sorted(path.stem for path in tmp_path.glob("*.jsonl"))
    assert made == sorted(levels), capsys.readouterr().err
