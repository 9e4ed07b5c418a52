"""Lesson 23, playing at five: the called king (issue 25, "Lessons"; tarot_course.other_tables).

Every value the lesson shows comes from the core; these tests hold the lesson's helpers to the
rules' own numbers: V11's worked examples at five, V4/R8's calls, V5's partner read from the
tricks, V6/R9's first trick, and the exercises drawn from the room seed (each room its own).
"""
from __future__ import annotations

import json
import pathlib
import random

import pytest

from tarot_core.scoring import table_scores
from tarot_course.checks import Check
from tarot_course.other_tables import (
    ALONE,
    FIVE,
    UNKNOWN,
    bot_deal,
    call_case,
    call_check,
    deal_lines,
    first_trick_lines,
    known_after,
    partner_case,
    partner_check,
    partner_choices,
    revealed_at,
    role_choices_five,
    score_case,
    score_check,
    score_question,
    table_breakdown,
    table_lines,
    table_result,
)
from tarot_course.practice import random_score_facts
from tarot_course.texts import TEXTS, say

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = {"en": ROOT / "lessons" / "en" / "23_playing_at_five.ipynb",
             "fr": ROOT / "lessons" / "fr" / "23_jouer_a_cinq.ipynb"}
FOUR_KINGS = "KS KH KD KC"


def test_the_table_of_five_as_v1_to_v3_give_it():
    """V1: 15 cards each, by threes, chien 3; V2: 15 tricks; V3: poignées 8 / 10 / 13."""
    assert table_lines(5, "en").text == ("V1–V3: at 5 players, 15 cards each, dealt 3 at a time, a chien of 3; "
                                         "15 tricks; 78 cards in all; poignées of 8 / 10 / 13 trumps.")


def test_v11_worked_examples_at_five():
    """V11: Prise 38 with 3 bouts, S = 27: taker +54, partner +27, each defender −27; alone +108;
    Garde 40½ with 2 bouts fails, S = −52: taker −104, partner −52, each defender +52."""
    prise = table_result("prise", 38, 3, FIVE)
    assert prise.S == 27
    assert prise.scores(1, FIVE, partner=3) == (-27, 54, -27, 27, -27)
    assert prise.scores(1, FIVE) == (-27, 108, -27, -27, -27)
    garde = table_result("garde", 40.5, 2, FIVE)
    assert (garde.S, garde.made) == (-52, False)
    assert garde.scores(0, FIVE, partner=2) == (-104, 52, -52, 52, 52)
    last = table_breakdown(prise, FIVE, True, "en").text.splitlines()[-1]
    assert last == "V9: at five players the taker plays alone and scores 4 × 27 = +108; each of the four defenders −27."
    assert table_breakdown(prise, FIVE, False, "fr").text.splitlines()[-1].startswith("V9 : à cinq")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_call_check_follows_v4(lang):
    """V4: a king always (one he holds included); a queen only with the four kings, the reason
    naming the king the hand lacks; R8: a jack only with every king, queen and cavalier."""
    three_kings = "KS KH KD QS T1 T2 T3 T4 T5 T6 T7 2S 3S 4S 5S"
    ok, why = call_check(three_kings, "QS", lang)(False)
    assert ok and "V4" in why and ("KC" in why or "R♣" in why)
    assert call_check(three_kings, "QS", lang)(True)[0] is False
    assert call_check(three_kings, "KS", lang)(True)[0]                 # his own king
    assert call_check(three_kings, "KC", lang)(True)[0]
    four_kings = FOUR_KINGS + " QS T1 T2 T3 T4 T5 T6 2S 3S 4S 5S"
    assert call_check(four_kings, "QH", lang)(True)[0]
    assert call_check(four_kings, "JH", lang)(False)[0]                 # R8: no queens, no cavaliers
    wrong = call_check(three_kings, "QS", lang)(True)[1]
    assert "V4" in wrong and len(wrong) > 30


def test_the_partner_is_read_from_the_tricks():
    """V5: nobody knows before the called card falls; from that trick on the table knows the
    partner (the seat that played it), or that the taker is alone (his own card, or the chien)."""
    seen_partner = seen_alone = 0
    for seed in [*range(1, 30), 77, 98, 260]:           # 77, 98, 260: the called king in the chien
        state = bot_deal(seed, FIVE)
        at = revealed_at(state)
        if at == 0:
            assert state.called in state.chien and state.partner is None
            assert "was in the chien, seen by all" in partner_check(state, 1, "en").solution      # R7
            assert "was in the chien" in str(deal_lines(state, "en"))
        else:
            trick = state.tricks[at - 1]
            player = trick.seats[trick.cards.index(state.called)]
            assert player == (state.taker if state.partner is None else state.partner)
            assert known_after(state, at - 1) == UNKNOWN
        expected = ALONE if state.partner is None else state.partner
        assert known_after(state, at) == expected
        seen_alone += state.partner is None
        seen_partner += state.partner is not None
        check = partner_check(state, max(at, 1), "en")
        answers = [value for _, value in partner_choices(state, "en")]
        assert sum(check(a)[0] for a in answers) == 1                   # exactly one right choice
        assert state.taker not in answers
    assert seen_partner and seen_alone


def test_the_first_trick_refuses_the_called_suit_with_v6():
    """V6: the first leader may not open in the called suit (except with the called card); the
    core's refusal is shown, and the cards he may lead exclude the suit's others."""
    found = 0
    for seed in range(1, 20):
        state = bot_deal(seed, FIVE)
        text = first_trick_lines(state, "en").text
        suit = state.called.code[-1]
        leader = state.tricks[0].leader
        held = [t.cards[t.seats.index(leader)] for t in state.tricks]
        others = [c for c in held if c.code.endswith(suit) and c != state.called and not c.is_trump]
        if others:
            found += 1
            assert "V6 (" in text and "may not open the first trick" in text
            may = text.splitlines()[-1]
            assert all(f" {c.code}" not in may for c in others)
        else:
            assert say("lesson23.first.none", "en") in text
    assert found


def test_the_exercises_change_with_the_room_seed():
    """Each room its own case (tarot_course.seed.lesson_rng): the call, the partner, the score."""
    calls = {call_case(random.Random(s)) for s in range(8)}
    assert len(calls) > 1
    assert all(len(hand) == 15 and sum(c.code in FOUR_KINGS for c in hand) >= 3 for hand, _ in calls)
    deals = {(partner_case(random.Random(s))[0].seed, partner_case(random.Random(s))[1]) for s in range(5)}
    assert len(deals) > 1
    scores = {score_case(random.Random(s), FIVE)[0].facts for s in range(8)}
    assert len(scores) > 1


@pytest.mark.parametrize("seed", range(12))
def test_the_score_exercise_answers_with_the_cores_shares(seed):
    """V9: the right answer is table_scores' own value, for the role asked; a wrong one names V9."""
    rng = random.Random(seed)
    result, alone = score_case(rng, FIVE)
    for role in role_choices_five(alone):
        scores = table_scores(result.S, FIVE, 0, None if alone else 1)
        right = {"taker": scores[0], "partner": scores[1], "defender": scores[-1]}[role]
        check = score_check(result, FIVE, role, alone, "en")
        assert isinstance(check, Check) and check(right)[0]
        ok, hint = check(right + 1)
        assert not ok and "V9" in hint
        assert "V9" in check.solution.splitlines()[-1]
        assert score_question(result, FIVE, role, alone, "fr").startswith("À cinq")


def test_random_score_facts_draws_at_five_and_keeps_four_unchanged():
    """random_score_facts(players=5): the core's Facts.make at five (V8's bounds); at four the
    same draws as before the keyword (the score-sheet facts, S1–S4)."""
    from tarot_core.scoring import score_facts
    r = random_score_facts(random.Random(4), players=5)
    assert r.facts is not None
    rng, again = random.Random(9), random.Random(9)
    four = random_score_facts(rng)
    lo, hi = 20, 70
    while True:       # the pre-keyword draw, by hand: score_facts on the same stream
        try:
            old = score_facts(again.choice(["prise", "garde", "garde-sans", "garde-contre"]),
                              again.randint(lo, hi) + again.choice([0, 0.5]), again.choice([0, 1, 2, 3]),
                              petit_au_bout=again.choice([None, "taker", "defence"]),
                              poignees=list(again.choice([(), ("simple",)])))
            break
        except Exception:
            continue
    assert four.facts == old.facts


def test_every_lesson23_text_is_in_both_languages():
    keys = [k for k in TEXTS if k.startswith("lesson23.")]
    assert len(keys) > 20
    assert all(set(TEXTS[k]) == {"fr", "en"} and all(TEXTS[k].values()) for k in keys)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_notebook_cites_the_five_player_rules(lang):
    """The lesson names V1–V11 (V10 for the session) and R6–R9 in its cells (RULES.md)."""
    nb = json.loads(NOTEBOOKS[lang].read_text(encoding="utf-8"))
    text = "\n".join("".join(c["source"]) for c in nb["cells"])
    for rule in ["V1", "V2", "V3", "V4", "V5", "V6", "V7", "V8", "V9", "V10", "V11", "R6", "R7", "R8", "R9"]:
        assert rule in text, rule
    assert "PracticeTable(seed=SEED, seat=0, players=FIVE" in text


GUIDES = {"en": ROOT / "lessons" / "INSTRUCTORS.md", "fr": ROOT / "lessons" / "INSTRUCTEURS.md"}


def _section_11(lang: str) -> str:
    return GUIDES[lang].read_text(encoding="utf-8").split("\n## 11. ", 1)[1]


def _plan(lang: str):
    """Section 11's timed rows (time, the lesson and section numbers, rules), seating rows (people)
    and terminal commands (the language option aside)."""
    import re
    import shlex
    rows, seats, commands = [], [], []
    for line in _section_11(lang).splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| ") and re.fullmatch(r"\d:\d\d–\d:\d\d", cells[0]):
            rows.append((cells[0], re.findall(r"\d+", cells[2]), cells[3]))
        elif line.startswith("| ") and cells[0].isdigit():
            seats.append(int(cells[0]))
        elif line.startswith("tarot "):
            words = shlex.split(line)
            commands.append([w for w in words if w not in ("--lang", "fr")])
    return rows, seats, commands


def test_both_guides_give_the_same_plan_for_tables_of_five():
    """Section 11 of INSTRUCTORS.md and INSTRUCTEURS.md: the same slots, lessons, rules, room
    sizes (4, 7, 11, 30: six tables of five for thirty) and commands (tarot deal --players)."""
    en, fr = _plan("en"), _plan("fr")
    assert en == fr
    rows, seats, commands = en
    assert rows[0][0].startswith("0:00") and rows[-1][0].endswith("3:00")
    assert seats == [4, 7, 11, 30]
    assert ["tarot", "deal", "--seed", "42", "--players", "5"] in commands
    from tarot_course.timing import lesson_minutes
    added = sum(lesson_minutes(p) for p in (NOTEBOOKS["en"], ROOT / "lessons" / "en" / "24_playing_at_three.ipynb"))
    for lang, words in (("en", f"add {added} minutes"), ("fr", f"ajoutent {added} minutes")):
        assert words in " ".join(GUIDES[lang].read_text(encoding="utf-8").split())
