"""The tutorial algorithms, each small and faithful to the tutorial it comes
from, each able to trace its search as :class:`~.events.Event` steps:

* ``scan``: depth-first search in cell order, checking a digit by scanning
  its row, column and box (:mod:`.scan`);
* ``used``: the same with boolean "used" arrays (:mod:`.used`);
* ``bitmask``: the same with bitmasks and lowest-set-bit iteration (:mod:`.bitmask`);
* ``fast``: the fast solver, propagation and fewest choices first (:mod:`.fast`).

Usage: ``search = make("bitmask", puzzle)``, then iterate ``search.steps()``;
``search.board`` is the grid at the current step and ``search.data(event)``
what the data panel shows. A trace goes on past a solution (to look for a
second one) until a ``done`` event. The list of algorithms is
:mod:`.registry`; :class:`Player` steps through one trace, :class:`RaceTask`
races them, :mod:`.hints` gives the next single.
"""

from __future__ import annotations

from .events import BACKTRACK, DEAD_END, DONE, KINDS, PLACE, PROPAGATE, REASONS, SOLVED, TRY, Datum, Event
from .hints import Hint, hint, pencil_marks
from .player import Player
from .race import RaceTask, race_one
from .recorded import PackedWrites, RecordedSearch, unpack_writes
from .registry import ALGORITHMS, Algorithm, make
from .tally import RaceResult, Tally

__all__ = [
    "ALGORITHMS", "Algorithm", "BACKTRACK", "DEAD_END", "DONE", "Datum", "Event", "Hint", "KINDS", "PLACE",
    "Player", "PROPAGATE", "REASONS", "RaceResult", "RaceTask", "RecordedSearch", "SOLVED", "TRY", "Tally", "hint",
    "make", "pencil_marks", "race_one", "unpack_writes", "PackedWrites",
]
