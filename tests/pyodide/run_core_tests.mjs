// Run the core's pytest suite (tests/core) inside Pyodide under Node, so we know sudoku_core
// behaves the same in the browser's Python (3.14, WebAssembly) as in CPython.
//
//   node tests/pyodide/run_core_tests.mjs [extra pytest args...]
//
// Needs: `npm ci` (the pinned npm `pyodide`), and the pure-Python wheels listed in
// tests/pyodide/requirements.txt in .venv/pyodide-wheels/ (scripts/test.sh downloads them with
// `pip download --no-deps --only-binary :all: --platform any ...`; set PYODIDE_WHEELS to override).
// The repository (and ../shared when present) are mounted at their real absolute paths, so path
// logic in the tests (e.g. skipping when ../shared/puzzles is absent) works unchanged.
// While the suite runs, import_recorder.py records which standard-library modules the core needs
// and writes them to .cache/imports/core.json (build.py ships only those; test_build.py checks).
// Exit code: pytest's.
import { readFileSync, readdirSync, existsSync, realpathSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const wheelDir = process.env.PYODIDE_WHEELS || join(root, ".venv", "pyodide-wheels");
const shared = resolve(root, "..", "shared");

const wheels = existsSync(wheelDir) ? readdirSync(wheelDir).filter((f) => f.endsWith(".whl")) : [];
if (!wheels.some((f) => f.startsWith("pytest-"))) {
  console.error(`run_core_tests: no pytest wheel in ${wheelDir}; run scripts/test.sh (it downloads them)`);
  process.exit(2);
}

const py = await loadPyodide();
const sitePackages = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
for (const wheel of wheels) {
  // A Node Buffer must be wrapped, else "Unknown typed array type 'Buffer'".
  py.unpackArchive(new Uint8Array(readFileSync(join(wheelDir, wheel))), "wheel", { extractDir: sitePackages });
}

function mount(path) {
  py.FS.mkdirTree(path);
  // NODEFS needs the real directory: a symlinked root would appear as a link, not a folder.
  py.FS.mount(py.FS.filesystems.NODEFS, { root: realpathSync(path) }, path);
}
mount(root);
if (existsSync(shared)) mount(shared);

const args = ["tests/core", "-p", "no:cacheprovider", "-q", ...process.argv.slice(2)];
// The full sets take minutes in CPython and ~2x that in WebAssembly: check the first N of each
// set here (the CPython run checks them all). tests/core/conftest.py reads SUDOKU_SET_LIMIT.
const setLimit = process.env.SUDOKU_SET_LIMIT || "30";
py.globals.set("SET_LIMIT", setLimit);
py.globals.set("ROOT", root);
py.globals.set("ARGS", py.toPy(args));
const code = await py.runPythonAsync(`
import os, sys
sys.dont_write_bytecode = True          # no cpython-314 .pyc files in the mounted work tree
os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = "/tmp/hypothesis"  # keep .hypothesis/ out of the repo
os.environ["SUDOKU_SET_LIMIT"] = SET_LIMIT
os.chdir(ROOT)
sys.path.insert(0, ROOT)
sys.path.insert(0, ROOT + "/tests/pyodide")
import import_recorder
import_recorder.install()               # before pytest: see its docstring
print(f"Pyodide: Python {sys.version.split()[0]} on {sys.platform}; SUDOKU_SET_LIMIT={SET_LIMIT}", flush=True)
import pytest
_code = int(pytest.main(list(ARGS)))
import_recorder.save(ROOT + "/.cache/imports/core.json")
_code
`);
process.exit(code);
