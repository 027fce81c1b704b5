"""New puzzles for the page, without the DOM: the shipped bank, and what to ask the generator.

The bank (``bank.json``, made by build.py with ``python -m sudoku_core bank``) holds a few 9x9
puzzles per level, graded, each with the techniques its path needs: "New puzzle" shows one at
once. What the bank cannot give (another size, a technique none of its puzzles needs, or a fresh
puzzle on request) the generator makes in the engine worker (``new_puzzle_panel``: its ``generate`` job).
Pure Python: tests/web_unit/test_new_puzzle.py runs it in CPython.
"""

from __future__ import annotations

import json

from sudoku_core.values import FrozenValue

#: The levels the page offers (nightmare puzzles are too rare and slow to rate to make on demand).
PAGE_LEVELS = ("easy", "medium", "hard", "diabolical", "extreme")

#: The levels each size can be made at (the core's LEVELS_BY_SIZE, kept here so start-up does
#: not import the generator; tests/web_unit/test_new_puzzle.py checks they agree).
LEVELS_BY_SIZE = {4: ("easy",), 9: PAGE_LEVELS, 16: ("easy", "medium")}

#: Techniques the page offers to ask for: the ones a lesson is about and the generator finds in
#: seconds (a hidden quad or a jellyfish may take thousands of tries: the CLI can look for those).
#: Simple colouring is not offered: X-chains, at the same base value and tried first, make every
#: elimination it could, so the easiest-step path never needs it.
OFFERED_TECHNIQUES = (
    "locked_pointing", "locked_claiming", "naked_pair", "hidden_pair", "naked_triple", "hidden_triple",
    "x_wing", "swordfish", "xy_wing", "xyz_wing", "unique_rectangle_1", "skyscraper", "two_string_kite",
    "empty_rectangle", "finned_x_wing", "x_chain", "xy_chain", "w_wing", "aic",
)


class Entry(FrozenValue):
    """One bank puzzle: its line, rating and the techniques it needs."""

    FIELDS = ("puzzle", "level", "se", "hardest", "needs", "clues", "seed")

    puzzle: str
    level: str
    se: float
    hardest: str
    needs: tuple
    clues: int
    seed: int


class Bank:
    """The shipped puzzles, with a cursor per request so presses go round them without repeats."""

    def __init__(self, entries):
        self.entries = list(entries)
        self.turn = {}

    @classmethod
    def from_json(cls, text: str) -> "Bank":
        """Read bank.json: ``{"size": 9, "puzzles": [{puzzle, level, se, hardest, needs, clues, seed}...]}``;
        entries that do not check out are left out (a damaged file gives a smaller bank, never an error)."""
        try:
            data = json.loads(text)
            rows = data["puzzles"] if data.get("size") == 9 else []
        except (ValueError, TypeError, KeyError, AttributeError):
            return cls([])
        entries = []
        for row in rows if isinstance(rows, list) else []:
            try:
                entry = Entry(str(row["puzzle"]), str(row["level"]), float(row["se"]), str(row["hardest"]),
                              tuple(map(str, row["needs"])), int(row["clues"]), int(row["seed"]))
            except (KeyError, TypeError, ValueError):
                continue
            if len(entry.puzzle) == 81:
                entries.append(entry)
        return cls(entries)

    def matching(self, level=None, technique=None) -> list:
        return [e for e in self.entries
                if (level is None or e.level == level) and (technique is None or technique in e.needs)]

    def pick(self, level=None, technique=None, start: int = 0, avoid: str = ""):
        """The next entry for this request (None when the bank has none); ``start`` chooses where
        the round begins (the page passes a random number), ``avoid`` the puzzle on the board."""
        found = self.matching(level, technique)
        if not found:
            return None
        key = (level, technique)
        index = self.turn.get(key, start % len(found))
        for _ in range(len(found)):
            entry = found[index % len(found)]
            index += 1
            if entry.puzzle != avoid or len(found) == 1:
                break
        self.turn[key] = index % len(found)
        return entry


def request(size: int, level: str, technique: str | None):
    """What a "New puzzle" press asks for at this size: ``(level, technique, problem)``, where
    ``problem`` is a strings key when the request cannot be made (techniques are for 9x9; other
    sizes come at the levels of :data:`LEVELS_BY_SIZE`, and a size without any, such as 25x25, gets
    none). A technique, when chosen, replaces the level."""
    if technique:
        if size != 9:
            return None, None, "new_no_technique"
        return None, technique, None
    if size not in LEVELS_BY_SIZE:
        return None, None, "new_no_size"   # (25x25: the page solves and hints it, makes none)
    if level not in LEVELS_BY_SIZE[size]:
        return None, None, "new_size_levels"
    return level, None, None


def variant_problem(kind: str, level) -> str | None:
    """A strings key when a variant of ``kind`` cannot be made at ``level`` (the core's
    generator refuses the same: a killer's cages need cage combinations, so it has no easy level;
    no variant technique is rated in the diabolical band), else None."""
    if level == "diabolical":
        return "new_variant_no_diabolical"
    if kind == "killer" and level == "easy":
        return "new_variant_no_easy_killer"
    return None
