"""Languages in Chromium: English and Simplified Chinese, chosen by ?lang= or the
browser's languages, switched at run time by the "Language" select; everything visible is
translated, and axe finds no violation in Chinese.  The tables themselves are checked in CPython
by test_strings.py (every English key translated).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .axe import assert_no_violations
from .conftest import wait_ready
from .helpers import EASY, INKALA, paste


def zh_cell(page, row, col):
    return page.get_by_label(f"第{row}行，第{col}列", exact=True)


def zh_button(page, name):
    return page.get_by_role("button", name=name, exact=True)


def visible_texts(page):
    """Every visible text node of the page (to look for left-over English words)."""
    return page.evaluate(
        """() => {
            const out = [];
            const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            while (walk.nextNode()) {
                const n = walk.currentNode, el = n.parentElement;
                if (!n.textContent.trim() || !el.checkVisibility() || el.closest('code, pre, script')) continue;
                out.push(n.textContent.trim());
            }
            return out;
        }"""
    )


ENGLISH_WORDS = ("Solve", "Clear", "Copy", "Share", "Size", "Example", "Language", "Step", "Play", "Back",
                 "Reset", "Hint", "Speed", "Scrubber", "Candidates", "Race", "Algorithm", "Nodes", "Steps",
                 "Ready", "Solver", "Tutor", "Backtracks", "Depth", "Code", "Data", "Loading")


def assert_no_english(page):
    leftovers = [text for text in visible_texts(page)
                 if any(text == w or text.startswith(w + " ") for w in ENGLISH_WORDS)]
    assert not leftovers, f"untranslated texts: {leftovers}"


@pytest.mark.browser_context_args(locale="zh-CN")
def test_chinese_from_browser_language_solver_tutor_race_and_axe(page, guard):
    page.set_default_timeout(10_000)
    page.goto("index.html")
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "zh-CN"
    assert page.title() == "数独求解器"
    expect(page.get_by_role("grid", name="数独")).to_be_visible()
    expect(page.get_by_role("combobox", name="语言")).to_have_value("zh-CN")
    expect(page.get_by_role("status")).to_contain_text("准备就绪")
    assert_no_english(page)
    assert_no_violations(page, "the Chinese solver page")

    paste(page, INKALA)
    expect(page.get_by_role("status")).to_contain_text("已粘贴一道 9×9 的题目，共 21 个已知数")
    zh_button(page, "求解").click()
    expect(page.get_by_role("status")).to_contain_text("已解出")
    assert page.evaluate("document.body.dataset.solveStatus") == "solved"
    zh_cell(page, 1, 1).fill("5")  # a given 8 becomes 5: it now clashes with nothing, so edit two
    zh_cell(page, 1, 2).fill("5")
    expect(page.get_by_role("status")).to_contain_text("在第1行中出现了两次")
    paste(page, "1" * 80)
    expect(page.get_by_role("status")).to_contain_text("找到 80 个格子")
    page.emulate_media(color_scheme="dark")
    page.wait_for_timeout(300)
    assert_no_violations(page, "the Chinese solver page (dark)")
    page.emulate_media(color_scheme="light")

    paste(page, EASY)
    page.get_by_role("tab", name="教学").click()
    expect(zh_button(page, "单步")).to_be_enabled()
    zh_button(page, "提示").click()
    page.wait_for_function("document.body.dataset.hintKind")
    hint = page.get_by_role("status").text_content()
    assert hint.startswith(("唯一空格", "唯余法", "摒除法")), hint
    page.get_by_label("候选数", exact=True).check()
    for _ in range(3):
        zh_button(page, "单步").click()
    expect(page.get_by_role("status")).to_contain_text("第 3 步：")
    zh_button(page, "比赛").click()
    page.wait_for_function("document.body.dataset.raceDone === '1'", timeout=120_000)
    table = page.get_by_role("table", name="在这道题上比赛", exact=False)
    expect(table).to_be_visible()
    heads = table.locator("thead th").all_text_contents()
    assert heads == ["算法", "步数", "节点", "回溯", "用时", "备注"], heads
    assert all("秒" in t for t in table.locator("tbody td:nth-of-type(4)").all_text_contents())
    assert_no_english(page)
    assert_no_violations(page, "Chinese tutor mode with the race table")


def test_lang_param_and_runtime_switch(page, guard):
    page.set_default_timeout(10_000)
    page.goto("index.html?lang=zh&puzzle=" + EASY)
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "zh-CN"
    expect(zh_button(page, "求解")).to_be_enabled()
    # run-time switch to English: every string follows, the contract names are back
    page.get_by_role("combobox", name="语言").select_option("en")
    assert page.evaluate("document.documentElement.lang") == "en"
    expect(page.get_by_role("button", name="Solve", exact=True)).to_be_enabled()
    expect(page.get_by_role("grid", name="Sudoku")).to_be_visible()
    expect(page.get_by_label("Row 9, column 9", exact=True)).to_have_count(1)
    expect(page.get_by_role("status")).to_contain_text("Loaded the puzzle from the address")   # said again
    page.get_by_role("tab", name="Tutor").click()
    page.get_by_role("button", name="Step", exact=True).click()
    page.get_by_role("button", name="Race", exact=True).click()
    page.wait_for_function("document.body.dataset.raceDone === '1'", timeout=120_000)
    expect(page.get_by_role("table", name="Race on this puzzle", exact=False)).to_be_visible()
    # and back to Chinese while in the tutor: panel, counters, race table, grid names, status
    page.get_by_role("combobox", name="Language").select_option("zh-CN")
    expect(zh_button(page, "单步")).to_be_visible()
    expect(page.get_by_role("group", name="计数器")).to_be_visible()
    expect(page.get_by_role("tab", name="教学")).to_have_attribute("aria-selected", "true")
    race = page.get_by_role("table", name="在这道题上比赛", exact=False)
    expect(race).to_be_visible()
    times = race.locator("td[data-seconds]").all_text_contents()   # run in English: said again
    assert len(times) == 4 and all(text.endswith("秒") for text in times), times
    expect(zh_cell(page, 1, 1)).to_have_count(1)
    expect(page.get_by_role("status")).to_contain_text("第 1 步：")
    expect(page.locator("#t-event")).to_contain_text("第1行第3列")
    expect(page.get_by_role("combobox", name="算法")).to_contain_text("位掩码")
    assert_no_english(page)
    assert page.evaluate("document.body.dataset.lang") == "zh-CN"


def test_the_practice_rooms_status_line_follows_a_switch_of_language(page, guard):
    page.goto("index.html?lang=en")
    wait_ready(page)
    page.get_by_role("tab", name="Practice").click()
    expect(page.get_by_role("status")).to_have_text("Practice: write your solver, then press Run or Submit.")
    page.get_by_role("combobox", name="Language").select_option("zh-CN")
    expect(page.get_by_role("status")).to_have_text("练习：写好你的求解器，然后按“运行”或“提交”。")
    page.get_by_role("combobox", name="语言").select_option("en")
    expect(page.get_by_role("status")).to_have_text("Practice: write your solver, then press Run or Submit.")


@pytest.mark.browser_context_args(locale="zh-CN")
def test_lang_param_beats_a_chinese_browser(page, guard):
    page.goto("index.html?lang=en")
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "en"
    expect(page.get_by_role("button", name="Solve", exact=True)).to_be_enabled()
    expect(page.get_by_role("combobox", name="Language")).to_have_value("en")


def test_explains_status_line_is_said_again_in_the_language_switched_to(page, guard):
    from .conftest import wait_engine

    page.goto("index.html?lang=en")
    wait_ready(page)
    paste(page, EASY)
    wait_engine(page)
    page.get_by_role("button", name="Explain", exact=True).click()
    expect(page.get_by_role("status")).to_contain_text("The logical path from here has", timeout=60_000)
    page.get_by_role("combobox", name="Language").select_option("zh-CN")
    expect(page.get_by_role("status")).to_contain_text("从这里开始的逻辑解法共")   # not "Ready" in Chinese


def test_the_status_line_is_said_again_in_the_language_switched_to_not_replaced_by_ready(page, guard):
    """A switch of language said "Ready" (in the new language) over most messages, errors
    included: the paste error, the example loaded, the grid cleared, the size changed, a sample
    loaded. Each is said again, in the new language, then back in English."""
    page.goto("index.html?lang=en")
    wait_ready(page)
    status = page.get_by_role("status")
    english = page.get_by_role("combobox", name="Language")
    chinese = page.get_by_role("combobox", name="语言")
    cases = [
        (lambda: paste(page, "hello world"), "Could not read the pasted text: ", "无法读取粘贴的文本："),
        (lambda: page.get_by_role("combobox", name="Example").select_option(label="Easy"),
         "Loaded example: ", "已载入示例："),
        (lambda: page.get_by_role("button", name="Clear", exact=True).click(), "Grid cleared.", "盘面已清空。"),
        (lambda: page.get_by_role("combobox", name="Size").select_option("4"), "Grid size: 4×4.", "盘面大小：4×4。"),
        (lambda: page.get_by_role("combobox", name="Variant").select_option("killer"), "sample loaded", "示例"),
    ]
    for act, words_en, words_zh in cases:
        act()
        expect(status).to_contain_text(words_en)
        kind = status.get_attribute("data-kind")
        english.select_option("zh-CN")
        expect(status).to_contain_text(words_zh)
        assert status.get_attribute("data-kind") == kind
        chinese.select_option("en")
        expect(status).to_contain_text(words_en)


def test_pencil_marks_are_described_in_the_language_switched_to(page, guard):
    """A cell's marks kept their description in the old language ("candidates 1 4" in Chinese)."""
    page.goto("index.html?lang=en")
    wait_ready(page)
    first = page.get_by_label("Row 1, column 1", exact=True)
    first.focus()
    page.keyboard.press("Shift+Digit1")
    page.keyboard.press("Shift+Digit4")
    expect(first).to_have_attribute("aria-description", "candidates 1 4")
    page.get_by_role("combobox", name="Language").select_option("zh-CN")
    expect(zh_cell(page, 1, 1)).to_have_attribute("aria-description", "候选数 1 4")
    page.get_by_role("combobox", name="语言").select_option("en")
    expect(first).to_have_attribute("aria-description", "candidates 1 4")


def test_new_puzzles_refusal_is_said_again_with_its_words_in_the_new_language(page, guard):
    """A message whose words were built before the switch came back half in the old language
    ("4×4 的新题目只有这些级别：easy。"): the levels are built again in the new one."""
    page.goto("index.html?lang=en")
    wait_ready(page)
    page.get_by_role("combobox", name="Size").select_option("4")
    page.get_by_role("combobox", name="Level").select_option("diabolical")
    page.get_by_role("button", name="New puzzle", exact=True).click()
    status = page.get_by_role("status")
    expect(status).to_contain_text("easy")
    page.get_by_role("combobox", name="Language").select_option("zh-CN")
    expect(status).to_contain_text("4×4")
    assert "easy" not in status.text_content()


def test_the_language_chosen_is_kept_after_a_reload_and_a_links_lang_still_wins(page, guard):
    page.goto("index.html")
    wait_ready(page)
    page.get_by_role("combobox", name="Language").select_option("zh-CN")
    expect(zh_button(page, "求解")).to_be_visible()
    page.reload()
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "zh-CN"
    expect(page.get_by_role("combobox", name="语言")).to_have_value("zh-CN")
    expect(zh_button(page, "求解")).to_be_enabled()
    page.goto("index.html?lang=en")   # a link's choice wins, and is not remembered
    wait_ready(page)
    expect(page.get_by_role("button", name="Solve", exact=True)).to_be_enabled()
    page.goto("index.html")
    wait_ready(page)
    expect(page.get_by_role("combobox", name="语言")).to_have_value("zh-CN")
    page.get_by_role("combobox", name="语言").select_option("en")   # and back
    page.reload()
    wait_ready(page)
    expect(page.get_by_role("combobox", name="Language")).to_have_value("en")


def test_wrong_entries_and_needed_candidates_are_listed_in_chinese_punctuation(page, guard):
    """Two wrong entries' hint and Apply listed their cells with an English comma and space in
    Chinese ("检查 r1c3, r1c4。", "第1行第3列, 第1行第4列"), and one sentence per entry with a
    space between ("。 r1c4 填了"); in English "row 1, column 3, row 1, column 4" read as one place.
    Each language now lists them with its own words."""
    from sudoku_core import parse, solve
    from sudoku_core.logic import hint_at
    from sudoku_core.logic.notation import cell_name

    page.set_default_timeout(10_000)
    page.goto(f"index.html?puzzle={EASY}&lang=zh-CN")
    wait_ready(page)
    solution = solve(parse(EASY)).solution.cells
    a, b = [i for i, ch in enumerate(EASY) if ch == "."][:2]
    entries = {a: solution[a] % 9 + 1, b: solution[b] % 9 + 1}    # both wrong
    for c, d in entries.items():
        page.locator("#grid td input").nth(c).fill(str(d))
    assert hint_at(parse(EASY), entries).cells == (a, b)
    hint = page.get_by_role("region", name="提示")
    for _ in range(2):
        zh_button(page, "提示").click()
    expect(hint).to_have_text(f"检查 {cell_name(9, a)}、{cell_name(9, b)}。")
    zh_button(page, "提示").click()
    expect(hint).to_have_text("".join(f"{cell_name(9, c)} 填了 {d}，但答案中这一格不是 {d}。" for c, d in entries.items()))
    zh_button(page, "应用").click()
    where = [f"第{c // 9 + 1}行第{c % 9 + 1}列" for c in (a, b)]
    expect(page.get_by_role("status")).to_have_text(f"已删除填错的数字：{where[0]}和{where[1]}。")
    page.get_by_role("combobox", name="语言").select_option("en")
    words = [f"row {c // 9 + 1}, column {c % 9 + 1}" for c in (a, b)]
    expect(page.get_by_role("status")).to_have_text(f"Removed the wrong entries: {words[0]} and {words[1]}.")


def test_the_tutors_notes_about_the_address_follow_a_switch_of_language(page, guard):
    """The tutor opened by a link with a bad puzzle, an unknown algorithm and a bad step said why
    in Chinese with a space between the sentences ("。 网址中的算法"), and a switch of language
    dropped all three for "Step 0: Ready": the notes are said again, in the new language."""
    page.goto("index.html?lang=zh-CN&puzzle=123&algo=bogus&step=abc")
    wait_ready(page)
    status = page.get_by_role("status")
    expect(status).to_contain_text("网址中的算法“bogus”不存在")
    said = status.text_content()
    assert said.startswith("无法读取网址中的题目：") and "已忽略网址中的步数“abc”" in said, said
    assert "。 " not in said, said
    page.get_by_role("combobox", name="语言").select_option("en")
    expect(status).to_contain_text("Unknown algorithm “bogus” in the address")
    said = status.text_content()
    assert said.startswith("Could not read the puzzle in the address: ") and "Ignored step “abc”" in said, said
    assert status.get_attribute("data-kind") == "error"
    page.get_by_role("combobox", name="Language").select_option("zh-CN")
    expect(status).to_contain_text("已忽略网址中的步数“abc”")


def test_a_stray_character_in_the_address_is_said_in_chinese_with_its_place_and_the_grids_digits(page, guard):
    """A 4x4 puzzle in the address with a letter in it: the English names the line and column of
    the text and the digits 1-4; the Chinese named no place in the text and gave 9x9's digits."""
    page.goto("index.html?lang=zh-CN&puzzle=12x4" + "." * 12)
    wait_ready(page)
    status = page.get_by_role("status")
    expect(status).to_contain_text("第1行第3列（文本第1行第3个字符）有无法识别的字符“x”；数字请用 1–4，空格用 . 0 - _ *。")
