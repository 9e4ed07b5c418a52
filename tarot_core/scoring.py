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

from .auction import Contract, parse_contract
from .catalogue import LANGUAGES, check_language, format_number, text
from .errors import PoigneeError, ScoreInputError
from .table import TABLE

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
             all_tricks=None) -> Facts:
        """Build and check facts; anything that cannot happen raises ScoreInputError with its rule."""
        contract = _contract(contract)
        points = _points(points)
        target_for(bouts)
        if not 4 * bouts <= points <= TOTAL_POINTS - 4 * (3 - bouts):
            raise ScoreInputError("C3", "err.score.points_bouts", points=_num(points), bouts=bouts)
        pab, sweep = _side(petit_au_bout, "petit_au_bout"), _side(all_tricks, "all_tricks")
        if sweep == "taker" and points < 87:
            raise ScoreInputError("X7", "err.score.slam_points", points=_num(points))
        if sweep is not None and pab is not None and pab != sweep:
            raise ScoreInputError("B5", "err.score.slam_pab")
        sizes = tuple(poignee_size(p) for p in poignees)
        if len(sizes) > 4:
            raise PoigneeError("B1", "err.poignee.too_many")
        if sum(sizes) > 22:
            raise PoigneeError("B1", "err.poignee.total", count=sum(sizes))
        return cls(contract, points, bouts, pab, sizes, bool(slam_announced), sweep)


def _contract(c) -> Contract:
    try:
        return parse_contract(c)
    except Exception:
        raise ScoreInputError("A2", "err.score.contract", contract=c) from None


def _points(p) -> float:
    try:
        value = float(p)
    except (TypeError, ValueError):
        raise ScoreInputError("C3", "err.score.points", points=p) from None
    if isinstance(p, bool) or not 0 <= value <= TOTAL_POINTS or (value * 2) != int(value * 2):
        raise ScoreInputError("C3", "err.score.points", points=p)
    return value


def _num(x):
    """A number written per language, as a function of it: 40.5 in English, 40,5 in French, −10."""
    return lambda lang: format_number(x, lang)


def _signed(x):
    """A signed number per language, as a function of it: +32, −10 (and 0 without a sign)."""
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

    def scores(self, taker_seat: int) -> tuple[int, int, int, int]:
        """S4: the four scores by seat; they always sum to zero."""
        return tuple(self.taker_score if s == taker_seat else self.defender_score for s in range(TABLE.seats))

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


def _side_word(side):
    return lambda lang: text(f"side.{side}", lang)


def explain(r: ScoreResult) -> tuple[Step, ...]:
    """The breakdown of a score, line by line, each line naming its rule."""
    f = r.facts
    steps = [Step("S1", "target", {"bouts": f.taker_bouts, "target": r.target}),
             Step("S2", "made" if r.made else "failed",
                  {"points": _num(f.taker_points), "target": r.target,
                   "diff": _num(abs(f.taker_points - r.target)), "margin": r.margin}),
             Step("S3", "base.made" if r.made else "base.failed", {"margin": r.margin, "base": _signed(r.base)})]
    pab = r.petit_au_bout
    if pab:
        steps.append(Step("B5", "pab", {"side": _side_word(f.petit_au_bout), "v": _signed(pab)}))
    def inner(lang):                   # "(32 − 10)": the operator's sign, then the size of the term
        base = format_number(r.base, lang)
        return f"({base} {'+' if pab > 0 else '−'} {format_number(abs(pab), lang)})" if pab else base
    steps.append(Step("A2", "multiplier", {"contract": f.contract.label(), "k": r.multiplier,
                                           "inner": inner, "v": _num(r.contract_part)}))
    sign = 1 if r.made else -1
    for s in f.poignees:
        steps.append(Step("B4", "poignee", {"name": lambda lang, s=s: text(f"poignee.{s}", lang),
                                            "bonus": POIGNEE_BONUS[s], "side": _side_word(r.winner),
                                            "v": _signed(sign * POIGNEE_BONUS[s])}))
    for rule, key, value in slam_bonus(f.slam_announced, f.all_tricks)[1]:
        steps.append(Step(rule, key, {"v": _signed(value)}))
    terms = [x for x in (r.poignee, r.slam) if x]

    def total(lang):                   # "44 + 20 − 200": each later term after its operator's sign
        signed = (format_number(x, lang, signed=True) for x in terms)
        return " ".join([format_number(r.contract_part, lang)] + [f"{t[0]} {t[1:]}" for t in signed])
    steps.append(Step("S3", "total" if terms else "total.single", {"sum": total, "S": _num(r.S)}))
    steps.append(Step("S4", "scores", {"S": _num(r.S), "t": _signed(3 * r.S), "d": _signed(-r.S)}))
    return tuple(steps)


def score_facts(contract, points, bouts, petit_au_bout=None, poignees=(), slam_announced=False,
                all_tricks=None) -> ScoreResult:
    """The score from declared facts (the score-sheet entry point): checks them, then :func:`score`."""
    return score(Facts.make(contract, points, bouts, petit_au_bout, poignees, slam_announced, all_tricks))
