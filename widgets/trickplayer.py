"""Widget 4 — play cards to a trick; the core says which are legal and who wins (P1–P6, X1–X2).

Two ways to use it:

* four hands face up (``hands=[...4 hands...]``, ``leader=``): the widget holds one
  :class:`~tarot_core.game.GameState` (:meth:`~tarot_core.game.GameState.for_play`) and the
  seat it names plays, trick after trick. Whose turn it is, the legal cards
  (``legal_cards``), why a card is refused (``why_not``: P2, P3, P4, with X1 for the Excuse),
  the trick's winner (P6) and the next leader (P1) all come from the state; **Undo** is
  ``state.undo()``. A full trick stays on the table until **Next trick** gathers it.
* one hand and a trick so far (``hand=..., trick=...``): the learner plays one card. No deal
  exists here, so the core's play functions answer (``play.legal_cards``,
  ``play.play_error``, ``play.trick_winner``).

The traits ``hands``, ``trick``, ``leader`` and ``played`` report what is on the table for the
browser and for marimo; they are written after each action, never while the view is built.

>>> w = TrickPlayer(hand="KS T5 T12 EX", trick="10H T8", lang="en")
>>> w.legal
['T12', 'EX']
>>> w.do("play", card="T5"); w.last_error["rule"]
'P4'
>>> w.do("play", card="T12"); w.trick
['10H', 'T8', 'T12']
>>> w.do("undo"); w.trick
['10H', 'T8']
"""
from __future__ import annotations

import traitlets

from tarot_core.actions import PlayCard
from tarot_core.cards import Card, mask_of, parse_card, parse_cards, sort_key
from tarot_core.deal import N_SEATS, next_seat, playable_deal
from tarot_core.errors import TarotError
from tarot_core.game import GameState
from tarot_core.play import legal_cards, play_error, trick_winner
from tarot_core.render.describe import describe

from ._base import TarotWidget, esm
from .labels import label


class TrickPlayer(TarotWidget):
    """Four hands (or one hand and a trick so far) played card by card, checked by the core."""

    _esm = esm("trickplayer")
    LABELS = ("common.", "trick.")

    hands = traitlets.List(traitlets.List(traitlets.Unicode())).tag(sync=True)
    names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    leader = traitlets.Int(0).tag(sync=True)                      # the leader of the trick shown
    trick = traitlets.List(traitlets.Unicode()).tag(sync=True)    # the trick on the table
    played = traitlets.List(traitlets.Dict()).tag(sync=True)      # finished tricks
    last_error = traitlets.Dict().tag(sync=True)

    def __init__(self, hands=None, *, hand=None, trick=(), leader=0, names=None, **kwargs):
        self.state: GameState | None = None
        self._on_table = False                     # a finished trick not yet gathered (Next trick)
        if hand is not None:                       # one hand and a trick so far
            hands = [[c.code for c in sorted(parse_cards(hand), key=sort_key)]]
            trick = [c.code for c in parse_cards(trick)]
            legal_cards(hands[0], trick)                                  # C1/P6: a valid trick so far
        else:
            if trick:
                raise ValueError("a trick so far goes with one hand: TrickPlayer(hand=..., trick=...)")
            if hands is None or len(hands) != N_SEATS:
                raise ValueError("TrickPlayer takes one hand (hand=...) or four hands (hands=[...])")
            self.state = GameState.for_play(hands, leader)               # C1; P1: leader leads
            hands, trick = self._state_hands(), []
        self._start = (hands, list(trick), leader)
        super().__init__(hands=hands, trick=list(trick), leader=leader, names=list(names or []), **kwargs)
        if self.to_play is not None:
            self.say(self._to_play_text())
            self.refresh()

    @classmethod
    def from_deal(cls, seed: int, dealer: int = 0, **kwargs) -> TrickPlayer:
        """Four hands dealt by the core (D3) from *seed* — or, when a petit sec cancels that deal (D4),
        from the first later seed whose deal is played (:func:`tarot_core.deal.playable_deal`); the
        player on the dealer's right leads (P1)."""
        d = playable_deal(seed, dealer)
        return cls(hands=list(d.hands), leader=next_seat(dealer), **kwargs)

    # --- state ---------------------------------------------------------------
    @property
    def single(self) -> bool:
        return self.state is None

    @property
    def _game(self) -> GameState:
        """The four hands' state (one hand has none: its callers ask :attr:`single` first)."""
        if self.state is None:
            raise RuntimeError("one hand: the trick player keeps no game state")
        return self.state

    @property
    def to_play(self) -> int | None:
        """The seat whose turn it is (index in ``hands``), or None when the trick is full/over."""
        if self.single:                             # the learner plays one card
            return 0 if len(self.trick) == len(self._start[1]) and len(self.trick) < N_SEATS else None
        if self._on_table or not self._game.legal_mask():      # gathered first; or no card left
            return None
        return self._game.to_act                    # P1: the state knows whose turn it is

    @property
    def legal(self) -> list[str]:
        """The codes the player to play may play now (P2–P5, X1)."""
        if self.to_play is None:
            return []
        if self.single:
            return [c.code for c in legal_cards(self.hands[0], self.trick)]
        return [c.code for c in self._game.legal_cards()]

    @property
    def _mine(self) -> bool:
        """One hand and no names given: the hand is the learner's own ("Your hand", "You play …")."""
        return self.single and not self.names

    def name(self, seat: int) -> str:
        """A player's name (user text: the browser shows it as text, never as HTML)."""
        if seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return label("trick.you" if self.single else "common.seat", self.lang, seat=seat)

    def _trick_seat(self, position: int) -> int | None:
        """The seat that played the card at *position* of the trick shown (None for others in one-hand mode)."""
        if self.single:
            return 0 if position == len(self._start[1]) else None
        return (self.leader + position) % N_SEATS

    def _state_hands(self) -> list[list[str]]:
        return [[c.code for c in h] for h in self._game.hands]

    def _sync(self) -> None:
        """Write the traits from the state: the hands, and the trick on the table with its leader."""
        st = self._game
        self.played = [{"leader": t.leader, "cards": [c.code for c in t.cards], "winner": t.winner}
                       for t in st.tricks]
        self.hands = self._state_hands()
        if self._on_table:
            shown = st.tricks[-1]
            self.trick, self.leader = [c.code for c in shown.cards], shown.leader
        else:
            leader = st.current_leader
            self.trick = [c.code for c in st.current_trick]
            self.leader = leader if leader is not None else st.tricks[-1].winner

    # --- actions -------------------------------------------------------------
    def _do_play(self, card: str):
        seat = self.to_play
        if seat is None:
            return
        try:
            chosen = parse_card(card)
        except TarotError as e:
            self.last_error = e.as_dict(self.lang)
            self.say(e.message(self.lang))
            return
        if self.single:
            refused = self._refusal_one_hand(chosen)
        else:
            err = self._game.why_not(chosen)                 # P2–P5, X1 (E4: not in this hand)
            refused = None if err is None else {"rule": err.rule, "card": chosen.code,
                                                "message": err.message(self.lang)}
        if refused is not None:
            self.last_error = refused
            self.say(refused["message"])
            return
        self.last_error = {}
        if self.single:
            hand = list(self.hands[0])
            hand.remove(chosen.code)
            self.hands = [hand]
            self.trick = [*self.trick, chosen.code]
        else:
            self._game.play(chosen)
            self._on_table = not self._game.current_trick       # the card closed the trick (P6)
            self._sync()
        text = describe(PlayCard(seat, chosen), self.lang, name=self.name,       # the one narration
                        you=seat if self._mine else None)
        if len(self.trick) == N_SEATS:
            text += " " + self._winner_text()
        self.say(text)

    def _refusal_one_hand(self, chosen) -> dict | None:
        """E4 (not in the hand), P2–P5, X1: the core's reason, or None when the card may be played."""
        err = play_error(mask_of(parse_cards(self.hands[0])), parse_cards(self.trick), chosen)
        return None if err is None else {"rule": err.rule, "card": chosen.code, "message": err.message(self.lang)}

    def _winner(self) -> tuple[int, int | None]:
        """The position of the winning card in the full trick shown, and its seat (P6, X2)."""
        if self.single:
            pos = trick_winner(self.trick)
            return pos, self._trick_seat(pos)
        t = self._game.tricks[-1]                    # the state decided it (P6; X6 at the last trick)
        return t.seats.index(t.winner), t.winner

    def _winner_text(self) -> str:
        pos, seat = self._winner()
        card = parse_card(self.trick[pos]).name(self.lang)
        if self._mine and seat == 0:
            return label("trick.you_win", self.lang, card=card)
        who = self.name(seat) if seat is not None else label("trick.position", self.lang, n=pos + 1)
        return label("trick.winner", self.lang, name=who, card=card)

    def _to_play_text(self) -> str:
        seat = self.to_play
        return label("trick.to_play", self.lang, name=self.name(seat)) if seat is not None else ""

    def _do_next(self):
        """Gather the full trick: its winner (the state's P6) leads the next one (P1)."""
        if self.single or not self._on_table:
            return
        self._on_table = False
        self._sync()
        self.say(self._to_play_text() if self.to_play is not None else label("trick.over", self.lang))

    def _do_undo(self):
        """Take the last card back (``GameState.undo``; one hand: the learner's card)."""
        self.last_error = {}
        if self.single:
            if len(self.trick) == len(self._start[1]):
                self.say(label("trick.nothing_to_undo", self.lang))
                return
            card = self.trick[-1]
            self.hands = [sorted([*self.hands[0], card], key=lambda c: sort_key(parse_card(c)))]
            self.trick = self.trick[:-1]
            self.say(label("trick.you_undid", self.lang, card=parse_card(card).name(self.lang)) if self._mine else
                     label("trick.undone", self.lang, name=self.name(0), card=parse_card(card).name(self.lang)))
            return
        if not self._game.actions:
            self.say(label("trick.nothing_to_undo", self.lang))
            return
        action = self._game.undo()
        self._on_table = False
        self._sync()
        taken = action.value                        # a play: the card taken back
        self.say(label("trick.undone", self.lang, name=self.name(action.seat),
                       card=taken.name(self.lang) if isinstance(taken, Card) else str(taken))
                 + " " + self._to_play_text())

    def _do_reset(self):
        hands, trick, leader = self._start
        if not self.single:
            self.state = GameState.for_play(hands, leader)
            self._on_table = False
        self.hands, self.trick, self.leader, self.played, self.last_error = hands, list(trick), leader, [], {}
        self.say(self._to_play_text())

    # --- view (reads only) ---------------------------------------------------
    def _build_view(self) -> dict:
        seat = self.to_play
        legal = set(parse_cards(self.legal))
        full = len(self.trick) == N_SEATS
        win_pos = self._winner()[0] if full else None
        trick = []
        for pos, code in enumerate(self.trick):
            s = self._trick_seat(pos)
            trick.append({"card": self._cards([parse_card(code)])[0], "winner": pos == win_pos,
                          "who": self.name(s) if s is not None else label("trick.position", self.lang, n=pos + 1)})
        last = []
        if not self.single and not self.trick and self._game.tricks:   # the trick just gathered, for a look back
            prev = self._game.tricks[-1]
            last = [{"card": self._cards([c], width=40)[0], "winner": s == prev.winner, "who": self.name(s)}
                    for c, s in zip(prev.cards, prev.seats)]
        others = []
        if not self.single:
            for s in range(N_SEATS):
                if s != seat:
                    others.append({"name": self.name(s), "seat": s,
                                   "cards": self._cards(parse_cards(self.hands[s]), width=34)})
        notes = []
        if self.trick and parse_card(self.trick[0]).is_excuse:
            notes.append(label("trick.excuse_led", self.lang))
        if full:
            notes.append(self._winner_text())
        mine = self._mine
        return {
            "single": self.single, "full": full,
            "to_play": self.name(seat) if seat is not None else "",
            "hand": (self._cards(parse_cards(self.hands[seat]), legal=legal) if seat is not None else []),
            "grid_label": (label("trick.your_grid", self.lang) if mine else
                           label("trick.grid", self.lang, name=self.name(seat))) if seat is not None else "",
            "hand_title": (label("trick.your_hand", self.lang) if mine else
                           label("trick.hand_of", self.lang, name=self.name(seat))) if seat is not None else "",
            "trick": trick, "others": others, "notes": notes, "last": last,
            "can_next": self._on_table and bool(self._game.legal_mask()),
            "can_undo": bool(self._game.actions) if not self.single else len(self.trick) > len(self._start[1]),
            "error": self.last_error.get("message", ""), "error_rule": self.last_error.get("rule", ""),
        }
