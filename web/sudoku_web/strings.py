"""Every user-visible string of the page, in every language: English here, each other language in
its own module (strings_zh_cn.py), imported the first time the page switches to it.

Use ``t("key", name=value)``; the templates are str.format templates.  ``STRINGS`` maps each
language ("en", "zh-CN") to its table, all with the same keys (tests/web_unit/test_strings.py checks that every
English key is translated); ``t`` looks a key up in the current language (``set_lang``) and falls
back to English for a missing key.
Strings that must exist before Python starts (button labels, headings) are in index.html too;
build.py fills them from the English table, and the page re-renders them in the chosen language.
Texts built by sudoku_core in English (conflicts, hints, errors) are rebuilt from the fields of the
core's objects with the unit_*/dup_*/hint_*/err_* templates (see sudoku_web.i18n).
To add a language: copy the "en" table into a new module strings_<code>.py as TABLE, translate every
value (keep the {fields}), and add the code to LANGUAGES and MODULES at the end of this file.
"""


_LOADED = {  # English is always here; another language joins on first use (see _Tables)
    "en": {
        "title": "Sudoku solver",
        "tagline": "Runs entirely in your browser: Python (MicroPython + Pyodide) on a static page.",
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
        "size_25": "25×25",
        "loading": "Loading Python…",
        "stage": "Loading: {stage}",
        "ready": "Ready. Type or paste a puzzle, then press Solve.",
        "solving": "Solving…",
        "engine_failed": "The solver stopped working ({message}). Try again.",
        "progress": "Searching… {nodes} nodes, {seconds} s",
        "solved": "Solved in {seconds} s, {nodes} nodes.",
        "solved_wrong_entries": "Solved in {seconds} s, {nodes} nodes; {count} of your entries differ from the solution (marked).",
        "solved_wrong_entries_one": "Solved in {seconds} s, {nodes} nodes; 1 of your entries differs from the solution (marked).",
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
        "pasted_marks": "Pasted a {size}×{size} position with its pencil marks: {givens} digits placed, candidates in {cells} cells.",
        "pasted_one": "Pasted a {size}×{size} puzzle with 1 given.",
        "paste_error": "Could not read the pasted text: {message}",
        "url_error": "Could not read the puzzle in the address: {message}",
        "url_loaded": "Loaded the puzzle from the address ({givens} givens).",
        "url_loaded_marks": "Loaded a {size}×{size} position with its pencil marks from the address: {givens} digits placed, candidates in {cells} cells.",
        "url_loaded_one": "Loaded the puzzle from the address (1 given).",
        "url_work_back": "Welcome back: the address's puzzle ({givens} givens) is the one you were working on, as you left it.",
        "url_work_back_one": "Welcome back: the address's puzzle (1 given) is the one you were working on, as you left it.",
        "url_work_back_cages": "Welcome back: the address's puzzle ({cages} cages, no givens) is the one you were working on, as you left it.",
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
        # ----- modes and tutor -----
        "mode_label": "Mode",
        "tab_solver": "Solver",
        "tab_tutor": "Tutor",
        "tab_practice": "Practice",
        "p_template": "Judge",
        "p_tpl_leetcode": "LeetCode 37: class Solution",
        "p_tpl_luogu": "Luogu P1784: standard input",
        "p_reset": "Start from the template",
        "p_code": "Code",
        "p_code_help": "Tab indents, Shift+Tab unindents. To leave the editor by keyboard: Escape, then Tab.",
        "p_intro": "Write your own solver as you would for the judge. Run judges it on the grid; Submit on every case. Then watch it fill the grid, line by line.",
        "p_run": "Run",
        "p_stop": "Stop",
        "p_submit": "Submit",
        "p_caption": "Verdicts (time limit {limit} s a case)",
        "p_h_case": "Case",
        "p_h_verdict": "Verdict",
        "p_h_time": "Time",
        "p_h_writes": "Board writes",
        "p_h_detail": "Details",
        "p_h_watch": "Watch",
        "p_watch": "Watch",
        "p_watch_label": "Watch your code on {case}",
        "p_traceback": "Traceback",
        "case_leetcode": "LeetCode 37 example",
        "case_luogu": "Luogu P1784 sample",
        "case_adversarial": "Made against cell order",
        "case_seventeen": "17 clues",
        "case_grid": "The grid",
        "v_accepted": "Accepted",
        "v_wrong_answer": "Wrong Answer",
        "v_time_limit": "Time Limit Exceeded",
        "v_runtime_error": "Runtime Error",
        "v_waiting": "Waiting",
        "v_running": "Running…",
        "v_stopped": "Stopped",
        "wa_shape": "The board is no longer 9 rows of 9 cells.",
        "wa_count": "The output holds {count} numbers; 81 were expected.",
        "wa_count_one": "The output holds 1 number; 81 were expected.",
        "wa_bad_value": "The cell at {where} holds {value}, where the judge expects a digit 1-9.",
        "wa_not_text": "The cell at {where} holds {value}, which is not a string: LeetCode's board holds strings, \"1\" to \"9\" (write str(d), not d).",
        "wa_empty": "The cell at {where} is left empty.",
        "wa_given_changed": "The given at {where} was {expected}; your code changed it to {got}.",
        "wa_wrong_cell": "At {where}: expected {expected}, got {got}.",
        "wa_rule": "{digit} is twice in {unit}: {places}.",
        "tl_time": "Still running at the time limit ({limit} s).",
        "tl_writes": "Stopped after {cap} board writes.",
        "tl_stopped": "Ran past the time limit ({limit} s) and did not stop there, so it was ended (a loop that never writes to the board, or an except: that catches everything, keeps the judge from stopping it).",
        "re_line": "{error} (line {line})",
        "re_crashed": "Python itself stopped while your code ran ({message}): the code may have ended the process (os._exit) or recursed deeper than the browser's stack allows.",
        "p_starting": "Starting Python for your code…",
        "p_running": "{case}: {writes} board writes so far…",
        "p_done": "{accepted} of {total} cases accepted.",
        "p_stopped": "Stopped: your code no longer runs.",
        "p_syntax": "Syntax error on line {line}: {message}",
        "p_grid_size": "The judge takes 9×9 grids: choose Size 9×9 to run your code on the grid.",
        "p_worker_failed": "Python for your code could not start: {message}",
        "p_link_code": "The link's code is in the editor. It runs only when you press Run.",
        "p_ready": "Practice: write your solver, then press Run or Submit.",
        "p_no_solution": "The grid on the board has no solution, so no answer to it can be right: your code was not run on it. Load a puzzle that has one.",
        "p_watching": "Watching your code on {case}: Step or Play.",
        "algo_yours": "Your code (the run you watch)",
        "yours_other": "Your watched run was on another puzzle: press Watch in the Practice tab.",
        "yours_none": "No run of your code to watch yet: run it in the Practice tab.",
        "race_yours": "Your code",
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
        "speed_reached": "{rate} steps/s (reaching {reached})",
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
        "data_cell": "Cell",
        "data_digit": "Digit",
        "data_scans": "Scans",
        "data_free": "free (digits left to try)",
        "data_branching_on": "Branching on",
        "data_candidates": "Its candidates",
        "data_current_at": "Current step at",
        "data_line": "Line of your code",
        "data_none": "none",
        "data_join": ", ",
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
        "ev_done": "The search is over: {solutions} solutions found.",
        "ev_done_one": "The search is over: 1 solution found.",
        "ev_capped": "Stopped at the cap of {cap} steps: the trace goes on, but the player does not follow it further.",
        "where": "row {row}, column {col}",
        "announce": "Step {step}: {event}",
        "paused": "Paused at step {step}: {event}",
        "seeking": "Going to step {target}: {position} of {target}…",
        "badge_dead_end": "✕",
        "badge_backtrack": "↩",
        # ----- embed mode, boot watchdog, offline (embed.py; boot.js through index.html) -----
        "watchdog": ("Python did not start. An embedded page can be blocked from the browser "
                     "storage that Python needs; the solver works in a tab of its own."),
        "watchdog_open": "Open in a new tab",
        "embed_open": "Open the full page",
        "embed_bad_puzzle": "The host page sent a puzzle that could not be read: {message}",
        "embed_loaded": "Loaded a puzzle from the host page ({givens} givens).",
        "embed_loaded_marks": "Loaded a {size}×{size} position with its pencil marks from the host page: {givens} digits placed, candidates in {cells} cells.",
        "embed_loaded_one": "Loaded a puzzle from the host page (1 given).",
        "v_embed_loaded": "Loaded a {kinds} puzzle from the host page ({givens} givens).",
        "v_embed_loaded_one": "Loaded a {kinds} puzzle from the host page (1 given).",
        "v_embed_loaded_an": "Loaded an {kinds} puzzle from the host page ({givens} givens).",
        "v_embed_loaded_an_one": "Loaded an {kinds} puzzle from the host page (1 given).",
        "v_embed_loaded_cages": "Loaded a {kinds} puzzle from the host page ({cages} cages, no givens).",
        "v_embed_loaded_cages_an": "Loaded an {kinds} puzzle from the host page ({cages} cages, no givens).",
        "embed_bad_origin": ("This solver exchanges no messages with the page around it: origin=“{origin}” in its "
                             "address is not an origin such as https://host.example (scheme, host and port only)."),
        # ----- hardening: reading input, the address's step, the race's Cancel -----
        "too_long": "The text is too long ({count} characters; a puzzle has at most {max}).",
        "unreadable": "The text could not be read as a puzzle.",
        "url_step_bad": "Ignored step “{value}” in the address: a step is a whole number from 0 to {cap}.",
        "url_step_capped": "Step {value} in the address is past the player's limit of {cap} steps; going to step {cap}.",
        "race_cancel": "Cancel race",
        "race_cancelled": "Race cancelled: {done} of {total} algorithms finished.",
        # ----- languages, accessibility -----
        "cell_label": "Row {row}, column {col}",
        # issue 32: variants (variant_panel, variant_words, variant_draw)
        "v_label": "Variant",
        "v_group": "Variant rules",
        "vk_classic": "Classic",
        "vk_killer": "Killer",
        "vk_jigsaw": "Jigsaw",
        "vk_diagonal": "Diagonal (Sudoku-X)",
        "vk_windoku": "Windoku",
        "vk_anti_knight": "Anti-knight",
        "vk_anti_king": "Anti-king",
        "vk_non_consecutive": "Non-consecutive",
        "vk_even_odd": "Even/odd",
        "vk_no_boxes": "No boxes",
        "vk_disjoint": "Disjoint groups",
        "vk_extra_house": "Extra houses",
        "vk_thermo": "Thermo",
        "vk_kropki": "Kropki",
        "vk_xv": "XV",
        "vk_little_killer": "Little killer",
        "vk_arrow": "Arrow",
        "vk_sandwich": "Sandwich",
        "v_kinds_join": ", ",
        "v_rules": "Rules: {kinds}.",
        'vr_anti_knight': "Cells a knight's move apart never hold the same digit.",
        'vr_anti_king': "Cells a king's move apart never hold the same digit.",
        "vr_non_consecutive": "Side-by-side cells never hold consecutive digits.",
        "vr_diagonal": "Each shaded diagonal holds every digit once.",
        "vr_windoku": "Each shaded window holds every digit once.",
        "vr_killer": "The digits of a dashed cage add up to its sum and never repeat.",
        "vr_jigsaw": "Each region inside thick borders holds every digit once.",
        "vr_even_odd": "A square holds an even digit, a circle an odd one.",
        "vr_disjoint": "Cells in the same place of every box never hold the same digit.",
        "vr_extra_house": "No extra house (a listed set of cells, not drawn; hints name it) repeats a digit.",
        "vr_thermo": "Digits rise along each grey thermometer from its round bulb.",
        "vr_kropki": "A white dot joins consecutive digits; a black dot joins a digit and its double.",
        "vr_xv": "The digits either side of an X add up to 10; of a V, to 5.",
        "vr_little_killer": "The digits along a diagonal add up to the number outside the grid that points along it, and may repeat.",
        "vr_arrow": "Digits along each arrow add up to the digit in its circle (or the number its pill reads, left to right and top to bottom); they may repeat unless a house forbids it.",
        "vr_sandwich": "The digits between the 1 and the largest digit (9 on a 9×9 grid) of a row or column add up to the number outside the grid beside it; 0 when they touch.",
        "vr_strict_kropki": "Every kropki dot is given: side-by-side digits without one are neither consecutive nor one double the other.",
        "vr_strict_xv": "Every X and V is given: side-by-side digits without one add up to neither 10 nor 5.",
        "v_select": "Select cells",
        "v_sum": "Cage sum",
        "v_add_cage": "Add cage",
        "v_remove_cage": "Remove cage",
        "v_add_thermo": "Add thermometer",
        "v_remove_thermo": "Remove thermometer",
        "v_dot_label": "Dot",
        "v_dot_white": "White dot (±1)",
        "v_dot_black": "Black dot (×2)",
        "v_dot_x": "X (sum 10)",
        "v_dot_v": "V (sum 5)",
        "v_add_dots": "Add dots",
        "v_remove_dots": "Remove dots",
        "v_add_lk": "Add little killer",
        "v_remove_lk": "Remove little killer",
        "v_add_arrow": "Add arrow",
        "v_remove_arrow": "Remove arrow",
        "v_arrow_bulb": "Bulb",
        "v_bulb_1": "Circle (1 cell)",
        "v_bulb_2": "Pill of 2 cells",
        "v_bulb_3": "Pill of 3 cells",
        "v_add_sandwich": "Add sandwich",
        "v_remove_sandwich": "Remove sandwich",
        "v_region": "Region",
        "v_region_n": "Region {n}",
        "v_paint": "Paint region",
        "v_even": "Mark even",
        "v_odd": "Mark odd",
        "v_unmark": "Unmark even/odd",
        "v_constraints": "Constraints",
        "vc_diagonal": "Diagonals",
        "vc_windoku": "Windoku windows",
        "vc_anti_knight": "Anti-knight",
        "vc_anti_king": "Anti-king",
        "vc_non_consecutive": "Non-consecutive",
        "vc_strict_kropki": "All kropki dots given",
        "vc_strict_xv": "All X and V given",
        "v_sample_loaded": "{kind} sample loaded: {givens} givens. {rules}",
        "v_sample_loaded_one": "{kind} sample loaded: 1 given. {rules}",
        "v_sample_loaded_cages": "{kind} sample loaded: {cages} cages, no givens. {rules}",
        "v_kind_set": "Rules now: {kinds}. The digits on the board stay.",
        "v_classic_set": "Classic rules: rows, columns and boxes.",
        "v_select_on": "Selecting cells: click or tap cells (or press Enter on one) to select them, then add a cage, paint a region or mark them.",
        "v_select_off": "Selecting cells off.",
        "v_selected": "{count} cells selected.",
        "v_selected_one": "1 cell selected.",
        "v_select_first": "Select cells first: press Select cells, then click them (or Ctrl-click or Shift-click them).",
        "v_cage_added": "Cage of {total} added over {count} cells.",
        "v_cage_added_one": "Cage of {total} added over 1 cell.",
        "v_cage_added_free": "Cage without a sum added over {count} cells.",
        "v_cage_added_free_one": "Cage without a sum added over 1 cell.",
        "v_cages_removed": "Cages removed: {count}.",
        "v_thermo_added": "Thermometer added over {count} cells, its bulb at {where} (the first cell selected).",
        "v_thermos_removed": "Thermometers removed: {count}.",
        "v_dots_added": "{count} dots added: {kind}.",
        "v_dots_added_one": "1 dot added: {kind}.",
        "v_dots_removed": "Dots removed: {count}.",
        "v_lk_added": "Little killer of {total} added along {count} cells, from {where}.",
        "v_lks_removed": "Little killers removed: {count}.",
        "v_arrow_added": "Arrow added from {where}: {count} cells on its shaft.",
        "v_arrow_added_one": "Arrow added from {where}: 1 cell on its shaft.",
        "v_pill_arrow_added": "Arrow added from a pill of {pill} cells at {where}: {count} cells on its shaft.",
        "v_pill_arrow_added_one": "Arrow added from a pill of {pill} cells at {where}: 1 cell on its shaft.",
        "v_arrows_removed": "Arrows removed: {count}.",
        "v_sandwich_added": "Sandwich of {total} added to {line}.",
        "v_sandwiches_removed": "Sandwiches removed: {count}.",
        "v_painted": "{count} cells painted into region {n}.",
        "v_painted_one": "1 cell painted into region {n}.",
        "v_parity_set": "{count} cells marked {parity}.",
        "v_parity_set_one": "1 cell marked {parity}.",
        "v_parity_cleared": "{count} cells unmarked.",
        "v_parity_cleared_one": "1 cell unmarked.",
        "v_word_even": "even",
        "v_word_odd": "odd",
        "v_word_white": "white dot",
        "v_word_black": "black dot",
        "v_word_x": "X",
        "v_word_v": "V",
        "v_constraint_on": "{name}: on.",
        "v_constraint_off": "{name}: off.",
        "v_bad_sum": "A cage sum is a whole number (leave it empty for a cage without a sum).",
        "v_refused_cage_too_big": "A cage holds at most {size} cells.",
        'v_refused_cage_apart': "A cage's cells must touch side by side.",
        "v_refused_cage_overlap": "Already in a cage: {places}. Remove that cage first.",
        "v_refused_cage_sum": "No {count} different digits add up to {total}.",
        "v_refused_cage_sum_one": "A one-cell cage holds one digit, 1 to {size}: its sum cannot be {total}.",
        "v_refused_windoku_size": "Windoku windows need a 9×9 or 16×16 grid.",
        "v_refused_thermo_short": "A thermometer needs two cells at least: select its bulb first, then each cell along it.",
        "v_refused_thermo_short_one": "A thermometer needs two cells at least: select its bulb first, then each cell along it.",
        "v_refused_thermo_long": "A thermometer holds at most {size} cells (its digits rise by one at least per cell).",
        "v_refused_thermo_apart": "Select a thermometer's cells one after another along it: {places} do not touch.",
        "v_refused_thermo_same": "That thermometer is already drawn.",
        "v_refused_dot_short": "A dot sits between two cells: select two cells side by side (or a run of them, one after another).",
        "v_refused_dot_short_one": "A dot sits between two cells: select two cells side by side (or a run of them, one after another).",
        "v_refused_dot_apart": "A dot sits between cells side by side: {places} are not.",
        "v_refused_dot_same": "Those dots are already drawn.",
        "v_refused_dot_clash": "No two digits of this grid keep both marks between {places}: remove the other first.",
        "v_refused_lk_short": "A little killer runs along a diagonal: select two cells of it or more (it covers the whole diagonal).",
        "v_refused_lk_short_one": "A little killer runs along a diagonal: select two cells of it or more (it covers the whole diagonal).",
        "v_refused_lk_apart": "A little killer runs along one diagonal: {places} are not on one.",
        "v_refused_lk_sum": "Give the little killer a sum in \"Cage sum\" that its {count} cells can make ({count} to {most}).",
        "v_refused_lk_same": "That little killer is already drawn.",
        "v_refused_arrow_short": "An arrow is a bulb and a shaft: select the bulb's cell (or the pill's cells, as many as \"Bulb\" says) first, then the shaft's cells from the bulb to the tip.",
        "v_refused_arrow_short_one": "An arrow is a bulb and a shaft: select the bulb's cell (or the pill's cells, as many as \"Bulb\" says) first, then the shaft's cells from the bulb to the tip.",
        "v_refused_arrow_apart": "An arrow goes from cell to touching cell (side by side or corner to corner), leaving its bulb from a cell it touches: {places} do not touch.",
        "v_refused_arrow_pill": "A pill joins 2 or 3 cells in reading order, each right of, below, or below and right of the one before, on grids up to 9×9: {places} do not.",
        "v_refused_arrow_sum": "That arrow's shaft can never add up to what its bulb reads: make the shaft longer or shorter.",
        "v_refused_arrow_same": "That arrow is already drawn.",
        "v_refused_sandwich_short": "A sandwich's total stands beside a whole row or column: select two cells or more of one row or of one column (a single cell lies in both).",
        "v_refused_sandwich_short_one": "A sandwich's total stands beside a whole row or column: select two cells or more of one row or of one column (a single cell lies in both).",
        "v_refused_sandwich_apart": "A sandwich covers one row or one column: {places} are in neither one row nor one column.",
        "v_refused_sandwich_sum": "Give the sandwich a total in \"Cage sum\" that the digits between 1 and {top} can make (0 to {most}, but not 1 or {almost}).",
        "v_refused_sandwich_same": "That sandwich is already drawn.",
        "v_refused_sandwich_size": "Sandwiches are read on grids up to 16×16, not {size}×{size}.",
        "v_region_size": "Region {n} has {count} cells; every region needs {size}. Paint the regions before solving.",
        "v_size_unsupported": "This page shows 4×4, 9×9, 16×16 and 25×25 grids, not {size}×{size}.",
        "v_pasted": "Pasted a {kinds} puzzle with {givens} givens.",
        "v_pasted_one": "Pasted a {kinds} puzzle with 1 given.",
        "v_pasted_an": "Pasted an {kinds} puzzle with {givens} givens.",
        "v_pasted_an_one": "Pasted an {kinds} puzzle with 1 given.",
        "v_pasted_cages": "Pasted a {kinds} puzzle with {cages} cages and no givens.",
        "v_pasted_cages_an": "Pasted an {kinds} puzzle with {cages} cages and no givens.",
        "v_url_loaded": "Loaded a {kinds} puzzle from the address ({givens} givens).",
        "v_url_loaded_one": "Loaded a {kinds} puzzle from the address (1 given).",
        "v_url_loaded_an": "Loaded an {kinds} puzzle from the address ({givens} givens).",
        "v_url_loaded_an_one": "Loaded an {kinds} puzzle from the address (1 given).",
        "v_url_loaded_cages": "Loaded a {kinds} puzzle from the address ({cages} cages, no givens).",
        "v_url_loaded_cages_an": "Loaded an {kinds} puzzle from the address ({cages} cages, no givens).",
        "v_url_error": "The variant in the address could not be read: {message}",
        "v_url_draft": "Loaded the unfinished variant from the address as it was shared. To solve it, fix this first: {message}",
        "v_classic_only": "The tutor and the practice room know classic rules only: choose Classic to use them.",
        "vu_region": "region {n}",
        "vu_diagonal+": "the rising diagonal",
        "vu_diagonal-": "the falling diagonal",
        "vu_windoku": "window {n}",
        "vu_disjoint": "disjoint group {n}",
        "vu_house": "extra house {n}",
        "vu_cage": "the cage of {total}",
        "vu_cage_free": "a cage without a sum",
        "vx_cage_over": "The cage of {total} at {places} already adds up to {found}.",
        "vx_cage_short": "The cage of {total} at {places} is full but adds up to {found}.",
        'vx_anti_knight': "{digit} at {a} and at {b}, a knight's move apart (anti-knight).",
        'vx_anti_king': "{digit} at {a} and at {b}, a king's move apart (anti-king).",
        "vx_even": "{digit} at {where} is odd, in an even cell.",
        "vx_odd": "{digit} at {where} is even, in an odd cell.",
        "vx_non_consecutive": "{digit} at {a} and {other} at {b} are consecutive side by side (non-consecutive).",
        "vx_thermo": "{digit} at {a} and {other} at {b}: digits rise along the thermometer from {a} (thermo).",
        "vx_thermo_room": "{digit} at {a} and {other} at {b}: digits rise along the thermometer from {a}, and no digit is large enough for {b}, {count} cells on (thermo).",
        "vx_thermo_apart": "{digit} at {a} and {other} at {b}: digits rise along the thermometer from {a}, so {b}, {count} cells on, holds {least} at least (thermo).",
        "vx_white": "{digit} at {a} and {other} at {b} are not consecutive, across a white dot.",
        "vx_black": "{digit} at {a} and {other} at {b}: neither is double the other, across a black dot.",
        "vx_x": "{digit} at {a} and {other} at {b} do not add up to 10, across an X.",
        "vx_v": "{digit} at {a} and {other} at {b} do not add up to 5, across a V.",
        "vx_no_kropki": "{digit} at {a} and {other} at {b} are consecutive or one double the other, with no dot between them (every kropki dot is given).",
        "vx_no_xv": "{digit} at {a} and {other} at {b} add up to 10 or 5, with no X or V between them (every X and V is given).",
        "vx_little_killer_over": "The little killer of {total} from {where} already adds up to {found}, with cells still to fill.",
        "vx_little_killer_short": "The little killer of {total} from {where} adds up to {found}, and its cells cannot make {total}.",
        "vx_arrow_over": "The arrow from {where} goes over: its shaft makes {found} so far, and with 1 at least in each empty cell, more than the {total} its bulb reads.",
        "vx_arrow_over_open": "The arrow from {where} goes over: its shaft makes {found} so far, and with 1 at least in each empty cell, more than its bulb can read.",
        "vx_arrow_short": "The arrow from {where} falls short: its shaft cannot reach the {total} its bulb reads (its digits make {found} so far).",
        "vx_arrow_short_open": "The arrow from {where} falls short: its shaft cannot reach what its bulb can read (its digits make {found} so far).",
        "vx_sandwich_over": "The sandwich of {total} in {line} goes over: between its {one} and {top}, the digits make {found} so far, and with 2 at least in each empty cell there, more than {total}.",
        "vx_sandwich_short": "The sandwich of {total} in {line} falls short: between its {one} and {top}, the digits make {found} so far, and with {high} at most in each empty cell there, they cannot reach {total}.",
        "v_note_cage": "cage {total}",
        "v_note_cage_free": "cage",
        "v_note_region": "region {n}",
        "v_note_diagonal": "diagonal",
        "v_note_window": "window",
        "v_note_even": "even",
        "v_note_odd": "odd",
        "v_note_thermo": "thermometer",
        "v_note_thermo_bulb": "thermometer bulb",
        "v_note_dot_e": "{kind} to the right",
        "v_note_dot_w": "{kind} to the left",
        "v_note_dot_s": "{kind} below",
        "v_note_dot_n": "{kind} above",
        "v_note_little_killer": "little killer {total}",
        "v_note_arrow_bulb": "arrow circle",
        "v_note_arrow_pill": "arrow pill",
        "v_note_arrow": "arrow",
        "v_note_sandwich_row": "sandwich {total} in its row",
        "v_note_sandwich_column": "sandwich {total} in its column",
        "v_note_join": ", ",
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
        "err_unknown_symbol_char": "{message}",
        "err_duplicate": "{message}",
        "err_other": "{message}",
        "err_rule_broken": "{message}",
        "err_rule_dots": "dots",
        "err_impossible_cage": "{message}",
        "err_overlapping_cages": "{message}",
        "err_cage_too_large": "{message}",
        "err_unknown_constraint": "{message}",
        "err_marks_position": "This is a pencil-mark grid (every cell's candidates), a position rather than a puzzle: paste it on the page to load it with its marks.",
        "err_marks_no_candidate": "The cell at {where} has no candidate left.",
        "err_marks_rows": "A {size}×{size} pencil-mark grid has {size} rows of {size} cells; found {rows} rows.",
        "err_marks_row_width": "A {size}×{size} pencil-mark grid has {size} rows of {size} cells; row {row} has {cells} cells.",
        "err_no_solution": "{message}",
        "err_multiple_solutions": "{message}",
        "hint_conflict": "First fix the clash: {message}",
        "hint_full": "The grid is full: there is nothing left to deduce.",
        "hint_dead_cell": ("No digit fits {where}: every digit is already in its row, column or box, "
                           "so an earlier entry must be wrong."),
        "hint_naked_single": ("Naked single: only {digit} fits {where}; every other digit is already in "
                              "its row, column or box."),
        "hint_hidden_single": "Hidden single: in {unit} only {where} can hold {digit}.",
        "hint_stuck": ("No single is left: the next step needs a subtler rule (such as locked candidates) "
                       "or a guess, which is where the search algorithms come in."),
        # ----- the workspace: pencil marks, undo, hints, the explanation -----
        "work_label": "Work on the grid",
        "apply": "Apply",
        "explain": "Explain",
        "undo": "Undo",
        "redo": "Redo",
        "fill": "Fill candidates",
        "pencil": "Pencil marks",
        "logic_cancel": "Stop looking",
        "explain_close": "Back to my grid",
        "hint_region": "Hint",
        "hint_status": "Hint, detail {level} of 3 (press Hint again for more, Apply to make the step).",
        "hint_status_last": "Hint, detail {level} of 3: all of it (Apply makes the step).",
        "rating_region": "Rating",
        "explain_label": "Explanation",
        "marks_desc": "candidates {digits}",
        "locked": "This is a step of the explanation: press “Back to my grid” (or Escape) to type again.",
        "mark_on_filled": "{where} holds a digit: clear it before pencilling in candidates.",
        "marks_on": "Pencil marks on: a digit adds or removes a candidate (Shift+digit does it at any time).",
        "marks_off": "Pencil marks off: a digit fills the cell.",
        "filled_cands": "Filled in the candidates of {count} empty cells.",
        "undone": "Undone.",
        "redone": "Redone.",
        "nothing_undo": "Nothing to undo.",
        "nothing_redo": "Nothing to redo.",
        "restored": "Welcome back: your grid is as you left it.",
        "solution_undone": "Undone: Solve's answer is hidden, your grid is as it was before Solve.",
        "restored_under_typed": "The digits typed while the page started are on the board; your grid from the last visit is one Undo back.",
        "started": "Puzzle settled: the digits you type now are your entries.",
        "no_puzzle": "Type or load a puzzle first.",
        "puzzle_error": "Hints need a puzzle with exactly one solution: {message}",
        "puzzle_none": "Hints and ratings need a puzzle with exactly one solution, and this one has none.",
        "puzzle_several": ("Hints and ratings need a puzzle with exactly one solution, and this one has more than "
                           "one solution: the highlighted cells differ between two of them."),
        "looking": "Looking for the next step: trying {name}…",
        "explaining": "Explaining: step {n}, trying {name}…",
        "logic_cancelled": "Stopped looking; your grid is unchanged.",
        "applied": "Applied: {text}",
        "applied_wrong": "Removed the wrong entries: {cells}.",
        "applied_marks": "Put back the candidates: {candidates}.",
        "nothing_to_apply": "Nothing to apply: press Hint first.",
        "explain_done": "The logical path from here has {count} steps; choose one to see it on the grid.",
        "explain_done_one": "The logical path from here has 1 step; choose it to see it on the grid.",
        "explain_stopped": ("{count} logical steps in the time Explain gives a variant's path (30 s); the rest is not "
                            "listed: ask for a Hint from there, or Explain again from further on."),
        "explain_stopped_one": ("1 logical step in the time Explain gives a variant's path (30 s); the rest is not "
                                "listed: ask for a Hint from there, or Explain again from further on."),
        "explain_stuck": "{count} logical steps, then logic stalls: the rest needs guessing.",
        "explain_stuck_one": "1 logical step, then logic stalls: the rest needs guessing.",
        "explain_solved": "The grid is solved: there is nothing left to explain.",
        "explain_fix": "Explain lists the path from a grid without mistakes: fix this first (Apply does it).",
        "explain_item": "{n}. {text}",
        "explain_showing": "Step {n} of {count}, on the grid as it was before it. {sentence}",
        "explain_back": "Back to your grid.",
        "rating": ("Rating from here, on Sudoku Explainer's scale: SE {se}, {level}; hardest technique: {hardest}; "
                   "{steps} by its rules; the fast solver backtracks {guesses}."),
        "rating_stuck": ("Rating from here, on Sudoku Explainer's scale: needs guessing after {steps} "
                         "by its rules (hardest so far: {hardest}, SE {reached}); the fast solver backtracks "
                         "{guesses}."),
        "rating_own": ("Rating from here, on this page's scale (Sudoku Explainer rates 9x9 puzzles only): {se}, "
                       "{level}; hardest technique: {hardest}; {steps}; the fast solver backtracks {guesses}."),
        "rating_stuck_own": ("Rating from here, on this page's scale: needs guessing after {steps} "
                             "(hardest so far: {hardest}, {reached}); the fast solver backtracks {guesses}."),
        # the counts in the rating lines (English says "1 step"; Chinese puts the number in its sentence)
        "n_steps": "{count} steps",
        "n_steps_one": "1 step",
        "n_logical_steps": "{count} logical steps",
        "n_logical_steps_one": "1 logical step",
        "n_times": "{count} times",
        "n_times_one": "once",
        "rating_pending": "Rating from here, on Sudoku Explainer's scale: working it out…",
        "rating_stopped": ("Rating from here: stopped before Sudoku Explainer's rating was found; "
                           "choose Explain again to rate."),
        "rating_progress": "Rating on Sudoku Explainer's scale: step {n}, trying {name}…",
        "rating_title_se": ("SE is the difficulty Sudoku Explainer 1.2.1 gives a puzzle (the forum's SER): its own "
                            "techniques, in its own order. The steps listed are this page's teaching path, which "
                            "may use other techniques."),
        "rating_title_own": ("Sudoku Explainer rates 9x9 puzzles only: this is the listed path's hardest step on "
                             "this page's own scale."),
        "rating_variant": ("Rating from here, on this page's scale for variants: {se}, {level}; hardest technique: "
                           "{hardest}; {steps}; the fast solver backtracks {guesses}."),
        "rating_stuck_variant": ("Rating from here, on this page's scale for variants: needs guessing after {steps} "
                                 "(hardest so far: {hardest}, {reached}); the fast solver backtracks {guesses}."),
        "rating_budget_variant": ("Rating from here, on this page's scale for variants: the path stopped at its time "
                                  "limit after {steps} (hardest so far: {hardest}, {reached}); the fast "
                                  "solver backtracks {guesses}."),
        "rating_title_variant": ("Sudoku Explainer does not rate variants: this is the listed path's hardest step on "
                                 "the same scale, with this page's values for the killer and jigsaw techniques."),
        "rating_none": "nothing yet",
        "level_easy": "easy",
        "level_medium": "medium",
        "level_hard": "hard",
        "level_diabolical": "diabolical",
        "level_extreme": "extreme",
        "level_nightmare": "nightmare",
        # ----- new puzzles -----
        "new_label": "New puzzle",
        "new_level": "Level",
        "new_technique": "Technique",
        "tech_any": "any",
        "new_puzzle": "New puzzle",
        "new_fresh": "Generate",
        "new_cancel": "Stop",
        "new_started": "Generating a new {what} puzzle…",
        "new_progress": "Generating a {what} puzzle: try {tries}…",
        "new_progress_an": "Generating an {what} puzzle: try {tries}…",
        "new_from_bank": "New {level} puzzle: SE {se}, hardest step: {hardest}; {clues} clues.",
        "new_generated_variant": ("Freshly generated {kind} puzzle, {level}: {se} on this page's scale for variants, "
                                  "hardest step: {hardest}; {clues} givens, {cages} cages (seed {seed})."),
        "new_generated_variant_givens": ("Freshly generated {kind} puzzle, {level}: {se} on this page's scale for "
                                         "variants, hardest step: {hardest}; {clues} givens (seed {seed})."),
        "new_generated_variant_cages": ("Freshly generated {kind} puzzle, {level}: {se} on this page's scale for "
                                        "variants, hardest step: {hardest}; {cages} cages, no givens (seed {seed})."),
        "new_variant_size": "Variant puzzles are made at {made}×{made} only, so the board went from {size}×{size} to {made}×{made}.",
        "new_variant_level_only": "A variant puzzle is generated by level: choose \"any\" technique.",
        "new_variant_no_diabolical": ("No variant technique is rated in the diabolical band (5.0-6.5), so no {kind} "
                                      "puzzle is made at that level: choose hard or extreme."),
        "new_variant_no_easy_killer": "A killer's cages need cage combinations (1.7), so its easiest level is medium.",
        "new_generated": "Freshly generated {level} puzzle: SE {se}, hardest step: {hardest}; {clues} clues (seed {seed}).",
        "new_generated_own": ("Freshly generated {level} puzzle: {se} on this page's scale (Sudoku Explainer rates "
                              "9x9 puzzles only), hardest step: {hardest}; {clues} clues (seed {seed})."),
        "new_needs": "It needs {technique}.",
        "new_cancelled": "Stopped generating; the grid is unchanged.",
        "new_not_found": "No {what} puzzle turned up in {tries} tries; press Generate to look again.",
        "new_size_levels": "At {size}×{size}, new puzzles come at these levels only: {levels}.",
        "new_no_technique": "Puzzles by technique are 9×9: switch the size to 9×9.",
        "new_no_size": "New puzzles are made at 4×4, 9×9 and 16×16, not at {size}×{size}: switch the size.",
        "lh_solved": "The grid is solved.",
        "lh_stuck": ("No technique applies from here: the rest needs guessing (trying a digit and seeing "
                     "whether it holds)."),
        "lh_wrong": "{count} of your entries are wrong.",
        "lh_wrong_one": "One of your entries is wrong.",
        "lh_check": "Check {cells}.",
        "lh_wrong_cell": "{cell} holds {digit}, which is not its digit in the solution.",
        "lh_crossed_needed_one": "A candidate you crossed out is needed.",
        "lh_crossed_needed": "{count} candidates you crossed out are needed.",
        "lh_crossed_check": "Check the candidates you crossed out in {cells}.",
        "lh_crossed_out_one": "You crossed out {candidates}, but the solution needs it there.",
        "lh_crossed_out": "You crossed out {candidates}, but the solution needs them there.",
        "hint_final": "Hint: nothing more to show here.",
        "lh_look": "Next technique: {name}, in {where}.",
        "lh_look_any": "Next technique: {name}.",
        "lh_pattern": "{name}: {pattern}",
        "lh_suppose": "{name}: what if {pattern}?",
        "lh_where_digit": "{name}: where can {digit} go in {house}?",
        "reason_singles_locked": "singles and locked candidates",
        "ms": "{ms} ms",
        "seconds": "{s} s",
        # issue 29 item 8: Hint and Explain in slices
        "engine_starting": "Starting the solver…",
        "logic_checking": "Checking that the puzzle has exactly one solution: {nodes} nodes searched…",
        # issue 29 items 3 and 4: saved work across tabs, damage and a full disk
        "saved_label": "Saved work",
        "saved_dismiss": "Dismiss",
        "saved_work_partial": "Part of your saved work could not be read; the rest is back. The stored record is kept aside in this browser.",
        "saved_work_newer": "Your saved work was made by a newer version of this page and cannot be read here. It is kept aside in this browser, not overwritten.",
        "saved_work_unreadable": "Your saved work could not be read. It is kept aside in this browser, not overwritten.",
        "saved_work_refused": "Your work is not being remembered: this browser's storage is full or refused. It stays only while this page is open.",
        "saved_work_toolarge": "Your saved work is too large for this page to read. It is left as it is, not overwritten, and your work here is not being remembered.",
        "saved_work_other_tab": "The puzzle was changed in another tab. Nothing is saved here until you choose.",
        "saved_work_load": "Load the other tab's work",
        "saved_work_keep": "Keep this tab's work",
        "saved_work_loaded": "Loaded the other tab's work; Undo brings back this tab's.",
        "saved_work_kept": "Kept this tab's work; Undo brings back the other tab's.",
        "saved_records_partial": "Part of your saved statistics could not be read; the rest count on. The stored record is kept aside in this browser.",
        "saved_records_newer": "Your saved statistics were made by a newer version of this page; what could be read counts on. The stored record is kept aside in this browser.",
        "saved_records_unreadable": "Your saved statistics could not be read; they start again. The stored record is kept aside in this browser.",
        "saved_records_toolarge": "Your saved statistics are too large for this page to read. They are left as they are, not overwritten, and new solves are not counted here.",
        "saved_records_refused": "Your statistics are not being remembered: this browser's storage is full or refused.",
        "saved_code_partial": "Part of your saved code could not be read. The stored record is kept aside in this browser.",
        "saved_code_newer": "Your saved code was made by a newer version of this page and cannot be read here. It is kept aside in this browser, not overwritten.",
        "saved_code_unreadable": "Your saved code could not be read. It is kept aside in this browser, not overwritten.",
        "saved_code_refused": "Your code is not being remembered: this browser's storage is full or refused. It stays only while this page is open.",
        "saved_code_toolarge": "Your saved code is too large for this page to read. It is left as it is, not overwritten, and your code here is not being remembered.",
        "saved_code_other_tab": "Your practice code was changed in another tab. Nothing is saved here until you choose.",
        "saved_code_load": "Load the other tab's code",
        "saved_code_keep": "Keep this tab's code",
        "saved_code_loaded": "Loaded the other tab's code; Undo in the editor brings back this tab's.",
        "saved_code_kept": "Kept this tab's code; it replaced the other tab's saved code.",
        # issue 29 items 1, 2, 7: the practice room's sandbox, the page's own verdicts, long code links
        "p_worker_broke": "Python for your code stopped: {message}",
        "p_copy_link": "Copy link",
        "p_link_copied": "Link copied: it opens this code in the practice room.",
        # issue 27 item 5: what the learner's code printed, per case
        "p_output": "Output",
        "p_output_intro": "What your code prints (print, sys.stderr) shows here, case by case, after Run or Submit.",
        "p_stdout": "Standard output",
        "p_stderr": "Standard error",
        "p_out_none": "No output",
        "p_out_cut_chars": "… output cut after {count} characters",
        "p_out_cut_lines": "… output cut after {count} lines",
        # the Settings dialog (settings.py: set_<name>, set_<name>_<choice>)
        "settings": "Settings",
        "settings_close": "Close",
        "set_entry": "Entering digits",
        "set_entry_cell": "Cell first: tap a cell, then a digit",
        "set_entry_digit": "Digit first: pick a digit, then tap cells",
        "set_marks": "Pencil marks",
        "set_marks_centre": "In the centre",
        "set_marks_corner": "In the corners",
        "set_peers": "Highlight the row, column and box",
        "set_peers_on": "On",
        "set_peers_off": "Off",
        "set_same": "Highlight the same digit",
        "set_same_on": "On",
        "set_same_off": "Off",
        "set_mistakes": "Mistakes",
        "set_mistakes_off": "Never show them",
        "set_mistakes_repeats": "Show repeated digits",
        "set_mistakes_solution": "Check against the solution",
        "set_timer": "Timer",
        "set_timer_shown": "Shown",
        "set_timer_hidden": "Hidden",
        # issue 30 items 8, 9, 10 (phone layout, colours, share with the work, printing)
        "menu": "Menu",
        "colour": "Colour",
        "colours_label": "Colours",
        "colour_none": "No colour",
        "colour_orange": "Orange",
        "colour_sky_blue": "Sky blue",
        "colour_bluish_green": "Bluish green",
        "colour_yellow": "Yellow",
        "colour_blue": "Blue",
        "colour_vermillion": "Vermillion",
        "colour_reddish_purple": "Reddish purple",
        "colour_on": "Colour on: pick a colour, then click or tap cells to paint them (Enter or Space paints the selected cell).",
        "colour_off": "Colour off.",
        "desc_join": "; ",
        "desc_given": "given",
        "desc_solved": "filled by Solve",
        "desc_trace": "placed by the search",
        "colour_chosen": "{colour} chosen.",
        "painted": "{where}: {colour}.",
        "shared_work": "Copied a link to this puzzle with your work.",
        "url_loaded_work": "Loaded the puzzle from the address ({givens} givens) with the work: {entries}, {marks}, {colours}.",
        "url_loaded_work_one": "Loaded the puzzle from the address (1 given) with the work: {entries}, {marks}, {colours}.",
        "work_entries": "{count} entries",
        "work_entries_one": "1 entry",
        "work_marks": "{count} cells with pencil marks",
        "work_marks_one": "1 cell with pencil marks",
        "work_colours": "{count} coloured cells",
        "work_colours_one": "1 coloured cell",
        "work_error": "Loaded the puzzle from the address ({givens} givens), but not the work in the link: {part} could not be read.",
        "work_error_one": "Loaded the puzzle from the address (1 given), but not the work in the link: {part} could not be read.",
        "work_part_version": "its version",
        "work_part_form": "its form",
        "work_part_entries": "the entries",
        "work_part_marks": "the pencil marks",
        "work_part_colours": "the colours",
        # ----- issue 30, the digit pad (pad_panel.py) -----
        "pad_label": "Digit pad",
        "pad_erase": "Erase",
        "pad_left": "{count} left",
        "pad_pick_cell": "Select a cell first, then a digit.",
        "pad_given": "{where} is a given of the puzzle: the pad leaves it as it is (to change the puzzle: Undo back to before Start, press Clear, or type over it with a keyboard).",
        "pad_picked": "{digit} picked: tap cells to enter it; tap {digit} on the pad again to stop.",
        "pad_dropped": "No digit picked: tap a cell, then a digit.",
        # issue 30, play (play_panel, stats_panel, daily_panel): timer, Pause, finishing, records, daily
        "time": "Time",
        "resume": "Resume",
        "play_paused": "Paused",
        "paused_status": "Paused: the grid is hidden and the clock stopped. Press Resume to go on.",
        "resumed": "Resumed.",
        "finished": "Solved in {time}. Well done!",
        "finished_shown": "Solved in {time}. Not counted in the records: Solve showed the answer.",
        "finished_counted": "Solved in {time}. Well done! (Counted in the records already, in another tab.)",
        "finish_wrong": "The grid is full but not right.",
        "show_where": "Show where",
        "show_where_done": "Cells marked as wrong: {count}.",
        "wrong_desc": "Wrong digit",
        "mistakes_fallback": "This puzzle has no unique solution to check against here: repeated digits are shown instead.",
        "stats": "Statistics",
        "stats_level": "Level",
        "stats_solved": "Solved",
        "stats_best": "Best time",
        "stats_average": "Average time",
        "stats_hints": "Hints used",
        "stats_streak": "Daily puzzles solved in a row: {days}.",
        "stats_none": "No puzzle solved yet.",
        "stats_embedded": "An embedded page keeps no records.",
        "stats_reset": "Reset statistics",
        "stats_reset_confirm": "Forget every record and the daily streak?",
        "stats_reset_done": "Statistics reset.",
        "daily": "Daily puzzle",
        "daily_variant_loaded": ("Daily {kind} puzzle for {date}, {level}: {se} on this page's scale for variants, "
                                 "hardest step: {hardest}; {clues} givens, {cages} cages."),
        "daily_variant_loaded_givens": ("Daily {kind} puzzle for {date}, {level}: {se} on this page's scale for "
                                        "variants, hardest step: {hardest}; {clues} givens."),
        "daily_variant_loaded_cages": ("Daily {kind} puzzle for {date}, {level}: {se} on this page's scale for "
                                       "variants, hardest step: {hardest}; {cages} cages, no givens."),
        "daily_loaded": "Daily puzzle for {date} ({level}).",
        "daily_none": "The daily puzzle comes from the puzzle bank, which could not be read.",
        "level_custom": "custom",
        # the Start button (start_panel.py)
        "start": "Start",
        "start_done": "Started: the {givens} digits you typed are the puzzle, and the clock runs. The digits you add now are your entries.",
        "start_done_one": "Started: the 1 digit you typed is the puzzle, and the clock runs. The digits you add now are your entries.",
        "start_done_cages": "Started: the cages you drew are the puzzle, and the clock runs. The digits you type now are your entries.",
        "start_done_rules": "Started: the rules you drew are the puzzle, and the clock runs. The digits you type now are your entries.",
    },
}

# Languages offered in the Language select, each named in its own language (the select's option
# text), in this order.  To add a language: see the module's docstring.
LANGUAGES = {"en": "English", "zh-CN": "简体中文"}
#: The module holding each other language's TABLE (imported the first time it is asked for).
MODULES = {"zh-CN": "strings_zh_cn"}
DEFAULT_LANG = "en"
LANG = DEFAULT_LANG


class _Tables:
    """Language code -> its table, for every code of LANGUAGES. English is here from the start;
    another language's table is imported the first time it is asked for, so a page in English
    never loads (or compiles) the other languages (issue 14: the first screen only). A read-only
    mapping written out (MicroPython has no ``collections.abc.Mapping`` nor ``importlib``)."""

    def __init__(self, loaded: dict):
        self._loaded = loaded

    def __getitem__(self, code):
        if code not in self._loaded:
            if code not in MODULES:
                raise KeyError(code)
            module = __import__(__name__.rpartition(".")[0] + "." + MODULES[code], None, None, ["TABLE"])
            self._loaded[code] = module.TABLE
        return self._loaded[code]

    def get(self, code, default=None):
        return self[code] if code in self else default

    def keys(self):
        return list(LANGUAGES)

    def values(self):
        return [self[code] for code in LANGUAGES]

    def items(self):
        return [(code, self[code]) for code in LANGUAGES]

    def __contains__(self, code):   # without importing anything
        return code in LANGUAGES

    def __iter__(self):
        return iter(LANGUAGES)

    def __len__(self):
        return len(LANGUAGES)


STRINGS = _Tables(_LOADED)


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
    for code in (param,) + tuple(preferred):
        lang = normalize_lang(code)
        if lang:
            return lang
    return DEFAULT_LANG


def current_lang() -> str:
    return LANG


def set_lang(code):
    """Make ``code`` (normalised) the current language; returns it."""
    global LANG
    LANG = normalize_lang(code) or DEFAULT_LANG
    return LANG


def an_key(key: str, word: str) -> str:
    """``key + "_an"`` when English says "an" before ``word`` (a kind, a level or a technique:
    "an Even/odd puzzle", "an extreme puzzle", "an X-Wing puzzle"; "a Unique Rectangle") and
    that key exists; else ``key``. Every language has both keys (the same sentence where it has no
    articles)."""
    lower = str(word).lower()
    first = lower[:1]
    vowel = first != "" and (first in "aeiox" or (first == "u" and not lower.startswith(("uni", "use", "usu"))))
    return key + "_an" if vowel and key + "_an" in STRINGS["en"] else key


def t_n(key: str, number: int, **kwargs) -> str:
    """:func:`t` of ``key``, or of ``key + "_one"`` when ``number`` is 1 and that key exists (English
    says "1 cell", not "1 cells"; a language without plurals gives both keys the same sentence).
    The template's ``count`` is ``number`` unless the caller gives its own (formatted) ``count``."""
    one = key + "_one"
    fields = {"count": number}
    fields.update(kwargs)
    return t(one if number == 1 and one in STRINGS["en"] else key, **fields)


def t(key: str, **kwargs) -> str:
    """Look up a UI string in the current language, falling back to English."""
    table = STRINGS.get(LANG, STRINGS["en"])
    template = table.get(key)
    if template is None:
        template = STRINGS["en"][key]
    return template.format(**kwargs) if kwargs else template
