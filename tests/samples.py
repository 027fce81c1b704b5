"""Puzzles and a solution check shared by the page's tests (browser and CPython alike); pure."""

from __future__ import annotations

BOX = {4: 2, 9: 3, 16: 4}
EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
INKALA = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
# Sudopedia "Not Unique": exactly two solutions.
TWO_SOLUTIONS = ".39...12....9.7...8..4.1..6.42...79...........91...54.5..1.9..3...8.5....14...87."
# Sudopedia "Unsolvable Square": no repeated given, yet no solution.
NO_SOLUTION = "..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3.."
# A 16x16 forum puzzle (Enjoy Sudoku, verified set) that our search, learning included, still
# takes well over 25 s on in CPython (a long solve to cancel). If the engine ever settles it in
# seconds, pick another from bench/bench_large.py's slowest.
HARD16 = (
    "9.A.D.5.....E.4..B.2.G...9...3.AC.3.9...7.G...B..E.5...3.8.4...27.2...3.B.E.C....5...2.C.F.1."
    "G......8.6.D.2.F.5....D.B.1.3.C.8.E....F.1.A.6.D.9..F...6.E.1.2.B..1.D...C.3.8.5....A.3...5.E."
    "7...62.4.1...6.C...G..7.E.5...B...4.86.5.B.4.....A.F..G.1.7.9...F.6.C"
)



def assert_valid_solution(line: str, size: int, givens: str) -> None:
    """Rows, columns and boxes are permutations of the alphabet, and every given is kept."""
    assert len(line) == size * size and "." not in line, line
    rows = [line[r * size:(r + 1) * size] for r in range(size)]
    cols = ["".join(row[c] for row in rows) for c in range(size)]
    b = BOX[size]
    boxes = ["".join(rows[br + r][bc + c] for r in range(b) for c in range(b))
             for br in range(0, size, b) for bc in range(0, size, b)]
    alphabet = sorted(rows[0])
    assert len(set(alphabet)) == size
    for unit in rows + cols + boxes:
        assert sorted(unit) == alphabet, unit
    for i, ch in enumerate(givens):
        if ch not in ".0":
            assert line[i] == ch, f"given {ch} at cell {i} became {line[i]}"
