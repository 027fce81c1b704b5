"""Solving like a person: techniques, explained steps, an honest rating.

The vocabulary (:mod:`.grid`): a candidate grid of bitmasks, houses, places.
Each technique is one small module in :mod:`.techniques`, registered once in
:data:`~.techniques.TECHNIQUES` (easiest first); it finds
:class:`~.step.Step` objects that carry their pattern and parts, so
:mod:`.text` can say them in English (and a page in any language).
:mod:`.path` takes the easiest step again and again; :mod:`.profiles`
names the two technique lists it can use (``"se"``: Sudoku Explainer
1.2.1's producers and rule, :mod:`.se`; ``"teaching"``: the techniques
people learn); :mod:`.rating` rates a puzzle by the hardest step of that
path, on the SE profile by default (with a named level, and "needs
guessing" when logic stalls); :mod:`.hints` gives the easiest next step
from any position (teaching profile), after reporting wrong entries.
"""

# The words for steps, imported now: ``notation`` names both a submodule and this function, and
# the function must win (it does: this import sets it after the submodule's). They also run under
# MicroPython (the page's main thread, issue 31).
from .text import notation, sentence

#: Every other public name's module, imported on first use (a module ``__getattr__``): the page's
#: main thread never imports the engine.
_MODULES = {
    "CandidateGrid": "grid",
    "Path": "path", "next_step": "path", "next_step_work": "path", "run": "path", "solve_path": "path",
    "solve_path_work": "path",
    "STRONG": "step", "WEAK": "step", "Link": "step", "Node": "step", "Pattern": "step", "Step": "step",
    "BY_ID": "techniques", "TECHNIQUES": "techniques", "Technique": "techniques",
    "PROFILES": "profiles", "Profile": "profiles",
    "LEVELS": "rating", "NEEDS_GUESSING": "rating", "Rating": "rating", "level_of": "rating", "rate": "rating",
    "Hint": "hints", "hint_at": "hints", "hint_work": "hints",
}


def __getattr__(name):
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(__import__(f"{__name__}.{module}", None, None, [name]), name)


def __dir__():
    return sorted(set(globals()) | set(_MODULES))

__all__ = [
    "Hint", "LEVELS", "PROFILES", "Profile", "hint_work", "next_step_work", "run", "NEEDS_GUESSING", "Rating", "hint_at", "level_of", "rate",
    "BY_ID", "CandidateGrid", "Link", "Node", "Path", "Pattern", "STRONG", "Step", "TECHNIQUES", "Technique",
    "WEAK", "next_step", "notation", "sentence", "solve_path", "solve_path_work",
]
