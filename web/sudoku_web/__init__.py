"""The browser UI of the Sudoku solver (runs in Pyodide through PyScript).

Modules:
  strings    -- every user-visible string, in one dict per language
  markup     -- pure-Python HTML of the grid; also used by build.py at build time
  grid       -- the grid widget: reading/writing cells, keyboard, highlights
  controller -- the cooperative solve loop (chunks, progress, cancel)
  app        -- wiring: buttons, paste, examples, URL parameters, status line
Only ``grid``, ``controller`` and ``app`` touch the DOM; all Sudoku logic is in sudoku_core.
"""
