"""The Solver | Tutor tabs (WAI-ARIA tabs pattern): which panel shows; the grid is shared.

The tutor panel is made on first use (``make_tutor``), so the page's start-up does not pay for
it. Panels follow the ``mode_changed`` event (the solver stops its run, the tutor enters/leaves).
"""

from __future__ import annotations

from pyscript import document, when

from .strings import t

MODES = ("solver", "tutor")


class Modes:
    def __init__(self, ctx, make_tutor):
        self.ctx = ctx
        self.make_tutor = make_tutor
        self.tutor = None  # the TutorPanel, once the tutor has been opened
        self.tabs = {name: document.getElementById("tab-" + name) for name in MODES}

    def wire(self):
        for name, tab in self.tabs.items():
            when("click", tab)(lambda event, name=name: self.show(name))
            when("keydown", tab)(self.on_tab_key)
            tab.disabled = False

    def show(self, mode):
        """Switch to ``mode``; the grid stays, its givens are kept."""
        ctx = self.ctx
        if mode == ctx.mode:
            return
        if mode == "tutor" and self.tutor is None:
            self.tutor = self.make_tutor()
        ctx.mode = mode
        document.documentElement.dataset.mode = mode
        for name, tab in self.tabs.items():
            tab.setAttribute("aria-selected", "true" if name == mode else "false")
            tab.tabIndex = 0 if name == mode else -1
        ctx.events.emit("mode_changed", mode=mode)
        ctx.events.emit("mode_shown", mode=mode)
        if mode == "tutor":
            ctx.say(t("tutor_ready"))
        else:
            ctx.say_ready()

    def open_tutor(self):
        """The tutor panel, opening the tutor first when needed (the host page's step/play)."""
        self.show("tutor")
        return self.tutor

    def on_tab_key(self, event):
        """Arrows, Home and End move between the two tabs (and select them)."""
        if event.key in ("ArrowLeft", "ArrowRight", "Home", "End"):
            event.preventDefault()
            if event.key in ("ArrowLeft", "ArrowRight"):
                mode = "solver" if self.ctx.mode == "tutor" else "tutor"
            else:
                mode = "solver" if event.key == "Home" else "tutor"
            self.show(mode)
            self.tabs[mode].focus()
