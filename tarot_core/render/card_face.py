"""One card's face as SVG (C1, C2): what :mod:`tarot_core.render.svg` and a card's own notebook
display (``Card._repr_svg_``) both draw.

It reads only the card it is given (its suit, rank, bout and name) and the catalogue's words, and
imports nothing else from the rules: so a card can draw itself without an import circle
(``cards`` → here; :mod:`~tarot_core.render.svg`, which also reads card notation, → ``cards``).
"""
from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..catalogue import check_language, text

if TYPE_CHECKING:
    from ..cards import Card

# --- colours (every ink reaches at least 4.5:1 on its face, borders at least 3:1) ----------
FACE = "#ffffff"              # suit cards
TRUMP_FACE = "#fbf3dc"        # trumps: cream
EXCUSE_FACE = "#ece4f7"       # the Excuse: lilac
BORDER = "#4a4a4a"
SELECTED = "#0b57d0"          # selection ring (a tick is drawn too: never colour alone)
TRUMP_INK = "#1f3578"         # navy numbers on trumps
EXCUSE_INK = "#4a2a7a"
BOUT_FILL = "#f2b705"         # gold star, outlined dark so it stands out on any face
BOUT_STROKE = "#5a4300"
TWO_COLOUR = {"S": "#1a1a1a", "H": "#c0102b", "D": "#c0102b", "C": "#1a1a1a"}
FOUR_COLOUR = {"S": "#1a1a1a", "H": "#c0102b", "D": "#a15300", "C": "#16723a"}

FONT = "DejaVu Sans, Verdana, Arial, sans-serif"

# Suit shapes in a 100 × 100 box (drawn, so they look the same with any font).
SUIT_SHAPES = {
    "H": '<path d="M50 92C22 68 2 50 2 29C2 13 14 3 28 3C38 3 46 9 50 18C54 9 62 3 72 3'
         'C86 3 98 13 98 29C98 50 78 68 50 92Z"/>',
    "D": '<path d="M50 2L90 50L50 98L10 50Z"/>',
    "S": '<path d="M50 2C60 22 98 40 98 64C98 79 87 88 74 88C65 88 58 84 54 77C55 87 59 94 67 98'
         'H33C41 94 45 87 46 77C42 84 35 88 26 88C13 88 2 79 2 64C2 40 40 22 50 2Z"/>',
    "C": '<circle cx="50" cy="25" r="22"/><circle cx="25" cy="60" r="22"/>'
         '<circle cx="75" cy="60" r="22"/>'
         '<path d="M45 50C45 76 40 90 31 98H69C60 90 55 76 55 50Z"/>',
}
STAR = ("M50 2L62 36L98 37L69 58L80 94L50 72L20 94L31 58L2 37L38 36Z")
_LETTERED_RANKS = (1, 11, 12, 13, 14)     # ace and court cards: corner letter from the catalogue (card.corner.N)

W, H = 100, 150               # the card's own coordinate box; `width` scales it


def suit_colour(card: Card, four_colour: bool = False) -> str:
    """The ink of a suit card (two- or four-colour deck); trumps and Excuse have their own."""
    if card.is_trump:
        return TRUMP_INK
    if card.is_excuse:
        return EXCUSE_INK
    assert card.suit is not None                      # a suit card: neither a trump nor the Excuse
    return (FOUR_COLOUR if four_colour else TWO_COLOUR)[card.suit.letter]


def card_label(card: Card, lang: str | None = None) -> str:
    """The accessible name of a card: its full name, and 'bout' for the three bouts (C2)."""
    name = card.name(lang)
    return text("card.with_bout", lang, name=name) if card.is_bout else name


def _shape(letter: str, x: float, y: float, size: float, colour: str) -> str:
    s = size / 100
    return (f'<g transform="translate({x:g} {y:g}) scale({s:g})" fill="{colour}">'
            f"{SUIT_SHAPES[letter]}</g>")


def _text(x, y, size, content, colour, *, anchor="start", weight="bold", rotate=False) -> str:
    rot = f' transform="rotate(180 {x:g} {y:g})"' if rotate else ""
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" font-weight="{weight}" '
            f'font-family="{FONT}" fill="{colour}" text-anchor="{anchor}"{rot}>{escape(content)}</text>')


def _bout_star() -> str:
    return (f'<g transform="translate(72 5) scale(0.24)"><path d="{STAR}" fill="{BOUT_FILL}" '
            f'stroke="{BOUT_STROKE}" stroke-width="9" stroke-linejoin="round"/></g>')


def _suit_face(card: Card, lang: str, four_colour: bool) -> str:
    ink = suit_colour(card, four_colour)
    assert card.suit is not None
    letter = card.suit.letter
    rank = text(f"card.corner.{card.rank}", lang) if card.rank in _LETTERED_RANKS else str(card.rank)
    size = 24 if len(rank) == 1 else 21
    parts = [
        _text(8, 28, size, rank, ink),
        _shape(letter, 8, 34, 18, ink),
        _text(92, 122, size, rank, ink, rotate=True, anchor="start"),
        _shape(letter, 74, 98, 18, ink),
    ]
    if card.rank > 10:       # court card: a framed centre with its letter
        parts.append(f'<rect x="29" y="34" width="42" height="82" rx="5" fill="none" '
                     f'stroke="{ink}" stroke-width="2.5"/>')
        parts.append(_text(50, 74, 30, rank, ink, anchor="middle"))
        parts.append(_shape(letter, 40, 84, 20, ink))
    else:
        parts.append(_shape(letter, 26, 51, 48, ink))
    return "".join(parts)


def _trump_face(card: Card, lang: str) -> str:
    n = str(card.rank)
    parts = [
        _text(8, 26, 20, n, TRUMP_INK),
        _text(92, 124, 20, n, TRUMP_INK, rotate=True),
        _text(50, 52, 13, text("card.face.trump", lang), TRUMP_INK, anchor="middle"),
        _text(50, 104, 50 if len(n) == 1 else 44, n, TRUMP_INK, anchor="middle"),
    ]
    if card.rank == 1:
        parts.append(_text(50, 124, 13, text("card.face.petit", lang), TRUMP_INK, anchor="middle"))
    return "".join(parts)


def _excuse_face(lang: str) -> str:
    corner = text("card.face.excuse_corner", lang)
    return "".join([
        _text(8, 26, 18, corner, EXCUSE_INK),
        _text(92, 124, 18, corner, EXCUSE_INK, rotate=True),
        f'<circle cx="50" cy="70" r="26" fill="none" stroke="{EXCUSE_INK}" stroke-width="3"/>',
        f'<g transform="translate(30 50) scale(0.4)"><path d="{STAR}" fill="{EXCUSE_INK}"/></g>',
        _text(50, 118, 14, text("card.face.excuse", lang), EXCUSE_INK, anchor="middle"),
    ])


def draw_card(card: Card, *, four_colour: bool = False, width: float = 56, selected: bool = False,
             disabled: bool = False, title: str | None = None, lang: str | None = None) -> str:
    """One :class:`~tarot_core.cards.Card` as a standalone ``<svg>`` string (C1; bouts marked with a star, C2).
 ``selected`` draws a blue ring and a tick,
    ``disabled`` greys the card and strikes it through; *title* replaces the accessible
    name (escaped). Card names follow *lang* (the catalogue's default when None).

    >>> from tarot_core.cards import parse_card
    >>> 'fill="#16723a"' in draw_card(parse_card("7C"), four_colour=True)
    True
    """
    lang = check_language(lang)
    label = escape(title if title is not None else card_label(card, lang))
    height = width * H / W
    if card.is_trump:
        face, body = TRUMP_FACE, _trump_face(card, lang)
    elif card.is_excuse:
        face, body = EXCUSE_FACE, _excuse_face(lang)
    else:
        face, body = FACE, _suit_face(card, lang, four_colour)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{width:g}" '
        f'height="{height:g}" role="img" aria-label="{label}" class="tarot-card" '
        f'data-card="{card.code}" data-bout="{str(card.is_bout).lower()}" '
        f'data-selected="{str(selected).lower()}" data-disabled="{str(disabled).lower()}">',
        f"<title>{label}</title>",
        f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="9" fill="{face}" '
        f'stroke="{BORDER}" stroke-width="2.5"/>',
        body,
    ]
    if card.is_bout:
        parts.append(_bout_star())
    if disabled:
        parts.append(f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="9" fill="#5f5f5f" '
                     f'fill-opacity="0.35"/><line x1="10" y1="140" x2="90" y2="10" '
                     f'stroke="#3a3a3a" stroke-width="4"/>')
    if selected:
        parts.append(f'<rect x="4" y="4" width="{W - 8}" height="{H - 8}" rx="8" fill="none" '
                     f'stroke="{SELECTED}" stroke-width="7"/>'
                     f'<circle cx="50" cy="134" r="11" fill="{SELECTED}"/>'
                     f'<path d="M44 134l4 5 9-10" fill="none" stroke="#fff" stroke-width="3.5" '
                     f'stroke-linecap="round" stroke-linejoin="round"/>')
    parts.append("</svg>")
    return "".join(parts)
