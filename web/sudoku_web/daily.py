"""The daily puzzle, without the DOM: the same puzzle for everyone on a given date, offline.

Pure Python (tests/web_unit/test_daily.py). The puzzle is chosen from the shipped bank
(``new_puzzle.Bank``, dist/bank.json): the level follows the weekday (:data:`WEEKDAY_LEVELS`),
and among the bank's puzzles of that level the one at ``fnv1a(date) % count``, where ``date`` is
the ISO date (``2026-11-24``) and FNV-1a (32 bit, over its ASCII bytes) is computed here, so every
browser and build with the same bank picks the same puzzle. When the bank has no puzzle of the
day's level, the nearest easier level that has one is used.

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
            return found[fnv1a(iso) % len(found)], level
    return None, wanted


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
