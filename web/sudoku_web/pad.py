"""The digit pad's rules in pure Python (no DOM): its keys' markup, the digits left to place, the
cells a selection highlights, and what a key press means in each entry mode.

Pure, so build.py writes the pad's first paint from the same function the page uses on a size
change, and CPython tests drive the rules. ``pad_panel`` is the DOM glue (taps, long presses,
the selected cell); ``grid_highlights`` puts the highlights on the cells.

Public markup (documented contract): the keys are ``<button class="pad-key" data-digit="5"
data-left="9">`` in ``#pad-keys``, whose accessible name is the symbol alone (the count is drawn
small inside the key, ``aria-hidden``, and said in the key's ``aria-description``).
"""

from __future__ import annotations

from sudoku_core.geometry import geometry

LONG_PRESS_MS = 450          # holding a digit key this long picks the digit (digit-first entry)
FILLED_KINDS = ("given", "entry", "solved")


def digits_left(values, kinds, symbols) -> dict:
    """symbol -> how many of it are still to place: the grid's size minus its count among the
    filled cells (givens, entries, a shown solution); never below 0 (a repeated digit)."""
    size = len(symbols)
    counts = dict.fromkeys(symbols, 0)
    for value, kind in zip(values, kinds):
        if value in counts and kind in FILLED_KINDS:
            counts[value] += 1
    return {s: max(0, size - n) for s, n in counts.items()}


def peer_cells(cell: int, size: int) -> frozenset:
    """The cells sharing a row, column or box with ``cell`` (not ``cell`` itself)."""
    return frozenset(geometry(size).peers[cell])


def same_cells(values, symbol: str) -> frozenset:
    """The cells holding ``symbol`` ("" or None: none)."""
    if not symbol:
        return frozenset()
    return frozenset(i for i, v in enumerate(values) if v == symbol)


def highlights(selected, values, size: int, picked="", peers_on=True, same_on=True):
    """(peer cells, same-digit symbol) to show: the selected cell's row, column and box when
    ``peers_on``; the digit to show as "same": the picked digit (digit-first) when there is one,
    else the selected cell's digit, when ``same_on`` ("" when none)."""
    peers = peer_cells(selected, size) if peers_on and selected is not None else frozenset()
    digit = ""
    if same_on:
        digit = picked or (values[selected] if selected is not None else "")
    return peers, digit


def press(entry: str, picked: str, symbol: str):
    """What pressing the key ``symbol`` does: ("pick", symbol) when digit-first is on (the
    ``entry`` setting, or a digit already picked by a long press), ("drop", "") when it is the
    picked key, else ("enter", symbol): put it in the selected cell."""
    if symbol == picked:
        return "drop", ""
    if entry == "digit" or picked:
        return "pick", symbol
    return "enter", symbol


def tap_cell(value: str, kind: str, picked: str):
    """What tapping a cell does while ``picked`` is picked (digit-first): "enter" the digit in
    an empty cell or one holding another entry, "erase" an entry equal to it (a second tap takes
    it back), "none" on a given (the puzzle is never changed by a tap) or when nothing is picked."""
    if not picked or kind == "given":
        return "none"
    if value == picked:
        return "erase"
    return "enter"


def pad_html(size: int, symbols: str, escape, left=None, disabled=True) -> str:
    """The digit keys for a ``size`` grid (the inside of ``#pad-keys``). ``left``: symbol -> count
    (default: all of them); ``disabled``: the keys start disabled (``refresh`` then enables those
    with digits left); the first paint's keys are enabled (boot.js takes their taps before Python)."""
    left = left if left is not None else dict.fromkeys(symbols, size)
    off = " disabled" if disabled else ""
    return "".join(
        f'<button type="button" class="pad-key" data-digit="{escape(s)}" data-left="{left[s]}"{off}>'
        f'<span class="pad-digit">{escape(s)}</span><span class="pad-left" aria-hidden="true">{left[s]}</span></button>'
        for s in symbols
    )
