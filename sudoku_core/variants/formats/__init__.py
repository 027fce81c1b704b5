"""Variant puzzles to and from the formats people exchange (issue 32).

- ``detect``: :func:`read_variant` (any format, auto-detected), :func:`read_draft` (the same,
  for unfinished work: givens may break the rules, regions may be the wrong size),
  :func:`variant_format` and :func:`variant_in` (the CLI's test: a variant, or None for the
  classic parser);
- ``fpuzzles``: f-puzzles JSON and ``https://f-puzzles.com/?load=`` links;
- ``lzstring``: lz-string's Base64 form, which those links use;
- ``iss``: Interactive Sudoku Solver constraint strings;
- ``jigsaw_layout``: 81-character jigsaw layouts, with or without the 81 givens before them;
- ``variant_text``: our own plain-text form (documented there);
- ``cell_names``, ``houses``, ``assemble``: cell names, the standard houses, and the one way
  every reader builds its model.
"""

from .detect import VARIANT_FORMATS, read_draft, read_variant, variant_format, variant_in
from .fpuzzles import read_fpuzzles, read_fpuzzles_link, write_fpuzzles, write_fpuzzles_link
from .iss import read_iss_string as read_iss
from .iss import write_iss_string as write_iss
from .jigsaw_layout import read_layout, write_layout
from .variant_text import read_text, write_text

__all__ = [
    "VARIANT_FORMATS", "read_fpuzzles", "read_fpuzzles_link", "read_iss", "read_layout", "read_text",
    "read_draft", "read_variant", "variant_format", "variant_in", "write_fpuzzles", "write_fpuzzles_link", "write_iss",
    "write_layout",
    "write_text",
]
