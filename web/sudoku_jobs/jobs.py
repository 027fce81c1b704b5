"""The engine worker's jobs: every long computation the page asks for, by name, with JSON in and out.

The worker (``web/engine_worker.js``) calls :func:`run_json` for each request; :func:`run` is the
same with Python values. Each job runs the core functions the page's panels call today, with the
same options (the solver's variant rules, Hint's position with entries and crossed-out marks,
Explain's teaching path and Sudoku Explainer's rating, the generator's level, technique and seed,
the tutor's algorithm names and step cap, the race's cap) and reports progress where the page
shows progress today, through ``progress(dict)`` at most every :data:`PROGRESS_INTERVAL` seconds.
Results are ``wire``'s encodings; a ``SudokuError`` (or any other exception) comes back as
``{"error": {code, message, cells, details}}``, never as a traceback alone. There is no
cancelling here: the page cancels a job by ending the worker.
"""

from __future__ import annotations

import json
import time

from sudoku_core import Puzzle, SudokuError, parse

from . import variant_wire, wire

PROGRESS_INTERVAL = 0.1  # seconds between two progress reports
#: Search nodes between two progress looks, by grid size (a node: ~50-120 us in CPython).
EVERY = {4: 2000, 9: 500, 16: 150, 25: 60}
TRACE_WINDOW = 500       # the tutor's frames per request, by default (~160 KB of JSON)
TUTOR_CAP = 5_000_000    # the tutor's and the race's step cap (sudoku_web.tutor_view's STEP_CAP and RACE_CAP)


class Throttle:
    """Calls ``report(data)`` at most every PROGRESS_INTERVAL seconds (the first call at once)."""

    def __init__(self, report):
        self.report = report
        self.last = None

    def __call__(self, make):
        now = time.perf_counter()
        if self.last is None or now - self.last >= PROGRESS_INTERVAL:
            self.last = now
            self.report(make())


def puzzle_of(value, size=None) -> Puzzle:
    """A puzzle argument: a wire puzzle (``{"size", "cells", "symbols"}``), a cell list with
    ``size``, or text in any format ``parse`` reads."""
    if isinstance(value, dict):
        return wire.decode_puzzle(value)
    if isinstance(value, list):
        return Puzzle(tuple(value), size)
    if isinstance(value, str):
        return parse(value, "auto", size)
    raise SudokuError("bad_argument", f"A puzzle is text, a cell list or a wire puzzle; got {type(value).__name__}.")


def variant_of(args, puzzle):
    """The variant of ``args["variant"]`` (``wire.variant_args``) with the puzzle's givens, or None."""
    fields = args.get("variant")
    if not fields:
        return None
    from sudoku_core.variants.model import make_variant

    return make_variant(givens=tuple(puzzle.cells), **fields)


def drive(work, on_item):
    """Run a generator to its end, handing each yielded item to ``on_item``; its return value."""
    while True:
        try:
            item = next(work)
        except StopIteration as stop:
            return stop.value
        on_item(item)


def logic_progress(throttle, found=lambda: 0):
    """The progress of a logic search: the one-solution check's nodes, then each technique tried."""

    def on_item(item):
        technique = getattr(item, "id", None)
        if technique:
            throttle(lambda: {"phase": "technique", "technique": technique, "found": found()})
        elif hasattr(item, "nodes"):
            throttle(lambda: {"phase": "checking", "nodes": item.nodes})

    return on_item


# ----- the jobs -----------------------------------------------------------------------------------
def job_solve(args, progress):
    """``{puzzle, variant?, max_nodes?}``: the solve with uniqueness (``SolveTask``, or the variant
    solver's). ``max_nodes``: give up past that many search nodes (mistakes=solution's budget,
    ``play_mistakes``), answered as ``{"over_budget": true, "nodes"}``."""
    from sudoku_core import SolveTask

    puzzle = puzzle_of(args["puzzle"], args.get("size"))
    variant = variant_of(args, puzzle)
    if variant is None:
        task = SolveTask(puzzle)
    else:
        from sudoku_core.variants.solver import VariantSolveTask

        task = VariantSolveTask(variant)
    throttle, start = Throttle(progress), time.perf_counter()
    budget = args.get("max_nodes")
    every = EVERY.get(puzzle.size, 100) if budget is None else max(1, min(budget, EVERY.get(puzzle.size, 100)))
    for stats in task.run(every=every):
        if budget is not None and stats.nodes >= budget:
            return wire.encode_over_budget(stats.nodes, time.perf_counter() - start)
        throttle(lambda: {"nodes": stats.nodes, "seconds": time.perf_counter() - start})
    return wire.encode_solve(task.result, time.perf_counter() - start)


def job_count(args, progress):
    """``{puzzle, cap?}``: how many solutions, up to ``cap`` (``count_solutions``'s rules)."""
    from sudoku_core import SolveTask
    from sudoku_core.search.solver import KEPT_SOLUTIONS, CountResult

    puzzle = puzzle_of(args["puzzle"], args.get("size"))
    cap = args.get("cap", 1000)
    task = SolveTask(puzzle, cap, keep=KEPT_SOLUTIONS)
    throttle, start = Throttle(progress), time.perf_counter()
    for stats in task.run(every=EVERY.get(puzzle.size, 100)):
        throttle(lambda: {"nodes": stats.nodes, "found": task.found, "seconds": time.perf_counter() - start})
    return wire.encode_count(CountResult(task.found, task.found >= cap, tuple(task.solutions), task.stats))


def position_work(args):
    """The core's hint work for a position (``wire.position_args``; with ``variant``, the variant's:
    ``wire.variant_args`` and the position's givens)."""
    size = args["size"]
    givens = Puzzle(tuple(args["givens"]), size)
    entries = {c: d for c, d in enumerate(args.get("entries") or ()) if d}
    crossed = tuple(tuple(p) for p in args.get("crossed") or ())
    variant = variant_of(args, givens)
    if variant is not None:
        from sudoku_core.variants.logic import variant_hint_work

        return variant_hint_work(variant, entries, crossed)
    from sudoku_core.logic import hint_work

    return hint_work(givens, entries, crossed)


def encode_hint(hint):
    """A hint in wire form (a variant's with its houses and cages named: ``variant_wire``)."""
    if variant_wire.is_variant(hint):
        return variant_wire.encode_hint(hint)
    return wire.encode_hint(hint)


def job_hint(args, progress):
    """A position: the hint ``hint_at`` gives (a wrong entry, a wrongly crossed-out candidate, the
    easiest step, solved or stuck); a variant's from its own rules and techniques. The page shows
    its levels 1-3 from the one hint."""
    hint = drive(position_work(args), logic_progress(Throttle(progress)))
    return {"hint": encode_hint(hint)}


#: CPU seconds a variant's Explain may walk its path before it lists what it found ("stopped").
VARIANT_BUDGET = 30.0


def job_explain(args, progress):
    """A position: its hint, then (when that is a step) the teaching path from it, each step with
    the grid before it (``solve_path_work``, the easiest step each time), as Explain lists it.
    A variant's path is its own techniques' (at most VARIANT_BUDGET seconds), and the answer holds
    its rating (``scale`` "variant"): there is no second path to rate it by."""
    from sudoku_core.logic import Path, solve_path_work
    from sudoku_core.logic.hints import STEP

    rest = Path()
    throttle = Throttle(progress)
    hint = drive(position_work(args), logic_progress(throttle))
    pairs = []
    if hint.kind != STEP:
        out = wire.encode_explain(hint, pairs, False)
        out["hint"] = encode_hint(hint)
        if variant_wire.is_variant(hint):   # its rating is its (empty) path's, never a classic one
            from sudoku_core.logic.rating import rate_path

            out["rating"], out["scale"] = wire.encode_rating(dict(rate_path(rest), stopped=False)), "variant"
        return out
    after = hint.grid.copy()
    after.apply(hint.step)
    rest.steps.append(hint.step)
    variant = variant_wire.is_variant(hint)
    if variant:
        from sudoku_core.variants.logic.rating import variant_path_work

        work = variant_path_work(after, budget=args.get("budget", VARIANT_BUDGET), path=rest)
    else:
        work = solve_path_work(after, path=rest)
    drive(work, logic_progress(throttle, lambda: len(rest.steps)))
    board = hint.grid.copy()
    for step in rest.steps:
        pairs.append((board.copy(), step))
        board.apply(step)
    if variant:
        from sudoku_core.logic.rating import rate_path

        return variant_wire.encode_explain(hint, pairs, rest, rate_path(rest))
    return wire.encode_explain(hint, pairs, rest.solved)


def job_rate(args, progress):
    """Explain's rating line: ``{grid}`` (a wire grid, e.g. a hint's) or a position: on 9x9, Sudoku
    Explainer's path from it (``rate_path``, scale ``se``), else the teaching path's (``own``); a
    position with ``variant``: the variant's path from it (scale ``variant``, ``stopped`` when
    VARIANT_BUDGET ran out).
    ``{puzzle, profile?}``: the core's whole ``rate`` of a puzzle (a Rating's fields)."""
    from sudoku_core.logic import Path, solve_path_work
    from sudoku_core.logic.grid import CandidateGrid
    from sudoku_core.logic.rating import rate, rate_path

    if "puzzle" in args:
        return {"rating": wire.encode_rating(rate(puzzle_of(args["puzzle"], args.get("size")),
                                                  args.get("profile", "se")))}
    throttle = Throttle(progress)
    if args.get("variant"):   # from a position (a variant's grid needs its rules)
        from sudoku_core.variants.logic.rating import variant_path_work

        hint = drive(position_work(args), logic_progress(throttle))
        path = Path()
        if hint.grid is not None and not hint.grid.solved():
            drive(variant_path_work(hint.grid.copy(), budget=args.get("budget", VARIANT_BUDGET), path=path),
                  logic_progress(throttle, lambda: len(path.steps)))
        rating = rate_path(path)
        rating["stopped"] = path.stopped
        return {"rating": None if hint.grid is None else wire.encode_rating(rating), "scale": "variant"}
    if args.get("grid"):
        g = args["grid"]
        grid = CandidateGrid(g["size"], g["values"], g["cands"], g["symbols"])
    else:
        grid = drive(position_work(args), logic_progress(throttle)).grid
    path = Path()
    if grid is None:
        return {"rating": None, "scale": ""}
    if grid.size == 9:
        from sudoku_core.logic.se import SE_TECHNIQUES

        drive(solve_path_work(grid, SE_TECHNIQUES, path=path, first_producer=True),
              logic_progress(throttle, lambda: len(path.steps)))
        return {"rating": wire.encode_rating(rate_path(path)), "scale": "se"}
    drive(solve_path_work(grid, path=path), logic_progress(throttle, lambda: len(path.steps)))
    return {"rating": wire.encode_rating(rate_path(path)), "scale": "own"}


def job_generate(args, progress):
    """``{size, level?, technique?, seed, symmetry?, minimal?, max_tries?}``: a fresh puzzle
    (``generate_work``), with its rating; progress ``{"tries"}``. With ``variant`` (a kind of
    ``sudoku_core.variants.generation``): a fresh variant puzzle, ``{"variant", "iss", "rating",
    "seed", "tries", "clues", "cages"}`` (the puzzle as an ISS string, what the page reads), the
    same progress."""
    from sudoku_core.generation.generator import MAX_TRIES, generate_work

    throttle = Throttle(progress)
    if args.get("variant"):
        from sudoku_core.variants.formats.iss import write_iss_string
        from sudoku_core.variants.generation import generate_variant

        made = generate_variant(args["variant"], args.get("level"), seed=args.get("seed", 0),
                                symmetry=args.get("symmetry", "none"), max_tries=args.get("max_tries", 60),
                                progress=lambda tries: throttle(lambda: {"tries": tries}))
        return {"variant": made.kind, "iss": write_iss_string(made.variant), "rating": wire.plain(made.rating),
                "seed": made.seed, "tries": made.tries, "clues": sum(1 for v in made.variant.givens if v),
                "cages": len(made.variant.cages)}

    work = generate_work(args.get("size", 9), level=args.get("level"), technique=args.get("technique"),
                         symmetry=args.get("symmetry", "none"), minimal=args.get("minimal", False),
                         seed=args.get("seed", 0), max_tries=args.get("max_tries", MAX_TRIES))
    made = drive(work, lambda item: throttle(lambda: {"tries": item["tries"]}))
    return wire.encode_generated(made)


_PLAYER = {}  # the tutor's last player, by (cells, size, algorithm): the next window goes on from it


def job_tutor_trace(args, progress):
    """``{puzzle, algorithm, start?, count?, cap?}``: the frames the tutor's player shows from step
    ``start`` (``Player`` of the core, the same step cap), a window of ``count`` at a time;
    progress ``{"position"}`` while a far or backward ``start`` is replayed to (the page says how
    far the replay has got)."""
    from sudoku_core.algorithms import Player

    puzzle = puzzle_of(args["puzzle"], args.get("size"))
    key = (puzzle.cells, puzzle.size, args["algorithm"], args.get("cap", TUTOR_CAP))
    player = _PLAYER.get(key)
    if player is None:
        _PLAYER.clear()
        player = _PLAYER[key] = Player(puzzle, args["algorithm"], max_steps=key[3])
    start = args.get("start", 0)
    if type(start) is int:   # (anything else: encode_trace says what is wrong)
        throttle = Throttle(progress)
        for position in player.seek_iter(start):
            throttle(lambda: {"position": position})
    return wire.encode_trace(player, start, args.get("count", TRACE_WINDOW))


def job_race(args, progress):
    """``{puzzle, algorithms?, cap?}``: every algorithm (the registry's, in order) to its first
    solution or the cap (``RaceTask``); progress ``{"name", "steps"}`` while one runs and
    ``{"row": ...}`` as each finishes."""
    from sudoku_core.algorithms import ALGORITHMS, RaceTask

    puzzle = puzzle_of(args["puzzle"], args.get("size"))
    rows = []
    for name in args.get("algorithms") or list(ALGORITHMS):
        task = RaceTask(name, puzzle, args.get("cap", TUTOR_CAP))
        throttle = Throttle(progress)
        for tally in task.run(every=2000):
            throttle(lambda: {"name": name, "steps": tally.steps})
        row = wire.encode_race_row(task.result)
        rows.append(row)
        progress({"row": row}, True)   # never dropped: the race's table fills in row by row
    return {"rows": rows}


JOBS = {"solve": job_solve, "count": job_count, "hint": job_hint, "explain": job_explain, "rate": job_rate,
        "generate": job_generate, "tutor_trace": job_tutor_trace, "race": job_race}


def run(job: str, args: dict, progress=lambda data, keep=False: None) -> dict:
    """Run ``job`` with ``args``: its result, or ``{"error": {...}}`` (``wire.encode_error``).
    ``progress(data, keep=False)``: a report; ``keep`` True for one the worker must not drop
    (the others are at most about ten a second)."""
    try:
        if job not in JOBS:
            raise SudokuError("bad_argument", f"No job {job!r}; the jobs are {', '.join(sorted(JOBS))}.",
                              details={"job": job})
        if not isinstance(args, dict):
            raise SudokuError("bad_argument", "A job's arguments are a JSON object.")
        return JOBS[job](args, progress)
    except Exception as error:  # noqa: BLE001 - every failure is an answer, never a silent hang
        return {"error": wire.encode_error(error)}


def run_json(job: str, args_json: str, progress=None) -> str:
    """:func:`run` with JSON text in and out (what the worker calls); ``progress(text, keep)``."""

    def report(data, keep=False):
        if progress is not None:
            progress(json.dumps(data), keep)

    try:
        args = json.loads(args_json) if args_json else {}
    except ValueError as error:
        return json.dumps({"error": {"code": "bad_argument", "message": f"The arguments are not JSON: {error}",
                                     "cells": [], "details": {}}})
    return json.dumps(run(job, args, report))
