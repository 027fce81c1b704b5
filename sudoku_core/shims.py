"""What MicroPython's standard library lacks, for the modules that also run there.

The page's main thread will run MicroPython (issue 31; docs/how-the-page-works.md). Each name
here is the standard one where the interpreter has it (CPython and Pyodide take ``functools``',
``itertools``' and ``math``'s own, so nothing changes there) and a small stand-in under
MicroPython: ``lru_cache``, ``cached_property``, ``combinations``, ``isqrt``, ``bit_length``
(``int.bit_length``; MicroPython's ints have no such method). Its ``re`` has no
flags, no ``fullmatch`` and reads ``{m,n}`` literally: :func:`portable` writes a pattern's counted
repetitions out, :func:`full_match` is ``re.fullmatch``, :func:`caseless` spells a word in either
case. (Value classes instead of dataclasses are in :mod:`.values`.)
"""

try:
    from functools import cached_property
except ImportError:  # MicroPython
    class cached_property:  # noqa: N801 - functools' name
        """``functools.cached_property``: computed on first read, then an attribute of the instance
        (set past a frozen class's ``__setattr__``, as functools' writes the instance's dict)."""

        def __init__(self, function):
            self.function = function
            self.name = function.__name__

        def __get__(self, instance, owner=None):
            if instance is None:
                return self
            value = self.function(instance)
            object.__setattr__(instance, self.name, value)
            return value


try:
    from functools import lru_cache
except ImportError:  # MicroPython
    def lru_cache(maxsize=128):
        """``functools.lru_cache`` for the shapes of a grid (hashable arguments, few of them):
        remembers every answer, and forgets them all when it holds ``maxsize`` (None: never)."""

        def decorate(function):
            cache = {}

            def cached(*args):
                try:
                    return cache[args]
                except KeyError:
                    pass
                if maxsize is not None and len(cache) >= maxsize:
                    cache.clear()
                value = cache[args] = function(*args)
                return value

            cached.cache_clear = cache.clear
            return cached

        return decorate


try:
    from itertools import combinations
except ImportError:  # MicroPython
    def combinations(items, count: int):
        """``itertools.combinations``: every ``count`` of ``items`` in their order, as tuples."""
        pool = tuple(items)
        if count > len(pool):
            return
        picked = list(range(count))
        yield tuple(pool[i] for i in picked)
        while True:
            for i in reversed(range(count)):
                if picked[i] != i + len(pool) - count:
                    break
            else:
                return
            picked[i] += 1
            for j in range(i + 1, count):
                picked[j] = picked[j - 1] + 1
            yield tuple(pool[i] for i in picked)


try:
    from math import isqrt
except ImportError:  # MicroPython
    def isqrt(n: int) -> int:
        """``math.isqrt``: the largest whole number whose square is at most ``n``."""
        root = int(n ** 0.5)
        while root * root > n:
            root -= 1
        while (root + 1) * (root + 1) <= n:
            root += 1
        return root


# int.bit_length as a function; MicroPython's ints have none, so there it counts bin()'s digits
# (callers pass x > 0)
bit_length = int.bit_length if hasattr(int, "bit_length") else (lambda x: len(bin(x)) - 2)


def _atom_end(pattern: str, start: int) -> int:
    """Where the atom at ``start`` ends: an escape, a class, a group or one character."""
    ch = pattern[start]
    if ch == "\\":
        return start + 2
    if ch == "[":
        i = start + 1
        if pattern[i:i + 1] == "^":
            i += 1
        if pattern[i:i + 1] == "]":
            i += 1
        while pattern[i] != "]":
            i += 2 if pattern[i] == "\\" else 1
        return i + 1
    if ch == "(":
        depth, i = 0, start
        while True:
            if pattern[i] == "\\":
                i += 2
                continue
            if pattern[i] == "[":
                i = _atom_end(pattern, i)
                continue
            depth += {"(": 1, ")": -1}.get(pattern[i], 0)
            i += 1
            if depth == 0:
                return i
    return start + 1


def portable(pattern: str) -> str:
    """The pattern with every counted repetition written out (``\\d{1,3}`` as ``\\d\\d?\\d?``):
    MicroPython's ``re`` reads ``{1,3}`` as those characters. Same matches on every interpreter.
    A repeated group must not capture (its copies would renumber the groups)."""
    out, atoms, i = [], [], 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "{" and atoms and pattern[i + 1:i + 2].isdigit():
            close = pattern.index("}", i)
            low, _, high = pattern[i + 1:close].partition(",")
            low = int(low)
            high = low if not _ else int(high)
            atom = atoms[-1]
            if atom.startswith("(") and not atom.startswith("(?"):
                raise ValueError(f"a capturing group is repeated in {pattern!r}")
            lazy = pattern[close + 1:close + 2] == "?"
            out[-1] = atom * low + (atom + ("??" if lazy else "?")) * (high - low)
            atoms.append(out[-1])
            i = close + (2 if lazy else 1)
            continue
        end = _atom_end(pattern, i)
        piece = pattern[i:end]
        if ch == "(":  # a group: its inside written out too
            head = 3 if piece[1:3] in ("?:", "?=", "?!") else piece.index(">") + 1 if piece[1:3] == "?P" else 1
            piece = piece[:head] + portable(piece[head:-1]) + ")"
        atoms.append(piece)
        out.append(piece)
        i = end
    return "".join(out)


def full_match(pattern: str, text: str):
    """``re.fullmatch(pattern, text)``; MicroPython's ``re`` has no ``fullmatch`` (nor a match's
    ``end``): there the pattern is anchored with ``$`` and the match must be the whole text."""
    import re

    if hasattr(re, "fullmatch"):
        return re.fullmatch(pattern, text)
    match = re.match(f"(?:{portable(pattern)})$", text)
    return match if match is not None and match.group(0) == text else None


def caseless(word: str) -> str:
    """A pattern matching ``word`` in any case (``[vV][aA]...``), for ``re.IGNORECASE`` over
    letters only: MicroPython's ``re`` takes no flags. Characters other than letters are escaped."""
    return "".join(f"[{ch.lower()}{ch.upper()}]" if ch.lower() != ch.upper() else
                   "\\" + ch if ch in ".^$*+?{}[]\\|()" else ch for ch in word)
