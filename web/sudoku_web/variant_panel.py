"""The variant panel (issue 32): pick a variant, draw and edit its rules, and load variant texts.

DOM glue only: the rules and their edits are ``variant_rules``'s, the drawing ``variant_draw``'s,
the words ``variant_words``'s, the checks and the solve the core's. The page's rules live in
``ctx.variant`` (a givens-less core Variant, None for classic); every change of them is drawn,
checked for conflicts, and recorded in the work (``Position.variant``: undo, autosave), and the
solver, Fill and the Share link follow them.

The selection is ``variant_cells``'s; "Add cage" (with "Cage sum"), "Remove cage", "Add
thermometer", "Remove thermometer", "Add dots" (with "Dot"), "Remove dots", "Add little killer"
(with "Cage sum"), "Remove little killer", "Add arrow" (with "Bulb": the first cells selected, a
circle's or a pill's), "Remove arrow", "Add sandwich" (with "Cage sum": the row or column the cells
lie in), "Remove sandwich", "Paint region", "Mark even" / "Mark odd" / "Unmark even/odd"
act on it and clear it (``variant_edits``). Whole variants (a paste, ``?variant=``, the samples)
come in through ``variant_texts``.

The core's variant modules are imported on first use, so a classic visit's start-up stays as light.
"""

from __future__ import annotations

from pyscript import document, when

from . import i18n
from .strings import t, t_n
from .variant_cells import CellSelection
from .variant_edits import BUTTONS as EDIT_BUTTONS, CellEdits
from .variant_texts import VariantTexts
from .variant_words import CONSTRAINTS, KINDS, key, kind_name, kinds_text, rules_line

SAMPLE_KINDS = ("killer", "jigsaw", "diagonal", "anti-knight", "thermo", "kropki", "xv", "little-killer",
                "arrow", "sandwich")   # variant_samples.SAMPLES
BUTTONS = ("v-select",) + tuple(EDIT_BUTTONS)


def rules_module():
    from . import variant_rules  # imported on first use (it imports the core's variants)

    return variant_rules



def refusal_words(refused, size):
    """A function building what is said of an edit refused (said again after a language switch)."""
    def words():
        fields = {"size": size, "places": i18n.places(refused.cells, size)}
        fields.update(getattr(refused, "fields", {}))
        return t_n("v_refused_" + refused.reason, len(refused.cells), **fields)
    return words

class VariantPanel:
    def __init__(self, ctx, solver, work):
        self.ctx = ctx
        self.grid = ctx.grid
        self.solver = solver          # SolverPanel: load_puzzle, stop
        self.work = work              # WorkspacePanel: position, push
        el = document.getElementById
        self.el = {name: el(name) for name in BUTTONS + ("variant", "v-sum", "v-region", "v-dot-kind", "v-arrow-bulb",
                                                  "v-rules")}
        self.boxes = {name: el("vc-" + name) for name in CONSTRAINTS}
        self.selection = CellSelection(ctx, self.el["v-select"])
        self.edits = CellEdits(ctx, self.selection, self.el, self.apply, self.refuse)
        self.texts = VariantTexts(ctx, solver.load_puzzle)
        self.drawn = None             # the rules last drawn (to redraw only when they change)
        self.shown_kind = "classic"   # the Variant select's choice as last drawn
        ctx.events.on("puzzle_changed", self.on_puzzle_changed)
        ctx.events.on("language", self.on_language)
        ctx.events.on("mode_changed", self.on_mode)
        # another puzzle on the board (a paste, a sample, a link): the cells selected were the old one's
        ctx.events.on("board_changed", lambda how="", **_: self.selection.clear() if how == "load" else None)

    def wire(self):
        when("change", self.el["variant"])(self.on_kind)
        when("click", self.el["v-select"])(self.selection.toggle_mode)
        when("click", self.el["v-rules"])(self.on_rules_tap)
        self.edits.wire()
        for name, box in self.boxes.items():
            when("change", box)(lambda event, name=name: self.on_constraint(name))
        self.selection.wire()
        for name in BUTTONS + ("variant", "v-sum", "v-region", "v-dot-kind", "v-arrow-bulb"):
            self.el[name].disabled = False
        for box in self.boxes.values():
            box.disabled = False
        self.redraw()

    # ----- drawing -----------------------------------------------------------------------------
    def redraw(self, force=False):
        """Draw ctx.variant on the grid, the rules line and the controls' states."""
        variant = self.ctx.variant
        if variant is not None and variant.size != self.grid.size:
            variant = self.ctx.variant = None
        if force or variant != self.drawn or self.grid.table.getAttribute("data-drawn") != "1":
            from .variant_draw import drawing

            self.grid.draw_rules(drawing(variant), jigsaw=variant is not None and variant.regions is not None)
            self.grid.table.setAttribute("data-drawn", "1")
            self.drawn = variant
        if self.el["v-region"].options.length != self.grid.size:   # a size switched: Region 1..N again
            self.fill_regions()
        line = rules_line(variant)
        self.el["v-rules"].textContent = line
        self.el["v-rules"].hidden = not line
        kinds = variant.kinds() if variant is not None else ()
        self.ctx.mark(variant=",".join(kinds) or "classic")
        on = rules_module().constraints_of(variant) if variant is not None else set()
        for name, box in self.boxes.items():
            box.checked = name in on
        chosen = str(self.el["variant"].value)
        if not kinds:   # (even/odd has no rule until a cell is marked: the choice stays shown)
            if chosen not in ("classic", "even-odd"):
                self.el["variant"].value = "classic"
        elif chosen not in kinds:
            self.el["variant"].value = kinds[0] if kinds[0] in KINDS else "classic"
        self.shown_kind = str(self.el["variant"].value)   # (what a refused choice goes back to)
        self.selection.show()

    def fill_regions(self):
        """The Region select's options ("Region 1".."Region N") in the current language."""
        select = self.el["v-region"]
        value = str(select.value or "0")
        select.innerHTML = "".join(f'<option value="{r}">{t("v_region_n", n=r + 1)}</option>'
                                   for r in range(self.grid.size))
        select.value = value if int(value) < self.grid.size else "0"

    def on_language(self, announce=False):
        self.fill_regions()
        self.redraw(force=True)

    def on_mode(self, mode):
        if mode != "solver":
            self.selection.set_mode(False)
            self.selection.clear()

    def on_puzzle_changed(self, announce=False):
        """Loads, size switches, undo across a rules edit: draw the rules now on the page."""
        self.selection.keep_within(self.grid.size * self.grid.size if self.grid.table.getAttribute("data-drawn") == "1" else 0)
        self.redraw()

    # ----- the rules change --------------------------------------------------------------------
    def apply(self, variant, message):
        """``variant`` (None: classic) made the rules: drawn, checked, undoable; ``message`` builds the words."""
        rules = rules_module()
        if variant is not None and not variant.kinds():
            variant = None
        self.solver.stop()
        self.ctx.variant = variant
        self.grid.clear_solution()
        self.redraw()
        conflicts = self.ctx.check_conflicts()
        self.ctx.events.emit("puzzle_changed", announce=False)
        self.work.push(self.work.position.replace(variant=rules.rules_text(variant)))
        if conflicts:
            self.ctx.say_conflicts(conflicts)
        else:
            self.ctx.say(message)

    def on_kind(self, event=None):
        kind = str(self.el["variant"].value)
        rules = rules_module()
        if kind in SAMPLE_KINDS:
            self.texts.load_sample(kind)
            return
        before = self.ctx.variant.kinds() if self.ctx.variant is not None else ()
        if kind == "classic":
            self.apply(None, self.left_said(before, (), lambda: t("v_classic_set")))
            return
        size = self.grid.size
        try:
            variant = rules.classic_rules(size)
            if kind in CONSTRAINTS:
                variant = rules.with_constraint(variant, size, kind, True)
        except rules.EditRefused as refused:
            self.refuse(refused)
            self.el["variant"].value = self.shown_kind   # back on the rules the board still holds
            self.redraw()                                # (even/odd chosen, no cell marked yet: still even/odd)
            return
        if kind == "even-odd":
            self.apply(None, self.left_said(before, (), lambda: i18n.sentences((t("v_kind_set", kinds=kind_name(kind)), t("vr_even_odd")))))
            self.el["variant"].value = "even-odd"
            return
        self.apply(variant, self.left_said(before, variant.kinds(), lambda: t("v_kind_set", kinds=kinds_text(variant.kinds()))))

    @staticmethod
    def left_said(before, after, message):
        """``message``, and when the new kind drops rules the board held (a killer's cages on
        choosing Diagonal): which, and that Undo brings them back. They used to go without a word."""
        left = tuple(k for k in before if k not in after)
        if not left:
            return message
        return lambda: i18n.sentences((message(), t("v_kind_left", left=kinds_text(left))))

    def on_rules_tap(self, event=None):
        """The rules line opened whole, or back to its first lines (a phone shows three)."""
        rules = self.el["v-rules"]
        if rules.hasAttribute("data-open"):
            rules.removeAttribute("data-open")
        else:
            rules.setAttribute("data-open", "")

    def on_constraint(self, name):
        rules = rules_module()
        on = bool(self.boxes[name].checked)
        try:
            variant = rules.with_constraint(self.ctx.variant, self.grid.size, name, on)
        except rules.EditRefused as refused:
            self.boxes[name].checked = False
            self.refuse(refused)
            return
        self.apply(variant, lambda: t("v_constraint_on" if on else "v_constraint_off", name=t("vc_" + key(name))))

    def refuse(self, refused):
        self.ctx.say(refusal_words(refused, self.grid.size), "error")
