"""The practice room's judge, in pure Python (no DOM; tests/web_unit/test_practice_judge.py): the
templates, the cases, and a verdict for each result the worker sends back (``practice_harness``).

A verdict is given as a judge gives it, in parts the page says in any language:

- ``accepted``: the grid is complete, keeps every given, breaks no rule (and, when the puzzle has
  one solution, is that solution);
- ``wrong_answer``: a ``problem`` (what is wrong, first one in reading order): ``shape`` (LeetCode:
  the board is no longer 9 lists of 9), ``count`` (Luogu: the output does not hold 81 numbers),
  ``bad_value`` (a cell holds something that is not a digit; ``text`` False when it is not even
  a string, as the int ``4`` where LeetCode's board holds ``"4"``), ``empty`` (a cell left empty),
  ``unchanged`` (the answer is the puzzle as given: LeetCode code that solved a copy, Luogu code
  that printed its input; ``cell`` its first empty cell, ``mode`` which judge), ``given_changed``, ``wrong_cell`` (differs from the solution; ``rule`` says the rule the grid
  breaks there, when it breaks one) or ``duplicate`` (a digit twice in a unit, when there is no one
  solution to compare with);
- ``time_limit``: ``reason`` ``time`` (the clock), ``writes`` (the cap on board writes) or
  ``stopped`` (the code ran on, without writing or catching the harness's stop, and the worker was ended);
- ``runtime_error``: the error (type, message, line, traceback) as Python gave it.
"""

from __future__ import annotations

from sudoku_core import Puzzle, parse
from sudoku_core.examples import EXAMPLES
from sudoku_core.geometry import geometry
from sudoku_core.values import FrozenValue

SIZE = 9
TIME_LIMIT = 5.0          # seconds per case (a judge's limit for Python, with Pyodide's slowness in it)
GRACE = 1.0               # past the limit, a case that has not written for this long is ended by force
WRITE_CAP = 2_000_000     # board writes per case (about 8 MB of record)
MODES = ("leetcode", "luogu")
VERDICTS = ("accepted", "wrong_answer", "time_limit", "runtime_error")

#: The judge's cases, in the order Submit runs them: (id, puzzle). "grid" (the puzzle on the board)
#: is added by the page.
CASES = (
    # LeetCode 37's example (Wikipedia's example puzzle).
    ("leetcode", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"),
    # The sample of Luogu P1784 (Arto Inkala's 2012 puzzle).
    ("luogu", EXAMPLES["luogu"]),
    # A puzzle made against cell-order search: its first row is 987654321, so a search that tries
    # cells in order and digits from 1 needs 69,175,316 placements (counted by a C search; see
    # docs/practice.md). Wikipedia, "Sudoku solving algorithms", brute-force section.
    ("adversarial", "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"),
    # A 17-clue puzzle (Royle's list, turned 180 degrees): 67,071 placements in cell order.
    ("seventeen", "...5.7..6.34...8.......2...7......62....1......53........4..3..21................"),
)
CASE_IDS = tuple(case_id for case_id, _ in CASES) + ("grid",)

LEETCODE_TEMPLATE = '''class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        """Do not return anything, modify board in-place instead."""
        # board[r][c] is "1".."9", or "." for an empty cell.
        pass
'''

LUOGU_TEMPLATE = '''# Read 9 lines of 9 numbers (0 for an empty cell), print the solved grid the same way.
grid = [list(map(int, input().split())) for _ in range(9)]

# ... solve grid here ...

for row in grid:
    print(" ".join(map(str, row)))
'''

TEMPLATES = {"leetcode": LEETCODE_TEMPLATE, "luogu": LUOGU_TEMPLATE}

#: The templates with their comments in Chinese (the code itself as in English). Here, beside the
#: English ones, rather than in the string tables: they are code, and :func:`is_template` compares
#: a learner's code with every language's without loading a whole table.
TEMPLATES_ZH_CN = {
    "leetcode": '''class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        """不要返回任何值，直接在原地修改 board。"""
        # board[r][c] 是 "1".."9"，空格子是 "."。
        pass
''',
    "luogu": '''# 读入 9 行，每行 9 个数（0 表示空格子），按同样的格式输出解好的盘面。
grid = [list(map(int, input().split())) for _ in range(9)]

# ……在这里解 grid……

for row in grid:
    print(" ".join(map(str, row)))
''',
}

#: Each language's templates (``strings.LANGUAGES``' codes); a language not here has English's.
TEMPLATES_BY_LANG = {"en": TEMPLATES, "zh-CN": TEMPLATES_ZH_CN}


def template(mode: str, lang: str) -> str:
    """The template of judge ``mode`` with its comments in language ``lang`` (else English)."""
    return TEMPLATES_BY_LANG.get(lang, TEMPLATES)[mode]


def is_template(code: str, mode: str) -> bool:
    """Whether ``code`` is judge ``mode``'s template in some language, as given (not edited)."""
    return any(code == templates[mode] for templates in TEMPLATES_BY_LANG.values())


def in_language(code: str, mode: str, lang: str) -> str:
    """``code``, or the template in ``lang`` when ``code`` is a template not edited (in any
    language): the template's comments follow the page's language; a learner's code never changes."""
    return template(mode, lang) if is_template(code, mode) else code


class Verdict(FrozenValue):
    FIELDS = ("kind", "detail")
    FACTORIES = {"detail": dict}

    kind: str                          # one of VERDICTS
    detail: dict


def case_cells(case_id: str) -> tuple:
    """The cells of a fixed case (0 for empty)."""
    return parse(dict(CASES)[case_id]).cells


def solution_of(cells) -> tuple | None:
    """The one solution of a 9x9 puzzle, or None when it has none or several (counted here: the
    page asks the engine worker instead, with :func:`count_args` and :func:`solution_from`)."""
    from sudoku_core import count_solutions  # the search: imported with the first count

    return solution_from(count_solutions(Puzzle(tuple(cells), SIZE), cap=2))


def count_args(cells) -> dict:
    """The engine's ``count`` job's arguments for a case's cells: up to two solutions."""
    return {"puzzle": {"size": SIZE, "cells": list(cells), "symbols": None}, "cap": 2}


def solution_from(counted) -> tuple | None:
    """The one solution's cells from a count (the core's or the engine's decoded one), or None."""
    return tuple(counted.solutions[0].cells) if counted.count == 1 else None


#: What :func:`count_solutions` keeps for a puzzle with no solution (no answer to it can be right).
NO_SOLUTION = "no_solution"


async def count_solutions(known: dict, puzzles):
    """The judge's reference for the page: each puzzle's (cells) one solution, counted by the engine
    worker (its ``count`` job) into ``known`` (cells -> solution, None for several, or
    :data:`NO_SOLUTION`); a puzzle the engine could not count is left out (judged by the answer's
    own checks)."""
    from . import engine

    for cells in puzzles:
        if tuple(cells) in known:
            continue
        try:
            counted = await engine.request("count", count_args(cells)).result()
        except Exception:  # noqa: BLE001 - cancelled or failed
            continue
        known[tuple(cells)] = NO_SOLUTION if counted.count == 0 else solution_from(counted)


#: Marks a LeetCode cell that holds no string at all (``_leetcode_cells``).
NOT_TEXT = "not_text"


def _leetcode_cells(board):
    """(cells, problem): the board's 81 cells (a digit, 0 for ".", or the text of anything else)."""
    if not isinstance(board, list) or len(board) != SIZE or any(
            not isinstance(row, list) or len(row) != SIZE for row in board):
        return None, {"problem": "shape"}
    cells = []
    for row in board:
        for item in row:
            if isinstance(item, str) and len(item) == 1 and "1" <= item <= "9":
                cells.append(int(item))
            elif item == ".":
                cells.append(0)
            elif isinstance(item, dict):  # not a string (the harness sends its repr): said so
                cells.append((NOT_TEXT, str(item.get("repr", "?"))))
            else:
                cells.append(repr(item))
    return cells, None


def _luogu_cells(output: str):
    """(cells, problem): the printed grid's numbers (rows may be "1 2 3 ..." or "123...")."""
    tokens = output.split()
    if len(tokens) == SIZE and all(len(tok) == SIZE for tok in tokens):
        tokens = [ch for tok in tokens for ch in tok]
    if len(tokens) != SIZE * SIZE:
        return None, {"problem": "count", "count": len(tokens)}
    cells = [int(tok) if len(tok) == 1 and "0" <= tok <= "9" else tok for tok in tokens]
    return cells, None


def _first_duplicate(cells):
    """(unit, digit, cells) of the first unit holding a digit twice, or None."""
    for index, unit in enumerate(geometry(SIZE).units):
        seen = {}
        for cell in unit:
            digit = cells[cell]
            if isinstance(digit, int) and digit:
                if digit in seen:
                    return {"unit": index, "digit": digit, "cells": [seen[digit], cell]}
                seen[digit] = cell
    return None


def _duplicate_at(cells, cell):
    """The rule broken at ``cell``: another cell of one of its units holding the same digit."""
    digit = cells[cell]
    g = geometry(SIZE)
    for index in g.cell_units[cell]:
        for other in g.units[index]:
            if other != cell and cells[other] == digit:
                return {"unit": index, "digit": digit, "cells": sorted((cell, other))}
    return None


def judge_cells(givens, solution, cells) -> Verdict:
    """The verdict on a complete answer ``cells`` (81 items: digits, 0 for empty, text for
    anything else) for the puzzle ``givens``; ``solution`` its one solution or None."""
    for cell, value in enumerate(cells):
        if isinstance(value, tuple):   # (NOT_TEXT, repr): the int 4 where LeetCode's board holds "4"
            return Verdict("wrong_answer", {"problem": "bad_value", "cell": cell, "value": value[1][:20],
                                            "text": False})
        if not isinstance(value, int):
            return Verdict("wrong_answer", {"problem": "bad_value", "cell": cell, "value": value[:20]})
    for cell, value in enumerate(cells):
        if givens[cell] and value != givens[cell]:
            return Verdict("wrong_answer", {"problem": "given_changed", "cell": cell,
                                            "expected": givens[cell], "got": value})
    if solution is not None:
        for cell, value in enumerate(cells):
            if value != solution[cell]:
                if not value:
                    return Verdict("wrong_answer", {"problem": "empty", "cell": cell})
                return Verdict("wrong_answer", {"problem": "wrong_cell", "cell": cell, "expected": solution[cell],
                                                "got": value, "rule": _duplicate_at(cells, cell)})
        return Verdict("accepted")
    if 0 in cells:
        return Verdict("wrong_answer", {"problem": "empty", "cell": cells.index(0)})
    duplicate = _first_duplicate(cells)
    if duplicate is not None:
        detail = {"problem": "duplicate"}
        detail.update(duplicate)
        return Verdict("wrong_answer", detail)
    return Verdict("accepted")


def judge(givens, solution, result: dict) -> Verdict:
    """The verdict on one ``end`` message of the harness for the puzzle ``givens``."""
    status = result.get("status")
    if status == "time_limit":
        return Verdict("time_limit", {"reason": "time"})
    if status == "write_cap":
        return Verdict("time_limit", {"reason": "writes"})
    if status == "stopped":
        return Verdict("time_limit", {"reason": "stopped"})
    if status == "error":
        return Verdict("runtime_error", dict(result.get("error") or {}))
    if status == "crashed":   # Python itself ended under the code (os._exit, a stack too deep for the browser)
        return Verdict("runtime_error", {"reason": "crashed", "message": str(result.get("message", ""))})
    if "output" in result:
        cells, problem = _luogu_cells(str(result.get("output", "")))
    else:
        cells, problem = _leetcode_cells(result.get("board"))
    if problem is not None:
        return Verdict("wrong_answer", problem)
    if list(cells) == list(givens) and 0 in cells:
        # the puzzle back as it came: LeetCode code that returned a new board or bound ``board`` to
        # one (the judge reads the one passed in), Luogu code that printed its input
        return Verdict("wrong_answer", {"problem": "unchanged", "cell": cells.index(0),
                                        "mode": "luogu" if "output" in result else "leetcode"})
    return judge_cells(givens, solution, cells)
