"""The core's card drawings (tarot_core.render.svg): every card named, never colour alone, contrast ≥ 3:1.

C1 (the 78 cards, trumps numbered, the Excuse), C2 (bouts marked).
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from tarot_core.cards import DECK, parse_card
from tarot_core.hand import Hand
from tarot_core.render import svg


def luminance(hex_colour: str) -> float:
    """WCAG relative luminance of '#rrggbb'."""
    rgb = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("card", DECK, ids=[c.code for c in DECK])
def test_every_card_is_a_named_image_C1(card):
    text = svg.card_svg(card, lang="en")
    root = ET.fromstring(text)                                    # well-formed XML
    assert root.get("role") == "img" and root.get("data-card") == card.code
    name = card.name("en") + (", bout" if card.is_bout else "")
    assert root.get("aria-label") == name
    assert root.find("{http://www.w3.org/2000/svg}title").text == name
    assert root.get("data-bout") == str(card.is_bout).lower()     # C2: the star is drawn for bouts only
    assert (svg.STAR in text and 'stroke="' + svg.BOUT_STROKE + '"' in text) == card.is_bout


def test_trumps_are_numbered_and_the_excuse_has_its_own_face_C1():
    for n in (1, 7, 21):
        text = svg.card_svg(parse_card(f"T{n}"), lang="fr")
        assert f">{n}</text>" in text and ">ATOUT</text>" in text and svg.TRUMP_FACE in text
    assert ">Petit</text>" in svg.card_svg("T1")
    ex = svg.card_svg("EX")
    assert svg.EXCUSE_FACE in ex and ">EXCUSE</text>" in ex and svg.TRUMP_FACE not in ex


def test_suit_cards_show_rank_symbol_and_colour():
    kh = svg.card_svg("KH", lang="en")
    assert ">K</text>" in kh and svg.SUIT_SHAPES["H"] in kh and svg.TWO_COLOUR["H"] in kh
    assert ">R</text>" in svg.card_svg("KH", lang="fr")           # Roi in French corners
    assert ">10</text>" in svg.card_svg("10S")


def test_four_colour_deck():
    assert svg.FOUR_COLOUR["D"] in svg.card_svg("7D", four_colour=True)
    assert svg.FOUR_COLOUR["C"] in svg.card_svg("7C", four_colour=True)
    assert svg.TWO_COLOUR["C"] in svg.card_svg("7C")
    assert len(set(svg.FOUR_COLOUR.values())) == 4


@pytest.mark.parametrize("ink, face", [
    *[(c, svg.FACE) for c in svg.TWO_COLOUR.values()],
    *[(c, svg.FACE) for c in svg.FOUR_COLOUR.values()],
    (svg.TRUMP_INK, svg.TRUMP_FACE), (svg.EXCUSE_INK, svg.EXCUSE_FACE),
])
def test_inks_read_well_on_their_face(ink, face):
    assert contrast(ink, face) >= 4.5                     # text-level contrast for ranks and numbers


@pytest.mark.parametrize("mark", [svg.BORDER, svg.SELECTED, svg.BOUT_STROKE])
def test_non_text_marks_reach_3_to_1(mark):
    for face in (svg.FACE, svg.TRUMP_FACE, svg.EXCUSE_FACE):
        assert contrast(mark, face) >= 3


def test_selected_and_disabled_are_not_colour_alone():
    sel = svg.card_svg("KH", selected=True)
    assert 'data-selected="true"' in sel and "<path d=\"M44 134" in sel      # a tick
    dis = svg.card_svg("KH", disabled=True)
    assert 'data-disabled="true"' in dis and "<line " in dis                # struck through


def test_title_and_caption_are_escaped():
    text = svg.card_svg("KH", title='<script>"x"</script>')
    assert "<script>" not in text and "&lt;script&gt;" in text
    html = svg.hand_html(["KH"], caption="<img src=x onerror=alert(1)>")
    assert "<img" not in html and "&lt;img" in html


def test_a_row_of_cards():
    row = svg.cards_svg(["T21", "EX", "KS"], width=40, overlap=0.25, lang="en")
    root = ET.fromstring(row)
    assert root.get("width") == "100"                     # 40 + 2 × 30
    assert root.get("aria-label") == "Trump 21, bout, Excuse, bout, King of ♠ spades"
    assert [c.get("x") for c in root] == ["0", "30", "60"]
    with pytest.raises(ValueError):
        svg.cards_svg(["KS"], overlap=1)


def test_hand_html_keeps_order_unless_asked_and_core_objects_draw_themselves():
    html = svg.hand_html(["KH", "T21"])
    assert html.index('data-card="KH"') < html.index('data-card="T21"')
    assert re.search(r'data-card="T21".*data-card="KH"', Hand("KH T21")._repr_html_())
    assert parse_card("EX")._repr_svg_().startswith("<svg")
