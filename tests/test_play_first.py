"""The play-first page (issue 24 §2): a first whole deal, cards face up, no code to read.

``lessons/en/play_first.ipynb`` and ``lessons/fr/jouer_d_abord.ipynb``: stored clean, every code cell's
input hidden by its metadata (JupyterLab shows none: ``jupyter.source_hidden``), the French code the
English one (``tests/test_lesson_parity.py``'s check), the three beats of the rules in order before the
table and the outcome after it, each beat citing its rules, a link to the lessons; both pages run
offline under nbclient at a room seed and show the room's deal and the table. The deal
(``tarot_course.play_first``): the first deal number from the room's number on where the three bots
pass and the basic bot's hint for the learner is a Prise or a Garde — the same for the whole room.
The timing (fifteen minutes) is measured in a real browser: ``tests/browser/test_play_first.py``.
"""
from __future__ import annotations

import importlib.util
import json
import pathlib
import re

import pytest

from tarot_core.analysis.bots import BasicBot
from tarot_core.auction import Contract
from tarot_core.errors import TarotError
from tarot_core.game import GameState
from tarot_core.poignee import poignee_choices
from tarot_course.play_first import FIRST_CONTRACTS, LOOK_AHEAD, first_deal, play_first_table, room_deal, takes
from tarot_course.texts import say
from tarot_course.timing import FIRST_DEAL_MINUTES, markdown_words, reading_seconds

ROOT = pathlib.Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"
PAGES = {"en": LESSONS / "en" / "play_first.ipynb", "fr": LESSONS / "fr" / "jouer_d_abord.ipynb"}
LESSON0 = {"en": "00_start_here.ipynb", "fr": "00_commencer_ici.ipynb"}
LESSON1 = {"en": "01_the_cards.ipynb", "fr": "01_les_cartes.ipynb"}
#: the beats, in the page's order: (heading start, rules the beat cites)
BEATS = {"en": [("## 1 · The auction", {"A1", "A2", "E1", "E2"}),
                ("## 2 · A trick", {"P2", "P3", "P4", "P5", "X1"}),
                ("## 3 · Who wins the trick", {"P6"}),
                ("## 4 · The outcome", {"S1", "S3", "S4"})],
         "fr": [("## 1 · Les enchères", {"A1", "A2", "E1", "E2"}),
                ("## 2 · Un pli", {"P2", "P3", "P4", "P5", "X1"}),
                ("## 3 · Qui gagne le pli", {"P6"}),
                ("## 4 · Le résultat", {"S1", "S3", "S4"})]}

_spec = importlib.util.spec_from_file_location("lesson_parity", ROOT / "tests" / "test_lesson_parity.py")
_parity = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_parity)


def cells(lang):
    return json.loads(PAGES[lang].read_text(encoding="utf-8"))["cells"]


def source(cell) -> str:
    return "".join(cell["source"])


@pytest.mark.parametrize("lang", PAGES)
def test_stored_clean_with_every_code_input_hidden(lang):
    nb = json.loads(PAGES[lang].read_text(encoding="utf-8"))
    assert nb["nbformat"] == 4 and nb["metadata"]["kernelspec"]["name"] == "python3"
    assert nb["metadata"]["tarot_lab"]["lang"] == lang
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert len(code) == 2
    for c in code:
        assert c["metadata"]["jupyter"] == {"source_hidden": True}, source(c)      # JupyterLab hides the input
        assert c["outputs"] == [] and c["execution_count"] is None


def test_the_french_code_is_the_english_code():
    """A page's code is written once (issue 23 §1): the French cells equal the English up to LANG and comments."""
    assert _parity.differences(PAGES["en"], PAGES["fr"]) == []


@pytest.mark.parametrize("lang", PAGES)
def test_three_beats_before_the_table_then_the_outcome_and_the_lessons(lang):
    """The run step first, then the auction, the trick, who wins — each citing its rules — the table,
    then the outcome and a link to lessons 0 and 1 (which exist)."""
    cs = cells(lang)
    kinds = [c["cell_type"] for c in cs]
    assert kinds == ["markdown", "code", "markdown", "markdown", "markdown", "code", "markdown"]
    assert "Run → Run All Cells" in source(cs[0])
    assert "play_first_table(" in source(cs[5])
    for cell, (head, rules) in zip([cs[2], cs[3], cs[4], cs[6]], BEATS[lang]):
        text = source(cell)
        assert text.startswith(head), text[:60]
        assert set(re.findall(r"\b[A-Z]\d\b", text)) == rules, (head, re.findall(r"\b[A-Z]\d\b", text))
    last = source(cs[6])
    for target in (LESSON0[lang], LESSON1[lang]):
        assert f"]({target})" in last and (LESSONS / lang / target).is_file()


@pytest.mark.parametrize("lang", PAGES)
def test_the_page_reads_in_a_fraction_of_its_fifteen_minutes(lang):
    """The words alone, at the course's pace, leave most of the fifteen minutes to the deal."""
    assert reading_seconds(sum(markdown_words(PAGES[lang]))) <= FIRST_DEAL_MINUTES * 60 / 2


@pytest.mark.parametrize("room", [0, 1, 42, 7_777, 999_999])
def test_the_room_deal_is_one_the_learner_takes_on_the_bots_hint(room):
    """D2: the first deal from the room's number on where the bots pass (A1) and the hint is a Prise or
    a Garde (A2), no poignée dealt (B1); the same number for everyone (a function of the room's only)."""
    deal = first_deal(room)
    assert room <= deal < room + LOOK_AHEAD and first_deal(room) == deal
    assert not any(takes(d) for d in range(room, deal))
    state = GameState.new(seed=deal, dealer=0)
    assert not poignee_choices(state.hands[0])
    w = play_first_table(deal, "en")
    assert (w.seed, w.seat, w.dealer, w.show_all, w.opponents) == (deal, 0, 0, True, "basic")
    w.run_bots()
    assert list(w.state.bids) == [None, None, None] and w.state.to_act == 0
    advice = BasicBot().advise(w.state.view(0))
    assert FIRST_CONTRACTS == (Contract.PRISE, Contract.GARDE)
    assert advice.kind == "bid" and advice.value in FIRST_CONTRACTS
    assert advice.value.label("en") in w.hint_text()                       # the hint names that bid


def test_a_deal_the_learner_would_not_take_is_skipped():
    """Deal 0: seat 1 bids a Prise (test_practice_browser's SEED_BOT_TAKES), so it is no first deal."""
    assert not takes(0) and first_deal(0) > 0


@pytest.mark.parametrize("bad", [-1, "3", 2.5, True])
def test_a_bad_room_number_is_the_core_D2_refusal(bad):
    with pytest.raises(TarotError) as err:
        first_deal(bad)
    assert err.value.rule == "D2"


@pytest.mark.parametrize("lang", PAGES)
def test_a_refused_room_number_is_one_line_and_no_table(lang, monkeypatch, capsys):
    """TAROT_LAB_SEED=-5: the core's D2 refusal in one line, in the page's language, and no table
    (never a traceback, never another deal instead); the table's cell then says there is none."""
    monkeypatch.setenv("TAROT_LAB_SEED", "-5")
    assert room_deal(lang) is None
    with pytest.raises(TarotError) as refused:                # the refusal's words are the core's own
        first_deal(-5)
    reason = refused.value.message(lang)
    out = capsys.readouterr().out
    assert out == say("playfirst.refused", lang, reason=reason) + "\n"
    assert "D2" in out and "-5" in out and "Traceback" not in out
    assert repr(play_first_table(None, lang)) == say("playfirst.no_table", lang)


def notebook_cell(kit, lang: str, seed: str) -> str:
    """The cell the page's notebook test appends: none (it reads the page's own outputs), so the page
    runs as the session's shared run of it (tests/conftest.py, issue 23 §4), offline."""
    return ""


@pytest.mark.parametrize("lang", PAGES)
def test_the_page_runs_offline_and_shows_the_room_deal_and_the_table(lang, lesson_kit, monkeypatch):
    nb, _ = lesson_kit.run(PAGES[lang], "42", monkeypatch, notebook_cell(lesson_kit, lang, "42"))
    deal = first_deal(42)
    shown = json.dumps([o for c in nb.cells for o in c.get("outputs", [])], ensure_ascii=False)
    assert json.dumps(say("playfirst.deal", lang, seed=42, deal=deal), ensure_ascii=False)[1:-1] in shown
    assert "application/vnd.jupyter.widget-view+json" in shown              # the practice table


def test_the_lite_start_page_opens_with_the_play_first_page(tmp_path):
    """The JupyterLite site's start page (scripts/lite_build.py) shows the play-first page first, on its
    own, in each language; the numbered list holds the lessons 0–22 only (it was listed as item 23)."""
    spec = importlib.util.spec_from_file_location("lite_build", ROOT / "scripts" / "lite_build.py")
    lite = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(lite)
    (tmp_path / "index.html").write_text('<html><script id="jupyter-config-data" type="application/json">{}</script>'
                                         "</html>", encoding="utf-8")
    lite.start_page(tmp_path)
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    for lang, path in PAGES.items():
        section = page.split(f'<section lang="{lang}">', 1)[1].split("</section>", 1)[0]
        link = f'href="lab/index.html?path={lang}/{path.name}"'
        assert section.count(link) == 1 and section.index(link) < section.index("<ol")
        numbered = re.findall(r"<li><a href=\"lab/index.html\?path=\w+/([^\"]+)\"", section)
        assert numbered == [p.name for p in sorted((LESSONS / lang).glob("[0-9][0-9]_*.ipynb"))]
