"""Puzzles and a solution check shared by the page's tests (browser and CPython alike); pure."""

from __future__ import annotations

BOX = {4: 2, 9: 3, 16: 4}
EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
INKALA = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
# Sudopedia "Not Unique": exactly two solutions.
TWO_SOLUTIONS = ".39...12....9.7...8..4.1..6.42...79...........91...54.5..1.9..3...8.5....14...87."
# Sudopedia "Unsolvable Square": no repeated given, yet no solution.
NO_SOLUTION = "..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3.."
# A 16x16 forum puzzle that no backtracking solver settles quickly (a long solve to cancel).
HARD16 = (
    ".A729.BC.....3.16..B3....D..A.2........5.3..C8..1.9...86..4.............B..92..8D.....E....2."
    "........3..5....B7..4.3...D...71...9B1...A2.......74.6.....1.......5.........G8..34..27.9.1.4"
    "....65...C......2A...6....65..C7....A......423.1..859......8.....64.B2"
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
