"""Solving like a person: techniques, explained steps, an honest rating.

The vocabulary (:mod:`.grid`): a candidate grid of bitmasks, houses, places.
Each technique is one small module in :mod:`.techniques`, registered once in
:data:`~.techniques.TECHNIQUES` (easiest first); it finds
:class:`~.step.Step` objects that carry their pattern and parts, so
:mod:`.text` can say them in English (and a page in any language).
:mod:`.path` takes the easiest step again and again; :mod:`.profiles`
names the two technique lists it can use (``"se"``: Sudoku Explainer
1.2.1's producers and rule, :mod:`.se`; ``"teaching"``: the techniques
people learn); :mod:`.rating` rates a puzzle by the hardest step of that
path, on the SE profile by default (with a named level, and "needs
guessing" when logic stalls); :mod:`.hints` gives the easiest next step
from any position (teaching profile), after reporting wrong entries.
"""

from .grid import CandidateGrid
from .path import Path, next_step, next_step_work, run, solve_path, solve_path_work
from .step import STRONG, WEAK, Link, Node, Pattern, Step
from .techniques import BY_ID, TECHNIQUES, Technique
from .text import notation, sentence
from .profiles import PROFILES, Profile
from .rating import LEVELS, NEEDS_GUESSING, Rating, level_of, rate
from .hints import Hint, hint_at, hint_work

__all__ = [
    "Hint", "LEVELS", "PROFILES", "Profile", "hint_work", "next_step_work", "run", "NEEDS_GUESSING", "Rating", "hint_at", "level_of", "rate",
    "BY_ID", "CandidateGrid", "Link", "Node", "Path", "Pattern", "STRONG", "Step", "TECHNIQUES", "Technique",
    "WEAK", "next_step", "notation", "sentence", "solve_path", "solve_path_work",
]
