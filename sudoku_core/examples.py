"""Example puzzles the page offers (docs/using-the-page.md; public, well-known grids)."""

EXAMPLES = {
    # An easy newspaper-style puzzle (Project Euler 96, grid 01).
    "easy": "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    # The sample of Luogu P1784, in Luogu's own format (rows of numbers, 0 empty).
    # It is Arto Inkala's puzzle: the problem quotes the 2012 "world's hardest" story.
    "luogu": "\n".join([
        "8 0 0 0 0 0 0 0 0",
        "0 0 3 6 0 0 0 0 0",
        "0 7 0 0 9 0 2 0 0",
        "0 5 0 0 0 7 0 0 0",
        "0 0 0 0 4 5 7 0 0",
        "0 0 0 1 0 0 0 3 0",
        "0 0 1 0 0 0 0 6 8",
        "0 0 8 5 0 0 0 1 0",
        "0 9 0 0 0 0 4 0 0",
    ]),
    # Arto Inkala's 2012 "world's hardest sudoku".
    "inkala": "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    # A 4x4 starter for the size selector.
    "easy4": "4.....4....3.2..",
    # An easy 16x16 hexadoku (symbols 1-9, A-G).
    "easy16": "C.89.6F.4..BE.D1..5..8...D.GB..3B..........548....6...AG.......9.5..C9...F.8A4....F48D....GEC..5AG.8..6E.4....9.6..E.G4.35B9D.1..9......C....1E6..E......9..G.F...B.A.G..78...CD...D.BC....F835.8B.A.C2...6..74.E.DFG.8.B....9......F.B..E..6....7461AD..C..F...",
}
