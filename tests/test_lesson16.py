"""Lesson 16, "At the table" / "À table" (D1, A1–A3, P1–P4, E1–E3, B1–B4, S4, G1, G2).

The lesson's facts come from the core: its table talk is deal no. 115 (seat 0 deals, four basic
bots) told from the deal's own actions; its speaking order is ``tarot_core.auction.speaker``; its
scoresheet lines are the referee's S4 scores. Here each is recomputed from the core, the exercises'
answers are checked against it for many room seeds (and vary), the home agreements are marked as
such, and both notebooks run offline with each exercise answered right and wrong.
"""
from __future__ import annotations

import json
import pathlib

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

from tarot_core.analysis.bots import BasicBot, play_deal  # noqa: E402
from tarot_core.auction import speaker  # noqa: E402
from tarot_core.game import GameState  # noqa: E402
from tarot_core.play import legal_cards  # noqa: E402
from tarot_course import defence as d, lesson_rng  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSONS = {"en": ROOT / "lessons" / "en" / "16_at_the_table.ipynb",
           "fr": ROOT / "lessons" / "fr" / "16_a_table.ipynb"}
ROOM_SEEDS = [("en", "5"), ("fr", "13")]


def _load(lang):
    return nbformat.read(str(LESSONS[lang]), as_version=4)


def _bots_end(seed: int, dealer: int = 0) -> GameState:
    return play_deal(GameState.new(seed=seed, dealer=dealer), [BasicBot() for _ in range(4)])


# --------------------------------------------------------------------------- the table talk
def test_the_table_deal_is_what_the_prose_says():
    """Section 2 and 3: seat 3 takes a Garde after passes, the chien is shown, he shows a poignée."""
    assert d.TABLE_DEAL == 115 and len(d.SHEET_DEALS) == 4                  # "deal no. 115", "four deals"
    end = _bots_end(d.TABLE_DEAL)
    assert end.taker == 3 and end.contract.code == "garde" and end.contract.takes_chien_in_hand
    assert [b is None for b in end.bids].count(True) == 3
    assert [seat for seat, _ in end.poignees] == [3]
    assert d.bot_deal(d.TABLE_DEAL).record() == end.record()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_table_talk_follows_the_deals_actions(lang):
    from tarot_course.texts import say as label
    end = _bots_end(d.TABLE_DEAL)
    talk = d.table_talk(d.TABLE_DEAL, lang).text.splitlines()
    assert [line[:2] for line in talk] == ["A1"] * 4 + ["A3", "E1", "E1", "P1", "B1", "B1"]
    for turn, line in enumerate(talk[:4]):                     # A1: in speaking order, from the dealer's right
        seat = speaker(end.dealer, turn)                          # bids are kept in speaking order
        assert d.said_aloud(end.bids[turn], lang) in line and f" {seat}" in line.split("—")[1][:12]
    assert all(c.name(lang) in talk[5] for c in end.chien)      # E1: the chien, as it was
    (seat, poignee), = end.poignees
    assert " ".join(c.code for c in poignee.cards) in talk[8] and str(len(poignee.cards)) in talk[8]
    first = next(a for a in end.actions if a.kind == "play")
    assert first.seat == speaker(end.dealer, 0) and first.value.name(lang) in talk[7]   # P1
    mine = next(a for a in end.actions if a.kind == "play" and a.seat == seat)
    assert mine.value.name(lang) in talk[9]
    assert label("lesson16.word.pass", lang) in talk[0]


def test_the_words_said_aloud():
    assert d.said_aloud(None, "fr") == "« Passe »" and "Petite" in d.said_aloud("prise", "en")
    for code in ("garde", "garde-sans", "garde-contre"):
        assert d.said_aloud(code, "fr")
    with pytest.raises(ValueError, match="A2"):
        d.said_aloud("misère", "en")


# --------------------------------------------------------------------------- the checks
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_speaking_order_check_is_the_cores(lang):
    for dealer in range(4):
        for turn in range(4):
            check = d.speaker_check(dealer, turn, lang)
            right = speaker(dealer, turn)
            assert right == (dealer + 1 + turn) % 4                    # A1 / D1: from the dealer's right
            for seat in range(4):
                ok, why = check(seat)
                assert ok is (seat == right) and why.startswith("A1")
    with pytest.raises(ValueError, match="D1"):
        d.speaker_check(4, 0)
    with pytest.raises(ValueError, match="A1"):
        d.speaker_check(0, 4)


def test_the_revoke_case_varies_and_agrees_with_the_core():
    answers = []
    for seed in range(1, 41):
        hand, trick, card, seat = d.revoke_case(lesson_rng(seed, "table"))
        assert card in hand and trick
        assert len(legal_cards(hand, trick)) < len(hand)           # some card here would be a renonce
        answers.append(card in legal_cards(hand, trick))
    assert 10 <= sum(answers) <= 30                                # both answers, for the first 40 seeds


def test_the_scoresheet_is_the_referees():
    totals = [0, 0, 0, 0]
    for n, seed in enumerate(d.SHEET_DEALS):
        scores = _bots_end(seed, n % 4).outcome().scores
        assert sum(scores) == 0                                     # S4: every line sums to zero
        totals = [t + s for t, s in zip(totals, scores)]
    assert d.sheet_totals() == tuple(totals) and sum(totals) == 0
    text = d.sheet(lang="en").text
    assert text.count("\n") == len(d.SHEET_DEALS) + 1 and "Total" in text


@pytest.mark.parametrize("lang, agreement", [("en", "home agreement"), ("fr", "convention de table")])
def test_the_home_agreements_are_marked(lang, agreement):
    prose = " ".join(c.source for c in _load(lang).cells if c.cell_type == "markdown")
    assert prose.count(agreement) >= 3
    assert "G1" in prose and "renonce" in prose
    # the learner reads "the project's rules", not a file name (issue 24 §4)
    assert "RULES.md" not in prose and ("the project's rules" if lang == "en" else "les règles du projet") in prose
    eight = "eight valid deals" if lang == "en" else "huit donnes valides"
    assert eight in prose


# --------------------------------------------------------------------------- the notebooks
CHECKS = r'''
import gc as _gc, json as _json
from widgets.quiz import Quiz as _Quiz
from tarot_core.auction import speaker as _speaker
from tarot_core.play import legal_cards as _legal
_seen = []
for _q in [o for o in _gc.get_objects() if isinstance(o, _Quiz)]:
    _values = [v for _, v in _q._choices]
    if _q.kind == "choice" and "first" in _values:                     # B1: when a poignée is shown
        _right = "first"
    elif _q.kind == "choice" and len(_values) == 4 and _q.question.startswith(("Seat", "Le siège")) \
            and str(who_deals) in _q.question:
        _right = _speaker(who_deals, 0)                                 # A1
    elif _q.kind == "choice" and "renonce" in _q.question:
        _right = rv_card in _legal(rv_hand, rv_trick)                   # P2–P4
    elif _q.kind == "number":
        _q.do("answer", value=str(-line.S))
        assert _q.correct, _q.history[-1]
        _q.do("answer", value=str(line.S * 3))
        assert not _q.correct and _q.history[-1]["reason"].startswith("S4")
        _seen.append("sheet")
        continue
    else:
        continue
    _q.do("answer", choice=_values.index(_right))
    assert _q.correct, (_q.question, _q.history[-1])
    _wrong = next(i for i, v in enumerate(_values) if v != _right)
    _q.do("answer", choice=_wrong)
    assert not _q.correct and _q.history[-1]["reason"][:1] in "ABP", _q.history[-1]
    _seen.append(_q.kind)
print("SEEN " + _json.dumps(sorted(_seen)))
print("lesson 16 checks passed")
'''


def notebook_cell(kit, lang: str, seed: str) -> str:
    """The cell the notebook test appends (conftest's shared runs: the lesson runs once per room seed)."""
    return CHECKS


@pytest.mark.slow
@pytest.mark.parametrize("lang, seed", ROOM_SEEDS)
def test_lesson16_runs_offline_and_its_exercises_agree_with_the_core(lang, seed, monkeypatch, lesson_kit):
    nb, shown = lesson_kit.run(LESSONS[lang], seed, monkeypatch, notebook_cell(lesson_kit, lang, seed))
    assert "lesson 16 checks passed" in shown
    seen = json.loads(next(ln for ln in shown.splitlines() if ln.startswith("SEEN "))[5:])
    assert seen == ["choice", "choice", "choice", "sheet"]                 # speaker, poignée, renonce; the sheet
    assert d.table_talk(d.TABLE_DEAL, lang).text in shown                  # the table talk, as the core tells it
    assert d.sheet(lang=lang).text in shown
