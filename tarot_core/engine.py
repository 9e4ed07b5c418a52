"""P1, P6 and the end of a deal at mask level: the one home of the trick loop.

Every player of whole deals — :class:`~tarot_core.game.GameState`, the simulator, the sampler,
the endgame solver, the ending explainer — asks the same three questions:

* who plays the *i*-th card of a trick (P1: play goes round the table from the leader),
  :func:`~tarot_core.table.seat_at` (the table's);
* who leads the next trick (P6 then P1: the winner of a trick leads the next one),
  :func:`~tarot_core.play.next_leader` (the play's, from :func:`~tarot_core.play.winning_card`);
* and, answered here, what a finished deal is worth: one scoring chain, the tricks settled (X3–X7, B5–B8,
  :func:`~tarot_core.excuse.settle`) → both sides' piles with the chien or the discard (E1, E3,
  :func:`final_piles`) → the declared facts (:class:`~tarot_core.scoring.Facts`, S1) → the score
  (:func:`~tarot_core.scoring.score`, S2–S4): :func:`deal_facts`, :func:`deal_score`,
  :func:`played_outcome`.

:class:`Playout` is the mask-level state of the card play (hands, the trick in progress, its
leader, the tricks played and their winners) with ``legal``/``push``/``pop``: the loop a search
or a random playout runs. The table (:class:`~tarot_core.table.Table`) is a value passed in;
nothing here knows how many seats a table has.

>>> from tarot_core.table import FIVE_PLAYERS, THREE_PLAYERS
>>> next_leader(3, (0, 1, 2, 3))      # P6: 4S (index 3) wins; seat 3 led, so seat 2 played it
2
>>> next_leader(2, (0, 1, 2), THREE_PLAYERS), next_leader(4, (0, 1, 2, 3, 4), FIVE_PLAYERS)   # P1 at 3, 5
(1, 3)
>>> [seat_at(3, i) for i in range(4)]            # P1: from the leader, round the table
[3, 0, 1, 2]
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from .auction import Contract
from .call import restrict_first_trick
from .cards import BIT, BOUT_MASK, DECK, DISPLAY_RANK, FULL_MASK, Card, cards_of, half_points_of_mask
from .discard import chien_owner
from .excuse import settle
from .outcome import Outcome, TrickResult
from .play import FOLLOWERS, legal_in_state, next_leader, trick_state, trick_winners
from .scoring import TOTAL_POINTS, Facts, ScoreResult, score, table_scores
from .table import FOUR_PLAYERS, Table, seat_at


# ---------------------------------------------------------------------------
# P1, P6: whose card, who leads next.
# ---------------------------------------------------------------------------
# ---------------------------------------------------------------------------
# The card play on masks.
# ---------------------------------------------------------------------------
class Playout:
    """The card play at mask level: ``legal()``, ``push(card)``, ``pop()`` (P1–P6, X1–X2).

    ``hands`` holds one card mask per seat; the trick in progress is ``trick`` (card indices from
    ``leader``) with its state ``follow``/``played``; ``tricks`` are the finished ones as
    ``(leader, cards)``, ``winners`` their P6 winners and ``masks`` their cards as masks (what
    :func:`~tarot_core.excuse.settle` takes). Legality is not checked by ``push`` (the caller asks
    ``legal()``): this is the fast loop; :class:`~tarot_core.game.GameState` checks and explains.
    At five players, *called* (the called card's index, V4) adds V6/R9 to the first trick.

    >>> from tarot_core.deal import deal_masks
    >>> import random
    >>> hands, chien = deal_masks(random.Random(1), 0)
    >>> p = Playout(hands, leader=1)
    >>> while not p.done:
    ...     _ = p.push(p.legal().bit_length() - 1)     # P2–P5: always the highest legal card
    >>> len(p.tricks), len(p.winners), p.to_act == p.winners[-1]      # E4: 18 tricks; P1
    (18, 18, True)
    >>> last = p.tricks[-1][1][-1]
    >>> p.pop() == last, len(p.tricks), len(p.trick), p.leader == p.winners[-1]
    (True, 17, 3, True)
    """
    __slots__ = ("table", "hands", "leader", "trick", "follow", "played", "tricks", "winners", "masks", "called")

    def __init__(self, hands: Iterable[int], leader: int, table: Table = FOUR_PLAYERS,
                 tricks: Iterable[tuple[int, Sequence[int]]] = (), trick: Iterable[int] = (),
                 called: int | None = None) -> None:
        self.table = table
        self.called = called
        self.hands = list(hands)
        self.tricks: list[tuple[int, tuple[int, ...]]] = [(lead, tuple(cards)) for lead, cards in tricks]
        self.winners = trick_winners(self.tricks, table)
        self.masks = [sum(BIT[c] for c in cards) for _, cards in self.tricks]
        self.leader = leader
        self.trick: list[int] = list(trick)
        self.follow, self.played = trick_state(self.trick)

    @property
    def to_act(self) -> int:
        """P1: the seat whose card is next."""
        return (self.leader + len(self.trick)) % self.table.seats

    @property
    def done(self) -> bool:
        """E4: every card of every hand has been played."""
        return len(self.tricks) == self.table.n_tricks

    def legal(self) -> int:
        """P2–P5, X1 (and V6/R9 in the first trick at five): the mask of the cards the seat to act
        may play."""
        legal = legal_in_state(self.hands[(self.leader + len(self.trick)) % self.table.seats],
                               self.follow, self.played)
        if self.called is not None and not self.tricks:
            return restrict_first_trick(legal, self.follow, self.called)
        return legal

    def push(self, c: int) -> int | None:
        """The seat to act plays card index *c*; when it closes the trick, return its winner, the
        next leader (P6, P1), else None."""
        trick = self.trick
        self.hands[(self.leader + len(trick)) % self.table.seats] ^= BIT[c]
        trick.append(c)
        follow, played = self.follow or FOLLOWERS[c], self.played | BIT[c]
        if len(trick) < self.table.seats:
            self.follow, self.played = follow, played
            return None
        cards = tuple(trick)
        self.tricks.append((self.leader, cards))
        self.leader = winner = next_leader(self.leader, cards, self.table, follow, played)
        self.winners.append(winner)
        self.masks.append(played)
        self.trick, self.follow, self.played = [], 0, 0
        return winner

    def pop(self) -> int:
        """Take back the last card played (into its seat's hand); return it."""
        if not self.trick:
            if not self.tricks:
                raise IndexError("pop from an empty playout")
            self.leader, cards = self.tricks.pop()
            self.winners.pop()
            self.masks.pop()
            self.trick = list(cards)
        c = self.trick.pop()
        self.hands[(self.leader + len(self.trick)) % self.table.seats] |= BIT[c]
        self.follow, self.played = trick_state(self.trick)
        return c

    def settlement(self, taker: int, final: bool | None = None, partner: int | None = None):
        """X3–X7, B5–B8 on the finished tricks (:func:`~tarot_core.excuse.settle`), by camp (V7:
        the taker and his *partner* at five players, None when there is none)."""
        return settle(self.tricks, taker, final=self.done if final is None else final,
                      winners=self.winners, masks=self.masks, table=self.table, partner=partner)


# ---------------------------------------------------------------------------
# The scoring chain: settle → piles → facts → score.
# ---------------------------------------------------------------------------
def final_piles(settlement, contract: Contract, chien: int, discard: int) -> tuple[int, int]:
    """E1/E3: both camps' final cards (masks): the tricks as settled (X3–X7, by camp, V7), plus
    the discard (Prise, Garde) or the chien (Garde Sans: the attack's; Garde Contre: the
    defence's — R7: with the called card in it too, the taker then being alone, V5)."""
    taker_mask, defence_mask = settlement.taker_mask, settlement.defence_mask
    extra = discard if contract.takes_chien_in_hand else chien
    if chien_owner(contract) == "taker":
        taker_mask |= extra
    else:
        defence_mask |= extra
    return taker_mask, defence_mask


def deal_facts(settlement, contract: Contract, chien: int, discard: int, poignee_sizes: tuple[int, ...] = (),
               slam_announced: bool = False, table: Table = FOUR_PLAYERS) -> tuple[Facts, int, int]:
    """S1 from a settled deal: its :class:`~tarot_core.scoring.Facts` (points with the chien or
    discard, E1/E3, and X4's unpaid half point; bouts; B5; B1; B7/B8), and both camps' piles
    (V7; the points bounded and the poignées read for the *table*, V3, V8)."""
    taker_mask, defence_mask = final_piles(settlement, contract, chien, discard)
    taker_half = half_points_of_mask(taker_mask) + settlement.half_point_shift
    facts = Facts.make(contract, taker_half / 2, (taker_mask & BOUT_MASK).bit_count(), settlement.petit_au_bout,
                       poignee_sizes, slam_announced, settlement.slam, table)
    return facts, taker_mask, defence_mask


def deal_score(contract: Contract, taker: int, slam_announced: bool, chien: int, discard: int,
               poignee_sizes: tuple[int, ...], tricks, winners=None, masks=None,
               table: Table = FOUR_PLAYERS, partner: int | None = None) -> ScoreResult:
    """S1–S4 of a finished deal: settled (X3–X7, B5–B8), the chien or discard added (E1/E3), scored.

    The sides are camps (V7): *partner* is the taker's partner at five players (None: none —
    three or four players, or the taker alone at five, V5). S is the attack's (V9); the seats'
    shares are :meth:`~tarot_core.scoring.ScoreResult.scores` with the table and the partner."""
    st = settle(tricks, taker, winners=winners, masks=masks, table=table, partner=partner)
    return score(deal_facts(st, contract, chien, discard, poignee_sizes, slam_announced, table)[0])


_DECK_AT = DECK.__getitem__
_SIDES = ("defence", "taker")


def _sorted(mask: int) -> tuple[Card, ...]:
    """The cards of *mask* in display order."""
    return tuple(sorted(cards_of(mask), key=DISPLAY_RANK.__getitem__))


def cards_in_order(indices: Iterable[int]) -> tuple[Card, ...]:
    """Card indices as Cards, keeping their order (a trick from its leader)."""
    return tuple(map(DECK.__getitem__, indices))


def played_outcome(dealer: int, taker: int, contract: Contract, slam_announced: bool, chien: int, discard: int,
                   poignees: tuple, tricks, winners=None, masks=None, table: Table = FOUR_PLAYERS,
                   partner: int | None = None, called: int | None = None) -> Outcome:
    """The Outcome of a played deal from its facts: the tricks ``(leader, card indices)`` and their
    P6 winners, settled (X3–X7, B5–B8), the chien or discard added (E1/E3), then scored (S1–S4).

    *poignees* are ``(seat, Poignee)`` pairs (B1–B4). The referee, :class:`GameState`, the
    simulator and the ending explainer all end here.

    At five players *called* is the called card's index (V4) and *partner* the seat that held it
    (V5), None when the taker plays alone (the called card in his hand or in the chien): the
    sides are camps (V7) and the scores are shared as V9 says (:attr:`Outcome.scores`). At three
    and four players both stay None.
    """
    if partner is not None:
        table_scores(0, table, taker, partner)      # V5, D1: a seat of five players, not the taker's
    st = settle(tricks, taker, winners=winners, masks=masks, table=table, partner=partner)
    facts, taker_mask, defence_mask = deal_facts(st, contract, chien, discard,
                                                 tuple(p.size for _, p in poignees), slam_announced, table)
    assert taker_mask | defence_mask == FULL_MASK and not taker_mask & defence_mask
    return Outcome(
        status="played", dealer=dealer, taker=taker, contract=contract, slam_announced=slam_announced,
        discard=_sorted(discard), chien=_sorted(chien), chien_to=chien_owner(contract), poignees=poignees,
        tricks=tuple(map(TrickResult, range(1, len(tricks) + 1), [leader for leader, _ in tricks],
                         [tuple(map(_DECK_AT, cards)) for _, cards in tricks], st.winners,
                         [_SIDES[w == taker] for w in st.winners] if partner is None else
                         [_SIDES[w == taker or w == partner] for w in st.winners])),
        excuse_events=st.events, taker_cards=_sorted(taker_mask), defence_cards=_sorted(defence_mask),
        taker_points=facts.taker_points, defence_points=TOTAL_POINTS - facts.taker_points,
        taker_bouts=facts.taker_bouts, petit_au_bout=st.petit_au_bout, slam=st.slam, result=score(facts),
        players=table.seats, called=None if called is None else DECK[called], partner=partner)


# seat_at (table), next_leader and trick_winners (play) are imported here from their homes and stay
# importable from here, where they lived before issue 23.
__all__ = ["seat_at", "next_leader", "trick_winners", "Playout", "final_piles", "deal_facts", "deal_score",
           "played_outcome", "cards_in_order"]
