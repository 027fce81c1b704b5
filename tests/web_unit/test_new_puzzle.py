"""The page's new-puzzle logic without a browser: reading the bank, going round it, requests."""

import json

import pytest

from sudoku_core.generation.generator import LEVELS_BY_SIZE as CORE_LEVELS
from sudoku_core.generation.generator import generate
from sudoku_core.logic.techniques import BY_ID
from sudoku_web.new_puzzle import LEVELS_BY_SIZE, OFFERED_TECHNIQUES, PAGE_LEVELS, Bank, request
from sudoku_web.technique_names import ZH_NAMES

ROW = {"puzzle": "." * 80 + "1", "level": "hard", "se": 3.2, "hardest": "x_wing", "needs": ["x_wing"],
       "clues": 1, "seed": 7}


def bank_text(rows, size=9):
    return json.dumps({"size": size, "puzzles": rows})


def test_the_page_offers_what_the_core_makes():
    for size, levels in LEVELS_BY_SIZE.items():
        assert set(levels) <= set(CORE_LEVELS[size])
    assert set(PAGE_LEVELS) <= set(CORE_LEVELS[9])
    assert all(tid in BY_ID and tid in ZH_NAMES for tid in OFFERED_TECHNIQUES)


@pytest.mark.parametrize("technique", OFFERED_TECHNIQUES)
def test_every_offered_technique_can_be_made(technique):
    # the page promises these; one that the easiest-step path never needs (simple colouring,
    # which X-chains cover first) would only ever end in "not found"
    generated = generate(9, technique=technique, seed=0, max_tries=300)
    assert technique in generated.needs  # needed() of the teaching profile's path


def test_bank_goes_round_without_repeating_the_board():
    rows = [dict(ROW, puzzle=str(k) + "." * 80) for k in range(1, 4)] + [dict(ROW, level="easy", needs=[])]
    bank = Bank.from_json(bank_text(rows))
    assert len(bank.entries) == 4
    picked = [bank.pick("hard", start=0).puzzle for _ in range(3)]
    assert len(set(picked)) == 3
    again = bank.pick("hard", start=0, avoid=picked[0])  # the round comes back to the first: skipped
    assert again.puzzle != picked[0]
    assert bank.pick(None, "x_wing").hardest == "x_wing"
    assert bank.pick("diabolical") is None and bank.pick(None, "swordfish") is None


def test_a_damaged_bank_is_smaller_never_an_error():
    assert Bank.from_json("not json").entries == []
    assert Bank.from_json(bank_text([ROW], size=16)).entries == []
    broken = [ROW, {"puzzle": "1"}, dict(ROW, se="x"), dict(ROW, puzzle="..."), "row"]
    assert len(Bank.from_json(bank_text(broken)).entries) == 1


def test_requests():
    assert request(9, "hard", None) == ("hard", None, None)
    assert request(9, "hard", "x_wing") == (None, "x_wing", None)
    assert request(16, "hard", None) == (None, None, "new_size_levels")
    assert request(25, "easy", None) == (None, None, "new_no_size")   # no level at all there
    assert request(16, "medium", None) == ("medium", None, None)
    assert request(4, "easy", "x_wing") == (None, None, "new_no_technique")
