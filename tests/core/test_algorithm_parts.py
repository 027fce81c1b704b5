"""What the tutorial algorithms report for a page to say in any language: data panel rows in
parts, propagation reasons as codes, conflicts and hints with their unit's index; and a registry
that each module can be imported from on its own (no import cycle)."""

import subprocess
import sys

import pytest

from sudoku_core import EXAMPLES, find_conflicts, parse
from sudoku_core.algorithms import ALGORITHMS, PROPAGATE, REASONS, Datum, Player, hint, make
from sudoku_core.geometry import geometry

INKALA = parse(EXAMPLES["inkala"])
EASY = parse(EXAMPLES["easy"])
DATUM_KINDS = {"cell", "digit", "digits", "bits", "mask", "houses"}


@pytest.mark.parametrize("name", list(ALGORITHMS))
def test_every_algorithm_describes_its_data_in_parts(name):
    """Each search says what its panel shows (its own ``data``); the rows are parts, and the
    English rows of ``Player.data`` are made from exactly those parts."""
    player = Player(INKALA, name)
    assert player.panel() == [] and player.data() == []  # nothing before the first step
    seen = set()
    for _ in range(300):
        event = player.step()
        if event is None:
            break
        rows = player.panel()
        assert rows == player.search.data(event) or event.cell < 0
        for datum in rows:
            assert isinstance(datum, Datum) and datum.kind in DATUM_KINDS
            assert (datum.label == "variable") == bool(datum.name)
            seen.add(datum.label)
        assert len(player.data()) == len(rows)
    assert "cell" in seen or "branching_on" in seen


def test_bitmask_free_is_the_digits_left_to_try_without_reading_the_frame():
    """``free`` comes from the search's tables: after placing d, the candidates above d."""
    player = Player(INKALA, "bitmask")
    for _ in range(200):
        event = player.step()
        free = next(d.value for d in player.panel() if d.label == "free")
        if event.kind == "dead_end":
            assert free == 0
        else:
            assert free & ((1 << event.digit) - 1) == 0  # only digits above the current one
            search = player.search
            assert free == search.candidates(event.cell) & ~((1 << event.digit) - 1)


def test_fast_data_names_the_branch_cell_in_parts():
    player = Player(INKALA, "fast")
    player.seek(5)
    rows = {d.label: d for d in player.panel()}
    assert rows["branching_on"].kind == "cell" and rows["candidates"].kind == "mask"
    assert rows["candidates"].value == player.search.branch_options
    assert dict(player.data())["Its candidates"].endswith(
        " ".join(str(d) for d in range(1, 10) if player.search.branch_options >> (d - 1) & 1))


def test_scan_scans_the_three_units_of_the_cell():
    player = Player(EASY, "scan")
    event = player.step()
    houses = next(d.value for d in player.panel() if d.label == "scans")
    assert houses == geometry(9).cell_units[event.cell]
    assert dict(player.data())["Scans"] == ", ".join(geometry(9).unit_name(h) for h in houses)


def test_propagation_reasons_are_codes():
    search = make("fast", INKALA)
    reasons = {e.reason for e in search.steps() if e.kind == PROPAGATE}
    assert reasons and reasons <= set(REASONS)


def test_conflicts_and_hints_carry_the_unit_index():
    geo = geometry(9)
    conflicts = find_conflicts(parse("11" + "." * 79))
    assert conflicts and all(geo.unit_name(c.house) == c.unit for c in conflicts)
    board = ["."] * 81
    for cell in (12, 24, 28, 56):  # 1s that leave r1c1 the only place for 1 in row 1 and box 1
        board[cell] = "1"
    found = hint(parse("".join(board)))
    assert found.kind == "hidden_single" and found.cell == 0 and found.digit == 1
    assert geo.unit_name(found.house) == found.unit and found.cell in geo.units[found.house]


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in WebAssembly")
@pytest.mark.parametrize("module", ["player", "race", "registry", "tally", "panel"])
def test_each_module_imports_on_its_own(module):
    """No import cycle: any module of the package can be the first one imported."""
    code = f"import sudoku_core.algorithms.{module}"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
