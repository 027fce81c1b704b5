"""The rules of each kind a generator makes, and a random full grid that keeps them.

A full grid comes from the variant solver: a few cells of an empty grid get random digits the
rules allow (:func:`~..candidates.variant_candidates`), and the solver's first solution from
there is taken; a start with no solution (or one the solver cannot settle within a node budget)
is dropped for another. The grid is then moved by what keeps the rules: its digits relabelled at
random (under the non-consecutive rule only reversed, 1<->9, which keeps neighbours apart), and,
for rules that every rotation and reflection keeps (not a jigsaw's regions), one of the eight.
The starts and the moves, not the solver, make the grid random, so a seed gives the same grid
everywhere. Under the non-consecutive rule random starts seldom lead the solver to a grid within
its node budget (seconds per grid), so its grids are the solver's first grid of the empty rules,
moved: 16 grids, the carving making the puzzles differ.
"""

from __future__ import annotations

from functools import lru_cache

from ...errors import SudokuError
from ..candidates import variant_candidates
from ..model import make_variant
from ..shapes import DEFAULT_BOX, diagonal, windoku
from ..solver import VariantSolveTask

#: How many cells get a random digit before the solver completes the grid (few: a start with
#: more often has no solution, and a non-consecutive grid allows few).
SEEDED = 4
#: Search nodes a start may cost before it is dropped (a dead start can take the solver long).
START_NODES = 100_000
#: The kinds whose rules every rotation and reflection of the grid keeps.
SYMMETRIC_RULES = ("classic", "diagonal", "windoku", "anti-knight", "anti-king", "non-consecutive")


def rules_of(kind: str, size: int = 9):
    """A givens-less variant of one kind (jigsaw regions, cages and parity marks are made by
    their own modules: here the kinds whose rules are fixed)."""
    fields = {"size": size}
    if kind == "diagonal":
        fields["extra_houses"] = [(name, diagonal(size, name)) for name in ("diagonal+", "diagonal-")]
    elif kind == "windoku":
        fields["extra_houses"] = [("windoku", cells) for cells in windoku(size, DEFAULT_BOX[size])]
    elif kind in ("anti-knight", "anti-king"):
        fields["differ"] = [kind]
    elif kind == "non-consecutive":
        fields["non_consecutive"] = True
    return make_variant(**fields)


def first_solution(variant, max_nodes: int = START_NODES):
    """The solver's first solution of ``variant`` (its values), or None when there is none or it
    was not found within ``max_nodes`` search nodes."""
    task = VariantSolveTask(variant, 1)
    for stats in task.run(every=500):
        if stats.nodes > max_nodes:
            return None
    result = task.result
    return None if result.solution is None else list(result.solution.givens)


def moved(values: list, n: int, kind: str, rng) -> list:
    """``values`` relabelled and turned as the module docstring says."""
    if kind == "non-consecutive":
        relabel = [0] + (list(range(n, 0, -1)) if rng.below(2) else list(range(1, n + 1)))
    else:
        digits = list(range(1, n + 1))
        rng.shuffle(digits)
        relabel = [0] + digits
    values = [relabel[v] for v in values]
    if kind in SYMMETRIC_RULES:
        turn = rng.below(8)
        out = [0] * (n * n)
        for cell, v in enumerate(values):
            r, c = divmod(cell, n)
            if turn & 1:
                r, c = c, r
            if turn & 2:
                r = n - 1 - r
            if turn & 4:
                c = n - 1 - c
            out[r * n + c] = v
        values = out
    return values


@lru_cache(maxsize=4)
def _base(rules) -> tuple:
    found = first_solution(rules, max_nodes=10_000_000)
    if found is None:
        raise SudokuError("not_found", "No full grid was found for these rules.")
    return tuple(found)


def random_solution(rules, rng, kind: str = "classic", tries: int = 200) -> list:
    """A random full grid keeping ``rules`` (of ``kind``; see the module docstring)."""
    n = rules.size
    if kind == "non-consecutive":   # random starts rarely have a solution the solver finds soon
        return moved(list(_base(rules)), n, kind, rng)
    for _ in range(tries):
        values = [0] * (n * n)
        cells = list(range(n * n))
        rng.shuffle(cells)
        for cell in cells[:SEEDED]:
            mask = variant_candidates(rules, values)[cell]
            digits = [d for d in range(1, n + 1) if mask >> (d - 1) & 1]
            if not digits:
                break
            values[cell] = rng.choice(digits)
        else:
            found = first_solution(rules.with_givens(tuple(values)))
            if found is not None:
                return moved(found, n, kind, rng)
    raise SudokuError("not_found", "No full grid was found for these rules.")  # not reached for the kinds made here
