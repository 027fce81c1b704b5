"""Pasted text as plain text: the invisible and look-alike characters of real pastes.

A puzzle copied from a web page, a word processor, a chat or a PDF often
carries characters that look like (or are invisible beside) the ones the
readers know. :func:`plain_text` gives each its plain meaning, so ``parse()``,
the command line's reader and the page read what people see:

* Unicode spaces (no-break U+00A0, ideographic U+3000, en/em/thin spaces
  U+2000..U+200A, U+202F, U+205F, U+1680) are a space; the line and paragraph
  separators U+2028, U+2029 and NEL U+0085 end a line, but inside a JSON string (between
  double quotes on one line), where JSON keeps them as they are (``JSON.stringify`` writes an
  f-puzzles title's so): there they become the string's ``\u2028`` escape, the same text.
* Zero-width characters (U+200B..U+200D, U+2060, U+FEFF), bidi marks and
  embeddings (U+200E, U+200F, U+061C, U+202A..U+202E, U+2066..U+2069), the
  soft hyphen U+00AD and U+180E are dropped, wherever they stand.
* Full-width ASCII forms (U+FF01..U+FF5E: ``３``, ``Ａ``, ``．``, ``｜``...) are
  their ASCII character.

A table, not NFKC: NFKC would also make ``²`` a 2 or ``ﬁ`` two letters, and
a superscript in a grid is a mistake to report, not a digit. Other scripts'
digits (``٣``) stay unknown symbols. Every mapping is one character to at most
one (but a separator in a JSON string, written as its six-character escape), so line numbers
are kept; a column counts the characters people see (the dropped ones are invisible).
"""

from ..values import is_ascii

#: Characters with no width and no meaning in a puzzle: dropped.
INVISIBLE = ("\u00ad\u061c\u180e\u200b\u200c\u200d\u200e\u200f\u2060\ufeff"
             + "".join(map(chr, range(0x202A, 0x202F))) + "".join(map(chr, range(0x2066, 0x206A))))
#: Characters that are a space in any text people paste.
SPACES = "\u00a0\u1680\u202f\u205f\u3000" + "".join(map(chr, range(0x2000, 0x200B)))
#: Characters that end a line (besides \n, \r and \r\n).
LINE_BREAKS = "\u0085\u2028\u2029"

_MEANINGS = {ch: "" for ch in INVISIBLE}
_MEANINGS.update({ch: " " for ch in SPACES})
_MEANINGS.update({ch: "\n" for ch in LINE_BREAKS})
_MEANINGS.update({chr(code): chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)})  # full-width ASCII
try:
    _TABLE = str.maketrans(_MEANINGS)
except AttributeError:  # MicroPython: no str.translate; plain_text reads character by character
    _TABLE = None


def plain_text(text: str) -> str:
    """``text`` with look-alike and invisible characters read as their plain meaning."""
    if is_ascii(text):
        return text  # the common case, at no cost
    if '"' in text and any(ch in text for ch in LINE_BREAKS):
        text = _quoted_breaks(text)
    if _TABLE is not None:
        return text.translate(_TABLE)
    return "".join(_MEANINGS.get(ch, ch) for ch in text)


def _quoted_breaks(text: str) -> str:
    """``text`` with the line separators inside double-quoted strings (a JSON string never spans a
    line) written as JSON escapes, so that they stay the string's characters, not line ends."""
    out, quoted, escaped = [], False, False
    for ch in text:
        if quoted and ch in LINE_BREAKS:
            out.append("\\u%04x" % ord(ch))
            escaped = False
            continue
        if escaped:
            escaped = False
        elif ch == "\\" and quoted:
            escaped = True
        elif ch == '"':
            quoted = not quoted
        elif ch in "\r\n":
            quoted = False
        out.append(ch)
    return "".join(out)
