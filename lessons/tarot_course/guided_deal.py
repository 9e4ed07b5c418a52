"""Lesson 10 (play a deal): the guided deal's sentences and its exercises, written once for both
languages. Every answer comes from the core: the hand count and its thresholds (A2), the advisor's
estimate (A2, S3), the auction (A1), the referee's outcome and the seats' scores (S1, S4).

>>> from tarot_core.game import GameState
>>> state = GameState.new(seed=296, dealer=0)
>>> lowest_check(state, "en")("prise")
(True, 'A1: each bid must beat the best one so far; the lowest contract still open is the Prise.')
>>> lowest_check(state, "en")("garde")
(False, 'A1: that bid is allowed, but a lower contract is still open.')
>>> count_question("en").split(": ", 1)[1].split(" Which")[0]
'under 40, pass; 40 to 55, Prise; 56 to 70, Garde; 71 to 80, Garde Sans; over 80, Garde Contre.'
>>> gap_check(25, -50, "en")(75)
(True, 'S4: +25 − (−50) = +75. Same cards: the whole gap is the play.')
"""
from __future__ import annotations

from tarot_core.analysis.handcount import THRESHOLDS
from tarot_core.auction import Contract
from tarot_core.cards import Card
from tarot_core.deal import playable_deal
from tarot_core.errors import TarotError
from tarot_core.game import GameState
from widgets.labels import fmt_points

from .checks import Check, contract_choices
from .texts import say


def _seat(seat: int, dealer: int, lang: str | None) -> dict[str, str]:
    """A seat named inside a sentence: 'Seat 2', « siège 2 » (and 'Seat 0 (dealer)' for the dealer)."""
    return {"seat": say("lesson10.seat_dealer" if seat == dealer else "lesson10.seat", lang, seat=seat)}


# --------------------------------------------------------------------------- the guided deal's story
def trick_taken(trick, dealer: int, lang: str | None = None) -> str:
    """P6: 'Trick 3 goes to Seat 2.' for a finished trick of the core."""
    return say("lesson10.trick_to", lang, trick=trick.number, **_seat(trick.winner, dealer, lang))


def preview_text(end, seed: int, me: int, lang: str | None = None) -> str:
    """The guided deal played through by the bots (the referee's outcome *end*): who took which
    contract, the taker's points and bouts, made or failed (S1), and *me*'s score (S4)."""
    verdict = say("lesson10.preview.made" if end.made else "lesson10.preview.failed", lang)
    story = say("lesson10.preview", lang, seed=seed, contract=end.contract.label(lang),
                points=fmt_points(end.taker_points, lang), bouts=end.taker_bouts, verdict=verdict,
                **_seat(end.taker, me, lang))
    score = say("lesson10.your_score", lang, seat=me, score=fmt_points(end.scores[me], lang, signed=True))
    return f"{story}\n{score}"


def preview_teaser(end, seed: int, me: int, lang: str | None = None) -> str:
    """The guided deal played through by the bots, told before the learner plays it: who took which
    contract, not the result (made or failed, S1, is the question at the end of section 3)."""
    return say("lesson10.preview.teaser", lang, seed=seed, contract=end.contract.label(lang),
               **_seat(end.taker, me, lang))


def end_text(end, lang: str | None = None) -> str:
    """S1: the taker's cards at the end, the discard included: points and bouts (the referee's)."""
    return say("lesson10.end", lang, points=fmt_points(end.taker_points, lang), bouts=end.taker_bouts)


# --------------------------------------------------------------------------- the auction (A1, A2)
def count_question(lang: str | None = None) -> str:
    """A2: the question on the hand count, its thresholds read from the core's handcount.THRESHOLDS."""
    floor = {contract.code: points for points, contract in THRESHOLDS}
    return say("lesson10.count.q", lang, prise=floor["prise"], prise_top=floor["garde"] - 1,
               garde=floor["garde"], garde_top=floor["garde-sans"] - 1, sans=floor["garde-sans"],
               sans_top=floor["garde-contre"] - 1)


def pass_or_contract(lang: str | None = None) -> list[tuple[str, str]]:
    """Pass, then the four contracts (A2)."""
    return [(say("practice.pass", lang), "pass")] + contract_choices(lang)


def count_bid_check(count, lang: str | None = None) -> Check:
    """A2: the bid the hand count suggests ('pass' for None), from its total and the thresholds."""
    lines = count.text(lang).splitlines()
    right = count.suggestion.code if count.suggestion else "pass"

    def check(answer):
        if answer == right:
            return True, say("lesson10.count.ok", lang, line=lines[-1])
        return False, say("lesson10.count.hint", lang, total=count.total)
    return Check(check, count.text(lang))


def favoured_check(estimate, lang: str | None = None) -> Check:
    """A2, S3: the contract the advisor's estimate favours, the highest mean S when it is above 0."""
    best = estimate.favoured
    right = best.code if best else "pass"

    def check(code):
        if code == right:
            lines = say("lesson10.favoured.sep", lang).join(
                f"{row.contract.label(lang)} {fmt_points(round(row.mean_s[0], 1), lang, signed=True)}"
                for row in estimate.contracts)
            return True, say("lesson10.favoured.ok", lang, lines=lines)
        return False, say("lesson10.favoured.hint", lang)
    return Check(check, lambda: check(right)[1])


def lowest_check(state, lang: str | None = None) -> Check:
    """A1: the lowest contract that beats the best bid so far (the core's legal bids, None first);
    a bid the core refuses is answered with its refusal."""
    lowest: Contract = state.legal_bids()[1]

    def check(code):
        if code == lowest.code:
            return True, say("lesson10.lowest.ok", lang, contract=lowest.label(lang))
        try:
            state.verify_bid(code)
        except TarotError as refused:
            return False, refused.message(lang)
        return False, say("lesson10.lowest.higher", lang)
    return Check(check, say("lesson10.lowest.solution", lang, contract=lowest.label(lang)))


def played_deal(seed: int, dealer: int) -> GameState:
    """The room's deal no. *seed*, *dealer* dealing, at its auction — or, when a petit sec cancels it
    (D4: no auction, the cards are dealt again), the next deal number that is played: the hand the
    room counts, bids and discards from (lessons 10 and 20). ``.seed`` says which deal it is.

    >>> GameState.new(seed=267, dealer=0).phase, played_deal(267, 0).seed, played_deal(7, 0).seed
    ('cancelled', 268, 7)
    """
    return GameState.new(seed=playable_deal(seed, dealer).seed, dealer=dealer)


def room_auction(seed: int, dealer: int, rng) -> GameState:
    """A1 drill: the room's deal (:func:`played_deal`: no. *seed*, or the next one played if a petit
    sec cancels it, D4), the seats before the dealer bidding at random from the lesson's stream
    *rng* (a pass or a contract the core allows, never the Garde Contre, so that a contract is
    still open when the dealer speaks).

    >>> import random
    >>> s = room_auction(7, 0, random.Random(1))
    >>> s.to_act, len(s.bids), s.legal_bids()[0] is None, len(s.legal_bids()) > 1
    (0, 3, True, True)
    >>> GameState.new(seed=267, dealer=0).phase, room_auction(267, 0, random.Random(1)).to_act
    ('cancelled', 0)
    """
    state = played_deal(seed, dealer)
    while state.to_act != dealer:
        state.bid(rng.choice([b for b in state.legal_bids() if b is None or b.code != "garde-contre"]))
    return state


def friend_discard(state, me: int, rng) -> tuple[Card, ...]:
    """E2 drill: six cards of *me*'s hand (the chien taken) that a friend proposes to discard, drawn
    from the lesson's stream *rng*: suit cards other than kings (a discard the rules accept) about
    half the time, else one king, bout or trump among them (one the rules may refuse: the core's
    discard_verdict says).

    >>> import random
    >>> from tarot_core.discard import discard_verdict
    >>> s = GameState.new(seed=296, dealer=0); s.bid("prise"); s.bid(None); s.bid(None); s.bid(None)
    >>> seen = {discard_verdict(s.dealt[0], s.chien, friend_discard(s, 0, random.Random(n))).valid
    ...         for n in range(20)}
    >>> sorted(seen)
    [False, True]
    """
    hand = list(state.hands[me])
    plain = [c for c in hand if not c.is_trump and not c.is_excuse and not c.is_king]
    other = [c for c in hand if c not in plain]
    if other and len(plain) >= 5 and rng.random() < 0.5:
        picked = rng.sample(plain, 5) + [rng.choice(other)]
    elif len(plain) >= 6:
        picked = rng.sample(plain, 6)
    else:
        picked = rng.sample(hand, 6)
    return tuple(sorted(picked))


def discard_check(verdict, lang: str | None = None) -> Check:
    """E1, E2: is the friend's discard legal? (yes/no) The core's verdict *verdict* answers: its
    refusal names the rule and the card; an accepted discard is told with the rules it meets."""
    reason = verdict.reason if not verdict.valid else say("lesson10.discard.ok", lang, reason=verdict.reason)
    return Check(lambda said: (said is verdict.valid, reason), reason)


# --------------------------------------------------------------------------- the duplicate (S4)
def duplicate_text(me: int, advised: int, rookie_score: int, rookie_end, lang: str | None = None) -> str:
    """*me*'s two scores on the same cards (S4), and who took what with the random player."""
    return "\n".join([
        say("lesson10.duplicate.advised", lang, seat=me, score=fmt_points(advised, lang, signed=True)),
        say("lesson10.duplicate.random", lang, seat=me, score=fmt_points(rookie_score, lang, signed=True)),
        say("lesson10.duplicate.taker", lang, contract=rookie_end.contract.label(lang),
            **_seat(rookie_end.taker, me, lang))])


def gap_check(advised: int, rookie_score: int, lang: str | None = None) -> Check:
    """S4: the difference of two scores of the same seat on the same cards."""
    gap = advised - rookie_score

    def check(answer):
        said = say("lesson10.gap.sum", lang, advised=fmt_points(advised, lang, signed=True),
                   rookie=fmt_points(rookie_score, lang, signed=True), gap=fmt_points(gap, lang, signed=True))
        if answer == gap:
            return True, said + say("lesson10.gap.ok", lang)
        return False, say("lesson10.gap.hint", lang)
    return Check(check, lambda: check(gap)[1])


ROTATION = ("luck", "dealer", "length")      # the right reason first


def rotation_choices(lang: str | None = None) -> list[tuple[str, str]]:
    """Why a duplicate match rotates the seats: three reasons, one right (S4)."""
    return [(say(f"lesson10.rotation.choice.{key}", lang), key) for key in ROTATION]


def rotation_check(lang: str | None = None) -> Check:
    """S4: every kind of bot holds every hand; the other two reasons are answered with D1 and S4."""
    return Check(lambda key: (key == ROTATION[0], say(f"lesson10.rotation.{key}", lang)),
                 say(f"lesson10.rotation.{ROTATION[0]}", lang))


__all__ = ["ROTATION", "count_bid_check", "count_question", "discard_check", "duplicate_text", "end_text",
           "favoured_check", "friend_discard", "gap_check", "lowest_check", "pass_or_contract", "preview_teaser",
           "played_deal", "preview_text", "room_auction", "rotation_check", "rotation_choices", "trick_taken"]
