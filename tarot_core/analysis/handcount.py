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

At three and five players (V1: 24 and 15 cards) the same points count the hand as dealt (at
five, before the call, V4), and the thresholds are the published ones scaled to the hand:
each floor times ``hand_size / 18``, rounded up (:func:`thresholds`) — at three, Prise from 54,
Garde from 75, Garde Sans from 95, Garde Contre from 108; at five, 34, 47, 60 and 68. Why in
proportion: the taker's side must take the same points (S1) at every table, and a floor scaled
by the hand's size asks the same count per card as the published one. The count grows faster
than the hand (over 20,000 random hands a mean of 23.0 at 15 cards, 31.8 at 18 and 51.5 at 24:
a longer hand holds more trumps and longer suits), so more hands reach the Prise floor at three
(42 % against 24 % at four) and fewer at five (17 %). The check is the play: basic bots' playouts
at each table (:mod:`~tarot_core.analysis.bidding` gives the figures) make a Prise at a scaled
floor a little more often than at the published floor at four (at three: 35 % against 28.5 %), or
much more often (at five: 65 %, the partner helping): the scaled floors are on the safe side.

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
from ..deal import check_table
from ..table import FOUR_PLAYERS, Table

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
    """The count of a hand (18 cards at four players; 24 or 15 at three or five, V1): its lines,
    the total without and with voids and singletons, the bid it suggests (None: pass) by the
    thresholds of its *table* (:func:`thresholds`)."""
    lines: tuple[CountLine, ...]
    total: int
    total_with_shape: int
    suggestion: Contract | None
    table: Table = FOUR_PLAYERS

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
        if self.table == FOUR_PLAYERS:
            rows.append(text("count.suggests", lang, bid=bid))
        else:
            floors = [floor for floor, _ in thresholds(self.table)]
            rows.append(text("count.suggests_table", lang, bid=bid, players=self.table.seats,
                             cards=self.table.hand_size, prise=floors[3], garde=floors[2], sans=floors[1],
                             contre=floors[0]))
        return "\n".join(rows)


SHAPE_KEYS = ("count.void", "count.singleton")


def _trump_rank(c: int) -> int:
    return c - FIRST_TRUMP + 1


def hand_count(hand, table: Table = FOUR_PLAYERS) -> HandCount:
    """Count a hand as dealt by the published point count (see the module docstring): 18 cards
    at four players, or the hand of *table* (V1), whose thresholds are scaled (:func:`thresholds`).

    >>> c = hand_count("T21 T20 T19 T1 EX T2 T3 KS QS KH QH KD CD 5D KC 3C 2C 4C")
    >>> c.total, c.suggestion.code           # 10 + 8 + 9 (Petit 7th) + 14 + 6 + 3 + 10 + 10 + 6 + 2 + 6
    (84, 'garde-contre')
    """
    table = check_table(table)
    cards = parse_cards(hand)
    if len(cards) != table.hand_size:
        from ..errors import DealError
        if table == FOUR_PLAYERS:
            raise DealError("D3", "err.deal.hand_size", seat="?", count=len(cards), size=table.hand_size)
        raise DealError("V1", "err.count.hand_size", count=len(cards), players=table.seats, size=table.hand_size)
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
    by_suit: list[list[Card]] = [[], [], [], []]        # each suit's cards, the highest first
    for c in sorted(cards, reverse=True):
        card_suit = c.suit
        if card_suit is not None:
            by_suit[card_suit].append(c)
    for held in by_suit:
        face = {c.rank: [c] for c in held[:4] if c.rank > 10}     # its king (14) … valet (11), if held
        king, queen = face.get(14, []), face.get(13, [])
        if king and queen:
            add("count.mariage", king + queen, 10)
        elif king:
            add("count.king_alone", king, 6)
        elif queen:
            add("count.queen_alone", queen, 3)
        add("count.cavalier", face.get(12, []), 2 * (12 in face))
        add("count.valet", face.get(11, []), 1 * (11 in face))
        if len(held) >= 5:
            add("count.long_suit", held, LONG_SUIT.get(len(held), 9))
    total = sum(line.points for line in lines)
    for held in by_suit:
        if not held:
            lines.append(CountLine("count.void", (), 6))
        elif len(held) == 1:
            lines.append(CountLine("count.singleton", tuple(held), 3))
    with_shape = sum(line.points for line in lines)
    return HandCount(tuple(lines), total, with_shape, suggested_bid(total, with_shape, table), table)


def thresholds(table: Table = FOUR_PLAYERS) -> tuple[tuple[int, Contract], ...]:
    """The count's floors for a hand of *table* (V1), highest contract first: the published ones
    (A2: 81 Garde Contre, 71 Garde Sans, 56 Garde, 40 Prise, for 18 cards) times
    ``hand_size / 18``, rounded up — a hand reaches a floor when its count per card reaches the
    published one (see the module docstring for why in proportion).

    >>> from tarot_core.table import FIVE_PLAYERS, THREE_PLAYERS
    >>> [[f for f, _ in thresholds(t)] for t in (FOUR_PLAYERS, THREE_PLAYERS, FIVE_PLAYERS)]
    [[81, 71, 56, 40], [108, 95, 75, 54], [68, 60, 47, 34]]
    """
    size, published = table.hand_size, FOUR_PLAYERS.hand_size
    return tuple((-(-floor * size // published), contract) for floor, contract in THRESHOLDS)


def suggested_bid(total: int, total_with_shape: int, table: Table = FOUR_PLAYERS) -> Contract | None:
    """The published thresholds: under 40 pass, 40–55 Prise, 56–70 Garde, 71–80 Garde Sans,
    over 80 Garde Contre — voids and singletons counted only for the last two; at another
    *table*, its scaled floors (:func:`thresholds`).

    >>> suggested_bid(39, 39), suggested_bid(40, 40), suggested_bid(70, 76), suggested_bid(60, 81)
    (None, <Contract.PRISE: 1>, <Contract.GARDE_SANS: 4>, <Contract.GARDE_CONTRE: 6>)
    >>> suggested_bid(60, 70)
    <Contract.GARDE: 2>
    """
    floors = thresholds(table)
    if total_with_shape >= floors[1][0]:
        return floors[0][1] if total_with_shape >= floors[0][0] else floors[1][1]
    for floor, contract in floors[2:]:
        if total >= floor:
            return contract
    return None
