"""A variant step in words: the one-line notation and a sentence, from its parts only.

As for classic steps (:mod:`sudoku_core.logic.text`), nothing here is parsed back. A step's parts
name houses and cages by their index in the variant's :class:`~.board.Layout`; :func:`resolve`
turns them into what they are (a house as ``(kind, index)``, a cage as ``(cells, total)``), the
form the engine worker sends to the page. From those, :func:`sentence_of` and :func:`notation_of`
build the words in a language: :data:`ENGLISH` here, the page's Chinese in ``sudoku_web``
(the same keys and template fields; a test checks them). House names follow the conflict rules'
kinds: ``r3`` / "row 3", ``c5`` / "column 5", ``b2`` / "box 2", ``j4`` / "region 4" (a jigsaw's),
``d+`` / "the rising diagonal", ``d-`` / "the falling diagonal", ``w1`` / "windoku box 1", ``g3`` /
"disjoint group 3", ``h2`` / "extra house 2"; a cage is named by its cells and sum, ``cage
r1c12 (3)``.

No import of the engine, and only the subset of Python that MicroPython runs: the page's main
thread says the steps (issue 31).
"""

from __future__ import annotations

from ...logic.notation import candidates_text, cell_name, cells_name
from ..sandwiches import house_of

#: Every variant step's technique id and its English name (the registry's, ``techniques``; a
#: locked-candidates step is named for its case).
NAMES = {
    "full_house": "Full House", "cage_single": "Cage Single", "hidden_single": "Hidden Single",
    "cage_combinations": "Cage Combinations", "thermometer": "Thermometer", "dot": "Dot", "little_killer": "Little Killer",
    "arrow": "Arrow", "sandwich": "Sandwich",
    "naked_single": "Naked Single", "rule_of_45": "Rule of 45",
    "non_consecutive": "Non-Consecutive Neighbours", "locked_candidates": "Locked Candidates",
    "locked_pointing": "Locked Candidates (pointing)", "locked_claiming": "Locked Candidates (claiming)",
    "generalized_intersection": "Generalized Intersection", "cage_locked_digit": "Cage Locked Digit",
    "house_digit_in_cage": "House Digit in a Cage", "naked_pair": "Naked Pair", "x_wing": "X-Wing",
    "law_of_leftovers": "Law of Leftovers", "hidden_pair": "Hidden Pair", "naked_triple": "Naked Triple",
    "swordfish": "Swordfish", "hidden_triple": "Hidden Triple", "naked_quad": "Naked Quad",
    "hidden_quad": "Hidden Quad", "variant_chain": "Alternating Inference Chain",
    "innie_outie_difference": "Innie-Outie Difference",
    "variant_forcing": "Forcing Chain (variant rules)", "variant_forcing_plus": "Forcing Chain (+ patterns)",
    "variant_forcing_nested": "Nested Forcing Chain",
}

#: The parts that name one house, a list of houses, or a cage (by Layout index before
#: :func:`resolve`).
HOUSE_KEYS = ("house", "cover_house")
HOUSE_LISTS = ("houses", "regions", "base", "cover")
#: Naked and hidden sets: their notation names the digits and the cells.
SUBSETS = ("naked_pair", "naked_triple", "naked_quad", "hidden_pair", "hidden_triple", "hidden_quad")

SHORT = {"row": "r", "column": "c", "box": "b", "region": "j", "windoku": "w", "disjoint": "g", "house": "h",
         "diagonal+": "d+", "diagonal-": "d-"}

SENTENCES = {
    "full_house": "Full House: {cell} is the last empty cell of {house}, so it takes the missing {digit}.",
    "cage_single": "Cage Single: {cell} is the last empty cell of {cage}, so it takes what the sum still needs, "
                   "{digit}.",
    "hidden_single": "Hidden Single: in {house}, {digit} fits only in {cell}.",
    "naked_single": "Naked Single: {cell} has only one candidate left, {digit}.",
    "cage_combinations": "Cage Combinations: {cage} can only be made of {combinations}, so its cells lose the "
                         "other digits: {eliminations}.",
    "thermometer": "Thermometer: digits rise along {thermo} from its bulb {cell}, so each cell holds more than "
                   "the least the cell before it can hold and less than the most the cell after it can hold: "
                   "{eliminations}.",
    "dot/white": "Dot: the white dot between {cell} and {cells} says their digits are consecutive; {source}, so "
                 "{eliminations}.",
    "dot/black": "Dot: the black dot between {cell} and {cells} says one digit is double the other; {source}, so "
                 "{eliminations}.",
    "dot/x": "Dot: the X between {cell} and {cells} says their digits add up to 10; {source}, so {eliminations}.",
    "dot/v": "Dot: the V between {cell} and {cells} says their digits add up to 5; {source}, so {eliminations}.",
    "dot/no-kropki": "Dot: with no kropki dot between {cell} and {cells} (every dot is given), their digits are "
                     "neither consecutive nor one double the other; {source}, so {eliminations}.",
    "dot/no-xv": "Dot: with no X or V between {cell} and {cells} (every X and V is given), their digits add up to "
                 "neither 10 nor 5; {source}, so {eliminations}.",
    "little_killer": "Little Killer: the digits along {line} add up to {total}, so each cell keeps only what the "
                     "others' smallest and largest digits leave it: {eliminations}.",
    "arrow/circle": "Arrow: the digits along {line} add up to the digit in its circle {cell}, so each cell keeps "
                    "only what the others' digits can complete: {eliminations}.",
    "arrow/pill": "Arrow: the digits along {line} add up to the number its pill {cells} reads, so each cell keeps "
                  "only what the others' digits can complete: {eliminations}.",
    "sandwich": "Sandwich: the digits between the 1 and the {digit} of {house} add up to {total}, so each cell "
                "keeps only the digits some placing of the 1, the {digit} and different digits between them "
                "allows: {eliminations}.",
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
    "variant_chain": "Alternating Inference Chain: {chain}. If {start} is false, the chain makes {end} true; one "
                     "of the two is true, so {result}.",
    # by which side adds up to more (the step's ``bigger`` part)
    "innie_outie_difference/innies": "Innie-Outie Difference: the digits of {houses} add up to {whole}; the cages "
                                     "that cover them but for the innies {innies} and reach out to the outies "
                                     "{outies} add up to {covered}, so the innies add up to {total} more than the "
                                     "outies: {result}.",
    "innie_outie_difference/outies": "Innie-Outie Difference: the digits of {houses} add up to {whole}; the cages "
                                     "that cover them but for the innies {innies} and reach out to the outies "
                                     "{outies} add up to {covered}, so the outies add up to {total} more than the "
                                     "innies: {result}.",
}
FORCING = {
    "contradiction": "{name}: if {cell} were {digit}, {length} deductions would end in a contradiction "
                     "({broken_text}); so {result}.",
    "nested": "{name}: if {cell} were {digit}, {length} deductions, forcing chains of their own among them, would end "
              "in a contradiction ({broken_text}); so {result}.",
    "cell": "{name}: whichever of {branch_digits} {cell} takes, {length} deductions lead to {result}; so that "
            "holds.",
    "house": "{name}: wherever {digit} goes in {house} ({branch_cells}), {length} deductions lead to {result}; "
             "so that holds.",
}
BROKEN = {"cell": "{where_cell} has no candidate left", "house": "{missing} has no place left in {where_house}",
          "cage": "no digits can fill {where_cage}", "sum": "no digits in {where_cells} add up to {where_total}",
          "difference": "no digits make the sum of {where_cells} less the sum of {where_others} equal "
                        "{where_total}",
          "arrow": "no digits along {where_cells} add up to what {where_others} reads",
          "sandwich": "no digits between the 1 and the {top} of {where_house} add up to {where_total}"}
HOUSE_WORDS = {"row": "row {n}", "column": "column {n}", "box": "box {n}", "region": "region {n}",
               "windoku": "windoku box {n}", "disjoint": "disjoint group {n}", "house": "extra house {n}",
               "diagonal+": "the rising diagonal", "diagonal-": "the falling diagonal"}
#: Three or more houses of one kind, numbered in a run ("rows 1-3").
HOUSE_RUNS = {"row": "rows {first}-{last}", "column": "columns {first}-{last}", "box": "boxes {first}-{last}",
              "region": "regions {first}-{last}"}

#: Everything a language supplies; the page's Chinese has the same keys.
ENGLISH = {
    "names": NAMES, "sentences": SENTENCES, "forcing": FORCING, "broken": BROKEN, "houses": HOUSE_WORDS,
    "runs": HOUSE_RUNS, "cage": "the cage {cells}", "cage_sum": "the cage {cells} ({total})", "and": " and ",
    "or": " or ", "list": ", ", "then": "; ",
    "innies": "less the cages wholly inside, the innies",
    "outies": "the cages that cross out of them go over it by their outies, and the outies",
    "look": "Next technique: {name}, in {where}.", "look_any": "Next technique: {name}.",
    # the notation's few words (the rest is the standard notation: cells, digits, houses)
    "colon": ": ", "n_cage": "cage {cells}", "n_cage_sum": "cage {cells} ({total})",
    "n_breaks": "{node} breaks after {length}", "n_innies": "innies", "n_outies": "outies",
    "dot_source": {"placed": "{cell} holds {digits}", "single": "{cell} can only be {digits}",
                   "any": "{cell} may hold any digit", "some": "{cell} is one of {digits}"},
    "n_dot": {"white": "{cell}{{{digits}}} white {cells}", "black": "{cell}{{{digits}}} black {cells}",
              "x": "{cell}{{{digits}}} X {cells}", "v": "{cell}{{{digits}}} V {cells}",
              "no-kropki": "{cell}{{{digits}}} no kropki {cells}", "no-xv": "{cell}{{{digits}}} no XV {cells}"},
}


# ----- a step's parts, resolved ---------------------------------------------------------------------
def resolve(parts: dict, layout) -> dict:
    """``parts`` with each house index as ``(kind, index)`` and each cage index as ``(cells,
    total)`` (a missing one, -1 or None, as None): what the words need without the layout."""

    def house(h):
        return None if h is None or h < 0 else layout.houses[h][:2]

    def cage(k):
        return None if k is None or k < 0 else (tuple(layout.cages[k][0]), layout.cages[k][1])

    out = dict(parts)
    for key in HOUSE_KEYS:
        if key in parts:
            out[key] = house(parts[key])
    for key in HOUSE_LISTS:
        if key in parts:
            out[key] = tuple(house(h) for h in parts[key])
    if "cage" in parts:
        out["cage"] = cage(parts["cage"])
    if "cages" in parts:
        out["cages"] = tuple(cage(k) for k in parts["cages"])
    if parts.get("broken") == "house":
        out["where"] = house(parts["where"])
    elif parts.get("broken") == "cage":
        out["where"] = cage(parts["where"])
    return out


def houses_of(houses, cage=None) -> tuple:
    """Where a hint points (its level 1): the houses (resolved), and a cage's when there is one."""
    return tuple(houses) + ((("cage",) + tuple(cage),) if cage else ())


# ----- names ------------------------------------------------------------------------------------------
def house_long(house, lang=ENGLISH) -> str:
    kind, index = house[0], house[1]
    return lang["houses"][kind].format(n=index + 1)


def house_short(house) -> str:
    kind, index = house[0], house[1]
    return SHORT[kind] if kind in ("diagonal+", "diagonal-") else SHORT[kind] + str(index + 1)


def cage_words(size: int, cage, lang=ENGLISH) -> str:
    cells, total = cage
    if total is None:
        return lang["cage"].format(cells=cells_name(size, cells))
    return lang["cage_sum"].format(cells=cells_name(size, cells), total=total)


def cage_short(size: int, cage, lang=ENGLISH) -> str:
    cells, total = cage
    if total is None:
        return lang["n_cage"].format(cells=cells_name(size, cells))
    return lang["n_cage_sum"].format(cells=cells_name(size, cells), total=total)


def where_words(size: int, where, lang=ENGLISH) -> str:
    """A hint's places to look (:func:`houses_of`): houses and a cage, joined."""
    said = [cage_words(size, (w[1], w[2]), lang) if w[0] == "cage" else house_long(w, lang) for w in where]
    return lang["and"].join(said)


def _digits(symbols: str, digits, lang) -> str:
    return lang["list"].join(symbols[d - 1] for d in digits)


def _houses(houses, lang) -> str:
    """Houses in order ("rows 1-3" for a run of three or more of a kind; "region 1, region 2 and
    region 4" otherwise)."""
    houses = sorted(houses)
    kind = houses[0][0] if houses else None
    numbers = [h[1] for h in houses]
    if len(houses) > 2 and kind in lang["runs"] and all(h[0] == kind for h in houses) \
            and numbers == list(range(numbers[0], numbers[0] + len(numbers))):
        return lang["runs"][kind].format(first=numbers[0] + 1, last=numbers[-1] + 1)
    said = [house_long(h, lang) for h in houses]
    if len(said) > 2:
        return lang["list"].join(said[:-1]) + lang["and"] + said[-1]
    return lang["and"].join(said)


def _node(size, symbols, node) -> str:
    return cell_name(size, node[0]) + "=" + symbols[node[1] - 1]


# ----- the words ------------------------------------------------------------------------------------------
def fields(technique, parts, placements, eliminations, size: int, symbols: str, lang=ENGLISH) -> dict:
    """The named pieces a sentence or notation needs, from resolved parts."""
    out = {"name": lang["names"].get(technique, technique)}
    result = []
    if placements:
        result.append(candidates_text(size, symbols, placements, "="))
    if eliminations:
        result.append(candidates_text(size, symbols, eliminations, "<>"))
    out["eliminations"] = lang["then"].join(result)
    out["result"] = lang["and"].join(result)
    for key in parts:
        value = parts[key]
        if key == "cell" and value is not None and value >= 0:
            out["cell"] = cell_name(size, value)
        elif key == "digit" and value:
            out["digit"] = symbols[value - 1]
        elif key == "digits":
            out["digits"] = _digits(symbols, value, lang)
        elif key in ("cells", "others", "innies", "outies"):
            out[key] = cells_name(size, value)
        elif key in HOUSE_KEYS and value is not None:
            out[key] = house_long(value, lang)
        elif key in HOUSE_LISTS:
            out[key] = _houses(value, lang)
        elif key == "cage" and value is not None:
            out["cage"] = cage_words(size, value, lang)
        elif key == "combinations":
            out["combinations"] = lang["or"].join("{" + _digits(symbols, c, lang) + "}" for c in value)
        elif key in ("total", "length"):
            out[key] = str(value)
        elif key in ("thermo", "line"):
            out[key] = "-".join(cell_name(size, c) for c in value)
    if technique == "dot":   # the source cell: placed, one candidate, any digit, or some
        digits = parts["digits"]
        form = "placed" if parts.get("placed") else "any" if len(digits) == size else \
            "single" if len(digits) == 1 else "some"
        out["source"] = lang["dot_source"][form].format(cell=out["cell"], digits=out["digits"])
    if technique in ("rule_of_45", "innie_outie_difference"):
        whole = len(parts["houses"]) * size * (size + 1) // 2
        out["whole"] = str(whole)
    if technique == "rule_of_45":
        out["side_words"] = lang["innies"] if parts["side"] == "innies" else lang["outies"]
    if technique == "innie_outie_difference":
        out["covered"] = str(whole - parts["total"] if parts["bigger"] == "innies" else whole + parts["total"])
    if "chain" in parts:
        nodes = parts["chain"]
        said = [_node(size, symbols, nodes[0])]
        for i in range(1, len(nodes)):
            said.append(("=" if i % 2 == 1 else "-") + " " + _node(size, symbols, nodes[i]))
        out["chain"] = " ".join(said)
        out["start"] = _node(size, symbols, nodes[0])
        out["end"] = _node(size, symbols, nodes[-1])
    if "form" in parts:
        branches = parts.get("branches", ())
        out["branch_digits"] = _digits(symbols, [d for _, d in branches], lang)
        out["branch_cells"] = cells_name(size, [c for c, _ in branches])
        if parts["form"] in ("contradiction", "nested"):
            broken, where = parts["broken"], parts["where"]
            out["broken_text"] = lang["broken"][broken].format(
                where_cell=cell_name(size, where) if broken == "cell" else "",
                where_house=house_long(where, lang) if broken == "house" else
                house_long(house_of(where[0], size), lang) if broken == "sandwich" else "",
                where_cage=cage_words(size, where, lang) if broken == "cage" else "",
                where_cells=cells_name(size, where[0]) if broken in ("sum", "difference", "arrow") else "",
                where_others=cells_name(size, where[1]) if broken in ("difference", "arrow") else "",
                where_total=str(where[-1]) if broken in ("sum", "difference", "sandwich") else "",
                missing=symbols[parts["missing"] - 1] if parts.get("missing") else "", top=symbols[size - 1])
    return out


def sentence_of(technique, parts, placements, eliminations, size: int, symbols: str, lang=ENGLISH) -> str:
    """A step (its resolved parts) as a sentence in ``lang``."""
    f = fields(technique, parts, placements, eliminations, size, symbols, lang)
    key = technique + "/" + parts["bigger"] if "bigger" in parts else \
        technique + "/" + parts["rule"] if "rule" in parts else technique
    template = lang["forcing"][parts["form"]] if "form" in parts else lang["sentences"][key]
    return template.format(**f)


def notation_of(technique, parts, placements, eliminations, size: int, symbols: str, lang=ENGLISH) -> str:
    """``Cage Combinations: cage r1c12 (3) => r1c12<>3456789``: the technique, what forms the
    pattern, then what it proves (the name in ``lang``, the rest in the standard notation)."""
    f = fields(technique, parts, placements, eliminations, size, symbols, lang)
    where = []
    if parts.get("cage"):
        where.append(cage_short(size, parts["cage"], lang))
    if parts.get("house"):
        where.append(house_short(parts["house"]))
    if "houses" in parts:
        where.append(",".join(house_short(h) for h in sorted(parts["houses"])))
    if "regions" in parts:
        where.append(",".join(house_short(h) for h in sorted(parts["regions"])))
    if technique in SUBSETS:   # the digits and the cells that hold them
        where.append("{" + "".join(symbols[d - 1] for d in parts["digits"]) + "} " + f["cells"])
    if "base" in parts:
        where.append(",".join(house_short(h) for h in parts["base"]) + " "
                     + ",".join(house_short(h) for h in parts["cover"]))
    if parts.get("digit") and technique != "rule_of_45":
        where.insert(0, f["digit"])
    if "form" in parts and parts["form"] in ("contradiction", "nested"):
        where = [lang["n_breaks"].format(node=f["cell"] + "=" + f["digit"], length=parts["length"])]
    elif "form" in parts:
        where = [" | ".join(_node(size, symbols, b) for b in parts["branches"])]
    elif "chain" in parts:
        where = [f["chain"]]  # r1c1=5 = r1c5=5 - r3c5=5 ...: "=" strong, "-" weak
    elif technique == "rule_of_45":
        where.append(lang["n_" + parts["side"]] + " " + f["cells"] + " = " + str(parts["total"]))
    elif technique == "non_consecutive":
        where.append(f["cell"] + " {" + "".join(symbols[d - 1] for d in parts["digits"]) + "}")
    elif technique == "thermometer":
        where = [f["thermo"]]
    elif technique == "little_killer":
        where = [f["line"] + " = " + str(parts["total"])]
    elif technique == "arrow":   # the bulb's cells (a pill's read as one number), then the sum of the shaft
        where = ["".join(cell_name(size, c) for c in parts["cells"]) + " = " +
                 "+".join(cell_name(size, c) for c in parts["line"])]
    elif technique == "sandwich":
        where = [house_short(parts["house"]) + " = " + str(parts["total"])]
    elif technique == "dot":
        where = [lang["n_dot"][parts["rule"]].format(cell=f["cell"], cells=f["cells"],
                                                      digits="".join(symbols[d - 1] for d in parts["digits"]))]
    elif technique == "innie_outie_difference":
        sign = "+" if parts["bigger"] == "innies" else "-"
        where.append(f["innies"] + " - " + f["outies"] + " = " + sign + str(parts["total"]))
    head = f["name"] + lang["colon"] + " ".join(where)
    return head + " => " + f["eliminations"] if eliminations or placements else head


def variant_sentence(step, layout, symbols: str = "123456789ABCDEFGHIJKLMNOPQ") -> str:
    """A core step of a variant (parts by layout index) as an English sentence."""
    return sentence_of(step.technique, resolve(step.parts, layout), step.placements, step.eliminations,
                       layout.size, symbols)


def variant_notation(step, layout, symbols: str = "123456789ABCDEFGHIJKLMNOPQ") -> str:
    """A core step of a variant in notation (see :func:`notation_of`)."""
    return notation_of(step.technique, resolve(step.parts, layout), step.placements, step.eliminations,
                       layout.size, symbols)


def variant_technique_name(technique_id) -> str:
    """The English name of a variant step's technique id."""
    return NAMES.get(technique_id, str(technique_id))
