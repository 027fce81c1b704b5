"""The rules of the puzzle on the board beyond rows and columns: a variant's, edited and stored.

Pure Python (no DOM), so CPython tests drive it. The page keeps the rules as a core
:class:`~sudoku_core.variants.Variant` without givens (the givens are the grid's): ``None`` on the
page means classic rules. Editing makes a new Variant field by field (a cage over the selected
cells, a thermometer along them, dots between them, a region painted, a constraint switched on or
off, a cell marked even or odd), without the
core's checks, because a variant being drawn is unfinished (a jigsaw whose regions are being
painted has regions of the wrong size); ``make_variant`` checks it when it is solved.

The stored form (the work's ``variant`` field, see ``workspace.Position``) is a JSON object,
written as canonical text so two positions with the same rules compare equal::

    {"size": 9, "box": [3, 3] | null, "regions": [81 ints] | null, "no_boxes": false,
     "extra": [["diagonal-", [cells]], ...], "differ": ["anti-knight", ...],
     "cages": [[[cells], sum or null], ...], "parity": [[cell, "even"|"odd"], ...],
     "non_consecutive": false, "name": "", "thermos": [[cells from the bulb], ...],
     "dots": [["white"|"black"|"x"|"v", cell, cell], ...], "strict": ["kropki", "xv"],
     "little_killers": [[total, [cells from the clue's end]], ...],
     "arrows": [[[bulb cells], [shaft cells from the bulb]], ...],
     "sandwiches": [[total, [a row's cells left to right or a column's top to bottom]], ...]}

(``thermos``, ``dots``, ``strict``, ``little_killers``, ``arrows`` and ``sandwiches`` only when
there are some: rules stored before them keep their text.)
"""

from __future__ import annotations

import json

from sudoku_core.geometry import BOX_SIDE
from sudoku_core.variants import Cage, Variant, make_variant, shapes
from sudoku_core.variants.arrows import PILL_MAX, reads as pill_reads, value_range
from sudoku_core.variants.dots import FAMILY, possible
from sudoku_core.variants.little_killers import line_of as killer_line, lines as killer_lines
from sudoku_core.variants.sandwiches import MAX_SIZE as SANDWICH_MAX_SIZE, column, line_of as sandwich_line, most, \
    reachable, row
from sudoku_core.variants.validation import check_box_shape

from .variant_words import CONSTRAINTS, DOT_KINDS, KINDS  # noqa: F401 - the page's lists, kept where no core import is

EXTRA_OF = {"diagonal": ("diagonal+", "diagonal-"), "windoku": ("windoku",)}


class EditRefused(ValueError):
    """An edit that cannot be made: ``reason`` (a strings.py key's tail) and the ``cells`` concerned."""

    def __init__(self, reason: str, cells=()):
        super().__init__(reason)
        self.reason = reason
        self.cells = tuple(cells)


def classic_rules(size: int = 9) -> Variant:
    box = BOX_SIDE[size]
    return Variant(size=size, givens=(0,) * (size * size), box_shape=(box, box))


def is_classic(variant) -> bool:
    return variant is None or not variant.kinds()


# ----- stored form -----------------------------------------------------------------------
def rules_text(variant) -> str:
    """The canonical JSON text of ``variant``'s rules; "" for classic rules (or None)."""
    if is_classic(variant):
        return ""
    data = {"size": variant.size, "box": list(variant.box_shape) if variant.box_shape else None,
            "regions": list(variant.regions) if variant.regions is not None else None,
            "no_boxes": bool(variant.no_boxes),
            "extra": [[name, list(cells)] for name, cells in variant.extra_houses],
            "differ": sorted(variant.differ),
            "cages": [[list(cage.cells), cage.total] for cage in variant.cages],
            "parity": [[cell, parity] for cell, parity in variant.parity],
            "non_consecutive": bool(variant.non_consecutive), "name": variant.name}
    if variant.thermos:
        data["thermos"] = [list(cells) for cells in variant.thermos]
    if variant.dots:
        data["dots"] = [[kind, a, b] for kind, a, b in variant.dots]
    if variant.strict:
        data["strict"] = list(variant.strict)
    if variant.little_killers:
        data["little_killers"] = [[total, list(cells)] for total, cells in variant.little_killers]
    if variant.arrows:
        data["arrows"] = [[list(bulb), list(shaft)] for bulb, shaft in variant.arrows]
    if variant.sandwiches:
        data["sandwiches"] = [[total, list(cells)] for total, cells in variant.sandwiches]
    return canonical_json(data)


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


def canonical_json(value) -> str:
    """``json.dumps(value, sort_keys=True, separators=(",", ":"))`` as CPython writes it (keys
    sorted, ASCII only), on every interpreter. Why: the rules' text is stored with the work and
    compared as text, so the page's MicroPython (whose json has no ``sort_keys``, whose dicts keep
    no order and which writes non-ASCII as it is) must write the very text CPython and Pyodide do.
    Takes dicts, lists, tuples, strings, ints, booleans and None."""
    if isinstance(value, dict):
        return "{" + ",".join(_json_string(str(key)) + ":" + canonical_json(value[key])
                              for key in sorted(value)) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(canonical_json(item) for item in value) + "]"
    if isinstance(value, str):
        return _json_string(value)
    return json.dumps(value)


def _json_string(text: str) -> str:
    out = []
    for ch in text:
        code = ord(ch)
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif 0x20 <= code < 0x7F:
            out.append(ch)
        elif code < 0x10000:
            out.append("\\u%04x" % code)
        else:  # beyond the BMP: a surrogate pair, as CPython writes it
            code -= 0x10000
            out.append("\\u%04x\\u%04x" % (0xD800 + (code >> 10), 0xDC00 + (code & 0x3FF)))
    return '"' + "".join(out) + '"'


def read_rules(text: str):
    """The Variant of a stored ``rules_text`` (None for ""); ValueError when anything is off."""
    if not text:
        return None
    data = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError("rules")
    size = data["size"]
    if size not in BOX_SIDE:
        raise ValueError("size")
    n2 = size * size

    def cells(items):
        if not isinstance(items, list) or any(type(c) is not int or not 0 <= c < n2 for c in items):
            raise ValueError("cells")
        return tuple(items)

    box = data.get("box")
    if box is not None:
        # the page draws and checks boxes of this shape at once (a stored [5, 7] or [0, 0] broke
        # the page's start, every visit): boxes that do not tile the grid do not read
        check_box_shape(size, tuple(box) if isinstance(box, list) else box)
    regions = data.get("regions")
    if regions is not None and (len(cells(regions)) != n2 or any(r >= size for r in regions)):
        raise ValueError("regions")
    cages = []
    for item in data.get("cages", []):
        where, total = item
        if total is not None and type(total) is not int:
            raise ValueError("cage")
        if not cells(where):   # a cage of no cell is drawn and named by its first cell
            raise ValueError("cage")
        cages.append(Cage(tuple(sorted(cells(where))), total))
    parity = []
    for cell, kind in data.get("parity", []):
        if kind not in ("even", "odd"):
            raise ValueError("parity")
        parity.append((cells([cell])[0], kind))
    differ = frozenset(data.get("differ", []))
    if not differ <= {"anti-knight", "anti-king"}:
        raise ValueError("differ")
    thermos = data.get("thermos", [])
    if not isinstance(thermos, list) or any(len(cells(where)) < 2 for where in thermos):
        raise ValueError("thermos")
    dots = []
    for item in data.get("dots", []):
        if not isinstance(item, list) or len(item) != 3 or item[0] not in DOT_KINDS:
            raise ValueError("dots")
        a, b = cells(item[1:])
        dots.append((item[0], min(a, b), max(a, b)))
    strict = data.get("strict", [])
    if not isinstance(strict, list) or any(rule not in ("kropki", "xv") for rule in strict):
        raise ValueError("strict")
    killers = []
    for item in data.get("little_killers", []):
        if not isinstance(item, list) or len(item) != 2 or type(item[0]) is not int:
            raise ValueError("little_killers")
        line = killer_line(cells(item[1]), size)
        if line is None:
            raise ValueError("little_killers")
        killers.append((item[0], line))
    arrows = set()
    for item in data.get("arrows", []):
        if not isinstance(item, list) or len(item) != 2 or not item[0] or not item[1]:
            raise ValueError("arrows")
        arrows.add((tuple(sorted(cells(item[0]))), cells(item[1])))
    sandwiches = []
    for item in data.get("sandwiches", []):
        if not isinstance(item, list) or len(item) != 2 or type(item[0]) is not int:
            raise ValueError("sandwiches")
        line = sandwich_line(cells(item[1]), size)
        if line is None:
            raise ValueError("sandwiches")
        sandwiches.append((item[0], line))
    return Variant(size=size, givens=(0,) * n2, box_shape=tuple(box) if box else None,
                   regions=tuple(regions) if regions is not None else None,
                   no_boxes=data.get("no_boxes") is True,
                   extra_houses=tuple((str(name), cells(where)) for name, where in data.get("extra", [])),
                   differ=differ, cages=tuple(sorted(cages, key=lambda cage: cage.cells)),   # (as make_variant's)
                   parity=tuple(sorted(parity)),
                   non_consecutive=data.get("non_consecutive") is True, name=str(data.get("name", "")),
                   thermos=tuple(sorted(set(cells(where) for where in thermos))),   # (as make_variant's)
                   dots=tuple(sorted(set(dots), key=_dot_order)), strict=tuple(sorted(set(strict))),
                   little_killers=tuple(sorted(set(killers), key=_killer_order)),
                   arrows=tuple(sorted(arrows)),   # (as make_variant's)
                   sandwiches=tuple(sorted(set(sandwiches), key=_killer_order)))


def _killer_order(killer) -> tuple:
    """Little killers (and sandwiches) by their cells, then total (as ``make_variant`` keeps them)."""
    return (killer[1], killer[0])


def _dot_order(dot) -> tuple:
    """Dots by their cells, then kind (as ``make_variant`` keeps them)."""
    return (dot[1], dot[2], dot[0])


def share_text(variant, givens) -> str:
    """The ``?variant=`` value of a Share link: the ISS string of the rules with ``givens``
    (URL-safe as it is: letters, digits and ``~ . _ -``)."""
    from sudoku_core.variants.formats import write_iss

    return write_iss(variant.with_givens(tuple(givens)))


def rules_only(variant):
    """``variant`` without its givens (they go on the grid); None for classic rules."""
    if is_classic(variant):
        return None
    return variant.replace(givens=(0,) * (variant.size * variant.size))


def checked(variant, givens):
    """``variant`` with ``givens``, checked by the core (``make_variant``): raises SudokuError
    naming the rule and cells (a region of the wrong size, a cage no digits can make...)."""
    fields = {name: getattr(variant, name) for name in ("size", "box_shape", "regions", "no_boxes", "extra_houses",
                                                        "differ", "cages", "parity", "non_consecutive", "name",
                                                        "thermos", "dots", "strict", "little_killers", "arrows",
                                                        "sandwiches")}
    return make_variant(givens=tuple(givens), **fields)


# ----- extra houses ----------------------------------------------------------------------
def diagonal_houses(size: int) -> tuple:
    """Both diagonals: "diagonal+" rises from the bottom left, "diagonal-" falls from the top left."""
    return (("diagonal+", tuple(sorted((size - 1 - i) * size + i for i in range(size)))),
            ("diagonal-", tuple(i * size + i for i in range(size))))


def windoku_houses(size: int = 9, box_shape=None) -> tuple:
    """The windows of a windoku, one house each: boxes set one cell in from the edge and one cell
    apart (``shapes.windoku``, as ISS and a pasted puzzle place them: four on 9x9, nine on 16x16)."""
    return tuple(("windoku", tuple(sorted(window)))
                 for window in shapes.windoku(size, box_shape or shapes.DEFAULT_BOX[size]))


def constraints_of(variant) -> set:
    """The names of :data:`CONSTRAINTS` that ``variant`` has on."""
    if variant is None:
        return set()
    names = {name for name, _ in variant.extra_houses}
    on = set(variant.differ)
    if {"diagonal+", "diagonal-"} <= names:
        on.add("diagonal")
    if "windoku" in names:
        on.add("windoku")
    if variant.non_consecutive:
        on.add("non-consecutive")
    on.update("strict-" + rule for rule in variant.strict)
    return on


def with_constraint(variant, size: int, name: str, on: bool):
    """``variant`` (None: classic rules of ``size``) with the constraint ``name`` switched on or off."""
    base = variant or classic_rules(size)
    if name in EXTRA_OF:
        if name == "windoku" and base.size not in (9, 16):
            raise EditRefused("windoku_size")   # the windows of 9x9 and 16x16 (with regions too, as ISS)
        kept = tuple(h for h in base.extra_houses if h[0] not in EXTRA_OF[name])
        added = (diagonal_houses(base.size) if name == "diagonal" else windoku_houses(base.size, base.box_shape)) \
            if on else ()
        return base.replace(extra_houses=kept + added)
    if name == "non-consecutive":
        return base.replace(non_consecutive=on)
    if name.startswith("strict-"):
        rule = name[len("strict-"):]
        strict = set(base.strict) | {rule} if on else set(base.strict) - {rule}
        return base.replace(strict=tuple(sorted(strict)))
    differ = set(base.differ) | {name} if on else set(base.differ) - {name}
    return base.replace(differ=frozenset(differ))


# ----- cages, regions, parity --------------------------------------------------------------
def connected(cells, size: int) -> bool:
    cells = set(cells)
    if not cells:
        return False
    todo, seen = [min(cells)], {min(cells)}
    while todo:
        r, c = divmod(todo.pop(), size)
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            other = rr * size + cc
            if 0 <= rr < size and 0 <= cc < size and other in cells and other not in seen:
                seen.add(other)
                todo.append(other)
    return seen == cells


def with_cage(variant, size: int, cells, total):
    """A cage over ``cells`` with sum ``total`` (None: no sum). Refused: no cells, cells not joined
    side by side, more cells than digits, a cell already in a cage, a sum no distinct digits make."""
    cells = tuple(sorted(set(cells)))
    base = variant or classic_rules(size)
    if not cells:
        raise EditRefused("no_cells")
    if len(cells) > base.size:
        raise EditRefused("cage_too_big", cells)
    if not connected(cells, base.size):
        raise EditRefused("cage_apart", cells)
    taken = sorted(set(cells) & {c for cage in base.cages for c in cage.cells})
    if taken:
        raise EditRefused("cage_overlap", taken)
    if total is not None:
        k = len(cells)
        low, high = k * (k + 1) // 2, sum(range(base.size - k + 1, base.size + 1))
        if not low <= total <= high:
            raise EditRefused("cage_sum", cells)
    cages = tuple(sorted(base.cages + (Cage(cells, total),), key=lambda cage: cage.cells))
    return base.replace(cages=cages)


def touching(a: int, b: int, size: int) -> bool:
    """Two cells side by side or corner to corner (a thermometer's next cell)."""
    return a != b and abs(a // size - b // size) <= 1 and abs(a % size - b % size) <= 1


def with_thermo(variant, size: int, cells):
    """A thermometer along ``cells`` in their order, the bulb first. Refused: fewer than two
    cells, more than the digits can rise through, two cells one after the other that do not touch,
    the same thermometer again."""
    cells = tuple(cells)
    base = variant or classic_rules(size)
    if len(cells) < 2:
        raise EditRefused("thermo_short", cells)
    if len(cells) > base.size:
        raise EditRefused("thermo_long", cells)
    for a, b in zip(cells, cells[1:]):
        if not touching(a, b, base.size):
            raise EditRefused("thermo_apart", (a, b))
    if cells in base.thermos:
        raise EditRefused("thermo_same", cells)
    return base.replace(thermos=tuple(sorted(set(base.thermos) | {cells})))


def without_thermos(variant, cells):
    """``variant`` without the thermometers that pass through any of ``cells``."""
    if variant is None:
        return None
    cells = set(cells)
    return variant.replace(thermos=tuple(t for t in variant.thermos if not cells & set(t)))


def side_by_side(a: int, b: int, size: int) -> bool:
    """Two cells that share an edge (a dot sits on it)."""
    return (abs(a - b) == 1 and a // size == b // size) or abs(a - b) == size


def with_dots(variant, size: int, cells, kind: str):
    """Dots of ``kind`` between each cell of ``cells`` and the next, in the order they were
    selected (two cells: one dot; a run of cells: a dot between each two), and how many are new.
    Refused: fewer than two cells, two cells one after the other that are not side by side, only
    dots already drawn, a dot no two digits keep beside the other dot on its pair. A kropki dot
    replaces the other kropki dot on its pair, an X or V the other letter (one mark of each family
    an edge, as puzzles draw them)."""
    cells = tuple(cells)
    base = variant or classic_rules(size)
    if len(cells) < 2:
        raise EditRefused("dot_short", cells)
    pairs = []
    for a, b in zip(cells, cells[1:]):
        if not side_by_side(a, b, base.size):
            raise EditRefused("dot_apart", (a, b))
        pairs.append((kind, min(a, b), max(a, b)))
    new = set(pairs) - set(base.dots)
    if not new:
        raise EditRefused("dot_same", cells)
    family = FAMILY[kind]
    replaced = {(k, a, b) for k, a, b in base.dots if FAMILY[k] == family and (kind, a, b) in new}
    dots = (set(base.dots) - replaced) | new
    for _, a, b in new:
        if not possible(base.size, [k for k, x, y in dots if (x, y) == (a, b)]):
            raise EditRefused("dot_clash", (a, b))
    return base.replace(dots=tuple(sorted(dots, key=_dot_order))), len(new)


def without_dots(variant, cells):
    """``variant`` without the dots beside any of ``cells``."""
    if variant is None:
        return None
    cells = set(cells)
    return variant.replace(dots=tuple(d for d in variant.dots if d[1] not in cells and d[2] not in cells))


def with_little_killer(variant, size: int, cells, total):
    """A little killer of ``total`` along the whole diagonal the selected ``cells`` lie on (two at
    least, all on one diagonal), replacing another total there. Refused: fewer than two cells,
    cells on no one diagonal, no sum or one the diagonal's cells cannot make (each 1 to the side),
    the same little killer again."""
    cells = tuple(cells)
    base = variant or classic_rules(size)
    n = base.size
    if len(set(cells)) < 2:
        raise EditRefused("lk_short", cells)
    line = next((line for line in killer_lines(n).values() if set(cells) <= set(line)), None)
    if line is None:
        raise EditRefused("lk_apart", cells)
    if total is None or not len(line) <= total <= len(line) * n:
        raise EditRefused("lk_sum", line)
    if (total, line) in base.little_killers:
        raise EditRefused("lk_same", line)
    kept = {k for k in base.little_killers if k[1] != line}   # a new total on a diagonal replaces its old one
    return base.replace(little_killers=tuple(sorted(kept | {(total, line)}, key=_killer_order)))


def without_little_killers(variant, cells):
    """``variant`` without the little killers along any of ``cells``."""
    if variant is None:
        return None
    cells = set(cells)
    return variant.replace(little_killers=tuple(k for k in variant.little_killers if not cells & set(k[1])))


def with_arrow(variant, size: int, cells, bulb_cells: int = 1):
    """An arrow along ``cells`` in the order they were selected: the first ``bulb_cells`` its bulb
    (one: a circle; two or three: a pill, read left to right then top to bottom), the rest its
    shaft from the bulb to the tip. Refused: no shaft cell, a pill above three cells or on a grid
    above 9x9 or whose cells do not follow one another in reading order (each one right, below,
    or below and right of the one before), a shaft that does not leave the bulb from a cell
    touching it or whose cells one after the other do not touch, a sum the shaft never makes,
    the same arrow again."""
    cells = tuple(cells)
    base = variant or classic_rules(size)
    n = base.size
    bulb, shaft = tuple(sorted(cells[:bulb_cells])), cells[bulb_cells:]
    if not shaft or len(set(cells)) != len(cells):
        raise EditRefused("arrow_short", cells)
    if len(bulb) > 1 and (len(bulb) > PILL_MAX or n > 9 or not pill_reads(bulb, n)):
        raise EditRefused("arrow_pill", bulb)
    if not any(touching(b, shaft[0], n) for b in bulb):
        raise EditRefused("arrow_apart", (cells[bulb_cells - 1], shaft[0]))
    for a, b in zip(shaft, shaft[1:]):
        if not touching(a, b, n):
            raise EditRefused("arrow_apart", (a, b))
    low, high = value_range(len(bulb), n)
    if not (len(shaft) <= high and low <= len(shaft) * n):
        raise EditRefused("arrow_sum", cells)
    if (bulb, shaft) in base.arrows:
        raise EditRefused("arrow_same", cells)
    return base.replace(arrows=tuple(sorted(set(base.arrows) | {(bulb, shaft)})))


def without_arrows(variant, cells):
    """``variant`` without the arrows (bulb or shaft) on any of ``cells``."""
    if variant is None:
        return None
    cells = set(cells)
    return variant.replace(arrows=tuple(a for a in variant.arrows if not cells & set(a[0] + a[1])))


def sandwich_lines(cells, size: int) -> tuple:
    """The rows and columns (their cells, as sandwiches hold them) ``cells`` pick for a sandwich:
    the one row, or the one column, two cells or more all lie in (a whole row or column selected
    is one); one cell picks its row and its column, cells in no one row or column every row and
    column through them."""
    cells = set(cells)
    rows, cols = {c // size for c in cells}, {c % size for c in cells}
    if len(cells) > 1 and len(rows) == 1:
        return (row(rows.pop(), size),)
    if len(cells) > 1 and len(cols) == 1:
        return (column(cols.pop(), size),)
    return tuple(row(r, size) for r in sorted(rows)) + tuple(column(c, size) for c in sorted(cols))


def with_sandwich(variant, size: int, cells, total):
    """A sandwich of ``total`` on the row or column the selected ``cells`` lie in (two at least,
    all in one row or all in one column), replacing another total there. Refused: a grid above
    16x16, fewer than two cells, cells in no one row or column, no total or one no digits between
    the crusts make (:func:`~sudoku_core.variants.sandwiches.reachable`), the same sandwich again."""
    cells = tuple(cells)
    base = variant or classic_rules(size)
    n = base.size
    if n > SANDWICH_MAX_SIZE:
        raise EditRefused("sandwich_size", cells)
    if len(set(cells)) < 2:
        raise EditRefused("sandwich_short", cells)
    lines = sandwich_lines(cells, n)
    if len(lines) != 1:
        raise EditRefused("sandwich_apart", cells)
    line = lines[0]
    if not reachable(total, n):
        raise EditRefused("sandwich_sum", line)
    if (total, line) in base.sandwiches:
        raise EditRefused("sandwich_same", line)
    kept = {s for s in base.sandwiches if s[1] != line}   # a new total on a line replaces its old one
    return base.replace(sandwiches=tuple(sorted(kept | {(total, line)}, key=_killer_order)))


def without_sandwiches(variant, cells):
    """``variant`` without the sandwiches on the rows and columns ``cells`` pick (as
    :func:`sandwich_lines` picks them: the one row or column two cells or more lie in, else every
    row and column through them)."""
    if variant is None:
        return None
    lines = set(sandwich_lines(cells, variant.size))
    return variant.replace(sandwiches=tuple(s for s in variant.sandwiches if s[1] not in lines))


def without_cages(variant, cells):
    """``variant`` without the cages that hold any of ``cells``."""
    if variant is None:
        return None
    cells = set(cells)
    return variant.replace(cages=tuple(cage for cage in variant.cages if not cells & set(cage.cells)))


def box_regions(variant) -> tuple:
    """The region of each cell: the variant's regions, else its boxes numbered as regions."""
    if variant.regions is not None:
        return variant.regions
    n = variant.size
    rows, cols = variant.box_shape or (BOX_SIDE[n], BOX_SIDE[n])
    return tuple((r // rows) * (n // cols) + c // cols for r in range(n) for c in range(n))


def painted(variant, size: int, cells, region: int):
    """The ``cells`` painted into region ``region`` (0-based): the boxes become regions."""
    base = variant or classic_rules(size)
    regions = list(box_regions(base))
    for cell in cells:
        regions[cell] = region
    return base.replace(regions=tuple(regions), box_shape=None, no_boxes=False)


def with_parity(variant, size: int, cells, parity):
    """``cells`` marked ``parity`` ("even", "odd") or unmarked (None)."""
    base = variant or classic_rules(size)
    cells = set(cells)
    kept = [(c, p) for c, p in base.parity if c not in cells]
    if parity:
        kept += [(c, parity) for c in cells]
    return base.replace(parity=tuple(sorted(kept)))


def house_peers(variant, cell: int) -> frozenset:
    """The cells that share a house or the cage with ``cell`` (the player's highlight of its
    row, column and box, for a variant: its region instead of the box, its diagonals, its cage)."""
    from sudoku_core.variants.conflicts import named_houses

    groups = [cells for _, _, cells in named_houses(variant)] + [cage.cells for cage in variant.cages]
    return frozenset(c for cells in groups if cell in cells for c in cells) - {cell}


def region_sizes(variant) -> dict:
    """region -> number of cells (a jigsaw's regions must each hold ``size`` cells)."""
    counts = {}
    for region in box_regions(variant):
        counts[region] = counts.get(region, 0) + 1
    return counts
