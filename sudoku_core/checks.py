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


def require_text(value, what: str):
    """``value`` must be text (a reader's input): ``what`` names the reader."""
    if not isinstance(value, str):
        raise SudokuError("bad_argument", f"{what} takes text, not {type(value).__name__}.")
    return value


def require_number(value, name: str):
    """``value`` must be a number (an int or a float, not a bool or text)."""
    if type(value) not in (int, float):
        raise SudokuError("bad_argument", f"{name} must be a number, got {type(value).__name__}.")
    return value


def require_techniques(techniques):
    """``techniques`` must be a list or tuple of techniques (``TECHNIQUES``, ``VARIANT_TECHNIQUES``
    or a part of them: objects with ``search`` and ``difficulty``), not their names."""
    if not isinstance(techniques, (list, tuple)) or not all(
            callable(getattr(t, "search", None)) and type(getattr(t, "difficulty", None)) in (int, float)
            for t in techniques):
        shown = type(techniques).__name__ if not isinstance(techniques, (list, tuple)) else \
            "a list holding " + ", ".join(sorted({type(t).__name__ for t in techniques}))
        raise SudokuError("bad_argument", f"techniques must be a list or tuple of techniques (TECHNIQUES or a part "
                          f"of it, e.g. TECHNIQUES[:10]; not their names), got {shown}.")
    return techniques


def require_callable(value, name: str):
    """``value`` must be None or something to call (a callback)."""
    if value is not None and not callable(value):
        raise SudokuError("bad_argument", f"{name} must be a function or None, got {type(value).__name__}.")
    return value
