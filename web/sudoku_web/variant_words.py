"""A variant's rules and broken rules in words, in the page's language (pure, no DOM).

Built from the parts the core gives (``RuleConflict.rule/cells/digit/index/total/found``, the
variant's ``kinds()``) with strings.py's ``vk_*`` (kinds), ``vr_*`` (what a rule means), ``vu_*``
(houses and cages), ``vx_*`` (broken rules) and ``v_note_*`` (a cell's notes) templates.
"""

from __future__ import annotations

from . import i18n
from .strings import t

#: The variant select's choices, in its order ("even-odd": even and odd cells).
KINDS = ("classic", "killer", "jigsaw", "diagonal", "windoku", "anti-knight", "anti-king",
         "non-consecutive", "even-odd", "thermo", "kropki", "xv", "little-killer", "arrow", "sandwich")
#: The kinds the generator makes (``sudoku_core.variants.generation.VARIANT_KINDS``; a test keeps
#: them equal): New puzzle and Generate make one of these when the board holds it.
GENERATED_KINDS = ("killer", "jigsaw", "diagonal", "windoku", "anti-knight", "anti-king", "non-consecutive",
                   "even-odd")
#: The constraints switched on and off by a checkbox each.
CONSTRAINTS = ("diagonal", "windoku", "anti-knight", "anti-king", "non-consecutive", "strict-kropki", "strict-xv")
#: The dot kinds (the core's ``sudoku_core.variants.dots.DOT_KINDS``), in the dot select's order.
DOT_KINDS = ("white", "black", "x", "v")

#: The kinds whose rule is said in the line above the grid, in this order.
RULE_LINES = ("killer", "jigsaw", "diagonal", "windoku", "disjoint", "extra-house", "anti-knight", "anti-king",
              "non-consecutive", "even-odd", "thermo", "kropki", "xv", "little-killer", "arrow", "sandwich")


def key(word: str) -> str:
    """A kind or rule as a strings.py key's tail ("anti-knight" -> "anti_knight")."""
    return word.replace("-", "_")


def kind_name(kind: str) -> str:
    return t("vk_" + key(kind))


def kinds_text(kinds) -> str:
    """("killer", "diagonal") -> "Killer, Diagonal (Sudoku-X)"; () -> "Classic"."""
    return t("v_kinds_join").join(kind_name(k) for k in kinds) if kinds else kind_name("classic")


def rules_line(variant) -> str:
    """The line above the grid: the kinds, then what each of their rules means ("" classic)."""
    kinds = variant.kinds() if variant is not None else ()
    if not kinds:
        return ""
    said = [t("vr_" + key(k)) for k in RULE_LINES if k in kinds]
    said += [t("vr_strict_" + rule) for rule in variant.strict]
    return i18n.sentences([t("v_rules", kinds=kinds_text(kinds))] + said)


def house_name(rule: str, index: int, size: int, total=None) -> str:
    """A house or cage of a conflict in words ("row 3", "region 2", "the cage of 15")."""
    if rule in ("row", "column", "box"):
        return i18n.unit_name(("row", "column", "box").index(rule) * size + index, size)
    if rule == "cage":
        return t("vu_cage", total=total) if total is not None else t("vu_cage_free")
    return t("vu_" + rule, n=index + 1)


def conflict_sentence(conflict, size: int, symbols: str) -> str:
    """A core RuleConflict as a sentence naming its rule."""
    rule, cells = conflict.rule, conflict.cells
    digit = symbols[conflict.digit - 1] if conflict.digit else ""
    if rule in ("cage_over", "cage_short", "little_killer_over", "little_killer_short"):
        return t("vx_" + rule, total=conflict.total, found=conflict.found, places=i18n.places(cells, size),
                 where=i18n.where(cells[0], size))
    if rule in ("arrow_over", "arrow_short"):   # total: what the bulb reads (None until it is full)
        return t("vx_" + rule + ("" if conflict.total is not None else "_open"), total=conflict.total,
                 found=conflict.found, where=i18n.where(cells[0], size))
    if rule in ("sandwich_over", "sandwich_short"):   # cells: its row or column; found: between the crusts
        return t("vx_" + rule, total=conflict.total, found=conflict.found, line=line_name(cells, size),
                 one=symbols[0], top=symbols[size - 1], high=symbols[size - 2])
    if rule in ("anti-knight", "anti-king"):
        return t("vx_" + key(rule), digit=digit, a=i18n.where(cells[0], size), b=i18n.where(cells[1], size))
    if rule == "non-consecutive":
        return t("vx_non_consecutive", digit=digit, other=symbols[conflict.other - 1],
                 a=i18n.where(cells[0], size), b=i18n.where(cells[1], size))
    if rule in ("even", "odd"):
        return t("vx_" + rule, digit=digit, where=i18n.where(cells[0], size))
    if rule in DOT_RULES:   # a dot's pair, or a strict rule's pair without a dot
        return t("vx_" + key(rule), digit=digit, other=symbols[conflict.other - 1], a=i18n.where(cells[0], size),
                 b=i18n.where(cells[1], size))
    if rule == "thermo":   # side by side on it, or ``found`` cells apart, which need as many more
        if conflict.found > 1 and conflict.digit + conflict.found > size:   # (no digit is that large)
            return t("vx_thermo_room", digit=digit, other=symbols[conflict.other - 1], a=i18n.where(cells[0], size),
                     b=i18n.where(cells[1], size), count=conflict.found)
        return t("vx_thermo" if conflict.found <= 1 else "vx_thermo_apart", digit=digit,
                 other=symbols[conflict.other - 1], a=i18n.where(cells[0], size), b=i18n.where(cells[1], size),
                 count=conflict.found, least=conflict.digit + conflict.found)
    n = len(cells)
    times = t("dup_twice") if n == 2 else t("dup_times", n=n)
    return t("dup_message", digit=digit, times=times, unit=house_name(rule, conflict.index, size, conflict.total),
             places=i18n.places(cells, size))


def line_name(cells, size: int) -> str:
    """A sandwich's row or column in words ("row 3", "column 5"), from its cells."""
    first, second = sorted(cells)[:2]
    return i18n.unit_name(first // size if second == first + 1 else size + first % size, size)


#: The conflict rules of dots and of the strict rules (the core's ``conflicts.RULES``).
DOT_RULES = DOT_KINDS + ("no-kropki", "no-xv")


def cell_notes(notes) -> str:
    """A cell's notes (variant_draw.CellDrawing.notes) as the tail of its accessible name; a field
    named ``x_key`` is a strings.py key, said in the page's language as the field ``x``."""
    return "".join(t("v_note_join") + t(name, **_said(fields)) for name, fields in notes)


def _said(fields: dict) -> dict:
    out = {}
    for name, value in fields.items():
        if name.endswith("_key"):
            out[name[:-4]] = t(value)
        else:
            out[name] = value
    return out
