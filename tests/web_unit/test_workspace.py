"""The workspace model in CPython: positions, history (undo/redo) and the stored form."""

from __future__ import annotations

import pytest

from samples import EASY
from sudoku_core import parse
from sudoku_core.logic import CandidateGrid
from sudoku_web.workspace import HISTORY_LIMIT, History, Position, typed_over


def loaded(line=EASY) -> Position:
    n2 = len(line)
    return Position(9, line, "." * n2, (0,) * n2, True)


def test_an_entry_leaves_its_peers_marks_and_the_board_joins_givens_and_entries():
    pos = loaded().toggling_mark(2, 4).toggling_mark(2, 1).toggling_mark(21, 4).toggling_mark(78, 4)
    assert pos.shown_marks() == {2: (1, 4), 21: (4,), 78: (4,)}
    pos = pos.with_entry(3, "4")  # r1c4 = 4: r1c3 (row) and r3c4 (column, box) lose 4; r9c7 is no peer
    assert pos.shown_marks() == {2: (1,), 78: (4,)}
    assert pos.board()[3] == "4" and pos.givens[3] == "." and pos.value(3) == "4"
    assert pos.with_entry(3, ".").board()[3] == "."


def test_crossed_out_candidates_are_the_unmarked_digits_of_marked_empty_cells():
    pos = loaded().toggling_mark(2, 1).toggling_mark(2, 4)
    assert pos.crossed_out() == tuple((2, d) for d in (2, 3, 5, 6, 7, 8, 9))


def test_fill_candidates_matches_the_engine_and_a_step_changes_only_its_cells():
    pos = loaded().with_candidates()
    grid = CandidateGrid.from_puzzle(parse(EASY))
    assert list(pos.marks) == grid.cands
    one = pos.with_step([(2, 4)], [(20, 4)], {})
    assert one.entries[2] == "4" and not one.marks[2] >> 3 & 1
    assert [c for c in range(81) if one.marks[c] != pos.marks[c]] == sorted(
        {2} | {p for p in range(81) if pos.marks[p] >> 3 & 1 and p != 2 and (
            p // 9 == 0 or p % 9 == 2 or (p // 27 == 0 and p % 9 < 3))})
    # an elimination in a cell without marks first marks the engine's candidates there
    bare = loaded().with_step([], [(2, 1)], {2: 0b1001})
    assert bare.shown_marks() == {2: (4,)}


def test_history_undo_redo_and_a_new_change_drops_the_redo_branch():
    first = Position.empty(9)
    history = History(first)
    a, b, c = loaded(), loaded().with_entry(2, "4"), loaded().with_entry(2, "1")
    assert history.push(a) and history.push(b) and not history.push(b)
    assert history.undo() == a and history.can_redo
    assert history.redo() == b and not history.can_redo
    history.undo()
    history.push(c)
    assert not history.can_redo and history.positions == [first, a, c]
    assert history.undo() == a and history.undo() == first and history.undo() is None


def test_history_keeps_the_newest_positions():
    history = History(Position.empty(4), limit=5)
    for i in range(1, 10):
        history.push(Position(4, "1" * i + "." * (16 - i), "." * 16, (0,) * 16))
    assert len(history.positions) == 5 and history.current.givens.count("1") == 9
    assert HISTORY_LIMIT >= 100


def test_the_stored_form_round_trips_and_a_record_with_no_readable_position_is_refused():
    history = History(Position.empty(9))
    history.push(loaded().toggling_mark(2, 4))
    history.push(loaded().with_entry(2, "4"))
    history.undo()
    back, tab = History.from_json(history.to_json("tutor"))
    assert back.positions == history.positions and back.at == 1 and tab == "tutor"
    good = history.to_json()
    # where we were unreadable: the positions come back, the newest current (test_saved_work.py has the rest)
    assert History.from_json(dict(good, at=7))[0].at == 2
    for broken in (None, [], {"v": 2}, dict(good, positions=[]),
                   dict(good, positions=[dict(good["positions"][0], size=7)]),
                   dict(good, positions=[dict(good["positions"][0], givens="x" * 81)]),
                   dict(good, positions=[dict(good["positions"][0], marks=[1 << 9] * 81)]),
                   dict(good, positions=[dict(good["positions"][1], entries="5" + "." * 80)])):
        assert History.from_json(broken) is None, broken
    assert History.from_json(dict(good, tab="<script>"))[1] == "solver"


@pytest.mark.parametrize("size", [4, 16])
def test_other_sizes(size):
    pos = Position.empty(size).with_candidates()
    assert all(m == (1 << size) - 1 for m in pos.marks)


def test_an_entry_under_non_consecutive_takes_the_next_digits_from_the_cells_beside_it():
    """Typing 5 left 4 and 6 in the side neighbours' marks (Fill candidates leaves them out)."""
    from sudoku_core.variants import make_variant
    from sudoku_web.variant_rules import rules_text

    rules = rules_text(make_variant(size=9, givens=(0,) * 81, non_consecutive=True))
    empty = Position(9, "." * 81, "." * 81, (0,) * 81, True, variant=rules).with_candidates()
    centre = 40
    typed = empty.with_entry(centre, "5")
    for near in (31, 49, 39, 41):                      # above, below, left, right
        assert typed.marks[near] & 0b101000 == 0 and empty.marks[near] & 0b101000
    assert typed.marks[30] & 0b101000                   # a diagonal neighbour keeps 4 and 6
    assert typed.marks[near] == typed.with_candidates().marks[near]


def test_taking_a_wrong_entry_away_gives_back_the_marks_it_took():
    """A hint's Apply on a wrong entry: the digit comes back to the peers' marks it left (where no
    digit on the board rules it out) and the cell gets its own marks back; cells that had no marks
    stay without, and an entry with no history before it only goes."""
    history = History(loaded().with_candidates())
    filled = history.current
    cell = 2                                   # r1c3, empty in EASY
    wrong = next(d for d in range(1, 10) if filled.marks[cell] >> (d - 1) & 1 and d != 4)
    history.push(filled.with_entry(cell, str(wrong)))
    history.push(history.current.toggling_mark(80, 1) if filled.value(80) == "." else history.current)
    now = history.current
    taken = [p for p in range(81) if filled.marks[p] >> (wrong - 1) & 1 and not now.marks[p] >> (wrong - 1) & 1]
    assert len(taken) > 1                      # the entry crossed the digit out around it
    back = now.without_entries([cell], {cell: history.before_entry(cell)})
    assert back.entries[cell] == "." and back.marks[cell] == filled.marks[cell]
    for p in range(81):
        if p not in taken and p != cell:
            assert back.marks[p] == now.marks[p]
    assert all(back.marks[p] >> (wrong - 1) & 1 for p in taken if p != cell)
    assert back.with_candidates().marks == filled.marks         # the marks are Fill's again
    assert now.without_entries([cell]).marks == now.marks       # without a history: the entry only goes
    assert history.before_entry(0) is None                      # r1c1's given was never typed


def test_a_digit_comes_back_only_where_the_board_still_allows_it():
    history = History(loaded().with_candidates())
    filled = history.current
    a, b = 2, 11                               # r1c3 and r2c3: the same box and column
    digit = next(d for d in range(1, 10) if filled.marks[a] >> (d - 1) & 1 and filled.marks[b] >> (d - 1) & 1)
    history.push(filled.with_entry(a, str(digit)))
    history.push(history.current.with_entry(b, str(digit)))   # the same digit twice: both wrong-ish
    pos = history.current
    back = pos.without_entries([a], {a: history.before_entry(a)})
    assert back.value(b) == str(digit)
    assert all(not back.marks[p] >> (digit - 1) & 1 for p in range(81) if back.value(p) == "."
               and (p % 9 == 2 or p // 27 == 0 and p % 9 < 3))  # r2c3's digit still rules it out there
    assert any(back.marks[p] >> (digit - 1) & 1 for p in range(3, 9))  # and r1 gets it back


def test_a_cell_the_wrong_entry_left_without_marks_gets_its_digit_back():
    """The player narrowed r1c4 to its one candidate; a wrong entry of that digit beside it took
    the only mark: Apply gives it back (it stayed empty)."""
    start = loaded()
    cell, peer = 2, 3                               # r1c3 and r1c4, both empty in EASY
    digit = 2
    history = History(start.toggling_mark(peer, digit))
    history.push(history.current.with_entry(cell, str(digit)))
    assert history.current.marks[peer] == 0
    back = history.current.without_entries([cell], {cell: history.before_entry(cell)})
    assert back.marks[peer] == 1 << (digit - 1)


def test_the_work_left_on_a_puzzle_is_found_again_in_the_history():
    """Daily puzzle asked again after another puzzle: the work on it comes back from here."""
    other = "." * 80 + "1"
    history = History(loaded())
    assert history.left_work(9, EASY) is None                       # only the current position
    worked = loaded().with_entry(2, "4")
    history.push(worked)
    history.push(worked.toggling_mark(3, 2))
    history.push(loaded(other))
    assert history.left_work(9, EASY) == worked.toggling_mark(3, 2)  # the latest, marks and all
    assert history.left_work(9, other) is None and history.left_work(9, EASY, "killer") is None
    history.undo()
    history.undo()                                                   # back on EASY: the redo branch counts too
    assert history.left_work(9, EASY) == worked.toggling_mark(3, 2)
    bare = History(loaded())
    bare.push(loaded(other))
    assert bare.left_work(9, EASY) is None                          # no work on it: loaded again instead


def test_marks_filled_in_while_a_wrong_entry_stood_get_its_digit_back():
    """A wrong entry typed, then Fill candidates (which left its digit out around it), then the
    hint's Apply took the entry away: the digit stayed out of those marks, and the next hint said
    'candidates you crossed out are needed' of marks the player never crossed out. They get back
    what the entry ruled out there, as Fill would have marked them without it."""
    from sudoku_core.logic import hint_at

    start = loaded()
    cell = 2                                   # r1c3, empty in EASY
    wrong = next(d for d in range(1, 10) if start.with_candidates().marks[cell] >> (d - 1) & 1 and d != 4)
    history = History(start)
    history.push(start.with_entry(cell, str(wrong)))
    history.push(history.current.with_candidates())             # Fill, with the wrong digit on the board
    back = history.current.without_entries([cell], {cell: history.before_entry(cell)})
    assert back.entries[cell] == "." and back.marks[cell] == 0   # (it had no marks before the entry)
    assert back.marks == start.with_candidates().replace(marks=tuple(
        0 if c == cell else m for c, m in enumerate(start.with_candidates().marks))).marks
    hint = hint_at(parse(EASY), {}, back.crossed_out())
    assert hint.kind == "step"                                  # nothing crossed out the solution needs


def test_a_wrong_entry_in_a_cage_taken_away_gives_back_what_fills_cage_sum_took():
    """Killer: a wrong 5 in a cage of 12, then Fill candidates (which, by the cage's sum, left its
    partner only 7), then the entry taken away (by hand or by Apply): the partner kept only 7, its
    true digit crossed out without the player doing it. It gets back what Fill marks without the 5."""
    from sudoku_core.variants import Cage, make_variant
    from sudoku_web.variant_rules import rules_text

    rules = rules_text(make_variant(size=9, givens=(0,) * 81, cages=(Cage((0, 1), 12),)))
    start = Position(9, "." * 81, "." * 81, (0,) * 81, True, variant=rules)
    history = History(start)
    history.push(start.with_entry(0, "5"))
    history.push(history.current.with_candidates())              # Fill, with the 5 on the board
    assert history.current.marks[1] == 1 << 6                    # the partner: 7 only
    for back in (history.current.without_entries([0], {0: history.before_entry(0)}),
                 typed_over(history.current, 0, ".", history)):  # Apply's removal, and by hand
        assert back.marks[1] == start.with_candidates().marks[1]  # 3 4 5 7 8 9, as Fill marks them
        assert back.marks[9] == start.with_candidates().marks[9]  # a plain peer gets its 5 back


def test_changed_cells_names_what_a_step_changed():
    from sudoku_web.workspace import changed_cells

    a = loaded()
    empty = EASY.index(".")
    b = a.replace(entries=a.entries[:empty] + "5" + a.entries[empty + 1:])
    assert changed_cells(a, b) == [empty]
    c = b.toggling_mark(empty + 1 if EASY[empty + 1] == "." else EASY.index(".", empty + 1), 3)
    assert len(changed_cells(a, c)) == 2
    assert changed_cells(a, a) == []
    assert changed_cells(a, Position.empty(4)) is None
