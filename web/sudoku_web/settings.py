"""The player's settings: one table of what can be chosen, the values chosen, and their markup.

Pure Python (no DOM), so build.py writes the Settings dialog's first paint from the same table the
page reads, and CPython tests drive it. ``settings_panel`` is the DOM glue (the dialog, storage).

Each setting is a name, its choices (the first is not necessarily the default) and its default.
Its texts are ``set_<name>`` (the question) and ``set_<name>_<choice>`` (each answer) in
strings.py. The page shows the chosen values as ``data-set-<name>`` on ``<body>`` (public: CSS,
tests and embedders read them) and announces a change with the ``settings_changed`` event.
To add a setting: a row here, its strings, and whoever needs it reads ``ctx.settings[name]`` and
follows ``settings_changed``.
"""

from __future__ import annotations

from collections import OrderedDict

from sudoku_core.values import FrozenValue

class Setting(FrozenValue):
    FIELDS = ("name", "choices", "default")

    name: str
    choices: tuple
    default: str


SETTINGS = (
    Setting("entry", ("cell", "digit"), "cell"),              # cell first, or digit first
    Setting("marks", ("centre", "corner"), "centre"),         # where pencil marks are drawn
    Setting("peers", ("on", "off"), "on"),                    # highlight the row, column and box
    Setting("same", ("on", "off"), "on"),                     # highlight the same digit
    Setting("mistakes", ("off", "repeats", "solution"), "repeats"),
    Setting("timer", ("shown", "hidden"), "shown"),
)
BY_NAME = {s.name: s for s in SETTINGS}
VERSION = 1


class Settings:
    """The chosen values: ``settings[name]``; ``choose(name, value)`` returns True when it changed
    something (an unknown name or a value not among the choices changes nothing)."""

    def __init__(self, values=None):
        self.values = {s.name: s.default for s in SETTINGS}
        self.update(values or {})

    def __getitem__(self, name: str) -> str:
        return self.values[name]

    def choose(self, name: str, value) -> bool:
        setting = BY_NAME.get(name)
        if setting is None or value not in setting.choices or self.values[name] == value:
            return False
        self.values[name] = value
        return True

    def update(self, values) -> list:
        """Take every usable ``name: value`` of a dict (stored settings, an embedder's); return the
        names that changed. Anything else is ignored: a setting this build does not know, or a
        value it does not offer, keeps its current value."""
        if not isinstance(values, dict):
            return []
        return [name for name, value in values.items() if self.choose(name, value)]

    def to_json(self) -> dict:
        data = OrderedDict([("v", VERSION)])   # "v" first under MicroPython too (its dicts keep no order)
        data.update(self.values)
        return data

    def markers(self) -> dict:
        """The ``data-set-*`` markers of <body>, as dataset attribute names (``setEntry``...)."""
        # part[0].upper() + part[1:], not str.title (MicroPython lacks it): names are lower case
        return {"set" + "".join(part[:1].upper() + part[1:] for part in name.split("_")): value
                for name, value in self.values.items()}


def read_settings(value):
    """The storage reader (storage.Keeper's contract): (Settings, problem). The usable values are
    kept; a known setting holding a value this build does not offer (a wrong type, a misspelt
    choice: damage or a hand edit), or a ``v`` that is no version, is PARTIAL, so the page keeps
    the stored text aside and says so (it used to fall back to the default without a word). A
    name this build does not know is no damage: a newer build's setting, ignored. Not a dict:
    UNREADABLE."""
    if not isinstance(value, dict):
        return None, "unreadable"
    settings = Settings(value)
    version = value.get("v", VERSION)
    if type(version) is int and version > VERSION:
        return settings, "newer"
    if type(version) is not int or version < 1 or any(
            name in value and value[name] != settings[name] for name in BY_NAME):
        return settings, "partial"
    return settings, None


def settings_html(table: dict, escape) -> str:
    """The dialog's fieldsets: one group of radio buttons per setting, labelled from ``table``
    (the English strings at build time; the page re-renders ``data-t`` in its language)."""
    parts = []
    for s in SETTINGS:
        key = f"set_{s.name}"
        radios = "".join(
            f'<label><input type="radio" name="set-{s.name}" value="{c}"'
            f'{" checked" if c == s.default else ""}> <span data-t="{key}_{c}">{escape(table[f"{key}_{c}"])}</span></label>'
            for c in s.choices
        )
        parts.append(f'<fieldset data-setting="{s.name}"><legend data-t="{key}">{escape(table[key])}</legend>{radios}</fieldset>')
    return "\n        ".join(parts)
