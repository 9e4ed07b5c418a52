"""The marimo labs of ``lessons/marimo/`` (score calculator, edge-case lab, threshold explorer).

Fast checks, no browser: each app passes ``marimo check``, and every cell runs headless
(``app.run()`` in a fresh interpreter whose sockets may only reach this machine), in French
and in English, with the values the core gives for the facts shown (S5, X6/B6, S1/S2). The labs
hold no sentence of their own: their words are ``lab.*`` keys of ``widgets.labels``.
The browser side (rendering, clicks, reactivity) is in tests/browser/test_marimo_labs_browser.py.
"""
from __future__ import annotations

import json
import os
import pathlib
import re
import subprocess
import sys

import pytest

pytest.importorskip("marimo")

ROOT = pathlib.Path(__file__).resolve().parent.parent
LABS = ROOT / "lessons" / "marimo"
APPS = ("score_calculator", "edge_case_lab", "threshold_explorer")

# Runs every lab once per set of overrides in ONE child interpreter (imports are the slow part):
# sockets guarded, definitions overridden (``lang_pick`` and the sliders are replaced by objects
# with a ``value``), a JSON summary of each run printed.
RUNNER = (pathlib.Path(__file__).parent / "offline_guard.py").read_text() + r"""
import importlib.util, json, sys, types

folder, runs = sys.argv[1], json.loads(sys.argv[2])
results = {}
for key, (name, overrides) in runs.items():
    spec = importlib.util.spec_from_file_location(f"lab_{key}", f"{folder}/{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    defs = {k: types.SimpleNamespace(value=v) for k, v in overrides.items()}
    outputs, names = module.app.run(defs=defs or None)
    out = {"lang": names.get("lang"), "outputs": len(outputs)}
    if "result" in names:                       # score calculator
        out["S"] = names["result"].get("S")
        out["summary"] = names["summary"].text
    if "outcome" in names:                      # edge-case lab
        out["S"] = names["outcome"].S
        out["status"] = names["outcome"].status
        out["cases"] = sorted(names["CASES"])
        out["rulings"] = {case: list(rulings) for case, rulings in names["CASES"].items()}
    if "verdict" in names:                      # threshold explorer
        v = names["verdict"]
        out["verdict"] = None if v is None else [v.target, v.made, v.margin]
    results[key] = out
print("LAB_JSON=" + json.dumps(results))
"""

RUNS = {
    "calc_fr": ("score_calculator", {}),
    "calc_en": ("score_calculator", {"lang_pick": "en"}),
    "edge_fr": ("edge_case_lab", {}),
    "edge_en": ("edge_case_lab", {"lang_pick": "en"}),
    "thr_fr": ("threshold_explorer", {}),
    "thr_en": ("threshold_explorer", {"lang_pick": "en", "bouts": 3, "points": 36}),
    "thr_refused": ("threshold_explorer", {"lang_pick": "en", "bouts": 3, "points": 5}),
}


@pytest.fixture(scope="module")
def labs() -> dict:
    env = dict(os.environ, MARIMO_SKIP_UPDATE_CHECK="1", PYTHONUNBUFFERED="1")
    proc = subprocess.run([sys.executable, "-c", RUNNER, str(LABS), json.dumps(RUNS)],
                          cwd=LABS, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"a lab failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-6000:]}"
    line = next(ln for ln in proc.stdout.splitlines() if ln.startswith("LAB_JSON="))
    return json.loads(line[len("LAB_JSON="):])


def test_labs_pass_marimo_check():
    marimo = pathlib.Path(sys.executable).parent / "marimo"
    proc = subprocess.run([str(marimo), "check", *(str(LABS / f"{n}.py") for n in APPS)],
                          capture_output=True, text=True, timeout=180,
                          env=dict(os.environ, MARIMO_SKIP_UPDATE_CHECK="1"))
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_score_calculator_runs_in_both_languages(labs):
    fr, en = labs["calc_fr"], labs["calc_en"]
    assert fr["lang"] == "fr" and fr["S"] == 64          # S5: (25 + 7 − 10) × 2 + 20
    assert "Garde Sans S = 108" in fr["summary"]         # the same facts at ×4 (S3)
    assert en["lang"] == "en" and en["S"] == 64
    assert "each defender −64" in en["summary"]          # S4


def test_edge_case_lab_runs_in_both_languages(labs):
    fr, en = labs["edge_fr"], labs["edge_en"]
    assert fr["status"] == "played" and fr["S"] == 580   # X6, B6, B7: (25 + 55 + 10) × 2 + 400
    assert en["lang"] == "en" and en["S"] == 580
    for case in ("excuse_last_slam_petit_17", "taker_slam_without_excuse_87", "defence_slam_announced_r1",
                 "excuse_last_trick_changes_sides", "four_kings_fifteen_trumps_poignee", "excuse_debt_unpaid_r2"):
        assert case in en["cases"]


def test_threshold_explorer_runs_and_answers_from_the_core(labs):
    assert labs["thr_fr"]["verdict"] == [41, False, 1]   # S2: 40.5 with 2 bouts fails by 1
    en = labs["thr_en"]
    assert en["lang"] == "en" and en["verdict"] == [36, True, 0]     # S1: reaching 36 exactly makes it
    assert labs["thr_refused"]["verdict"] is None        # 3 bouts are 13.5 points at least: refused


def test_every_text_a_lab_names_is_in_the_widgets_catalogue(labs):
    """Each key a lab names (both branches of a conditional key) exists in both languages; every
    case of the edge-case lab has its title and what to watch, and a ruling explained exactly when
    it involves a project ruling (R…)."""
    from widgets.labels import LABELS
    for name in APPS:
        source = (LABS / f"{name}.py").read_text(encoding="utf-8")
        assert not re.search(r'"(fr|en)":\s*[("]', source), f"{name}.py holds its own French/English text"
        keys = set()
        for key, _, other in re.findall(r'\blabel\(\s*"([\w.]+)"(\s+if [^,]*? else "([\w.]+)")?[,)]', source):
            keys |= {k for k in (key, other) if k}
        assert keys, name
        for key in keys:
            assert key in LABELS and set(LABELS[key]) == {"fr", "en"}, (name, key)
    rulings = labs["edge_en"]["rulings"]
    assert rulings["excuse_last_slam_petit_17"] == ["R3", "R5"]
    for case, involved in rulings.items():
        for part in ("title", "about"):
            assert f"lab.edge.case.{case}.{part}" in LABELS, (case, part)
        assert (f"lab.edge.case.{case}.ruling" in LABELS) == bool(involved), case
