"""The bank's files on disk: the manifest, chunk files written atomically, and the checks a
resumed bank makes before it trusts a chunk someone (or something) left in its folder.

A chunk is kept on resume only when it is exactly what this bank would have made there: one
JSON object per puzzle, as many as the chunk holds, each carrying a seed of its place
(``place_seeds(bank seed, level, i)``: the place's own, or one of its re-rolls; a chunk from
another seed, level, index or count fails here), the bank's level and symmetry, a puzzle and a full, valid solution of the bank's size
that agree with each other and with ``clues``, and no puzzle of this chunk or of another chunk
kept or made (the check reads every line but solves nothing, so it stays fast on a large bank).
When two chunks share a puzzle, the one made now is right and the one found on disk is the
impostor (:func:`.bank.build_bank` remakes it even when it was checked first).
Anything else is *remade*, with the reason, never merged. Every problem with the folder itself
(a file where a folder should be, no permission, a damaged ``bank.json``, a ``LEVEL.jsonl`` that is not
a bank's: :func:`check_not_overwritten`) is a
``SudokuError("bad_argument")`` naming the path, so the command line says it in one line.
"""

from __future__ import annotations

import errno
import json
import os

from ..conflicts import find_conflicts
from ..errors import SudokuError
from ..values import a_size
from ..formats.puzzle_text import parse

#: A chunk file larger than this many bytes per puzzle is not read (a 16x16 line is about 1 kB).
MAX_LINE_BYTES = 16384
#: ``bank.json`` is a few hundred bytes; anything much larger is not a manifest.
MAX_MANIFEST_BYTES = 65536

#: The puzzle fields a bank line keeps (the path is left out: rerun ``explain`` for it).
FIELDS = ("puzzle", "solution", "level", "se", "hardest", "needs", "clues", "seed", "symmetry", "steps", "tries")


#: Write errors of a full disk (or quota, or file size limit): the bank in its folder is fine, and
#: a rerun once there is room finishes it.
FULL = (errno.ENOSPC, errno.EFBIG, getattr(errno, "EDQUOT", errno.ENOSPC))


def unusable(path: str, error: OSError, doing: str) -> SudokuError:
    """The one-line error for a folder or file the bank cannot use."""
    reason = error.strerror or type(error).__name__
    advice = ("free some space and run the same command again (the chunks written are kept)"
              if error.errno in FULL else "use another --out")
    return SudokuError("bad_argument", f"Cannot {doing} {path}: {reason}; {advice}.",
                       details={"path": path, "reason": reason})


def discard(temporary: str) -> None:
    """Remove a temporary file a write left half done (on a full disk it holds space; a rerun
    sweeps only the chunks' folder, and only another process's)."""
    try:
        os.remove(temporary)
    except OSError:
        pass


def write_atomically(path: str, text: str) -> None:
    """Write ``path`` whole or not at all: a temporary file, then a rename (a kill between the
    two leaves only the temporary file, which nothing reads; a failed write removes it)."""
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        with open(temporary, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(temporary, path)
    except OSError as error:
        discard(temporary)
        raise unusable(path, error, "write") from None


def sweep_temporaries(folder: str) -> None:
    """Remove the temporary files of writers that are gone (a run killed between writing a chunk
    and renaming it); a live process's (another run on the same bank) are left alone."""
    if os.name != "posix":  # os.kill(pid, 0) would end the process on Windows, not test it
        return
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        parts = name.split(".")
        if len(parts) < 3 or parts[-1] != "tmp" or not parts[-2].isdigit():
            continue
        try:
            os.kill(int(parts[-2]), 0)
            continue  # its writer is alive
        except ProcessLookupError:
            pass
        except (OSError, ValueError, OverflowError):  # not ours to judge (another user's process...)
            continue
        try:
            os.remove(os.path.join(folder, name))
        except OSError:
            pass


def read_manifest(path: str):
    """The parameters stored in ``bank.json``, or None when there is none yet."""
    try:
        if not os.path.lexists(path):
            return None
        if os.path.getsize(path) > MAX_MANIFEST_BYTES:
            raise ValueError("far too large for a bank manifest")
        with open(path, encoding="utf-8") as f:
            found = json.load(f)
    except OSError as error:
        raise unusable(path, error, "read") from None
    except ValueError as error:  # not JSON, not UTF-8, or too large
        raise damaged_manifest(path, str(error).split("\n")[0][:80]) from None
    if not isinstance(found, dict):
        raise damaged_manifest(path, "it is not a JSON object")
    return found


def damaged_manifest(path: str, why: str) -> SudokuError:
    return SudokuError("bad_argument", f"{path} is damaged ({why}); delete it to rebuild the bank in that folder "
                       "(its chunks are checked and kept), or use another --out.", details={"path": path})


def make_folder(path: str) -> None:
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as error:  # a file in the way, no permission, a read-only disk...
        raise unusable(path, error, "create the folder") from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise SudokuError("bad_argument", f"Cannot write in {path}: permission denied; use another --out.",
                          details={"path": path, "reason": "permission denied"})


def check_not_overwritten(path: str) -> None:
    """Refuse (``bad_argument``) a new bank whose ``LEVEL.jsonl`` at ``path`` would replace a file
    that is not a bank's: one whose first line is not a bank's puzzle (a classic or variant row),
    or a folder. An empty file, or a bank's own (its ``bank.json`` deleted), may be replaced."""
    if not os.path.lexists(path):
        return
    why = None
    try:
        if not os.path.isfile(path):
            why = "it is not a file"
        else:
            with open(path, encoding="utf-8") as f:
                first = f.readline(MAX_LINE_BYTES)
            if first.strip():
                row = json.loads(first)
                if not isinstance(row, dict) or not all(key in row for key in ("puzzle", "solution", "seed", "level")):
                    why = "its first line is not a bank's puzzle"
    except OSError as error:
        raise unusable(path, error, "read") from None
    except ValueError:   # not JSON, not UTF-8, a line longer than any bank's
        why = "its first line is not a bank's puzzle"
    if why:
        raise SudokuError("bad_argument", f"{path} is already there and the bank would write over it ({why}); "
                          "move it, or use another --out.", details={"path": path, "reason": why})


def chunk_name(spec: dict) -> str:
    return f"{spec['level']}-{spec['index']:06d}.jsonl"


def chunk_text(rows: list) -> str:
    return "".join(json.dumps(row) + "\n" for row in rows)


def check_chunk(path: str, spec: dict, expected_seeds: list, seen: dict):
    """Why the chunk file at ``path`` cannot be kept for ``spec`` (a short reason), or None when
    it can. ``expected_seeds``: per row, the seed it must carry, or a tuple of the seeds it may
    carry (``bank.place_seeds``). ``seen`` maps the puzzles of the chunks already kept or made (by hash) to their
    chunk's name; a kept chunk's puzzles are added to it. A missing file is reported as "missing"."""
    if not os.path.lexists(path):
        return "missing"
    try:
        if not os.path.isfile(path):
            return "not a file"
        if os.path.getsize(path) > MAX_LINE_BYTES * (len(expected_seeds) + 1):
            return "far too large"
        with open(path, encoding="utf-8") as f:
            lines = [line for line in f if line.strip()]
    except (OSError, ValueError) as error:
        return f"unreadable ({getattr(error, 'strerror', None) or type(error).__name__})"
    if len(lines) != len(expected_seeds):
        return f"holds {len(lines)} puzzles, not {len(expected_seeds)}"
    mine = set()
    for number, (line, seed) in enumerate(zip(lines, expected_seeds), 1):
        try:
            row = json.loads(line)
        except ValueError:
            return f"line {number} is not JSON"
        why = _check_row(row, spec, seed if isinstance(seed, tuple) else (seed,))
        if why:
            return f"line {number}: {why}"
        key = hash(row["puzzle"])
        if key in mine:
            return f"line {number} repeats a puzzle of this chunk"
        if key in seen:
            return f"line {number} repeats a puzzle of chunk {seen[key]}"
        mine.add(key)
    name = chunk_name(spec)
    seen.update(dict.fromkeys(mine, name))
    return None


#: A variant bank's row (``bank._variant_row``).
VARIANT_FIELDS = ("puzzle", "solution", "variant", "level", "se", "hardest", "clues", "cages", "seed", "symmetry",
                  "steps", "tries")


def _check_variant_row(row, spec: dict, seeds: tuple):
    from ..variants.conflicts import variant_conflicts
    from ..variants.formats import read_variant, write_fpuzzles

    if not isinstance(row, dict) or any(key not in row for key in VARIANT_FIELDS):
        return "not a variant bank puzzle (fields missing)"
    if row["seed"] not in seeds:
        return "a puzzle of another bank, level or place (its seed is not this one's)"
    if (row["variant"], row["level"], row["symmetry"]) != (spec["variant"], spec["level"], spec["symmetry"]):
        return f"{str(row['variant'])[:20]!r} at level {str(row['level'])[:20]!r}: not this bank's"
    if not isinstance(row["puzzle"], str) or not isinstance(row["solution"], str):
        return "the puzzle or its solution is not text"
    try:
        variant = read_variant(row["puzzle"])
    except SudokuError as error:
        return f"does not read as a variant puzzle ({error.code})"
    solution = [int(ch) if ch in "123456789" else 0 for ch in row["solution"]]
    if variant.kinds() != (spec["variant"],) or variant.size != 9 or len(solution) != 81:
        return f"not a 9x9 {spec['variant']} puzzle"
    if write_fpuzzles(variant) != row["puzzle"]:
        return "the puzzle is not written as the bank writes it"
    if 0 in solution or variant_conflicts(variant, solution):
        return "the solution is not a full grid that keeps the rules"
    if any(g and g != s for g, s in zip(variant.givens, solution)):
        return "the solution does not complete the puzzle"
    if row["clues"] != sum(1 for g in variant.givens if g) or row["cages"] != len(variant.cages):
        return "its clue or cage count is wrong"
    return None


def _check_row(row, spec: dict, seeds: tuple):
    if spec.get("variant"):
        return _check_variant_row(row, spec, seeds)
    if not isinstance(row, dict) or any(key not in row for key in FIELDS):
        return "not a bank puzzle (fields missing)"
    if row["seed"] not in seeds:
        return "a puzzle of another bank, level or place (its seed is not this one's)"
    if row["level"] != spec["level"] or row["symmetry"] != spec["symmetry"]:
        return f"level {str(row['level'])[:20]!r}, symmetry {str(row['symmetry'])[:20]!r}: not this bank's"
    if not isinstance(row["puzzle"], str) or not isinstance(row["solution"], str):
        return "the puzzle or its solution is not text"
    try:
        puzzle = parse(row["puzzle"], size=spec["size"])
        solution = parse(row["solution"], size=spec["size"])
    except SudokuError as error:
        return f"does not read as {a_size(spec['size'])} puzzle ({error.code})"
    if str(puzzle) != row["puzzle"] or str(solution) != row["solution"]:
        return "the puzzle or its solution is not written as the bank writes it"
    if 0 in solution.cells or find_conflicts(solution):
        return "the solution is not a full, valid grid"
    if any(p and p != s for p, s in zip(puzzle.cells, solution.cells)):
        return "the solution does not complete the puzzle"
    if row["clues"] != puzzle.givens:
        return "its clue count is wrong"
    return None


__all__ = ["check_chunk", "check_not_overwritten", "chunk_text", "discard", "make_folder", "read_manifest", "sweep_temporaries", "unusable",
           "write_atomically"]
