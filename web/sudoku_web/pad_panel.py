"""The digit pad (issue 30): entering digits and pencil marks by taps, the selected cell, the
highlights, and cells that never raise a touch screen's keyboard.

The rules are ``pad``'s (pure); this is the DOM glue. A key goes through the grid's public
``set_cell`` / ``on_mark``, as a typed key does, so undo, saving and conflicts work the same.

- Cell first (the default): tap a cell (it stays *selected*: ``data-selected`` on its gridcell),
  then a digit key; Erase empties it (an empty cell: clears its pencil marks). In pencil-mark
  mode a key toggles the mark.
- Digit first (setting ``entry=digit``, or a long press on a key in either mode): the key stays
  picked (``aria-pressed="true"``) and each tap on a cell enters (or takes back) that digit, or
  toggles its mark; tapping the picked key again drops it.
- One Tab stop for the whole pad (roving tabindex, arrows move between its buttons), so Tab
  goes from the grid to the pad and on to Solve; the keyboard types digits in the cells as ever.
- The pad never takes the selection: its ``pointerdown``/``mousedown`` are cancelled, so the
  cell keeps the focus, and the selected cell is remembered anyway.
- On a touch screen (``(pointer: coarse)``, ``(hover: none)``, or once a touch was seen) the
  cells get ``inputmode="none"``: tapping one selects it without the system keyboard
  (``<body data-touch="1">``). The desktop keeps ``inputmode="numeric"`` ("text" on 16x16).
"""

from __future__ import annotations

from pyscript import document, window
from pyscript.ffi import create_proxy

from . import i18n, pad
from .grid_highlights import GridHighlights
from .markup import escape
from .strings import t

REFRESH_ON = ("work_changed", "puzzle_changed", "solved", "language", "board_changed")  # (an answer taken away
# changes no position: no work_changed)


def variant_highlight(variant, selected, peers):
    """A variant's (issue 32) highlight of the selected cell: its houses (region instead of box,
    diagonals, windows) and cage; ``peers`` as they are for classic rules or when none are shown."""
    if not peers or variant is None:
        return peers
    from .variant_rules import house_peers  # imported with the first variant

    return house_peers(variant, selected)


def early_selection(table):
    """The cell boot.js selected for the pad's taps before Python (its ``data-selected``; None:
    none), taken over so the next tap goes to the same cell; ``show_highlights`` marks it again."""
    td = table.querySelector("td[data-selected]")
    if not td:
        return None
    td.removeAttribute("data-selected")
    cell = td.querySelector("input")
    return int(cell.dataset.i) if cell and cell.dataset.i else None


def keeps_given(ctx, grid, i, symbol) -> bool:
    """True, and said, when the pad must leave cell ``i`` alone: a given of a puzzle being played
    (a tap on a given, to see where its digit stands, then a key or Erase changed the puzzle
    without a word). The keyboard still edits givens, as it types puzzles in."""
    if grid.kinds[i] != "given" or grid.typing_kind != "entry" or (symbol and grid.pencil_mode):
        return False
    size = grid.size
    ctx.say(lambda: t("pad_given", where=i18n.where_first(i, size)), "warning")
    return True


class PadPanel:
    def __init__(self, ctx, erase_marks=None):
        self.ctx = ctx
        self.erase_marks = erase_marks    # erase_marks(cell): Erase on an empty cell clears its marks
        self.grid = ctx.grid
        self.box = document.getElementById("pad")
        self.keys = document.getElementById("pad-keys")
        self.erase = document.getElementById("pad-erase")
        self.highlights = GridHighlights(self.grid)
        self.size = None          # the size the keys were made for
        self.table = None         # the grid's table the cells' inputmode was set on
        self.selected = None      # the selected cell (the last one focused or tapped)
        self.picked = ""          # digit first: the picked symbol ("" none)
        self.colouring = False    # colour mode is on (colour_panel): a tap on a cell paints it
        self.touch = TouchCells(ctx)
        self.focus = PadFocus(self.box)
        self.held = None          # a long press under way: the timer's id
        self.holding = ""         # the digit of the key held down
        self.long_done = False    # a long press picked a digit: its click does nothing more
        self.wired = False
        self._proxies = []

    # ----- wiring ----------------------------------------------------------------------------
    def listen(self, target, name, handler):
        proxy = create_proxy(handler)
        target.addEventListener(name, proxy)
        self._proxies.append(proxy)

    def wire(self):
        board = document.getElementById("board")
        self.listen(board, "focusin", self.on_cell_focus)
        self.listen(board, "click", self.on_cell_click)
        self.listen(self.box, "click", self.on_key)
        self.listen(self.box, "pointerdown", self.on_hold)
        for name in ("pointerup", "pointercancel", "pointerleave"):
            self.listen(self.box, name, self.on_release)
        for name in ("pointerdown", "mousedown", "contextmenu"):
            self.listen(self.box, name, lambda event: event.preventDefault())  # keep the cell's focus
        self.listen(document, "pointerdown", self.touch.on_pointer)
        self.listen(self.box, "focusin", self.focus.on_focusin)
        self.listen(self.box, "keydown", self.focus.on_keydown)
        self._fire = create_proxy(self.on_long_press)
        self.touch.wire()
        events = self.ctx.events
        for name in REFRESH_ON:
            events.on(name, lambda **_: self.refresh())
        events.on("settings_changed", self.on_setting)
        events.on("colour_mode", lambda on: setattr(self, "colouring", on))
        events.on("mode_shown", lambda mode: self.refresh())
        self.wired = True
        self.refresh(early_selection(self.grid.table))

    # ----- the pad's state on the page -------------------------------------------------------
    def refresh(self, early=None):
        """Keys for the grid's size, counts, picked key, touch cells, highlights (``early``: boot.js's cell)."""
        if not self.wired:
            return
        grid = self.grid
        if self.size != grid.size:
            self.size, self.selected, self.picked = grid.size, None, ""
            self.keys.innerHTML = pad.pad_html(grid.size, grid.symbols, escape)
            self.keys.className = f"pad-keys size-{grid.size}"
        if self.table is not grid.table:
            self.table = grid.table
            self.selected = None
            self.touch.apply()
        self.selected = early if early is not None and self.ctx.mode == "solver" else self.selected
        left = pad.digits_left(grid.values, grid.kinds, grid.symbols)
        if self.picked and not left.get(self.picked):
            self.picked = ""
        picking, focused = self.picking, self.focus.focused()
        for key in self.keys.querySelectorAll(".pad-key"):
            symbol = str(key.dataset.digit)
            count = left.get(symbol, 0)
            key.dataset.left = str(count)
            key.querySelector(".pad-left").textContent = str(count)
            key.setAttribute("aria-description", t("pad_left", count=count))
            key.disabled = count == 0
            key.setAttribute("aria-disabled", "true" if count == 0 else "false")
            if picking:
                key.setAttribute("aria-pressed", "true" if symbol == self.picked else "false")
            else:
                key.removeAttribute("aria-pressed")
        self.erase.disabled = False
        self.focus.settle(focused)
        self.show_highlights()

    @property
    def picking(self) -> bool:
        """Digit-first entry is on (the setting) or a digit was picked by a long press."""
        return self.ctx.settings["entry"] == "digit" or bool(self.picked)

    def show_highlights(self):
        if self.ctx.mode != "solver":
            self.highlights.clear()
            return
        settings = self.ctx.settings
        peers, digit = pad.highlights(self.selected, self.grid.values, self.grid.size, self.picked,
                                      settings["peers"] == "on", settings["same"] == "on")
        peers = variant_highlight(self.ctx.variant, self.selected, peers)
        self.highlights.show(self.selected, peers, digit)

    def on_setting(self, setting, value):
        if setting == "entry" and value == "cell":
            self.picked = ""
        self.refresh()

    # ----- cells -------------------------------------------------------------------------------
    def cell_of(self, event):
        target = event.target
        if target.tagName != "INPUT" or not target.dataset.i:
            return None
        return int(target.dataset.i)

    def on_cell_focus(self, event):
        i = self.cell_of(event)
        if i is not None and i != self.selected and self.ctx.mode == "solver":
            self.selected = i
            self.show_highlights()

    def on_cell_click(self, event):
        """Digit first: a tap on a cell enters, takes back or marks the picked digit (not in colour
        mode: there a tap paints the cell, and only that)."""
        i = self.cell_of(event)
        if i is None or not self.picked or self.colouring or self.ctx.mode != "solver":
            return
        self.selected = i
        grid = self.grid
        if grid.pencil_mode and grid.on_mark:
            if not grid.keys.refuse_locked() and grid.kinds[i] != "given":
                grid.on_mark(i, grid.symbols.index(self.picked) + 1)
            self.show_highlights()
            return
        action = pad.tap_cell(grid.values[i], grid.kinds[i], self.picked)
        if action != "none" and not grid.keys.refuse_locked():
            grid.set_cell(i, self.picked if action == "enter" else "")
        self.show_highlights()

    # ----- keys --------------------------------------------------------------------------------
    def key_of(self, event):
        target = event.target
        key = target.closest(".pad-key, .pad-erase") if hasattr(target, "closest") else None
        return key if key and not key.disabled else None   # closest() gives JS null (falsy) outside a key

    def on_key(self, event):
        key = self.key_of(event)
        if key is None:
            return
        if self.long_done:
            self.long_done = False
            return
        if key.id == "pad-erase":
            self.enter("")
            return
        action, symbol = pad.press(self.ctx.settings["entry"], self.picked, str(key.dataset.digit))
        if action == "enter":
            self.enter(symbol)
        else:
            self.pick(symbol)

    def pick(self, symbol):
        self.picked = symbol
        self.ctx.say_t("pad_picked", digit=symbol) if symbol else self.ctx.say_t("pad_dropped")
        self.refresh()

    def enter(self, symbol):
        """Cell first: the key's digit (or "" for Erase) in the selected cell, or its mark."""
        grid, i = self.grid, self.selected
        if i is None:
            self.ctx.say_t("pad_pick_cell")
            return
        if grid.keys.refuse_locked() or keeps_given(self.ctx, grid, i, symbol):
            return
        if symbol and grid.pencil_mode and grid.on_mark:
            grid.on_mark(i, grid.symbols.index(symbol) + 1)
        elif not symbol and not grid.values[i] and self.erase_marks is not None:
            self.erase_marks(i)
        else:
            grid.set_cell(i, symbol)
        self.show_highlights()

    # ----- long press: pick a digit ----------------------------------------------------------------
    def on_hold(self, event):
        key = self.key_of(event)
        self.on_release()
        self.long_done = False
        if key is not None and key.id != "pad-erase":
            self.holding = str(key.dataset.digit)
            self.held = window.setTimeout(self._fire, pad.LONG_PRESS_MS)

    def on_release(self, event=None):
        if self.held is not None:
            window.clearTimeout(self.held)
            self.held = None

    def on_long_press(self):
        self.held = None
        self.long_done = True
        if self.holding != self.picked:
            self.pick(self.holding)


class PadFocus:
    """The pad is one Tab stop: its last focused button (else the first usable one) has
    tabindex 0, the others -1; Left/Right/Up/Down, Home and End move between the usable ones."""

    MOVES = {"ArrowLeft": -1, "ArrowUp": -1, "ArrowRight": 1, "ArrowDown": 1}

    def __init__(self, box):
        self.box = box
        self.stop = None

    def usable(self) -> list:
        return [b for b in self.box.querySelectorAll("button") if not b.disabled and b.offsetParent]

    def focused(self):
        """The pad's button that has the focus, or None."""
        active = document.activeElement
        return active if active and str(active.tagName) == "BUTTON" and self.box.contains(active) else None

    def settle(self, focused=None):
        """After the keys changed: keep the stop on a usable button, the nearest one after (else
        before) a stop no longer usable (its digit all placed). ``focused``: the button that had
        the focus before: when it is no longer usable, the focus goes to the new stop (it fell to
        the page's body, and Tab went on from there, past the pad)."""
        buttons = list(self.box.querySelectorAll("button"))
        ok = [not b.disabled and bool(b.offsetParent) for b in buttons]
        at = next((n for n, b in enumerate(buttons) if self.stop is not None and b == self.stop), None)  # JS identity
        if at is None or not ok[at]:
            usable = [n for n, good in enumerate(ok) if good]
            after = [n for n in usable if at is not None and n > at]
            at = after[0] if after else usable[-1] if usable and at is not None else usable[0] if usable else None
        self.stop = buttons[at] if at is not None else None
        for n, b in enumerate(buttons):
            b.tabIndex = 0 if n == at else -1
        if focused is not None and self.stop is not None and focused.disabled:
            self.stop.focus()

    def on_focusin(self, event):
        if str(event.target.tagName) == "BUTTON":
            self.stop = event.target
            self.settle()

    def on_keydown(self, event):
        key = str(event.key)
        if key not in self.MOVES and key not in ("Home", "End"):
            return
        usable = self.usable()
        if not usable:
            return
        event.preventDefault()
        at = next((n for n, b in enumerate(usable) if b == event.target), 0)
        to = {"Home": 0, "End": len(usable) - 1}.get(key)
        if to is None:
            to = min(len(usable) - 1, max(0, at + self.MOVES[key]))
        usable[to].focus()


class TouchCells:
    """No system keyboard on a touch screen: the cells get ``inputmode="none"`` (and ``<body
    data-touch="1">``) when the screen's pointer is coarse or cannot hover, or from the first
    touch seen; tapping a cell then selects it only. A desktop keeps its numeric keyboard mode."""

    def __init__(self, ctx, erase_marks=None):
        self.ctx = ctx
        self.erase_marks = erase_marks    # erase_marks(cell): Erase on an empty cell clears its marks
        self.on = False

    def wire(self):
        # window.matchMedia called on window: a method taken off its object loses its `this` on
        # MicroPython ("Illegal invocation")
        self.on = bool(window.matchMedia("(pointer: coarse)").matches or window.matchMedia("(hover: none)").matches)

    def on_pointer(self, event):
        """A touch before the cell takes the focus (pointerdown comes first): no keyboard."""
        if str(event.pointerType) == "touch" and not self.on:
            self.on = True
            self.apply()

    def apply(self):
        """(Again after the grid was rebuilt: new cells come with the desktop's inputmode.)"""
        if not self.on:
            return
        for el in self.ctx.grid.inputs:
            if el.getAttribute("inputmode") != "none":
                el.setAttribute("inputmode", "none")
        self.ctx.mark(touch="1")
