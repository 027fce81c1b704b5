"""The race's rules, once: run one algorithm to its first solution, the end of
its search, or a step cap, counting as the player counts (every event is a step).

:class:`RaceTask` is the cooperative form (like :class:`sudoku_core.SolveTask`):
iterate ``task.run(every=N)``, which yields the :class:`Tally` so far every N
steps (so a page can repaint, show progress, or cancel by simply not resuming
it), then read ``task.result``. ``race_one`` is this same task run to the end.
"""

from __future__ import annotations

import time

from ..errors import SudokuError
from ..puzzle import Puzzle
from .events import DONE, SOLVED
from .registry import make
from .tally import RaceResult, Tally


def _whole(value, name: str, low: int) -> int:
    if type(value) is not int or value < low:
        raise SudokuError("bad_argument", f"{name} must be a whole number of at least {low}, got {value!r}.")
    return value


class RaceTask:
    """One algorithm's run on one puzzle, in chunks: iterate :meth:`run`, then read :attr:`result`.

    The run stops after the first ``solved`` event, at ``done`` (the search is
    over without a solution), or after ``cap`` steps; :attr:`result` is then a
    :class:`~sudoku_core.algorithms.RaceResult` whose ``capped`` says the cap
    stopped it. ``seconds`` counts only the time spent inside :meth:`run`, not
    the pauses between chunks.
    """

    def __init__(self, name: str, puzzle: Puzzle, cap: int = 5_000_000):
        if not isinstance(puzzle, Puzzle):
            raise SudokuError("bad_argument", f"Expected a Puzzle, got {type(puzzle).__name__}; use parse() first.")
        self.cap = _whole(cap, "The step cap", 1)
        self.name = name
        self.search = make(name, puzzle)
        self.tally = Tally()
        self.seconds = 0.0
        self.finished = False
        self._steps = None
        self._board = None

    def run(self, every: int = 2000):
        """Step the search, yielding :attr:`tally` every ``every`` steps (0: never pause)."""
        _whole(every, "every", 0)
        if self.finished:
            return
        if self._steps is None:
            self._steps = self.search.steps()
        tally, cap, steps = self.tally, self.cap, self._steps
        started = time.perf_counter()
        try:
            while True:
                event = next(steps, None)
                if event is None:  # cannot happen: every trace ends with a "done" event
                    break
                tally.add(event)
                if event.kind in (SOLVED, DONE) or tally.steps >= cap:
                    break
                if every and tally.steps % every == 0:
                    self.seconds += time.perf_counter() - started
                    started = None
                    yield tally
                    started = time.perf_counter()
        finally:
            if started is not None:
                self.seconds += time.perf_counter() - started
        self.finished = True
        self._board = tuple(self.search.board)
        self._steps = None
        steps.close()

    @property
    def capped(self) -> bool:
        """True when the cap stopped the run (no solution found and the search not over)."""
        return self.finished and not self.tally.solutions and not self.tally.finished

    @property
    def result(self):
        """The :class:`~sudoku_core.algorithms.RaceResult` once :meth:`run` is exhausted, else None."""
        if not self.finished:
            return None
        return RaceResult(self.name, self.tally, self.seconds, self._board, self.capped)


def race_one(name: str, puzzle: Puzzle, max_steps: int = 5_000_000) -> RaceResult:
    """Run one algorithm until its first solution, the end, or ``max_steps``
    (:class:`RaceTask` run to the end, without pauses)."""
    task = RaceTask(name, puzzle, max_steps)
    for _ in task.run(every=0):
        pass
    return task.result
