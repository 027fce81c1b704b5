"""The workspace's memory: the work saved in the browser after each change, read back on the next
visit, and reconciled with another tab's.

Why apart from ``workspace_panel``: the panel puts positions on the grid (buttons, keys, marks);
this module decides what is written and when, and what happens when the record is not this tab's.
The storage is a ``storage.Keeper``: when another tab changed the saved work, the person chooses
between the two tabs' work, and the one not chosen stays one Undo away (``adopt_other``,
``keep_over_other``); a damaged record comes back as far as it reads (``workspace.read_work``).
"""

from __future__ import annotations


class WorkMemory:
    """The memory of ``work`` (the WorkspacePanel: its ``history``, ``position``, ``show``, ``push``,
    ``from_grid``, ``update_buttons``) in ``storage`` (a ``storage.Keeper``, or None: embedded, the
    host decides)."""

    def __init__(self, work, storage):
        self.work = work
        self.storage = storage
        self.quiet = False              # True while another tab's work is put in place (not saved back)
        if storage is not None and hasattr(storage, "adopt"):
            storage.adopt = self.adopt_other
            storage.keeping = self.keep_over_other
            storage.same = self.same_work
            storage.changed = work_changed
            storage.now = lambda: work.history.to_json(work.ctx.mode)

    def save(self):
        if self.storage is not None and not self.quiet:
            self.storage.write(self.work.history.to_json(self.work.ctx.mode))

    def restore(self):
        """Read the stored work: returns its tab ("solver" / "tutor"), or None when there is none.

        Digits typed before Python started are kept: they become a new position on top of the
        stored history (so Undo still reaches the stored work), and are saved at once, stored
        work or not (they were on the grid only: a reload lost them)."""
        got = self.storage.read() if self.storage is not None else None   # a workspace.Restored, or None
        work = self.work
        typed = work.from_grid(started=False)
        tab = None
        if got is not None:
            work.history, tab = got.history, got.tab
        if any(ch != "." for ch in typed.givens):
            if not work.push(typed):   # (no stored work: the first position is the grid already)
                self.save()
        elif got is not None:
            work.show(work.position)
        return tab

    def adopt_other(self, restored):
        """Another tab's work, chosen by the person, is shown; this tab's position stays one Undo
        back. Not saved back at once (the record is the other tab's until the next change here)."""
        work = self.work
        mine = work.position
        work.history = restored.history
        work.history.keep_also(mine)
        self.quiet = True
        try:
            work.show(work.position)
        finally:
            self.quiet = False

    def same_work(self, restored) -> bool:
        """True when another tab's record holds this tab's work (it only opened it, say)."""
        other, mine = restored.history, self.work.history
        return other.at == mine.at and other.positions == mine.positions

    def keep_over_other(self, restored):
        """This tab's work is kept over another tab's: the other's position becomes one Undo back.
        Returns the record to write."""
        work = self.work
        if restored is not None and work.history.keep_also(restored.history.current):
            work.update_buttons()
        return work.history.to_json(work.ctx.mode)


def work_changed(before, after) -> bool:
    """Whether the work itself changed between two stored values (``History.to_json``): its
    positions or where it is in them; the play's clock and the open tab are not work typed."""
    return before.get("positions") != after.get("positions") or before.get("at") != after.get("at")
