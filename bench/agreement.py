"""Agreement with Sudoku Explainer 1.2.1, per band: the pure part of ``bench_logic.py``.

Standard library only (no processes, no signals, no files), so the unit tests can import it in
CPython and in Pyodide. A *record* is one rated puzzle, a dict with:

* ``ref_er`` (SE 1.2.1's ER), ``ref_ep``, ``ref_ed`` (skfr's EP and ED, which follow SE's
  definitions): floats from ``se121_reference.tsv``;
* ``er``, ``ep``, ``ed``: ours (``er`` is None when logic stalled or the budget ran out; ``ep`` and
  ``ed`` may be None when the path has no step);
* ``solved`` (logic finished), ``stopped`` (the CPU budget ran out first), ``seconds`` (CPU time).

A puzzle that stalled or was stopped counts as a miss for ER exact and within 0.2; Spearman is over
the puzzles logic finished (``rho_n`` says how many). "Exact" is the same value to one decimal.
"""

from __future__ import annotations

#: The bands of SE's ER the issue asks for: (label, low, high), low <= ER < high.
BANDS = (
    ("1-2", 1.0, 2.0),
    ("2-4", 2.0, 4.0),
    ("4-6", 4.0, 6.0),
    ("6-8", 6.0, 8.0),
    ("8-9", 8.0, 9.0),
    ("9-10", 9.0, 10.0),
    ("10+", 10.0, float("inf")),
)

#: Agreement targets of issue 28 item 5 (over the whole reference set): (key, label, threshold).
AGREEMENT_TARGETS = (
    ("er_exact", "ER exact", 0.90),
    ("er_within", "ER within 0.2", 0.97),
    ("rho", "Spearman (ER)", 0.97),
    ("ep_exact", "EP exact (skfr)", 0.85),
    ("ed_exact", "ED exact (skfr)", 0.85),
)

#: Speed targets of issue 28 item 4: (label, low, high of SE's ER (inclusive), statistic, seconds).
SPEED_TARGETS = (
    ("diabolical (SER 5-9) median", 5.0, 9.0, "median", 0.1),
    ("diabolical (SER 5-9) p95", 5.0, 9.0, "p95", 1.0),
    ("SER 9.5+ median", 9.5, float("inf"), "median", 10.0),
    ("SER 9.5+ none over 120 s", 9.5, float("inf"), "max", 120.0),
)


def band_of(er: float) -> str:
    """The label of the band holding SE's ER ``er`` (below 1.0 joins the first band)."""
    for label, low, high in BANDS:
        if er < high:
            return label
    return BANDS[-1][0]


def ranks(values):
    """Ranks (1-based), ties sharing their average rank."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    out = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return out


def spearman(xs, ys):
    """Spearman's rank correlation: Pearson's r of the ranks (ties averaged); None with fewer than
    three pairs or when one side is constant."""
    if len(xs) < 3:
        return None
    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    return sxy / (sxx * syy) ** 0.5 if sxx and syy else None


def percentile(values, q):
    """The nearest-rank ``q`` quantile (0..1), or None for no values."""
    if not values:
        return None
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def median(values):
    if not values:
        return None
    s = sorted(values)
    mid = len(s) // 2
    return s[mid] if len(s) % 2 else (s[mid - 1] + s[mid]) / 2


def same(a, b) -> bool:
    """The same rating to one decimal (None never matches)."""
    return a is not None and b is not None and abs(a - b) < 0.05


def within(a, b, tol=0.2) -> bool:
    return a is not None and b is not None and abs(a - b) <= tol + 1e-9


def summary(records) -> dict:
    """Figures over ``records``: ``n``, ``finished``, ``stalls`` (needs guessing), ``stopped``
    (budget), ``er_exact`` / ``er_within`` / ``ep_exact`` / ``ed_exact`` (shares of ``n``, None
    when ``n`` is 0), ``rho`` and ``rho_n`` (Spearman over the finished), ``median``, ``p95``,
    ``max`` and ``cpu`` (total) CPU seconds."""
    n = len(records)
    finished = [r for r in records if r["solved"] and r["er"] is not None]
    times = [r["seconds"] for r in records]

    def share(test, ours, ref):
        return sum(test(r[ours], r[ref]) for r in records) / n if n else None

    return {
        "n": n,
        "finished": len(finished),
        "stalls": sum(1 for r in records if not r["solved"] and not r["stopped"]),
        "stopped": sum(1 for r in records if r["stopped"]),
        "er_exact": share(same, "er", "ref_er"),
        "er_within": share(within, "er", "ref_er"),
        "ep_exact": share(same, "ep", "ref_ep"),
        "ed_exact": share(same, "ed", "ref_ed"),
        "rho": spearman([r["er"] for r in finished], [r["ref_er"] for r in finished]),
        "rho_n": len(finished),
        "median": median(times),
        "p95": percentile(times, 0.95),
        "max": max(times) if times else None,
        "cpu": sum(times),
    }


def by_band(records):
    """``[(label, summary)]`` for each band that has records, in band order, then ``("all", ...)``."""
    groups = {label: [] for label, _, _ in BANDS}
    for r in records:
        groups[band_of(r["ref_er"])].append(r)
    out = [(label, summary(groups[label])) for label, _, _ in BANDS if groups[label]]
    return out + [("all", summary(records))]


def target_rows(records):
    """``[(label, target text, figure text, verdict)]`` for the issue's targets, verdict ``"met"``,
    ``"missed"`` or ``"n/a"``: no puzzle in range, a Spearman that looks met over the finished
    puzzles while some stalled, or a speed target that looks met while some puzzle in range did
    not finish (stalled or stopped: its time is not the time to finish it)."""
    rows = []
    overall = summary(records)
    for key, label, threshold in AGREEMENT_TARGETS:
        value = overall[key]
        figure = "-" if value is None else (f"{value:.3f}" if key == "rho" else f"{100 * value:.1f}%")
        target = f">= {threshold:.2f}" if key == "rho" else f">= {100 * threshold:.0f}%"
        verdict = "n/a" if value is None else ("met" if value >= threshold - 1e-12 else "missed")
        if key == "rho" and value is not None and overall["rho_n"] < overall["n"]:
            figure += f" (over the {overall['rho_n']} of {overall['n']} finished)"
            verdict = "n/a" if verdict == "met" else verdict  # the stalled ones are not ranked
        rows.append((label, target, figure, verdict))
    for label, low, high, stat, limit in SPEED_TARGETS:
        chosen = [r for r in records if low <= r["ref_er"] <= high]
        if not chosen:
            rows.append((label, f"<= {seconds_text(limit)}", "-", "n/a"))
            continue
        figures = summary(chosen)
        value = figures[stat]
        verdict = "met" if value <= limit else "missed"
        unfinished = figures["n"] - figures["finished"]
        if unfinished and verdict == "met":
            verdict = "n/a"  # a stalled or stopped puzzle's time says nothing of the time to finish it
        text = seconds_text(value) + f", n={len(chosen)}" + (f", {unfinished} not finished" if unfinished else "")
        rows.append((label, f"<= {seconds_text(limit)}", text, verdict))
    return rows


def seconds_text(x) -> str:
    if x is None:
        return "-"
    return f"{x * 1000:.0f} ms" if x < 1 else (f"{x:.2f} s" if x < 10 else f"{x:.1f} s")


def percent_text(x) -> str:
    return "-" if x is None else f"{100 * x:.0f}%"


BAND_HEAD = ("band", "n", "finished", "needs guessing", "stopped", "ER exact", "within 0.2", "Spearman (n)",
             "EP exact", "ED exact", "median", "p95", "max", "CPU")


def band_table(records) -> list:
    """The per-band table as Markdown lines."""
    lines = ["| " + " | ".join(BAND_HEAD) + " |", "|" + "---|" * len(BAND_HEAD)]
    for label, s in by_band(records):
        rho = "-" if s["rho"] is None else f"{s['rho']:.2f} ({s['rho_n']})"
        cells = [label, str(s["n"]), str(s["finished"]), str(s["stalls"]), str(s["stopped"]),
                 percent_text(s["er_exact"]), percent_text(s["er_within"]), rho, percent_text(s["ep_exact"]),
                 percent_text(s["ed_exact"]), seconds_text(s["median"]), seconds_text(s["p95"]),
                 seconds_text(s["max"]), seconds_text(s["cpu"])]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def targets_table(records) -> list:
    """The issue's targets beside the figures, as Markdown lines."""
    lines = ["| target | goal | figure | |", "|---|---|---|---|"]
    for label, target, figure, verdict in target_rows(records):
        lines.append(f"| {label} | {target} | {figure} | {verdict} |")
    return lines


def sample_by_band(rows, per_band, rnd, keep_from=9.5):
    """``per_band`` rows of each band drawn with ``rnd`` (all of a smaller band), in file order, plus
    every row whose ER is ``keep_from`` or more (the reference has only a handful: the speed target
    for SER 9.5+ needs them); ``rows`` are dicts with ``ref_er``; ``per_band`` 0 or None keeps all."""
    if not per_band:
        return list(rows)
    groups = {}
    for i, r in enumerate(rows):
        groups.setdefault(band_of(r["ref_er"]), []).append(i)
    keep = {i for i, r in enumerate(rows) if r["ref_er"] >= keep_from}
    for label, _, _ in BANDS:
        members = groups.get(label, [])
        keep.update(members if len(members) <= per_band else rnd.sample(members, per_band))
    return [rows[i] for i in sorted(keep)]
