"""The symbolic side of the odds and of the score (D4, C2, B1, B2, S3), with sympy.

This is the only module of the core that uses ``sympy``; it imports it inside the
functions, so ``import tarot_core.analysis.symbolic`` itself costs nothing and the rules never
need it. Two things live here:

* the derivations of :mod:`tarot_core.analysis.odds` written as binomial formulas (sympy
  ``binomial``), which :func:`check_formula` shows equal to the exact fractions;
* the score rule S3 as an expression, so a lesson can do the algebra: what losing the
  Petit at the last trick costs in each contract, and when a Garde made beats a Prise
  made with a bigger margin.

S3 here, with every sign written as a variable:

    S = (ε·(25 + m) + 10·p)·k + ε·P + B

``m`` the margin (S2), ``k`` the contract's multiplier (A2), ``ε`` = +1 when the contract
is made and −1 when it fails, ``p`` = +1 / 0 / −1 when the petit au bout goes to the
taker's side / nobody / the defence (B5), ``P`` the poignée bonuses shown (B1, B4: they
go to the side that wins the deal, hence ε), ``B`` the slam bonuses (B7, B8, R1; never
multiplied).

>>> str(score_expression())
'B + P*epsilon + k*(epsilon*(m + 25) + 10*p)'
>>> int(score_value("garde", made=True, margin=7, petit_au_bout="defence", poignees=("simple",)))
64
"""
from __future__ import annotations

from dataclasses import dataclass

_CACHE: dict = {}


def _sympy():
    import sympy
    return sympy


# --- the odds as formulas -------------------------------------------------------------
@dataclass(frozen=True)
class Formula:
    """A distribution of :mod:`tarot_core.analysis.odds` as sympy expressions.

    ``general`` is the law written once (in ``variable`` when it has one); ``outcomes``
    maps each outcome to its own unevaluated expression (``binomial`` terms kept visible).
    """
    name: str
    variable: object
    general: object
    outcomes: tuple

    def expression(self, value):
        """The unevaluated formula of one outcome."""
        for v, expr in self.outcomes:
            if v == value:
                return expr
        raise KeyError(value)

    def exact(self, value):
        """The value of one outcome as a sympy Rational."""
        return self.expression(value).doit()

    def latex(self, value=None) -> str:
        """LaTeX of the general law, or of one outcome's formula."""
        expr = self.general if value is None else self.expression(value)
        return _sympy().latex(expr)


def _c(n, k):
    """A binomial coefficient kept unevaluated, so a learner sees C(n, k) and not its value."""
    sp = _sympy()
    return sp.binomial(n, k, evaluate=False)


def _hypergeometric(name: str, special: int, letter: str, drawn: int) -> Formula:
    """C(special, x)·C(78 − special, drawn − x) / C(78, drawn), one outcome per x."""
    sp = _sympy()
    x = sp.Symbol(letter, integer=True, nonnegative=True)
    general = sp.binomial(special, x) * sp.binomial(78 - special, drawn - x) / _c(78, drawn)
    outs = tuple((v, sp.Mul(_c(special, v), _c(78 - special, drawn - v), sp.Pow(_c(78, drawn), -1),
                            evaluate=False))
                 for v in range(min(special, drawn) + 1))
    return Formula(name, x, general, outs)


def _petit_sec_seat() -> Formula:
    """D4 for one seat: the Petit, none of the 20 other trumps, no Excuse, 17 of the 56 suit cards."""
    sp = _sympy()
    yes = sp.Mul(_c(1, 1), _c(20, 0), _c(1, 0), _c(56, 17), sp.Pow(_c(78, 18), -1), evaluate=False)
    no = sp.Add(1, sp.Mul(-1, yes, evaluate=False), evaluate=False)
    return Formula("petit-sec-seat", None, yes, (("petit-sec", yes), ("no-petit-sec", no)))


def petit_sec_inclusion_exclusion():
    """D4 at the table by inclusion–exclusion: ``(union, terms, value)``.

    ``union`` = Σ_{j=1..4} (−1)^{j+1}·C(4, j)·q_j with q_j the chance that j given seats
    all hold a petit sec; ``terms`` gives each q_j: q_1 = C(56,17)/C(78,18), and
    q_2 = q_3 = q_4 = 0 because a petit sec needs the Petit and there is only one.
    ``value`` is the exact probability (a Rational), 4·q_1.
    """
    sp = _sympy()
    q = sp.symbols("q1:5", nonnegative=True)
    union = sum((-1) ** (j + 1) * sp.binomial(4, j) * q[j - 1] for j in range(1, 5))
    terms = {q[0]: _c(56, 17) / _c(78, 18), q[1]: 0, q[2]: 0, q[3]: 0}
    value = union.subs(terms).doit()
    return union, terms, value


def _petit_sec_table() -> Formula:
    sp = _sympy()
    union, terms, _value = petit_sec_inclusion_exclusion()
    yes = union.subs(terms)
    no = sp.Add(1, sp.Mul(-1, yes, evaluate=False), evaluate=False)
    return Formula("petit-sec-table", None, union, (("petit-sec", yes), ("no-petit-sec", no)))


def _poignee() -> Formula:
    """B1/B2: each level adds the rows 'a cards among the 21 trumps and the Excuse'."""
    sp = _sympy()
    a = sp.Symbol("a", integer=True, nonnegative=True)
    lo, hi = sp.symbols("a_min a_max", integer=True, nonnegative=True)
    row = sp.binomial(22, a) * sp.binomial(56, 18 - a)
    general = sp.Sum(row, (a, lo, hi)) / _c(78, 18)
    bounds = (("none", 0, 9), ("simple", 10, 12), ("double", 13, 14), ("triple", 15, 18))
    outs = tuple((level, sp.Sum(row, (a, first, last)) / _c(78, 18)) for level, first, last in bounds)
    return Formula("poignee", a, general, outs)


_FORMULAS = {
    "petit-sec-seat": _petit_sec_seat,
    "petit-sec-table": _petit_sec_table,
    "chien-bouts": lambda: _hypergeometric("chien-bouts", 3, "b", 6),
    "chien-kings": lambda: _hypergeometric("chien-kings", 4, "r", 6),
    "dealt-bouts": lambda: _hypergeometric("dealt-bouts", 3, "b", 18),
    "hand-trumps": lambda: _hypergeometric("hand-trumps", 21, "t", 18),
    "hand-trumps-excuse": lambda: _hypergeometric("hand-trumps-excuse", 22, "a", 18),
    "poignee": _poignee,
}


def formula(name: str) -> Formula:
    """The sympy formulas of the distribution *name* (the same names as :func:`odds.odds`)."""
    from .odds import UnknownOdds
    if name not in _FORMULAS:
        raise UnknownOdds(name)
    key = ("formula", name)
    if key not in _CACHE:
        _CACHE[key] = _FORMULAS[name]()
    return _CACHE[key]


def check_formula(name: str) -> bool:
    """True when every outcome's formula equals the exact fraction of :mod:`tarot_core.analysis.odds`."""
    from .odds import odds
    sp = _sympy()
    f = formula(name)
    dist = odds(name)
    if {v for v, _ in f.outcomes} != set(dist.values):
        return False
    return all(f.exact(o.value) == sp.Rational(o.probability.numerator, o.probability.denominator)
               for o in dist.outcomes)


# --- the score rule S3 ----------------------------------------------------------------
def score_symbols() -> dict:
    """The symbols of S3: m, k, epsilon (made ±1), p (petit au bout ±1/0), P, B."""
    if "symbols" not in _CACHE:
        sp = _sympy()
        _CACHE["symbols"] = {
            "m": sp.Symbol("m", integer=True, nonnegative=True),
            "k": sp.Symbol("k", integer=True, positive=True),
            "epsilon": sp.Symbol("epsilon", integer=True),
            "p": sp.Symbol("p", integer=True),
            "P": sp.Symbol("P", integer=True, nonnegative=True),
            "B": sp.Symbol("B", integer=True),
        }
    return _CACHE["symbols"]


def score_expression():
    """S3: S = (ε·(25 + m) + 10·p)·k + ε·P + B, as a sympy expression."""
    s = score_symbols()
    return (s["epsilon"] * (25 + s["m"]) + 10 * s["p"]) * s["k"] + s["epsilon"] * s["P"] + s["B"]


def multiplier(contract) -> int:
    """A2: the contract's multiplier, from the core's contract table."""
    from ..auction import parse_contract
    return parse_contract(contract).multiplier


def score_substitution(contract, made: bool, margin: int, petit_au_bout=None, poignees=(),
                       slam_announced: bool = False, all_tricks=None) -> dict:
    """The values S3's symbols take for these facts (the bonus amounts come from the core)."""
    from ..scoring import POIGNEE_BONUS, poignee_size, slam_bonus
    s = score_symbols()
    pab = {"taker": 1, "defence": -1, None: 0}[petit_au_bout]
    slam, _steps = slam_bonus(slam_announced, all_tricks)
    return {s["m"]: margin, s["k"]: multiplier(contract), s["epsilon"]: 1 if made else -1,
            s["p"]: pab, s["P"]: sum(POIGNEE_BONUS[poignee_size(x)] for x in poignees),
            s["B"]: slam}


def score_value(contract, made: bool, margin: int, petit_au_bout=None, poignees=(),
                slam_announced: bool = False, all_tricks=None):
    """S3 evaluated: S for these facts, a sympy Integer."""
    return score_expression().subs(score_substitution(
        contract, made, margin, petit_au_bout, poignees, slam_announced, all_tricks))


# --- lessons' algebra -------------------------------------------------------------------
@dataclass(frozen=True)
class PetitAuBoutCost:
    """B5/S3: what the petit au bout is worth in one contract, in S and in the taker's score.

    ``per_step`` = ∂S/∂p = 10·k: moving the petit au bout one step (from the taker to nobody,
    or from nobody to the defence) moves S by 10·k. So losing the Petit at the last trick
    costs ``versus_nobody`` = 10·k against a deal where it is not played to the last
    trick, and ``swing`` = 20·k against bringing it home (p from +1 to −1). The taker's
    own score moves three times as much (S4), each defender's once.
    """
    contract: str
    multiplier: int
    per_step: int
    versus_nobody: int
    swing: int

    @property
    def taker_swing(self) -> int:
        """S4: the taker's score moves by 3 × the swing."""
        return 3 * self.swing


def petit_au_bout_cost(contract) -> PetitAuBoutCost:
    """B5/S3: the cost of a lost petit au bout in *contract*, derived from the S3 expression."""
    sp = _sympy()
    s = score_symbols()
    S = score_expression()
    k = multiplier(contract)
    per_step = sp.diff(S, s["p"])                                 # 10·k
    nobody = S.subs(s["p"], 0) - S.subs(s["p"], -1)               # 10·k
    swing = S.subs(s["p"], 1) - S.subs(s["p"], -1)                # 20·k
    val = {s["k"]: k}
    name = contract if isinstance(contract, str) else contract.code
    return PetitAuBoutCost(name, k, int(per_step.subs(val)), int(sp.simplify(nobody).subs(val)),
                           int(sp.simplify(swing).subs(val)))


def made_beats_condition(higher="garde", lower="prise"):
    """S3: when does *higher* made by m_h pay more than *lower* made by m_l? (both made)

    Returns ``(inequality, solved)``: (25 + m_h)·k_h > (25 + m_l)·k_l, and the same
    solved for m_h, e.g. Garde against Prise: m_h > m_l/2 − 25/2. Poignées and slams are
    left out: they add the same amount to both sides.
    """
    sp = _sympy()
    mh = sp.Symbol("m_h", integer=True, nonnegative=True)
    ml = sp.Symbol("m_l", integer=True, nonnegative=True)
    ineq = sp.Gt((25 + mh) * multiplier(higher), (25 + ml) * multiplier(lower))
    solved = sp.Gt(mh, sp.solve(sp.Eq(ineq.lhs, ineq.rhs), mh)[0])
    return ineq, solved


def smallest_margin_that_beats(lower_margin: int, higher="garde", lower="prise") -> int:
    """S3/S2: the smallest whole margin for *higher* made to pay strictly more than *lower*
    made by *lower_margin* (margins are whole numbers ≥ 0, S2).

    >>> smallest_margin_that_beats(40), smallest_margin_that_beats(25), smallest_margin_that_beats(10)
    (8, 1, 0)
    """
    sp = _sympy()
    _ineq, solved = made_beats_condition(higher, lower)
    bound = solved.rhs.subs(sp.Symbol("m_l", integer=True, nonnegative=True), lower_margin)
    return max(0, int(sp.floor(bound)) + 1)


def equal_pay_margin(higher="garde", lower="prise"):
    """S3: the margin m_l of *lower* at which *higher* made by 0 pays exactly as much."""
    sp = _sympy()
    ml = sp.Symbol("m_l", integer=True, nonnegative=True)
    return sp.solve(sp.Eq(25 * multiplier(higher), (25 + ml) * multiplier(lower)), ml)[0]
