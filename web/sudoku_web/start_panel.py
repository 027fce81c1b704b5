"""The Start button: a puzzle copied by hand becomes the puzzle to play.

Digits typed on an empty grid are givens (the player is copying a puzzle from a newspaper) until a
solving aid is used (``workspace_panel``); so are a killer's cages drawn by hand, with no givens. On a phone, with only the digit pad, nothing said when
the copying was over, so the next digit was a given too. Start (``#start``, in the timer's row,
shown while typed givens wait) makes them the puzzle: the digits that follow are entries, and the
clock starts (``play_panel`` follows the ``work_changed`` event).
"""

from __future__ import annotations

from pyscript import document, when

from .play import has_puzzle


class StartPanel:
    def __init__(self, ctx, work):
        self.ctx = ctx
        self.work = work                # the WorkspacePanel: its position and settle()
        self.button = document.getElementById("start")
        for name in ("work_changed", "board_changed", "mode_shown"):
            ctx.events.on(name, lambda **_: self.update())

    def wire(self):
        when("click", self.button)(self.on_start)
        self.update()

    def copying(self) -> bool:
        """Typed givens wait to become the puzzle (nothing loaded, no solving aid used yet)."""
        pos = self.work.position
        return not pos.started and has_puzzle(pos) and self.ctx.mode == "solver"   # (a killer drawn: its cages)

    def update(self):
        copying = self.copying()
        if bool(self.button.hidden) == copying:
            self.button.hidden = not copying
        self.button.disabled = not copying

    def on_start(self, event=None):
        if not self.copying():
            return
        self.work.settle()
        self.ctx.events.emit("work_changed")
        count = sum(g != "." for g in self.work.position.givens)
        if count:
            self.ctx.say_t("start_done", "info", count, givens=count)
        else:   # (the rules drawn are the puzzle: cages, thermometers)
            rules = self.work.position.rules()
            self.ctx.say_t("start_done_cages" if rules is not None and rules.cages else "start_done_rules", "info")
