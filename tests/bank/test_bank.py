"""The puzzle bank: deterministic whatever the workers, resumable, and on a real Dask cluster.

CPython only (worker processes and Dask have no place in Pyodide). The Dask tests start a real
LocalCluster with two worker processes; they skip when Dask is not installed (it is an optional
extra: ``pip install sudoku-core[dask]``; scripts/test.sh installs it).
"""

import json
import os
import signal
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from sudoku_core import count_solutions, parse
from sudoku_core.generation.bank import InlineExecutor, Plan, build_bank
from sudoku_core.logic import rate

ROOT = Path(__file__).resolve().parents[2]
PLAN = Plan(levels=("easy", "hard"), count=5, seed=11, chunk=2)


def bank_lines(out):
    return {level: Path(out, f"{level}.jsonl").read_text().splitlines() for level in PLAN.levels}


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """The bank built on one job, in this process."""
    out = tmp_path_factory.mktemp("inline")
    summary = build_bank(PLAN, str(out), InlineExecutor())
    assert summary == {"done": 6, "skipped": 0, "made": 10, "puzzles": {"easy": 5, "hard": 5}, "remade": {}}
    return bank_lines(out)


def test_every_bank_puzzle_is_unique_and_at_its_level(reference):
    seen = set()
    for level, lines in reference.items():
        for line in lines:
            row = json.loads(line)
            puzzle = parse(row["puzzle"])
            assert count_solutions(puzzle, 2).count == 1
            rating = rate(puzzle)  # the SE profile, rate's default: the bank grades with it
            assert (row["level"], row["se"], row["hardest"]) == (level, rating.se, rating.hardest)
            assert rating.level == level
            assert row["clues"] == puzzle.givens
            seen.add(row["puzzle"])
    assert len(seen) == 10


def test_two_processes_give_the_same_bank(reference, tmp_path):
    with ProcessPoolExecutor(max_workers=2) as pool:
        build_bank(PLAN, str(tmp_path), pool)
    assert bank_lines(tmp_path) == reference


class Interrupted(Exception):
    pass


def test_an_interrupted_bank_resumes_with_nothing_lost_or_repeated(reference, tmp_path):
    def stop_after_two(spec, done, total):
        if done == 2:
            raise Interrupted
    with ProcessPoolExecutor(max_workers=2) as pool:
        with pytest.raises(Interrupted):
            build_bank(PLAN, str(tmp_path), pool, report=stop_after_two)
    chunks = sorted(p.name for p in (tmp_path / "chunks").iterdir())
    assert len(chunks) == 2 and all(name.endswith(".jsonl") for name in chunks)
    before = {name: (tmp_path / "chunks" / name).read_text() for name in chunks}
    (tmp_path / "chunks" / "hard-000002.jsonl").write_text('{"puzzle": "half a chunk"')  # a torn file
    summary = build_bank(PLAN, str(tmp_path), InlineExecutor())
    assert summary["skipped"] == 2 and summary["done"] == 4
    assert all((tmp_path / "chunks" / name).read_text() == text for name, text in before.items())
    assert bank_lines(tmp_path) == reference


def test_growing_a_bank_keeps_what_it_had(reference, tmp_path):
    build_bank(Plan(levels=("easy",), count=3, seed=11, chunk=2), str(tmp_path))
    summary = build_bank(PLAN, str(tmp_path))
    assert summary["skipped"] == 1  # easy-000000; easy-000001 held 1 of its 2 puzzles
    assert bank_lines(tmp_path) == reference


def chunks_line(made: int, kept: int) -> str:
    """The bank command's count of chunks made and found (``1 chunk made``, ``2 chunks made``)."""
    return f"{made} chunk{'' if made == 1 else 's'} made, {kept} already there"


def cli(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "sudoku_core", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=600)


def test_cli_bank_with_jobs_and_a_refused_mix(reference, tmp_path):
    out = str(tmp_path / "b")
    done = cli("bank", "--count", "5", "--levels", "easy,hard", "--chunk", "2", "--seed", "11", "--jobs", "2",
               "--out", out)
    assert done.returncode == 0, done.stderr
    assert "easy: 5 puzzles" in done.stdout and "6 chunks made, 0 already there" in done.stdout
    assert bank_lines(out) == reference
    again = cli("bank", "--count", "5", "--levels", "easy,hard", "--chunk", "2", "--seed", "11", "--out", out)
    assert again.returncode == 0 and "0 chunks made, 6 already there" in again.stdout
    mixed = cli("bank", "--count", "5", "--levels", "easy", "--seed", "12", "--out", out)
    assert mixed.returncode == 2 and "other settings" in mixed.stderr and "Traceback" not in mixed.stderr
    bad = cli("bank", "--count", "5", "--levels", "easy,impossible", "--out", out)
    assert bad.returncode == 2 and "impossible" in bad.stderr


@pytest.fixture(scope="module")
def cluster():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  scheduler_port=0) as local:
        yield local


def test_cli_bank_on_a_local_dask_cluster(reference, cluster, tmp_path):
    out = str(tmp_path / "dask")
    done = cli("bank", "--count", "5", "--levels", "easy,hard", "--chunk", "2", "--seed", "11",
               "--scheduler", cluster.scheduler_address, "--out", out)
    assert done.returncode == 0, done.stderr
    assert bank_lines(out) == reference


def test_a_worker_that_dies_loses_no_finished_work(reference, cluster, tmp_path):
    from distributed import Client, as_completed

    from sudoku_core.cli.generate import DaskSubmitter

    with Client(cluster.scheduler_address) as client:
        client.wait_for_workers(2)
        pids = list(client.run(os.getpid).values())
        killed = []

        def kill_one(spec, done, total):
            if not killed:  # after the first chunk is written, one worker process dies
                os.kill(pids[0], signal.SIGKILL)
                killed.append(pids[0])
        summary = build_bank(PLAN, str(tmp_path), DaskSubmitter(client), as_completed, report=kill_one,
                             window=2)  # Dask's as_completed takes the rest as chunks finish
    assert killed and summary["done"] == 6
    assert bank_lines(tmp_path) == reference


def test_a_generator_failure_on_a_dask_worker_is_its_own_one_line_error(cluster, tmp_path):
    """SudokuError survives pickling, so a not_found on a worker reaches the command as itself."""
    done = cli("bank", "--count", "2", "--chunk", "1", "--levels", "diabolical", "--max-tries", "1",
               "--scheduler", cluster.scheduler_address, "--out", str(tmp_path / "b"))
    assert done.returncode == 1, done.stderr
    assert done.stderr.strip().splitlines()[-1] == \
        "python -m sudoku_core: error: No diabolical puzzle found in 1 try; try another seed or more tries."
    assert "Traceback" not in done.stderr


def test_ctrl_c_stops_a_bank_on_a_dask_cluster_and_the_rerun_finishes_it(cluster, tmp_path):
    import time

    out = tmp_path / "b"
    args = ["bank", "--count", "12", "--chunk", "1", "--levels", "easy", "--seed", "5",
            "--scheduler", cluster.scheduler_address, "--out", str(out)]
    process = subprocess.Popen([sys.executable, "-m", "sudoku_core", *args], cwd=ROOT, start_new_session=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while not list(out.glob("chunks/*.jsonl")):  # the first chunk is written: interrupt
        assert process.poll() is None and time.monotonic() < deadline, process.communicate()
        time.sleep(0.01)
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=120)
    assert process.returncode == 130 and "run the same command again" in stderr and "Traceback" not in stderr, stderr
    kept = len(list((out / "chunks").glob("*.jsonl")))
    assert 1 <= kept < 12
    again = cli(*args)
    assert again.returncode == 0, again.stderr
    assert chunks_line(12 - kept, kept) in again.stdout
    puzzles = [json.loads(line)["puzzle"] for line in (out / "easy.jsonl").read_text().splitlines()]
    assert len(puzzles) == len(set(puzzles)) == 12
    whole = cli("bank", "--count", "12", "--chunk", "1", "--levels", "easy", "--seed", "5", "--jobs", "1",
                "--out", str(tmp_path / "whole"))
    assert whole.returncode == 0 and (tmp_path / "whole" / "easy.jsonl").read_text() == (out / "easy.jsonl").read_text()
