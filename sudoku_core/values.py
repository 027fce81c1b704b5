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
runs last (``__post_init__``). The standard library's missing pieces are in :mod:`.shims`.
"""

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


class Fields:
    """What both kinds share: built, compared, shown and copied by their ``FIELDS``."""

    FIELDS = ()
    FACTORIES = {}

    def run_post_init(self) -> None:
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
        """A copy with some fields changed (checked again by ``__init__``)."""
        values = self.as_dict()
        values.update(changes)
        return type(self)(**values)

    def as_dict(self) -> dict:
        """The fields by name (``dataclasses.asdict`` for fields that hold no value class)."""
        return {name: getattr(self, name) for name in self.FIELDS}


class FrozenValue(Fields):
    """A value compared, hashed and shown by its ``FIELDS``; setting an attribute later fails."""

    def __init__(self, *args, **kwargs):
        self.freeze(**field_values(type(self), args, kwargs))
        self.run_post_init()

    def freeze(self, **values) -> None:
        for name in self.FIELDS:
            object.__setattr__(self, name, values[name])

    def __setattr__(self, name, value):
        raise AttributeError(f"cannot assign to field {name!r}: {type(self).__name__} is frozen")

    def __delattr__(self, name):
        raise AttributeError(f"cannot delete field {name!r}: {type(self).__name__} is frozen")

    def __hash__(self):
        return hash(self.values())

    def __reduce__(self):
        """Pickle and copy through ``__init__`` (the frozen ``__setattr__`` refuses the default)."""
        return (type(self), self.values())


class Record(Fields):
    """A mutable value compared and shown by its ``FIELDS`` (a plain dataclass: not hashable)."""

    __hash__ = None

    def __init__(self, *args, **kwargs):
        for name, value in field_values(type(self), args, kwargs).items():
            setattr(self, name, value)
        self.run_post_init()


def huge(value) -> bool:
    """A whole number of more than 40 digits (CPython refuses to write out one past 4,300, with a
    ValueError): said by :func:`shown` rather than written."""
    return type(value) is int and not -10 ** 40 < value < 10 ** 40


def shown(value, limit: int = 20) -> str:
    """``repr(value)`` cut to ``limit`` characters for a message; a :func:`huge` number is said as such."""
    return "a number of more than 40 digits" if huge(value) else repr(value)[:limit]


def counted(number: int, noun: str, plural: str = "") -> str:
    """``number`` and ``noun`` as English says them: ``1 cell``, ``5 cells`` (``plural``: the noun's
    plural when it is not ``noun + "s"``, such as ``tries``), for the messages that count things."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"


def a_size(size: int, start: bool = False) -> str:
    """``a 9x9`` or ``an 8x8`` (and ``an 11x11``, ``an 18x18``): the article English says before a
    grid size, for the messages that name one (a fixed "a" wrote "a 8x8 grid"); ``start``: "A"/"An"
    to begin a sentence."""
    said = str(size)
    vowel = said[0] == "8" or (len(said) % 3 == 2 and said[:2] in ("11", "18"))
    article = ("An" if start else "an") if vowel else ("A" if start else "a")
    return f"{article} {size}x{size}"


def is_ascii(text: str) -> bool:
    """``str.isascii``, which MicroPython lacks. There, a text is ASCII when its UTF-8 bytes are as
    many as its characters: counted in C, where a loop over the characters in Python took 0.3 s
    for 65,536 of them on the page."""
    try:
        return text.isascii()
    except AttributeError:
        return len(text.encode()) == len(text)


def is_printable(text: str) -> bool:
    """``str.isprintable``; MicroPython lacks it (and Unicode's categories): there, control
    characters and the invisible ones ``plain_text`` drops count as unprintable."""
    try:
        return text.isprintable()
    except AttributeError:
        return all(0x20 <= ord(ch) != 0x7F and not 0x80 <= ord(ch) < 0xA0 and ch not in "\u00ad\u200b\u200c\u200d\u200e\u200f\u2028\u2029\u2060\ufeff"
                   for ch in text)


def quoted(text: str) -> str:
    """``repr(text)`` as CPython writes it (what messages show), on every interpreter. MicroPython's
    repr escapes every non-ASCII character ("²" comes out as '\\xb2'): there, a printable
    non-ASCII character is kept as it is and the rest is escaped as its repr escapes it."""
    if hasattr(str, "isprintable"):
        return repr(text)
    quote = '"' if "'" in text and '"' not in text else "'"
    parts = []
    for ch in text:
        if ch == quote or ch == "\\":
            parts.append("\\" + ch)
        elif ch in "'\"" or (ord(ch) >= 128 and is_printable(ch)):
            parts.append(ch)
        else:
            parts.append(repr(ch)[1:-1])
    return quote + "".join(parts) + quote


def without_spaces(text: str) -> str:
    """``re.sub(r"\\s+", "", text)``: every space gone. Written out, as :func:`split_runs`."""
    return "".join(text.split())


def split_runs(text: str, separators: str = "") -> list:
    """``re.split(r"[\\s<separators>]+", text)``: ``text`` cut at each run of spaces or of the
    ``separators`` characters, with an empty first or last part where it starts or ends with
    one. Written out with ``str.split``: MicroPython's ``re`` recurses once per character a
    repetition takes, and overflows its stack on a run of a few thousand (a long paste)."""
    for ch in separators:
        text = text.replace(ch, " ")
    parts = text.split()
    if not parts:
        return [""] if not text else ["", ""]
    if text[0].isspace():
        parts.insert(0, "")
    if text[-1].isspace():
        parts.append("")
    return parts
