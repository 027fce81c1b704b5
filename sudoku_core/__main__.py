"""Entry point for ``python -m sudoku_core``."""

import os
import sys

try:
    from .cli.commands import script
except KeyboardInterrupt:   # Ctrl+C before the command's own handling is in place: 130, no traceback
    os._exit(130)

sys.exit(script())
