"""New puzzles with exactly one solution, at a chosen level or technique.

The method is the classic one (QQWing, HoDoKu), in three ideas:

1. **A random full grid**: the boxes on the main diagonal share no row,
   column or box, so each is filled with a random permutation; the fast
   search (:mod:`..search.engine`) completes the rest. At 9x9 every such start
   completes; at 4x4 some do not (the two boxes can leave a row and a column
   with no digit in common), and then the first box alone is kept, which
   always completes (any grid, relabelled, has it).
2. **Carving**: clues are removed an orbit of the chosen symmetry at a time
   (:mod:`.symmetry`), in random order, and put back when the puzzle would
   lose its unique solution (or, for the easy levels, get too hard). One pass
   leaves a puzzle from which no orbit can be removed: *minimal* (with a
   symmetry, minimal among symmetric puzzles).
3. **Aiming**: the carved puzzle is rated (:mod:`..logic.rating`) and kept
   when its level (or the technique it needs) is the one asked for;
   otherwise the generator tries again from a new grid. A level is judged on
   the rating's profile, Sudoku Explainer's (``"se"``, what ``rate`` gives);
   a technique on the teaching profile, whose techniques it names (Skyscraper,
   W-Wing, ... are not SE's). The rating only runs the techniques below the
   target's upper bound, so a puzzle that is too hard is rejected as soon as
   those stall; and when the path it finds stays below that bound, it is
   exactly the full rating's path: a technique can only rate its steps at or
   above its base value; the teaching path always takes the cheapest step,
   and SE's takes the first producer's, its producers' base values never
   decrease, so the techniques below a bound are a prefix of its order and
   the restricted path takes the same steps. Two shortcuts keep most tries
   cheap: a puzzle the engine's propagation settles alone is too easy for any
   target above locked candidates, and is dropped unrated.
4. **Easing**: a puzzle too hard for the target (its restricted path stalls)
   is not thrown away at once: the clue of a random cell the stalled
   position still lacks (with its symmetry orbit) goes back, and the puzzle
   is rated again, up to :data:`EASING` times. Random minimal puzzles are
   mostly easier than "diabolical" or much harder (they need chains); easing
   the harder ones halves the time to a diabolical puzzle. Not with
   ``minimal``, which such a clue would break.

Everything is drawn from :class:`~.randomness.Rng`, so a seed gives the same
puzzle on every machine and in the browser. :func:`generate_work` is the same
work as a generator that yields progress between small steps: the page's engine
worker runs it and reports the tries between them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..checks import require_int
from ..errors import SudokuError
from ..values import counted
from ..geometry import BOX_SIDE, geometry
from ..logic.grid import CandidateGrid
from ..logic.path import run, solve_path_work
from ..logic.profiles import PROFILES, RATING, TEACHING
from ..logic.rating import LEVELS, Rating, rate_path, unique_solution
from ..logic.techniques import BY_ID, TECHNIQUES
from ..puzzle import Puzzle
from ..search.engine import search, search_candidates
from ..search.propagation import initial_candidates, propagate, tables
from .randomness import Rng, require_seed
from .symmetry import check_symmetry, orbits

#: Grid sides the generator makes (25x25 carving is too slow to be useful).
SIZES = (4, 9, 16)

#: The level names a puzzle can be asked for, easiest first.
LEVEL_NAMES = tuple(name for name, _ in LEVELS)

#: The levels each size can be asked for. A 16x16 rating beyond singles takes
#: minutes in pure Python (chains over 4096 candidates), so 16x16 puzzles come
#: easy or medium (the kind hexadoku pages publish), and "any" means medium.
LEVELS_BY_SIZE = {4: ("easy",), 9: LEVEL_NAMES, 16: ("easy", "medium")}

#: Levels whose carving is guided (a removal that makes the puzzle too hard is
#: put back): random minimal puzzles are rarely this easy.
GUIDED = ("easy", "medium")

#: The hardest step the engine's propagation stands for (naked and hidden
#: singles, locked candidates): a puzzle it settles is never above this.
PROPAGATION_CEILING = 2.8

#: How many clues (orbits) may go back into a puzzle too hard for the target.
EASING = 8

#: How many grids to try before giving up, unless the caller says otherwise.
MAX_TRIES = 2000


@dataclass(frozen=True)
class Target:
    """What a generated puzzle must be. ``limit`` bounds the techniques the
    first rating tries (base value below it); :meth:`accept` judges that path.

    ``technique`` alone means the puzzle *needs* it: the teaching profile's
    path uses it before anything harder than it. With ``hardest``, it must
    also be that path's hardest step. A level is judged on the SE profile's
    path (see :attr:`profile`)."""

    level: str | None = None
    technique: str | None = None
    hardest: bool = False

    @property
    def profile(self):
        """The profile the target is judged on: a technique names a teaching technique; a level
        (or any puzzle) is the rating's, Sudoku Explainer's."""
        return PROFILES[TEACHING if self.technique is not None else RATING]

    @property
    def limit(self) -> float:
        if self.level is not None:
            return dict(LEVELS)[self.level]
        if self.technique is not None:
            return _limit_above(BY_ID[self.technique].difficulty)
        return float("inf")

    @property
    def floor(self) -> float:
        """No path reaches the target unless some step is at least this hard."""
        if self.level is not None:
            i = LEVEL_NAMES.index(self.level)
            return LEVELS[i - 1][1] if i else 0.0
        if self.technique is not None:
            return BY_ID[self.technique].difficulty
        return 0.0

    def techniques(self) -> tuple:
        limit = self.limit
        return tuple(t for t in self.profile.techniques if t.difficulty < limit)

    def accept(self, path) -> bool:
        """Is this path (the restricted one, or the full rating's) the one
        asked for? A restricted path is exact while its steps stay below
        ``limit`` (see the module docstring); when it is accepted but not
        :meth:`complete`, the puzzle is rated in full and judged again."""
        steps = path.steps
        if self.technique is not None and not self.hardest:
            return self.technique in needed(steps)
        by_id = self.profile.by_id
        if not path.solved or any(by_id[step.technique].difficulty >= self.limit for step in steps):
            return False
        fields = rate_path(path)
        if self.level is not None:
            return fields["level"] == self.level
        if self.technique is not None:
            return fields["hardest"] == self.technique
        return True

    def complete(self, path) -> bool:
        """Is an accepted path already the full one (else it is rated again with every technique)?"""
        return path.solved and path.difficulty < self.limit


def _limit_above(base: float) -> float:
    """The smallest base value above ``base``: the techniques below it are ``base``'s peers or easier."""
    return min((t.difficulty for t in TECHNIQUES if t.difficulty > base), default=float("inf"))


def needed(steps) -> list:
    """The techniques a path *needs*, in order of first use: each used before any step of a
    harder technique (a higher base value), so no harder technique did its work first. Base
    values, not step ratings: a chain's step rates above its base by its length, and is still
    the chain the puzzle needs."""
    found = []
    before = 0.0  # the hardest base value used so far
    for step in steps:
        base = BY_ID[step.technique].difficulty
        if base >= before and step.technique not in found:
            found.append(step.technique)
        before = max(before, base)
    return found


def target_for(level=None, technique=None, hardest=False) -> Target:
    """Check and normalise what was asked (``x-wing`` and ``X_Wing`` name ``x_wing``)."""
    if level is not None and technique is not None:
        raise SudokuError("bad_argument", "Ask for a level or a technique, not both.")
    if level is not None and level not in LEVEL_NAMES:
        raise SudokuError("bad_argument", f"Unknown level {level!r:.40}; use one of: {', '.join(LEVEL_NAMES)}.")
    if technique is not None:
        technique = technique_id(technique)
    return Target(level, technique, bool(hardest))


def technique_id(name) -> str:
    """The registry id for a technique written as an id, with hyphens, or by its name."""
    key = str(name).strip().lower().replace("-", "_").replace(" ", "_")
    if key in BY_ID:
        return key
    for technique in TECHNIQUES:
        if technique.name.lower().replace("-", "_").replace(" ", "_") == key:
            return technique.id
    raise SudokuError("bad_argument", f"Unknown technique {name!r:.40}; use one of: "
                      f"{', '.join(t.id.replace('_', '-') for t in TECHNIQUES)}.")


@dataclass(frozen=True)
class Generated:
    """A generated puzzle, its solution, its rating (the SE profile's, what ``rate`` gives, with
    its path), how it was made, and ``needs``: the teaching techniques its teaching path needs
    (:func:`needed`; what the page's bank matches a technique against)."""

    puzzle: Puzzle
    solution: Puzzle
    rating: Rating
    seed: int
    symmetry: str
    tries: int
    needs: tuple = ()

    def to_dict(self) -> dict:
        """A JSON-ready form (what ``generate --json`` prints)."""
        return {"puzzle": str(self.puzzle), "solution": str(self.solution), "size": self.puzzle.size,
                "clues": self.puzzle.givens, "seed": self.seed, "symmetry": self.symmetry,
                "tries": self.tries, "level": self.rating.level, "se": self.rating.se,
                "hardest": self.rating.hardest, "needs": list(self.needs),
                "rating": self.rating.to_dict()}


def full_grid(size: int, rng: Rng) -> list:
    """A random complete grid (see the module docstring)."""
    box = BOX_SIDE[size]
    cells = [0] * (size * size)
    for k in range(box):
        digits = list(range(1, size + 1))
        rng.shuffle(digits)
        for i, digit in enumerate(digits):
            r, c = k * box + i // box, k * box + i % box
            cells[r * size + c] = digit
    solution = next(search(cells, size, [0, 0]), None)
    if solution is None:
        first = [r * size + c for r in range(box) for c in range(box)]
        cells = [cells[i] if i in first else 0 for i in range(size * size)]
        solution = next(search(cells, size, [0, 0]))
    return list(solution)


def _rated(cells, size: int, techniques, first_producer: bool):
    """The path of a puzzle with these techniques and rule (see
    :func:`~..logic.path.next_step`), as a generator (it yields as it tries techniques)."""
    grid = CandidateGrid.from_puzzle(Puzzle(tuple(cells), size))
    path = yield from solve_path_work(grid, techniques, first_producer=first_producer)
    return path


def another_solution(cells, size: int, solution, orbit) -> bool:
    """After removing ``orbit`` from a puzzle whose only solution was
    ``solution``: has it another now? Any other solution must differ from
    ``solution`` in a removed cell (else the clues taken away would still
    hold), so one search per cell, with that cell's digit taken out, finds one
    if it exists: cheaper than counting solutions to two, which also walks to
    the known one."""
    t = tables(size)
    start = initial_candidates(cells, t)
    for cell in orbit:
        state = start[:]
        state[cell] &= ~(1 << (solution[cell] - 1))
        mask = state[cell]
        if not mask:
            continue
        queue = [] if mask & (mask - 1) else [cell]
        if propagate(state, queue, t, t.unit_bits[cell]) and \
                next(search_candidates(state, t, [0, 0]), None) is not None:
            return True
    return False


def forced(cells, orbit, geo, solution=None) -> bool:
    """Is every cell of ``orbit`` a single of the clues left: a naked single
    (its peers hold every other digit) or, given ``solution``, a hidden single
    (every other cell of one of its units is a clue or sees the digit)? Then
    the puzzle without them is as unique as before, and no search is needed
    (most of the early removals are such)."""
    peers = geo.peers
    for cell in orbit:
        seen = {cells[p] for p in peers[cell]}
        seen.discard(0)
        if len(seen) == geo.size - 1:
            continue
        if solution is None:
            return False
        digit = solution[cell]
        if not any(all(q == cell or cells[q] or any(cells[p] == digit for p in peers[q]) for q in geo.units[u])
                   for u in geo.cell_units[cell]):
            return False
    return True


def settled_by_propagation(cells, size: int) -> bool:
    """Does the engine's propagation alone (singles and locked candidates, no
    search) fill the grid? Then no step of the puzzle's path is harder than
    :data:`PROPAGATION_CEILING`, and a target above it is missed for sure."""
    state = initial_candidates(cells, tables(size))
    return state is not None and all(not m & (m - 1) for m in state)


def carve_work(solution: list, size: int, rng: Rng, symmetry: str, keep=None):
    """Remove clues an orbit at a time while the puzzle stays unique (and
    ``keep(cells)`` stays true); yields after each orbit, returns the cells."""
    cells = list(solution)
    geo = geometry(size)
    order = list(orbits(size, symmetry))
    rng.shuffle(order)
    for orbit in order:
        for cell in orbit:
            cells[cell] = 0
        stays = forced(cells, orbit, geo, solution) or not another_solution(cells, size, solution, orbit)
        if not stays or (keep is not None and not (yield from keep(cells))):
            for cell in orbit:
                cells[cell] = solution[cell]
        yield None
    return cells


def generate_work(size: int = 9, level=None, technique=None, symmetry: str = "none", minimal: bool = False,
                  seed: int = 0, max_tries: int = MAX_TRIES, hardest: bool = False):
    """:func:`generate` as a generator: yields ``{"tries": n}`` between small
    steps and returns the :class:`Generated` puzzle (raises ``not_found``
    after ``max_tries`` grids)."""
    require_int(size, "size", 1)
    if size not in SIZES:
        raise SudokuError("bad_size", f"Puzzles can be generated at sizes {', '.join(map(str, SIZES))}, not {size}.")
    require_seed(seed)
    require_int(max_tries, "max_tries", 1)
    check_symmetry(symmetry)
    if size == 16 and minimal:   # measured: 80 of 80 tries (1.3 s each) found none easy or medium
        raise SudokuError("bad_argument", "A minimal 16x16 puzzle is harder than the levels 16x16 puzzles are "
                          "made at (easy and medium): minimal puzzles are for 4x4 and 9x9.")
    if size == 16 and level is None and technique is None:
        level = "medium"
    target = target_for(level, technique, hardest)
    if size != 9 and (target.technique is not None or target.level not in (None, *LEVELS_BY_SIZE[size])):
        levels = LEVELS_BY_SIZE[size]   # "the level easy" for one ("the levels easy only" read wrong)
        said = f"the level {levels[0]}" if len(levels) == 1 else f"the levels {' and '.join(levels)}"
        raise SudokuError("bad_argument", f"{size}x{size} puzzles can be asked for at {said} only; "
                          "techniques are for 9x9.")
    rng = Rng(seed)
    orbit_of = {cell: orbit for orbit in orbits(size, symmetry) for cell in orbit}
    guided = target.level in GUIDED and not minimal
    profile, restricted = target.profile, target.techniques()

    def rated(cells, techniques=restricted):
        return _rated(cells, size, techniques, profile.first_producer)

    def keep(cells):
        path = yield from rated(cells)
        return path.solved and path.difficulty < target.limit

    for tries in range(1, max_tries + 1):
        progress = {"tries": tries}
        yield progress
        solution = full_grid(size, rng)
        cells = yield from _progress(carve_work(solution, size, rng, symmetry, keep if guided else None), progress)
        if target.floor > PROPAGATION_CEILING and settled_by_propagation(cells, size):
            continue  # too easy, known without rating it
        path = yield from _progress(rated(cells), progress)
        easing = 0 if minimal else EASING
        while easing and not path.solved and not target.accept(path):
            easing -= 1
            empty = path.grid.empty_cells()
            for cell in orbit_of[empty[rng.below(len(empty))]]:
                cells[cell] = solution[cell]
            path = yield from _progress(rated(cells), progress)
        if target.accept(path):
            if not target.complete(path):
                path = yield from _progress(rated(cells, profile.techniques), progress)
                if not target.accept(path):
                    continue
            # the other profile's full path: the rating is always SE's, ``needs`` the teaching one's
            other = PROFILES[TEACHING if profile.name == RATING else RATING]
            other_path = yield from _progress(_rated(cells, size, other.techniques, other.first_producer), progress)
            graded, taught = (path, other_path) if profile.name == RATING else (other_path, path)
            puzzle = Puzzle(tuple(cells), size)
            result = unique_solution(puzzle)
            rating = Rating(**rate_path(graded), nodes=result.stats.nodes, guesses=result.stats.backtracks,
                            profile=RATING, path=graded)
            return Generated(puzzle, Puzzle(tuple(solution), size), rating, seed, symmetry, tries,
                             tuple(needed(taught.steps)))
    asked = target.level or (target.technique or "any").replace("_", "-")
    raise SudokuError("not_found", f"No {asked} puzzle found in {counted(max_tries, 'try', 'tries')}; try another seed or more tries.")


def _progress(work, progress):
    """Run ``work``, yielding ``progress`` in place of whatever it yields."""
    while True:
        try:
            next(work)
        except StopIteration as done:
            return done.value
        yield progress


def generate(size: int = 9, level=None, technique=None, symmetry: str = "none", minimal: bool = False,
             seed: int = 0, max_tries: int = MAX_TRIES, hardest: bool = False) -> Generated:
    """A new puzzle with exactly one solution (see the module docstring).

    ``level``: one of :data:`LEVEL_NAMES`, judged on the SE profile (the
    puzzle's ``rate(puzzle).level``); ``technique``: a teaching technique id
    (the teaching profile's path needs it before anything harder, or with
    ``hardest`` has it as its hardest step); either way the rating returned
    is the SE profile's; neither: any unique puzzle (16x16: any up to
    medium, see :data:`LEVELS_BY_SIZE`). ``symmetry``: one of
    :data:`~.symmetry.SYMMETRIES`. ``minimal``: carve until no clue (orbit) can
    be removed even at the guided levels. ``seed``: the same seed gives the
    same puzzle everywhere.
    """
    return run(generate_work(size, level, technique, symmetry, minimal, seed, max_tries, hardest))


__all__ = ["EASING", "GUIDED", "Generated", "LEVEL_NAMES", "MAX_TRIES", "SIZES", "Target", "carve_work", "full_grid",
           "LEVELS_BY_SIZE", "forced", "needed", "generate", "generate_work", "target_for", "technique_id"]
