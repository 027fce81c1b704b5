"""The generator and the bank: new puzzles with one solution, rated as a person would solve them.

- ``generator``: :func:`generate` (by level or technique, with a symmetry, minimal or not);
- ``symmetry``: the clue patterns a puzzle may keep;
- ``randomness``: the seeded random numbers that make a puzzle the same on every machine, and the
  per-puzzle seeds of a run (``seed_at``, ``nth_seed``);
- ``bank``: thousands of graded puzzles made in parallel chunks (local processes or Dask);
- ``bank_files``: the bank's files on disk and the checks a resumed bank makes.

Nothing is imported here: the page loads the generator on first use, never at start-up.
"""
