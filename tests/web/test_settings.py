"""The Settings dialog in Chromium: a dialog of radio groups, choices shown on <body> at once,
remembered across a reload and followed by another tab; an embedded page takes ``settings=``."""

from __future__ import annotations

from playwright.sync_api import expect

from .axe import assert_no_violations
from .conftest import UI_TIMEOUT, wait_ready


def test_settings_dialog_choices_take_effect_and_survive_a_reload(app, guard):
    page = app
    body = page.locator("body")
    expect(body).to_have_attribute("data-set-entry", "cell")
    page.get_by_role("button", name="Settings").click()
    dialog = page.get_by_role("dialog", name="Settings")
    expect(dialog).to_be_visible()
    entry = dialog.get_by_role("group", name="Entering digits")
    entry.get_by_role("radio", name="Digit first: pick a digit, then tap cells").check()
    expect(body).to_have_attribute("data-set-entry", "digit")
    dialog.get_by_role("group", name="Mistakes").get_by_role("radio", name="Check against the solution").check()
    expect(body).to_have_attribute("data-set-mistakes", "solution")
    assert_no_violations(page, "the Settings dialog")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()

    other = page.context.new_page()                 # another tab follows at once
    other.on("pageerror", lambda err: guard.page_errors.append(str(err)))
    other.goto("index.html")
    wait_ready(other)
    expect(other.locator("body")).to_have_attribute("data-set-entry", "digit")
    page.get_by_role("button", name="Settings").click()
    dialog.get_by_role("radio", name="Cell first: tap a cell, then a digit").check()
    dialog.get_by_role("button", name="Close").click()
    expect(other.locator("body")).to_have_attribute("data-set-entry", "cell", timeout=UI_TIMEOUT)
    other.close()

    page.reload()
    wait_ready(page)
    expect(body).to_have_attribute("data-set-entry", "cell")
    expect(body).to_have_attribute("data-set-mistakes", "solution")
    page.get_by_role("button", name="Settings").click()
    expect(dialog.get_by_role("radio", name="Check against the solution")).to_be_checked()


def test_an_embedded_page_takes_its_settings_from_the_address(page, site):
    page.goto(site + "index.html?embed=1&settings=timer:hidden,entry:digit,bogus:1")
    wait_ready(page)
    body = page.locator("body")
    expect(body).to_have_attribute("data-set-timer", "hidden")
    expect(body).to_have_attribute("data-set-entry", "digit")
    expect(body).to_have_attribute("data-set-mistakes", "repeats")


FULL_STORAGE = """
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
        if (String(key).startsWith('sudoku-solver:')) throw new DOMException('full', 'QuotaExceededError');
        return setItem.call(this, key, value);
    };
"""


def test_a_setting_or_language_storage_refuses_is_said_not_silently_forgotten(app):
    """With storage full (or refused), a choice of setting or language was forgotten at the next
    visit without a word: the person is told, once, as for the work."""
    page = app
    page.add_init_script(FULL_STORAGE)
    page.reload()
    wait_ready(page)
    notice = page.locator("#saved-notice")            # (its name is in the page's language)
    page.get_by_role("button", name="Settings").click()
    dialog = page.get_by_role("dialog", name="Settings")
    dialog.get_by_role("group", name="Timer").get_by_role("radio", name="Hidden").check()
    expect(page.locator("body")).to_have_attribute("data-set-timer", "hidden")
    dialog.get_by_role("button", name="Close").click()
    expect(notice).to_contain_text("Your settings and language are not being remembered")
    page.select_option("#lang", "zh-CN")
    expect(notice).to_contain_text("你的设置和语言没有被保存")
    expect(notice.get_by_role("group")).to_have_count(1)


def test_damaged_stored_settings_are_said_once_and_the_good_ones_kept(app):
    """Stored settings with a damaged value (or not JSON at all) fell back to the defaults without
    a word. The values that read are kept, the damaged ones are the defaults, the stored text is
    kept aside, and the person is told once (a reload does not say it again)."""
    page = app
    damaged = '{"v": 1, "entry": "digit", "timer": 7, "mistakes": "loud"}'
    page.evaluate("(text) => localStorage.setItem('sudoku-solver:settings', text)", damaged)
    page.reload()
    wait_ready(page)
    body = page.locator("body")
    expect(body).to_have_attribute("data-set-entry", "digit")          # the good part kept
    expect(body).to_have_attribute("data-set-timer", "shown")          # the damaged parts: defaults
    expect(body).to_have_attribute("data-set-mistakes", "repeats")
    notice = page.locator("#saved-notice")
    expect(notice).to_contain_text("Some of your saved settings could not be read")
    aside = page.evaluate("() => JSON.parse(localStorage.getItem('sudoku-solver:settings:aside'))")
    assert aside == [{"problem": "partial", "text": damaged}]
    page.reload()
    wait_ready(page)
    expect(body).to_have_attribute("data-set-entry", "digit")
    expect(page.locator("#saved-notice")).to_be_hidden()                # said once

    page.evaluate("() => localStorage.setItem('sudoku-solver:settings', '{not json')")
    page.goto("index.html?lang=zh-CN")
    wait_ready(page)
    expect(body).to_have_attribute("data-set-entry", "cell")
    expect(page.locator("#saved-notice")).to_contain_text("已保存的设置无法读取")
