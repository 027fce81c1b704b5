"""Argument checks for the public API: a misused call is a ``bad_argument``.

Every public function takes a :class:`~sudoku_core.puzzle.Puzzle` or a whole
number somewhere; these two checks turn a wrong type or value into a
:class:`~sudoku_core.errors.SudokuError` that says what was expected, so no
``TypeError`` or ``AttributeError`` escapes the API.
"""

from .errors import SudokuError


def require_puzzle(value, what: str = "puzzle"):
    """``value`` must be a Puzzle (text must go through ``parse()`` first)."""
    from .puzzle import Puzzle

    if not isinstance(value, Puzzle):
        hint = "; use parse() first" if isinstance(value, str) else ""
        raise SudokuError("bad_argument", f"Expected the {what} as a Puzzle, got {type(value).__name__}{hint}.")
    return value


def require_seconds(value, name: str = "budget"):
    """``value`` must be None (no limit) or a number of seconds, 0 or more (``inf``: no limit)."""
    if value is None:
        return value
    if type(value) not in (int, float):
        raise SudokuError("bad_argument", f"{name} must be a number of seconds or None, got {type(value).__name__}.")
    if not value >= 0:   # (NaN too)
        raise SudokuError("bad_argument", f"{name} must be a number of seconds, 0 or more, got {value}.")
    return value


def require_int(value, name: str, minimum: int = 0):
    """``value`` must be a whole number (not a bool, float or text) >= ``minimum``."""
    if type(value) is not int:
        raise SudokuError("bad_argument", f"{name} must be a whole number, got {type(value).__name__}.")
    if value < minimum:
        raise SudokuError("bad_argument", f"{name} must be at least {minimum}, got {value}.")
    return value
