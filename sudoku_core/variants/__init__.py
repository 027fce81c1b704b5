"""Variant Sudoku (issue 32): killer, jigsaw, diagonal, windoku, anti-knight and friends.

- ``model``: the :class:`Variant` value and its :class:`Cage`; :func:`make_variant` builds a
  checked one;
- ``validation``: every rule a variant keeps, each broken one a specific :class:`SudokuError`;
- ``shapes``: where boxes, regions, extra houses and chess-move neighbours lie;
- ``cage_sums``: which digit sets make a cage's sum;
- ``solver``: :func:`solve_variant`, :func:`count_variant` and the paced :class:`VariantSolveTask`,
  with the classic results (:class:`~sudoku_core.SolveResult`); their ``solution`` and
  ``witness`` are variants with every cell given.
"""

from .model import Cage, Variant, make_variant
from .solver import VariantSolveTask, count_variant, solve_variant

__all__ = ["Cage", "Variant", "VariantSolveTask", "count_variant", "make_variant", "solve_variant"]
