"""Variant logic (issue 33): the classic logic engine's vocabulary over a variant's rules.

- ``board``: :class:`VariantGrid`, candidates over any houses, peers, cages and neighbours;
- one module per idea: ``singles``, ``intersections`` (generalized), ``subsets``, ``fish``,
  ``killer`` (cage combinations, cages and houses, the rule of 45), ``leftovers`` (jigsaw),
  ``neighbours`` (non-consecutive), ``thermos``, ``dots`` (kropki, XV), ``little_killers``, ``chains``, ``forcing``, with ``cage_math`` answering the sums;
- ``techniques``: the registry; ``rating``: :func:`rate_variant` and :func:`variant_path`;
  ``sweep``: what a puzzle needs (no rating), every step of a technique at once, for a generator;
  ``hints``: :func:`variant_hint_work`, the hint from a person's position;
- ``words``: each step as a sentence and in notation, from its parts (imported now: it also runs
  under MicroPython on the page's main thread, which never imports the engine).
"""

from .words import variant_technique_name

#: Every other public name's module, imported on first use (a module ``__getattr__``).
_MODULES = {"VariantGrid": "board", "PROFILE": "rating", "rate_variant": "rating", "variant_path": "rating",
            "VARIANT_TECHNIQUES": "techniques", "variant_hint": "hints", "variant_hint_work": "hints"}


def __getattr__(name):
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(__import__(f"{__name__}.{module}", None, None, [name]), name)


def __dir__():
    return sorted(set(globals()) | set(_MODULES))


__all__ = ["PROFILE", "VARIANT_TECHNIQUES", "VariantGrid", "rate_variant", "variant_hint", "variant_hint_work",
           "variant_path", "variant_technique_name"]
