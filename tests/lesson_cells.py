"""Run a lesson's first code cells in this process, at a room seed (issue 26: lessons at any seed).

A learner on the JupyterLite site gets a fresh room seed (no ``TAROT_LAB_SEED``), so a lesson cell
that draws its case from the seed must work at every seed, the rare ones included (a deal cancelled
for a petit sec, D4). Running the whole notebook in a kernel for the one seed that failed costs a
kernel start and every cell; these tests run the code cells up to the one that failed, as they
are in the notebook (both languages), with ``TAROT_LAB_SEED`` set, and read back its variables.
"""
from __future__ import annotations

import ast
import contextlib
import io
import pathlib

import nbformat

ROOT = pathlib.Path(__file__).resolve().parent.parent


def run_cells(notebook: pathlib.Path, upto: str, seed: int, monkeypatch) -> dict:
    """Execute *notebook*'s code cells in order, up to and including the first whose source holds
    *upto*, with the room seed *seed*; return the cells' namespace (their variables; ``_`` is the
    value of a cell ending in an expression, what the notebook shows, as in IPython)."""
    nb = nbformat.read(notebook, as_version=4)
    monkeypatch.setenv("TAROT_LAB_SEED", str(seed))
    monkeypatch.chdir(notebook.parent)
    namespace: dict = {"__name__": "__main__"}
    for number, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        name = f"{notebook.name}, cell {number}"
        body = ast.parse(cell.source)
        last = body.body.pop() if body.body and isinstance(body.body[-1], ast.Expr) else None
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(body, name, "exec"), namespace)
            if last is not None:
                namespace["_"] = eval(compile(ast.Expression(last.value), name, "eval"), namespace)
        if upto in cell.source:
            return namespace
    raise LookupError(f"{notebook.name}: no code cell holds {upto!r}")
