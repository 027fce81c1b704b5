"""Explain: the whole logical path from the person's position, listed step by step, then the
rating line (``logic_rating``: Sudoku Explainer's rating, asked of the engine after the list);
choosing a step shows the grid as it was before it, with the step drawn (typing is refused until
the view is closed).

Its own part because the list, its keyboard, the rating and the step view belong together and to
nothing else: it holds the path and which step is shown (``preview``). The search is the engine
worker's ``explain`` job, asked through ``logic_search``; a path that does not begin with a step (a wrong entry, a solved grid) is
shown as a hint by the panel instead.
"""

from __future__ import annotations

from pyscript import document

from .board_view import board_into_view
from .logic_rating import RatingLine
from .logic_search import position_args
from .strings import t

CHUNK = 25  # steps of the list written between two turns of the browser


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
        self.before_step = None       # () -> called as a step is shown (the panel drops its hint)
        self.variant_rating = None    # a variant's path's rating (rate_path's fields), with the path
        self.rating = RatingLine(ctx, el, search)

    def clear(self):
        """No explanation any more (the position changed)."""
        if self.path:
            self.path = []
            self.el["explain-list"].innerHTML = ""
            self.el["explain-box"].hidden = True
            self.ctx.mark(explainSteps="")
        self.rating.clear()

    async def find(self, pos):
        """Ask the engine for the path from ``pos`` (the ``explain`` job: the hint first, then the
        path from its step on, the easiest step each time); its first hint, or None when stopped
        or the position moved on meanwhile (then no path is kept). A hint that is not a step (a
        wrong entry, solved, stuck) comes with no path: the panel shows it as a hint."""
        found = await self.search.run("explain", position_args(pos), "explaining")
        if found is None or not pos.same_for_logic(self.work.position):
            self.path = []
            return None
        self.path = list(found.path)    # (grid before, step): each grid decoded when first read
        self.solved = bool(found.solved)
        self.guesses = found.guesses    # the one-solution check the hint made: no second solve
        self.variant_rating = found.rating if found.scale == "variant" else None
        return found.hint

    async def show(self, hint):
        """List the path found (its first step is ``hint``'s) and say how it ends. A long list is
        written a chunk at a time, giving the browser a turn between chunks. False when the path
        was replaced meanwhile (a newer Explain): nothing said, no rating to ask for it."""
        if not await self.render_path_in_chunks():
            return False
        self.el["explain-box"].hidden = False
        self.ctx.mark(explainSteps=str(len(self.path)))
        count = len(self.path)
        stopped = self.variant_rating is not None and self.variant_rating.get("stopped")
        key = "explain_done" if self.solved else "explain_stopped" if stopped else "explain_stuck"
        self.ctx.say_t(key, "info" if self.solved else "warning", count)
        return True

    async def rate(self, pos, hint):
        """The rating line from the position of ``hint`` (found by :meth:`find` from ``pos``), once
        the path is listed: Sudoku Explainer's, from the engine (see ``logic_rating``); a variant's
        came with its path (its one path is its rating's), so no second search."""
        if self.variant_rating is not None:
            self.rating.guesses = self.guesses
            self.rating.show(self.variant_rating, "variant")
            return
        if getattr(hint, "variant", False):   # a variant's rating comes with its path, never Sudoku Explainer's
            return
        await self.rating.find(hint.grid, self.guesses, lambda: pos.same_for_logic(self.work.position))

    def items(self, start: int, stop: int) -> str:
        """The list's items for steps ``start`` .. ``stop - 1``."""
        from .step_words import notation

        size, symbols = self.grid.size, self.grid.symbols
        items = []
        for k in range(start, min(stop, len(self.path))):
            text = t("explain_item", n=k + 1, text=notation(self.path[k][1], size, symbols))
            current = ' aria-current="step"' if k == self.preview else ""
            stop = "0" if k == (self.preview or 0) else "-1"   # one Tab stop: the arrows move in the list
            items.append(f'<li><button type="button" data-step="{k}" tabindex="{stop}"{current}>{escape_text(text)}</button></li>')
        return "".join(items)

    async def render_path_in_chunks(self):
        """:meth:`render_path`, CHUNK steps at a time with a turn of the browser between chunks
        (under MicroPython a step's words cost about a millisecond). A path replaced meanwhile
        (a new search) stops the old one's writing: False then."""
        import asyncio

        path, box = self.path, self.el["explain-list"]
        box.innerHTML = self.items(0, CHUNK)
        for start in range(CHUNK, len(path), CHUNK):
            await asyncio.sleep(0)
            if self.path is not path:
                return False
            box.insertAdjacentHTML("beforeend", self.items(start, start + CHUNK))
        if self.rating.scale:
            self.rating.render()
        return True

    def render_path(self):
        """The whole list at once (again after a change of language)."""
        self.el["explain-list"].innerHTML = self.items(0, len(self.path))
        if self.rating.scale:
            self.rating.render()

    def on_choose(self, event):
        target = event.target.closest("button[data-step]") if event.target else None
        if target is None:
            return
        self.show_step(int(target.dataset.step))
        board_into_view()   # (a phone: the list is under the grid, the step is drawn on it)

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
        target = buttons[max(0, min(len(buttons) - 1, at))]
        for b in buttons:
            b.tabIndex = 0 if b == target else -1   # (JS identity) the list's one Tab stop follows
        target.focus()

    def show_step(self, k: int):
        """The grid as it was before step ``k``, with the step drawn (typing is refused)."""
        from .step_words import sentence

        before, step = self.path[k]
        if self.before_step is not None:
            self.before_step()
        self.preview = k
        grid = self.grid
        grid.locked = True
        grid.on_escape = lambda: self.close_preview(say=True, to_list=False)   # (the focus stays in the grid)
        grid.show_trace(before.values)
        self.drawing.show_step(before, step, 3, [c for c, _ in step.placements])
        for button in self.el["explain-list"].querySelectorAll("button"):
            if int(button.dataset.step) == k:
                button.setAttribute("aria-current", "step")
                button.tabIndex = 0
            else:
                button.removeAttribute("aria-current")
                button.tabIndex = -1
        text = t("explain_showing", n=k + 1, count=len(self.path), sentence=sentence(step, grid.size, grid.symbols))
        self.el["hint-text"].textContent = text
        self.ctx.mark(hintTechnique=step.technique, explainAt=str(k))
        self.el["explain-close"].hidden = False  # shown only while a step is shown

    def close_preview(self, say=False, to_list=True):
        if self.preview is None:
            return
        self.preview = None
        pos = self.work.position
        self.grid.locked = False
        self.grid.on_escape = None
        self.grid.clear_trace()
        self.grid.show_position(pos.givens, pos.entries)
        self.ctx.check_conflicts()
        self.undraw()
        shown = None
        for button in self.el["explain-list"].querySelectorAll("button[aria-current]"):
            button.removeAttribute("aria-current")
            shown = button
        self.el["hint-text"].textContent = ""
        self.el["explain-close"].hidden = True
        self.ctx.mark(explainAt="")
        if say:
            self.ctx.say_t("explain_back")
            if shown is not None and to_list:
                shown.focus()   # the step that was shown, in the list (its button hid itself)


def escape_text(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
