"""busy_button in CPython with a fake document: a start button that had the focus gets it back when
its work ends, unless the person moved on; a focused element without ``disabled`` (a link, a
``<pre>``) is left alone without an error."""

from __future__ import annotations

import sys
import types

if "pyscript" not in sys.modules:  # the page's module imports the browser's document
    _fake = types.ModuleType("pyscript")
    _fake.document = None
    _fake.window = None
    _fake.when = lambda *args: (lambda handler: handler)
    sys.modules["pyscript"] = _fake

from sudoku_web import busy_button  # noqa: E402


class Document:
    def __init__(self):
        self.body = Element("body")
        self.activeElement = self.body


class Element:
    def __init__(self, id, document=None, control=True):
        self.id, self.document = id, document
        if control:
            self.disabled = False

    def focus(self):
        self.document.activeElement = self

    def __setattr__(self, name, value):
        object.__setattr__(self, name, value)
        if name == "disabled" and value and self.document and self.document.activeElement is self:
            self.document.activeElement = self.document.body   # as Chromium does


def page(monkeypatch):
    document = Document()
    monkeypatch.setattr(busy_button, "document", document)
    return document, Element("hint", document), Element("stop", document)


def test_the_focused_start_button_gets_the_focus_back(monkeypatch):
    document, hint, stop = page(monkeypatch)
    hint.focus()
    busy_button.set_busy((hint,), stop, True)
    assert hint.disabled and not stop.disabled and document.activeElement is document.body
    busy_button.set_busy((hint,), stop, False)
    assert not hint.disabled and stop.disabled and document.activeElement is hint


def test_focus_moved_elsewhere_meanwhile_stays_there_even_on_an_element_without_disabled(monkeypatch):
    document, hint, stop = page(monkeypatch)
    hint.focus()
    busy_button.set_busy((hint,), stop, True)
    output = Element("output", document, control=False)   # a <pre tabindex=0>: no ``disabled``
    output.focus()
    busy_button.set_busy((hint,), stop, False)
    assert document.activeElement is output and not hint.disabled


def test_an_unfocused_button_never_takes_the_focus(monkeypatch):
    document, hint, stop = page(monkeypatch)
    busy_button.set_busy((hint,), stop, True)
    busy_button.set_busy((hint,), stop, False)
    assert document.activeElement is document.body
