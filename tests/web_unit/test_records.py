"""The records in CPython: solves per level, best and average time, hints, the daily streak, and
reading a stored record as far as it goes."""

from __future__ import annotations

import json

from sudoku_web.records import Records, read_records


def test_solves_add_up_per_level_with_best_and_average_time_and_hints():
    records = Records()
    records.add("medium", 300, hints=2)
    records.add("easy", 100)
    records.add("medium", 200.4, hints=1)
    (easy, e), (medium, m) = records.rows()
    assert (easy, e.solved, e.best, e.average) == ("easy", 1, 100, 100)
    assert (medium, m.solved, m.best, m.average, m.hints) == ("medium", 2, 200.4, 250.2, 3)
    assert Records.read(records.to_json()).to_json() == records.to_json()


def test_the_streak_counts_days_in_a_row_up_to_today_or_yesterday():
    records = Records()
    for day in ("2026-02-27", "2026-02-28", "2026-03-01", "2026-03-03"):
        records.add("easy", 60, daily=day)
    records.add("easy", 60, daily="2026-03-03")      # the same day twice: one date
    assert records.daily == ["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-03"]
    assert records.streak("2026-03-03") == 1
    assert records.streak("2026-03-04") == 1          # today's not solved yet: up to yesterday
    assert records.streak("2026-03-02") == 3          # across the end of February
    assert records.streak("2026-03-05") == 0
    assert records.streak("not a date") == 0


def test_a_damaged_record_reads_as_far_as_it_goes():
    stored = {"v": 1, "levels": {"easy": {"solved": 2, "seconds": 100, "best": 40, "hints": 0},
                                 "hard": {"solved": "two"}, "x" * 40: {"solved": 1, "seconds": 1, "best": 1, "hints": 0}},
              "daily": ["2026-11-24", "2026-13-01", 7, "2026-11-23"]}
    records = Records.read(stored)
    assert list(records.levels) == ["easy"] and records.levels["easy"].average == 50
    assert records.daily == ["2026-11-23", "2026-11-24"]
    assert Records.read("nonsense").to_json() == {"v": 1, "levels": {}, "daily": []}


def test_read_records_says_what_it_left_out():
    """The page keeps a stored record aside before writing over it when this is not None."""
    from sudoku_web.records import read_records

    good = Records()
    good.add("easy", 100.0, 1, "2026-11-20")
    assert read_records(None)[1] is None and read_records(good.to_json())[1] is None
    assert read_records("nonsense")[1] == "unreadable"
    newer = dict(good.to_json(), v=2, extra=1)
    records, problem = read_records(newer)
    assert problem == "newer" and records.levels["easy"].solved == 1   # read as far as it goes
    bad_level = dict(good.to_json(), levels={"easy": good.levels["easy"].to_json(), "hard": {"solved": "5"}})
    records, problem = read_records(bad_level)
    assert problem == "partial" and list(records.levels) == ["easy"]
    assert read_records(dict(good.to_json(), daily=["2026-13-40"]))[1] == "partial"
    assert read_records(dict(good.to_json(), streak=3))[1] == "partial"
    assert read_records({"levels": {}, "daily": []})[1] == "partial"   # no version


class FakeLocalStorage:
    def __init__(self):
        self.items = {}

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value):
        self.items[key] = value


def test_a_play_counts_once_and_the_records_keep_the_shape_older_pages_read():
    """The same play finished in two tabs (one saved game) counts once; another play of the same
    puzzle counts again; a play Solve showed the answer of is not counted. The ids counted live
    under a key of their own, so the records stay what an older page reads whole."""
    import json

    from sudoku_web.play import PlayState
    from sudoku_web.records_store import RecordsStore
    from sudoku_web.storage import Storage

    local = FakeLocalStorage()
    store = RecordsStore(Storage(local, "sudoku-solver:records"), None)
    play = PlayState("x" * 81, 100.0, True, 0, "easy", "", "p-1")
    assert store.count(play) == "finished"
    assert store.count(play.replace(seconds=50.0)) == "finished_counted"      # the other tab's finish
    assert store.count(play.replace(id="p-2", seconds=80.0)) == "finished"
    assert store.count(play.replace(id="p-3", shown=True)) == "finished_shown"
    records = json.loads(local.items["sudoku-solver:records"])
    assert sorted(records) == ["daily", "levels", "v"]                        # the shape older pages read
    assert read_records(records)[1] is None
    assert records["levels"]["easy"]["solved"] == 2 and records["levels"]["easy"]["best"] == 80.0
    assert json.loads(local.items["sudoku-solver:records-counted"]) == ["p-1", "p-2"]
    local.items["sudoku-solver:records-counted"] = "damaged"                  # read as none, rewritten
    assert store.count(play.replace(id="p-4")) == "finished"
    assert json.loads(local.items["sudoku-solver:records-counted"]) == ["p-4"]
    for n in range(150):
        store.count(play.replace(id=f"q-{n}"))
    kept = json.loads(local.items["sudoku-solver:records-counted"])
    assert len(kept) == 100 and kept[-1] == "q-149"


def test_times_no_play_takes_are_left_out_as_damage():
    """A stored best of 1e400 (JSON's infinity) stopped the page at start (the Statistics table's
    ``m:ss`` of it raised), 1e300 made a 5,800 px wide row on a phone, and a best slower than the
    average was shown as it stood: such a level is now left out, and said (``partial``)."""
    import json

    from sudoku_web.play import MAX_SECONDS

    def level(**fields):
        return dict({"solved": 2, "seconds": 300, "best": 120, "hints": 1}, **fields)

    for bad in (level(best=json.loads("1e400")), level(seconds=json.loads("1e400")), level(best=1e300, seconds=1e300),
                level(best=float("nan")), level(best=MAX_SECONDS + 1, seconds=2 * MAX_SECONDS + 2),
                level(seconds=2 * MAX_SECONDS + 1), level(best=200), level(solved=10 ** 25),
                level(hints=10 ** 30)):
        records, problem = read_records({"v": 1, "levels": {"easy": level(), "hard": bad}, "daily": []})
        assert problem == "partial" and list(records.levels) == ["easy"], bad
    records, problem = read_records({"v": 1, "levels": {"easy": level(best=150, seconds=300)}, "daily": []})
    assert problem is None and records.levels["easy"].best == 150      # best == average: fine
    records = Records()
    records.add("easy", 2 * MAX_SECONDS)                               # (a play of 200 hours)
    assert read_records(records.to_json())[1] is None                  # what is written reads back


def test_daily_dates_far_ahead_of_today_are_left_out_and_do_not_crowd_out_todays_solve():
    """A damaged store (or a clock that jumped) with many daily dates in the future: kept, they took
    the newest DAILY_KEPT places, so the day the player solved was cut off at once and the streak
    stayed 0. Dates more than a day ahead of today are now left out as damage (said, kept aside)."""
    from sudoku_web.daily import day_number, iso_date
    from sudoku_web.records import DAILY_KEPT, read_records

    future = [iso_date(day_number("2030-01-01") + i) for i in range(DAILY_KEPT)]
    data = {"v": 1, "levels": {}, "daily": ["2026-03-02", "2026-03-03"] + future}
    records, problem = read_records(data, "2026-03-04")
    assert problem == "partial"
    assert records.daily == ["2026-03-02", "2026-03-03"]
    records.add("easy", 60.0, 0, "2026-03-04")
    assert records.streak("2026-03-04") == 3
    tomorrow, problem = read_records({"v": 1, "levels": {}, "daily": ["2026-03-05"]}, "2026-03-04")
    assert problem is None and tomorrow.daily == ["2026-03-05"]     # a time zone's day ahead: kept
    assert read_records(data)[0].daily[-1] == future[-1]              # (no today: no judgement)


def test_the_records_store_leaves_future_daily_dates_out_and_keeps_the_text_aside():
    from sudoku_web.records_store import RecordsStore
    from sudoku_web.storage import Storage

    local = FakeLocalStorage()
    text = json.dumps({"v": 1, "levels": {}, "daily": ["2026-03-03", "2099-12-31"]})
    local.setItem("sudoku-solver:records", text)
    told = []
    notice = type("N", (), {"tell": lambda self, what, event: told.append((what, event))})()
    store = RecordsStore(Storage(local, "sudoku-solver:records"), notice, lambda: "2026-03-04")
    assert store.stored().daily == ["2026-03-03"]
    assert told == [("records", "partial")]
    assert json.loads(local.getItem("sudoku-solver:records:aside")) == [{"problem": "partial", "text": text}]
