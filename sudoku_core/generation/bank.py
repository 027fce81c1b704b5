"""A puzzle bank: many generated and graded puzzles, in chunks, on any number of workers.

The plan is a list of *chunks*: (level, index) pairs, each standing for up to
``chunk`` puzzles. Puzzle ``i`` of a level is generated from the seed
``seed_at(bank seed, level, i)``, so a chunk's content depends on nothing but
the plan: the same seed gives the same bank on one core, on all local cores
or on a cluster, in any order of completion. (On small grids a puzzle can repeat
one already in the bank; it is then made again from the next of its place's
re-roll seeds, :func:`place_seeds`, so no puzzle is repeated; which of two chunks
made at once re-rolls depends on which arrived first.)

Running it: :func:`make_chunk` is the one piece of work (a plain function of
a plain dict, so it can travel to another process or machine); the driver,
:func:`build_bank`, walks the plan lazily, checks the chunk files already on
disk (:mod:`.bank_files`: a chunk that does not belong to this bank, or is
damaged, is remade and reported, never merged), and submits the rest to an
*executor* (anything with ``submit(fn, arg)`` whose futures ``as_completed``
can wait on: :class:`InlineExecutor` for one job, a process pool for local
cores, a Dask ``distributed.Client`` for a cluster), never more than
``window`` at a time. Each chunk is written as soon as it arrives,
atomically (a temporary file, then a rename), so a kill loses only the
chunks in progress, and an interruption (Ctrl+C, an error) cancels what
was not started and raises at once: :class:`BankInterrupted` says how many
chunks are kept. A rerun skips the chunks already written.

A plan with a ``variant`` (a kind of :mod:`..variants.generation`) makes a bank of 9x9 variant
puzzles the same way (each puzzle an f-puzzles JSON line).

Layout of ``out``: ``bank.json`` (the plan's parameters: a rerun with other
parameters is refused rather than mixing two banks), ``chunks/LEVEL-NNNNNN.jsonl``
(one JSON object per puzzle), and, once every chunk is in, ``LEVEL.jsonl``,
each level's puzzles in order.
"""

from __future__ import annotations

import json
import os
from concurrent.futures import Future
from contextlib import closing
from dataclasses import asdict, dataclass

from .bank_files import (
    FIELDS, check_chunk, check_not_overwritten, chunk_name, chunk_text, discard, make_folder, read_manifest,
    sweep_temporaries, unusable, write_atomically,
)
from ..errors import SudokuError
from .generator import LEVEL_NAMES, LEVELS_BY_SIZE, generate
from ..checks import require_int
from .randomness import require_seed, seed_at
from .symmetry import check_symmetry

#: Bounds of a plan: puzzles per level (chunk indexes keep their six digits, and the
#: duplicate check's memory stays in the hundreds of megabytes) and puzzles per chunk.
MAX_COUNT = 1_000_000
MAX_CHUNK = 10_000


@dataclass(frozen=True)
class Plan:
    """What to build: ``count`` puzzles of each level, in chunks of ``chunk``.

    A level named twice counts once (``("hard", "hard")`` is ``("hard",)``)."""

    levels: tuple
    count: int
    seed: int = 0
    size: int = 9
    symmetry: str = "none"
    chunk: int = 50
    max_tries: int = 20000
    variant: str | None = None    # a kind of ..variants.generation: a bank of variant puzzles (9x9)

    def __post_init__(self):
        if isinstance(self.levels, (tuple, list)):
            levels = tuple(self.levels)
            if all(isinstance(level, str) for level in levels):   # (anything else: refused by check)
                levels = tuple(dict.fromkeys(levels))
            object.__setattr__(self, "levels", levels)

    def check(self) -> "Plan":
        if not isinstance(self.levels, tuple):
            raise SudokuError("bad_argument", "The levels must be a list of level names, e.g. ('easy', 'hard').")
        if not self.levels:
            raise SudokuError("bad_argument", "Name at least one level for the bank.")
        if not all(isinstance(level, str) for level in self.levels):
            raise SudokuError("bad_argument", "Each level is a name, e.g. 'easy'.")
        if type(self.size) is not int or self.size not in LEVELS_BY_SIZE:
            raise SudokuError("bad_size", f"A bank holds puzzles of side {', '.join(map(str, LEVELS_BY_SIZE))}, "
                              f"not {self.size!r:.20}.")
        check_symmetry(self.symmetry)
        require_int(self.max_tries, "max_tries", 1)
        if self.variant is not None:
            from ..variants.generation.generator import check_request

            if self.size != 9:
                raise SudokuError("bad_argument", "A variant bank holds 9x9 puzzles.")
            for level in self.levels:
                check_request(self.variant, level, self.symmetry)
        for level in self.levels:
            if level not in LEVEL_NAMES or level not in LEVELS_BY_SIZE.get(self.size, ()):
                allowed = LEVELS_BY_SIZE.get(self.size, LEVEL_NAMES)
                raise SudokuError("bad_argument", f"Level {level!r:.40} is not one of: {', '.join(allowed)}.")
        for name, value, most in (("count", self.count, MAX_COUNT), ("chunk size", self.chunk, MAX_CHUNK)):
            if type(value) is not int or not 1 <= value <= most:
                raise SudokuError("bad_argument", f"The {name} must be a whole number from 1 to {most:,}, "
                                  f"not {value!r:.40}.")
        require_seed(self.seed, "bank seed")  # issue 29 item 7: no silent truncation to 64 bits
        return self

    @property
    def per_level(self) -> int:
        """How many chunks each level has (the last may be short)."""
        return -(-self.count // self.chunk)

    def total(self) -> int:
        """How many chunks the plan has."""
        return len(self.levels) * self.per_level

    def each_chunk(self):
        """Every chunk's spec (a plain dict for :func:`make_chunk`), level by level, one at a time."""
        for level in self.levels:
            for index in range(self.per_level):
                yield self.spec(level, index)

    def spec(self, level: str, index: int) -> dict:
        """The spec of chunk ``index`` of ``level``."""
        start = index * self.chunk
        return {"level": level, "index": index, "start": start, "stop": min(start + self.chunk, self.count),
                "seed": self.seed, "size": self.size, "symmetry": self.symmetry, "max_tries": self.max_tries,
                "variant": self.variant}

    def chunks(self) -> list:
        """:meth:`each_chunk` as a list."""
        return list(self.each_chunk())


def puzzle_seed(bank_seed: int, level: str, i: int) -> int:
    """The seed of puzzle ``i`` of a level (63 bits, so it prints and parses as a plain number)."""
    return seed_at(bank_seed, LEVEL_NAMES.index(level), i)


def place_seeds(bank_seed: int, level: str, i: int) -> tuple:
    """The seeds puzzle ``i`` of a level may come from: :func:`puzzle_seed`, then, in order, the
    re-rolls tried when it repeats a puzzle already in the bank (small grids have few puzzles: a
    4x4 bank of a few hundred repeats some by chance; on 9x9 it never happens)."""
    first = puzzle_seed(bank_seed, level, i)
    return (first,) + tuple(seed_at(first, 0, k) for k in range(1, REROLLS + 1))


#: Re-rolls of one place before the bank gives up (the level has too few distinct puzzles).
REROLLS = 32


def make_row(spec: dict, i: int, avoid) -> dict:
    """Puzzle ``i`` of the chunk's level as a JSON-ready dict: from its first seed, else from the
    first re-roll whose puzzle is not in ``avoid`` (a set of puzzle hashes)."""
    for seed in place_seeds(spec["seed"], spec["level"], i):
        row = _variant_row(spec, seed) if spec.get("variant") else _row(spec, seed)
        if hash(row["puzzle"]) not in avoid:
            return row
    raise SudokuError("not_found", f"Level {spec['level']} has too few distinct puzzles of this size for "
                                   f"{i + 1} of them: {REROLLS} re-rolls of puzzle {i + 1} all repeat earlier ones.")


def make_chunk(spec: dict) -> list:
    """Generate and grade one chunk: its puzzles as JSON-ready dicts, in order, none repeated."""
    rows, mine = [], set()
    for i in range(spec["start"], spec["stop"]):
        rows.append(make_row(spec, i, mine))
        mine.add(hash(rows[-1]["puzzle"]))
    return rows


def _row(spec: dict, seed: int) -> dict:
    made = generate(spec["size"], level=spec["level"], symmetry=spec["symmetry"], seed=seed,
                    max_tries=spec["max_tries"])
    record = made.to_dict()
    record["steps"] = made.rating.steps
    return {key: record[key] for key in FIELDS}


def _variant_row(spec: dict, seed: int) -> dict:
    """A variant bank's row: its ``puzzle`` is its f-puzzles JSON (one line), its ``solution`` the
    digits, with its ``variant`` and ``cages``."""
    from ..variants.formats.fpuzzles import write_fpuzzles
    from ..variants.generation import generate_variant

    made = generate_variant(spec["variant"], spec["level"], seed=seed, symmetry=spec["symmetry"],
                            max_tries=spec["max_tries"])
    r = made.rating
    return {"puzzle": write_fpuzzles(made.variant), "solution": "".join(map(str, made.solution)),
            "variant": made.kind, "level": r["level"], "se": r["se"], "hardest": r["hardest"],
            "clues": sum(1 for v in made.variant.givens if v), "cages": len(made.variant.cages),
            "seed": made.seed, "symmetry": made.symmetry, "steps": r["steps"], "tries": made.tries}


class InlineExecutor:
    """One job, in this process: ``submit`` runs the work at once and returns a done future.

    An error of the work is handed over through the future, as a pool would; an interruption
    (Ctrl+C's ``KeyboardInterrupt``) is not: it stops the bank at once."""

    def submit(self, fn, *args, **kwargs):
        future = Future()
        try:
            future.set_result(fn(*args))
        except Exception as error:
            future.set_exception(error)
        return future


class BankInterrupted(KeyboardInterrupt):
    """The bank stopped before the end (Ctrl+C): ``kept`` of ``total`` chunks are on disk."""

    def __init__(self, kept: int, total: int):
        super().__init__(kept, total)
        self.kept = kept
        self.total = total


def _open_bank(plan: Plan, out: str) -> None:
    """Create ``out`` or check that it holds a bank of the same plan."""
    make_folder(out)
    manifest = os.path.join(out, "bank.json")
    wanted = asdict(plan)
    wanted["levels"] = list(plan.levels)
    found = read_manifest(manifest)
    for level in plan.levels:   # the folder may hold other files: a LEVEL.jsonl must not replace one of them
        check_not_overwritten(os.path.join(out, f"{level}.jsonl"))
    make_folder(os.path.join(out, "chunks"))
    if found is not None:
        found.setdefault("variant", None)   # a bank made before variant banks: a classic one
        same = {k: v for k, v in found.items() if k not in ("count", "levels")} == \
            {k: v for k, v in wanted.items() if k not in ("count", "levels")}
        if not same:
            raise SudokuError("bad_argument", f"{out} holds a bank made with other settings ({manifest}); "
                              "use another directory, or the same --seed, --size, --symmetry, --chunk, --max-tries and "
                              "--variant.")
    write_atomically(manifest, json.dumps(wanted, indent=1) + "\n")
    sweep_temporaries(os.path.join(out, "chunks"))


def _completed(executor, as_completed, specs, window: int):
    """Submit ``specs`` (an iterator) keeping at most ``window`` chunks submitted, and yield
    ``(spec, future)`` as each finishes. Closing the generator (an error, an interruption)
    cancels every chunk submitted and not finished."""
    running = {}

    def top_up():
        added = []
        while len(running) < window:
            spec = next(specs, None)
            if spec is None:
                break
            future = executor.submit(make_chunk, spec)
            running[future] = spec
            added.append(future)
        return added

    try:
        top_up()
        while running:
            finished = as_completed(list(running))
            for future in finished:
                spec = running.pop(future)
                yield spec, future
                added = top_up()
                if added:
                    if not hasattr(finished, "add"):
                        break  # wait again, on the new set
                    for new in added:  # Dask's as_completed takes more futures as it goes
                        finished.add(new)
    finally:
        for future in running:
            future.cancel()


def build_bank(plan: Plan, out: str, executor=None, as_completed=None, report=None, window=None,
               notice=None, stop=None) -> dict:
    """Build (or finish) the bank in ``out``; returns ``{"done", "skipped", "made", "puzzles",
    "remade"}`` (chunks written now, chunks found done, puzzles made now, level -> puzzles in the
    bank, chunk name -> why the file found there was not kept).

    ``executor`` and ``as_completed`` default to :class:`InlineExecutor` and
    :func:`concurrent.futures.as_completed`; ``window`` is how many chunks may be submitted
    at once (default 1 inline, else 64); ``report(spec, done, total)`` is called as each chunk
    is written and ``notice(name, reason)`` as a chunk on disk is found unfit (it is remade).
    Ctrl+C raises :class:`BankInterrupted` (the chunks written stay), and so does ``stop()``
    turning true, checked as each chunk is written (for an interruption whose exception was
    lost, e.g. raised inside a destructor, where Python ignores it); an error of a chunk
    (e.g. ``SudokuError("not_found")`` from a worker) is raised as it is, after cancelling
    the chunks not started.
    """
    from concurrent.futures import as_completed as local_as_completed

    plan.check()
    inline = executor is None or isinstance(executor, InlineExecutor)
    executor = executor or InlineExecutor()
    as_completed = as_completed or local_as_completed
    window = window or (1 if inline else 64)
    _open_bank(plan, out)
    chunks = os.path.join(out, "chunks")
    total = plan.total()
    seen = {}  # puzzle hash -> the chunk holding it
    kept = {}  # chunk name -> (level, index), for the chunks kept from disk (made now: trusted)
    remade = {}
    counts = {"skipped": 0, "done": 0, "made": 0}

    def remake(spec, why):
        remade[chunk_name(spec)] = why
        if notice:
            notice(chunk_name(spec), why)

    def todo():
        """The plan's chunks not yet (rightly) on disk, checking each as the walk reaches it."""
        for spec in plan.each_chunk():
            seeds = [place_seeds(plan.seed, spec["level"], i) for i in range(spec["start"], spec["stop"])]
            why = check_chunk(os.path.join(chunks, chunk_name(spec)), spec, seeds, seen)
            if why is None:
                counts["skipped"] += 1
                kept[chunk_name(spec)] = (spec["level"], spec["index"])
                continue
            if why != "missing":
                remake(spec, why)
            yield spec

    def make(specs) -> dict:
        """Make and write ``specs``; returns the kept chunks found to repeat a puzzle made now
        (chunk name -> the chunk made now): those are the impostors, to remake in turn."""
        impostors = {}
        with closing(_completed(executor, as_completed, specs, window)) as finished:
            for spec, future in finished:
                rows = future.result()
                name = chunk_name(spec)
                for n, row in enumerate(rows):
                    holder = seen.get(hash(row["puzzle"]))
                    if holder is not None and holder != name and holder not in kept:   # made now too: re-rolled
                        rows[n] = make_row(spec, spec["start"] + n, set(seen) | {hash(r["puzzle"]) for r in rows})
                write_atomically(os.path.join(chunks, name), chunk_text(rows))
                for row in rows:
                    key = hash(row["puzzle"])
                    if seen.get(key) in kept:
                        impostors.setdefault(seen[key], name)
                    seen[key] = name
                counts["done"] += 1
                counts["made"] += len(rows)
                if report:
                    report(spec, counts["skipped"] + counts["done"], total)
                if stop is not None and stop():
                    raise KeyboardInterrupt
        return impostors

    try:
        impostors = make(todo())
        while impostors:  # each round turns kept chunks into made ones, so this ends
            again = []
            for name, made_now in impostors.items():
                again.append(plan.spec(*kept.pop(name)))
                counts["skipped"] -= 1
                remake(again[-1], f"repeats a puzzle of chunk {made_now}, made now")
            impostors = make(iter(again))
        if stop is not None and stop():
            raise KeyboardInterrupt
        puzzles = _merge(plan, out)
    except KeyboardInterrupt:
        raise BankInterrupted(counts["skipped"] + counts["done"], total) from None
    return {"done": counts["done"], "skipped": counts["skipped"], "made": counts["made"], "puzzles": puzzles,
            "remade": remade}


def _merge(plan: Plan, out: str) -> dict:
    """Write ``LEVEL.jsonl`` for each level, its chunks in order, streaming; returns level -> count."""
    counts = {}
    for level in plan.levels:
        target = os.path.join(out, f"{level}.jsonl")
        temporary = f"{target}.{os.getpid()}.tmp"
        count = 0
        try:
            with open(temporary, "w", encoding="utf-8") as merged:
                for index in range(plan.per_level):
                    with open(os.path.join(out, "chunks", chunk_name(plan.spec(level, index))), encoding="utf-8") as f:
                        for line in f:
                            if line.strip():
                                merged.write(line)
                                count += 1
            os.replace(temporary, target)
        except OSError as error:   # a full disk...: the half-written file goes (it held space)
            discard(temporary)
            raise unusable(target, error, "write") from None
        counts[level] = count
    return counts


__all__ = ["FIELDS", "MAX_CHUNK", "MAX_COUNT", "BankInterrupted", "InlineExecutor", "Plan", "build_bank",
           "chunk_name", "make_chunk", "make_row", "place_seeds", "puzzle_seed"]
