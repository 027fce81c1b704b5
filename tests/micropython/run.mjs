// Runs a Python script under MicroPython (the WebAssembly build PyScript uses, from node_modules)
// with the given source folders copied in: `node tests/micropython/run.mjs SCRIPT ROOT FILE...`.
// Each FILE (e.g. sudoku_core/puzzle.py) is copied from ROOT to /lib/FILE; /lib is on sys.path.
// The script's stdout is this program's stdout; a Python error exits 1.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const runtime = path.join(here, "..", "..", "node_modules", "@micropython",
  "micropython-webassembly-pyscript", "micropython.mjs");
const { loadMicroPython } = await import(runtime);
const [script, root, ...files] = process.argv.slice(2);
let out = "";
const mp = await loadMicroPython({
  heapsize: 64 * 1024 * 1024,
  stdout: (line) => { out += line + "\n"; },
  stderr: (line) => { process.stderr.write(line + "\n"); },
});
for (const file of files) {
  const target = "/lib/" + file;
  mp.FS.mkdirTree(path.posix.dirname(target));
  mp.FS.writeFile(target, fs.readFileSync(path.join(root, file)));
}
try {
  mp.runPython("import sys\nsys.path.append('/lib')\n" + fs.readFileSync(script, "utf8"));
} catch (err) {
  process.stdout.write(out);
  process.stderr.write(String(err && err.message || err) + "\n");
  process.exit(1);
}
process.stdout.write(out);
