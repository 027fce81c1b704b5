"""Colour mode: the "Colour" toggle, the palette, and cells painted as part of the work.

The colours live in the workspace's positions (``Position.colours``), so painting is undone,
redone, saved and shared like a digit; this panel is the DOM glue. While the toggle is pressed a
click or tap on a cell paints it with the chosen colour (the same colour again takes it away), and
Enter or Space paints the focused cell (keyboard). A painted cell's ``<td>`` carries
``data-colour="N"`` (palette.COLOURS; style.css draws it) and its input an ``aria-description``
naming the colour; ``<body data-colour-mode="1">`` while the toggle is pressed. Colours show in the
solver only (the tutor draws its own marks).
"""

from __future__ import annotations

from pyscript import document, when
from pyscript.ffi import create_proxy

from . import i18n
from .palette import COLOURS, colour_key
from .strings import t


def colour_words(k):
    """A builder of colour ``k``'s name in the language of the moment."""
    return lambda: t(colour_key(k))


class ColourPanel:
    def __init__(self, ctx, work):
        self.ctx = ctx
        self.grid = ctx.grid
        self.work = work                      # the WorkspacePanel (position, push, settle)
        self.toggle = document.getElementById("colour")
        self.palette = document.getElementById("palette")
        self.brush = COLOURS[0][0]
        self.on = False
        self.drawn = {}                       # cell -> colour drawn on the current cells
        self.cells = None                     # the grid's inputs when drawn (a rebuild makes new ones)
        ctx.events.on("work_changed", lambda: self.draw())
        ctx.events.on("mode_changed", self.on_mode)
        ctx.events.on("language", self.on_language)

    def wire(self):
        when("click", self.toggle)(self.on_toggle)
        when("click", self.palette)(self.on_palette)
        board = self.grid.container
        self._click = create_proxy(self.on_cell_click)
        board.addEventListener("click", self._click)
        self._key = create_proxy(self.on_key)
        board.addEventListener("keydown", self._key, True)   # before the grid's keys (Space clears)
        self.toggle.disabled = False
        for button in self.palette.querySelectorAll("button"):
            button.disabled = False
        self.show_brush()
        self.draw()

    # ----- the toggle and the palette ---------------------------------------------------------
    def on_toggle(self, event=None):
        self.on = not self.on
        self.toggle.setAttribute("aria-pressed", "true" if self.on else "false")
        self.palette.hidden = not self.on
        self.ctx.mark(colourMode="1" if self.on else "0")
        self.ctx.events.emit("colour_mode", on=self.on)   # the pad's picked digit rests meanwhile
        self.ctx.say_t("colour_on" if self.on else "colour_off")

    def on_palette(self, event):
        button = event.target.closest("button")
        if button is None:
            return
        self.brush = int(button.dataset.colour)
        self.show_brush()
        brush = self.brush
        self.ctx.say(lambda: t("colour_chosen", colour=t(colour_key(brush))))

    def show_brush(self):
        for button in self.palette.querySelectorAll("button"):
            button.setAttribute("aria-pressed", "true" if int(button.dataset.colour) == self.brush else "false")

    def on_language(self, announce=False):
        """Palette titles (the tooltip naming a swatch) in the new language (the cells' descriptions
        are said again by the grid: ``cell_descriptions``)."""
        for button in self.palette.querySelectorAll("button"):
            button.title = t(colour_key(int(button.dataset.colour)))

    # ----- painting ---------------------------------------------------------------------------
    def cell_of(self, event):
        i = getattr(event.target.dataset, "i", None)
        return int(i) if self.on and self.ctx.mode == "solver" and i is not None and str(i) != "undefined" else None

    def on_cell_click(self, event):
        cell = self.cell_of(event)
        if cell is not None:
            self.paint(cell)

    def on_key(self, event):
        if str(event.key) not in (" ", "Enter") or event.ctrlKey or event.metaKey or event.altKey:
            return
        cell = self.cell_of(event)
        if cell is not None:
            event.preventDefault()
            event.stopPropagation()
            self.paint(cell)

    def paint(self, cell: int):
        """Paint ``cell`` with the brush (the same colour again, or "No colour", takes it away)."""
        work = self.work
        colour = 0 if work.position.colours[cell] == self.brush else self.brush
        work.settle()
        work.push(work.position.with_colour(cell, colour))
        size = self.grid.size
        self.ctx.say(lambda: t("painted", where=i18n.where_first(cell, size), colour=t(colour_key(colour))))

    # ----- drawing ----------------------------------------------------------------------------
    def on_mode(self, mode):
        if mode != "solver":
            self.draw(colours=())

    def draw(self, colours=None):
        """Show the current position's colours on the cells (``colours``: another line, () = none).

        A painted cell's description names its colour (its part of the cell's description:
        ``cell_descriptions``, after its pencil marks' part, in the language of the moment)."""
        grid = self.grid
        solver = self.ctx.mode == "solver"
        if colours is None:
            colours = self.work.position.colours if solver else ()
        if self.cells is not grid.inputs:
            self.cells, self.drawn = grid.inputs, {}
        wanted = {c: k for c, k in enumerate(colours) if k and c < len(grid.inputs)}
        for cell in set(self.drawn) | set(wanted):
            k = wanted.get(cell, 0)
            if k == self.drawn.get(cell, 0):
                continue
            el = grid.inputs[cell]
            if k:
                el.parentElement.setAttribute("data-colour", str(k))
                grid.descriptions.set(cell, "colour", colour_words(k))
            else:
                el.parentElement.removeAttribute("data-colour")
                grid.descriptions.set(cell, "colour", None)
        self.drawn = wanted
