"""Variant Sudoku (issue 32): killer, jigsaw, diagonal, windoku, anti-knight and friends.

- ``model``: the :class:`Variant` value and its :class:`Cage`; :func:`make_variant` builds a
  checked one;
- ``validation``: every rule a variant keeps, each broken one a specific :class:`SudokuError`;
- ``shapes``: where boxes, regions, extra houses and chess-move neighbours lie;
- ``cage_sums``: which digit sets make a cage's sum;
- ``dots``: kropki and XV dots and their strict rules, as what each digit leaves its partner;
- ``little_killers``: the diagonals a little killer may sum, in one order, and a sum's bounds;
- ``solver``: :func:`solve_variant`, :func:`count_variant` and the paced :class:`VariantSolveTask`,
  with the classic results (:class:`~sudoku_core.SolveResult`); their ``solution`` and
  ``witness`` are variants with every cell given.
"""

from .model import Cage, Variant, make_variant

#: The solver's names, imported on first use: the model, its formats, conflicts and candidates
#: also run under MicroPython (the page's main thread, issue 31), where the solver never does.
_SOLVER_NAMES = ("VariantSolveTask", "count_variant", "solve_variant")


def __getattr__(name):
    if name in _SOLVER_NAMES:
        from . import solver

        return getattr(solver, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_SOLVER_NAMES))

__all__ = ["Cage", "Variant", "VariantSolveTask", "count_variant", "make_variant", "solve_variant"]
