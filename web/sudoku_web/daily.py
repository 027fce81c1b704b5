"""The daily puzzle, without the DOM: the same puzzle for everyone on a given date, offline.

Pure Python (tests/web_unit/test_daily.py). The puzzle is chosen from the shipped bank
(``new_puzzle.Bank``, dist/bank.json): the level follows the weekday (:data:`WEEKDAY_LEVELS`),
and the days of a level take its puzzles in turn (:func:`daily_index`): each of the bank's
``count`` puzzles of the level once in every ``count`` days of that level, in an order shuffled
afresh for each round from FNV-1a (32 bit, computed here) and a small generator written out here,
so every browser and build with the same bank picks the same puzzle; one round's last puzzle is
never the next round's first. Why: the bank has ten puzzles of a level, and a hash of the date
(the first way) gave the same puzzle on two days in a row (2027-01-19 and 01-20) and some puzzles
several times in a few weeks while others waited months. When the bank has no puzzle of the day's
level, the nearest easier level that has one is used.

A variant's daily puzzle (a variant on the board: issue 33) is not in the bank: it is generated
in the engine worker from a seed made of the date and the kind (:func:`variant_daily`), at the
day's level moved to one the kind has, so every browser with the same code makes the same puzzle.

Dates are ISO strings; their arithmetic is done here on day numbers (the page's trimmed standard
library has no ``datetime``). The page passes the local date (the player's calendar day).
"""

from __future__ import annotations

#: Monday first (ISO weekday 1..7): the week gets harder towards the weekend.
WEEKDAY_LEVELS = ("easy", "medium", "medium", "hard", "hard", "diabolical", "extreme")
LEVELS = ("easy", "medium", "hard", "diabolical", "extreme")


def fnv1a(text: str) -> int:
    """32-bit FNV-1a of ``text``'s UTF-8 bytes."""
    h = 0x811C9DC5
    for byte in text.encode("utf-8"):
        h = ((h ^ byte) * 0x01000193) & 0xFFFFFFFF
    return h


def day_number(iso: str) -> int:
    """Days since 1970-01-01 of an ISO date ``YYYY-MM-DD`` (ValueError when it is not one)."""
    if not isinstance(iso, str) or len(iso) != 10 or iso[4] != "-" or iso[7] != "-":
        raise ValueError(iso)
    y, m, d = int(iso[:4]), int(iso[5:7]), int(iso[8:])
    if not (1 <= m <= 12 and 1 <= d <= days_in_month(y, m)):
        raise ValueError(iso)
    y -= m <= 2                                    # days_from_civil (H. Hinnant)
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def iso_date(days: int) -> str:
    """The ISO date of a day number (the inverse of :func:`day_number`)."""
    z = days + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + (3 if mp < 10 else -9)
    y = yoe + era * 400 + (m <= 2)
    return f"{y:04d}-{m:02d}-{d:02d}"


def days_in_month(year: int, month: int) -> int:
    if month == 2:
        return 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def weekday(iso: str) -> int:
    """ISO weekday: 1 = Monday ... 7 = Sunday (1970-01-01 was a Thursday)."""
    return (day_number(iso) + 3) % 7 + 1


def level_for(iso: str) -> str:
    return WEEKDAY_LEVELS[weekday(iso) - 1]


def daily_entry(bank, iso: str):
    """(entry, level) of the day's puzzle from ``bank`` (a new_puzzle.Bank), or (None, level)
    when the bank has no puzzle at or below the day's level."""
    wanted = level_for(iso)
    for level in reversed(LEVELS[: LEVELS.index(wanted) + 1]):
        found = bank.matching(level)
        if found:
            return found[daily_index(iso, len(found))], level
    return None, wanted


def turn_of(iso: str) -> int:
    """How many days of the date's level came before it (from the week of 1970-01-01): the weeks
    since, times the level's days a week, plus the date's place among them."""
    level = level_for(iso)
    days = [i for i, name in enumerate(WEEKDAY_LEVELS) if name == level]
    week = (day_number(iso) + 3) // 7
    return week * len(days) + days.index(weekday(iso) - 1)


def daily_index(iso: str, count: int) -> int:
    """The place, among ``count`` puzzles of the date's level, of the date's puzzle: the level's
    days take them in rounds of ``count``, each round in its own shuffled order (:func:`round_order`)."""
    turn = turn_of(iso)
    return round_order(level_for(iso), turn // count, count)[turn % count]


def round_order(level: str, round_no: int, count: int) -> list:
    """Places 0..count-1 in the order of round ``round_no`` of ``level``: shuffled (Fisher-Yates)
    by a linear congruential generator seeded with FNV-1a of ``"<level> <round>"``; when its first
    place is the previous round's last, the first two are swapped (no puzzle two turns running; a
    swap never moves a last place, as a round of one or two is not shuffled)."""
    if count <= 2:
        return list(range(count))
    order = _shuffled(level, round_no, count)
    if round_no > 0 and order[0] == _shuffled(level, round_no - 1, count)[-1]:
        order[0], order[1] = order[1], order[0]
    return order


def _shuffled(level: str, round_no: int, count: int) -> list:
    order = list(range(count))
    state = fnv1a(f"{level} {round_no}")
    for j in range(count - 1, 0, -1):
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        k = state % (j + 1)
        order[j], order[k] = order[k], order[j]
    return order


def variant_daily(iso: str, kind: str) -> tuple:
    """(level, seed) of the day's ``kind`` puzzle: the day's level, but hard for diabolical (no
    variant technique is rated there), medium for an easy killer, hard for an extreme one (a
    killer's cages need cage combinations; an extreme killer takes many tries to find, too long
    for the day's puzzle: docs/variants.md has the figures); the seed
    FNV-1a of ``"<date> <kind>"`` (31 bits)."""
    level = level_for(iso)
    if level == "diabolical" or (kind == "killer" and level == "extreme"):
        level = "hard"
    elif kind == "killer" and level == "easy":
        level = "medium"
    return level, fnv1a(iso + " " + kind) & 0x7FFFFFFF
