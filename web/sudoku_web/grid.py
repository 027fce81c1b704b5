"""The grid widget: the only code that reads or writes the cells of the board.

The markup comes from ``markup.grid_html`` (the same function build.py uses for the first paint).
Each cell keeps a *kind*: "given" (the puzzle: loaded, pasted, or typed while copying a puzzle),
"entry" (a digit the person typed while solving it; ``typing_kind`` says which one typing makes),
"solved" (written by Solve) or "trace" (the tutor's).  Solve reads the givens only, so a solution
never feeds back into the next solve.  In pencil-mark mode (or with Shift) a symbol key toggles a
mark instead (``on_mark``); while ``locked`` (a step of the explanation is shown) typing is refused.

The grid's other jobs have their own modules, reached through the grid's methods: the keyboard
and focus (``grid_keys``) and the marks that are not digits: conflicts, the tutor's and hints'
highlights, pencil marks (``grid_marks``).
"""

from pyscript.ffi import create_proxy

from sudoku_core.geometry import BOX_SIDE
from sudoku_core.formats.plain_text import plain_text

from .grid_keys import GridKeys
from .grid_marks import CellMarks
from .markup import alphabet, grid_html
from .strings import t
from .variant_words import cell_notes


def cell_label(row, col):
    """Accessible name of a cell in the current language (0-based arguments, 1-based text)."""
    return t("cell_label", row=row + 1, col=col + 1)


class Grid:
    """The board inside the stable ``container`` element (event listeners live on the container)."""

    def __init__(self, container, on_edit, on_message, on_mark=None):
        self.container = container
        self.on_edit = on_edit          # called after the user changed cell i: on_edit(i)
        self.on_message = on_message    # called with a hint, e.g. a rejected key
        self.on_mark = on_mark          # called for a pencil mark: on_mark(i, digit)
        self.typing_kind = "given"      # what a typed digit in an empty cell becomes
        self.pencil_mode = False
        self.locked = False             # a step of the explanation is shown: refuse typing
        self.on_escape = None           # while locked: Escape in a cell closes the step (Explain's)
        self.keys = GridKeys(self)
        self.notes = {}                 # cell -> a variant's notes on it (variant_draw), said in its name
        self._proxies = [
            self._listen("keydown", self.keys.on_keydown),
            self._listen("input", self.keys.on_input),
            self._listen("focusin", self.keys.on_focusin),
        ]
        self._bind()
        self._absorb_typed()

    # ----- construction ----------------------------------------------------------------------
    def _listen(self, name, handler):
        proxy = create_proxy(handler)
        self.container.addEventListener(name, proxy)
        return proxy

    def _bind(self):
        """(Re)read the table: size, alphabet and the list of input elements."""
        self.table = self.container.querySelector("table")
        self.size = int(self.table.dataset.size)
        self.box = BOX_SIDE[self.size]
        self.symbols = alphabet(self.size)
        self.inputs = list(self.table.querySelectorAll("input"))
        self.values = [""] * (self.size * self.size)
        self.kinds = [""] * (self.size * self.size)
        self.marks = CellMarks(self.inputs, self.symbols, self.box, self.values)
        self.descriptions = self.marks.descriptions   # a panel's part of a cell's description
        self.keys.rebind()

    def _absorb_typed(self):
        """Adopt whatever was typed before Python started, normalised (nothing typed is lost)."""
        for i, el in enumerate(self.inputs):
            ch = self.symbol_in(el.value)
            self._write(i, ch, "given" if ch else "")

    def rebuild(self, size, line=""):
        """Replace the board by a size x size one, pre-filled with ``line`` as givens (focus in a cell stays in it)."""
        typing = self.container.querySelector("input:focus") is not None   # (a paste or Ctrl+Z dropped it)
        self.container.innerHTML = grid_html(size, line, t("grid_label"), cell_label)
        self.notes = {}
        self._bind()
        self._absorb_typed()
        if typing:
            self.focus(0)

    def relabel(self):
        """Name the grid and its cells in the current language (after a language switch)."""
        self.table.setAttribute("aria-label", t("grid_label"))
        n = self.size
        for i, el in enumerate(self.inputs):
            el.setAttribute("aria-label", cell_label(*divmod(i, n)) + cell_notes(self.notes.get(i, ())))
        self.marks.redescribe()

    def draw_rules(self, cells, jigsaw=False):
        """Draw a variant (``variant_draw.drawing``; [] classic); name each cell with its notes."""
        self.notes = {i: cell.notes for i, cell in enumerate(cells) if cell.notes}
        self.table.classList.toggle("jigsaw", bool(jigsaw))
        self.marks.draw_rules(cells)
        self.relabel()

    # ----- reading ---------------------------------------------------------------------------
    def symbol_in(self, text):
        """Last acceptable symbol in ``text`` (upper-cased), or "" for empty; read as the core
        reads a paste (``３`` is 3, zero-width and bidi marks are nothing)."""
        for ch in reversed(plain_text(str(text)).upper()):
            if ch in self.symbols:
                return ch
        return ""

    def values_of(self, kinds=("given",)):
        """Cell values (ints, 0 = empty) of the cells whose kind is in ``kinds``."""
        return tuple(self.symbols.index(v) + 1 if v and k in kinds else 0 for v, k in zip(self.values, self.kinds))

    def line(self, kinds=("given", "solved")):
        """One-line string of the grid ("." for empty), canonical alphabet."""
        return "".join(v if v and k in kinds else "." for v, k in zip(self.values, self.kinds))

    def has_kind(self, kind):
        return kind in self.kinds

    # ----- writing ---------------------------------------------------------------------------
    def _write(self, i, ch, kind):
        el = self.inputs[i]
        if el.value != ch:
            el.value = ch
        if self.kinds[i] != kind:
            self.marks.set_kind(i, self.kinds[i], kind)
        self.values[i] = ch
        self.kinds[i] = kind

    def set_cell(self, i, ch):
        """A user edit of one cell: a given stays a given, an empty cell takes ``typing_kind``."""
        kind = ("given" if self.kinds[i] == "given" else self.typing_kind) if ch else ""
        self._write(i, ch, kind)
        self.on_edit(i)

    def show_position(self, givens, entries):
        """Show a workspace position: ``givens`` and ``entries`` lines ("." empty)."""
        self.clear_marks()
        for i, (g, e) in enumerate(zip(givens, entries)):
            if g != ".":
                self._write(i, g, "given")
            else:
                self._write(i, e if e != "." else "", "entry" if e != "." else "")

    def load(self, cells):
        """Show ``cells`` (values 0..size) as givens; everything else empty."""
        self.clear_marks()
        for i, v in enumerate(cells):
            ch = self.symbols[v - 1] if v else ""
            self._write(i, ch, "given" if ch else "")

    def show_solution(self, cells):
        """Fill the empty cells from ``cells``; givens and entries stay as they are."""
        for i, v in enumerate(cells):
            if self.kinds[i] not in ("given", "entry"):
                self._write(i, self.symbols[v - 1] if v else "", "solved" if v else "")

    def clear_solution(self):
        """Remove solved cells (never givens) and the marks that went with them."""
        for i, k in enumerate(self.kinds):
            if k == "solved":
                self._write(i, "", "")
        self.clear_marks()

    def show_trace(self, cells):
        """Tutor: show an algorithm's board; its digits get the kind "trace" (givens stay)."""
        symbols, kinds, values = self.symbols, self.kinds, self.values
        for i, v in enumerate(cells):
            if kinds[i] == "given":
                continue
            ch = symbols[v - 1] if v else ""
            kind = "trace" if ch else ""
            if values[i] != ch or kinds[i] != kind:
                self._write(i, ch, kind)

    def clear_trace(self):
        """Tutor: remove the algorithm's digits and every tutor mark (givens stay)."""
        for i, k in enumerate(self.kinds):
            if k == "trace":
                self._write(i, "", "")
        self.mark_step(-1, "", "")
        self.clear_hint()
        self.show_pencil({})
        self.table.removeAttribute("data-trace")

    def set_trace_state(self, state):
        """Tutor: the kind of the current step on the table (``data-trace``, styled by CSS)."""
        self.table.setAttribute("data-trace", state)

    def clear(self):
        self.clear_marks()
        for i in range(len(self.inputs)):
            self._write(i, "", "")

    # ----- marks (grid_marks) and focus (grid_keys) -------------------------------------------
    def clear_marks(self):
        self.marks.clear_marks()

    def mark_conflicts(self, cells):
        self.marks.mark_conflicts(cells)

    def mark_differences(self, cells, other):
        self.marks.mark_differences(cells, other)

    def mark_step(self, i, state, badge, title=""):
        self.marks.mark_step(i, state, badge, title)

    def mark_hint(self, cells, target):
        self.marks.mark_hint(cells, target)

    def mark_cells(self, cells, targets=(), area=()):
        self.marks.mark_cells(cells, targets, area)

    def clear_hint(self):
        self.marks.clear_hint()

    def show_pencil(self, marks, styles=None, describe=False):
        self.marks.show_pencil(marks, styles, describe)

    @property
    def pencil(self) -> dict:
        """Cell -> the candidates text shown in it (empty when no cell shows any)."""
        return self.marks.pencil

    def focus(self, i):
        self.keys.focus(i)
