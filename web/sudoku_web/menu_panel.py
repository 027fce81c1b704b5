"""The "Menu" button of a narrow screen: it shows and hides the tabs and the toolbar (issue 30 item 10).

On a phone the title, the tabs and the size / example / language selects took the first 270 px,
so the grid started below them. style.css folds ``#menu`` (the tabs and the toolbar) away on a
narrow screen unless ``data-open="true"``, and shows this button only there; on a wide screen the
button is hidden and the menu always shows, whatever its state. Every control inside keeps its id,
role and name.
"""

from __future__ import annotations

from pyscript import document, when

#: Keys that change a closed select's value at once (Chromium, Firefox): a keyboard user steps
#: through its options, each one a change; the menu stays open for the next one.
STEP_KEYS = ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown")


class MenuPanel:
    def __init__(self, button, menu):
        self.button = button
        self.menu = menu
        self.stepped = None    # the select an arrow key (STEP_KEYS) was last pressed on

    def wire(self):
        when("click", self.button)(self.on_click)
        when("keydown", self.menu)(self.on_key)
        when("keydown", self.button)(self.on_key)   # Escape on the Menu button itself closes it too
        for tab in self.menu.querySelectorAll('[role="tab"]'):
            when("click", tab)(self.on_choice)
        for name in ("size", "example"):
            when("change", document.getElementById(name))(self.on_choice)
        self.show(False)
        self.button.disabled = False

    def on_choice(self, event=None):
        """A tab, a size or an example chosen on a narrow screen: the menu folds away, so the board
        or the tab just chosen shows (it stayed open over them), and the focus goes back to the
        button (the control chosen is hidden with the menu). Arrow keys between tabs keep it open,
        and so do those that step through a size or an example (before, the first arrow folded the
        menu and the next example was out of reach: a window made narrow by zooming in has this
        menu too); Escape folds it."""
        stepped, self.stepped = self.stepped, None
        if event is not None and stepped is not None and event.target == stepped:   # (JS identity)
            return
        if self.open and self.button.offsetParent is not None:
            self.show(False)
            self.button.focus()

    def on_key(self, event):
        """Escape in the open menu, or on its button, closes it and hands the focus back to the
        button (a select's own Escape, closing its list, never reaches here)."""
        self.stepped = event.target if str(event.key) in STEP_KEYS and str(event.target.tagName) == "SELECT" else None
        if str(event.key) == "Escape" and self.open and self.button.offsetParent is not None:
            event.preventDefault()
            self.show(False)
            self.button.focus()

    @property
    def open(self) -> bool:
        return str(self.button.getAttribute("aria-expanded")) == "true"

    def on_click(self, event=None):
        self.show(not self.open)

    def show(self, open_: bool):
        self.button.setAttribute("aria-expanded", "true" if open_ else "false")
        self.menu.dataset.open = "true" if open_ else "false"


def make_menu():
    return MenuPanel(document.getElementById("menu-toggle"), document.getElementById("menu"))
