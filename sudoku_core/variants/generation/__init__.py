"""New variant puzzles (issue 33), one kind at a time, unique by construction and checked.

- ``solutions``: the rules of each kind and a random full grid that keeps them;
- ``regions``: random connected jigsaw regions;
- ``cages``: a killer's cages over a full grid, split until the solution is unique, merged
  toward a harder puzzle;
- ``carving``: givens taken away (an orbit of a symmetry at a time) while the solution stays
  unique;
- ``generator``: :func:`generate_variant`, the kind, level and seed in, a rated puzzle out.
"""

from .generator import VARIANT_KINDS, VariantGenerated, generate_variant

__all__ = ["VARIANT_KINDS", "VariantGenerated", "generate_variant"]
