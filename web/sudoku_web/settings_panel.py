"""The Settings dialog: opening and closing it, the radio buttons, and remembering the choices.

The table of settings and their values are ``settings``'s; this is the DOM glue. A choice takes
effect at once: ``ctx.settings`` changes, ``<body>`` gets ``data-set-<name>``, the
``settings_changed`` event (``setting=``, ``value=``) tells the panels, and the full page stores every value under
``sudoku-solver:settings`` (the last tab to choose wins; another tab's choice is followed at once:
settings are preferences, not work, so nothing is asked). An embedded page stores nothing and takes
its settings from the address (``settings=name:value,...``, see embed_api).
"""

from __future__ import annotations

from pyscript import document, when, window
from pyscript.ffi import create_proxy

from .settings import SETTINGS, read_settings
from .storage import Keeper, parse

KEY = "sudoku-solver:settings"


def preference_keeper(storage, notice, reader=None):
    """A storage.Keeper that says when a preference (a setting, the language) could not be stored
    (``keeper.done(storage.write(...))``); None without storage or notice. With a ``reader`` it
    also reads the record once at start (``keeper.read()``: a damaged one kept aside and said);
    it never asks between tabs (a preference is written whatever another tab chose)."""
    if storage is None or notice is None:
        return None
    return Keeper(storage, reader, notice, "settings")


class SettingsPanel:
    def __init__(self, ctx, storage=None, given=None, notice=None):
        self.ctx = ctx
        self.storage = storage          # a storage.Storage, or None (embedded)
        # full or refused storage is said once (saved_notice), as the work's: a choice silently
        # forgotten at the next visit is lost work too
        self.keeper = preference_keeper(storage, notice, read_settings)
        self.given = given or {}        # an embedder's settings (they win over stored ones)
        self.dialog = document.getElementById("settings-dialog")
        self.opener = document.getElementById("settings-open")

    def wire(self):
        if self.storage is not None:
            self.read_stored()
        self.ctx.settings.update(self.given)
        when("click", self.opener)(self.open)
        when("click", document.getElementById("settings-close"))(self.close)
        when("change", self.dialog)(self.on_change)
        if self.storage is not None:
            self._storage_proxy = create_proxy(self.on_storage)
            window.addEventListener("storage", self._storage_proxy)
        self.show()
        self.opener.disabled = False

    def read_stored(self):
        """The stored settings, as far as they read. Damaged ones (not JSON, a value no choice
        offers, a newer build's) used to fall back to the defaults without a word: now the good
        values are kept, the stored text is kept aside and the person told once (the work's way,
        storage.Keeper), and what reads is written in its place, so a reload does not say it again."""
        if self.keeper is None:              # (no notice to tell: read as far as it goes)
            stored, _problem = read_settings(self.storage.read())
        else:
            stored = self.keeper.read()
        if stored is not None:
            self.ctx.settings.update(stored.values)
        if self.keeper is not None and not self.keeper.blocked and self.keeper.problem is not None:
            self.keeper.done(self.storage.write(self.ctx.settings.to_json(), force=True))

    def show(self):
        """Check the chosen radio buttons and put the markers on <body>."""
        settings = self.ctx.settings
        for s in SETTINGS:
            for radio in self.dialog.querySelectorAll(f'input[name="set-{s.name}"]'):
                radio.checked = str(radio.value) == settings[s.name]
        self.ctx.mark(**settings.markers())

    def open(self, event=None):
        self.show()
        self.dialog.showModal()

    def close(self, event=None):
        self.dialog.close()
        self.opener.focus()

    def on_change(self, event):
        target = event.target
        name = str(target.name or "")
        if not name.startswith("set-"):
            return
        self.choose(name[4:], str(target.value))

    def choose(self, name: str, value: str):
        if self.ctx.settings.choose(name, value):
            self.after(name)
            # (blocked: storage would not keep a damaged record aside, so nothing is written over it)
            if self.keeper is not None and not self.keeper.blocked:
                self.keeper.done(self.storage.write(self.ctx.settings.to_json(), force=True))

    def after(self, *names):
        self.show()
        for name in names:
            self.ctx.events.emit("settings_changed", setting=name, value=self.ctx.settings[name])

    def on_storage(self, event):
        """Another tab chose: follow it (an embedder's settings still win)."""
        try:
            if str(event.key) != KEY:
                return
            stored, _problem = read_settings(parse(event.newValue if isinstance(event.newValue, str) else None))
            if stored is None:
                return
            changed = self.ctx.settings.update({k: v for k, v in stored.values.items() if k not in self.given})
            self.storage.seen = self.storage.text()
            if changed:
                self.after(*changed)
        except Exception:  # noqa: BLE001 - never into the page
            pass
