"""Variant logic on the page (issue 33): a killer's hint said, drawn and applied; a jigsaw explained
and rated; a fresh killer generated at a level. The oracle is the core, run here in CPython on the same puzzle: the page must show the
step the core's variant engine finds (its sentence, its pattern, what it removes), Apply must change
exactly the candidates the step removes, and Explain must list the core's whole path.
"""

from __future__ import annotations

import re

from playwright.sync_api import expect

from sudoku_core.variants.formats import read_variant
from sudoku_core.variants.logic import variant_hint, variant_path
from sudoku_core.variants.logic.board import layout_of
from sudoku_core.variants.logic.words import variant_sentence
from sudoku_web.variant_samples import SAMPLES

from .conftest import ENGINE_TIMEOUT, wait_engine
from .helpers import cell
from .test_workspace import button, drawn, hint_region, status


def marks_at(page, index: int) -> str:
    """The candidates shown in cell ``index`` (a variant cell's name says more than its place)."""
    return page.evaluate("(i) => { const pm = document.querySelectorAll('#grid td')[i].querySelector('.pm');"
                         " return pm ? pm.textContent : ''; }", index)


def pick(page, kind):
    page.get_by_role("combobox", name="Variant").select_option(kind)
    expect(status(page)).to_contain_text("sample loaded")
    wait_engine(page)


def test_a_killer_hint_is_said_drawn_and_applied(app):
    page = app
    variant = read_variant(SAMPLES["killer"])
    hint = variant_hint(variant)
    step = hint.step
    assert step.eliminations, "the sample's first step removes candidates"
    pick(page, "killer")
    button(page, "Hint").click()                          # level 1: the technique and where to look
    expect(hint_region(page)).to_contain_text("Next technique: ")
    assert page.evaluate("document.body.dataset.hintTechnique") == step.technique
    button(page, "Hint").click()                          # level 2: the pattern drawn on the grid
    involved = page.evaluate("[...document.querySelectorAll('#grid td')].flatMap((td, i) => td.dataset.hint ? [i] : [])")
    assert set(step.pattern.cells) <= set(involved)
    button(page, "Hint").click()                          # level 3: the whole sentence, and what goes
    expect(hint_region(page)).to_have_text(variant_sentence(step, layout_of(variant)))
    assert sorted(drawn(page, "elim")) == sorted([c, str(d)] for c, d in step.eliminations)
    button(page, "Apply").click()
    expect(status(page)).to_contain_text("Applied: ")
    for c in {c for c, _ in step.eliminations}:
        kept = "".join(str(d) for d in range(1, 10) if hint.grid.cands[c] >> (d - 1) & 1 and (c, d) not in step.eliminations)
        assert marks_at(page, c) == kept, c
    button(page, "Hint").click()                          # the next hint starts from the applied step
    after = hint.grid.copy()
    after.apply(step)
    expect(hint_region(page)).to_contain_text("Next technique: ")
    from sudoku_core.logic.path import next_step
    from sudoku_core.variants.logic import VARIANT_TECHNIQUES

    assert page.evaluate("document.body.dataset.hintTechnique") == next_step(after, VARIANT_TECHNIQUES).technique


def test_a_jigsaw_is_explained_step_by_step_and_rated(app):
    page = app
    variant = read_variant(SAMPLES["jigsaw"])
    path = variant_path(variant)
    assert path.solved
    pick(page, "jigsaw")
    button(page, "Explain").click()
    page.wait_for_function("document.body.dataset.explainSteps", timeout=ENGINE_TIMEOUT)
    assert page.evaluate("document.body.dataset.explainSteps") == str(len(path.steps))
    rating = page.locator("#rating")
    expect(rating).to_contain_text("scale for variants")
    hardest = max(s.difficulty for s in path.steps)
    expect(rating).to_contain_text(f"{hardest:.1f}")
    layout = layout_of(variant)
    for k in (0, len(path.steps) - 1):
        page.locator(f"#explain-list button[data-step='{k}']").click()
        expect(hint_region(page)).to_contain_text(variant_sentence(path.steps[k], layout))
    # the law of leftovers: the rows and regions it compares are drawn as its area
    k = next(k for k, s in enumerate(path.steps) if s.technique == "law_of_leftovers")
    page.locator(f"#explain-list button[data-step='{k}']").click()
    parts = path.steps[k].parts
    area = {c for h in parts["houses"] + parts["regions"] for c in layout.houses[h][2]} - set(path.steps[k].pattern.cells)
    assert set(page.evaluate("[...document.querySelectorAll('#grid td')].flatMap((td, i) => "
                             "td.dataset.hint === 'area' ? [i] : [])")) == area
    # in Chinese, the same step in the page's own words
    page.get_by_role("combobox", name=re.compile("Language|语言")).select_option("zh-CN")
    from sudoku_web.variant_step_words import ZH_NAMES

    page.locator("#explain-list button[data-step='0']").click()
    expect(page.locator("#hint-text")).to_contain_text(ZH_NAMES[path.steps[0].technique] + "：")
    expect(rating).to_contain_text("本页的变体标准")


def test_a_fresh_killer_is_generated_at_the_level_asked_for(app):
    page = app
    pick(page, "killer")
    page.get_by_label("Level").select_option("hard")
    button(page, "Generate").click()
    expect(status(page)).to_contain_text("Freshly generated Killer puzzle, hard", timeout=ENGINE_TIMEOUT)
    expect(status(page)).to_contain_text(re.compile(r"; \d+ cages, no givens \(seed \d+\)"))   # not "0 givens"
    from sudoku_core.variants import count_variant

    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    button(page, "Share").click()
    link = page.evaluate("navigator.clipboard.readText()")
    from urllib.parse import parse_qs, urlparse

    variant = read_variant(parse_qs(urlparse(link).query)["variant"][0])
    assert variant.kinds() == ("killer",) and not any(variant.givens) and count_variant(variant, cap=2).count == 1
    assert variant != read_variant(SAMPLES["killer"])
    button(page, "Hint").click()                          # and its logic answers at once
    expect(hint_region(page)).to_contain_text("Next technique: ")


def test_a_fresh_puzzle_says_the_boards_rules_it_leaves_out(app):
    """Generate on a killer board with diagonals put a plain killer in its place without a word
    (the generator makes one kind at a time): said, in both languages, and Undo brings the rules back."""
    page = app
    pick(page, "killer")
    page.get_by_role("checkbox", name="Diagonals").check()
    expect(status(page)).to_contain_text("Diagonals: on.")
    page.get_by_label("Level").select_option("medium")
    button(page, "Generate").click()
    expect(status(page)).to_contain_text("Freshly generated Killer puzzle, medium", timeout=ENGINE_TIMEOUT)
    expect(status(page)).to_contain_text("the board's Diagonal (Sudoku-X) rules are not in it (Undo brings them back)")
    expect(page.get_by_role("checkbox", name="Diagonals")).not_to_be_checked()
    page.get_by_role("combobox", name=re.compile("Language|语言")).select_option("zh-CN")
    expect(status(page)).to_contain_text("规则不在其中")
    page.get_by_role("combobox", name=re.compile("Language|语言")).select_option("en")
    button(page, "Undo").click()
    expect(page.get_by_role("checkbox", name="Diagonals")).to_be_checked()
    pick(page, "killer")                                  # a plain killer board: nothing to say
    button(page, "Generate").click()
    expect(status(page)).to_contain_text("Freshly generated Killer puzzle, medium", timeout=ENGINE_TIMEOUT)
    expect(status(page)).not_to_contain_text("not in it")


def test_the_daily_puzzle_of_a_variant_is_generated_from_the_date(app):
    page = app
    pick(page, "jigsaw")
    today = page.evaluate("(() => { const d = new Date(); return d.getFullYear() + '-' + "
                          "String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0'); })()")
    from sudoku_core.variants.generation import generate_variant
    from sudoku_web.daily import variant_daily

    level, seed = variant_daily(today, "jigsaw")
    made = generate_variant("jigsaw", level, seed=seed)                    # the same puzzle everywhere
    expected = made.variant
    button(page, "Daily puzzle").click()
    expect(status(page)).to_contain_text(f"Daily Jigsaw puzzle for {today}", timeout=ENGINE_TIMEOUT)
    assert page.evaluate("document.body.dataset.daily") == today
    values = page.evaluate("[...document.querySelectorAll('#grid td input')].map(i => i.value || '.')")
    assert "".join(values) == "".join(str(v) if v else "." for v in expected.givens)
    expect(page.locator("#grid td input").first).to_have_accessible_name(
        re.compile(rf"^Row 1, column 1, region {expected.regions[0] + 1}$"))
    empty = next(i for i, v in enumerate(expected.givens) if not v)
    page.locator("#grid td input").nth(empty).fill(str(made.solution[empty]))
    button(page, "Daily puzzle").click()                      # again: the work on it stays
    expect(status(page)).to_contain_text(f"Daily Jigsaw puzzle for {today}", timeout=ENGINE_TIMEOUT)
    assert page.evaluate("[...document.querySelectorAll('#grid td input')].filter(i => i.value).length") \
        == sum(1 for v in expected.givens if v) + 1


def test_even_odd_chosen_with_no_cell_marked_yet_generates_an_even_odd_puzzle(app):
    """Even/odd has no rule until a cell is marked; New puzzle then made a classic puzzle."""
    page = app
    page.get_by_role("combobox", name="Variant").select_option("even-odd")
    page.get_by_label("Level").select_option("medium")
    button(page, "Generate").click()
    expect(status(page)).to_contain_text("Freshly generated Even/odd puzzle, medium", timeout=ENGINE_TIMEOUT)
    expect(status(page)).to_contain_text(re.compile(r"; \d+ givens \(seed \d+\)"))   # no "0 cages"
    expect(page.locator("body")).to_have_attribute("data-variant", "even-odd")
    # variants are made at 9x9 only: from a 4x4 board that is said, not done silently
    page.get_by_role("combobox", name="Size").select_option("4")
    page.get_by_role("checkbox", name="Anti-king").check()
    page.get_by_label("Level").select_option("easy")
    button(page, "Generate").click()
    expect(status(page)).to_contain_text("Freshly generated Anti-king puzzle, easy", timeout=ENGINE_TIMEOUT)
    expect(status(page)).to_contain_text("so the board went from 4×4 to 9×9")
    expect(page.locator("#grid")).to_have_attribute("data-size", "9")


def test_status_sentences_say_an_and_one_cell(app):
    page = app
    page.evaluate("""(text) => {
        const dt = new DataTransfer();
        dt.setData('text/plain', text);
        document.body.dispatchEvent(new ClipboardEvent('paste', {clipboardData: dt, bubbles: true, cancelable: true}));
    }""", ".AntiKnight.~R1C1_5~R1C2_6")
    expect(status(page)).to_contain_text("Pasted an Anti-knight puzzle with 2 givens")
    page.evaluate("""(text) => {
        const dt = new DataTransfer();
        dt.setData('text/plain', text);
        document.body.dispatchEvent(new ClipboardEvent('paste', {clipboardData: dt, bubbles: true, cancelable: true}));
    }""", ".AntiKnight.~R1C1_5")
    expect(status(page)).to_have_text("Pasted an Anti-knight puzzle with 1 given.")
    page.get_by_role("button", name="Select cells").click()
    cell(page, 2, 2).click()
    expect(status(page)).to_have_text("1 cell selected.")
    cell(page, 2, 3).click()
    expect(status(page)).to_have_text("2 cells selected.")
    page.get_by_label("Cage sum").fill("99")
    page.get_by_role("button", name="Add cage").click()     # refused, and said why
    expect(status(page)).to_have_text("No 2 different digits add up to 99.")


def test_a_thermometer_hint_is_said_drawn_and_applied_in_chinese_too(app):
    page = app
    variant = read_variant(SAMPLES["thermo"])
    hint = variant_hint(variant)
    step = hint.step
    assert step.technique == "thermometer" and step.eliminations
    pick(page, "thermo")
    button(page, "Hint").click()
    expect(hint_region(page)).to_contain_text("Next technique: Thermometer")
    button(page, "Hint").click()
    involved = page.evaluate("[...document.querySelectorAll('#grid td')].flatMap((td, i) => td.dataset.hint ? [i] : [])")
    assert set(step.pattern.cells) <= set(involved)
    button(page, "Hint").click()
    expect(hint_region(page)).to_have_text(variant_sentence(step, layout_of(variant)))
    assert sorted(drawn(page, "elim")) == sorted([c, str(d)] for c, d in step.eliminations)
    button(page, "Apply").click()
    expect(status(page)).to_contain_text("Applied: ")
    page.get_by_role("combobox", name=re.compile("Language|语言")).select_option("zh-CN")
    button(page, "提示").click()
    expect(page.locator("#hint-text")).to_contain_text("温度计")


def test_a_dot_hint_is_said_drawn_and_applied_in_chinese_too(app):
    page = app
    variant = read_variant(SAMPLES["kropki"])
    hint = variant_hint(variant)
    step = hint.step
    assert step.technique == "dot" and step.eliminations
    pick(page, "kropki")
    button(page, "Hint").click()
    expect(hint_region(page)).to_contain_text("Next technique: Dot")
    button(page, "Hint").click()
    involved = page.evaluate("[...document.querySelectorAll('#grid td')].flatMap((td, i) => td.dataset.hint ? [i] : [])")
    assert set(step.pattern.cells) <= set(involved)
    button(page, "Hint").click()
    expect(hint_region(page)).to_have_text(variant_sentence(step, layout_of(variant)))
    expect(hint_region(page)).to_contain_text("black dot between")
    assert sorted(drawn(page, "elim")) == sorted([c, str(d)] for c, d in step.eliminations)
    button(page, "Apply").click()
    expect(status(page)).to_contain_text("Applied: ")
    page.get_by_role("combobox", name=re.compile("Language|语言")).select_option("zh-CN")
    button(page, "提示").click()
    expect(page.locator("#hint-text")).to_contain_text("点")


def test_a_sandwich_hint_is_said_drawn_and_applied_in_chinese_too(app):
    page = app
    variant = read_variant(SAMPLES["sandwich"])
    hint = variant_hint(variant)
    step = hint.step
    assert step.technique == "sandwich" and step.eliminations
    pick(page, "sandwich")
    button(page, "Hint").click()
    expect(hint_region(page)).to_contain_text("Next technique: Sandwich")
    button(page, "Hint").click()
    involved = page.evaluate("[...document.querySelectorAll('#grid td')].flatMap((td, i) => td.dataset.hint ? [i] : [])")
    assert set(step.pattern.cells) <= set(involved)
    button(page, "Hint").click()
    expect(hint_region(page)).to_have_text(variant_sentence(step, layout_of(variant)))
    expect(hint_region(page)).to_contain_text("between the 1 and the 9 of")
    assert sorted(drawn(page, "elim")) == sorted([c, str(d)] for c, d in step.eliminations)
    button(page, "Apply").click()
    expect(status(page)).to_contain_text("Applied: ")
    page.get_by_role("combobox", name=re.compile("Language|语言")).select_option("zh-CN")
    button(page, "提示").click()
    button(page, "提示").click()
    button(page, "提示").click()
    expect(page.locator("#hint-text")).to_contain_text("三明治：")
    expect(page.locator("#hint-text")).to_contain_text("中 1 与 9 之间的数字之和为")
