"""Plain-SVG drawings of the 78 cards (C1, C2), standard library only.

The core draws its own cards, the way ``chess.svg`` draws boards: a card, a row of
cards or a hand become an SVG/HTML string that any notebook, widget or handout can
show. Each card carries its suit symbol (drawn as a shape, not a font glyph), its rank
or trump number and its colour — never the colour alone — and a text name for screen
readers (``role="img"`` with ``aria-label`` and ``<title>``). Trumps (C1) are numbered
on a cream face, the Excuse has its own face, and the three bouts (C2) wear a gold star.

>>> from tarot_core.cards import parse_card
>>> s = card_svg(parse_card("KH"), lang="en")
>>> s.startswith("<svg") and 'role="img"' in s and 'aria-label="King of ♥ hearts"' in s
True
>>> 'data-bout="true"' in card_svg(parse_card("T21"))
True
>>> 'data-card="EX"' in cards_svg(["EX", "1C"])
True
"""
from __future__ import annotations

from collections.abc import Iterable
from html import escape

from ..cards import parse_card, sort_key
from ..catalogue import check_language
from .card_face import (  # the face of one card: its colours and shapes are named here too
    BORDER,
    BOUT_FILL,
    BOUT_STROKE,
    EXCUSE_FACE,
    EXCUSE_INK,
    FACE,
    FONT,
    FOUR_COLOUR,
    SELECTED,
    STAR,
    SUIT_SHAPES,
    TRUMP_FACE,
    TRUMP_INK,
    TWO_COLOUR,
    H,
    W,
    card_label,
    draw_card,
    suit_colour,
)


def card_svg(card, *, four_colour: bool = False, width: float = 56, selected: bool = False,
             disabled: bool = False, title: str | None = None, lang: str | None = None) -> str:
    """One card as a standalone ``<svg>`` string (C1; bouts marked with a star, C2).

    *card* is a :class:`Card` or its notation. ``selected`` draws a blue ring and a tick,
    ``disabled`` greys the card and strikes it through; *title* replaces the accessible
    name (escaped). Card names follow *lang* (the catalogue's default when None).

    >>> 'fill="#16723a"' in card_svg("7C", four_colour=True)
    True
    >>> 'data-selected="true"' in card_svg("7C", selected=True)
    True
    """
    return draw_card(parse_card(card), four_colour=four_colour, width=width, selected=selected,
                     disabled=disabled, title=title, lang=lang)


def cards_svg(cards: Iterable, *, four_colour: bool = False, width: float = 56,
              overlap: float = 0.0, lang: str | None = None, sort: bool = False) -> str:
    """A row of cards as one ``<svg>``; *overlap* (0 ≤ overlap < 1) is the share of a card hidden.

    >>> row = cards_svg("T1 EX KS".split(), width=40, overlap=0.5)
    >>> 'width="80"' in row.split(">")[0], row.count('class="tarot-card"')
    (True, 3)
    """
    if not 0 <= overlap < 1:
        raise ValueError("overlap must be in [0, 1)")
    cards = [parse_card(c) for c in cards]
    if sort:
        cards.sort(key=sort_key)
    lang = check_language(lang)
    step = width * (1 - overlap)
    height = width * H / W
    total = width + step * (len(cards) - 1) if cards else 0
    label = escape(", ".join(card_label(c, lang) for c in cards))
    inner = []
    for i, c in enumerate(cards):
        one = card_svg(c, four_colour=four_colour, width=width, lang=lang)
        inner.append(one.replace("<svg ", f'<svg x="{i * step:g}" ', 1))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{total:g}" height="{height:g}" '
            f'viewBox="0 0 {total:g} {height:g}" role="img" aria-label="{label}" '
            f'class="tarot-row">{"".join(inner)}</svg>')


def hand_html(cards: Iterable, caption: str | None = None, *, four_colour: bool = False,
              width: float = 56, lang: str | None = None, sort: bool = False) -> str:
    """An HTML ``<figure>`` with the cards (in the given order, or sorted) and an escaped caption.

    >>> html = hand_html(["KH", "T21"], caption="<b>Ann</b>", sort=True)
    >>> "&lt;b&gt;Ann&lt;/b&gt;" in html and html.index("T21") < html.index("KH")
    True
    """
    cards = [parse_card(c) for c in cards]
    if sort:
        cards.sort(key=sort_key)
    lang = check_language(lang)
    svgs = "".join(card_svg(c, four_colour=four_colour, width=width, lang=lang) for c in cards)
    cap = f'<figcaption style="font-size:0.9em;margin-top:4px">{escape(caption)}</figcaption>' if caption else ""
    return (f'<figure class="tarot-hand" style="margin:0">'
            f'<div style="display:flex;flex-wrap:wrap;gap:4px">{svgs}</div>{cap}</figure>')


__all__ = ["card_svg", "cards_svg", "hand_html", "card_label", "draw_card", "suit_colour", "BORDER", "BOUT_FILL",
           "BOUT_STROKE", "EXCUSE_FACE", "EXCUSE_INK", "FACE", "FONT", "FOUR_COLOUR", "H", "SELECTED", "STAR",
           "SUIT_SHAPES", "TRUMP_FACE", "TRUMP_INK", "TWO_COLOUR", "W"]
