"""A variant's logical path and rating, on the same scale and levels as classic puzzles.

:func:`rate_variant` checks that the variant has exactly one solution (the variant solver's
verdict), walks the path of the cheapest step over :data:`~.techniques.VARIANT_TECHNIQUES` with
the classic :func:`~sudoku_core.logic.path.solve_path`, and rates it as
:func:`sudoku_core.logic.rating.rate` rates a classic path: the hardest step (``se``), ``ep``,
``ed``, the level, "needs guessing" when logic stalls. Its ``profile`` is ``"variant"``.
"""

from __future__ import annotations

import time

from ...checks import require_int, require_seconds, require_techniques
from ...errors import SudokuError
from ..model import require_variant
from ...logic.path import Path, solve_path_work, within_budget
from ...logic.slices import run
from ...logic.rating import Rating, one_solution_or_error, rate_path
from .board import VariantGrid
from .techniques import VARIANT_TECHNIQUES

PROFILE = "variant"


def unique_variant_work(variant, every: int = 500):
    """The variant solver's verdict on a variant that must have exactly one solution, as a
    generator: it yields the search's stats every ``every`` nodes (so a worker can say how far it
    got) and returns the result; raises ``no_solution`` or ``multiple_solutions`` otherwise, as
    :func:`~sudoku_core.logic.rate` does."""
    from ..solver import VariantSolveTask

    task = VariantSolveTask(variant)
    yield from task.run(every=every)
    result = task.result
    one_solution_or_error(result.status, result.differences, variant.size)
    return result


def unique_variant_solution(variant):
    """:func:`unique_variant_work` at once."""
    return run(unique_variant_work(variant, every=0))


def variant_path_work(grid, techniques=VARIANT_TECHNIQUES, max_steps: int = 100_000, budget: float | None = None,
                      path: Path | None = None):
    """The logical path from a variant's grid, cheapest step first, as a generator that yields each
    technique as it is tried (``solve_path_work``'s items) and returns the :class:`Path`. With a
    ``budget`` (CPU seconds) the path stops where it got to when the budget runs out, and its
    ``stopped`` is True (logic did not finish, but might have with more time)."""
    path = Path() if path is None else path
    return (yield from within_budget(solve_path_work(grid, techniques, max_steps, path=path), path, budget))


def variant_path(variant, values=None, techniques=VARIANT_TECHNIQUES, max_steps: int = 100_000,
                 budget: float | None = None) -> Path:
    """The logical path from the variant's givens (or ``values``): :func:`variant_path_work` at once."""
    require_variant(variant)
    require_techniques(techniques)
    require_int(max_steps, "max_steps")
    return run(variant_path_work(VariantGrid.from_variant(variant, require_values(variant, values)), techniques,
                                 max_steps, budget))


def require_values(variant, values):
    """``values`` (the givens and entries of a variant position) must be None or one whole number
    from 0 (empty) to the side per cell."""
    if values is None:
        return None
    n = variant.size
    if not isinstance(values, (list, tuple)) or len(values) != n * n or \
            not all(type(v) is int and 0 <= v <= n for v in values):
        shown = f"{len(values)} values" if isinstance(values, (list, tuple)) else type(values).__name__
        raise SudokuError("bad_argument", f"values must be {n * n} whole numbers from 0 (empty) to {n}, one per "
                          f"cell; got {shown}" + (" (or one out of range)" if isinstance(values, (list, tuple))
                                                  and len(values) == n * n else "") + ".")
    return values


def rate_variant(variant, budget: float | None = None) -> Rating:
    """Rate a variant puzzle (see the module docstring). ``budget`` (CPU seconds, None: no limit)
    covers the whole rating: the solver's check that the puzzle has one solution, which can take
    minutes on a hard variant, and then the path (see :func:`variant_path`) with what is left. Run
    out during the check, the rating has a path with no step, ``stopped`` and not ``settled``,
    and the nodes searched so far."""
    require_variant(variant)
    require_seconds(budget)
    started = time.process_time()
    work = unique_variant_work(variant, every=UNIQUE_SLICE)
    stats = None
    while True:
        try:
            stats = next(work)
        except StopIteration as done:
            result = done.value
            break
        if budget is not None and time.process_time() - started > budget:
            path = Path(grid=VariantGrid.from_variant(variant), stopped=True, settled=False)
            return Rating(**rate_path(path), nodes=stats.nodes, guesses=stats.backtracks, profile=PROFILE, path=path)
    left = None if budget is None else max(0.0, budget - (time.process_time() - started))
    path = variant_path(variant, budget=left)
    return Rating(**rate_path(path), nodes=result.stats.nodes, guesses=result.stats.backtracks,
                  profile=PROFILE, path=path)


#: Nodes of the uniqueness search between two looks at the clock in :func:`rate_variant`.
UNIQUE_SLICE = 200
