"""HTML reports of a score and of a refereed deal, for notebooks (``_repr_html_``).

Plain strings built with the standard library; every text is escaped. The cards are
drawn by :mod:`tarot_core.render.svg`.
"""
from __future__ import annotations

from html import escape

from ..catalogue import check_language, format_number, rule_title, text


def breakdown_html(result, lang: str | None = None) -> str:
    """The score breakdown as an ordered list, each line with its rule ID and title on hover."""
    lang = check_language(lang)
    items = "".join(
        f'<li><abbr title="{escape(rule_title(s.rule, lang))}"><b>{escape(s.rule)}</b></abbr> '
        f'{escape(s.body(lang))}</li>' for s in result.breakdown)
    return f'<ol class="tarot-breakdown" style="line-height:1.5">{items}</ol>'


def score_html(result, lang: str | None = None) -> str:
    lang = check_language(lang)
    title = text("report.score", lang, S=format_number(result.S, lang))
    return f"<div><strong>{escape(title)}</strong>{breakdown_html(result, lang)}</div>"


def outcome_html(outcome, lang: str | None = None) -> str:
    """A refereed deal: each trick (leader, cards, winner), the Excuse's story, the breakdown."""
    from .svg import cards_svg
    lang = check_language(lang)
    if outcome.status != "played":
        return f"<p><strong>{escape(outcome_heading(outcome, lang))}</strong></p>"
    rows = "".join(
        f"<tr><td>{t.number}</td><td>{t.leader}</td><td>{cards_svg(t.cards, width=34, lang=lang)}</td>"
        f"<td>{t.winner} ({escape(text('side.short.' + t.winner_side, lang))})</td></tr>" for t in outcome.tricks)
    cols = [text(f"report.col.{c}", lang) for c in ("trick", "leader", "cards", "winner")]
    events = "".join(
        f"<li>{escape(text('report.event', lang, rule=e.rule, trick=e.trick, seat=e.seat, event=e.event, card=e.card))}"
        "</li>" for e in outcome.excuse_events)
    return (f"<div><p><strong>{escape(outcome_heading(outcome, lang))}</strong></p>"
            f"<table><thead><tr>{''.join(f'<th>{escape(c)}</th>' for c in cols)}</tr></thead>"
            f"<tbody>{rows}</tbody></table>"
            f"<ul>{events}</ul>{breakdown_html(outcome, lang)}"      # its last line by table (V9)
            f"<p>{escape(seat_scores(outcome.scores, lang))}</p></div>")


def outcome_heading(outcome, lang: str | None = None) -> str:
    """One line for a refereed deal: cancelled (D4), all passed (A3), or who took which contract.

    The command line's summary and the HTML report both start with it.
    """
    if outcome.status == "cancelled":
        return text("outcome.cancelled", lang, seat=outcome.petit_sec_seat)
    if outcome.status == "all_pass":
        return text("outcome.all_pass", lang)
    return text("outcome.taker", lang, seat=outcome.taker, contract=outcome.contract.label(lang))


def seat_scores(scores, lang: str | None = None) -> str:
    """S4: the four scores, seat 0 first, signed ('Scores by seat: −64, +192, −64, −64')."""
    return text("outcome.scores", lang, scores=", ".join(format_number(s, lang, signed=True) for s in scores))
