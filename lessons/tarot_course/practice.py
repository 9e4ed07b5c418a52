"""The practice cases of the lessons: piles, hands, auctions, tricks and whole deals to work on.

Each builder draws from the lesson's random stream (``lesson_rng``) or a seed, so the same
seed gives the same cases on every machine; every deal, legal card and refereed outcome comes
from ``tarot_core`` (D3, D4, A1, P2–P5, X1, and the referee for whole deals).

>>> from tarot_course.seed import lesson_rng
>>> pile = random_pile(lesson_rng(9), 6, counting=2)
>>> len(pile), sum(1 for c in pile if c.half_points > 1)
(6, 2)
>>> from tarot_core.play import legal_cards
>>> answers = set()
>>> for seed in range(1, 9):
...     hand, so_far, asked = overtrump_case(lesson_rng(seed))
...     answers.add(asked in legal_cards(hand, so_far))
>>> sorted(answers)                  # P4: sometimes the asked trump may be played, sometimes not
[False, True]
"""
from __future__ import annotations

import random

from tarot_core.cards import DECK, Card, bouts_in, parse_card, parse_cards, sort_key
from tarot_core.deal import N_SEATS, deal
from tarot_core.errors import TarotError
from tarot_core.play import legal_cards
from tarot_core.scoring import Facts, score, score_facts, target_for
from tarot_core.table import FOUR_PLAYERS


# --------------------------------------------------------------------------- piles and cards (C1–C4)
def random_pile(rng: random.Random, n: int = 6, counting: int = 2) -> tuple:
    """*n* cards, *counting* of them counting cards (bouts, kings, queens, cavaliers, jacks), sorted."""
    highs = [c for c in DECK if c.half_points > 1]
    lows = [c for c in DECK if c.half_points == 1]
    cards = rng.sample(highs, counting) + rng.sample(lows, n - counting)
    return tuple(sorted(cards, key=sort_key))


def bout_pile(rng: random.Random, n: int = 8) -> tuple:
    """*n* cards holding one to three bouts among look-alikes (trumps 2 and 20, kings, a star-less ace…)."""
    bouts = rng.sample([parse_card(x) for x in ("T1", "T21", "EX")], rng.randint(1, 3))
    decoys = [parse_card(x) for x in ("T2", "T20", "T19", "T3", "KS", "KH", "1C", "1D", "QS")]
    others = rng.sample([c for c in decoys], min(n - len(bouts), len(decoys)))
    return tuple(sorted(bouts + others, key=sort_key))


#: the parts of the pack ``pack_part`` draws from: what each keeps of the 78 cards
_PACK_PARTS = {
    "kings": lambda c: c.suit is not None and c.rank == 14,
    "bouts": lambda c: c.is_bout,
    "trumps": lambda c: c.is_trump,
    "courts": lambda c: c.suit is not None and c.rank >= 11,
}


def pack_part(rng: random.Random) -> tuple:
    """A part of the pack drawn from *rng* (C3 practice: what the rest of the pack makes): the four
    kings, the three bouts, the 21 trumps, the 16 court cards or one suit's 14 cards.

    >>> sorted(len(pack_part(random.Random(n))) for n in range(30))[0] >= 3
    True
    """
    kind = rng.choice(sorted(_PACK_PARTS) + ["suit"])
    if kind == "suit":
        suit = rng.choice(sorted({c.suit for c in DECK if c.suit is not None}, key=str))
        return tuple(c for c in DECK if c.suit == suit)
    return tuple(c for c in DECK if _PACK_PARTS[kind](c))


def random_court_card(rng: random.Random):
    """A card worth more than 0.5 that is not a bout (a king, queen, cavalier or jack)."""
    return rng.choice([c for c in DECK if c.half_points > 1 and not c.is_bout])


def court_and_low(rng: random.Random) -> tuple:
    """A court card (king, queen, cavalier or jack) and a low card: one pair of C4."""
    return random_court_card(rng), rng.choice([c for c in DECK if c.half_points == 1])


def random_court_cards(rng: random.Random, n: int = 2) -> tuple:
    """*n* different court cards (kings, queens, cavaliers, jacks)."""
    return tuple(rng.sample([c for c in DECK if c.half_points > 1 and not c.is_bout], n))


# --------------------------------------------------------------------------- points and targets (S1–S2)
def random_points(rng: random.Random, bouts: int, spread: int = 8, half: bool | None = None) -> float:
    """Points the taker can have with *bouts* bouts, close to the target (``half=True``: with a half point).

    A half point needs a bout (X5: it comes with the Excuse going over alone), so ``half=True``
    with no bout is refused rather than searched for ever.
    """
    target = target_for(bouts)
    if half and bouts == 0:
        raise ValueError("random_points: a half point needs at least one bout (X5)")
    while True:
        points = target + rng.randint(-2 * spread, 2 * spread) / 2
        if half is not None and (points != int(points)) != half:
            continue
        try:
            score_facts(contract="prise", points=points, bouts=bouts)
            return points
        except TarotError:                                         # pragma: no cover - rare
            continue


CONTRACT_CODES = ("prise", "garde", "garde-sans", "garde-contre")


def random_score_facts(rng: random.Random, *, contracts=CONTRACT_CODES, bouts=(0, 1, 2, 3),
                       points=(20, 70), petit_au_bout=(None, "taker", "defence"),
                       poignees=((), ("simple",)), want=None, tries: int = 10_000, players: int = 4):
    """A random score-sheet entry the core accepts (its ScoreResult): by default any contract,
    20 to 70 points in half points, 0–3 bouts, a petit au bout or not, a simple poignée or not.

    Each keyword narrows one fact to the values given (``contracts=["prise"]``, ``bouts=[2]``,
    ``petit_au_bout=[None]``, ``poignees=[()]`` for no poignée, ``points=(lo, hi)`` in whole
    points; ``players=3`` or ``5``: the attack's points at that table, V8); ``want(result)`` may
    ask more of the core's result (``lambda r: not r.made``).
    Facts that cannot happen (a half point without a bout, X5; petit au bout to a taker without
    the Petit, B5 …) are drawn again: the core's ``Facts.make`` decides, never this function.

    >>> r = random_score_facts(random.Random(3), contracts=["garde"], bouts=[2],
    ...                        want=lambda r: not r.made)
    >>> r.facts.contract.code, r.facts.taker_bouts, r.made
    ('garde', 2, False)
    """
    lo, hi = points
    for _ in range(tries):
        try:
            result = score(Facts.make(rng.choice(list(contracts)), rng.randint(lo, hi) + rng.choice([0, 0.5]),
                                      rng.choice(list(bouts)), petit_au_bout=rng.choice(list(petit_au_bout)),
                                      poignees=list(rng.choice(list(poignees))), players=players))
        except TarotError:
            continue
        if want is None or want(result):
            return result
    raise LookupError(f"random_score_facts: no facts the core accepts fit after {tries} draws")


# --------------------------------------------------------------------------- deal, auction, chien (D3–D4, A1, E1)
def petit_sec_hand(rng: random.Random, kind: str = "sec"):
    """An 18-card hand built around the Petit: ``sec`` (only trump, no Excuse, several court cards),
    ``excuse`` (the Petit and the Excuse) or ``trump`` (the Petit and one more trump)."""
    suit_cards = [c for c in DECK if c.suit is not None]
    courts = [c for c in suit_cards if c.rank >= 11]
    others = [c for c in suit_cards if c.rank < 11]
    cards = [parse_card("T1")]
    if kind == "excuse":
        cards.append(parse_card("EX"))
    elif kind == "trump":
        cards.append(rng.choice([c for c in DECK if c.is_trump and c.code != "T1"]))
    n_courts = rng.randint(3, 6)
    cards += rng.sample(courts, n_courts)
    cards += rng.sample(others, FOUR_PLAYERS.hand_size - len(cards))
    return tuple(sorted(cards, key=sort_key))


def short_suits_case(rng: random.Random) -> tuple[tuple, tuple]:
    """A taker's hand and chien (18 + 6 cards) rich in trumps and short of suit cards, so that E2
    may force trumps into the discard: one to three kings, four to seven other suit cards, and
    trumps (bouts included) with perhaps the Excuse for the rest. The core's count of the trumps
    that must go is then 0, 1 or 2, depending on the draw. Never the four kings, hence never the
    rare case of B3 (four kings and at least 15 trumps), which the edge-case lab shows.

    >>> from tarot_core.discard import discard_trumps_needed
    >>> from tarot_course.seed import lesson_rng
    >>> cases = [short_suits_case(lesson_rng(s)) for s in range(1, 21)]
    >>> sorted({discard_trumps_needed(h + ch) for h, ch in cases})     # the answer varies
    [0, 1, 2]
    >>> max(sum(c.is_king for c in h + ch) for h, ch in cases), {(len(h), len(ch)) for h, ch in cases}
    (3, {(18, 6)})
    """
    kings = rng.sample([c for c in DECK if c.is_king], rng.randint(1, 3))
    plain = rng.sample([c for c in DECK if c.suit is not None and not c.is_king], rng.randint(4, 7))
    hand, chien = FOUR_PLAYERS.hand_size, FOUR_PLAYERS.chien_size
    rest = rng.sample([c for c in DECK if c.suit is None], hand + chien - len(kings) - len(plain))
    pool = kings + plain + rest
    rng.shuffle(pool)
    return tuple(sorted(pool[:hand], key=sort_key)), tuple(sorted(pool[hand:], key=sort_key))


def random_auction(rng: random.Random) -> list[str]:
    """Four random legal bids (A1), as words: 'pass', 'prise', 'garde', 'garde-sans', 'garde-contre'."""
    from tarot_core.analysis.simulate import random_bids
    while True:
        bids = random_bids(rng.random)
        if any(bids):
            return ["pass" if b is None else b.code for b in bids]


def taker_cards(d, seat: int) -> tuple:
    """The taker's 24 cards after a Prise or a Garde: the hand and the chien (E1)."""
    return tuple(sorted(tuple(d.hands[seat]) + tuple(d.chien), key=sort_key))


# --------------------------------------------------------------------------- tricks (P2–P6, X1–X2)
def random_trick(rng: random.Random, seed: int, tries: int = 60):
    """A hand and a trick so far (1–3 cards played legally by the others) where the rules bite:
    some cards of the hand are playable and some are not (P2–P5). Returns (hand, trick)."""
    for k in range(tries):
        d = deal(seed=seed * 1000 + k)
        lead = rng.randrange(N_SEATS)
        before = rng.randint(1, 3)
        trick: list[Card] = []
        for i in range(before):
            seat_hand = d.hands[(lead + i) % N_SEATS]
            trick.append(rng.choice(legal_cards(seat_hand, trick)))
        me = d.hands[(lead + before) % N_SEATS]
        legal = legal_cards(me, trick)
        trumps_in = any(c.is_trump for c in trick)
        if 1 < len(legal) < len(me) - 4 and (trumps_in or k > tries // 2):
            return tuple(sorted(me, key=sort_key)), tuple(trick)
    return tuple(sorted(me, key=sort_key)), tuple(trick)                 # pragma: no cover


def random_full_trick(rng: random.Random, seed: int) -> tuple:
    """Four cards played legally (P2–P5, X1) from a deal of the core, from the leader."""
    d = deal(seed=seed)
    lead = rng.randrange(N_SEATS)
    trick: list[Card] = []
    for i in range(N_SEATS):
        trick.append(rng.choice(legal_cards(d.hands[(lead + i) % N_SEATS], trick)))
    return tuple(trick)


def overtrump_case(rng: random.Random, kind: str | None = None):
    """P4 over a partner: (your hand, the trick so far, the trump you are asked about).

    The taker led a suit you lack and your partner trumped. Three cases, so that the answer to
    "may you play this trump?" is not always the same: ``"over"`` — you hold a trump above the
    partner's and you are asked about a lower one (no: P4, overtrump even a partner);
    ``"both_higher"`` — both your trumps beat the partner's (yes: either one overtrumps);
    ``"none_higher"`` — neither does (yes: P4 lets you undertrump). *kind* None draws one, the
    first twice as often as each other (half the answers are "no")."""
    kind = kind or rng.choice(["over", "over", "both_higher", "none_higher"])
    if kind == "over":
        partner = rng.randint(8, 16)
        high, low = rng.randint(partner + 1, 20), rng.randint(2, partner - 1)
    elif kind == "both_higher":
        partner = rng.randint(2, 12)
        low = rng.randint(partner + 1, 19)
        high = rng.randint(low + 1, 20)
    elif kind == "none_higher":
        partner = rng.randint(10, 20)
        high = rng.randint(3, partner - 1)
        low = rng.randint(2, high - 1)
    else:
        raise ValueError(f"overtrump_case: kind must be 'over', 'both_higher' or 'none_higher', not {kind!r}")
    led = rng.choice(["7H", "9S", "4D", "8C", "JH", "3S"])
    void = parse_card(led).suit
    plain = [c for c in DECK if c.suit is not None and c.suit != void and c.rank < 11]
    hand = [parse_card(f"T{high}"), parse_card(f"T{low}")] + rng.sample(plain, 3)
    return tuple(sorted(hand, key=sort_key)), (parse_card(led), parse_card(f"T{partner}")), parse_card(f"T{low}")


def excuse_led_trick(rng: random.Random, kind: str | None = None) -> tuple:
    """A trick opened by the Excuse (X2): the Excuse, then three cards.

    ``kind="trump"``: one of the three is a trump, which wins (P6); ``kind="suit"``: no trump,
    and the highest card of the suit the second card set wins — a card of another suit may be
    thrown off, and it never wins. *kind* None draws one of the two, so that either can be the
    answer to "which card wins?"."""
    kind = kind or rng.choice(["trump", "suit"])
    suit = rng.choice("SHDC")
    ranks = ["2", "5", "7", "9", "10", "J", "C", "Q", "K"]
    if kind == "trump":
        led = rng.sample(ranks, 2)
        rest = [f"{led[0]}{suit}", f"{led[1]}{suit}", rng.choice([f"T{k}" for k in range(2, 21)])]
        rng.shuffle(rest)
    elif kind == "suit":
        first, *others = rng.sample(ranks, 3)
        other_suit = rng.choice([x for x in "SHDC" if x != suit])
        third = rng.choice([f"{others[1]}{suit}", f"{rng.choice(ranks)}{other_suit}"])
        followers = [f"{others[0]}{suit}", third]
        rng.shuffle(followers)
        rest = [f"{first}{suit}"] + followers            # the second card of the trick sets the suit
    else:
        raise ValueError(f"excuse_led_trick: kind must be 'trump' or 'suit', not {kind!r}")
    return tuple(parse_cards(["EX"] + rest))


# --------------------------------------------------------------------------- whole deals, refereed
def seeded_outcome(seed: int, want=lambda outcome: outcome.status == "played", tries: int = 2000):
    """The first random legal deal from *seed* on (``simulate.random_record``) whose referee outcome
    satisfies *want*: ``(seed used, record, outcome)``. Same seed, same case, on every machine."""
    from tarot_core.analysis.simulate import random_record
    from tarot_core.referee import referee
    for s in range(seed, seed + tries):
        record = random_record(seed=s)
        outcome = referee(record)
        if want(outcome):
            return s, record, outcome
    raise LookupError(f"no deal from seed {seed} to {seed + tries - 1} fits")


def bot_outcome(seed: int, want=lambda outcome: outcome.status == "played", tries: int = 200):
    """The first deal from *seed* on played to its end by four basic bots (``analysis.bots.BasicBot``,
    each seeded: their bids, discards and cards follow the rules of thumb the lessons teach) whose
    outcome satisfies *want*: ``(seed used, record, outcome)``. The core deals (D3), the bots act
    through a ``GameState`` that checks every action, and the outcome is the referee's.

    Unlike random play, bot play gives deals a table would see: a Prise or a Garde taken on a hand
    worth it, a sensible discard, points close to the target.

    >>> s, record, out = bot_outcome(1)
    >>> out.status, out.contract.code, len(record.tricks)
    ('played', 'prise', 18)
    """
    from tarot_core.analysis.bots import BasicBot, play_deal
    from tarot_core.game import GameState
    for s in range(seed, seed + tries):
        state = play_deal(GameState.new(seed=s, dealer=s % N_SEATS),
                          [BasicBot(seed=s * N_SEATS + i) for i in range(N_SEATS)])
        outcome = state.outcome()
        if want(outcome):
            return s, state.record(), outcome
    raise LookupError(f"no bot-played deal from seed {seed} to {seed + tries - 1} fits")


def excuse_side(outcome) -> str:
    """X3–X5: the side whose cards hold the Excuse at the end of the refereed deal *outcome*,
    ``'taker'`` or ``'defence'`` (the referee's piles: where the exchange, the debt or the last
    trick left it).

    >>> from tarot_core.io.golden import golden_records
    >>> from tarot_core.referee import referee
    >>> excuse_side(referee(golden_records()["defence_slam_announced_r1"]))
    'taker'
    """
    return "taker" if any(c.is_excuse for c in outcome.taker_cards) else "defence"


def excuse_last_case(seed: int):
    """X5: a random legal deal (from *seed* on) in which the Excuse is played to the last trick and
    changes sides: ``(seed used, outcome, side that played it, side that won the last trick, side
    that ends with it)``, each side 'taker' or 'defence'. Depending on the seed the Excuse is the
    taker's or a defender's, and its own side or the other wins the last trick — the referee says
    where it ends (always the other side, X5; never the X6 sweep, which this case leaves out).

    The deals tried are drawn from a stream of *seed* (not *seed*, *seed* + 1 …), so that two
    neighbouring seeds give two different deals. Random legal play seldom keeps the Excuse to the
    last trick (35 to 755 deals tried for seeds 3, 77, 1 234, 5 and 99 999), so a deal is written as
    a record and refereed only when it holds the Excuse in its last trick: X5 needs it there (issue 26,
    lesson 9's first widget waited up to 2.5 s for the record and the referee of every deal)."""
    from tarot_core.analysis.simulate import play_random_deal, random_record
    from tarot_core.referee import referee
    stream = random.Random(f"excuse-last/{seed}")
    for _ in range(5000):
        s = stream.randrange(1, 2**31)
        played = play_random_deal(random.Random(s))                 # the deal random_record(seed=s) writes
        if played.status != "played" or not any(c.is_excuse for c in played.tricks[-1].cards):
            continue                                                # X5: not played to the last trick
        record = random_record(seed=s)
        outcome = referee(record)
        if outcome.status == "played" and any(e.event == "changed_sides" for e in outcome.excuse_events):
            break
    else:                                                           # pragma: no cover - about 1 deal in 300 fits
        raise LookupError(f"excuse_last_case: no deal from seed {seed} plays the Excuse to the last trick")
    event = next(e for e in outcome.excuse_events if e.event == "changed_sides")
    played_by = "taker" if event.seat == outcome.taker else "defence"
    last = outcome.tricks[-1].winner
    won_by = "taker" if last == outcome.taker else "defence"
    return s, outcome, played_by, won_by, excuse_side(outcome)


def played_piles(seed: int):
    """The taker's and the defence's cards at the end of a random legal deal (refereed by the core)."""
    return seeded_outcome(seed, tries=200)[2]


def dealt_versus_end(seed: int):
    """A random legal deal whose taker was dealt a different number of bouts than he ends with (S1):
    ``(record, outcome, bouts dealt)``."""
    from tarot_core.analysis.simulate import random_record
    from tarot_core.referee import referee
    for s in range(seed, seed + 500):
        rec = random_record(s)
        out = referee(rec)
        if out.status == "played":
            dealt = bouts_in(parse_cards(rec["hands"][out.taker]))
            if dealt != out.taker_bouts:
                return rec, out, dealt
    raise RuntimeError("no such deal found")                       # pragma: no cover
