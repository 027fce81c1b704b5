"""The embed contract in pure Python (no DOM, testable in CPython): URL options and message shapes.

Public API, documented in docs/embedding.md; change it only compatibly (``PROTOCOL`` is sent in
``sudoku:ready``). ``sudoku_web.embed`` is the DOM glue that uses it.

Host -> page messages are plain objects ``{"type": "sudoku:<verb>", ...}``. ``check_message`` accepts
exactly the shapes below and returns None for anything else (the page then ignores the message):
an unknown type, a missing or extra field, a field of the wrong type. A ``puzzle`` that is empty or
longer than ``MAX_PUZZLE_CHARS`` has the shape: the page answers it (``sudoku:error``,
``empty_input`` or ``too_long``), as it answers any puzzle it cannot read; it was ignored, so a
host's Load with an empty box or a long link got no answer at all.
"""

from __future__ import annotations

import re

from sudoku_core.shims import portable
from sudoku_core.values import FrozenValue, is_ascii

PROTOCOL = 1
PREFIX = "sudoku:"
MAX_PUZZLE_CHARS = 4000  # a pretty-printed 16x16 grid with borders fits; a 25x25 line is 625
#: A host's message as JSON text, at most (measured before it is read: a larger one is ignored):
#: room for the longest puzzle with every character escaped (\uXXXX), and the other fields.
MAX_MESSAGE_CHARS = 6 * MAX_PUZZLE_CHARS + 256

# Controls an embedding page can show with controls=a,b,c (boot.js and style.css use the same names).
CONTROLS = ("solve", "cancel", "clear", "copy", "share", "size", "example", "lang", "tabs",
            "code", "race", "open", "hint", "explain", "marks", "undo", "new",
            "editor", "run", "submit", "stop", "verdicts", "output",
            "colour", "pad", "timer", "stats", "daily",   # issue 30: colours, the digit pad, play
            "variant",                                    # issue 32: the variant panel
            "settings")                                   # the Settings button (it showed in every embed)
DEFAULT_CONTROLS = ("solve", "cancel", "clear", "size", "example", "code", "open")
# mode=practice without controls= shows the practice room's own controls.
PRACTICE_CONTROLS = ("editor", "run", "submit", "stop", "verdicts", "output", "open")
MODES = ("solve", "tutor", "practice")
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
    "sudoku:hint": ("kind", "technique", "level", "cells", "text"),
    "sudoku:verdict": ("case", "verdict", "ms", "writes", "cell", "line"),
}

# origin= (see normalize_origin). boot.js holds the same pattern, character for character (a test
# compares them, and runs a table of values through both functions).
ORIGIN_PATTERN = r"(https?)://(\[[0-9a-f:]+\]|[a-z0-9_-]+(?:\.[a-z0-9_-]+)*)(?::([0-9]{1,5}))?/?"
# Matched against the text in lower case, and only ASCII text without a line break, so these need
# no flags and ``match(...$)`` is ``fullmatch``; counted repetitions written out (MicroPython's
# ``re`` has neither flags, ``fullmatch`` nor ``{m,n}``; see normalize_origin and values.portable).
_NUMERIC_LABEL = r"(?:[0-9]+|0x[0-9a-f]*)$"  # a host ending so is an IPv4 address
_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
_COMPILED = []


def _patterns():
    """The origin, numeric-label and IPv4 patterns, compiled on first use: compiling them at
    import took ~5 ms of the page's start under MicroPython (issue 31), for a check only an
    embedded page with ``origin=`` makes."""
    if not _COMPILED:
        _COMPILED.extend((re.compile(portable(f"(?:{ORIGIN_PATTERN})$")), re.compile(_NUMERIC_LABEL),
                          re.compile(portable(rf"{_OCTET}(?:\.{_OCTET}){{3}}$"))))
    return _COMPILED
DEFAULT_PORTS = {"http": 80, "https": 443}
#: Longer ``origin=`` texts name no origin (a host name has at most 253 characters), and are not
#: matched at all: MicroPython's ``re`` recurses once per character and overflowed its stack on
#: one of 20,000. boot.js keeps the same limit.
ORIGIN_LIMIT = 2048


def _ipv6(text: str) -> str | None:
    """An IPv6 address (hex groups and ``::`` only) in its one serialisation (RFC 5952, as browsers
    write origins: lower case, no leading zeros, the longest run of two or more zero groups as ``::``)."""
    head, sep, tail = text.partition("::")
    if "::" in tail:
        return None
    left = head.split(":") if head else []
    right = tail.split(":") if tail else []
    if any(not g or len(g) > 4 for g in left + right):
        return None
    missing = 8 - len(left) - len(right)
    if (sep and missing < 1) or (not sep and missing != 0):
        return None
    groups = [int(g, 16) for g in left] + [0] * missing + [int(g, 16) for g in right]
    best, run_start = (0, 0), None  # (length, start) of the longest zero run; the first one wins
    for i, g in enumerate(groups + [1]):
        if g == 0 and run_start is None:
            run_start = i
        elif g != 0 and run_start is not None:
            if i - run_start > best[0]:
                best = (i - run_start, run_start)
            run_start = None
    hexes = [f"{g:x}" for g in groups]
    length, start = best
    if length < 2:
        return ":".join(hexes)
    return ":".join(hexes[:start]) + "::" + ":".join(hexes[start + length:])


def normalize_origin(text) -> str | None:
    """The origin that ``origin=`` names (``scheme://host[:port]``), or None when it names none.

    Accepted: http or https, a host name (ASCII letters, digits, ``-``, ``_``, dots; international
    names in their ``xn--`` form), a canonical IPv4 address or a bracketed IPv6 address, an optional
    port 1-65535, an optional trailing ``/``. Normalised as browsers write ``event.origin``: scheme
    and host in lower case, IPv6 compressed, the default port (80 for http, 443 for https) dropped.
    Rejected: anything else (a path beyond ``/``, a query, a fragment, user info, another scheme,
    a bad port, an empty host, spaces, other characters).
    """
    if not isinstance(text, str) or len(text) > ORIGIN_LIMIT or not is_ascii(text) or "\n" in text:
        return None
    origin, numeric_label, ipv4 = _patterns()
    match = origin.match(text.lower())
    if not match:
        return None
    scheme, host, port = match.group(1), match.group(2), match.group(3)
    if host.startswith("["):
        address = _ipv6(host[1:-1])
        if address is None:
            return None
        host = f"[{address}]"
    elif numeric_label.match(host.rsplit(".", 1)[-1]) and not ipv4.match(host):
        return None  # 127.1, 0x7f.0.0.1, 1.2.3.256: browsers read (or refuse) these as IPv4
    if port is not None:
        number = int(port)
        if not 1 <= number <= 65535:
            return None
        if number != DEFAULT_PORTS[scheme]:
            host = f"{host}:{number}"
    return f"{scheme}://{host}"


class Options(FrozenValue):
    """The embed options of the page's address (?embed=1&...)."""

    FIELDS = ("embed", "mode", "controls", "origin", "theme", "bad_origin", "settings")
    FACTORIES = {"settings": dict}

    embed: bool = False
    mode: str = "solve"
    controls: tuple = DEFAULT_CONTROLS
    origin: str | None = None  # postMessage target and the only accepted sender; None = "*"
    theme: str = "auto"
    bad_origin: str | None = None  # origin= as given when it names no origin: then no messages at all
    settings: dict  # settings=name:value,...: the player's settings (settings.py)

    @property
    def target_origin(self) -> str | None:
        """postMessage's targetOrigin: ``origin=`` normalised, "*" without it, None (post nothing)
        when ``origin=`` is given but names no origin (fail closed, never "*")."""
        if self.bad_origin is not None:
            return None
        return self.origin or "*"

    def accepts(self, sender_origin) -> bool:
        """Whether a message from ``sender_origin`` may be obeyed (its source is checked apart)."""
        if self.bad_origin is not None:
            return False
        return self.origin is None or str(sender_origin) == self.origin


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
        controls = PRACTICE_CONTROLS if mode == "practice" else DEFAULT_CONTROLS
    else:
        asked = [part.strip().lower() for part in str(raw).split(",")]
        controls = tuple(name for name in CONTROLS if name in asked)
    raw_origin, origin, bad_origin = get("origin"), None, None
    if raw_origin is not None:  # given, even empty: it must name an origin, or nothing is exchanged
        origin = normalize_origin(str(raw_origin))
        if origin is None:
            bad_origin = str(raw_origin)
    theme = get("theme") or "auto"
    return Options(True, mode, controls, origin, theme if theme in THEMES else "auto", bad_origin,
                   parse_settings(get("settings")))


def parse_settings(raw) -> dict:
    """``settings=entry:digit,timer:hidden`` -> {"entry": "digit", "timer": "hidden"}; parts without a
    colon are ignored here, and unknown names or values by ``settings.Settings.update``."""
    pairs = (part.split(":", 1) for part in str(raw or "").split(",") if ":" in part)
    return {name.strip().lower(): value.strip().lower() for name, value in pairs}


def check_message(data) -> dict | None:
    """The message as a dict when it has exactly an accepted shape, else None."""
    if not isinstance(data, dict):
        return None
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in HOST_MESSAGES:
        return None
    fields = HOST_MESSAGES[kind]
    allowed = {"type", "v"} | set(fields)
    if any(key not in allowed for key in data):
        return None
    if "v" in data and (type(data["v"]) is not int or data["v"] != PROTOCOL):
        return None
    for name, kind_of in fields.items():
        value = data.get(name)
        if type(value) is not kind_of:
            return None
        if kind_of is str and len(value) > MAX_MESSAGE_CHARS:
            return None   # (the page measured the JSON already; an empty or long puzzle is answered)
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


def hint_message(kind: str, technique, level: int, cells, text: str) -> dict:
    """``sudoku:hint`` when a hint is shown: ``kind`` (``step``, ``wrong_entry``,
    ``wrong_elimination``, ``solved``, ``stuck``), the ``technique`` id (or None), the detail
    ``level`` (1-3), the 0-based ``cells`` it concerns and its ``text`` in the page's language."""
    return {"type": "sudoku:hint", "kind": kind, "technique": technique, "level": int(level),
            "cells": [int(c) for c in cells], "text": text}


def verdict_message(case: str, verdict: str, ms: float, writes: int, cell, line) -> dict:
    """``sudoku:verdict``: one case judged in the practice room. ``verdict`` is ``accepted``,
    ``wrong_answer``, ``time_limit`` or ``runtime_error``; ``cell`` the first wrong cell in standard
    notation (``r3c7``) or None; ``line`` the line of a runtime error or None."""
    return {"type": "sudoku:verdict", "case": case, "verdict": verdict, "ms": round(ms, 1),
            "writes": writes, "cell": cell, "line": line}
