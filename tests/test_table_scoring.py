"""Scores at every table (S4, V8, V9, V11): S from the attack's points, then each seat's share.
Expected values come from RULES.md: V8's half points, V9's shares and V11's worked examples."""
import pytest

from tarot_core.errors import DealError, ScoreInputError
from tarot_core.scoring import margin_for, score_facts, score_shares, shares_step, table_scores
from tarot_core.table import FIVE_PLAYERS, FOUR_PLAYERS, THREE_PLAYERS


# ---------------------------------------------------------------- V8: half points
def test_V8_40_and_a_half_with_2_bouts_fails_by_1():
    r = score_facts("garde", 40.5, 2)
    assert (r.made, r.margin, r.base) == (False, 1, -26)
    assert margin_for(40.5, 41) == 1


def test_V8_41_and_a_half_with_2_bouts_makes_it_by_1():
    r = score_facts("prise", 41.5, 2)
    assert (r.made, r.margin, r.base, r.S) == (True, 1, 26, 26)


def test_V8_the_margin_is_rounded_up():
    assert margin_for(50.5, 41) == 10 and margin_for(35.5, 36) == 1 and margin_for(36, 36) == 0


# ---------------------------------------------------------------- V9: shares by table
def test_V9_shares_of_S_at_each_table():
    assert tuple(score_shares(3)) == (2, None, -1)
    assert tuple(score_shares(4)) == (3, None, -1)                     # S4 unchanged
    assert tuple(score_shares(5)) == (2, 1, -1)
    assert tuple(score_shares(5, alone=True)) == (4, None, -1)
    assert score_shares(FIVE_PLAYERS) == score_shares(5) and score_shares(THREE_PLAYERS) == score_shares(3)


def test_V9_three_players_taker_2S_each_defender_minus_S():
    assert table_scores(35, 3, taker=2) == (-35, -35, 70)


def test_V9_five_players_taker_2S_partner_S_each_defender_minus_S():
    assert table_scores(40, 5, taker=1, partner=4) == (-40, 80, -40, -40, 40)


def test_V9_five_players_alone_taker_4S_each_of_four_minus_S():
    assert table_scores(40, 5, taker=1) == (-40, 160, -40, -40, -40)


def test_S4_four_players_unchanged():
    r = score_facts("garde", 48, 2, petit_au_bout="defence", poignees=["simple"])          # S5
    assert r.scores(2) == (-64, -64, 192, -64)
    assert r.scores(2) == r.scores(2, players=4) == r.scores(2, FOUR_PLAYERS) == table_scores(64, 4, 2)
    assert (r.taker_score, r.defender_score) == (192, -64)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_V9_every_deal_sums_to_zero(players):
    partners = [None] + (list(range(players)) if players == 5 else [])
    for S in range(-1500, 1501, 7):
        for taker in range(players):
            for partner in partners:
                if partner == taker:
                    continue
                scores = table_scores(S, players, taker, partner)
                assert len(scores) == players and sum(scores) == 0, (S, players, taker, partner)
                assert scores.count(-S) == players - 1 - (partner is not None) or S == 0


# ---------------------------------------------------------------- V11: the worked examples
def test_V11_three_players_garde_50_and_a_half_with_2_bouts():
    r = score_facts("garde", 50.5, 2)
    assert (r.target, r.made, r.margin, r.S) == (41, True, 10, 70)
    assert r.scores(0, players=3) == table_scores(r.S, 3, taker=0) == (140, -70, -70)
    assert r.breakdown_text("en").splitlines()[1] == "S2: 50.5 points against 41: made by 9.5; margin 10."


def test_V11_five_players_prise_38_with_3_bouts():
    r = score_facts("prise", 38, 3)
    assert (r.target, r.margin, r.S) == (36, 2, 27)
    assert table_scores(r.S, 5, taker=0, partner=1) == (54, 27, -27, -27, -27)
    assert table_scores(r.S, 5, taker=0) == (108, -27, -27, -27, -27)


def test_V11_five_players_garde_40_and_a_half_with_2_bouts():
    r = score_facts("garde", 40.5, 2)
    assert r.S == -(25 + 1) * 2 == -52
    assert table_scores(r.S, 5, taker=0, partner=1) == (-104, -52, 52, 52, 52)


# ---------------------------------------------------------------- the breakdown's last line
@pytest.mark.parametrize("players,alone,lang,line", [
    (4, False, "en", "S4: the taker scores 3 × 64 = +192; each defender −64."),
    (3, False, "en", "V9: at three players the taker scores 2 × 70 = +140; each of the two defenders −70."),
    (3, False, "fr", "V9 : à trois, le preneur marque 2 × 70 = +140 ; chacun des deux défenseurs −70."),
    (5, False, "en", "V9: at five players the taker scores 2 × 27 = +54, his partner +27; each of the three "
                     "defenders −27."),
    (5, True, "en", "V9: at five players the taker plays alone and scores 4 × 27 = +108; each of the four "
                    "defenders −27."),
    (5, True, "fr", "V9 : à cinq, le preneur joue seul et marque 4 × 27 = +108 ; chacun des quatre défenseurs −27."),
])
def test_V9_the_breakdown_line_of_the_shares(players, alone, lang, line):
    S = {3: 70, 4: 64, 5: 27}[players]
    assert shares_step(S, players, alone).text(lang) == line


def test_S4_the_four_player_breakdown_still_ends_with_its_line():
    r = score_facts("garde", 48, 2, petit_au_bout="defence", poignees=["simple"])
    assert r.breakdown_text("en").splitlines()[-1] == "S4: the taker scores 3 × 64 = +192; each defender −64."


# ---------------------------------------------------------------- refusals
@pytest.mark.parametrize("args,rule,key", [
    ((27, 4, 0, 1), "V5", "err.score.partner_table"),        # no partner at four players
    ((27, 3, 0, 1), "V5", "err.score.partner_table"),
    ((27, 5, 2, 2), "V5", "err.score.partner_is_taker"),     # the taker holding the called card plays alone
    ((27, 5, 5, None), "D1", "err.deal.seat_table"),
    ((27, 3, 0, 3), "D1", "err.deal.seat_table"),
    ((27, 5, True, None), "D1", "err.deal.seat_table"),
    ((27.0, 5, 0, None), "S3", "err.score.s_value"),
    ((True, 5, 0, None), "S3", "err.score.s_value"),
])
def test_V9_impossible_scores_are_refused_with_their_rule(args, rule, key):
    with pytest.raises(ScoreInputError) as e:
        table_scores(*args)
    assert (e.value.rule, e.value.key) == (rule, key)
    assert e.value.message("fr") != e.value.message("en")


def test_V1_a_table_of_six_is_refused():
    with pytest.raises(DealError) as e:
        table_scores(27, 6, 0)
    assert e.value.rule == "V1"


def test_V5_alone_only_at_five_players():
    with pytest.raises(ScoreInputError) as e:
        score_shares(4, alone=True)
    assert (e.value.rule, e.value.key) == ("V5", "err.score.alone_table")
    with pytest.raises(ScoreInputError) as e:
        score_shares(5, alone="yes")
    assert (e.value.rule, e.value.key) == ("V5", "err.score.alone_flag")
