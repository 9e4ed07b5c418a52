"""Random legal deals, played with the referee's own functions (for tests, lessons and the benchmark).

Everything goes through the one engine: the seeded dealer (D2–D3), the petit sec check
(D4), the auction check (A1–A3), the discard check (E2), the legal cards (P2–P5, X1),
the Excuse and the piles (X3–X7, :func:`~tarot_core.excuse.settle`) and the score (S1–S4).
The steps written in the loop itself are the trick's state after each card, the table
lookup and OR of :func:`~tarot_core.play.advance`, and the seats in play order
(:func:`~tarot_core.deal.seats_from`); the next leader is :func:`~tarot_core.engine.next_leader`
and the end of the deal :func:`~tarot_core.engine.played_outcome`, the engine's own. A test
replays simulated deals through the referee's trick functions to show the two agree.

>>> rec = random_record(seed=3)
>>> len(rec["tricks"]) in (0, 18)
True
"""
from __future__ import annotations

import random
from functools import cache

from ..auction import AuctionResult, Contract, check_auction
from ..cards import (
    BIT,
    BOUT_MASK,
    EXCUSE_INDEX,
    FIRST_TRUMP,
    FULL_MASK,
    N_CARDS,
    PLAIN_NOT_KINGS,
    TRUMP_MASK,
    cards_of,
    half_points_of_mask,
)
from ..deal import deal_masks, is_petit_sec_mask, seats_from
from ..discard import check_discard_masks
from ..engine import final_piles, played_outcome
from ..outcome import Outcome
from ..play import FOLLOWERS, START, first_leader, legal_in_state, next_leader
from ..table import FOUR_PLAYERS, Table

CONTRACTS = tuple(Contract)


def random_bids(rng_random, table: Table = FOUR_PLAYERS) -> list[Contract | None]:
    """A1: one random legal bid per seat (each player passes or raises to any higher contract)."""
    return [CONTRACTS[i] if i >= 0 else None for i in _bid_draws(rng_random, table.seats)]


def _bid_draws(rng_random, seats: int) -> tuple[int, ...]:
    """:func:`random_bids`' draws: per seat, the bid's index in :data:`CONTRACTS` or −1 for a pass. A
    player bids with chance 0.35 if a higher contract is left (A1), then any higher one, uniformly."""
    draws = []
    lowest, count = 0, len(CONTRACTS)      # the contracts he may still bid: lowest … count − 1
    for _ in range(seats):
        if lowest < count and rng_random() < 0.35:
            lowest += int(rng_random() * (count - lowest))
            draws.append(lowest)
            lowest += 1
        else:
            draws.append(-1)
    return tuple(draws)


_AUCTIONS: dict[tuple[tuple[int, ...], int], AuctionResult] = {}


def _checked_auction(draws: tuple[int, ...], dealer: int) -> AuctionResult:
    """A1–A3: the referee's :func:`~tarot_core.auction.check_auction` of these bids; each distinct
    auction (at most a few hundred) is checked once and its result kept."""
    key = (draws, dealer)
    got = _AUCTIONS.get(key)
    if got is None:
        got = _AUCTIONS[key] = check_auction([CONTRACTS[i] if i >= 0 else None for i in draws], dealer)
    return got


def random_discard(pool: int, rng_random, table: Table = FOUR_PLAYERS) -> int:
    """E2, V2: as many random cards as the chien brought (six of the taker's 24 at four) that the
    rules allow (trumps only if unavoidable)."""
    source = list(cards_of(pool & PLAIN_NOT_KINGS))
    discard = 0
    for _ in range(table.discard_size):
        if not source:                     # E2: fewer than 6 plain cards: trumps (never a bout)
            source = list(cards_of(pool & TRUMP_MASK & ~BOUT_MASK))
        discard |= BIT[source.pop(int(rng_random() * len(source)))]
    return discard


def play_random_deal(rng: random.Random, dealer: int = 0) -> Outcome:
    """Deal and play one random legal deal; return its :class:`~tarot_core.outcome.Outcome`
    (status 'played', 'all_pass' or 'cancelled', as the referee gives it)."""
    rnd = rng.random
    hands, chien = deal_masks(rng, dealer)
    for seat, h in enumerate(hands):
        if is_petit_sec_mask(h):
            return Outcome(status="cancelled", dealer=dealer, petit_sec_seat=seat)
    bids = random_bids(rnd)
    auction = check_auction(bids, dealer)
    if auction.taker is None:
        return Outcome(status="all_pass", dealer=dealer)
    taker, contract = auction.taker, auction.contract
    discard = 0
    if contract.takes_chien_in_hand:
        pool = hands[taker] | chien
        discard = random_discard(pool, rnd)
        check_discard_masks(hands[taker], chien, discard)
        hands[taker] = pool & ~discard
    table = FOUR_PLAYERS                  # the auction (A1–A3) is the four-player one for now
    leader = first_leader(dealer, taker, False, table)
    played, winners, masks = [], [], []
    legal_now, followers, bit, order = legal_in_state, FOLLOWERS, BIT, seats_from(table)   # local names
    for _ in range(table.n_tricks):
        trick = []
        follow, cards = START                 # the trick's state, as advance() keeps it
        for seat in order[leader]:
            hand = hands[seat]
            legal = legal_now(hand, follow, cards)
            c = legal.bit_length() - 1            # draw one legal card uniformly: drop the int(r)
            n = legal.bit_count()                 # highest of the n legal cards, take the next one
            if n > 1:
                r = rnd() * n
                while r >= 1.0:
                    legal ^= bit[c]
                    c = legal.bit_length() - 1
                    r -= 1.0
            low = bit[c]
            hands[seat] = hand ^ low
            trick.append(c)
            follow, cards = follow or followers[c], cards | low      # advance(follow, cards, c), inlined
        played.append((leader, trick))
        leader = next_leader(leader, trick, table, follow, cards)        # P6, P1
        winners.append(leader)
        masks.append(cards)
    return played_outcome(dealer, taker, contract, False, chien, discard, (), played, winners, masks, table)


class Points:
    """What :func:`play_random_points` returns: the deal's ``status`` ('played', 'all_pass',
    'cancelled', as the referee says), and for a played deal its ``taker`` and ``contract``, the
    taker's card points in half points (``taker_half``: the tricks as settled, X3–X7, with the
    discard or the chien, E1/E3; C3) and his bouts (``taker_bouts``, C2) — what the full
    :class:`~tarot_core.outcome.Outcome` says of them (``taker_points * 2``, ``taker_bouts``)."""
    __slots__ = ("status", "taker", "contract", "taker_half", "taker_bouts")

    def __init__(self, status: str, taker: int | None = None, contract: Contract | None = None,
                 taker_half: int = 0, taker_bouts: int = 0) -> None:
        self.status, self.taker, self.contract = status, taker, contract
        self.taker_half, self.taker_bouts = taker_half, taker_bouts

    @property
    def taker_points(self) -> float:
        """C3: the taker's card points (91 in all)."""
        return self.taker_half / 2

    def __repr__(self) -> str:
        return (f"Points({self.status!r}, taker={self.taker}, contract={self.contract}, "
                f"taker_points={self.taker_points}, taker_bouts={self.taker_bouts})")


_CANCELLED, _ALL_PASS = Points("cancelled"), Points("all_pass")


def play_random_points(rng: random.Random, dealer: int = 0) -> Points:
    """The lean playout (issue 26): the very deal :func:`play_random_deal` plays from the same *rng*
    (the same draws: deal D2–D4, bids A1–A3, discard E2, every card drawn uniformly from the legal
    ones, P2–P5, X1), counted without building an :class:`~tarot_core.outcome.Outcome`: bit masks
    only, each trick's winner kept as its cards fall (P6: the highest trump, else the highest card of
    the suit led; trumps rank above every suit card), the taker's pile and bouts. The Excuse as the
    referee's :func:`~tarot_core.excuse.settle` places it: X6 (led to the last trick by a side that
    won every other: the leader's side takes the trick), X5 (played to the last trick: to the other
    side), X3 (its side won the trick: kept), X3/X4 (lost: back to its side, which gives half a point,
    a low card or the unpaid half point — the same count either way). A test replays thousands of
    deals through both and finds the same status, taker, contract, points and bouts."""
    rnd = rng.random
    hands, chien = deal_masks(rng, dealer)
    if any(map(is_petit_sec_mask, hands)):                             # D4
        return _CANCELLED
    taker, contract = _checked_auction(_bid_draws(rnd, FOUR_PLAYERS.seats), dealer)     # random_bids' draws
    if taker is None:
        return _ALL_PASS
    discard = 0
    if contract.takes_chien_in_hand:
        pool = hands[taker] | chien
        discard = random_discard(pool, rnd)
        check_discard_masks(hands[taker], chien, discard)
        hands[taker] = pool & ~discard
    taker_won, shift = playout_points(hands, first_leader(dealer, taker, False, FOUR_PLAYERS), taker, rnd)
    taker_mask = final_piles(_Won(taker_won), contract, chien, discard)[0]          # E1/E3
    return Points("played", taker, contract, half_points_of_mask(taker_mask) + shift,
                  (taker_mask & BOUT_MASK).bit_count())


def playout_points(hands: list[int], leader: int, taker: int, rnd, table: Table = FOUR_PLAYERS) -> tuple[int, int]:
    """Play *hands* (card masks, one per seat, each of the table's ``n_tricks`` cards as dealt, E4: a
    hand's size is not counted again; emptied in place) to the end from *leader*, every card
    drawn uniformly from the legal ones by *rnd* (as :func:`play_random_deal` draws them), and return
    the taker's settled tricks as a mask and the half point X3/X4 moves (``(taker_won, shift)``: his
    half points are ``half_points_of_mask(taker_won) + shift`` before E1/E3).

    Each trick's winner is kept as its cards fall (P6: the highest trump, else the highest card of
    the suit led; trumps rank above every suit card, the Excuse wins nothing, X2). The Excuse as the
    referee's :func:`~tarot_core.excuse.settle` places it: X6 (led to the last trick by a side that
    won every other: the leader takes the trick), X5 (played to the last trick: to the other side),
    X3 (its side won the trick: kept), X3/X4 (lost: back to its side, which gives half a point — a
    low card, or the unpaid half point: the same count either way). Sides as at three and four
    players (the taker alone)."""
    n_tricks = table.n_tricks
    last = n_tricks - 1
    followers, trump_mask, bit = FOLLOWERS, TRUMP_MASK, BIT
    excuse_bit = bit[EXCUSE_INDEX]         # the very object bit[c] is for the Excuse (`is` below)
    first_trump = FIRST_TRUMP
    half, floats = _HALF, _FLOAT
    tails = _tails(table)                  # D1, P1: the seats after the k-th of a trick, from each leader
    taker_won = 0                          # the cards of the tricks the taker won
    taker_tricks = 0
    excuse_seat = excuse_trick = -1
    excuse_won_by_taker = False
    for t in range(n_tricks):
        size = n_tricks - t                # the cards in each hand
        # The first card that sets the suit: the leader's, any card of his hand (P1), or if he led
        # the Excuse, the next seat's, any card of his (X2). Drawn as the followers' cards below.
        order = tails[leader]
        k = 0
        seat = leader
        while True:
            hand = hands[seat]
            if size > 1:
                r = rnd() * floats[size]
                if r < half[size]:
                    c = hand.bit_length() - 1
                    while r >= 1.0:
                        hand ^= bit[c]
                        c = hand.bit_length() - 1
                        r -= 1.0
                else:
                    r = floats[size] - r
                    while r > 1.0:
                        hand &= hand - 1
                        r -= 1.0
                    c = (hand & -hand).bit_length() - 1
            else:
                c = hand.bit_length() - 1
            low = bit[c]
            hands[seat] ^= low
            if low is not excuse_bit:
                break
            excuse_seat, excuse_trick = seat, t
            seat = order[k][0]
            k += 1
        cards = low | (excuse_bit if k else 0)           # the trick's cards
        who, best = seat, c                              # who wins it so far (P6), with which card
        follow = followers[c]
        beat = follow | trump_mask                       # the cards that may win it
        plain = follow != trump_mask
        for seat in order[k]:
            hand = hands[seat]
            legal = hand & follow                           # P2–P5, X1: legal_in_state, inlined
            if legal and plain:                             # a suit led, not the trumps
                if hand >= excuse_bit:                      # X1 (the Excuse is the highest card)
                    legal |= excuse_bit
            else:
                legal = hand & trump_mask
                if not legal:
                    legal = hand
                else:
                    if best >= first_trump:                 # P4: above the highest trump played (the best card)
                        legal = legal >> (best + 1) << (best + 1) or legal
                    if hand >= excuse_bit:
                        legal |= excuse_bit
            # The uniform draw (as play_random_deal's): the int(r)-th highest of the n legal cards,
            # counted down from the highest or, when it is nearer, up from the lowest.
            n = size if legal is hand else legal.bit_count()
            if n > 1:
                r = rnd() * floats[n]
                if r < half[n]:
                    c = legal.bit_length() - 1
                    while r >= 1.0:
                        legal ^= bit[c]
                        c = legal.bit_length() - 1
                        r -= 1.0
                else:
                    r = floats[n] - r                      # exact (Sterbenz): the cards above it, and a fraction
                    while r > 1.0:
                        legal &= legal - 1
                        r -= 1.0
                    c = (legal & -legal).bit_length() - 1
            else:
                c = legal.bit_length() - 1
            low = bit[c]
            hands[seat] = hand ^ low
            cards |= low
            if low is excuse_bit:
                excuse_seat, excuse_trick = seat, t
            elif c > best and low & beat:                   # P6: it wins the trick so far (trumps rank
                best, who = c, seat                         # above every suit card)
        if (t == last and excuse_trick == last and excuse_seat == leader
                and taker_tricks == (last if leader == taker else 0)):
            who, excuse_trick = leader, -2                  # X6: the Excuse led by a side that won all
        if who == taker:
            taker_won |= cards
            taker_tricks += 1
        if t == excuse_trick:
            excuse_won_by_taker = who == taker
        leader = who
    if excuse_trick < 0:
        return taker_won, 0
    own = excuse_seat == taker
    if excuse_trick == last:                                 # X5: to the other side
        return (taker_won & ~excuse_bit if own else taker_won | excuse_bit), 0
    if excuse_won_by_taker != own:                           # X3/X4: back to its side, half a point over
        return taker_won ^ excuse_bit, -1 if own else 1
    return taker_won, 0


_FLOAT = tuple(float(n) for n in range(N_CARDS + 1))  # n and n / 2 as floats: float arithmetic and comparisons
_HALF = tuple(n / 2 for n in range(N_CARDS + 1))      # only, the interpreter's fast path (the same values)


@cache
def _tails(table: Table) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """D1, P1: for each leader, the seats after the first, the second, … card of a trick, in play order."""
    return tuple(tuple(order[k + 1:] for k in range(table.seats)) for order in seats_from(table))


class _Won:
    """The settled tricks as :func:`~tarot_core.engine.final_piles` reads them (the taker's, the rest)."""
    __slots__ = ("taker_mask", "defence_mask")

    def __init__(self, taker_mask: int) -> None:
        self.taker_mask, self.defence_mask = taker_mask, FULL_MASK & ~taker_mask


def random_record(seed: int, dealer: int = 0) -> dict:
    """A complete, legal deal record drawn at random (for tests and lessons): the deal
    :func:`play_random_deal` plays from ``random.Random(seed)``, written as a record."""
    d = deal_masks(random.Random(seed), dealer)
    out = play_random_deal(random.Random(seed), dealer)

    def codes(mask):
        return [c.code for c in cards_of(mask)]
    rec = {"dealer": dealer, "hands": [codes(h) for h in d[0]], "chien": codes(d[1]), "bids": [], "tricks": []}
    if out.status == "cancelled":
        return rec
    rng = random.Random(seed)
    deal_masks(rng, dealer)                          # the same draws as play_random_deal, up to the bids
    rec["bids"] = ["pass" if b is None else b.code for b in random_bids(rng.random)]
    if out.status == "played":
        rec["discard"] = [c.code for c in out.discard]
        rec["tricks"] = [[c.code for c in t.cards] for t in out.tricks]
    return rec


__all__ = ["Points", "play_random_deal", "play_random_points", "playout_points", "random_record", "random_bids",
           "random_discard"]
