"""The practice room's harness in CPython: it runs learners' code as the worker does, records the
board writes with their lines, and stops code at the limits (sudoku_web.practice_harness)."""

from __future__ import annotations

from pathlib import Path

from sudoku_core import parse, solve
from sudoku_core.algorithms import Player, unpack_writes
from sudoku_web import practice_harness as harness
from sudoku_web.practice_judge import case_cells, judge, solution_of

CODE = Path(__file__).resolve().parents[1] / "practice_code"
EXAMPLE = case_cells("leetcode")


def run(code, mode="leetcode", cells=EXAMPLE, seconds=10.0, write_cap=2_000_000):
    """(end message, writes as triples) of one case."""
    sent = []
    data = bytearray()

    def send(message, chunk):
        if chunk is not None:
            assert message["type"] == "writes"
            data.extend(chunk)
        else:
            sent.append(message)

    harness.run_job({"mode": mode, "code": code, "cases": [{"id": "c", "cells": list(cells)}],
                     "seconds": seconds, "write_cap": write_cap}, send)
    assert [m["type"] for m in sent if m["type"] != "output"] == ["start", "end"]  # (output: streamed prints)
    return sent[-1], unpack_writes(bytes(data))


def line_of(code, text):
    return next(n for n, line in enumerate(code.splitlines(), 1) if text in line)


def test_leetcode_solution_is_recorded_write_by_write_and_replays_to_its_board():
    code = (CODE / "leetcode_bitmask.py").read_text()
    end, writes = run(code)
    assert end["status"] == "ok" and end["writes"] == len(writes) > 81
    solution = solve(parse("".join(map(str, EXAMPLE)))).solution.cells
    assert end["board"] == [[str(d) for d in solution[r * 9:r * 9 + 9]] for r in range(9)]
    assert judge(EXAMPLE, solution_of(EXAMPLE), end).kind == "accepted"
    assert {line for _, _, line in writes} == {line_of(code, 'board[r][c] = str(d)'), line_of(code, 'board[r][c] = "."')}
    player = Player.recorded(parse("".join(map(str, EXAMPLE))), writes, code)
    player.seek(10**9)
    assert tuple(player.board) == solution


def test_luogu_solution_reads_stdin_prints_and_its_own_grid_is_recorded():
    code = (CODE / "luogu_scan.py").read_text()
    cells = case_cells("luogu")
    end, writes = run(code, "luogu", cells)
    assert end["status"] == "ok" and "board" not in end
    assert judge(cells, solution_of(cells), end).kind == "accepted"
    assert end["writes"] == len(writes) > 1000
    assert {line for _, _, line in writes} == {line_of(code, "a[r][c] = d"), line_of(code, "a[r][c] = 0")}
    player = Player.recorded(parse("".join(map(str, cells))), writes, code)
    player.seek(10**9)
    assert tuple(player.board) == solution_of(cells)


def test_luogu_grid_found_however_the_learner_keeps_it():
    """1-based 10x10 grids and flat lists are recognised; a bookkeeping table (no givens) is not."""
    one_based = """a = [[0] * 10 for _ in range(10)]
used = [[False] * 10 for _ in range(10)]
for i in range(1, 10):
    row = input().split()
    for j in range(1, 10):
        a[i][j] = int(row[j - 1])
used[1][1] = True
a[1][2] = 9
print(a)
"""
    end, writes = run(one_based, "luogu")
    given_writes = sum(1 for v in EXAMPLE if v)
    # the reading loop's writes before the grid held every given are not recorded; then a[1][2]
    assert writes[-1] == (1, 9, 8) and all(cell < 81 for cell, _, _ in writes)
    assert len(writes) <= 81 and len(writes) >= 1
    flat = """g = [int(x) for _ in range(9) for x in input().split()]
g[2] = 4
print(*g)
"""
    end, writes = run(flat, "luogu")
    assert writes == [(2, 4, 2)]
    assert given_writes  # the example has givens, so "holds the givens" means something


def test_limits_time_and_writes_and_errors_with_their_lines():
    spin = """class Solution:
    def solveSudoku(self, board):
        while True:
            board[0][2] = "4"
"""
    end, writes = run(spin, seconds=0.3)
    assert end["status"] == "time_limit" and writes and writes[0] == (2, 4, 4)
    assert judge(EXAMPLE, None, end).kind == "time_limit"
    end, writes = run(spin, write_cap=1000)
    assert end["status"] == "write_cap" and end["writes"] == 1000 == len(writes)
    # a learner's bare except does not swallow the limit
    stubborn = spin.replace('            board[0][2] = "4"', '            try:\n                board[0][2] = "4"\n'
                            '            except Exception:\n                pass')
    assert run(stubborn, write_cap=50)[0]["status"] == "write_cap"
    crash = """class Solution:
    def solveSudoku(self, board):
        x = 1
        return x // 0
"""
    end, _ = run(crash)
    assert end["status"] == "error" and end["error"]["type"] == "ZeroDivisionError" and end["error"]["line"] == 4
    assert "solution.py" in end["error"]["traceback"] and "practice_harness" not in end["error"]["traceback"]
    verdict = judge(EXAMPLE, None, end)
    assert verdict.kind == "runtime_error" and verdict.detail["line"] == 4
    deep = """import sys
sys.setrecursionlimit(20000)
class Solution:
    def solveSudoku(self, board):
        def down(k):
            return across(k + 1) if k < 15000 else 1 // 0
        def across(k):   # two functions in turn: frames Python's traceback cannot fold into one line
            return down(k + 1)
        down(0)
"""
    end, _ = run(deep)   # the traceback keeps the last frames only (formatting 15,000 took seconds)
    assert end["status"] == "error" and end["error"]["type"] == "ZeroDivisionError" and end["error"]["line"] == 6
    assert end["error"]["traceback"].count("solution.py") <= 40 and "1 // 0" in end["error"]["traceback"]
    end, _ = run("class Solution:\n    def solveSudoku(self, board)\n        pass\n")
    assert end["status"] == "error" and end["error"]["type"] == "SyntaxError" and end["error"]["line"] == 2
    end, _ = run("x = 1\n")
    assert end["status"] == "error" and "Solution" in end["error"]["message"]


def test_output_and_wrong_answers():
    nothing = "class Solution:\n    def solveSudoku(self, board: List[List[str]]) -> None:\n        print('hi')\n"
    end, writes = run(nothing)
    assert end["stdout"] == "hi\n" and writes == []
    verdict = judge(EXAMPLE, solution_of(EXAMPLE), end)
    assert verdict.kind == "wrong_answer" and verdict.detail == {"problem": "unchanged", "cell": 2, "mode": "leetcode"}
    ints = "class Solution:\n    def solveSudoku(self, board):\n        board[0][2] = 4\n"
    end, writes = run(ints)
    verdict = judge(EXAMPLE, solution_of(EXAMPLE), end)
    assert verdict.detail == {"problem": "bad_value", "cell": 2, "value": "4", "text": False}  # the int 4, not "4"
    from sudoku_web.practice_view import detail_text
    assert "which is not a string" in detail_text(verdict)
    strs = ints.replace('= 4', '= "4"')
    assert judge(EXAMPLE, solution_of(EXAMPLE), run(strs)[0]).detail["problem"] == "empty"
    assert writes == [(2, 255, 3)]


def test_standard_output_and_error_are_kept_apart_to_their_cap():
    code = '''import sys
class Solution:
    def solveSudoku(self, board):
        print("out", end="")
        sys.stderr.write("err\\n")
        try:
            sys.stdout.write(b"bytes")
        except TypeError as err:
            print(" TypeError", file=sys.stderr)
        print("y" * (2 * 65536))
'''
    end, _ = run(code)
    assert end["stderr"] == "err\n TypeError\n"
    assert end["stdout"].startswith("outyyy") and len(end["stdout"]) == harness.OUTPUT_CAP
    captured = harness.Captured(5)
    assert captured.write("abc") == 3 and captured.write("defg") == 4
    assert (captured.getvalue(), captured.total, captured.unsent(), captured.unsent()) == ("abcde", 7, "abcde", "")


def test_the_end_message_fits_the_relay_whatever_was_printed():
    """Control characters take 6 characters each as JSON: three streams full of them made an end
    message over the relay's cap, which dropped it (a program that ended at once was judged Time
    Limit Exceeded). The longest output is now cut until the message fits."""
    code = "import sys\nsys.stdout.write('\\x1b' * 70000)\nsys.stderr.write('\\x01' * 70000)\n"
    end, _ = run(code, mode="luogu", cells=case_cells("luogu"))
    assert end["status"] == "ok"
    assert len(harness.json_text(end)) <= harness.MESSAGE_CAP
    assert end["stdout"] and set(end["stdout"]) == {"\x1b"} and set(end["stderr"]) == {"\x01"}
    huge = run("class Solution:\n    def solveSudoku(self, board):\n        raise ValueError('\\x1b' * 300000)\n")[0]
    assert huge["status"] == "error" and len(harness.json_text(huge)) <= harness.MESSAGE_CAP
    assert huge["error"]["traceback"].endswith("\x1b\n") and huge["error"]["line"] == 3
    plain = run("print('fine')\n", mode="luogu", cells=case_cells("luogu"))[0]
    assert plain["stdout"] == plain["output"] == "fine\n"        # nothing cut when it fits


def test_luogu_code_reads_standard_input_with_open_0():
    """``open(0).read()`` is how many Luogu solutions read their input; it raised OSError here."""
    code = (CODE / "luogu_scan.py").read_text().replace(
        "a = [list(map(int, input().split())) for _ in range(9)]",
        "data = open(0).read().split()\na = [list(map(int, data[9 * r:9 * r + 9])) for r in range(9)]\n"
        "assert open('/dev/stdin', 'rb').read().split()[0] == data[0].encode()")
    assert "open(0)" in code
    end, _ = run(code, mode="luogu", cells=case_cells("luogu"))
    assert end["status"] == "ok", end.get("error")
    cells = case_cells("luogu")
    assert judge(cells, solution_of(cells), end).kind == "accepted"


def test_an_error_or_a_cell_that_cannot_be_said_is_still_the_learners_verdict():
    """An exception whose __str__ raises, or a board cell whose __repr__ does, was the harness's own
    crash ("Python itself stopped", its traceback): now the learner's error at its line, the cell
    said as Python says an object it cannot print."""
    from sudoku_web.practice_view import detail_text

    unprintable = """class Solution:
    def solveSudoku(self, board):
        class Oops(Exception):
            def __str__(self):
                raise RuntimeError("no words")
        raise Oops()
"""
    end, _ = run(unprintable)
    assert end["status"] == "error" and end["error"]["type"] == "Oops" and end["error"]["line"] == 6
    assert end["error"]["message"] == "<exception str() failed>"
    verdict = judge(EXAMPLE, solution_of(EXAMPLE), end)
    assert detail_text(verdict) == "Oops: <exception str() failed> (line 6)"
    cell = """class Solution:
    def solveSudoku(self, board):
        class Mute:
            def __repr__(self):
                raise RuntimeError("no words")
        board[0][2] = Mute()
"""
    end, writes = run(cell)
    assert end["status"] == "ok" and writes == [(2, 255, 6)]
    verdict = judge(EXAMPLE, solution_of(EXAMPLE), end)
    assert verdict.detail == {"problem": "bad_value", "cell": 2, "value": "<unprintable Mute>", "text": False}


def test_code_that_leaves_the_puzzle_as_given_is_told_where_the_judge_looks():
    """LeetCode code that solved a copy and returned it, or bound ``board`` to a new list, and
    Luogu code that printed its input: the judge said only "The cell at row 1, column 3 is left
    empty."; now that the answer is the puzzle as given, and (LeetCode) that the board passed in
    is judged, changed in place."""
    from sudoku_web.practice_view import detail_text
    from sudoku_web.strings import set_lang

    solved = solution_of(EXAMPLE)
    rows = [["." if not v else str(v) for v in solved[r * 9:r * 9 + 9]] for r in range(9)]
    returns = f"class Solution:\n    def solveSudoku(self, board):\n        return {rows!r}\n"
    rebinds = f"class Solution:\n    def solveSudoku(self, board):\n        board = {rows!r}\n"
    echo = "import sys\nprint(sys.stdin.read())\n"
    said = {}
    try:
        for name, code, mode in (("returns", returns, "leetcode"), ("rebinds", rebinds, "leetcode"),
                                 ("echo", echo, "luogu")):
            verdict = judge(EXAMPLE, solved, run(code, mode)[0])
            assert verdict.kind == "wrong_answer"
            assert verdict.detail == {"problem": "unchanged", "cell": 2, "mode": mode}
            said[name] = []
            for lang in ("en", "zh-CN"):
                set_lang(lang)
                said[name].append(detail_text(verdict))
    finally:
        set_lang("en")
    for name in ("returns", "rebinds"):
        en, zh = said[name]
        assert "row 1, column 3" in en and "in place" in en and "returned" in en
        assert "第1行第3列" in zh and "原地" in zh and "返回" in zh
    en, zh = said["echo"]
    assert "row 1, column 3" in en and "print the solved grid" in en and "第1行第3列" in zh and "输出" in zh
    # one digit written is no longer the puzzle as given: the first empty cell is said as before
    one = "class Solution:\n    def solveSudoku(self, board):\n        board[0][2] = '4'\n"
    assert judge(EXAMPLE, solved, run(one)[0]).detail == {"problem": "empty", "cell": 3}


def test_input_in_leetcode_code_meets_the_end_of_an_empty_input():
    """LeetCode gives no input: input() in LeetCode code is EOFError at its line, as on the judge
    (in the worker it asked Pyodide's stdin, which calls a prompt() workers lack: "OSError: [Errno
    29] I/O error" and a ReferenceError on the page's console)."""
    import sys

    saved = sys.stdin
    code = "class Solution:\n    def solveSudoku(self, board):\n        n = input()\n"
    end, _ = run(code)
    assert end["status"] == "error" and end["error"]["type"] == "EOFError" and end["error"]["line"] == 3
    assert sys.stdin is saved   # the harness puts the worker's stdin back


def test_a_luogu_program_that_exits_with_a_failure_status_is_a_runtime_error():
    """exit() and exit(0) end a Luogu program normally; exit(1) or exit("message") is a failed run
    (Runtime Error at its line, as on the judge), not judged on what it printed before: a right grid
    printed, then exit(1), was Accepted."""
    solved = solution_of(case_cells("luogu"))
    grid = "".join(" ".join(map(str, solved[r * 9:r * 9 + 9])) + "\n" for r in range(9))
    cells = case_cells("luogu")
    for ending, verdict_kind in (("", "accepted"), ("sys.exit()", "accepted"), ("sys.exit(0)", "accepted"),
                                 ("sys.exit(1)", "runtime_error"), ("sys.exit('no way')", "runtime_error")):
        code = f"import sys\nprint({grid!r}, end='')\n{ending}\n"
        end, _ = run(code, "luogu", cells)
        verdict = judge(cells, solved, end)
        assert verdict.kind == verdict_kind, (ending, verdict)
        if verdict_kind == "runtime_error":
            assert verdict.detail["type"] == "SystemExit" and verdict.detail["line"] == 3
    assert judge(cells, solved, run("import sys\nsys.exit('no way')\n", "luogu", cells)[0]).detail["message"] == "no way"
