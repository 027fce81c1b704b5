"""The command examples the docs show are what the commands print (they drifted: an ``explain``
example showed a step the path no longer takes). Each example checked here runs the command and
compares the lines the docs quote, in order, up to the "..." where the docs cut the output."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def quoted_block(doc: str, start: str) -> list:
    """The lines of the fenced block of ``doc`` from the line beginning ``start`` to its "...";
    the line after the "..." too, cut at two spaces (the docs' comment after it)."""
    lines = (ROOT / "docs" / doc).read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith(start))
    block = []
    for line in lines[at:]:
        if line.startswith("```"):
            break
        block.append(line)
    return block


def test_the_explain_example_is_the_path_explain_prints(tmp_path):
    block = quoted_block("logic-and-ratings.md", "# puzzle 1 (line 1): ")
    puzzle = block[0].split(": ", 1)[1]
    (tmp_path / "puzzles.txt").write_text(puzzle + "\n")
    done = subprocess.run([sys.executable, "-m", "sudoku_core", "explain", str(tmp_path / "puzzles.txt")],
                          capture_output=True, text=True, cwd=ROOT, timeout=600)
    printed = done.stdout.splitlines()
    cut = block.index("...")
    assert printed[:cut] == block[:cut]
    assert printed[-1] == re.split(r"\s{2,}", block[cut + 1])[0]
