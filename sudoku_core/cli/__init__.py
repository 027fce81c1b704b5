"""The command line, ``python -m sudoku_core`` (and the ``sudoku-core`` script).

- ``commands``: the parser of every command, and ``main``;
- ``solve``: ``solve`` (one answer per puzzle, or a count);
- ``logic``: ``rate`` and ``explain`` (the logic engine);
- ``generate``: ``generate`` and ``bank`` (new puzzles, one by one or by the thousand);
- ``streams``: reading input, delivering answers, progress, a closed pipe.
"""

from .commands import build_parser, main, script

__all__ = ["build_parser", "main", "script"]
