"""The core needs only the standard library (DESIGN.md): without sympy, which comes with the course,
the doctests of ``tarot_core`` still pass, and those of ``tarot_core.analysis.symbolic`` are skipped
(by ``tarot_core/analysis/conftest.py``), never failed.

sympy is hidden from a child pytest by a stand-in module, first on its path, that raises
ModuleNotFoundError as a missing package does.
"""
from __future__ import annotations

import doctest
import os
import pathlib
import re
import subprocess
import sys

import tarot_core.analysis.symbolic as symbolic

ROOT = pathlib.Path(__file__).resolve().parent.parent


def _pytest_without_sympy(tmp_path, *args):
    (tmp_path / "sympy.py").write_text("raise ModuleNotFoundError(\"No module named 'sympy'\", name='sympy')\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), str(ROOT)]))
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", *args],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


def test_symbolic_doctests_are_skipped_not_failed_without_sympy(tmp_path):
    examples = [t for t in doctest.DocTestFinder().find(symbolic) if t.examples]
    assert len(examples) >= 2                        # the module's own and smallest_margin_that_beats
    run = _pytest_without_sympy(tmp_path, "tarot_core/analysis/symbolic.py")
    out = run.stdout + run.stderr
    assert run.returncode == 0, out
    assert re.search(rf"\b{len(examples)} skipped\b", out) and "failed" not in out and "passed" not in out, out
    assert out.count("use sympy (.[course])") == len(examples), out


def test_the_other_core_doctests_pass_without_sympy(tmp_path):
    run = _pytest_without_sympy(tmp_path, "tarot_core", "-x")
    out = run.stdout + run.stderr
    assert run.returncode == 0, out
    assert re.search(r"\b\d+ passed\b", out) and "failed" not in out, out
