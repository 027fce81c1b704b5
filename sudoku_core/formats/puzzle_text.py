"""Reading puzzles in every format people paste, and writing them back.

Accepted (``fmt="auto"`` guesses; each can be asked for by name):

* ``line``: one-line strings such as ``4.....8.5.3...``; empty cells are any of
  ``. 0 - _ *``.
* ``grid``: pretty-printed grids; whitespace and the separators ``|`` ``+``
  are ignored, and lines made only of ``-+=|`` (box borders) are skipped.
* ``luogu``: Luogu P1784 style, rows of space-separated numbers, ``0`` empty;
  numbers may have two digits (``16``) for the larger grids.
* ``leetcode``: LeetCode 37's ``board``, a JSON array of arrays of
  one-character strings, ``"."`` empty.

Text is first made plain (:mod:`.plain_text`): Unicode spaces are spaces,
zero-width and bidi marks are dropped, full-width ``３`` is ``3``.

``line``, ``grid`` and one-digit ``luogu`` text all reduce to "the cell
characters in reading order", so they share one reader. The grid size comes
from the number of cells (16, 81, 256 or 625) unless ``size`` is given.
"""

import json
import re

from ..checks import require_puzzle
from ..errors import SudokuError
from ..geometry import BOX_SIDE, SIZE_BY_CELLS
from ..puzzle import DEFAULT_SYMBOLS, HEX_SYMBOLS, Puzzle
from ..values import a_size, counted, is_ascii, is_printable, quoted, split_runs
from .plain_text import plain_text
from .borders import BORDER_CORNERS, is_dash_line, is_hard_border  # noqa: F401 (read here, and by importers of this module)

FORMATS = ("auto", "line", "grid", "luogu", "leetcode")
OUTPUT_FORMATS = ("line", "grid", "luogu", "leetcode")

#: Characters that stand for an empty cell (``0`` only where it is not a digit).
EMPTY_MARKS = ".0-_*"
_SKIPPED = set(" \t\r\n\f\v|+,;")   # commas and semicolons part cells too ("5,3,0,...")
_ALL_SYMBOLS = set(DEFAULT_SYMBOLS[25] + HEX_SYMBOLS + EMPTY_MARKS)
#: JSON boards: a 25x25 board pretty-printed with generous indentation fits; deeper
#: nesting than a board's is refused before json.loads (which recurses).
MAX_JSON_CHARS = 200_000
MAX_JSON_DEPTH = 20
#: What :func:`json_nesting` reads: an escape (two characters), a quote, a bracket.
#: (:func:`is_sdk_section`) A section header of SadMan Sudoku's ``.sdk`` files (``[Puzzle]``, the grid follows it), alone on
#: its line: never a JSON board (JSON has no bare words).
_SDK_SECTION = re.compile(r"^\[[A-Za-z][A-Za-z _-]*\]$")


def is_sdk_section(stripped: str) -> bool:
    """Whether a stripped line is a ``.sdk`` section header (``[Puzzle]``)."""
    return len(stripped) <= 32 and _SDK_SECTION.match(stripped) is not None


def sdk_blanked(text: str) -> str:
    """A ``.sdk`` file's text (``#A author`` lines, then ``[Puzzle]`` and the grid) with its header
    and ``#`` lines blank, so the grid is read and errors keep the file's line numbers; any other
    text as it is. (``[Puzzle]`` was read as a broken JSON board: "Not a valid JSON board".)"""
    lines = text.split("\n")
    if not any(is_sdk_section(line.strip()) for line in lines):
        return text
    return "\n".join("" if is_sdk_section(line.strip()) or line.lstrip().startswith("#") else line
                     for line in lines)


_JSON_TOKENS = re.compile(r'\\.|["\[\]{}]')


def json_error_words(error: Exception) -> str:
    """What ``json.loads`` said was wrong, in words for the person who wrote the text: CPython's
    refusal of a number of more than 4,300 digits ("Exceeds the limit (4300 digits) for integer
    string conversion ... use sys.set_int_max_str_digits() to increase the limit") told them to
    call a Python function; it is said as the long number it is."""
    said = str(error)
    if "integer string conversion" in said:
        digits = said.split("value has ", 1)[1].split(" ", 1)[0] if "value has " in said else ""
        count = f"{int(digits):,} " if digits.isdigit() else ""
        return f"it holds a number of {count}digits, more than a puzzle's numbers ever have"
    return getattr(error, "msg", said)


def json_nesting(text: str) -> int:
    """How deep the brackets of a JSON text nest, those inside strings not counted: read before
    ``json.loads``, which recurses, so that a deep nesting is refused in words everywhere (CPython
    raises RecursionError, MicroPython RuntimeError, and Pyodide's stack can run out first: a
    fatal error of the whole interpreter)."""
    if not hasattr(_JSON_TOKENS, "findall"):   # MicroPython's re has no findall (and recurses on long matches)
        return json_depth(text)[3]
    depth = deepest = 0
    quoted = False
    for token in _JSON_TOKENS.findall(text):   # (the brackets, quotes and escapes alone: fast in CPython)
        if token == '"':
            quoted = not quoted
        elif quoted or len(token) > 1:
            continue
        elif token in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        else:
            depth -= 1
    return deepest


def json_depth(text: str, depth: int = 0, in_string: bool = False, escaped: bool = False):
    """``(depth, in_string, escaped, deepest)``: the bracket depth after ``text``, counting only
    brackets outside JSON strings, from the state given (a JSON text read a line at a time: the
    command line's reader), the string state at its end, and the deepest depth reached."""
    deepest = depth
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        elif ch in "]}":
            depth -= 1
    return depth, in_string, escaped, deepest


def check_size(size) -> None:
    """``size`` must be None or a supported side (4, 9, 16, 25), as a whole number."""
    if size is None:
        return
    if type(size) is not int:
        raise SudokuError("bad_argument", f"The grid size must be a whole number (4, 9, 16 or 25), got {size!r:.40}.")
    if size not in BOX_SIDE:
        raise SudokuError("bad_size", f"Grid size {size} is not supported; use 4, 9, 16 or 25.")


def parse(text: str, fmt: str = "auto", size: int | None = None) -> Puzzle:
    """Read one puzzle from ``text``; raise :class:`SudokuError` saying what is wrong."""
    return parse_at(text, fmt, size, 1)


def parse_at(text: str, fmt: str = "auto", size: int | None = None, first_line: int = 1) -> Puzzle:
    """:func:`parse` for text that starts on line ``first_line`` of a file (a puzzle of the CLI's
    input): the lines its errors name are the file's."""
    if not isinstance(text, str):
        raise SudokuError("bad_argument", f"Expected the puzzle as text, got {type(text).__name__}.")
    if not isinstance(fmt, str) or fmt not in FORMATS:
        raise SudokuError("bad_argument", f"Unknown format {fmt!r:.40}; use one of {', '.join(FORMATS)}.")
    check_size(size)
    text = plain_text(text)  # no-break spaces, zero-width and bidi marks, full-width digits
    if fmt != "leetcode" and "[" in text:
        text = sdk_blanked(text)   # a .sdk file's [Puzzle] header and # lines
    stripped = text.strip()
    if not stripped:
        raise SudokuError("empty_input", "No puzzle found: the text is empty.")
    if fmt == "leetcode" or (fmt == "auto" and stripped[0] in "[{"):
        return _parse_board(stripped, size, first_line)
    try:
        numbers = _numbers_text(stripped) if fmt in ("luogu", "auto") else ""
        if fmt == "luogu" or (fmt == "auto" and _has_number_tokens(numbers)):
            return _parse_numbers(numbers, size, first_line)
        fast = _parse_one_line(stripped, size)
        return fast if fast is not None else _parse_characters(text, size, first_line)
    except SudokuError as error:
        if fmt == "auto" and error.code == "wrong_cell_count":
            from .candidates import is_candidates, marks_side, not_a_puzzle   # (on a wrong count only)

            if is_candidates(text):
                raise not_a_puzzle(marks_side(text)) from None
        raise


#: For the fast path: each symbol of the default alphabets and each empty mark,
#: translated to the character whose code is its value (str.translate runs in C).
def _fast_values(symbols: str):
    table = {m: "\0" for m in EMPTY_MARKS}
    table.update({s: chr(i + 1) for i, s in enumerate(symbols)})
    table.update({s.lower(): chr(i + 1) for i, s in enumerate(symbols) if s.isalpha()})
    return str.maketrans(table)


try:
    _FAST_VALUES = {size: _fast_values(symbols) for size, symbols in DEFAULT_SYMBOLS.items()}
except AttributeError:  # MicroPython has no str.translate: every text takes the general path
    _FAST_VALUES = None


def _parse_one_line(text: str, size: int | None) -> Puzzle | None:
    """The common case, a one-line string in the default alphabet, read in C.

    Returns None whenever the slow path must decide (other alphabets, stray
    characters, separators), so every error message comes from one place.
    """
    side = SIZE_BY_CELLS.get(len(text))
    if side is None or (size is not None and side != size) or _FAST_VALUES is None:
        return None
    if side == 16 and "0" in text and "G" not in text.upper():
        return None  # maybe hexadoku: let the slow path look at the alphabet
    values = text.translate(_FAST_VALUES[side])
    if min(text) < " " or max(values) > chr(side):
        return None  # a character outside the alphabet: the slow path explains it
    return Puzzle(tuple(values.encode("latin-1")), side)


#: What parts the numbers of Luogu-style rows: spaces, commas and semicolons, and a pretty grid's
#: ``|`` and ``+`` (``12 0 8 9 | 0 6 15 0 | ...``).
_NUMBER_SEPARATORS = ",;|+"


def _numbers_text(text: str) -> str:
    """Luogu-style text as a pretty grid is read: its border lines (``-------``, ``---+---``)
    blank, so they are no cells and the rows keep their line numbers; a row of empty cells
    written with single dashes (``- - - -``) stays. Before, a 16x16 grid of numbers with a
    border or ``|`` between its boxes was read a character a cell (``Found 311 cells``)."""
    if "-" not in text and "=" not in text:
        return text
    return "\n".join("" if is_dash_line(line) and (is_hard_border(line) or "--" in line) else line
                     for line in text.split("\n"))


def _has_number_tokens(text: str) -> bool:
    """True for Luogu-style rows that use two-digit numbers (``10`` .. ``25``)."""
    tokens = [t for t in split_runs(text, _NUMBER_SEPARATORS) if t]
    return (
        len(tokens) > 1
        and all((t.isdigit() and len(t) <= 2) or t in EMPTY_MARKS for t in tokens)  # any script's digits: explained per cell
        and any(len(t) == 2 and is_ascii(t) for t in tokens)
    )


def _rows_of(counts) -> tuple:
    """(width, odd) of a grid written over several lines, from the cells on each line
    (``(line number, cells)``, rows only): the usual width when it is a grid side, and the first
    line whose cells differ from it ((line, cells) or None); (0, None) when that says nothing."""
    counts = [(line, n) for line, n in counts if n]
    widths = [n for _, n in counts]
    if len(widths) < 2:
        return 0, None
    width = max(set(widths), key=lambda w: (widths.count(w), w))
    if width not in SIZE_BY_CELLS.values():
        return 0, None
    return width, next(((line, n) for line, n in counts if n != width), None)


def _expected_size(count: int, size: int | None, line_counts=None) -> int:
    """The grid side for ``count`` cells, or a ``wrong_cell_count`` error; ``line_counts``: a
    function giving the cells on each line, for :func:`_rows_of`, called only when the count is
    wrong (a grid of rows of 9 is said to be short of a 9x9, not of the nearest size by count, and
    a row with a cell too many or too few is named)."""
    wrong = size is None and count not in SIZE_BY_CELLS
    width, odd = _rows_of(line_counts()) if wrong and line_counts is not None else (0, None)
    if width:
        note = f" (line {odd[0]} holds {odd[1]}, the others {width})" if odd else f" ({count // width} rows of {width})"
        details = {"found": count, "expected": width * width, "width": width}
        if odd:   # (its parts, so the note can be said in another language: "line 3 holds 8, the others 9")
            details.update(line=odd[0], holds=odd[1])
        else:
            details["rows"] = count // width
        raise SudokuError("wrong_cell_count", f"Found {counted(count, 'cell')}; {a_size(width)} puzzle has {width * width}{note}.",
                          details=details)
    if size is not None:
        if count != size * size:
            raise SudokuError(
                "wrong_cell_count",
                f"Found {counted(count, 'cell')}; {a_size(size)} puzzle has {size * size}.",
                details={"found": count, "expected": size * size},
            )
        return size
    if count in SIZE_BY_CELLS:
        return SIZE_BY_CELLS[count]
    message, nearest = nearest_count_message(count)
    raise SudokuError("wrong_cell_count", message, details={"found": count, "expected": nearest,
                                                            "supported": sorted(SIZE_BY_CELLS)})


def nearest_count_message(count: int):
    """(message, nearest count) of a count of cells that fits no classic grid, said against the
    nearest one (81 on a tie): the CLI says it again against every side it reads when this is the
    message it met (not one naming a row or a board's rows)."""
    nearest = min(SIZE_BY_CELLS, key=lambda n: (abs(n - count), n != 81))
    side = SIZE_BY_CELLS[nearest]
    return f"Found {counted(count, 'cell')}; {a_size(side)} puzzle has {nearest} (supported: 16, 81, 256 or 625 cells).", nearest


#: The sides of the plain grids the variant readers take (``variants.formats.other_sides``).
VARIANT_SIDES = (6, 8, 10, 12, 14, 15)


def every_side_count_error(error):
    """The classic parser's "Found 37 cells; a 4x4 puzzle has 16 (supported: 16, 81, 256 or 625
    cells)" said again against every side the variant readers take too (4x4 to 16x16 and 25x25:
    "a 6x6 puzzle has 36"), for the readers of both (the commands, ``read_variant``); None for
    any other error (one naming a row or a board's rows is said as it is)."""
    details = getattr(error, "details", {}) or {}
    if error.code != "wrong_cell_count" or type(details.get("found")) is not int \
            or error.message != nearest_count_message(details["found"])[0]:
        return None
    sides = sorted(set(BOX_SIDE) | set(VARIANT_SIDES))
    found = details["found"]
    side = min(sides, key=lambda s: (abs(s * s - found), s != 9))
    return SudokuError("wrong_cell_count", f"Found {counted(found, 'cell')}; {a_size(side)} puzzle has {side * side} "
                       f"(supported: {', '.join(str(s * s) for s in sides[:-1])} or {sides[-1] ** 2} cells).",
                       cells=error.cells, details={"found": found, "expected": side * side,
                                                   "supported": [s * s for s in sides]})


def grid_symbols(size: int, chars) -> str:
    """The alphabet of a grid: for 16x16, hexadoku's ``0-F`` when ``0`` is used
    as a digit: the text has ``0`` but no ``G``, and another empty mark or no
    empty cell at all (a solved hexadoku: each of ``0-F`` sixteen times). ``chars``: the grid's
    characters (the variant readers ask the same of their rows and givens)."""
    if size == 16:
        upper = [str(c).upper() for c in chars]
        kinds = set(upper)
        if "0" in kinds and "G" not in kinds:
            if kinds & set(".-_*") or (kinds == set(HEX_SYMBOLS) and upper.count("0") == 16):
                return HEX_SYMBOLS
    return DEFAULT_SYMBOLS[25][:size]   # (every side's usual alphabet: the variants' 6x6, 12x12... too)


def _value_of(char: str, symbols: str) -> int:
    """0 for an empty mark, 1..size for a symbol, -1 for anything else."""
    if not is_ascii(char):
        return -1  # "ı".upper() is "I": only ASCII letters and digits are symbols
    index = symbols.find(char.upper())
    if index >= 0:
        return index + 1
    return 0 if char in EMPTY_MARKS else -1


def _unknown(char: str, text: str, position: int, size: int | None, cell: int | None, symbols: str,
             first_line: int = 1):
    line = text.count("\n", 0, position) + first_line
    column = position - (text.rfind("\n", 0, position) + 1) + 1
    where = f"line {line}, column {column} of the text"
    shown = quoted(char) if is_printable(char) else f"U+{ord(char):04X}"
    empty_marks = "".join(m for m in EMPTY_MARKS if m not in symbols)
    # (every part the sentence names, so the page can say all of it in another language: the place
    # in the text, and the grid's own digits and empty marks, not 9x9's)
    details = {"char": char if is_printable(char) else shown, "line": line, "text_column": column,
               "symbols": symbols, "empty_marks": empty_marks}
    if size is not None and cell is not None:
        where = f"row {cell // size + 1}, column {cell % size + 1} ({where})"
        details.update(row=cell // size + 1, column=cell % size + 1)
    digits = f"{symbols[0]}-{symbols[-1]}"
    empties = " ".join(empty_marks)
    return SudokuError(
        "unknown_symbol",
        f"Unexpected character {shown} at {where}; use {digits} for digits and {empties} for empty cells.",
        cells=(cell,) if cell is not None and size is not None else (),
        position=position,
        details=details,
    )


def _border_lines(lines) -> set:
    """Indexes of the lines of a multi-line grid that are borders, not rows.

    A dash line with ``+`` or ``=`` is always a border. Other dash lines
    (``- - - | - - -``, ``---------``) are rows of empty cells written with
    ``-`` when they are as wide as the grid's other rows and taking them as
    rows gives a supported number of cells; otherwise they are borders
    (``---------------------``, ``- - - -`` inside a 9x9 grid). One line alone
    is never a border: 81 dashes are 81 empty cells.
    """
    kept = [i for i, line in enumerate(lines) if line.strip()]
    if len(kept) < 2:
        return set()
    hard, soft, counts = set(), {}, []
    for i in kept:
        line = lines[i]
        if is_dash_line(line):
            if is_hard_border(line):
                hard.add(i)
            else:
                soft[i] = line.count("-")
        else:
            counts.append(sum(1 for ch in line if ch not in _SKIPPED))
    if not soft:
        return hard
    widths = counts or list(soft.values())
    width = max(set(widths), key=lambda w: (widths.count(w), w))
    rows = {i for i, n in soft.items() if n == width}
    total = sum(counts)
    if total + width * len(rows) in SIZE_BY_CELLS or total not in SIZE_BY_CELLS:
        return hard | (set(soft) - rows)
    return hard | set(soft)


def _parse_characters(text: str, size: int | None, first_line: int = 1) -> Puzzle:
    """``line``, ``grid`` and one-digit ``luogu`` text: every kept character is a cell."""
    chars, positions, counts = [], [], []
    offset = 0
    lines = text.splitlines(keepends=True)
    borders = _border_lines(lines)
    for index, line in enumerate(lines):
        if index not in borders:
            before = len(chars)
            for i, ch in enumerate(line):
                if ch not in _SKIPPED:
                    chars.append(ch)
                    positions.append(offset + i)
            counts.append((index + first_line, len(chars) - before))
        offset += len(line)
    if not chars:
        raise SudokuError("empty_input", "No puzzle found: the text holds only separators.")
    try:
        side = _expected_size(len(chars), size, lambda: counts)
    except SudokuError:
        # A stray character explains a wrong count better than the count does.
        for ch, pos in zip(chars, positions):
            if ch.upper() not in _ALL_SYMBOLS:
                raise _unknown(ch, text, pos, None, None, DEFAULT_SYMBOLS[9], first_line) from None
        raise
    symbols = grid_symbols(side, chars)
    values = []
    for cell, (ch, pos) in enumerate(zip(chars, positions)):
        value = _value_of(ch, symbols)
        if value < 0:
            raise _unknown(ch, text, pos, side, cell, symbols, first_line)
        values.append(value)
    return Puzzle(tuple(values), side, symbols)


def _parse_numbers(text: str, size: int | None, first_line: int = 1) -> Puzzle:
    """Luogu style: whitespace- or comma-separated numbers, 0 (or another empty mark) for empty."""
    tokens = [t for t in split_runs(text, _NUMBER_SEPARATORS) if t]
    side = _expected_size(len(tokens), size, lambda: [(number, len([t for t in split_runs(line, _NUMBER_SEPARATORS) if t]))
                                                      for number, line in enumerate(text.splitlines(), first_line)])
    values = []
    for cell, token in enumerate(tokens):
        if len(token) == 1 and token in EMPTY_MARKS:
            values.append(0)
            continue
        if not (is_ascii(token) and token.isdigit() and len(token) <= 2) or int(token) > side:
            row, col = cell // side + 1, cell % side + 1
            shown = token if len(token) <= 12 else token[:10] + "..."
            raise SudokuError(
                "unknown_symbol",
                f"Row {row}, column {col} holds {quoted(shown)}; expected a number from 0 (empty) to {side}.",
                cells=(cell,),
                details={"char": shown, "row": row, "column": col, "min": 0, "max": side},
            )
        values.append(int(token))
    return Puzzle(tuple(values), side)


def _parse_board(text: str, size: int | None, first_line: int = 1) -> Puzzle:
    """LeetCode 37: a JSON array of rows of one-character strings ("." empty)."""
    if len(text) > MAX_JSON_CHARS:
        raise SudokuError("bad_format", f"Not a valid JSON board: {len(text):,} characters is far longer than any board.",
                          details={"rule": "json_board_too_long", "length": len(text)})
    deepest = json_nesting(text)
    if deepest > MAX_JSON_DEPTH:
        raise SudokuError("bad_format", f"Not a valid JSON board: brackets nested {deepest} deep; a board is 2 deep.",
                          details={"rule": "json_board_deep", "depth": deepest})
    try:
        board = json.loads(text)
    except RuntimeError:  # RecursionError (MicroPython has only RuntimeError)
        raise SudokuError("bad_format", "Not a valid JSON board: nested too deeply.",
                          details={"rule": "json_board_nested"}) from None
    except ValueError as exc:
        line, col = getattr(exc, "lineno", None), getattr(exc, "colno", "?")
        line = "?" if line is None else line + first_line - 1
        msg = json_error_words(exc)
        if msg.endswith(" at"):   # (CPython's "Invalid control character at": its place follows)
            msg = msg[:-3]
        known = type(line) is int and type(col) is int   # (CPython's JSONDecodeError; MicroPython's has no place)
        details = {"rule": "json_board_at", "line": line, "column": col} if known else {"rule": "json_board_malformed"}
        place = f" at line {line}, column {col}" if known else ""   # (MicroPython's error names no place: no "line ?")
        raise SudokuError("bad_format", f"Not a valid JSON board: {msg}{place}.", details=details) from None
    if not isinstance(board, list) or not all(isinstance(row, list) for row in board):
        raise SudokuError("bad_format", "A LeetCode board is a JSON array of rows, each an array of cells.",
                          details={"rule": "json_board_rows"})
    side = len(board)
    if side not in BOX_SIDE or (size is not None and side != size):
        expected = size or 9
        found = sum(len(row) for row in board)
        if size is not None:
            said = f"{a_size(size)} board has {size}"
        elif side in VARIANT_SIDES and all(len(row) == side for row in board):
            said = (f"parse() reads 4x4, 9x9, 16x16 and 25x25 boards; {a_size(side)} one is read as a variant "
                    "(read_variant, the command line and the page take it)")
        elif side in VARIANT_SIDES and 2 * sum(len(row) == side for row in board) > side:
            # (most rows as long as the board is high: the row that is not is said, as for 9x9; eight
            # rows of 9 are a 9x9 board a row short)
            r = next(r for r, row in enumerate(board) if len(row) != side)
            raise SudokuError(
                "wrong_cell_count", f"Row {r + 1} has {len(board[r])} cells; every row of this board needs {side}.",
                details={"found": found, "expected": side * side, "row": r + 1, "holds": len(board[r]), "width": side},
            )
        else:
            said = "a board has 4, 9, 16 or 25 rows (or 6, 8, 10, 12, 14 or 15: mini Sudoku and its cousins), each of as many cells"
        raise SudokuError("wrong_cell_count", f"Found {side} rows; {said}.",
                          details={"found": found, "expected": expected * expected, "board_rows": side})
    flat = []
    for r, row in enumerate(board):
        if len(row) != side:
            raise SudokuError(
                "wrong_cell_count", f"Row {r + 1} has {len(row)} cells; every row of this board needs {side}.",
                details={"found": sum(len(x) for x in board), "expected": side * side, "row": r + 1,
                         "holds": len(row), "width": side},
            )
        flat.extend(row)
    symbols = grid_symbols(side, [str(v) for v in flat])
    values = []
    for cell, item in enumerate(flat):
        char = str(item) if isinstance(item, (str, int)) and not isinstance(item, bool) else None
        value = _value_of(char, symbols) if char is not None and len(char) == 1 else -1
        if isinstance(item, int) and not isinstance(item, bool) and 0 <= item <= side:
            value = item  # boards of numbers, as some pages print them
        if value < 0:
            row, col = cell // side + 1, cell % side + 1
            shown = json.dumps(item)
            shown = shown if len(shown) <= 24 else shown[:20] + "..."
            raise SudokuError(
                "unknown_symbol",
                f"Row {row}, column {col} holds {shown}; expected one of "
                f'"{symbols[0]}".."{symbols[-1]}" or "." for empty.',
                cells=(cell,),
                details={"char": item if isinstance(item, str) and len(item) <= 24 else shown, "row": row, "column": col,
                         "symbols": symbols, "empty_marks": "."},
            )
        values.append(value)
    return Puzzle(tuple(values), side, symbols)


def format_puzzle(puzzle: Puzzle, fmt: str = "line", empty: str | None = None) -> str:
    """Write a puzzle (or solution) in one of :data:`OUTPUT_FORMATS`.

    ``empty`` overrides the mark for empty cells (``.`` by default, ``0`` for
    Luogu, which uses numbers): one of :data:`EMPTY_MARKS`, so the text reads back.
    """
    require_puzzle(puzzle)
    if not isinstance(fmt, str) or fmt not in OUTPUT_FORMATS:
        raise SudokuError("bad_argument", f"Unknown output format {fmt!r:.40}; use one of {', '.join(OUTPUT_FORMATS)}.")
    if empty is not None and not (isinstance(empty, str) and len(empty) <= 1):
        raise SudokuError("bad_argument", f"The empty-cell mark must be one character, got {empty!r:.20}.")
    if empty and empty not in EMPTY_MARKS:  # anything else would not read back
        raise SudokuError("bad_argument", f"The empty-cell mark must be one of {' '.join(EMPTY_MARKS)} "
                          f"(the marks parse() reads back), got {empty!r:.20}.")
    if empty and fmt != "luogu" and empty in puzzle.symbols:
        raise SudokuError("bad_argument", f"{quoted(empty)} is a digit of this puzzle's alphabet; choose another empty-cell mark.")
    size, box, cells = puzzle.size, puzzle.box, puzzle.cells
    rows = [cells[r * size:(r + 1) * size] for r in range(size)]
    if fmt == "line":
        return "".join(puzzle.symbol(v, empty or ".") for v in cells)
    if fmt == "luogu":
        return "\n".join(" ".join(str(v) if v else (empty or "0") for v in row) for row in rows)
    if fmt == "leetcode":
        board = [[puzzle.symbol(v, empty or ".") for v in row] for row in rows]
        return json.dumps(board, separators=(",", ":"))
    # grid: boxes separated by "|" and border lines, as in Norvig's essay.
    lines = []
    for r, row in enumerate(rows):
        if r and r % box == 0:
            lines.append("-+-".join("-" * (2 * box - 1) for _ in range(box)))
        groups = (" ".join(puzzle.symbol(v, empty or ".") for v in row[i:i + box]) for i in range(0, size, box))
        lines.append(" | ".join(groups))
    return "\n".join(lines)
