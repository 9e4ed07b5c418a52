"""The basic bot's rules of thumb for playing a card at five players, where the camps start secret
(V4–V7): the taker looks for his partner, the partner helps him without showing himself on a trick
his called card does not take, and a defender who does not know the partner plays safe. Their worth
is measured by ``python -m tarot_core.analysis.bench_bots --five-rules`` (figures in the README).
Each is a small named function that reads a :class:`~tarot_core.analysis.situation.Situation` and
returns a card index, or ``None`` when it does not apply; its words are the catalogue's
``bot.rule.<name>`` entry.

:func:`table_card` tries them first (:data:`FIVE_RULES`, at five players only), then the card rules
of every table (:func:`~tarot_core.analysis.card_rules.basic_card`). Nothing here reads more than the
seat knows: the camps come from :meth:`Situation.camp` (V5), so everyone updates the moment the
called card falls — its rules then stop applying and the card rules see the known camps.
"""
from __future__ import annotations

from collections.abc import Callable

from ..cards import BIT, SUIT_MASKS
from .card_rules import basic_card, lowest_when_lost
from .situation import UNKNOWN, Situation, lowest, trick_winner, wins


def _called_suit(sit: Situation) -> int:
    """The called card's suit as a mask (0 with no call)."""
    return SUIT_MASKS[sit.called // 14] if sit.called >= 0 else 0


def taker_leads_called_suit(sit: Situation) -> int | None:
    """V5: the taker who does not know his partner yet leads his lowest card of the called suit:
    the partner answers with the called card (:func:`partner_answers_the_call`), the trick and its
    points go to the attack, and from then on both know whom they play with (V7). Not in the last
    two tricks (the Excuse and the Petit come first there); V6 forbids it in the first trick."""
    if sit.trick or sit.seat != sit.taker or sit.called < 0 or sit.camps_known:
        return None
    if sit.trick_number >= sit.n_tricks - 1:
        return None
    cards = sit.legal & _called_suit(sit) & ~BIT[sit.called]
    return lowest(cards) if cards else None


def partner_answers_the_call(sit: Situation) -> int | None:
    """V5: the partner plays the called card when its suit is led and the called card takes the
    trick now (the taker's lead of the called suit asks for it): its points go to the attack, and
    the taker learns who his partner is. Never on a trick a defender's trump already holds."""
    if not sit.trick or sit.called < 0 or sit.seat == sit.taker or not sit.legal & BIT[sit.called]:
        return None
    if not wins(sit, sit.called):
        return None
    return sit.called


def partner_hides_called_card(sit: Situation) -> int | None:
    """V5: the partner does not show himself early: while the called card is in his hand he does not
    put it on a trick it does not take — not even to charge the taker's sure trick, where his next
    most valuable card goes instead — and plays what the card rules would play without it; the
    taker decides when to find him (:func:`taker_leads_called_suit`). He may still lead it to cash
    it while its suit is fresh (:func:`~tarot_core.analysis.card_rules.cash_a_king`): keeping it
    back there cost the attack in the duplicate comparison (``bench_bots --five-rules``). With no
    other card allowed, it goes."""
    if not sit.trick or sit.called < 0 or sit.seat == sit.taker or not sit.hand & BIT[sit.called]:
        return None
    rest = sit.legal & ~BIT[sit.called]
    if not rest:
        return None
    card, _ = basic_card(sit)
    if card != sit.called or wins(sit, card):
        return None
    return basic_card(sit._replace(legal=rest))[0]


def defender_plays_safe(sit: Situation) -> int | None:
    """V5: a defender who does not know the partner yet gives nothing on trust: when the trick is
    held by a seat whose camp he cannot know (it may be the taker's hidden partner) and he does not
    take it himself, he follows with his lowest card, keeping his points — even if that seat is in
    fact a fellow defender. Once the called card falls he knows, and charges a fellow defender's
    sure trick (:func:`~tarot_core.analysis.card_rules.give_points_to_partner`)."""
    if not sit.trick or sit.called < 0 or sit.seat == sit.taker or sit.camps_known:
        return None
    holder, _ = trick_winner(sit)
    if holder < 0 or sit.camp(holder) != UNKNOWN:
        return None
    card, rule = basic_card(sit)
    return card if rule == lowest_when_lost.__name__ else None


#: The five-player rules, in the order :func:`table_card` tries them.
FIVE_RULES: tuple[Callable[[Situation], int | None], ...] = (
    taker_leads_called_suit, partner_answers_the_call, partner_hides_called_card, defender_plays_safe)


def table_card(sit: Situation) -> tuple[int, str]:
    """The basic bot's card at any table and the name of the rule of thumb that chose it: at five
    players with a called card, the first of :data:`FIVE_RULES` that applies; otherwise (and at
    three and four players) :func:`~tarot_core.analysis.card_rules.basic_card`."""
    if sit.called >= 0 and sit.legal & (sit.legal - 1):
        for rule in FIVE_RULES:
            c = rule(sit)
            if c is not None and sit.legal & BIT[c]:
                return c, rule.__name__
    return basic_card(sit)


__all__ = ["FIVE_RULES", "defender_plays_safe", "partner_answers_the_call", "partner_hides_called_card",
           "table_card", "taker_leads_called_suit"]
