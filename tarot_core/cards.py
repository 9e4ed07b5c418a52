"""C1–C3: the 78 cards, their notation, bouts and points.

A card is an ``int`` (its index 0–77) that knows its name: suit cards first
(♠ 0–13, ♥ 14–27, ♦ 28–41, ♣ 42–55, each ace → king), trumps T1–T21 at 56–76,
the Excuse at 77. The index lets the engine work on bit masks; the name is what
people read and write.

Canonical notation (case-insensitive when parsed):

* suit cards ``<rank><suit>``: rank ``1``–``10``, ``J`` valet, ``C`` cavalier,
  ``Q`` dame, ``K`` roi; suit ``S`` ♠, ``H`` ♥, ``D`` ♦, ``C`` ♣ — ``KH``, ``10S``,
  ``CD`` (cavalier of diamonds), ``1C`` (ace of clubs);
* trumps ``T1``–``T21``; the Excuse ``EX``.

Also accepted: ``N`` for cavalier, ``A`` for ace, the French rank letters ``R``
(roi), ``D`` (dame), ``V`` (valet) and ``C`` (cavalier), the suit symbols
♠♥♦♣ (and ♤♡♢♧), ``EXC`` or ``EXCUSE`` for the Excuse.

>>> parse_card("kh"), parse_card("R♥"), parse_card("t21"), parse_card("exc")
(Card('KH'), Card('KH'), Card('T21'), Card('EX'))
>>> parse_card("DD").name("en")
'Queen of ♦ diamonds'
>>> parse_card("KH").points, parse_card("T1").is_bout, parse_card("7S").points
(4.5, True, 0.5)
>>> sum(c.half_points for c in DECK) / 2
91.0
"""
from __future__ import annotations

from itertools import compress

TYPE_CHECKING = False

if TYPE_CHECKING:                     # annotations only: nothing extra is imported at run time
    from collections.abc import Iterable

from .errors import CardError, named  # noqa: E402  (after the TYPE_CHECKING block, on purpose)


class Suit(int):
    """The four suits, in the order of the card indices (0 ♠, 1 ♥, 2 ♦, 3 ♣).

    A small int subclass rather than an Enum, so that importing the core stays fast.
    """

    __slots__ = ()
    _NAMES = ("SPADES", "HEARTS", "DIAMONDS", "CLUBS")
    SPADES: Suit
    HEARTS: Suit
    DIAMONDS: Suit
    CLUBS: Suit

    def __new__(cls, value: int):
        if value not in (0, 1, 2, 3):
            raise ValueError(f"no suit {value!r}")
        return _SUITS[value] if _SUITS else super().__new__(cls, value)

    @property
    def name(self) -> str:
        return self._NAMES[self]

    @property
    def letter(self) -> str:
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def is_red(self) -> bool:
        return self in (1, 2)

    def label(self, lang: str | None = None) -> str:
        """The suit's symbol and name from the catalogue, e.g. '♥ hearts' or '♥ cœur'."""
        from .catalogue import text
        return f"{self.symbol} {text('card.suit.' + self.name.lower(), lang)}"

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


_SUITS: tuple = ()
_SUITS = tuple(Suit(i) for i in range(4))
Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS = _SUITS


N_CARDS = 78
FIRST_TRUMP = 56          # index of T1, the Petit
EXCUSE_INDEX = 77
PETIT_INDEX = FIRST_TRUMP
TWENTY_ONE_INDEX = FIRST_TRUMP + 20
BOUT_INDICES = (PETIT_INDEX, TWENTY_ONE_INDEX, EXCUSE_INDEX)

RANK_LETTERS = {11: "J", 12: "C", 13: "Q", 14: "K"}
_NAMED_RANKS = (1, 11, 12, 13, 14)       # ace and court cards: their names are catalogue keys card.rank.N


def _half_points(index: int) -> int:
    """C3 in half points: bout or king 9, queen 7, cavalier 5, jack 3, other 1."""
    if index in BOUT_INDICES:
        return 9
    if index >= FIRST_TRUMP:
        return 1
    return {14: 9, 13: 7, 12: 5, 11: 3}.get(index % 14 + 1, 1)


class Card(int):
    """One of the 78 cards (C1), an immutable int 0–77 with a readable name."""

    __slots__ = ()

    def __new__(cls, index: int):
        if not 0 <= index < N_CARDS:
            raise CardError("C1", "err.card.unknown", token=str(index))
        return super().__new__(cls, index)

    @classmethod
    def parse(cls, token: str) -> Card:
        """Parse one card in any accepted notation (see the module docstring)."""
        return parse_card(token)

    # --- what the card is -------------------------------------------------
    @property
    def is_trump(self) -> bool:
        return FIRST_TRUMP <= self < EXCUSE_INDEX

    @property
    def is_excuse(self) -> bool:
        return self == EXCUSE_INDEX

    @property
    def is_bout(self) -> bool:
        """C2: the Petit, the 21 and the Excuse."""
        return self in BOUT_INDICES

    @property
    def suit(self) -> Suit | None:
        return Suit(self // 14) if self < FIRST_TRUMP else None

    @property
    def rank(self) -> int:
        """1–14 in a suit (14 = king), 1–21 for a trump, 0 for the Excuse."""
        if self < FIRST_TRUMP:
            return self % 14 + 1
        return self - FIRST_TRUMP + 1 if self.is_trump else 0

    @property
    def is_king(self) -> bool:
        return self < FIRST_TRUMP and self % 14 == 13

    @property
    def half_points(self) -> int:
        """C3 value in half points (an int, exact)."""
        return HALF_POINTS[self]

    @property
    def points(self) -> float:
        """C3: bout or king 4.5, queen 3.5, cavalier 2.5, jack 1.5, any other 0.5."""
        return HALF_POINTS[self] / 2

    @property
    def is_low(self) -> bool:
        """A 0.5-point card (the cards given in the Excuse exchange, X3)."""
        return HALF_POINTS[self] == 1

    @property
    def kind(self) -> str:
        """C2–C3: what the card counts as — 'bout', 'king', 'queen', 'cavalier', 'jack', or
        'low' for every 0.5-point card (a suit card up to 10, a trump that is not a bout).

        >>> [parse_card(c).kind for c in ("EX", "T21", "T9", "KS", "QH", "CD", "JC", "7S")]
        ['bout', 'bout', 'low', 'king', 'queen', 'cavalier', 'jack', 'low']
        """
        if self in BOUT_INDICES:
            return "bout"
        if self < FIRST_TRUMP:
            return {11: "jack", 12: "cavalier", 13: "queen", 14: "king"}.get(self % 14 + 1, "low")
        return "low"

    def kind_label(self, lang: str | None = None) -> str:
        """:attr:`kind` in words, from the catalogue.

        >>> parse_card("CD").kind_label("fr"), parse_card("T9").kind_label("en")
        ('cavalier', 'low card')
        """
        from .catalogue import text
        return text(f"card.kind.{self.kind}", lang)

    # --- names --------------------------------------------------------------
    @property
    def code(self) -> str:
        """The canonical ASCII notation: 'KH', '10S', 'T21', 'EX'."""
        return CODES[self]

    def name(self, lang: str | None = None) -> str:
        """A readable name (catalogue keys ``card.*``): 'King of ♥ hearts', 'Roi de ♥ cœur',
        'Trump 21', 'Trump 1 (Petit)', 'Excuse'."""
        from .catalogue import check_language, text
        lang = check_language(lang)
        if self.is_excuse:
            return text("card.excuse", lang)
        if self.is_trump:
            return text("card.petit", lang) if self.rank == 1 else text("card.trump", lang, rank=self.rank)
        rank = text(f"card.rank.{self.rank}", lang) if self.rank in _NAMED_RANKS else str(self.rank)
        suit = self.suit
        assert suit is not None                    # neither a trump nor the Excuse: a suit card
        return text("card.suit_card", lang, rank=rank, suit=suit.label(lang))

    def __repr__(self) -> str:
        return f"Card('{CODES[self]}')"

    def __str__(self) -> str:
        return CODES[self]

    def __format__(self, spec: str) -> str:
        return format(CODES[self], spec)

    def named(self, lang: str | None = None) -> str:
        """The card in a sentence: its name, then its notation in brackets ('Trump 15 (T15)'); how a
        message names it (:func:`~tarot_core.errors.named`, :func:`~tarot_core.errors.shown`)."""
        return named(self, lang)

    def _repr_svg_(self) -> str:
        from .render.card_face import draw_card  # the face alone: render.svg reads this module
        return draw_card(self)


def _code(index: int) -> str:
    if index == EXCUSE_INDEX:
        return "EX"
    if index >= FIRST_TRUMP:
        return f"T{index - FIRST_TRUMP + 1}"
    rank = index % 14 + 1
    return RANK_LETTERS.get(rank, str(rank)) + "SHDC"[index // 14]


CODES = tuple(_code(i) for i in range(N_CARDS))
HALF_POINTS = tuple(_half_points(i) for i in range(N_CARDS))
DECK = tuple(int.__new__(Card, i) for i in range(N_CARDS))
EXCUSE = DECK[EXCUSE_INDEX]
PETIT = DECK[PETIT_INDEX]
TWENTY_ONE = DECK[TWENTY_ONE_INDEX]
TRUMPS = DECK[FIRST_TRUMP:EXCUSE_INDEX]
KINGS = tuple(DECK[s * 14 + 13] for s in range(4))

# Bit masks for the engine's hot path (bit i = card i).
BIT = tuple(1 << i for i in range(N_CARDS))
SUIT_MASKS = tuple(((1 << 14) - 1) << (14 * s) for s in range(4))
TRUMP_MASK = ((1 << 21) - 1) << FIRST_TRUMP
EXCUSE_BIT = 1 << EXCUSE_INDEX
KING_MASK = sum(BIT[k] for k in KINGS)
BOUT_MASK = BIT[PETIT_INDEX] | BIT[TWENTY_ONE_INDEX] | EXCUSE_BIT
LOW_MASK = sum(BIT[i] for i in range(N_CARDS) if HALF_POINTS[i] == 1)
FULL_MASK = (1 << N_CARDS) - 1
PLAIN_MASK = (1 << FIRST_TRUMP) - 1               # C1: the 56 suit cards (no trump, no Excuse)
PLAIN_NOT_KINGS = PLAIN_MASK & ~KING_MASK         # E2: the suit cards a discard may hold (no king, no bout)

_SUIT_OF_SYMBOL = {"S": 0, "H": 1, "D": 2, "C": 3, "♠": 0, "♥": 1, "♦": 2, "♣": 3,
                   "♤": 0, "♡": 1, "♢": 2, "♧": 3}
_RANK_OF_LETTER = {"J": 11, "V": 11, "C": 12, "N": 12, "Q": 13, "D": 13, "K": 14, "R": 14, "A": 1}


def ascii_digits(value: str) -> bool:
    """Whether *value* is written with the digits 0–9 only (and at least one): what ``int()`` of
    a number typed by a person may read. ``str.isdigit()`` alone also accepts '²', '١' or '１',
    which ``int()`` refuses or reads as another number.

    >>> ascii_digits("12"), ascii_digits("²"), ascii_digits("\u0661"), ascii_digits("")
    (True, False, False, False)
    """
    return isinstance(value, str) and value.isascii() and value.isdigit()


def _upper_ascii(text: str) -> str:
    """*text* with its ASCII letters in capitals and every other character as it is: 'ſ' (long s)
    or 'ı' (dotless i) do not turn into S or I, so 'Kſ' is no KS."""
    return "".join(ch.upper() if ch.isascii() else ch for ch in text)


def parse_card(token) -> Card:
    """C1: one card from its notation; an unknown token raises CardError naming it.

    >>> parse_card("Kſ")
    Traceback (most recent call last):
    ...
    tarot_core.errors.CardError: C1 (78 cards: four suits of 14, 21 trumps and the Excuse): Unknown card: 'Kſ'.
    """
    if isinstance(token, Card):
        return token
    if not isinstance(token, str):
        raise CardError("C1", "err.card.unknown", token=repr(token))
    t = _upper_ascii(token.strip())
    if t in ("EX", "EXC", "EXCUSE"):
        return EXCUSE
    if t[:1] == "T" and ascii_digits(t[1:]) and 1 <= int(t[1:]) <= 21 and len(t) <= 3:
        return DECK[FIRST_TRUMP + int(t[1:]) - 1]
    rank_part, suit_part = t[:-1], t[-1:]
    if suit_part in _SUIT_OF_SYMBOL:
        if rank_part in _RANK_OF_LETTER:
            return DECK[_SUIT_OF_SYMBOL[suit_part] * 14 + _RANK_OF_LETTER[rank_part] - 1]
        if ascii_digits(rank_part) and rank_part[0] != "0" and 1 <= int(rank_part) <= 10:
            return DECK[_SUIT_OF_SYMBOL[suit_part] * 14 + int(rank_part) - 1]
    raise CardError("C1", "err.card.unknown", token=token.strip() or token)


def parse_cards(cards, *, allow_repeats: bool = False) -> tuple[Card, ...]:
    """Parse a list of cards or a space/comma separated string; a card twice raises (C1)."""
    if isinstance(cards, str):
        tokens = cards.replace(",", " ").replace(";", " ").split()
    else:
        try:
            tokens = list(cards)
        except TypeError:
            raise CardError("C1", "err.card.unknown", token=repr(cards)) from None
    out = tuple(parse_card(t) for t in tokens)
    if not allow_repeats:
        seen = set()
        for c in out:
            if c in seen:
                raise CardError("C1", "err.card.twice", card=c)
            seen.add(c)
    return out


def mask_of(cards: Iterable[int]) -> int:
    """The bit mask of a collection of card indices."""
    m = 0
    for c in cards:
        m |= BIT[c]
    return m


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a bit mask, in index order.

    The mask's binary digits, read from the lowest, select cards of the deck: bit i set
    → ``DECK[i]`` (``compress`` does it in C, whatever the number of cards).
    """
    return tuple(compress(DECK, bin(mask)[:1:-1].encode().translate(_DIGIT_TO_FLAG)))


_DIGIT_TO_FLAG = bytes.maketrans(b"01", b"\x00\x01")     # '1' → a true byte, '0' → a false one


def sort_key(card: int) -> tuple[int, int]:
    """Display order of a hand: trumps first (high to low), the Excuse, then ♠ ♥ ♣ ♦ high to low."""
    if FIRST_TRUMP <= card < EXCUSE_INDEX:
        return (0, -card)
    if card == EXCUSE_INDEX:
        return (1, 0)
    return (2 + (0, 1, 3, 2)[card // 14], -card)


#: sort_key as one number per card index: ``sorted(cards, key=DISPLAY_RANK.__getitem__)`` sorts in C.
DISPLAY_RANK = tuple(dict(zip(sorted(range(N_CARDS), key=sort_key), range(N_CARDS), strict=True))[i]
                     for i in range(N_CARDS))


def half_points_of(cards: Iterable[int]) -> int:
    """C3 total of a pile, in half points."""
    return sum(HALF_POINTS[c] for c in cards)


def points_of(cards: Iterable[int]) -> float:
    """C3 total of a pile, in points (halves are exact in a float)."""
    return half_points_of(cards) / 2


# C3 by bytes: _BYTE_HALF_POINTS[k][b] = half points of the cards 8k … 8k+7 whose bits are set in b.
def _byte_table(k: int) -> tuple[int, ...]:
    values = [HALF_POINTS[8 * k + j] if 8 * k + j < N_CARDS else 0 for j in range(8)]
    table = [0] * 256
    for b in range(1, 256):
        low = b & -b
        table[b] = table[b ^ low] + values[low.bit_length() - 1]
    return tuple(table)


_BYTE_HALF_POINTS = tuple(_byte_table(k) for k in range(10))


def half_points_of_mask(mask: int) -> int:
    """C3 total of a bit mask of cards, in half points (a table per byte: the engine's hot path)."""
    t = _BYTE_HALF_POINTS
    return (t[0][mask & 255] + t[1][mask >> 8 & 255] + t[2][mask >> 16 & 255] + t[3][mask >> 24 & 255]
            + t[4][mask >> 32 & 255] + t[5][mask >> 40 & 255] + t[6][mask >> 48 & 255]
            + t[7][mask >> 56 & 255] + t[8][mask >> 64 & 255] + t[9][mask >> 72 & 255])


def bouts_in(cards: Iterable[int]) -> int:
    """C2: how many bouts a pile holds."""
    return sum(1 for c in cards if c in BOUT_INDICES)
