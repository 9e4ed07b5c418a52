"""One narration of an action (issue 23 §2): :func:`tarot_core.render.describe.describe`.

The practice table's log, the replayer's announcements and lesson 16's table talk said an action
three times over, in three sets of keys (``practice.*``, ``replay.*``, ``lesson16.talk.*``). They now
all call ``describe``; its sentences are the render floor's ``describe.*`` keys, and none of the
three namespaces words an action itself any more. Expected values: seed 0, dealer 0 (basic bots,
the learner in seat 0 passes): seat 1 bids a Prise (A1) and leads K♠; worked_example_s5 (golden):
T21 T2 T13 T4, won by seat 1 (the taker) with the 21 (P6); lesson 16's deal 115: seat 3 takes a
Garde and discards without trumps (E1).
"""
from __future__ import annotations

import pytest

from tarot_core.actions import Bid, Discard, PlayCard, ShowPoignee, SlamDecision
from tarot_core.auction import Contract
from tarot_core.cards import parse_card
from tarot_core.catalogue import MESSAGES
from tarot_core.render.describe import describe


def _cards(codes: str):
    return tuple(parse_card(c) for c in codes.split())


@pytest.mark.parametrize("action, kw, en, fr", [
    (Bid(1, Contract.PRISE), {}, "Seat 1 bids Prise.", "Siège 1 annonce Prise."),
    (Bid(0, None), {"you": 0}, "You pass.", "Vous passez."),
    (Discard(2, _cards("T7 2S 3S 4S 5S 6S")), {},
     "Seat 2 takes the chien and discards 6 cards face down (E1). Trumps discarded, shown to all (E2): Trump 7.",
     "Siège 2 prend le chien et écarte 6 cartes, face cachée (E1). Atouts écartés, montrés à tous (E2) : Atout 7."),
    (Discard(0, _cards("2S 3S")), {"you": 0}, "You discard 2 of ♠ spades, 3 of ♠ spades (E1).",
     "Vous écartez 2 de ♠ pique, 3 de ♠ pique (E1)."),
    (SlamDecision(3, True), {}, "Seat 3 announces a slam (B7) and leads the first trick (P1).",
     "Siège 3 annonce le chelem (B7) et entame le premier pli (P1)."),
    (SlamDecision(3, False), {}, "", ""),                                   # another seat's "no slam": silence
    (SlamDecision(3, False), {"you": 3}, "You announce no slam.", "Vous n'annoncez pas de chelem."),
    (ShowPoignee(1, _cards("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12")), {"you": 1},
     "You show a simple poignée (B1): " + ", ".join(f"Trump {n}" for n in range(21, 11, -1)) + ".",
     "Vous montrez une poignée simple (B1) : " + ", ".join(f"Atout {n}" for n in range(21, 11, -1)) + "."),
    (PlayCard(2, parse_card("KS")), {"name": lambda s: "Cy"}, "Cy plays King of ♠ spades.", "Cy joue Roi de ♠ pique."),
])
def test_each_action_in_both_languages(action, kw, en, fr):
    assert describe(action, "en", **kw) == en and describe(action, "fr", **kw) == fr


def test_rule_first_puts_every_rule_named_before_the_sentence():
    d = Discard(2, _cards("T7 2S 3S 4S 5S 6S"))
    assert describe(d, "en", rule_first=True) == ("E1, E2 — Seat 2 takes the chien and discards 6 cards face down. "
                                                  "Trumps discarded, shown to all: Trump 7.")


def test_the_practice_table_tells_each_action_as_describe_does():
    from widgets.practice_session import PracticeSession
    s = PracticeSession(0, 0, lang="en")
    s.step(s.turn)
    # seat 1 holds a Garde hand for the basic bot, which bids a Garde rather than a Prise from 50 (bid_modern)
    assert s.log[-1] == describe(s.state.actions[-1], "en") == "Seat 1 bids Garde."
    s.run_bots()
    s.bid("pass")
    s.run_bots()
    st = s.state
    assert [c.code for c in st.current_trick] == ["KS", "5S", "1S"]
    s.play("QS")                                                           # the learner's card closes trick 1 (P6)
    said = describe(st.actions[-1], "en", name=s.short_name, you=0, after=st)
    assert s.log[-1] == said and said.startswith("You play Queen of ♠ spades. Trick 1 won by ")


def test_the_replayer_tells_each_card_as_describe_does():
    from widgets import DealReplayer
    w = DealReplayer(name="worked_example_s5", names=["Ann", "Bob", "Cy", "Di"], lang="en")
    w.do("next")
    assert w.message == "Trick 1: Bob plays Trump 21."
    for _ in range(3):
        w.do("next")
    assert w.message == "Trick 1: Ann plays Trump 4. Trick 1 won by Bob for the taker (P6)."


def test_lesson_16s_table_talk_tells_the_discard_as_describe_does():
    from tarot_course import defence as d
    from tarot_course.display import seat_name
    talk = d.table_talk(d.TABLE_DEAL, "en").text.splitlines()
    end = d.bot_deal(d.TABLE_DEAL)
    discard = next(a for a in end.actions if a.kind == "discard")
    assert talk[6] == describe(discard, "en", name=lambda s: seat_name(s, end.dealer, "en"), rule_first=True)
    assert talk[6] == "E1 — Seat 3 takes the chien and discards 6 cards face down."


def test_no_other_namespace_words_an_action():
    """The keys describe replaced are gone, and no key of the narrations (the practice table, the replayer,
    lesson 16, the trick player) holds one of its sentences."""
    from tarot_course.texts import TEXTS as COURSE
    from widgets.labels import LABELS
    gone = {"practice.said_pass", "practice.said_bid", "practice.you_pass", "practice.you_bid",
            "practice.you_discard", "practice.bot_discard", "practice.discard_trumps", "practice.slam_said",
            "practice.slam_you", "practice.slam_declined", "practice.poignee_said", "practice.trick_won",
            "practice.you_won", "replay.won", "lesson16.talk.discard", "lesson16.talk.trumps", "lesson16.talk.slam",
            "trick.played", "trick.you_played"}
    assert not gone & (set(LABELS) | set(COURSE) | set(MESSAGES))
    sentences = {words[lang] for key, words in MESSAGES.items() if key.startswith("describe.") for lang in words}
    for catalogue in (LABELS, COURSE):
        for key, words in catalogue.items():
            if key.split(".")[0] in ("practice", "replay", "lesson16", "trick"):      # the trick player too
                assert not set(words.values()) & sentences, key
