"""build.py's zips for the engine worker (issue 31: first visit <= 3.9 MB brotli).

The worker's core and jobs ship minified (no comments, layout or docstrings): the code must be the
same code, module by module, and the algorithms the tutor shows as source stay exactly as written.
The zips store their entries unless SUDOKU_ZIP=deflate asks for deflated ones.
"""

import ast
import io
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="build.py runs in CPython")


def entries(data):
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        return {info.filename: (info.compress_type, zf.read(info)) for info in zf.infolist()}


@pytest.mark.parametrize("src,root", [(ROOT / "sudoku_core", "sudoku_core"), (build.WEB / "sudoku_jobs", "sudoku_jobs")])
def test_minified_modules_are_the_same_code(src, root, monkeypatch):
    monkeypatch.delenv(build.ZIP_ENV, raising=False)
    shipped = entries(build.zip_package(src, root, minify=True))
    written = entries(build.zip_package(src, root))
    assert shipped.keys() == written.keys() and shipped
    smaller = 0
    for name, (compression, data) in shipped.items():
        assert compression == zipfile.ZIP_STORED, name
        original = written[name][1]
        if name.startswith(build.SHOWN_SOURCES):
            assert data == original, name  # the tutor shows these as written
            continue
        expected = ast.dump(build.blank_docstrings(ast.parse(original)))
        assert ast.dump(ast.parse(data)) == expected, name
        assert b"#" not in data or b"#" in original, name
        smaller += len(original) - len(data)
    assert smaller > 0.3 * sum(len(d) for _, d in written.values())


def test_algorithms_the_tutor_shows_keep_their_comments():
    shipped = entries(build.zip_package(ROOT / "sudoku_core", "sudoku_core", minify=True))
    shown = [name for name in shipped if name.startswith(build.SHOWN_SOURCES) and name.endswith(".py")]
    assert shown
    assert any(b'"""' in shipped[name][1] for name in shown)


def test_sudoku_zip_deflate_deflates_every_entry(monkeypatch):
    monkeypatch.setenv(build.ZIP_ENV, "deflate")
    shipped = entries(build.zip_package(build.WEB / "sudoku_jobs", "sudoku_jobs", minify=True))
    assert {compression for compression, _ in shipped.values()} == {zipfile.ZIP_DEFLATED}


def test_an_unknown_zip_mode_is_a_build_error(monkeypatch):
    monkeypatch.setenv(build.ZIP_ENV, "zstd")
    with pytest.raises(SystemExit, match="SUDOKU_ZIP='zstd'"):
        build.entry_compression()
