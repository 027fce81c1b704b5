"""A variant step in words: the one-line notation and an English sentence, from its parts only.

As for classic steps (:mod:`sudoku_core.logic.text`), nothing here is parsed back: a page builds
the same sentence in another language from the step's ``technique`` and ``parts`` (cells, digits,
house and cage indexes into the variant's :class:`~.board.Layout`). House names follow the
conflict rules' kinds: ``r3`` / "row 3", ``c5`` / "column 5", ``b2`` / "box 2", ``j4`` / "region
4" (a jigsaw's), ``d+`` / "the rising diagonal", ``d-`` / "the falling diagonal", ``w1`` /
"windoku box 1", ``g3`` / "disjoint group 3", ``h2`` / "extra house 2"; a cage is named by its
cells and sum, ``cage r1c12 (3)``.
"""

from __future__ import annotations

from ...logic.notation import candidates_text, cell_name, cells_name
from .techniques import variant_technique_name

SHORT = {"row": "r", "column": "c", "box": "b", "region": "j", "windoku": "w", "disjoint": "g", "house": "h"}
LONG = {"row": "row", "column": "column", "box": "box", "region": "region", "windoku": "windoku box",
        "disjoint": "disjoint group", "house": "extra house"}
DIAGONALS = {"diagonal+": ("d+", "the rising diagonal"), "diagonal-": ("d-", "the falling diagonal")}
BROKEN = {"cell": "{where_cell} has no candidate left", "house": "{missing} has no place left in {where_house}",
          "cage": "no digits can fill {where_cage}"}

SENTENCES = {
    "full_house": "Full House: {cell} is the last empty cell of {house}, so it takes the missing {digit}.",
    "cage_single": "Cage Single: {cell} is the last empty cell of {cage}, so it takes what the sum still needs, "
                   "{digit}.",
    "hidden_single": "Hidden Single: in {house}, {digit} fits only in {cell}.",
    "naked_single": "Naked Single: {cell} has only one candidate left, {digit}.",
    "cage_combinations": "Cage Combinations: {cage} can only be made of {combinations}, so its cells lose the "
                         "other digits: {eliminations}.",
    "rule_of_45": "Rule of 45: the digits of {houses} add up to {whole}; {side_words} {cells} add up to {total}, "
                  "so {result}.",
    "non_consecutive": "Non-Consecutive: {cell} is one of {digits}, so the cells beside it cannot hold a digit next "
                       "to all of them: {eliminations}.",
    "locked_pointing": "Locked Candidates (pointing): in {house}, {digit} fits only in {cells}, so it leaves the "
                       "cells that see them all: {eliminations}.",
    "locked_claiming": "Locked Candidates (claiming): in {house}, {digit} fits only in {cells}, so it leaves the "
                       "cells that see them all: {eliminations}.",
    "generalized_intersection": "Generalized Intersection: in {house}, {digit} fits only in {cells}, so it leaves "
                                "every cell that sees them all: {eliminations}.",
    "cage_locked_digit": "Cage Locked Digit: every set that makes {cage} holds {digit}, which fits there only in "
                         "{cells}; so {digit} leaves every cell that sees them all: {eliminations}.",
    "house_digit_in_cage": "House Digit in a Cage: in {house}, {digit} fits only in {cells}, all in {cage}; so the "
                           "cage holds {digit} there, leaving {combinations}: {eliminations}.",
    "naked_pair": "Naked Pair: {cells} hold only {digits} between them, so {digits} leave every cell that sees "
                  "them all: {eliminations}.",
    "naked_triple": "Naked Triple: {cells} hold only {digits} between them, so {digits} leave every cell that sees "
                    "them all: {eliminations}.",
    "naked_quad": "Naked Quad: {cells} hold only {digits} between them, so {digits} leave every cell that sees "
                  "them all: {eliminations}.",
    "hidden_pair": "Hidden Pair: in {house}, {digits} fit only in {cells}, so the other candidates leave those "
                   "cells: {eliminations}.",
    "hidden_triple": "Hidden Triple: in {house}, {digits} fit only in {cells}, so the other candidates leave those "
                     "cells: {eliminations}.",
    "hidden_quad": "Hidden Quad: in {house}, {digits} fit only in {cells}, so the other candidates leave those "
                   "cells: {eliminations}.",
    "x_wing": "X-Wing: in {base}, {digit} fits only in {cover}, so it leaves the rest of {cover}: {eliminations}.",
    "swordfish": "Swordfish: in {base}, {digit} fits only in {cover}, so it leaves the rest of {cover}: "
                 "{eliminations}.",
    "law_of_leftovers": "Law of Leftovers: {houses} and {regions} hold the same digits, so {cells} and {others} "
                        "hold the same digits too: {eliminations}.",
}
SENTENCES["variant_chain"] = ("Alternating Inference Chain: {chain}. If {start} is false, the chain makes {end} "
                              "true; one of the two is true, so {result}.")
FORCING = {
    "contradiction": "{name}: if {cell} were {digit}, {length} deductions would end in a contradiction "
                     "({broken_text}); so {result}.",
    "cell": "{name}: whichever of {branch_digits} {cell} takes, {length} deductions lead to {result}; so that "
            "holds.",
    "house": "{name}: wherever {digit} goes in {house} ({branch_cells}), {length} deductions lead to {result}; "
             "so that holds.",
}


def house_short(layout, house: int) -> str:
    kind, index, _ = layout.houses[house]
    return DIAGONALS[kind][0] if kind in DIAGONALS else f"{SHORT[kind]}{index + 1}"


def house_long(layout, house: int) -> str:
    kind, index, _ = layout.houses[house]
    return DIAGONALS[kind][1] if kind in DIAGONALS else f"{LONG[kind]} {index + 1}"


def cage_name(layout, cage: int) -> str:
    cells, total = layout.cages[cage]
    return f"the cage {cells_name(layout.size, cells)}" + ("" if total is None else f" ({total})")


def _digits(symbols: str, digits) -> str:
    return ", ".join(symbols[d - 1] for d in digits)


def _houses(layout, houses) -> str:
    houses = list(houses)
    if len(houses) > 2 and all(layout.houses[h][0] == layout.houses[houses[0]][0] for h in houses):
        first, last = house_long(layout, houses[0]), house_long(layout, houses[-1])
        return f"{first.rsplit(' ', 1)[0]}s {first.rsplit(' ', 1)[1]}-{last.rsplit(' ', 1)[1]}"
    return " and ".join(house_long(layout, h) for h in houses)


def fields(step, layout, symbols: str) -> dict:
    """The named pieces a sentence or notation needs, in English."""
    size = layout.size
    parts = step.parts
    out = {"name": variant_technique_name(step.technique)}
    result = []
    if step.placements:
        result.append(candidates_text(size, symbols, step.placements, "="))
    if step.eliminations:
        result.append(candidates_text(size, symbols, step.eliminations, "<>"))
    out["eliminations"] = "; ".join(result)
    out["result"] = " and ".join(result)
    for key, value in parts.items():
        if key == "cell" and value is not None and value >= 0:
            out["cell"] = cell_name(size, value)
        elif key == "digit" and value:
            out["digit"] = symbols[value - 1]
        elif key == "digits":
            out["digits"] = _digits(symbols, value)
        elif key in ("cells", "others"):
            out[key] = cells_name(size, value)
        elif key == "house" and value is not None and value >= 0:
            out["house"] = house_long(layout, value)
        elif key in ("houses", "regions", "base", "cover"):
            out[key] = _houses(layout, value)
        elif key == "cage" and value is not None and value >= 0:
            out["cage"] = cage_name(layout, value)
        elif key == "combinations":
            out["combinations"] = " or ".join("{" + _digits(symbols, c) + "}" for c in value)
        elif key in ("total", "length"):
            out[key] = str(value)
    if step.technique == "rule_of_45":
        n = len(parts["houses"])
        out["whole"] = str(n * size * (size + 1) // 2)
        out["side_words"] = "the cells inside but in no cage wholly inside," if parts["side"] == "innies" \
            else "the cells outside that their crossing cages hold,"
    if "chain" in parts:
        nodes = parts["chain"]
        said = [f"{cell_name(size, nodes[0][0])}={symbols[nodes[0][1] - 1]}"]
        for i, (c, d) in enumerate(nodes[1:]):
            said.append(("=" if i % 2 == 0 else "-") + f" {cell_name(size, c)}={symbols[d - 1]}")
        out["chain"] = " ".join(said)
        out["start"] = f"{cell_name(size, nodes[0][0])}={symbols[nodes[0][1] - 1]}"
        out["end"] = f"{cell_name(size, nodes[-1][0])}={symbols[nodes[-1][1] - 1]}"
    if "form" in parts:
        branches = parts.get("branches", ())
        out["branch_digits"] = _digits(symbols, [d for _, d in branches])
        out["branch_cells"] = cells_name(size, [c for c, _ in branches])
        if parts["form"] == "contradiction":
            broken, where = parts["broken"], parts["where"]
            out["broken_text"] = BROKEN[broken].format(
                where_cell=cell_name(size, where) if broken == "cell" else "",
                where_house=house_long(layout, where) if broken == "house" else "",
                where_cage=cage_name(layout, where) if broken == "cage" else "",
                missing=symbols[parts["missing"] - 1] if parts.get("missing") else "")
    return out


def variant_sentence(step, layout, symbols: str = "123456789ABCDEFGHIJKLMNOPQ") -> str:
    """The step as an English sentence."""
    f = fields(step, layout, symbols)
    template = FORCING[step.parts["form"]] if "form" in step.parts else SENTENCES[step.technique]
    return template.format(**f)


def variant_notation(step, layout, symbols: str = "123456789ABCDEFGHIJKLMNOPQ") -> str:
    """``Cage Combinations: cage r1c12 (3) => r1c12<>3456789``: the technique, what forms the
    pattern, then what it proves."""
    size = layout.size
    parts = step.parts
    f = fields(step, layout, symbols)
    where = []
    if "cage" in parts and parts["cage"] is not None and parts["cage"] >= 0:
        cells, total = layout.cages[parts["cage"]]
        where.append(f"cage {cells_name(size, cells)}" + ("" if total is None else f" ({total})"))
    if "house" in parts and parts["house"] is not None and parts["house"] >= 0:
        where.append(house_short(layout, parts["house"]))
    if "houses" in parts:
        where.append(",".join(house_short(layout, h) for h in parts["houses"]))
    if "base" in parts:
        where.append(",".join(house_short(layout, h) for h in parts["base"]) + " "
                     + ",".join(house_short(layout, h) for h in parts["cover"]))
    if parts.get("digit") and step.technique != "rule_of_45":
        where.insert(0, f["digit"])
    if "form" in parts and parts["form"] == "contradiction":
        where = [f"{f['cell']}={f['digit']} breaks after {parts['length']}"]
    elif "form" in parts:
        where = [" | ".join(f"{cell_name(size, c)}={symbols[d - 1]}" for c, d in parts["branches"])]
    elif "chain" in parts:
        where = [f["chain"]]  # r1c1=5 = r1c5=5 - r3c5=5 ...: "=" strong, "-" weak
    elif step.technique == "rule_of_45":
        where.append(f"{parts['side']} {f['cells']} = {parts['total']}")
    head = f"{f['name']}: " + " ".join(where)
    return f"{head} => {f['eliminations']}" if step.eliminations or step.placements else head
