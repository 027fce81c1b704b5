"""The practice room's code editor: a plain ``<textarea>`` over a highlighted copy of its text.

Why so small: the textarea is the editor (typing, selection, undo, copy and paste, screen readers,
the browser's own find all work as in any text field); behind it, a ``<pre>`` shows the same text
highlighted (``practice_view.editor_html``) with a line-number gutter, scrolled with it. Nothing
comes from a CDN and nothing is a third-party component.

Keys: Tab indents (the selected lines, or at the caret), Shift+Tab unindents, Enter keeps the line's
indentation (one level more after ``:``). Escape lets the next Tab leave the editor, as keyboard
users expect of a field that keeps Tab (the help text under it says so).
"""

from __future__ import annotations

from pyscript import document, when

from . import practice_view as view

INDENT = "    "


#: Keys pressed alone on the way to a combination; they keep an Escape's "the next Tab leaves".
MODIFIERS = ("Shift", "Control", "Alt", "Meta")


def index_at(text: str, units: int) -> int:
    """The index in ``text`` of a position the browser gives in UTF-16 units (``selectionStart``):
    a character beyond U+FFFF (an emoji) is two units there and one character here, so every emoji
    before the caret used to shift Tab's and Enter's edits by one more place."""
    index = 0
    for ch in text:
        if units <= 0:
            break
        units -= 2 if ord(ch) > 0xFFFF else 1
        index += 1
    return index


def units_at(text: str, index: int) -> int:
    """The UTF-16 position (for ``setSelectionRange``) of ``text[:index]``'s end."""
    return index + sum(1 for ch in text[:index] if ord(ch) > 0xFFFF)


class Editor:
    def __init__(self, textarea, view_el, gutter_el, on_change):
        self.area = textarea
        self.view_el = view_el
        self.gutter = gutter_el
        self.on_change = on_change   # called with the text after each edit by the learner
        self.error_line = 0
        self.tab_leaves = False      # after Escape: the next Tab moves focus on
        self._shown = None
        when("input", textarea)(self.on_input)
        when("keydown", textarea)(self.on_key)
        when("scroll", textarea)(self.on_scroll)

    @property
    def text(self) -> str:
        return str(self.area.value)

    def set_text(self, text: str):
        self.area.value = text
        self.error_line = 0
        self.render()

    def mark_error(self, line: int):
        """Mark a line of the code (an error's); 0 clears the mark."""
        self.error_line = line
        self._shown = None
        self.render()
        if line:
            self.area.setAttribute("aria-invalid", "true")
        else:
            self.area.removeAttribute("aria-invalid")

    def render(self):
        text = self.text
        key = (text, self.error_line)
        if key == self._shown:
            return
        self._shown = key
        self.view_el.innerHTML = view.editor_html(text, self.error_line)
        self.gutter.textContent = view.gutter_text(text)
        self.on_scroll()

    def on_scroll(self, event=None):
        top, left = self.area.scrollTop, self.area.scrollLeft
        self.view_el.style.transform = f"translate({-left}px, {-top}px)"
        self.gutter.style.transform = f"translateY({-top}px)"

    def on_input(self, event=None):
        if self.error_line:
            self.mark_error(0)
        self.render()
        self.on_change(self.text)

    def replace_all(self, text: str):
        """The whole text replaced as an edit of the learner's (the browser's undo brings it back)."""
        self._replace(0, len(self.text), text, 0, 0)

    def _replace(self, start: int, end: int, text: str, caret_start: int, caret_end: int):
        """Replace text[start:end] so the browser's undo keeps it (insertText), then select
        ``caret_start:caret_end`` of the new text (indexes here; the browser counts UTF-16 units)."""
        area = self.area
        old = self.text
        area.focus()  # insertText edits the focused field
        start, end = units_at(old, start), units_at(old, end)
        area.setSelectionRange(start, end)
        if not document.execCommand("insertText", False, text):
            area.setRangeText(text, start, end, "end")
        new = self.text
        area.setSelectionRange(units_at(new, caret_start), units_at(new, caret_end))
        self.on_input()

    def selection(self, text: str):
        """(start, end) of the selection, as indexes into ``text``."""
        return index_at(text, int(self.area.selectionStart)), index_at(text, int(self.area.selectionEnd))

    def on_key(self, event):
        key = str(event.key)
        if key == "Escape":
            self.tab_leaves = True
            return
        if key == "Tab" and self.tab_leaves:
            self.tab_leaves = False
            return  # the browser moves focus on (back, with Shift)
        if key in MODIFIERS:
            return  # Shift pressed on the way to Shift+Tab: still leaving
        self.tab_leaves = False
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        if key == "Tab":
            event.preventDefault()
            self.indent(bool(event.shiftKey))
        elif key == "Enter":
            event.preventDefault()
            self.newline()

    def indent(self, out: bool):
        text = self.text
        start, end = self.selection(text)
        first = text.rfind("\n", 0, start) + 1
        if not out and start == end:  # at the caret: spaces up to the next indentation stop
            spaces = INDENT[: len(INDENT) - (start - first) % len(INDENT)]
            self._replace(start, end, spaces, start + len(spaces), start + len(spaces))
            return
        last = end - 1 if end > start and text[end - 1:end] == "\n" else end
        stop = text.find("\n", last)
        stop = len(text) if stop < 0 else stop
        lines = text[first:stop].split("\n")
        if out:
            changed = [line[min(len(line) - len(line.lstrip(" ")), len(INDENT)):] for line in lines]
        else:
            changed = [INDENT + line if line else line for line in lines]
        block = "\n".join(changed)
        self._replace(first, stop, block, first, first + len(block))

    def newline(self):
        text = self.text
        start, end = self.selection(text)
        first = text.rfind("\n", 0, start) + 1
        line = text[first:start]
        indent = line[: len(line) - len(line.lstrip(" "))]
        if line.rstrip().endswith(":"):
            indent += INDENT
        insert = "\n" + indent
        self._replace(start, end, insert, start + len(insert), start + len(insert))
