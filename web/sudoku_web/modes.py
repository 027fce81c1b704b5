"""The Solver | Tutor | Practice tabs (WAI-ARIA tabs pattern): which panel shows; the grid is shared.

The tutor and practice panels are made on first use (``make_panel(mode)``), so the page's start-up
does not pay for them. Panels follow the ``mode_changed`` event (the solver stops its run, the
tutor enters/leaves).
"""

from __future__ import annotations

from pyscript import document, when

from .strings import t

MODES = ("solver", "tutor", "practice")
READY = {"tutor": "tutor_ready", "practice": "p_ready"}  # what the status line says on entering


class Modes:
    def __init__(self, ctx, make_panel):
        self.ctx = ctx
        self.make_panel = make_panel  # (mode) -> the panel of "tutor" or "practice"
        self.panels = {}              # mode -> its panel, once opened
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
        if mode in READY and mode not in self.panels:
            self.panels[mode] = self.make_panel(mode)
        ctx.mode = mode
        document.documentElement.dataset.mode = mode
        for name, tab in self.tabs.items():
            tab.setAttribute("aria-selected", "true" if name == mode else "false")
            tab.tabIndex = 0 if name == mode else -1
        ctx.events.emit("mode_changed", mode=mode)
        ctx.events.emit("mode_shown", mode=mode)
        if mode in READY:
            note = getattr(self.panels[mode], "take_note", lambda: None)()  # e.g. about the link's code
            if note:
                ctx.say_t(note)
            else:
                ctx.say_t(READY[mode])
        else:
            ctx.say_ready()
        if ctx.variant is not None and mode != "solver":   # issue 32: the tutor and the practice room are classic
            ctx.say_t("v_classic_only", "warning")

    @property
    def tutor(self):
        """The TutorPanel, once the tutor has been opened (else None)."""
        return self.panels.get("tutor")

    @property
    def practice(self):
        return self.panels.get("practice")

    def open_tutor(self):
        """The tutor panel, opening the tutor first when needed (the host page's step/play)."""
        self.show("tutor")
        return self.tutor

    def on_tab_key(self, event):
        """Arrows move to the previous/next tab (round), Home and End to the first/last (and select them)."""
        if event.key in ("ArrowLeft", "ArrowRight", "Home", "End"):
            event.preventDefault()
            at = MODES.index(self.ctx.mode) if self.ctx.mode in MODES else 0
            step = {"ArrowLeft": -1, "ArrowRight": 1}.get(event.key)
            if step is not None:
                mode = MODES[(at + step) % len(MODES)]
            else:
                mode = MODES[0] if event.key == "Home" else MODES[-1]
            self.show(mode)
            self.tabs[mode].focus()
