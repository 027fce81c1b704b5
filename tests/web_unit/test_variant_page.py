"""The page's pure variant modules in CPython (issue 32): the rules' edits and stored form
(``variant_rules``), the drawing and the cells' names (``variant_draw``, ``variant_words``), the
samples, and the work's positions carrying a variant (``workspace``)."""

from __future__ import annotations

import json

import pytest

from sudoku_core.variants import count_variant
from sudoku_core.variants.conflicts import variant_conflicts
from sudoku_core.variants.formats import read_variant
from sudoku_web import variant_rules as vr
from sudoku_web.strings import set_lang
from sudoku_web.variant_draw import drawing
from sudoku_web.variant_samples import SAMPLES
from sudoku_web.variant_words import cell_notes, conflict_sentence, rules_line
from sudoku_web.workspace import History, Position

SYMBOLS = "123456789"


@pytest.fixture
def zh():
    set_lang("zh-CN")
    yield
    set_lang("en")


def killer():
    return vr.with_cage(None, 9, [0, 1, 9], 10)


def test_the_stored_form_reads_back_the_same_rules_and_classic_is_empty():
    variant = vr.with_constraint(killer(), 9, "diagonal", True)
    variant = vr.with_parity(vr.painted(variant, 9, [0], 1), 9, [5], "even")
    variant = vr.with_constraint(vr.with_constraint(variant, 9, "anti-king", True), 9, "non-consecutive", True)
    text = vr.rules_text(variant)
    assert vr.read_rules(text) == variant
    assert json.loads(text)["cages"] == [[[0, 1, 9], 10]]
    assert vr.rules_text(None) == "" and vr.rules_text(vr.classic_rules(9)) == ""
    with pytest.raises(ValueError):
        vr.read_rules('{"size": 9, "cages": [[[0, 99], 5]]}')


@pytest.mark.parametrize("value", [
    {"name": "Killer \u6570\u72ec \U0001F600", "cages": [[[0, 1], 3]], "box": None, "no_boxes": False},
    {"z": [1, -2, None, True, False, "tab\there \"q\" back\\slash\x01\x7f"], "a": {"b": [], "\u00e9": {}}},
    [], "", 0,
])
def test_the_rules_text_is_cpythons_canonical_json_on_every_interpreter(value):
    """The stored rules' text is compared as text: MicroPython must write what CPython writes
    (tests/micropython/page_script.py checks it there)."""
    assert vr.canonical_json(value) == json.dumps(value, sort_keys=True, separators=(",", ":"))
    for kind, text in SAMPLES.items():
        variant = read_variant(text)
        data = json.loads(vr.rules_text(variant))
        assert vr.rules_text(variant) == json.dumps(data, sort_keys=True, separators=(",", ":")), kind


def test_edits_switch_constraints_and_refuse_what_cannot_be_a_cage():
    variant = killer()
    assert variant.kinds() == ("killer",)
    on = vr.with_constraint(variant, 9, "windoku", True)
    assert vr.constraints_of(on) == {"windoku"}
    assert vr.constraints_of(vr.with_constraint(on, 9, "windoku", False)) == set()
    for cells, total, reason in (([2, 3], 10, "cage_overlap"), ([0], 5, "cage_overlap"), ([30, 50], 5, "cage_apart"),
                                 ([30, 31], 18, "cage_sum"), (list(range(36, 46)), None, "cage_too_big"), ([], 3, "no_cells")):
        with pytest.raises(vr.EditRefused) as refused:
            vr.with_cage(variant if reason != "cage_overlap" or cells != [2, 3] else vr.with_cage(variant, 9, [2, 3], 4),
                         9, cells, total)
        assert refused.value.reason == reason
    assert vr.without_cages(variant, [9]).cages == ()
    with pytest.raises(vr.EditRefused):
        vr.with_constraint(None, 4, "windoku", True)
    jigsaw = vr.with_constraint(vr.painted(None, 9, [3], 0), 9, "windoku", True)   # with regions too, as ISS
    assert jigsaw.extra_houses == read_variant(".Windoku").extra_houses
    sixteen = vr.with_constraint(None, 16, "windoku", True)   # (it was refused: the pasted one worked)
    assert sixteen.extra_houses == read_variant(".Shape~16x16.Windoku").extra_houses and len(sixteen.extra_houses) == 9
    assert vr.with_constraint(None, 9, "windoku", True).extra_houses == read_variant(".Windoku").extra_houses


def test_a_cells_highlight_follows_its_region_diagonal_and_cage_not_the_box():
    variant = vr.with_cage(vr.with_constraint(vr.painted(None, 9, [3], 0), 9, "diagonal", True), 9, [30, 31], 5)
    peers = vr.house_peers(variant, 30)                  # r4c4: row 4, column 4, box-region 4, diagonal, cage
    assert 31 in peers and 0 in peers and 80 in peers     # its cage-mate and the falling diagonal
    assert 3 in peers                                     # column 4
    assert 12 not in vr.house_peers(variant, 2) and 3 in vr.house_peers(variant, 2)   # r1c4 joined region 1
    assert 30 not in peers


def test_painting_turns_boxes_into_regions_and_solve_checks_their_sizes():
    variant = vr.painted(None, 9, [0], 1)
    assert variant.kinds() == ("jigsaw",) and variant.box_shape is None
    assert vr.region_sizes(variant)[0] == 8
    from sudoku_core import SudokuError

    with pytest.raises(SudokuError) as err:
        vr.checked(variant, (0,) * 81)
    assert err.value.code == "bad_region"


def test_a_cage_is_drawn_with_its_outer_edges_and_its_sum_in_its_first_cell():
    cells = drawing(killer())
    assert cells[0].classes == ["cg", "cg-t", "cg-l"] and cells[0].total == "10"
    assert cells[1].classes == ["cg", "cg-t", "cg-r", "cg-b"] and cells[1].total == ""
    assert cells[9].classes == ["cg", "cg-r", "cg-b", "cg-l"]
    assert cell_notes(cells[9].notes) == ", cage 10"
    assert drawing(None) == []


def test_regions_diagonals_windows_and_parity_are_drawn_and_named():
    variant = vr.with_parity(vr.with_constraint(vr.painted(None, 9, [3], 0), 9, "diagonal", True), 9, [10], "odd")
    cells = drawing(variant)
    assert "r-l" not in cells[3].classes and "r-l" in cells[4].classes and "r-t" in cells[12].classes
    assert cell_notes(cells[10].notes) == ", region 1, diagonal, odd"
    assert "v-odd" in cells[10].classes and "v-diag" in cells[10].classes
    windows = drawing(vr.with_constraint(None, 9, "windoku", True))
    assert "v-win" in windows[10].classes and cell_notes(windows[10].notes) == ", window"


def test_conflicts_and_rules_are_said_for_the_variant_in_english_and_chinese(zh):
    variant = vr.with_constraint(killer(), 9, "anti-knight", True)
    values = [0] * 81
    values[0], values[1], values[9] = 4, 5, 3
    values[30], values[47] = 7, 7          # r4c4 and r6c3: a knight's move apart
    found = {c.rule: c for c in variant_conflicts(variant, values)}
    assert conflict_sentence(found["cage_over"], 9, SYMBOLS) == "第1行第1列和第1行第2列和第2行第1列 处和为 10 的笼子已经加到 12。"
    assert cell_notes(drawing(variant)[9].notes) == "，笼子 10"
    assert rules_line(variant).startswith("规则：杀手数独、无马。")
    assert "。 " not in rules_line(variant)     # no space between Chinese sentences
    set_lang("en")
    assert conflict_sentence(found["cage_over"], 9, SYMBOLS) == (
        "The cage of 10 at row 1, column 1 and row 1, column 2 and row 2, column 1 already adds up to 12.")
    assert conflict_sentence(found["anti-knight"], 9, SYMBOLS) == (
        "7 at row 4, column 4 and at row 6, column 3, a knight's move apart (anti-knight).")
    repeat = vr.with_cage(None, 9, [0, 1], None)
    values = [0] * 81
    values[0] = values[1] = 2
    cage = next(c for c in variant_conflicts(repeat, values) if c.rule == "cage")
    assert conflict_sentence(cage, 9, SYMBOLS) == (
        "2 appears twice in a cage without a sum: row 1, column 1 and row 1, column 2.")
    assert rules_line(variant).startswith("Rules: Killer, Anti-knight. The digits of a dashed cage")
    assert rules_line(None) == ""
    groups = read_variant("variant: disjoint\nsize: 9\n")             # every kind has its sentence
    assert rules_line(groups) == "Rules: Disjoint groups. Cells in the same place of every box never hold the same digit."
    assert "No extra house" in rules_line(read_variant("variant: extra-house\nsize: 9\nhouse: r1c1, r2c2, r3c3\n"))


def test_stored_rules_read_with_their_cages_in_one_order():
    # Work saved before make_variant sorted cages kept them in the generator's order: read back,
    # the same killer did not equal today's (the daily killer's work was put aside on reload).
    ordered = vr.with_cage(vr.with_cage(None, 9, [0, 1], 3), 9, [70, 71], 17)
    text = vr.rules_text(ordered)
    data = json.loads(text)
    data["cages"].reverse()
    assert vr.read_rules(json.dumps(data)) == vr.read_rules(text) == ordered


STORED_RULES = {"size": 9, "box": [3, 3], "regions": None, "no_boxes": False, "extra": [], "differ": [],
                "cages": [], "parity": [], "non_consecutive": False, "name": ""}


@pytest.mark.parametrize("damage", [
    {"box": [5, 7]}, {"box": [0, 0]}, {"box": [2, 2]}, {"box": [9]}, {"box": [3, 3, 3]}, {"box": [3.0, 3.0]},
    {"box": "ab"}, {"box": [1, 9]}, {"box": [-3, -3]}, {"cages": [[[], 5]]}, {"cages": [[[0, 0, 1], 10]]},
    {"cages": [[[0, 1], -5]]}, {"extra": [["diagonal-", [0, 1]]]}, {"extra": [["house", []]]},
    {"regions": [0] * 81, "box": None}, {"dots": [["white", 0, 0]]}, {"thermos": [[0, 0, 0]]},
    {"arrows": [[[0], [0]]]}, {"parity": [[0, "even"], [0, "odd"]]},
])
def test_stored_rules_damaged_by_hand_either_do_not_read_or_are_drawn_and_checked(damage):
    """A variant's work stored with rules damaged by hand (a box of 5x7 or 0x0, a cage of no cell)
    read back, and the page then drew them and looked for conflicts at start: an exception there
    stopped the page from starting, on every visit. Rules that read must be drawable and
    checkable (their faults are the solver's to say); the others do not read, and the work is
    put aside as damaged."""
    text = json.dumps(dict(STORED_RULES, **damage))
    position = {"size": 9, "givens": "." * 81, "entries": "." * 81, "marks": [0] * 81, "started": True,
                "variant": text}
    try:
        rules = Position.from_json(position).rules()
    except ValueError:
        assert History.read({"v": 1, "tab": "solver", "at": 0, "positions": [position]}).history is None
        return
    values = [0] * 81
    values[0] = values[1] = values[9] = values[80] = 1
    for found in variant_conflicts(rules, values):
        assert conflict_sentence(found, 9, SYMBOLS)
    for one in drawing(rules):
        cell_notes(one.notes)
    assert rules_line(rules) is not None


def test_a_window_region_and_group_are_said_in_chinese_as_rows_are(zh):
    # "1 在窗口 3中出现了两次": the extra houses were said with a space before their number, and
    # the sentence read unevenly beside "在第1列中".
    windows = vr.with_constraint(None, 9, "windoku", True)
    values = [0] * 81
    values[5 * 9 + 1], values[7 * 9 + 3] = 1, 1          # r6c2 and r8c4: both in the third window
    found = [c for c in variant_conflicts(windows, values) if c.rule == "windoku"]
    assert [conflict_sentence(c, 9, SYMBOLS) for c in found] == ["1 在第3窗口中出现了两次：第6行第2列和第8行第4列。"]
    from sudoku_web.variant_words import house_name

    assert [house_name(rule, 1, 9) for rule in ("region", "disjoint", "house")] == ["第2区域", "第2同位组", "第2额外区域"]


@pytest.mark.parametrize("kind", sorted(SAMPLES))
def test_each_sample_reads_is_of_its_kind_and_has_one_solution(kind):
    """... and the variant logic finishes it without forcing chains: a sample is where a person
    first asks for a hint (the arrow sample rated 9.9, chains from its first step)."""
    from sudoku_core.variants.logic import rate_variant

    variant = read_variant(SAMPLES[kind])
    assert variant.kinds() == (kind,)
    assert count_variant(variant, cap=2).count == 1
    rating = rate_variant(variant, budget=60)
    assert rating.solved and rating.se <= 3.5, (kind, rating.se, rating.hardest)


def test_a_position_keeps_its_variant_in_storage_and_fills_candidates_by_its_rules():
    rules = vr.rules_text(vr.with_cage(None, 9, [0, 1], 3))
    pos = Position(9, "." * 81, "." * 81, (0,) * 81, True, variant=rules)
    filled = pos.with_candidates()
    assert filled.marks[0] == 0b11 and filled.marks[1] == 0b11          # a cage of 3: 1 and 2
    assert filled.marks[2] == 0b111111111
    entered = filled.with_entry(0, "1")
    assert entered.marks[1] == 0b10                                   # its cage-mate loses the 1
    history = History(pos)
    history.push(entered)
    back = History.from_json(json.loads(json.dumps(history.to_json())))[0]
    assert back.current == entered and back.current.variant == rules
    classic = Position.empty(9).to_json()
    assert "variant" not in classic
    damaged = dict(entered.to_json(), variant='{"size": 9, "cages": "x"}')
    with pytest.raises(ValueError):
        Position.from_json(damaged)


# ----- thermometers ------------------------------------------------------------------------------
THERMO_PATH = [20, 10, 0, 1]    # r3c3 (the bulb), r2c2, r1c1, r1c2: the order the cells were selected


def test_a_thermometer_runs_from_the_first_cell_selected_and_is_stored_and_refused_by_rule():
    variant = vr.with_thermo(None, 9, THERMO_PATH)
    assert variant.thermos == (tuple(THERMO_PATH),) and variant.kinds() == ("thermo",)
    text = vr.rules_text(variant)
    assert json.loads(text)["thermos"] == [THERMO_PATH] and vr.read_rules(text) == variant
    assert "thermos" not in vr.rules_text(killer())      # rules stored before thermometers keep their text
    assert vr.checked(variant, (0,) * 81).thermos == variant.thermos
    for path, reason, cells in (([5], "thermo_short", (5,)), ([0, 2], "thermo_apart", (0, 2)),
                                (list(range(9)) + [17], "thermo_long", None), (THERMO_PATH, "thermo_same", None)):
        with pytest.raises(vr.EditRefused) as refused:
            vr.with_thermo(variant, 9, path)
        assert refused.value.reason == reason and (cells is None or refused.value.cells == cells)
    both = vr.with_thermo(vr.with_cage(variant, 9, [40, 41], 5), 9, [40, 50])
    assert vr.without_thermos(both, [10]).thermos == ((40, 50),) and vr.without_thermos(both, [10]).cages
    assert vr.without_thermos(both, [40]).thermos == (tuple(THERMO_PATH),)
    with pytest.raises(ValueError):
        vr.read_rules('{"size": 9, "thermos": [[3]]}')


def test_a_thermometer_is_drawn_bulb_and_bar_towards_each_neighbour_and_named():
    cells = drawing(vr.with_thermo(None, 9, THERMO_PATH))
    assert cells[20].classes == ["th", "th-bulb", "th-nw"]           # r3c3 towards r2c2
    assert cells[10].classes == ["th", "th-se", "th-nw"]             # r2c2: back to r3c3, on to r1c1
    assert cells[0].classes == ["th", "th-se", "th-e"] and cells[1].classes == ["th", "th-w"]
    assert cell_notes(cells[20].notes) == ", thermometer bulb" and cell_notes(cells[1].notes) == ", thermometer"
    forked = drawing(vr.with_thermo(vr.with_thermo(None, 9, [40, 41]), 9, [40, 31]))   # two sharing a bulb
    assert forked[40].classes == ["th", "th-bulb", "th-n", "th-e"] and cell_notes(forked[40].notes) == ", thermometer bulb"


def test_a_thermometer_broken_is_said_and_an_entry_takes_the_marks_it_rules_out(zh):
    variant = vr.with_thermo(None, 9, THERMO_PATH)
    values = [0] * 81
    values[20], values[1] = 6, 4
    found = [c for c in variant_conflicts(variant, values) if c.rule == "thermo"]
    assert [conflict_sentence(c, 9, SYMBOLS) for c in found] == [
        "第3行第3列 的 6 和 第1行第2列 的 4：温度计上的数字从 第3行第3列 起逐格增大，往后 3 格的 第1行第2列 至少是 9（温度计）。"]
    assert rules_line(variant) == "规则：温度计。每支灰色温度计上的数字从圆形球端起逐格增大。"
    set_lang("en")
    assert conflict_sentence(found[0], 9, SYMBOLS) == (
        "6 at row 3, column 3 and 4 at row 1, column 2: digits rise along the thermometer from row 3, column 3, so row 1, "
        "column 2, 3 cells on, holds 9 at least (thermo).")
    values = [0] * 81
    values[20], values[1] = 8, 9                                           # two cells on from 8: no digit fits
    room = next(c for c in variant_conflicts(vr.with_thermo(None, 9, [20, 10, 1]), values) if c.rule == "thermo")
    assert conflict_sentence(room, 9, SYMBOLS) == (
        "8 at row 3, column 3 and 9 at row 1, column 2: digits rise along the thermometer from row 3, column 3, and "
        "no digit is large enough for row 1, column 2, 2 cells on (thermo).")
    values = [0] * 81
    values[20], values[10] = 6, 5
    beside = next(c for c in variant_conflicts(variant, values) if c.rule == "thermo")
    assert conflict_sentence(beside, 9, SYMBOLS) == (
        "6 at row 3, column 3 and 5 at row 2, column 2: digits rise along the thermometer from row 3, column 3 (thermo).")
    pos = Position(9, "." * 81, "." * 81, (0,) * 81, True, variant=vr.rules_text(variant)).with_candidates()
    assert pos.marks[20] == 0b000111111 and pos.marks[1] == 0b111111000      # 1-6 at the bulb, 4-9 at the tip
    entered = pos.with_entry(10, "5")                                         # r2c2, the second cell
    assert entered.marks[20] == 0b000001111 and entered.marks[0] == 0b011100000 and entered.marks[1] == 0b111000000


def test_dots_run_between_the_cells_selected_replace_their_own_family_and_are_stored():
    variant, added = vr.with_dots(None, 9, [0, 1, 10], "white")
    assert added == 2 and variant.dots == (("white", 0, 1), ("white", 1, 10)) and variant.kinds() == ("kropki",)
    text = vr.rules_text(variant)
    assert json.loads(text)["dots"] == [["white", 0, 1], ["white", 1, 10]] and vr.read_rules(text) == variant
    assert "dots" not in vr.rules_text(killer()) and "strict" not in vr.rules_text(killer())   # older text kept
    assert vr.checked(variant, (0,) * 81).dots == variant.dots
    black, _ = vr.with_dots(variant, 9, [1, 0], "black")          # the other kropki dot replaces the white one
    assert black.dots == (("black", 0, 1), ("white", 1, 10))
    both, _ = vr.with_dots(variant, 9, [0, 1], "v")               # a letter beside a dot: both stand (2 and 3)
    assert both.dots == (("v", 0, 1), ("white", 0, 1), ("white", 1, 10))
    for path, kind, reason, cells in (([5], "x", "dot_short", (5,)), ([0, 10], "x", "dot_apart", (0, 10)),
                                      ([8, 9], "x", "dot_apart", (8, 9)), ([0, 1, 10], "white", "dot_same", None),
                                      ([1, 0], "x", "dot_clash", (0, 1))):   # an X beside a black dot: no digits
        with pytest.raises(vr.EditRefused) as refused:
            vr.with_dots(variant if reason == "dot_same" else black, 9, path, kind)
        assert refused.value.reason == reason and (cells is None or refused.value.cells == cells), reason
    assert vr.without_dots(variant, [10]).dots == (("white", 0, 1),)
    strict = vr.with_constraint(variant, 9, "strict-xv", True)
    assert strict.strict == ("xv",) and vr.constraints_of(strict) == {"strict-xv"}
    assert json.loads(vr.rules_text(strict))["strict"] == ["xv"] and vr.read_rules(vr.rules_text(strict)) == strict
    assert vr.with_constraint(strict, 9, "strict-xv", False).strict == ()
    for bad in ('{"size": 9, "dots": [["grey", 0, 1]]}', '{"size": 9, "dots": [["x", 0]]}', '{"size": 9, "strict": ["z"]}'):
        with pytest.raises(ValueError):
            vr.read_rules(bad)


def test_dots_are_drawn_on_their_edge_a_letter_beside_a_dot_and_named_on_both_cells(zh):
    variant, _ = vr.with_dots(None, 9, [0, 1, 10], "white")
    variant, _ = vr.with_dots(variant, 9, [1, 10], "v")       # a white dot and a V on one edge (2 and 3)
    cells = drawing(variant)
    assert cells[0].classes == ["dt-e-white"] and set(cells[1].classes) == {"dt-s-white", "dl-s-v"}
    assert cell_notes(cells[10].notes) == "，上方有V，上方有白点"
    set_lang("en")
    assert cell_notes(cells[1].notes) == ", white dot to the left, V below, white dot below"
    values = [0] * 81
    values[0], values[1] = 3, 5
    found = [c for c in variant_conflicts(variant, values) if c.rule == "white"]
    assert [conflict_sentence(c, 9, SYMBOLS) for c in found] == [
        "3 at row 1, column 1 and 5 at row 1, column 2 are not consecutive, across a white dot."]
    assert rules_line(vr.with_constraint(variant, 9, "strict-kropki", True)) == (
        "Rules: Kropki, XV. A white dot joins consecutive digits; a black dot joins a digit and its double. The digits "
        "either side of an X add up to 10; of a V, to 5. Every kropki dot is given: side-by-side digits without one are "
        "neither consecutive nor one double the other.")
    pos = Position(9, "." * 81, "." * 81, (0,) * 81, True, variant=vr.rules_text(variant)).with_candidates()
    entered = pos.with_entry(1, "3")                               # r1c2: 2 or 4 beside it, 2 below (V)
    assert entered.marks[0] == 0b000001010 and entered.marks[10] == 0b000000010


def test_a_little_killer_covers_the_diagonal_of_the_cells_selected_and_is_stored_and_refused_by_rule():
    variant = vr.with_little_killer(None, 9, [40, 30], 45)        # r5c5 and r4c4: the main diagonal
    main = tuple(range(0, 81, 10))
    assert variant.little_killers == ((45, main),) and variant.kinds() == ("little-killer",)
    text = vr.rules_text(variant)
    assert json.loads(text)["little_killers"] == [[45, list(main)]] and vr.read_rules(text) == variant
    assert "little_killers" not in vr.rules_text(killer())       # rules stored before them keep their text
    assert vr.checked(variant, (0,) * 81).little_killers == variant.little_killers
    for cells, total, reason in (([40], 45, "lk_short"), ([40, 41], 45, "lk_apart"), ([40, 30, 31], 45, "lk_apart"),
                                 ([1, 9], None, "lk_sum"), ([1, 9], 19, "lk_sum"), ([0, 80], 45, "lk_same")):
        with pytest.raises(vr.EditRefused) as refused:
            vr.with_little_killer(variant, 9, cells, total)
        assert refused.value.reason == reason, (cells, total)
    assert vr.with_little_killer(variant, 9, [0, 10], 50).little_killers == ((50, main),)   # a new total replaces
    both = vr.with_little_killer(variant, 9, [1, 9], 10)
    assert vr.without_little_killers(both, [9]).little_killers == ((45, main),)
    with pytest.raises(ValueError):
        vr.read_rules('{"size": 9, "little_killers": [[10, [0, 1]]]}')   # not a diagonal


def test_a_little_killer_is_drawn_beyond_its_first_cell_and_named_on_each(zh):
    variant = vr.with_little_killer(vr.with_little_killer(None, 9, [40, 30], 45), 9, [8, 16], 40)
    cells = drawing(variant)
    assert "lk-nw" in cells[0].classes and cells[0].clue == "45"   # from r1c1 down and right
    scrambled = drawing(variant.replace(little_killers=((45, (0, 20, 10, 30, 40, 50, 60, 70, 80)),)))
    assert "lk-nw" in scrambled[0].classes                          # (a Variant listing them in another order)
    assert "lk-ne" in cells[8].classes and cells[8].clue == "40"   # from r1c9 down and left
    assert cell_notes(cells[40].notes) == "，小杀手 45，小杀手 40"
    assert rules_line(variant) == "规则：小杀手。盘外数字所指的斜线上各数之和等于该数字，斜线上的数字可以重复。"
    set_lang("en")
    values = [0] * 81
    values[0], values[40] = 5, 5                                   # 10 and seven cells to fill: over 12
    over = variant_conflicts(vr.with_little_killer(None, 9, [0, 10], 12), values)
    assert [conflict_sentence(c, 9, SYMBOLS) for c in over] == [
        "The little killer of 12 from row 1, column 1 already adds up to 10, with cells still to fill."]


# ----- arrows ------------------------------------------------------------------------------------
ARROW_PATH = [20, 10, 0, 1]     # r3c3 (the circle), then r2c2, r1c1, r1c2: the order the cells were selected
PILL_PATH = [6, 7, 15, 16, 26]  # r1c7 and r1c8 (a pill of two), then r2c7, r2c8, r3c9


def arrows():
    return vr.with_arrow(vr.with_arrow(None, 9, ARROW_PATH, 1), 9, PILL_PATH, 2)


def test_an_arrow_runs_from_its_bulb_selected_first_and_is_stored_and_refused_by_rule():
    variant = arrows()
    assert variant.arrows == (((6, 7), (15, 16, 26)), ((20,), (10, 0, 1))) and variant.kinds() == ("arrow",)
    text = vr.rules_text(variant)
    assert json.loads(text)["arrows"] == [[[6, 7], [15, 16, 26]], [[20], [10, 0, 1]]] and vr.read_rules(text) == variant
    assert "arrows" not in vr.rules_text(killer())                # rules stored before arrows keep their text
    assert vr.checked(variant, (0,) * 81).arrows == variant.arrows
    assert vr.with_arrow(None, 9, [7, 6, 15, 16], 2).arrows == (((6, 7), (15, 16)),)   # a pill's cells in any order
    for path, pill, size, reason, cells in (
            ([4], 1, 9, "arrow_short", (4,)), ([4, 5], 2, 9, "arrow_short", (4, 5)),
            ([0, 2], 1, 9, "arrow_apart", (0, 2)), ([0, 1, 3], 1, 9, "arrow_apart", (1, 3)),
            ([0, 1, 20, 21], 2, 9, "arrow_apart", (1, 20)), ([0, 11, 3], 2, 9, "arrow_pill", (0, 11)),
            ([1, 9, 10], 2, 9, "arrow_pill", (1, 9)), ([0, 1, 2, 3, 12], 4, 9, "arrow_pill", None),
            ([0, 1, 2], 2, 16, "arrow_pill", (0, 1)), ([0, 1, 2], 2, 9, "arrow_sum", None),
            (ARROW_PATH, 1, 9, "arrow_same", None)):
        with pytest.raises(vr.EditRefused) as refused:
            vr.with_arrow(variant if size == 9 else None, size, path, pill)
        assert refused.value.reason == reason and (cells is None or refused.value.cells == cells), (path, reason)
    assert vr.without_arrows(variant, [1]).arrows == (((6, 7), (15, 16, 26)),)      # its tip
    assert vr.without_arrows(variant, [7]).arrows == (((20,), (10, 0, 1)),)         # a pill's cell
    for bad in ('{"size": 9, "arrows": [[[], [1]]]}', '{"size": 9, "arrows": [[[0], [99]]]}',
                '{"size": 9, "arrows": [[0, [1]]]}'):
        with pytest.raises(ValueError):
            vr.read_rules(bad)


def test_an_arrow_is_drawn_line_bulb_and_head_beside_a_thermometer_and_named(zh):
    cells = drawing(vr.with_thermo(arrows(), 9, [2, 10, 18]))          # a thermometer crossing r2c2
    assert cells[20].classes == ["ar", "ar-bulb", "ar-nw"]              # the circle, its line out towards r2c2
    assert cells[10].classes == ["th", "th-ne", "th-sw", "ar", "ar-se", "ar-nw"]
    assert cells[0].classes == ["ar", "ar-se", "ar-e"] and cells[1].classes == ["ar", "ar-w", "ar-tip-e"]
    assert cells[6].classes == ["ar", "ar-pill", "ar-pill-e", "ar-s"] and cells[7].classes == ["ar", "ar-pill", "ar-pill-w"]
    assert cells[26].classes == ["ar", "ar-nw", "ar-tip-se"]
    assert cell_notes(cells[20].notes) == "，箭头圆圈" and cell_notes(cells[10].notes) == "，温度计，箭头"
    set_lang("en")
    assert [cell_notes(cells[i].notes) for i in (20, 7, 1)] == [", arrow circle", ", arrow pill", ", arrow"]
    two = drawing(vr.with_arrow(vr.with_arrow(None, 9, [40, 41], 1), 9, [40, 31], 1))   # two from one circle
    assert two[40].classes == ["ar", "ar-bulb", "ar-n", "ar-e"] and cell_notes(two[40].notes) == ", arrow circle"
    diagonal = drawing(vr.with_arrow(None, 9, [0, 10, 20, 30], 2))      # a pill down and right
    assert "ar-pill-se" in diagonal[0].classes and "ar-pill-nw" in diagonal[10].classes
    assert diagonal[30].classes == ["ar", "ar-nw", "ar-tip-se"]


def test_an_arrow_broken_is_said_by_what_its_bulb_reads_in_english_and_chinese(zh):
    variant = arrows()
    values = [0] * 81
    values[20], values[10], values[0] = 5, 4, 3                        # 4 + 3 and r1c2 to fill: over 5
    over = [c for c in variant_conflicts(variant, values) if c.rule == "arrow_over"]
    assert [conflict_sentence(c, 9, SYMBOLS) for c in over] == [
        "从 第3行第3列 起的箭头超了：箭身已填数字之和为 7，每个空格至少再加 1，超过了起点读出的 5。"]
    assert rules_line(variant) == ("规则：箭头。每个箭头上的数字之和等于其圆圈中的数字（或其胶囊从左到右、从上到下读出的数）；"
                                   "箭头上的数字可以重复，除非它们同在一个行、列或宫等区域。")
    set_lang("en")
    assert conflict_sentence(over[0], 9, SYMBOLS) == (
        "The arrow from row 3, column 3 goes over: its shaft makes 7 so far, and with 1 at least in each empty cell, "
        "more than the 5 its bulb reads.")
    values = [0] * 81
    values[10], values[0] = 6, 4                                       # the circle empty: 11 at least, past 9
    said = [conflict_sentence(c, 9, SYMBOLS) for c in variant_conflicts(variant, values)]
    assert said == ["The arrow from row 3, column 3 goes over: its shaft makes 10 so far, and with 1 at least in each "
                    "empty cell, more than its bulb can read."]
    values = [0] * 81
    values[6], values[7], values[15] = 4, 1, 2                         # 41 from 2 and two cells: 20 at most
    said = [conflict_sentence(c, 9, SYMBOLS) for c in variant_conflicts(variant, values) if c.rule == "arrow_short"]
    assert said == ["The arrow from row 1, column 7 falls short: its shaft cannot reach the 41 its bulb reads (its "
                    "digits make 2 so far)."]
    values[7] = 0                                                      # 4_ reads 41 at least: still short
    said = [conflict_sentence(c, 9, SYMBOLS) for c in variant_conflicts(variant, values) if c.rule == "arrow_short"]
    assert said == ["The arrow from row 1, column 7 falls short: its shaft cannot reach what its bulb can read (its "
                    "digits make 2 so far)."]
    assert rules_line(variant) == (
        "Rules: Arrow. Digits along each arrow add up to the digit in its circle (or the number its pill reads, left "
        "to right and top to bottom); they may repeat unless a house forbids it.")


# ----- sandwiches --------------------------------------------------------------------------------
ROW_1, COLUMN_3 = tuple(range(9)), tuple(range(2, 81, 9))


def sandwiches():
    """18 in row 1 (r1c4 and r1c6 selected), 7 in column 3 (r1c3, r3c3 and r5c3 selected)."""
    return vr.with_sandwich(vr.with_sandwich(None, 9, [3, 5], 18), 9, [2, 20, 38], 7)


def test_a_sandwich_takes_the_row_or_column_of_the_cells_selected_and_is_stored_and_refused_by_rule():
    variant = sandwiches()
    assert variant.sandwiches == ((18, ROW_1), (7, COLUMN_3)) and variant.kinds() == ("sandwich",)
    text = vr.rules_text(variant)
    assert json.loads(text)["sandwiches"] == [[18, list(ROW_1)], [7, list(COLUMN_3)]] and vr.read_rules(text) == variant
    assert "sandwiches" not in vr.rules_text(killer())            # rules stored before them keep their text
    assert vr.checked(variant, (0,) * 81).sandwiches == variant.sandwiches
    assert vr.with_sandwich(None, 9, list(range(17, 8, -1)), 0).sandwiches == ((0, tuple(range(9, 18))),)   # a whole row
    assert vr.with_sandwich(None, 9, list(range(8, 81, 9)), 35).sandwiches == ((35, tuple(range(8, 81, 9))),)
    assert vr.with_sandwich(variant, 9, [8, 0], 20).sandwiches == ((20, ROW_1), (7, COLUMN_3))   # a new total replaces
    for cells, total, size, reason, said in (
            ([40], 10, 9, "sandwich_short", (40,)), ([40, 40], 10, 9, "sandwich_short", None),
            ([0, 10], 10, 9, "sandwich_apart", (0, 10)), ([9, 10, 19], 10, 9, "sandwich_apart", None),
            ([9, 10], None, 9, "sandwich_sum", tuple(range(9, 18))), ([9, 10], 36, 9, "sandwich_sum", None),
            ([9, 10], -1, 9, "sandwich_sum", None), ([0, 1, 2], 6, 4, "sandwich_sum", None),
            ([3, 4], 18, 9, "sandwich_same", ROW_1), ([0, 1], 5, 25, "sandwich_size", None)):
        with pytest.raises(vr.EditRefused) as refused:
            vr.with_sandwich(variant if size == 9 else None, size, cells, total)
        assert refused.value.reason == reason and (said is None or refused.value.cells == said), (cells, total)
    assert vr.with_sandwich(None, 4, [0, 1, 2], 5).sandwiches == ((5, (0, 1, 2, 3)),)   # 2 + 3 on 4x4: its most
    assert vr.with_sandwich(None, 16, [0, 16], 119).sandwiches[0][1] == tuple(range(0, 256, 16))
    # removed: the row or column the cells pick as Add does; one cell its row's and its column's
    assert vr.without_sandwiches(variant, [4, 5]).sandwiches == ((7, COLUMN_3),)
    assert vr.without_sandwiches(variant, [20, 29]).sandwiches == ((18, ROW_1),)
    assert vr.without_sandwiches(variant, [2]).sandwiches == ()
    assert vr.without_sandwiches(variant, [40]).sandwiches == variant.sandwiches
    assert vr.without_sandwiches(variant, [11, 40]).sandwiches == ((18, ROW_1),)   # rows 2 and 5, columns 3 and 5
    assert vr.without_sandwiches(None, [0]) is None
    for bad in ('{"size": 9, "sandwiches": [[10, [0, 1]]]}', '{"size": 9, "sandwiches": [["10", [0, 1, 2, 3, 4, 5, 6, 7, 8]]]}',
                '{"size": 9, "sandwiches": [[10]]}'):
        with pytest.raises(ValueError):
            vr.read_rules(bad)


def test_each_sandwich_refusal_is_said_in_english_and_chinese_with_the_fields_the_editor_gives(zh):
    from sudoku_web import i18n
    from sudoku_web.strings import t_n

    said = {}
    for cells, total, size, reason in (([40], 10, 9, "short"), ([40, 40], 10, 9, "short"), ([0, 10], 10, 9, "apart"),
                                       ([9, 10], 36, 9, "sum"), ([9, 10], 34, 9, "sum"), ([9, 10], 1, 9, "sum"),
                                       ([0, 8], 18, 9, "same"), ([0, 1], 5, 25, "size")):
        with pytest.raises(vr.EditRefused) as refused:
            vr.with_sandwich(sandwiches() if size == 9 else None, size, cells, total)
        refused = refused.value
        assert refused.reason == "sandwich_" + reason
        fields = {"size": size, "places": i18n.places(refused.cells, size), "total": total, "top": str(size % 10),
                  "most": vr.most(size), "almost": vr.most(size) - 1}   # (as variant_edits.on_sandwich gives them)
        for lang in ("zh-CN", "en"):
            set_lang(lang)
            said[lang, reason, len(refused.cells)] = t_n("v_refused_" + refused.reason, len(refused.cells), **fields)
    assert said["en", "short", 1] == said["en", "short", 2] and said["en", "short", 1].startswith(
        "A sandwich's total stands beside a whole row or column")
    assert said["en", "apart", 2] == ("A sandwich covers one row or one column: row 1, column 1 and row 2, column 2 are "
                                      "in neither one row nor one column.")
    assert said["en", "sum", 9] == ("Give the sandwich a total in \"Cage sum\" that the digits between 1 and 9 can make "
                                   "(0 to 35, but not 1 or 34).")
    assert said["zh-CN", "sum", 9] == "请在“笼子的和”中给三明治一个 1 和 9 之间的数字能凑出的和（0 到 35，但不能是 1 或 34）。"
    assert said["en", "size", 2] == "Sandwiches are read on grids up to 16×16, not 25×25."
    assert said["zh-CN", "same", 9] == "这个三明治已经画好了。"


def test_a_sandwich_is_drawn_outside_its_row_or_column_and_named_on_each_of_its_cells(zh):
    cells = drawing(vr.with_little_killer(sandwiches(), 9, [0, 10], 45))   # a little killer's clue at r1c1 too
    assert cells[0].classes == ["lk-nw", "sd-row"] and (cells[0].row_total, cells[0].column_total) == ("18", "")
    assert cells[2].classes == ["sd-col"] and (cells[2].row_total, cells[2].column_total) == ("", "7")
    assert cells[0].clue == "45" and cells[1].classes == [] and cells[20].classes == []   # the others: named only
    assert cell_notes(cells[2].notes) == "，所在行三明治 18，所在列三明治 7"
    assert rules_line(sandwiches()) == "规则：三明治。行或列外的数字等于该行或列中 1 与最大数字（9×9 盘面中为 9）之间各数之和；两者相邻时为 0。"
    set_lang("en")
    assert [cell_notes(cells[i].notes) for i in (1, 2, 74, 41)] == [
        ", sandwich 18 in its row", ", sandwich 18 in its row, sandwich 7 in its column", ", sandwich 7 in its column", ""]
    assert cell_notes(cells[0].notes) == ", little killer 45, sandwich 18 in its row"
    # a column listed bottom to top in a Variant built by hand: its total still stands above it, its row first
    both = drawing(sandwiches().replace(sandwiches=((7, COLUMN_3[::-1]), (18, ROW_1))))
    assert both[2].classes == ["sd-col"] and both[2].column_total == "7" and both[74].classes == []
    assert cell_notes(both[2].notes) == ", sandwich 18 in its row, sandwich 7 in its column"
    corner = drawing(vr.with_sandwich(vr.with_sandwich(None, 16, [0, 1], 100), 16, [0, 16], 0))   # 16x16: both at r1c1
    assert corner[0].classes == ["sd-row", "sd-col"] and (corner[0].row_total, corner[0].column_total) == ("100", "0")
    assert rules_line(sandwiches()) == (
        "Rules: Sandwich. The digits between the 1 and the largest digit (9 on a 9×9 grid) of a row or column add up "
        "to the number outside the grid beside it; 0 when they touch.")


def test_a_sandwich_broken_is_said_by_its_row_or_column_in_english_and_chinese(zh):
    variant = sandwiches()
    values = [0] * 81
    values[0], values[1], values[2], values[3], values[5] = 1, 8, 7, 4, 9   # r1: 1 8 7 4 _ 9: 19 and a cell to fill
    values[29], values[47] = 1, 9                                   # c3: r4c3 1, r6c3 9, r5c3 to fill: 7 can be
    found = {c.rule: c for c in variant_conflicts(variant, values)}
    assert set(found) == {"sandwich_over"} and found["sandwich_over"].cells == ROW_1
    assert conflict_sentence(found["sandwich_over"], 9, SYMBOLS) == (
        "第1行和为 18 的三明治超了：1 和 9 之间的数字已加到 19，每个空格至少再加 2，超过了 18。")
    set_lang("en")
    assert conflict_sentence(found["sandwich_over"], 9, SYMBOLS) == (
        "The sandwich of 18 in row 1 goes over: between its 1 and 9, the digits make 19 so far, and with 2 at least in "
        "each empty cell there, more than 18.")
    values = [0] * 81
    values[2], values[11], values[47] = 1, 2, 9                      # c3: 1 at r1c3, 2, four cells to fill, then 9
    short = [c for c in variant_conflicts(vr.with_sandwich(None, 9, [2, 11], 35), values)]
    assert [c.rule for c in short] == ["sandwich_short"] and short[0].cells == COLUMN_3
    assert conflict_sentence(short[0], 9, SYMBOLS) == (
        "The sandwich of 35 in column 3 falls short: between its 1 and 9, the digits make 2 so far, and with 8 at "
        "most in each empty cell there, they cannot reach 35.")
    set_lang("zh-CN")
    assert conflict_sentence(short[0], 9, SYMBOLS) == (
        "第3列和为 35 的三明治不够：1 和 9 之间的数字已加到 2，每个空格最多再加 8，也凑不到 35。")
    set_lang("en")
    sixteen = vr.with_sandwich(None, 16, [0, 16], 0)                  # said with the grid's own digits: 1 and G
    values = [0] * 256
    values[0], values[32], values[48] = 1, 5, 16
    said = [conflict_sentence(c, 16, "123456789ABCDEFG") for c in variant_conflicts(sixteen, values)]
    assert said == ["The sandwich of 0 in column 1 goes over: between its 1 and G, the digits make 5 so far, and with 2 "
                    "at least in each empty cell there, more than 0."]


def test_a_sandwich_is_kept_with_the_work_and_fills_candidates_by_its_rule():
    rules = vr.rules_text(vr.with_sandwich(None, 9, [0, 1], 5))        # row 1: 5 between the 1 and the 9
    pos = Position(9, "." * 81, "." * 81, (0,) * 81, True, variant=rules)
    entered = pos.with_entry(0, "1").with_entry(2, "9").with_candidates()   # Fill: one cell between them, the 5
    assert entered.marks[1] == 0b000010000 and entered.marks[3] == 0b011111110
    assert pos.with_entry(0, "1").with_candidates().marks[1] == 0b111111110    # (nothing before both crusts are in)
    history = History(pos)
    history.push(entered)
    back = History.from_json(json.loads(json.dumps(history.to_json())))[0]
    assert back.current == entered and back.current.rules().sandwiches == ((5, ROW_1),)
    from sudoku_web.play import has_puzzle

    assert has_puzzle(pos)                                            # a sandwich alone makes a puzzle, as a cage
