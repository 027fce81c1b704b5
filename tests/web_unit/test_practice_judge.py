"""The practice room's judge and view in CPython: the cases, each verdict, and their words."""

from __future__ import annotations

import pytest

from sudoku_core import count_solutions, parse
from sudoku_web import practice_judge as pj
from sudoku_web import practice_view as view
from sudoku_web.strings import set_lang


@pytest.fixture(autouse=True)
def english():
    set_lang("en")
    yield
    set_lang("en")


def board_of(cells):
    return [["." if not v else str(v) for v in cells[r * 9:r * 9 + 9]] for r in range(9)]


def test_cases_are_proper_puzzles_and_the_seventeen_has_seventeen_clues():
    for case_id, text in pj.CASES:
        puzzle = parse(text)
        assert puzzle.size == 9
        assert count_solutions(puzzle, cap=2).count == 1, case_id
        assert pj.solution_of(puzzle.cells) is not None
    assert sum(1 for v in pj.case_cells("seventeen") if v) == 17
    # the puzzle against cell order: its solution's first row is 987654321 (so cell order tries
    # every smaller digit first in each of the first nine cells)
    assert pj.solution_of(pj.case_cells("adversarial"))[:9] == (9, 8, 7, 6, 5, 4, 3, 2, 1)
    assert set(pj.CASE_IDS) == {"leetcode", "luogu", "adversarial", "seventeen", "grid"}


def test_verdicts():
    givens = pj.case_cells("leetcode")
    solution = pj.solution_of(givens)
    ok = {"status": "ok", "board": board_of(solution)}
    assert pj.judge(givens, solution, ok) == pj.Verdict("accepted")
    swapped = list(solution)
    swapped[2], swapped[3] = swapped[3], swapped[2]  # r1c3 and r1c4 swapped: the rows still hold 1-9
    verdict = pj.judge(givens, solution, {"status": "ok", "board": board_of(swapped)})
    assert verdict.kind == "wrong_answer" and verdict.detail["problem"] == "wrong_cell" and verdict.detail["cell"] == 2
    assert verdict.detail["rule"] == {"unit": 9 + 2, "digit": 6, "cells": [2, 38]}  # column 3 now holds 6 twice
    assert view.notation(verdict) == "r1c3"
    assert view.detail_text(verdict).startswith("At row 1, column 3: expected 4, got 6. 6 is twice in column 3")
    changed = list(solution)
    changed[0] = 1
    assert pj.judge(givens, solution, {"status": "ok", "board": board_of(changed)}).detail["problem"] == "given_changed"
    assert pj.judge(givens, solution, {"status": "ok", "board": [[]]}).detail == {"problem": "shape"}
    # without one solution to compare with (the grid case of an empty board): the rules
    empty = (0,) * 81
    verdict = pj.judge(empty, None, {"status": "ok", "board": board_of((1, 2, 3, 4, 5, 6, 7, 8, 9) * 9)})
    assert verdict.kind == "wrong_answer" and verdict.detail["problem"] == "duplicate"
    assert verdict.detail["unit"] == 9 and verdict.detail["digit"] == 1  # column 1 holds 1 twice
    assert pj.judge(empty, None, {"status": "ok", "board": board_of(solution)}).kind == "accepted"
    # Luogu output: rows of spaced numbers or of 9 digits
    text = "\n".join(" ".join(map(str, solution[r * 9:r * 9 + 9])) for r in range(9))
    assert pj.judge(givens, solution, {"status": "ok", "output": text}).kind == "accepted"
    dense = "\n".join("".join(map(str, solution[r * 9:r * 9 + 9])) for r in range(9))
    assert pj.judge(givens, solution, {"status": "ok", "output": dense}).kind == "accepted"
    assert pj.judge(givens, solution, {"status": "ok", "output": "1 2 3"}).detail == {"problem": "count", "count": 3}
    said = [view.detail_text(pj.judge(givens, solution, {"status": "ok", "output": text})) for text in ("1 2 3", "x" * 90)]
    assert said == ["The output holds 3 numbers; 81 were expected.", "The output holds 1 number; 81 were expected."]
    assert pj.judge(givens, solution, {"status": "time_limit"}).kind == "time_limit"
    assert pj.judge(givens, solution, {"status": "stopped"}).detail == {"reason": "stopped"}
    error = {"type": "IndexError", "message": "list index out of range", "line": 7, "traceback": "..."}
    verdict = pj.judge(givens, solution, {"status": "error", "error": error})
    assert verdict.kind == "runtime_error" and view.detail_text(verdict) == "IndexError: list index out of range (line 7)"
    # the worker itself ended under the code (os._exit): a runtime error saying so, not "ran past the limit"
    verdict = pj.judge(givens, solution, {"status": "crashed", "message": "exit status 3"})
    assert verdict.kind == "runtime_error"
    assert view.detail_text(verdict).startswith("Python itself stopped while your code ran (exit status 3)")


def test_highlighting_keeps_the_text_and_marks_lines():
    source = 'class S:\n    def f(self, b):  # note\n        s = """x\ny"""\n        return 0x1F + len(b)\n'
    assert "".join(text for _, text in view.tokens(source)) == source
    kinds = {text: kind for kind, text in view.tokens(source) if kind}
    assert kinds["class"] == "kw" and kinds["f"] == "def" and kinds["len"] == "bi" and kinds["0x1F"] == "number"
    assert kinds["# note"] == "comment"
    html = view.editor_html(source, error_line=3)
    assert html.count('<span class="ln') == source.count("\n") + 1
    assert html.count("ln error") == 1 and '<span class="ln error">        s = <span class="tk-string">' in html
    assert view.gutter_text("a\nb\n") == "1\n2\n3"
    assert "&lt;b&gt;" in view.editor_html("x = '<b>'") and "<b>" not in view.editor_html("x = '<b>'")


def test_highlighting_beyond_ascii_keeps_the_text_and_the_tokens():
    # the scan reads an ASCII copy (letters and digits beyond ASCII as word characters), the
    # pieces come from the source: the same text, and "x\u00e91" one word, its 1 no number
    source = "x\u00e91 = 0x1F  # \u6ce8\u91ca \U0001F600\ns = '\u00e9\U0001F600' + \"\"\"\n\u6570\"\"\"\nprint(s)\n"
    pieces = list(view.tokens(source))
    assert "".join(text for _, text in pieces) == source
    kinds = {text: kind for kind, text in pieces if kind}
    assert kinds == {"0x1F": "number", "# \u6ce8\u91ca \U0001F600": "comment", "'\u00e9\U0001F600'": "string",
                     '"""\n\u6570"""': "string", "print": "bi"}
    assert view.editor_html(source).count('<span class="ln') == source.count("\n") + 1


def test_rows_in_both_languages():
    verdict = pj.Verdict("wrong_answer", {"problem": "empty", "cell": 10})
    row = view.row_html("grid", "done", verdict, 12.0, 3, watchable=True)
    assert 'data-case="grid"' in row and 'data-verdict="wrong_answer"' in row and 'data-cell="r2c2"' in row
    assert "Watch" in row
    assert 'data-verdict=""' in view.row_html("luogu", "running")
    set_lang("zh-CN")
    assert "答案错误" in view.row_html("grid", "done", verdict, 12.0, 3)
    assert view.table_html("").startswith('<table class="race-table verdicts"><caption>评测结果')


def test_a_wrong_cells_rule_follows_its_sentence_with_a_space_in_english_none_in_chinese():
    givens = pj.case_cells("leetcode")
    solution = pj.solution_of(givens)
    swapped = list(solution)
    swapped[2], swapped[3] = swapped[3], swapped[2]
    verdict = pj.judge(givens, solution, {"status": "ok", "board": board_of(swapped)})
    assert view.detail_text(verdict).startswith("At row 1, column 3: expected 4, got 6. 6 is twice in column 3")
    set_lang("zh-CN")
    said = view.detail_text(verdict)
    assert said.startswith("第1行第3列：应为 4，实际为 6。6 在第3列中出现了两次") and "。 " not in said


def code_lines(code):
    """A template's code without its comments and docstring: what must be the same in every language."""
    return [line for line in code.splitlines() if line.strip() and not line.strip().startswith(("#", '"""'))]


def test_the_templates_comments_are_in_the_pages_language_and_the_code_is_the_same():
    from sudoku_web import strings

    for lang in strings.LANGUAGES:
        for mode in pj.MODES:
            code = pj.template(mode, lang)
            compile(code, "template.py", "exec")
            assert code_lines(code) == code_lines(pj.TEMPLATES[mode]), (lang, mode)
            assert pj.is_template(code, mode)
    assert all(pj.template(mode, "en") == pj.TEMPLATES[mode] for mode in pj.MODES)   # English unchanged
    assert pj.TEMPLATES["leetcode"] == pj.LEETCODE_TEMPLATE and pj.TEMPLATES["luogu"] == pj.LUOGU_TEMPLATE
    for mode in pj.MODES:
        comments = [line for line in pj.template(mode, "zh-CN").splitlines()
                    if line.strip().startswith(("#", '"""'))]
        assert comments and all(any("\u4e00" <= ch <= "\u9fff" for ch in line) for line in comments), mode
    # a template not edited, in any language, is given in the page's; the learner's code never changes
    zh = pj.template("luogu", "zh-CN")
    assert pj.in_language(pj.LUOGU_TEMPLATE, "luogu", "zh-CN") == zh
    assert pj.in_language(zh, "luogu", "en") == pj.LUOGU_TEMPLATE
    edited = zh.replace("# ……在这里解 grid……", "grid[0][0] = 5")
    assert pj.in_language(edited, "luogu", "en") == edited and not pj.is_template(edited, "luogu")
