"""HTML markup of the grid, shared by build.py (static first paint) and the page (size changes).

Pure Python, standard library only, no DOM access: build.py imports it at build time to write the
9x9 grid into index.html, so the grid is visible and typeable before Python starts in the browser.
The interface contract lives here: role="grid" named "Sudoku", one <input> per cell labelled
"Row R, column C" (1-based).
"""

from sudoku_core.formats.puzzle_text import EMPTY_MARKS
from sudoku_core.geometry import BOX_SIDE
from sudoku_core.puzzle import DEFAULT_SYMBOLS

from .strings import STRINGS

SIZES = (4, 9, 16, 25)      # sizes the page offers (every size the core knows)
DEFAULT_SIZE = 9
EMPTY_KEYS = EMPTY_MARKS + " "  # what empties a cell: the core's empty marks, and a space


def alphabet(size: int) -> str:
    """Symbols shown for the values 1..size: the core's default alphabet, upper case."""
    return DEFAULT_SYMBOLS[size].upper()


def escape(text: str) -> str:
    """Escape text for HTML content and double-quoted attributes. (The standard
    library's html.escape would import html.entities, a 2,000-entry table that
    costs about 40 ms of the page's start-up in Pyodide.)"""
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def cell_label(row: int, col: int) -> str:
    """Accessible name of a cell in English, 0-based arguments, 1-based text (public contract; the
    template is strings.py's ``cell_label``, which the page uses in every language)."""
    return STRINGS["en"]["cell_label"].format(row=row + 1, col=col + 1)


def grid_html(size: int = DEFAULT_SIZE, values: str = "", grid_label: str = "Sudoku",
              label=cell_label, active: int = 0) -> str:
    """Return the <table role="grid"> for a size x size board.

    ``values`` is an optional one-line string (one character per cell, "." for empty) used to
    pre-fill cells as givens.  Box borders come from the b-top/b-left classes so CSS alone draws them.
    ``label(row, col)`` (0-based) names a cell (another language's labels); roving focus: only cell
    ``active`` is in the Tab order (tabindex 0), the others have tabindex -1.
    """
    box = BOX_SIDE[size]
    mode = "numeric" if size <= 9 else "text"
    rows = []
    for r in range(size):
        cells = []
        for c in range(size):
            i = r * size + c
            ch = values[i] if i < len(values) else "."
            ch = "" if ch in EMPTY_KEYS else ch
            classes = []
            if r % box == 0 and r:
                classes.append("b-top")
            if c % box == 0 and c:
                classes.append("b-left")
            cls = f' class="{" ".join(classes)}"' if classes else ""
            given = ' class="given"' if ch else ""
            cells.append(
                f'<td role="gridcell"{cls}><input{given} id="c{i}" data-i="{i}" '
                f'aria-label="{escape(label(r, c))}" tabindex="{0 if i == active else -1}" inputmode="{mode}" '
                f'autocomplete="off" autocapitalize="characters" spellcheck="false" '
                f'maxlength="2" value="{escape(ch)}"></td>'
            )
        rows.append(f'<tr role="row">{"".join(cells)}</tr>')
    return (
        f'<table id="grid" class="grid size-{size}" role="grid" aria-label="{escape(grid_label)}" '
        f'data-size="{size}"><tbody>{"".join(rows)}</tbody></table>'
    )
