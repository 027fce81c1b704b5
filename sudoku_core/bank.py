"""A puzzle bank: many generated and graded puzzles, in chunks, on any number of workers.

The plan is a list of *chunks*: (level, index) pairs, each standing for up to
``chunk`` puzzles. Puzzle ``i`` of a level is generated from the seed
``derive(bank seed, level, i)``, so a chunk's content depends on nothing but
the plan: the same seed gives the same bank on one core, on all local cores
or on a cluster, in any order of completion.

Running it: :func:`make_chunk` is the one piece of work (a plain function of
a plain dict, so it can travel to another process or machine); the driver,
:func:`build_bank`, submits the chunks not yet on disk to an *executor*
(anything with ``submit(fn, arg)`` whose futures ``as_completed`` can wait
on: :class:`InlineExecutor` for one job, a process pool for local cores,
a Dask ``distributed.Client`` for a cluster) and writes each chunk as it
arrives, atomically (a temporary file, then a rename). A rerun skips the
chunks already written, so an interrupted run, or a worker that died, loses
no finished work and repeats none.

Layout of ``out``: ``bank.json`` (the plan's parameters: a rerun with other
parameters is refused rather than mixing two banks), ``chunks/LEVEL-NNNNNN.jsonl``
(one JSON object per puzzle), and, once every chunk is in, ``LEVEL.jsonl``,
each level's puzzles in order.
"""

from __future__ import annotations

import json
import os
from concurrent.futures import Future
from dataclasses import asdict, dataclass

from .errors import SudokuError
from .generator import LEVEL_NAMES, LEVELS_BY_SIZE, generate
from .randomness import MASK64, derive, require_seed

#: The puzzle fields a bank line keeps (the path is left out: rerun ``explain`` for it).
FIELDS = ("puzzle", "solution", "level", "se", "hardest", "needs", "clues", "seed", "symmetry", "steps", "tries")


@dataclass(frozen=True)
class Plan:
    """What to build: ``count`` puzzles of each level, in chunks of ``chunk``."""

    levels: tuple
    count: int
    seed: int = 0
    size: int = 9
    symmetry: str = "none"
    chunk: int = 50
    max_tries: int = 20000

    def check(self) -> "Plan":
        if not self.levels:
            raise SudokuError("bad_argument", "Name at least one level for the bank.")
        for level in self.levels:
            if level not in LEVEL_NAMES or level not in LEVELS_BY_SIZE.get(self.size, ()):
                allowed = LEVELS_BY_SIZE.get(self.size, LEVEL_NAMES)
                raise SudokuError("bad_argument", f"Level {level!r:.40} is not one of: {', '.join(allowed)}.")
        if self.count < 1 or self.chunk < 1:
            raise SudokuError("bad_argument", "The count and the chunk size must be at least 1.")
        require_seed(self.seed, "bank seed")  # issue 29 item 7: no silent truncation to 64 bits
        return self

    def chunks(self) -> list:
        """Every chunk's spec (a plain dict for :func:`make_chunk`), level by level."""
        specs = []
        for level in self.levels:
            for index, start in enumerate(range(0, self.count, self.chunk)):
                specs.append({"level": level, "index": index, "start": start,
                              "stop": min(start + self.chunk, self.count), "seed": self.seed, "size": self.size,
                              "symmetry": self.symmetry, "max_tries": self.max_tries})
        return specs


def puzzle_seed(bank_seed: int, level: str, i: int) -> int:
    """The seed of puzzle ``i`` of a level (63 bits, so it prints and parses as a plain number)."""
    return derive(bank_seed, LEVEL_NAMES.index(level), i) & (MASK64 >> 1)


def make_chunk(spec: dict) -> list:
    """Generate and grade one chunk: its puzzles as JSON-ready dicts, in order."""
    rows = []
    for i in range(spec["start"], spec["stop"]):
        made = generate(spec["size"], level=spec["level"], symmetry=spec["symmetry"],
                        seed=puzzle_seed(spec["seed"], spec["level"], i), max_tries=spec["max_tries"])
        record = made.to_dict()
        record["steps"] = made.rating.steps
        rows.append({key: record[key] for key in FIELDS})
    return rows


def chunk_name(spec: dict) -> str:
    return f"{spec['level']}-{spec['index']:06d}.jsonl"


class InlineExecutor:
    """One job, in this process: ``submit`` runs the work at once and returns a done future."""

    def submit(self, fn, *args, **kwargs):
        future = Future()
        try:
            future.set_result(fn(*args))
        except BaseException as error:  # handed over through the future, as a pool would
            future.set_exception(error)
        return future


def _write_atomically(path: str, text: str) -> None:
    temporary = f"{path}.{os.getpid()}.tmp"
    with open(temporary, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(temporary, path)


def _chunk_done(path: str, spec: dict) -> bool:
    """A chunk on disk counts when it holds one valid line per puzzle."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = [json.loads(line) for line in f if line.strip()]
    except (OSError, ValueError):
        return False
    return len(lines) == spec["stop"] - spec["start"] and all("puzzle" in line for line in lines)


def _open_bank(plan: Plan, out: str) -> None:
    """Create ``out`` or check that it holds a bank of the same plan."""
    os.makedirs(os.path.join(out, "chunks"), exist_ok=True)
    manifest = os.path.join(out, "bank.json")
    wanted = asdict(plan)
    wanted["levels"] = list(plan.levels)
    if os.path.exists(manifest):
        with open(manifest, encoding="utf-8") as f:
            found = json.load(f)
        same = {k: v for k, v in found.items() if k not in ("count", "levels")} == \
            {k: v for k, v in wanted.items() if k not in ("count", "levels")}
        if not same:
            raise SudokuError("bad_argument", f"{out} holds a bank made with other settings ({manifest}); "
                              "use another directory, or the same --seed, --size, --symmetry and --chunk.")
    _write_atomically(manifest, json.dumps(wanted, indent=1) + "\n")


def build_bank(plan: Plan, out: str, executor=None, as_completed=None, report=None) -> dict:
    """Build (or finish) the bank in ``out``; returns ``{"done", "skipped", "made", "puzzles"}``
    (chunks written now, chunks found done, puzzles made now, level -> puzzles in the bank).

    ``executor`` and ``as_completed`` default to :class:`InlineExecutor` and
    :func:`concurrent.futures.as_completed`; ``report(spec, done, total)`` is
    called as each chunk is written.
    """
    from concurrent.futures import as_completed as local_as_completed

    plan.check()
    executor = executor or InlineExecutor()
    as_completed = as_completed or local_as_completed
    _open_bank(plan, out)
    specs = plan.chunks()
    paths = {chunk_name(s): os.path.join(out, "chunks", chunk_name(s)) for s in specs}
    todo = [s for s in specs if not _chunk_done(paths[chunk_name(s)], s)]
    skipped = len(specs) - len(todo)
    futures = {executor.submit(make_chunk, spec): spec for spec in todo}
    done = made = 0
    for future in as_completed(list(futures)):
        spec = futures[future]
        rows = future.result()
        _write_atomically(paths[chunk_name(spec)], "".join(json.dumps(row) + "\n" for row in rows))
        done += 1
        made += len(rows)
        if report:
            report(spec, skipped + done, len(specs))
    puzzles = _merge(plan, out, specs, paths)
    return {"done": done, "skipped": skipped, "made": made, "puzzles": puzzles}


def _merge(plan: Plan, out: str, specs: list, paths: dict) -> dict:
    """Write ``LEVEL.jsonl`` for each level, its chunks in order; returns level -> count."""
    counts = {}
    for level in plan.levels:
        lines = []
        for spec in specs:
            if spec["level"] == level:
                with open(paths[chunk_name(spec)], encoding="utf-8") as f:
                    lines.extend(line for line in f if line.strip())
        _write_atomically(os.path.join(out, f"{level}.jsonl"), "".join(lines))
        counts[level] = len(lines)
    return counts


__all__ = ["FIELDS", "InlineExecutor", "Plan", "build_bank", "chunk_name", "make_chunk", "puzzle_seed"]
