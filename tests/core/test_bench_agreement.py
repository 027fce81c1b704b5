"""The benchmark's agreement figures (bench/agreement.py, pure standard library): the bands of SE's
ER, Spearman with ties averaged, the per-band summary and the targets' verdicts."""

import random

import pytest

from bench.agreement import (BANDS, band_of, band_table, by_band, ranks, sample_by_band, spearman, summary,
                             target_rows)


@pytest.mark.parametrize("er, label", [(1.0, "1-2"), (1.9, "1-2"), (2.0, "2-4"), (3.9, "2-4"), (4.5, "4-6"),
                                       (6.0, "6-8"), (7.9, "6-8"), (8.0, "8-9"), (8.9, "8-9"), (9.0, "9-10"),
                                       (9.9, "9-10"), (10.0, "10+"), (11.9, "10+"), (0.5, "1-2")])
def test_band_of(er, label):
    assert band_of(er) == label


def test_ranks_average_ties():
    assert ranks([3.0, 1.0, 3.0, 2.0]) == [3.5, 1.0, 3.5, 2.0]
    assert ranks([5, 5, 5]) == [2.0, 2.0, 2.0]


def test_spearman_with_ties():
    assert spearman([1, 2, 3, 4], [10, 20, 30, 40]) == pytest.approx(1.0)
    assert spearman([1, 2, 3, 4], [4, 3, 2, 1]) == pytest.approx(-1.0)
    # x ranks 1, 2.5, 2.5, 4; y ranks 1, 2, 3, 4: Pearson's r of the ranks is 4.5 / sqrt(4.5 * 5)
    assert spearman([1, 2, 2, 3], [1, 2, 3, 4]) == pytest.approx(4.5 / (4.5 * 5) ** 0.5)
    assert spearman([1, 2], [1, 2]) is None  # too few
    assert spearman([1, 1, 1], [1, 2, 3]) is None  # one side constant


def record(ref, er, ep=1.2, ed=1.2, ref_ep=1.2, ref_ed=1.2, seconds=0.01, solved=True, stopped=False):
    return {"ref_er": ref, "ref_ep": ref_ep, "ref_ed": ref_ed, "er": er if solved else None, "ep": ep, "ed": ed,
            "solved": solved, "stopped": stopped, "seconds": seconds}


def test_summary_counts_stalls_as_misses():
    records = [record(7.1, 7.1), record(7.2, 7.3), record(7.5, 7.8, ep=2.0), record(7.0, None, solved=False),
               record(8.0, None, solved=False, stopped=True, seconds=5.0)]
    s = summary(records)
    assert (s["n"], s["finished"], s["stalls"], s["stopped"]) == (5, 3, 1, 1)
    assert s["er_exact"] == pytest.approx(1 / 5)
    assert s["er_within"] == pytest.approx(2 / 5)
    assert s["ep_exact"] == pytest.approx(4 / 5)
    assert s["ed_exact"] == 1.0
    assert s["rho"] == pytest.approx(1.0) and s["rho_n"] == 3
    assert s["median"] == 0.01 and s["max"] == 5.0 and s["cpu"] == pytest.approx(5.04)


def test_by_band_keeps_band_order_and_ends_with_all():
    records = [record(9.5, 9.5), record(1.2, 1.2), record(7.0, 7.0), record(1.5, 1.2)]
    bands = by_band(records)
    assert [label for label, _ in bands] == ["1-2", "6-8", "9-10", "all"]
    assert bands[0][1]["n"] == 2 and bands[0][1]["er_exact"] == 0.5
    assert bands[-1][1]["n"] == 4
    lines = band_table(records)
    assert len(lines) == 2 + len(bands) and lines[-1].startswith("| all | 4 |")


def test_targets_met_missed_and_unproven():
    fast = [record(6.0 + i / 10, 6.0 + i / 10, seconds=0.05) for i in range(20)]
    verdicts = {label: verdict for label, _, _, verdict in target_rows(fast)}
    assert verdicts["ER exact"] == "met" and verdicts["ER within 0.2"] == "met"
    assert verdicts["diabolical (SER 5-9) median"] == "met"
    assert verdicts["SER 9.5+ median"] == "n/a"  # no puzzle there
    slow = fast + [record(9.6, 9.6, seconds=200.0), record(9.7, None, solved=False, seconds=0.01)]
    verdicts = {label: verdict for label, _, _, verdict in target_rows(slow)}
    assert verdicts["SER 9.5+ none over 120 s"] == "missed"
    stalled = fast + [record(9.7, None, solved=False, seconds=0.01)]
    verdicts = {label: verdict for label, _, _, verdict in target_rows(stalled)}
    assert verdicts["SER 9.5+ median"] == "n/a"  # fast, but it did not finish
    assert verdicts["Spearman (ER)"] == "n/a"  # 1.0 over the finished, but one stalled


def test_sample_by_band_is_fixed_and_per_band():
    rows = [{"ref_er": er} for er in [1.2] * 10 + [7.0] * 10 + [9.0] * 10 + [9.6, 10.5]]
    a = sample_by_band(rows, 3, random.Random(28))
    assert a == sample_by_band(rows, 3, random.Random(28))
    assert [band_of(r["ref_er"]) for r in a].count("1-2") == 3
    assert len(a) in (3 + 3 + 3 + 1, 3 + 3 + 3 + 1 + 1)  # the 10+ one; 9.6 in the 9-10 draw or beside it
    assert {"ref_er": 9.6} in a and {"ref_er": 10.5} in a  # SER 9.5 and up: always kept
    assert sample_by_band(rows, 0, random.Random(28)) == rows
    assert len(BANDS) == 7
