"""The command line at every table (V1–V9): ``--players 3|4|5`` on ``score``, ``deal`` and
``legal``, ``--alone`` (score, five players) and ``--call CARD`` (legal, five players).

The answers come from the rules modules (scoring's shares, call's first-trick rule, play's
legal cards); this module only reads the options and puts the answers in the commands' shapes,
also for the shared cases (:mod:`tarot_core.io.case`). Four players, the default, give exactly
the output they gave before these options existed.

>>> table_option(None).seats, table_option("5").seats, table_option(" 3 ").seats
(4, 5, 3)
>>> from tarot_core.errors import TarotError
>>> try:
...     table_option("four")
... except TarotError as e:
...     print(e.rule)
V1
>>> from tarot_core.scoring import score_facts
>>> r = score_facts("prise", 38, 3)                        # V11: five players, S = 27
>>> [s.text("en") for s in table_breakdown(r, table_option("5"))][-1]
'V9: at five players the taker scores 2 × 27 = +54, his partner +27; each of the three defenders −27.'
>>> d = table_score_dict(r, table_option("5"), alone=True, lang="en")
>>> d["players"], d["taker_score"], d["partner_score"], d["defender_score"]
(5, 108, None, -27)
"""
from __future__ import annotations

import re

from ..cards import BIT, Card, cards_of, mask_of, parse_card, sort_key
from ..errors import CallError, PlayError
from ..table import FIVE_PLAYERS, FOUR_PLAYERS, Table, table_for

_WHOLE = re.compile(r"\s*[0-9]{1,6}\s*")


def table_option(value) -> Table:
    """``--players`` (or a case's ``players:``): 3, 4 or 5 as text or a number; None is four
    players. Anything else raises DealError naming V1 and the value as given."""
    if value is None:
        return FOUR_PLAYERS
    if isinstance(value, str) and _WHOLE.fullmatch(value):
        value = int(value)
    return table_for(value)


# --- score (S4, V9) ------------------------------------------------------------------------------
def check_alone(table: Table, alone: bool) -> None:
    """V5: only a five-player taker plays alone; ``--alone`` elsewhere raises V5's error."""
    from ..scoring import score_shares
    score_shares(table, alone)


def score_at(table: Table, contract, points, bouts, petit_au_bout=None, poignees=(), slam_announced=False,
             all_tricks=None):
    """S1–S3 from declared facts at *table*: the points checked for that table (V8: at three and
    five players a side's points may end in ½ wherever the cards allow), the poignées read as
    kinds (V3)."""
    from ..scoring import Facts, score
    return score(Facts.make(contract, points, bouts, petit_au_bout, poignees, slam_announced, all_tricks,
                            players=table))


def table_breakdown(result, table: Table, alone: bool = False) -> tuple:
    """The score's breakdown, its last line the shares at *table* (S4 at four, V9 elsewhere)."""
    from ..scoring import shares_step
    check_alone(table, alone)
    steps = tuple(result.breakdown)
    if table == FOUR_PLAYERS:
        return steps
    return steps[:-1] + (shares_step(result.S, table, alone),)


def table_score_dict(result, table: Table, alone: bool = False, lang: str | None = None) -> dict:
    """``tarot score --json`` at *table*: the four-player fields (``S``, ``taker_score``,
    ``defender_score`` — each defender's), plus ``players`` and, at five, ``partner_score``
    (None when the taker is alone). Four players: the four-player dict as it always was."""
    from ..scoring import score_shares
    data = result.to_dict(lang)
    if table == FOUR_PLAYERS and not alone:
        return data
    shares = score_shares(table, alone)
    data["taker_score"] = shares.taker * result.S
    data["defender_score"] = shares.defender * result.S
    data["players"] = table.seats
    if table == FIVE_PLAYERS:
        data["partner_score"] = None if shares.partner is None else shares.partner * result.S
    data["breakdown"] = [{"rule": s.rule, "text": s.text(lang)} for s in table_breakdown(result, table, alone)]
    return data


# --- legal (P2–P5, X1; V6, R9) -------------------------------------------------------------------
def called_card(value, table: Table) -> int | None:
    """``--call`` (or a case's ``call:``): None when not given; at three or four players a call
    raises V4 (a card is called at five only); at five it must be a court card (V4)."""
    if value is None:
        return None
    if table != FIVE_PLAYERS:
        raise CallError("V4", "err.cli.call_table", players=table.seats)
    from ..call import first_trick_forbidden
    card = parse_card(value)
    first_trick_forbidden(card)                # V4: a king, queen, cavalier or jack, else CallError
    return card


def deal_call(dealt, taker: int, value) -> tuple[Card, int | None]:
    """A call made on a deal as dealt (V4, R8): *taker*'s seat (D1) and the card he calls, checked
    against his hand as dealt (a queen only with the four kings …); a call at three or four
    players raises V4. Returns the called card and the partner's seat (V5: None when the taker
    holds it or it is in the chien — he plays alone)."""
    from ..call import check_call, partner_of
    from ..deal import check_seat
    table = dealt.table
    called_card(value, table)                  # V4: five players, a court card
    check_seat(taker, table)                   # D1
    card = check_call(dealt.hands[taker], value, seat=taker)
    return card, partner_of(card, dealt.hands, taker, dealt.chien)


def legal_at(hand, trick, table: Table = FOUR_PLAYERS, called: int | None = None, first_trick: bool = False,
             lang: str | None = None) -> tuple[tuple[Card, ...], dict[Card, tuple[str, str]]]:
    """The cards of *hand* that may be played to *trick* (from its leader) at *table*, and for
    each other card (rule ID, reason): P2–P5, X1 — and V6 (R9 after an Excuse lead) in the
    first trick at five players when *called* is known. Four players: play's answers as ever."""
    from ..play import check_trick, illegal_reasons, legal_cards, legal_mask, play_error
    if table == FOUR_PLAYERS:
        return legal_cards(hand, trick), illegal_reasons(hand, trick, lang)
    if first_trick and table == FIVE_PLAYERS and called is None:
        raise PlayError("V6", "err.cli.call_needed")
    cards, trick = check_trick(hand, trick, table)
    hand_mask = mask_of(cards)
    errors: dict[Card, PlayError | None]
    if first_trick and called is not None:
        from ..call import first_trick_error, first_trick_legal_mask
        legal = first_trick_legal_mask(hand_mask, trick, called)
        errors = {c: first_trick_error(hand_mask, trick, c, called) for c in cards if not legal & BIT[c]}
    else:
        legal = legal_mask(hand_mask, trick)
        errors = {c: play_error(hand_mask, trick, c) for c in cards if not legal & BIT[c]}
    illegal = {c: (str(e.rule), e.message(lang)) for c, e in sorted(errors.items(), key=lambda ce: sort_key(ce[0]))
               if e is not None}
    return tuple(sorted(cards_of(legal), key=sort_key)), illegal


__all__ = ["table_option", "score_at", "check_alone", "table_breakdown", "table_score_dict", "called_card", "deal_call",
           "legal_at"]
