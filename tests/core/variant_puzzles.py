"""The shared variant puzzles (../shared/puzzles/variants/iss_puzzles.jsonl) read into Variants,
for the variant tests and benchmark only (the formats' own reader is tested on its own).

Reads the Interactive Sudoku Solver constraint strings of the kinds the model holds (givens,
Cage, Jigsaw, Diagonal, Windoku, DisjointSets, AntiKnight, AntiKing, AntiConsecutive, Odd, Even,
NoBoxes, square Shape, Thermo, WhiteDot, BlackDot, X, V, StrictKropki, StrictXV, LittleKiller,
Arrow, PillArrow), SudoCue's long killer format (``3x3::k:...``) and the short killer format
(one character a cell, arrows to the cage's sum); puzzles with anything else are skipped.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from sudoku_core import SudokuError
from sudoku_core.variants import Cage, Variant, make_variant
from sudoku_core.variants import shapes

#: The shared puzzles live beside the project; tests skip without them.
PATH = Path(os.environ.get("SUDOKU_PUZZLES", Path(__file__).resolve().parents[3] / "shared" / "puzzles")) / "variants" / "iss_puzzles.jsonl"

INDEX = "123456789abcdefg"
DOTS = {"WhiteDot": "white", "BlackDot": "black", "X": "x", "V": "v"}
EVEN, ODD = "even", "odd"


class Unsupported(Exception):
    """A constraint the model does not hold."""


def load(path=PATH) -> list:
    """[(name, Variant, solution digits)] of every supported puzzle; [] without the file."""
    if not Path(path).is_file():
        return []
    found = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        record = json.loads(line)
        try:
            variant, offset = read(record["iss"])
        except Unsupported:
            continue
        except SudokuError as error:  # ISS lets cages overlap; the model calls it an error
            if error.code != "overlapping_cages":
                raise
            continue
        letters = variant.size > 9  # A..P stand for 1..16
        solution = tuple(ord(ch) - 64 if letters else int(ch) + offset for ch in record["solution"])
        found.append((record["name"], variant, solution))
    return found


def read(text: str):
    """(Variant, digit offset) of one puzzle string; raises Unsupported."""
    text = re.sub(r"\s+", "", text)
    if text.startswith("3x3:"):
        return _long_killer(text), 0
    if len(text) == 81 and re.search(r"[<>v^]", text):
        return _short_killer(text), 0
    if not text.startswith("."):
        raise Unsupported(text[:20])
    return _iss(text)


def _cell(token: str, size: int) -> int:
    match = re.fullmatch(r"R(\w)C(\w)", token)
    if not match:
        raise Unsupported(token)
    return INDEX.index(match[1].lower()) * size + INDEX.index(match[2].lower())


def _iss(text: str):
    size, offset = 9, 0
    fields = {"extra_houses": [], "differ": set(), "cages": [], "parity": [], "non_consecutive": False,
              "thermos": [], "dots": [], "strict": [], "little_killers": [], "arrows": [], "sandwiches": []}
    items = [item.split("~") for item in text.split(".")[1:]]
    for kind, *args in items:
        if kind == "Shape":
            rows, _, cols = args[0].partition("x")
            if rows != cols:
                raise Unsupported("non-square")
            size = int(rows)
            if len(args) > 1:
                offset = -int(args[1].split("-")[0]) + 1
    givens = [0] * (size * size)
    windoku = disjoint = False
    for kind, *args in items:
        if kind in ("", "Given"):
            for token in args:
                cell, *values = token.split("_")
                digits = {int(v) + offset for v in values}
                index = _cell(cell, size)
                if len(digits) == 1:
                    givens[index] = digits.pop()
                elif digits == set(range(2, size + 1, 2)):
                    fields["parity"].append((index, EVEN))
                elif digits == set(range(1, size + 1, 2)):
                    fields["parity"].append((index, ODD))
                else:
                    raise Unsupported("candidates")
        elif kind == "Cage":
            total, cells = int(args[0]), tuple(sorted(_cell(t, size) for t in args[1:]))
            fields["cages"].append(Cage(cells, total + offset * len(cells) if total else None))  # 0: no sum
        elif kind == "Jigsaw":
            ids = sorted(set(args[0]))
            fields["regions"] = tuple(ids.index(ch) for ch in args[0])
        elif kind == "Diagonal":
            fields["extra_houses"].append(("diagonal+" if args[0] == "1" else "diagonal-", None))
        elif kind == "Windoku":
            windoku = True
        elif kind == "DisjointSets":
            disjoint = True
        elif kind == "AntiKnight":
            fields["differ"].add("anti-knight")
        elif kind == "AntiKing":
            fields["differ"].add("anti-king")
        elif kind == "AntiConsecutive":
            fields["non_consecutive"] = True
        elif kind == "Thermo":
            fields["thermos"].append(tuple(_cell(t, size) for t in args))
        elif kind in DOTS:   # a dot on every pair of the listed cells side by side
            cells = [_cell(t, size) for t in args]
            fields["dots"] += [(DOTS[kind], a, b) for a in cells for b in cells
                               if a < b and (b - a == size or (b - a == 1 and a // size == b // size))]
        elif kind == "LittleKiller":   # the diagonal from the named cell, in ISS's direction for its side
            start = _cell(args[1], size)
            r, c = divmod(start, size)
            step = (1, 1) if c == 0 else (1, -1) if r == 0 else (-1, -1) if c == size - 1 else (-1, 1)
            line = []
            while 0 <= r < size and 0 <= c < size:
                line.append(r * size + c)
                r, c = r + step[0], c + step[1]
            fields["little_killers"].append((int(args[0]) + offset * len(line), tuple(line)))
        elif kind in ("Arrow", "PillArrow"):   # the bulb's cells (a pill's 2 or 3), then the shaft's
            if offset:
                raise Unsupported("arrow with digits from 0")   # (a sum of digits shifted is another sum)
            pill = int(args.pop(0)) if kind == "PillArrow" else 1
            cells = [_cell(t, size) for t in args]
            fields["arrows"].append((tuple(cells[:pill]), tuple(cells[pill:])))
        elif kind == "Sandwich":   # the row or column the clue stands beside: R3, C3
            if offset:
                raise Unsupported("sandwich with digits from 0")   # (its crusts would be 0 and size-1)
            index = int(args[1][1:]) - 1   # (ISS numbers rows and columns in decimal here: R10)
            line = tuple(index * size + c for c in range(size)) if args[1][0] == "R" else \
                tuple(r * size + index for r in range(size))
            fields["sandwiches"].append((int(args[0]), line))
        elif kind in ("StrictKropki", "StrictXV"):
            fields["strict"].append("kropki" if kind == "StrictKropki" else "xv")
        elif kind in ("Odd", "Even"):
            fields["parity"] += [(_cell(t, size), kind.lower()) for t in args]
        elif kind == "NoBoxes":
            fields["no_boxes"] = True
        elif kind != "Shape":
            raise Unsupported(kind)
    if "regions" in fields and not fields.pop("no_boxes", False):
        # ISS keeps the boxes unless told NoBoxes: the regions are then extra houses
        regions = fields.pop("regions")
        fields["extra_houses"] += [("house", h) for h in shapes.regions_houses(size, regions)]
    box = shapes.DEFAULT_BOX.get(size)
    houses = [(name, shapes.diagonal(size, name) if cells is None else cells) for name, cells in fields["extra_houses"]]
    if windoku:
        houses += [("windoku", h) for h in shapes.windoku(size, box)]
    if disjoint:
        houses += [("disjoint", h) for h in shapes.disjoint(size, box)]
    fields["extra_houses"] = houses
    return make_variant(size=size, givens=givens, check_connected=False, **fields), offset


def _long_killer(text: str) -> Variant:
    parts = text.split(":")
    if parts[2] != "k" or len(parts) != 81 + 4:  # a colon ends the cells
        raise Unsupported("long killer")
    cages = {}
    for cell, value in enumerate(map(int, parts[3:84])):
        total, cage = divmod(value, 256)
        if total:
            cages.setdefault(cage, [total, []])[1].append(cell)
    houses = [(name, shapes.diagonal(9, name)) for name in ("diagonal+", "diagonal-")] if parts[1] == "d" else []
    return make_variant(size=9, cages=[Cage(tuple(cells), total) for total, cells in cages.values()], extra_houses=houses)


def _short_killer(text: str) -> Variant:
    steps = {"v": 9, "^": -9, "<": -1, ">": 1}
    heads = {}
    for cell in range(81):
        head = cell
        for _ in range(10):
            if text[head] not in steps:
                break
            head += steps[text[head]]
        else:
            raise Unsupported("loop")
        heads.setdefault(head, []).append(cell)
    cages = []
    for head, cells in heads.items():
        ch = text[head]
        total = int(ch) if ch.isdigit() else ord(ch) - 55 if ch.isupper() else ord(ch) - 97 + 36
        cages.append(Cage(tuple(cells), total or None))
    return make_variant(size=9, cages=cages)
