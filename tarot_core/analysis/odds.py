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
from functools import lru_cache
from math import comb, factorial

# --- the pack, as counts (C1, C2, D3) -------------------------------------------------
N_CARDS = 78
N_TRUMPS = 21             # T1 … T21; the Excuse is not a trump (C1)
N_SUIT_CARDS = 56
N_BOUTS = 3               # C2
N_KINGS = 4
HAND = 18                 # D3
CHIEN = 6                 # D3
N_SEATS = 4

# B1: sizes of the poignées, smallest first, and their bonus.
POIGNEE_SIZES = (("simple", 10, 20), ("double", 13, 30), ("triple", 15, 40))


class UnknownOdds(KeyError):
    """No distribution by that name: the message lists those that exist."""

    def __init__(self, name: str):
        self.name = name
        super().__init__(name)

    def __str__(self) -> str:
        return f"unknown distribution {self.name!r}; known: {', '.join(names())}"


@dataclass(frozen=True)
class Outcome:
    """One outcome of a distribution: its value, its probability and the counts behind it.

    ``probability == Fraction(count, total)``: ``count`` equally likely cases out of
    ``total``; ``terms`` writes the count as binomial coefficients (``C(n,k)``).
    """
    value: int | str
    count: int
    total: int
    terms: str
    label_fr: str
    label_en: str
    probability: Fraction = Fraction(0)

    def __post_init__(self):
        object.__setattr__(self, "probability", Fraction(self.count, self.total))

    def label(self, lang: str | None = None) -> str:
        """A readable name of the outcome in French or English."""
        return self.label_fr if _lang(lang) == "fr" else self.label_en


@dataclass(frozen=True)
class Distribution:
    """An exact probability law: what is observed, over what, and how it is counted.

    ``unit`` says what one observation is: ``"hand"`` (one player's 18 cards),
    ``"chien"`` (the 6 cards of the chien) or ``"deal"`` (the whole table).
    ``formula`` is the count of one outcome, in the letters used by ``derivation``.
    """
    name: str
    title_fr: str
    title_en: str
    rules: tuple[str, ...]
    unit: str
    formula: str
    derivation_fr: str
    derivation_en: str
    outcomes: tuple[Outcome, ...]

    @property
    def total(self) -> int:
        """The number of equally likely cases every outcome is counted among."""
        return self.outcomes[0].total

    @property
    def values(self) -> tuple:
        return tuple(o.value for o in self.outcomes)

    def title(self, lang: str | None = None) -> str:
        return self.title_fr if _lang(lang) == "fr" else self.title_en

    def derivation(self, lang: str | None = None) -> str:
        """How the counts are obtained, in words (French or English)."""
        return self.derivation_fr if _lang(lang) == "fr" else self.derivation_en

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
        if not all(isinstance(o.value, int) for o in self.outcomes):
            return None
        return sum((o.value * o.probability for o in self.outcomes), Fraction(0))

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
        lang = _lang(None)
        fr = lang == "fr"
        head = ("issue", "probabilité", "fraction", "cas favorables", "comptés comme") if fr else \
               ("outcome", "probability", "fraction", "favourable cases", "counted as")

        def num(x: float) -> str:
            s = f"{x:.6g}"
            return s.replace(".", ",") if fr else s

        def count(n: int) -> str:
            return f"{n:,}".replace(",", "\u202f" if fr else ",")
        cells = "".join(
            f"<tr><td>{html.escape(o.label(lang))}</td><td>{num(float(o.probability))}</td>"
            f"<td>{o.probability}</td><td style='text-align:right'>{count(o.count)}</td>"
            f"<td>{html.escape(o.terms)}</td></tr>" for o in self.outcomes)
        foot = (f"sur {count(self.total)} cas également probables" if fr
                else f"out of {count(self.total)} equally likely cases")
        return (f"<table><caption>{html.escape(self.title(lang))} "
                f"({', '.join(self.rules)}) — {foot}</caption><thead><tr>"
                + "".join(f"<th>{h}</th>" for h in head)
                + f"</tr></thead><tbody>{cells}</tbody></table>")


def _lang(lang: str | None) -> str:
    from ..catalogue import check_language
    return check_language(lang)


def _outcome(value, count, total, terms, fr, en) -> Outcome:
    return Outcome(value=value, count=count, total=total, terms=terms, label_fr=fr, label_en=en)


def _plural(n: int, word: str, words: str) -> str:
    return f"{n} {word if n <= 1 else words}"


def _plural_en(n: int, word: str, words: str) -> str:
    return f"{n} {word if n == 1 else words}"


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


def _hyper(name, title_fr, title_en, rules, unit, special, special_sym, drawn,
           labels, derivation_fr, derivation_en) -> Distribution:
    """A hypergeometric law: ``k`` marked cards among ``drawn`` cards of the pack."""
    others = N_CARDS - special
    total = comb(N_CARDS, drawn)
    top = min(special, drawn)
    outs = tuple(
        _outcome(k, hypergeometric_count(special, drawn, k), total,
                 f"C({special},{k})·C({others},{drawn - k})", *labels(k))
        for k in range(top + 1))
    formula = f"C({special},{special_sym})·C({others},{drawn}−{special_sym}) / C({N_CARDS},{drawn})"
    return Distribution(name, title_fr, title_en, rules, unit, formula,
                        derivation_fr, derivation_en, outs)


# --- the distributions --------------------------------------------------------------
def _petit_sec_seat() -> Distribution:
    """D4 for one given seat: the Petit, no other trump, no Excuse, 17 suit cards."""
    total = comb(N_CARDS, HAND)
    yes = comb(1, 1) * comb(N_TRUMPS - 1, 0) * comb(1, 0) * comb(N_SUIT_CARDS, HAND - 1)
    outs = (
        _outcome("petit-sec", yes, total, "C(56,17)",
                 "Petit sec (donne annulée)", "Petit sec (deal cancelled)"),
        _outcome("no-petit-sec", total - yes, total, "C(78,18) − C(56,17)",
                 "pas de Petit sec", "no petit sec"),
    )
    return Distribution(
        "petit-sec-seat", "Petit sec dans une main donnée", "Petit sec in one given hand",
        ("D4", "D3"), "hand", "C(56,17) / C(78,18)",
        "Une main de 18 cartes est l'un des C(78,18) tirages possibles, tous également "
        "probables. Pour un Petit sec (D4), elle doit contenir le Petit, aucun des 20 autres "
        "atouts, pas l'Excuse : ses 17 autres cartes sont prises parmi les 56 cartes de "
        "couleur, soit C(56,17) mains.",
        "An 18-card hand is one of C(78,18) equally likely draws. To be a petit sec (D4) it "
        "must hold the Petit, none of the other 20 trumps and not the Excuse, so its other 17 "
        "cards all come from the 56 suit cards: C(56,17) hands.",
        outs)


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
        _outcome("petit-sec", yes, total, "4·C(56,17)·M(60) − 6·0 + 4·0 − 0",
                 "un Petit sec à la table (donne annulée)", "a petit sec at the table (deal cancelled)"),
        _outcome("no-petit-sec", total - yes, total, "M(78) − 4·C(56,17)·M(60)",
                 "pas de Petit sec", "no petit sec"),
    )
    return Distribution(
        "petit-sec-table", "Donne annulée pour un Petit sec (les 4 mains)",
        "Deal cancelled for a petit sec (all 4 hands)",
        ("D4", "D3"), "deal", "4·C(56,17) / C(78,18)",
        "On compte les donnes entières : M(78) = 78!/(18!⁴·6!) façons de répartir le paquet "
        "en quatre mains et un chien. Un siège donné a le Petit sec de C(56,17) façons, puis "
        "les 60 cartes restantes se répartissent de M(60) = 60!/(18!³·6!) façons. "
        "Par inclusion–exclusion sur les 4 mains, on ajoute les 4 cas d'un siège, on retire "
        "les cas de deux sièges à la fois, etc. ; mais deux mains ne peuvent pas avoir toutes "
        "deux le Petit sec, puisqu'il n'y a qu'un Petit : ces termes valent 0. Il reste "
        "4·C(56,17)·M(60) / M(78) = 4·C(56,17) / C(78,18).",
        "We count whole deals: M(78) = 78!/(18!⁴·6!) ways to split the pack into four hands "
        "and a chien. One given seat has a petit sec in C(56,17) ways, and the other 60 cards "
        "then split in M(60) = 60!/(18!³·6!) ways. Inclusion–exclusion over the 4 hands adds "
        "the 4 one-seat cases, subtracts the cases where two seats have one at once, and so "
        "on; but two hands can never both be a petit sec, as there is a single Petit, so "
        "those terms are 0. What is left is 4·C(56,17)·M(60) / M(78) = 4·C(56,17) / C(78,18).",
        outs)


def _chien_bouts() -> Distribution:
    return _hyper(
        "chien-bouts", "Nombre de bouts au chien", "Number of bouts in the chien",
        ("C2", "D3"), "chien", N_BOUTS, "b", CHIEN,
        lambda k: (_plural(k, "bout", "bouts"), _plural_en(k, "bout", "bouts")),
        "Le chien est un tirage de 6 cartes parmi 78 : C(78,6) chiens possibles. Pour en avoir "
        "b bouts, on choisit b des 3 bouts et les 6 − b autres cartes parmi les 75 qui ne "
        "sont pas des bouts : C(3,b)·C(75,6−b).",
        "The chien is a draw of 6 cards out of 78: C(78,6) possible chiens. To hold b bouts, "
        "choose b of the 3 bouts and its other 6 − b cards among the 75 that are not bouts: "
        "C(3,b)·C(75,6−b).")


def _chien_kings() -> Distribution:
    return _hyper(
        "chien-kings", "Nombre de rois au chien", "Number of kings in the chien",
        ("C1", "D3"), "chien", N_KINGS, "r", CHIEN,
        lambda k: (_plural(k, "roi", "rois"), _plural_en(k, "king", "kings")),
        "Même raisonnement que pour les bouts, avec les 4 rois : C(4,r)·C(74,6−r) chiens "
        "sur C(78,6) ont exactement r rois.",
        "The same reasoning as for bouts, with the 4 kings: C(4,r)·C(74,6−r) of the C(78,6) "
        "chiens hold exactly r kings.")


def _dealt_bouts() -> Distribution:
    return _hyper(
        "dealt-bouts", "Nombre de bouts reçus dans une main", "Number of bouts dealt to one hand",
        ("C2", "D3"), "hand", N_BOUTS, "b", HAND,
        lambda k: (_plural(k, "bout", "bouts"), _plural_en(k, "bout", "bouts")),
        "Une main est un tirage de 18 cartes parmi 78. Avoir b bouts, c'est prendre b des 3 "
        "bouts et 18 − b des 75 autres cartes : C(3,b)·C(75,18−b) mains sur C(78,18). "
        "(Ce sont les bouts reçus ; le contrat se juge sur les bouts en fin de donne, S1.)",
        "A hand is a draw of 18 cards out of 78. Holding b bouts means taking b of the 3 bouts "
        "and 18 − b of the 75 other cards: C(3,b)·C(75,18−b) of the C(78,18) hands. (These are "
        "the bouts dealt; the contract is judged on the bouts held at the end, S1.)")


def _hand_trumps() -> Distribution:
    return _hyper(
        "hand-trumps", "Nombre d'atouts dans une main (sans l'Excuse)",
        "Number of trumps in one hand (Excuse not counted)",
        ("C1", "D3"), "hand", N_TRUMPS, "t", HAND,
        lambda k: (_plural(k, "atout", "atouts"), _plural_en(k, "trump", "trumps")),
        "Il y a 21 atouts ; l'Excuse n'en est pas un (C1) et compte parmi les 57 autres "
        "cartes. Une main a t atouts de C(21,t)·C(57,18−t) façons sur C(78,18).",
        "There are 21 trumps; the Excuse is not one (C1) and counts among the 57 other cards. "
        "A hand holds t trumps in C(21,t)·C(57,18−t) of the C(78,18) ways.")


def _hand_trumps_excuse() -> Distribution:
    return _hyper(
        "hand-trumps-excuse", "Nombre d'atouts, Excuse comprise, dans une main",
        "Number of trumps in one hand, the Excuse included",
        ("C1", "B2", "D3"), "hand", N_TRUMPS + 1, "a", HAND,
        lambda k: (f"{k} (atouts + Excuse)", f"{k} (trumps + Excuse)"),
        "On compte ensemble les 21 atouts et l'Excuse, 22 cartes : une main en a a de "
        "C(22,a)·C(56,18−a) façons sur C(78,18). C'est ce total qui décide de la poignée, "
        "puisque l'Excuse peut remplacer un atout manquant (B2).",
        "Count the 21 trumps and the Excuse together, 22 cards: a hand holds a of them in "
        "C(22,a)·C(56,18−a) of the C(78,18) ways. That total decides the poignée, since the "
        "Excuse may stand in for a missing trump (B2).")


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
    bounds = (("none", 0, 9, "aucune poignée", "no poignée"),
              ("simple", 10, 12, "simple (10)", "simple (10)"),
              ("double", 13, 14, "double (13)", "double (13)"),
              ("triple", 15, HAND, "triple (15)", "triple (15)"))
    outs = tuple(
        _outcome(level, sum(hypergeometric_count(N_TRUMPS + 1, HAND, a) for a in range(lo, hi + 1)),
                 total, f"Σ_{{a={lo}..{hi}}} C(22,a)·C(56,18−a)", fr, en)
        for level, lo, hi, fr, en in bounds)
    return Distribution(
        "poignee", "Meilleure poignée qu'une main peut montrer",
        "Best poignée a hand can show", ("B1", "B2", "D3"), "hand",
        "Σ_a C(22,a)·C(56,18−a) / C(78,18)",
        "Le niveau retenu est la meilleure poignée que la main peut montrer (B1) : simple avec "
        "10 à 12 cartes parmi les atouts et l'Excuse, double avec 13 ou 14, triple à partir "
        "de 15. L'Excuse complète un atout manquant (9 atouts + Excuse suffisent pour une "
        "simple, B2) ; avec plus d'atouts qu'il n'en faut, on montre la taille exacte sans "
        "l'Excuse. On additionne donc les lignes de « atouts + Excuse » : par exemple "
        "simple = Σ de a = 10 à 12 de C(22,a)·C(56,18−a), sur C(78,18). "
        "(Il s'agit des 18 cartes reçues, avant le chien ; le cas du preneur de B3 n'y est pas.)",
        "The level counted is the best poignée the hand can show (B1): a simple with 10 to 12 "
        "cards among the trumps and the Excuse, a double with 13 or 14, a triple from 15 on. "
        "The Excuse fills in for one missing trump (9 trumps + the Excuse make a simple, B2); "
        "with more trumps than needed the exact size is shown without it. So the rows of "
        "'trumps + Excuse' are added up: for instance simple = Σ over a = 10 to 12 of "
        "C(22,a)·C(56,18−a), out of C(78,18). (This is the 18 cards as dealt, before the "
        "chien; B3's taker case is left out.)",
        outs)


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


@lru_cache(maxsize=None)
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
