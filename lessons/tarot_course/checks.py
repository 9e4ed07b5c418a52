"""The exercises' checks: each ``*_check`` returns a :class:`Check` for :class:`widgets.quiz.Quiz`.

A ``Check`` is a callable ``answer -> (ok, reason)`` that asks the core, and carries its worked
``solution`` (shown by the quiz's "show me" button after a first attempt). A right answer's
reason gives the core's facts; a wrong one names the rule and what to look at, without giving
the answer away. The ``*_choices`` functions give the buttons of the matching choice questions.

>>> ok, why = points_check("KH 3S T1", "en")(9.5)
>>> ok, why
(True, 'C3: 4.5 + 0.5 + 4.5 = 9.5.')
>>> points_check("KH 3S T1", "en")(9)[0]
False
>>> ok, why = discard_check("KS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS 1H 2H 3H 4H 5H",
...                          "6H 7H 8H 9H 10H JH", "en")(["KS", "2S", "3S", "4S", "5S", "6S"])
>>> ok, why.split("): ", 1)[1]
(False, 'A king may not be discarded: King of ♠ spades (KS).')
"""
from __future__ import annotations

from tarot_core.auction import Contract, check_auction, parse_contract
from tarot_core.cards import DECK, bouts_in, parse_card, parse_cards, points_of, sort_key
from tarot_core.catalogue import rule_title
from tarot_core.counting import count_pairs
from tarot_core.deal import N_SEATS, deal, is_petit_sec, next_dealer
from tarot_core.discard import (
    chien_owner,
    discard_trumps_needed,
    discard_verdict,
    discardable_suit_cards,
    legal_discard_example,
)
from tarot_core.play import illegal_reasons, led_card, legal_cards, trick_winner
from tarot_core.render.svg import card_label
from tarot_core.scoring import score_facts, target_for
from widgets.labels import fmt_points

from .display import (
    Words,
    auction_order,
    auction_verdict,
    excuse_story,
    seat_name,
    side_words,
    t,
    winner_reason,
)
from .texts import say


class Check:
    """A quiz check: ``check(answer) -> (ok, reason)``, with its worked ``solution`` (text or callable)."""

    def __init__(self, fn, solution=None):
        self._fn, self.solution = fn, solution

    def __call__(self, answer):
        return self._fn(answer)


def _num(x, lang):
    return fmt_points(float(x), lang)


def answer_check(right, ok_text: str, hint: str, solution=None) -> Check:
    """One right answer (a number, or a choice's value): *ok_text* (the core's facts) when it is
    given, *hint* (the rule to look at, not the answer) otherwise; the solution defaults to *ok_text*."""
    return Check(lambda a: (a == right, ok_text if a == right else hint), solution or ok_text)


# --------------------------------------------------------------------------- choices
def yes_no(lang: str | None = None) -> list[tuple[str, bool]]:
    """The choices of a yes/no question."""
    return [(t("yes", lang), True), (t("no", lang), False)]


def made_choices(lang: str | None = None) -> list[tuple[str, bool]]:
    """Made or failed (S1)."""
    return [(say("replay.made", lang), True), (say("replay.failed", lang), False)]


def seat_choices(dealer: int, lang: str | None = None, nobody: bool = True) -> list[tuple[str, object]]:
    """Choices naming the four seats (and 'nobody')."""
    out: list[tuple[str, object]] = [(seat_name(s, dealer, lang), s) for s in range(N_SEATS)]
    return out + [(say("common.nobody", lang), None)] if nobody else out


def contract_choices(lang: str | None = None) -> list[tuple[str, str]]:
    """The four contracts (A2)."""
    return [(c.label(lang), c.code) for c in Contract]


def side_choices(lang: str | None = None) -> list[tuple[str, str]]:
    """The taker or the defence."""
    return [(say("common.the.taker", lang), "taker"), (say("common.the.defence", lang), "defence")]


def winner_choices(trick, lang: str | None = None) -> list[tuple[str, str]]:
    """The cards of a trick, by name."""
    return [(card_label(c, lang), c.code) for c in parse_cards(trick)]


# --------------------------------------------------------------------------- the cards (C1–C4, D3)
def pack_size_check(lang: str | None = None) -> Check:
    """C1: how many cards in the pack."""
    n = len(DECK)
    ok_text = t("size.ok", lang, n=n)
    return Check(lambda a: (a == n, ok_text if a == n else t("size.bad", lang)), ok_text)


def chien_size_check(seed: int, lang: str | None = None) -> Check:
    """D3: how many cards in the chien (counted in a real deal of the core)."""
    n = len(deal(seed=seed).chien)
    ok_text = t("chien.ok", lang, n=n)
    return Check(lambda a: (a == n, ok_text if a == n else t("chien.bad", lang)), ok_text)


def points_check(cards, lang: str | None = None) -> Check:
    """C3: the points of a pile (the exact sum of the card values)."""
    cards = parse_cards(cards)
    total = points_of(cards)
    ok_text = t("points.ok", lang, sum=" + ".join(_num(c.points, lang) for c in cards), total=_num(total, lang))
    kinds: dict[str, int] = {}
    for c in cards:
        kinds[c.kind_label(lang)] = kinds.get(c.kind_label(lang), 0) + 1
    mix = ", ".join(f"{n} × {k}" for k, n in kinds.items())
    return Check(lambda a: (a == total, ok_text if a == total else t("points.bad", lang, mix=mix)), ok_text)


def card_value_check(card, lang: str | None = None) -> Check:
    """C3: the value of one card."""
    c = parse_card(card)
    ok_text = t("value.ok", lang, card=c.name(lang), kind=c.kind_label(lang), value=_num(c.points, lang))
    return Check(lambda a: (a == c.points, ok_text if a == c.points else t("value.bad", lang)), ok_text)


def pack_total_check(lang: str | None = None) -> Check:
    """C3: the points of the whole pack."""
    total = points_of(DECK)
    ok_text = t("pack.ok", lang, total=_num(total, lang))
    bad = t("pack.bad", lang, big=sum(1 for c in DECK if c.points == 4.5),
            lows=sum(1 for c in DECK if c.points == 0.5))
    return Check(lambda a: (a == total, ok_text if a == total else bad), ok_text)


def pack_rest_check(part, lang: str | None = None) -> Check:
    """C3: what the pack makes without the cards *part* — the whole pack's total (the core's
    ``points_of(DECK)``) less theirs; the reason shows the subtraction.

    >>> pack_rest_check(["KS", "KH", "KD", "KC"], "en")(73)
    (True, 'C3: the whole pack makes 91; these cards make 18; the other 74 cards make 91 − 18 = 73.')
    """
    part = parse_cards(part)
    total, mine = points_of(DECK), points_of(part)
    rest = total - mine
    ok_text = say("lesson01.rest.ok", lang, total=_num(total, lang), part=_num(mine, lang),
                  n=len(DECK) - len(part), rest=_num(rest, lang))
    bad = say("lesson01.rest.bad", lang)
    return Check(lambda a: (a == rest, ok_text if a == rest else bad), ok_text)


def bouts_check(cards, lang: str | None = None) -> Check:
    """C2: select exactly the bouts among *cards*."""
    cards = parse_cards(cards)
    bouts = {c for c in cards if c.is_bout}
    ok_text = t("bouts.ok", lang, cards=", ".join(c.name(lang) for c in sorted(bouts, key=sort_key)) or "—")

    def check(answer):
        chosen = set(parse_cards(answer))
        extra = sorted(chosen - bouts, key=sort_key)
        if extra:
            return False, t("bouts.extra", lang, cards=extra[0].name(lang))
        if chosen != bouts:
            return False, t("bouts.missing", lang, n=len(bouts - chosen))
        return True, ok_text
    return Check(check, ok_text)


def bouts_count_check(cards, lang: str | None = None) -> Check:
    """C2: how many bouts a pile holds."""
    cards = parse_cards(cards)
    n = bouts_in(cards)
    ok_text = t("bouts.count.ok", lang, n=n, cards=", ".join(c.name(lang) for c in cards if c.is_bout) or "—")
    return Check(lambda a: (a == n, ok_text if a == n else t("bouts.count.bad", lang)), ok_text)


def is_trump_check(card, lang: str | None = None) -> Check:
    """C1: is this card a trump? (yes/no choice)"""
    c = parse_card(card)
    ok_text = t("trump.ok", lang, card=c.name(lang), verdict=t("trump.is" if c.is_trump else "trump.not", lang))
    return Check(lambda a: (a is c.is_trump, ok_text), ok_text)


def pairs_check(cards, lang: str | None = None) -> Check:
    """C4: the total of a pile counted in pairs (always the C3 sum)."""
    counted = count_pairs(cards)
    steps = " + ".join(_num(p.value, lang) for p in counted.pairs)
    ok_text = t("pairs.ok", lang, steps=steps, total=_num(counted.total, lang))
    highs = sum(1 for c in parse_cards(cards) if c.half_points > 1)
    bad = t("pairs.bad", lang, highs=highs, lows=len(parse_cards(cards)) - highs)
    lines = "\n".join(t("pairs.line", lang, cards=" + ".join(c.name(lang) for c in p.cards),
                        value=_num(p.value, lang), total=_num(p.running_total, lang)) for p in counted.pairs)
    return Check(lambda a: (a == counted.total, ok_text if a == counted.total else bad), lines + "\n" + ok_text)


def pair_value_check(cards, lang: str | None = None) -> Check:
    """C4: what one pair (or one card alone) counts."""
    p = count_pairs(cards).pairs[0]
    ok_text = t("pair.ok", lang, cards=" + ".join(c.name(lang) for c in p.cards), value=_num(p.value, lang))
    bad = t("pair.bad", lang, hint=t(f"pair.hint.{p.kind}", lang))
    return Check(lambda a: (a == p.value, ok_text if a == p.value else bad), ok_text)


def other_pile_check(mine, theirs, lang: str | None = None) -> Check:
    """C3/C4: the 91 check — one pile's points give the other's."""
    m, o = points_of(parse_cards(mine)), points_of(parse_cards(theirs))
    ok_text = t("other.ok", lang, mine=_num(m, lang), theirs=_num(o, lang))
    return Check(lambda a: (a == o, ok_text if a == o else t("other.bad", lang)), ok_text)


# --------------------------------------------------------------------------- the target (S1–S2)
def target_check(bouts: int, lang: str | None = None) -> Check:
    """S1: the target for this many bouts."""
    target = target_for(bouts)
    ok_text = t("target.ok", lang, bouts=bouts, target=target)
    return Check(lambda a: (a == target, ok_text if a == target else t("target.bad", lang)), ok_text)


def made_check(points, bouts: int, lang: str | None = None) -> Check:
    """S1: made or failed (choices: ``made_choices``), decided on the unrounded points."""
    r = score_facts(contract="prise", points=points, bouts=bouts)
    ok_text = t("made.ok", lang, points=_num(points, lang), target=r.target,
                verdict=say("replay.made" if r.made else "replay.failed", lang))
    return Check(lambda a: (a is r.made, ok_text if a is r.made else t("made.bad", lang, bouts=bouts)),
                 "\n".join(s.text(lang) for s in r.breakdown if s.rule in ("S1", "S2")))


def margin_check(points, bouts: int, lang: str | None = None) -> Check:
    """S2: the margin, rounded up when it has a half point."""
    r = score_facts(contract="prise", points=points, bouts=bouts)
    diff = abs(float(points) - r.target)
    ok_text = t("margin.ok", lang, points=_num(points, lang), target=r.target, diff=_num(diff, lang),
                rounded=t("margin.rounded", lang) if diff != int(diff) else "", margin=r.margin)
    return Check(lambda a: (a == r.margin, ok_text if a == r.margin else t("margin.bad", lang)), ok_text)


# --------------------------------------------------------------------------- deal, auction, chien (D4, A1–A3, E1–E3)
def petit_sec_check(hand, lang: str | None = None) -> Check:
    """D4: is this hand a petit sec? (yes/no choice)"""
    hand = parse_cards(hand)
    truth = is_petit_sec(hand)
    trumps = ", ".join(c.name(lang) for c in sorted(hand, key=sort_key) if c.is_trump) or "—"
    facts = t("petit_sec.facts", lang, trumps=trumps,
              excuse=t("yes" if any(c.is_excuse for c in hand) else "no", lang))
    ok_text = t("petit_sec.ok", lang, facts=facts, verdict=t("petit_sec.yes" if truth else "petit_sec.no", lang))
    bad = t("petit_sec.bad", lang) + " " + t("petit_sec.here", lang, facts=facts)
    return Check(lambda a: (a is truth, ok_text if a is truth else bad), ok_text)


def excuse_last_question(played_by: str, won_by: str, lesson: int | None = None,
                         lang: str | None = None) -> str:
    """X5: the warm-up question on an Excuse played to the last trick — who played it (``'taker'``
    or ``'defence'``), which side won that trick — prefixed with the lesson it comes from.

    >>> excuse_last_question("defence", "taker", lesson=7, lang="en")[:68]
    'Lesson 7: a defender plays the Excuse to the last trick, and the tak'
    >>> excuse_last_question("taker", "taker", lang="fr")[:40]
    "Le preneur joue l'Excuse au dernier pli,"
    """
    for name, side in (("played_by", played_by), ("won_by", won_by)):
        if side not in ("taker", "defence"):
            raise ValueError(f"{name} must be 'taker' or 'defence', not {side!r}")
    who = format(side_words("taker", lang), "the") if played_by == "taker" else say("lesson.x5.defender", lang)
    text = say("lesson.x5.question", lang, who=who, winner=side_words(won_by, lang))
    if lesson is None:
        return text[0].upper() + text[1:]
    return say("lesson.x5.prefix", lang, lesson=lesson) + text


def excuse_last_reason(lang: str | None = None) -> str:
    """X5's reason, for that question's feedback."""
    return say("lesson.x5.reason", lang)


def excuse_exchange_check(outcome, event, lang: str | None = None) -> Check:
    """X3: the card the Excuse's side gives for it in the exchange *event* of the refereed deal
    *outcome*, typed as a code (a text quiz); a right answer's reason and the solution are the
    referee's story of the Excuse (``excuse_story``).

    >>> from tarot_core.io.golden import golden_records
    >>> from tarot_core.referee import referee
    >>> case = referee(golden_records()["excuse_exchanged"])
    >>> check = excuse_exchange_check(case, case.excuse_events[0], "en")
    >>> check(case.excuse_events[0].card)[0], check("T21")[0], check("T21")[1][:40]
    (True, False, 'X3: the first card worth 0.5 that this s')
    """
    given = parse_card(event.card)
    story = excuse_story(outcome, lang).text
    hint = t("exchange.bad", lang)
    return Check(lambda a: (parse_card(a) == given, story if parse_card(a) == given else hint), story)


def next_dealer_check(dealer: int, misdeal: bool, lang: str | None = None) -> Check:
    """D4/D5: who deals after a deal thrown in — a petit sec (cancelled: the next dealer, on the
    right, D1) or a misdeal (the same dealer again)? The core's ``next_dealer`` decides.
    (choices: ``seat_choices(dealer, nobody=False)``)

    >>> next_dealer_check(3, misdeal=False, lang="en")(0)
    (True, "D4: a petit sec cancels the deal, and the player on the dealer's right deals the next one: Seat 0.")
    >>> next_dealer_check(3, misdeal=True, lang="en")(0)[0]
    False
    """
    right = next_dealer(dealer, misdeal=misdeal)
    ok_text = t("next_dealer.misdeal" if misdeal else "next_dealer.cancelled", lang,
                seat=seat_name(right, dealer, lang))
    return Check(lambda a: (a == right, ok_text if a == right else t("next_dealer.bad", lang)), ok_text)


def taker_check(bids, dealer: int, lang: str | None = None) -> Check:
    """A1–A3: who is the taker after these bids? (choices: ``seat_choices``)"""
    r = check_auction(bids, dealer)
    verdict = auction_verdict(r, dealer, lang)
    solution = auction_order(bids, dealer, lang) + "\n" + verdict
    return Check(lambda a: (a == r.taker, verdict if a == r.taker else t("auction.bad", lang)), solution)


def contract_check(bids, dealer: int, lang: str | None = None) -> Check:
    """A1–A3: which contract is played after these bids? (choices: ``contract_choices``)"""
    r = check_auction(bids, dealer)
    verdict = auction_verdict(r, dealer, lang)
    solution = auction_order(bids, dealer, lang) + "\n" + verdict
    right = r.contract.code if r.contract else None
    return Check(lambda a: (a == right, verdict if a == right else t("auction.bad", lang)), solution)


def chien_check(contract, lang: str | None = None) -> Check:
    """E1/E3: whose points the chien counts for in this contract (choices: ``side_choices``)."""
    c = parse_contract(contract)
    owner = chien_owner(c)
    ok_text = t("chien.owner", lang, rule="E1" if c.takes_chien_in_hand else "E3", contract=c.label(lang),
                side=say(f"common.the.{owner}", lang))
    return Check(lambda a: (a == owner, ok_text if a == owner else t("chien.owner.bad", lang) + " " + ok_text),
                 ok_text)


def discard_check(hand, chien, lang: str | None = None) -> Check:
    """E1–E2: the learner's six cards, judged by the core's ``discard_verdict``."""
    hand, chien = parse_cards(hand), parse_cards(chien)
    pool = tuple(hand) + tuple(chien)
    needed, n = discard_trumps_needed(pool), discardable_suit_cards(pool)

    def solution():
        example = legal_discard_example(hand, chien)
        return t("discard.solution", lang, cards=", ".join(c.name(lang) for c in example), n=n, t=needed)

    def check(answer):
        v = discard_verdict(hand, chien, parse_cards(answer), lang=lang)
        if not v.valid:
            return False, v.reason
        chosen = sorted(parse_cards(answer), key=sort_key)
        if set(chosen) == set(good_discard(hand, chien)):
            return True, v.reason + " " + t("discard.same_as_good", lang)
        return True, v.reason + " " + discard_advice(hand, chien, lang)
    return Check(check, lambda: solution() + "\n" + discard_advice(hand, chien, lang))


def good_discard(hand, chien) -> tuple:
    """A good discard of these 24 cards: the basic bot's own rule of thumb,
    ``tarot_core.analysis.bots.discard_for_voids`` (E2, and voids to trump, points kept safe)."""
    from tarot_core.analysis.bots import discard_for_voids
    from tarot_core.auction import Contract
    from tarot_core.game import SeatView
    cards = tuple(sorted(tuple(parse_cards(hand)) + tuple(parse_cards(chien)), key=sort_key))
    view = SeatView(seat=0, dealer=N_SEATS - 1, phase="discard", to_act=0, hand=cards, bids=(), taker=0,
                    contract=Contract.GARDE, chien=tuple(parse_cards(chien)), discard=(), slam_announced=False,
                    poignees=(), tricks=(), current_leader=None, current_trick=(),
                    voids=(frozenset(),) * N_SEATS, trump_ceiling=(None,) * N_SEATS, legal=())
    return tuple(sorted(discard_for_voids(view), key=sort_key))


def discard_advice(hand, chien, lang: str | None = None) -> str:
    """What a good discard of these 24 cards would be, and why: the basic bot's choice
    (:func:`good_discard`) in its own words, the suits it leaves you void in (you may trump
    there, P3), and the points it puts away for you (E1)."""
    from tarot_core.analysis.bots import Advice
    chosen = good_discard(hand, chien)
    cards = tuple(parse_cards(hand)) + tuple(parse_cards(chien))
    kept = [c for c in cards if c not in chosen]
    voids = [c.suit for c in chosen if c.suit is not None and not any(k.suit == c.suit for k in kept)]
    voids = sorted(set(voids))
    advice = Advice("discard", chosen, "discard_for_voids").text(lang)
    void_text = (t("discard.voids", lang, suits=", ".join(s.label(lang) for s in voids)) if voids
                 else t("discard.no_void", lang))
    return t("discard.good", lang, advice=advice, voids=void_text, points=_num(points_of(chosen), lang))


def trumps_needed_check(hand, chien, lang: str | None = None) -> Check:
    """E2: how many trumps must go into the discard: max(0, 6 − n)."""
    pool = tuple(parse_cards(hand)) + tuple(parse_cards(chien))
    n, needed = discardable_suit_cards(pool), discard_trumps_needed(pool)
    ok_text = t("needed.ok", lang, n=n, needed=needed)
    return Check(lambda a: (a == needed, ok_text if a == needed else t("needed.bad", lang)), ok_text)


# --------------------------------------------------------------------------- play (P2–P6, X1–X2)
def may_play_check(hand, trick, card, lang: str | None = None) -> Check:
    """P2–P5, X1: may *card* be played from *hand* to *trick*? (yes/no choice)"""
    c = parse_card(card)
    refused = illegal_reasons(hand, trick, lang=lang)
    truth = c not in refused
    # refused: the core's own reason, which names its rule and ends its sentence; allowed: ours
    ok_text = refused[c][1] if c in refused else t("play.ok", lang, rules="P2–P5, X1", card=c.name(lang))
    return Check(lambda a: (a is truth, ok_text), ok_text)


def partner_trumped_question(key: str, trick, card, lang: str | None = None) -> str:
    """P4 over a partner: the course's question *key* about *card*, the taker having led
    ``trick[0]`` and the partner trumped with ``trick[1]`` (``overtrump_case``). The cards' names
    fill ``{led}``, ``{trumped}``, ``{card}`` (:class:`~tarot_course.display.Words`: ``{card:lower}``
    in lower case, as each language's sentence writes them).

    >>> key = "lesson04.q.defend_overtrump"
    >>> partner_trumped_question(key, parse_cards("7H T15"), parse_card("T3"), "en")[-25:]
    'May you play the trump 3?'
    """
    named = {"led": parse_card(trick[0]), "trumped": parse_card(trick[1]), "card": parse_card(card)}
    return say(key, lang, **{k: Words(c.name(lang)) for k, c in named.items()})


def winner_check(trick, lang: str | None = None) -> Check:
    """P6 (and X2): which card wins the trick? (choices: ``winner_choices``)"""
    cards = parse_cards(trick)
    win = cards[trick_winner(cards)]
    ok_text = f"{winner_reason(win, lang)}: {win.name(lang)}."
    return Check(lambda a: (a == win.code, ok_text if a == win.code else t("winner.bad", lang)), ok_text)


def single_answer(answer):
    """The one card a pick-a-card exercise was answered with: the answer itself, or the only item of
    a list or tuple (a hand widget answers with its selection); None when a list holds none or
    several, so that the exercise says "pick one card".

    >>> single_answer("KS"), single_answer(["KS"]), single_answer(("KS", "QS")), single_answer([])
    ('KS', 'KS', None, None)
    """
    if isinstance(answer, (list, tuple)):
        return answer[0] if len(answer) == 1 else None
    return answer


def legal_check(hand, trick, lang: str | None = None) -> Check:
    """P2–P5, X1: select every card of *hand* that may be played to *trick*."""
    legal = set(legal_cards(hand, trick))
    refused = illegal_reasons(hand, trick, lang=lang)
    rules = sorted({r for r, _ in refused.values()}) or ["P5"]
    ok_text = t("legal.ok", lang, cards=", ".join(c.name(lang) for c in sorted(legal, key=sort_key)),
                rules=", ".join(rules + (["X1"] if any(c.is_excuse for c in legal) else [])))

    def check(answer):
        chosen = set(parse_cards(answer))
        extra = sorted(chosen - legal, key=sort_key)
        if extra:
            return False, t("legal.extra", lang, card=extra[0].name(lang), why=refused[extra[0]][1])
        if chosen != legal:
            return False, t("legal.missing", lang, n=len(legal - chosen))
        return True, ok_text

    def solution():
        """The playable cards, then the refused ones grouped by the rule that refuses them (the
        card-by-card table is ``legal_table``, shown under the quiz by ``solution_table``)."""
        lines = [ok_text]
        for rule in sorted({r for r, _ in refused.values()}):
            cards = sorted((c for c, (r, _) in refused.items() if r == rule), key=sort_key)
            lines.append(t("legal.refused", lang, rule=rule, title=rule_title(rule, lang),
                           cards=", ".join(c.name(lang) for c in cards)))
        return "\n".join(lines)
    return Check(check, solution)


def led_check(trick, lang: str | None = None) -> Check:
    """X2: which card sets the suit of the trick? (choices: ``winner_choices``)"""
    cards = parse_cards(trick)
    led = led_card(cards)
    key = "led.ok" if cards[0].is_excuse else "led.first"
    ok_text = t(key, lang, card=parse_card(led).name(lang))
    return Check(lambda a: (parse_card(a) == led, ok_text if parse_card(a) == led else t("led.bad", lang)), ok_text)
