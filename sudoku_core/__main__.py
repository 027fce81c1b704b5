"""Entry point for ``python -m sudoku_core``."""

import sys

from .cli import main

sys.exit(main())
