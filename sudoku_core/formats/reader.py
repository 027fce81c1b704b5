"""Splitting a stream of text into puzzles, one at a time (for the CLI).

Files hold one puzzle per line, or multi-line grids (Luogu's 9 rows of 9
numbers, pretty-printed grids, a LeetCode board over several lines). The rules
need at most one line of look-ahead, so reading streams in constant memory:

* a line holding a whole puzzle (81, 256 or 625 cells) is one;
* 16 cells are a whole 4x4 puzzle when written without separators
  (``1.3..4..........``, as 4x4 files list them) and the first row of a 16x16
  grid when written with separators (``0 0 3 ...`` or ``. . 3 . | ...``),
  unless the next line cannot continue such a grid (then it is a 4x4 puzzle);
* a line of 4, 9, 16 or 25 cells starts a grid of that width: following lines
  are added until width x width cells are read (6, 8, 10, 12, 14 or 15 digits or empty
  marks too, when no size is given and the next line is as wide: such grids are read as
  variants with their usual boxes); a grid ends after as many rows as it is wide, even with a
  row short, so the next grid is read as written; a line within half a row of the width of the
  row below it, written as that row is, starts that grid (a first row a cell short or long);
  any other line is a puzzle on its own (so a mistyped one-line puzzle is reported, and does not swallow the
  lines after it);
* border lines are kept along in a grid and skipped outside one. A *dash
  line* (only ``- = + |`` and spaces) is a border unless it is a row of empty
  cells written with ``-``: no ``+`` or ``=``, no two ``-`` side by side, and
  exactly as many ``-`` as the grid is wide (outside a grid, 4, 9, 16 or 25
  of them start one, as ``format_puzzle(p, "grid", empty="-")`` writes an
  empty first row);
  :func:`sudoku_core.parse` applies the same rule;
* a line starting with ``[`` starts a JSON board, read until its brackets
  close (brackets inside JSON strings do not count); a line starting with
  ``{`` starts a JSON document (an f-puzzles variant puzzle), read the same way
  within larger bounds (:data:`MAX_OBJECT_LINES`, :data:`MAX_OBJECT_CHARS`);
* a line starting with ``variant:`` starts a variant puzzle in our text form,
  read up to the next blank line (at most :data:`MAX_VARIANT_LINES` lines);
* blank lines end a grid early, except between its bands: after a whole band (3 rows of a
  9x9 grid, 4 of a 16x16; 2 of a 6x6 in boxes of 2x3), blank lines followed by a row as wide
  are the gap many sites print between bands, and the grid goes on (:func:`_band_gap`); lines
  starting with ``#`` are comments (inside a grid an empty line, so the lines after it keep
  their numbers in errors).

Nothing is read without bound: a grid stops after :data:`MAX_GRID_LINES` lines,
a JSON board after :data:`MAX_JSON_LINES` lines or :data:`MAX_JSON_CHARS`
characters, and :func:`bounded_lines` cuts every line at :data:`MAX_LINE`
characters (a line starting with ``{``, a JSON document on one line, at
:data:`MAX_OBJECT_CHARS`, as over several lines). A chunk cut short that way is yielded as a :class:`BadChunk`
carrying its error, so the CLI reports it and goes on with the next puzzle.
Whatever else a chunk holds, :func:`parse_chunk` (that is, ``parse()``)
decides whether it is a puzzle, so a malformed chunk is a clear error for that
puzzle only.
"""

from __future__ import annotations

import re

from ..errors import SudokuError
from ..values import split_runs
from .candidates import has_two, marks_row
from .plain_text import plain_text
from .puzzle_text import EMPTY_MARKS, VARIANT_SIDES, is_dash_line, is_hard_border, is_sdk_section, json_depth, parse_at

_SEPARATORS = re.compile(r"[\s|+,;]")   # as puzzle_text._SKIPPED
_NUMBERS = re.compile(r"^[\s|+]*(\d{1,2}|[.\-_*])([\s,;|+]+(\d{1,2}|[.\-_*]))+[\s|+]*$", re.ASCII)
_NUMBER_WORD = re.compile(r"^(\d{1,2}|[.\-_*])$", re.ASCII)
_FOUR_BY_FOUR = set("1234" + EMPTY_MARKS)
_ROW_WIDTHS = (4, 9, 16, 25)
#: Widths of the grids read as variants with the usual boxes (6x6 ... 15x15: the variant readers'
#: ``other_sides.OTHER_SIDES``): such a row starts a grid too when no ``size`` is given.
_OTHER_WIDTHS = VARIANT_SIDES
_OTHER_SYMBOLS = set("123456789ABCDEF" + EMPTY_MARKS)
#: What a row of each classic width is written with (Luogu's numbers are digits too).
_ROW_SYMBOLS = {4: set("01234" + EMPTY_MARKS), 9: set("0123456789" + EMPTY_MARKS),
                16: set("0123456789ABCDEFG" + EMPTY_MARKS), 25: set("0123456789ABCDEFGHIJKLMNOP" + EMPTY_MARKS)}

#: No puzzle line is longer than this (625 cells with separators is a few KB).
MAX_LINE = 1 << 16
#: A grid ends after this many lines: 25 rows and their borders, with room to spare.
MAX_GRID_LINES = 60
#: A JSON board ends after this many lines or characters (a pretty 25x25 board is ~6,000).
MAX_JSON_LINES = 700
MAX_JSON_CHARS = 1 << 16
#: A JSON document (an f-puzzles puzzle, pretty-printed 16x16 with every field) ends within these.
MAX_OBJECT_LINES = 20_000
MAX_OBJECT_CHARS = 1 << 20
#: A ``variant:`` text ends at a blank line or after this many lines (a 25x25 grid and its cages).
MAX_VARIANT_LINES = 2_000
_VARIANT_TEXT = re.compile(r"^variant\s*:", re.IGNORECASE)
#: An ISS string that declares its grid's shape and nothing to solve (no cell named: no given, cage
#: or region), ``.Shape~16x16`` or ``.Shape~16x16.Diagonal~1``: the first line of one written over
#: several lines, as ISS's collections write 16x16 puzzles (:func:`_read_iss_lines`).
_ISS_SHAPE_ALONE = re.compile(r"^\.Shape~(?!.*~R[0-9a-z]+C[0-9a-z])", re.IGNORECASE)


class BadChunk(str):
    """A chunk known to be bad before parsing (a line or a board cut short);
    ``error`` says why. It is a ``str`` (its text, cut), so callers that only
    print chunks keep working."""

    error: SudokuError

    def __new__(cls, text: str, error: SudokuError):
        chunk = super().__new__(cls, text)
        chunk.error = error
        return chunk


class OverlongLine(str):
    """A line cut at ``limit`` characters; ``length`` is its real length."""

    length: int
    limit: int

    def __new__(cls, text: str, length: int, limit: int = MAX_LINE):
        line = super().__new__(cls, text)
        line.length, line.limit = length, limit
        return line


def bounded_lines(stream, limit: int | None = None):
    """Lines of a text stream, each cut to ``limit`` characters (constant memory
    on any input, even one with no line breaks). A cut line comes as an
    :class:`OverlongLine` that knows its real length. Each line is made plain
    (:func:`~.plain_text.plain_text`: byte-order marks, zero-width and bidi
    marks dropped, Unicode spaces and full-width forms read), so the rules
    below count the cells people see; a line holding U+2028, U+2029 or U+0085, which end a line
    in pasted text, comes as the lines they end (as ``parse`` reads them: the same line numbers)."""
    limit = limit or MAX_LINE
    while True:
        line = stream.readline(limit)
        if not line:
            return
        if len(line) < limit or line.endswith("\n"):
            line = plain_text(line)  # so a zero-width mark or a full-width digit is no extra cell
            if "\n" in line[:-1]:     # (a line separator read as the line end it is)
                pieces = line.split("\n")
                last = pieces.pop()
                for piece in pieces:
                    yield piece + "\n"
                if last:
                    yield last
                continue
        elif line.lstrip().lstrip("\ufeff").lstrip().startswith("{"):   # (after a byte-order mark too)
            line = _whole_object_line(stream, line, limit)   # a JSON document on one line: up to its cap
        else:
            line = _skip_rest(stream, line, limit, limit)
        yield line


def _whole_object_line(stream, line: str, limit: int):
    """A long line starting with ``{`` read on up to :data:`MAX_OBJECT_CHARS` (a one-line f-puzzles
    document may be as long as one written over many lines), or an :class:`OverlongLine` past it."""
    parts, length = [line], len(line)
    while True:
        rest = stream.readline(limit)
        parts.append(rest)
        length += len(rest)
        ended = not rest or rest.endswith("\n")
        if ended and length - rest.endswith("\n") <= MAX_OBJECT_CHARS:
            return plain_text("".join(parts))
        if ended:
            return OverlongLine(line, length - rest.endswith("\n"), MAX_OBJECT_CHARS)
        if length > MAX_OBJECT_CHARS:
            return _skip_rest(stream, line, limit, MAX_OBJECT_CHARS, length)


def _skip_rest(stream, line: str, limit: int, cap: int, length: int = 0):
    """The rest of an overlong line measured and skipped, chunk by chunk (constant memory): an
    :class:`OverlongLine`; or the line itself when it ends right there (exactly ``cap``
    characters: "up to" the cap is inclusive)."""
    length = length or len(line)
    rest = ""
    while True:
        rest = stream.readline(limit)
        length += len(rest)
        if not rest or rest.endswith("\n"):
            break
    length -= rest.endswith("\n")
    if length <= cap and length == len(line):
        return plain_text(line + rest)
    return OverlongLine(line, length, cap)


def parse_chunk(text: str, fmt: str = "auto", size: int | None = None, first_line: int = 1):
    """``parse()`` for a chunk of :func:`split_puzzles`: a :class:`BadChunk`
    raises its own error; ``first_line``: the line the chunk starts on, so its errors name the
    input's lines (``parse_at``)."""
    if isinstance(text, BadChunk):
        raise text.error
    return parse_at(text, fmt, size, first_line)


def is_dash_row(line: str, width: int) -> bool:
    """Whether a dash line is a row of ``width`` empty cells written with ``-``."""
    stripped = line.strip()
    return not is_hard_border(stripped) and "--" not in stripped and stripped.count("-") == width


def cells_in_line(line: str, width: int = 0) -> int:
    """How many cells a line holds: numbers for Luogu rows, else characters.

    Dash lines count 0 (a border) unless they are a row of ``width`` empty cells.
    """
    if is_dash_line(line):
        return width if width and is_dash_row(line, width) else 0
    if _NUMBERS.match(line):   # (numbers apart, with a pretty grid's | and + too: 12 0 8 9 | 0 6 15 0 | ...)
        numbers = [t for t in split_runs(line.strip(), ",;|+") if t]
        if any(len(t) == 2 for t in numbers):
            return len(numbers)
    elif _has_separators(line):
        # A row of numbers with one stray word (12 0 8 x ...): its cells are its words, so the grid's
        # rows stay one grid (parse names the word); read a character a cell, it was a puzzle of its own.
        words = [t for t in split_runs(line.strip(), ",;|+") if t]
        numbers = [t for t in words if _NUMBER_WORD.match(t)]
        if len(words) - len(numbers) == 1 and any(len(t) == 2 for t in numbers):
            return len(words)
    return len(_SEPARATORS.sub("", line))


def _has_separators(line: str) -> bool:
    """Whether the cells of a line are written apart (``1 2 3`` or ``1 2 | 3``)."""
    return bool(_SEPARATORS.search(line.strip()))


def _json_depth(text: str, depth: int, in_string: bool, escaped: bool):
    """Bracket depth after ``text`` (a line of a JSON text read so far), counting only brackets
    outside JSON strings, and the string state at its end (:func:`~.puzzle_text.json_depth`)."""
    return json_depth(text, depth, in_string, escaped)[:3]


def _overlong(number: int, line: OverlongLine) -> BadChunk:
    return BadChunk(line[:80], SudokuError(
        "bad_format",
        f"Line {number} is longer than {line.limit:,} characters ({line.length:,}); no puzzle is that long.",
        details={"line": number, "length": line.length, "limit": line.limit, "rule": "line_too_long"},
    ))


def _unclosed(start: int, chunk: list, max_lines: int = MAX_JSON_LINES, max_chars: int = MAX_JSON_CHARS,
              before: int = 0) -> BadChunk:
    """The JSON board (or document) starting on line ``start`` is not closed within the caps, or
    (``before``) before the line where another puzzle starts."""
    text = "".join(chunk)
    what = "document" if text.lstrip().startswith("{") else "board"
    if before:
        until, details = f"before line {before}, where another puzzle starts", {"line": start, "next": before,
                                                                                "rule": "json_unclosed_before"}
    else:
        until, details = f"within {max_lines:,} lines or {max_chars:,} characters", {
            "line": start, "rule": "json_unclosed", "lines": max_lines, "chars": max_chars}
    details["kind"] = what
    return BadChunk(text[:200], SudokuError(
        "bad_format", f"The JSON {what} starting on line {start} is not closed {until}.", details=details))


class _Lines:
    """An iterator of numbered lines with one line of look-ahead."""

    _NOTHING = object()

    def __init__(self, lines):
        self._it = enumerate(lines, 1)
        self._ahead = self._NOTHING

    def __iter__(self):
        return self

    def __next__(self):
        if self._ahead is not self._NOTHING:
            item, self._ahead = self._ahead, self._NOTHING
            if item is None:
                raise StopIteration
            return item
        return next(self._it)

    def peek(self):
        """The next ``(number, line)`` without taking it, or None at the end."""
        if self._ahead is self._NOTHING:
            self._ahead = next(self._it, None)
        return self._ahead


def _starts_sixteen_grid(line: str, lines: _Lines) -> bool:
    """A 16-cell line of only 1-4 and empty marks: the first row of a 16x16
    grid (written with separators, followed by another 16-cell row) or a whole
    4x4 puzzle."""
    if not _has_separators(line):
        return False
    ahead = lines.peek()
    if ahead is None or isinstance(ahead[1], OverlongLine):
        return False
    return cells_in_line(ahead[1].strip(), 16) == 16


def split_puzzles(lines, size: int | None = None):
    """Yield ``(line_number, text)`` for each puzzle in an iterable of lines.

    ``text`` is a :class:`BadChunk` when the chunk was cut short (see module
    docstring); :func:`parse_chunk` reads any chunk.
    """
    chunk, start, width, read, rows, gap = [], 0, 0, 0, 0, 0
    bands, band_rows, done = [], 0, False
    numbered = _Lines(lines)
    for number, line in numbered:
        if isinstance(line, OverlongLine):
            if chunk:
                yield start, "".join(chunk)
                chunk, read, gap = [], 0, 0
            yield number, _overlong(number, line)
            continue
        stripped = line.strip()
        if not chunk and is_sdk_section(stripped):
            continue   # a .sdk file's [Puzzle] header: its grid follows (read as a JSON board, it was an error)
        if not stripped or stripped.startswith("#"):
            if chunk and (gap or (not stripped and _band_gap(rows, width))):
                gap += 1   # between two bands, perhaps: the next line with something on it says
            elif chunk and not stripped:
                yield start, "".join(chunk)
                chunk, read = [], 0
            elif chunk:
                chunk.append("\n")   # a comment inside a grid: an empty line, so later lines keep their numbers
            continue
        if gap:
            if cells_in_line(stripped, width) == width and not _opens_another(stripped):
                chunk.append("\n" * gap)   # the grid's next band (its lines keep their numbers)
            else:
                yield start, "".join(chunk)   # the grid ended at the blank line: this line is read anew
                chunk, read = [], 0
            gap = 0
        if chunk and _opens_another(stripped):
            yield start, "".join(chunk)   # a grid cut short: said as it is, and the line read anew
            chunk, read = [], 0
        if not chunk and stripped.startswith(("[", "{")):
            yield from _read_json(number, line, numbered, size)
            continue
        if not chunk and _VARIANT_TEXT.match(stripped):
            yield from _read_variant_text(number, line, numbered)
            continue
        if not chunk and _iss_header(stripped):
            yield from _read_iss_lines(number, line, numbered)
            continue
        if not chunk and _iss_line(stripped) and _indented(line) and _indented_iss_next(numbered, _iss_once(stripped)):
            yield from _read_indented_iss(number, line, numbered)
            continue
        if not chunk and _iss_line(stripped):
            yield number, line   # an ISS string: a puzzle of its own line (a short one began a grid)
            continue
        if not chunk and _starts_marks_grid(stripped, numbered):
            yield number, _marks_grid(line, numbered)   # one chunk, said as a pencil-mark grid
            continue
        count = cells_in_line(stripped, width if chunk else 0)
        if chunk and "--" in stripped and abs(count - width) * 2 > width:
            count = 0   # a border with a stray mark (------+-----x): no cells, so the grid's last rows stay in it (parse names the mark)
        if not chunk:
            if count == 0 and is_dash_line(stripped):
                dashes = stripped.count("-")
                if is_dash_row(stripped, dashes) and (dashes in _ROW_WIDTHS or _starts_other_grid(stripped, dashes, size, numbered)):
                    count = stripped.count("-")  # an empty first row written with "-"
                elif len(stripped) == stripped.count("-") and _one_line_puzzle(len(stripped), size):
                    yield number, line   # 81 (256, 625) dashes: an empty puzzle, as parse() reads it
                    continue
                else:
                    continue  # a border line outside any grid
            if _whole_puzzle(stripped, count, size, numbered):
                yield number, line
                continue
            below = _first_row_off(stripped, count, size, numbered) if count not in _ROW_WIDTHS else 0
            if count not in _ROW_WIDTHS and not below and not _starts_other_grid(stripped, count, size, numbered):
                # A line no grid row can be (a mistyped one-line puzzle): on its own,
                # so it cannot swallow the lines after it.
                yield number, line
                continue
            chunk, start, width, read, rows = [line], number, below or count, count, 1
            bands, band_rows, done = [], 1, False
        elif count != width and _one_line_puzzle(count, size):
            # A whole puzzle on one line inside a grid cut short: the grid is said as it is (too few
            # cells; unless it was only border lines), and this line is a puzzle of its own.
            if not all(is_dash_line(kept.strip()) for kept in chunk):
                yield start, "".join(chunk)
            chunk, read = [], 0
            yield number, line
            continue
        else:
            chunk.append(line)
            read += count
            is_row = count > 0 and abs(count - width) * 2 <= width   # (a row, give or take a cell: not a border with a stray mark)
            rows += is_row
            if is_row:
                band_rows += 1
                done = _bands_done(bands, band_rows, width, False)
            elif count == 0 and band_rows:   # a border after a band
                done = _bands_done(bands, band_rows, width, True)
                bands.append(band_rows)
                band_rows = 0
        if read >= width * width or rows >= width or len(chunk) >= MAX_GRID_LINES or done:
            yield start, "".join(chunk)
            chunk, read = [], 0
    if chunk:
        yield start, "".join(chunk)


def _bands_done(bands: list, band_rows: int, width: int, border: bool) -> bool:
    """Whether a grid drawn with borders between its bands has ended a row short: ``bands`` holds
    the rows of each band closed by a border so far, all of the width's usual box height
    (``shapes.DEFAULT_BOX``) or one less, one at least whole, and the last band is under way with
    ``band_rows`` rows. It ends when that band is whole, or at a border (``border``: its bottom
    one) once it holds a row less. Before, a grid with a row missing took the next grid's first
    row as its last, so both were wrong ("more than one solution", then "Found 72 cells"), and
    every grid after them was read a row off when none was short."""
    from ..variants.shapes import DEFAULT_BOX

    height = DEFAULT_BOX.get(width, (0, 0))[0]
    if height < 2 or len(bands) != width // height - 1 or height not in bands:
        return False
    if any(band not in (height - 1, height) for band in bands):
        return False   # (borders under every row, or bands not of the boxes' height: no band structure to go by)
    return band_rows >= height - 1 if border else band_rows == height


def _band_gap(rows: int, width: int) -> bool:
    """Whether a blank line after ``rows`` rows of a grid ``width`` wide may be the gap printed
    between two bands: the rows read so far are whole bands (of the width's usual boxes,
    ``shapes.DEFAULT_BOX``: 3 rows for 9, 2 for 6 and 8, 3 for 12), and some are still to come."""
    from ..variants.shapes import DEFAULT_BOX

    height = DEFAULT_BOX.get(width, (0, 0))[0]
    return height > 1 and 0 < rows < width and rows % height == 0


#: Lines a pencil-mark grid may take (9 rows, a border line between any two and around them, and
#: room for a row too many).
MAX_MARKS_LINES = 24


def _starts_marks_grid(stripped: str, lines: _Lines) -> bool:
    """A row of candidate runs (``4 1679 12679 ...``), or a row of solved cells written apart
    followed by one (a pencil-mark grid whose first row is solved)."""
    cells = marks_row(stripped)
    if cells is None or has_two(cells):
        return cells is not None
    ahead = lines.peek()   # (only then: on standard input the next line may not have come yet)
    below = None if ahead is None or isinstance(ahead[1], OverlongLine) else marks_row(ahead[1])
    return below is not None and len(below) == len(cells) and has_two(below)


def _marks_grid(line: str, lines: _Lines) -> str:
    """A pencil-mark grid's text from its first row: the rows as wide (of candidate runs, or of
    solved cells) and border lines after it, up to a blank line or any other line (its digits are
    not a puzzle's cells: the solvers say what it is, and ``hint`` reads it)."""
    kept, width = [line], len(marks_row(line))
    while len(kept) < MAX_MARKS_LINES:
        ahead = lines.peek()
        if ahead is None or isinstance(ahead[1], OverlongLine):
            break
        text = ahead[1].strip()
        cells = marks_row(text) if text else None
        if not text or not ((cells is not None and len(cells) == width) or is_dash_line(text)):
            break
        kept.append(next(lines)[1])
    return "".join(kept)


def _first_row_off(line: str, count: int, size: int | None, lines: _Lines) -> int:
    """The width of the grid a line of ``count`` cells is the first row of, with a cell too few or
    too many (0 when it is none): the next line is a row of 4, 9, 16 or 25 cells (``size``'s, when
    given) written as this one is (cells apart, one each, or not apart), this line holds only
    digits, empty marks and separators, and its count is within half a row of that width. Read alone, such a first row
    was a puzzle of its own and the rows below it another (``Found 72 cells ... (8 rows of 9)``)."""
    ahead = lines.peek()
    if ahead is None or isinstance(ahead[1], OverlongLine) or is_dash_line(line):
        return 0
    below = ahead[1].strip()
    width = cells_in_line(below, 0)
    if width not in _ROW_WIDTHS or (size is not None and width != size) or abs(count - width) * 2 > width:
        return 0
    if _has_separators(line) != _has_separators(below) or _opens_another(below):
        return 0
    if width == 16 and size is None and set(_SEPARATORS.sub("", below)) <= _FOUR_BY_FOUR:
        return 0   # the line below may be a whole 4x4 puzzle (one of a file of them; this one mistyped)
    if _has_separators(line) and len([cell for cell in _SEPARATORS.split(line) if cell]) != count:
        return 0   # cells apart as a row's are, one each ("2024 01 05" above a grid is a line of its own)
    return width if set(_SEPARATORS.sub("", line).upper()) <= _ROW_SYMBOLS[width] else 0


def _starts_other_grid(line: str, count: int, size: int | None, lines: _Lines) -> bool:
    """A line of 6, 8, 10, 12, 14 or 15 cells starts a grid of that width (read as a variant) only
    when no size is given, its cells are digits or empty marks, and the next line is as wide: a
    title ("Level: easy") or a border of 8 dashes above a 9x9 grid stays a line of its own."""
    if size is not None or count not in _OTHER_WIDTHS:
        return False
    if not is_dash_line(line) and not set(_SEPARATORS.sub("", line).upper()) <= _OTHER_SYMBOLS:
        return False
    ahead = lines.peek()
    if ahead is None or isinstance(ahead[1], OverlongLine):
        return False
    return cells_in_line(ahead[1].strip(), count) == count


#: How a link starts, in lower case (``HTTPS://``, ``www.f-puzzles.com/?load=`` are links too).
_LINK_STARTS = ("http://", "https://", "f-puzzles.com", "www.f-puzzles.com")


def _opens_another(stripped: str) -> bool:
    """A line no grid row can be: a JSON board or document, a ``variant:`` text, an ISS
    constraint string (``.~R1C1_5...``, ``.Cage~...``) or a link."""
    return (stripped.startswith(("[", "{")) or stripped[:20].lower().startswith(_LINK_STARTS)
            or _iss_line(stripped) or bool(_VARIANT_TEXT.match(stripped)))


def _ends_variant_text(stripped: str) -> bool:
    """:func:`_opens_another` after a line of a ``variant:`` text, whose region rows may be any
    characters: a line starting with ``[`` or ``{`` opens a JSON board or document only when it
    holds JSON's quotes or commas (a row of regions ``[[((`` does not)."""
    if stripped[:1] in ("[", "{"):
        return '"' in stripped or "," in stripped
    return _opens_another(stripped)


#: What an ISS line that begins a puzzle over several lines may hold: its shape and rules of the
#: whole grid, which name no cell (a rule that needs cells, ``.Shape~4x4.Thermo``, is a puzzle of
#: its own line, broken, not the head of the lines after it).
_ISS_GRID_RULES = frozenset(("Shape", "NoBoxes", "Diagonal", "Windoku", "DisjointSets", "AntiKnight", "AntiKing",
                             "AntiConsecutive", "RegionSize"))


def _iss_header(stripped: str) -> bool:
    """An ISS line that declares a grid's shape and names nothing to solve (``.Shape~16x16``,
    ``.Shape~16x16.Diagonal~1``): the first line of a puzzle written over several."""
    if not _ISS_SHAPE_ALONE.match(stripped):
        return False
    return all(item.split("~", 1)[0].strip() in _ISS_GRID_RULES for item in stripped[1:].split("."))


def _iss_line(stripped: str) -> bool:
    """An ISS constraint string (``.~R1C1_5...``, ``.Cage~...``): never a grid's row."""
    return stripped.startswith(".") and "~" in stripped


def _one_line_puzzle(count: int, size: int | None) -> bool:
    """A line of ``count`` cells is a whole puzzle by its count alone (16 cells may also be a row)."""
    return count == size * size if size is not None else count in (81, 256, 625)


def _whole_puzzle(line: str, count: int, size: int | None, lines: _Lines) -> bool:
    if _one_line_puzzle(count, size):
        return True
    if size is not None:
        return False
    # 16 cells: a whole 4x4 puzzle, or the first row of a 16x16 grid.
    if count != 16 or not set(_SEPARATORS.sub("", line)) <= _FOUR_BY_FOUR:
        return False
    return not _starts_sixteen_grid(line, lines)


_JSON_STARTS = frozenset('"[]{},-0123456789tfn')
_JSON_PUNCTUATION = frozenset('"[]{},:')
_JSON_SCALAR = re.compile(r"^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)$", re.ASCII)


def _starts_another(stripped: str, document: bool, size: int | None) -> bool:
    """Whether a line met inside an unclosed JSON board (or document) cannot continue it and
    starts another puzzle: JSON never breaks a string across lines, so a line starting with
    anything but a JSON token (a grid row, an ISS string, a link, ``variant:``), a one-line
    board or f-puzzles document of its own, or a line of cells without JSON's punctuation
    (``4.....8.5...``, ``0 0 3 0 2 ...``) ends the unclosed one there."""
    if not stripped or stripped.startswith("#"):
        return False
    if stripped[0] not in _JSON_STARTS:
        return True
    if not document and stripped.startswith("[["):
        return True                                   # a board's rows never open two brackets
    if stripped.startswith("{") and '"grid"' in stripped and _json_depth(stripped, 0, False, False)[0] == 0:
        return True                                   # a whole f-puzzles document on one line
    if any(ch in _JSON_PUNCTUATION for ch in stripped):
        return False
    return not _JSON_SCALAR.match(stripped) or _one_line_puzzle(cells_in_line(stripped), size)


def _read_json(number: int, line: str, lines: _Lines, size: int | None = None):
    """Yield the JSON board (or document, from ``{``) starting at ``line``: up to its
    closing bracket, or a :class:`BadChunk` when it does not close within the caps or
    before a line that starts another puzzle (which is then read as usual). Past the caps, the
    rest of it (up to its closing bracket, an overlong line, a line that starts another puzzle or
    a bracket alone on its line and not indented, which opens the next pretty-printed board or
    document) is passed over: read on, its rows came out as puzzles of their own, each an error
    (and so did each object of a pretty-printed document's lists, its ``{`` indented alone on a line)."""
    chunk, chars = [line], len(line)
    document = line.lstrip().startswith("{")
    max_lines = MAX_OBJECT_LINES if document else MAX_JSON_LINES
    max_chars = MAX_OBJECT_CHARS if document else MAX_JSON_CHARS
    depth, in_string, escaped = _json_depth(line, 0, False, False)
    while depth > 0:
        if len(chunk) >= max_lines or chars >= max_chars:
            bad = _unclosed(number, chunk, max_lines, max_chars)
            while depth > 0:
                ahead = lines.peek()
                stripped = "" if ahead is None or isinstance(ahead[1], OverlongLine) else ahead[1].strip()
                opens = ahead is not None and ahead[1][:1] not in (" ", "\t") and \
                    (stripped in ("[", "{") or stripped.startswith('{"'))   # (indented: an object inside this one)
                if ahead is None or isinstance(ahead[1], OverlongLine) or opens or \
                        _starts_another(stripped, document, size):
                    break
                next(lines)
                depth, in_string, escaped = _json_depth(ahead[1], depth, in_string, escaped)
            yield number, bad
            return
        ahead = lines.peek()
        if ahead is None:
            break  # end of input: parse() explains the unclosed board
        if isinstance(ahead[1], OverlongLine):
            yield number, _unclosed(number, chunk, max_lines, max_chars)
            return  # the overlong line is reported on its own next
        if _starts_another(ahead[1].strip(), document, size):
            yield number, _unclosed(number, chunk, before=ahead[0])
            return
        next(lines)
        chunk.append(ahead[1])
        chars += len(ahead[1])
        depth, in_string, escaped = _json_depth(ahead[1], depth, in_string, escaped)
    yield number, "".join(chunk)


def _read_variant_text(number: int, line: str, lines: _Lines):
    """Yield the ``variant:`` text starting at ``line``: up to a blank line, the end of the
    input, an overlong line (reported on its own next) or a line that opens another puzzle (a
    ``variant:`` line, a JSON document, an ISS string, a link: none is a line of the text, which was
    read as one, broken, and the puzzle lost; or a whole puzzle on one line, 81, 256 or 625 cells,
    after the text's grid rows, outside its regions: "The grid holds 162 cells", the classic puzzle
    after it unanswered). A text still going after
    :data:`MAX_VARIANT_LINES` lines is one error, and its lines up to the next blank line (or the
    next puzzle) are passed over: read as far as the cap, its rules were cut (a cage dropped: a wrong count) and the rest
    read as puzzles of their own."""
    chunk, rows, regions = [line], False, False
    while True:
        ahead = lines.peek()
        if ahead is None or isinstance(ahead[1], OverlongLine) or not ahead[1].strip() \
                or _ends_variant_text(ahead[1].strip()):
            break
        stripped = ahead[1].strip()
        head = stripped.split(":", 1)[0].strip().lower() if ":" in stripped else None
        if head is not None:
            regions = head == "regions" or (regions and head not in ("givens", "grid"))
            rows = rows or (head in ("givens", "grid") and stripped.split(":", 1)[1].strip() != "")
        elif not regions and not stripped.startswith("#") and not is_dash_line(stripped):
            if rows and _one_line_puzzle(cells_in_line(stripped), None):
                break   # a whole puzzle on one line after the text's grid: the next puzzle, not a row of this one
            rows = True
        if len(chunk) == MAX_VARIANT_LINES:
            while ahead is not None and not isinstance(ahead[1], OverlongLine) and ahead[1].strip() \
                    and not _ends_variant_text(ahead[1].strip()):
                next(lines)
                ahead = lines.peek()
            yield number, BadChunk("".join(chunk[:3])[:200], SudokuError(
                "bad_format", f"The variant text starting on line {number} runs over {MAX_VARIANT_LINES:,} lines "
                              "without a blank line; no puzzle's text is that long.",
                details={"line": number, "limit": MAX_VARIANT_LINES, "rule": "text_too_long"}))
            return
        next(lines)
        chunk.append(ahead[1])
    yield number, "".join(chunk)


def _indented(line) -> bool:
    return line[:1] in (" ", "\t")


#: ISS constraints a puzzle holds once (its givens ``.~``, its layout and whole-grid rules): an
#: indented line that repeats one of those begins another puzzle, not more of the one above.
_ISS_ONCE = frozenset(("", "shape", "noboxes", "jigsaw", "windoku", "disjointsets", "antiknight", "antiking",
                       "anticonsecutive", "regionsize"))


def _iss_once(text: str) -> set:
    """The kinds of :data:`_ISS_ONCE` an ISS line names."""
    return {item.split("~", 1)[0].strip().lower() for item in text[1:].split(".")} & _ISS_ONCE


def _indented_iss_next(lines: _Lines, seen=frozenset()) -> bool:
    """The next line goes on with an indented ISS string (see :func:`_read_indented_iss`): it is
    indented, ISS, and repeats none of the once-only constraints ``seen`` so far."""
    ahead = lines.peek()
    if ahead is None or isinstance(ahead[1], OverlongLine) or not _indented(ahead[1]):
        return False
    text = ahead[1].strip()
    return _iss_line(text) and not text.lower().startswith(".shape~") and not (_iss_once(text) & seen)


def _read_indented_iss(number: int, line: str, lines: _Lines):
    """Yield an ISS string copied over several indented lines, as ISS's own examples are written
    (``    .Thermo~r1c2~r2c3.Thermo~...`` on one line, ``    .Thermo~r7c2~...`` on the next): the
    lines that start with a space or tab and go on with ISS constraints, up to a line that does not,
    one that declares a shape again, one that repeats the givens or a rule of the whole grid already
    met (a file of whole ISS strings indented as a block: each is a puzzle). (Each line alone was a
    puzzle with some of the thermometers: "more than one solution", line after line.) Lines written
    flush left stay a puzzle each, as a file of one ISS string per line has them. One going on past
    :data:`MAX_VARIANT_LINES` lines is one error (:func:`_iss_too_long`), its other lines passed over."""
    chunk, seen = [line], _iss_once(line.strip())
    while _indented_iss_next(lines, seen):
        if len(chunk) == MAX_VARIANT_LINES:
            while _indented_iss_next(lines, seen):
                seen |= _iss_once(next(lines)[1].strip())
            yield number, _iss_too_long(number, chunk)
            return
        more = next(lines)[1]
        chunk.append(more)
        seen |= _iss_once(more.strip())
    yield number, "".join(chunk)


def _read_iss_lines(number: int, line: str, lines: _Lines):
    """Yield an ISS string whose first line declares only its shape (``.Shape~16x16``), with the
    lines after it that go on with ISS constraints (``.Diagonal~1``, ``.~R1C1_5~...``): up to a
    blank line, a line that is not ISS or declares a shape again, or an overlong line. (Each line
    alone was a puzzle: the shape an empty 16x16 with "more than one solution", the givens a 9x9
    with a wrong digit.) One going on past :data:`MAX_VARIANT_LINES` lines is one error
    (:func:`_iss_too_long`), its other lines passed over."""
    from ..variants.formats.iss import is_iss   # (imported with the first such line)

    def goes_on():
        ahead = lines.peek()
        if ahead is None or isinstance(ahead[1], OverlongLine):
            return False
        text = ahead[1].strip()
        return is_iss(text) and not text.lower().startswith(".shape~")   # (``.Windoku`` alone goes on)

    chunk = [line]
    while goes_on():
        if len(chunk) == MAX_VARIANT_LINES:
            while goes_on():
                next(lines)
            yield number, _iss_too_long(number, chunk)
            return
        chunk.append(next(lines)[1])
    yield number, "".join(chunk)


def _iss_too_long(number: int, chunk: list) -> BadChunk:
    """An ISS string over more than :data:`MAX_VARIANT_LINES` lines: one error. (It was cut there,
    unsaid: its first lines answered as a puzzle without the rules past the cap, and the lines after
    them as puzzles of their own, a 16x16's constraints each read as a 9x9 puzzle.)"""
    return BadChunk("".join(chunk[:3])[:200], SudokuError(
        "bad_format", f"The ISS string starting on line {number} runs over {MAX_VARIANT_LINES:,} lines; no "
                      "puzzle's string is that long.",
        details={"line": number, "limit": MAX_VARIANT_LINES, "rule": "iss_too_long"}))
