"""How long each lesson's code cells take, run in order as *Run All* runs them (issue 26: the waits a
learner's Run All stops at, after the first widget too).

    .venv/bin/python scripts/time_lesson_cells.py               # every English lesson
    .venv/bin/python scripts/time_lesson_cells.py 12 17 --lang fr --over 0.3
    .venv/bin/python scripts/time_lesson_cells.py --json        # one JSON object a lesson

Each notebook runs in a Python process of its own (its imports counted, as in a fresh kernel), in a
copy of the lessons folder (a lesson that saves a file beside itself, as lesson 11's scoresheet does,
writes it there), with the room seed ``TAROT_LAB_SEED`` (default 2718) and no display: widgets are
built, not drawn. IPython magics (``%``, ``!``) are skipped. Printed: the lesson's code cells in all,
then each cell over ``--over`` seconds (default 0.5) with its first line. The lite site's Pyodide runs
the same cells about three times slower; a browser adds the drawing.
"""
from __future__ import annotations

import argparse
import ast
import contextlib
import io
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"


def run_one(path: pathlib.Path) -> dict:
    """Run *path*'s code cells in this process, in order; their times (s) and first lines."""
    import nbformat
    nb = nbformat.read(path, as_version=4)
    os.chdir(path.parent)
    namespace: dict = {"__name__": "__main__"}
    cells = []
    start = time.perf_counter()
    for number, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        source = "\n".join(line for line in cell.source.splitlines() if not line.lstrip().startswith(("%", "!")))
        t = time.perf_counter()
        error = None
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                exec(compile(ast.parse(source), f"{path.name}, cell {number}", "exec"), namespace)
        except Exception as e:                           # reported, the next cells still run
            error = f"{type(e).__name__}: {e}"[:200]
        cells.append({"cell": number, "seconds": round(time.perf_counter() - t, 3),
                      "first_line": (cell.source.strip().splitlines() or [""])[0][:90], "error": error})
    return {"lesson": f"{path.parent.name}/{path.name}", "seconds": round(time.perf_counter() - start, 3),
            "cells": cells}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="time_lesson_cells.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("lessons", nargs="*", help="lesson numbers (default: every lesson)")
    parser.add_argument("--lang", choices=("en", "fr"), default="en")
    parser.add_argument("--over", type=float, default=0.5, help="list the cells slower than this (s)")
    parser.add_argument("--seed", default="2718", help="the room seed (TAROT_LAB_SEED)")
    parser.add_argument("--json", action="store_true", help="one JSON object a lesson")
    parser.add_argument("--one", help=argparse.SUPPRESS)                # the child process: one notebook
    args = parser.parse_args(argv)
    if args.one:
        print(json.dumps(run_one(pathlib.Path(args.one))))
        return 0
    bad = [a for a in args.lessons if not a.isdigit()]
    if bad:
        parser.error(f"{' '.join(bad)}: not a lesson number (e.g. 12 17)")
    wanted = {f"{int(a):02d}" for a in args.lessons}
    books = [p for p in sorted((LESSONS / args.lang).glob("*.ipynb")) if not wanted or p.name[:2] in wanted]
    if not books:
        parser.error(f"no lesson {' '.join(sorted(wanted))} in lessons/{args.lang}")
    status = 0
    with tempfile.TemporaryDirectory(prefix="tarot-lesson-cells-") as tmp:
        copy = pathlib.Path(tmp) / "lessons"
        shutil.copytree(LESSONS, copy, ignore=shutil.ignore_patterns("__pycache__", ".ipynb_checkpoints"))
        env = {**os.environ, "TAROT_LAB_SEED": str(args.seed), "MPLBACKEND": "Agg"}
        for book in books:
            done = subprocess.run([sys.executable, __file__, "--one", str(copy / args.lang / book.name)],
                                  capture_output=True, text=True, env=env)
            if done.returncode:
                print(f"{args.lang}/{book.name}: the run failed: {done.stderr.strip().splitlines()[-1:]}")
                status = 1
                continue
            got = json.loads(done.stdout.strip().splitlines()[-1])
            if args.json:
                print(json.dumps(got))
                continue
            slow = [c for c in got["cells"] if c["seconds"] > args.over or c["error"]]
            print(f"{got['lesson']}: {got['seconds']:.2f} s")
            for c in slow:
                print(f"    cell {c['cell']}: {c['seconds']:.2f} s  {c['first_line']}"
                      + (f"  [{c['error']}]" if c["error"] else ""))
            status |= any(c["error"] for c in got["cells"])
    return status


if __name__ == "__main__":
    raise SystemExit(main())
