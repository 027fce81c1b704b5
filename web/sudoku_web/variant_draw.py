"""How a variant is drawn on the grid, cell by cell: pure, so CPython tests check the drawing.

Each cell gets CSS classes (style.css draws them by shape, not only colour) and, for screen readers,
the notes its accessible name adds to "Row R, column C":

* a cage: a dashed outline inside the cage's outer edges (``cg-t``/``cg-r``/``cg-b``/``cg-l``), its
  sum in the corner of its first cell (``data-sum``); note "cage 15" (or "cage" without a sum);
* jigsaw regions: a thick border where the region changes (``r-t``/``r-l``; the table's
  ``jigsaw`` class drops the boxes' borders); note "region 3";
* the diagonals and windoku windows: shaded (``v-diag``, ``v-win``); notes "diagonal", "window";
* even and odd cells: a square or a circle behind the digit (``v-even``, ``v-odd``); notes
  "even", "odd";
* a thermometer: a grey bar through its cells from a round bulb (``th``, ``th-bulb``, ``th-n``...);
  notes "thermometer", "thermometer bulb";
* a dot (kropki white or black, X, V) on the edge two cells share, drawn by the upper or left cell
  (``dt-e-white``: a white dot on its right edge, ``dt-s-black`` on its bottom edge; ``dl-e-x``,
  ``dl-s-v``: a letter, beside a kropki dot on the same edge when there is one); notes on both
  cells ("white dot to the right", "X above"...);
* a little killer: its total and an arrow along the diagonal, just outside the grid at the corner
  of its first cell (``lk-nw``, ``lk-ne``, ``lk-se``, ``lk-sw``, the total in ``clue``); note
  "little killer 22" on each cell of the diagonal;
* an arrow: a thin line through its shaft's cells (``ar``, ``ar-n``... towards each neighbour on it,
  the first shaft cell's towards its bulb, the bulb cell's from its outline towards the first shaft
  cell), a hollow circle for a bulb of one cell (``ar-bulb``) or a rounded outline joining a
  pill's cells (``ar-pill``, ``ar-pill-e``... the sides where it goes on), and a head at the tip
  pointing the way the last step goes (``ar-tip-e``...); notes "arrow circle", "arrow pill",
  "arrow";
* a sandwich: its total outside the grid, in the little killers' margin, left of its row's first
  cell (``sd-row``, the total in ``row_total``) or above its column's top cell (``sd-col``, in
  ``column_total``); notes "sandwich 18 in its row" and "sandwich 7 in its column" on each cell
  of the line (its row's first).
"""

from __future__ import annotations

from sudoku_core.values import Record
from sudoku_core.variants.arrows import start as arrow_start
from sudoku_core.variants.little_killers import line_of as killer_line
from sudoku_core.variants.sandwiches import is_row, line_of as sandwich_line

#: The eight ways from a cell to a touching one, by name.
SIDES = ("n", "ne", "e", "se", "s", "sw", "w", "nw")
#: Every class this module may set on a cell (the page removes them all before drawing again).
CLASSES = ("cg", "cg-t", "cg-r", "cg-b", "cg-l", "r-t", "r-l", "v-diag", "v-win", "v-even", "v-odd",
           "th", "th-bulb", "th-n", "th-ne", "th-e", "th-se", "th-s", "th-sw", "th-w", "th-nw") + \
    tuple(f"dt-{side}-{kind}" for side in "es" for kind in ("white", "black")) + \
    tuple(f"dl-{side}-{kind}" for side in "es" for kind in ("x", "v")) + \
    ("lk-nw", "lk-ne", "lk-se", "lk-sw", "sd-row", "sd-col") + \
    ("ar", "ar-bulb", "ar-pill") + tuple("ar-" + side for side in SIDES) + \
    tuple("ar-pill-" + side for side in ("e", "s", "se", "w", "n", "nw")) + tuple("ar-tip-" + side for side in SIDES)
#: The corner of a little killer's first cell its clue sits beyond, by the diagonal's step.
CORNERS = {(1, 1): "lk-nw", (1, -1): "lk-ne", (-1, -1): "lk-se", (-1, 1): "lk-sw"}
#: The half-bar towards a neighbour, by (rows down, columns right).
TOWARDS = {(-1, 0): "th-n", (-1, 1): "th-ne", (0, 1): "th-e", (1, 1): "th-se", (1, 0): "th-s", (1, -1): "th-sw",
           (0, -1): "th-w", (-1, -1): "th-nw"}


class CellDrawing(Record):
    FIELDS = ("classes", "total", "notes", "clue", "row_total", "column_total")
    FACTORIES = {"classes": list, "notes": list}

    classes: list
    total: str = ""          # the cage sum shown in this cell's corner ("" none)
    notes: list   # (strings.py key, fields) added to the cell's name
    clue: str = ""           # a little killer's total shown beyond this cell's corner ("" none)
    row_total: str = ""      # its row's sandwich total, shown left of it (the row's first cell; "" none)
    column_total: str = ""   # its column's sandwich total, shown above it (the column's top cell; "" none)


def drawing(variant) -> list:
    """A :class:`CellDrawing` per cell of ``variant`` (None: classic rules, nothing drawn)."""
    if variant is None:
        return []
    n = variant.size
    cells = [CellDrawing() for _ in range(n * n)]
    cage_of = {}
    for index, cage in enumerate(variant.cages):
        for c in cage.cells:
            cage_of[c] = index
        first = min(cage.cells)
        if cage.total is not None:
            cells[first].total = str(cage.total)
    for i, cell in enumerate(cells):
        r, c = divmod(i, n)
        if i in cage_of:
            cage = variant.cages[cage_of[i]]
            cell.classes.append("cg")
            for name, rr, cc in (("cg-t", r - 1, c), ("cg-r", r, c + 1), ("cg-b", r + 1, c), ("cg-l", r, c - 1)):
                inside = 0 <= rr < n and 0 <= cc < n and cage_of.get(rr * n + cc) == cage_of[i]
                if not inside:
                    cell.classes.append(name)
            cell.notes.append(("v_note_cage", {"total": cage.total}) if cage.total is not None
                              else ("v_note_cage_free", {}))
        if variant.regions is not None:
            region = variant.regions[i]
            if r and variant.regions[i - n] != region:
                cell.classes.append("r-t")
            if c and variant.regions[i - 1] != region:
                cell.classes.append("r-l")
            cell.notes.append(("v_note_region", {"n": region + 1}))
    for name, house in variant.extra_houses:
        css, key = (("v-diag", "v_note_diagonal") if name.startswith("diagonal") else
                    ("v-win", "v_note_window") if name == "windoku" else (None, None))
        for i in house:
            if css and css not in cells[i].classes:
                cells[i].classes.append(css)
                cells[i].notes.append((key, {}))
    for i, parity in variant.parity:
        cells[i].classes.append("v-" + parity)
        cells[i].notes.append(("v_note_" + parity, {}))
    _draw_thermos(cells, variant.thermos, n)
    _draw_dots(cells, variant.dots, n)
    _draw_little_killers(cells, variant.little_killers, n)
    _draw_arrows(cells, variant.arrows, n)
    _draw_sandwiches(cells, variant.sandwiches, n)
    return cells


def _draw_sandwiches(cells, sandwiches, n: int) -> None:
    """Each sandwich's total beside its line's first cell, outside the grid, and a note on each
    cell of the line: its row's before its column's, whatever order the Variant lists them in."""
    for rows in (True, False):
        for total, listed in sandwiches:
            line = sandwich_line(listed, n) or tuple(sorted(listed))   # (left to right, top to bottom)
            if len(line) < 2 or is_row(line) != rows:
                continue
            first, name = cells[line[0]], "sd-row" if rows else "sd-col"
            if name not in first.classes:
                first.classes.append(name)
            if rows:
                first.row_total = str(total)
            else:
                first.column_total = str(total)
            for i in line:
                cells[i].notes.append(("v_note_sandwich_row" if rows else "v_note_sandwich_column", {"total": total}))


def side(i: int, j: int, n: int) -> str:
    """The way from cell ``i`` to a touching cell ``j`` ("n", "se"...; "" when they do not touch)."""
    name = TOWARDS.get((j // n - i // n, j % n - i % n))
    return name[3:] if name else ""


def _draw_arrows(cells, arrows, n: int) -> None:
    """Each arrow's bulb (a circle, or a pill's outline open where its cells join), a line from
    the bulb through the shaft's cells (half a line towards each neighbour on the arrow) and a
    head at the tip. A cell on two arrows takes both's classes (each once) and says each note once."""
    def add(i, name, note=None):
        if name and name not in cells[i].classes:
            cells[i].classes.append(name)
        if note is not None and note not in cells[i].notes:
            cells[i].notes.append(note)

    for bulb, shaft in arrows:
        pill = len(bulb) > 1
        for k, i in enumerate(bulb):
            add(i, "ar", ("v_note_arrow_pill", {}) if pill else ("v_note_arrow_bulb", {}))
            add(i, "ar-pill" if pill else "ar-bulb")
            for j in (bulb[k - 1] if k else None, bulb[k + 1] if k + 1 < len(bulb) else None):
                if j is not None and side(i, j, n):
                    add(i, "ar-pill-" + side(i, j, n))
        start = arrow_start(bulb, shaft[0], n)   # the bulb cell it leaves (side by side first)
        line = (start,) + tuple(shaft)
        for k in range(1, len(line)):
            i = line[k]
            add(i, "ar", ("v_note_arrow", {}))
            for j in (line[k - 1], line[k + 1] if k + 1 < len(line) else None):
                if j is not None and side(i, j, n):
                    add(i, "ar-" + side(i, j, n))
        if side(start, shaft[0], n):
            add(start, "ar-" + side(start, shaft[0], n))
        way = side(line[-2], line[-1], n)
        if way:
            add(line[-1], "ar-tip-" + way)


def _draw_little_killers(cells, little_killers, n: int) -> None:
    for total, listed in little_killers:
        line = killer_line(listed, n) or tuple(listed)   # (from ISS's end, however a Variant lists them)
        (r, c), (r2, c2) = divmod(line[0], n), divmod(line[1], n)
        first = cells[line[0]]
        first.classes.append(CORNERS[(r2 - r, c2 - c)])
        first.clue = (first.clue + " " if first.clue else "") + str(total)   # (a corner cell may start two)
        for i in line:
            cells[i].notes.append(("v_note_little_killer", {"total": total}))


def _draw_dots(cells, dots, n: int) -> None:
    """Each dot on its upper or left cell's edge: a kropki dot (``dt-``) and a letter (``dl-``)
    each (a second dot of one family on the same two cells, which the page's editor replaces, is
    said in the notes, not drawn over the first)."""
    for kind, a, b in dots:
        a, b = min(a, b), max(a, b)
        side, back = ("e", "w") if b == a + 1 else ("s", "n")
        drawn = cells[a].classes
        head = ("dt-" if kind in ("white", "black") else "dl-") + side + "-"
        if not any(name.startswith(head) for name in drawn):
            drawn.append(head + kind)
        cells[a].notes.append(("v_note_dot_" + side, {"kind_key": "v_word_" + kind}))
        cells[b].notes.append(("v_note_dot_" + back, {"kind_key": "v_word_" + kind}))


def _draw_thermos(cells, thermos, n: int) -> None:
    bulbs = {path[0] for path in thermos}
    for path in thermos:
        for k, i in enumerate(path):
            classes = cells[i].classes
            if "th" not in classes:
                classes.append("th")
                cells[i].notes.append(("v_note_thermo_bulb", {}) if i in bulbs else ("v_note_thermo", {}))
            if k == 0 and "th-bulb" not in classes:
                classes.append("th-bulb")
            for j in (path[k - 1] if k else None, path[k + 1] if k + 1 < len(path) else None):
                if j is not None:
                    name = TOWARDS.get((j // n - i // n, j % n - i % n))
                    if name and name not in classes:
                        classes.append(name)
