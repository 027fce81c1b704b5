"""Hint and Explain in slices (issue 29, item 8): the stepping generators yield after at most one
unit of work (see sudoku_core/logic/slices.py) and answer exactly as the one-piece calls do.

Work is counted, not timed: the solver's nodes between two yields of the uniqueness check, and
between two yields of the technique search the units the slices module names (a pattern
technique's scan, a chain graph built, one start node's chain search, one forcing premise
followed). The oracle is the puzzle's unique solution: no step removes its digit from a cell,
and every placement is its digit.
"""

import sys
from functools import lru_cache
from random import Random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sudoku_core import EXAMPLES, SudokuError, parse, solve
from sudoku_core.logic import TECHNIQUES, CandidateGrid, Technique, hint_at, hint_work, next_step, solve_path
from sudoku_core.logic import hints as hints_module
from sudoku_core.logic.path import solve_path_work
from sudoku_core.logic.rating import unique_solution_work
from sudoku_core.logic.slices import PAUSE, run, solve_slice
from sudoku_core.logic.techniques import chains, forcing
from sudoku_core.search.solver import Stats

from conftest import assert_valid_solution
from samples import HARD16

# From Norvig's top95: its path is long and full of forcing chains (every finder runs on it).
HARD_PATH = "6.2.5.........4.3..........43...8....1....2........7..5..27...........81...6....."


class Meter:
    """Counts the units of work done since the last yield, and the most seen in one slice."""

    def __init__(self, monkeypatch):
        self.units = 0
        self.most = 0
        self.slices = 0
        real_propagate, real_from, real_graph = forcing.propagate, chains._from, chains.Graph

        def propagate(*args, **kwargs):
            self.units += 1
            return real_propagate(*args, **kwargs)

        def from_start(*args):
            self.units += 1
            return real_from(*args)

        def graph(*args, **kwargs):
            self.units += 1
            return real_graph(*args, **kwargs)

        monkeypatch.setattr(forcing, "propagate", propagate)
        monkeypatch.setattr(chains, "_from", from_start)
        monkeypatch.setattr(chains, "Graph", graph)

    def techniques(self):
        """The registry, each pattern technique's scan counted as one unit (the paced ones count
        their own units through the patched functions)."""

        def counted(technique):
            if technique.search is not technique.find:
                return technique

            def find(grid):
                self.units += 1
                yield from technique.find(grid)

            return Technique(technique.id, technique.name, technique.difficulty, find)

        return tuple(counted(t) for t in TECHNIQUES)

    def drive(self, work, size):
        """Run ``work`` to its end, checking every slice; its value."""
        nodes = 0
        while True:
            try:
                item = next(work)
            except StopIteration as done:
                self.close()
                return done.value
            self.close()
            if isinstance(item, Stats):  # the uniqueness check: nodes per slice
                # at most a slice of nodes (the hand-over to the learning search adds a few)
                assert item.nodes - nodes <= 2 * solve_slice(size), (nodes, item)
                nodes = item.nodes
            else:
                assert isinstance(item, Technique), item

    def close(self):
        self.slices += 1
        self.most = max(self.most, self.units)
        assert self.units <= 1, f"{self.units} units of work in one slice"
        self.units = 0


def assert_sound(step, solution):
    for cell, digit in step.eliminations:
        assert solution[cell] != digit, (step.technique, cell, digit)
    for cell, digit in step.placements:
        assert solution[cell] == digit, (step.technique, cell, digit)


@pytest.fixture(autouse=True)
def fresh_verdicts():
    """hint_work remembers the last givens it checked: each test starts without."""
    hints_module._LAST = None
    yield
    hints_module._LAST = None


@pytest.mark.skipif(sys.platform == "emscripten", reason="a minute of solving in WebAssembly: the page's "
                                                         "test (tests/web/test_workspace.py) runs it there")
def test_the_16x16_sample_hint_and_explanation_run_in_slices_and_match_the_one_piece_calls(monkeypatch):
    puzzle = parse(HARD16)
    meter = Meter(monkeypatch)
    hint = meter.drive(hint_work(puzzle, techniques=meter.techniques()), 16)
    assert meter.slices > 1000  # the solver's long check was cut in many slices
    solution = hint.solved_by.solution
    assert_valid_solution(puzzle, solution)
    assert hint.kind == "step" and hint.step == next_step(CandidateGrid.from_puzzle(puzzle))
    assert_sound(hint.step, solution.cells)
    assert hint_at(puzzle) == hint  # the one-piece call (the verdict is remembered: no second solve)

    after = hint.grid.copy()
    after.apply(hint.step)
    sliced = meter.drive(solve_path_work(after, meter.techniques()), 16)
    whole = solve_path(after)
    assert sliced.steps == whole.steps and sliced.solved == whole.solved
    assert not sliced.solved  # it stalls: every technique, forcing chains included, was tried
    for step in sliced.steps:
        assert_sound(step, solution.cells)


def test_a_9x9_path_with_forcing_chains_runs_in_slices(monkeypatch):
    puzzle = parse(HARD_PATH)
    meter = Meter(monkeypatch)
    hint = meter.drive(hint_work(puzzle, techniques=meter.techniques()), 9)
    assert hint == hint_at(puzzle)
    solution = hint.solved_by.solution.cells
    grid = CandidateGrid.from_puzzle(puzzle)
    # its first 22 steps end with static and dynamic contradiction chains (the whole path of 118
    # steps takes many seconds)
    sliced = meter.drive(solve_path_work(grid, meter.techniques(), max_steps=22), 9)
    assert sliced.steps == solve_path(grid, max_steps=22).steps and len(sliced.steps) == 22
    assert {"contradiction_chain", "dynamic_contradiction_chain"} <= {s.technique for s in sliced.steps}
    for step in sliced.steps:
        assert_sound(step, solution)


def test_paced_finders_give_the_same_steps_as_the_plain_ones():
    """``find`` is the paced search with the pauses left out, on a grid where they all run."""
    grid = CandidateGrid.from_puzzle(parse(HARD_PATH))
    paced = [t for t in TECHNIQUES if t.search is not t.find]
    assert {t.id for t in paced} >= {"x_chain", "aic", "contradiction_chain", "dynamic_forcing_chain_plus"}
    for technique in paced:
        items = list(technique.search(grid))
        assert PAUSE in items, technique.id
        assert [s for s in items if s is not PAUSE] == list(technique.find(grid)), technique.id


def test_the_uniqueness_check_in_slices_stops_when_the_caller_stops():
    work = unique_solution_work(parse(HARD16))
    seen = [next(work) for _ in range(5)]
    assert [s.nodes for s in seen] == sorted(s.nodes for s in seen) and seen[-1].nodes <= 5 * solve_slice(16)
    work.close()  # stopping costs nothing more (Stop on the page)


def test_the_verdict_is_remembered_for_the_same_givens_only():
    inkala = parse(EXAMPLES["inkala"])
    first = list(hint_work(inkala))
    assert any(isinstance(item, Stats) for item in first)
    again = list(hint_work(inkala, {0: 8}))
    assert not any(isinstance(item, Stats) for item in again)  # the next hint does not solve again
    assert any(isinstance(item, Stats) for item in hint_work(parse(HARD_PATH)))


def test_bad_givens_are_still_refused_in_slices():
    two = ".39...12....9.7...8..4.1..6.42...79...........91...54.5..1.9..3...8.5....14...87."
    with pytest.raises(SudokuError) as err:
        list(hint_work(parse(two)))
    assert err.value.code == "multiple_solutions" and err.value.cells
    with pytest.raises(SudokuError) as again:  # a refusal is not remembered as a verdict
        list(hint_work(parse(two)))
    assert again.value.code == "multiple_solutions"


# ----- fuzz: stopped anywhere, the next run gives the same answer -------------------------------
TOUR = "..3..1.7.2....38...1.9....332.7.56......2......68.4.127....8.4...24....7.5.3..1.."


@lru_cache(maxsize=None)
def first_steps(text, count=22):
    """The first steps of a puzzle's path (HARD_PATH's 18th on are forcing chains)."""
    return tuple(solve_path(CandidateGrid.from_puzzle(parse(text)), max_steps=count).steps)


@settings(max_examples=25, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.sampled_from([TOUR, HARD_PATH, EXAMPLES["inkala"]]), st.integers(0, 22), st.integers(0, 2 ** 32),
       st.integers(0, 400))
def test_a_hint_stopped_after_any_slice_then_asked_again_is_the_one_piece_hint(text, done, seed, stop_after):
    """A position part way along the path (its placements as entries, its eliminations crossed
    out), sometimes with a wrong entry or a needed candidate crossed out; the sliced hint is
    stopped after ``stop_after`` slices (as Stop does), then asked again in full."""
    puzzle = parse(text)
    solution = solve(puzzle).solution.cells
    rnd = Random(seed)
    steps = first_steps(text)[:done]
    entries = {c: d for s in steps for c, d in s.placements}
    crossed = [pair for s in steps for pair in s.eliminations]
    empty = [c for c, v in enumerate(puzzle.cells) if not v and c not in entries]
    if rnd.random() < 0.2:
        cell = rnd.choice(empty)
        entries[cell] = rnd.randint(1, 9)
    if rnd.random() < 0.2:
        cell = rnd.choice(empty)
        crossed.append((cell, solution[cell]))
    if rnd.random() < 0.5:  # the verdict known or not
        hints_module._LAST = None
    work = hint_work(puzzle, entries, crossed)
    for _ in zip(range(stop_after), work):
        pass
    work.close()
    again = run(hint_work(puzzle, entries, crossed))
    hints_module._LAST = None
    assert again == hint_at(puzzle, entries, crossed)
    if again.step is not None:
        assert_sound(again.step, solution)


def test_a_contradiction_step_at_level_two_is_an_assumption_not_a_placement():
    """Level 2 of a chain that ends in a contradiction said "Dynamic Forcing Chain (+): r1c4=3", a
    placement that is false (the step proves r1c4<>3): it now asks "what if r1c4=3?"."""
    hint = hint_at("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
    step = hint.step
    assert step.parts.get("sentence") == "contradiction"
    cell, digit = step.eliminations[0]
    said = f"r{cell // 9 + 1}c{cell % 9 + 1}={digit}"
    assert hint.text(2).endswith(f": what if {said}?")
    assert hint.text(3).endswith(f"so r{cell // 9 + 1}c{cell % 9 + 1}<>{digit}.")
    puzzle = parse("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
    assert solve(puzzle).solution.cells[cell] != digit     # the step is sound


def test_a_hints_arguments_of_the_wrong_kind_are_refused_by_name():
    """Wrong kinds of arguments escaped as TypeError, levels 0 and 4 gave answers (text and detail
    disagreeing), and two entries for one cell kept the last silently: each is now bad_argument."""
    givens = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    for entries, eliminated in ((None, 5), (5, ()), ([(1, 2), (1, 1)], ())):
        with pytest.raises(SudokuError) as caught:
            hint_at(givens, entries, eliminated)
        assert caught.value.code == "bad_argument"
    assert hint_at(givens, None, None).kind == hint_at(givens).kind   # None: nothing crossed out
    hint = hint_at(givens)
    for level in (0, 4, "1", None, 2.0):
        for say in (hint.text, hint.detail):
            with pytest.raises(SudokuError) as caught:
                say(level)
            assert caught.value.code == "bad_argument"
    assert [hint.detail(level)["level"] for level in (1, 2, 3)] == [1, 2, 3]
