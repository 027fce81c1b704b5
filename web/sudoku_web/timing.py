"""The page's clock for measuring work (``perf_counter`` in seconds), on every interpreter.

MicroPython (the page's main thread in issue 31's design) has no ``time.perf_counter``; its
``time.ticks_ms`` counts milliseconds and wraps after 2**30 of them (12 days), which no
measurement of the page comes near. Pure: no DOM.
"""

try:
    from time import perf_counter
except ImportError:  # MicroPython
    from time import ticks_ms

    def perf_counter() -> float:
        """Seconds from an arbitrary start, for differences only (as ``time.perf_counter``)."""
        return ticks_ms() / 1000
