"""Lesson 18 (odds at the table) and its appendix, lesson 22: the tables and exercises, language-free.

Every chance is the core's (:mod:`tarot_core.analysis.odds`: ``split_odds``, ``longest_holding``,
``king_survives``, ``odds(name)``), the third round of trumps is the basic bot's ``draw_trumps``
(:func:`tarot_core.analysis.odds_table.trump_rounds`), the poignée sizes are the table's (B1:
``POIGNEE_SIZES``); every sentence is the course catalogue's (``lesson18.*``). A lesson calls a
function with its ``lang`` and shows what it returns; an exercise draws from the lesson's random
stream in the order the lesson always did, so a room's seed gives the same questions.

>>> pct(0.255, "fr"), pct(1e-7, "en"), one_in(0, "en")
('25,5 %', 'under 0.001 %', 'never')
>>> [label for label, _value in poignee_choices("en")]
['none', 'simple (10)', 'double (13)', 'triple (15)']
"""
from __future__ import annotations

import random
from functools import cached_property

from tarot_core.analysis.odds import (
    N_TRUMPS,
    POIGNEE_SIZES,
    SUIT_SIZE,
    king_survives,
    longest_holding,
    odds,
    poignee_level,
    some_hand_holds_at_least,
    split_odds,
)
from tarot_core.analysis.odds_table import trump_rounds
from tarot_core.cards import KINGS
from tarot_core.catalogue import format_number, text
from widgets.charts import make_table
from widgets.quiz import Quiz

from .checks import Check, yes_no
from .display import show_cards, winner_lines
from .texts import say

CLOSE = 0.005                      # a typed chance is right within half a percentage point


class Exercise:
    """One exercise: its ``question``, its ``check`` (with its worked solution) and the options of its
    quiz (``kind``, ``choices``, ``lang``, ``title``), built into a :class:`~widgets.quiz.Quiz` when
    ``quiz`` is first read; the facts it was drawn from are its other attributes (what a test or an
    instructor reads back)."""

    def __init__(self, question: str, check: Check, *, facts: dict | None = None, **options):
        self.question, self.check, self.options = question, check, options
        self.choices = options.get("choices", ())
        self.__dict__.update(facts or {})

    @cached_property
    def quiz(self) -> Quiz:
        return Quiz(self.question, check=self.check, **self.options)


# --------------------------------------------------------------------------- numbers in words
def pct(p, lang: str, digits: int = 3) -> str:
    """A probability as a percentage, e.g. 25.5 % (a tiny one as "under 0.001 %")."""
    if 0 < p < 1e-5:
        return say("lesson18.pct.tiny", lang)
    return format_number(100 * float(p), lang, digits=digits) + " %"


def one_in(p, lang: str) -> str:
    """"about 1 in N", in the core's words."""
    if not p:
        return say("lesson18.never", lang)
    return text("odds.one_in", lang, n=format_number(round(1 / p), lang, grouping=True))


def _near(x, p) -> bool:
    return abs(x - float(p)) < CLOSE


# --------------------------------------------------------------------------- tables
def split_table(out: int, lang: str, first: int = 8):
    """C1, A3: the likeliest splits of *out* trumps among the three defenders, with the rounds to
    draw them all (the longest holding)."""
    col = {k: say(f"lesson18.col.{k}", lang) for k in ("split", "chance", "about", "rounds_all")}
    return make_table([{col["split"]: s.name, col["chance"]: pct(s.probability, lang),
                        col["about"]: one_in(s.probability, lang), col["rounds_all"]: s.pattern[0]}
                       for s in split_odds(out)[:first]])


def split_sentences(held: int, lang: str) -> str:
    """The two sentences under the split table: the likeliest split against the even one, and a
    defender with five trumps or more."""
    out = N_TRUMPS - held
    splits = split_odds(out)
    even = next(s for s in splits if s.name == "4-3-3")
    return say("lesson18.splits.said", lang, held=held, out=out, likeliest=splits[0].name,
               p_likeliest=pct(splits[0].probability, lang), even=even.name,
               p_even=pct(even.probability, lang), p_five=pct(some_hand_holds_at_least(5, out), lang))


def rounds_table(lang: str, mine=range(9, 16), rounds=(3, 4, 5)):
    """P2: for each count of trumps held, the chance that 3, 4, 5 rounds draw the defence's."""
    rows = []
    for held in mine:
        law = longest_holding(N_TRUMPS - held)
        row = {say("lesson18.col.mine", lang): held, say("lesson18.col.out", lang): N_TRUMPS - held}
        for n in rounds:
            done = sum(p for longest, p in law.items() if longest <= n)
            row[say("lesson18.col.rounds_enough", lang, rounds=n)] = pct(done, lang)
        row[say("lesson18.col.five_plus", lang)] = pct(some_hand_holds_at_least(5, N_TRUMPS - held), lang)
        rows.append(row)
    return make_table(rows)


def king_table(lang: str, in_hand=range(2, 8)):
    """P3: a king led at the first (or second) round of its suit survives when nobody is void."""
    rows = []
    for n in in_hand:
        rows.append({say("lesson18.col.in_hand", lang): n, say("lesson18.col.out", lang): SUIT_SIZE - n,
                     say("lesson18.col.first", lang): pct(king_survives(n), lang),
                     say("lesson18.col.second", lang): pct(king_survives(n, rounds=2), lang),
                     say("lesson18.col.first_discard", lang): pct(king_survives(n, discarded=2), lang)})
    return make_table(rows)


def bare_king_line(lang: str, small: int = 2) -> str:
    """P3, E2: a king kept with *small* low cards of its suit, and the same king bare with those cards in
    the discard, survive the first round of the suit equally often (``king_survives``): the cards out
    against it are the same (C1). Once the bare king has won its trick, the suit is a void to trump.

    >>> bare_king_line("en").split(";")[0]
    'A king kept with 2 small cards of its suit survives the first round of that suit in 98.1 % of deals'
    """
    kept, bare = king_survives(1 + small), king_survives(1, discarded=small)
    return say("lesson18.bare_king", lang, small=small, kept=pct(kept, lang), bare=pct(bare, lang),
               out=SUIT_SIZE - 1 - small)


def headline_table(lang: str):
    """D4, C2, B1/B2: the few chances that shape a bid, as odds and as "about 1 in N"."""
    triple = POIGNEE_SIZES[-1][1]
    events = [
        ("petit_sec_table", odds("petit-sec-table").probability("petit-sec")),
        ("petit_sec_seat", odds("petit-sec-seat").probability("petit-sec")),
        ("chien_bout", 1 - odds("chien-bouts").probability(0)),
        ("chien_king", 1 - odds("chien-kings").probability(0)),
        ("no_bout", odds("dealt-bouts").probability(0)),
        ("poignee", 1 - odds("poignee").probability("none")),
        ("triple", odds("poignee").probability("triple")),
    ]
    col = {k: say(f"lesson18.col.{k}", lang) for k in ("event", "chance", "about")}
    return make_table([{col["event"]: say(f"lesson18.event.{key}", lang, n=triple), col["chance"]: pct(p, lang, 4),
                        col["about"]: one_in(p, lang)} for key, p in events])


def level_name(level: str, lang: str) -> str:
    """A poignée level ('none', 'simple', 'double', 'triple') in words."""
    return say(f"lesson18.level.{level}", lang)


def poignee_table(lang: str, hands=((9, False), (9, True), (10, True), (12, True), (14, True), (15, False))):
    """B1/B2: the best poignée of a few hands (trumps, Excuse or not), by the core's poignee_level."""
    yes, no = (label for label, _value in yes_no(lang))
    return make_table([{say("lesson18.col.trumps", lang): trumps, say("lesson18.col.excuse", lang): yes if e else no,
                        say("lesson18.col.best", lang): level_name(poignee_level(trumps, e), lang)}
                       for trumps, e in hands])


def poignee_choices(lang: str) -> list[tuple[str, str]]:
    """The four answers to "the best poignée", the sizes the table's (B1)."""
    return [(level_name("none", lang), "none")] + [
        (text(f"odds.label.poignee.{level}", lang, n=size), level) for level, size, _bonus in POIGNEE_SIZES]


# --------------------------------------------------------------------------- exercises
def three_rounds(rng: random.Random, lang: str) -> Exercise:
    """C1, P2: the chance that three rounds of trumps draw the defence's (no trump discarded)."""
    mine = rng.choice([12, 13, 14])
    out = N_TRUMPS - mine
    three = sum(p for longest, p in longest_holding(out).items() if longest <= 3)

    def check(x):
        if _near(x, three):
            return True, say("lesson18.three.right", lang, out=out, p=pct(three, lang))
        if _near(x, 1 - three):
            return False, say("lesson18.three.opposite", lang)
        return False, say("lesson18.three.hint", lang)

    def solution():
        parts = ", ".join(f"{s.name} {pct(s.probability, lang)}" for s in split_odds(out) if s.pattern[0] <= 3)
        return say("lesson18.three.solution", lang, trumps=N_TRUMPS, mine=mine, out=out, parts=parts,
                   p=pct(three, lang))

    return Exercise(say("lesson18.three.q", lang, mine=mine), Check(check, solution), kind="number", lang=lang,
                    title="C1, P2", facts={"mine": mine, "out": out, "three": three})


def third_round(rng: random.Random, lang: str) -> Exercise:
    """C1 and the basic bot's draw_trumps: lead again while you hold more trumps than are out.
    Its ``cards`` and ``rounds`` are what the learner sees (the hand now, the two rounds led)."""
    case = trump_rounds(rng, rng.choice([8, 9, 11, 13, 15, 16]))

    def check(answer):
        count = say("lesson18.third.count", lang, trumps=N_TRUMPS, mine=case.mine, led=len(case.tricks),
                    fallen=case.fallen, out=case.out)
        if case.out == 0:
            why = say("lesson18.third.none", lang, count=count)
        elif case.lead is not None:                 # the bot draws again (case.draws)
            why = say("lesson18.third.draw", lang, count=count, mine=case.mine, card=case.lead.name(lang).lower())
        else:
            why = say("lesson18.third.stop", lang, count=count, mine=case.mine)
        return answer == case.draws, why

    return Exercise(say("lesson18.third.q", lang, held=case.held), Check(check, lambda: check(case.draws)[1]),
                    choices=yes_no(lang), lang=lang, title="C1, P2",
                    facts={"case": case, "rounds": winner_lines(case.tricks, lang),
                           "cards": show_cards(case.hand, caption=say("lesson18.third.caption", lang))})


def cash_king(rng: random.Random, lang: str) -> Exercise:
    """P3: a king led at the first round of its suit is trumped only by a defender void in it."""
    king = rng.choice(KINGS)
    in_hand = rng.randint(2, 7)
    discarded = rng.randint(0, 3)
    first = king_survives(in_hand, discarded=discarded)
    second = king_survives(in_hand, discarded=discarded, rounds=2)
    out = SUIT_SIZE - in_hand - discarded

    def check(x):
        if _near(x, first):
            return True, say("lesson18.cash.right", lang, out=out, p=pct(first, lang))
        if _near(x, second):
            return False, say("lesson18.cash.second", lang)
        if _near(x, 1 - first):
            return False, say("lesson18.cash.void", lang)
        return False, say("lesson18.cash.hint", lang, suit=SUIT_SIZE)

    def solution():
        return say("lesson18.cash.solution", lang, suit=SUIT_SIZE, in_hand=in_hand, discarded=discarded, out=out,
                   p_first=pct(first, lang), p_second=pct(second, lang))

    question = say("lesson18.cash.q", lang, king=king.name(lang).lower(), others=in_hand - 1, discarded=discarded)
    return Exercise(question, Check(check, solution), kind="number", lang=lang, title="P3",
                    facts={"king": king, "in_hand": in_hand, "discarded": discarded, "first": first,
                           "second": second, "out": out})


def king_in_chien(lang: str) -> Exercise:
    """D3, E3: at least one king among the cards of the chien, read off the core's table."""
    kings = odds("chien-kings")
    p0 = kings.probability(0)
    right = 1 - p0

    def check(x):
        if _near(x, right):
            return True, say("lesson18.king.right", lang, p0=pct(p0, lang), p=pct(right, lang))
        if _near(x, kings.probability(1)):
            return False, say("lesson18.king.exactly_one", lang)
        return False, say("lesson18.king.hint", lang)

    def solution():
        return say("lesson18.king.solution", lang, p0=p0, rest=right, p=pct(right, lang))

    return Exercise(say("lesson18.king.q", lang), Check(check, solution), kind="number", lang=lang, title="D3, E3",
                    facts={"table": kings, "right": right})


def best_poignee(rng: random.Random, lang: str) -> Exercise:
    """B1/B2: the best poignée a hand can show; the Excuse stands in for one missing trump."""
    trumps = rng.randrange(8, 16)
    excuse = rng.random() < 0.5
    right = poignee_level(trumps, excuse)
    held = trumps + excuse
    sizes = {level: size for level, size, _bonus in POIGNEE_SIZES}

    def check(level):
        if level == right:
            plus = say("lesson18.poignee.plus_excuse", lang) if excuse else ""
            return True, say("lesson18.poignee.right", lang, trumps=trumps, plus=plus, held=held,
                             level=level_name(right, lang))
        return False, say("lesson18.poignee.hint", lang, **sizes)

    def solution():
        return say("lesson18.poignee.solution", lang, held=held, sizes=" / ".join(map(str, sizes.values())),
                   level=level_name(right, lang))

    question = "lesson18.poignee.q.excuse" if excuse else "lesson18.poignee.q.no_excuse"
    return Exercise(say(question, lang, trumps=trumps), Check(check, solution), lang=lang, title="B1, B2",
                    choices=poignee_choices(lang), facts={"trumps": trumps, "excuse": excuse, "right": right})


__all__ = ["Exercise", "bare_king_line", "best_poignee", "cash_king", "headline_table", "king_in_chien", "king_table",
           "level_name", "one_in", "pct", "poignee_choices", "poignee_table", "rounds_table", "split_sentences",
           "split_table", "third_round", "three_rounds"]
