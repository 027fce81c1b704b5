"""The tutor's code panel: the algorithm's module, one line per element, the current line marked
and scrolled into view. DOM glue; the markup comes from ``tutor_view.code_html``."""

from __future__ import annotations

from . import tutor_view as view
from .strings import t


class CodeView:
    def __init__(self, code_el, file_el):
        self.code_el = code_el
        self.file_el = file_el
        self.shown = None    # the algorithm whose code is shown
        self.lines = []
        self.line = None

    def forget(self):
        """Show the code again on the next ``show`` (after a language switch: the label)."""
        self.shown = None

    def show(self, player, algorithm: str):
        """Show the module of the player's search (once per algorithm)."""
        key = (algorithm, player.source) if player is not None else None
        if self.shown == key or player is None or player.source is None:
            return  # (no source yet: the engine's first frames bring it)
        self.shown = key
        module = getattr(player.search, "filename", None) or type(player.search).__module__.rsplit(".", 1)[-1] + ".py"
        self.file_el.textContent = module
        self.code_el.setAttribute("aria-label", t("code_label", file=module))
        self.code_el.innerHTML = view.code_html(player.source)
        self.lines = list(self.code_el.querySelectorAll(".ln"))
        self.line = None

    def show_line(self, line):
        """Mark the 1-based ``line`` as the current one (None: no line), scrolling it into view."""
        if line == self.line:
            return
        if self.line and self.line <= len(self.lines):
            old = self.lines[self.line - 1]
            old.classList.remove("current")
            old.removeAttribute("aria-current")
        self.line = line
        if line and line <= len(self.lines):
            el = self.lines[line - 1]
            el.classList.add("current")
            el.setAttribute("aria-current", "true")
            pre = self.code_el
            top, height, view_h = el.offsetTop, el.offsetHeight, pre.clientHeight
            if top < pre.scrollTop or top + height > pre.scrollTop + view_h:
                pre.scrollTop = max(0, top - view_h // 3)
