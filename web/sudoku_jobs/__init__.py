"""The engine worker's Python (issue 31): the long jobs the page hands to Pyodide in a Web Worker.

``jobs`` runs a job by name in the worker (CPython/Pyodide, the whole ``sudoku_core``);
``wire`` turns each job's result into plain JSON-able data there and back into light objects on
the page's side, in the subset of Python that MicroPython 1.28 shares, so the page's main thread
(MicroPython) reads a decoded hint, path or solve result with the attributes it reads today;
``variant_wire`` adds what a variant's steps need there (houses and cages named, the area drawn).
"""
