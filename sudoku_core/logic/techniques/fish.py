"""Fish: X-Wing, Swordfish, Jellyfish, and their finned and sashimi forms.

One digit, n *base* lines (rows, say) whose places for the digit all lie in
the same n *cover* lines (columns). Each base row must hold the digit once,
in one of the cover columns, and no two in the same column: so the n base
rows fill all n cover columns, and the digit leaves every other cell of the
cover columns. n = 2 is an X-Wing, 3 a Swordfish, 4 a Jellyfish; the same
holds with columns as base and rows as cover.

A *finned* fish has a few extra places (the *fins*), all in one box: either
a fin holds the digit, or the fish stands. Cells that are in a cover line
and in the fins' box (and not in a base line) lose the digit both ways. It
is *sashimi* when, without its fins, a base line would keep only one place.

The search only takes base lines with 2..n places (2..n+box-1 for finned
fish) and grows the set one line at a time while the union of their places
stays small, so it stays affordable on 16x16 and 25x25 grids.
"""

from __future__ import annotations

from ..grid import positions_of
from ..notation import cells_name, house_name
from ..step import Pattern, Step


_MEMO = {"key": None, "places": {}}


def _line_places(grid, digit, kind):
    """For each line of ``kind`` (0 rows, 1 columns): the mask of cross
    indexes where ``digit`` is a candidate. Kept for the grid as it stands,
    since every fish finder asks the same questions of it."""
    key = (grid.size, tuple(grid.cands))
    if _MEMO["key"] != key:
        _MEMO["key"], _MEMO["places"] = key, {}
    memo = _MEMO["places"]
    found = memo.get((digit, kind))
    if found is None:
        found = memo[(digit, kind)] = _compute_line_places(grid, digit, kind)
    return found


def _compute_line_places(grid, digit, kind):
    size, cands = grid.size, grid.cands
    b = 1 << (digit - 1)
    out = []
    for i in range(size):
        mask = 0
        for j in range(size):
            cell = i * size + j if kind == 0 else j * size + i
            if cands[cell] & b:
                mask |= 1 << j
        out.append(mask)
    return out


def _cell(size, kind, line, cross):
    return line * size + cross if kind == 0 else cross * size + line



def _base_sets(places, n, max_places, max_union):
    """Every n-set of lines with 2..max_places places each whose union has at
    most ``max_union`` cross indexes: (lines, union)."""
    lines = [i for i, m in enumerate(places) if 2 <= m.bit_count() <= max_places]
    chosen = []

    def grow(start, union):
        if len(chosen) == n:
            yield tuple(chosen), union
            return
        for k in range(start, len(lines) - (n - len(chosen)) + 1):
            u = union | places[lines[k]]
            if u.bit_count() <= max_union:
                chosen.append(lines[k])
                yield from grow(k + 1, u)
                chosen.pop()

    yield from grow(0, 0)


def _basic(grid, n, technique, value):
    size = grid.size
    symbols = grid.symbols
    for digit in range(1, size + 1):
        for kind in (0, 1):
            places = _line_places(grid, digit, kind)
            for lines, union in _base_sets(places, n, n, n):
                if union.bit_count() != n:
                    continue
                covers = positions_of(union)
                elim = tuple(sorted((_cell(size, kind, i, j), digit) for j in covers for i in range(size)
                                    if i not in lines and places[i] >> j & 1))
                if not elim:
                    continue
                base = tuple(kind * size + i for i in lines)
                cover = tuple((1 - kind) * size + j for j in covers)
                cells = tuple(sorted(_cell(size, kind, i, j) for i in lines for j in positions_of(places[i])))
                yield Step(technique, value, eliminations=elim,
                           pattern=Pattern(cells=cells, candidates=tuple((c, digit) for c in cells), houses=base + cover),
                           parts={"digit": digit, "base": base, "cover": cover, "size": n, "cells": cells,
                                  "notation": f"{symbols[digit - 1]} {','.join(house_name(size, h) for h in base)} "
                                              f"{','.join(house_name(size, h) for h in cover)}"})


def _finned(grid, n, technique, value, sashimi):
    """Finned (``sashimi`` False) or sashimi (True) fish of size n."""
    size, box, symbols = grid.size, grid.box, grid.symbols
    band_masks = [((1 << box) - 1) << (box * j) for j in range(box)]
    for digit in range(1, size + 1):
        for kind in (0, 1):
            places = _line_places(grid, digit, kind)
            for lines, union in _base_sets(places, n, n + box - 1, n + box - 1):
                if union.bit_count() <= n:
                    continue  # no room for fins: a plain fish, or none
                for band in range(box):
                    in_band = union & band_masks[band]
                    outside = union & ~band_masks[band]
                    need = n - outside.bit_count()
                    if need < 1 or need > in_band.bit_count():
                        continue
                    band_bits = positions_of(in_band)
                    for extra in _choose(band_bits, need):
                        cover_mask = outside
                        for j in extra:
                            cover_mask |= 1 << j
                        fin_mask = union & ~cover_mask
                        fins = [(i, j) for i in lines for j in positions_of(places[i] & fin_mask)]
                        fin_bands = {i // box for i, _ in fins}
                        if len(fin_bands) != 1:
                            continue
                        in_cover = [(places[i] & cover_mask).bit_count() for i in lines]
                        if min(in_cover) < 1:
                            continue  # a base line made only of fins: not a fish
                        if (min(in_cover) == 1) != sashimi:
                            continue
                        fin_band = fin_bands.pop()
                        elim = tuple(sorted(
                            (_cell(size, kind, i, j), digit)
                            for j in extra for i in range(fin_band * box, fin_band * box + box)
                            if i not in lines and places[i] >> j & 1))
                        if not elim:
                            continue
                        base = tuple(kind * size + i for i in lines)
                        cover = tuple((1 - kind) * size + j for j in positions_of(cover_mask))
                        fin_cells = tuple(sorted(_cell(size, kind, i, j) for i, j in fins))
                        cells = tuple(sorted(_cell(size, kind, i, j) for i in lines for j in positions_of(places[i] & cover_mask)))
                        yield Step(technique, value, eliminations=elim,
                                   pattern=Pattern(cells=cells + fin_cells, candidates=tuple((c, digit) for c in cells),
                                                   houses=base + cover, fins=tuple((c, digit) for c in fin_cells)),
                                   parts={"digit": digit, "base": base, "cover": cover, "size": n, "cells": cells,
                                          "fins": fin_cells,
                                          "notation": f"{symbols[digit - 1]} {','.join(house_name(size, h) for h in base)} "
                                                      f"{','.join(house_name(size, h) for h in cover)} "
                                                      f"f{cells_name(size, fin_cells)}"})


def _choose(items, k):
    if k == 0:
        yield ()
        return
    for i in range(len(items) - k + 1):
        for rest in _choose(items[i + 1:], k - 1):
            yield (items[i],) + rest


def x_wing(grid):
    """X-Wing (SE 3.2): a digit's places in two rows lie in the same two
    columns (or in two columns, the same two rows); it leaves the rest of
    those two columns (rows)."""
    return _basic(grid, 2, "x_wing", 3.2)


def swordfish(grid):
    """Swordfish (SE 3.8): a digit's places in three rows lie in the same
    three columns (or the other way round); it leaves the rest of those
    columns."""
    return _basic(grid, 3, "swordfish", 3.8)


def jellyfish(grid):
    """Jellyfish (SE 5.2): a digit's places in four rows lie in the same four
    columns (or the other way round); it leaves the rest of those columns."""
    return _basic(grid, 4, "jellyfish", 5.2)


# Finned and sashimi fish are not in Sudoku Explainer, which finds the same
# eliminations as forcing X-chains (6.6) with its length bonus for a chain
# through the 2n base/cover places: +0.0 for 4 (X-Wing), +0.1 for 6
# (Swordfish), +0.2 for 8 (Jellyfish).

def finned_x_wing(grid):
    """Finned X-Wing (6.6, a forcing X-chain to SE): an X-Wing but for fins in
    one box; cover-line cells in that box lose the digit."""
    return _finned(grid, 2, "finned_x_wing", 6.6, False)


def sashimi_x_wing(grid):
    """Sashimi X-Wing (6.6, a forcing X-chain to SE): a finned X-Wing whose
    fin row (column) keeps one place without its fins."""
    return _finned(grid, 2, "sashimi_x_wing", 6.6, True)


def finned_swordfish(grid):
    """Finned Swordfish (6.7, a forcing X-chain of 6 nodes to SE): a
    Swordfish but for fins in one box; cover-line cells in that box lose the
    digit."""
    return _finned(grid, 3, "finned_swordfish", 6.7, False)


def sashimi_swordfish(grid):
    """Sashimi Swordfish (6.7): a finned Swordfish with a base line of one
    place without its fins."""
    return _finned(grid, 3, "sashimi_swordfish", 6.7, True)


def finned_jellyfish(grid):
    """Finned Jellyfish (6.8, a forcing X-chain of 8 nodes to SE): a Jellyfish
    but for fins in one box; cover-line cells in that box lose the digit."""
    return _finned(grid, 4, "finned_jellyfish", 6.8, False)


def sashimi_jellyfish(grid):
    """Sashimi Jellyfish (6.8): a finned Jellyfish with a base line of one
    place without its fins."""
    return _finned(grid, 4, "sashimi_jellyfish", 6.8, True)
