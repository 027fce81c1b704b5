"""Entry point for ``python -m sudoku_core``."""

import sys

from .cli.commands import script

sys.exit(script())
