"""Every user-visible string of the page, in every language, in one place.

Use ``t("key", name=value)``; the templates are str.format templates.  ``STRINGS`` holds one table
per language ("en", "zh-CN"), all with the same keys (tests/web/test_strings.py checks that every
English key is translated); ``t`` looks a key up in the current language (``set_lang``) and falls
back to English for a missing key.
Strings that must exist before Python starts (button labels, headings) are in index.html too;
build.py fills them from the English table, and the page re-renders them in the chosen language.
Texts built by sudoku_core in English (conflicts, hints, errors) are rebuilt from the fields of the
core's objects with the unit_*/dup_*/hint_*/err_* templates (see sudoku_web.i18n).
To add a language: copy the "en" table under a new code, translate every value (keep the {fields}),
and add the code to LANGUAGES at the end of this file.
"""

STRINGS = {
    "en": {
        "title": "Sudoku solver",
        "tagline": "Runs entirely in your browser: Python (Pyodide) on a static page.",
        "grid_label": "Sudoku",
        "solve": "Solve",
        "cancel": "Cancel",
        "clear": "Clear",
        "copy": "Copy",
        "share": "Share",
        "size": "Size",
        "example": "Example",
        "example_none": "Load an example…",
        "ex_easy": "Easy",
        "ex_luogu": "Luogu P1784 sample",
        "ex_inkala": "Arto Inkala's “world's hardest”",
        "ex_easy4": "4×4 easy",
        "ex_easy16": "16×16 easy",
        "size_4": "4×4",
        "size_9": "9×9",
        "size_16": "16×16",
        "loading": "Loading Python…",
        "stage": "Loading: {stage}",
        "ready": "Ready. Type or paste a puzzle, then press Solve.",
        "ready_short": "Python ready.",
        "boot_failed": "Python failed to start: {error}",
        "solving": "Solving…",
        "progress": "Searching… {nodes} nodes, {seconds} s",
        "solved": "Solved in {seconds} s, {nodes} nodes.",
        "no_solution": "No solution: these givens cannot be completed ({seconds} s, {nodes} nodes).",
        "multiple": ("More than one solution: the {count} highlighted cells differ between two "
                     "solutions; one of them is shown ({seconds} s, {nodes} nodes)."),
        "cancelled": "Cancelled after {nodes} nodes. Your grid is unchanged.",
        "stale": "Solve stopped because the grid changed.",
        "conflict": "Conflict: {message}",
        "conflicts_more": " (and {more} more)",
        "fix_conflicts": "Fix the highlighted conflict before solving: {message}",
        "bad_symbol": "“{char}” is not allowed here: use {allowed}.",
        "pasted": "Pasted a {size}×{size} puzzle with {givens} givens.",
        "paste_error": "Could not read the pasted text: {message}",
        "url_error": "Could not read the puzzle in the address: {message}",
        "url_loaded": "Loaded the puzzle from the address ({givens} givens).",
        "example_loaded": "Loaded example: {name}.",
        "cleared": "Grid cleared.",
        "size_changed": "Grid size: {size}×{size}.",
        "copied": "Copied the grid: {text}",
        "copy_failed": "Copy is blocked here; select and copy this text: {text}",
        "shared": "Copied a link to this puzzle.",
        "share_failed": "Copy is blocked here; this is the link: {text}",
        "error": "Error: {message}",
        "copy_box": "Text to copy",
        "differs_title": "{a} or {b}",
        # ----- modes and tutor (issue 4) -----
        "mode_label": "Mode",
        "tab_solver": "Solver",
        "tab_tutor": "Tutor",
        "algorithm": "Algorithm",
        "algo_scan": "(a) Plain search: scan row, column and box",
        "algo_used": "(b) Used arrays for rows, columns and boxes",
        "algo_bitmask": "(c) Bitmasks, lowest set bit first",
        "algo_fast": "(d) Fast: propagation, fewest choices first",
        "step": "Step",
        "play": "Play",
        "pause": "Pause",
        "back": "Back",
        "reset": "Reset",
        "hint": "Hint",
        "speed": "Speed",
        "speed_value": "{rate} steps/s",
        "speed_valuetext": "{rate} steps per second",
        "scrubber": "Scrubber",
        "position": "Step {position} of {known}",
        "position_more": "Step {position} of {known}+",
        "counters": "Counters",
        "c_steps": "Steps",
        "c_nodes": "Nodes",
        "c_backtracks": "Backtracks",
        "c_depth": "Depth",
        "candidates": "Candidates",
        "copy_link": "Copy link",
        "link_copied": "Copied a link to step {step} of this trace.",
        "code": "Code",
        "side_label": "Code and data",
        "code_label": "Source of {file}",
        "data": "Data",
        "data_empty": "Nothing to show before the first step.",
        "race": "Race",
        "race_heading": "Race the algorithms",
        "race_intro": "Runs every algorithm on the puzzle in the grid, to its first solution.",
        "race_caption": "Race on this puzzle: each algorithm to its first solution (cap {cap} steps)",
        "race_algorithm": "Algorithm",
        "race_steps": "Steps",
        "race_nodes": "Nodes",
        "race_backtracks": "Backtracks",
        "race_time": "Time",
        "race_note": "Note",
        "race_capped": "capped at {cap} steps",
        "race_no_solution": "no solution",
        "race_running": "Race: {title}, {steps} steps…",
        "race_done": "Race finished: {fastest} needed the fewest nodes.",
        "race_stopped": "Race stopped because the puzzle changed.",
        "tutor_intro": "Watch a search solve the puzzle in the grid, step by step.",
        "tutor_ready": "Tutor: choose an algorithm, then Step or Play. Editing the grid restarts the trace.",
        "url_algo": "Unknown algorithm “{name}” in the address; showing {title}.",
        "tutor_restart": "The puzzle changed: the trace starts again from step 0.",
        "tutor_conflict": "Fix the highlighted conflict first: {message}",
        "ev_ready": "Ready: press Step or Play.",
        "ev_try": "Trying {digit} at {where}",
        "ev_place": "Placing {digit} at {where} (a guess, depth {depth})",
        "ev_propagate": "Deduced {digit} at {where} ({reason})",
        "ev_dead_end": "Dead end at {where}: no digit fits",
        "ev_dead_end_digit": "Dead end: {digit} at {where} leads to a contradiction",
        "ev_dead_end_start": "Dead end: the givens contradict each other",
        "ev_backtrack": "Backtrack: take back {digit} at {where}",
        "ev_solved": "Solved! Press Play or Step to look for a second solution.",
        "ev_done": "The search is over: {solutions} solution(s) found.",
        "ev_capped": "Stopped at the cap of {cap} steps: the trace goes on, but the player does not follow it further.",
        "where": "row {row}, column {col}",
        "announce": "Step {step}: {event}",
        "paused": "Paused at step {step}: {event}",
        "seeking": "Going to step {target}: {position} of {target}…",
        "badge_dead_end": "✕",
        "badge_backtrack": "↩",
        "trace_title": "{event}",
        # ----- embed mode, boot watchdog, offline (issue 5: embed.py, boot.js via index.html) -----
        "watchdog": ("Python did not start. An embedded page can be blocked from the browser "
                     "storage that Python needs; the solver works in a tab of its own."),
        "watchdog_open": "Open in a new tab",
        "embed_open": "Open the full page",
        "embed_bad_puzzle": "The host page sent a puzzle that could not be read: {message}",
        "embed_loaded": "Loaded a puzzle from the host page ({givens} givens).",
        # ----- languages, accessibility (issue 5) -----
        "cell_label": "Row {row}, column {col}",
        "language": "Language",
        "unit_row": "row {n}",
        "unit_column": "column {n}",
        "unit_box": "box {n}",
        # Core texts rebuilt in the current language (the English ones equal the core's).
        "dup_message": "{digit} appears {times} in {unit}: {places}.",
        "dup_twice": "twice",
        "dup_times": "{n} times",
        "dup_join": " and ",
        "err_empty_input": "{message}",
        "err_wrong_cell_count": "{message}",
        "err_unknown_symbol": "{message}",
        "err_duplicate": "{message}",
        "err_other": "{message}",
        "hint_conflict": "First fix the clash: {message}",
        "hint_full": "The grid is full: there is nothing left to deduce.",
        "hint_dead_cell": ("No digit fits {where}: every digit is already in its row, column or box, "
                           "so an earlier entry must be wrong."),
        "hint_naked_single": ("Naked single: only {digit} fits {where}; every other digit is already in "
                              "its row, column or box."),
        "hint_hidden_single": "Hidden single: in {unit} only {where} can hold {digit}.",
        "hint_stuck": ("No single is left: the next step needs a subtler rule (such as locked candidates) "
                       "or a guess, which is where the search algorithms come in."),
        "reason_fast": "singles and locked candidates",
        "ms": "{ms} ms",
        "seconds": "{s} s",
    },
    "zh-CN": {
        "title": "数独求解器",
        "tagline": "完全在你的浏览器中运行：静态页面上的 Python（Pyodide）。",
        "grid_label": "数独",
        "cell_label": "第{row}行，第{col}列",
        "language": "语言",
        "solve": "求解",
        "cancel": "取消",
        "clear": "清空",
        "copy": "复制",
        "share": "分享",
        "size": "大小",
        "example": "示例",
        "example_none": "载入示例…",
        "ex_easy": "简单",
        "ex_luogu": "洛谷 P1784 样例",
        "ex_inkala": "Arto Inkala 的“世界最难数独”",
        "ex_easy4": "4×4 简单",
        "ex_easy16": "16×16 简单",
        "size_4": "4×4",
        "size_9": "9×9",
        "size_16": "16×16",
        "loading": "正在加载 Python…",
        "stage": "正在加载：{stage}",
        "ready": "准备就绪。输入或粘贴一道数独题，然后按“求解”。",
        "ready_short": "Python 已就绪。",
        "boot_failed": "Python 启动失败：{error}",
        "solving": "正在求解…",
        "progress": "正在搜索… {nodes} 个节点，{seconds} 秒",
        "solved": "已解出，用时 {seconds} 秒，{nodes} 个节点。",
        "no_solution": "无解：这些已知数无法补全（{seconds} 秒，{nodes} 个节点）。",
        "multiple": "多解：两个解在高亮的 {count} 个格子中不同；下面显示其中一个（{seconds} 秒，{nodes} 个节点）。",
        "cancelled": "已在 {nodes} 个节点后取消。你的盘面没有改变。",
        "stale": "盘面已改动，求解已停止。",
        "conflict": "冲突：{message}",
        "conflicts_more": "（另有 {more} 处）",
        "fix_conflicts": "求解前请先修正高亮的冲突：{message}",
        "bad_symbol": "这里不能输入“{char}”：请用 {allowed}。",
        "pasted": "已粘贴一道 {size}×{size} 的题目，共 {givens} 个已知数。",
        "paste_error": "无法读取粘贴的文本：{message}",
        "url_error": "无法读取网址中的题目：{message}",
        "url_loaded": "已从网址载入题目（{givens} 个已知数）。",
        "example_loaded": "已载入示例：{name}。",
        "cleared": "盘面已清空。",
        "size_changed": "盘面大小：{size}×{size}。",
        "copied": "已复制盘面：{text}",
        "copy_failed": "此处无法复制；请选中并复制这段文本：{text}",
        "shared": "已复制这道题的链接。",
        "share_failed": "此处无法复制；链接如下：{text}",
        "error": "错误：{message}",
        "copy_box": "要复制的文本",
        "differs_title": "{a} 或 {b}",
        "unit_row": "第{n}行",
        "unit_column": "第{n}列",
        "unit_box": "第{n}宫",
        "dup_message": "{digit} 在{unit}中出现了{times}：{places}。",
        "dup_twice": "两次",
        "dup_times": "{n} 次",
        "dup_join": "和",
        "err_empty_input": "没有找到题目：文本是空的。",
        "err_wrong_cell_count": "找到 {count} 个格子；支持的格数为 16、81、256 或 625（4×4、9×9、16×16、25×25）。",
        "err_unknown_symbol": "第{row}行第{col}列有无法识别的字符“{char}”；数字请用 1–9（16×16 用 1–9 和 A–G），空格用 . 0 - _ *。",
        "err_duplicate": "已知数重复：{places}。",
        "err_other": "输入有误（英文原文）：{message}",
        "hint_conflict": "先解决冲突：{message}",
        "hint_full": "盘面已填满：没有可以再推导的了。",
        "hint_dead_cell": "{where}填不进任何数字：每个数字都已出现在它的行、列或宫中，所以之前某一步填错了。",
        "hint_naked_single": "唯余法：{where}只能填 {digit}；其他数字都已出现在它的行、列或宫中。",
        "hint_hidden_single": "摒除法：在{unit}中只有{where}能填 {digit}。",
        "hint_stuck": "没有唯余或摒除可用了：下一步需要更高级的技巧（例如区块摒除）或猜测，这正是搜索算法的用武之地。",
        "mode_label": "模式",
        "tab_solver": "求解",
        "tab_tutor": "教学",
        "algorithm": "算法",
        "algo_scan": "(a) 朴素搜索：扫描行、列和宫",
        "algo_used": "(b) 用布尔数组记录行、列和宫",
        "algo_bitmask": "(c) 位掩码，先取最低位",
        "algo_fast": "(d) 快速：约束传播，候选数最少优先",
        "step": "单步",
        "play": "播放",
        "pause": "暂停",
        "back": "后退",
        "reset": "重置",
        "hint": "提示",
        "speed": "速度",
        "speed_value": "{rate} 步/秒",
        "speed_valuetext": "每秒 {rate} 步",
        "scrubber": "进度条",
        "position": "第 {position} 步，共 {known} 步",
        "position_more": "第 {position} 步，已知 {known}+ 步",
        "counters": "计数器",
        "c_steps": "步数",
        "c_nodes": "节点",
        "c_backtracks": "回溯",
        "c_depth": "深度",
        "candidates": "候选数",
        "copy_link": "复制链接",
        "link_copied": "已复制指向此搜索第 {step} 步的链接。",
        "code": "代码",
        "side_label": "代码和数据",
        "code_label": "{file} 的源代码",
        "data": "数据",
        "data_empty": "第一步之前没有可显示的内容。",
        "reason_fast": "唯余、摒除与区块摒除",
        "ms": "{ms} 毫秒",
        "seconds": "{s} 秒",
        "race": "比赛",
        "race_heading": "算法比赛",
        "race_intro": "让每个算法在盘面上的题目中运行，直到找到第一个解。",
        "race_caption": "在这道题上比赛：每个算法找到第一个解为止（上限 {cap} 步）",
        "race_algorithm": "算法",
        "race_steps": "步数",
        "race_nodes": "节点",
        "race_backtracks": "回溯",
        "race_time": "用时",
        "race_note": "备注",
        "race_capped": "达到 {cap} 步上限",
        "race_no_solution": "无解",
        "race_running": "比赛中：{title}，{steps} 步…",
        "race_done": "比赛结束：{fastest} 用的节点最少。",
        "race_stopped": "题目已改动，比赛已停止。",
        "tutor_intro": "一步一步地观看搜索算法解出盘面上的题目。",
        "tutor_ready": "教学：选择一个算法，然后按“单步”或“播放”。改动盘面会让搜索从头开始。",
        "url_algo": "网址中的算法“{name}”不存在；改为显示 {title}。",
        "tutor_restart": "题目已改动：搜索从第 0 步重新开始。",
        "tutor_conflict": "请先修正高亮的冲突：{message}",
        "ev_ready": "准备就绪：按“单步”或“播放”。",
        "ev_try": "在{where}尝试 {digit}",
        "ev_place": "在{where}填入 {digit}（猜测，深度 {depth}）",
        "ev_propagate": "推出{where}是 {digit}（{reason}）",
        "ev_dead_end": "{where}走入死路：没有数字能填",
        "ev_dead_end_digit": "死路：在{where}填 {digit} 导致矛盾",
        "ev_dead_end_start": "死路：已知数互相矛盾",
        "ev_backtrack": "回溯：撤销{where}的 {digit}",
        "ev_solved": "解出来了！按“播放”或“单步”继续寻找第二个解。",
        "ev_done": "搜索结束：共找到 {solutions} 个解。",
        "ev_capped": "已在 {cap} 步上限处停止：搜索还没结束，但播放器不再继续跟踪。",
        "where": "第{row}行第{col}列",
        "announce": "第 {step} 步：{event}",
        "paused": "暂停于第 {step} 步：{event}",
        "seeking": "正在前往第 {target} 步：{position} / {target}…",
        "badge_dead_end": "✕",
        "badge_backtrack": "↩",
        "trace_title": "{event}",
        "watchdog": "Python 没有启动。嵌入的页面可能无法使用 Python 所需的浏览器存储；在单独的标签页中打开即可使用求解器。",
        "watchdog_open": "在新标签页中打开",
        "embed_open": "打开完整页面",
        "embed_bad_puzzle": "宿主页面发来的题目无法读取：{message}",
        "embed_loaded": "已从宿主页面载入题目（{givens} 个已知数）。",
    },
}

# Languages offered in the Language select, each named in its own language (the select's option
# text), in this order.  To add a language: copy the "en" table above under a new code, translate
# every value (keep the {fields}), and add the code and its name here.
LANGUAGES = {"en": "English", "zh-CN": "简体中文"}
DEFAULT_LANG = "en"
LANG = DEFAULT_LANG


def normalize_lang(code):
    """The supported language for a BCP 47 tag ("zh", "zh-Hans-CN", "en-GB"...), or None.

    Matches the exact tag first, then the primary subtag: any zh* is Simplified Chinese."""
    if not code:
        return None
    code = str(code).strip()
    lower = {k.lower(): k for k in STRINGS}
    if code.lower() in lower:
        return lower[code.lower()]
    primary = code.split("-")[0].split("_")[0].lower()
    for k in STRINGS:
        if k.split("-")[0].lower() == primary:
            return k
    return None


def choose_lang(param=None, preferred=()):
    """?lang= first, then the browser's languages in order, else English."""
    for code in (param, *preferred):
        lang = normalize_lang(code)
        if lang:
            return lang
    return DEFAULT_LANG


def set_lang(code):
    """Make ``code`` (normalised) the current language; returns it."""
    global LANG
    LANG = normalize_lang(code) or DEFAULT_LANG
    return LANG


def t(key: str, **kwargs) -> str:
    """Look up a UI string in the current language, falling back to English."""
    table = STRINGS.get(LANG, STRINGS["en"])
    template = table.get(key)
    if template is None:
        template = STRINGS["en"][key]
    return template.format(**kwargs) if kwargs else template
