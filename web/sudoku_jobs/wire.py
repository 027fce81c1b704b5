"""The wire form of every engine result: plain dicts and lists in the worker, light objects on the page.

Only JSON crosses between the page and the engine worker (no proxies of Python objects), so each
result the worker's jobs give (``jobs``) is encoded here into dicts, lists, numbers and strings,
and decoded on the page's side into small objects with the attributes the page's modules read
off the core's own (a Step's pattern and parts, a Hint's kind, cells and grid, a SolveResult's
status, solution and stats, a Rating's level, a tutor trace's frames...). The encoders only read
attributes, so this module imports nothing from the engine: it runs under MicroPython 1.28 on the
page's main thread as well as in CPython and Pyodide. Hence the subset: no dataclasses, no
unpacking inside displays, no annotations, no ``functools``.

Shapes (every cell 0-based, every digit 1..size, as in the core): a pair is ``[cell, digit]``; a
puzzle ``{"size", "cells", "symbols"}``; a candidate grid ``{"size", "values", "cands",
"symbols"}``; a step ``{"technique", "difficulty", "placements", "eliminations", "pattern",
"parts"}`` with tuples as lists (decoded back to tuples); an error ``{"code", "message", "cells",
"details"}``, the fields of a ``SudokuError``.
"""


# ----- plain values ---------------------------------------------------------------------------
def plain(value):
    """``value`` as JSON-able data: tuples, lists, sets and frozensets become lists (sets sorted),
    dicts keep their keys (as strings)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return [plain(v) for v in sorted(value)]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    raise TypeError("no wire form for " + type(value).__name__)


def tuples(value):
    """Lists back to tuples, all the way down (the core's steps hold tuples)."""
    if isinstance(value, list):
        return tuple(tuples(v) for v in value)
    if isinstance(value, dict):
        return {k: tuples(v) for k, v in value.items()}
    return value


def pairs(value):
    return [[int(a), int(b)] for a, b in value]


class Light:
    """A decoded value: attributes only, equal when their attributes are."""

    def __init__(self, **fields):
        for name in fields:
            setattr(self, name, fields[name])

    def __eq__(self, other):
        return type(other) is type(self) and self.__dict__ == other.__dict__

    def __ne__(self, other):
        return not self == other

    def __repr__(self):
        return type(self).__name__ + "(" + ", ".join(k + "=" + repr(self.__dict__[k])
                                                    for k in sorted(self.__dict__)) + ")"


# ----- puzzles, grids, errors --------------------------------------------------------------------
def encode_puzzle(puzzle):
    if puzzle is None:
        return None
    # a variant's solve result holds the Variant as its puzzle: its givens, the size's symbols
    return {"size": puzzle.size, "cells": list(puzzle.cells), "symbols": getattr(puzzle, "symbols", None)}


def decode_puzzle(data):
    """The core's own ``Puzzle`` (one of the modules the page's thread shares with the core)."""
    if data is None:
        return None
    from sudoku_core.puzzle import Puzzle

    if data.get("symbols") is None:
        return Puzzle(tuple(data["cells"]), data["size"])
    return Puzzle(tuple(data["cells"]), data["size"], data["symbols"])


class Grid(Light):
    """A candidate grid as the page reads one: ``size``, ``box``, ``values``, ``cands`` (masks),
    ``symbols``; ``copy()``."""

    def copy(self):
        return Grid(size=self.size, box=self.box, values=list(self.values), cands=list(self.cands),
                    symbols=self.symbols)


def encode_grid(grid):
    if grid is None:
        return None
    return {"size": grid.size, "values": list(grid.values), "cands": list(grid.cands), "symbols": grid.symbols}


def decode_grid(data):
    if data is None:
        return None
    box = 1
    while (box + 1) * (box + 1) <= data["size"]:
        box += 1
    return Grid(size=data["size"], box=box, values=list(data["values"]), cands=list(data["cands"]),
                symbols=data["symbols"])


def encode_error(error):
    """A SudokuError's fields (anything else: code ``internal``, its type and text)."""
    code = getattr(error, "code", None)
    if code is None:
        return {"code": "internal", "message": type(error).__name__ + ": " + str(error), "cells": [],
                "details": {"type": type(error).__name__}}
    return {"code": code, "message": error.message, "cells": list(error.cells or ()),
            "details": plain(error.details or {})}


def decode_error(data):
    """A ``SudokuError`` with the same code, message, cells and details."""
    from sudoku_core.errors import SudokuError

    return SudokuError(data["code"], data["message"], cells=tuple(data.get("cells") or ()),
                       details=data.get("details") or {})


def error_of(result):
    """The decoded error of a job's answer (``{"error": {...}}``), or None for a result."""
    if isinstance(result, dict) and "error" in result:
        return decode_error(result["error"])
    return None


# ----- steps and hints ------------------------------------------------------------------------------
class Node(Light):
    """A chain node: ``cells``, ``digit``. (Written-out constructors here and in Link: a long
    chain has hundreds, and keyword arguments cost MicroPython a dict each.)"""

    def __init__(self, cells, digit):
        self.cells = cells
        self.digit = digit


class Link(Light):
    """A chain link: nodes ``a`` and ``b``, ``kind`` strong or weak."""

    def __init__(self, a, b, kind):
        self.a = a
        self.b = b
        self.kind = kind


class Pattern(Light):
    """What a step draws: ``cells``, ``candidates``, ``houses``, ``fins``, ``links``."""


class Step(Light):
    """A logical step: ``technique``, ``difficulty``, ``placements``, ``eliminations``, ``pattern``,
    ``parts`` (tuples, as the core's), ``variant`` (True for a variant's step: its parts name
    houses as ``(kind, index)`` and cages as ``(cells, total)``, ``sudoku_core.variants.logic.words``)
    and ``area`` (the cells of the houses a variant's step sums or compares, drawn; else empty)."""

    @property
    def progress(self):
        return bool(self.placements or self.eliminations)


def encode_step(step):
    if step is None:
        return None
    p = step.pattern
    links = [[list(l.a.cells), l.a.digit, list(l.b.cells), l.b.digit, l.kind] for l in p.links]
    return {"technique": step.technique, "difficulty": step.difficulty,
            "placements": pairs(step.placements), "eliminations": pairs(step.eliminations),
            "pattern": {"cells": list(p.cells), "candidates": pairs(p.candidates), "houses": list(p.houses),
                        "fins": pairs(p.fins), "links": links},
            "parts": plain(step.parts)}


def decode_step(data):
    if data is None:
        return None
    p = data["pattern"]
    links = tuple(Link(Node(tuple(a), da), Node(tuple(b), db), kind) for a, da, b, db, kind in p["links"])
    pattern = Pattern(cells=tuple(p["cells"]), candidates=tuples(p["candidates"]), houses=tuple(p["houses"]),
                      fins=tuples(p["fins"]), links=links)
    return Step(technique=data["technique"], difficulty=data["difficulty"], placements=tuples(data["placements"]),
                eliminations=tuples(data["eliminations"]), pattern=pattern, parts=tuples(data["parts"]),
                variant=bool(data.get("variant")), area=tuple(data.get("area") or ()))


class Stats(Light):
    """The solver's effort: ``nodes``, ``backtracks``, ``elapsed`` seconds."""


def encode_stats(stats):
    return {"nodes": stats.nodes, "backtracks": stats.backtracks, "elapsed": stats.elapsed}


def decode_stats(data):
    return Stats(nodes=data["nodes"], backtracks=data["backtracks"], elapsed=data["elapsed"])


class Hint(Light):
    """A hint: ``kind``, ``size``, ``symbols``, ``cells``, ``houses``, ``step``, ``wrong``, ``grid``,
    ``variant`` (its houses then are ``(kind, index)`` pairs and a ``("cage", cells, total)``)
    and ``solved_by.stats`` (the fast solver's verdict: its backtracks are the rating's guesses)."""

    @property
    def technique(self):
        return self.step.technique if self.step else None


def encode_hint(hint):
    verdict = getattr(hint, "solved_by", None)
    stats = getattr(verdict, "stats", None)
    return {"kind": hint.kind, "size": hint.size, "symbols": hint.symbols, "cells": list(hint.cells),
            "houses": list(hint.houses), "step": encode_step(hint.step), "wrong": pairs(hint.wrong),
            "grid": encode_grid(hint.grid), "solved_by": None if stats is None else encode_stats(stats)}


def decode_hint(data):
    verdict = data.get("solved_by")
    return Hint(kind=data["kind"], size=data["size"], symbols=data["symbols"], cells=tuple(data["cells"]),
                houses=tuple(data["houses"]), step=decode_step(data["step"]), wrong=tuples(data["wrong"]),
                grid=decode_grid(data["grid"]), variant=bool(data.get("variant")),
                solved_by=None if verdict is None else Light(stats=decode_stats(verdict)))


# ----- Explain and ratings ---------------------------------------------------------------------------
def grid_changes(before, after):
    """The cells whose value or candidates differ between two grids, as [cell, value, cands]."""
    return [[c, after.values[c], after.cands[c]] for c in range(len(after.values))
            if before.values[c] != after.values[c] or before.cands[c] != after.cands[c]]


def encode_explain(hint, path_pairs, solved):
    """Explain's answer: the position's hint, then the path from its step as (grid before, step)
    pairs, and whether the path ends with the grid solved. Each grid is sent as the cells that
    changed since the grid before it (the first one whole, as ``start``): a tenth of the text."""
    path, previous = [], None
    for grid, step in path_pairs:
        path.append([[] if previous is None else grid_changes(previous, grid), encode_step(step)])
        previous = grid
    start = encode_grid(path_pairs[0][0]) if path_pairs else None
    return {"hint": encode_hint(hint), "start": start, "path": path, "solved": bool(solved)}


class Grids:
    """The grids of a decoded path, each rebuilt from the one before it when first read."""

    def __init__(self, start, changes):
        self.start = start
        self.changes = changes
        self.made = []

    def grid(self, k):
        while len(self.made) <= k:
            n = len(self.made)
            if n == 0:
                grid = decode_grid(self.start)
            else:
                grid = self.made[n - 1].copy()
                for cell, value, cands in self.changes[n]:
                    grid.values[cell] = value
                    grid.cands[cell] = cands
            self.made.append(grid)
        return self.made[k]


class LazyGrid:
    """Step ``k``'s grid of a decoded path: rebuilt on the first read of any attribute, so listing
    a long path on the page's thread never pays for grids nobody looks at."""

    def __init__(self, grids, k):
        self.grids = grids
        self.k = k

    def __getattr__(self, name):
        return getattr(self.grids.grid(self.k), name)


def decode_explain(data):
    """A light object: ``hint``, ``path`` (a list of (grid before, step) pairs; each grid is built
    when first read), ``solved``, ``guesses``; a variant's also its path's ``rating`` (a dict, with
    ``stopped``) and ``scale`` "variant" (else None and "")."""
    hint = decode_hint(data["hint"])
    grids = Grids(data.get("start"), [changes for changes, _ in data["path"]])
    path = [(LazyGrid(grids, k), decode_step(step)) for k, (_, step) in enumerate(data["path"])]
    guesses = hint.solved_by.stats.backtracks if hint.solved_by is not None else 0
    return Light(hint=hint, path=path, solved=data["solved"], guesses=guesses,
                 rating=data.get("rating"), scale=data.get("scale", ""))


RATING_FIELDS = ("se", "ep", "ed", "level", "hardest", "steps", "counts", "solved", "nodes", "guesses",
                 "profile", "reached")


def encode_rating(rating):
    """A core ``Rating`` (``rate``, a generated puzzle's) as its fields; ``rate_path``'s dict as is."""
    if isinstance(rating, dict):
        return plain(rating)
    return {name: plain(getattr(rating, name)) for name in RATING_FIELDS}


def decode_rating(data):
    """A ``Rating``'s fields as attributes (``rate_path``'s dicts stay dicts: the page reads them so)."""
    return Light(**data)


# ----- solving and counting -------------------------------------------------------------------------
class SolveResult(Light):
    """``status``, ``puzzle``, ``solution``, ``witness`` (Puzzles or None), ``differences``, ``stats``."""


def encode_solve(result, wall=0.0):
    return {"status": result.status, "puzzle": encode_puzzle(result.puzzle),
            "solution": encode_puzzle(result.solution), "witness": encode_puzzle(result.witness),
            "differences": list(result.differences), "stats": encode_stats(result.stats), "wall": wall}


def encode_over_budget(nodes, wall=0.0):
    """A solve given up past its node budget (``max_nodes``)."""
    return {"over_budget": True, "nodes": nodes, "wall": wall}


def decode_solve(data):
    """A light object: ``result`` (status, solution, witness, differences, stats), ``nodes``,
    ``wall`` (seconds in the worker): what ``controller.Outcome`` holds for a finished solve
    (``kind`` "done"); ``kind`` "over_budget" and no result for a solve given up at its budget."""
    if data.get("over_budget"):
        return Light(kind="over_budget", result=None, nodes=data["nodes"], wall=data["wall"])
    result = SolveResult(status=data["status"], puzzle=decode_puzzle(data["puzzle"]),
                         solution=decode_puzzle(data["solution"]), witness=decode_puzzle(data["witness"]),
                         differences=tuple(data["differences"]), stats=decode_stats(data["stats"]))
    return Light(kind="done", result=result, nodes=result.stats.nodes, wall=data["wall"])


def encode_count(result):
    return {"count": result.count, "capped": result.capped,
            "solutions": [encode_puzzle(s) for s in result.solutions], "stats": encode_stats(result.stats)}


def decode_count(data):
    return Light(count=data["count"], capped=data["capped"],
                 solutions=tuple(decode_puzzle(s) for s in data["solutions"]), stats=decode_stats(data["stats"]))


# ----- new puzzles ------------------------------------------------------------------------------------
def encode_generated(made):
    return {"puzzle": encode_puzzle(made.puzzle), "solution": encode_puzzle(made.solution),
            "rating": encode_rating(made.rating), "seed": made.seed, "symmetry": made.symmetry,
            "tries": made.tries, "needs": list(made.needs)}


def decode_generated(data):
    """A generated puzzle; a variant's (``jobs.job_generate`` with ``variant``) as its fields."""
    if "variant" in data:
        return Light(variant=data["variant"], iss=data["iss"], rating=data["rating"], seed=data["seed"],
                     tries=data["tries"], clues=data["clues"], cages=data["cages"])
    return Light(puzzle=decode_puzzle(data["puzzle"]), solution=decode_puzzle(data["solution"]),
                 rating=decode_rating(data["rating"]), seed=data["seed"], symmetry=data["symmetry"],
                 tries=data["tries"], needs=tuple(data["needs"]))


# ----- the tutor's traces and the race ------------------------------------------------------------------
TALLY_FIELDS = ("steps", "nodes", "backtracks", "dead_ends", "solutions", "depth", "finished")


class Tally(Light):
    """The player's counters: ``steps``, ``nodes``, ``backtracks``, ``dead_ends``, ``solutions``,
    ``depth``, ``finished``."""


def encode_tally(tally):
    return [getattr(tally, name) for name in TALLY_FIELDS]


def decode_tally(data):
    fields = {}
    for name, value in zip(TALLY_FIELDS, data):
        fields[name] = value
    return Tally(**fields)


class Event(Light):
    """A traced step: ``kind``, ``cell``, ``digit``, ``depth``, ``reason``."""


class Datum(Light):
    """A row of the algorithm's data panel: ``label``, ``kind``, ``value``, ``name``."""


class Frame(Light):
    """One step of a trace as the player shows it: ``position``, ``event``, ``board`` (a tuple),
    ``line`` (of ``source``, or None), ``panel`` (Datum rows), ``tally``, ``finished``, ``capped``."""

    @property
    def over(self):
        return self.finished or self.capped


def encode_frame(player, board_before):
    """The player's current step; its board as the cells changed since ``board_before``."""
    e = player.event
    board = player.board
    changed = [[c, v] for c, v in enumerate(board) if board_before is None or board_before[c] != v]
    panel = [[d.label, d.kind, plain(d.value), d.name] for d in player.panel()]
    event = None if e is None else [e.kind, e.cell, e.digit, e.depth, e.reason]
    return [player.position, event, player.line, changed, panel, encode_tally(player.tally),
            player.finished, player.capped], board


def encode_trace(player, start, count):
    """Steps ``start``..``start + count - 1`` of ``player`` (moved there, then stepped; step 0 is the
    position before the first event): the trace the tutor plays, a window at a time."""
    player.seek(start)
    frames = []
    frame, board = encode_frame(player, None)
    frames.append(frame)
    while len(frames) < count and not player.over:
        player.step()
        frame, board = encode_frame(player, board)
        frames.append(frame)
    return {"algorithm": player.algorithm, "size": player.puzzle.size, "source": player.source,
            "start": start, "frames": frames}


class Frames:
    """A decoded window of a trace: ``len``, ``frames[k]`` and iteration, each Frame built when
    read (its board from the nearest one before it), so a window of thousands of steps costs the
    page's thread only the frames it shows."""

    def __init__(self, size, raw):
        self.raw = raw
        self.size = size
        self.board = [0] * (size * size)
        self.at = -1                  # the frame whose board ``board`` is

    def __len__(self):
        return len(self.raw)

    def __getitem__(self, k):
        if k < 0:
            k += len(self.raw)
        if not 0 <= k < len(self.raw):
            raise IndexError("no frame " + str(k))
        if k < self.at:
            self.board = [0] * (self.size * self.size)
            self.at = -1
        while self.at < k:
            self.at += 1
            for cell, value in self.raw[self.at][3]:
                self.board[cell] = value
        position, event, line, changed, panel, tally, finished, capped = self.raw[k]
        ev = None if event is None else Event(kind=event[0], cell=event[1], digit=event[2], depth=event[3],
                                              reason=event[4])
        rows = [Datum(label=r[0], kind=r[1], value=tuples(r[2]), name=r[3]) for r in panel]
        return Frame(position=position, event=ev, board=tuple(self.board), line=line, panel=rows,
                     tally=decode_tally(tally), finished=finished, capped=capped)

    def __iter__(self):
        for k in range(len(self.raw)):
            yield self[k]


def decode_trace(data):
    """A light object: ``algorithm``, ``size``, ``source``, ``start`` and ``frames`` (a sequence of
    Frame objects, each with the whole board, built when read: see Frames)."""
    return Light(algorithm=data["algorithm"], size=data["size"], source=data["source"], start=data["start"],
                 frames=Frames(data["size"], data["frames"]))


def encode_race_row(result):
    return {"name": result.name, "tally": encode_tally(result.tally), "seconds": result.seconds,
            "board": list(result.board), "capped": result.capped}


def decode_race_row(data):
    """A ``RaceResult``'s fields: ``name``, ``tally``, ``seconds``, ``board``, ``capped``."""
    return Light(name=data["name"], tally=decode_tally(data["tally"]), seconds=data["seconds"],
                 board=tuple(data["board"]), capped=data["capped"])


# ----- what the page sends --------------------------------------------------------------------------
def position_args(size, givens, entries=(), crossed=()):
    """A hint's or Explain's arguments from a position: ``givens`` and ``entries`` as digits per
    cell (0 empty), ``crossed`` the crossed-out (cell, digit) pairs (``Position.crossed_out``)."""
    return {"size": size, "givens": list(givens), "entries": list(entries), "crossed": pairs(crossed)}


def variant_args(variant):
    """A variant's rules (the fields ``make_variant`` takes, givens aside) as JSON-able data."""
    if variant is None:
        return None
    out = {}
    for name in ("size", "box_shape", "regions", "no_boxes", "extra_houses", "differ", "parity",
                 "non_consecutive", "name", "thermos", "dots", "strict", "little_killers", "arrows", "sandwiches"):
        out[name] = plain(getattr(variant, name))
    out["cages"] = [[list(c.cells), c.total] if hasattr(c, "cells") else plain(c) for c in variant.cages]
    return out
