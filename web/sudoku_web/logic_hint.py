"""Hint and Apply on the person's own grid: the hint shown, its three levels, and making its step.

Hint looks at the workspace's position (givens, entries, pencil marks) and answers as the core's
``hint_at`` does: a wrong entry first, then the easiest next step; each further press shows more
(1: the technique and where to look; 2: the pattern drawn on the grid; 3: the whole sentence with
what it removes or places). Apply makes the step (or removes the wrong entries, or puts back
wrongly crossed-out candidates) as one undoable change of the workspace.

Its own part because it holds the one hint shown and the position it is for (``hint_for``): a
hint is only ever applied to the position it was found on (painted colours aside: they change
nothing a hint reads). The search itself is
``logic_search``'s (the engine worker's ``hint`` job); texts come from the steps' parts (``step_words``).
"""

from __future__ import annotations

from . import i18n
from .board_view import answer_into_view
from .logic_search import position_args
from .strings import t


class LogicHint:
    def __init__(self, ctx, el, work, search, drawing, undraw):
        self.ctx = ctx
        self.el = el                  # the logic panel's controls (apply, hint-text)
        self.work = work              # the WorkspacePanel: the position, and where changes go
        self.search = search          # logic_search.LogicSearch
        self.drawing = drawing        # drawing.Drawing on the grid
        self.undraw = undraw          # () -> take the drawing away (the person's marks show again)
        self.hint = None              # the core Hint shown, for ``hint_for`` (a Position)
        self.hint_for = None
        self.level = 0
        self.explained = False        # the hint is Explain's answer (show(..., explain=True))

    def drop(self):
        """No hint shown (the drawing taken away, Apply disabled)."""
        self.undraw()
        self.hint, self.hint_for, self.level = None, None, 0
        self.el["apply"].disabled = True
        self.el["hint-text"].textContent = ""
        self.ctx.mark(hintTechnique="", hintLevel="0")

    def show(self, hint, level, explain=False):
        """Show ``hint`` at ``level``, for the workspace's current position; ``explain``: Explain's
        answer on a grid it cannot explain (solved, or a mistake to fix first), said as Explain's
        and not counted as a Hint press."""
        self.hint, self.hint_for, self.level, self.explained = hint, self.work.position, level, explain
        self.render(shown=not explain)

    async def on_hint(self):
        """One level more of the hint shown, or a search for the position's hint."""
        explained, self.explained = self.explained, False
        if self.hint is not None and self.work.position.same_for_logic(self.hint_for):
            self.level = 1 if explained else min(3, self.level + 1)   # Explain's answer was no Hint press
            self.render()
            return
        pos = self.search.ready_position(self.work.position)
        if pos is None:
            return
        found = await self.search.run("hint", position_args(pos), "looking")
        if found is None or not pos.same_for_logic(self.work.position):
            return
        hint = getattr(found, "hint", found)   # the hint job's answer holds the hint
        self.work.settle()
        self.show(hint, 1)

    def render(self, shown=True, say=True):
        """The hint at its level, drawn and said; ``shown``: the person asked for it (counted by
        the play statistics), not said again in another language; ``say`` False: the status line
        is left alone (a language switch says again whatever it said last, which may be newer
        than the hint: an edit refused after it)."""
        from sudoku_core.logic.hint_kinds import SOLVED, STEP, STUCK, WRONG_ELIMINATION, WRONG_ENTRY
        from .step_words import hint_text

        hint, level = self.hint, self.level
        text = hint_text(hint, level)
        self.el["hint-text"].textContent = text  # a live region: read once, not again by the status
        if not say:
            pass
        elif self.explained:
            self.ctx.say_t("explain_solved" if hint.kind == SOLVED else "explain_fix", "info" if hint.kind == SOLVED else "warning")
        elif hint.kind in (SOLVED, STUCK):   # one sentence, no more detail and nothing to apply
            self.ctx.say_t("hint_final", "warning" if hint.kind == STUCK else "info")
        else:
            self.ctx.say_t("hint_status" if level < 3 else "hint_status_last", "warning" if hint.kind != STEP else "info",
                           level=level)
        self.ctx.mark(hintTechnique=hint.technique or hint.kind, hintLevel=str(level))
        self.el["apply"].disabled = hint.kind not in (STEP, WRONG_ENTRY, WRONG_ELIMINATION)
        if level < 2 or hint.kind not in (STEP, WRONG_ENTRY, WRONG_ELIMINATION):
            self.undraw()
        elif hint.kind == STEP:
            step = hint.step
            self.drawing.show_step(hint.grid, step, level, [c for c, _ in step.placements] if level >= 3 else [])
        else:
            marks = self.work.position.shown_marks()
            for cell, digit in hint.wrong if hint.kind == WRONG_ELIMINATION else ():
                marks[cell] = tuple(sorted(set(marks.get(cell, ())) | {digit}))
            self.drawing.show(marks, None, level, targets=hint.cells)
        if shown:
            answer_into_view(self.el["hint-text"])
            self.ctx.events.emit("hint_shown", hint=hint, level=level, text=text)

    def on_apply(self, event=None):
        from sudoku_core.logic.hint_kinds import STEP, WRONG_ELIMINATION, WRONG_ENTRY
        from sudoku_core.logic.notation import cell_name
        from .step_words import notation

        if self.ctx.held_by_pause():   # (said) the covered grid does not change
            return
        hint, pos = self.hint, self.work.position
        if hint is None or not pos.same_for_logic(self.hint_for):
            self.ctx.say_t("nothing_to_apply")
            return
        size, symbols = pos.size, hint.symbols
        if hint.kind == STEP:
            step = hint.step
            cands = {c: hint.grid.cands[c] for c, _ in step.eliminations}
            new = pos.with_step(step.placements, step.eliminations, cands)
            message = lambda: t("applied", text=notation(step, size, symbols))
        elif hint.kind == WRONG_ENTRY:
            history = self.work.history
            new = pos.without_entries(hint.cells, {c: history.before_entry(c) for c in hint.cells})
            cells = hint.cells
            message = lambda: t("applied_wrong", cells=i18n.places(cells, size))
        elif hint.kind == WRONG_ELIMINATION:
            new = pos
            for cell, digit in hint.wrong:
                new = new.toggling_mark(cell, digit)
            wrong = hint.wrong
            message = lambda: t("applied_marks", candidates=t("lh_cells_join").join(f"{cell_name(size, c)} ({symbols[d - 1]})"
                                                                      for c, d in wrong))
        else:
            return
        self.drop()
        self.work.change(new)
        self.ctx.say(message, "success")
        if event is not None:
            self.el["hint"].focus()   # Apply is disabled now: the next press is Hint
