"""Steps in words: the standard one-line notation and an English sentence.

Both are built only from a step's parts (technique id, cells, digits,
houses), so a user interface can build the same sentence in another
language from the same parts. Each technique's English sentence is a
template here, keyed by technique id; the fields are filled by
:func:`fields`, which names cells, houses and digits.
"""

from __future__ import annotations

from .notation import candidates_text, cell_name, cells_name, house_name
from .techniques import BY_ID

HOUSE_WORDS = ("row", "column", "box")

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
    "finned_x_wing": "Finned X-Wing: in {base}, {digit} fits only in {cover} or in the fins {fins}; either a fin "
                     "holds {digit} or the X-Wing stands, and both ways {digit} leaves {eliminations}.",
    "sashimi_x_wing": "Sashimi X-Wing: in {base}, {digit} fits only in {cover} or in the fins {fins}; either a fin "
                      "holds {digit} or the X-Wing stands, and both ways {digit} leaves {eliminations}.",
    "finned_swordfish": "Finned Swordfish: in {base}, {digit} fits only in {cover} or in the fins {fins}; either a "
                        "fin holds {digit} or the Swordfish stands, and both ways {digit} leaves {eliminations}.",
    "sashimi_swordfish": "Sashimi Swordfish: in {base}, {digit} fits only in {cover} or in the fins {fins}; either a "
                         "fin holds {digit} or the Swordfish stands, and both ways {digit} leaves {eliminations}.",
    "finned_jellyfish": "Finned Jellyfish: in {base}, {digit} fits only in {cover} or in the fins {fins}; either a "
                        "fin holds {digit} or the Jellyfish stands, and both ways {digit} leaves {eliminations}.",
    "sashimi_jellyfish": "Sashimi Jellyfish: in {base}, {digit} fits only in {cover} or in the fins {fins}; either a "
                         "fin holds {digit} or the Jellyfish stands, and both ways {digit} leaves {eliminations}.",
}


def house_words(size: int, house: int) -> str:
    kind, index = divmod(house, size)
    return f"{HOUSE_WORDS[kind]} {index + 1}"


def fields(step, size: int, symbols: str) -> dict:
    """Every part of a step named in English words and notation."""
    out = {}
    for key, value in step.parts.items():
        if key in ("cell",):
            out[key] = cell_name(size, value)
        elif key in ("house", "base_house", "cover_house"):
            out[key] = house_words(size, value)
        elif key in ("houses", "base", "cover"):
            out[key] = ", ".join(house_name(size, h) for h in value)
        elif key in ("cells", "fins"):
            out[key] = cells_name(size, value)
        elif key == "digit":
            out[key] = symbols[value - 1]
        elif key == "digits":
            out[key] = ("" if size <= 9 else ",").join(symbols[d - 1] for d in value)
        else:
            out[key] = value
    if "houses" in step.parts:  # "row 2 and box 1", for sentences
        out["houses_words"] = " and ".join(house_words(size, h) for h in step.parts["houses"])
    out["eliminations"] = candidates_text(size, symbols, step.eliminations, "<>")
    out["placements"] = candidates_text(size, symbols, step.placements, "=")
    return out


def name(step) -> str:
    """The technique's English name."""
    technique = BY_ID.get(step.technique)
    return technique.name if technique else step.technique


def notation(step, size: int, symbols: str) -> str:
    """``Hidden Single: r3c7=5`` or ``X-Wing: 4 r2,r7 c3,c8 => r5c3<>4``: the
    technique, what forms the pattern, then what it proves."""
    f = fields(step, size, symbols)
    result = ", ".join(x for x in (f["placements"], f["eliminations"]) if x)
    pattern = step.parts.get("notation")
    head = name(step) + (f": {pattern}" if pattern else "")
    return f"{head} => {result}" if pattern else f"{head}: {result}"


def sentence(step, size: int, symbols: str) -> str:
    """An English sentence for the step (falls back to the notation)."""
    template = SENTENCES.get(step.technique)
    if template is None:
        return notation(step, size, symbols)
    return template.format(**fields(step, size, symbols))
