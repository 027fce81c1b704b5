"""The colours a person paints cells with: the Okabe-Ito palette, safe for colour-blind eyes.

Pure data (no DOM): ``workspace`` checks a stored colour against ``COLOUR_COUNT``, the page names
each colour through ``strings`` (``colour_<key>``), and style.css draws colour ``n`` for
``data-colour="n"`` (a pale fill that keeps every digit's contrast, and a ring in the full colour).
The numbers are stored with the work and carried in shared links (``work_link``): never renumber.
"""

from __future__ import annotations

#: (number, string key, Okabe & Ito's colour): number 0 is "no colour".
COLOURS = (
    (1, "orange", "#E69F00"),
    (2, "sky_blue", "#56B4E9"),
    (3, "bluish_green", "#009E73"),
    (4, "yellow", "#F0E442"),
    (5, "blue", "#0072B2"),
    (6, "vermillion", "#D55E00"),
    (7, "reddish_purple", "#CC79A7"),
)
COLOUR_COUNT = len(COLOURS)
NONE = 0


def colour_key(number: int) -> str:
    """The strings key naming colour ``number`` (``colour_none`` for 0)."""
    for n, key, _ in COLOURS:
        if n == number:
            return "colour_" + key
    return "colour_none"
