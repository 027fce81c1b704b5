"""Reading a puzzle from text people give the page (a paste, ``?puzzle=``, ``sudoku:load``): pure, no DOM.

``read_puzzle`` never raises: it returns a :class:`Reading` with the puzzle, or with why there is
none, in the page's language (``message``) and in English (``english``, for ``sudoku:error``).
Every source has the same size cap as ``sudoku:load`` (``embed_api.MAX_PUZZLE_CHARS``). The core
raises only ``SudokuError`` for bad input; anything else it might raise (a bug, a corner of a
reader) is caught here too, so the page always says something and keeps working.
"""

from __future__ import annotations

from sudoku_core import Puzzle, SudokuError, parse
from sudoku_core.values import FrozenValue

from . import i18n
from .embed_api import MAX_PUZZLE_CHARS
from .strings import STRINGS, t

SHOWN_CHARS = 40  # at most this much of a value from the address is quoted back in a message


class Reading(FrozenValue):
    FIELDS = ("puzzle", "code", "message", "english")

    puzzle: Puzzle | None = None
    code: str | None = None  # the core's error code, "too_long" or "unreadable"
    message: str = ""        # for people, in the current language
    english: str = ""        # the same in English (sudoku:error's message)


def read_puzzle(text, size: int = 9, *, parse=parse, limit: int = MAX_PUZZLE_CHARS) -> Reading:
    """The puzzle in ``text``, or why there is none (``size``: the grid's, for naming cells)."""
    text = str(text)
    if len(text) > limit:
        fields = {"count": i18n.fmt_int(len(text)), "max": i18n.fmt_int(limit)}
        return Reading(None, "too_long", t("too_long", **fields), STRINGS["en"]["too_long"].format(**fields))
    try:
        return Reading(parse(text))
    except SudokuError as err:
        return Reading(None, err.code, i18n.error_message(err, size), err.message)
    except Exception:  # noqa: BLE001 - never leave the page without a word (see the module docstring)
        return Reading(None, "unreadable", t("unreadable"), STRINGS["en"]["unreadable"])


def shorten(value, limit: int = SHOWN_CHARS) -> str:
    """A value from the address as quoted in a message: at most ``limit`` characters."""
    value = str(value)
    return value if len(value) <= limit else value[:limit] + "…"
