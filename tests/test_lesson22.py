"""Lesson 22, the optional appendix "Counting hands" / "Compter les mains" (A3, C1, C2, D3, D4, B5, S3).

What lesson 18 used to teach before it was aimed at the table: binomial coefficients and the
counting of hands, the split of the missing trumps counted by hand, the petit sec by
inclusion–exclusion (sympy), a simulation of real dealing, and the score rule S3 as algebra.

Both notebooks are stored without outputs, say in their first cell that they are optional, have
the same structure, and run top to bottom offline (room seeds 7 and 2024). Extra cells then drive
every exercise with a right and a wrong answer; the hand-counted figure the appendix prints is
recomputed here with math.comb, the way the appendix explains it.
"""
from __future__ import annotations

import pathlib
from math import comb

import pytest

from tarot_core.catalogue import format_number

nbformat = pytest.importorskip("nbformat")

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSONS = {"en": ROOT / "lessons" / "en" / "22_appendix_counting_hands.ipynb",
           "fr": ROOT / "lessons" / "fr" / "22_annexe_compter_les_mains.ipynb"}
OPTIONAL = {"en": "optional", "fr": "facultative"}
SAME = {"en": "same count as tarot_core.analysis.odds.split_odds: yes",
        "fr": "même compte que tarot_core.analysis.odds.split_odds : oui"}

CHECKS = r'''
# the exercises are tarot_course.counting_hands's (issue 23 §1): their quizzes and the facts they drew
q_split, first_ex, second_ex, likelier = split.quiz, split.first, split.second, split.likelier
q_swing, cost_ex = swing.quiz, swing.cost
q_garde, garde_needed = garde.quiz, garde.needed


def _try(quiz, **answer):
    quiz.do("answer", **answer)
    return quiz.correct, quiz.history[-1]["reason"]


# warm-up: lesson 18's splits (A3, D3) and the target (S1)
assert likelier.probability == max(first_ex.probability, second_ex.probability)
assert first_ex.probability != second_ex.probability
ok, why = _try(q_split, value=likelier.name)
assert ok and "A3" in why
other = first_ex if likelier is second_ex else second_ex
assert not _try(q_split, value=other.name)[0]
from tarot_core.scoring import target_for as _target
assert _try(q_target, value=str(_target(warm_bouts)))[0] and not _try(q_target, value=str(_target(warm_bouts) + 5))[0]
# the split counted by hand equals the core's
assert ways == by_core.count and total == by_core.total
# petit au bout swing (B5/S3)
assert _try(q_swing, value=str(cost_ex.swing))[0]
ok, why = _try(q_swing, value=str(cost_ex.per_step))
assert not ok and why
# Garde against Prise (S3)
assert _try(q_garde, value=str(garde_needed))[0]
assert not _try(q_garde, value=str(garde_needed - 1))[0]
assert not _try(q_garde, value=str(garde_needed + 3))[0]
for quiz in (q_split, q_swing, q_garde):
    quiz.do("show")
    assert quiz.view["solution"]
print("appendix checks passed")
'''


def _load(lang):
    return nbformat.read(str(LESSONS[lang]), as_version=4)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_lesson22_is_stored_without_outputs_and_says_it_is_optional(lang):
    nb = _load(lang)
    nbformat.validate(nb)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None
    first = nb.cells[0].source
    title = {"en": "# 22 · Appendix: counting hands", "fr": "# 22 · Annexe : compter les mains"}[lang]
    assert first.startswith(title + "\n")
    assert OPTIONAL[lang] in first.lower()
    assert nb.metadata["tarot_lab"]["lesson"] == 22 and nb.metadata["tarot_lab"]["lang"] == lang


def test_lesson22_both_languages_have_the_same_structure():
    en, fr = _load("en"), _load("fr")
    assert [c.cell_type for c in en.cells] == [c.cell_type for c in fr.cells]
    for a, b in zip(en.cells, fr.cells):
        if a.cell_type == "code":
            assert a.source.count("Quiz(") == b.source.count("Quiz("), a.source[:60]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_lesson22_runs_in_jupyterlite_too(lang):
    """JupyterLite has sympy and altair but no pandas: the tables go through make_table."""
    code = "\n".join(c.source for c in _load(lang).cells if c.cell_type == "code")
    assert "pandas" not in code and "import pd" not in code
    assert "make_table(" in code


def notebook_cell(kit, lang: str, seed: str) -> str:
    """The cell the notebook test appends (conftest's shared runs: the lesson runs once per room seed)."""
    return CHECKS


@pytest.mark.parametrize("lang,seed", [("en", "7"), ("fr", "2024")])
def test_lesson22_runs_offline_and_its_exercises_check_answers(lang, seed, monkeypatch, lesson_kit):
    nb, _ = lesson_kit.run(LESSONS[lang], seed, monkeypatch, notebook_cell(lesson_kit, lang, seed), timeout=300)
    last = "".join(o.get("text", "") for o in nb.cells[-1].outputs)
    assert "appendix checks passed" in last
    printed = "".join(o.get("text", "") for c in nb.cells if c.cell_type == "code" for o in c.outputs)
    # 4-3-3 of 10 trumps out: 3 seatings × C(18,4) × C(18,3)² of C(54,10) (A3, D3), worked by hand
    ways = 3 * comb(18, 4) * comb(18, 3) ** 2
    assert ways == 6_112_558_080 and comb(54, 10) == 23_930_713_170
    assert format_number(ways, lang, grouping=True) in printed
    assert format_number(comb(54, 10), lang, grouping=True) in printed
    assert SAME[lang] in printed
