"""The daily puzzle's choice in CPython: dates, the weekday's level, and the same puzzle for a
date whatever runs it."""

from __future__ import annotations

import datetime
import json

import pytest

from sudoku_web.daily import WEEKDAY_LEVELS, daily_entry, day_number, fnv1a, iso_date, level_for, turn_of, weekday
from sudoku_web.new_puzzle import Bank, Entry


def entry(level, n):
    return Entry(f"{n:081d}", level, 1.0, "single", (), 20, n)


BANK = Bank([entry(level, i) for i, level in enumerate(("easy", "medium", "hard") * 4)])
BANK_JSON = json.dumps({"size": 9, "puzzles": [
    {"puzzle": e.puzzle, "level": e.level, "se": e.se, "hardest": e.hardest, "needs": [], "clues": e.clues,
     "seed": e.seed} for e in BANK.entries]})


def test_dates_and_weekdays_agree_with_the_calendar():
    start = datetime.date(1999, 12, 25)
    for offset in range(0, 800, 7):
        day = start + datetime.timedelta(days=offset)
        iso = day.isoformat()
        assert day_number(iso) == (day - datetime.date(1970, 1, 1)).days
        assert iso_date(day_number(iso)) == iso and weekday(iso) == day.isoweekday()
    for bad in ("2026-02-29", "2026-13-01", "2026-1-01", "tomorrow"):
        with pytest.raises(ValueError):
            day_number(bad)


def test_the_level_follows_the_weekday():
    assert [level_for(f"2026-11-{d}") for d in range(23, 30)] == list(WEEKDAY_LEVELS)
    assert WEEKDAY_LEVELS == ("easy", "medium", "medium", "hard", "hard", "diabolical", "extreme")


def test_a_date_picks_one_puzzle_of_its_level_the_same_on_every_read():
    assert fnv1a("") == 0x811C9DC5 and fnv1a("a") == 0xE40C292C      # the published FNV-1a values
    got, level = daily_entry(BANK, "2026-11-24")                          # a Tuesday: medium
    assert level == "medium" and got in BANK.matching("medium")
    assert daily_entry(Bank.from_json(BANK_JSON), "2026-11-24")[0] == got               # a fresh read, same pick
    picks = {daily_entry(BANK, iso_date(day_number("2026-11-24") + 7 * k))[0].puzzle for k in range(8)}
    assert len(picks) > 1                                                 # Tuesdays differ


@pytest.mark.parametrize("count", [1, 2, 3, 7, 10, 23])
def test_the_days_of_a_level_take_its_puzzles_in_turn_never_one_twice_running(count):
    """A hash of the date gave the same puzzle two days running (the shipped bank's 2027-01-19 and
    01-20) and some puzzles three times in a few weeks. Now each of a level's puzzles comes once in
    every round of that many of its days, and no day repeats the day before."""
    bank = Bank([entry(level, i) for i, level in enumerate(("easy", "medium", "hard", "diabolical", "extreme") * count)])
    start = day_number("2026-11-23")                                      # a Monday
    days = [iso_date(d) for d in range(start - 3000, start + 3000)]
    picks = [daily_entry(bank, d) for d in days]
    assert all(got.level == level == level_for(d) for d, (got, level) in zip(days, picks))
    if count > 1:
        assert all(a[0] != b[0] for a, b in zip(picks, picks[1:]))     # never the same two days running
    for level in set(WEEKDAY_LEVELS):
        mine = [got.puzzle for d, (got, _) in zip(days, picks) if level_for(d) == level]
        first = next(i for i, d in enumerate(days) if level_for(d) == level and turn_of(d) % count == 0)
        first = sum(1 for d in days[:first] if level_for(d) == level)
        rounds = [mine[i:i + count] for i in range(first, len(mine) - count + 1, count)]
        assert len(rounds) > 10 and all(len(set(r)) == count for r in rounds)   # each once a round
        assert all(a != b for a, b in zip(mine, mine[1:])) or count == 1
        if count > 3:
            assert len({tuple(r) for r in rounds}) > 1                  # the order differs between rounds


def test_a_level_missing_from_the_bank_falls_back_to_an_easier_one():
    got, level = daily_entry(BANK, "2026-11-29")                          # Sunday: extreme -> hard
    assert level == "hard" and got.level == "hard"
    assert daily_entry(Bank([]), "2026-11-29") == (None, "extreme")


def test_a_variants_daily_puzzle_is_the_days_level_moved_to_one_its_kind_has():
    from sudoku_web.daily import level_for, variant_daily

    days = [f"2026-11-{d:02d}" for d in range(23, 30)]          # Monday to Sunday
    assert [level_for(d) for d in days] == ["easy", "medium", "medium", "hard", "hard", "diabolical", "extreme"]
    assert [variant_daily(d, "killer")[0] for d in days] == ["medium", "medium", "medium", "hard", "hard", "hard",
                                                               "hard"]
    assert [variant_daily(d, "jigsaw")[0] for d in days] == ["easy", "medium", "medium", "hard", "hard", "hard",
                                                               "extreme"]
    seeds = {variant_daily(d, kind)[1] for d in days for kind in ("killer", "jigsaw")}
    assert len(seeds) == 14 and all(0 <= s < 2 ** 31 for s in seeds)
    assert variant_daily(days[0], "killer") == variant_daily(days[0], "killer")
