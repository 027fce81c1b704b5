// Shrink the trimmed standard library's sources with the Python the page runs (build.py runs this).
//
//   node scripts/pyodide_minify.mjs IN.zip OUT.zip [stored|deflate]
//
// Each .py is parsed and written back by Pyodide's own `ast` (Python 3.14: the stdlib uses syntax
// an older Python cannot parse): comments, blank lines and layout go, docstrings become "" (so
// `__doc__` stays a string for code that formats it), except in Pyodide's own packages, whose
// docstrings feed its JavaScript API. The code itself is unchanged; the page's whole test suite
// runs on the result. Entries are stored (the default: the host's brotli or gzip compresses the
// whole zip, better than deflate per entry) or deflated at level 9, dated like build.py's zips.
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [input, output, mode = "stored"] = process.argv.slice(2);
if (!input || !output || !["stored", "deflate"].includes(mode)) {
  console.error("usage: node scripts/pyodide_minify.mjs IN.zip OUT.zip [stored|deflate]");
  process.exit(2);
}
const py = await loadPyodide();
py.FS.writeFile("/tmp/in.zip", new Uint8Array(readFileSync(input)));
py.runPython(`
import ast, zipfile

KEEP_DOCSTRINGS = ("pyodide/", "_pyodide/")
DEFLATE = ${mode === "deflate" ? "True" : "False"}
DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def minify(source: bytes, keep_docstrings: bool) -> bytes:
    tree = ast.parse(source)
    if not keep_docstrings:
        for node in ast.walk(tree):
            if (isinstance(node, DOCUMENTED) and node.body and isinstance(node.body[0], ast.Expr)
                    and isinstance(node.body[0].value, ast.Constant) and isinstance(node.body[0].value.value, str)):
                node.body[0].value.value = ""
    return (ast.unparse(tree) + "\\n").encode()


with zipfile.ZipFile("/tmp/in.zip") as src, zipfile.ZipFile("/tmp/out.zip", "w") as out:
    for info in src.infolist():
        data = src.read(info)
        if info.filename.endswith(".py"):
            data = minify(data, info.filename.startswith(KEEP_DOCSTRINGS))
        entry = zipfile.ZipInfo(info.filename, info.date_time)
        entry.external_attr = info.external_attr
        if DEFLATE:
            out.writestr(entry, data, zipfile.ZIP_DEFLATED, 9)
        else:
            out.writestr(entry, data, zipfile.ZIP_STORED)
`);
writeFileSync(output, py.FS.readFile("/tmp/out.zip"));
