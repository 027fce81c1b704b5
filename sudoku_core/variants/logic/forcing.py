"""Forcing by contradiction, when no pattern is left: assume a digit, follow the simple rules, and
see the grid break.

Assume ``cell = digit`` on a copy of the grid and apply, until nothing changes, the rules a person
follows without thinking: naked and hidden singles, the last cell of a cage, and a cage's cells
kept to the digits of the sets that make its sum. If that ends in a contradiction (a cell with no
candidate, a digit with no place in a house, a cage no digits can fill), the digit is not in the
cell. (Adding the rule of 45's sums to this propagation was measured: each trial costs more and
fewer hard killers finish within a budget.) The step says which assumption, how many deductions it took and where it broke; its value is
the dynamic contradiction chain's, 8.5, plus Sudoku Explainer's length bonus on the number of
deductions. The shortest contradiction is taken (with patterns, the first one of at most
:data:`EARLY` deductions).
"""

from __future__ import annotations

from ...logic.slices import PAUSE, steps_only
from ...logic.step import Pattern, Step
from .board import bit, digits_of
from . import intersections, killer, leftovers, neighbours, subsets
from .cage_math import cage_support

BASE = 8.5
#: With patterns, a trial costs 10-50 ms: the scan stops at the first contradiction this short
#: (two-candidate cells are tried first), rather than trying every candidate for a shorter one.
EARLY = 24
#: Sudoku Explainer's length bonus: +0.1 for each threshold the length passes.
THRESHOLDS = (4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024)


def length_bonus(length: int) -> float:
    return sum(0.1 for t in THRESHOLDS if length > t)


class Broken(Exception):
    """Where a propagation broke: ``kind`` (``cell``, ``house``, ``cage``) and ``where`` (a cell,
    house or cage index) and for ``house`` the ``digit`` with no place."""

    def __init__(self, kind, where, digit=0):
        super().__init__(kind)
        self.kind, self.where, self.digit = kind, where, digit


def settle(grid, limit: int = 10_000) -> int:
    """Apply the simple rules to ``grid`` (changed in place) until nothing changes; the number of
    deductions made; raises :class:`Broken` at a contradiction."""
    lay = grid.layout
    values, cands = grid.values, grid.cands
    made = 0
    while made < limit:
        progress = False
        for cell, mask in enumerate(cands):
            if values[cell]:
                continue
            if not mask:
                raise Broken("cell", cell)
            if mask & (mask - 1) == 0:
                grid.place(cell, mask.bit_length())
                made += 1
                progress = True
        for h in lay.full_houses:
            cells = lay.houses[h][2]
            once = twice = placed = 0
            for c in cells:
                m = cands[c]
                twice |= once & m
                once |= m
                if values[c]:
                    placed |= 1 << (values[c] - 1)
            missing = lay.full & ~placed & ~once
            if missing:
                raise Broken("house", h, missing.bit_length() if missing & (missing - 1) == 0
                             else digits_of(missing)[0])
            single = once & ~twice & ~placed
            while single:
                b = single & -single
                single ^= b
                where = [c for c in cells if cands[c] & b]
                if not where:  # an earlier single here took the digit's last place: a peer's conflict
                    raise Broken("house", h, b.bit_length())
                if len(where) == 1 and not values[where[0]]:
                    grid.place(where[0], b.bit_length())
                    made += 1
                    progress = True
        for k in range(len(lay.cages)):
            answer = cage_support(grid, k)
            if answer is None:
                continue
            fitting, support = answer
            if not fitting:
                raise Broken("cage", k)
            empty = [c for c in lay.cages[k][0] if not values[c]]
            for c, s in zip(empty, support):
                if cands[c] & ~s:
                    cands[c] &= s
                    made += 1
                    progress = True
        if not progress:
            return made
    return made


#: The pattern finders the stronger propagation (``plus``) also applies when singles and cage
#: combinations run dry.
PLUS = (killer.rule_of_45, neighbours.non_consecutive, intersections.locked_candidates, killer.cage_locked_digit,
        killer.house_digit_in_cage, subsets.naked_set(2), leftovers.law_of_leftovers, subsets.hidden_set(2))


def settle_plus(grid, limit: int = 10_000) -> int:
    """:func:`settle`, then every step the :data:`PLUS` patterns find on the grid, again and
    again until nothing changes (a step found on a grid stays true as the grid narrows)."""
    made = 0
    while made < limit:
        made += settle(grid, limit - made)
        before = made
        for find in PLUS:
            for step in list(find(grid)):
                for cell, digit in step.placements:
                    if not grid.values[cell] and grid.cands[cell] >> (digit - 1) & 1:
                        grid.place(cell, digit)
                        made += 1
                for cell, digit in step.eliminations:
                    made += grid.eliminate(cell, digit)
        if made == before:
            return made
    return made


def _trial(grid, cell, digit, propagate, limit):
    """The grid after ``cell = digit`` and a propagation, or the :class:`Broken` it ran into."""
    trial = grid.copy()
    trial.place(cell, digit)
    try:
        propagate(trial, limit)
    except Broken as broken:
        return trial, broken
    return trial, None


def forcing(plus: bool):
    """The finder of one level (see the module docstring): contradictions over every candidate,
    and what both values of a two-candidate cell, or both places of a digit with two places in a
    house, lead to; the shortest first."""
    propagate = settle_plus if plus else settle
    technique = "variant_forcing_plus" if plus else "variant_forcing"
    base = BASE + (0.5 if plus else 0.0)

    def paced(grid):
        found = []
        outcomes = {}
        order = sorted((bin(m).count("1"), c) for c, m in enumerate(grid.cands) if m)
        shortest = 10_000
        trials = [(cell, digit) for _, cell in order for digit in digits_of(grid.cands[cell])]
        for cell, digit in trials:
            yield PAUSE
            trial, broken = _trial(grid, cell, digit, propagate, shortest)
            made = _made(trial, grid)
            if broken is not None:
                found.append((made, ("contradiction", cell, digit, broken), ((), ((cell, digit),))))
                shortest = min(shortest, made)
                if plus and shortest <= EARLY:
                    break
            else:
                outcomes[(cell, digit)] = (trial, made)
        sources = [("cell", cell, (), [(cell, d) for d in digits_of(grid.cands[cell])])
                   for _, cell in order if bin(grid.cands[cell]).count("1") == 2]
        lay = grid.layout
        for h in lay.full_houses:
            for digit in range(1, grid.size + 1):
                where = grid.places(h, digit)
                if len(where) == 2:
                    sources.append(("house", h, digit, [(c, digit) for c in where]))
        for kind, where, digit, branches in sources:
            if any(b not in outcomes for b in branches):
                continue  # a branch breaks: that is a contradiction, found above
            (ta, ma), (tb, mb) = outcomes[branches[0]], outcomes[branches[1]]
            placements = tuple((c, ta.values[c]) for c in range(len(grid.values))
                               if not grid.values[c] and ta.values[c] and ta.values[c] == tb.values[c])
            eliminations = tuple((c, d) for c in range(len(grid.values)) if grid.cands[c]
                                 for d in digits_of(grid.cands[c] & ~(ta.cands[c] | tb.cands[c]))
                                 if ta.values[c] != d and tb.values[c] != d)
            if placements or eliminations:
                found.append((max(ma, mb), ("forcing", kind, where, digit, branches), (placements, eliminations)))
        if not found:
            return
        found.sort(key=lambda item: item[0])
        made, why, (placements, eliminations) = found[0]
        value = round(base + length_bonus(made), 1)
        if why[0] == "contradiction":
            _, cell, digit, broken = why
            yield Step(technique, value, eliminations=eliminations,
                       pattern=Pattern(cells=(cell,), candidates=((cell, digit),)),
                       parts={"form": "contradiction", "cell": cell, "digit": digit, "length": made,
                              "broken": broken.kind, "where": broken.where, "missing": broken.digit})
        else:
            _, kind, where, digit, branches = why
            yield Step(technique, value, placements=placements, eliminations=eliminations,
                       pattern=Pattern(cells=tuple(c for c, _ in branches), candidates=tuple(branches)),
                       parts={"form": kind, "cell": where if kind == "cell" else -1,
                              "house": where if kind == "house" else -1, "digit": digit,
                              "branches": tuple(branches), "length": made})

    paced.__name__ = technique
    find = steps_only(paced)
    find.__name__ = technique
    return find


def _made(trial, grid) -> int:
    """How many placements and eliminations a trial made beyond the grid it started from."""
    made = 0
    for a, b, va, vb in zip(trial.cands, grid.cands, trial.values, grid.values):
        if va != vb:
            made += 1
        elif a != b:
            made += bin(b & ~a).count("1")
    return made
