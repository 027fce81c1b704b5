"""The tutorial algorithms, each small and faithful to the tutorial it comes
from, each able to trace its search as :class:`~.events.Event` steps:

* ``scan``: depth-first search in cell order, checking a digit by scanning
  its row, column and box (:mod:`.scan`);
* ``used``: the same with boolean "used" arrays (:mod:`.used`);
* ``bitmask``: the same with bitmasks and lowest-set-bit iteration (:mod:`.bitmask`);
* ``fast``: the fast solver, propagation and fewest choices first (:mod:`.fast`).

Usage: ``search = make("bitmask", puzzle)``, then iterate ``search.steps()``;
``search.board`` is the grid at the current step. A trace goes on past a
solution (to look for a second one) until a ``done`` event.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..checks import require_puzzle
from ..errors import SudokuError
from ..puzzle import Puzzle
from .bitmask import BitmaskSearch
from .events import BACKTRACK, DEAD_END, DONE, KINDS, PLACE, PROPAGATE, SOLVED, TRY, Event
from .fast import FastSearch
from .hints import Hint, hint, pencil_marks
from .scan import ScanSearch
from .used import UsedArraysSearch

#: name -> (class, title), in teaching order.
ALGORITHMS = {
    "scan": (ScanSearch, "Plain search: scan row, column and box"),
    "used": (UsedArraysSearch, "Used arrays for rows, columns and boxes"),
    "bitmask": (BitmaskSearch, "Bitmasks, lowest set bit first"),
    "fast": (FastSearch, "Fast solver: propagation, fewest choices first"),
}


def make(name: str, puzzle: Puzzle):
    """A fresh search of the named algorithm on a puzzle."""
    require_puzzle(puzzle)
    if not isinstance(name, str) or name not in ALGORITHMS:
        raise SudokuError("bad_argument", f"Unknown algorithm {name!r}; use one of {', '.join(ALGORITHMS)}.")
    return ALGORITHMS[name][0](puzzle.cells, puzzle.size)


@dataclass
class Tally:
    """Counters as the player shows them: every event is a step."""

    steps: int = 0
    nodes: int = 0
    backtracks: int = 0
    dead_ends: int = 0
    solutions: int = 0
    depth: int = 0
    finished: bool = False

    def add(self, event: Event):
        self.steps += 1
        self.depth = event.depth
        kind = event.kind
        if kind == PLACE:
            self.nodes += 1
        elif kind == BACKTRACK:
            self.backtracks += 1
        elif kind == DEAD_END:
            self.dead_ends += 1
        elif kind == SOLVED:
            self.solutions += 1
        elif kind == DONE:
            self.finished = True


@dataclass(frozen=True)
class RaceResult:
    """One algorithm's run to its first solution (or its step cap)."""

    name: str
    tally: Tally
    seconds: float
    board: tuple
    capped: bool


def race_one(name: str, puzzle: Puzzle, max_steps: int = 5_000_000) -> RaceResult:
    """Run one algorithm until its first solution, the end, or ``max_steps``
    (:class:`RaceTask` run to the end, without pauses)."""
    task = RaceTask(name, puzzle, max_steps)
    for _ in task.run(every=0):
        pass
    return task.result


from .player import Player  # noqa: E402  (the player uses the registry above)
from .race import RaceTask  # noqa: E402  (the race uses the registry above)

__all__ = [
    "ALGORITHMS", "BACKTRACK", "DEAD_END", "DONE", "Event", "Hint", "KINDS", "PLACE", "Player", "PROPAGATE",
    "RaceResult", "RaceTask", "SOLVED", "TRY", "Tally", "hint", "make", "pencil_marks", "race_one",
]
