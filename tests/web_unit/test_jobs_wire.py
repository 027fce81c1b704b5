"""The engine worker's jobs through their wire form give the page the answers the core's objects give.

Issue 31 moves every long job to a Pyodide worker: only JSON crosses, and the page's modules read
a decoded result (``sudoku_jobs.wire``) where they read the core's objects today. So each job is
run here as the worker runs it (``jobs.run_json``: JSON in, JSON out) and its decoded result is
put through the page's own readers beside the core's direct answer: ``step_words``' levels,
sentences and notation (English and Chinese), ``drawing``'s marks and chain arrows, Explain's path
and grids, the rating, solve and count results (classic and variant), a generated puzzle for a
seed, the tutor's frames and the race's rows; errors carry their code, cells and details. The
decoders also run under MicroPython (the page's main thread to be): ``tests/micropython/
wire_script.py`` prints the same JSON there as in CPython.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import types
from pathlib import Path

import pytest

from sudoku_core import EXAMPLES, SudokuError, count_solutions, parse, solve
from sudoku_core.algorithms import ALGORITHMS, Player, race_one
from sudoku_core.logic import CandidateGrid, hint_at, solve_path
from sudoku_core.logic.rating import rate, rate_path
from sudoku_jobs import jobs, wire
from sudoku_web import step_words, tutor_view
from sudoku_web.strings import set_lang

if "pyscript" not in sys.modules:  # drawing.py imports the browser's document; its pure parts are tested
    _fake = types.ModuleType("pyscript")
    _fake.document = _fake.window = None
    _fake.when = lambda *args: (lambda handler: handler)
    sys.modules["pyscript"] = _fake
from sudoku_web import drawing  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SER9 = "9.4..5...25.6..1..31......8.7...9...4..26......147....7.......2...3..8.6.4.....9."
HARDEST = "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97.."
#: Puzzles whose teaching paths meet many techniques (singles to chains), and a 16x16.
PATH_PUZZLES = {"ser9": SER9, "inkala": EXAMPLES["inkala"], "luogu": EXAMPLES["luogu"], "easy16": EXAMPLES["easy16"]}


def hard_puzzle():
    """A generated hard puzzle (seed 7): a long teaching path that ends solved."""
    from sudoku_core.generation.generator import generate

    return generate(9, level="hard", seed=7).puzzle


def call(job, args):
    """A job as the worker runs it: JSON text in, JSON text out, progress as JSON text."""
    reports = []
    answer = json.loads(jobs.run_json(job, json.dumps(args), lambda text, keep: reports.append(text)))
    for text in reports:
        assert isinstance(json.loads(text), dict)
    return answer


def position(puzzle, entries=None, crossed=()):
    return wire.position_args(puzzle.size, puzzle.cells, entries or [0] * len(puzzle.cells), crossed)


def positions_along(puzzle, every=3):
    """(entries, crossed-out) positions along the puzzle's teaching path: a person who made the
    path's steps so far, marks and all; every ``every``-th step."""
    grid = CandidateGrid.from_puzzle(puzzle)
    full = grid.geo.full
    path = solve_path(grid.copy())
    out = []
    for k, step in enumerate(path.steps):
        if k % every == 0:
            entries = [v if not g else 0 for v, g in zip(grid.values, puzzle.cells)]
            crossed = [(c, d) for c, m in enumerate(grid.cands) if m for d in range(1, puzzle.size + 1)
                       if (full & ~m) >> (d - 1) & 1]
            out.append((entries, crossed))
        grid.apply(step)
    return out


def page_reads(hint):
    """What the page's modules read off a hint: step_words' three levels in both languages, the
    sentence and notation, drawing's marks and chain arrows, and the grid's candidates."""
    seen = {"kind": hint.kind, "technique": hint.technique, "cells": tuple(hint.cells), "wrong": tuple(hint.wrong)}
    for lang in ("en", "zh-CN"):
        set_lang(lang)
        seen[lang] = [step_words.hint_text(hint, level) for level in (1, 2, 3)]
        if hint.step is not None:
            seen[lang] += [step_words.sentence(hint.step, hint.size, hint.symbols),
                           step_words.notation(hint.step, hint.size, hint.symbols)]
    set_lang("en")
    if hint.step is not None:
        step = hint.step
        seen["styles"] = [drawing.styles_of(step, level) for level in (2, 3)]
        seen["links"] = drawing.links_svg(step.pattern.links, hint.size, hint.grid.box)
        seen["progress"] = step.progress
    if hint.grid is not None:
        seen["grid"] = (list(hint.grid.values), list(hint.grid.cands), hint.grid.box)
    seen["guesses"] = hint.solved_by.stats.backtracks if hint.solved_by is not None else None
    return seen


@pytest.fixture(scope="module")
def hints_met():
    """(name, direct hint, decoded hint) along every path puzzle's teaching path."""
    found = []
    for name, text in PATH_PUZZLES.items():
        puzzle = parse(text)
        for k, (entries, crossed) in enumerate(positions_along(puzzle, every=4 if puzzle.size == 9 else 12)):
            direct = hint_at(puzzle, {c: d for c, d in enumerate(entries) if d}, crossed)
            decoded = wire.decode_hint(call("hint", position(puzzle, entries, crossed))["hint"])
            found.append((f"{name}@{k}", direct, decoded))
    return found


def test_hints_read_the_same_through_the_wire_on_many_positions(hints_met):
    techniques = set()
    for name, direct, decoded in hints_met:
        assert page_reads(decoded) == page_reads(direct), name
        techniques.add(direct.technique)
    # the check is broad: singles, sets, fish or wings, and chains all passed through
    assert len(techniques) >= 6, techniques
    assert any("chain" in (t or "") for t in techniques), techniques


def test_wrong_entries_and_wrong_crossings_read_the_same():
    puzzle = parse(EXAMPLES["easy"])
    solution = solve(puzzle).solution.cells
    empty = [c for c, v in enumerate(puzzle.cells) if not v]
    entries = [0] * 81
    entries[empty[0]] = solution[empty[0]] % 9 + 1  # a wrong digit
    crossed = [(empty[1], solution[empty[1]])]       # the cell's own digit crossed out
    for ents, cross, kind in ((entries, (), "wrong_entry"), (None, crossed, "wrong_elimination")):
        direct = hint_at(puzzle, {c: d for c, d in enumerate(ents or ()) if d}, cross)
        decoded = wire.decode_hint(call("hint", position(puzzle, ents, cross))["hint"])
        assert decoded.kind == direct.kind == kind
        assert page_reads(decoded) == page_reads(direct)


def test_explain_gives_the_path_with_the_grid_before_each_step():
    puzzle = hard_puzzle()
    decoded = wire.decode_explain(call("explain", position(puzzle)))
    direct = solve_path(CandidateGrid.from_puzzle(puzzle))
    assert decoded.solved == direct.solved is True and len(decoded.path) == len(direct.steps) > 10
    assert [s.technique for _, s in decoded.path] == [s.technique for s in direct.steps]
    board = CandidateGrid.from_puzzle(puzzle)
    for (before, step), core_step in zip(decoded.path, direct.steps):
        assert (before.values, before.cands) == (board.values, board.cands)
        assert step_words.notation(step, 9, before.symbols) == step_words.notation(core_step, 9, board.symbols)
        assert drawing.styles_of(step, 3) == drawing.styles_of(core_step, 3)
        board.apply(core_step)
    assert decoded.guesses == solve(puzzle).stats.backtracks


def test_explain_of_a_solved_grid_is_its_hint_alone():
    puzzle = parse(EXAMPLES["easy"])
    solved = solve(puzzle).solution.cells
    decoded = wire.decode_explain(call("explain", position(puzzle, [v if not g else 0 for v, g in
                                                                      zip(solved, puzzle.cells)])))
    assert (decoded.hint.kind, decoded.path, decoded.solved) == ("solved", [], False)


def test_ratings_are_the_cores():
    puzzle = hard_puzzle()
    grid = CandidateGrid.from_puzzle(puzzle)
    from sudoku_core.logic import solve_path_work  # noqa: F401 - the SE path, as logic_rating finds it
    from sudoku_core.logic.se import SE_TECHNIQUES

    se = rate_path(solve_path(grid.copy(), SE_TECHNIQUES, first_producer=True))
    answer = call("rate", {"grid": wire.encode_grid(grid)})
    assert (answer["scale"], answer["rating"]) == ("se", json.loads(json.dumps(se)))
    small = parse(EXAMPLES["easy4"])
    own = call("rate", position(small))
    assert own["scale"] == "own" and own["rating"] == json.loads(json.dumps(rate_path(solve_path(
        CandidateGrid.from_puzzle(small)))))
    whole = wire.decode_rating(call("rate", {"puzzle": EXAMPLES["easy"]})["rating"])
    core = rate(parse(EXAMPLES["easy"]))
    assert (whole.se, whole.level, whole.hardest, whole.steps, whole.guesses) == (
        core.se, core.level, core.hardest, core.steps, core.guesses)


@pytest.mark.parametrize("text", [HARDEST, EXAMPLES["easy16"], EXAMPLES["easy4"],
                                  "." * 81, "12" + "." * 79 + "", "1" * 1 + "." * 8 + ".1" + "." * 70])
def test_solve_results_are_the_cores(text):
    puzzle = parse(text)
    answer = call("solve", {"puzzle": wire.encode_puzzle(puzzle)})
    if "error" in answer:  # givens that clash: the core raises the same error
        with pytest.raises(SudokuError) as raised:
            solve(puzzle)
        error = wire.error_of(answer)
        assert (error.code, error.cells, error.message) == (raised.value.code, raised.value.cells, raised.value.message)
        return
    direct = solve(puzzle)
    outcome = wire.decode_solve(answer)
    r = outcome.result
    assert (outcome.kind, r.status, r.solution, r.witness, r.differences) == (
        "done", direct.status, direct.solution, direct.witness, direct.differences)
    assert r.stats.nodes == direct.stats.nodes == outcome.nodes and outcome.wall >= 0


def test_a_variant_solves_as_the_variant_solver_solves_it():
    from sudoku_core.variants.model import make_variant
    from sudoku_core.variants.solver import VariantSolveTask
    from sudoku_web.variant_rules import diagonal_houses

    givens = (0,) * 81
    variant = make_variant(size=9, givens=givens, extra_houses=diagonal_houses(9), cages=[((0, 1), 3)],
                           differ=("anti-king",))
    task = VariantSolveTask(variant)
    for _ in task.run(every=500):
        pass
    answer = call("solve", {"puzzle": list(givens), "size": 9, "variant": wire.variant_args(variant)})
    r = wire.decode_solve(answer).result
    assert (r.status, r.solution.cells if r.solution else None) == (
        task.result.status, task.result.solution.cells if task.result.solution else None)
    assert r.stats.nodes == task.result.stats.nodes


def test_a_sandwich_sample_crosses_to_the_worker_with_its_totals_and_solves_there_as_here():
    from sudoku_core.variants import solve_variant
    from sudoku_core.variants.formats import read_variant
    from sudoku_web.variant_rules import rules_only
    from sudoku_web.variant_samples import SAMPLES

    variant = read_variant(SAMPLES["sandwich"])
    args = wire.variant_args(rules_only(variant))   # the page's rules: givens on the grid, not in the rules
    assert args["sandwiches"] == [[total, list(cells)] for total, cells in variant.sandwiches]
    answer = call("solve", {"puzzle": list(variant.givens), "size": 9, "variant": json.loads(json.dumps(args))})
    r = wire.decode_solve(answer).result
    assert (r.status, r.solution.cells) == ("solved", solve_variant(variant).solution.givens)


def test_a_solve_past_its_node_budget_gives_up_as_play_mistakes_does():
    from sudoku_web.play_mistakes import VARIANT_NODE_BUDGET

    killer = wire.variant_args(types.SimpleNamespace(
        size=9, box_shape=(3, 3), regions=None, no_boxes=False, extra_houses=(), differ=frozenset(), parity=(),
        non_consecutive=False, name="", cages=[((0, 1, 2, 9, 10, 11, 18, 19, 20), 45)], thermos=(), dots=(), strict=(),
        little_killers=(), arrows=(), sandwiches=()))
    for variant in (None, killer):
        given_up = wire.decode_solve(call("solve", {"puzzle": "." * 81, "variant": variant, "max_nodes": 10}))
        assert (given_up.kind, given_up.result) == ("over_budget", None) and given_up.nodes >= 10
    within = wire.decode_solve(call("solve", {"puzzle": HARDEST, "max_nodes": VARIANT_NODE_BUDGET}))
    assert within.kind == "done" and within.result.status == "solved"


def test_counts_are_the_cores():
    for text, cap in (("." * 81, 30), (EXAMPLES["easy"], 10), ("." * 16, 1000)):
        direct = count_solutions(parse(text), cap)
        decoded = wire.decode_count(call("count", {"puzzle": text, "cap": cap}))
        assert (decoded.count, decoded.capped, decoded.solutions) == (direct.count, direct.capped, direct.solutions)


def test_generate_makes_the_cores_puzzle_for_a_seed_and_reports_tries():
    from sudoku_core.generation.generator import generate

    reports = []
    answer = json.loads(jobs.run_json("generate", json.dumps({"size": 9, "level": "hard", "seed": 7}),
                                      lambda text, keep: reports.append(text)))
    made = wire.decode_generated(answer)
    core = generate(9, level="hard", seed=7)
    assert (made.puzzle, made.solution, made.seed, made.tries, made.needs) == (
        core.puzzle, core.solution, core.seed, core.tries, tuple(core.needs))
    assert (made.rating.level, made.rating.se, made.rating.hardest) == (core.rating.level, core.rating.se,
                                                                        core.rating.hardest)
    assert reports and all("tries" in json.loads(r) for r in reports)


def test_a_variant_is_generated_as_the_core_makes_it_with_its_tries_reported():
    from sudoku_core.variants.generation import generate_variant

    reports = []
    answer = json.loads(jobs.run_json("generate", json.dumps({"variant": "killer", "level": "extreme", "seed": 7}),
                                      lambda text, keep: reports.append(json.loads(text))))
    core = generate_variant("killer", "extreme", seed=7)
    assert (answer["variant"], answer["seed"], answer["tries"], answer["cages"]) == (
        "killer", 7, core.tries, len(core.variant.cages))
    assert answer["rating"]["level"] == "extreme" == core.rating["level"]
    # the first try is reported at once, later ones at most every PROGRESS_INTERVAL, none past the last
    assert reports and reports[0] == {"tries": 1} and all(1 <= r["tries"] <= core.tries for r in reports)


def frame_view(p):
    """What the tutor shows at a step: the player's own reading, or a decoded frame's."""
    e = p.event
    return (p.position, None if e is None else (e.kind, e.cell, e.digit, e.depth, e.reason), tuple(p.board),
            p.line, tutor_view.data_rows(p.panel() if callable(p.panel) else p.panel, 9),
            (p.tally.steps, p.tally.nodes, p.tally.backtracks, p.tally.dead_ends, p.tally.solutions),
            p.finished, p.capped)


@pytest.mark.parametrize("algorithm", list(ALGORITHMS))
def test_a_trace_plays_the_frames_the_players_shows(algorithm):
    puzzle = parse(EXAMPLES["easy"])
    player = Player(puzzle, algorithm)
    expected = [frame_view(player)]
    while len(expected) < 1300 and not player.over:
        player.step()
        expected.append(frame_view(player))
    first = wire.decode_trace(call("tutor_trace", {"puzzle": EXAMPLES["easy"], "algorithm": algorithm,
                                                   "count": 300}))
    later = wire.decode_trace(call("tutor_trace", {"puzzle": EXAMPLES["easy"], "algorithm": algorithm,
                                                   "start": 1000, "count": 300}))
    back = wire.decode_trace(call("tutor_trace", {"puzzle": EXAMPLES["easy"], "algorithm": algorithm,
                                                  "start": 5, "count": 3}))
    assert first.source == player.source and first.algorithm == algorithm
    assert [frame_view(f) for f in first.frames] == expected[:300]
    # past the trace's end a window is its last frame
    assert [frame_view(f) for f in later.frames] == (expected[1000:1300] if len(expected) > 1000 else expected[-1:])
    assert [frame_view(f) for f in back.frames] == expected[5:8]
    # frames are built when read, in any order: back from the end, and from the end again
    last = len(first.frames) - 1
    assert [frame_view(first.frames[k]) for k in (-1, 10, 0, last)] == [expected[k] for k in (last, 10, 0, last)]
    with pytest.raises(IndexError):
        first.frames[last + 1]


def test_the_race_rows_are_race_one_s():
    puzzle = parse(EXAMPLES["easy"])
    reports = []
    answer = json.loads(jobs.run_json("race", json.dumps({"puzzle": EXAMPLES["easy"]}),
                                      lambda text, keep: reports.append((text, keep))))
    rows = [wire.decode_race_row(r) for r in answer["rows"]]
    assert [r.name for r in rows] == list(ALGORITHMS)
    for row in rows:
        core = race_one(row.name, puzzle)
        assert (row.tally.steps, row.tally.nodes, row.tally.solutions, row.board, row.capped) == (
            core.tally.steps, core.tally.nodes, core.tally.solutions, core.board, core.capped)
    kept = [json.loads(text)["row"]["name"] for text, keep in reports if keep]
    assert kept == [json.loads(text)["row"]["name"] for text, _ in reports if "row" in json.loads(text)]
    assert kept == list(ALGORITHMS)


def test_errors_carry_code_cells_and_details():
    clash = call("solve", {"puzzle": "55" + "." * 79})
    error = wire.error_of(clash)
    assert error.code and error.cells == (0, 1)
    many = wire.error_of(call("hint", position(parse("1" + "." * 80))))
    assert many.code == "multiple_solutions" and many.cells
    assert wire.error_of(call("nope", {})).details == {"job": "nope"}
    assert wire.error_of(call("generate", {"size": 7})).code == "bad_size"
    odd = json.loads(jobs.run_json("solve", json.dumps({"puzzle": 5})))
    assert wire.error_of(odd).code == "bad_argument"
    broken = json.loads(jobs.run_json("solve", "{not json"))
    assert broken["error"]["code"] == "bad_argument"
    internal = jobs.run("solve", {})  # a missing argument: not a SudokuError, still an answer
    assert internal["error"]["code"] == "internal" and "KeyError" in internal["error"]["message"]
    assert wire.error_of({"status": "solved"}) is None


# ----- the decoders under MicroPython ------------------------------------------------------------------
RUNNER = ROOT / "tests" / "micropython" / "run.mjs"
SCRIPT = ROOT / "tests" / "micropython" / "wire_script.py"
RUNTIME = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"
#: What the page's thread will have: wire, and the core's shared modules it decodes into.
FILES = ("sudoku_jobs/__init__.py", "sudoku_jobs/wire.py", "sudoku_core/__init__.py", "sudoku_core/errors.py",
         "sudoku_core/checks.py", "sudoku_core/geometry.py", "sudoku_core/values.py", "sudoku_core/puzzle.py",
         "sudoku_core/conflicts.py", "sudoku_core/examples.py", "sudoku_core/formats/__init__.py",
         "sudoku_core/formats/plain_text.py", "sudoku_core/formats/puzzle_text.py", "sudoku_core/formats/candidates.py", "sudoku_core/formats/borders.py")


@pytest.mark.skipif(shutil.which("node") is None or not RUNTIME.is_file(), reason="needs node and npm ci")
def test_the_decoders_read_the_same_under_micropython(tmp_path, hints_met):
    for name in FILES:
        src = ROOT / ("web/" + name if name.startswith("sudoku_jobs") else name)
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(src, tmp_path / name)
    picked = {}
    for name, direct, _ in hints_met:
        picked.setdefault(direct.technique or direct.kind, wire.encode_hint(direct))
    puzzle = parse(EXAMPLES["easy"])
    data = {"hints": picked, "explain": call("explain", position(hard_puzzle())),
            "solves": {"hardest": call("solve", {"puzzle": HARDEST}), "many": call("solve", {"puzzle": "." * 81}),
                       "none": call("solve", {"puzzle": "12" + "." * 7 + "3" + "." * 71}),
                       "budget": call("solve", {"puzzle": "." * 81, "max_nodes": 10})},
            "count": call("count", {"puzzle": "." * 16, "cap": 5}),
            "generated": call("generate", {"size": 9, "level": "easy", "seed": 3}),
            "trace": call("tutor_trace", {"puzzle": str(puzzle), "algorithm": "fast", "count": 60}),
            "race": call("race", {"puzzle": str(puzzle)}),
            "errors": [call("solve", {"puzzle": "55" + "." * 79}), call("nope", {})],
            "rating": call("rate", {"puzzle": EXAMPLES["easy"]})["rating"]}
    (tmp_path / "wire_data.json").write_text(json.dumps(data))
    mp = subprocess.run(["node", str(RUNNER), str(SCRIPT), str(tmp_path), *FILES, "wire_data.json"],
                        capture_output=True, text=True, timeout=120)
    assert mp.returncode == 0, mp.stderr
    cp = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True, timeout=120, cwd=tmp_path,
                        env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert cp.returncode == 0, cp.stderr
    assert json.loads(mp.stdout) == json.loads(cp.stdout)
    report = json.loads(cp.stdout)
    assert len([k for k in report if k.startswith("hint ")]) >= 6 and report["explain"][2] > 10


def test_the_page_says_a_contradiction_at_level_two_as_an_assumption():
    """The page's level 2 of a chain that ends in a contradiction asks "what if r1c4=3?" (it said
    "r1c4=3", a false placement), in both languages."""
    from sudoku_core.logic import hint_at

    hint = hint_at("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
    assert hint.step.parts.get("sentence") == "contradiction"
    said = hint.step.parts["notation"]
    assert step_words.hint_text(hint, 2).endswith(f": what if {said}?")
    set_lang("zh-CN")
    try:
        assert step_words.hint_text(hint, 2).endswith(f"假如{said}，会怎样？")
    finally:
        set_lang("en")


def test_the_page_says_a_nested_levels_step_in_chinese():
    """A nested level's step (no cell, digit or house of its own) has a Chinese sentence too."""
    from sudoku_core.logic.se.nested import NESTED
    from sudoku_core.logic.step import Pattern, Step

    step = Step(NESTED[2], 9.5, (), ((40, 4),), Pattern(cells=(40,), candidates=((40, 4),)), {"kind": 3, "complexity": 30})
    set_lang("zh-CN")
    try:
        said = step_words.sentence(step, 9, "123456789")
    finally:
        set_lang("en")
    assert "链中之链" in said and "r5c5<>4" in said


def test_a_trace_window_far_away_reports_how_far_its_replay_has_got(monkeypatch):
    """Back or the scrubber far from the step shown replays the search in the worker: it reports
    the step reached (the page's progress line said "0 of 400,000" for the whole wait)."""
    monkeypatch.setattr(jobs, "PROGRESS_INTERVAL", 0)
    reports = []
    args = {"puzzle": "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
            "algorithm": "scan", "start": 50_000, "count": 2, "cap": 999_999}   # (a cap of its own: a fresh player)
    trace = wire.decode_trace(jobs.run("tutor_trace", args, lambda data, keep=False: reports.append(data)))
    assert trace.frames[0].position == 50_000
    positions = [r["position"] for r in reports]
    assert len(positions) >= 2 and positions == sorted(positions) and positions[-1] == 50_000
    reports.clear()
    jobs.run("tutor_trace", dict(args, start=30_000), lambda data, keep=False: reports.append(data))
    assert reports and reports[0]["position"] < 30_000 and reports[-1]["position"] == 30_000   # backward: from 0
