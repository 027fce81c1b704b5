"""Input and output formats: a puzzle to and from text.

- ``puzzle_text``: :func:`parse` and :func:`format_puzzle`, one puzzle in each format
  (``FORMATS``, ``OUTPUT_FORMATS``);
- ``plain_text``: pasted text made plain (invisible characters, odd spaces) before parsing;
- ``reader``: a stream of text split into puzzles, in constant memory (for the command line).
- ``borders``: the border lines drawn around and inside grids, which every reader skips;
- ``candidates``: pencil-mark grids (every cell's candidates), a position for ``hint``.

Nothing is imported here: ``from sudoku_core import parse, format_puzzle`` is the public way in.
"""
