"""New variant puzzles by kind, level and seed: :func:`generate_variant`.

Each kind is made its own way (the package docstring lists the modules): a killer is a full grid
cut into cages, split until unique, its one-cell cages absorbed (but for a medium one, which needs
a few), and merged toward the level asked for; a jigsaw gets random
regions, then a random solution and carving; the others (diagonal, windoku, anti-knight,
anti-king, non-consecutive, even/odd with parity marks taken from its solution) a random
solution under their rules and carving, with the symmetry asked for. Each puzzle is checked by
the variant solver at every step (exactly one solution) and rated by the variant logic
(:mod:`..logic.rating`, the classic levels).

**Aiming at a level**: the rating runs only the techniques below the level's upper bound, as
the classic generator does, so a puzzle too hard is known as soon as they stall. Each candidate
then walks toward the level (:func:`aimed`): too hard, it is eased where its path stalled (a
killer's cage cut there, another kind's given put back there); a killer too easy gets two cages
merged; another kind eased past the level goes back to its last version that was too hard and is
eased another way; after :data:`STEPS` ratings (:data:`EXTREME_STEPS` for extreme), the next
try. A killer's easiest level is medium: its cages need cage combinations (1.7). Everything is
drawn from the classic generator's ``Rng``, so a seed gives the same puzzle on every machine. No
variant technique is rated between 5.4 (hidden quad) and 6.6 (chains), so "diabolical" (5.0-6.5)
is refused with that reason rather than tried for.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ...checks import require_callable, require_int
from ...errors import SudokuError
from ...values import counted
from ...generation.generator import full_grid
from ...generation.randomness import Rng, require_seed, seed_at
from ...generation.symmetry import check_symmetry, orbits
from ...logic.rating import LEVELS, rate_path
from ...logic.slices import run
from ..logic.board import VariantGrid
from ..logic.chains import BASE as CHAINS
from ..logic.rating import variant_path_work
from ..logic.sweep import sweep
from ..logic.techniques import VARIANT_TECHNIQUES
from ..model import make_variant
from .cages import absorb_singles, cut, grow, killer_of, merge, split_until_unique
from .carving import carve
from .regions import random_regions
from .solutions import first_solution, random_solution, rules_of

VARIANT_KINDS = ("killer", "jigsaw", "diagonal", "windoku", "anti-knight", "anti-king", "non-consecutive",
                 "even-odd")
LEVEL_NAMES = tuple(name for name, _ in LEVELS)
#: Cage merges a killer candidate starts with per level (a killer's difficulty grows with its
#: cages' size; the walk of :func:`aimed` merges more while it is too easy). Extreme starts with
#: none: its candidates are most often too hard already, and each merge costs a uniqueness check.
#: Nightmare starts with none too: merged one at a time, the walk stops at the first version that
#: needs forcing, whose rating takes the fewest forcing steps (each costs hundreds of
#: milliseconds); starting from 20 merges, ratings of long forcing paths made the median 4.0 s
#: over 30 seeds, against 1.5 s from none.
MERGES = {"medium": 0, "hard": 3, "diabolical": 8, "extreme": 0, "nightmare": 0}
#: Parity marks an even/odd puzzle gets.
PARITY_MARKS = 14
#: Ratings one try may take while its puzzle is moved toward the level (:func:`aimed`).
STEPS = 16
#: The same for extreme, whose window is narrow (chains, and only chains): a walk that has
#: reached its edge is worth following further rather than starting over, as a new try spends
#: its first ratings coming back to the edge (killers, seeds 0-89, session 32: median 3.76 s to
#: 3.42 s, mean 5.8 s to 4.8 s, worst 37 s to 19 s; 64 ratings did no better than 32).
EXTREME_STEPS = 32
#: Random cells of the stalled grid tried for one easing before giving up on it.
EASE_ATTEMPTS = 4
#: CPU seconds one rating may take (a path past it is not the level asked for).
RATING_BUDGET = 10.0


@dataclass(frozen=True)
class VariantGenerated:
    """A generated variant: ``variant`` (givens, rules), ``solution`` (its values), ``rating``
    (``rate_path``'s fields, profile variant), ``kind``, ``seed``, ``symmetry``, ``tries``,
    ``seconds`` (CPU)."""

    variant: object
    solution: tuple
    rating: dict
    kind: str
    seed: int
    symmetry: str
    tries: int
    seconds: float

    def to_dict(self) -> dict:
        """A JSON-ready form (``generate --variant --json``): the puzzle as f-puzzles JSON and the rest."""
        from ..formats.fpuzzles import fpuzzles_data

        return {"variant": self.kind, "fpuzzles": fpuzzles_data(self.variant),
                "solution": "".join("123456789ABCDEFG"[v - 1] for v in self.solution),
                "clues": sum(1 for v in self.variant.givens if v), "cages": len(self.variant.cages),
                "seed": self.seed, "symmetry": self.symmetry, "tries": self.tries, "level": self.rating["level"],
                "se": self.rating["se"], "hardest": self.rating["hardest"], "steps": self.rating["steps"]}


def check_request(kind, level, symmetry) -> None:
    if kind not in VARIANT_KINDS:
        raise SudokuError("bad_argument", f"Unknown variant {kind!r:.40}; use one of: {', '.join(VARIANT_KINDS)}.")
    if level is not None and level not in LEVEL_NAMES:
        raise SudokuError("bad_argument", f"Unknown level {level!r:.40}; use one of: {', '.join(LEVEL_NAMES)}.")
    if kind == "killer" and level == "easy":
        raise SudokuError("bad_argument", "A killer's cages need cage combinations (1.7), so its easiest level is "
                          "medium.", details={"variant": kind, "level": level})
    if level == "diabolical":
        raise SudokuError("bad_argument", "No variant technique is rated between 5.4 (hidden quad) and 6.6 (chains), "
                          "so a variant puzzle is almost never diabolical (5.0-6.5): ask for hard or extreme.",
                          details={"variant": kind, "level": level})
    if kind == "killer" and symmetry != "none":
        raise SudokuError("bad_argument", "A killer has no givens, so no symmetry of givens can be asked for.",
                          details={"variant": kind, "symmetry": symmetry})
    check_symmetry(symmetry)


def limit_of(level) -> float:
    """The level's upper bound; any level: below forcing chains (extreme's bound), so that a
    puzzle whose path needs them is eased or dropped at once, not rated for seconds."""
    return dict(LEVELS)[level if level is not None else "extreme"]


def rated(variant, level, budget: float):
    """(the path's rating fields, the grid where it passed the level or stalled: None when it
    finished below the level's bound), with only the techniques below that bound.

    For "extreme" a sweep (:func:`..logic.sweep.sweep`) answers first, in about a third of the
    time: extreme is exactly "needs chains, and they finish it", and a sweep knows what a puzzle
    needs. Only a puzzle that needs chains and is finished by them is rated by its path (its
    level confirmed there, and its fields returned); one too easy or too hard gets fields with
    no level (``level`` None) and, too hard, the grid where the sweep stalled: the grid where
    the path stalls."""
    limit = limit_of(level)
    techniques = tuple(t for t in VARIANT_TECHNIQUES if t.difficulty < limit)
    if level == "extreme":
        started = time.process_time()
        swept = sweep(VariantGrid.from_variant(variant), techniques, one_from=CHAINS, budget=budget)
        if swept.stopped or not swept.solved or swept.hardest < CHAINS:
            fields = {"stopped": swept.stopped, "solved": swept.solved, "level": None}
            return fields, None if swept.solved else swept.grid
        if budget is not None:   # one budget for the sweep and the path
            budget = max(0.0, budget - (time.process_time() - started))
    grid = VariantGrid.from_variant(variant)
    path = run(variant_path_work(grid.copy(), techniques, budget=budget))
    fields = rate_path(path)
    fields["stopped"] = path.stopped
    stuck = None
    if not path.solved or any(s.difficulty >= limit for s in path.steps):
        stuck = grid
        for step in path.steps:
            if step.difficulty >= limit:
                break
            stuck.apply(step)
    return fields, stuck


def make_one(kind: str, level, symmetry: str, rng, others: list | None = None):
    """One candidate puzzle of ``kind`` (a variant with exactly one solution) and its solution;
    ``others`` gathers a killer's second solutions met on the way (see :func:`.cages.unique`)."""
    n = 9
    if kind == "killer":
        solution = full_grid(n, rng)
        cages = split_until_unique(grow(solution, n, rng), solution, n, rng, others)
        if level != "medium":   # medium killers need a few one-cell cages (givens in all but name)
            cages = absorb_singles(cages, solution, n, rng, others)
        merges = MERGES[level] if level is not None else rng.below(10)
        cages = merge(cages, solution, n, rng, merges, others)
        return killer_of(cages, solution, n), solution
    if kind == "jigsaw":
        while True:
            rules = make_variant(size=n, regions=random_regions(n, rng))
            if first_solution(rules) is not None:
                break
    elif kind == "even-odd":
        solution = full_grid(n, rng)
        cells = list(range(n * n))
        rng.shuffle(cells)
        rules = make_variant(size=n, parity=[(c, "even" if solution[c] % 2 == 0 else "odd")
                                             for c in cells[:PARITY_MARKS]])
        return rules.with_givens(tuple(carve(rules, solution, rng, symmetry))), solution
    else:
        rules = rules_of(kind, n)
    solution = random_solution(rules, rng, kind)
    return rules.with_givens(tuple(carve(rules, solution, rng, symmetry))), solution


def eased(variant, solution, stuck, rng, symmetry: str = "none", singles: bool = False):
    """The puzzle made a little easier where its path stalled (see the module docstring); a given
    goes back with its orbit of the symmetry. A killer's cage is cut in two of 2 or more cells, or
    with ``singles`` (a medium killer: such puzzles need them) the stalled cell's cage anyhow."""
    empty = [c for c in range(len(solution)) if not stuck.values[c]]
    cell = rng.choice(empty)
    if variant.cages and singles:
        cages = [list(c.cells) for c in variant.cages]
        k = next(i for i, c in enumerate(cages) if cell in c)
        if len(cages[k]) > 1:
            cages[k:k + 1] = cut(cages[k], cell, variant.size)
            return killer_of(cages, solution, variant.size)
        return variant
    if variant.cages:   # a cage of 4 or more cells (the stalled cell's, else another) cut in two of 2 or more
        cages = [list(c.cells) for c in variant.cages]
        big = [i for i, c in enumerate(cages) if len(c) >= 4 and any(not stuck.values[x] for x in c)]
        mine = [i for i in big if cell in cages[i]]
        if big:
            k = mine[0] if mine else rng.choice(big)
            parts = cut(cages[k], cell if mine else cages[k][0], variant.size)
            if all(len(part) >= 2 for part in parts):
                cages[k:k + 1] = parts
                return killer_of(cages, solution, variant.size)
        return variant   # nothing to cut: the next try
    givens = list(variant.givens)
    for other in next(o for o in orbits(variant.size, symmetry) if cell in o):
        givens[other] = solution[other]
    return variant.with_givens(tuple(givens))


def ease_once(variant, solution, stuck, rng, symmetry: str, singles: bool):
    """:func:`eased` at up to :data:`EASE_ATTEMPTS` random cells of the stalled grid (a cell whose
    cage cannot be cut may lie next to one that can); ``variant`` itself when none worked."""
    for _ in range(EASE_ATTEMPTS):
        easier = eased(variant, solution, stuck, rng, symmetry, singles)
        if easier is not variant:
            return easier
    return variant


def merged_once(variant, solution, rng, others: list | None = None):
    """A killer with two of its cages side by side merged, still unique (``variant`` itself when
    no merge keeps it so); ``others``: see :func:`.cages.unique`."""
    cages = [list(c.cells) for c in variant.cages]
    more = merge(cages, list(solution), variant.size, rng, 1, others)
    return variant if len(more) == len(cages) else killer_of(more, list(solution), variant.size)


def aimed(variant, solution, level, rng, symmetry: str, budget: float, others: list | None = None):
    """``(variant, rating fields, stuck)``: the candidate moved toward ``level``, rated after each
    move, for up to :data:`STEPS` ratings (:data:`EXTREME_STEPS` for extreme). Too hard
    (``stuck``: the grid where its path stalled), it is eased there; a killer too easy gets two
    cages merged (unless medium is asked for); any other puzzle eased past the level goes back to
    its last version that was too hard, to be eased another way. A killer's levels between two
    cuts or merges are a narrow window (extreme: chains but no forcing), which this walk along
    the edge finds where one-way easing missed it. ``others``: a killer's second solutions met so
    far (see :func:`.cages.unique`)."""
    harder = None   # the last version too hard
    for _ in range(EXTREME_STEPS if level == "extreme" else STEPS):
        fields, stuck = rated(variant, level, budget)
        current = (variant, fields, stuck)
        if fields["stopped"]:
            break
        if stuck is None:
            if level is None or fields["level"] == level:
                break
            if variant.cages and level != "medium":
                harder_one = merged_once(variant, solution, rng, others)
                if harder_one is variant:
                    break
                variant = harder_one
                continue
            if harder is None:
                break   # too easy from the start: the next try
            variant, fields, stuck = harder
        else:
            harder = current
        easier = ease_once(variant, solution, stuck, rng, symmetry, singles=level == "medium")
        if easier is variant:
            break
        variant = easier
    return current


def generate_variant(kind: str, level=None, seed: int = 0, symmetry: str = "none", max_tries: int = 60,
                     budget: float = RATING_BUDGET, progress=None) -> VariantGenerated:
    """A new ``kind`` puzzle (:data:`VARIANT_KINDS`) at ``level`` (None: any level that logic
    finishes without forcing chains, extreme at most), made from ``seed`` (see the module
    docstring). Raises ``SudokuError`` (``not_found``) when ``max_tries`` candidates miss the
    level. ``progress(tries)``, when given, is called as each try starts (an extreme killer may
    take tens of tries: the page shows them)."""
    check_request(kind, level, symmetry)
    require_seed(seed)
    require_callable(progress, "progress")
    require_int(max_tries, "max_tries", 1)
    started = time.process_time()
    for tries in range(1, max_tries + 1):
        if progress is not None:
            progress(tries)
        rng = Rng(seed_at(seed, tries))
        others = []   # a killer's second solutions met so far (see cages.unique)
        variant, solution = make_one(kind, level, symmetry, rng, others)
        variant, fields, stuck = aimed(variant, solution, level, rng, symmetry, budget, others)
        if stuck is None and fields["solved"] and (level is None or fields["level"] == level):
            return VariantGenerated(variant, tuple(solution), fields, kind, seed, symmetry, tries,
                                    round(time.process_time() - started, 3))
    raise SudokuError("not_found", f"No {kind} puzzle at level {level or 'any'} in "
                      f"{counted(max_tries, 'try', 'tries')}; try "
                      "another seed or level.", details={"variant": kind, "level": level, "tries": max_tries})


__all__ = ["VARIANT_KINDS", "VariantGenerated", "generate_variant"]
