"""Hint, Apply and Explain: the logic engine on the person's own grid.

This module wires the logic panel's controls and follows the page's events; the jobs are in
their own modules:

  logic_search  -- the engine worker asked: busy state, progress line, "Stop looking", the checks
  logic_hint    -- Hint (three levels) and Apply
  logic_explain -- Explain: the path, the rating line, a step shown on the grid
  logic_rating  -- the rating line: Sudoku Explainer's rating, asked of the engine after the path
  drawing       -- a step drawn on the grid;  step_words -- the steps' texts

Any change of the workspace's position (``work_changed``) stops a running search and drops the
hint and the explanation: they no longer hold (a search stopped so is said); painting colours changes nothing they read, so they
stay (and a search goes on). Every search runs in the engine worker
(``engine``), so the page's thread only sends positions and shows what comes back.
"""

from __future__ import annotations

from pyscript import document, when
from pyscript.ffi import create_proxy

from .drawing import Drawing
from .logic_explain import Explanation
from .logic_hint import LogicHint
from .logic_search import LogicSearch
from .strings import t

CONTROLS = ("hint", "apply", "explain", "logic-cancel", "explain-close", "explain-box", "explain-list",
            "hint-text", "rating")


class LogicPanel:
    def __init__(self, ctx, work):
        self.ctx = ctx
        self.work = work                  # the WorkspacePanel: the position, and where changes go
        self.el = el = {name: document.getElementById(name) for name in CONTROLS}
        self.drawing = Drawing(ctx.grid)
        self.search = LogicSearch(ctx, el)
        self.hints = LogicHint(ctx, el, work, self.search, self.drawing, self.undraw)
        self.explanation = Explanation(ctx, el, work, self.search, self.drawing, self.undraw)
        self.explanation.before_step = self.hints.drop   # a step shown: the hint (and its Apply) goes
        self.seen = work.position         # the position the hint and the explanation are of
        ctx.events.on("work_changed", self.on_work)
        ctx.events.on("mode_changed", self.on_mode)
        ctx.events.on("solving", self.put_away)
        ctx.events.on("generating", self.on_generating)
        ctx.events.on("language", self.on_language)

    def wire(self):
        explanation = self.explanation
        when("click", self.el["hint"])(self.on_hint)
        when("click", self.el["apply"])(self.hints.on_apply)
        when("click", self.el["explain"])(self.on_explain)
        when("click", self.el["logic-cancel"])(self.search.on_cancel)
        when("click", self.el["explain-close"])(lambda event: explanation.close_preview(say=True))
        when("click", self.el["explain-list"])(explanation.on_choose)
        when("keydown", self.el["explain-list"])(explanation.on_list_key)
        self.el["hint"].disabled = False
        self.el["explain"].disabled = False
        self._key_proxy = create_proxy(self.on_key)
        document.addEventListener("keydown", self._key_proxy)

    def on_key(self, event):
        """Escape while Hint, Explain or the rating line is looking stops it, as "Stop looking"
        does (the Hint button, disabled meanwhile, lost the focus, and Stop was several Tabs
        away); an Escape something took first (the menu, Explain's step or list, a dialog) is its."""
        if str(event.key) != "Escape" or not self.search.busy or event.defaultPrevented:
            return
        if document.querySelector("dialog[open]"):   # (an open dialog's Escape closes it)
            return
        self.search.on_cancel()

    def undraw(self):
        """Take the drawing away: the person's own marks show again."""
        if self.drawing.on:
            self.drawing.clear()
            self.work.render_marks()

    # ----- events from the page ------------------------------------------------------------
    def on_work(self):
        """A new position: the hint and the explanation go, unless only colours were painted (they
        change nothing the logic reads): then they stay, drawn again over the person's marks."""
        seen, self.seen = self.seen, self.work.position
        if not self.seen.same_for_logic(seen):
            if self.search.busy:   # the search asked for was of the grid before: said, not dropped unseen
                self.ctx.say_t("logic_changed", "warning")
            self.forget()
        elif self.explanation.preview is not None:
            self.explanation.show_step(self.explanation.preview)
        elif self.hints.hint is not None and self.seen.same_for_logic(self.hints.hint_for):
            self.hints.render(shown=False, say=False)

    def forget(self):
        """The position changed: the hint and the explanation no longer hold."""
        self.search.stop()
        self.explanation.close_preview()
        self.hints.drop()
        self.explanation.clear()

    def on_mode(self, mode):
        if mode != "solver":
            self.put_away()

    def on_generating(self):
        """Generate pressed: a search still looking is stopped (the rating line says it stopped),
        else the engine, one job at a time, would make the new puzzle wait for it: minutes behind
        the rating of a puzzle like Inkala's, the progress line still naming SE's techniques."""
        self.search.stop()

    def put_away(self):
        """Another view takes the grid (another mode, or Solve's solution): no search, step or hint
        stays on it (the explanation's list stays: the position has not changed)."""
        self.search.stop()
        self.explanation.close_preview()
        self.hints.drop()

    def on_language(self, announce=False):
        """Say the shown hint or step again in the new language."""
        explanation = self.explanation
        if explanation.preview is not None:
            explanation.show_step(explanation.preview)
        elif self.hints.hint is not None:
            self.hints.render(shown=False, say=False)   # (the status: solver_panel's say_again)
        if explanation.path:
            explanation.render_path()

    # ----- the buttons ---------------------------------------------------------------------
    async def on_hint(self, event=None):
        if self.search.busy or self.ctx.held_by_pause():
            return
        self.answer_away()
        self.explanation.close_preview()
        await self.hints.on_hint()

    def answer_away(self):
        """Solve's answer shown goes first: a hint or an explanation is of the player's grid (drawn
        over the answer, a hint asked where a 6 goes in a box the answer had filled)."""
        if self.ctx.grid.has_kind("solved"):
            self.ctx.grid.clear_solution()
            self.ctx.events.emit("board_changed", how="edit")   # the clock goes on, the pad counts again

    async def on_explain(self, event=None):
        if self.search.busy or self.ctx.held_by_pause():
            return
        self.answer_away()
        explanation = self.explanation
        explanation.close_preview()
        pos = self.search.ready_position(self.work.position)
        if pos is None:
            return
        self.forget()
        hint = await explanation.find(pos)
        if hint is None:
            return
        from sudoku_core.logic.hint_kinds import STEP, STUCK

        self.work.settle()
        pos = self.work.position   # (settling makes typed digits the givens: the same grid, another position)
        if hint.kind not in (STEP, STUCK):
            self.hints.show(hint, 3, explain=True)
            return
        # written in chunks, Hint and Explain may be pressed meanwhile: a rating asked then would
        # stop (search.run's stop()) the newer request, so none unless this path is still the one
        if await explanation.show(hint) and pos.same_for_logic(self.work.position) and not self.search.busy:
            await explanation.rate(pos, hint)
