"""Entry point for ``python -m sudoku_core``."""

import sys

from .cli.commands import main

sys.exit(main(own_process=True))
