"""Buttons disabled while their work runs, without losing the keyboard's focus.

A focused button that becomes disabled hands the focus to the page's body, so a keyboard or
screen-reader user who pressed Hint, Solve, Generate, Race or Run would have to find the button
again to press it a second time ("press Hint again for more"). :func:`set_busy` disables a work's
start buttons and enables its Stop button (or the reverse); a start button that had the focus
gets it back when the work ends, unless the person has moved on to something else meanwhile.
"""

from __future__ import annotations

from pyscript import document

_HELD = set()   # ids of start buttons that had the focus when their work began


def set_busy(starts, stop, busy: bool) -> None:
    """``starts``: the buttons that begin the work (disabled while it runs); ``stop``: its Stop
    button (enabled only while it runs), or None."""
    if busy:
        active = getattr(document, "activeElement", None)   # (None without a page: unit tests)
        for button in starts:
            if active is not None and active == button and button.id:
                _HELD.add(button.id)
            button.disabled = True
        if stop is not None:
            stop.disabled = False
        return
    if stop is not None:
        stop.disabled = True
    for button in starts:
        button.disabled = False
    if not _HELD:
        return
    for button in starts:
        if button.id in _HELD:
            _HELD.discard(button.id)
            active = document.activeElement
            # (a link, a <pre> or a <summary> has no ``disabled``: getattr, not the attribute)
            if active is None or active == document.body or getattr(active, "disabled", False):
                button.focus()
