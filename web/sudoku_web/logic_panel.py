"""Hint, Apply and Explain: the logic engine on the person's own grid.

Hint looks at the workspace's position (givens, entries, pencil marks) and answers as the core's
``hint_at`` does: a wrong entry first, then the easiest next step; each further press shows more
(1: the technique and where to look; 2: the pattern drawn on the grid; 3: the whole sentence with
what it removes or places). Apply makes the step (or removes the wrong entries) as one undoable
change. Explain lists the whole logical path from here, with the rating line; choosing a step
shows the grid as it was before it, with the step drawn. Every part of the search (the check
that the puzzle has one solution, each technique's search) runs in small slices of work (see
``sudoku_core.logic.slices``), a few per turn of the browser, with a progress line and "Stop
looking" (a second click while it runs is ignored); the engine is imported on first use, so the
solver's start-up does not pay for it. Texts come from the steps' parts (``step_words``).
"""

from __future__ import annotations

from pyscript import document, when

from sudoku_core import Puzzle, SudokuError, find_conflicts

from . import i18n
from .drawing import Drawing
from .runner import run_in_turns
from .strings import t

CONTROLS = ("hint", "apply", "explain", "logic-cancel", "explain-close", "explain-box", "explain-list",
            "hint-text", "rating")


class LogicPanel:
    def __init__(self, ctx, work):
        self.ctx = ctx
        self.grid = ctx.grid
        self.work = work                  # the WorkspacePanel: the position, and where changes go
        self.el = {name: document.getElementById(name) for name in CONTROLS}
        self.drawing = Drawing(self.grid)
        self.hint = None                  # the core Hint shown, for ``hint_for`` (a Position)
        self.hint_for = None
        self.level = 0
        self.path = []                    # the explanation: (grid before, step) pairs
        self.solved = False               # whether that path ends with the grid solved
        self.guesses = 0                  # the fast solver's backtracks on the puzzle
        self.preview = None               # the index of the step shown, or None
        self.op = 0                       # bumped to stop a running search
        self.busy = False
        ctx.events.on("work_changed", self.forget)
        ctx.events.on("mode_changed", self.on_mode)
        ctx.events.on("language", self.on_language)

    def wire(self):
        when("click", self.el["hint"])(self.on_hint)
        when("click", self.el["apply"])(self.on_apply)
        when("click", self.el["explain"])(self.on_explain)
        when("click", self.el["logic-cancel"])(self.on_cancel)
        when("click", self.el["explain-close"])(lambda event: self.close_preview(say=True))
        when("click", self.el["explain-list"])(self.on_choose)
        when("keydown", self.el["explain-list"])(self.on_list_key)
        self.el["hint"].disabled = False
        self.el["explain"].disabled = False

    # ----- state ---------------------------------------------------------------------------
    def set_busy(self, busy: bool):
        self.busy = busy
        self.el["logic-cancel"].disabled = not busy
        self.el["hint"].disabled = busy
        self.el["explain"].disabled = busy
        self.ctx.mark(logicBusy="1" if busy else "0")
        if not busy:
            self.ctx.progress("")

    def forget(self):
        """The position changed: the hint and the explanation no longer hold."""
        self.op += 1
        self.close_preview()
        self.drop_hint()
        if self.path:
            self.path = []
            self.el["explain-list"].innerHTML = ""
            self.el["explain-box"].hidden = True
            self.el["rating"].hidden = True
            self.ctx.mark(explainSteps="")

    def draw_step(self, grid, step, level, targets):
        """A step drawn over the candidates of ``grid`` (a core CandidateGrid)."""
        from sudoku_core.logic.grid import digits_of

        cands = {c: tuple(digits_of(m)) for c, m in enumerate(grid.cands) if m}
        self.drawing.show(cands, step, level, cells=step.pattern.cells, targets=targets)

    def undraw(self):
        """Take the drawing away: the person's own marks show again."""
        if self.drawing.on:
            self.drawing.clear()
            self.work.render_marks()

    def drop_hint(self):
        self.undraw()
        self.hint, self.hint_for, self.level = None, None, 0
        self.el["apply"].disabled = True
        self.el["hint-text"].textContent = ""
        self.ctx.mark(hintTechnique="", hintLevel="0")

    def on_mode(self, mode):
        if mode != "solver":
            self.op += 1
            self.close_preview()
            self.drop_hint()

    def on_language(self, announce=False):
        """Say the shown hint or step again in the new language."""
        if self.preview is not None:
            self.show_step(self.preview)
        elif self.hint is not None:
            self.render_hint()
        if self.path:
            self.render_path()

    # ----- running the engine in turns --------------------------------------------------
    async def run(self, work, progress_key, found=lambda: 0):
        """Drive ``work`` (the core's hint or path work: it yields the solver's Stats while it
        checks the puzzle has one solution, then the technique being tried, between small units
        of work; see ``sudoku_core.logic.slices``) in turns; its value, or None when stopped. A
        SudokuError is said in the status line (also None). ``found()``: the steps found so far,
        for the progress line."""
        from .step_words import name_of

        op = self.op = self.op + 1
        box = {}

        def job():
            box["value"] = yield from work

        def on_turn(item):
            technique = getattr(item, "id", None)
            if technique:
                self.ctx.progress(t(progress_key, name=name_of(technique), n=found() + 1))
            elif hasattr(item, "nodes"):  # the solver's Stats: the one-solution check
                self.ctx.progress(t("logic_checking", nodes=i18n.fmt_int(item.nodes)))

        self.set_busy(True)
        try:
            done = await run_in_turns(job(), lambda: op == self.op, on_turn)
        except SudokuError as err:
            self.ctx.say(t("puzzle_error", message=i18n.error_message(err, self.grid.size)), "error")
            self.grid.mark_conflicts(err.cells or ())
            return None
        finally:
            self.set_busy(False)
        return box.get("value") if done else None

    def on_cancel(self, event=None):
        self.op += 1
        self.ctx.say(t("logic_cancelled"))

    def ready_position(self):
        """The workspace's position when a puzzle is there and its givens do not clash, else
        None (and the reason said)."""
        pos = self.work.position
        if not any(ch != "." for ch in pos.givens):
            self.ctx.say(t("no_puzzle"), "warning")
            return None
        conflicts = find_conflicts(Puzzle(pos.digits(pos.givens), pos.size))
        if conflicts:
            self.ctx.say(self.ctx.conflict_text(conflicts, "fix_conflicts"), "error")
            return None
        return pos

    def hint_job(self, pos):
        from sudoku_core.logic import hint_work

        entries = {c: d for c, d in enumerate(pos.digits(pos.entries)) if d}
        return hint_work(Puzzle(pos.digits(pos.givens), pos.size), entries, pos.crossed_out())

    # ----- Hint and Apply ------------------------------------------------------------------
    async def on_hint(self, event=None):
        if self.busy:
            return
        self.close_preview()
        if self.hint is not None and self.hint_for == self.work.position:
            self.level = min(3, self.level + 1)
            self.render_hint()
            return
        pos = self.ready_position()
        if pos is None:
            return
        hint = await self.run(self.hint_job(pos), "looking")
        if hint is None or pos != self.work.position:
            return
        self.work.settle()
        self.hint, self.hint_for, self.level = hint, self.work.position, 1
        self.render_hint()

    def render_hint(self):
        from sudoku_core.logic.hints import STEP, WRONG_ELIMINATION, WRONG_ENTRY
        from .step_words import hint_text

        hint, level = self.hint, self.level
        text = hint_text(hint, level)
        self.el["hint-text"].textContent = text  # a live region: read once, not again by the status
        self.ctx.say(t("hint_status", level=level), "warning" if hint.kind in (WRONG_ENTRY, WRONG_ELIMINATION,
                                                                               "stuck") else "info")
        self.ctx.mark(hintTechnique=hint.technique or hint.kind, hintLevel=str(level))
        self.el["apply"].disabled = hint.kind not in (STEP, WRONG_ENTRY, WRONG_ELIMINATION)
        if level < 2 or hint.kind not in (STEP, WRONG_ENTRY, WRONG_ELIMINATION):
            self.undraw()
        elif hint.kind == STEP:
            step = hint.step
            self.draw_step(hint.grid, step, level, [c for c, _ in step.placements] if level >= 3 else [])
        else:
            marks = self.work.position.shown_marks()
            for cell, digit in hint.wrong if hint.kind == WRONG_ELIMINATION else ():
                marks[cell] = tuple(sorted(set(marks.get(cell, ())) | {digit}))
            self.drawing.show(marks, None, level, targets=hint.cells)
        self.ctx.events.emit("hint_shown", hint=hint, level=level, text=text)

    def on_apply(self, event=None):
        from sudoku_core.logic.hints import STEP, WRONG_ELIMINATION, WRONG_ENTRY
        from sudoku_core.logic.notation import cell_name
        from .step_words import notation

        hint, pos = self.hint, self.work.position
        if hint is None or self.hint_for != pos:
            self.ctx.say(t("nothing_to_apply"))
            return
        size, symbols = pos.size, hint.symbols
        if hint.kind == STEP:
            step = hint.step
            cands = {c: hint.grid.cands[c] for c, _ in step.eliminations}
            new = pos.with_step(step.placements, step.eliminations, cands)
            message = t("applied", text=notation(step, size, symbols))
        elif hint.kind == WRONG_ENTRY:
            new = pos.without_entries(hint.cells)
            message = t("applied_wrong", cells=", ".join(i18n.where(c, size) for c in hint.cells))
        elif hint.kind == WRONG_ELIMINATION:
            new = pos
            for cell, digit in hint.wrong:
                new = new.toggling_mark(cell, digit)
            message = t("applied_marks", candidates=", ".join(f"{cell_name(size, c)} ({symbols[d - 1]})"
                                                              for c, d in hint.wrong))
        else:
            return
        self.drop_hint()
        self.work.change(new)
        self.ctx.say(message, "success")

    # ----- Explain -------------------------------------------------------------------------
    def explain_job(self, pos, out):
        """The hint first (wrong entries, solved, stuck: said as a hint), then the path from its
        step on, the easiest step each time (the core's ``solve_path_work``)."""
        from sudoku_core.logic import Path, solve_path_work
        from sudoku_core.logic.hints import STEP

        self.solved = False
        hint = yield from self.hint_job(pos)
        if hint.kind != STEP:
            return hint
        after = hint.grid.copy()
        after.apply(hint.step)
        rest = out["path"] = Path(steps=[hint.step])
        yield from solve_path_work(after, path=rest)
        board = hint.grid.copy()
        for step in rest.steps:
            self.path.append((board.copy(), step))
            board.apply(step)
        self.solved = rest.solved
        return hint

    async def on_explain(self, event=None):
        if self.busy:
            return
        self.close_preview()
        pos = self.ready_position()
        if pos is None:
            return
        self.forget()
        out = {}
        hint = await self.run(self.explain_job(pos, out), "explaining",
                              lambda: len(out["path"].steps) if "path" in out else 0)
        if hint is None or pos != self.work.position:
            self.path = []
            return
        from sudoku_core.logic.hints import STEP, STUCK

        self.work.settle()
        if hint.kind not in (STEP, STUCK):
            self.hint, self.hint_for, self.level = hint, self.work.position, 3
            self.render_hint()
            return
        self.guesses = hint.solved_by.stats.backtracks  # the check the hint made: no second solve
        self.render_path()
        self.el["explain-box"].hidden = False
        self.ctx.mark(explainSteps=str(len(self.path)))
        count = len(self.path)
        self.ctx.say(t("explain_done", count=count) if self.solved else t("explain_stuck", count=count),
                     "info" if self.solved else "warning")

    def render_path(self):
        from sudoku_core.logic.path import Path
        from sudoku_core.logic.rating import rate_path
        from .step_words import name_of, notation

        size, symbols = self.grid.size, self.grid.symbols
        items = []
        for k, (_, step) in enumerate(self.path):
            text = t("explain_item", n=k + 1, text=notation(step, size, symbols))
            current = ' aria-current="step"' if k == self.preview else ""
            items.append(f'<li><button type="button" data-step="{k}"{current}>{_escape(text)}</button></li>')
        self.el["explain-list"].innerHTML = "".join(items)
        rating = rate_path(Path(steps=[s for _, s in self.path], solved=self.solved))
        hardest = name_of(rating["hardest"]) if rating["hardest"] else t("rating_none")
        if rating["solved"]:
            level = t("level_" + rating["level"])
            text = t("rating", se=f"{rating['se']:.1f}", level=level, hardest=hardest, steps=rating["steps"],
                     guesses=i18n.fmt_int(self.guesses))
        else:
            text = t("rating_stuck", steps=rating["steps"], hardest=hardest, reached=f"{rating['reached']:.1f}",
                     guesses=i18n.fmt_int(self.guesses))
        self.el["rating"].textContent = text
        self.el["rating"].hidden = False
        self.ctx.mark(ratingSe="" if rating["se"] is None else f"{rating['se']:.1f}", ratingLevel=rating["level"])

    def on_choose(self, event):
        target = event.target.closest("button[data-step]") if event.target else None
        if target is None:
            return
        self.show_step(int(target.dataset.step))

    def on_list_key(self, event):
        """Up/Down move between the steps, Home/End to the first/last, Escape closes the view."""
        buttons = list(self.el["explain-list"].querySelectorAll("button"))
        if event.key == "Escape":
            event.preventDefault()
            self.close_preview(say=True)
            return
        if not buttons or event.key not in ("ArrowUp", "ArrowDown", "Home", "End"):
            return
        event.preventDefault()
        at = next((i for i, b in enumerate(buttons) if b == document.activeElement), 0)
        at = {"ArrowUp": at - 1, "ArrowDown": at + 1, "Home": 0, "End": len(buttons) - 1}[event.key]
        buttons[max(0, min(len(buttons) - 1, at))].focus()

    def show_step(self, k: int):
        """The grid as it was before step ``k``, with the step drawn (typing is refused)."""
        from .step_words import sentence

        before, step = self.path[k]
        self.preview = k
        grid = self.grid
        grid.locked = True
        grid.show_trace(before.values)
        self.draw_step(before, step, 3, [c for c, _ in step.placements])
        for button in self.el["explain-list"].querySelectorAll("button"):
            if int(button.dataset.step) == k:
                button.setAttribute("aria-current", "step")
            else:
                button.removeAttribute("aria-current")
        text = t("explain_showing", n=k + 1, count=len(self.path), sentence=sentence(step, grid.size, grid.symbols))
        self.el["hint-text"].textContent = text
        self.ctx.mark(hintTechnique=step.technique, explainAt=str(k))
        self.el["explain-close"].hidden = False  # shown only while a step is shown

    def close_preview(self, say=False):
        if self.preview is None:
            return
        self.preview = None
        pos = self.work.position
        self.grid.locked = False
        self.grid.clear_trace()
        self.grid.show_position(pos.givens, pos.entries)
        self.ctx.check_conflicts()
        self.undraw()
        for button in self.el["explain-list"].querySelectorAll("button[aria-current]"):
            button.removeAttribute("aria-current")
        self.el["hint-text"].textContent = ""
        self.el["explain-close"].hidden = True
        self.ctx.mark(explainAt="")
        if say:
            self.ctx.say(t("explain_back"))


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
