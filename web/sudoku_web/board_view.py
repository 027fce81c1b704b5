"""The board brought back into sight on a phone, where the page is one column: the grid on top,
the buttons and lists under it. A puzzle loaded from New puzzle or Daily puzzle, or a step of
Explain chosen in its list, is drawn on the grid, which the person has scrolled away from. And the
answer to a press of Hint, under the pad, brought into sight when it is below the window."""

from __future__ import annotations

from pyscript import document, window


def board_into_view():
    """Scroll the board back into view when its top is above the window (a phone scrolled down to
    the buttons or the list then sees the grid); on a wide window it is beside them: nothing moves."""
    board = document.getElementById("board")
    if board.getBoundingClientRect().top < 0:
        board.scrollIntoView()


def answer_into_view(element):
    """Scroll just enough for ``element`` (the hint's text, the other-tab question) to show when its bottom is below the
    window: under a variant's rules line on a 360x640 phone, or beside the grid on one held
    sideways, it was (the grid stays in view: a few lines on a phone; beside it, it is sticky)."""
    bottom = element.getBoundingClientRect().bottom
    if bottom > 0 and bottom > window.innerHeight:   # (0: no box, hidden: nothing to show)
        element.scrollIntoView(False)   # (False: its bottom at the window's; no options object to convert)
