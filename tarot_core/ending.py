"""The end of a deal, described by its facts: where the Excuse goes, petit au bout, slam.

The question players ask ("we won every trick but the last, the Excuse was led to it — slam?
petit au bout?") needs only: which side won each earlier trick, the last one to three tricks card
by card, where the Excuse and the Petit were if not in those tricks, whether a slam was announced,
and the contract. :func:`end_of_deal` answers with the referee's own rules: it completes the deal
with neutral cards (low cards in the earlier tricks, each trick won by the side given), referees
it (X3–X7, B5–B8, S3, and the rulings R1–R5), and keeps what the description decides — not the
card points, which depend on cards it was not told.

>>> e = end_of_deal("garde", earlier="taker", last_tricks=[(0, "EX 2S 3S 4S")], slam_announced=True,
...                 petit_earlier="taker")
>>> e.slam, e.petit_au_bout, e.excuse_side, e.rulings
('taker', None, 'taker', ('R3', 'R4'))
>>> e.slam_part, e.petit_au_bout_part
(400, 0)
>>> print(e.text("en").splitlines()[0])
R4: the taker (seat 0) announced a slam before the first card; only he may (project ruling R4).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .auction import Contract, parse_contract
from .call import COURT_MASK, attack_seats, partner_seat
from .cards import (
    BIT,
    BOUT_MASK,
    DECK,
    EXCUSE_INDEX,
    HALF_POINTS,
    PETIT_INDEX,
    Card,
    parse_card,
    parse_cards,
)
from .catalogue import rule_title, text
from .deal import check_seat
from .engine import played_outcome
from .errors import CardError, PlayError, TarotError
from .outcome import Outcome
from .play import next_leader
from .record import size_error
from .scoring import Shares, Step, score_shares, signed_text
from .table import FIVE_PLAYERS, FOUR_PLAYERS, Table, table_for

SIDES = ("taker", "defence")
LAST_ASKED = 3                           # the question describes the deal's last one to three tricks


@dataclass(frozen=True)
class Ending:
    """The ruling on the end of a deal (see :func:`end_of_deal`)."""
    outcome: Outcome                     # the completed deal, refereed (its points are not the question)
    excuse_side: str                     # the side whose pile holds the Excuse at the end (X3–X7)
    petit_au_bout: str | None            # B5, B6, R5
    slam: str | None                     # B7, B8 (X6, X7 included)
    rulings: tuple[str, ...]             # R1–R5 that apply
    petit_au_bout_part: int              # its term in S: ±10 × the multiplier (S3)
    slam_part: int                       # the slam bonuses in S (B7, B8, R1), not multiplied

    @property
    def table(self) -> Table:
        """The table the question was asked at (V1)."""
        return table_for(self.outcome.players)

    @property
    def partner(self) -> int | None:
        """V5: who was the partner — the seat that held the called card (five players); None when
        the taker played alone, or at three and four players (no call)."""
        return self.outcome.partner

    @property
    def alone(self) -> bool:
        """V5, R7: five players and no partner (the called card in the taker's hand or the chien)."""
        return self.outcome.alone

    @property
    def attack(self) -> tuple[int, ...]:
        """V7: the attack's seats (the taker, and his partner at five players)."""
        return self.outcome.attack

    @property
    def shares(self) -> Shares:
        """S4, V9: each seat's score as a multiple of S at this table (alone: 4 × S at five)."""
        return score_shares(self.table, self.alone)

    def steps(self) -> tuple[Step, ...]:
        """The ruling line by line, each naming its rule."""
        o = self.outcome
        steps = [s for s in o.story() if s.rule not in ("E1", "E3", "S1")]
        if not o.petit_au_bout:
            steps.append(Step("B5", "ending.no_pab", {}))
        if not o.slam:
            steps.append(Step("B7", "ending.no_slam", {}))
        steps.append(Step(_excuse_rule(o), f"ending.excuse_side.{self.excuse_side}", {}))
        contract = o.contract
        assert contract is not None
        if self.petit_au_bout_part:
            steps.append(Step("B5", "ending.pab_part", {"value": signed_text(self.petit_au_bout_part),
                                                        "contract": contract.label(),
                                                        "mult": contract.multiplier}))
        if self.slam_part:
            steps.append(Step("B8" if o.slam == "defence" else "B7", "ending.slam_part",
                              {"value": signed_text(self.slam_part)}))
        if self.table != FOUR_PLAYERS:                              # V9 (R6 with a partner): the split of S
            sh = self.shares
            key = "three" if self.table.seats < FOUR_PLAYERS.seats else "alone" if self.alone else "five"
            steps.append(Step("V9", f"ending.split.{key}", {"t": sh.taker, "seat": o.taker,
                                                            "partner": self.partner}))
        return tuple(steps)

    def text(self, lang: str | None = None) -> str:
        """The ruling in words, one line per rule, then the titles of the project's rulings used."""
        lines = [s.text(lang) for s in self.steps()]
        lines += [text("fmt.rule_line", lang, rule=r, body=rule_title(r, lang)) for r in self.rulings]
        return "\n".join(lines)


def _excuse_rule(o: Outcome) -> str:
    events = [e.event for e in o.excuse_events]
    if "won_last_trick" in events:
        return "X6"
    if "changed_sides" in events:
        return "X5"
    if "debt" in events or "debt_unpaid" in events or "debt_paid" in events:
        return "X4"
    return "X3"


def end_of_deal(contract, *, last_tricks, earlier="taker", taker: int = 0, excuse_earlier=None,
                petit_earlier=None, slam_announced: bool = False, players: int = FOUR_PLAYERS.seats,
                called=None, holder=None) -> Ending:
    """Rule on the end of a deal from its facts (see the module docstring).

    *last_tricks*: the deal's last one to three tricks, each ``(leader, cards)`` with the table's
    cards in play order from the leader (P1: each leader won the trick before). *earlier*: 'taker'
    or 'defence' when one side won every earlier trick, else one side per earlier trick (at five
    players the sides are the camps, V7). *taker*: the taker's seat. When the Excuse is not in
    *last_tricks*: *excuse_earlier* = ``(side, trick)``, the side that played it and the earlier
    trick it was played to, or ``"chien"`` (Garde Sans or Contre: E3). When the Petit is not in
    them: *petit_earlier* = the side that won the trick it was played to, or ``"chien"``.

    *players*: 3, 4 or 5 (V1). At five players the taker called *called* (V4) and *holder* says
    where it was dealt: a seat, or ``"chien"``. The partner is the referee's answer (V5: the seat
    that held it, none when the taker held it or it lay in the chien — then he is alone, R7).

    >>> e = end_of_deal("prise", earlier=["taker"] * 16 + ["defence"],
    ...                 last_tricks=[(1, "T1 T5 T6 T7")], excuse_earlier=("defence", 3))
    >>> e.petit_au_bout, e.slam, e.petit_au_bout_part      # seat 1 leads the Petit; T7 (seat 0) wins
    ('taker', None, 10)
    >>> e = end_of_deal("garde_sans", players=5, called="KS", holder="chien", last_tricks=[(0, "T21 2H 3H 4H 5H")],
    ...                 excuse_earlier="chien", petit_earlier="chien")
    >>> e.partner, e.alone, e.rulings, e.shares.taker      # V5, R7: the called king in the chien
    (None, True, ('R7',), 4)
    """
    table = table_for(players)
    contract = parse_contract(contract) if not isinstance(contract, Contract) else contract
    taker = check_seat(taker, table)
    if not isinstance(slam_announced, bool):
        raise TarotError("B7", "err.ending.bool", field="slam_announced")
    called_card = _check_call(called, holder, taker, table)
    if (isinstance(last_tricks, (str, bytes)) or not isinstance(last_tricks, Sequence)
            or not 1 <= len(last_tricks) <= LAST_ASKED):
        raise TarotError("E4", "err.ending.last_count")
    k = len(last_tricks)
    n = table.n_tricks - k
    described: list[tuple[int, tuple[Card, ...]]] = []
    seen = 0
    for i, item in enumerate(last_tricks):
        if not isinstance(item, Sequence) or isinstance(item, (str, bytes)) or len(item) != 2:
            raise TarotError("E4", "err.ending.trick_shape", trick=n + i + 1, count=table.seats)
        leader, cards = check_seat(item[0], table), parse_cards(item[1])
        if len(cards) != table.seats:
            raise size_error("trick", table, trick=n + i + 1, count=len(cards))     # E4, V2: the table's size
        for c in cards:
            if seen & BIT[c]:
                raise CardError("C1", "err.card.twice", card=c, trick=n + i + 1)
            seen |= BIT[c]
        described.append((leader, cards))
    gs_or_gc = not contract.takes_chien_in_hand
    # V5: the called card's place; its player, when it is played (a called card from the chien of a
    # Prise or Garde is the taker's to play; in Garde Sans or Contre it stays there, R7)
    called_player = None
    if called_card is not None:
        called_player = taker if holder == "chien" else holder
        for leader, cards in described:
            if called_card in cards:
                seat = (leader + cards.index(called_card)) % table.seats
                if holder == "chien" and gs_or_gc or seat != called_player:
                    raise TarotError("V5", "err.ending.called_where", card=called_card, seat=seat,
                                     holder=_holder_text(holder))
        if holder == "chien" and gs_or_gc and not seen & BIT[called_card]:
            called_player = None
    partner = None if called_card is None or holder in ("chien", taker) else holder
    attack = attack_seats(taker, partner)
    sides = _earlier_sides(earlier, n)
    winners_described = []
    for i, (leader, cards) in enumerate(described):
        winners_described.append(next_leader(leader, [int(c) for c in cards], table))    # P6, P1
        if i and leader != winners_described[i - 1]:
            raise PlayError("P1", "err.ending.leader", trick=n + i + 1, seat=leader, winner=winners_described[i - 1])
    first_leader = described[0][0]
    if _side(first_leader, attack) != sides[-1]:
        raise PlayError("P1", "err.ending.leader_side", trick=n + 1, seat=first_leader,
                        side=text(f"side.{sides[-1]}", None))
    # where the Excuse and the Petit are, when the tricks described do not hold them
    chien = 0
    if called_card is not None and holder == "chien":
        chien |= BIT[called_card]                                      # V5: dealt to the chien
    excuse_at = None
    if not seen & BIT[EXCUSE_INDEX]:
        if excuse_earlier == "chien":
            chien |= _bout_in_chien(EXCUSE_INDEX, gs_or_gc)
        else:
            if (not isinstance(excuse_earlier, Sequence) or isinstance(excuse_earlier, str) or len(excuse_earlier) != 2
                    or excuse_earlier[0] not in SIDES or isinstance(excuse_earlier[1], bool)
                    or not isinstance(excuse_earlier[1], int) or not 1 <= excuse_earlier[1] <= n):
                raise TarotError("X3", "err.ending.excuse_where", last=n)
            side, trick = excuse_earlier
            if side == "taker" and sides[trick - 1] == "taker":
                raise TarotError("X3", "err.ending.taker_excuse_won", trick=trick)
            excuse_at = (side, trick)
    elif excuse_earlier is not None:
        raise TarotError("X3", "err.ending.excuse_twice")
    petit_at = None
    if not seen & BIT[PETIT_INDEX]:
        if petit_earlier == "chien":
            chien |= _bout_in_chien(PETIT_INDEX, gs_or_gc)
        elif petit_earlier in SIDES:
            if petit_earlier not in sides:
                raise TarotError("B5", "err.ending.petit_side", side=text(f"side.{petit_earlier}", None))
            petit_at = sides.index(petit_earlier) + 1
        else:
            raise TarotError("B5", "err.ending.petit_where")
    elif petit_earlier is not None:
        raise TarotError("B5", "err.ending.petit_twice")
    called_bit = 0 if called_card is None else BIT[called_card]
    # the neutral cards: low cards first, then the rest (their points are not the question)
    pool = [c for c in range(78) if not (seen | chien | BOUT_MASK | called_bit) & BIT[c]]
    pool.sort(key=lambda c: HALF_POINTS[c])
    pool += [c for c in (76,) if not seen & BIT[c]]                   # the 21, when not described
    chien_cards = [c for c in pool[::-1] if HALF_POINTS[c] == 1][: table.chien_size - chien.bit_count()]
    for x in chien_cards:
        chien |= BIT[x]
    discard = chien if contract.takes_chien_in_hand else 0              # E1: put aside, in Prise or Garde
    if holder == "chien" and not gs_or_gc:      # Prise, Garde: the taker took the called card in hand (E1, V5)
        swap = next(c for c in pool if not chien & BIT[c])
        pool.remove(swap)
        discard = chien & ~called_bit | BIT[swap]
    to_place = [(called_player, int(called_card))] if (called_player is not None and called_card is not None
                                                      and not seen & called_bit) else []
    filler = [x for x in pool if not chien & BIT[x]]
    tricks: list[tuple[int, tuple[int, ...]]] = []
    winners: list[int] = []
    defender = next(s for s in range(table.seats) if s not in attack)
    leader = taker                    # who leads the first trick only sets the dealer (P1, B7)
    for t in range(n):
        side = sides[t]
        winner = first_leader if t == n - 1 else taker if side == "taker" else defender
        slots = [-1] * table.seats
        if excuse_at and excuse_at[1] == t + 1:
            player = taker if excuse_at[0] == "taker" else next(
                s for s in range(table.seats) if s not in attack and s != winner)
            slots[(player - leader) % table.seats] = EXCUSE_INDEX           # P1: its place from the leader
        if to_place and slots[(to_place[0][0] - leader) % table.seats] < 0:
            seat, card = to_place.pop()
            slots[(seat - leader) % table.seats] = card                     # V5: played by its holder
        if petit_at == t + 1:
            slots[slots.index(-1)] = PETIT_INDEX
        for i in range(table.seats):
            if slots[i] < 0:
                slots[i] = filler.pop(0)
        tricks.append((leader, tuple(slots)))
        winners.append(winner)
        leader = winner
    for (lead, played), w in zip(described, winners_described):
        tricks.append((lead, tuple(int(x) for x in played)))
        winners.append(w)
    assert not filler and not to_place, "every card is placed"
    dealer = (tricks[0][0] - 1) % table.seats                    # P1: the dealer's right leads the first trick
    if called_card is not None:                                  # V5: the partner, from the hands as dealt
        dealt = [0] * table.seats
        for lead, placed in tricks:
            for i, x in enumerate(placed):
                dealt[(lead + i) % table.seats] |= BIT[x]
        dealt[taker] = (dealt[taker] | discard) & ~(chien if contract.takes_chien_in_hand else 0)
        partner = partner_seat(int(called_card), dealt, taker)
    outcome = played_outcome(dealer, taker, contract, slam_announced, chien, discard, (), tricks, winners,
                             table=table, partner=partner, called=None if called_card is None else int(called_card))
    result = outcome.result
    assert result is not None
    excuse_side = "taker" if EXCUSE_INDEX in outcome.taker_cards else "defence"
    return Ending(outcome, excuse_side, outcome.petit_au_bout, outcome.slam, outcome.rulings,
                  result.petit_au_bout * contract.multiplier, result.slam)


def _check_call(called, holder, taker: int, table: Table) -> Card | None:
    """V4, V5: at five players a called card (a king, queen, cavalier or jack) and where it was dealt
    (a seat, or 'chien'); at three and four players neither (V4: there is no call)."""
    if table != FIVE_PLAYERS:
        if called is not None or holder is not None:
            raise TarotError("V4", "err.ending.call_table", players=table.seats)
        return None
    if called is None:
        raise TarotError("V4", "err.ending.call_missing")
    card = parse_card(called)
    if not COURT_MASK & BIT[card]:
        raise TarotError("V4", "err.call.not_court", card=card)
    if holder != "chien":
        if not isinstance(holder, int) or isinstance(holder, bool) or not 0 <= holder < table.seats:
            raise TarotError("V5", "err.ending.holder", last=table.seats - 1)
    return card


def _holder_text(holder):
    """Where the called card was dealt, in the reader's words (V5)."""
    if holder == "chien":
        return lambda lang: text("ending.holder.chien", lang)
    return lambda lang: text("ending.holder.seat", lang, seat=holder)


def _bout_in_chien(index: int, gs_or_gc: bool) -> int:
    """E2: a bout (the Excuse or the Petit, *index*) may be in the chien only when nobody saw it
    there — a garde sans or a garde contre (*gs_or_gc*); its bit for the chien, else TarotError E2."""
    if not gs_or_gc:
        raise TarotError("E2", "err.ending.bout_in_chien", card=DECK[index])
    return BIT[index]


def _side(seat: int, attack: tuple[int, ...]) -> str:
    return "taker" if seat in attack else "defence"


def _earlier_sides(earlier, n: int) -> list[str]:
    if earlier in SIDES:
        return [earlier] * n
    if isinstance(earlier, (str, bytes)) or not isinstance(earlier, Sequence) or len(earlier) != n \
            or any(s not in SIDES for s in earlier):
        raise TarotError("E4", "err.ending.sides", n=n)
    return list(earlier)


__all__ = ["Ending", "end_of_deal"]
