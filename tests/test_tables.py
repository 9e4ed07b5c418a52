"""Three- and five-player tables at the level of the rule modules (RULES.md V1–V3, R10), the
table passed as a value; and the four-player deal kept byte for byte (D3).

Every expected value comes from RULES.md: V1 (3 × 24 + 6 = 5 × 15 + 3 = 78, packets of 4 at
three and 3 at five, the chien one card at a time, never first or last), V2 (a discard of the
chien's size, E2's max(0, chien size − n)), V3 (poignées 13/15/18 and 8/10/13, bonuses 20/30/40),
R10 (B3's exception with the table's triple).
"""
import hashlib
import random
from itertools import repeat, starmap
from operator import itemgetter

import pytest

from tarot_core.cards import BIT, mask_of, parse_cards
from tarot_core.deal import (
    Deal,
    check_seat,
    chien_gaps,
    cut_pack,
    deal,
    deal_masks,
    deal_pack,
    is_petit_sec,
    next_dealer,
    next_seat,
    petit_sec_seat,
    seats_from,
    shuffled_order,
)
from tarot_core.discard import (
    check_discard,
    check_discard_masks,
    discard_trumps_needed,
    discard_verdict,
    legal_discard_example,
)
from tarot_core.errors import DealError, DiscardError, PoigneeError
from tarot_core.poignee import check_poignee, poignee_choices, poignee_verdict
from tarot_core.table import FIVE_PLAYERS, FOUR_PLAYERS, TABLE, TABLES, THREE_PLAYERS, Table, table_for

C = parse_cards
ALL_TABLES = (THREE_PLAYERS, FOUR_PLAYERS, FIVE_PLAYERS)


def codes(cards):
    return " ".join(c.code for c in cards)


# ---------------------------------------------------------------- V1: the tables
def test_V1_tables_have_the_sizes_of_the_rules():
    def sizes(t):
        return t.seats, t.hand_size, t.packet, t.chien_size, t.poignee_sizes
    assert sizes(THREE_PLAYERS) == (3, 24, 4, 6, (13, 15, 18))         # V1, V3
    assert sizes(FIVE_PLAYERS) == (5, 15, 3, 3, (8, 10, 13))           # V1, V3
    assert sizes(FOUR_PLAYERS) == (4, 18, 3, 6, (10, 13, 15))          # D3, B1
    assert 3 * 24 + 6 == THREE_PLAYERS.n_cards == 78          # V1
    assert 5 * 15 + 3 == FIVE_PLAYERS.n_cards == 78           # V1
    assert FOUR_PLAYERS.n_cards == 78                         # D3
    assert (THREE_PLAYERS.n_packets, FOUR_PLAYERS.n_packets, FIVE_PLAYERS.n_packets) == (18, 24, 25)
    assert (THREE_PLAYERS.n_tricks, FIVE_PLAYERS.n_tricks) == (24, 15)                  # V2
    assert (THREE_PLAYERS.discard_size, FIVE_PLAYERS.discard_size) == (6, 3)            # V2
    assert TABLE is FOUR_PLAYERS and TABLES == {3: THREE_PLAYERS, 4: FOUR_PLAYERS, 5: FIVE_PLAYERS}


def test_V1_table_for_gives_the_three_tables():
    assert table_for(3) is THREE_PLAYERS and table_for(4) is FOUR_PLAYERS and table_for(5) is FIVE_PLAYERS


@pytest.mark.parametrize("players", [2, 6, 0, -4, "4", 4.0, True, None, [4]])
def test_V1_table_for_refuses_anything_but_three_four_or_five(players):
    with pytest.raises(DealError) as e:
        table_for(players)
    assert (e.value.rule, e.value.key) == ("V1", "err.table.players")
    assert e.value.detail("en") == f"No table of {players} players: the game is played by 3, 4 or 5."
    assert "on joue à 3, 4 ou 5 joueurs" in e.value.detail("fr")


def test_V1_deal_refuses_a_table_the_rules_do_not_know():
    with pytest.raises(DealError) as e:
        deal(seed=1, table=Table(seats=2, hand_size=30, chien_size=18, poignee_sizes=(10, 13, 15)))
    assert (e.value.rule, e.value.key) == ("V1", "err.table.players")
    with pytest.raises(DealError) as e:
        deal(seed=1, table=5)
    assert e.value.rule == "V1"


def dealt_by_hand(pack, dealer, gaps, table):
    """V1 told step by step: packets of ``table.packet`` from the dealer's right, round the table;
    after packet g (for each g in *gaps*) one card goes to the chien."""
    hands, chien = [[] for _ in range(table.seats)], []
    it = iter(pack)
    for p in range(table.n_packets):
        seat = (dealer + 1 + p) % table.seats
        hands[seat] += [next(it) for _ in range(table.packet)]
        if p + 1 in gaps:
            chien.append(next(it))
    assert next(it, None) is None
    return hands, chien


@pytest.mark.parametrize("table", ALL_TABLES, ids=lambda t: f"{t.seats}p")
def test_V1_deal_goes_packet_by_packet_from_the_dealers_right_at_every_table(table):
    for seed in range(150):
        dealer = seed % table.seats
        rng = random.Random(seed)
        pack = cut_pack(rng, shuffled_order(rng, 78))
        gaps = chien_gaps(rng, table)
        hands, chien = deal_pack(pack, dealer, gaps, table)
        expected_hands, expected_chien = dealt_by_hand(pack, dealer, gaps, table)
        assert hands == [sum(BIT[c] for c in h) for h in expected_hands]
        assert chien == sum(BIT[c] for c in expected_chien)


def test_V1_three_players_deal_four_at_a_time():
    rng = random.Random(5)
    pack = cut_pack(rng, shuffled_order(rng, 78))
    gaps = chien_gaps(rng, THREE_PLAYERS)
    hands, chien = deal_pack(pack, 0, gaps, THREE_PLAYERS)
    assert all(BIT[c] & hands[1] for c in pack[:4])            # the first packet: 4 cards to the dealer's right
    assert not any(BIT[c] & hands[1] for c in pack[4:5])       # the fifth card is the next player's (or the chien's)
    assert [h.bit_count() for h in hands] == [24, 24, 24] and chien.bit_count() == 6


def test_V1_five_players_deal_three_at_a_time():
    rng = random.Random(5)
    pack = cut_pack(rng, shuffled_order(rng, 78))
    gaps = chien_gaps(rng, FIVE_PLAYERS)
    hands, chien = deal_pack(pack, 4, gaps, FIVE_PLAYERS)
    assert all(BIT[c] & hands[0] for c in pack[:3])            # dealer 4: seat 0 is on his right
    assert not BIT[pack[3]] & hands[0]
    assert [h.bit_count() for h in hands] == [15] * 5 and chien.bit_count() == 3


@pytest.mark.parametrize("table,count,last", [(THREE_PLAYERS, 6, 17), (FOUR_PLAYERS, 6, 23), (FIVE_PLAYERS, 3, 24)],
                         ids=["3p", "4p", "5p"])
def test_V1_chien_one_card_at_a_time_never_first_or_last_card(table, count, last):
    seen_gaps = set()
    for seed in range(400):
        rng = random.Random(seed)
        pack = cut_pack(rng, shuffled_order(rng, 78))
        gaps = chien_gaps(rng, table)
        assert len(set(gaps)) == count and min(gaps) >= 1 and max(gaps) <= last     # between packets, one each
        seen_gaps.update(gaps)
        hands, chien = deal_pack(pack, seed % table.seats, gaps, table)
        assert not chien & BIT[pack[0]] and not chien & BIT[pack[-1]]
    assert seen_gaps == set(range(1, last + 1))     # every gap between two packets is used over 400 deals


@pytest.mark.parametrize("table", ALL_TABLES, ids=lambda t: f"{t.seats}p")
def test_V1_deal_gives_each_card_once_and_the_tables_sizes(table):
    for seed in range(60):
        d = deal(seed=seed, dealer=seed % table.seats, table=table)
        assert [len(h) for h in d.hands] == [table.hand_size] * table.seats and len(d.chien) == table.chien_size
        assert sorted([*(c for h in d.hands for c in h), *d.chien]) == list(range(78))
        assert d.table is table
        hands, chien = deal_masks(random.Random(seed), seed % table.seats, table)
        assert [mask_of(h) for h in d.hands] == hands and mask_of(d.chien) == chien


def test_V1_deal_is_seeded_and_reproducible_at_every_table():
    for table in (THREE_PLAYERS, FIVE_PLAYERS):
        assert deal(seed=11, dealer=1, table=table) == deal(seed=11, dealer=1, table=table)
        assert deal(seed=11, dealer=1, table=table) != deal(seed=12, dealer=1, table=table)
    # Pinned when V1 was implemented: any change to the dealing procedure breaks replays.
    three = deal(seed=7, dealer=0, table=THREE_PLAYERS)
    five = deal(seed=7, dealer=0, table=FIVE_PLAYERS)
    assert codes(three.chien) == PINNED_THREE_CHIEN and codes(three.hands[1]) == PINNED_THREE_HAND_1
    assert codes(five.chien) == PINNED_FIVE_CHIEN and codes(five.hands[1]) == PINNED_FIVE_HAND_1


PINNED_THREE_CHIEN = "CS 6S 2S KH 5C 3C"
PINNED_THREE_HAND_1 = "T20 T16 T15 T12 T9 T7 T5 QS JS 10S 4S 10H 5H 4H 8C 6C 2C KD QD CD 10D 9D 6D 2D"
PINNED_FIVE_CHIEN = "2S 2H 5D"
PINNED_FIVE_HAND_1 = "T17 T15 T14 T13 T11 T10 KS JS 3S QH 10H 9H KC KD 6D"


def test_V1_deal_record_says_how_many_players_only_away_from_four():
    assert "players" not in deal(seed=3).to_record()
    assert deal(seed=3, table=THREE_PLAYERS).to_record()["players"] == 3
    rec = deal(seed=3, dealer=4, table=FIVE_PLAYERS).to_record()
    assert rec["players"] == 5 and rec["dealer"] == 4 and len(rec["hands"]) == 5 and len(rec["chien"]) == 3


# ---------------------------------------------------------------- D3: four players unchanged
def old_four_player_deal_masks(rng, dealer):
    """A frozen copy of the four-player dealer as it was before V1 (commit df90dc0): D2, D3."""
    keys = list(starmap(rng.random, repeat((), 78)))
    pack = sorted(range(78), key=keys.__getitem__)
    at = 4 + int(rng.random() * (78 - 8 + 1))
    pack = pack[at:] + pack[:at]
    rnd = rng.random
    free = list(range(1, 24))
    chosen = []
    for left in range(23, 17, -1):
        chosen.append(free.pop(int(rnd() * left)))
    chosen.sort()
    bits = list(itemgetter(*pack)(BIT))
    chien = 0
    for k in range(5, -1, -1):
        chien |= bits.pop(3 * chosen[k] + k)
    packets_of = [itemgetter(*[12 * m + 3 * j + i for m in range(6) for i in range(3)]) for j in range(4)]
    hands = [0, 0, 0, 0]
    for j in range(4):
        hands[(dealer + 1 + j) & 3] = sum(packets_of[j](bits))
    return hands, chien


#: sha256 of the old dealer's masks for seeds 0–299 × dealers 0–3, taken from the code before V1.
OLD_FOUR_PLAYER_DIGEST = "b8d8d8841e007d11ac62158647e0fdd9745bd90d86e8399bbd91517fa1c4eb20"


def test_D3_four_player_deal_stays_byte_for_byte_what_it_was_for_every_seed_and_dealer():
    new, old = hashlib.sha256(), hashlib.sha256()
    for seed in range(300):
        for dealer in range(4):
            hands, chien = deal_masks(random.Random(seed), dealer)
            assert (hands, chien) == old_four_player_deal_masks(random.Random(seed), dealer), (seed, dealer)
            assert (hands, chien) == deal_masks(random.Random(seed), dealer, FOUR_PLAYERS)
            new.update(f"{seed} {dealer} {hands} {chien}\n".encode())
            hands, chien = old_four_player_deal_masks(random.Random(seed), dealer)
            old.update(f"{seed} {dealer} {hands} {chien}\n".encode())
    assert old.hexdigest() == new.hexdigest() == OLD_FOUR_PLAYER_DIGEST


def test_D3_four_player_deal_record_unchanged():
    # Taken from the code before V1 (deal(seed=123, dealer=3).to_record()).
    rec = deal(seed=123, dealer=3).to_record()
    assert list(rec) == ["dealer", "seed", "hands", "chien"]
    assert rec["chien"] == ["T6", "5S", "JH", "10H", "4H", "8C"]
    assert rec["hands"][0][:6] == ["T18", "T13", "T12", "T11", "T3", "T1"]
    assert rec["hands"][3][-4:] == ["7D", "5D", "3D", "1D"]


# ---------------------------------------------------------------- D1: seats at every table
def test_D1_seats_in_play_order_at_every_table():
    assert [next_seat(s, THREE_PLAYERS) for s in range(3)] == [1, 2, 0]
    assert [next_seat(s, FIVE_PLAYERS) for s in range(5)] == [1, 2, 3, 4, 0]
    assert [next_seat(s) for s in range(4)] == [1, 2, 3, 0]
    assert seats_from(FIVE_PLAYERS)[3] == (3, 4, 0, 1, 2)
    assert seats_from()[2] == (2, 3, 0, 1)
    assert next_dealer(2, table=THREE_PLAYERS) == 0 and next_dealer(4, table=FIVE_PLAYERS) == 0
    assert next_dealer(4, misdeal=True, table=FIVE_PLAYERS) == 4 and next_dealer(3) == 0


def test_D1_check_seat_takes_the_table():
    assert check_seat(4, FIVE_PLAYERS) == 4 and check_seat(2, THREE_PLAYERS) == 2
    with pytest.raises(DealError) as e:
        check_seat(3, THREE_PLAYERS)
    assert (e.value.rule, e.value.key) == ("D1", "err.deal.seat_table")
    assert e.value.detail("en") == "Invalid seat 3: at 3 players, seats run from 0 to 2."
    assert e.value.detail("fr") == "Siège 3 invalide : à 3 joueurs, les sièges vont de 0 à 2."
    with pytest.raises(DealError) as e:
        check_seat(4)                                  # four players: the message it always had
    assert (e.value.rule, e.value.key) == ("D1", "err.deal.seat")
    with pytest.raises(DealError):
        deal(seed=1, dealer=4)
    assert deal(seed=1, dealer=4, table=FIVE_PLAYERS).dealer == 4


# ---------------------------------------------------------------- V2: petit sec at every table
def test_V2_petit_sec_holds_at_three_and_five_players():
    sec = C("T1 KS QS JS CS 10S 9S 8S 7S 6S 5S 4S 3S 2S 1S")          # 15 cards at five: only the Petit
    assert is_petit_sec(sec) and not is_petit_sec(C("T1 EX") + sec[1:14])
    others = [C("T2 KH QH JH CH 10H 9H 8H 7H 6H 5H 4H 3H 2H 1H")] * 4
    assert petit_sec_seat(others[:3] + [sec] + others[:1]) == 3
    three = [C("T1 KS QS JS CS 10S 9S 8S 7S 6S 5S 4S 3S 2S 1S KH QH JH CH 10H 9H 8H 7H 6H"),
             C("T2 T3 5H 4H 3H 2H 1H KD QD JD CD 10D 9D 8D 7D 6D 5D 4D 3D 2D 1D KC QC JC"), C("EX T4")]
    assert petit_sec_seat(three) == 0 and petit_sec_seat(three[1:]) is None
    # Dealt at five players, a petit sec comes about once in 150 deals (5 × 0.0013).
    found = [seed for seed in range(3000) if deal(seed=seed, table=FIVE_PLAYERS).petit_sec_seat is not None]
    assert len(found) > 5
    d = deal(seed=found[0], table=FIVE_PLAYERS)
    assert is_petit_sec(d.hands[d.petit_sec_seat])


# ---------------------------------------------------------------- V2: the discard
FIVE_R10_HAND = C("KS KH KD KC 1S T2 T3 T4 T5 T6 T7 T8 T9 T10 T11")     # 15 cards as dealt
FIVE_R10_CHIEN = C("T12 T13 T14")                                       # 18 cards: n = 1


def test_V2_five_players_discard_holds_three_cards_with_forced_trumps():
    assert discard_trumps_needed(FIVE_R10_HAND + FIVE_R10_CHIEN, FIVE_PLAYERS) == 2      # max(0, 3 − 1)
    assert discard_trumps_needed(FIVE_R10_HAND + FIVE_R10_CHIEN) == 5                    # E2 at four: 6 − 1
    assert codes(check_discard(FIVE_R10_HAND, FIVE_R10_CHIEN, C("1S T2 T3"), FIVE_PLAYERS)) == "T2 T3"
    with pytest.raises(DiscardError) as e:
        check_discard(FIVE_R10_HAND, FIVE_R10_CHIEN, C("1S T2 T3 T4"), FIVE_PLAYERS)
    assert (e.value.rule, e.value.key) == ("V2", "err.discard.size_table")
    assert e.value.detail("en") == "At 5 players the discard holds as many cards as the chien, 3, not 4."
    assert e.value.detail("fr") == "À 5 joueurs, l'écart a autant de cartes que le chien, 3, pas 4."
    with pytest.raises(DiscardError) as e:
        check_discard(FIVE_R10_HAND, FIVE_R10_CHIEN, C("T2 T3 T4"), FIVE_PLAYERS)       # 3 trumps, 2 allowed
    assert (e.value.rule, e.value.key, e.value.card) == ("E2", "err.discard.too_many_trumps", "T4")
    assert e.value.params["needed"] == 2 and e.value.params["n"] == 1


def test_V2_five_players_no_forced_trump_with_three_plain_cards():
    hand = C("KS KH 1S 2S T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12")
    chien = C("3S T13 T14")
    assert discard_trumps_needed(hand + chien, FIVE_PLAYERS) == 0                       # n = 3
    assert check_discard(hand, chien, C("1S 2S 3S"), FIVE_PLAYERS) == ()
    with pytest.raises(DiscardError) as e:
        check_discard(hand, chien, C("1S 2S T2"), FIVE_PLAYERS)
    assert (e.value.rule, e.value.card) == ("E2", "T2")
    example = legal_discard_example(FIVE_R10_HAND, FIVE_R10_CHIEN, FIVE_PLAYERS)
    assert len(example) == 3 and discard_verdict(FIVE_R10_HAND, FIVE_R10_CHIEN, example, "en", FIVE_PLAYERS).valid


THREE_HAND = C("KS KH KD KC 1S 2S 3S 4S T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16")   # 24
THREE_CHIEN = C("T17 T18 T19 T20 T21 EX")                                                         # 30: n = 4


def test_V2_three_players_discard_holds_six_cards_of_thirty():
    assert discard_trumps_needed(THREE_HAND + THREE_CHIEN, THREE_PLAYERS) == 2          # max(0, 6 − 4)
    assert codes(check_discard(THREE_HAND, THREE_CHIEN, C("1S 2S 3S 4S T2 T3"), THREE_PLAYERS)) == "T2 T3"
    with pytest.raises(DiscardError) as e:
        check_discard(THREE_HAND, THREE_CHIEN, C("1S 2S 3S 4S T2"), THREE_PLAYERS)
    assert (e.value.rule, e.value.key) == ("V2", "err.discard.size_table")
    assert e.value.detail("en") == "At 3 players the discard holds as many cards as the chien, 6, not 5."
    with pytest.raises(DiscardError) as e:
        check_discard(THREE_HAND, THREE_CHIEN, C("1S 2S 3S T2 T3 T4"), THREE_PLAYERS)
    assert (e.value.rule, e.value.card) == ("E2", "T4")
    with pytest.raises(DiscardError) as e:
        check_discard(THREE_HAND, THREE_CHIEN, C("1S 2S 3S 4S T2 T1"), THREE_PLAYERS)     # a bout: E2 as at four
    assert (e.value.rule, e.value.key) == ("E2", "err.discard.bout")
    verdict = discard_verdict(THREE_HAND, THREE_CHIEN, C("1S 2S 3S 4S T5"), "en", THREE_PLAYERS)
    assert (verdict.valid, verdict.rule) == (False, "V2")


def test_V2_four_player_discard_size_error_unchanged():
    hand = C("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 KS KH KD KC")
    chien = C("T16 T17 T18 T19 T20 1S")
    with pytest.raises(DiscardError) as e:
        check_discard_masks(mask_of(hand), mask_of(chien), mask_of(C("1S T2 T3")))
    assert (e.value.rule, e.value.key) == ("E1", "err.discard.size")


# ---------------------------------------------------------------- V3: poignées
def test_V3_three_players_poignees_of_13_15_18():
    hand = C("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 KS KH 1S 2S 3S 4S")   # 18 trumps
    trumps = [c for c in hand if c.is_trump]
    for size, name, bonus in ((13, "simple", 20), (15, "double", 30), (18, "triple", 40)):
        p = check_poignee(hand, trumps[:size], table=THREE_PLAYERS)
        assert (p.size, p.name, p.bonus, p.level) == (size, name, bonus, (13, 15, 18).index(size))
    assert [p.size for p in poignee_choices(hand, table=THREE_PLAYERS)] == [13, 15, 18]
    with pytest.raises(PoigneeError) as e:
        check_poignee(hand, trumps[:10], table=THREE_PLAYERS)              # a four-player simple
    assert (e.value.rule, e.value.key) == ("V3", "err.poignee.size_table")
    assert e.value.detail("en") == "At 3 players a poignée shows exactly 13, 15 or 18 cards, not 10."
    assert e.value.detail("fr") == "À 3 joueurs, une poignée montre exactement 13, 15 ou 18 cartes, pas 10."
    assert poignee_verdict(hand, trumps[:13], lang="en", table=THREE_PLAYERS).rule == "V3"


def test_V3_five_players_poignees_of_8_10_13():
    hand = C("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 KS 1S")      # 13 trumps in 15 cards
    trumps = [c for c in hand if c.is_trump]
    assert [(p.size, p.name, p.bonus) for p in poignee_choices(hand, table=FIVE_PLAYERS)] == \
        [(8, "simple", 20), (10, "double", 30), (13, "triple", 40)]
    with pytest.raises(PoigneeError) as e:
        check_poignee(hand, trumps[:12], table=FIVE_PLAYERS)
    assert (e.value.rule, e.value.key) == ("V3", "err.poignee.size_table")
    assert e.value.detail("en") == "At 5 players a poignée shows exactly 8, 10 or 13 cards, not 12."
    with pytest.raises(PoigneeError) as e:
        check_poignee(hand, trumps[:8], table=FOUR_PLAYERS)                # at four, 8 is B1's fault
    assert (e.value.rule, e.value.key) == ("B1", "err.poignee.size")


def test_V3_B2_the_excuse_completes_a_five_player_simple():
    hand = C("T2 T3 T4 T5 T6 T7 T8 EX KS 1S 2S 3S 4S 5S 6S")          # 7 trumps + the Excuse
    assert check_poignee(hand, C("T2 T3 T4 T5 T6 T7 T8 EX"), table=FIVE_PLAYERS).name == "simple"
    hand8 = C("T2 T3 T4 T5 T6 T7 T8 T9 EX 1S 2S 3S 4S 5S 6S")          # 8 trumps: the Excuse would hide one
    with pytest.raises(PoigneeError) as e:
        check_poignee(hand8, C("T2 T3 T4 T5 T6 T7 T8 EX"), table=FIVE_PLAYERS)
    assert (e.value.rule, e.value.card) == ("B2", "T9")


# ---------------------------------------------------------------- R10: B3 with the table's triple
FIVE_R10_KEPT = C("KS KH KD KC T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14")    # after discarding 1S T2 T3
FIVE_R10_DISCARD = C("1S T2 T3")


def test_R10_five_players_forced_taker_shows_a_triple_of_13_with_discarded_trumps():
    p = check_poignee(FIVE_R10_KEPT, C("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14"), FIVE_R10_DISCARD,
                      FIVE_PLAYERS)
    assert (p.size, p.name, p.bonus, p.uses_discard) == (13, "triple", 40, True)
    choices = poignee_choices(FIVE_R10_KEPT, FIVE_R10_DISCARD, FIVE_PLAYERS)
    assert [(c.size, c.uses_discard) for c in choices] == [(8, False), (10, False), (13, True)]
    verdict = poignee_verdict(FIVE_R10_KEPT, p.cards, FIVE_R10_DISCARD, "en", FIVE_PLAYERS)
    assert (verdict.valid, verdict.rule) == (True, "R10")


def test_R10_five_players_discarded_trumps_only_in_a_triple_of_exactly_13():
    with pytest.raises(PoigneeError) as e:       # a double of 10 with a discarded trump
        check_poignee(FIVE_R10_KEPT, C("T2 T4 T5 T6 T7 T8 T9 T10 T11 T12"), FIVE_R10_DISCARD, FIVE_PLAYERS)
    assert (e.value.rule, e.value.key, e.value.card) == ("R10", "err.poignee.discard_table", "T2")
    assert e.value.detail("en").endswith(" comes from the discard: at 5 players, only a taker with 4 kings and 13 "
                                         "trumps, forced to discard trumps, may show it in a triple poignée of 13.")
    assert "à 5 joueurs, seul un preneur avec 4 rois et 13 atouts" in e.value.detail("fr")


def test_R10_five_players_needs_the_four_kings_and_13_trumps():
    three_kings = C("KS KH KD T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14")   # 13 trumps among 18, n = 2: 1 goes
    with pytest.raises(PoigneeError) as e:
        check_poignee(three_kings, C("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14"), C("1S 2S T2"), FIVE_PLAYERS)
    assert (e.value.rule, e.value.key) == ("R10", "err.poignee.discard_table")
    twelve = C("KS KH KD KC T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 EX")       # 12 trumps among the 18, and the Excuse
    with pytest.raises(PoigneeError) as e:
        check_poignee(twelve, C("T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 EX"), C("1S T3 T4"), FIVE_PLAYERS)
    assert (e.value.rule, e.value.key) == ("R10", "err.poignee.discard_table")


def test_R10_five_players_every_trump_in_hand_is_shown():
    kept = C("KS KH KD KC T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15")         # 14 trumps among 18, n = 0: 3 go
    discard = C("T2 T3 T4")
    with pytest.raises(PoigneeError) as e:        # three discarded trumps shown, T15 kept hidden
        check_poignee(kept, C("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14"), discard, FIVE_PLAYERS)
    assert (e.value.rule, e.value.key, e.value.card) == ("R10", "err.poignee.discard_incomplete", "T15")
    assert check_poignee(kept, C("T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15"), discard,
                         FIVE_PLAYERS).uses_discard


def test_R10_five_players_the_excuse_may_not_stand_in_beside_discarded_trumps():
    kept = C("KS KH KD KC T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 EX")     # 13 trumps among 18, n = 0: 3 go
    with pytest.raises(PoigneeError) as e:
        check_poignee(kept, C("T2 T3 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 EX"), C("T2 T3 T4"), FIVE_PLAYERS)
    assert (e.value.rule, e.value.key, e.value.card) == ("B2", "err.poignee.excuse_with_discard_table", "T4")
    assert e.value.detail("en").endswith("show 13 trumps without the Excuse.")


def test_R10_three_players_a_forced_taker_keeps_the_triple_in_hand():
    # At three the taker's 30 cards hold at least 4 suit cards other than kings once he has the
    # 4 kings and every trump, so E2 forces at most 2 trumps and 19 stay in hand: his triple of 18
    # comes from the hand, and a discarded trump may not replace a trump he keeps (R10).
    discard = C("1S 2S 3S 4S T2 T3")
    kept = [c for c in THREE_HAND + THREE_CHIEN if c not in discard]
    assert len(kept) == 24 and sum(c.is_trump for c in kept) == 19
    shown = tuple(c for c in kept if c.is_trump)[:18]
    assert not check_poignee(kept, shown, discard, THREE_PLAYERS).uses_discard
    with pytest.raises(PoigneeError) as e:
        check_poignee(kept, C("T2") + shown[:17], discard, THREE_PLAYERS)
    assert (e.value.rule, e.value.key) == ("R10", "err.poignee.discard_incomplete")
    with pytest.raises(PoigneeError) as e:
        check_poignee(kept, C("T2") + shown[:14], discard, THREE_PLAYERS)     # a double of 15 with the discard
    assert (e.value.rule, e.value.key) == ("R10", "err.poignee.discard_table")
    assert "comes from the discard: at 3 players, only a taker with 4 kings and 18 trumps" in e.value.detail("en")


def test_B3_four_players_unchanged():
    hand = C("KS KH KD KC T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18")
    with pytest.raises(PoigneeError) as e:
        check_poignee(hand, C("T2 T5 T6 T7 T8 T9 T10 T11 T12 T13"), C("T2 T3 T4 1S 2S 3S"))
    assert (e.value.rule, e.value.key) == ("B3", "err.poignee.discard")


def test_V1_deal_carries_its_table():
    d = Deal(dealer=0, hands=tuple(() for _ in range(3)), chien=())
    assert d.table is THREE_PLAYERS
