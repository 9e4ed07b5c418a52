"""Lesson 15's defence plans (issue 24 §1): what a club instructor adds to the basic bot's habits,
and the bot's own opening lead (:func:`opening_lead`).

Each plan has a worked position and a checked exercise, both taken from deals dealt by the core
from a seed (seat 0 deals) and played to the end by four basic bots (:func:`tarot_course.defence.moments`):
the worked one is the first position of seeds 1, 2, … that shows the plan, the exercise's the first
of a stream of seeds drawn from the room's deal number. No card is written here: each position is
found by a search, and each answer is computed by the core from what the seat to play can see
(:func:`tarot_core.analysis.situation.situation`: its hand, the cards played, a shown poignée).

* ``poignee`` — what a poignée the taker shows tells the defence (B1, B2): how many trumps the
  partners can hold at most;
* ``seat`` — where a defender sits, before or after the taker: is the trick already sure for the
  side (P6, P7)?
* ``own_petit`` — a defender's own Petit: is it safe on this trick (C2, P4, P6)?
* ``stop_bout`` — keep a trump while the Petit is out, or the taker may win the last trick with it
  (B5): is the Petit still out?
* ``hunt`` — the hunt for the Petit starts with a count: how many trumps are out that you cannot see?
* ``appel`` — a signal, by CONVENTION only (agreed between partners, no FFT rule): on a trick the
  taker wins, throw a small card of the suit where you hold the king (P5);
* ``pisser`` — no card of the suit led and no trump (P5): throw your most valuable card onto the
  partner's sure trick (P6, P7); holding a trump you must trump instead (P3, P4).

>>> m = worked("pisser")
>>> m.seat != m.taker and not m.state.legal_cards()[0].is_trump
True
>>> ok, why = plan_check("pisser", m, "en")([best_points(m)[0]])
>>> ok, why[:7]
(True, 'P5, P7:')
>>> plan_check("nothing", m, "en")
Traceback (most recent call last):
...
ValueError: Lesson 15 has no plan 'nothing' (its plans: poignee, seat, own_petit, stop_bout, hunt, appel, pisser).
"""
from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

from tarot_core.analysis.situation import Situation, is_master, outstanding, situation, sure_for_side, trick_winner
from tarot_core.cards import BIT, FIRST_TRUMP, PETIT_INDEX, TRUMP_MASK, Card, parse_card
from tarot_core.catalogue import check_language
from tarot_core.errors import shown
from tarot_core.game import GameState
from tarot_core.render.svg import card_label, hand_html

from .checks import Check
from .defence import TABLE, TRIES, Moment, _esc, _play, _seed, card_played, moments, show_moment
from .display import Shown, seat_name
from .texts import say

#: Each plan and the rule IDs its feedback opens with.
PLANS = {"poignee": "B1, B2", "seat": "P6, P7", "own_petit": "C2, P6", "stop_bout": "B5",
         "hunt": "C2, P4", "appel": "P5", "pisser": "P5, P7"}
#: The worked positions are searched in seeds 1 … SEARCH (a deal each, as the bots play it).
SEARCH = 400
#: The stop_bout plan looks at the tricks this close to the end (the last trick included).
LATE = 4


def _plan(name) -> str:
    if not isinstance(name, str) or name not in PLANS:
        raise ValueError(say("lesson15.plan.unknown", None, name=shown(name), names=", ".join(PLANS)))
    return name


def _sit(m: Moment) -> Situation:
    return situation(m.state.view(m.seat))


def _count(mask: int) -> int:
    return bin(mask).count("1")


def _later(m: Moment) -> list[int]:
    """The seats that play after *m*'s seat in its trick."""
    return [(m.seat + i) % TABLE.seats for i in range(1, TABLE.seats - len(m.so_far))]


def _led_plain(m: Moment) -> Card | None:
    """The plain card that fixes the trick's suit, or None (no card yet, a trump led; X2)."""
    led = next((c for c in m.so_far if not c.is_excuse), None)
    return led if led is not None and not led.is_trump else None


def _taker_poignee(m: Moment):
    return next((p for seat, p in m.state.poignees if seat == m.taker), None)


def best_points(m: Moment) -> list[str]:
    """The legal cards of *m* worth most (C3), the Excuse aside: what *pisser* throws (P5)."""
    legal = [c for c in m.state.legal_cards() if not c.is_excuse]
    top = max(c.half_points for c in legal)
    return [c.code for c in legal if c.half_points == top]


def calls(m: Moment) -> list[str]:
    """The *appel* of *m*'s hand (a convention): the small cards (10 or lower) of a suit in which
    it holds the king."""
    kings = {c.suit for c in m.hand if c.is_king}
    return [c.code for c in m.hand if c.suit in kings and not c.is_trump and c.rank <= 10]


def petit_safe(m: Moment) -> bool:
    """Whether the Petit, played now by *m*'s seat, ends in its side's pile: the trick's winner with
    the Petit in it is this side's, and nobody of the other side plays after, or the winning trump
    is the highest one still out (as far as this seat can see; P4, P6)."""
    sit = _sit(m)
    seat, card = trick_winner(sit._replace(trick=sit.trick + (PETIT_INDEX,)))
    if seat < 0 or not sit.partner(seat):
        return False
    if all(sit.partner(s) for s in _later(m)):
        return True
    return card >= FIRST_TRUMP and card != PETIT_INDEX and is_master(sit, card)


def unseen_trumps(m: Moment) -> int:
    """The trumps *m*'s seat cannot see: not in its hand, not played, not shown (B1, E2)."""
    hidden = outstanding(_sit(m)) & TRUMP_MASK
    poignee = _taker_poignee(m)
    for c in poignee.cards if poignee is not None else ():
        hidden &= ~BIT[c]
    return _count(hidden)


# --------------------------------------------------------------------------- what each plan looks for
def _is_poignee(m: Moment, _want) -> bool:
    """A defender's first card after the taker showed a poignée (B1: shown before his first card)."""
    return m.seat != m.taker and _taker_poignee(m) is not None and not m.state.has_played(m.seat)


def _is_seat(m: Moment, want) -> bool:
    if m.seat == m.taker or not m.so_far:
        return False
    sit = _sit(m)
    holder, _ = trick_winner(sit)
    values = {c.half_points for c in m.state.legal_cards()}
    return (holder >= 0 and holder != m.taker and len(values) >= 2
            and sure_for_side(sit) is (False if want is None else want))    # worked: not sure yet


def _is_own_petit(m: Moment, want) -> bool:
    if m.seat == m.taker or not m.so_far or parse_card("T1") not in m.state.legal_cards():
        return False
    if len(m.state.legal_cards()) < 2:
        return False
    if want is None:                                   # the worked one: the bot played it, safely
        return m.card.code == "T1" and petit_safe(m)
    return petit_safe(m) is want


def _is_stop_bout(m: Moment, want) -> bool:
    if m.seat == m.taker or m.trick <= TABLE.n_tricks - LATE or not any(c.is_trump for c in m.hand):
        return False
    out = bool(outstanding(_sit(m)) & BIT[PETIT_INDEX])
    return want is None or out is want


def _is_hunt(m: Moment, want) -> bool:
    """A defender to lead, trumps in hand, some out of sight (the worked one: he leads a trump)."""
    return (m.seat != m.taker and not m.so_far and LATE < m.trick <= TABLE.n_tricks - LATE
            and any(c.is_trump for c in m.hand) and unseen_trumps(m) > 0
            and (want is not None or m.card.is_trump))


def _discarding(m: Moment) -> bool:
    """P5: a plain suit led, and neither a card of it nor a trump in hand."""
    led = _led_plain(m)
    return (m.seat != m.taker and led is not None
            and not any(c.suit == led.suit or c.is_trump for c in m.hand))


def _is_appel(m: Moment, _want) -> bool:
    return _discarding(m) and not sure_for_side(_sit(m)) and bool(calls(m)) and len(calls(m)) < len(m.hand)


def _is_pisser(m: Moment, _want) -> bool:
    if not _discarding(m) or not sure_for_side(_sit(m)):
        return False
    values = {c.half_points for c in m.state.legal_cards() if not c.is_excuse}
    return len(values) >= 2


_FITS: dict[str, Callable[[Moment, bool | None], bool]] = {
    "poignee": _is_poignee, "seat": _is_seat, "own_petit": _is_own_petit, "stop_bout": _is_stop_bout,
    "hunt": _is_hunt, "appel": _is_appel, "pisser": _is_pisser}
#: The plans whose exercise is a yes/no question: the room's seed draws which answer is true.
YES_NO = ("seat", "own_petit", "stop_bout")


@cache
def worked(name: str) -> Moment:
    """The worked position of plan *name*: the first one of deals 1, 2, … (the bots' play) that shows it."""
    fits = _FITS[_plan(name)]
    for seed in range(1, SEARCH + 1):
        found = next((m for m in moments(seed) if fits(m, None)), None)
        if found is not None:
            return found
    raise ValueError(say("lesson15.none_found", None, name=name))


def exercise(name: str, seed: int) -> Moment:
    """A fresh position of plan *name* for the room's deal number *seed*: the first of a stream of
    deals drawn from it that shows the plan; for a yes/no plan the stream also draws the answer."""
    fits, seed = _FITS[_plan(name)], _seed(seed)
    stream = random.Random(f"lesson15/{name}/{seed}")
    want = stream.random() < 0.5 if name in YES_NO else False     # False: an exercise, any answer
    for _ in range(TRIES):
        found = next((m for m in _play(stream.randrange(1, 10**6))[1] if fits(m, want)), None)
        if found is not None:
            return found
    raise ValueError(say("lesson15.none_found", None, name=name))


def answer(name: str, m: Moment):
    """The right answer of plan *name*'s exercise on *m*, computed by the core: a number (poignee,
    hunt), True/False (seat, own_petit, stop_bout) or the set of right card codes (appel, pisser)."""
    name = _plan(name)
    if name == "poignee":
        return unseen_trumps(m)
    if name == "hunt":
        return unseen_trumps(m)
    if name == "seat":
        return sure_for_side(_sit(m))
    if name == "own_petit":
        return petit_safe(m)
    if name == "stop_bout":
        return bool(outstanding(_sit(m)) & BIT[PETIT_INDEX])
    if name == "appel":
        return set(calls(m))
    return set(best_points(m))


# --------------------------------------------------------------------------- the words
def _names(cards, lang: str) -> str:
    return ", ".join(card_label(c, lang) for c in cards)


def facts(name: str, m: Moment, lang: str | None = None) -> str:
    """What the seat to play can read in *m* for plan *name* (the reason of a right answer)."""
    lang = check_language(lang)
    name = _plan(name)
    rules = PLANS[name]
    sit = _sit(m)
    if name in ("poignee", "hunt"):
        mine = _count(sit.hand & TRUMP_MASK)
        n = unseen_trumps(m)
        total = _count(TRUMP_MASK)
        extra = ""
        poignee = _taker_poignee(m)
        if poignee is not None and parse_card("EX") in poignee.cards:
            extra = " " + say("lesson15.plan.poignee.excuse", lang)
        return say(f"lesson15.plan.{name}.ok", lang, rules=rules, n=n, total=total, mine=mine,
                   seen=total - mine - n) + extra
    if name == "seat":
        holder, card = trick_winner(sit)
        who = seat_name(holder, None, lang)
        if sure_for_side(sit):
            key = "lesson15.plan.seat.last" if all(sit.partner(s) for s in _later(m)) else "lesson15.plan.seat.master"
        else:
            key = "lesson15.plan.seat.open"
        return say(key, lang, rules=rules, who=who, card=card_label(Card(card), lang),
                   taker=seat_name(m.taker, None, lang))
    if name == "own_petit":
        holder, card = trick_winner(sit._replace(trick=sit.trick + (PETIT_INDEX,)))
        if petit_safe(m):
            last = all(sit.partner(s) for s in _later(m))
            key = "lesson15.plan.own_petit.safe_last" if last else "lesson15.plan.own_petit.safe_master"
        else:
            key = "lesson15.plan.own_petit.taker_holds" if holder == m.taker else "lesson15.plan.own_petit.taker_after"
        return say(key, lang, rules=rules, taker=seat_name(m.taker, None, lang), who=seat_name(holder, None, lang),
                   card=card_label(Card(card), lang))
    if name == "stop_bout":
        out = bool(outstanding(sit) & BIT[PETIT_INDEX])
        return say("lesson15.plan.stop_bout.out" if out else "lesson15.plan.stop_bout.gone", lang, rules=rules)
    if name == "appel":
        return say("lesson15.plan.appel.ok", lang, rules=rules, cards=_names(sorted(map(parse_card, calls(m))), lang))
    return say("lesson15.plan.pisser.ok", lang, rules=rules,
               cards=_names(sorted(map(parse_card, best_points(m))), lang))


def plan_check(name: str, m: Moment, lang: str | None = None) -> Check:
    """The check of plan *name*'s exercise on *m*: a number, True/False, or one card. An illegal card
    gets the core's refusal (P2–P5, X1); a wrong answer the rule to look at, not the answer."""
    lang = check_language(lang)
    name = _plan(name)
    right = answer(name, m)
    ok_text = facts(name, m, lang)
    hint = say(f"lesson15.plan.{name}.hint", lang, rules=PLANS[name])
    if not isinstance(right, set):
        def judge(given):                     # a number or True/False; a bool is no number (no coercion)
            ok = given == right and isinstance(given, bool) == isinstance(right, bool)
            return ok, ok_text if ok else hint
        return Check(judge, ok_text)

    def check(given):
        card, refusal = card_played(given, m.state, lang)
        if card is None:
            return False, refusal
        if card.code in right:
            return True, ok_text
        return False, hint
    return Check(check, ok_text)


def plan_question(name: str, m: Moment, lang: str | None = None) -> str:
    """The exercise's question for plan *name* on *m*."""
    lang = check_language(lang)
    return say(f"lesson15.plan.{_plan(name)}.q", lang, trick=m.trick)


def show_plan(name: str, m: Moment, lang: str | None = None) -> Shown:
    """The position of *m* (:func:`~tarot_course.defence.show_moment`), with the taker's poignée
    shown when there is one (B1: the table saw it)."""
    lang = check_language(lang)
    base = show_moment(m, lang)
    poignee = _taker_poignee(m)
    if poignee is None:
        return base
    line = say("lesson15.plan.poignee.shown", lang, who=seat_name(m.taker, None, lang), n=len(poignee.cards))
    return Shown(f"<p>{_esc(line)}</p>" + hand_html(poignee.cards, sort=True) + base.html,
                 "\n".join([line, " ".join(c.code for c in poignee.cards), base.text]))


def tricks_so_far(m: Moment, lang: str | None = None) -> Shown:
    """The finished tricks before *m*'s card, one line each: its number and its cards in the order
    played, who led it and who won it (P6) — what the seat to play has seen."""
    lang = check_language(lang)
    lines = [say("lesson15.plan.trick_line", lang, trick=t.number, cards=", ".join(c.code for c in t.cards),
                 leader=seat_name(t.seats[0], None, lang), winner=seat_name(t.winner, None, lang))
             for t in m.state.tricks]
    html = "<ul>" + "".join(f"<li>{_esc(x)}</li>" for x in lines) + "</ul>"
    return Shown(html, "\n".join(lines))


def opening_lead(seed: int | None = None) -> Moment:
    """The first trick's lead by a defender (P1) in deal *seed*, or in the first deal of 1, 2, …
    where a defender leads it by the bot's rule for it
    (:func:`~tarot_core.analysis.bots.opening_lead`: the lowest card of his longest plain suit, not a
    king, not a trump)."""
    seeds = [_seed(seed)] if seed is not None else range(1, SEARCH + 1)
    for s in seeds:
        first = moments(s)[0] if moments(s) else None
        if (first is not None and first.seat != first.taker and first.trick == 1
                and (seed is not None or first.advice.rule == "opening_lead")):
            return first
    raise ValueError(say("lesson15.none_found", None, name="opening_lead"))


def where_you_sit(m: Moment, lang: str | None = None) -> str:
    """Where *m*'s seat sits for the taker (just before him, just after him, or opposite)."""
    lang = check_language(lang)
    seats = TABLE.seats
    if (m.seat + 1) % seats == m.taker:
        key = "lesson15.plan.sit.before"
    elif (m.taker + 1) % seats == m.seat:
        key = "lesson15.plan.sit.after"
    else:
        key = "lesson15.plan.sit.opposite"
    return say(key, lang, seat=seat_name(m.seat, None, lang), taker=seat_name(m.taker, None, lang))


def bout_deal() -> GameState:
    """The first deal of 1, 2, … where the taker wins the last trick with the Petit in it (B5)."""
    return _bout_deal()[0]


@cache
def _bout_deal() -> tuple[GameState, int]:
    for seed in range(1, SEARCH + 1):
        end = _play(seed)[0]
        if end.taker is None:
            continue
        last = end.tricks[-1]
        if parse_card("T1") in last.cards and last.winner == end.taker:
            return end, seed
    raise ValueError(say("lesson15.none_found", None, name="stop_bout"))


def bout_lines(lang: str | None = None) -> list[str]:
    """The petit au bout deal in words: its number, the last trick the defence still had a trump
    for, and what the last trick won (B5: 10 × the contract's multiplier)."""
    lang = check_language(lang)
    end, seed = _bout_deal()
    last_trump = max((t.number for t in end.tricks
                      for c, s in zip(t.cards, t.seats) if c.is_trump and s != end.taker), default=0)
    assert end.contract is not None and end.taker is not None
    score = end.outcome().result                        # the referee's S3 terms
    assert score is not None
    return [say("lesson15.plan.bout.deal", lang, seed=seed, taker=seat_name(end.taker, None, lang),
                contract=end.contract.label(lang)),
            say("lesson15.plan.bout.when", lang, trick=last_trump, bonus=score.petit_au_bout,
                value=score.petit_au_bout * score.multiplier, mult=score.multiplier)]


def bout_seed() -> int:
    """The deal number of :func:`bout_deal`."""
    return _bout_deal()[1]


__all__ = ["LATE", "PLANS", "SEARCH", "YES_NO", "answer", "best_points", "bout_deal", "bout_lines", "bout_seed",
           "calls", "exercise", "facts", "opening_lead", "petit_safe", "plan_check", "plan_question", "show_plan",
           "tricks_so_far", "unseen_trumps", "where_you_sit", "worked"]
