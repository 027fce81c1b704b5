"""Dots between two cells side by side: kropki (white, black) and XV, and their strict forms.

A dot says how the two digits it sits between relate: a white dot, they are consecutive (differ by
one); a black dot, one is double the other; an X, they add up to 10; a V, to 5. The strict rules
("every dot is given", ISS's StrictKropki and StrictXV, f-puzzles' negative constraints) say the
converse for every other pair of cells side by side: where no kropki dot sits, the digits are
neither consecutive nor one double the other; where no X or V sits, they add up to neither 10
nor 5. A pair with a kropki dot is exempt from the strict kropki rule whichever dot it is, as
both tools have it (a white dot between 1 and 2 is read as a white dot, not as a missing black
one).

Everything the solver, the pencil marks, the conflicts and the logic know of these rules comes
from :func:`pair_rules`: for each related pair, the digits each digit leaves its partner. The
relations are symmetric, so one table serves both directions.
"""

from __future__ import annotations

from ..shims import lru_cache

#: Dot kinds, in the order the model keeps them.
DOT_KINDS = ("white", "black", "x", "v")

#: Strict rules a variant may hold (``Variant.strict``): "kropki" (white and black dots) and "xv".
STRICT_RULES = ("kropki", "xv")

#: Which strict rule each dot kind belongs to.
FAMILY = {"white": "kropki", "black": "kropki", "x": "xv", "v": "xv"}


def holds(kind: str, a: int, b: int) -> bool:
    """Whether digits ``a`` and ``b`` satisfy a dot of ``kind``, or a strict rule's "no dot"
    (kind ``"no-kropki"`` or ``"no-xv"``)."""
    if kind == "white":
        return a - b in (1, -1)
    if kind == "black":
        return a == 2 * b or b == 2 * a
    if kind == "x":
        return a + b == 10
    if kind == "v":
        return a + b == 5
    if kind == "no-kropki":
        return not holds("white", a, b) and not holds("black", a, b)
    if kind == "no-xv":
        return a + b not in (5, 10)
    raise ValueError(kind)


def adjacent_pairs(size: int) -> tuple:
    """Every pair of cells side by side, (lower cell, higher cell), row by row."""
    found = []
    for cell in range(size * size):
        if cell % size < size - 1:
            found.append((cell, cell + 1))
        if cell + size < size * size:
            found.append((cell, cell + size))
    return tuple(found)


def touching(a: int, b: int, size: int) -> bool:
    """Whether two cells are side by side (a dot sits only there)."""
    return (abs(a - b) == 1 and a // size == b // size) or abs(a - b) == size


def pair_kinds(variant) -> dict:
    """``{(a, b): kinds}`` for every related pair (a < b): its dots' kinds, then ``"no-kropki"``
    or ``"no-xv"`` where a strict rule reaches it; in one order (the pairs as
    :func:`adjacent_pairs` lists them)."""
    return _pair_kinds(variant.size, variant.dots, variant.strict)


def _pair_kinds(size: int, dots: tuple, strict: tuple) -> dict:
    dotted = {}
    for kind, a, b in dots:   # (the lower cell first, however a Variant built by hand lists them)
        dotted.setdefault((min(a, b), max(a, b)), []).append(kind)
    if not strict:
        return {pair: tuple(kinds) for pair, kinds in sorted(dotted.items())}
    found = {}
    for pair in adjacent_pairs(size):
        kinds = list(dotted.get(pair, ()))
        families = {FAMILY[k] for k in kinds}
        kinds += ["no-" + rule for rule in strict if rule not in families]
        if kinds:
            found[pair] = tuple(kinds)
    return found


def pair_rules(variant) -> dict:
    """``{(a, b): table}`` for every related pair: ``table[d]`` (d from 1 to the side; index 0
    unused, 0) is the digits, as a bitmask, the partner may hold beside ``d`` under every rule of
    the pair. Kept for the last few sets of rules."""
    return _pair_rules(variant.size, variant.dots, variant.strict)


@lru_cache(maxsize=16)
def _pair_rules(size: int, dots: tuple, strict: tuple) -> dict:
    return {pair: _table(size, kinds) for pair, kinds in _pair_kinds(size, dots, strict).items()}


@lru_cache(maxsize=64)
def _table(size: int, kinds: tuple) -> tuple:
    return (0,) + tuple(sum(1 << (e - 1) for e in range(1, size + 1) if all(holds(k, d, e) for k in kinds))
                        for d in range(1, size + 1))


def possible(size: int, kinds) -> bool:
    """Whether two different digits (cells side by side share a row or column) can keep every one
    of ``kinds`` at once (an X and a V on one pair cannot, nor an X on a 4x4 or a 5x5 grid: 5 + 5
    would be the same digit twice)."""
    table = _table(size, tuple(sorted(set(kinds))))
    return any(table[d] & ~(1 << (d - 1)) for d in range(1, size + 1))


def kind_table(size: int, kind: str) -> tuple:
    """The table (as :func:`pair_rules` gives) of one rule alone: a dot kind, or ``"no-kropki"`` /
    ``"no-xv"``."""
    return _table(size, (kind,))


def partners(variant) -> tuple:
    """Per cell, its related cells as ``(partner, table)`` pairs (see :func:`pair_rules`); kept
    for the last few sets of rules (the page asks at every digit typed or erased)."""
    return _partners(variant.size, variant.dots, variant.strict)


@lru_cache(maxsize=16)
def _partners(size: int, dots: tuple, strict: tuple) -> tuple:
    found = [[] for _ in range(size * size)]
    for (a, b), table in _pair_rules(size, dots, strict).items():
        found[a].append((b, table))
        found[b].append((a, table))
    return tuple(tuple(x) for x in found)


def support(table: tuple, mask: int) -> int:
    """The digits a partner may hold beside a cell whose candidates are ``mask``."""
    allowed = 0
    d = 1
    while mask:
        if mask & 1:
            allowed |= table[d]
        mask >>= 1
        d += 1
    return allowed
