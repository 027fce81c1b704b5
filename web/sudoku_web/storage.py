"""The browser's storage for the work on the grid: one JSON value under one key.

Storage can be missing, full or refused (private windows, blocked third-party storage): then the
page works as before and simply does not remember; nothing here ever raises.
"""

from __future__ import annotations

import json

KEY = "sudoku-solver:work"


class Storage:
    """``read()`` the stored value (None when absent or unreadable), ``write(value)``."""

    def __init__(self, local_storage, key: str = KEY):
        self._store = local_storage  # window.localStorage, or a stand-in with getItem/setItem
        self.key = key

    def read(self):
        try:
            text = self._store.getItem(self.key)
            return json.loads(str(text)) if text else None
        except Exception:  # noqa: BLE001 - refused, or not JSON: as if nothing was stored
            return None

    def write(self, value) -> bool:
        try:
            self._store.setItem(self.key, json.dumps(value, separators=(",", ":")))
            return True
        except Exception:  # noqa: BLE001 - full or refused: the page goes on without it
            return False
