"""Technique profiles: which techniques a solution path may use, and how it picks each step.

The engine has two, in one table (:data:`PROFILES`), because rating and teaching want different
things:

* ``"se"``: Sudoku Explainer 1.2.1's producers in its order (:data:`~.se.SE_TECHNIQUES`) and its
  rule, the *first producer* that finds a step supplies it (see :func:`~.path.next_step`). This
  reproduces the community's rating ("SER"), so :func:`~.rating.rate`, the generator's levels
  and the bank use it by default (:data:`RATING`).
* ``"teaching"``: :data:`~.techniques.TECHNIQUES`, the techniques people learn (Skyscraper,
  W-Wing, finned fish, ALS-XZ, ... which SE does not have) and the *cheapest step* over all of
  them. Hints, Explain and ``explain`` use it (:data:`TEACHING`), so they keep naming those.

Both run on every grid size the engine handles: SE's producers are written for any side (its
scan orders, house limits and chain rules do not assume 9), and on 4x4 and 16x16 puzzles every
step they take keeps the unique solution (checked on the shared 4x4 and 16x16 sets). On sizes
other than 9x9 the SE profile's numbers are SE's *rules* applied to a grid SE never rated, not
values SE itself would print.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..checks import require_techniques
from ..errors import SudokuError
from .se import SE_TECHNIQUES
from .techniques import TECHNIQUES


@dataclass(frozen=True)
class Profile:
    """A profile: its ``name``, its ``techniques`` in the order they are tried, and its rule
    (``first_producer``: the first technique with a step supplies it; otherwise the cheapest step
    over all techniques)."""

    name: str
    techniques: tuple
    first_producer: bool
    by_id: dict = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        require_techniques(self.techniques)
        object.__setattr__(self, "by_id", {t.id: t for t in self.techniques})


#: The profiles by name, the one table.
PROFILES = {
    "se": Profile("se", SE_TECHNIQUES, first_producer=True),
    "teaching": Profile("teaching", TECHNIQUES, first_producer=False),
}

#: The profile ``rate``, the generator's levels and the bank use.
RATING = "se"
#: The profile hints, Explain and ``explain`` use.
TEACHING = "teaching"


def profile_named(profile) -> Profile:
    """The :class:`Profile` for a name in :data:`PROFILES` (a Profile is returned as it is, so a
    caller can rate with a technique list of its own)."""
    if isinstance(profile, Profile):
        return profile
    found = PROFILES.get(profile) if isinstance(profile, str) else None
    if found is None:
        raise SudokuError("bad_argument", f"Unknown profile {profile!r:.40}; use one of: {', '.join(PROFILES)}.")
    return found

