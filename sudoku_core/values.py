"""Frozen value classes and the few string helpers that also run under MicroPython.

The page's main thread will run MicroPython (issue 31; docs/how-the-page-works.md), and the
modules both threads share (errors, geometry, puzzle, conflicts, formats, examples) are written in
the subset of Python that MicroPython and CPython share. MicroPython keeps no class annotations,
so ``dataclasses`` cannot work there: a value class names its ``FIELDS`` and sets them once in
``__init__`` through :meth:`FrozenValue.freeze`, and gets equality, hashing, ``repr`` and
``replace`` from here, as a frozen dataclass would give them. :class:`Record` is the mutable
kind (a plain ``@dataclass``). Both read their constructor's arguments by ``FIELDS`` (positional
or by name); a field left out takes the class attribute of its name (the dataclass's
``name: type = default`` line, kept: MicroPython drops the annotation but keeps the value) or,
made fresh each time, ``FACTORIES[name]()`` (``field(default_factory=list)``). A class that
checks its arguments writes its own ``__init__``. A ``post_init`` method, when a class has one,
runs last (``__post_init__``).
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


def field_values(cls, args, kwargs) -> dict:
    """The fields of ``cls`` from a constructor call, as a dataclass's ``__init__`` reads them."""
    names = cls.FIELDS
    if len(args) > len(names):
        raise TypeError(f"{cls.__name__}() takes {len(names)} arguments ({len(args)} given)")
    values = {}
    for name, value in zip(names, args):
        values[name] = value
    for name, value in kwargs.items():
        if name not in names:
            raise TypeError(f"{cls.__name__}() got an unexpected keyword argument {name!r}")
        if name in values:
            raise TypeError(f"{cls.__name__}() got multiple values for argument {name!r}")
        values[name] = value
    for name in names:
        if name not in values:
            if name in cls.FACTORIES:
                values[name] = cls.FACTORIES[name]()
            elif hasattr(cls, name):
                values[name] = getattr(cls, name)
            else:
                raise TypeError(f"{cls.__name__}() missing required argument {name!r}")
    return values


class FrozenValue:
    """A value compared, hashed and shown by its ``FIELDS``; setting an attribute later fails."""

    FIELDS = ()
    FACTORIES = {}

    def __init__(self, *args, **kwargs):
        self.freeze(**field_values(type(self), args, kwargs))
        post_init = getattr(self, "post_init", None)
        if post_init is not None:
            post_init()

    def freeze(self, **values) -> None:
        for name in self.FIELDS:
            object.__setattr__(self, name, values[name])

    def __setattr__(self, name, value):
        raise AttributeError(f"cannot assign to field {name!r}: {type(self).__name__} is frozen")

    def __delattr__(self, name):
        raise AttributeError(f"cannot delete field {name!r}: {type(self).__name__} is frozen")

    def values(self) -> tuple:
        return tuple(getattr(self, name) for name in self.FIELDS)

    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self.values() == other.values()

    def __ne__(self, other):
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self):
        return hash(self.values())

    def __repr__(self):
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"{type(self).__name__}({shown})"

    def replace(self, **changes):
        """A copy with some fields changed (checked again by ``__init__``)."""
        values = {name: getattr(self, name) for name in self.FIELDS}
        values.update(changes)
        return type(self)(**values)

    def __reduce__(self):
        """Pickle and copy through ``__init__`` (the frozen ``__setattr__`` refuses the default)."""
        return (type(self), self.values())

    def as_dict(self) -> dict:
        """The fields by name (``dataclasses.asdict`` for fields that hold no value class)."""
        return {name: getattr(self, name) for name in self.FIELDS}


class Record:
    """A mutable value compared and shown by its ``FIELDS`` (a plain dataclass: not hashable)."""

    FIELDS = ()
    FACTORIES = {}
    __hash__ = None

    def __init__(self, *args, **kwargs):
        for name, value in field_values(type(self), args, kwargs).items():
            setattr(self, name, value)
        post_init = getattr(self, "post_init", None)
        if post_init is not None:
            post_init()

    def values(self) -> tuple:
        return tuple(getattr(self, name) for name in self.FIELDS)

    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self.values() == other.values()

    def __ne__(self, other):
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __repr__(self):
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"{type(self).__name__}({shown})"

    def replace(self, **changes):
        """A copy with some fields changed."""
        values = self.as_dict()
        values.update(changes)
        return type(self)(**values)

    def as_dict(self) -> dict:
        """The fields by name (``dataclasses.asdict`` for fields that hold no value class)."""
        return {name: getattr(self, name) for name in self.FIELDS}


def is_ascii(text: str) -> bool:
    """``str.isascii``, which MicroPython lacks."""
    try:
        return text.isascii()
    except AttributeError:
        return all(ord(ch) < 128 for ch in text)


def is_printable(text: str) -> bool:
    """``str.isprintable``; MicroPython lacks it (and Unicode's categories): there, control
    characters and the invisible ones ``plain_text`` drops count as unprintable."""
    try:
        return text.isprintable()
    except AttributeError:
        return all(0x20 <= ord(ch) != 0x7F and not 0x80 <= ord(ch) < 0xA0 and ch not in "\u00ad\u200b\u200c\u200d\u200e\u200f\u2028\u2029\u2060\ufeff"
                   for ch in text)
