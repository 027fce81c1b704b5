"""sudoku_core: a fast, honest Sudoku solver in pure Python.

Read a puzzle in any common format, get one of three honest answers (the
solution, "no solution", or "more than one solution" with two of them), and
a clear :class:`SudokuError` for bad input. Runs unchanged in CPython and in
Pyodide. Where things are, in reading order:

- ``geometry``: rows, columns, boxes and peers of each grid size;
- ``puzzle``: the :class:`Puzzle` value; ``conflicts``: repeated digits, explained;
- ``errors``: the error type; ``checks``: argument checks; ``examples``: the example puzzles;
- ``formats/``: input and output formats (parsing and printing, pasted text, a stream of puzzles);
- ``search/``: the search and its results (the fast search, propagation, the learning search,
  ``solve`` and ``count_solutions``);
- ``algorithms/``: the tutorial searches, traced step by step (player, race, hints);
- ``logic/``: solving like a person: techniques, explained steps, a rating;
- ``generation/``: the generator and the bank (symmetry, seeded randomness, bank files);
- ``cli/``: ``python -m sudoku_core`` (solve, rate, explain, generate, bank).
"""

from .conflicts import Conflict, check_givens, find_conflicts
from .errors import ERROR_CODES, SudokuError
from .examples import EXAMPLES
from .formats.puzzle_text import FORMATS, OUTPUT_FORMATS, format_puzzle, parse
from .puzzle import Puzzle

#: The search's names, imported on first use: the modules above also run under MicroPython (the
#: page's main thread, see docs/how-the-page-works.md), where the search is never imported.
_SEARCH_NAMES = ("CountResult", "SolveResult", "SolveTask", "Stats", "count_solutions", "solve")


def __getattr__(name):
    if name in _SEARCH_NAMES:
        from .search import solver

        return getattr(solver, name)
    raise AttributeError(f"module 'sudoku_core' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_SEARCH_NAMES))


__all__ = [
    "Conflict", "CountResult", "ERROR_CODES", "EXAMPLES", "FORMATS", "OUTPUT_FORMATS", "Puzzle",
    "SolveResult", "SolveTask", "Stats", "SudokuError", "check_givens", "count_solutions",
    "find_conflicts", "format_puzzle", "parse", "solve",
]
__version__ = "0.1.0"
