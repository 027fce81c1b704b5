"""The notice under the status line about saved work (the grid's and the practice room's code):
what went wrong with the browser's storage, and the other-tab question with its two buttons.

Each fact or question is one row (``role="group"`` named by its sentence) in the ``#saved-notice``
region, with real buttons (keyboard, roles, names); the sentence is also said in the status line.
A row's texts carry ``data-t`` keys, so a language switch re-translates them. The policy (when to
tell, when to ask) is ``storage.Keeper``'s; this is only the DOM.
"""

from __future__ import annotations

from pyscript import document
from pyscript.ffi import create_proxy

from .board_view import answer_into_view
from .strings import t


class SavedNotice:
    def __init__(self, ctx, box):
        self.ctx = ctx
        self.box = box              # the #saved-notice region
        self._proxies = []

    def tell(self, what: str, event: str):
        """A fact (PARTIAL, NEWER, UNREADABLE, REFUSED), shown once with a Dismiss button."""
        key = f"saved_{what}_{event}"
        self.row(f"saved-{what}-{event}", key, [("saved_dismiss", None)])
        self.ctx.say_t(key, "warning")

    def ask(self, what: str, on_load, on_keep):
        """The other-tab question: Load the other tab's work, or Keep this tab's."""
        key = f"saved_{what}_other_tab"
        self.row(f"saved-{what}-ask", key, [(f"saved_{what}_load", on_load), (f"saved_{what}_keep", on_keep)])
        self.ctx.say_t(key, "warning")
        answer_into_view(self.box)   # nothing is saved until they choose: below a phone's window, unseen

    def settled(self, what: str, how: str):
        """The question answered (``how``: "loaded" or "kept"): the row goes, the result is said."""
        self.remove(f"saved-{what}-ask")
        self.ctx.say_t(f"saved_{what}_{how}")

    # ----- rows ------------------------------------------------------------------------------
    def row(self, row_id: str, key: str, buttons):
        self.remove(row_id)
        row = document.createElement("div")
        row.id = row_id
        row.className = "saved-row"
        row.setAttribute("role", "group")
        row.setAttribute("aria-labelledby", row_id + "-text")
        text = document.createElement("p")
        text.id = row_id + "-text"
        text.dataset.t = key
        text.textContent = t(key)
        row.appendChild(text)
        for label, action in buttons:
            button = document.createElement("button")
            button.type = "button"
            button.dataset.t = label
            button.textContent = t(label)
            proxy = create_proxy(self.on_click(row_id, action))
            self._proxies.append(proxy)
            button.addEventListener("click", proxy)
            row.appendChild(button)
        self.box.appendChild(row)
        self.box.hidden = False

    def on_click(self, row_id: str, action):
        def clicked(event=None):
            if action is None:
                self.remove(row_id)
                return
            try:
                action()
            except Exception as err:  # noqa: BLE001 - never into the page
                self.ctx.say(t("error", message=str(err) or type(err).__name__), "error")
        return clicked

    def remove(self, row_id: str):
        old = document.getElementById(row_id)
        if old:
            had_focus = old.contains(document.activeElement)
            old.remove()
            if had_focus:
                self.hand_focus()
        self.box.hidden = self.box.childElementCount == 0

    def hand_focus(self):
        """The focus was on a button of a row that went (Load, Keep, Dismiss): it goes to the next
        row's first button, else to the grid's cell (it dropped to the page)."""
        other = self.box.querySelector("button")
        if other:
            other.focus()
        elif self.ctx.mode == "solver":
            self.ctx.grid.focus(self.ctx.grid.keys.active)
