# Imports every module of the page's Python and exercises the pure ones (issue 31: the page's
# Python on MicroPython), printing one JSON document; tests/web_unit/test_micropython_page.py runs
# it under CPython and under MicroPython and wants the same document from both. pyscript, js and
# pyodide.ffi are the stand-ins of tests/micropython/stubs (never called by what runs here).
import json
import os

import sudoku_web

#: Page modules that never run on the main thread (the practice worker's harness compiles and
#: traces learners' code with ast, linecache and traceback, which only Pyodide has).
WORKER_ONLY = ("practice_harness",)

folder = sudoku_web.__path__
folder = folder if isinstance(folder, str) else list(folder)[0]
# .py from source, .mpy when precompiled (tests/web_unit/test_mpy_bytecode.py)
names = sorted(n.split(".")[0] for n in os.listdir(folder)
               if (n.endswith(".py") or n.endswith(".mpy")) and not n.startswith("__init__."))
imported, failed = [], []
for name in names:
    if name in WORKER_ONLY:
        continue
    try:
        __import__("sudoku_web." + name)
        imported.append(name)
    except Exception as error:  # noqa: BLE001 - reported, and the test wants none
        failed.append([name, repr(error)])
report = {"imported": imported, "failed": failed}

from sudoku_core import Puzzle, SudokuError, parse  # noqa: E402
from sudoku_core.algorithms import ALGORITHMS, Player, hint, pencil_marks, unpack_writes  # noqa: E402
from sudoku_core.algorithms.panel import bits  # noqa: E402
from sudoku_core.examples import EXAMPLES  # noqa: E402
from sudoku_core.variants.candidates import variant_candidates  # noqa: E402
from sudoku_core.variants.conflicts import named_houses, variant_conflicts  # noqa: E402
from sudoku_core.variants.formats import read_variant, write_iss  # noqa: E402
from sudoku_core.variants.formats.fpuzzles import LINK_PREFIX  # noqa: E402
from sudoku_core.variants.formats.lzstring import compress_to_base64, decompress_from_base64  # noqa: E402
from sudoku_web import daily, i18n, pad, palette, play, records, settings, step_words, strings, work_link  # noqa: E402
from sudoku_web import variant_rules, variant_words  # noqa: E402
from sudoku_web.embed_api import normalize_origin  # noqa: E402
from sudoku_web.tutor_view import parse_step  # noqa: E402
from sudoku_web.variant_samples import SAMPLES  # noqa: E402
from sudoku_web.workspace import History, Position, read_work  # noqa: E402

# The workspace: entries, marks, candidates, colours, history and its stored form.
easy = parse(EXAMPLES["easy"])
givens = "".join(str(v) if v else "." for v in easy.cells)
pos = Position(9, givens, "." * 81, (0,) * 81)
empty = givens.index(".")
pos = pos.with_candidates().with_entry(empty, "4").toggling_mark(empty + 1, 3).with_colour(5, 2)
# a digit typed on a thermometer takes the marks it rules out along it (int.bit_length is not
# MicroPython's: an entry there once raised AttributeError, and every entry after it was lost)
thermo_rules = variant_rules.rules_text(variant_rules.with_thermo(None, 9, [0, 1, 2]))
thermo_pos = Position(9, "." * 81, "." * 81, (0,) * 81, True, variant=thermo_rules).with_candidates().with_entry(1, "5")
report["thermo_marks"] = list(thermo_pos.marks[:3])
# and beside a dot (and under a strict rule), the marks its partner cannot hold with it
dot_rules, added = variant_rules.with_dots(None, 9, [0, 1, 10], "black")
dot_rules = variant_rules.rules_text(variant_rules.with_constraint(dot_rules, 9, "strict-xv", True))
dot_pos = Position(9, "." * 81, "." * 81, (0,) * 81, True, variant=dot_rules).with_candidates().with_entry(1, "4")
report["dot_marks"] = [list(dot_pos.marks[:3]), dot_pos.marks[10], added, dot_rules]
# a sandwich on the row or column of the cells selected, stored, drawn beside its line, removed
from sudoku_web.variant_draw import drawing  # noqa: E402

sandwiches = variant_rules.with_sandwich(variant_rules.with_sandwich(None, 9, [3, 5], 18), 9, [2, 20], 0)
sandwich_text = variant_rules.rules_text(sandwiches)
drawn = drawing(sandwiches)
report["sandwich_rules"] = [sandwich_text, variant_rules.read_rules(sandwich_text) == sandwiches,
                            [drawn[0].classes, drawn[0].row_total, drawn[2].classes, drawn[2].column_total,
                             variant_words.cell_notes(drawn[2].notes)],
                            len(variant_rules.without_sandwiches(sandwiches, [2]).sandwiches)]
history = History(pos)
history.push(pos.with_entry(empty, "."))
history.undo()
stored = json.dumps(history.to_json("tutor"))
restored = History.read(json.loads(stored))
report["workspace"] = {
    "board": pos.board(), "marks": list(pos.marks), "painted": sorted(pos.painted().items()),
    "crossed": list(pos.crossed_out()), "shown": sorted((k, sorted(v)) for k, v in pos.shown_marks().items()),
    "json": pos.to_json(), "same": Position.from_json(pos.to_json()) == pos, "hash": hash(pos) == hash(pos.replace()),
    "undo": [history.can_undo, history.can_redo], "restored": [restored.tab, restored.dropped, restored.problem,
                                                                     restored.history.current == history.current],
    "bad": [read_work("nonsense")[1], read_work(None)[1], read_work({"v": 99})[1]],
}

# Settings, the pad, play, records, the daily puzzle, the palette, the work link.
chosen = settings.Settings({"nonsense": 1})
report["settings"] = {"changed": sorted(chosen.update({s.name: s.choices[-1] for s in settings.SETTINGS})),
                      "json": chosen.to_json(), "markers": chosen.markers(),
                      "read": settings.read_settings({"v": 1, "theme": "dark"})[0].to_json(),
                      "bad": settings.read_settings("x")[1]}
values = [ch for ch in pos.board()]
kinds = ["given" if g != "." else ("entry" if v != "." else "") for g, v in zip(givens, values)]
report["pad"] = {"left": sorted(pad.digits_left(values, kinds, "123456789").items()),
                 "peers": sorted(pad.peer_cells(40, 9)), "same": sorted(pad.same_cells(values, "4")),
                 "press": [list(pad.press(entry, picked, "5")) for entry in ("cell", "digit") for picked in ("", "5")],
                 "tap": [list(pad.tap_cell(value, kind, "7")) for value, kind in ((".", ""), ("3", "given"))]}
state = play.PlayState.read({"givens": givens, "seconds": 75.25, "hints": 2, "level": "hard"}, givens)
report["play"] = {"time": [play.format_time(s) for s in (0, 59.9, 61, 3600 * 2 + 5)],
                  "state": state.to_json(), "fresh": play.PlayState.read({"givens": "x"}, givens).to_json(),
                  "finish": play.player_finish(pos), "replaced": state.replace(finished=True).to_json(),
                  "repeated": play.repeated_cells("55" + "." * 79, 9, "123456789")}
kept = records.Records()
kept.add("hard", 300.5, 1, "2026-11-23")
kept.add("hard", 200.0, 0, "2026-11-24")
kept.add("easy", 100.0)
report["records"] = {"json": kept.to_json(), "streak": kept.streak("2026-11-24"),
                     "rows": [[level, record.to_json(), record.average] for level, record in kept.rows()],
                     "again": records.Records.read(json.loads(json.dumps(kept.to_json()))).to_json()}
report["daily"] = {"days": [daily.day_number(d) for d in ("1970-01-01", "2026-11-24", "2000-02-29")],
                   "iso": daily.iso_date(20416), "level": daily.level_for("2026-11-24"),
                   "weekday": daily.weekday("2026-11-24"), "hash": daily.fnv1a("2026-11-24")}
report["palette"] = [palette.colour_key(n) for n in range(palette.COLOUR_COUNT + 1)]
link = work_link.position_link(pos)
back = work_link.read_work_link(link, 9, givens)
report["work_link"] = {"link": link, "counts": back.counts, "problem": back.problem,
                       "same": work_link.with_link(Position(9, givens, "." * 81, (0,) * 81), back).marks == pos.marks,
                       "bad": work_link.read_work_link("1~zz", 9, givens).problem}
report["address"] = {"origins": [normalize_origin(o) for o in ("https://Example.COM:443/", "http://127.1", "http://[::1]:8080",
                                                               "https://a.b.c", "ftp://x", "https://x/y", "http://1.2.3.4",
                                                               "https://" + "a" * 20000 + ".com")],
                     "steps": [list(parse_step(s)) for s in ("", "12", "1e9", "99999999999", "-1", "9" * 20000,
                                                             "9" * 20000 + "x")]}

# Both languages: strings, the i18n helpers, a hand-made logic step and a core Hint in words.


class HandStep:
    """The attributes the step words read off a logic step (the wire decodes a Step to these)."""

    technique = "hidden_single"
    difficulty = 1.2
    placements = ((20, 5),)
    eliminations = ()
    parts = {"cell": 20, "digit": 5, "house": 2}


class HandHint:
    kind = "step"
    size = 9
    symbols = "123456789"
    step = HandStep()
    cells = (20,)
    houses = (2, 18)
    wrong = ()


class WrongHint(HandHint):
    kind = "wrong_entry"
    cells = (3, 4)
    wrong = ((3, 7), (4, 1))


languages = {}
for lang in ("en", "zh-CN"):
    strings.set_lang(lang)
    words = {
        "keys": len(strings.STRINGS[lang]), "solve": strings.t("solve"), "lang": strings.current_lang(),
        "int": i18n.fmt_int(1234567), "time": i18n.fmt_time(3725), "where": i18n.where(40, 9),
        "unit": [i18n.unit_name(h, 9) for h in (0, 9, 26)], "places": i18n.places((0, 80), 9),
        "wrong": [step_words.hint_text(WrongHint(), level) for level in (1, 2, 3)],
        "kinds": variant_words.kinds_text(("killer", "diagonal")),
    }
    if lang != "en":  # the English technique name comes from the logic engine's table (the worker's)
        words["step"] = [step_words.sentence(HandStep(), 9, "123456789"), step_words.notation(HandStep(), 9, "123456789"),
                         [step_words.hint_text(HandHint(), level) for level in (1, 2, 3)]]
    languages[lang] = words
strings.set_lang("en")
report["languages"] = languages
report["choose"] = [strings.choose_lang(None, ("fr", "zh-Hant-TW")), strings.normalize_lang("EN-gb"),
                    strings.choose_lang("xx")]

# Variants: reading every format, writing ISS, rules in words, conflicts and candidates.
samples = {}
for kind, text in sorted(SAMPLES.items()):
    variant = read_variant(text)
    values = list(variant.givens)
    filled = [cell for cell, value in enumerate(values) if value][:2]
    if len(filled) == 2:   # (a repeat to name; the kropki sample has one given)
        values[filled[1] + 1 if filled[1] + 1 < len(values) and not values[filled[1] + 1] else filled[1]] = values[filled[0]]
    else:
        values[filled[0] + 1 if filled[0] % 9 < 8 else filled[0] - 1] = 9
    samples[kind] = {
        "kinds": list(variant.kinds()), "iss": write_iss(variant), "same": read_variant(write_iss(variant)) == variant,
        "houses": [[list(part) if isinstance(part, tuple) else part for part in house] for house in named_houses(variant)][-2:],
        "conflicts": [[c.rule, list(c.cells), c.digit, c.index, c.total, c.found] for c in variant_conflicts(variant, values)],
        "candidates": list(variant_candidates(variant, tuple(values)))[:12],
        "rules": variant_words.rules_line(variant),
        "rules_text": variant_rules.rules_text(variant),
    }
killer = read_variant(SAMPLES["killer"])
report["variant"] = {
    "samples": samples, "cage": repr(killer.cages[0]), "replaced": killer.replace(name="x").name,
    "canonical": variant_rules.canonical_json({"z": [1, None, True], "a": {"b\u00e9\n": "\u6570\U0001F600\"\\"}}),
    "fpuzzles": read_variant('{"size": 4, "grid": [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], '
                             '[{"value": 1}, {}, {}, {}]]}').givens,
    # an f-puzzles link (pasted on the page): lz-string's UTF-16 by hand, no utf-16 codec there
    "fpuzzles_link": read_variant(LINK_PREFIX + compress_to_base64(
        '{"size": 4, "title": "\u6570\U0001F600", "grid": [[{"region": 0}, {}, {}, {}], [{}, {}, {}, {}], '
        '[{}, {}, {}, {}], [{"value": 1}, {}, {}, {"region": 3}]]}')).name,
    # and with other parts of the address around its load= (read by string slicing, not re)
    "fpuzzles_link_parts": read_variant(LINK_PREFIX.replace("load=", "lang=en&load=") + compress_to_base64(
        '{"size": 4, "grid": [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{"value": 1}, {}, {}, {}]]}')
        + "&solve=1#top").givens,
    "lz": [compress_to_base64("a\u00e9\u6570\U0001F600z"),
           decompress_from_base64(compress_to_base64("a\u00e9\u6570\U0001F600z"))],
}
# Long pastes: MicroPython's re recurses once per character a repetition takes (its stack
# overflowed on a 20,000-character link, a 12,000-character border line, a long run of dots):
# each must end in an answer or a SudokuError, as in CPython.
long_pastes = {
    "link": LINK_PREFIX + "N4Ig" * 5000, "spaced link": " " * 20000 + LINK_PREFIX + "N4Ig",
    "text line": "variant: killer\nsize: 9\nhouse: " + "r1c1 " * 4000 + "\n",
    "text name": "variant: killer\nsize: 4\nname: " + "x" * 20000 + "\n",
    "text border": "variant: killer\nsize: 4\n" + "-" * 20000 + "\n",
    "iss dots": "." + " ." * 10000 + "Cage~10~R1C1~R1C2", "dots": "." * 20000,
    "grid border": ("+---" * 3000 + "\n") * 3,
    "iss spaces": ".Cage~10~R1C1~R1C2" + " " * 20000 + ".Windoku", "layout spaces": "0" * 40 + " " * 20000 + "0" * 41,
    "classic spaces": "1" + " " * 20000 + "." * 80, "sudocue spaces": "3x3::k:" + " " * 20000 + "1",
    "text row spaces": "variant: killer\nsize: 4\n1" + " " * 20000 + "...\n",
    "text boxes": "variant: classic\nsize: 9\nboxes: " + "3" * 20000 + "x3\n",
    "text boxes spaces": "variant: classic\nsize: 9\nboxes: 3" + " " * 20000 + "x3\n",
    "sudocue digits": "3x3:d:k:" + "1" * 20000, "sudocue long number": "3x3:d:k:" + "1:" * 80 + "1" * 20000,
}

def lz_bomb(codes):
    """lz-string Base64 whose every code repeats all the text before it (about codes**2 / 2 of text)."""
    bits = []

    def write(value, width):
        bits.extend((value >> p) & 1 for p in range(width))

    write(0, 2)
    write(ord("{"), 8)
    size, enlarge, width = 4, 4, 3
    for _ in range(codes):
        write(size, width)
        size, enlarge = size + 1, enlarge - 1
        if enlarge == 0:
            enlarge, width = 1 << width, width + 1
    write(2, width)
    bits.extend([0] * (-len(bits) % 6))
    key = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="
    return "".join(key[int("".join(str(b) for b in bits[i:i + 6]), 2)] for i in range(0, len(bits), 6))


long_pastes["link bomb"] = LINK_PREFIX + lz_bomb(20000)   # 200 million characters, refused as it grows
answers = {}
for name, text in sorted(long_pastes.items()):
    try:
        answers[name] = ["read", read_variant(text).size]
    except SudokuError as error:
        answers[name] = [error.code, error.message[:60]]
report["long_pastes"] = answers
# Pastes whose errors are built of several literals (MicroPython formats joined literals as one
# string, so a brace in a plain part once raised KeyError there) and numbers written as text.
four = '[[{"value": "1"}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, null]]'
odd_pastes = {
    "cell not an object": '{"size": 4, "grid": [[5, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]]}',
    "numbers as text": '{"size": "4", "grid": ' + four + '}',
    "givens line": "variant: classic\nsize: 4\ngivens:\n1...\n....\n....\n...2\n",
    "unknown line": "variant: classic\nsize: 4\nwhisper: r1c1 r1c2\n",
    "thermo line": "variant: thermo\nsize: 4\n1...\n....\n....\n...2\nthermo: r1c1 r1c2 r2c3\n",
    "little killer clue": '{"size": 4, "grid": [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]], '
                          '"littlekillersum": [{"cell": "R0C3", "direction": "DL", "value": "5"}]}',
    "dot lines": "variant: strict-kropki\nsize: 4\n1...\n....\n....\n...2\nwhite: r1c1 r1c2\nx: r4c3 r4c4\n",
    "unknown variant": "variant: killer, diagonals\n" + "." * 81 + "\n",
    "iss cell": ".~R10C1_5", "iss cell 16": ".Shape~16x16.~R1Ch_5",
}
said = {}
for name, text in sorted(odd_pastes.items()):
    try:
        said[name] = ["read", list(read_variant(text).givens)]
    except SudokuError as error:
        said[name] = [error.code, error.message]
report["odd_pastes"] = said
# Broken variants said from their parts in both languages (i18n.error_message), among them a
# given against its even mark (its message once called str.capitalize, which MicroPython lacks).
broken_pastes = {
    "even given": "variant: even-odd\nsize: 4\n1...\n....\n....\n....\neven: r1c1\n",
    "impossible cage": ".Cage~50~R1C1~R1C2", "overlapping cages": ".Cage~10~R1C1~R1C2.Cage~7~R1C2~R1C3",
    "thermo 16": ".Shape~16x16.Thermo~R1Cg~R2Cg.~R1Cg_16", "unknown word": "variant: killer, spiral\nsize: 9\n",
    # shapes drawn wrong, said by their reasons (i18n.shape_error)
    "thermo apart": ".Thermo~R1C1~R1C3", "dots impossible": ".X~R1C1~R1C2.V~R1C1~R1C2",
    "sandwich twice": ".Sandwich~5~R1.Sandwich~6~R1", "arrow short": ".Arrow~R1C1",
    "region in pieces": "variant: classic\nsize: 4\nregions:\nabab\ncdcd\nabab\ncdcd\n",
    "pill on 16x16": "variant: classic\nsize: 16\npill-arrow 2: r1c1 r1c2 r2c3\n",
    # a format reader's bad_format, said by its rule (i18n.format_error)
    "iss cage sum": ".Cage~abc~R1C1", "iss two givens": ".~R1C2_5~R1C2_6",
    "text number": "variant: killer\nsize: 9\ncage 1234567: r1c1 r1c2\n",
    "text cell twice": "variant: thermo\nsize: 16\nthermo: r1c1 r1c16 r1c16\n",
    "fpuzzles flag": '{"size": 4, "grid": [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]], '
                     '"antiknight": "yes"}',
    "two shapes": ".Shape~6x6.Shape~9x9", "windoku on 5x5": ".Shape~5x5.Windoku",
    "fpuzzles deep": '{"title": "]]}", "size": 9, "a": ' + "[" * 3000 + "]" * 3000 + "}",
    "fpuzzles brackets in strings": '{"size": 4, "title": "' + "[{" * 40 + '\\"", "grid": [[{}, {}, {}, {}], '
                                    '[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]], "antiknight": "yes"}',
}
told = {}
for name, text in sorted(broken_pastes.items()):
    try:
        read_variant(text)
        told[name] = ["read"]
    except SudokuError as error:
        row = [error.code]
        for lang in ("en", "zh-CN"):
            strings.set_lang(lang)
            row.append(i18n.error_message(error))
        told[name] = row
strings.set_lang("en")
from sudoku_core.variants import Cage, make_variant  # noqa: E402

try:   # (the model's own check: one cell marked both, its message capitalised by hand)
    make_variant(size=4, parity=[(0, "even"), (0, "odd")])
    told["even and odd"] = ["made"]
except SudokuError as error:
    told["even and odd"] = [error.code, error.message]
try:   # a cell outside the grid, named by the shape that lists it
    make_variant(size=4, cages=[Cage((0, 16), 3)])
    told["cage outside"] = ["made"]
except SudokuError as error:
    strings.set_lang("zh-CN")
    told["cage outside"] = [error.code, i18n.error_message(error)]
    strings.set_lang("en")
report["broken_variants"] = told

# The tutor's side: the registry's names, a hint and pencil marks, a recorded trace played.
puzzle = Puzzle(tuple(easy.cells))
writes = unpack_writes(bytes([empty, 4, 7, 0, empty, 0, 9, 0, empty, 5, 7, 0]))
player = Player.recorded(puzzle, writes, "board[r][c] = d\n")
events = []
panels = []
while not player.over:
    event = player.step()
    events.append([event.kind, event.cell, event.digit, event.depth])
    panels.append([list(row) for row in player.data()])
one = hint(puzzle)
report["tutor"] = {"algorithms": [[name, entry.title] for name, entry in ALGORITHMS.items()],
                   "writes": [list(w) for w in writes], "events": events, "board": list(player.board),
                   "line": player.line, "panels": panels, "bits": bits(37, 9), "hint": [one.kind, one.cell, one.digit, one.unit, list(one.cells), one.house],
                   "marks": list(pencil_marks(puzzle))[:9]}

# The practice worker's messages as the page checks them (its json: no keyword arguments there).
from sudoku_web import practice_protocol  # noqa: E402

checked = []
for text, data in (('{"type": "start", "run": 3, "case": "grid"}', None),
                   ('{"type": "writes", "run": 3, "case": "grid"}', bytes([0, 5, 1, 0])),
                   ('{"type": "output", "run": 3, "case": "grid", "stdout": "hi", "stderr": ""}', None),
                   ('{"type": "end", "run": 3, "case": "grid", "status": "ok", "board": [["1"]]}', None),
                   ('{"type": "end", "run": 3, "case": "grid", "status": "ok", "x": NaN}', None),
                   ('{"type": "start", "run": 3, "case": "grid", "x": Infinity}', None),
                   ("[" * 200 + "]" * 200, None), ("not json", None)):
    m = practice_protocol.parse(text, data)
    checked.append(None if m is None else [m.kind, m.run, m.case, m.stdout, m.stderr, m.result,
                                           list(m.data) if m.data is not None else None])
report["practice_protocol"] = checked
# the writes' check (one big integer, lane by lane): the same verdicts in both interpreters
report["practice_writes"] = [practice_protocol.check_writes(data) is not None for data in (
    bytes([80, 9, 0, 0, 0, 255, 1, 2]), bytes([81, 1, 0, 0]), bytes([0, 10, 0, 0]), bytes([0, 254, 0, 0]),
    bytes([127, 0, 0, 0]), bytes([128, 0, 0, 0]), bytes([0, 137, 0, 0]), bytes([3, 4, 5, 6]) * 5000 + bytes([200, 1, 0, 0]),
    bytes([3, 4, 5, 6]) * 5000, bytes([1, 2, 3]))]
# a long printed line (MicroPython's re recursed per character of a repeat: no regex may read it)
long_print = practice_protocol.parse('{"type": "output", "run": 3, "case": "grid", "stdout": "%s\\"]", "stderr": ""}'
                                     % ("x" * 50000))
report["practice_long_print"] = [len(long_print.stdout), long_print.stdout[-3:]]
# a message of many short strings, and one of many keys (what learner code can post: the page
# reads it before it knows whose it is): read at once. MicroPython walks a str from its start for
# each index, so the bracket count's finds from an index were quadratic (40,000 empty strings froze
# the page for 24 s), and it builds a dict of many distinct keys slowly (90,000: 38 s): refused unread.
from sudoku_web.timing import perf_counter  # noqa: E402

many_strings = '{"type": "output", "run": 3, "case": "grid", "stdout": "ok", "x": [%s]}' % ",".join(['""'] * 30000)
many_keys = '{"type": "output", "run": 3, "case": "grid", %s}' % ",".join('"k%d": 0' % i for i in range(30000))
began = perf_counter()
read = [practice_protocol.parse(many_strings).stdout, practice_protocol.parse(many_keys) is None]
report["practice_many_parts"] = read + [perf_counter() - began < 2.0]
# output and code beyond ASCII: MicroPython's re read a class of surrogates as bytes and garbled
# every such character; indexing such a string there walks it (highlighting was quadratic)
from sudoku_web import practice_output, practice_view  # noqa: E402

wide = "\u00e9 \u6ce8\u91ca \U0001F600\n" * 3
report["practice_beyond_ascii"] = {
    "cut": list(practice_output.cut(wide)), "cut_long": list(practice_output.cut("\U0001F600" * 12000))[1:],
    "case": practice_output.case_html("grid", "t", wide, "\U0001F600" * 20),
    "tokens": list(practice_view.tokens("x\u00e9 = 1  # \u6ce8\u91ca\ns = '\U0001F600'\nfor i in range(3): pass\n")),
}
print(json.dumps(report))
