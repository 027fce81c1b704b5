"""Solving, as callers see it: the three honest answers, with statistics.

:class:`SolveTask` is the one place a search is run. It is a cooperative
generator (it pauses every ``every`` nodes so a page can repaint, report
progress or cancel), and :func:`solve` and :func:`count_solutions` simply run
a task to the end, so the plain call and the cooperative form cannot disagree.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..checks import require_int, require_puzzle
from ..conflicts import check_givens
from ..errors import SudokuError
from ..puzzle import Puzzle
from .engine import search

SOLVED, NO_SOLUTION, MULTIPLE = "solved", "no_solution", "multiple"


@dataclass(frozen=True)
class Stats:
    """Search effort: ``nodes`` (digits tried in a cell), ``backtracks``
    (tries that hit a contradiction) and ``elapsed`` seconds of computing
    (time spent paused between cooperative chunks is not counted)."""

    nodes: int = 0
    backtracks: int = 0
    elapsed: float = 0.0


@dataclass(frozen=True)
class SolveResult:
    """``status`` is ``solved``, ``no_solution`` or ``multiple``; for
    ``multiple``, ``solution`` and ``witness`` are two different solutions."""

    status: str
    puzzle: Puzzle
    solution: Puzzle | None
    witness: Puzzle | None
    stats: Stats

    @property
    def differences(self) -> tuple:
        """Cells (0-based) where the two solutions of a ``multiple`` verdict differ."""
        if self.solution is None or self.witness is None:
            return ()
        return tuple(i for i, (a, b) in enumerate(zip(self.solution.cells, self.witness.cells)) if a != b)


@dataclass(frozen=True)
class CountResult:
    """How many solutions, up to a cap: ``capped`` means "at least ``count``";
    ``solutions``: the first two found (at most)."""

    count: int
    capped: bool
    solutions: tuple
    stats: Stats


class SolveTask:
    """A search that can be run in chunks: iterate :meth:`run`, then read ``result``.

    ``max_solutions`` is where the search stops: 2 tells a unique solution
    from several (the default), a larger cap counts them. ``keep`` is how
    many of the solutions found are kept in :attr:`solutions` (default: all,
    up to ``max_solutions``); :attr:`found` counts them all, so counting up to
    a million needs memory for ``keep`` grids only. Stop iterating to cancel;
    nothing else needs cleaning up.
    """

    def __init__(self, puzzle: Puzzle, max_solutions: int = 2, keep: int | None = None):
        require_puzzle(puzzle)
        require_int(max_solutions, "max_solutions", 1)
        if keep is not None:
            require_int(keep, "keep")
        check_givens(puzzle)
        self.puzzle = puzzle
        self.max_solutions = max_solutions
        self.keep = max_solutions if keep is None else keep
        self.solutions = []
        self.found = 0
        self.finished = False
        self._counters = [0, 0]
        self._elapsed = 0.0

    @property
    def stats(self) -> Stats:
        """Effort so far."""
        return Stats(self._counters[0], self._counters[1], self._elapsed)

    def run(self, every: int = 2000):
        """Search, yielding :attr:`stats` every ``every`` nodes (0: never pause)."""
        require_int(every, "every")
        if self.finished:
            return
        started = time.perf_counter()
        steps = search(self.puzzle.cells, self.puzzle.size, self._counters, every)
        for found in steps:
            if found is not None:
                self.found += 1
                if len(self.solutions) < self.keep:
                    self.solutions.append(self.puzzle.with_cells(found))
                if self.found >= self.max_solutions:
                    break
                continue
            now = time.perf_counter()
            self._elapsed += now - started
            yield self.stats
            started = time.perf_counter()
        self._elapsed += time.perf_counter() - started
        self.finished = True

    @property
    def result(self) -> SolveResult | None:
        """The verdict once :meth:`run` is exhausted, else None."""
        if not self.finished:
            return None
        found = self.solutions
        status = (NO_SOLUTION, SOLVED)[self.found] if self.found < 2 else MULTIPLE  # counted, not kept
        return SolveResult(
            status,
            self.puzzle,
            found[0] if found else None,
            found[1] if len(found) > 1 else None,
            self.stats,
        )


def _finish(task: SolveTask) -> SolveTask:
    for _ in task.run(every=0):
        pass
    return task


def solve(puzzle: Puzzle) -> SolveResult:
    """Solve and prove uniqueness: the solution, no solution, or two of many."""
    return _finish(SolveTask(puzzle, 2)).result


#: How many solutions :func:`count_solutions` keeps: two are enough to show that they differ.
KEPT_SOLUTIONS = 2


def count_solutions(puzzle: Puzzle, cap: int = 1000) -> CountResult:
    """Count solutions, stopping at ``cap`` (then ``capped`` is True).

    ``solutions`` holds the first two found at most (whatever ``cap``), so a
    large cap costs time, never memory.
    """
    require_int(cap, "The counting cap", 1)
    task = _finish(SolveTask(puzzle, cap, keep=KEPT_SOLUTIONS))
    # Reaching the cap proves "at least cap"; only an exhausted search proves "exactly".
    return CountResult(task.found, task.found >= cap, tuple(task.solutions), task.stats)
