"""scripts/time_lesson_cells.py (issue 26: the waits a learner's Run All stops at): each lesson's code
cells run in order in a process of their own, in a copy of the lessons folder, timed."""
from __future__ import annotations

import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "time_lesson_cells.py"


def test_times_every_code_cell_of_a_lesson_and_leaves_the_lessons_folder_alone():
    before = sorted(p.name for p in (ROOT / "lessons" / "fr").iterdir())
    done = subprocess.run([sys.executable, str(SCRIPT), "1", "--lang", "fr", "--json"], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout)
    assert got["lesson"] == "fr/01_les_cartes.ipynb"
    import nbformat
    nb = nbformat.read(ROOT / "lessons" / "fr" / "01_les_cartes.ipynb", as_version=4)
    assert [c["cell"] for c in got["cells"]] == [i for i, c in enumerate(nb.cells) if c.cell_type == "code"]
    assert all(c["error"] is None and c["seconds"] >= 0 for c in got["cells"])
    assert got["seconds"] >= sum(c["seconds"] for c in got["cells"]) - 0.01
    assert sorted(p.name for p in (ROOT / "lessons" / "fr").iterdir()) == before


def test_a_bad_lesson_number_is_refused_in_one_line():
    done = subprocess.run([sys.executable, str(SCRIPT), "1x"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip().splitlines()[-1] == "time_lesson_cells.py: error: 1x: not a lesson number (e.g. 12 17)"
