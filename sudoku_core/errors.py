"""The one exception the public API raises.

Every problem with input (wrong number of cells, a character that is not a
digit, a digit repeated in a unit, malformed JSON...) becomes a
:class:`SudokuError` carrying a machine-readable ``code``, the cells concerned
and a message a person understands. Nothing else escapes the public API, so a
caller (the CLI, the web page) needs exactly one ``except`` clause.
"""

#: Every error code the package can raise, with what it means.
ERROR_CODES = {
    "empty_input": "the text holds no puzzle at all",
    "wrong_cell_count": "the number of cells is not that of a supported grid",
    "unknown_symbol": "a character is neither a digit of this grid nor an empty-cell mark",
    "bad_format": "the text is malformed for the format asked for (JSON, rows, numbers)",
    "bad_size": "a grid size other than 4, 9, 16 or 25 was asked for",
    "duplicate": "a digit is given twice in one row, column or box",
    "bad_argument": "an argument of the API is out of range",
    "no_solution": "the puzzle has no solution (asked of a rating or a hint, which need exactly one)",
    "multiple_solutions": "the puzzle has more than one solution (asked of a rating or a hint, which need exactly one)",
    "not_found": "the generator found no puzzle of the asked level or technique within its tries",
    "bad_cell": "a variant's cage, house or mark names a cell outside the grid",
    "bad_region": "a jigsaw region (or extra house, or box shape) of the wrong size, or a region in pieces "
                  "(details: reason: count, number, size, not_connected, house_size, not_its_cells or box_shape)",
    "overlapping_cages": "two killer cages share a cell",
    "cage_too_large": "a killer cage has more cells than the grid has digits",
    "impossible_cage": "no different digits add up to a cage's sum (details: min and max)",
    "bad_thermo": "a thermometer has fewer than two cells, a cell twice, more cells than digits, or "
                  "cells one after the other that do not touch (details: thermo, reason: short, repeat, "
                  "long or apart)",
    "bad_dot": "a dot of an unknown kind, between cells that are not side by side, given twice, or dots "
               "on one pair no two digits keep (details: dot, reason: kind, apart, repeat or impossible)",
    "bad_little_killer": "a little killer's cells are not a whole diagonal of two cells or more, its total is "
                         "out of their reach, or a diagonal has two totals (details: little_killer, reason: line, "
                         "sum or twice, min and max)",
    "bad_arrow": "an arrow without a bulb or a shaft, through a cell twice, whose cells do not follow one another, "
                 "with a pill that is not 2 or 3 cells in reading order (or on a grid above 9), or whose shaft "
                 "never adds up to what its bulb reads (details: arrow, reason: short, repeat, apart, pill or sum)",
    "bad_sandwich": "a sandwich's cells are not one whole row or column, its total is out of reach of the digits "
                    "between the crusts, a line has two totals, or the grid is above 16x16 (details: sandwich, "
                    "reason: line, sum, twice or size, min and max)",
    "rule_broken": "the givens break a variant rule (details: rule: anti-knight, anti-king, even, odd, "
                   "non-consecutive, cage-sum, thermo, dot, little-killer, arrow or sandwich; size: the grid's side)",
    "unknown_constraint": "a variant names a constraint (rule, house or mark) that is not supported",
}


class SudokuError(ValueError):
    """Bad input, explained: ``code`` (see :data:`ERROR_CODES`), ``message``, ``cells``.

    ``cells`` holds 0-based cell indexes (row-major) when the problem is tied to
    cells, so a user interface can highlight them; ``position`` is the 0-based
    offset in the input text for parse errors, when known. ``details`` holds the
    parts of the message, so a user interface can say it in another language:
    ``found`` and ``expected`` (cell counts) for ``wrong_cell_count``; ``char``,
    and ``row`` and ``column`` (1-based) when the cell is known, for ``unknown_symbol`` (with,
    for a character of the text, ``line`` and ``text_column``, and the grid's ``symbols`` and
    ``empty_marks`` its sentence names; a number out of range: ``min`` and ``max``).
    """

    def __init__(self, code: str, message: str, cells=(), position: int | None = None, details=None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.cells = tuple(cells)
        self.position = position
        self.details = dict(details or {})

    def __reduce__(self):
        """Pickle and copy with every field (the default would call ``SudokuError(message)``
        and fail): an error raised in a worker process or on a Dask worker reaches the caller
        as itself. Attributes added later (e.g. ``__notes__``) travel as the state."""
        return (type(self), (self.code, self.message, self.cells, self.position, self.details), self.__dict__)

    def to_dict(self) -> dict:
        """A JSON-ready form, as the CLI prints it."""
        return {"code": self.code, "message": self.message, "cells": list(self.cells), "details": self.details}
