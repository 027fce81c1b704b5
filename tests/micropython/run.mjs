// Runs a Python script under MicroPython (the WebAssembly build PyScript uses, from node_modules)
// with the given source files copied in: `node tests/micropython/run.mjs SCRIPT ROOT FILE...`.
// Each FILE (e.g. sudoku_core/puzzle.py) is copied from ROOT to /lib/FILE; /lib is on sys.path.
// A FILE ending in "/" copies every .py and .mpy file under that folder (e.g. sudoku_web/), and an
// argument "--root=DIR" makes DIR the ROOT of the FILEs after it (e.g. --root=web sudoku_web/).
// The script's stdout is this program's stdout; a Python error exits 1.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const runtime = path.join(here, "..", "..", "node_modules", "@micropython",
  "micropython-webassembly-pyscript", "micropython.mjs");
const { loadMicroPython } = await import(runtime);
const [script, firstRoot, ...files] = process.argv.slice(2);
let out = "";
const mp = await loadMicroPython({
  heapsize: 64 * 1024 * 1024,
  stdout: (line) => { out += line + "\n"; },
  stderr: (line) => { process.stderr.write(line + "\n"); },
});

function copy(root, file) {
  const source = path.join(root, file);
  if (fs.statSync(source).isDirectory()) {
    for (const name of fs.readdirSync(source).sort()) {
      const inner = path.posix.join(file, name);
      if (fs.statSync(path.join(root, inner)).isDirectory() ? name !== "__pycache__" : (name.endsWith(".py") || name.endsWith(".mpy"))) {
        copy(root, inner);
      }
    }
    return;
  }
  const target = path.posix.normalize("/lib/" + file);
  mp.FS.mkdirTree(path.posix.dirname(target));
  mp.FS.writeFile(target, fs.readFileSync(source));
}

let root = firstRoot;
for (const file of files) {
  if (file.startsWith("--root=")) {
    root = path.resolve(firstRoot, file.slice("--root=".length));
  } else {
    copy(root, file);
  }
}
try {
  mp.runPython("import sys\nsys.path.append('/lib')\n" + fs.readFileSync(script, "utf8"));
} catch (err) {
  process.stdout.write(out);
  process.stderr.write(String(err && err.message || err) + "\n");
  process.exit(1);
}
process.stdout.write(out);
