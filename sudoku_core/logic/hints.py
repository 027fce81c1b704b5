"""Hints from any position: what is wrong, else the easiest next step.

:func:`hint_at` takes the givens, the user's entries and (optionally) the
candidates the user has crossed out, and answers, in this order:

1. ``wrong_entry``: an entry that differs from the unique solution (so it
   leaves no solution);
2. ``wrong_elimination``: a crossed-out candidate that is the cell's digit in
   the solution;
3. ``step``: the easiest logical step from there (the same one the solution
   path would take);
4. ``solved`` (nothing left to do) or ``stuck`` (no technique applies: the
   rest needs guessing; the hint says so rather than guess).

The answer is a :class:`Hint`, structured data first; :meth:`Hint.detail`
gives progressively more of it (level 1: the technique and where to look;
2: the pattern; 3: everything, with what it proves), and :meth:`Hint.text`
says the same in English. Every field is numbers (cells, digits, house
indexes) or ids, so a page can say it in any language.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..checks import require_techniques
from ..errors import SudokuError
from ..formats.puzzle_text import parse
from ..puzzle import Puzzle
from .grid import CandidateGrid
from .hint_kinds import SOLVED, STEP, STUCK, WRONG_ELIMINATION, WRONG_ENTRY
from .notation import candidates_text, cell_name, cells_name
from .path import next_step_work
from .rating import unique_solution_work
from .slices import run
from .step import Step
from .techniques import TECHNIQUES
from .text import house_words, houses_list, name, sentence


@dataclass(frozen=True)
class Hint:
    """``kind`` (see the module docstring); ``cells`` the cells concerned
    (the wrong entries, or the step's pattern); ``houses`` where to look;
    ``step`` the logical step for kind ``step``; ``wrong`` the wrong
    ``(cell, digit)`` pairs (entries, or crossed-out candidates)."""

    kind: str
    size: int
    symbols: str
    cells: tuple = ()
    houses: tuple = ()
    step: Step | None = None
    wrong: tuple = ()
    grid: CandidateGrid | None = field(default=None, compare=False, repr=False)
    #: the fast solver's verdict on the givens (its ``stats.backtracks`` are the rating's guesses)
    solved_by: object = field(default=None, compare=False, repr=False)

    @property
    def technique(self):
        return self.step.technique if self.step else None

    def detail(self, level: int = 3) -> dict:
        """What to show at a detail level: 1 the technique (or the kind of
        mistake) and where to look; 2 adds the pattern (cells, candidates,
        fins, links) or the cells to check; 3 adds what it proves."""
        _level(level)
        out = {"kind": self.kind, "level": level}
        if self.kind in (WRONG_ENTRY, WRONG_ELIMINATION):
            out["count"] = len(self.wrong)
            if level >= 2:
                out["cells"] = list(self.cells)
            if level >= 3:
                out["wrong"] = [list(p) for p in self.wrong]
            return out
        if self.step is None:
            return out
        step = self.step
        out.update(technique=step.technique, difficulty=step.difficulty, houses=list(self.houses))
        if level >= 2:
            p = step.pattern
            out.update(cells=list(p.cells), candidates=[list(c) for c in p.candidates], pattern_houses=list(p.houses),
                       fins=[list(c) for c in p.fins],
                       links=[{"a": [list(l.a.cells), l.a.digit], "b": [list(l.b.cells), l.b.digit], "kind": l.kind}
                              for l in p.links])
        if level >= 3:
            out.update(placements=[list(x) for x in step.placements], eliminations=[list(x) for x in step.eliminations],
                       parts={k: (list(v) if isinstance(v, tuple) else v) for k, v in step.parts.items()})
        return out

    def text(self, level: int = 3) -> str:
        """The hint in English at a detail level (see :meth:`detail`)."""
        _level(level)
        size, symbols = self.size, self.symbols
        if self.kind == SOLVED:
            return "The grid is solved."
        if self.kind == STUCK:
            return "No technique applies from here: the rest needs guessing (trying a digit and seeing whether it holds)."
        if self.kind == WRONG_ENTRY:
            many = len(self.wrong) > 1
            if level == 1:
                return f"{len(self.wrong)} of your entries are wrong." if many else "One of your entries is wrong."
            if level == 2:
                return f"Check {', '.join(cell_name(size, c) for c in self.cells)}."
            return " ".join(f"{cell_name(size, c)} holds {symbols[d - 1]}, which is not its digit in the solution."
                            for c, d in self.wrong)
        if self.kind == WRONG_ELIMINATION:
            if level == 1:
                many = len(self.wrong) > 1
                return f"{len(self.wrong)} candidates you crossed out are needed." if many \
                    else "A candidate you crossed out is needed."
            if level == 2:
                return f"Check the candidates you crossed out in {cells_name(size, self.cells)}."
            return (f"You crossed out {candidates_text(size, symbols, self.wrong, '<>')}, "
                    f"but the solution needs {'them' if len(self.wrong) > 1 else 'it'} there.")
        step = self.step
        if level == 1:
            where = houses_list(size, self.houses) if self.houses else ""
            return f"Next technique: {name(step)}, in {where}." if where else f"Next technique: {name(step)}."
        if level == 2:
            if "notation" in step.parts:
                if step.parts.get("sentence") == "contradiction":   # an assumption that fails, not a placement
                    return f"{name(step)}: what if {step.parts['notation']}?"
                return f"{name(step)}: {step.parts['notation']}"
            if "digit" in step.parts and "house" in step.parts:
                return f"{name(step)}: where can {symbols[step.parts['digit'] - 1]} go in " \
                       f"{house_words(size, step.parts['house'])}?"
            return f"{name(step)}: {cells_name(size, step.pattern.cells)}"
        return sentence(step, size, symbols)


def _level(level) -> None:
    """Detail levels are 1, 2 and 3 (0 or 4 gave the whole answer from ``text`` and another
    level from ``detail``; "1" raised TypeError)."""
    if type(level) is not int or not 1 <= level <= 3:
        raise SudokuError("bad_argument", f"A hint's detail level is 1, 2 or 3, not {level!r:.20}.")


def _as_puzzle(value, size=None) -> Puzzle:
    if isinstance(value, Puzzle):
        return value
    if isinstance(value, str):
        return parse(value, "auto", size)
    raise SudokuError("bad_argument", f"Expected a Puzzle or puzzle text, got {type(value).__name__}.")


def _entries(givens: Puzzle, entries) -> dict:
    """The user's entries as {cell: digit}, givens left out."""
    n2 = givens.size * givens.size
    if entries is None:
        return {}
    if isinstance(entries, str):
        entries = _as_puzzle(entries, givens.size)
    if isinstance(entries, Puzzle):
        if entries.size != givens.size:
            raise SudokuError("bad_argument", "The entries and the givens are grids of different sizes.")
        entries = list(enumerate(entries.cells))
    elif isinstance(entries, dict):
        entries = list(entries.items())
    elif isinstance(entries, (list, tuple)):
        entries = list(entries)
        if entries and all(isinstance(v, int) for v in entries):
            if len(entries) != n2:   # (each value was taken for a pair: "An entry is a (cell, digit) pair; got 0.")
                raise SudokuError("bad_argument", f"A list of every cell's value holds {n2} values, one per cell "
                                  f"of the {givens.size}x{givens.size} grid; got {len(entries)}. (Entries for some "
                                  "cells are (cell, digit) pairs.)", details={"found": len(entries), "expected": n2})
            entries = list(enumerate(entries))
    else:
        raise SudokuError("bad_argument", "The entries are a Puzzle, puzzle text, a {cell: digit} dict, (cell, digit) "
                          f"pairs or a list of every cell's value; got {type(entries).__name__}.")
    out = {}
    for pair in entries:
        try:
            cell, digit = pair
        except (TypeError, ValueError):
            raise SudokuError("bad_argument", f"An entry is a (cell, digit) pair; got {pair!r}.") from None
        if type(cell) is not int or type(digit) is not int or not 0 <= cell < n2 or not 0 <= digit <= givens.size:
            raise SudokuError("bad_argument", f"Entry {pair!r} is out of range.")
        if not digit:
            continue
        given = givens.cells[cell]
        if given:
            if given != digit:
                raise SudokuError("bad_argument", f"An entry changes the given of {cell_name(givens.size, cell)}.",
                                  cells=(cell,))
            continue
        if out.get(cell, digit) != digit:
            raise SudokuError("bad_argument", f"Two entries give {cell_name(givens.size, cell)} different digits "
                              f"({out[cell]} and {digit}).", cells=(cell,))
        out[cell] = digit
    return out


#: Techniques that read the whole grid: level 1 names no house (BUG+1's three houses met in
#: exactly the one cell it places, which gave the answer away).
WHOLE_GRID = frozenset({"bug_plus_1", "bivalue_universal_grave"})


def _where(grid, step) -> tuple:
    """The houses to point at for level 1: the pattern's houses, or (for a
    cell on its own, or a pattern without houses) the boxes of its cells; none
    for a technique of the whole grid (:data:`WHOLE_GRID`)."""
    if step.technique in WHOLE_GRID:
        return ()
    houses = step.pattern.houses
    if houses and step.technique != "naked_single":
        return tuple(houses)
    cells = step.pattern.cells or tuple(c for c, _ in step.placements + step.eliminations)
    return tuple(sorted({grid.geo.cell_units[c][2] for c in cells}))


def hint_at(puzzle_or_givens, entries=None, eliminated=(), techniques=TECHNIQUES) -> Hint:
    """The hint for a position: the givens (a Puzzle or puzzle text), the
    user's entries (a Puzzle or text with them, with or without the givens;
    a ``{cell: digit}`` dict; ``(cell, digit)`` pairs; or a list of every
    cell's value) and the ``(cell, digit)`` candidates crossed out. Raises
    :class:`SudokuError` when the givens repeat a digit or do not have exactly
    one solution."""
    return run(hint_work(puzzle_or_givens, entries, eliminated, techniques))


def hint_work(puzzle_or_givens, entries=None, eliminated=(), techniques=TECHNIQUES):
    """:func:`hint_at` as a generator that yields between small units of work
    (see :mod:`.slices`) and returns the :class:`Hint`, so a page can look for
    a hard step a little at a time and cancel it. It yields the solver's
    :class:`~sudoku_core.search.solver.Stats` while it checks that the givens have one
    solution, then each technique as it is tried (see
    :func:`~.path.next_step_work`)."""
    require_techniques(techniques)
    givens = _as_puzzle(puzzle_or_givens)
    verdict = yield from _checked(givens)
    solution = verdict.solution.cells
    size, symbols = givens.size, givens.symbols
    placed = _entries(givens, entries)
    wrong = tuple(sorted((c, d) for c, d in placed.items() if solution[c] != d))
    if wrong:
        return Hint(WRONG_ENTRY, size, symbols, cells=tuple(c for c, _ in wrong), wrong=wrong, solved_by=verdict)
    crossed = []
    if eliminated is None:
        eliminated = ()
    if not isinstance(eliminated, (list, tuple, set, frozenset)):
        raise SudokuError("bad_argument", f"The eliminated candidates are (cell, digit) pairs; got "
                          f"{type(eliminated).__name__}.")
    for pair in eliminated:
        try:
            cell, digit = pair
        except (TypeError, ValueError):
            raise SudokuError("bad_argument", f"An eliminated candidate is a (cell, digit) pair; got {pair!r}.") from None
        if type(cell) is not int or type(digit) is not int or not 0 <= cell < size * size or not 1 <= digit <= size:
            raise SudokuError("bad_argument", f"Eliminated candidate {pair!r} is out of range.")
        crossed.append((cell, digit))
    bad = tuple(sorted({(c, d) for c, d in crossed if solution[c] == d and not givens.cells[c] and c not in placed}))
    if bad:
        return Hint(WRONG_ELIMINATION, size, symbols, cells=tuple(sorted({c for c, _ in bad})), wrong=bad,
                    solved_by=verdict)
    cells = list(givens.cells)
    for c, d in placed.items():
        cells[c] = d
    grid = CandidateGrid.from_puzzle(givens.with_cells(tuple(cells)), crossed)
    if grid.solved():
        return Hint(SOLVED, size, symbols, grid=grid, solved_by=verdict)
    step = yield from next_step_work(grid, techniques)
    if step is None:
        return Hint(STUCK, size, symbols, grid=grid, solved_by=verdict)
    return Hint(STEP, size, symbols, cells=tuple(step.pattern.cells), houses=_where(grid, step), step=step, grid=grid,
                solved_by=verdict)


_LAST = None  # (givens key, the solver's verdict) of the last check: a page asks again and again


def _checked(givens: Puzzle):
    """The solver's verdict on ``givens`` (exactly one solution, else the error), checked in
    slices (see :mod:`.slices`) the first time, remembered for the next hint on the same givens
    (a hard 16x16 takes the solver seconds; the hints after each step must not pay them again)."""
    global _LAST
    key = (givens.size, givens.cells)
    if _LAST is not None and _LAST[0] == key:
        return _LAST[1]
    verdict = yield from unique_solution_work(givens)
    _LAST = (key, verdict)
    return verdict
