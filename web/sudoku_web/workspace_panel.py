"""The grid as a workspace: entries, pencil marks, Fill candidates, Undo/Redo, and memory.

Every change of the board (a digit typed, a mark, a loaded or cleared puzzle, a size switch, an
applied hint) becomes a :class:`~.workspace.Position` in the :class:`~.workspace.History`, which is
saved in the browser's storage after each change and read back on the next visit. The rules of
positions are ``workspace``'s; this panel is the DOM glue: buttons, Ctrl+Z / Ctrl+Y, the pencil
toggle, and showing a position on the grid.

The memory (saving, reading back, another tab's work) is ``workspace_memory``'s.
"""

from __future__ import annotations

from pyscript import document, when
from pyscript.ffi import create_proxy

from . import i18n
from .strings import t
from .workspace import History, Position, changed_cells, typed_over
from .workspace_memory import WorkMemory

CONTROLS = ("pencil", "fill", "undo", "redo")


def undo_keys(panel, event):
    """Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo (Cmd on a Mac), in the solver."""
    if not (event.ctrlKey or event.metaKey) or event.altKey or panel.ctx.mode != "solver":
        return
    target = event.target
    tag = str(getattr(target, "tagName", "") or "")
    if tag == "TEXTAREA" or (tag == "INPUT" and not target.getAttribute("data-i")):
        return   # a text field's own undo (the cage's sum): the board's history stays as it is
    key = str(event.key).lower()
    if key == "z" and not event.shiftKey:
        event.preventDefault()
        panel.undo()
    elif key == "y" or (key == "z" and event.shiftKey):
        event.preventDefault()
        panel.redo()


def hand_focus(button, stays_usable, other, grid):
    """A focused button about to be disabled hands the focus on first (to ``other``, else the
    grid's cell): a disabled button drops it to the page, and the keys pressed next go nowhere
    (Undo pressed until nothing is left to undo)."""
    if stays_usable or button.disabled or not button == document.activeElement:   # (JS identity)
        return
    if other is not None:
        other.focus()
    else:
        grid.focus(grid.keys.active)


def say_travel(ctx, before, after, key: str):
    """Undo's or Redo's "Undone." ("undone" / "redone"), naming the cell when the step changed one
    only ("Undone: row 1, column 2."): a screen reader heard "Undone." and not where."""
    cells = changed_cells(before, after)
    if cells and len(cells) == 1:
        size, cell = after.size, cells[0]
        ctx.say(lambda: t(key + "_at", where=i18n.where(cell, size)))
    else:
        ctx.say_t(key)


def undo_solve(ctx, grid, right_after: bool) -> bool:
    """Undo right after Solve (``right_after``: no change since): Solve's answer goes first (it is
    no change of the work: the Undo took the puzzle itself away, a whole grid back). True when it did."""
    if not right_after or not grid.has_kind("solved") or ctx.mode != "solver" or ctx.held_by_pause():
        return False
    grid.clear_solution()
    ctx.events.emit("board_changed", how="edit")   # (the clock and the pad count again)
    ctx.say_t("solution_undone")
    return True


class WorkspacePanel:
    def __init__(self, ctx, storage=None, rebuild=None):
        self.ctx = ctx
        self.grid = ctx.grid
        self.storage = storage          # a storage.Keeper, or None (embedded: the host decides)
        self.memory = WorkMemory(self, storage)
        self.rebuild = rebuild          # rebuild(size): a board of another size (the solver's)
        self.el = {name: document.getElementById(name) for name in CONTROLS}
        self.history = History(self.from_grid(started=False))
        self.showing = False            # True while a position is being put on the grid
        self.keep_play = None           # keep_play(history): puts the play record in before a save
        self.solved_on = None           # the position Solve's answer was shown on (Undo takes the answer first)
        ctx.events.on("solved", lambda **_: setattr(self, "solved_on", self.history.current))
        ctx.events.on("board_changed", self.record)
        ctx.events.on("mode_changed", self.on_mode)
        ctx.events.on("mode_shown", self.on_mode_shown)

    def wire(self):
        when("click", self.el["pencil"])(self.on_pencil)
        when("click", self.el["fill"])(self.on_fill)
        when("click", self.el["undo"])(lambda event: self.undo())
        when("click", self.el["redo"])(lambda event: self.redo())
        self._key_proxy = create_proxy(lambda event: undo_keys(self, event))
        document.addEventListener("keydown", self._key_proxy)
        self.el["pencil"].disabled = self.el["fill"].disabled = False
        self.update_buttons()

    # ----- the current position ------------------------------------------------------------
    @property
    def position(self) -> Position:
        return self.history.current

    def from_grid(self, started) -> Position:
        grid = self.grid
        n2 = grid.size * grid.size
        return Position(grid.size, grid.line(("given",)), "." * n2, (0,) * n2, started, variant=self.rules_text())

    def rules_text(self) -> str:
        """The stored form of the page's variant rules ("" classic; see variant_rules)."""
        if self.ctx.variant is None:
            return ""
        from .variant_rules import rules_text  # imported with the first variant

        return rules_text(self.ctx.variant)

    def record(self, how="edit"):
        """A change made on the grid (``how``: edit, load, clear, size) becomes a position."""
        if self.showing:
            return
        cur, grid = self.position, self.grid
        if how == "clear":   # the digits go; a variant's rules stay (choose Classic to drop them)
            pos = Position.empty(grid.size).replace(variant=self.rules_text())
        elif how in ("load", "size") or grid.size != cur.size:
            pos = self.from_grid(started=how == "load")
        else:
            givens = grid.line(("given",))
            typed = grid.line(("entry",)) if self.ctx.mode == "solver" else cur.entries
            pos = cur.replace(givens=givens, entries="".join(
                e if g == "." else "." for g, e in zip(givens, cur.entries)))
            for cell, (was, now) in enumerate(zip(pos.entries, typed)):
                if was != now and givens[cell] == ".":
                    pos = typed_over(pos, cell, now, self.history)
        self.push(pos)

    def push(self, pos: Position) -> bool:
        """Make ``pos`` the current position (undoable); False when nothing changed."""
        changed = self.history.push(pos)
        if changed:
            self.after_change()
        return changed

    def change(self, pos: Position) -> bool:
        """A change made elsewhere (an applied step): recorded, then shown on the grid."""
        if not self.history.push(pos):
            return False
        self.show(pos)
        return True

    def settle(self) -> bool:
        """The givens become the puzzle (typing now makes entries); not an undo step of its own."""
        cur = self.position
        if cur.started:
            return False
        self.history.positions[self.history.at] = cur.replace(started=True)
        self.after_change(announce=False)
        return True

    def after_change(self, announce=True):
        self.grid.typing_kind = "entry" if self.position.started and self.ctx.mode == "solver" else "given"
        self.save()
        self.update_buttons()
        self.render_marks()
        if announce:
            self.ctx.events.emit("work_changed")

    def save(self):
        if self.keep_play is not None:
            self.keep_play(self.history)
        self.memory.save()

    def render_marks(self):
        """The person's own pencil marks (in the solver; the tutor draws its own candidates)."""
        if self.ctx.mode == "solver":
            self.grid.show_pencil(self.position.shown_marks(), describe=True)

    def show(self, pos: Position):
        """Put a position on the grid (another size first when needed), with its marks."""
        self.showing = True
        try:
            if pos.size != self.grid.size and self.rebuild is not None:
                self.rebuild(pos.size)   # (Ctrl+Z in a cell across a size change: the focus stays in the grid)
            if pos.variant != self.rules_text():   # undo or redo across a rules edit, or the saved work
                self.ctx.variant = pos.rules()
            self.grid.show_position(pos.givens, pos.entries)
            self.ctx.check_conflicts()
            self.ctx.events.emit("puzzle_changed", announce=False)
        finally:
            self.showing = False
        self.grid.show_pencil({})
        self.after_change()

    def restore(self):
        """The stored work on the grid: its tab ("solver" / "tutor"), or None (``WorkMemory.restore``)."""
        return self.memory.restore()

    def on_mode(self, mode):
        if mode != "solver":  # the tutor and practice work on the givens (the tutor draws its own candidates)
            self.grid.typing_kind = "given"
            self.grid.show_pencil({})

    def on_mode_shown(self, mode):
        """Back in the solver (after the tutor cleared its trace): the entries and marks return."""
        if mode == "solver":
            self.show(self.position)
        else:
            self.save()

    # ----- buttons and keys ----------------------------------------------------------------
    def update_buttons(self):
        undo, redo = self.el["undo"], self.el["redo"]
        can_undo, can_redo = self.history.can_undo, self.history.can_redo
        hand_focus(undo, can_undo, redo if can_redo else None, self.grid)
        hand_focus(redo, can_redo, undo if can_undo else None, self.grid)
        undo.disabled, redo.disabled = not can_undo, not can_redo
        self.ctx.mark(undo=str(self.history.at), redoable=str(len(self.history.positions) - 1 - self.history.at))

    def undo(self):
        if not undo_solve(self.ctx, self.grid, self.solved_on is self.history.current):
            self.travel(self.history.undo, "undone", "nothing_undo")

    def redo(self):
        self.travel(self.history.redo, "redone", "nothing_redo")

    def travel(self, step, done_key, none_key):
        """Show the position Undo or Redo reaches (``step()``; None: there was none) and say so;
        held while Pause covers the board."""
        if self.ctx.held_by_pause():
            return
        before, pos = self.position, step()
        if pos is None:
            self.ctx.say_t(none_key)
            return
        self.show(pos)
        say_travel(self.ctx, before, pos, done_key)

    def on_pencil(self, event=None):
        on = not self.grid.pencil_mode
        self.grid.pencil_mode = on
        self.el["pencil"].setAttribute("aria-pressed", "true" if on else "false")
        self.ctx.mark(pencil="1" if on else "0")
        self.ctx.say_t("marks_on" if on else "marks_off")

    def on_mark(self, cell: int, digit: int):
        """A digit typed in pencil-mark mode (or with Shift): add or remove that candidate."""
        if self.ctx.mode != "solver":
            return
        if self.grid.values[cell]:   # a given takes no marks: "clear it" was no way out (the pad keeps givens)
            given = self.grid.kinds[cell] == "given" and self.position.started
            size, key = self.grid.size, "mark_on_given" if given else "mark_on_filled"
            self.ctx.say(lambda: t(key, where=i18n.where_first(cell, size)), "warning")
            return
        self.settle()
        self.push(self.position.toggling_mark(cell, digit))

    def erase_marks(self, cell: int) -> bool:
        """The digit pad's Erase on an empty cell (issue 30): its pencil marks go, one undo step."""
        pos = self.position
        if self.ctx.mode != "solver" or self.grid.values[cell] or not pos.marks[cell]:
            return False
        marks = list(pos.marks)
        marks[cell] = 0
        return self.push(pos.replace(marks=tuple(marks)))

    def on_fill(self, event=None):
        if self.ctx.held_by_pause():   # (said) the covered grid does not change
            return
        self.settle()
        pos = self.position.with_candidates()
        self.push(pos)
        self.ctx.say_t("filled_cands", count=len(pos.shown_marks()))
