"""RaceTask: the race's rules (first solution, end of the search, step cap) in chunks."""

import pytest

from sudoku_core import EXAMPLES, SudokuError, parse
from sudoku_core.algorithms import ALGORITHMS, DONE, SOLVED, RaceTask, Tally, make, race_one

INKALA = parse(EXAMPLES["inkala"])
EASY = parse(EXAMPLES["easy"])
# Sudopedia "Unsolvable Square": no repeated given, yet no solution.
NO_SOLUTION = parse("..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..")


def reference(name, puzzle, cap):
    """The race loop as the page and race_one ran it before RaceTask (one uninterrupted loop)."""
    search = make(name, puzzle)
    tally = Tally()
    for event in search.steps():
        tally.add(event)
        if event.kind in (SOLVED, DONE) or tally.steps >= cap:
            break
    return tally, tuple(search.board), not tally.solutions and not tally.finished


def run_in_chunks(task, every):
    seen = []
    for tally in task.run(every=every):
        seen.append(tally.steps)
    return seen


@pytest.mark.parametrize("name", list(ALGORITHMS))
@pytest.mark.parametrize("puzzle, cap", [(EASY, 5_000_000), (INKALA, 3_000), (NO_SOLUTION, 20_000)])
def test_chunked_run_gives_the_same_result_as_one_loop(name, puzzle, cap):
    tally, board, capped = reference(name, puzzle, cap)
    task = RaceTask(name, puzzle, cap)
    assert task.result is None and not task.finished
    seen = run_in_chunks(task, 7)
    result = task.result
    assert (result.name, result.tally, result.board, result.capped) == (name, tally, board, capped)
    assert seen == list(range(7, tally.steps, 7))  # every 7 steps, never after the last one
    assert result.seconds >= 0 and task.capped == capped
    whole = race_one(name, puzzle, cap)
    assert (whole.tally, whole.board, whole.capped) == (tally, board, capped)


def test_verdicts_first_solution_cap_and_no_solution():
    solved = race_one("fast", INKALA)
    assert solved.tally.solutions == 1 and not solved.capped and not solved.tally.finished
    capped = race_one("scan", INKALA, 1000)
    assert capped.capped and capped.tally.steps == 1000 and capped.tally.solutions == 0
    none = race_one("bitmask", NO_SOLUTION)
    assert none.tally.finished and not none.tally.solutions and not none.capped


def test_stopping_early_is_cancelling():
    task = RaceTask("scan", INKALA, 100_000)
    steps = task.run(every=500)
    assert next(steps).steps == 500
    assert next(steps).steps == 1000
    steps.close()
    assert task.result is None and not task.finished and task.tally.steps == 1000
    # resuming with a new run() goes on from where it stopped
    for _ in task.run(every=0):
        pass
    assert task.result.tally == reference("scan", INKALA, 100_000)[0]


def test_every_zero_never_pauses_and_a_finished_task_yields_nothing():
    task = RaceTask("bitmask", EASY)
    assert list(task.run(every=0)) == []
    assert task.finished and task.result.tally.solutions == 1
    assert list(task.run(every=1)) == []


@pytest.mark.parametrize("call", [
    lambda: RaceTask("scan", EXAMPLES["inkala"]),
    lambda: RaceTask("nope", INKALA),
    lambda: RaceTask("scan", INKALA, cap=0),
    lambda: RaceTask("scan", INKALA, cap="9"),
    lambda: RaceTask("scan", INKALA, cap=True),
    lambda: RaceTask("scan", INKALA, cap=2.5),
    lambda: list(RaceTask("scan", INKALA).run(every=-1)),
    lambda: list(RaceTask("scan", INKALA).run(every="x")),
])
def test_misuse_raises_bad_argument(call):
    with pytest.raises(SudokuError) as caught:
        call()
    assert caught.value.code == "bad_argument"
