"""The referee: a whole deal record checked against every rule, and its full outcome.

It checks the cards (C1, D3), the petit sec (D4), the auction (A1–A3), the discard (E1–E2),
the poignées (B1–B3), every card played against the player's actual hand (P1–P5, X1),
then resolves the tricks and the Excuse (P6, X2–X7), the bonuses (B4–B8) and the score
(S1–S4) with the same functions the rest of the project uses.

>>> from tarot_core.io.golden import golden_records
>>> out = referee(golden_records()["worked_example_s5"])
>>> out.taker_points, out.taker_bouts, out.S, out.scores
(48.0, 2, 64, (-64, 192, -64, -64))
"""
from __future__ import annotations

from dataclasses import dataclass

from .auction import Contract, check_auction
from .cards import BIT, FULL_MASK, Card, bouts_in, cards_of, half_points_of_mask, mask_of, sort_key
from .deal import N_SEATS, next_seat, petit_sec_seat
from .discard import check_discard, chien_owner
from .errors import AuctionError, DealError, DiscardError, PlayError, PoigneeError
from .excuse import N_TRICKS, ExcuseEvent, Settlement, settle
from .play import check_play, legal_mask, winner_position
from .poignee import Poignee, check_poignee
from .record import DealRecord, load_record
from .scoring import Facts, ScoreResult, score


@dataclass(frozen=True)
class TrickResult:
    """One trick as played: number (1–18), leader, cards in play order, their seats, winner."""
    number: int
    leader: int
    cards: tuple[Card, ...]
    winner: int
    winner_side: str

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple((self.leader + i) % N_SEATS for i in range(len(self.cards)))

    def to_dict(self) -> dict:
        return {"number": self.number, "leader": self.leader, "cards": [c.code for c in self.cards],
                "seats": list(self.seats), "winner": self.winner, "winner_side": self.winner_side}


@dataclass(frozen=True)
class Outcome:
    """Everything the referee established about a deal.

    ``status`` is 'played', 'all_pass' (A3) or 'cancelled' (D4: petit sec).
    """
    status: str
    dealer: int
    taker: int | None = None
    contract: Contract | None = None
    slam_announced: bool = False
    discard: tuple[Card, ...] = ()
    chien: tuple[Card, ...] = ()
    chien_to: str | None = None                   # E1/E3: 'taker' or 'defence'
    poignees: tuple[tuple[int, Poignee], ...] = ()
    tricks: tuple[TrickResult, ...] = ()
    excuse_events: tuple[ExcuseEvent, ...] = ()
    taker_cards: tuple[Card, ...] = ()
    defence_cards: tuple[Card, ...] = ()
    taker_points: float | None = None
    defence_points: float | None = None
    taker_bouts: int | None = None
    petit_au_bout: str | None = None
    slam: str | None = None
    petit_sec_seat: int | None = None
    result: ScoreResult | None = None

    @property
    def target(self):
        return self.result.target if self.result else None

    @property
    def made(self):
        return self.result.made if self.result else None

    @property
    def margin(self):
        return self.result.margin if self.result else None

    @property
    def S(self) -> int:
        return self.result.S if self.result else 0

    @property
    def scores(self) -> tuple[int, int, int, int]:
        """S4 by seat (zeros for an all-pass or a cancelled deal)."""
        return self.result.scores(self.taker) if self.result else (0, 0, 0, 0)

    def breakdown_text(self, lang: str | None = None) -> str:
        return self.result.breakdown_text(lang) if self.result else ""

    def _repr_html_(self) -> str:
        from .render.report import outcome_html
        return outcome_html(self)

    def story(self) -> tuple:
        """The referee's account, before the score: the chien or discard, the Excuse, the petit au
        bout, the slam and the final piles — each a Step naming its rule (see :meth:`story_text`)."""
        if self.status != "played":
            return ()
        from .cards import bouts_in, points_of
        from .catalogue import SIDE_WORDS
        from .scoring import Step, _num

        def side(s):
            return lambda lang: SIDE_WORDS[lang][s]
        steps = []
        if self.discard:
            steps.append(Step("E1", "story.discard", {"points": _num(points_of(self.discard))}))
        elif self.chien:
            steps.append(Step("E3", "story.chien", {"contract": self.contract.label(),
                                                    "cards": " ".join(c.code for c in self.chien),
                                                    "points": _num(points_of(self.chien)),
                                                    "bouts": bouts_in(self.chien), "side": side(self.chien_to)}))
        for e in self.excuse_events:
            steps.append(Step(e.rule, "story." + e.event, {"trick": e.trick, "seat": e.seat, "card": e.card}))
        if self.petit_au_bout:
            x6 = any(e.event == "won_last_trick" for e in self.excuse_events)
            steps.append(Step("B6" if x6 else "B5", "story.pab_x6" if x6 else "story.pab",
                              {"side": side(self.petit_au_bout)}))
        if self.slam:
            steps.append(Step("B8" if self.slam == "defence" else "B7", "story.slam", {"side": side(self.slam)}))
        steps.append(Step("S1", "story.total", {"count": len(self.taker_cards), "points": _num(self.taker_points),
                                               "bouts": self.taker_bouts, "dpoints": _num(self.defence_points)}))
        return tuple(steps)

    def story_text(self, lang: str | None = None) -> str:
        return "\n".join(step.text(lang) for step in self.story())

    def to_dict(self, lang: str | None = None) -> dict:
        """Plain JSON data (the CLI's ``referee --json`` line)."""
        r = self.result
        return {"status": self.status, "dealer": self.dealer, "taker": self.taker,
                "contract": self.contract.code if self.contract else None,
                "slam_announced": self.slam_announced,
                "discard": [c.code for c in self.discard], "chien": [c.code for c in self.chien],
                "chien_to": self.chien_to,
                "poignees": [{"seat": s, "size": p.size, "name": p.name, "bonus": p.bonus,
                              "cards": [c.code for c in p.cards]} for s, p in self.poignees],
                "tricks": [t.to_dict() for t in self.tricks],
                "excuse_events": [e.to_dict() for e in self.excuse_events],
                "taker_cards": [c.code for c in self.taker_cards],
                "defence_cards": [c.code for c in self.defence_cards],
                "taker_points": self.taker_points, "defence_points": self.defence_points,
                "taker_bouts": self.taker_bouts, "target": self.target, "made": self.made,
                "margin": self.margin, "petit_au_bout": self.petit_au_bout, "slam": self.slam,
                "petit_sec_seat": self.petit_sec_seat, "S": self.S, "scores": list(self.scores),
                "story": [{"rule": s.rule, "text": s.text(lang)} for s in self.story()],
                "breakdown": [] if r is None else [{"rule": s.rule, "text": s.text(lang)} for s in r.breakdown]}


# ---------------------------------------------------------------------------
def first_leader(dealer: int, taker: int, slam_announced: bool) -> int:
    """P1 (and B7): the dealer's right leads, unless the taker announced a slam."""
    return taker if slam_announced else next_seat(dealer)


def playing_hands(rec: DealRecord, taker: int, contract: Contract) -> tuple[list[int], tuple[Card, ...]]:
    """E1–E4: the four 18-card hands as play starts (masks) and the checked discard."""
    hands = [mask_of(h) for h in rec.hands]
    if contract.takes_chien_in_hand:
        if not rec.discard:
            raise DiscardError("E1", "err.discard.size", count=0, seat=taker)
        try:
            check_discard(rec.hands[taker], rec.chien, rec.discard)
        except DiscardError as e:
            e.seat = taker
            raise
        hands[taker] = (hands[taker] | mask_of(rec.chien)) & ~mask_of(rec.discard)
        return hands, rec.discard
    if rec.discard:
        raise DiscardError("E3", "err.discard.not_allowed", contract=contract.label(), seat=taker)
    return hands, ()


def check_poignees(rec: DealRecord, hands: list[int], taker: int, discard) -> tuple[tuple[int, Poignee], ...]:
    """B1–B3 for every poignée of the record, against the hand held before the first card."""
    out = []
    for seat, shown in rec.poignees:
        try:
            out.append((seat, check_poignee(cards_of(hands[seat]), shown,
                                            discard if seat == taker else ())))
        except PoigneeError as e:
            raise PoigneeError(e.rule, e.key, seat=seat, **{k: v for k, v in e.params.items()
                                                            if k not in ("seat", "trick")}) from None
    return tuple(out)


def play_tricks(rec: DealRecord, hands: list[int], leader: int) -> list[tuple[int, tuple[int, ...]]]:
    """P1–P5, X1: check every card against the player's hand and the trick so far."""
    if len(rec.tricks) != N_TRICKS:
        raise PlayError("E4", "err.play.trick_count", count=len(rec.tricks))
    played = []
    hands = list(hands)
    for t, cards in enumerate(rec.tricks):
        if len(cards) != N_SEATS:
            raise PlayError("E4", "err.play.trick_size", trick=t + 1, count=len(cards))
        for i, card in enumerate(cards):
            seat = (leader + i) % N_SEATS
            if not hands[seat] & BIT[card]:
                raise PlayError("E4", "err.play.not_in_hand", card=card, seat=seat, trick=t + 1)
            if not legal_mask(hands[seat], cards[:i]) & BIT[card]:
                check_play(cards_of(hands[seat]), cards[:i], card, seat=seat, trick_number=t + 1)
            hands[seat] &= ~BIT[card]
        played.append((leader, tuple(int(c) for c in cards)))
        leader = (leader + winner_position(cards)) % N_SEATS
    return played


def final_piles(settlement: Settlement, contract: Contract, chien: int, discard: int) -> tuple[int, int]:
    """E1/E3: add the discard (Prise, Garde) or the chien (Sans, Contre) to the side it counts for."""
    taker_mask, defence_mask = settlement.taker_mask, settlement.defence_mask
    extra = discard if contract.takes_chien_in_hand else chien
    if chien_owner(contract) == "taker":
        taker_mask |= extra
    else:
        defence_mask |= extra
    return taker_mask, defence_mask


def referee(source, lang: str | None = None) -> Outcome:
    """Check a whole deal record and return its full outcome; a broken rule raises TarotError."""
    rec = load_record(source)
    sec = petit_sec_seat(rec.hands)
    if sec is not None:                                   # D4: cancelled before the auction
        if rec.bids or rec.tricks:
            raise DealError("D4", "err.deal.petit_sec_played", seat=sec)
        return Outcome("cancelled", rec.dealer, petit_sec_seat=sec)
    auction = check_auction(rec.bids, rec.dealer)
    if auction.taker is None:                              # A3: all passed
        if rec.tricks or rec.discard or rec.poignees:
            raise AuctionError("A3", "err.auction.all_pass_played")
        return Outcome("all_pass", rec.dealer)
    taker, contract = auction.taker, auction.contract
    hands, discard = playing_hands(rec, taker, contract)
    poignees = check_poignees(rec, hands, taker, discard)
    leader = first_leader(rec.dealer, taker, rec.slam_announced)
    played = play_tricks(rec, hands, leader)
    st = settle(played, taker)
    taker_mask, defence_mask = final_piles(st, contract, mask_of(rec.chien), mask_of(discard))
    assert taker_mask | defence_mask == FULL_MASK and not taker_mask & defence_mask
    taker_half = half_points_of_mask(taker_mask) + st.half_point_shift
    taker_cards = tuple(sorted(cards_of(taker_mask), key=sort_key))
    defence_cards = tuple(sorted(cards_of(defence_mask), key=sort_key))
    facts = Facts.make(contract, taker_half / 2, bouts_in(taker_cards), st.petit_au_bout,
                       tuple(p.size for _, p in poignees), rec.slam_announced, st.slam)
    tricks = tuple(TrickResult(t + 1, played[t][0], rec.tricks[t], w, "taker" if w == taker else "defence")
                   for t, w in enumerate(st.winners))
    return Outcome("played", rec.dealer, taker, contract, rec.slam_announced, tuple(discard), rec.chien,
                   chien_owner(contract), poignees, tricks, st.events, taker_cards, defence_cards,
                   taker_half / 2, 91 - taker_half / 2, facts.taker_bouts, st.petit_au_bout, st.slam,
                   None, score(facts))


@dataclass(frozen=True)
class ReplayState:
    """The deal after trick ``number``: the trick, both sides' cards and points so far."""
    number: int
    trick: TrickResult
    taker_cards: tuple[Card, ...]
    defence_cards: tuple[Card, ...]
    taker_points_so_far: float
    defence_points_so_far: float
    excuse_events_so_far: tuple[ExcuseEvent, ...]

    def to_dict(self) -> dict:
        return {"number": self.number, "trick": self.trick.to_dict(),
                "taker_cards": [c.code for c in self.taker_cards],
                "defence_cards": [c.code for c in self.defence_cards],
                "taker_points_so_far": self.taker_points_so_far,
                "defence_points_so_far": self.defence_points_so_far,
                "excuse_events_so_far": [e.to_dict() for e in self.excuse_events_so_far]}


def replay(source):
    """Yield the state after each trick of a played deal (for step-by-step lessons and widgets).

    Cards won in tricks only (the chien or discard join at the end, E1/E3); the Excuse is
    shown where X3–X6 put it at that point of the deal.
    """
    outcome = referee(source)
    if outcome.status != "played":
        return
    played = [(t.leader, tuple(int(c) for c in t.cards)) for t in outcome.tricks]
    for n in range(1, N_TRICKS + 1):
        st = settle(played[:n], outcome.taker, final=(n == N_TRICKS))
        t_half = half_points_of_mask(st.taker_mask) + st.half_point_shift
        d_half = half_points_of_mask(st.defence_mask) - st.half_point_shift
        yield ReplayState(n, outcome.tricks[n - 1],
                          tuple(sorted(cards_of(st.taker_mask), key=sort_key)),
                          tuple(sorted(cards_of(st.defence_mask), key=sort_key)),
                          t_half / 2, d_half / 2, st.events)


__all__ = ["referee", "replay", "Outcome", "TrickResult", "ReplayState", "first_leader", "final_piles"]
