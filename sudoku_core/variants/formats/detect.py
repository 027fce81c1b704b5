"""Which variant format a text is in, and reading it: :func:`read_variant`.

Tried in this order (the first that fits decides, so each error is the one its
format gives):

1. ``{`` ...: an f-puzzles JSON document;
2. ``https://f-puzzles.com/?load=...``: an f-puzzles link;
3. a first line ``variant: ...``: our plain-text form (:mod:`.variant_text`);
4. ``.~R1C1_5``, ``.Cage~...``, ``.Windoku`` ...: an ISS constraint string;
5. ``3x3:d:k:...`` or 81 arrows and sums: a killer string (:mod:`.killer_strings`);
6. ``2*size*size`` characters that are givens and a jigsaw layout, or
   ``size*size`` region ids (:mod:`.jigsaw_layout`), or ``size*size`` letters up to 9x9 that read
   as a layout gone wrong (:func:`.jigsaw_layout.letters_layout`: its regions are said);
7. ``size**3`` digits and dots (ISS's pencil-mark grid; 64 of them only when each cell's
   four are ``1234`` or dots in place, one cell at least with two, else they are an 8x8
   grid): a position, not a puzzle, refused as such (``bad_format``, ``details.rule``
   ``marks_position``: the hint command reads it); rows of candidate runs get the same error
   from the classic parser (:func:`sudoku_core.parse`), once their cells do not count up;
8. a plain 6x6, 8x8, 10x10, 12x12, 14x14 or 15x15 grid (:mod:`.other_sides`): the side's
   usual boxes and no other rule;
9. anything else is read by the classic parser (:func:`sudoku_core.parse`), so a
   classic puzzle in any classic format is a variant with no extra rules, and
   text that is no puzzle gets the classic parser's error.

:func:`variant_format` names the format without reading it; the CLI uses it to
send a chunk of input to the variant readers or to the classic parser (a bare
layout is also the shape of a filled classic grid, so the CLI, and :func:`read_variant`
for a layout whose regions are not each in one piece, try the classic reading first).
"""

from __future__ import annotations

from ...checks import require_text
from ...errors import SudokuError
from ...formats.plain_text import plain_text
from ...formats.puzzle_text import every_side_count_error, parse_at
from ...formats.candidates import marks_side, not_a_puzzle
from ...shims import full_match
from ...values import without_spaces
from ..model import make_variant
from .fpuzzles import is_link, read_fpuzzles, read_fpuzzles_link
from .iss import is_iss, read_iss_string
from .killer_strings import is_long_killer, is_short_killer, read_long_killer, read_short_killer
from .jigsaw_layout import connected_layout, is_givens_and_layout, is_layout, letters_layout, read_layout
from .other_sides import other_side_grid, read_other_side_grid
from .variant_text import is_variant_text, read_text

#: The names :func:`variant_format` returns.
VARIANT_FORMATS = ("fpuzzles", "fpuzzles-link", "text", "iss", "sudocue-killer", "short-killer", "jigsaw",
                   "jigsaw-layout", "pencil-marks", "grid")
#: ISS's pencil-mark grids: ``size`` characters per cell (a digit, or ``.`` for one ruled out).
_PENCIL_MARK_LENGTHS = {4 ** 3, 6 ** 3, 8 ** 3, 9 ** 3}


def variant_format(text: str):
    """The variant format ``text`` is written in (one of :data:`VARIANT_FORMATS`:
    ``jigsaw`` is givens then a layout, ``jigsaw-layout`` a bare layout), or None."""
    stripped = require_text(text, "variant_format").strip()
    if stripped.startswith("{"):
        return "fpuzzles"
    if is_link(stripped):
        return "fpuzzles-link"
    if is_variant_text(stripped):
        return "text"
    if is_iss(stripped):
        return "iss"
    squeezed = without_spaces(stripped)
    if is_long_killer(squeezed):
        return "sudocue-killer"
    if is_short_killer(squeezed):
        return "short-killer"
    if is_givens_and_layout(squeezed):
        return "jigsaw"
    if is_layout(squeezed) or letters_layout(squeezed):
        return "jigsaw-layout"
    if len(squeezed) in _PENCIL_MARK_LENGTHS and full_match(r"[0-9.]+", squeezed) and \
            (len(squeezed) != 64 or _four_by_four_marks(squeezed)) and squeezed.strip("0.") != "":
        # (729 dots hold no candidate: no pencil-mark grid, said as the cells they count)
        return "pencil-marks"
    if other_side_grid(stripped):
        return "grid"
    return None


def _four_by_four_marks(squeezed: str) -> bool:
    """64 characters that are a 4x4 pencil-mark grid (each cell's four: its digits in place, or
    dots; one cell at least with two), not an 8x8 grid (64 dots are an empty one)."""
    return all(ch == "." or ch == str(i % 4 + 1) for i, ch in enumerate(squeezed)) and \
        any(squeezed[i:i + 4].count(".") < 3 for i in range(0, 64, 4))


def variant_in(text: str, first_line: int = 1):
    """The variant a chunk of input holds, or None when the classic parser should read it
    (the CLI's test). A bare layout counts as a variant only when every region is in one
    piece: then it cannot be a classic puzzle (a digit repeated side by side is a repeat in
    a row or column), so every classic input reads as before."""
    kind = variant_format(text)
    if kind is None or (kind == "jigsaw-layout" and not connected_layout(without_spaces(text))
                        and not letters_layout(without_spaces(text)) and not other_side_grid(text.strip())):
        return None
    return read_variant(text, first_line)


def _leading_lines(text: str) -> int:
    """The blank lines before the first line with something on it."""
    return text[:len(text) - len(text.lstrip())].count("\n")


def read_variant(text: str, first_line: int = 1):
    """The :class:`~sudoku_core.variants.Variant` written in ``text``, in any variant
    format or any classic one (auto-detected); :class:`~sudoku_core.SudokuError` for
    anything wrong. ``first_line``: the line of a file ``text`` starts on (the CLI's), so
    the lines its errors name are the file's."""
    if not isinstance(text, str):
        raise SudokuError("bad_argument", f"read_variant takes text, not {type(text).__name__}.")
    text = plain_text(text)
    if not text.strip():
        raise SudokuError("empty_input", "The text holds no puzzle.")
    kind = variant_format(text)
    if kind == "fpuzzles":
        return read_fpuzzles(text.strip(), first_line + _leading_lines(text))
    if kind == "fpuzzles-link":
        return read_fpuzzles_link(text.strip())
    if kind == "text":
        return read_text(text, first_line)
    if kind == "iss":
        return read_iss_string(text)
    if kind == "sudocue-killer":
        return read_long_killer(without_spaces(text))
    if kind == "short-killer":
        return read_short_killer(without_spaces(text))
    if kind == "pencil-marks":
        raise not_a_puzzle(marks_side(text))
    if kind == "jigsaw-layout" and not connected_layout(without_spaces(text)) and not letters_layout(without_spaces(text)):
        # a filled grid (each digit as often as the side) is no layout: a 6x6 one is a grid, a 9x9 one (or
        # one with a digit left out everywhere) a classic puzzle, as variant_in and so the CLI read them
        # (it was "Region 1 is in pieces"); a layout in pieces that is no puzzle either is said as a layout
        if other_side_grid(text.strip()):
            kind = "grid"
        else:
            try:
                puzzle = parse_at(text, "auto", None, first_line)
                return make_variant(size=puzzle.size, givens=puzzle.cells)
            except SudokuError:
                return read_layout(without_spaces(text))
    if kind in ("jigsaw", "jigsaw-layout"):
        return read_layout(without_spaces(text))
    if kind == "grid":
        return read_other_side_grid(text.strip(), first_line + _leading_lines(text))
    try:
        puzzle = parse_at(text, "auto", None, first_line)  # a classic puzzle, or the classic parser's error
    except SudokuError as error:   # (a count of cells said against every side read here, 36 for 6x6 too)
        widened = every_side_count_error(error)
        if widened is None:
            raise
        raise widened from None
    return make_variant(size=puzzle.size, givens=puzzle.cells)


def read_draft(text: str):
    """:func:`read_variant` for unfinished work (see :class:`~..validation.drafts`): givens
    that break the rules and regions not yet the right size are read as they are, so a page can
    draw them with their conflicts; anything else wrong is the same error as there."""
    from ..validation import drafts

    with drafts():
        return read_variant(text)
