"""Texts that sudoku_core writes in English, rebuilt in the page's language (pure, no DOM).

The core explains conflicts, hints and bad input in English sentences but also gives their parts
(``Conflict.digit/unit/cells``, ``Hint.kind/cell/digit/unit``,
``SudokuError.code/cells/details``); these
functions rebuild the sentence from those parts with the templates of ``strings.py``.  Under
English the result equals the core's own message (tests/web/test_strings.py checks it).  A core
error whose code has no template, or whose details cannot be read, is shown in the ``err_other``
frame with the core's English message.
"""

from __future__ import annotations

from .strings import t

UNIT_KEYS = {"row": "unit_row", "column": "unit_column", "box": "unit_box"}


def fmt_int(n) -> str:
    """Grouped digits (1,234,567): the usual form in English and in Chinese."""
    return f"{int(n):,}"


def fmt_seconds(seconds: float) -> str:
    return f"{seconds:.3f}" if seconds < 10 else f"{seconds:.1f}"


def where(cell: int, size: int) -> str:
    row, col = divmod(cell, size)
    return t("where", row=row + 1, col=col + 1)


def unit_name(unit: str) -> str:
    """The core's unit name ("row 3", "column 5", "box 4") in the current language."""
    kind, _, number = str(unit).partition(" ")
    key = UNIT_KEYS.get(kind)
    return t(key, n=number) if key and number.isdigit() else str(unit)


def places(cells, size: int) -> str:
    return t("dup_join").join(where(c, size) for c in cells)


def conflict_message(conflict, size: int, symbols: str) -> str:
    """A sudoku_core Conflict as a sentence ("5 appears twice in row 1: ...")."""
    n = len(conflict.cells)
    times = t("dup_twice") if n == 2 else t("dup_times", n=n)
    return t("dup_message", digit=symbols[conflict.digit - 1], times=times,
             unit=unit_name(conflict.unit), places=places(conflict.cells, size))


def hint_message(result, size: int, symbols: str, conflicts=()) -> str:
    """A sudoku_core Hint in words; ``conflicts`` (find_conflicts of the board) for kind "conflict"."""
    kind = result.kind
    digit = symbols[result.digit - 1] if result.digit else ""
    at = where(result.cell, size) if result.cell >= 0 else ""
    if kind == "conflict" and conflicts:
        return t("hint_conflict", message=conflict_message(conflicts[0], size, symbols))
    if kind == "full":
        return t("hint_full")
    if kind == "dead_cell":
        return t("hint_dead_cell", where=at)
    if kind == "naked_single":
        return t("hint_naked_single", digit=digit, where=at)
    if kind == "hidden_single":
        return t("hint_hidden_single", digit=digit, where=at, unit=unit_name(result.unit))
    if kind == "stuck":
        return t("hint_stuck")
    return result.message


def error_message(err, size: int = 9) -> str:
    """A SudokuError in the current language: by ``code`` for the common ones, else in a frame."""
    code, message = err.code, err.message
    details = getattr(err, "details", {})  # the message's parts (see sudoku_core.errors)
    fields = None
    if code == "empty_input":
        fields = {}
    elif code == "wrong_cell_count" and "found" in details:
        fields = {"count": fmt_int(details["found"])}
    elif code == "unknown_symbol" and "row" in details:
        fields = {"char": str(details["char"]), "row": str(details["row"]), "col": str(details["column"])}
    elif code == "duplicate" and err.cells:
        fields = {"places": places(err.cells, size)}
    if fields is None:
        return t("err_other", message=message)
    return t("err_" + code, message=message, **fields)


def reason(text: str) -> str:
    """The reason of a propagation event (only the fast algorithm has one)."""
    return t("reason_fast") if text == "singles and locked candidates" else (text or "logic")
