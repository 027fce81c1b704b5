"""The variant puzzle as a value: the grid, its houses, its extra rules.

A :class:`Variant` says everything that makes a puzzle: the side, the givens, how the grid is cut
into houses (boxes of a rectangle, irregular regions, or none), extra houses (diagonals,
windoku, disjoint groups, any listed set), extra "must differ" relations (anti-knight,
anti-king), killer cages, even and odd cells, the non-consecutive rule, thermometers, dots
between cells side by side (kropki and XV, :mod:`.dots`), little killers (:mod:`.little_killers`),
arrows (:mod:`.arrows`) and sandwiches (:mod:`.sandwiches`).
It is frozen and
hashable, and says nothing about how it was written: the formats read into it and write from it.

:func:`make_variant` is the way to build one from outside: it fills the usual box shape, sorts
what has no order, and checks every rule (:mod:`.validation`), so a :class:`Variant` it returns
is one the solver can take. ``Variant(...)`` itself checks nothing.
"""

from __future__ import annotations

from ..errors import SudokuError
from ..shims import cached_property, lru_cache
from ..values import a_size, FrozenValue
from . import shapes
from .little_killers import line_of
from .sandwiches import line_of as sandwich_line
from .validation import validate

#: Extra house names, as ``extra_houses`` holds them.
HOUSE_NAMES = ("diagonal+", "diagonal-", "windoku", "disjoint", "house")

#: The "must differ" relations ``differ`` may hold.
DIFFER_RULES = ("anti-knight", "anti-king")

#: The variant words :meth:`Variant.kinds` returns, in this order.
KINDS = ("killer", "jigsaw", "no-boxes", "diagonal", "windoku", "disjoint", "extra-house",
         "anti-knight", "anti-king", "non-consecutive", "even-odd", "thermo", "kropki", "xv", "little-killer",
         "arrow", "sandwich")


class Cage(FrozenValue):
    """A killer cage: ``cells`` (0-based, sorted) hold different digits that add up to
    ``total``; ``total`` None is a cage without a sum (its digits still may not repeat)."""

    FIELDS = ("cells", "total")

    cells: tuple
    total: int | None = None


class Variant(FrozenValue):
    """A whole variant puzzle (see the module docstring); build it with :func:`make_variant`.

    ``givens``: size*size values, 0 for empty. ``box_shape``: (rows, columns) of a box, None
    with ``regions`` (a region id 0..size-1 per cell) or ``no_boxes``. ``extra_houses``: (name,
    cells) pairs, names from :data:`HOUSE_NAMES`; a house with fewer cells than ``size`` only
    says "all different". ``parity``: (cell, "even" | "odd") pairs sorted by cell. Through
    :func:`make_variant`, extra houses are in the order of :data:`HOUSE_NAMES` then by cells,
    cages by cells and thermometers by their cells (each keeps its own order), however they were
    listed: a puzzle has one path and one rating. ``dots``: (kind, cell, cell) triples, kinds from
    :data:`.dots.DOT_KINDS`, the lower cell first, sorted; ``strict``: the strict rules
    (:data:`.dots.STRICT_RULES`, sorted) saying every dot of their kind is given;
    ``little_killers``: (total, cells) pairs, each a whole diagonal's cells in the order
    :func:`.little_killers.lines` gives them, sorted by cells; ``arrows``: (bulb, shaft) pairs, the
    bulb's one to three cells in reading order (:mod:`.arrows`), the shaft's from the bulb to the
    tip, sorted; ``sandwiches``: (total, cells) pairs, each a whole row's or column's cells left to
    right or top to bottom (:mod:`.sandwiches`), sorted by cells.
    """

    FIELDS = ("size", "givens", "box_shape", "regions", "no_boxes", "extra_houses", "differ", "cages", "parity",
              "non_consecutive", "name", "thermos", "dots", "strict",
              "little_killers", "arrows", "sandwiches")

    size: int
    givens: tuple
    box_shape: tuple | None = None
    regions: tuple | None = None
    no_boxes: bool = False
    extra_houses: tuple = ()
    differ: frozenset = frozenset()
    cages: tuple = ()
    parity: tuple = ()
    non_consecutive: bool = False
    name: str = ""
    thermos: tuple = ()
    dots: tuple = ()
    strict: tuple = ()
    little_killers: tuple = ()
    arrows: tuple = ()
    sandwiches: tuple = ()

    @property
    def cells(self) -> tuple:
        """The givens under the name :class:`~sudoku_core.Puzzle` uses, so a solved variant
        reads like a solved puzzle (``result.solution.cells``, ``result.differences``)."""
        return self.givens

    def kinds(self) -> tuple:
        """The variant words, in the order of :data:`KINDS`; () for a classic puzzle."""
        names = {name for name, _ in self.extra_houses}
        found = {
            "killer": bool(self.cages),
            "jigsaw": self.regions is not None,
            "no-boxes": self.no_boxes,
            "diagonal": bool(names & {"diagonal+", "diagonal-"}),
            "windoku": "windoku" in names,
            "disjoint": "disjoint" in names,
            "extra-house": "house" in names,
            "anti-knight": "anti-knight" in self.differ,
            "anti-king": "anti-king" in self.differ,
            "non-consecutive": self.non_consecutive,
            "even-odd": bool(self.parity),
            "thermo": bool(self.thermos),
            "kropki": "kropki" in self.strict or any(kind in ("white", "black") for kind, _, _ in self.dots),
            "xv": "xv" in self.strict or any(kind in ("x", "v") for kind, _, _ in self.dots),
            "little-killer": bool(self.little_killers),
            "arrow": bool(self.arrows),
            "sandwich": bool(self.sandwiches),
        }
        return tuple(kind for kind in KINDS if found[kind])

    def classic(self) -> bool:
        """True for a plain Sudoku the classic engine solves: square boxes (4x4, 9x9, 16x16,
        25x25), nothing else."""
        return self.square_boxes() and not self.kinds()

    def square_boxes(self) -> bool:
        """True for the grid classic puzzles are written on: a side of 4, 9, 16 or 25 in square
        boxes (whatever other rules the variant adds)."""
        side = self.box_shape[0] if self.box_shape else 0
        return self.box_shape == (side, side) and side * side == self.size and self.size in (4, 9, 16, 25)

    def houses(self) -> tuple:
        """Every "all different" house as a tuple of cells: rows, columns, boxes or regions,
        then the extra houses in their order."""
        return self._houses

    @cached_property
    def _houses(self) -> tuple:
        n = self.size
        found = list(shapes.rows(n)) + list(shapes.columns(n))
        if self.regions is not None:
            found += shapes.regions_houses(n, tuple(self.regions))
        elif self.box_shape is not None and not self.no_boxes:
            found += shapes.boxes(n, tuple(self.box_shape))
        found += [tuple(cells) for _, cells in self.extra_houses]
        return tuple(found)

    def peers(self, cell: int) -> frozenset:
        """Every cell that must hold a digit other than ``cell``'s: its houses, its cage, the
        cells of its thermometers, and the cells a knight's or king's move away under anti-knight
        and anti-king."""
        if type(cell) is not int or not 0 <= cell < self.size * self.size:
            raise SudokuError("bad_argument", f"A cell is a whole number from 0 to {self.size * self.size - 1}, got "
                              f"{cell!r:.20}.")
        return self._peers[cell]

    @cached_property
    def _peers(self) -> tuple:
        found = _fixed_peers(self.size, self.houses(), tuple(sorted(self.differ)))
        groups = [cage.cells for cage in self.cages] + list(self.thermos)
        if groups:
            found = list(found)
            for group in groups:
                for cell in group:
                    near = set(found[cell])
                    near.update(group)
                    near.discard(cell)
                    found[cell] = frozenset(near)
            found = tuple(found)
        return found

    def with_givens(self, givens) -> "Variant":
        """The same rules with other cell values (a solution, or the givens after an edit): one
        whole number from 0 (empty) to the side per cell, else a ``bad_argument``; ``()``: the
        rules alone (the solver's and the logic's tables are built from them)."""
        n = self.size
        try:
            givens = tuple(givens)
        except TypeError:
            givens = None
        if givens is None or len(givens) not in (0, n * n) or not all(type(v) is int and 0 <= v <= n for v in givens):
            bad = None if givens is None or len(givens) not in (0, n * n) else \
                next(i for i, v in enumerate(givens) if type(v) is not int or not 0 <= v <= n)
            shown = "no sequence" if givens is None else f"{len(givens)} values" if bad is None else \
                f"cell {bad} holding {givens[bad]!r:.20}"
            raise SudokuError("bad_argument", f"{a_size(n, True)} variant's cell values are {n * n} whole numbers from 0 "
                              f"(empty) to {n}; got {shown}.")
        return self.replace(givens=tuple(givens))

    def __str__(self) -> str:
        symbols = "123456789ABCDEFGHIJKLMNOPQ"
        return "".join(symbols[v - 1] if v else "." for v in self.givens)


@lru_cache(maxsize=16)
def _fixed_peers(size: int, houses: tuple, differ: tuple) -> tuple:
    """Each cell's peers by its houses and the "must differ" moves, without its cage: the
    part every layout of the same houses shares (a killer's generator makes hundreds)."""
    found = [set() for _ in range(size * size)]
    for group in houses:
        for cell in group:
            found[cell].update(group)
    for rule, steps in (("anti-knight", shapes.KNIGHT_STEPS), ("anti-king", shapes.KING_STEPS)):
        if rule in differ:
            for cell, near in enumerate(shapes.reach(size, steps)):
                found[cell].update(near)
    for cell, near in enumerate(found):
        near.discard(cell)
    return tuple(frozenset(near) for near in found)


def require_variant(value) -> None:
    """A public function's ``variant`` argument checked: a :class:`Variant` (anything else is a
    ``bad_argument`` error, not an AttributeError deep inside)."""
    if not isinstance(value, Variant):
        raise SudokuError("bad_argument", f"Expected a Variant, got {type(value).__name__}.")


def make_variant(*, check_connected: bool = True, **fields) -> Variant:
    """A checked :class:`Variant` from its fields (the dataclass's names).

    Fills ``box_shape`` with the usual box of the side when neither ``regions`` nor
    ``no_boxes`` is given (:data:`.shapes.DEFAULT_BOX`), sorts each cage's cells and the parity
    marks, turns lists into tuples, and raises :class:`~sudoku_core.SudokuError` for any broken
    rule (see :func:`.validation.validate`; its errors number cages and houses as the caller listed
    them); then puts the cages and extra houses in one order (see :class:`Variant`).
    ``check_connected=False`` accepts regions in pieces, which a few published jigsaws have.
    """
    fields = normalized(fields)
    variant = Variant(**fields)
    validate(variant, check_connected=check_connected)
    return variant.replace(cages=tuple(sorted(variant.cages, key=_cage_order)),
                           extra_houses=tuple(sorted(variant.extra_houses, key=_house_order)),
                           thermos=tuple(sorted(set(variant.thermos))),
                           little_killers=tuple(sorted(set((total, line_of(cells, variant.size))
                                                           for total, cells in variant.little_killers),
                                                       key=lambda lk: (lk[1], lk[0]))),
                           arrows=tuple(sorted(set(variant.arrows))),
                           sandwiches=tuple(sorted(set((total, sandwich_line(cells, variant.size))
                                                       for total, cells in variant.sandwiches),
                                                   key=lambda s: (s[1], s[0]))))


def normalized(fields: dict) -> dict:
    """The fields in the shapes :class:`Variant` holds (see :func:`make_variant`); a field of the
    wrong shape (``cages=5``, a cage that is no pair of cells and sum) is a ``bad_argument`` error
    naming it, never a TypeError."""
    known = set(Variant.FIELDS)
    unknown = sorted(set(fields) - known)
    if unknown:
        raise SudokuError("bad_argument", f"A variant has no field {unknown[0]!r}; its fields are "
                          f"{', '.join(sorted(known))}.", details={"field": unknown[0]})
    fields = dict(fields)
    size = fields.get("size")
    if type(size) is not int or size not in shapes.SIZES:
        raise SudokuError("bad_size", f"A variant grid is 4x4 to 16x16 or 25x25, got size {size!r:.20}.",
                          details={"size": str(size)[:20]})
    if "givens" not in fields:
        fields["givens"] = (0,) * (size * size)
    if not isinstance(fields["givens"], (str, bytes)):
        try:
            fields["givens"] = tuple(fields["givens"])
        except TypeError:
            pass   # (validate says what is wrong with them)
    if fields.get("box_shape") is None and fields.get("regions") is None and not fields.get("no_boxes"):
        fields["box_shape"] = shapes.DEFAULT_BOX.get(size)
    for name, shape in _SHAPES:
        if name in fields and fields[name] is not None or name in _ALWAYS:
            try:
                fields[name] = shape(fields.get(name, ()))
            except (TypeError, ValueError, AttributeError):
                raise SudokuError("bad_argument", f"The variant's {name} have the wrong shape (see make_variant).",
                                  details={"field": name}) from None
    return fields


def _house_order(house) -> tuple:
    """Extra houses in one order, by kind (as :data:`HOUSE_NAMES`) then cells, and cages below
    by cells: the logic takes the first of equally easy steps, so a puzzle's path and rating
    would otherwise depend on the order its houses or cages were listed (a generated killer
    rated 8.9 before it was written out and 9.0 when read back)."""
    name, cells = house
    return (HOUSE_NAMES.index(name) if name in HOUSE_NAMES else len(HOUSE_NAMES), cells)


def _cage_order(cage) -> tuple:
    return cage.cells


def _cage(cage) -> Cage:
    if not isinstance(cage, Cage):
        cells, total = cage
        cage = Cage(tuple(cells), total)
    return Cage(tuple(sorted(cage.cells)), cage.total)


#: How each field that is a collection is put in the shape a Variant holds.
_SHAPES = (
    ("regions", tuple),
    ("box_shape", tuple),
    ("extra_houses", lambda houses: tuple((name, tuple(sorted(cells))) for name, cells in houses)),
    ("differ", frozenset),
    ("cages", lambda cages: tuple(_cage(cage) for cage in cages)),
    ("parity", lambda marks: tuple(sorted((cell, kind) for cell, kind in marks))),
    ("thermos", lambda thermos: tuple(tuple(cells) for cells in thermos)),
    ("dots", lambda dots: tuple(sorted(((kind, min(a, b), max(a, b)) for kind, a, b in dots),
                                       key=lambda dot: (dot[1], dot[2], dot[0])))),
    ("strict", lambda words: tuple(sorted(set(words))) if not isinstance(words, str) else (words,)),
    ("little_killers", lambda found: tuple((total, tuple(cells)) for total, cells in found)),
    ("arrows", lambda found: tuple((tuple(sorted(bulb)), tuple(shaft)) for bulb, shaft in found)),
    ("sandwiches", lambda found: tuple((total, tuple(cells)) for total, cells in found)),
)
_ALWAYS = ("extra_houses", "differ", "cages", "parity", "thermos", "dots", "strict", "little_killers", "arrows",
           "sandwiches")
