"""How hard is a puzzle for a person? The rating, with two faces.

:func:`rate` solves the puzzle by logic with a technique profile (see
:mod:`.profiles`; by default ``"se"``, Sudoku Explainer 1.2.1's producers and
rule, so ``se`` is the forum's "SER"; ``"teaching"`` is the techniques hints
name, cheapest step first) and reports:

* ``profile``: the name of the profile it used;
* ``se``: the hardest step of that path on the Sudoku Explainer scale (1.0
  full house ... 2.3 naked single, 2.6 pointing ... 7+ forcing chains), or
  None when logic stalls: then ``level`` is ``"needs guessing"``, honestly,
  and ``reached`` says how hard the path was before it stalled;
* ``ep``: the hardest step up to the first placement (Sudoku Explainer's
  "EP", how hard it is to get started), and ``ed``, the first step's value;
* ``level``: a name for ``se``, from :data:`LEVELS`;
* ``hardest`` (the id of the hardest technique used), ``steps``, ``counts``
  (technique id -> steps), ``solved`` (logic alone finished);
* ``nodes`` and ``guesses``: the fast solver's effort on the same puzzle
  (``solve(puzzle).stats.nodes`` and ``.backtracks``), the other face.

Bad input raises :class:`~sudoku_core.errors.SudokuError`: ``duplicate`` for
repeated givens, ``no_solution`` and ``multiple_solutions`` for puzzles a
person could not solve by reasoning (a rating needs exactly one solution).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..checks import require_number, require_seconds
from ..conflicts import check_givens
from ..errors import SudokuError
from ..puzzle import Puzzle
from ..search.solver import MULTIPLE, NO_SOLUTION, SolveTask, solve
from .grid import CandidateGrid
from .notation import cell_name
from .slices import solve_slice
from .path import Path, solve_path
from .profiles import RATING, profile_named

#: Named levels, the one table: (name, upper bound of ``se``, exclusive).
#: The first three follow the issue (and Sudoku Exchange's easy / medium /
#: hard); the bank calls everything from 5.0 up "diabolical", split here by
#: what a person needs: up to 6.4 subsets, fish, uniqueness, BUG (and SE's
#: aligned pair exclusion); 6.5-7.9 chains (on the SE profile its forcing
#: chains and cycles, Nishio, aligned triple exclusion; taught: X-, XY-chains,
#: AICs, ALS); 8.0 and up forcing chains (SE's multiple and dynamic ones).
LEVELS = (
    ("easy", 1.5),
    ("medium", 2.5),
    ("hard", 5.0),
    ("diabolical", 6.5),
    ("extreme", 8.0),
    ("nightmare", float("inf")),
)

#: The level of a puzzle logic cannot finish.
NEEDS_GUESSING = "needs guessing"


def level_of(se) -> str:
    """The level name of an SE value (None: logic stalled)."""
    if se is None:
        return NEEDS_GUESSING
    require_number(se, "An SE value")
    for name, bound in LEVELS:
        if se < bound - 1e-9:
            return name
    return LEVELS[-1][0]


@dataclass(frozen=True)
class Rating:
    """See the module docstring. ``path`` is the logical path itself."""

    se: float | None
    ep: float | None
    ed: float | None
    level: str
    hardest: str | None
    steps: int
    counts: dict
    solved: bool
    nodes: int
    guesses: int
    profile: str
    reached: float = 0.0
    path: Path | None = field(default=None, compare=False, repr=False)

    def to_dict(self) -> dict:
        """A JSON-ready form (without the path)."""
        return {"se": self.se, "ep": self.ep, "ed": self.ed, "level": self.level, "hardest": self.hardest,
                "steps": self.steps, "counts": dict(self.counts), "solved": self.solved,
                "reached": self.reached, "nodes": self.nodes, "guesses": self.guesses, "profile": self.profile}


def unique_solution(puzzle: Puzzle):
    """The solver's result for a puzzle that must have exactly one solution
    (raises ``duplicate``, ``no_solution`` or ``multiple_solutions``)."""
    if not isinstance(puzzle, Puzzle):
        raise SudokuError("bad_argument", f"Expected a Puzzle, got {type(puzzle).__name__}; use parse() first.")
    check_givens(puzzle)
    return _one_solution(solve(puzzle))


def unique_solution_work(puzzle: Puzzle, every: int | None = None):
    """:func:`unique_solution` as a generator: it yields the search's
    :class:`~sudoku_core.search.solver.Stats` every ``every`` nodes (by default
    :func:`~.slices.solve_slice` of the grid's size) and returns the result,
    so a page can check a hard 16x16 puzzle in turns and stop it."""
    if not isinstance(puzzle, Puzzle):
        raise SudokuError("bad_argument", f"Expected a Puzzle, got {type(puzzle).__name__}; use parse() first.")
    task = SolveTask(puzzle)  # checks the givens first
    yield from task.run(every=solve_slice(puzzle.size) if every is None else every)
    return _one_solution(task.result)


def _one_solution(result):
    """``result`` when it has exactly one solution, else the error saying why."""
    one_solution_or_error(result.status, result.differences, result.puzzle.size)
    return result


#: How many of the cells where two solutions differ the error's sentence names.
NAMED_DIFFERENCES = 6


def one_solution_or_error(status: str, differences, size: int) -> bool:
    """True for a search's ``status`` of one solution; otherwise raises the error that says why
    no logical path can be followed (``no_solution``, or ``multiple_solutions`` naming the first
    cells where two solutions differ: ``cells`` holds them all). The sentence names cells rather
    than "the highlighted cells": it is also read where nothing is highlighted (the CLI, the library)."""
    if status == NO_SOLUTION:
        raise SudokuError("no_solution", "This puzzle has no solution, so no logical path can solve it.")
    if status == MULTIPLE:
        named = ", ".join(cell_name(size, c) for c in differences[:NAMED_DIFFERENCES])
        more = len(differences) - NAMED_DIFFERENCES
        raise SudokuError("multiple_solutions",
                          "This puzzle has more than one solution, so no logical path can finish it; two of them "
                          f"differ in {len(differences)} cells: {named}" + (f" and {more} more." if more > 0 else "."),
                          cells=differences)
    return True


def rate_path(path: Path) -> dict:
    """The rating fields that come from a path alone."""
    counts = {}
    hardest, top, ep, first_placement = None, 0.0, None, False
    for step in path.steps:
        counts[step.technique] = counts.get(step.technique, 0) + 1
        if step.difficulty > top:
            top, hardest = step.difficulty, step.technique
        if not first_placement:
            ep = max(ep or 0.0, step.difficulty)
            first_placement = bool(step.placements)
    se = round(top, 1) if path.solved else None
    return {"se": se, "ep": round(ep, 1) if ep is not None else None,
            "ed": round(path.steps[0].difficulty, 1) if path.steps else None,
            "level": level_of(se), "hardest": hardest, "steps": len(path.steps),
            "counts": counts, "solved": path.solved, "reached": round(top, 1)}


def rate(puzzle: Puzzle, profile=RATING, budget: float | None = None) -> Rating:
    """Rate a puzzle (see the module docstring) with a profile: a name of
    :data:`~.profiles.PROFILES` (``"se"``, the default, or ``"teaching"``) or a
    :class:`~.profiles.Profile` of the caller's own. ``budget``: CPU seconds for the path, after
    which it stops where it got to (``path.stopped``; None, the default: no limit)."""
    chosen = profile_named(profile)
    require_seconds(budget)   # (before the uniqueness check, which can take long on a large grid)
    result = unique_solution(puzzle)
    path = solve_path(CandidateGrid.from_puzzle(puzzle), chosen.techniques, first_producer=chosen.first_producer,
                      budget=budget)
    return Rating(**rate_path(path), nodes=result.stats.nodes, guesses=result.stats.backtracks,
                  profile=chosen.name, path=path)
