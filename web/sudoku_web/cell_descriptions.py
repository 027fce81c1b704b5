"""Each cell's accessible description (``aria-description``), built from parts several panels own.

A screen reader says a cell's name ("Row 3, column 5"), its digit, then its description. Several
things describe a cell: where its digit came from (a given of the puzzle, Solve's answer, the
tutor's search), the other digit a second solution has there (Solve's "more than one solution"), a wrong entry (Show where), the tutor's step, a colour, the person's pencil
marks. Each panel sets its own part here and this module writes them together, in one order, so
one never wipes out another (a painted cell with marks says both, "candidates 1 4; Sky blue"; a given says it is one). A part
is a text or a builder called at every writing (so :meth:`again` says them in the language
switched to). The pencil marks of a cell showing Solve's digit are drawn hidden under it
(style.css), so their part is not said then either.

An entry (a digit the person typed while solving) has no word of its own: "given" or "solved"
tells the others apart from it.
"""

from __future__ import annotations

from .strings import t

#: The parts, in the order they are said.
ORDER = ("kind", "differs", "wrong", "step", "marks", "colour")
#: The word for a cell's kind (grid.Grid's kinds); an entry's and an empty cell's: none.
KIND_WORDS = {"given": "desc_given", "solved": "desc_solved", "trace": "desc_trace"}


class CellDescriptions:
    def __init__(self, inputs):
        self.inputs = inputs
        self.parts = {}      # cell -> {part: text or builder}

    def set(self, i, part: str, value):
        """Cell ``i``'s ``part`` (one of :data:`ORDER`) is ``value``: a text, a builder, or None
        (gone); the description is written again when it changed."""
        parts = self.parts.get(i)
        if value is None or value == "":
            if not parts or part not in parts:
                return
            del parts[part]
            if not parts:
                del self.parts[i]
        else:
            if parts is None:
                parts = self.parts[i] = {}
            elif parts.get(part) is value:
                return
            parts[part] = value
        self.write(i)

    def set_kind(self, i, kind: str):
        """Cell ``i`` holds a digit of ``kind`` (given, entry, solved, trace; "" empty)."""
        key = KIND_WORDS.get(kind)
        self.set(i, "kind", key and _word(key))

    def text(self, i) -> str:
        """The description of cell ``i`` now ("" when it has none)."""
        parts = self.parts.get(i) or {}
        hidden = parts.get("kind") is _word("desc_solved")   # the marks under Solve's digit
        said = []
        for name in ORDER:
            value = parts.get(name)
            if value is None or (hidden and name == "marks"):
                continue
            said.append(value() if callable(value) else value)
        return t("desc_join").join(s for s in said if s)

    def write(self, i):
        el = self.inputs[i]
        text = self.text(i)
        if text:
            el.setAttribute("aria-description", text)
        else:
            el.removeAttribute("aria-description")

    def again(self):
        """Every description written again (after a switch of language)."""
        for i in list(self.parts):
            self.write(i)


_WORDS = {}


def _word(key):
    """One builder per kind's word, the same object each time (so :meth:`CellDescriptions.set`
    sees an unchanged part and writes nothing)."""
    if key not in _WORDS:
        _WORDS[key] = lambda: t(key)
    return _WORDS[key]
