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
"""
from __future__ import annotations

from html import escape

from ..auction import Contract
from ..cards import DECK, HALF_POINTS, parse_cards
from ..catalogue import RULES, check_language, format_number, rule_title, text, text_count
from ..counting import count_pairs
from ..discard import chien_owner
from ..errors import notation
from ..play import illegal_reasons, legal_cards
from ..scoring import POIGNEE_BONUS, POIGNEE_SIZES, TARGETS, score_facts, slam_bonus
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
_SVG_NS = ' xmlns="http://www.w3.org/2000/svg"'      # inline <svg> in HTML gets its namespace from the parser


def handout_facts(lang: str | None = None) -> dict:
    """The figures of the handout as plain data, each computed by the rule that owns it.

    ``cards``: per kind, the example cards and their C3 value; ``total``: the pack (C3);
    ``pairs``: C4 counts of a counting card with a low one, then ``high_pair`` (two counting
    cards, and each with a low card); ``targets`` (S1); ``contracts``: multiplier (A2), whether
    the chien is shown and whose it is (E1, E3), petit au bout in that contract (B5); ``base``
    and ``petit_au_bout``: the 25 and the 10 of S3, read from :func:`score_facts`; ``example``:
    the S5 deal scored (``ScoreResult.to_dict``, its breakdown in *lang*); ``taker_factor``: the 3 of S4; ``poignees``
    (B1); ``slam`` (B7, B8); ``trick``: the example's legal cards and the rule that rules out
    each other card (P2–P5, X1).
    """
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
    return {
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


def _cards_part(f: dict, lang: str, four: bool) -> str:
    rows = "".join(f'<tr data-kind="{k["kind"]}">{_cell(_t("card.kind." + k["kind"], lang))}'
                   f'{_cell(_cards(k["cards"], lang, four))}{_cell(_n(k["points"], lang), "points", True)}</tr>'
                   for k in f["cards"])
    mark = "\x00"                             # where the total goes, once the sentence is escaped
    total = _t("handout.cards.total", lang, total=mark).replace(mark, f'<b data-fig="total">{_n(f["total"], lang)}</b>')
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
    rows = "".join(f'<tr data-poignee="{p["name"]}">{_cell(_t("poignee." + str(p["trumps"]), lang))}'
                   f'{_cell(_n(p["trumps"], lang), "trumps", True)}{_cell(_n(p["bonus"], lang), "bonus", True)}</tr>'
                   for p in f["poignees"])
    s = f["slam"]
    slams = "".join(f'<tr data-slam="{k}">{_cell(_t("handout.slam." + k, lang))}'
                    f'{_cell(_n(s[k], lang, signed=True), "slam", True)}</tr>' for k, _, _ in SLAM_CASES)
    defence = _t("handout.slam.defence", lang, v=format_number(s["defence"], lang, signed=True),
                 each=format_number(-s["defence"], lang, signed=True),
                 taker=format_number(f["taker_factor"] * s["defence"], lang, signed=True))
    b2_b4 = f'{escape(rule_title("B2", lang))}. {_rule("B4", lang)}{escape(rule_title("B4", lang))}.'
    return (f'<table>{_head(("poignee", "trumps", "bonus"), lang, ("trumps", "bonus"))}{rows}</table>'
            + _line("B2", b2_b4, lang)
            + _line("B5", _t("handout.pab", lang, pab=format_number(f["petit_au_bout"], lang)), lang, "pab_rule")
            + f'<table>{_head(("slam", "in_s"), lang, ("in_s",))}{slams}</table>'
            + _line("B7 R4", _t("handout.slam.note", lang), lang) + _line("B8", defence, lang, "defence_slam"))


def handout_html(lang: str | None = None, four_colour: bool = False) -> str:
    """The one-page summary as a self-contained HTML document in *lang* ('fr' or 'en').

    *four_colour* draws the cards of the four-colour pack (♦ orange, ♣ green).
    """
    lang = check_language(lang)
    if not isinstance(four_colour, bool):
        raise TypeError("four_colour: True or False")
    f = handout_facts(lang)
    parts = [_section("cards", "C1–C3", _cards_part(f, lang, four_colour), lang),
             _section("pairs", "C4", _pairs_part(f, lang), lang),
             _section("targets", "S1", _targets_part(f, lang), lang),
             _section("contracts", "A2", _contracts_part(f, lang), lang),
             _section("trick", "P2–P6 X1 X2", _trick_part(f, lang, four_colour), lang),
             _section("score", "S3", _score_part(f, lang), lang),
             _section("bonuses", "B1–B8", _bonus_part(f, lang), lang)]
    title = _t("handout.title", lang)
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<style>{CSS}</style></head><body><h1>{title}</h1><p class="sub">{_t("handout.subtitle", lang)}</p>'
            f'<main>{"".join(parts)}</main><footer>{_t("handout.footer", lang)}</footer></body></html>\n')


__all__ = ["handout_html", "handout_facts"]
