"""The play model in CPython: time as shown, the clock, the finish check, wrong cells, the play
record and its place in the stored work (older records without it still read)."""

from __future__ import annotations

from samples import EASY
from sudoku_core import parse, solve
from sudoku_web.play import (INCOMPLETE, SOLVED, WRONG, Clock, Plays, PlayState, earlier_play, finish_state, format_time,
                             has_puzzle, play_id, player_finish, stored_play, tenths, wrong_cells)
from sudoku_web.workspace import History, Position

SYMBOLS = "123456789"
SOLUTION = "".join(str(v) for v in solve(parse(EASY)).solution.cells)


def test_time_is_m_ss_then_h_mm_ss_from_an_hour():
    assert [format_time(s) for s in (0, 5.9, 59, 60, 272, 3599, 3600, 3661, 36000, -3)] == [
        "0:00", "0:05", "0:59", "1:00", "4:32", "59:59", "1:00:00", "1:01:01", "10:00:00", "0:00"]


class FakeTime:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def test_the_clock_counts_only_while_running_and_takes_a_restored_time():
    now = FakeTime()
    clock = Clock(now)
    now.now += 50                       # stopped: nothing counted
    assert clock.elapsed == 0 and not clock.running
    clock.run(True)
    now.now += 30
    clock.run(True)                     # already running: changes nothing
    assert clock.elapsed == 30
    clock.run(False)
    now.now += 1000
    assert clock.elapsed == 30
    clock.run(True)
    now.now += 5
    assert clock.elapsed == 35
    clock.set(120)                      # a restored puzzle's time, still running
    now.now += 10
    assert clock.elapsed == 130 and clock.running


def test_a_full_board_without_repeats_is_solved_one_with_repeats_wrong():
    assert finish_state(EASY, 9, SYMBOLS) == INCOMPLETE
    assert finish_state(SOLUTION, 9, SYMBOLS) == SOLVED
    swapped = SOLUTION[1] + SOLUTION[0] + SOLUTION[2:]
    assert finish_state(swapped, 9, SYMBOLS) == WRONG
    assert finish_state(SOLUTION[:-1], 9, SYMBOLS) == INCOMPLETE


def test_a_finish_is_the_players_only_with_an_entry_of_theirs():
    entries = "".join("." if g != "." else s for g, s in zip(EASY, SOLUTION))
    assert player_finish(Position(9, EASY, entries, (0,) * 81, True)) == SOLVED
    assert player_finish(Position(9, SOLUTION, "." * 81, (0,) * 81, True)) == INCOMPLETE   # loaded full
    assert player_finish(Position(9, EASY, entries, (0,) * 81, False)) == INCOMPLETE       # still typing givens
    last = EASY.rindex(".")
    assert player_finish(Position(9, EASY, entries[:last] + "." + entries[last + 1:], (0,) * 81, True)) == INCOMPLETE
    swapped = list(entries)
    a, b = [i for i, g in enumerate(EASY) if g == "."][:2]
    swapped[a], swapped[b] = entries[b], entries[a]
    assert player_finish(Position(9, EASY, "".join(swapped), (0,) * 81, True)) == WRONG


def test_wrong_cells_are_the_entries_off_the_solution_else_the_repeats():
    entries = "".join("." if g != "." else s for g, s in zip(EASY, SOLUTION))
    cells = [i for i, g in enumerate(EASY) if g == "."][:2]
    a, b = cells
    bad = list(entries)
    bad[a], bad[b] = entries[b], entries[a]      # two entries of one row swapped
    bad = "".join(bad)
    board = "".join(g if g != "." else e for g, e in zip(EASY, bad))
    assert wrong_cells(board, bad, SOLUTION, 9, SYMBOLS) == [a, b]
    assert wrong_cells(board, bad, "", 9, SYMBOLS)      # no solution known: the repeated digits
    assert set(wrong_cells(board, bad, "", 9, SYMBOLS)) >= {a, b}
    assert wrong_cells(SOLUTION, entries, SOLUTION, 9, SYMBOLS) == []


def test_a_time_kept_to_a_tenth_shows_as_the_clock_showed_it_and_keeps_on_saving():
    for seconds in (96.96, 59.99, 0.0, 2.3, 0.7, 3599.95, 272.26):
        kept = tenths(seconds)
        assert format_time(kept) == format_time(seconds) and seconds - 0.1 < kept <= seconds
        assert tenths(kept) == kept                           # saved again and again: never drifts


def test_the_play_record_reads_leniently_and_only_for_its_puzzle():
    state = PlayState(EASY, 272.26, True, 3, "hard", "2026-11-24")
    assert state.to_json()["seconds"] == 272.2                  # cut to a tenth: shown as the clock showed it
    state = PlayState(EASY, 272.3, True, 3, "hard", "2026-11-24")
    assert state.to_json()["seconds"] == 272.3
    assert PlayState.read(state.to_json(), EASY) == PlayState(EASY, 272.3, True, 3, "hard", "2026-11-24")
    assert PlayState.read(state.to_json(), SOLUTION) == PlayState(SOLUTION)     # another puzzle
    assert PlayState.read(None, EASY) == PlayState(EASY)
    damaged = {"givens": EASY, "seconds": "lots", "finished": 1, "hints": -2, "level": 7, "daily": "x"}
    assert PlayState.read(damaged, EASY) == PlayState(EASY)


def test_the_stored_work_carries_the_play_and_older_records_without_it_read_the_same():
    history = History(Position(9, EASY, "." * 81, (0,) * 81, True))
    old = history.to_json()
    assert "play" not in old                     # nothing added while there is no play
    history.play = PlayState(EASY, 61.0).to_json()
    stored = history.to_json()
    assert History.read(stored).history.play == history.play
    restored = History.read(old).history
    assert restored.play is None and restored.positions == history.positions
    stored["play"] = "not a dict"
    assert History.read(stored).history.play is None


def test_a_variant_solution_for_mistakes_is_asked_of_the_engine_within_a_budget(monkeypatch):
    """mistakes=solution asks the engine for a variant's solution (solve_args, run here as the
    worker runs it): within a node budget it gives the solution, past it nothing (repeats are
    shown instead), never minutes of work."""
    from sudoku_core.variants import solve_variant
    from sudoku_core.variants.formats import read_variant
    from sudoku_jobs import jobs, wire
    from sudoku_web import play_mistakes
    from sudoku_web.variant_samples import SAMPLES
    variant = read_variant(SAMPLES["anti-knight"])
    givens_line = "".join(str(v) if v else "." for v in variant.givens)

    class Pos:
        size, variant, givens = 9, "anti-knight", givens_line

        def digits(self, line):
            return tuple(0 if ch == "." else int(ch) for ch in line)

        def rules(self):
            return read_variant(SAMPLES["anti-knight"]).with_givens((0,) * 81)

    found = wire.decode_solve(jobs.run("solve", play_mistakes.solve_args(Pos())))
    assert found.kind == "done" and found.result.status == "solved"
    assert found.result.solution.cells == solve_variant(variant).solution.cells
    monkeypatch.setattr(play_mistakes, "VARIANT_NODE_BUDGET", 1)
    assert wire.decode_solve(jobs.run("solve", play_mistakes.solve_args(Pos()))).kind == "over_budget"


def test_a_plays_id_and_solves_shown_answer_are_kept_with_it():
    state = PlayState(EASY, 12.0, False, 0, "easy", "", play_id(1764205432123, 0xABCDEF), True)
    assert state.id == "19ac2d68d3b-abcdef" and len(state.id) <= 24
    assert PlayState.read(state.to_json(), EASY) == state
    assert PlayState.read(dict(state.to_json(), id="x" * 99, shown="yes"), EASY) == state.replace(id="", shown=False)
    assert play_id(1, 2) != play_id(1, 3) and play_id(1, 2) != play_id(2, 2)


def test_the_plays_of_puzzles_left_come_back_kept_with_the_work():
    """Undo back to a puzzle left by a load, after a reload too: its time, level, daily date and
    finish come back; a grid arriving finished with no play kept is no finish of this visit."""
    first = Position(9, EASY, "." * 81, (0,) * 81, True)
    finished = first.replace(entries="".join(s if g == "." else "." for g, s in zip(EASY, SOLUTION)))
    assert player_finish(finished) == SOLVED
    plays = Plays()
    plays.leave(PlayState(EASY, 95.5, True, 2, "hard", "2026-11-24", "a-1"))
    history = History(finished)
    history.push(Position(9, SOLUTION[:80] + ".", "." * 81, (0,) * 81, True))
    history.plays = plays.to_json(history.positions)
    stored = History.read(history.to_json()).history             # a reload
    again = Plays()
    again.read(stored.plays)
    assert again.back_to(finished) == PlayState(EASY, 95.5, True, 2, "hard", "2026-11-24", "a-1")
    assert again.back_to(finished) == PlayState(EASY, finished=True)   # none kept now: finished, not counted
    assert again.back_to(first) == PlayState(EASY)                      # an unfinished grid: a new play
    assert plays.to_json(history.positions[1:]) == []                   # a puzzle no longer in the history
    for n in range(30):                                                  # only the last ones are kept
        plays.leave(PlayState(str(n), 2.0))
    assert len(plays.left) == 20 and ("29", "") in plays.left and (EASY, "") not in plays.left
    again.read([{"givens": 5}, "x", {"givens": EASY, "seconds": "bad", "hints": 1}, {"givens": EASY, "rules": 5}])
    assert list(again.left) == [(EASY, "")] and again.left[(EASY, "")] == PlayState(EASY, hints=1)
    plays.leave(PlayState("29"))                                         # nothing in it: not kept
    assert ("29", "") not in plays.left
    again.read("nonsense")
    assert again.left == {}
    assert stored_play(None, finished).finished and not stored_play(None, first).finished


def test_a_paused_play_is_stored_paused_and_a_playing_one_as_before():
    paused = PlayState(EASY, 30.0, paused=True)
    assert paused.to_json()["paused"] is True and PlayState.read(paused.to_json(), EASY) == paused
    assert "paused" not in PlayState(EASY, 30.0).to_json()
    assert not PlayState.read({"givens": EASY, "paused": "yes"}, EASY).paused


def test_the_stored_play_of_a_puzzle_below_the_current_one_is_kept_as_left():
    """Digits typed while the page started go on top of the stored work as a new puzzle; the play
    stored with the work was the old puzzle's and was dropped (Undo back to it: its time from 0)."""
    saved = Position(9, EASY, "." * 81, (0,) * 81, True)
    typed = Position(9, "." * 80 + "7", "." * 81, (0,) * 81, False)
    data = PlayState(EASY, 21.5, hints=1, id="a-1").to_json()
    earlier = earlier_play(data, typed)
    assert earlier == PlayState(EASY, 21.5, hints=1, id="a-1")
    assert earlier_play(data, saved) is None and earlier_play(None, typed) is None   # its own: taken as current
    assert earlier_play({"givens": 5}, typed) is None
    plays = Plays()
    plays.read([], earlier)
    assert plays.back_to(saved) == earlier


def test_the_stored_work_carries_the_plays_left_and_reads_without_them():
    history = History(Position(9, EASY, "." * 81, (0,) * 81, True))
    assert "plays" not in history.to_json()
    history.plays = [PlayState(SOLUTION[:80] + ".", 3.0).to_json()]
    assert History.read(history.to_json()).history.plays == history.plays
    stored = history.to_json()
    stored["plays"] = {"not": "a list"}
    assert History.read(stored).history.plays == []


def killer(seed: int):
    """A generated killer (no givens, as every generated killer)."""
    from sudoku_core.variants.generation import generate_variant

    return generate_variant("killer", "medium", seed=seed)


def killer_rules(seed: int) -> str:
    """A generated killer's rules text, as the work keeps it."""
    from sudoku_web.variant_rules import rules_text

    return rules_text(killer(seed).variant)


def test_a_killer_without_givens_is_a_puzzle_and_each_one_its_own_play():
    # The clock ran only with givens, so a generated killer was "Solved in 0:00"; and every such
    # killer was one puzzle to the records (Undo back to a finished one counted it again, hints
    # on one were charged to the next).
    empty = "." * 81
    first, second = killer_rules(1), killer_rules(2)
    a = Position(9, empty, empty, (0,) * 81, True, (), first)
    b = a.replace(variant=second)
    assert has_puzzle(a) and has_puzzle(b)
    assert not has_puzzle(Position(9, empty, empty, (0,) * 81, True))
    assert has_puzzle(Position(9, EASY, empty, (0,) * 81, True))
    from sudoku_web.variant_rules import rules_text, with_thermo

    thermos = rules_text(with_thermo(None, 9, [0, 1, 2]))   # thermometers make a puzzle without givens too
    assert has_puzzle(Position(9, empty, empty, (0,) * 81, True, (), thermos))
    plays = Plays()
    plays.leave(PlayState(empty, 80.0, True, 3, "medium", rules=first))
    assert plays.back_to(b) == PlayState(empty, rules=second)              # another killer: a new play
    back = plays.back_to(a)
    assert back.finished and back.hints == 3 and back.seconds == 80.0     # the one left comes back
    stored = PlayState(empty, 12.0, False, 2, rules=first).to_json()
    assert PlayState.read(stored, empty, first).hints == 2
    assert PlayState.read(stored, empty, second) == PlayState(empty, rules=second)
    assert "rules" not in PlayState(EASY).to_json()                        # a classic play stored as before
    history = History(a)
    history.push(b)
    plays.leave(PlayState(empty, 5.0, rules=first))
    kept = Plays()
    kept.read(plays.to_json(history.positions))
    assert kept.back_to(a).seconds == 5.0


def test_a_variants_play_stored_before_plays_had_rules_is_still_its_own():
    # Stored without "rules", it read as another puzzle's: a finished killer came back unfinished
    # and was counted again, at 0:00, on the first reload.
    empty = "." * 81
    rules = killer_rules(1)
    solved = "".join(map(str, killer(1).solution))
    pos = Position(9, empty, solved, (0,) * 81, True, (), rules)
    assert player_finish(pos) == SOLVED
    older = {"givens": empty, "seconds": 300.0, "finished": True, "hints": 1, "level": "medium", "id": "a-1"}
    state = stored_play(older, pos)
    assert state.finished and state.seconds == 300.0 and state.id == "a-1" and state.rules == rules
    other = dict(older, rules=killer_rules(2), finished=False)            # another killer's play
    assert stored_play(other, pos).finished and stored_play(other, pos).seconds == 0.0
    assert stored_play(None, pos).finished


def test_a_play_with_nothing_in_it_is_not_worth_keeping():
    # (every cage drawn is another puzzle: each left a play, pushing out the ones worth keeping)
    assert not PlayState("." * 81, 0.4).worth_keeping()
    for kept in (PlayState(EASY, 1.0), PlayState(EASY, hints=1), PlayState(EASY, finished=True),
                 PlayState(EASY, level="hard"), PlayState(EASY, daily="2026-11-27"), PlayState(EASY, shown=True)):
        assert kept.worth_keeping()
