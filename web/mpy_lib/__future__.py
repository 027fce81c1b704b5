"""``from __future__ import annotations`` under MicroPython, which has no ``__future__`` module.

MicroPython never evaluates annotations, so the import only has to succeed. This file is for the
MicroPython side only (issue 31: the page's Python on ``mpy``): it must not reach Pyodide's or
CPython's path, where it would hide the real ``__future__``.
"""

annotations = True
