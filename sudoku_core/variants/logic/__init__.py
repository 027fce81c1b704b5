"""Variant logic (issue 33): the classic logic engine's vocabulary over a variant's rules.

- ``board``: :class:`VariantGrid`, candidates over any houses, peers, cages and neighbours;
- one module per idea: ``singles``, ``intersections`` (generalized), ``subsets``, ``fish``,
  ``killer`` (cage combinations, cages and houses, the rule of 45), ``leftovers`` (jigsaw),
  ``neighbours`` (non-consecutive), ``forcing`` (contradiction under the simple rules), with
  ``cage_math`` answering the sums;
- ``techniques``: the registry; ``rating``: :func:`rate_variant` and :func:`variant_path`;
- ``words``: each step as an English sentence and in notation, from its parts.
"""

from .board import VariantGrid
from .rating import PROFILE, rate_variant, variant_path
from .techniques import VARIANT_TECHNIQUES, variant_technique_name

__all__ = ["PROFILE", "VARIANT_TECHNIQUES", "VariantGrid", "rate_variant", "variant_path", "variant_technique_name"]
