"""A logical step, as data: what a technique found, and how to show it.

A :class:`Step` carries everything needed to apply it, draw it and say it in
any language, with no English to parse:

* ``technique``: the technique's id (``"x_wing"``), the key of its name and
  sentence in every language;
* ``difficulty``: the step's value on the Sudoku Explainer scale;
* ``placements`` and ``eliminations``: ``(cell, digit)`` pairs;
* ``pattern``: what forms it, for drawing: ``cells``, the ``candidates``
  ``(cell, digit)`` that make the pattern, ``houses`` (unit indexes),
  ``fins`` (extra candidates of finned fish and the like) and, for chains,
  ``links`` between nodes, each ``strong`` or ``weak``;
* ``parts``: the named values a sentence needs (``digit``, ``digits``,
  ``house``, ``cells``, ``base`` / ``cover`` houses, ``length``...), all
  numbers (cells, digits, house indexes), never words.

:func:`sudoku_core.logic.text.sentence` turns a step into an English
sentence and :func:`sudoku_core.logic.text.notation` into the standard
one-line notation (``Locked Candidates (pointing): 5 in b1 => r3c7<>5``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

STRONG, WEAK = "strong", "weak"


@dataclass(frozen=True)
class Node:
    """A chain node: ``digit`` is (or is not) in one of ``cells`` (one cell,
    or a group of cells of one house for grouped nodes)."""

    cells: tuple
    digit: int


@dataclass(frozen=True)
class Link:
    """A link from node ``a`` to node ``b``. ``strong``: if ``a`` is false
    then ``b`` is true; ``weak``: if ``a`` is true then ``b`` is false."""

    a: Node
    b: Node
    kind: str  # STRONG or WEAK


@dataclass(frozen=True)
class Pattern:
    """What to draw: the pattern's cells, candidates, houses, fins and links."""

    cells: tuple = ()
    candidates: tuple = ()  # (cell, digit) pairs forming the pattern
    houses: tuple = ()  # unit indexes (rows, then columns, then boxes)
    fins: tuple = ()  # (cell, digit) pairs
    links: tuple = ()  # Link objects, in chain order


@dataclass(frozen=True)
class Step:
    """One deduction: see the module docstring."""

    technique: str
    difficulty: float
    placements: tuple = ()
    eliminations: tuple = ()
    pattern: Pattern = field(default_factory=Pattern)
    parts: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def progress(self) -> bool:
        """Whether the step changes the grid at all."""
        return bool(self.placements or self.eliminations)
