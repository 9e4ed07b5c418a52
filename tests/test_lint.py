"""Static checks: ``ruff check .`` on the whole tree and ``mypy`` on ``tarot_core``, ``widgets`` and the
course's ``lessons/tarot_course`` (issue 23), configured in pyproject.toml (``[tool.ruff]``,
``[tool.mypy]``). Each test fails with the tool's own report.

Both tools come with the ``test`` extra and are run from the interpreter's own ``bin`` folder (the
venv's), never from whatever is first on PATH. Marked ``slow``: CI runs them (``bash
scripts/test.sh`` runs every test), the quick edit loop (``-m "not slow"``) leaves them out;
run them alone with ``bash scripts/test.sh tests/test_lint.py``.
"""
from __future__ import annotations

import pathlib
import subprocess
import sys

import pytest

pytestmark = pytest.mark.slow

ROOT = pathlib.Path(__file__).resolve().parent.parent
BIN = pathlib.Path(sys.executable).parent


def _run(tool: str, *args: str) -> subprocess.CompletedProcess:
    exe = BIN / tool
    if not exe.exists():
        pytest.fail(f"{tool} is not installed next to {sys.executable}: pip install -e '.[test]'")
    return subprocess.run([str(exe), *args], cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_check_is_clean():
    run = _run("ruff", "check", ".", "--no-cache", "--output-format", "concise")
    assert run.returncode == 0, f"ruff check . found problems:\n{run.stdout}{run.stderr}"


def test_mypy_is_clean(tmp_path):
    run = _run("mypy", "--cache-dir", str(tmp_path / "mypy-cache"))   # files: see pyproject's [tool.mypy]
    assert run.returncode == 0, f"mypy found problems:\n{run.stdout}{run.stderr}"
