#!/usr/bin/env bash
# The one test command: sets up everything on a fresh machine (Python, Node/npm and apt present)
# and runs every test.  Exits non-zero when anything fails.
#   1. .venv/ with the pinned test dependencies (requirements-dev.txt)
#   2. a Chromium: Playwright's own when installed, else Debian's /usr/bin/chromium
#      (installed with apt-get when missing and running as root)
#   3. python build.py  (runs `npm ci` when node_modules is missing or stale, builds dist/)
#   4. the core test suite inside Pyodide (Node), with pure-Python wheels from PyPI, in the
#      background beside step 5 (each runs on one core: the two together take the longer's time)
#   5. pytest over tests/core (CPython) and tests/bank (the puzzle bank on worker processes and
#      a real Dask LocalCluster); then the Pyodide run's output and status
#   6. pytest over tests/web_unit (the page's Python, CPython), tests/web (the built page in
#      Chromium, alone on the machine: its waits are for a page, not for a busy core) and
#      tests/docs (the links of README.md and docs/)
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\n== %s\n' "$*"; }
as_root() { [ "$(id -u)" = 0 ]; }
apt_install() {
  if ! as_root; then
    echo "test.sh: please install: $* (needs root)" >&2
    return 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq "$@" </dev/null
}

PY=${PYTHON:-python3}
command -v "$PY" >/dev/null || { echo "test.sh: python3 is required" >&2; exit 1; }
command -v npm >/dev/null || { echo "test.sh: Node.js and npm are required" >&2; exit 1; }

say "Python virtual environment (.venv)"
if [ ! -x .venv/bin/python ] || ! .venv/bin/python -c 'import sys' 2>/dev/null; then
  rm -rf .venv
  if ! "$PY" -m venv .venv; then
    apt_install python3-venv && rm -rf .venv && "$PY" -m venv .venv
  fi
fi
VPY=.venv/bin/python
"$VPY" -m pip install -q --disable-pip-version-check -r requirements-dev.txt

say "Browser"
if "$VPY" - <<'PYEOF'
import sys
from pathlib import Path
from playwright.sync_api import sync_playwright
try:
    with sync_playwright() as p:
        sys.exit(0 if Path(p.chromium.executable_path).is_file() else 1)
except Exception:
    sys.exit(1)
PYEOF
then
  echo "Using Playwright's own Chromium"
  export SUDOKU_CHROMIUM=playwright
else
  if [ ! -x /usr/bin/chromium ]; then
    echo "Installing Debian's chromium with apt-get"
    apt_install chromium
  fi
  echo "Using /usr/bin/chromium ($(/usr/bin/chromium --version 2>/dev/null || echo '?'))"
  export SUDOKU_CHROMIUM=/usr/bin/chromium
fi

say "Build (npm ci when needed, then dist/)"
"$VPY" build.py
export SUDOKU_REUSE_DIST=1   # the web tests serve the dist/ just built

status=0
pyodide_pid=""
pyodide_log=""
if [ -d tests/core ]; then
  say "Core tests inside Pyodide (Node): started, beside the CPython core tests"
  wheels=.venv/pyodide-wheels   # inside .venv: git-ignored, reused between runs
  "$VPY" -m pip download -q --disable-pip-version-check --no-deps --only-binary :all: \
    --platform any --python-version 3.14 --implementation py --abi none \
    -d "$wheels" -r tests/pyodide/requirements.txt
  pyodide_log=$(mktemp)
  PYODIDE_WHEELS="$wheels" node tests/pyodide/run_core_tests.mjs >"$pyodide_log" 2>&1 &
  pyodide_pid=$!
else
  echo "tests/core is missing: skipping the Pyodide run"
fi

say "pytest: core (CPython), bank (processes, Dask)"
targets=()
[ -d tests/core ] && targets+=(tests/core)
targets+=(tests/bank)
"$VPY" -m pytest "${targets[@]}" -p no:cacheprovider || status=1

if [ -n "$pyodide_pid" ]; then
  say "Core tests inside Pyodide (Node): their output"
  pyodide_status=0
  wait "$pyodide_pid" || pyodide_status=$?
  cat "$pyodide_log"
  rm -f "$pyodide_log"
  if [ "$pyodide_status" != 0 ]; then
    echo "test.sh: the core tests inside Pyodide failed (exit $pyodide_status)" >&2
    status=1
  fi
fi

say "pytest: web_unit (CPython), web (Chromium), docs (links)"
"$VPY" -m pytest tests/web_unit tests/web tests/docs -p no:cacheprovider || status=1

if [ "$status" != 0 ]; then
  echo "test.sh: FAILED (see above)" >&2
fi
exit "$status"
