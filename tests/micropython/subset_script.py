# Exercises the modules the page's main thread needs (issue 31: MicroPython on the main thread)
# and prints one JSON document; tests/core/test_micropython_subset.py runs it under CPython and
# under MicroPython and wants the same document from both.
import json

from sudoku_core import EXAMPLES, OUTPUT_FORMATS, Puzzle, SudokuError, find_conflicts, format_puzzle, parse
from sudoku_core.conflicts import check_givens
from sudoku_core.formats.plain_text import plain_text
from sudoku_core.geometry import geometry

report = {}
for name in sorted(EXAMPLES):
    puzzle = parse(EXAMPLES[name])
    shown = {fmt: format_puzzle(puzzle, fmt) for fmt in OUTPUT_FORMATS}
    report[name] = {
        "size": puzzle.size, "givens": puzzle.givens, "line": str(puzzle),
        "round_trip": all(parse(text) == puzzle for text in shown.values()),
        "formats": shown, "hash_equal": hash(parse(str(puzzle))) == hash(puzzle),
    }
clash = parse("55" + "." * 79)
report["conflicts"] = [[c.digit, c.unit, list(c.cells), c.message, c.house] for c in find_conflicts(clash)]
errors = []
for text in ["", "1234", "12x" + "." * 78, "55" + "." * 79, "{\"grid\": [[1, 2]]}", "１２" + "." * 79]:
    try:
        puzzle = parse(text)
        check_givens(puzzle)
        errors.append(["ok", str(puzzle)])
    except SudokuError as error:
        errors.append([error.code, error.message, list(error.cells), error.details])
report["errors"] = errors
# messages quote as CPython does (MicroPython's repr escapes every non-ASCII character)
from sudoku_core.values import quoted  # noqa: E402

report["quoted"] = [quoted(t) for t in ("²", "一", "a'b", "a'\"b", "\\", "\x01\n", "\u200b", "é\t")]
try:
    parse("\n".join(" ".join("²" if (r, c) == (3, 2) else "0" for c in range(9)) for r in range(9)))
except SudokuError as error:
    report["superscript"] = error.message
report["plain"] = plain_text("１\u200b2\u00a03\u2028")
report["peers"] = [len(geometry(size).peers[0]) for size in (4, 9, 16, 25)]
try:
    Puzzle((0,) * 81).size = 4
    report["frozen"] = False
except AttributeError:
    report["frozen"] = True
print(json.dumps(report))
