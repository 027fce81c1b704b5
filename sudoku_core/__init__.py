"""sudoku_core: a fast, honest Sudoku solver in pure Python.

Read a puzzle in any common format, get one of three honest answers (the
solution, "no solution", or "more than one solution" with two of them), and
a clear :class:`SudokuError` for bad input. Runs unchanged in CPython and in
Pyodide. The modules, in reading order:

- ``geometry``: rows, columns, boxes and peers of each grid size;
- ``puzzle``: the :class:`Puzzle` value; ``formats``: parsing and printing;
- ``conflicts``: repeated digits, explained; ``errors``: the error type;
- ``engine``: the fast search; ``solver``: results, cooperative solving;
- ``reader``: splitting a stream of text into puzzles (for the CLI);
- ``checks``: argument checks; ``examples``: the example puzzles;
- ``algorithms``: the tutorial searches, traced step by step (player, race, hints);
- ``logic``: solving like a person: techniques, explained steps, a rating;
- ``cli`` and ``logic_cli``: ``python -m sudoku_core`` (solve, rate, explain).
"""

from .conflicts import Conflict, check_givens, find_conflicts
from .errors import ERROR_CODES, SudokuError
from .examples import EXAMPLES
from .formats import FORMATS, OUTPUT_FORMATS, format_puzzle, parse
from .puzzle import Puzzle
from .solver import CountResult, SolveResult, SolveTask, Stats, count_solutions, solve

__all__ = [
    "Conflict", "CountResult", "ERROR_CODES", "EXAMPLES", "FORMATS", "OUTPUT_FORMATS", "Puzzle",
    "SolveResult", "SolveTask", "Stats", "SudokuError", "check_givens", "count_solutions",
    "find_conflicts", "format_puzzle", "parse", "solve",
]
__version__ = "0.1.0"
