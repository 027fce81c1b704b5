"""The search and its results: what solves a puzzle, counts its solutions, and says so.

- ``solver``: :func:`solve`, :func:`count_solutions`, the cooperative :class:`SolveTask`
  and the results (:class:`SolveResult`, :class:`CountResult`, :class:`Stats`);
- ``engine``: the fast depth-first search and where it branches;
- ``propagation``: candidate bitmasks, the per-size tables and the three propagation rules;
- ``learning``: the search that learns from its failures, for the puzzles depth-first thrashes on
  (loaded on first need).

Nothing is imported here: ``from sudoku_core import solve`` is the public way in.
"""
