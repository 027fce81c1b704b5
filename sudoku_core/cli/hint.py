"""``python -m sudoku_core hint``: the next step from a position, as the page's Hint gives it.

The whole input is one position: a pencil-mark grid (every cell's candidates, as Sudoku
Explainer and HoDoKu print them; :mod:`sudoku_core.formats.candidates`), a puzzle in any classic
format, or a variant in any variant format. The answer is the engine's hint
(:func:`sudoku_core.logic.hint_at`, the teaching profile: the easiest step first): a wrong entry,
a crossed-out candidate the solution needs, the next step, "solved" or "stuck".

* ``--level 1|2|3`` (default 3): 1 the technique and where to look, 2 adds the pattern, 3 the
  whole step (what it places or removes, and why), as the page's three presses.
* ``--givens PUZZLE``: the puzzle's own givens, when the position's filled cells include the
  player's entries: an entry that differs from the solution is then named as such (without it
  every filled cell counts as given, and a wrong one leaves "no solution").
* ``--budget SECONDS``: CPU seconds the search for the hint may take, the solver's check that the
  puzzle has one solution included (default: none for classic positions, 60 for variants, as
  ``rate``; a variant with no givens can take minutes in that check); past it, status ``stopped``.
* ``--json``: one object: ``status`` (``hint``, or ``invalid`` / ``no_solution`` / ``multiple`` /
  ``stopped`` with ``error``, ``error_code`` and ``cells``), ``text``, then the hint's fields at that level
  (``kind``, ``level``, ``technique``, ``difficulty``, ``houses``, ``cells``, ``placements``,
  ``eliminations``, ... as :meth:`~sudoku_core.logic.hints.Hint.detail` gives them) and
  ``variant`` (its kinds) for a variant.

Exit status: 0 with a hint, 1 for input that is no position with one solution (or a search the
budget stopped), 2 when the input cannot be read.
"""

from __future__ import annotations

import json
import time

from ..errors import SudokuError
from ..formats.candidates import is_candidates, read_candidates
from ..formats.plain_text import plain_text
from ..formats.puzzle_text import parse
from ..values import a_size
from .logic import VARIANT_BUDGET, seconds_argument
from .streams import cannot_read, open_input, unexpected

#: The longest input read (a 25x25 puzzle written with numbers and borders is about 4,000 characters).
MAX_INPUT = 1 << 16
_VERDICTS = {"no_solution": "no_solution", "multiple_solutions": "multiple", "stopped": "stopped"}


def add_commands(commands) -> None:
    cmd = commands.add_parser(
        "hint", help="the next step from a position (a puzzle, or a pencil-mark grid)",
        description="The next logical step from the position in FILE (or standard input): a puzzle in any "
                    "format, or a pencil-mark grid (81 cells' candidates: 9 rows such as '4 1679 12679 | ...', or "
                    "one line of 729 characters). A cell with one candidate counts as filled.")
    cmd.add_argument("file", nargs="?", default="-", metavar="FILE", help="input file; '-' or nothing: standard input")
    cmd.add_argument("--level", type=int, choices=(1, 2, 3), default=3,
                     help="1: the technique and where to look; 2: and its pattern; 3: the whole step (default)")
    cmd.add_argument("--givens", metavar="PUZZLE",
                     help="the puzzle's givens, when the position's filled cells include your entries "
                          "(a wrong entry is then named)")
    cmd.add_argument("--budget", type=seconds_argument, default=None, metavar="SECONDS",
                     help="CPU seconds the search may take, its check of the solutions included "
                          f"(default: none for classic positions, {VARIANT_BUDGET:g} for variants)")
    cmd.add_argument("--json", action="store_true", help="print one JSON object")


def _within(work, budget):
    """The value of the generator ``work`` (a hint's search, yielding between small units of
    work), or the ``stopped`` error once it has taken ``budget`` CPU seconds (None: no limit)."""
    deadline = None if budget is None else time.process_time() + budget
    while True:
        try:
            next(work)
        except StopIteration as done:
            return done.value
        if deadline is not None and time.process_time() > deadline:
            work.close()
            raise SudokuError("stopped", f"No hint within the budget of {budget:g} CPU seconds (a longer "
                              "--budget may find one).", details={"budget": budget})


def _without_comments(text: str) -> str:
    """The input without its ``#`` comment lines, as ``solve`` reads a file (a position saved with
    a note above it was "Unexpected character '#'"); each kept as an empty line, so the lines an
    error names stay the file's."""
    if "#" not in text:
        return text
    return "\n".join("" if line.lstrip().startswith("#") else line for line in text.split("\n"))


def hint_of_text(text: str, givens_text: str | None = None, budget: float | None = None):
    """``(hint, variant kinds or None)`` for the position ``text`` (see the module docstring),
    within ``budget`` CPU seconds (None: none for classic positions, :data:`VARIANT_BUDGET` for variants)."""
    from ..logic.hints import hint_work

    def hint_at(*args):
        return _within(hint_work(*args), budget)

    text = plain_text(text)
    givens = _givens(givens_text) if givens_text is not None else None
    if is_candidates(text):
        filled, crossed = read_candidates(text)
        if givens is None:
            return hint_at(filled, None, crossed), None
        _same_size(givens, filled.size)
        return hint_at(givens, filled, crossed), None
    from ..variants.formats.detect import variant_in

    variant = variant_in(text)
    if variant is not None and not variant.classic():
        if givens is not None:
            raise _givens_are_classic()
        from ..variants.logic.hints import variant_hint_work

        kinds = list(variant.kinds())
        try:
            return _within(variant_hint_work(variant), VARIANT_BUDGET if budget is None else budget), kinds
        except SudokuError as error:
            error.kinds = kinds   # (the record says the variant, a stopped or non-unique one too)
            raise
    if variant is not None:
        from ..puzzle import Puzzle

        position = Puzzle(tuple(variant.givens), variant.size)
    else:
        position = parse(text)
    if givens is None:
        return hint_at(position), None
    _same_size(givens, position.size)
    return hint_at(givens, position), None


def _givens(text: str):
    """``--givens`` read as a puzzle; its error says it is about ``--givens`` (the same words for
    the position's text, read from a file, left a person unsure which of the two was wrong)."""
    try:
        return parse(text)
    except SudokuError as error:
        from ..variants.formats.detect import variant_format

        if variant_format(text) in ("fpuzzles", "fpuzzles-link", "text", "iss", "sudocue-killer", "short-killer"):
            raise _givens_are_classic() from None   # (it was the classic reader's word on it)
        raise SudokuError(error.code, f"--givens: {error.message}", cells=error.cells,
                          details=dict(getattr(error, "details", {}) or {}, argument="--givens")) from None


def _givens_are_classic() -> SudokuError:
    """``--givens`` with a variant, as the position or as the givens."""
    return SudokuError("bad_argument", "--givens takes a classic puzzle; a variant position's givens are the ones "
                       "its own text gives (f-puzzles, ISS, ...).", details={"argument": "--givens"})


def _same_size(givens, size: int) -> None:
    if givens.size != size:
        raise SudokuError("bad_argument", f"--givens is {a_size(givens.size)} puzzle and the position "
                          f"{size}x{size}.")


def run_hint(args) -> int:
    try:
        stream = open_input(args.file)
    except OSError as error:
        cannot_read(args.file, error)
        return 2
    with stream:
        text = stream.read(MAX_INPUT + 1)
    record = {"status": "hint", "text": None}
    try:
        if len(text) > MAX_INPUT:
            raise SudokuError("bad_format", f"The input is longer than {MAX_INPUT:,} characters; a position is "
                              "one puzzle or one pencil-mark grid.")
        hint, kinds = hint_of_text(_without_comments(text), args.givens, args.budget)
        record["text"] = hint.text(args.level)
        record.update(hint.detail(args.level))
        if kinds is not None:
            record["variant"] = kinds
    except SudokuError as error:
        record.update(status=_VERDICTS.get(error.code, "invalid"), error=error.message, error_code=error.code,
                      cells=list(error.cells))
        if getattr(error, "kinds", None) is not None:
            record["variant"] = error.kinds
    except Exception as error:   # (a bug: said as one, not a traceback)
        record.update(unexpected(error), status="invalid")
    if args.json:
        print(json.dumps(record))
    elif record["status"] == "hint":
        print(record["text"])
    else:
        print(f"{record['status'].replace('_', ' ')}: {record['error']}" if record["status"] != "invalid"
              else f"invalid: {record['error']}")
    return 0 if record["status"] == "hint" else 1


RUNNERS = {"hint": run_hint}
