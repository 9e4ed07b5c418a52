"""How strong is a hand before the chien? A published point count, and the bid it suggests.

The count is Noël Chavey's (*Le jeu de tarot*, Hatier, 1986), as the club sites transcribe it
(``HAND_EVALUATION.md`` in the project's shared notes). Its points are "fictitious": they only
serve to choose a bid (A2), and they are not the card points of C3. The practice bots bid by it
and the practice table shows it on request.

Choices where the transcriptions are silent (each one tested):

- **trumps** means the 21 trumps and the Excuse (the table says "bouts and the Excuse included");
  with 5 or more of them, *every* one counts 2 (the worked example: seven trumps give 14);
- **the Petit** counts by its place among those trumps: with 5 trumps in all (the Excuse among
  them) the Petit is the 5th and counts 5; with 4 or fewer it counts nothing;
- **a run of majors** (16 to 21) is two or more touching majors; each card of a run counts 1 more,
  and the 21 belongs to a run like any other major (19-20-21 gives 3);
- **a long suit** of 8 cards or more counts as one of 7 (9 points);
- **voids and singletons** count only for a Garde Sans or a Garde Contre: the count suggests one
  of those only when the total *with* them passes 70; otherwise it suggests from the total
  without them.

The worked example of the transcriptions: 34 points, pass.

>>> c = hand_count("T20 T18 T14 T13 T9 T8 T6 KH 10H 5H 4H KD QD 8C 7C 8S 7S 5S")
>>> c.total, c.suggestion
(34, None)
>>> [(line.key, line.points) for line in c.lines]
[('count.trumps', 14), ('count.majors', 4), ('count.king_alone', 6), ('count.mariage', 10)]
"""
from __future__ import annotations

from typing import NamedTuple

from ..auction import Contract
from ..cards import EXCUSE_INDEX, FIRST_TRUMP, TWENTY_ONE_INDEX, Card, parse_cards
from ..catalogue import check_language, text
from ..table import FOUR_PLAYERS

MAJOR_FROM = 16                      # the major trumps: 16 to 21
PETIT_BY_PLACE = {5: 5, 6: 7}        # the Petit as the 5th / 6th trump; 7th or more: 9
LONG_SUIT = {5: 5, 6: 7}             # 5 / 6 cards; 7 or more: 9
THRESHOLDS = ((81, Contract.GARDE_CONTRE), (71, Contract.GARDE_SANS), (56, Contract.GARDE), (40, Contract.PRISE))


class CountLine(NamedTuple):
    """One line of the count: a catalogue key, the cards it counts, its points."""
    key: str
    cards: tuple[Card, ...]
    points: int

    def text(self, lang: str | None = None) -> str:
        """The line in words, e.g. 'Roi sans sa dame (R♥) : 6'."""
        from ..catalogue import format_number
        from ..errors import notation
        cards = " ".join(notation(c, lang) for c in self.cards)
        return text("count.line", lang, what=text(self.key, lang), cards=cards,
                    points=format_number(self.points, lang))


class HandCount(NamedTuple):
    """The count of an 18-card hand: its lines, the total without and with voids and singletons,
    and the bid it suggests (None: pass)."""
    lines: tuple[CountLine, ...]
    total: int
    total_with_shape: int
    suggestion: Contract | None

    def text(self, lang: str | None = None) -> str:
        """The count line by line, its total and the suggested bid, for a learner."""
        lang = check_language(lang)
        rows = [line.text(lang) for line in self.lines if line.key not in SHAPE_KEYS]
        rows.append(text("count.total", lang, total=self.total))
        shape = [line.text(lang) for line in self.lines if line.key in SHAPE_KEYS]
        if shape:
            rows.extend(shape)
            rows.append(text("count.total_shape", lang, total=self.total_with_shape))
        bid = self.suggestion.label(lang) if self.suggestion else text("count.pass", lang)
        rows.append(text("count.suggests", lang, bid=bid))
        return "\n".join(rows)


SHAPE_KEYS = ("count.void", "count.singleton")


def _trump_rank(c: int) -> int:
    return c - FIRST_TRUMP + 1


def hand_count(hand) -> HandCount:
    """Count an 18-card hand by the published point count (see the module docstring).

    >>> c = hand_count("T21 T20 T19 T1 EX T2 T3 KS QS KH QH KD CD 5D KC 3C 2C 4C")
    >>> c.total, c.suggestion.code           # 10 + 8 + 9 (Petit 7th) + 14 + 6 + 3 + 10 + 10 + 6 + 2 + 6
    (84, 'garde-contre')
    """
    cards = parse_cards(hand)
    if len(cards) != FOUR_PLAYERS.hand_size:
        from ..errors import DealError
        raise DealError("D3", "err.deal.hand_size", seat="?", count=len(cards))
    lines: list[CountLine] = []

    def add(key: str, counted, points: int) -> None:
        if points:
            lines.append(CountLine(key, tuple(counted), points))

    trumps = sorted((c for c in cards if c.is_trump or c.is_excuse), reverse=True)
    if any(c == TWENTY_ONE_INDEX for c in cards):
        add("count.21", [c for c in cards if c == TWENTY_ONE_INDEX], 10)
    if any(c == EXCUSE_INDEX for c in cards):
        add("count.excuse", [c for c in cards if c == EXCUSE_INDEX], 8)
    petit = [c for c in cards if c == FIRST_TRUMP]
    if petit:
        place = len(trumps)                 # the Petit is the lowest trump: its place is their number
        add("count.petit", petit, 0 if place <= 4 else PETIT_BY_PLACE.get(place, 9))
    if len(trumps) > 4:
        add("count.trumps", trumps, 2 * len(trumps))
    majors = sorted(_trump_rank(c) for c in cards if c.is_trump and _trump_rank(c) >= MAJOR_FROM)
    add("count.majors", [Card(FIRST_TRUMP + r - 1) for r in reversed(majors)], 2 * len(majors))
    in_runs = [r for r in majors if r - 1 in majors or r + 1 in majors]
    add("count.runs", [Card(FIRST_TRUMP + r - 1) for r in reversed(in_runs)], len(in_runs))
    for suit in range(4):
        held = sorted((c for c in cards if c.suit is not None and int(c.suit) == suit), reverse=True)
        ranks = {c.rank for c in held}
        king = [c for c in held if c.rank == 14]
        queen = [c for c in held if c.rank == 13]
        if king and queen:
            add("count.mariage", king + queen, 10)
        elif king:
            add("count.king_alone", king, 6)
        elif queen:
            add("count.queen_alone", queen, 3)
        add("count.cavalier", [c for c in held if c.rank == 12], 2 * (12 in ranks))
        add("count.valet", [c for c in held if c.rank == 11], 1 * (11 in ranks))
        if len(held) >= 5:
            add("count.long_suit", held, LONG_SUIT.get(len(held), 9))
    total = sum(line.points for line in lines)
    for suit in range(4):
        held = [c for c in cards if c.suit is not None and int(c.suit) == suit]
        if not held:
            lines.append(CountLine("count.void", (), 6))
        elif len(held) == 1:
            lines.append(CountLine("count.singleton", tuple(held), 3))
    with_shape = sum(line.points for line in lines)
    return HandCount(tuple(lines), total, with_shape, suggested_bid(total, with_shape))


def suggested_bid(total: int, total_with_shape: int) -> Contract | None:
    """The published thresholds: under 40 pass, 40–55 Prise, 56–70 Garde, 71–80 Garde Sans,
    over 80 Garde Contre — voids and singletons counted only for the last two.

    >>> suggested_bid(39, 39), suggested_bid(40, 40), suggested_bid(70, 76), suggested_bid(60, 81)
    (None, <Contract.PRISE: 1>, <Contract.GARDE_SANS: 4>, <Contract.GARDE_CONTRE: 6>)
    >>> suggested_bid(60, 70)
    <Contract.GARDE: 2>
    """
    if total_with_shape >= 71:
        return THRESHOLDS[0][1] if total_with_shape >= 81 else THRESHOLDS[1][1]
    for floor, contract in THRESHOLDS[2:]:
        if total >= floor:
            return contract
    return None
