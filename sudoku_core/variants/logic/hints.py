"""Hints for a variant, from any position: what is wrong, else the easiest next step.

The same answers, in the same order, as the classic :func:`~sudoku_core.logic.hints.hint_at`
(a wrong entry, a crossed-out candidate the solution needs, the easiest step, solved, stuck),
as the same :class:`~sudoku_core.logic.hints.Hint`, over the variant's rules: the solution is the
variant solver's, the step comes from :data:`~.techniques.VARIANT_TECHNIQUES` on a
:class:`~.board.VariantGrid`. The hint's ``houses`` are where a person should look: the step's
houses (indexes into the variant's layout, see :func:`~.words.resolve`) and, for a cage's step,
its ``cage`` part.
"""

from __future__ import annotations

from ...errors import SudokuError
from ..model import require_variant
from ...logic.hint_kinds import SOLVED, STEP, STUCK, WRONG_ELIMINATION, WRONG_ENTRY
from ...logic.hints import Hint
from ...logic.notation import cell_name
from ...logic.path import next_step_work
from ...logic.slices import run
from .board import VariantGrid
from .rating import unique_variant_work
from .techniques import VARIANT_TECHNIQUES
from .words import ENGLISH, houses_of, notation_of, resolve, sentence_of, where_words

SYMBOLS = "123456789ABCDEFGHIJKLMNOPQ"

_LAST = None  # (the variant, the solver's verdict) of the last check: a page asks again and again


class VariantHint(Hint):
    """A :class:`~sudoku_core.logic.hints.Hint` over a variant's rules: the same fields (its
    ``houses`` index the variant's layout), said with the variant's words: its houses (regions,
    diagonals, windoku boxes ...), cages and techniques by name."""

    def text(self, level: int = 3) -> str:
        if self.kind != STEP:
            return super().text(level)
        layout, step = self.grid.layout, self.step
        parts = resolve(step.parts, layout)
        said = (step.technique, parts, step.placements, step.eliminations, self.size, self.symbols)
        if level == 1:
            where = houses_of(resolve({"houses": self.houses}, layout)["houses"], parts.get("cage"))
            name = ENGLISH["names"].get(step.technique, step.technique)
            if not where:
                return ENGLISH["look_any"].format(name=name)
            return ENGLISH["look"].format(name=name, where=where_words(self.size, where))
        if level == 2:
            return notation_of(*said)
        return sentence_of(*said)


def checked_work(variant):
    """The solver's verdict on the variant (exactly one solution, else the error), remembered for
    the next hint on the same puzzle (a hard killer takes the solver a while)."""
    global _LAST
    if _LAST is not None and _LAST[0] == variant:
        return _LAST[1]
    verdict = yield from unique_variant_work(variant)
    _LAST = (variant, verdict)
    return verdict


def _pairs(value, what: str, size: int, low: int) -> list:
    """``(cell, digit)`` pairs from a dict or a sequence of pairs, each checked; entries (``low`` 0)
    may also be a list of every cell's value, 0 for none, as :func:`~sudoku_core.logic.hint_at` takes
    them (it was refused as "a (cell, digit) pair; got 0")."""
    if low == 0 and isinstance(value, (list, tuple)) and len(value) == size * size \
            and all(type(v) is int for v in value):
        value = list(enumerate(value))
    if value is not None and not isinstance(value, (dict, list, tuple, set, frozenset)):
        raise SudokuError("bad_argument", f"{what}s are a {{cell: digit}} dict or (cell, digit) pairs; got "
                          f"{type(value).__name__}.")
    items = list(value.items()) if isinstance(value, dict) else list(value or ())
    out = []
    for pair in items:
        try:
            cell, digit = pair
        except (TypeError, ValueError):
            raise SudokuError("bad_argument", f"{what} is a (cell, digit) pair; got {pair!r}.") from None
        if type(cell) is not int or type(digit) is not int or not 0 <= cell < size * size \
                or not low <= digit <= size:
            raise SudokuError("bad_argument", f"{what} {pair!r} is out of range.")
        if digit:
            out.append((cell, digit))
    return out


def variant_hint(variant, entries=None, eliminated=()) -> Hint:
    """:func:`variant_hint_work` at once."""
    return run(variant_hint_work(variant, entries, eliminated))


def variant_hint_work(variant, entries=None, eliminated=(), techniques=VARIANT_TECHNIQUES):
    """The hint for a variant position: ``entries`` the person's digits (``{cell: digit}`` or
    pairs; the givens are the variant's), ``eliminated`` the candidates crossed out. A generator:
    it yields the solver's stats while it checks the puzzle, then each technique as it is tried,
    and returns the :class:`~sudoku_core.logic.hints.Hint`. Raises :class:`SudokuError` when the
    variant does not have exactly one solution, or an entry changes a given."""
    require_variant(variant)
    size = variant.size
    symbols = SYMBOLS[:size]
    verdict = yield from checked_work(variant)
    solution = verdict.solution.givens
    givens = variant.givens
    placed = {}
    for cell, digit in _pairs(entries, "An entry", size, 0):
        if givens[cell]:
            if givens[cell] != digit:
                raise SudokuError("bad_argument", f"An entry changes the given of {cell_name(size, cell)}.",
                                  cells=(cell,))
            continue
        if placed.get(cell, digit) != digit:   # (as hint_at: the last of two no longer silently won)
            raise SudokuError("bad_argument", f"Two entries give {cell_name(size, cell)} different digits "
                              f"({placed[cell]} and {digit}).", cells=(cell,))
        placed[cell] = digit
    wrong = tuple(sorted((c, d) for c, d in placed.items() if solution[c] != d))
    if wrong:
        return VariantHint(WRONG_ENTRY, size, symbols, cells=tuple(c for c, _ in wrong), wrong=wrong,
                           solved_by=verdict)
    crossed = _pairs(eliminated, "A crossed-out candidate", size, 1)
    bad = tuple(sorted({(c, d) for c, d in crossed if solution[c] == d and not givens[c] and c not in placed}))
    if bad:
        return VariantHint(WRONG_ELIMINATION, size, symbols, cells=tuple(sorted({c for c, _ in bad})), wrong=bad,
                           solved_by=verdict)
    values = list(givens)
    for cell, digit in placed.items():
        values[cell] = digit
    grid = VariantGrid.from_variant(variant, values, [(c, d) for c, d in crossed if not values[c]])
    if grid.solved():
        return VariantHint(SOLVED, size, symbols, grid=grid, solved_by=verdict)
    step = yield from next_step_work(grid, techniques)
    if step is None:
        return VariantHint(STUCK, size, symbols, grid=grid, solved_by=verdict)
    return VariantHint(STEP, size, symbols, cells=tuple(step.pattern.cells), houses=tuple(step.pattern.houses),
                       step=step, grid=grid, solved_by=verdict)
