"""Sandwiches: a total outside a row or a column that the digits between its 1 and its largest
digit (9 on a 9x9 grid: the "crusts") add up to; 0 when the crusts sit side by side.

A sandwich is its line's cells, left to right or top to bottom, and its total. The line is a house,
so the crusts are its only 1 and largest digit and the filling is a set of different digits from 2
to the side less one: on a 9x9 grid 0 to 2+3+...+8 = 35 (:func:`most`). The rule says nothing
about which crust comes first, so the model keeps a clue whichever edge a format wrote it at.

:func:`kept` is the rule over a line's candidates: every way to place the two crusts and a set of
digits between them that adds up to the total, each checked against the cells (every cell between
can hold a digit of the set and the set's digits all have a cell there; the cells outside can hold
what is left, and every digit left has a cell there), and each cell keeps what some such way gives
it. It does not check that the digits can be handed out one to a cell (a matching): that is left
to the line's house rules (singles, subsets), which the solver and the logic apply beside it, so
it never removes a digit a solution needs, and now and then keeps one a matching would remove. The
solver, the logic's Sandwich step and the forcing chains all read it, so a step and the search
never disagree.
"""

from __future__ import annotations

from ..shims import lru_cache

#: The largest side a sandwich is read on (f-puzzles and ISS draw them up to 16x16; on a 25x25 grid
#: a filling could be any of millions of digit sets).
MAX_SIZE = 16


def most(size: int) -> int:
    """The largest total a sandwich can have: every digit from 2 to ``size`` - 1 between the crusts."""
    return size * (size - 1) // 2 - 1


def reachable(total, size: int) -> bool:
    """Whether different digits from 2 to ``size`` - 1 (or none) can add up to ``total``: every whole
    number from 0 to :func:`most` but 1 and ``most(size) - 1`` (all of them but a 2)."""
    return type(total) is int and 0 <= total <= most(size) and total not in (1, most(size) - 1)


def line_of(cells, size: int):
    """The row or column (its cells left to right or top to bottom) that ``cells`` make, in any
    order; None when they are not one whole row or column."""
    try:
        found = tuple(sorted(set(cells)))
    except TypeError:
        return None
    if len(found) != size or len(found) != len(tuple(cells)) or any(type(c) is not int for c in found):
        return None
    first = found[0]
    if first % size == 0 and found == tuple(range(first, first + size)):
        return found
    if first < size and found == tuple(range(first, size * size, size)):
        return found
    return None


def row(index: int, size: int) -> tuple:
    """Row ``index``'s cells (0-based), left to right."""
    return tuple(range(index * size, index * size + size))


def column(index: int, size: int) -> tuple:
    """Column ``index``'s cells (0-based), top to bottom."""
    return tuple(range(index, size * size, size))


def is_row(cells) -> bool:
    """Whether a sandwich's line (as :func:`line_of` gives it) is a row, not a column."""
    return len(cells) < 2 or cells[1] == cells[0] + 1


def house_of(cells, size: int) -> tuple:
    """A sandwich's line as ``("row", index)`` or ``("column", index)`` (0-based): what the formats
    write, the messages say and the logic names."""
    return ("row", cells[0] // size) if is_row(cells) else ("column", cells[0] % size)


@lru_cache(maxsize=64)
def fillings(total: int, size: int) -> tuple:
    """The digit sets (bit d-1 for digit d) that can lie between the crusts and add up to ``total``,
    by how many digits they hold: ``fillings(total, size)[k]`` holds the sets of k digits (0 to
    ``size`` - 2 of them); the empty set is the filling of a total of 0."""
    by_count = [[] for _ in range(size - 1)]

    def walk(digit: int, left: int, mask: int, count: int) -> None:
        if left == 0:
            by_count[count].append(mask)
        for d in range(digit, size):
            if d > left:
                break
            walk(d + 1, left - d, mask | 1 << (d - 1), count + 1)

    walk(2, total, 0, 0)
    return tuple(tuple(sets) for sets in by_count)


def kept(masks, total: int, size: int):
    """What each cell of a sandwich's line keeps under its rule (see the module docstring), in the
    line's order, or None when no placing of the crusts and filling fits the candidates ``masks``."""
    one, top = 1, 1 << (size - 1)
    middle = top - 2
    by_count = fillings(total, size)
    gaps = _gaps(total, size)
    n = len(masks)
    keep = [0] * n
    found = False
    for i in range(n):
        if not masks[i] & one:
            continue
        for k in gaps:
            for j in (i - k - 1, i + k + 1):
                if not 0 <= j < n or not masks[j] & top:
                    continue
                low, high = (i, j) if i < j else (j, i)
                inside, outside = set(masks[low + 1:high]), set(masks[:low] + masks[high + 1:])
                union_in = union_out = 0
                for m in inside:
                    union_in |= m
                for m in outside:
                    union_out |= m
                needed = middle & ~union_out   # digits no cell outside can take lie between
                fits_in = fits_out = 0
                fits = False
                for digits in by_count[k]:
                    rest = middle & ~digits
                    if digits & ~union_in or needed & ~digits or fits and not (digits & ~fits_in or rest & ~fits_out):
                        continue   # out of the cells' reach, or nothing new
                    for m in inside:
                        if not m & digits:
                            break
                    else:
                        for m in outside:
                            if not m & rest:
                                break
                        else:
                            fits = True
                            fits_in |= digits
                            fits_out |= rest
                if not fits:
                    continue
                found = True
                keep[i] |= one
                keep[j] |= top
                for c in range(low + 1, high):
                    keep[c] |= masks[c] & fits_in
                for c in range(low):
                    keep[c] |= masks[c] & fits_out
                for c in range(high + 1, n):
                    keep[c] |= masks[c] & fits_out
    return tuple(keep) if found else None


@lru_cache(maxsize=64)
def _gaps(total: int, size: int) -> tuple:
    """How many cells may lie between the crusts for ``total``: the counts some filling has."""
    return tuple(k for k, sets in enumerate(fillings(total, size)) if sets)


def filled_sum(values, cells, size: int):
    """``(sum of the filled cells between the crusts, empty cells between, digits used)`` of a line's
    ``values`` (0 = empty) when both crusts are placed in it, else None."""
    line = [values[c] for c in cells]
    if 1 not in line or size not in line:
        return None
    a, b = line.index(1), line.index(size)
    low, high = min(a, b), max(a, b)
    between = line[low + 1:high]
    used = 0
    for v in line:
        if v:
            used |= 1 << (v - 1)
    return sum(between), sum(1 for v in between if not v), used
