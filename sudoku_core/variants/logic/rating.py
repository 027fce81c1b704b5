"""A variant's logical path and rating, on the same scale and levels as classic puzzles.

:func:`rate_variant` checks that the variant has exactly one solution (the variant solver's
verdict), walks the path of the cheapest step over :data:`~.techniques.VARIANT_TECHNIQUES` with
the classic :func:`~sudoku_core.logic.path.solve_path`, and rates it as
:func:`sudoku_core.logic.rating.rate` rates a classic path: the hardest step (``se``), ``ep``,
``ed``, the level, "needs guessing" when logic stalls. Its ``profile`` is ``"variant"``.
"""

from __future__ import annotations

import time

from ...errors import SudokuError
from ...logic.path import Path, solve_path_work
from ...logic.rating import Rating, rate_path
from .board import VariantGrid
from .techniques import VARIANT_TECHNIQUES

PROFILE = "variant"


def unique_variant_solution(variant):
    """The variant solver's result for a variant that must have exactly one solution (raises
    ``no_solution`` or ``multiple_solutions`` otherwise, as :func:`~sudoku_core.logic.rate`)."""
    from ..solver import solve_variant

    result = solve_variant(variant)
    if result.status == "no_solution":
        raise SudokuError("no_solution", "This puzzle has no solution, so it has no logical path to rate.")
    if result.status == "multiple":
        raise SudokuError("multiple_solutions",
                          "This puzzle has more than one solution, so no logical path can finish it; "
                          "the highlighted cells differ between two solutions.", cells=result.differences)
    return result


def variant_path(variant, values=None, techniques=VARIANT_TECHNIQUES, max_steps: int = 100_000,
                 budget: float | None = None) -> Path:
    """The logical path from the variant's givens (or ``values``), cheapest step first; with a
    ``budget`` (CPU seconds) the path stops where it got to when the budget runs out, and its
    ``stopped`` is True (logic did not finish, but might have with more time)."""
    path = Path()
    work = solve_path_work(VariantGrid.from_variant(variant, values), techniques, max_steps, path=path)
    deadline = None if budget is None else time.process_time() + budget
    while True:
        try:
            next(work)
        except StopIteration as done:
            return done.value
        if deadline is not None and time.process_time() > deadline:
            path.solved, path.stopped = False, True
            return path


def rate_variant(variant, budget: float | None = None) -> Rating:
    """Rate a variant puzzle (see the module docstring); ``budget``: see :func:`variant_path`."""
    result = unique_variant_solution(variant)
    path = variant_path(variant, budget=budget)
    return Rating(**rate_path(path), nodes=result.stats.nodes, guesses=result.stats.backtracks,
                  profile=PROFILE, path=path)
