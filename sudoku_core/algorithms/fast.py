"""(d) The fast solver, step by step: propagation and fewest choices first.

This is :mod:`sudoku_core.search.engine`'s search with events added: the same
propagation (naked singles, hidden singles, locked candidates) and the same
choice of where to branch, so it visits exactly the engine's nodes. After each
guess, every cell that logic then fills is reported as ``propagate``.
"""

from __future__ import annotations

from .events import BACKTRACK, DEAD_END, DONE, PLACE, PROPAGATE, SOLVED, Datum, Event


def import_search():
    """The engine's functions, made this module's names with the first search: the registry lists
    this class on the page's main thread (MicroPython, issue 31), which never imports the engine."""
    global branch_choices, initial_candidates, propagate, tables
    from ..search.engine import branch_choices
    from ..search.propagation import initial_candidates, propagate, tables


class FastSearch:
    """The engine's search, yielding an event per guess and per deduction."""

    name = "fast"

    def __init__(self, cells, size=9):
        import_search()
        self.size = size
        self.tables = tables(size)
        self.givens = list(cells)
        full = self.tables.full
        self.cands = [1 << (v - 1) if v else full for v in cells]  # candidates, as bitmasks
        self.branch_cell = -1  # the cell (or first cell of the choice) being branched on
        self.branch_options = 0  # its candidates when branching began

    @property
    def board(self):
        """Digits known in the current state (0 where several remain)."""
        return [m.bit_length() if m and not m & (m - 1) else 0 for m in self.cands]

    def deductions(self, before, after, depth, guessed=-1):
        """A ``propagate`` event for each cell that logic filled (not the guess),
        revealed one at a time: the shown state catches up with ``after``."""
        shown = self.cands = before[:]
        if guessed >= 0:
            shown[guessed] = after[guessed]
        for cell, (old, new) in enumerate(zip(before, after)):
            if new != old and not new & (new - 1) and not self.givens[cell] and cell != guessed:
                shown[cell] = new
                yield Event(PROPAGATE, cell, new.bit_length(), depth, "singles_locked")
        self.cands = after

    def steps(self):
        t = self.tables
        state = initial_candidates(self.givens, t)
        if state is None:
            yield Event(DEAD_END)
            yield Event(DONE)
            return
        yield from self.deductions(self.cands, state, 0)
        self.cands = state
        stack = []  # branch points: [state, choices left, the guess that led here]
        guess = None
        while True:
            if state is not None:
                counts = list(map(int.bit_count, state))
                if counts.count(1) == len(counts):
                    yield Event(SOLVED, depth=len(stack))
                else:
                    choices = branch_choices(state, counts, t)
                    stack.append([state, choices, guess])
            state = None
            while stack:
                parent, choices, _ = stack[-1]
                if not choices:  # every choice here failed: the guess that led here was wrong
                    _, _, wrong = stack.pop()
                    if wrong is not None:
                        self.cands = stack[-1][0]  # the state before the wrong guess
                        yield Event(BACKTRACK, wrong[0], wrong[1].bit_length(), len(stack))
                    continue
                cell, bit = choices.pop()
                self.branch_cell, self.branch_options = cell, parent[cell]
                child = parent[:]
                child[cell] = bit
                self.cands = child[:]  # shown: the guess alone, before logic runs
                yield Event(PLACE, cell, bit.bit_length(), len(stack))
                if propagate(child, [cell], t):
                    yield from self.deductions(parent, child, len(stack), cell)
                    state, guess = child, (cell, bit)
                    break
                yield Event(DEAD_END, cell, bit.bit_length(), len(stack))
                self.cands = parent
                yield Event(BACKTRACK, cell, bit.bit_length(), len(stack))
            if state is None:
                yield Event(DONE)
                return
            self.cands = state

    def data(self, event):
        """What the data panel shows: the cell being branched on and its candidates."""
        if self.branch_cell < 0:
            return [Datum("cell", "cell", event.cell)]
        return [Datum("branching_on", "cell", self.branch_cell),
                Datum("candidates", "mask", self.branch_options),
                Datum("current_at", "cell", event.cell)]
