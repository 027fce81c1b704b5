"""The candidate grid of a variant puzzle: the vocabulary its techniques speak.

A classic :class:`~sudoku_core.logic.grid.CandidateGrid` knows rows, columns and boxes. A variant
has more rules, so its grid carries them once, read from the :class:`~sudoku_core.variants.Variant`
(:class:`Layout`, shared by every copy of the grid):

* *houses*: ``(kind, index, cells)`` in the variant's order (rows, columns, boxes or regions, then
  the extra houses; ``kind`` is the conflict rule's name: ``row``, ``column``, ``box``, ``region``,
  ``diagonal+``, ``windoku``, ...). A house of ``size`` cells holds every digit once; a smaller
  one only says "all different";
* *peers*: every cell that must differ from a cell (its houses, its cage, a knight's or king's
  move away);
* *cages*: ``(cells, total)`` (``total`` None: no sum, its digits still differ);
* *neighbours*: the orthogonal neighbours when the non-consecutive rule holds;
* *thermos*: the thermometers, each its cells from the bulb (their cells are peers too);
* *dot_pairs*, *partners*: the pairs dots and strict rules relate (:mod:`sudoku_core.variants.dots`).

Candidates start as the rules leave them given the givens (peers, parity, non-consecutive
neighbours of a given), as a person pencils them in; what a cage's sum or a thermometer excludes
is a step of its own (cage combinations, thermometer), so a hint can say why. Placing a digit removes it from the cell's peers
and, under the non-consecutive rule, the digits next to it from its neighbours.
"""

from __future__ import annotations

from functools import lru_cache

from ...logic.grid import CandidateGrid
from ..conflicts import ORTHOGONAL, moves, named_houses
from ..dots import pair_kinds, partners

#: The house kinds that tile the grid like boxes (a hidden single there is the easy kind).
BOX_KINDS = ("box", "region")
#: The house kinds that are lines.
LINE_KINDS = ("row", "column")


def bit(digit: int) -> int:
    return 1 << (digit - 1)


def digits_of(mask: int) -> list:
    """The digits of a mask, smallest first."""
    out, digit = [], 1
    while mask:
        if mask & 1:
            out.append(digit)
        mask >>= 1
        digit += 1
    return out


@lru_cache(maxsize=1 << 16)
def _digits(mask: int) -> tuple:
    """:func:`digits_of` as a tuple, kept (a grid's masks come back again and again)."""
    return tuple(digits_of(mask))


def count(mask: int) -> int:
    return bin(mask).count("1")


@lru_cache(maxsize=16)
def _cell_houses(n: int, houses: tuple) -> tuple:
    """Per cell, the ids of the houses holding it (shared by every layout of the same houses)."""
    return tuple(tuple(h for h, (_, _, cells) in enumerate(houses) if c in cells) for c in range(n * n))


class Layout:
    """What a variant's rules say about its cells, built once per set of rules (see the module
    docstring). ``houses[h]`` is ``(kind, index, cells)``; ``full_houses`` the ids of houses of
    ``size`` cells; ``cell_houses[c]`` the houses of a cell; ``cages[k]`` is ``(cells, total)``;
    ``cell_cage[c]`` the cage of a cell or -1; ``house_masks[h]`` a house's cells as one integer (bit
    ``c`` for cell ``c``); ``peers[c]`` a frozenset (``peer_masks[c]`` the same
    cells as one integer, bit ``p`` for cell ``p``); ``neighbours[c]`` the
    orthogonal neighbours under the non-consecutive rule (else empty)."""

    def __init__(self, variant):
        n = variant.size
        self.size = n
        self.full = (1 << n) - 1
        self.houses = tuple(named_houses(variant))
        self.full_houses = tuple(h for h, (_, _, cells) in enumerate(self.houses) if len(cells) == n)
        self.cell_houses = _cell_houses(n, self.houses)
        self.cages = tuple((tuple(cage.cells), cage.total) for cage in variant.cages)
        cell_cage = [-1] * (n * n)
        for k, (cells, _) in enumerate(self.cages):
            for c in cells:
                cell_cage[c] = k
        self.cell_cage = tuple(cell_cage)
        self.peers = tuple(variant.peers(c) for c in range(n * n))
        self.peer_masks = tuple(sum(1 << p for p in near) for near in self.peers)
        self.house_masks = tuple(sum(1 << c for c in cells) for _, _, cells in self.houses)
        near = [[] for _ in range(n * n)]
        if variant.non_consecutive:
            for a, b in moves(variant, ORTHOGONAL):
                near[a].append(b)
                near[b].append(a)
        self.neighbours = tuple(tuple(sorted(x)) for x in near)
        self.thermos = tuple(variant.thermos)
        #: ``((a, b), kinds)`` for each pair a dot or a strict rule relates (:mod:`..dots`), and
        #: per cell its partners as ``(partner, table)`` (the chains' weak links).
        self.dot_pairs = tuple(pair_kinds(variant).items())
        #: ``(total, cells)`` of each little killer, its cells from the clue's end.
        self.little_killers = tuple(variant.little_killers)
        #: ``(bulb, shaft)`` of each arrow (:mod:`..arrows`).
        self.arrows = tuple(variant.arrows)
        #: ``(total, cells)`` of each sandwich, its line's cells in order (:mod:`..sandwiches`).
        self.sandwiches = tuple(variant.sandwiches)
        self.partners = partners(variant)
        odd = sum(bit(d) for d in range(1, n + 1, 2))
        start = [self.full] * (n * n)
        for cell, kind in variant.parity:
            start[cell] &= odd if kind == "odd" else self.full & ~odd
        self.start = tuple(start)
        self.parity = dict(variant.parity)
        self.regions = variant.regions is not None
        #: ``seeing_all[cells]``: the cells that see every cell of ``cells`` (see :class:`SeeingAll`).
        self.seeing_all = SeeingAll(self.peer_masks)

    def sees(self, a: int, b: int) -> bool:
        return b in self.peers[a]

    def common_peers(self, cells) -> list:
        """The cells outside ``cells`` that see every one of them, in order."""
        masks = self.peer_masks
        common = -1
        for c in cells:
            common &= masks[c]
        out = []
        while common > 0:
            low = common & -common
            out.append(low.bit_length() - 1)
            common ^= low
        return out


class SeeingAll(dict):
    """``seeing_all[cells]``: the cells that see every cell of ``cells``, both as integers (bit
    ``c`` for cell ``c``), worked out on first use and kept: intersections ask it for every house
    and digit at every step, and a digit's places in a house change far less often than that.
    Forgotten all at once past :data:`SEEING_ALL_KEPT` sets (memory stays bounded)."""

    def __init__(self, peer_masks):
        super().__init__()
        self.peer_masks = peer_masks

    def __missing__(self, cells: int) -> int:
        if len(self) > SEEING_ALL_KEPT:
            self.clear()
        found, rest = -1, cells
        while rest and found:
            low = rest & -rest
            rest ^= low
            found &= self.peer_masks[low.bit_length() - 1]
        self[cells] = found
        return found


#: Sets of cells a :class:`SeeingAll` keeps before forgetting them.
SEEING_ALL_KEPT = 1 << 16


@lru_cache(maxsize=8)
def _layout(rules) -> Layout:
    return Layout(rules)


def layout_of(variant) -> Layout:
    """The :class:`Layout` of a variant's rules (its givens are not part of it), kept for the
    last few sets of rules."""
    return _layout(variant.with_givens(()))


class VariantGrid:
    """Values and candidate masks of every cell of a variant, with its :class:`Layout`.

    The same reading and changing interface as the classic grid (``values``, ``cands``,
    ``solved``, ``broken``, ``copy``, ``place``, ``eliminate``, ``apply``), so the classic
    :func:`~sudoku_core.logic.path.solve_path` walks a variant's path unchanged."""

    __slots__ = ("variant", "layout", "size", "values", "cands")

    def __init__(self, variant, layout: Layout, values, cands):
        self.variant = variant
        self.layout = layout
        self.size = layout.size
        self.values = list(values)
        self.cands = list(cands)

    @classmethod
    def from_variant(cls, variant, values=None, eliminated=()) -> "VariantGrid":
        """The grid of a variant: its givens (or ``values``, givens and entries together), with
        every digit the rules leave each empty cell, less the ``(cell, digit)`` pairs in
        ``eliminated``."""
        layout = layout_of(variant)
        values = list(variant.givens if values is None else values)
        grid = cls(variant, layout, [0] * len(values), layout.start)
        for cell, value in enumerate(values):
            if value:
                grid.place(cell, value)
        for cell, digit in eliminated:
            grid.eliminate(cell, digit)
        return grid

    def copy(self) -> "VariantGrid":
        return VariantGrid(self.variant, self.layout, self.values, self.cands)

    @property
    def symbols(self) -> str:
        """The digits' symbols, as the classic grid's (1-9, then letters)."""
        return "123456789ABCDEFGHIJKLMNOPQ"[:self.size]

    def solved(self) -> bool:
        """Every cell filled, and every rule kept. (Steps hold only if the puzzle has a
        solution: on one with none they can fill the grid wrongly, e.g. a hidden single's 1 in
        a one-cell cage of 2 before the cage's own step.)"""
        return all(self.values) and not self._breaks_a_rule()

    def broken(self) -> bool:
        """True when an empty cell has no candidate left, or the grid is full and breaks a
        rule (some entry is wrong, or the puzzle has no solution)."""
        values = self.values
        if all(values):
            return self._breaks_a_rule()
        return any(not v and not m for v, m in zip(values, self.cands))

    def _breaks_a_rule(self) -> bool:
        from ..conflicts import variant_conflicts

        return bool(variant_conflicts(self.variant, self.values))

    def places(self, house: int, digit: int) -> list:
        """The cells of a house where ``digit`` is still a candidate."""
        b = bit(digit)
        cands = self.cands
        return [c for c in self.layout.houses[house][2] if cands[c] & b]

    def places_by_digit(self, house: int) -> dict:
        """digit -> the cells of a house where it is still a candidate, for every digit not yet
        placed there (one pass over the house)."""
        found = {}
        cands = self.cands
        for c in self.layout.houses[house][2]:
            for d in _digits(cands[c]):
                if d in found:
                    found[d].append(c)
                else:
                    found[d] = [c]
        missing = self.layout.full & ~self.placed(house)
        while missing:
            low = missing & -missing
            missing ^= low
            found.setdefault(low.bit_length(), [])
        return found

    def place(self, cell: int, digit: int) -> None:
        """Write ``digit`` in ``cell``; it leaves the cell's peers, and its neighbours' digits
        next to it under the non-consecutive rule."""
        self.values[cell] = digit
        self.cands[cell] = 0
        cands = self.cands
        clear = ~bit(digit)
        for p in self.layout.peers[cell]:
            cands[p] &= clear
        near = self.layout.neighbours[cell]
        if near:
            clear = ~((bit(digit) << 1) | (bit(digit) >> 1))
            for p in near:
                cands[p] &= clear

    # Crossing a candidate out and carrying out a step read and write only ``values``, ``cands``
    # and :meth:`place`: the classic grid's own methods.
    eliminate = CandidateGrid.eliminate
    apply = CandidateGrid.apply

    def where(self) -> list:
        """``where[d]``: the cells where digit ``d`` is still a candidate, as one integer (bit
        ``c`` for cell ``c``; index 0 unused), so a technique can cross a digit's places with a
        house or with every cell's peers in a few operations."""
        where = [0] * (self.size + 1)
        for c, m in enumerate(self.cands):
            while m:
                low = m & -m
                m ^= low
                where[low.bit_length()] |= 1 << c
        return where

    def placed(self, house: int) -> int:
        """The mask of the digits already placed in a house."""
        mask = 0
        values = self.values
        for c in self.layout.houses[house][2]:
            if values[c]:
                mask |= 1 << (values[c] - 1)
        return mask
