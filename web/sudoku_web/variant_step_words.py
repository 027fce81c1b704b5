"""A variant's logical steps and hints in the page's language, built from their parts.

The engine worker sends a variant's steps with their houses and cages named
(``sudoku_core.variants.logic.words.resolve``: a house as ``(kind, index)``, a cage as ``(cells,
total)``), marked ``variant``. The core's words build the sentence and the notation from those
parts in a language: English is the core's own table (``ENGLISH``), Chinese is :data:`CHINESE`
here, with the same keys and the same ``{fields}`` (tests/web_unit/test_variant_step_words.py
checks both, on real steps). Imports no engine: it runs under MicroPython on the page's thread.
"""

from __future__ import annotations

from sudoku_core.variants.logic import words as core

from . import strings

_NAKED = "{name}：{cells} 之间只有 {digits} 这几个候选数，所以同时看到它们的格都删去 {digits}：{eliminations}。"
_HIDDEN = "{name}：在{house}中，{digits} 只出现在 {cells}，所以这些格的其他候选数都删去：{eliminations}。"
_FISH = "{name}：在{base}中，{digit} 只出现在{cover}里，所以{cover}的其他格删去 {digit}：{eliminations}。"
_LOCKED = "{name}：在{house}中，{digit} 只出现在 {cells}，所以同时看到这些格的格删去 {digit}：{eliminations}。"

ZH_NAMES = {
    "full_house": "唯一空格", "cage_single": "笼内唯一空格", "hidden_single": "摒除法",
    "cage_combinations": "笼子组合", "thermometer": "温度计", "dot": "点", "little_killer": "小杀手", "arrow": "箭头", "sandwich": "三明治",
    "naked_single": "唯余法", "rule_of_45": "45 法则",
    "non_consecutive": "非连续相邻", "locked_candidates": "区块摒除",
    "locked_pointing": "区块摒除（宫对行列）", "locked_claiming": "区块摒除（行列对宫）",
    "generalized_intersection": "广义区块", "cage_locked_digit": "笼内必含数",
    "house_digit_in_cage": "区域数字落在笼内", "naked_pair": "显性数对", "x_wing": "X 翼",
    "law_of_leftovers": "余数法则", "hidden_pair": "隐性数对", "naked_triple": "显性三数组",
    "swordfish": "剑鱼", "hidden_triple": "隐性三数组", "naked_quad": "显性四数组", "hidden_quad": "隐性四数组",
    "variant_chain": "交替推理链", "variant_forcing": "强制链（变体规则）", "variant_forcing_plus": "强制链（含技巧）",
    "variant_forcing_nested": "嵌套强制链",
    "innie_outie_difference": "内外差",
}

ZH_SENTENCES = {
    "full_house": "唯一空格：{cell} 是{house}中最后一个空格，所以填入缺少的 {digit}。",
    "cage_single": "笼内唯一空格：{cell} 是{cage}中最后一个空格，所以填入和还差的 {digit}。",
    "hidden_single": "摒除法：在{house}中，{digit} 只能填在 {cell}。",
    "naked_single": "唯余法：{cell} 只剩一个候选数 {digit}。",
    "cage_combinations": "笼子组合：{cage}只能由 {combinations} 组成，所以笼中各格删去其他数字：{eliminations}。",
    "thermometer": ("温度计：沿 {thermo} 从球端 {cell} 起数字逐格增大，所以每格都大于前一格可填的最小数、"
                    "小于后一格可填的最大数：{eliminations}。"),
    "dot/white": "点：{cell} 与 {cells} 之间的白点说明两数相邻（差 1）；{source}，所以 {eliminations}。",
    "dot/black": "点：{cell} 与 {cells} 之间的黑点说明一个数是另一个的两倍；{source}，所以 {eliminations}。",
    "dot/x": "点：{cell} 与 {cells} 之间的 X 说明两数之和为 10；{source}，所以 {eliminations}。",
    "dot/v": "点：{cell} 与 {cells} 之间的 V 说明两数之和为 5；{source}，所以 {eliminations}。",
    "dot/no-kropki": ("点：{cell} 与 {cells} 之间没有黑白点（所有点都已给出），所以两数既不相邻，也不是两倍关系；"
                      "{source}，所以 {eliminations}。"),
    "dot/no-xv": ("点：{cell} 与 {cells} 之间没有 X 或 V（所有 X、V 都已给出），所以两数之和既不是 10 也不是 5；"
                  "{source}，所以 {eliminations}。"),
    "little_killer": "小杀手：沿 {line} 的数字之和为 {total}，所以每格只保留其他格最小、最大数字所允许的数：{eliminations}。",
    "arrow/circle": "箭头：沿 {line} 的数字之和等于圆圈 {cell} 中的数字，所以每格只保留其他格的数字能凑成的数：{eliminations}。",
    "arrow/pill": "箭头：沿 {line} 的数字之和等于胶囊 {cells} 读出的数，所以每格只保留其他格的数字能凑成的数：{eliminations}。",
    "sandwich": "三明治：{house}中 1 与 {digit} 之间的数字之和为 {total}，所以每格只保留在 1、{digit} 及其间互不相同的数字"
                "的某种合规摆法中它能取到的数：{eliminations}。",
    "rule_of_45": "45 法则：{houses}的数字之和是 {whole}；{side_words} {cells} 之和是 {total}，所以 {result}。",
    "non_consecutive": "非连续相邻：{cell} 是 {digits} 之一，所以它旁边的格不能填与它们全都相邻的数字：{eliminations}。",
    "locked_pointing": _LOCKED, "locked_claiming": _LOCKED, "generalized_intersection": _LOCKED,
    "cage_locked_digit": ("笼内必含数：组成{cage}的每一组数字都含 {digit}，而它在笼中只能在 {cells}；"
                          "所以同时看到这些格的格删去 {digit}：{eliminations}。"),
    "house_digit_in_cage": ("区域数字落在笼内：在{house}中，{digit} 只出现在 {cells}，都在{cage}里；所以笼子在那里含 {digit}，"
                            "只剩 {combinations}：{eliminations}。"),
    "naked_pair": _NAKED, "naked_triple": _NAKED, "naked_quad": _NAKED,
    "hidden_pair": _HIDDEN, "hidden_triple": _HIDDEN, "hidden_quad": _HIDDEN,
    "x_wing": _FISH, "swordfish": _FISH,
    "law_of_leftovers": "余数法则：{houses}与{regions}包含相同的数字，所以 {cells} 与 {others} 也包含相同的数字：{eliminations}。",
    "variant_chain": "交替推理链：{chain}。如果 {start} 为假，链会推出 {end} 为真；两者必有一真，所以 {result}。",
    "innie_outie_difference/innies": ("内外差：{houses}的数字之和是 {whole}；覆盖它们（内部余格 {innies} 除外）并伸出到外部余格 "
                                      "{outies} 的笼子之和是 {covered}，所以内部余格之和比外部余格多 {total}：{result}。"),
    "innie_outie_difference/outies": ("内外差：{houses}的数字之和是 {whole}；覆盖它们（内部余格 {innies} 除外）并伸出到外部余格 "
                                      "{outies} 的笼子之和是 {covered}，所以外部余格之和比内部余格多 {total}：{result}。"),
}

CHINESE = {
    "names": ZH_NAMES, "sentences": ZH_SENTENCES,
    "forcing": {
        "contradiction": "{name}：如果 {cell} 是 {digit}，{length} 步推理后会得出矛盾（{broken_text}）；所以 {result}。",
        "nested": "{name}：如果 {cell} 是 {digit}，{length} 步推理（其中有它自己的强制链）后会得出矛盾（{broken_text}）；所以 {result}。",
        "cell": "{name}：无论 {cell} 填 {branch_digits} 中的哪一个，{length} 步推理后都得到 {result}；所以它成立。",
        "house": "{name}：无论 {digit} 在{house}中填在哪里（{branch_cells}），{length} 步推理后都得到 {result}；所以它成立。",
    },
    "broken": {"cell": "{where_cell} 没有候选数了", "house": "{missing} 在{where_house}中无处可填",
               "cage": "没有数字能填满{where_cage}", "sum": "{where_cells} 中的数字之和不可能是 {where_total}",
               "difference": "{where_cells} 之和减去 {where_others} 之和不可能等于 {where_total}",
               "arrow": "沿 {where_cells} 的数字之和不可能等于 {where_others} 读出的数",
               "sandwich": "{where_house}中 1 与 {top} 之间的数字之和不可能为 {where_total}"},
    "houses": {"row": "第{n}行", "column": "第{n}列", "box": "第{n}宫", "region": "第{n}区域", "windoku": "第{n}窗口",
               "disjoint": "第{n}同位组", "house": "第{n}额外区域", "diagonal+": "上升对角线", "diagonal-": "下降对角线"},
    "runs": {"row": "第{first}至{last}行", "column": "第{first}至{last}列", "box": "第{first}至{last}宫",
             "region": "第{first}至{last}区域"},
    "cage": "笼子 {cells} ", "cage_sum": "和为 {total} 的笼子 {cells} ", "and": "和", "or": " 或 ", "list": "、",
    "then": "；", "innies": "减去完全在内部的笼子，内部余格", "outies": "跨出边界的笼子超出的部分就是外部余格，外部余格",
    "look": "在{where}中找{name}。", "look_any": "找{name}。",
    "colon": "：", "n_cage": "笼子 {cells}", "n_cage_sum": "笼子 {cells} ({total})",
    "n_breaks": "{node} 经 {length} 步后矛盾", "n_innies": "内部余格", "n_outies": "外部余格",
    "dot_source": {"placed": "{cell} 是 {digits}", "single": "{cell} 只能是 {digits}",
                   "any": "{cell} 可以是任何数字", "some": "{cell} 是 {digits} 之一"},
    "n_dot": {"white": "{cell}{{{digits}}} 白点 {cells}", "black": "{cell}{{{digits}}} 黑点 {cells}",
              "x": "{cell}{{{digits}}} X {cells}", "v": "{cell}{{{digits}}} V {cells}",
              "no-kropki": "{cell}{{{digits}}} 无点 {cells}", "no-xv": "{cell}{{{digits}}} 无 XV {cells}"},
}


def language() -> dict:
    return core.ENGLISH if strings.current_lang() == "en" else CHINESE


def name_of(technique_id) -> str:
    return language()["names"].get(technique_id, str(technique_id))


def sentence(step, size: int, symbols: str) -> str:
    return core.sentence_of(step.technique, step.parts, step.placements, step.eliminations, size, symbols,
                            language())


def notation(step, size: int, symbols: str) -> str:
    return core.notation_of(step.technique, step.parts, step.placements, step.eliminations, size, symbols,
                            language())


def look(hint) -> str:
    """A hint's level 1: the technique and where to look (its houses and the step's cage)."""
    lang = language()
    name = lang["names"].get(hint.step.technique, hint.step.technique)
    if not hint.houses:
        return lang["look_any"].format(name=name)
    return lang["look"].format(name=name, where=core.where_words(hint.size, hint.houses, lang))
