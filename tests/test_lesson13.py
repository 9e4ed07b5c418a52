"""Lesson 13, "The discard" / "L'écart" (E1, E2, P2, P3, P6, S1; issue 16, "New lessons" 2).

The lesson's advice is the basic bot's own rule of thumb (``tarot_core.analysis.bots.discard_for_voids``)
and its worked deal's "why this card" lines are the bot's ``advise`` text. Here:

* every rule of thumb the notebooks cite (a backticked name) exists in ``tarot_core.analysis.bots``;
* the worked deal (seed ``WORKED_SEED`` = 955, a Garde, found by a search over seeds with the bot's
  order of issue 24 §1) is what the prose says: the bot's discard empties two suits (hearts,
  diamonds) and puts more points away than the six smallest cards; played out by four basic bots,
  the Garde is made after the first and fails after the second; the taker leads trick 1 (P1), then
  the defence leads its kings of the emptied suits; after the bot's discard the taker trumps them
  (P3), after the other his queen and jack fall under them (P2); the exact search from trick 12
  gives more to the bot's discard and fails the other too (it was lost early);
* the checks grade the quality of a legal discard as the core and the bot say (E2 verdict first,
  then voids, points, trumps; a bare king is named, not counted against it);
* both notebooks run offline for two room seeds, and an extra cell answers each of the lesson's
  exercises with the answer computed here, then a wrong one, whose reason names its rule.
"""
from __future__ import annotations

import pathlib
import re

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

from tarot_core.analysis import bots  # noqa: E402
from tarot_core.analysis.bots import Advice, BasicBot, discard_for_voids  # noqa: E402
from tarot_core.analysis.solver import solve  # noqa: E402
from tarot_core.cards import parse_cards, points_of  # noqa: E402
from tarot_core.discard import discard_trumps_needed, discard_verdict  # noqa: E402
from tarot_core.play import legal_cards  # noqa: E402
from tarot_course import discarding as dc  # noqa: E402
from tarot_course.display import bot_rules_named  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSONS = {"en": ROOT / "lessons" / "en" / "13_a_good_discard.ipynb",
           "fr": ROOT / "lessons" / "fr" / "13_bien_ecarter.ipynb"}
ROOM_SEEDS = [("en", "3"), ("fr", "11")]


def _load(lang):
    return nbformat.read(str(LESSONS[lang]), as_version=4)


def _worked():
    st = dc.discard_position(dc.WORKED_SEED)
    good = discard_for_voids(st.view(st.taker))          # the bot's own function, not the helper
    return st, good, dc.smallest_discard(st)


# --------------------------------------------------------------------------- the bot's rules, cited
@pytest.mark.parametrize("lang", LESSONS)
def test_every_rule_of_thumb_the_lesson_cites_is_the_bots(lang):
    text = "\n".join(c.source for c in _load(lang).cells)
    cited = bot_rules_named(text, lang)     # named in words (issue 24 §4), not as code
    assert "discard_for_voids" in cited
    for name in cited:
        assert callable(getattr(bots, name, None)) and name in bots.__all__, name
    assert "BasicBot.advise" in text


def test_the_helpers_good_discard_is_the_bots():
    st, good, _ = _worked()
    advice = dc.bot_discard(st)
    assert advice.rule == "discard_for_voids" and set(advice.value) == set(good)
    assert advice == BasicBot().advise(st.view(st.taker))


# --------------------------------------------------------------------------- the worked deal
def test_worked_deal_is_a_garde_whose_bot_discard_empties_two_suits():
    st, good, small = _worked()
    assert st.contract.code == "garde" and len(st.hands[st.taker]) == 24          # E1: hand + chien
    kept = [c for c in st.hands[st.taker] if c not in good]
    voids = {c.suit for c in st.hands[st.taker] if c.suit is not None} - {c.suit for c in kept if c.suit is not None}
    assert [s.letter for s in sorted(voids)] == ["H", "D"]
    f = dc.assess(st, good)
    assert f.voids == tuple(sorted(voids)) and f.points == points_of(good) == 9.0 and f.trumps == ()
    g = dc.assess(st, small)
    assert g.voids == () and g.points == points_of(small) == 3.0                  # six low cards (C3)
    assert all(c.points == 0.5 for c in small)
    for d in (good, small):                                                        # both legal (E2)
        hand = [c for c in st.hands[st.taker] if c not in st.chien]
        assert discard_verdict(hand, st.chien, d).valid


def test_worked_deal_made_after_the_bots_discard_failed_after_the_smallest():
    st, good, small = _worked()
    a, b = dc.play_after(dc.WORKED_SEED, good).outcome(), dc.play_after(dc.WORKED_SEED, small).outcome()
    assert a.made and not b.made                                                   # S1
    # the referee's points of the two versions (the bots' play of deal 955, issue 24 §1's order)
    assert (a.taker_points, b.taker_points) == (56.0, 37.0)
    # "the same two bouts in both versions, so he needs 41 points in both (S1)"
    assert (a.taker_bouts, b.taker_bouts) == (2, 2) and (a.result.target, b.result.target) == (41, 41)
    assert a.discard == tuple(sorted(good)) or set(a.discard) == set(good)


def test_worked_deal_first_tricks_are_what_the_prose_says():
    """Lesson 13 [13]: "the taker sits on the dealer's right, so he leads the first trick (P1), a small club;
    a defender wins it, and from trick 2 on the defence leads its kings of hearts and diamonds, the very
    suits discard 1 emptied" (issue 24 §1: with the bot's opening lead, a defender's first lead is no
    king; here the taker leads trick 1, so the kings come at once after it)."""
    st, good, small = _worked()
    A, B = dc.play_after(dc.WORKED_SEED, good), dc.play_after(dc.WORKED_SEED, small)
    taker = st.taker
    voids = dc.assess(st, good).voids
    assert (st.dealer + 1) % 4 == taker                                   # P1: the dealer's right leads
    for played in (A, B):
        first = played.end.tricks[0]
        assert first.leader == taker and first.cards[0].suit.letter == "C" and first.cards[0].points == 0.5
        assert first.winner != taker
        king = played.end.tricks[1].cards[0]
        assert played.end.tricks[1].leader != taker and king.is_king and king.suit in voids
    # after discard 1: trick 2's king is of an emptied suit; the taker must trump (P3) and wins
    king = A.end.tricks[1].cards[0]
    hand, so_far = dc.taker_turn(A, 2)
    assert so_far[0] == king and all(c.is_trump or c.is_excuse for c in legal_cards(hand, so_far))
    assert A.end.tricks[1].winner == taker
    # "its trumps took the defence's kings": the kings of the emptied suits, led by a defender, trumped
    trumped = [t.cards[0].code for t in A.end.tricks[:4] if t.cards[0].is_king and t.leader != taker
               and t.winner == taker and any(c.is_trump for c in t.cards)]
    assert trumped == ["KH", "KD"]
    # after discard 2: in tricks 1–4 the taker followed suit with a court card under a defender's king
    fell = [(n, c) for n, c, _ in B.taker_cards if n <= 4 and c.rank in (11, 12, 13)
            and B.end.tricks[n - 1].cards[0].is_king and B.end.tricks[n - 1].winner != taker]
    assert [(n, c.code) for n, c in fell] == [(2, "QH"), (3, "JD")]      # "his queen of hearts and jack of diamonds"
    assert set(parse_cards("QH JD")) <= set(good)           # the very cards discard 1 put away (E1)


def test_why_lines_are_the_bots_advise_text():
    st, good, small = _worked()
    for d in (good, small):
        played = dc.play_after(dc.WORKED_SEED, d)
        assert len(played.taker_cards) == 18
        for n, card, advice in played.taker_cards:
            assert isinstance(advice, Advice) and advice.kind == "card"
            assert played.end.tricks[n - 1].cards.count(card) == 1                 # the card he played
            assert advice.value == card and advice.rule in {r.__name__ for r in bots.CARD_RULES} | {"only_card"}
        for lang in ("en", "fr"):
            lines = dc.why_lines(played, range(1, 5), lang)
            assert len(lines) == 4
            for line, (_, _, advice) in zip(lines, played.taker_cards[:4], strict=True):
                assert line.endswith(advice.text(lang))


def test_the_exact_search_from_trick_12_agrees():
    st, good, small = _worked()
    a = solve(dc.start_of(dc.play_after(dc.WORKED_SEED, good), dc.JUDGED_FROM))
    b = solve(dc.start_of(dc.play_after(dc.WORKED_SEED, small), dc.JUDGED_FROM))
    # the exact search's S from trick 12 of deal 955 (solver.solve, all cards known)
    assert (a.S, b.S) == (72, -78) and a.S > b.S                # worth more with best play
    assert a.made and not b.made                               # "even the best play from trick 12 fails the Garde"
    assert dc.best_from(dc.WORKED_SEED, tuple(good)).S == a.S


# --------------------------------------------------------------------------- the checks
def test_quality_check_grades_legality_then_quality():
    st, good, small = _worked()
    for lang in ("en", "fr"):
        q = dc.quality_check(st, lang)
        ok, why = q([c.code for c in good])
        assert ok and why.startswith("E2")
        ok, why = q([c.code for c in small])
        assert not ok and why.startswith("E2") and dc.say("lesson13.why.voids", lang) in why
        hand = [c for c in st.hands[st.taker] if c not in st.chien]
        bad = ["T1"] + [c.code for c in small[:5]]                              # a bout: E2 refuses
        ok, why = q(bad)
        assert not ok and why == discard_verdict(hand, st.chien, parse_cards(bad), lang=lang).reason
        assert good[0].name(lang) in q.solution


def test_voids_come_before_points_and_a_bare_king_is_named():
    """The principles in their order: two voids with 8 points beat one void with 9 (P3 before E1);
    discarding the small cards beside a king empties nothing (E2 keeps the king) and is reported."""
    hand = parse_cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 QS CS JS 2S 3S 4H 5H")
    chien = parse_cards("6D 7D 8D 9D 2C 3C")
    st = dc._forced_state(hand, chien)
    bot = dc.assess(st, dc.bot_discard(st).value)
    assert [s.letter for s in bot.voids] == ["H", "C"] and bot.points == 8.0        # the bot's (C3)
    heavy = dc.assess(st, parse_cards("QS CS JS 4H 5H 2C"))
    assert [s.letter for s in heavy.voids] == ["H"] and heavy.points == 9.0
    ok, why = dc.quality_check(st, "en")(["QS", "CS", "JS", "4H", "5H", "2C"])
    assert not ok and dc.say("lesson13.why.voids", "en") in why
    hand = parse_cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 KS 2S 3S 4H 5H 6H 7H")
    chien = parse_cards("6D 7D 8D 9D 2C 3C")
    st = dc._forced_state(hand, chien)
    stripped = dc.assess(st, parse_cards("2S 3S 4H 5H 6H 7H"))
    assert [k.code for k in stripped.bare_kings] == ["KS"] and [s.letter for s in stripped.voids] == ["H"]
    assert "King of ♠ spades" in stripped.text("en")
    ok, why = dc.quality_check(st, "en")([c.code for c in stripped.discard])
    assert not ok


def test_P3_a_bare_king_is_no_fault_of_the_discard():
    """Issue 24 §1: "keep your kings guarded" is not a tarot principle. A king kept with two small cards
    and the same king bare, those two in the discard, survive the first round of their suit equally
    often (``king_survives``: 11 cards out either way, 0.9812, C1, P3), and a bare king once cashed is a
    void to trump. So two discards alike in voids and points grade alike, whether or not they bare a
    king (before: the one keeping 2♠ 3♠ beside K♠ ranked higher, "It leaves fewer kings bare")."""
    from tarot_core.analysis.odds import king_survives
    assert king_survives(3) == king_survives(1, discarded=2) and round(float(king_survives(3)), 4) == 0.9812
    hand = parse_cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 KS 2S 3S 4H 5H")
    chien = parse_cards("7D 8D 9C 10C 2C 3C")
    st = dc._forced_state(hand, chien)
    bare = dc.assess(st, parse_cards("4H 5H 7D 8D 2S 3S"))
    guarded = dc.assess(st, parse_cards("4H 5H 7D 8D 2C 3C"))
    assert [k.code for k in bare.bare_kings] == ["KS"] and guarded.bare_kings == ()
    assert [s.letter for s in bare.voids] == [s.letter for s in guarded.voids] == ["H", "D"]
    assert dc.key_of(bare) == dc.key_of(guarded) == (2, 3.0, 0)
    check = dc.quality_check(st, "en")
    assert check([c.code for c in bare.discard])[0] and check([c.code for c in guarded.discard])[0]
    assert "a void to trump once cashed (P3): King of ♠ spades" in bare.text("en")
    from tarot_course.texts import lesson13
    said = " ".join(t[lang] for t in lesson13.TEXTS.values() for lang in ("en", "fr"))
    assert "fewer kings bare" not in said and "moins de rois secs" not in said


@pytest.mark.parametrize("seed", range(1, 21))
def test_comparison_case_best_is_the_bots_and_each_choice_has_a_reason(seed):
    st, order = dc.comparison_case(seed)
    bot = discard_for_voids(st.view(st.taker))
    cands = dc.candidates(st)
    assert set(cands["bot"]) == set(bot) and sorted(order) == ["bot", "kings", "smallest"]
    facts = {n: dc.assess(st, d) for n, d in cands.items()}
    assert max(facts, key=lambda n: dc.key_of(facts[n])) == "bot"
    for n in ("kings", "smallest"):                              # weaker on the first principle that differs
        assert dc.key_of(facts[n]) < dc.key_of(facts["bot"])
    check = dc.best_choice_check(st, "en")
    assert [check(v)[0] for v in order].count(True) == 1 and check("bot")[0]
    assert all(check(v)[1].startswith("E2, P3, E1") for v in order)


def test_the_king_stripping_discard_leaves_kings_bare_somewhere():
    bare = [dc.assess(st, dc.candidates(st)["kings"]).bare_kings for st, _ in
            (dc.comparison_case(s) for s in range(1, 21))]
    assert any(bare)
    for kings in bare:
        assert all(k.is_king for k in kings)


@pytest.mark.parametrize("seed", range(1, 11))
def test_forced_trumps_case_is_e2_and_the_bot_gives_the_lowest(seed):
    rng = dc.random.Random(seed)
    hand, chien = dc.forced_trumps_case(rng)
    pool = hand + chien
    needed = discard_trumps_needed(pool)
    assert needed >= 2                                               # 1–4 suit cards besides the kings
    choices = dict((v, lab) for lab, v in dc.trump_choices(hand, chien, "en"))
    assert set(choices) == {"high", "low"}
    check = dc.trump_check(hand, chien, "fr")
    assert check("low")[0] and not check("high")[0] and check("high")[1].startswith("E2")
    low = [c for c in dc.bot_discard(dc._forced_state(hand, chien)).value if c.is_trump]
    every = sorted(c for c in pool if c.is_trump and not c.is_bout)
    assert sorted(low) == every[:needed]                             # the lowest, exactly as many as E2 asks


def test_the_right_answers_move_between_the_choices():
    """Issue 16: an answer the layout fixes cannot teach; over ten seeds each position is the right one."""
    trumps = {[v for _, v in dc.trump_choices(*dc.forced_trumps_case(dc.random.Random(s)), "en")].index("low")
              for s in range(1, 11)}
    best = {dc.comparison_case(s)[1].index("bot") for s in range(1, 21)}
    assert trumps == {0, 1} and best == {0, 1, 2}


def test_the_trick_2_question_varies_with_the_room():
    """Issue 24 §3 (L13 [12]): the trick-2 question asked about the taker's cheapest plain card, so its
    answer was "no" (P3) in every room. Now the card is drawn from his hand for the room's deal number
    (``room_card``): over rooms 0–15 both answers occur, a trump allowed (P3, P4: nothing to beat yet)
    and a plain card refused by P3; the two room seeds the notebook test runs give one of each."""
    st, good, _ = _worked()
    hand, trick = dc.taker_turn(dc.play_after(dc.WORKED_SEED, good), 2)
    assert [c.code for c in trick] == ["KH"]                     # a defender's king of an emptied suit
    answers = {seed: dc.room_card(hand, seed) in legal_cards(hand, trick) for seed in range(16)}
    assert set(answers.values()) == {True, False}
    assert {answers[int(seed)] for _, seed in ROOM_SEEDS} == {True, False}
    assert all(dc.room_card(hand, seed).is_trump == answers[seed] for seed in range(16))
    for bad in (-1, "3", True):
        with pytest.raises(ValueError):
            dc.room_card(hand, bad)


@pytest.mark.parametrize("bad", [-1, "3", 2.0, True])
def test_a_bad_seed_is_refused_in_one_line(bad):
    with pytest.raises(ValueError) as e:
        dc.discard_position(bad)
    assert "\n" not in str(e.value) and str(e.value).startswith("E1")


# --------------------------------------------------------------------------- the notebooks
@pytest.mark.parametrize("lang, word", [("en", "trick"), ("fr", "pli")])
def test_the_trick_the_prose_names_is_the_one_judged(lang, word):
    text = "\n".join(c.source for c in _load(lang).cells if c.cell_type == "markdown")
    named = {int(n) for n in re.findall(rf"{word} (\d+)", text) if int(n) > 4}
    assert named == {dc.JUDGED_FROM}


def _cases(seed: int) -> list[dict]:
    """The right and a wrong answer of each exercise of the lesson, computed here from the core and the bot."""
    mine = dc.discard_position(seed)
    bot = discard_for_voids(mine.view(mine.taker))
    smallest = dc.smallest_discard(mine)
    wrong = [c.code for c in smallest] if dc.key_of(dc.assess(mine, smallest)) < dc.key_of(dc.assess(mine, bot)) \
        else ["KZ"]
    if wrong == ["KZ"]:
        hand = [c for c in mine.hands[mine.taker] if c not in mine.chien]
        wrong = [next(c.code for c in hand if c.is_king)] + [c.code for c in smallest[:5]]   # E2: a king
    rules = ["E2", "P3"]
    st = dc.discard_position(dc.WORKED_SEED)                       # trick 2: the room's card (issue 24 §3)
    hand, trick = dc.taker_turn(dc.play_after(dc.WORKED_SEED, discard_for_voids(st.view(st.taker))), 2)
    allowed = dc.room_card(hand, seed) in legal_cards(hand, trick)
    trick_rules = ["P3"] if not allowed else ["P2"]     # refused by P3, or allowed: "P2–P5, X1: nothing forbids …"
    return [{"name": "quality_check", "factory": "quality_check", "right": [c.code for c in bot], "wrong": wrong,
             "rules": rules},
            {"name": "best_choice_check", "factory": "best_choice_check", "right": "bot", "wrong": "smallest",
             "rules": rules},
            {"name": "trump_check", "factory": "trump_check", "right": "low", "wrong": "high", "rules": rules},
            {"name": "trick_2", "factory": "may_play_check", "match": ["Trick 2", "Pli 2"], "right": allowed,
             "wrong": not allowed, "rules": trick_rules}]


def notebook_cell(kit, lang: str, seed: str) -> str:
    """The cell the notebook test appends (conftest's shared runs: the lesson runs once per room seed)."""
    return kit.quiz_cell(_cases(int(seed)))


@pytest.mark.parametrize("lang, seed", ROOM_SEEDS)
def test_lesson13_runs_offline_and_its_exercises_agree_with_the_core(lang, seed, monkeypatch, lesson_kit):
    cases = _cases(int(seed))
    nb, shown, seen = lesson_kit.answer_quizzes(LESSONS[lang], seed, monkeypatch, cases)
    assert seen == sorted(c["name"] for c in cases)                     # each exercise, once
    st, good, small = _worked()
    for d in (good, small):                                             # the bot's why lines, printed
        for line in dc.why_lines(dc.play_after(dc.WORKED_SEED, d), range(1, 5), lang):
            assert line in shown
    assert dc.bot_discard(st).text(lang) in shown
