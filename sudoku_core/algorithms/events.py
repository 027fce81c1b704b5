"""What a traced search reports, one event per step.

Every tutorial algorithm yields the same kinds of events, so one player can
show any of them and the counters mean the same thing everywhere:

* ``try``: digit ``digit`` is checked for ``cell`` (algorithms that check);
* ``place``: the search puts ``digit`` in ``cell`` as a guess (one *node*);
* ``propagate``: a digit follows by logic (``reason``, a code of :data:`REASONS`, says which rule);
* ``dead_end``: nothing fits ``cell`` (or logic hit a contradiction);
* ``backtrack``: the guess in ``cell`` is taken back (one *backtrack*);
* ``solved``: the grid is full; ``done``: the search is over.
"""

from __future__ import annotations

from ..values import FrozenValue

TRY, PLACE, PROPAGATE, DEAD_END, BACKTRACK, SOLVED, DONE = (
    "try", "place", "propagate", "dead_end", "backtrack", "solved", "done")
KINDS = (TRY, PLACE, PROPAGATE, DEAD_END, BACKTRACK, SOLVED, DONE)


class Event(FrozenValue):
    """One step: ``kind`` (see module docstring), the ``cell`` (0-based, or -1),
    the ``digit`` (or 0), the search ``depth``, and ``reason`` for propagation
    (a code: a key of :data:`REASONS`, so a page can say it in any language)."""

    FIELDS = ("kind", "cell", "digit", "depth", "reason")

    kind: str
    cell: int = -1
    digit: int = 0
    depth: int = 0
    reason: str = ""

    def __init__(self, kind, cell=-1, digit=0, depth=0, reason=""):
        # Written out (a trace makes one per step): as fast as the frozen dataclass's.
        setattr_ = object.__setattr__
        setattr_(self, "kind", kind)
        setattr_(self, "cell", cell)
        setattr_(self, "digit", digit)
        setattr_(self, "depth", depth)
        setattr_(self, "reason", reason)


#: Propagation rules, by code, in English.
REASONS = {"singles_locked": "singles and locked candidates"}


class Datum(FrozenValue):
    """One row of an algorithm's data panel, in parts (see :meth:`Player.panel`).

    ``label`` is a message id (``cell``, ``digit``, ``scans``, ``free``,
    ``branching_on``, ``candidates``, ``current_at``, ``line``), or ``variable`` for a
    variable of the code, whose spelling is ``name`` (``rows[0]``: code is not
    translated). ``kind`` says how to read ``value``: ``cell`` (a cell index),
    ``digit``, ``digits`` (a tuple of digits), ``bits`` (a bitmask, shown in
    binary), ``mask`` (a bitmask, shown in binary and as its digits), ``number``
    (a whole number: a line of code) or ``houses`` (a tuple of unit indexes, as in :mod:`sudoku_core.geometry`)."""

    FIELDS = ("label", "kind", "value", "name")

    label: str
    kind: str
    value: object
    name: str = ""

    def __init__(self, label, kind, value, name=""):
        # Written out (the data panel makes a few per step): as fast as the frozen dataclass's.
        setattr_ = object.__setattr__
        setattr_(self, "label", label)
        setattr_(self, "kind", kind)
        setattr_(self, "value", value)
        setattr_(self, "name", name)
