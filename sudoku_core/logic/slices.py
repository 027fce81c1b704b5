"""Slices: how the logic engine's searches give way between small units of work.

Everything Hint and Explain do is a generator (:func:`~.hints.hint_work`,
:func:`~.path.next_step_work`, :func:`~.path.solve_path_work`) that yields between *units of
work*, so that whoever drives it can say what it is doing between two units: the page's engine
worker (``web/sudoku_jobs/jobs.py``'s ``drive``) reports progress there (the page itself no longer
runs them: issue 31; its Stop ends the worker). A slice (the work between two yields) is at most
one unit:

* the uniqueness check (the fast solver, proving the puzzle has one solution): at most
  :data:`SOLVE_SLICE` ``[size]`` nodes of its search (a 16x16 node is the costliest: 4);
* a pattern technique (singles, intersections, subsets, fish, wings, uniqueness, single-digit
  patterns, ALS): its whole scan of the grid, a pass bounded by the grid's size with no search;
* a chain technique (X-, XY-chains, AICs): building its graph, then one start node's
  breadth-first search per unit;
* a forcing chain technique: one premise (a candidate assumed true or false) followed to its
  end, i.e. one :func:`~.techniques.forcing.propagate` call (a premise another forcing technique
  already followed on the same grid is reused, no unit), or one source's branches compared.

Between two units the engine does only bookkeeping (choosing the best step, building it). So a
slice is at most one unit. Measured in CPython on the 16x16 sample (``tests/samples.py``'s
HARD16), on a shared machine at load 8 on 2 cores: solver slices have a median of 2 ms and a
99th percentile of 50 ms, but one node (a guess and everything it propagates, learned nogoods
included) took up to 0.5 s: the solver's smallest unit is a node, and slicing inside its
propagation is left undone. A forcing premise takes well under 1 ms there, a pattern technique's
whole scan under 5 ms. Pyodide takes about 2-3 times as long.

A paced finder yields :data:`PAUSE` between its units (and its steps, as any finder does);
:func:`steps_only` gives the plain finder (steps only) the registry offers as ``find``. In
CPython the pauses cost a ``next()`` each: nothing against the units they separate.
"""

from __future__ import annotations

from functools import wraps

#: Solver nodes per slice of the uniqueness check, by grid size (a node costs more on bigger
#: grids: about 2 ms in CPython on a hard 16x16, 50 us on a 9x9).
SOLVE_SLICE = {4: 64, 9: 16, 16: 4, 25: 1}


class Pause:
    """The marker a paced finder yields between two units of work (one instance: :data:`PAUSE`)."""

    __slots__ = ()

    def __repr__(self):
        return "PAUSE"


PAUSE = Pause()


def solve_slice(size: int) -> int:
    """Nodes per slice of the uniqueness check on a grid of ``size``."""
    return SOLVE_SLICE.get(size, 1)


def run(work):
    """Drive a generator to its end and return its value."""
    while True:
        try:
            next(work)
        except StopIteration as done:
            return done.value


def without_pauses(items):
    """The items of a paced finder's run, the pauses left out."""
    for item in items:
        if item is not PAUSE:
            yield item


def steps_only(paced):
    """The plain finder of a paced one: same name and docstring, steps only."""

    @wraps(paced)
    def find(grid):
        return without_pauses(paced(grid))

    find.paced = paced
    return find
