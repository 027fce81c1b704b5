"""The solution path: always take the easiest step, as Sudoku Explainer does.

:func:`solve_path` applies, again and again, the first step of the easiest
technique that finds one, until the grid is solved or no technique applies
(then the path says honestly that logic stalled and the rest needs
guessing). The rating is the hardest step of that path.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ..checks import require_int, require_seconds, require_techniques
from .grid import CandidateGrid
from .slices import PAUSE, run
from .techniques import TECHNIQUES


def next_step(grid: CandidateGrid, techniques=TECHNIQUES, first_producer: bool = False):
    """The easiest step available on the grid, or None.

    Techniques are tried easiest first, and each finder yields its easiest
    step first; but a step may be rated above its technique's base value
    (a long chain gets a length bonus), so the search goes on through the
    techniques whose base value is below the best step found so far.

    With ``first_producer`` the rule is Sudoku Explainer's instead: the first
    technique, in the list's order, that finds a step supplies it (its first
    step), even when a later technique has a cheaper one (see
    :mod:`sudoku_core.logic.se`)."""
    require_grid(grid)
    return run(next_step_work(grid, require_techniques(techniques), first_producer))


def next_step_work(grid: CandidateGrid, techniques=TECHNIQUES, first_producer: bool = False):
    """:func:`next_step` as a generator that yields the technique being tried
    before it starts and between its units of work (see :mod:`.slices`), and
    returns the step: a page can run it a few slices per turn, show which
    technique is being tried, and stop it."""
    best = None
    for technique in techniques:
        if best is not None and technique.difficulty >= best.difficulty:
            break
        yield technique
        for step in technique.search(grid):
            if step is PAUSE:
                yield technique
                continue
            if step.progress:
                if first_producer:
                    return step
                if best is None or step.difficulty < best.difficulty:
                    best = step
                break
    return best


@dataclass
class Path:
    """``steps`` in order; ``solved`` is True when logic alone finished; ``stopped`` when a caller's
    budget ended the path before logic finished or stalled (see
    :func:`sudoku_core.variants.logic.variant_path`); ``settled`` False when it ended even before
    the solver had settled that the puzzle has one solution (a variant's search can take minutes:
    :func:`sudoku_core.variants.logic.rate_variant`), so the path has no step."""

    steps: list = field(default_factory=list)
    solved: bool = False
    grid: CandidateGrid | None = None  # the grid where the path ends
    stopped: bool = False
    settled: bool = True

    @property
    def difficulty(self) -> float:
        return max((s.difficulty for s in self.steps), default=0.0)


def solve_path(grid: CandidateGrid, techniques=TECHNIQUES, max_steps: int = 100_000,
               first_producer: bool = False, budget: float | None = None) -> Path:
    """Apply the easiest step until solved or stuck (the grid is not changed); ``first_producer``:
    see :func:`next_step`; ``budget``: see :func:`within_budget` (None: no limit)."""
    require_grid(grid)
    require_techniques(techniques)
    require_int(max_steps, "max_steps")
    path = Path()
    return run(within_budget(solve_path_work(grid, techniques, max_steps, path, first_producer), path, budget))


def require_grid(grid):
    """``grid`` must be a candidate grid (a Puzzle goes through ``CandidateGrid.from_puzzle``)."""
    if not callable(getattr(grid, "apply", None)) or not hasattr(grid, "cands"):
        from ..errors import SudokuError

        hint = "; use CandidateGrid.from_puzzle(puzzle)" if type(grid).__name__ == "Puzzle" else ""
        raise SudokuError("bad_argument", f"Expected a CandidateGrid, got {type(grid).__name__}{hint}.")
    return grid


def within_budget(work, path: Path, budget: float | None):
    """A path's ``work`` (:func:`solve_path_work` filling ``path``) stopped once ``budget`` CPU
    seconds have gone (checked between its slices): the path ends where it got to, not solved, and
    ``stopped`` (logic did not finish, but might have with more time). A generator with the same
    items and return value; ``budget`` None is no limit, anything but a number of seconds (0 or
    more) a ``bad_argument`` at once."""
    require_seconds(budget)
    return _budgeted(work, path, budget)


def _budgeted(work, path: Path, budget: float | None):
    deadline = None if budget is None else time.process_time() + budget
    while True:
        try:
            item = next(work)
        except StopIteration as done:
            return done.value
        if deadline is not None and time.process_time() > deadline:
            path.solved, path.stopped = False, True
            return path
        yield item


def solve_path_work(grid: CandidateGrid, techniques=TECHNIQUES, max_steps: int = 100_000, path=None,
                    first_producer: bool = False):
    """:func:`solve_path` as a generator (yields each technique as it is tried, returns the
    :class:`Path`), for a page that explains a whole path in turns; ``path``, when given, is the
    Path filled step by step (so the page can say how far it got)."""
    grid = grid.copy()
    path = path if path is not None else Path()
    path.grid = grid
    while not grid.solved() and len(path.steps) < max_steps:
        if grid.broken():
            break
        step = yield from next_step_work(grid, techniques, first_producer)
        if step is None:
            break
        grid.apply(step)
        path.steps.append(step)
    path.solved = grid.solved()
    return path
