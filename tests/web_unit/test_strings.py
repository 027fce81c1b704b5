"""The string tables and the translated core texts, in CPython (no browser)."""

from __future__ import annotations

import json
import string
import subprocess
import sys
from pathlib import Path

import pytest


from sudoku_core import SudokuError, find_conflicts, parse
from sudoku_core.algorithms import hint
from sudoku_web import i18n, strings
from sudoku_web.strings import STRINGS, t

from samples import EASY

ROOT = Path(__file__).resolve().parents[2]


def fields(template):
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.fixture
def lang():
    """Set the current language for a test and restore English afterwards."""
    yield strings.set_lang
    strings.set_lang("en")


@pytest.mark.parametrize("code", [c for c in STRINGS if c != "en"])
def test_every_english_key_is_translated_with_the_same_fields(code):
    en, other = STRINGS["en"], STRINGS[code]
    missing = sorted(set(en) - set(other))
    assert not missing, f"{code} lacks translations for: {missing}"
    assert not sorted(set(other) - set(en)), "keys unknown to English"
    for key, template in en.items():
        assert isinstance(other[key], str) and other[key].strip(), key
        if key.startswith("err_"):
            continue  # English shows the core's {message}; others rebuild it from the error's parts
        assert fields(other[key]) == fields(template), f"{code}:{key} has other {{fields}} than English"
    assert set(strings.LANGUAGES) == set(STRINGS)


def test_chinese_table_is_chinese():
    zh = STRINGS["zh-CN"]
    for key in ("solve", "grid_label", "candidates", "c_backtracks", "race_no_solution", "language"):
        assert any("\u4e00" <= ch <= "\u9fff" for ch in zh[key]), key
    assert zh["grid_label"] == "数独" and zh["candidates"] == "候选数" and zh["c_backtracks"] == "回溯"
    assert zh["language"] == "语言" and STRINGS["en"]["language"] == "Language"


def test_language_choice_from_param_and_browser():
    choose = strings.choose_lang
    assert choose("zh", ["en-US"]) == "zh-CN"
    assert choose("zh-CN") == "zh-CN"
    assert choose("en", ["zh-CN"]) == "en"
    assert choose(None, ["fr-FR", "zh-TW", "en"]) == "zh-CN"  # any zh* is Chinese
    assert choose("xx", ["de", "en-GB"]) == "en"
    assert choose(None, []) == "en"
    assert choose("", ["zh-Hans-CN"]) == "zh-CN"


def test_t_uses_current_language_and_falls_back_to_english(lang, monkeypatch):
    assert t("solve") == "Solve"
    lang("zh")
    assert t("solve") == "求解"
    assert t("cell_label", row=3, col=5) == "第3行，第5列"
    monkeypatch.delitem(STRINGS["zh-CN"], "solve")
    assert t("solve") == "Solve"


def test_english_core_texts_equal_the_cores_own():
    p = parse("5..5" + "." * 77)
    [c] = find_conflicts(p)
    assert i18n.conflict_message(c, 9, p.symbols.upper()) == c.message
    three = parse("5.5.5" + "." * 76)
    for c in find_conflicts(three):
        assert i18n.conflict_message(c, 9, "123456789") == c.message
    board = parse(EASY)
    for puzzle in (board, p, parse("." * 81)):
        h = hint(puzzle)
        conflicts = find_conflicts(puzzle)
        assert i18n.hint_message(h, 9, "123456789", conflicts) == h.message, h.kind
    for text in ("", "1" * 80, "12x" + "." * 78, "[[1,2]"):
        with pytest.raises(SudokuError) as info:
            parse(text)
        assert i18n.error_message(info.value) == info.value.message


def test_chinese_core_texts(lang):
    lang("zh-CN")
    p = parse("5..5" + "." * 77)
    [c] = find_conflicts(p)
    assert i18n.conflict_message(c, 9, "123456789") == "5 在第1行中出现了两次：第1行第1列和第1行第4列。"
    h = hint(parse(EASY))
    text = i18n.hint_message(h, 9, "123456789")
    assert text.startswith(("唯余法", "摒除法")) and "第" in text
    with pytest.raises(SudokuError) as info:
        parse("1" * 80)
    assert i18n.error_message(info.value) == t("err_cells_supported", count="80", side="9", expected="81",
                                               supported="16、81、256 或 625")
    with pytest.raises(SudokuError) as info:
        parse("12x" + "." * 78)
    assert "第1行第3列" in i18n.error_message(info.value) and "“x”" in i18n.error_message(info.value)
    with pytest.raises(SudokuError) as info:
        parse("[[1,2]")   # a format reader's bad_format: said by its rule (test_format_errors_said.py)
    assert i18n.error_message(info.value) == "不是有效的 JSON 棋盘：错误在第 1 行第 7 列。"
    said = i18n.error_message(SudokuError("bad_format", "Malformed.", details={"format": "elsewhere"}))
    assert said.startswith("输入有误")  # a code, or a rule, with no template: English in a frame
    from sudoku_core.logic import rate   # Hint and Explain on a puzzle with two solutions, or none
    for text, code in (("." * 81, "multiple_solutions"), ("12345678." + "." * 8 + "9" + "." * 63, "no_solution")):
        with pytest.raises(SudokuError) as info:
            rate(parse(text))
        assert info.value.code == code
        said = i18n.error_message(info.value)
        assert said == t("err_" + code) and "英文" not in said and not any("a" <= ch <= "z" for ch in said)
    assert i18n.unit_name(2 * 9 + 3, 9) == "第4宫"  # box 4: unit index 21 of a 9x9 grid
    from sudoku_core.formats.candidates import read_candidates   # a pasted pencil-mark grid's errors
    rows = [" ".join(["12"] * 9)] * 8
    line = "12.." * 15 + "...."
    for text, words in (("\n".join(rows), "这里有 8 行"), ("\n".join(rows[:2] + [" ".join(["12"] * 8)] + rows[2:]),
                                                          "第 3 行有 8 格"), (line, "第4行第4列的格子")):
        with pytest.raises(SudokuError) as info:
            read_candidates(text)
        said = i18n.error_message(info.value, 16)   # (the cell is named on the pencil grid's side, 4)
        assert words in said and "英文" not in said, said


#: Variant texts the core refuses, each with its code and what the Chinese sentence names (issue 32).
BROKEN_VARIANTS = (
    (".Cage~50~R1C1~R1C2", "impossible_cage", ("第1行第1列", "第1行第2列", "50", "3 到 17")),
    (".Cage~10~R1C1~R1C2.Cage~7~R1C2~R1C3", "overlapping_cages", ("第1行第2列",)),
    (".AntiKnight.~R1C3_5~R2C5_5", "rule_broken", ("无马", "第1行第3列", "第2行第5列")),
    (".Thermo~R1C1~R1C2~R1C3.~R1C1_9", "rule_broken", ("温度计", "第1行第1列")),
    (".Shape~16x16.Thermo~R1Cg~R2Cg.~R1Cg_16", "rule_broken", ("温度计", "第1行第16列")),
    (".WhiteDot~R1C1~R1C2.~R1C1_5~R1C2_9", "rule_broken", ("点", "第1行第1列", "第1行第2列")),
    (".Cage~12~R1C1~R1C2.~R1C1_1~R1C2_2", "rule_broken", ("杀手数独", "第1行第1列")),
    ("variant: killer\nsize: 9\ncage 9: r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1\n", "cage_too_large",
     ("10", "9")),
    ("variant: killer, spiral\nsize: 9\n", "unknown_constraint", ("spiral",)),
    ("variant: even-odd\nsize: 9\n5........\n" + ".........\n" * 8 + "even: r1c1\n", "rule_broken",
     ("奇偶", "第1行第1列")),
    (".Diagonal~1.~R1C9_1~R9C1_1", "duplicate", ("1 在上升对角线中出现两次", "第1行第9列", "第9行第1列")),
    (".Windoku.~R2C2_3~R4C4_3", "duplicate", ("3 在第 1 个窗口宫中出现两次",)),
    (".Cage~10~R1C1~R2C1.~R1C1_3~R2C1_3", "duplicate", ("3 在第1列中出现两次",)),
    ("variant: killer\nsize: 4\ncage: r1c1 r2c2\n1...\n.1..\n....\n....\n", "duplicate", ("1 在",)),
)


@pytest.mark.parametrize("text, code, named", BROKEN_VARIANTS)
def test_a_broken_variant_is_said_in_chinese_from_its_parts(lang, text, code, named):
    """The variant errors a paste meets most (a cage no digits make, cages that overlap or are too
    big, a given against a rule, a word the readers do not know): English keeps the core's
    sentence, Chinese builds one from the error's parts, naming the cells on the puzzle's own grid
    (a 16x16 thermometer's top-right cell is r1c16), with no English left in it."""
    from sudoku_core.variants.formats import read_variant

    with pytest.raises(SudokuError) as info:
        read_variant(text)
    err = info.value
    assert err.code == code, err
    assert i18n.error_message(err) == err.message
    lang("zh-CN")
    said = i18n.error_message(err)
    assert said != t("err_other", message=err.message), said
    for part in named:
        assert part in said, (part, said)
    assert not any("a" <= ch.lower() <= "z" for ch in said.replace(str(err.details.get("constraint", "")), "")), said


#: Shapes drawn wrong (issue 32), as a paste (text) or the model (fields) meets them: each
#: reason of ``validation``'s shape errors, with what the Chinese sentence must name.
_FOUR = "variant: classic\nsize: 4\n"
BROKEN_SHAPES = (
    (".Thermo~R1C1", "bad_thermo", "short", ("第 1 个温度计",)),
    (".Thermo~R1C1~R1C2~R1C1", "bad_thermo", "repeat", ("第 1 个温度计", "两次经过同一格")),
    (".Shape~4x4.Thermo~R1C1~R1C2~R1C3~R1C4~R2C4", "bad_thermo", "long", ("5 格", "到 4")),
    (".Thermo~R1C1~R1C3", "bad_thermo", "apart", ("第1行第1列到第1行第3列",)),
    ({"size": 9, "dots": [("grey", 0, 1)]}, "bad_dot", "kind", ("grey", "白点")),
    (".WhiteDot~R1C1~R1C3", "bad_dot", "apart", ("第 1 个点", "第1行第3列")),
    (_FOUR + "white: r1c1 r1c2 r1c1 r1c2\n", "bad_dot", "repeat", ("白点", "两次")),
    (".X~R1C1~R1C2.V~R1C1~R1C2", "bad_dot", "impossible", ("X和V", "9×9")),
    (_FOUR + "little-killer 5: r1c1 r2c3\n", "bad_little_killer", "line", ("第 1 个小杀手", "斜线")),
    ({"size": 9, "little_killers": [(20, tuple(range(72, 0, -8))), (21, tuple(range(72, 0, -8)))]},
     "bad_little_killer", "twice", ("第 2 个小杀手", "21", "20")),
    (".LittleKiller~20~R1C2", "bad_little_killer", "sum", ("2 格", "2 到 18", "20")),
    ({"size": 25, "sandwiches": [(5, tuple(range(25)))]}, "bad_sandwich", "size", ("25×25", "16×16")),
    (_FOUR + "sandwich 3: r1c1 r2c2\n", "bad_sandwich", "line", ("第 1 个三明治",)),
    (".Sandwich~5~R1.Sandwich~6~R1", "bad_sandwich", "twice", ("第 2 个三明治", "第1行", "6", "5")),
    (".Sandwich~1~R1", "bad_sandwich", "sum", ("第1行", "0 到 35", "34")),
    (".Arrow~R1C1", "bad_arrow", "short", ("没有线",)),
    (".Arrow~R1C1~R1C1", "bad_arrow", "repeat", ("第 1 个箭头",)),
    ({"size": 9, "arrows": [((0, 1, 2, 3), (12,))]}, "bad_arrow", "pill", ("4 格的药丸",)),
    ("variant: classic\nsize: 16\npill-arrow 2: r1c1 r1c2 r2c3\n", "bad_arrow", "pill", ("16×16",)),
    (".Arrow~R1C1~R1C3", "bad_arrow", "apart", ("第1行第1列到第1行第3列",)),
    (".Arrow~R1C1~R1C2~R1C3~R1C4~R1C5~R1C6~R1C7~R1C8~R1C9~R2C9~R3C9", "bad_arrow", "sum",
     ("10 个", "10 到 90", "1 到 9")),
    ({"size": 4, "regions": (0,) * 15}, "bad_region", "count", ("15", "16")),
    ({"size": 4, "regions": (0, 1, 2, 7) * 4}, "bad_region", "number", ("第1行第4列", "7", "0 到 3")),
    (_FOUR + "regions:\naabb\naabb\nccdd\nccdc\n", "bad_region", "size", ("第 3 个区域", "5 格")),
    (_FOUR + "regions:\nabab\ncdcd\nabab\ncdcd\n", "bad_region", "not_connected", ("第 1 个区域",)),
    ({"size": 4, "extra_houses": [("house", (0, 0, 1))]}, "bad_region", "house_size", ("额外区域", "3 格", "2 个")),
    ({"size": 4, "extra_houses": [("diagonal+", (0, 5, 10, 15))]}, "bad_region", "not_its_cells",
     ("上升对角线", "第4行第4列")),
    (_FOUR + "boxes: 3x2\n", "bad_region", "box_shape", ("4×4", "3×2 的宫")),
    ({"size": 4, "cages": [("cage", (0, 16), 3)]}, "bad_cell", None, ("笼子", "16", "0 到 15")),
    ({"size": 4, "parity": [(17, "even")]}, "bad_cell", None, ("奇偶标记", "17")),
    (".Cage~10~R1C1~R10C1", "bad_cell", None, ("R10C1", "9×9")),
)


@pytest.mark.parametrize("source, code, why, named", BROKEN_SHAPES)
def test_a_shape_drawn_wrong_is_said_in_chinese_from_its_parts(lang, source, code, why, named):
    """Every reason a region, thermometer, dot, little killer, sandwich or arrow cannot be, and a
    cell outside the grid, met in a paste or by the model: English keeps the core's sentence,
    Chinese builds its own from the error's parts (by ``details["reason"]``), naming what it
    must, with no English left in it but the symbols and the text quoted from the input."""
    from sudoku_core.variants import Cage, make_variant
    from sudoku_core.variants.formats import read_variant

    with pytest.raises(SudokuError) as info:
        if isinstance(source, str):
            read_variant(source)
        else:
            fields = dict(source)
            if "cages" in fields:
                fields["cages"] = [Cage(cells, total) for _, cells, total in fields["cages"]]
            make_variant(**fields)
    err = info.value
    assert (err.code, err.details.get("reason")) == (code, why), err
    assert i18n.error_message(err) == err.message
    lang("zh-CN")
    said = i18n.error_message(err)
    assert "英文" not in said and said != err.message, said
    for part in named:
        assert part in said, (part, said)
    quoted = [str(err.details.get(k, "")) for k in ("kind", "cell", "box_shape")]
    rest = said
    for q in quoted + ["X", "V"]:
        rest = rest.replace(q, "") if q else rest
    assert not any("a" <= ch.lower() <= "z" for ch in rest), said


@pytest.mark.parametrize("code, details, cells", [
    ("bad_cell", {"cell": "5", "size": 9, "shape": "spiral"}, ()),
    ("bad_arrow", {"arrow": 0, "size": 9, "reason": "short", "part": "tail"}, (0,)),
    ("bad_sandwich", {"sandwich": 0, "size": 9, "reason": "twice", "total": "5", "other": "6", "house": "row"}, (0,)),
    ("bad_sandwich", {"sandwich": 0, "size": 9, "reason": "sum", "total": "5", "max": "many", "house": "row",
                      "index": 0}, (0,)),
    ("bad_dot", {"dot": 0, "size": 9, "reason": "repeat", "kind": "grey"}, (0, 1)),
    ("bad_thermo", {"thermo": 0, "size": 9, "reason": "apart", "found": 2, "max": 9}, ()),
])
def test_a_shape_error_with_parts_it_cannot_read_is_said_in_the_frame_never_raised(lang, code, details, cells):
    """Details another producer might give (a shape, part or dot kind with no word, a part
    missing, a number that is none, no cells to name) made the reporter raise KeyError or
    ValueError, or say "from to"; it says the core's English in the frame instead."""
    lang("zh-CN")
    err = SudokuError(code, "The English sentence.", cells=cells, details=details)
    assert i18n.error_message(err) == t("err_other", message="The English sentence.")


def test_a_shape_error_a_reader_words_its_own_way_is_said_by_its_rule(lang):
    """A format reader's error of a shape code (an ISS little killer's start, with no shape
    number or grid side in its parts) is not a shape sentence missing its parts: it is said by
    its own rule (it was the core's English in the frame)."""
    from sudoku_core.variants.formats import read_variant

    with pytest.raises(SudokuError) as info:
        read_variant(".LittleKiller~20~R9C1")
    assert info.value.code == "bad_little_killer"
    lang("zh-CN")
    said = i18n.error_message(info.value)
    assert said != t("err_other", message=info.value.message) and "R9C1" in said and "小杀手" in said


def test_a_second_language_is_imported_on_first_use_only():
    code = ("import sys; sys.path.insert(0, 'web'); from sudoku_web import strings; "
            "a = 'sudoku_web.strings_zh_cn' in sys.modules; "
            "listed = list(strings.STRINGS) == ['en', 'zh-CN'] and 'zh-CN' in strings.STRINGS; "
            "b = 'sudoku_web.strings_zh_cn' in sys.modules; strings.set_lang('zh'); "
            "print(a, listed, b, strings.t('solve'), 'sudoku_web.strings_zh_cn' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT).stdout.split()
    assert out == ["False", "True", "False", STRINGS["zh-CN"]["solve"], "True"]


def test_no_key_is_written_twice_in_a_table():
    """A key written twice in a table silently keeps only the last value (two parts of the page
    once both added "paused", and the tutor's "Paused at step N" lost its step)."""
    import collections
    import re
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "web" / "sudoku_web"
    for name in ("strings.py", "strings_zh_cn.py"):
        keys = re.findall(r'^\s+"([A-Za-z0-9_]+)":', (folder / name).read_text(encoding="utf-8"), re.M)
        twice = [key for key, count in collections.Counter(keys).items() if count > 1]
        assert not twice, (name, twice)


def test_a_one_form_uses_no_field_its_callers_do_not_give_the_plural_form():
    """``t_n`` picks ``key_one`` for 1: its fields must be among the plural key's (the callers give
    those), but for the few whose callers give more (listed)."""
    more = {"v_refused_cage_sum_one": {"size"}}   # refuse() gives size to every refusal
    for key, template in STRINGS["en"].items():
        if key.endswith("_one") and key[:-4] in STRINGS["en"]:
            extra = fields(template) - fields(STRINGS["en"][key[:-4]]) - more.get(key, set())
            assert not extra, f"{key} uses {sorted(extra)}, which {key[:-4]}'s callers need not give"


@pytest.mark.parametrize("word, article", [
    ("extreme", "an"), ("easy", "an"), ("Even/odd", "an"), ("Anti-knight", "an"), ("X-Wing", "an"),
    ("XY-Wing", "an"), ("Empty Rectangle", "an"), ("Unique Rectangle", "a"), ("hard", "a"),
    ("medium", "a"), ("Swordfish", "a"), ("Killer", "a"), ("W-Wing", "a"), ("Jigsaw", "a"),
])
def test_english_says_a_or_an_as_the_word_is_said(word, article, monkeypatch):
    """"Generating a extreme puzzle", "Loaded a Even/odd puzzle from the address": only a paste
    chose "an"; every sentence with a kind, a level or a technique after its article does now."""
    monkeypatch.setattr(strings, "LANG", "en")
    said = strings.t(strings.an_key("new_progress", word), what=word, tries=3)
    assert said == f"Generating {article} {word} puzzle: try 3…"
    said = strings.t_n(strings.an_key("v_url_loaded", word), 2, kinds=word, givens=2)
    assert said.startswith(f"Loaded {article} {word} puzzle from the address")
    assert strings.an_key("no_such_key", word) == "no_such_key"


def test_a_stray_character_outside_any_grid_is_said_in_chinese_too(monkeypatch):
    """``unknown_symbol`` without a cell (text that is no grid at all, "xyz") was shown in English
    inside "输入有误（英文原文）"."""
    monkeypatch.setattr(strings, "LANG", "zh-CN")
    with pytest.raises(SudokuError) as raised:
        parse("xyz")
    said = i18n.error_message(raised.value)
    assert said.startswith("有无法识别的字符“x”") and "英文原文" not in said


@pytest.mark.parametrize("text, said", [
    ("hello world", "有无法识别的字符“w”（文本第1行第7个字符）；数字请用 1–9，空格用 . 0 - _ *。"),
    ("12x4" + "." * 12, "第1行第3列（文本第1行第3个字符）有无法识别的字符“x”；数字请用 1–4，空格用 . 0 - _ *。"),
    ("." * 624 + "\n!", "第25行第25列（文本第2行第1个字符）有无法识别的字符“!”；数字请用 1–P，空格用 . 0 - _ *。"),
    ("." * 15 + "X" + "0123456789ABCDEF" * 15,
     "第1行第16列（文本第1行第16个字符）有无法识别的字符“X”；数字请用 0–F，空格用 . - _ *。"),
])
def test_a_stray_character_is_said_in_chinese_with_its_place_and_the_grids_own_digits(lang, text, said):
    """The English names the line and column of the text and the grid's digits (1-4 on a 4x4); the
    Chinese named no place in the text and always gave 9x9's and 16x16's digits."""
    lang("zh-CN")
    with pytest.raises(SudokuError) as raised:
        parse(text)
    assert i18n.error_message(raised.value) == said


def test_a_stray_character_without_the_grids_digits_names_no_digit_rule(lang):
    """An ``unknown_symbol`` that gives its cell but not the grid's digits names the cell alone:
    never a rule of another grid's digits."""
    lang("zh-CN")
    err = SudokuError("unknown_symbol", "Row 2, column 3 holds 'q'.", cells=(6,),
                      details={"char": "q", "row": 2, "column": 3})
    assert i18n.error_message(err) == "第2行第3列有无法识别的字符“q”。"


@pytest.mark.parametrize("make, said", [
    (lambda: parse(" ".join(["17"] + ["0"] * 15)), "第1行第1列是“17”；应为 0（空格）到 4 的整数。"),
    (lambda: parse(json.dumps([["."] * 4] * 3 + [[".", ".", ".", "x"]])),
     "第4行第4列有无法识别的字符“x”；数字请用 1–4，空格用 .。"),
    (lambda: __import__("sudoku_core.variants.formats", fromlist=["read_variant"]).read_variant(
        "1 2 3 4 5 6\n" * 5 + "1 2 3 4 5 x\n"), "第6行第6列有无法识别的字符“x”；数字请用 1–6，空格用 .。"),
])
def test_a_cell_that_is_no_digit_is_said_in_chinese_with_the_grids_own_digits(lang, make, said):
    """A Luogu number, a LeetCode board's cell or a 6x6 grid's character that is no digit: the
    Chinese gave 9x9's digit rule (or, for a 6x6 grid, the English in a frame)."""
    lang("zh-CN")
    with pytest.raises(SudokuError) as raised:
        make()
    assert i18n.error_message(raised.value) == said


def test_a_classic_duplicate_is_said_in_chinese_with_its_digit_and_row(lang):
    """A classic grid's repeated given: the core gives its digit, unit and first clash
    (``details``), so Chinese names them as the English does; it said only the cells before
    ("已知数重复：..."), no digit, no row."""
    from sudoku_core import solve

    lang("zh")
    said = []
    for text in ("55" + "." * 79, "555" + "." * 78, "55" + "." * 7 + "66" + "." * 70):
        with pytest.raises(SudokuError) as info:
            solve(parse(text))
        said.append(i18n.error_message(info.value))
    assert said[0] == "5 在第1行中出现两次：第1行第1列和第1行第2列。"
    assert said[1].startswith("5 在第1行中出现 3 次：") and "第1行第3列" in said[1]
    assert said[2] == "5 在第1行中出现 2 次：第1行第1列和第1行第2列（另有 1 处重复）。"



def test_a_wrong_cell_count_is_said_in_chinese_with_the_line_rows_or_counts_the_english_gives(lang):
    """Each form of the English sentence has its parts in ``details`` (before, every form was said
    in Chinese as "found N cells; supported 16, 81, 256 or 625", naming no line, row or grid)."""
    from sudoku_core import Puzzle
    from sudoku_core.formats.puzzle_text import every_side_count_error

    def error(read, *args):
        with pytest.raises(SudokuError) as info:
            read(*args)
        return info.value

    board = "[" + ",".join(['["."' + ',"."' * 8 + "]"] * 8 + ['["."]']) + "]"
    said = [
        (error(parse, "\n".join(["1234567.."] * 4 + ["12345678"] + ["1234567.."] * 4)),
         "找到 80 个格子；9×9 的题目有 81 个（文本第 5 行有 8 个，其余各行 9 个）。"),
        (error(parse, "\n".join(["........."] * 8)), "找到 72 个格子；9×9 的题目有 81 个（8 行，每行 9 个）。"),
        (error(parse, "1" * 80), "找到 80 个格子；9×9 的题目有 81 个（支持的格数为 16、81、256 或 625）。"),
        (every_side_count_error(error(parse, "1" * 37)),
         "找到 37 个格子；6×6 的题目有 36 个（支持的格数为 16、36、64、81、100、144、196、225、256 或 625）。"),
        (error(parse, board), "第 9 行有 1 个格子；这个棋盘的每一行需要 9 个。"),
        (error(Puzzle, range(100), 4), "找到超过 16 个格子；4×4 的题目有 16 个。"),
        (error(Puzzle, [0] * 15, 4), "找到 15 个格子；4×4 的题目有 16 个。"),
    ]
    lang("en")
    assert [i18n.error_message(e) for e, _ in said] == [e.message for e, _ in said]
    lang("zh-CN")
    assert [i18n.error_message(e) for e, _ in said] == [zh for _, zh in said]
