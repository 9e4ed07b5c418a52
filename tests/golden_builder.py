"""Build the hand-made deal records: ``tarot_core/io/golden/*.json`` and ``tests/invalid_records/*.json``,
and the test-side facts they must give: ``tests/golden_expect.json`` and ``tests/golden_expect_invalid.json``.

Not part of the package (``tarot_core`` never imports it). It exists so that the records stay
legal and easy to regenerate: for each case we write the four hands, the chien, the bids, the
discard and, per seat, a *preference list*; the builder plays the 18 tricks, and at every turn
a seat plays the first card of its preference list that the rules allow (``legal_mask``, P2–P5
and X1). When no listed card is legal (or the list is used up) the seat plays its cheapest legal
card — lowest C3 value, then lowest card index (♠ < ♥ < ♦ < ♣ < trumps) — and the Excuse only
when nothing else is legal. Trick winners come from P6 (``winner_position``); the first leader
from P1 (the dealer's right, or the taker after a slam announcement).

The facts each case must give (``expect``) are NOT computed here: they are written below by hand,
from the reasoning given in the record's ``description``, and ``tests/test_referee.py`` checks
the referee against them. They are test data, not part of the public record format: they go to
``tests/golden_expect.json`` (record name → facts), never into the records themselves.

An invalid record is built from a valid case and then changed (``mutate``), or played with
``force={(trick, seat): card}``, which plays that card without checking it (then play goes on
legally); its ``expect_error`` is also written by hand and goes to ``tests/golden_expect_invalid.json``.

Usage::

    .venv/bin/python tests/golden_builder.py            # rewrite every record
    .venv/bin/python tests/golden_builder.py --show NAME  # print a case's tricks (winner marked)
"""
from __future__ import annotations

import copy
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tarot_core.auction import check_auction  # noqa: E402
from tarot_core.cards import BIT, DECK, EXCUSE_INDEX, HALF_POINTS, cards_of, mask_of, parse_card  # noqa: E402
from tarot_core.play import legal_mask, winner_position  # noqa: E402

GOLDEN_DIR = ROOT / "tarot_core" / "io" / "golden"
INVALID_DIR = ROOT / "tests" / "invalid_records"
EXPECT_FILE = ROOT / "tests" / "golden_expect.json"                # golden record name → facts
EXPECT_INVALID_FILE = ROOT / "tests" / "golden_expect_invalid.json"  # invalid record name → error
RANKS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K"]


# --------------------------------------------------------------------------- helpers
def T(lo: int, hi: int | None = None, down: bool = False) -> list[str]:
    """Trumps T<lo>…T<hi> (ascending, or descending with down=True)."""
    hi = lo if hi is None else hi
    out = [f"T{i}" for i in range(lo, hi + 1)]
    return out[::-1] if down else out


def S(suit: str, lo: str, hi: str | None = None, down: bool = False) -> list[str]:
    """Suit cards of *suit* from rank lo to rank hi (ranks as written: 1…10, J, C, Q, K)."""
    hi = lo if hi is None else hi
    out = [r + suit for r in RANKS[RANKS.index(lo):RANKS.index(hi) + 1]]
    return out[::-1] if down else out


def cards(text: str) -> list[str]:
    return text.split()


# --------------------------------------------------------------------------- the player
def _fallback(legal: int) -> int:
    options = sorted(cards_of(legal), key=lambda c: (c == EXCUSE_INDEX, HALF_POINTS[c], int(c)))
    return int(options[0])


def play_deal(spec: dict) -> list[list[str]]:
    """Play the 18 tricks of *spec* with its preference lists; return them in play order."""
    dealer = spec["dealer"]
    auction = check_auction(spec["bids"], dealer)
    taker = auction.taker
    hands = [mask_of(parse_card(c) for c in h) for h in spec["hands"]]
    if spec.get("discard"):
        hands[taker] |= mask_of(parse_card(c) for c in spec["chien"])
        hands[taker] &= ~mask_of(parse_card(c) for c in spec["discard"])
    prefs = {int(s): [int(parse_card(c)) for c in lst] for s, lst in spec.get("prefs", {}).items()}
    force = {k: int(parse_card(v)) for k, v in spec.get("force", {}).items()}
    leader = taker if spec.get("slam_announced") else (dealer + 1) % 4
    tricks = []
    for t in range(1, 19):
        trick: list[int] = []
        for i in range(4):
            seat = (leader + i) % 4
            if (t, seat) in force:
                card = force[(t, seat)]
            else:
                legal = legal_mask(hands[seat], trick)
                card = next((c for c in prefs.get(seat, []) if legal & BIT[c]), None)
                if card is None:
                    card = _fallback(legal)
            if not hands[seat] & BIT[card]:
                raise ValueError(f"{spec['name']}: trick {t}: seat {seat} does not hold {DECK[card]}")
            hands[seat] &= ~BIT[card]
            trick.append(card)
        tricks.append([DECK[c].code for c in trick])
        leader = (leader + winner_position(trick)) % 4
    return tricks


def check_partition(spec: dict) -> None:
    """The 78 cards, each once: 4 hands of 18 and a chien of 6 (C1, D3)."""
    allc = [c for h in spec["hands"] for c in h] + list(spec["chien"])
    parsed = [int(parse_card(c)) for c in allc]
    sizes = [len(h) for h in spec["hands"]] + [len(spec["chien"])]
    if sizes != [18, 18, 18, 18, 6] or sorted(parsed) != list(range(78)):
        missing = sorted(set(range(78)) - set(parsed))
        dup = sorted({c for c in parsed if parsed.count(c) > 1})
        raise ValueError(f"{spec['name']}: sizes {sizes}, missing {[DECK[c].code for c in missing]}, "
                         f"twice {[DECK[c].code for c in dup]}")


def record(spec: dict, play: bool = True) -> dict:
    """The JSON record of a case (the builder's fields and the test expectations dropped)."""
    if spec.get("check", True):
        check_partition(spec)
    rec = {"name": spec["title"], "description": spec["description"], "dealer": spec["dealer"],
           "hands": spec["hands"], "chien": spec["chien"], "bids": spec["bids"]}
    if spec.get("discard"):
        rec["discard"] = spec["discard"]
    rec["slam_announced"] = spec.get("slam_announced", False)
    rec["poignees"] = spec.get("poignees", {})
    if "tricks" in spec:                       # written out card by card (the referee checks them)
        rec["tricks"] = [t.split() for t in spec["tricks"]]
    else:
        rec["tricks"] = play_deal(spec) if play and spec.get("play", True) else []
    return rec


def _expect(taker, contract, points, bouts, target, made, margin, pab, slam, S, scores, events):
    return {"status": "played", "taker": taker, "contract": contract, "taker_points": points,
            "taker_bouts": bouts, "target": target, "made": made, "margin": margin,
            "petit_au_bout": pab, "slam": slam, "S": S, "scores": scores, "excuse_events": events}


def _not_played(status):
    return {"status": status, "taker": None, "contract": None, "taker_points": None, "taker_bouts": None,
            "target": None, "made": None, "margin": None, "petit_au_bout": None, "slam": None,
            "S": 0, "scores": [0, 0, 0, 0], "excuse_events": []}


# --------------------------------------------------------------------------- the golden cases
GOLDEN: dict[str, dict] = {}


def golden(name, **spec):
    spec["name"] = name
    GOLDEN[name] = spec


golden(
    "worked_example_s5",
    title="S5 worked example: Garde, 48 points with 2 bouts, Petit lost at the end, simple poignée",
    description=(
        "Seat 1 takes a Garde and shows a simple poignée (nine trumps and the Excuse, B1-B2); he wins "
        "tricks 1-8 with T21-T14 while the defence throws T2-T13, KD, KC, JD, JC, JS, 10C and 7 low cards "
        "on them (31 points), keeps the discard QD QC CD CC 9D 10D (13 points) and the Excuse, played to "
        "trick 17 and exchanged for a low card (X3): 31 + 13 + 4.5 - 0.5 = 48 with 2 bouts (T21, Excuse), "
        "target 41, margin 7 (S1-S2). Seat 3 leads T5 to the last trick and captures the taker's Petit, so "
        "petit au bout goes to the defence (B5): S = (25 + 7 - 10) x 2 + 20 = 64, taker +192, "
        "each defender -64 (S3-S5)."),
    dealer=0,
    hands=[
        ["T4", "KC", "JC", "4S", "5S", "6S", "2H", "3H"] + S("H", "5", "K"),
        ["T1", "EX"] + T(14, 21) + S("D", "1", "4") + S("C", "1", "4"),
        ["T2", "T3", "KD", "JD", "10C", "JS", "2S", "3S", "1S", "7S", "8S", "9S", "10S", "CS", "QS", "KS",
         "1H", "4H"],
        T(5, 13) + S("D", "5", "8") + S("C", "5", "9"),
    ],
    chien=cards("QD QC CD CC 9D 10D"),
    bids=["garde", "pass", "pass", "pass"],
    discard=cards("QD QC CD CC 9D 10D"),
    poignees={"1": T(14, 21) + ["T1", "EX"]},
    prefs={
        1: T(14, 21, down=True) + S("D", "1", "4") + S("C", "1", "4") + ["EX", "T1"],
        3: T(6, 13, down=True) + S("D", "5", "8", down=True) + S("C", "5", "9", down=True) + ["T5"],
        2: cards("T2 T3 KD JD 10C JS 2S 3S"),
        0: cards("T4 KC JC 4S 5S 6S 2H 3H"),
    },
    expect=_expect(1, "garde", 48.0, 2, 41, True, 7, "defence", None, 64, [-64, 192, -64, -64],
                   [[17, 1, "exchanged"]]),
)

golden(
    "excuse_last_slam_petit_17",
    title="Excuse-last slam, the Petit won in trick 17 (X6, B6, B7)",
    description=(
        "Seat 2 takes a Garde, discards six low spades and announces a slam (B7), so he leads (P1). "
        "T21 and T20 draw the defence's four trumps, T19-T6 win tricks 3-16, the Petit wins trick 17 "
        "(nobody has a trump left) and, having won the 17 earlier tricks, he leads the Excuse to the last "
        "trick and wins it (X6). He holds all 91 points and 3 bouts (target 36, margin 55); the Petit in "
        "trick 17 counts as petit au bout in an Excuse-last slam (B6): S = (25 + 55 + 10) x 2 + 400 = 580."),
    dealer=0,
    hands=[
        ["T4", "T5"] + S("C", "1", "K") + ["QS", "KS"],
        S("H", "1", "K") + cards("1S 8S 9S 10S"),
        ["EX", "T1"] + T(6, 19) + ["2S", "3S"],
        ["T2", "T3"] + S("D", "1", "K") + ["JS", "CS"],
    ],
    chien=cards("T20 T21 4S 5S 6S 7S"),
    bids=["pass", "garde", "pass", "pass"],
    discard=S("S", "2", "7"),
    slam_announced=True,
    prefs={2: T(6, 21, down=True) + ["T1", "EX"]},
    expect=_expect(2, "garde", 91.0, 3, 36, True, 55, "taker", "taker", 580, [-580, -580, 1740, -580],
                   [[18, 2, "won_last_trick"]]),
)

golden(
    "excuse_last_slam_unannounced_r3_r5",
    title="Unannounced Excuse-last slam; a defender's Petit in trick 17 (R3, R5, X6, B6, B7)",
    description=(
        "Seat 0 takes a Garde Sans and announces nothing, so seat 0 (the dealer's right) leads (P1); the "
        "unseen chien counts for him (E3). T21-T14 draw the defence's trumps, seat 1 keeping only the Petit; "
        "the four kings, queens, cavaliers and jacks of spades and hearts win tricks 9-16; in trick 17 he "
        "leads T13 and seat 1 must play the Petit under it (P2); having won the 17 earlier tricks he leads "
        "the Excuse to the last trick and wins it (X6), unannounced (R3). All 91 points, 3 bouts (target 36, "
        "margin 55); the defender's Petit in trick 17 is petit au bout for the slam side (B6, R5): "
        "S = (25 + 55 + 10) x 4 + 200 (slam made unannounced, B7) = 560."),
    dealer=3,
    hands=[
        cards("EX T21 T20 T19 T18 T17 T16 T15 T14 T13 KS QS CS JS KH QH CH JH"),
        cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 1S 2S 3S 4S 1H 2H 3H 4H 1D"),
        cards("T10 T11 5S 6S 7S 8S 5H 6H 7H 8H 2D 3D 4D 5D 6D 7D 8D 9D"),
        cards("T12 9S 10S 9H 10H 10D JD CD QD KD 1C 2C 3C 4C 5C 6C 7C 8C"),
    ],
    chien=cards("9C 10C JC CC QC KC"),
    bids=["garde-sans", "pass", "pass", "pass"],
    tricks=["T21 T2 T10 T12", "T20 T3 T11 10D", "T19 T4 2D JD", "T18 T5 3D CD", "T17 T6 4D QD",
            "T16 T7 5D KD", "T15 T8 6D 1C", "T14 T9 7D 2C", "KS 1S 5S 9S", "QS 2S 6S 10S", "CS 3S 7S 3C",
            "JS 4S 8S 4C", "KH 1H 5H 9H", "QH 2H 6H 10H", "CH 3H 7H 5C", "JH 4H 8H 6C", "T13 T1 8D 7C",
            "EX 1D 9D 8C"],
    expect=_expect(0, "garde-sans", 91.0, 3, 36, True, 55, "taker", "taker", 560, [1680, -560, -560, -560],
                   [[18, 0, "won_last_trick"]]),
)

golden(
    "taker_slam_without_excuse_87",
    title="Taker's slam without the Excuse: 87 points (X7, X4, B7)",
    description=(
        "Seat 0 takes a Garde Sans holding T4-T21 and leads the 18 trumps from the top: the defence's "
        "T1-T3 fall in tricks 1-2 and he wins every trick, the unseen chien counting for him (E3). "
        "Seat 1 plays the Excuse to trick 1: it stays with the defence, which never wins a low card to pay "
        "for it (X4), so the Excuse counts 4 for the defence and the taker has 91 - 4.5 + 0.5 = 87 (X7) with "
        "2 bouts (T21, T1): target 41, margin 46, S = (25 + 46) x 4 + 200 (unannounced slam, B7) = 484."),
    dealer=3,
    hands=[
        T(4, 21),
        ["EX"] + S("H", "1", "K") + cards("7S 8S 9S"),
        ["T1", "T2"] + S("D", "1", "K") + cards("10S JS"),
        ["T3"] + S("C", "1", "K") + cards("CS QS KS"),
    ],
    chien=S("S", "1", "6"),
    bids=["garde-sans", "pass", "pass", "pass"],
    prefs={0: T(4, 21, down=True), 1: ["EX"]},
    expect=_expect(0, "garde-sans", 87.0, 2, 41, True, 46, None, "taker", 484, [1452, -484, -484, -484],
                   [[1, 1, "debt"], [18, 1, "debt_unpaid"]]),
)

golden(
    "defence_slam_announced_r1",
    title="Announced slam, and the defence wins every trick (B7, B8, R1, X5)",
    description=(
        "Seat 1 takes a Prise with 18 low spades and hearts (1-9 of each), discards 1D-6D (3 points) and "
        "announces a slam; every defender card of those suits is higher and he has no trump, so the defence "
        "wins all 18 tricks (B8). Seat 3, who does not lead the last trick, plays the Excuse to it: it "
        "changes sides (X5) and the taker ends with 3 + 4.5 = 7.5 points and 1 bout (target 51, "
        "margin 43.5 rounded to 44, S2). S = -(25 + 44) - 200 (B7, slam announced and lost) - 200 (B8) = "
        "-469 (R1: both apply): taker -1407, each defender +469."),
    dealer=3,
    hands=[
        S("S", "10", "K") + S("H", "10", "K") + S("D", "7", "K"),
        S("S", "1", "9") + S("H", "1", "9"),
        T(11, 21) + S("C", "1", "7"),
        T(1, 10) + S("C", "8", "K") + ["EX"],
    ],
    chien=S("D", "1", "6"),
    bids=["pass", "prise", "pass", "pass"],
    discard=S("D", "1", "6"),
    slam_announced=True,
    prefs={3: T(2, 10) + ["T1"]},
    expect=_expect(1, "prise", 7.5, 1, 51, False, 44, None, "defence", -469, [469, -1407, 469, 469],
                   [[18, 3, "changed_sides"]]),
)

golden(
    "excuse_last_trick_changes_sides",
    title="A defender plays the Excuse to the last trick the defence wins: it goes to the taker (X5, S2)",
    description=(
        "Seat 0 takes a Garde, discards QS QH QD QC 2S 3S (15 points) and wins tricks 1-9 with T21-T13 "
        "(22 points: his T21 and 35 low cards), then loses tricks 10-18 with his low diamonds. Seat 3 plays "
        "the Excuse to the last trick, won by his partner seat 1: it changes sides anyway (X5), so the taker "
        "ends with 22 + 15 + 4.5 = 41.5 points and 2 bouts (T21, Excuse). 41.5 against 41 makes the contract "
        "by half a point, margin rounded up to 1 (S2): S = (25 + 1) x 2 = 52."),
    dealer=3,
    hands=[
        T(14, 21) + S("D", "1", "8") + ["QS", "QH"],
        T(1, 10) + cards("KC CC JC") + S("C", "6", "10"),
        ["T11", "T12"] + S("C", "1", "5") + ["1S"] + S("S", "4", "10") + cards("JS CS KS"),
        ["EX"] + S("H", "1", "10") + cards("JH CH KH 10D JD CD KD"),
    ],
    chien=cards("T13 9D QD QC 2S 3S"),
    bids=["garde", "pass", "pass", "pass"],
    discard=cards("QS QH QD QC 2S 3S"),
    prefs={0: T(13, 21, down=True) + S("D", "1", "9"), 1: T(2, 10, down=True) + ["T1"]},
    expect=_expect(0, "garde", 41.5, 2, 41, True, 1, None, None, 52, [156, -52, -52, -52],
                   [[18, 3, "changed_sides"]]),
)

golden(
    "excuse_debt_paid_later",
    title="Excuse debt paid later with the first low card won (X3, X4)",
    description=(
        "Seat 1 takes a Garde with the Excuse and T5-T21; seat 2 leads KH and the taker, void in hearts, "
        "plays the Excuse to trick 1, which the defence wins: the taker has won no low card yet, so he owes "
        "one (X4). He trumps trick 2 with T5 and pays with its first low card, the 3H (X3-X4), then wins "
        "every other trick. The defence keeps KH 1H 2H + 3H = 6 points; the taker has 85 with 3 bouts "
        "(target 36, margin 49): S = (25 + 49) x 2 = 148."),
    dealer=1,
    hands=[
        ["T3", "T4", "2H", "5H"] + S("C", "1", "K"),
        ["EX"] + T(5, 21),
        ["KH", "3H"] + S("H", "6", "Q") + S("S", "7", "K"),
        ["T1", "T2", "1H", "4H"] + S("D", "1", "K"),
    ],
    chien=S("S", "1", "6"),
    bids=["pass", "pass", "pass", "garde"],
    discard=S("S", "1", "6"),
    prefs={1: ["EX", "T5"] + T(6, 21, down=True), 2: ["KH", "3H"], 3: ["1H", "4H"], 0: ["2H", "5H"]},
    expect=_expect(1, "garde", 85.0, 3, 36, True, 49, None, None, 148, [-148, 444, -148, -148],
                   [[1, 1, "debt"], [2, 1, "debt_paid"]]),
)

golden(
    "excuse_exchanged",
    title="Excuse exchanged at once for a low card (X3)",
    description=(
        "Seat 3 takes a Prise; the defence wins trick 1 (KH 1H 2H 3H), then seat 0 plays the Excuse to "
        "trick 2, which the taker trumps with T5. The defence already holds low cards, so it gives the first "
        "one it won, the 1H, at once (X3) and keeps the Excuse. The taker wins tricks 2-18 and ends with "
        "91 - (6 - 0.5 + 4.5) = 81 points and 2 bouts (T21, T1): target 41, margin 40, S = 25 + 40 = 65."),
    dealer=0,
    hands=[
        ["EX", "3H"] + S("H", "5", "C") + S("S", "7", "K"),
        ["T1", "T2", "KH", "QH"] + S("D", "1", "K"),
        ["T3", "T4", "1H", "4H"] + S("C", "1", "K"),
        ["2H"] + T(5, 21),
    ],
    chien=S("S", "1", "6"),
    bids=["pass", "pass", "prise", "pass"],
    discard=S("S", "1", "6"),
    prefs={1: ["KH", "QH"], 2: ["1H", "4H"], 0: ["3H", "EX"], 3: ["2H", "T5"] + T(6, 21, down=True)},
    expect=_expect(3, "prise", 81.0, 2, 41, True, 40, None, None, 65, [-65, -65, -65, 195],
                   [[2, 0, "exchanged"]]),
)

golden(
    "excuse_debt_unpaid_r2",
    title="Defence slam while the taker played the Excuse early: X4 as written (R2, B8)",
    description=(
        "Seat 2 takes a Garde with the Excuse and 17 low spades and hearts, discards 1D-6D (3 points) and "
        "leads the Excuse to trick 1; the defence wins every trick (B8). The Excuse stays with the taker, "
        "who never wins a low card to pay for it, so it counts 4 for him and the defence gets the missing "
        "half point (X4, ruling R2): 3 + 4 = 7 points with 1 bout, target 51, margin 44. "
        "S = -(25 + 44) x 2 - 200 = -338."),
    dealer=1,
    hands=[
        T(1, 10) + S("C", "8", "K") + ["9H"],
        S("S", "10", "K") + S("H", "10", "K") + S("D", "7", "K"),
        ["EX"] + S("S", "1", "9") + S("H", "1", "8"),
        T(11, 21) + S("C", "1", "7"),
    ],
    chien=S("D", "1", "6"),
    bids=["garde", "pass", "pass", "pass"],
    discard=S("D", "1", "6"),
    prefs={2: ["EX"], 0: T(2, 10) + ["T1"]},
    expect=_expect(2, "garde", 7.0, 1, 51, False, 44, None, "defence", -338, [338, 338, -1014, 338],
                   [[1, 2, "debt"], [18, 2, "debt_unpaid"]]),
)

golden(
    "garde_sans_bouts_in_chien",
    title="Garde Sans: the 21 in the unseen chien is the taker's bout (E3)",
    description=(
        "Seat 0 takes a Garde Sans; the chien nobody sees holds T21 KS KH QS 1C 2C (18 points) and counts "
        "for him (E3), T21 included as his bout. He wins tricks 1-9 with T20-T12 (his 9 trumps and 27 low "
        "cards: 18 points) and loses the rest with low diamonds; seat 3 plays the Excuse to trick 10, won "
        "by his side, and keeps it. Taker 36 points, 1 bout, target 51, margin 15: S = -(25 + 15) x 4 = -160."),
    dealer=3,
    hands=[
        T(12, 20) + S("D", "1", "9"),
        T(1, 10) + cards("KC CC JC") + S("C", "6", "10"),
        ["T11"] + S("S", "1", "10") + cards("JS CS QC 3C 4C 5C 10D"),
        ["EX"] + S("H", "1", "Q") + cards("JD CD QD KD"),
    ],
    chien=cards("T21 KS KH QS 1C 2C"),
    bids=["garde-sans", "pass", "pass", "pass"],
    prefs={0: T(12, 20, down=True) + S("D", "1", "9"), 1: T(2, 10, down=True) + ["T1"],
           3: S("H", "1", "9") + ["EX"]},
    expect=_expect(0, "garde-sans", 36.0, 1, 51, False, 15, None, None, -160, [-480, 160, 160, 160],
                   [[10, 3, "kept"]]),
)

golden(
    "garde_contre_bouts_in_chien",
    title="Garde Contre: the Excuse and the 21 in the unseen chien are the defence's (E3)",
    description=(
        "Seat 1 takes a Garde Contre; the chien nobody sees holds EX T21 KS 1C 2C 3C and counts for the "
        "defence, with its two bouts (E3): the Excuse is never played. The taker wins tricks 1-9 with "
        "T20-T12 (his 9 trumps and 27 low cards: 18 points) and loses the rest; the Petit goes to the "
        "defence in trick 10. Taker 18 points, 0 bouts, target 56, margin 38: S = -(25 + 38) x 6 = -378."),
    dealer=0,
    hands=[
        S("H", "1", "K") + cards("JD CD QD KD"),
        T(12, 20) + S("D", "1", "9"),
        T(1, 10) + S("C", "7", "K"),
        ["T11"] + S("S", "1", "Q") + cards("4C 5C 6C 10D"),
    ],
    chien=cards("EX T21 KS 1C 2C 3C"),
    bids=["garde-contre", "pass", "pass", "pass"],
    prefs={1: T(12, 20, down=True) + S("D", "1", "9"), 2: T(2, 10, down=True) + ["T1"]},
    expect=_expect(1, "garde-contre", 18.0, 0, 56, False, 38, None, None, -378, [378, -1134, 378, 378], []),
)

golden(
    "forced_trump_discard",
    title="Forced trump discard: exactly 6 - n trumps (E2)",
    description=(
        "Seat 0 takes a Garde; his 24 cards hold only 3 suit cards other than kings (2C 3C 4C), so the "
        "discard holds exactly 6 - 3 = 3 trumps: 2C 3C 4C T3 T4 T5 (E2). He leads KS, trumped by seat 1's "
        "T2 while seat 2 plays the Excuse (kept by the defence, X3) and seat 3 a low heart; then he wins "
        "every other trick. The defence has KS T2 EX 7H = 10 points; the taker 81 with 2 bouts (T21 and the "
        "Petit caught in trick 3): target 41, margin 40, S = (25 + 40) x 2 = 130."),
    dealer=3,
    hands=[
        ["KS", "4C"] + T(3, 18),
        ["T1", "T2"] + S("D", "1", "K") + ["1H", "2H"],
        ["EX"] + S("S", "1", "Q") + S("H", "3", "6"),
        S("H", "7", "Q") + ["1C"] + S("C", "5", "K"),
    ],
    chien=cards("KH 2C 3C T19 T20 T21"),
    bids=["garde", "pass", "pass", "pass"],
    discard=cards("2C 3C 4C T3 T4 T5"),
    prefs={0: ["KS", "T6"] + T(7, 21, down=True) + ["KH"], 1: ["T2", "1D"], 2: ["EX"]},
    expect=_expect(0, "garde", 81.0, 2, 41, True, 40, None, None, 130, [390, -130, -130, -130],
                   [[1, 2, "kept"]]),
)

golden(
    "four_kings_fifteen_trumps_poignee",
    title="Four kings and 18 trumps: triple poignée completed from the discard (B3, E2, X5)",
    description=(
        "Seat 3 takes a Garde; his 24 cards hold the 4 kings, 18 trumps and only 2C 3C as other suit cards, "
        "so he must discard 4 trumps (E2): 2C 3C T4 T5 T6 T7. He shows a triple poignée: his 14 trumps "
        "T8-T21 plus the discarded T7 (B3). He wins all 18 tricks (trumps, then the kings); seat 2 plays the "
        "Excuse to the last trick, so it changes sides to the taker (X5): 91 points, 3 bouts, target 36, "
        "margin 55. S = (25 + 55) x 2 + 40 (B4) + 200 (unannounced slam, B7) = 400."),
    dealer=2,
    hands=[
        ["T1", "T2"] + S("S", "1", "Q") + ["1H", "2H", "3H"],
        ["T3"] + S("H", "4", "Q") + S("D", "1", "7"),
        ["EX"] + S("D", "8", "Q") + ["1C"] + S("C", "4", "Q"),
        ["KS", "KH", "3C"] + T(4, 18),
    ],
    chien=cards("KD KC 2C T19 T20 T21"),
    bids=["garde", "pass", "pass", "pass"],
    discard=cards("2C 3C T4 T5 T6 T7"),
    poignees={"3": T(7, 21, down=True)},
    prefs={3: T(8, 21, down=True) + cards("KS KH KD KC")},
    expect=_expect(3, "garde", 91.0, 3, 36, True, 55, None, "taker", 400, [-400, -400, -400, 1200],
                   [[18, 2, "changed_sides"]]),
)

golden(
    "petit_au_bout_lost",
    title="Petit au bout lost by the side that played it (B5)",
    description=(
        "Seat 0 takes a Prise and wins tricks 1-8 with T21-T14 (31 points: the defence throws T2-T13, KD, "
        "CC, KC, JC and low cards on them); seat 1 then wins tricks 9-17 and leads the Petit, his last card, "
        "to the last trick, where the taker's last trump T5 must beat it (P4): the defence played the Petit, "
        "the taker wins the trick and the bonus (B5). Taker: 31 + 6 (last trick) + 12 (discard) = 49 points "
        "with 2 bouts (T21, T1), target 41, margin 8: S = (25 + 8 + 10) x 1 = 43."),
    dealer=3,
    hands=[
        ["T5"] + T(14, 21) + S("D", "1", "4") + S("C", "1", "5"),
        ["T1"] + T(6, 13) + S("D", "5", "8") + S("C", "6", "10"),
        ["T2", "T3", "KD", "CC"] + S("S", "2", "5") + ["1S"] + S("S", "7", "K") + ["1H"],
        ["T4", "EX", "KC", "JC"] + S("H", "2", "5") + ["6S"] + S("H", "6", "K"),
    ],
    chien=cards("QD CD JD 10D 9D QC"),
    bids=["prise", "pass", "pass", "pass"],
    discard=cards("QD CD JD 10D 9D QC"),
    prefs={
        0: T(14, 21, down=True) + S("D", "1", "4") + S("C", "1", "5") + ["T5"],
        1: T(6, 13, down=True) + S("D", "5", "8", down=True) + S("C", "6", "10", down=True) + ["T1"],
        2: cards("T2 T3 KD CC 2S 3S 4S 5S") + S("S", "7", "K", down=True) + ["1S", "1H"],
        3: cards("T4 KC JC 2H 3H 4H 5H 6S EX") + S("H", "6", "K", down=True),
    },
    expect=_expect(0, "prise", 49.0, 2, 41, True, 8, "taker", None, 43, [129, -43, -43, -43],
                   [[9, 3, "kept"]]),
)

golden(
    "petit_sec_cancelled",
    title="Petit sec: the deal is cancelled before the auction (D4)",
    description=(
        "Seat 2's only trump is the Petit and he has no Excuse: a petit sec. He shows it and the deal is "
        "cancelled before anyone bids (D4); the record has no bids and no tricks, the status is 'cancelled' "
        "and every score is 0 (the deal does not count in a session, G1)."),
    dealer=0,
    hands=[
        T(2, 19),
        ["T20", "T21", "EX", "1S"] + S("H", "1", "K"),
        ["T1"] + S("S", "2", "K") + S("D", "1", "4"),
        S("D", "5", "K") + S("C", "1", "8"),
    ],
    chien=S("C", "9", "K"),
    bids=[],
    play=False,
    expect=_not_played("cancelled"),
)

golden(
    "all_pass",
    title="All four players pass (A3)",
    description=(
        "Nobody bids: the four players pass in turn from the dealer's right (A1), no card is played and "
        "the deal passes to the next dealer (A3). Status 'all_pass', every score 0; unlike a petit sec, "
        "the deal counts in a session (G1)."),
    dealer=2,
    hands=copy.deepcopy(GOLDEN["worked_example_s5"]["hands"]),
    chien=cards("QD QC CD CC 9D 10D"),
    bids=["pass", "pass", "pass", "pass"],
    play=False,
    expect=_not_played("all_pass"),
)


# --------------------------------------------------------------------------- the invalid records
INVALID: dict[str, dict] = {}


def invalid(name, base, expect_error, description, mutate=None, **changes):
    spec = copy.deepcopy(GOLDEN[base]) if isinstance(base, str) else copy.deepcopy(base)
    spec.pop("expect", None)
    spec.update(changes)
    spec["name"] = name
    spec["title"] = name.replace("_", " ")
    spec["description"] = description
    spec["expect_error"] = expect_error
    spec["mutate"] = mutate
    INVALID[name] = spec


def _err(rule, trick=None, seat=None, card=None):
    return {"rule": rule, "trick": trick, "seat": seat, "card": card}


def _replace_in_hand(seat, old, new):
    def mutate(rec):
        hand = rec["hands"][seat]
        hand[hand.index(old)] = new
    return mutate


def _drop_from_hand(seat, card):
    def mutate(rec):
        rec["hands"][seat].remove(card)
    return mutate


invalid("card_twice", "worked_example_s5", _err("C1", seat=2, card="KH"),
        "Seat 2's 1H is replaced by KH, which seat 0 already holds: a card twice (C1). The error names "
        "the second holder, seat 2.",
        mutate=_replace_in_hand(2, "1H", "KH"))
invalid("unknown_card", "worked_example_s5", _err("C1", seat=1, card="T22"),
        "Seat 1 holds 'T22', which is not a card: there are 21 trumps (C1).",
        mutate=_replace_in_hand(1, "4C", "T22"))
invalid("hand_of_17", "worked_example_s5", _err("D3", seat=3),
        "Seat 3 was dealt 17 cards (9C is missing): every hand has 18 (D3).",
        mutate=_drop_from_hand(3, "9C"), check=False)
invalid("bid_not_raising", "worked_example_s5", _err("A1", seat=2),
        "Seat 1 bids Garde, then seat 2 bids Prise, which does not beat it (A1).",
        bids=["garde", "prise", "pass", "pass"], play=False)
invalid("king_in_discard", "forced_trump_discard", _err("E2", seat=0, card="KH"),
        "The taker discards KH: never a king in the discard (E2).",
        discard=cards("KH 3C 4C T3 T4 T5"), play=False)
invalid("needless_trump_discard", "excuse_last_trick_changes_sides", _err("E2", seat=0, card="T13"),
        "The taker has 15 suit cards other than kings among his 24, so no trump may go to the discard; "
        "T13 is discarded needlessly (E2).",
        discard=cards("QS QH QD QC 2S T13"), play=False)
invalid("poignee_excuse_hides_trump", "defence_slam_announced_r1", _err("B2", seat=3, card="T10"),
        "Seat 3 holds T1-T10 and the Excuse and shows the Excuse with T1-T9: showing the Excuse declares "
        "that no trump is hidden, but T10 is (B2).",
        poignees={"3": ["EX"] + T(1, 9)})
invalid("not_following_suit", "excuse_debt_paid_later", _err("P2", trick=1, seat=3, card="KD"),
        "Trick 1: hearts are led and seat 3, who holds 1H and 4H, plays KD (P2).",
        force={(1, 3): "KD"})
invalid("not_trumping", "forced_trump_discard", _err("P3", trick=1, seat=1, card="1D"),
        "Trick 1: KS is led; seat 1 has no spade but holds T1 and T2, and plays 1D instead of trumping (P3).",
        force={(1, 1): "1D"})
invalid("not_overtrumping_partner", {
    "dealer": 0,
    "hands": [
        ["T3", "T12"] + S("D", "7", "K") + S("C", "1", "8"),
        ["T1", "T2", "T4", "1H"] + S("H", "5", "K") + S("S", "1", "4"),
        ["T5", "T6"] + S("S", "5", "K") + S("D", "1", "6"),
        ["2H", "3H", "4H", "EX"] + T(7, 11) + T(13, 21),
    ],
    "chien": S("C", "9", "K"),
    "bids": ["pass", "pass", "prise", "pass"],
    "discard": S("C", "9", "Q") + ["4H"],
    "prefs": {1: ["KH"], 2: ["T5"], 3: ["2H"]},
}, _err("P4", trick=1, seat=0, card="T3"),
    "Trick 1: seat 1 leads KH, his partner seat 2 trumps with T5, the taker follows with 2H; seat 0, void "
    "in hearts, plays T3 although he holds T12: he must overtrump, even his partner (P4).",
    force={(1, 0): "T3"})
invalid("petit_sec_bid", "petit_sec_cancelled", _err("D4", seat=2),
        "Seat 2 holds a petit sec, yet the players bid: the deal is cancelled before the auction (D4).",
        bids=["pass", "prise", "pass", "pass"])


# --------------------------------------------------------------------------- writing
def invalid_record(spec: dict) -> dict:
    mutate = spec.get("mutate")
    rec = record(spec)
    if mutate:
        mutate(rec)
    return rec


def write_all() -> None:
    GOLDEN_DIR.mkdir(exist_ok=True)
    INVALID_DIR.mkdir(exist_ok=True)
    for name, spec in GOLDEN.items():
        _dump(GOLDEN_DIR / f"{name}.json", record(spec))
    for name, spec in INVALID.items():
        _dump(INVALID_DIR / f"{name}.json", invalid_record(spec))
    _dump_by_name(EXPECT_FILE, {name: spec["expect"] for name, spec in GOLDEN.items()})
    _dump_by_name(EXPECT_INVALID_FILE, {name: spec["expect_error"] for name, spec in INVALID.items()})


def _dump_by_name(path: pathlib.Path, facts: dict) -> None:
    """One line per record: ``{"name": {facts}, ...}`` (sorted by name, as the records are read)."""
    inner = ",\n".join(f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in sorted(facts.items()))
    path.write_text("{\n" + inner + "\n}\n", encoding="utf-8")


def _dump(path: pathlib.Path, rec: dict) -> None:
    lines = ["{"]
    items = list(rec.items())
    for i, (k, v) in enumerate(items):
        end = "," if i < len(items) - 1 else ""
        if k in ("hands", "tricks") and v:
            inner = ",\n".join("    " + json.dumps(x, ensure_ascii=False) for x in v)
            lines.append(f'  "{k}": [\n{inner}\n  ]{end}')
        else:
            lines.append(f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}{end}")
    lines.append("}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def show(name: str) -> None:
    spec = GOLDEN.get(name) or INVALID[name]
    rec = invalid_record(spec) if name in INVALID else record(spec)
    taker = check_auction(rec["bids"], rec["dealer"]).taker if rec["bids"] else None
    leader = taker if rec.get("slam_announced") else (rec["dealer"] + 1) % 4
    for t, trick in enumerate(rec["tricks"], 1):
        w = (leader + winner_position([int(parse_card(c)) for c in trick])) % 4
        seats = [(leader + i) % 4 for i in range(4)]
        cells = " ".join(f"{s}:{c:<4}" for s, c in zip(seats, trick, strict=True))
        print(f"{t:2d}  {cells}  -> {w}{' (taker)' if w == taker else ''}")
        leader = w


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--show":
        show(sys.argv[2])
    else:
        write_all()
        print(f"wrote {len(GOLDEN)} golden and {len(INVALID)} invalid records")
