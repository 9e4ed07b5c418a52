"""Lesson 20, "The rules desk" / "Le bureau des règles": its exercises drawn for the room work at
every room seed (issue 26: the JupyterLite site draws a fresh seed), a deal cancelled for a petit
sec (D4) included."""
from __future__ import annotations

import pathlib

import pytest

pytest.importorskip("nbformat")

ROOT = pathlib.Path(__file__).resolve().parent.parent

from tarot_core.discard import discard_verdict  # noqa: E402
from tarot_core.game import GameState  # noqa: E402
from tarot_course.seed import lesson_rng  # noqa: E402

LESSONS = {"en": ROOT / "lessons" / "en" / "20_rules_desk.ipynb",
           "fr": ROOT / "lessons" / "fr" / "20_bureau_des_regles.ipynb"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_discard_exercise_deals_again_when_the_rooms_deal_is_cancelled(lang, monkeypatch, run_lesson_cells):
    """D4: room seed 117 draws deal no. 464,406 for the discard exercise (E1, E2), a deal cancelled
    for a petit sec; the cell bid a Prise on it and raised AuctionError (A1: 'the auction is over
    ... the deal is cancelled'). The exercise now takes the next deal played, no. 464,407: seat 1,
    first to speak (A1, seat 0 deals), takes a Prise and holds 24 cards with the chien (E1)."""
    ns = run_lesson_cells(LESSONS[lang], "taker_deal = ", 117, monkeypatch)
    assert GameState.new(seed=464406, dealer=0).phase == "cancelled"
    deal = ns["taker_deal"]
    assert (deal.seed, deal.taker, deal.contract.code, len(deal.hands[deal.taker])) == (464407, 1, "prise", 24)
    verdict = discard_verdict(deal.dealt[1], deal.chien, ns["proposal"])
    assert ns["verdict"] == verdict and len(ns["proposal"]) == 6


def test_the_discard_exercise_keeps_a_played_deal_as_drawn():
    """For a deal no petit sec cancels, played_deal is the deal drawn (the same cases as before D4's fix)."""
    from tarot_course.guided_deal import played_deal
    rng = lesson_rng(5, "desk")
    for _ in range(200):
        seed = rng.randrange(10**6)
        if GameState.new(seed=seed, dealer=0).phase != "cancelled":
            assert played_deal(seed, 0).hands == GameState.new(seed=seed, dealer=0).hands
