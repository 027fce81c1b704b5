"""The embed contract in CPython: URL options, origin=, message shapes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sudoku_web import embed_api as api

from samples import EASY

ROOT = Path(__file__).resolve().parents[2]


def test_options_default_and_validation():
    assert api.parse_options({}.get) == api.Options()
    assert not api.parse_options({"embed": "0"}.get).embed
    opts = api.parse_options({"embed": "1"}.get)
    assert opts.embed and opts.mode == "solve" and opts.controls == api.DEFAULT_CONTROLS
    assert opts.target_origin == "*"
    opts = api.parse_options({"embed": "1", "mode": "tutor", "controls": "Solve, nope,clear,,race",
                              "origin": "https://host.example:8443", "theme": "dark"}.get)
    assert (opts.mode, opts.controls, opts.target_origin, opts.theme) == (
        "tutor", ("solve", "clear", "race"), "https://host.example:8443", "dark")
    assert api.parse_options({"embed": "1", "controls": ""}.get).controls == ()
    bad = api.parse_options({"embed": "1", "mode": "x", "origin": "https://a.b/path", "theme": "neon"}.get)
    assert (bad.mode, bad.origin, bad.theme) == ("solve", None, "auto")


# origin= values (as written, the origin each names or None, a note); tests/web/test_embed.py also runs
# the whole table through boot.js's copy of the rule in Chromium.
ORIGINS = [tuple(case[:2]) for case in json.loads((ROOT / "tests" / "origins.json").read_text())]



@pytest.mark.parametrize("text, origin", ORIGINS)
def test_normalize_origin(text, origin):
    assert api.normalize_origin(text) == origin
    if origin is not None:
        assert api.normalize_origin(origin) == origin  # a normalised origin stays as it is


def test_origin_option_fails_closed():
    def options(origin):
        return api.parse_options({"embed": "1", "origin": origin}.get)

    good = options("HTTP://127.0.0.1:80/")
    assert (good.origin, good.bad_origin, good.target_origin) == ("http://127.0.0.1", None, "http://127.0.0.1")
    assert good.accepts("http://127.0.0.1") and not good.accepts("http://127.0.0.1:8000")
    assert not good.accepts("null") and not good.accepts("*")
    for bad in ("https://a.b/path", "", "*", "garbage", "https://a.b:99999"):
        opts = options(bad)
        assert opts.origin is None and opts.bad_origin == bad
        assert opts.target_origin is None, "never '*' when origin= names no origin"
        assert not opts.accepts("https://a.b") and not opts.accepts("null")
    anyone = api.parse_options({"embed": "1"}.get)  # no origin= at all: public data, "*"
    assert anyone.target_origin == "*" and anyone.bad_origin is None and anyone.accepts("https://x.example")


def test_boot_js_holds_the_same_origin_pattern():
    boot = (ROOT / "web" / "boot.js").read_text()
    assert "String.raw`" + api.ORIGIN_PATTERN + "`" in boot


@pytest.mark.parametrize("message", [
    {"type": "sudoku:solve"}, {"type": "sudoku:solve", "v": 1}, {"type": "sudoku:step"},
    {"type": "sudoku:play"}, {"type": "sudoku:pause"}, {"type": "sudoku:load", "puzzle": EASY},
    # the page reads these and answers why it cannot (empty_input, too_long): they were ignored
    {"type": "sudoku:load", "puzzle": ""}, {"type": "sudoku:load", "puzzle": "." * (api.MAX_PUZZLE_CHARS + 1)},
])
def test_accepted_messages(message):
    assert api.check_message(message) == message


@pytest.mark.parametrize("message", [
    None, "sudoku:solve", 1, [], {}, {"type": 1}, {"type": "sudoku:nuke"}, {"type": "SUDOKU:SOLVE"},
    {"type": "sudoku:solve", "extra": 1}, {"type": "sudoku:solve", "v": 2}, {"type": "sudoku:solve", "v": True},
    {"type": "sudoku:solve", "v": "1"}, {"type": "sudoku:load"}, {"type": "sudoku:load", "puzzle": 5},
    {"type": "sudoku:load", "puzzle": "." * (api.MAX_MESSAGE_CHARS + 1)},
])
def test_rejected_messages(message):
    assert api.check_message(message) is None


def test_step_message_shape():
    from sudoku_core.algorithms import Event

    msg = api.step_message(Event("place", cell=10, digit=7), 12, "bitmask", 9, "123456789")
    assert msg == {"type": "sudoku:step", "position": 12, "kind": "place", "cell": 10, "row": 2, "col": 2,
                   "digit": "7", "algorithm": "bitmask"}
    start = api.step_message(None, 0, "scan", 9, "123456789")
    assert (start["kind"], start["cell"], start["digit"]) == ("start", None, None)
    assert set(msg) == {"type", *api.PAGE_MESSAGES["sudoku:step"]}
