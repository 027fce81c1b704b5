"""The edits a variant's rules take over the selected cells (issue 32): a cage with its sum, a
thermometer along the cells in the order they were selected, dots (kropki, X, V) between them in
that order, a little killer along the diagonal they lie on (its sum from "Cage sum"), a region
painted, cells marked even or odd, an arrow from the cells selected first (its circle, or a pill of
as many cells as "Bulb" says) along the others, a sandwich on the row or column they lie in (its
total from "Cage sum"), and the removal of cages, thermometers, dots, little killers, arrows and
sandwiches.

Each reads the selection (``variant_cells``), makes the new rules with ``variant_rules`` and hands
them to the panel's ``apply`` (drawn, checked, undoable) with the words to say, or its ``refuse``
with why the edit cannot be made. DOM glue only: the rules' checks are ``variant_rules``'s.
"""

from __future__ import annotations

from pyscript import when

from .strings import t, t_n
from . import i18n
from .variant_words import line_name

#: The buttons and the handler each takes (a method name of :class:`CellEdits`, and its argument).
BUTTONS = {"v-cage": ("on_cage", None), "v-uncage": ("on_uncage", None), "v-thermo": ("on_thermo", None),
           "v-unthermo": ("on_unthermo", None), "v-dot": ("on_dot", None), "v-undot": ("on_undot", None),
           "v-lk": ("on_little_killer", None), "v-unlk": ("on_unlittle_killer", None),
           "v-arrow": ("on_arrow", None), "v-unarrow": ("on_unarrow", None),
           "v-sandwich": ("on_sandwich", None), "v-unsandwich": ("on_unsandwich", None),
           "v-paint": ("on_paint", None), "v-even": ("on_parity", "even"),
           "v-odd": ("on_parity", "odd"), "v-unmark": ("on_parity", None)}


def rules_module():
    from . import variant_rules  # imported on first use (it imports the core's variants)

    return variant_rules


class CellEdits:
    def __init__(self, ctx, selection, el, apply, refuse):
        self.ctx = ctx
        self.selection = selection
        self.el = el                  # the panel's elements: the buttons, "v-sum", "v-region", "v-dot-kind",
        #                               "v-arrow-bulb"
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

    def remove(self, without: str, field: str, key: str):
        """The rules without what lies on the selected cells (``variant_rules``'s ``without``, a
        name), said with how many of ``field`` went (``key``)."""
        cells = self.selection.take()
        if cells is None:
            return
        count = lambda rules: len(getattr(rules, field)) if rules is not None else 0   # noqa: E731
        variant = getattr(rules_module(), without)(self.ctx.variant, cells)
        removed = count(self.ctx.variant) - count(variant)
        self.selection.clear()
        self.apply(variant, lambda n=removed: t(key, count=n))

    def typed_sum(self):
        """The "Cage sum" typed: a whole number, None when empty, -1 when it is not a number (also
        what the number field cannot read, "1-" or "5e": its value is then "", as if left empty)."""
        field = self.el["v-sum"]
        if field.validity.badInput:
            return -1
        text = str(field.value or "").strip()
        try:
            return int(text) if text else None
        except ValueError:
            return -1

    def summed(self, make: str, fields=None, least=None):
        """The selected cells and the typed "Cage sum" handed to ``variant_rules``' ``make`` (a cage, a
        little killer, a sandwich): ``(variant, cells, total)``, the selection and the sum cleared; None
        when nothing is selected, the sum is below ``least``, or the edit is refused (said, with
        ``fields(rules, refused)`` beside the total for its words)."""
        cells = self.selection.take()
        if cells is None:
            return None
        total = self.typed_sum()
        if least is not None and total is not None and total < least:
            self.ctx.say_t("v_bad_sum", "error")
            return None
        rules = rules_module()
        try:
            variant = getattr(rules, make)(self.ctx.variant, self.size, cells, total)
        except rules.EditRefused as refused:
            refused.fields = fields(rules, refused) if fields is not None else {}
            refused.fields["total"] = total if total is not None else ""
            self.refuse(refused)
            return None
        self.selection.clear()
        self.el["v-sum"].value = ""
        return variant, cells, total

    def on_cage(self, event=None):
        made = self.summed("with_cage", least=1)
        if made is not None:
            variant, cells, total = made
            self.apply(variant, lambda n=len(cells): t_n("v_cage_added", n, total=total) if total is not None
                       else t_n("v_cage_added_free", n))

    def on_uncage(self, event=None):
        self.remove("without_cages", "cages", "v_cages_removed")

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
        self.remove("without_thermos", "thermos", "v_thermos_removed")

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
        self.remove("without_dots", "dots", "v_dots_removed")

    def on_little_killer(self, event=None):
        size = self.size
        made = self.summed("with_little_killer", lambda rules, refused: {"most": len(refused.cells) * size})
        if made is not None:
            variant, cells, total = made
            line = next(k[1] for k in variant.little_killers if set(cells) <= set(k[1]) and k[0] == total)
            self.apply(variant, lambda: t("v_lk_added", total=total, count=len(line), where=i18n.where(line[0], size)))

    def on_unlittle_killer(self, event=None):
        self.remove("without_little_killers", "little_killers", "v_lks_removed")

    def on_arrow(self, event=None):
        path = self.selection.take_path()
        if path is None:
            return
        pill = int(self.el["v-arrow-bulb"].value or 1)
        rules = rules_module()
        try:
            variant = rules.with_arrow(self.ctx.variant, self.size, path, pill)
        except rules.EditRefused as refused:
            self.refuse(refused)
            return
        self.selection.clear()
        shaft, where = len(path) - pill, i18n.where(min(path[:pill]), self.size)
        self.apply(variant, lambda: t_n("v_arrow_added", shaft, where=where) if pill == 1
                   else t_n("v_pill_arrow_added", shaft, where=where, pill=pill))

    def on_unarrow(self, event=None):
        self.remove("without_arrows", "arrows", "v_arrows_removed")

    def on_sandwich(self, event=None):
        size, top = self.size, self.ctx.grid.symbols[-1]
        made = self.summed("with_sandwich", lambda rules, refused: {"top": top, "most": rules.most(size),
                                                                    "almost": rules.most(size) - 1})
        if made is not None:
            variant, cells, total = made
            line = rules_module().sandwich_lines(cells, size)[0]
            self.apply(variant, lambda: t("v_sandwich_added", total=total, line=line_name(line, size)))

    def on_unsandwich(self, event=None):
        self.remove("without_sandwiches", "sandwiches", "v_sandwiches_removed")

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
