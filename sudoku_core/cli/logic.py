"""``python -m sudoku_core rate`` and ``explain``: the logic engine on the command line.

* ``rate [FILE] [--json] [--profile se|teaching]``: one line per puzzle: the
  rating on the Sudoku Explainer scale and its level, the hardest technique,
  the steps, whether logic alone finished, the fast solver's nodes, the
  profile, and the steps per technique; or ``needs guessing`` when logic
  stalls. The profile is Sudoku Explainer's (``se``) unless asked otherwise.
* ``explain [FILE] [--json] [--profile teaching|se]``: the path, one step per
  line in the usual notation (``Locked Candidates (pointing): 5 in b1 =>
  r3c7<>5``), ending with the rating line or ``needs guessing from here:
  <grid>``; the teaching profile (the techniques people learn) unless asked
  otherwise.

Both read puzzles like ``solve`` does (one per line, or multi-line grids),
streaming in constant memory, and report bad input the same way
(``invalid: <message>``). Exit status: 0 when every puzzle had exactly one
solution (rated, or logic stalled), 1 otherwise, 2 for usage errors.
"""

from __future__ import annotations

import json
import sys
import time

from ..errors import SudokuError
from ..formats.puzzle_text import FORMATS, format_puzzle
from ..logic.profiles import PROFILES, RATING, TEACHING
from ..logic.rating import rate
from ..logic.text import notation, technique_name
from ..puzzle import Puzzle
from .solve import classic_of_text, variant_of_text
from .streams import answer_each, run_guarded, unexpected

RATED, INVALID = "rated", "invalid"
#: CPU seconds a variant's logical path may take in ``rate`` and ``explain`` before it stops.
VARIANT_BUDGET = 60.0
#: error code -> status and text line, for puzzles that are valid but not unique
_VERDICTS = {"no_solution": ("no_solution", "no solution"), "multiple_solutions": ("multiple", "more than one solution")}


def add_commands(commands) -> None:
    """Add ``rate`` and ``explain`` to the CLI's subparsers."""
    for command, help_text, description, profile in (
        ("rate", "rate puzzles on the Sudoku Explainer scale, as a person would solve them",
         "Rate puzzles from FILE (or standard input) by solving them with human techniques, easiest step first.",
         RATING),
        ("explain", "print the logical solution path of puzzles, one step per line",
         "Explain puzzles from FILE (or standard input): the easiest-step path in the usual notation.",
         TEACHING),
    ):
        cmd = commands.add_parser(command, help=help_text, description=description)
        cmd.add_argument("file", nargs="?", default="-", metavar="FILE", help="input file; '-' or nothing: standard input")
        cmd.add_argument("--json", action="store_true", help="print one JSON object per puzzle")
        cmd.add_argument("--format", choices=FORMATS, default="auto", help="input format (default: auto-detect, variants included; the others are classic forms)")
        cmd.add_argument("--size", type=int, choices=(4, 9, 16, 25), help="grid side, when auto-detection is not enough")
        cmd.add_argument("--profile", choices=(profile, *(p for p in PROFILES if p != profile)), default=profile,
                         help=f"techniques: se (Sudoku Explainer 1.2.1's, its rating) or teaching (the ones "
                              f"people learn, cheapest step first); default {profile}")
        cmd.add_argument("--budget", type=seconds_argument, default=None, metavar="SECONDS",
                         help=f"CPU seconds for each puzzle's logical path before it stops where it got to "
                              f"(default: {VARIANT_BUDGET:g} for variant puzzles, no limit for classic ones)")
        progress = cmd.add_mutually_exclusive_group()
        progress.add_argument("--progress", dest="progress", action="store_true", default=None,
                              help="always show progress on stderr")
        progress.add_argument("--no-progress", dest="progress", action="store_false", help="never show progress")


def blank_record(profile: str) -> dict:
    """The record of a puzzle not rated (yet): what an invalid one holds besides its error."""
    return {"status": INVALID, "se": None, "ep": None, "ed": None, "level": None, "hardest": None, "steps": 0,
            "counts": {}, "solved": False, "reached": None, "nodes": 0, "guesses": 0, "profile": profile,
            "elapsed_ms": 0.0, "error": None, "error_code": None, "cells": [], "stopped": False, "settled": False}


def rate_text(text: str, fmt: str = "auto", size: int | None = None, profile: str = RATING,
              budget: float | None = None, first_line: int = 1) -> dict:
    """The record for one puzzle's text (what ``rate --json`` prints, plus
    ``_puzzle`` and ``_path`` for the text forms), rated with ``profile``. A variant
    puzzle (auto-detected when ``fmt`` is ``auto``) adds ``variant`` (its kinds) and
    is rated with the variant techniques (profile ``variant``, see
    :mod:`sudoku_core.variants.logic`). The path stops after ``budget`` CPU seconds
    (None: :data:`VARIANT_BUDGET` for a variant, no limit for a classic puzzle), and
    ``stopped`` says whether it did. ``first_line``: the input line the text starts on."""
    record = blank_record(profile)
    started = time.process_time()
    try:
        try:
            variant = variant_of_text(text, record, first_line) if fmt == "auto" else None
        except SudokuError:
            record["profile"] = "variant"   # a variant's text that cannot be read: no SE rating was tried
            raise
        if variant is None:
            puzzle = classic_of_text(text, fmt, size, first_line)
        elif variant.classic():  # a plain Sudoku written as a variant: the classic profiles rate it
            puzzle, variant = Puzzle(tuple(variant.givens), variant.size), None
        if variant is not None:
            from ..variants.logic import rate_variant
            from ..variants.logic.board import layout_of

            record["profile"] = "variant"
            rating = rate_variant(variant, budget=VARIANT_BUDGET if budget is None else budget)
            record["_layout"], puzzle = layout_of(variant), variant
        else:
            rating = rate(puzzle, profile, budget)
        record["stopped"], record["settled"] = rating.path.stopped, rating.path.settled
    except SudokuError as error:
        status = _VERDICTS.get(error.code, (INVALID,))[0]
        record.update(status=status, error=error.message, error_code=error.code, cells=list(error.cells),
                      settled=error.code in _VERDICTS)
        return record
    except Exception as error:   # (a bug: said for this puzzle, the next ones still answered)
        record.update(unexpected(error), status=INVALID)
        return record
    record.update(rating.to_dict(), status=RATED, elapsed_ms=round((time.process_time() - started) * 1000, 3))
    record["_puzzle"], record["_path"] = puzzle, rating.path
    return record


def seconds_argument(text: str) -> float:
    """An argparse type: a number of seconds, 0 or more (0: stop at once; ``inf``: no limit)."""
    import argparse
    import math

    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r:.40}") from None
    if math.isnan(value) or value < 0:
        raise argparse.ArgumentTypeError(f"must be a number of seconds, 0 or more, got {text!r:.40}")
    return value


def _counts_text(counts: dict) -> str:
    return ", ".join(f"{k} {v}" for k, v in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def describe(record: dict) -> str:
    """The plain-text ``rate`` line for one record."""
    status = record["status"]
    if status != RATED:
        return _VERDICTS.get(record["error_code"], (None, None))[1] or f"invalid: {record['error']}"
    hardest = name_of(record["hardest"])
    if not record.get("settled", True):
        head = "stopped by the budget before the solver settled whether it has one solution"
    elif record.get("stopped"):
        head = (f"needs guessing (stopped by the budget after {_steps(record['steps'])}"
                + (f", hardest so far {record['reached']:.1f} {hardest}" if record["hardest"] else "") + ")")
    elif record["solved"]:
        head = f"{record['se']:.1f} {record['level']} (hardest: {hardest}), {_steps(record['steps'])}, logic finished"
    else:
        head = (f"needs guessing (logic stalls after {_steps(record['steps'])}"
                + (f", hardest so far {record['reached']:.1f} {hardest}" if record["hardest"] else "") + ")")
    counts = _counts_text(record["counts"])
    return f"{head}, {record['nodes']} nodes, profile {record['profile']}" + (f"; {counts}" if counts else "")


def _steps(count: int) -> str:
    return "1 step" if count == 1 else f"{count} steps"


def name_of(technique_id) -> str:
    """The English name of a technique id ("none" for None), classic or variant."""
    if technique_id is None:
        return "none"
    name = technique_name(technique_id)
    if name == technique_id:
        from ..variants.logic import variant_technique_name

        name = variant_technique_name(technique_id)
    return name


def _step_text(step, record) -> str:
    """A step in notation, for a classic puzzle or a variant."""
    puzzle = record["_puzzle"]
    if "_layout" in record:
        from ..variants.logic.words import variant_notation

        return variant_notation(step, record["_layout"])
    return notation(step, puzzle.size, puzzle.symbols)


def _grid_line(record, grid) -> str:
    """Where a path stopped, as one line (a variant's digits only: its rules are the input's)."""
    if "_layout" in record:
        return str(record["_puzzle"].with_givens(grid.values))
    return format_puzzle(grid.to_puzzle(), "line")


def _puzzle_line(record) -> str:
    puzzle = record["_puzzle"]
    return str(puzzle) if "_layout" in record else format_puzzle(puzzle, "line")


def _run(args, emit) -> int:
    return answer_each(args, lambda text, line: rate_text(text, args.format, args.size, args.profile, args.budget, line),
                       emit, RATED, lambda: blank_record(args.profile))


def _public(record: dict) -> dict:
    return {k: v for k, v in record.items() if not k.startswith("_")}


def run_rate(args) -> int:
    def emit(index, line, record):
        if args.json:
            print(json.dumps({"index": index, "line": line, **_public(record)}))
        else:
            print(describe(record))
    return _run(args, emit)


def run_explain(args) -> int:
    first = [True]

    def emit(index, line, record):
        if args.json:
            out = {"index": index, "line": line, **_public(record)}
            path = record.get("_path")
            out["path"], out["stalled_at"] = None, None   # (no path: the puzzle was not rated)
            if path is not None:
                out["path"] = [{"technique": s.technique, "difficulty": s.difficulty,
                                "placements": [list(p) for p in s.placements],
                                "eliminations": [list(e) for e in s.eliminations],
                                "notation": _step_text(s, record)} for s in path.steps]
                out["stalled_at"] = None if path.solved else _grid_line(record, path.grid)
            print(json.dumps(out))
            return
        if not first[0]:
            print()
        first[0] = False
        if record["status"] != RATED:
            print(f"# puzzle {index} (line {line})")
            print(describe(record))
            return
        path = record["_path"]
        print(f"# puzzle {index} (line {line}): {_puzzle_line(record)}")
        for step in path.steps:
            print(_step_text(step, record))
        if path.solved:
            print(f"rating: {record['se']:.1f} {record['level']} (hardest: {name_of(record['hardest'])}, "
                  f"{_steps(record['steps'])}, {record['nodes']} nodes, profile {record['profile']})")
        elif not path.settled:    # the budget ran out in the solver's check: no path at all
            print(describe(record))
        elif path.stopped:    # the budget ran out: not a verdict on the puzzle
            print(f"stopped by the budget after {_steps(record['steps'])}, here: {_grid_line(record, path.grid)}")
        else:
            print(f"needs guessing from here: {_grid_line(record, path.grid)}")
    return _run(args, emit)


RUNNERS = {"rate": run_rate, "explain": run_explain}


def main(argv=None, own_process: bool = False) -> int:
    """Run ``rate`` or ``explain`` on their own (``python -m sudoku_core.cli.logic rate FILE``);
    ``own_process``: see :func:`.streams.run_guarded`."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m sudoku_core", description="Rate and explain Sudoku puzzles.")
    add_commands(parser.add_subparsers(dest="command", required=True, metavar="COMMAND"))
    args = parser.parse_args(argv)
    return run_guarded(RUNNERS[args.command], args, own_process)


if __name__ == "__main__":
    sys.exit(main(own_process=True))
