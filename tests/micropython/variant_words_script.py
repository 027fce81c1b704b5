# Says variant steps and hints (decoded from the engine's answers, sudoku_jobs.wire) in both of the
# page's languages, as the page's main thread does, and prints one JSON document;
# tests/web_unit/test_variant_step_words.py writes variant_words.json (jobs run in CPython), runs
# this under CPython and MicroPython, and wants the same document from both.
import json

from sudoku_jobs import wire
from sudoku_web import step_words
from sudoku_web.strings import set_lang

try:
    source = open("/lib/variant_words.json")
except OSError:
    source = open("variant_words.json")
DATA = json.loads(source.read())
source.close()

report = {}
for lang in ("en", "zh-CN"):
    set_lang(lang)
    said = []
    for data in DATA["hints"]:
        hint = wire.decode_hint(data)
        said.append([step_words.hint_text(hint, level) for level in (1, 2, 3)])
    for data in DATA["steps"]:
        step = wire.decode_step(data)
        said.append([step_words.sentence(step, 9, "123456789"), step_words.notation(step, 9, "123456789"),
                     step_words.name_of(step.technique)])
    report[lang] = said
print(json.dumps(report))
