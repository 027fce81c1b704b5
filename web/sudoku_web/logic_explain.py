"""Explain: the whole logical path from the person's position, listed step by step, then the
rating line (``logic_rating``: Sudoku Explainer's rating, found in turns after the list); choosing a step shows the grid as it was before it, with the step drawn (typing is
refused until the view is closed).

Its own part because the list, its keyboard, the rating and the step view belong together and to
nothing else: it holds the path and which step is shown (``preview``). The search is
``logic_search``'s; a path that does not begin with a step (a wrong entry, a solved grid) is
shown as a hint by the panel instead.
"""

from __future__ import annotations

from pyscript import document

from .logic_rating import RatingLine
from .logic_search import hint_job
from .strings import t


class Explanation:
    def __init__(self, ctx, el, work, search, drawing, undraw):
        self.ctx = ctx
        self.grid = ctx.grid
        self.el = el                  # the logic panel's controls (explain-*, hint-text, rating)
        self.work = work              # the WorkspacePanel: the position
        self.search = search          # logic_search.LogicSearch
        self.drawing = drawing        # drawing.Drawing on the grid
        self.undraw = undraw          # () -> take the drawing away (the person's marks show again)
        self.path = []                # the explanation: (grid before, step) pairs
        self.solved = False           # whether that path ends with the grid solved
        self.guesses = 0              # the fast solver's backtracks on the puzzle
        self.preview = None           # the index of the step shown, or None
        self.rating = RatingLine(ctx, el, search)

    def clear(self):
        """No explanation any more (the position changed)."""
        if self.path:
            self.path = []
            self.el["explain-list"].innerHTML = ""
            self.el["explain-box"].hidden = True
            self.ctx.mark(explainSteps="")
        self.rating.clear()

    def explain_job(self, pos, out):
        """The hint first (wrong entries, solved, stuck: said as a hint), then the path from its
        step on, the easiest step each time (the core's ``solve_path_work``)."""
        from sudoku_core.logic import Path, solve_path_work
        from sudoku_core.logic.hint_kinds import STEP

        self.solved = False
        hint = yield from hint_job(pos)
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

    async def find(self, pos):
        """Search the path from ``pos``: its first hint, or None when stopped or the position
        moved on meanwhile (then no path is kept)."""
        out = {}
        hint = await self.search.run(self.explain_job(pos, out), "explaining",
                                     lambda: len(out["path"].steps) if "path" in out else 0)
        if hint is None or pos != self.work.position:
            self.path = []
            return None
        return hint

    def show(self, hint):
        """List the path found (its first step is ``hint``'s) and say how it ends."""
        self.guesses = hint.solved_by.stats.backtracks  # the check the hint made: no second solve
        self.render_path()
        self.el["explain-box"].hidden = False
        self.ctx.mark(explainSteps=str(len(self.path)))
        count = len(self.path)
        self.ctx.say(t("explain_done", count=count) if self.solved else t("explain_stuck", count=count),
                     "info" if self.solved else "warning")

    async def rate(self, pos, hint):
        """The rating line from the position of ``hint`` (found by :meth:`find` from ``pos``), once
        the path is listed: Sudoku Explainer's, in turns (see ``logic_rating``)."""
        from sudoku_core.logic.path import Path

        listed = Path(steps=[s for _, s in self.path], solved=self.solved)
        await self.rating.find(hint.grid, self.guesses, listed, lambda: pos == self.work.position)

    def render_path(self):
        from .step_words import notation

        size, symbols = self.grid.size, self.grid.symbols
        items = []
        for k, (_, step) in enumerate(self.path):
            text = t("explain_item", n=k + 1, text=notation(step, size, symbols))
            current = ' aria-current="step"' if k == self.preview else ""
            items.append(f'<li><button type="button" data-step="{k}"{current}>{escape_text(text)}</button></li>')
        self.el["explain-list"].innerHTML = "".join(items)
        if self.rating.scale:
            self.rating.render()

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
        self.drawing.show_step(before, step, 3, [c for c, _ in step.placements])
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


def escape_text(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
