"""A bank of variant puzzles (issue 33, item 5): each row an f-puzzles JSON line of the kind asked
for, unique and at its level; the same on one or two processes; resumed, and a damaged or foreign
chunk remade; refused mixes said in one line."""

import json
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from sudoku_core import SudokuError
from sudoku_core.generation.bank import InlineExecutor, Plan, build_bank
from sudoku_core.variants import count_variant
from sudoku_core.variants.formats import read_variant
from sudoku_core.variants.logic import rate_variant

PLAN = Plan(levels=("medium", "hard"), count=3, seed=5, chunk=2, max_tries=60, variant="killer")


def lines(out):
    return {level: Path(out, f"{level}.jsonl").read_text().splitlines() for level in PLAN.levels}


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    out = tmp_path_factory.mktemp("variant-bank")
    summary = build_bank(PLAN, str(out), InlineExecutor())
    assert summary["puzzles"] == {"medium": 3, "hard": 3} and summary["remade"] == {}
    return out, lines(out)


def test_every_row_is_a_unique_killer_at_its_level(reference):
    _, found = reference
    seen = set()
    for level, rows in found.items():
        for line in rows:
            row = json.loads(line)
            variant = read_variant(row["puzzle"])
            assert variant.kinds() == ("killer",) and row["variant"] == "killer" and not any(variant.givens)
            assert count_variant(variant, cap=2).count == 1
            rating = rate_variant(variant)
            assert rating.level == level == row["level"] and rating.se == row["se"]
            assert row["solution"] == "".join(map(str, count_variant(variant, cap=1).solutions[0].givens))
            seen.add(row["puzzle"])
    assert len(seen) == 6


def test_two_processes_give_the_same_bank_and_a_damaged_chunk_is_remade(reference, tmp_path):
    _, found = reference
    with ProcessPoolExecutor(max_workers=2) as pool:
        build_bank(PLAN, str(tmp_path), pool)
    assert lines(tmp_path) == found
    chunk = Path(tmp_path, "chunks", "hard-000000.jsonl")
    row = json.loads(chunk.read_text().splitlines()[0])
    row["solution"] = "1" * 81                         # a solution that breaks the rules
    chunk.write_text(json.dumps(row) + "\n" + chunk.read_text().splitlines()[1] + "\n")
    summary = build_bank(PLAN, str(tmp_path), InlineExecutor())
    assert list(summary["remade"]) == ["hard-000000.jsonl"] and "keeps the rules" in summary["remade"]["hard-000000.jsonl"]
    assert lines(tmp_path) == found


def test_a_variant_bank_refuses_what_its_kind_cannot_have(tmp_path):
    with pytest.raises(SudokuError, match="easiest level is medium"):
        build_bank(Plan(levels=("easy",), count=1, variant="killer"), str(tmp_path), InlineExecutor())
    with pytest.raises(SudokuError, match="other settings"):      # a classic bank's folder
        build_bank(Plan(levels=("easy",), count=1, seed=5), str(tmp_path / "b"), InlineExecutor())
        build_bank(Plan(levels=("medium",), count=1, seed=5, variant="jigsaw"), str(tmp_path / "b"), InlineExecutor())


def test_an_edited_chunk_whose_puzzle_still_fits_its_solution_is_remade(reference, tmp_path):
    # (a killer with two of its cages merged, its cage count mended, was kept: the rules, the solution and
    # the counts agreed, though the puzzle was no longer the bank's, nor maybe unique)
    out, found = reference
    chunk = Path(out, "chunks", "medium-000000.jsonl")
    row = json.loads(chunk.read_text().splitlines()[0])
    doc = json.loads(row["puzzle"])
    cages = doc["killercage"]
    solution = row["solution"]

    def cell(name):
        return (int(name[1]) - 1) * 9 + int(name[3]) - 1

    def digits(cage):
        return {solution[cell(name)] for name in cage["cells"]}

    def touch(a, b):
        return any(abs(cell(x) // 9 - cell(y) // 9) + abs(cell(x) % 9 - cell(y) % 9) == 1
                   for x in a["cells"] for y in b["cells"])

    a, b = next((a, b) for i, a in enumerate(cages) for b in cages[i + 1:]
                if touch(a, b) and not digits(a) & digits(b))
    cages.remove(b)
    a["cells"] += b["cells"]
    a["value"] = str(int(a["value"]) + int(b["value"]))
    row["puzzle"], row["cages"] = json.dumps(doc), row["cages"] - 1
    Path(tmp_path, "chunks").mkdir()
    for name in ("bank.json", "chunks/medium-000000.jsonl", "chunks/medium-000001.jsonl",
                 "chunks/hard-000000.jsonl", "chunks/hard-000001.jsonl"):
        Path(tmp_path, name).write_text(Path(out, name).read_text())
    edited = Path(tmp_path, "chunks", "medium-000000.jsonl")
    edited.write_text(json.dumps(row) + "\n" + chunk.read_text().splitlines()[1] + "\n")
    summary = build_bank(PLAN, str(tmp_path), InlineExecutor())
    assert summary["remade"] == {"medium-000000.jsonl": "line 1: the puzzle is not written as the bank writes it"}
    assert lines(tmp_path) == found
