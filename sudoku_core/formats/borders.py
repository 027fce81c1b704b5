"""Border lines around and inside a grid's text: the dashes, pluses and corners other programs
draw (``+-------+``, Sudoku Explainer's ``*-----*``, HoDoKu's ``.-----.-----.``), which readers
skip. Their own module so that every reader (plain grids, pencil-mark grids, variant grids) reads
them the same way without importing one another."""

#: Corners of the borders other programs draw: Sudoku Explainer's ``*-----------*``, HoDoKu's
#: ``.-------.-------.-------.``, ``:-------+-------+-------:`` and ``'-------'-------'-------'``.
BORDER_CORNERS = "*.:'"


def is_dash_line(line: str) -> bool:
    """Only ``- = + |`` and spaces, with at least one dash-like mark; or a border with
    :data:`BORDER_CORNERS` among them, which must hold a run of dashes (``--``: a row of
    empty cells written ``. - . -`` is cells, not a border). (Read character by character:
    MicroPython's ``re`` recurses once per character a repetition takes, and overflows its
    stack on a border a few thousand characters long.)"""
    dashes = corners = False
    for ch in line:
        if ch in "-+=":
            dashes = True
        elif ch in BORDER_CORNERS:
            corners = True
        elif ch != "|" and not ch.isspace():
            return False
    return dashes and (not corners or "--" in line)


def is_hard_border(line: str) -> bool:
    """A dash line that is a border whatever its width: it has ``+``, ``=`` or a corner."""
    for ch in line:
        if ch in "+=" or ch in BORDER_CORNERS:
            return True
    return False
