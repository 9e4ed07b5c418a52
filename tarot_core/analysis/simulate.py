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

from ..auction import Contract, check_auction
from ..cards import BIT, BOUT_MASK, PLAIN_NOT_KINGS, TRUMP_MASK, cards_of
from ..deal import deal_masks, is_petit_sec_mask, seats_from
from ..discard import check_discard_masks
from ..engine import played_outcome
from ..outcome import Outcome
from ..play import FOLLOWERS, START, first_leader, legal_in_state, next_leader
from ..table import FOUR_PLAYERS, Table

CONTRACTS = tuple(Contract)


def random_bids(rng_random, table: Table = FOUR_PLAYERS) -> list[Contract | None]:
    """A1: one random legal bid per seat (each player passes or raises to any higher contract)."""
    bids: list[Contract | None] = []
    higher = CONTRACTS
    for _ in range(table.seats):
        if higher and rng_random() < 0.35:
            bid = higher[int(rng_random() * len(higher))]
            higher = higher[higher.index(bid) + 1:]
            bids.append(bid)
        else:
            bids.append(None)
    return bids


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


__all__ = ["play_random_deal", "random_record", "random_bids", "random_discard"]
