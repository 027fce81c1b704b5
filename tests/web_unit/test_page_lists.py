"""index.html's lists (sizes, examples, languages, algorithms) are rendered by build.py from their one
source each, so adding an example or an algorithm needs no edit of the HTML."""

from __future__ import annotations

import re

import build
from sudoku_core import EXAMPLES
from sudoku_core.algorithms import ALGORITHMS
from sudoku_web import markup, options, strings


def values(html):
    return [v for v in re.findall(r'<option value="([^"]*)"', html)]


def test_select_options_come_from_the_sources():
    lists = build.select_options(strings.STRINGS["en"])
    assert values(lists["options:size"]) == [str(n) for n in markup.SIZES]
    assert values(lists["options:example"]) == [""] + list(EXAMPLES)
    assert values(lists["options:lang"]) == list(strings.LANGUAGES)
    assert values(lists["options:algorithm"]) == list(ALGORITHMS)
    assert f'<option value="{options.DEFAULT_ALGO}" selected' in lists["options:algorithm"]
    assert f'<option value="{markup.DEFAULT_SIZE}" selected' in lists["options:size"]


def test_the_page_template_holds_no_list_of_its_own():
    html = (build.WEB / "index.html").read_text()
    for name in ("size", "example", "lang", "t-algo"):
        select = re.search(rf'<select id="{name}"[^>]*>(.*?)</select>', html, re.S).group(1)
        assert "<option" not in select and "{{options:" in select
