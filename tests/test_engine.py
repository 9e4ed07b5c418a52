"""tarot_core.engine: the one home of the trick loop (P1, P6) and of the scoring chain.

The mask-level :class:`~tarot_core.engine.Playout` must agree card by card with
:class:`~tarot_core.game.GameState` (same legal cards, same seat to act, same trick winners) and
its end with the referee's outcome, on many seeded deals; ``next_leader`` is checked at three,
four and five seats against hand-worked tricks (P6: the highest trump, else the highest card of
the suit led; P1: the winner leads next).
"""
from __future__ import annotations

import random

import pytest

from tarot_core.cards import BIT, EXCUSE_INDEX, cards_of, mask_of, parse_cards
from tarot_core.engine import Playout, deal_score, next_leader, played_outcome, seat_at, trick_winners
from tarot_core.excuse import settle
from tarot_core.game import GameState
from tarot_core.play import first_leader
from tarot_core.table import FIVE_PLAYERS, FOUR_PLAYERS, THREE_PLAYERS


def _idx(text: str) -> tuple[int, ...]:
    return tuple(int(c) for c in parse_cards(text))


@pytest.mark.parametrize("table, leader, cards, winner", [
    # P6 then P1 at four seats: T2 (position 3) wins, seat (1 + 3) % 4 = 0 leads next
    (FOUR_PLAYERS, 1, "EX 7C KC T2", 0),
    # at four seats, no trump: KC (position 1) wins the clubs led by 7C (X2: the Excuse sets no suit)
    (FOUR_PLAYERS, 3, "EX KC 7C 2S", 0),
    # three seats: seat 2 leads, T5 (position 1) wins: seat (2 + 1) % 3 = 0
    (THREE_PLAYERS, 2, "KH T5 QH", 0),
    # three seats: the leader's KH wins (no trump, highest heart)
    (THREE_PLAYERS, 1, "KH 2H QH", 1),
    # five seats: seat 4 leads, T21 (position 4) wins: seat (4 + 4) % 5 = 3
    (FIVE_PLAYERS, 4, "KD QD T1 2S T21", 3),
    # five seats: the fourth card wins (QS over 10S, no trump): seat (2 + 3) % 5 = 0
    (FIVE_PLAYERS, 2, "10S 2S 3S QS 2H", 0),
])
def test_next_leader_P6_P1_at_three_four_five_seats(table, leader, cards, winner):
    assert next_leader(leader, _idx(cards), table) == winner


def test_next_leader_P1_excuse_alone_keeps_the_leader_X3():
    """X3: the Excuse alone wins nothing: the trick (just begun) has no other winner than its leader."""
    assert next_leader(2, (EXCUSE_INDEX,), FOUR_PLAYERS) == 2


@pytest.mark.parametrize("table, leader, seats", [
    (THREE_PLAYERS, 2, [2, 0, 1]),
    (FOUR_PLAYERS, 3, [3, 0, 1, 2]),
    (FIVE_PLAYERS, 3, [3, 4, 0, 1, 2]),
])
def test_seat_at_P1_round_the_table(table, leader, seats):
    assert [seat_at(leader, i, table) for i in range(table.seats)] == seats


def _played_records(n: int):
    """Seeded random deals that reach the card play (with their records), from the simulator."""
    from tarot_core.analysis.simulate import random_record
    seed = 0
    while n:
        rec = random_record(seed)
        seed += 1
        if rec["tricks"]:
            n -= 1
            yield seed - 1, rec


def _play_start(full: GameState) -> tuple[list[int], int]:
    """The hands when the first card is played (E1: the taker's after his discard) and P1's leader."""
    hands = [mask_of(h) for h in full.dealt]
    taker, contract = full.taker, full.contract
    assert taker is not None and contract is not None
    if contract.takes_chien_in_hand:
        hands[taker] = (hands[taker] | mask_of(full.chien)) & ~mask_of(full.discarded)
    return hands, first_leader(full.dealer, taker, full.slam_announced)


def test_playout_P1_P6_P2_P5_matches_gamestate_on_200_seeded_deals():
    """Card by card, the Playout and GameState give the same seat to act (P1), the same legal
    cards (P2–P5, X1), the same trick winners (P6), and the same outcome at the end (X3–X7, S1–S4)."""
    checked = 0
    for seed, rec in _played_records(200):
        full = GameState.from_record(rec)
        hands, leader = _play_start(full)
        gs = GameState.for_play([cards_of(h) for h in hands], leader)
        p = Playout(hands, leader)
        for t, trick in enumerate(rec["tricks"]):
            for code in trick:
                c = int(parse_cards([code])[0])
                assert p.to_act == gs.to_act, (seed, t)
                assert p.legal() == gs.legal_mask(), (seed, t, code)
                gs.push_card(c)
                p.push(c)
            assert p.winners[-1] == gs.tricks[-1].winner or t == FOUR_PLAYERS.n_tricks - 1, (seed, t)
            assert p.leader == p.winners[-1]
        assert p.done and p.hands == [0] * FOUR_PLAYERS.seats
        taker, contract = full.taker, full.contract
        assert taker is not None and contract is not None
        out = played_outcome(full.dealer, taker, contract, full.slam_announced, mask_of(full.chien),
                             mask_of(full.discarded), full.poignees, p.tricks, p.winners, p.masks)
        assert out == full.outcome(), seed
        assert deal_score(contract, taker, full.slam_announced, mask_of(full.chien), mask_of(full.discarded),
                          tuple(pg.size for _, pg in full.poignees), p.tricks).S == full.outcome().S
        checked += 1
    assert checked == 200


def test_playout_pop_restores_every_state_P1():
    """pop() takes back one card: the hands, the trick, its leader, the tricks and winners are those
    before the card, down to the deal (a random legal playout, then every card taken back)."""
    rng = random.Random(5)
    for seed in range(30):
        from tarot_core.deal import deal_masks
        hands, _ = deal_masks(random.Random(seed), seed % FOUR_PLAYERS.seats)
        p = Playout(hands, seed % FOUR_PLAYERS.seats)
        states = []
        while not p.done:
            states.append((list(p.hands), list(p.trick), p.leader, list(p.tricks), list(p.winners),
                           p.follow, p.played))
            legal = p.legal()
            cards = [c for c in range(78) if legal & BIT[c]]
            p.push(rng.choice(cards))
        while states:
            p.pop()
            assert (list(p.hands), list(p.trick), p.leader, list(p.tricks), list(p.winners),
                    p.follow, p.played) == states.pop()
        with pytest.raises(IndexError):
            p.pop()


@pytest.mark.parametrize("table", [THREE_PLAYERS, FIVE_PLAYERS])
def test_playout_P1_P6_E4_at_three_and_five_players(table):
    """At three and five players: every hand is played out in table.n_tricks tricks (E4, V1), each
    of table.seats cards, the winner leading the next one (P1, P6), and settle takes the table."""
    from tarot_core.deal import deal_masks
    rng = random.Random(11)
    for seed in range(20):
        hands, _ = deal_masks(random.Random(seed), 0, table)
        p = Playout(hands, 1, table)
        while not p.done:
            legal = p.legal()
            assert legal and not legal & ~p.hands[p.to_act]
            p.push(rng.choice([c for c in range(78) if legal & BIT[c]]))
        assert len(p.tricks) == table.n_tricks and all(len(cards) == table.seats for _, cards in p.tricks)
        assert [lead for lead, _ in p.tricks[1:]] == p.winners[:-1]
        assert p.winners == trick_winners(p.tricks, table)
        st = settle(p.tricks, 0, winners=p.winners, masks=p.masks, table=table)
        assert st.taker_mask | st.defence_mask == sum(p.masks)


def test_playout_V6_first_trick_restriction_at_five():
    """V6: at five players, with KH called, no other heart may set the suit of trick 1 (the
    called king itself may); from trick 2 on, hearts lead freely."""
    hands = [mask_of(parse_cards("QH 2H T1")), 0, 0, 0, 0]
    p = Playout(hands, 0, FIVE_PLAYERS, called=int(parse_cards(["KH"])[0]))
    assert p.legal() == mask_of(parse_cards("T1"))
    p2 = Playout(hands, 0, FIVE_PLAYERS)
    assert p2.legal() == hands[0]


def test_playout_settlement_by_camp_at_five_V7():
    """V7: Playout.settlement(taker, partner=) is settle's, by camp: the attack's pile holds every
    card of the tricks the taker or the partner won, the Excuse aside (X3–X5 move it and a low
    card); with partner None seat 2's tricks are the defence's."""
    from tarot_core.cards import EXCUSE_BIT, LOW_MASK
    from tarot_core.deal import deal_masks
    for seed in range(30):
        rng = random.Random(seed)
        hands, _ = deal_masks(rng, 0, FIVE_PLAYERS)
        p = Playout(hands, 1, FIVE_PLAYERS)
        while not p.done:
            legal = p.legal()
            p.push(rng.choice([c for c in range(78) if legal & BIT[c]]))
        st = p.settlement(0, partner=2)
        assert st == settle(p.tricks, 0, table=FIVE_PLAYERS, partner=2)
        won = sum(m for m, w in zip(p.masks, p.winners) if w in (0, 2))
        moved = (st.taker_mask ^ won) & ~EXCUSE_BIT              # at most one low card moved (X3)
        assert moved.bit_count() <= 1 and not moved & ~LOW_MASK
        alone = p.settlement(0)
        assert alone.taker_mask & ~EXCUSE_BIT & ~LOW_MASK == sum(
            m for m, w in zip(p.masks, p.winners) if w == 0) & ~EXCUSE_BIT & ~LOW_MASK
