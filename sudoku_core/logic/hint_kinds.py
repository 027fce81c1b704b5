"""What a hint from any position is (``Hint.kind``), apart from the engine that finds it.

The page's words for hints (``step_words``) need these names on the main thread, which runs
MicroPython and never imports the logic engine (issue 31); :mod:`.hints` finds the hints.
"""

WRONG_ENTRY, WRONG_ELIMINATION, STEP, SOLVED, STUCK = "wrong_entry", "wrong_elimination", "step", "solved", "stuck"
