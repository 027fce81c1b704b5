"""Selecting cells for a variant's edits (issue 32): the cells a cage, a thermometer, a region or a
parity mark goes on. The order they were selected in is kept: a thermometer runs from the first
selected cell, its bulb, through the others in turn.

"Select cells" (``#v-select``, aria-pressed) turns selecting on: a click or tap on a cell, or Enter
on the focused cell, selects it or lets it go; Ctrl-click, Cmd-click or Shift-click does so at any
time. A selected cell's gridcell has ``aria-selected="true"`` (the table is
``aria-multiselectable`` while selecting), drawn with an outline as well as a colour.
"""

from __future__ import annotations

from pyscript.ffi import create_proxy

from .strings import t, t_n


class CellSelection:
    def __init__(self, ctx, button):
        self.ctx = ctx
        self.grid = ctx.grid
        self.button = button
        self.on = False
        self.cells = set()
        self.order = []       # the selected cells in the order they were selected

    def wire(self):
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_key)]
        self.grid.container.addEventListener("click", self._proxies[0])
        self.grid.container.addEventListener("keydown", self._proxies[1], True)

    def toggle_mode(self, event=None):
        self.set_mode(not self.on)
        self.ctx.say_t("v_select_on" if self.on else "v_select_off")

    def set_mode(self, on):
        self.on = on
        self.button.setAttribute("aria-pressed", "true" if on else "false")
        if on:
            self.grid.table.setAttribute("aria-multiselectable", "true")
        else:
            self.grid.table.removeAttribute("aria-multiselectable")
        self.ctx.mark(selecting="1" if on else "0")

    def cell_of(self, event):
        target = event.target
        if getattr(target, "tagName", "") != "INPUT" or not target.dataset.i:
            return None
        return int(target.dataset.i)

    def on_click(self, event):
        cell = self.cell_of(event)
        if cell is None or self.ctx.mode != "solver":
            return
        if self.on or event.ctrlKey or event.metaKey or event.shiftKey:
            self.toggle(cell)

    def on_key(self, event):
        if self.on and str(event.key) == "Enter":
            cell = self.cell_of(event)
            if cell is not None:
                event.preventDefault()
                event.stopPropagation()
                self.toggle(cell)

    def toggle(self, cell):
        self.cells ^= {cell}
        self.order = [c for c in self.order if c != cell] + ([cell] if cell in self.cells else [])
        self.show()
        self.ctx.say_t("v_selected", number=len(self.cells))

    def take(self):
        """The selected cells (sorted), or None after saying how to select."""
        if not self.cells:
            self.ctx.say_t("v_select_first", "warning")
            return None
        return sorted(self.cells)

    def take_path(self):
        """The selected cells in the order they were selected, or None after saying how to select."""
        return self.order[:] if self.take() is not None else None

    def clear(self):
        self.cells = set()
        self.order = []
        self.show()

    def keep_within(self, count):
        """After a board change: only cells that still exist stay selected (a new board: none)."""
        self.cells = {c for c in self.cells if c < count}
        self.order = [c for c in self.order if c < count]
        if self.on and self.grid.table.getAttribute("aria-multiselectable") != "true":
            self.grid.table.setAttribute("aria-multiselectable", "true")

    def show(self):
        for i, el in enumerate(self.grid.inputs):
            td = el.parentElement
            if i in self.cells:
                td.setAttribute("aria-selected", "true")
            elif td.hasAttribute("aria-selected"):
                td.removeAttribute("aria-selected")
