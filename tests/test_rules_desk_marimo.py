"""The marimo rules desk (lessons/marimo/rules_desk.py) opens at the table its address names
(issue 25: ?players=3|5, as the score calculator's app reads it; anything else is four players, V1).
Headless, offline (tests/offline_guard.py): the app run with a stubbed address, the desk read back."""
from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

import pytest

pytest.importorskip("marimo")

ROOT = pathlib.Path(__file__).resolve().parent.parent
LABS = ROOT / "lessons" / "marimo"

RUNNER = (pathlib.Path(__file__).parent / "offline_guard.py").read_text() + r"""
import importlib.util, json, sys, types
import marimo

folder, runs = sys.argv[1], json.loads(sys.argv[2])
results = {}
for key, (query, lang) in runs.items():
    marimo.query_params = lambda query=query: dict(query)
    spec = importlib.util.spec_from_file_location(f"desk_{key}", f"{folder}/rules_desk.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    defs = {"lang_pick": types.SimpleNamespace(value=lang)} if lang else None
    outputs, names = module.app.run(defs=defs)
    desk = names["desk"]
    results[key] = {"players": desk.players, "hand": desk.pickers["play"].specs["hand"].size,
                    "call": "call" in desk.view, "lang": names["lang"]}
print("DESK_JSON=" + json.dumps(results))
"""

RUNS = {"four": ({}, "en"), "five": ({"players": "5"}, "en"), "three_fr": ({"players": "3", "lang": "fr"}, None),
        "six": ({"players": "6"}, "en"), "word": ({"players": "five"}, "en")}


def test_the_marimo_desk_opens_at_the_table_its_address_names():
    env = dict(os.environ, MARIMO_SKIP_UPDATE_CHECK="1", PYTHONUNBUFFERED="1")
    proc = subprocess.run([sys.executable, "-c", RUNNER, str(LABS), json.dumps(RUNS)], cwd=LABS, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-4000:]
    got = json.loads(next(ln for ln in proc.stdout.splitlines() if ln.startswith("DESK_JSON="))[len("DESK_JSON="):])
    assert got["four"] == {"players": 4, "hand": 18, "call": False, "lang": "en"}
    assert got["five"] == {"players": 5, "hand": 15, "call": True, "lang": "en"}        # V1, V4: the call shown
    assert got["three_fr"] == {"players": 3, "hand": 24, "call": False, "lang": "fr"}
    assert got["six"]["players"] == got["word"]["players"] == 4                          # not a table: four
