"""Marks on the grid's cells that are not digits: conflicts and differing solutions (the solver),
the tutor's step outline and badge, the highlight of a hint's cells, and the small mini-grid of
candidates (pencil marks, and a drawn step's candidates).

Its own part because none of these change what a cell holds (``grid.Grid`` does that): they are
attributes and small elements on the cells, by shape and text as well as colour (style.css). A
grid's marks are made anew with its cells (``Grid.rebuild``).
"""

from __future__ import annotations

from pyscript import document

from .cell_descriptions import CellDescriptions
from .strings import t
from .variant_draw import CLASSES as RULE_CLASSES


def differs_words(alt):
    """The description's part of a cell where two solutions differ, built at each writing (so it
    follows a switch of language): "another solution has 8 here" (``alt`` "": no digit known)."""
    if alt:
        return lambda: t("desc_differs", digit=alt)
    return lambda: t("desc_differs_any")


class CellMarks:
    def __init__(self, inputs, symbols, box, values):
        self.inputs = inputs     # the cells' <input> elements
        self.tds = [el.parentElement for el in inputs]
        self.symbols = symbols
        self.box = box
        self.values = values     # the grid's symbols per cell (read for a differing cell's title)
        self.marked = set()      # cells with conflict/differs marks, to clear them cheaply
        self.step_mark = -1      # tutor: the cell carrying the current step's data-state
        self.hinted = set()      # tutor: cells with a data-hint attribute
        self.pencil = {}         # cell -> candidates text shown in it
        self.described = {}      # cell -> the person's marks named in its accessible description
        self.pm_els = {}         # cell -> its pencil-mark element
        self.rule_els = {}       # cell -> its variant drawing element (a cage's outline and sum, a parity mark)
        self.thermo_els = {}     # cell -> its thermometer's drawing element (the bar and the bulb)
        self.dot_els = {}        # cell -> its dots' drawing element (on its right and bottom edges)
        self.clue_els = {}       # cell -> the drawing element of a little killer's clue beyond its corner
        self.sandwich_els = {}   # cell -> the drawing element of its row's and column's sandwich totals
        self.arrow_els = {}      # cell -> its arrows' drawing element (lines, bulb outline, head)
        self.letter_els = {}     # cell -> its X and V letters' drawing element (on its right and bottom edges)
        self.descriptions = CellDescriptions(inputs)   # the cells' aria-description, part by part

    # ----- conflicts and differences ---------------------------------------------------------
    def clear_marks(self):
        for i in self.marked:
            el = self.inputs[i]
            el.classList.remove("conflict")
            el.classList.remove("differs")
            el.removeAttribute("aria-invalid")
            el.removeAttribute("title")
            el.parentElement.removeAttribute("data-alt")
            self.descriptions.set(i, "differs", None)
        self.marked = set()

    def mark_conflicts(self, cells):
        for i in cells:
            el = self.inputs[i]
            el.classList.add("conflict")
            el.setAttribute("aria-invalid", "true")
            self.marked.add(i)

    def mark_differences(self, cells, other):
        """Highlight cells where two solutions differ; ``other`` holds the second solution. Said as
        well as shown: each cell's description names both digits (before, the colour alone told a
        screen reader, or a forced-colours screen, nothing)."""
        for i in cells:
            el = self.inputs[i]
            alt = self.symbols[other[i] - 1] if other and other[i] else ""
            el.classList.add("differs")
            if alt:
                el.setAttribute("title", t("differs_title", a=self.values[i], b=alt))
                el.parentElement.setAttribute("data-alt", alt)
            self.descriptions.set(i, "differs", differs_words(alt))
            self.marked.add(i)

    # ----- tutor marks (by shape and text as well as colour; see style.css) -------------
    def mark_step(self, i, state, badge, title=""):
        """Outline cell ``i`` with data-state=``state`` and a corner ``badge``; -1 clears."""
        if self.step_mark >= 0:
            td = self.tds[self.step_mark]
            td.removeAttribute("data-state")
            td.removeAttribute("data-badge")
            self.descriptions.set(self.step_mark, "step", None)
        self.step_mark = i
        if i >= 0:
            td = self.tds[i]
            td.setAttribute("data-state", state)
            if badge:
                td.setAttribute("data-badge", badge)
            self.descriptions.set(i, "step", title or None)

    def mark_hint(self, cells, target):
        """Highlight the cells a hint talks about; ``target`` is the cell it names (-1: none)."""
        self.mark_cells(cells, (target,) if target >= 0 else ())

    def mark_cells(self, cells, targets=(), area=()):
        """Highlight a drawn step's cells (``data-hint=involved``), the cells it settles or the
        wrong entries (``data-hint=target``), and the rest of the houses it sums or compares (a
        variant's ``area``: ``data-hint=area``)."""
        self.clear_hint()
        targets, cells = set(targets), set(cells)
        for i in set(area) | cells | targets:
            self.tds[i].setAttribute("data-hint", "target" if i in targets else "involved" if i in cells else "area")
            self.hinted.add(i)

    def clear_hint(self):
        for i in self.hinted:
            self.tds[i].removeAttribute("data-hint")
        self.hinted = set()

    # ----- candidates ----------------------------------------------------------------------
    def show_pencil(self, marks, styles=None, describe=False):
        """Candidates in empty cells: ``marks`` maps cell -> tuple of digits (only cells listed);
        ``styles`` maps (cell, digit) -> a drawing class (``pattern``, ``fin``, ``elim``,
        ``place``) set as ``data-c`` on the digit; ``describe`` also names the marks in the
        cell's accessible description: True, the person's own pencil marks; "drawn", the
        candidates a hint or a step of Explain draws (drawn as such, not as the person's marks:
        before, a screen reader heard no candidates at all while a hint was drawn).

        Drawn as a small aria-hidden mini-grid under the (transparent) input; only changed cells
        are touched, so this is cheap enough to run every frame while playing."""
        box = self.box
        styles = styles or {}
        for i in list(self.pencil):
            if i not in marks:
                self.pm_els.pop(i).remove()
                del self.pencil[i]
                self.described.pop(i, None)
                self.descriptions.set(i, "marks", None)
        for i, digits in marks.items():
            text = "".join(self.symbols[d - 1] + styles.get((i, d), "") for d in digits) + str(describe)
            if self.pencil.get(i) == text:
                continue
            spans = "".join(self.mark_span(d, d in digits, styles.get((i, d))) for d in range(1, len(self.symbols) + 1))
            if describe:
                self.described[i] = tuple(digits)
                self.descriptions.set(i, "marks", self.marks_words(i))
            else:
                self.described.pop(i, None)
                self.descriptions.set(i, "marks", None)
            el = self.pm_els.get(i)
            if el is None:
                el = self.pm_els[i] = document.createElement("div")
                el.className = f"pm pm-{box}"
                el.setAttribute("aria-hidden", "true")
                self.tds[i].appendChild(el)
            el.innerHTML = spans
            el.classList.toggle("pm-own", describe is True)  # the player's marks: drawn as the marks= setting says
            self.pencil[i] = text

    def marks_words(self, i):
        """A builder of cell ``i``'s marks in words ("candidates 1 4"), in the language of the moment."""
        digits = " ".join(self.symbols[d - 1] for d in self.described[i])
        return lambda: t("marks_desc", digits=digits)

    def redescribe(self):
        """The cells' descriptions, and a differing cell's tooltip, again in the current language."""
        self.descriptions.again()
        for i in self.marked:
            alt = self.tds[i].getAttribute("data-alt")
            if alt:   # (a conflict's cell has none)
                self.inputs[i].setAttribute("title", t("differs_title", a=self.values[i], b=alt))

    def set_kind(self, i, was, kind):
        """Cell ``i``'s kind (given, entry, solved, trace, or "") as its class, and said in its
        description ("given"); a cell showing the solution does not say the marks hidden under
        its digit (style.css): a cell reading "8, candidates 4 5 7 8" said marks no longer drawn."""
        cl = self.inputs[i].classList
        if was:
            cl.remove(was)
        if kind:
            cl.add(kind)
        self.descriptions.set_kind(i, kind)

    def mark_span(self, digit, shown, style):
        if not shown:
            return "<span></span>"
        attr = f' data-c="{style}"' if style else ""
        return f"<span{attr}>{self.symbols[digit - 1]}</span>"

    # ----- a variant's drawing (variant_draw) ---------------------------------------------
    def draw_rules(self, cells):
        """Draw a variant: ``cells`` is variant_draw.drawing's list (empty: classic, nothing
        drawn). The classes go on the cell; the outline, the sum and the parity mark are drawn by
        an aria-hidden element in it, a thermometer by another, its dots by a third (the cell's name says them:
        ``Grid.relabel``)."""
        for i, td in enumerate(self.tds):
            cl = td.classList
            for name in RULE_CLASSES:
                cl.remove(name)
            drawn = cells[i] if i < len(cells) else None
            layer(self.thermo_els, i, td, "vt", drawn is not None and "th" in drawn.classes, td.firstChild)
            layer(self.arrow_els, i, td, "va", drawn is not None and "ar" in drawn.classes,
                  self.inputs[i])   # (over a thermometer's bar, under the digit)
            layer(self.dot_els, i, td, "vx", drawn is not None and any(c[:3] == "dt-" for c in drawn.classes),
                  None)   # (last: over the neighbouring cells it overlaps)
            layer(self.letter_els, i, td, "vl", drawn is not None and any(c[:3] == "dl-" for c in drawn.classes), None)
            clue = layer(self.clue_els, i, td, "vk", drawn is not None and bool(drawn.clue), None)
            if clue is not None:
                clue.setAttribute("data-clue", drawn.clue)
            totals = layer(self.sandwich_els, i, td, "vs",
                           drawn is not None and bool(drawn.row_total or drawn.column_total), None)
            if totals is not None:   # (left of the row's first cell, above the column's top cell)
                for name, value in (("data-row", drawn.row_total), ("data-column", drawn.column_total)):
                    if value:
                        totals.setAttribute(name, value)
                    else:
                        totals.removeAttribute(name)
            el = layer(self.rule_els, i, td, "vd", drawn is not None and bool(drawn.classes or drawn.total),
                       self.inputs[i])   # (after the thermometer: a cage's outline and a parity mark over its bar)
            if el is None:
                continue
            for name in drawn.classes:
                cl.add(name)
            if drawn.total:
                el.setAttribute("data-sum", drawn.total)
            else:
                el.removeAttribute("data-sum")


def layer(els: dict, i: int, td, css: str, wanted: bool, before):
    """Cell ``i``'s aria-hidden drawing element of class ``css`` (kept in ``els``), made in ``td``
    just before the child ``before`` when ``wanted`` and missing, removed when not wanted (then
    None). The order the layers are made in does not change the order they are drawn in."""
    el = els.get(i)
    if not wanted:
        if el is not None:
            els.pop(i).remove()
        return None
    if el is None:
        el = els[i] = document.createElement("span")
        el.className = css
        el.setAttribute("aria-hidden", "true")
        td.insertBefore(el, before)
    return el
