"""Uniqueness: Unique Rectangles and BUG+1.

These techniques rest on the puzzle having exactly one solution (the rating
refuses puzzles that do not). A *deadly pattern* is a set of empty cells
whose digits could be swapped in any solution, giving a second one; so the
solution must avoid it.

* **Unique Rectangle**: four empty cells at the corners of a rectangle (two
  rows, two columns, exactly two boxes) that all hold candidates x and y.
  If they were left with only x and y, x and y could swap: so at least one
  corner takes another digit. The two *floor* corners (one row or column)
  hold exactly {x, y}; the *roof* corners hold x, y and extras.

  - Type 1 (SE 4.5): three corners are exactly {x, y}; the fourth cannot be
    x or y.
  - Type 2 (4.6): both roof corners are {x, y, z}: one of them is z, so z
    leaves every cell seeing both.
  - Type 3 (4.6 to 4.8): the roof's extras act as one cell that must hold
    one of them; with other cells of a house shared by the roof they form a
    naked subset, whose digits leave the rest of that house.
  - Type 4 (4.6): in a house shared by the roof, x has no other place: one
    roof corner is x, so neither can be y (that would leave {x, y} again).
* **BUG+1** (SE 5.6): every empty cell has two candidates except one with
  three. Were every cell bivalue, each digit would appear twice in each of
  its houses, a deadly pattern; so the three-candidate cell must take the
  digit that appears three times in its row, column and box.

Rectangles work on every size (boxes are ``box`` x ``box``).
"""

from __future__ import annotations

from ..grid import digits_of
from ..notation import cells_name
from ..step import Pattern, Step


def _rectangles(grid):
    """Every unique-rectangle candidate: ``(floor, roof, x, y, roof_houses)``
    where ``floor`` are two cells of one line holding exactly {x, y},
    ``roof`` the other two cells (both holding x and y), and
    ``roof_houses`` the houses both roof cells share."""
    size, cands, cell_units = grid.size, grid.cands, grid.geo.cell_units
    bivalue = {}
    for cell, mask in enumerate(cands):
        if mask.bit_count() == 2:
            bivalue.setdefault(mask, []).append(cell)
    for mask, cells in bivalue.items():
        x, y = digits_of(mask)
        for i, a in enumerate(cells):
            for b in cells[i + 1:]:
                ra, ca = divmod(a, size)
                rb, cb = divmod(b, size)
                if ra == rb:  # floor in a row: the roof is in another row
                    others = ((r * size + ca, r * size + cb) for r in range(size) if r != ra)
                elif ca == cb:
                    others = ((ra * size + c, rb * size + c) for c in range(size) if c != ca)
                else:
                    continue
                for c, d in others:
                    boxes = {cell_units[k][2] for k in (a, b, c, d)}
                    if len(boxes) != 2:
                        continue
                    if cands[c] & mask != mask or cands[d] & mask != mask:
                        continue
                    shared = tuple(h for h in cell_units[c] if h in cell_units[d])
                    yield (a, b), (c, d), x, y, shared


def _ur_step(grid, technique, value, floor, roof, x, y, elim, houses=(), extra=None, more=()):
    """A unique rectangle's step; ``more``: the ``(cell, digit)`` candidates outside the
    rectangle's x and y that the pattern also needs drawn (type 3's naked set: the roof's extra
    digits and the cells it is formed with), so the cells the sentence names are highlighted."""
    corners = tuple(sorted(floor + roof))
    parts = {"cells": corners, "digits": (x, y), "floor": tuple(sorted(floor)), "roof": tuple(sorted(roof)),
             "notation": f"{grid.symbols[x - 1]}{'' if grid.size <= 9 else ','}{grid.symbols[y - 1]} "
                         f"{cells_name(grid.size, corners)}"}
    if extra:
        parts.update(extra)
    return Step(technique, value, eliminations=tuple(sorted(elim)),
                pattern=Pattern(cells=corners + tuple(sorted({c for c, _ in more} - set(corners))),
                                candidates=tuple((c, d) for c in corners for d in (x, y)) + tuple(more),
                                houses=tuple(houses)),
                parts=parts)


def unique_rectangle_1(grid):
    """Unique Rectangle type 1: three corners of a rectangle (two rows, two
    columns, two boxes) hold exactly {x, y} and the fourth holds x, y and
    more; the fourth cannot be x or y, or the four could swap them."""
    cands = grid.cands
    for floor, roof, x, y, _ in _rectangles(grid):
        mask = cands[floor[0]]
        for k in (0, 1):
            corner, other = roof[k], roof[1 - k]
            if cands[other] == mask and cands[corner] != mask:
                yield _ur_step(grid, "unique_rectangle_1", 4.5, floor, roof, x, y, [(corner, x), (corner, y)],
                               extra={"cell": corner})


def unique_rectangle_2(grid):
    """Unique Rectangle type 2: the two floor corners hold exactly {x, y},
    the two roof corners {x, y, z} with the same extra z; one roof corner
    is z, so z leaves every cell that sees both."""
    cands = grid.cands
    for floor, roof, x, y, _ in _rectangles(grid):
        mask = cands[floor[0]]
        extra_c, extra_d = cands[roof[0]] & ~mask, cands[roof[1]] & ~mask
        if extra_c != extra_d or extra_c.bit_count() != 1:
            continue
        z = extra_c.bit_length()
        elim = [(c, z) for c in grid.common_peers(roof) if cands[c] & extra_c]
        if elim:
            yield _ur_step(grid, "unique_rectangle_2", 4.6, floor, roof, x, y, elim, extra={"digit": z})


def unique_rectangle_3(grid):
    """Unique Rectangle type 3: the roof's extra digits act as one cell that
    holds one of them. In a house both roof corners share, that virtual cell
    and k other cells hold only k+1 digits between them (a naked subset), so
    those digits leave the rest of the house (4.6 with one other cell, 4.7
    with two, 4.8 with three)."""
    cands, units = grid.cands, grid.units
    found = []
    for floor, roof, x, y, shared in _rectangles(grid):
        mask = cands[floor[0]]
        extras = (cands[roof[0]] | cands[roof[1]]) & ~mask
        if extras.bit_count() < 2:
            continue  # one extra digit: type 1 or 2
        for house in shared:
            others = [c for c in units[house] if cands[c] and c not in roof]
            for k in (1, 2, 3):
                for subset in _choose(others, k):
                    union = extras
                    for c in subset:
                        union |= cands[c]
                    if union.bit_count() != k + 1:
                        continue
                    elim = [(c, d) for c in others if c not in subset for d in digits_of(cands[c] & union)]
                    if elim:
                        found.append((k, _ur_step(
                            grid, "unique_rectangle_3", round(4.5 + 0.1 * k, 1), floor, roof, x, y, elim,
                            houses=(house,), extra={"subset": tuple(subset), "subset_digits": tuple(digits_of(union)),
                                                    "house": house},
                            more=[(c, d) for c in roof for d in digits_of(cands[c] & extras)]
                            + [(c, d) for c in subset for d in digits_of(cands[c])])))
    found.sort(key=lambda f: f[0])
    for _, step in found:
        yield step


def _choose(items, k, start=0):
    if k == 0:
        yield ()
        return
    for i in range(start, len(items) - k + 1):
        for rest in _choose(items, k - 1, i + 1):
            yield (items[i],) + rest


def unique_rectangle_4(grid):
    """Unique Rectangle type 4: in a house both roof corners share, x has no
    place but the roof; one roof corner is x, so neither may be y (that
    would leave both as {x, y}): y leaves both roof corners."""
    cands, units = grid.cands, grid.units
    for floor, roof, x, y, shared in _rectangles(grid):
        if cands[roof[0]] == cands[floor[0]] or cands[roof[1]] == cands[floor[0]]:
            continue  # a type 1
        for house in shared:
            for locked, gone in ((x, y), (y, x)):
                b = 1 << (locked - 1)
                if all(c in roof for c in units[house] if cands[c] & b):
                    yield _ur_step(grid, "unique_rectangle_4", 4.6, floor, roof, x, y,
                                   [(roof[0], gone), (roof[1], gone)], houses=(house,),
                                   extra={"house": house, "digit": locked, "other_digit": gone})
                    break


def bug_plus_1(grid):
    """BUG+1 (Bivalue Universal Grave plus one): every empty cell has two
    candidates but one, which has three; the digit that appears three times
    in that cell's row, column and box goes there (otherwise every digit
    would appear twice in each house, a deadly pattern).

    The deadly pattern needs both halves: without that digit in the extra cell, every cell is
    bivalue *and* every digit has exactly two places (or none) in every house. A grid of bivalue
    cells where some house holds a digit three times is no grave, and concludes nothing."""
    cands, units, cell_units = grid.cands, grid.units, grid.geo.cell_units
    extra = None
    for cell, mask in enumerate(cands):
        n = mask.bit_count()
        if n == 0 or n == 2:
            continue
        if n != 3 or extra is not None:
            return
        extra = cell
    if extra is None:
        return
    for digit in digits_of(cands[extra]):
        b = 1 << (digit - 1)
        if all(sum(1 for c in units[h] if cands[c] & b) == 3 for h in cell_units[extra]) and \
                _grave_without(cands, units, extra, b):
            yield Step("bug_plus_1", 5.6, placements=((extra, digit),),
                       pattern=Pattern(cells=tuple(c for c, m in enumerate(cands) if m),
                                       candidates=((extra, digit),), houses=cell_units[extra]),
                       parts={"cell": extra, "digit": digit})
            return


def _grave_without(cands, units, extra, b) -> bool:
    """Whether the grid, with candidate ``b`` taken out of cell ``extra``, is a bivalue universal
    grave: in every house, every digit has exactly two places or none."""
    def mask(c):
        return cands[c] & ~b if c == extra else cands[c]

    for unit in units:
        once = twice = more = 0
        for c in unit:
            m = mask(c)
            more |= twice & m
            twice |= once & m
            once |= m
        if more or once & ~twice:
            return False
    return True

