"""``python -m sudoku_core solve``: puzzles from a file or standard input.

One line of output per puzzle, in input order, streamed as it goes (constant
memory on any file size). Exit status: 0 when every puzzle was solved
uniquely, 1 otherwise (no solution, several, invalid input, no puzzle at
all, or standard output closed before every answer was written), 2 for usage
errors. Standard input's line ends may be ``\n``, ``\r\n`` or ``\r``
(:mod:`.streams`). Progress goes to standard error when it is a
terminal.
"""

from __future__ import annotations

import json
import sys

from ..errors import SudokuError
from ..formats.puzzle_text import FORMATS, OUTPUT_FORMATS, format_puzzle
from ..formats.reader import BadChunk, parse_chunk
from ..puzzle import Puzzle
from ..search.solver import MULTIPLE, NO_SOLUTION, SOLVED, count_solutions, solve
from .streams import answer_each, error_line, unexpected

INVALID = "invalid"


def add_commands(commands) -> None:
    """Add ``solve`` and ``count`` (``solve --count``) to the CLI's subparsers."""
    _add_solve(commands, "solve", "solve puzzles, one per line or one multi-line grid at a time",
               "Solve puzzles from FILE (or standard input): one per line, or multi-line grids. Variant puzzles "
               "(f-puzzles JSON or links, ISS strings, killer strings, jigsaw layouts, 'variant:' text) are "
               "recognised too.")
    _add_solve(commands, "count", "count the solutions of puzzles (solve --count)",
               "Count the solutions of puzzles from FILE (or standard input), up to --cap; as solve --count.")


def _add_solve(commands, name: str, help_text: str, description: str) -> None:
    solve_cmd = commands.add_parser(name, help=help_text, description=description)
    solve_cmd.add_argument("file", nargs="?", default="-", metavar="FILE", help="input file; '-' or nothing: standard input")
    solve_cmd.add_argument("--json", action="store_true", help="print one JSON object per puzzle")
    solve_cmd.add_argument("--count", action="store_true", help="count solutions (up to --cap) instead of stopping at two")
    solve_cmd.add_argument("--cap", type=int, default=1000, metavar="N", help="stop counting at N solutions (default 1000)")
    solve_cmd.add_argument("--format", choices=FORMATS, default="auto", help="input format (default: auto-detect, variants included; the others are classic forms)")
    solve_cmd.add_argument("--output", choices=OUTPUT_FORMATS, default="line", help="how to print solutions (default: line)")
    solve_cmd.add_argument("--size", type=int, choices=(4, 9, 16, 25), help="grid side, when auto-detection is not enough")
    progress = solve_cmd.add_mutually_exclusive_group()
    progress.add_argument("--progress", dest="progress", action="store_true", default=None, help="always show progress on stderr")
    progress.add_argument("--no-progress", dest="progress", action="store_false", help="never show progress")


def blank_record(count: bool = False) -> dict:
    """The record of a puzzle not answered (yet): what an invalid one holds besides its error."""
    record = {"status": INVALID, "solution": None, "witness": None, "error": None, "error_code": None,
              "cells": [], "nodes": 0, "backtracks": 0, "elapsed_ms": 0.0}
    if count:
        record["count"], record["capped"] = None, False
    return record


def solve_text(text: str, fmt: str = "auto", size: int | None = None, count: bool = False, cap: int = 1000,
               first_line: int = 1) -> dict:
    """The JSON record for one puzzle's text (what ``--json`` prints). A variant puzzle
    (auto-detected when ``fmt`` is ``auto``) adds ``variant``: its kinds, e.g. ``["killer"]``.
    ``first_line``: the input line the text starts on (errors name the input's lines)."""
    record = blank_record()
    try:
        variant = variant_of_text(text, record, first_line) if fmt == "auto" else None
        puzzle = classic_of_text(text, fmt, size, first_line) if variant is None else variant
        if variant is not None:
            from ..variants import count_variant, solve_variant

            counter, solver = count_variant, solve_variant
        else:
            counter, solver = count_solutions, solve
        if count:   # (two at least: one solution found cannot tell a unique puzzle from several)
            counted = counter(puzzle, max(cap, 2))
            stats, found = counted.stats, counted.solutions
            record["count"], record["capped"] = counted.count, counted.capped
            status = (NO_SOLUTION, SOLVED, MULTIPLE)[min(counted.count, 2)]
        else:
            result = solver(puzzle)
            stats, status = result.stats, result.status
            found = [s for s in (result.solution, result.witness) if s is not None]
    except Exception as error:   # (not a SudokuError: a bug, said for this puzzle, the next ones still answered)
        if isinstance(error, SudokuError):
            record.update(error=error.message, error_code=error.code, cells=list(error.cells))
        else:
            record.update(unexpected(error))
        if count:
            record["count"], record["capped"] = None, False
        return record
    record.update(status=status, nodes=stats.nodes, backtracks=stats.backtracks,
                  elapsed_ms=round(stats.elapsed * 1000, 3))
    record["solution"] = str(found[0]) if found else None
    record["witness"] = str(found[1]) if len(found) > 1 else None
    record["_solution"] = _printable(found[0]) if found else None
    return record


def variant_of_text(text: str, record: dict, first_line: int = 1):
    """The variant ``text`` holds, with ``record["variant"]`` set to its kinds, or None for a
    puzzle the classic parser reads (a chunk cut short stays the classic reader's to report).
    The variant readers are imported with the first chunk (the format test needs them); the
    variant solver with the first variant."""
    if isinstance(text, BadChunk):
        return None
    from ..variants.formats.detect import variant_format, variant_in

    try:
        variant = variant_in(text, first_line)
    except SudokuError:
        if variant_format(text) not in (None, "pencil-marks"):
            record["variant"] = None   # a variant's text that cannot be read: said as one, with no kinds
        raise
    if variant is not None:
        record["variant"] = list(variant.kinds())
    return variant


def classic_of_text(text, fmt: str, size, first_line: int = 1) -> Puzzle:
    """``parse_chunk`` for the commands, where the text was first offered to the variant readers:
    a count of cells that fits no grid is said against every side the command reads (4x4 to 16x16
    and 25x25, the other sides through the variant readers), not the classic parser's four."""
    try:
        return parse_chunk(text, fmt, size, first_line)
    except SudokuError as error:
        from ..formats.puzzle_text import every_side_count_error

        widened = every_side_count_error(error) if fmt == "auto" and size is None else None
        if widened is None:
            raise   # (a row or a board's rows named: said as it is)
        raise widened from None


def _printable(solution):
    """A solution as ``--output`` prints it: a :class:`Puzzle` (classic sides with their square
    boxes) or the variant (other sides, jigsaws and grids without boxes: written by
    ``format_variant_grid`` with its own boxes, or rows only)."""
    if isinstance(solution, Puzzle):
        return solution
    if solution.square_boxes():
        return Puzzle(tuple(solution.givens), solution.size)
    return solution


def describe(record: dict, output: str) -> str:
    """The plain-text line for one record."""
    if "count" in record and record["status"] != INVALID:
        n = record["count"]
        return f"at least {n} solutions" if record["capped"] else f"{n} solution{'s' if n != 1 else ''}"
    status = record["status"]
    if status == SOLVED:
        solution = record["_solution"]
        if isinstance(solution, Puzzle):
            return format_puzzle(solution, output)
        from ..variants.formats.grid_text import format_variant_grid

        return format_variant_grid(solution, output)
    if status == NO_SOLUTION:
        return "no solution"
    if status == MULTIPLE:
        return "more than one solution"
    return f"invalid: {record['error']}"


def run_solve(args) -> int:
    if args.command == "count":
        args.count = True
    if args.cap < 1:
        error_line("--cap must be at least 1")
        return 2

    def emit(index, line, record):
        if args.json:
            print(json.dumps({"index": index, "line": line, **{k: v for k, v in record.items() if not k.startswith("_")}}))
        else:
            print(describe(record, args.output))

    return answer_each(args, lambda text, line: solve_text(text, args.format, args.size, args.count, args.cap, line), emit, SOLVED,
                       lambda: blank_record(args.count))


RUNNERS = {"solve": run_solve, "count": run_solve}
