"""HTML reports of a score and of a refereed deal, for notebooks (``_repr_html_``).

Plain strings built with the standard library; every text is escaped. The cards are
drawn by :mod:`tarot_core.render.svg`.
"""
from __future__ import annotations

from html import escape

from ..catalogue import check_language, rule_title


def breakdown_html(result, lang: str | None = None) -> str:
    """The score breakdown as an ordered list, each line with its rule ID and title on hover."""
    lang = check_language(lang)
    items = "".join(
        f'<li><abbr title="{escape(rule_title(s.rule, lang))}"><b>{escape(s.rule)}</b></abbr> '
        f'{escape(s.body(lang))}</li>' for s in result.breakdown)
    return f'<ol class="tarot-breakdown" style="line-height:1.5">{items}</ol>'


def score_html(result, lang: str | None = None) -> str:
    lang = check_language(lang)
    title = "Score" if lang == "en" else "Marque"
    return f"<div><strong>{title}: S = {result.S}</strong>{breakdown_html(result, lang)}</div>"


def outcome_html(outcome, lang: str | None = None) -> str:
    """A refereed deal: each trick (leader, cards, winner), the Excuse's story, the breakdown."""
    from .svg import cards_svg
    lang = check_language(lang)
    fr = lang == "fr"
    if outcome.status != "played":
        word = {"cancelled": ("Donne annulée (D4, petit sec)", "Deal cancelled (D4, petit sec)"),
                "all_pass": ("Tout le monde passe (A3)", "Everybody passed (A3)")}[outcome.status]
        return f"<p><strong>{escape(word[0] if fr else word[1])}</strong></p>"
    head = (f"Preneur : siège {outcome.taker}, {outcome.contract.label()}" if fr
            else f"Taker: seat {outcome.taker}, {outcome.contract.label()}")
    rows = "".join(
        f"<tr><td>{t.number}</td><td>{t.leader}</td><td>{cards_svg(t.cards, width=34)}</td>"
        f"<td>{t.winner} ({escape(t.winner_side)})</td></tr>" for t in outcome.tricks)
    cols = ("Pli", "Entame", "Cartes", "Gagnant") if fr else ("Trick", "Leader", "Cards", "Winner")
    events = "".join(f"<li>{escape(e.rule)}: {'pli' if fr else 'trick'} {e.trick}, "
                     f"{'siège' if fr else 'seat'} {e.seat}: {escape(e.event)} ({escape(e.card)})</li>"
                     for e in outcome.excuse_events)
    return (f"<div><p><strong>{escape(head)}</strong></p>"
            f"<table><thead><tr>{''.join(f'<th>{c}</th>' for c in cols)}</tr></thead><tbody>{rows}</tbody></table>"
            f"<ul>{events}</ul>{breakdown_html(outcome.result, lang)}"
            f"<p>{'Scores par siège' if fr else 'Scores by seat'}: {escape(str(list(outcome.scores)))}</p></div>")
