# Decodes engine results (sudoku_jobs.wire) as the page's main thread will, under MicroPython, and
# prints one JSON document of what the page reads off them; tests/web_unit/test_jobs_wire.py writes
# wire_data.json (jobs run in CPython), runs this under CPython and MicroPython, and wants the same
# document from both.
import json

from sudoku_jobs import wire

try:
    source = open("/lib/wire_data.json")
except OSError:
    source = open("wire_data.json")
DATA = json.loads(source.read())
source.close()


def step_view(step):
    if step is None:
        return None
    p = step.pattern
    return [step.technique, step.difficulty, [list(x) for x in step.placements], [list(x) for x in step.eliminations],
            list(p.cells), [list(x) for x in p.candidates], list(p.houses), [list(x) for x in p.fins],
            [[list(l.a.cells), l.a.digit, list(l.b.cells), l.b.digit, l.kind] for l in p.links],
            sorted(step.parts), step.progress, isinstance(step.parts.get("cells", ()), tuple)]


def grid_view(grid):
    if grid is None:
        return None
    copy = grid.copy()
    copy.values[0] = -1
    return [grid.size, grid.box, grid.symbols, sum(grid.values), sum(grid.cands), grid.values[0] != -1, copy == grid]


report = {}
for name, data in DATA["hints"].items():
    hint = wire.decode_hint(data)
    report["hint " + name] = [hint.kind, hint.technique, list(hint.cells), list(hint.houses),
                              [list(x) for x in hint.wrong], step_view(hint.step), grid_view(hint.grid),
                              hint.solved_by.stats.backtracks if hint.solved_by else None,
                              wire.decode_hint(data) == hint]
explained = wire.decode_explain(DATA["explain"])
report["explain"] = [explained.solved, explained.guesses, len(explained.path),
                     [[grid_view(g), step_view(s)] for g, s in explained.path]]
for name, data in DATA["solves"].items():
    outcome = wire.decode_solve(data)
    r = outcome.result
    if r is None:   # given up at its node budget
        report["solve " + name] = [outcome.kind, outcome.nodes]
        continue
    report["solve " + name] = [outcome.kind, r.status, list(r.solution.cells) if r.solution else None,
                               str(r.witness) if r.witness else None, list(r.differences), r.stats.nodes,
                               outcome.nodes, r.puzzle.size]
counted = wire.decode_count(DATA["count"])
report["count"] = [counted.count, counted.capped, [str(s) for s in counted.solutions], counted.stats.nodes]
made = wire.decode_generated(DATA["generated"])
report["generated"] = [str(made.puzzle), made.puzzle.givens, str(made.solution), made.rating.level,
                       made.rating.se, made.rating.hardest, made.seed, list(made.needs)]
trace = wire.decode_trace(DATA["trace"])
report["trace"] = [trace.algorithm, trace.start, len(trace.source),
                   [[f.position, None if f.event is None else [f.event.kind, f.event.cell, f.event.digit,
                                                                f.event.depth, f.event.reason],
                     list(f.board), f.line, [[d.label, d.kind, list(d.value) if isinstance(d.value, tuple) else d.value,
                                              d.name] for d in f.panel],
                     [f.tally.steps, f.tally.nodes, f.tally.backtracks, f.tally.dead_ends, f.tally.solutions],
                     f.over] for f in trace.frames]]
report["trace_order"] = [[trace.frames[k].position, list(trace.frames[k].board)] for k in (-1, 3, 0, 40)]
report["race"] = [[row.name, row.tally.steps, row.capped, list(row.board)]
                  for row in (wire.decode_race_row(r) for r in DATA["race"]["rows"])]
errors = []
for data in DATA["errors"]:
    error = wire.error_of(data)
    errors.append([error.code, error.message, list(error.cells), error.details])
report["errors"] = errors
report["rating"] = wire.decode_rating(DATA["rating"]).level
report["args"] = [wire.position_args(4, (1, 0, 0, 0), (0, 2, 0, 0), ((3, 4),)),
                  wire.plain({"a": (1, (2, 3)), "b": frozenset((3, 1))})]
print(json.dumps(report))
