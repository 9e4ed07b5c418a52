"""The install stamp: what ``scripts/setup.sh`` writes into the venv once ``pip install -e`` succeeded,
and compares with to decide whether to install again.

It changes when what the install builds from changes — the project's settings (pyproject.toml),
setup.py and the C search it compiles in place (tarot_core/analysis/_exact.c, optional: issue 26) —
or when the Python does. One line: a SHA-256 over those files (a missing one counts as "-") and the
Python version.

Run it with the venv's Python: ``python scripts/install_stamp.py``.
"""
from __future__ import annotations

import hashlib
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUILT_FROM = ("pyproject.toml", "setup.py", "tarot_core/analysis/_exact.c")


def stamp(root: pathlib.Path = ROOT) -> str:
    """The stamp line for the project at *root* and the Python running this."""
    h = hashlib.sha256()
    for name in BUILT_FROM:
        path = root / name
        h.update(path.read_bytes() if path.exists() else b"-")
    return f"{h.hexdigest()} {sys.version.split()[0]}"


if __name__ == "__main__":
    print(stamp())
