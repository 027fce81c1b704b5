"""Fixtures the page's unit tests share."""

from __future__ import annotations

import pytest

from sudoku_web import strings


@pytest.fixture
def lang():
    """Set the page's language for a test (``lang("zh-CN")``); English again afterwards."""
    yield strings.set_lang
    strings.set_lang("en")
