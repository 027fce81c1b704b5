"""A player over a traced search: step, go back, seek, and show where the code is.

The trace is streamed from the algorithm's generator, never stored, so a
search of millions of steps uses constant memory. Going back replays the
(deterministic) search from the start up to the wanted step; the UI can use
:meth:`Player.seek_iter` to do that in chunks and stay responsive.

Where the code is paused comes from the generator itself: the innermost
generator of the ``yield from`` chain is suspended on the line that yielded
the current event, so the highlighted line is always the real one.
"""

from __future__ import annotations

import inspect
import sys

from ..checks import require_int
from ..puzzle import Puzzle
from . import events as ev
from .events import Event
from .panel import rows_text
from .recorded import RecordedSearch
from .registry import make
from .tally import Tally


class Player:
    """Step through one algorithm's search of one puzzle (see module docstring)."""

    def __init__(self, puzzle: Puzzle, algorithm: str, max_steps: int = 5_000_000, *, _search=None):
        require_int(max_steps, "max_steps", 1)
        self.puzzle = puzzle
        self.algorithm = algorithm
        self.max_steps = max_steps
        self._make = _search or (lambda: make(algorithm, puzzle))
        self.search = self._make()
        self.source = getattr(self.search, "source", None)
        if self.source is None:  # a tutorial algorithm: the code shown is its module
            module = sys.modules[type(self.search).__module__]
            try:
                self.source = inspect.getsource(module)
            except (OSError, TypeError):  # no source on disk: read the file directly
                with open(module.__file__, encoding="utf-8") as f:
                    self.source = f.read()
        self.reset()

    @classmethod
    def recorded(cls, puzzle: Puzzle, writes, source: str, max_steps: int = 5_000_000) -> Player:
        """A player over a learner's recorded run (:class:`~.recorded.RecordedSearch`): ``writes``
        are its ``(cell, digit, line)`` board writes, ``source`` its code."""
        return cls(puzzle, "recorded", max_steps,
                   _search=lambda: RecordedSearch(puzzle.cells, puzzle.size, writes, source))

    # ----- moving -------------------------------------------------------------------------
    def reset(self):
        """Back to step 0: a fresh search, nothing done."""
        self.search = self._make()
        self._steps = self.search.steps()
        self.position = 0
        self.event = None
        self.tally = Tally()
        self.finished = False
        self.capped = False

    @property
    def over(self) -> bool:
        """True when no further step exists (the search ended or hit the cap)."""
        return self.finished or self.capped

    def step(self) -> Event | None:
        """One step forward; None when the trace is over."""
        if self.over:
            return None
        if self.position >= self.max_steps:
            self.capped = True
            return None
        event = next(self._steps, None)
        if event is None:  # cannot happen: every trace ends with a "done" event
            self.finished = True
            return None
        self.position += 1
        self.event = event
        self.tally.add(event)
        if event.kind == ev.DONE:
            self.finished = True
        return event

    def advance(self, count: int) -> Event | None:
        """Up to ``count`` steps at once; the last event (or None if none was made)."""
        require_int(count, "The step count")
        last = None
        for _ in range(count):
            event = self.step()
            if event is None:
                break
            last = event
        return last

    def seek_iter(self, target: int, chunk: int = 20000):
        """Go to step ``target`` (forward by stepping, backward by replaying from
        the start), yielding the position every ``chunk`` steps."""
        if type(target) is not int:
            require_int(target, "The step number")
        require_int(chunk, "The chunk size", 1)
        target = max(0, target)  # before the start is the start
        if target < self.position:
            self.reset()
        while self.position < target and not self.over:
            self.advance(min(chunk, target - self.position))
            yield self.position

    def seek(self, target: int):
        """Go to step ``target`` at once."""
        for _ in self.seek_iter(target, chunk=1 << 30):  # noqa: B007
            pass

    def back(self) -> Event | None:
        """One step back (a replay from the start); the event now current."""
        if self.position:
            self.seek(self.position - 1)
        return self.event

    # ----- what to show -------------------------------------------------------------------
    @property
    def board(self) -> list:
        """The grid as the algorithm holds it now."""
        return list(self.search.board)

    def _innermost(self):
        generator = self._steps
        while True:
            inner = getattr(generator, "gi_yieldfrom", None)
            if inner is None or getattr(inner, "gi_frame", None) is None:
                return generator
            generator = inner

    @property
    def line(self) -> int | None:
        """1-based line of :attr:`source` where the search is paused (None at
        step 0 or after the end)."""
        if not self.position or self.finished:
            return None
        if isinstance(self.search, RecordedSearch):  # a record says which line wrote; no frame to read
            return self.search.line
        frame = self._innermost().gi_frame
        return frame.f_lineno if frame is not None else None

    def panel(self) -> list:
        """The algorithm's data at this step, in parts (:class:`~.events.Datum`
        rows from the search's own ``data``); empty before the first step and
        for events without a cell."""
        event = self.event
        if event is None or event.cell < 0:
            return []
        return self.search.data(event)

    def data(self) -> list:
        """(label, value) rows of :meth:`panel` in English words."""
        return rows_text(self.panel(), self.puzzle.size)
