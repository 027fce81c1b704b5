"""The board brought back into sight on a phone, where the page is one column: the grid on top,
the buttons and lists under it. A puzzle loaded from New puzzle or Daily puzzle, or a step of
Explain chosen in its list, is drawn on the grid, which the person has scrolled away from."""

from __future__ import annotations

from pyscript import document


def board_into_view():
    """Scroll the board back into view when its top is above the window (a phone scrolled down to
    the buttons or the list then sees the grid); on a wide window it is beside them: nothing moves."""
    board = document.getElementById("board")
    if board.getBoundingClientRect().top < 0:
        board.scrollIntoView()
