"""Which declared score facts can happen (E1, E3, X3–X7, B5, B7, B8): scoring.possible_points.

The bounds are tested by playing a real deal at each boundary with the engine
(``GameState``: the bids, the discard, the cards one by one, the referee's outcome) and by
checking that the same facts one half point or one point beyond are refused with the rule
that bounds them. Then every random deal the simulator plays must be accepted, the table of
ranges is checked as a whole, and so is the command line.
"""
from __future__ import annotations

import random

import pytest

from tarot_core.analysis.simulate import play_random_deal
from tarot_core.auction import Contract
from tarot_core.cards import DECK, parse_cards
from tarot_core.errors import ScoreInputError
from tarot_core.game import GameState
from tarot_core.io.cli import main
from tarot_core.scoring import Facts, possible_points, score, score_facts

DEALER = 3                     # P1: seat 0, on the dealer's right, speaks first and leads the first trick


# --------------------------------------------------------------------------- building and playing a deal
def build_hands(fixed: dict[int, str], chien: str) -> list[list[str]]:
    """Four hands of 18: the cards *fixed* for some seats, the rest of the pack dealt out in
    pack order, one card at a time to each seat that still needs cards (so suits spread out)."""
    hands = {seat: [c.code for c in parse_cards(cards)] for seat, cards in fixed.items()}
    used = {c for cards in hands.values() for c in cards} | {c.code for c in parse_cards(chien)}
    rest = [c.code for c in DECK if c.code not in used]
    open_seats = [s for s in range(4) if len(hands.setdefault(s, [])) < 18]
    i = 0
    for code in rest:
        while len(hands[open_seats[i % len(open_seats)]]) >= 18:
            i += 1
        hands[open_seats[i % len(open_seats)]].append(code)
        i += 1
    assert all(len(hands[s]) == 18 for s in range(4)), {s: len(h) for s, h in hands.items()}
    return [hands[s] for s in range(4)]


def low_key(c):
    """The cheapest card first: fewest points, a suit card before a trump, then the lowest rank."""
    return (c.half_points, c.is_trump, c.rank, c)


def high_key(c):
    """The strongest card first: a trump above any suit card, then the rank (the Excuse last)."""
    return (not c.is_excuse, c.is_trump, c.rank, c.half_points)


def play(fixed, chien, taker, contract, *, discard=None, slam=False, high=(), excuse_at=None, keep=None,
         script=None):
    """Deal, bid (the taker alone bids *contract*), discard, play, and return the outcome.

    The playing policy: the seats in *high* (the taker, or strong defenders) play their
    strongest legal card, the others their cheapest; the Excuse is played at trick
    *excuse_at* by whoever holds it when it is legal, else (the default) only as a last card;
    a seat never plays its card in *keep* (a {seat: code} map) before the last trick;
    *script* ({trick: {seat: code}}) names the card a seat plays to a trick (checked as legal).
    """
    state = GameState.from_deal(build_hands(fixed, chien), chien, DEALER)
    for seat in range(4):                                   # A1: seats 0, 1, 2, 3 speak in turn
        state.bid(contract if seat == taker else None)
    if discard is not None:
        state.discard(discard)
    if slam:
        state.announce_slam()
    keep = {s: parse_cards(c)[0] for s, c in (keep or {}).items()}
    while state.phase == "play":
        seat, legal = state.to_act, list(state.legal_cards())
        scripted = (script or {}).get(state.trick_number, {}).get(seat)
        if scripted is not None:
            state.play(scripted)                            # raises PlayError if it is not legal
            continue
        excuse = [c for c in legal if c.is_excuse]
        if excuse and state.trick_number == excuse_at:
            state.play(excuse[0])
            continue
        choice = [c for c in legal if not c.is_excuse and c != keep.get(seat)] or legal
        state.play(max(choice, key=high_key) if seat in high else min(choice, key=low_key))
    return state.outcome()


def refused(contract, points, bouts, all_tricks=None, petit_au_bout=None) -> ScoreInputError:
    with pytest.raises(ScoreInputError) as e:
        Facts.make(contract, points, bouts, petit_au_bout, all_tricks=all_tricks)
    return e.value


def accepted(out):
    """The outcome's facts, declared again, are accepted and score the same (Facts.make, score)."""
    assert out.status == "played"
    facts = Facts.make(out.contract, out.taker_points, out.taker_bouts, out.petit_au_bout,
                       slam_announced=out.slam_announced, all_tricks=out.slam)
    assert score(facts).S == out.S
    assert possible_points(out.contract, out.taker_bouts, out.slam).allows(out.taker_points)
    return facts


SUITS_TO_10 = "1S 2S 3S 4S 5S 6S 7S 8S 9S 1H 2H 3H 4H 5H 6H 7H 8H 9H"


# --------------------------------------------------------------------------- the taker's slam (B7, X7, E3)
def test_E3_X7_garde_contre_slam_at_60_with_no_bout_and_59_refused():
    """Garde Contre, the chien (T1, T21 and the four kings: 27 points) to the defence (E3); a
    defender plays the Excuse to trick 1 and the defence never wins a low card (X7, X4): 4 for
    the defence, 0.5 to the taker. The taker wins every trick with 91 − 27 − 4 = 60, no bout."""
    out = play({0: "T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20", 1: "EX T2"},
               "T1 T21 KS KH KD KC", taker=0, contract="garde-contre", high={0}, excuse_at=1)
    assert (out.contract, out.slam, out.taker_points, out.taker_bouts) == (Contract.GARDE_CONTRE, "taker", 60, 0)
    assert [e.event for e in out.excuse_events] == ["debt", "debt_unpaid"]
    accepted(out)
    assert out.S == (25 + 4) * 6 + 200                                     # made by 4 (target 56); B7 +200
    assert score_facts("garde-contre", 64, 0, all_tricks="taker").S == (25 + 8) * 6 + 200   # the reported case
    e = refused("garde-contre", 59, 0, "taker")
    assert e.rule == "E3" and "60" in e.message("en") and "76" in e.message("en")
    assert refused("garde-contre", 59.5, 0, "taker").rule == "X5"          # a half point needs a bout


def test_E3_garde_contre_slam_at_88_with_3_bouts_and_89_refused():
    """Garde Contre, a chien of six low cards (3 points) to the defence; the taker announces the
    slam, draws T1–T4 with his trumps and leads the Excuse to the last trick (X6): 91 − 3 = 88."""
    out = play({0: "T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 EX"},
               "2S 3S 4S 5S 6S 7S", taker=0, contract="garde-contre", slam=True, high={0}, excuse_at=18)
    assert (out.slam, out.taker_points, out.taker_bouts) == ("taker", 88, 3)
    assert [e.event for e in out.excuse_events] == ["won_last_trick"]
    accepted(out)
    assert out.S == (25 + 52) * 6 + 400                                    # B7 announced and made
    assert refused("garde-contre", 89, 3, "taker").rule == "E3"
    assert refused("garde-contre", 91, 3, "taker").rule == "E3"            # the chien is never the taker's


def test_X7_garde_slam_is_91_or_87_and_nothing_between():
    """Prise, Garde, Garde Sans: a slam gives 91 with 3 bouts or, X7, 87 with 2 (the golden
    record taker_slam_without_excuse_87 plays the second)."""
    assert score_facts("garde", 91, 3, all_tricks="taker").made
    assert score_facts("garde-sans", 87, 2, all_tricks="taker").made
    for points, bouts in ((88, 3), (90, 3), (86, 2), (87.5, 2), (91, 2), (80, 1), (70, 0)):
        assert refused("garde", points, bouts, "taker").rule == "X7", (points, bouts)


# --------------------------------------------------------------------------- the defence's slam (B8, X4, X5)
def test_B8_garde_defence_slam_at_3_and_2_refused():
    """Garde: the taker (seat 1) keeps only low spades and hearts and discards six low diamonds
    (3 points, E1); the defenders hold every card above his and win every trick; one of them plays
    the Excuse to trick 1, which the defence wins (X3: it keeps it)."""
    out = play({1: SUITS_TO_10, 2: "EX"}, "1D 2D 3D 4D 5D 6D", taker=1, contract="garde",
               discard="1D 2D 3D 4D 5D 6D", high={0, 2, 3}, excuse_at=1)
    assert (out.slam, out.taker_points, out.taker_bouts) == ("defence", 3, 0)
    accepted(out)
    assert out.S == -(25 + 53) * 2 - 200
    assert refused("garde", 2, 0, "defence").rule == "B8"
    assert refused("garde", 2.5, 0, "defence").rule == "X5"


def test_B8_X5_garde_defence_slam_at_23_5_and_24_refused():
    """Garde: the taker discards the four queens and two cavaliers (19 points, the most a discard
    holds: no king, no bout, E2). A defender who never wins a trick keeps the Excuse to the last
    one, which the defence wins: it goes over alone to the taker (X5): 23.5 points, 1 bout."""
    out = play({1: SUITS_TO_10, 2: "EX 1D 2D 3D 4D 5D 6D 7D 8D 9D 10D 1C 2C 3C 4C 5C 6C 7C"},
               "QS QH QD QC CS CH", taker=1, contract="garde", discard="QS QH QD QC CS CH", high={0, 3})
    assert (out.slam, out.taker_points, out.taker_bouts) == ("defence", 23.5, 1)
    assert [e.event for e in out.excuse_events] == ["changed_sides"]
    accepted(out)
    assert refused("garde", 24, 1, "defence").rule == "B8"
    assert refused("garde", 24.5, 1, "defence").rule == "B8"


def test_B8_garde_defence_slam_at_19_without_a_bout_and_20_refused():
    """The same deal with the Excuse played to trick 1 instead: the defence keeps it (X3), the
    taker has his discard only, 19."""
    out = play({1: SUITS_TO_10, 2: "EX 1D 2D 3D 4D 5D 6D 7D 8D 9D 10D 1C 2C 3C 4C 5C 6C 7C"},
               "QS QH QD QC CS CH", taker=1, contract="garde", discard="QS QH QD QC CS CH", high={0, 3},
               excuse_at=1)
    assert (out.slam, out.taker_points, out.taker_bouts) == ("defence", 19, 0)
    accepted(out)
    assert refused("garde", 20, 0, "defence").rule == "B8"
    assert refused("garde", 19.5, 0, "defence").rule == "X5"


def test_B8_R2_X4_defence_slam_with_the_takers_excuse_at_23_and_24_refused():
    """The taker holds the Excuse and plays it to trick 1: it stays his, but he never wins a low
    card to give for it (X4, R2): it counts 4, the defence gets 0.5. 19 + 4 = 23 with 1 bout."""
    out = play({1: "EX 1S 2S 3S 4S 5S 6S 7S 8S 9S 1H 2H 3H 4H 5H 6H 7H 8H",
                2: "1D 2D 3D 4D 5D 6D 7D 8D 9D 10D 1C 2C 3C 4C 5C 6C 7C 9H"},
               "QS QH QD QC CS CH", taker=1, contract="garde", discard="QS QH QD QC CS CH", high={0, 3},
               excuse_at=1)
    assert (out.slam, out.taker_points, out.taker_bouts) == ("defence", 23, 1)
    assert [e.event for e in out.excuse_events] == ["debt", "debt_unpaid"]
    accepted(out)
    assert refused("garde", 24, 1, "defence").rule == "B8"


def test_B8_garde_contre_defence_slam_leaves_the_taker_nothing_or_the_excuse():
    assert possible_points("garde-contre", 0, "defence").whole == (0, 0)
    assert score_facts("garde-contre", 0, 0, all_tricks="defence").S == -(25 + 56) * 6 - 200
    assert score_facts("garde-contre", 4.5, 1, all_tricks="defence").made is False
    for points, bouts in ((0.5, 0), (1, 0), (3, 0), (4, 0), (5, 1), (8.5, 2)):
        e = refused("garde-contre", points, bouts, "defence")
        assert e.rule == ("X5" if bouts == 0 and points % 1 else "B8"), (points, bouts)


# --------------------------------------------------------------------------- each side won a trick (E1, E3, B7)
def test_B7_garde_without_slam_at_89_with_3_bouts_and_90_91_refused():
    """Garde: the taker leads his Excuse to trick 1 and the defence wins it with three low cards;
    the Excuse stays his, and he pays for it with a low card later (X3–X4). He then wins the other
    17 tricks with T5–T21, capturing T1–T4: the defence ends with 4 low cards, 2 points."""
    out = play({0: "T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 EX"},
               "2S 3S 4S 5S 6S 7S", taker=0, contract="garde", discard="2S 3S 4S 5S 6S 7S", high={0},
               excuse_at=1)
    assert (out.slam, out.taker_points, out.taker_bouts) == (None, 89, 3)
    assert [e.event for e in out.excuse_events] == ["debt", "debt_paid"]
    accepted(out)
    for points in (90, 91):
        e = refused("garde", points, 3)
        assert e.rule == "B7" and "89" in e.message("en")
    assert score_facts("garde", 91, 3, all_tricks="taker").S > 0          # 91 is the slam's


def test_B7_X5_garde_without_slam_at_89_5_and_90_5_refused():
    """Garde: the taker wins tricks 1–17 with his trumps and leads 2♠ to the last; the defence wins
    it with low spades while a defender plays the Excuse: it goes over alone (X5). The defence
    keeps three low cards: 91 − 1.5 = 89.5, with 3 bouts."""
    out = play({0: "T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 2S",
                1: "EX", 2: "3S", 3: "4S"},
               "3H 4H 5H 6H 7H 8H", taker=0, contract="garde", discard="3H 4H 5H 6H 7H 8H", high={0},
               keep={2: "3S", 3: "4S"})
    assert (out.slam, out.taker_points, out.taker_bouts) == (None, 89.5, 3)
    assert [e.event for e in out.excuse_events] == ["changed_sides"]
    accepted(out)
    assert refused("garde", 90.5, 3).rule == "B7"
    assert refused("garde", 90, 3).rule == "B7"


@pytest.mark.parametrize("contract, discard, points, rule", [
    ("prise", "2S 3S 4S 5S 6S 7S", 5, "E1"),        # the discard (6 low cards) and one trick of 4
    ("garde-sans", None, 5, "E3"),                  # the chien (6 low cards) is his
    ("garde-contre", None, 2, "E3"),                # the chien is the defence's: the trick only
])
def test_E1_E3_one_trick_of_low_cards_is_the_least_and_below_is_refused(contract, discard, points, rule):
    """The taker leads 10♠ to trick 1 and the defenders play lower spades; then he loses every
    trick (a defender plays the Excuse to trick 2, which the defence wins: X3)."""
    out = play({0: "10S 1H 2H 3H 4H 5H 6H 7H 8H 9H 1D 2D 3D 4D 5D 6D 7D 8D", 1: "1S", 2: "8S EX", 3: "9S"},
               "2S 3S 4S 5S 6S 7S", taker=0, contract=contract, discard=discard, high={1, 2, 3}, excuse_at=2,
               script={1: {0: "10S", 1: "1S", 2: "8S", 3: "9S"}})
    assert [t.winner_side for t in out.tricks].count("taker") == 1
    assert (out.slam, out.taker_points, out.taker_bouts) == (None, points, 0)
    accepted(out)
    assert refused(contract, points - 1, 0).rule == rule
    assert refused(contract, points - 0.5, 0).rule == "X5"


# --------------------------------------------------------------------------- petit au bout (B5)
def test_B5_petit_au_bout_needs_its_side_to_hold_the_petit_and_the_taker_no_half_point():
    assert refused("garde", 40, 0, petit_au_bout="taker").rule == "B5"
    assert refused("garde", 60, 3, petit_au_bout="defence").rule == "B5"
    assert refused("garde", 45.5, 2, petit_au_bout="taker").rule == "B5"       # he won the last trick
    assert score_facts("garde", 45.5, 2, petit_au_bout="defence").petit_au_bout == -10
    assert score_facts("garde", 40, 1, petit_au_bout="taker").petit_au_bout == 10


# --------------------------------------------------------------------------- every real deal is accepted
def test_every_random_deal_is_accepted_and_inside_its_range():
    """The referee builds its facts through Facts.make: a refusal of a real deal would raise."""
    seen = set()
    for seed in range(3000):
        out = play_random_deal(random.Random(seed), seed % 4)
        if out.status != "played":
            continue
        r = possible_points(out.contract, out.taker_bouts, out.slam)
        assert r.allows(out.taker_points), (seed, out.contract, out.taker_points, out.taker_bouts, out.slam)
        seen.add((out.taker_points != int(out.taker_points), out.slam))
    assert (True, None) in seen and (False, None) in seen          # half points do occur in random play


def _lopsided_deal(seed, side):
    """A random deal in which one side holds the power: the taker (seat 0) gets the 18 strongest
    cards (trumps by rank, then the Excuse, then kings …) or the 18 weakest; the chien and the
    other hands are random; the taker bids a random contract; random legal play follows, except
    that the strong side plays its strongest legal card."""
    rng = random.Random(seed)
    cards = list(DECK)
    rng.shuffle(cards)
    ranked = sorted(cards, key=lambda c: (c.is_trump, c.is_excuse, c.half_points, c.rank), reverse=True)
    taker = ranked[:18] if side == "taker" else ranked[-18:]
    rest = [c for c in cards if c not in taker]
    state = GameState.from_deal([taker, rest[6:24], rest[24:42], rest[42:60]], rest[:6], DEALER)
    if state.phase == "cancelled":                          # D4: a petit sec among the defenders
        return None
    contract = rng.choice(list(Contract))
    for seat in range(4):
        state.bid(contract if seat == 0 else None)
    if state.phase == "discard":
        state.discard(state.suggested_discard())
    if side == "taker" and rng.random() < 0.5:
        state.announce_slam()
    strong = {0} if side == "taker" else {1, 2, 3}
    while state.phase == "play":
        legal = state.legal_cards()
        state.play(max(legal, key=high_key) if state.to_act in strong else rng.choice(legal))
    return state.outcome()


def test_lopsided_random_deals_slams_included_are_accepted():
    """Deals built for slams, both sides', with Excuse cases of every kind: all accepted."""
    slams, events = set(), set()
    for seed in range(400):
        for side in ("taker", "defence"):
            out = _lopsided_deal(seed, side)
            if out is not None:
                accepted(out)
                slams.add((out.contract, out.slam))
                events.update(e.event for e in out.excuse_events)
    assert {s for _, s in slams} == {None, "taker", "defence"}
    assert {"debt_unpaid", "changed_sides", "won_last_trick"} <= events


# --------------------------------------------------------------------------- the table of ranges
H = None          # no total of that kind
TABLE = {   # (contract, situation): per bouts 0–3, ((whole low, high) or None, (half low, high) or None)
    ("prise", "taker"): [(H, H), (H, H), ((87, 87), H), ((91, 91), H)],
    ("garde-sans", "taker"): [(H, H), (H, H), ((87, 87), H), ((91, 91), H)],
    ("garde-contre", "taker"): [((60, 76), H), ((61, 80), H), ((62, 84), H), ((66, 88), H)],
    ("garde", "defence"): [((3, 19), H), ((7, 23), (7.5, 23.5)), (H, H), (H, H)],
    ("garde-sans", "defence"): [((3, 25), H), ((7, 29), (7.5, 29.5)), ((11, 30), (11.5, 30.5)),
                                ((15, 31), (15.5, 31.5))],
    ("garde-contre", "defence"): [((0, 0), H), ((4, 4), (4.5, 4.5)), (H, H), (H, H)],
    ("garde", None): [((5, 77), H), ((9, 81), (9.5, 81.5)), ((13, 85), (13.5, 85.5)), ((17, 89), (17.5, 89.5))],
    ("garde-sans", None): [((5, 77), H), ((9, 81), (9.5, 81.5)), ((13, 85), (13.5, 85.5)),
                           ((17, 89), (17.5, 89.5))],
    ("garde-contre", None): [((2, 74), H), ((6, 78), (6.5, 78.5)), ((10, 82), (10.5, 82.5)),
                             ((14, 86), (14.5, 86.5))],
}


@pytest.mark.parametrize("contract, situation", list(TABLE))
def test_the_ranges_as_a_table(contract, situation):
    for bouts, expected in enumerate(TABLE[(contract, situation)]):
        assert tuple(possible_points(contract, bouts, situation)) == expected, bouts
    if contract == "garde":                                        # Prise and Garde share everything
        for bouts in range(4):
            assert possible_points("prise", bouts, situation) == possible_points("garde", bouts, situation)


def test_facts_make_accepts_exactly_the_table():
    """Every multiple of 0.5 from 0 to 91: accepted if and only if the range allows it."""
    for contract in Contract:
        for situation in (None, "taker", "defence"):
            for bouts in range(4):
                r = possible_points(contract, bouts, situation)
                for h in range(183):
                    try:
                        Facts.make(contract, h / 2, bouts, all_tricks=situation)
                        ok = True
                    except ScoreInputError:
                        ok = False
                    assert ok is r.allows(h / 2), (contract, situation, bouts, h / 2)


# --------------------------------------------------------------------------- messages and the command line
def test_the_message_names_the_facts_the_situation_and_the_range_in_both_languages():
    e = refused("garde", 24, 1, "defence")
    fr, en = e.message("fr"), e.message("en")
    assert en.startswith("B8 (") and "24 points" in en and "1 bout;" in en and "Garde" in en
    assert "the defence won every trick" in en and "7 to 23" in en and "7.5 to 23.5" in en
    assert fr.startswith("B8 (") and "la défense a fait tous les plis" in fr and "7,5 à 23,5" in fr
    none = refused("prise", 40, 2, "defence")
    assert "0, 1" in none.message("en") and "0, 1" in none.message("fr")


def test_the_english_breakdown_says_1_bout():
    r = score_facts("garde", 50, 1)
    assert r.breakdown[0].text("en") == "S1: 1 bout → target 51 points."
    assert r.breakdown[0].text("fr") == "S1 : 1 bout → objectif 51 points."
    assert score_facts("garde", 50, 2).breakdown[0].text("en") == "S1: 2 bouts → target 41 points."


def run(capsys, *args):
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_garde_contre_slam_at_64_is_scored(capsys):
    code, out, _ = run(capsys, "score", "--contract", "garde-contre", "--points", "64", "--bouts", "0",
                       "--all-tricks", "taker")
    assert code == 0 and "S1: 0 bouts → target 56 points." in out


@pytest.mark.parametrize("args, rule, words", [
    (("garde", "0", "0"), "E1", "5 to 77"),
    (("garde", "91", "3"), "B7", "17 to 89"),
    (("garde", "60", "1", "--all-tricks", "defence"), "B8", "7 to 23"),
    (("garde-contre", "91", "3", "--all-tricks", "taker"), "E3", "66 to 88"),
    (("garde-contre", "59", "0", "--all-tricks", "taker"), "E3", "60 to 76"),
])
def test_cli_refuses_impossible_facts_with_the_rule_and_the_range(capsys, args, rule, words):
    contract, points, bouts, *more = args
    code, _, err = run(capsys, "score", "--contract", contract, "--points", points, "--bouts", bouts, *more)
    assert code == 2 and err.count("\n") == 1 and f"{rule} (" in err and words in err



@pytest.mark.parametrize("value", ["false", "true", 0, 1, None])
def test_B7_slam_announced_is_a_boolean_never_coerced(value):
    """B7: 'false' once counted as an announced slam (bool('false') is True): now refused."""
    with pytest.raises(ScoreInputError) as e:
        score_facts("garde", 48, 2, slam_announced=value)
    assert (e.value.rule, e.value.key) == ("B7", "err.score.slam_flag")
    assert score_facts("garde", 48, 2, slam_announced=False).S == (25 + 7) * 2   # S3: S5 without pab and poignée
