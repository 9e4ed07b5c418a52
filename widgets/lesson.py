"""What the lessons share, so that their cells stay short: seeds, rule boxes, tables, checks.

Nothing here decides a rule: every fact comes from ``tarot_core`` (points C3, pairs C4,
targets S1–S2, petit sec D4, auction A1–A3, chien E1/E3, discard E2, legal cards P2–P5
and X1, trick winner P6/X2); this module only arranges it as a table a learner reads, or as
an exercise *check* for :class:`widgets.quiz.Quiz`.

Seeds. ``start(lang)`` sets the language, picks the lesson's seed and shows it.
The seed is ``TAROT_LAB_SEED`` when that environment variable is set (an instructor
gives the whole room the same deals; the tests fix it), otherwise a fresh random number
printed for the learner, so each run brings new cases. ``lesson_rng(seed)`` gives the
random stream the lesson's practice cases are drawn from.

Checks. Each ``*_check`` function returns a :class:`Check`: a callable
``answer -> (ok, reason)`` that asks the core, carrying its worked ``solution`` (shown by
the quiz's "show me" button after a first attempt). A wrong answer's reason names the rule
and what to look at, without giving the answer away.

>>> import os; os.environ["TAROT_LAB_SEED"] = "12"
>>> lesson_seed()
12
>>> del os.environ["TAROT_LAB_SEED"]; 1 <= lesson_seed() < 1_000_000
True
>>> rule_box("D4", "en").text
'D4 — Petit sec: the Petit as the only trump and no Excuse; the deal is cancelled'
>>> ok, why = points_check("KH 3S T1", "en")(9.5)
>>> ok, why
(True, 'C3: 4.5 + 0.5 + 4.5 = 9.5.')
>>> points_check("KH 3S T1", "en")(9)[0]
False
>>> discard_check("KS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS 1H 2H 3H 4H 5H",
...               "6H 7H 8H 9H 10H JH", "en")(["KS", "2S", "3S", "4S", "5S", "6S"])
(False, 'E2 (Discard: no king, no bout; trumps only when unavoidable, and shown): A king may not be discarded: KS.')
"""
from __future__ import annotations

import html
import os
import random

from tarot_core.auction import Contract, check_auction, speaker
from tarot_core.cards import DECK, bouts_in, parse_card, parse_cards, points_of, sort_key
from tarot_core.catalogue import check_language, rule_title, set_language
from tarot_core.counting import count_pairs
from tarot_core.deal import N_SEATS, deal, is_petit_sec
from tarot_core.discard import (chien_owner, discard_trumps_needed, discard_verdict,
                                discardable_suit_cards)
from tarot_core.errors import TarotError
from tarot_core.play import illegal_reasons, led_card, legal_cards, trick_winner
from tarot_core.scoring import score_facts, target_for
from tarot_core.render.svg import card_label, hand_html

from .labels import fmt_points, label

ENV_SEED = "TAROT_LAB_SEED"

# The lessons' own sentences (exercise reasons, table headings). Widget captions are in labels.py.
_T: dict[str, dict[str, str]] = {
    "col.card": {"fr": "carte", "en": "card"},
    "col.kind": {"fr": "nature", "en": "kind"},
    "col.value": {"fr": "valeur (C3)", "en": "value (C3)"},
    "col.pair": {"fr": "paire", "en": "pair"},
    "col.pair_value": {"fr": "compte (C4)", "en": "counts (C4)"},
    "col.running": {"fr": "total courant", "en": "running total"},
    "col.example": {"fr": "exemple", "en": "example"},
    "col.cards": {"fr": "cartes", "en": "cards"},
    "col.how": {"fr": "comment on compte", "en": "how it counts"},
    "col.turn": {"fr": "tour", "en": "turn"},
    "col.seat": {"fr": "qui parle", "en": "who speaks"},
    "col.bid": {"fr": "annonce", "en": "bid"},
    "col.contract": {"fr": "contrat", "en": "contract"},
    "col.multiplier": {"fr": "coefficient (A2)", "en": "multiplier (A2)"},
    "col.chien": {"fr": "le chien (E1, E3)", "en": "the chien (E1, E3)"},
    "col.play": {"fr": "jouable ?", "en": "may be played?"},
    "col.why": {"fr": "pourquoi", "en": "why"},
    "total": {"fr": "Total", "en": "Total"},
    "hidden": {"fr": "?", "en": "?"},
    "kind.bout": {"fr": "bout", "en": "bout"},
    "kind.king": {"fr": "roi", "en": "king"},
    "kind.queen": {"fr": "dame", "en": "queen"},
    "kind.cavalier": {"fr": "cavalier", "en": "cavalier"},
    "kind.jack": {"fr": "valet", "en": "jack"},
    "kind.low": {"fr": "carte basse", "en": "low card"},
    "pairkind.high+low": {"fr": "une carte qui compte + une basse", "en": "a counting card + a low card"},
    "pairkind.low+low": {"fr": "deux basses", "en": "two low cards"},
    "pairkind.high+high": {"fr": "deux cartes qui comptent (somme − 1)", "en": "two counting cards (sum − 1)"},
    "pairkind.alone": {"fr": "carte seule (sa valeur C3)", "en": "a card alone (its C3 value)"},
    "yes": {"fr": "oui", "en": "yes"},
    "no": {"fr": "non", "en": "no"},
    "nobody": {"fr": "personne", "en": "nobody"},
    "pass": {"fr": "passe", "en": "pass"},
    "dealer": {"fr": "donneur", "en": "dealer"},
    "chien": {"fr": "Chien", "en": "Chien (the kitty)"},
    "seat": {"fr": "Siège {seat}", "en": "Seat {seat}"},
    "seat_dealer": {"fr": "Siège {seat} (donneur)", "en": "Seat {seat} (dealer)"},
    "taker": {"fr": "le preneur", "en": "the taker"},
    "defence": {"fr": "la défense", "en": "the defence"},
    "made": {"fr": "fait", "en": "made"},
    "failed": {"fr": "chuté", "en": "failed"},
    "shown_taken": {"fr": "montré, pris en main, écart de 6 → preneur", "en": "shown, taken into the hand, 6 discarded → taker"},
    "unseen_taker": {"fr": "pas vu → compte pour le preneur", "en": "unseen → counts for the taker"},
    "unseen_defence": {"fr": "pas vu → compte pour la défense", "en": "unseen → counts for the defence"},
    "legal": {"fr": "✓ oui", "en": "✓ yes"},
    "illegal": {"fr": "✗ non", "en": "✗ no"},
    "legal_why": {"fr": "rien ne l'interdit", "en": "nothing forbids it"},
    # reasons of the checks
    "points.ok": {"fr": "C3 : {sum} = {total}.", "en": "C3: {sum} = {total}."},
    "points.bad": {"fr": "C3 : bout ou roi 4,5 ; dame 3,5 ; cavalier 2,5 ; valet 1,5 ; toute autre carte 0,5. "
                          "Ici : {mix}.",
                   "en": "C3: bout or king 4.5, queen 3.5, cavalier 2.5, jack 1.5, any other card 0.5. "
                         "Here: {mix}."},
    "value.ok": {"fr": "C3 : {card} ({kind}) vaut {value} points.", "en": "C3: {card} ({kind}) is worth {value} points."},
    "value.bad": {"fr": "C3 : regardez d'abord sa nature : bout, roi, dame, cavalier, valet ou carte basse.",
                  "en": "C3: first say what kind of card it is: bout, king, queen, cavalier, jack or low card."},
    "pack.bad": {"fr": "C3 : additionnez les rois et les bouts ({big} × 4,5), les dames, les cavaliers, les valets, "
                          "puis les {lows} cartes basses à 0,5.",
                 "en": "C3: add up the kings and bouts ({big} × 4.5), the queens, cavaliers and jacks, then the {lows} "
                       "low cards at 0.5."},
    "pack.ok": {"fr": "C3 : les 78 cartes font {total} points en tout.", "en": "C3: the 78 cards make {total} points in all."},
    "size.ok": {"fr": "C1 : {n} cartes — 4 couleurs de 14, 21 atouts et l'Excuse.",
                "en": "C1: {n} cards — 4 suits of 14, 21 trumps and the Excuse."},
    "size.bad": {"fr": "C1 : comptez 4 couleurs de 14 cartes, puis les atouts de 1 à 21, puis l'Excuse.",
                 "en": "C1: count 4 suits of 14 cards, then the trumps 1 to 21, then the Excuse."},
    "chien.ok": {"fr": "D3 : {n} cartes au chien, posées une à une pendant la donne.",
                 "en": "D3: {n} cards in the chien, put down one at a time during the deal."},
    "chien.bad": {"fr": "D3 : 4 × 18 = 72 cartes vont aux joueurs ; le reste du paquet de 78 va au chien.",
                  "en": "D3: 4 × 18 = 72 cards go to the players; the rest of the 78-card pack is the chien."},
    "bouts.ok": {"fr": "C2 : les bouts sont le Petit (atout 1), le 21 et l'Excuse : {cards}.",
                 "en": "C2: the bouts are the Petit (trump 1), the 21 and the Excuse: {cards}."},
    "bouts.extra": {"fr": "C2 : {cards} n'est pas un bout. Les bouts : le Petit (atout 1), le 21 et l'Excuse.",
                    "en": "C2: {cards} is not a bout. The bouts: the Petit (trump 1), the 21 and the Excuse."},
    "bouts.missing": {"fr": "C2 : il manque {n} bout(s) parmi ces cartes (le Petit, le 21, l'Excuse).",
                      "en": "C2: {n} bout(s) among these cards still missing (the Petit, the 21, the Excuse)."},
    "bouts.count.ok": {"fr": "C2 : {n} bout(s) ici : {cards}.", "en": "C2: {n} bout(s) here: {cards}."},
    "bouts.count.bad": {"fr": "C2 : ne comptez que le Petit (atout 1), le 21 et l'Excuse.",
                        "en": "C2: count only the Petit (trump 1), the 21 and the Excuse."},
    "trump.ok": {"fr": "C1 : {card} — {verdict}.", "en": "C1: {card} — {verdict}."},
    "trump.is": {"fr": "c'est un atout", "en": "a trump"},
    "trump.not": {"fr": "ce n'est pas un atout : l'Excuse n'a ni couleur ni rang, elle est à part",
                  "en": "not a trump: the Excuse has no suit and no rank, it stands apart"},
    "pairs.ok": {"fr": "C4 : {steps} → {total}, comme la somme exacte (C3).",
                 "en": "C4: {steps} → {total}, the same as the exact sum (C3)."},
    "pairs.bad": {"fr": "C4 : associez chaque carte qui compte à une carte basse (roi + basse = 5, dame + basse = 4, "
                        "cavalier + basse = 3, valet + basse = 2), puis les basses deux par deux (= 1). "
                        "Ce tas : {highs} carte(s) qui comptent, {lows} basse(s).",
                  "en": "C4: pair each counting card with a low card (king + low = 5, queen + low = 4, "
                        "cavalier + low = 3, jack + low = 2), then the low cards two by two (= 1). "
                        "This pile: {highs} counting card(s), {lows} low card(s)."},
    "pair.ok": {"fr": "C4 : {cards} → {value}.", "en": "C4: {cards} → {value}."},
    "pair.bad": {"fr": "C4 : {hint}", "en": "C4: {hint}"},
    "pair.hint.high+high": {"fr": "deux cartes qui comptent ensemble valent la somme de leurs valeurs C3 "
                                  "(ou : leurs valeurs « avec une basse », moins 1).",
                            "en": "two counting cards together are worth the sum of their C3 values "
                                  "(or: their 'with a low card' values, minus 1)."},
    "pair.hint.high+low": {"fr": "une carte qui compte avec une basse se lit en nombre entier : "
                                 "roi ou bout 5, dame 4, cavalier 3, valet 2.",
                           "en": "a counting card with a low card reads as a whole number: "
                                 "king or bout 5, queen 4, cavalier 3, jack 2."},
    "pair.hint.low+low": {"fr": "deux basses font 1.", "en": "two low cards make 1."},
    "pair.hint.alone": {"fr": "une carte seule compte sa valeur C3.", "en": "a card alone counts its C3 value."},
    "other.ok": {"fr": "C3 : le paquet fait 91, donc l'autre tas fait 91 − {mine} = {theirs} ; le compte de ses "
                       "cartes donne bien {theirs}.",
                 "en": "C3: the pack makes 91, so the other pile makes 91 − {mine} = {theirs}; counting its cards "
                       "gives {theirs} too."},
    "other.bad": {"fr": "C3 : les deux tas réunis font tout le paquet, soit 91 points.",
                  "en": "C3: the two piles together are the whole pack: 91 points."},
    "target.ok": {"fr": "S1 : avec {bouts} bout(s), l'objectif est {target} (0 → 56, 1 → 51, 2 → 41, 3 → 36).",
                  "en": "S1: with {bouts} bout(s) the target is {target} (0 → 56, 1 → 51, 2 → 41, 3 → 36)."},
    "target.bad": {"fr": "S1 : plus le preneur a de bouts à la fin, moins il lui faut de points ; l'objectif va de 56 "
                         "(aucun bout) à 36 (trois bouts).",
                   "en": "S1: the more bouts the taker holds at the end, the fewer points he needs; the target goes "
                         "from 56 (no bout) down to 36 (three bouts)."},
    "made.ok": {"fr": "S1 : {points} points pour un objectif de {target} : contrat {verdict}.",
                "en": "S1: {points} points against a target of {target}: contract {verdict}."},
    "made.bad": {"fr": "S1 : cherchez d'abord l'objectif pour {bouts} bout(s), puis comparez ; atteindre l'objectif "
                       "tout juste suffit.",
                 "en": "S1: first find the target for {bouts} bout(s), then compare; reaching it exactly is enough."},
    "margin.ok": {"fr": "S2 : |{points} − {target}| = {diff}{rounded} ; écart {margin}.",
                  "en": "S2: |{points} − {target}| = {diff}{rounded}; margin {margin}."},
    "margin.rounded": {"fr": ", arrondi à l'entier supérieur", "en": ", rounded up to a whole number"},
    "margin.bad": {"fr": "S2 : l'écart est la distance entre les points et l'objectif, arrondie à l'entier "
                         "supérieur s'il reste un demi-point.",
                   "en": "S2: the margin is the distance between the points and the target, rounded up to a whole "
                         "number when a half point is left."},
    "petit_sec.ok": {"fr": "D4 : {facts} : {verdict}.", "en": "D4: {facts}: {verdict}."},
    "petit_sec.facts": {"fr": "atouts de la main : {trumps} ; Excuse : {excuse}",
                        "en": "trumps in the hand: {trumps}; Excuse: {excuse}"},
    "petit_sec.yes": {"fr": "c'est un Petit sec : on annule et on redistribue (les têtes n'y changent rien)",
                      "en": "it is a petit sec, the deal is cancelled (court cards make no difference)"},
    "petit_sec.no": {"fr": "ce n'est pas un Petit sec, la donne continue",
                     "en": "it is not a petit sec, the deal goes on"},
    "petit_sec.here": {"fr": "Ici : {facts}.", "en": "Here: {facts}."},
    "petit_sec.bad": {"fr": "D4 : regardez seulement les atouts et l'Excuse ; les rois et les dames ne comptent pas "
                            "pour le Petit sec.",
                      "en": "D4: look only at the trumps and the Excuse; kings and queens play no part in a "
                            "petit sec."},
    "auction.row": {"fr": "{seat} : {bid}", "en": "{seat}: {bid}"},
    "auction.taker": {"fr": "A3 : preneur {seat}, contrat {contract} (×{k}).",
                      "en": "A3: taker {seat}, contract {contract} (×{k})."},
    "auction.all_pass": {"fr": "A3 : tout le monde passe ; la donne passe au suivant.",
                         "en": "A3: everybody passes; the deal moves on."},
    "auction.bad": {"fr": "A1 : on parle une fois chacun, en commençant à droite du donneur ; la dernière annonce "
                          "la plus forte l'emporte (A3).",
                    "en": "A1: each player speaks once, starting on the dealer's right; the last, highest bid "
                          "wins (A3)."},
    "chien.owner": {"fr": "{rule} : en {contract}, le chien compte pour {side}.",
                    "en": "{rule}: in a {contract}, the chien counts for {side}."},
    "chien.owner.bad": {"fr": "E3 : en Garde Sans, le preneur joue « sans » regarder le chien, mais il reste à lui ; "
                              "en Garde Contre, le chien part « contre » lui, à la défense.",
                        "en": "E3: in a Garde Sans the taker plays 'without' looking at the chien, but it is still "
                              "his; in a Garde Contre it goes 'against' him, to the defence."},
    "discard.solution": {"fr": "Une solution (E2) : {cards}. Parmi vos 24 cartes il y a {n} carte(s) de couleur qui "
                               "ne sont pas des rois : il faut donc {t} atout(s) dans l'écart.",
                         "en": "One solution (E2): {cards}. Your 24 cards hold {n} suit card(s) other than kings, "
                               "so the discard needs {t} trump(s)."},
    "col.trick": {"fr": "pli", "en": "trick"},
    "col.winner": {"fr": "gagne", "en": "wins"},
    "col.discard": {"fr": "écart proposé", "en": "proposed discard"},
    "col.valid": {"fr": "valable ?", "en": "valid?"},
    "needed.ok": {"fr": "E2 : parmi les 24 cartes, {n} carte(s) de couleur autres que les rois ; il faut donc "
                        "max(0, 6 − {n}) = {needed} atout(s) dans l'écart, montrés à tous.",
                  "en": "E2: among the 24 cards, {n} suit card(s) other than kings; so max(0, 6 − {n}) = {needed} "
                        "trump(s) go into the discard, shown to all."},
    "needed.bad": {"fr": "E2 : comptez les cartes de couleur qui ne sont pas des rois ; les atouts ne comblent que ce "
                         "qui manque pour faire 6 (jamais un bout ni un roi).",
                   "en": "E2: count the suit cards that are not kings; trumps only fill what is missing to make 6 "
                         "(never a bout, never a king)."},
    "play.ok": {"fr": "{card} : {why}.", "en": "{card}: {why}."},
    "play.legal": {"fr": "autorisée ({rules})", "en": "allowed ({rules})"},
    "winner.trump": {"fr": "P6 : le plus fort atout gagne", "en": "P6: the highest trump wins"},
    "winner.suit": {"fr": "P6 : sans atout, la carte la plus haute dans la couleur jouée en tête l'emporte ; une carte d'une autre "
                          "couleur ne gagne jamais",
                    "en": "P6: with no trump, the highest card of the suit led wins; a card of another suit never "
                          "wins"},
    "winner.bad": {"fr": "P6 : y a-t-il un atout dans le pli ? Sinon, quelle couleur a été demandée ? "
                         "(Si l'Excuse est en tête, c'est la carte suivante qui la donne, X2.)",
                   "en": "P6: is there a trump in the trick? If not, which suit was led? "
                         "(If the Excuse leads, the next card sets the suit, X2.)"},
    "legal.ok": {"fr": "Jouables : {cards} ({rules}).", "en": "Playable: {cards} ({rules})."},
    "legal.extra": {"fr": "{card} n'est pas jouable. {why}", "en": "{card} may not be played. {why}"},
    "legal.missing": {"fr": "Il manque {n} carte(s) jouable(s). N'oubliez pas l'Excuse (X1).",
                      "en": "{n} playable card(s) missing. Do not forget the Excuse (X1)."},
    "led.ok": {"fr": "X2 : l'Excuse en tête ne donne pas la couleur ; c'est la carte suivante qui la donne : {card}.",
               "en": "X2: the Excuse leading sets no suit; the next card does: {card}."},
    "led.first": {"fr": "Sans Excuse en tête, la première carte donne la couleur : {card}.",
                  "en": "Without the Excuse leading, the first card sets the suit: {card}."},
    "led.bad": {"fr": "X2 : l'Excuse n'a pas de couleur ; si elle ouvre le pli, regardez la carte suivante.",
                "en": "X2: the Excuse has no suit; when it opens the trick, look at the next card."},
}


def t(key: str, lang: str | None = None, **params) -> str:
    """A lesson sentence in *lang*, its fields filled from *params*."""
    return _T[key][check_language(lang)].format(**params)


# --------------------------------------------------------------------------- seeds
def lesson_seed() -> int:
    """The lesson's seed: ``TAROT_LAB_SEED`` when set (an instructor, the tests), else a fresh one."""
    raw = os.environ.get(ENV_SEED, "").strip()
    if raw:
        try:
            return int(raw)
        except ValueError:
            raise ValueError(f"{ENV_SEED} must be a whole number, not {raw!r}") from None
    return random.SystemRandom().randrange(1, 1_000_000)


def lesson_rng(seed: int, name: str = "") -> random.Random:
    """The random stream of the lesson's practice cases: the same seed gives the same cases."""
    return random.Random(f"tarot-lab/{seed}/{name}")


class Shown:
    """Something a lesson displays: HTML in JupyterLab, plain text elsewhere (nbclient, a terminal)."""

    def __init__(self, html_text: str, text: str):
        self.html, self.text = html_text, text

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return self.text


def start(lang: str) -> int:
    """Set the lesson's language (widgets and core messages follow it), pick its seed and show it."""
    set_language(lang)
    seed = lesson_seed()
    key = "lesson.seed_fixed" if os.environ.get(ENV_SEED, "").strip() else "lesson.seed"
    note = label(key, lang, seed=seed)
    try:
        from IPython.display import display
        display(Shown(f'<p data-testid="lesson-seed" style="margin:2px 0">{html.escape(note)}</p>', note))
    except ImportError:                       # pragma: no cover - outside IPython
        print(note)
    return seed


# --------------------------------------------------------------------------- display helpers
def _ids(rule_ids) -> list[str]:
    return rule_ids.replace(",", " ").split() if isinstance(rule_ids, str) else list(rule_ids)


def rule_box(rule_ids, lang: str | None = None) -> Shown:
    """The rule(s) by ID with the core's one-line title, in a box (``rule_box("D4", "en")``)."""
    lang = check_language(lang)
    ids = _ids(rule_ids)
    for rid in ids:
        rule_title(rid, lang)                 # an unknown ID fails here, loudly
    rows = "".join(f'<div><strong style="font-family:monospace;margin-right:0.5em">{html.escape(rid)}</strong>'
                   f'{html.escape(rule_title(rid, lang))}</div>' for rid in ids)
    box = (f'<aside data-testid="rule-box" aria-label="{html.escape(label("lesson.rule", lang))} '
           f'{html.escape(" ".join(ids))}" style="border-left:5px solid #0b57d0;background:#eef3fd;'
           f'color:#1a1a1a;padding:6px 12px;margin:6px 0;border-radius:4px">{rows}</aside>')
    return Shown(box, "\n".join(f"{rid} — {rule_title(rid, lang)}" for rid in ids))


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
    import re

    def strip(cell):
        cell = re.sub(r"<svg.*?</svg>", "", str(cell), flags=re.S)       # drawings have no text form here
        return html.unescape(re.sub(r"<[^>]+>", "", cell))
    lines = [" | ".join(head)] + [" | ".join(strip(c) for c in r) for r in rows]
    if foot:
        lines.append(" | ".join(strip(c) for c in foot))
    return "\n".join(lines)


def _mini(cards, width=34, lang=None) -> str:
    """Small drawings of *cards* in a row (the core's SVG, each with its accessible name)."""
    from tarot_core.render.svg import card_svg
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


def card_kind(card, lang: str | None = None) -> str:
    """bout, king, queen, cavalier, jack or low card (the C2/C3 category of a card)."""
    c = parse_card(card)
    if c.is_bout:
        return t("kind.bout", lang)
    if c.suit is not None and c.rank >= 11:
        return t({11: "kind.jack", 12: "kind.cavalier", 13: "kind.queen", 14: "kind.king"}[c.rank], lang)
    return t("kind.low", lang)


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
        rows.append([_mini([c], lang=lang), html.escape(card_label(c, lang)), html.escape(card_kind(c, lang)), value])
    total = t("hidden", lang) if hide is not None else fmt_points(points_of(cards), lang)
    head = [t("col.cards", lang), t("col.card", lang), t("col.kind", lang), t("col.value", lang)]
    return cards_table(head, rows, foot=["", t("total", lang), "", total])


def value_table(lang: str | None = None) -> Shown:
    """C3: one example of each kind of card and its value, as the core counts it."""
    examples = ["T21", "KS", "QH", "CD", "JC", "7S", "T9"]
    rows = [[_mini([parse_card(e)], lang=lang), html.escape(card_kind(e, lang)), html.escape(card_label(parse_card(e), lang)),
             fmt_points(parse_card(e).points, lang)] for e in examples]
    return cards_table([t("col.cards", lang), t("col.kind", lang), t("col.example", lang), t("col.value", lang)], rows)


def pair_values_table(lang: str | None = None) -> Shown:
    """C4: the pairs players make and what each counts, as the core counts them."""
    lang = check_language(lang)
    rows = []
    for pair in ("KS 7H", "T21 2C", "QH 4D", "CD 9S", "JC T3", "5H 8C", "KH QD"):
        r = count_pairs(pair).pairs[0]
        rows.append([_mini(r.cards, lang=lang), html.escape(" + ".join(card_kind(c, lang) for c in r.cards)),
                     html.escape(t(f"pairkind.{r.kind}", lang)), fmt_points(r.value, lang)])
    return cards_table([t("col.cards", lang), t("col.pair", lang), t("col.how", lang), t("col.pair_value", lang)], rows)


def pairs_table(cards, lang: str | None = None, hide_last: bool = False) -> Shown:
    """C4: the core's pairs for a pile, one line each, with the running total (``hide_last`` for a faded example)."""
    lang = check_language(lang)
    counted = count_pairs(cards)
    rows = []
    last = len(counted.pairs) - 1
    for i, p in enumerate(counted.pairs):
        hidden = hide_last and i == last
        rows.append([_mini(p.cards, lang=lang), html.escape(" + ".join(c.code for c in p.cards)),
                     html.escape(t(f"pairkind.{p.kind}", lang)),
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
    return cards_table([t("col.contract", lang), t("col.multiplier", lang), t("col.chien", lang)], rows)


def seat_name(seat: int, dealer: int | None = None, lang: str | None = None) -> str:
    return t("seat_dealer" if seat == dealer else "seat", lang, seat=seat)


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


def auction_table(bids, dealer: int, lang: str | None = None) -> Shown:
    """A1–A3: who speaks when (from the dealer's right) and what the core concludes."""
    lang = check_language(lang)
    rows = []
    for turn, bid in enumerate(bids):
        seat = speaker(dealer, turn)
        rows.append([str(turn + 1), html.escape(seat_name(seat, dealer, lang)), html.escape(_bid_word(bid, lang))])
    try:
        r = check_auction(bids, dealer)
        verdict = (t("auction.all_pass", lang) if r.taker is None else
                   t("auction.taker", lang, seat=seat_name(r.taker, dealer, lang), contract=r.contract.label(lang),
                     k=r.contract.multiplier))
    except TarotError as e:
        verdict = e.message(lang)
    head = [t("col.turn", lang), t("col.seat", lang), t("col.bid", lang)]
    return Shown(_table(head, rows) + f'<p style="font-weight:600">{html.escape(verdict)}</p>',
                 _plain(head, rows) + "\n" + verdict)


def _bid_word(bid, lang) -> str:
    if bid is None or str(bid).lower() in ("pass", "passe"):
        return t("pass", lang)
    from tarot_core.auction import parse_contract
    return parse_contract(bid).label(lang)


def legal_table(hand, trick, lang: str | None = None) -> Shown:
    """P2–P5, X1: each card of *hand*, may it be played to *trick*, and the core's reason when not."""
    lang = check_language(lang)
    hand = sorted(parse_cards(hand), key=sort_key)
    refused = illegal_reasons(hand, trick, lang=lang)
    rows = []
    for c in hand:
        if c in refused:
            rule, why = refused[c]
            rows.append([_mini([c], lang=lang), html.escape(c.code), t("illegal", lang), html.escape(why)])
        else:
            rows.append([_mini([c], lang=lang), html.escape(c.code), t("legal", lang), html.escape(t("legal_why", lang))])
    head = [t("col.cards", lang), t("col.card", lang), t("col.play", lang), t("col.why", lang)]
    return cards_table(head, rows)


def target_lines(points, bouts, lang: str | None = None, upto: str = "S2") -> Shown:
    """S1–S2 for these points and bouts: the core's own breakdown lines, each with its rule
    (``upto="S1"`` stops after the target, for a faded example)."""
    lang = check_language(lang)
    r = score_facts(contract="prise", points=points, bouts=bouts)
    steps = [s for s in r.breakdown if s.rule in (("S1",) if upto == "S1" else ("S1", "S2"))]
    items = "".join(f"<li>{html.escape(s.text(lang))}</li>" for s in steps)
    return Shown(f'<ol style="margin:4px 0">{items}</ol>', "\n".join(s.text(lang) for s in steps))


def bids_text(bids, lang: str | None = None) -> str:
    """The bids as words, in the order spoken ('pass, Garde, pass, Garde Sans')."""
    return ", ".join(_bid_word(b, lang) for b in bids)


def winner_lines(tricks, lang: str | None = None) -> Shown:
    """P6 (and X2): for each trick (given from its leader), the card the core says wins it."""
    lang = check_language(lang)
    rows = []
    for trick in tricks:
        cards = parse_cards(trick)
        win = cards[trick_winner(cards)]
        rows.append([_mini(cards, lang=lang), html.escape(" ".join(c.code for c in cards)),
                     _mini([win], lang=lang) + " " + html.escape(win.code),
                     html.escape(t("winner.trump" if win.is_trump else "winner.suit", lang))])
    head = [t("col.cards", lang), t("col.trick", lang), t("col.winner", lang), t("col.why", lang)]
    return cards_table(head, rows)


def discard_examples(hand, chien, lang: str | None = None) -> Shown:
    """E1–E2: three discards of the same 24 cards and the core's verdict on each."""
    lang = check_language(lang)
    hand, chien = parse_cards(hand), parse_cards(chien)
    pool = sorted(tuple(hand) + tuple(chien), key=sort_key)
    plain = [c for c in pool if c.suit is not None and not c.is_king]
    kings = [c for c in pool if c.is_king]
    bouts = [c for c in pool if c.is_bout]
    trumps = [c for c in pool if c.is_trump and not c.is_bout]
    tries = []
    if kings or bouts:
        bad = (kings or bouts)[:1]
        tries.append(bad + ([c for c in plain if c not in bad] + trumps[::-1])[:5])
    if trumps and len(plain) >= 6:
        tries.append(trumps[-1:] + plain[-5:])
    tries.append(list(legal_discard_example(hand, chien)))
    rows = []
    for attempt in tries:
        v = discard_verdict(hand, chien, attempt, lang=lang)
        rows.append([_mini(attempt, lang=lang), html.escape(" ".join(c.code for c in attempt)),
                     t("legal" if v.valid else "illegal", lang), html.escape(v.reason)])
    head = [t("col.cards", lang), t("col.discard", lang), t("col.valid", lang), t("col.why", lang)]
    return cards_table(head, rows)


# --------------------------------------------------------------------------- practice cases
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


def random_court_card(rng: random.Random):
    """A card worth more than 0.5 that is not a bout (a king, queen, cavalier or jack)."""
    return rng.choice([c for c in DECK if c.half_points > 1 and not c.is_bout])


def court_and_low(rng: random.Random) -> tuple:
    """A court card (king, queen, cavalier or jack) and a low card: one pair of C4."""
    return random_court_card(rng), rng.choice([c for c in DECK if c.half_points == 1])


def random_court_cards(rng: random.Random, n: int = 2) -> tuple:
    """*n* different court cards (kings, queens, cavaliers, jacks)."""
    return tuple(rng.sample([c for c in DECK if c.half_points > 1 and not c.is_bout], n))


def played_piles(seed: int):
    """The taker's and the defence's cards at the end of a random legal deal (refereed by the core)."""
    from tarot_core.referee import referee
    from tarot_core.analysis.simulate import random_record
    for s in range(seed, seed + 200):
        out = referee(random_record(s))
        if out.status == "played":
            return out
    raise RuntimeError("no played deal found")                     # pragma: no cover


def dealt_versus_end(seed: int):
    """A random legal deal whose taker was dealt a different number of bouts than he ends with (S1)."""
    from tarot_core.referee import referee
    from tarot_core.analysis.simulate import random_record
    for s in range(seed, seed + 500):
        rec = random_record(s)
        out = referee(rec)
        if out.status == "played":
            dealt = bouts_in(parse_cards(rec["hands"][out.taker]))
            if dealt != out.taker_bouts:
                return rec, out, dealt
    raise RuntimeError("no such deal found")                       # pragma: no cover


def random_points(rng: random.Random, bouts: int, spread: int = 8, half: bool | None = None) -> float:
    """Points the taker can have with *bouts* bouts, close to the target (``half=True``: with a half point)."""
    target = target_for(bouts)
    while True:
        points = target + rng.randint(-2 * spread, 2 * spread) / 2
        if half is not None and (points != int(points)) != half:
            continue
        try:
            score_facts(contract="prise", points=points, bouts=bouts)
            return points
        except TarotError:                                         # pragma: no cover - rare
            continue


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
    cards += rng.sample(others, 18 - len(cards))
    return tuple(sorted(cards, key=sort_key))


def random_auction(rng: random.Random) -> list[str]:
    """Four random legal bids (A1), as words: 'pass', 'prise', 'garde', 'garde-sans', 'garde-contre'."""
    from tarot_core.analysis.simulate import random_bids
    while True:
        bids = random_bids(rng.random)
        if any(bids):
            return ["pass" if b is None else b.code for b in bids]


def playable_deal(seed: int):
    """The deal of *seed* — or, if a hand in it is a petit sec (D4: the deal is cancelled), the next
    seed's, as a table would deal again."""
    for s in range(seed, seed + 1000):
        d = deal(seed=s)
        if d.petit_sec_seat is None:
            return d
    raise RuntimeError("no playable deal found")                  # pragma: no cover


def taker_cards(d, seat: int) -> tuple:
    """The taker's 24 cards after a Prise or a Garde: the hand and the chien (E1)."""
    return tuple(sorted(tuple(d.hands[seat]) + tuple(d.chien), key=sort_key))


def random_trick(rng: random.Random, seed: int, tries: int = 60):
    """A hand and a trick so far (1–3 cards played legally by the others) where the rules bite:
    some cards of the hand are playable and some are not (P2–P5). Returns (hand, trick)."""
    for k in range(tries):
        d = deal(seed=seed * 1000 + k)
        lead = rng.randrange(N_SEATS)
        before = rng.randint(1, 3)
        trick = []
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
    trick = []
    for i in range(N_SEATS):
        trick.append(rng.choice(legal_cards(d.hands[(lead + i) % N_SEATS], trick)))
    return tuple(trick)


def overtrump_case(rng: random.Random):
    """P4 over a partner: (your hand, the trick so far, the low trump you might be tempted to play)."""
    partner = rng.randint(8, 16)
    high = rng.randint(partner + 1, 20)
    low = rng.randint(2, partner - 1)
    led = rng.choice(["7H", "9S", "4D", "8C", "JH", "3S"])
    void = parse_card(led).suit
    plain = [c for c in DECK if c.suit is not None and c.suit != void and c.rank < 11]
    hand = [parse_card(f"T{high}"), parse_card(f"T{low}")] + rng.sample(plain, 3)
    return tuple(sorted(hand, key=sort_key)), (parse_card(led), parse_card(f"T{partner}")), parse_card(f"T{low}")


def excuse_led_trick(rng: random.Random) -> tuple:
    """A trick opened by the Excuse (X2): the Excuse, then three cards."""
    suit = rng.choice("SHDC")
    ranks = rng.sample(["2", "5", "7", "9", "10", "J", "C", "Q", "K"], 2)
    trump = rng.choice([f"T{k}" for k in range(2, 21)])
    rest = [f"{ranks[0]}{suit}", f"{ranks[1]}{suit}", trump]
    rng.shuffle(rest)
    return tuple(parse_cards(["EX"] + rest))


# --------------------------------------------------------------------------- checks
class Check:
    """A quiz check: ``check(answer) -> (ok, reason)``, with its worked ``solution`` (text or callable)."""

    def __init__(self, fn, solution=None):
        self._fn, self.solution = fn, solution

    def __call__(self, answer):
        return self._fn(answer)


def yes_no(lang: str | None = None) -> list[tuple[str, bool]]:
    """The choices of a yes/no question."""
    return [(t("yes", lang), True), (t("no", lang), False)]


def _num(x, lang):
    return fmt_points(float(x), lang)


def pack_size_check(lang: str | None = None) -> Check:
    """C1: how many cards in the pack."""
    n = len(DECK)
    ok_text = t("size.ok", lang, n=n)
    return Check(lambda a: (a == n, ok_text if a == n else t("size.bad", lang)), ok_text)


def chien_size_check(seed: int, lang: str | None = None) -> Check:
    """D3: how many cards in the chien (counted in a real deal of the core)."""
    n = len(deal(seed=seed).chien)
    ok_text = t("chien.ok", lang, n=n)
    return Check(lambda a: (a == n, ok_text if a == n else t("chien.bad", lang)), ok_text)


def points_check(cards, lang: str | None = None) -> Check:
    """C3: the points of a pile (the exact sum of the card values)."""
    cards = parse_cards(cards)
    total = points_of(cards)
    ok_text = t("points.ok", lang, sum=" + ".join(_num(c.points, lang) for c in cards), total=_num(total, lang))
    kinds = {}
    for c in cards:
        kinds[card_kind(c, lang)] = kinds.get(card_kind(c, lang), 0) + 1
    mix = ", ".join(f"{n} × {k}" for k, n in kinds.items())
    return Check(lambda a: (a == total, ok_text if a == total else t("points.bad", lang, mix=mix)), ok_text)


def card_value_check(card, lang: str | None = None) -> Check:
    """C3: the value of one card."""
    c = parse_card(card)
    ok_text = t("value.ok", lang, card=c.name(lang), kind=card_kind(c, lang), value=_num(c.points, lang))
    return Check(lambda a: (a == c.points, ok_text if a == c.points else t("value.bad", lang)), ok_text)


def pack_total_check(lang: str | None = None) -> Check:
    """C3: the points of the whole pack."""
    total = points_of(DECK)
    ok_text = t("pack.ok", lang, total=_num(total, lang))
    bad = t("pack.bad", lang, big=sum(1 for c in DECK if c.points == 4.5),
            lows=sum(1 for c in DECK if c.points == 0.5))
    return Check(lambda a: (a == total, ok_text if a == total else bad), ok_text)


def bouts_check(cards, lang: str | None = None) -> Check:
    """C2: select exactly the bouts among *cards*."""
    cards = parse_cards(cards)
    bouts = {c for c in cards if c.is_bout}
    ok_text = t("bouts.ok", lang, cards=", ".join(c.name(lang) for c in sorted(bouts, key=sort_key)) or "—")

    def check(answer):
        chosen = set(parse_cards(answer))
        extra = sorted(chosen - bouts, key=sort_key)
        if extra:
            return False, t("bouts.extra", lang, cards=extra[0].name(lang))
        if chosen != bouts:
            return False, t("bouts.missing", lang, n=len(bouts - chosen))
        return True, ok_text
    return Check(check, ok_text)


def bouts_count_check(cards, lang: str | None = None) -> Check:
    """C2: how many bouts a pile holds."""
    cards = parse_cards(cards)
    n = bouts_in(cards)
    ok_text = t("bouts.count.ok", lang, n=n, cards=", ".join(c.name(lang) for c in cards if c.is_bout) or "—")
    return Check(lambda a: (a == n, ok_text if a == n else t("bouts.count.bad", lang)), ok_text)


def is_trump_check(card, lang: str | None = None) -> Check:
    """C1: is this card a trump? (yes/no choice)"""
    c = parse_card(card)
    ok_text = t("trump.ok", lang, card=c.name(lang), verdict=t("trump.is" if c.is_trump else "trump.not", lang))
    return Check(lambda a: (a is c.is_trump, ok_text), ok_text)


def pairs_check(cards, lang: str | None = None) -> Check:
    """C4: the total of a pile counted in pairs (always the C3 sum)."""
    counted = count_pairs(cards)
    steps = " + ".join(_num(p.value, lang) for p in counted.pairs)
    ok_text = t("pairs.ok", lang, steps=steps, total=_num(counted.total, lang))
    highs = sum(1 for c in parse_cards(cards) if c.half_points > 1)
    bad = t("pairs.bad", lang, highs=highs, lows=len(parse_cards(cards)) - highs)
    lines = "\n".join(f"{' + '.join(p.codes)} → {_num(p.value, lang)} ({_num(p.running_total, lang)})"
                      for p in counted.pairs)
    return Check(lambda a: (a == counted.total, ok_text if a == counted.total else bad), lines + "\n" + ok_text)


def pair_value_check(cards, lang: str | None = None) -> Check:
    """C4: what one pair (or one card alone) counts."""
    p = count_pairs(cards).pairs[0]
    ok_text = t("pair.ok", lang, cards=" + ".join(c.name(lang) for c in p.cards), value=_num(p.value, lang))
    bad = t("pair.bad", lang, hint=t(f"pair.hint.{p.kind}", lang))
    return Check(lambda a: (a == p.value, ok_text if a == p.value else bad), ok_text)


def other_pile_check(mine, theirs, lang: str | None = None) -> Check:
    """C3/C4: the 91 check — one pile's points give the other's."""
    m, o = points_of(parse_cards(mine)), points_of(parse_cards(theirs))
    ok_text = t("other.ok", lang, mine=_num(m, lang), theirs=_num(o, lang))
    return Check(lambda a: (a == o, ok_text if a == o else t("other.bad", lang)), ok_text)


def target_check(bouts: int, lang: str | None = None) -> Check:
    """S1: the target for this many bouts."""
    target = target_for(bouts)
    ok_text = t("target.ok", lang, bouts=bouts, target=target)
    return Check(lambda a: (a == target, ok_text if a == target else t("target.bad", lang)), ok_text)


def made_check(points, bouts: int, lang: str | None = None) -> Check:
    """S1: made or failed (choices: ``made_choices``), decided on the unrounded points."""
    r = score_facts(contract="prise", points=points, bouts=bouts)
    ok_text = t("made.ok", lang, points=_num(points, lang), target=r.target,
                verdict=t("made" if r.made else "failed", lang))
    return Check(lambda a: (a is r.made, ok_text if a is r.made else t("made.bad", lang, bouts=bouts)),
                 "\n".join(s.text(lang) for s in r.breakdown if s.rule in ("S1", "S2")))


def made_choices(lang: str | None = None) -> list[tuple[str, bool]]:
    return [(t("made", lang), True), (t("failed", lang), False)]


def margin_check(points, bouts: int, lang: str | None = None) -> Check:
    """S2: the margin, rounded up when it has a half point."""
    r = score_facts(contract="prise", points=points, bouts=bouts)
    diff = abs(float(points) - r.target)
    ok_text = t("margin.ok", lang, points=_num(points, lang), target=r.target, diff=_num(diff, lang),
                rounded=t("margin.rounded", lang) if diff != int(diff) else "", margin=r.margin)
    return Check(lambda a: (a == r.margin, ok_text if a == r.margin else t("margin.bad", lang)), ok_text)


def petit_sec_check(hand, lang: str | None = None) -> Check:
    """D4: is this hand a petit sec? (yes/no choice)"""
    hand = parse_cards(hand)
    truth = is_petit_sec(hand)
    trumps = " ".join(c.code for c in sorted(hand, key=sort_key) if c.is_trump) or "—"
    facts = t("petit_sec.facts", lang, trumps=trumps,
              excuse=t("yes" if any(c.is_excuse for c in hand) else "no", lang))
    ok_text = t("petit_sec.ok", lang, facts=facts, verdict=t("petit_sec.yes" if truth else "petit_sec.no", lang))
    bad = t("petit_sec.bad", lang) + " " + t("petit_sec.here", lang, facts=facts)
    return Check(lambda a: (a is truth, ok_text if a is truth else bad), ok_text)


def seat_choices(dealer: int, lang: str | None = None, nobody: bool = True) -> list[tuple[str, object]]:
    """Choices naming the four seats (and 'nobody')."""
    out = [(seat_name(s, dealer, lang), s) for s in range(N_SEATS)]
    return out + [(t("nobody", lang), None)] if nobody else out


def taker_check(bids, dealer: int, lang: str | None = None) -> Check:
    """A1–A3: who is the taker after these bids? (choices: ``seat_choices``)"""
    r = check_auction(bids, dealer)
    solution = auction_table(bids, dealer, lang).text
    verdict = (t("auction.all_pass", lang) if r.taker is None else
               t("auction.taker", lang, seat=seat_name(r.taker, dealer, lang), contract=r.contract.label(lang),
                 k=r.contract.multiplier))
    return Check(lambda a: (a == r.taker, verdict if a == r.taker else t("auction.bad", lang)), solution)


def contract_choices(lang: str | None = None) -> list[tuple[str, str]]:
    return [(c.label(lang), c.code) for c in Contract]


def contract_check(bids, dealer: int, lang: str | None = None) -> Check:
    """A1–A3: which contract is played after these bids? (choices: ``contract_choices``)"""
    r = check_auction(bids, dealer)
    solution = auction_table(bids, dealer, lang).text
    right = r.contract.code if r.contract else None
    verdict = solution.splitlines()[-1]
    return Check(lambda a: (a == right, verdict if a == right else t("auction.bad", lang)), solution)


def side_choices(lang: str | None = None) -> list[tuple[str, str]]:
    return [(t("taker", lang), "taker"), (t("defence", lang), "defence")]


def chien_check(contract, lang: str | None = None) -> Check:
    """E1/E3: whose points the chien counts for in this contract (choices: ``side_choices``)."""
    from tarot_core.auction import parse_contract
    c = parse_contract(contract)
    owner = chien_owner(c)
    ok_text = t("chien.owner", lang, rule="E1" if c.takes_chien_in_hand else "E3", contract=c.label(lang),
                side=t(owner, lang))
    return Check(lambda a: (a == owner, ok_text if a == owner else t("chien.owner.bad", lang) + " " + ok_text),
                 ok_text)


def legal_discard_example(hand, chien) -> tuple:
    """E2: one discard the rules allow — the lowest suit cards other than kings, then the lowest
    trumps other than bouts when there are fewer than six such suit cards."""
    pool = sorted(tuple(parse_cards(hand)) + tuple(parse_cards(chien)), key=sort_key)
    plain = [c for c in pool if c.suit is not None and not c.is_king]
    trumps = [c for c in reversed(pool) if c.is_trump and not c.is_bout]
    return tuple(plain[-6:] if len(plain) >= 6 else plain + trumps[:6 - len(plain)])


def discard_check(hand, chien, lang: str | None = None) -> Check:
    """E1–E2: the learner's six cards, judged by the core's ``discard_verdict``."""
    hand, chien = parse_cards(hand), parse_cards(chien)
    pool = tuple(hand) + tuple(chien)
    needed, n = discard_trumps_needed(pool), discardable_suit_cards(pool)

    def solution():
        example = legal_discard_example(hand, chien)
        return t("discard.solution", lang, cards=" ".join(c.code for c in example), n=n, t=needed)

    def check(answer):
        v = discard_verdict(hand, chien, parse_cards(answer), lang=lang)
        return v.valid, v.reason
    return Check(check, solution)


def trumps_needed_check(hand, chien, lang: str | None = None) -> Check:
    """E2: how many trumps must go into the discard: max(0, 6 − n)."""
    pool = tuple(parse_cards(hand)) + tuple(parse_cards(chien))
    n, needed = discardable_suit_cards(pool), discard_trumps_needed(pool)
    ok_text = t("needed.ok", lang, n=n, needed=needed)
    return Check(lambda a: (a == needed, ok_text if a == needed else t("needed.bad", lang)), ok_text)


def may_play_check(hand, trick, card, lang: str | None = None) -> Check:
    """P2–P5, X1: may *card* be played from *hand* to *trick*? (yes/no choice)"""
    c = parse_card(card)
    refused = illegal_reasons(hand, trick, lang=lang)
    truth = c not in refused
    why = refused[c][1] if c in refused else t("play.legal", lang, rules="P2–P5, X1")
    ok_text = t("play.ok", lang, card=c.code, why=why)
    return Check(lambda a: (a is truth, ok_text), ok_text)


def winner_choices(trick, lang: str | None = None) -> list[tuple[str, str]]:
    return [(card_label(c, lang), c.code) for c in parse_cards(trick)]


def winner_check(trick, lang: str | None = None) -> Check:
    """P6 (and X2): which card wins the trick? (choices: ``winner_choices``)"""
    cards = parse_cards(trick)
    win = cards[trick_winner(cards)]
    why = t("winner.trump" if win.is_trump else "winner.suit", lang)
    ok_text = f"{why}: {win.name(lang)}."
    return Check(lambda a: (a == win.code, ok_text if a == win.code else t("winner.bad", lang)), ok_text)


def legal_check(hand, trick, lang: str | None = None) -> Check:
    """P2–P5, X1: select every card of *hand* that may be played to *trick*."""
    legal = set(legal_cards(hand, trick))
    refused = illegal_reasons(hand, trick, lang=lang)
    rules = sorted({r for r, _ in refused.values()}) or ["P5"]
    ok_text = t("legal.ok", lang, cards=" ".join(c.code for c in sorted(legal, key=sort_key)),
                rules=", ".join(rules + (["X1"] if any(c.is_excuse for c in legal) else [])))

    def check(answer):
        chosen = set(parse_cards(answer))
        extra = sorted(chosen - legal, key=sort_key)
        if extra:
            return False, t("legal.extra", lang, card=extra[0].code, why=refused[extra[0]][1])
        if chosen != legal:
            return False, t("legal.missing", lang, n=len(legal - chosen))
        return True, ok_text
    return Check(check, lambda: legal_table(hand, trick, lang).text)


def led_check(trick, lang: str | None = None) -> Check:
    """X2: which card sets the suit of the trick? (choices: ``winner_choices``)"""
    cards = parse_cards(trick)
    led = led_card(cards)
    key = "led.ok" if cards[0].is_excuse else "led.first"
    ok_text = t(key, lang, card=parse_card(led).name(lang))
    return Check(lambda a: (parse_card(a) == led, ok_text if parse_card(a) == led else t("led.bad", lang)), ok_text)


# --------------------------------------------------------------------------- lessons 6–10: deals and scores
def answer_check(right, ok_text: str, hint: str, solution=None) -> Check:
    """One right answer (a number, or a choice's value): *ok_text* (the core's facts) when it is
    given, *hint* (the rule to look at, not the answer) otherwise; the solution defaults to *ok_text*."""
    return Check(lambda a: (a == right, ok_text if a == right else hint), solution or ok_text)


def breakdown_lines(result, lang: str | None = None, hide=(), hide_from: str | None = None) -> Shown:
    """The core's breakdown of a score (a ``ScoreResult`` or a referee ``Outcome``), one line per
    rule. For a faded example, the lines whose rule is in *hide*, and every line from the first
    one of rule *hide_from* on, read ``RULE: ?``."""
    lang = check_language(lang)
    steps = getattr(result, "result", result).breakdown
    cut = next((i for i, s in enumerate(steps) if s.rule == hide_from), len(steps))
    lines = [f"{s.rule}: {t('hidden', lang)}" if s.rule in _ids(hide) or i >= cut else s.text(lang)
             for i, s in enumerate(steps)]
    items = "".join(f'<li data-rule="{html.escape(s.rule)}">{html.escape(line)}</li>' for s, line in zip(steps, lines))
    return Shown(f'<ol data-testid="breakdown" style="margin:4px 0">{items}</ol>', "\n".join(lines))


def excuse_story(outcome, lang: str | None = None) -> Shown:
    """X3–X7: what the referee says happened to the Excuse, one sentence per event (the widgets' words)."""
    lang = check_language(lang)
    lines = []
    for e in outcome.excuse_events:
        side = label("common.the." + ("taker" if e.seat == outcome.taker else "defence"), lang)
        lines.append(label(f"excuse.ev.{e.event}", lang, trick=e.trick, side=side,
                           card=parse_card(e.card).name(lang)))
    lines = lines or [label("excuse.not_yet", lang)]
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return Shown(f'<ul data-testid="excuse-story" style="margin:4px 0">{items}</ul>', "\n".join(lines))


def seeded_outcome(seed: int, want=lambda outcome: outcome.status == "played", tries: int = 2000):
    """The first random legal deal from *seed* on (``simulate.random_record``) whose referee outcome
    satisfies *want*: ``(seed used, record, outcome)``. Same seed, same case, on every machine."""
    from tarot_core.referee import referee
    from tarot_core.analysis.simulate import random_record
    for s in range(seed, seed + tries):
        record = random_record(seed=s)
        outcome = referee(record)
        if want(outcome):
            return s, record, outcome
    raise LookupError(f"no deal from seed {seed} to {seed + tries - 1} fits")
