"""A small random-number generator that gives the same numbers everywhere.

Python's :mod:`random` promises the same ``random()`` floats for a seed, but
not the same ``shuffle`` or ``randrange`` results across versions, and the
page runs a different CPython (Pyodide) from the command line. A generated
puzzle must be reproducible from its seed on every machine, so the generator
draws from this one: SplitMix64 (Steele, Lea and Flood, 2014), a few lines of
integer arithmetic with no platform in it.

Its state is 64 bits, so a seed is a whole number from 0 to :data:`MAX_SEED`
(2**64 - 1): :func:`require_seed` refuses any other, rather than silently
using only its low 64 bits (two different seeds must never make one puzzle).
"""

from __future__ import annotations

from ..checks import require_int
from ..errors import SudokuError

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
#: The largest seed: every seed from 0 to this one gives its own sequence.
MAX_SEED = MASK64


def require_seed(value, name: str = "seed") -> int:
    """``value`` must be a whole number from 0 to :data:`MAX_SEED` (a ``bad_argument`` otherwise)."""
    require_int(value, name)
    if value > MAX_SEED:
        shown = str(value) if value < 10 ** 40 else f"a number of {value.bit_length():,} bits"
        raise SudokuError("bad_argument", f"The {name} must be at most {MAX_SEED} (2**64 - 1), got {shown}.",
                          details={"maximum": MAX_SEED})
    return value


def mix(value: int) -> int:
    """SplitMix64's finaliser: a 64-bit integer scrambled into another."""
    value &= MASK64
    value = ((value ^ (value >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    value = ((value ^ (value >> 27)) * 0x94D049BB133111EB) & MASK64
    return value ^ (value >> 31)


def derive(*parts: int) -> int:
    """One seed from several numbers (a bank's seed, a level, an index): the
    same parts always give the same seed, and neighbouring parts unrelated ones."""
    seed = 0
    for part in parts:
        seed = mix(seed ^ mix(part + GOLDEN))
    return seed


def seed_at(seed: int, *place: int) -> int:
    """The seed of the puzzle at ``place`` (a level, an index...) of a run started from ``seed``:
    :func:`derive`'d, so another ``seed`` gives unrelated seeds at every place (not the same ones
    shifted), cut to 63 bits so it prints and parses as a plain number and is itself a valid seed."""
    return derive(seed, *place) & (MASK64 >> 1)


def nth_seed(seed: int, index: int) -> int:
    """The seed of puzzle ``index`` of ``generate --seed S --count N``: ``S`` itself for the first
    (so ``--seed`` with any printed seed and ``--count 1`` makes that puzzle again, and ``--count 1``
    is the first puzzle of any longer run), :func:`seed_at` ``(S, index)`` for the others."""
    return seed if index == 0 else seed_at(seed, index)


class Rng:
    """SplitMix64: ``below(n)``, ``shuffle(items)`` and ``choice(items)``."""

    def __init__(self, seed: int):
        self.state = require_seed(seed)

    def next64(self) -> int:
        self.state = (self.state + GOLDEN) & MASK64
        return mix(self.state)

    def below(self, n: int) -> int:
        """A whole number in 0..n-1, every one equally likely (rejection, no modulo bias)."""
        limit = MASK64 + 1 - (MASK64 + 1) % n
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        return items[self.below(len(items))]
