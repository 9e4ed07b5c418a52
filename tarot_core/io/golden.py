"""The golden records: hand-built deal records of every edge case, shipped as package data.

Each file of ``tarot_core/io/golden/`` is one deal record (see :mod:`tarot_core.record`),
named after the case it shows (``excuse_last_slam_petit_17`` …).

>>> "worked_example_s5" in golden_records()
True
"""
from __future__ import annotations

import json


def golden_folder():
    """The folder of the golden record files (package data; a ``Traversable``)."""
    from importlib import resources  # here: it costs ~15 ms to import, and only this needs it
    return resources.files("tarot_core.io") / "golden"


def golden_records() -> dict[str, dict]:
    """The project's hand-built records of every edge case, by name (package data)."""
    out = {}
    folder = golden_folder()
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json"):
            out[entry.name[:-5]] = json.loads(entry.read_text(encoding="utf-8"))
    return out


def golden_title(name: str, lang: str | None = None) -> str:
    """A golden record's title in *lang*, never its file name (``golden.title.<name>`` of the io
    floor's catalogue: the replayer, the edge-case lab and lesson 8 show the same words); a record
    the catalogue does not name keeps its name.

    >>> golden_title("excuse_exchanged", "fr")
    "L'Excuse échangée aussitôt contre une carte basse"
    >>> golden_title("my_own_deal", "en")
    'my_own_deal'
    """
    from ..catalogue import MESSAGES, text
    key = f"golden.title.{name}"
    return text(key, lang) if key in MESSAGES else name


__all__ = ["golden_records", "golden_folder", "golden_title"]
