"""A variant's hints, steps and paths in wire form: what the page needs that a classic step lacks.

A variant step's parts index houses and cages in the variant's layout, which the page does not
build; so they go with their houses as ``(kind, index)`` and their cages as ``(cells, total)``
(``sudoku_core.variants.logic.words.resolve``), marked ``"variant": true`` (the page says them
with the variant's words), with the cells of the houses a step sums or compares as its ``area``
(the rule of 45's houses, the law of leftovers' rows and regions: drawn on the grid). A hint's
``houses`` (where to look, its level 1) are its step's houses and cage, named the same way. Runs
in the engine worker only (it reads the core's objects).
"""

from __future__ import annotations

from dataclasses import replace

from sudoku_core.variants.logic.words import houses_of, resolve

from . import wire

#: The parts whose houses a step sums or compares: their cells are drawn as its area.
AREA_PARTS = ("houses", "regions")


def is_variant(hint) -> bool:
    return hasattr(hint.grid, "layout")


def encode_step(step, layout):
    out = wire.encode_step(replace(step, parts=resolve(step.parts, layout)))
    out["variant"] = True
    out["area"] = sorted({c for key in AREA_PARTS for h in step.parts.get(key, ()) for c in layout.houses[h][2]})
    return out


def encode_hint(hint):
    out = wire.encode_hint(hint)
    out["variant"] = True
    if hint.step is not None:
        layout = hint.grid.layout
        out["step"] = encode_step(hint.step, layout)
        cage = out["step"]["parts"].get("cage")
        out["houses"] = wire.plain(houses_of(resolve({"houses": hint.houses}, layout)["houses"], cage))
    return out


def encode_explain(hint, pairs, path, rating):
    """Explain's answer for a variant (``wire.encode_explain``'s shape): the hint, the (grid
    before, step) pairs, whether the ``path`` ended solved, and ``rating`` (``rate_path``'s fields)
    with ``stopped`` (the path ran out of time) and ``scale`` "variant"."""
    out = wire.encode_explain(hint, pairs, path.solved)
    out["hint"] = encode_hint(hint)
    for k, (grid, step) in enumerate(pairs):
        out["path"][k][1] = encode_step(step, grid.layout)
    rating = dict(rating, stopped=path.stopped)
    out["rating"], out["scale"] = wire.encode_rating(rating), "variant"
    return out
