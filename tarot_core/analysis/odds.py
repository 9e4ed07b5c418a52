"""Exact odds of what a deal holds (C2, D3, D4, B1, B2), as fractions with their counts.

Every deal of the pack is equally likely (D3 hands out a well-shuffled pack: whatever
fixed rule places the cards, a uniform shuffle makes every split equally likely). So a
probability is a count of favourable cases over a count of all cases, and both counts
come from binomial coefficients ``C(n, k)`` (``math.comb``): this module keeps them.

The pack (C1, C2) seen from the counts:

* 78 cards = 21 trumps + the Excuse + 56 suit cards (16 of them court cards, 4 kings);
* 3 bouts (C2): the Petit, the 21, the Excuse;
* a hand is 18 cards, the chien 6 (D3).

One hand is a draw of 18 cards from 78 without replacement: C(78, 18) hands, all equally
likely. Counting those with *k* cards of a kind (say bouts: 3 in the pack) is choosing the
*k* from the 3 and the 18 − k others from the 75 other cards — the hypergeometric law:

    P(k bouts) = C(3, k) · C(75, 18 − k) / C(78, 18)

The chien is the same with 6 cards instead of 18.

At the table (A3, C1, P2, P3), seen by the taker once his discard is down: how the cards of a
kind he lacks split among the three defenders' 54 cards (:func:`split_odds`), how many rounds
of trumps draw them (:func:`longest_holding`), and whether a king survives the first round of
its suit (:func:`king_survives`). The decision built on them is in
:mod:`~tarot_core.analysis.odds_table`.

>>> d = odds("chien-bouts")
>>> d.probability(1)
Fraction(3834, 19019)
>>> d.outcome(1).count, d.outcome(1).total, d.outcome(1).terms
(51778170, 256851595, 'C(3,1)·C(75,5)')
>>> sum(o.probability for o in d.outcomes)
Fraction(1, 1)
>>> odds("petit-sec-table").probability("petit-sec") == 4 * odds("petit-sec-seat").probability("petit-sec")
True
>>> [d.name for d in list_odds()][:2]
['petit-sec-seat', 'petit-sec-table']
"""
from __future__ import annotations

import html
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import comb, factorial

from ..cards import BOUT_INDICES, FIRST_TRUMP, KINGS, N_CARDS, TRUMPS
from ..catalogue import check_language, format_number, text, text_count
from ..deal import CHIEN_SIZE as CHIEN, HAND_SIZE as HAND, N_SEATS
from ..errors import USAGE, TarotError
from ..scoring import POIGNEE_BONUS, POIGNEE_SIZES as _POIGNEE_SIZE_OF

# --- the pack, as counts (C1, C2, D3): read from the rules, never restated --------------
N_TRUMPS = len(TRUMPS)        # T1 … T21; the Excuse is not a trump (C1)
N_SUIT_CARDS = FIRST_TRUMP    # the suit cards come first in the pack (56)
N_BOUTS = len(BOUT_INDICES)   # C2
N_KINGS = len(KINGS)

# B1: the poignées, smallest first, as (name, trumps shown, bonus).
POIGNEE_SIZES = tuple((name, size, POIGNEE_BONUS[size]) for name, size in _POIGNEE_SIZE_OF.items())


class UnknownOdds(KeyError):
    """No distribution by that name: the message lists those that exist."""

    def __init__(self, name: str):
        self.name = name
        super().__init__(name)

    def __str__(self) -> str:
        return text("odds.unknown", None, name=self.name, known=", ".join(names()))


@dataclass(frozen=True)
class Outcome:
    """One outcome of a distribution: its value, its probability and the counts behind it.

    ``probability == Fraction(count, total)``: ``count`` equally likely cases out of
    ``total``; ``terms`` writes the count as binomial coefficients (``C(n,k)``).
    ``label_key`` names the outcome in the catalogue; ``label_n`` is the number it counts,
    when it counts one (it then chooses the singular or the plural, and fills ``{n}``).
    """
    value: int | str
    count: int
    total: int
    terms: str
    label_key: str
    label_n: int | None = None
    probability: Fraction = Fraction(0)

    def __post_init__(self):
        object.__setattr__(self, "probability", Fraction(self.count, self.total))

    def label(self, lang: str | None = None) -> str:
        """A readable name of the outcome in French or English."""
        if self.label_n is None:
            return text(self.label_key, lang)
        return text_count(self.label_key, self.label_n, lang)


@dataclass(frozen=True)
class Distribution:
    """An exact probability law: what is observed, over what, and how it is counted.

    ``unit`` says what one observation is: ``"hand"`` (one player's 18 cards),
    ``"chien"`` (the 6 cards of the chien) or ``"deal"`` (the whole table).
    ``formula`` is the count of one outcome, in the letters used by ``derivation``.
    Its title and derivation are the catalogue's ``odds.<name>.title`` and ``odds.<name>.how``.
    """
    name: str
    rules: tuple[str, ...]
    unit: str
    formula: str
    outcomes: tuple[Outcome, ...]

    @property
    def total(self) -> int:
        """The number of equally likely cases every outcome is counted among."""
        return self.outcomes[0].total

    @property
    def values(self) -> tuple:
        return tuple(o.value for o in self.outcomes)

    def title(self, lang: str | None = None) -> str:
        return text(f"odds.{self.name}.title", lang)

    def derivation(self, lang: str | None = None) -> str:
        """How the counts are obtained, in words (French or English)."""
        return text(f"odds.{self.name}.how", lang)

    def outcome(self, value) -> Outcome:
        for o in self.outcomes:
            if o.value == value:
                return o
        raise KeyError(value)

    def probability(self, value) -> Fraction:
        """The exact probability of one outcome (a ``Fraction``)."""
        return self.outcome(value).probability

    def mean(self) -> Fraction | None:
        """The expected value when the outcomes are numbers, else None."""
        values = [o.value for o in self.outcomes]
        if not all(isinstance(v, int) for v in values):
            return None
        return sum((int(v) * o.probability for v, o in zip(values, self.outcomes)), Fraction(0))

    def rows(self, lang: str | None = None) -> list[dict]:
        """Plain data, one dict per outcome (for JSON, a table or a chart)."""
        return [{"outcome": o.value, "label": o.label(lang),
                 "numerator": o.probability.numerator, "denominator": o.probability.denominator,
                 "probability": float(o.probability), "count": o.count, "total": o.total,
                 "terms": o.terms} for o in self.outcomes]

    def __iter__(self):
        return iter(self.outcomes)

    def __len__(self) -> int:
        return len(self.outcomes)

    def _repr_html_(self) -> str:
        """A table for notebooks, in the current language: each outcome with its counts."""
        lang = check_language(None)
        head = [text(f"odds.col.{c}", lang) for c in ("outcome", "probability", "fraction", "count", "counted_as")]
        cells = "".join(
            f"<tr><td>{html.escape(o.label(lang))}</td><td>{format_number(float(o.probability), lang, digits=6)}</td>"
            f"<td>{o.probability}</td><td style='text-align:right'>{format_number(o.count, lang, grouping=True)}</td>"
            f"<td>{html.escape(o.terms)}</td></tr>" for o in self.outcomes)
        foot = text("odds.out_of", lang, total=format_number(self.total, lang, grouping=True))
        return (f"<table><caption>{html.escape(self.title(lang))} "
                f"({', '.join(self.rules)}) — {html.escape(foot)}</caption><thead><tr>"
                + "".join(f"<th>{html.escape(h)}</th>" for h in head)
                + f"</tr></thead><tbody>{cells}</tbody></table>")


def _outcome(value, count, total, terms, key, n=None) -> Outcome:
    return Outcome(value=value, count=count, total=total, terms=terms, label_key=key, label_n=n)


# --- counting helpers ---------------------------------------------------------------
def hypergeometric_count(special: int, drawn: int, k: int, pack: int = N_CARDS) -> int:
    """Draws of ``drawn`` cards from ``pack`` holding exactly ``k`` of ``special`` marked cards.

    C(special, k) · C(pack − special, drawn − k); zero when impossible.

    >>> hypergeometric_count(3, 6, 3)   # the three bouts all in the chien: C(3,3)·C(75,3)
    67525
    """
    if k < 0 or k > special or drawn - k < 0 or drawn - k > pack - special:
        return 0
    return comb(special, k) * comb(pack - special, drawn - k)


def deals_count(cards: int, piles: tuple[int, ...]) -> int:
    """The ways to split ``cards`` distinct cards into named piles of the given sizes.

    The multinomial cards! / (p1! · p2! · …); a whole deal (D3) is 78 into 18, 18, 18, 18, 6.
    """
    if sum(piles) != cards:
        raise ValueError("the piles must use every card")
    out = factorial(cards)
    for p in piles:
        out //= factorial(p)
    return out


def _hyper(name, rules, unit, special, special_sym, drawn, label_key) -> Distribution:
    """A hypergeometric law: ``k`` marked cards among ``drawn`` cards of the pack.

    Each outcome is labelled by the catalogue's *label_key* with ``{n}`` = k.
    """
    others = N_CARDS - special
    total = comb(N_CARDS, drawn)
    top = min(special, drawn)
    outs = tuple(
        _outcome(k, hypergeometric_count(special, drawn, k), total,
                 f"C({special},{k})·C({others},{drawn - k})", label_key, k)
        for k in range(top + 1))
    formula = f"C({special},{special_sym})·C({others},{drawn}−{special_sym}) / C({N_CARDS},{drawn})"
    return Distribution(name, rules, unit, formula, outs)


# --- the distributions --------------------------------------------------------------
def _petit_sec_seat() -> Distribution:
    """D4 for one given seat: the Petit, no other trump, no Excuse, 17 suit cards."""
    total = comb(N_CARDS, HAND)
    yes = comb(1, 1) * comb(N_TRUMPS - 1, 0) * comb(1, 0) * comb(N_SUIT_CARDS, HAND - 1)
    outs = (
        _outcome("petit-sec", yes, total, "C(56,17)", "odds.label.petit_sec"),
        _outcome("no-petit-sec", total - yes, total, "C(78,18) − C(56,17)", "odds.label.no_petit_sec"),
    )
    return Distribution("petit-sec-seat", ("D4", "D3"), "hand", "C(56,17) / C(78,18)", outs)


def _petit_sec_table() -> Distribution:
    """D4 at the table: some hand of the four is a petit sec, so the deal is cancelled.

    Inclusion–exclusion over the four hands: P(A1 ∪ … ∪ A4) = Σ P(Ai) − Σ P(Ai ∩ Aj) + …
    Every intersection is empty (only one hand can hold the Petit), so the union is
    exactly 4 × the one-seat value, counted here over whole deals.
    """
    total = deals_count(N_CARDS, (HAND,) * N_SEATS + (CHIEN,))
    rest = deals_count(N_CARDS - HAND, (HAND,) * (N_SEATS - 1) + (CHIEN,))
    one_seat = comb(N_SUIT_CARDS, HAND - 1) * rest         # N1: seat i is a petit sec
    pairs = 0                                               # N2 = N3 = N4 = 0: one Petit
    yes = comb(4, 1) * one_seat - comb(4, 2) * pairs + comb(4, 3) * 0 - comb(4, 4) * 0
    outs = (
        _outcome("petit-sec", yes, total, "4·C(56,17)·M(60) − 6·0 + 4·0 − 0", "odds.label.petit_sec_table"),
        _outcome("no-petit-sec", total - yes, total, "M(78) − 4·C(56,17)·M(60)", "odds.label.no_petit_sec"),
    )
    return Distribution("petit-sec-table", ("D4", "D3"), "deal", "4·C(56,17) / C(78,18)", outs)


def _chien_bouts() -> Distribution:
    return _hyper("chien-bouts", ("C2", "D3"), "chien", N_BOUTS, "b", CHIEN, "odds.label.bouts")


def _chien_kings() -> Distribution:
    return _hyper("chien-kings", ("C1", "D3"), "chien", N_KINGS, "r", CHIEN, "odds.label.kings")


def _dealt_bouts() -> Distribution:
    return _hyper("dealt-bouts", ("C2", "D3"), "hand", N_BOUTS, "b", HAND, "odds.label.bouts")


def _hand_trumps() -> Distribution:
    return _hyper("hand-trumps", ("C1", "D3"), "hand", N_TRUMPS, "t", HAND, "odds.label.trumps")


def _hand_trumps_excuse() -> Distribution:
    return _hyper("hand-trumps-excuse", ("C1", "B2", "D3"), "hand", N_TRUMPS + 1, "a", HAND,
                  "odds.label.trumps_excuse")


def poignee_level(trumps: int, excuse: bool) -> str:
    """B1/B2: the best poignée a dealt hand can show: 'none', 'simple', 'double' or 'triple'.

    A size n (10, 13, 15) can be shown with n trumps, or with n − 1 trumps and the Excuse
    (which then declares no trump hidden, B2). Both cases are "trumps + Excuse ≥ n", so the
    best level depends on that total only.

    >>> poignee_level(9, True), poignee_level(9, False), poignee_level(12, True), poignee_level(15, False)
    ('simple', 'none', 'double', 'triple')
    """
    held = trumps + (1 if excuse else 0)
    best = "none"
    for level, size, _bonus in POIGNEE_SIZES:
        if held >= size:
            best = level
    return best


def _poignee() -> Distribution:
    """B1/B2: the best poignée a dealt hand can show, from the trumps + Excuse total."""
    total = comb(N_CARDS, HAND)
    sizes = [size for _, size, _ in POIGNEE_SIZES]
    bounds = [("none", 0, sizes[0] - 1, None)] + [
        (level, size, (sizes[i + 1] - 1 if i + 1 < len(sizes) else HAND), size)
        for i, (level, size, _bonus) in enumerate(POIGNEE_SIZES)]
    outs = tuple(
        _outcome(level, sum(hypergeometric_count(N_TRUMPS + 1, HAND, a) for a in range(lo, hi + 1)),
                 total, f"Σ_{{a={lo}..{hi}}} C(22,a)·C(56,18−a)", f"odds.label.poignee.{level}", n)
        for level, lo, hi, n in bounds)
    return Distribution("poignee", ("B1", "B2", "D3"), "hand", "Σ_a C(22,a)·C(56,18−a) / C(78,18)", outs)


_BUILDERS = {
    "petit-sec-seat": _petit_sec_seat,
    "petit-sec-table": _petit_sec_table,
    "chien-bouts": _chien_bouts,
    "chien-kings": _chien_kings,
    "dealt-bouts": _dealt_bouts,
    "hand-trumps": _hand_trumps,
    "hand-trumps-excuse": _hand_trumps_excuse,
    "poignee": _poignee,
}


def names() -> tuple[str, ...]:
    """The names of every distribution this module knows, in a teaching order."""
    return tuple(_BUILDERS)


@cache
def odds(name: str) -> Distribution:
    """The exact distribution called *name* (see :func:`names`); UnknownOdds otherwise."""
    try:
        build = _BUILDERS[name]
    except (KeyError, TypeError):
        raise UnknownOdds(name) from None
    return build()


def list_odds() -> list[Distribution]:
    """Every distribution, in the order of :func:`names`."""
    return [odds(n) for n in names()]


# --- at the table: how the unseen cards of a kind fall among the other hands ------------------
# Seen from the taker once his discard is down (E1, E4): he knows his 18 cards and his 6 discarded
# ones, so the other 54 cards are the three defenders' hands, 18 each, every split equally likely.
DEFENDERS = N_SEATS - 1                  # A3: the taker plays alone against three
SUIT_SIZE = (N_SUIT_CARDS // N_KINGS)    # C1: 14 cards in each suit


@dataclass(frozen=True)
class Split:
    """One way *missing* cards of a kind lie in the hidden hands: ``pattern`` longest first
    (``(4, 3, 3)``), ``count`` of the ``total`` equally likely placings, and its probability."""
    pattern: tuple[int, ...]
    count: int
    total: int

    @property
    def probability(self) -> Fraction:
        return Fraction(self.count, self.total)

    @property
    def name(self) -> str:
        """The pattern as players say it: ``"4-3-3"``."""
        return "-".join(map(str, self.pattern))


def _check_counts(**values: int) -> None:
    """Counts are whole numbers, 0 or more: anything else is a one-line usage error (no coercion)."""
    for field, value in values.items():
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise TarotError(USAGE, "odds.err.count", field=field, value=value)


def split_odds(missing: int, hands: int = DEFENDERS, hand_size: int = HAND) -> tuple[Split, ...]:
    """How *missing* cards of a kind split among *hands* hidden hands of *hand_size* cards each.

    Every placing of the missing cards among the ``hands × hand_size`` hidden places is equally
    likely (D3), so a pattern (a, b, c) is counted as C(18,a)·C(18,b)·C(18,c) placings for each
    way of giving its numbers to the hands, out of C(54, missing). Most likely first.

    The taker holds 11 trumps after the discard: the other 10 (C1: 21 trumps) split among the
    three defenders (A3) — 5-3-2 is the likeliest pattern, the even 4-3-3 only second:

    >>> s = split_odds(10)
    >>> [(x.name, round(float(x.probability), 4)) for x in s[:3]]
    [('5-3-2', 0.2682), ('4-3-3', 0.2554), ('4-4-2', 0.1796)]
    >>> next(x for x in s if x.name == "4-3-3").count == 3 * comb(18, 4) * comb(18, 3) ** 2
    True
    >>> sum(x.probability for x in s)
    Fraction(1, 1)
    """
    _check_counts(missing=missing, hands=hands, hand_size=hand_size)
    if hands < 1 or hand_size < 1:
        raise TarotError("C1", "odds.err.hands", hands=hands, hand_size=hand_size)
    places = hands * hand_size
    if missing > places:
        raise TarotError("C1", "odds.err.missing", missing=missing, places=places)
    total = comb(places, missing)
    out = []

    def patterns(left: int, slots: int, top: int):
        if slots == 0:
            if left == 0:
                yield ()
            return
        for first in range(min(top, hand_size, left), -1, -1):
            if first * slots >= left:
                for rest in patterns(left - first, slots - 1, first):
                    yield (first, *rest)

    for pattern in patterns(missing, hands, missing):
        ways = 1
        for a in pattern:
            ways *= comb(hand_size, a)
        orders = factorial(hands)
        for a in set(pattern):
            orders //= factorial(pattern.count(a))
        out.append(Split(pattern, orders * ways, total))
    return tuple(sorted(out, key=lambda s: (-s.count, s.pattern)))


def longest_holding(missing: int, hands: int = DEFENDERS, hand_size: int = HAND) -> dict[int, Fraction]:
    """P(the longest hidden hand holds exactly n of the missing cards), for each n.

    For trumps this is the number of rounds of trumps the taker needs to draw them all: a trump
    led must be followed with a trump by whoever holds one (P2, P3), so each round takes one
    from every defender who still has some — unless a defender plays the Excuse instead (X1),
    which costs one more round.

    >>> r = longest_holding(10)
    >>> r[4] == next(s.probability for s in split_odds(10) if s.name == "4-3-3") + \\
    ...     next(s.probability for s in split_odds(10) if s.name == "4-4-2")
    True
    """
    out: dict[int, Fraction] = {}
    for s in split_odds(missing, hands, hand_size):
        out[s.pattern[0]] = out.get(s.pattern[0], Fraction(0)) + s.probability
    return dict(sorted(out.items()))


def some_hand_holds_at_least(n: int, missing: int, hands: int = DEFENDERS,
                             hand_size: int = HAND) -> Fraction:
    """P(at least one hidden hand holds *n* or more of the *missing* cards).

    >>> round(float(some_hand_holds_at_least(5, 10)), 4)      # one defender with 5+ of 10 trumps
    0.565
    """
    _check_counts(n=n)
    return sum((s.probability for s in split_odds(missing, hands, hand_size) if s.pattern[0] >= n),
               Fraction(0))


def every_hand_holds_at_least(n: int, missing: int, hands: int = DEFENDERS,
                              hand_size: int = HAND) -> Fraction:
    """P(each hidden hand holds *n* or more of the *missing* cards).

    With n = 1: no defender is void in the suit, so a king led the first time its suit is
    played is followed by all three and is not trumped (P2, P3); with n = 2, it also survives
    the second round of the suit.

    >>> every_hand_holds_at_least(1, 3) == Fraction(18 ** 3, comb(54, 3))
    True
    """
    _check_counts(n=n)
    return sum((s.probability for s in split_odds(missing, hands, hand_size) if s.pattern[-1] >= n),
               Fraction(0))


def king_survives(held: int, discarded: int = 0, rounds: int = 1) -> Fraction:
    """The chance that a king the taker leads in the *rounds*-th round of its suit is not trumped
    because no defender is void of that suit yet (P2, P3; the basic bot's ``cash_a_king``).

    *held*: the cards of the suit in the taker's hand, the king included; *discarded*: those
    he put in his discard (E1, E2: never the king). The other ``14 − held − discarded`` (C1) are
    among the three defenders' 54 cards. A void defender holding no trump could not trump
    (P5), so this is the chance that nobody *can* — a slight underestimate of surviving.

    >>> f = king_survives(4)         # the king and 3 small ones: 10 hearts out
    >>> round(float(f), 4), round(float(king_survives(4, rounds=2)), 4)
    (0.9681, 0.7577)
    >>> try:
    ...     king_survives(10, discarded=4)     # the whole suit known: nothing left to follow
    ... except TarotError as e:
    ...     print(e.detail("en"))
    with 14 cards of the suit held or discarded, none is left for the defence (14 in a suit).
    """
    _check_counts(held=held, discarded=discarded, rounds=rounds)
    if held < 1 or rounds < 1:
        raise TarotError("C1", "odds.err.king", held=held, rounds=rounds)
    missing = SUIT_SIZE - held - discarded
    if missing <= 0:
        raise TarotError("C1", "odds.err.suit", known=held + discarded, size=SUIT_SIZE)
    return every_hand_holds_at_least(rounds, missing)
