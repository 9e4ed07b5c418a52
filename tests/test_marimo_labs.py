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

from tarot_core.io.golden import golden_records  # noqa: E402
from tarot_core.referee import referee  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
LABS = ROOT / "lessons" / "marimo"
APPS = ("score_calculator", "edge_case_lab", "threshold_explorer")
GOLDEN = golden_records()

# Runs every lab once per set of overrides in ONE child interpreter (imports are the slow part):
# sockets guarded, definitions overridden (``lang_pick`` is replaced by an object with a ``value``;
# ``raw`` definitions, such as a lab's ``memory``, are given as they are), the browser's request
# faked (``accept``: its Accept-Language header; ``query``: the address's query parameters), a JSON
# summary of each run printed.
RUNNER = (pathlib.Path(__file__).parent / "offline_guard.py").read_text() + r"""
import importlib.util, json, sys, types
import marimo
import marimo._runtime.app_meta as app_meta

folder, runs = sys.argv[1], json.loads(sys.argv[2])
results = {}
for key, (name, overrides, extra) in runs.items():
    request = None if "accept" not in extra else types.SimpleNamespace(
        headers={"accept-language": extra["accept"]})
    app_meta.AppMeta.request = property(lambda self, request=request: request)
    marimo.query_params = lambda query=extra.get("query", {}): dict(query)
    spec = importlib.util.spec_from_file_location(f"lab_{key}", f"{folder}/{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    defs = {k: types.SimpleNamespace(value=v) for k, v in overrides.items()}
    defs.update(extra.get("raw", {}))
    outputs, names = module.app.run(defs=defs or None)
    out = {"lang": names.get("lang"), "outputs": len(outputs)}
    if "result" in names:                       # score calculator
        out["S"] = names["result"].get("S")
        out["summary"] = names["summary"].text
    if "outcome" in names:                      # edge-case lab
        out["S"] = names["outcome"].S
        out["status"] = names["outcome"].status
        out["cases"] = sorted(names["CASES"])
        out["case"] = names["name"]
        out["rulings"] = list(names.get("rulings", ()))     # the project rulings the lab shows for it
    if "verdict" in names:                      # threshold explorer
        v = names["verdict"]
        out["verdict"] = None if v is None else [v["bouts"], v["points"], v["target"], v["made"], v["margin"]]
        state = names["table_widget"].value
        out["widget"] = [state["bouts"], state["points"], state["result"].get("error")]
        out["controls"] = sorted(type(x).__name__ for x in names.values() if type(x).__module__.startswith(
            "marimo._plugins.ui"))
    if "practice" in names:                     # practice table
        w = names["practice"]
        out["table"] = [w.seed, w.opponents, w.lang, w.phase]
        out["controls"] = sorted(type(x).__name__ for x in names.values() if type(x).__module__.startswith(
            "marimo._plugins.ui"))
    results[key] = out
print("LAB_JSON=" + json.dumps(results))
"""

RUNS = {
    "calc_fr": ("score_calculator", {}, {}),
    "calc_en": ("score_calculator", {"lang_pick": "en"}, {}),
    "calc_typed": ("score_calculator", {"lang_pick": "en"}, {"raw": {"memory": {
        "contract": "garde", "points": "<img src=x onerror=alert(1)> ![x](http://example.org/a.png) **b**",
        "bouts": 2, "petit_au_bout": None, "poignees": []}}}),
    "calc_browser_en": ("score_calculator", {}, {"accept": "en-US,en;q=0.9"}),
    "calc_five": ("score_calculator", {"lang_pick": "en"}, {"query": {"players": "5"}}),
    "calc_three_fr": ("score_calculator", {}, {"query": {"players": "3"}}),
    "edge_fr": ("edge_case_lab", {}, {}),
    "edge_en": ("edge_case_lab", {"lang_pick": "en"}, {}),
    "edge_browser_en": ("edge_case_lab", {}, {"accept": "en-GB"}),
    "thr_fr": ("threshold_explorer", {}, {}),
    "thr_en": ("threshold_explorer", {"lang_pick": "en"}, {"raw": {"memory": {"bouts": 3, "points": 36}}}),
    "thr_refused": ("threshold_explorer", {"lang_pick": "en"}, {"raw": {"memory": {"bouts": 3, "points": 5}}}),
    "thr_browser_en": ("threshold_explorer", {}, {"accept": "en-US"}),
    "thr_browser_fr": ("threshold_explorer", {}, {"accept": "fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7"}),
    "thr_browser_q": ("threshold_explorer", {}, {"accept": "de-DE, fr ; q=0.5, en;q=0.8, xx;q=abc"}),
    "thr_browser_other": ("threshold_explorer", {}, {"accept": "de-DE,de;q=0.9,en;q=0"}),
    "thr_query": ("threshold_explorer", {}, {"accept": "fr-FR", "query": {"lang": "en"}}),
    "thr_query_unknown": ("threshold_explorer", {}, {"accept": "en-US", "query": {"lang": "de"}}),
    "practice_fr": ("practice_table", {}, {"query": {"seed": "7"}}),
    "practice_random": ("practice_table", {"opponents_pick": "random"}, {"query": {"seed": "7", "lang": "en"}}),
    # the edge-case lab on every golden record (its case picked), for the rulings it shows
    **{f"edge_case_{name}": ("edge_case_lab", {"lang_pick": "en", "case_pick": name}, {}) for name in GOLDEN},
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
    proc = subprocess.run([str(marimo), "check", *(str(p) for p in sorted(LABS.glob("*.py")))],   # every app
                          capture_output=True, text=True, timeout=180,
                          env=dict(os.environ, MARIMO_SKIP_UPDATE_CHECK="1"))
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_score_calculator_runs_in_both_languages(labs):
    fr, en = labs["calc_fr"], labs["calc_en"]
    assert fr["lang"] == "fr" and fr["S"] == 64          # S5: (25 + 7 − 10) × 2 + 20
    assert "Garde Sans S = 108" in fr["summary"]         # the same facts at ×4 (S3)
    assert en["lang"] == "en" and en["S"] == 64
    assert "each defender −64" in en["summary"]          # S4


def test_score_calculator_at_five_and_three_players_V9(labs):
    """?players=5: S5's facts give S = 64, shared 2 : 1 by taker and partner (V9); ?players=3: 2 × S."""
    five, three = labs["calc_five"], labs["calc_three_fr"]
    assert five["S"] == 64 and "taker scores 2 × 64 = +128, his partner +64" in five["summary"]
    assert "Garde Sans S = 108" in five["summary"]              # the other contracts at the same table
    assert three["S"] == 64 and "à trois, le preneur marque 2 × 64 = +128" in three["summary"]


def test_edge_case_lab_runs_in_both_languages(labs):
    fr, en = labs["edge_fr"], labs["edge_en"]
    assert fr["status"] == "played" and fr["S"] == 580   # X6, B6, B7: (25 + 55 + 10) × 2 + 400
    assert en["lang"] == "en" and en["S"] == 580
    for case in ("excuse_last_slam_petit_17", "taker_slam_without_excuse_87", "defence_slam_announced_r1",
                 "excuse_last_trick_changes_sides", "four_kings_fifteen_trumps_poignee", "excuse_debt_unpaid_r2"):
        assert case in en["cases"]


def test_threshold_explorer_runs_and_answers_from_the_core(labs):
    assert labs["thr_fr"]["verdict"] == [2, 40.5, 41, False, 1]      # S2: 40.5 with 2 bouts fails by 1
    en = labs["thr_en"]
    assert en["lang"] == "en" and en["verdict"] == [3, 36, 36, True, 0]     # S1: reaching 36 exactly makes it
    assert labs["thr_refused"]["verdict"] is None        # 5 points cannot come with 3 bouts: refused, with
    assert labs["thr_refused"]["widget"][2].startswith("E1")     # the core's reason (E1, the possible totals)


def test_threshold_explorer_has_one_set_of_controls(labs):
    """The walkthrough found two sets of controls on one page (the lab's sliders and the widget's own),
    each with its own verdict: "40.5 points: failed by 0.5" beside "36 points, failed by 5". The widget
    is now the only control: the lab has no slider of its own, and the verdict and the chart are
    about the bouts and points the widget holds."""
    source = (LABS / "threshold_explorer.py").read_text(encoding="utf-8")
    assert "mo.ui.slider" not in source and "mo.ui.number" not in source
    for key in ("thr_fr", "thr_en"):
        run = labs[key]
        assert [c for c in run["controls"] if c != "radio"] == ["anywidget"], run    # radio: the language
        assert run["verdict"][:2] == run["widget"][:2], run                     # the same bouts and points
    from tarot_course.texts import TEXTS
    from widgets.labels import LABELS
    LABELS = {**LABELS, **TEXTS}          # the widgets' and the course's catalogues (lab.* is the course's)
    for key in ("lab.threshold.made", "lab.threshold.failed", "lab.threshold.intro"):
        assert "margin kept" not in LABELS[key]["en"] and "retenu" not in LABELS[key]["fr"], key
    assert "Move the sliders" not in LABELS["lab.threshold.intro"]["en"]          # there are none to move


def test_practice_table_lab_has_one_deal_number_field(labs):
    """Issue 21, item 7: the practice table's page showed two "Deal no." inputs, the lab's own
    (``mo.ui.number``, which made a new table) above the table's own field (which deals again in
    place), each saying its own number once one was used. The table's field is the only one now:
    the address's ?seed= starts it, and other bots deal the same number again."""
    source = (LABS / "practice_table.py").read_text(encoding="utf-8")
    assert "mo.ui.number" not in source
    fr, other_bots = labs["practice_fr"], labs["practice_random"]
    assert fr["controls"] == ["anywidget", "dropdown", "radio"], fr     # the table, the bots, the language
    assert fr["table"] == [7, "basic", "fr", "auction"]                  # ?seed=7, French by default
    assert other_bots["table"] == [7, "random", "en", "auction"]         # the same deal no. 7, other bots
    from tarot_course.texts import TEXTS
    from widgets.labels import LABELS, label
    LABELS = {**LABELS, **TEXTS}          # the widgets' and the course's catalogues (lab.* is the course's)
    from widgets.practice import PracticeTable
    assert "practice.lab.seed" not in LABELS
    assert label("practice.seed", "en") == "Deal no." and '"practice-seed"' in PracticeTable._esm


def test_labs_open_in_the_browsers_language(labs):
    """The labs always opened in French. Now ?lang=fr|en in the address decides, else the browser's
    languages (Accept-Language, by preference), else French; the switch still changes it."""
    for key in ("calc_browser_en", "edge_browser_en", "thr_browser_en", "thr_browser_q", "thr_query",
                "thr_query_unknown"):
        assert labs[key]["lang"] == "en", key
    for key in ("calc_fr", "edge_fr", "thr_fr", "thr_browser_fr", "thr_browser_other"):
        assert labs[key]["lang"] == "fr", key
    assert labs["calc_browser_en"]["S"] == 64 and "each defender −64" in labs["calc_browser_en"]["summary"]
    # one way of choosing, in one place: every app asks widgets.labels.language_picker
    for path in sorted(LABS.glob("*.py")):
        source = path.read_text(encoding="utf-8")
        assert "lang_pick = language_picker(mo" in source and "accept-language" not in source, path.name


def test_user_text_is_shown_as_plain_text(labs):
    """What the learner types comes back in the core's reason (\"Impossible points: …\"): the lab shows
    it as text, so neither HTML nor a markdown image (loaded from off the machine) is ever rendered."""
    summary = labs["calc_typed"]["summary"]
    assert "Impossible points" in summary
    assert "<img" not in summary and "&lt;img src=x" in summary
    assert "**b**" in summary and "<strong>b" not in summary
    for name in APPS:
        source = (LABS / f"{name}.py").read_text(encoding="utf-8")
        assert not re.search(r'mo\.md\(label\("lab\.refused"', source), name


def test_every_text_a_lab_names_is_in_a_catalogue(labs):
    """Each key a lab names (both branches of a conditional key) exists in both languages; every
    case of the edge-case lab has its title and what to watch, and a ruling explained exactly when
    it involves a project ruling (R…)."""
    import tarot_core.io  # noqa: F401  (registers the io floor's catalogue: the records' titles)
    from tarot_core.catalogue import MESSAGES
    from tarot_course.texts import TEXTS
    from widgets.labels import LABELS
    LABELS = {**LABELS, **TEXTS}          # the widgets' and the course's catalogues (lab.* is the course's)
    for name in APPS:
        source = (LABS / f"{name}.py").read_text(encoding="utf-8")
        assert not re.search(r'"(fr|en)":\s*[("]', source), f"{name}.py holds its own French/English text"
        keys = set()
        for key, _, other in re.findall(r'\b(?:label|say)\(\s*"([\w.]+)"(\s+if [^,]*? else "([\w.]+)")?[,)]', source):
            keys |= {k for k in (key, other) if k}
        assert keys, name
        for key in keys:
            assert key in LABELS and set(LABELS[key]) == {"fr", "en"}, (name, key)
    for case in labs["edge_en"]["cases"]:
        involved = labs[f"edge_case_{case}"]["rulings"]          # the referee's (test below)
        assert f"golden.title.{case}" in MESSAGES, case                 # its title: the io floor's
        assert f"lab.edge.case.{case}.about" in LABELS, case
        assert (f"lab.edge.case.{case}.ruling" in LABELS) == bool(involved), case


def test_edge_case_lab_shows_the_referees_rulings(labs):
    """Issue 23 §1: the lab kept its own table of the project rulings each case involves, and it
    disagreed with the referee: for excuse_last_slam_petit_17 it said R3, R5, where the referee names
    R3 (X6 after 17 tricks won) and R4 (a slam announced, by the taker) — the taker's own Petit in
    trick 17 is the FFT's B6, not R5. The lab now shows, for every golden record, the rulings the
    referee gives (``Outcome.rulings``)."""
    assert sorted(GOLDEN) == sorted(labs["edge_en"]["cases"])      # every golden record is a named case
    for name, record in GOLDEN.items():
        run = labs[f"edge_case_{name}"]
        assert run["case"] == name
        assert run["rulings"] == list(referee(record).rulings), name
    assert labs["edge_case_excuse_last_slam_petit_17"]["rulings"] == ["R3", "R4"]
    assert labs["edge_case_defence_slam_announced_r1"]["rulings"] == ["R1", "R4"]
    assert labs["edge_case_excuse_last_slam_unannounced_r3_r5"]["rulings"] == ["R3", "R5"]
    assert labs["edge_case_worked_example_s5"]["rulings"] == []
