"""Lesson 11, "Odds at the table" / "Les probabilités à table" (D3, D4, C2, B1, B2, S3).

Both notebooks are stored without outputs, have the same structure, and run top to bottom
in a fresh kernel with the network blocked (any connection that is not to this machine
raises). After the run, extra cells check that the exercises' answer checkers accept the
right answer and refuse a wrong one with a reason.
"""
from __future__ import annotations

import pathlib

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSONS = {"en": ROOT / "lessons" / "en" / "11_odds_at_the_table.ipynb",
           "fr": ROOT / "lessons" / "fr" / "11_les_probabilites_a_table.ipynb"}

NO_NETWORK = (pathlib.Path(__file__).parent / "offline_guard.py").read_text()   # sockets: loopback only

CHECKS = r'''
# Drive each quiz the way the browser does and read its verdict and reason.
def _try(quiz, **answer):
    quiz.do("answer", **answer)
    return quiz.correct, quiz.history[-1]["reason"]

# warm-up: S1 and D4
assert _try(q_target, value="41")[0] and not _try(q_target, value="51")[0]
assert _try(q_petit_sec, value=False)[0]
ok, why = _try(q_petit_sec, value=True)
assert not ok and "D4" in why
# at least one king in the chien: 3787/13585
for typed in ("3787/13585", "27.9%", "27,88 %", "0.279"):
    assert _try(q_king, value=typed)[0], typed
ok, why = _try(q_king, value="0.2509")
assert not ok and why
# petit au bout swing (B5/S3)
assert _try(q_swing, value=str(cost_ex.swing))[0]
ok, why = _try(q_swing, value=str(cost_ex.per_step))
assert not ok and why
# Garde against Prise (S3)
assert _try(q_garde, value=str(garde_needed))[0]
assert not _try(q_garde, value=str(garde_needed - 1))[0]
assert not _try(q_garde, value=str(garde_needed + 3))[0]
# poignée (B1/B2)
right = poignee_level(trumps_ex, excuse_ex)
assert _try(q_poignee, value=right)[0]
wrong = next(v for v in ("none", "simple", "double", "triple") if v != right)
ok, why = _try(q_poignee, value=wrong)
assert not ok and "B2" in why
# the worked solutions open after an attempt
for quiz in (q_king, q_swing, q_garde, q_poignee):
    quiz.do("show")
    assert quiz.view["solution"]
print("lesson checks passed")
'''


def _load(lang):
    return nbformat.read(str(LESSONS[lang]), as_version=4)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_lesson11_is_stored_without_outputs(lang):
    nb = _load(lang)
    nbformat.validate(nb)
    assert nb.nbformat == 4
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None


def test_lesson11_both_languages_have_the_same_structure():
    en, fr = _load("en"), _load("fr")
    assert [c.cell_type for c in en.cells] == [c.cell_type for c in fr.cells]
    heads = [[line for line in c.source.splitlines() if line.startswith("#")]
             for c in (en, fr) for c in c.cells if c.cell_type == "markdown"]
    half = len(heads) // 2
    assert [len(h) for h in heads[:half]] == [len(h) for h in heads[half:]]
    assert en.cells[0].source.startswith("# 11 ") and fr.cells[0].source.startswith("# 11 ")


@pytest.mark.parametrize("lang,seed", [("en", "7"), ("fr", "2024")])
def test_lesson11_runs_offline_and_its_exercises_check_answers(lang, seed, monkeypatch):
    """D3, D4, C2, B1, B2, S3: the lesson runs without error or network; its checkers work."""
    nb = _load(lang)
    nb.cells.insert(0, nbformat.v4.new_code_cell(NO_NETWORK))
    nb.cells.append(nbformat.v4.new_code_cell(CHECKS))
    monkeypatch.setenv("TAROT_LAB_SEED", seed)
    client = nbclient.NotebookClient(nb, timeout=300, kernel_name="python3",
                                     iopub_timeout=60, raise_on_iopub_timeout=True,   # late outputs waited for
                                     coalesce_streams=True,   # one print, one text (not split by flushes)
                                     resources={"metadata": {"path": str(ROOT)}})
    client.execute()
    last = nb.cells[-1].outputs
    assert any("lesson checks passed" in o.get("text", "") for o in last)
    everything = str([c.get("outputs", []) for c in nb.cells])
    assert "cdn.jsdelivr" not in everything and "unpkg.com" not in everything
    assert "Traceback" not in everything
