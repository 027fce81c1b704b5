"""The bank under faults: ``python -m sudoku_core bank`` killed (SIGKILL) or interrupted (Ctrl+C,
i.e. SIGINT to the whole process group) mid-run, chunks from elsewhere or damaged planted in its
folder, a worker's error, bounds and unusable folders. Whatever happened, a rerun ends with the
bank an uninterrupted run makes: nothing lost, nothing foreign, nothing twice.

The runs are real subprocesses; no assertion is about time: a test waits (bounded) for the first
chunk file to appear, then signals.
"""

import copy as copy_module
import json
import os
import pickle
import shutil
import signal
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sudoku_core import SudokuError
from sudoku_core.generation.bank import BankInterrupted, InlineExecutor, Plan, build_bank, make_chunk, puzzle_seed
from sudoku_core.generation.bank_files import check_chunk, chunk_text
from sudoku_core.generation.generator import MAX_TRIES, generate

from test_bank import ROOT, chunks_line, cli

ROOT = Path(__file__).resolve().parents[2]
# Easy 9x9 puzzles take a fraction of a second each: twelve one-puzzle chunks last long enough to
# be interrupted after the first one, and little enough to keep each test to a few seconds.
PLAN = Plan(levels=("easy",), count=12, seed=5, chunk=1, max_tries=MAX_TRIES)  # as the command makes it
ARGS = ("bank", "--count", "12", "--chunk", "1", "--levels", "easy", "--seed", "5")
WAIT = 120  # seconds: a bound on waiting, never an expectation


def chunk_files(out):
    return sorted(p.name for p in Path(out, "chunks").glob("*.jsonl"))


def puzzles_of(out):
    return [json.loads(line)["puzzle"] for line in Path(out, "easy.jsonl").read_text().splitlines()]


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """The bank an uninterrupted run makes (one job, in this process): its folder."""
    out = tmp_path_factory.mktemp("reference")
    build_bank(PLAN, str(out))
    assert len(set(puzzles_of(out))) == PLAN.count
    return out


def assert_same_bank(out, reference):
    assert Path(out, "easy.jsonl").read_text() == Path(reference, "easy.jsonl").read_text()
    assert len(set(puzzles_of(out))) == PLAN.count  # nothing twice
    assert chunk_files(out) == chunk_files(reference)
    for name in chunk_files(out):
        assert Path(out, "chunks", name).read_text() == Path(reference, "chunks", name).read_text(), name


def start_bank(out, jobs):
    """The command in its own process group (as a shell runs it), so a signal can reach it and its
    workers together, as Ctrl+C in a terminal does."""
    return subprocess.Popen([sys.executable, "-m", "sudoku_core", *ARGS, "--jobs", str(jobs), "--out", str(out)],
                            cwd=ROOT, start_new_session=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def wait_for_first_chunk(process, out):
    deadline = time.monotonic() + WAIT
    while not chunk_files(out):
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "no chunk was written"
        time.sleep(0.01)


def wait_until_group_is_gone(group):
    """Every process of the group (the command and its workers) has ended."""
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        try:
            os.killpg(group, 0)
        except ProcessLookupError:
            return
        time.sleep(0.05)
    os.killpg(group, signal.SIGKILL)
    pytest.fail("worker processes outlived the command")


def send(process, signum, whom):
    """The signal to the command's process group (a terminal's Ctrl+C, a killed session) or to the
    command alone (``kill PID``, the out-of-memory killer): then its workers must end by themselves."""
    (os.killpg if whom == "group" else os.kill)(process.pid, signum)


@pytest.mark.parametrize("jobs, whom", [(1, "group"), (2, "group"), (2, "command")])
def test_a_killed_bank_loses_only_the_chunks_in_progress(reference, tmp_path, jobs, whom):
    out = tmp_path / "bank"
    process = start_bank(out, jobs)
    wait_for_first_chunk(process, out)
    send(process, signal.SIGKILL, whom)
    process.communicate(timeout=WAIT)
    wait_until_group_is_gone(process.pid)
    kept = chunk_files(out)
    assert kept and not Path(out, "easy.jsonl").exists()
    Path(out, "chunks", "easy-000011.jsonl.999999999.tmp").write_text('{"puzzle": "half')  # a writer long gone
    for name in kept:  # whatever is there is whole, and is what the bank holds there
        assert Path(out, "chunks", name).read_text() == Path(reference, "chunks", name).read_text()
    done = cli(*ARGS, "--jobs", str(jobs), "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert f"{len(kept)} already there" in done.stdout and "remaking" not in done.stderr
    assert_same_bank(out, reference)
    assert not list(Path(out, "chunks").glob("*.tmp"))


@pytest.mark.parametrize("jobs, signum, whom", [(1, signal.SIGINT, "group"), (2, signal.SIGINT, "group"),
                                                (2, signal.SIGTERM, "command")])
def test_ctrl_c_stops_at_once_keeping_what_is_done(reference, tmp_path, jobs, signum, whom):
    """Ctrl+C (SIGINT to the process group), or SIGTERM to the command, which stops it the same way."""
    out = tmp_path / "bank"
    process = start_bank(out, jobs)
    wait_for_first_chunk(process, out)
    send(process, signum, whom)
    stdout, stderr = process.communicate(timeout=WAIT)
    wait_until_group_is_gone(process.pid)  # the workers did not go on with the bank
    assert process.returncode == 130, stderr
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and "interrupted" in lines[0] and "run the same command again" in lines[0], stderr
    kept = chunk_files(out)
    assert f"{len(kept)} of 12 chunks are kept" in lines[0]
    assert 1 <= len(kept) < 12  # it stopped: the chunks not started were not made
    done = cli(*ARGS, "--jobs", str(jobs), "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert chunks_line(12 - len(kept), len(kept)) in done.stdout
    assert_same_bank(out, reference)


@pytest.mark.parametrize("delay", [0.001, 0.003, 0.006])
def test_ctrl_c_pressed_twice_still_stops_with_the_one_line_message(tmp_path, delay):
    """A second Ctrl+C a moment after the first used to reach the interpreter as it exited (its
    handlers reset): the command died of the signal (status -2) or said nothing."""
    out = tmp_path / "bank"
    process = start_bank(out, 1)
    wait_for_first_chunk(process, out)
    send(process, signal.SIGINT, "group")
    time.sleep(delay)
    try:
        send(process, signal.SIGINT, "group")
    except ProcessLookupError:
        pass  # it had already exited
    stdout, stderr = process.communicate(timeout=WAIT)
    assert process.returncode == 130, stderr
    lines = stderr.strip().splitlines()
    assert len(lines) == 1 and "interrupted" in lines[0] and "run the same command again" in lines[0], stderr


def test_an_interrupted_inline_bank_keeps_each_chunk_as_it_is_made(reference, tmp_path):
    """One job used to make every chunk before writing any; now the second chunk's interruption
    finds the first on disk, and BankInterrupted says so."""
    calls = []

    class StopOnSecond(InlineExecutor):
        def submit(self, fn, *args):
            calls.append(args[0])
            if len(calls) == 2:
                raise KeyboardInterrupt
            return super().submit(fn, *args)

    with pytest.raises(BankInterrupted) as stop:
        build_bank(PLAN, str(tmp_path), StopOnSecond())
    assert (stop.value.kept, stop.value.total) == (1, 12)
    assert chunk_files(tmp_path) == ["easy-000000.jsonl"]


def test_a_stop_asked_while_its_interrupt_was_lost_stops_the_bank_at_the_next_chunk(reference, tmp_path):
    """Ctrl+C whose KeyboardInterrupt Python swallowed (raised inside a destructor) still stops the
    bank: the command notes the signal, and build_bank checks the note as each chunk is written."""
    asked = []

    def report(spec, done, total):
        if done == 2:
            asked.append("SIGINT")  # the handler ran; its exception went nowhere

    with pytest.raises(BankInterrupted) as stop:
        build_bank(PLAN, str(tmp_path), report=report, stop=lambda: bool(asked))
    assert (stop.value.kept, stop.value.total) == (2, 12)
    assert chunk_files(tmp_path) == ["easy-000000.jsonl", "easy-000001.jsonl"]
    assert not Path(tmp_path, "easy.jsonl").exists()  # not merged: the bank is not done


def test_the_bank_command_notes_each_signal_and_hides_only_the_lost_interrupt(monkeypatch):
    """run_bank's handlers note Ctrl+C and SIGTERM, the first one raising (a later one would
    break off the stopping), and while a stop is noted the interpreter's report of an ignored
    KeyboardInterrupt is dropped, after which the next signal raises again (the stop it asked
    for was lost); any other unraisable error still goes to the hook there was before, and both
    are restored afterwards."""
    import signal
    import sys
    import types

    from sudoku_core.cli import generate

    reported = []
    monkeypatch.setattr(sys, "unraisablehook", lambda info: reported.append(info.exc_type))
    before = sys.unraisablehook
    seen = {}

    def unraisable(exc_type):
        return types.SimpleNamespace(exc_type=exc_type, exc_value=exc_type(), exc_traceback=None,
                                     err_msg=None, object=None)

    def fake_run(args, stop):
        sys.unraisablehook(unraisable(KeyboardInterrupt))  # no stop asked yet: shown
        seen["before"] = stop()
        with pytest.raises(KeyboardInterrupt):
            signal.getsignal(signal.SIGTERM)(signal.SIGTERM, None)
        seen["after"] = stop()
        signal.getsignal(signal.SIGINT)(signal.SIGINT, None)  # a second signal: noted, the stop goes on
        sys.unraisablehook(unraisable(KeyboardInterrupt))  # the lost interrupt: dropped
        with pytest.raises(KeyboardInterrupt):  # so the next signal raises again
            signal.getsignal(signal.SIGINT)(signal.SIGINT, None)
        signal.getsignal(signal.SIGINT)(signal.SIGINT, None)  # and the one after is noted only
        sys.unraisablehook(unraisable(ValueError))  # anything else: shown
        return 0

    monkeypatch.setattr(generate, "_run_bank", fake_run)
    sigint = signal.getsignal(signal.SIGINT)
    assert generate.run_bank(types.SimpleNamespace()) == 0
    assert seen == {"before": False, "after": True}
    assert reported == [KeyboardInterrupt, ValueError]
    assert sys.unraisablehook is before and signal.getsignal(signal.SIGINT) is sigint


def plant(out, name, text):
    Path(out, "chunks", name).write_text(text)


def rows_of(out, name):
    return [json.loads(line) for line in Path(out, "chunks", name).read_text().splitlines()]


def test_foreign_and_damaged_chunks_are_remade_never_merged(reference, tmp_path):
    out = tmp_path / "bank"
    shutil.copytree(reference, out)
    other_seed = make_chunk({**PLAN.chunks()[0], "seed": 6})
    repeated = rows_of(out, "easy-000002.jsonl")[0]
    planted = {
        "easy-000000.jsonl": (chunk_text(other_seed), "another bank, level or place"),  # another --seed
        "easy-000001.jsonl": (Path(out, "chunks", "easy-000003.jsonl").read_text(), "another bank"),  # another place
        "easy-000002.jsonl": (chunk_text([repeated, repeated]), "holds 2 puzzles, not 1"),  # a line twice
        # the right seed for its place, but a puzzle already in chunk 2
        "easy-000004.jsonl": (chunk_text([{**repeated, "seed": puzzle_seed(5, "easy", 4)}]), "repeats a puzzle"),
        "easy-000005.jsonl": ('{"puzzle": "torn', "not JSON"),
        "easy-000006.jsonl": (chunk_text([{**rows_of(out, "easy-000006.jsonl")[0], "puzzle": "1" * 16}]),
                              "does not read as a 9x9 puzzle"),  # another shape
        "easy-000007.jsonl": (chunk_text([{**rows_of(out, "easy-000007.jsonl")[0], "level": "hard"}]), "not this bank's"),
        "easy-000008.jsonl": (chunk_text([{k: v for k, v in rows_of(out, "easy-000008.jsonl")[0].items() if k != "se"}]),
                              "fields missing"),
    }
    for name, (text, _) in planted.items():
        plant(out, name, text)
    (out / "chunks" / "easy-000009.jsonl").unlink()  # and one simply missing
    (out / "easy.jsonl").unlink()
    noticed = {}
    summary = build_bank(PLAN, str(out), notice=lambda name, why: noticed.setdefault(name, why))
    assert set(noticed) == set(planted) and summary["remade"] == noticed
    for name, (_, why) in planted.items():
        assert why in noticed[name], (name, noticed[name])
    assert summary["done"] == len(planted) + 1 and summary["skipped"] == 12 - len(planted) - 1
    assert_same_bank(out, reference)


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_chunk_repeating_another_chunks_puzzle_is_remade_whichever_comes_first(reference, tmp_path, jobs):
    """Impostors: the right seed for their place, but a puzzle of another chunk. Chunk 1 carries
    chunk 5's puzzle (chunk 5 is on disk: checked after chunk 1), chunk 4 carries chunk 2's (chunk
    2 is missing: with two jobs, chunk 4 is checked before chunk 2 is made again). Either way the
    impostor is found and remade, and the real chunk stays."""
    out = tmp_path / "bank"
    shutil.copytree(reference, out)
    for impostor, real in ((1, 5), (4, 2)):
        row = {**rows_of(out, f"easy-00000{real}.jsonl")[0], "seed": puzzle_seed(5, "easy", impostor)}
        plant(out, f"easy-00000{impostor}.jsonl", chunk_text([row]))
    (out / "chunks" / "easy-000002.jsonl").unlink()
    noticed = {}
    with ProcessPoolExecutor(max_workers=2) if jobs == 2 else nullcontext(InlineExecutor()) as executor:
        summary = build_bank(PLAN, str(out), executor, notice=lambda name, why: noticed.setdefault(name, why))
    # chunk 5, checked after the impostor 1, is first taken for the copy: remade (the same), it
    # shows chunk 1 to be the impostor
    assert sorted(noticed) == ["easy-000001.jsonl", "easy-000004.jsonl", "easy-000005.jsonl"]
    assert all("repeats a puzzle of chunk" in why for why in noticed.values()), noticed
    assert (summary["done"], summary["skipped"]) == (4, 8)  # chunks 2, 4, 5 and 1 made; the rest kept
    assert_same_bank(out, reference)


def test_the_command_says_which_chunks_it_remakes(reference, tmp_path):
    out = tmp_path / "bank"
    shutil.copytree(reference, out)
    plant(out, "easy-000003.jsonl", Path(out, "chunks", "easy-000004.jsonl").read_text())
    done = cli(*ARGS, "--jobs", "1", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines() == [
        "python -m sudoku_core: remaking chunk easy-000003.jsonl: line 1: a puzzle of another bank, level or place "
        "(its seed is not this one's)"]
    assert "1 chunk made (1 of them remade), 11 already there" in done.stdout
    assert_same_bank(out, reference)


def test_a_generator_failure_in_a_worker_pool_is_its_own_one_line_error(tmp_path):
    """A not_found raised in a worker process crosses the process boundary as itself (it used to
    end in a BrokenProcessPool traceback)."""
    with ProcessPoolExecutor(max_workers=1) as pool:
        future = pool.submit(generate, 9, level="diabolical", seed=1, max_tries=1)
        with pytest.raises(SudokuError) as raised:
            future.result()
    assert raised.value.code == "not_found" and "No diabolical puzzle found in 1 try" in raised.value.message
    done = cli("bank", "--count", "2", "--chunk", "1", "--levels", "diabolical", "--max-tries", "1", "--jobs", "2",
               "--out", str(tmp_path / "bank"))
    assert done.returncode == 1, done.stderr
    assert done.stderr.strip().splitlines() == [
        "python -m sudoku_core: error: No diabolical puzzle found in 1 try; try another seed or more tries."]


def one_line_error(done, words):
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert words in done.stderr and "Traceback" not in done.stderr, done.stderr
    return done.stderr.strip().splitlines()[-1]


def test_bounds_are_clear_usage_errors(tmp_path):
    out = str(tmp_path / "bank")
    one_line_error(cli("bank", "--count", "1000001", "--out", out), "at most 1,000,000")
    one_line_error(cli("bank", "--count", "5", "--chunk", "10001", "--out", out), "at most 10,000")
    one_line_error(cli("bank", "--count", "5", "--jobs", "257", "--out", out), "at most 256")
    one_line_error(cli("bank", "--count", "9" * 5000, "--out", out), "expected a whole number")
    assert not os.path.exists(out)
    with pytest.raises(SudokuError, match="from 1 to 1,000,000"):
        Plan(("easy",), 10 ** 12).check()
    with pytest.raises(SudokuError, match="from 1 to 10,000"):
        Plan(("easy",), 5, chunk=10 ** 6).check()


@pytest.mark.parametrize("levels", ["", " ", ",", " , "])
def test_levels_naming_none_is_a_one_line_error(tmp_path, levels):
    # (an empty --levels '', say a shell variable left unset, made the default levels' bank unasked)
    out = tmp_path / "bank"
    for variant in ((), ("--variant", "jigsaw")):
        line = one_line_error(cli("bank", "--count", "1", "--levels", levels, *variant, "--jobs", "1",
                                  "--out", str(out)), "Name at least one level")
        assert line == "python -m sudoku_core: error: Name at least one level for the bank."
        assert not out.exists()


def test_a_level_named_twice_counts_once(tmp_path):
    assert Plan(("hard", "easy", "hard"), 1).levels == ("hard", "easy")
    out = tmp_path / "bank"
    done = cli("bank", "--count", "1", "--levels", "easy, easy,easy", "--seed", "5", "--jobs", "1", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == f"easy: 1 puzzle in {out / 'easy.jsonl'}"   # (it said "1 puzzles")
    assert "1 chunk made, 0 already there" in done.stdout   # (it said "1 chunks made")
    assert json.loads((out / "bank.json").read_text())["levels"] == ["easy"]


@pytest.mark.parametrize("manifest", ["{not json", "[1, 2]", "\xff\xfe", "x" * 70000, ""])
def test_a_damaged_bank_json_is_a_one_line_error(tmp_path, manifest):
    out = tmp_path / "bank"
    out.mkdir()
    (out / "bank.json").write_bytes(manifest.encode("latin-1"))
    line = one_line_error(cli("bank", "--count", "1", "--levels", "easy", "--out", str(out)), "is damaged")
    assert line.startswith("python -m sudoku_core: error: ") and "bank.json" in line


def test_an_unusable_out_is_a_one_line_error(tmp_path):
    a_file = tmp_path / "file"
    a_file.write_text("not a folder")
    for out, words in ((a_file, "Cannot create the folder"), (a_file / "below", "Cannot create the folder")):
        one_line_error(cli("bank", "--count", "1", "--levels", "easy", "--out", str(out)), words)
    clash = tmp_path / "clash"
    clash.mkdir()
    (clash / "chunks").write_text("a file where the chunks go")
    one_line_error(cli("bank", "--count", "1", "--levels", "easy", "--out", str(clash)), "chunks")
    in_the_way = tmp_path / "in_the_way"
    (in_the_way / "chunks" / "easy-000000.jsonl").mkdir(parents=True)  # a folder where a chunk goes
    one_line_error(cli("bank", "--count", "1", "--levels", "easy", "--jobs", "1", "--out", str(in_the_way)),
                   "Cannot write")
    held = tmp_path / "held"
    (held / "bank.json").mkdir(parents=True)  # a folder where the manifest goes
    one_line_error(cli("bank", "--count", "1", "--levels", "easy", "--out", str(held)), "bank.json")
    if os.geteuid() != 0:  # root may write anywhere
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        one_line_error(cli("bank", "--count", "1", "--levels", "easy", "--out", str(locked)), "ermission denied")


@pytest.mark.parametrize("variant", [(), ("--variant", "diagonal", "--levels", "medium")])
def test_a_bank_never_writes_over_a_file_of_its_folder_that_is_not_a_banks(tmp_path, variant):
    # (the bank replaced a user's own medium.jsonl, say, with its puzzles without a word)
    level = "medium" if variant else "easy"
    args = ("bank", "--count", "1", "--levels", level, "--seed", "3", "--jobs", "1", *variant)
    notes = tmp_path / "notes"
    notes.mkdir()
    mine = f"my own {level} puzzles, typed by hand\n"
    (notes / f"{level}.jsonl").write_text(mine)
    line = one_line_error(cli(*args, "--out", str(notes)), "would write over it")
    assert f"{level}.jsonl" in line and "move it, or use another --out" in line
    assert (notes / f"{level}.jsonl").read_text() == mine and sorted(os.listdir(notes)) == [f"{level}.jsonl"]
    (notes / "held").mkdir()
    (notes / "held" / f"{level}.jsonl").mkdir()   # a folder where the level's puzzles go: refused before any work
    one_line_error(cli(*args, "--out", str(notes / "held")), "it is not a file")
    assert sorted(os.listdir(notes / "held")) == [f"{level}.jsonl"]
    bank = tmp_path / "bank"   # a bank's own file may be replaced: with its bank.json deleted, a rerun resumes
    assert cli(*args, "--out", str(bank)).returncode == 0
    made = (bank / f"{level}.jsonl").read_text()
    (bank / "bank.json").unlink()
    again = cli(*args, "--out", str(bank))
    assert again.returncode == 0 and "0 chunks made, 1 already there" in again.stdout, again.stderr
    assert (bank / f"{level}.jsonl").read_text() == made


def test_a_full_disk_leaves_no_half_written_file_and_the_rerun_finishes_the_bank(tmp_path):
    # (a failed write left its temporary file, the merged LEVEL.jsonl's for good: on a full disk, space
    # held by a half-written copy; and the error said "use another --out", where the rerun resumes)
    import resource

    args = ("bank", "--variant", "diagonal", "--count", "2", "--chunk", "1", "--levels", "medium", "--seed", "0",
            "--jobs", "1")
    whole = tmp_path / "whole"
    assert cli(*args, "--out", str(whole)).returncode == 0
    chunks = [(whole / "chunks" / name).stat().st_size for name in sorted(os.listdir(whole / "chunks"))]
    merged = (whole / "medium.jsonl").stat().st_size
    assert max(chunks) < merged
    for limit, failing in ((min(chunks) - 1, "chunks/medium-000000.jsonl"), (max(chunks), "medium.jsonl")):
        out = tmp_path / f"limit{limit}"

        def small_files(limit=limit):   # files past `limit` bytes cannot be written (EFBIG), as on a full disk
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

        done = subprocess.run([sys.executable, "-m", "sudoku_core", *args, "--out", str(out)], cwd=ROOT,
                              capture_output=True, text=True, timeout=600, preexec_fn=small_files)
        line = one_line_error(done, f"Cannot write {out / failing}")
        assert "free some space and run the same command again (the chunks written are kept)" in line
        left = [str(p.relative_to(out)) for p in out.rglob("*") if p.is_file()]
        assert not [name for name in left if name.endswith(".tmp")], left
        again = cli(*args, "--out", str(out))
        assert again.returncode == 0, again.stderr
        assert (out / "medium.jsonl").read_text() == (whole / "medium.jsonl").read_text()


@pytest.mark.parametrize("error", [
    SudokuError("not_found", "No hard puzzle found in 3 tries."),
    SudokuError("duplicate", "5 appears twice in row 1.", cells=[0, 1], position=4,
                details={"digit": 5, "house": 0, "nested": {"a": [1, 2]}}),
])
def test_a_sudoku_error_crosses_process_boundaries_whole(error):
    for copy in (pickle.loads(pickle.dumps(error)), copy_module.copy(error), copy_module.deepcopy(error)):
        assert (type(copy), copy.code, copy.message, copy.cells, copy.position, copy.details, str(copy)) == \
               (type(error), error.code, error.message, error.cells, error.position, error.details, str(error))


# ----- fuzz: whatever happens to a chunk file, the check keeps it only when it is this bank's ------
def fuzz(examples):
    return settings(max_examples=examples, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))


IDENTITY = ("puzzle", "solution", "level", "seed", "symmetry", "clues")


@fuzz(200)
@given(st.data())
def test_a_mutated_chunk_is_kept_only_when_it_still_is_this_banks(reference, tmp_path_factory, data):
    spec = PLAN.chunks()[3]
    original = Path(reference, "chunks", "easy-000003.jsonl").read_text()
    text = list(original)
    for _ in range(data.draw(st.integers(1, 3))):
        where = data.draw(st.integers(0, len(text) - 1))
        action = data.draw(st.sampled_from(["change", "insert", "delete"]))
        char = data.draw(st.sampled_from(list('0123456789."{}[],: \nabx') + ["\u00e9", "\x00"]))
        if action == "change":
            text[where] = char
        elif action == "insert":
            text.insert(where, char)
        else:
            del text[where]
    path = tmp_path_factory.mktemp("fuzz") / "easy-000003.jsonl"
    path.write_text("".join(text), encoding="utf-8")
    why = check_chunk(str(path), spec, [puzzle_seed(5, "easy", 3)], set())
    if why is None:  # kept: its identity is the original's (a reformatted number or a space may differ)
        kept, = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        first, = [json.loads(line) for line in original.splitlines()]
        assert {k: kept[k] for k in IDENTITY} == {k: first[k] for k in IDENTITY}
    else:
        assert isinstance(why, str) and why


def test_an_unreachable_dask_scheduler_is_a_one_line_error(tmp_path):
    pytest.importorskip("distributed")
    out = str(tmp_path / "bank")
    one_line_error(cli("bank", "--count", "1", "--levels", "easy", "--scheduler", "nonsense://x", "--out", out),
                   "Cannot reach the Dask scheduler 'nonsense://x'")
    quick = {**os.environ, "DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT": "2"}  # give up connecting after 2 s
    closed = subprocess.run([sys.executable, "-m", "sudoku_core", "bank", "--count", "1", "--levels", "easy",
                             "--scheduler", "tcp://127.0.0.1:1", "--out", out], cwd=ROOT, capture_output=True,
                            text=True, timeout=WAIT, env=quick)
    assert one_line_error(closed, "Cannot reach the Dask scheduler 'tcp://127.0.0.1:1'")


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_small_grids_bank_repeats_no_puzzle_and_a_rerun_keeps_it(tmp_path, jobs):
    """4x4 levels have few puzzles: 300 of them from independent seeds repeat a few by chance.
    The bank used to keep them (chunks made in one run were trusted) and every rerun then found
    them, remade the chunks from the same seeds and found them again, for ever. A repeat is now
    made again from its place's next re-roll seed (``place_seeds``), whichever chunk comes first."""
    from sudoku_core.generation.bank import place_seeds

    plan = Plan(levels=("easy",), count=300, seed=1, size=4, chunk=50, max_tries=MAX_TRIES)
    out = str(tmp_path / "bank")
    with ProcessPoolExecutor(max_workers=2) if jobs == 2 else nullcontext(InlineExecutor()) as executor:
        build_bank(plan, out, executor)
    rows = [json.loads(line) for line in Path(out, "easy.jsonl").read_text().splitlines()]
    assert len(rows) == 300 and len({r["puzzle"] for r in rows}) == 300
    rerolled = [i for i, r in enumerate(rows) if r["seed"] != puzzle_seed(1, "easy", i)]
    assert rerolled and all(rows[i]["seed"] in place_seeds(1, "easy", i) for i in rerolled)
    noticed = {}
    again = build_bank(plan, out, notice=lambda name, why: noticed.setdefault(name, why))
    assert noticed == {} and (again["done"], again["skipped"]) == (0, 6)
