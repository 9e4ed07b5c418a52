"""The practice bots (issue 12): the published hand count, the rules of thumb one by one, the
sampler's dealing of the unseen cards, no peeking at hidden cards, legal deals by every pair of
levels, and the duplicate match."""
from __future__ import annotations

import random

import pytest

from tarot_core.analysis import bots as B
from tarot_core.analysis.bots import BasicBot, RandomBot, Situation, basic_card, play_deal, play_turn
from tarot_core.analysis.handcount import hand_count, suggested_bid
from tarot_core.analysis.match import make_bot, replay_with_bot, run_match
from tarot_core.analysis.sampler import SamplerBot, _allowed, sample_world
from tarot_core.auction import Contract
from tarot_core.cards import BIT, DECK, TRUMP_MASK, cards_of, mask_of, parse_card, parse_cards
from tarot_core.catalogue import MESSAGES
from tarot_core.errors import TarotError
from tarot_core.game import GameState
from tarot_core.referee import referee


# --- the published count (HAND_EVALUATION.md) ---------------------------------------------------
def lines(hand):
    """The count's lines by key (lines of one key, e.g. two long suits, added up)."""
    out: dict[str, int] = {}
    for line in hand_count(hand).lines:
        out[line.key] = out.get(line.key, 0) + line.points
    return out


def test_the_published_worked_example_counts_34_and_passes():
    # HAND_EVALUATION.md: seven trumps 14, majors 20 and 18 +4, ♥ king alone 6, ♦ K+Q 10 → 34: pass.
    c = hand_count("T20 T18 T14 T13 T9 T8 T6 KH 10H 5H 4H KD QD 8C 7C 8S 7S 5S")
    assert (c.total, c.suggestion) == (34, None)
    assert lines("T20 T18 T14 T13 T9 T8 T6 KH 10H 5H 4H KD QD 8C 7C 8S 7S 5S") == {
        "count.trumps": 14, "count.majors": 4, "count.king_alone": 6, "count.mariage": 10}


def test_each_line_of_the_table():
    # The 21 (10), the Excuse (8), a queen alone (3), a cavalier (2), a valet (1); 4 trumps: no trump line.
    assert lines("T21 EX T3 T4 QS CS JS 1S 2H 3H 4H 5D 6D 7D 8C 9C 10C 1H") == {
        "count.21": 10, "count.excuse": 8, "count.majors": 2, "count.queen_alone": 3, "count.cavalier": 2,
        "count.valet": 1}
    # A long suit of 5 / 6 / 7 cards: 5 / 7 / 9 (and 8 cards count as 7: 9).
    assert lines("1H 2H 3H 4H 5H 1S 2S 3S 4S 1D 2D 3D 4D 1C 2C 3C 4C 5C")["count.long_suit"] == 5 + 5
    assert lines("1H 2H 3H 4H 5H 6H 1S 2S 3S 4S 1D 2D 3D 4D 1C 2C 3C 4C")["count.long_suit"] == 7
    assert lines("1H 2H 3H 4H 5H 6H 7H 1S 2S 3S 4S 1D 2D 3D 1C 2C 3C 4C")["count.long_suit"] == 9
    assert lines("1H 2H 3H 4H 5H 6H 7H 8H 1S 2S 3S 1D 2D 3D 1C 2C 3C 4C")["count.long_suit"] == 9


def test_the_petit_counts_by_its_place_among_the_trumps_the_excuse_included():
    # 4 trumps with the Petit: 0; with the Excuse making 5: the Petit is 5th → 5 (our choice);
    # 6th → 7; 7th or more → 9.
    base = "1H 2H 3H 4H 1S 2S 3S 4S 1D 2D 3D 4D 1C 2C"
    assert "count.petit" not in lines(base + " T1 T2 T3 T4")
    assert lines(base[:-3] + " T1 T2 T3 T4 EX")["count.petit"] == 5
    assert lines(base[:-6] + " T1 T2 T3 T4 T5 EX")["count.petit"] == 7
    assert lines(base[:-9] + " T1 T2 T3 T4 T5 T6 EX")["count.petit"] == 9


def test_trumps_count_two_each_from_five_with_the_excuse_and_bouts():
    base = "1H 2H 3H 4H 1S 2S 3S 4S 1D 2D 3D 4D 1C"
    assert lines(base + " T2 T3 T4 T5 EX")["count.trumps"] == 10        # 5 with the Excuse: 2 each
    assert "count.trumps" not in lines(base + " T2 T3 T4 2C 3C")         # 3 trumps: nothing


def test_runs_of_majors_count_one_per_card_the_21_included():
    base = "1H 2H 3H 4H 1S 2S 3S 4S 1D 2D 3D 4D 1C 2C 3C"
    assert lines(base + " T19 T20 T21")["count.runs"] == 3                # 19-20-21 gives 3 (the table)
    assert "count.runs" not in lines(base + " T16 T18 T20")              # not touching: nothing


def test_voids_and_singletons_count_only_for_garde_sans_and_contre():
    # No ♣ (void 6) and one ♦ (singleton 3): 9 more with the shape only.
    c = hand_count("T21 T20 T19 T18 T17 T16 T15 T14 T13 EX KS QS KH QH JH 5H 4H KD")
    assert c.total_with_shape - c.total == 6 + 3
    assert suggested_bid(70, 79) == Contract.GARDE_SANS and suggested_bid(70, 70) == Contract.GARDE


@pytest.mark.parametrize("total, bid", [(39, None), (40, Contract.PRISE), (55, Contract.PRISE),
                                        (56, Contract.GARDE), (70, Contract.GARDE), (71, Contract.GARDE_SANS),
                                        (80, Contract.GARDE_SANS), (81, Contract.GARDE_CONTRE)])
def test_thresholds(total, bid):
    assert suggested_bid(total, total) == bid


def test_the_count_reads_in_both_languages():
    c = hand_count("T20 T18 T14 T13 T9 T8 T6 KH 10H 5H 4H KD QD 8C 7C 8S 7S 5S")
    assert "R♥" in c.text("fr") and "34" in c.text("fr") and "passer" in c.text("fr")
    assert "KH" in c.text("en") and "Total: 34 points" in c.text("en")


# --- the rules of thumb, one situation each ---------------------------------------------------------
def sit(hand, trick=(), *, seat=0, leader=None, taker=1, number=5, known=(), taker_voids=0, won_all=False):
    """A Situation from card codes: *trick* from its leader (default: so that *seat* plays next)."""
    from tarot_core.play import legal_mask
    trick = [int(c) for c in parse_cards(trick)]
    hand_m = mask_of(parse_cards(hand))
    if leader is None:
        leader = (seat - len(trick)) % 4
    k = hand_m | mask_of(trick) | mask_of(parse_cards(known))
    return Situation(seat, taker, hand_m, legal_mask(hand_m, trick), tuple(trick), leader, number, k,
                     taker_voids, won_all, False)


def card(sit_):
    c, rule = basic_card(sit_)
    return DECK[c].code, rule


def test_lowest_when_lost():
    # Seat 0 led the Q♥, the taker (1) trumped: seat 2 must follow ♥ (P2) and cannot win: the lowest.
    assert card(sit("KH 3H 7H T9", "QH T5", seat=2)) == ("3H", "lowest_when_lost")


def test_win_cheaply():
    # The taker's 10♥ leads and nobody has trumped: a defender in last seat... here seat 2 after
    # the taker takes it with the smallest card that beats it (the cavalier, not the king).
    assert card(sit("KH CH 3H T5", "10H", seat=2)) == ("CH", "win_cheaply")
    # void in ♥: the smallest trump that wins, not the Petit while someone may still trump.
    assert card(sit("T1 T9 T14 2S", "10H", seat=2)) == ("T9", "win_cheaply")


def test_give_points_to_partner():
    # Seats 2 and 3 defend; seat 3 leads the K♠ ... seat 0 plays last after the taker (1) played:
    # leader 2 led 5♠, taker 3? Use: leader 3 (defender) led T21, taker (1)... simpler: taker 1 led
    # 2♣, seat 2 (partner of 0) won with T21, seat 3 followed: seat 0 plays last, sure win → charge.
    s = sit("KC 3C T4", "2C T21 4C", seat=0, leader=1)
    assert card(s) == ("KC", "give_points_to_partner")


def test_save_the_petit():
    # Same trick, the Petit in hand and void in ♣, 19 trumps still out against one other trump of
    # seat 0's (in danger): the Petit goes on the partner's sure trick (B5, S1: a bout saved).
    s = sit("T1 T4 2S", "2C T21 4C", seat=0, leader=1)
    assert card(s) == ("T1", "save_the_petit")
    # The taker (seat 1), last to play, void in ♣, the defence's 2♣ 4♣ 5♣ on the table: the Petit
    # takes the trick (P6), saved.
    assert card(sit("T1 T4 2S", "2C 4C 5C", seat=1, leader=2)) == ("T1", "save_the_petit")
    # The threshold: the taker holds T1 T2 T5; with 2 trumps still out (T20 T21) his 2 other trumps
    # can outlast them, the Petit is not in danger: he wins with the cheapest trump but the Petit
    # (P3, P6); with 3 out (T19 T20 T21) it is in danger: saved now.
    seen = " ".join(f"T{n}" for n in (3, 4, *range(6, 19)))
    assert card(sit("T1 T2 T5 2S", "2C 4C 5C", seat=1, leader=2, known=seen + " T19")) == ("T2", "win_cheaply")
    assert card(sit("T1 T2 T5 2S", "2C 4C 5C", seat=1, leader=2, known=seen)) == ("T1", "save_the_petit")


def test_keep_petit_for_last():
    # Lesson 14's deal "drawing" in small: the taker (seat 1) last to play, void in ♣, no trump
    # left out (all 20 others seen): the Petit would win, but it is kept for the last trick (B5).
    seen = " ".join(f"T{n}" for n in range(5, 22))
    s = sit("T1 T4 2S", "2C 4C 5C", seat=1, leader=2, known=seen + " T2 T3", number=8)
    assert card(s) == ("T4", "win_cheaply")
    # Only the Petit and the Excuse may be played (void in ♣, P3, X1): the Excuse goes, the Petit
    # stays for the last trick — even though it would take this trick.
    s = sit("T1 EX KH", "2C 4C 5C", seat=1, leader=2, known=seen + " T2 T3 T4", number=10)
    assert card(s)[0] == "EX"
    # Leading: not the Petit either, a plain card.
    s = sit("T1 T4 2S", seat=1, leader=1, known=seen + " T2 T3", number=16)
    assert card(s)[0] == "2S"
    # At the last trick it is played (the only card; the rule named: petit au bout, B5).
    s = sit("T1", seat=1, leader=1, known=seen + " T2 T3 T4", number=18)
    assert card(s) == ("T1", "keep_petit_for_last")
    # With the Excuse at trick 17: the Excuse now (X5), the Petit to the last trick.
    s = sit("T1 EX", seat=1, leader=1, known=seen + " T2 T3 T4", number=17)
    assert card(s) == ("EX", "excuse_before_last")
    # … but a taker who has won every trick will lead the Excuse to the last trick (X6): his
    # Petit goes at trick 17, which counts as petit au bout (B6).
    s = sit("T1 EX", seat=1, leader=1, known=seen + " T2 T3 T4", number=17, won_all=True)
    assert card(s) == ("T1", "keep_petit_for_last")
    # At the last trick a trump already in the trick takes the Petit: it is played because it is
    # the only card, not "kept for the last trick" — no petit au bout (B5) to name (lesson 15's
    # deals 91, 155, 232, 322 were told so).
    s = sit("T1", "T4", seat=2, leader=1, known=seen + " T2 T3", number=18)
    assert card(s) == ("T1", "only_card")


def test_keep_petit_out_of_danger():
    # Void in the suit, an opponent still to play: trump with another card than the Petit.
    s = sit("T1 T4 2S", "2C", seat=2, leader=1)            # the taker (1) led; seats 3 and 0 follow
    c, rule = basic_card(s)
    assert c != int(parse_card("T1"))


def test_excuse_before_last():
    # Trick 17, a defender holds the Excuse and one other card: the Excuse now (X6).
    s = sit("EX 3H", "", seat=2, leader=2, number=17)
    assert card(s) == ("EX", "excuse_before_last")
    # … but a taker who has won every trick keeps it for the last trick (the slam, X6/B7).
    s = sit("EX 3H", "", seat=1, leader=1, number=17, won_all=True)
    assert card(s)[0] != "EX"


def test_draw_trumps():
    # The taker with 12 trumps leads, 9 trumps still out: the highest trump.
    hand = "T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 KH"
    assert card(sit(hand, seat=1, leader=1)) == ("T21", "draw_trumps")
    # With 9 trumps out of 8 in hand, no: the king is cashed instead.
    assert card(sit("T14 T15 T16 T17 T18 T19 T20 T21 KH", seat=1, leader=1, known="T1 T2 T3 T4")) == (
        "KH", "cash_a_king")


def test_cash_a_king_and_make_taker_trump():
    s = sit("KH 3H 4S 5S", seat=2, leader=2)
    assert card(s) == ("KH", "cash_a_king")
    # The taker showed a void in ♠ (P2): a defender leads a low spade, not the king of hearts.
    spades = mask_of(parse_cards("1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS"))
    s = sit("QH 3H 4S 5S", seat=2, leader=2, taker_voids=spades)
    assert card(s) == ("4S", "make_taker_trump")
    # A king whose suit the taker lacks is not cashed into his trumps.
    assert card(sit("KS 3H 4S", seat=2, leader=2, taker_voids=spades))[1] != "cash_a_king"


def test_lead_long_suit():
    s = sit("2H 3H 4H 5S", seat=2, leader=2, known="1H")       # hearts were played: no king to cash anyway
    assert card(s) == ("2H", "lead_long_suit")


def test_pisser_is_give_points_to_partner_when_void():
    # No ♣ and no trump (P5): seat 0 throws its king of another suit onto the partner's sure trick.
    assert card(sit("KH 3S", "2C T21 4C", seat=0, leader=1)) == ("KH", "give_points_to_partner")


def test_seat_aware_defence_low_before_the_taker_cheap_after():
    # Seat 0 plays before the taker (1), his partner (3) led 5♥: keep the king, play low (P2).
    assert card(sit("KH 2H", "5H", seat=0, leader=3)) == ("2H", "lowest_when_lost")
    # Seat 2 plays after the taker, who led 5♥: the smallest card that wins (P6), not the king.
    assert card(sit("KH 7H", "5H", seat=2, leader=1)) == ("7H", "win_cheaply")


def test_opening_lead():
    # Trick 1, a defender leads: not his K♥ (the taker may have discarded his hearts, E1, and
    # trump it, P3) but the lowest card of his longest suit, ♠.
    hand = "KH 2H 3S 4S 5S T4"
    assert card(sit(hand, seat=2, leader=2, number=1)) == ("3S", "opening_lead")
    assert card(sit(hand, seat=2, leader=2, number=2)) == ("KH", "cash_a_king")     # later: cashed


def test_hunt_the_petit():
    # A defender with 6 trumps leads, the Petit unseen: his smallest trump (P2, P4).
    hand = "T2 T5 T8 T9 T10 T11 3H 4H"
    assert card(sit(hand, seat=2, leader=2)) == ("T2", "hunt_the_petit")
    # The Petit already played: no hunt, his long suit.
    assert card(sit(hand, seat=2, leader=2, known="T1")) == ("3H", "lead_long_suit")
    # Five trumps are not enough to lead the hunt.
    assert card(sit("T2 T5 T8 T9 T10 3H 4H", seat=2, leader=2)) == ("3H", "lead_long_suit")


def test_keep_trumps_to_cut():
    # The taker (1) leads with 3 trumps, 18 out against him, and a king in a suit already played:
    # he does not lead a trump, he leads the king and keeps his trumps to cut (P3).
    assert card(sit("KH T5 T6 T7", seat=1, leader=1, known="3H")) == ("KH", "keep_trumps_to_cut")
    # With more trumps than are out against him (4 in hand, T1-T15 seen: 2 out), he draws them, the
    # highest first (P4): the short-trump plan is for a taker no longer than the defence.
    seen = " ".join(f"T{n}" for n in range(1, 16))
    assert card(sit("KH T16 T17 T18 T19", seat=1, leader=1, known="3H " + seen)) == ("T19", "draw_trumps")


# --- counting and playing safe (issue 24 §1) ---------------------------------------------------------
# The taker (seat 1) leads at trick 12 with K♥ 4♥ 3♥ 2♠ T21 T10. His side has won 45 points (S1, C3):
# the four queens (14), the four cavaliers (10), the four jacks (6), the kings of ♠ ♦ ♣ (13.5) and
# 1♠ 1♦ 1♣ (1.5). His T21 is master (no higher trump): a sure trick, its 4.5 points and at least
# 0.5 from each of the three others (C3): 6 more. One bout held (the 21): target 51 (S1).
# 45 + 6 = 51 reaches it exactly (S2: reaching the target makes the contract).
WON_45 = "QS QH QD QC CS CH CD CC JS JH JD JC KS KD KC 1S 1D 1C"
SAFE_HAND = "KH 4H 3H 2S T21 T10"


def secured(won=WON_45, hand=SAFE_HAND, seat=1, foe_voids=0):
    s = sit(hand, seat=seat, leader=seat, number=12, known=won)
    return s._replace(side_won=mask_of(parse_cards(won)), foe_voids=foe_voids)


def test_S1_the_attack_counts_its_points_won_and_its_sure_tricks():
    from tarot_core.analysis.card_rules import contract_decided, counted_for_side, sure_winners
    s = secured()
    assert [DECK[c].code for c in cards_of(sure_winners(s))] == ["T21"]     # K♥ may still be cut (P3)
    assert counted_for_side(s) == (102, 1)                  # 51 points in half points, 1 bout (S1)
    assert contract_decided(s)                               # 51 against 51: made (S2)
    assert not contract_decided(secured(WON_45.replace(" 1C", "")))   # 50.5 against 51: not yet
    # The Excuse won makes a second bout: target 41 (S1), so 41 points won with the 21 would do.
    s = secured("EX QS QH QD QC CS CH CD CC JS JH JD")        # 4.5 + 14 + 10 + 4.5 = 33, +6 = 39
    assert counted_for_side(s) == (78, 2) and not contract_decided(s)
    s = secured("EX QS QH QD QC CS CH CD CC JS JH JD KS")     # 37.5 + 6 = 43.5 ≥ 41
    assert counted_for_side(s) == (87, 2) and contract_decided(s)


def test_V5_at_five_a_seat_counts_only_the_tricks_of_the_seats_whose_camp_it_knows():
    from tarot_core.analysis.situation import counted_piles
    # Five players, seed 1 (basic bots), after 4 tricks: the taker (3, Prise) called K♣, held by
    # seat 4, not yet played. Trick winners: 0, 2, 3, 1. Each defender knows only himself and the
    # taker (V5): he counts his own trick and the taker's, not the two won by unknown seats. The
    # partner knows the camps but not the discard (Q♠ 6♣ Q♦, E1); the taker counts it.
    s = GameState.new(seed=1, players=5)
    bots = [BasicBot() for _ in range(5)]
    while s.phase != "play" or len(s.tricks) < 4:
        play_turn(s, bots)
    assert (s.taker, s.view(4).partner, [t.winner for t in s.tricks]) == (3, 4, [0, 2, 3, 1])

    def codes(seat):
        return [" ".join(DECK[c].code for c in cards_of(m)) for m in counted_piles(s.view(seat))]
    taker_trick = "1C 2C 7C 8C T4"
    assert codes(0) == ["1S 2S 3S 8S JS", taker_trick]
    assert codes(1) == ["2H 3H 4H 6H T7", taker_trick]
    assert codes(2) == ["1D 3D 5D 7D T9", taker_trick]
    assert codes(3) == ["QS QD 1C 2C 6C 7C 8C T4", ""]
    assert codes(4) == [taker_trick, "1S 2S 3S 8S JS 2H 3H 4H 6H 1D 3D 5D 7D T7 T9"]


def test_secure_the_contract_cashes_the_master_king_once_the_contract_is_made():
    # Secured: the master K♥ (hearts played, nothing higher out) is cashed before a defender can cut it.
    assert card(secured()) == ("KH", "secure_the_contract")


def test_secure_the_contract_does_not_fire_half_a_point_short():
    # 50.5 points counted against 51: not secured, the usual lead (the lowest card of the longest suit).
    assert card(secured(WON_45.replace(" 1C", ""))) == ("3H", "lead_long_suit")


def test_secure_the_contract_never_leads_into_a_defenders_void_P3():
    hearts = mask_of(parse_cards("1H 2H 3H 4H 5H 6H 7H 8H 9H 10H JH CH QH KH"))
    assert card(secured(foe_voids=hearts)) == ("3H", "lead_long_suit")


def test_secure_the_contract_is_the_attacks_rule():
    # The same cards and count in a defender's hand (seat 2): the defence's count is another
    # question (the attack beaten), and it does not fire.
    assert card(secured(seat=2))[1] != "secure_the_contract"


def test_secure_the_contract_is_not_played_at_five_V7():
    # Measured at five (the attack two seats, the partner counting without the discard): no gain,
    # so the rule stays out there — the same count, nothing cashed.
    from tarot_core.analysis.card_rules import contract_decided, secure_the_contract
    s = secured()
    assert DECK[secure_the_contract(s)].code == "KH"
    five = s._replace(seats=5, n_tricks=15, allies=0b00010, foes=0b11101)
    assert contract_decided(five) and secure_the_contract(five) is None


def test_S1_the_defence_counts_the_contract_beaten():
    from tarot_core.analysis.card_rules import contract_decided, counted_for_side
    # A defender (seat 2) whose side has won 55.5 points and no bout: the four kings, queens,
    # cavaliers and jacks (48) and 15 low cards (7.5). The attack can reach at most 91 − 55.5 =
    # 35.5 < 36, its lowest target (3 bouts, S1): beaten. With 55 it could still make 36.
    won = "KS KH KD KC QS QH QD QC CS CH CD CC JS JH JD JC 1S 2S 3S 4S 5S 6S 7S 8S 1H 2H 3H 4H 5H 6H 7H"
    s = sit("T6 T7", seat=2, leader=2, number=14, known=won)
    s = s._replace(side_won=mask_of(parse_cards(won)))
    assert counted_for_side(s) == (111, 0) and contract_decided(s)
    s = s._replace(side_won=mask_of(parse_cards(won.replace(" 7H", ""))))
    assert counted_for_side(s) == (110, 0) and not contract_decided(s)


def test_every_rule_has_a_docstring_and_a_sentence_in_both_languages():
    for rule in B.CARD_RULES + (B.bid_by_count, B.discard_for_voids, B.show_poignee_when_winning,
                                B.slam_when_unbeatable):
        assert rule.__doc__ and len(rule.__doc__) > 60, rule.__name__
        assert set(MESSAGES[f"bot.rule.{rule.__name__}"]) == {"fr", "en"}


def test_the_basic_discard_is_legal_and_makes_voids():
    # The taker's 24: a short ♦ suit without its king is emptied.
    s = GameState.new(seed=3)
    for b in ("pass", "garde", "pass", "pass"):
        s.bid(b)
    view = s.view(s.to_act)
    discard = B.discard_for_voids(view)
    assert s.can_discard(discard)
    for seed in range(200):                  # and always legal (E2)
        st = GameState.new(seed=seed)
        if st.phase != "auction":
            continue
        for b in ("prise", "pass", "pass", "pass"):
            st.bid(b)
        assert st.can_discard(B.discard_for_voids(st.view(st.to_act))), seed


def test_advice_names_the_card_and_the_rule():
    s = GameState.for_play(["KH 3H", "QH 2S", "7H EX", "4S T20"], leader=0)
    a = BasicBot().advise(s.view(0))
    assert a.kind == "card" and a.rule in {r.__name__ for r in B.CARD_RULES}
    assert a.text("en").startswith("Play ") and a.text("fr").startswith("Jouer ")


# --- the sampler's dealing respects what the seat knows ---------------------------------------
def states_in_play(n, seed=0):
    rng = random.Random(seed)
    out = []
    for k in range(n):
        s = GameState.new(seed=rng.randrange(10**6), dealer=k % 4)
        bots = [BasicBot() for _ in range(4)]
        stop = rng.randrange(1, 70)
        while s.to_act is not None and sum(a.kind == "play" for a in s.actions) < stop:
            play_turn(s, bots)
        if s.phase == "play":
            out.append(s)
    return out


@pytest.mark.parametrize("greedy_tries", [8, 0], ids=["greedy", "hall"])
def test_sampled_deals_keep_every_constraint_and_the_true_deal_meets_them(greedy_tries):
    rng = random.Random(1)
    for s in states_in_play(60):
        me = s.to_act
        view = s.view(me)
        allow, capacity = _allowed(view)
        for seat in range(4):                  # the true deal satisfies the constraints (they are sound)
            if seat != me:
                assert s.hand_mask(seat) & ~allow[seat] == 0
                assert capacity[seat] == s.hand_mask(seat).bit_count()
        for _ in range(10):
            w = sample_world(view, rng, greedy_tries=greedy_tries)
            assert w.hands[me] == s.hand_mask(me)
            for seat in range(4):
                assert w.hands[seat].bit_count() == s.hand_mask(seat).bit_count()
            everything = w.hidden
            for h in w.hands:
                assert not everything & h
                everything |= h
            assert everything == mask_of(view.unseen) | s.hand_mask(me) | (
                mask_of(view.chien) & ~mask_of(view.discard) & ~_played(view) if me != s.taker else 0)
            contract = view.contract
            hidden = (0 if contract.takes_chien_in_hand and me == s.taker else
                      6 - len(view.discard) if contract.takes_chien_in_hand else 6)    # E2: shown trumps; E3
            assert w.hidden.bit_count() == hidden
            assert not w.hidden & ~mask_of(s.discarded if contract.takes_chien_in_hand else s.chien) or \
                contract.takes_chien_in_hand is False or me != s.taker
            for seat, letters in enumerate(view.voids):
                if "T" in letters:
                    assert not w.hands[seat] & TRUMP_MASK
            for seat, shown in view.poignees:
                for c in shown:
                    if not BIT[c] & _played(view) and seat != me:
                        assert w.hands[seat] & BIT[c]


def test_a_defender_samples_the_discard_without_the_trumps_it_shows():
    # A Garde whose taker must discard trumps (E2: they are shown): a defender's sampled discard
    # holds only the unshown cards, plain and not kings.
    from tarot_core.cards import DECK as ALL
    taker = parse_cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 KS KH KD")
    chien = parse_cards("T17 T18 T19 T20 1S 2S")
    rest = [c for c in ALL if c not in taker and c not in chien]          # T1, T21, EX among them
    rest.sort(key=lambda c: (not (c.is_trump or c.is_excuse), c))           # the Petit is not alone
    hands = [rest[0:18], taker, rest[18:36], rest[36:54]]
    s = GameState.from_deal(hands, chien, dealer=0)                        # seat 1 speaks first
    for b in ("garde", "pass", "pass", "pass"):
        s.bid(b)
    d = B.discard_for_voids(s.view(1))
    assert sum(c.is_trump for c in d) == 4                                 # E2: 2 plain cards, 4 trumps
    s.discard(d)
    view = s.view(2)
    shown = [c for c in d if c.is_trump]
    assert sorted(view.discard) == sorted(shown)
    w = sample_world(view, random.Random(1))
    assert w.hidden.bit_count() == 6 - len(shown)
    assert all(c.suit is not None and not c.is_king for c in mask_to_cards(w.hidden))


def mask_to_cards(m):
    from tarot_core.cards import cards_of
    return cards_of(m)


def _played(view):
    m = mask_of(view.current_trick)
    for t in view.tricks:
        m |= mask_of(t.cards)
    return m


# --- no peeking ----------------------------------------------------------------------------------
def _swapped_twin(s: GameState, me: int, rng):
    """The same deal with two cards of one plain suit swapped between two other seats' hands (cards
    they still hold): every action stays legal and the seat *me* cannot tell the difference."""
    others = [x for x in range(4) if x != me]
    rng.shuffle(others)
    a, b = others[:2]
    for suit in range(4):
        ma = s.hand_mask(a) & (((1 << 14) - 1) << (14 * suit))
        mb = s.hand_mask(b) & (((1 << 14) - 1) << (14 * suit))
        if ma and mb:
            x, y = ma & -ma, mb & -mb
            break
    else:
        return None
    dealt = [mask_of(h) for h in s.dealt]
    if not (dealt[a] & x and dealt[b] & y):
        return None                           # a card that came from the chien: leave it
    dealt[a] ^= x | y
    dealt[b] ^= x | y
    twin = GameState(dealt, mask_of(s.chien), s.dealer)
    for act in s.actions:
        twin.apply(act)                       # each typed action checked again (tarot_core.actions)
    return twin


def test_bots_never_read_hidden_cards():
    rng = random.Random(7)
    checked = 0
    for s in states_in_play(80, seed=3):
        me = s.to_act
        twin = _swapped_twin(s, me, rng)
        if twin is None:
            continue
        assert twin.hands != s.hands                     # the hidden cards differ …
        assert twin.view(me) == s.view(me)               # … the seat's view does not
        for make in (lambda: BasicBot(), lambda: RandomBot(5), lambda: SamplerBot(5, samples=3)):
            assert make().choose_card(s.view(me)) == make().choose_card(twin.view(me))
        checked += 1
    assert checked >= 25


# --- whole deals ----------------------------------------------------------------------------------
def _check_with_referee(state):
    if state.phase == "done":
        assert referee(state.record()) == state.outcome()


@pytest.mark.slow
@pytest.mark.parametrize("pair", [("random", "basic")])
def test_ten_thousand_deals_by_random_and_basic_are_legal_and_finish(pair):
    a, b = pair
    counts = {"done": 0}
    for seed in range(10_000):
        kinds = [a, b, a, b] if seed % 2 else [b, a, b, a]
        s = GameState.new(seed=seed, dealer=seed % 4)
        play_deal(s, [make_bot(k, seed=seed + i) for i, k in enumerate(kinds)])
        assert s.to_act is None
        _check_with_referee(s)
        counts[s.phase] = counts.get(s.phase, 0) + 1
    assert counts["done"] > 3_000


@pytest.mark.slow
@pytest.mark.parametrize("pair", [("random", "sampler"), ("basic", "sampler"), ("sampler", "sampler")])
def test_deals_with_the_sampler_are_legal_and_finish(pair):
    a, b = pair
    for seed in range(60):
        kinds = [a, b, a, b] if seed % 2 else [b, a, b, a]
        s = GameState.new(seed=seed, dealer=seed % 4)
        play_deal(s, [make_bot(k, seed=seed + i, samples=2) for i, k in enumerate(kinds)])
        assert s.to_act is None
        _check_with_referee(s)


def test_a_few_hundred_deals_of_each_pair_are_legal():
    for seed in range(150):
        kinds = ["basic", "random", "basic", "basic"] if seed % 3 else ["random", "random", "basic", "random"]
        s = GameState.new(seed=seed + 50_000, dealer=seed % 4)
        play_deal(s, [make_bot(k, seed=seed + i) for i, k in enumerate(kinds)])
        _check_with_referee(s)


# --- the match ------------------------------------------------------------------------------------------
def test_the_basic_bot_beats_the_random_bot_in_a_small_duplicate_match():
    m = run_match(["basic", "random", "random", "random"], deals=30, seed=5, check=_check_with_referee)
    basic = m.kinds["basic"]
    assert basic.mean - basic.half_width > 0
    assert len(basic.per_deal) == 30 and m.played > 0


def test_match_rotates_seats_so_every_kind_holds_every_hand():
    seen = []
    run_match(["basic", "random", "random", "random"], deals=1, seed=2,
              check=lambda st: seen.append(st.dealt))
    assert len(seen) == 4 and len({tuple(map(tuple, d)) for d in seen}) == 1


def test_replay_with_bot_plays_the_same_cards():
    s = GameState.new(seed=40)
    play_deal(s, [RandomBot(1), BasicBot(), BasicBot(), BasicBot()])
    again = replay_with_bot(s, 0, "basic")
    assert again.dealt == s.dealt and again.to_act is None
    _check_with_referee(again)


def test_match_cli(capsys):
    from tarot_core.io.cli import main
    assert main(["match", "--seats", "basic,random,random,random", "--deals", "3", "--seed", "1", "--json"]) == 0
    import json
    data = json.loads(capsys.readouterr().out)
    assert set(data["kinds"]) == {"basic", "random"} and data["rotations"] == 4
    assert main(["match", "--seats", "basique,aléatoire,random,random", "--deals", "2", "--lang", "fr"]) == 0
    assert "points par donne" in capsys.readouterr().out
    assert main(["match", "--seats", "basic,random,random", "--deals", "2"]) == 2
    assert "--seats" in capsys.readouterr().err


# --- bad arguments (issue 21, item 13): one clear line naming the rule or the option, nothing played ---
def _one_clear_line(e, rule, field=None):
    from tarot_core.catalogue import rule_title
    assert e.rule == rule
    for lang in ("en", "fr"):
        m = e.message(lang)
        assert "\n" not in m and m.strip()
        if rule != "usage":
            assert m.startswith(rule) and rule_title(rule, lang) in m
    assert e.message("en") != e.message("fr")
    if field is not None:
        assert e.field == field and field in e.message("en") and field in e.message("fr")


@pytest.mark.parametrize("count", [0, 3, 5])
def test_D1_play_deal_needs_one_bot_per_seat(count):
    """D1: four seats, four bots. Before the fix: 3 bots -> IndexError mid-deal, 5 -> the fifth
    silently ignored."""
    s = GameState.new(seed=5)
    with pytest.raises(TarotError) as e:
        play_deal(s, [BasicBot() for _ in range(count)])
    _one_clear_line(e.value, "D1")
    assert e.value.key == "err.match.seats" and f"not {count}" in e.value.message("en")
    assert s.actions == () and s.phase == "auction"
    with pytest.raises(TarotError) as e:
        play_turn(s, [BasicBot() for _ in range(count)])
    assert e.value.rule == "D1" and s.actions == ()


@pytest.mark.parametrize("bad", [None, "basic", 3, object(), BasicBot])
def test_play_deal_refuses_a_seat_without_a_bot(bad):
    """None or 'basic' in a seat was an AttributeError once its turn came (after other seats had
    acted): now refused before anything is played, naming the seat."""
    s = GameState.new(seed=5)
    bots = [BasicBot(), BasicBot(), bad, BasicBot()]
    with pytest.raises(TarotError) as e:
        play_deal(s, bots)
    _one_clear_line(e.value, "usage", "bots")
    assert e.value.key == "err.bot.not_bot" and e.value.seat == 2 and "choose_card" in e.value.message("en")
    assert s.actions == ()


@pytest.mark.parametrize("bad", [None, "bbbb", 4, BasicBot()])
def test_play_deal_refuses_bots_that_are_not_a_list(bad):
    s = GameState.new(seed=5)
    with pytest.raises(TarotError) as e:
        play_deal(s, bad)
    _one_clear_line(e.value, "usage", "bots")
    assert s.actions == ()


def test_a_bot_of_another_class_with_the_five_decisions_is_a_bot():
    class Copycat:                       # the bot interface, without inheriting from Bot
        def __init__(self):
            self.inner = BasicBot()

        def __getattr__(self, name):
            return getattr(self.inner, name)
    s = play_deal(GameState.new(seed=5), [Copycat(), BasicBot(), BasicBot(), BasicBot()])
    assert s.to_act is None


def _all_pass_state():
    s = GameState.new(seed=12)
    for _ in range(4):
        s.bid("pass")
    assert s.phase == "all_pass"
    return s


@pytest.mark.parametrize("ending, rule", [("all_pass", "A3"), ("done", "E4")])
def test_advise_refuses_a_deal_with_no_decision_left(ending, rule):
    """An all-pass deal (A3) or a finished one has no card to play: advise() returned the Excuse
    (a card index of -1 read as the last card). It raises, naming the rule and the phase; the
    practice table's hint asks only on the learner's turn (widgets/practice.py, my_turn)."""
    if ending == "all_pass":
        s = _all_pass_state()
    else:
        s = play_deal(GameState.new(seed=5), [BasicBot() for _ in range(4)])
        assert s.phase == "done"
    with pytest.raises(TarotError) as e:
        BasicBot().advise(s.view(0))
    _one_clear_line(e.value, rule)
    assert e.value.key == "err.bot.no_decision"
    assert ("everybody passed" if ending == "all_pass" else "the deal is over") in e.value.message("en")


def test_advise_in_the_play_refuses_a_seat_whose_turn_it_is_not_P1():
    s = GameState.for_play(["KH 3H", "QH 2S", "7H EX", "4S T20"], leader=0)
    with pytest.raises(TarotError) as e:
        BasicBot().advise(s.view(1))
    _one_clear_line(e.value, "P1")
    assert e.value.key == "err.bot.not_its_turn" and e.value.seat == 1
    s = GameState.new(seed=12)                 # the auction: any seat may ask what it would bid
    assert BasicBot().advise(s.view(3)).kind == "bid"


@pytest.mark.parametrize("option, value", [
    ("budget", -1), ("budget", 0), ("budget", 0.0), ("budget", float("nan")), ("budget", float("inf")),
    ("budget", "x"), ("budget", "1"), ("budget", True), ("budget", None), ("budget", [1]),
    ("samples", 0), ("samples", -3), ("samples", 2.0), ("samples", "20"), ("samples", True),
    ("samples", float("nan")),
])
@pytest.mark.parametrize("kind", ["sampler", "basic"])
def test_make_bot_options_are_checked(kind, option, value):
    """A sampler's budget is a finite number of seconds above 0 and its samples a whole number from 1:
    budget=-1, 0, nan, inf or 'x' was accepted (and nan or inf never stopped sampling).
    Every kind checks them (the match passes them to every seat)."""
    with pytest.raises(TarotError) as e:
        make_bot(kind, **{option: value})
    _one_clear_line(e.value, "usage", option)
    with pytest.raises(TarotError):
        SamplerBot(**{option: value})


@pytest.mark.parametrize("kind", [None, "Basic", "", 3, "x" * 500])
def test_make_bot_kind_is_one_of_the_kinds(kind):
    with pytest.raises(TarotError) as e:
        make_bot(kind)
    _one_clear_line(e.value, "usage", "kind")


@pytest.mark.parametrize("seed", [-1, 1.5, "1", True])
def test_D2_make_bot_seed(seed):
    with pytest.raises(TarotError) as e:
        make_bot("random", seed=seed)
    _one_clear_line(e.value, "D2")


def test_make_bot_still_takes_good_options():
    assert make_bot("sampler", 3, budget=0.5).budget == 0.5
    assert make_bot("sampler", budget=2).budget == 2 and make_bot("sampler", samples=1).samples == 1
    assert isinstance(make_bot("basic", None), BasicBot)


# --- a long match: measured first, followed while it plays (issue 21, item 19) ----------------------------
class Ticks:
    """A clock that moves *step* seconds each time it is read (estimate_match's and Progress's clock)."""

    def __init__(self, step=1.0, start=0.0):
        self.now, self.step = start - step, step

    def __call__(self):
        self.now += self.step
        return self.now


def _turns_of_first_rotation(seats, seed=0):
    """The turns (play_turn calls) of deal *seed*'s rotation 0, as run_match plays it."""
    bots = [make_bot(k, seed=seed * 16 + s, samples=1) for s, k in enumerate(seats)]
    s, n = GameState.new(seed=seed, dealer=0), 0
    while s.to_act is not None:
        play_turn(s, bots)
        n += 1
    return n


def test_estimate_match_is_the_trials_time_per_rotation_times_the_rotations():
    """One trial rotation (trial_seconds=0), each turn read as 1 s by the clock: 4 rotations x 250 deals."""
    from tarot_core.analysis.match import estimate_match
    seats = ["basic", "random", "random", "random"]
    e = estimate_match(seats, 250, seed=0, trial_seconds=0, clock=Ticks())
    assert e.rotations == 1 and e.seconds == _turns_of_first_rotation(seats) * 4 * 250


def test_estimate_match_scales_the_samplers_time_to_its_setting():
    """The trial draws 1 deal per card: 20 samples cost 20 times its sampling turns; a time budget costs
    the budget less the sampler's margin (0.03 s), plus the one draw, per sampling turn."""
    from tarot_core.analysis.match import estimate_match
    from tarot_core.analysis.sampler import BUDGET_MARGIN
    seats = ["sampler", "basic", "basic", "basic"]
    turns = _turns_of_first_rotation(seats)
    one = estimate_match(seats, 1, samples=1, trial_seconds=0, clock=Ticks()).seconds
    twenty = estimate_match(seats, 1, samples=20, trial_seconds=0, clock=Ticks()).seconds
    budget = estimate_match(seats, 1, samples=None, budget=2.0, trial_seconds=0, clock=Ticks()).seconds
    assert one == turns * 4
    sampled = (twenty - one) / (19 * 4)
    assert sampled == int(sampled) and 5 <= sampled <= 18                 # the sampler's cards with a choice
    assert budget == pytest.approx(one + sampled * (2.0 - BUDGET_MARGIN) * 4)


def test_progress_says_the_deals_played_and_the_time_left_every_few_seconds():
    """A line at most every 5 s (none for a match that ends sooner, none at the end): at 6 s, 2 deals of
    100 played, 98 left at 3 s each = 294 s, 'about 5 min'."""
    import io

    from tarot_core.analysis.match import Progress
    clock = Ticks(step=0.0)
    for lang, line in (("en", "match: deal 2 of 100, about 5 min left\n"),
                       ("fr", "match : donne 2 sur 100, encore 5 min environ\n")):
        out = io.StringIO()
        clock.now = 0.0
        p = Progress(out, lang, every=5.0, clock=clock)
        clock.now = 3.0
        p(1, 100)
        clock.now = 6.0
        p(2, 100)
        clock.now = 7.0
        p(3, 100)
        assert out.getvalue() == line
    out = io.StringIO()
    p = Progress(out, "en", every=5.0, clock=clock)
    clock.now += 60
    p(100, 100)
    assert out.getvalue() == ""


def test_run_match_reports_each_deal_to_progress():
    calls = []
    run_match(["random"] * 4, deals=3, seed=1, progress=lambda done, total: calls.append((done, total)))
    assert calls == [(1, 3), (2, 3), (3, 3)]


def test_match_cli_shows_progress_on_stderr(capsys, monkeypatch):
    """`tarot match` printed nothing until the end (100,000 random deals: half an hour of silence)."""
    from tarot_core.analysis import match
    from tarot_core.io.cli import main
    monkeypatch.setattr(match, "PROGRESS_EVERY", 0.0)                      # a line after every deal
    assert main(["match", "--seats", "random,random,random,random", "--deals", "3", "--json"]) == 0
    out, err = capsys.readouterr()
    assert [line.split(", about")[0] for line in err.splitlines()] == ["match: deal 1 of 3", "match: deal 2 of 3"]
    assert '"deals": 3' in out


@pytest.mark.parametrize("lang, words", [("en", "this match would take about"), ("fr", "ce match prendrait environ")])
def test_match_cli_refuses_a_match_estimated_over_max_minutes(capsys, lang, words):
    """100,000 deals of random bots take about half an hour: over a limit of 0.01 minute (0.6 s) the
    match is refused before it starts, in one line naming the estimate and --max-minutes."""
    from tarot_core.io.cli import main
    argv = ["match", "--seats", "random,random,random,random", "--deals", "100000", "--max-minutes", "0.01"]
    assert main([*argv, "--lang", lang]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and words in err and "--max-minutes" in err
    assert main([*argv, "--json"]) == 2
    import json
    error = json.loads(capsys.readouterr().out)["error"]
    assert (error["rule"], error["field"]) == ("usage", "--max-minutes")
