"""What a lesson shows: rule boxes, tables of the core's facts, cards, breakdowns.

Each function asks ``tarot_core`` and arranges the answer as a :class:`Shown` — HTML in
JupyterLab, plain text in nbclient or a terminal. No rule is decided here: card values and
kinds (C2, C3), pairs (C4), contracts and the chien (A2, E1, E3), the auction (A1–A3), legal
cards (P2–P5, X1), trick winners (P6, X2), discards (E2) and score lines (S1–S4) all come
from the core; the words come from the course's catalogue (``lesson.*`` in :mod:`tarot_course.texts`).

>>> rule_box("D4", "en").text
'D4 — Petit sec: the Petit as the only trump and no Excuse; the deal is cancelled'
>>> print(points_table("KH 7D", "en").text)
cards | card | kind | value (C3)
 | King of ♥ hearts | king | 4.5
 | 7 of ♦ diamonds | low card | 0.5
 | Total |  | 5
"""
from __future__ import annotations

import html
import re

from tarot_core.auction import Contract, check_auction, parse_contract, speaker
from tarot_core.cards import parse_card, parse_cards, points_of, sort_key
from tarot_core.catalogue import check_language, rule_ids, rule_title, text
from tarot_core.counting import count_pairs
from tarot_core.discard import chien_owner, discard_verdict, legal_discard_example
from tarot_core.errors import TarotError, notation
from tarot_core.play import illegal_reasons, trick_winner
from tarot_core.render.svg import card_label, card_svg, hand_html
from tarot_core.scoring import score_facts
from tarot_core.table import FOUR_PLAYERS
from widgets.labels import fmt_points

from .texts import say


def t(key: str, lang: str | None = None, **params) -> str:
    """The lesson sentence ``lesson.<key>`` of the course's catalogue (:mod:`tarot_course.texts`), its fields filled."""
    return say("lesson." + key, lang, **params)


class Words(str):
    """A name for a course sentence, with its other forms: the sentence's template picks one by
    its format spec, so that French and English take the same fields and each writes the name as
    its grammar wants — ``{card}`` as given, ``{card:lower}`` in lower case, ``{side:the}`` the
    form given as ``the=`` (:func:`side_words`).

    >>> "{x} / {x:lower} / {x:the}".format(x=Words("Trump 15", the="the trump 15"))
    'Trump 15 / trump 15 / the trump 15'
    """

    forms: dict[str, str]

    def __new__(cls, word: str, **forms: str) -> Words:
        self = super().__new__(cls, word)
        self.forms = forms
        return self

    def __format__(self, spec: str) -> str:
        if spec in self.forms:
            return self.forms[spec]
        if spec == "lower":
            return self.lower()
        return format(str(self), spec)


def side_words(side: str, lang: str | None = None) -> Words:
    """A side ('taker' or 'defence') as the core names it: ``{side}`` the short name ('taker',
    'défense'), ``{side:the}`` with its article ('the taker', 'la défense').

    >>> "{s} — {s:the}".format(s=side_words("defence", "fr"))
    'défense — la défense'
    """
    if side not in ("taker", "defence"):
        raise ValueError(f"side_words: a side is 'taker' or 'defence', not {side!r}")
    lang = check_language(lang)
    return Words(text(f"side.short.{side}", lang), the=text(f"side.{side}", lang))


class Shown:
    """Something a lesson displays: HTML in JupyterLab, plain text elsewhere (nbclient, a terminal)."""

    def __init__(self, html_text: str, text: str):
        self.html, self.text = html_text, text

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return self.text


def _ids(rule_ids_given) -> list[str]:
    if isinstance(rule_ids_given, str):
        return rule_ids_given.replace(",", " ").split()
    return list(rule_ids_given)


def _codes(cards, lang: str | None = None, sep: str = " ") -> str:
    """Cards written short in the lesson's language (the core's ``errors.notation``): 'KH 9C' in
    English, 'R♥ 9♣' in French — where a French reader would take the C of '9C' for cœur."""
    return sep.join(notation(c, lang) for c in parse_cards(cards))


def rule_box(rule_ids_given, lang: str | None = None) -> Shown:
    """The rule(s) by ID with the core's one-line title, in a box (``rule_box("D4", "en")``).

    An ID that RULES.md does not have is refused with a ValueError saying so.
    """
    lang = check_language(lang)
    ids = _ids(rule_ids_given)
    known = rule_ids()
    for rid in ids:
        if rid not in known:
            raise ValueError(say("lesson.unknown_rule", lang, rule=rid))
    rows = "".join(f'<div><strong style="font-family:monospace;margin-right:0.5em">{html.escape(rid)}</strong>'
                   f'{html.escape(rule_title(rid, lang))}</div>' for rid in ids)
    box = (f'<aside data-testid="rule-box" aria-label="{html.escape(say("lesson.rule", lang))} '
           f'{html.escape(" ".join(ids))}" style="border-left:5px solid #0b57d0;background:#eef3fd;'
           f'color:#1a1a1a;padding:6px 12px;margin:6px 0;border-radius:4px">{rows}</aside>')
    return Shown(box, "\n".join(f"{rid} — {rule_title(rid, lang)}" for rid in ids))


# --------------------------------------------------------------------------- tables
def _table(head, rows, caption="", foot=None) -> str:
    cell = 'style="border:1px solid #8a8a8a;padding:2px 8px;text-align:left;vertical-align:middle"'
    out = ['<table style="border-collapse:collapse;margin:4px 0">']
    if caption:
        out.append(f'<caption style="text-align:left;font-weight:600">{html.escape(caption)}</caption>')
    out.append("<thead><tr>" + "".join(f"<th {cell}>{html.escape(h)}</th>" for h in head) + "</tr></thead><tbody>")
    for row in rows:
        out.append("<tr>" + "".join(f"<td {cell}>{c}</td>" for c in row) + "</tr>")
    out.append("</tbody>")
    if foot:
        out.append("<tfoot><tr>" + "".join(f"<th {cell}>{c}</th>" for c in foot) + "</tr></tfoot>")
    out.append("</table>")
    return "".join(out)


def _plain(head, rows, foot=None) -> str:
    def strip(cell):
        cell = re.sub(r"<svg.*?</svg>", "", str(cell), flags=re.S)       # drawings have no text form here
        return html.unescape(re.sub(r"<[^>]+>", "", cell))
    lines = [" | ".join(head)] + [" | ".join(strip(c) for c in r) for r in rows]
    if foot:
        lines.append(" | ".join(strip(c) for c in foot))
    return "\n".join(lines)


def _mini(cards, width=34, lang=None) -> str:
    """Small drawings of *cards* in a row (the core's SVG, each with its accessible name)."""
    return "".join(card_svg(c, width=width, lang=check_language(lang)) for c in cards)


def cards_table(head, rows, caption="", foot=None) -> Shown:
    return Shown(_table(head, rows, caption, foot), _plain(head, rows, foot))


def show_cards(cards, caption: str = "", sort: bool = True) -> Shown:
    """Cards drawn by the core, with a caption (a hand sorted trumps → Excuse → suits)."""
    cards = parse_cards(cards)
    if sort:
        cards = tuple(sorted(cards, key=sort_key))
    return Shown(hand_html(cards, caption=caption) if caption else hand_html(cards),
                 (caption + ": " if caption else "") + " ".join(c.code for c in cards))


def points_table(cards, lang: str | None = None, hide=None) -> Shown:
    """C3 card by card: name, kind, value, and the total (``hide=i`` leaves row i and the total to
    find; ``hide=True``, the first card worth more than 0.5)."""
    lang = check_language(lang)
    cards = parse_cards(cards)
    if hide is True:
        hide = next((i for i, c in enumerate(cards) if c.half_points > 1), 0)
    rows = []
    for i, c in enumerate(cards):
        value = t("hidden", lang) if hide is not None and i == hide % len(cards) else fmt_points(c.points, lang)
        rows.append([_mini([c], lang=lang), html.escape(card_label(c, lang)), html.escape(c.kind_label(lang)), value])
    total = t("hidden", lang) if hide is not None else fmt_points(points_of(cards), lang)
    head = [t("col.cards", lang), t("col.card", lang), t("col.kind", lang), t("col.value", lang)]
    return cards_table(head, rows, foot=["", t("total", lang), "", total])


def value_table(lang: str | None = None) -> Shown:
    """C3: one example of each kind of card and its value, as the core counts it."""
    rows = []
    for c in parse_cards(["T21", "KS", "QH", "CD", "JC", "7S", "T9"]):
        rows.append([_mini([c], lang=lang), html.escape(c.kind_label(lang)), html.escape(card_label(c, lang)),
                     fmt_points(c.points, lang)])
    return cards_table([t("col.cards", lang), t("col.kind", lang), t("col.example", lang), t("col.value", lang)], rows)


def pair_values_table(lang: str | None = None) -> Shown:
    """C4: the pairs players make and what each counts, as the core counts them."""
    lang = check_language(lang)
    rows = []
    for pair in ("KS 7H", "T21 2C", "QH 4D", "CD 9S", "JC T3", "5H 8C", "KH QD"):
        r = count_pairs(pair).pairs[0]
        rows.append([_mini(r.cards, lang=lang), html.escape(" + ".join(c.kind_label(lang) for c in r.cards)),
                     html.escape(say(f"pairs.kind.{r.kind}", lang)), fmt_points(r.value, lang)])
    head = [t("col.cards", lang), t("col.pair", lang), t("col.how", lang), t("col.pair_value", lang)]
    return cards_table(head, rows)


def pairs_table(cards, lang: str | None = None, hide_last: bool = False) -> Shown:
    """C4: the core's pairs for a pile, one line each, with the running total (``hide_last`` for a faded example)."""
    lang = check_language(lang)
    counted = count_pairs(cards)
    rows = []
    last = len(counted.pairs) - 1
    for i, p in enumerate(counted.pairs):
        hidden = hide_last and i == last
        rows.append([_mini(p.cards, lang=lang), html.escape(_codes(p.cards, lang, " + ")),
                     html.escape(say(f"pairs.kind.{p.kind}", lang)),
                     t("hidden", lang) if hidden else fmt_points(p.value, lang),
                     t("hidden", lang) if hidden else fmt_points(p.running_total, lang)])
    head = [t("col.cards", lang), t("col.pair", lang), t("col.how", lang), t("col.pair_value", lang),
            t("col.running", lang)]
    return cards_table(head, rows)


def contracts_table(lang: str | None = None) -> Shown:
    """A2 and E1/E3: the four contracts, their multipliers and what becomes of the chien."""
    lang = check_language(lang)
    rows = []
    for c in Contract:
        if c.takes_chien_in_hand:
            fate = t("shown_taken", lang)
        else:
            fate = t("unseen_taker" if chien_owner(c) == "taker" else "unseen_defence", lang)
        rows.append([html.escape(c.label(lang)), f"×{c.multiplier}", html.escape(fate)])
    return cards_table([say("chart.col.contract", lang), t("col.multiplier", lang), t("col.chien", lang)], rows)


# --------------------------------------------------------------------------- the deal and the auction
def seat_name(seat: int, dealer: int | None = None, lang: str | None = None) -> str:
    """'Seat 2', or 'Seat 2 (dealer)' for the dealer."""
    return t("seat_dealer", lang, seat=seat) if seat == dealer else say("common.seat", lang, seat=seat)


def show_deal(d, lang: str | None = None) -> Shown:
    """A deal of the core (``tarot_core.deal.deal``): the four hands by seat, then the chien."""
    lang = check_language(lang)
    parts, text = [], []
    for seat, hand in enumerate(d.hands):
        name = seat_name(seat, d.dealer, lang)
        parts.append(hand_html(sorted(hand, key=sort_key), caption=f"{name} — {len(hand)}"))
        text.append(f"{name}: " + " ".join(c.code for c in sorted(hand, key=sort_key)))
    parts.append(hand_html(sorted(d.chien, key=sort_key), caption=f"{t('chien', lang)} — {len(d.chien)}"))
    text.append(f"{t('chien', lang)}: " + " ".join(c.code for c in d.chien))
    return Shown('<div data-testid="deal">' + "".join(parts) + "</div>", "\n".join(text))


def auction_verdict(result, dealer: int, lang: str | None = None) -> str:
    """A3 in words for the core's ``check_auction`` result: the taker and the contract, or all pass."""
    if result.taker is None:
        return t("auction.all_pass", lang)
    return t("auction.taker", lang, seat=seat_name(result.taker, dealer, lang),
             contract=result.contract.label(lang), k=result.contract.multiplier)


def auction_table(bids, dealer: int, lang: str | None = None) -> Shown:
    """A1–A3: who speaks when (from the dealer's right) and what the core concludes."""
    lang = check_language(lang)
    rows = []
    for turn, bid in enumerate(bids):
        seat = speaker(dealer, turn)
        rows.append([str(turn + 1), html.escape(seat_name(seat, dealer, lang)), html.escape(bid_word(bid, lang))])
    try:
        verdict = auction_verdict(check_auction(bids, dealer), dealer, lang)
    except TarotError as e:
        verdict = e.message(lang)
    head = [t("col.turn", lang), t("col.seat", lang), t("col.bid", lang)]
    return Shown(_table(head, rows) + f'<p style="font-weight:600">{html.escape(verdict)}</p>',
                 _plain(head, rows) + "\n" + verdict)


def auction_order(bids, dealer: int, lang: str | None = None) -> str:
    """A1 in one line: each bid with its speaker, in speaking order from the dealer's right."""
    said = [t("auction.said", lang, seat=seat_name(speaker(dealer, turn), dealer, lang), bid=bid_word(bid, lang))
            for turn, bid in enumerate(bids)]
    return t("auction.order", lang, bids=", ".join(said))


def bid_word(bid, lang: str | None = None) -> str:
    """One bid as a word: 'pass' or the contract's name."""
    if bid is None or str(bid).lower() in ("pass", "passe"):
        return t("pass", lang)
    return parse_contract(bid).label(lang)


def bids_text(bids, lang: str | None = None) -> str:
    """The bids as words, in the order spoken ('pass, Garde, pass, Garde Sans')."""
    return ", ".join(bid_word(b, lang) for b in bids)


def discard_examples(hand, chien, lang: str | None = None) -> Shown:
    """E1–E2: up to three discards of the same 24 cards — a king or a bout put aside, a trump put
    aside while suit cards remain, and the core's legal example — with the core's verdict on each."""
    lang = check_language(lang)
    hand, chien = parse_cards(hand), parse_cards(chien)
    pool = sorted(tuple(hand) + tuple(chien), key=sort_key)
    plain = [c for c in pool if c.suit is not None and not c.is_king]
    kings = [c for c in pool if c.is_king]
    bouts = [c for c in pool if c.is_bout]
    trumps = [c for c in pool if c.is_trump and not c.is_bout]
    tries = []
    size = FOUR_PLAYERS.chien_size                  # E1: the discard holds as many cards as the chien
    if kings or bouts:
        bad = (kings or bouts)[:1]
        tries.append(bad + ([c for c in plain if c not in bad] + trumps[::-1])[:size - 1])
    if trumps and len(plain) >= size:
        tries.append(trumps[-1:] + plain[-(size - 1):])
    tries.append(list(legal_discard_example(hand, chien)))
    rows = []
    for attempt in tries:
        v = discard_verdict(hand, chien, attempt, lang=lang)
        rows.append([_mini(attempt, lang=lang), html.escape(_codes(attempt, lang)),
                     t("legal" if v.valid else "illegal", lang), html.escape(v.reason)])
    head = [t("col.cards", lang), t("col.discard", lang), t("col.valid", lang), t("col.why", lang)]
    return cards_table(head, rows)


# --------------------------------------------------------------------------- play
def legal_table(hand, trick, lang: str | None = None) -> Shown:
    """P2–P5, X1: each card of *hand*, may it be played to *trick*, and the core's reason when not."""
    lang = check_language(lang)
    hand = sorted(parse_cards(hand), key=sort_key)
    refused = illegal_reasons(hand, trick, lang=lang)
    rows = []
    for c in hand:
        name = html.escape(card_label(c, lang))
        if c in refused:
            rule, why = refused[c]
            rows.append([_mini([c], lang=lang), name, t("illegal", lang), html.escape(why)])
        else:
            rows.append([_mini([c], lang=lang), name, t("legal", lang), html.escape(t("legal_why", lang))])
    head = [t("col.cards", lang), t("col.card", lang), t("col.play", lang), t("col.why", lang)]
    return cards_table(head, rows)


def winner_reason(card, lang: str | None = None) -> str:
    """P6 in words for the winning *card*: the highest trump, or the highest card of the suit led."""
    return t("winner.trump" if parse_card(card).is_trump else "winner.suit", lang)


def winner_lines(tricks, lang: str | None = None) -> Shown:
    """P6 (and X2): for each trick (given from its leader), the card the core says wins it."""
    lang = check_language(lang)
    rows = []
    for trick in tricks:
        cards = parse_cards(trick)
        win = cards[trick_winner(cards)]
        rows.append([_mini(cards, lang=lang), html.escape(_codes(cards, lang)),
                     _mini([win], lang=lang) + " " + html.escape(notation(win, lang)),
                     html.escape(winner_reason(win, lang))])
    head = [t("col.cards", lang), t("col.trick", lang), t("col.winner", lang), t("col.why", lang)]
    return cards_table(head, rows)


# --------------------------------------------------------------------------- scores and the Excuse
def target_lines(points, bouts, lang: str | None = None, upto: str = "S2") -> Shown:
    """S1–S2 for these points and bouts: the core's own breakdown lines, each with its rule
    (``upto="S1"`` stops after the target, for a faded example)."""
    lang = check_language(lang)
    r = score_facts(contract="prise", points=points, bouts=bouts)
    steps = [s for s in r.breakdown if s.rule in (("S1",) if upto == "S1" else ("S1", "S2"))]
    items = "".join(f"<li>{html.escape(s.text(lang))}</li>" for s in steps)
    return Shown(f'<ol style="margin:4px 0">{items}</ol>', "\n".join(s.text(lang) for s in steps))


def breakdown_lines(result, lang: str | None = None, hide=(), hide_from: str | None = None) -> Shown:
    """The core's breakdown of a score (a ``ScoreResult`` or a referee ``Outcome``), one line per
    rule. For a faded example, the lines whose rule is in *hide*, and every line from the first
    one of rule *hide_from* on, read ``RULE: ?``."""
    lang = check_language(lang)
    steps = getattr(result, "result", result).breakdown
    cut = next((i for i, s in enumerate(steps) if s.rule == hide_from), len(steps))
    lines = [f"{s.rule}: {t('hidden', lang)}" if s.rule in _ids(hide) or i >= cut else s.text(lang)
             for i, s in enumerate(steps)]
    items = "".join(f'<li data-rule="{html.escape(s.rule)}">{html.escape(line)}</li>'
                    for s, line in zip(steps, lines, strict=True))
    return Shown(f'<ol data-testid="breakdown" style="margin:4px 0">{items}</ol>', "\n".join(lines))


def excuse_story(outcome, lang: str | None = None) -> Shown:
    """X3–X7: what the referee says happened to the Excuse, one sentence per event (the core's words)."""
    lang = check_language(lang)
    lines = []
    for e in outcome.excuse_events:
        lines.append(e.text(lang))                    # the core's one narration of each event
    lines = lines or [say("excuse.not_yet", lang)]
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return Shown(f'<ul data-testid="excuse-story" style="margin:4px 0">{items}</ul>', "\n".join(lines))


# --------------------------------------------------------------------------- worked solutions and charts
def solution_table(quiz, table) -> object:
    """The *quiz*, and under it *table* — a :class:`Shown` (or a callable giving one), such as
    ``legal_table`` or ``auction_table`` — once the learner has opened the worked solution.

    The quiz's own solution is a few lines of text; a card-by-card table would be a wall of
    ``|`` in it, so the real (HTML, escaped) table appears here instead, and only after an
    attempt and "show me", as every worked solution (TEACHING.md: exercises that check themselves).
    """
    import ipywidgets  # type: ignore[import-untyped, unused-ignore]

    below = ipywidgets.HTML("")

    def reveal(change=None):
        if quiz.solution_shown and not below.value:
            shown = table() if callable(table) else table
            below.value = shown.html
    quiz.observe(reveal, names="solution_shown")
    reveal()
    return ipywidgets.VBox([quiz, below])


#: the columns of the course's chart tables (widgets.charts) and the catalogue word for each
CHART_COLUMNS = {"contract": "chart.col.contract", "result": "chart.col.result", "pab": "chart.col.pab",
                 "margin": "chart.col.margin", "taker": "chart.col.taker", "deal": "chart.col.deal",
                 "player": "chart.col.player", "total": "chart.col.total", "bouts": "chart.col.bouts",
                 "target": "chart.col.target"}


def chart_in_language(figure, lang: str | None = None):
    """A chart of :mod:`widgets.charts` whose table (the chart's text alternative) has its headings
    in the lesson's language: the catalogue's ``chart.col.*`` words instead of the data's field
    names, and no stray heading over the row labels."""
    import dataclasses
    lang = check_language(lang)
    table = figure.table
    # a table pivoted by player (the session chart) has the players' names as its other columns:
    # only its first column, the row labels, is a field of the data
    fields = list(table.columns[:1]) if table.columns.name else list(table.columns)
    table = table.rename(columns={k: say(CHART_COLUMNS[k], lang) for k in fields if k in CHART_COLUMNS})
    table.columns.name = None
    return dataclasses.replace(figure, table=table)


BOT_RULES_NAMED = ("bid_by_count", "bid_modern", "discard_for_voids", "draw_trumps", "cash_a_king", "save_the_petit",
                   "keep_petit_for_last", "keep_petit_out_of_danger", "excuse_before_last", "lowest_when_lost",
                   "make_taker_trump", "give_points_to_partner", "win_cheaply", "opening_lead", "hunt_the_petit",
                   "keep_trumps_to_cut", "secure_the_contract")


def bot_rules_named(text: str, lang: str | None = None) -> set[str]:
    """The basic bot's rules of thumb that *text* names in words (``lesson.rule_name.*``, written in
    italics in the lessons' prose): their names in the bot (``tarot_core.analysis.bots``), so that a
    test can check each one the prose cites is the bot's.

    >>> sorted(bot_rules_named("the bot's rule *draw the trumps*, then *cash a king*", "en"))
    ['cash_a_king', 'draw_trumps']
    """
    return {name for name in BOT_RULES_NAMED if f"*{say(f'lesson.rule_name.{name}', lang)}*" in text}
