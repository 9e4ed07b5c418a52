"""How long each lesson's code cells take, run in order as *Run All* runs them (issue 26: the waits a
learner's Run All stops at, after the first widget too).

    .venv/bin/python scripts/time_lesson_cells.py               # every English lesson
    .venv/bin/python scripts/time_lesson_cells.py 12 17 --lang fr --over 0.3
    .venv/bin/python scripts/time_lesson_cells.py --json        # one JSON object a lesson

Each notebook runs in a kernel of its own (``bench_open.time_cells``: nbclient, the kernel's start
left out, its bytecode cached in the run's own folder — so every module, the installed packages'
too, is compiled from source once per run: a lesson's first chart shows 0.8–0.9 s more than a
learner's installed packages cost), in a copy of the lessons folder (a
lesson that saves a file beside itself, as lesson 11's scoresheet does, writes it there), with the
room seed ``TAROT_LAB_SEED`` (default 2718) and no browser: widgets are built, not drawn. Printed:
the lesson's code cells in all, then each cell over ``--over`` seconds (default 0.5) with its first
line; a cell that raises ends its lesson's run, as Run All stops. The lite site's Pyodide runs the same
cells about three times slower; a browser adds the drawing.
"""
from __future__ import annotations

import argparse
import json
import pathlib
import shutil
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from bench_open import REPO, source_env, time_cells  # noqa: E402

LESSONS = REPO / "lessons"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="time_lesson_cells.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("lessons", nargs="*", help="lesson numbers (default: every lesson)")
    parser.add_argument("--lang", choices=("en", "fr"), default="en")
    parser.add_argument("--over", type=float, default=0.5, help="list the cells slower than this (s)")
    parser.add_argument("--seed", default="2718", help="the room seed (TAROT_LAB_SEED)")
    parser.add_argument("--json", action="store_true", help="one JSON object a lesson")
    args = parser.parse_args(argv)
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
        env = dict(source_env(REPO, pathlib.Path(tmp) / "pycache"), TAROT_LAB_SEED=str(args.seed))
        for book in books:
            got = {"lesson": f"{args.lang}/{book.name}", **time_cells(copy / args.lang / book.name, env)}
            del got["widget_cell"]
            status |= any(c["error"] for c in got["cells"])
            if args.json:
                print(json.dumps(got), flush=True)
                continue
            print(f"{got['lesson']}: {got['seconds']:.2f} s", flush=True)
            for c in got["cells"]:
                if c["seconds"] > args.over or c["error"]:
                    print(f"    cell {c['cell']}: {c['seconds']:.2f} s  {c['first_line']}"
                          + (f"  [{c['error']}]" if c["error"] else ""))
    return status


if __name__ == "__main__":
    raise SystemExit(main())
