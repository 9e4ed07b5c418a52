"""Lesson 4, "Playing a trick" / "Jouer un pli": the trick player's deal is one a table plays, at
every room seed (issue 26: the JupyterLite site draws a fresh seed), D4 included."""
from __future__ import annotations

import pathlib

import pytest

pytest.importorskip("nbformat")

from tarot_core.deal import deal, is_petit_sec  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSONS = {"en": ROOT / "lessons" / "en" / "04_playing_a_trick.ipynb",
           "fr": ROOT / "lessons" / "fr" / "04_jouer_un_pli.ipynb"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_trick_player_deals_again_when_a_petit_sec_cancels_the_rooms_deal(lang, monkeypatch, run_lesson_cells):
    """D4: at room seed 267 seat 3 holds the petit sec (the Petit its only trump, no Excuse), so the
    deal is cancelled and dealt again; the trick player still laid out deal 267's four hands for
    the learner to play tricks with. It now plays deal 268, the next one dealt (no petit sec)."""
    assert [is_petit_sec(h) for h in deal(seed=267).hands] == [False, False, False, True]
    ns = run_lesson_cells(LESSONS[lang], "TrickPlayer.from_deal(", 267, monkeypatch)
    shown = ns["_"]                                          # the cell's TrickPlayer
    assert [sorted(h) for h in shown.hands] == [sorted(c.code for c in h) for h in deal(seed=268).hands]
    assert ns["dealt"].seed == 268 and not any(is_petit_sec(h) for h in ns["dealt"].hands)
