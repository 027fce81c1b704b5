"""lz-string's Base64 form, written here from the algorithm's description (no dependency).

f-puzzles shares a puzzle as ``https://f-puzzles.com/?load=`` followed by
``LZString.compressToBase64(json)``; reading and writing those links needs both
directions. lz-string is an LZW variant over UTF-16 code units: the dictionary
starts with three codes (0: a new 8-bit character follows, 1: a new 16-bit
character follows, 2: end of stream), each new string takes the next code, and
codes are written least significant bit first in a width that grows by one bit
whenever the codes of the current width are used up. The bit stream is cut
into 6-bit groups, each written as a Base64 character, padded with ``=`` to a
multiple of four characters.

Strings are handled as UTF-16 code units, as JavaScript does, so a character
outside the Basic Multilingual Plane round-trips as its surrogate pair.
"""

from __future__ import annotations

KEY = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="
_VALUE = {ch: i for i, ch in enumerate(KEY)}


def _units(text: str) -> list:
    """The UTF-16 code units of ``text`` (as JavaScript sees a string). By hand, not with the
    ``utf-16-le`` codec: MicroPython (the page's main thread) has only UTF-8."""
    units = []
    for ch in text:
        code = ord(ch)
        if code >= 0x10000:
            code -= 0x10000
            units.append(0xD800 + (code >> 10))
            units.append(0xDC00 + (code & 0x3FF))
        else:
            units.append(code)
    return units


def _text(units) -> str:
    """The string made of UTF-16 code units (pairs of surrogates joined; a lone one kept)."""
    out = []
    i, n = 0, len(units)
    while i < n:
        unit = units[i]
        if 0xD800 <= unit < 0xDC00 and i + 1 < n and 0xDC00 <= units[i + 1] < 0xE000:
            out.append(chr(0x10000 + ((unit - 0xD800) << 10) + (units[i + 1] - 0xDC00)))
            i += 2
        else:
            out.append(chr(unit))
            i += 1
    return "".join(out)


class _BitWriter:
    """Bits into characters of ``width`` bits, most significant first within a character."""

    def __init__(self, width: int):
        self.width, self.value, self.position, self.out = width, 0, 0, []

    def write(self, value: int, bits: int) -> None:
        """``bits`` bits of ``value``, least significant first (lz-string's order)."""
        for _ in range(bits):
            self.value = self.value << 1 | (value & 1)
            value >>= 1
            if self.position == self.width - 1:
                self.out.append(self.value)
                self.value, self.position = 0, 0
            else:
                self.position += 1

    def flush(self) -> list:
        """Pad the last character with zero bits and return every character's value."""
        while True:
            self.value <<= 1
            if self.position == self.width - 1:
                self.out.append(self.value)
                return self.out
            self.position += 1


def _compress(units: list, width: int) -> list:
    dictionary: dict = {}
    fresh: set = set()  # single units in the dictionary not yet sent as literals
    w: tuple = ()
    enlarge, size, bits = 2, 3, 2
    out = _BitWriter(width)

    def emit(word):
        nonlocal enlarge, bits
        if word in fresh:
            unit = word[0]
            if unit < 256:
                out.write(0, bits)
                out.write(unit, 8)
            else:
                out.write(1, bits)
                out.write(unit, 16)
            enlarge -= 1
            if enlarge == 0:
                enlarge, bits = 1 << bits, bits + 1
            fresh.discard(word)
        else:
            out.write(dictionary[word], bits)
        enlarge -= 1
        if enlarge == 0:
            enlarge, bits = 1 << bits, bits + 1

    for unit in units:
        c = (unit,)
        if c not in dictionary:
            dictionary[c] = size
            size += 1
            fresh.add(c)
        wc = w + c
        if wc in dictionary:
            w = wc
        else:
            emit(w)
            dictionary[wc] = size
            size += 1
            w = c
    if w:
        emit(w)
    out.write(2, bits)
    return out.flush()


def compress_to_base64(text: str) -> str:
    """``LZString.compressToBase64(text)``."""
    if not text:
        return ""
    encoded = "".join(KEY[v] for v in _compress(_units(text), 6))
    return encoded + "=" * (-len(encoded) % 4)


class _BitReader:
    def __init__(self, values: list, width: int):
        self.values, self.reset = values, 1 << (width - 1)
        self.value, self.position, self.index = values[0], self.reset, 1

    def read(self, bits: int) -> int:
        result = 0
        for power in range(bits):
            if self.value & self.position:
                result |= 1 << power
            self.position >>= 1
            if self.position == 0:
                self.position = self.reset
                self.value = self.values[self.index] if self.index < len(self.values) else 0
                self.index += 1
        return result


class TooLong(ValueError):
    """The text being decompressed would pass the ``limit`` its caller set (a few characters
    of lz-string can stand for millions: each code may repeat all the text before it)."""


def _decompress(values: list, width: int, limit: int | None = None) -> str | None:
    reader = _BitReader(values, width)
    first = reader.read(2)
    if first == 2:
        return ""
    if first not in (0, 1):
        return None
    c = (reader.read(8 if first == 0 else 16),)
    dictionary = [(), (), (), c]
    enlarge, bits, w, result = 4, 3, c, list(c)
    while True:
        if reader.index > len(values):
            return None  # ran past the end without the end code
        code = reader.read(bits)
        if code in (0, 1):
            dictionary.append((reader.read(8 if code == 0 else 16),))
            code = len(dictionary) - 1
            enlarge -= 1
        elif code == 2:
            return _text(result)
        if enlarge == 0:
            enlarge, bits = 1 << bits, bits + 1
        if code < len(dictionary):
            entry = dictionary[code]
        elif code == len(dictionary):
            entry = w + w[:1]
        else:
            return None
        result.extend(entry)
        if limit is not None and len(result) > limit:
            raise TooLong(limit)
        dictionary.append(w + entry[:1])
        enlarge -= 1
        w = entry
        if enlarge == 0:
            enlarge, bits = 1 << bits, bits + 1


def decompress_from_base64(data: str, limit: int | None = None) -> str | None:
    """``LZString.decompressFromBase64(data)``: the text, or None when ``data`` is not
    lz-string Base64 (a character outside the alphabet, a stream cut short). Raises
    :class:`TooLong` as soon as the text passes ``limit`` UTF-16 code units (None: no limit)."""
    if not data:
        return ""
    try:
        values = [_VALUE[ch] for ch in data]
    except KeyError:
        return None
    try:
        return _decompress(values, 6, limit)
    except TooLong:
        raise
    except UnicodeError:   # (UnicodeDecodeError's base: MicroPython has no UnicodeDecodeError)
        return None
