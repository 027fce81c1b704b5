"""The embed contract in pure Python (no DOM, testable in CPython): URL options and message shapes.

Public API, documented in README.md ("Embedding the solver in another page"); change it only compatibly (``PROTOCOL`` is sent in
``sudoku:ready``). ``sudoku_web.embed`` is the DOM glue that uses it.

Host -> page messages are plain objects ``{"type": "sudoku:<verb>", ...}``. ``check_message`` accepts
exactly the shapes below and returns None for anything else (the page then ignores the message):
an unknown type, a missing or extra field, a field of the wrong type or size.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PROTOCOL = 1
PREFIX = "sudoku:"
MAX_PUZZLE_CHARS = 4000  # a pretty-printed 16x16 grid with borders fits; a 25x25 line is 625

# Controls an embedding page can show with controls=a,b,c (boot.js and style.css use the same names).
CONTROLS = ("solve", "cancel", "clear", "copy", "share", "size", "example", "lang", "tabs",
            "code", "race", "open")
DEFAULT_CONTROLS = ("solve", "cancel", "clear", "size", "example", "code", "open")
MODES = ("solve", "tutor")
THEMES = ("light", "dark", "auto")

# type -> {field: type}; every listed field is required; "v" (the protocol version) is optional.
HOST_MESSAGES = {
    "sudoku:load": {"puzzle": str},
    "sudoku:solve": {},
    "sudoku:step": {},
    "sudoku:play": {},
    "sudoku:pause": {},
}
# What the page sends (for the docs and the tests): type -> fields.
PAGE_MESSAGES = {
    "sudoku:ready": ("v", "mode", "size"),
    "sudoku:height": ("height",),
    "sudoku:solved": ("status", "solution", "nodes", "ms"),
    "sudoku:step": ("position", "kind", "cell", "row", "col", "digit", "algorithm"),
    "sudoku:error": ("code", "message"),
    "sudoku:stalled": ("seconds",),  # from boot.js, when the watchdog fires
}

_ORIGIN = re.compile(r"https?://[A-Za-z0-9.\-\[\]:]+")


@dataclass(frozen=True)
class Options:
    """The embed options of the page's address (?embed=1&...)."""

    embed: bool = False
    mode: str = "solve"
    controls: tuple = DEFAULT_CONTROLS
    origin: str | None = None  # postMessage target and the only accepted sender; None = "*"
    theme: str = "auto"

    @property
    def target_origin(self) -> str:
        return self.origin or "*"


def parse_options(get) -> Options:
    """Options from a ``get(name) -> str | None`` lookup (URLSearchParams.get or dict.get).

    ``puzzle``, ``algorithm``/``algo``, ``step`` and ``lang`` are read by the page itself (the same
    parameters work without embed=1); invalid values fall back to the defaults.
    """
    if (get("embed") or "") != "1":
        return Options()
    mode = get("mode") or "solve"
    if mode not in MODES:
        mode = "solve"
    raw = get("controls")
    if raw is None:
        controls = DEFAULT_CONTROLS
    else:
        asked = [part.strip().lower() for part in str(raw).split(",")]
        controls = tuple(name for name in CONTROLS if name in asked)
    origin = get("origin")
    origin = str(origin) if origin and _ORIGIN.fullmatch(str(origin)) else None
    theme = get("theme") or "auto"
    return Options(True, mode, controls, origin, theme if theme in THEMES else "auto")


def check_message(data) -> dict | None:
    """The message as a dict when it has exactly an accepted shape, else None."""
    if not isinstance(data, dict):
        return None
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in HOST_MESSAGES:
        return None
    fields = HOST_MESSAGES[kind]
    allowed = {"type", "v", *fields}
    if any(key not in allowed for key in data):
        return None
    if "v" in data and (type(data["v"]) is not int or data["v"] != PROTOCOL):
        return None
    for name, kind_of in fields.items():
        value = data.get(name)
        if type(value) is not kind_of:
            return None
        if kind_of is str and not 0 < len(value) <= MAX_PUZZLE_CHARS:
            return None
    return dict(data)


def step_message(event, position, algorithm, size, symbols) -> dict:
    """``sudoku:step`` for the tutor's current event (``event`` None before the first step)."""
    kind = getattr(event, "kind", None) or "start"
    cell = getattr(event, "cell", -1) if event is not None else -1
    digit = getattr(event, "digit", 0) if event is not None else 0
    has_cell = 0 <= cell < size * size
    return {
        "type": "sudoku:step",
        "position": int(position),
        "kind": kind,
        "cell": cell if has_cell else None,
        "row": cell // size + 1 if has_cell else None,
        "col": cell % size + 1 if has_cell else None,
        "digit": symbols[digit - 1] if 0 < digit <= len(symbols) else None,
        "algorithm": algorithm,
    }
