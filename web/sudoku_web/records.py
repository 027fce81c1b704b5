"""The player's records, kept in the browser: puzzles solved per level, best and average time,
hints used, and the daily puzzles solved (the streak).

Pure Python (no DOM): tests/web_unit/test_records.py drives it. ``play_panel`` adds a solve when a
player finishes a puzzle, ``stats_panel`` shows them; the full page stores them under
localStorage ``sudoku-solver:records`` (an embedded page keeps none). Nothing is ever sent
anywhere. The stored form (``to_json``)::

    {"v": 1,
     "levels": {"easy": {"solved": 3, "seconds": 812.4, "best": 201.0, "hints": 2}, ...},
     "daily": ["2026-11-23", "2026-11-24"]}

``seconds`` is the total time of the solves (the average is ``seconds / solved``); ``daily`` the
ISO dates whose daily puzzle was solved (sorted, the newest :data:`DAILY_KEPT` kept). A record that
does not read is read as far as it goes (a bad level or date is left out), never an error;
:func:`read_records` also says what was left out, so the page can keep the stored text aside before
it writes over it (``storage.Storage.put_aside``).
"""

from __future__ import annotations

from collections import OrderedDict

from sudoku_core.values import Record

from .daily import day_number, iso_date
from .play import MAX_SECONDS
from .storage import NEWER, PARTIAL, UNREADABLE

VERSION = 1
DAILY_KEPT = 400
MAX_COUNT = 10 ** 6     # a stored count of solves or hints above this is not believed
#: The order levels are shown in (others, e.g. a future level, come after, by name).
LEVEL_ORDER = ("easy", "medium", "hard", "diabolical", "extreme", "nightmare", "custom")


class LevelRecord(Record):
    FIELDS = ("solved", "seconds", "best", "hints")

    solved: int = 0
    seconds: float = 0.0    # total
    best: float = 0.0       # 0 while nothing is solved
    hints: int = 0

    @property
    def average(self) -> float:
        return self.seconds / self.solved if self.solved else 0.0

    def to_json(self) -> dict:
        return {"solved": self.solved, "seconds": round(self.seconds, 1), "best": round(self.best, 1),
                "hints": self.hints}

    @classmethod
    def read(cls, data):
        """A stored level record, or None when it does not read: counts of 1 to :data:`MAX_COUNT`
        solves, 0 to it hints; times that a play can take (a best of at most ``play.MAX_SECONDS``,
        a total of at most that per solve; never infinite, which JSON's 1e400 reads as), and a
        best no slower than the average (both stored to a tenth)."""
        if not isinstance(data, dict):
            return None
        solved, seconds, best, hints = (data.get(k) for k in ("solved", "seconds", "best", "hints"))
        if type(solved) is not int or not 1 <= solved <= MAX_COUNT or type(hints) is not int \
                or not 0 <= hints <= MAX_COUNT:
            return None
        if type(seconds) not in (int, float) or type(best) not in (int, float):
            return None
        if not (0 <= best <= MAX_SECONDS and 0 <= seconds <= solved * MAX_SECONDS   # (False for NaN too)
                and best * solved <= seconds + 0.1 * solved):
            return None
        return cls(solved, float(seconds), float(best), hints)


class Records:
    def __init__(self):
        self.levels = {}        # level -> LevelRecord
        self.daily = []         # ISO dates, sorted

    def add(self, level: str, seconds: float, hints: int = 0, daily: str = ""):
        """One puzzle solved at ``level`` in ``seconds`` with ``hints`` hints (and, for a daily
        puzzle, its ISO date)."""
        rec = self.levels.setdefault(level, LevelRecord())
        seconds = min(float(MAX_SECONDS), max(0.0, float(seconds)))   # (as a stored one is read)
        rec.best = seconds if rec.solved == 0 else min(rec.best, seconds)
        rec.solved += 1
        rec.seconds += seconds
        rec.hints += max(0, int(hints))
        if daily and daily not in self.daily:
            self.daily = sorted(list(self.daily) + [daily])[-DAILY_KEPT:]

    def rows(self) -> list:
        """(level, LevelRecord) for every level with a solve, in :data:`LEVEL_ORDER`."""
        order = {name: i for i, name in enumerate(LEVEL_ORDER)}
        return sorted(self.levels.items(), key=lambda item: (order.get(item[0], len(order)), item[0]))

    def streak(self, today: str) -> int:
        """Consecutive days whose daily puzzle was solved, ending today (or yesterday, when today's
        is not solved yet); 0 when neither is."""
        try:
            day = day_number(today)
        except ValueError:
            return 0
        solved = set(self.daily)
        if iso_date(day) not in solved:
            day -= 1
        count = 0
        while iso_date(day) in solved:
            count += 1
            day -= 1
        return count

    def to_json(self) -> dict:
        # OrderedDict: "v" first under MicroPython too (its dicts keep no order)
        return OrderedDict([("v", VERSION), ("levels", {k: r.to_json() for k, r in self.levels.items()}),
                            ("daily", list(self.daily))])

    @classmethod
    def read(cls, data) -> "Records":
        """Stored records, as far as they read (anything else: no records)."""
        return read_records(data)[0]


FIELDS = ("v", "levels", "daily")


#: Days a stored daily date may lie after today: a player who solved the day's puzzle in Tokyo and
#: flew to Hawaii is a day behind it; any later date is no solve that happened (damage, a hand
#: edit, a clock that jumped).
DAILY_AHEAD = 1


def read_records(data, today: str = "") -> tuple:
    """(Records, problem) of a stored value (None: nothing stored): ``problem`` is None when every
    part of it reads, PARTIAL when some level, date or field was left out, NEWER when a newer build
    wrote it (``v`` above :data:`VERSION`: read as far as it goes), UNREADABLE when it is no record.
    With ``today`` (an ISO date), a daily date more than :data:`DAILY_AHEAD` days after it is left
    out too: kept, such dates took the newest :data:`DAILY_KEPT` places, so the day a player
    solved was cut off at once and the streak stayed 0."""
    records = Records()
    if data is None:
        return records, None
    if not isinstance(data, dict):
        return records, UNREADABLE
    version = data.get("v")
    problem = None if version == VERSION and type(version) is int else NEWER if type(version) is int and version > VERSION \
        else PARTIAL
    if any(key not in FIELDS for key in data):
        problem = problem or PARTIAL
    levels = data.get("levels")
    if not isinstance(levels, dict):
        levels, problem = {}, problem or PARTIAL
    for name, value in levels.items():
        rec = LevelRecord.read(value)
        if rec is not None and isinstance(name, str) and 0 < len(name) <= 20:
            records.levels[name] = rec
        else:
            problem = problem or PARTIAL
    days = data.get("daily")
    if not isinstance(days, list):
        days, problem = [], problem or PARTIAL
    try:
        last = day_number(today) + DAILY_AHEAD if today else None
    except ValueError:
        last = None
    kept = set()
    for day in days:
        try:
            number = day_number(day)
        except (ValueError, TypeError):
            problem = problem or PARTIAL
            continue
        if last is not None and number > last:
            problem = problem or PARTIAL
        else:
            kept.add(iso_date(number))
    records.daily = sorted(kept)[-DAILY_KEPT:]
    return records, problem
