"""Lesson 1, "The cards" / "Les cartes": the hand it shows is a hand of a deal that is played.

Its third code cell shows seat 0's hand "in the lesson's deal"; at room seed 267 that deal gives
seat 3 a petit sec (D4: the deal is cancelled and dealt again), so the cell now shows deal 268's,
the one a table would play (it showed the cancelled deal's hand).
"""
from __future__ import annotations

import pathlib

import pytest

from tarot_core.deal import deal

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSONS = {"en": ROOT / "lessons" / "en" / "01_the_cards.ipynb",
           "fr": ROOT / "lessons" / "fr" / "01_les_cartes.ipynb"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hand_shown_is_of_a_played_deal_D4(lang, monkeypatch, run_lesson_cells):
    assert deal(seed=267).petit_sec_seat == 3 and deal(seed=268).petit_sec_seat is None
    ns = run_lesson_cells(LESSONS[lang], "my_hand = ", 267, monkeypatch)
    assert tuple(ns["my_hand"]) == deal(seed=268).hands[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_played_deals_hand_is_its_own(lang, monkeypatch, run_lesson_cells):
    """At room seed 268 (no petit sec) the hand is that deal's seat 0, as before."""
    ns = run_lesson_cells(LESSONS[lang], "my_hand = ", 268, monkeypatch)
    assert tuple(ns["my_hand"]) == deal(seed=268).hands[0]
