"""The grid widget: the only code that reads or writes the cells of the board.

The markup comes from ``markup.grid_html`` (the same function build.py uses for the first paint).
Each cell keeps a *kind*: "given" (the puzzle: loaded, pasted, or typed while copying a puzzle),
"entry" (a digit the person typed while solving it; ``typing_kind`` says which one typing makes),
"solved" (written by Solve) or "trace" (the tutor's).  Solve reads the givens only, so a solution
never feeds back into the next solve.  In pencil-mark mode (or with Shift) a symbol key toggles a
mark instead (``on_mark``); while ``locked`` (a step of the explanation is shown) typing is refused.
Keyboard: symbols set a cell, arrows/Home/End (Ctrl+Home/End: first/last cell) move,
Backspace/Delete/0/. clear.  Roving focus (WAI-ARIA grid pattern): exactly one cell, the last
focused, has tabindex=0, so Tab enters the grid on that cell and the next Tab leaves the grid.
"""

from pyscript import document
from pyscript.ffi import create_proxy

from sudoku_core.geometry import BOX_SIDE
from sudoku_core.formats.plain_text import plain_text

from .markup import EMPTY_KEYS, alphabet, grid_html
from .strings import t

ARROWS = {"ArrowLeft": (0, -1), "ArrowRight": (0, 1), "ArrowUp": (-1, 0), "ArrowDown": (1, 0)}


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
        self._proxies = [
            self._listen("keydown", self._keydown),
            self._listen("input", self._input),
            self._listen("focusin", self._focusin),
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
        self.marked = set()  # cells with conflict/differs marks, to clear them cheaply
        self.tds = [el.parentElement for el in self.inputs]
        self.step_mark = -1      # tutor: the cell carrying the current step's data-state
        self.hinted = set()      # tutor: cells with a data-hint attribute
        self.pencil = {}         # tutor: cell -> candidates text shown in it
        self.pm_els = {}         # tutor: cell -> its pencil-mark element
        self.active = next((i for i, el in enumerate(self.inputs) if el.tabIndex == 0), 0)

    def _absorb_typed(self):
        """Adopt whatever was typed before Python started, normalised (nothing typed is lost)."""
        for i, el in enumerate(self.inputs):
            ch = self.symbol_in(el.value)
            self._write(i, ch, "given" if ch else "")

    def rebuild(self, size, line=""):
        """Replace the board by a size x size one, pre-filled with ``line`` as givens."""
        self.container.innerHTML = grid_html(size, line, t("grid_label"), cell_label)
        self._bind()
        self._absorb_typed()

    def relabel(self):
        """Name the grid and its cells in the current language (after a language switch)."""
        self.table.setAttribute("aria-label", t("grid_label"))
        n = self.size
        for i, el in enumerate(self.inputs):
            el.setAttribute("aria-label", cell_label(*divmod(i, n)))

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
        return tuple(
            self.symbols.index(v) + 1 if v and k in kinds else 0
            for v, k in zip(self.values, self.kinds)
        )

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
            cl = el.classList
            if self.kinds[i]:
                cl.remove(self.kinds[i])
            if kind:
                cl.add(kind)
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

    # ----- marks -----------------------------------------------------------------------------
    def clear_marks(self):
        for i in self.marked:
            el = self.inputs[i]
            el.classList.remove("conflict")
            el.classList.remove("differs")
            el.removeAttribute("aria-invalid")
            el.removeAttribute("title")
            el.parentElement.removeAttribute("data-alt")
        self.marked = set()

    def mark_conflicts(self, cells):
        for i in cells:
            el = self.inputs[i]
            el.classList.add("conflict")
            el.setAttribute("aria-invalid", "true")
            self.marked.add(i)

    def mark_differences(self, cells, other):
        """Highlight cells where two solutions differ; ``other`` holds the second solution."""
        for i in cells:
            el = self.inputs[i]
            alt = self.symbols[other[i] - 1] if other and other[i] else ""
            el.classList.add("differs")
            if alt:
                el.setAttribute("title", t("differs_title", a=self.values[i], b=alt))
                el.parentElement.setAttribute("data-alt", alt)
            self.marked.add(i)

    # ----- tutor marks (by shape and text as well as colour; see style.css) -------------
    def mark_step(self, i, state, badge, title=""):
        """Outline cell ``i`` with data-state=``state`` and a corner ``badge``; -1 clears."""
        if self.step_mark >= 0:
            td = self.tds[self.step_mark]
            td.removeAttribute("data-state")
            td.removeAttribute("data-badge")
            self.inputs[self.step_mark].removeAttribute("aria-description")
        self.step_mark = i
        if i >= 0:
            td = self.tds[i]
            td.setAttribute("data-state", state)
            if badge:
                td.setAttribute("data-badge", badge)
            if title:
                self.inputs[i].setAttribute("aria-description", title)

    def mark_hint(self, cells, target):
        """Highlight the cells a hint talks about; ``target`` is the cell it names (-1: none)."""
        self.mark_cells(cells, (target,) if target >= 0 else ())

    def mark_cells(self, cells, targets=()):
        """Highlight a drawn step's cells (``data-hint=involved``) and the cells it settles or the
        wrong entries (``data-hint=target``)."""
        self.clear_hint()
        targets = set(targets)
        for i in set(cells) | targets:
            self.tds[i].setAttribute("data-hint", "target" if i in targets else "involved")
            self.hinted.add(i)

    def clear_hint(self):
        for i in self.hinted:
            self.tds[i].removeAttribute("data-hint")
        self.hinted = set()

    def show_pencil(self, marks, styles=None, describe=False):
        """Candidates in empty cells: ``marks`` maps cell -> tuple of digits (only cells listed);
        ``styles`` maps (cell, digit) -> a drawing class (``pattern``, ``fin``, ``elim``,
        ``place``) set as ``data-c`` on the digit; ``describe`` also names the marks in the
        cell's accessible description (the person's own pencil marks).

        Drawn as a small aria-hidden mini-grid under the (transparent) input; only changed cells
        are touched, so this is cheap enough to run every frame while playing."""
        box = self.box
        styles = styles or {}
        for i in list(self.pencil):
            if i not in marks:
                self.pm_els.pop(i).remove()
                del self.pencil[i]
                self.inputs[i].removeAttribute("aria-description")
        for i, digits in marks.items():
            text = "".join(self.symbols[d - 1] + styles.get((i, d), "") for d in digits) + str(describe)
            if self.pencil.get(i) == text:
                continue
            spans = "".join(self._mark_span(d, d in digits, styles.get((i, d))) for d in range(1, self.size + 1))
            if describe:
                self.inputs[i].setAttribute("aria-description", t("marks_desc", digits=" ".join(
                    self.symbols[d - 1] for d in digits)))
            else:
                self.inputs[i].removeAttribute("aria-description")
            el = self.pm_els.get(i)
            if el is None:
                el = self.pm_els[i] = document.createElement("div")
                el.className = f"pm pm-{box}"
                el.setAttribute("aria-hidden", "true")
                self.tds[i].appendChild(el)
            el.innerHTML = spans
            self.pencil[i] = text

    def _mark_span(self, digit, shown, style):
        if not shown:
            return "<span></span>"
        attr = f' data-c="{style}"' if style else ""
        return f"<span{attr}>{self.symbols[digit - 1]}</span>"

    # ----- focus and keyboard ------------------------------------------------------------
    def set_active(self, i):
        """Roving tabindex: cell ``i`` becomes the grid's one Tab stop."""
        if i != self.active:
            if 0 <= self.active < len(self.inputs):
                self.inputs[self.active].tabIndex = -1
            self.active = i
        self.inputs[i].tabIndex = 0

    def focus(self, i):
        self.set_active(i)
        el = self.inputs[i]
        el.focus()
        el.select()

    def _index_of(self, event):
        target = event.target
        if target.tagName != "INPUT" or not target.dataset.i:
            return None
        return int(target.dataset.i)

    def _focusin(self, event):
        i = self._index_of(event)
        if i is not None:
            self.set_active(i)
            event.target.select()

    def _keydown(self, event):
        i = self._index_of(event)
        if i is None:
            return
        key = event.key
        n = self.size
        if (event.ctrlKey or event.metaKey) and key in ("Home", "End") and not event.altKey:
            event.preventDefault()
            self.focus(0 if key == "Home" else n * n - 1)
            return
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        r, c = divmod(i, n)
        if key in ARROWS:
            dr, dc = ARROWS[key]
            event.preventDefault()
            self.focus(min(n - 1, max(0, r + dr)) * n + min(n - 1, max(0, c + dc)))
        elif key == "Home":
            event.preventDefault()
            self.focus(r * n)
        elif key == "End":
            event.preventDefault()
            self.focus(r * n + n - 1)
        elif key in ("Backspace", "Delete"):
            event.preventDefault()
            if self._refuse_locked():
                return
            self.set_cell(i, "")
        elif len(key) == 1:
            ch = key.upper()
            event.preventDefault()
            if self._refuse_locked():
                return
            marked = self.symbol_of_code(event.code) if event.shiftKey else ""
            if self.on_mark and (self.pencil_mode and ch in self.symbols or marked):
                self.on_mark(i, self.symbols.index(marked or ch) + 1)
            elif ch in self.symbols:
                self.set_cell(i, ch)
                event.target.select()
            elif ch in EMPTY_KEYS:
                self.set_cell(i, "")
            else:
                self.on_message(t("bad_symbol", char=key, allowed=self.allowed_text()))

    def symbol_of_code(self, code):
        """The symbol of a physical key (``Digit5``, ``Numpad5``, ``KeyA``), for Shift+key marks."""
        code = str(code or "")
        for prefix in ("Digit", "Numpad", "Key"):
            if code.startswith(prefix) and len(code) == len(prefix) + 1 and code[-1] in self.symbols:
                return code[-1]
        return ""

    def _refuse_locked(self):
        if self.locked:
            self.on_message(t("locked"))
        return self.locked

    def _input(self, event):
        """Text that arrived without a usable keydown (virtual keyboards, IME, drag and drop)."""
        i = self._index_of(event)
        if i is None:
            return
        raw = event.target.value
        ch = self.symbol_in(raw)
        if self.locked or (self.pencil_mode and self.on_mark):
            event.target.value = self.values[i]  # the cell's digit is not what was typed
            if self._refuse_locked() or not ch:
                return
            self.on_mark(i, self.symbols.index(ch) + 1)
            return
        if raw and not ch and raw.strip(EMPTY_KEYS):
            self.on_message(t("bad_symbol", char=raw[-1], allowed=self.allowed_text()))
            ch = self.values[i]
        self.set_cell(i, ch)

    def allowed_text(self):
        s = self.symbols
        if s == "123456789"[: len(s)]:
            return f"1–{s[-1]}"
        return f"1–9, A–{s[-1]}"
