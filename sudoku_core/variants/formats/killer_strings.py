"""The two killer strings of the killer community (read only), as ISS reads them.

* SudoCue's long form: ``3x3:d:k:`` then 81 numbers separated by ``:``, one per
  cell in reading order: ``sum * 256 + cage id`` (a sum of 0: the cell is in no
  cage); ``d`` in the second field adds both diagonals.
* The short form: 81 characters, one per cell. A cage's head cell holds its sum
  as one character (``0``-``9``, ``A``-``Z`` for 10-35, ``a``-``j`` for 36-45; a
  sum of 0 is a cage without a sum); every other cell of the cage points to a
  neighbour on the way to the head: ``<`` ``>`` ``^`` ``v`` and the diagonal
  steps ``` ` ``` (up left), ``'`` (up right), ``,`` (down left), ``.`` (down right).
"""

from __future__ import annotations

import re

from ...errors import SudokuError
from ...shims import portable
from .assemble import build_variant
from .houses import diagonal

_LONG = re.compile(portable(r"^3x3:(d?):k:((?:\d+:){80}\d+):?$"))
_SHORT_CHARS = re.compile(portable(r"^[0-9A-Za-j^<v>`',.]{81}$"))
_STEPS = {"<": (0, -1), ">": (0, 1), "^": (-1, 0), "v": (1, 0), "`": (-1, -1), "'": (-1, 1), ",": (1, -1), ".": (1, 1)}
WHERE = "killer string"
#: A SudoCue string is about 500 characters (81 numbers of at most 5 digits); a much longer one is
#: refused unread: MicroPython's ``re`` recurses once per character a repetition takes.
LONGEST = 1000


def is_long_killer(text: str) -> bool:
    return text.startswith("3x3:") and ":k:" in text[:8]


def is_short_killer(text: str) -> bool:
    return bool(_SHORT_CHARS.match(text)) and any(ch in text for ch in "<>^v")


def read_long_killer(text: str):
    """The model of a SudoCue ``3x3:d:k:...`` killer string."""
    match = _LONG.match(text) if len(text) <= LONGEST else None   # (a longer one is none: no pattern reads it)
    if not match:
        raise SudokuError("bad_format", "A SudoCue killer string is 3x3::k: or 3x3:d:k: then 81 numbers "
                          "separated by ':'.", details={"format": WHERE, "rule": "sudocue_form"})
    cages = {}
    for cell, number in enumerate(int(v) for v in match.group(2).split(":")):
        total, cage = divmod(number, 256)
        if total:
            known = cages.setdefault(cage, [total, []])
            if known[0] != total:
                raise SudokuError("bad_format", f"SudoCue cage {cage} has two sums, {known[0]} and {total} "
                                  f"(cells {known[1][0] + 1} and {cell + 1}, counting across the rows).",
                                  cells=(known[1][0], cell), details={"format": WHERE, "cage": cage, "rule": "sudocue_two_sums",
                                                                     "first": known[0], "second": total, "size": 9})
            known[1].append(cell)
    found = []
    for total, cells in cages.values():
        found.append((tuple(cells), total))
    houses = [(d, diagonal(9, d)) for d in ("diagonal+", "diagonal-")] if match.group(1) else []
    return build_variant(9, (0,) * 81, cages=found, houses=houses)


def read_short_killer(text: str):
    """The model of a short (81 arrows and sums) killer string."""
    heads = []
    for cell, ch in enumerate(text):
        if ch in _STEPS:
            dr, dc = _STEPS[ch]
            r, c = cell // 9 + dr, cell % 9 + dc
            if not (0 <= r < 9 and 0 <= c < 9):
                raise SudokuError("bad_cell", f"Row {cell // 9 + 1}, column {cell % 9 + 1} points ({ch!r}) out of "
                                  "the grid.", cells=(cell,),
                                  details={"format": WHERE, "rule": "short_killer_out", "size": 9, "char": ch})
            heads.append(r * 9 + c)
        else:
            heads.append(cell)
    cages = {}
    for cell in range(81):
        head, steps = cell, 0
        while heads[head] != head:
            head, steps = heads[head], steps + 1
            if steps > 81:
                raise SudokuError("bad_format", f"The arrows from row {cell // 9 + 1}, column {cell % 9 + 1} go "
                                  "round in a loop.", cells=(cell,),
                                  details={"format": WHERE, "rule": "short_killer_loop", "cell": cell, "size": 9})
        cages.setdefault(head, []).append(cell)
    found = []
    for head, cells in cages.items():
        ch = text[head]
        total = int(ch) if ch.isdigit() else ord(ch) - 55 if ch.isupper() else ord(ch) - 61
        found.append((tuple(cells), total or None))
    return build_variant(9, (0,) * 81, cages=found)
