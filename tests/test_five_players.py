"""Five players at the level of the rule modules: the call (V4, R8), the partner (V5, V7), the
first trick (V6, R9) and the scores (V9, V11, R6). Expected values come from RULES.md: the
wording of each rule and V11's worked examples."""
import random

import pytest

from tarot_core.call import (
    FIRST_TRICK_FORBIDDEN,
    attack_seats,
    callable_cards,
    check_call,
    check_first_trick_card,
    first_trick_forbidden,
    first_trick_legal_cards,
    first_trick_legal_mask,
    first_trick_reason,
    partner_of,
    restrict_first_trick,
)
from tarot_core.cards import DECK, SUIT_MASKS, cards_of, mask_of, parse_card, parse_cards
from tarot_core.errors import CallError, CardError, DealError, PlayError
from tarot_core.play import trick_state
from tarot_core.scoring import score_facts, table_scores
from tarot_core.table import FIVE_PLAYERS

C = parse_cards
KINGS = "KS KH KD KC"
QUEENS = "QS QH QD QC"
CAVALIERS = "CS CH CD CC"
JACKS = "JS JH JD JC"


def codes(cards):
    return [c.code for c in cards]


# ---------------------------------------------------------------- V4, R8: the call
def test_V4_without_the_four_kings_only_a_king_may_be_called():
    assert codes(callable_cards("KS KH KD QS QH QD QC CS 7H T5 EX")) == ["KS", "KH", "KC", "KD"]
    assert codes(callable_cards("")) == ["KS", "KH", "KC", "KD"]      # V4: any king, held or not


def test_V4_a_king_he_holds_may_be_called():
    assert check_call("KH 7H 3S T4", "KH") == parse_card("KH")
    assert check_call("7H 3S T4", "KC") == parse_card("KC")


def test_V4_a_queen_only_with_the_four_kings():
    assert len(callable_cards(f"{KINGS} 7H")) == 8                       # kings and queens
    assert check_call(f"{KINGS} QH", "QH") == parse_card("QH")           # one he holds too
    with pytest.raises(CallError) as e:
        check_call("KS KH KD 7H", "QH", seat=2)
    assert (e.value.rule, e.value.key, e.value.seat, e.value.card) == ("V4", "err.call.queen", 2, "QH")
    assert e.value.message("en") == (
        "V4 (Five players: the taker calls a king, or a queen, cavalier or jack only when he holds every "
        "higher court card): Queen of ♥ hearts (QH) cannot be called: a queen may be called only by a taker "
        "who holds the four kings; his hand lacks King of ♣ clubs (KC). [seat 2]")
    assert e.value.message("fr") == (
        "V4 (À cinq, le preneur appelle un roi, ou une dame, un cavalier, un valet s'il détient toutes les "
        "figures au-dessus) : On ne peut pas appeler Dame de ♥ cœur (D♥) : une dame ne s'appelle qu'en "
        "détenant les quatre rois ; il manque à sa main Roi de ♣ trèfle (R♣). [siège 2]")


def test_V4_a_cavalier_only_with_the_four_kings_and_the_four_queens():
    assert len(callable_cards(f"{KINGS} {QUEENS}")) == 12
    assert check_call(f"{KINGS} {QUEENS}", "CD") == parse_card("CD")
    with pytest.raises(CallError) as e:
        check_call(f"{KINGS} QS QH QD", "CD")
    assert (e.value.rule, e.value.key) == ("V4", "err.call.cavalier")
    assert e.value.message("en").endswith("holds the four kings and the four queens; his hand lacks "
                                          "Queen of ♣ clubs (QC).")


def test_R8_a_jack_only_with_the_four_kings_queens_and_cavaliers():
    full = f"{KINGS} {QUEENS} {CAVALIERS}"
    assert len(callable_cards(full)) == 16
    assert check_call(full, "JS") == parse_card("JS")
    with pytest.raises(CallError) as e:                     # R8: four kings and four queens are not enough
        check_call(f"{KINGS} {QUEENS} CS CH CD", "JS")
    assert (e.value.rule, e.value.key) == ("R8", "err.call.jack")
    assert e.value.message("en") == (
        "R8 (Project ruling: a jack may be called only with the four kings, the four queens and the four "
        "cavaliers): Jack of ♠ spades (JS) cannot be called: a jack may be called only by a taker who holds "
        "the four kings, the four queens and the four cavaliers (the strictest reading of the FFT's 'four "
        "grands mariages'); his hand lacks Cavalier of ♣ clubs (CC).")
    assert "Valet de ♠ pique (V♠)" in e.value.message("fr")


@pytest.mark.parametrize("card", ["7H", "1S", "10C", "T1", "T21", "EX"])
def test_V4_only_a_king_queen_cavalier_or_jack_may_be_called(card):
    everything = f"{KINGS} {QUEENS} {CAVALIERS} {JACKS}"
    with pytest.raises(CallError) as e:
        check_call(everything, card)
    assert (e.value.rule, e.value.key) == ("V4", "err.call.not_court")
    assert f"{parse_card(card).code})" in e.value.message("en") and e.value.message("fr") != e.value.message("en")


def test_V4_an_unknown_card_is_refused_with_C1():
    with pytest.raises(CardError) as e:
        check_call("KS", "ZZ")
    assert e.value.rule == "C1"


# ---------------------------------------------------------------- V5, V7: partner and attack
def _five_player_deal(seed):
    """15 cards each and a chien of 3 (V1), from a seeded shuffle of the pack."""
    pack = list(DECK)
    random.Random(seed).shuffle(pack)
    n = FIVE_PLAYERS.hand_size
    return [pack[i * n:(i + 1) * n] for i in range(FIVE_PLAYERS.seats)], pack[-FIVE_PLAYERS.chien_size:]


def test_V5_the_holder_of_the_called_card_is_the_partner():
    hands, chien = _five_player_deal(7)
    for taker in range(5):
        for king in C(KINGS):
            holder = next((s for s, h in enumerate(hands) if king in h), None)
            expected = None if holder in (None, taker) else holder
            assert partner_of(king, hands, taker, chien) == expected


def test_V5_the_taker_who_holds_the_called_card_plays_alone():
    hands = ["KH 1S", "2S 3S", "4S 5S", "6S KS", "7S 8S"]
    assert partner_of("KH", hands, taker=0, chien="9S KC KD") is None
    assert partner_of("KS", hands, taker=0, chien="9S KC KD") == 3
    assert partner_of("KS", hands, taker=3, chien="9S KC KD") is None


def test_V5_a_called_card_in_the_chien_leaves_the_taker_alone():
    hands = ["KH 1S", "2S 3S", "4S 5S", "6S KS", "7S 8S"]
    assert partner_of("KC", hands, taker=1, chien="9S KC KD") is None


def test_V5_a_called_card_nowhere_or_twice_is_refused():
    hands = ["KH 1S", "2S 3S", "4S 5S", "6S KS", "7S 8S"]
    with pytest.raises(CardError) as e:
        partner_of("KC", hands, taker=1, chien="9S")
    assert (e.value.rule, e.value.key) == ("C1", "err.card.missing")
    with pytest.raises(CardError) as e:
        partner_of("KH", hands, taker=1, chien="KH")
    assert (e.value.rule, e.value.key) == ("C1", "err.card.twice")
    with pytest.raises(DealError) as e:
        partner_of("KH", hands, taker=5, chien="9S")
    assert e.value.rule == "D1" and "0 to 4" in e.value.message("en")


def test_V7_the_attack_is_the_taker_and_his_partner():
    assert attack_seats(3, 1) == (1, 3)
    assert attack_seats(3, None) == (3,)


# ---------------------------------------------------------------- V6, R9: the first trick
def test_V6_a_called_king_forbids_the_other_cards_of_its_suit():
    assert codes(first_trick_forbidden("KH")) == ["QH", "CH", "JH", "10H", "9H", "8H", "7H", "6H", "5H", "4H",
                                                  "3H", "2H", "1H"]


def test_V6_with_a_queen_called_the_king_of_that_suit_may_not_lead_either():
    assert "KH" in codes(first_trick_forbidden("QH")) and "QH" not in codes(first_trick_forbidden("QH"))
    # the taker (he holds the four kings to call a queen) may not lead his KH; trumps, the Excuse,
    # the other suits are free
    taker = "KS KH KD KC 7H 3S T4 EX"
    assert codes(first_trick_legal_cards(taker, (), called="QH")) == ["T4", "EX", "KS", "3S", "KC", "KD"]
    with pytest.raises(PlayError) as e:
        check_first_trick_card(taker, (), "KH", called="QH", seat=1)
    assert (e.value.rule, e.value.key, e.value.trick) == ("V6", "err.call.first_trick", 1)
    assert e.value.message("en") == (
        "V6 (Five players: the first trick may not be opened in the called suit, except with the called "
        "card): King of ♥ hearts (KH) may not open the first trick: Queen of ♥ hearts (QH) was called, and no "
        "other card of ♥ hearts may set the suit of trick 1 (trumps, the Excuse and the other suits are "
        "free). [seat 1, trick 1]")
    assert e.value.message("fr") == (
        "V6 (À cinq, le premier pli ne s'ouvre pas dans la couleur appelée, sauf avec la carte appelée) : "
        "Roi de ♥ cœur (R♥) ne peut pas ouvrir le premier pli : la carte appelée est Dame de ♥ cœur (D♥), "
        "et aucune autre carte de ♥ cœur ne peut donner la couleur du pli 1 (atouts, Excuse et autres "
        "couleurs sont libres). [siège 1, pli 1]")


def test_V6_the_called_card_itself_may_lead():
    assert check_first_trick_card("KH 7H 3S", (), "KH", called="KH") == parse_card("KH")
    assert first_trick_reason("KH 7H 3S", (), "7H", called="KH", lang="en")[0] == "V6"
    assert first_trick_reason("KH 7H 3S", (), "3S", called="KH") is None


def test_R9_after_an_excuse_lead_the_card_that_sets_the_suit_is_bound():
    assert codes(first_trick_legal_cards("7H 3S T2", ("EX",), called="KH")) == ["T2", "3S"]
    with pytest.raises(PlayError) as e:
        check_first_trick_card("7H 3S", ("EX",), "7H", called="KH", seat=1)
    assert (e.value.rule, e.value.key) == ("R9", "err.call.first_trick_excuse")
    assert e.value.message("en") == (
        "R9 (Project ruling: after an Excuse lead, V6 binds the card that sets the suit): 7 of ♥ hearts (7H) "
        "may not set the suit of the first trick after the Excuse: King of ♥ hearts (KH) was called, and no "
        "other card of ♥ hearts may set the suit of trick 1 (after an Excuse lead, the next player plays as if "
        "leading). [seat 1, trick 1]")
    assert e.value.message("fr").startswith("R9 (Décision du projet : après une Excuse en entame, V6 vaut pour "
                                            "la carte qui donne la couleur) : 7 de ♥ cœur (7♥) ne peut pas")


def test_V6_once_the_suit_is_set_the_called_suit_is_free():
    # a heart led by the holder of the called card: the others follow hearts as P2 says
    assert codes(first_trick_legal_cards("7H 3S", ("KH",), called="KH")) == ["7H"]
    # a spade led: the third player, void in spades, has no trump: any card, hearts included (P5)
    assert codes(first_trick_legal_cards("7H 3D", ("EX", "3S"), called="KH")) == ["7H", "3D"]
    follow, _ = trick_state(C("2S"))
    assert restrict_first_trick(mask_of(C("7H")), follow, parse_card("KH")) == mask_of(C("7H"))


def test_V6_the_P_rules_come_first():
    assert first_trick_reason("7H 3S", ("2H",), "3S", called="KH")[0] == "P2"
    assert first_trick_reason("7H 3S", (), "9C", called="KH")[0] == "E4"


def test_V6_a_full_hand_always_keeps_a_card_and_a_what_if_hand_keeps_its_cards():
    # 15 cards hold at most 13 forbidden ones (V1, V6); a hand of only forbidden cards (a what-if)
    # keeps them playable rather than being stuck
    for called in C(KINGS + " " + QUEENS):
        assert bin(FIRST_TRICK_FORBIDDEN[called]).count("1") == 13
        assert FIRST_TRICK_FORBIDDEN[called] == SUIT_MASKS[called.suit] & ~(1 << called)
    assert codes(cards_of(first_trick_legal_mask(mask_of(C("7H 3H")), (), parse_card("KH")))) == ["3H", "7H"]


def test_V6_a_called_card_must_be_a_court_card():
    with pytest.raises(CallError) as e:
        first_trick_legal_cards("7H", (), called="T21")
    assert e.value.rule == "V4"


def test_V6_a_trick_of_five_cards_is_full():
    with pytest.raises(PlayError) as e:
        first_trick_legal_cards("7H", ("2S", "3S", "4S", "5S", "6S"), called="KH")
    assert e.value.rule == "P6"


# ---------------------------------------------------------------- V9, V11, R6: scores at five
def test_V11_five_players_prise_38_with_3_bouts_and_a_partner():
    r = score_facts("prise", 38, 3)
    assert (r.target, r.made, r.margin, r.S) == (36, True, 2, 27)
    assert table_scores(r.S, 5, taker=0, partner=2) == (54, -27, 27, -27, -27)
    assert r.scores(0, players=5, partner=2) == (54, -27, 27, -27, -27)


def test_V11_five_players_prise_38_with_3_bouts_alone():
    r = score_facts("prise", 38, 3)
    assert table_scores(r.S, 5, taker=0) == (108, -27, -27, -27, -27)


def test_V11_five_players_garde_40_and_a_half_with_2_bouts_fails_by_1():
    r = score_facts("garde", 40.5, 2)
    assert (r.target, r.made, r.margin, r.S) == (41, False, 1, -52)
    assert table_scores(r.S, 5, taker=4, partner=1) == (+52, -52, +52, +52, -104)


def test_R6_slam_poignee_and_petit_au_bout_are_parts_of_S_shared_2_to_1():
    # Garde, the attack wins all 15 tricks (announced): 91 points, 3 bouts, petit au bout (B5),
    # a simple poignée: S = (25 + 55 + 10) × 2 + 20 + 400 = 600
    r = score_facts("garde", 91, 3, petit_au_bout="taker", poignees=["simple"], slam_announced=True,
                    all_tricks="taker")
    assert (r.contract_part, r.poignee, r.slam, r.S) == (180, 20, 400, 600)
    assert table_scores(r.S, 5, taker=0, partner=3) == (1200, -600, -600, 600, -600)
    # the defence's slam (B8: −200 once in S): each defender gains 200 in his −S
    d = score_facts("garde-contre", 0, 0, all_tricks="defence")
    assert d.S == -(25 + 56) * 6 - 200 == -686
    assert table_scores(d.S, 5, taker=0, partner=3) == (-1372, 686, 686, -686, 686)
