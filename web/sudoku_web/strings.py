"""Every user-visible string of the page, in one place (a later issue adds Simplified Chinese).

Use ``t("key", name=value)``; the templates are str.format templates.
Strings that must exist before Python starts (button labels, headings) are in index.html too;
build.py fills them from here, so this dict stays the single source.
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
    },
}

LANG = "en"


def t(key: str, **kwargs) -> str:
    """Look up a UI string in the current language, falling back to English."""
    table = STRINGS.get(LANG, STRINGS["en"])
    template = table.get(key, STRINGS["en"][key])
    return template.format(**kwargs) if kwargs else template
