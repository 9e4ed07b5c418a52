"""Lesson 18, "Odds at the table" / "Les probabilités à table" (A3, C1, P2–P4, D4, B1, B2, E3).

The lesson answers questions a player asks at the table: how the trumps out against the taker
split among the three defenders and how many rounds draw them (``split_odds``,
``longest_holding``), whether to lead another round (the basic bot's ``draw_trumps`` through
``odds_table.trump_rounds``), whether a king survives the first round of its suit
(``king_survives``, the bot's ``cash_a_king``), and the few chances that shape a bid (petit
sec D4, poignée B1/B2, bouts in the chien C2/E3). The combinatorics and the score as algebra
moved to the optional appendix, lesson 22 (``test_lesson22.py``).

Both notebooks are stored without outputs, have the same structure, and run top to bottom in a
fresh kernel with the network blocked. After the run, extra cells drive every exercise with a
right and a wrong answer; the figures the lesson prints are recomputed here from the core.
"""
from __future__ import annotations

import json
import pathlib
import re

import pytest

from tarot_core.analysis.odds import N_TRUMPS, some_hand_holds_at_least, split_odds
from tarot_core.catalogue import format_number
from tarot_course.display import bot_rules_named

nbformat = pytest.importorskip("nbformat")

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSONS = {"en": ROOT / "lessons" / "en" / "18_odds_at_the_table.ipynb",
           "fr": ROOT / "lessons" / "fr" / "18_les_probabilites_a_table.ipynb"}
APPENDIX = {"en": "22_appendix_counting_hands.ipynb", "fr": "22_annexe_compter_les_mains.ipynb"}


CHECKS = r'''
# Drive each quiz the way the browser does and read its verdict and reason.
import json as _json
from fractions import Fraction as _F
from tarot_core.analysis.odds import every_hand_holds_at_least as _every
from tarot_core.analysis.odds import N_TRUMPS, poignee_level, split_odds
from tarot_core.analysis.odds_table import taker_draws as _draws

# the exercises are tarot_course.odds's (issue 23 §1): their quizzes and the facts they drew
q_three, three_ex, out_ex, mine_ex = three.quiz, three.three, three.out, three.mine
q_third, case = third.quiz, third.case
q_cash, first_ex, second_ex, out_suit = cash.quiz, cash.first, cash.second, cash.out
q_king = king.quiz
q_poignee, trumps_ex, excuse_ex = poignee.quiz, poignee.trumps, poignee.excuse


def _try(quiz, **answer):
    quiz.do("answer", **answer)
    return quiz.correct, quiz.history[-1]["reason"]


# warm-up: S1 and D4
from tarot_core.deal import is_petit_sec as _sec
from tarot_core.scoring import target_for as _target
assert _try(q_target, value=str(_target(warm_bouts)))[0] and not _try(q_target, value=str(_target(warm_bouts) + 5))[0]
assert _try(q_petit_sec, value=_sec(warmup_hand))[0]
ok, why = _try(q_petit_sec, value=not _sec(warmup_hand))
assert not ok and "D4" in why
# three rounds of trumps: the splits whose longest hand holds 3 or fewer (P2)
assert three_ex == sum(s.probability for s in split_odds(out_ex) if s.pattern[0] <= 3)
assert _try(q_three, value=str(float(three_ex)))[0]
assert _try(q_three, value=f"{100 * float(three_ex):.2f}%")[0]
ok, why = _try(q_three, value=str(float(1 - three_ex)))
assert not ok and "P2" in why and ("opposite" in why or "inverse" in why)
# a third round? the count (C1) and the bot's own rule
assert case.out == N_TRUMPS - case.mine - len(case.tricks) - case.fallen
seen = [c for t in case.tricks for c in t] + list(case.discard)
assert case.lead == _draws(case.hand, seen, len(case.tricks) + 1)
ok, why = _try(q_third, value=case.draws)
assert ok and "C1" in why and f"= {case.out}" in why
ok, why = _try(q_third, value=not case.draws)
assert not ok and ("draw_trumps" in why or case.out == 0)
# the king at the first round of its suit: nobody void (P3)
assert first_ex == _every(1, out_suit) and second_ex == _every(2, out_suit)
assert _try(q_cash, value=str(float(first_ex)))[0]
ok, why = _try(q_cash, value=str(float(second_ex)))
assert not ok and "P3" in why
# at least one king in the chien: 3787/13585
for typed in ("3787/13585", "27.9%", "27,88 %", "0.279"):
    assert _try(q_king, value=typed)[0], typed
ok, why = _try(q_king, value="0.2509")
assert not ok and "D3" in why
# poignée (B1/B2)
right = poignee_level(trumps_ex, excuse_ex)
assert _try(q_poignee, value=right)[0]
wrong = next(v for v in ("none", "simple", "double", "triple") if v != right)
ok, why = _try(q_poignee, value=wrong)
assert not ok and "B2" in why
# the worked solutions open after an attempt
for quiz in (q_three, q_third, q_cash, q_king, q_poignee):
    quiz.do("show")
    assert quiz.view["solution"]
print("LESSON-FACTS " + _json.dumps({"mine": mine_ex, "three": [three_ex.numerator,
                                     three_ex.denominator], "held": case.held,
                                     "draws": case.draws}))
print("lesson checks passed")
'''


def _load(lang):
    return nbformat.read(str(LESSONS[lang]), as_version=4)


def _code(lang):
    return "\n".join(c.source for c in _load(lang).cells if c.cell_type == "code")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_lesson18_is_stored_without_outputs(lang):
    nb = _load(lang)
    nbformat.validate(nb)
    assert nb.nbformat == 4
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None


def test_lesson18_both_languages_have_the_same_structure():
    en, fr = _load("en"), _load("fr")
    assert [c.cell_type for c in en.cells] == [c.cell_type for c in fr.cells]
    heads = [[line for line in c.source.splitlines() if line.startswith("#")]
             for c in (en, fr) for c in c.cells if c.cell_type == "markdown"]
    half = len(heads) // 2
    assert [len(h) for h in heads[:half]] == [len(h) for h in heads[half:]]
    assert en.cells[0].source.startswith("# 18 ") and fr.cells[0].source.startswith("# 18 ")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_lesson18_asks_the_core_and_leaves_the_combinatorics_to_the_appendix(lang):
    """The odds come from tarot_core.analysis.odds, the decision from the bot's draw_trumps (asked by
    the lesson's own module, tarot_course.odds, which the notebook calls); the sympy algebra and the
    simulation are the appendix's (lesson 22), which lesson 18 links."""
    code = _code(lang) + (ROOT / "lessons" / "tarot_course" / "odds.py").read_text(encoding="utf-8")
    for name in ("split_odds", "longest_holding", "king_survives", "trump_rounds", "odds("):
        assert name in code, name
    assert "sympy" not in code and "symbolic" not in code and "montecarlo" not in code
    markdown = "\n".join(c.source for c in _load(lang).cells if c.cell_type == "markdown")
    assert APPENDIX[lang] in markdown
    assert {"draw_trumps", "cash_a_king"} <= bot_rules_named(markdown, lang)     # in words (issue 24 §4)
    assert "`draw_trumps`" not in markdown and "`cash_a_king`" not in markdown
    first = _load(lang).cells[0].source
    assert ("lesson 22" if lang == "en" else "leçon 22") in first


def notebook_cell(kit, lang: str, seed: str) -> str:
    """The cell the notebook test appends (conftest's shared runs: the lesson runs once per room seed)."""
    return CHECKS


@pytest.mark.parametrize("lang,seed", [("en", "7"), ("fr", "2024")])
def test_lesson18_runs_offline_and_its_exercises_check_answers(lang, seed, monkeypatch, lesson_kit):
    """A3, C1, P2–P4, D4, B1, B2, E3: the lesson runs without error or network; its checkers
    work; the figures it prints are the core's."""
    nb, _ = lesson_kit.run(LESSONS[lang], seed, monkeypatch, notebook_cell(lesson_kit, lang, seed), timeout=300)
    last = "".join(o.get("text", "") for o in nb.cells[-1].outputs)
    assert "lesson checks passed" in last
    # the sentence under the split table: 11 trumps held, 10 out (C1), its figures from the core
    printed = "".join(o.get("text", "") for c in nb.cells if c.cell_type == "code" for o in c.outputs)
    splits = split_odds(N_TRUMPS - 11)

    def pct(p):
        return format_number(100 * float(p), lang, digits=3) + " %"
    assert f"{splits[0].name} ({pct(splits[0].probability)})" in printed
    assert splits[0].name == "5-3-2"                              # not the even 4-3-3
    assert pct(some_hand_holds_at_least(5, 10)) in printed
    assert pct(some_hand_holds_at_least(5, 10)) == ("56.5 %" if lang == "en" else "56,5 %")
    facts = json.loads(re.search(r"LESSON-FACTS (.*)", last).group(1))
    three = sum(s.probability for s in split_odds(N_TRUMPS - facts["mine"]) if s.pattern[0] <= 3)
    assert [three.numerator, three.denominator] == facts["three"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_P3_a_bare_king_is_as_safe_as_a_guarded_one_and_the_lesson_says_so(lang):
    """Issue 24 §1: the course's own ``king_survives`` gives 0.9812 for a king kept with two small
    cards and 0.9812 for the same king bare, those two discarded (11 cards out either way, C1, P3).
    The lesson shows both rows of its king table and reads the two figures (``bare_king_line``); it no
    longer says that a suit shortened in the discard puts its king in danger ("keep your kings guarded")."""
    from tarot_core.analysis.odds import king_survives
    from tarot_course.odds import bare_king_line, pct
    kept, bare = king_survives(3), king_survives(1, discarded=2)
    assert kept == bare and round(float(kept), 4) == 0.9812
    line = bare_king_line(lang)
    assert line.count(pct(kept, lang)) == 2 and "11" in line
    cells = json.loads(LESSONS[lang].read_text(encoding="utf-8"))["cells"]
    code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    assert "king_table(LANG, in_hand=range(1, 8))" in code and "bare_king_line(LANG)" in code
    prose = " ".join(" ".join("".join(c["source"]).split()) for c in cells if c["cell_type"] == "markdown")
    for said in ("guarded, leave the small cards", "shortened in your discard puts its king in danger",
                 "garder vos rois accompagnés", "raccourcie à l'écart met son roi en danger"):
        assert said not in prose, said
