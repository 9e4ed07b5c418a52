"""Lesson 24, playing at three (issue 25, "Lessons"; tarot_course.other_tables).

The lesson's helpers held to the rules' numbers: V1's deal by fours, V3's poignées of 13 / 15 /
18 (the Excuse completing only a poignée that shows every trump, B2), V8's half points and V9's
2 × S, V11's worked example; the exercises drawn from the room seed.
"""
from __future__ import annotations

import json
import pathlib
import random

import pytest

from tarot_core.table import THREE_PLAYERS
from tarot_course.other_tables import (
    THREE,
    bot_deal,
    poignee_case,
    poignee_check,
    poignee_level_choices,
    poignee_lines,
    score_case,
    score_check,
    table_breakdown,
    table_lines,
    table_result,
    trumps_of,
)
from tarot_course.texts import TEXTS

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = {"en": ROOT / "lessons" / "en" / "24_playing_at_three.ipynb",
             "fr": ROOT / "lessons" / "fr" / "24_jouer_a_trois.ipynb"}
SUITS = "1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS 1H 2H 3H 4H 5H 6H 7H 8H 9H 10H".split()


def hand(trumps: int, excuse: bool = False) -> list[str]:
    """24 cards: the *trumps* lowest trumps (T1 …), the Excuse if asked, suit cards to fill."""
    cards = [f"T{n}" for n in range(1, trumps + 1)] + (["EX"] if excuse else [])
    return cards + SUITS[:24 - len(cards)]


def test_the_table_of_three_as_v1_to_v3_give_it():
    """V1: 24 cards each, dealt four at a time, a chien of 6; V3: poignées of 13 / 15 / 18."""
    assert table_lines(3, "en").text == ("V1–V3: at 3 players, 24 cards each, dealt 4 at a time, a chien of 6; "
                                         "24 tricks; 78 cards in all; poignées of 13 / 15 / 18 trumps.")
    state = bot_deal(1, THREE)
    assert [len(h) for h in state.dealt] == [24, 24, 24] and len(state.chien) == 6
    assert len(state.tricks) == 24


def test_v11_worked_example_at_three():
    """V11: Garde, 50½ points with 2 bouts: target 41, margin 9½ → 10, S = 70; +140, −70, −70."""
    garde = table_result("garde", 50.5, 2, THREE)
    assert (garde.margin, garde.S) == (10, 70)
    assert garde.scores(0, THREE) == (140, -70, -70)
    assert table_breakdown(garde, THREE, False, "en").text.splitlines()[-1] == (
        "V9: at three players the taker scores 2 × 70 = +140; each of the two defenders −70.")


def test_v8_half_points_are_read_exactly():
    """V8: 40½ with 2 bouts fails (margin rounded up to 1: S = −26 in a Prise); 41½ makes it."""
    failed = table_result("prise", 40.5, 2, THREE)
    assert (failed.made, failed.margin, failed.S) == (False, 1, -26)
    assert failed.scores(2, THREE) == (26, 26, -52)
    made = table_result("prise", 41.5, 2, THREE)
    assert (made.made, made.margin, made.S) == (True, 1, 26)


@pytest.mark.parametrize("trumps, excuse, level", [
    (12, False, -1), (12, True, 0), (13, False, 0), (14, True, 1), (15, False, 1), (17, True, 2), (16, True, 1),
    (18, False, 2), (19, False, 2)])
def test_the_biggest_poignee_at_three(trumps, excuse, level):
    """V3: 13 simple, 15 double, 18 triple; B2: the Excuse completes a poignée of every trump
    (12 trumps and the Excuse: a simple; 14: a double; 17: a triple)."""
    check = poignee_check(hand(trumps, excuse), "en")
    assert check(level)[0]
    others = [v for _, v in poignee_level_choices("en") if v != level]
    assert not any(check(v)[0] for v in others)
    assert "V3" in check(others[0])[1]
    assert f"{trumps + excuse} trumps" in check.solution


def test_the_poignee_exercise_changes_with_the_room_seed():
    hands = [poignee_case(random.Random(s)) for s in range(20)]
    assert all(len(h) == THREE_PLAYERS.hand_size and len(set(h)) == 24 for h in hands)
    assert all(11 <= trumps_of(h) <= 19 for h in hands)
    levels = {next(v for _, v in poignee_level_choices() if poignee_check(h)(v)[0]) for h in hands}
    assert len(levels) >= 3


def test_the_worked_poignees_name_each_seat():
    state = bot_deal(1, THREE)
    lines = poignee_lines(state, "fr").text.splitlines()
    assert len(lines) == 3 and all("atouts, Excuse comptée" in ln for ln in lines)


@pytest.mark.parametrize("seed", range(10))
def test_the_score_exercise_at_three(seed):
    """V9: taker 2 × S, each defender −S, from the core's facts drawn for the room."""
    result, alone = score_case(random.Random(seed), THREE)
    assert alone is False
    assert score_check(result, THREE, "taker")(2 * result.S)[0]
    assert score_check(result, THREE, "defender")(-result.S)[0]
    ok, hint = score_check(result, THREE, "taker", lang="fr")(3 * result.S + 1)
    assert not ok and "V9" in hint


def test_every_lesson24_text_is_in_both_languages():
    keys = [k for k in TEXTS if k.startswith("lesson24.")]
    assert len(keys) >= 10
    assert all(set(TEXTS[k]) == {"fr", "en"} and all(TEXTS[k].values()) for k in keys)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_notebook_cites_the_three_player_rules(lang):
    nb = json.loads(NOTEBOOKS[lang].read_text(encoding="utf-8"))
    text = "\n".join("".join(c["source"]) for c in nb["cells"])
    for rule in ["V1", "V2", "V3", "V8", "V9", "V10", "V11", "R10", "B2"]:
        assert rule in text, rule
    assert "PracticeTable(seed=SEED, seat=0, players=THREE" in text
