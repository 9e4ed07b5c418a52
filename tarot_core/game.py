"""One deal in progress: :class:`GameState`, the object every caller steps through.

A deal is a sequence of actions — one bid per seat (A1), at five players the taker's call
(V4), the discard (E1–E2, V2), a slam announcement (B7, R4), poignées (B1–B3, V3), then every
card (P1–P6, X1–X2; V6 in the first trick at five) — applied to one state, the way a chess game
is moves pushed on a board. The sizes are the state's :class:`~tarot_core.table.Table` (three,
four or five players, V1). The state answers whose turn it is, what may be done
and why not, and it undoes any action. Inside it keeps bit masks (bit i = card i), so
:meth:`~GameState.play`, :meth:`~GameState.undo` and :meth:`~GameState.copy` cost a few
integer operations; its public surface speaks :class:`~tarot_core.cards.Card` values and
errors that name the rule.

Every step is a typed action (:mod:`tarot_core.actions`: :class:`Bid`, :class:`SlamDecision`,
:class:`Discard`, :class:`ShowPoignee`, :class:`PlayCard`, and :class:`Call` at five players)
applied through one :meth:`~GameState.apply`; :meth:`~GameState.verify` raises the error the
action would raise, :meth:`~GameState.can` answers True or False, :meth:`~GameState.legal_actions`
lists what may be done now. The verbs (``bid``, ``discard``, ``announce_slam``,
``declare_poignee``, ``play``) are one-line wrappers building the action, and each keeps its
``verify_…``/``can_…`` twin (``why_not`` gives the error for a card).

>>> s = GameState.new(seed=12, dealer=0)
>>> s.phase, s.to_act, s.legal_bids()[:2]
('auction', 1, (None, <Contract.PRISE: 1>))
>>> for b in ("pass", "garde", "pass", "pass"):
...     s.bid(b)
>>> s.phase, s.to_act, len(s.hands[2])
('discard', 2, 24)
>>> s.discard(s.suggested_discard())
>>> s.phase, s.to_act
('play', 1)
>>> first = s.legal_cards()[0]
>>> s.play(first); s.current_trick
(Card('T21'),)
>>> s.undo()
PlayCard(seat=1, card=Card('T21'))
>>> s.current_trick, len(s.actions)
((), 5)
>>> s.apply(SlamDecision(2, False))           # B7, R4: the taker's decision, an action too
SlamDecision(seat=2, announce=False)
>>> from tarot_core.referee import referee
>>> while s.phase == "play":
...     s.play(s.legal_cards()[-1])
>>> s.outcome() == referee(s.record())
True
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from .actions import ACTION_TYPES, Action, Bid, Call, Discard, Phase, PlayCard, ShowPoignee, SlamDecision
from .auction import Contract, bids_above, check_bid
from .call import call_error, first_trick_error, partner_seat, restrict_first_trick
from .cards import (
    BIT,
    DECK,
    DISPLAY_RANK,
    EXCUSE_INDEX,
    FIRST_TRUMP,
    FULL_MASK,
    N_CARDS,
    TRUMP_MASK,
    Card,
    cards_of,
    half_points_of_mask,
    mask_of,
    parse_card,
    parse_cards,
    sort_key,
)
from .deal import check_seat, check_seed, check_table, deal_masks, is_petit_sec_mask
from .discard import check_discard
from .engine import cards_in_order, final_piles, played_outcome
from .errors import (
    AuctionError,
    CallError,
    CardError,
    DealError,
    DiscardError,
    PlayError,
    PoigneeError,
    RecordError,
    TarotError,
    quoted,
)
from .excuse import settle
from .outcome import Outcome, TrickResult
from .play import FOLLOWERS, first_leader, legal_in_state, next_leader, play_error
from .poignee import Poignee, check_poignee
from .record import DealRecord, record_detail, size_error
from .table import FIVE_PLAYERS, FOUR_PLAYERS, TABLES, Table, seat_at, table_for

PHASES = tuple(p.value for p in Phase)        # "auction", "call", "discard", "play", "done", "all_pass", "cancelled"
SUIT_LETTERS = ("S", "H", "D", "C")          # the suit letters of the card notation (C1)
TRUMPS = "T"                                 # how a void in trumps is written in a view


@dataclass(frozen=True)
class SeatView:
    """What one seat may know of the deal at this point — and nothing else (a bot's input).

    ``hand``: its own cards (24 for the taker during the discard); ``chien``: the chien once it
    was shown (E1: Prise or Garde), else ``()``; ``discard``: the taker's own discard for the
    taker, and for everyone the trumps it holds (E2: they are shown); ``poignees``: the cards
    each seat showed (B1); ``tricks``: every finished trick; ``current_trick`` from its leader;
    ``voids``: for each seat, the suits (letters S H D C, and T for trumps) it showed it lacks
    by not following (P2, P3); ``trump_ceiling``: for each seat, the highest trump it can still
    hold when it showed it had none higher (P4: it undertrumped), else None.

    At five players (V4–V5): ``called`` is the called card (said aloud: everyone knows it);
    ``partner_known`` says whether this seat knows the camps, and then ``partner`` is the
    partner's seat (None: the taker is alone). The partner knows from his own hand, the taker
    when he holds the called card himself; everyone else learns it when the called card is
    played, or when the chien shows it (Prise, Garde: the taker is alone), or at the count (R7).
    Until then ``tricks`` name a trick's side by the taker alone (a seat cannot tell more).
    """
    seat: int
    dealer: int
    phase: str
    to_act: int | None
    hand: tuple[Card, ...]
    bids: tuple[tuple[int, Contract | None], ...]
    taker: int | None
    contract: Contract | None
    chien: tuple[Card, ...]
    discard: tuple[Card, ...]
    slam_announced: bool
    poignees: tuple[tuple[int, tuple[Card, ...]], ...]
    tricks: tuple[TrickResult, ...]
    current_leader: int | None
    current_trick: tuple[Card, ...]
    voids: tuple[frozenset[str], ...]
    trump_ceiling: tuple[int | None, ...]
    legal: tuple[Card, ...]
    slam_open: bool = False          # the taker's view only: his slam decision is still open (B7, R4)
    poignee_open: bool = False       # this seat may still show a poignée (B1: before its first card)
    table: Table = FOUR_PLAYERS      # the table's sizes (D3, V1–V3)
    called: Card | None = None       # V4: the called card (five players, once called)
    partner_known: bool = False      # V5: whether this seat knows who the partner is (or that there is none)
    partner: int | None = None       # V5: the partner's seat when known (None: alone, or not known)

    @property
    def unseen(self) -> tuple[Card, ...]:
        """The cards this seat has not seen: in the other hands (or the hidden chien/discard)."""
        seen = mask_of(self.hand) | mask_of(self.chien) | mask_of(self.discard)
        for t in self.tricks:
            seen |= mask_of(t.cards)
        seen |= mask_of(self.current_trick)
        return cards_of(FULL_MASK & ~seen)


def _sorted(mask: int) -> tuple[Card, ...]:
    """The cards of *mask* in display order (sort_key, read from a table)."""
    return tuple(sorted(cards_of(mask), key=_DISPLAY))


_DISPLAY = DISPLAY_RANK.__getitem__
#: Every (seat, card) play as one shared immutable action (the search code pushes millions).
#: A card's snapshot holds 7 fields (hands, phase, tricks, leader, trick, follow, played): what a
#: card can change; every other action's holds the whole state (:meth:`GameState._snapshot`).
_CARD_SNAPSHOT = 7
_PLAYS = tuple(tuple(PlayCard(seat, card) for card in DECK) for seat in range(FIVE_PLAYERS.seats))


def _first(pair):
    return pair[0]


class GameState:
    """A deal from the cards dealt to the score, one action at a time (see the module docstring).

    Build one with :meth:`new` (a seeded deal, D2–D3), :meth:`from_deal` (hands and chien
    given) or :meth:`from_record` (a whole record replayed).
    """

    __slots__ = ("table", "dealer", "seed", "_dealt", "_chien", "_hands", "_bids", "_best", "_taker",
                 "_phase", "_discard", "_slam", "_slam_decided", "_poignees", "_tricks", "_winners", "_leader",
                 "_trick", "_follow", "_played", "_actions", "_snapshots", "_called", "_partner", "_seats",
                 "_read_voids", "_read_tricks")

    # --- building -------------------------------------------------------------------------
    def __init__(self, hands: Iterable[int], chien: int, dealer: int = 0, *, seed: int | None = None,
                 table: Table = FOUR_PLAYERS) -> None:
        """A state from the hands and chien as bit masks (use :meth:`from_deal` for cards), at
        *table* (V1: three, four or five players): a whole deal, each hand and the chien of the
        table's size (D3, V1) — a deal from the middle of play is :meth:`for_play`'s.

        >>> GameState([1, 2, 4, 8], 16)
        Traceback (most recent call last):
        ...
        tarot_core.errors.DealError: D3 (...): Seat 0 has 1 cards instead of 18.
        """
        self._start(hands, chien, dealer, seed, table, whole=True)

    def _start(self, hands, chien: int, dealer: int, seed: int | None, table: Table, *, whole: bool) -> None:
        """Set a state up from the masks (checked: C1, D1, D3; the sizes only for a *whole* deal)."""
        table = check_table(table)
        self.table, self.dealer, self.seed = table, check_seat(dealer, table), check_seed(seed)
        self._seats = table.seats                # read on every card: the table's size, kept at hand
        self._dealt = _check_masks(hands, chien, table)
        if whole:
            _check_sizes(self._dealt, chien, table)
        self._chien = chien
        self._hands = list(self._dealt)
        self._bids: list[Contract | None] = []
        self._best: Contract | None = None
        self._taker: int | None = None
        self._discard = 0
        self._slam = self._slam_decided = False
        self._poignees: tuple[tuple[int, Poignee], ...] = ()       # by seat
        self._called: int | None = None          # V4: the called card's index (five players)
        self._partner: int | None = None         # V5: its holder as dealt (None: alone, or no call)
        self._tricks: list[tuple[int, tuple[int, ...]]] = []
        self._winners: list[int] = []
        self._leader = first_leader(dealer, None, False, table)
        self._trick: tuple[int, ...] = ()
        self._follow = self._played = 0
        self._actions: list[Action] = []
        self._snapshots: list[tuple] = []        # the state before each action (undo restores it)
        # what view() read off the finished tricks, kept for the next view (each its count of tricks and
        # its last trick, the object itself: an undone trick is a new object when played again)
        self._read_voids: tuple = (0, None, (), ())
        self._read_tricks: tuple = (0, None, (), ())
        # D4: a petit sec cancels the deal before the auction.
        self._phase = Phase.CANCELLED if any(is_petit_sec_mask(h) for h in self._dealt) else Phase.AUCTION

    @classmethod
    def new(cls, seed: int | None = None, dealer: int = 0, table: Table | None = None, *,
            players: int | None = None) -> GameState:
        """D2–D3 (V1 at three and five players): the deal the core's dealer makes from *seed* (the
        same as :func:`~tarot_core.deal.deal`), at the table of *players* players or *table*
        (four players when neither is given; both must agree).

        >>> s = GameState.new(seed=7, dealer=4, players=5)
        >>> [len(h) for h in s.hands], len(s.chien), s.to_act
        ([15, 15, 15, 15, 15], 3, 0)
        """
        import random

        table = _table_of(table, players)
        check_seat(dealer, table)
        hands, chien = deal_masks(random.Random(check_seed(seed)), dealer, table)      # D2: no negative seed
        return cls(hands, chien, dealer, seed=seed, table=table)

    @classmethod
    def from_deal(cls, hands, chien, dealer: int = 0, *, players: int | None = None) -> GameState:
        """A state from the hands and a chien given as cards (checked like a record: C1, D1, D3,
        V1); the table is *players*', else the one of as many players as there are hands."""
        from .record import parse_record
        hands = [_codes(h) for h in hands]
        data: dict = {"dealer": dealer, "hands": hands, "chien": _codes(chien)}
        if players is not None or len(hands) != FOUR_PLAYERS.seats:
            data["players"] = len(hands) if players is None else players
        rec = parse_record(data)
        return cls([mask_of(h) for h in rec.hands], mask_of(rec.chien), rec.dealer, table=rec.table)

    @classmethod
    def for_play(cls, hands, leader: int, *, players: int | None = None) -> GameState:
        """A state already in the play phase: the hands face up, *leader* to lead, no auction.

        For practice play (the trick player): one hand per seat at the table of *players* (3, 4
        or 5, V1; by default as many players as hands), hands of any equal size up to the table's
        (24, 18 or 15: V1) and no chien, so no taker, no call, no sides and no outcome. Each card
        is still checked (P2–P5, X1), each trick won (P6) and the winner leads the next (P1). The
        state is built as if the seat on *leader*'s left had dealt, so that P1 (the dealer's right
        leads) gives *leader*.

        >>> s = GameState.for_play(["KH 3H", "QH 2S", "7H EX", "4S T20"], leader=0)
        >>> s.phase, s.to_act, s.dealer, s.taker
        ('play', 0, 3, None)
        >>> for c in ("KH", "QH", "EX", "T20"):
        ...     s.play(c)
        >>> s.tricks[0].winner, s.to_act, s.legal_cards()
        (3, 3, (Card('4S'),))
        >>> s = GameState.for_play(["KH 3H", "QH 2S", "7H EX", "4S T20", "1H 5S"], leader=4)
        >>> s.table.seats, s.to_act, s.dealer
        (5, 4, 3)
        """
        if isinstance(hands, (str, bytes)) or not isinstance(hands, (list, tuple)):
            # one hand per seat, listed: the message names the table asked for (issue 25 §1)
            raise size_error("hands", FOUR_PLAYERS if players is None else table_for(players), count=quoted(hands))
        parsed = [parse_cards(h) for h in hands]
        if players is None:
            players = len(parsed) if len(parsed) in TABLES else FOUR_PLAYERS.seats
        table = table_for(players)
        check_seat(leader, table)
        if len(parsed) != table.seats:
            raise size_error("hands", table, count=len(parsed))          # D3, V1
        seen: set[Card] = set()
        for seat, hand in enumerate(parsed):
            for c in hand:
                if c in seen:
                    raise CardError("C1", "err.card.twice", card=c, seat=seat)
                seen.add(c)
        if len({len(h) for h in parsed}) != 1 or not 0 < len(parsed[0]) <= table.hand_size:
            raise DealError("V1" if table != FOUR_PLAYERS else "D3", "err.deal.for_play_sizes",
                            players=table.seats, size=table.hand_size)
        state = cls.__new__(cls)                  # a deal from the middle of play: no whole hands
        state._start([mask_of(h) for h in parsed], 0, (leader - 1) % table.seats, None, table, whole=False)
        state._phase = Phase.PLAY                 # no auction: a petit sec (D4) does not cancel practice play
        return state

    @classmethod
    def from_record(cls, source, *, partial: bool = False) -> GameState:
        """Replay a record (A1 … P6): the state after its last action, or the rule it breaks.

        A record must be complete (four bids, the discard, 18 tricks) unless *partial* is True:
        then it may stop anywhere (a deal in progress, as :meth:`record` writes it)."""
        *_, last = replay_states(source, copies=False, partial=partial)     # the dealt state at least
        return last

    def copy(self) -> GameState:
        """An independent state to branch from (lists copied; cards, tricks and actions are immutable)."""
        new = GameState.__new__(GameState)
        for name in ("table", "dealer", "seed", "_dealt", "_chien", "_best", "_taker", "_phase", "_discard",
                     "_slam", "_slam_decided", "_poignees", "_leader", "_trick", "_follow", "_played", "_called",
                     "_partner", "_seats", "_read_voids", "_read_tricks"):
            object.__setattr__(new, name, getattr(self, name))
        new._hands, new._bids = list(self._hands), list(self._bids)
        new._tricks, new._winners = list(self._tricks), list(self._winners)
        new._actions, new._snapshots = list(self._actions), list(self._snapshots)
        return new

    # --- where the deal stands -------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        """'auction', 'call' (V4, five players), 'discard', 'play', 'done', 'all_pass' (A3) or
        'cancelled' (D4): a
        :class:`~tarot_core.actions.Phase`, equal to its word (``s.phase == "play"``)."""
        return self._phase

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is (A1, E1, P1), or None when the deal is over."""
        if self._phase == "auction":
            return seat_at(self.dealer, 1 + len(self._bids), self.table)        # A1: from the dealer's right
        if self._phase in ("call", "discard"):
            return self._taker
        if self._phase == "play":
            return (self._leader + len(self._trick)) % self._seats
        return None

    def _acting(self) -> int:
        """The seat to act, when the phase has one (the callers checked the phase)."""
        seat = self.to_act
        assert seat is not None, "no seat acts in this phase"
        return seat

    def _the_taker(self) -> int:
        """The taker's seat, once the auction has one (the callers checked the phase)."""
        assert self._taker is not None, "no taker yet"
        return self._taker

    def _the_contract(self) -> Contract:
        assert self._best is not None, "no contract yet"
        return self._best

    @property
    def taker(self) -> int | None:
        """A3: the taker's seat once the auction is over (None before, or if all passed)."""
        return self._taker if len(self._bids) == self.table.seats else None

    @property
    def contract(self) -> Contract | None:
        """A2: the contract once the auction is over."""
        return self._best if self.taker is not None else None

    @property
    def slam_announced(self) -> bool:
        return self._slam

    @property
    def called(self) -> Card | None:
        """V4: the card the taker called (five players, once called), else None."""
        return None if self._called is None else DECK[self._called]

    @property
    def partner(self) -> int | None:
        """V5: the taker's partner — the seat that was dealt the called card — or None (no call
        yet, not five players, or the taker alone: he holds it, or it is in the chien). The whole
        truth: a seat's :meth:`view` tells it only what it may know."""
        return self._partner

    @property
    def alone(self) -> bool:
        """V5: whether the taker plays alone (always at three and four players; at five when the
        called card is his own or in the chien)."""
        return self._partner is None

    @property
    def attack(self) -> tuple[int, ...]:
        """V7: the attack's seats (the taker, and his partner at five players); () with no taker."""
        from .call import attack_seats
        return () if self._taker is None or self.taker is None else attack_seats(self._taker, self._partner)

    @property
    def slam_open(self) -> bool:
        """B7, R4: whether the taker's slam decision is still to make — after the auction, before
        the first card, not yet made (:class:`~tarot_core.actions.SlamDecision`). A first card
        played while it is open means no slam was announced (undoing that card opens it again)."""
        return (self._phase in (Phase.DISCARD, Phase.PLAY) and not self._slam_decided and not self._tricks
                and not self._trick)

    @property
    def awaiting(self) -> int | None:
        """The seat the deal waits on: the taker while his slam decision is open once the play has
        begun (B7: he decides after the discard, before the first card), else :attr:`to_act`."""
        if self._phase == Phase.PLAY and self.slam_open:
            return self._taker
        return self.to_act

    @property
    def actions(self) -> tuple[Action, ...]:
        """The history, in order."""
        return tuple(self._actions)

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The cards each seat holds now (the taker's 24 during the discard)."""
        return tuple(_sorted(h) for h in self._hands)

    def hand_mask(self, seat: int) -> int:
        """The bit mask of the cards *seat* holds now (for search code)."""
        return self._hands[self._seat(seat)]

    def _seat(self, seat) -> int:
        """D1: *seat* as a seat of this state's table: an int (not a bool) from 0 to its seats − 1;
        -1 is not "the last seat", and 1.0, '1', None are not seats (DealError)."""
        return check_seat(seat, self.table)

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """The hands as dealt (D3, V1)."""
        return tuple(_sorted(h) for h in self._dealt)

    @property
    def chien(self) -> tuple[Card, ...]:
        return _sorted(self._chien)

    @property
    def discarded(self) -> tuple[Card, ...]:
        """The taker's discard (E1), once made."""
        return _sorted(self._discard)

    @property
    def bids(self) -> tuple[Contract | None, ...]:
        """The bids so far, in speaking order from the dealer's right (None = pass)."""
        return tuple(self._bids)

    @property
    def poignees(self) -> tuple[tuple[int, Poignee], ...]:
        """The poignées shown so far (B1), by seat."""
        return self._poignees

    @property
    def current_leader(self) -> int | None:
        return self._leader if self._phase == "play" else None

    @property
    def current_trick(self) -> tuple[Card, ...]:
        """The cards of the trick in progress, from its leader."""
        return cards_in_order(self._trick)

    @property
    def trick_number(self) -> int:
        """The trick being played (1 to the table's last), or the last one once the deal is over."""
        return min(len(self._tricks) + 1, self.table.n_tricks)

    @property
    def tricks(self) -> tuple[TrickResult, ...]:
        """The finished tricks, as the referee gives them (the last one with X6 applied)."""
        return self._trick_results(self.attack)

    def _trick_results(self, attack: tuple[int, ...]) -> tuple[TrickResult, ...]:
        """The finished tricks, each side named by *attack* (V7: the seats read as the attack). Those
        of a deal in play are kept for the next call (a bot asks at every card), the last one's X6
        settled at the end."""
        n = len(self._tricks)
        if n == self.table.n_tricks:                   # the deal is over: X6 may move the last trick
            return self._results_from(0, self._final_winners(), attack)
        k, last, seen_attack, done = self._read_tricks
        if not (seen_attack == attack and self._still_read(k, last)):
            k, done = 0, ()
        if k < n:
            done = done + self._results_from(k, self._winners, attack)
            self._read_tricks = (n, self._tricks[n - 1], attack, done)
        return done

    def _still_read(self, k: int, last) -> bool:
        """Whether the first *k* finished tricks are still those read before, *last* the k-th (an undone
        trick played again is a new object, so the check of the last one covers those before it)."""
        return k <= len(self._tricks) and (k == 0 or self._tricks[k - 1] is last)

    def _results_from(self, first: int, winners: Sequence[int], attack: tuple[int, ...]) -> tuple[TrickResult, ...]:
        """The finished tricks from the *first* (0-based) on, with their *winners* (P6, X6 at the end)."""
        return tuple(TrickResult(t + 1, leader, cards_in_order(cards), winners[t],
                                 "taker" if winners[t] in attack else "defence")
                     for t, (leader, cards) in enumerate(self._tricks[first:], first))

    def _final_winners(self) -> list[int]:
        st = self.settlement() if len(self._tricks) == self.table.n_tricks else None     # X6 needs sides
        if st is not None:
            return list(st.winners)
        return self._winners

    @property
    def points_so_far(self) -> tuple[float, float]:
        """(taker, defence): the points of the cards each side has won in tricks so far, the
        Excuse where X3–X6 put it at this point (the chien or discard join at the end, E1/E3)."""
        st = self.settlement()
        if st is None or not self._tricks:
            return (0.0, 0.0)
        t_half = half_points_of_mask(st.taker_mask) + st.half_point_shift
        d_half = half_points_of_mask(st.defence_mask) - st.half_point_shift
        return (t_half / 2, d_half / 2)

    def settlement(self):
        """X3–X7, B5–B8 so far: :func:`~tarot_core.excuse.settle` on the finished tricks."""
        return settle(self._tricks, self._taker, final=len(self._tricks) == self.table.n_tricks,
                      winners=self._winners, **self._camps()) if self._taker is not None else None

    def _camps(self) -> dict:
        """The table and the attack's partner for the scoring chain (V7)."""
        return {"table": self.table, "partner": self._partner}

    def has_played(self, seat: int) -> bool:
        """Whether *seat* has played a card yet (a poignée must come before it, B1)."""
        hand = self._hands[self._seat(seat)]
        return self._phase in ("play", "done") and hand.bit_count() < self.table.hand_size

    # --- actions: one model (tarot_core.actions) ----------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        """What may be done now, as typed actions: the bids of the seat to speak (A1); at five
        players the cards the taker may call (V4, R8); the taker's discard (E1–E2, V2: the core's
        suggested one — any other legal choice of cards is accepted by :meth:`verify`, there are
        up to 134,596 at four players); the taker's slam decision while it is open (B7, R4); the
        poignées each seat may still show (B1–B3, V3: one of each size, as
        :meth:`poignee_options`); the cards the seat to act may play (P2–P5, X1, V6).

        >>> s = GameState.new(seed=12, dealer=0)
        >>> s.legal_actions()[:2]
        (Bid(seat=1, contract=None), Bid(seat=1, contract=<Contract.PRISE: 1>))
        """
        phase = self._phase
        if phase == Phase.AUCTION:
            seat = self._acting()
            return tuple(Bid(seat, b) for b in self.legal_bids())
        if phase == Phase.CALL:
            seat = self._acting()
            return tuple(Call(seat, c) for c in self.callable_cards())
        out: list[Action] = []
        if phase == Phase.DISCARD:
            out.append(Discard(self._the_taker(), tuple(sorted(self.suggested_discard(), key=sort_key))))
        if self.slam_open:
            out += [SlamDecision(self._the_taker(), False), SlamDecision(self._the_taker(), True)]
        if phase == Phase.PLAY:
            for seat in range(self.table.seats):
                out += [ShowPoignee(seat, p.cards) for p in self.poignee_options(seat)]
            seat = self._acting()
            out += [_PLAYS[seat][c] for c in cards_of(self.legal_mask())]
        return tuple(out)

    def verify(self, action: Action) -> Action:
        """Raise the rule's error if *action* may not be made now — the same error, with the same
        message, as its verb (``bid``, ``discard``, ``announce_slam``, ``declare_poignee``,
        ``play``) — or, for an action naming another seat than the one whose turn it is, A1/E1/P1
        (R4 for the slam, V4 for a call at four players); return it as it would be recorded
        (the bid parsed, the cards parsed and in display order).

        >>> s = GameState.new(seed=12, dealer=0)
        >>> s.verify(Bid(1, "garde")), s.can(Bid(2, None))         # A1: seat 1 speaks first
        (Bid(seat=1, contract=<Contract.GARDE: 2>), False)
        """
        return self._check(action)[0]

    def can(self, action: Action) -> bool:
        """Whether *action* may be made now (:meth:`verify` without the error)."""
        return _can(self.verify, action)

    def apply(self, action: Action) -> Action:
        """Check *action* (:meth:`verify`) and make it; return it as recorded. The state before it
        is kept, so that :meth:`undo` restores it exactly."""
        checked, poignee = self._check(action)
        if checked.__class__ is PlayCard:
            self.push_card(checked.card)
            return checked
        self._snapshots.append(self._snapshot())
        self._actions.append(checked)
        if checked.__class__ is Bid:
            self._bids.append(checked.contract)
            if checked.contract is not None:
                self._best, self._taker = checked.contract, checked.seat
            if len(self._bids) == self.table.seats:
                self._end_auction()
        elif checked.__class__ is Call:
            self._called = checked.card
            self._partner = partner_seat(checked.card, self._dealt, checked.seat)       # V5 (None: alone)
            self._after_call()
        elif checked.__class__ is Discard:
            self._discard = mask_of(checked.cards)
            self._hands[checked.seat] &= ~self._discard
            self._phase = Phase.PLAY
        elif checked.__class__ is SlamDecision:
            self._slam_decided, self._slam = True, checked.announce
            self._leader = first_leader(self.dealer, self._taker, checked.announce, self.table)   # P1: he leads
        else:
            assert isinstance(checked, ShowPoignee) and poignee is not None
            self._poignees = tuple(sorted((*self._poignees, (checked.seat, poignee)), key=_first))
        return checked

    def _check(self, action) -> tuple[Action, Poignee | None]:
        """:meth:`verify`, with the poignée checked (B1–B3) for :meth:`apply`."""
        kind = action.__class__
        if kind not in ACTION_TYPES:
            raise TarotError(None, "err.game.not_action", value=quoted(action))
        if kind is Call:
            return Call(action.seat, self.verify_call(action.seat, action.card)), None
        self._no_call_pending()
        if kind is PlayCard:                        # the phase (P1), the seat's turn (P1), the card (P2–P5)
            if self._phase == Phase.PLAY:
                self._own_turn(action.seat, PlayError, "P1")
            return PlayCard(action.seat, self.verify_play(action.card)), None
        if kind is Bid:
            if self._phase == Phase.AUCTION:
                self._own_turn(action.seat, AuctionError, "A1")
            return Bid(action.seat, self.verify_bid(action.contract)), None
        if kind is Discard:
            if self._phase == Phase.DISCARD:
                self._own_turn(action.seat, DiscardError, "E1")
            return Discard(action.seat, tuple(sorted(self.verify_discard(action.cards), key=sort_key))), None
        if kind is SlamDecision:
            if not isinstance(action.announce, bool):         # a decision is True or False, never coerced
                raise AuctionError("B7", "err.score.slam_flag", value=quoted(action.announce))
            self.verify_slam()
            if self._seat(action.seat) != self._taker:
                raise AuctionError("R4", "err.auction.slam_not_taker", seat=action.seat)
            return action, None
        assert kind is ShowPoignee
        p = self.verify_poignee(action.seat, action.cards)
        return ShowPoignee(action.seat, p.cards), p

    def _own_turn(self, seat, error: type[TarotError], rule: str) -> None:
        """A1/E1/P1: the action names the seat whose turn it is (D1: a seat of the table)."""
        if self._seat(seat) != self.to_act:
            raise error(rule, "err.game.not_your_turn", seat=seat, to_act=self.to_act,
                        phase=phase_words(self._phase))

    def _snapshot(self) -> tuple:
        """The state's changing fields as one immutable tuple (python-chess's ``_BoardState``): the
        lists that only grow (bids, tricks, winners) by their length."""
        return (tuple(self._hands), len(self._bids), self._best, self._taker, self._phase, self._discard, self._slam,
                self._slam_decided, self._poignees, len(self._tricks), self._leader, self._trick, self._follow,
                self._played, self._called, self._partner)

    # --- the auction (A1–A3) -----------------------------------------------------------------
    def legal_bids(self) -> tuple[Contract | None, ...]:
        """A1: what the seat to act may say: pass (None) or a contract higher than the best so far."""
        return bids_above(self._best) if self._phase == "auction" else ()

    def verify_bid(self, bid) -> Contract | None:
        """Raise AuctionError (A1) if *bid* may not be made now; return it parsed."""
        if self._phase != "auction":
            raise AuctionError("A1", "err.game.auction_over", phase=phase_words(self._phase))
        return check_bid(bid, self._best, self._acting())

    def can_bid(self, bid) -> bool:
        return _can(self.verify_bid, bid)

    def bid(self, bid) -> None:
        """A1–A3: the seat to act passes (None, 'pass') or bids a higher contract (:class:`Bid`)."""
        value = self.verify_bid(bid)
        self.apply(Bid(self._acting(), value))

    def _end_auction(self) -> None:
        if self._taker is None:
            self._phase = Phase.ALL_PASS                              # A3
        elif self.table.seats == FIVE_PLAYERS.seats:
            self._phase = Phase.CALL                                  # V4: the call comes before the chien
        else:
            self._after_call()

    def _after_call(self) -> None:
        """After the auction (and the call at five players, V4): the chien shown and taken (E1),
        or the play begins (E3)."""
        if self._the_contract().takes_chien_in_hand:
            self._phase = Phase.DISCARD                               # E1: the chien is shown, taken
            self._hands[self._the_taker()] |= self._chien
        else:
            self._phase = Phase.PLAY                                  # E3: nobody sees the chien

    # --- the call (V4–V5, R8: five players) ------------------------------------------------------
    def callable_cards(self) -> tuple[Card, ...]:
        """V4, R8: the cards the taker may call now (his hand as dealt; () outside the call)."""
        if self._phase != Phase.CALL:
            return ()
        from .call import callable_mask
        return _sorted(callable_mask(self._dealt[self._the_taker()]))

    def verify_call(self, seat: int, card) -> Card:
        """Raise CallError (V4; R8 for a jack) unless *seat* may call *card* now: five players,
        the taker, after the auction and before anything else; return the card."""
        card = parse_card(card)
        self._seat(seat)
        if self.table.seats != FIVE_PLAYERS.seats:                  # V4: a card is called at five only
            raise CallError("V4", "err.call.no_call_here", seat=seat, card=card, players=self.table.seats)
        if self._phase != Phase.CALL:                               # V4: once, after the auction
            raise CallError("V4", "err.call.when", seat=seat, card=card, phase=phase_words(self._phase))
        self._own_turn(seat, CallError, "V4")
        error = call_error(self._dealt[seat], card, seat=seat)
        if error is not None:
            raise error
        return card

    def can_call(self, card) -> bool:
        return self._phase == Phase.CALL and _can(self.verify_call, self._acting(), card)

    def call(self, card) -> None:
        """V4: the taker calls *card* (a :class:`Call`); its holder is his secret partner (V5)."""
        seat = next((s for s in (self._taker, self.to_act) if s is not None), self.dealer)    # who would call
        self.apply(Call(seat, card))

    def _no_call_pending(self) -> None:
        """V4: at five players nothing else is done before the taker's call."""
        if self._phase == Phase.CALL:
            raise CallError("V4", "err.call.missing", seat=self._taker)

    # --- the discard (E1–E2) ---------------------------------------------------------------------
    def verify_discard(self, cards) -> tuple[Card, ...]:
        """Raise DiscardError (E1, E2, E3) if *cards* may not be the taker's discard now."""
        self._no_call_pending()
        if self._phase != "discard":
            if self.contract is not None and not self.contract.takes_chien_in_hand:
                raise DiscardError("E3", "err.discard.not_allowed", contract=self.contract.label(), seat=self._taker)
            raise DiscardError("E1", "err.game.no_discard_now", phase=phase_words(self._phase))
        cards = parse_cards(cards)
        try:
            check_discard(_sorted(self._dealt[self._the_taker()]), _sorted(self._chien), cards, self.table)
        except DiscardError as e:
            e.seat = self._taker
            raise
        return cards

    def can_discard(self, cards) -> bool:
        return _can(self.verify_discard, cards)

    def discard(self, cards) -> None:
        """E1–E2, V2: the taker puts as many cards aside as the chien brought (6, or 3 at five
        players); they count for the attack at the end (:class:`Discard`)."""
        cards = self.verify_discard(cards)
        self.apply(Discard(self._the_taker(), cards))

    def suggested_discard(self) -> tuple[Card, ...]:
        """A legal discard for the taker (E2: the lowest plain cards, trumps only when forced)."""
        from .discard import legal_discard_example
        return legal_discard_example(_sorted(self._dealt[self._the_taker()]), _sorted(self._chien), self.table)

    # --- the slam decision (B7, R4) --------------------------------------------------------
    def verify_slam(self) -> None:
        """Raise if the taker's slam decision is not open: it is made once, after the auction and
        before the first card (:attr:`slam_open`)."""
        self._no_call_pending()
        if not self.slam_open:
            raise AuctionError("B7", "err.game.slam_when", phase=phase_words(self._phase))

    def can_announce_slam(self) -> bool:
        return _can(self.verify_slam)

    def announce_slam(self) -> None:
        """B7, R4: only the taker announces, before the first card; he then leads (P1)."""
        self.verify_slam()
        self.apply(SlamDecision(self._the_taker(), True))

    def decide_slam(self, announce: bool) -> None:
        """B7, R4: the taker's decision, to announce a slam (True) or not (False): a
        :class:`SlamDecision`. Not deciding and playing the first card is the same as False."""
        self.verify_slam()
        self.apply(SlamDecision(self._the_taker(), announce))

    # --- poignées (B1–B3) -------------------------------------------------------------------------
    def verify_poignee(self, seat: int, cards) -> Poignee:
        """Raise PoigneeError (B1–B3) if *seat* may not show *cards* now; return the poignée."""
        self._seat(seat)
        if self._phase not in ("discard", "play") or (self._phase == "discard" and seat == self._taker):
            raise PoigneeError("B1", "err.game.poignee_when", seat=seat, phase=phase_words(self._phase))
        if self.has_played(seat):
            raise PoigneeError("B1", "err.game.poignee_late", seat=seat)
        if any(s == seat for s, _ in self._poignees):
            raise PoigneeError("B1", "err.game.poignee_twice", seat=seat)
        discard = _sorted(self._discard) if seat == self._taker else ()
        try:
            return check_poignee(_sorted(self._hands[seat]), cards, discard, table=self.table)
        except PoigneeError as e:
            raise PoigneeError(e.rule, e.key, seat=seat, **{k: v for k, v in e.params.items()
                                                            if k not in ("seat", "trick")}) from None

    def poignee_options(self, seat: int) -> tuple[Poignee, ...]:
        """B1–B3: the poignées *seat* may show now, one of each size (see
        :func:`~tarot_core.poignee.poignee_choices`); () when it may show none now."""
        from .poignee import poignee_choices
        self._seat(seat)
        if not self.can_declare_poignee_now(seat):
            return ()
        discard = _sorted(self._discard) if seat == self._taker else ()
        return tuple(p for p in poignee_choices(_sorted(self._hands[seat]), discard, self.table)
                     if self.can_declare_poignee(seat, p.cards))

    def can_declare_poignee_now(self, seat: int) -> bool:
        """B1: whether *seat* may still show a poignée (the play has begun, before its first card, once)."""
        self._seat(seat)
        return (self._phase == "play" and not self.has_played(seat) and all(s != seat for s, _ in self._poignees))

    def can_declare_poignee(self, seat: int, cards) -> bool:
        """Whether *seat* may show *cards* now (B1–B3); a seat that does not exist raises (D1)."""
        self._seat(seat)
        return _can(self.verify_poignee, seat, cards)

    def declare_poignee(self, seat: int, cards) -> None:
        """B1–B3: *seat* shows a poignée before its first card (once; its bonus is scored, B4): a
        :class:`ShowPoignee`."""
        self.apply(ShowPoignee(seat, cards))

    # --- the cards (P1–P6, X1–X2) ---------------------------------------------------------------------
    def legal_mask(self) -> int:
        """P2–P5, X1 (and V6/R9 in the first trick at five players): the mask of the cards the
        seat to act may play (0 outside the play)."""
        if self._phase != "play":
            return 0
        legal = legal_in_state(self._hands[(self._leader + len(self._trick)) % self._seats], self._follow,
                               self._played)
        if self._called is not None and not self._tricks:
            return restrict_first_trick(legal, self._follow, self._called)
        return legal

    def legal_cards(self) -> tuple[Card, ...]:
        """P2–P5, X1 (V6/R9 in the first trick at five players): the cards the seat to act may
        play, in display order."""
        return _sorted(self.legal_mask())

    def why_not(self, card) -> PlayError | CardError | None:
        """None if *card* may be played now, else the error :meth:`play` would raise (not raised)."""
        try:
            self.verify_play(card)
        except (PlayError, CardError) as e:
            return e
        return None

    def can_play(self, card) -> bool:
        return self.why_not(card) is None

    def verify_play(self, card) -> Card:
        """Raise PlayError naming the rule, the seat, the trick and the card; return the card."""
        card = parse_card(card)
        if self._phase != "play":
            self._no_call_pending()
            raise PlayError("P1", "err.game.no_play_now", card=card, phase=phase_words(self._phase))
        seat = (self._leader + len(self._trick)) % self._seats
        hand = self._hands[seat]
        legal = legal_in_state(hand, self._follow, self._played)
        if self._called is not None and not self._tricks:
            legal = restrict_first_trick(legal, self._follow, self._called)
        if not legal & BIT[card]:
            if self._called is not None and not self._tricks:          # V6, R9 (or the P rule's error)
                error = first_trick_error(hand, self._trick, card, self._called, seat=seat)
            else:
                error = play_error(hand, self._trick, card, seat=seat, trick_number=self.trick_number)
            assert error is not None            # the card is not legal, so there is a reason
            raise error
        return card

    def play(self, card) -> None:
        """The seat to act plays *card* (P2–P5, X1, V6; a :class:`PlayCard`); the table's last
        card of a trick closes it (P6, P1)."""
        self.push_card(self.verify_play(card))

    def push_card(self, c: int) -> None:
        """Play card index *c* (0–77, or a Card) for the seat to act, trusting that it is legal
        (P2–P5 unchecked: the search code's fast path). Still refused, the state unchanged: what is
        not a card (C1, :func:`card_index`), a card outside the play (P1), a card the seat does
        not hold (E4)."""
        if c.__class__ is not int or not 0 <= c < N_CARDS:
            c = card_index(c)
        if self._phase != "play":
            raise PlayError("P1", "err.game.no_play_now", card=DECK[c], phase=phase_words(self._phase))
        trick = self._trick
        seats = self._seats
        seat = (self._leader + len(trick)) % seats
        hands = self._hands
        if not hands[seat] & BIT[c]:
            raise PlayError("E4", "err.play.not_in_hand", card=DECK[c], seat=seat, trick=self.trick_number)
        # The snapshot of the fields a card can change (undo tells it by its length): the slam
        # decision, the call, the bids, the discard and the poignées stay as they are during a card.
        self._snapshots.append((tuple(hands), self._phase, len(self._tricks), self._leader, trick, self._follow,
                                self._played))
        self._actions.append(_PLAYS[seat][c])
        hands[seat] ^= BIT[c]
        trick += (c,)
        self._follow, self._played = self._follow or FOLLOWERS[c], self._played | BIT[c]
        if len(trick) == seats:
            self._tricks.append((self._leader, trick))
            self._leader = next_leader(self._leader, trick, self.table, self._follow, self._played)   # P6, P1
            self._winners.append(self._leader)
            self._trick, self._follow, self._played = (), 0, 0
            if len(self._tricks) == self.table.n_tricks:
                self._phase = Phase.DONE
        else:
            self._trick = trick

    # --- undo --------------------------------------------------------------------------------
    def undo(self) -> Action:
        """Take back the last action (repeatable down to the deal); return it. The state is the
        one kept before that action (:meth:`apply`), field by field."""
        if not self._actions:
            raise TarotError(None, "err.game.nothing_to_undo")
        snapshot = self._snapshots.pop()
        if len(snapshot) == _CARD_SNAPSHOT:                 # a card's snapshot (push_card)
            hands, self._phase, n_tricks, self._leader, self._trick, self._follow, self._played = snapshot
        else:                                               # any other action's (_snapshot)
            (hands, n_bids, self._best, self._taker, self._phase, self._discard, self._slam, self._slam_decided,
             self._poignees, n_tricks, self._leader, self._trick, self._follow, self._played, self._called,
             self._partner) = snapshot
            del self._bids[n_bids:]
        self._hands = list(hands)
        del self._tricks[n_tricks:], self._winners[n_tricks:]
        return self._actions.pop()

    # --- what a seat may know ------------------------------------------------------------------
    def view(self, seat: int) -> SeatView:
        """What *seat* may know now (a bot decides from this alone; see :class:`SeatView`)."""
        self._seat(seat)
        taker = self.taker
        shown_chien = (self.contract is not None and self.contract.takes_chien_in_hand
                       and self._phase != Phase.CALL)                       # V4: the call comes first
        discard = self._discard if seat == taker else self._discard & TRUMP_MASK     # E2: trumps shown
        voids, ceiling = self._revealed()
        known = self._partner_known(seat)
        return SeatView(
            seat=seat, dealer=self.dealer, phase=self._phase, to_act=self.to_act,
            hand=_sorted(self._hands[seat]),
            bids=tuple((seat_at(self.dealer, 1 + i, self.table), b) for i, b in enumerate(self._bids)),
            taker=taker, contract=self.contract,
            chien=_sorted(self._chien) if shown_chien else (),
            discard=_sorted(discard), slam_announced=self._slam,
            poignees=tuple((s, p.cards) for s, p in self.poignees),
            tricks=self._trick_results(self.attack if known else (() if taker is None else (taker,))),
            current_leader=self.current_leader, current_trick=self.current_trick,
            voids=voids, trump_ceiling=ceiling,
            legal=self.legal_cards() if self.to_act == seat else (),
            slam_open=seat == taker and self.slam_open,
            poignee_open=taker is not None and self.can_declare_poignee_now(seat),
            table=self.table, called=self.called, partner_known=known,
            partner=self._partner if known else None)

    def _partner_known(self, seat: int) -> bool:
        """V5, R7: whether *seat* knows the camps: always at three and four players (the taker is
        alone); at five, nobody before the call, then the partner (his own hand) and the taker
        holding the called card himself; everyone once the called card is played, once the chien
        shows it (Prise, Garde: the taker is alone), and at the count (the deal is over)."""
        if self._called is None:
            return self.table.seats != FIVE_PLAYERS.seats
        bit = BIT[self._called]
        if seat == self._partner or (seat == self._taker and self._dealt[seat] & bit) or self._phase == Phase.DONE:
            return True
        if self._chien & bit:
            return self._the_contract().takes_chien_in_hand            # shown with the chien (E1), else R7
        return any(c == self._called for _, cards in self._tricks for c in cards) or self._called in self._trick

    def _revealed(self) -> tuple[tuple[frozenset[str], ...], tuple[int | None, ...]]:
        """P2–P4 read backwards: the suits each seat showed it lacks, and the trumps it cannot hold.
        What the finished tricks show is kept for the next call (a bot asks at every card)."""
        n_tricks = len(self._tricks)
        k, last, seen_voids, seen_ceiling = self._read_voids
        if not self._still_read(k, last):
            k = 0
        if k == 0:
            seen_voids, seen_ceiling = (frozenset(),) * self.table.seats, (None,) * self.table.seats
        voids, ceiling = [set(v) for v in seen_voids], list(seen_ceiling)
        if k < n_tricks:
            self._read_into(voids, ceiling, self._tricks[k:])
            self._read_voids = (n_tricks, self._tricks[-1], tuple(frozenset(v) for v in voids), tuple(ceiling))
        self._read_into(voids, ceiling, [(self._leader, self._trick)])
        return tuple(frozenset(v) for v in voids), tuple(ceiling)

    def _read_into(self, voids: list[set[str]], ceiling: list[int | None], tricks) -> None:
        """What *tricks* (leader, cards) show of each seat's hand (P2–P4), added to *voids* and *ceiling*."""
        n = self.table.seats
        for leader, cards in tricks:
            follow = 0
            best_trump = -1
            for i, c in enumerate(cards):
                seat = (leader + i) % n
                if c == EXCUSE_INDEX:                 # X1: the Excuse reveals nothing
                    continue
                if follow and not BIT[c] & follow:
                    if follow != TRUMP_MASK:
                        voids[seat].add(SUIT_LETTERS[(follow.bit_length() - 1) // 14])       # P2
                    if not BIT[c] & TRUMP_MASK:
                        voids[seat].add(TRUMPS)                                             # P3
                if BIT[c] & TRUMP_MASK:
                    if c < best_trump:                # P4: undertrumped, so holds nothing above best_trump
                        cap = best_trump - FIRST_TRUMP          # the rank of the best trump, minus one
                        old = ceiling[seat]
                        ceiling[seat] = cap if old is None else min(old, cap)
                    best_trump = max(best_trump, c)
                follow = follow or FOLLOWERS[c]

    # --- the end -----------------------------------------------------------------------------------
    def outcome(self) -> Outcome:
        """The referee's :class:`~tarot_core.outcome.Outcome` (identical to ``referee(self.record())``).

        A deal still being played has none yet: PlayError E4 names the phase it is at and the tricks
        played (an all-pass deal, A3, and a cancelled one, D4, have their outcome at once)."""
        if self._phase == "cancelled":
            sec = next(s for s, h in enumerate(self._dealt) if is_petit_sec_mask(h))
            return Outcome(status="cancelled", dealer=self.dealer, petit_sec_seat=sec, players=self.table.seats)
        if self._phase == "all_pass":
            return Outcome(status="all_pass", dealer=self.dealer, players=self.table.seats)
        if self._phase != "done":                # E4: a deal's outcome comes after its last trick
            raise PlayError("E4", "err.game.unfinished", phase=phase_words(self._phase), played=len(self._tricks),
                            total=self.table.n_tricks)
        return played_outcome(self.dealer, self._the_taker(), self._the_contract(), self._slam, self._chien,
                              self._discard, self.poignees, self._tricks, self._winners, **self._camps(),
                              called=self._called)

    def record(self) -> DealRecord:
        """The deal so far as a :class:`~tarot_core.record.DealRecord` (a trick in progress last)."""
        tricks = [cards_in_order(cards) for _, cards in self._tricks]
        if self._trick:
            tricks.append(cards_in_order(self._trick))
        return DealRecord(
            dealer=self.dealer, hands=self.dealt, chien=self.chien,
            bids=tuple("pass" if b is None else b.code for b in self._bids),
            discard=self.discarded, slam_announced=self._slam,
            poignees=tuple((s, p.cards) for s, p in self.poignees), tricks=tuple(tricks), seed=self.seed,
            actions=tuple(self._actions), players=self.table.seats, call=self.called)

    def __repr__(self) -> str:
        return (f"<GameState phase={self._phase} to_act={self.to_act} trick={self.trick_number} "
                f"actions={len(self._actions)}>")

    def __eq__(self, other: object) -> bool:
        """Two states are equal when the same deal (table, dealer, hands, chien) went through the
        same actions in the same order, to the same phase — then everything a seat can observe
        (hands, tricks, poignées, whose turn) is the same."""
        if not isinstance(other, GameState):
            return NotImplemented
        return (self.table, self.dealer, self._dealt, self._chien, self._phase, self._actions) == (
            other.table, other.dealer, other._dealt, other._chien, other._phase, other._actions)

    __hash__ = None  # type: ignore[assignment]      # a state changes: not hashable


# ---------------------------------------------------------------------------------------------
def card_index(c) -> int:
    """C1: a card given to the search API: a :class:`~tarot_core.cards.Card` or its index, a
    whole number (an int, not a bool) from 0 to 77; anything else raises CardError naming it
    (-1 is not "the last card")."""
    if isinstance(c, int) and not isinstance(c, bool) and 0 <= c < N_CARDS:
        return c
    raise CardError("C1", "err.game.card_index", value=quoted(c))


def _check_masks(hands, chien, table: Table) -> tuple[int, ...]:
    """D3, C1: the hands (one per seat) and the chien as card masks: whole numbers within the 78
    cards, no card in two places. Returns the hands as a tuple."""
    try:
        hands = tuple(hands)
    except TypeError:
        raise size_error("hands", table, count=quoted(hands)) from None
    if len(hands) != table.seats:
        raise size_error("hands", table, count=len(hands))
    seen = 0
    for seat, mask in [*enumerate(hands), (None, chien)]:
        if not isinstance(mask, int) or isinstance(mask, bool) or not 0 <= mask <= FULL_MASK:
            if seat is None:
                raise CardError("C1", "err.game.chien_mask", value=quoted(mask))
            raise CardError("C1", "err.game.hand_mask", value=quoted(mask), seat=seat)
        twice = seen & mask
        if twice:
            raise CardError("C1", "err.card.twice", card=DECK[(twice & -twice).bit_length() - 1], seat=seat)
        seen |= mask
    return hands


def _check_sizes(hands: tuple[int, ...], chien: int, table: Table) -> None:
    """D3 (V1 at three and five players): each hand holds the table's hand size, the chien its
    size — an incomplete deal would start and fail later, far from its cause."""
    for seat, mask in enumerate(hands):
        if mask.bit_count() != table.hand_size:
            raise size_error("hand", table, seat=seat, count=mask.bit_count())
    if chien.bit_count() != table.chien_size:
        raise size_error("chien", table, count=chien.bit_count())


def phase_words(phase: str):
    """The phase named in the reader's language (a parameter of an error message)."""
    from .catalogue import text
    return lambda lang: text("err.game.phase." + phase, lang)


def _table_of(table, players) -> Table:
    """V1: the table named by *players* (3, 4, 5) or given as *table*; four players by default."""
    if players is None:
        return FOUR_PLAYERS if table is None else check_table(table)
    chosen = table_for(players)
    if table is not None and check_table(table) != chosen:
        raise DealError("V1", "err.table.players", players=players)
    return chosen


def _codes(cards) -> list[str]:
    return [c.code for c in parse_cards(cards)]


def _can(verify, *args) -> bool:
    try:
        verify(*args)
    except TarotError:
        return False
    return True


def replay_states(source, *, copies: bool = True, partial: bool = False) -> Iterator[GameState]:
    """Replay a deal record (A1 … P6) into a GameState: yield the dealt state, then the state after
    each action (copies, unless *copies* is False). A broken rule raises its error, naming the
    rule, the seat, the trick and the card, as the referee reports it. With *partial*, the record
    may stop at any point (fewer bids, no discard yet, a trick in progress).

    A record that keeps its ``actions`` is replayed in their order (a poignée shown after another
    seat's card stays there), and its per-phase fields must be what those actions give; an older
    record (no ``actions``) is replayed in the order of its fields: the bids, the discard, the
    slam announced, the poignées, then the tricks."""
    from .record import load_record
    rec = load_record(source)
    s = GameState([mask_of(h) for h in rec.hands], mask_of(rec.chien), rec.dealer, table=rec.table,
                  seed=rec.seed if isinstance(rec.seed, int) else None)      # D2: the seed kept, when a number

    def out():
        return s.copy() if copies else s
    yield out()
    if s.phase == "cancelled":                                            # D4
        if rec.bids or rec.tricks or rec.actions:
            sec = next(i for i, h in enumerate(s._dealt) if is_petit_sec_mask(h))
            raise DealError("D4", "err.deal.petit_sec_played", seat=sec)
        return
    if rec.actions is not None:
        yield from _replay_actions(s, rec, out, partial)
        return
    if len(rec.bids) != s.table.seats and not (partial and len(rec.bids) < s.table.seats):
        raise size_error("bids", s.table, count=len(rec.bids))
    for b in rec.bids:
        s.bid(b)
        yield out()
    if s.phase == "all_pass":                                             # A3
        if rec.tricks or rec.discard or rec.poignees or rec.slam_announced or rec.call is not None:
            raise AuctionError("A3", "err.auction.all_pass_played")
        return
    _no_call_here(s, rec)
    if s.phase == "auction":                                              # partial: still bidding
        return
    if s.phase == Phase.CALL:                                             # V4 (R8): the taker calls
        if rec.call is None:
            if partial and not (rec.discard or rec.slam_announced or rec.poignees or rec.tricks):
                return
            raise CallError("V4", "err.call.missing", seat=s.taker)
        s.call(rec.call)
        yield out()
    if s.phase == "discard":
        if not rec.discard and partial and not (rec.slam_announced or rec.poignees or rec.tricks):
            return
        if not rec.discard:
            raise DiscardError("E1", "err.discard.size", count=0, seat=s.taker)
        s.discard(rec.discard)
        yield out()
    elif rec.discard:
        raise DiscardError("E3", "err.discard.not_allowed", contract=s._the_contract().label(), seat=s.taker)
    if rec.slam_announced:
        s.announce_slam()
        yield out()
    for seat, shown in rec.poignees:
        s.declare_poignee(seat, shown)
        yield out()
    if len(rec.tricks) != s.table.n_tricks and not (partial and len(rec.tricks) <= s.table.n_tricks):
        raise size_error("tricks", s.table, count=len(rec.tricks))
    for t, cards in enumerate(rec.tricks):
        last_partial = partial and t == len(rec.tricks) - 1 and len(cards) < s.table.seats
        if len(cards) != s.table.seats and not last_partial:
            raise size_error("trick", s.table, trick=t + 1, count=len(cards))
        for card in cards:
            s.play(card)                 # E4 (not in the hand), P2–P5: the error names seat and trick
            yield out()


def _no_call_here(s: GameState, rec) -> None:
    """V4: a record's ``call`` at three or four players is refused, naming the taker and the card."""
    if rec.call is not None and s.table.seats != FIVE_PLAYERS.seats:
        raise CallError("V4", "err.call.no_call_here", seat=s.taker, card=rec.call, players=s.table.seats)


def _replay_actions(s: GameState, rec, out, partial: bool) -> Iterator[GameState]:
    """The record's own ``actions``, in order, each checked by the state (the rule's error); then
    the record is complete (unless *partial*: A1, E1, E4 as for an older record) and its per-phase
    fields are those the actions give (a RecordError names the first field that differs)."""
    for action in rec.actions:
        s.apply(action)
        yield out()
    if not partial:
        if s.phase == "auction":
            raise size_error("bids", s.table, count=len(s._bids))
        s._no_call_pending()                                                  # V4: the call is missing
        if s.phase == "discard":
            raise DiscardError("E1", "err.discard.size", count=0, seat=s.taker)
        if s.phase == "play":
            raise size_error("tricks", s.table, count=len(s._tricks))
    if s.taker is not None:
        _no_call_here(s, rec)
    mine = s.record()
    from .auction import parse_bid
    for field in ("bids", "call", "discard", "slam_announced", "poignees", "tricks"):
        theirs = getattr(rec, field)
        if field == "bids":                  # the record's own words ('Petite' is Prise)
            theirs = tuple("pass" if b is None else b.code for b in map(parse_bid, theirs))
        if getattr(mine, field) != theirs:
            raise RecordError(None, "err.record.field", detail=record_detail("actions_disagree", field=field))


__all__ = ["GameState", "SeatView", "Action", "Phase", "Bid", "Call", "SlamDecision", "Discard", "ShowPoignee",
           "PlayCard", "replay_states", "final_piles", "played_outcome", "cards_in_order",
           "PHASES", "card_index", "phase_words"]
