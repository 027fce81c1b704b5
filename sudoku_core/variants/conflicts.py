"""The rules a variant's digits break, each named with its rule and cells (for the page).

A classic grid's conflicts are repeats in a row, column or box (``sudoku_core.conflicts``). A
variant has more rules, and a person fixing a killer must be told "two 5s in the cage of 15", not
just shown red cells. :func:`variant_conflicts` reads a :class:`~.model.Variant`'s rules and a set
of values (givens and entries together, 0 = empty) and lists every broken rule as a
:class:`RuleConflict`: the rule's name, the cells, and the parts a sentence needs (the digit, which
house or cage, the cage's sum and what its digits add up to), never an English sentence, so the page
says it in any language.

Only the variant's fields are read (rows and columns, boxes or regions, extra houses, cages,
anti-knight / anti-king, parity, non-consecutive, thermometers), so a variant still being drawn (a region of the
wrong size, say) is checked as far as it goes.
"""

from __future__ import annotations

from ..values import FrozenValue
from .arrows import bounds as arrow_bounds
from .dots import holds, pair_kinds
from .sandwiches import filled_sum

#: Every rule a conflict may name, in the order they are listed.
RULES = ("row", "column", "box", "region", "diagonal+", "diagonal-", "windoku", "disjoint", "house",
         "cage", "cage_over", "cage_short", "anti-knight", "anti-king", "even", "odd", "non-consecutive", "thermo",
         "white", "black", "x", "v", "no-kropki", "no-xv", "little_killer_over", "little_killer_short",
         "arrow_over", "arrow_short", "sandwich_over", "sandwich_short")

KNIGHT = ((1, 2), (2, 1), (2, -1), (1, -2))   # the moves "forward" (the others are their reverses)
KING = ((1, -1), (1, 1))                      # the diagonal steps: the others are a row's or column's
ORTHOGONAL = ((0, 1), (1, 0))


class RuleConflict(FrozenValue):
    """One broken rule. ``rule``: a name of :data:`RULES`; ``cells``: the cells concerned (reading
    order); ``digit``: the repeated digit (repeats, knight, king) or the cell's digit (parity), 0
    when none; ``index``: which row, column, box, region, extra house or cage (0-based, in the
    variant's own order), -1 when none; ``total``: the cage's sum; ``found``: what its digits add up
    to (cage_over, cage_short); ``other``: the second digit of a non-consecutive pair, or of a
    thermometer's (rule "thermo": ``cells`` are the lower cell on the thermometer then the higher,
    ``found`` cells apart, ``digit`` and ``other`` their digits, which do not rise by ``found`` at
    least, one per cell: 5 and 6 with a cell between leave it no digit; ``index`` the thermometer).
    A dot's rules ("white", "black", "x", "v": ``index`` the dot in ``variant.dots``) and the strict
    rules' ("no-kropki", "no-xv": two digits side by side that only a dot between them would allow)
    name the pair's cells, ``digit`` and ``other`` their digits. A little killer's
    ("little_killer_over": its digits so far leave its empty cells less than 1 each;
    "little_killer_short": its cells are full with another total, or cannot reach the total) name its cells, ``index``
    the little killer, ``total`` its total and ``found`` what its digits add up to. An arrow's
    ("arrow_over": its shaft's digits so far, each empty cell counted as 1, add up to more than its
    bulb can read; "arrow_short": its shaft cannot reach what its bulb reads, its empty cells
    counted as the largest digit) name its cells (bulb, then shaft), ``index`` the arrow,
    ``total`` the number its bulb reads (None until the bulb is full) and ``found`` what its
    shaft's digits add up to. A sandwich's ("sandwich_over": its 1 and its largest digit are placed
    and the digits between them so far, each empty cell between counted as 2, add up to more than
    its total; "sandwich_short": they cannot reach it, each empty cell between counted as the side
    less one, or are all filled with less) name its line's cells, ``index`` the sandwich, ``total``
    its total and ``found`` what the digits between the crusts add up to."""

    FIELDS = ("rule", "cells", "digit", "index", "total", "found", "other")

    rule: str
    cells: tuple
    digit: int = 0
    index: int = -1
    total: int | None = None
    found: int = 0
    other: int = 0


def named_houses(variant) -> list:
    """(rule, index, cells) of every "all different" house: rows, columns, boxes or regions, and
    the extra houses (their name is the rule; their index counts within that name)."""
    n = variant.size
    houses = [("row", r, tuple(range(r * n, r * n + n))) for r in range(n)]
    houses += [("column", c, tuple(range(c, n * n, n))) for c in range(n)]
    if variant.regions is not None:
        groups = {}
        for cell, region in enumerate(variant.regions):
            groups.setdefault(region, []).append(cell)
        # in the order of their first cells, as Variant.houses() has them (shapes.regions_houses)
        houses += [("region", region, tuple(groups[region])) for region in sorted(groups, key=lambda r: groups[r][0])]
    elif variant.box_shape is not None and not variant.no_boxes:
        rows, cols = variant.box_shape
        index = 0
        for top in range(0, n, rows):
            for left in range(0, n, cols):
                houses.append(("box", index, tuple((top + r) * n + left + c
                                                   for r in range(rows) for c in range(cols))))
                index += 1
    counts = {}
    for name, cells in variant.extra_houses:
        houses.append((name, counts.get(name, 0), tuple(sorted(cells))))
        counts[name] = counts.get(name, 0) + 1
    return houses


def moves(variant, steps) -> list:
    """Pairs of cells (a, b), a < b, one of ``steps`` apart (each step goes down a row, or right)."""
    n = variant.size
    pairs = []
    for cell in range(n * n):
        r, c = divmod(cell, n)
        for dr, dc in steps:
            rr, cc = r + dr, c + dc
            if 0 <= rr < n and 0 <= cc < n:
                pairs.append((cell, rr * n + cc))
    return pairs


def repeats(values, cells) -> list:
    """(digit, cells holding it) for each digit found more than once among ``cells``."""
    seen = {}
    for cell in cells:
        if values[cell]:
            seen.setdefault(values[cell], []).append(cell)
    return [(digit, tuple(where)) for digit, where in seen.items() if len(where) > 1]


def variant_conflicts(variant, values) -> list:
    """Every rule of ``variant`` that ``values`` (size*size ints, 0 = empty) break, as
    :class:`RuleConflict` items: repeats in houses, then cages, then the pair rules, then parity."""
    found = []
    for rule, index, cells in named_houses(variant):
        found += [RuleConflict(rule, where, digit, index) for digit, where in repeats(values, cells)]
    for index, cage in enumerate(variant.cages):
        cells = tuple(sorted(cage.cells))
        found += [RuleConflict("cage", where, digit, index, cage.total) for digit, where in repeats(values, cells)]
        if cage.total is None:
            continue
        filled = [values[c] for c in cells if values[c]]
        total = sum(filled)
        if total > cage.total:
            found.append(RuleConflict("cage_over", cells, 0, index, cage.total, total))
        elif len(filled) == len(cells) and total != cage.total:
            found.append(RuleConflict("cage_short", cells, 0, index, cage.total, total))
    # the pairs named already as a repeat (a sum over or short names the cage, not a pair)
    together = {(a, b) for conflict in found if conflict.digit for a in conflict.cells for b in conflict.cells if a < b}
    for rule, steps in (("anti-knight", KNIGHT), ("anti-king", KING)):
        if rule in variant.differ:   # a pair already named for its box is not named twice
            found += [RuleConflict(rule, (a, b), values[a]) for a, b in moves(variant, steps)
                      if values[a] and values[a] == values[b] and (a, b) not in together]
    if variant.non_consecutive:
        found += [RuleConflict("non-consecutive", (a, b), values[a], other=values[b])
                  for a, b in moves(variant, ORTHOGONAL)
                  if values[a] and values[b] and abs(values[a] - values[b]) == 1]
    for cell, parity in variant.parity:
        v = values[cell]
        if v and (v % 2 == 0) != (parity == "even"):
            found.append(RuleConflict(parity, (cell,), v))
    for index, cells in enumerate(variant.thermos):   # a repeat already named for its house is not named twice
        found += [RuleConflict("thermo", (a, cells[j]), values[a], index, found=j - i, other=values[cells[j]])
                  for i, a in enumerate(cells) for j in range(i + 1, len(cells))
                  if values[a] and values[cells[j]] and values[cells[j]] - values[a] < j - i
                  and (min(a, cells[j]), max(a, cells[j])) not in together]
    for index, (total, cells) in enumerate(variant.little_killers):
        filled = [values[c] for c in cells if values[c]]
        found_sum, empty = sum(filled), len(cells) - len(filled)
        if filled and empty and found_sum + empty > total:
            found.append(RuleConflict("little_killer_over", tuple(cells), 0, index, total, found_sum))
        elif filled and (found_sum + empty * variant.size < total or not empty and found_sum != total):
            found.append(RuleConflict("little_killer_short", tuple(cells), 0, index, total, found_sum))
    for index, arrow in enumerate(variant.arrows):
        bulb, shaft = arrow
        if not any(values[c] for c in bulb + shaft):
            continue
        (low_s, high_s), (low_b, high_b) = arrow_bounds(arrow, values, variant.size)
        read = low_b if all(values[c] for c in bulb) else None
        filled = sum(values[c] for c in shaft)
        if low_s > high_b:
            found.append(RuleConflict("arrow_over", tuple(bulb + shaft), 0, index, read, filled))
        elif high_s < low_b:
            found.append(RuleConflict("arrow_short", tuple(bulb + shaft), 0, index, read, filled))
    for index, (total, cells) in enumerate(variant.sandwiches):
        filled = filled_sum(values, cells, variant.size)
        if filled is None:
            continue   # (a sandwich says nothing before both crusts are placed)
        between, empty, _ = filled
        if between + 2 * empty > total:
            found.append(RuleConflict("sandwich_over", tuple(cells), 0, index, total, between))
        elif between + (variant.size - 1) * empty < total:
            found.append(RuleConflict("sandwich_short", tuple(cells), 0, index, total, between))
    if variant.dots or variant.strict:
        index = {dot: i for i, dot in enumerate(variant.dots)}
        for (a, b), kinds in pair_kinds(variant).items():
            x, y = values[a], values[b]
            if x and y and x != y:   # (a repeat is named for its row or column)
                found += [RuleConflict(kind, (a, b), x, index.get((kind, a, b), -1), other=y)
                          for kind in kinds if not holds(kind, x, y)]
    return found
