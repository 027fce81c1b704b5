"""The edits a variant's rules take over the selected cells (issue 32): a cage with its sum, a
thermometer along the cells in the order they were selected, dots (kropki, X, V) between them in
that order, a little killer along the diagonal they lie on (its sum from "Cage sum"), a region
painted, cells marked even or odd, and the removal of cages, thermometers, dots and little killers.

Each reads the selection (``variant_cells``), makes the new rules with ``variant_rules`` and hands
them to the panel's ``apply`` (drawn, checked, undoable) with the words to say, or its ``refuse``
with why the edit cannot be made. DOM glue only: the rules' checks are ``variant_rules``'s.
"""

from __future__ import annotations

from pyscript import when

from .strings import t, t_n
from . import i18n

#: The buttons and the handler each takes (a method name of :class:`CellEdits`, and its argument).
BUTTONS = {"v-cage": ("on_cage", None), "v-uncage": ("on_uncage", None), "v-thermo": ("on_thermo", None),
           "v-unthermo": ("on_unthermo", None), "v-dot": ("on_dot", None), "v-undot": ("on_undot", None),
           "v-lk": ("on_little_killer", None), "v-unlk": ("on_unlittle_killer", None), "v-paint": ("on_paint", None), "v-even": ("on_parity", "even"),
           "v-odd": ("on_parity", "odd"), "v-unmark": ("on_parity", None)}


def rules_module():
    from . import variant_rules  # imported on first use (it imports the core's variants)

    return variant_rules


class CellEdits:
    def __init__(self, ctx, selection, el, apply, refuse):
        self.ctx = ctx
        self.selection = selection
        self.el = el                  # the panel's elements: the buttons, "v-sum", "v-region", "v-dot-kind"
        self.apply = apply            # apply(variant, words): the rules made, drawn and recorded
        self.refuse = refuse          # refuse(EditRefused): said as an error

    def wire(self):
        for name, (method, argument) in BUTTONS.items():
            handler = getattr(self, method)
            when("click", self.el[name])(lambda event, handler=handler, argument=argument:
                                         handler(argument) if argument is not None else handler())

    @property
    def size(self):
        return self.ctx.grid.size

    def on_cage(self, event=None):
        cells = self.selection.take()
        if cells is None:
            return
        text = str(self.el["v-sum"].value or "").strip()
        try:
            total = int(text) if text else None
        except ValueError:
            total = -1
        if total is not None and total < 1:
            self.ctx.say_t("v_bad_sum", "error")
            return
        rules = rules_module()
        try:
            variant = rules.with_cage(self.ctx.variant, self.size, cells, total)
        except rules.EditRefused as refused:
            refused.fields = {"total": total if total is not None else ""}
            self.refuse(refused)
            return
        self.selection.clear()
        self.el["v-sum"].value = ""
        self.apply(variant, lambda n=len(cells): t_n("v_cage_added", n, total=total) if total is not None
                   else t_n("v_cage_added_free", n))

    def on_uncage(self, event=None):
        cells = self.selection.take()
        if cells is None:
            return
        before = len(self.ctx.variant.cages) if self.ctx.variant is not None else 0
        variant = rules_module().without_cages(self.ctx.variant, cells)
        after = len(variant.cages) if variant is not None else 0
        self.selection.clear()
        self.apply(variant, lambda n=before - after: t("v_cages_removed", count=n))

    def on_thermo(self, event=None):
        path = self.selection.take_path()
        if path is None:
            return
        rules = rules_module()
        try:
            variant = rules.with_thermo(self.ctx.variant, self.size, path)
        except rules.EditRefused as refused:
            self.refuse(refused)
            return
        self.selection.clear()
        size = self.size
        self.apply(variant, lambda: t("v_thermo_added", count=len(path), where=i18n.where(path[0], size)))

    def on_unthermo(self, event=None):
        cells = self.selection.take()
        if cells is None:
            return
        before = len(self.ctx.variant.thermos) if self.ctx.variant is not None else 0
        variant = rules_module().without_thermos(self.ctx.variant, cells)
        after = len(variant.thermos) if variant is not None else 0
        self.selection.clear()
        self.apply(variant, lambda n=before - after: t("v_thermos_removed", count=n))

    def on_dot(self, event=None):
        path = self.selection.take_path()
        if path is None:
            return
        kind = str(self.el["v-dot-kind"].value or "white")
        rules = rules_module()
        try:
            variant, added = rules.with_dots(self.ctx.variant, self.size, path, kind)
        except rules.EditRefused as refused:
            self.refuse(refused)
            return
        self.selection.clear()
        self.apply(variant, lambda: t_n("v_dots_added", added, count=added, kind=t("v_word_" + kind)))

    def on_undot(self, event=None):
        cells = self.selection.take()
        if cells is None:
            return
        before = len(self.ctx.variant.dots) if self.ctx.variant is not None else 0
        variant = rules_module().without_dots(self.ctx.variant, cells)
        after = len(variant.dots) if variant is not None else 0
        self.selection.clear()
        self.apply(variant, lambda n=before - after: t("v_dots_removed", count=n))

    def on_little_killer(self, event=None):
        cells = self.selection.take()
        if cells is None:
            return
        text = str(self.el["v-sum"].value or "").strip()
        try:
            total = int(text) if text else None
        except ValueError:
            total = -1
        rules = rules_module()
        try:
            variant = rules.with_little_killer(self.ctx.variant, self.size, cells, total)
        except rules.EditRefused as refused:
            refused.fields = {"total": total if total is not None else "", "most": len(refused.cells) * self.size}
            self.refuse(refused)
            return
        self.selection.clear()
        self.el["v-sum"].value = ""
        line = next(k[1] for k in variant.little_killers if set(cells) <= set(k[1]) and k[0] == total)
        size = self.size
        self.apply(variant, lambda: t("v_lk_added", total=total, count=len(line), where=i18n.where(line[0], size)))

    def on_unlittle_killer(self, event=None):
        cells = self.selection.take()
        if cells is None:
            return
        before = len(self.ctx.variant.little_killers) if self.ctx.variant is not None else 0
        variant = rules_module().without_little_killers(self.ctx.variant, cells)
        after = len(variant.little_killers) if variant is not None else 0
        self.selection.clear()
        self.apply(variant, lambda n=before - after: t("v_lks_removed", count=n))

    def on_paint(self, event=None):
        cells = self.selection.take()
        if cells is None:
            return
        region = int(self.el["v-region"].value or 0)
        variant = rules_module().painted(self.ctx.variant, self.size, cells, region)
        self.selection.clear()
        self.apply(variant, lambda n=len(cells): t_n("v_painted", n, count=n, n=region + 1))

    def on_parity(self, parity=None):
        cells = self.selection.take()
        if cells is None:
            return
        variant = rules_module().with_parity(self.ctx.variant, self.size, cells, parity)
        self.selection.clear()
        self.apply(variant, lambda n=len(cells): t_n("v_parity_set", n, parity=t("v_word_" + parity)) if parity
                   else t_n("v_parity_cleared", n))
