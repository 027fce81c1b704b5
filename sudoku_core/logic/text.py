"""Steps in words: the standard one-line notation and an English sentence.

Both are built only from a step's parts (technique id, cells, digits,
houses), so a user interface can build the same sentence in another
language from the same parts. Each technique's English sentence is a
template here, keyed by technique id; the fields are filled by
:func:`fields`, which names cells, houses and digits.
"""

from __future__ import annotations

from ..errors import SudokuError
from ..values import FrozenValue
from .notation import candidates_text, cell_name, cells_name, house_name

HOUSE_WORDS = ("row", "column", "box")

#: A finned fish's sentence after its name ({fish}: the fish it is a fin away from). "as a fin in"
#: reads for one fin or several ("in the fins r4c4" did not); the eliminations are the cover's cells
#: that see every fin ("4 leaves r6c6<>4" said the digit twice and not why those cells).
_FINNED = ("in {{base}}, {{digit}} fits only in {{cover}} or as a fin in {{fins}}; either a fin holds {{digit}} or "
           "the {fish} stands, and both ways {{digit}} leaves the cells of {{cover}} that see every fin: "
           "{{eliminations}}.")

#: technique id -> English sentence template (fields from :func:`fields`).
SENTENCES = {
    "full_house": "Full House: {cell} is the last empty cell of {house}, so it takes the missing {digit}.",
    "hidden_single": "Hidden Single: in {house}, {digit} fits only in {cell}.",
    "naked_single": "Naked Single: {cell} has only one candidate left, {digit}.",
    "locked_pointing": "Locked Candidates (pointing): in {house}, {digit} fits only in {cover_house}, "
                       "so {digit} leaves the rest of {cover_house}: {eliminations}.",
    "locked_claiming": "Locked Candidates (claiming): in {house}, {digit} fits only in {cover_house}, "
                       "so {digit} leaves the rest of {cover_house}: {eliminations}.",
    "naked_pair": "Naked Pair: {cells} hold only {digits} between them, so {digits} leave the other cells of {houses_words}: "
                  "{eliminations}.",
    "naked_triple": "Naked Triple: {cells} hold only {digits} between them, so {digits} leave the other cells of "
                    "{houses_words}: {eliminations}.",
    "naked_quad": "Naked Quad: {cells} hold only {digits} between them, so {digits} leave the other cells of {houses_words}: "
                  "{eliminations}.",
    "hidden_pair": "Hidden Pair: in {house}, {digits} fit only in {cells}, so the other candidates leave those cells: "
                   "{eliminations}.",
    "hidden_triple": "Hidden Triple: in {house}, {digits} fit only in {cells}, so the other candidates leave those "
                     "cells: {eliminations}.",
    "hidden_quad": "Hidden Quad: in {house}, {digits} fit only in {cells}, so the other candidates leave those cells: "
                   "{eliminations}.",
    "x_wing": "X-Wing: in {base}, {digit} fits only in {cover}, so {digit} leaves the rest of {cover}: {eliminations}.",
    "swordfish": "Swordfish: in {base}, {digit} fits only in {cover}, so {digit} leaves the rest of {cover}: "
                 "{eliminations}.",
    "jellyfish": "Jellyfish: in {base}, {digit} fits only in {cover}, so {digit} leaves the rest of {cover}: "
                 "{eliminations}.",
    "finned_x_wing": "Finned X-Wing: " + _FINNED.format(fish="X-Wing"),
    "sashimi_x_wing": "Sashimi X-Wing: " + _FINNED.format(fish="X-Wing"),
    "finned_swordfish": "Finned Swordfish: " + _FINNED.format(fish="Swordfish"),
    "sashimi_swordfish": "Sashimi Swordfish: " + _FINNED.format(fish="Swordfish"),
    "finned_jellyfish": "Finned Jellyfish: " + _FINNED.format(fish="Jellyfish"),
    "sashimi_jellyfish": "Sashimi Jellyfish: " + _FINNED.format(fish="Jellyfish"),
}


#: Sentences shared by several techniques, keyed by a step's ``parts["sentence"]``.
SHARED_SENTENCES = {
    "chain": "{name}: {chain}. If {start} is false, the chain makes {end} true; one of the two is true, "
             "so {result}.",
    "chain_loop": "{name}: {chain}. If {start} were false, the chain would make it true; so {result}.",
    "contradiction": "{name}: if {cell} were {digit}, its consequences would end in a contradiction "
                     "({contradiction_text}); so {result}.",
    "forcing_cell": "{name}: whichever candidate {source_cell} takes ({branch_digits}), its consequences "
                    "lead to {result}; so that holds.",
    "forcing_digit": "{name}: whether {source_cell} is {source_digit} or not, its consequences lead to {result}; "
                     "so that holds.",
    "forcing_unit": "{name}: wherever {source_digit} goes in {source_house} ({branch_cells}), its "
                    "consequences lead to {result}; so that holds.",
}
SENTENCES.update({
    "x_chain": SHARED_SENTENCES["chain"], "xy_chain": SHARED_SENTENCES["chain"], "aic": SHARED_SENTENCES["chain"],
    "grouped_aic": SHARED_SENTENCES["chain"],
    "contradiction_chain": SHARED_SENTENCES["contradiction"],
    "dynamic_contradiction_chain": SHARED_SENTENCES["contradiction"],
    "forcing_chain": SHARED_SENTENCES["forcing_cell"], "dynamic_forcing_chain": SHARED_SENTENCES["forcing_cell"],
    "dynamic_forcing_chain_plus": SHARED_SENTENCES["contradiction"],
})

SENTENCES.update({
    "xy_wing": "XY-Wing: the pivot {pivot_cell} is one of two digits, and either way one of the pincers {cells} is "
               "{digit}; so {digit} leaves every cell that sees both pincers: {eliminations}.",
    "xyz_wing": "XYZ-Wing: one of {pivot_cell} and its pincers {cells} is {digit}; so {digit} leaves every cell that "
                "sees all three: {eliminations}.",
    "w_wing": "W-Wing: {cells} hold the same two digits; in {house}, {link_digit} fits only in {link_cells}, one seeing "
              "each of them, so one of them is {digit}: {eliminations}.",
    "unique_rectangle_1": "Unique Rectangle Type 1: {cells} would let {digits} swap, giving a second solution; "
                          "so {cell} cannot be either: {eliminations}.",
    "unique_rectangle_2": "Unique Rectangle Type 2: {cells} would let {digits} swap; so one of {roof} is {digit}, "
                          "and {digit} leaves every cell that sees both: {eliminations}.",
    "unique_rectangle_3": "Unique Rectangle Type 3: {cells} would let {digits} swap; so {roof} hold one of their other "
                          "digits, which with {subset} form a naked set of {subset_digits} in {house}: {eliminations}.",
    "unique_rectangle_4": "Unique Rectangle Type 4: {cells} would let {digits} swap; in {house}, {digit} fits only in "
                          "{roof}, so neither can be {other_digit}: {eliminations}.",
    "als_xz": "ALS-XZ: {als_a} and {als_b} each hold one digit more than cells; {x_digit} can be in only one of "
              "them, so the other is locked and {digits} lies in one of them: {eliminations}.",
    "bug_plus_1": "BUG+1: every empty cell but {cell} has two candidates; were {cell} not {digit}, each digit would "
                  "have two places in every house and the puzzle two solutions; so {placements}.",
    "skyscraper": "Skyscraper: in {houses_words}, {digit} has two places each, joined at the base; one of the tops "
                  "holds {digit}, so {eliminations}.",
    "two_string_kite": "2-String Kite: in {houses_words}, {digit} has two places each, joined in {box_house}; one of "
                       "the free ends holds {digit}, so {eliminations}.",
    "empty_rectangle": "Empty Rectangle: in {box_house}, {digit} lies only in {houses_words}; with the pair {cells} "
                       "in {line_house}, {digit} is in one place or the other either way: {eliminations}.",
    "simple_colouring": "Simple Colouring: the conjugate pairs of {digit} give two colours, {colour_a} and {colour_b}; "
                        "one colour holds {digit}: {eliminations}.",
})
SHARED_SENTENCES.update({
    "colouring_trap": "Simple Colouring (trap): the conjugate pairs of {digit} give two colours, {colour_a} and "
                      "{colour_b}, one of which holds {digit}; cells seeing both colours lose it: {eliminations}.",
    "colouring_wrap": "Simple Colouring (wrap): the conjugate pairs of {digit} give two colours, {colour_a} and "
                      "{colour_b}; two cells of one colour see each other, so that colour is false: {eliminations}.",
})

# Sudoku Explainer's own techniques (the SE profile, :mod:`.se`). A step of SE's unique loops or BUG
# is said by its ``type`` (the key ``id/type``, ``h`` for a type 3 with a hidden set); the steps of
# SE's chaining producers by their ``kind`` (see :data:`CHAIN_KINDS`), whatever the producer, so a
# new chaining producer (dynamic (+), nested levels) needs no sentence of its own: only its names.
_DIRECT_LOCKED = ("{name}: in {house}, {digit} fits only in {cover_house}; so in {single_house} it cannot "
                  "go in {cleared}, and fits only in {cell}: {placements}.")
_DIRECT_HIDDEN = ("{name}: in {house}, {digits} fit only in {cells}, so those cells hold nothing else; "
                  "then in {house}, {digit} fits only in {cell}: {placements}.")
_ALIGNED = ("{name}: {cells} cannot take candidates that together would empty one of the cells {excluders} "
            "or repeat a digit; the candidates that fit no such combination go: {eliminations}.")
_LOOP = "{name} (type {type}): {cells} would let {digits} swap, giving a second solution"
_BUG = "{name} (type {type}): but for {bug_candidates} the grid would have two solutions, so one of them is true"
SENTENCES.update({
    "direct_pointing": _DIRECT_LOCKED, "direct_claiming": _DIRECT_LOCKED,
    "direct_hidden_pair": _DIRECT_HIDDEN, "direct_hidden_triple": _DIRECT_HIDDEN,
    "aligned_pair_exclusion": _ALIGNED, "aligned_triple_exclusion": _ALIGNED,
    "unique_loop/1": _LOOP + "; so {cell} holds neither: {eliminations}.",
    "unique_loop/2": _LOOP + " unless one of {extra_cells} is {digit}; so {digit} leaves every cell that sees "
                             "them all: {eliminations}.",
    "unique_loop/3": _LOOP + " unless {extra_cells} hold another digit; with {naked_cells} they form a naked set "
                             "of {naked_digits} in {house}: {eliminations}.",
    "unique_loop/3h": _LOOP + " unless {extra_cells} hold another digit; so in {house}, {hidden_digits} fit only in "
                              "{hidden_cells} and one of {extra_cells}: {eliminations}.",
    "unique_loop/4": _LOOP + "; in {house}, {digit} fits only in {extra_cells}, so neither can be {other_digit}: "
                             "{eliminations}.",
    "bivalue_universal_grave/1": _BUG + ": {eliminations}.",
    "bivalue_universal_grave/2": _BUG + ", and {digit} leaves every cell that sees them all: {eliminations}.",
    "bivalue_universal_grave/3": _BUG + "; in {house}, {cells} then act as one cell of a naked set of "
                                        "{naked_digits} with {naked_cells}: {eliminations}.",
    "bivalue_universal_grave/4": _BUG + "; in {house}, {digit} goes in one of {cells}, so each keeps only its BUG "
                                        "digits and {digit}: {eliminations}.",
})

#: A chaining producer's ``parts["kind"]`` (numbers, as :mod:`.se.forcing` gives them) -> the key
#: of its sentence in :data:`SHARED_SENTENCES`; a contradiction's key adds whether the
#: assumption was ``_on`` (true) or ``_off``.
CHAIN_KINDS = {1: "se_cycle", 2: "se_chain", 3: "se_contradiction", 4: "se_double", 5: "se_cell", 6: "se_house"}
SHARED_SENTENCES.update({
    "se_cycle": "{name}: a closed loop of {length} links alternates through {digit} in {cell}; either way round, "
                "{result}.",
    "se_chain": "{name}: a chain of {length} links from {digit} in {cell} leads back to it with the opposite "
                "value, so the assumption is false: {result}.",
    "se_contradiction_on": "{name}: if {cell} were {digit}, its consequences would make {target} both true and "
                           "false; so {result}.",
    "se_contradiction_off": "{name}: if {cell} were not {digit}, its consequences would make {target} both true "
                            "and false; so {result}.",
    "se_double": "{name}: whether {cell} is {digit} or not, its consequences lead to {result}; so that holds.",
    "se_cell": "{name}: whichever candidate {cell} takes, its consequences lead to {result}; so that holds.",
    "se_house": "{name}: wherever {digit} goes in {house}, its consequences lead to {result}; so that holds.",
    "se_nested": "{name}: assumptions followed with chains inside their chains lead to {result}; so that holds.",
})


#: The pattern in notation of SE's steps that carry none of their own (``parts["notation"]``),
#: from their fields: the loop's digits and cells, the BUG cells, the aligned cells.
PATTERNS = {
    "unique_loop": "{digits} {cells}", "bivalue_universal_grave": "{cells}",
    "aligned_pair_exclusion": "{cells}", "aligned_triple_exclusion": "{cells}",
}


def template_key(step) -> "tuple[str, str]":
    """Where a step's sentence is: ``("shared", key)`` or ``("technique", key)`` (a technique's
    own key, or ``id/type`` for the SE steps said by their type)."""
    parts = step.parts
    if "sentence" in parts:
        return "shared", parts["sentence"]
    if "type" in parts:
        return "technique", f"{step.technique}/{parts['type']}" + ("h" if "hidden_cells" in parts else "")
    kind = CHAIN_KINDS.get(parts.get("kind"))
    if kind and "cell" not in parts and "house" not in parts:
        return "shared", "se_nested"   # a nested level's step keeps no assumption of its own to name
    if kind == "se_contradiction":
        return "shared", kind + ("_on" if parts.get("on") else "_off")
    if kind:
        return "shared", kind
    return "technique", step.technique


#: What went wrong at the end of a contradiction chain, keyed by its kind.
CONTRADICTIONS = {
    "clash": "{where_cell} would have to hold {missing} and not hold it",
    "twice": "{missing} would appear twice in {where_house}",
    "empty_cell": "{where_cell} would have no candidate left",
    "no_place": "{missing} would have no place left in {where_house}",
}


def node_words(size: int, symbols: str, node) -> str:
    """``5 in r1c2`` (or ``5 in r1c23`` for a group)."""
    cells, digit = node
    return f"{symbols[digit - 1]} in {cells_name(size, cells)}"


def house_words(size: int, house: int) -> str:
    kind, index = divmod(house, size)
    return f"{HOUSE_WORDS[kind]} {index + 1}"


#: The plural of each kind of house, for a list of several of one kind.
HOUSES_WORDS = ("rows", "columns", "boxes")


def houses_list(size: int, houses) -> str:
    """Several houses in words, grouped by kind in the order met: "boxes 1, 2 and 4",
    "row 3 and columns 2 and 7" (it was "box 1 and box 2 and box 4 ...")."""
    parts = [f"{HOUSE_WORDS[kind]} {numbers[0]}" if len(numbers) == 1 else
             f"{HOUSES_WORDS[kind]} {_and_list(numbers)}" for kind, numbers in house_groups(size, houses)]
    return _and_list(parts)


def house_groups(size: int, houses) -> list:
    """``[(kind, [numbers as text]), ...]``: the houses by kind (0 rows, 1 columns, 2 boxes), the
    kinds in the order met (a list, not a dict: MicroPython's dicts keep no order)."""
    groups = []
    for house in houses:
        kind, index = divmod(int(house), size)
        for k, numbers in groups:
            if k == kind:
                numbers.append(str(index + 1))
                break
        else:
            groups.append((kind, [str(index + 1)]))
    return groups


def _and_list(items) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


class Words(FrozenValue):
    """How a language names a step's parts: ``house(size, house)``, the technique ``name(step)``,
    a chain ``node(size, symbols, node)``, the ``joiner`` of two houses and the ``contradictions``
    templates, the ``colon`` after a technique's name in the notation ("Hidden Single: r3c7=5";
    Chinese "摒除法：r3c7=5"), and ``listed(items)``, a list of several named parts joined as the
    language joins a list ("a, b and c"; Chinese "a、b、c": a bare ", " left English without its
    "and" and Chinese with an ASCII comma). Cells and candidates stay in the standard notation in
    every language."""

    FIELDS = ("house", "name", "node", "joiner", "contradictions", "colon", "listed")

    house: object
    name: object
    node: object
    joiner: str
    contradictions: dict
    colon: str = ": "
    listed: object = _and_list


def _require_step(step, size, symbols) -> None:
    """The arguments of :func:`notation`, :func:`sentence` and :func:`fields`: a step (from a
    path or a hint), the grid's side and a symbol per digit; else a ``bad_argument``."""
    if not isinstance(getattr(step, "technique", None), str) or not isinstance(getattr(step, "parts", None), dict):
        raise SudokuError("bad_argument", f"Expected a step (a path's or a hint's), got {type(step).__name__}.")
    if type(size) is not int or not 1 <= size <= 25:
        raise SudokuError("bad_argument", f"size must be the grid's side, 1 to 25, got {size!r:.20}.")
    if not isinstance(symbols, str) or len(symbols) < size:
        raise SudokuError("bad_argument", f"symbols must be text with a symbol for each of the {size} digits, "
                          f"got {symbols!r:.30}.")


def fields(step, size: int, symbols: str, words: "Words | None" = None) -> dict:
    """Every part of a step named in words (English unless ``words`` says otherwise) and notation."""
    _require_step(step, size, symbols)
    words = words or ENGLISH
    out = {}
    for key, value in step.parts.items():
        if key in ("cell",) or key.endswith("_cell"):
            out[key] = cell_name(size, value)
        elif key in ("house",) or key.endswith("_house"):
            out[key] = words.house(size, value)
        elif key in ("houses", "base", "cover"):
            out[key] = ", ".join(house_name(size, h) for h in value)
        elif key in ("cells", "fins", "floor", "roof", "als_a", "als_b", "subset", "colour_a", "colour_b",
                     "excluders", "cleared") or key.endswith("_cells"):
            out[key] = cells_name(size, value)
        elif key == "bug_digits":  # SE's BUG: (cell, its BUG digits) pairs
            out["bug_candidates"] = words.listed([words.node(size, symbols, ((c,), d)) for c, ds in value for d in ds])
            out[key] = value
        elif key == "target":  # SE's chains: the (cell, digit) they prove or contradict
            out[key] = words.node(size, symbols, ((value[0],), value[1]))
        elif key.endswith("_digits"):
            out[key] = ("" if size <= 9 else ",").join(symbols[d - 1] for d in value)
        elif key in ("digit", "missing") or key.endswith("_digit"):
            out[key] = symbols[value - 1] if value else ""
        elif key in ("start", "end"):
            out[key] = words.node(size, symbols, value)
        elif key == "chain":
            out[key] = step.parts.get("notation", "")
        elif key == "branches":
            out["branch_digits"] = words.listed([symbols[d - 1] for _, d in value])
            out["branch_cells"] = cells_name(size, [c for c, _ in value])
            out["source_digit"] = symbols[value[0][1] - 1]
            out[key] = value
        elif key == "digits":
            out[key] = ("" if size <= 9 else ",").join(symbols[d - 1] for d in value)
        else:
            out[key] = value
    if "houses" in step.parts:  # "row 2 and box 1", for sentences
        out["houses_words"] = words.joiner.join(words.house(size, h) for h in step.parts["houses"])
    out["eliminations"] = candidates_text(size, symbols, step.eliminations, "<>")
    out["placements"] = candidates_text(size, symbols, step.placements, "=")
    out["result"] = ", ".join(x for x in (out["placements"], out["eliminations"]) if x)
    out["name"] = words.name(step)
    if "contradiction" in step.parts:
        out["contradiction_text"] = words.contradictions[step.parts["contradiction"]].format(**out)
    return out


def technique_name(technique_id: str) -> str:
    """A technique's English name, of either profile (the teaching one's, else SE's), by id."""
    from .techniques import BY_ID  # on first use: the page's main thread imports this module, not the engine

    technique = BY_ID.get(technique_id)
    if technique is None:
        from .se import SE_BY_ID  # only then: the teaching words do not load SE's producers

        technique = SE_BY_ID.get(technique_id)
    return technique.name if technique else technique_id


def name(step) -> str:
    """The technique's English name."""
    return technique_name(step.technique)


#: The English words (the core's own sentences use them).
ENGLISH = Words(house=house_words, name=name, node=node_words, joiner=" and ", contradictions=CONTRADICTIONS)


def notation(step, size: int, symbols: str, words: "Words | None" = None) -> str:
    """``Hidden Single: r3c7=5`` or ``X-Wing: 4 r2,r7 c3,c8 => r5c3<>4``: the
    technique, what forms the pattern, then what it proves."""
    words = words or ENGLISH
    f = fields(step, size, symbols, words)
    result = ", ".join(x for x in (f["placements"], f["eliminations"]) if x)
    pattern = step.parts.get("notation")
    if pattern is None and step.technique in PATTERNS:
        pattern = PATTERNS[step.technique].format(**f)
    head = words.name(step) + (words.colon + pattern if pattern else "")
    return f"{head} => {result}" if pattern else head + words.colon + result


def sentence(step, size: int, symbols: str, words: "Words | None" = None, sentences=None, shared=None) -> str:
    """A sentence for the step, English unless ``words`` and the ``sentences`` / ``shared``
    templates (keyed as :data:`SENTENCES` and :data:`SHARED_SENTENCES`) say otherwise; a step
    without a template falls back to the notation."""
    _require_step(step, size, symbols)
    sentences, shared = sentences or SENTENCES, shared or SHARED_SENTENCES
    where, key = template_key(step)
    template = (shared if where == "shared" else sentences).get(key) or sentences.get(step.technique)
    if template is None:
        return notation(step, size, symbols, words)
    return template.format(**fields(step, size, symbols, words))
