"""Logical steps and hints in the page's language, built from their parts (never from English).

English is the core's own (``sudoku_core.logic.text``: technique names, sentence templates,
``Hint.text``); this module gives the Chinese for the same parts: technique names, one sentence
template per technique (the same ``{fields}`` as the core's), house words and the hint's frames
(``strings.py``, keys ``lh_*``). Cells and candidates stay in the standard notation (``r3c7<>5``),
which Chinese Sudoku sites use too. tests/web_unit/test_step_words.py checks that every technique
has a Chinese name and sentence with the core's fields, and that the English equals the core's;
tests/web_unit/test_se_words.py does the same for Sudoku Explainer's techniques, on real steps.
A variant's steps (marked ``variant``) are said by ``variant_step_words``.
Imported on first use (a hint or an explanation). Never imports the logic engine (issue 31: the
page's main thread runs MicroPython, the engine runs in the worker): the steps and hints are the
wire's light objects (``sudoku_jobs.wire``), the names come from ``technique_names`` (both
languages), the rest from ``logic.text``, ``logic.notation`` and ``logic.hint_kinds``, which import
no engine.
"""

from __future__ import annotations

import sudoku_core.logic.text as core_text
from sudoku_core.logic.hint_kinds import SOLVED, STUCK, WRONG_ELIMINATION, WRONG_ENTRY
from sudoku_core.logic.notation import candidates_text, cell_name, cells_name
from sudoku_core.logic.text import Words

from . import strings
from .technique_names import EN_NAMES, ZH_NAMES
from .strings import t, t_n


_SUBSET_NAKED = "{name}：{cells} 之间只有 {digits} 这几个候选数，所以{houses_words}的其他格删去 {digits}：{eliminations}。"
_SUBSET_HIDDEN = "{name}：在{house}中，{digits} 只出现在 {cells}，所以这些格的其他候选数都删去：{eliminations}。"
_FISH = "{name}：在 {base} 中，{digit} 只出现在 {cover}，所以 {cover} 的其他格删去 {digit}：{eliminations}。"
_FINNED = ("{name}：在 {base} 中，{digit} 只出现在 {cover} 或鳍 {fins}；要么某个鳍是 {digit}，要么鱼成立，"
           "两种情况下 {cover} 中看到所有鳍的格都删去 {digit}：{eliminations}。")
_LOCKED = ("{name}：在{house}中，{digit} 只出现在{cover_house}里，所以{cover_house}的其他格删去 {digit}："
           "{eliminations}。")

ZH_SENTENCES = {
    "full_house": "唯一空格：{cell} 是{house}中最后一个空格，所以填入缺少的 {digit}。",
    "hidden_single": "摒除法：在{house}中，{digit} 只能填在 {cell}。",
    "naked_single": "唯余法：{cell} 只剩一个候选数 {digit}。",
    "locked_pointing": _LOCKED, "locked_claiming": _LOCKED,
    "naked_pair": _SUBSET_NAKED, "naked_triple": _SUBSET_NAKED, "naked_quad": _SUBSET_NAKED,
    "hidden_pair": _SUBSET_HIDDEN, "hidden_triple": _SUBSET_HIDDEN, "hidden_quad": _SUBSET_HIDDEN,
    "x_wing": _FISH, "swordfish": _FISH, "jellyfish": _FISH,
    "finned_x_wing": _FINNED, "sashimi_x_wing": _FINNED, "finned_swordfish": _FINNED,
    "sashimi_swordfish": _FINNED, "finned_jellyfish": _FINNED, "sashimi_jellyfish": _FINNED,
    "xy_wing": ("XY 翼：枢纽 {pivot_cell} 只能是两个数之一，无论哪个，两翼 {cells} 中总有一格是 {digit}；"
                "所以同时看到两翼的格删去 {digit}：{eliminations}。"),
    "xyz_wing": "XYZ 翼：{pivot_cell} 和两翼 {cells} 中总有一格是 {digit}；所以同时看到这三格的格删去 {digit}：{eliminations}。",
    "w_wing": ("W 翼：{cells} 有相同的两个候选数；在{house}中 {link_digit} 只能在 {link_cells}，它们各看到其中一格，"
               "所以两格之一是 {digit}：{eliminations}。"),
    "unique_rectangle_1": "唯一矩形（类型 1）：{cells} 会让 {digits} 互换而出现第二个解；所以 {cell} 不能是其中任何一个：{eliminations}。",
    "unique_rectangle_2": ("唯一矩形（类型 2）：{cells} 会让 {digits} 互换；所以 {roof} 中有一格是 {digit}，"
                           "同时看到这两格的格删去 {digit}：{eliminations}。"),
    "unique_rectangle_3": ("唯一矩形（类型 3）：{cells} 会让 {digits} 互换；所以 {roof} 要填它们的其他数字，"
                           "与 {subset} 在{house}中组成 {subset_digits} 的显性数组：{eliminations}。"),
    "unique_rectangle_4": ("唯一矩形（类型 4）：{cells} 会让 {digits} 互换；在{house}中 {digit} 只能在 {roof}，"
                           "所以这两格都不能是 {other_digit}：{eliminations}。"),
    "als_xz": ("ALS-XZ：{als_a} 和 {als_b} 的候选数都比格数多一个；{x_digit} 只能在其中一组，另一组因此锁定，"
               "{digits} 必在其中之一：{eliminations}。"),
    "bug_plus_1": ("BUG+1：除 {cell} 外每个空格都只有两个候选数；若 {cell} 不是 {digit}，每个数字在每个区域都有两个位置，"
                   "题目就会有两个解；所以 {placements}。"),
    "skyscraper": "摩天楼：在{houses_words}中，{digit} 各有两个位置，底部相连；两个顶端之一是 {digit}，所以 {eliminations}。",
    "two_string_kite": ("双线风筝：在{houses_words}中，{digit} 各有两个位置，在{box_house}中相连；两个自由端之一是 {digit}，"
                        "所以 {eliminations}。"),
    "empty_rectangle": ("空矩形：在{box_house}中，{digit} 只在{houses_words}上；结合{line_house}中的一对 {cells}，"
                        "无论哪种情况 {digit} 都在其中一处：{eliminations}。"),
    "simple_colouring": "单数染色：{digit} 的共轭对分成两种颜色 {colour_a} 和 {colour_b}；其中一种颜色是 {digit}：{eliminations}。",
}

ZH_SHARED = {
    "chain": "{name}：{chain}。如果 {start} 为假，链会推出 {end} 为真；两者必有一真，所以 {result}。",
    "chain_loop": "{name}：{chain}。如果 {start} 为假，链会推出它为真；所以 {result}。",
    "contradiction": "{name}：如果 {cell} 是 {digit}，推下去会得出矛盾（{contradiction_text}）；所以 {result}。",
    "forcing_cell": "{name}：无论 {source_cell} 填哪个候选数（{branch_digits}），推下去都得到 {result}；所以它成立。",
    "forcing_digit": "{name}：无论 {source_cell} 是不是 {source_digit}，推下去都得到 {result}；所以它成立。",
    "forcing_unit": "{name}：无论 {source_digit} 在{source_house}中填在哪里（{branch_cells}），推下去都得到 {result}；所以它成立。",
    "colouring_trap": ("单数染色（陷阱）：{digit} 的共轭对分成两种颜色 {colour_a} 和 {colour_b}，其中一种是 {digit}；"
                       "同时看到两种颜色的格删去它：{eliminations}。"),
    "colouring_wrap": ("单数染色（包裹）：{digit} 的共轭对分成两种颜色 {colour_a} 和 {colour_b}；同色的两格互相看到，"
                       "所以这种颜色为假：{eliminations}。"),
}

ZH_SENTENCES.update({
    "x_chain": ZH_SHARED["chain"], "xy_chain": ZH_SHARED["chain"], "aic": ZH_SHARED["chain"],
    "grouped_aic": ZH_SHARED["chain"], "contradiction_chain": ZH_SHARED["contradiction"],
    "dynamic_contradiction_chain": ZH_SHARED["contradiction"], "forcing_chain": ZH_SHARED["forcing_cell"],
    "dynamic_forcing_chain": ZH_SHARED["forcing_cell"], "dynamic_forcing_chain_plus": ZH_SHARED["contradiction"],
})

# Sudoku Explainer's own techniques: the core's keys (sudoku_core.logic.text: ``id/type`` for its
# unique loops and BUG, the chaining producers' sentences by kind in ZH_SHARED).
_ZH_DIRECT_LOCKED = ("{name}：在{house}中，{digit} 只出现在{cover_house}里；所以在{single_house}中它不能填在 {cleared}，"
                     "只能填在 {cell}：{placements}。")
_ZH_DIRECT_HIDDEN = ("{name}：在{house}中，{digits} 只出现在 {cells}，所以这些格不能填其他数；"
                     "于是在{house}中 {digit} 只能填在 {cell}：{placements}。")
_ZH_ALIGNED = ("{name}：{cells} 的候选数组合中，会使 {excluders} 中某格没有候选数或使某数重复的组合都不成立；"
               "不属于任何可行组合的候选数删去：{eliminations}。")
_ZH_LOOP = "{name}（类型 {type}）：{cells} 会让 {digits} 互换而出现第二个解"
_ZH_BUG = "{name}（类型 {type}）：若没有 {bug_candidates}，盘面会有两个解，所以其中之一为真"
ZH_SENTENCES.update({
    "direct_pointing": _ZH_DIRECT_LOCKED, "direct_claiming": _ZH_DIRECT_LOCKED,
    "direct_hidden_pair": _ZH_DIRECT_HIDDEN, "direct_hidden_triple": _ZH_DIRECT_HIDDEN,
    "aligned_pair_exclusion": _ZH_ALIGNED, "aligned_triple_exclusion": _ZH_ALIGNED,
    "unique_loop/1": _ZH_LOOP + "；所以 {cell} 不能是其中任何一个：{eliminations}。",
    "unique_loop/2": _ZH_LOOP + "，除非 {extra_cells} 中有一格是 {digit}；所以看到它们全部的格删去 {digit}：{eliminations}。",
    "unique_loop/3": _ZH_LOOP + "，除非 {extra_cells} 填其他数字；它们与 {naked_cells} 在{house}中组成 {naked_digits} 的显性数组："
                                "{eliminations}。",
    "unique_loop/3h": _ZH_LOOP + "，除非 {extra_cells} 填其他数字；所以在{house}中 {hidden_digits} 只出现在 {hidden_cells} "
                                 "和 {extra_cells} 之一：{eliminations}。",
    "unique_loop/4": _ZH_LOOP + "；在{house}中 {digit} 只能在 {extra_cells}，所以这两格都不能是 {other_digit}：{eliminations}。",
    "bivalue_universal_grave/1": _ZH_BUG + "：{eliminations}。",
    "bivalue_universal_grave/2": _ZH_BUG + "，因此看到它们全部的格删去 {digit}：{eliminations}。",
    "bivalue_universal_grave/3": _ZH_BUG + "；在{house}中，{cells} 相当于一格，与 {naked_cells} 组成 {naked_digits} 的显性数组："
                                           "{eliminations}。",
    "bivalue_universal_grave/4": _ZH_BUG + "；在{house}中 {digit} 必在 {cells} 之一，所以每格只保留它的 BUG 数字和 {digit}："
                                           "{eliminations}。",
})
ZH_SHARED.update({
    "se_cycle": "{name}：一个 {length} 条链接的闭环交替经过 {cell} 的 {digit}；无论哪个方向成立，都有 {result}。",
    "se_chain": "{name}：从 {cell} 的 {digit} 出发的 {length} 条链接回到它自身且真假相反，所以假设不成立：{result}。",
    "se_contradiction_on": "{name}：如果 {cell} 是 {digit}，推下去会使 {target} 既为真又为假；所以 {result}。",
    "se_contradiction_off": "{name}：如果 {cell} 不是 {digit}，推下去会使 {target} 既为真又为假；所以 {result}。",
    "se_double": "{name}：无论 {cell} 是不是 {digit}，推下去都得到 {result}；所以它成立。",
    "se_nested": "{name}：把假设连同链中之链推下去，都得到 {result}；所以它成立。",
    "se_cell": "{name}：无论 {cell} 填哪个候选数，推下去都得到 {result}；所以它成立。",
    "se_house": "{name}：无论 {digit} 在{house}中填在哪里，推下去都得到 {result}；所以它成立。",
})

ZH_CONTRADICTIONS = {
    "clash": "{where_cell} 既要填 {missing} 又不能填 {missing}",
    "twice": "{missing} 会在{where_house}中出现两次",
    "empty_cell": "{where_cell} 会没有候选数",
    "no_place": "{missing} 在{where_house}中会无处可填",
}

ZH_HOUSE = ("第{n}行", "第{n}列", "第{n}宫")


def _zh_house(size, house):
    kind, index = divmod(int(house), size)
    return ZH_HOUSE[kind].format(n=index + 1)


def _zh_name(step):
    return ZH_NAMES.get(step.technique, step.technique)


def _zh_node(size, symbols, node):
    cells, digit = node
    return f"{cells_name(size, cells)} 的 {symbols[digit - 1]}"


ZH = Words(house=_zh_house, name=_zh_name, node=_zh_node, joiner="和", contradictions=ZH_CONTRADICTIONS,
           colon="：", listed="、".join)


def _en_name(step):
    return EN_NAMES.get(step.technique, step.technique)


#: The core's English words (``core_text.ENGLISH``) with the names from the table: the core's
#: ``name`` looks them up in the engine's techniques.
EN = Words(house=core_text.house_words, name=_en_name, node=core_text.node_words, joiner=" and ",
           contradictions=core_text.CONTRADICTIONS)


def _chinese() -> bool:
    return strings.current_lang() != "en"


def words() -> Words:
    return ZH if _chinese() else EN


def name_of(technique_id: str) -> str:
    names = ZH_NAMES if _chinese() else EN_NAMES
    if technique_id in names:
        return names[technique_id]
    from . import variant_step_words   # a variant's own techniques (cage combinations, ...)

    return variant_step_words.name_of(technique_id)


def sentence(step, size: int, symbols: str) -> str:
    if getattr(step, "variant", False):
        from . import variant_step_words

        return variant_step_words.sentence(step, size, symbols)
    if _chinese():
        return core_text.sentence(step, size, symbols, ZH, ZH_SENTENCES, ZH_SHARED)
    return core_text.sentence(step, size, symbols, EN)


def notation(step, size: int, symbols: str) -> str:
    if getattr(step, "variant", False):
        from . import variant_step_words

        return variant_step_words.notation(step, size, symbols)
    return core_text.notation(step, size, symbols, words())


def houses_words(size, houses) -> str:
    """Several houses grouped by kind: "boxes 1, 2 and 4" (the core's words), "第1、2、4宫"; ""
    for none."""
    if not houses:
        return ""
    if words() is EN:
        return core_text.houses_list(size, houses)
    return words().joiner.join(ZH_HOUSE[kind].format(n="、".join(numbers))
                               for kind, numbers in core_text.house_groups(size, houses))


def hint_text(hint, level: int) -> str:
    """A core ``Hint`` at a detail level (1-3) in the page's language (the core's
    ``Hint.text`` in English)."""
    size, symbols = hint.size, hint.symbols
    if hint.kind == SOLVED:
        return t("lh_solved")
    if hint.kind == STUCK:
        return t("lh_stuck")
    if hint.kind == WRONG_ENTRY:
        if level == 1:
            return t_n("lh_wrong", len(hint.wrong))
        if level == 2:
            return t("lh_check", cells=t("lh_cells_join").join(cell_name(size, c) for c in hint.cells))
        said = [t("lh_wrong_cell", cell=cell_name(size, c), digit=symbols[d - 1]) for c, d in hint.wrong]
        text = said[0]
        for more in said[1:]:
            text = t("lh_and_then", text=text, more=more)
        return text
    if hint.kind == WRONG_ELIMINATION:
        if level == 1:
            return t_n("lh_crossed_needed", len(hint.wrong))
        if level == 2:
            return t("lh_crossed_check", cells=cells_name(size, hint.cells))
        return t_n("lh_crossed_out", len(hint.wrong), candidates=candidates_text(size, symbols, hint.wrong, "<>"))
    step = hint.step
    if getattr(step, "variant", False):
        from . import variant_step_words

        if level == 1:
            return variant_step_words.look(hint)
        if level == 2:
            return variant_step_words.notation(step, size, symbols)
        return sentence(step, size, symbols)
    name = words().name(step)
    if level == 1:
        where = houses_words(size, hint.houses)
        return t("lh_look", name=name, where=where) if where else t("lh_look_any", name=name)
    if level == 2:
        if "notation" in step.parts:
            key = "lh_suppose" if step.parts.get("sentence") == "contradiction" else "lh_pattern"   # not a placement
            return t(key, name=name, pattern=step.parts["notation"])
        if "digit" in step.parts and "house" in step.parts:
            return t("lh_where_digit", name=name, digit=symbols[step.parts["digit"] - 1],
                     house=words().house(size, step.parts["house"]))
        return t("lh_pattern", name=name, pattern=cells_name(size, step.pattern.cells))
    return sentence(step, size, symbols)
