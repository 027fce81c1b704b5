"""Benchmarks for sudoku_core (not shipped with the package).

``python3 bench/bench_core.py`` measures our solver against the public puzzle
sets and, side by side, against a classic textbook search and PyPI peers.
"""
