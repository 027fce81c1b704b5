"""Entry point of the page (PyScript runs this file once Pyodide and the zips are ready)."""

from sudoku_web.app import start

app = start()
