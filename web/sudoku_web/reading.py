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


#: The parameters of this page's links that carry a puzzle, in the order they win (as on loading).
LINK_PARAMETERS = ("variant", "puzzle")


def link_puzzle(text):
    """The puzzle text a pasted link to this page carries (its ``?variant=`` or ``?puzzle=``,
    decoded), else None: a Share link pasted on the page loads its puzzle (it was read as a grid,
    "Unexpected character 't'"). Other links (an f-puzzles ``?load=``) are left to their readers."""
    line = str(text).strip()
    if not line.startswith(("http://", "https://")) or "\n" in line or "?" not in line:
        return None
    query = line.split("?", 1)[1].split("#", 1)[0]
    params = {}
    for item in query.split("&"):
        name, _, value = item.partition("=")
        params.setdefault(name, value)
    for name in LINK_PARAMETERS:
        if params.get(name):
            return _percent_decoded(params[name])
    return None


def _percent_decoded(value: str) -> str:
    """``%XX`` escapes (UTF-8) and ``+`` (a space) decoded, without urllib (not in MicroPython)."""
    out, i = bytearray(), 0
    raw = value.encode()
    while i < len(raw):
        ch = raw[i]
        if ch == 37 and _is_hex(raw[i + 1:i + 3]):   # "%"
            out.append(int(raw[i + 1:i + 3].decode(), 16))
            i += 3
            continue
        out.append(32 if ch == 43 else ch)   # "+"
        i += 1
    try:
        return bytes(out).decode("utf-8")
    except UnicodeError:   # not UTF-8: the text as it came (the reader then says what is wrong)
        return value


def _is_hex(pair: bytes) -> bool:
    return len(pair) == 2 and all(c in b"0123456789abcdefABCDEF" for c in pair)
