"""The tutorial algorithms by name, in teaching order: the one list the player,
the race, the CLI and the page read. Adding an algorithm means writing its
module (a search class with ``steps()``, ``board`` and ``data(event)``) and
adding one line here.
"""

from __future__ import annotations

from collections import OrderedDict, namedtuple

from ..checks import require_puzzle
from ..errors import SudokuError
from ..puzzle import Puzzle
from .bitmask import BitmaskSearch
from .fast import FastSearch
from .scan import ScanSearch
from .used import UsedArraysSearch


#: A registry entry: the search class and its English title (``ALGORITHMS[name][1]``). A
#: ``collections.namedtuple`` (MicroPython has no ``typing.NamedTuple``).
Algorithm = namedtuple("Algorithm", ("search", "title"))


#: name -> Algorithm(search class, title), in teaching order (an ``OrderedDict``: MicroPython's
#: dicts do not keep the order keys were added in, and the select, the race and the CLI show it).
ALGORITHMS = OrderedDict((
    ("scan", Algorithm(ScanSearch, "Plain search: scan row, column and box")),
    ("used", Algorithm(UsedArraysSearch, "Used arrays for rows, columns and boxes")),
    ("bitmask", Algorithm(BitmaskSearch, "Bitmasks, lowest set bit first")),
    ("fast", Algorithm(FastSearch, "Fast solver: propagation, fewest choices first")),
))


def make(name: str, puzzle: Puzzle):
    """A fresh search of the named algorithm on a puzzle."""
    require_puzzle(puzzle)
    if not isinstance(name, str) or name not in ALGORITHMS:
        raise SudokuError("bad_argument", f"Unknown algorithm {name!r}; use one of {', '.join(ALGORITHMS)}.")
    return ALGORITHMS[name].search(puzzle.cells, puzzle.size)
