"""The player's work in a shared link: ``?puzzle=<givens>&work=<this>`` (entries, pencil marks, colours).

Pure Python (no DOM), so CPython tests drive it. The form is versioned, URL-safe (letters, digits,
``.``, ``-``, ``_`` only: nothing to percent-encode) and fixed-width, so a damaged link is caught
part by part:

    work     = "1" "_" entries "_" marks "_" colours       (marks may hold "_": they are read by length)
    entries  = "" | n*n symbols       one per cell, row by row: "." empty, else the cell's entry
                                      (1-9, 1-4, or 1-9 A-G on 16x16); never over a given
    marks    = "" | n*n * w chars     each cell's pencil marks, a bitmask (bit d-1 = digit d) written
                                      in w base64url characters (A-Z a-z 0-9 - _ = 0..63), most
                                      significant first; w = 1 on 4x4, 2 on 9x9, 3 on 16x16
    colours  = "" | n*n digits        0 = none, 1-7 = palette.COLOURS (orange ... reddish purple)

An empty part means "none". The size n is the puzzle's (``?puzzle=``). ``read_work_link`` never
raises: a bad text comes back as a ``WorkLink`` whose ``problem`` names the part that is wrong
(``version``, ``form``, ``entries``, ``marks`` or ``colours``), for the page to say so.
"""

from __future__ import annotations

from sudoku_core.values import FrozenValue, is_ascii

from .markup import alphabet
from .palette import COLOUR_COUNT

VERSION = "1"
DIGITS64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
PARTS = ("version", "form", "entries", "marks", "colours")   # what ``problem`` may name


def mark_width(size: int) -> int:
    """Characters per cell's marks: 6 bits each (4x4: 1, 9x9: 2, 16x16: 3)."""
    return -(-size // 6)


class WorkLink(FrozenValue):
    """What a ``work=`` text held (lines/tuples as ``workspace.Position`` keeps them), or its problem."""

    FIELDS = ("entries", "marks", "colours", "problem")

    entries: str = ""
    marks: tuple = ()
    colours: tuple = ()
    problem: str | None = None     # None, or one of PARTS

    @property
    def counts(self) -> dict:
        """How many entries, cells with marks and painted cells it brings (for the status line)."""
        return {"entries": sum(ch != "." for ch in self.entries), "marks": sum(1 for m in self.marks if m),
                "colours": sum(1 for k in self.colours if k)}


def write_work_link(size: int, entries: str, marks, colours) -> str:
    """The ``work=`` text of a position's entries, marks and colours; "" when it has none of them."""
    has_entries = any(ch != "." for ch in entries)
    has_marks, has_colours = any(marks), any(colours)
    if not (has_entries or has_marks or has_colours):
        return ""
    width = mark_width(size)
    parts = [VERSION, entries if has_entries else ""]
    parts.append("".join(_base64(m, width) for m in marks) if has_marks else "")
    parts.append("".join(str(k) for k in colours) if has_colours else "")
    return "_".join(parts)


def _base64(value: int, width: int) -> str:
    return "".join(DIGITS64[value >> (6 * i) & 63] for i in reversed(range(width)))


def read_work_link(text, size: int, givens: str) -> WorkLink:
    """The work in ``text`` for a ``size`` puzzle with ``givens`` (a line, "." empty); never raises."""
    try:
        return _read(str(text), size, givens)
    except Exception:  # noqa: BLE001 - an address is anything; a surprise must not stop the page
        return WorkLink(problem="form")


def _read(text: str, size: int, givens: str) -> WorkLink:
    n2 = size * size
    if not text.startswith(VERSION + "_"):
        return WorkLink(problem="version" if "_" in text else "form")
    parts = text.split("_")
    if len(parts) != 4:
        parts = _marks_with_underscores(text, size * size * mark_width(size))
        if parts is None:
            return WorkLink(problem="form")
    _, entries, marks_text, colours_text = parts
    symbols = alphabet(size)
    if entries == "":
        entries = "." * n2
    elif (len(entries) != n2 or any(ch != "." and ch not in symbols for ch in entries)
          or any(e != "." and g != "." for e, g in zip(entries, givens))):
        return WorkLink(problem="entries")
    width, full = mark_width(size), (1 << size) - 1
    if marks_text == "":
        marks = (0,) * n2
    else:
        if len(marks_text) != n2 * width or any(ch not in DIGITS64 for ch in marks_text):
            return WorkLink(problem="marks")
        marks = []
        for cell in range(n2):
            value = 0
            for ch in marks_text[cell * width:(cell + 1) * width]:
                value = value * 64 + DIGITS64.index(ch)
            if value > full:
                return WorkLink(problem="marks")
            marks.append(value)
        marks = tuple(marks)
    if colours_text == "":
        colours = (0,) * n2
    elif len(colours_text) != n2 or any(not ch.isdigit() or not is_ascii(ch) or int(ch) > COLOUR_COUNT
                                        for ch in colours_text):
        return WorkLink(problem="colours")
    else:
        colours = tuple(int(ch) for ch in colours_text)
    return WorkLink(entries, marks, colours)


def _marks_with_underscores(text: str, marks_length: int):
    """The four parts of a text whose marks hold ``_`` (base64url's 63, a cell marked 1-6: the
    separator too, so the text splits into more than four parts); None when it is not such a
    text. Entries and colours never hold ``_``; the marks are exactly ``marks_length`` long."""
    version, _, rest = text.partition("_")
    entries, _, rest = rest.partition("_")
    if len(rest) <= marks_length or rest[marks_length] != "_" or "_" in rest[marks_length + 1:]:
        return None
    return [version, entries, rest[:marks_length], rest[marks_length + 1:]]


def position_link(pos) -> str:
    """The ``work=`` text of a workspace position ("" when it has no entries, marks or colours)."""
    return write_work_link(pos.size, pos.entries, pos.marks, pos.colours)


def with_link(pos, link: WorkLink):
    """A workspace position with a link's work over its puzzle (the page pushes it as one change)."""
    return pos.replace(entries=link.entries, marks=link.marks, colours=link.colours, started=True)
