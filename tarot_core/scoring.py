"""S1–S4 with B1, B4, B5, B7, B8 and R1: the score of a deal from its facts.

One function, :func:`score`, turns the facts a score sheet knows into S, the four
scores and a step-by-step breakdown in French or English. The referee computes the
facts of a whole deal and calls the same function.

The worked example of the rules (S5): Garde, 48 points with 2 bouts, petit au bout
won by the defence, a simple poignée:

>>> r = score_facts(contract="garde", points=48, bouts=2, petit_au_bout="defence", poignees=["simple"])
>>> r.target, r.made, r.margin, r.S, r.taker_score, r.defender_score
(41, True, 7, 64, 192, -64)
>>> print(r.breakdown_text("en"))  # doctest: +NORMALIZE_WHITESPACE
S1: 2 bouts → target 41 points.
S2: 48 points against 41: made by 7; margin 7.
S3: contract made: +(25 + 7) = +32.
B5: petit au bout won by the defence: −10.
A2: multiplier of the Garde ×2: (32 − 10) × 2 = 44.
B4: simple poignée (20) to the side that wins the deal (the taker): +20.
S3: S = 44 + 20 = 64.
S4: the taker scores 3 × 64 = +192; each defender −64.
"""
from __future__ import annotations

import math
from collections import namedtuple
from dataclasses import dataclass, field
from typing import NamedTuple

from .auction import Contract, parse_contract
from .cards import BOUT_INDICES, HALF_POINTS, KINGS, N_CARDS
from .catalogue import LANGUAGES, check_language, format_number, text, text_count
from .discard import chien_owner
from .errors import PoigneeError, ScoreInputError, shown
from .table import FIVE_PLAYERS, FOUR_PLAYERS, TABLE, THREE_PLAYERS, Table, table_for

TARGETS = {0: 56, 1: 51, 2: 41, 3: 36}
POIGNEE_SIZES = dict(zip(("simple", "double", "triple"), TABLE.poignee_sizes, strict=True))     # B1
POIGNEE_BONUS = dict(zip(TABLE.poignee_sizes, (20, 30, 40), strict=True))                         # B1
SIDES = ("taker", "defence")
TOTAL_POINTS = 91


def target_for(bouts: int) -> int:
    """S1: the points the taker needs with 0, 1, 2 or 3 bouts: 56, 51, 41, 36."""
    if isinstance(bouts, bool) or not isinstance(bouts, int) or bouts not in TARGETS:
        raise ScoreInputError("S1", "err.score.bouts", bouts=bouts)
    return TARGETS[bouts]


def margin_for(points: float, target: int) -> int:
    """S2: |points − target|, rounded up to a whole number when it has a half point."""
    return math.ceil(abs(points - target))


def poignee_size(p) -> int:
    """B1: a poignée given as 'simple'/'double'/'triple' or as 10/13/15 cards."""
    if isinstance(p, str) and p.strip().lower() in POIGNEE_SIZES:
        return POIGNEE_SIZES[p.strip().lower()]
    if isinstance(p, int) and not isinstance(p, bool) and p in POIGNEE_BONUS:
        return p
    raise PoigneeError("B1", "err.poignee.unknown", name=p)


def _poignee_kind(p, table: Table):
    """V3: a poignée at *table* as its kind (a name, or the four-player size 10/13/15 B1 prices)."""
    if isinstance(p, str):
        return p
    if isinstance(p, int) and not isinstance(p, bool) and p in table.poignee_sizes:
        return TABLE.poignee_sizes[table.poignee_sizes.index(p)]
    raise PoigneeError("V3", "err.poignee.unknown", name=p)


def poignee_name(size: int) -> str:
    return {v: k for k, v in POIGNEE_SIZES.items()}[size]


# A side may be named in either language (the catalogue's short words: 'défense', 'preneur' …).
_SIDE_ALIASES = {"defense": "defence", "attack": "taker",
                 **{text(f"side.short.{s}", lang): s for s in SIDES for lang in LANGUAGES}}


def _side(value, field_name):
    if value is None:
        return None
    v = str(value).strip().lower()
    v = _SIDE_ALIASES.get(v, v)
    if v not in SIDES:
        raise ScoreInputError("S3", "err.score.side", side=value)
    return v


class Facts(namedtuple("Facts", "contract taker_points taker_bouts petit_au_bout poignees slam_announced "
                               "all_tricks", defaults=(None, (), False, None))):
    """What a score sheet knows of a deal (the declared facts).

    ``taker_points`` includes the discard or the chien as E1/E3 say, and the Excuse
    exchange (X3–X7); ``taker_bouts`` are the bouts the taker's side holds at the end
    (S1); ``petit_au_bout`` and ``all_tricks`` are 'taker', 'defence' or None;
    ``poignees`` are the sizes shown (10/13/15), whoever showed them (B4).

    An immutable named tuple (cheap to build in the engine's loop).
    """
    __slots__ = ()

    @classmethod
    def make(cls, contract, points, bouts, petit_au_bout=None, poignees=(), slam_announced=False,
             all_tricks=None, players: int | Table = TABLE) -> Facts:
        """Build and check facts; anything that cannot happen raises ScoreInputError with its rule.

        The points must be possible with these bouts, this contract and this slam (or none):
        :func:`possible_points` says which are; petit au bout needs its side to hold the Petit
        at the end (B5), and to the taker it rules out a half point (he won the last trick, X5).

        At three and five players (*players*, V1) the points are the attack's (V7), bounded for
        that table (V8: a half point arises in play), and a poignée given as a number of trumps
        is read in the table's sizes (V3: 13/15/18, 8/10/13); it is kept as its kind (the
        four-player size 10, 13 or 15: simple, double, triple), whose bonus B1 gives.
        """
        table = players if players is TABLE else _table(players)
        four = table is TABLE or table == TABLE
        contract = _contract(contract)
        points = _points(points)
        target_for(bouts)
        pab, sweep = _side(petit_au_bout, "petit_au_bout"), _side(all_tricks, "all_tricks")
        if sweep is not None and pab is not None and pab != sweep:
            raise ScoreInputError("B5", "err.score.slam_pab")
        _check_points(contract, points, bouts, sweep, table)
        if pab == "taker" and bouts == 0:
            raise ScoreInputError("B5", "err.score.pab_taker_bouts")
        if pab == "defence" and bouts == 3:
            raise ScoreInputError("B5", "err.score.pab_defence_bouts")
        if pab == "taker" and points != int(points) and four:
            raise ScoreInputError("B5", "err.score.pab_half", points=number_text(points))
        if not isinstance(poignees, (list, tuple)):      # a word would be read letter by letter, a number not at all
            raise PoigneeError("B1", "err.poignee.not_a_list", value=repr(poignees)[:40])
        if len(poignees) > 4:
            raise PoigneeError("B1", "err.poignee.too_many")
        if not four:                                        # V3: the table's sizes, kept as kinds
            poignees = [_poignee_kind(p, table) for p in poignees]
        sizes = tuple(poignee_size(p) for p in poignees)
        if len(sizes) > 4:
            raise PoigneeError("B1", "err.poignee.too_many")
        if sum(sizes) > 22:
            raise PoigneeError("B1", "err.poignee.total", count=sum(sizes))
        if not isinstance(slam_announced, bool):             # B7: a yes or a no, never a word read as one
            raise ScoreInputError("B7", "err.score.slam_flag", value=repr(slam_announced)[:40])
        return cls(contract, points, bouts, pab, sizes, slam_announced, sweep)


# --- which totals can happen (E1, E3, X3–X7, B7, B8) ----------------------------------------------
class PointRange(namedtuple("PointRange", "whole half")):
    """The taker's possible final points for one contract, number of bouts and slam (or none).

    ``whole``: (lowest, highest) of the whole totals, every whole number between them possible;
    ``half``: the same for the totals with a half point; either is None when there is none.
    """
    __slots__ = ()

    def allows(self, points) -> bool:
        """Whether *points* (a multiple of 0.5) is one of the possible totals."""
        span = self.whole if float(points).is_integer() else self.half
        return span is not None and span[0] <= points <= span[1]


# C3 in half points: what the cards other than the bouts add to 0.5 each, best first; the
# discard's cards may be neither kings nor bouts (E2).
_EXTRA_ANY = sorted((HALF_POINTS[i] - 1 for i in range(N_CARDS) if i not in BOUT_INDICES), reverse=True)
_EXTRA_DISCARD = sorted((HALF_POINTS[i] - 1 for i in range(N_CARDS) if i not in BOUT_INDICES and i not in KINGS),
                        reverse=True)
_TOTAL_HALF = 2 * TOTAL_POINTS


def _pile(n: int, bouts: int, extras=_EXTRA_ANY) -> tuple[int, int]:
    """C3: the lowest and highest value, in half points, of *n* cards holding exactly *bouts* bouts
    (the others taken from *extras*): every card 0.5, a bout 4 more, then the best others."""
    low = n + 8 * bouts
    return low, low + sum(extras[:n - bouts])


def _union(spans) -> tuple[int, int] | None:
    """The union of intervals of half points (they overlap in every case the rules give)."""
    spans = sorted(spans)
    if not spans:
        return None
    low, high = spans[0]
    for a, b in spans[1:]:
        assert a <= high + 2, spans            # one interval: no whole (or half) total skipped
        high = max(high, b)
    return low, high


def _possible_half_points(contract: Contract, bouts: int, sweep: str | None, table: Table = TABLE):
    """:func:`possible_points` in half points: ((low, high) or None, (low, high) or None).

    Every card is worth an odd number of half points, so a pile of *n* cards (the Excuse
    counting 4.5) has the parity of *n*: each span below is a whole or a half span by the parity
    of its ends. With tricks of 3 or 5 cards (V8) a camp's pile may hold an odd number of cards,
    so both parities arise in play: the attack's smallest pile of each parity is taken."""
    _CHIEN_SIZE, _TRICK_SIZE = table.chien_size, table.seats
    chien_is_takers = chien_owner(contract) == "taker"
    discard = contract.takes_chien_in_hand
    spans: list[tuple[int, int]] = []
    whole = half = spans
    if sweep == "taker":                          # B7: every card is the taker's but the chien (Contre) ...
        if chien_is_takers:                        # ... and, X7, an Excuse a defender played early: 4 to
            if bouts == 3:                         # the defence, the missing 0.5 to the taker (X4)
                whole.append((_TOTAL_HALF, _TOTAL_HALF))
            elif bouts == 2:
                whole.append((_TOTAL_HALF - 8, _TOTAL_HALF - 8))
        else:                                      # E3: the chien, k bouts in it, counts for the defence
            for k in range(4):
                low, high = _pile(_CHIEN_SIZE, k)
                if bouts == 3 - k:
                    whole.append((_TOTAL_HALF - high, _TOTAL_HALF - low))
                if bouts == 2 - k and k <= 2:      # X7: the Excuse was played, so it is not in the chien
                    whole.append((_TOTAL_HALF - 8 - high, _TOTAL_HALF - 8 - low))
        if table == FIVE_PLAYERS:                  # X5, V7: the partner, not leading the last trick, plays
            for k in range(3):                     # the Excuse to it: it goes over alone (4.5 to the
                low, high = _pile(_CHIEN_SIZE, k) if not chien_is_takers else (0, 0)    # defence); B7 holds
                if bouts == 2 - k and (k == 0 or not chien_is_takers):
                    spans.append((_TOTAL_HALF - 9 - high, _TOTAL_HALF - 9 - low))
    elif sweep == "defence":                      # B8: the taker keeps only the discard or his chien, and
        if discard:                                # the Excuse: his own played early, 4 (X4, R2), or a
            piles = [_pile(_CHIEN_SIZE, 0, _EXTRA_DISCARD) + (0,)]     # defender's in the last trick,
        elif chien_is_takers:                      # 4.5 (X5); then it is one more bout
            piles = [_pile(_CHIEN_SIZE, k) + (k,) for k in range(4)]
        else:
            piles = [(0, 0, 0)]
        for low, high, k in piles:
            if bouts == k:
                whole.append((low, high))
            if bouts == k + 1 and k <= 2:          # the Excuse was played: not in the chien
                whole.append((low + 8, high + 8))
                half.append((low + 9, high + 9))
    else:                                          # each side won a trick (4 cards), and E1/E3 gives one
        extra = _CHIEN_SIZE if chien_is_takers else 0            # of them the 6 cards of the discard/chien
        n_taker, n_defence = _TRICK_SIZE + extra, _TRICK_SIZE + _CHIEN_SIZE - extra
        if table != TABLE:                         # V8: tricks of 3 or 5 cards; see _any_pile_size
            return _any_pile_size(n_taker, n_defence, bouts)
        whole.append((_pile(n_taker, bouts)[0], _TOTAL_HALF - _pile(n_defence, 3 - bouts)[0]))
        if bouts >= 1:                             # X5: a defender's Excuse goes over alone from the last
            half.append((_pile(n_taker + 1, bouts)[0],              # trick, which the defence won
                         _TOTAL_HALF - _pile(n_defence - 1, 3 - bouts)[0]))
        if _TRICK_SIZE % 2:                        # V8: one more trick each flips both piles' parity
            spans.append((_pile(n_taker + _TRICK_SIZE, bouts)[0],
                          _TOTAL_HALF - _pile(n_defence + _TRICK_SIZE, 3 - bouts)[0]))
    return (_union([sp for sp in spans if sp[0] % 2 == 0]), _union([sp for sp in spans if sp[0] % 2]))


def _any_pile_size(n_taker: int, n_defence: int, bouts: int):
    """V8, each camp having won a trick: the attack's pile may hold any number of cards from its
    fewest (*n_taker*: one trick, and the chien or discard when it is the attack's) to all but the
    defence's fewest (*n_defence*), one more or one less for an Excuse that goes over alone (X5).
    A pile of n cards has the parity of n in half points at its lowest and at its highest (the
    other camp's fewest points taken away): ((whole span), (half span)), each None when empty.

    >>> from tarot_core.table import FIVE_PLAYERS
    >>> [_points_span(span) for span in _any_pile_size(5, 8, 0)]    # five players, Garde Contre, no bout
    [(2, 75), (2.5, 75.5)]
    """
    spans = []
    for n in range(max(bouts, n_taker - 1), N_CARDS - n_defence + 2):
        low, high = _pile(n, bouts)[0], _TOTAL_HALF - _pile(N_CARDS - n, 3 - bouts)[0]
        if N_CARDS - n >= 3 - bouts and low <= high:
            spans.append((low, high))
    return (_union([sp for sp in spans if sp[0] % 2 == 0]), _union([sp for sp in spans if sp[0] % 2]))


def _points_span(span):
    return None if span is None else tuple(int(h // 2) if h % 2 == 0 else h / 2 for h in span)


_RANGES = {(c, b, s): _possible_half_points(c, b, s) for c in Contract for b in range(4)
           for s in (None, "taker", "defence")}
#: V8: the same at each table (three and five players: tricks of 3 and 5 cards, a chien of 6 and 3).
_TABLE_RANGES = {t: _RANGES if t == TABLE else
                 {(c, b, s): _possible_half_points(c, b, s, t) for c in Contract for b in range(4)
                  for s in (None, "taker", "defence")} for t in (THREE_PLAYERS, FOUR_PLAYERS, FIVE_PLAYERS)}


def possible_points(contract, bouts: int, all_tricks: str | None = None) -> PointRange:
    """E1, E3, X3–X7, B7, B8 (with C3): the taker's final points that can happen.

    For a *contract*, the taker's *bouts* at the end and *all_tricks* (the side that won every
    trick, or None), the totals his pile can reach, which holds his tricks, the discard (E1:
    six cards, never a king or a bout) or the chien (E3: Garde Sans; in Garde Contre it is the
    defence's) and the Excuse as X3–X7 settle it:

    * the taker won every trick (B7; X6, X7 included): 91 with 3 bouts, or 87 with 2 when a
      defender played the Excuse early (X7: it counts 4 for the defence, X4). In Garde Contre,
      91 or 87 less the chien (six cards, 3 + 4 per bout up to 27 points).
    * the defence won every trick (B8): the discard or the taker's chien only, plus the Excuse
      if he played his own early (4: X4, R2) or a defender gave it over in the last trick
      (4.5: X5). Prise/Garde: no bout in the discard, so 2 or 3 bouts cannot happen.
    * each side won a trick: at least 4 cards each, plus the discard or chien's 6 on its side;
      a card is worth at least 0.5, a bout 4.5.

    A half point comes only from a defender's Excuse played to the last trick the defence wins:
    it goes over alone (X5), so the taker then has at least 1 bout. (An unpaid Excuse, X4,
    counts 4 and gives the other side 0.5: whole totals.)

    >>> possible_points("garde-contre", 0, "taker")
    PointRange(whole=(60, 76), half=None)
    >>> possible_points("garde", 3, "taker"), possible_points("garde", 2, "taker").whole
    (PointRange(whole=(91, 91), half=None), (87, 87))
    >>> possible_points("garde", 1, "defence")
    PointRange(whole=(7, 23), half=(7.5, 23.5))
    >>> possible_points("prise", 2, "defence")
    PointRange(whole=None, half=None)
    >>> possible_points("prise", 3)
    PointRange(whole=(17, 89), half=(17.5, 89.5))
    >>> possible_points("garde-contre", 0).allows(2), possible_points("prise", 0).allows(2)
    (True, False)
    """
    contract = _contract(contract)
    target_for(bouts)
    whole, half = _RANGES[(contract, bouts, _side(all_tricks, "all_tricks"))]
    return PointRange(_points_span(whole), _points_span(half))


def _check_points(contract: Contract, points: float, bouts: int, sweep: str | None, table: Table = TABLE) -> None:
    """Raise ScoreInputError unless :func:`possible_points` allows *points* (the rule that bounds it)."""
    h = int(points * 2)
    whole, half = (_RANGES if table is TABLE else _TABLE_RANGES[table])[(contract, bouts, sweep)]
    span = half if h % 2 else whole
    if span is not None and span[0] <= h <= span[1]:
        return
    if h % 2 and bouts == 0 and table == TABLE:
        rule = "X5"                                # a half point is the Excuse gone over: a bout
    elif sweep == "taker":
        rule = "X7" if chien_owner(contract) == "taker" else "E3"
    elif sweep == "defence":
        rule = "B8"
    elif span is not None and h > span[1]:
        rule = "B7"                                # so many points only if the defence won no trick
    else:
        rule = "E1" if contract.takes_chien_in_hand else "E3"
    raise ScoreInputError(rule, "err.score.range", points=number_text(points), bouts=_bouts(bouts),
                          contract=contract.label, situation=_situation(sweep),
                          possible=_possible_words(contract, bouts, sweep, table))


def _bouts(n: int):
    """'1 bout', '2 bouts' (French: '0 bout') per language, as a function of it."""
    return lambda lang: text_count("count.bouts", n, lang)


def _situation(sweep):
    return lambda lang: text(f"err.score.when.{sweep or 'split'}", lang)


def _possible_words(contract: Contract, bouts: int, sweep, table: Table = TABLE):
    """The possible totals, or the possible numbers of bouts, in words per language."""
    ranges = _TABLE_RANGES[table]
    whole, half = (_points_span(s) for s in ranges[(contract, bouts, sweep)])

    def words(lang):
        n = lambda x: format_number(x, lang)              # noqa: E731
        if whole is None:
            counts = [b for b in range(4) if ranges[(contract, b, sweep)][0] is not None]
            return text("err.score.possible.none", lang, counts=", ".join(map(n, counts)))
        key = "one" if whole[0] == whole[1] else "whole" if half is None else "range"
        out = text(f"err.score.possible.{key}", lang, low=n(whole[0]), high=n(whole[1]))
        if half is not None:
            out = text("err.score.possible.half_one" if half[0] == half[1] else "err.score.possible.half",
                       lang, whole=out, low=n(half[0]), high=n(half[1]))
        return out
    return words


def _contract(c) -> Contract:
    try:
        return parse_contract(c)
    except Exception:
        raise ScoreInputError("A2", "err.score.contract", contract=c) from None


def _points(p) -> float:
    try:
        value = float(p)
    except (TypeError, ValueError, OverflowError):      # OverflowError: an int past float's range (10**400)
        raise ScoreInputError("C3", "err.score.points", points=lambda lang, p=p: shown(p, lang)) from None
    if isinstance(p, bool) or not 0 <= value <= TOTAL_POINTS or (value * 2) != int(value * 2):
        raise ScoreInputError("C3", "err.score.points", points=p)
    return value


def number_text(x):
    """A number as a message parameter: a function of the language (catalogue.format_number), 40.5
    in English, 40,5 in French, −10. The steps of the scoring, the story and the ending use it."""
    return lambda lang: format_number(x, lang)


def signed_text(x):
    """A signed number as a message parameter, a function of the language: +32, −10 (0 without a sign)."""
    return lambda lang: format_number(x, lang, signed=True)


@dataclass(frozen=True)
class Step:
    """One line of a breakdown: the rule it applies and the catalogue line that explains it."""
    rule: str
    key: str
    params: dict = field(default_factory=dict)

    def body(self, lang: str | None = None) -> str:
        """The line without its rule ID."""
        lang = check_language(lang)
        params = {k: v(lang) if callable(v) else v for k, v in self.params.items()}
        return text("step." + self.key, lang, **params)

    def text(self, lang: str | None = None) -> str:
        """The line after its rule ID ('S2: …', in French 'S2 : …')."""
        lang = check_language(lang)
        return text("fmt.rule_line", lang, rule=self.rule, body=self.body(lang))


class ScoreResult(namedtuple("ScoreResult", "facts target made margin base petit_au_bout multiplier "
                                           "contract_part poignee slam S")):
    """Every intermediate fact of a score: target, made, margin, each component, S, the scores.

    Fields (an immutable named tuple: cheap to build in the engine's loop):
    ``facts`` (Facts)
    ``target`` (int)
    ``made`` (bool)
    ``margin`` (int)
    ``base`` (int): ±(25 + margin)
    ``petit_au_bout`` (int): ±10 before the multiplier, 0 if none
    ``multiplier`` (int)
    ``contract_part`` (int): (base + petit au bout) × multiplier
    ``poignee`` (int): signed poignée bonuses (B4)
    ``slam`` (int): signed slam bonuses (B7, B8, R1)
    ``S`` (int)
    """
    __slots__ = ()

    @property
    def breakdown(self) -> tuple[Step, ...]:
        """The steps from the facts to S and the four scores, each naming its rule."""
        return explain(self)

    @property
    def taker_score(self) -> int:
        """S4: the taker scores 3 × S."""
        return 3 * self.S

    @property
    def defender_score(self) -> int:
        """S4: each defender scores −S."""
        return -self.S

    def scores(self, taker_seat: int, players: int | Table = TABLE, partner: int | None = None) -> tuple[int, ...]:
        """S4, V9: the scores by seat (four players unless *players* says otherwise; at five, the
        taker's *partner*, None when he plays alone); they always sum to zero (:func:`table_scores`)."""
        return table_scores(self.S, players, taker_seat, partner)

    @property
    def winner(self) -> str:
        """The side that wins the deal: the taker's if the contract is made."""
        return "taker" if self.made else "defence"

    def breakdown_text(self, lang: str | None = None) -> str:
        return "\n".join(step.text(lang) for step in self.breakdown)

    def _repr_html_(self) -> str:
        from .render.report import score_html
        return score_html(self)

    def to_dict(self, lang: str | None = None) -> dict:
        f = self.facts
        return {"contract": f.contract.code, "taker_points": f.taker_points, "taker_bouts": f.taker_bouts,
                "target": self.target, "made": self.made, "margin": self.margin, "base": self.base,
                "petit_au_bout": f.petit_au_bout, "petit_au_bout_points": self.petit_au_bout,
                "multiplier": self.multiplier, "contract_part": self.contract_part,
                "poignees": list(f.poignees), "poignee": self.poignee, "slam_announced": f.slam_announced,
                "all_tricks": f.all_tricks, "slam": self.slam, "S": self.S,
                "taker_score": self.taker_score, "defender_score": self.defender_score,
                "breakdown": [{"rule": s.rule, "text": s.text(lang)} for s in self.breakdown]}


class Shares(NamedTuple):
    """S4, V9: each seat's score as a multiple of S — the taker's, the partner's (None when
    there is none) and each defender's."""

    taker: int
    partner: int | None
    defender: int


def score_shares(players: int | Table = TABLE, alone: bool = False) -> Shares:
    """S4, V9: what the taker, his partner and each defender score, as multiples of S.

    Each defender scores −S and the partner (five players) S; the taker takes the rest, so
    that every deal sums to zero: 2 × S at three, 3 × S at four, 2 × S at five with a partner,
    4 × S at five *alone* (the called card in his hand or in the chien, V5).

    >>> score_shares(3), score_shares(4), score_shares(5), score_shares(5, alone=True)
    (Shares(taker=2, partner=None, defender=-1), Shares(taker=3, partner=None, defender=-1), \
Shares(taker=2, partner=1, defender=-1), Shares(taker=4, partner=None, defender=-1))
    """
    table = _table(players)
    if not isinstance(alone, bool):
        raise ScoreInputError("V5", "err.score.alone_flag", value=repr(alone)[:40])
    called = table == FIVE_PLAYERS and not alone          # V4, V5: only five players call a partner
    if alone and table != FIVE_PLAYERS:
        raise ScoreInputError("V5", "err.score.alone_table", players=table.seats)
    partner = 1 if called else None
    defenders = table.seats - 1 - called
    return Shares(defenders - (partner or 0), partner, -1)


def table_scores(S: int, players: int | Table, taker: int, partner: int | None = None) -> tuple[int, ...]:
    """S4, V9: the scores by seat from S at a table of *players* (3, 4 or 5, or its Table).

    Three players: the taker 2 × S, each defender −S. Four: the taker 3 × S (S4). Five: the
    taker 2 × S, his *partner* S, each defender −S; with no partner (*partner* None: the taker
    holds the called card or it is in the chien, V5) the taker 4 × S, each of the four −S.
    They sum to zero. V11's worked examples:

    >>> table_scores(70, 3, taker=0), table_scores(27, 5, taker=1, partner=3), table_scores(27, 5, taker=1)
    ((140, -70, -70), (-27, 54, -27, 27, -27), (-27, 108, -27, -27, -27))
    """
    table = _table(players)
    if isinstance(S, bool) or not isinstance(S, int):
        raise ScoreInputError("S3", "err.score.s_value", value=repr(S)[:40])
    _check_seat(taker, table)
    if partner is not None:
        _check_seat(partner, table)
        if table != FIVE_PLAYERS:
            raise ScoreInputError("V5", "err.score.partner_table", seat=partner, players=table.seats)
        if partner == taker:
            raise ScoreInputError("V5", "err.score.partner_is_taker", seat=partner)
    shares = score_shares(table, alone=table == FIVE_PLAYERS and partner is None)
    return tuple(shares.taker * S if s == taker else (shares.partner or 0) * S if s == partner
                 else shares.defender * S for s in range(table.seats))


def shares_step(S: int, players: int | Table = TABLE, alone: bool = False) -> Step:
    """The breakdown's last line: each seat's score from S (S4 at four players, V9 elsewhere)."""
    table = _table(players)
    shares = score_shares(table, alone)
    key = {3: "scores.three", 4: "scores", 5: "scores.alone" if alone else "scores.five"}[table.seats]
    params = {"S": number_text(S), "t": signed_text(shares.taker * S), "d": signed_text(shares.defender * S)}
    if shares.partner is not None:
        params["p"] = signed_text(shares.partner * S)
    return Step("S4" if table == FOUR_PLAYERS else "V9", key, params)


def _table(players) -> Table:
    """The table of *players*: a Table, or a number of players (3, 4 or 5, V1)."""
    return players if isinstance(players, Table) else table_for(players)


def _check_seat(seat, table: Table) -> None:
    """D1: a seat of this table."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < table.seats:
        raise ScoreInputError("D1", "err.deal.seat_table", seat=seat, players=table.seats, last=table.seats - 1)


def made_by_sign(S: int, slam_announced: bool) -> bool | None:
    """Whether the contract was made, read from S alone: possible when no slam was announced (else
    None). The contract's part is ±(25 + margin ± 10) × multiplier, at least 15 × multiplier on the
    side of the outcome (S3; the petit au bout's 10 never outweighs the 25, B5), the poignée goes to
    the winner (B4), and a slam not announced is the winner's too (B7, B8: a taker who wins no trick
    has at most the chien's six cards and his Excuse, 31½ points, below every target, S1). So S > 0
    exactly when the contract is made (S2), and S is never 0. An announced slam that fails costs 200
    (B7) and can turn a made contract's S negative: then S alone does not tell.

    >>> made_by_sign(32, False), made_by_sign(-78, False), made_by_sign(-140, True)
    (True, False, None)
    """
    return None if slam_announced else S > 0


def slam_bonus(announced: bool, all_tricks: str | None) -> tuple[int, tuple[tuple[str, str, int], ...]]:
    """B7, B8, R1: the slam part of S (never multiplied) and its parts as (rule, key, value)."""
    parts = []
    if all_tricks == "taker":
        parts.append(("B7", "slam.made_announced", 400) if announced else ("B7", "slam.made", 200))
    elif announced:
        parts.append(("B7", "slam.failed", -200))
    if all_tricks == "defence":
        parts.append(("B8", "slam.defence", -200))
        if announced:
            parts.append(("R1", "slam.r1", 0))
    return sum(v for _, _, v in parts), tuple(parts)


def score(facts: Facts) -> ScoreResult:
    """S1–S4: the score of a deal from its facts (the breakdown is written on demand)."""
    f = facts
    target = target_for(f.taker_bouts)
    made = f.taker_points >= target
    margin = margin_for(f.taker_points, target)
    sign = 1 if made else -1
    base = sign * (25 + margin)
    pab = 10 if f.petit_au_bout == "taker" else -10 if f.petit_au_bout == "defence" else 0
    mult = f.contract.multiplier
    contract_part = (base + pab) * mult
    poignee = sign * sum(map(POIGNEE_BONUS.__getitem__, f.poignees))
    slam = slam_bonus(f.slam_announced, f.all_tricks)[0] if f.slam_announced or f.all_tricks else 0
    return ScoreResult(f, target, made, margin, base, pab, mult, contract_part, poignee, slam,
                       contract_part + poignee + slam)


def side_key(side: str, table: Table = TABLE) -> str:
    """P6, V7: the catalogue key naming *side* in a sentence at *table*: at five players the taker's
    side is a camp, the attack (taker and partner), ``side.attack``; else ``side.taker`` or
    ``side.defence``.

    >>> side_key("taker", FIVE_PLAYERS), side_key("taker"), side_key("defence", FIVE_PLAYERS)
    ('side.attack', 'side.taker', 'side.defence')
    """
    return "side.attack" if side == "taker" and table == FIVE_PLAYERS else f"side.{side}"


def _side_word(side, table: Table = TABLE):
    return lambda lang: text(side_key(side, table), lang)


def explain(r: ScoreResult, table: Table = TABLE) -> tuple[Step, ...]:
    """The breakdown of a score, line by line, each line naming its rule; a side is named as at
    *table* (V7: the attack at five players). The last line is S4's (four players): an outcome at
    another table replaces it with V9's (:attr:`~tarot_core.outcome.Outcome.breakdown`)."""
    f = r.facts
    steps = [Step("S1", "target", {"bouts": _bouts(f.taker_bouts), "target": r.target}),
             Step("S2", "made" if r.made else "failed",
                  {"points": number_text(f.taker_points), "target": r.target,
                   "diff": number_text(abs(f.taker_points - r.target)), "margin": r.margin}),
             Step("S3", "base.made" if r.made else "base.failed", {"margin": r.margin, "base": signed_text(r.base)})]
    pab = r.petit_au_bout
    if pab:
        steps.append(Step("B5", "pab", {"side": _side_word(f.petit_au_bout, table), "v": signed_text(pab)}))
    def inner(lang):                   # "(32 − 10)": the operator's sign, then the size of the term
        base = format_number(r.base, lang)
        return f"({base} {'+' if pab > 0 else '−'} {format_number(abs(pab), lang)})" if pab else base
    steps.append(Step("A2", "multiplier", {"contract": f.contract.label(), "k": r.multiplier,
                                           "inner": inner, "v": number_text(r.contract_part)}))
    sign = 1 if r.made else -1
    for s in f.poignees:
        steps.append(Step("B4", "poignee", {"name": lambda lang, s=s: text(f"poignee.{s}", lang),
                                            "bonus": POIGNEE_BONUS[s], "side": _side_word(r.winner, table),
                                            "v": signed_text(sign * POIGNEE_BONUS[s])}))
    for rule, key, value in slam_bonus(f.slam_announced, f.all_tricks)[1]:
        steps.append(Step(rule, key, {"v": signed_text(value)}))
    terms = [x for x in (r.poignee, r.slam) if x]

    def total(lang):                   # "44 + 20 − 200": each later term after its operator's sign
        signed = (format_number(x, lang, signed=True) for x in terms)
        return " ".join([format_number(r.contract_part, lang)] + [f"{t[0]} {t[1:]}" for t in signed])
    steps.append(Step("S3", "total" if terms else "total.single", {"sum": total, "S": number_text(r.S)}))
    steps.append(shares_step(r.S))
    return tuple(steps)


def score_facts(contract, points, bouts, petit_au_bout=None, poignees=(), slam_announced=False,
                all_tricks=None) -> ScoreResult:
    """The score from declared facts (the score-sheet entry point): checks them, then :func:`score`."""
    return score(Facts.make(contract, points, bouts, petit_au_bout, poignees, slam_announced, all_tricks))
