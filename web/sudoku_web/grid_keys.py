"""The grid's keyboard and focus: typing digits, pencil marks, moving between cells, and the one
Tab stop.

Its own part because it is how people act on the grid, where ``grid.Grid`` is what the grid
holds: keys become calls of the grid's public ``set_cell`` and ``on_mark``. Keyboard: symbols set
a cell, arrows/Home/End (Ctrl+Home/End: first/last cell) move, Backspace/Delete/0/. clear; in
pencil-mark mode (or with Shift) a symbol key toggles a mark instead; while the grid is
``locked`` (a step of the explanation is shown) typing is refused. Roving focus (WAI-ARIA grid
pattern): exactly one cell, the last focused, has tabindex=0, so Tab enters the grid on that cell
and the next Tab leaves the grid.
"""

from __future__ import annotations

from .markup import EMPTY_KEYS
from .strings import t

ARROWS = {"ArrowLeft": (0, -1), "ArrowRight": (0, 1), "ArrowUp": (-1, 0), "ArrowDown": (1, 0)}


class GridKeys:
    def __init__(self, grid):
        self.grid = grid
        self.active = 0          # the cell that is the grid's Tab stop
        self.first = None        # (cell, digit): a first digit typed there a second may make 10-25

    def rebind(self):
        """Find the Tab stop among the grid's (new) cells."""
        self.active = next((i for i, el in enumerate(self.grid.inputs) if el.tabIndex == 0), 0)

    # ----- focus ---------------------------------------------------------------------------
    def set_active(self, i):
        """Roving tabindex: cell ``i`` becomes the grid's one Tab stop."""
        inputs = self.grid.inputs
        if i != self.active:
            if 0 <= self.active < len(inputs):
                inputs[self.active].tabIndex = -1
            self.active = i
        inputs[i].tabIndex = 0

    def focus(self, i):
        self.set_active(i)
        el = self.grid.inputs[i]
        el.focus()
        el.select()

    def index_of(self, event):
        target = event.target
        if target.tagName != "INPUT" or not target.dataset.i:
            return None
        return int(target.dataset.i)

    def on_focusin(self, event):
        i = self.index_of(event)
        if i is not None:
            self.set_active(i)
            event.target.select()
            self.first = None

    # ----- keys ----------------------------------------------------------------------------
    def on_keydown(self, event):
        i = self.index_of(event)
        if i is None:
            return
        grid = self.grid
        key = event.key
        n = grid.size
        first, self.first = self.first, None
        if (event.ctrlKey or event.metaKey) and key in ("Home", "End") and not event.altKey:
            event.preventDefault()
            self.focus(0 if key == "Home" else n * n - 1)
            return
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        r, c = divmod(i, n)
        if key in ARROWS:
            dr, dc = ARROWS[key]
            event.preventDefault()
            self.focus(min(n - 1, max(0, r + dr)) * n + min(n - 1, max(0, c + dc)))
        elif key == "Home":
            event.preventDefault()
            self.focus(r * n)
        elif key == "End":
            event.preventDefault()
            self.focus(r * n + n - 1)
        elif key == "Escape" and grid.locked and grid.on_escape is not None:
            event.preventDefault()       # as the refusal says: Escape goes back to the person's grid
            grid.on_escape()
        elif key in ("Backspace", "Delete"):
            event.preventDefault()
            if self.refuse_locked():
                return
            grid.set_cell(i, "")
        elif len(key) == 1:
            ch = key.upper()
            event.preventDefault()
            if self.refuse_locked():
                return
            symbols = grid.symbols
            marked = self.symbol_of_code(event.code) if event.shiftKey else ""
            if grid.on_mark and (grid.pencil_mode and ch in symbols or marked):
                grid.on_mark(i, symbols.index(marked or ch) + 1)
            elif ch in symbols or ch == "0" and first:
                ch = self.two_digits(i, first, ch)
                grid.set_cell(i, ch if ch in symbols else "")
                event.target.select()
            elif ch in EMPTY_KEYS:
                grid.set_cell(i, "")
            else:
                grid.on_message(lambda: t("bad_symbol", char=key, allowed=self.allowed_text()))

    def two_digits(self, i, first, ch):
        """The symbol of digit ``ch`` typed in cell ``i``: on 16x16 and 25x25, right after a 1 (or
        2) typed there, the two make one number, 1 then 2 being 12 (C), as a person who counts
        in numbers types it; before, the second digit replaced the first (12 became 2, 10 emptied
        the cell). Else ``ch`` itself, remembered as the first of two when a second could follow."""
        symbols = self.grid.symbols
        if len(symbols) <= 9 or symbols[:9] != "123456789" or ch not in "0123456789":
            return ch
        if first and first[0] == i and self.grid.values[i] == first[1]:
            number = int(first[1]) * 10 + int(ch)
            if number <= len(symbols):
                return symbols[number - 1]
        if ch != "0" and int(ch) * 10 <= len(symbols):
            self.first = (i, ch)
        return ch

    def symbol_of_code(self, code):
        """The symbol of a physical key (``Digit5``, ``Numpad5``, ``KeyA``), for Shift+key marks."""
        code = str(code or "")
        for prefix in ("Digit", "Numpad", "Key"):
            if code.startswith(prefix) and len(code) == len(prefix) + 1 and code[-1] in self.grid.symbols:
                return code[-1]
        return ""

    def refuse_locked(self):
        if self.grid.locked:
            self.grid.on_message(lambda: t("locked"))
        return self.grid.locked

    def enter(self, i: int, ch: str):
        """A symbol (``""``: none) arriving in cell ``i`` as if typed there (text input, a paste):
        refused while a step of the explanation is shown, a pencil mark in pencil-mark mode (no
        symbol changes nothing then), else the cell's value."""
        grid = self.grid
        if self.refuse_locked():
            return
        if grid.pencil_mode and grid.on_mark:
            if ch:
                grid.on_mark(i, grid.symbols.index(ch) + 1)
            return
        grid.set_cell(i, ch)

    def on_input(self, event):
        """Text that arrived without a usable keydown (virtual keyboards, IME, drag and drop)."""
        i = self.index_of(event)
        if i is None:
            return
        grid = self.grid
        raw = event.target.value
        ch = grid.symbol_in(raw)
        if grid.locked or (grid.pencil_mode and grid.on_mark):
            event.target.value = grid.values[i]  # the cell's digit is not what was typed
            self.enter(i, ch)
            return
        if raw and not ch and raw.strip(EMPTY_KEYS):
            char = raw[-1]
            grid.on_message(lambda: t("bad_symbol", char=char, allowed=self.allowed_text()))
            ch = grid.values[i]
        grid.set_cell(i, ch)

    def allowed_text(self):
        s = self.grid.symbols
        if s == "123456789"[: len(s)]:
            return f"1–{s[-1]}"
        return t("allowed_letters", last=s[-1])   # (each language lists the two ranges its own way)
