"""The player's highlights on the grid: the selected cell, its row, column and box, and every cell
and pencil mark holding the same digit.

Its own part because it only marks cells (what to mark is ``pad.highlights``'s rule, when to mark
is ``pad_panel``'s): public markers on each cell's ``<td role="gridcell">``: ``data-selected``
(the selected cell), ``data-peer`` (its row, column and box, setting ``peers``), ``data-same``
(cells holding the same digit, setting ``same``); and ``data-same`` on the ``<span>`` of a pencil
mark of that digit. Only changed cells are touched, so it runs after every edit.
"""

from __future__ import annotations


class GridHighlights:
    def __init__(self, grid):
        self.grid = grid
        self.table = None        # the table the markers below are on (a rebuilt grid has none)
        self.selected = None
        self.peers = frozenset()
        self.same = frozenset()
        self.spans = []          # pencil-mark spans carrying data-same

    def show(self, selected, peers, digit):
        """Mark cell ``selected`` (None: none), the cells ``peers`` and every cell and pencil
        mark holding ``digit`` ("" for none)."""
        grid = self.grid
        if self.table is not grid.table:
            self.table, self.selected, self.peers, self.same, self.spans = grid.table, None, frozenset(), frozenset(), []
        tds = grid.marks.tds
        if selected != self.selected:
            if self.selected is not None:
                tds[self.selected].removeAttribute("data-selected")
            if selected is not None:
                tds[selected].setAttribute("data-selected", "")
            self.selected = selected
        self.peers = self.swap(tds, "data-peer", self.peers, frozenset(peers))
        same = frozenset(i for i, v in enumerate(grid.values) if digit and v == digit)
        self.same = self.swap(tds, "data-same", self.same, same)
        self.mark_spans(digit)

    def swap(self, tds, name, old, new):
        for i in old - new:
            tds[i].removeAttribute(name)
        for i in new - old:
            tds[i].setAttribute(name, "")
        return new

    def mark_spans(self, digit):
        """``data-same`` on the pencil marks of ``digit`` (the marks are redrawn often: redone each
        time, from the few cells that show marks)."""
        for span in self.spans:
            span.removeAttribute("data-same")
        self.spans = []
        if not digit or digit not in self.grid.symbols:
            return
        at = self.grid.symbols.index(digit)
        for el in self.grid.marks.pm_els.values():
            span = el.children.item(at)
            if span and str(span.textContent) == digit:  # item() beyond the end: JS null (falsy)
                span.setAttribute("data-same", "")
                self.spans.append(span)

    def clear(self):
        self.show(None, frozenset(), "")
