"""The techniques' names in Chinese (English ones are the core's: ``sudoku_core.logic`` names them).

A module of its own, with no import of the logic engine, so that the New puzzle panel can name
techniques in its select at start-up without loading the engine; ``step_words`` uses the same table.
"""

ZH_NAMES = {
    "full_house": "唯一空格", "hidden_single": "摒除法", "naked_single": "唯余法",
    "locked_pointing": "区块摒除（宫对行列）", "locked_claiming": "区块摒除（行列对宫）",
    "naked_pair": "显性数对", "naked_triple": "显性三数组", "naked_quad": "显性四数组",
    "hidden_pair": "隐性数对", "hidden_triple": "隐性三数组", "hidden_quad": "隐性四数组",
    "x_wing": "X 翼", "swordfish": "剑鱼", "jellyfish": "水母",
    "xy_wing": "XY 翼", "xyz_wing": "XYZ 翼", "w_wing": "W 翼",
    "unique_rectangle_1": "唯一矩形（类型 1）", "unique_rectangle_2": "唯一矩形（类型 2）",
    "unique_rectangle_3": "唯一矩形（类型 3）", "unique_rectangle_4": "唯一矩形（类型 4）",
    "bug_plus_1": "全双值坟墓（BUG+1）", "skyscraper": "摩天楼", "two_string_kite": "双线风筝",
    "empty_rectangle": "空矩形", "finned_x_wing": "鳍 X 翼", "sashimi_x_wing": "刺身 X 翼",
    "finned_swordfish": "鳍剑鱼", "sashimi_swordfish": "刺身剑鱼", "finned_jellyfish": "鳍水母",
    "sashimi_jellyfish": "刺身水母", "x_chain": "X 链", "xy_chain": "XY 链", "simple_colouring": "单数染色",
    "aic": "交替推理链（AIC）", "als_xz": "ALS-XZ（几乎锁定集）", "grouped_aic": "分组交替推理链",
    "contradiction_chain": "矛盾链", "forcing_chain": "强制链", "dynamic_contradiction_chain": "动态矛盾链",
    "dynamic_forcing_chain": "动态强制链", "dynamic_forcing_chain_plus": "动态强制链（+）",
    # Sudoku Explainer's own techniques (its profile: sudoku_core.logic.se): one row per id
    "direct_pointing": "直观区块（宫对行列）", "direct_claiming": "直观区块（行列对宫）",
    "direct_hidden_pair": "直观隐性数对", "direct_hidden_triple": "直观隐性三数组",
    "unique_loop": "唯一矩形 / 唯一环", "bivalue_universal_grave": "全双值坟墓（BUG）",
    "aligned_pair_exclusion": "对齐数对排除", "aligned_triple_exclusion": "对齐三数组排除",
    "se_forcing_chains_cycles": "强制链与环", "se_nishio": "Nishio 强制链",
    "se_multiple_forcing_chains": "多重强制链", "se_dynamic_forcing_chains": "动态多重强制链",
    "se_dynamic_forcing_chains_plus": "动态多重强制链（+）",
    "se_nested_forcing_chains": "嵌套强制链（+ 强制链）",
    "se_nested_multiple_forcing_chains": "嵌套强制链（+ 多重强制链）",
    "se_nested_dynamic_forcing_chains": "嵌套强制链（+ 动态强制链）",
    "se_nested_dynamic_plus_forcing_chains": "嵌套强制链（+ 动态强制链（+ 强制链））",
}
