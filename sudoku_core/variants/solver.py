"""Solving a variant, as callers see it: the classic verdicts, statistics and paced task.

:class:`VariantSolveTask` has the shape of :class:`sudoku_core.search.solver.SolveTask` (run it in
chunks with :meth:`~VariantSolveTask.run`, read ``result``; stop iterating to cancel), and
:func:`solve_variant` and :func:`count_variant` run one to the end, returning the classic
:class:`~sudoku_core.search.solver.SolveResult` and :class:`~sudoku_core.search.solver.CountResult`.
There ``puzzle`` is the variant, and ``solution``, ``witness`` and the counted ``solutions`` are
the variant with every cell given (``.cells`` reads them as a puzzle's).

A classic variant (:meth:`~.model.Variant.classic`) is handed to the classic engine unchanged, so
plain puzzles solve exactly as fast as they always have; a variant made of houses, "must differ"
peers and digit domains only (:func:`.house_rules.houses_only`) is searched by the classic engine
too, over tables built from its rules (with the learning search on hard large grids, as for classic
puzzles); killer cages, the non-consecutive rule and thermometers are searched by :mod:`.engine`
over the rules :mod:`.propagation` applies.
"""

from __future__ import annotations

import time

from ..checks import require_int
from .model import require_variant
from ..puzzle import Puzzle
from ..search.engine import search as search_houses
from ..search.solver import MULTIPLE, NO_SOLUTION, SOLVED, CountResult, SolveResult, SolveTask, Stats
from .engine import search
from .house_rules import house_tables, houses_only
from .propagation import search_tables
from .validation import validate

#: How many solutions :func:`count_variant` keeps: two are enough to show that they differ.
KEPT_SOLUTIONS = 2


class VariantSolveTask:
    """A variant search run in chunks: iterate :meth:`run`, then read ``result``.

    ``max_solutions``: where the search stops (2 tells one solution from several; more counts).
    ``keep``: how many solutions found are kept in :attr:`solutions` (default: up to
    ``max_solutions``); :attr:`found` counts them all. The variant is checked first (a broken
    rule raises :class:`~sudoku_core.SudokuError`). Stop iterating to cancel.
    """

    def __init__(self, variant, max_solutions: int = 2, keep: int | None = None):
        require_variant(variant)
        require_int(max_solutions, "max_solutions", 1)
        if keep is not None:
            require_int(keep, "keep")
        validate(variant, check_connected=False)
        self.variant = variant
        self.max_solutions = max_solutions
        self.keep = max_solutions if keep is None else keep
        self.solutions = []
        self.found = 0
        self.finished = False
        self._counters = [0, 0]
        self._elapsed = 0.0
        self._classic = SolveTask(Puzzle(variant.givens, variant.size), max_solutions, keep) if variant.classic() else None

    @property
    def stats(self) -> Stats:
        """Effort so far."""
        if self._classic is not None:
            return self._classic.stats
        return Stats(self._counters[0], self._counters[1], self._elapsed)

    def run(self, every: int = 2000):
        """Search, yielding :attr:`stats` every ``every`` nodes (0: never pause)."""
        require_int(every, "every")
        if self.finished:
            return
        if self._classic is not None:
            yield from self._run_classic(every)
            return
        started = time.perf_counter()
        variant = self.variant
        if houses_only(variant):
            steps = search_houses(variant.givens, variant.size, self._counters, every, house_tables(variant))
        else:
            steps = search(variant.givens, search_tables(variant), self._counters, every)
        for found in steps:
            if found is not None:
                self._add(found)
                if self.found >= self.max_solutions:
                    break
                continue
            self._elapsed += time.perf_counter() - started
            yield self.stats
            started = time.perf_counter()
        self._elapsed += time.perf_counter() - started
        self.finished = True

    def _run_classic(self, every: int):
        task = self._classic
        yield from task.run(every)
        self.found = task.found
        self.solutions = [self.variant.with_givens(p.cells) for p in task.solutions]
        self.finished = True

    def _add(self, cells) -> None:
        self.found += 1
        if len(self.solutions) < self.keep:
            self.solutions.append(self.variant.with_givens(cells))

    @property
    def result(self) -> SolveResult | None:
        """The verdict once :meth:`run` is exhausted, else None."""
        if not self.finished:
            return None
        found = self.solutions
        status = (NO_SOLUTION, SOLVED)[self.found] if self.found < 2 else MULTIPLE
        return SolveResult(status, self.variant, found[0] if found else None,
                           found[1] if len(found) > 1 else None, self.stats)


def _finish(task: VariantSolveTask) -> VariantSolveTask:
    for _ in task.run(every=0):
        pass
    return task


def solve_variant(variant) -> SolveResult:
    """Solve and prove uniqueness: the solution, no solution, or two of many."""
    return _finish(VariantSolveTask(variant, 2)).result


def count_variant(variant, cap: int = 1000) -> CountResult:
    """Count solutions, stopping at ``cap`` (then ``capped`` is True); ``solutions`` holds the
    first two found at most."""
    require_int(cap, "The counting cap", 1)
    task = _finish(VariantSolveTask(variant, cap, keep=KEPT_SOLUTIONS))
    return CountResult(task.found, task.found >= cap, tuple(task.solutions), task.stats)
