"""Camps (V7) in the scoring chain settle → piles → facts → score, at five and three players.

Hand-built trick sequences go straight through :func:`tarot_core.excuse.settle` and
:func:`tarot_core.engine.played_outcome` (no GameState): the taker sits at seat 0 and, at five
players, his partner (the called card's holder, V5) at seat 2 unless a test says otherwise.
Expected values come from RULES.md: X3–X6, B5–B8, S1–S4, V7–V9, V11 and rulings R2, R3, R5, R6.
"""
import json
import random

import pytest

from tarot_core.auction import Contract
from tarot_core.cards import BIT, CODES, EXCUSE_BIT, FIRST_TRUMP, PETIT_INDEX, cards_of, mask_of, parse_card, points_of
from tarot_core.deal import deal_masks
from tarot_core.engine import Playout, deal_score, next_leader, played_outcome
from tarot_core.errors import TarotError
from tarot_core.excuse import settle
from tarot_core.outcome import Outcome
from tarot_core.referee import referee
from tarot_core.scoring import TOTAL_POINTS, score_facts
from tarot_core.table import FIVE_PLAYERS, THREE_PLAYERS

TAKER, PARTNER = 0, 2
ATTACK, DEFENCE = "taker", "defence"
KH = int(parse_card("KH"))


def _five(plan, fixed=None):
    """A five-player deal of 15 tricks whose trick *t* (1-based) is won by ``plan[t - 1]`` (P6),
    each trick led by the previous winner (P1), trick 1 by seat 1 (the dealer's right, seat 0
    dealing). ``fixed`` places cards: ``{(trick, seat): code}``. A winner with no fixed card
    plays the highest trump left (T21 down); every other slot takes the lowest trump left, then
    suit cards in pack order; the three cards left over are the chien.
    Returns ``(tricks, chien_mask)``."""
    fixed = {k: int(parse_card(v)) for k, v in (fixed or {}).items()}
    used = set(fixed.values())
    trumps_high = [c for c in range(FIRST_TRUMP + 20, FIRST_TRUMP - 1, -1) if c not in used]
    slots = {}
    for t, w in enumerate(plan, 1):
        slots[t, w] = fixed[t, w] if (t, w) in fixed else trumps_high.pop(0)
    used |= set(slots.values())
    pool = [c for c in range(FIRST_TRUMP, FIRST_TRUMP + 21) if c not in used]
    pool += [c for c in range(FIRST_TRUMP) if c not in used]
    tricks, leader = [], 1
    for t, w in enumerate(plan, 1):
        cards = []
        for i in range(5):
            seat = (leader + i) % 5
            cards.append(fixed[t, seat] if (t, seat) in fixed else slots[t, w] if seat == w else pool.pop(0))
        tricks.append((leader, tuple(cards)))
        if cards[0] != 77 or t < len(plan):            # an Excuse led to the last trick: X6 decides
            assert next_leader(leader, cards, FIVE_PLAYERS) == w, (t, [CODES[c] for c in cards])
        leader = w
    assert len(pool) == 3
    return tricks, mask_of(pool)


def _outcome(tricks, chien, contract=Contract.GARDE, partner=PARTNER, called=KH, slam_announced=False,
             table=FIVE_PLAYERS):
    discard = chien if contract.takes_chien_in_hand else 0      # E1: the taker put the chien's cards aside
    return played_outcome(0, TAKER, contract, slam_announced, chien, discard, (), tricks, table=table,
                          partner=partner, called=called)


def _shares(out):
    assert sum(out.scores) == 0                                   # S4, V9: every deal sums to zero
    assert out.taker_points + out.defence_points == TOTAL_POINTS  # V8: the two camps total 91
    return out.scores


A, D = (0, 2), (1, 3, 4)          # the attack's seats and the defence's, at five


def _won(tricks, plan, seats, chien=0):
    """C3 by hand, for the expected values: the points of the tricks the *plan* gives to *seats*
    (their cards as played, the Excuse at 4.5 wherever it fell), plus *chien* (E1/E3)."""
    return sum(points_of(cards) for (_, cards), w in zip(tricks, plan) if w in seats) + points_of(cards_of(chien))


def _alternate(n=15):
    """Trick t won by the taker, a defender, the partner, a defender … in turn."""
    return [(0, 1, 2, 3, 4)[t % 5] for t in range(n)]


# ---------------------------------------------------------------------------
# X3–X5 between camps (V7)
# ---------------------------------------------------------------------------
def test_X5_V7_partners_excuse_in_the_last_trick_changes_camps_even_when_the_taker_wins_it():
    """X5, V7: the partner plays the Excuse to the last trick, which the taker wins: the Excuse
    goes over to the defence alone (its own camp won the trick), a half point moves (S2, V8)."""
    plan = _alternate(14) + [TAKER]
    tricks, chien = _five(plan, {(15, PARTNER): "EX", (1, 1): "T1"})
    st = settle(tricks, TAKER, table=FIVE_PLAYERS, partner=PARTNER)
    assert [(e.trick, e.seat, e.event, e.rule) for e in st.events] == [(15, PARTNER, "changed_sides", "X5")]
    assert st.defence_mask & EXCUSE_BIT and not st.taker_mask & EXCUSE_BIT
    out = _outcome(tricks, chien)
    assert out.tricks[-1].winner_side == ATTACK
    assert out.taker_points == _won(tricks, plan, A, chien) - 4.5          # X5: the Excuse goes over alone
    assert (out.taker_points, out.defence_points, out.taker_bouts) == (39.5, 51.5, 2)   # the Petit, the 21
    assert out.result.made is False and out.S == -54               # 39.5 < 41: −(25 + 2) × 2 (S2: 1.5 → 2)
    assert _shares(out) == (-108, 54, -54, 54, 54)                # V9: taker 2S, partner S, defenders −S


def test_X3_X4_V7_excuse_debt_paid_by_a_low_card_the_partner_won():
    """X3, X4, V7: the taker's Excuse is lost in trick 2 before the attack won any card: a debt;
    the partner's trick 3 pays it with its first low card (2S, its first card in play order)."""
    plan = [1, 3, PARTNER] + _alternate(12)
    fixed = {(2, TAKER): "EX", (3, 3): "2S", (3, 4): "3S", (3, 0): "4S", (3, 1): "5S", (1, 4): "T1"}
    tricks, chien = _five(plan, fixed)
    st = settle(tricks, TAKER, table=FIVE_PLAYERS, partner=PARTNER)
    assert [(e.trick, e.seat, e.event, e.card) for e in st.events] == [
        (2, TAKER, "debt", "EX"), (3, TAKER, "debt_paid", "2S")]
    assert st.taker_mask & EXCUSE_BIT and st.defence_mask & BIT[int(parse_card("2S"))]
    assert st.half_point_shift == 0
    out = _outcome(tricks, chien)
    assert out.taker_points == _won(tricks, plan, A, chien) + 4.5 - 0.5    # the Excuse back, 2S over
    assert (out.taker_points, out.defence_points, out.taker_bouts) == (42.5, 48.5, 1)   # the Excuse only
    assert out.S == -(25 + 9) * 2 == -68                          # 42.5 < 51: 8.5 → 9 (S2, V8)
    assert _shares(out) == (-136, 68, -68, 68, 68)


# ---------------------------------------------------------------------------
# B5, B6, B7, B8, X6 by camp (V7), R5, R6
# ---------------------------------------------------------------------------
def test_B5_V7_partner_brings_the_petit_to_the_end():
    """B5, V7: the partner leads the Petit to the last trick and it wins (no other trump): petit
    au bout for the attack, +10 × 2 in S (R6: shared 2 : 1 like the rest)."""
    plan = _alternate(14) + [PARTNER]
    tricks, chien = _five(plan, {(15, PARTNER): "T1", (1, 1): "EX"})
    st = settle(tricks, TAKER, table=FIVE_PLAYERS, partner=PARTNER)
    assert st.petit_au_bout == ATTACK
    out = _outcome(tricks, chien)
    assert out.petit_au_bout == ATTACK and out.result.petit_au_bout == 10
    assert out.taker_points == _won(tricks, plan, A, chien) - 4.5 + 0.5    # X3: seat 1's Excuse back, a low card
    assert (out.taker_points, out.taker_bouts, out.result.made) == (46.0, 2, True)     # the 21, the Petit
    assert out.S == (25 + 5 + 10) * 2 == 80                       # S3: 46 − 41
    assert _shares(out) == (160, -80, 80, -80, -80)


def test_B7_V7_R6_attack_slam_at_five_the_partner_winning_tricks_too():
    """B7, V7: the taker and the partner between them win all 15 tricks: a slam (unannounced
    +200 in S, R6: shared 2 : 1), the attack holding every card (91 points)."""
    plan = [TAKER, PARTNER] * 7 + [TAKER]
    tricks, chien = _five(plan, {(3, 4): "EX"})       # a defender's Excuse in trick 3: it stays his (X7)
    out = _outcome(tricks, chien, contract=Contract.PRISE)
    assert out.slam == ATTACK and out.result.slam == 200
    assert {t.winner_side for t in out.tricks} == {ATTACK}
    assert (out.taker_points, out.taker_bouts) == (87.0, 2)      # X7: the defence keeps its Excuse, 4 points
    assert out.S == 25 + 46 + 200 == 271
    assert _shares(out) == (542, -271, 271, -271, -271)
    assert deal_score(Contract.PRISE, TAKER, False, chien, chien, (), tricks, table=FIVE_PLAYERS,
                      partner=PARTNER).S == 271


@pytest.mark.parametrize("petit_seat, rulings", [(TAKER, ("R3", "R4", "R6")), (3, ("R3", "R4", "R5", "R6"))])
def test_X6_B6_V7_excuse_last_slam_at_five_fourteen_earlier_tricks(petit_seat, rulings):
    """X6, V7, R3: the attack won the 14 earlier tricks; the partner leads the Excuse to the last
    and wins it: a slam. B6 (V2: trick 14 is the second-to-last): the Petit there is petit au
    bout for the attack — the taker's own Petit (FFT), or a defender's (R5)."""
    plan = [TAKER, PARTNER] * 7 + [PARTNER]
    tricks, chien = _five(plan, {(15, PARTNER): "EX", (14, petit_seat): "T1"})
    st = settle(tricks, TAKER, table=FIVE_PLAYERS, partner=PARTNER)
    assert st.excuse_last_slam and st.slam == ATTACK and st.winners[-1] == PARTNER
    assert [(e.trick, e.seat, e.event, e.rule) for e in st.events] == [(15, PARTNER, "won_last_trick", "X6")]
    assert st.petit_au_bout == ATTACK
    out = _outcome(tricks, chien, slam_announced=True)
    assert out.rulings == rulings
    assert (out.taker_points, out.taker_bouts) == (91.0, 3)
    assert out.S == (25 + 55 + 10) * 2 + 400 == 580               # B7 announced and made; R6
    assert _shares(out) == (1160, -580, 580, -580, -580)


def test_B5_X6_R5_V7_partners_petit_under_the_takers_excuse_is_the_slam_camps_own():
    """X6, B5, V7: the taker leads the Excuse to the last trick after the attack's 14 tricks and
    the partner plays the Petit under it: petit au bout for the attack, the slam camp's own
    Petit (FFT, B5 with X6) — not R5, which is for the other camp's Petit."""
    plan = [PARTNER, TAKER] * 7 + [TAKER]
    tricks, chien = _five(plan, {(15, TAKER): "EX", (15, PARTNER): "T1"})
    out = _outcome(tricks, chien)
    assert (out.slam, out.petit_au_bout) == (ATTACK, ATTACK)
    assert out.rulings == ("R3", "R6")                 # R6: the slam is the camp's, shared 2 : 1
    assert out.S == (25 + 55 + 10) * 2 + 200 == 380               # 91 with 3 bouts; B7 unannounced
    assert _shares(out) == (760, -380, 380, -380, -380)


def test_B8_V7_defence_slam_at_five():
    """B8, V7: the three defenders win all 15 tricks: −200 once in S; each defender gains it."""
    plan = [1, 3, 4] * 5
    tricks, chien = _five(plan, {(4, 3): "EX"})
    st = settle(tricks, TAKER, table=FIVE_PLAYERS, partner=PARTNER)
    assert st.slam == DEFENCE
    out = _outcome(tricks, chien, contract=Contract.GARDE_SANS)   # E3: the chien is the attack's
    assert out.taker_points == points_of(cards_of(chien)) == 10.5   # KC QC CC: the chien only
    assert (out.taker_points, out.taker_bouts, out.slam) == (10.5, 0, DEFENCE)
    assert out.S == -(25 + 46) * 4 - 200 == -484                  # 45.5 → 46 (S2); B8 once in S
    assert _shares(out) == (-968, 484, -484, 484, 484)


def test_R2_V7_defence_slam_after_the_partners_early_excuse():
    """R2 (V7: "the taker" reads the attack): a defence slam while the partner played the Excuse
    before the last trick: it stays the attack's and counts 4 (X4 unpaid)."""
    plan = [1, 3, 4] * 5
    tricks, chien = _five(plan, {(4, PARTNER): "EX"})
    out = _outcome(tricks, chien, contract=Contract.GARDE_CONTRE)   # E3: the chien is the defence's
    assert [e.event for e in out.excuse_events] == ["debt", "debt_unpaid"]
    assert out.rulings == ("R2", "R6")                 # R6: the defence slam shared by the camps
    assert out.taker_points == 4.0 and out.taker_bouts == 1


# ---------------------------------------------------------------------------
# Alone at five (V5, V9, R7)
# ---------------------------------------------------------------------------
def test_V5_V9_alone_at_five_scores_4S_and_minus_S():
    """V5, V9: the called card in the taker's hand: no partner; seat 2 defends, and its tricks
    are the defence's. Taker 4 × S, each of the four defenders −S."""
    plan = _alternate(14) + [TAKER]
    tricks, chien = _five(plan, {(15, PARTNER): "EX", (1, 1): "T1"})
    out = _outcome(tricks, chien, partner=None)
    assert (out.players, out.alone, out.partner, out.attack, out.called) == (5, True, None, (0,), parse_card("KH"))
    assert out.tricks[2].winner_side == DEFENCE                  # seat 2 won trick 3: a defender alone
    assert [e.event for e in out.excuse_events] == ["changed_sides"]     # X5: from the defence to the taker
    assert (out.taker_points, out.taker_bouts) == (33.5, 3)       # the Petit, the 21, the Excuse
    assert out.S == -(25 + 3) * 2 == -56                          # 33.5 < 36: 2.5 → 3 (S2, V8)
    assert _shares(out) == (-224, 56, 56, 56, 56)
    d = out.to_dict()
    assert (d["players"], d["called"], d["partner"], d["alone"], d["attack"]) == (5, "KH", None, True, [0])
    assert d["scores"] == [-224, 56, 56, 56, 56]


def test_V7_outcome_fields_and_json_with_a_partner():
    """V7: players, called, partner, alone and attack in the Outcome and its JSON; the breakdown's
    last line is V9's (taker 2S, partner S)."""
    tricks, chien = _five(_alternate(15), {(1, 1): "EX"})
    out = _outcome(tricks, chien)
    d = out.to_dict("en")
    assert (d["players"], d["called"], d["partner"], d["alone"], d["attack"]) == (5, "KH", 2, False, [0, 2])
    assert len(d["scores"]) == 5 and d["breakdown"][-1]["rule"] == "V9"
    assert out.breakdown[-1].rule == "V9"


def test_V5_partner_at_four_players_or_the_taker_himself_is_refused():
    """V5: only five players have a partner, never the taker himself (one line naming the rule)."""
    tricks, chien = _five(_alternate(15), {(1, 1): "EX"})
    with pytest.raises(TarotError) as e:
        _outcome(tricks, chien, partner=TAKER)
    assert e.value.rule == "V5"


# ---------------------------------------------------------------------------
# Three players (V2, V8, V9)
# ---------------------------------------------------------------------------
def _three(seed):
    hands, chien = deal_masks(random.Random(seed), 0, THREE_PLAYERS)
    p = Playout(hands, leader=1, table=THREE_PLAYERS)
    rng = random.Random(seed)
    while not p.done:
        legal = p.legal()
        cards = [c for c in range(78) if legal & BIT[c]]
        p.push(rng.choice(cards))
    return p, chien


@pytest.mark.parametrize("seed, expected", [
    (20, (50.5, 40.5, 3, True, 15, 160, (320, -160, -160))),      # 50.5 − 36 = 14.5 → 15: (25 + 15) × 4
    (7, (39.5, 51.5, 2, False, 2, -108, (-216, 108, 108))),       # 41 − 39.5 = 1.5 → 2: −(25 + 2) × 4
    (9, (42.5, 48.5, 0, False, 14, -156, (-312, 156, 156))),      # 56 − 42.5 = 13.5 → 14: a half point with
])                                                                # no bout (at four only X5 gives one: a bout)
def test_V2_V8_V9_three_players_24_tricks_and_a_half_point(seed, expected):
    """V2: 24 tricks of 3; V8: the attack's points end in ½ and both camps total 91; made or not
    on the exact points, the margin rounded up (S2); V9: taker 2 × S, each defender −S. Garde
    Sans (E3: the chien is the taker's), random legal play from a seeded three-player deal."""
    p, chien = _three(seed)
    assert len(p.tricks) == 24 and all(len(c) == 3 for _, c in p.tricks)
    out = played_outcome(0, TAKER, Contract.GARDE_SANS, False, chien, 0, (), p.tricks, p.winners, p.masks,
                         THREE_PLAYERS)
    assert (out.players, out.alone, out.attack, out.partner) == (3, False, (0,), None)
    assert out.taker_points % 1 == 0.5
    r = out.result
    assert (out.taker_points, out.defence_points, out.taker_bouts, r.made, r.margin, out.S) == expected[:-1]
    assert _shares(out) == expected[-1]
    assert out.breakdown[-1].rule == "V9"


# ---------------------------------------------------------------------------
# V11's worked examples through the Outcome's scores
# ---------------------------------------------------------------------------
@pytest.mark.parametrize("players, contract, points, bouts, partner, expected", [
    (3, Contract.GARDE, 50.5, 2, None, (140, -70, -70)),                  # margin 9.5 → 10, S = 70
    (5, Contract.PRISE, 38, 3, 3, (54, -27, -27, 27, -27)),               # S = 27, partner seat 3
    (5, Contract.PRISE, 38, 3, None, (108, -27, -27, -27, -27)),          # the same facts, alone
    (5, Contract.GARDE, 40.5, 2, 3, (-104, 52, 52, -52, 52)),             # failed by 1: S = −52
])
def test_V11_worked_examples_through_the_outcome(players, contract, points, bouts, partner, expected):
    """V11: the three worked examples, their scores by seat from an Outcome (S4 at three and
    five players: V9), summing to zero."""
    result = score_facts(contract, points, bouts)
    out = Outcome(status="played", dealer=4 if players == 5 else 2, taker=0, contract=contract, result=result,
                  players=players, called=parse_card("KH") if players == 5 else None, partner=partner)
    assert out.scores == expected and sum(out.scores) == 0
    assert out.alone == (players == 5 and partner is None)
    assert out.attack == ((0,) if partner is None else (0, partner))


def test_all_pass_at_five_scores_five_zeros():
    """A3 at five players: nobody takes; five zero scores."""
    assert Outcome(status="all_pass", dealer=0, players=5).scores == (0, 0, 0, 0, 0)
    assert Outcome(status="all_pass", dealer=0, players=5).alone is False


def test_petit_index_is_the_petit():
    assert CODES[PETIT_INDEX] == "T1"


def test_V2_V7_story_at_five_names_the_camps_and_the_tricks_of_this_table():
    """V2: X6, R3 and B6/R5 name the table's tricks (14 earlier, the 14th and the 15th at five,
    17 and 18 at four); V7/V5: the story opens with the camps, told at the count."""
    plan = [TAKER, PARTNER] * 7 + [PARTNER]
    tricks, chien = _five(plan, {(15, PARTNER): "EX", (14, 3): "T1"})
    lines = _outcome(tricks, chien).story_text("en").splitlines()
    assert lines[0] == ("V7: the card called by the taker (seat 0): King of ♥ hearts (KH); seat 2 held it: "
                        "the attack is seats 0 and 2, who pool their tricks.")
    assert "X6: trick 15: seat 2's side won the first 14 tricks and leads the Excuse: it wins the last trick." in lines
    assert any(line.startswith("R3: the Excuse led to the last trick by the side that won the other 14 wins it")
               for line in lines)
    assert any("Petit in trick 14; the project ruling R5 likewise for the other side's Petit in trick 14, or a "
               "Petit under the Excuse in trick 15." in line for line in lines)
    alone = _outcome(tricks, chien, partner=None).story_text("fr").splitlines()[0]
    assert alone == ("V5 : carte appelée par le preneur (siège 0) : Roi de ♥ cœur (R♥) ; aucun autre joueur ne "
                     "l'avait (elle était dans sa main ou au chien) : il joue seul contre quatre.")


def test_V3_poignee_sizes_are_read_at_the_table():
    """V3 through the chain: at five a poignée of 8 trumps is a simple (20, B4: to the side that
    wins the deal, here the defence: −20 in S); at three 10 trumps is no poignée at all."""
    plan = _alternate(14) + [TAKER]
    tricks, chien = _five(plan, {(15, PARTNER): "EX", (1, 1): "T1"})
    plain = deal_score(Contract.GARDE, TAKER, False, chien, chien, (), tricks, table=FIVE_PLAYERS, partner=PARTNER)
    shown = deal_score(Contract.GARDE, TAKER, False, chien, chien, (8,), tricks, table=FIVE_PLAYERS,
                       partner=PARTNER)
    assert (plain.S, shown.S, shown.poignee) == (-54, -74, -20)
    p, chien3 = _three(20)
    with pytest.raises(TarotError) as e:
        deal_score(Contract.GARDE_SANS, TAKER, False, chien3, 0, (10,), p.tricks, table=THREE_PLAYERS)
    assert e.value.rule == "V3"


def test_V9_outcome_html_at_five_ends_with_the_five_shares():
    """V9 in the notebook view of an Outcome: the breakdown's last line is the five-player shares
    (taker 2S, partner S), and the five scores by seat follow."""
    tricks, chien = _five(_alternate(15), {(1, 1): "EX"})
    out = _outcome(tricks, chien)
    html = out._repr_html_()
    assert "<b>V9</b>" in html and "<b>S4</b>" not in html
    assert ("at five players the taker scores 2 × 54 = +108, his partner +54; each of the three defenders −54."
            in html.replace("&#x27;", "'"))
    assert "Scores by seat: +108, −54, +54, −54, −54" in html


def _three_sweep(fixed):
    """Three players: the taker (seat 0) wins tricks 1–23 (V2: 24 tricks of 3), tricks 1–3 with
    the highest of three clubs, tricks 4–23 with the highest trump left; the last trick is led
    by him with the Excuse. ``fixed``: ``{(trick, seat): code}`` for the other seats' cards.
    Returns ``(tricks, chien_mask)``."""
    fixed = {k: int(parse_card(v)) for k, v in fixed.items()}
    used = set(fixed.values()) | {77}
    trumps = [c for c in range(FIRST_TRUMP + 20, FIRST_TRUMP - 1, -1) if c not in used]
    clubs = list(range(42, 51))                              # 1C … 9C: three triples
    pool = [c for c in range(56) if c not in used and c not in clubs]
    tricks = []
    for t in range(1, 25):
        if t <= 3:
            low, mid, high = clubs[3 * t - 3: 3 * t]
            cards = (high, low, mid)                         # the taker leads the highest club
        else:
            lead = 77 if t == 24 else trumps.pop(0)
            cards = (lead, *(fixed.get((t, s)) or pool.pop(0) for s in (1, 2)))
        tricks.append((TAKER, cards))
        if t < 24:
            assert next_leader(TAKER, cards, THREE_PLAYERS) == TAKER, t
    assert not trumps and len(pool) == 6
    return tricks, mask_of(pool)


def test_X6_B6_R5_V2_three_players_excuse_last_slam_after_23_tricks():
    """X6, V2: at three players the taker, having won the 23 earlier tricks, leads the Excuse to
    the 24th and wins it: a slam (B7, unannounced +200); a defender's Petit in trick 23 (the
    second-to-last) is petit au bout for the taker (B6, R5). Garde Sans: the chien is his."""
    tricks, chien = _three_sweep({(23, 1): "T1"})
    st = settle(tricks, TAKER, table=THREE_PLAYERS)
    assert (st.excuse_last_slam, st.slam, st.petit_au_bout, st.winners[-1]) == (True, ATTACK, ATTACK, TAKER)
    assert [(e.trick, e.event) for e in st.events] == [(24, "won_last_trick")]
    out = played_outcome(2, TAKER, Contract.GARDE_SANS, False, chien, 0, (), tricks, table=THREE_PLAYERS)
    assert out.rulings == ("R3", "R5")
    assert (out.taker_points, out.taker_bouts) == (91.0, 3)
    assert out.S == (25 + 55 + 10) * 4 + 200 == 560
    assert _shares(out) == (1120, -560, -560)
    assert "X6: trick 24: seat 0's side won the first 23 tricks" in out.story_text("en")
    one_short = settle(tricks[:-2] + [(1, tricks[-2][1]), tricks[-1]], TAKER,
                       table=THREE_PLAYERS)               # seat 1 plays trick 23's trump: no X6 (22 of 23)
    assert one_short.winners[-2] == 1
    assert not one_short.excuse_last_slam and one_short.slam is None


def test_V8_five_players_garde_contre_73_points_without_a_bout_is_possible():
    """Found by bench_tables (10⁵ random five-player deals, issue 22): the attack won 73 points with
    no bout in a Garde Contre (the chien's 3 cards the defence's, E3) and the referee refused the
    deal played through legal actions ('possible totals run from 5 to 72.5'): the bounds took the
    attack's fewest and the defence's fewest cards as if both piles had one size. With tricks of 5
    cards the attack's pile may hold any number of cards, each with the parity of its points (V8)."""
    import pathlib

    from tarot_core.scoring import Facts
    record = json.loads((pathlib.Path(__file__).parent / "table_records"
                         / "five_garde_contre_73_points_no_bout.json").read_text(encoding="utf-8"))
    out = referee(record)
    assert (out.players, out.contract.code, out.taker_points, out.taker_bouts) == (5, "garde-contre", 73, 0)
    assert sum(out.scores) == 0 and len(out.scores) == 5
    assert Facts.make("garde-contre", 73, 0, players=5).taker_points == 73
    assert Facts.make("garde-contre", 75, 0, players=5).taker_points == 75      # the defence's 7 fewest: 15.5
    with pytest.raises(TarotError):
        Facts.make("garde-contre", 76, 0, players=5)
