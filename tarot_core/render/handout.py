"""The printable one-page summary (``tarot handout``): the rules' figures, drawn from the core.

Every number on the page is read from the rules modules when the page is made — the card
values (C3) and the 91 of the pack, counting in pairs (C4, :func:`~tarot_core.counting.count_pairs`),
the targets (S1, ``scoring.TARGETS``), the contracts' multipliers and what becomes of the chien
(A2, E1, E3), the legal cards of an example trick (P2–P5, X1, :func:`~tarot_core.play.legal_cards`),
the score formula (S3) with the worked example of S5 computed by :func:`~tarot_core.scoring.score`,
and the bonuses (B1, B4, B5, B7, B8) — so the handout cannot disagree with the engine. Every
word comes from the catalogue (``handout.*`` keys and the rule titles), every number goes
through :func:`~tarot_core.catalogue.format_number`, and every text is escaped.

The page is self-contained: inline CSS and the project's own SVG cards (``render.svg``), no
font, script or image fetched from anywhere; ``@page`` sets A4 and the two-column layout fits
one sheet (the tests print it with Chromium and count the pages).

>>> facts = handout_facts()
>>> facts["total"], facts["targets"], facts["example"]["S"]
(91, {0: 56, 1: 51, 2: 41, 3: 36}, 64)
>>> [(p["contract"], p["multiplier"], p["petit_au_bout"]) for p in facts["contracts"]][-1]
('garde-contre', 6, 60)
>>> page = handout_html("fr")
>>> page.startswith("<!DOCTYPE html>") and '<html lang="fr">' in page and "http" not in page
True

At three and five players (``players``, V1) the page is that table's: its deal and sizes read
from :mod:`tarot_core.table` (V1–V3), at five the call (V4, R8) and the first trick (V6, R9),
the split of :func:`~tarot_core.scoring.score_shares` (V9) and V11's worked examples:

>>> five = handout_facts("en", players=5)
>>> five["table"]["hand_size"], five["table"]["chien"], [p["trumps"] for p in five["poignees"]]
(15, 3, [8, 10, 13])
>>> [(s["taker"], s["partner"], s["defender"]) for s in five["example"]["scores"]]     # V11: S = 27
[(54, 27, -27), (108, None, -27)]
>>> handout_facts("en", players=3)["example"]["S"], [c["count"] for c in five["call"]]
(70, [4, 8, 12, 16])
"""
from __future__ import annotations

from html import escape

from ..auction import Contract
from ..call import callable_cards, first_trick_legal_cards, first_trick_reason
from ..cards import DECK, HALF_POINTS, parse_cards
from ..catalogue import RULES, check_language, format_number, rule_title, text, text_count
from ..counting import count_pairs
from ..discard import chien_owner
from ..errors import notation
from ..play import illegal_reasons, legal_cards
from ..scoring import (
    POIGNEE_BONUS,
    POIGNEE_SIZES,
    TARGETS,
    Facts,
    score,
    score_facts,
    score_shares,
    shares_step,
    slam_bonus,
)
from ..table import FIVE_PLAYERS, FOUR_PLAYERS, Table, table_for
from .svg import card_svg

# What the page shows as examples (the figures beside them are computed, never written here).
KIND_CARDS = (("bout", "T1 T21 EX"), ("king", "KH"), ("queen", "QS"), ("cavalier", "CD"),
              ("jack", "JC"), ("low", "7H T9"))                                     # C2, C3
PAIR_EXAMPLES = ("KS 7H", "QD 2C", "CH 9S", "JS 4D", "3H 8C")                         # C4
HIGH_PAIR, A_LOW_CARD = "KH QD", "2H"                                                # C4: no low card left
TRICK_EXAMPLE = ("KS T5 T12 EX", "10H T8")                                           # P2–P5, X1: hand, trick
# S5, the rules' worked example, as a score sheet declares it: contract, points, bouts, petit au bout, poignées.
EXAMPLE_FACTS = ("garde", 48, 2, "defence", ("simple",))
PLAY_RULES = ("P2", "P3", "P4", "P5", "X1", "X2", "P6")
SLAM_CASES = (("announced_made", True, "taker"), ("made", False, "taker"), ("announced_failed", True, None))
# V11: the worked examples at three and five players — (contract, the attack's points, bouts); at
# five the same deal is also scored with the taker alone (V5, V9).
TABLE_EXAMPLES = {3: ("garde", 50.5, 2), 5: ("prise", 38, 3)}
# V11, V8: five players, a contract failed by a half point (40½ with 2 bouts: failed by 1), told in one line.
FAILED_EXAMPLES = {5: ("garde", 40.5, 2)}
# V4, R8: hands as dealt, each holding one more rank of court cards, to show what may be called.
CALL_HANDS = ("7H T5", "KS KH KC KD", "KS KH KC KD QS QH QC QD", "KS KH KC KD QS QH QC QD CS CH CC CD")
# V6: a first-trick lead at five players: the leader's hand and the called card.
FIRST_TRICK_EXAMPLE = ("KH QH 7H 3S T4", "KH")
_SVG_NS = ' xmlns="http://www.w3.org/2000/svg"'      # inline <svg> in HTML gets its namespace from the parser


def handout_facts(lang: str | None = None, players: int = 4) -> dict:
    """The figures of the handout as plain data, each computed by the rule that owns it.

    ``cards``: per kind, the example cards and their C3 value; ``total``: the pack (C3);
    ``pairs``: C4 counts of a counting card with a low one, then ``high_pair`` (two counting
    cards, and each with a low card); ``targets`` (S1); ``contracts``: multiplier (A2), whether
    the chien is shown and whose it is (E1, E3), petit au bout in that contract (B5); ``base``
    and ``petit_au_bout``: the 25 and the 10 of S3, read from :func:`score_facts`; ``example``:
    the S5 deal scored (``ScoreResult.to_dict``, its breakdown in *lang*); ``taker_factor``: the 3 of S4; ``poignees``
    (B1); ``slam`` (B7, B8); ``trick``: the example's legal cards and the rule that rules out
    each other card (P2–P5, X1).

    At three or five *players* (V1) the figures are those of that table: ``table`` (V1, V2: the
    deal, the chien, the discard, the tricks), ``poignees`` in the table's sizes (V3), ``shares``
    (V9, :func:`~tarot_core.scoring.score_shares`), ``example``: V11's worked example scored by
    the core at that table (at five also with the taker alone, and ``example["failed"]``: V11's
    contract failed by a half point, V8), and at five ``call`` (V4, R8: what a hand as dealt may call,
    :func:`~tarot_core.call.callable_cards`) and ``first_trick`` (V6, R9). Any other number of
    players raises the core's V1 error (:func:`~tarot_core.table.table_for`).
    """
    table = table_for(players)
    lang = check_language(lang)
    cards = []
    for kind, codes in KIND_CARDS:
        group = parse_cards(codes)
        assert all(c.kind == kind for c in group), (kind, codes)
        cards.append({"kind": kind, "cards": [c.code for c in group], "points": group[0].points})
    pairs = [{"cards": codes.split(), "kinds": [c.kind for c in parse_cards(codes)],
              "value": count_pairs(codes).total} for codes in PAIR_EXAMPLES]
    high = parse_cards(HIGH_PAIR)
    base = score_facts("prise", TARGETS[2], 2).S                                    # S3: made by 0 → 25
    pab = score_facts("prise", TARGETS[2], 2, petit_au_bout="taker").S - base        # B5: ±10 before ×
    example = score_facts(*EXAMPLE_FACTS)
    hand, trick = TRICK_EXAMPLE
    facts = {
        "cards": cards, "total": sum(HALF_POINTS[c] for c in DECK) // 2, "pairs": pairs,
        "high_pair": {"cards": [c.code for c in high], "value": count_pairs(high).total,
                      "with_low": [count_pairs(f"{c.code} {A_LOW_CARD}").total for c in high]},
        "targets": dict(TARGETS),
        "contracts": [{"contract": c.code, "multiplier": c.multiplier, "chien_shown": c.takes_chien_in_hand,
                       "chien_owner": chien_owner(c), "petit_au_bout": pab * c.multiplier} for c in Contract],
        "base": base, "petit_au_bout": pab,
        "example": example.to_dict(check_language(lang)),
        "taker_factor": example.taker_score // example.S,                          # S4: 3 × S
        "poignees": [{"name": name, "trumps": size, "bonus": POIGNEE_BONUS[size]}
                     for name, size in POIGNEE_SIZES.items()],
        "slam": {**{key: slam_bonus(announced, sweep)[0] for key, announced, sweep in SLAM_CASES},
                 "defence": slam_bonus(False, "defence")[0]},
        "trick": {"hand": hand.split(), "trick": trick.split(), "legal": [c.code for c in legal_cards(hand, trick)],
                  "illegal": {c.code: rule for c, (rule, _) in illegal_reasons(hand, trick, "en").items()}},
    }
    if table != FOUR_PLAYERS:
        facts.update(_table_facts(table, lang))
        del facts["taker_factor"]
    return facts


def _table_example(table: Table):
    """V11's worked example at *table*, scored by the core (V8: its points checked for that table)."""
    contract, points, bouts = TABLE_EXAMPLES[table.seats]
    return score(Facts.make(contract, points, bouts, players=table))


def _table_steps(table: Table):
    """The example's breakdown, its last line the shares at *table* (V9), and at five the shares
    of the same deal with the taker alone (V5, V9; None elsewhere)."""
    result = _table_example(table)
    alone = shares_step(result.S, table, alone=True) if table.seats == FIVE_PLAYERS.seats else None
    return result.breakdown[:-1] + (shares_step(result.S, table),), alone


def _failed_example(table: Table):
    """V11, V8: the contract failed by a half point at *table* (five players), its S2 line and its
    shares (V9); None at a table without one."""
    if table.seats not in FAILED_EXAMPLES:
        return None
    result = score(Facts.make(*FAILED_EXAMPLES[table.seats], players=table))
    return result, result.breakdown[1], shares_step(result.S, table)


def _table_facts(table: Table, lang: str) -> dict:
    """The figures that differ at three and five players (V1–V11), each from the core."""
    result = _table_example(table)                                                      # V11
    S = result.S
    five = table.seats == FIVE_PLAYERS.seats
    example = {k: v for k, v in result.to_dict(lang).items() if k not in ("taker_score", "defender_score")}
    example["breakdown"] = [{"rule": s.rule, "text": s.text(lang)} for s in _table_steps(table)[0]]      # V9
    shares, scores = [], []
    with_partner = score_shares(table)
    for alone in ((False, True) if five else (False,)):
        sh = score_shares(table, alone)
        shares.append({"alone": alone, "taker": sh.taker, "partner": sh.partner, "defender": sh.defender})
        scores.append({"alone": alone, "taker": sh.taker * S, "partner": None if sh.partner is None else sh.partner * S,
                       "defender": sh.defender * S, "line": shares_step(S, table, alone).text(lang)})
    example["scores"] = scores
    failed = _failed_example(table)
    if failed is not None:
        r, margin, _ = failed
        sh = score_shares(table)
        example["failed"] = {"contract": r.facts.contract.code, "taker_points": r.facts.taker_points,
                             "taker_bouts": r.facts.taker_bouts, "made": r.made, "margin": r.margin, "S": r.S,
                             "taker": sh.taker * r.S, "partner": None if sh.partner is None else sh.partner * r.S,
                             "defender": sh.defender * r.S, "lines": [margin.text(lang), failed[2].text(lang)]}
    defence_slam = slam_bonus(False, "defence")[0]                                         # B8: once in S
    facts = {
        "players": table.seats,
        "table": {"players": table.seats, "hand_size": table.hand_size, "packet": table.packet,
                  "chien": table.chien_size, "cards": table.n_cards, "discard": table.discard_size,
                  "tricks": table.n_tricks, "trick_cards": table.seats},
        "poignees": [{"name": name, "trumps": size, "bonus": POIGNEE_BONUS[kind]}          # V3, B1
                     for (name, kind), size in zip(POIGNEE_SIZES.items(), table.poignee_sizes, strict=True)],
        "shares": shares, "example": example,
        "defence_slam": {"taker": with_partner.taker * defence_slam, "defender": with_partner.defender * defence_slam,
                         "partner": None if with_partner.partner is None else with_partner.partner * defence_slam},
    }
    if five:
        calls = []
        for codes in CALL_HANDS:                                                           # V4, R8
            held = parse_cards(codes)
            complete = [k for k in ("king", "queen", "cavalier") if sum(c.kind == k for c in held) == 4]
            callable_ = callable_cards(held)
            calls.append({"hand": [c.code for c in held], "holds": complete,
                          "kinds": list(dict.fromkeys(c.kind for c in callable_)), "count": len(callable_)})
        hand, called = FIRST_TRICK_EXAMPLE                                                 # V6, R9
        legal = first_trick_legal_cards(hand, (), called=called)
        facts["call"] = calls
        facts["first_trick"] = {
            "hand": hand.split(), "called": called, "legal": [c.code for c in legal],
            "illegal": {c.code: reason[0] for c in parse_cards(hand) if c not in legal
                        and (reason := first_trick_reason(hand, (), c.code, called=called, lang="en")) is not None}}
    return facts


# --- HTML -------------------------------------------------------------------------------------
CSS = """
@page { size: A4; margin: 8mm 9mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font: 8.2pt/1.24 "DejaVu Sans", Verdana, Arial, sans-serif; color: #111; }
h1 { font-size: 14pt; margin: 0 0 1mm; }
.sub { margin: 0 0 2mm; color: #333; }
main { columns: 2; column-gap: 6mm; }
section { break-inside: avoid; margin: 0 0 2.2mm; }
h2 { font-size: 9.6pt; margin: 0 0 1mm; border-bottom: 1.2px solid #1f3578; color: #1f3578; }
table { border-collapse: collapse; width: 100%; margin: 0.5mm 0 1mm; }
th, td { border: 0.6px solid #999; padding: 0.2mm 1.2mm; text-align: left; vertical-align: middle; }
th { background: #eef1f8; font-weight: bold; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
p, ul { margin: 0.6mm 0; } ul { padding-left: 4mm; } li { margin: 0.3mm 0; }
.r { display: inline-block; min-width: 6mm; padding: 0 0.8mm; border: 0.8px solid #1f3578; border-radius: 1.2mm;
     color: #1f3578; font-size: 7pt; font-weight: bold; text-align: center; margin-right: 1mm; }
.cards svg { vertical-align: middle; margin-right: 0.6mm; }
.f { font-weight: bold; background: #fbf3dc; padding: 0.8mm 1.2mm; border-radius: 1mm; }
ol { margin: 0.6mm 0; padding-left: 5mm; }
footer { margin-top: 1mm; font-size: 7pt; color: #444; column-span: all; }
"""
# Five players: the call and the first trick need room, so the page is set a little tighter.
CSS_FIVE = "body { font-size: 7.8pt; } section { margin-bottom: 1.8mm; }\n"


def _rule(ids: str, lang: str) -> str:
    """The rule IDs beside an item (C3, S1, P2–P6 …), a single rule titled for a hover."""
    return "".join(f'<span class="r"{_title(r, lang)}>{escape(r)}</span>' for r in ids.split())


def _title(rule: str, lang: str) -> str:
    return f' title="{escape(rule_title(rule, lang))}"' if rule in RULES else ""


def _line(rules: str, body: str, lang: str, fig: str = "") -> str:
    """A paragraph led by its rule IDs; *body* is HTML already escaped."""
    attrs = f' data-fig="{fig}"' if fig else ""
    return f"<p{attrs}>{_rule(rules, lang)}{body}</p>"


def _cards(codes, lang: str, four_colour: bool, width: float = 16, disabled=()) -> str:
    svgs = "".join(card_svg(c, width=width, lang=lang, four_colour=four_colour, disabled=c in disabled)
                   .replace(_SVG_NS, "", 1) for c in parse_cards(codes))
    return f'<span class="cards">{svgs}</span>'


def _n(x, lang: str, signed: bool = False) -> str:
    return escape(format_number(x, lang, signed=signed))


def _t(key: str, lang: str, **params) -> str:
    return escape(text(key, lang, **params))


def _cell(html: str, fig: str = "", numeric: bool = False, **data) -> str:
    attrs = (' class="n"' if numeric else "") + (f' data-fig="{fig}"' if fig else "")
    attrs += "".join(f' data-{k}="{escape(str(v))}"' for k, v in data.items())
    return f"<td{attrs}>{html}</td>"


def _head(cols, lang: str, numeric=()) -> str:
    return "<tr>" + "".join(f'<th{" class=n" if c in numeric else ""}>{_t("handout.col." + c, lang)}</th>'
                            for c in cols) + "</tr>"


def _section(name: str, rules: str, body: str, lang: str) -> str:
    heading = f'<h2>{_rule(rules, lang)}{_t("handout.h." + name, lang)}</h2>'
    return f'<section data-part="{name}">{heading}{body}</section>'


def _cards_part(f: dict, lang: str, four: bool, compact: bool = False) -> str:
    """C1–C3: a row per kind with cards drawn; *compact* (five players, where the call needs the
    room): the kinds in one row and their values below, no drawing."""
    rows = "".join(f'<tr data-kind="{k["kind"]}">{_cell(_t("card.kind." + k["kind"], lang))}'
                   f'{_cell(_cards(k["cards"], lang, four))}{_cell(_n(k["points"], lang), "points", True)}</tr>'
                   for k in f["cards"])
    mark = "\x00"                             # where the total goes, once the sentence is escaped
    total = _t("handout.cards.total", lang, total=mark).replace(mark, f'<b data-fig="total">{_n(f["total"], lang)}</b>')
    if compact:
        kinds = "".join(f'<th class="n">{_t("card.kind." + k["kind"], lang)}</th>' for k in f["cards"])
        values = "".join(_cell(_n(k["points"], lang), "points", True, kind=k["kind"]) for k in f["cards"])
        table = (f'<table><tr><th>{_t("handout.col.kind", lang)}</th>{kinds}</tr>'
                 f'<tr><th>{_t("handout.col.points", lang)}</th>{values}</tr></table>')
        return table + _line("C2", _t("handout.cards.low", lang), lang) + _line("C3 C4", total, lang)
    return (f'<table>{_head(("kind", "cards", "points"), lang, ("points",))}{rows}</table>'
            + _line("C2", _t("handout.cards.low", lang), lang) + _line("C3 C4", total, lang))


def _pairs_part(f: dict, lang: str) -> str:
    def kind(k: str) -> str:
        return text("card.kind." + k, lang)
    rows = ((p["value"], _t("handout.pairs.row", lang, a=kind(p["kinds"][0]), b=kind(p["kinds"][1]),
                            value=format_number(p["value"], lang))) for p in f["pairs"])
    items = "".join(f'<li data-fig="pair" data-value="{value}">{row}</li>' for value, row in rows)
    h = f["high_pair"]
    a, b = (c.kind_label(lang) for c in parse_cards(h["cards"]))
    x, y = (format_number(v, lang) for v in h["with_low"])
    high = _t("handout.pairs.high", lang, a=a, b=b, x=x, y=y, value=format_number(h["value"], lang))
    return (f'<p>{_t("handout.pairs.intro", lang)}</p><ul>{items}</ul>'
            f'<p data-fig="high_pair" data-value="{h["value"]}">{high}</p>')


def _targets_part(f: dict, lang: str) -> str:
    bouts = "".join(_cell(_n(b, lang), "bouts", True) for b in f["targets"])
    targets = "".join(_cell(_n(t, lang), "target", True, bouts=b) for b, t in f["targets"].items())
    return (f'<table><tr><th>{_t("handout.col.bouts", lang)}</th>{bouts}</tr>'
            f'<tr><th>{_t("handout.col.target", lang)}</th>{targets}</tr></table>'
            f'<p>{_t("handout.targets.note", lang)}</p>')


def _contracts_part(f: dict, lang: str) -> str:
    rows = []
    for c in f["contracts"]:
        seen = "shown" if c["chien_shown"] else "unseen"
        chien = _rule("E1" if c["chien_shown"] else "E3", lang) + _t(f'handout.chien.{seen}.{c["chien_owner"]}', lang)
        rows.append(f'<tr data-contract="{c["contract"]}">{_cell(_t("contract." + c["contract"], lang))}'
                    f'{_cell("×" + _n(c["multiplier"], lang), "multiplier", True)}{_cell(chien)}'
                    f'{_cell(_n(c["petit_au_bout"], lang), "pab", True)}</tr>')
    head = _head(("contract", "multiplier", "chien", "pab"), lang, ("multiplier", "pab"))
    return f'<table>{head}{"".join(rows)}</table>' + _line("E2", escape(rule_title("E2", lang)), lang)


def _trick_part(f: dict, lang: str, four: bool) -> str:
    t = f["trick"]
    items = "".join(f"<li>{_rule(r, lang)}{escape(rule_title(r, lang))}</li>" for r in PLAY_RULES)
    illegal = parse_cards(list(t["illegal"]))
    legal = escape(", ".join(notation(c, lang) for c in parse_cards(t["legal"])))
    why = " · ".join(f'{escape(notation(c, lang))} {_rule(t["illegal"][c.code], lang)}' for c in illegal)
    return (f'<ul>{items}</ul><p data-fig="trick">{_t("handout.trick.played", lang)} {_cards(t["trick"], lang, four)} '
            f'{_t("handout.trick.hand", lang)} {_cards(t["hand"], lang, four, disabled=illegal)}</p>'
            f'<p>{_t("handout.trick.legal", lang)} <b data-fig="legal">{legal}</b> · '
            f'{_t("handout.trick.not", lang)} {why}</p>')


def _score_part(f: dict, lang: str) -> str:
    if "table" in f:
        return _table_score_part(f, lang)
    e = f["example"]
    facts = _t("handout.example.facts", lang, contract=text("contract." + e["contract"], lang),
               points=format_number(e["taker_points"], lang), bouts=text_count("count.bouts", e["taker_bouts"], lang),
               side=text("side." + e["petit_au_bout"], lang), poignee=text(f'poignee.{e["poignees"][0]}', lang))
    steps = "".join(f"<li>{_rule(s.rule, lang)}{escape(s.body(lang))}</li>"
                    for s in score_facts(*EXAMPLE_FACTS).breakdown)
    formula = _t("handout.formula", lang, base=format_number(f["base"], lang),
                 pab=format_number(f["petit_au_bout"], lang))
    return (f'<p class="f" data-fig="formula">{formula}</p><p>{_t("handout.formula.signs", lang)}</p>'
            + _line("S2", escape(rule_title("S2", lang)), lang)
            + _line("S4", _t("handout.split", lang, k=format_number(f["taker_factor"], lang)), lang)
            + _line("S5", facts, lang) + f'<ol data-fig="example" data-s="{e["S"]}">{steps}</ol>')


def _bonus_part(f: dict, lang: str) -> str:
    rows = "".join(f'<tr data-poignee="{p["name"]}">{_cell(_t("poignee." + str(POIGNEE_SIZES[p["name"]]), lang))}'
                   f'{_cell(_n(p["trumps"], lang), "trumps", True)}{_cell(_n(p["bonus"], lang), "bonus", True)}</tr>'
                   for p in f["poignees"])
    s = f["slam"]
    slams = "".join(f'<tr data-slam="{k}">{_cell(_t("handout.slam." + k, lang))}'
                    f'{_cell(_n(s[k], lang, signed=True), "slam", True)}</tr>' for k, _, _ in SLAM_CASES)
    if "table" in f:                                     # V9: the attack pays it in its shares (B8)
        d = f["defence_slam"]
        partner = "" if d["partner"] is None else text("handout.slam.defence.partner", lang,
                                                        p=format_number(d["partner"], lang, signed=True))
        defence = _t("handout.slam.defence.table", lang, v=format_number(s["defence"], lang, signed=True),
                     each=format_number(d["defender"], lang, signed=True),
                     taker=format_number(d["taker"], lang, signed=True), partner=partner)
    else:
        defence = _t("handout.slam.defence", lang, v=format_number(s["defence"], lang, signed=True),
                     each=format_number(-s["defence"], lang, signed=True),
                     taker=format_number(f["taker_factor"] * s["defence"], lang, signed=True))
    shared = _line("R6", escape(rule_title("R6", lang)), lang) if f.get("call") else ""      # five players
    b2_b4 = f'{escape(rule_title("B2", lang))}. {_rule("B4", lang)}{escape(rule_title("B4", lang))}.'
    return (f'<table>{_head(("poignee", "trumps", "bonus"), lang, ("trumps", "bonus"))}{rows}</table>'
            + _line("B2", b2_b4, lang)
            + _line("B5", _t("handout.pab", lang, pab=format_number(f["petit_au_bout"], lang)), lang, "pab_rule")
            + f'<table>{_head(("slam", "in_s"), lang, ("in_s",))}{slams}</table>'
            + _line("B7 R4", _t("handout.slam.note", lang), lang) + shared + _line("B8", defence, lang, "defence_slam"))


# --- three and five players (V1–V11) ------------------------------------------------------------------
def _table_part(f: dict, lang: str) -> str:
    t = f["table"]
    deal = _t("handout.table.deal", lang, n=format_number(t["players"], lang), hand=format_number(t["hand_size"], lang),
              packet=format_number(t["packet"], lang), chien=format_number(t["chien"], lang),
              cards=format_number(t["cards"], lang))
    play = _t("handout.table.play", lang, discard=format_number(t["discard"], lang),
              tricks=format_number(t["tricks"], lang), size=format_number(t["trick_cards"], lang))
    return (_line("V1 D3", deal, lang, "deal") + _line("V2 E1", play, lang, "play")
            + _line("V10", escape(rule_title("V10", lang)), lang))


def _call_part(f: dict, lang: str) -> str:
    def kind(k: str) -> str:
        return text("card.kind." + k, lang)
    rows = []
    for c in f["call"]:
        held = " + ".join(text("handout.call.held", lang, n=format_number(4, lang), kind=kind(k)) for k in c["holds"])
        may = text("handout.call.kinds", lang, kinds=", ".join(kind(k) for k in c["kinds"]),
                   count=format_number(c["count"], lang))
        rows.append(f'<tr data-call="{len(c["holds"])}">{_cell(escape(held) or _t("handout.call.anything", lang))}'
                    f'{_cell(escape(may), "may_call", count=c["count"])}</tr>')
    return (f'<p>{_t("handout.call.when", lang)}</p>'
            f'<table>{_head(("holds", "may_call"), lang)}{"".join(rows)}</table>'
            + _line("V5", _t("handout.call.partner", lang), lang) + _line("R7", escape(rule_title("R7", lang)), lang)
            + _line("V7", escape(rule_title("V7", lang)), lang))


def _first_trick_part(f: dict, lang: str, four: bool) -> str:
    t = f["first_trick"]
    illegal = parse_cards(list(t["illegal"]))
    legal = escape(", ".join(notation(c, lang) for c in parse_cards(t["legal"])))
    why = " · ".join(f'{escape(notation(c, lang))} {_rule(t["illegal"][c.code], lang)}' for c in illegal)
    called = notation(parse_cards(t["called"])[0], lang)
    return (f'<p data-fig="first_trick">{_t("handout.first.example", lang, card=called)} '
            f'{_cards(t["hand"], lang, four, disabled=illegal)}</p>'
            f'<p>{_t("handout.trick.legal", lang)} <b data-fig="first_legal">{legal}</b> · '
            f'{_t("handout.trick.not", lang)} {why}</p>'
            + _line("R9", escape(rule_title("R9", lang)), lang))


def _share(k: int | None, lang: str) -> str:
    return "—" if k is None else _t("handout.share", lang, k=format_number(k, lang))


def _table_score_part(f: dict, lang: str) -> str:
    e, shares = f["example"], f["shares"]
    cols = ("seat", "with_partner", "alone") if len(shares) > 1 else ("seat", "share")
    rows = "".join(f'<tr data-seat="{who}">{_cell(_t("side.taker" if who == "taker" else "handout.seat." + who, lang))}'
                   + "".join(_cell(_share(s[who], lang), "share", True, alone=str(s["alone"]).lower()) for s in shares)
                   + "</tr>" for who in ("taker", "partner", "defender") if any(s[who] is not None for s in shares))
    facts = _t("handout.example.table", lang, contract=text("contract." + e["contract"], lang),
               points=format_number(e["taker_points"], lang), bouts=text_count("count.bouts", e["taker_bouts"], lang))
    steps, alone_step = _table_steps(table_for(f["players"]))
    items = "".join(f"<li>{_rule(s.rule, lang)}{escape(s.body(lang))}</li>" for s in steps)
    alone = "" if alone_step is None else (f'<p data-fig="alone">{_t("handout.example.alone", lang)} '
                                           f'{_rule(alone_step.rule, lang)}{escape(alone_step.body(lang))}</p>')
    failed = _failed_example(table_for(f["players"]))
    if failed is not None:                                   # V8: failed by a half point, the margin rounded up
        r, margin, split = failed
        lead = _t("handout.example.failed", lang, contract=text("contract." + r.facts.contract.code, lang),
                  points=format_number(r.facts.taker_points, lang),
                  bouts=text_count("count.bouts", r.facts.taker_bouts, lang))
        alone += (f'<p data-fig="failed" data-s="{r.S}">{lead} {_rule(margin.rule + " V8", lang)}'
                  f'{escape(margin.body(lang))} {_rule(split.rule, lang)}{escape(split.body(lang))}</p>')
    formula = _t("handout.formula", lang, base=format_number(f["base"], lang),
                 pab=format_number(f["petit_au_bout"], lang))
    return (f'<p class="f" data-fig="formula">{formula}</p><p>{_t("handout.formula.signs", lang)}</p>'
            + _line("S2 V8", escape(rule_title("S2", lang)), lang)
            + f'<table data-fig="shares">{_head(cols, lang, cols[1:])}{rows}</table>'
            + _line("V11", facts, lang) + f'<ol data-fig="example" data-s="{e["S"]}">{items}</ol>' + alone)


def handout_html(lang: str | None = None, four_colour: bool = False, players: int = 4) -> str:
    """The one-page summary as a self-contained HTML document in *lang* ('fr' or 'en').

    *four_colour* draws the cards of the four-colour pack (♦ orange, ♣ green). *players* (3, 4
    or 5, V1) chooses the table: at three and five the page opens with the table's deal (V1, V2),
    at five the call (V4, R8, V5, V7) and the first trick (V6, R9), and gives that table's
    poignées (V3) and score split with V11's worked example (V9); at four it is the page as ever.
    """
    lang = check_language(lang)
    if not isinstance(four_colour, bool):
        raise TypeError("four_colour: True or False")
    f = handout_facts(lang, players)
    at_table = "table" in f
    five = "call" in f                                   # five players: the call takes the room of C4's tips
    parts = [_section("cards", "C1–C3", _cards_part(f, lang, four_colour, compact=five), lang),
             _section("pairs", "C4", _pairs_part(f, lang), lang),
             _section("targets", "S1", _targets_part(f, lang), lang),
             _section("contracts", "A2", _contracts_part(f, lang), lang),
             _section("trick", "P2–P6 X1 X2", _trick_part(f, lang, four_colour), lang),
             _section("score", "S3 V9" if at_table else "S3", _score_part(f, lang), lang),
             _section("bonuses", "B1–B8 V3" if at_table else "B1–B8", _bonus_part(f, lang), lang)]
    if at_table:
        first = [_section("table", "V1 V2", _table_part(f, lang), lang)]
        if five:
            first += [_section("call", "V4 R8", _call_part(f, lang), lang),
                      _section("first", "V6", _first_trick_part(f, lang, four_colour), lang)]
            parts = [p for p in parts if 'data-part="pairs"' not in p]
        parts = first + parts
        n = format_number(f["players"], lang)
        title, sub = _t("handout.title.table", lang, n=n), _t("handout.subtitle.table", lang, n=n)
    else:
        title, sub = _t("handout.title", lang), _t("handout.subtitle", lang)
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<style>{CSS}{CSS_FIVE if five else ""}</style></head><body><h1>{title}</h1><p class="sub">{sub}</p>'
            f'<main>{"".join(parts)}</main><footer>{_t("handout.footer", lang)}</footer></body></html>\n')


__all__ = ["handout_html", "handout_facts"]
