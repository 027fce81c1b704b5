"""A logical step drawn on the grid: candidates, the pattern, what it removes or places, its chain.

By shape and text as well as colour (style.css): the pattern's candidates are boxed, fins are
boxed with a dashed line, eliminated candidates are struck through, a placement is circled, the
houses a variant's step sums or compares are tinted (its ``area``), and a chain's links are arrows in an SVG layer over the grid: a solid line for a strong link, a dashed one
for a weak link. The layer is aria-hidden; the hint's sentence says the same in words.
"""

from __future__ import annotations

from pyscript import document

PATTERN, FIN, ELIMINATED, PLACED = "pattern", "fin", "elim", "place"
SVG_NS = "http://www.w3.org/2000/svg"
ARROW = ('<defs><marker id="link-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="0.22" '
         'markerHeight="0.22" markerUnits="userSpaceOnUse" orient="auto-start-reverse">'
         '<path d="M0,0 L10,5 L0,10 z"/></marker></defs>')


def styles_of(step, level: int) -> dict:
    """(cell, digit) -> drawing class, for a step shown at a detail level (2: the pattern;
    3: also what it removes and places)."""
    styles = {}
    if level >= 2:
        for pair in step.pattern.candidates:
            styles[tuple(pair)] = PATTERN
        for pair in step.pattern.fins:
            styles[tuple(pair)] = FIN
    if level >= 3:
        for pair in step.eliminations:
            styles[tuple(pair)] = ELIMINATED
        for pair in step.placements:
            styles[tuple(pair)] = PLACED
    return styles


def candidate_point(cell: int, digit: int, size: int, box: int) -> tuple:
    """Where a candidate sits, in cells (the mini-grid of pencil marks: box x box places)."""
    row, col = divmod(cell, size)
    r, c = divmod(digit - 1, box)
    return col + (c + 0.5) / box, row + (r + 0.5) / box


def node_point(node, size: int, box: int) -> tuple:
    points = [candidate_point(c, node.digit, size, box) for c in node.cells]
    return sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points)


def links_svg(links, size: int, box: int) -> str:
    """The SVG markup of a chain: one arrow per link, solid (strong) or dashed (weak)."""
    lines = []
    for link in links:
        (x1, y1), (x2, y2) = node_point(link.a, size, box), node_point(link.b, size, box)
        dx, dy = x2 - x1, y2 - y1
        length = (dx * dx + dy * dy) ** 0.5 or 1.0
        trim = min(0.18, length / 3)
        x1, y1 = x1 + dx / length * trim, y1 + dy / length * trim
        x2, y2 = x2 - dx / length * trim, y2 - dy / length * trim
        lines.append(f'<line class="{link.kind}" data-link="{link.kind}" x1="{x1:.3f}" y1="{y1:.3f}" '
                     f'x2="{x2:.3f}" y2="{y2:.3f}" marker-end="url(#link-arrow)"/>')
    return ARROW + "".join(lines)


class Drawing:
    """Draws on one grid; ``clear`` takes everything away again."""

    def __init__(self, grid):
        self.grid = grid
        self.svg = None
        self.on = False

    def show(self, candidates: dict, step=None, level: int = 3, cells=(), targets=()):
        """``candidates``: cell -> digits shown; ``step`` (a core Step) drawn at ``level``;
        ``cells`` / ``targets`` highlighted (the pattern's cells / the cells it settles, or
        wrong entries)."""
        grid = self.grid
        styles = styles_of(step, level) if step is not None else {}
        grid.show_pencil(candidates, styles, describe="drawn")   # said as they are shown
        grid.mark_cells(cells, targets, getattr(step, "area", ()) if step is not None and level >= 2 else ())
        links = step.pattern.links if step is not None and level >= 2 else ()
        self._links(links)
        grid.table.setAttribute("data-drawing", str(level))
        self.on = True

    def show_step(self, grid, step, level: int, targets=()):
        """A core Step drawn over the candidates of ``grid`` (a core CandidateGrid)."""
        from sudoku_core.logic.grid import digits_of

        cands = {c: tuple(digits_of(m)) for c, m in enumerate(grid.cands) if m}
        self.show(cands, step, level, cells=step.pattern.cells, targets=targets)

    def _links(self, links):
        if self.svg is not None:
            self.svg.remove()
            self.svg = None
        if not links:
            return
        grid = self.grid
        svg = document.createElementNS(SVG_NS, "svg")
        svg.setAttribute("class", "links")
        svg.setAttribute("viewBox", f"0 0 {grid.size} {grid.size}")
        svg.setAttribute("preserveAspectRatio", "none")
        svg.setAttribute("aria-hidden", "true")
        svg.setAttribute("focusable", "false")
        svg.innerHTML = links_svg(links, grid.size, grid.box)
        grid.container.appendChild(svg)
        self.svg = svg

    def clear(self):
        if not self.on:
            return
        self._links(())
        self.grid.clear_hint()
        self.grid.show_pencil({})
        self.grid.table.removeAttribute("data-drawing")
        self.on = False
