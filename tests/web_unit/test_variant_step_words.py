"""A variant's steps and hints on the page, in both languages (issue 33).

The engine worker sends a variant's hint and path with houses and cages named; the page says them
with the core's words in English (the same sentences as the core's ``variant_sentence``) and with
``variant_step_words``' Chinese (every technique, the English fields only, and no field left
unfilled). Each is checked on real answers of the worker's jobs (run as the worker runs them),
from the page's own samples, and once under MicroPython, where the page's thread says them.
"""

from __future__ import annotations

import json
import re
import shutil
import string
import subprocess
import sys
from pathlib import Path

import pytest

from sudoku_core.variants.formats import read_variant
from sudoku_core.variants.logic import VARIANT_TECHNIQUES, variant_hint, variant_path
from sudoku_core.variants.logic import words as core
from sudoku_core.variants.logic.board import layout_of
from sudoku_jobs import jobs, wire
from sudoku_web import step_words, variant_step_words
from sudoku_web.strings import set_lang
from sudoku_web.variant_samples import SAMPLES

ROOT = Path(__file__).resolve().parents[2]
RUNNER = ROOT / "tests" / "micropython" / "run.mjs"
SCRIPT = ROOT / "tests" / "micropython" / "variant_words_script.py"
RUNTIME = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"


@pytest.fixture
def lang():
    yield set_lang
    set_lang("en")


def call(job, args):
    return json.loads(jobs.run_json(job, json.dumps(args)))


def position(variant, entries=None, crossed=()):
    args = wire.position_args(variant.size, variant.givens, entries or [0] * len(variant.givens), crossed)
    args["variant"] = wire.variant_args(variant)
    return args


def fields_of(template):
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_chinese_has_every_key_technique_and_field_of_the_english():
    english, chinese = core.ENGLISH, variant_step_words.CHINESE
    assert set(chinese) == set(english)
    for table in ("houses", "runs", "broken", "forcing"):
        assert set(chinese[table]) == set(english[table]), table
    assert {t.id for t in VARIANT_TECHNIQUES} | set(core.NAMES) <= set(chinese["names"])
    assert set(chinese["sentences"]) == set(english["sentences"])
    for table in ("sentences", "forcing", "broken"):
        for key, template in chinese[table].items():
            assert fields_of(template) <= fields_of(english[table][key]) | {"name"}, key


@pytest.fixture(scope="module")
def explained():
    """Each sample's Explain answer (the worker's job), decoded, beside the core's own path."""
    out = {}
    for kind, text in SAMPLES.items():
        variant = read_variant(text)
        answer = call("explain", position(variant))
        out[kind] = (variant, answer, wire.decode_explain(answer), variant_path(variant))
    return out


def test_a_samples_path_reads_as_the_cores_in_english_and_fully_in_chinese(lang, explained):
    areas = 0
    for kind, (variant, _, decoded, path) in explained.items():
        layout = layout_of(variant)
        assert path.solved and decoded.solved and len(decoded.path) == len(path.steps), kind
        assert decoded.scale == "variant" and decoded.rating["solved"] and not decoded.rating["stopped"]
        assert decoded.rating["se"] == max(s.difficulty for s in path.steps)
        for (_, step), core_step in zip(decoded.path, path.steps):
            assert step.variant and step.technique == core_step.technique
            summed = [h for key in ("houses", "regions") for h in core_step.parts.get(key, ())]
            assert set(step.area) == {c for h in summed for c in layout.houses[h][2]}   # drawn as its area
            areas += bool(step.area)
            lang("en")
            assert step_words.sentence(step, 9, "123456789") == core.variant_sentence(core_step, layout)
            assert step_words.notation(step, 9, "123456789") == core.variant_notation(core_step, layout)
            lang("zh-CN")
            said = step_words.sentence(step, 9, "123456789")
            assert not re.search(r"\{[a-z_]+\}", said) and said.startswith(variant_step_words.ZH_NAMES[step.technique]), said
            written = step_words.notation(step, 9, "123456789")
            assert written.startswith(variant_step_words.ZH_NAMES[step.technique] + "："), written
            assert not re.search(r"[A-Za-z]{3,}", written), written   # no English word: cells, houses, digits only
    assert areas >= 4   # the killer's rules of 45 and the jigsaw's law of leftovers


def test_a_variant_hint_through_the_worker_is_the_cores_at_every_level(lang):
    variant = read_variant(SAMPLES["killer"])
    direct = variant_hint(variant)
    hint = wire.decode_hint(call("hint", position(variant))["hint"])
    assert hint.variant and hint.kind == "step" and hint.technique == direct.technique
    assert hint.step.eliminations == direct.step.eliminations
    lang("en")
    levels = [step_words.hint_text(hint, level) for level in (1, 2, 3)]
    cells, total = direct.grid.layout.cages[direct.step.parts["cage"]]
    assert levels[0] == f"Next technique: Cage Combinations, in {core.cage_words(9, (cells, total))}."
    assert levels[1] == core.variant_notation(direct.step, direct.grid.layout)
    assert levels[2] == core.variant_sentence(direct.step, direct.grid.layout)
    lang("zh-CN")
    assert step_words.hint_text(hint, 1).startswith("在和为 ")


def test_a_wrong_entry_and_a_wrong_crossing_in_a_variant(lang):
    variant = read_variant(SAMPLES["jigsaw"])
    solution = variant_path(variant).grid.values
    empty = next(c for c in range(81) if not variant.givens[c])
    entries = [0] * 81
    entries[empty] = solution[empty] % 9 + 1
    hint = wire.decode_hint(call("hint", position(variant, entries))["hint"])
    assert hint.kind == "wrong_entry" and hint.cells == (empty,)
    hint = wire.decode_hint(call("hint", position(variant, None, [(empty, solution[empty])]))["hint"])
    assert hint.kind == "wrong_elimination" and hint.wrong == ((empty, solution[empty]),)
    not_unique = read_variant(".Cage~3~R1C1~R1C2")
    answer = call("hint", position(not_unique))
    assert answer["error"]["code"] == "multiple_solutions"


def test_the_rate_job_rates_a_variant_position_on_its_own_scale():
    variant = read_variant(SAMPLES["diagonal"])
    answer = call("rate", position(variant))
    assert answer["scale"] == "variant"
    assert answer["rating"]["se"] == max(s.difficulty for s in variant_path(variant).steps)
    stopped = call("rate", dict(position(read_variant(SAMPLES["jigsaw"])), budget=0))
    assert stopped["rating"]["stopped"] and not stopped["rating"]["solved"]


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in WebAssembly")
@pytest.mark.skipif(shutil.which("node") is None or not RUNTIME.is_file(), reason="needs node and npm ci")
def test_the_words_read_the_same_under_micropython(tmp_path, explained):
    data = {"hints": [call("hint", position(v))["hint"] for v, _, _, _ in explained.values()],
            "steps": [step for _, answer, _, _ in explained.values() for _, step in answer["path"]]}
    (tmp_path / "variant_words.json").write_text(json.dumps(data))
    copied = ("sudoku_core/", "--root=web", "sudoku_web/", "sudoku_jobs/", "--root=tests/micropython/stubs", "./",
              "--root=web/mpy_lib", "./", f"--root={tmp_path}", "variant_words.json")
    mp = subprocess.run(["node", str(RUNNER), str(SCRIPT), str(ROOT), *copied], capture_output=True, text=True,
                        timeout=300)
    assert mp.returncode == 0, mp.stderr
    cp = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True, timeout=120, cwd=tmp_path,
                        env={"PYTHONPATH": f"{ROOT}:{ROOT / 'web'}:{ROOT / 'tests/micropython/stubs'}",
                             "PATH": "/usr/bin:/bin"})
    assert cp.returncode == 0, cp.stderr
    assert json.loads(mp.stdout) == json.loads(cp.stdout)
    assert len(json.loads(cp.stdout)["zh-CN"]) == len(data["hints"]) + len(data["steps"])


def test_the_generate_job_makes_a_variant_of_the_kind_asked_for():
    from sudoku_core.variants import count_variant
    from sudoku_core.variants.generation import VARIANT_KINDS
    from sudoku_web.variant_words import GENERATED_KINDS

    assert GENERATED_KINDS == VARIANT_KINDS
    made = wire.decode_generated(call("generate", {"variant": "jigsaw", "level": "medium", "seed": 5}))
    variant = read_variant(made.iss)
    assert made.variant == "jigsaw" and variant.kinds() == ("jigsaw",) and made.rating["level"] == "medium"
    assert count_variant(variant, cap=2).count == 1 and made.clues == sum(1 for v in variant.givens if v)
    refused = call("generate", {"variant": "killer", "level": "easy", "seed": 5})
    assert refused["error"]["code"] == "bad_argument"


def test_a_variant_path_stopped_at_its_time_is_said_so():
    variant = read_variant(SAMPLES["killer"])
    decoded = wire.decode_explain(call("explain", dict(position(variant), budget=0)))
    assert decoded.scale == "variant" and decoded.rating["stopped"] and not decoded.solved
    assert len(decoded.path) >= 1                      # the hint's step at least
    from sudoku_web.strings import t

    assert "30 s" in t("explain_stopped", count=len(decoded.path))


def test_the_page_refuses_the_levels_the_generator_refuses():
    from sudoku_core import SudokuError
    from sudoku_core.variants.generation import VARIANT_KINDS
    from sudoku_core.variants.generation.generator import check_request
    from sudoku_web.new_puzzle import variant_problem

    for kind in VARIANT_KINDS:
        for level in ("easy", "medium", "hard", "diabolical", "extreme", "nightmare"):
            try:
                check_request(kind, level, "none")
                refused = False
            except SudokuError:
                refused = True
            assert refused == (variant_problem(kind, level) is not None), (kind, level)


def _nothing_nested(cand, placed, rules):
    """Nested forcing's inner probing, switched off: it crosses nothing out."""
    return placed
    yield


def test_explain_where_a_variants_logic_is_stuck_rates_it_on_its_own_scale(monkeypatch):
    from core.variant_puzzles import PATH, load
    from sudoku_core.variants.logic import forcing

    if not PATH.is_file():
        pytest.skip(f"{PATH} not found (the shared puzzle sets are optional)")
    # Nested forcing finishes every shared puzzle that is quick to try; with it switched off, the
    # hard Sudoku X stalls within seconds, as a puzzle beyond the engine would.
    monkeypatch.setattr(forcing, "_probed", _nothing_nested)
    for name, variant, solution in load():
        if variant.size != 9 or "diagonal" not in variant.kinds():
            continue
        path = variant_path(variant, budget=5)
        if path.solved or path.stopped:
            continue
        grid = path.grid            # where logic stalled: its digits as entries, its candidates as marks
        entries = [v if not g else 0 for v, g in zip(grid.values, variant.givens)]
        crossed = [(c, d) for c in range(81) if not grid.values[c] for d in range(1, 10) if not grid.cands[c] >> (d - 1) & 1]
        decoded = wire.decode_explain(call("explain", position(variant, entries, crossed)))
        assert decoded.hint.kind == "stuck" and decoded.hint.variant
        assert decoded.scale == "variant" and decoded.rating["level"] == "needs guessing"
        return
    pytest.skip("no stalled diagonal puzzle among the shared ones")
